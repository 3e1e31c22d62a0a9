//! Tableau entries for exact fraction-free pivoting, in the narrowest
//! representation proven wide enough: `N` 64-bit words (`N ≤ 8`), or
//! [`BigInt`] beyond that.
//!
//! A Bareiss–Edmonds pivot replaces an entry by `(a·b − c·e) / d`, the
//! division exact. Every entry of a fraction-free tableau of `[M | I | 1]`
//! is a minor of that matrix, so Hadamard's bound `H` on the squared minors
//! (the product of the largest squared column norms) bounds them all:
//! `|a| ≤ √H` and `|a·b − c·e| ≤ 2H`. With `H < 2^(128N − 2)` an entry fits
//! in `N` words and `a·b − c·e` in `2N`, both in two's complement, and the
//! quotient needs no long division: write `d = 2^t·d'` with `d'` odd; the
//! shift `(a·b − c·e) >> t` is exact, and its product with the inverse of
//! `d'` modulo `2^(64N)` (Newton's iteration, once per pivot) is the
//! quotient modulo `2^(64N)`, which is the quotient itself since it is an
//! entry too. So a pivot costs two widening products and one truncated one
//! per entry (the widening ones skip the words a value does not use), and
//! no value overflows unnoticed: the width is chosen from the proven bound
//! before the walk.

use crate::exact::BigInt;
use std::cmp::Ordering;

/// A number type for fraction-free tableau entries (see the module doc).
pub(crate) trait Entry: Clone {
    /// `a·b − c·e` for entries `a, b, c, e`.
    type Product;
    /// A pivot element prepared for exact division by it.
    type Divisor: Clone;
    /// The entry `value`.
    fn from_i64(value: i64) -> Self;
    /// The sign of `self` against 0.
    fn sign(&self) -> Ordering;
    /// `a·b − c·e`, exact when the width was chosen by [`words_needed`].
    fn cross(a: &Self, b: &Self, c: &Self, e: &Self) -> Self::Product;
    /// The sign of a [`Entry::cross`] against 0.
    fn product_sign(x: &Self::Product) -> Ordering;
    /// `d`, prepared for [`Entry::divide`]; `d ≠ 0`. `checked`: the width
    /// was not proven, so each quotient is checked to fit.
    fn divisor(d: &Self, checked: bool) -> Self::Divisor;
    /// `x / d` for `x` an exact multiple of `d` whose quotient is an entry;
    /// `None` if the divisor is checked and the quotient may not fit.
    fn divide(x: &Self::Product, d: &Self::Divisor) -> Option<Self>;
    /// `−self`.
    fn negated(&self) -> Self;
}

/// The words `N` an entry needs for the tableaux of `{z ≥ 0 : M z ≤ 1}`:
/// the least `N` with `H < 2^(128N − 2)`, `H` being Hadamard's bound on the
/// squared `rows × rows` minors of `[M | I | 1]`.
///
/// # Complexity
/// O(rows·cols) plus a product of `rows` small [`BigInt`]s.
pub(crate) fn words_needed(matrix: &[Vec<i64>]) -> usize {
    let rows = matrix.len();
    let cols = matrix[0].len();
    let mut squared_norms: Vec<u128> = (0..cols)
        .map(|j| {
            matrix
                .iter()
                .map(|row| (row[j] as i128).pow(2) as u128)
                .sum()
        })
        .collect();
    // The slack columns (unit vectors) and the right-hand side (ones).
    squared_norms.extend(std::iter::repeat(1).take(rows));
    squared_norms.push(rows as u128);
    squared_norms.sort_unstable_by(|a, b| b.cmp(a));
    let hadamard = squared_norms[..rows]
        .iter()
        .fold(BigInt::from(1), |h, &s| h * BigInt::from(s));
    // H < 2^(128N − 2) ⟸ bits(H) + 2 ≤ 128N.
    (hadamard.bits() + 2 + 127) / 128
}

/// The inverse of an odd `a` modulo 2^64: `3a XOR 2` is right in its low
/// five bits, and each Newton step `x(2 − ax)` doubles that.
fn inverse_u64(a: u64) -> u64 {
    let mut x = a.wrapping_mul(3) ^ 2;
    for _ in 0..4 {
        x = x.wrapping_mul(2u64.wrapping_sub(a.wrapping_mul(x)));
    }
    x
}

/// A two's-complement integer of `N` 64-bit words (least significant
/// first), all arithmetic modulo `2^(64N)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Words<const N: usize>([u64; N]);

// Word loops index two arrays at shifted positions: a range reads best.
#[allow(clippy::needless_range_loop)]
impl<const N: usize> Words<N> {
    fn zero() -> Self {
        Words([0; N])
    }

    fn is_negative(&self) -> bool {
        (self.0[N - 1] as i64) < 0
    }

    fn signum(&self) -> Ordering {
        if self.is_negative() {
            Ordering::Less
        } else if self.0.iter().all(|&w| w == 0) {
            Ordering::Equal
        } else {
            Ordering::Greater
        }
    }

    /// `self · other` modulo `2^(64N)`.
    #[inline]
    fn wrapping_mul(&self, other: &Self) -> Self {
        let mut out = [0u64; N];
        for i in 0..N {
            let a = u128::from(self.0[i]);
            let mut carry = 0u128;
            for j in 0..N - i {
                let t = a * u128::from(other.0[j]) + u128::from(out[i + j]) + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
        }
        Words(out)
    }

    /// The exact product in `M = 2N` words: the unsigned product of the
    /// two's-complement words, less `2^(64N)` times the other factor for
    /// each negative one (done with masks, not branches: signs are random).
    #[inline]
    fn widening_mul<const M: usize>(&self, other: &Self) -> Words<M> {
        let mut out = [0u64; M];
        for i in 0..N {
            let a = u128::from(self.0[i]);
            let mut carry = 0u128;
            for j in 0..N {
                let t = a * u128::from(other.0[j]) + u128::from(out[i + j]) + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
            out[i + N] = carry as u64;
        }
        let sign_mask = |x: &Self| ((x.0[N - 1] as i64) >> 63) as u64;
        for (negative, x) in [(sign_mask(self), other), (sign_mask(other), self)] {
            let mut borrow = false;
            for k in 0..N {
                let (d, b1) = out[N + k].overflowing_sub(x.0[k] & negative);
                let (d, b2) = d.overflowing_sub(u64::from(borrow));
                out[N + k] = d;
                borrow = b1 || b2;
            }
        }
        Words(out)
    }

    #[inline]
    fn wrapping_sub(&self, other: &Self) -> Self {
        let mut out = [0u64; N];
        let mut borrow = false;
        for i in 0..N {
            let (d, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (d, b2) = d.overflowing_sub(u64::from(borrow));
            out[i] = d;
            borrow = b1 || b2;
        }
        Words(out)
    }

    fn negated(&self) -> Self {
        Words::zero().wrapping_sub(self)
    }

    /// The low `K ≤ N` words of `self >> bits` (arithmetic: the sign fills
    /// in), `bits < 64N`.
    #[inline]
    fn shifted_low<const K: usize>(&self, bits: u32) -> Words<K> {
        let fill = if self.is_negative() { u64::MAX } else { 0 };
        let (words, bits) = ((bits / 64) as usize, bits % 64);
        let word = |i: usize| if i < N { self.0[i] } else { fill };
        let mut out = [0u64; K];
        for i in 0..K {
            out[i] = if bits == 0 {
                word(i + words)
            } else {
                word(i + words) >> bits | word(i + words + 1) << (64 - bits)
            };
        }
        Words(out)
    }

    /// The bits of `|self|` beyond the sign, up to one more for a negative
    /// power of two: `|self| ≤ 2^b`.
    fn significant_bits(&self) -> u32 {
        let fill = ((self.0[N - 1] as i64) >> 63) as u64;
        (0..N).rev().find(|&k| self.0[k] != fill).map_or(0, |k| {
            64 * k as u32 + 64 - (self.0[k] ^ fill).leading_zeros()
        })
    }

    fn trailing_zeros(&self) -> u32 {
        let first = self.0.iter().position(|&w| w != 0).unwrap_or(N - 1);
        first as u32 * 64 + self.0[first].trailing_zeros()
    }

    /// The inverse of an odd `self` modulo `2^(64N)`: Newton's step from
    /// the 64-bit inverse, doubling the correct bits each time.
    fn inverse(&self) -> Self {
        let mut x = Words::zero();
        x.0[0] = inverse_u64(self.0[0]);
        let mut two = Words::zero();
        two.0[0] = 2;
        let mut bits = 64;
        while bits < 64 * N {
            x = x.wrapping_mul(&two.wrapping_sub(&self.wrapping_mul(&x)));
            bits *= 2;
        }
        x
    }
}

/// Entries of `N` words with products of `M = 2N` (a constant expression
/// `2 * N` is not allowed as a generic argument on stable Rust).
macro_rules! words_entry {
    ($($n:literal => $m:literal),*) => {$(
        impl Entry for Words<$n> {
            type Product = Words<$m>;
            // The shift, the inverse of the odd part, and the largest
            // significant bits of a dividend whose quotient surely fits.
            type Divisor = (u32, Words<$n>, u32);

            fn from_i64(value: i64) -> Self {
                let mut words = [if value < 0 { u64::MAX } else { 0 }; $n];
                words[0] = value as u64;
                Words(words)
            }

            fn sign(&self) -> Ordering {
                self.signum()
            }

            #[inline]
            fn cross(a: &Self, b: &Self, c: &Self, e: &Self) -> Words<$m> {
                a.widening_mul::<$m>(b).wrapping_sub(&c.widening_mul::<$m>(e))
            }

            fn product_sign(x: &Words<$m>) -> Ordering {
                x.signum()
            }

            fn divisor(d: &Self, checked: bool) -> Self::Divisor {
                let shift = d.trailing_zeros();
                // |x| ≤ 2^b and d ≥ 2^(bits(d) − 1) give |x / d| ≤
                // 2^(b − bits(d) + 1), below 2^(64N − 1) when b is at most
                // 64N − 3 + bits(d).
                let limit = if checked {
                    64 * $n - 3 + d.significant_bits()
                } else {
                    u32::MAX
                };
                (shift, d.shifted_low::<$n>(shift).inverse(), limit)
            }

            #[inline]
            fn divide(x: &Words<$m>, (shift, inverse, limit): &Self::Divisor) -> Option<Self> {
                if *limit != u32::MAX && x.significant_bits() > *limit {
                    return None;
                }
                Some(x.shifted_low::<$n>(*shift).wrapping_mul(inverse))
            }

            fn negated(&self) -> Self {
                Words::negated(self)
            }
        }
    )*};
}

words_entry!(1 => 2, 2 => 4, 3 => 6, 4 => 8, 5 => 10, 6 => 12, 7 => 14, 8 => 16);

impl<const N: usize> Words<N> {
    #[cfg(test)]
    fn to_bigint(self) -> BigInt {
        let magnitude = if self.is_negative() {
            self.negated()
        } else {
            self
        };
        let value = magnitude
            .0
            .iter()
            .rev()
            .fold(BigInt::zero(), |acc, &w| (acc << 64) + BigInt::from(w));
        if self.is_negative() {
            -value
        } else {
            value
        }
    }
}

impl Entry for BigInt {
    type Product = BigInt;
    type Divisor = BigInt;

    fn from_i64(value: i64) -> Self {
        BigInt::from(value)
    }

    fn sign(&self) -> Ordering {
        self.signum().cmp(&0)
    }

    fn cross(a: &Self, b: &Self, c: &Self, e: &Self) -> Self {
        a * b - c * e
    }

    fn product_sign(x: &Self) -> Ordering {
        x.sign()
    }

    fn divisor(d: &Self, _checked: bool) -> Self::Divisor {
        d.clone()
    }

    fn divide(x: &Self, d: &Self::Divisor) -> Option<Self> {
        Some(x.div_exact(d))
    }

    fn negated(&self) -> Self {
        -self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    /// A random value of about `bits` bits, either sign.
    fn random_big(rng: &mut TestRng, bits: usize) -> BigInt {
        let mut value = BigInt::zero();
        for _ in 0..(bits + 63) / 64 {
            value = (value << 64) + BigInt::from(rng.below(u64::MAX));
        }
        value = value >> ((64 - bits % 64) % 64);
        if rng.below(2) == 0 {
            -value
        } else {
            value
        }
    }

    fn words<const N: usize>(value: &BigInt) -> Words<N> {
        let modulus = BigInt::from(1) << (64 * N);
        let mut rest = value.rem_euclid(&modulus);
        let mut out = [0u64; N];
        for w in &mut out {
            *w = (&rest % &(BigInt::from(1) << 64)).to_i128().unwrap() as u64;
            rest = rest >> 64;
        }
        Words(out)
    }

    /// `Words<N>` against BigInt on `(a·b − c·e) / d` with random signs and
    /// sizes of up to `bits` bits: `a = d·s` and `c = d·k` make the division
    /// exact (quotient `s·b − k·e`), and `d` is made even by up to
    /// `bits / 2` factors of two.
    fn pivot_steps_agree<const N: usize>(bits: u64)
    where
        Words<N>: Entry,
    {
        let mut rng = TestRng::new(64 * N as u64 + bits);
        let mut checked = 0;
        for _ in 0..1000 {
            let next = |rng: &mut TestRng| {
                let size = 1 + rng.below(bits) as usize;
                random_big(rng, size)
            };
            let (d, s, b, k, e) = (
                next(&mut rng),
                next(&mut rng),
                next(&mut rng),
                next(&mut rng),
                next(&mut rng),
            );
            if d.is_zero() {
                continue;
            }
            let d = d << (rng.below(bits / 2) as usize);
            let (a, c) = (&d * &s, &d * &k);
            let q = &s * &b - &k * &e;
            if [&a, &b, &c, &e, &q].iter().any(|v| v.bits() + 1 >= 64 * N) {
                continue;
            }
            let exact = BigInt::cross(&a, &b, &c, &e);
            assert_eq!(
                BigInt::divide(&exact, &BigInt::divisor(&d, false)),
                Some(q.clone())
            );
            let w = words::<N>;
            let x = Words::<N>::cross(&w(&a), &w(&b), &w(&c), &w(&e));
            assert_eq!(
                Words::<N>::product_sign(&x),
                exact.sign(),
                "{a} {b} {c} {e}"
            );
            let wide = Words::<N>::divide(&x, &Words::<N>::divisor(&w(&d), false)).unwrap();
            assert_eq!(wide.to_bigint(), q, "{a} {b} {c} {e} {d}");
            assert_eq!(wide.sign(), q.sign());
            // Checked, a quotient is refused only near the width's limit.
            match Words::<N>::divide(&x, &Words::<N>::divisor(&w(&d), true)) {
                Some(checked) => assert_eq!(checked, wide),
                None => assert!(q.bits() + 3 >= 64 * N, "{q} refused"),
            }
            checked += 1;
        }
        assert!(checked > 500, "{checked}");
    }

    #[test]
    fn wrapping_pivot_steps_are_exact_within_the_bound() {
        pivot_steps_agree::<1>(15);
        pivot_steps_agree::<2>(40);
        pivot_steps_agree::<3>(60);
        pivot_steps_agree::<5>(100);
        pivot_steps_agree::<8>(160);
    }

    #[test]
    fn negative_values_and_shifts_round_trip() {
        for v in [-1i64, -2, -(1 << 40), 7, 0, i64::MIN, i64::MAX] {
            assert_eq!(Words::<4>::from_i64(v).to_bigint(), BigInt::from(v));
            assert_eq!(
                Words::<4>::from_i64(v).negated().to_bigint(),
                -BigInt::from(v)
            );
        }
        let minus_eight = Words::<3>::from_i64(-8);
        assert_eq!(
            minus_eight.shifted_low::<2>(3).to_bigint(),
            BigInt::from(-1)
        );
        assert_eq!(
            minus_eight.shifted_low::<3>(130).to_bigint(),
            BigInt::from(-1)
        );
        assert_eq!(Words::<3>::from_i64(1 << 20).trailing_zeros(), 20);
    }

    #[test]
    fn widths_follow_hadamard() {
        // [[v, v], [v, v]]: squared column norms 2v², 2v², then 1, 1 and 2;
        // H = 4v⁴, and one word holds it while H < 2^126, i.e. v < 2^31.
        let square = |v: i64| vec![vec![v; 2]; 2];
        assert_eq!(words_needed(&square((1 << 31) - 1)), 1);
        assert_eq!(words_needed(&square(1 << 31)), 2);
        // 16 × 16 entries of 201: each column's squared norm is 16·201²;
        // H = (16·201²)^16 < 2^309: three words. 12 × 12: H < 2^227, two.
        assert_eq!(words_needed(&vec![vec![201; 16]; 16]), 3);
        assert_eq!(words_needed(&vec![vec![201; 12]; 12]), 2);
    }
}
