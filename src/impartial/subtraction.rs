//! Subtraction games on piles of any size, through the eventual periodicity
//! of their Grundy sequences.
//!
//! With move set `S` and `m = max S`, the Grundy number of a pile `x ≥ m`
//! is the mex of the `m` values before it, so once `m` consecutive values
//! recur the sequence repeats for ever; there are finitely many such blocks,
//! so it always does, though for some sets only after 10^9 terms.

use crate::impartial::grundy::mex;
use crate::impartial::periodic::EventuallyPeriodic;

/// A subtraction game (take `s ∈ S` stones from one pile) solved for every
/// pile size up to `u64::MAX`.
#[derive(Debug, Clone)]
pub struct SubtractionGame {
    grundy: EventuallyPeriodic<u32>,
}

/// The values a search computed before giving up: `g(0) … g(limit + max S − 1)`
/// of a set whose pre-period plus period exceeds the limit. Kept so the work
/// is not lost: look values up, or search further from where it stopped.
#[derive(Clone)]
pub struct Unproven {
    set: Vec<u64>,
    values: Vec<u32>,
}

impl SubtractionGame {
    /// Computes the Grundy sequence of move set `set` until it repeats.
    /// Returns `None` if its pre-period plus period exceeds `limit` terms:
    /// [`SubtractionGame::search`] without the values computed.
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
        Self::search(set, limit).ok()
    }

    /// Computes the Grundy sequence of move set `set` until it provably
    /// repeats with pre-period plus period at most `limit`; if it does not,
    /// the error keeps the `limit + max S` values computed.
    ///
    /// Why it is found exactly and cheaply: from `m = max S` on, each value is
    /// the mex of the `m` before it, so a block of `m` values that recurs
    /// `p` later proves period `p` from there ([`Proof::Window`]). With `N`
    /// values, the last block recurs `p` earlier for the least period `p`
    /// whenever the pre-period plus `p` is at most `N − m`, and at no other
    /// distance smaller than a multiple of it; a backward string search
    /// (KMP) finds it in O(N). The check runs each time `N` doubles, so all
    /// checks cost O(N) together, and the values are a plain dense table
    /// (no hash of every block, which made this 10× slower than
    /// [`subtraction_grundy_table`] on a set that never repeats).
    ///
    /// [`Proof::Window`]: crate::impartial::periodic::Proof::Window
    /// [`subtraction_grundy_table`]: crate::impartial::grundy::subtraction_grundy_table
    ///
    /// # Constraints
    /// `set` is non-empty and its elements are at least 1.
    ///
    /// # Complexity
    /// O(T · |S|) time and O(T) memory, with `T = min(2·(μ + λ + max S),
    /// limit + max S)` for pre-period μ and period λ.
    ///
    /// # Panics
    /// If `set` is empty or holds 0.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::grundy::subtraction_grundy_table;
    /// use game_theory::impartial::subtraction::SubtractionGame;
    /// let set = [6, 14, 81, 89, 95];
    /// // Known to repeat only after about 10^9 terms.
    /// let unproven = SubtractionGame::search(&set, 100_000).unwrap_err();
    /// assert_eq!(unproven.values().len(), 100_000 + 95);
    /// let table = subtraction_grundy_table(&set, 100_000);
    /// assert_eq!(unproven.values()[..=100_000], table[..]);
    /// assert_eq!(unproven.grundy(20), Some(table[20]));
    /// assert_eq!(unproven.grundy(1_000_000), None);
    /// // {1, 3, 4}: 0 1 0 1 2 3 2, then again.
    /// let game = SubtractionGame::search(&[1, 3, 4], 1000).unwrap();
    /// assert_eq!((game.period(), game.terms_computed()), (7, 7));
    /// ```
    pub fn search(set: &[u64], limit: usize) -> Result<Self, Unproven> {
        Unproven {
            set: set.to_vec(),
            values: Vec::new(),
        }
        .resume(limit)
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

impl Unproven {
    /// `g(pile)` if it was computed, else `None`.
    pub fn grundy(&self, pile: u64) -> Option<u32> {
        usize::try_from(pile)
            .ok()
            .and_then(|i| self.values.get(i).copied())
    }

    /// `g(0) … g(N − 1)`, all values computed.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The values, for a caller that keeps them as its own table.
    pub fn into_values(self) -> Vec<u32> {
        self.values
    }

    /// Searches on, up to a larger `limit`, from the values already there.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::subtraction::SubtractionGame;
    /// let unproven = SubtractionGame::search(&[2, 5, 7], 10).unwrap_err();
    /// assert_eq!(unproven.resume(100).unwrap().period(), 22);
    /// ```
    pub fn resume(self, limit: usize) -> Result<SubtractionGame, Unproven> {
        let Unproven { set, mut values } = self;
        assert!(set.iter().all(|&s| s >= 1), "a move takes at least 1");
        let window = *set.iter().max().expect("the move set is empty") as usize;
        let moves: Vec<usize> = set.iter().map(|&s| s as usize).collect();
        let back: Vec<usize> = moves.iter().map(|&s| window - s).collect();
        let total = limit.saturating_add(window);
        // A value is at most |S|, so below 64 a bit set is the whole mex.
        let small = moves.len() < 64;
        let mut checked_at = 0;
        loop {
            let target = values.len().max(2 * window).max(64).saturating_mul(2);
            let target = target.min(total);
            values.reserve(target - values.len());
            // Below max S some moves do not fit.
            while values.len() < target.min(window) {
                let x = values.len();
                let g = mex(moves.iter().filter(|&&s| s <= x).map(|&s| values[x - s]));
                values.push(g);
            }
            while values.len() < target {
                // The options of x are the last `window` values, read back.
                let last = &values[values.len() - window..];
                let g = if small {
                    let seen = back.iter().fold(0u64, |seen, &b| seen | 1 << last[b]);
                    (!seen).trailing_zeros()
                } else {
                    mex(back.iter().map(|&b| last[b]))
                };
                values.push(g);
            }
            if values.len() > checked_at {
                checked_at = values.len();
                if let Some(period) = last_block_recurrence(&values, window) {
                    let mut start = values.len() - window - period;
                    while start > 0 && values[start - 1] == values[start - 1 + period] {
                        start -= 1;
                    }
                    values.truncate(start + period);
                    // The search computed at least twice the window; only
                    // the pre-period and one period are kept ({1, 999999}:
                    // 16 MB held for a period of 2 without this).
                    values.shrink_to_fit();
                    let grundy = EventuallyPeriodic::new(values, period);
                    return Ok(SubtractionGame { grundy });
                }
            }
            if values.len() >= total {
                return Err(Unproven { set, values });
            }
        }
    }
}

impl std::fmt::Debug for Unproven {
    /// A summary: the values are up to a million numbers.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self}")
    }
}

impl std::fmt::Display for Unproven {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the Grundy sequence of {:?} shows no period within {} terms",
            self.set,
            self.values.len()
        )
    }
}

impl std::error::Error for Unproven {}

/// The least `d ≥ 1` with `values[N − w − d .. N − d] = values[N − w .. N]`
/// (the last block of `w` values seen `d` earlier), `None` if there is none.
///
/// A polynomial hash of each block, rolled backwards one value at a time,
/// and a hash match confirmed by comparing the blocks: about 1.5 ns a
/// value, where KMP measured 3.4 (its match branch mispredicts on small
/// Grundy values) and a hash map of every block far more.
fn last_block_recurrence(values: &[u32], w: usize) -> Option<usize> {
    const BASE: u64 = 0x9e37_79b9_7f4a_7c15;
    let n = values.len();
    if w == 0 || n <= w {
        return None;
    }
    let last = &values[n - w..];
    // hash(j) = Σ (values[j + i] + 1)·BASE^i over i < w.
    let target = last.iter().rev().fold(0u64, |h, &v| {
        h.wrapping_mul(BASE).wrapping_add(u64::from(v) + 1)
    });
    let top = (0..w).fold(1u64, |p, _| p.wrapping_mul(BASE));
    let mut hash = target;
    for j in (0..n - w).rev() {
        hash = hash
            .wrapping_mul(BASE)
            .wrapping_add(u64::from(values[j]) + 1)
            .wrapping_sub(top.wrapping_mul(u64::from(values[j + w]) + 1));
        if hash == target && values[j..j + w] == *last {
            return Some(n - w - j);
        }
    }
    None
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
    fn a_failed_search_keeps_the_plain_tables_values_and_can_resume() {
        for set in [&[2, 5, 7][..], &[6, 14, 81, 89, 95], &[3, 1, 4, 1, 5]] {
            let cycle = SubtractionGame::new(set, 1_000_000).map(|g| g.terms_computed());
            for limit in [0, 1, 10, 30, 1000] {
                let unproven = match SubtractionGame::search(set, limit) {
                    Ok(game) => {
                        assert!(game.terms_computed() <= limit, "{set:?} {limit}");
                        continue;
                    }
                    Err(unproven) => unproven,
                };
                assert!(cycle.map_or(true, |c| c > limit), "{set:?} {limit}");
                let max = *set.iter().max().unwrap() as usize;
                let table = subtraction_grundy_table(set, limit + max + 10);
                assert_eq!(unproven.values(), &table[..limit + max], "{set:?} {limit}");
                for (x, &g) in table.iter().enumerate() {
                    let kept = (x < limit + max).then_some(g);
                    assert_eq!(unproven.grundy(x as u64), kept, "{set:?} {x}");
                }
                assert_eq!(unproven.grundy(u64::MAX), None);
                // Resumed, it finds what a fresh search finds.
                match (unproven.resume(1_000_000), cycle) {
                    (Ok(game), Some(c)) => assert_eq!(game.terms_computed(), c),
                    (Err(more), None) => assert_eq!(more.values().len(), 1_000_000 + max),
                    (got, want) => panic!("{set:?}: {:?} vs {want:?}", got.map(|g| g.period())),
                }
            }
        }
    }

    #[test]
    fn finds_the_exact_cycle_at_every_limit_for_sets_within_1_to_12() {
        // Exactly at pre-period plus period, and not one term before.
        let table_len = 4000;
        for mask in (1u32..4096).step_by(7) {
            let set: Vec<u64> = (1..=12).filter(|s| mask >> (s - 1) & 1 == 1).collect();
            let cycle = least_cycle(&subtraction_grundy_table(&set, table_len));
            let game = SubtractionGame::search(&set, cycle).unwrap();
            assert_eq!(game.terms_computed(), cycle, "{set:?}");
            let unproven = SubtractionGame::search(&set, cycle - 1).unwrap_err();
            assert_eq!(
                unproven.values().len(),
                cycle - 1 + *set.last().unwrap() as usize
            );
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
