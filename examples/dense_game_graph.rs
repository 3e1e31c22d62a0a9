//! A dense game graph given by a rule, never by its edges: 7,000 positions
//! where a position moves to most smaller ones (and, in the loopy version,
//! to a few larger ones), about 1.6·10^7 moves. Written out as edges that
//! would be about 130 MB; through `GameGraph` each engine keeps a
//! few words per position. Times the three engines (win / lose / draw by
//! the search engine's retrograde analysis over the rule):
//!
//! ```text
//! cargo run --release --example dense_game_graph
//! ```

use game_theory::impartial::dag_grundy::grundy_values;
use game_theory::impartial::game_graph::GameGraph;
use game_theory::impartial::loopy::{generalized_grundy, INFINITE};
use game_theory::search::Game;
use std::time::Instant;

/// From `u`, a move to every `v` with `rule(u, v)`; the counts are kept
/// (one word per position) since the engines ask for them often.
struct Dense {
    rule: fn(usize, usize) -> bool,
    counts: Vec<usize>,
}

impl Dense {
    fn new(n: usize, rule: fn(usize, usize) -> bool) -> Self {
        let counts = (0..n)
            .map(|u| (0..n).filter(|&v| rule(u, v)).count())
            .collect();
        Dense { rule, counts }
    }
}

impl GameGraph for Dense {
    fn positions(&self) -> usize {
        self.counts.len()
    }
    fn move_count(&self, u: usize) -> usize {
        self.counts[u]
    }
    fn for_each_move(&self, u: usize, visit: impl FnMut(usize)) {
        (0..self.counts.len())
            .filter(|&v| (self.rule)(u, v))
            .for_each(visit);
    }
    fn for_each_predecessor(&self, v: usize, visit: impl FnMut(usize)) {
        (0..self.counts.len())
            .filter(|&u| (self.rule)(u, v))
            .for_each(visit);
    }
}

fn main() {
    const N: usize = 7_000;
    // Acyclic: down to any smaller position not a multiple-of-3 step away.
    let acyclic = Dense::new(N, |u, v| v < u && (u - v) % 3 != 0);
    // Loopy: the same, and up by exactly 1 or 2 from an odd position.
    let loopy = Dense::new(N, |u, v| {
        (v < u && (u - v) % 3 != 0) || (u % 2 == 1 && (v == u + 1 || v == u + 2))
    });
    for (name, graph) in [("acyclic", &acyclic), ("loopy", &loopy)] {
        let moves: usize = graph.counts.iter().sum();
        println!("{name}: {N} positions, {moves} moves");
        let start = Instant::now();
        // Win / lose / draw by the search engine, the game stated by its
        // moves and its predecessors (no lists of edges in memory).
        let solved = Game::new(|&u: &usize, moves| graph.for_each_move(u, |v| moves.to(v)))
            .numbered(N, |&u| u)
            .retrograde_by(0..N, |&v, before| {
                graph.for_each_predecessor(v, |u| before.to(u))
            });
        let outcomes: Vec<_> = (0..N).map(|v| solved.outcome(&v)).collect();
        println!(
            "  win/lose/draw:           {:6.0} ms",
            start.elapsed().as_secs_f64() * 1e3
        );
        let start = Instant::now();
        let values = generalized_grundy(graph);
        let largest = values.iter().filter(|&&g| g != INFINITE).max();
        let infinite = values.iter().filter(|&&g| g == INFINITE).count();
        println!(
            "  generalised Grundy:      {:6.0} ms (largest finite {largest:?}, {infinite} infinite)",
            start.elapsed().as_secs_f64() * 1e3
        );
        let start = Instant::now();
        let dag = grundy_values(graph);
        println!(
            "  DAG Grundy:              {:6.0} ms ({})",
            start.elapsed().as_secs_f64() * 1e3,
            if dag.is_ok() {
                "acyclic"
            } else {
                "cycle found"
            }
        );
        if let Ok(dag) = dag {
            assert_eq!(dag, values, "on a DAG the two functions agree");
        }
        let lost = outcomes
            .iter()
            .zip(&values)
            .all(|(o, &g)| (g == 0) == (*o == game_theory::impartial::graph_game::Outcome::Lose));
        assert!(lost, "value 0 exactly at the lost positions");
    }
}
