//! SPOJ HUBULLU "Hubulullu": pieces `1 … N`; a move takes a remaining piece
//! and every remaining piece numbered by one of its divisors; whoever takes
//! the last piece wins.

/// Whether the player who starts wins: always.
///
/// Strategy stealing: piece 1 divides everything, so taking any piece takes
/// it too, and taking piece 1 alone is a move. If taking only piece 1 lost,
/// the opponent would have a winning reply — some piece `p`, which takes
/// exactly what taking `p` first would have (1 is already gone). Then the
/// starter could have played `p` first and won. Either way the starter has a
/// winning first move.
///
/// # Example
/// ```
/// use game_theory::problems::divisor_game::divisor_game_starter_wins;
/// assert!(divisor_game_starter_wins(1));
/// assert!(divisor_game_starter_wins(2_000_000_000));
/// ```
pub fn divisor_game_starter_wins(n: u64) -> bool {
    n >= 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::mover_wins;
    use crate::testing::rules::divisor_game_moves;
    use std::collections::HashMap;

    #[test]
    fn starter_wins_every_game_up_to_14_pieces() {
        for n in 1..=14u64 {
            let all: u32 = (1 << n) - 1; // bit p−1 set: piece p remains
            let mut memo = HashMap::new();
            assert_eq!(
                divisor_game_starter_wins(n),
                mover_wins(&all, &divisor_game_moves(n), &mut memo),
                "N={n}"
            );
        }
    }
}
