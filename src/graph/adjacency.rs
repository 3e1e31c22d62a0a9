//! Adjacency lists of a graph with vertices `0..n`, all in one array: the
//! list of `v` is `targets[start[v]..start[v + 1]]`.
//!
//! Built by counting: one pass counts each vertex's list, prefix sums turn
//! the counts into starts, kept one place along, and a second pass fills
//! each list from its start up, moving its counter on to its end, which
//! is the next list's start: no second array of write positions is
//! needed, and each list keeps the order of its edges. Both passes name
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
    /// allowed): for a search backwards from the end of a game.
    ///
    /// # Constraints
    /// Every endpoint below `n`, and `edges.len() < 2^32`.
    pub(crate) fn incoming(n: usize, edges: &[(u32, u32)]) -> Self {
        Self::build(n, edges, |&(u, v)| (v, u))
    }

    /// Each edge gives one entry: `(vertex, target)` puts `target` in
    /// `vertex`'s list, the lists in the order of `edges` (the edges' own
    /// type is the caller's: `entry` reads it, and checks it if need be).
    pub(crate) fn build<E, F>(n: usize, edges: &[E], entry: F) -> Self
    where
        F: Fn(&E) -> (u32, u32),
    {
        let vertex = |i: usize| edges.get(i).map(|edge| entry(edge).0);
        Self::from_entries(n, edges.iter().map(&entry), vertex)
    }

    /// The lists of the reversed edges: `v`'s list holds every `u` whose
    /// list holds `v`, once per entry, in increasing order of `u`.
    pub(crate) fn reversed(&self) -> Self {
        let entries =
            (0..self.vertices()).flat_map(|u| self.list(u).iter().map(move |&t| (t, u as u32)));
        Self::from_entries(self.vertices(), entries, |i| self.targets.get(i).copied())
    }

    /// The lists of the `entries` `(vertex, target)`, each list in the
    /// order of its entries; `vertex_of(i)` is the vertex of the `i`-th,
    /// for prefetching.
    ///
    /// The counters live in the array of starts: `start[v + 1]` holds at
    /// first where `v`'s list starts (the counts kept two places along,
    /// then summed), and the fill moves it on to where the list ends,
    /// which is where the next list starts; dropping the last entry then
    /// leaves the starts and the end.
    fn from_entries<I>(n: usize, entries: I, vertex_of: impl Fn(usize) -> Option<u32>) -> Self
    where
        I: Iterator<Item = (u32, u32)> + Clone,
    {
        let mut start = fresh(n + 2, 0u32);
        let mut m = 0;
        for (v, _) in entries.clone() {
            if let Some(ahead) = vertex_of(m + LOOKAHEAD) {
                prefetch(&start, ahead as usize + 2);
            }
            start[v as usize + 2] += 1;
            m += 1;
        }
        let mut total = 0;
        for count in start.iter_mut() {
            total += *count;
            *count = total;
        }
        let mut targets = fresh(m, 0);
        for (i, (v, target)) in entries.enumerate() {
            // Two steps: the counter first, then (its value now at hand)
            // the slot it points to.
            if let Some(ahead) = vertex_of(i + 2 * LOOKAHEAD) {
                prefetch(&start, ahead as usize + 1);
            }
            if let Some(ahead) = vertex_of(i + LOOKAHEAD) {
                prefetch(&targets, start[ahead as usize + 1] as usize);
            }
            let slot = &mut start[v as usize + 1];
            targets[*slot as usize] = target;
            *slot += 1;
        }
        start.pop();
        Adjacency { start, targets }
    }

    /// The number of vertices.
    pub(crate) fn vertices(&self) -> usize {
        self.start.len() - 1
    }

    /// The number of entries in all lists together (the edges).
    pub(crate) fn entries(&self) -> usize {
        self.targets.len()
    }

    /// The lists from where each starts (`start[v]`, and the end at
    /// `start[n]`) and the entries.
    pub(crate) fn from_arrays(start: Vec<u32>, targets: Vec<u32>) -> Self {
        debug_assert_eq!(start.last().map(|&end| end as usize), Some(targets.len()));
        Adjacency { start, targets }
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
            let forward = Adjacency::build(n, &edges, |&e| e);
            assert_eq!(sorted_lists(&forward), outgoing);
            // Reversed from the lists: the incoming lists, each in order.
            let reversed = forward.reversed();
            let lists: Vec<Vec<u32>> = (0..n).map(|v| reversed.list(v).to_vec()).collect();
            assert_eq!(lists, incoming);
            assert_eq!(reversed.entries(), edges.len());
        }
    }

    #[test]
    fn no_edges() {
        let graph = Adjacency::build(2, &[], |&e: &(u32, u32)| e);
        assert_eq!(graph.vertices(), 2);
        assert!(graph.list(0).is_empty() && graph.list(1).is_empty());
        let reversed = graph.reversed();
        assert_eq!((reversed.vertices(), reversed.entries()), (2, 0));
        let none = Adjacency::build(0, &[], |&e: &(u32, u32)| e).reversed();
        assert_eq!((none.vertices(), none.entries()), (0, 0));
    }
}
