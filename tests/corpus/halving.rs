//! Halve or take one: a move replaces a heap of n by ⌊n / 2⌋ (a heap of 0
//! is gone), or, when n is odd, by n − 1. Input: `T`; each test `k` and
//! `k` heap sizes (up to 10^18). Output per test: the Grundy value of the
//! heaps together. The values of heaps below 1024, computed from the
//! rules, show a table over binary digits that answers any heap.
// row: impartial::halving::DigitRecurrence

use game_theory::impartial::halving::DigitRecurrence;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut g: Vec<u32> = vec![0];
    for n in 1..1024usize {
        let half = g[n / 2];
        let odd = if n % 2 == 1 { Some(g[n - 1]) } else { None };
        let value = (0..).find(|&v| v != half && Some(v) != odd).unwrap_or(0);
        g.push(value);
    }
    let Ok(rule) = DigitRecurrence::observed(&g, 2) else {
        return Err(Error::new("no table over binary digits"));
    };
    input.for_each_test("T", 100, |input| {
        let k = input.usize("k", 1, 100)?;
        let mut value = 0;
        for _ in 0..k {
            value ^= rule.value_at(input.u64("heap", 0, E18)?);
        }
        writeln!(out, "{value}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
