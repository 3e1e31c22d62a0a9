//! Domineering.

pub mod board;
