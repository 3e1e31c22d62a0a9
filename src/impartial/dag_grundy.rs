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
//! cycle, which is reported: by [`grundy_values`] wherever it lies, by
//! [`grundy_values_from`] only when the game's starting positions reach
//! it (the other positions that lead into it are left without a value).
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
/// has one (a loop is a cycle of one vertex), reached from anywhere: see
/// [`grundy_values_from`] for a graph whose cycles lie away from the game.
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
/// use game_theory::graph::Digraph;
/// use game_theory::impartial::dag_grundy::{grundy_values, Cycle};
/// // 0 → 1 → 2 and 0 → 2: 2 has no move (0), 1 moves to 0-valued 2 (1),
/// // 0 sees 1 and 0 (2).
/// let graph = Digraph::from_edges(3, &[(0, 1), (1, 2), (0, 2)]);
/// assert_eq!(grundy_values(&graph), Ok(vec![2, 1, 0]));
/// let loopy = Digraph::from_edges(4, &[(0, 1), (3, 1), (1, 3)]);
/// assert_eq!(grundy_values(&loopy), Err(Cycle { vertices: vec![1, 3] }));
/// ```
pub fn grundy_values<G: GameGraph>(graph: &G) -> Result<Vec<u32>, Cycle> {
    let walked = walk(graph);
    match walked.waiting.iter().position(|&w| w > 0) {
        None => Ok(walked.values),
        Some(u) => Err(find_cycle(graph, &walked.waiting, walked.seen, u)),
    }
}

/// In [`grundy_values_from`]'s result: a position from which a cycle is
/// reachable (so it has no Grundy value), never one reachable from the
/// starts.
pub const NO_VALUE: u32 = u32::MAX;

/// The Sprague-Grundy values of the positions reachable from `starts`,
/// where a cycle elsewhere in `graph` is no error: `Ok` with the value of
/// every position from which no cycle is reachable (all those reachable
/// from a start among them) and [`NO_VALUE`] for the others; or a cycle
/// reachable from a start.
///
/// # Constraints
/// Fewer than `2^32 - 1` positions; every start a position.
///
/// # Complexity
/// As [`grundy_values`], plus O(k) for k starts: the whole graph is
/// walked, backwards from the positions with no move, since which
/// positions the starts reach would take a search of its own.
///
/// # Example
/// ```
/// use game_theory::graph::Digraph;
/// use game_theory::impartial::dag_grundy::{grundy_values_from, Cycle, NO_VALUE};
/// // 0 → 1 → 2, and apart from them 3 ⇄ 4 → 2.
/// let graph = Digraph::from_edges(5, &[(0, 1), (1, 2), (3, 4), (4, 3), (4, 2)]);
/// assert_eq!(grundy_values_from(&graph, &[0]), Ok(vec![0, 1, 0, NO_VALUE, NO_VALUE]));
/// assert_eq!(grundy_values_from(&graph, &[0, 4]), Err(Cycle { vertices: vec![3, 4] }));
/// ```
pub fn grundy_values_from<G: GameGraph>(graph: &G, starts: &[usize]) -> Result<Vec<u32>, Cycle> {
    let Walked {
        mut values,
        waiting,
        seen,
    } = walk(graph);
    if let Some(&start) = starts.iter().find(|&&s| waiting[s] > 0) {
        return Err(find_cycle(graph, &waiting, seen, start));
    }
    for (value, &w) in values.iter_mut().zip(&waiting) {
        if w > 0 {
            *value = NO_VALUE;
        }
    }
    Ok(values)
}

/// What the walk leaves: the value of every position it reached, how many
/// moves of each position still lead to one whose value is unknown (0
/// exactly for the positions valued), and scratch of `n + 1` words.
struct Walked {
    values: Vec<u32>,
    waiting: Vec<u32>,
    seen: Vec<u32>,
}

/// Kahn's algorithm backwards: values from the positions with no move up.
fn walk<G: GameGraph>(graph: &G) -> Walked {
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
    Walked {
        values,
        waiting,
        seen,
    }
}

/// A cycle reached from `from`, a position still waiting: each such
/// position has a move to one that is still waiting (else its count would
/// have reached 0), so following such moves must come back to a position
/// already passed. `at` is scratch of `n + 1` words.
fn find_cycle<G: GameGraph>(graph: &G, waiting: &[u32], mut at: Vec<u32>, from: usize) -> Cycle {
    const UNSEEN: u32 = u32::MAX;
    at.fill(UNSEEN);
    let mut walk: Vec<usize> = Vec::new();
    let mut u = from;
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
/// use game_theory::graph::Digraph;
/// let graph = Digraph::from_edges(4, &[(0, 1), (1, 2), (0, 2), (2, 3)]);
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
    use crate::graph::Digraph;
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
                    let mut targets = graph.successors(tokens[i]).to_vec();
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
        // From a start off the cycle: a path into it is no error...
        edges.push((n as u32, 0));
        let graph = Digraph::from_edges(n + 2, &edges);
        let values = grundy_values_from(&graph, &[n + 1]).unwrap();
        assert!(values[..=n].iter().all(|&g| g == NO_VALUE) && values[n + 1] == 0);
        // ...and one that leads into it reaches the cycle.
        let cycle = grundy_values_from(&graph, &[n + 1, n]).unwrap_err();
        assert_eq!(cycle.vertices, expected);
    }

    /// `reach[u][v]`: a path of one edge or more from u to v.
    fn reach(n: usize, edges: &[(u32, u32)]) -> Vec<Vec<bool>> {
        let mut r = vec![vec![false; n]; n];
        for &(u, v) in edges {
            r[u as usize][v as usize] = true;
        }
        for k in 0..n {
            for i in 0..n {
                for j in 0..n {
                    r[i][j] |= r[i][k] && r[k][j];
                }
            }
        }
        r
    }

    /// [`grundy_values_from`] against the definition: an error exactly
    /// when a start reaches a cycle (and then a cycle it reaches), else the
    /// value of every position that reaches no cycle and [`NO_VALUE`] for
    /// the others.
    fn check_from(n: usize, edges: &[(u32, u32)], starts: &[usize]) {
        let r = reach(n, edges);
        let reaches_cycle = |u: usize| (0..n).any(|v| (v == u || r[u][v]) && r[v][v]);
        let graph = Digraph::from_edges(n, edges);
        match grundy_values_from(&graph, starts) {
            Err(cycle) => {
                check_cycle(edges, &cycle);
                let v = cycle.vertices[0];
                assert!(
                    starts.iter().any(|&s| s == v || r[s][v]),
                    "{edges:?} {starts:?}"
                );
            }
            Ok(values) => {
                assert!(
                    !starts.iter().any(|&s| reaches_cycle(s)),
                    "{edges:?} {starts:?}"
                );
                let moves = |&u: &u32| -> Vec<u32> {
                    edges.iter().filter(|e| e.0 == u).map(|e| e.1).collect()
                };
                let mut memo = HashMap::new();
                for (u, &value) in values.iter().enumerate() {
                    let expected = match reaches_cycle(u) {
                        true => NO_VALUE,
                        false => grundy(&(u as u32), &moves, &mut memo),
                    };
                    assert_eq!(value, expected, "{edges:?} {starts:?}");
                }
            }
        }
    }

    #[test]
    fn values_from_starts_on_every_digraph_on_up_to_4_vertices() {
        for n in 1..=4 {
            for edges in all_digraphs(n, n <= 3) {
                let n = n as usize;
                for starts in [vec![], vec![0], vec![n - 1, 0], (0..n).collect()] {
                    check_from(n, &edges, &starts);
                }
            }
        }
        let mut rng = TestRng::new(3838);
        for _ in 0..2000 {
            let n = 1 + rng.below(10) as usize;
            let m = rng.below(2 * n as u64) as usize;
            let edges = rng.edges(n, m);
            let k = rng.below(3) as usize;
            let starts: Vec<usize> = (0..k).map(|_| rng.below(n as u64) as usize).collect();
            check_from(n, &edges, &starts);
        }
    }
}
