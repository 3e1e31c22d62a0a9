//! Depth-first search without recursion: a cycle reachable from a vertex,
//! and a topological order of the whole graph (or a cycle that forbids
//! one).
//!
//! The walk keeps its path on a stack of its own, each vertex beside the
//! place it has reached in its successor list, so a chain of 10^6 vertices
//! needs no deep call stack. A vertex is new, on the path, or done (every
//! vertex it reaches explored and no cycle met). An edge into a vertex on
//! the path closes a cycle: the path from that vertex on, and the edge
//! back. An edge into a done vertex leads to no cycle, else the walk from
//! it would have met one; so a walk that ends without closing a cycle
//! proves that none is reachable from where it began. The vertices in the
//! order they are done, read backwards, are a topological order: each is
//! done only after everything it reaches.
//!
//! # Complexity
//! O(n + m) time for the whole graph (each list read once), less for a
//! walk that reaches less; 4 bytes a vertex and 8 more a vertex on the
//! path, beside the graph and the result.

use super::Digraph;

/// In the walk's state: a vertex not met yet, and one done. Any other
/// value is the vertex's place on the path.
const NEW: u32 = u32::MAX;
const DONE: u32 = u32::MAX - 1;

/// Walks depth-first from each of `roots` in turn, past vertices an
/// earlier walk finished, calling `done` with each vertex as it is done;
/// stops at the first edge that closes a cycle and returns the cycle's
/// vertices, the first the one the edge goes back to.
fn walk(
    graph: &Digraph,
    roots: impl IntoIterator<Item = usize>,
    mut done: impl FnMut(usize),
) -> Result<(), Vec<usize>> {
    let mut state = vec![NEW; graph.vertex_count()];
    // (vertex, how many of its successors are looked at).
    let mut path: Vec<(u32, u32)> = Vec::new();
    for root in roots {
        if state[root] != NEW {
            continue;
        }
        state[root] = 0;
        path.push((root as u32, 0));
        while let Some(top) = path.last_mut() {
            let (u, next) = *top;
            match graph.successors(u as usize).get(next as usize) {
                Some(&v) => {
                    top.1 += 1;
                    match state[v as usize] {
                        NEW => {
                            state[v as usize] = path.len() as u32;
                            path.push((v, 0));
                        }
                        DONE => {}
                        at => {
                            let cycle = path[at as usize..].iter();
                            return Err(cycle.map(|&(w, _)| w as usize).collect());
                        }
                    }
                }
                None => {
                    state[u as usize] = DONE;
                    done(u as usize);
                    path.pop();
                }
            }
        }
    }
    Ok(())
}

/// The vertices of a directed cycle reachable from `from` (a loop is a
/// cycle of one vertex), in the order of its edges: each has an edge to
/// the next and the last to the first. `None` when no cycle is reachable
/// from `from`, so every walk from it ends.
///
/// # Constraints
/// `from` a vertex.
///
/// # Complexity
/// O(n + m) time, iterative; `4n` bytes and 8 a vertex on the current
/// path (at most `8n`).
///
/// # Example
/// ```
/// use game_theory::graph::cycles::reachable_cycle;
/// use game_theory::graph::Digraph;
/// // 0 → 1 → 2 → 3 → 1, and 4 → 0.
/// let graph = Digraph::from_edges(5, &[(0, 1), (1, 2), (2, 3), (3, 1), (4, 0)]);
/// assert_eq!(reachable_cycle(&graph, 4), Some(vec![1, 2, 3]));
/// let acyclic = Digraph::from_edges(3, &[(0, 1), (0, 2), (1, 2)]);
/// assert_eq!(reachable_cycle(&acyclic, 0), None);
/// let a_loop = Digraph::from_edges(2, &[(0, 1), (1, 1)]);
/// assert_eq!(reachable_cycle(&a_loop, 0), Some(vec![1]));
/// ```
pub fn reachable_cycle(graph: &Digraph, from: usize) -> Option<Vec<usize>> {
    walk(graph, [from], |_| {}).err()
}

/// An order of all the vertices in which every edge goes forwards (from
/// an earlier vertex to a later one), or, if there is none, the vertices
/// of a cycle (as [`reachable_cycle`] gives them).
///
/// # Complexity
/// O(n + m) time, iterative; `8n` bytes for the order, `4n` and 8 a
/// vertex on the current path for the walk.
///
/// # Example
/// ```
/// use game_theory::graph::cycles::topological_order;
/// use game_theory::graph::Digraph;
/// let graph = Digraph::from_edges(4, &[(2, 1), (1, 0), (2, 3), (3, 0)]);
/// let order = topological_order(&graph).unwrap();
/// let place = |v| order.iter().position(|&u| u == v).unwrap();
/// assert!(graph.edges().all(|(u, v)| place(u) < place(v)));
/// let cyclic = Digraph::from_edges(3, &[(0, 1), (1, 2), (2, 1)]);
/// assert_eq!(topological_order(&cyclic), Err(vec![1, 2]));
/// ```
pub fn topological_order(graph: &Digraph) -> Result<Vec<usize>, Vec<usize>> {
    let mut order = Vec::with_capacity(graph.vertex_count());
    walk(graph, 0..graph.vertex_count(), |v| order.push(v))?;
    order.reverse();
    Ok(order)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::{all_digraphs, is_acyclic};
    use crate::testing::rng::TestRng;

    /// Bit v of `reach[u]`: a path of at least one edge from u to v (the
    /// transitive closure of the edges, by Warshall; n ≤ 64).
    fn reach(n: usize, edges: &[(u32, u32)]) -> Vec<u64> {
        let mut r = vec![0u64; n];
        for &(u, v) in edges {
            r[u as usize] |= 1 << v;
        }
        for k in 0..n {
            for i in 0..n {
                if r[i] >> k & 1 == 1 {
                    r[i] |= r[k];
                }
            }
        }
        r
    }

    /// A cycle of the edges: distinct vertices, each with an edge to the
    /// next, the last to the first.
    fn assert_cycle(edges: &[(u32, u32)], cycle: &[usize]) {
        assert!(!cycle.is_empty());
        let mut distinct = cycle.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), cycle.len(), "{edges:?} {cycle:?}");
        for (i, &u) in cycle.iter().enumerate() {
            let v = cycle[(i + 1) % cycle.len()];
            assert!(edges.contains(&(u as u32, v as u32)), "{edges:?} {cycle:?}");
        }
    }

    fn check(n: usize, edges: &[(u32, u32)]) {
        let graph = Digraph::from_edges(n, edges);
        let r = reach(n, edges);
        let reaches = |u: usize, v: usize| u == v || r[u] >> v & 1 == 1;
        for from in 0..n {
            // A cycle is reachable when from reaches (or is) a vertex that
            // reaches itself.
            let expected = (0..n).any(|v| reaches(from, v) && r[v] >> v & 1 == 1);
            match reachable_cycle(&graph, from) {
                None => assert!(!expected, "{edges:?} {from}"),
                Some(cycle) => {
                    assert_cycle(edges, &cycle);
                    assert!(cycle.iter().all(|&v| reaches(from, v)));
                }
            }
        }
        match topological_order(&graph) {
            Ok(order) => {
                assert!(is_acyclic(n, edges), "{edges:?}");
                let mut place = vec![usize::MAX; n];
                for (i, &v) in order.iter().enumerate() {
                    assert_eq!(place[v], usize::MAX, "{order:?}");
                    place[v] = i;
                }
                assert_eq!(order.len(), n);
                assert!(edges
                    .iter()
                    .all(|&(u, v)| place[u as usize] < place[v as usize]));
            }
            Err(cycle) => {
                assert!(!is_acyclic(n, edges), "{edges:?}");
                assert_cycle(edges, &cycle);
            }
        }
    }

    #[test]
    fn every_digraph_on_up_to_4_vertices() {
        for n in 0..=3 {
            all_digraphs(n, true).for_each(|edges| check(n as usize, &edges));
        }
        all_digraphs(4, false).for_each(|edges| check(4, &edges));
    }

    #[test]
    fn random_graphs_with_loops_and_repeated_edges() {
        let mut rng = TestRng::new(380);
        for round in 0..3000 {
            let n = 1 + rng.below(14) as usize;
            let m = rng.below(2 * n as u64) as usize;
            let mut edges = rng.edges(n, m);
            if round % 2 == 0 {
                // Mostly acyclic: edges up a random numbering, repeats kept.
                let mut names: Vec<u32> = (0..n as u32).collect();
                rng.shuffle(&mut names);
                edges.retain(|e| e.0 != e.1);
                for e in &mut edges {
                    let (a, b) = (e.0.min(e.1), e.0.max(e.1));
                    *e = (names[a as usize], names[b as usize]);
                }
                edges.extend_from_slice(&edges.clone()[..edges.len().min(2)]);
            }
            check(n, &edges);
        }
    }

    #[test]
    fn the_empty_graph_is_ordered() {
        assert_eq!(
            topological_order(&Digraph::from_edges::<u32>(0, &[])),
            Ok(vec![])
        );
        let lone = Digraph::from_edges::<u32>(1, &[]);
        assert_eq!(
            (topological_order(&lone), reachable_cycle(&lone, 0)),
            (Ok(vec![0]), None)
        );
    }

    #[test]
    fn a_chain_of_a_million_vertices_needs_no_recursion() {
        let n = 1_000_000;
        // n - 1 → n - 2 → … → 0: the walk from 0 finds each vertex done.
        let mut edges: Vec<(u32, u32)> = (1..n as u32).map(|v| (v, v - 1)).collect();
        let graph = Digraph::from_edges(n, &edges);
        assert_eq!(reachable_cycle(&graph, n - 1), None);
        let order = topological_order(&graph).unwrap();
        assert!(order.iter().enumerate().all(|(i, &v)| v == n - 1 - i));
        // Closed into one cycle through every vertex.
        edges.push((0, n as u32 - 1));
        let graph = Digraph::from_edges(n, &edges);
        let cycle = reachable_cycle(&graph, 0).unwrap();
        let expected: Vec<usize> = [0].into_iter().chain((1..n).rev()).collect();
        assert_eq!(cycle, expected);
        assert_eq!(topological_order(&graph).unwrap_err().len(), n);
    }
}
