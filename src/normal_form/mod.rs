//! Games in normal form: bimatrix games, their dominant strategies, pure and
//! mixed Nash equilibria, and the exact vertex enumeration of polytopes
//! that the mixed equilibria need.

pub mod bimatrix;
mod entry;
pub mod extreme;
pub mod labels;
pub mod polytope;
