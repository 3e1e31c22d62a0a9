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
//! The bridges are found by an iterative depth-first search (lowest
//! reachable discovery time, by edge, so parallel edges count as a cycle),
//! and the tree of pieces is summed from the leaves up.
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
    // Incidence lists: for vertex v, (neighbour, edge id) pairs.
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
    let mut fill = start.clone();
    let mut incident = vec![(0u32, 0u32); start[n] as usize];
    for (id, &(u, v)) in edges.iter().enumerate() {
        incident[fill[u as usize] as usize] = (v, id as u32);
        fill[u as usize] += 1;
        if u != v {
            incident[fill[v as usize] as usize] = (u, id as u32);
            fill[v as usize] += 1;
        }
    }
    let around = |v: usize| &incident[start[v] as usize..start[v + 1] as usize];

    // Depth-first search from the ground: discovery order, parent edge, and
    // the lowest discovery time reachable from each subtree by one back edge.
    const UNSEEN: u32 = u32::MAX;
    let mut order = vec![UNSEEN; n];
    let mut low = vec![0u32; n];
    let mut parent_edge = vec![u32::MAX; n];
    let mut visit_order: Vec<u32> = Vec::new();
    let mut stack: Vec<(u32, u32)> = vec![(0, 0)]; // (vertex, next incidence index)
    order[0] = 0;
    low[0] = 0;
    visit_order.push(0);
    while let Some(&mut (v, ref mut next)) = stack.last_mut() {
        let v = v as usize;
        if let Some(&(w, id)) = around(v).get(*next as usize) {
            *next += 1;
            let w = w as usize;
            if id == parent_edge[v] {
                continue;
            }
            if order[w] == UNSEEN {
                order[w] = visit_order.len() as u32;
                low[w] = order[w];
                parent_edge[w] = id;
                visit_order.push(w as u32);
                stack.push((w as u32, 0));
            } else {
                low[v] = low[v].min(order[w]);
            }
        } else {
            stack.pop();
            if let Some(&(u, _)) = stack.last() {
                let u = u as usize;
                low[u] = low[u].min(low[v]);
            }
        }
    }
    // The edge into v from its parent is a bridge when v's subtree reaches
    // nothing above v.
    let is_bridge_child = |v: usize| v != 0 && order[v] != UNSEEN && low[v] == order[v];

    // Pieces: each vertex belongs to the piece of its nearest ancestor that
    // hangs from a bridge (or the ground). Visit order puts parents first.
    let mut piece = vec![u32::MAX; n];
    let mut parent_vertex = vec![0u32; n];
    for &v in &visit_order {
        let v = v as usize;
        if v == 0 {
            piece[0] = 0;
            continue;
        }
        let (a, b) = edges[parent_edge[v] as usize];
        let p = if a as usize == v { b } else { a } as usize;
        parent_vertex[v] = p as u32;
        piece[v] = if is_bridge_child(v) {
            v as u32
        } else {
            piece[p]
        };
    }
    // Loops per piece: every reachable edge that is not a bridge.
    let mut value = vec![0u64; n];
    for (id, &(u, _)) in edges.iter().enumerate() {
        let u = u as usize;
        if order[u] == UNSEEN {
            continue;
        }
        let (a, b) = edges[id];
        let bridge = [a as usize, b as usize]
            .iter()
            .any(|&x| parent_edge[x] == id as u32 && is_bridge_child(x));
        if !bridge {
            value[piece[u] as usize] ^= 1;
        }
    }
    // From the leaves up: a piece hanging from a bridge adds value + 1 to
    // the piece above it.
    for &v in visit_order.iter().rev() {
        let v = v as usize;
        if is_bridge_child(v) {
            let above = piece[parent_vertex[v] as usize] as usize;
            value[above] ^= value[v] + 1;
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
            let edges: Vec<(u32, u32)> = (0..m)
                .map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32))
                .collect();
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
