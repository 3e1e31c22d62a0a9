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
//! sparse space). Memory: 4 bytes a value, plus the rare heaps' list.
//! Grundy's game to 10^6 (measured): `r` = 1274, and about 2,900 pairs
//! scanned per heap, so some 4·10^9 pair looks in all, about 4 s.

/// The splits of a heap of `total` into `(a, total − a)` for every `a` in
/// `smallest..=largest`, where `largest ≤ total / 2` (so `a` is the smaller
/// part, or an equal one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Splits {
    pub total: usize,
    pub smallest: usize,
    pub largest: usize,
}

/// Pairs scanned between checks of whether the rare values below the
/// candidate have all turned up: a check looks at the few still missing, a
/// block's scan takes some tens of nanoseconds.
const BLOCK: usize = 64;

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
    /// option. Its length, a power of two, is at least twice every value
    /// so far, so it holds every XOR of two values and the mex; marking is
    /// a plain store, with no read-modify-write chain between marks.
    seen: Vec<u32>,
    /// Scratch: the rare values below the candidate not yet seen.
    missing: Vec<u32>,
    next_mask_choice: usize,
}

impl SparseValues {
    pub fn new() -> Self {
        SparseValues {
            values: Vec::new(),
            mask: 0,
            rare: Vec::new(),
            seen: vec![0; 64],
            missing: Vec::new(),
            next_mask_choice: 64,
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

    fn is_rare(&self, value: u32) -> bool {
        (value & self.mask).count_ones() % 2 == 0
    }

    /// The mask under which the fewest of the recent half of the values
    /// are rare (masks over the low 12 bits, counted through a histogram).
    fn choose_mask(&mut self) {
        const BITS: u32 = 12;
        let mut histogram = vec![0usize; 1 << BITS];
        for &v in &self.values[self.values.len() / 2..] {
            histogram[(v & ((1 << BITS) - 1)) as usize] += 1;
        }
        let present: Vec<(u32, usize)> = (0u32..1 << BITS)
            .filter(|&v| histogram[v as usize] > 0)
            .map(|v| (v, histogram[v as usize]))
            .collect();
        let top = present.last().map_or(0, |&(v, _)| v);
        let masks = 1u32..(1u32 << (32 - top.leading_zeros())).max(2);
        let rare_count = |m: u32| {
            present
                .iter()
                .filter(|(v, _)| (v & m).count_ones() % 2 == 0)
                .map(|&(_, count)| count)
                .sum::<usize>()
        };
        self.mask = masks.min_by_key(|&m| rare_count(m)).unwrap_or(1);
        let mask = self.mask;
        self.rare = (0..self.values.len())
            .filter(|&h| (self.values[h] & mask).count_ones() % 2 == 0)
            .collect();
    }

    /// Marks `G(a) ⊕ G(total − a)` for every `a` in `from..=to`.
    fn mark_pairs(&mut self, total: usize, from: usize, to: usize, stamp: u32) {
        // The length is a power of two above every XOR of two values: the
        // AND only spares the bounds check.
        let wrap = self.seen.len() - 1;
        let low = &self.values[from..=to];
        let high = &self.values[total - to..=total - from];
        for (&x, &y) in low.iter().zip(high.iter().rev()) {
            self.seen[(x ^ y) as usize & wrap] = stamp;
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
        // Every pair with a rare part, as the smaller part or the larger:
        // all the common options, and some rare ones.
        for &Splits {
            total,
            smallest,
            largest,
        } in splits
        {
            for part in [(smallest, largest), (total - largest, total - smallest)] {
                let start = self.rare.partition_point(|&a| a < part.0);
                let end = self.rare.partition_point(|&a| a <= part.1);
                for &a in &self.rare[start..end.max(start)] {
                    let v = self.values[a] ^ self.values[total - a];
                    self.seen[v as usize] = stamp;
                }
            }
        }
        let unseen = |this: &Self, v: u32| this.seen[v as usize] != stamp;
        let value = if self.mask == 0 {
            // No mask yet: every value is rare, and the pairs above were
            // all the pairs.
            (0..).find(|&v| unseen(self, v)).expect("a value is free")
        } else {
            // Every common value below the candidate is an option, so the
            // value is the candidate unless a rare value below it is not.
            let candidate = (0..)
                .find(|&v| !self.is_rare(v) && unseen(self, v))
                .expect("a common value is free");
            let mut missing = std::mem::take(&mut self.missing);
            missing.clear();
            missing.extend((0..candidate).filter(|&v| self.is_rare(v) && unseen(self, v)));
            'scan: for split in splits {
                let mut from = split.smallest;
                while from <= split.largest {
                    if missing.is_empty() {
                        break 'scan;
                    }
                    let to = split.largest.min(from + BLOCK - 1);
                    self.mark_pairs(split.total, from, to, stamp);
                    missing.retain(|&v| unseen(self, v));
                    from = to + 1;
                }
            }
            let value = missing.first().copied().unwrap_or(candidate);
            self.missing = missing;
            value
        };
        if self.is_rare(value) {
            self.rare.push(n);
        }
        self.values.push(value);
        // Keep the stamps' length at least twice every value.
        if 2 * (value as usize + 1) > self.seen.len() {
            let len = (2 * (value as usize + 1)).next_power_of_two();
            self.seen.resize(len, 0);
        }
    }
}
