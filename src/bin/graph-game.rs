//! Win, lose or draw for every start vertex of a game on a directed graph
//! (a token slides along edges; who cannot move loses; endless play draws).
//! Input and output: [docs/problems.md](../../docs/problems.md#graph-game).
//! O(n + m) per test: retrograde analysis from the vertices with no move.

use game_theory::impartial::graph_game::{outcomes, Outcome};
use game_theory::judge::{self, Error, Scanner, SumLimit};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    let mut sum_m = SumLimit::new("m", 2_000_000);
    input.for_each_test("T", 10_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let m = input.length("m", 0, &mut sum_m)?;
        let edges = input.edges(m, n)?;
        input.release_consumed();
        let line: Vec<u8> = outcomes(n, edges)
            .into_iter()
            .map(Outcome::letter)
            .collect();
        out.write_all(&line)?;
        out.write_all(b"\n")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
