//! CodeChef CHEFBRO "Younger Brother": a coin on each of several boards
//! moves towards the far corner by one of six steps; boards add up by
//! Sprague-Grundy.

/// The Grundy number of a CHEFBRO board `n × m` with the coin at `(1, 1)`:
/// `(n − 1 + m − 1) mod 3`, the distance to the far corner mod 3.
///
/// Every step shortens the distance by 1, 2 or 4 (never a multiple of 3),
/// so no option has the position's own value; and a position at distance
/// `≡ 1` can shorten it by 1, one at `≡ 2` by 1 and by 2 (one coordinate
/// is at least 2, or both at least 1), reaching every smaller value.
///
/// # Constraints
/// `n, m ≥ 1` (and `n + m` fits in `u64`).
///
/// # Example
/// ```
/// use game_theory::problems::chefbro::chefbro_grundy;
/// assert_eq!(chefbro_grundy(2, 2), 2);
/// assert_eq!(chefbro_grundy(1, 1), 0);
/// ```
pub fn chefbro_grundy(n: u64, m: u64) -> u32 {
    ((n - 1 + m - 1) % 3) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::board_game::BoardGame;

    // The coin steps of CodeChef CHEFBRO, towards the corner `(n, m)`.
    const CHEFBRO_STEPS: [(i64, i64); 6] = [(1, 0), (2, 0), (0, 1), (0, 2), (1, 1), (2, 2)];

    #[test]
    fn chefbro_closed_form_matches_the_boards_computed_from_their_steps() {
        for n in 1..=30 {
            for m in 1..=30 {
                let board = BoardGame::new(n, m, &CHEFBRO_STEPS).unwrap();
                assert_eq!(
                    chefbro_grundy(n as u64, m as u64),
                    board.grundy(1, 1),
                    "{n}×{m}"
                );
            }
        }
        let e18 = 1_000_000_000_000_000_000;
        assert_eq!(chefbro_grundy(e18, e18), ((2 * e18 - 2) % 3) as u32);
    }
}
