//! A bimatrix game: every extreme Nash equilibrium. Input: `T`; each test
//! `m n`, the row player's `m × n` payoffs, then the column player's.
//! Output per test: the number of extreme equilibria, then one line each:
//! the row player's probabilities, `|`, the column player's.
// row: normal_form::extreme::equilibria

use game_theory::judge::{self, Error, Scanner};
use game_theory::normal_form::bimatrix::Bimatrix;
use game_theory::normal_form::extreme::equilibria;
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 10, |input| {
        let m = input.usize("m", 1, 6)?;
        let n = input.usize("n", 1, 6)?;
        let a = input.i64s("a", m * n, -100, 100)?;
        let b = input.i64s("b", m * n, -100, 100)?;
        let set = equilibria(&Bimatrix::new(m, n, a, b));
        let text = |v: &[_]| {
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        writeln!(out, "{}", set.extreme.len())?;
        for (x, y) in &set.extreme {
            writeln!(out, "{} | {}", text(x), text(y))?;
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
