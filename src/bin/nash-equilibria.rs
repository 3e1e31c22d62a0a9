//! Every Nash equilibrium of a nondegenerate bimatrix game, in exact
//! fractions, by support enumeration.
//! Input and output: see PROBLEMS.md `nash-equilibria`.
//! At most 12 870 support pairs for 8×8, each two exact Bareiss solves.

use game_theory::judge::{self, Error, Scanner};
use game_theory::normal_form::bimatrix::Bimatrix;
use game_theory::normal_form::nash::{all_equilibria, Equilibria, MAX_PAYOFF, MAX_STRATEGIES};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let game = Bimatrix::read(input, MAX_STRATEGIES, MAX_PAYOFF)?;
    match all_equilibria(&game) {
        Equilibria::Degenerate => writeln!(out, "degenerate")?,
        Equilibria::Found(all) => {
            writeln!(out, "{}", all.len())?;
            for (x, y) in all {
                judge::write_line(
                    out,
                    x.iter()
                        .map(|p| p.to_string())
                        .chain(["|".to_string()])
                        .chain(y.iter().map(|p| p.to_string())),
                )?;
            }
        }
    }
    Ok(())
}

fn main() {
    judge::run(solve)
}
