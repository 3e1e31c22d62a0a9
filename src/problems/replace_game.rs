//! GfG "Game of replacing array elements": the game's length does not
//! depend on how it is played, so its parity decides the winner.

/// The array-replacing game (GfG "Game of replacing array elements"): a move
/// picks two distinct values present and replaces every occurrence of one by
/// the other; who cannot move loses. Returns whether the first player wins.
///
/// Every move lowers the number of distinct values by exactly one and play
/// stops at one, so a game with `d` distinct values lasts `d - 1` moves: the
/// first player wins exactly when `d` is even. Sorts `values` in place.
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// use game_theory::problems::replace_game::replace_game_first_wins;
/// assert!(!replace_game_first_wins(&mut [1, 3, 3, 2, 2, 1]));
/// assert!(replace_game_first_wins(&mut [1, 2, 1, 2]));
/// ```
pub fn replace_game_first_wins(values: &mut [i64]) -> bool {
    values.sort_unstable();
    let distinct = 1 + values.windows(2).filter(|w| w[0] != w[1]).count();
    distinct % 2 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::{all_vectors, mover_wins};
    use crate::testing::rules::replace_moves;
    use std::collections::HashMap;

    #[test]
    fn matches_exhaustive_search() {
        let mut memo = HashMap::new();
        for values in all_vectors(6, 4).into_iter().filter(|v| !v.is_empty()) {
            let mut values: Vec<i64> = values.iter().map(|&v| v as i64 - 2).collect();
            let wins = mover_wins(&values, &replace_moves, &mut memo);
            assert_eq!(replace_game_first_wins(&mut values), wins);
        }
    }

    #[test]
    fn extreme_values() {
        let e18 = 1_000_000_000_000_000_000;
        assert!(!replace_game_first_wins(&mut [e18]));
        assert!(replace_game_first_wins(&mut [-e18, e18, e18]));
        assert!(!replace_game_first_wins(&mut [-e18, 0, e18]));
    }
}
