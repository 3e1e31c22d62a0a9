//! Project Euler 301 "Nim": for how many `n` is Nim on piles
//! `(n, 2n, 3n)` lost for the player to move?

/// How many `n` in `1 ..= 2^k` make Nim with piles `(n, 2n, 3n)` lost for
/// the player to move (Project Euler 301).
///
/// `n XOR 2n = 3n = n + 2n` exactly when the addition has no carries, that
/// is, when `n` has no two adjacent 1 bits. Such `n` with at most `k` bits
/// are counted by the Fibonacci number `F(k + 2)`; dropping `n = 0` and
/// adding `n = 2^k` (a single 1 bit) leaves the count unchanged.
///
/// # Constraints
/// `k ≤ 90` (so the count fits in `u64`).
///
/// # Complexity
/// O(k).
///
/// # Example
/// ```
/// use game_theory::problems::pe_301::losing_n_2n_3n_count;
/// assert_eq!(losing_n_2n_3n_count(30), 2_178_309);
/// ```
pub fn losing_n_2n_3n_count(k: u32) -> u64 {
    // (F(i), F(i + 1)) from (F(0), F(1)), stepped k + 2 times.
    let (mut current, mut next) = (0u64, 1u64);
    for _ in 0..k + 2 {
        (current, next) = (next, current + next);
    }
    current
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn project_euler_301_matches_a_direct_count() {
        for k in 0..=16u32 {
            let direct = (1..=1u64 << k)
                .filter(|&n| n ^ (2 * n) ^ (3 * n) == 0)
                .count() as u64;
            assert_eq!(losing_n_2n_3n_count(k), direct, "k={k}");
        }
        // F(82) for k = 80, the largest input.
        assert_eq!(losing_n_2n_3n_count(80), 61_305_790_721_611_591);
    }
}
