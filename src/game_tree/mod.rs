//! Game-tree search: negamax and alpha-beta over a small trait, explicit
//! trees, Zobrist hashing for transposition tables, and tic-tac-toe (its
//! boards apart from its solver, so a solver that only evaluates boards
//! carries no search). Games whose moves score points, over your own
//! positions: [`search::Game::lead`](crate::search::Game::lead).
//!
//! Modules: [`negamax`] (the search), [`tree`] (explicit trees),
//! [`zobrist`] (hashing), [`tictactoe`] (boards), [`tictactoe_solver`]
//! (perfect play).

pub mod negamax;
pub mod tictactoe;
pub mod tictactoe_solver;
pub mod tree;
pub mod zobrist;
