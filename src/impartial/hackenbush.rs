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
//! # Bridges by labels
//! The edge into `v`, in any spanning tree, is a bridge exactly when no
//! other edge joins `v`'s subtree to the rest. The spanning forest grows by
//! joining sets edge by edge (disjoint sets), and every other edge gets
//! a random 64-bit label, XORed into both its ends. A subtree's XOR is then
//! the XOR of the labels of the edges leaving it: 0 when none does, and
//! otherwise 0 only with chance 2^-64 (under 10^-13 for 10^6 edges; the
//! labels are new each run, so no input can aim at them). The forest is
//! peeled from its leaves (a vertex with one edge left hangs by it), each
//! vertex adding its subtree's XOR and its worth to its parent: worth + 1
//! over a bridge, and worth XOR 1 over an edge inside a piece (one more
//! loop once fused).
//!
//! A picture with few more edges than vertices is mostly trees: there the
//! picture itself is peeled first (every edge peeled is a bridge), and what
//! is left is renamed `0..` so that the forest's arrays are its size.
//!
//! # Why it is laid out this way
//! On a random picture of 10^6 vertices, nearly every step touches memory
//! the cache does not hold (about 0.15 µs a miss on the benchmark machine),
//! and every 4 KB of fresh memory costs a page fault. So:
//! - No adjacency lists and no search. The forest comes from one pass over
//!   the edges in input order, which says what comes next: the sets and
//!   records of edges a few places on are asked of the cache early. A
//!   search (depth-first, or breadth-first along a long cycle) is instead
//!   one chain of misses, each step's address coming from the last. This
//!   replaced Tarjan's interval test on a breadth-first tree; in
//!   alternating runs against the input floor (11 each, same minutes):
//!   5·10^5 vertices and 10^6 random edges 1.85× → 1.33×, one cycle
//!   through 10^6 vertices numbered at random 6.25× → 1.56× (the renaming
//!   below follows the cycle), 10^6 random edges on 10^6 vertices 2.30× →
//!   2.04×, a random tree and one edge more 1.34× → 1.25×.
//! - Peeling takes its leaves from a queue, so the records of the leaves a
//!   few places on, and of their neighbours, are asked for early. (Peeling
//!   the rest over a smaller copy once the queue ran thin, as the graph
//!   game's walk does, won 73 → 53 ms in process along a path, but no
//!   `scripts/bench` row showed 5%: green-hackenbush +7.7%, −10.9%, +4.6%
//!   and `@cycle` +2.2%, +0.9%, −5.2% in three rounds of alternating runs.
//!   It went.)
//! - A vertex's edges left, XOR of neighbours and worth sit in one record,
//!   one cache line, as peeling reads and writes all three.
//! - Arrays no longer needed lend their memory to the next ones, and
//!   fresh ones ask for huge pages.
//!
//! # Complexity
//! O(m α(n) + n) time, O(n + m) memory, with no recursion.

use crate::graph::disjoint_sets::DisjointSets;
use crate::perf::memory::{fresh, reuse, with_huge_pages};
use crate::perf::prefetch::{prefetch, LOOKAHEAD};

/// The value of the picture with vertices `0..n`, ground `0`, and the
/// undirected `edges` (0-based; loops and parallel edges allowed). Edges
/// with no path to the ground have fallen already and count for nothing.
/// Takes the edges by value to reuse their memory.
///
/// Bridges are found by random labels (see the module's notes): the value
/// is wrong with chance under `m · 2^-64`, new each call.
///
/// # Constraints
/// `n < 2^32 − 64`, and fewer than `2^31` edges.
///
/// # Example
/// ```
/// use game_theory::impartial::hackenbush::green_hackenbush;
/// assert_eq!(green_hackenbush(3, vec![(0, 1), (1, 2), (2, 0)]), 1); // a triangle: 3 loops
/// assert_eq!(green_hackenbush(4, vec![(0, 1), (1, 2), (2, 3)]), 3); // a stalk of 3
/// assert_eq!(green_hackenbush(3, vec![(1, 2)]), 0); // not on the ground
/// ```
pub fn green_hackenbush(n: usize, edges: Vec<(u32, u32)>) -> u64 {
    // Pictures with few more edges than vertices are mostly trees, which
    // peeling values at a fraction of the forest's cost; pictures with many
    // more are mostly cycles, which peeling would not shrink. Either way is
    // right for any picture: this only chooses the faster. Measured in
    // process (medians of 9-11 alternating runs): 10^6 random edges on 10^6
    // vertices, 74 ms peeling first against 82 not; a random tree on 10^6
    // vertices and one edge more, 34 against 48.
    if edges.len() <= n + n / 4 {
        peeling_trees_first(n, edges)
    } else {
        labelling_everything(n, edges)
    }
}

/// The value by labels on the whole picture.
fn labelling_everything(n: usize, edges: Vec<(u32, u32)>) -> u64 {
    let forest = SpanningForest::grow(edges, fresh(n, Record::default()), Vec::new());
    forest.value()
}

/// Peels what hangs from the rest by a single edge (the fringe of trees,
/// whose edges are all bridges) with the colon principle, then values what
/// is left by labels, if the ground is part of it.
fn peeling_trees_first(n: usize, mut edges: Vec<(u32, u32)>) -> u64 {
    let mut hanging = HangingTrees::peel(n, &edges);
    if !hanging.is_left(0) {
        return u64::from(hanging.worth_at(0));
    }
    // What is left, renamed 0.. (the ground first), so that the forest's
    // arrays are its size, not n: on a random picture's core (4.7·10^5 of
    // 10^6 vertices), 19 ms for the forest against 40 by the old names.
    let worths = hanging.keep_what_is_left(&mut edges);
    // The edges not kept free their memory for the arrays to come (on
    // random edges, 3 of 8 MB). (Giving freed memory back to the system
    // here, malloc_trim, went: under 5% on every row, time and memory.)
    edges.shrink_to_fit();
    let mut records = reuse(hanging.into_memory(), worths.len(), Record::default());
    for (record, &worth) in records.iter_mut().zip(&worths) {
        record.worth = worth;
    }
    let forest = SpanningForest::grow(edges, records, worths);
    forest.value()
}

/// A spanning forest in peeling records (edges left and XOR of neighbours
/// count its edges alone), with the labels of the edges outside it.
struct SpanningForest {
    records: Vec<Record>,
    labels: Vec<u64>,
    /// Memory for the peeling queue.
    spare: Vec<u32>,
}

impl SpanningForest {
    /// Joins the ends of each edge in turn: an edge that joins two sets is
    /// the forest's; any other edge (a loop, or one that closes a cycle) is
    /// 1 in its piece, counted at one end, and gets a label. `records` may
    /// hold worths already (edges counted: none); `memory` is lent.
    ///
    /// The edges outside the forest are gathered at the front of `edges` as
    /// they are found, and labelled once the forest is grown and the
    /// edges' memory is freed: the labels (8 bytes a vertex) then take the
    /// place of the edges instead of adding to the peak (one cycle through
    /// 10^6 vertices: 32.3 → 26.3 MB at the peak, in the same time).
    fn grow(mut edges: Vec<(u32, u32)>, mut records: Vec<Record>, memory: Vec<u32>) -> Self {
        let n = records.len();
        let mut sets = DisjointSets::reusing(n, memory);
        let mut found = 0;
        for i in 0..edges.len() {
            if let Some(&(a, b)) = edges.get(i + LOOKAHEAD) {
                prefetch(&records, a as usize);
                prefetch(&records, b as usize);
                sets.prefetch(a);
                sets.prefetch(b);
            }
            // Half as far: the sets' first steps have arrived by now.
            if let Some(&(a, b)) = edges.get(i + LOOKAHEAD / 2) {
                sets.prefetch_parent(a);
                sets.prefetch_parent(b);
            }
            let (u, v) = edges[i];
            if sets.union(u, v) {
                hang_by(&mut records, u, v);
            } else {
                records[u as usize].worth ^= 1;
                edges[found] = (u, v);
                found += 1;
            }
        }
        // Copied out, so that the whole of the edges' memory is free for
        // the labels (where there are as many edges as vertices, exactly
        // what they need; shrinking the edges in place left a few bytes
        // too few).
        let outside = edges[..found].to_vec();
        drop(edges);
        let labels = label_ends(n, &outside);
        SpanningForest {
            records,
            labels,
            spare: sets.into_memory(),
        }
    }

    /// Peels the whole forest into its roots (an edge into a subtree whose
    /// labels add up to 0 is a bridge; otherwise it is one more loop of
    /// the piece above), and gives the ground's worth.
    fn value(mut self) -> u64 {
        let peeled = HangingTrees::peel_counted(self.records, &mut self.labels, self.spare);
        u64::from(peeled.worth_at(0))
    }
}

/// For each of `0..n`, the XOR of the random labels of the `edges` at it
/// (a loop's label cancels itself: it leaves nothing).
fn label_ends(n: usize, edges: &[(u32, u32)]) -> Vec<u64> {
    let mut labels = fresh(n, 0u64);
    let key = random_key();
    for (i, &(u, v)) in edges.iter().enumerate() {
        if let Some(&(a, b)) = edges.get(i + LOOKAHEAD) {
            prefetch(&labels, a as usize);
            prefetch(&labels, b as usize);
        }
        let label = edge_label(key, i as u64);
        labels[u as usize] ^= label;
        labels[v as usize] ^= label;
    }
    labels
}

/// A seed no input can know: std's per-process random hashing keys.
fn random_key() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    std::collections::hash_map::RandomState::new()
        .build_hasher()
        .finish()
}

/// The label of edge `i`: SplitMix64's `i`-th output from seed `key`.
fn edge_label(key: u64, i: u64) -> u64 {
    let mut z = key.wrapping_add(i.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// What hangs from the rest of the picture by single edges, valued by the
/// colon principle: a vertex other than the ground with one edge left
/// (loops aside) is peeled off, adding its worth + 1 to its neighbour's,
/// until none is left. What stays with edges is the ground (unless it is
/// left bare) and every vertex on a cycle or on a path between cycles or
/// to the ground; a piece off the ground with no cycle ends as one bare
/// vertex, which nothing reaches.
struct HangingTrees {
    /// By vertex.
    records: Vec<Record>,
    /// The peeling queue's memory, for the worths by new name.
    spare: Vec<u32>,
}

/// What peeling knows of a vertex: all three fields in one record (one
/// cache line), as peeling reads and writes all three of a vertex anywhere
/// in the picture.
#[derive(Debug, Clone, Copy, Default)]
struct Record {
    /// Its edges left, loops not counted; [`RENAMED`] once
    /// [`HangingTrees::keep_what_is_left`] has given it a new name.
    edges_left: u32,
    /// The XOR of the other ends of its edges left: the one neighbour, once
    /// a single edge is left; its new name, once renamed.
    neighbours: u32,
    /// The worth of what hangs at it so far (each loop is 1).
    worth: u32,
}

/// The edges left of a renamed vertex: more than any count (edges are
/// fewer than `2^31`), so the vertex still counts as left.
const RENAMED: u32 = u32::MAX;

/// Counts the edge `u – v` (not a loop) in the records of both its ends.
#[inline(always)]
fn hang_by(records: &mut [Record], u: u32, v: u32) {
    for (end, other) in [(u, v), (v, u)] {
        let record = &mut records[end as usize];
        record.edges_left += 1;
        record.neighbours ^= other;
    }
}

impl HangingTrees {
    fn peel(n: usize, edges: &[(u32, u32)]) -> Self {
        let mut records = fresh(n, Record::default());
        for (i, &(u, v)) in edges.iter().enumerate() {
            if let Some(&(a, b)) = edges.get(i + LOOKAHEAD) {
                prefetch(&records, a as usize);
                prefetch(&records, b as usize);
            }
            if u == v {
                records[u as usize].worth ^= 1;
                continue;
            }
            hang_by(&mut records, u, v);
        }
        Self::peel_counted(records, &mut [], Vec::new())
    }

    /// Peels records already counted. With `labels` (one per vertex; empty
    /// for none), each edge peeled is a bridge only if the labels of the
    /// subtree below it add up to 0, and is otherwise one more loop of the
    /// piece above; without, every edge peeled is a bridge.
    fn peel_counted(mut records: Vec<Record>, labels: &mut [u64], memory: Vec<u32>) -> Self {
        let n = records.len();
        // Peeled in the order they become leaves: a queue, so the records
        // of the leaves a few places on and of their neighbours can be
        // asked for early (chasing each leaf's neighbour at once was one
        // chain of cache misses: 45% of the time on a random tree).
        let mut leaves = memory;
        leaves.clear();
        if leaves.capacity() < n {
            leaves = with_huge_pages(n);
        }
        leaves.extend(
            (records.iter().enumerate().skip(1))
                .filter(|(_, record)| record.edges_left == 1)
                .map(|(v, _)| v as u32),
        );
        let mut head = 0;
        while head < leaves.len() {
            if let Some(&ahead) = leaves.get(head + 2 * LOOKAHEAD) {
                prefetch(&records, ahead as usize);
                prefetch(labels, ahead as usize);
            }
            if let Some(&ahead) = leaves.get(head + LOOKAHEAD) {
                let up = records[ahead as usize].neighbours;
                prefetch(&records, up as usize);
                prefetch(labels, up as usize);
            }
            let v = leaves[head];
            head += 1;
            let record = &mut records[v as usize];
            let (up, worth) = (record.neighbours, record.worth);
            if record.edges_left == 0 {
                // The last of a piece off the ground, its other end peeled
                // into it: nothing left to hang from.
                continue;
            }
            record.edges_left = 0;
            let bridge = match labels.get(v as usize) {
                None => true,
                Some(&label) => {
                    labels[up as usize] ^= label;
                    label == 0
                }
            };
            let neighbour = &mut records[up as usize];
            neighbour.worth ^= if bridge { worth + 1 } else { worth ^ 1 };
            neighbour.neighbours ^= v;
            neighbour.edges_left -= 1;
            if neighbour.edges_left == 1 && up != 0 {
                leaves.push(up);
            }
        }
        HangingTrees {
            records,
            spare: leaves,
        }
    }

    /// Whether `v` still has an edge (the ground always stays, maybe bare).
    fn is_left(&self, v: u32) -> bool {
        self.records[v as usize].edges_left > 0
    }

    /// The worth of what hangs at `v`: peeled trees and loops.
    fn worth_at(&self, v: u32) -> u32 {
        self.records[v as usize].worth
    }

    /// Keeps, of `edges`, those between vertices left (loops aside, as the
    /// count has them), each end renamed: the ground 0, then the others
    /// `1..` in the order the edges first name them. Gives their worths by
    /// those names. A name is kept in place of the XOR of neighbours (which
    /// means nothing for a vertex with two edges or more), and its edges
    /// left become [`RENAMED`].
    ///
    /// Named in this order, the edges the forest meets first name the
    /// first few vertices, which stay in the cache: on a random picture's
    /// core, the forest took 28 ms against 33 with the vertices named in
    /// order (host busy; the naming itself costs what a separate pass in
    /// order did). Along a cycle given edge after edge, the names follow
    /// the cycle whatever its numbering: 193 → 91 ms for the whole program
    /// on one through 10^6 vertices.
    fn keep_what_is_left(&mut self, edges: &mut Vec<(u32, u32)>) -> Vec<u32> {
        let mut worths = std::mem::take(&mut self.spare);
        worths.clear();
        let records = &mut self.records;
        let mut name = |records: &mut [Record], v: u32| {
            let record = &mut records[v as usize];
            if record.edges_left != RENAMED {
                record.edges_left = RENAMED;
                record.neighbours = worths.len() as u32;
                worths.push(record.worth);
            }
            record.neighbours
        };
        name(records, 0);
        let mut kept = 0;
        for i in 0..edges.len() {
            if let Some(&(u, v)) = edges.get(i + LOOKAHEAD) {
                prefetch(records, u as usize);
                prefetch(records, v as usize);
            }
            let (u, v) = edges[i];
            let is_left = |v: u32| records[v as usize].edges_left > 0;
            if u != v && is_left(u) && is_left(v) {
                edges[kept] = (name(records, u), name(records, v));
                kept += 1;
            }
        }
        edges.truncate(kept);
        worths
    }

    /// The records' memory, for a caller done with them.
    fn into_memory(self) -> Vec<Record> {
        self.records
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::grundy;
    use crate::testing::rng::TestRng;
    use crate::testing::rules::hackenbush_moves;
    use std::collections::HashMap;

    /// One picture, valued each way (whichever its shape would choose)
    /// against search of the game played by its rules.
    fn check_picture(n: usize, edges: &[(u32, u32)]) {
        let moves = hackenbush_moves(edges);
        let all = (1 << edges.len()) - 1;
        let start = crate::testing::rules::hackenbush_standing(edges, all);
        let expected = u64::from(grundy(&start, &moves, &mut HashMap::new()));
        let by_peeling = peeling_trees_first(n, edges.to_vec());
        let by_labels = labelling_everything(n, edges.to_vec());
        // Arrays in memory lent holding junk.
        let junk = Record {
            edges_left: u32::MAX,
            neighbours: u32::MAX,
            worth: u32::MAX,
        };
        let records = reuse(vec![junk; 2 * n], n, Record::default());
        let lent = SpanningForest::grow(edges.to_vec(), records, vec![u32::MAX; n + 2]).value();
        let chosen = green_hackenbush(n, edges.to_vec());
        // The plain reference of the larger test, checked here too.
        let plainly = by_the_principles(n, edges);
        let ways = [by_peeling, by_labels, lent, chosen, plainly];
        for (way, value) in ways.into_iter().enumerate() {
            assert_eq!(value, expected, "{n} {edges:?} way {way}");
        }
    }

    /// `pictures` random pictures with `n` and `m` drawn from the ranges.
    fn random_pictures(
        seed: u64,
        pictures: usize,
        n: (u64, u64),
        m: (u64, u64),
    ) -> impl Iterator<Item = (usize, Vec<(u32, u32)>)> {
        let mut rng = TestRng::new(seed);
        (0..pictures).map(move |_| {
            let n = (n.0 + rng.below(n.1 - n.0 + 1)) as usize;
            let m = (m.0 + rng.below(m.1 - m.0 + 1)) as usize;
            (n, rng.edges(n, m))
        })
    }

    fn check_random_pictures(seed: u64, pictures: usize, n: (u64, u64), m: (u64, u64)) {
        for (n, edges) in random_pictures(seed, pictures, n, m) {
            check_picture(n, &edges);
        }
    }

    #[test]
    fn matches_search_on_every_picture_of_three_vertices_and_four_edges() {
        // Every multiset of up to four edges (loops included) on 3 vertices.
        let kinds: Vec<(u32, u32)> = (0..3).flat_map(|u| (u..3).map(move |v| (u, v))).collect();
        let mut pictures = vec![Vec::new()];
        for _ in 0..4 {
            let grown: Vec<Vec<(u32, u32)>> = pictures
                .iter()
                .flat_map(|picture: &Vec<(u32, u32)>| {
                    let last = picture.last().copied().unwrap_or(kinds[0]);
                    kinds
                        .iter()
                        .filter(move |&&kind| kind >= last)
                        .map(move |&kind| {
                            let mut more = picture.clone();
                            more.push(kind);
                            more
                        })
                })
                .collect();
            pictures
                .iter()
                .for_each(|picture| check_picture(3, picture));
            pictures = grown;
        }
        pictures
            .iter()
            .for_each(|picture| check_picture(3, picture));
    }

    #[test]
    fn matches_search_of_the_game_on_random_small_pictures() {
        check_random_pictures(8, 3000, (1, 5), (0, 7));
    }

    #[test]
    fn matches_search_on_larger_pictures() {
        // Enough vertices and edges for trees several levels deep, pieces
        // joined by bridges at many depths, and parallel edges to a parent.
        check_random_pictures(9, 150, (4, 10), (8, 13));
    }

    /// Fusion and colon done plainly: an edge is a bridge when the picture
    /// without it no longer joins its ends; the pieces between bridges form
    /// a tree, valued from the ground's piece down. O(m (n + m)): for
    /// pictures too large for search of the game.
    fn by_the_principles(n: usize, all: &[(u32, u32)]) -> u64 {
        // What `from` reaches over the edges that `usable` allows.
        let reach = |edges: &[(u32, u32)], from: usize, usable: &dyn Fn(usize) -> bool| {
            let mut seen = vec![false; n];
            seen[from] = true;
            let mut stack = vec![from];
            while let Some(v) = stack.pop() {
                for (i, &(a, b)) in edges.iter().enumerate() {
                    let (a, b) = (a as usize, b as usize);
                    let other = if a == v {
                        b
                    } else if b == v {
                        a
                    } else {
                        continue;
                    };
                    if usable(i) && !seen[other] {
                        seen[other] = true;
                        stack.push(other);
                    }
                }
            }
            seen
        };
        // Edges off the ground have fallen: only what stands counts.
        let on_ground = reach(all, 0, &|_| true);
        let edges: Vec<(u32, u32)> = (all.iter().copied())
            .filter(|&(a, _)| on_ground[a as usize])
            .collect();
        let bridge: Vec<bool> = (edges.iter().enumerate())
            .map(|(i, &(a, b))| a != b && !reach(&edges, a as usize, &|j| j != i)[b as usize])
            .collect();
        // A vertex's piece: the first vertex it reaches without bridges.
        let piece: Vec<usize> = (0..n)
            .map(|v| {
                let joined = reach(&edges, v, &|i| !bridge[i]);
                joined.iter().position(|&seen| seen).unwrap()
            })
            .collect();
        fn value(
            p: usize,
            from: usize,
            edges: &[(u32, u32)],
            bridge: &[bool],
            piece: &[usize],
        ) -> u64 {
            let mut worth = 0;
            for (i, &(a, b)) in edges.iter().enumerate() {
                let (pa, pb) = (piece[a as usize], piece[b as usize]);
                if !bridge[i] && pa == p {
                    worth ^= 1;
                } else if bridge[i] && (pa == p || pb == p) {
                    let child = if pa == p { pb } else { pa };
                    if child != from {
                        worth ^= value(child, p, edges, bridge, piece) + 1;
                    }
                }
            }
            worth
        }
        value(piece[0], usize::MAX, &edges, &bridge, &piece)
    }

    #[test]
    fn matches_the_principles_done_plainly_on_pictures_too_large_to_search() {
        for (n, edges) in random_pictures(10, 300, (2, 61), (0, 120)) {
            check_against_the_principles(n, &edges);
        }
    }

    /// Both ways of valuing a picture against the plain reference.
    fn check_against_the_principles(n: usize, edges: &[(u32, u32)]) {
        let expected = by_the_principles(n, edges);
        let by_labels = labelling_everything(n, edges.to_vec());
        let by_peeling = peeling_trees_first(n, edges.to_vec());
        assert_eq!(by_labels, expected, "{n} {edges:?}");
        assert_eq!(by_peeling, expected, "{n} {edges:?}");
    }

    #[test]
    fn a_hub_with_hundreds_of_edges_peels_right() {
        // A hub on the ground with 300 leaves, triangles through it and a
        // path hanging from a leaf, vertices numbered at random: its
        // count passes 255 on the way down, whichever way it is peeled.
        let mut rng = TestRng::new(12);
        for _ in 0..4 {
            let (hub, path) = (1, 40);
            let leaves = 300;
            let triangles = rng.below(4) as usize;
            let n = 2 + leaves + path + 2 * triangles;
            let mut names: Vec<u32> = (1..n as u32).collect();
            rng.shuffle(&mut names);
            let name = |v: usize| if v == 0 { 0 } else { names[v - 1] };
            let mut edges = vec![(name(0), name(hub))];
            edges.extend((0..leaves).map(|i| (name(hub), name(2 + i))));
            edges.extend((0..path).map(|i| {
                let from = if i == 0 { 2 } else { 1 + leaves + i };
                (name(from), name(2 + leaves + i))
            }));
            for t in 0..triangles {
                let (a, b) = (2 + leaves + path + 2 * t, 3 + leaves + path + 2 * t);
                edges.extend([
                    (name(hub), name(a)),
                    (name(a), name(b)),
                    (name(b), name(hub)),
                ]);
            }
            rng.shuffle(&mut edges);
            check_against_the_principles(n, &edges);
        }
    }

    #[test]
    fn labels_are_new_each_run_and_differ_between_edges() {
        // A key known in advance would let an input be built to fool them.
        assert_ne!(random_key(), random_key());
        let key = random_key();
        let mut labels: Vec<u64> = (0..100_000).map(|i| edge_label(key, i)).collect();
        assert!(labels.iter().all(|&label| label != 0));
        labels.sort_unstable();
        labels.dedup();
        assert_eq!(labels.len(), 100_000);
    }

    #[test]
    fn long_stalks_and_cycles_need_no_recursion() {
        let n = 1_000_000;
        let stalk: Vec<(u32, u32)> = (0..n as u32 - 1).map(|v| (v, v + 1)).collect();
        assert_eq!(green_hackenbush(n, stalk.clone()), n as u64 - 1);
        let mut cycle = stalk.clone();
        cycle.push((n as u32 - 1, 0));
        assert_eq!(green_hackenbush(n, cycle), n as u64 % 2);
    }
}
