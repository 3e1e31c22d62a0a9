//! A hint to the processor to start loading a slice element it will be
//! asked for soon, how far ahead to give it, and when a walk has run out
//! of places to give it for.
//!
//! Why it matters here: walking a random graph of 10^6 vertices is a chain
//! of cache misses, and a miss whose address comes from the previous one
//! cannot start early by itself. Breadth-first work knows its next vertices
//! (they wait in the queue), so naming them a few steps ahead lets their
//! misses overlap: measured on the retrograde analysis of a random graph
//! (10^6 vertices, 2·10^6 edges), 150 ms without hints and 45 ms with them.
//!
//! Kept for these `scripts/bench` rows, where turning every hint off cost
//! (release builds, 7 runs each alternating with the floor, host busy):
//! `graph-game` +19.5%, `dag-grundy` +25%, `green-hackenbush@random` +30%,
//! `green-hackenbush@trees` +24% time. [`ThinWalk`] is kept for
//! `graph-game@path`: +31% and +18% time in two rounds.

/// How far ahead the passes over edges, and the walks over a queue, name
/// what they will touch. Far enough to cover a miss to memory at a few
/// nanoseconds a step, near enough that the lines are still in the cache.
pub(crate) const LOOKAHEAD: usize = 16;

/// Asks for `slice[index]` to be brought into the cache. Changes no value
/// and never faults: an index out of range is ignored, and on processors
/// other than x86_64 nothing happens.
#[inline(always)]
pub(crate) fn prefetch<T>(slice: &[T], index: usize) {
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

/// Tells a walk driven by a queue when lookahead has stopped helping: the
/// queue too short to look ahead in, step after step to places far apart,
/// as along a path numbered at random, where each step waits for the read
/// of the last. Such a walk does better over a smaller copy of what it
/// reads, which the cache holds: on the benchmark machine a chain of reads
/// at random places takes about 25 ns a step through 4 MB and 140 through
/// 12 MB (what the cache holds is nearer 8 MB than the 32 MB the processor
/// reports).
#[derive(Debug, Clone)]
pub(crate) struct ThinWalk {
    /// Far steps since the queue last held enough to look ahead in.
    steps: usize,
    after: usize,
}

impl ThinWalk {
    /// Far steps after which a walk is thin: a few milliseconds of steps
    /// that each wait on memory, so that copying what a walk of 10^6
    /// vertices reads is only done when it pays.
    pub(crate) const AFTER: usize = 1 << 14;

    /// Places further apart than this are not ones the processor fetches
    /// by itself after the last (a few cache lines apart).
    const FAR: u32 = 64;

    /// A walk that is thin after `after` far steps with the queue short
    /// (at once for 0).
    pub(crate) fn after(after: usize) -> Self {
        ThinWalk { steps: 0, after }
    }

    /// One step of the walk, from place `from` to place `to`, with the
    /// queue too short to look ahead in or not.
    #[inline(always)]
    pub(crate) fn step(&mut self, queue_is_short: bool, from: u32, to: u32) {
        self.steps = match queue_is_short {
            true => self.steps + usize::from(from.abs_diff(to) > Self::FAR),
            false => 0,
        };
    }

    /// Whether the walk has run thin.
    #[inline(always)]
    pub(crate) fn is_thin(&self) -> bool {
        self.steps >= self.after
    }
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

    #[test]
    fn a_walk_is_thin_after_enough_far_steps_with_the_queue_short() {
        assert!(ThinWalk::after(0).is_thin());
        let mut walk = ThinWalk::after(3);
        walk.step(true, 0, 1000);
        walk.step(true, 1000, 1001); // near: not counted, not forgotten
        walk.step(true, 1001, 5);
        assert!(!walk.is_thin());
        walk.step(false, 5, 9000); // the queue filled up again
        for _ in 0..2 {
            walk.step(true, 9000, 0);
        }
        assert!(!walk.is_thin());
        walk.step(true, 0, 9000);
        assert!(walk.is_thin());
    }
}
