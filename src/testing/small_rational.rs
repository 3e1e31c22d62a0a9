//! Exact rational numbers and exact linear solving in `i128`, for the
//! support-enumeration reference ([`super::nash`]) and the plain vertex
//! enumeration ([`super::polytope_plain`]): small games only, within the
//! bounds each caller proves. The library itself uses [`crate::exact`].

use crate::number_theory::gcd::gcd_i128;
use std::cmp::Ordering;
use std::fmt;

/// A fraction in lowest terms with a positive denominator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rational {
    numerator: i128,
    denominator: i128,
}

impl Rational {
    /// `numerator / denominator`, reduced.
    ///
    /// # Panics
    /// If `denominator` is 0.
    ///
    /// # Example
    /// ```
    /// use game_theory::testing::small_rational::Rational;
    /// assert_eq!(Rational::new(2, -6).to_string(), "-1/3");
    /// assert_eq!(Rational::new(4, 2).to_string(), "2");
    /// assert_eq!(Rational::new(0, 5).to_string(), "0");
    /// ```
    pub fn new(numerator: i128, denominator: i128) -> Self {
        assert!(denominator != 0, "zero denominator");
        let g = gcd_i128(numerator, denominator);
        let sign = denominator.signum();
        Rational {
            numerator: sign * numerator / g,
            denominator: sign * denominator / g,
        }
    }

    /// The integer `value`.
    pub fn integer(value: i128) -> Self {
        Rational {
            numerator: value,
            denominator: 1,
        }
    }

    /// The numerator (carrying the sign).
    pub fn numerator(&self) -> i128 {
        self.numerator
    }

    /// The denominator, always positive.
    pub fn denominator(&self) -> i128 {
        self.denominator
    }
}

impl Ord for Rational {
    fn cmp(&self, other: &Self) -> Ordering {
        // Denominators are positive, so cross-multiplying keeps the order.
        (self.numerator * other.denominator).cmp(&(other.numerator * self.denominator))
    }
}

impl PartialOrd for Rational {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.denominator == 1 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, self.denominator)
        }
    }
}

/// The solution of the square system `matrix · z = rhs` as integer
/// numerators over one positive common denominator, or `None` if the matrix
/// is singular.
///
/// Bareiss's fraction-free elimination: every entry it produces is a minor
/// of the augmented matrix `[matrix | rhs]` (up to sign), and each division
/// is exact. So with `k` rows of Euclidean norm at most `r`, every value is
/// bounded by Hadamard's `r^k`, and a product of two by `r^(2k)`; the caller
/// must keep that below `i128::MAX` ≈ 1.7·10^38.
///
/// # Complexity
/// O(k³) for `k` unknowns.
///
/// # Example
/// ```
/// use game_theory::testing::small_rational::solve_exact;
/// // x + y = 3, x − y = 1  →  x = 2, y = 1.
/// let (numerators, denominator) = solve_exact(&[vec![1, 1], vec![1, -1]], &[3, 1]).unwrap();
/// assert_eq!(numerators.iter().map(|&v| v / denominator).collect::<Vec<_>>(), [2, 1]);
/// assert!(solve_exact(&[vec![1, 2], vec![2, 4]], &[1, 2]).is_none());
/// ```
pub fn solve_exact(matrix: &[Vec<i128>], rhs: &[i128]) -> Option<(Vec<i128>, i128)> {
    let k = matrix.len();
    let mut a: Vec<Vec<i128>> = matrix
        .iter()
        .zip(rhs)
        .map(|(row, &b)| {
            let mut r = row.clone();
            r.push(b);
            r
        })
        .collect();
    let mut previous_pivot = 1i128;
    for col in 0..k {
        let pivot_row = (col..k).find(|&r| a[r][col] != 0)?;
        a.swap(pivot_row, col);
        for r in col + 1..k {
            for c in col + 1..=k {
                a[r][c] = (a[col][col] * a[r][c] - a[r][col] * a[col][c]) / previous_pivot;
            }
            a[r][col] = 0;
        }
        previous_pivot = a[col][col];
    }
    // a is upper triangular and its rows combine the original equations, so
    // z solves it too. a[k-1][k-1] is ± the determinant, and z_i times it is
    // an integer (Cramer), so back-substitution over that common
    // denominator divides exactly.
    let det = a[k - 1][k - 1];
    let mut numerators = vec![0i128; k];
    for i in (0..k).rev() {
        // a[i][i] z_i = a[i][k] − Σ_{c>i} a[i][c] z_c, all over det.
        let mut value = a[i][k] * det;
        for c in i + 1..k {
            value -= a[i][c] * numerators[c];
        }
        numerators[i] = value / a[i][i];
    }
    if det < 0 {
        for v in &mut numerators {
            *v = -*v;
        }
        Some((numerators, -det))
    } else {
        Some((numerators, det))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    #[test]
    fn rationals_reduce_compare_and_print() {
        assert_eq!(Rational::new(6, 8), Rational::new(-3, -4));
        assert!(Rational::new(1, 3) < Rational::new(1, 2));
        assert!(Rational::new(-1, 2) < Rational::integer(0));
        assert_eq!(Rational::new(-0, 7).to_string(), "0");
        assert_eq!(Rational::new(7, 7).to_string(), "1");
        assert_eq!(Rational::new(3, 9).to_string(), "1/3");
    }

    /// Checks `matrix · (numerators / denominator) = rhs` exactly.
    fn satisfies(
        matrix: &[Vec<i128>],
        rhs: &[i128],
        (numerators, denominator): &(Vec<i128>, i128),
    ) -> bool {
        matrix.iter().zip(rhs).all(|(row, &b)| {
            row.iter().zip(numerators).map(|(a, z)| a * z).sum::<i128>() == b * denominator
        })
    }

    #[test]
    fn solutions_satisfy_random_systems_exactly() {
        let mut rng = TestRng::new(7);
        let mut next = || i128::from(rng.in_range(-50, 50));
        for k in 1..=9 {
            for _ in 0..200 {
                let matrix: Vec<Vec<i128>> =
                    (0..k).map(|_| (0..k).map(|_| next()).collect()).collect();
                let rhs: Vec<i128> = (0..k).map(|_| next()).collect();
                if let Some(solution) = solve_exact(&matrix, &rhs) {
                    assert!(solution.1 > 0);
                    assert!(satisfies(&matrix, &rhs, &solution), "{matrix:?} {rhs:?}");
                }
            }
        }
    }

    #[test]
    fn singular_systems_are_reported() {
        let matrix = vec![vec![1, 2, 3], vec![4, 5, 6], vec![7, 8, 9]];
        assert!(solve_exact(&matrix, &[1, 2, 3]).is_none());
        let matrix = vec![vec![0, 1], vec![0, 2]];
        assert!(solve_exact(&matrix, &[1, 2]).is_none());
        // Needs a row swap, and the swapped system is fine.
        let matrix = vec![vec![0, 1], vec![1, 0]];
        assert_eq!(solve_exact(&matrix, &[5, 7]), Some((vec![7, 5], 1)));
    }
}
