//! One player moves a token alone along the edges of a directed graph.
//! Input: `n m`, `m` edges `u v` (1-based; loops and repeats allowed),
//! then `q`; each query `s t`. Output: `Acyclic` or `Cyclic` for the
//! whole graph; then per query the fewest moves from `s` to `t`, the
//! fewest odd in number, each `-1` if none, and `Forever` if the token
//! can move for ever from `s`, else `Ends`.
// row: graph::Digraph

use game_theory::graph::cycles::{reachable_cycle, topological_order};
use game_theory::graph::paths::{distances, shortest_path, UNREACHED};
use game_theory::graph::Digraph;
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n = input.usize("n", 1, 100_000)?;
    let m = input.usize("m", 0, 100_000)?;
    let edges = input.edges(m, n)?;
    let graph = Digraph::from_edges(n, &edges);
    // (vertex, parity of the moves so far) as 2v + parity: a move flips it.
    let both: Vec<(u32, u32)> = (edges.iter())
        .flat_map(|&(u, v)| [(2 * u, 2 * v + 1), (2 * u + 1, 2 * v)])
        .collect();
    let parity = Digraph::from_edges(2 * n, &both);
    let ordered = topological_order(&graph).is_ok();
    writeln!(out, "{}", if ordered { "Acyclic" } else { "Cyclic" })?;
    input.for_each_test("q", 100, |input| {
        let s = input.usize("s", 1, n)? - 1;
        let t = input.usize("t", 1, n)? - 1;
        let fewest = shortest_path(&graph, s, &[t]).map_or(-1, |path| path.len() as i64 - 1);
        let odd = match distances(&parity, &[2 * s])[2 * t + 1] {
            UNREACHED => -1,
            d => i64::from(d),
        };
        let forever = match reachable_cycle(&graph, s) {
            Some(_) => "Forever",
            None => "Ends",
        };
        writeln!(out, "{fewest} {odd} {forever}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
