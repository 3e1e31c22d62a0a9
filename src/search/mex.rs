//! The mex of Grundy values gathered one by one, reusable from position
//! to position (`search::MexSet`, re-exported as `impartial::grundy::MexSet`).

/// A set of Grundy values gathered for one mex, reusable from position to
/// position without allocating: what a hand-written table loop needs when
/// its values may pass 63.
///
/// # Example
/// ```
/// use game_theory::search::MexSet;
/// let mut options = MexSet::new();
/// for v in [0, 1, 1000, 2] {
///     options.insert(v);
/// }
/// assert_eq!(options.take_mex(), 3);
/// assert_eq!(options.take_mex(), 0); // emptied
/// ```
#[derive(Debug, Clone, Default)]
pub struct MexSet {
    /// Bit `v` set when `v < 64` is present.
    pub(crate) small: u64,
    /// The values of 64 and more, unordered, with repeats.
    pub(crate) large: Vec<u64>,
}

impl MexSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `value`.
    ///
    /// # Complexity
    /// O(1) amortised.
    #[inline]
    pub fn insert(&mut self, value: u64) {
        if value < 64 {
            self.small |= 1 << value;
        } else {
            self.large.push(value);
        }
    }

    /// The least value not in the set; empties the set (keeping its memory).
    ///
    /// # Complexity
    /// O(1) when the answer is below 64, else O(number of values of 64 and
    /// more inserted).
    #[inline]
    pub fn take_mex(&mut self) -> u64 {
        let small = std::mem::take(&mut self.small);
        if small != u64::MAX {
            self.large.clear();
            return u64::from(small.trailing_ones());
        }
        self.mex_of_large()
    }

    /// The mex when 0 … 63 are all present: the least `m ≥ 64` missing from
    /// `large`. With `c` large values `m ≤ 64 + c`, so each value `v` in
    /// range is moved to position `v − 64` (a cycle-following placement,
    /// each swap settling one value), and the first position not holding
    /// its own value gives `m`: O(c) time, no sorting, no memory.
    #[cold]
    fn mex_of_large(&mut self) -> u64 {
        let large = &mut self.large;
        let c = large.len();
        for i in 0..c {
            loop {
                let t = large[i] - 64;
                if t < c as u64 && t as usize != i && large[t as usize] != large[i] {
                    large.swap(i, t as usize);
                } else {
                    break;
                }
            }
        }
        let missing = (0..c).find(|&i| large[i] != 64 + i as u64).unwrap_or(c);
        large.clear();
        64 + missing as u64
    }
}
