//! Divide a number: a move replaces one number n > 1 by n / d for a
//! divisor d > 1 of n (so by any proper divisor of n); whoever cannot move
//! loses. A number is worth its count of prime factors with multiplicity
//! (it can reach every smaller count, and only those). Input: `T`; each
//! test `k` and `k` numbers (1 to 10^6). Output per test: `First` or
//! `Second`, the winner.
// row: number_theory::sieve::Sieve

use game_theory::judge::{self, Error, Scanner};
use game_theory::number_theory::sieve::Sieve;
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut tests = Vec::new();
    input.for_each_test("T", 100, |input| {
        let k = input.usize("k", 1, 100)?;
        tests.push(input.usizes("number", k, 1, 1_000_000)?);
        Ok(())
    })?;
    let largest = tests.iter().flatten().copied().max().unwrap_or(1);
    let sieve = Sieve::new(largest);
    for numbers in &tests {
        let value = numbers
            .iter()
            .fold(0, |x, &n| x ^ sieve.prime_factor_count(n));
        writeln!(out, "{}", if value == 0 { "Second" } else { "First" })?;
    }
    Ok(())
}

fn main() {
    judge::run(solve)
}
