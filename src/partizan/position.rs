//! Your own partizan game with numbers of any size: the engines of
//! [`forms::position`](crate::forms::position) over [`Dyadic`].
//! [`PartizanEngine`] gives canonical forms, [`NumberEngine`] the number
//! when every position is one; [`PartizanGame`] states the game.
//!
//! When the values stay small (m/2^k with m an `i64`, as most contest
//! games' do), name [`forms::PartizanEngine`](crate::forms::PartizanEngine)
//! and [`forms::NumberEngine`](crate::forms::NumberEngine) over
//! [`SmallDyadic`](crate::forms::SmallDyadic) instead: the same engines,
//! and a bundled solution without big integers.
//!
//! # Example
//! A stalk of Blue-Red Hackenbush, colours from the ground: every position
//! is a number, and a long one needs big numbers (its last edge halves the
//! value's step).
//! ```
//! use game_theory::partizan::{Dyadic, NumberEngine, PartizanGame};
//! #[derive(Clone, Debug, PartialEq, Eq, Hash)]
//! struct Stalk(Vec<bool>); // true = blue (Left's)
//! impl PartizanGame for Stalk {
//!     fn left_moves(&self) -> Vec<Stalk> { self.cuts(true) }
//!     fn right_moves(&self) -> Vec<Stalk> { self.cuts(false) }
//! }
//! impl Stalk {
//!     fn cuts(&self, blue: bool) -> Vec<Stalk> {
//!         (0..self.0.len()).filter(|&i| self.0[i] == blue).map(|i| Stalk(self.0[..i].to_vec())).collect()
//!     }
//! }
//! let mut numbers = NumberEngine::new();
//! let mut colours = vec![true; 1];
//! colours.extend([false; 99]); // blue, then 99 red: 1/2^99
//! assert_eq!(numbers.value(&Stalk(colours)), Dyadic::from(1).halve(99));
//! ```

use super::dyadic::Dyadic;
use crate::forms::position;

pub use crate::forms::position::PartizanGame;

/// [`forms::PartizanEngine`](crate::forms::PartizanEngine) over
/// [`Dyadic`]: canonical forms of your own positions, numbers of any
/// size, in a [`Games`](super::Games) arena.
pub type PartizanEngine<P> = position::PartizanEngine<P, Dyadic>;

/// [`forms::NumberEngine`](crate::forms::NumberEngine) over [`Dyadic`]:
/// the number each position is, of any size.
pub type NumberEngine<P> = position::NumberEngine<P, Dyadic>;
