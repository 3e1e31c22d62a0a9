//! Breadth-first search: the fewest edges from a set of sources to every
//! vertex, and a shortest path from a vertex to the nearest of a set of
//! goals.
//!
//! A queue holds the vertices in the order they are reached, so each is
//! reached first by a path of the fewest edges (every vertex of the queue
//! at distance d comes before any at d + 1), and each list is read once.
//! For the distance *to* a set of goals from every vertex, search the
//! [`reversed`](super::Digraph::reversed) graph from the goals.
//!
//! # Complexity
//! O(n + m) time, iterative; 8 bytes a vertex beside the graph.

use super::Digraph;

/// The distance of a vertex no source reaches, in [`distances`].
pub const UNREACHED: u32 = u32::MAX;

/// The fewest edges on a path from any of `sources` to each vertex
/// (0 at a source), or [`UNREACHED`].
///
/// # Constraints
/// Every source a vertex (repeats allowed; none gives every vertex
/// [`UNREACHED`]).
///
/// # Complexity
/// O(n + m + k) time for k sources; `4n` bytes for the result and at most
/// `4n` for the queue.
///
/// # Example
/// ```
/// use game_theory::graph::paths::{distances, UNREACHED};
/// use game_theory::graph::Digraph;
/// // 0 → 1 → 2 → 3 and 0 → 2; 4 → 0.
/// let graph = Digraph::from_edges(5, &[(0, 1), (1, 2), (2, 3), (0, 2), (4, 0)]);
/// assert_eq!(distances(&graph, &[0]), [0, 1, 1, 2, UNREACHED]);
/// assert_eq!(distances(&graph, &[1, 4]), [1, 0, 1, 2, 0]);
/// // To vertex 3 from every vertex: the reversed graph from 3.
/// assert_eq!(distances(&graph.reversed(), &[3]), [2, 2, 1, 0, 3]);
/// ```
pub fn distances(graph: &Digraph, sources: &[usize]) -> Vec<u32> {
    let mut distance = vec![UNREACHED; graph.vertex_count()];
    let mut queue: Vec<u32> = Vec::new();
    for &s in sources {
        if distance[s] == UNREACHED {
            distance[s] = 0;
            queue.push(s as u32);
        }
    }
    let mut head = 0;
    while let Some(&u) = queue.get(head) {
        head += 1;
        let next = distance[u as usize] + 1;
        for &v in graph.successors(u as usize) {
            if distance[v as usize] == UNREACHED {
                distance[v as usize] = next;
                queue.push(v);
            }
        }
    }
    distance
}

/// A path of the fewest edges from `from` to any of `goals`: its vertices
/// in order, `from` first and a goal last (just `[from]` if `from` is a
/// goal), or `None` if no goal is reachable. Of several nearest goals, the
/// one the search meets first (following each vertex's successors in
/// order).
///
/// # Constraints
/// `from` and every goal a vertex.
///
/// # Complexity
/// O(n + m + k) time for k goals at worst (the search stops at the first
/// goal it meets); 9 bytes a vertex.
///
/// # Example
/// ```
/// use game_theory::graph::paths::shortest_path;
/// use game_theory::graph::Digraph;
/// let graph = Digraph::from_edges(5, &[(0, 1), (1, 2), (2, 3), (0, 2), (4, 0)]);
/// assert_eq!(shortest_path(&graph, 0, &[3]), Some(vec![0, 2, 3]));
/// assert_eq!(shortest_path(&graph, 4, &[1, 3]), Some(vec![4, 0, 1]));
/// assert_eq!(shortest_path(&graph, 3, &[3]), Some(vec![3]));
/// assert_eq!(shortest_path(&graph, 1, &[0, 4]), None);
/// ```
pub fn shortest_path(graph: &Digraph, from: usize, goals: &[usize]) -> Option<Vec<usize>> {
    const UNSEEN: u32 = u32::MAX;
    let n = graph.vertex_count();
    let mut is_goal = vec![false; n];
    for &g in goals {
        is_goal[g] = true;
    }
    // The vertex each was reached from (`from` from itself).
    let mut parent = vec![UNSEEN; n];
    parent[from] = from as u32;
    let mut queue = vec![from as u32];
    let mut head = 0;
    let mut goal = None;
    while let Some(&u) = queue.get(head) {
        head += 1;
        if is_goal[u as usize] {
            goal = Some(u);
            break;
        }
        for &v in graph.successors(u as usize) {
            if parent[v as usize] == UNSEEN {
                parent[v as usize] = u;
                queue.push(v);
            }
        }
    }
    let mut path = vec![goal? as usize];
    while let Some(&v) = path.last().filter(|&&v| v != from) {
        path.push(parent[v] as usize);
    }
    path.reverse();
    Some(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::all_digraphs;
    use crate::testing::rng::TestRng;

    const FAR: u32 = u32::MAX;

    /// Distances between every pair by Floyd-Warshall on the edges: `d[u][v]`
    /// the fewest edges from u to v, or FAR.
    fn all_pairs(n: usize, edges: &[(u32, u32)]) -> Vec<Vec<u32>> {
        let mut d = vec![vec![FAR; n]; n];
        for (v, row) in d.iter_mut().enumerate() {
            row[v] = 0;
        }
        for &(u, v) in edges {
            if u != v {
                d[u as usize][v as usize] = 1;
            }
        }
        for k in 0..n {
            for i in 0..n {
                for j in 0..n {
                    if d[i][k] != FAR && d[k][j] != FAR {
                        d[i][j] = d[i][j].min(d[i][k] + d[k][j]);
                    }
                }
            }
        }
        d
    }

    /// The distances from `sources` against the all-pairs table, and
    /// shortest paths from each vertex to `goals` against it: a real path
    /// of the edges, of the least length, ending at a goal.
    fn check(n: usize, edges: &[(u32, u32)], sources: &[usize]) {
        let graph = Digraph::from_edges(n, edges);
        let d = all_pairs(n, edges);
        let expected: Vec<u32> = (0..n)
            .map(|v| sources.iter().map(|&s| d[s][v]).min().unwrap_or(FAR))
            .collect();
        assert_eq!(
            distances(&graph, sources),
            expected,
            "{edges:?} {sources:?}"
        );
        let goals = sources;
        for (from, row) in d.iter().enumerate() {
            let nearest = goals.iter().map(|&g| row[g]).min().unwrap_or(FAR);
            match shortest_path(&graph, from, goals) {
                None => assert_eq!(nearest, FAR, "{edges:?} {from} {goals:?}"),
                Some(path) => {
                    assert_eq!(path.len() as u32 - 1, nearest, "{edges:?} {path:?}");
                    assert_eq!(path[0], from);
                    assert!(goals.contains(path.last().unwrap()));
                    for pair in path.windows(2) {
                        assert!(edges.contains(&(pair[0] as u32, pair[1] as u32)));
                    }
                }
            }
        }
    }

    #[test]
    fn every_digraph_on_up_to_3_vertices_from_every_set_of_sources() {
        for n in 0..=3u32 {
            for edges in all_digraphs(n, true) {
                for set in 0..1 << n {
                    let sources: Vec<usize> =
                        (0..n as usize).filter(|i| set >> i & 1 == 1).collect();
                    check(n as usize, &edges, &sources);
                }
            }
        }
    }

    #[test]
    fn random_graphs_with_loops_and_repeated_edges() {
        let mut rng = TestRng::new(38);
        for _ in 0..2000 {
            let n = 1 + rng.below(12) as usize;
            let m = rng.below(3 * n as u64) as usize;
            let mut edges = rng.edges(n, m);
            // Repeats of edges already there.
            for _ in 0..rng.below(3) {
                if let Some(&e) = edges.first() {
                    edges.push(e);
                }
            }
            let k = rng.below(4) as usize;
            let sources: Vec<usize> = (0..k).map(|_| rng.below(n as u64) as usize).collect();
            check(n, &edges, &sources);
        }
    }

    #[test]
    fn no_vertices_and_no_sources() {
        let empty = Digraph::from_edges::<u32>(0, &[]);
        assert!(distances(&empty, &[]).is_empty());
        let graph = Digraph::from_edges(2, &[(0, 1)]);
        assert_eq!(distances(&graph, &[]), [UNREACHED, UNREACHED]);
        assert_eq!(shortest_path(&graph, 0, &[]), None);
    }

    #[test]
    fn a_chain_of_a_million_vertices() {
        let n = 1_000_000;
        let edges: Vec<(u32, u32)> = (1..n as u32).map(|v| (v - 1, v)).collect();
        let graph = Digraph::from_edges(n, &edges);
        let d = distances(&graph, &[0]);
        assert!(d.iter().enumerate().all(|(v, &d)| d == v as u32));
        let path = shortest_path(&graph, 0, &[n - 1]).unwrap();
        assert!(path.iter().enumerate().all(|(i, &v)| i == v) && path.len() == n);
        assert_eq!(shortest_path(&graph, 1, &[0]), None);
    }
}
