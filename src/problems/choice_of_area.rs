//! Choice of Area (GfG): survive as many steps as possible moving between
//! areas X (+3, +2), Y (−5, −10) and Z (−20, +5), never staying in one area
//! twice in a row, with both powers above 0 after every step.
//!
//! Which step sequences can be optimal:
//! - Two steps in a row outside X can be improved by putting X between
//!   them: X raises both powers, so every later step still survives, and the
//!   sequence is one step longer. Likewise an X can always be put first.
//! - So an optimal sequence is X, c₁, X, c₂, …, X, c_m, X with each cᵢ in
//!   {Y, Z}: `2m + 1` steps (the final X always survives).
//! - A pair (X, Y) changes the powers by (−2, −8), a pair (X, Z) by
//!   (−17, +7). The first power falls with every pair, so only the final
//!   value matters for it; the second falls only in (X, Y) pairs, so doing
//!   all (X, Z) pairs first makes the final value the lowest one.
//!
//! Hence the answer is `2m + 1` for the largest `m = y + z` with
//! `2y + 17z ≤ A − 1` and `8y − 7z ≤ B − 1`: a two-variable integer program
//! whose objective, as a function of `z`, rises then falls, so only the `z`
//! near where the two bounds cross need to be tried.

/// The most steps one can survive from powers `(a, b)`; 0 if either is not
/// positive.
///
/// # Constraints
/// `|a|, |b| ≤ 10^18`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use game_theory::problems::choice_of_area::max_survival;
/// assert_eq!(max_survival(20, 8), 5);
/// assert_eq!(max_survival(2, 10), 1);
/// assert_eq!(max_survival(0, 5), 0);
/// ```
pub fn max_survival(a: i64, b: i64) -> u64 {
    if a <= 0 || b <= 0 {
        return 0;
    }
    let (a, b) = (i128::from(a) - 1, i128::from(b) - 1);
    // For a given number z of Z areas, the most Y areas allowed.
    let most_y = |z: i128| ((a - 17 * z) / 2).min((b + 7 * z).div_euclid(8));
    let max_z = a / 17;
    // The bounds (a − 17z)/2 and (b + 7z)/8 on y + z cross near this z.
    let crossing = (8 * a - 2 * b).div_euclid(150);
    let candidates = [
        0,
        max_z,
        crossing - 2,
        crossing - 1,
        crossing,
        crossing + 1,
        crossing + 2,
    ];
    let best_pairs = candidates
        .iter()
        .filter(|&&z| (0..=max_z).contains(&z))
        .filter_map(|&z| {
            let y = most_y(z);
            (y >= 0).then_some(y + z)
        })
        .max()
        .unwrap_or(0);
    (2 * best_pairs + 1) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules::choice_of_area_longest;
    use std::collections::HashMap;

    #[test]
    fn matches_exhaustive_search_for_all_small_powers() {
        let mut memo = HashMap::new();
        for a in -5..=150 {
            for b in -5..=150 {
                let expected = if a > 0 && b > 0 {
                    choice_of_area_longest(a, b, 3, &mut memo)
                } else {
                    0
                };
                assert_eq!(max_survival(a, b), expected, "A={a} B={b}");
            }
        }
    }

    #[test]
    fn extremes() {
        let e18 = 1_000_000_000_000_000_000i64;
        assert_eq!(max_survival(-e18, e18), 0);
        assert_eq!(max_survival(e18, -e18), 0);
        assert_eq!(max_survival(1, 1), 1);
        // Medium powers: every z, not just those near the crossing.
        for (a, b) in [
            (10_000_000, 10_000_000),
            (10_000_000, 1),
            (1, 10_000_000),
            (9_999_991, 3_333_331),
            (5_000_017, 77),
        ] {
            let (a1, b1) = (i128::from(a) - 1, i128::from(b) - 1);
            let best = (0..=a1 / 17)
                .filter_map(|z| {
                    let y = ((a1 - 17 * z) / 2).min((b1 + 7 * z).div_euclid(8));
                    (y >= 0).then_some(y + z)
                })
                .max()
                .unwrap();
            assert_eq!(max_survival(a, b), (2 * best + 1) as u64, "A={a} B={b}");
        }
        // 10^18: no overflow, and more power never means fewer steps.
        let top = max_survival(e18, e18);
        assert!(top > 100_000_000_000_000_000 && top % 2 == 1);
        assert!(max_survival(e18 - 1, e18) <= top && max_survival(e18, e18 - 1) <= top);
    }
}
