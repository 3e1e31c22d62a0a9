//! Exact integer arithmetic that game formulas lean on: square roots of
//! 128-bit values, primality and factorisation of 64-bit numbers, and a
//! smallest-prime-factor sieve.

pub mod factor;
pub mod isqrt;
pub mod primes;
pub mod sieve;
