//! Games whose length does not depend on how they are played, so the parity
//! of that length decides the winner and strategy is irrelevant.

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
/// use game_theory::parity::replace_game_first_wins;
/// assert!(!replace_game_first_wins(&mut [1, 3, 3, 2, 2, 1]));
/// assert!(replace_game_first_wins(&mut [1, 2, 1, 2]));
/// ```
pub fn replace_game_first_wins(values: &mut [i64]) -> bool {
    values.sort_unstable();
    let distinct = 1 + values.windows(2).filter(|w| w[0] != w[1]).count();
    distinct % 2 == 0
}

/// SPOJ RESN04 "Stone Game": pile `i` (1-based) may only lose exactly `i`
/// stones per move. Returns whether the first player wins.
///
/// Pile `i` allows exactly `⌊a_i / i⌋` moves whatever else happens, so the
/// game lasts their sum, and the first player wins when it is odd.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use game_theory::parity::fixed_take_first_wins;
/// assert!(fixed_take_first_wins(&[1]));
/// assert!(fixed_take_first_wins(&[1, 1]));
/// assert!(!fixed_take_first_wins(&[2, 1])); // 2 + 0 moves
/// ```
pub fn fixed_take_first_wins(piles: &[u64]) -> bool {
    let moves_parity = piles
        .iter()
        .enumerate()
        .fold(0, |acc, (i, &a)| acc ^ (a / (i as u64 + 1)) & 1);
    moves_parity == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exhaustive::{all_vectors, mover_wins};
    use crate::rules::{fixed_take_moves, replace_moves};
    use std::collections::HashMap;

    // The exhaustive search's states are vectors, so its move rule takes one.

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
    fn fixed_take_matches_exhaustive_search() {
        let mut memo = HashMap::new();
        for piles in all_vectors(4, 7).into_iter().filter(|p| !p.is_empty()) {
            assert_eq!(
                fixed_take_first_wins(&piles),
                mover_wins(&piles, &fixed_take_moves, &mut memo),
                "{piles:?}"
            );
        }
        let e18 = 1_000_000_000_000_000_000;
        assert!(!fixed_take_first_wins(&[e18])); // 10^18 moves: even
        assert!(fixed_take_first_wins(&[e18, e18 - 1])); // plus ⌊(10^18 − 1)/2⌋: odd
    }

    #[test]
    fn extreme_values() {
        let e18 = 1_000_000_000_000_000_000;
        assert!(!replace_game_first_wins(&mut [e18]));
        assert!(replace_game_first_wins(&mut [-e18, e18, e18]));
        assert!(!replace_game_first_wins(&mut [-e18, 0, e18]));
    }
}
