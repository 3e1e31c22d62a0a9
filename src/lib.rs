//! Competitive-programming solvers for combinatorial game theory.
//!
//! Each binary in `src/bin` solves one problem of `PROBLEMS.md`: it reads
//! through [`input::Scanner`], calls one function of the modules below, and
//! writes through one buffered writer, all run by [`judge::run`].

pub mod arith;
pub mod board;
pub mod choice_of_area;
pub mod coin_row;
pub mod division;
pub mod divisor_game;
pub mod exhaustive;
pub mod grundy;
pub mod input;
pub mod josephus;
pub mod judge;
pub mod nash;
pub mod nim;
pub mod normal_form;
pub mod number_game;
pub mod parity;
pub mod pebbles;
pub mod periodic;
pub mod rational;
pub mod rules;
pub mod running_total;
pub mod search;
pub mod splitting;
pub mod subtraction;
pub mod tictactoe;
pub mod tournament;
pub mod tree;
pub mod wythoff;
pub mod zobrist;
