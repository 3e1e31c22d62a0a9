//! Nim multiplication of 64-bit numbers (Library Checker "Nim Product").
//! Input and output: [docs/problems.md](../../docs/problems.md#nim-product).
//! O(1) per product: Karatsuba halving over Fermat 2-powers down to 16-bit
//! limbs, multiplied through logarithm tables of GF(2^16).

use game_theory::impartial::nim_arith::NimField;
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let field = NimField::new();
    input.for_each_test("T", 1_000_000, |input| {
        let a = input.u64("A", 0, u64::MAX)?;
        let b = input.u64("B", 0, u64::MAX)?;
        judge::write_u64_line(out, field.mul(a, b))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
