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
//! O(n + m) time, `4(n + 1) + 4m` bytes (`8m` undirected).

use super::memory::reuse;
use super::prefetch::prefetch;
use crate::judge::memory::fresh;

/// How far ahead the passes over edges, and the walks over a queue, name
/// what they will touch. Far enough to cover a miss to memory at a few
/// nanoseconds a step, near enough that the lines are still in the cache.
pub const LOOKAHEAD: usize = 16;

/// Adjacency lists in one array (compressed sparse rows).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Adjacency {
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
    ///
    /// # Example
    /// ```
    /// use game_theory::graph::adjacency::Adjacency;
    /// let incoming = Adjacency::incoming(3, &[(0, 1), (2, 1), (1, 1)]);
    /// let mut into_1 = incoming.list(1).to_vec();
    /// into_1.sort();
    /// assert_eq!(into_1, [0, 1, 2]);
    /// assert!(incoming.list(0).is_empty());
    /// ```
    pub fn incoming(n: usize, edges: &[(u32, u32)]) -> Self {
        Self::build(n, edges, Vec::new(), |&(u, v)| (v, u, None))
    }

    /// The lists of outgoing edges: `u`'s list holds every `v` with an edge
    /// `u → v` in `edges`, once per edge (0-based; loops and repeated edges
    /// allowed).
    ///
    /// # Constraints
    /// Every endpoint below `n`, and `edges.len() < 2^32`.
    ///
    /// # Example
    /// ```
    /// use game_theory::graph::adjacency::Adjacency;
    /// let outgoing = Adjacency::outgoing(3, &[(1, 0), (1, 2), (1, 1)]);
    /// let mut from_1 = outgoing.list(1).to_vec();
    /// from_1.sort();
    /// assert_eq!(from_1, [0, 1, 2]);
    /// assert!(outgoing.list(0).is_empty());
    /// ```
    pub fn outgoing(n: usize, edges: &[(u32, u32)]) -> Self {
        Self::build(n, edges, Vec::new(), |&(u, v)| (u, v, None))
    }

    /// The lists of an undirected graph: each edge `u – v` is in both
    /// lists, a loop `v – v` once in `v`'s.
    ///
    /// # Constraints
    /// Every endpoint below `n`, and `2 · edges.len() < 2^32`.
    ///
    /// # Example
    /// ```
    /// use game_theory::graph::adjacency::Adjacency;
    /// let graph = Adjacency::undirected(3, &[(0, 1), (1, 2), (2, 2)]);
    /// assert_eq!(graph.list(0), [1]);
    /// assert_eq!(graph.list(2).len(), 2);
    /// ```
    pub fn undirected(n: usize, edges: &[(u32, u32)]) -> Self {
        Self::undirected_reusing(n, edges, Vec::new())
    }

    /// [`Adjacency::undirected`], with the lists in the memory of `memory`
    /// (whatever it holds): a caller done with an array of about `2m`
    /// words saves the page faults of fresh memory.
    pub fn undirected_reusing(n: usize, edges: &[(u32, u32)], memory: Vec<u32>) -> Self {
        Self::build(n, edges, memory, |&(u, v)| {
            (u, v, (u != v).then_some((v, u)))
        })
    }

    /// Each edge gives one entry `(vertex, target)`, and maybe a second.
    fn build<F>(n: usize, edges: &[(u32, u32)], memory: Vec<u32>, entries: F) -> Self
    where
        F: Fn(&(u32, u32)) -> (u32, u32, Option<(u32, u32)>),
    {
        // start[v] counts v's list, then becomes the end of it, then (after
        // the fill counts it back down) its start.
        let mut start = fresh(n + 1, 0u32);
        for (i, edge) in edges.iter().enumerate() {
            if let Some(ahead) = edges.get(i + LOOKAHEAD) {
                let (a, _, b) = entries(ahead);
                prefetch(&start, a as usize);
                if let Some((b, _)) = b {
                    prefetch(&start, b as usize);
                }
            }
            let (a, _, b) = entries(edge);
            start[a as usize] += 1;
            if let Some((b, _)) = b {
                start[b as usize] += 1;
            }
        }
        let mut total = 0;
        for end in start.iter_mut() {
            total += *end;
            *end = total;
        }
        let mut targets = reuse(memory, total as usize, 0);
        for (i, edge) in edges.iter().enumerate() {
            // Two steps: the counter first, then (its value now at hand)
            // the slot it points to.
            if let Some(ahead) = edges.get(i + 2 * LOOKAHEAD) {
                let (a, _, b) = entries(ahead);
                prefetch(&start, a as usize);
                if let Some((b, _)) = b {
                    prefetch(&start, b as usize);
                }
            }
            if let Some(ahead) = edges.get(i + LOOKAHEAD) {
                let (a, _, b) = entries(ahead);
                prefetch(&targets, (start[a as usize] as usize).wrapping_sub(1));
                if let Some((b, _)) = b {
                    prefetch(&targets, (start[b as usize] as usize).wrapping_sub(1));
                }
            }
            let (a, target, b) = entries(edge);
            start[a as usize] -= 1;
            targets[start[a as usize] as usize] = target;
            if let Some((b, target)) = b {
                start[b as usize] -= 1;
                targets[start[b as usize] as usize] = target;
            }
        }
        Adjacency { start, targets }
    }

    /// The number of vertices.
    pub fn vertices(&self) -> usize {
        self.start.len() - 1
    }

    /// The number of entries in all lists together.
    pub fn entries(&self) -> usize {
        self.targets.len()
    }

    /// The list starts and the lists themselves, for a caller done with
    /// the lists that wants their memory for something else.
    pub fn into_arrays(self) -> (Vec<u32>, Vec<u32>) {
        (self.start, self.targets)
    }

    /// `v`'s list.
    #[inline]
    pub fn list(&self, v: usize) -> &[u32] {
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
    pub fn prefetch_ahead<Q: Copy, T>(
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
    fn lists_hold_every_edge_once_per_end() {
        let mut rng = TestRng::new(21);
        for _ in 0..500 {
            let n = 1 + rng.below(9) as usize;
            let m = rng.below(4 * LOOKAHEAD as u64) as usize;
            let edges = rng.edges(n, m);
            let mut incoming = vec![Vec::new(); n];
            let mut outgoing = vec![Vec::new(); n];
            let mut undirected = vec![Vec::new(); n];
            for &(u, v) in &edges {
                incoming[v as usize].push(u);
                outgoing[u as usize].push(v);
                undirected[u as usize].push(v);
                if u != v {
                    undirected[v as usize].push(u);
                }
            }
            for lists in [&mut incoming, &mut outgoing, &mut undirected] {
                lists.iter_mut().for_each(|list| list.sort_unstable());
            }
            assert_eq!(sorted_lists(&Adjacency::incoming(n, &edges)), incoming);
            assert_eq!(sorted_lists(&Adjacency::outgoing(n, &edges)), outgoing);
            assert_eq!(sorted_lists(&Adjacency::undirected(n, &edges)), undirected);
            // Memory lent with junk in it, too small, just enough or more.
            let junk = vec![u32::MAX; rng.below(3 * m as u64 + 2) as usize];
            let reusing = Adjacency::undirected_reusing(n, &edges, junk);
            assert_eq!(sorted_lists(&reusing), undirected);
        }
    }

    #[test]
    fn no_edges() {
        let graph = Adjacency::undirected(2, &[]);
        assert_eq!(graph.vertices(), 2);
        assert!(graph.list(0).is_empty() && graph.list(1).is_empty());
    }
}
