//! Crate-private performance plumbing: memory settings, huge pages, arrays
//! that reuse the memory of arrays done with, prefetch hints and the
//! constants that say how far ahead to give them.
//!
//! None of it changes an answer; each trick is kept only where
//! `scripts/bench` shows it gains at least 5% on a benchmark row, named in
//! a comment beside it (figures from release builds, alternating with the
//! floor): huge pages (`nim`), keeping freed memory in the heap
//! (`green-hackenbush`), arrays reusing the memory of arrays done with
//! (`green-hackenbush@cycle`), prefetch hints (`graph-game`, `dag-grundy`,
//! `green-hackenbush@random`) and the thin walk (`graph-game@path`).
//! Removed for gaining less: giving freed memory back to the system, Green
//! Hackenbush's thin peeling, and the scoring engine's second prefetch. Engines
//! and the judge layer call in here; nothing here is part of the public
//! API.

pub(crate) mod hashing;
pub(crate) mod memory;
pub(crate) mod prefetch;
