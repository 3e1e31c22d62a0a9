//! Games in normal form: bimatrix games, their dominant strategies, pure and
//! mixed Nash equilibria, and the exact vertex enumeration of polytopes
//! that the mixed equilibria need.
//!
//! Modules: [`bimatrix`] (the game, dominance, pure equilibria),
//! [`extreme`] (every extreme equilibrium), [`zero_sum`] (matrix games),
//! [`polytope`] (exact vertex enumeration), [`labels`] (small bit sets of
//! labels).

pub mod bimatrix;
mod entry;
pub mod extreme;
pub mod labels;
pub mod polytope;
pub mod zero_sum;
