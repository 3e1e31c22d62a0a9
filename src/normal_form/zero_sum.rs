//! Matrix games (two-player zero-sum): the value and a pair of optimal
//! mixed strategies, exactly, every answer certified before it is
//! returned.
//!
//! The row player picks row `i`, the column player column `j`, and the
//! column player pays `a_ij`. By von Neumann's minimax theorem there is a
//! value `v` and strategies `p` (rows) and `q` (columns) with
//! `pᵀ A e_j ≥ v` for every column and `e_iᵀ A q ≤ v` for every row. Method:
//! shift the entries to `a_ij + s ≥ 1`, then `max Σ x` subject to
//! `(A + s) x ≤ 1`, `x ≥ 0` (an LP whose value is `1 / (v + s)`) has the
//! column strategy as `x / Σx` and the row strategy as its dual `y / Σy`
//! ([`crate::lp::maximize`]: a float basis solved and certified exactly).
//! [`is_optimal`] then checks the answer on the game itself.

use crate::exact::rational::Rational;
use crate::exact::BigInt;
use crate::lp::{maximize, maximize_by_pivoting, Optimum, Solution};

/// The value of a matrix game and an optimal strategy for each side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixGameSolution {
    /// What the row player can guarantee, and the column player hold to.
    pub value: Rational,
    /// An optimal mixed strategy of the row player (one probability a row).
    pub row_strategy: Vec<Rational>,
    /// An optimal mixed strategy of the column player (one a column).
    pub column_strategy: Vec<Rational>,
}

/// The value and an optimal strategy pair of the matrix game `payoffs`
/// (the row player receives `payoffs[i][j]`), exact and certified by
/// [`is_optimal`].
///
/// # Constraints
/// At least one row and one column, rows of equal length, and
/// `max − min` of the entries below 2^62.
///
/// # Complexity
/// That of [`maximize`] on an `m × n` LP: a float simplex (O(m·n) per
/// pivot), then for a support of size `k` one LU modulo a prime (O(k³)
/// word operations) and O(k²) more per 62 bits of the answer, then O(m·n)
/// products of an entry by an answer's numerator to certify. A 200 × 200
/// game with entries in ±1000 (support about 100, a value of about 360
/// digits) takes about 40 ms.
///
/// # Panics
/// If the shapes break the constraints.
///
/// # Example
/// ```
/// use game_theory::normal_form::zero_sum::solve_matrix_game;
/// let game = solve_matrix_game(&[vec![3, -1, 2], vec![-2, 4, 1]]);
/// assert_eq!(game.value.to_string(), "1");
/// let text = |v: &[_]| v.iter().map(ToString::to_string).collect::<Vec<String>>().join(" ");
/// assert_eq!(text(&game.row_strategy), "3/5 2/5");
/// assert_eq!(text(&game.column_strategy), "1/2 1/2 0");
/// ```
pub fn solve_matrix_game(payoffs: &[Vec<i64>]) -> MatrixGameSolution {
    let n = payoffs.first().map_or(0, Vec::len);
    assert!(n > 0, "a matrix game needs a row and a column");
    assert!(
        payoffs.iter().all(|row| row.len() == n),
        "rows of unequal length"
    );
    let low = payoffs.iter().flatten().copied().min().unwrap_or(0);
    let high = payoffs.iter().flatten().copied().max().unwrap_or(0);
    assert!(
        (high as i128 - low as i128) < 1 << 62,
        "entries span 2^62 or more"
    );
    let shift = 1 - low;
    let shifted: Vec<Vec<i64>> = payoffs
        .iter()
        .map(|row| row.iter().map(|&v| v + shift).collect())
        .collect();
    let (ones_b, ones_c) = (vec![1; payoffs.len()], vec![1; n]);
    let from_lp = |outcome: Solution| match outcome {
        Solution::Optimal(optimum) => from_optimum(optimum, shift),
        // x = 0 is feasible, and Σx ≤ 1 / min entry ≤ 1 bounds it.
        _ => unreachable!("the game's LP is feasible and bounded"),
    };
    let solution = from_lp(maximize(&shifted, &ones_b, &ones_c));
    if is_optimal(payoffs, &solution) {
        return solution;
    }
    let solution = from_lp(maximize_by_pivoting(&shifted, &ones_b, &ones_c));
    assert!(
        is_optimal(payoffs, &solution),
        "the exact simplex failed its certificate"
    );
    solution
}

/// The game's solution from the LP's: value `1/Σx − shift`, strategies
/// `x / Σx` and `y / Σy` (`Σx = Σy` by duality).
fn from_optimum(optimum: Optimum, shift: i64) -> MatrixGameSolution {
    let total = optimum.value;
    let value = total.recip() - Rational::from(shift);
    let normalise = |v: Vec<Rational>| v.into_iter().map(|p| p / &total).collect();
    MatrixGameSolution {
        value,
        row_strategy: normalise(optimum.y),
        column_strategy: normalise(optimum.x),
    }
}

/// The numerators of `values` over their least common denominator, and it.
fn over_common_denominator(values: &[Rational]) -> (Vec<BigInt>, BigInt) {
    let mut lcm = BigInt::from(1);
    for v in values {
        let g = lcm.gcd(v.denom());
        lcm = &lcm * &v.denom().div_exact(&g);
    }
    let numerators = values
        .iter()
        .map(|v| v.numer() * &lcm.div_exact(v.denom()))
        .collect();
    (numerators, lcm)
}

/// Whether `strategy` is a probability vector of length `len`, as
/// integer numerators over a common denominator.
fn probabilities(strategy: &[Rational], len: usize) -> Option<(Vec<BigInt>, BigInt)> {
    if strategy.len() != len {
        return None;
    }
    let (numerators, denominator) = over_common_denominator(strategy);
    let total = numerators.iter().fold(BigInt::zero(), |sum, v| sum + v);
    let valid = numerators.iter().all(|v| !v.is_negative()) && total == denominator;
    valid.then_some((numerators, denominator))
}

/// Whether `solution` is exactly right for `payoffs`: both strategies are
/// probability vectors, the row strategy earns at least the value against
/// every column, and the column strategy concedes at most the value
/// against every row. (These prove the value is the game's value and both
/// strategies optimal.)
///
/// # Complexity
/// O(m·n) products of an entry by a numerator over the common
/// denominator, and one gcd a probability.
pub fn is_optimal(payoffs: &[Vec<i64>], solution: &MatrixGameSolution) -> bool {
    let n = payoffs.first().map_or(0, Vec::len);
    let Some((p, p_denominator)) = probabilities(&solution.row_strategy, payoffs.len()) else {
        return false;
    };
    let Some((q, q_denominator)) = probabilities(&solution.column_strategy, n) else {
        return false;
    };
    let (value_numerator, value_denominator) = (solution.value.numer(), solution.value.denom());
    // Σ_i p_i a_ij ≥ v  ⇔  value_denominator · Σ_i P_i a_ij ≥ value_numerator · p_denominator.
    let row_floor = value_numerator * &p_denominator;
    let column_ceiling = value_numerator * &q_denominator;
    let weighted = |weights: &[BigInt], entry: &dyn Fn(usize) -> i64| {
        let mut sum = BigInt::zero();
        for (k, w) in weights.iter().enumerate() {
            let a = entry(k);
            if a != 0 && !w.is_zero() {
                sum += w * &BigInt::from(a);
            }
        }
        sum * value_denominator
    };
    (0..n).all(|j| weighted(&p, &|i| payoffs[i][j]) >= row_floor)
        && payoffs
            .iter()
            .all(|row| weighted(&q, &|j| row[j]) <= column_ceiling)
}
