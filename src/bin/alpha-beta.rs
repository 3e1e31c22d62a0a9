//! Minimax Set 4, Alpha-Beta Pruning (GfG, Blog): the tree's value and how
//! many leaves a left-to-right alpha-beta search evaluates.
//! Input and output: [docs/problems.md](../../docs/problems.md#alpha-beta).
//! At most O(n) per test: the generic alpha-beta from (−∞, +∞), cutting when
//! beta ≤ alpha; recursion only as deep as the tree (≤ 20), no allocation.

use game_theory::game_tree::negamax::{alpha_beta, INFINITY};
use game_theory::game_tree::tree::{read_leaves, TreeNode};
use game_theory::judge::{self, Error, Scanner, SumLimit};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1 << 21);
    input.for_each_test("T", 10_000, |input| {
        let leaves = read_leaves(input, &mut sum_n)?;
        let mut visited = 0;
        let value = alpha_beta(&TreeNode::root(&leaves), -INFINITY, INFINITY, &mut visited);
        writeln!(out, "{value} {visited}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
