//! Graphs stored for speed at 10^6 vertices: adjacency lists in one array,
//! and the prefetch hints that let a traversal overlap its cache misses.

pub mod adjacency;
pub mod prefetch;
