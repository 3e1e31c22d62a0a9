//! Impartial games under normal play (both players have the same moves; who
//! cannot move loses): Nim and the games that reduce to it through
//! Sprague-Grundy, and the general engines behind whole families of them;
//! also the two other ways to play a sum: misère (the last mover loses) and
//! Every-SG (every component moved on every turn).
//!
//! Modules, by what the game looks like (the crate page's table leads to
//! the engines):
//! - one heap and a rule: [`grundy`] (mex, tables for subtraction, division
//!   and consecutive splits), [`subtraction`] (a period, then any heap),
//!   [`range_moves`], [`halving`], [`dynamic_subtraction`], [`division`],
//!   [`nim_exceptions`] (Nim with listed exceptions), [`periodic`] (a
//!   sequence's period);
//! - take-and-break: [`take_break`] (any rules), [`octal`], [`split_game`],
//!   [`dawsons_kayles`], all on the sparse-space method (crate-private:
//!   `impartial/sparse_space.rs` says why it is exact);
//! - closed forms: [`nim`], [`nim_variants`] (Lasker's, Moore's, Staircase
//!   Nim), [`wythoff`], [`euclid`], [`nim_arith`] (nim products),
//!   [`coin_turning`], [`board_game`] (coins stepping on a board);
//! - graphs: [`game_graph`], [`dag_grundy`], [`graph_game`], [`loopy`],
//!   [`hackenbush`];
//! - other sums: [`misere`], [`every_sg`].

pub mod board_game;
pub mod coin_turning;
pub mod dag_grundy;
pub mod dawsons_kayles;
pub mod division;
pub mod dynamic_subtraction;
pub mod euclid;
pub mod every_sg;
pub mod game_graph;
pub mod graph_game;
pub mod grundy;
pub mod hackenbush;
pub mod halving;
pub mod loopy;
pub mod misere;
pub mod nim;
pub mod nim_arith;
pub mod nim_exceptions;
pub mod nim_variants;
pub mod octal;
pub mod periodic;
pub mod range_moves;
pub(crate) mod sparse_space;
pub mod split_game;
pub mod subtraction;
pub mod take_break;
pub mod wythoff;
