//! Eventually periodic sequences, and finding where one starts repeating.
//!
//! Grundy sequences of many games repeat after a while (those of subtraction
//! games always do), which turns "the Grundy number of a pile of 10^18" into
//! a table look-up.

use std::collections::HashMap;

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

#[cfg(test)]
mod tests {
    use super::*;

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
