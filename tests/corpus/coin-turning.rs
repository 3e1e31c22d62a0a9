//! Coin turning at 10^18: a row of coins, a move turns over coins the rule
//! allows, the rightmost from heads to tails. `mock`: one, two or three
//! coins (Mock Turtles, coins numbered from 0); `ruler`: any run of
//! consecutive coins (Ruler, coins numbered from 1). Input: `T`; each test
//! the rule's name, `k` and the `k` distinct positions of the heads.
//! Output per test: the position's Grundy value, then `First` or `Second`.
// row: impartial::coin_turning

use game_theory::impartial::coin_turning::{mock_turtles_value, ruler_value};
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100, |input| {
        let mock = input.token("rule")? == b"mock";
        let k = input.usize("k", 1, 100)?;
        let mut value = 0;
        for _ in 0..k {
            value ^= if mock {
                mock_turtles_value(input.u64("head", 0, E18)?)
            } else {
                ruler_value(input.u64("head", 1, E18)?)
            };
        }
        let winner = if value == 0 { "Second" } else { "First" };
        writeln!(out, "{value} {winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
