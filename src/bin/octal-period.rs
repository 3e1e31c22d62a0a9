//! The period of an octal game's Grundy values, as the first N values
//! prove it by the octal periodicity theorem.
//! Input and output: [docs/problems.md](../../docs/problems.md#octal-period).
//! Games that share a code share one computation, extended as needed and
//! no further than a proof of the period needs.

use game_theory::impartial::octal::{read_code, OctalGame, MAX_VALUES};
use game_theory::judge::{self, Error, Scanner};
use std::collections::HashMap;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut games: HashMap<String, OctalGame> = HashMap::new();
    input.for_each_test("T", 100, |input| {
        let code = read_code(input)?;
        let n = input.usize("N", 1, MAX_VALUES)?;
        let game = games
            .entry(code.to_string())
            .or_insert_with(|| OctalGame::new(code));
        match game.period_proven_by(n) {
            Some((p, q)) => writeln!(out, "{p} {q}")?,
            None => writeln!(out, "unknown")?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
