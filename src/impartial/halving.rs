//! Value sequences defined by halving: `g(n) = f(n mod b, g(⌊n / b⌋))`,
//! found in a computed prefix and answered for `n` up to 10^18 and beyond.
//!
//! Games whose moves look at a heap through its base-`b` digits (halve it,
//! divide it by a power of `b`, take one from an odd heap, clear a binary
//! digit) often have Grundy values that depend only on the last digit of
//! `n` and the value of `n` with that digit cut off. Such a sequence is a
//! finite automaton reading the digits of `n` from the most significant
//! (a `b`-automatic sequence): its states are the values, its
//! transitions the table `f`, so `g(10^18)` costs 60 steps in base 2.
//!
//! [`DigitRecurrence::observed`] finds the table in `g(0) … g(N − 1)`:
//! - It reads every `n` from `start` on as the entry `f(n mod b, g(⌊n/b⌋))
//!   = g(n)`, and takes the least `start ≥ 1` for which no two of them
//!   disagree. `n = 0` is never read (`⌊0/b⌋ = 0` would make `g(0)` its
//!   own argument); numbers below `start` are exceptions, kept as they are
//!   (a game's first heaps are often special: its moves from them fall off
//!   the board).
//! - It checks closure: every value the automaton can reach, from the
//!   exceptions through the table, has an entry for every digit. Without
//!   that, some `n` past the prefix would need an entry the prefix never
//!   showed, and the finder says which ([`NoFit::Missing`]).
//!
//! The table is checked on all of the prefix and nowhere else: the result
//! is [`Status::Observed`] (the vocabulary of
//! [`crate::impartial::periodic`]), always; no theorem here extends it.
//! For some games the rule itself proves it (see the example: every option
//! of a heap `n ≥ 2` is `⌊n/2⌋` or a heap whose value is a function of
//! `g(⌊n/2⌋)`), but that argument is the caller's, not this module's.
//!
//! # Worked example: halve, or take one from an odd heap, at 10^18
//! A move replaces a heap of `n` by `⌊n/2⌋` (a heap of 0 is gone), or, when
//! `n` is odd, by `n − 1`. Heaps 0 and 1 are exceptions (from 1 both moves
//! reach 0); from 2 on the values follow a table of six entries.
//! ```
//! use game_theory::impartial::grundy::mex;
//! use game_theory::impartial::halving::DigitRecurrence;
//! use game_theory::impartial::periodic::Status;
//! let mut g: Vec<u32> = vec![0];
//! for n in 1..1024usize {
//!     let odd = (n % 2 == 1).then(|| g[n - 1]);
//!     g.push(mex([g[n / 2]].into_iter().chain(odd)));
//! }
//! let rule = DigitRecurrence::observed(&g, 2).unwrap();
//! assert_eq!((rule.base(), rule.start()), (2, 2));
//! assert_eq!(rule.status(), Status::Observed { up_to: 1024 });
//! // g(2m) is 1 when g(m) = 0, else 0; g(2m + 1) is the mex of both.
//! assert_eq!([0, 1, 2].map(|v| rule.rule(0, v)), [Some(1), Some(0), Some(0)]);
//! assert_eq!([0, 1, 2].map(|v| rule.rule(1, v)), [Some(2), Some(2), Some(1)]);
//! assert_eq!(rule.value_at(1_000_000_000_000_000_000), 1);
//! assert_eq!(rule.value_at(u64::MAX), 2);
//! ```

use crate::impartial::periodic::Status;
use std::collections::HashMap;

/// Why [`DigitRecurrence::observed`] found no table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoFit {
    /// The values agree with one table only from `start` on (`start` is 1
    /// if they all agree), and the numbers below `start` lead into the
    /// table through `g(start) … g(needed − 1)`, `needed = start · base`:
    /// more values than were given. Also for an empty prefix, and for
    /// `base` larger than the prefix. A sequence not of this form ends
    /// here, its last disagreement near the end of the prefix.
    TooShort {
        /// The least `n` from which the values agree with one table.
        start: usize,
        /// How many values that start needs (`start · base`, saturating).
        needed: usize,
    },
    /// The table has no entry for `digit` after `value`, and the automaton
    /// reaches `value`: some `n` past the prefix needs `f(digit, value)`.
    /// The first such entry met in breadth-first order (digits ascending),
    /// which is the one the smallest such `n` needs.
    Missing {
        /// The last digit of the numbers that need the entry.
        digit: u64,
        /// The value of those numbers with that digit cut off.
        value: u32,
    },
}

/// A sequence with `g(n) = f(n mod b, g(⌊n / b⌋))` for every `n ≥ start`,
/// the numbers below `start` given as they are, as an automaton that reads
/// the base-`b` digits of `n` from the most significant.
///
/// States `0 … start − 1` are the exceptions themselves (the number read
/// so far, while it is below `start`); the later states are the values the
/// table reaches, each once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigitRecurrence {
    base: u64,
    start: usize,
    /// The value of each state.
    values: Vec<u32>,
    /// `next[state · base + digit]`: every entry is defined (closure).
    next: Vec<usize>,
    /// `(value, state)` for the value states, sorted, for [`Self::rule`].
    by_value: Vec<(u32, usize)>,
    up_to: usize,
}

impl DigitRecurrence {
    /// The table `f` the values `g(0) … g(N − 1)` show in base `base`,
    /// from the least `start ≥ 1` they all agree with, if every value it
    /// reaches has an entry for every digit; see [`NoFit`] for why not.
    /// Its status is [`Status::Observed`] `{ up_to: N }`.
    ///
    /// # Constraints
    /// `base ≥ 2`.
    ///
    /// # Panics
    /// If `base < 2`.
    ///
    /// # Complexity
    /// O(N) expected time (one hash-map look-up per value) and memory: the
    /// automaton has at most `2N` transitions, as each entry of the table
    /// was read off a different `n`.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::halving::{DigitRecurrence, NoFit};
    /// // Thue–Morse: the parity of the number of 1 bits, f(r, v) = v XOR r.
    /// let thue_morse: Vec<u32> = (0..64u32).map(|n| n.count_ones() % 2).collect();
    /// let rule = DigitRecurrence::observed(&thue_morse, 2).unwrap();
    /// assert_eq!(rule.start(), 1);
    /// assert_eq!(rule.value_at(u64::MAX), 0); // 64 ones
    /// // The number of 1 bits itself grows past every table: the prefix
    /// // ends at 63 = 111111₂ (six 1s), and 126 would need f(0, 6).
    /// let ones: Vec<u32> = (0..64u32).map(|n| n.count_ones()).collect();
    /// assert_eq!(DigitRecurrence::observed(&ones, 2), Err(NoFit::Missing { digit: 0, value: 6 }));
    /// // Too few values: base 10 needs g(0) … g(9) at least.
    /// assert_eq!(
    ///     DigitRecurrence::observed(&thue_morse[..5], 10),
    ///     Err(NoFit::TooShort { start: 1, needed: 10 })
    /// );
    /// ```
    pub fn observed(values: &[u32], base: u64) -> Result<Self, NoFit> {
        assert!(base >= 2, "the base must be at least 2");
        let n_values = values.len();
        let too_short = |start: usize| {
            let needed = usize::try_from(base)
                .ok()
                .and_then(|b| start.checked_mul(b))
                .unwrap_or(usize::MAX);
            NoFit::TooShort { start, needed }
        };
        // The base is then at most N, so digits and rows fit a usize.
        if (n_values as u64) < base {
            return Err(too_short(1));
        }
        let b = base as usize;
        // From the top down: the first n that disagrees with a larger n
        // reading the same entry is the last one the table cannot hold.
        let mut table: HashMap<(usize, u32), u32> = HashMap::new();
        let mut start = 1;
        for n in (1..n_values).rev() {
            let entry = (n % b, values[n / b]);
            match table.get(&entry) {
                Some(&later) if later != values[n] => {
                    start = n + 1;
                    break;
                }
                Some(_) => {}
                None => {
                    table.insert(entry, values[n]);
                }
            }
        }
        // A number below `start` followed by a digit can be any n below
        // start · base: all of them must be known.
        if start
            .checked_mul(b)
            .map_or(true, |needed| needed > n_values)
        {
            return Err(too_short(start));
        }
        let mut states: Vec<u32> = values[..start].to_vec();
        let mut state_of: HashMap<u32, usize> = HashMap::new();
        let mut next: Vec<usize> = Vec::with_capacity(start * b);
        let mut value_state = |value: u32, states: &mut Vec<u32>| {
            *state_of.entry(value).or_insert_with(|| {
                states.push(value);
                states.len() - 1
            })
        };
        // Rows in state order; a value state found on the way gets its row
        // when its turn comes (breadth first).
        let mut state = 0;
        while state < states.len() {
            for digit in 0..b {
                let target = if state < start {
                    let m = state * b + digit;
                    if m < start {
                        m
                    } else {
                        value_state(values[m], &mut states)
                    }
                } else {
                    let value = states[state];
                    match table.get(&(digit, value)) {
                        Some(&image) => value_state(image, &mut states),
                        None => {
                            return Err(NoFit::Missing {
                                digit: digit as u64,
                                value,
                            })
                        }
                    }
                };
                next.push(target);
            }
            state += 1;
        }
        let mut by_value: Vec<(u32, usize)> =
            states[start..].iter().copied().zip(start..).collect();
        by_value.sort_unstable();
        Ok(DigitRecurrence {
            base,
            start,
            values: states,
            next,
            by_value,
            up_to: n_values,
        })
    }

    /// The table of the smallest base in `2 ..= max_base` that
    /// [`DigitRecurrence::observed`] finds one for; `None` if none.
    ///
    /// # Constraints
    /// None: a `max_base` below 2 tries no base.
    ///
    /// # Complexity
    /// O(N · min(`max_base`, N)) expected.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::halving::DigitRecurrence;
    /// // Whether the number of digits 7 in base 10 is odd.
    /// let sevens: Vec<u32> = (0..1000u64)
    ///     .map(|n| n.to_string().matches('7').count() as u32 % 2)
    ///     .collect();
    /// let rule = DigitRecurrence::smallest_base(&sevens, 12).unwrap();
    /// assert_eq!(rule.base(), 10);
    /// assert_eq!(rule.value_at(777_000_000_000_000_007), 0);
    /// assert!(DigitRecurrence::smallest_base(&sevens, 9).is_none());
    /// ```
    pub fn smallest_base(values: &[u32], max_base: u64) -> Option<Self> {
        // A base above N finds nothing (it needs g(0) … g(b − 1)).
        let max_base = max_base.min(values.len() as u64);
        (2..=max_base).find_map(|base| Self::observed(values, base).ok())
    }

    /// The base `b`.
    pub fn base(&self) -> u64 {
        self.base
    }

    /// The least `n` the table holds from: `g(n)` for `n < start` is the
    /// value given, not a table entry (its value can still be the argument
    /// of one: `g(start)` is `f(start mod b, g(⌊start/b⌋))`). At least 1.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::halving::DigitRecurrence;
    /// // Thue–Morse with g(3) changed to 1: 6 and 7 read f(·, 1) and
    /// // disagree with 8 and 9, which do too, so they are exceptions.
    /// let mut values: Vec<u32> = (0..64u32).map(|n| n.count_ones() % 2).collect();
    /// values[3] = 1;
    /// let rule = DigitRecurrence::observed(&values, 2).unwrap();
    /// assert_eq!(rule.start(), 8);
    /// assert_eq!((0..8).map(|n| rule.value_at(n)).collect::<Vec<_>>(), &values[..8]);
    /// assert_eq!(rule.value_at(12), 0);
    /// ```
    pub fn start(&self) -> usize {
        self.start
    }

    /// Always [`Status::Observed`], with `up_to` the number of values the
    /// table was found in and checked against.
    pub fn status(&self) -> Status {
        Status::Observed { up_to: self.up_to }
    }

    /// The entry `f(digit, value)`: `g(n)` for every `n ≥ start` with
    /// `n mod b = digit` and `g(⌊n/b⌋) = value`; `None` if `value` is not
    /// one the table reaches or `digit ≥ b`.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(log V), `V` the number of values the table reaches.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::halving::DigitRecurrence;
    /// let thue_morse: Vec<u32> = (0..16u32).map(|n| n.count_ones() % 2).collect();
    /// let rule = DigitRecurrence::observed(&thue_morse, 2).unwrap();
    /// assert_eq!([(0, 0), (0, 1), (1, 0), (1, 1)].map(|(r, v)| rule.rule(r, v)),
    ///     [Some(0), Some(1), Some(1), Some(0)]);
    /// assert_eq!(rule.rule(2, 0), None);
    /// assert_eq!(rule.rule(0, 2), None);
    /// ```
    pub fn rule(&self, digit: u64, value: u32) -> Option<u32> {
        if digit >= self.base {
            return None;
        }
        let at = self
            .by_value
            .binary_search_by_key(&value, |&(v, _)| v)
            .ok()?;
        let state = self.by_value[at].1;
        Some(self.values[self.next[state * self.base as usize + digit as usize]])
    }

    /// `g(n)`: from state 0, one transition per base-`b` digit of `n`, most
    /// significant first.
    ///
    /// # Constraints
    /// Any `n: u64` (beyond the prefix, as observed: see [`Self::status`]).
    ///
    /// # Complexity
    /// O(log_b n).
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::halving::DigitRecurrence;
    /// // Division game {2, 4}: a move replaces n by ⌊n/2⌋ or ⌊n/4⌋.
    /// use game_theory::impartial::grundy::division_grundy_table;
    /// let g = division_grundy_table(&[2, 4], 255);
    /// let rule = DigitRecurrence::observed(&g, 2).unwrap();
    /// assert_eq!(rule.value_at(0), 0);
    /// // The number of binary digits mod 3: 10^18 has 60.
    /// assert_eq!(rule.value_at(1_000_000_000_000_000_000), 0);
    /// assert_eq!(rule.value_at(u64::MAX), 1);
    /// ```
    pub fn value_at(&self, n: u64) -> u32 {
        let mut digits = [0u64; 64];
        let mut len = 0;
        let mut rest = n;
        while rest > 0 {
            digits[len] = rest % self.base;
            rest /= self.base;
            len += 1;
        }
        // Leading zeros would stay in state 0 (0 < start), so none are read.
        let b = self.base as usize;
        let state = digits[..len]
            .iter()
            .rev()
            .fold(0, |state, &digit| self.next[state * b + digit as usize]);
        self.values[state]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::impartial::division::DivisionGame;
    use crate::testing::exhaustive::grundy;
    use crate::testing::rng::TestRng;

    /// `g(n)` for `n` up to `last` from a game's rules, by exhaustive search.
    fn exhaustive_values(last: u64, moves: &dyn Fn(&u64) -> Vec<u64>) -> Vec<u32> {
        let mut memo = HashMap::new();
        (0..=last).map(|n| grundy(&n, &moves, &mut memo)).collect()
    }

    /// Halve, or take one from an odd heap.
    fn halve_or_take_one_from_odd(&n: &u64) -> Vec<u64> {
        match n {
            0 => vec![],
            n if n % 2 == 1 => vec![n / 2, n - 1],
            n => vec![n / 2],
        }
    }

    /// Halve, or take one: NOT of this form.
    fn halve_or_take_one(&n: &u64) -> Vec<u64> {
        if n == 0 {
            vec![]
        } else {
            vec![n / 2, n - 1]
        }
    }

    fn large_numbers() -> Vec<u64> {
        let mut rng = TestRng::new(38);
        let mut all = vec![
            u64::MAX,
            u64::MAX - 1,
            1 << 63,
            (1 << 63) - 1,
            10u64.pow(18),
            10u64.pow(18) - 1,
        ];
        all.extend((0..200).map(|_| rng.next_u64() >> rng.below(60)));
        all
    }

    fn check_prefix(rule: &DigitRecurrence, values: &[u32]) {
        for (n, &v) in values.iter().enumerate() {
            assert_eq!(rule.value_at(n as u64), v, "g({n})");
        }
    }

    #[test]
    fn thue_morse_is_v_xor_r() {
        let values: Vec<u32> = (0..1024u32).map(|n| n.count_ones() % 2).collect();
        let rule = DigitRecurrence::observed(&values, 2).unwrap();
        assert_eq!((rule.base(), rule.start()), (2, 1));
        assert_eq!(rule.status(), Status::Observed { up_to: 1024 });
        for r in 0..2 {
            for v in 0..2 {
                assert_eq!(rule.rule(r, v), Some(v ^ r as u32));
            }
        }
        check_prefix(&rule, &values);
        for n in large_numbers() {
            assert_eq!(rule.value_at(n), n.count_ones() % 2, "{n}");
        }
        assert_eq!(rule.value_at(u64::MAX), 0);
        // Base 4 reads two binary digits at a time: the same sequence.
        let rule4 = DigitRecurrence::observed(&values, 4).unwrap();
        for n in large_numbers() {
            assert_eq!(rule4.value_at(n), n.count_ones() % 2, "{n}");
        }
        // Base 3 does not: 1024 values show it.
        assert!(DigitRecurrence::observed(&values, 3).is_err());
    }

    #[test]
    fn lowest_set_bit() {
        // The parity of the lowest set bit's position (period doubling):
        // g(2m + 1) = 0 and g(2m) = 1 − g(m) for m ≥ 1; g(0) = 0 given.
        let parity = |n: u64| if n == 0 { 0 } else { n.trailing_zeros() % 2 };
        let values: Vec<u32> = (0..512).map(parity).collect();
        let rule = DigitRecurrence::observed(&values, 2).unwrap();
        assert_eq!(rule.start(), 1);
        assert_eq!([0, 1].map(|v| rule.rule(0, v)), [Some(1), Some(0)]);
        assert_eq!([0, 1].map(|v| rule.rule(1, v)), [Some(0), Some(0)]);
        check_prefix(&rule, &values);
        for n in large_numbers() {
            assert_eq!(rule.value_at(n), parity(n), "{n}");
        }
        // The position itself (the ruler sequence) grows without bound: the
        // prefix ends with 256 = 2^8, and 512 would need f(0, 8).
        let ruler: Vec<u32> = (0..512u64).map(|n| n.trailing_zeros() % 64).collect();
        assert_eq!(
            DigitRecurrence::observed(&ruler, 2),
            Err(NoFit::Missing { digit: 0, value: 8 })
        );
    }

    #[test]
    fn missing_entries_are_missing() {
        // Popcount: the reported entry is reached and never shown.
        let ones: Vec<u32> = (0..1024u32).map(u32::count_ones).collect();
        let found = DigitRecurrence::observed(&ones, 2);
        assert_eq!(
            found,
            Err(NoFit::Missing {
                digit: 0,
                value: 10
            })
        );
        assert!(ones.contains(&10));
        assert!((1..1024).all(|n| !(n % 2 == 0 && ones[n / 2] == 10)));
    }

    #[test]
    fn sequences_not_of_this_form() {
        // Random values: the last disagreement is near the end.
        let mut rng = TestRng::new(5);
        for len in [100, 2000] {
            for _ in 0..20 {
                let values: Vec<u32> = (0..len).map(|_| rng.below(3) as u32).collect();
                for base in 2..=10 {
                    assert!(DigitRecurrence::observed(&values, base).is_err());
                }
                assert!(DigitRecurrence::smallest_base(&values, 10).is_none());
                if len == 100 {
                    // Every base up to N (past N none can fit).
                    assert!(DigitRecurrence::smallest_base(&values, u64::MAX).is_none());
                }
            }
        }
        // A game whose values are not of this form in any small base.
        let values = exhaustive_values(2000, &halve_or_take_one);
        assert!(DigitRecurrence::smallest_base(&values, 16).is_none());
        assert!(matches!(
            DigitRecurrence::observed(&values, 2),
            Err(NoFit::TooShort { .. })
        ));
    }

    #[test]
    fn a_changed_value_becomes_an_exception() {
        let mut values: Vec<u32> = (0..1024u32).map(|n| n.count_ones() % 2).collect();
        values[5] ^= 1;
        let rule = DigitRecurrence::observed(&values, 2).unwrap();
        // 10 and 11 read f(·, g(5)) with the changed value and disagree
        // with the rest; from 12 on all agree.
        assert_eq!(rule.start(), 12);
        check_prefix(&rule, &values);
        for n in large_numbers() {
            assert_eq!(rule.value_at(n), n.count_ones() % 2, "{n}");
        }
    }

    #[test]
    fn halve_or_take_one_from_odd_against_exhaustive_search() {
        let values = exhaustive_values(2000, &halve_or_take_one_from_odd);
        let rule = DigitRecurrence::observed(&values, 2).unwrap();
        assert_eq!(rule.start(), 2);
        check_prefix(&rule, &values);
        // From any heap the search reaches only ⌊n/2^k⌋ and one less: it
        // computes g(n) for every n: u64, independently of the table.
        let mut memo = HashMap::new();
        for n in large_numbers() {
            let direct = grundy(&n, &halve_or_take_one_from_odd, &mut memo);
            assert_eq!(rule.value_at(n), direct, "{n}");
        }
        // The shortest prefix that shows a closed table already shows this
        // one, and so does every longer one.
        let shortest = (0..=200)
            .find(|&len| DigitRecurrence::observed(&values[..len], 2).is_ok())
            .unwrap();
        // g = 0 1 | 0 2 1 2 0 1: 2 and 3 give f(·, 1) (an exception's
        // value is an argument like any other), their values 0 and 2 lead
        // to f(·, 0) and f(·, 2) at 4 … 7, and those reach only 0, 1, 2.
        assert_eq!(shortest, 8);
        for len in shortest..=200 {
            let rule = DigitRecurrence::observed(&values[..len], 2).unwrap();
            assert_eq!(rule.start(), 2);
            check_prefix(&rule, &values);
        }
    }

    #[test]
    fn division_games_by_powers_of_the_base() {
        for (divisors, base) in [
            (&[2u64, 4][..], 2),
            (&[2, 4, 8][..], 2),
            (&[3, 9][..], 3),
            (&[10, 100][..], 10),
        ] {
            let moves = |&n: &u64| -> Vec<u64> {
                if n == 0 {
                    vec![]
                } else {
                    divisors.iter().map(|&d| n / d).collect()
                }
            };
            let values = exhaustive_values(2000, &moves);
            let rule = DigitRecurrence::observed(&values, base).unwrap();
            assert_eq!(rule.start(), 1);
            check_prefix(&rule, &values);
            let game = DivisionGame::new(divisors, u64::MAX);
            for n in large_numbers() {
                assert_eq!(rule.value_at(n), game.grundy(n), "{divisors:?} {n}");
            }
        }
    }

    #[test]
    fn base_ten_and_short_prefixes() {
        let sevens = |n: u64| n.to_string().matches('7').count() as u32 % 2;
        let values: Vec<u32> = (0..1000).map(sevens).collect();
        let rule = DigitRecurrence::observed(&values, 10).unwrap();
        check_prefix(&rule, &values);
        for n in large_numbers() {
            assert_eq!(rule.value_at(n), sevens(n), "{n}");
        }
        // g(0) … g(9) are enough here (every entry shows up by 9 or 17).
        for len in 0..10 {
            assert_eq!(
                DigitRecurrence::observed(&values[..len], 10),
                Err(NoFit::TooShort {
                    start: 1,
                    needed: 10
                })
            );
        }
        assert_eq!(
            DigitRecurrence::observed(&[], 2),
            Err(NoFit::TooShort {
                start: 1,
                needed: 2
            })
        );
        // One value in base 2: g(1) is unknown.
        assert!(DigitRecurrence::observed(&[0], 2).is_err());
        // A huge base saturates the count it reports.
        assert_eq!(
            DigitRecurrence::observed(&[0, 1], u64::MAX),
            Err(NoFit::TooShort {
                start: 1,
                needed: usize::try_from(u64::MAX).unwrap_or(usize::MAX)
            })
        );
    }

    #[test]
    fn zero_and_the_largest_number() {
        let values: Vec<u32> = (0..64u32).map(|n| 7 + n.count_ones() % 2).collect();
        let rule = DigitRecurrence::observed(&values, 2).unwrap();
        assert_eq!(rule.value_at(0), 7);
        assert_eq!(rule.value_at(u64::MAX), 7);
        assert_eq!(rule.value_at(u64::MAX - 1), 8);
        // g(0) need not be a value the table reaches: a constant after it.
        let rule = DigitRecurrence::observed(&[5, 1, 1, 1], 2).unwrap();
        assert_eq!((rule.value_at(0), rule.value_at(u64::MAX)), (5, 1));
        assert_eq!(rule.rule(0, 5), None);
        assert_eq!(rule.rule(0, 1), Some(1));
    }

    #[test]
    #[should_panic(expected = "the base must be at least 2")]
    fn base_one_is_refused() {
        let _ = DigitRecurrence::observed(&[0, 0, 0], 1);
    }
}
