//! Eventually periodic sequences, and finding where one starts repeating.
//!
//! Grundy sequences of many games repeat after a while (those of subtraction
//! games always do), which turns "the Grundy number of a pile of 10^18" into
//! a table look-up.
//!
//! [`Pattern`] finds the pre-period, period and saltus of a computed
//! sequence (`g(n + p) = g(n) + s` for all `n ≥ pre`), says whether a
//! theorem proves it ([`Proof`]) or the values only show it, and answers
//! `g(n)` and counts of values up to any `n: u64` through it.
//!
//! # Worked example: your own game, at 10^18
//! A move takes 2, 5 or 6 stones from one heap. Its values are computed
//! until they prove their own period (each value from 6 on is the mex of
//! the 6 before it, so one recurring block of 6 proves it), then heaps of
//! 10^18 are looked up and the losing heaps up to 10^18 counted.
//! ```
//! use game_theory::impartial::grundy::mex;
//! use game_theory::impartial::periodic::{Pattern, Proof};
//! let moves = [2, 5, 6];
//! let mut g: Vec<u32> = Vec::new();
//! let pattern = loop {
//!     let n = g.len();
//!     g.push(mex(moves.iter().filter(|&&m| m <= n).map(|&m| g[n - m])));
//!     // Looking when the count doubles keeps the search O(N) in all.
//!     if n.is_power_of_two() {
//!         if let Some(pattern) = Pattern::proven(&g, Proof::Window(6)) {
//!             break pattern;
//!         }
//!     }
//! };
//! assert_eq!((pattern.pre_period(), pattern.period()), (0, 11));
//! let big = 1_000_000_000_000_000_000u64;
//! assert_eq!(pattern.value_at(big), 0); // 10^18 ≡ 1 (mod 11), g(1) = 0
//! // Heaps 1 ..= 10^18 the player to move loses (heap 0 is a position too).
//! assert_eq!(pattern.count_equal(big, 0) - 1, 363_636_363_636_363_637);
//! // Three heaps: the first player wins when the values' XOR is not 0.
//! let sum = [big, big - 1, 12345].map(|h| pattern.value_at(h)).iter().fold(0, |a, b| a ^ b);
//! assert_eq!(sum, 1);
//! ```

/// A sequence `a(0), a(1), …` given by its first `start + period` terms and
/// the promise `a(n) = a(n + period)` for all `n ≥ start`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventuallyPeriodic<T> {
    prefix: Vec<T>,
    start: usize,
    period: usize,
}

impl<T: Copy> EventuallyPeriodic<T> {
    /// The sequence whose first terms are `prefix` and which repeats its last
    /// `period` terms for ever.
    ///
    /// # Panics
    /// If `period` is 0 or longer than `prefix`.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::periodic::EventuallyPeriodic;
    /// let seq = EventuallyPeriodic::new(vec![5, 1, 2, 3], 3);
    /// let first: Vec<u32> = (0..8).map(|n| seq.at(n)).collect();
    /// assert_eq!(first, [5, 1, 2, 3, 1, 2, 3, 1]);
    /// assert_eq!(seq.at(1_000_000_000_000_000_000), 1);
    /// ```
    pub fn new(prefix: Vec<T>, period: usize) -> Self {
        assert!(period >= 1 && period <= prefix.len(), "bad period");
        let start = prefix.len() - period;
        EventuallyPeriodic {
            prefix,
            start,
            period,
        }
    }

    /// The term `a(n)`.
    ///
    /// # Complexity
    /// O(1).
    pub fn at(&self, n: u64) -> T {
        match usize::try_from(n) {
            Ok(i) if i < self.prefix.len() => self.prefix[i],
            _ => {
                let offset = (n - self.start as u64) % self.period as u64;
                self.prefix[self.start + offset as usize]
            }
        }
    }

    /// The index where the repetition starts.
    pub fn start(&self) -> usize {
        self.start
    }

    /// The length of the repeating block.
    pub fn period(&self) -> usize {
        self.period
    }
}

/// Runs a recurrence in which each term from index `window` on is a function
/// of the `window` terms before it, until a block of `window` consecutive
/// terms repeats; from there on the whole sequence repeats.
///
/// `next(terms)` returns the term that follows `terms` (it sees all terms so
/// far, so it can also compute the first `window` terms by other rules).
/// Gives up, returning `None`, if no block repeats with pre-period plus
/// period at most `limit`.
///
/// The result starts repeating at the first block that recurs, so its
/// `start + period` is at most the true pre-period plus period of the terms:
/// the terms' own repetition makes every block from their pre-period on recur
/// after one period.
///
/// # Complexity
/// O(`limit` + `window`) calls to `next` and hash-map operations; memory
/// O(`limit` + `window`).
///
/// # Example
/// ```
/// use game_theory::impartial::periodic::find_recurrence_period;
/// // Fibonacci numbers mod 10 repeat with period 60 (the Pisano period).
/// let fib = find_recurrence_period(2, 1000, |t: &[u32]| match t.len() {
///     0 => 0,
///     1 => 1,
///     n => (t[n - 1] + t[n - 2]) % 10,
/// })
/// .unwrap();
/// assert_eq!((fib.start(), fib.period()), (0, 60));
/// ```
pub fn find_recurrence_period<F>(
    window: usize,
    limit: usize,
    mut next: F,
) -> Option<EventuallyPeriodic<u32>>
where
    F: FnMut(&[u32]) -> u32,
{
    // Imported here, so a bundle without this function has no unused import.
    use std::collections::HashMap;
    // A polynomial hash of each block of `window` terms, rolled one term at a
    // time; a hash match is confirmed by comparing the blocks themselves.
    const BASE: u64 = 0x9e37_79b9_7f4a_7c15;
    let top_power = (1..window).fold(1u64, |p, _| p.wrapping_mul(BASE));
    let mut terms: Vec<u32> = Vec::with_capacity(window + 64);
    let mut hash = 0u64;
    for _ in 0..window {
        let term = next(&terms);
        terms.push(term);
        hash = hash.wrapping_mul(BASE).wrapping_add(u64::from(term) + 1);
    }
    let mut first_seen: HashMap<u64, usize> = HashMap::new();
    for i in 0..=limit {
        match first_seen.get(&hash) {
            Some(&j) if terms[j..j + window] == terms[i..i + window] => {
                terms.truncate(i);
                return Some(EventuallyPeriodic::new(terms, i - j));
            }
            Some(_) => {} // a hash collision: keep the earlier block
            None => {
                first_seen.insert(hash, i);
            }
        }
        let term = next(&terms);
        terms.push(term);
        hash = hash
            .wrapping_sub((u64::from(terms[i]) + 1).wrapping_mul(top_power))
            .wrapping_mul(BASE)
            .wrapping_add(u64::from(term) + 1);
    }
    None
}

/// Why a [`Pattern`] holds beyond the values it was found in: a theorem
/// that turns a finite check into a statement about every index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proof {
    /// Each value from index `window` on is one and the same function of
    /// the `window` values before it: a subtraction game with a finite move
    /// set whose largest move is `window` (`g(n)` is the mex of `g(n − s)`,
    /// `s ∈ S`, and every `s ≤ window ≤ n`). If the `window` values from
    /// some `pre` on recur `p` later, the recurrence produces the same
    /// values after both blocks, and by induction `g(n + p) = g(n)` for
    /// every `n ≥ pre`. So `pre + p + window` values prove `(pre, p)`.
    /// Plain periodicity only: the mex does not commute with adding a
    /// saltus.
    Window(usize),
    /// The octal periodicity theorem (Guy and Smith 1956; Winning Ways
    /// ch. 4): for an octal game whose largest removal is `t`, if
    /// `g(n + p) = g(n)` for `pre ≤ n < 2·pre + p + t` then for every
    /// `n ≥ pre`. The values prove `(pre, p)` when there are at least
    /// `2·max(pre, 1) + 2p + t` of them (`pre = 0` counts as 1: see
    /// [`crate::impartial::octal`], which computes with it). Plain
    /// periodicity only: finite octal games are never arithmetic-periodic.
    Octal(usize),
}

/// Whether a [`Pattern`] is a theorem or a description of the data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// True for every index, by the theorem named.
    Proven(Proof),
    /// True for every index below `up_to` (the values it was found in);
    /// beyond that, a guess. Arithmetic periodicity is always reported so:
    /// it is known to occur (Siegel: every subtraction game whose move set
    /// omits finitely many numbers is eventually arithmetic-periodic), but
    /// no bound on the check that proves it is used here.
    Observed {
        /// How many values the pattern was checked against.
        up_to: usize,
    },
}

/// An eventually arithmetic-periodic sequence found in a finite one:
/// `g(n + period) = g(n) + saltus` for every `n ≥ pre_period`, with
/// `saltus = 0` for plain periodicity, and whether that is proven.
///
/// Values are `u64` going in; a value far out is `g(r) + k·saltus` with
/// `k` up to `2^64 / period`, which can pass `u64::MAX` for an arbitrary
/// sequence (not for a game whose heap of `n` has at most `n` moves in a
/// row, where `g(n) ≤ n`), so values come out as `u128`, exact for every
/// `n: u64`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    /// `g(0) … g(pre_period + period − 1)`.
    prefix: Vec<u64>,
    pre_period: usize,
    period: usize,
    saltus: u64,
    status: Status,
    /// `(g(n), n)` for every `n` of the prefix, sorted: the positions of a
    /// value form one run, found by binary search (kept for saltus 0).
    by_value: Vec<(u64, usize)>,
}

/// For period `p`: the saltus the last values show and the smallest
/// pre-period the values agree with, `None` for a negative saltus (a
/// sequence of non-negative values cannot keep falling).
fn fit<T: Copy + Into<u64>>(values: &[T], p: usize, arithmetic: bool) -> Option<(usize, u64)> {
    let n = values.len();
    let at = |i: usize| -> u64 { values[i].into() };
    let saltus = if arithmetic {
        at(n - 1).checked_sub(at(n - 1 - p))?
    } else {
        0
    };
    let mut pre = n - p;
    while pre > 0 && at(pre - 1).checked_add(saltus) == Some(at(pre - 1 + p)) {
        pre -= 1;
    }
    Some((pre, saltus))
}

/// The pattern `(pre, p, saltus)` the values agree with that has the
/// smallest `pre + p` (then the smallest `p`) among those `accept` takes,
/// trying periods up to `max_period`.
///
/// Why this minimum: `pre + p` is the number of values that determine the
/// rest, the table a caller keeps. For the values of a truly eventually
/// periodic sequence it is no choice at all: the least period `p₀` divides
/// every period, and with it the least pre-period `pre₀` is the least of
/// any period, so `(pre₀, p₀)` minimises `pre`, `p` and `pre + p` at once;
/// a proof accepts `(pre₀, p₀)` whenever it accepts any true pattern, as
/// its bound only grows with `pre` and `p`. From a finite prefix, a
/// coincidence among the last values can look like a long pattern; the
/// smallest `pre + p` prefers the pattern that explains the most values
/// with the fewest.
fn smallest_fit<T: Copy + Into<u64>>(
    values: &[T],
    max_period: usize,
    arithmetic: bool,
    accept: impl Fn(usize, usize, u64) -> bool,
) -> Option<(usize, usize, u64)> {
    let mut best: Option<(usize, usize, u64)> = None;
    for p in 1..=max_period.min(values.len().saturating_sub(1)) {
        // Any later period has pre + p ≥ p, no better than the best.
        if best.is_some_and(|(pre, q, _)| p >= pre + q) {
            break;
        }
        // A multiple p = kq of the best period q fits from no earlier than
        // q's pre-period: the value just before it differs (by other than
        // the saltus) from the one q on, and so from the one p on (by other
        // than k saltuses). So it is never better, and its scan would run
        // all the way back. With a saltus, p's own is k times q's only if
        // the last values it is read from lie past q's pre-period: [0, 4,
        // 5, 10, 11] fits q = 1 (saltus 1) from 3, but p = 2 (saltus 6)
        // from 1.
        let n = values.len();
        if best.is_some_and(|(pre, q, _)| p % q == 0 && (!arithmetic || n - 1 - p >= pre)) {
            continue;
        }
        if let Some((pre, saltus)) = fit(values, p, arithmetic) {
            if accept(pre, p, saltus) && best.map_or(true, |(b, q, _)| pre + p < b + q) {
                best = Some((pre, p, saltus));
            }
        }
    }
    best
}

/// The value at `n` of a sequence computed on `values`, and beyond them
/// by its proven `(pre-period, period)` if there is one: `None` past the
/// values without a period. What the take-and-break engines answer.
pub(crate) fn value_or_periodic(
    values: &[u32],
    period: Option<(usize, usize)>,
    n: u64,
) -> Option<u32> {
    if let Some(&v) = usize::try_from(n).ok().and_then(|i| values.get(i)) {
        return Some(v);
    }
    let (p, q) = period?;
    Some(values[p + ((n - p as u64) % q as u64) as usize])
}

/// The smallest `(pre, p)` the octal periodicity theorem proves from the
/// first `N = values.len()` values of an octal game whose largest removal
/// is `t`: `N ≥ 2·max(pre, 1) + 2p + t` and `g(n + p) = g(n)` for
/// `pre ≤ n < N − p` ([`Proof::Octal`]); `None` if they prove none. The
/// least period comes with the least pre-period (see [`Pattern`]).
///
/// # Complexity
/// O(N) for the usual sequence: a wrong period fails at the first
/// mismatch counted from the end; the right one scans back to its `pre`.
///
/// # Example
/// ```
/// use game_theory::impartial::periodic::octal_theorem_period;
/// use game_theory::impartial::octal::{plain_values, OctalCode};
/// let kayles = OctalCode::parse(b"0.77").unwrap();
/// assert_eq!(octal_theorem_period(&plain_values(&kayles, 168), 2), Some((71, 12)));
/// assert_eq!(octal_theorem_period(&plain_values(&kayles, 167), 2), None);
/// // Values 0, 1, 0, 1, …: period 2 from the start, once 2 + 4 + t values agree.
/// assert_eq!(octal_theorem_period(&[0u32, 1, 0, 1, 0, 1, 0], 1), Some((0, 2)));
/// ```
pub fn octal_theorem_period<T: Copy + Into<u64>>(values: &[T], t: usize) -> Option<(usize, usize)> {
    let n = values.len();
    let max_period = n.saturating_sub(2 + t) / 2;
    smallest_fit(values, max_period, false, |pre, p, _| {
        2 * pre.max(1) + 2 * p + t <= n
    })
    .map(|(pre, p, _)| (pre, p))
}

impl Pattern {
    /// The pattern the values show with the smallest `pre_period + period`
    /// (then the smallest period), saltus allowed, among those whose
    /// repeating part the values cover at least twice
    /// (`values.len() ≥ pre_period + 2·period`); `None` if there is none.
    /// Its status is [`Status::Observed`]: it holds for the values given,
    /// and past them it is a guess (compute further, or prove it with
    /// [`Pattern::proven`]).
    ///
    /// # Complexity
    /// O(N · L) for `N` values, `L` the length scanned back for a wrong
    /// period (usually a few values; O(N²) at worst).
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::periodic::{Pattern, Status};
    /// // 7, then 1, 2, 3 going up by 10 each time round.
    /// let values: [u32; 10] = [7, 1, 2, 3, 11, 12, 13, 21, 22, 23];
    /// let pattern = Pattern::observed(&values).unwrap();
    /// assert_eq!((pattern.pre_period(), pattern.period(), pattern.saltus()), (1, 3, 10));
    /// assert_eq!(pattern.status(), Status::Observed { up_to: 10 });
    /// assert_eq!(pattern.value_at(1_000_000_000_000_000_000), 333_333_333_333_333_333 * 10 + 1);
    /// ```
    pub fn observed<T: Copy + Into<u64>>(values: &[T]) -> Option<Self> {
        let n = values.len();
        let (pre, p, saltus) = smallest_fit(values, n / 2, true, |pre, p, _| pre + 2 * p <= n)?;
        Some(Self::new(
            values,
            pre,
            p,
            saltus,
            Status::Observed { up_to: n },
        ))
    }

    /// The smallest pattern (as [`Pattern::observed`] takes it) that
    /// `proof` proves from the values, which must be the first values of a
    /// game the proof applies to; `None` if they prove none (compute more).
    ///
    /// # Complexity
    /// As [`Pattern::observed`].
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::grundy::subtraction_grundy_table;
    /// use game_theory::impartial::periodic::{Pattern, Proof, Status};
    /// // Take 1, 3 or 4: 0 1 0 1 2 3 2, period 7 from the start.
    /// let values = subtraction_grundy_table(&[1, 3, 4], 10); // g(0) … g(10)
    /// let pattern = Pattern::proven(&values, Proof::Window(4)).unwrap();
    /// assert_eq!((pattern.pre_period(), pattern.period()), (0, 7));
    /// assert_eq!(pattern.status(), Status::Proven(Proof::Window(4)));
    /// // 11 values are one short of proving it through the octal theorem.
    /// assert!(Pattern::proven(&values, Proof::Octal(4)).is_none());
    /// ```
    pub fn proven<T: Copy + Into<u64>>(values: &[T], proof: Proof) -> Option<Self> {
        let n = values.len();
        let (pre, p) = match proof {
            Proof::Window(window) => {
                let max_period = n.saturating_sub(window);
                smallest_fit(values, max_period, false, |pre, p, _| pre + p + window <= n)
                    .map(|(pre, p, _)| (pre, p))?
            }
            Proof::Octal(t) => octal_theorem_period(values, t)?,
        };
        Some(Self::new(values, pre, p, 0, Status::Proven(proof)))
    }

    fn new<T: Copy + Into<u64>>(
        values: &[T],
        pre_period: usize,
        period: usize,
        saltus: u64,
        status: Status,
    ) -> Self {
        let prefix: Vec<u64> = values[..pre_period + period]
            .iter()
            .map(|&v| v.into())
            .collect();
        let mut by_value = Vec::new();
        if saltus == 0 {
            by_value = prefix.iter().copied().zip(0..).collect();
            by_value.sort_unstable();
        }
        Pattern {
            prefix,
            pre_period,
            period,
            saltus,
            status,
            by_value,
        }
    }

    /// Where the repetition starts: the least `pre` with
    /// `g(n + period) = g(n) + saltus` for all `n ≥ pre` (0 if it holds
    /// from the start).
    pub fn pre_period(&self) -> usize {
        self.pre_period
    }

    /// The length of the repeating block.
    pub fn period(&self) -> usize {
        self.period
    }

    /// What a value gains each period (0: plain periodicity).
    pub fn saltus(&self) -> u64 {
        self.saltus
    }

    /// Whether the pattern is proven, or observed up to an index.
    pub fn status(&self) -> Status {
        self.status
    }

    /// `g(n)`.
    ///
    /// # Complexity
    /// O(1).
    pub fn value_at(&self, n: u64) -> u128 {
        let (pre, p) = (self.pre_period as u64, self.period as u64);
        if n < pre + p {
            return u128::from(self.prefix[n as usize]);
        }
        let (rounds, offset) = ((n - pre) / p, (n - pre) % p);
        u128::from(self.prefix[(pre + offset) as usize])
            + u128::from(rounds) * u128::from(self.saltus)
    }

    /// How many `n` in `0..=last` (both ends included; 0 is a position)
    /// have `g(n) = value`.
    ///
    /// # Complexity
    /// O(log(pre + period)) for saltus 0; O(pre + period) otherwise (each
    /// residue holds `value` at most once).
    ///
    /// # Panics
    /// If the count is 2^64 (every `n` up to `u64::MAX`).
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::periodic::Pattern;
    /// // 5, then 0, 1, 1 for ever.
    /// let pattern = Pattern::observed(&[5u32, 0, 1, 1, 0, 1, 1, 0, 1, 1]).unwrap();
    /// assert_eq!(pattern.count_equal(0, 5), 1);
    /// assert_eq!(pattern.count_equal(9, 1), 6);
    /// assert_eq!(pattern.count_equal(10, 0), 4); // 1, 4, 7, 10
    /// assert_eq!(pattern.count_nonzero(10), 7);
    /// ```
    pub fn count_equal(&self, last: u64, value: u128) -> u64 {
        let count = match u64::try_from(value) {
            Err(_) if self.saltus == 0 => 0,
            Ok(value) if self.saltus == 0 => self.count_periodic(last, value),
            _ => self.count_arithmetic(last, value),
        };
        u64::try_from(count).expect("the count is 2^64")
    }

    /// How many `n` in `0..=last` have `g(n) ≠ 0` (the first player's
    /// wins, for Grundy values).
    ///
    /// # Complexity
    /// As [`Pattern::count_equal`].
    ///
    /// # Panics
    /// If the count is 2^64.
    pub fn count_nonzero(&self, last: u64) -> u64 {
        let zeros = u128::from(self.count_equal(last, 0));
        u64::try_from(u128::from(last) + 1 - zeros).expect("the count is 2^64")
    }

    /// [`Pattern::count_equal`] for saltus 0: the value's positions in the
    /// prefix are one sorted run of `by_value`; those in the periodic part
    /// count once per whole period up to `last`, and once more if they fall
    /// in the part of a period left over.
    fn count_periodic(&self, last: u64, value: u64) -> u128 {
        let run_start = self.by_value.partition_point(|&(v, _)| v < value);
        let run_end = self.by_value.partition_point(|&(v, _)| v <= value);
        let run = &self.by_value[run_start..run_end];
        // Positions below `end` (an index into the prefix) in the run.
        let below = |end: u64| run.partition_point(|&(_, n)| (n as u64) < end) as u128;
        let (pre, p) = (self.pre_period as u64, self.period as u64);
        if last < pre + p {
            return below(last + 1);
        }
        let before = below(pre);
        let per_period = run.len() as u128 - before;
        // Indices pre ..= last: `whole` periods and `rest` more.
        let span = u128::from(last - pre) + 1;
        let (whole, rest) = (span / u128::from(p), (span % u128::from(p)) as u64);
        before + whole * per_period + (below(pre + rest) - before)
    }

    /// [`Pattern::count_equal`] with a saltus: residue `r` of the periodic
    /// part takes `value` only at `r + k·period` with
    /// `k = (value − g(r)) / saltus`, if that divides.
    fn count_arithmetic(&self, last: u64, value: u128) -> u128 {
        let (pre, p) = (self.pre_period, self.period);
        let before = self.prefix[..pre]
            .iter()
            .zip(0u64..)
            .filter(|&(&v, n)| n <= last && u128::from(v) == value)
            .count() as u128;
        let saltus = u128::from(self.saltus);
        let periodic = (pre..pre + p)
            .filter(|&r| {
                let start = u128::from(self.prefix[r]);
                // r + k·p ≤ last, asked without overflow for any value.
                let room = u128::from(last).checked_sub(r as u128);
                value >= start
                    && (value - start) % saltus == 0
                    && room.is_some_and(|room| (value - start) / saltus <= room / p as u128)
            })
            .count() as u128;
        before + periodic
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::impartial::grundy::subtraction_grundy_table;
    use crate::testing::rng::TestRng;

    /// `len` terms of the sequence that starts with `head`, then repeats
    /// `block` adding `saltus` each time round: the definition, extended
    /// one term at a time.
    fn build(head: &[u64], block: &[u64], saltus: u64, len: usize) -> Vec<u64> {
        let mut terms: Vec<u64> = head.iter().chain(block).copied().collect();
        while terms.len() < len {
            terms.push(terms[terms.len() - block.len()] + saltus);
        }
        terms.truncate(len);
        terms
    }

    /// Whether `g(n + p) = g(n) + s` for every `pre ≤ n < len − p`.
    fn holds(values: &[u64], pre: usize, p: usize, s: u64) -> bool {
        (pre..values.len().saturating_sub(p)).all(|n| values[n] + s == values[n + p])
    }

    /// The smallest `(pre, p, s)` (by `pre + p`, then `p`) that the values
    /// satisfy and `accept` takes, by trying every triple in that order.
    fn smallest_by_search(
        values: &[u64],
        accept: impl Fn(usize, usize) -> bool,
    ) -> Option<(usize, usize, u64)> {
        let n = values.len();
        let max_saltus = values.iter().copied().max().unwrap_or(0);
        for sum in 1..=n {
            for p in 1..=sum {
                let pre = sum - p;
                if !accept(pre, p) {
                    continue;
                }
                if let Some(s) = (0..=max_saltus).find(|&s| holds(values, pre, p, s)) {
                    return Some((pre, p, s));
                }
            }
        }
        None
    }

    fn triple(pattern: &Pattern) -> (usize, usize, u64) {
        (pattern.pre_period(), pattern.period(), pattern.saltus())
    }

    /// Every `(pre, p, s)` with `pre < 6`, `p < 6`, `s < 3`, twice each
    /// with random values below 4 (so small patterns hide inside them).
    fn built_sequences(len: usize) -> Vec<Vec<u64>> {
        let mut rng = TestRng::new(27);
        let mut all = Vec::new();
        for pre in 0..6 {
            for p in 1..6 {
                for s in 0..3 {
                    for _ in 0..2 {
                        let head: Vec<u64> = (0..pre).map(|_| rng.below(4)).collect();
                        let block: Vec<u64> = (0..p).map(|_| rng.below(4)).collect();
                        all.push(build(&head, &block, s, len));
                    }
                }
            }
        }
        all
    }

    #[test]
    fn observed_patterns_are_the_smallest_the_values_show() {
        for values in built_sequences(40) {
            for n in 0..=values.len() {
                let prefix = &values[..n];
                let expected = smallest_by_search(prefix, |pre, p| pre + 2 * p <= n);
                let found = Pattern::observed(prefix);
                assert_eq!(found.as_ref().map(triple), expected, "{prefix:?}");
                if let Some(found) = found {
                    assert_eq!(found.status(), Status::Observed { up_to: n });
                }
            }
        }
    }

    #[test]
    fn observed_patterns_of_short_random_sequences() {
        // No pattern built in: whatever the values happen to show, with
        // saltuses of every size.
        let mut rng = TestRng::new(4);
        for _ in 0..20_000 {
            let len = rng.below(11) as usize;
            let values: Vec<u64> = (0..len).map(|_| rng.below(12)).collect();
            let expected = smallest_by_search(&values, |pre, p| pre + 2 * p <= len);
            let found = Pattern::observed(&values);
            assert_eq!(found.as_ref().map(triple), expected, "{values:?}");
        }
    }

    #[test]
    fn a_multiple_of_a_period_can_fit_better_with_another_saltus() {
        let values = [0u64, 4, 5, 10, 11];
        assert_eq!(
            smallest_by_search(&values, |pre, p| pre + 2 * p <= 5),
            Some((1, 2, 6))
        );
        assert_eq!(
            Pattern::observed(&values).as_ref().map(triple),
            Some((1, 2, 6))
        );
    }

    #[test]
    fn enough_values_show_the_pattern_they_were_built_with() {
        // 100 terms of a pattern with pre + p ≤ 10: no coincidence fits
        // them all, so the least pattern of the whole sequence is found.
        for values in built_sequences(100) {
            let long = &values[..];
            let truth = smallest_by_search(long, |pre, p| pre + p <= 10).unwrap();
            assert_eq!(triple(&Pattern::observed(long).unwrap()), truth);
        }
    }

    #[test]
    fn values_and_counts_through_the_pattern_match_the_sequence() {
        const LEN: usize = 600;
        for values in built_sequences(LEN) {
            let pattern = Pattern::observed(&values[..100]).unwrap();
            for (n, &v) in values.iter().enumerate() {
                assert_eq!(pattern.value_at(n as u64), u128::from(v), "{n}");
            }
            // Far out, the pattern's own step, without overflow.
            let (p, s) = (pattern.period() as u64, u128::from(pattern.saltus()));
            for n in [10u64.pow(18), u64::MAX / 3, u64::MAX - p] {
                assert_eq!(pattern.value_at(n + p), pattern.value_at(n) + s);
            }
            // Every value seen, and one never taken, counted up to each
            // index, against a running count.
            let mut wanted: Vec<u64> = values.clone();
            wanted.sort_unstable();
            wanted.dedup();
            wanted.push(wanted.last().unwrap() + 1);
            for &v in &wanted {
                let mut direct = 0;
                let mut nonzero = 0;
                for (last, &g) in values.iter().enumerate() {
                    direct += u64::from(g == v);
                    nonzero += u64::from(g != 0);
                    let last = last as u64;
                    assert_eq!(pattern.count_equal(last, v.into()), direct, "{v} to {last}");
                    assert_eq!(pattern.count_nonzero(last), nonzero);
                }
            }
            assert_eq!(pattern.count_equal(5, u128::MAX), 0);
        }
    }

    #[test]
    fn counts_up_to_the_largest_index() {
        // 0 then 1, 2 for ever: half of 1 ..= 2^64 − 1 are 1s.
        let pattern = Pattern::observed(&[0u64, 1, 2, 1, 2, 1, 2]).unwrap();
        assert_eq!((pattern.pre_period(), pattern.period()), (1, 2));
        assert_eq!(pattern.count_equal(u64::MAX, 1), u64::MAX / 2 + 1);
        assert_eq!(pattern.count_equal(u64::MAX, 0), 1);
        assert_eq!(pattern.count_nonzero(u64::MAX), u64::MAX);
        // Nim: g(n) = n, each value once.
        let nim = Pattern::observed(&[0u32, 1, 2, 3]).unwrap();
        assert_eq!(triple(&nim), (0, 1, 1));
        assert_eq!(nim.value_at(u64::MAX), u128::from(u64::MAX));
        assert_eq!(nim.count_equal(u64::MAX, u128::from(u64::MAX)), 1);
        assert_eq!(nim.count_equal(u64::MAX - 1, u128::from(u64::MAX)), 0);
        assert_eq!(nim.count_nonzero(10), 10);
    }

    #[test]
    #[should_panic(expected = "the count is 2^64")]
    fn a_count_of_2_to_the_64_does_not_fit() {
        Pattern::observed(&[1u32, 1])
            .unwrap()
            .count_equal(u64::MAX, 1);
    }

    #[test]
    fn subtraction_games_are_proven_exactly_when_a_window_recurs() {
        // Every move set within 1 ..= 6: the pattern of 400 values (far
        // beyond the pre-periods and periods of these games) is the truth,
        // and a prefix proves it exactly when it holds a window of
        // max S values past pre + p.
        for mask in 1u32..64 {
            let set: Vec<u64> = (1..=6).filter(|&s| mask >> (s - 1) & 1 == 1).collect();
            let t = *set.iter().max().unwrap() as usize;
            let table = subtraction_grundy_table(&set, 399);
            let (pre, p, s) = smallest_by_search(
                &table.iter().map(|&v| u64::from(v)).collect::<Vec<_>>(),
                |pre, p| pre + p <= 100,
            )
            .unwrap();
            assert_eq!(s, 0);
            for n in 0..=table.len() {
                let proven = Pattern::proven(&table[..n], Proof::Window(t));
                if n >= pre + p + t {
                    let proven = proven.unwrap();
                    assert_eq!(triple(&proven), (pre, p, 0), "{set:?} from {n}");
                    assert_eq!(proven.status(), Status::Proven(Proof::Window(t)));
                } else {
                    assert_eq!(proven, None, "{set:?} from {n} values");
                }
            }
            let pattern = Pattern::proven(&table, Proof::Window(t)).unwrap();
            let long = subtraction_grundy_table(&set, 3000);
            let mut losing = 0;
            for (n, &g) in long.iter().enumerate() {
                assert_eq!(pattern.value_at(n as u64), u128::from(g));
                losing += u64::from(g == 0);
                assert_eq!(pattern.count_equal(n as u64, 0), losing);
            }
        }
    }

    #[test]
    fn the_octal_theorem_needs_its_bound() {
        // Subtraction games are octal games (take j: digit 3 at place j),
        // whose largest removal is max S; the same truth as above, proven
        // once 2·max(pre, 1) + 2p + t values agree.
        for mask in 1u32..64 {
            let set: Vec<u64> = (1..=6).filter(|&s| mask >> (s - 1) & 1 == 1).collect();
            let t = *set.iter().max().unwrap() as usize;
            let table = subtraction_grundy_table(&set, 399);
            let truth = triple(&Pattern::proven(&table, Proof::Window(t)).unwrap());
            let (pre, p, _) = truth;
            for n in 0..=200 {
                let proven = Pattern::proven(&table[..n], Proof::Octal(t));
                if n >= 2 * pre.max(1) + 2 * p + t {
                    assert_eq!(proven.as_ref().map(triple), Some(truth), "{set:?} {n}");
                } else {
                    assert_eq!(proven, None, "{set:?} from {n} values");
                }
            }
        }
    }

    #[test]
    fn finds_the_repetition_of_an_explicit_sequence() {
        // 7, 8, 9 then 1, 2, 3, 4 for ever, generated as a window-1 recurrence.
        let seq = find_recurrence_period(1, 100, |t: &[u32]| match t.last() {
            None => 7,
            Some(&9) | Some(&4) => 1,
            Some(&x) => x + 1,
        })
        .unwrap();
        assert_eq!((seq.start(), seq.period()), (3, 4));
        let expected = [7, 8, 9, 1, 2, 3, 4, 1, 2, 3, 4, 1];
        for (n, &e) in expected.iter().enumerate() {
            assert_eq!(seq.at(n as u64), e);
        }
        assert_eq!(
            seq.at(u64::MAX),
            [1, 2, 3, 4][((u64::MAX - 3) % 4) as usize]
        );
    }

    #[test]
    fn gives_up_past_the_limit() {
        // A counter mod 1000 repeats after exactly 1000 terms.
        let counter = |t: &[u32]| t.last().map_or(0, |&x| (x + 1) % 1000);
        assert!(find_recurrence_period(1, 999, counter).is_none());
        let seq = find_recurrence_period(1, 1000, counter).unwrap();
        assert_eq!((seq.start(), seq.period()), (0, 1000));
    }
}
