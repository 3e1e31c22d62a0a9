//! The prisoner's dilemma (GfG), for any bimatrix game: strictly dominant
//! strategies, pure Nash equilibria and Pareto-optimal outcomes.
//! Input and output: [docs/problems.md](../../docs/problems.md#prisoners-dilemma).
//! O(mn log mn) per test: the Pareto set by sort-and-sweep.

use game_theory::judge::{self, Error, Scanner};
use game_theory::normal_form::bimatrix::Bimatrix;
use std::io::Write;

/// Writes `label` and the 1-based pairs joined by `, `, or `none`.
fn write_pairs<W: Write>(out: &mut W, label: &str, pairs: &[(usize, usize)]) -> Result<(), Error> {
    write!(out, "{label}: ")?;
    if pairs.is_empty() {
        write!(out, "none")?;
    }
    for (k, &(i, j)) in pairs.iter().enumerate() {
        let separator = if k == 0 { "" } else { ", " };
        write!(out, "{separator}{} {}", i + 1, j + 1)?;
    }
    writeln!(out)?;
    Ok(())
}

fn write_strategy<W: Write>(
    out: &mut W,
    label: &str,
    strategy: Option<usize>,
) -> Result<(), Error> {
    match strategy {
        Some(s) => writeln!(out, "{label}: {}", s + 1)?,
        None => writeln!(out, "{label}: none")?,
    }
    Ok(())
}

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100, |input| {
        let game = Bimatrix::read(input, 100, 1_000_000_000)?;
        write_strategy(out, "row dominant", game.dominant_row())?;
        write_strategy(out, "column dominant", game.dominant_col())?;
        write_pairs(out, "pure nash", &game.pure_nash())?;
        write_pairs(out, "pareto optimal", &game.pareto_optimal())
    })
}

fn main() {
    judge::run(solve)
}
