//! SPOJ QCJ3 "Coins on squares": coins on squares `1 … S`; a move takes
//! one coin from a square to any lower one, square 0 being out of play.

/// The nim-sum of coins on squares (SPOJ QCJ3): a move takes one coin from
/// square `i` to any lower square, square 0 being out of play. A coin on
/// square `i` is a Nim pile of `i` (moving it to square `j < i` shrinks the
/// pile to `j`), so the game is the XOR of the squares holding an odd
/// number of coins (equal piles cancel in pairs). `counts[i]` is the number
/// of coins on square `i + 1`.
///
/// # Complexity
/// O(S).
///
/// # Example
/// ```
/// use game_theory::problems::coin_squares::coin_squares_nim_sum;
/// assert_eq!(coin_squares_nim_sum(&[1]), 1);
/// assert_eq!(coin_squares_nim_sum(&[2]), 0);
/// assert_eq!(coin_squares_nim_sum(&[1, 1, 1]), 1 ^ 2 ^ 3);
/// ```
pub fn coin_squares_nim_sum(counts: &[u64]) -> u64 {
    counts
        .iter()
        .enumerate()
        .filter(|(_, &c)| c % 2 == 1)
        .fold(0, |acc, (i, _)| acc ^ (i as u64 + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::{all_vectors, mover_wins};
    use crate::testing::rules::coin_squares_moves;
    use std::collections::HashMap;

    #[test]
    fn coin_squares_match_exhaustive_search() {
        let mut memo = HashMap::new();
        for counts in all_vectors(3, 3).into_iter().filter(|c| !c.is_empty()) {
            assert_eq!(
                coin_squares_nim_sum(&counts) != 0,
                mover_wins(&counts, &coin_squares_moves, &mut memo),
                "{counts:?}"
            );
        }
    }
}
