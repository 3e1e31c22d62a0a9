//! The exact LP engine and the matrix-game solver against the plain
//! methods of `game_theory::testing::lp_plain`: vertex enumeration for
//! LPs (every small LP, then random ones with infeasible and unbounded
//! among them), support enumeration for games (random games up to 8×8,
//! small entries so that degenerate games are common, and the edge cases),
//! and the `zero-sum` binary's answers checked by their certificate.

use game_theory::exact::rational::Rational;
use game_theory::judge::run_on_bytes;
use game_theory::lp::{maximize, maximize_by_pivoting, Solution};
use game_theory::normal_form::zero_sum::{is_optimal, solve_matrix_game, MatrixGameSolution};
use game_theory::testing::lp_plain::{
    game_value_by_supports, is_game_solution, is_lp_certificate, lp_by_vertices, PlainOutcome,
};
use game_theory::testing::rng::TestRng;

#[allow(dead_code)]
#[path = "../src/bin/zero-sum.rs"]
mod zero_sum_bin;

/// Both engines agree with vertex enumeration; optima are certified.
fn check_lp(a: &[Vec<i64>], b: &[i64], c: &[i64]) {
    let expected = lp_by_vertices(a, b, c);
    for (name, outcome) in [
        ("maximize", maximize(a, b, c)),
        ("pivoting", maximize_by_pivoting(a, b, c)),
    ] {
        match (&expected, &outcome) {
            (PlainOutcome::Optimal(value), Solution::Optimal(optimum)) => {
                assert_eq!(
                    *value, optimum.value,
                    "{name}: A = {a:?}, b = {b:?}, c = {c:?}"
                );
                assert!(
                    is_lp_certificate(a, b, c, optimum),
                    "{name}: A = {a:?}, b = {b:?}, c = {c:?}: {optimum:?}"
                );
            }
            (PlainOutcome::Infeasible, Solution::Infeasible)
            | (PlainOutcome::Unbounded, Solution::Unbounded) => {}
            _ => panic!(
                "{name}: A = {a:?}, b = {b:?}, c = {c:?}: expected {expected:?}, got {outcome:?}"
            ),
        }
    }
}

/// Every LP with the given shape and all data in `low..=high`.
fn every_lp(m: usize, n: usize, low: i64, high: i64) -> usize {
    let cells = m * n + m + n;
    let base = (high - low + 1) as u64;
    let mut count = 0;
    for code in 0..base.pow(cells as u32) {
        let mut digits = (0..cells).scan(code, |rest, _| {
            let d = (*rest % base) as i64 + low;
            *rest /= base;
            Some(d)
        });
        let a: Vec<Vec<i64>> = (0..m)
            .map(|_| (0..n).map(|_| digits.next().unwrap()).collect())
            .collect();
        let b: Vec<i64> = (0..m).map(|_| digits.next().unwrap()).collect();
        let c: Vec<i64> = (0..n).map(|_| digits.next().unwrap()).collect();
        check_lp(&a, &b, &c);
        count += 1;
    }
    count
}

#[test]
fn every_small_lp_matches_vertex_enumeration() {
    assert_eq!(every_lp(1, 1, -2, 2), 125);
    assert_eq!(every_lp(1, 2, -1, 1), 243);
    assert_eq!(every_lp(2, 1, -1, 1), 243);
    assert_eq!(every_lp(2, 2, -1, 1), 6561);
}

#[test]
fn random_lps_match_vertex_enumeration() {
    let mut rng = TestRng::new(30);
    let mut seen = [0usize; 3];
    for round in 0..300 {
        let (m, n) = (1 + rng.below(5) as usize, 1 + rng.below(4) as usize);
        let bound = [2, 5, 100][round % 3];
        let a = rng.matrix(m, n, -bound, bound);
        // Mostly nonnegative b (feasible), sometimes negative (phase 1).
        let b: Vec<i64> = (0..m).map(|_| rng.in_range(-bound / 2, bound)).collect();
        let c: Vec<i64> = (0..n).map(|_| rng.in_range(-bound, bound)).collect();
        check_lp(&a, &b, &c);
        seen[match lp_by_vertices(&a, &b, &c) {
            PlainOutcome::Optimal(_) => 0,
            PlainOutcome::Infeasible => 1,
            PlainOutcome::Unbounded => 2,
        }] += 1;
    }
    assert!(
        seen.iter().all(|&count| count >= 30),
        "outcomes seen: {seen:?}"
    );
}

#[test]
fn lps_without_constraints_or_variables() {
    assert_eq!(maximize(&[], &[], &[1]), Solution::Unbounded);
    let Solution::Optimal(optimum) = maximize(&[], &[], &[-1, 0]) else {
        panic!()
    };
    assert_eq!(optimum.value, Rational::from(0));
    let Solution::Optimal(optimum) = maximize(&[vec![], vec![]], &[0, 3], &[]) else {
        panic!()
    };
    assert_eq!(
        (optimum.value, optimum.y),
        (Rational::from(0), vec![Rational::from(0); 2])
    );
    assert_eq!(maximize(&[vec![]], &[-1], &[]), Solution::Infeasible);
    assert_eq!(
        maximize_by_pivoting(&[vec![]], &[-1], &[]),
        Solution::Infeasible
    );
}

/// The solver's answer is certified by the plain definition, and its value
/// is the one support enumeration finds.
fn check_game(payoffs: &[Vec<i64>]) -> MatrixGameSolution {
    let solution = solve_matrix_game(payoffs);
    assert!(
        is_game_solution(
            payoffs,
            &solution.value,
            &solution.row_strategy,
            &solution.column_strategy
        ),
        "{payoffs:?}: {solution:?}"
    );
    assert!(is_optimal(payoffs, &solution));
    assert_eq!(
        solution.value,
        game_value_by_supports(payoffs),
        "{payoffs:?}"
    );
    solution
}

#[test]
fn every_2x2_game_with_entries_in_minus_1_to_1() {
    for code in 0..81 {
        let e = |k: u32| (code / 3i64.pow(k)) % 3 - 1;
        check_game(&[vec![e(0), e(1)], vec![e(2), e(3)]]);
    }
}

#[test]
fn random_games_up_to_8x8_match_support_enumeration() {
    let mut rng = TestRng::new(7);
    for round in 0..160 {
        let (m, n) = (1 + rng.below(6) as usize, 1 + rng.below(6) as usize);
        let bound = [1, 2, 10, 1000][round % 4];
        check_game(&rng.matrix(m, n, -bound, bound));
    }
    for bound in [1, 3, 1000] {
        check_game(&rng.matrix(8, 8, -bound, bound));
        check_game(&rng.matrix(7, 8, -bound, bound));
    }
}

#[test]
fn edge_games() {
    let one = check_game(&[vec![-7]]);
    assert_eq!(one.value, Rational::from(-7));
    // One row: the column player picks the least entry.
    let row = check_game(&[vec![4, -2, 9, -2]]);
    assert_eq!(row.value, Rational::from(-2));
    // One column: the row player picks the largest.
    let column = check_game(&[vec![4], vec![1000], vec![-1000]]);
    assert_eq!(
        (column.value, column.row_strategy[1].clone()),
        (Rational::from(1000), Rational::from(1))
    );
    // All equal: every pair is optimal.
    assert_eq!(check_game(&vec![vec![5; 4]; 3]).value, Rational::from(5));
    // A saddle point at (2, 1).
    assert_eq!(
        check_game(&[vec![1, 5], vec![3, 4], vec![0, 6]]).value,
        Rational::from(3)
    );
    // Row 3 is dominated by row 1; the rest is matching pennies.
    let dominated = check_game(&[vec![1, -1], vec![-1, 1], vec![0, -2]]);
    assert_eq!(dominated.row_strategy[2], Rational::from(0));
    // Rock, paper, scissors, and with entries at ±1000.
    let rps = [vec![0, -1, 1], vec![1, 0, -1], vec![-1, 1, 0]];
    let third = "1/3".parse::<Rational>().unwrap();
    assert_eq!(check_game(&rps).row_strategy, vec![third.clone(); 3]);
    let big: Vec<Vec<i64>> = rps
        .iter()
        .map(|r| r.iter().map(|v| v * 1000).collect())
        .collect();
    assert_eq!(check_game(&big).column_strategy, vec![third; 3]);
    // Degenerate: duplicated rows and columns, many optimal strategies.
    check_game(&[vec![1, 1, -1], vec![1, 1, -1], vec![-1, -1, 1]]);
    check_game(&[vec![0, 0, 0], vec![0, 1, -1], vec![0, -1, 1]]);
}

#[test]
fn larger_games_agree_with_the_exact_simplex() {
    // The fast path (float basis, modular solve, certificate) and the
    // exact simplex alone give the same exact value on 30×30 games.
    let mut rng = TestRng::new(2024);
    for bound in [1000, 2] {
        let payoffs = rng.matrix(30, 30, -bound, bound);
        let shift = 1 - payoffs.iter().flatten().min().unwrap();
        let shifted: Vec<Vec<i64>> = payoffs
            .iter()
            .map(|r| r.iter().map(|v| v + shift).collect())
            .collect();
        let (ones_m, ones_n) = (vec![1; 30], vec![1; 30]);
        let (Solution::Optimal(fast), Solution::Optimal(plain)) = (
            maximize(&shifted, &ones_m, &ones_n),
            maximize_by_pivoting(&shifted, &ones_m, &ones_n),
        ) else {
            panic!("the game's LP has an optimum")
        };
        assert_eq!(fast.value, plain.value);
        assert!(is_lp_certificate(&shifted, &ones_m, &ones_n, &fast));
        let solution = solve_matrix_game(&payoffs);
        assert!(is_game_solution(
            &payoffs,
            &solution.value,
            &solution.row_strategy,
            &solution.column_strategy
        ));
    }
}

#[test]
fn wrong_answers_fail_the_certificate() {
    let payoffs = [vec![3, -1, 2], vec![-2, 4, 1]];
    let right = solve_matrix_game(&payoffs);
    let r = |s: &str| s.parse::<Rational>().unwrap();
    let mut wrong = right.clone();
    wrong.value = r("101/100");
    assert!(!is_optimal(&payoffs, &wrong));
    let mut wrong = right.clone();
    wrong.row_strategy = vec![r("1/2"), r("1/2")];
    assert!(!is_optimal(&payoffs, &wrong));
    let mut wrong = right.clone();
    wrong.column_strategy = vec![r("1/2"), r("1/2"), r("1/2")];
    assert!(!is_optimal(&payoffs, &wrong));
    let mut wrong = right;
    wrong.column_strategy = vec![r("3/2"), r("-1/2"), r("0")];
    assert!(!is_optimal(&payoffs, &wrong));
}

/// Parses the binary's output and checks each test's certificate.
fn check_binary(input: &str) {
    let (output, result) = run_on_bytes(zero_sum_bin::solve, input.as_bytes());
    result.unwrap();
    let output = String::from_utf8(output).unwrap();
    let mut lines = output.lines();
    let mut tokens = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().unwrap());
    let tests = tokens.next().unwrap();
    for _ in 0..tests {
        let (m, n) = (
            tokens.next().unwrap() as usize,
            tokens.next().unwrap() as usize,
        );
        let payoffs: Vec<Vec<i64>> = (0..m).map(|_| tokens.by_ref().take(n).collect()).collect();
        let mut line = || -> Vec<Rational> {
            lines
                .next()
                .unwrap()
                .split(' ')
                .map(|t| t.parse().unwrap())
                .collect()
        };
        let (value, p, q) = (line().remove(0), line(), line());
        assert!(is_game_solution(&payoffs, &value, &p, &q), "{payoffs:?}");
        assert_eq!(value, game_value_by_supports(&payoffs));
    }
    assert_eq!(lines.next(), None);
}

#[test]
fn the_binary_prints_certified_answers() {
    for name in ["sample-1", "edge-1", "edge-2"] {
        let path = format!(
            "{}/testcases/zero-sum/{name}.in",
            env!("CARGO_MANIFEST_DIR")
        );
        check_binary(&std::fs::read_to_string(path).unwrap());
    }
}
