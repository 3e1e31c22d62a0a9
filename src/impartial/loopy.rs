//! The generalised Sprague-Grundy function of a game graph that may have
//! cycles (play that never ends is a draw), and the outcome of a sum of
//! tokens on it.
//!
//! **Definition** (Smith, "Graphs and composite games", J. Combin. Theory 1
//! (1966) 51–81; in this form Fraenkel and Yesha, "The generalized
//! Sprague-Grundy function and its invariance under certain mappings",
//! J. Combin. Theory A 43 (1986) 165–177). Write `F(u)` for the followers
//! of `u` and `γ(F(u))` for their values. A function `γ` from positions to
//! `{0, 1, 2, …} ∪ {∞}` is the generalised Sprague-Grundy function, with a
//! counter function `c` from the finitely valued positions into a
//! well-ordered set, when:
//! - A. if `γ(u) < ∞`, then `γ(u) = mex γ(F(u))` (the least finite value
//!   no follower has);
//! - B. if `γ(u) < ∞` and a follower `v` has `γ(v) > γ(u)` (`∞`
//!   included), then `v` has a follower `w` with `γ(w) = γ(u)` and
//!   `c(w) < c(u)` (a move up can be answered by a move back, and the
//!   answers cannot go round for ever);
//! - C. if `γ(u) = ∞`, then `u` has a follower `v` with `γ(v) = ∞` and no
//!   follower of `v` has value `mex γ(F(u))`.
//!
//! Such a `γ` exists and is unique on a finite graph. An infinite value is
//! written `∞(K)`, `K` the set of finite values of the followers.
//!
//! **Sums** (Smith): for tokens on `p_1 … p_k`, a move sliding one token,
//! with no infinite token the XOR of the values decides as in
//! Sprague-Grundy (0: the player to move loses); with exactly one token at
//! `∞(K)` the player to move wins if the XOR `s` of the others is in `K`
//! (move that token to a follower of value `s`) and otherwise it is a
//! draw; with two or more infinite tokens it is a draw.
//!
//! **Algorithm** (Fraenkel and Yesha's, made incremental). Values are
//! assigned in rounds `i = 0, 1, …`; at the start of round `i` every
//! position not yet labelled has followers of every value below `i`. In
//! round `i` a position is labelled `i` when no follower is labelled `i`
//! and every follower unlabelled or labelled `∞` has a follower labelled
//! `i` (it is "answered"); then every unlabelled position with no follower
//! labelled `i` is labelled `∞`. Done by counting, as retrograde analysis
//! does: each unlabelled position counts its moves to positions not
//! finitely labelled and not yet answered; a position labelled `i` marks
//! its predecessors blocked and answered, and a position answered for the
//! first time in the round counts down its unlabelled predecessors; one
//! that reaches 0 unblocked is labelled `i`.

use super::game_graph::GameGraph;

/// The value `∞` in [`generalized_grundy`]'s result.
pub const INFINITE: u32 = u32::MAX;
/// Not labelled yet (inside the rounds only).
const UNLABELLED: u32 = u32::MAX - 1;
/// A round stamp no round has.
const NEVER: u32 = u32::MAX;

/// The generalised Sprague-Grundy value of every position of `graph`:
/// a finite value, or [`INFINITE`] (the set `K` of an infinite value is
/// the finite values of its followers: see [`InfinityTable`]).
///
/// # Constraints
/// Fewer than `2^32 - 2` positions.
///
/// # Complexity
/// Let `g` be the largest finite value (at most about `√(2m)`: a value
/// `g` needs positions of values `0 … g - 1`, each with as many moves).
/// Time O(n + m + Σ_v indeg(v)·r(v)), where `r(v)` counts the rounds in
/// which a position `v` not finitely labelled gets a follower labelled in
/// that round: at most the number of distinct finite values among its
/// followers, so O(n + m·(g + 1)) at worst and O(n + m) when values are
/// small. A position stays unlabelled through round `i` only with
/// followers of `i + 1` values, so the rounds' own overhead is
/// O(n + m). Memory: 20 to 28 bytes per position (the positions labelled
/// in a round are listed); no recursion.
///
/// # Example
/// ```
/// use game_theory::graph::Digraph;
/// use game_theory::impartial::loopy::{generalized_grundy, INFINITE};
/// // 0 ⇄ 1 → 2 → 3: 3 has value 0 and 2 value 1; from 1 the mover could
/// // go to 0 and back for ever, so 0 and 1 are infinite.
/// let graph = Digraph::from_edges(4, &[(0, 1), (1, 0), (1, 2), (2, 3)]);
/// assert_eq!(generalized_grundy(&graph), [INFINITE, INFINITE, 1, 0]);
/// // With 0 → 3 as well, 0 reverts 1's move back to 0: 0 is 1 and 1 is 0.
/// let graph = Digraph::from_edges(4, &[(0, 1), (1, 0), (1, 2), (2, 3), (0, 3)]);
/// assert_eq!(generalized_grundy(&graph), [1, 0, 1, 0]);
/// ```
// Compiled on its own, not into its caller: inlined, its loops' bounds
// checks came out differently with every change to the code around the
// call (loopy-grundy's benchmark row went 211 -> 283 ms, in alternating
// runs, from a change to the judge layer alone); on its own it takes 211.
#[inline(never)]
pub fn generalized_grundy<G: GameGraph>(graph: &G) -> Vec<u32> {
    let n = graph.positions();
    assert!(n < UNLABELLED as usize, "too many positions");
    let mut value = vec![UNLABELLED; n];
    // The round in which a position last got a follower labelled in that
    // round: an unlabelled one is then blocked from the round's value, and
    // any one not finitely labelled is answered.
    let mut answered = vec![NEVER; n];
    // Moves to finitely labelled positions, so far.
    let mut finite_moves = vec![0u32; n];
    // In the current round: moves to positions neither finitely labelled
    // nor answered.
    let mut open = vec![0u32; n];
    let mut unlabelled: Vec<u32> = (0..n as u32).collect();
    let mut labelled: Vec<u32> = Vec::new();
    let mut round = 0u32;
    while !unlabelled.is_empty() {
        labelled.clear();
        for &u in &unlabelled {
            let u = u as usize;
            open[u] = graph.move_count(u) as u32 - finite_moves[u];
            if open[u] == 0 {
                // Every follower has a value below the round's: the mex.
                value[u] = round;
                labelled.push(u as u32);
            }
        }
        let mut head = 0;
        while let Some(&w) = labelled.get(head) {
            head += 1;
            graph.for_each_predecessor(w as usize, |v| {
                finite_moves[v] += 1;
                if value[v] < UNLABELLED || answered[v] == round {
                    return;
                }
                // The first follower of v labelled in this round: v is
                // blocked (if unlabelled) and answers every move into it.
                answered[v] = round;
                graph.for_each_predecessor(v, |u| {
                    if value[u] == UNLABELLED {
                        open[u] -= 1;
                        // Then no follower of u has this round's value: one
                        // that has stays in the count, never answered.
                        if open[u] == 0 {
                            value[u] = round;
                            labelled.push(u as u32);
                        }
                    }
                });
            });
        }
        unlabelled.retain(|&u| {
            let u = u as usize;
            if value[u] != UNLABELLED {
                return false;
            }
            if answered[u] == round {
                // A follower has this round's value: u's mex is larger.
                return true;
            }
            value[u] = INFINITE;
            false
        });
        round += 1;
    }
    value
}

/// Who wins a sum of tokens with the first player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SumOutcome {
    /// The first player wins.
    First,
    /// The second player wins.
    Second,
    /// Neither can force a win: play goes on forever.
    Draw,
}

impl SumOutcome {
    /// `First`, `Second` or `Draw`.
    pub fn name(self) -> &'static str {
        match self {
            SumOutcome::First => "First",
            SumOutcome::Second => "Second",
            SumOutcome::Draw => "Draw",
        }
    }
}

/// The outcome of tokens on `tokens` by Smith's rule (module docs), from
/// the values of [`generalized_grundy`]: no infinite token, the XOR
/// decides; one, whether the XOR of the others is the value of a follower
/// of its position; two or more, a draw.
///
/// # Complexity
/// O(k), plus the moves of the infinite token's position if there is one
/// (use an [`InfinityTable`] for many queries on one graph).
///
/// # Example
/// ```
/// use game_theory::graph::Digraph;
/// use game_theory::impartial::loopy::{generalized_grundy, sum_outcome, SumOutcome};
/// let graph = Digraph::from_edges(4, &[(0, 1), (1, 0), (1, 2), (2, 3)]);
/// let values = generalized_grundy(&graph);
/// // 1 = ∞({1}) with a token on 2 (value 1): move 1 → 2, leaving 1 ^ 1 = 0.
/// assert_eq!(sum_outcome(&graph, &values, &[1, 2]), SumOutcome::First);
/// assert_eq!(sum_outcome(&graph, &values, &[0, 2]), SumOutcome::Draw);
/// assert_eq!(sum_outcome(&graph, &values, &[2, 2]), SumOutcome::Second);
/// ```
pub fn sum_outcome<G: GameGraph>(graph: &G, values: &[u32], tokens: &[usize]) -> SumOutcome {
    decide(values, tokens, |u, s| {
        let mut found = false;
        graph.for_each_move(u, |v| found |= values[v] == s);
        found
    })
}

/// Smith's rule, with `has_follower_of(u, s)` telling whether a follower
/// of the infinite position `u` has value `s`.
fn decide(
    values: &[u32],
    tokens: &[usize],
    has_follower_of: impl Fn(usize, u32) -> bool,
) -> SumOutcome {
    let mut others = 0;
    let mut infinite = None;
    for &p in tokens {
        match (values[p], infinite) {
            (INFINITE, None) => infinite = Some(p),
            (INFINITE, Some(_)) => return SumOutcome::Draw,
            (g, _) => others ^= g,
        }
    }
    match infinite {
        None if others == 0 => SumOutcome::Second,
        None => SumOutcome::First,
        Some(u) if has_follower_of(u, others) => SumOutcome::First,
        Some(_) => SumOutcome::Draw,
    }
}

/// The set `K` of every infinite position (the distinct finite values of
/// its followers, sorted), for answering many sums on one graph.
#[derive(Debug, Clone)]
pub struct InfinityTable {
    values: Vec<u32>,
    /// `K` of position `u` is `sets[start[u]..start[u + 1]]` (empty for
    /// finite positions).
    start: Vec<u32>,
    sets: Vec<u32>,
}

impl InfinityTable {
    /// The table of `graph`, whose values are `values` (from
    /// [`generalized_grundy`]).
    ///
    /// # Complexity
    /// O(n + m log m) time; memory O(n) plus the sets, at most one entry
    /// per move out of an infinite position.
    ///
    /// # Example
    /// ```
    /// use game_theory::graph::Digraph;
    /// use game_theory::impartial::loopy::{generalized_grundy, InfinityTable, SumOutcome};
    /// // The sample of `loopy-grundy`: 0 ⇄ 1 → 2 → 3, so 0 = ∞(∅), 1 = ∞({1}).
    /// let graph = Digraph::from_edges(4, &[(0, 1), (1, 0), (1, 2), (2, 3)]);
    /// let table = InfinityTable::new(&graph, generalized_grundy(&graph));
    /// assert_eq!((table.value(1), table.infinity_set(1)), (None, &[1][..]));
    /// assert!(table.infinity_set(0).is_empty());
    /// assert_eq!(table.value(2), Some(1));
    /// assert_eq!(table.outcome(&[1]), SumOutcome::Draw);
    /// assert_eq!(table.outcome(&[1, 2]), SumOutcome::First);
    /// assert_eq!(table.outcome(&[2, 2]), SumOutcome::Second);
    /// ```
    pub fn new<G: GameGraph>(graph: &G, values: Vec<u32>) -> Self {
        let n = values.len();
        let mut start = Vec::with_capacity(n + 1);
        let mut sets = Vec::new();
        start.push(0);
        for (u, &g) in values.iter().enumerate() {
            if g == INFINITE {
                let from = sets.len();
                graph.for_each_move(u, |v| {
                    if values[v] != INFINITE {
                        sets.push(values[v]);
                    }
                });
                sets[from..].sort_unstable();
                let distinct = dedup_sorted(&mut sets[from..]);
                sets.truncate(from + distinct);
            }
            start.push(sets.len() as u32);
        }
        InfinityTable {
            values,
            start,
            sets,
        }
    }

    /// The finite value of `u`, or `None` for `∞`.
    pub fn value(&self, u: usize) -> Option<u32> {
        Some(self.values[u]).filter(|&g| g != INFINITE)
    }

    /// `K` for an infinite `u` (sorted); empty for a finite one.
    pub fn infinity_set(&self, u: usize) -> &[u32] {
        &self.sets[self.start[u] as usize..self.start[u + 1] as usize]
    }

    /// The outcome of tokens on `tokens` (see [`sum_outcome`]).
    ///
    /// # Complexity
    /// O(k + log m).
    pub fn outcome(&self, tokens: &[usize]) -> SumOutcome {
        decide(&self.values, tokens, |u, s| {
            self.infinity_set(u).binary_search(&s).is_ok()
        })
    }
}

/// Moves the distinct values of sorted `items` to its front; their count.
fn dedup_sorted(items: &mut [u32]) -> usize {
    let mut kept = 0;
    for i in 0..items.len() {
        if kept == 0 || items[i] != items[kept - 1] {
            items[kept] = items[i];
            kept += 1;
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Digraph;
    use crate::impartial::game_graph::GameGraph;
    use crate::impartial::graph_game::{outcomes, Outcome};
    use crate::testing::exhaustive::all_digraphs;
    use crate::testing::rng::TestRng;
    use crate::testing::rules::token_sum_outcomes;
    use itertools::Itertools;

    /// Conditions A and C of the definition, and B without its counter
    /// function (which the sums below test in effect).
    fn check_definition(n: usize, edges: &[(u32, u32)], values: &[u32]) {
        let followers = |u: usize| {
            edges
                .iter()
                .filter(move |e| e.0 as usize == u)
                .map(|e| e.1 as usize)
        };
        let mex = |u: usize| {
            (0..)
                .find(|&g| followers(u).all(|v| values[v] != g))
                .unwrap()
        };
        for u in 0..n {
            if values[u] == INFINITE {
                let b = mex(u);
                assert!(
                    followers(u)
                        .any(|v| values[v] == INFINITE && followers(v).all(|w| values[w] != b)),
                    "C at {u}: {edges:?} {values:?}"
                );
            } else {
                assert_eq!(values[u], mex(u), "A at {u}: {edges:?} {values:?}");
                for v in followers(u).filter(|&v| values[v] > values[u]) {
                    assert!(
                        followers(v).any(|w| values[w] == values[u]),
                        "B at {u}: {edges:?} {values:?}"
                    );
                }
            }
        }
    }

    /// Smith's rule against the tokens played as one game, for every
    /// placement of 1 to `max_tokens` tokens.
    fn check_sums(graph: &Digraph, edges: &[(u32, u32)], values: &[u32], max_tokens: u32) {
        let n = graph.positions();
        let table = InfinityTable::new(graph, values.to_vec());
        for k in 1..=max_tokens {
            for (code, &played) in token_sum_outcomes(n, edges, k).iter().enumerate() {
                let tokens: Vec<usize> = (0..k).map(|i| code / n.pow(i) % n).collect();
                if tokens.windows(2).any(|w| w[0] > w[1]) {
                    // The same multiset as a sorted placement.
                    continue;
                }
                let expected = match played {
                    Outcome::Win => SumOutcome::First,
                    Outcome::Lose => SumOutcome::Second,
                    Outcome::Draw => SumOutcome::Draw,
                };
                assert_eq!(
                    table.outcome(&tokens),
                    expected,
                    "{edges:?} {values:?} {tokens:?}"
                );
                assert_eq!(sum_outcome(graph, values, &tokens), expected);
            }
        }
    }

    fn check(n: usize, edges: &[(u32, u32)], max_tokens: u32) {
        let graph = Digraph::new(n, edges);
        let values = generalized_grundy(&graph);
        check_definition(n, edges, &values);
        check_sums(&graph, edges, &values, max_tokens);
    }

    /// Whether no renumbering of the vertices gives the edge set a smaller
    /// bit mask: one graph of each isomorphism class.
    fn is_smallest_renumbering(n: usize, edges: &[(u32, u32)]) -> bool {
        let mask = |rename: &[usize]| {
            (edges.iter()).fold(0u64, |m, &(u, v)| {
                m | 1 << (rename[u as usize] * n + rename[v as usize])
            })
        };
        let own = mask(&(0..n).collect::<Vec<_>>());
        (0..n).permutations(n).all(|rename| mask(&rename) >= own)
    }

    #[test]
    fn every_digraph_on_up_to_4_vertices_with_loops() {
        // Two tokens on all 65,536 graphs on 4 vertices, three on one of
        // each isomorphism class (3,044 on 4): three on all took 2 s.
        let mut classes = 0;
        for n in 1..=4 {
            for edges in all_digraphs(n, true) {
                let smallest = is_smallest_renumbering(n as usize, &edges);
                classes += usize::from(n == 4 && smallest);
                check(n as usize, &edges, if smallest { 3 } else { 2 });
            }
        }
        assert_eq!(classes, 3044);
    }

    #[test]
    fn random_graphs_up_to_10_vertices() {
        let mut rng = TestRng::new(1966);
        for _ in 0..2000 {
            let n = 1 + rng.below(10) as usize;
            let m = rng.below(3 * n as u64) as usize;
            check(n, &rng.edges(n, m), if n <= 6 { 3 } else { 2 });
        }
    }

    #[test]
    fn values_climb_through_many_rounds() {
        // A complete DAG on 0..30 (i → j for j > i: value 29 - i), each
        // vertex also with a move into the 2-cycle 30 ⇄ 31 and back from
        // it (31 → i): values stay finite exactly where a move into the
        // cycle can be answered.
        let mut rng = TestRng::new(31);
        for _ in 0..20 {
            let mut edges: Vec<(u32, u32)> = (0..30)
                .flat_map(|i| (i + 1..30).map(move |j| (i, j)))
                .collect();
            edges.extend([(30, 31), (31, 30)]);
            for _ in 0..6 {
                edges.push((rng.below(30) as u32, 30 + rng.below(2) as u32));
                edges.push((30 + rng.below(2) as u32, rng.below(30) as u32));
            }
            rng.shuffle(&mut edges);
            check(32, &edges, 1);
        }
    }

    #[test]
    fn one_token_agrees_with_the_win_lose_draw_solver() {
        let mut rng = TestRng::new(7);
        for _ in 0..300 {
            let n = 1 + rng.below(40) as usize;
            let m = rng.below(3 * n as u64) as usize;
            let edges = rng.edges(n, m);
            // Predecessors built when the engine first asks for them.
            let graph = Digraph::from_edges(n, &edges);
            let table = InfinityTable::new(&graph, generalized_grundy(&graph));
            let single: Vec<Outcome> = (0..n)
                .map(|u| match table.outcome(&[u]) {
                    SumOutcome::First => Outcome::Win,
                    SumOutcome::Second => Outcome::Lose,
                    SumOutcome::Draw => Outcome::Draw,
                })
                .collect();
            assert_eq!(single, outcomes(n, edges.clone()), "{edges:?}");
        }
    }

    #[test]
    fn a_long_path_and_a_long_cycle_need_no_recursion() {
        let n = 1_000_000;
        let mut edges: Vec<(u32, u32)> = (0..n as u32 - 1).map(|v| (v + 1, v)).collect();
        let values = generalized_grundy(&Digraph::new(n, &edges));
        assert!((0..n).all(|v| values[v] == v as u32 % 2));
        edges.push((0, n as u32 - 1));
        let values = generalized_grundy(&Digraph::from_edges(n, &edges));
        assert!(values.iter().all(|&g| g == INFINITE));
    }
}
