//! Tokens on a graph with cycles: a move slides one token along an edge;
//! who cannot move loses; endless play is a draw. Input: `n m`, `m` edges
//! `u v` (1-based), then `q`; each query `k` and `k` token vertices.
//! Output per query: `First`, `Second` or `Draw`.
// row: impartial::loopy::generalized_grundy

use game_theory::impartial::game_graph::Digraph;
use game_theory::impartial::loopy::{generalized_grundy, InfinityTable};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n = input.usize("n", 1, 1000)?;
    let m = input.usize("m", 0, 10_000)?;
    let edges = input.edges(m, n)?;
    let graph = Digraph::new(n, &edges);
    let table = InfinityTable::new(&graph, generalized_grundy(&graph));
    input.for_each_test("q", 100, |input| {
        let k = input.usize("k", 1, 100)?;
        let tokens: Vec<usize> = input
            .usizes("token", k, 1, n)?
            .iter()
            .map(|v| v - 1)
            .collect();
        writeln!(out, "{}", table.outcome(&tokens).name())?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
