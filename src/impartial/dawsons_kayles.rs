//! The splitting game 0.07 (Dawson's Kayles): a move removes two adjacent
//! tokens from a row, leaving the tokens on either side as two rows.
//!
//! LeetCode 294 "Flip Game II" is this game on each run of `+`, and
//! CodeChef BIGPIZA (non-crossing cuts round a pizza) is it too: the first
//! cut turns the circle into a row. It is the octal game `0.07`, so its
//! values come from the take-and-break engine ([`crate::impartial::octal`]),
//! which proves the period 34 from row 53 on (the last exception is at 52)
//! after 2·53 + 2·34 + 2 = 176 values; this module keeps them as an
//! eventually periodic table for O(1) look-ups.

use crate::impartial::octal::{OctalCode, OctalGame, MAX_VALUES};
use crate::impartial::periodic::EventuallyPeriodic;

/// The Grundy numbers of rows of any length.
#[derive(Debug, Clone)]
pub struct DawsonsKayles {
    grundy: EventuallyPeriodic<u32>,
}

impl DawsonsKayles {
    /// Computes the rows until the octal engine proves the period (about
    /// 180 values), once.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::dawsons_kayles::DawsonsKayles;
    /// let game = DawsonsKayles::new();
    /// assert_eq!(game.grundy(4), 2);
    /// assert_eq!(game.grundy(1_000_000_000_000_000_000), game.grundy(1_000_000_000_000_000_000 - 34));
    /// ```
    pub fn new() -> Self {
        let code = OctalCode::parse(b"0.07").expect("0.07 is an octal code");
        let mut game = OctalGame::new(code);
        game.compute_for(u64::MAX, MAX_VALUES);
        let (start, period) = game
            .period()
            .expect("0.07 is proven periodic within 176 values");
        DawsonsKayles {
            grundy: EventuallyPeriodic::new(game.values()[..start + period].to_vec(), period),
        }
    }

    /// The Grundy number of a row of `len` tokens.
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self, len: u64) -> u32 {
        self.grundy.at(len)
    }
}

impl DawsonsKayles {
    /// The Grundy number of a Flip Game II string (LeetCode 294): the XOR
    /// over its runs of `+`, each a row of this game; `None` if the string
    /// holds a byte other than `+` and `-`. One pass over the bytes.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::dawsons_kayles::DawsonsKayles;
    /// let game = DawsonsKayles::new();
    /// assert_eq!(game.flip_game_grundy(b"++--+--++++-+"), Some(1 ^ 2));
    /// assert_eq!(game.flip_game_grundy(b"+x+"), None);
    /// ```
    pub fn flip_game_grundy(&self, s: &[u8]) -> Option<u32> {
        let mut sum = 0;
        let mut run = 0u64;
        for &c in s {
            match c {
                b'+' => run += 1,
                b'-' => {
                    sum ^= self.grundy(run);
                    run = 0;
                }
                _ => return None,
            }
        }
        Some(sum ^ self.grundy(run))
    }
}

impl Default for DawsonsKayles {
    fn default() -> Self {
        DawsonsKayles::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::octal::plain_values;
    use crate::testing::exhaustive::grundy;
    use crate::testing::rules::splitting_moves as moves;
    use std::collections::HashMap;

    fn plain_table(n: usize) -> Vec<u32> {
        plain_values(&OctalCode::parse(b"0.07").unwrap(), n)
    }

    #[test]
    fn rows_match_search_of_the_whole_game() {
        let game = DawsonsKayles::new();
        let mut memo = HashMap::new();
        for len in 0..=24u64 {
            let start = if len == 0 { vec![] } else { vec![len] };
            assert_eq!(grundy(&start, &moves, &mut memo), game.grundy(len), "{len}");
        }
    }

    #[test]
    fn period_34_from_53_holds_far_beyond_the_proof_bound() {
        let table = plain_table(4000);
        let game = DawsonsKayles::new();
        for (len, &g) in table.iter().enumerate() {
            assert_eq!(game.grundy(len as u64), g, "{len}");
        }
        // And 53 is where the repetition starts: 52 is an exception.
        assert_ne!(table[52], table[52 + 34]);
    }
}
