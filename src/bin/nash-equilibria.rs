//! Every extreme Nash equilibrium of any bimatrix game (degenerate ones
//! included), in exact fractions, and the maximal Nash subsets.
//! Input and output: [docs/problems.md](../../docs/problems.md#nash-equilibria).
//! Vertex enumeration of the two best-response polytopes by exact integer
//! pivoting, pairing of the completely labelled vertices, maximal bicliques.

use game_theory::judge::{self, Error, Scanner};
use game_theory::normal_form::bimatrix::Bimatrix;
use game_theory::normal_form::extreme::{equilibria, MAX_PAYOFF, MAX_STRATEGIES};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let game = Bimatrix::read(input, MAX_STRATEGIES, MAX_PAYOFF)?;
    let set = equilibria(&game);
    writeln!(out, "{}", set.extreme.len())?;
    for (x, y) in &set.extreme {
        judge::write_line(
            out,
            x.iter()
                .map(|p| p.to_string())
                .chain(["|".to_string()])
                .chain(y.iter().map(|p| p.to_string())),
        )?;
    }
    writeln!(out, "{}", set.maximal_subsets.len())?;
    for subset in &set.maximal_subsets {
        judge::write_line(out, subset.iter().map(|k| k + 1))?;
    }
    Ok(())
}

fn main() {
    judge::run(solve)
}
