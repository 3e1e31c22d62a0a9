//! Games in normal form: bimatrix games, their dominant strategies, pure and
//! mixed Nash equilibria, and the exact rational arithmetic that the mixed
//! equilibria need.

pub mod bimatrix;
pub mod extreme;
pub mod rational;
pub mod wide;
pub mod zero_sum;
