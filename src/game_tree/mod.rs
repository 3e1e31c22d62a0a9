//! Game-tree search: negamax and alpha-beta over a small trait, games whose
//! moves score points (the best lead, over your own positions), explicit
//! trees, Zobrist hashing for transposition tables, and tic-tac-toe (its
//! boards apart from its solver, so a solver that only evaluates boards
//! carries no search).

pub mod negamax;
pub mod scoring;
pub mod tictactoe;
pub mod tictactoe_solver;
pub mod tree;
pub mod zobrist;
