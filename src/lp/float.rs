//! The floating-point dictionary: fast, not trusted. It only proposes a
//! basis; the exact layer solves that basis and certifies it.

use super::simplex::Tableau;

/// Below this magnitude an entry counts as zero: far above the rounding
/// of a few hundred pivots on data of a few thousand, far below any
/// nonzero value of small-integer data. A wrong call costs only a basis
/// the certificate rejects.
const EPSILON: f64 = 1e-9;

/// A dictionary of `f64`s.
pub(crate) struct FloatTableau {
    entries: Vec<Vec<f64>>,
    rows: usize,
}

impl FloatTableau {
    /// As [`super::fraction_free::IntegerTableau::new`], in floating point.
    pub(crate) fn new(a: &[Vec<i64>], b: &[i64], c: &[i64]) -> (Self, bool) {
        let auxiliary = b.iter().any(|&v| v < 0);
        let mut entries: Vec<Vec<f64>> = a
            .iter()
            .zip(b)
            .map(|(row, &rhs)| {
                let mut line: Vec<f64> = row.iter().map(|&v| v as f64).collect();
                if auxiliary {
                    line.push(-1.0);
                }
                line.push(rhs as f64);
                line
            })
            .collect();
        let mut objective: Vec<f64> = c.iter().map(|&v| -(v as f64)).collect();
        objective.extend(std::iter::repeat(0.0).take(if auxiliary { 2 } else { 1 }));
        entries.push(objective);
        if auxiliary {
            let mut phase_one = vec![0.0; c.len() + 2];
            phase_one[c.len()] = 1.0;
            entries.push(phase_one);
        }
        let rows = a.len();
        (FloatTableau { entries, rows }, auxiliary)
    }
}

impl Tableau for FloatTableau {
    type Number = f64;

    fn entries(&self) -> &[Vec<f64>] {
        &self.entries
    }

    fn entries_mut(&mut self) -> &mut Vec<Vec<f64>> {
        &mut self.entries
    }

    fn rows(&self) -> usize {
        self.rows
    }

    fn pivot(&mut self, r: usize, s: usize) {
        let mut pivot_row = std::mem::take(&mut self.entries[r]);
        let p = pivot_row[s];
        for value in pivot_row.iter_mut() {
            *value /= p;
        }
        pivot_row[s] = 1.0 / p;
        for (i, row) in self.entries.iter_mut().enumerate() {
            let f = if i == r { 0.0 } else { row[s] };
            if f == 0.0 {
                continue;
            }
            for (value, &pivot_value) in row.iter_mut().zip(&pivot_row) {
                *value -= f * pivot_value;
            }
            row[s] = -f / p;
        }
        self.entries[r] = pivot_row;
    }

    fn sign(&self, i: usize, j: usize) -> i32 {
        let v = self.entries[i][j];
        if v > EPSILON {
            1
        } else if v < -EPSILON {
            -1
        } else {
            0
        }
    }

    fn ratio_less(&self, a: usize, b: usize, s: usize) -> bool {
        let rhs = self.columns();
        let ratio = |i: usize| self.entries[i][rhs].max(0.0) / self.entries[i][s];
        ratio(a) < ratio(b) - EPSILON
    }
}
