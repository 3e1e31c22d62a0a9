//! A directed graph on vertices `0..n` in compressed sparse rows: every
//! vertex's successors side by side in one array, and where each vertex's
//! list starts in another. Loops and repeated edges are kept, one entry an
//! edge.
//!
//! The game engines ([`dag_grundy`](crate::impartial::dag_grundy),
//! [`loopy`](crate::impartial::loopy)) read a graph both ways; the lists
//! into each vertex are built the first time one of them asks, so a graph
//! only walked forwards never pays for them.
//!
//! # Complexity
//! Built in O(n + m); `4(n + 1) + 4m` bytes, twice that once the
//! predecessors are built.

use super::adjacency::Adjacency;
use std::sync::OnceLock;

/// A directed graph on vertices `0..n`, its successor lists in one array.
///
/// # Example
/// ```
/// use game_theory::graph::Digraph;
/// // 1 → 2, 1 → 3, 3 → 3 as a statement numbers them, from 1.
/// let graph = Digraph::from_edges_1based(3, &[(1, 2), (1, 3), (3, 3)]);
/// assert_eq!((graph.vertex_count(), graph.edge_count()), (3, 3));
/// assert_eq!(graph.successors(0), [1, 2]);
/// assert_eq!(graph.reversed().successors(2), [0, 2]);
/// ```
#[derive(Debug, Clone)]
pub struct Digraph {
    successors: Adjacency,
    /// The reversed lists, once asked for.
    predecessors: OnceLock<Adjacency>,
}

impl Digraph {
    /// The graph on vertices `0..n` with the edges `(u, v)`, each `u → v`,
    /// numbered from 0 (any unsigned or signed integer type).
    ///
    /// # Constraints
    /// `n < 2^32`, every endpoint in `0..n`, fewer than `2^32` edges.
    ///
    /// # Panics
    /// If an endpoint is out of range (negative included).
    ///
    /// # Complexity
    /// O(n + m) time, `4(n + 1) + 4m` bytes.
    ///
    /// # Example
    /// ```
    /// use game_theory::graph::Digraph;
    /// let graph = Digraph::from_edges(3, &[(0, 1), (0, 2), (2, 2), (0, 1)]);
    /// assert_eq!(graph.successors(0), [1, 2, 1]);
    /// assert!(graph.successors(1).is_empty());
    /// let edges: Vec<(usize, usize)> = vec![(2, 0)];
    /// assert_eq!(Digraph::from_edges(3, &edges).successors(2), [0]);
    /// ```
    pub fn from_edges<V: Copy + TryInto<usize>>(n: usize, edges: &[(V, V)]) -> Self {
        Self::from_numbered_edges(n, edges, 0)
    }

    /// The graph on vertices `0..n` from edges `(u, v)` numbered from 1,
    /// as most statements number them: vertex `v` becomes `v - 1`.
    ///
    /// # Constraints
    /// `n < 2^32`, every endpoint in `1..=n`, fewer than `2^32` edges.
    ///
    /// # Panics
    /// If an endpoint is out of range (0 included).
    ///
    /// # Complexity
    /// O(n + m) time, `4(n + 1) + 4m` bytes.
    ///
    /// # Example
    /// ```
    /// use game_theory::graph::Digraph;
    /// let graph = Digraph::from_edges_1based(2, &[(1, 2), (2, 1)]);
    /// assert_eq!((graph.successors(0), graph.successors(1)), (&[1][..], &[0][..]));
    /// ```
    pub fn from_edges_1based<V: Copy + TryInto<usize>>(n: usize, edges: &[(V, V)]) -> Self {
        Self::from_numbered_edges(n, edges, 1)
    }

    fn from_numbered_edges<V: Copy + TryInto<usize>>(
        n: usize,
        edges: &[(V, V)],
        first: usize,
    ) -> Self {
        check_size(n, edges.len());
        // Checked in a pass of their own: the build reads each edge
        // several times (counting, filling, prefetching).
        for &(u, v) in edges {
            vertex_from(u, n, first);
            vertex_from(v, n, first);
        }
        let at = |x: V| x.try_into().map_or(0, |x| (x - first) as u32);
        Self::of(Adjacency::build(n, edges, |&(u, v)| (at(u), at(v))))
    }

    /// The graph on vertices `0..lists.len()` whose vertex `u` has the
    /// successors `lists[u]`, numbered from 0 (an adjacency list as a
    /// `Vec<Vec<usize>>` or any slice of slices).
    ///
    /// # Constraints
    /// Every entry in `0..n`; fewer than `2^32` entries and vertices.
    ///
    /// # Panics
    /// If an entry is out of range.
    ///
    /// # Complexity
    /// O(n + m) time, `4(n + 1) + 4m` bytes.
    ///
    /// # Example
    /// ```
    /// use game_theory::graph::Digraph;
    /// let lists = vec![vec![1, 2], vec![], vec![0]];
    /// let graph = Digraph::from_lists(&lists);
    /// assert_eq!(graph.successors(2), [0]);
    /// assert_eq!(graph.edge_count(), 3);
    /// ```
    pub fn from_lists<L, V>(lists: &[L]) -> Self
    where
        L: AsRef<[V]>,
        V: Copy + TryInto<usize>,
    {
        let n = lists.len();
        let m = lists.iter().map(|list| list.as_ref().len()).sum();
        check_size(n, m);
        let mut start = Vec::with_capacity(n + 1);
        let mut targets = Vec::with_capacity(m);
        start.push(0);
        for list in lists {
            targets.extend(list.as_ref().iter().map(|&v| vertex_from(v, n, 0)));
            start.push(targets.len() as u32);
        }
        Self::of(Adjacency::from_arrays(start, targets))
    }

    /// The graph on vertices `0..n` with the 0-based edges `(u, v)`, and
    /// the lists into each vertex built at once, from the edges, as the
    /// game engines read them: [`Digraph::from_edges`] for the
    /// `(u32, u32)` edges the judge's [`Scanner`](crate::judge::Scanner)
    /// reads, when an engine will run on the graph anyway.
    ///
    /// # Constraints
    /// As [`Digraph::from_edges`].
    ///
    /// # Complexity
    /// O(n + m) time, `8(n + 1) + 8m` bytes.
    ///
    /// # Example
    /// ```
    /// use game_theory::graph::Digraph;
    /// use game_theory::impartial::game_graph::GameGraph;
    /// let graph = Digraph::new(3, &[(0, 1), (0, 2), (2, 2)]);
    /// assert_eq!(graph.move_count(0), 2);
    /// let mut into_2 = Vec::new();
    /// graph.for_each_predecessor(2, |u| into_2.push(u));
    /// assert_eq!(into_2, [0, 2]);
    /// ```
    pub fn new(n: usize, edges: &[(u32, u32)]) -> Self {
        check_size(n, edges.len());
        let ends_in_range = edges.iter().all(|&(u, v)| (u.max(v) as usize) < n);
        assert!(ends_in_range, "an edge's end is not a vertex 0..{n}");
        let graph = Self::of(Adjacency::build(n, edges, |&e| e));
        let predecessors = Adjacency::incoming(n, edges);
        let _ = graph.predecessors.set(predecessors);
        graph
    }

    fn of(successors: Adjacency) -> Self {
        Digraph {
            successors,
            predecessors: OnceLock::new(),
        }
    }

    /// The number of vertices, `n`.
    pub fn vertex_count(&self) -> usize {
        self.successors.vertices()
    }

    /// The number of edges, `m` (each loop and each repeat counted).
    pub fn edge_count(&self) -> usize {
        self.successors.entries()
    }

    /// The successors of `u`, one entry per edge out of it, in the order
    /// the edges were given.
    ///
    /// # Panics
    /// If `u` is not a vertex.
    #[inline]
    pub fn successors(&self, u: usize) -> &[u32] {
        self.successors.list(u)
    }

    /// The graph with every edge turned round: `v → u` for each `u → v`;
    /// each vertex's successors in increasing order.
    ///
    /// # Complexity
    /// O(n + m) time, `4(n + 1) + 4m` bytes.
    ///
    /// # Example
    /// ```
    /// use game_theory::graph::Digraph;
    /// let graph = Digraph::from_edges(3, &[(2, 0), (1, 0), (0, 0)]);
    /// assert_eq!(graph.reversed().successors(0), [0, 1, 2]);
    /// ```
    pub fn reversed(&self) -> Self {
        Self::of(self.successors.reversed())
    }

    /// Every edge `(u, v)`, by `u` and then as listed.
    ///
    /// # Example
    /// ```
    /// use game_theory::graph::Digraph;
    /// let graph = Digraph::from_edges(3, &[(2, 0), (0, 1), (2, 1)]);
    /// assert_eq!(graph.edges().collect::<Vec<_>>(), [(0, 1), (2, 0), (2, 1)]);
    /// ```
    pub fn edges(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.vertex_count())
            .flat_map(move |u| self.successors(u).iter().map(move |&v| (u, v as usize)))
    }

    /// The successor lists, for the engines.
    #[inline]
    pub(crate) fn successor_lists(&self) -> &Adjacency {
        &self.successors
    }

    /// The lists into each vertex, built on the first call.
    #[inline]
    pub(crate) fn predecessor_lists(&self) -> &Adjacency {
        self.predecessors.get_or_init(|| self.successors.reversed())
    }
}

/// Vertices and edges are numbered in `u32`, `u32::MAX` kept free.
fn check_size(n: usize, m: usize) {
    assert!(
        n.max(m) < u32::MAX as usize,
        "at most 2^32 - 2 vertices and edges"
    );
}

/// Vertex `x` numbered from `first`, as a number from 0 below `n`.
#[inline]
fn vertex_from<V: TryInto<usize>>(x: V, n: usize, first: usize) -> u32 {
    match x.try_into() {
        Ok(x) if x >= first && x - first < n => (x - first) as u32,
        _ => panic!("an edge's end is not a vertex {first}..{}", n + first),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    /// Each vertex's successors as the edges list them, in order.
    fn lists_of(n: usize, edges: &[(u32, u32)]) -> Vec<Vec<u32>> {
        let mut lists = vec![Vec::new(); n];
        for &(u, v) in edges {
            lists[u as usize].push(v);
        }
        lists
    }

    fn lists(graph: &Digraph) -> Vec<Vec<u32>> {
        let n = graph.vertex_count();
        (0..n).map(|u| graph.successors(u).to_vec()).collect()
    }

    #[test]
    fn every_constructor_builds_the_same_lists() {
        let mut rng = TestRng::new(3801);
        for _ in 0..500 {
            let n = rng.below(9) as usize;
            let m = if n == 0 {
                0
            } else {
                rng.below(4 * n as u64) as usize
            };
            let edges = rng.edges(n.max(1), m);
            let expected = lists_of(n, &edges);
            let wide: Vec<(usize, usize)> = (edges.iter())
                .map(|&(u, v)| (u as usize, v as usize))
                .collect();
            let signed: Vec<(i64, i64)> = (edges.iter())
                .map(|&(u, v)| (i64::from(u) + 1, i64::from(v) + 1))
                .collect();
            let graphs = [
                Digraph::from_edges(n, &edges),
                Digraph::from_edges(n, &wide),
                Digraph::from_edges_1based(n, &signed),
                Digraph::from_lists(&expected),
                Digraph::new(n, &edges),
            ];
            for graph in &graphs {
                // The order within a list is the edges' own order.
                assert_eq!(lists(graph), expected, "{edges:?}");
                assert_eq!((graph.vertex_count(), graph.edge_count()), (n, m));
                let listed: Vec<(usize, usize)> = graph.edges().collect();
                let mut sorted = wide.clone();
                sorted.sort_by_key(|&(u, _)| u);
                assert_eq!(listed, sorted);
            }
            // Turned round: each list in increasing order, whether the
            // predecessors were built from the edges or not.
            let mut backwards =
                lists_of(n, &edges.iter().map(|&(u, v)| (v, u)).collect::<Vec<_>>());
            backwards.iter_mut().for_each(|list| list.sort_unstable());
            for graph in &graphs {
                assert_eq!(lists(&graph.reversed()), backwards);
                assert_eq!(graph.reversed().reversed().edge_count(), m);
            }
        }
    }

    #[test]
    fn loops_and_repeated_edges_are_kept() {
        let graph = Digraph::from_edges(2, &[(0, 0), (0, 1), (0, 1), (1, 1)]);
        assert_eq!(graph.successors(0), [0, 1, 1]);
        assert_eq!(graph.reversed().successors(1), [0, 0, 1]);
        assert_eq!(graph.edge_count(), 4);
    }

    #[test]
    fn no_vertices() {
        let graph = Digraph::from_edges::<u32>(0, &[]);
        assert_eq!((graph.vertex_count(), graph.edge_count()), (0, 0));
        assert_eq!(graph.reversed().vertex_count(), 0);
        assert_eq!(Digraph::from_lists::<Vec<u32>, u32>(&[]).vertex_count(), 0);
    }

    #[test]
    #[should_panic(expected = "an edge's end is not a vertex 0..3")]
    fn an_end_past_the_last_vertex_panics() {
        Digraph::from_edges(3, &[(0, 3)]);
    }

    #[test]
    #[should_panic(expected = "an edge's end is not a vertex 1..4")]
    fn vertex_0_panics_numbered_from_1() {
        Digraph::from_edges_1based(3, &[(0, 1)]);
    }

    #[test]
    #[should_panic(expected = "an edge's end is not a vertex 0..3")]
    fn a_negative_end_panics() {
        Digraph::from_edges(3, &[(0, -1)]);
    }

    #[test]
    #[should_panic(expected = "an edge's end is not a vertex 0..2")]
    fn a_listed_vertex_out_of_range_panics() {
        Digraph::from_lists(&[vec![1], vec![2]]);
    }

    #[test]
    #[should_panic(expected = "an edge's end is not a vertex 0..2")]
    fn new_checks_its_edges_too() {
        Digraph::new(2, &[(1, 2)]);
    }
}
