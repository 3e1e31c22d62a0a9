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
}
