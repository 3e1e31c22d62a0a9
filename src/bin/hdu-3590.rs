//! HDU 3590 "PP and QQ": misère Green Hackenbush on rooted trees.
//! Input and output: [docs/problems.md](../../docs/problems.md#hdu-3590)
//! (tests until end of input).
//! O(n) per tree: the Anti-SG rule (SJ theorem) over the root branches of
//! all trees, the level where its condition holds (a branch is worth 0 only
//! once it is gone); not over whole trees, where it fails.

use game_theory::impartial::misere::{root_branch_values, AntiSgSum};
use game_theory::judge::{self, Error, Scanner, SumLimit};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    input.for_each_test_until_end(10_000, |input| {
        // Every tree has a vertex, so N is bounded by the sum of n.
        let trees = input.usize("N", 1, 1_000_000)?;
        let mut sum = AntiSgSum::default();
        for tree in 1..=trees {
            let n = input.length("n", 1, &mut sum_n)?;
            let edges = input.edges(n - 1, n)?;
            input.release_consumed();
            let Some(branches) = root_branch_values(n, edges) else {
                return Err(input.error(format!(
                    "tree {tree}: the {} edges do not form a tree on the vertices 1 to {n}",
                    n - 1
                )));
            };
            branches.into_iter().for_each(|b| sum.add(b));
        }
        out.write_all(if sum.first_wins() { b"PP\n" } else { b"QQ\n" })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
