//! Games on a directed graph that may go on for ever: a token on a vertex,
//! a move slides it along an edge, who cannot move loses, and endless play
//! is a draw.
//!
//! Retrograde analysis from the positions with no move: a vertex is lost
//! when it has no move or every move leads to a won vertex, won when some
//! move leads to a lost one. Working backwards from the lost ones, each
//! edge is looked at once: a predecessor of a lost vertex is won at once;
//! a predecessor of a won vertex counts down its moves not yet known to
//! lose, and is lost when none is left. What is never decided is a draw:
//! from it the mover has no move to a lost vertex, and at least one move
//! to an undecided one, so neither side can force an end.
//!
//! # Complexity
//! O(n + m) time and memory, iterative (a path of 10^6 vertices needs no
//! deep recursion). The walk takes vertices from a queue, so it prefetches
//! the lists and states of the vertices waiting a few places on: on a
//! random graph of 10^6 vertices and 2·10^6 edges that cut the walk from
//! 150 ms to 45 ms here. Each vertex's state is one byte (`MovesLeft`
//! below): under cachegrind with this machine's 1 MB L2, 10.3
//! million data misses for the whole program instead of 12.7 with a word.

use crate::graph::adjacency::Adjacency;
use crate::perf::memory::{fresh, with_huge_pages};
use crate::perf::prefetch::{prefetch, ThinWalk, LOOKAHEAD};

pub use crate::search::Outcome;

/// The outcome of every vertex `0..n` with the mover at it, for the edges
/// `(u, v)` (0-based; loops and repeated edges allowed). Takes the edges
/// by value to reuse their memory.
///
/// # Constraints
/// Every endpoint below `n`, and fewer than 2^32 edges.
///
/// # Example
/// ```
/// use game_theory::impartial::graph_game::{outcomes, Outcome::*};
/// // 0 → 1 → 2 → 0 and 2 → 3: 3 is lost, so 2 is won, 1 lost, 0 won.
/// assert_eq!(outcomes(4, vec![(0, 1), (1, 2), (2, 0), (2, 3)]), [Win, Lose, Win, Lose]);
/// assert_eq!(outcomes(2, vec![(0, 1), (1, 0)]), [Draw, Draw]);
/// ```
pub fn outcomes(n: usize, edges: Vec<(u32, u32)>) -> Vec<Outcome> {
    outcomes_going_thin_after(n, edges, ThinWalk::AFTER)
}

/// [`outcomes`] of a graph already built (to walk it for paths or
/// cycles as well, say).
///
/// # Complexity
/// O(n + m) time; a copy of the edges, 8 bytes each, beside the walk's
/// own memory.
///
/// # Example
/// ```
/// use game_theory::graph::Digraph;
/// use game_theory::impartial::graph_game::{outcomes_of, Outcome::*};
/// let graph = Digraph::from_edges_1based(3, &[(1, 2), (2, 3), (3, 2)]);
/// assert_eq!(outcomes_of(&graph), [Draw, Draw, Draw]);
/// ```
pub fn outcomes_of(graph: &crate::graph::Digraph) -> Vec<Outcome> {
    let edges = graph.edges().map(|(u, v)| (u as u32, v as u32));
    outcomes(graph.vertex_count(), edges.collect())
}

/// [`outcomes`], going over to [`Singles`] after `thin_after` thin steps
/// (at once for 0).
fn outcomes_going_thin_after(n: usize, edges: Vec<(u32, u32)>, thin_after: usize) -> Vec<Outcome> {
    let mut state = MovesLeft::count(n, &edges);
    let (incoming, spare) = Predecessors::of(n, &edges);
    drop(edges);
    // Every vertex enters the queue once, when decided (its state already
    // says how). The queue lives in memory the lists are done with: fresh
    // memory would cost a page fault per 4 KB.
    let mut queue = spare;
    queue.clear();
    for (v, moves) in state.bytes.iter_mut().enumerate() {
        if *moves == 0 {
            *moves = LOST;
            queue.push(v as u32);
        }
    }
    let mut head = 0;
    // Not along a path numbered in order: the processor fetches the next
    // head by itself there.
    // Kept for graph-game@path: +31% and +18% time with it (perf::prefetch).
    let mut walk = ThinWalk::after(thin_after);
    let mut singles = None;
    while head < queue.len() {
        if singles.is_none() && walk.is_thin() && n <= u32::MAX as usize {
            singles = Some(Singles::of(&incoming));
        }
        incoming.prefetch_ahead(&queue, head, &state.bytes);
        let v = queue[head];
        head += 1;
        let lost = state.bytes[v as usize] == LOST;
        let list = match &singles {
            Some(singles) => singles.list(&incoming, v as usize),
            None => incoming.list(v as usize),
        };
        for &u in list {
            let moves = state.bytes[u as usize];
            if moves >= LOST {
                continue;
            }
            if lost {
                state.bytes[u as usize] = WON;
                queue.push(u);
            } else if state.count_down(u) {
                state.bytes[u as usize] = LOST;
                queue.push(u);
            }
        }
        if let Some(&next) = queue.get(head) {
            walk.step(queue.len() - head <= LOOKAHEAD, v, next);
        }
    }
    state
        .bytes
        .into_iter()
        .map(|s| match s {
            WON => Outcome::Win,
            LOST => Outcome::Lose,
            _ => Outcome::Draw,
        })
        .collect()
}

/// The incoming lists, each one's first entry kept beside where the list
/// starts. Why: along a path (or any stretch of vertices with one move
/// into each) the walk is one chain of cache misses, each vertex's list
/// found only once the vertex before it is decided, and no lookahead can
/// help; finding the list's start and then its first entry were two
/// misses a step, and with the entry beside the start they are one. On a
/// path through 10^6 vertices numbered at random, alternating runs of the
/// whole program: 210 ms before, 147 after (the input floor: 39 ms); on
/// the benchmark's random graph 140 and 144.
struct Predecessors {
    /// By vertex `v`: where its list starts in `lists`, and the list's
    /// first entry (meaningless for an empty list); one more at `n` for
    /// the end of the last list.
    heads: Vec<(u32, u32)>,
    /// The lists, one after another, first entries included.
    lists: Vec<u32>,
}

impl Predecessors {
    /// The lists of `edges` into each vertex `0..n`, and the memory of an
    /// array of `n + 1` words done with.
    fn of(n: usize, edges: &[(u32, u32)]) -> (Self, Vec<u32>) {
        let mut heads = with_huge_pages(n + 1);
        let (start, lists) = Adjacency::incoming(n, edges).into_arrays();
        // In order of start, so `lists` is read in order too.
        heads.extend((start.iter()).map(|&at| (at, lists.get(at as usize).copied().unwrap_or(0))));
        (Predecessors { heads, lists }, start)
    }

    /// `v`'s list; one of a single entry is read from beside its start.
    #[inline]
    fn list(&self, v: usize) -> &[u32] {
        let (start, end) = (self.heads[v].0, self.heads[v + 1].0);
        if end - start == 1 {
            std::slice::from_ref(&self.heads[v].1)
        } else {
            &self.lists[start as usize..end as usize]
        }
    }

    /// For the walk at `queue[head]`: asks early for the heads of the
    /// vertices a little further on, then for their lists, then for the
    /// states of the vertices in them and their own, each once the step
    /// before has had time to arrive.
    #[inline(always)]
    fn prefetch_ahead(&self, queue: &[u32], head: usize, state: &[u8]) {
        if let Some(&v) = queue.get(head + 2 * LOOKAHEAD) {
            prefetch(&self.heads, v as usize);
        }
        if let Some(&v) = queue.get(head + LOOKAHEAD) {
            prefetch(&self.lists, self.heads[v as usize].0 as usize);
        }
        if let Some(&v) = queue.get(head + LOOKAHEAD / 2) {
            prefetch(state, v as usize);
            for &u in self.list(v as usize) {
                prefetch(state, u as usize);
            }
        }
    }
}

/// Each vertex's one predecessor, where it has exactly one, 4 bytes a
/// vertex: for a walk that has run thin, as along a path numbered at
/// random, where each step waits for the last step's read. The heads'
/// 8 MB at 10^6 vertices come from memory at every step; these 4 MB
/// stay in the cache (what it holds is nearer 8 MB than the 32 MB the
/// processor reports). On a path through 10^6 vertices numbered at
/// random, alternating runs of the whole program (11 each, host busy):
/// 98 → 86 ms by the median, 77 → 65 by the fastest (the input floor:
/// 39 at its fastest); the benchmark's random graph never runs thin.
struct Singles {
    /// The one predecessor, or [`NOT_ONE`].
    one: Vec<u32>,
}

/// In [`Singles`]: none or several predecessors (never a vertex, as the
/// walk uses it only when vertices are below `u32::MAX`).
const NOT_ONE: u32 = u32::MAX;

impl Singles {
    fn of(incoming: &Predecessors) -> Self {
        let one = (incoming.heads.windows(2))
            .map(|pair| match pair[1].0 - pair[0].0 {
                1 => pair[0].1,
                _ => NOT_ONE,
            })
            .collect();
        Singles { one }
    }

    /// `v`'s list, from here when it is one entry.
    #[inline]
    fn list<'a>(&'a self, incoming: &'a Predecessors, v: usize) -> &'a [u32] {
        match self.one[v] {
            NOT_ONE => incoming.list(v),
            _ => std::slice::from_ref(&self.one[v]),
        }
    }
}

/// A vertex decided as won, or as lost, in [`MovesLeft`].
const WON: u8 = u8::MAX;
const LOST: u8 = u8::MAX - 1;
/// More moves left than a byte holds beside the two marks: the count is in
/// the side table.
const MANY: u8 = u8::MAX - 2;

/// One byte per vertex: while undecided, its moves not yet known to lead
/// to a won vertex; then WON or LOST. A byte, not a word, because the walk
/// reads it at random for every edge: 10^6 bytes mostly stay in a 1 MB
/// cache, 4·10^6 do not. The rare vertex with more moves than that keeps
/// its count in a side table.
struct MovesLeft {
    bytes: Vec<u8>,
    many: std::collections::HashMap<u32, u32>,
}

impl MovesLeft {
    /// Every vertex's number of moves (edges out of it).
    fn count(n: usize, edges: &[(u32, u32)]) -> Self {
        let mut state = MovesLeft {
            bytes: fresh(n, 0),
            many: Default::default(),
        };
        for (i, &(u, _)) in edges.iter().enumerate() {
            if let Some(&(ahead, _)) = edges.get(i + LOOKAHEAD) {
                prefetch(&state.bytes, ahead as usize);
            }
            match state.bytes[u as usize] {
                MANY => *state.many.entry(u).or_default() += 1,
                b if b == MANY - 1 => {
                    state.bytes[u as usize] = MANY;
                    state.many.insert(u, u32::from(MANY));
                }
                b => state.bytes[u as usize] = b + 1,
            }
        }
        state
    }

    /// One move of undecided `u` is known to lead to a won vertex: true
    /// when none is left (so `u` is lost).
    #[inline]
    fn count_down(&mut self, u: u32) -> bool {
        match self.bytes[u as usize] {
            MANY => {
                let left = self.many.get_mut(&u).expect("counted in the table");
                *left -= 1;
                if *left < u32::from(MANY) {
                    // Back to fitting in its byte.
                    self.bytes[u as usize] = *left as u8;
                    self.many.remove(&u);
                }
                false
            }
            moves => {
                self.bytes[u as usize] = moves - 1;
                moves == 1
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;
    use crate::testing::rules::graph_game_outcomes_by_rounds;

    #[test]
    fn matches_the_game_played_out_on_every_small_graph() {
        // Every graph on 3 vertices (all 2^9 edge sets, loops included) and
        // random graphs on up to 7 vertices.
        let all_pairs: Vec<(u32, u32)> = (0..3).flat_map(|u| (0..3).map(move |v| (u, v))).collect();
        for set in 0u32..1 << 9 {
            let edges: Vec<(u32, u32)> = (0..9)
                .filter(|&i| set >> i & 1 == 1)
                .map(|i| all_pairs[i])
                .collect();
            let expected = graph_game_outcomes_by_rounds(3, &edges);
            assert_eq!(outcomes(3, edges.clone()), expected, "{edges:?}");
            assert_eq!(outcomes_going_thin_after(3, edges, 0), expected);
        }
        let mut rng = TestRng::new(3);
        for _ in 0..3000 {
            let n = 1 + rng.below(7) as usize;
            let m = rng.below(3 * n as u64) as usize;
            let edges: Vec<(u32, u32)> = rng.edges(n, m);
            let expected = graph_game_outcomes_by_rounds(n, &edges);
            assert_eq!(outcomes(n, edges.clone()), expected, "{edges:?}");
            for thin_after in [0, 2] {
                let thin = outcomes_going_thin_after(n, edges.clone(), thin_after);
                assert_eq!(thin, expected, "{edges:?} {thin_after}");
            }
        }
    }

    /// The same game through the search engine's retrograde analysis,
    /// stated by its moves.
    fn outcomes_by_search(graph: &crate::graph::Digraph) -> Vec<Outcome> {
        let n = graph.vertex_count();
        let solved = crate::search::Game::new(|&u: &usize, moves| {
            graph
                .successors(u)
                .iter()
                .for_each(|&v| moves.to(v as usize));
        })
        .numbered(n, |&u| u)
        .retrograde(0..n);
        (0..n).map(|v| solved.outcome(&v)).collect()
    }

    #[test]
    fn the_search_engines_walk_matches_the_game_played_out() {
        use crate::graph::Digraph;
        use crate::testing::exhaustive::all_digraphs;
        for n in 1..=3 {
            for edges in all_digraphs(n, true) {
                let expected = graph_game_outcomes_by_rounds(n as usize, &edges);
                let graph = Digraph::from_edges(n as usize, &edges);
                assert_eq!(outcomes_by_search(&graph), expected);
                assert_eq!(outcomes_of(&graph), expected);
            }
        }
        let mut rng = TestRng::new(8);
        for round in 0..500 {
            let n = 1 + rng.below(12) as usize;
            let m = rng.below(4 * n as u64) as usize;
            let mut edges = rng.edges(n, m);
            // Some with hundreds of moves out of one vertex.
            if round % 10 == 0 {
                edges.extend((0..300).map(|i| (0, i % n as u32)));
            }
            let expected = graph_game_outcomes_by_rounds(n, &edges);
            let graph = Digraph::from_edges(n, &edges);
            assert_eq!(outcomes_by_search(&graph), expected, "{edges:?}");
            assert_eq!(outcomes_of(&graph), expected, "{edges:?}");
        }
    }

    #[test]
    fn vertices_with_hundreds_of_moves_match_too() {
        // Out-degrees around 253, where a count leaves its byte for the
        // side table and comes back.
        let mut rng = TestRng::new(4);
        for round in 0..200 {
            let n = 2 + rng.below(5) as usize;
            let hub_moves = [251, 252, 253, 254, 255, 300, 600][round % 7];
            let mut edges: Vec<(u32, u32)> = (0..hub_moves)
                .map(|_| (0, rng.below(n as u64) as u32))
                .collect();
            let others = rng.below(3 * n as u64) as usize;
            edges.extend(rng.edges(n, others));
            assert_eq!(
                outcomes(n, edges.clone()),
                graph_game_outcomes_by_rounds(n, &edges),
                "{edges:?}"
            );
        }
        // A hub whose many moves all lead to a won vertex, and one more to a
        // draw, to a lost vertex, or nowhere else: counted exactly, it is a
        // draw, a win, or lost.
        for hub_moves in (245..=260).chain([300, 509, 510, 600]) {
            for last in [Some((0, 3)), Some((0, 2)), None] {
                let mut edges = vec![(0, 1); hub_moves];
                edges.extend([(1, 2), (3, 4), (4, 3)]);
                edges.extend(last);
                assert_eq!(
                    outcomes(5, edges.clone()),
                    graph_game_outcomes_by_rounds(5, &edges),
                    "{hub_moves} {last:?}"
                );
            }
        }
    }

    #[test]
    fn a_list_of_one_is_read_from_beside_its_start() {
        let mut rng = TestRng::new(5);
        for _ in 0..200 {
            let n = 1 + rng.below(6) as usize;
            let m = rng.below(3 * n as u64) as usize;
            let edges = rng.edges(n, m);
            let (incoming, _) = Predecessors::of(n, &edges);
            for v in 0..n {
                let mut list = incoming.list(v).to_vec();
                let mut expected: Vec<u32> = (edges.iter())
                    .filter(|e| e.1 == v as u32)
                    .map(|e| e.0)
                    .collect();
                list.sort_unstable();
                expected.sort_unstable();
                assert_eq!(list, expected, "{edges:?}");
                // The point of the layout: no second look-up for one entry.
                let beside_start = std::ptr::eq(incoming.list(v).as_ptr(), &incoming.heads[v].1);
                assert_eq!(beside_start, expected.len() == 1, "{edges:?}");
            }
        }
    }

    #[test]
    fn paths_numbered_at_random_go_thin_and_match() {
        // Long enough to run thin after a few steps, with hubs of many
        // moves and of many predecessors on the way.
        let mut rng = TestRng::new(6);
        for round in 0..40 {
            let n = 2 + rng.below(300) as usize;
            let mut names: Vec<u32> = (0..n as u32).collect();
            rng.shuffle(&mut names);
            let mut edges: Vec<(u32, u32)> = (1..n).map(|i| (names[i - 1], names[i])).collect();
            let extra = [0, 1, 5, 300][round % 4];
            edges.extend(rng.edges(n, extra));
            let expected = graph_game_outcomes_by_rounds(n, &edges);
            for thin_after in [0, 1, 3, 50, ThinWalk::AFTER] {
                let thin = outcomes_going_thin_after(n, edges.clone(), thin_after);
                assert_eq!(thin, expected, "{edges:?} {thin_after}");
            }
        }
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 1_000_000;
        let edges: Vec<(u32, u32)> = (0..n as u32 - 1).map(|v| (v, v + 1)).collect();
        let result = outcomes(n, edges);
        // The last vertex is lost; they alternate back to the first.
        assert_eq!(result[n - 1], Outcome::Lose);
        assert_eq!(
            result[0],
            if (n - 1) % 2 == 1 {
                Outcome::Win
            } else {
                Outcome::Lose
            }
        );
    }
}
