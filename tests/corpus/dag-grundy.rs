//! Divisor Game (LeetCode 1025) with several tokens: a token on n moves to
//! n − d for a divisor d of n with d < n; a move moves one token. Input:
//! `N` (positions 1 to N), then `T`; each test `k` and `k` token positions.
//! Output per test: `First i v` (move token i, 1-based, to v: the first
//! token with a winning move, and its smallest) or `Second`. The graph is
//! given by its rule, never by its edges.
// row: impartial::dag_grundy::grundy_values

use game_theory::impartial::dag_grundy::{grundy_values, winning_move};
use game_theory::impartial::game_graph::GameGraph;
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

/// Positions 0..=n; 0 is never reached (d < u keeps u − d ≥ 1).
struct Divisors(usize);

impl GameGraph for Divisors {
    fn positions(&self) -> usize {
        self.0 + 1
    }
    fn move_count(&self, u: usize) -> usize {
        (1..u).filter(|d| u % d == 0).count()
    }
    fn for_each_move(&self, u: usize, mut visit: impl FnMut(usize)) {
        (1..u).filter(|d| u % d == 0).for_each(|d| visit(u - d));
    }
    fn for_each_predecessor(&self, v: usize, mut visit: impl FnMut(usize)) {
        // u − d = v with d | u, d < u: d divides v, and u = v + d ≤ n.
        (1..=v)
            .filter(|d| v % d == 0 && v + d <= self.0)
            .for_each(|d| visit(v + d));
    }
}

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n = input.usize("N", 1, 1000)?;
    let graph = Divisors(n);
    let Ok(values) = grundy_values(&graph) else {
        return Err(Error::new("the divisor game has no cycle"));
    };
    input.for_each_test("T", 100, |input| {
        let k = input.usize("k", 1, 100)?;
        let tokens = input.usizes("token", k, 1, n)?;
        match winning_move(&graph, &values, &tokens) {
            Some((i, v)) => writeln!(out, "First {} {v}", i + 1)?,
            None => writeln!(out, "Second")?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
