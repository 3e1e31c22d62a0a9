//! The exact solution of one basis system by p-adic lifting (Dixon,
//! 1982): `M x = b` and `Mᵀ y = c` for a square integer matrix `M`.
//!
//! One LU factorisation of `M` modulo a prime `p` just below 2^62
//! (O(k³) Montgomery products) serves every step: each step solves for the
//! next base-`p` digit of the solution modulo `p` and divides the residual
//! by `p` exactly, O(k²) word operations. After `N` steps the digits give
//! `x mod p^N`, and rational reconstruction (the extended Euclidean
//! algorithm stopped half-way, Wang's method) recovers the fractions once
//! `p^N` passes twice the square of Hadamard's bound on the minors of
//! `[M | b]`, which bounds every numerator and the denominator (Cramer's
//! rule). The fractions share a denominator, so one reconstruction usually
//! serves every entry. Against one elimination per prime and Chinese
//! remaindering (O(k³) per 62 bits of the answer) this is O(k²) per 62 bits
//! after the first factorisation. The caller checks the result exactly.

use crate::exact::BigInt;
use crate::number_theory::primes::{is_prime, Montgomery};

/// `x = x_numerators / x_denominator` and the same for `y`, denominators
/// positive.
pub(crate) struct BasisSolution {
    pub(crate) x_denominator: BigInt,
    pub(crate) x: Vec<BigInt>,
    pub(crate) y_denominator: BigInt,
    pub(crate) y: Vec<BigInt>,
}

/// Arithmetic modulo one odd prime `p < 2^62`, values in Montgomery form.
struct Field {
    p: u64,
    montgomery: Montgomery,
}

impl Field {
    fn residue(&self, v: i128) -> u64 {
        self.montgomery
            .to_form(v.rem_euclid(i128::from(self.p)) as u64)
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
        self.montgomery.power(a, self.p - 2)
    }
}

/// `M[order] = L U` modulo `p`: `L` unit lower triangular below the
/// diagonal, `U` on and above it, and the inverses of `U`'s diagonal.
struct Factors {
    field: Field,
    k: usize,
    lu: Vec<u64>,
    order: Vec<usize>,
    inverse_diagonal: Vec<u64>,
}

impl Factors {
    /// `None` when `p` divides `det M`.
    fn new(field: Field, m: &[i64], k: usize) -> Option<Self> {
        let mut lu: Vec<u64> = m.iter().map(|&v| field.residue(v.into())).collect();
        let mut order: Vec<usize> = (0..k).collect();
        let mut inverse_diagonal = Vec::with_capacity(k);
        for col in 0..k {
            let r = (col..k).find(|&r| lu[r * k + col] != 0)?;
            if r != col {
                for j in 0..k {
                    lu.swap(r * k + j, col * k + j);
                }
                order.swap(r, col);
            }
            let inverse = field.inverse(lu[col * k + col]);
            inverse_diagonal.push(inverse);
            let (upper, lower) = lu.split_at_mut((col + 1) * k);
            let pivot_row = &upper[col * k + col + 1..(col + 1) * k];
            for row in lower.chunks_exact_mut(k) {
                if row[col] == 0 {
                    continue;
                }
                let factor = field.mul(row[col], inverse);
                row[col] = factor;
                for (value, &u) in row[col + 1..].iter_mut().zip(pivot_row) {
                    *value = field.sub(*value, field.mul(factor, u));
                }
            }
        }
        Some(Factors {
            field,
            k,
            lu,
            order,
            inverse_diagonal,
        })
    }

    /// Solves `M x = r` (or `Mᵀ x = r`, `transposed`) in place, Montgomery
    /// form in and out.
    fn solve(&self, r: &mut [u64], transposed: bool) {
        let (k, f, lu) = (self.k, &self.field, &self.lu);
        if !transposed {
            let permuted: Vec<u64> = self.order.iter().map(|&i| r[i]).collect();
            r.copy_from_slice(&permuted);
            for i in 0..k {
                for j in 0..i {
                    r[i] = f.sub(r[i], f.mul(lu[i * k + j], r[j]));
                }
            }
            for i in (0..k).rev() {
                for j in i + 1..k {
                    r[i] = f.sub(r[i], f.mul(lu[i * k + j], r[j]));
                }
                r[i] = f.mul(r[i], self.inverse_diagonal[i]);
            }
        } else {
            // Mᵀ = Uᵀ Lᵀ P: Uᵀ w = r, Lᵀ v = w, x[order[i]] = v[i].
            for i in 0..k {
                for j in 0..i {
                    r[i] = f.sub(r[i], f.mul(lu[j * k + i], r[j]));
                }
                r[i] = f.mul(r[i], self.inverse_diagonal[i]);
            }
            for i in (0..k).rev() {
                for j in i + 1..k {
                    r[i] = f.sub(r[i], f.mul(lu[j * k + i], r[j]));
                }
            }
            let mut unpermuted = vec![0; k];
            for (&i, &v) in self.order.iter().zip(r.iter()) {
                unpermuted[i] = v;
            }
            r.copy_from_slice(&unpermuted);
        }
    }
}

/// Bits of Hadamard's bound on every minor of `[M | rhs]` (rows of `m`
/// flat, `k` wide): `det M` and each of Cramer's numerators.
fn hadamard_bits(m: &[i64], rhs: &[i64], k: usize) -> f64 {
    let square = |v: i64| (v as f64) * (v as f64);
    m.chunks_exact(k)
        .zip(rhs)
        .map(|(row, &r)| 0.5 * (row.iter().map(|&v| square(v)).sum::<f64>() + square(r)).log2())
        .sum::<f64>()
        .max(0.0)
}

/// The base-`p` digits of the solution of `M x = rhs` (`m` flat, rows of
/// `k`; `factors` are of `M`, or of `Mᵀ` read `transposed`), `steps` of
/// them: each is `M⁻¹ r mod p`, then `r ← (r − M x) / p`.
fn lift(
    factors: &Factors,
    m: &[i64],
    rhs: &[i64],
    transposed: bool,
    steps: usize,
) -> Vec<Vec<u64>> {
    let (k, f) = (factors.k, &factors.field);
    let mut residual: Vec<i128> = rhs.iter().map(|&v| v.into()).collect();
    let mut digits = Vec::with_capacity(steps);
    for _ in 0..steps {
        let mut digit: Vec<u64> = residual.iter().map(|&v| f.residue(v)).collect();
        factors.solve(&mut digit, transposed);
        let digit: Vec<u64> = digit.iter().map(|&v| f.to_u64(v)).collect();
        for (i, r) in residual.iter_mut().enumerate() {
            let product: i128 = m[i * k..(i + 1) * k]
                .iter()
                .zip(&digit)
                .map(|(&entry, &d)| i128::from(entry) * i128::from(d))
                .sum();
            // Exact: the digit makes r − M x ≡ 0 (mod p).
            *r = (*r - product) / i128::from(f.p);
        }
        digits.push(digit);
    }
    digits
}

/// Entry `j` of the lifted solution: `Σ_i digits[i][j] · p^i`.
fn p_adic(digits: &[Vec<u64>], j: usize, p: &BigInt) -> BigInt {
    digits.iter().rev().fold(BigInt::zero(), |value, digit| {
        value * p + BigInt::from(digit[j])
    })
}

/// The fraction `n / d` with `|n| ≤ bound`, `0 < d ≤ bound` and
/// `n ≡ d · u (mod modulus)`, unique when `modulus > 2 · bound²`: the
/// extended Euclidean algorithm on `(modulus, u)` stopped at the first
/// remainder within the bound (Wang).
fn reconstruct(u: &BigInt, modulus: &BigInt, bound: &BigInt) -> Option<(BigInt, BigInt)> {
    let (mut r0, mut r1) = (modulus.clone(), u.clone());
    let (mut t0, mut t1) = (BigInt::zero(), BigInt::from(1));
    while r1 > *bound {
        let (q, r2) = r0.div_rem(&r1);
        let t2 = &t0 - &(&q * &t1);
        (r0, r1, t0, t1) = (r1, r2, t1, t2);
    }
    if t1.is_zero() || t1.abs() > *bound {
        return None;
    }
    Some(if t1.is_negative() {
        (-r1, -t1)
    } else {
        (r1, t1)
    })
}

/// The vector whose entries are `values` modulo `modulus`, as numerators
/// over one denominator: an entry times the denominator so far is usually
/// already its small numerator; otherwise its reconstruction extends the
/// denominator.
fn rational_vector(
    values: &[BigInt],
    modulus: &BigInt,
    bound: &BigInt,
) -> Option<(BigInt, Vec<BigInt>)> {
    let half = modulus >> 1;
    let mut denominator = BigInt::from(1);
    let mut numerators: Vec<BigInt> = Vec::with_capacity(values.len());
    for u in values {
        let scaled = (&denominator * u).rem_euclid(modulus);
        let symmetric = if scaled > half {
            &scaled - modulus
        } else {
            scaled.clone()
        };
        if symmetric.abs() <= *bound {
            numerators.push(symmetric);
            continue;
        }
        let (n, d) = reconstruct(&scaled, modulus, bound)?;
        for earlier in &mut numerators {
            *earlier *= &d;
        }
        denominator *= &d;
        numerators.push(n);
    }
    Some((denominator, numerators))
}

/// Solves `M x = b` and `Mᵀ y = c` exactly for the `k × k` integer matrix
/// `m` (rows); `None` if `M` is singular (or three primes in a row divide
/// its determinant), or the entries are beyond 2^120 / k.
///
/// # Complexity
/// One LU modulo a prime, O(k³) products; then O(k²) per base-2^62 digit,
/// for twice the bits of Hadamard's bound; one or a few rational
/// reconstructions, O(b²) limb operations for b-bit answers.
pub(crate) fn solve_basis(m: &[Vec<i64>], b: &[i64], c: &[i64]) -> Option<BasisSolution> {
    let k = b.len();
    if k == 0 {
        let one = BigInt::from(1);
        return Some(BasisSolution {
            x_denominator: one.clone(),
            x: Vec::new(),
            y_denominator: one,
            y: Vec::new(),
        });
    }
    let flat: Vec<i64> = m.iter().flatten().copied().collect();
    let transpose: Vec<i64> = (0..k * k).map(|t| flat[(t % k) * k + t / k]).collect();
    // The residual stays below |rhs| + 2·k·max|M|, and M x below
    // k·max|M|·p: p is chosen so that both fit an i128.
    let largest = flat
        .iter()
        .chain(b)
        .chain(c)
        .map(|v| v.unsigned_abs())
        .max()
        .unwrap_or(0);
    let width = 128 - (u128::from(largest) * k as u128 * 2 + 1).leading_zeros();
    let prime_bits = 124u32.checked_sub(width)?.min(62);
    if prime_bits < 16 {
        return None;
    }
    let bits = hadamard_bits(&flat, b, k).max(hadamard_bits(&transpose, c, k));
    let bound = BigInt::from(1) << (bits.ceil() as usize + 1);
    let mut candidate = (1u64 << prime_bits) - 1;
    for _ in 0..3 {
        while !is_prime(candidate) {
            candidate -= 2;
        }
        let p = candidate;
        candidate -= 2;
        let field = Field {
            p,
            montgomery: Montgomery::new(p),
        };
        let Some(factors) = Factors::new(field, &flat, k) else {
            continue;
        };
        let steps = ((2.0 * bits.ceil() + 6.0) / (p as f64).log2()).ceil() as usize;
        let big_p = BigInt::from(p);
        let modulus = big_p.pow(steps as u32);
        let solve = |matrix: &[i64], rhs: &[i64], transposed: bool| {
            let digits = lift(&factors, matrix, rhs, transposed, steps);
            let values: Vec<BigInt> = (0..k).map(|j| p_adic(&digits, j, &big_p)).collect();
            rational_vector(&values, &modulus, &bound)
        };
        let (x_denominator, x) = solve(&flat, b, false)?;
        let (y_denominator, y) = solve(&transpose, c, true)?;
        return Some(BasisSolution {
            x_denominator,
            x,
            y_denominator,
            y,
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::rational::Rational;
    use crate::testing::lp_plain::solve_square;
    use crate::testing::rng::TestRng;

    fn fractions(denominator: &BigInt, numerators: &[BigInt]) -> Vec<Rational> {
        numerators
            .iter()
            .map(|n| Rational::new(n.clone(), denominator.clone()))
            .collect()
    }

    /// Against Gauss-Jordan elimination in rationals, for both systems.
    #[test]
    fn lifting_matches_plain_elimination() {
        let mut rng = TestRng::new(62);
        let mut singular = 0;
        for round in 0..400 {
            let k = 1 + rng.below(6) as usize;
            let bound = [1, 3, 1000, 1 << 40, i64::MAX][round % 5];
            let mut draw = |len: usize| -> Vec<i64> {
                (0..len).map(|_| rng.in_range(-bound, bound)).collect()
            };
            let m: Vec<Vec<i64>> = (0..k).map(|_| draw(k)).collect();
            let (b, c) = (draw(k), draw(k));
            let rational = |v: &[i64]| v.iter().map(|&x| Rational::from(x)).collect::<Vec<_>>();
            let plain_x = solve_square(m.iter().map(|row| rational(row)).collect(), rational(&b));
            let transpose: Vec<Vec<Rational>> = (0..k)
                .map(|j| m.iter().map(|row| Rational::from(row[j])).collect())
                .collect();
            let plain_y = solve_square(transpose, rational(&c));
            match (solve_basis(&m, &b, &c), plain_x, plain_y) {
                (Some(s), Some(x), Some(y)) => {
                    assert_eq!(fractions(&s.x_denominator, &s.x), x, "{m:?} {b:?}");
                    assert_eq!(fractions(&s.y_denominator, &s.y), y, "{m:?} {c:?}");
                }
                (None, None, None) => singular += 1,
                // Entries near 2^63 leave no room for a large enough prime.
                (None, Some(_), Some(_)) if bound == i64::MAX => {}
                (ours, x, _) => panic!("{m:?} {b:?} {c:?}: ours {}, plain {x:?}", ours.is_some()),
            }
        }
        assert!(singular >= 10, "{singular} singular systems");
    }
}
