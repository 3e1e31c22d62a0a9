//! Arrays that take the memory of arrays done with. On the benchmark
//! machine a page fault costs about 4 µs, so each 4 KB a solver touches
//! for the first time costs as much as thousands of steps; memory it has
//! already touched costs nothing to use again.

use crate::judge::memory::fresh;

/// `len` copies of `fill`, in the memory of `buffer` (whose contents are
/// no longer needed) when it is large enough; otherwise in fresh memory
/// that asks for huge pages ([`fresh`]), without copying the old contents
/// over first.
///
/// # Example
/// ```
/// use game_theory::graph::memory::reuse;
/// let done_with = vec![7u32; 10];
/// assert_eq!(reuse(done_with, 3, 1), [1, 1, 1]);
/// assert_eq!(reuse(Vec::new(), 2, 0), [0, 0]);
/// ```
pub fn reuse(mut buffer: Vec<u32>, len: usize, fill: u32) -> Vec<u32> {
    if buffer.capacity() < len {
        return fresh(len, fill);
    }
    buffer.clear();
    buffer.resize(len, fill);
    buffer
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_size_of_buffer_gives_len_copies_of_fill() {
        for capacity in [0, 1, 5, 6, 20] {
            for len in [0, 1, 6, 7] {
                let mut buffer = Vec::with_capacity(capacity);
                buffer.resize(capacity, u32::MAX);
                assert_eq!(reuse(buffer, len, 3), vec![3; len], "{capacity} {len}");
            }
        }
    }
}
