//! The Josephus problem for circles of up to 10^18 people.

/// The chair (1-based) of the last one left when `n` people sit in a circle,
/// counting starts at chair 1, and every `k`-th person leaves.
///
/// Runs the recurrence `J(m + 1) = (J(m) + k) mod (m + 1)` upwards, but
/// while `J(m) + k` stays below `m + 1` the steps do not wrap and are taken
/// all at once: each wrap shrinks the next run by a factor of about
/// `(k - 1) / k`, so there are O(k log(n / k)) iterations, with no recursion
/// and O(1) memory.
///
/// # Constraints
/// `1 ≤ n, k ≤ 10^18`.
///
/// # Complexity
/// O(min(n, k · log(n / k) + k)).
///
/// # Example
/// ```
/// use game_theory::problems::josephus::josephus_survivor;
/// assert_eq!(josephus_survivor(5, 2), 3);
/// assert_eq!(josephus_survivor(14, 2), 13);
/// assert_eq!(josephus_survivor(1_000_000_000_000_000_000, 1), 1_000_000_000_000_000_000);
/// ```
pub fn josephus_survivor(n: u64, k: u64) -> u64 {
    if k == 1 {
        return n;
    }
    // `survivor` is the 0-based seat of the winner in a circle of `m`.
    let mut survivor: u64 = 0;
    let mut m: u64 = 1;
    while m < n {
        if m < k {
            m += 1;
            survivor = (survivor + k % m) % m;
            continue;
        }
        // Steps i = 1, 2, … do not wrap while survivor + i·(k - 1) < m.
        let run = ((m - 1 - survivor) / (k - 1)).min(n - m);
        survivor += run * k;
        m += run;
        if m < n {
            // One wrapping step: survivor + k < 2(m + 1), one subtraction.
            m += 1;
            survivor += k;
            if survivor >= m {
                survivor -= m;
            }
        }
    }
    survivor + 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules::josephus_by_simulation;

    #[test]
    fn matches_simulation_for_all_small_circles() {
        for n in 1..=80 {
            for k in 1..=100 {
                assert_eq!(
                    josephus_survivor(n, k),
                    josephus_by_simulation(n, k),
                    "n={n} k={k}"
                );
            }
        }
    }

    #[test]
    fn matches_the_plain_recurrence_for_larger_circles() {
        let plain = |n: u64, k: u64| (2..=n).fold(0, |j, m| (j + k) % m) + 1;
        for (n, k) in [
            (100_000, 2),
            (100_000, 3),
            (99_991, 997),
            (50_000, 49_999),
            (70_000, 70_001),
        ] {
            assert_eq!(josephus_survivor(n, k), plain(n, k), "n={n} k={k}");
        }
        // k far beyond n: only k mod m matters at each size.
        let huge = 1_000_000_000_000_000_000;
        assert_eq!(josephus_survivor(1000, huge), plain(1000, huge));
    }

    #[test]
    fn closed_form_for_k_equal_2_at_10_to_the_18() {
        // J(n, 2) = 2(n - 2^⌊log2 n⌋) + 1.
        for n in [
            1u64,
            2,
            3,
            1 << 40,
            (1 << 59) + 12345,
            1_000_000_000_000_000_000,
        ] {
            let high = 1u64 << (63 - n.leading_zeros());
            assert_eq!(josephus_survivor(n, 2), 2 * (n - high) + 1, "{n}");
        }
    }

    #[test]
    fn extremes_stay_in_range() {
        let e18 = 1_000_000_000_000_000_000;
        assert_eq!(josephus_survivor(1, e18), 1);
        assert_eq!(josephus_survivor(2, e18), 1); // k even: chair 2 leaves
        assert_eq!(josephus_survivor(2, e18 - 1), 2);
        let j = josephus_survivor(e18, 1000);
        assert!((1..=e18).contains(&j));
    }
}
