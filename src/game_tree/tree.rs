//! Perfect binary game trees given by their leaves, left to right, with a
//! maximising root and alternating levels (GfG Minimax Sets 1 and 4).

use crate::game_tree::negamax::Game;
use crate::judge::input::{Error, Scanner, SumLimit, E18};

/// Reads one tree in the judge format of `minimax` and `alpha-beta`: `n` (a
/// power of two up to 2^20, counted against `sum_n` before anything is
/// reserved), then `n` leaf scores with `|score| ≤ 10^18`.
pub fn read_leaves(input: &mut Scanner, sum_n: &mut SumLimit) -> Result<Vec<i64>, Error> {
    let n = input.usize("n", 1, 1 << 20)?;
    if !n.is_power_of_two() {
        return Err(input.error(format!("n must be a power of two, got {n}")));
    }
    sum_n.take(input, n as u64)?;
    let bound = E18 as i64;
    input.i64s("score", n, -bound, bound)
}

/// The value of the tree by plain minimax, bottom-up in place: no recursion,
/// no allocation.
///
/// # Constraints
/// `leaves.len()` is a power of two. The slice is overwritten.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use game_theory::game_tree::tree::minimax_value;
/// assert_eq!(minimax_value(&mut [3, 5, 2, 9, 12, 5, 23, 23]), 12);
/// assert_eq!(minimax_value(&mut [7]), 7);
/// ```
pub fn minimax_value(leaves: &mut [i64]) -> i64 {
    assert!(
        leaves.len().is_power_of_two(),
        "a perfect tree has 2^k leaves"
    );
    let height = leaves.len().trailing_zeros();
    for depth in (0..height).rev() {
        let maximising = depth % 2 == 0;
        // Node j of this level overwrites slot j after its children, in
        // slots 2j and 2j + 1, were read: slots below j are already done.
        for j in 0..1usize << depth {
            let (left, right) = (leaves[2 * j], leaves[2 * j + 1]);
            leaves[j] = if maximising {
                left.max(right)
            } else {
                left.min(right)
            };
        }
    }
    leaves[0]
}

/// A node of the implicit tree, for the generic searches of
/// [`crate::game_tree::negamax`]: the scores are from the mover's side, so a leaf under
/// a minimising parent is negated.
#[derive(Debug, Clone, Copy)]
pub struct TreeNode<'a> {
    leaves: &'a [i64],
    height: u32,
    depth: u32,
    index: usize,
}

impl<'a> TreeNode<'a> {
    /// The root of the tree with these leaves.
    ///
    /// # Constraints
    /// `leaves.len()` is a power of two; `|leaf| < i64::MAX`.
    pub fn root(leaves: &'a [i64]) -> Self {
        assert!(
            leaves.len().is_power_of_two(),
            "a perfect tree has 2^k leaves"
        );
        TreeNode {
            leaves,
            height: leaves.len().trailing_zeros(),
            depth: 0,
            index: 0,
        }
    }
}

impl Game for TreeNode<'_> {
    fn final_score(&self) -> Option<i64> {
        (self.depth == self.height).then(|| {
            let score = self.leaves[self.index];
            // Even depths are the maximiser's turn.
            if self.depth % 2 == 0 {
                score
            } else {
                -score
            }
        })
    }

    fn move_count(&self) -> usize {
        2
    }

    fn child(&self, i: usize) -> Self {
        TreeNode {
            depth: self.depth + 1,
            index: 2 * self.index + i,
            ..*self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_tree::negamax::{alpha_beta, negamax, INFINITY};
    use crate::testing::rng::TestRng;
    use crate::testing::rules::textbook_alpha_beta;

    fn all_trees(leaves: usize, values: i64) -> Vec<Vec<i64>> {
        let mut trees = vec![Vec::new()];
        for _ in 0..leaves {
            trees = trees
                .iter()
                .flat_map(|t| (0..values).map(move |v| [t.as_slice(), &[v - values / 2]].concat()))
                .collect();
        }
        trees
    }

    #[test]
    fn every_small_tree_agrees_across_all_four_searches() {
        for n in [1, 2, 4, 8] {
            for leaves in all_trees(n, if n == 8 { 4 } else { 6 }) {
                let root = TreeNode::root(&leaves);
                let value = minimax_value(&mut leaves.clone());
                assert_eq!(negamax(&root), value, "{leaves:?}");
                let mut seen = 0;
                assert_eq!(
                    alpha_beta(&root, -INFINITY, INFINITY, &mut seen),
                    value,
                    "{leaves:?}"
                );
                let mut textbook_seen = 0;
                let textbook = textbook_alpha_beta(
                    &leaves,
                    0,
                    0,
                    true,
                    -INFINITY,
                    INFINITY,
                    &mut textbook_seen,
                );
                assert_eq!((textbook, textbook_seen), (value, seen), "{leaves:?}");
                assert!(seen >= 1 && seen <= n as u64);
            }
        }
    }

    #[test]
    fn deep_trees_with_extreme_scores() {
        let e18 = 1_000_000_000_000_000_000i64;
        let mut rng = TestRng::new(12345);
        let leaves: Vec<i64> = (0..1 << 16).map(|_| rng.in_range(-e18, e18)).collect();
        let value = minimax_value(&mut leaves.clone());
        let mut seen = 0;
        assert_eq!(
            alpha_beta(&TreeNode::root(&leaves), -INFINITY, INFINITY, &mut seen),
            value
        );
        let mut textbook_seen = 0;
        let textbook =
            textbook_alpha_beta(&leaves, 0, 0, true, -INFINITY, INFINITY, &mut textbook_seen);
        assert_eq!((textbook, textbook_seen), (value, seen));
        // All leaves equal to ±10^18: the infinities still bound them.
        for v in [e18, -e18] {
            let leaves = vec![v; 1 << 10];
            let mut seen = 0;
            assert_eq!(
                alpha_beta(&TreeNode::root(&leaves), -INFINITY, INFINITY, &mut seen),
                v
            );
        }
    }
}
