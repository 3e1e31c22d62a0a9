//! `blue-red-hackenbush` at its largest values: paths of 2·10^5 edges,
//! whose printed numerators and denominators run to 60,206 digits, checked
//! by facts derived apart from the solver (powers of two computed here,
//! the sign-expansion closed form). Small forests are checked against a
//! search of the game in the library's tests; samples and hand-worked edge
//! cases are in testcases/.

#[allow(dead_code)]
#[path = "../src/bin/blue-red-hackenbush.rs"]
mod solver;

use game_theory::exact::BigInt;
use game_theory::judge::run_on_bytes;

/// The input of one test: a stalk with these colours from the ground up,
/// numbered from the top down (so every edge's parent has a larger number).
fn stalk_from_the_top(colours: &str) -> String {
    let n = colours.len();
    let mut input = format!("{n}\n");
    for (i, c) in colours.chars().enumerate() {
        let (lower, upper) = (if i == 0 { 0 } else { n + 1 - i }, n - i);
        input += &format!("{lower} {upper} {c}\n");
    }
    input
}

fn run(input: &str) -> String {
    let (out, result) = run_on_bytes(solver::solve, input.as_bytes());
    result.unwrap();
    String::from_utf8(out).unwrap()
}

/// `(a · b) mod m` without overflow.
fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(m)) as u64
}

/// One blue edge under 199,999 red ones: `1/2^199999`, the largest
/// denominator the limits allow. Its decimal digits are checked by their
/// number, the last 18 (2^e mod 10^18) and the first 9 (from e·log10 2).
#[test]
fn the_largest_denominator_is_printed_in_full() {
    let e = 199_999u32;
    let colours = format!("B{}", "R".repeat(e as usize));
    let output = run(&format!("1\n{}", stalk_from_the_top(&colours)));
    let line = output.trim_end();
    let denominator = (line
        .strip_prefix("1/")
        .and_then(|rest| rest.strip_suffix(" Left")))
    .unwrap_or_else(|| panic!("not 1/2^e Left: {}...", &line[..40.min(line.len())]));
    let log = f64::from(e) * std::f64::consts::LOG10_2;
    assert_eq!(denominator.len(), log.floor() as usize + 1);
    let modulus = 10u64.pow(18);
    let last = (0..e).fold(1, |x, _| mul_mod(x, 2, modulus));
    assert_eq!(denominator[denominator.len() - 18..], format!("{last:018}"));
    let leading = 10f64.powf(log.fract() + 8.0).floor() as u64;
    assert_eq!(denominator[..9], leading.to_string());
}

/// `B R B R …` (k edges, k even) has sign expansion `+-+-…`: the value
/// `2/3 - (1/3)/2^(k-1)`, so numerator `N` and denominator `D = 2^(k-1)`
/// satisfy `3N = 2D - 1`.
#[test]
fn an_alternating_path_of_the_largest_size_follows_its_sign_expansion() {
    let k = 200_000;
    let colours: String = (0..k).map(|i| if i % 2 == 0 { 'B' } else { 'R' }).collect();
    let output = run(&format!("1\n{}", stalk_from_the_top(&colours)));
    let (value, winner) = output.trim_end().split_once(' ').unwrap();
    assert_eq!(winner, "Left");
    let (n, d) = value.split_once('/').unwrap();
    let (n, d): (BigInt, BigInt) = (n.parse().unwrap(), d.parse().unwrap());
    assert_eq!(d, BigInt::from(1) << (k - 1));
    assert_eq!(
        BigInt::from(3) * &n,
        BigInt::from(2) * &d - &BigInt::from(1)
    );
}

/// The sum of `n` over the tests may reach 2·10^5 and no more.
#[test]
fn the_sum_of_n_is_limited_to_2e5() {
    let half = stalk_from_the_top(&"B".repeat(100_000));
    assert_eq!(
        run(&format!("2\n{half}{half}")),
        "100000 Left\n100000 Left\n"
    );
    let input = format!("3\n{half}{half}1\n0 1 R\n");
    let (_, result) = run_on_bytes(solver::solve, input.as_bytes());
    assert_eq!(
        result.unwrap_err().message(),
        "test 3: sum of n exceeds 2·10^5"
    );
}
