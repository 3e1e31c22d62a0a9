//! One engine for a game of your own: state it once ([`Game`]: the
//! position type, one move function, how positions are stored), then ask
//! it for any answer.
//!
//! | answer | call | entry per position |
//! |---|---|---|
//! | Grundy value (sums allowed) | [`Game::grundy`] → [`Grundy::value`] | `u32` |
//! | win, lose or draw, and a winning move (no cycles) | [`Game::outcomes`] → [`Outcomes::outcome`], [`Outcomes::winning_move`] | 1 byte |
//! | win, lose or draw with cycles, moves to the end, the move to make | [`Game::retrograde`] (reverse lists kept), [`Game::retrograde_by`] (your predecessor function), [`Game::retrograde_by_rules`] (the same as a type) → [`Retrograde`] | 4 bytes and a copy of the position, and 8 bytes a move for the reverse lists |
//! | best lead, alternating turns | [`Game::lead`] → [`Score::best`], [`Score::best_move`] | `i64` |
//! | best total, one player choosing alone | [`Game::total`] → [`Score::best`], [`Score::best_move`] | `i64` |
//! | Every-SG step count (every component moved each turn) | [`Game::steps`] → [`Score::best`] | `i64` |
//!
//! Storage, chosen by the shape of the positions: [`Game::new`] hashes
//! them (7 to 13 bytes of table per position beside its entry;
//! [`Game::with_capacity`] makes room at once for the positions you
//! expect);
//! [`Game::numbered`] keeps a flat table over your numbering `0..n`,
//! searched from the positions asked about; [`Game::ordered`] fills that
//! table bottom-up when every move goes to a smaller number, the loop a
//! contestant writes by hand. Every search is iterative: a chain of 10^7
//! positions needs no deep recursion.
//!
//! The rules are a closure (`|position, moves: &mut Moves<P>| …`, given to
//! [`Game::new`]) or a type of yours implementing [`Rules`] (given to
//! [`Game::of`]), with the same calls on a [`MoveSink`]. They differ in
//! speed only where the positions are many and cheap: an ordered table
//! folds a type's moves as they are given, a closure's once it returns
//! (1.1 to 1.35 times a hand-written table loop, against 2 to 5.5;
//! docs/performance.md). The same holds for the retrograde walk's
//! predecessors, and its forward pass needs no look-up at all when the
//! starts are every position of a numbering, in its order.
//!
//! This layer sits below [`impartial`](crate::impartial) and
//! [`game_tree`](crate::game_tree), whose named games use it.
//!
//! [`storage`] holds the three storages and what an engine needs of a
//! table.

mod game;
mod grundy;
mod memo;
mod mex;
mod moves;
mod outcomes;
mod retrograde;
pub(crate) mod score;
pub mod storage;
#[cfg(test)]
mod tests;

pub use game::{Game, Rules};
pub use grundy::Grundy;
pub use mex::MexSet;
pub use moves::{MoveSink, Moves};
pub use outcomes::{Outcome, Outcomes};
pub use retrograde::Retrograde;
pub use score::Score;
