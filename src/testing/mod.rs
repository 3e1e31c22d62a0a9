//! Test support, shared by the library's unit tests and the integration
//! tests in `tests/`: every game's rules as its statement gives them, the
//! exhaustive search they are checked with, and one seeded generator.
//!
//! Behind the `testing` feature (and `cfg(test)`): the integration tests
//! are separate crates that see only what the library compiles without
//! `cfg(test)`, so the crate's dev-dependency on itself turns the feature
//! on for them and for the doctests. A project that depends on the library
//! never compiles this layer or the crates only it needs (itertools), and
//! no solver refers to it.

pub mod exhaustive;
pub mod nash;
pub mod partizan_plain;
pub mod polytope_plain;
pub mod rng;
pub mod rules;
pub mod small_rational;
