//! Games whose only move splits one heap into two by a *split rule*:
//! Grundy's game (split into two unequal heaps) and its relatives, with
//! values computed by the sparse space method, never assumed periodic.
//!
//! # What a split rule covers, exactly
//! A [`SplitRule`] `{ min_heap, min_part, unequal }` allows a move that
//! replaces one heap `h` by two heaps `a` and `b` with `a + b = h` (no token
//! is removed) when `h ≥ min_heap`, `a ≥ min_part`, `b ≥ min_part`, and,
//! if `unequal`, `a ≠ b`. A heap with no such split is dead. Nothing else
//! is a move: no token is ever taken.
//!
//! # How it differs from octal codes
//! Octal codes ([`crate::impartial::octal`]) describe splits only through
//! "take `j` tokens and leave two non-empty heaps", always allowing every
//! pair of non-empty parts, equal or not, from the smallest heap that has
//! room for them. So among split rules only `{ 2, 1, false }` is an octal
//! game (`4.0`); the others are not, however close they look:
//! - Grundy's game `{ 1, 1, true }` forbids equal halves: `4.0` lets 2
//!   split into 1 + 1, and 4 into 2 + 2; Grundy's game lets 2 be dead.
//! - "Split a heap of at least 3" `{ 3, 1, false }` differs from `4.0` only
//!   in that 2 is dead, yet that changes most values after it (4.0 gives
//!   `0 0 1 0 1 0 1 0 …`, this rule `0 0 0 1 2 0 1 2 …`): writing it as
//!   `4.0` gives a silently wrong answer.
//! - "Both parts at least 2" `{ 1, 2, false }` is not `4.0` either.
//!
//! A rule whose moves also take tokens, or leave more than two heaps, is
//! not covered here.
//!
//! # Complexity
//! `O(N · (r + k))` for the first `N` values, `r` the heaps with rare values
//! and `k` the pairs scanned per heap (see
//! [`crate::impartial::sparse_space`]). For Grundy's game the mask is
//! `0b1111_1110` (parity of all bits but the last, as Flammenkamp found)
//! and only 1274 heaps below 10^6 have rare values, all of them below 10^5.

use crate::impartial::sparse_space::{SparseValues, Splits};

/// Which splits of a heap into two are moves; see the module docs for
/// exactly what this covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SplitRule {
    /// The smallest heap that may be split.
    pub min_heap: usize,
    /// The smallest part a split may leave (at least 1).
    pub min_part: usize,
    /// Whether the two parts must differ.
    pub unequal: bool,
}

impl SplitRule {
    /// Grundy's game: any heap splits into two non-empty heaps of
    /// different sizes.
    pub const GRUNDY: SplitRule = SplitRule {
        min_heap: 1,
        min_part: 1,
        unequal: true,
    };

    /// The smaller parts `a` of the splits `(a, heap − a)` the rule allows,
    /// as a range (empty if the heap is dead).
    ///
    /// # Panics
    /// If `min_part` is 0 (a split leaves two heaps).
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::split_game::SplitRule;
    /// assert_eq!(SplitRule::GRUNDY.smaller_parts(7), 1..=3);
    /// assert_eq!(SplitRule::GRUNDY.smaller_parts(8), 1..=3);
    /// assert!(SplitRule::GRUNDY.smaller_parts(2).is_empty());
    /// let at_least_3 = SplitRule { min_heap: 3, min_part: 1, unequal: false };
    /// assert!(at_least_3.smaller_parts(2).is_empty());
    /// assert_eq!(at_least_3.smaller_parts(8), 1..=4);
    /// ```
    pub fn smaller_parts(&self, heap: usize) -> std::ops::RangeInclusive<usize> {
        assert!(self.min_part >= 1, "a split leaves two non-empty heaps");
        let largest = if self.unequal {
            heap.saturating_sub(1) / 2
        } else {
            heap / 2
        };
        if heap < self.min_heap {
            return self.min_part..=self.min_part - 1;
        }
        self.min_part..=largest
    }
}

/// A split-rule game's Grundy values `G(0), G(1), …`, computed as far as
/// asked.
#[derive(Debug, Clone)]
pub struct SplitGame {
    rule: SplitRule,
    sparse: SparseValues,
}

impl SplitGame {
    /// A game with no value computed yet.
    ///
    /// # Panics
    /// If the rule's `min_part` is 0.
    pub fn new(rule: SplitRule) -> Self {
        assert!(rule.min_part >= 1, "a split leaves two non-empty heaps");
        SplitGame {
            rule,
            sparse: SparseValues::new(),
        }
    }

    /// The rule the game splits by.
    pub fn rule(&self) -> SplitRule {
        self.rule
    }

    /// Computes values until `G(0) … G(n − 1)` are known.
    ///
    /// # Complexity
    /// See the module docs: about `O(n · r)` for the new values, `r` the
    /// heaps with rare values.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::split_game::{SplitGame, SplitRule};
    /// let mut grundys_game = SplitGame::new(SplitRule::GRUNDY);
    /// grundys_game.compute_values(10);
    /// assert_eq!(grundys_game.values(), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
    /// ```
    pub fn compute_values(&mut self, n: usize) {
        while self.sparse.values().len() < n {
            let heap = self.sparse.values().len();
            let parts = self.rule.smaller_parts(heap);
            let splits = [Splits {
                total: heap,
                smallest: *parts.start(),
                largest: *parts.end(),
            }];
            let splits = if parts.is_empty() {
                &[][..]
            } else {
                &splits[..]
            };
            self.sparse.push_next(std::iter::empty(), splits);
        }
    }

    /// The values computed so far, `G(0) … G(N − 1)`.
    pub fn values(&self) -> &[u32] {
        self.sparse.values()
    }

    /// `G(heap)`, computing values as far as it if needed.
    ///
    /// # Complexity
    /// O(1) once computed; see [`SplitGame::compute_values`].
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::split_game::{SplitGame, SplitRule};
    /// let mut game = SplitGame::new(SplitRule::GRUNDY);
    /// // A sum of heaps 5, 6 and 7: 2 ⊕ 1 ⊕ 0.
    /// let sum = [5, 6, 7].iter().fold(0, |x, &h| x ^ game.grundy(h));
    /// assert_eq!(sum, 3);
    /// ```
    pub fn grundy(&mut self, heap: usize) -> u32 {
        self.compute_values(heap + 1);
        self.sparse.values()[heap]
    }
}

/// `G(0) … G(n − 1)` for a split rule the plain way: every split of every
/// heap, the mex read off a table. The reference the sparse method is
/// tested and benchmarked against.
///
/// # Complexity
/// O(n²).
///
/// # Example
/// ```
/// use game_theory::impartial::split_game::{plain_split_values, SplitRule};
/// assert_eq!(plain_split_values(SplitRule::GRUNDY, 8), [0, 0, 0, 1, 0, 2, 1, 0]);
/// ```
pub fn plain_split_values(rule: SplitRule, n: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(n);
    let mut seen: Vec<usize> = Vec::new();
    for heap in 0..n {
        let stamp = heap + 1;
        for a in rule.smaller_parts(heap) {
            let v = (values[a] ^ values[heap - a]) as usize;
            if v >= seen.len() {
                seen.resize(2 * v + 2, 0);
            }
            seen[v] = stamp;
        }
        let mex = (0..).find(|&v| seen.get(v).map_or(true, |&s| s != stamp));
        values.push(mex.expect("a value is missing") as u32);
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::octal::{plain_values, OctalCode};
    use crate::testing::exhaustive::grundy;
    use crate::testing::rules::split_rule_moves;
    use std::collections::HashMap;

    /// Rules with small parameters, Grundy's game among them.
    fn small_rules() -> Vec<SplitRule> {
        let mut rules = Vec::new();
        for min_heap in 0..=6 {
            for min_part in 1..=3 {
                for unequal in [false, true] {
                    rules.push(SplitRule {
                        min_heap,
                        min_part,
                        unequal,
                    });
                }
            }
        }
        rules
    }

    /// The mex over the rules as stated: every ordered pair `(a, b)` with
    /// `a + b = h` checked against each condition, no range reasoning.
    fn values_from_the_rules(rule: SplitRule, n: usize) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::new();
        for h in 0..n {
            let options: Vec<u32> = (0..=h)
                .filter(|&a| {
                    let b = h - a;
                    h >= rule.min_heap
                        && a >= rule.min_part
                        && b >= rule.min_part
                        && !(rule.unequal && a == b)
                })
                .map(|a| values[a] ^ values[h - a])
                .collect();
            values.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        values
    }

    #[test]
    fn grundys_game_matches_its_definition_to_2_to_the_12() {
        const N: usize = 1 << 12;
        let mut game = SplitGame::new(SplitRule::GRUNDY);
        game.compute_values(N);
        let expected = values_from_the_rules(SplitRule::GRUNDY, N);
        assert_eq!(game.values(), expected);
        assert_eq!(plain_split_values(SplitRule::GRUNDY, N), expected);
        // The sparse space was used (not a full scan): few rare heaps.
        assert!(
            game.sparse.rare_heaps() < N / 6,
            "{}",
            game.sparse.rare_heaps()
        );
    }

    #[test]
    fn every_small_rule_matches_its_definition() {
        for rule in small_rules() {
            let mut game = SplitGame::new(rule);
            game.compute_values(1500);
            assert_eq!(game.values(), values_from_the_rules(rule, 1500), "{rule:?}");
        }
    }

    #[test]
    fn sums_match_search_of_the_whole_game() {
        // Positions are multisets of heaps moved on by the rule as stated
        // (testing::rules), with no Grundy theory: every single heap up to
        // 16 and every pair of heaps with at most 16 tokens in all.
        for rule in small_rules() {
            let mut game = SplitGame::new(rule);
            let moves = split_rule_moves(rule.min_heap as u64, rule.min_part as u64, rule.unequal);
            let mut memo = HashMap::new();
            for a in 0..=16u64 {
                for b in 0..=(16 - a).min(a) {
                    let mut heaps: Vec<u64> = [b, a].into_iter().filter(|&h| h > 0).collect();
                    heaps.sort_unstable();
                    let expected = grundy(&heaps, &moves, &mut memo);
                    let got = game.grundy(a as usize) ^ game.grundy(b as usize);
                    assert_eq!(got, expected, "{rule:?} on heaps {a} and {b}");
                }
            }
        }
    }

    #[test]
    fn only_the_rule_2_1_equal_is_the_octal_game_4_0() {
        let octal = plain_values(&OctalCode::parse(b"4.0").unwrap(), 200);
        for rule in small_rules() {
            let same = plain_split_values(rule, 200) == octal;
            let is_4_0 = rule.min_part == 1 && rule.min_heap <= 2 && !rule.unequal;
            assert_eq!(same, is_4_0, "{rule:?}");
        }
        // "Split a heap of at least 3" agrees with 4.0 on heaps 0 and 1
        // only: the dead heap of 2 changes nearly every value after it.
        let at_least_3 = SplitRule {
            min_heap: 3,
            min_part: 1,
            unequal: false,
        };
        let values = plain_split_values(at_least_3, 200);
        let differ = (0..200).filter(|&h| values[h] != octal[h]).count();
        assert_eq!(&values[..8], [0, 0, 0, 1, 2, 0, 1, 2]);
        assert_eq!(&octal[..8], [0, 0, 1, 0, 1, 0, 1, 0]);
        assert!(differ > 150, "{differ}");
    }
}
