//! Memory settings and large arrays in memory that asks the system for
//! huge pages.
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
//!
//! Memory freed costs its faults again when allocated again: glibc maps
//! each allocation over 128 KB on its own and unmaps it when freed. So a
//! solver's later arrays (green-hackenbush's 12 MB of records, once the
//! 14 MB of input text is parsed) fault in and zero fresh pages where the
//! input's were just given back. [`reuse_freed_memory`], called once
//! before the input is read, has glibc keep such memory in its heap for
//! the next allocation. In alternating runs (7-9 each, host quiet):
//! green-hackenbush's default input 52.6 → 42.3 ms, `@trees` 49.3 → 43.8,
//! `@cycle` 64.3 → 57.7, `@random` 79.4 → 74.1; graph-game 126.7 → 109.9,
//! its path 96.0 → 67.5; nim 35.9 → 28.7; the time in the system about
//! halved in each.
//!
//! Each trick here is kept for a `scripts/bench` row where turning it off
//! cost at least 5% (release builds, 7 runs each alternating with the
//! floor, host busy with other builds; medians of two rounds):
//! - huge pages: `nim` +33% and +18% time;
//! - [`reuse_freed_memory`]: `green-hackenbush` +49% and +8% time;
//! - [`reuse`]: `green-hackenbush@cycle` +11.5% and +8.9% time, and its
//!   peak memory 36.9 → 26.9 MB.
//!
//! Giving freed memory back to the system (`malloc_trim`, once called by
//! Green Hackenbush) went: under 5% on every row, in time and in memory.

/// Asks the C library to serve allocations of up to 32 MB from its heap
/// instead of a fresh mapping each, so that what a solver frees (the input
/// text, once parsed; arrays done with) is reused by what it allocates
/// next instead of going back to the system and being faulted in again,
/// zeroed, page by page. Call it once, before the input is read.
///
/// Elsewhere than glibc this does nothing.
// Kept for green-hackenbush: +49% and +8% time with it (module doc).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub(crate) fn reuse_freed_memory() {
    use std::alloc::{alloc, dealloc, Layout};
    extern "C" {
        fn mallopt(param: i32, value: i32) -> i32;
    }
    // glibc's `M_MMAP_THRESHOLD` (-3): its default is 128 KB, and 32 MB
    // the largest value it accepts on a 64-bit system.
    const LARGEST: i32 = 32 << 20;
    // SAFETY: a setting of the allocator, made before any large
    // allocation; glibc refuses a value it cannot take (returning 0), and
    // then nothing changes.
    if unsafe { mallopt(-3, LARGEST) } == 0 {
        return;
    }
    // The heap must then be able to grow as far as one allocation may ask
    // (just under the threshold, which glibc would map on its own). Where
    // it cannot (valgrind's tools that keep glibc's allocator cap it at
    // 8 MB, and the solvers' allocations would fail there), the setting is
    // undone: a failed allocation gives null here, not an abort.
    let probe = Layout::from_size_align(LARGEST as usize - 4096, 16).unwrap();
    // SAFETY: `probe` has a non-zero size; what is allocated is freed with
    // the same layout and never read or written. `black_box` keeps the
    // compiler from dropping an allocation nothing reads.
    unsafe {
        let memory = std::hint::black_box(alloc(probe));
        if memory.is_null() {
            mallopt(-3, 128 << 10);
        } else {
            dealloc(memory, probe);
        }
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub(crate) fn reuse_freed_memory() {}

/// An empty vector with room for `capacity` items, in memory that asks for
/// huge pages: fill it (push, extend, resize, read into it) before
/// anything else touches that memory.
///
/// Only the part of the capacity that whole 2 MB pages cover is advised
/// (none for a buffer under 2 MB); elsewhere than Linux this is a plain
/// `Vec::with_capacity`.
// Kept for nim: +33% and +18% time with it (module doc).
pub(crate) fn with_huge_pages<T>(capacity: usize) -> Vec<T> {
    let buffer = Vec::with_capacity(capacity);
    #[cfg(target_os = "linux")]
    {
        extern "C" {
            // From the C library, which the standard library links on Linux.
            fn madvise(address: usize, len: usize, advice: i32) -> i32;
        }
        const HUGE_PAGE: usize = 2 << 20;
        let start = buffer.as_ptr() as usize;
        let end = start + buffer.capacity() * std::mem::size_of::<T>();
        let first = (start + HUGE_PAGE - 1) & !(HUGE_PAGE - 1);
        let last = end & !(HUGE_PAGE - 1);
        if first < last {
            // SAFETY: the range lies inside memory `buffer` owns, and this
            // advice (14, `MADV_HUGEPAGE`) changes no byte of it, only how
            // the system backs it. A system that cannot follow it says so,
            // and nothing changes, so the answer is not needed.
            unsafe { madvise(first, last - first, 14) };
        }
    }
    buffer
}

/// `len` copies of `fill` in fresh memory that asks for huge pages.
pub(crate) fn fresh<T: Copy>(len: usize, fill: T) -> Vec<T> {
    let mut buffer = with_huge_pages(len);
    buffer.resize(len, fill);
    buffer
}

/// `len` copies of `fill`, in the memory of `buffer` (whose contents are
/// no longer needed) when it is large enough; otherwise in fresh memory
/// that asks for huge pages ([`fresh`]), without copying the old contents
/// over first. On the benchmark machine a page fault costs about 4 µs, so
/// each 4 KB a solver touches for the first time costs as much as
/// thousands of steps; memory it has already touched costs nothing to use
/// again.
// Kept for green-hackenbush@cycle: +11.5% and +8.9% time, 27% less peak
// memory with it (module doc).
pub(crate) fn reuse<T: Copy>(mut buffer: Vec<T>, len: usize, fill: T) -> Vec<T> {
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

    #[test]
    fn freed_memory_kept_for_the_next_allocation_is_sound() {
        reuse_freed_memory();
        drop(fresh(3 << 20, 1u8)); // freed, but kept for the next
        let kept = fresh(1 << 20, 2u32);
        assert!(kept.iter().all(|&x| x == 2));
    }

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
