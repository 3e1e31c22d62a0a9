//! The splitting game 0.07 (Dawson's Kayles): a move removes two adjacent
//! tokens from a row, leaving the tokens on either side as two rows.
//!
//! LeetCode 294 "Flip Game II" is this game on each run of `+`, and
//! CodeChef BIGPIZA (non-crossing cuts round a pizza) is it too: the first
//! cut turns the circle into a row. A row of `L` has options
//! `g(i) XOR g(L − 2 − i)`, a quadratic recurrence; its Grundy sequence
//! repeats with period 34 from `L = 53` on (the last exception is at 52).
//! By the periodicity theorem for octal games (Guy and Smith), checking the
//! period up to `2·53 + 34 + 2 = 142` proves it for ever; the tests check far
//! beyond that against the recurrence itself.

use crate::impartial::grundy::mex;
use crate::impartial::periodic::EventuallyPeriodic;

/// Where the Grundy sequence starts repeating, and its period.
const PERIOD_START: usize = 53;
const PERIOD: usize = 34;

/// `g(0) … g(n)` from the definition: `g(L) = mex { g(i) XOR g(L−2−i) }`.
///
/// # Complexity
/// O(n²).
///
/// # Example
/// ```
/// use game_theory::impartial::splitting::splitting_grundy_table;
/// assert_eq!(splitting_grundy_table(6), [0, 0, 1, 1, 2, 0, 3]);
/// ```
pub fn splitting_grundy_table(n: usize) -> Vec<u32> {
    let mut table: Vec<u32> = Vec::with_capacity(n + 1);
    for len in 0..=n {
        let options = (0..len.saturating_sub(1)).map(|i| table[i] ^ table[len - 2 - i]);
        table.push(mex(options));
    }
    table
}

/// The Grundy numbers of rows of any length.
#[derive(Debug, Clone)]
pub struct SplittingGame {
    grundy: EventuallyPeriodic<u32>,
}

impl SplittingGame {
    /// Computes the rows up to the end of the first period once (87 values).
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::splitting::SplittingGame;
    /// let game = SplittingGame::new();
    /// assert_eq!(game.grundy(4), 2);
    /// assert_eq!(game.grundy(1_000_000_000_000_000_000), game.grundy(1_000_000_000_000_000_000 - 34));
    /// ```
    pub fn new() -> Self {
        let prefix = splitting_grundy_table(PERIOD_START + PERIOD - 1);
        SplittingGame {
            grundy: EventuallyPeriodic::new(prefix, PERIOD),
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

impl SplittingGame {
    /// The Grundy number of a Flip Game II string (LeetCode 294): the XOR
    /// over its runs of `+`, each a row of this game; `None` if the string
    /// holds a byte other than `+` and `-`. One pass over the bytes.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::splitting::SplittingGame;
    /// let game = SplittingGame::new();
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

impl Default for SplittingGame {
    fn default() -> Self {
        SplittingGame::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::grundy;
    use crate::testing::rules::splitting_moves as moves;
    use std::collections::HashMap;

    #[test]
    fn recurrence_matches_search_of_the_whole_game() {
        let table = splitting_grundy_table(24);
        let mut memo = HashMap::new();
        for len in 0..=24u64 {
            let start = if len == 0 { vec![] } else { vec![len] };
            assert_eq!(
                grundy(&start, &moves, &mut memo),
                table[len as usize],
                "{len}"
            );
        }
    }

    #[test]
    fn period_34_from_53_holds_far_beyond_the_proof_bound() {
        let table = splitting_grundy_table(4000);
        let game = SplittingGame::new();
        for (len, &g) in table.iter().enumerate() {
            assert_eq!(game.grundy(len as u64), g, "{len}");
        }
        // And 53 is where the repetition starts: 52 is an exception.
        assert_ne!(table[52], table[52 + PERIOD]);
    }
}
