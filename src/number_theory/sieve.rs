//! A smallest-prime-factor sieve: every number up to a limit (10^7 and
//! more) factorised in O(log n), with its prime factors counted and its
//! divisors listed, for problems whose moves divide by a prime factor or
//! a divisor.
//!
//! The linear sieve (Gries and Misra 1978) writes each composite's
//! smallest prime factor exactly once: `i · p` is marked from `i` for each
//! prime `p` up to the smallest prime factor of `i`, and a composite `c`
//! is reached only from `i = c / spf(c)`. Only odd numbers are stored (an
//! even number's smallest prime factor is 2), which halves the memory and
//! the work: one `u32` per two numbers, 20 MB for 10^7, built in about
//! 45 ms (release, a busy 2-core machine; 60 to 95 ms storing every
//! number).

use crate::perf::memory::fresh;

/// Smallest prime factors of `0 ..= limit`, and the primes up to it.
#[derive(Debug, Clone)]
pub struct Sieve {
    limit: usize,
    /// The smallest prime factor of `2k + 1` at `k` (0 at `k = 0`).
    odd_spf: Vec<u32>,
    primes: Vec<u32>,
}

impl Sieve {
    /// The sieve of `0 ..= limit`.
    ///
    /// # Constraints
    /// `limit < 2^32`.
    ///
    /// # Complexity
    /// O(limit) time, `2 · limit` bytes plus 4 a prime.
    ///
    /// # Panics
    /// If `limit ≥ 2^32`.
    ///
    /// # Example
    /// ```
    /// use game_theory::number_theory::sieve::Sieve;
    /// let sieve = Sieve::new(30);
    /// assert_eq!(sieve.primes(), [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]);
    /// assert_eq!(sieve.smallest_prime_factor(25), 5);
    /// assert!(sieve.is_prime(29) && !sieve.is_prime(1));
    /// ```
    pub fn new(limit: usize) -> Self {
        assert!(limit <= u32::MAX as usize, "the sieve's limit is past 2^32");
        let mut odd_spf = fresh(limit / 2 + 1, 0u32);
        // About n / ln n primes, a little over.
        let mut primes: Vec<u32> = Vec::with_capacity(limit / 8 + 8);
        if limit >= 2 {
            primes.push(2);
        }
        let mut i = 3;
        while i <= limit {
            if odd_spf[i / 2] == 0 {
                odd_spf[i / 2] = i as u32;
                primes.push(i as u32);
            }
            let smallest = odd_spf[i / 2];
            // i · p for every odd prime p ≤ spf(i): its smallest factor is p.
            for &p in &primes[1..] {
                let multiple = i * p as usize;
                if p > smallest || multiple > limit {
                    break;
                }
                odd_spf[multiple / 2] = p;
            }
            i += 2;
        }
        primes.shrink_to_fit();
        Sieve {
            limit,
            odd_spf,
            primes,
        }
    }

    /// The largest number the sieve covers.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// The primes up to the limit, increasing.
    pub fn primes(&self) -> &[u32] {
        &self.primes
    }

    /// Whether `n` is prime.
    ///
    /// # Panics
    /// If `n` is past the limit.
    pub fn is_prime(&self, n: usize) -> bool {
        n >= 2 && self.spf(n) as usize == n
    }

    /// The smallest prime factor of `n ≥ 2` (0 for 1).
    #[inline]
    fn spf(&self, n: usize) -> u32 {
        assert!(
            n <= self.limit,
            "{n} is past the sieve's limit {}",
            self.limit
        );
        if n % 2 == 0 {
            2
        } else {
            self.odd_spf[n / 2]
        }
    }

    /// The smallest prime factor of `n`.
    ///
    /// # Panics
    /// If `n < 2` or `n` is past the limit.
    pub fn smallest_prime_factor(&self, n: usize) -> u32 {
        assert!(n >= 2, "{n} has no prime factor");
        self.spf(n)
    }

    /// The prime factorisation of `n` as `(prime, exponent)` pairs,
    /// primes increasing; empty for 1.
    ///
    /// # Complexity
    /// O(log n).
    ///
    /// # Panics
    /// If `n` is 0 or past the limit.
    ///
    /// # Example
    /// ```
    /// use game_theory::number_theory::sieve::Sieve;
    /// let sieve = Sieve::new(1000);
    /// assert_eq!(sieve.factorise(360), [(2, 3), (3, 2), (5, 1)]);
    /// assert!(sieve.factorise(1).is_empty());
    /// ```
    pub fn factorise(&self, n: usize) -> Vec<(u32, u32)> {
        assert!(n >= 1, "0 has no factorisation");
        let mut factors: Vec<(u32, u32)> = Vec::new();
        let mut rest = n;
        while rest > 1 {
            let p = self.spf(rest);
            match factors.last_mut() {
                Some((q, e)) if *q == p => *e += 1,
                _ => factors.push((p, 1)),
            }
            rest /= p as usize;
        }
        factors
    }

    /// The number of prime factors of `n` counted with multiplicity
    /// (Ω(n): 12 = 2·2·3 has 3; 1 has 0). In a game where a move divides
    /// a number by one of its prime factors, Ω is the number of moves
    /// left in it.
    ///
    /// # Complexity
    /// O(log n).
    ///
    /// # Panics
    /// If `n` is 0 or past the limit.
    ///
    /// # Example
    /// ```
    /// use game_theory::number_theory::sieve::Sieve;
    /// let sieve = Sieve::new(100);
    /// assert_eq!([1, 2, 12, 64, 97].map(|n| sieve.prime_factor_count(n)), [0, 1, 3, 6, 1]);
    /// ```
    pub fn prime_factor_count(&self, n: usize) -> u32 {
        assert!(n >= 1, "0 has no factorisation");
        // The twos at once, then one odd prime a step.
        let mut count = n.trailing_zeros();
        let mut rest = n >> count;
        while rest > 1 {
            rest /= self.spf(rest) as usize;
            count += 1;
        }
        count
    }

    /// The divisors of `n`, increasing (1 and `n` included).
    ///
    /// # Complexity
    /// O(d log d) for `d` divisors (at most 448 below 10^7).
    ///
    /// # Panics
    /// If `n` is 0 or past the limit.
    ///
    /// # Example
    /// ```
    /// use game_theory::number_theory::sieve::Sieve;
    /// let sieve = Sieve::new(100);
    /// assert_eq!(sieve.divisors(12), [1, 2, 3, 4, 6, 12]);
    /// assert_eq!(sieve.divisors(1), [1]);
    /// ```
    pub fn divisors(&self, n: usize) -> Vec<u32> {
        super::divisors_from(&self.factorise(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `n`'s prime factors with multiplicity, increasing, by trial division.
    fn trial_factors(mut n: usize) -> Vec<u32> {
        let mut factors = Vec::new();
        let mut d = 2;
        while d * d <= n {
            while n % d == 0 {
                factors.push(d as u32);
                n /= d;
            }
            d += 1;
        }
        if n > 1 {
            factors.push(n as u32);
        }
        factors
    }

    #[test]
    fn everything_agrees_with_trial_division_to_10_to_the_5() {
        const LIMIT: usize = 100_000;
        let sieve = Sieve::new(LIMIT);
        assert_eq!(sieve.limit(), LIMIT);
        let mut primes = Vec::new();
        for n in 1..=LIMIT {
            let factors = trial_factors(n);
            let prime = factors.len() == 1;
            assert_eq!(sieve.is_prime(n), prime, "{n}");
            if prime {
                primes.push(n as u32);
            }
            if n >= 2 {
                assert_eq!(sieve.smallest_prime_factor(n), factors[0], "{n}");
            }
            assert_eq!(sieve.prime_factor_count(n), factors.len() as u32, "{n}");
            let expanded: Vec<u32> = sieve
                .factorise(n)
                .iter()
                .flat_map(|&(p, e)| std::iter::repeat(p).take(e as usize))
                .collect();
            assert_eq!(expanded, factors, "{n}");
            let mut divisors = Vec::new();
            let mut d = 1;
            while d * d <= n {
                if n % d == 0 {
                    divisors.push(d as u32);
                    if d * d != n {
                        divisors.push((n / d) as u32);
                    }
                }
                d += 1;
            }
            divisors.sort_unstable();
            assert_eq!(sieve.divisors(n), divisors, "{n}");
        }
        assert_eq!(sieve.primes(), primes);
        assert!(!sieve.is_prime(0) && !sieve.is_prime(1));
    }

    #[test]
    fn every_small_limit_ends_where_it_should() {
        // Odd and even limits: the last stored odd number, and nothing past.
        for limit in 0..120 {
            let sieve = Sieve::new(limit);
            assert_eq!(sieve.limit(), limit);
            let primes: Vec<u32> = (2..=limit)
                .filter(|&n| trial_factors(n).len() == 1)
                .map(|n| n as u32)
                .collect();
            assert_eq!(sieve.primes(), primes, "{limit}");
            for n in 2..=limit {
                assert_eq!(sieve.smallest_prime_factor(n), trial_factors(n)[0]);
            }
        }
    }

    #[test]
    #[should_panic(expected = "past the sieve's limit")]
    fn numbers_past_the_limit_are_refused() {
        Sieve::new(10).is_prime(11);
    }

    #[test]
    #[should_panic(expected = "0 has no factorisation")]
    fn zero_has_no_factorisation() {
        Sieve::new(10).factorise(0);
    }
}
