//! Codeforces 1370C "Number Game": from `n`, divide by an odd divisor
//! greater than 1, or subtract 1 if `n > 1`; who cannot move loses.

use crate::number_theory::primes::is_prime;

/// Whether the first player (Ashishgup) wins from `n`.
///
/// - `n = 1`: no move, lost. `n = 2`: subtract to 1, won.
/// - Odd `n > 1`: divide by `n` itself, leaving 1: won.
/// - `n = 2^k`, `k ≥ 2`: the only move is to the odd `n − 1 > 1`, which
///   wins for the opponent: lost.
/// - `n = 2·p`, `p` an odd prime: dividing by `p` leaves 2 and subtracting
///   leaves an odd number, both won for the opponent: lost.
/// - Otherwise `n = 2^k · q`, odd `q > 1`, and either `k ≥ 2` (divide by
///   `q`, leaving a lost `2^k`) or `q` is composite (divide by `q / r` for
///   an odd prime factor `r`, leaving a lost `2·r`): won.
///
/// # Complexity
/// One Miller-Rabin test: O(64 · 7) modular multiplications.
///
/// # Example
/// ```
/// use game_theory::problems::number_game::ashishgup_wins;
/// let wins: Vec<bool> = [1, 2, 3, 4, 5, 6, 12].iter().map(|&n| ashishgup_wins(n)).collect();
/// assert_eq!(wins, [false, true, true, false, true, false, true]);
/// ```
pub fn ashishgup_wins(n: u64) -> bool {
    match n {
        0 | 1 => false,
        2 => true,
        n if n % 2 == 1 => true,
        n if n.is_power_of_two() => false,
        n if n % 4 == 2 && is_prime(n / 2) => false,
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules::number_game_moves;

    #[test]
    fn matches_exhaustive_search_below_20000() {
        const N: usize = 20_000;
        // win[n] from the rules, computed upwards: every move goes lower.
        let mut win = vec![false; N + 1];
        for n in 2..=N {
            win[n] = number_game_moves(&(n as u64))
                .iter()
                .any(|&m| !win[m as usize]);
            assert_eq!(ashishgup_wins(n as u64), win[n], "{n}");
        }
        assert!(!ashishgup_wins(1));
    }

    #[test]
    fn large_inputs() {
        // 2 · (2^61 − 1), 2 times a prime: lost. 2^59: lost. 10^18 = 2^18 · 5^18: won.
        assert!(!ashishgup_wins(2 * 2_305_843_009_213_693_951));
        assert!(!ashishgup_wins(1 << 59));
        assert!(ashishgup_wins(1_000_000_000_000_000_000));
        // 2 · (product of two primes): won.
        assert!(ashishgup_wins(2 * 1_000_000_007 * 998_244_353));
    }
}
