//! Partizan games: Left and Right have different moves, and a position's
//! value is a Conway game (a number, a nimber, up, a switch, …) that adds
//! over independent components; the sign of a sum decides who wins.
//!
//! - [`Dyadic`]: exact numbers m/2^k of any size, Conway's simplest-number
//!   rule.
//! - [`Games`]: canonical forms, each kept once in an arena and named by a
//!   [`GameId`]; `≤`, sum, negative, simplification ([`Games::game`]),
//!   outcome class, stops, temperature and thermographs, Conway's notation
//!   in and out. Numbers, nimbers and number + up multiple + nimber
//!   ([`Nus`]) compare and add without search.
//! - [`PartizanGame`]: your own game as Left's and Right's moves (and,
//!   optionally, how a position splits into independent parts);
//!   [`PartizanEngine`] gives its canonical forms, [`NumberEngine`] its
//!   numbers when every position is one (or the position that is not).
//!
//! Conventions are CGSuite's: a number's temperature is negative (−1 for
//! an integer, −1/2^k for m/2^k), and the canonical form prints as
//! PROBLEMS.md's "Partizan games" section says.

pub mod domineering;
pub mod dyadic;
pub mod games;
pub mod hackenbush;
pub mod notation;
pub mod nus;
pub mod position;
mod simplify;
pub mod thermograph;

pub use dyadic::{Dyadic, ParseDyadicError};
pub use games::{GameId, Games, Outcome};
pub use notation::{NotationError, MAX_NESTING};
pub use nus::Nus;
pub use position::{NumberEngine, PartizanEngine, PartizanGame};
pub use thermograph::{Thermograph, Trajectory};
