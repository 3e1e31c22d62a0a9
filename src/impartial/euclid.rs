//! Euclid's game: two positive numbers; a move subtracts a positive
//! multiple of the smaller from the larger, leaving it non-negative;
//! whoever makes a number 0 wins.
//!
//! With `a ≥ b`: if `b` divides `a`, the mover takes all of `a` and wins.
//! If `a ≥ 2b`, the mover can leave either `(a mod b + b, b)` or
//! `(a mod b, b)`; one of the two is lost for the other player (the first
//! forces the reply to the second), so the mover wins. Otherwise the only
//! move is to `(b, a − b)`, and the turn passes. The numbers shrink like
//! Euclid's algorithm's.
//!
//! # Complexity
//! O(log min(a, b)) steps.

/// Whether the player to move wins from `(a, b)`, both positive.
///
/// # Example
/// ```
/// use game_theory::impartial::euclid::euclid_mover_wins;
/// assert!(euclid_mover_wins(34, 12));
/// assert!(!euclid_mover_wins(15, 24));
/// ```
pub fn euclid_mover_wins(a: u64, b: u64) -> bool {
    let (mut big, mut small) = (a.max(b), a.min(b));
    let mut mover_wins = true;
    loop {
        if big % small == 0 || big / small >= 2 {
            return mover_wins;
        }
        // small < big < 2·small: the one move is to (small, big − small).
        (big, small) = (small, big - small);
        mover_wins = !mover_wins;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::mover_wins;
    use crate::testing::rules::euclid_moves;
    use std::collections::HashMap;

    #[test]
    fn matches_search_of_the_game_on_all_small_pairs() {
        let mut memo = HashMap::new();
        for a in 1..=60u64 {
            for b in 1..=60u64 {
                assert_eq!(
                    euclid_mover_wins(a, b),
                    mover_wins(&(a, b), &euclid_moves, &mut memo),
                    "({a}, {b})"
                );
            }
        }
    }

    #[test]
    fn consecutive_fibonacci_numbers_take_the_longest() {
        // (F(k+1), F(k)) alternates forced moves down to (2, 1): the mover
        // at (2, 1) wins, so the winner depends on the parity of the steps.
        let (mut a, mut b) = (2u64, 1u64);
        let mut mover_at_start_wins = true;
        while let Some(next) = a.checked_add(b) {
            (a, b) = (next, a);
            mover_at_start_wins = !mover_at_start_wins;
            assert_eq!(euclid_mover_wins(a, b), mover_at_start_wins, "({a}, {b})");
        }
        assert!(euclid_mover_wins(1_000_000_000_000_000_000, 1));
    }
}
