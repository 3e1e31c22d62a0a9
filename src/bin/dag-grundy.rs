//! Tokens on a directed acyclic graph (a move slides one token along an
//! edge; who cannot move loses): who wins, and the first winning move.
//! Input and output: [docs/problems.md](../../docs/problems.md#dag-grundy).
//! O(n + m + k) per test: Grundy values in reverse topological order, and
//! the XOR of the tokens' values (Sprague-Grundy).

use game_theory::impartial::dag_grundy::{grundy_values, winning_move};
use game_theory::impartial::game_graph::Digraph;
use game_theory::judge::{self, Error, Scanner, SumLimit};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    let mut sum_m = SumLimit::new("m", 2_000_000);
    let mut sum_k = SumLimit::new("k", 1_000_000);
    input.for_each_test("T", 10_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let m = input.length("m", 0, &mut sum_m)?;
        let edges = input.edges(m, n)?;
        let k = input.length("k", 1, &mut sum_k)?;
        let tokens: Vec<usize> = (input.u64s("p", k, 1, n as u64)?.into_iter())
            .map(|p| p as usize - 1)
            .collect();
        input.release_consumed();
        let graph = Digraph::new(n, &edges);
        drop(edges);
        let values = grundy_values(&graph).map_err(|cycle| {
            let mut path: String = (cycle.vertices.iter())
                .map(|v| format!("{} -> ", v + 1))
                .collect();
            path += &(cycle.vertices[0] + 1).to_string();
            input.error(format!(
                "the graph has a cycle: {path} (loopy-grundy handles graphs with cycles)"
            ))
        })?;
        match winning_move(&graph, &values, &tokens) {
            Some((i, v)) => writeln!(out, "First {} {}", i + 1, v + 1)?,
            None => writeln!(out, "Second")?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
