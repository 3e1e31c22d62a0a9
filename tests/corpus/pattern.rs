//! A subtraction game at 10^18: a move takes s stones from the heap, s one
//! of the `k` numbers of the set. Input: `k` and the set (each 1 to 50),
//! then `q` and `q` heap sizes `n` (up to 10^18). Output per query: the
//! Grundy value of a heap of n, and how many heaps of 0 to n stones the
//! player to move loses. The values are computed until the theorem for
//! subtraction games (a window of max S values recurs) proves a period.
// row: impartial::periodic::Pattern

use game_theory::impartial::periodic::{Pattern, Proof};
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let k = input.usize("k", 1, 10)?;
    let set = input.usizes("s", k, 1, 50)?;
    let window = set.iter().copied().max().unwrap_or(1);
    let mut g: Vec<u32> = Vec::new();
    let pattern = loop {
        let n = g.len();
        let mut seen = [false; 12];
        for &s in set.iter().filter(|&&s| s <= n) {
            seen[g[n - s] as usize] = true;
        }
        g.push(seen.iter().position(|&v| !v).unwrap_or(11) as u32);
        if n.is_power_of_two() {
            if let Some(pattern) = Pattern::proven(&g, Proof::Window(window)) {
                break pattern;
            }
        }
    };
    input.for_each_test("q", 100, |input| {
        let n = input.u64("n", 0, E18)?;
        writeln!(out, "{} {}", pattern.value_at(n), pattern.count_equal(n, 0))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
