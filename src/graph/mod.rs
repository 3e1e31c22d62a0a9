//! Graph storage under the engines, laid out for speed at 10^6 vertices:
//! adjacency lists in one array, disjoint sets in one array (a spanning
//! forest with no lists). Crate-private: the engines' public types
//! (`impartial::game_graph::Digraph`, …) wrap it.

pub(crate) mod adjacency;
pub(crate) mod disjoint_sets;
