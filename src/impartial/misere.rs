//! Misère play (whoever makes the last move loses) of sums of impartial
//! games: the Anti-SG rule, and misère Green Hackenbush on rooted trees.
//!
//! # The Anti-SG rule (the SJ theorem)
//! Jia Zhihao ("组合游戏略述——浅谈SG游戏的若干拓展及变形", 2009): in a sum
//! played misère, the player to move wins iff
//! - the XOR of the components' Grundy values is not 0 and some component
//!   is worth more than 1, or
//! - the XOR is 0 and no component is worth more than 1,
//!
//! **provided every component satisfies the condition: each of its
//! positions worth 0 either has no move or has a move to a position worth
//! 1.** The paper states it as "the game ends when every component is worth
//! 0", which holds when the positions worth 0 are exactly those with no
//! move (Nim heaps; and the root branches of Green Hackenbush below).
//!
//! Why the condition is needed, and where: the proof is by induction over
//! the four kinds of position. A sum whose values XOR to non-zero with one
//! worth more than 1 moves that one to 0 or 1 (the mex gives both) so that
//! an odd number of 1s is left, or with two or more such, moves as in Nim
//! and leaves one. A sum with XOR 0 and a value above 1 has at least two
//! such, and any move leaves one of them. A sum of 0s and 1s is misère Nim
//! on heaps of 1, *except* that a component worth 0 may still have moves,
//! and they need not lead to 1. When every component is 0, the mover wins
//! only by making one of them 1 (or by having no move at all); a move to
//! 2 or more hands over a won sum. The condition is exactly what that step
//! needs. Green Hackenbush trees break it: a root with two paths of length
//! 2 is worth 0 and its moves lead to 2 and 3 only, and the player to move
//! there loses (HDU 3590's second sample), though the rule applied to
//! whole trees says they win.
//!
//! # Misère Green Hackenbush on rooted trees
//! The rule holds one level down. A rooted tree is the sum of its **root
//! branches** (an edge at the root and everything above it): a move in one
//! branch never touches another, and trees sharing the ground are one more
//! sum. A branch is worth `1 + w` (`w` the value of what stands on its top
//! vertex, by the colon principle), so at least 1 while it stands, and 0
//! only once its root edge is cut and it has no move. So the root branches
//! meet the condition, and [`anti_sg_first_wins`] over all root branches
//! of all trees decides the misère game exactly
//! ([`root_branch_values`]). The tests confirm it against a plain misère
//! search of the whole position over every forest of rooted trees with up
//! to 10 edges in all (10,252 forests, all non-isomorphic trees, all
//! multisets of them) and random forests of up to 16 edges; on the same
//! forests the rule on whole trees is wrong for 754 of them.

/// Whether the player to move wins a misère sum of components with Grundy
/// values `values`, by the Anti-SG rule (the SJ theorem).
///
/// # Constraints
/// Right only if each component meets the condition in the module's notes:
/// every position worth 0 has no move or a move to a position worth 1
/// (for instance, positions worth 0 are exactly the finished ones). For
/// components that break it (whole Green Hackenbush trees) the answer can
/// be wrong: split them into parts that meet it first.
///
/// # Complexity
/// O(number of components).
///
/// # Example
/// ```
/// use game_theory::impartial::misere::anti_sg_first_wins;
/// // Misère Nim: heaps of 1 alone go by parity, otherwise as in Nim.
/// assert!(anti_sg_first_wins([1, 1]));
/// assert!(!anti_sg_first_wins([1, 1, 1]));
/// assert!(anti_sg_first_wins([3, 2]));
/// assert!(!anti_sg_first_wins([3, 3]));
/// assert!(anti_sg_first_wins([])); // no move: the other player moved last
/// ```
pub fn anti_sg_first_wins(values: impl IntoIterator<Item = u64>) -> bool {
    let mut sum = AntiSgSum::default();
    values.into_iter().for_each(|v| sum.add(v));
    sum.first_wins()
}

/// [`anti_sg_first_wins`] one component at a time: all the rule needs of
/// the components is their XOR and whether one is worth more than 1, so a
/// sum of 10^6 of them need not be kept. Same condition on the components.
///
/// # Example
/// ```
/// use game_theory::impartial::misere::AntiSgSum;
/// let mut sum = AntiSgSum::default();
/// sum.add(2);
/// sum.add(2);
/// assert!(!sum.first_wins());
/// sum.add(1);
/// assert!(sum.first_wins());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AntiSgSum {
    xor: u64,
    above_one: bool,
}

impl AntiSgSum {
    /// Adds a component worth `value`. O(1).
    pub fn add(&mut self, value: u64) {
        self.xor ^= value;
        self.above_one |= value > 1;
    }

    /// Whether the player to move wins the components added so far. O(1).
    pub fn first_wins(&self) -> bool {
        (self.xor != 0) == self.above_one
    }
}

/// The Green Hackenbush values of the root branches of the tree on
/// vertices `0..n` with root `0` and the undirected `edges` (0-based): one
/// value per edge at the root, `1 +` the value of what stands above it.
/// Their XOR is the tree's value; [`anti_sg_first_wins`] over the branches
/// of every tree decides misère play. `None` if the edges are not a tree on
/// `0..n` (not `n − 1` of them, a cycle, a loop, a repeated edge).
///
/// # Constraints
/// `1 ≤ n < 2^32`.
///
/// # Complexity
/// O(n) time and memory, no recursion: leaves are peeled towards the root,
/// each vertex keeping its count of edges and the XOR of its neighbours
/// (a leaf's one neighbour is that XOR), so no adjacency lists are built.
/// Takes the edges by value to free their memory early.
///
/// # Example
/// ```
/// use game_theory::impartial::misere::{anti_sg_first_wins, root_branch_values};
/// // A root with two paths of length 2: worth 0, yet its mover loses.
/// let branches = root_branch_values(5, vec![(0, 1), (1, 2), (0, 3), (3, 4)]).unwrap();
/// assert_eq!(branches, [2, 2]);
/// assert!(!anti_sg_first_wins(branches));
/// assert_eq!(root_branch_values(3, vec![(0, 1), (1, 0)]), None);
/// ```
pub fn root_branch_values(n: usize, edges: Vec<(u32, u32)>) -> Option<Vec<u64>> {
    if edges.len() + 1 != n {
        return None;
    }
    // Per vertex: edges left, XOR of the neighbours still joined, and the
    // XOR of the branches peeled into it (its value so far).
    const EDGES: usize = 0;
    const NEIGHBOURS: usize = 1;
    const WORTH: usize = 2;
    let mut records = vec![[0u32; 3]; n];
    for &(u, v) in &edges {
        records[u as usize][EDGES] += 1;
        records[v as usize][EDGES] += 1;
        records[u as usize][NEIGHBOURS] ^= v;
        records[v as usize][NEIGHBOURS] ^= u;
    }
    // The edges' memory goes back before the peeling's peak.
    drop(edges);
    let mut branches = Vec::with_capacity(records[0][EDGES] as usize);
    let mut peeled = 0;
    // Leaves in the order of their names, and each vertex that becomes a
    // leaf peeled at once: no queue, and every vertex is looked at a
    // bounded number of times.
    for first in 1..n as u32 {
        let mut leaf = first;
        while leaf != 0 && records[leaf as usize][EDGES] == 1 {
            let [_, parent, worth] = records[leaf as usize];
            records[leaf as usize][EDGES] = 0;
            peeled += 1;
            let branch = worth + 1;
            let above = &mut records[parent as usize];
            above[EDGES] -= 1;
            above[NEIGHBOURS] ^= leaf;
            if parent == 0 {
                branches.push(u64::from(branch));
            } else {
                above[WORTH] ^= branch;
            }
            leaf = parent;
        }
    }
    // Each vertex peeled took one edge with it, towards the root: all
    // n − 1 of them peeled means the edges join everything to the root
    // without a cycle.
    (peeled + 1 == n).then_some(branches)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::hackenbush::green_hackenbush;
    use crate::testing::exhaustive::{grundy, misere_mover_wins};
    use crate::testing::rng::TestRng;
    use crate::testing::rules::subtraction_moves;
    use itertools::Itertools;
    use std::collections::{BTreeSet, HashMap};

    /// A rooted tree up to isomorphism: its children's subtrees, sorted.
    #[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
    struct Tree(Vec<Tree>);

    impl Tree {
        fn edges(&self) -> usize {
            self.0.iter().map(|c| 1 + c.edges()).sum()
        }

        /// The trees left by deleting one edge, from the rules: the edge
        /// and everything above it fall.
        fn cuts(&self) -> Vec<Tree> {
            let mut out = Vec::new();
            for (i, child) in self.0.iter().enumerate() {
                let mut rest = self.0.clone();
                rest.remove(i);
                out.push(Tree(rest.clone()));
                for smaller in child.cuts() {
                    let mut next = rest.clone();
                    next.push(smaller);
                    next.sort();
                    out.push(Tree(next));
                }
            }
            out
        }

        /// Every tree with one more leaf somewhere.
        fn grown(&self) -> Vec<Tree> {
            let mut out = vec![{
                let mut children = self.0.clone();
                children.push(Tree(Vec::new()));
                children.sort();
                Tree(children)
            }];
            for (i, child) in self.0.iter().enumerate() {
                for bigger in child.grown() {
                    let mut children = self.0.clone();
                    children[i] = bigger;
                    children.sort();
                    out.push(Tree(children));
                }
            }
            out
        }

        /// The tree as an edge list on `0..n`, root 0, the other vertices
        /// numbered in a random order and each edge's ends shuffled.
        fn edge_list(&self, rng: &mut TestRng) -> (usize, Vec<(u32, u32)>) {
            let mut parents = Vec::new();
            let mut stack = vec![(self, 0usize)];
            let mut count = 1;
            while let Some((tree, me)) = stack.pop() {
                for child in &tree.0 {
                    parents.push((me, count));
                    stack.push((child, count));
                    count += 1;
                }
            }
            let mut names: Vec<u32> = (1..count as u32).collect();
            rng.shuffle(&mut names);
            let name = |v: usize| if v == 0 { 0 } else { names[v - 1] };
            let mut edges: Vec<(u32, u32)> = parents
                .iter()
                .map(|&(p, c)| {
                    if rng.below(2) == 0 {
                        (name(p), name(c))
                    } else {
                        (name(c), name(p))
                    }
                })
                .collect();
            rng.shuffle(&mut edges);
            (count, edges)
        }
    }

    /// A forest on the ground: a move deletes one edge of one tree. (A
    /// `&Vec`, the state type the search is generic over.)
    #[allow(clippy::ptr_arg)]
    fn forest_moves(forest: &Vec<Tree>) -> Vec<Vec<Tree>> {
        let mut out = Vec::new();
        for (i, tree) in forest.iter().enumerate() {
            for cut in tree.cuts() {
                let mut next = forest.clone();
                next[i] = cut;
                next.retain(|t| !t.0.is_empty());
                next.sort();
                out.push(next);
            }
        }
        out
    }

    /// All rooted trees with exactly `e` edges, for `e` in `0..=max`.
    fn all_trees(max: usize) -> Vec<Vec<Tree>> {
        let mut by_edges = vec![vec![Tree(Vec::new())]];
        for _ in 0..max {
            let next: BTreeSet<Tree> = by_edges
                .last()
                .unwrap()
                .iter()
                .flat_map(Tree::grown)
                .collect();
            by_edges.push(next.into_iter().collect());
        }
        by_edges
    }

    /// All multisets of trees with at least one edge, `max` edges in all.
    fn all_forests(max: usize) -> Vec<Vec<Tree>> {
        let trees: Vec<Tree> = all_trees(max).into_iter().skip(1).flatten().collect();
        let mut forests = vec![Vec::new()];
        // Each forest lists its trees in the order of `trees`, so each
        // multiset is built once: extend only with trees at or after the
        // last one used.
        let mut frontier: Vec<(Vec<Tree>, usize, usize)> = vec![(Vec::new(), 0, 0)];
        while let Some((forest, first, edges)) = frontier.pop() {
            for (i, tree) in trees.iter().enumerate().skip(first) {
                let total = edges + tree.edges();
                if total <= max {
                    let mut next = forest.clone();
                    next.push(tree.clone());
                    forests.push(next.clone());
                    frontier.push((next, i, total));
                }
            }
        }
        forests
    }

    fn rule_on_branches(forest: &[Tree], rng: &mut TestRng) -> bool {
        let mut branches = Vec::new();
        for tree in forest {
            let (n, edges) = tree.edge_list(rng);
            branches.extend(root_branch_values(n, edges).expect("a tree"));
        }
        anti_sg_first_wins(branches)
    }

    #[test]
    fn the_enumeration_finds_every_rooted_tree() {
        // OEIS A000081: rooted trees with 1, 2, ... 11 vertices.
        let counts: Vec<usize> = all_trees(10).iter().map(Vec::len).collect();
        assert_eq!(counts, [1, 1, 2, 4, 9, 20, 48, 115, 286, 719, 1842]);
        assert_eq!(all_forests(10).len(), 10_252);
    }

    #[test]
    fn the_rule_on_root_branches_matches_a_misere_search_of_every_forest() {
        let mut rng = TestRng::new(3590);
        let mut memo = HashMap::new();
        let mut whole_tree_rule_wrong = 0;
        for forest in all_forests(10) {
            let first_wins = misere_mover_wins(&forest, &forest_moves, &mut memo);
            assert_eq!(
                rule_on_branches(&forest, &mut rng),
                first_wins,
                "{forest:?}"
            );
            // The popular rule, on each whole tree's value, for contrast.
            let values = forest.iter().map(|t| {
                let (n, edges) = t.edge_list(&mut rng);
                green_hackenbush(n, edges)
            });
            whole_tree_rule_wrong += usize::from(anti_sg_first_wins(values) != first_wins);
        }
        assert!(whole_tree_rule_wrong > 100, "{whole_tree_rule_wrong}");
        // HDU 3590's second sample: a root with two paths of length 2.
        let two_paths = Tree(vec![Tree(vec![Tree(vec![])]); 2]);
        assert!(!misere_mover_wins(
            &vec![two_paths],
            &forest_moves,
            &mut memo
        ));
    }

    #[test]
    fn the_rule_on_root_branches_matches_a_misere_search_of_random_forests() {
        let mut rng = TestRng::new(27);
        let mut memo = HashMap::new();
        for _ in 0..150 {
            // Up to 3 random trees (each vertex hangs from an earlier one),
            // 16 edges in all.
            let mut forest = Vec::new();
            let mut left = 16usize;
            while left > 0 && forest.len() < 3 {
                let size = 1 + rng.below(left as u64) as usize;
                left -= size;
                let parents: Vec<usize> =
                    (1..=size).map(|v| rng.below(v as u64) as usize).collect();
                forest.push(tree_from_parents(&parents));
            }
            forest.sort();
            let first_wins = misere_mover_wins(&forest, &forest_moves, &mut memo);
            assert_eq!(
                rule_on_branches(&forest, &mut rng),
                first_wins,
                "{forest:?}"
            );
        }
    }

    /// The tree where vertex `v + 1` hangs from `parents[v]` (`≤ v`).
    fn tree_from_parents(parents: &[usize]) -> Tree {
        let mut trees: Vec<Tree> = vec![Tree(Vec::new()); parents.len() + 1];
        for v in (1..=parents.len()).rev() {
            let mut me = std::mem::replace(&mut trees[v], Tree(Vec::new()));
            me.0.sort();
            trees[parents[v - 1]].0.push(me);
        }
        trees[0].0.sort();
        trees.swap_remove(0)
    }

    #[test]
    fn branches_add_up_to_the_trees_value() {
        let mut rng = TestRng::new(1);
        for n in 1..200usize {
            let parents: Vec<usize> = (1..n).map(|v| rng.below(v as u64) as usize).collect();
            let (n, edges) = tree_from_parents(&parents).edge_list(&mut rng);
            let branches = root_branch_values(n, edges.clone()).unwrap();
            assert_eq!(
                branches.iter().fold(0, |x, b| x ^ b),
                green_hackenbush(n, edges.clone()),
                "{edges:?}"
            );
            assert!(branches.iter().all(|&b| b >= 1));
        }
    }

    #[test]
    fn anything_but_a_tree_is_refused() {
        assert_eq!(root_branch_values(1, vec![]), Some(vec![]));
        assert_eq!(root_branch_values(2, vec![(1, 0)]), Some(vec![1]));
        for (n, edges) in [
            (2, vec![]),
            (1, vec![(0, 0)]),
            (2, vec![(0, 0)]),
            (2, vec![(1, 1)]),
            (3, vec![(0, 1), (0, 1)]),
            (3, vec![(1, 2), (1, 2)]),
            (4, vec![(0, 1), (2, 3), (3, 2)]),
            (4, vec![(0, 1), (1, 2), (2, 0)]),
            (4, vec![(1, 2), (2, 3), (3, 1)]),
            (5, vec![(0, 1), (2, 3), (3, 4), (4, 2)]),
            (3, vec![(0, 1), (1, 2), (2, 0)]),
        ] {
            assert_eq!(root_branch_values(n, edges.clone()), None, "{n} {edges:?}");
        }
    }

    #[test]
    fn a_path_and_a_star_of_a_million_vertices() {
        let n = 1_000_000u32;
        let path: Vec<(u32, u32)> = (1..n).map(|v| (v, v - 1)).collect();
        assert_eq!(
            root_branch_values(n as usize, path),
            Some(vec![u64::from(n - 1)])
        );
        let star: Vec<(u32, u32)> = (1..n).map(|v| (0, v)).collect();
        let branches = root_branch_values(n as usize, star).unwrap();
        assert!(branches.len() == n as usize - 1 && branches.iter().all(|&b| b == 1));
        assert!(!anti_sg_first_wins(branches)); // an odd number of single edges
    }

    #[test]
    fn the_rule_matches_a_misere_search_where_its_condition_holds() {
        // Nim heaps (worth 0 only when empty) and take-1-or-2 heaps (a
        // heap of 3 is worth 0 but can move to 1, worth 1): every sum of
        // up to 4 heaps of up to 7.
        let nim = |&n: &u64| (0..n).collect::<Vec<u64>>();
        let take_1_2 = |n: &u64| subtraction_moves(&[1, 2])(n);
        for moves in [&nim as &dyn Fn(&u64) -> Vec<u64>, &take_1_2] {
            let whole = crate::testing::rules::row_moves(|p: &u64| moves(p));
            let mut memo = HashMap::new();
            let mut values = HashMap::new();
            let mut checked = 0;
            for k in 0..=4 {
                for heaps in (0..=7u64).combinations_with_replacement(k) {
                    let g = heaps
                        .iter()
                        .map(|h| u64::from(grundy(h, &moves, &mut values)));
                    assert_eq!(
                        anti_sg_first_wins(g),
                        misere_mover_wins(&heaps, &whole, &mut memo),
                        "{heaps:?}"
                    );
                    checked += 1;
                }
            }
            assert_eq!(checked, 1 + 8 + 36 + 120 + 330);
        }
    }
}
