//! Partizan games: Left and Right have different moves, and a position's
//! value is a Conway game (a number, a nimber, up, a switch, …) that adds
//! over independent components; the sign of a sum decides who wins.
//!
//! - [`Dyadic`]: exact numbers m/2^k of any size, Conway's simplest-number
//!   rule.
//! - [`Games`]: canonical forms, each kept once in an arena and named by a
//!   [`GameId`]; `≤`, sum, negative, simplification ([`Forms::game`]),
//!   outcome class, Conway's notation in ([`Forms::parse`]) and out
//!   ([`Forms::display`]). Numbers, nimbers and number + up multiple +
//!   nimber ([`Nus`]) compare and add without search. `Games` is
//!   [`Forms`]`<Dyadic>`; `Forms<`[`SmallDyadic`]`>` holds numbers that
//!   fit machine words (the arena and Domineering live in the
//!   [`forms`](crate::forms) layer, which names no big integer: a solution
//!   whose values stay small and that names `forms::…` rather than
//!   `partizan::…` bundles without big-integer code, as the `domineering`
//!   solver does).
//! - [`Thermographs`]: stops, temperature and thermographs of the forms of
//!   an arena, memoised.
//! - [`PartizanGame`]: your own game as Left's and Right's moves (and,
//!   optionally, how a position splits into independent parts). When its
//!   values stay small (m/2^k with m an `i64`, as most contest games'
//!   do), take [`forms::NumberEngine`](crate::forms::NumberEngine) or
//!   [`forms::PartizanEngine`](crate::forms::PartizanEngine) over
//!   [`SmallDyadic`]: a bundle without big integers (past that range they
//!   panic). Of any size: [`PartizanEngine`] gives its canonical forms,
//!   [`NumberEngine`] its numbers when every position is one (or the
//!   position that is not), both over [`Dyadic`].
//!
//! Conventions are CGSuite's: a number's temperature is negative (−1 for
//! an integer, −1/2^k for m/2^k), and the canonical form prints as
//! PROBLEMS.md's "Partizan games" section says.
//!
//! Modules: [`dyadic`] (the numbers), [`notation`] (Conway's notation
//! in), [`thermograph`] (stops, temperature), [`position`] (your own game:
//! [`PartizanEngine`], [`NumberEngine`]), [`hackenbush`] (Blue-Red
//! Hackenbush).

pub mod dyadic;
pub mod hackenbush;
pub mod notation;
pub mod position;
pub mod thermograph;

pub use crate::forms::{domineering, games, number, nus};
pub use crate::forms::{Forms, GameId, Number, Nus, OutcomeClass, ParseDyadicError};
pub use crate::forms::{SimplestNumber, SmallDyadic};
pub use dyadic::Dyadic;
pub use notation::{NotationError, MAX_NESTING};
pub use position::{NumberEngine, PartizanEngine, PartizanGame};
pub use thermograph::{Thermograph, Thermographs, Trajectory};

/// The arena of canonical forms whose numbers are [`Dyadic`]s, of any
/// size: what to use unless the values are known to stay small.
pub type Games = Forms<Dyadic>;
