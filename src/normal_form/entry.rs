//! Tableau entries for exact fraction-free pivoting, in the narrowest
//! representation proven wide enough: `i128`, a fixed number of 64-bit
//! words, or [`BigInt`] beyond that.
//!
//! A Bareiss–Edmonds pivot replaces an entry by `(a·b − c·e) / d`, the
//! division exact. Every entry of a fraction-free tableau of `[M | I | 1]`
//! is a minor of that matrix, so Hadamard's bound `H` on the squared minors
//! (the product of the largest squared column norms) bounds them all, and
//! `|a·b − c·e| ≤ 2H`. When `2H < 2^(64w − 1)`, all arithmetic can wrap
//! modulo `2^(64w)`: the products and their difference are exact there,
//! and the exact quotient is found without dividing at all. Write
//! `d = 2^t·d'` with `d'` odd; `(a·b − c·e) >> t` is exact, and multiplying
//! it by the inverse of `d'` modulo `2^(64w)` (Newton's iteration, once per
//! pivot) gives the quotient modulo `2^(64w)`, which is the quotient
//! itself since it is a minor too. So a pivot costs three truncated
//! products per entry and no long division, and no value ever overflows
//! unnoticed: the width is chosen from the proven bound before the walk.

use crate::exact::BigInt;
use std::cmp::Ordering;

/// A number type for fraction-free tableau entries (see the module doc).
pub(crate) trait Entry: Clone {
    /// A pivot element prepared for exact division by it.
    type Divisor;
    /// The entry `value`.
    fn from_i64(value: i64) -> Self;
    /// The sign of `self` against 0.
    fn sign(&self) -> Ordering;
    /// `a·b − c·e`, exact when the width was chosen by [`words_needed`].
    fn cross(a: &Self, b: &Self, c: &Self, e: &Self) -> Self;
    /// `d`, prepared for [`Entry::divide`]; `d ≠ 0`.
    fn divisor(d: &Self) -> Self::Divisor;
    /// `x / d` for `x` an exact multiple of `d`.
    fn divide(x: &Self, d: &Self::Divisor) -> Self;
    /// `−self`.
    fn negated(&self) -> Self;
}

/// The 64-bit words an entry type needs for the tableaux of
/// `{z ≥ 0 : M z ≤ 1}`: the least `w` with `2H < 2^(64w − 1)`, `H` being
/// Hadamard's bound on the squared `rows × rows` minors of `[M | I | 1]`.
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
    // 2H < 2^(64w − 1) ⟸ H < 2^(64w − 2).
    (hadamard.bits() + 2 + 63) / 64
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

impl Entry for i128 {
    type Divisor = (u32, i128);

    fn from_i64(value: i64) -> Self {
        i128::from(value)
    }

    fn sign(&self) -> Ordering {
        self.cmp(&0)
    }

    #[inline]
    fn cross(a: &Self, b: &Self, c: &Self, e: &Self) -> Self {
        a.wrapping_mul(*b).wrapping_sub(c.wrapping_mul(*e))
    }

    fn divisor(d: &Self) -> Self::Divisor {
        let shift = d.trailing_zeros();
        let odd = (d >> shift) as u128;
        let x = u128::from(inverse_u64(odd as u64));
        let inverse = x.wrapping_mul(2u128.wrapping_sub(odd.wrapping_mul(x)));
        (shift, inverse as i128)
    }

    #[inline]
    fn divide(x: &Self, &(shift, inverse): &Self::Divisor) -> Self {
        (x >> shift).wrapping_mul(inverse)
    }

    fn negated(&self) -> Self {
        self.wrapping_neg()
    }
}

/// A two's-complement integer of `N` 64-bit words (least significant
/// first), all arithmetic modulo `2^(64N)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Words<const N: usize>([u64; N]);

// Word loops index two arrays at shifted positions: a range reads best.
#[allow(clippy::needless_range_loop)]
impl<const N: usize> Words<N> {
    fn is_negative(&self) -> bool {
        (self.0[N - 1] as i64) < 0
    }

    #[inline]
    fn wrapping_mul(&self, other: &Self) -> Self {
        let mut out = [0u64; N];
        for i in 0..N {
            let a = u128::from(self.0[i]);
            if a == 0 {
                continue;
            }
            let mut carry = 0u128;
            for j in 0..N - i {
                let t = a * u128::from(other.0[j]) + u128::from(out[i + j]) + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
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

    /// `self >> bits`, arithmetic (the sign fills in), `bits < 64N`.
    #[inline]
    fn shift_right(&self, bits: u32) -> Self {
        if bits == 0 {
            return *self;
        }
        let fill = if self.is_negative() { u64::MAX } else { 0 };
        let (words, bits) = ((bits / 64) as usize, bits % 64);
        let word = |i: usize| if i < N { self.0[i] } else { fill };
        let mut out = [0u64; N];
        for i in 0..N {
            out[i] = if bits == 0 {
                word(i + words)
            } else {
                word(i + words) >> bits | word(i + words + 1) << (64 - bits)
            };
        }
        Words(out)
    }

    fn trailing_zeros(&self) -> u32 {
        let first = self.0.iter().position(|&w| w != 0).unwrap_or(N - 1);
        first as u32 * 64 + self.0[first].trailing_zeros()
    }

    /// The inverse of an odd `self` modulo `2^(64N)`: Newton's step from
    /// the 64-bit inverse, doubling the correct bits each time.
    fn inverse(&self) -> Self {
        let mut x = [0u64; N];
        x[0] = inverse_u64(self.0[0]);
        let mut x = Words(x);
        let mut two = [0u64; N];
        two[0] = 2;
        let two = Words(two);
        let mut bits = 64;
        while bits < 64 * N {
            x = x.wrapping_mul(&two.wrapping_sub(&self.wrapping_mul(&x)));
            bits *= 2;
        }
        x
    }
}

impl<const N: usize> Entry for Words<N> {
    type Divisor = (u32, Words<N>);

    fn from_i64(value: i64) -> Self {
        let mut words = [if value < 0 { u64::MAX } else { 0 }; N];
        words[0] = value as u64;
        Words(words)
    }

    fn sign(&self) -> Ordering {
        if self.is_negative() {
            Ordering::Less
        } else if self.0.iter().all(|&w| w == 0) {
            Ordering::Equal
        } else {
            Ordering::Greater
        }
    }

    #[inline]
    fn cross(a: &Self, b: &Self, c: &Self, e: &Self) -> Self {
        a.wrapping_mul(b).wrapping_sub(&c.wrapping_mul(e))
    }

    fn divisor(d: &Self) -> Self::Divisor {
        let shift = d.trailing_zeros();
        (shift, d.shift_right(shift).inverse())
    }

    #[inline]
    fn divide(x: &Self, (shift, inverse): &Self::Divisor) -> Self {
        x.shift_right(*shift).wrapping_mul(inverse)
    }

    fn negated(&self) -> Self {
        Words([0; N]).wrapping_sub(self)
    }
}

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

    fn divisor(d: &Self) -> Self::Divisor {
        d.clone()
    }

    fn divide(x: &Self, d: &Self::Divisor) -> Self {
        x.div_exact(d)
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

    /// The wrapping types against BigInt: `(a·b − c·e) / d` for random
    /// `a, b, c, e` and `d` of up to `bits` bits, `d` forced to divide by
    /// building the numerator as `q·d` plus a cancelling pair, and `d` made
    /// even by powers of two up to 2^(bits − 1).
    fn pivot_steps_agree<const N: usize>(bits: usize) {
        let mut rng = TestRng::new(64 * N as u64 + bits as u64);
        for _ in 0..400 {
            let d_bits = 1 + rng.below(bits as u64) as usize;
            let d = random_big(&mut rng, d_bits);
            if d.is_zero() {
                continue;
            }
            let d = d << (rng.below(bits as u64) as usize);
            let q = random_big(&mut rng, bits);
            let (c, e) = (random_big(&mut rng, bits), random_big(&mut rng, bits));
            // a·b = q·d + c·e: take a = q·d + c·e, b = 1, which keeps every
            // value within the bound 2^(64N − 1) the width promises.
            let a = &q * &d + &c * &e;
            if a.bits() + 1 >= 64 * N {
                continue;
            }
            let one = BigInt::from(1);
            let big = BigInt::divide(&BigInt::cross(&a, &one, &c, &e), &BigInt::divisor(&d));
            assert_eq!(big, q);
            let (wa, wc, we, wd) = (
                words::<N>(&a),
                words::<N>(&c),
                words::<N>(&e),
                words::<N>(&d),
            );
            let wide = Words::divide(
                &Words::cross(&wa, &Words::from_i64(1), &wc, &we),
                &Words::divisor(&wd),
            );
            assert_eq!(wide.to_bigint(), q, "{a} {c} {e} {d}");
            assert_eq!(wide.sign(), q.signum().cmp(&0));
            if N == 2 {
                let to = |v: &BigInt| v.to_i128().unwrap();
                let narrow = i128::divide(
                    &i128::cross(&to(&a), &1, &to(&c), &to(&e)),
                    &i128::divisor(&to(&d)),
                );
                assert_eq!(BigInt::from(narrow), q);
            }
        }
    }

    #[test]
    fn wrapping_pivot_steps_are_exact_within_the_bound() {
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
        assert_eq!(minus_eight.shift_right(3).to_bigint(), BigInt::from(-1));
        assert_eq!(minus_eight.shift_right(130).to_bigint(), BigInt::from(-1));
        assert_eq!(Words::<3>::from_i64(1 << 20).trailing_zeros(), 20);
    }

    #[test]
    fn widths_follow_hadamard() {
        // A 1×1 matrix [5]: columns 5, 1 and 1, squared norms 25, 1, 1;
        // H = 25, so 2H < 2^63 needs one word.
        assert_eq!(words_needed(&[vec![5]]), 1);
        // 16 × 16 entries of 201: each column's squared norm is 16·201²;
        // H = (16·201²)^16 ≈ 2^309, so 311 bits: five words.
        assert_eq!(words_needed(&vec![vec![201; 16]; 16]), 5);
        // 12 × 12 at 201: H ≈ 2^227, four words.
        assert_eq!(words_needed(&vec![vec![201; 12]; 12]), 4);
    }
}
