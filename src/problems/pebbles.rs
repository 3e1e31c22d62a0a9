//! SPOJ PEBBMOV "Moving Pebbles": a move removes at least one stone from a
//! pile, then may move any of that pile's remaining stones onto other
//! non-empty piles; who cannot move loses.

/// Whether the first player wins.
///
/// The second player wins exactly when the piles pair up into equal sizes
/// (an even number of piles, each size occurring an even number of times):
/// whatever the first player does to one pile of a pair, the second does to
/// its twin and keeps the pairing. From any unpaired position the first
/// player can create such a pairing: take the largest pile, and with its
/// stones level every other unpaired pile up to its partner (sorted piles
/// paired as 2nd with 3rd, 4th with 5th, …, which needs fewer stones than
/// the largest pile holds), removing the rest.
///
/// # Complexity
/// O(n log n); sorts `piles`.
///
/// # Example
/// ```
/// use game_theory::problems::pebbles::moving_pebbles_first_wins;
/// assert!(moving_pebbles_first_wins(&mut [2, 1, 3]));
/// assert!(!moving_pebbles_first_wins(&mut [4, 7, 7, 4]));
/// ```
pub fn moving_pebbles_first_wins(piles: &mut [u64]) -> bool {
    piles.sort_unstable();
    let paired = piles.len() % 2 == 0 && piles.chunks(2).all(|pair| pair[0] == pair[1]);
    !paired
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::mover_wins;
    use crate::testing::rules::pebble_moves;
    use std::collections::HashMap;

    #[test]
    fn matches_exhaustive_search_over_small_positions() {
        let mut memo = HashMap::new();
        let mut positions: Vec<Vec<u64>> = vec![Vec::new()];
        for _ in 0..4 {
            positions = positions
                .iter()
                .flat_map(|p| (1..=4).map(move |x| [p.as_slice(), &[x]].concat()))
                .chain(positions.iter().cloned())
                .collect();
            positions.sort();
            positions.dedup();
        }
        for piles in positions
            .into_iter()
            .filter(|p| !p.is_empty() && p.len() <= 4)
        {
            let mut sorted = piles.clone();
            sorted.sort_unstable();
            let wins = mover_wins(&sorted, &pebble_moves, &mut memo);
            assert_eq!(
                moving_pebbles_first_wins(&mut piles.clone()),
                wins,
                "{piles:?}"
            );
        }
    }
}
