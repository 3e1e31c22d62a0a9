//! The graph of a game, explicit or implicit: what the graph engines
//! ([`dag_grundy`](super::dag_grundy) and [`loopy`](super::loopy)) need to
//! know about positions `0..n`, and nothing more.
//!
//! Why a trait rather than a list of edges: a game of your own often has
//! few positions and very many moves (every position may reach most
//! others), and its moves are cheap to generate. Written out as edges,
//! 7,000 such positions are 10^8 edges, over a gigabyte; enumerated on
//! demand, the engines keep a few words per position. A game implements
//! [`GameGraph`] by saying how many moves a position has and enumerating
//! the moves out of it and into it; [`Digraph`], the graph layer's graph
//! ([`crate::graph`]), is the implementation for a graph held in memory.

/// A game graph on positions `0..positions()`: a move goes from a position
/// to a follower. The engines read it only through these four methods.
///
/// The methods must agree: `for_each_move(u)` calls its closure
/// `move_count(u)` times, and `v` is passed to `for_each_predecessor(w)`'s
/// closure exactly as often as `w` is passed to `for_each_move(v)`'s
/// (repeated moves count each time).
pub trait GameGraph {
    /// The number of positions.
    fn positions(&self) -> usize;
    /// The number of moves from `u`.
    fn move_count(&self, u: usize) -> usize;
    /// Calls `visit` with the position each move from `u` leads to.
    fn for_each_move(&self, u: usize, visit: impl FnMut(usize));
    /// Calls `visit` with each position that has a move to `v`, once per
    /// such move.
    fn for_each_predecessor(&self, v: usize, visit: impl FnMut(usize));

    /// A hint for an engine walking positions in the order of `queue`, now
    /// at `queue[head]`: it will read the moves of the positions a little
    /// further on and `forward[v]` for their followers, and their
    /// predecessors and `backward[u]` for those. A graph held in memory
    /// can ask for all that early (see [`Digraph`]); the default does
    /// nothing.
    #[inline(always)]
    fn prefetch_walk(&self, queue: &[u32], head: usize, forward: &[u32], backward: &[u32]) {
        let _ = (queue, head, forward, backward);
    }
}

/// The graph given by its edges, [`crate::graph::Digraph`], here too:
/// the graph the engines read most often.
pub use crate::graph::Digraph;

/// A graph held in memory: its successor lists are the moves; the lists
/// into each vertex are built the first time an engine asks for them
/// (`4(n + 1) + 4m` bytes more), unless [`Digraph::new`] built them
/// already.
// Full paths, no `use`: a bundle that keeps only the trait then has no
// unused import.
impl GameGraph for crate::graph::Digraph {
    fn positions(&self) -> usize {
        self.vertex_count()
    }

    #[inline]
    fn move_count(&self, u: usize) -> usize {
        self.successors(u).len()
    }

    #[inline]
    fn for_each_move(&self, u: usize, mut visit: impl FnMut(usize)) {
        for &v in self.successors(u) {
            visit(v as usize);
        }
    }

    #[inline]
    fn for_each_predecessor(&self, v: usize, mut visit: impl FnMut(usize)) {
        for &u in self.predecessor_lists().list(v) {
            visit(u as usize);
        }
    }

    /// On a random graph every list and every value read is a cache miss
    /// of its own: asked for a few positions ahead, they overlap.
    #[inline(always)]
    fn prefetch_walk(&self, queue: &[u32], head: usize, forward: &[u32], backward: &[u32]) {
        (self.successor_lists()).prefetch_ahead(queue, head, |v| v, forward);
        (self.predecessor_lists()).prefetch_ahead(queue, head, |v| v, backward);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    #[test]
    fn the_two_directions_agree_with_the_edges() {
        let mut rng = TestRng::new(27);
        for _ in 0..300 {
            let n = 1 + rng.below(8) as usize;
            let m = rng.below(4 * n as u64) as usize;
            let edges = rng.edges(n, m);
            // Predecessors built from the edges at once, and from the
            // successor lists when first asked for.
            for graph in [Digraph::new(n, &edges), Digraph::from_edges(n, &edges)] {
                assert_eq!(graph.positions(), n);
                let mut from_moves = Vec::new();
                let mut from_predecessors = Vec::new();
                for u in 0..n {
                    assert_eq!(graph.move_count(u), graph.successors(u).len());
                    graph.for_each_move(u, |v| from_moves.push((u as u32, v as u32)));
                    graph.for_each_predecessor(u, |w| from_predecessors.push((w as u32, u as u32)));
                }
                let mut expected = edges.clone();
                for list in [&mut from_moves, &mut from_predecessors, &mut expected] {
                    list.sort_unstable();
                }
                assert_eq!(from_moves, expected);
                assert_eq!(from_predecessors, expected);
            }
        }
    }

    /// A dense game given by a rule, never by edges: from `u`, move to
    /// every `v` (itself included) with `rule(u, v)`.
    struct Dense<F: Fn(usize, usize) -> bool> {
        n: usize,
        rule: F,
    }

    impl<F: Fn(usize, usize) -> bool> GameGraph for Dense<F> {
        fn positions(&self) -> usize {
            self.n
        }
        fn move_count(&self, u: usize) -> usize {
            (0..self.n).filter(|&v| (self.rule)(u, v)).count()
        }
        fn for_each_move(&self, u: usize, visit: impl FnMut(usize)) {
            (0..self.n).filter(|&v| (self.rule)(u, v)).for_each(visit);
        }
        fn for_each_predecessor(&self, v: usize, visit: impl FnMut(usize)) {
            (0..self.n).filter(|&u| (self.rule)(u, v)).for_each(visit);
        }
    }

    #[test]
    fn engines_read_an_implicit_graph_as_its_edges() {
        use crate::impartial::{dag_grundy, graph_game, loopy};
        for n in [1, 2, 7, 60, 200] {
            let rules: [&dyn Fn(usize, usize) -> bool; 3] = [
                &|u, v| v < u && (u * 7 + v * 3) % 5 != 0,
                &|u, v| (u * 7 + v * 3) % 5 != 0 && (v < u || (u + v) % 11 == 0),
                &|u, v| (u ^ v) % 3 == 1 || u * v % 7 == 1,
            ];
            for rule in rules {
                let implicit = Dense { n, rule };
                let mut edges = Vec::new();
                for u in 0..n {
                    implicit.for_each_move(u, |v| edges.push((u as u32, v as u32)));
                }
                let explicit = Digraph::new(n, &edges);
                // The same game stated once for the search engine: its
                // retrograde analysis, by predecessors and by its own lists.
                let game = crate::search::Game::new(|&u: &usize, moves| {
                    implicit.for_each_move(u, |v| moves.to(v));
                })
                .numbered(n, |&u| u);
                let by_lists = game.clone().retrograde(0..n);
                let by_predecessors = game.retrograde_by(0..n, |&v, before| {
                    implicit.for_each_predecessor(v, |u| before.to(u));
                });
                let expected = graph_game::outcomes(n, edges.clone());
                for (v, &outcome) in expected.iter().enumerate() {
                    assert_eq!(by_lists.outcome(&v), outcome);
                    assert_eq!(by_predecessors.outcome(&v), outcome);
                }
                assert_eq!(
                    loopy::generalized_grundy(&implicit),
                    loopy::generalized_grundy(&explicit)
                );
                // The cycle found may differ: the lists are in another order.
                let (a, b) = (
                    dag_grundy::grundy_values(&implicit),
                    dag_grundy::grundy_values(&explicit),
                );
                assert_eq!(a.as_ref().ok(), b.as_ref().ok());
                assert_eq!(a.is_ok(), b.is_ok());
            }
        }
    }
}
