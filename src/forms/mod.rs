//! Canonical forms of short partizan games over any number type, and the
//! engines on them: the layer under [`partizan`](crate::partizan), which
//! re-exports it with numbers of any size. Name this layer instead when
//! the values stay small (Domineering's, most contest games').
//!
//! - [`Forms`]: canonical forms, each kept once in an arena and named by a
//!   [`GameId`]; `≤`, sum, negative, simplification ([`Forms::game`]),
//!   outcome class, printing. Numbers, nimbers and number + up multiple +
//!   nimber ([`Nus`]) compare and add without search.
//! - [`Number`]: what the arena needs of its numbers;
//!   [`SmallDyadic`] is m/2^k in machine words,
//!   [`partizan::Dyadic`](crate::partizan::Dyadic) any size.
//! - [`PartizanGame`]: your own game as Left's and Right's moves;
//!   [`PartizanEngine`] gives its canonical forms, [`NumberEngine`] its
//!   numbers when every position is one. Over [`SmallDyadic`] (values
//!   m/2^k with m an `i64`; past that they panic, never wrap) when the
//!   values stay small, as most contest games' do; `partizan`'s engines
//!   of the same names are these over `Dyadic`, any size.
//! - [`domineering`]: Domineering boards, regions memoised up to symmetry.
//!
//! Why a layer of its own: nothing here names a big integer. A solution
//! whose values stay small (as Domineering's do) and that names this layer
//! rather than `partizan` bundles into one file without the big-integer
//! code, which `partizan` reaches through `Dyadic` (about 27 KB of a
//! submission; scripts/bundle follows every name a layer re-exports).
//!
//! Modules: [`games`] (the arena), [`number`] (the numbers it takes),
//! [`nus`] (number + up + nimber), [`position`] (your own game),
//! [`domineering`].

mod display;
pub mod domineering;
pub mod games;
pub mod number;
pub mod nus;
pub mod position;
mod simplify;

pub use games::{Forms, GameId, OutcomeClass};
pub use number::{Number, ParseDyadicError, SimplestNumber, SmallDyadic};
pub use nus::Nus;
pub use position::{NumberEngine, PartizanEngine, PartizanGame};
