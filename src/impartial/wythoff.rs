//! Wythoff's game: two piles; a move takes any positive amount from one pile
//! or the same amount from both. Whoever takes the last wins.
//!
//! The losing positions are `(⌊kφ⌋, ⌊kφ⌋ + k)` for `k ≥ 0` and their mirror
//! images, φ the golden ratio. A double has 53 bits of mantissa, so `kφ`
//! for `k` near 10^18 is off by hundreds; here `⌊kφ⌋` is computed exactly as
//! `⌊(k + √(5k²)) / 2⌋` with an integer square root.

use crate::number_theory::isqrt::isqrt_u128;

/// `⌊k·φ⌋` exactly, φ = (1 + √5) / 2.
///
/// Since √(5k²) is irrational for `k > 0`, replacing it by its floor `s`
/// does not change `⌊(k + √(5k²)) / 2⌋`: the true value lies strictly
/// between `(k + s) / 2` and `(k + s + 1) / 2`.
///
/// # Constraints
/// `k ≤ 10^19` (so that `5k²` fits in `u128`).
///
/// # Example
/// ```
/// use game_theory::impartial::wythoff::floor_golden_multiple;
/// assert_eq!([0, 1, 2, 3, 4].map(floor_golden_multiple), [0, 1, 3, 4, 6]);
/// assert_eq!(floor_golden_multiple(1_000_000_000_000_000_000), 1_618_033_988_749_894_848);
/// ```
pub fn floor_golden_multiple(k: u64) -> u128 {
    let k = u128::from(k);
    (k + isqrt_u128(5 * k * k)) / 2
}

/// Whether `(a, b)` is lost for the player to move in Wythoff's game.
///
/// # Complexity
/// O(1) (a few `u128` divisions).
///
/// # Example
/// ```
/// use game_theory::impartial::wythoff::wythoff_is_losing;
/// assert!(wythoff_is_losing(1, 2));
/// assert!(wythoff_is_losing(5, 3));
/// assert!(!wythoff_is_losing(1, 3));
/// assert!(wythoff_is_losing(0, 0));
/// ```
pub fn wythoff_is_losing(a: u64, b: u64) -> bool {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    floor_golden_multiple(large - small) == u128::from(small)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules::wythoff_moves;

    #[test]
    fn matches_exhaustive_search_over_small_boards() {
        const N: usize = 150;
        // win[a][b] from the rules, upwards (every move lowers a pile):
        // some move reaches a losing position.
        let mut win = vec![vec![false; N]; N];
        for a in 0..N {
            for b in 0..N {
                win[a][b] = wythoff_moves(&(a as u64, b as u64))
                    .iter()
                    .any(|&(x, y)| !win[x as usize][y as usize]);
                assert_eq!(
                    wythoff_is_losing(a as u64, b as u64),
                    !win[a][b],
                    "({a}, {b})"
                );
            }
        }
    }

    #[test]
    fn exact_at_10_to_the_18() {
        // ⌊kφ⌋ for k = 10^18, from φ = 1.6180339887498948482045868343656…
        let k = 1_000_000_000_000_000_000u64;
        let a = 1_618_033_988_749_894_848u128;
        assert_eq!(floor_golden_multiple(k), a);
        // Beatty sequences: ⌊kφ²⌋ = ⌊kφ⌋ + k, so (a, a + k) is losing, and
        // its neighbours are not. a + k exceeds 10^18, so check within u64.
        let a = a as u64;
        assert!(wythoff_is_losing(a, a + k));
        assert!(!wythoff_is_losing(a + 1, a + k));
        assert!(!wythoff_is_losing(a, a + k - 1));
        // Every valid input: both piles at most 10^18.
        assert!(!wythoff_is_losing(k, k));
        assert!(!wythoff_is_losing(0, k));
    }

    #[test]
    fn golden_multiples_form_a_beatty_sequence() {
        // ⌊kφ⌋ and ⌊kφ⌋ + k together hit every positive integer exactly once:
        // an independent check of the exact formula for k up to 10^5.
        let limit = 100_000u128;
        let mut hits = vec![0u8; (limit * 3) as usize];
        for k in 1..=limit as u64 {
            let a = floor_golden_multiple(k);
            hits[a as usize] += 1;
            hits[(a + u128::from(k)) as usize] += 1;
        }
        assert!(hits[1..limit as usize].iter().all(|&h| h == 1));
    }
}
