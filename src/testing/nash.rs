//! Every Nash equilibrium of a nondegenerate bimatrix game, exactly, by
//! support enumeration.
//!
//! In a nondegenerate game (no mixed strategy with support size `k` has more
//! than `k` pure best responses) the two supports of an equilibrium have the
//! same size `k`, and the equilibrium is the unique solution of the
//! indifference equations on them. So for every pair of supports `(I, J)`
//! with `|I| = |J|`, solve for the column mix `y` on `J` making the row
//! player indifferent over `I`, and the row mix `x` on `I` making the column
//! player indifferent over `J`; keep the pair if both are positive on their
//! supports and no strategy outside a support does better.
//!
//! Degeneracy is detected exactly in the same pass. If some strategy with
//! support size `k` has more than `k` best responses, take one of least
//! support: sliding it along the solutions of its tie equations would reach
//! a smaller support with as many ties, so those equations pin it down, and
//! `k` of them with the probabilities' sum form a nonsingular square system
//! the enumeration solves. Hence: the game is degenerate iff some solved
//! strategy, positive on its support and with its support's ties best, has
//! more than `k` best responses. A singular system alone proves nothing: in
//! `A = [[1, 1], [2, 2]]` the full-support system is singular, yet with
//! `B = [[1, 0], [0, 1]]` the game is nondegenerate.
//!
//! Integer sizes: payoffs `|a| ≤ 50`, at most 8 strategies. A system has
//! `k + 1 ≤ 9` rows: `k` rows of at most 8 payoffs and a −1 (norm at most
//! √(8·50² + 1) < 141.5), and the sum row (norm at most 3 with its right-hand
//! side). By Hadamard every minor, hence every value in Bareiss's
//! elimination, is below 141.5^8 · 3 < 5·10^17, and any product of two below
//! 2.5·10^35, well inside `i128` (1.7·10^38). Payoff sums over a strategy
//! (8 terms of 50 · 5·10^17) are below 2·10^20, also inside `i128`.

use crate::exact::rational::Rational as BigRational;
use crate::exact::BigInt;
use crate::normal_form::bimatrix::Bimatrix;
use crate::testing::small_rational::{solve_exact, Rational};

/// A mixed-strategy profile: the row player's and the column player's
/// probabilities.
pub type Profile = (Vec<Rational>, Vec<Rational>);

/// The answer of [`all_equilibria`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Equilibria {
    /// Every equilibrium, sorted by `(x, y)` largest first.
    Found(Vec<Profile>),
    /// The game is degenerate: support enumeration does not apply.
    Degenerate,
}

// The bounds of this reference's own proof of exactness in `i128` (the
// module doc), not the solver's: the engine, `normal_form::extreme`, takes
// games up to its `MAX_STRATEGIES` and `MAX_PAYOFF`, wider than these, and
// is checked against this reference on the games both take.
const SUPPORT_ENUMERATION_MAX_PAYOFF: i64 = 50;
const SUPPORT_ENUMERATION_MAX_STRATEGIES: usize = 8;

/// One player's side of a support pair, solved: the mix over `support`
/// that makes the opponent indifferent over `opponent_support`.
enum Half {
    /// No valid mix: singular, not positive, or a strategy outside the
    /// opponent's support does better.
    Invalid,
    /// A valid mix (over all strategies, zeros outside the support).
    Mix(Vec<Rational>),
    /// A mix with more best responses than its support size.
    Degenerate,
}

/// Solves for the mix `p` over `support` (strategies of the player whose
/// probabilities they are) such that every opponent strategy in
/// `opponent_support` earns the same, `payoff(opponent, own)` being the
/// opponent's payoff; then checks it.
fn solve_half(
    support: &[usize],
    opponent_support: &[usize],
    opponent_strategies: usize,
    own_strategies: usize,
    payoff: impl Fn(usize, usize) -> i64,
) -> Half {
    let k = support.len();
    // Unknowns p_s (s in support) and the common payoff w:
    //   Σ_s payoff(o, s) p_s − w = 0 for o in opponent_support; Σ_s p_s = 1.
    let mut matrix: Vec<Vec<i128>> = opponent_support
        .iter()
        .map(|&o| {
            let mut row: Vec<i128> = support.iter().map(|&s| i128::from(payoff(o, s))).collect();
            row.push(-1);
            row
        })
        .collect();
    let mut sum_row = vec![1i128; k];
    sum_row.push(0);
    matrix.push(sum_row);
    let mut rhs = vec![0i128; k];
    rhs.push(1);
    let Some((numerators, denominator)) = solve_exact(&matrix, &rhs) else {
        return Half::Invalid;
    };
    if numerators[..k].iter().any(|&p| p <= 0) {
        return Half::Invalid;
    }
    // Every opponent strategy's payoff, over the common denominator.
    let common = numerators[k];
    let mut ties = 0;
    for o in 0..opponent_strategies {
        let earned: i128 = support
            .iter()
            .zip(&numerators)
            .map(|(&s, &p)| i128::from(payoff(o, s)) * p)
            .sum();
        if earned > common {
            return Half::Invalid;
        }
        if earned == common {
            ties += 1;
        }
    }
    if ties > k {
        return Half::Degenerate;
    }
    let mut mix = vec![Rational::integer(0); own_strategies];
    for (&s, &p) in support.iter().zip(&numerators) {
        mix[s] = Rational::new(p, denominator);
    }
    Half::Mix(mix)
}

/// The subsets of `0..n` with `k` elements, as sorted index lists.
fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    (0u32..1 << n)
        .filter(|mask| mask.count_ones() as usize == k)
        .map(|mask| (0..n).filter(|&i| mask >> i & 1 == 1).collect())
        .collect()
}

/// Every Nash equilibrium of a nondegenerate game, or `Degenerate`.
///
/// # Constraints
/// At most 8 strategies per player, payoffs at most 50 in magnitude (the
/// bounds that keep `i128` exact).
///
/// # Complexity
/// O(Σ_k C(m, k) C(n, k) · k³): at most 12 870 support pairs for 8×8.
///
/// # Example
/// ```
/// use game_theory::testing::nash::{all_equilibria, Equilibria};
/// use game_theory::normal_form::bimatrix::Bimatrix;
/// // Matching pennies: one equilibrium, both players mix evenly.
/// let game = Bimatrix::new(2, 2, vec![1, -1, -1, 1], vec![-1, 1, 1, -1]);
/// let Equilibria::Found(all) = all_equilibria(&game) else { panic!() };
/// assert_eq!(all.len(), 1);
/// assert_eq!(all[0].0.iter().map(|p| p.to_string()).collect::<Vec<_>>(), ["1/2", "1/2"]);
/// ```
pub fn all_equilibria(game: &Bimatrix) -> Equilibria {
    let (m, n) = (game.rows(), game.cols());
    let largest = SUPPORT_ENUMERATION_MAX_PAYOFF;
    assert!(
        m <= SUPPORT_ENUMERATION_MAX_STRATEGIES && n <= SUPPORT_ENUMERATION_MAX_STRATEGIES,
        "too many strategies for exact i128 bounds"
    );
    assert!(
        (0..m).all(|i| (0..n).all(|j| {
            game.row_payoff(i, j).abs() <= largest && game.col_payoff(i, j).abs() <= largest
        })),
        "payoffs too large for exact i128 bounds"
    );
    let mut found = Vec::new();
    for k in 1..=m.min(n) {
        for rows in subsets(m, k) {
            for cols in subsets(n, k) {
                // y on cols, making the row player indifferent over rows.
                let y = solve_half(&cols, &rows, m, n, |i, j| game.row_payoff(i, j));
                // x on rows, making the column player indifferent over cols.
                let x = solve_half(&rows, &cols, n, m, |j, i| game.col_payoff(i, j));
                match (x, y) {
                    (Half::Degenerate, _) | (_, Half::Degenerate) => return Equilibria::Degenerate,
                    (Half::Mix(x), Half::Mix(y)) => found.push((x, y)),
                    _ => {}
                }
            }
        }
    }
    found.sort_unstable_by(|p, q| q.cmp(p));
    Equilibria::Found(found)
}

/// Whether `(x, y)` is a Nash equilibrium, checked exactly: both are
/// probability vectors, and every strategy either plays with positive
/// probability earns the most against the other's mix.
///
/// # Example
/// ```
/// use game_theory::testing::nash::is_equilibrium;
/// use game_theory::normal_form::bimatrix::Bimatrix;
/// use game_theory::testing::small_rational::Rational;
/// let game = Bimatrix::new(2, 2, vec![1, -1, -1, 1], vec![-1, 1, 1, -1]);
/// let half = vec![Rational::new(1, 2); 2];
/// assert!(is_equilibrium(&game, &half, &half));
/// let pure = vec![Rational::integer(1), Rational::integer(0)];
/// assert!(!is_equilibrium(&game, &pure, &pure));
/// ```
pub fn is_equilibrium(game: &Bimatrix, x: &[Rational], y: &[Rational]) -> bool {
    let is_distribution = |p: &[Rational]| {
        p.iter().all(|&v| v >= Rational::integer(0))
            && sum(p.iter().copied()) == Rational::integer(1)
    };
    if x.len() != game.rows()
        || y.len() != game.cols()
        || !is_distribution(x)
        || !is_distribution(y)
    {
        return false;
    }
    let row_earns: Vec<Rational> = (0..game.rows())
        .map(|i| sum((0..game.cols()).map(|j| scale(y[j], game.row_payoff(i, j)))))
        .collect();
    let col_earns: Vec<Rational> = (0..game.cols())
        .map(|j| sum((0..game.rows()).map(|i| scale(x[i], game.col_payoff(i, j)))))
        .collect();
    let row_best = *row_earns.iter().max().unwrap();
    let col_best = *col_earns.iter().max().unwrap();
    let zero = Rational::integer(0);
    (0..game.rows()).all(|i| x[i] == zero || row_earns[i] == row_best)
        && (0..game.cols()).all(|j| y[j] == zero || col_earns[j] == col_best)
}

/// [`is_equilibrium`] for profiles in [`crate::exact`] rationals, of any
/// size: both are probability vectors, and every strategy played with
/// positive probability earns the most against the other's mix.
pub fn is_exact_equilibrium(game: &Bimatrix, x: &[BigRational], y: &[BigRational]) -> bool {
    let zero = BigRational::from(0);
    let total = |p: &[BigRational]| p.iter().fold(zero.clone(), |s, v| s + v);
    let is_distribution =
        |p: &[BigRational]| p.iter().all(|v| *v >= zero) && total(p) == BigRational::from(1);
    if x.len() != game.rows()
        || y.len() != game.cols()
        || !is_distribution(x)
        || !is_distribution(y)
    {
        return false;
    }
    let earn = |p: &BigRational, payoff: i64| p * BigRational::from(payoff);
    let row_earns: Vec<BigRational> = (0..game.rows())
        .map(|i| (0..game.cols()).fold(zero.clone(), |s, j| s + earn(&y[j], game.row_payoff(i, j))))
        .collect();
    let col_earns: Vec<BigRational> = (0..game.cols())
        .map(|j| (0..game.rows()).fold(zero.clone(), |s, i| s + earn(&x[i], game.col_payoff(i, j))))
        .collect();
    let row_best = row_earns.iter().max().unwrap();
    let col_best = col_earns.iter().max().unwrap();
    (0..game.rows()).all(|i| x[i] == zero || row_earns[i] == *row_best)
        && (0..game.cols()).all(|j| y[j] == zero || col_earns[j] == *col_best)
}

/// `value` as a [`crate::exact`] rational.
pub fn to_exact(value: &Rational) -> BigRational {
    BigRational::new(
        BigInt::from(value.numerator()),
        BigInt::from(value.denominator()),
    )
}

fn scale(p: Rational, payoff: i64) -> Rational {
    Rational::new(p.numerator() * i128::from(payoff), p.denominator())
}

fn sum(values: impl Iterator<Item = Rational>) -> Rational {
    values.fold(Rational::integer(0), |acc, v| {
        Rational::new(
            acc.numerator() * v.denominator() + v.numerator() * acc.denominator(),
            acc.denominator() * v.denominator(),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    fn strings(p: &[Rational]) -> Vec<String> {
        p.iter().map(Rational::to_string).collect()
    }

    fn found(game: &Bimatrix) -> Vec<(Vec<String>, Vec<String>)> {
        match all_equilibria(game) {
            Equilibria::Found(all) => all.iter().map(|(x, y)| (strings(x), strings(y))).collect(),
            Equilibria::Degenerate => panic!("{game:?} reported degenerate"),
        }
    }

    fn s(values: &[&str]) -> Vec<String> {
        values.iter().map(|v| v.to_string()).collect()
    }

    #[test]
    fn classic_games() {
        // Prisoner's dilemma: both betray.
        let pd = Bimatrix::new(2, 2, vec![-1, -3, 0, -2], vec![-1, 0, -3, -2]);
        assert_eq!(found(&pd), [(s(&["0", "1"]), s(&["0", "1"]))]);
        // Matching pennies.
        let pennies = Bimatrix::new(2, 2, vec![1, -1, -1, 1], vec![-1, 1, 1, -1]);
        assert_eq!(found(&pennies), [(s(&["1/2", "1/2"]), s(&["1/2", "1/2"]))]);
        // Battle of the sexes (opera, football): two pure, one mixed.
        let sexes = Bimatrix::new(2, 2, vec![3, 0, 0, 2], vec![2, 0, 0, 3]);
        assert_eq!(
            found(&sexes),
            [
                (s(&["1", "0"]), s(&["1", "0"])),
                (s(&["3/5", "2/5"]), s(&["2/5", "3/5"])),
                (s(&["0", "1"]), s(&["0", "1"])),
            ]
        );
        // Rock-paper-scissors: the unique equilibrium mixes evenly.
        let rps_a = vec![0, -1, 1, 1, 0, -1, -1, 1, 0];
        let rps_b = rps_a.iter().map(|v| -v).collect();
        let rps = Bimatrix::new(3, 3, rps_a, rps_b);
        let third = s(&["1/3", "1/3", "1/3"]);
        assert_eq!(found(&rps), [(third.clone(), third)]);
    }

    #[test]
    fn a_singular_system_is_not_degeneracy() {
        let game = Bimatrix::new(2, 2, vec![1, 1, 2, 2], vec![1, 0, 0, 1]);
        assert_eq!(found(&game), [(s(&["0", "1"]), s(&["0", "1"]))]);
    }

    #[test]
    fn degenerate_games_are_reported() {
        // A tie in a column: the pure column strategy has two best responses.
        let ties = Bimatrix::new(2, 2, vec![1, 0, 1, 2], vec![3, 1, 0, 2]);
        assert_eq!(all_equilibria(&ties), Equilibria::Degenerate);
        let zeros = Bimatrix::new(3, 3, vec![0; 9], vec![0; 9]);
        assert_eq!(all_equilibria(&zeros), Equilibria::Degenerate);
        // No pure ties, but the mix (1/2, 1/2) of the columns gives all
        // three rows the same payoff: a support of 2 with 3 best responses.
        let mixed = Bimatrix::new(3, 2, vec![2, 0, 0, 2, 1, 1], vec![1, 0, 0, 1, 3, 2]);
        assert_eq!(all_equilibria(&mixed), Equilibria::Degenerate);
    }

    /// The 2×2 case from first principles: degenerate exactly when a pure
    /// strategy has two best responses; otherwise the equilibria are the
    /// pure ones plus the interior solution of the indifference equations.
    #[test]
    fn every_2x2_game_with_small_payoffs_matches_first_principles() {
        for code in 0..3u32.pow(8) {
            let digits: Vec<i64> = (0..8).map(|i| (code / 3u32.pow(i) % 3) as i64).collect();
            let (a, b) = (digits[..4].to_vec(), digits[4..].to_vec());
            let game = Bimatrix::new(2, 2, a.clone(), b.clone());
            let degenerate = a[0] == a[2] || a[1] == a[3] || b[0] == b[1] || b[2] == b[3];
            let result = all_equilibria(&game);
            if degenerate {
                assert_eq!(result, Equilibria::Degenerate, "{game:?}");
                continue;
            }
            let Equilibria::Found(all) = result else {
                panic!("{game:?}")
            };
            let one = Rational::integer(1);
            let zero = Rational::integer(0);
            let pure = |i: usize| {
                if i == 0 {
                    vec![one, zero]
                } else {
                    vec![zero, one]
                }
            };
            let mut expected: Vec<Profile> = game
                .pure_nash()
                .iter()
                .map(|&(i, j)| (pure(i), pure(j)))
                .collect();
            // y makes rows indifferent, x makes columns indifferent.
            let (dy, dx) = (a[0] - a[1] - a[2] + a[3], b[0] - b[1] - b[2] + b[3]);
            if dy != 0 && dx != 0 {
                let y0 = Rational::new(i128::from(a[3] - a[1]), i128::from(dy));
                let x0 = Rational::new(i128::from(b[3] - b[2]), i128::from(dx));
                if zero < y0 && y0 < one && zero < x0 && x0 < one {
                    let rest = |p: Rational| {
                        Rational::new(p.denominator() - p.numerator(), p.denominator())
                    };
                    expected.push((vec![x0, rest(x0)], vec![y0, rest(y0)]));
                }
            }
            expected.sort_unstable_by(|p, q| q.cmp(p));
            assert_eq!(all, expected, "{game:?}");
        }
    }

    #[test]
    fn random_nondegenerate_games_have_an_odd_number_of_verified_equilibria() {
        let mut rng = TestRng::new(5);
        let mut next = || rng.in_range(-50, 50);
        let mut games = 0;
        for (m, n) in [(2, 3), (3, 3), (3, 4), (4, 4), (5, 5), (6, 4), (8, 8)] {
            let rounds = if m * n >= 36 { 5 } else { 60 };
            for _ in 0..rounds {
                let a = (0..m * n).map(|_| next()).collect();
                let b = (0..m * n).map(|_| next()).collect();
                let game = Bimatrix::new(m, n, a, b);
                let Equilibria::Found(all) = all_equilibria(&game) else {
                    continue;
                };
                games += 1;
                assert_eq!(all.len() % 2, 1, "{game:?}");
                for (x, y) in &all {
                    assert!(is_equilibrium(&game, x, y), "{game:?}");
                }
                let mut distinct = all.clone();
                distinct.dedup();
                assert_eq!(distinct.len(), all.len());
            }
        }
        assert!(games > 200, "only {games} nondegenerate games");
    }

    #[test]
    fn extreme_payoffs_stay_exact() {
        // 8×8 games with every payoff between 40 and 50 in magnitude: the
        // largest values the bounds allow, on the largest games. Each column
        // of A and each row of B has distinct values, so no pure strategy
        // has two best responses.
        let mut rng = TestRng::new(9);
        let mut distinct_eight = || {
            let mut pool: Vec<i64> = (40..=50).chain(-50..=-40).collect();
            (0..8)
                .map(|_| pool.swap_remove(rng.below(pool.len() as u64) as usize))
                .collect::<Vec<i64>>()
        };
        let mut checked = 0;
        for _ in 0..10 {
            let columns: Vec<Vec<i64>> = (0..8).map(|_| distinct_eight()).collect();
            let a = (0..64).map(|t| columns[t % 8][t / 8]).collect();
            let b = (0..8).flat_map(|_| distinct_eight()).collect();
            let game = Bimatrix::new(8, 8, a, b);
            if let Equilibria::Found(all) = all_equilibria(&game) {
                assert_eq!(all.len() % 2, 1);
                for (x, y) in &all {
                    assert!(is_equilibrium(&game, x, y));
                }
                checked += 1;
            }
        }
        assert!(checked >= 5, "only {checked} nondegenerate games");
    }
}
