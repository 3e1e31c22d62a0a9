//! The sparse space method: Grundy values of take-and-break games whose
//! moves split a heap into two, computed with far fewer looks than the
//! `n/2` pairs of each heap `n`. One implementation, shared by the octal engine
//! ([`crate::impartial::octal`]) and the split-rule engine
//! ([`crate::impartial::split_game`]).
//!
//! # Why it is exact
//! `G(n)` is the mex of the values of the single heaps a move leaves and,
//! for each split into `(a, b)`, of `G(a) ⊕ G(b)`. A mask `m` sorts values
//! into *common* ones (odd parity of `v & m`) and *rare* ones (even
//! parity). Parity of `(x ⊕ y) & m` is the sum of the parities of `x & m`
//! and `y & m`, so a pair's value is common exactly when one part is rare
//! and the other common. Hence every common option comes from a pair with a
//! rare part; marking those pairs (and the single heaps) finds every common
//! option, and the smallest common value `c` not marked is the smallest
//! common value missing from all options. So `G(n) ≤ c`, and `G(n)` is the
//! smallest rare value below `c` missing from all options, or `c` if there
//! is none. The rare values below `c` still unmarked are then looked for by
//! scanning every pair, stopping as soon as all have turned up; a scan that
//! ends without them has looked at every option, so what it leaves unmarked
//! is truly missing. Nothing is assumed of the mask: a bad one only makes
//! the scan long, never the answer wrong (Berlekamp, Conway and Guy,
//! Winning Ways ch. 4; Gangolli and Plambeck 1989; Flammenkamp's
//! computations of octal games and Grundy's game).
//!
//! The mask is the one under which the fewest of the more recent half of
//! the values are rare, chosen again each time the number of values
//! doubles. For most octal games, and for Grundy's game, the heaps with
//! rare values are few and stop early (Grundy's game: 1274 below 10^6, all
//! below 10^5, under the mask `0b1111_1110`).
//!
//! # Complexity
//! `O(N · (r + k))` for `N` values with `r` rare heaps and `k` pairs scanned
//! until the rare values below the candidate appear; `O(N²)` at worst (no
//! sparse space). Memory: 4 bytes a value, 2 more while every value is
//! below 256, plus the rare heaps' list.
//!
//! While every value is below 256 the values are kept as bytes too, once
//! forward and once reversed, so both parts of a split read forward: the
//! rare pass reads bytes, and once at most 8 rare values are missing the
//! scan compares 64 pairs a round against each of them (in code the
//! compiler vectorizes) instead of marking pair by pair. The first value
//! past 255 ends the byte path and the computation goes on with words,
//! unchanged.
//!
//! Grundy's game to 10^6 (measured, release, a shared 2-core host): `r` =
//! 1274, all below 10^5, so some 1.27·10^9 rare-pair looks; about 3,170
//! pairs scanned per heap, 2,400 of them once at most 8 values are missing
//! and 1,100 for the last one alone. 3.8 to 4.6 s on words only, 1.3 to
//! 1.65 s on the byte path comparing 16 pairs in two words (a third each
//! in the rare pass, the marking scan and the compared tail), 1.2 to 1.3 s
//! comparing 64 pairs in vectors (the compared tail down to a sixth).
//! The split-rule engine computes 16 heaps at a time on top of this, from
//! `SparseValues::byte_parts` (see [`crate::impartial::split_game`]), and
//! so does the take-and-break engine, each heap's value found here from
//! the options the block has marked (`SparseValues::push_marked`).

/// The splits of a heap of `total` into `(a, total − a)` for every `a` in
/// `smallest..=largest`, where `largest ≤ total / 2` (so `a` is the smaller
/// part, or an equal one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Splits {
    pub total: usize,
    pub smallest: usize,
    pub largest: usize,
}

/// At most this many rare values still missing, the byte path's scan stops
/// marking pairs and compares [`LANES`] pairs a round against each missing
/// value. Measured on Grundy's game to 10^6: 8 beats 16 and 32 (a compare
/// costs some 3 operations a value per 16 pairs, a mark a store a pair);
/// the last missing value alone takes some 1,100 of the 3,200 pairs a heap
/// scans, the last 8 some 2,400.
const COMPARED_MISSING: usize = 8;

/// Pairs the byte path's scan compares a round against the missing values.
/// Measured: 64 beats 16 in words and 128.
const LANES: usize = 64;

/// Pairs the byte path marks between checks, per rare value still missing
/// (a check costs a few operations a missing value). Measured on Grundy's
/// game to 10^6: 16 to 32 best, a fixed 64 a fifth slower.
const BLOCK_PER_MISSING: usize = 32;

/// The values again, as bytes, kept while every value is below 256: a
/// quarter of the memory (Grundy's game's 10^6 values fit the cache in 1
/// MB), and 8 values a word for the scan's comparisons.
#[derive(Debug, Clone, Default)]
pub(crate) struct ByteValues {
    /// `G(h)` at `h`.
    pub forward: Vec<u8>,
    /// `G(h)` at `len − 1 − h` (`len` above the number of values), so the larger parts of a heap's splits,
    /// `G(total − a)` for increasing `a`, are read forward too (`len` is a
    /// power of two, doubled as values come).
    reversed: Vec<u8>,
    /// `G(a)` for each rare heap `a`, in the order of the rare heaps' list.
    pub rare_values: Vec<u8>,
}

impl ByteValues {
    fn push(&mut self, value: u8) {
        let n = self.forward.len();
        // Room for this value and the next heap's `G(total)` slot, so
        // `len − 1 − total` is never negative.
        if n + 2 > self.reversed.len() {
            // As much room again, in front.
            let room = self.reversed.len().max(64);
            self.reversed.splice(..0, std::iter::repeat(0).take(room));
        }
        let len = self.reversed.len();
        self.reversed[len - 1 - n] = value;
        self.forward.push(value);
    }

    /// `(G(a), G(total − a))` for `a` in `from..=to`, as two slices read
    /// forward.
    pub fn pairs(&self, total: usize, from: usize, to: usize) -> (&[u8], &[u8]) {
        let base = self.reversed.len() - 1 - total;
        (
            &self.forward[from..=to],
            &self.reversed[base + from..=base + to],
        )
    }
}

/// Marks `G(a) ⊕ larger[a]` for each rare heap `a` with its value `G(a)`.
/// Apart from the caller's many live values, so the stamp stays in a
/// register (inlined, it was reloaded from the stack at every look): this
/// loop is the rare pass's whole cost, a third of Grundy's game's.
#[inline(never)]
fn mark_rare_byte_pairs(
    seen: &mut [u32; 256],
    larger: &[u8],
    rare: &[usize],
    rare_values: &[u8],
    stamp: u32,
) {
    for (&a, &g) in rare.iter().zip(rare_values) {
        seen[usize::from(larger[a] ^ g)] = stamp;
    }
}

/// Whether some byte of `lanes` is not 0.
fn some_set(lanes: &[u8; LANES]) -> bool {
    let mut folded = [0u8; 16];
    for (i, f) in folded.iter_mut().enumerate() {
        *f = lanes[i] | lanes[i + 16] | lanes[i + 32] | lanes[i + 48];
    }
    u128::from_le_bytes(folded) != 0
}

/// Removes from `targets` (each below 256) every value `low[i] ⊕ high[i]`
/// takes, looking at every pair unless all targets turn up first, [`LANES`]
/// pairs a round. A pair matches a target when their XOR is 0, so the
/// lanes' minimum over the targets has a zero exactly when some pair in the
/// round matches some target; only then is each target looked for alone.
/// Written for the compiler to vectorize: two operations a target per 16
/// pairs.
#[inline(never)]
pub(crate) fn remove_byte_pairs(low: &[u8], high: &[u8], targets: &mut Vec<u32>) {
    let chunks = low.chunks_exact(LANES).zip(high.chunks_exact(LANES));
    for (x, y) in chunks {
        if targets.is_empty() {
            return;
        }
        let mut xor = [0u8; LANES];
        for ((v, &x), &y) in xor.iter_mut().zip(x).zip(y) {
            *v = x ^ y;
        }
        let mut hits = [0u8; LANES];
        for &t in targets.iter() {
            for (h, &v) in hits.iter_mut().zip(&xor) {
                *h |= if v == t as u8 { u8::MAX } else { 0 };
            }
        }
        if some_set(&hits) {
            targets.retain(|&t| {
                let mut lanes = [0u8; LANES];
                for (l, &v) in lanes.iter_mut().zip(&xor) {
                    *l = if v == t as u8 { u8::MAX } else { 0 };
                }
                !some_set(&lanes)
            });
        }
    }
    let tail = low.len() / LANES * LANES;
    for (&x, &y) in low[tail..].iter().zip(&high[tail..]) {
        let v = u32::from(x ^ y);
        if targets.contains(&v) {
            targets.retain(|&t| t != v);
        }
    }
}

/// Grundy values `G(0), G(1), …`, computed one heap at a time from the
/// options the caller names.
#[derive(Debug, Clone)]
pub(crate) struct SparseValues {
    values: Vec<u32>,
    /// The mask that makes values common (odd parity of `v & mask`); 0
    /// until one is chosen, when every value counts as rare and the
    /// computation is the plain one.
    mask: u32,
    /// The heaps with rare values, in increasing order.
    rare: Vec<usize>,
    /// Per value, the last heap (plus 1) whose computation saw it as an
    /// option. Its length, a power of two of at least 256, is at least
    /// twice every value so far, so it holds every XOR of two values and
    /// the mex; marking is a plain store, with no read-modify-write chain
    /// between marks.
    seen: Vec<u32>,
    /// Scratch: the rare values below the candidate not yet seen.
    missing: Vec<u32>,
    next_mask_choice: usize,
    /// The values as bytes while every value is below 256; `None` from the
    /// first value that is not, when the computation goes on with `values`.
    bytes: Option<ByteValues>,
}

impl SparseValues {
    pub fn new() -> Self {
        SparseValues {
            values: Vec::new(),
            mask: 0,
            rare: Vec::new(),
            seen: vec![0; 256],
            missing: Vec::new(),
            next_mask_choice: 64,
            bytes: Some(ByteValues::default()),
        }
    }

    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// How many heaps so far have rare values (for tests and benchmarks).
    #[cfg(test)]
    pub fn rare_heaps(&self) -> usize {
        self.rare.len()
    }

    /// The heaps with rare values under the current mask, in increasing
    /// order (every heap before a mask is chosen).
    pub fn rare_heap_list(&self) -> &[usize] {
        &self.rare
    }

    /// A power of two above every value so far (and at least 128).
    pub fn value_bound(&self) -> usize {
        self.seen.len() / 2
    }

    /// The number of values at which [`Self::push_next`] next chooses the
    /// mask (the number of values doubles between choices).
    pub fn next_mask_choice(&self) -> usize {
        self.next_mask_choice
    }

    /// Whether the values are still kept as bytes (for tests).
    #[cfg(test)]
    fn has_bytes(&self) -> bool {
        self.bytes.is_some()
    }

    /// For a caller marking pairs itself: the values as bytes, the rare
    /// heaps, the mask and the heap at which it is next chosen; `None` off
    /// the byte path or before a mask is chosen.
    pub fn byte_parts(&self) -> Option<(&ByteValues, &[usize], u32, usize)> {
        let bytes = self.byte_values()?;
        Some((bytes, &self.rare, self.mask, self.next_mask_choice))
    }

    /// The values as bytes, once a mask is chosen, while every value is
    /// below 256.
    pub fn byte_values(&self) -> Option<&ByteValues> {
        self.bytes.as_ref().filter(|_| self.mask != 0)
    }

    /// The mask under which the fewest of the recent half of the values
    /// are rare (masks over the low 12 bits, counted through a histogram).
    fn choose_mask(&mut self) {
        let mut count = vec![0; 1 << 12];
        for &v in &self.values[self.values.len() / 2..] {
            count[(v & 0xfff) as usize] += 1;
        }
        let present: Vec<u32> = (0..1 << 12).filter(|&v| count[v as usize] > 0).collect();
        let top = present.last().map_or(0, |&v| v);
        let rare_count = |&mask: &u32| -> usize {
            let rare = present.iter().filter(|&&v| is_rare(mask, v));
            rare.map(|&v| count[v as usize]).sum()
        };
        let masks = 1..(top + 1).next_power_of_two().max(2);
        self.mask = masks.min_by_key(rare_count).unwrap_or(1);
        let mask = self.mask;
        self.rare = (0..self.values.len())
            .filter(|&h| is_rare(mask, self.values[h]))
            .collect();
        if let Some(bytes) = &mut self.bytes {
            bytes.rare_values = self.rare.iter().map(|&h| bytes.forward[h]).collect();
        }
    }

    /// Computes `G(n)` for the next heap `n`, whose options are the single
    /// heaps `singles` (each below `n`) and the pairs of `splits` (each
    /// total at most `n`, each part at least 1 and below `n`).
    pub fn push_next(&mut self, singles: impl Iterator<Item = usize>, splits: &[Splits]) {
        let n = self.values.len();
        if n >= self.next_mask_choice {
            self.choose_mask();
            self.next_mask_choice = 2 * n;
        }
        // Stamps count heaps from 1; the values (and so heaps) this engine
        // is asked for stay far below 2^32.
        let stamp = n as u32 + 1;
        for left in singles {
            self.seen[self.values[left] as usize] = stamp;
        }
        self.push_marked(&[], splits, 0);
    }

    /// Records `value` as the next heap's (found by [`Self::push_next`], or
    /// by a caller from [`Self::byte_parts`]).
    pub fn push_value(&mut self, value: u32) {
        let rare = is_rare(self.mask, value);
        if rare {
            self.rare.push(self.values.len());
        }
        self.values.push(value);
        match (&mut self.bytes, u8::try_from(value)) {
            (Some(bytes), Ok(byte)) => {
                bytes.push(byte);
                if rare {
                    bytes.rare_values.push(byte);
                }
            }
            _ => self.bytes = None,
        }
        // Keep the stamps' length at least twice every value.
        if 2 * (value as usize + 1) > self.seen.len() {
            let len = (2 * (value as usize + 1)).next_power_of_two();
            self.seen.resize(len, 0);
        }
    }

    /// Computes `G(n)` for the next heap `n`, whose single heaps are
    /// marked with its stamp, `n + 1`, or found by the caller: `marked[v]`
    /// is 1 for each value it has found an option (below `marked.len()`),
    /// among them every pair with a rare part below `rare_from`. `splits`
    /// holds the pairs the caller has not looked at otherwise (see
    /// `TakeBreakGame`'s blocks of heaps). Returns the value. The mask is
    /// chosen by [`Self::push_next`] alone.
    pub fn push_marked(&mut self, marked: &[u8], splits: &[Splits], rare_from: usize) -> u32 {
        let stamp = self.values.len() as u32 + 1;
        // Every pair with a rare part, as the smaller part or the larger:
        // all the common options, and some rare ones.
        for &Splits {
            total,
            smallest,
            largest,
        } in splits
        {
            for (from, to) in [(smallest, largest), (total - largest, total - smallest)] {
                let start = self.rare.partition_point(|&a| a < from.max(rare_from));
                let end = start + self.rare[start..].partition_point(|&a| a <= to);
                let rare = &self.rare[start..end];
                match &self.bytes {
                    Some(bytes) => {
                        // `larger[a]` is `G(total − a)`.
                        let larger = &bytes.reversed[bytes.reversed.len() - 1 - total..];
                        let seen = (&mut self.seen[..256]).try_into().expect("256 stamps");
                        let rare_values = &bytes.rare_values[start..end];
                        mark_rare_byte_pairs(seen, larger, rare, rare_values, stamp);
                    }
                    None => {
                        for &a in rare {
                            let v = self.values[a] ^ self.values[total - a];
                            self.seen[v as usize] = stamp;
                        }
                    }
                }
            }
        }
        // Every common value below the candidate is an option, so the
        // value is the candidate unless a rare value below it is not. (No
        // mask yet: every value is rare, and the pairs above were all the
        // pairs.) About half the values are options, at random: the tests
        // are kept free of branches.
        let unseen = |this: &Self, v: u32| {
            let marked = marked.get(v as usize).is_some_and(|&m| m != 0);
            (this.seen[v as usize] != stamp) & !marked
        };
        let mut missing = std::mem::take(&mut self.missing);
        let mut kept = 0;
        let candidate = (0..)
            .find(|&v| {
                if kept == missing.len() {
                    missing.resize(kept + 64, 0);
                }
                let unseen = unseen(self, v);
                missing[kept] = v;
                kept += usize::from(unseen);
                unseen & (self.mask == 0 || !is_rare(self.mask, v))
            })
            .expect("a value is free");
        // The unseen values before the candidate are rare.
        missing.truncate(kept - 1);
        for split in splits {
            let mut from = split.smallest;
            while from <= split.largest && !missing.is_empty() {
                match &self.bytes {
                    // Bytes XOR to bytes: a missing value past 255 is no
                    // pair's, and only marking says so.
                    Some(bytes) if missing.len() <= COMPARED_MISSING && candidate <= 256 => {
                        let (low, high) = bytes.pairs(split.total, from, split.largest);
                        remove_byte_pairs(low, high, &mut missing);
                        break;
                    }
                    _ => {
                        let block = BLOCK_PER_MISSING * missing.len();
                        let to = split.largest.min(from + block - 1);
                        // `G(a) ⊕ G(total − a)` for `a` in `from..=to`. The
                        // stamps' length is a power of two above every XOR
                        // of two values: the AND only spares the bounds
                        // check.
                        let wrap = self.seen.len() - 1;
                        let low = &self.values[from..=to];
                        let high = &self.values[split.total - to..=split.total - from];
                        for (&x, &y) in low.iter().zip(high.iter().rev()) {
                            self.seen[(x ^ y) as usize & wrap] = stamp;
                        }
                        missing.retain(|&v| unseen(self, v));
                        from = to + 1;
                    }
                }
            }
        }
        let value = missing.first().copied().unwrap_or(candidate);
        self.missing = missing;
        self.push_value(value);
        value
    }
}

/// Whether `value` is rare under `mask`: even parity of `value & mask`.
fn is_rare(mask: u32, value: u32) -> bool {
    (value & mask).count_ones() % 2 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    /// A game of heaps given by who may move where: `takes` lets a move
    /// leave any smaller heap, `splits_from` lets a heap of at least that
    /// split into two non-empty heaps (`unequal`: of different sizes).
    #[derive(Clone, Copy)]
    struct Rule {
        takes: bool,
        splits_from: usize,
        unequal: bool,
    }

    /// Grundy's game.
    const GRUNDY: Rule = Rule {
        takes: false,
        splits_from: 3,
        unequal: true,
    };
    /// Lasker's Nim: take any number, or split in two. Its values run
    /// past 255 from heap 255 on.
    const LASKER: Rule = Rule {
        takes: true,
        splits_from: 2,
        unequal: false,
    };

    fn splits(rule: Rule, heap: usize) -> Vec<Splits> {
        let largest = if rule.unequal {
            heap.saturating_sub(1) / 2
        } else {
            heap / 2
        };
        if heap < rule.splits_from || largest == 0 {
            return Vec::new();
        }
        vec![Splits {
            total: heap,
            smallest: 1,
            largest,
        }]
    }

    fn compute(sparse: &mut SparseValues, rule: Rule, n: usize) {
        while sparse.values().len() < n {
            let heap = sparse.values().len();
            let singles = (0..heap).filter(|_| rule.takes);
            sparse.push_next(singles, &splits(rule, heap));
        }
    }

    /// The mex over every move as stated, one option at a time.
    fn by_definition(rule: Rule, n: usize) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::new();
        for heap in 0..n {
            let mut options: Vec<u32> = Vec::new();
            if rule.takes {
                options.extend(&values);
            }
            for a in 1..heap {
                let b = heap - a;
                if heap >= rule.splits_from && a <= b && !(rule.unequal && a == b) {
                    options.push(values[a] ^ values[b]);
                }
            }
            values.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        values
    }

    fn words_only() -> SparseValues {
        let mut sparse = SparseValues::new();
        sparse.bytes = None;
        sparse
    }

    #[test]
    fn byte_and_word_paths_match_the_definition() {
        for (rule, n) in [(GRUNDY, 1 << 12), (LASKER, 700)] {
            let expected = by_definition(rule, n);
            for mut sparse in [SparseValues::new(), words_only()] {
                compute(&mut sparse, rule, n);
                assert_eq!(sparse.values(), expected);
            }
        }
    }

    #[test]
    fn options_the_caller_marks_give_the_same_values() {
        // Each heap's single heaps and pairs with a smaller part below `k`
        // (so every pair with a rare part below `k`) marked by the caller,
        // the rest left to the method; the mask chosen heap by heap.
        for (rule, n) in [(GRUNDY, 1 << 12), (LASKER, 700)] {
            let expected = by_definition(rule, n);
            for k in [1, 2, 5, 40, 300] {
                let mut sparse = SparseValues::new();
                while sparse.values().len() < n {
                    let heap = sparse.values().len();
                    let mut splits = splits(rule, heap);
                    if heap >= sparse.next_mask_choice() {
                        let singles = (0..heap).filter(|_| rule.takes);
                        sparse.push_next(singles, &splits);
                        continue;
                    }
                    let values = sparse.values();
                    let mut marked = vec![0; sparse.value_bound()];
                    for left in (0..heap).filter(|_| rule.takes) {
                        marked[values[left] as usize] = 1;
                    }
                    for split in &mut splits {
                        let looked_at = k.min(split.largest + 1);
                        for a in split.smallest..looked_at {
                            marked[(values[a] ^ values[split.total - a]) as usize] = 1;
                        }
                        split.smallest = split.smallest.max(looked_at);
                    }
                    sparse.push_marked(&marked, &splits, k);
                }
                assert_eq!(sparse.values(), expected, "{k}");
            }
        }
    }

    #[test]
    fn values_past_255_leave_the_byte_path_at_the_first() {
        // Lasker's Nim: G(4k + 1) = 4k + 1, G(4k + 2) = 4k + 2, and 4k + 3
        // and 4k + 4 swap values; the first value past 255 is G(255) = 256.
        let lasker = |h: u32| match h % 4 {
            0 if h > 0 => h - 1,
            3 => h + 1,
            _ => h,
        };
        let mut sparse = SparseValues::new();
        for n in [255, 256, 600] {
            compute(&mut sparse, LASKER, n);
            assert_eq!(sparse.has_bytes(), n <= 255, "{n}");
            let expected: Vec<u32> = (0..n as u32).map(lasker).collect();
            assert_eq!(sparse.values(), expected);
        }
        assert_eq!(sparse.values()[255], 256);
        // Grundy's game stays on bytes: its values stay below 256 (to
        // 10^6 at least).
        let mut grundy = SparseValues::new();
        compute(&mut grundy, GRUNDY, 1 << 12);
        assert!(grundy.has_bytes());
    }

    #[test]
    fn comparing_pairs_a_round_removes_what_a_scalar_scan_removes() {
        let mut rng = TestRng::new(27);
        for len in (0..3 * LANES).chain([1000]) {
            for round in 0..60 {
                // Few distinct bytes, so hits happen anywhere, in one
                // round or several.
                let spread = [4, 16, 256][round % 3];
                let mut random = |_| rng.below(spread) as u8;
                let low: Vec<u8> = (0..len).map(&mut random).collect();
                let high: Vec<u8> = (0..len).map(&mut random).collect();
                let count = round % 12;
                let targets: Vec<u32> = (0..count).map(|_| rng.below(spread) as u32).collect();
                let seen: Vec<u32> = (0..len).map(|i| u32::from(low[i] ^ high[i])).collect();
                let mut expected = targets.clone();
                expected.retain(|t| !seen.contains(t));
                let mut left = targets.clone();
                remove_byte_pairs(&low, &high, &mut left);
                assert_eq!(left, expected, "{low:?} {high:?} {targets:?}");
            }
        }
    }
}
