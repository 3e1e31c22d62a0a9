//! Large arrays in memory that asks the system for huge pages.
//!
//! Why: a solver at 10^6 vertices touches 30-40 MB it has never touched
//! before (the input text, the edges, the arrays built from them), and the
//! system maps fresh memory a 4 KB page at a time, each page a fault of its
//! own (2-4 µs on the benchmark machine: 25-40 ms for 40 MB, as much as
//! reading and parsing the input). Linux can back memory with 2 MB pages
//! instead, but by default only where a program asks for them (the
//! `madvise` setting of transparent huge pages); a program that asks pays
//! one fault per 2 MB, and its random reads find their page in the
//! processor's table of recent pages far more often.
//!
//! Elsewhere (another system, or huge pages turned off) nothing changes.

/// An empty vector with room for `capacity` items, in memory that asks for
/// huge pages: fill it (push, extend, resize, read into it) before
/// anything else touches that memory.
///
/// # Example
/// ```
/// use game_theory::judge::memory::with_huge_pages;
/// let mut values: Vec<u32> = with_huge_pages(1 << 20);
/// values.extend(0..10);
/// assert_eq!(values.len(), 10);
/// assert!(values.capacity() >= 1 << 20);
/// ```
pub fn with_huge_pages<T>(capacity: usize) -> Vec<T> {
    let buffer = Vec::with_capacity(capacity);
    advise_huge_pages(&buffer);
    buffer
}

/// `len` copies of `fill` in fresh memory that asks for huge pages.
///
/// # Example
/// ```
/// use game_theory::judge::memory::fresh;
/// assert_eq!(fresh(3, 7u32), [7, 7, 7]);
/// ```
pub fn fresh<T: Copy>(len: usize, fill: T) -> Vec<T> {
    let mut buffer = with_huge_pages(len);
    buffer.resize(len, fill);
    buffer
}

/// Asks for huge pages under the part of `buffer`'s capacity that whole
/// 2 MB pages cover (none for a buffer under 2 MB): memory already touched
/// keeps its pages.
#[cfg(target_os = "linux")]
fn advise_huge_pages<T>(buffer: &Vec<T>) {
    use std::os::raw::{c_int, c_void};
    const HUGE_PAGE: usize = 2 << 20;
    const MADV_HUGEPAGE: c_int = 14;
    extern "C" {
        // From the C library, which the standard library links on Linux.
        fn madvise(address: *mut c_void, len: usize, advice: c_int) -> c_int;
    }
    let start = buffer.as_ptr() as usize;
    let end = start + buffer.capacity() * std::mem::size_of::<T>();
    let first = (start + HUGE_PAGE - 1) & !(HUGE_PAGE - 1);
    let last = end & !(HUGE_PAGE - 1);
    if first < last {
        // SAFETY: the range lies inside memory `buffer` owns, and this
        // advice changes no byte of it, only how the system backs it. A
        // system that cannot follow it says so, and nothing changes, so
        // the answer is not needed.
        unsafe { madvise(first as *mut c_void, last - first, MADV_HUGEPAGE) };
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages<T>(_buffer: &Vec<T>) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_size_holds_its_items() {
        for len in [0, 1, 1000, (2 << 20) + 5, 3 << 20] {
            assert_eq!(fresh(len, 9u32), vec![9u32; len]);
            let mut pairs: Vec<(u32, u32)> = with_huge_pages(len);
            assert!(pairs.capacity() >= len && pairs.is_empty());
            pairs.extend((0..len as u32).map(|i| (i, !i)));
            assert!(pairs
                .iter()
                .enumerate()
                .all(|(i, &p)| p == (i as u32, !(i as u32))));
        }
    }
}
