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
//! The tree edge into `v`, in any spanning tree, is a bridge exactly when no
//! other edge joins `v`'s subtree to the rest. Two ways to test that:
//! - **Labels** (pictures with many more edges than vertices, or what is
//!   mostly cycles): a spanning forest grows by joining sets edge by edge
//!   ([`DisjointSets`]); every other edge gets a random 64-bit label, XORed
//!   into both its ends. A subtree's XOR is then the XOR of the labels of
//!   the edges leaving it: 0 when none does, and otherwise 0 only with
//!   chance 2^-64 (under 10^-13 for 10^6 edges; the labels are new each
//!   run, so no input can aim at them). The forest is then peeled from its
//!   leaves like a tree, the XORs adding up on the way. No lists, no search.
//! - **Tarjan's interval test** (what is left of a picture with few more
//!   edges than vertices, unless mostly cycles): a breadth-first tree whose
//!   subtrees are intervals of a numbering, and each subtree's reach.
//!
//! A picture with few more edges than vertices is mostly trees: there the
//! leaves are peeled first (a vertex with one edge hangs by a bridge), each
//! adding its value + 1 to its neighbour, and only what is left is tested.
//!
//! # Why it is laid out this way
//! On a random picture of 5·10^5 vertices and 10^6 edges, nearly every
//! step touches memory the cache does not hold, and every 4 KB of fresh
//! memory costs a page fault (about 4 µs on the benchmark machine: a third
//! of this solver's time, before it reused its buffers). So:
//! - Labels need no adjacency lists at all: the forest comes from one
//!   pass over the edges in input order (their sets a few edges ahead
//!   asked of the cache), and peeling it is the tree peel with one more
//!   XOR. On the cycle-rich picture above, in alternating runs against the
//!   breadth-first search: 1.77× → 1.31× the input floor; along one cycle
//!   of 10^6 vertices, 3.65× → 2.27×. On what is left of a random picture
//!   of 10^6 vertices and edges, the search is still a little faster.
//! - The tree is grown breadth-first, not depth-first: a depth-first
//!   search is one long chain of cache misses (each step's address comes
//!   from the last), while a breadth-first queue says which vertices come
//!   next and lets their misses overlap ([`Adjacency::prefetch_ahead`]).
//!   The search loop has no branch on what it finds (found or not, tree
//!   edge or not): those are coin flips on a random graph, and a
//!   mispredicted branch costs as much as the work.
//! - Vertices are renamed in the order found, so a vertex's parent comes
//!   before it and the passes after the search run through arrays in
//!   order. The search keeps, of all the edges, only those outside the
//!   tree, each once, at its end found later; the pass from the leaves
//!   up meets them in that order.
//! - What the leaves-up pass reads for the other end of such an edge (its
//!   position and reach) sits together in one record, one cache line.
//! - Arrays no longer needed lend their memory to the next ones, and
//!   fresh ones ask for huge pages ([`crate::judge::memory`]): on the
//!   random picture of 10^6 vertices and 10^6 edges, page faults
//!   10,676 → about 4,000 for the whole program.
//!
//! # Complexity
//! O(n + m) time and memory (union-find aside: O(m α(n))), with no
//! recursion.

use crate::graph::adjacency::{Adjacency, LOOKAHEAD};
use crate::graph::disjoint_sets::DisjointSets;
use crate::graph::memory::reuse;
use crate::graph::prefetch::prefetch;
use crate::judge::memory::{fresh, with_huge_pages};

/// The value of the picture with vertices `0..n`, ground `0`, and the
/// undirected `edges` (0-based; loops and parallel edges allowed). Edges
/// with no path to the ground have fallen already and count for nothing.
/// Takes the edges by value to reuse their memory.
///
/// # Constraints
/// `n < 2^32 − 64` and fewer than `2^31` edges.
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
    // peeling values at a fraction of a search's cost; pictures with many
    // more are mostly cycles, which peeling would not shrink. Either way
    // is right for any picture: this only chooses the faster. Measured on
    // random trees with random extra edges (10^6 edges in all): with 10^6
    // vertices, 75 ms peeling first against 122 searching; at 1.25 edges
    // per vertex the two took the same; at 1.5, 114 against 102. Labels
    // beat the search on such pictures (5·10^5 vertices, 10^6 edges: 38 ms
    // against 54, in process).
    if edges.len() <= n + n / 4 {
        peeling_trees_first(n, edges, mostly_cycles)
    } else {
        spanning_forest_first(n, edges)
    }
}

/// Peels what hangs from the rest by a single edge (the fringe of trees,
/// whose edges are all bridges) with the colon principle, then tests what
/// is left for bridges, if the ground is part of it: by labels if
/// `by_labels(n, vertices, edges)` for what is left of `n` vertices,
/// otherwise by the search.
fn peeling_trees_first(
    n: usize,
    edges: Vec<(u32, u32)>,
    by_labels: fn(usize, usize, usize) -> bool,
) -> u64 {
    let hanging = HangingTrees::peel(n, &edges);
    if !hanging.is_left(0) {
        return u64::from(hanging.worth_at(0));
    }
    if by_labels(n, hanging.vertices_left, hanging.edges_left) {
        labelling_what_is_left(hanging, edges)
    } else {
        searching_what_is_left(hanging, edges)
    }
}

/// Whether what is left after peeling is much of the picture and mostly
/// long cycles, few more edges than vertices. Along one cycle through 10^6
/// vertices numbered at random, a breadth-first search is one chain of
/// cache misses (its queue holds two vertices): after peeling, 115 ms by
/// labels against 255 by the search, in process. What is left of a random
/// picture (4.7·10^5 vertices, 6.3·10^5 edges) is bushier: 67 ms by the
/// search against 77. And labels cost arrays for all `n` vertices, the search only
/// for what is left: on a random tree and one edge more, labels took 8 MB
/// and 5 ms more. Either is right for any picture: this only chooses.
fn mostly_cycles(n: usize, vertices: usize, edges: usize) -> bool {
    vertices >= n / 8 && edges <= vertices + vertices / 8
}

/// What is left after peeling, renamed and searched for bridges.
fn searching_what_is_left(mut hanging: HangingTrees, mut edges: Vec<(u32, u32)>) -> u64 {
    // The search runs on what is left alone, renamed 0.. (the ground
    // first), so it costs what is left, not n.
    let worth_by_new_name = hanging.rename_what_is_left();
    let mut kept = 0;
    for i in 0..edges.len() {
        if let Some(&(u, v)) = edges.get(i + LOOKAHEAD) {
            hanging.prefetch(u);
            hanging.prefetch(v);
        }
        let (u, v) = edges[i];
        if u != v && hanging.is_left(u) && hanging.is_left(v) {
            edges[kept] = (hanging.new_name(u), hanging.new_name(v));
            kept += 1;
        }
    }
    // The edges not kept give their memory back to the system (on random
    // edges, 3 of 8 MB; the peak memory was 30.0 MB, 2.0x the floor's).
    edges.truncate(kept);
    edges.shrink_to_fit();
    // The records are done with: the search's lists take their memory
    // (its own arrays stay fresh; see `SearchTree::grow`).
    searching_for_bridges(
        worth_by_new_name.len(),
        edges,
        |v| worth_by_new_name[v as usize],
        hanging.into_memory(),
    )
}

/// The value by a search for bridges, where `worth_at(v)` is what already
/// hangs at vertex `v` (XORed into its piece) besides `edges`.
fn searching_for_bridges(
    n: usize,
    edges: Vec<(u32, u32)>,
    worth_at: impl Fn(u32) -> u32,
    lists_memory: Vec<u32>,
) -> u64 {
    let graph = Adjacency::undirected_reusing(n, &edges, lists_memory);
    let (tree, [name_memory, queue_memory]) = SearchTree::grow(&graph, edges);
    let (_, lists_memory) = graph.into_arrays();
    let mut intervals = Intervals::number(&tree.parent, name_memory, lists_memory);
    let k = tree.parent.len();

    // What hangs at each vertex already, by new name: the search's queue
    // holds the old names in the order found.
    let mut value = queue_memory;
    value.truncate(k);
    value.iter_mut().for_each(|v| *v = worth_at(*v));

    // Leaves up (the order found, backwards). At i, what i's subtree adds
    // to i's piece is known: 1 for each edge of the piece (each a loop once
    // fused) and `value + 1` for each piece hanging below a bridge, XORed.
    // So is the subtree's reach over the edges not in the tree: the tree
    // edge into i is a bridge when that reach stays inside i's interval.
    let other_edges = &tree.other_edges;
    let mut next = other_edges.len();
    for i in (0..k).rev() {
        let me = intervals.position(i);
        let (mut low, mut high) = intervals.reach(i);
        let mut piece = value[i];
        // The other edges kept at i: each reaches from i to its other end,
        // and from the other end's subtree (which may not hold i) to i.
        while next > 0 && other_edges[next - 1].0 == i as u32 {
            next -= 1;
            if let Some(ahead) = next.checked_sub(LOOKAHEAD) {
                intervals.prefetch(other_edges[ahead].1 as usize);
            }
            let other = other_edges[next].1 as usize;
            let there = intervals.position(other);
            low = low.min(there);
            high = high.max(there);
            intervals.widen(other, me, me);
            piece ^= 1;
        }
        value[i] = piece;
        if i > 0 {
            let p = tree.parent[i] as usize;
            let bridge = low >= me && high < intervals.end(i);
            intervals.widen(p, low, high);
            value[p] ^= if bridge { piece + 1 } else { piece ^ 1 };
        }
    }
    u64::from(value[0])
}

/// The value by labels (see the module's notes) on the whole picture: a
/// spanning forest, then the forest peeled from its leaves.
fn spanning_forest_first(n: usize, edges: Vec<(u32, u32)>) -> u64 {
    let records = fresh(RECORD * n, 0u32);
    let forest = SpanningForest::grow(&edges, records, Vec::new(), false);
    drop(edges);
    u64::from(forest.peel().worth_at(0))
}

/// What is left after peeling (the ground among it), valued by labels.
fn labelling_what_is_left(hanging: HangingTrees, edges: Vec<(u32, u32)>) -> u64 {
    let (records, memory) = hanging.keep_only_what_is_left();
    let forest = SpanningForest::grow(&edges, records, memory, true);
    drop(edges);
    u64::from(forest.peel().worth_at(0))
}

/// A spanning forest in peeling records (edges left and XOR of neighbours
/// count its edges alone), with the labels of the edges outside it.
struct SpanningForest {
    records: Vec<u32>,
    labels: Vec<u64>,
    /// Memory for the peeling queue.
    spare: Vec<u32>,
}

impl SpanningForest {
    /// Joins the ends of each edge in turn: an edge that joins two sets is
    /// the forest's; any other edge (a loop, or one that closes a cycle) is
    /// 1 in its piece, counted at one end, and gets a label. With
    /// `only_what_is_left`, edges with an end marked [`GONE`], and loops
    /// (counted by the peeling already), are passed over.
    fn grow(
        edges: &[(u32, u32)],
        mut records: Vec<u32>,
        memory: Vec<u32>,
        only_what_is_left: bool,
    ) -> Self {
        let n = records.len() / RECORD;
        let mut sets = DisjointSets::reusing(n, memory);
        let mut labels = fresh(n, 0u64);
        let key = random_key();
        for (i, &(u, v)) in edges.iter().enumerate() {
            if let Some(&(a, b)) = edges.get(i + LOOKAHEAD) {
                prefetch(&records, RECORD * a as usize);
                prefetch(&records, RECORD * b as usize);
                sets.prefetch(a);
                sets.prefetch(b);
            }
            if let Some(&(a, b)) = edges.get(i + LOOKAHEAD / 2) {
                sets.prefetch_parent(a);
                sets.prefetch_parent(b);
            }
            if only_what_is_left
                && (u == v
                    || records[RECORD * u as usize + WORTH] == GONE
                    || records[RECORD * v as usize + WORTH] == GONE)
            {
                continue;
            }
            if sets.union(u, v) {
                for (end, other) in [(u, v), (v, u)] {
                    let record = &mut records[RECORD * end as usize..][..RECORD];
                    record[EDGES_LEFT] += 1;
                    record[NEIGHBOURS] ^= other;
                }
            } else {
                records[RECORD * u as usize + WORTH] ^= 1;
                // A loop's label would cancel itself: it leaves nothing.
                let label = edge_label(key, i as u64);
                labels[u as usize] ^= label;
                labels[v as usize] ^= label;
            }
        }
        SpanningForest {
            records,
            labels,
            spare: sets.into_memory(),
        }
    }

    /// Peels the whole forest into its roots. An edge into a subtree whose
    /// labels add up to 0 is a bridge; otherwise it is one more loop of
    /// the piece above.
    fn peel(mut self) -> HangingTrees {
        HangingTrees::peel_counted(self.records, &mut self.labels, self.spare)
    }
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
    /// By vertex `v`, at `RECORD·v..RECORD·(v + 1)`: its edges left (loops
    /// not counted), the XOR of their other ends (the one neighbour, once a
    /// single edge is left), and the worth of what hangs at it so far (each
    /// loop is 1). One record, as peeling reads and writes all three of a
    /// vertex anywhere in the picture; plain words, so that the search's
    /// lists can have the memory afterwards.
    records: Vec<u32>,
    /// The peeling queue's memory, for the worths by new name.
    spare: Vec<u32>,
    /// What is left: vertices with an edge, and their edges (loops aside).
    vertices_left: usize,
    edges_left: usize,
}

const RECORD: usize = 3;
const EDGES_LEFT: usize = 0;
const NEIGHBOURS: usize = 1;
const WORTH: usize = 2;
/// The worth of a vertex not left after peeling, once what is left is
/// marked (a worth is below `2^31`: no more than the edges).
const GONE: u32 = u32::MAX;

impl HangingTrees {
    fn peel(n: usize, edges: &[(u32, u32)]) -> Self {
        let mut records = fresh(RECORD * n, 0u32);
        for (i, &(u, v)) in edges.iter().enumerate() {
            if let Some(&(a, b)) = edges.get(i + LOOKAHEAD) {
                prefetch(&records, RECORD * a as usize);
                prefetch(&records, RECORD * b as usize);
            }
            if u == v {
                records[RECORD * u as usize + WORTH] ^= 1;
                continue;
            }
            for (end, other) in [(u, v), (v, u)] {
                let record = &mut records[RECORD * end as usize..][..RECORD];
                record[EDGES_LEFT] += 1;
                record[NEIGHBOURS] ^= other;
            }
        }
        Self::peel_counted(records, &mut [], Vec::new())
    }

    /// Peels records already counted. With `labels` (one per vertex; empty
    /// for none), each edge peeled is a bridge only if the labels of the
    /// subtree below it add up to 0, and is otherwise one more loop of the
    /// piece above; without, every edge peeled is a bridge.
    fn peel_counted(mut records: Vec<u32>, labels: &mut [u64], memory: Vec<u32>) -> Self {
        let n = records.len() / RECORD;
        // Peeled in the order they become leaves: a queue, so the records
        // of the leaves a few places on and of their neighbours can be
        // asked for early (chasing each leaf's neighbour at once was one
        // chain of cache misses: 45% of the time on a random tree).
        let mut leaves = memory;
        leaves.clear();
        if leaves.capacity() < n {
            leaves = with_huge_pages(n);
        }
        let (mut vertices_left, mut ends_left) = (0, 0);
        for (v, record) in records.chunks_exact(RECORD).enumerate() {
            let edges = record[EDGES_LEFT] as usize;
            vertices_left += usize::from(edges > 0);
            ends_left += edges;
            if edges == 1 && v > 0 {
                leaves.push(v as u32);
            }
        }
        let mut edges_left = ends_left / 2;
        let mut head = 0;
        while head < leaves.len() {
            if let Some(&ahead) = leaves.get(head + 2 * LOOKAHEAD) {
                prefetch(&records, RECORD * ahead as usize);
                prefetch(labels, ahead as usize);
            }
            if let Some(&ahead) = leaves.get(head + LOOKAHEAD) {
                let up = records[RECORD * ahead as usize + NEIGHBOURS];
                prefetch(&records, RECORD * up as usize);
                prefetch(labels, up as usize);
            }
            let v = leaves[head];
            head += 1;
            let record = &mut records[RECORD * v as usize..][..RECORD];
            let (up, worth) = (record[NEIGHBOURS], record[WORTH]);
            if record[EDGES_LEFT] == 0 {
                // The last of a piece off the ground, its other end peeled
                // into it: nothing left to hang from.
                continue;
            }
            record[EDGES_LEFT] = 0;
            let bridge = match labels.get(v as usize) {
                None => true,
                Some(&label) => {
                    labels[up as usize] ^= label;
                    label == 0
                }
            };
            let neighbour = &mut records[RECORD * up as usize..][..RECORD];
            neighbour[WORTH] ^= if bridge { worth + 1 } else { worth ^ 1 };
            neighbour[NEIGHBOURS] ^= v;
            neighbour[EDGES_LEFT] -= 1;
            vertices_left -= 1 + usize::from(neighbour[EDGES_LEFT] == 0);
            edges_left -= 1;
            if neighbour[EDGES_LEFT] == 1 && up != 0 {
                leaves.push(up);
            }
        }
        HangingTrees {
            records,
            spare: leaves,
            vertices_left,
            edges_left,
        }
    }

    /// The records with only what is left in them, for a spanning forest
    /// of it to be counted: a vertex left has no edges counted yet (its
    /// worth stays), any other the worth [`GONE`]. Also the spare memory.
    fn keep_only_what_is_left(mut self) -> (Vec<u32>, Vec<u32>) {
        for record in self.records.chunks_exact_mut(RECORD) {
            if record[EDGES_LEFT] > 0 {
                record[EDGES_LEFT] = 0;
                record[NEIGHBOURS] = 0;
            } else {
                record[WORTH] = GONE;
            }
        }
        (self.records, self.spare)
    }

    /// Whether `v` still has an edge (the ground always stays, maybe bare).
    fn is_left(&self, v: u32) -> bool {
        self.records[RECORD * v as usize + EDGES_LEFT] > 0
    }

    /// The worth of what hangs at `v`: peeled trees and loops.
    fn worth_at(&self, v: u32) -> u32 {
        self.records[RECORD * v as usize + WORTH]
    }

    /// Names the vertices left `0..` in order (the ground is left, so it
    /// stays 0), and gives their worths by those names. Each name is kept
    /// in place of the XOR of neighbours, which means nothing for a vertex
    /// with two edges or more.
    fn rename_what_is_left(&mut self) -> Vec<u32> {
        let mut worths = std::mem::take(&mut self.spare);
        worths.clear();
        for record in self
            .records
            .chunks_exact_mut(RECORD)
            .filter(|r| r[EDGES_LEFT] > 0)
        {
            record[NEIGHBOURS] = worths.len() as u32;
            worths.push(record[WORTH]);
        }
        worths
    }

    fn prefetch(&self, v: u32) {
        prefetch(&self.records, RECORD * v as usize);
    }

    /// The name [`HangingTrees::rename_what_is_left`] gave `v`.
    fn new_name(&self, v: u32) -> u32 {
        self.records[RECORD * v as usize + NEIGHBOURS]
    }

    /// The records' memory, for a caller done with them.
    fn into_memory(self) -> Vec<u32> {
        self.records
    }
}

/// The tree of a breadth-first search from vertex 0, the vertices reached
/// renamed by the order they were found in (the ground is 0).
struct SearchTree {
    /// `parent[i]`: the vertex that found `i` (0 for the ground itself),
    /// always before `i`.
    parent: Vec<u32>,
    /// Every edge between vertices reached that is not in the tree, once,
    /// as `(later end, earlier end)` in the new names (a loop at `v` as
    /// `(v, v)`), in the order of the later end.
    other_edges: Vec<(u32, u32)>,
}

const UNSEEN: u32 = u32::MAX;

impl SearchTree {
    /// Grows the tree over `graph`, whose edges are `edges`: their memory
    /// holds the edges outside the tree, which are never more. Also gives
    /// back the memory of the search's two working arrays.
    fn grow(graph: &Adjacency, edges: Vec<(u32, u32)>) -> (Self, [Vec<u32>; 2]) {
        let n = graph.vertices();
        // By old vertex: its new name, or UNSEEN. By new name: the old
        // vertex, and the parent. One slot more than can be found, as the
        // loop writes the next slot whether or not it has found a vertex.
        // These three are fresh memory, not memory lent by an earlier step:
        // lent memory saved page faults, but along one long cycle of 10^6
        // vertices (the search one chain of cache misses) this loop then
        // took 410-450 ms instead of 290-340, for reasons not pinned down.
        let mut name = fresh(n, UNSEEN);
        let mut queue = fresh(n + 1, 0u32);
        let mut parent = fresh(n + 1, 0u32);
        let mut other_edges = edges;
        let (mut found, mut kept) = (1, 0);
        name[0] = 0;
        let mut head = 0;
        while head < found {
            graph.prefetch_ahead(&queue[..found], head, |v| v, &name);
            let me = head as u32;
            let up = parent[head];
            // One edge to the parent is the tree's; a parallel one is not.
            let mut parent_edge_left = head > 0;
            // No branch on what is found: on a random graph each test is a
            // coin flip, and a mispredicted branch costs more than both
            // outcomes' work (the search took 30 ms with branches, 25
            // without). Slots are written, and kept only if counted.
            for &w in graph.list(queue[head] as usize) {
                let seen = name[w as usize];
                let new = seen == UNSEEN;
                let there = if new { found as u32 } else { seen };
                name[w as usize] = there;
                queue[found] = w;
                parent[found] = me;
                found += usize::from(new);
                let parent_edge = parent_edge_left & (there == up);
                parent_edge_left &= !parent_edge;
                // Kept at its later end (or its only one, for a loop).
                let keep = (there <= me) & !parent_edge;
                if let Some(slot) = other_edges.get_mut(kept) {
                    *slot = (me, there);
                }
                kept += usize::from(keep);
            }
            head += 1;
        }
        other_edges.truncate(kept);
        parent.truncate(found);
        (
            SearchTree {
                parent,
                other_edges,
            },
            [name, queue],
        )
    }
}

/// A numbering of the tree in which every subtree is an interval, and for
/// each vertex the lowest and highest positions its subtree reaches.
struct Intervals {
    /// By new name: one past the last position of its subtree.
    end: Vec<u32>,
    /// By new name `i`, at `3i..3i + 3`: its position, then the lowest and
    /// highest positions reached so far. Together because the pass over
    /// the edges outside the tree reads and widens all three for a vertex
    /// anywhere in the graph: one cache miss instead of three.
    records: Vec<u32>,
}

impl Intervals {
    /// Each child takes the next free stretch of its parent's interval, as
    /// long as its subtree. Reach starts as the vertex itself. The vectors
    /// given lend their memory.
    fn number(parent: &[u32], end_memory: Vec<u32>, records_memory: Vec<u32>) -> Self {
        let k = parent.len();
        // Subtree sizes first, in the same array: a vertex's end is set
        // once its own size has been read, and its parent's is the next
        // free position until the parent's children are all placed.
        let mut end = reuse(end_memory, k, 1);
        for i in (1..k).rev() {
            end[parent[i] as usize] += end[i];
        }
        let mut records = reuse(records_memory, 3 * k, 0);
        end[0] = 1;
        for i in 1..k {
            let p = parent[i] as usize;
            let position = end[p];
            end[p] += end[i];
            end[i] = position + 1;
            records[3 * i..3 * i + 3].copy_from_slice(&[position; 3]);
        }
        Intervals { end, records }
    }

    fn position(&self, i: usize) -> u32 {
        self.records[3 * i]
    }

    fn end(&self, i: usize) -> u32 {
        self.end[i]
    }

    /// The lowest and highest positions reached so far from `i`'s subtree.
    fn reach(&self, i: usize) -> (u32, u32) {
        (self.records[3 * i + 1], self.records[3 * i + 2])
    }

    /// Extends `i`'s reach to cover `low..=high`.
    fn widen(&mut self, i: usize, low: u32, high: u32) {
        let record = &mut self.records[3 * i..3 * i + 3];
        record[1] = record[1].min(low);
        record[2] = record[2].max(high);
    }

    fn prefetch(&self, i: usize) {
        prefetch(&self.records, 3 * i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::grundy;
    use crate::testing::rng::TestRng;
    use crate::testing::rules::hackenbush_moves;
    use std::collections::HashMap;

    /// `pictures` random pictures with `n` and `m` drawn from the ranges,
    /// each checked against search of the game played by its rules.
    /// One picture, valued each way (whichever its shape would choose)
    /// against search of the game played by its rules.
    fn check_picture(n: usize, edges: &[(u32, u32)]) {
        let moves = hackenbush_moves(edges);
        let all = (1 << edges.len()) - 1;
        let start = crate::testing::rules::hackenbush_standing(edges, all);
        let expected = u64::from(grundy(&start, &moves, &mut HashMap::new()));
        assert_eq!(
            green_hackenbush(n, edges.to_vec()),
            expected,
            "{n} {edges:?}"
        );
        let ways: [fn(usize, usize, usize) -> bool; 3] =
            [mostly_cycles, |_, _, _| false, |_, _, _| true];
        for (way, by_labels) in ways.into_iter().enumerate() {
            assert_eq!(
                peeling_trees_first(n, edges.to_vec(), by_labels),
                expected,
                "{n} {edges:?} way {way}"
            );
        }
        assert_eq!(
            spanning_forest_first(n, edges.to_vec()),
            expected,
            "{n} {edges:?}"
        );
        // Lists in fresh memory, and in leftover memory holding junk.
        for memory in [Vec::new(), vec![u32::MAX; 2 * edges.len() + n]] {
            assert_eq!(
                searching_for_bridges(n, edges.to_vec(), |_| 0, memory),
                expected,
                "{n} {edges:?}"
            );
        }
    }

    /// `pictures` random pictures with `n` and `m` drawn from the ranges.
    fn check_random_pictures(seed: u64, pictures: usize, n: (u64, u64), m: (u64, u64)) {
        let mut rng = TestRng::new(seed);
        for _ in 0..pictures {
            let n = (n.0 + rng.below(n.1 - n.0 + 1)) as usize;
            let m = (m.0 + rng.below(m.1 - m.0 + 1)) as usize;
            check_picture(n, &rng.edges(n, m));
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
