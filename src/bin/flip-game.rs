//! LeetCode 294 Flip Game II (Blog): flip `++` to `--`; who cannot, loses.
//! Input and output: see PROBLEMS.md `flip-game`.
//! O(|s|) per test: each run of `+` is a row of the splitting game 0.07,
//! whose Grundy numbers repeat with period 34; the XOR decides.

use game_theory::input::{Error, Scanner, SumLimit};
use game_theory::judge;
use game_theory::splitting::SplittingGame;
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let game = SplittingGame::new();
    let mut sum_len = SumLimit::new("|s|", 1_000_000);
    input.for_each_test("T", 10_000, |input| {
        let s = input.token("s")?.to_vec();
        sum_len.take(input, s.len() as u64)?;
        if let Some(&bad) = s.iter().find(|&&c| c != b'+' && c != b'-') {
            let bad = String::from_utf8_lossy(&[bad]).into_owned();
            return Err(input.error(format!("s must contain only '+' and '-', got '{bad}'")));
        }
        let sum = s
            .split(|&c| c == b'-')
            .fold(0, |acc, run| acc ^ game.grundy(run.len() as u64));
        writeln!(out, "{}", sum != 0)?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
