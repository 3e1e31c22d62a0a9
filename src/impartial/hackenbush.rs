//! Green Hackenbush on any picture: edges joined at vertices, one vertex the
//! ground; a move deletes an edge, and every edge no longer joined to the
//! ground by a path falls with it.
//!
//! Two principles from Winning Ways reduce any picture to a number:
//! - **Fusion**: the vertices of a cycle can be fused into one without
//!   changing the value, the cycle's edges becoming loops; a loop is worth
//!   what a single edge is, 1. So each 2-edge-connected piece (what is left
//!   between bridges) becomes one vertex with as many loops as it has edges.
//! - **Colon**: what grows from a vertex can be replaced by a stalk of its
//!   value, so a vertex is worth the XOR of its branches: 1 per loop, and
//!   `v + 1` for a child reached over a bridge whose subtree is worth `v`.
//!
//! One iterative depth-first search finds the bridges (lowest reachable
//! discovery time, by edge, so parallel edges count as a cycle) and sums
//! the tree of pieces from the leaves up as it returns.
//!
//! # Complexity
//! O(n + m) time and memory, with no recursion.

/// The value of the picture with vertices `0..n`, ground `0`, and the
/// undirected `edges` (0-based; loops and parallel edges allowed). Edges
/// with no path to the ground have fallen already and count for nothing.
///
/// # Example
/// ```
/// use game_theory::impartial::hackenbush::green_hackenbush;
/// assert_eq!(green_hackenbush(3, &[(0, 1), (1, 2), (2, 0)]), 1); // a triangle: 3 loops
/// assert_eq!(green_hackenbush(4, &[(0, 1), (1, 2), (2, 3)]), 3); // a stalk of 3
/// assert_eq!(green_hackenbush(3, &[(1, 2)]), 0); // not on the ground
/// ```
pub fn green_hackenbush(n: usize, edges: &[(u32, u32)]) -> u64 {
    // Incidence lists: for vertex v, (neighbour, edge id) pairs; a loop is
    // listed once.
    let mut start = vec![0u32; n + 1];
    for &(u, v) in edges {
        start[u as usize + 1] += 1;
        if u != v {
            start[v as usize + 1] += 1;
        }
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut incident = vec![(0u32, 0u32); start[n] as usize];
    {
        let mut fill = start.clone();
        for (id, &(u, v)) in edges.iter().enumerate() {
            incident[fill[u as usize] as usize] = (v, id as u32);
            fill[u as usize] += 1;
            if u != v {
                incident[fill[v as usize] as usize] = (u, id as u32);
                fill[v as usize] += 1;
            }
        }
    }

    // One depth-first search from the ground computes everything at once:
    // `low[v]` is the earliest discovery time v's subtree reaches by one
    // back edge, so the tree edge into v is a bridge exactly when
    // `low[v] == order[v]`; `value[v]` is the XOR of what v's subtree adds
    // to the piece v belongs to: 1 per edge that is not a bridge (a loop
    // once fused), and `value + 1` per piece hanging below a bridge.
    const UNSEEN: u32 = u32::MAX;
    let mut order = vec![UNSEEN; n];
    let mut low = vec![0u32; n];
    let mut value = vec![0u64; n];
    // (vertex, next incidence to look at, the edge it was reached by)
    let mut stack: Vec<(u32, u32, u32)> = vec![(0, start[0], u32::MAX)];
    order[0] = 0;
    let mut discovered = 1u32;
    while let Some(&mut (v, ref mut next, via)) = stack.last_mut() {
        let v = v as usize;
        if *next < start[v + 1] {
            let (w, id) = incident[*next as usize];
            *next += 1;
            let w = w as usize;
            if id == via {
                continue;
            }
            if order[w] == UNSEEN {
                order[w] = discovered;
                low[w] = discovered;
                discovered += 1;
                stack.push((w as u32, start[w], id));
            } else if order[w] <= order[v] {
                // A back edge (or a loop), counted once, at its lower end.
                low[v] = low[v].min(order[w]);
                value[v] ^= 1;
            }
        } else {
            stack.pop();
            if let Some(&(parent, _, _)) = stack.last() {
                let parent = parent as usize;
                low[parent] = low[parent].min(low[v]);
                value[parent] ^= if low[v] == order[v] {
                    value[v] + 1 // a bridge: v's piece hangs here
                } else {
                    value[v] ^ 1 // same piece, and the edge is a loop
                };
            }
        }
    }
    value[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::grundy;
    use crate::testing::rng::TestRng;
    use crate::testing::rules::hackenbush_moves;
    use std::collections::HashMap;

    #[test]
    fn matches_search_of_the_game_on_random_small_pictures() {
        let mut rng = TestRng::new(8);
        for _ in 0..3000 {
            let n = 1 + rng.below(5) as usize;
            let m = rng.below(8) as usize;
            let edges: Vec<(u32, u32)> = rng.edges(n, m);
            let moves = hackenbush_moves(&edges);
            let all = (1u32 << m) - 1;
            let start = crate::testing::rules::hackenbush_standing(&edges, all);
            let expected = grundy(&start, &moves, &mut HashMap::new());
            assert_eq!(
                green_hackenbush(n, &edges),
                u64::from(expected),
                "{n} {edges:?}"
            );
        }
    }

    #[test]
    fn long_stalks_and_cycles_need_no_recursion() {
        let n = 1_000_000;
        let stalk: Vec<(u32, u32)> = (0..n as u32 - 1).map(|v| (v, v + 1)).collect();
        assert_eq!(green_hackenbush(n, &stalk), n as u64 - 1);
        let mut cycle = stalk.clone();
        cycle.push((n as u32 - 1, 0));
        assert_eq!(green_hackenbush(n, &cycle), n as u64 % 2);
    }
}
