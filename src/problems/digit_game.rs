//! SPOJ NGM "A Game with Numbers": a move subtracts a non-zero digit of
//! `n`; whoever reaches 0 wins.

/// Returns the winning digit to subtract, or
/// `None` if the player to move loses.
///
/// Multiples of 10 are lost for the mover: every digit is 1 to 9, so any
/// move leaves a non-multiple, and from a non-multiple subtracting its last
/// digit reaches the next multiple of 10 below (0 included). That is also
/// the only winning move, since no other digit reaches a multiple of 10.
///
/// # Example
/// ```
/// use game_theory::problems::digit_game::digit_game_winning_move;
/// assert_eq!(digit_game_winning_move(14), Some(4));
/// assert_eq!(digit_game_winning_move(20), None);
/// ```
pub fn digit_game_winning_move(n: u64) -> Option<u64> {
    match n % 10 {
        0 => None,
        last => Some(last),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digit_game_matches_exhaustive_search() {
        use crate::testing::exhaustive::mover_wins;
        use crate::testing::rules::{digit_game_moves, nonzero_digits};
        use std::collections::HashMap;
        // Reaching 0 wins, so 0 is lost for the player to move.
        let moves = digit_game_moves;
        let mut memo = HashMap::new();
        for n in 1..=3000u64 {
            let wins = mover_wins(&n, &moves, &mut memo);
            match digit_game_winning_move(n) {
                None => assert!(!wins, "{n}"),
                Some(d) => {
                    assert!(
                        wins && nonzero_digits(n).contains(&d)
                            && !mover_wins(&(n - d), &moves, &mut memo),
                        "{n}"
                    );
                    // The only winning digit.
                    let winning: Vec<u64> = nonzero_digits(n)
                        .into_iter()
                        .filter(|&e| !mover_wins(&(n - e), &moves, &mut memo))
                        .collect();
                    assert!(winning.iter().all(|&e| e == d), "{n}: {winning:?}");
                }
            }
        }
    }
}
