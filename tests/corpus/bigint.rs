//! Big numbers: each line two integers a and b (any size, b not 0).
//! Input: `T`, then `T` lines `a b`. Output per line: a + b, a · b, the
//! quotient and remainder of a by b (rounded towards zero), and gcd(a, b).
// row: exact::BigInt

use game_theory::exact::BigInt;
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100, |input| {
        let mut number = |name: &str| -> Result<BigInt, Error> {
            let token = input.token(name)?.to_vec();
            BigInt::parse_bytes(&token).map_err(|e| input.error(format!("{name}: {e}")))
        };
        let a = number("a")?;
        let b = number("b")?;
        if b.is_zero() {
            return Err(input.error("b must not be 0"));
        }
        let (q, r) = a.div_rem(&b);
        writeln!(out, "{} {} {q} {r} {}", &a + &b, &a * &b, a.gcd(&b))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
