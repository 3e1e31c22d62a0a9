//! Partizan games (placeholder until the partizan layer lands).

pub mod hackenbush;
