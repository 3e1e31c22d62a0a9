//! Exact integer arithmetic that game formulas lean on: square roots of
//! 128-bit values, primality and factorisation of 64-bit numbers, and a
//! smallest-prime-factor sieve.
//!
//! Modules: [`isqrt`] (exact square roots to 2^128, for closed forms
//! such as Wythoff's ⌊k·φ⌋), [`primes`] (deterministic primality of `u64`),
//! [`factor`] (factorisation of any `u64`), [`sieve`] (smallest prime
//! factors to 10^7).

pub mod factor;
pub(crate) mod gcd;
pub mod isqrt;
pub mod primes;
pub mod sieve;

/// Every divisor of the number whose prime factorisation is `factors`
/// (`(p, e)` pairs), increasing: each divisor so far times `p, p², …, p^e`.
/// Shared by [`sieve::Sieve::divisors`] and [`factor::divisors`].
pub(crate) fn divisors_from<T>(factors: &[(T, u32)]) -> Vec<T>
where
    T: Copy + Ord + From<u8> + std::ops::Mul<Output = T>,
{
    let mut divisors = vec![T::from(1)];
    for &(p, e) in factors {
        let before = divisors.len();
        let mut power = T::from(1);
        for _ in 0..e {
            power = power * p;
            for i in 0..before {
                let next = divisors[i] * power;
                divisors.push(next);
            }
        }
    }
    divisors.sort_unstable();
    divisors
}
