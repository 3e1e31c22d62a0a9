//! The one seeded generator of the tests: reproducible inputs without a
//! crate. A 64-bit linear congruential generator (Knuth's MMIX constants)
//! whose high bits are used, since its low bits have short periods.

/// A seeded pseudo-random generator for tests.
#[derive(Debug, Clone)]
pub struct TestRng(u64);

impl TestRng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        TestRng(seed)
    }

    /// The next 64 bits (the state after one step, whole).
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0
    }

    /// The next 32 high-quality bits.
    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// A value in `0..n` (`n > 0`), from the high bits.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0)");
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// `m` random edges between vertices `0..n` (loops and repeats
    /// allowed): the small random graphs of the graph-game tests.
    pub fn edges(&mut self, n: usize, m: usize) -> Vec<(u32, u32)> {
        (0..m)
            .map(|_| (self.below(n as u64) as u32, self.below(n as u64) as u32))
            .collect()
    }

    /// `items` in a random order (Fisher-Yates): vertex numbers, or edges
    /// in the order an input would give them.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i as u64 + 1) as usize);
        }
    }

    /// A value in `low..=high`.
    pub fn in_range(&mut self, low: i64, high: i64) -> i64 {
        assert!(low <= high);
        let span = (high as i128 - low as i128 + 1) as u128;
        if span > u128::from(u64::MAX) {
            return self.next_u64() as i64;
        }
        (low as i128 + self.below(span as u64) as i128) as i64
    }

    /// A `rows × cols` matrix of [`in_range`](Self::in_range) values, row
    /// by row.
    pub fn matrix(&mut self, rows: usize, cols: usize, low: i64, high: i64) -> Vec<Vec<i64>> {
        (0..rows)
            .map(|_| (0..cols).map(|_| self.in_range(low, high)).collect())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_stay_in_range_and_cover_it() {
        let mut rng = TestRng::new(1);
        let mut seen = [false; 7];
        for _ in 0..1000 {
            let v = rng.in_range(-3, 3);
            assert!((-3..=3).contains(&v));
            seen[(v + 3) as usize] = true;
            assert!(rng.below(5) < 5);
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(TestRng::new(9).next_u64(), TestRng::new(9).next_u64());
    }
}
