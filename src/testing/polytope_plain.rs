//! The vertices of `{z ≥ 0 : M z ≤ 1}` and the extreme equilibria of a
//! bimatrix game from the definitions, for checking the pivoting walk of
//! [`crate::normal_form::polytope`] and the pairing of
//! [`crate::normal_form::extreme`].
//!
//! A vertex is a point of the polytope where `cols` linearly independent
//! inequalities are tight: every choice of `cols` inequalities whose
//! equations have one solution, kept when it satisfies all the others. An
//! extreme equilibrium is a pair of non-zero vertices of the two
//! best-response polytopes that together carry every label.
//!
//! In `i128` ([`solve_exact`]): with `k ≤ cols` rows of Euclidean norm at
//! most `r`, values stay below `r^k` and products below `r^(2k)`; callers
//! keep to small matrices (entries at most 3 on 5 × 5 is below 2^32).

use crate::normal_form::bimatrix::Bimatrix;
use crate::number_theory::gcd::gcd_i128;
use crate::testing::small_rational::{solve_exact, Rational};
use itertools::Itertools;

/// A vertex: coordinates `numerators / denominator` in lowest terms, and
/// the tight inequalities in increasing order (`j` for `zⱼ = 0`, `cols + r`
/// for row `r`), numbered as [`crate::normal_form::polytope::Vertex`] does.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct PlainVertex {
    /// The coordinates' numerators.
    pub numerators: Vec<i128>,
    /// The positive common denominator.
    pub denominator: i128,
    /// The tight inequalities.
    pub tight: Vec<usize>,
}

/// Every vertex of `{z ≥ 0 : M z ≤ 1}` (`matrix[r][j]`), sorted.
///
/// # Complexity
/// O(C(rows + cols, cols) · cols³).
pub fn vertices_by_subsets(matrix: &[Vec<i64>]) -> Vec<PlainVertex> {
    let (rows, cols) = (matrix.len(), matrix[0].len());
    let row_of = |k: usize| -> (Vec<i128>, i128) {
        if k < cols {
            ((0..cols).map(|j| i128::from(j == k)).collect(), 0)
        } else {
            (matrix[k - cols].iter().map(|&v| i128::from(v)).collect(), 1)
        }
    };
    let mut found: Vec<PlainVertex> = Vec::new();
    for subset in (0..cols + rows).combinations(cols) {
        let (system, rhs): (Vec<Vec<i128>>, Vec<i128>) = subset.iter().map(|&k| row_of(k)).unzip();
        let Some((numerators, denominator)) = solve_exact(&system, &rhs) else {
            continue;
        };
        let slack = |r: usize| {
            denominator
                - matrix[r]
                    .iter()
                    .zip(&numerators)
                    .map(|(&a, x)| i128::from(a) * x)
                    .sum::<i128>()
        };
        if numerators.iter().any(|&x| x < 0) || (0..rows).any(|r| slack(r) < 0) {
            continue;
        }
        let tight = (0..cols)
            .filter(|&j| numerators[j] == 0)
            .chain((0..rows).filter(|&r| slack(r) == 0).map(|r| cols + r))
            .collect();
        let g = numerators.iter().fold(denominator, |g, &x| gcd_i128(g, x));
        let vertex = PlainVertex {
            numerators: numerators.iter().map(|x| x / g).collect(),
            denominator: denominator / g,
            tight,
        };
        if !found.contains(&vertex) {
            found.push(vertex);
        }
    }
    found.sort();
    found
}

/// Every extreme equilibrium of `game` from [`vertices_by_subsets`] of the
/// two best-response polytopes, paired by labels; sorted ascending.
pub fn equilibria_by_subsets(game: &Bimatrix) -> Vec<(Vec<Rational>, Vec<Rational>)> {
    let (m, n) = (game.rows(), game.cols());
    let shift = |payoff: &dyn Fn(usize, usize) -> i64| {
        let cells = (0..m).flat_map(|i| (0..n).map(move |j| (i, j)));
        cells.map(|(i, j)| payoff(i, j)).min().unwrap()
    };
    let (low_a, low_b) = (
        shift(&|i, j| game.row_payoff(i, j)),
        shift(&|i, j| game.col_payoff(i, j)),
    );
    let p: Vec<Vec<i64>> = (0..n)
        .map(|j| (0..m).map(|i| game.col_payoff(i, j) - low_b + 1).collect())
        .collect();
    let q: Vec<Vec<i64>> = (0..m)
        .map(|i| (0..n).map(|j| game.row_payoff(i, j) - low_a + 1).collect())
        .collect();
    let probabilities = |v: &PlainVertex| {
        let total: i128 = v.numerators.iter().sum();
        v.numerators
            .iter()
            .map(|&x| Rational::new(x, total))
            .collect::<Vec<_>>()
    };
    let nonzero = |v: &&PlainVertex| v.numerators.iter().any(|&z| z != 0);
    let mut found = Vec::new();
    for x in vertices_by_subsets(&p).iter().filter(nonzero) {
        for y in vertices_by_subsets(&q).iter().filter(nonzero) {
            // P's inequalities are the labels; Q's y_j is label m + j and
            // its row i is label i.
            let labels = x.tight.iter().copied().chain(y.tight.iter().map(|&t| {
                if t < n {
                    m + t
                } else {
                    t - n
                }
            }));
            if labels.unique().count() == m + n {
                found.push((probabilities(x), probabilities(y)));
            }
        }
    }
    found.sort();
    found
}
