//! [`LabelSet`]: a set of small indices (the labels of a vertex, the
//! variables of a basis) as a bit set sized by its largest index, so no
//! game is too large for it.

/// A set of indices `0..capacity`, one bit each in 64-bit words.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LabelSet {
    words: Vec<u64>,
}

impl LabelSet {
    /// The empty set of indices below `capacity`.
    pub fn new(capacity: usize) -> Self {
        LabelSet {
            words: vec![0; (capacity + 63) / 64],
        }
    }

    /// The set of every index in `0..capacity`.
    pub fn full(capacity: usize) -> Self {
        let mut set = LabelSet::new(capacity);
        (0..capacity).for_each(|i| set.insert(i));
        set
    }

    /// Adds `index`. O(1).
    pub fn insert(&mut self, index: usize) {
        self.words[index / 64] |= 1 << (index % 64);
    }

    /// Removes `index`. O(1).
    pub fn remove(&mut self, index: usize) {
        self.words[index / 64] &= !(1 << (index % 64));
    }

    /// Whether `index` is in the set. O(1).
    pub fn contains(&self, index: usize) -> bool {
        self.words
            .get(index / 64)
            .is_some_and(|w| w >> (index % 64) & 1 == 1)
    }

    /// The number of indices in the set. O(capacity / 64).
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty. O(capacity / 64).
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// Whether every index of `other` is in `self` (same capacity).
    /// O(capacity / 64).
    pub fn is_superset(&self, other: &LabelSet) -> bool {
        self.words
            .iter()
            .zip(&other.words)
            .all(|(a, b)| b & !a == 0)
    }

    /// The indices in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.words.iter().enumerate().flat_map(|(k, &w)| {
            (0..64)
                .filter(move |b| w >> b & 1 == 1)
                .map(move |b| 64 * k + b)
        })
    }
}

/// A set of [`LabelSet`]s of one capacity (the walk's visited bases and
/// vertices): open addressing over one flat array of words, so a look-up
/// hashes and compares words in place and nothing is allocated per key.
pub(crate) struct LabelSetTable {
    words: usize,
    slots: Vec<u64>,
    used: Vec<bool>,
    len: usize,
}

impl LabelSetTable {
    /// An empty table for sets of indices below `capacity`.
    pub(crate) fn new(capacity: usize) -> Self {
        let words = (capacity + 63) / 64;
        LabelSetTable {
            words,
            slots: vec![0; 16 * words],
            used: vec![false; 16],
            len: 0,
        }
    }

    /// The slot holding `key`, or the empty slot where it would go
    /// (linear probing from a multiplicative hash's top bits).
    fn slot(&self, key: &[u64]) -> usize {
        let mask = self.used.len() - 1;
        let hash = key.iter().fold(0u64, |h, &w| {
            (h.rotate_left(29) ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        });
        let mut at = (hash >> (64 - self.used.len().trailing_zeros())) as usize;
        while self.used[at] && self.slots[at * self.words..(at + 1) * self.words] != *key {
            at = (at + 1) & mask;
        }
        at
    }

    /// Adds `set`; whether it was new. Amortised O(words).
    pub(crate) fn insert(&mut self, set: &LabelSet) -> bool {
        if 2 * (self.len + 1) > self.used.len() {
            let old = std::mem::replace(self, LabelSetTable::new(0));
            *self = LabelSetTable {
                words: old.words,
                slots: vec![0; 2 * old.slots.len()],
                used: vec![false; 2 * old.used.len()],
                len: 0,
            };
            for at in (0..old.used.len()).filter(|&at| old.used[at]) {
                let key = &old.slots[at * old.words..(at + 1) * old.words];
                let to = self.slot(key);
                self.put(to, key);
            }
        }
        let at = self.slot(&set.words);
        if self.used[at] {
            return false;
        }
        self.put(at, &set.words);
        true
    }

    fn put(&mut self, at: usize, key: &[u64]) {
        self.used[at] = true;
        self.slots[at * self.words..(at + 1) * self.words].copy_from_slice(key);
        self.len += 1;
    }

    /// Whether `set` is in the table. O(words) expected.
    #[cfg(test)]
    fn contains(&self, set: &LabelSet) -> bool {
        self.used[self.slot(&set.words)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_past_one_word_behave_like_sorted_lists() {
        let mut set = LabelSet::new(130);
        for i in [0, 63, 64, 129, 5] {
            set.insert(i);
        }
        set.remove(5);
        assert_eq!(set.iter().collect::<Vec<_>>(), [0, 63, 64, 129]);
        assert_eq!(set.len(), 4);
        assert!(set.contains(129) && !set.contains(128) && !set.contains(500));
        assert!(LabelSet::full(130).is_superset(&set));
        assert!(!set.is_superset(&LabelSet::full(130)));
        assert_eq!(LabelSet::full(130).len(), 130);
        assert!(LabelSet::new(130).is_empty() && !set.is_empty());
    }

    #[test]
    fn tables_hold_each_set_once_through_growth() {
        // Every subset of 0..10 shifted past the first word, inserted twice.
        let mut table = LabelSetTable::new(80);
        let subset = |mask: u32| {
            let mut set = LabelSet::new(80);
            (0..10)
                .filter(|b| mask >> b & 1 == 1)
                .for_each(|b| set.insert(60 + b));
            set
        };
        for mask in 0..1024 {
            assert!(!table.contains(&subset(mask)));
            assert!(table.insert(&subset(mask)));
            assert!(!table.insert(&subset(mask)));
        }
        assert!((0..1024).all(|mask| table.contains(&subset(mask))));
        assert_eq!(table.len, 1024);
    }
}
