//! The hashed storage of the engines: a table of positions a contestant
//! cannot number: 5 bytes a slot (a 4-byte index and a control byte),
//! the table between 3/8 and 3/4 full (6.7 to 13.3 bytes a position),
//! beside the entries themselves (the key and the value, unpadded).
//!
//! Why a hash map of our own: std's `HashMap` hashes with SipHash, which a
//! contestant's positions (a few integers) do not need the flood resistance
//! of; on the two-counter benchmark (`scripts/bench --engines`, 10^6
//! positions, 6 moves each) the plain memoised recursion over it runs at
//! 3.5-4.1·10^6 positions/s. The map here keeps the entries in one vector in
//! the order they were found, and a table of their indices with a control
//! byte per slot (open addressing, linear probing, 8 control bytes
//! compared at once), the slots picked by the top bits of a hash that
//! folds each word of the position with one multiplication. With the
//! parts' slots prefetched when a position's moves are known, the Grundy
//! engine ran that benchmark at 1.3-1.4·10^7 positions/s (2026-11-26).
//!
//! What each step gave there (medians of alternating runs, host busy): the
//! 8-byte group probe and the one-multiply hash 142 -> 112 ms; the entries
//! out of the table, in the order found, 112 -> 97 ms (the table of 4-byte
//! indices is a quarter of the old table of 16-byte entries, so more of it
//! stays in the cache; entries found one after another in a search are
//! near each other; growing moves indices only); huge pages for all three
//! 97 -> 91 ms; asking again for a position's parts left when a child's
//! search returns 90 -> 85 ms. Tried and dropped: searching first the
//! parts whose control bytes show them new, reading the others' entries
//! afterwards (slower: those entries had left the cache by then, even with
//! prefetches a few frames ahead); comparing the key at the home slot
//! before the control bytes (no gain; slower for `Vec` keys).

use crate::perf::hashing::Mixer;
use crate::perf::memory::fresh;
use crate::perf::prefetch::prefetch;
use std::hash::{Hash, Hasher};

/// Positions and their entries: open addressing with linear probing, at
/// most three quarters full, so a lookup probes about 2.5 slots when the
/// position is there and 8.5 when it is not (one or two groups of control
/// bytes). Crate-private: the hashed storage of every
/// engine of [`search`](super).
///
/// The entries are in a vector, in the order they were put in, and never
/// move: a slot of the table holds an entry's index, and a control byte, 0
/// when the slot is empty, else 7 bits of the key's hash. A lookup reads 8
/// control bytes at once and touches an entry only where the bits match,
/// so finding that a position is new, which every position of a search
/// does once, reads no entry at all.
pub struct Memo<P, V = u32> {
    control: Vec<u8>,
    /// The index in `keys` and `values` of each full slot's entry.
    index: Vec<u32>,
    /// The entries' keys and values, in the order they were put in: in
    /// two vectors, so that a position of 8 bytes and a value of 4 take
    /// 12 bytes, not 16 with the padding of a pair.
    keys: Vec<P>,
    values: Vec<V>,
    pub(crate) len: usize,
    /// 64 minus log2 of the number of slots: a hash's top bits pick the slot.
    shift: u32,
}

impl<P: Hash + Eq, V: Copy> Memo<P, V> {
    pub(crate) fn new() -> Self {
        Memo {
            control: vec![0; 16 + GROUP],
            index: vec![0; 16],
            keys: Vec::new(),
            values: Vec::new(),
            len: 0,
            shift: 64 - 4,
        }
    }

    /// A memo with room for `positions` entries before it grows.
    pub(crate) fn with_capacity(positions: usize) -> Self {
        let slots = (positions.saturating_mul(4) / 3 + 1)
            .next_power_of_two()
            .max(16);
        Memo {
            control: fresh(slots + GROUP, 0),
            index: fresh(slots, 0),
            keys: Vec::with_capacity(positions),
            values: Vec::with_capacity(positions),
            len: 0,
            shift: 64 - slots.trailing_zeros(),
        }
    }

    #[inline]
    pub(crate) fn hash(key: &P) -> u64 {
        let mut hasher = Mixer(0);
        key.hash(&mut hasher);
        hasher.finish()
    }

    /// The control byte of a key of hash `hash`: the 7 bits below those
    /// that pick the slot, never 0. Keys a probe meets start near each
    /// other, so their top bits agree; the bits below them are the ones
    /// that tell them apart (and a product's lower bits see only the
    /// multiplicand's lower bits: keys that differ only in their high
    /// bits would share any low 7 bits).
    #[inline]
    fn tag(&self, hash: u64) -> u8 {
        0x80 | (hash >> (self.shift - 7)) as u8
    }

    /// Asks for the slot where a lookup of a key of hash `hash` starts to
    /// be brought into the cache.
    #[inline]
    pub(crate) fn prefetch_hashed(&self, hash: u64) {
        let home = (hash >> self.shift) as usize;
        prefetch(&self.control, home);
        prefetch(&self.index, home);
    }

    /// The entry of `key`, or the empty slot where it would go.
    #[cfg(test)]
    pub(crate) fn probe(&self, key: &P) -> Result<V, usize> {
        self.probe_hashed(key, Self::hash(key))
    }

    /// [`probe`](Self::probe) for `key` of hash `hash`.
    #[inline]
    pub(crate) fn probe_hashed(&self, key: &P, hash: u64) -> Result<V, usize> {
        let pattern = u64::from(self.tag(hash)) * LOW;
        let mask = self.index.len() - 1;
        let mut i = (hash >> self.shift) as usize;
        loop {
            // The control bytes of slots `i .. i + 8` at once (the mirror
            // after the last slot makes them one load even where the
            // probe wraps): empty ones are 0, full ones have the top bit.
            let group = u64::from_le_bytes(
                self.control[i..i + GROUP]
                    .try_into()
                    .expect("a group of control bytes"),
            );
            let empty = !group & HIGH;
            // Bytes equal to the tag become 0; `+ 0x7f` then leaves the top
            // bit clear only there (no byte carries into the next, and an
            // empty byte's top bit is set in `diff`).
            let diff = group ^ pattern;
            // Only slots before the first empty one are in the probe.
            let before = (empty & empty.wrapping_neg()).wrapping_sub(1);
            let mut matches = !(((diff & !HIGH) + !HIGH) | diff) & HIGH & before;
            while matches != 0 {
                let j = (i + matches.trailing_zeros() as usize / 8) & mask;
                let entry = self.index[j] as usize;
                if self.keys[entry] == *key {
                    return Ok(self.values[entry]);
                }
                matches &= matches - 1;
            }
            if empty != 0 {
                return Err((i + empty.trailing_zeros() as usize / 8) & mask);
            }
            i = (i + GROUP) & mask;
        }
    }

    /// Puts `key` into `slot`, the empty slot `probe` found for it; returns
    /// its entry's index: entries are numbered 0, 1, … in the order put in,
    /// and keep their number.
    #[cfg(test)]
    pub(crate) fn insert(&mut self, slot: usize, key: P, value: V) -> usize {
        let hash = Self::hash(&key);
        self.insert_hashed(slot, hash, key, value)
    }

    /// [`insert`](Self::insert) for `key` of hash `hash`.
    pub(crate) fn insert_hashed(&mut self, mut slot: usize, hash: u64, key: P, value: V) -> usize {
        // At most three quarters full: a lookup that finds nothing scans
        // about 8.5 control bytes, one or two groups (at one half it was
        // 2.5; the table of 5 bytes a slot is then a third smaller, and
        // the two-counter game at 10^7 positions fits in 24 bytes each).
        if 4 * (self.len + 1) > 3 * self.index.len() {
            self.grow();
            slot = match self.probe_hashed(&key, hash) {
                Ok(_) => unreachable!("the key is new"),
                Err(vacant) => vacant,
            };
        }
        let entry = self.keys.len();
        if entry == self.keys.capacity() {
            // Doubled in place: the C library moves a large buffer's pages
            // rather than copying them (glibc's `mremap`), so no second
            // copy is held at the peak, where a fresh buffer asking for
            // huge pages and a copy would (a chain of 10^7 positions: 67 MB
            // more at the last growth, over the benchmark's 512 MB).
            self.keys.reserve_exact(entry.max(8));
            self.values.reserve_exact(entry.max(8));
        }
        self.set_control(slot, self.tag(hash));
        self.index[slot] = u32::try_from(entry).expect("fewer than 2^32 entries");
        self.keys.push(key);
        self.values.push(value);
        self.len += 1;
        entry
    }

    /// Sets the value of entry `entry`.
    #[inline]
    pub(crate) fn set(&mut self, entry: usize, value: V) {
        self.values[entry] = value;
    }

    /// The key of entry `entry`.
    #[cfg(test)]
    pub(crate) fn key(&self, entry: usize) -> &P {
        &self.keys[entry]
    }

    fn grow(&mut self) {
        let size = self.index.len() * 2;
        self.index = fresh(size, 0);
        self.control = fresh(size + GROUP, 0);
        self.shift -= 1;
        let mask = size - 1;
        // In batches whose slots are asked for first, so that their cache
        // misses overlap.
        let mut hashes = [0u64; 16];
        for (batch, chunk) in self.keys.chunks(hashes.len()).enumerate() {
            for (hash, key) in hashes.iter_mut().zip(chunk) {
                *hash = Self::hash(key);
                let home = (*hash >> self.shift) as usize;
                prefetch(&self.control, home);
                prefetch(&self.index, home);
            }
            for (k, &hash) in hashes[..chunk.len()].iter().enumerate() {
                let mut i = (hash >> self.shift) as usize;
                while self.control[i] != 0 {
                    i = (i + 1) & mask;
                }
                let tag = self.tag(hash);
                self.control[i] = tag;
                self.control[(i.wrapping_sub(GROUP) & mask) + GROUP] = tag;
                self.index[i] = (batch * hashes.len() + k) as u32;
            }
        }
    }

    /// Sets the control byte of slot `i`, and its mirror after the last
    /// slot if it is one of the first `GROUP`.
    #[inline]
    fn set_control(&mut self, i: usize, tag: u8) {
        let mask = self.index.len() - 1;
        self.control[i] = tag;
        self.control[(i.wrapping_sub(GROUP) & mask) + GROUP] = tag;
    }
}

/// Control bytes read at once by a probe.
const GROUP: usize = 8;
/// A byte of 1s, and a byte of top bits, in each byte of a group.
const LOW: u64 = 0x0101_0101_0101_0101;
const HIGH: u64 = 0x8080_8080_8080_8080;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perf::hashing::GOLDEN;
    use std::collections::HashSet;

    /// Memo keys that either spread over the table or all hash alike, to
    /// the table's last slot (the one word whose product with the
    /// multiplier is all ones), so that their probes run one long chain
    /// through many groups of control bytes and round the end of the table.
    #[derive(Debug, Clone, PartialEq, Eq)]
    enum Key {
        Spread(u32),
        Crowded(u32),
    }

    impl Hash for Key {
        fn hash<H: Hasher>(&self, hasher: &mut H) {
            match *self {
                Key::Spread(k) => hasher.write_u32(k),
                Key::Crowded(_) => {
                    // The inverse of the odd multiplier mod 2^64, by Newton's
                    // iteration (each step doubles the correct low bits).
                    let mut inverse = GOLDEN;
                    for _ in 0..6 {
                        inverse =
                            inverse.wrapping_mul(2u64.wrapping_sub(GOLDEN.wrapping_mul(inverse)));
                    }
                    hasher.write_u64(u64::MAX.wrapping_mul(inverse));
                }
            }
        }
    }

    #[test]
    fn the_memo_finds_every_key_it_holds_and_no_other() {
        // Every bit the slot and the control byte come from is set.
        assert_eq!(
            Memo::<Key>::hash(&Key::Crowded(0)) >> 32,
            u64::from(u32::MAX)
        );
        // Interleaved, so spread keys land inside the crowded chain too.
        let keys: Vec<Key> = (0..150)
            .flat_map(|k| [Key::Crowded(k), Key::Spread(k * 7919)])
            .collect();
        let mut memo = Memo::new();
        let mut places = Vec::new();
        for (n, key) in keys.iter().enumerate() {
            let slot = memo.probe(key).expect_err("not inserted yet");
            places.push(memo.insert(slot, key.clone(), 0));
            // Inserted ones hold their entry (set at a place from before
            // the table grew, too); the others are missing.
            for (i, k) in keys.iter().enumerate().take(n + 1) {
                memo.set(places[i], i as u32 + 1);
                assert_eq!(memo.key(places[i]), k);
            }
            for (i, k) in keys.iter().enumerate() {
                let expected = if i <= n { Ok(i as u32 + 1) } else { Err(()) };
                assert_eq!(memo.probe(k).map_err(|_| ()), expected, "{k:?} after {n}");
            }
            assert_eq!(memo.len, n + 1);
        }
        // The crowded chain starts at the last slot and wraps round to
        // the first, whose control bytes are mirrored after the last.
        let size = memo.index.len();
        assert_eq!(memo.control[size..], memo.control[..GROUP]);
        assert!(memo.control[size - 1] != 0 && memo.control[0] != 0);
        let vacant = memo.probe(&Key::Crowded(1000)).expect_err("a new key");
        assert!(memo.control[vacant] == 0 && (149..size - 1).contains(&vacant));
    }

    #[test]
    fn control_bytes_tell_apart_keys_that_differ_only_in_high_bits() {
        // Bitboards of the top half of a 64-cell board, say: with the tag
        // taken from the hash's low bits all of them would share one, and
        // every lookup would read the entry of every key it passes.
        let mut memo = Memo::new();
        for i in 0..1000u64 {
            let slot = memo.probe(&(i << 40)).expect_err("new");
            memo.insert(slot, i << 40, 0);
        }
        let tags: HashSet<u8> = (0..1000u64)
            .map(|i| memo.tag(Memo::<u64>::hash(&(i << 40))))
            .collect();
        assert!(tags.len() > 100, "{} tags", tags.len());
        assert!((0..1000u64).all(|i| memo.probe(&(i << 40)) == Ok(0)));
    }
}
