//! Every way a solution may name the library, in one program: the bundler's
//! own test (`scripts/check-bundles` bundles it in both modes, compiles it
//! with bare rustc and checks its output). Reads `a b` and `n`; prints who
//! wins Wythoff's game from (a, b), the number game from n, Nim on (a, b, n),
//! and tic-tac-toe's value.

use game_theory as gt;
use game_theory::impartial::nim as nm;
use game_theory::{
    game_tree::{tictactoe::Board, tictactoe_solver::Solver},
    judge::{self, Error, Scanner},
};
use std::io::Write;

mod helpers {
    // A nested module names the library by its crate name too.
    pub fn nim_first_wins(piles: &[u64]) -> bool {
        game_theory::impartial::nim::nim_sum(piles) != 0
    }
}

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    use gt::problems::*;
    let a = input.u64("a", 0, judge::E18)?;
    let b = input.u64("b", 0, judge::E18)?;
    let n = input.u64("n", 1, judge::E18)?;
    let wythoff_lost = game_theory::impartial::wythoff::wythoff_is_losing(a, b);
    writeln!(
        out,
        "wythoff {}",
        if wythoff_lost { "second" } else { "first" }
    )?;
    writeln!(out, "number-game {}", number_game::ashishgup_wins(n))?;
    writeln!(
        out,
        "nim {} {}",
        nm::nim_sum(&[a, b, n]),
        helpers::nim_first_wins(&[a, b, n])
    )?;
    let best = Solver::new().best_move(&Board::empty());
    writeln!(out, "tic-tac-toe {} {:?}", best.value, best.cell)?;
    writeln!(out, "grundy {}", gt::impartial::grundy::mex([0u32, 1, 3]))?;
    Ok(())
}

fn main() {
    judge::run(solve)
}
