//! One token on a graph given by its edges: a move slides it along an
//! edge, who cannot move loses, endless play is a draw. Input: `n m` and
//! `m` edges `u v` (1-based). Output: one letter per vertex, `W` (the
//! player to move there wins), `L` or `D`.
// row: impartial::graph_game::outcomes

use game_theory::impartial::graph_game::{outcomes, Outcome};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n = input.usize("n", 1, 100_000)?;
    let m = input.usize("m", 0, 100_000)?;
    let edges = input.edges(m, n)?;
    let letters: String = outcomes(n, edges)
        .into_iter()
        .map(|o| match o {
            Outcome::Win => 'W',
            Outcome::Lose => 'L',
            Outcome::Draw => 'D',
        })
        .collect();
    writeln!(out, "{letters}")?;
    Ok(())
}

fn main() {
    judge::run(solve)
}
