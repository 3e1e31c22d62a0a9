//! Exact integer arithmetic for values up to 10^18 and their products.

/// The integer square root: the largest `r` with `r * r ≤ n`.
///
/// # Complexity
/// O(log log n) Newton steps, each one `u128` division.
///
/// # Example
/// ```
/// use game_theory::arith::isqrt_u128;
/// assert_eq!(isqrt_u128(24), 4);
/// assert_eq!(isqrt_u128(25), 5);
/// assert_eq!(isqrt_u128(u128::MAX), u64::MAX as u128);
/// ```
pub fn isqrt_u128(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    // Start above the root (2^ceil(bits/2) > sqrt n); Newton's step from
    // above decreases monotonically to the floor of the root.
    let bits = 128 - n.leading_zeros();
    let mut x: u128 = 1 << ((bits + 1) / 2);
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_floor_root(n: u128, r: u128) -> bool {
        r * r <= n && (r + 1).checked_mul(r + 1).map_or(true, |s| s > n)
    }

    #[test]
    fn small_values_exhaustively() {
        for n in 0..100_000u128 {
            assert!(is_floor_root(n, isqrt_u128(n)), "{n}");
        }
    }

    #[test]
    fn around_squares_of_large_numbers() {
        for r in [
            1u128 << 32,
            1_000_000_000_000_000_000,
            2_236_067_977_499_789_696,
            u64::MAX.into(),
        ] {
            for n in [r * r - 1, r * r, r * r + 1, r * r + 2 * r] {
                assert!(is_floor_root(n, isqrt_u128(n)), "{n}");
            }
        }
        assert!(is_floor_root(u128::MAX, isqrt_u128(u128::MAX)));
    }
}
