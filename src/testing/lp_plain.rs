//! Linear programs and matrix games solved the plain way, from the
//! definitions, in [`Rational`]s: the references the exact LP engine
//! ([`crate::lp`]) and the matrix-game solver
//! ([`crate::normal_form::zero_sum`]) are checked against.
//!
//! - An LP `max c·x, A x ≤ b, x ≥ 0` by vertex enumeration: every choice
//!   of `n` tight constraints among the `m + n` (rows of `A`, and `x_j ≥
//!   0`) whose system is nonsingular gives a point; the feasible ones are
//!   the vertices. The region lies in `x ≥ 0`, so it has a vertex when it
//!   is not empty: no vertex means infeasible. It is unbounded iff some
//!   ray `d ≥ 0`, `A d ≤ 0` has `c·d > 0`; scaled to `Σ d = 1` the rays form
//!   a polytope whose vertices are enumerated the same way.
//! - A matrix game by support enumeration: for supports `I` of rows and
//!   `J` of columns of equal size `k`, solve `Σ_{j∈J} a_ij q_j = v`
//!   (`i ∈ I`), `Σ q = 1` and the same for `p`; a pair with both
//!   nonnegative, the same `v`, and no pure strategy doing better against
//!   either is optimal, and `v` is the value. Shapley and Snow (1950)
//!   showed such a pair exists (a square kernel), so the search finds one.

use crate::exact::rational::Rational;
use crate::lp::Optimum;
use itertools::Itertools;

fn zero() -> Rational {
    Rational::from(0)
}

/// Solves the square system `matrix · x = rhs` by Gauss-Jordan
/// elimination; `None` if it is singular.
pub fn solve_square(
    mut matrix: Vec<Vec<Rational>>,
    mut rhs: Vec<Rational>,
) -> Option<Vec<Rational>> {
    let k = rhs.len();
    for col in 0..k {
        let pivot = (col..k).find(|&r| !matrix[r][col].is_zero())?;
        matrix.swap(pivot, col);
        rhs.swap(pivot, col);
        for r in 0..k {
            if r == col || matrix[r][col].is_zero() {
                continue;
            }
            let factor = &matrix[r][col] / &matrix[col][col];
            let pivot_row = matrix[col].clone();
            for (value, pivot) in matrix[r].iter_mut().zip(&pivot_row).skip(col) {
                *value -= &factor * pivot;
            }
            let delta = &factor * &rhs[col];
            rhs[r] -= delta;
        }
    }
    Some((0..k).map(|i| &rhs[i] / &matrix[i][i]).collect())
}

/// The answer to an LP as vertex enumeration finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlainOutcome {
    /// The optimal value.
    Optimal(Rational),
    /// No feasible point.
    Infeasible,
    /// Unbounded above.
    Unbounded,
}

/// The points of `{x : rows·x ≤ bounds}` where `tight` choices of
/// constraints (plus `extra` equalities) hold with equality, feasible.
fn vertices(
    rows: &[Vec<Rational>],
    bounds: &[Rational],
    extra: Option<(&[Rational], &Rational)>,
) -> Vec<Vec<Rational>> {
    let n = rows[0].len();
    let choose = n - usize::from(extra.is_some());
    let mut found = Vec::new();
    for tight in (0..rows.len()).combinations(choose) {
        let mut matrix: Vec<Vec<Rational>> = tight.iter().map(|&i| rows[i].clone()).collect();
        let mut rhs: Vec<Rational> = tight.iter().map(|&i| bounds[i].clone()).collect();
        if let Some((row, bound)) = extra {
            matrix.push(row.to_vec());
            rhs.push(bound.clone());
        }
        let Some(point) = solve_square(matrix, rhs) else {
            continue;
        };
        let feasible = rows
            .iter()
            .zip(bounds)
            .all(|(row, bound)| dot(row, &point) <= *bound);
        if feasible {
            found.push(point);
        }
    }
    found
}

fn dot(a: &[Rational], b: &[Rational]) -> Rational {
    a.iter().zip(b).fold(zero(), |sum, (x, y)| sum + x * y)
}

fn rationals(values: &[i64]) -> Vec<Rational> {
    values.iter().map(|&v| Rational::from(v)).collect()
}

/// `max c·x, A x ≤ b, x ≥ 0` by vertex enumeration (module docs). Needs
/// `n ≥ 1`.
pub fn lp_by_vertices(a: &[Vec<i64>], b: &[i64], c: &[i64]) -> PlainOutcome {
    let n = c.len();
    // All constraints as rows·x ≤ bound: A x ≤ b, then −x_j ≤ 0.
    let mut rows: Vec<Vec<Rational>> = a.iter().map(|row| rationals(row)).collect();
    let mut bounds = rationals(b);
    for j in 0..n {
        let mut row = vec![zero(); n];
        row[j] = Rational::from(-1);
        rows.push(row);
        bounds.push(zero());
    }
    let cost = rationals(c);
    let points = vertices(&rows, &bounds, None);
    if points.is_empty() {
        return PlainOutcome::Infeasible;
    }
    let no_bounds = vec![zero(); bounds.len()];
    let ones = vec![Rational::from(1); n];
    let rays = vertices(&rows, &no_bounds, Some((&ones, &Rational::from(1))));
    if rays.iter().any(|d| dot(&cost, d) > zero()) {
        return PlainOutcome::Unbounded;
    }
    PlainOutcome::Optimal(points.iter().map(|x| dot(&cost, x)).max().unwrap())
}

/// Whether `optimum` is a certified optimum of `max c·x, A x ≤ b, x ≥ 0`:
/// `x` and `y` feasible for the primal and the dual, and
/// `c·x = value = b·y` (which proves both optimal by weak duality).
pub fn is_lp_certificate(a: &[Vec<i64>], b: &[i64], c: &[i64], optimum: &Optimum) -> bool {
    let (x, y) = (&optimum.x, &optimum.y);
    if x.len() != c.len() || y.len() != b.len() {
        return false;
    }
    let nonnegative = x.iter().chain(y).all(|v| *v >= zero());
    let primal = a
        .iter()
        .zip(b)
        .all(|(row, &bound)| dot(&rationals(row), x) <= Rational::from(bound));
    let dual = (0..c.len()).all(|j| {
        let column: Vec<Rational> = a.iter().map(|row| Rational::from(row[j])).collect();
        dot(&column, y) >= Rational::from(c[j])
    });
    nonnegative
        && primal
        && dual
        && dot(&rationals(c), x) == optimum.value
        && dot(&rationals(b), y) == optimum.value
}

/// The mixed strategy on `support` (of `len` strategies) making the
/// opponent indifferent over `against`, with its value: solves
/// `Σ_{s∈support} payoff(t, s) w_s = v` (`t ∈ against`), `Σ w = 1`.
fn indifference(
    payoff: impl Fn(usize, usize) -> i64,
    support: &[usize],
    against: &[usize],
    len: usize,
) -> Option<(Vec<Rational>, Rational)> {
    let k = support.len();
    let mut matrix: Vec<Vec<Rational>> = against
        .iter()
        .map(|&t| {
            let mut row: Vec<Rational> = support
                .iter()
                .map(|&s| Rational::from(payoff(t, s)))
                .collect();
            row.push(Rational::from(-1));
            row
        })
        .collect();
    let mut sum_row = vec![Rational::from(1); k];
    sum_row.push(zero());
    matrix.push(sum_row);
    let mut rhs = vec![zero(); k];
    rhs.push(Rational::from(1));
    let solution = solve_square(matrix, rhs)?;
    let mut strategy = vec![zero(); len];
    for (&s, w) in support.iter().zip(&solution) {
        strategy[s] = w.clone();
    }
    Some((strategy, solution[k].clone()))
}

/// The value of the matrix game `payoffs` (the row player receives
/// `payoffs[i][j]`) by support enumeration (module docs).
///
/// # Panics
/// If no optimal pair is found, which Shapley and Snow's theorem rules
/// out.
pub fn game_value_by_supports(payoffs: &[Vec<i64>]) -> Rational {
    let (m, n) = (payoffs.len(), payoffs[0].len());
    for k in 1..=m.min(n) {
        for rows in (0..m).combinations(k) {
            for columns in (0..n).combinations(k) {
                let Some((q, v)) = indifference(|i, j| payoffs[i][j], &columns, &rows, n) else {
                    continue;
                };
                let q_concedes_at_most_v = q.iter().all(|w| *w >= zero())
                    && payoffs.iter().all(|row| dot(&rationals(row), &q) <= v);
                if !q_concedes_at_most_v {
                    continue;
                }
                let Some((p, u)) = indifference(|j, i| payoffs[i][j], &rows, &columns, m) else {
                    continue;
                };
                let p_earns_at_least_v = u == v
                    && p.iter().all(|w| *w >= zero())
                    && (0..n).all(|j| {
                        let column: Vec<Rational> =
                            payoffs.iter().map(|row| Rational::from(row[j])).collect();
                        dot(&column, &p) >= v
                    });
                if p_earns_at_least_v {
                    return v;
                }
            }
        }
    }
    panic!("no optimal pair on equal supports: Shapley-Snow's theorem says there is one")
}

/// Whether `p` (rows) and `q` (columns) are probability vectors with
/// `pᵀ A ≥ value` on every column and `A q ≤ value` on every row: the
/// definition of optimal strategies and the game's value, in plain
/// [`Rational`] sums.
pub fn is_game_solution(
    payoffs: &[Vec<i64>],
    value: &Rational,
    p: &[Rational],
    q: &[Rational],
) -> bool {
    let (m, n) = (payoffs.len(), payoffs[0].len());
    let distribution = |w: &[Rational], len: usize| {
        w.len() == len
            && w.iter().all(|x| *x >= zero())
            && w.iter().fold(zero(), |s, x| s + x) == Rational::from(1)
    };
    distribution(p, m)
        && distribution(q, n)
        && (0..n).all(|j| {
            let column: Vec<Rational> = payoffs.iter().map(|row| Rational::from(row[j])).collect();
            dot(&column, p) >= *value
        })
        && payoffs.iter().all(|row| dot(&rationals(row), q) <= *value)
}
