//! Exact integer arithmetic that game formulas lean on: square roots of
//! 128-bit values and primality of 64-bit numbers.

pub mod isqrt;
pub mod primes;
