//! Subtraction games on piles of any size, through the eventual periodicity
//! of their Grundy sequences.
//!
//! With move set `S` and `m = max S`, the Grundy number of a pile `x ≥ m`
//! is the mex of the `m` values before it, so once `m` consecutive values
//! recur the sequence repeats for ever; there are finitely many such blocks,
//! so it always does, though for some sets only after 10^9 terms.

use crate::impartial::grundy::mex;
use crate::impartial::periodic::{find_recurrence_period, EventuallyPeriodic};

/// A subtraction game (take `s ∈ S` stones from one pile) solved for every
/// pile size up to `u64::MAX`.
#[derive(Debug, Clone)]
pub struct SubtractionGame {
    grundy: EventuallyPeriodic<u32>,
}

impl SubtractionGame {
    /// Computes the Grundy sequence of move set `set` until it repeats.
    /// Returns `None` if its pre-period plus period exceeds `limit` terms.
    ///
    /// # Constraints
    /// `set` is non-empty and its elements are at least 1.
    ///
    /// # Complexity
    /// O((`limit` + max S) · |S|) time, O(`limit` + max S) memory.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::subtraction::SubtractionGame;
    /// let game = SubtractionGame::new(&[1, 3, 4], 1000).unwrap();
    /// assert_eq!(game.period(), 7);
    /// assert_eq!(game.grundy(1_000_000_000_000_000_000), 1);
    /// // Known to repeat only after about 10^9 terms.
    /// assert!(SubtractionGame::new(&[6, 14, 81, 89, 95], 300_000).is_none());
    /// ```
    pub fn new(set: &[u64], limit: usize) -> Option<Self> {
        let window = *set.iter().max().expect("the move set is empty") as usize;
        let grundy = find_recurrence_period(window, limit, |terms: &[u32]| {
            let x = terms.len();
            mex(set
                .iter()
                .filter(|&&s| s as usize <= x)
                .map(|&s| terms[x - s as usize]))
        })?;
        Some(SubtractionGame { grundy })
    }

    /// The Grundy number of a pile of `pile` stones.
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self, pile: u64) -> u32 {
        self.grundy.at(pile)
    }

    /// Whether the player to move wins a single pile of `pile` stones.
    pub fn first_wins(&self, pile: u64) -> bool {
        self.grundy(pile) != 0
    }

    /// The length of the repeating block of Grundy numbers.
    pub fn period(&self) -> usize {
        self.grundy.period()
    }

    /// How many terms had to be computed: pre-period plus period.
    pub fn terms_computed(&self) -> usize {
        self.grundy.start() + self.grundy.period()
    }
}

/// The Grundy value of a heap of `n` when a move removes between `l` and
/// `r` tokens (AtCoder ABC297 G): `⌊(n mod (l + r)) / l⌋`.
///
/// Why: let `p = l + r` and `g(n) = ⌊(n mod p)/l⌋`, and take `n` with
/// `n mod p = s` and `g(n) = v`. The options are the `r − l + 1`
/// consecutive heaps `n − r … n − l`. Each value `u < v` is there: the
/// residue `t = max(ul, s − r)` lies in `[ul, ul + l)` (as `s < l + r`), and
/// the heap `n − (s − t)` of that residue is an option, since
/// `l ≤ s − t ≤ r` (as `s ≥ vl ≥ (u + 1)l`). The value `v` is not: an option with
/// value `v` would have residue in `[vl, vl + l)` within the same block,
/// hence `n` minus it below `l` — or in the block before, hence `n` minus
/// it more than `p − l = r`. Induction on `n` then gives `G = g`.
///
/// # Constraints
/// `1 ≤ l ≤ r`, `l + r ≤ u64::MAX` (so every `l, r ≤ 10^18`).
///
/// # Panics
/// If `l` is 0, `l > r`, or `l + r` overflows.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use game_theory::impartial::subtraction::interval_subtraction_grundy;
/// // Take 1 or 2: the values 0 1 2 0 1 2 …
/// assert_eq!(interval_subtraction_grundy(5, 1, 2), 2);
/// // Take 10 to 100 from 8 or 9: no move.
/// assert_eq!(interval_subtraction_grundy(9, 10, 100), 0);
/// let e18 = 1_000_000_000_000_000_000;
/// assert_eq!(interval_subtraction_grundy(e18, e18, e18), 1);
/// ```
pub fn interval_subtraction_grundy(n: u64, l: u64, r: u64) -> u64 {
    assert!(
        1 <= l && l <= r,
        "a move removes between l and r tokens, 1 <= l <= r"
    );
    let period = l.checked_add(r).expect("l + r fits u64");
    n % period / l
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::grundy::subtraction_grundy_table;

    /// The least pre-period plus period of `table` among periods that repeat
    /// at least three times within it.
    fn least_cycle(table: &[u32]) -> usize {
        (1..table.len() / 3)
            .map(|period| {
                let mut start = table.len() - period;
                while start > 0 && table[start - 1] == table[start - 1 + period] {
                    start -= 1;
                }
                start + period
            })
            .min()
            .unwrap()
    }

    #[test]
    fn agrees_with_the_plain_table_for_every_set_within_1_to_8() {
        let table_len = 3000;
        for mask in 1u32..256 {
            let set: Vec<u64> = (1..=8).filter(|s| mask >> (s - 1) & 1 == 1).collect();
            let game = SubtractionGame::new(&set, 1000).unwrap();
            let table = subtraction_grundy_table(&set, table_len);
            for (x, &g) in table.iter().enumerate() {
                assert_eq!(game.grundy(x as u64), g, "{set:?} at {x}");
            }
            // Never asks for more terms than the sequence's own cycle needs.
            assert!(game.terms_computed() <= least_cycle(&table), "{set:?}");
        }
    }

    #[test]
    fn interval_subtraction_matches_search_of_the_rules() {
        use crate::testing::exhaustive::grundy;
        use crate::testing::rules::subtraction_moves;
        use std::collections::HashMap;
        for r in 1..=8u64 {
            for l in 1..=r {
                let set: Vec<u64> = (l..=r).collect();
                let moves = subtraction_moves(&set);
                let mut memo = HashMap::new();
                for n in 0..=200u64 {
                    let expected = u64::from(grundy(&n, &moves, &mut memo));
                    assert_eq!(
                        interval_subtraction_grundy(n, l, r),
                        expected,
                        "{l} {r} {n}"
                    );
                }
            }
        }
    }

    #[test]
    fn interval_subtraction_at_the_top_of_the_range() {
        let e18 = 1_000_000_000_000_000_000u64;
        // One move at most from a heap below 2l: 0 below l, 1 from l on.
        assert_eq!(interval_subtraction_grundy(e18 - 1, e18, e18), 0);
        assert_eq!(interval_subtraction_grundy(e18, e18, e18), 1);
        assert_eq!(interval_subtraction_grundy(e18, 1, e18), e18);
        assert_eq!(interval_subtraction_grundy(e18, 1, e18 - 1), 0);
        assert_eq!(
            interval_subtraction_grundy(u64::MAX, u64::MAX / 2, u64::MAX / 2 + 1),
            0
        );
    }

    #[test]
    fn huge_piles_follow_the_period() {
        let game = SubtractionGame::new(&[1, 3, 4], 100).unwrap();
        // Losing exactly at 0 and 2 mod 7.
        for n in [
            0,
            2,
            7,
            9,
            999_999_999_999_999_999,
            1_000_000_000_000_000_001,
        ] {
            assert!(!game.first_wins(n), "{n}");
        }
        for n in [1, 3, 4, 5, 6, 1_000_000_000_000_000_000, u64::MAX] {
            assert_eq!(game.first_wins(n), !matches!(n % 7, 0 | 2), "{n}");
        }
    }

    #[test]
    fn a_set_with_a_long_cycle_is_found_when_the_limit_allows() {
        // {2, 5, 7}'s sequence is not purely periodic from the start.
        let set = [2, 5, 7];
        let game = SubtractionGame::new(&set, 10_000).unwrap();
        let table = subtraction_grundy_table(&set, 5000);
        assert!(SubtractionGame::new(&set, game.terms_computed() - 1).is_none());
        for (x, &g) in table.iter().enumerate() {
            assert_eq!(game.grundy(x as u64), g);
        }
    }
}
