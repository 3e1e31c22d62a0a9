//! Sprague-Grundy values of every position of an acyclic game graph, and
//! the winning move in a sum of tokens on it.
//!
//! A position's value is the mex of its followers' values, so values are
//! known in reverse topological order: a position is ready once all its
//! followers are (Kahn's algorithm run backwards from the positions with
//! no move). Each position's followers are read once for its mex and its
//! predecessors once to count down what they still wait for: O(n + m),
//! with no recursion. A position that never becomes ready lies on a cycle
//! or leads into one, and following unfinished moves from it must close a
//! cycle, which is reported.
//!
//! By Sprague-Grundy, tokens on positions `p_1 … p_k` (a move slides one
//! token) are lost for the player to move exactly when the XOR of their
//! values is 0.

use super::game_graph::GameGraph;

/// A cycle of the graph: `vertices[i]` has a move to `vertices[i + 1]`,
/// and the last to the first. Starts at its smallest vertex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cycle {
    /// The cycle's vertices in order of its moves.
    pub vertices: Vec<usize>,
}

/// The Sprague-Grundy value of every position of `graph`, or a cycle if it
/// has one (a loop is a cycle of one vertex).
///
/// # Constraints
/// Fewer than `2^32 - 1` positions.
///
/// # Complexity
/// O(n + m) time (each move enumerated once forwards and once backwards;
/// twice forwards more when reporting a cycle), 16 bytes per position.
///
/// # Example
/// ```
/// use game_theory::impartial::dag_grundy::{grundy_values, Cycle};
/// use game_theory::impartial::game_graph::Digraph;
/// // 0 → 1 → 2 and 0 → 2: 2 has no move (0), 1 moves to 0-valued 2 (1),
/// // 0 sees 1 and 0 (2).
/// let graph = Digraph::new(3, &[(0, 1), (1, 2), (0, 2)]);
/// assert_eq!(grundy_values(&graph), Ok(vec![2, 1, 0]));
/// let loopy = Digraph::new(4, &[(0, 1), (3, 1), (1, 3)]);
/// assert_eq!(grundy_values(&loopy), Err(Cycle { vertices: vec![1, 3] }));
/// ```
pub fn grundy_values<G: GameGraph>(graph: &G) -> Result<Vec<u32>, Cycle> {
    let n = graph.positions();
    assert!(n < u32::MAX as usize, "too many positions");
    // How many moves of each position lead to one whose value is unknown.
    let mut waiting: Vec<u32> = (0..n).map(|u| graph.move_count(u) as u32).collect();
    let mut ready: Vec<u32> = (0..n as u32)
        .filter(|&u| waiting[u as usize] == 0)
        .collect();
    ready.reserve(n - ready.len());
    let mut values = vec![0u32; n];
    // seen[g] == u: some follower of u has value g. A value is below n (a
    // mex over at most n - 1 distinct followers), so n + 1 entries do, and
    // stamping by vertex spares clearing between vertices.
    let mut seen = vec![u32::MAX; n + 1];
    let mut head = 0;
    while let Some(&u) = ready.get(head) {
        graph.prefetch_walk(&ready, head, &values, &waiting);
        head += 1;
        graph.for_each_move(u as usize, |v| seen[values[v] as usize] = u);
        let mex = (0..).find(|&g| seen[g] != u).unwrap_or(0);
        values[u as usize] = mex as u32;
        graph.for_each_predecessor(u as usize, |w| {
            waiting[w] -= 1;
            if waiting[w] == 0 {
                ready.push(w as u32);
            }
        });
    }
    if ready.len() == n {
        Ok(values)
    } else {
        Err(find_cycle(graph, &waiting, seen))
    }
}

/// A cycle through the positions still waiting: each has a move to one that
/// is still waiting (else its count would have reached 0), so following
/// such moves must come back to a position already passed. `at` is
/// scratch of `n + 1` words.
fn find_cycle<G: GameGraph>(graph: &G, waiting: &[u32], mut at: Vec<u32>) -> Cycle {
    const UNSEEN: u32 = u32::MAX;
    at.fill(UNSEEN);
    let mut walk: Vec<usize> = Vec::new();
    let mut u = (0..waiting.len())
        .find(|&u| waiting[u] > 0)
        .expect("a position waits");
    while at[u] == UNSEEN {
        at[u] = walk.len() as u32;
        walk.push(u);
        let mut next = None;
        graph.for_each_move(u, |v| {
            if next.is_none() && waiting[v] > 0 {
                next = Some(v);
            }
        });
        u = next.expect("a waiting position has a waiting follower");
    }
    let mut vertices = walk.split_off(at[u] as usize);
    let smallest = (0..vertices.len())
        .min_by_key(|&i| vertices[i])
        .unwrap_or(0);
    vertices.rotate_left(smallest);
    Cycle { vertices }
}

/// The first winning move in the sum of tokens on `tokens` (positions of
/// `graph`, whose Grundy values are `values`): the smallest index `i` of a
/// token with a winning move, and the smallest position it can move to
/// that wins; `None` if the player to move loses.
///
/// With `x` the XOR of all values, a move of token `i` wins exactly when
/// it reaches value `values[p_i] ^ x`. Below `values[p_i]` that value is
/// always among the followers (the mex); above it, it may be too, so the
/// followers are looked at, once per distinct position.
///
/// # Complexity
/// O(n + k + the moves of the tokens' distinct positions).
///
/// # Example
/// ```
/// use game_theory::impartial::dag_grundy::{grundy_values, winning_move};
/// use game_theory::impartial::game_graph::Digraph;
/// let graph = Digraph::new(4, &[(0, 1), (1, 2), (0, 2), (2, 3)]);
/// let values = grundy_values(&graph).unwrap();
/// assert_eq!(values, [2, 0, 1, 0]);
/// // Values 0 and 1, XOR 1: the token on 1 wins by raising its value,
/// // moving to 2 beside the other token.
/// assert_eq!(winning_move(&graph, &values, &[1, 2]), Some((0, 2)));
/// // Values 0 and 2, XOR 2: the token on 3 cannot move; the one on 0
/// // reaches value 0 at 1.
/// assert_eq!(winning_move(&graph, &values, &[3, 0]), Some((1, 1)));
/// assert_eq!(winning_move(&graph, &values, &[2, 2]), None);
/// ```
pub fn winning_move<G: GameGraph>(
    graph: &G,
    values: &[u32],
    tokens: &[usize],
) -> Option<(usize, usize)> {
    let x = tokens.iter().fold(0, |x, &p| x ^ values[p]);
    if x == 0 {
        return None;
    }
    let mut tried = vec![false; graph.positions()];
    for (i, &p) in tokens.iter().enumerate() {
        if std::mem::replace(&mut tried[p], true) {
            continue;
        }
        let target = values[p] ^ x;
        let mut best: Option<usize> = None;
        graph.for_each_move(p, |v| {
            if values[v] == target && best.map_or(true, |b| v < b) {
                best = Some(v);
            }
        });
        if let Some(v) = best {
            return Some((i, v));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::game_graph::Digraph;
    use crate::impartial::graph_game::Outcome;
    use crate::testing::exhaustive::{all_digraphs, grundy, is_acyclic};
    use crate::testing::rng::TestRng;
    use crate::testing::rules::token_sum_outcomes;
    use std::collections::HashMap;

    /// The values against the definition searched exhaustively.
    fn check_values(edges: &[(u32, u32)], values: &[u32]) {
        let moves =
            |&u: &u32| -> Vec<u32> { edges.iter().filter(|e| e.0 == u).map(|e| e.1).collect() };
        let mut memo = HashMap::new();
        for (u, &value) in values.iter().enumerate() {
            assert_eq!(value, grundy(&(u as u32), &moves, &mut memo), "{edges:?}");
        }
    }

    /// A reported cycle is one: distinct vertices, each with an edge to
    /// the next, starting at its smallest.
    fn check_cycle(edges: &[(u32, u32)], cycle: &Cycle) {
        let c = &cycle.vertices;
        assert!(!c.is_empty());
        let mut sorted = c.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), c.len(), "{edges:?} {c:?}");
        assert_eq!(sorted[0], c[0]);
        for i in 0..c.len() {
            let edge = (c[i] as u32, c[(i + 1) % c.len()] as u32);
            assert!(edges.contains(&edge), "{edges:?} {c:?}");
        }
    }

    /// The sum rule and the first winning move against the tokens played
    /// as one game, for every placement of 1 to `max_tokens` tokens (in
    /// order, so every multiset in every order).
    fn check_sums(n: usize, edges: &[(u32, u32)], values: &[u32], max_tokens: u32) {
        let graph = Digraph::new(n, edges);
        for k in 1..=max_tokens {
            let played = token_sum_outcomes(n, edges, k);
            for (code, &outcome) in played.iter().enumerate() {
                let tokens: Vec<usize> = (0..k).map(|i| code / n.pow(i) % n).collect();
                assert_ne!(outcome, Outcome::Draw, "a DAG has no draw");
                // The first token (in order) with a move to a lost placement,
                // and its smallest such target.
                let expected = (0..tokens.len()).find_map(|i| {
                    let mut targets = graph.moves(tokens[i]).to_vec();
                    targets.sort_unstable();
                    targets
                        .into_iter()
                        .map(|v| v as usize)
                        .find(|&v| {
                            let after = code - tokens[i] * n.pow(i as u32) + v * n.pow(i as u32);
                            played[after] == Outcome::Lose
                        })
                        .map(|v| (i, v))
                });
                assert_eq!(expected.is_some(), outcome == Outcome::Win);
                assert_eq!(
                    winning_move(&graph, values, &tokens),
                    expected,
                    "{edges:?} {tokens:?}"
                );
            }
        }
    }

    #[test]
    fn every_dag_on_up_to_5_vertices() {
        // Labelled DAGs on 1..=5 vertices: OEIS A003024.
        for (n, count) in [(1, 1), (2, 3), (3, 25), (4, 543), (5, 29_281)] {
            let mut dags = 0;
            for edges in all_digraphs(n, false).filter(|e| is_acyclic(n as usize, e)) {
                dags += 1;
                let n = n as usize;
                let values = grundy_values(&Digraph::new(n, &edges)).expect("acyclic");
                check_values(&edges, &values);
                // Three tokens on 5 vertices would triple the test's time.
                check_sums(n, &edges, &values, if n <= 4 { 3 } else { 2 });
            }
            assert_eq!(dags, count);
        }
    }

    #[test]
    fn every_digraph_on_up_to_4_vertices_with_loops() {
        for n in 1..=4 {
            for edges in all_digraphs(n, true) {
                let n = n as usize;
                match grundy_values(&Digraph::new(n, &edges)) {
                    Ok(values) => {
                        assert!(is_acyclic(n, &edges), "{edges:?}");
                        check_values(&edges, &values);
                    }
                    Err(cycle) => {
                        assert!(!is_acyclic(n, &edges), "{edges:?}");
                        check_cycle(&edges, &cycle);
                    }
                }
            }
        }
    }

    #[test]
    fn random_graphs_up_to_10_vertices() {
        let mut rng = TestRng::new(2027);
        for round in 0..3000 {
            let n = 1 + rng.below(10) as usize;
            let m = rng.below(3 * n as u64) as usize;
            let mut edges = rng.edges(n, m);
            if round % 2 == 0 {
                // Mostly acyclic: every edge from a smaller number to a
                // larger one, in a random numbering (repeats kept).
                let mut names: Vec<u32> = (0..n as u32).collect();
                rng.shuffle(&mut names);
                edges.retain(|e| e.0 != e.1);
                for e in &mut edges {
                    let (a, b) = (e.0.min(e.1), e.0.max(e.1));
                    *e = (names[a as usize], names[b as usize]);
                }
            }
            match grundy_values(&Digraph::new(n, &edges)) {
                Ok(values) => {
                    assert!(is_acyclic(n, &edges), "{edges:?}");
                    check_values(&edges, &values);
                    check_sums(n, &edges, &values, if n <= 6 { 3 } else { 2 });
                }
                Err(cycle) => {
                    assert!(!is_acyclic(n, &edges), "{edges:?}");
                    check_cycle(&edges, &cycle);
                }
            }
        }
    }

    #[test]
    fn a_long_path_and_a_long_cycle_need_no_recursion() {
        let n = 1_000_000;
        let mut edges: Vec<(u32, u32)> = (0..n as u32 - 1).map(|v| (v + 1, v)).collect();
        let values = grundy_values(&Digraph::new(n, &edges)).unwrap();
        assert!((0..n).all(|v| values[v] == v as u32 % 2));
        edges.push((0, n as u32 - 1));
        let cycle = grundy_values(&Digraph::new(n, &edges)).unwrap_err();
        let expected: Vec<usize> = [0].into_iter().chain((1..n).rev()).collect();
        assert_eq!(cycle.vertices, expected);
    }
}
