//! Exact integer square roots of values up to 2^128, for closed forms that
//! would otherwise need floating point (Wythoff's ⌊k·φ⌋).

/// The integer square root: the largest `r` with `r * r ≤ n`.
///
/// # Complexity
/// O(1): a floating-point estimate, one Newton step (one `u128` division)
/// and a correction of at most a unit or two.
///
/// # Example
/// ```
/// use game_theory::number_theory::isqrt::isqrt_u128;
/// assert_eq!(isqrt_u128(24), 4);
/// assert_eq!(isqrt_u128(25), 5);
/// assert_eq!(isqrt_u128(u128::MAX), u64::MAX as u128);
/// ```
pub fn isqrt_u128(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    // A double's square root is within a few hundred of the answer for
    // n < 2^128; one Newton step from there lands at or just above
    // ⌊√n⌋ (a Newton step from any positive guess never goes below it),
    // and the loops settle the last unit exactly.
    let guess = ((n as f64).sqrt() as u128).max(1);
    let mut root = (guess + n / guess) / 2;
    while root.checked_mul(root).map_or(true, |square| square > n) {
        root -= 1;
    }
    while (root + 1)
        .checked_mul(root + 1)
        .is_some_and(|square| square <= n)
    {
        root += 1;
    }
    root
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
