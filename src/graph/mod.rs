//! Directed graphs, for the graph problems met beside games and for the
//! game engines that take a graph: one [`Digraph`] (successor lists in
//! one array), breadth-first distances and shortest paths
//! ([`paths`]), a cycle reachable from a vertex and a topological order
//! ([`cycles`]). Every walk is iterative: a chain of 10^6 vertices needs
//! no deep recursion.
//!
//! ```
//! use game_theory::graph::cycles::{reachable_cycle, topological_order};
//! use game_theory::graph::paths::shortest_path;
//! use game_theory::graph::Digraph;
//! // One token, moved along 1 → 2 → 3 → 4, 2 → 4, 4 → 2 (numbered from 1).
//! let graph = Digraph::from_edges_1based(4, &[(1, 2), (2, 3), (3, 4), (2, 4), (4, 2)]);
//! assert_eq!(shortest_path(&graph, 0, &[3]), Some(vec![0, 1, 3]));
//! assert_eq!(reachable_cycle(&graph, 0), Some(vec![1, 2, 3]));
//! assert!(topological_order(&graph).is_err());
//! ```
//!
//! Storage under the engines lives here too, laid out for speed at 10^6
//! vertices and crate-private: adjacency lists in one array, disjoint sets
//! in one array (a spanning forest with no lists).

pub(crate) mod adjacency;
pub mod cycles;
pub(crate) mod digraph;
pub(crate) mod disjoint_sets;
pub mod paths;

pub use digraph::Digraph;
