//! Partizan games (placeholder until the layer's core lands).

pub mod domineering;
