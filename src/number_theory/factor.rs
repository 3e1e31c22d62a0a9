//! Factorisation of any 64-bit number: trial division by the primes below
//! 64, then Pollard's rho in Brent's form over Montgomery multiplication,
//! each part tested by the exact Miller-Rabin of
//! [`crate::number_theory::primes`].
//!
//! Rho finds a factor `p` of `n` in about `√p` steps (a random map modulo
//! `p` repeats after that many, by the birthday bound), so a 64-bit number
//! costs at most about 2^16 steps: milliseconds at worst, for the product
//! of two 32-bit primes, and microseconds for most. Brent's form multiplies
//! 128 differences together before each gcd, so a gcd is paid once per 128
//! steps.

use crate::number_theory::gcd::gcd;
use crate::number_theory::primes::{is_prime, Montgomery};

/// The prime factorisation of `n` as `(prime, exponent)` pairs, primes
/// increasing; empty for 1.
///
/// # Complexity
/// O(n^(1/4)) modular multiplications expected (Pollard rho), about
/// 10^5 at worst for 64 bits; no memory beyond the answer.
///
/// # Panics
/// If `n` is 0.
///
/// # Example
/// ```
/// use game_theory::number_theory::factor::factorise;
/// assert_eq!(factorise(360), [(2, 3), (3, 2), (5, 1)]);
/// // 2^64 − 1 = 3 · 5 · 17 · 257 · 641 · 65537 · 6700417.
/// assert_eq!(factorise(u64::MAX).len(), 7);
/// // Two primes near 2^32.
/// assert_eq!(factorise(4_294_967_291 * 4_294_967_279), [(4_294_967_279, 1), (4_294_967_291, 1)]);
/// assert!(factorise(1).is_empty());
/// ```
pub fn factorise(n: u64) -> Vec<(u64, u32)> {
    assert!(n >= 1, "0 has no factorisation");
    let mut primes: Vec<u64> = Vec::new();
    let mut rest = n;
    for p in [
        2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61,
    ] {
        while rest % p == 0 {
            primes.push(p);
            rest /= p;
        }
    }
    // What is left is odd with no factor below 64; split it with an
    // explicit stack (no recursion, though the depth is at most 10).
    let mut pending = if rest > 1 { vec![rest] } else { Vec::new() };
    while let Some(m) = pending.pop() {
        if is_prime(m) {
            primes.push(m);
        } else {
            let d = rho_factor(m);
            pending.push(d);
            pending.push(m / d);
        }
    }
    primes.sort_unstable();
    let mut factors: Vec<(u64, u32)> = Vec::new();
    for p in primes {
        match factors.last_mut() {
            Some((q, e)) if *q == p => *e += 1,
            _ => factors.push((p, 1)),
        }
    }
    factors
}

/// The divisors of `n`, increasing (1 and `n` included).
///
/// # Complexity
/// That of [`factorise`], plus O(d log d) for `d` divisors (at most
/// 103,680 below 2^64).
///
/// # Panics
/// If `n` is 0.
///
/// # Example
/// ```
/// use game_theory::number_theory::factor::divisors;
/// assert_eq!(divisors(12), [1, 2, 3, 4, 6, 12]);
/// assert_eq!(divisors(1_000_000_007), [1, 1_000_000_007]);
/// ```
pub fn divisors(n: u64) -> Vec<u64> {
    super::divisors_from(&factorise(n))
}

/// A factor `1 < d < n` of an odd composite `n`: Pollard's rho with
/// Brent's cycle search, on `x ↦ x² + c` in Montgomery form (the form
/// changes no gcd with `n`, since it multiplies by `2^64`, a unit).
fn rho_factor(n: u64) -> u64 {
    const BATCH: u64 = 128;
    let field = Montgomery::new(n);
    let add = |a: u64, b: u64| {
        let (sum, carry) = a.overflowing_add(b);
        if carry || sum >= n {
            sum.wrapping_sub(n)
        } else {
            sum
        }
    };
    // A c that fails (the walk closes mod every factor at once) is
    // replaced by the next.
    for c in 1..n {
        let c = field.to_form(c);
        let step = |x: u64| add(field.multiply(x, x), c);
        let (mut x, mut y, mut saved) = (0, field.to_form(2), 0);
        let (mut g, mut length, mut product) = (1, 1, field.to_form(1));
        while g == 1 {
            x = y;
            for _ in 0..length {
                y = step(y);
            }
            let mut done = 0;
            while done < length && g == 1 {
                saved = y;
                for _ in 0..BATCH.min(length - done) {
                    y = step(y);
                    product = field.multiply(product, x.abs_diff(y));
                }
                g = gcd(product.into(), n.into()) as u64;
                done += BATCH;
            }
            length *= 2;
        }
        if g == n {
            // The batch overshot: redo its steps one gcd at a time.
            loop {
                saved = step(saved);
                g = gcd(x.abs_diff(saved).into(), n.into()) as u64;
                if g > 1 {
                    break;
                }
            }
        }
        if g != n {
            return g;
        }
    }
    unreachable!("{n} is composite, so some c splits it")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    /// The factorisation's primes are primes, increasing, and multiply to `n`.
    fn check(n: u64) -> Vec<(u64, u32)> {
        let factors = factorise(n);
        let mut product = 1u128;
        for (i, &(p, e)) in factors.iter().enumerate() {
            assert!(is_prime(p), "{p} in the factors of {n}");
            assert!(e >= 1);
            assert!(i == 0 || factors[i - 1].0 < p, "{n}: {factors:?}");
            product *= u128::from(p).pow(e);
        }
        assert_eq!(product, u128::from(n), "{factors:?}");
        factors
    }

    #[test]
    fn agrees_with_trial_division_to_10_to_the_5() {
        for n in 1..=100_000u64 {
            let mut expected: Vec<(u64, u32)> = Vec::new();
            let (mut rest, mut d) = (n, 2);
            while d * d <= rest {
                let mut e = 0;
                while rest % d == 0 {
                    rest /= d;
                    e += 1;
                }
                if e > 0 {
                    expected.push((d, e));
                }
                d += 1;
            }
            if rest > 1 {
                expected.push((rest, 1));
            }
            assert_eq!(factorise(n), expected, "{n}");
            if n <= 3000 {
                let by_trial: Vec<u64> = (1..=n).filter(|d| n % d == 0).collect();
                assert_eq!(divisors(n), by_trial, "{n}");
            }
        }
    }

    #[test]
    fn random_and_hard_64_bit_numbers() {
        let mut rng = TestRng::new(64);
        for _ in 0..2000 {
            check(rng.next_u64().max(1));
        }
        // Random primes near 2^32 and 2^31, multiplied and squared.
        let mut prime_near = |bits: u32| loop {
            let p = (1u64 << (bits - 1)) + rng.below(1 << (bits - 1));
            if is_prime(p) {
                break p;
            }
        };
        for _ in 0..20 {
            let (p, q) = (prime_near(32), prime_near(32));
            let (lo, hi) = (p.min(q), p.max(q));
            let expected = if p == q {
                vec![(p, 2)]
            } else {
                vec![(lo, 1), (hi, 1)]
            };
            assert_eq!(check(p * q), expected);
            assert_eq!(check(p * p), [(p, 2)]);
            let r = prime_near(21);
            assert_eq!(check(r * r * r), [(r, 3)]);
        }
        // 2^64 − 1 and its neighbours, the largest primes, a power of 2.
        assert_eq!(
            check(u64::MAX),
            [
                (3, 1),
                (5, 1),
                (17, 1),
                (257, 1),
                (641, 1),
                (65537, 1),
                (6_700_417, 1)
            ]
        );
        for n in u64::MAX - 100..u64::MAX {
            check(n);
        }
        assert_eq!(
            check(18_446_744_073_709_551_557),
            [(18_446_744_073_709_551_557, 1)]
        );
        assert_eq!(check(1 << 63), [(2, 63)]);
        // The square of the largest prime below 2^32.
        assert_eq!(check(4_294_967_291 * 4_294_967_291), [(4_294_967_291, 2)]);
        // Highly composite: 2^6 · 3^4 · 5^2 · 7 · 11 · 13 · 17 · 19 · 23 · 29 · 31 · 37.
        let many = 64 * 81 * 25 * 7 * 11 * 13 * 17 * 19 * 23 * 29 * 31 * 37;
        assert_eq!(divisors(many).len(), 7 * 5 * 3 * 2usize.pow(9));
    }
}
