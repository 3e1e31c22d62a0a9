//! Tokens on a directed graph with cycles (a move slides one token along
//! an edge; who cannot move loses; endless play is a draw): First, Second
//! or Draw for each query.
//! Input and output: [docs/problems.md](../../docs/problems.md#loopy-grundy).
//! Per test: the generalised Sprague-Grundy function (Smith; Fraenkel and
//! Yesha's rounds), O(n + m·(g + 1)) at worst for the largest finite value
//! g, O(n + m) when values are small; then O(k + log m) per query by
//! Smith's sum rule.

use game_theory::impartial::game_graph::Digraph;
use game_theory::impartial::loopy::{generalized_grundy, InfinityTable};
use game_theory::judge::{self, Error, Scanner, SumLimit};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 200_000);
    let mut sum_m = SumLimit::new("m", 500_000);
    let mut sum_q = SumLimit::new("q", 200_000);
    let mut sum_k = SumLimit::new("k", 1_000_000);
    input.for_each_test("T", 10_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let m = input.length("m", 0, &mut sum_m)?;
        let edges = input.edges(m, n)?;
        let graph = Digraph::new(n, &edges);
        drop(edges);
        let table = InfinityTable::new(&graph, generalized_grundy(&graph));
        drop(graph);
        let q = input.length("q", 1, &mut sum_q)?;
        let mut tokens = Vec::new();
        for _ in 0..q {
            let k = input.length("k", 1, &mut sum_k)?;
            tokens.clear();
            for p in input.u64s("p", k, 1, n as u64)? {
                tokens.push(p as usize - 1);
            }
            writeln!(out, "{}", table.outcome(&tokens).name())?;
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
