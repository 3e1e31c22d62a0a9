//! Grundy numbers and mex (GfG Set 3, Intro, Blog): print g(0) … g(N).
//! Input and output: [docs/problems.md](../../docs/problems.md#grundy-table).
//! O(N·k) per game from the mex rule; take-any is g(n) = n.

use game_theory::impartial::grundy::{
    division_grundy_table, subtraction_grundy_table, take_any_grundy,
};
use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use std::io::Write;

/// The three single-pile game families, with their move sets.
enum Family {
    TakeAny,
    Subtract(Vec<u64>),
    Divide(Vec<u64>),
}

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_terms = SumLimit::new("N + 1", 2_000_000);
    input.for_each_test("T", 100, |input| {
        let kind = input.token("the game")?.to_vec();
        let family = match kind.as_slice() {
            b"take-any" => Family::TakeAny,
            b"subtract" => {
                let k = input.usize("k", 1, 10)?;
                Family::Subtract(input.distinct_u64s("s", k, 1, 1_000_000)?)
            }
            b"divide" => {
                let k = input.usize("k", 1, 10)?;
                Family::Divide(input.distinct_u64s("d", k, 2, E18)?)
            }
            _ => {
                let kind = String::from_utf8_lossy(&kind);
                return Err(input.error(format!(
                    "the game must be take-any, subtract or divide, got \"{kind}\""
                )));
            }
        };
        let n = input.usize("N", 0, 1_000_000)?;
        sum_terms.take(input, n as u64 + 1)?;
        match family {
            Family::TakeAny => judge::write_u64s_line(out, (0..=n as u64).map(take_any_grundy))?,
            Family::Subtract(set) => judge::write_u64s_line(
                out,
                subtraction_grundy_table(&set, n).into_iter().map(u64::from),
            )?,
            Family::Divide(set) => judge::write_u64s_line(
                out,
                division_grundy_table(&set, n).into_iter().map(u64::from),
            )?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
