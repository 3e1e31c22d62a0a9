//! Impartial games under normal play (both players have the same moves; who
//! cannot move loses): Nim and the games that reduce to it through
//! Sprague-Grundy, and the general engines behind whole families of them.

pub mod board_game;
pub mod division;
pub mod grundy;
pub mod nim;
pub mod octal;
pub mod periodic;
pub mod splitting;
pub mod subtraction;
pub mod wythoff;
