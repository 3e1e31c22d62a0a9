//! SPOJ RESN04 "Stone Game": every pile allows a fixed number of moves
//! whatever else happens, so the parity of their sum decides the winner.

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
/// use game_theory::problems::fixed_take::fixed_take_first_wins;
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
    use crate::testing::exhaustive::{all_vectors, mover_wins};
    use crate::testing::rules::fixed_take_moves;
    use std::collections::HashMap;

    #[test]
    fn matches_exhaustive_search() {
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
}
