//! The exact solution of one basis system by working modulo primes.
//!
//! For a square integer matrix `M` and integer vectors `b`, `c`, the
//! integers `D = det M`, `X = D · M⁻¹ b` and `Y = D · M⁻ᵀ c` (Cramer's
//! numerators) are found modulo primes just below 2^62 (one LU
//! factorisation per prime, O(k³) word operations, Montgomery products),
//! joined by the Chinese remainder theorem into the symmetric range. The
//! primes stop when every value has stopped changing from one prime to the
//! next (early termination) or when their product passes twice Hadamard's
//! bound on every such minor; either way the caller checks the candidate
//! exactly, so no bound has to be trusted.

use crate::exact::BigInt;
use crate::number_theory::primes::{is_prime, Montgomery};

/// `D`, `X` and `Y` as integers (`D` may be negative).
pub(crate) struct Cramer {
    pub(crate) det: BigInt,
    pub(crate) x: Vec<BigInt>,
    pub(crate) y: Vec<BigInt>,
}

/// What the caller's exact check says of a candidate.
pub(crate) enum Verdict<T> {
    /// The candidate solves the system, and the result.
    Accept(T),
    /// The candidate does not solve the system: more primes are needed.
    NotSolved,
    /// It solves the system but is of no use: stop.
    Reject,
}

/// Arithmetic modulo one prime `p < 2^62`, values in Montgomery form.
struct Field {
    p: u64,
    montgomery: Montgomery,
}

impl Field {
    fn new(p: u64) -> Self {
        Field {
            p,
            montgomery: Montgomery::new(p),
        }
    }

    fn from_i64(&self, v: i64) -> u64 {
        let r = v.rem_euclid(self.p as i64) as u64;
        self.montgomery.to_form(r)
    }

    /// Out of Montgomery form.
    fn to_u64(&self, a: u64) -> u64 {
        self.montgomery.multiply(a, 1)
    }

    fn mul(&self, a: u64, b: u64) -> u64 {
        self.montgomery.multiply(a, b)
    }

    fn sub(&self, a: u64, b: u64) -> u64 {
        if a >= b {
            a - b
        } else {
            a + self.p - b
        }
    }

    fn inverse(&self, a: u64) -> u64 {
        // Fermat: a^(p − 2).
        let mut exponent = self.p - 2;
        let mut result = self.montgomery.to_form(1);
        let mut base = a;
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = self.mul(result, base);
            }
            base = self.mul(base, base);
            exponent >>= 1;
        }
        result
    }
}

/// `(D, X, Y)` modulo `field.p` (plain residues), or `None` when
/// `p | det M`.
fn solve_modulo(field: &Field, m: &[Vec<i64>], b: &[i64], c: &[i64]) -> Option<Vec<u64>> {
    let k = b.len();
    let mut lu: Vec<u64> = m.iter().flatten().map(|&v| field.from_i64(v)).collect();
    let mut order: Vec<usize> = (0..k).collect();
    let mut det = field.montgomery.to_form(1);
    for col in 0..k {
        let r = (col..k).find(|&r| lu[r * k + col] != 0)?;
        if r != col {
            for j in 0..k {
                lu.swap(r * k + j, col * k + j);
            }
            order.swap(r, col);
            det = field.sub(0, det);
        }
        let pivot = lu[col * k + col];
        det = field.mul(det, pivot);
        let inverse = field.inverse(pivot);
        let (upper, lower) = lu.split_at_mut((col + 1) * k);
        let pivot_row = &upper[col * k..];
        for row in lower.chunks_exact_mut(k) {
            if row[col] == 0 {
                continue;
            }
            let factor = field.mul(row[col], inverse);
            row[col] = factor;
            for j in col + 1..k {
                row[j] = field.sub(row[j], field.mul(factor, pivot_row[j]));
            }
        }
    }
    // M[order] = L U. X: L U x = b[order].
    let mut x: Vec<u64> = order.iter().map(|&i| field.from_i64(b[i])).collect();
    for i in 0..k {
        for j in 0..i {
            x[i] = field.sub(x[i], field.mul(lu[i * k + j], x[j]));
        }
    }
    for i in (0..k).rev() {
        for j in i + 1..k {
            x[i] = field.sub(x[i], field.mul(lu[i * k + j], x[j]));
        }
        x[i] = field.mul(x[i], field.inverse(lu[i * k + i]));
    }
    // Y: Mᵀ = Uᵀ Lᵀ P, so Uᵀ w = c, Lᵀ v = w, y[order[i]] = v[i].
    let mut w: Vec<u64> = c.iter().map(|&v| field.from_i64(v)).collect();
    for i in 0..k {
        for j in 0..i {
            w[i] = field.sub(w[i], field.mul(lu[j * k + i], w[j]));
        }
        w[i] = field.mul(w[i], field.inverse(lu[i * k + i]));
    }
    for i in (0..k).rev() {
        for j in i + 1..k {
            w[i] = field.sub(w[i], field.mul(lu[j * k + i], w[j]));
        }
    }
    let mut y = vec![0; k];
    for (i, &v) in order.iter().zip(&w) {
        y[*i] = v;
    }
    let mut out = Vec::with_capacity(2 * k + 1);
    out.push(field.to_u64(det));
    out.extend(x.iter().chain(&y).map(|&v| field.to_u64(field.mul(v, det))));
    Some(out)
}

/// Bits of Hadamard's bound on every minor of `[M | b]` and of
/// `[Mᵀ | c]` with one column dropped: D, every X_j and every Y_i.
fn hadamard_bits(m: &[Vec<i64>], b: &[i64], c: &[i64]) -> f64 {
    let square = |v: i64| (v as f64) * (v as f64);
    let rows: f64 = m
        .iter()
        .zip(b)
        .map(|(row, &rhs)| 0.5 * (row.iter().map(|&v| square(v)).sum::<f64>() + square(rhs)).log2())
        .sum();
    let columns: f64 = (0..b.len())
        .map(|j| 0.5 * (m.iter().map(|row| square(row[j])).sum::<f64>() + square(c[j])).log2())
        .sum();
    rows.max(columns).max(0.0)
}

/// Integers of the symmetric range `(−P/2, P/2]`, built one prime at a
/// time by Garner's step `v += P · ((r − v) / P mod p)`.
struct Remainders {
    values: Vec<BigInt>,
    modulus: BigInt,
}

impl Remainders {
    /// Adds residues modulo `p`; true when no value moved.
    fn add(&mut self, p: u64, residues: &[u64]) -> bool {
        if self.values.is_empty() {
            self.values = residues.iter().map(|&r| BigInt::from(r)).collect();
            self.modulus = BigInt::from(p);
            return false;
        }
        let big_p = BigInt::from(p);
        let modulus_mod_p = to_u64(&self.modulus.rem_euclid(&big_p));
        let inverse = inverse_mod(modulus_mod_p, p);
        let mut unchanged = true;
        for (value, &r) in self.values.iter_mut().zip(residues) {
            let current = to_u64(&value.rem_euclid(&big_p));
            let step = mul_mod((r + p - current) % p, inverse, p);
            // A symmetric-range value is unchanged when its next digit is 0
            // (non-negative) or p − 1 (negative, kept as v + P in [0, P)).
            unchanged &= step == 0 || step == p - 1;
            if step != 0 {
                *value += &self.modulus * &BigInt::from(step);
            }
        }
        self.modulus = &self.modulus * &big_p;
        unchanged
    }

    /// The values in the symmetric range.
    fn symmetric(&self) -> Vec<BigInt> {
        let half = &self.modulus >> 1;
        self.values
            .iter()
            .map(|v| {
                if *v > half {
                    v - &self.modulus
                } else {
                    v.clone()
                }
            })
            .collect()
    }
}

fn to_u64(v: &BigInt) -> u64 {
    v.to_i128().expect("a residue fits") as u64
}

fn mul_mod(a: u64, b: u64, p: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(p)) as u64
}

fn inverse_mod(a: u64, p: u64) -> u64 {
    let (mut result, mut base, mut exponent) = (1u64, a, p - 2);
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = mul_mod(result, base, p);
        }
        base = mul_mod(base, base, p);
        exponent >>= 1;
    }
    result
}

/// Solves `M X = D b`, `Mᵀ Y = D c` for the `k × k` integer matrix `m`
/// and hands each candidate to `check` until it accepts or rejects, or the
/// primes pass Hadamard's bound; `None` then, or when `M` is singular (as
/// far as three primes in a row say).
///
/// # Complexity
/// O(k³) Montgomery products per prime, for about `log₂ |D X Y| / 62 + 2`
/// primes (early termination), at most Hadamard's bound over 61; plus the
/// Garner steps, O(k · primes²) limb operations, and the checks.
pub(crate) fn solve_basis<T>(
    m: &[Vec<i64>],
    b: &[i64],
    c: &[i64],
    mut check: impl FnMut(Cramer) -> Verdict<T>,
) -> Option<T> {
    let enough = (hadamard_bits(m, b, c) + 2.0) / 61.0;
    let mut remainders = Remainders {
        values: Vec::new(),
        modulus: BigInt::from(1),
    };
    let (mut used, mut singular_in_a_row) = (0usize, 0);
    let mut candidate = (1u64 << 62) - 1;
    loop {
        while !is_prime(candidate) {
            candidate -= 2;
        }
        let p = candidate;
        candidate -= 2;
        let Some(residues) = solve_modulo(&Field::new(p), m, b, c) else {
            singular_in_a_row += 1;
            if singular_in_a_row == 3 {
                return None;
            }
            continue;
        };
        singular_in_a_row = 0;
        used += 1;
        let unchanged = remainders.add(p, &residues);
        let at_bound = used as f64 >= enough;
        if unchanged || at_bound {
            let values = remainders.symmetric();
            let k = b.len();
            let cramer = Cramer {
                det: values[0].clone(),
                x: values[1..=k].to_vec(),
                y: values[k + 1..].to_vec(),
            };
            match check(cramer) {
                Verdict::Accept(result) => return Some(result),
                Verdict::Reject => return None,
                Verdict::NotSolved if at_bound => return None,
                Verdict::NotSolved => {}
            }
        }
    }
}
