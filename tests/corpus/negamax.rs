//! Optimal Strategy for a Game (GfG): a row of coins; the players take
//! turns taking the first or the last coin. Input: `T`; each test `n`
//! (1 to 12) and the `n` coin values. Output per test: the first
//! player's total and lead when both play to maximise their lead. Solved
//! by searching the whole game tree.
// row: game_tree::negamax

use game_theory::game_tree::negamax::{negamax, Game};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

/// The coins `row[left..right]` left, and the mover's lead so far.
struct Row<'a> {
    row: &'a [i64],
    left: usize,
    right: usize,
    lead: i64,
}

impl Game for Row<'_> {
    fn final_score(&self) -> Option<i64> {
        (self.left == self.right).then_some(self.lead)
    }
    fn move_count(&self) -> usize {
        2
    }
    fn child(&self, i: usize) -> Self {
        let (taken, left, right) = if i == 0 {
            (self.row[self.left], self.left + 1, self.right)
        } else {
            (self.row[self.right - 1], self.left, self.right - 1)
        };
        Row {
            row: self.row,
            left,
            right,
            lead: -(self.lead + taken),
        }
    }
}

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100, |input| {
        let n = input.usize("n", 1, 12)?;
        let row = input.i64s("coin", n, 0, 1000)?;
        let lead = negamax(&Row {
            row: &row,
            left: 0,
            right: n,
            lead: 0,
        });
        let total = (row.iter().sum::<i64>() + lead) / 2;
        writeln!(out, "{total} {lead}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
