//! Test support, shared by the library's unit tests and the integration
//! tests in `tests/`: every game's rules as its statement gives them, the
//! exhaustive search they are checked with, and one seeded generator.
//!
//! Why a `#[doc(hidden)]` module rather than `#[cfg(test)]` or a feature:
//! the integration tests are separate crates, which see only what the
//! library compiles without `cfg(test)`; a cargo feature would make a plain
//! `cargo test` skip them (or need a self-dev-dependency that compiles the
//! crate twice). Hidden, it costs nothing at run time, never enters a
//! submission bundle (no solver refers to it), and `cargo doc` does not
//! show it to users.

pub mod exhaustive;
pub mod partizan_plain;
pub mod rng;
pub mod rules;
