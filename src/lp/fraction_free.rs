//! The exact dictionary: integers over one common denominator, pivoted
//! without fractions (Edmonds' integer-preserving rule, the Bareiss step).
//!
//! Every entry stays the integer `d · (true entry)`, `d > 0` the absolute
//! determinant of the current basis; each entry is then itself a minor of
//! the start tableau (up to sign), so the division in the update is exact
//! and the numbers grow no larger than Hadamard's bound for the data.

use super::simplex::Tableau;
use crate::exact::BigInt;

/// A dictionary of [`BigInt`]s over the common denominator `denominator`.
pub(crate) struct IntegerTableau {
    /// Constraint rows, then objective rows; the right-hand side is the
    /// last column.
    entries: Vec<Vec<BigInt>>,
    denominator: BigInt,
    rows: usize,
}

impl IntegerTableau {
    /// The slack-basis dictionary of `max c·x, A x ≤ b, x ≥ 0`, with the
    /// auxiliary `x0` column and phase-1 row when some `b_i < 0`. Returns
    /// it and whether it has them.
    pub(crate) fn new(a: &[Vec<i64>], b: &[i64], c: &[i64]) -> (Self, bool) {
        let auxiliary = b.iter().any(|&v| v < 0);
        let big = |v: i64| BigInt::from(v);
        let mut entries: Vec<Vec<BigInt>> = a
            .iter()
            .zip(b)
            .map(|(row, &rhs)| {
                let mut line: Vec<BigInt> = row.iter().map(|&v| big(v)).collect();
                if auxiliary {
                    line.push(big(-1));
                }
                line.push(big(rhs));
                line
            })
            .collect();
        let mut objective: Vec<BigInt> = c.iter().map(|&v| big(-v)).collect();
        if auxiliary {
            objective.push(BigInt::zero());
        }
        objective.push(BigInt::zero());
        entries.push(objective);
        if auxiliary {
            let mut phase_one = vec![BigInt::zero(); c.len() + 2];
            phase_one[c.len()] = big(1);
            entries.push(phase_one);
        }
        let tableau = IntegerTableau {
            entries,
            denominator: big(1),
            rows: a.len(),
        };
        (tableau, auxiliary)
    }

    /// The common denominator `d > 0`.
    pub(crate) fn denominator(&self) -> &BigInt {
        &self.denominator
    }

    /// Entry `(i, j)` times the denominator (`j == columns()`: the
    /// right-hand side; `i == rows()`: the objective row).
    pub(crate) fn entry(&self, i: usize, j: usize) -> &BigInt {
        &self.entries[i][j]
    }
}

impl Tableau for IntegerTableau {
    type Number = BigInt;

    fn entries(&self) -> &[Vec<BigInt>] {
        &self.entries
    }

    fn entries_mut(&mut self) -> &mut Vec<Vec<BigInt>> {
        &mut self.entries
    }

    fn rows(&self) -> usize {
        self.rows
    }

    fn pivot(&mut self, r: usize, s: usize) {
        let pivot_row = std::mem::take(&mut self.entries[r]);
        let p = pivot_row[s].clone();
        for (i, row) in self.entries.iter_mut().enumerate() {
            if i == r {
                continue;
            }
            let f = std::mem::take(&mut row[s]);
            for (j, value) in row.iter_mut().enumerate() {
                if j == s {
                    continue;
                }
                let mut next = &*value * &p;
                if !f.is_zero() && !pivot_row[j].is_zero() {
                    next -= &f * &pivot_row[j];
                }
                *value = next.div_exact(&self.denominator);
            }
            row[s] = -f;
        }
        self.entries[r] = pivot_row;
        self.entries[r][s] = std::mem::replace(&mut self.denominator, p);
        if self.denominator.is_negative() {
            // The same fractions with d > 0, so signs read directly.
            self.denominator = -std::mem::take(&mut self.denominator);
            for value in self.entries.iter_mut().flatten() {
                *value = -std::mem::take(value);
            }
        }
    }

    fn sign(&self, i: usize, j: usize) -> i32 {
        self.entries[i][j].signum()
    }

    fn ratio_less(&self, a: usize, b: usize, s: usize) -> bool {
        let rhs = self.columns();
        let (ra, rb) = (&self.entries[a], &self.entries[b]);
        &ra[rhs] * &rb[s] < &rb[rhs] * &ra[s]
    }
}
