//! Exact linear programming: `maximise c·x subject to A x ≤ b, x ≥ 0`
//! with integer data, answered exactly (optimal with a primal and a dual
//! solution, infeasible, or unbounded) in [`Rational`]s.
//!
//! Method, the route of exact LP solvers such as QSopt_ex and SoPlex's
//! exact mode: a floating-point simplex (Dantzig's rule) proposes an
//! optimal basis; that basis is solved exactly by p-adic lifting
//! (`modular`: one LU modulo a prime, O(k²) per digit of the answer,
//! rational reconstruction); and the solution is *certified* exactly: `x` and `y`
//! feasible for the primal and the dual, equal on the basis (complementary
//! slackness), which proves both optimal by weak duality. When the float
//! basis fails the certificate, or the float run says infeasible or
//! unbounded (claims it cannot certify), the exact simplex takes over:
//! integer-preserving pivots (`fraction_free`) under Bland's rule, which
//! cannot cycle ([`maximize_by_pivoting`]).

mod float;
mod fraction_free;
mod modular;
mod simplex;

use crate::exact::rational::Rational;
use crate::exact::BigInt;
use float::FloatTableau;
use fraction_free::IntegerTableau;
use modular::BasisSolution;
use simplex::{Dictionary, Rule, Status, Tableau};

/// An optimal solution and its certificate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Optimum {
    /// The optimal value `c·x = b·y`.
    pub value: Rational,
    /// A primal optimal solution: `A x ≤ b`, `x ≥ 0`.
    pub x: Vec<Rational>,
    /// A dual optimal solution: `Aᵀ y ≥ c`, `y ≥ 0`.
    pub y: Vec<Rational>,
}

/// The answer to a linear program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solution {
    /// An optimum exists: its value and a pair of optimal solutions.
    Optimal(Optimum),
    /// No `x ≥ 0` satisfies `A x ≤ b`.
    Infeasible,
    /// Feasible, with `c·x` unbounded above.
    Unbounded,
}

/// Checks the shapes: `a` is `b.len()` rows of `c.len()` entries.
fn check_shapes(a: &[Vec<i64>], b: &[i64], c: &[i64]) {
    assert_eq!(
        a.len(),
        b.len(),
        "A has {} rows, b {} entries",
        a.len(),
        b.len()
    );
    for row in a {
        assert_eq!(
            row.len(),
            c.len(),
            "a row of A has {} entries, c {}",
            row.len(),
            c.len()
        );
    }
}

/// Maximises `c·x` subject to `A x ≤ b`, `x ≥ 0`, exactly. `a` has one
/// row per constraint (`b.len()` rows of `c.len()` entries).
///
/// # Complexity
/// The float simplex, O(m·n) per pivot; then for a basis with `k`
/// structural variables, one LU modulo a prime (O(k³) word operations),
/// O(k²) per 62 bits of the answer to lift it, and O(m·k + n·k) products
/// of an entry by an answer's numerator for the certificate. Should the
/// certificate fail, the exact simplex of [`maximize_by_pivoting`].
///
/// # Panics
/// If the shapes disagree.
///
/// # Example
/// ```
/// use game_theory::lp::{maximize, Solution};
/// // max x + y with x + 2y ≤ 4, 3x + y ≤ 6.
/// let Solution::Optimal(opt) = maximize(&[vec![1, 2], vec![3, 1]], &[4, 6], &[1, 1]) else {
///     panic!()
/// };
/// assert_eq!(opt.value.to_string(), "14/5");
/// assert_eq!(opt.x.iter().map(|v| v.to_string()).collect::<Vec<_>>(), ["8/5", "6/5"]);
/// assert_eq!(opt.y.iter().map(|v| v.to_string()).collect::<Vec<_>>(), ["2/5", "1/5"]);
/// let infeasible = maximize(&[vec![1]], &[-1], &[1]);
/// assert_eq!(infeasible, Solution::Infeasible);
/// assert_eq!(maximize(&[vec![-1]], &[0], &[1]), Solution::Unbounded);
/// ```
pub fn maximize(a: &[Vec<i64>], b: &[i64], c: &[i64]) -> Solution {
    check_shapes(a, b, c);
    match float_basis(a, b, c).and_then(|(rows, columns)| certified_basis(a, b, c, &rows, &columns))
    {
        Some(optimum) => Solution::Optimal(optimum),
        None => maximize_by_pivoting(a, b, c),
    }
}

/// The same answer by the exact simplex alone: integer-preserving pivots
/// on a dictionary of [`BigInt`]s over one common denominator, two phases
/// (an auxiliary variable finds a feasible basis), Bland's rule. Plain and
/// always right; [`maximize`] uses it only when its fast path fails.
///
/// # Complexity
/// O(m·n) products per pivot of numbers up to Hadamard's bound on the
/// data's minors; the number of pivots is small in practice (exponential
/// on contrived problems, as for every simplex rule).
///
/// # Panics
/// If the shapes disagree.
pub fn maximize_by_pivoting(a: &[Vec<i64>], b: &[i64], c: &[i64]) -> Solution {
    check_shapes(a, b, c);
    let (tableau, auxiliary) = IntegerTableau::new(a, b, c);
    let (dict, status) = simplex::run(tableau, c.len(), auxiliary, Rule::Bland, usize::MAX);
    match status {
        Status::Infeasible => Solution::Infeasible,
        Status::Unbounded => Solution::Unbounded,
        Status::GaveUp => unreachable!("Bland's rule has no pivot cap"),
        Status::Optimal => Solution::Optimal(read_optimum(&dict, b.len(), c.len())),
    }
}

/// The solution an optimal exact dictionary states.
fn read_optimum(dict: &Dictionary<IntegerTableau>, m: usize, n: usize) -> Optimum {
    let t = &dict.tableau;
    let d = t.denominator();
    let fraction = |v: &BigInt| Rational::new(v.clone(), d.clone());
    let mut x = vec![Rational::from(0); n];
    for (i, &label) in dict.basic.iter().enumerate() {
        if label < n {
            x[label] = fraction(t.entry(i, t.columns()));
        }
    }
    let mut y = vec![Rational::from(0); m];
    for (j, &label) in dict.nonbasic.iter().enumerate() {
        if label >= n {
            y[label - n] = fraction(t.entry(m, j));
        }
    }
    Optimum {
        value: fraction(t.entry(m, t.columns())),
        x,
        y,
    }
}

/// The optimal basis the floating-point simplex ends on, as the rows whose
/// slack is nonbasic (tight) and the basic structural columns, or `None`
/// if it finds no optimum.
fn float_basis(a: &[Vec<i64>], b: &[i64], c: &[i64]) -> Option<(Vec<usize>, Vec<usize>)> {
    let (m, n) = (b.len(), c.len());
    let (tableau, auxiliary) = FloatTableau::new(a, b, c);
    let max_pivots = 50 * (m + n) + 100;
    let (dict, status) = simplex::run(tableau, n, auxiliary, Rule::Dantzig, max_pivots);
    if status != Status::Optimal {
        return None;
    }
    let mut rows: Vec<usize> = dict
        .nonbasic
        .iter()
        .filter(|&&v| v >= n)
        .map(|&v| v - n)
        .collect();
    let mut columns: Vec<usize> = dict.basic.iter().filter(|&&v| v < n).copied().collect();
    rows.sort_unstable();
    columns.sort_unstable();
    debug_assert_eq!(rows.len(), columns.len());
    Some((rows, columns))
}

/// Solves the basis (tight `rows`, basic `columns`) exactly and certifies
/// it: the optimum, or `None` if the basis is singular or not optimal.
fn certified_basis(
    a: &[Vec<i64>],
    b: &[i64],
    c: &[i64],
    rows: &[usize],
    columns: &[usize],
) -> Option<Optimum> {
    if rows.len() != columns.len() {
        return None;
    }
    let square: Vec<Vec<i64>> = rows
        .iter()
        .map(|&i| columns.iter().map(|&j| a[i][j]).collect())
        .collect();
    let rhs: Vec<i64> = rows.iter().map(|&i| b[i]).collect();
    let cost: Vec<i64> = columns.iter().map(|&j| c[j]).collect();
    let solution = modular::solve_basis(&square, &rhs, &cost)?;
    certify(a, b, c, rows, columns, solution)
}

/// `Σ_k coefficient(k) · values[k]` exactly.
fn dot(values: &[BigInt], coefficient: impl Fn(usize) -> i64) -> BigInt {
    let mut sum = BigInt::zero();
    for (k, v) in values.iter().enumerate() {
        let a = coefficient(k);
        if a != 0 && !v.is_zero() {
            sum += v * &BigInt::from(a);
        }
    }
    sum
}

/// The exact certificate of a basis solution `x = X / d_x` (on
/// `columns`), `y = Y / d_y` (on `rows`): `x ≥ 0`, `A x ≤ b` with equality
/// on `rows`, `y ≥ 0`, `Aᵀ y ≥ c` with equality on `columns`. The
/// equalities are complementary slackness, so together these prove
/// `c·x = b·y` and both optimal (weak duality); they also prove the
/// modular solution right, so its bounds need no trust.
fn certify(
    a: &[Vec<i64>],
    b: &[i64],
    c: &[i64],
    rows: &[usize],
    columns: &[usize],
    solution: BasisSolution,
) -> Option<Optimum> {
    let BasisSolution {
        x_denominator,
        x,
        y_denominator,
        y,
    } = solution;
    let positive = !x_denominator.is_negative() && !y_denominator.is_negative();
    if !positive || x_denominator.is_zero() || y_denominator.is_zero() {
        return None;
    }
    if x.iter().chain(&y).any(BigInt::is_negative) {
        return None;
    }
    let mut tight = vec![false; b.len()];
    rows.iter().for_each(|&i| tight[i] = true);
    let primal = (0..b.len()).all(|i| {
        let sum = dot(&x, |k| a[i][columns[k]]);
        let bound = &x_denominator * &BigInt::from(b[i]);
        if tight[i] {
            sum == bound
        } else {
            sum <= bound
        }
    });
    if !primal {
        return None;
    }
    let mut basic = vec![false; c.len()];
    columns.iter().for_each(|&j| basic[j] = true);
    let dual = (0..c.len()).all(|j| {
        let sum = dot(&y, |k| a[rows[k]][j]);
        let bound = &y_denominator * &BigInt::from(c[j]);
        if basic[j] {
            sum == bound
        } else {
            sum >= bound
        }
    });
    if !dual {
        return None;
    }
    let value = dot(&x, |k| c[columns[k]]);
    let mut full_x = vec![Rational::from(0); c.len()];
    for (k, &j) in columns.iter().enumerate() {
        full_x[j] = Rational::new(x[k].clone(), x_denominator.clone());
    }
    let mut full_y = vec![Rational::from(0); b.len()];
    for (k, &i) in rows.iter().enumerate() {
        full_y[i] = Rational::new(y[k].clone(), y_denominator.clone());
    }
    Some(Optimum {
        value: Rational::new(value, x_denominator),
        x: full_x,
        y: full_y,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    /// The fast path must succeed on its own (the fallback would hide a
    /// broken one from the answers) and agree with the exact simplex.
    #[test]
    fn float_basis_is_certified_on_random_games() {
        let mut rng = TestRng::new(5);
        for (size, bound) in [(5, 3), (12, 2001), (25, 2001), (25, 5)] {
            let a = rng.matrix(size, size, 1, bound);
            let ones = vec![1; size];
            let (rows, columns) = float_basis(&a, &ones, &ones).expect("an optimal float basis");
            let fast = certified_basis(&a, &ones, &ones, &rows, &columns).expect("certified");
            let Solution::Optimal(plain) = maximize_by_pivoting(&a, &ones, &ones) else {
                panic!()
            };
            assert_eq!(fast.value, plain.value);
        }
    }

    #[test]
    fn certificate_rejects_a_basis_that_is_not_optimal() {
        // max x + y, x + 2y ≤ 4, 3x + y ≤ 6: optimal basis rows {0, 1},
        // columns {0, 1}. Row 0 with column 1 (y = 2, x = 0) is feasible
        // but not optimal; row 1 with column 1 (y = 6) is infeasible.
        let (a, b, c) = (vec![vec![1, 2], vec![3, 1]], [4, 6], [1, 1]);
        assert!(certified_basis(&a, &b, &c, &[0, 1], &[0, 1]).is_some());
        assert!(certified_basis(&a, &b, &c, &[0], &[1]).is_none());
        assert!(certified_basis(&a, &b, &c, &[1], &[1]).is_none());
        assert!(certified_basis(&a, &b, &c, &[], &[]).is_none());
        // Singular: both rows of a rank-1 matrix.
        let singular = vec![vec![1, 2], vec![2, 4]];
        assert!(certified_basis(&singular, &b, &c, &[0, 1], &[0, 1]).is_none());
    }

    /// Answers of a few hundred digits need the Chinese remaindering to
    /// run over many primes; the exact simplex agrees.
    #[test]
    fn modular_solve_reaches_long_answers() {
        let mut rng = TestRng::new(11);
        let a = rng.matrix(40, 40, 1, 2001);
        let ones = vec![1; 40];
        let (rows, columns) = float_basis(&a, &ones, &ones).unwrap();
        let fast = certified_basis(&a, &ones, &ones, &rows, &columns).unwrap();
        assert!(fast.value.denom().bits() > 200, "{}", fast.value);
        let Solution::Optimal(plain) = maximize_by_pivoting(&a, &ones, &ones) else {
            panic!()
        };
        assert_eq!(fast, plain);
    }
}
