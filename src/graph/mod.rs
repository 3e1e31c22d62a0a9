//! Graphs stored for speed at 10^6 vertices: adjacency lists in one array,
//! disjoint sets in one array (a spanning forest with no lists), the
//! prefetch hints that let a traversal overlap its cache misses, and arrays
//! that reuse the memory of arrays done with.

pub mod adjacency;
pub mod disjoint_sets;
pub mod memory;
pub mod prefetch;
