//! The greatest common divisor, once for every integer width the library
//! reduces by: Pollard's rho on `u64`, fractions and pivot rows on `i128`.

/// The greatest common divisor of `a` and `b` (`gcd(0, b) = b`), by Stein's
/// binary algorithm: shifts and subtractions, no division, which matters at
/// 128 bits, where a division is a call into the runtime.
///
/// # Complexity
/// O(log a + log b) steps.
pub(crate) fn gcd(mut a: u128, mut b: u128) -> u128 {
    if a == 0 || b == 0 {
        return a | b;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

/// [`gcd`] of the magnitudes of two signed values, non-negative.
///
/// # Constraints
/// Not both `i128::MIN` (their gcd, 2^127, is not an `i128`).
// Only the i128 rationals of the test layer use it now.
#[cfg(any(test, feature = "testing"))]
pub(crate) fn gcd_i128(a: i128, b: i128) -> i128 {
    gcd(a.unsigned_abs(), b.unsigned_abs()) as i128
}

#[cfg(test)]
mod tests {
    use super::*;

    fn euclid(mut a: u128, mut b: u128) -> u128 {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    }

    #[test]
    fn agrees_with_euclid() {
        for a in 0..200u128 {
            for b in 0..200u128 {
                assert_eq!(gcd(a, b), euclid(a, b), "{a} {b}");
            }
        }
        let big = [u128::MAX, u128::MAX - 1, 1 << 127, 3 << 100, (1 << 64) + 1];
        for a in big {
            for b in big {
                assert_eq!(gcd(a, b), euclid(a, b), "{a} {b}");
            }
        }
    }

    #[test]
    fn signed_values_give_a_non_negative_gcd() {
        assert_eq!(gcd_i128(-12, 18), 6);
        assert_eq!(gcd_i128(12, -18), 6);
        assert_eq!(gcd_i128(0, -5), 5);
        assert_eq!(gcd_i128(0, 0), 0);
        assert_eq!(gcd_i128(i128::MIN, 6), 2);
    }
}
