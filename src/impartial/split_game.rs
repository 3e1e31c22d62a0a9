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
//! `impartial/sparse_space.rs`). For Grundy's game the mask is
//! `0b1111_1110` (parity of all bits but the last, as Flammenkamp found)
//! and only 1274 heaps below 10^6 have rare values, all of them below 10^5.
//!
//! Once heaps have smaller parts up to 1024, values are computed 16 heaps
//! at a time while they are bytes ([`SplitGame::compute_to`]): the
//! options' marks, a store each, bound the sparse space method, and a part
//! `a` read once for 16 heaps `h` (their `G(h − a)` are adjacent bytes)
//! turns three loads and a bounds check a mark into two word loads per 16
//! marks, and two parts' marks per heap side by side often share a cache
//! line. Grundy's game to 10^6 (release, CPU time on a shared, loaded
//! 2-core host): 0.72 to 0.75 s, from 1.08 to 1.23 s heap by heap; the
//! block pass's marks are some 55% of it, the compared tails a quarter.

use crate::impartial::sparse_space::{remove_byte_pairs, ByteValues, SparseValues, Splits};

/// Heaps computed together by the block path ([`SplitGame::push_block`]):
/// for a part `a`, `G(h − a)` over the block's heaps `h` are adjacent bytes,
/// read in two words and shared by all of them. 16 keeps the block's
/// tables of marks (4 KB) in the first-level cache.
pub(crate) const BLOCK: usize = 16;

/// The smaller parts below this every heap of a block marks in the block
/// pass, before its own scan goes on from here: the first pairs a scan
/// looks at, marked for 16 heaps at a shared load. Past it, a heap's scan
/// marks pair by pair while more than 8 rare values are missing (some 650
/// pairs from the start in Grundy's game, some 80 past 1024), then compares
/// 64 pairs a round against them, cheaper a pair than a mark. Measured on
/// Grundy's game to 10^6: 512 to 1280 alike, 1536 a tenth slower, 2048 a
/// fifth.
pub(crate) const SHARED_SCAN: usize = 1024;

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
    /// The block path's tables of marks, one per heap of a block: `seen[v]`
    /// is 1 once `v` is found an option.
    tables: Vec<[u8; 256]>,
    /// Scratch: the rare values a heap of a block still looks for.
    missing: Vec<u32>,
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
            tables: vec![[0; 256]; BLOCK],
            missing: Vec::new(),
        }
    }

    /// The rule the game splits by.
    pub fn rule(&self) -> SplitRule {
        self.rule
    }

    /// Computes values until `G(0) … G(largest)` are known: the heaps up
    /// to `largest`, inclusive, as every heap table of this crate.
    ///
    /// # Complexity
    /// See the module docs: about `O(n · r)` for the new values, `r` the
    /// heaps with rare values.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::split_game::{SplitGame, SplitRule};
    /// let mut grundys_game = SplitGame::new(SplitRule::GRUNDY);
    /// grundys_game.compute_to(9);
    /// assert_eq!(grundys_game.values(), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
    /// ```
    pub fn compute_to(&mut self, largest: usize) {
        self.compute_first(largest + 1);
    }

    /// Computes the first `n` values.
    fn compute_first(&mut self, n: usize) {
        while self.sparse.values().len() < n {
            if !self.push_block(n) {
                self.push_one();
            }
        }
    }

    /// Computes the next value alone.
    fn push_one(&mut self) {
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

    /// Computes the next [`BLOCK`] values together, if all of them are
    /// wanted (below `n`) and the values are past the start: every value
    /// so far below 256, a mask chosen, and every heap of the block with
    /// smaller parts up to [`SHARED_SCAN`]. A block stops short of the
    /// next mask choice, so the mask is chosen when the number of values
    /// doubles, as heap by heap (any mask gives the same values). Returns
    /// whether it computed any value.
    ///
    /// The sparse space method marks, for every heap `h`, the pairs with a
    /// rare part and then the pairs `(a, h − a)` from the smallest `a` up,
    /// a store a pair; stores, not loads, bound it. Here, for every part
    /// `a` at least [`BLOCK`] that is either below [`SHARED_SCAN`] or a
    /// rare heap below half the block's first heap `n0`, the block's
    /// `G(h − a)` are the adjacent bytes `G(n0 − a) …`, all known: one load
    /// of two words for 16 marks instead of three loads a mark. What is
    /// left for each heap alone: the parts below [`BLOCK`] (whose larger
    /// part may be in the block), the rare heaps from half of `n0` on (as
    /// either part), then the scan from [`SHARED_SCAN`] on.
    fn push_block(&mut self, n: usize) -> bool {
        let n0 = self.sparse.values().len();
        let rule = self.rule;
        let Some((bytes, rare, mask, next_mask_choice)) = self.sparse.byte_parts() else {
            return false;
        };
        let largest = |heap: usize| *rule.smaller_parts(heap).end();
        if n0 + BLOCK > n.min(next_mask_choice)
            || n0 < rule.min_heap
            || rule.min_part > BLOCK
            || largest(n0) + 1 < SHARED_SCAN
        {
            return false;
        }
        // Rare parts below `half` are below half of every heap of the block.
        let half = (n0 + 1) / 2;
        let start = rare.partition_point(|&r| r < SHARED_SCAN);
        let end = rare.partition_point(|&r| r < half).max(start);
        // 1 for each rare value: a look-up, not a parity, per value.
        let mut is_rare = [0; 256];
        for (v, rare) in (0u32..).zip(&mut is_rare) {
            *rare = u8::from((v & mask).count_ones() % 2 == 0);
        }
        let tables: &mut [[u8; 256]; BLOCK] =
            (&mut self.tables[..]).try_into().expect("a table a heap");
        tables.iter_mut().for_each(|seen| *seen = [0; 256]);
        let forward = &bytes.forward;
        mark_block(
            tables,
            forward,
            n0,
            (BLOCK..SHARED_SCAN).map(|a| (a, forward[a])),
        );
        let rare_parts = rare[start..end].iter().copied();
        mark_block(
            tables,
            forward,
            n0,
            rare_parts.zip(bytes.rare_values[start..end].iter().copied()),
        );
        for seen in tables.iter_mut() {
            let heap = self.sparse.values().len();
            let (bytes, rare, _, _) = self.sparse.byte_parts().expect("still bytes");
            let forward = &bytes.forward;
            let largest = largest(heap);
            for a in rule.min_part..BLOCK.min(largest + 1) {
                seen[usize::from(forward[a] ^ forward[heap - a])] = 1;
            }
            // The rare heaps from `end` on: new ones, or above `half`.
            for (&r, &g) in rare[end..].iter().zip(&bytes.rare_values[end..]) {
                let part = r.min(heap - r);
                if part >= rule.min_part && part <= largest {
                    seen[usize::from(g ^ forward[heap - r])] = 1;
                }
            }
            let scans = [(heap, largest)];
            match value_from_marks(seen, bytes, &is_rare, &mut self.missing, &scans) {
                Some(value) => self.sparse.push_value(value),
                None => {
                    // A value of 256 or more: the plain path takes over.
                    self.push_one();
                    return true;
                }
            }
        }
        true
    }

    /// The values computed so far, `G(0) … G(N − 1)`.
    pub fn values(&self) -> &[u32] {
        self.sparse.values()
    }

    /// `G(heap)`, computing values as far as it if needed.
    ///
    /// # Complexity
    /// O(1) once computed; see [`SplitGame::compute_to`].
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
        // Whole blocks, so that asking for heaps one by one still takes
        // the block path.
        self.compute_first((heap / BLOCK + 1) * BLOCK);
        self.sparse.values()[heap]
    }
}

/// Marks `g ⊕ G(n0 + j − a)` in `tables[j]`, for each of the block's heaps
/// `n0 + j` and each part `a` (at least [`BLOCK`]) with its value `g`: the
/// block's larger parts are the bytes from `G(n0 − a)` on, read as two
/// words and XORed with `g` in every byte at once.
#[inline(never)]
pub(crate) fn mark_block(
    tables: &mut [[u8; 256]; BLOCK],
    forward: &[u8],
    n0: usize,
    parts: impl Iterator<Item = (usize, u8)>,
) {
    // Each word of larger parts XORed with its part's value in every byte.
    let words = |a: usize, g: u8| {
        let larger = &forward[n0 - a..n0 - a + BLOCK];
        let spread = u64::from(g) * 0x0101_0101_0101_0101;
        let word = |i: usize| u64::from_le_bytes(larger[i..i + 8].try_into().expect("8 bytes"));
        [word(0) ^ spread, word(8) ^ spread]
    };
    let mut parts = parts;
    while let Some((a, g)) = parts.next() {
        // Two parts at a time, each heap's two marks one after the other:
        // two stores into one table often share a cache line, which the
        // store buffer can commit together (a fifth faster, measured).
        let first = words(a, g);
        let second = parts.next().map_or(first, |(a, g)| words(a, g));
        for (half, lanes) in tables.chunks_exact_mut(8).enumerate() {
            for (j, seen) in lanes.iter_mut().enumerate() {
                seen[usize::from((first[half] >> (8 * j)) as u8)] = 1;
                seen[usize::from((second[half] >> (8 * j)) as u8)] = 1;
            }
        }
    }
}

/// At most this many rare values still missing, a heap's scan stops marking
/// pairs and compares them against each missing value (as the sparse
/// space's own scan does, and measured the same way).
const COMPARED_MISSING: usize = 8;

/// Pairs the scan marks between checks, per rare value still missing.
const BLOCK_PER_MISSING: usize = 32;

/// The value of a heap once every pair with a rare part and every pair
/// whose smaller part is below [`SHARED_SCAN`] is marked in `seen` (1 for
/// a value found), and every other option too: the smallest common value
/// not marked (the candidate), unless a rare value below it is no option,
/// looked for by scanning, for each `(total, largest)` of `scans`, the
/// pairs `(a, total − a)` for `a` from [`SHARED_SCAN`] up to `largest`
/// (see `impartial/sparse_space.rs` for why this is exact; a heap
/// split by one rule has one scan, `(heap, largest)`). `is_rare[v]` is 1
/// for a rare value, 0 for a common one. `None` if every common value
/// below 256 is marked.
pub(crate) fn value_from_marks(
    seen: &mut [u8; 256],
    bytes: &ByteValues,
    is_rare: &[u8; 256],
    missing: &mut Vec<u32>,
    scans: &[(usize, usize)],
) -> Option<u32> {
    // The rare values below the candidate not marked, kept without a
    // branch on each: about half are marked, at random.
    let mut below = [0; 256];
    let mut kept = 0;
    let candidate = (0..256).find(|&v| {
        let unseen = seen[v as usize] == 0;
        below[kept] = v;
        kept += usize::from(unseen);
        // One test, taken once: common and not marked.
        seen[v as usize] | is_rare[v as usize] == 0
    })?;
    missing.clear();
    missing.extend(&below[..kept - 1]);
    for &(total, largest) in scans {
        let mut from = SHARED_SCAN;
        while from <= largest && !missing.is_empty() {
            let (low, high) = bytes.pairs(total, from, largest);
            if missing.len() > COMPARED_MISSING {
                let block = low.len().min(BLOCK_PER_MISSING * missing.len());
                for (&x, &y) in low[..block].iter().zip(&high[..block]) {
                    seen[usize::from(x ^ y)] = 1;
                }
                missing.retain(|&v| seen[v as usize] == 0);
                from += block;
            } else {
                remove_byte_pairs(low, high, missing);
                break;
            }
        }
    }
    Some(missing.first().copied().unwrap_or(candidate))
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
    use crate::testing::rng::TestRng;
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
        game.compute_first(N);
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

    /// Whether the block path has computed any value (its tables are
    /// written by nothing else).
    fn took_the_block_path(game: &SplitGame) -> bool {
        game.tables.iter().any(|seen| seen.contains(&1))
    }

    #[test]
    fn the_block_path_matches_the_plain_values_for_every_small_rule() {
        // Blocks start once heaps have smaller parts up to SHARED_SCAN
        // (from about 2 * SHARED_SCAN) and stop before each mask choice
        // (at 4096): the length is no multiple of BLOCK and goes past 4096,
        // so blocks end at both, and a partial block is left heap by heap.
        let n = 4096 + 5 * BLOCK + 7;
        for rule in small_rules() {
            let mut game = SplitGame::new(rule);
            game.compute_first(n);
            assert!(took_the_block_path(&game), "{rule:?}");
            assert_eq!(game.values(), plain_split_values(rule, n), "{rule:?}");
            // The mask was chosen at 4096 values, as heap by heap.
            let next_mask_choice = game.sparse.byte_parts().map(|parts| parts.3);
            assert_eq!(next_mask_choice, Some(8192), "{rule:?}");
        }
    }

    #[test]
    fn values_asked_in_pieces_are_the_values_asked_at_once() {
        // Lengths that end blocks anywhere, and single heaps asked in an
        // order of their own (which compute whole blocks ahead).
        let rule = SplitRule::GRUNDY;
        let n = 3 * SHARED_SCAN;
        let mut at_once = SplitGame::new(rule);
        at_once.compute_first(n);
        let mut pieces = SplitGame::new(rule);
        let mut len = 0;
        for step in [1, 7, 1, 2 * SHARED_SCAN, 3, BLOCK, BLOCK + 1, 29]
            .iter()
            .cycle()
        {
            len = (len + step).min(n);
            pieces.compute_first(len);
            assert_eq!(pieces.values(), &at_once.values()[..len]);
            if len == n {
                break;
            }
        }
        let mut asked = SplitGame::new(rule);
        let mut rng = TestRng::new(5);
        for _ in 0..300 {
            let heap = rng.below(n as u64) as usize;
            assert_eq!(asked.grundy(heap), at_once.values()[heap], "{heap}");
        }
        assert!(took_the_block_path(&asked));
    }

    #[test]
    fn marks_of_every_common_value_leave_the_block_path() {
        // Every common value below 256 an option: the value is 256 or
        // more, which bytes cannot hold, so the block path gives it up.
        let mut game = SplitGame::new(SplitRule::GRUNDY);
        game.compute_first(3 * SHARED_SCAN);
        let (bytes, _, mask, _) = game.sparse.byte_parts().expect("bytes");
        let heap = game.values().len();
        let largest = *SplitRule::GRUNDY.smaller_parts(heap).end();
        let is_rare: Vec<u8> = (0..256u32)
            .map(|v| u8::from((v & mask).count_ones() % 2 == 0))
            .collect();
        let is_rare: [u8; 256] = is_rare.try_into().unwrap();
        let mut missing = Vec::new();
        let mut seen = [1; 256];
        assert_eq!(
            value_from_marks(&mut seen, bytes, &is_rare, &mut missing, &[(heap, largest)]),
            None
        );
        // Only the rare values marked: the smallest common value is the
        // candidate, and no rare value is missing.
        let mut seen = is_rare;
        let smallest_common = (0..256).find(|&v| is_rare[v as usize] == 0).unwrap();
        let value = value_from_marks(&mut seen, bytes, &is_rare, &mut missing, &[(heap, largest)]);
        assert_eq!(value, Some(smallest_common));
    }

    #[test]
    fn every_small_rule_matches_its_definition() {
        for rule in small_rules() {
            let mut game = SplitGame::new(rule);
            game.compute_first(1500);
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
