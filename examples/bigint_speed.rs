//! Times `exact::BigInt` at the sizes exact pivoting and dyadic game values
//! need, for `scripts/bench --bigint`: a 1000 × 1000-digit product, a
//! 2000 / 1000-digit division, printing a 200,000-bit number, parsing a
//! 60,000-digit number, and a Bareiss (fraction-free) determinant of a
//! random 60 × 60 matrix with entries in -1000..1000, and a gcd of two
//! 1300-digit numbers with a 301-digit common factor. Each time is the best
//! of five batches, per operation.
//!
//! When `python3` is on the PATH, the same operations on the same operands
//! (sent on its stdin) are timed with Python's `int`, whose results must
//! equal ours: the run doubles as a cross-check of every result.
//!
//! `cargo run --release --example bigint_speed` (or `scripts/bench --bigint`)
//!
//! Figures on 2026-11-26 (2 cores shared with other builds, load 8-9, so
//! best of six runs; Python 3.11.7):
//!
//! | operation | BigInt | Python int | Python / ours |
//! |---|---:|---:|---:|
//! | 1000 × 1000-digit product | 1.8 µs | 18 µs | 10 |
//! | 2000 / 1000-digit quotient | 7.4 µs | 38 µs | 5.1 |
//! | print a 200,000-bit number | 17.5 ms | 113 ms | 6.4 |
//! | parse a 60,000-digit number | 3.2 ms | 40 ms | 12.6 |
//! | Bareiss 60 × 60 determinant (207 digits) | 17.6 ms | 70 ms | 4.0 |
//! | gcd of two 1300-digit numbers | 55 µs | 56 µs | 1.0 |
//!
//! An earlier run on a quieter machine gave 1.7 µs, 4.3 µs, 8.4 ms,
//! 2.0 ms and 9.1 ms for the first five rows.

use game_theory::exact::BigInt;
use std::hint::black_box;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Seconds per call of `operation`: the best of five batches of `reps`.
fn seconds_per_call<R>(reps: u32, mut operation: impl FnMut() -> R) -> f64 {
    let mut best = Duration::MAX;
    for _ in 0..5 {
        let start = Instant::now();
        for _ in 0..reps {
            black_box(operation());
        }
        best = best.min(start.elapsed());
    }
    best.as_secs_f64() / f64::from(reps)
}

/// xorshift64: a fixed sequence, so every run times the same operands.
struct Xorshift(u64);

impl Xorshift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn digits(&mut self, count: usize) -> String {
        let mut text: String = (0..count)
            .map(|_| char::from(b'0' + (self.next() % 10) as u8))
            .collect();
        text.replace_range(0..1, "7"); // exactly `count` digits
        text
    }
}

/// The determinant by Bareiss elimination: every entry after step k is a
/// (k+1)-minor, and the division by the previous pivot is exact.
fn bareiss_determinant(mut m: Vec<Vec<BigInt>>) -> BigInt {
    let n = m.len();
    let mut previous = BigInt::from(1);
    let mut negate = false;
    for k in 0..n {
        let Some(pivot_row) = (k..n).find(|&i| !m[i][k].is_zero()) else {
            return BigInt::zero();
        };
        if pivot_row != k {
            m.swap(pivot_row, k);
            negate = !negate;
        }
        let (top, rest) = m.split_at_mut(k + 1);
        let pivot_row = &top[k];
        for row in rest.iter_mut() {
            for j in k + 1..n {
                let t = &row[j] * &pivot_row[k] - &row[k] * &pivot_row[j];
                row[j] = t.div_exact(&previous);
            }
        }
        previous = m[k][k].clone();
    }
    if negate {
        -previous
    } else {
        previous
    }
}

const PYTHON: &str = r#"
import sys, time
sys.set_int_max_str_digits(0)
lines = sys.stdin.read().split("\n")
a, b, n, d = (int(x) for x in lines[0:4])
big = int(lines[4], 16)
text = lines[5]
size = int(lines[6])
matrix = [[int(v) for v in lines[7 + i].split()] for i in range(size)]

def per_call(reps, f):
    best = None
    for _ in range(5):
        t = time.perf_counter()
        for _ in range(reps):
            f()
        e = time.perf_counter() - t
        best = e if best is None else min(best, e)
    return best / reps

def bareiss(m):
    m = [row[:] for row in m]
    n = len(m); prev = 1; sign = 1
    for k in range(n):
        p = next((i for i in range(k, n) if m[i][k] != 0), None)
        if p is None:
            return 0
        if p != k:
            m[p], m[k] = m[k], m[p]; sign = -sign
        pk = m[k]
        for row in m[k + 1:]:
            rk = row[k]
            for j in range(k + 1, n):
                row[j] = (row[j] * pk[k] - rk * pk[j]) // prev
        prev = pk[k]
    return sign * prev

print(per_call(2000, lambda: a * b), a * b)
print(per_call(2000, lambda: n // d), n // d)
print(per_call(3, lambda: str(big)), str(big)[-30:], len(str(big)))
print(per_call(3, lambda: int(text)), int(text) % (10**40 + 121))
print(per_call(1, lambda: bareiss(matrix)), bareiss(matrix))
from math import gcd
g = 10**300 + 7
print(per_call(200, lambda: gcd(a * g, b * g)), gcd(a * g, b * g))
"#;

fn main() {
    let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
    let a: BigInt = rng.digits(1000).parse().unwrap();
    let b: BigInt = rng.digits(1000).parse().unwrap();
    let n: BigInt = rng.digits(2000).parse().unwrap();
    let d: BigInt = rng.digits(1000).parse().unwrap();
    let limbs: Vec<u64> = (0..3125).map(|_| rng.next()).collect();
    let big = limbs.iter().rev().fold(BigInt::zero(), |acc, &limb| {
        (acc << 64) + BigInt::from(limb)
    });
    let hex: String = limbs
        .iter()
        .rev()
        .map(|limb| format!("{limb:016x}"))
        .collect();
    let text = rng.digits(60_000);
    let g = BigInt::from(10).pow(300) + BigInt::from(7);
    let size = 60;
    let matrix: Vec<Vec<i64>> = (0..size)
        .map(|_| {
            (0..size)
                .map(|_| (rng.next() % 1999) as i64 - 999)
                .collect()
        })
        .collect();
    let big_matrix: Vec<Vec<BigInt>> = matrix
        .iter()
        .map(|row| row.iter().map(|&v| BigInt::from(v)).collect())
        .collect();

    let ours = [
        seconds_per_call(2000, || &a * &b),
        seconds_per_call(2000, || &n / &d),
        seconds_per_call(3, || big.to_string()),
        seconds_per_call(3, || text.parse::<BigInt>().unwrap()),
        seconds_per_call(1, || bareiss_determinant(big_matrix.clone())),
        seconds_per_call(200, || (&a * &g).gcd(&(&b * &g))),
    ];
    let determinant = bareiss_determinant(big_matrix.clone());
    let printed = big.to_string();
    let modulus: BigInt = format!("1{}121", "0".repeat(37)).parse().unwrap();
    // Our results, in the form the Python script prints them.
    let results = [
        (&a * &b).to_string(),
        (n.div_floor(&d)).to_string(),
        format!("{} {}", &printed[printed.len() - 30..], printed.len()),
        text.parse::<BigInt>()
            .unwrap()
            .rem_euclid(&modulus)
            .to_string(),
        determinant.to_string(),
        (&a * &g).gcd(&(&b * &g)).to_string(),
    ];
    let python = run_python(&[
        a.to_string(),
        b.to_string(),
        n.to_string(),
        d.to_string(),
        hex,
        text.clone(),
        size.to_string(),
        matrix
            .iter()
            .map(|row| {
                row.iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<Vec<_>>()
            .join("\n"),
    ]);
    let names = [
        "1000 x 1000-digit product",
        "2000 / 1000-digit quotient",
        "print a 200,000-bit number",
        "parse a 60,000-digit number",
        "Bareiss 60 x 60 determinant",
        "gcd of two 1300-digit numbers",
    ];
    println!(
        "determinant of the 60 x 60 matrix: {} digits",
        determinant.abs().to_string().len()
    );
    println!(
        "{:<30} {:>12} {:>12} {:>8}",
        "operation", "BigInt", "Python int", "ratio"
    );
    for (i, name) in names.iter().enumerate() {
        match &python {
            Some(lines) => {
                let (seconds, result) = lines[i].split_once(' ').expect("python output");
                let seconds: f64 = seconds.parse().expect("python time");
                assert_eq!(result, results[i], "{name}: Python's result differs");
                println!(
                    "{:<30} {:>12} {:>12} {:>7.1}x",
                    name,
                    show(ours[i]),
                    show(seconds),
                    seconds / ours[i]
                );
            }
            None => println!("{:<30} {:>12}", name, show(ours[i])),
        }
    }
    if python.is_some() {
        println!("(ratio: Python's time over ours; every result equal to Python's)");
    }
}

fn show(seconds: f64) -> String {
    if seconds < 1e-3 {
        format!("{:.1} us", seconds * 1e6)
    } else {
        format!("{:.2} ms", seconds * 1e3)
    }
}

/// Python's timings and results, one line per operation, or `None`
/// without a working `python3`.
fn run_python(input: &[String]) -> Option<Vec<String>> {
    let mut child = Command::new("python3")
        .args(["-c", PYTHON])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .ok()?;
    child
        .stdin
        .take()?
        .write_all(input.join("\n").as_bytes())
        .ok()?;
    let output = child.wait_with_output().ok()?;
    if !output.status.success() {
        return None;
    }
    Some(
        String::from_utf8(output.stdout)
            .ok()?
            .lines()
            .map(String::from)
            .collect(),
    )
}
