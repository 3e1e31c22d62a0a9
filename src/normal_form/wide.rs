//! The one 256-bit step that exact integer pivoting needs: `(a·b − c·e) / d`
//! for 128-bit integers whose result is known to fit in 128 bits, and the
//! sign of `a·b − c·e`.
//!
//! Why 256 bits: in fraction-free (Bareiss–Edmonds) pivoting every tableau
//! entry is a minor of the starting matrix, so it fits where the minor does
//! (for a 12×12 game with payoffs shifted into 1..=201 the Hadamard bound
//! gives `(201·√12)^12 < 2^114`), but the product of two entries before the
//! exact division can need about 2^228. The products are formed exactly in
//! 256 bits and divided by schoolbook long division on 64-bit digits
//! (Knuth's algorithm D); no floating point anywhere.

/// A 256-bit magnitude as four 64-bit digits, least significant first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct U256([u64; 4]);

// Digit loops index several arrays at the same digit: a range reads best.
#[allow(clippy::needless_range_loop)]
impl U256 {
    fn product(a: u128, b: u128) -> U256 {
        let (a0, a1) = (a as u64 as u128, a >> 64);
        let (b0, b1) = (b as u64 as u128, b >> 64);
        let mut digits = [0u64; 4];
        let mut add_at = |at: usize, value: u128| {
            let mut carry = value;
            let mut i = at;
            while carry != 0 {
                let sum = digits[i] as u128 + (carry as u64 as u128);
                digits[i] = sum as u64;
                carry = (carry >> 64) + (sum >> 64);
                i += 1;
            }
        };
        add_at(0, a0 * b0);
        add_at(1, a0 * b1);
        add_at(1, a1 * b0);
        add_at(2, a1 * b1);
        U256(digits)
    }

    fn compare(&self, other: &U256) -> std::cmp::Ordering {
        self.0.iter().rev().cmp(other.0.iter().rev())
    }

    fn add(&self, other: &U256) -> U256 {
        let mut out = [0u64; 4];
        let mut carry = 0u128;
        for i in 0..4 {
            let sum = self.0[i] as u128 + other.0[i] as u128 + carry;
            out[i] = sum as u64;
            carry = sum >> 64;
        }
        U256(out)
    }

    /// `self − other`, for `self ≥ other`.
    fn sub(&self, other: &U256) -> U256 {
        let mut out = [0u64; 4];
        let mut borrow = 0i128;
        for i in 0..4 {
            let diff = self.0[i] as i128 - other.0[i] as i128 - borrow;
            out[i] = diff as u64;
            borrow = i128::from(diff < 0);
        }
        U256(out)
    }

    /// `self / d`, the quotient assumed below 2^128, `d > 0`.
    fn div(&self, d: u128) -> u128 {
        if self.0[2] == 0 && self.0[3] == 0 {
            return (self.0[0] as u128 | (self.0[1] as u128) << 64) / d;
        }
        if d >> 64 == 0 {
            // One-digit divisor: four steps of a two-by-one division.
            let d = d as u64 as u128;
            let mut remainder = 0u128;
            let mut quotient = [0u64; 4];
            for i in (0..4).rev() {
                let current = remainder << 64 | self.0[i] as u128;
                quotient[i] = (current / d) as u64;
                remainder = current % d;
            }
            return quotient[0] as u128 | (quotient[1] as u128) << 64;
        }
        // Two-digit divisor: Knuth's algorithm D, normalised so the
        // divisor's top bit is set, which makes each estimated quotient
        // digit at most 2 too large.
        let shift = ((d >> 64) as u64).leading_zeros();
        let v = d << shift;
        let (v1, v0) = ((v >> 64) as u64, v as u64);
        let mut u = [0u64; 5];
        for i in 0..4 {
            u[i] |= self.0[i] << shift;
            if shift > 0 {
                u[i + 1] = self.0[i] >> (64 - shift);
            }
        }
        let b = 1u128 << 64;
        let mut quotient = [0u64; 3];
        for j in (0..3).rev() {
            let top = (u[j + 2] as u128) << 64 | u[j + 1] as u128;
            let mut qhat = top / v1 as u128;
            let mut rhat = top % v1 as u128;
            while qhat >= b || qhat * v0 as u128 > (rhat << 64 | u[j] as u128) {
                qhat -= 1;
                rhat += v1 as u128;
                if rhat >= b {
                    break;
                }
            }
            // u[j..j+3] −= qhat · v
            let mut borrow = 0i128;
            let mut carry = 0u128;
            for (i, &vi) in [v0, v1].iter().enumerate() {
                let p = qhat * vi as u128 + carry;
                carry = p >> 64;
                let t = u[j + i] as i128 - (p as u64) as i128 - borrow;
                u[j + i] = t as u64;
                borrow = i128::from(t < 0);
            }
            let t = u[j + 2] as i128 - carry as i128 - borrow;
            u[j + 2] = t as u64;
            if t < 0 {
                // Estimated one too large: add the divisor back.
                qhat -= 1;
                let mut carry = 0u128;
                for (i, &vi) in [v0, v1].iter().enumerate() {
                    let s = u[j + i] as u128 + vi as u128 + carry;
                    u[j + i] = s as u64;
                    carry = s >> 64;
                }
                u[j + 2] = u[j + 2].wrapping_add(carry as u64);
            }
            quotient[j] = qhat as u64;
        }
        quotient[0] as u128 | (quotient[1] as u128) << 64
    }
}

/// A signed 256-bit value: sign and magnitude.
#[derive(Debug, Clone, Copy)]
struct I256 {
    negative: bool,
    magnitude: U256,
}

impl I256 {
    fn product(a: i128, b: i128) -> I256 {
        I256 {
            negative: (a < 0) != (b < 0) && a != 0 && b != 0,
            magnitude: U256::product(a.unsigned_abs(), b.unsigned_abs()),
        }
    }

    fn minus(self, other: I256) -> I256 {
        let other = I256 {
            negative: !other.negative,
            magnitude: other.magnitude,
        };
        if self.negative == other.negative {
            return I256 {
                negative: self.negative,
                magnitude: self.magnitude.add(&other.magnitude),
            };
        }
        match self.magnitude.compare(&other.magnitude) {
            std::cmp::Ordering::Less => I256 {
                negative: other.negative,
                magnitude: other.magnitude.sub(&self.magnitude),
            },
            _ => I256 {
                negative: self.negative,
                magnitude: self.magnitude.sub(&other.magnitude),
            },
        }
    }
}

/// `(a·b − c·e) / d`, exactly, when `d` divides it and the result fits
/// in `i128` (as fraction-free pivoting guarantees).
///
/// # Example
/// ```
/// use game_theory::normal_form::wide::cross_div;
/// let big = 1i128 << 100;
/// assert_eq!(cross_div(big, big, big, 1, big), big - 1); // (2^200 − 2^100) / 2^100
/// assert_eq!(cross_div(6, 7, 2, 3, 6), 6);
/// ```
pub fn cross_div(a: i128, b: i128, c: i128, e: i128, d: i128) -> i128 {
    if let Some(value) = a
        .checked_mul(b)
        .and_then(|ab| c.checked_mul(e).and_then(|ce| ab.checked_sub(ce)))
    {
        return value / d;
    }
    let value = I256::product(a, b).minus(I256::product(c, e));
    let quotient = value.magnitude.div(d.unsigned_abs()) as i128;
    if value.negative != (d < 0) {
        -quotient
    } else {
        quotient
    }
}

/// The sign of `a·b − c·e`.
pub fn cross_sign(a: i128, b: i128, c: i128, e: i128) -> std::cmp::Ordering {
    let left = I256::product(a, b);
    let right = I256::product(c, e);
    let key = |x: &I256| (x.negative, x.magnitude);
    match (key(&left), key(&right)) {
        ((false, l), (false, r)) => l.compare(&r),
        ((true, l), (true, r)) => r.compare(&l),
        ((false, l), (true, r)) => {
            if l == U256([0; 4]) && r == U256([0; 4]) {
                std::cmp::Ordering::Equal
            } else {
                std::cmp::Ordering::Greater
            }
        }
        ((true, l), (false, r)) => {
            if l == U256([0; 4]) && r == U256([0; 4]) {
                std::cmp::Ordering::Equal
            } else {
                std::cmp::Ordering::Less
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    /// Bit-by-bit long division: slow and plainly right.
    fn slow_div(value: U256, d: u128) -> u128 {
        let mut remainder = U256([0; 4]);
        let mut quotient = 0u128;
        let divisor = U256([d as u64, (d >> 64) as u64, 0, 0]);
        for bit in (0..256).rev() {
            // remainder = remainder·2 + bit
            let mut shifted = [0u64; 4];
            for i in (0..4).rev() {
                shifted[i] = remainder.0[i] << 1 | if i > 0 { remainder.0[i - 1] >> 63 } else { 0 };
            }
            shifted[0] |= value.0[bit / 64] >> (bit % 64) & 1;
            remainder = U256(shifted);
            if remainder.compare(&divisor) != std::cmp::Ordering::Less {
                remainder = remainder.sub(&divisor);
                if bit < 128 {
                    quotient |= 1 << bit;
                }
            }
        }
        quotient
    }

    #[test]
    fn wide_division_matches_long_division() {
        let mut rng = TestRng::new(256);
        for _ in 0..20_000 {
            let bits = 1 + rng.below(127) as u32;
            let d = (u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())) >> (128 - bits);
            let d = d.max(1);
            let q = (u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64()))
                >> (1 + rng.below(64));
            // value = q·d + r with r < d
            let r = (u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())) % d;
            let value = U256::product(q, d).add(&U256([r as u64, (r >> 64) as u64, 0, 0]));
            assert_eq!(value.div(d), q, "{q} {d} {r}");
            assert_eq!(slow_div(value, d), q);
        }
    }

    #[test]
    fn cross_div_is_exact_at_the_largest_sizes() {
        let mut rng = TestRng::new(12);
        for _ in 0..20_000 {
            let big = |rng: &mut TestRng| {
                rng.in_range(-(1 << 60), 1 << 60) as i128
                    * rng.in_range(-(1 << 53), 1 << 53) as i128
            };
            let (x, d) = (big(&mut rng), big(&mut rng).max(1));
            let e = big(&mut rng);
            // a·d − (d·k)·e = d·(a − k·e) = d·x when a = x + k·e.
            let k = rng.in_range(-1000, 1000) as i128;
            let a = x + k * e;
            assert_eq!(cross_div(a, d, d * k, e, d), x, "{a} {d} {k} {e}");
            assert_eq!(cross_sign(a, d, d * k, e), x.cmp(&0));
        }
    }
}
