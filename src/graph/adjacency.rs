//! Adjacency lists of a graph with vertices `0..n`, all in one array: the
//! list of `v` is `targets[start[v]..start[v + 1]]`.
//!
//! Built by counting: one pass counts each vertex's list, prefix sums turn
//! the counts into ends, and a second pass fills each list from its end
//! down, so no second array of write positions is needed. Both passes name
//! the vertices of edges a few places ahead ([`prefetch`]), since on a large
//! random graph each edge's counter and slot are a cache miss of their own.
//!
//! # Complexity
//! O(n + m) time, `4(n + 1) + 4m` bytes.

use crate::perf::memory::fresh;
use crate::perf::prefetch::{prefetch, LOOKAHEAD};

/// Adjacency lists in one array (compressed sparse rows).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Adjacency {
    start: Vec<u32>,
    targets: Vec<u32>,
}

impl Adjacency {
    /// The lists of incoming edges: `v`'s list holds every `u` with an edge
    /// `u → v` in `edges`, once per edge (0-based; loops and repeated edges
    /// allowed).
    ///
    /// # Constraints
    /// Every endpoint below `n`, and `edges.len() < 2^32`.
    pub(crate) fn incoming(n: usize, edges: &[(u32, u32)]) -> Self {
        Self::build(n, edges, |&(u, v)| (v, u))
    }

    /// The lists of outgoing edges: `u`'s list holds every `v` with an edge
    /// `u → v` in `edges`, once per edge (0-based; loops and repeated edges
    /// allowed): the moves of a game on a graph, where
    /// [`Adjacency::incoming`] serves a search backwards from the end.
    ///
    /// # Constraints
    /// Every endpoint below `n`, and `edges.len() < 2^32`.
    pub(crate) fn outgoing(n: usize, edges: &[(u32, u32)]) -> Self {
        Self::build(n, edges, |&(u, v)| (u, v))
    }

    /// Each edge gives one entry: `(vertex, target)` puts `target` in
    /// `vertex`'s list.
    fn build<F>(n: usize, edges: &[(u32, u32)], entry: F) -> Self
    where
        F: Fn(&(u32, u32)) -> (u32, u32),
    {
        // start[v] counts v's list, then becomes the end of it, then (after
        // the fill counts it back down) its start.
        let mut start = fresh(n + 1, 0u32);
        for (i, edge) in edges.iter().enumerate() {
            if let Some(ahead) = edges.get(i + LOOKAHEAD) {
                prefetch(&start, entry(ahead).0 as usize);
            }
            start[entry(edge).0 as usize] += 1;
        }
        let mut total = 0;
        for end in start.iter_mut() {
            total += *end;
            *end = total;
        }
        let mut targets = fresh(total as usize, 0);
        for (i, edge) in edges.iter().enumerate() {
            // Two steps: the counter first, then (its value now at hand)
            // the slot it points to.
            if let Some(ahead) = edges.get(i + 2 * LOOKAHEAD) {
                prefetch(&start, entry(ahead).0 as usize);
            }
            if let Some(ahead) = edges.get(i + LOOKAHEAD) {
                let slot = start[entry(ahead).0 as usize] as usize;
                prefetch(&targets, slot.wrapping_sub(1));
            }
            let (vertex, target) = entry(edge);
            start[vertex as usize] -= 1;
            targets[start[vertex as usize] as usize] = target;
        }
        Adjacency { start, targets }
    }

    /// The number of vertices.
    pub(crate) fn vertices(&self) -> usize {
        self.start.len() - 1
    }

    /// The list starts and the lists themselves, for a caller done with
    /// the lists that wants their memory for something else.
    pub(crate) fn into_arrays(self) -> (Vec<u32>, Vec<u32>) {
        (self.start, self.targets)
    }

    /// `v`'s list.
    #[inline]
    pub(crate) fn list(&self, v: usize) -> &[u32] {
        &self.targets[self.start[v] as usize..self.start[v + 1] as usize]
    }

    /// For a walk that takes its vertices from `queue` in order and is now
    /// at `queue[head]`: prefetches, for the vertices a little further on,
    /// where their lists begin, then the lists, then `per_vertex[t]` for
    /// each `t` in the lists, each step once the previous one has had time
    /// to arrive. `vertex` reads the vertex of a queue entry (an entry may
    /// carry more), and `per_vertex` is what the walk reads for a listed
    /// vertex.
    #[inline(always)]
    pub(crate) fn prefetch_ahead<Q: Copy, T>(
        &self,
        queue: &[Q],
        head: usize,
        vertex: impl Fn(Q) -> u32,
        per_vertex: &[T],
    ) {
        if let Some(&entry) = queue.get(head + 2 * LOOKAHEAD) {
            prefetch(&self.start, vertex(entry) as usize);
        }
        if let Some(&entry) = queue.get(head + LOOKAHEAD) {
            prefetch(&self.targets, self.start[vertex(entry) as usize] as usize);
        }
        if let Some(&entry) = queue.get(head + LOOKAHEAD / 2) {
            for &t in self.list(vertex(entry) as usize) {
                prefetch(per_vertex, t as usize);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    fn sorted_lists(graph: &Adjacency) -> Vec<Vec<u32>> {
        (0..graph.vertices())
            .map(|v| {
                let mut list = graph.list(v).to_vec();
                list.sort_unstable();
                list
            })
            .collect()
    }

    #[test]
    fn lists_hold_every_edge_once() {
        let mut rng = TestRng::new(21);
        for _ in 0..500 {
            let n = 1 + rng.below(9) as usize;
            let m = rng.below(4 * LOOKAHEAD as u64) as usize;
            let edges = rng.edges(n, m);
            let mut incoming = vec![Vec::new(); n];
            let mut outgoing = vec![Vec::new(); n];
            for &(u, v) in &edges {
                incoming[v as usize].push(u);
                outgoing[u as usize].push(v);
            }
            for lists in [&mut incoming, &mut outgoing] {
                lists.iter_mut().for_each(|list| list.sort_unstable());
            }
            let built = Adjacency::incoming(n, &edges);
            assert_eq!(sorted_lists(&built), incoming);
            assert_eq!(sorted_lists(&Adjacency::outgoing(n, &edges)), outgoing);
        }
    }

    #[test]
    fn no_edges() {
        let graph = Adjacency::outgoing(2, &[]);
        assert_eq!(graph.vertices(), 2);
        assert!(graph.list(0).is_empty() && graph.list(1).is_empty());
    }
}
