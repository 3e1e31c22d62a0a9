//! Deterministic primality of 64-bit numbers: Miller-Rabin with a fixed
//! set of bases, over Montgomery multiplication.

/// Arithmetic modulo an odd `n < 2^64` in Montgomery form, so that a
/// product costs two 64×64→128 multiplications instead of a 128-bit division.
/// Shared with [`crate::number_theory::factor`], whose Pollard rho runs on it.
pub(crate) struct Montgomery {
    modulus: u64,
    /// `modulus · inverse ≡ 1 (mod 2^64)`.
    inverse: u64,
    /// `2^128 mod modulus`, which converts into Montgomery form.
    r_squared: u64,
}

impl Montgomery {
    pub(crate) fn new(modulus: u64) -> Self {
        debug_assert!(modulus % 2 == 1);
        // Newton's iteration doubles the number of correct low bits each
        // step; `modulus` itself is right in the lowest 3 bits.
        let mut inverse = modulus;
        for _ in 0..5 {
            inverse = inverse.wrapping_mul(2u64.wrapping_sub(modulus.wrapping_mul(inverse)));
        }
        let m = u128::from(modulus);
        let r_squared = ((u128::MAX % m + 1) % m) as u64;
        Montgomery {
            modulus,
            inverse,
            r_squared,
        }
    }

    /// `t · 2^-64 mod n` for `t < n · 2^64`.
    fn reduce(&self, t: u128) -> u64 {
        let m = (t as u64).wrapping_mul(self.inverse);
        let mn = u128::from(m) * u128::from(self.modulus);
        // t ≡ mn (mod 2^64), so t − mn is a multiple of 2^64 in (−n·2^64, n·2^64).
        let (high_t, high_mn) = ((t >> 64) as u64, (mn >> 64) as u64);
        if high_t >= high_mn {
            high_t - high_mn
        } else {
            high_t.wrapping_sub(high_mn).wrapping_add(self.modulus)
        }
    }

    pub(crate) fn multiply(&self, a: u64, b: u64) -> u64 {
        self.reduce(u128::from(a) * u128::from(b))
    }

    pub(crate) fn to_form(&self, a: u64) -> u64 {
        self.multiply(a % self.modulus, self.r_squared)
    }

    /// `base^exponent`, both sides in Montgomery form.
    pub(crate) fn power(&self, base: u64, mut exponent: u64) -> u64 {
        let mut result = self.to_form(1);
        let mut base = base;
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = self.multiply(result, base);
            }
            base = self.multiply(base, base);
            exponent >>= 1;
        }
        result
    }
}

/// Whether `n` is prime: Miller-Rabin with the seven bases of Jim Sinclair,
/// which admit no strong pseudoprime below 2^64, so the answer is exact.
///
/// # Complexity
/// O(7 · 64) modular multiplications (Montgomery, no division).
///
/// # Example
/// ```
/// use game_theory::number_theory::primes::is_prime;
/// assert!(is_prime(2_305_843_009_213_693_951)); // 2^61 − 1
/// assert!(!is_prime(3_215_031_751)); // strong pseudoprime to 2, 3, 5, 7
/// assert!(!is_prime(1) && is_prime(2) && !is_prime(u64::MAX));
/// ```
pub fn is_prime(n: u64) -> bool {
    const SMALL_PRIMES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    const BASES: [u64; 7] = [2, 325, 9375, 28178, 450775, 9780504, 1795265022];
    if n < 2 {
        return false;
    }
    for p in SMALL_PRIMES {
        if n % p == 0 {
            return n == p;
        }
    }
    let field = Montgomery::new(n);
    let one = field.to_form(1);
    let minus_one = field.to_form(n - 1);
    let twos = (n - 1).trailing_zeros();
    let odd = (n - 1) >> twos;
    BASES.iter().all(|&base| {
        let a = field.to_form(base);
        if a == 0 {
            return true; // base ≡ 0 (mod n) says nothing
        }
        let mut x = field.power(a, odd);
        if x == one || x == minus_one {
            return true;
        }
        for _ in 1..twos {
            x = field.multiply(x, x);
            if x == minus_one {
                return true;
            }
        }
        false
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    fn sieve(limit: usize) -> Vec<bool> {
        let mut prime = vec![true; limit + 1];
        prime[0] = false;
        prime[1] = false;
        for p in 2..=limit {
            if prime[p] {
                for multiple in (p * p..=limit).step_by(p) {
                    prime[multiple] = false;
                }
            }
        }
        prime
    }

    #[test]
    fn primality_agrees_with_a_sieve_below_2_million() {
        let prime = sieve(2_000_000);
        for (n, &p) in prime.iter().enumerate() {
            assert_eq!(is_prime(n as u64), p, "{n}");
        }
    }

    #[test]
    fn primality_agrees_with_trial_division_on_large_numbers() {
        let prime = sieve(1_000_000);
        let primes: Vec<u64> = (0..prime.len())
            .filter(|&i| prime[i])
            .map(|i| i as u64)
            .collect();
        let by_trial_division = |n: u64| {
            primes
                .iter()
                .take_while(|&&p| p * p <= n)
                .all(|&p| n % p != 0)
        };
        let mut rng = TestRng::new(0x1234_5678_9abc_def0);
        for _ in 0..300 {
            let n = rng.below(1_000_000_000_000) + 2;
            assert_eq!(is_prime(n), by_trial_division(n), "{n}");
        }
        // Products of two primes near 10^6, and primes near 10^12.
        for &p in primes.iter().rev().take(20) {
            for &q in primes.iter().rev().take(20) {
                assert!(!is_prime(p * q));
            }
        }
        for n in 999_999_999_900..1_000_000_000_100u64 {
            assert_eq!(is_prime(n), by_trial_division(n), "{n}");
        }
    }

    #[test]
    fn primality_of_known_hard_cases() {
        // Strong pseudoprimes to several small bases, Carmichael numbers, and
        // products of large primes, each written as its factorisation.
        let composites = [
            23 * 89,
            151 * 751 * 28351,
            10_670_053 * 32_010_157,
            149_491 * 747_451 * 34_233_211,
            3 * 11 * 17,
            7 * 11 * 13 * 41,
            5 * 7 * 17 * 19 * 73,
            5 * 19 * 23 * 29 * 37 * 137,
            4_294_967_291 * 4_294_967_291,
            1_000_000_007 * 998_244_353,
            1_000_000_000_000_000_000,
            u64::MAX,
        ];
        for n in composites {
            assert!(!is_prime(n), "{n}");
        }
        // 2^61 − 1, the largest prime below 2^64, 10^18 + 3, 10^18 + 9, 2^31 − 1.
        let primes = [
            2_305_843_009_213_693_951u64,
            18_446_744_073_709_551_557,
            1_000_000_000_000_000_003,
            1_000_000_000_000_000_009,
            2_147_483_647,
        ];
        for p in primes {
            assert!(is_prime(p), "{p}");
        }
    }
}
