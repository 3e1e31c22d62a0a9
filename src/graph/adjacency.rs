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
        let vertex = |edge: &E| entry(edge).0 as usize;
        let mut start = counted(n, edges.iter().map(vertex), |i| edges.get(i).map(vertex));
        let mut targets = fresh(edges.len(), 0);
        for (i, edge) in edges.iter().enumerate() {
            // Two steps: the counter first, then (its value now at hand)
            // the slot it points to.
            if let Some(ahead) = edges.get(i + 2 * LOOKAHEAD) {
                prefetch(&start, vertex(ahead) + 1);
            }
            if let Some(ahead) = edges.get(i + LOOKAHEAD) {
                prefetch(&targets, start[vertex(ahead) + 1] as usize);
            }
            let (v, target) = entry(edge);
            let slot = &mut start[v as usize + 1];
            targets[*slot as usize] = target;
            *slot += 1;
        }
        start.pop();
        Adjacency { start, targets }
    }

    /// The lists of the reversed edges: `v`'s list holds every `u` whose
    /// list holds `v`, once per entry, in increasing order of `u`. The same
    /// counting build as from edges, reading the lists in place of an edge
    /// list (and prefetching the same way).
    pub(crate) fn reversed(&self) -> Self {
        let n = self.vertices();
        let key = |i: usize| self.targets.get(i).map(|&t| t as usize);
        let mut start = counted(n, self.targets.iter().map(|&t| t as usize), key);
        let mut targets = fresh(self.targets.len(), 0);
        let mut i = 0;
        for u in 0..n {
            for &t in self.list(u) {
                if let Some(ahead) = key(i + 2 * LOOKAHEAD) {
                    prefetch(&start, ahead + 1);
                }
                if let Some(ahead) = key(i + LOOKAHEAD) {
                    prefetch(&targets, start[ahead + 1] as usize);
                }
                i += 1;
                let slot = &mut start[t as usize + 1];
                targets[*slot as usize] = u as u32;
                *slot += 1;
            }
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

/// The `n + 2` counters of a build whose entries go to the lists of
/// `vertices` in turn (`ahead(i)` the vertex of entry `i`, for
/// prefetching): `start[v + 1]` where `v`'s list starts. The fill moves
/// each on to where its list ends, which is where the next list starts,
/// so after it (and dropping the last) `start` is the lists' starts and
/// the end: one array, and the lists in the order of their entries.
fn counted(
    n: usize,
    vertices: impl Iterator<Item = usize>,
    ahead: impl Fn(usize) -> Option<usize>,
) -> Vec<u32> {
    // Each count two places along; the sums then leave at v + 1 the
    // entries of the lists before v's.
    let mut start = fresh(n + 2, 0u32);
    for (i, v) in vertices.enumerate() {
        if let Some(ahead) = ahead(i + LOOKAHEAD) {
            prefetch(&start, ahead + 2);
        }
        start[v + 2] += 1;
    }
    let mut total = 0;
    for count in start.iter_mut() {
        total += *count;
        *count = total;
    }
    start
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
