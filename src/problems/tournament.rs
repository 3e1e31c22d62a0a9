//! Three players, winner stays on: after each game the loser sits out and
//! the one who sat out plays the winner.

/// Whether a record of winners (each 1, 2 or 3; players 1 and 2 play the
/// first game) could have happened (GfG "Check if the game is valid or not").
///
/// The record fixes every game's players: the winner must be one of them,
/// and the loser is then the other. So one pass decides it.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use game_theory::problems::tournament::winner_stays_on_is_possible;
/// assert!(winner_stays_on_is_possible(&[1, 1, 2, 3]));
/// assert!(!winner_stays_on_is_possible(&[2, 1]));
/// ```
pub fn winner_stays_on_is_possible(winners: &[u8]) -> bool {
    let (mut players, mut watcher) = ([1u8, 2], 3u8);
    for &winner in winners {
        let loser = match players {
            [a, b] if a == winner => b,
            [a, b] if b == winner => a,
            _ => return false,
        };
        players = [winner, watcher];
        watcher = loser;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules::winner_stays_on_records;
    use std::collections::HashSet;

    #[test]
    fn accepts_exactly_the_possible_records() {
        for len in 0..=8 {
            let possible: HashSet<Vec<u8>> = winner_stays_on_records(len).into_iter().collect();
            let mut all: Vec<Vec<u8>> = vec![Vec::new()];
            for _ in 0..len {
                all = all
                    .iter()
                    .flat_map(|r| (1..=3).map(move |w| [r.as_slice(), &[w]].concat()))
                    .collect();
            }
            for record in all {
                assert_eq!(
                    winner_stays_on_is_possible(&record),
                    possible.contains(&record),
                    "{record:?}"
                );
            }
        }
    }
}
