//! The simplex method over a compact dictionary, written once for any
//! number type: the two phases, the auxiliary variable that finds a first
//! feasible basis, and the pivot rule. The numbers (floating point, or
//! exact integers over a common denominator) live behind [`Tableau`].
//!
//! The dictionary has one row per constraint, whose basic variable reads
//! `x_B(i) + Σ_j T[i][j] · x_N(j) = rhs_i`, one column per nonbasic
//! variable, and objective rows `z + Σ_j R[j] · x_N(j) = Z` (an entering
//! candidate has `R[j] < 0`). Variables are labelled `0..n` (the
//! structural ones), `n..n + m` (the slacks) and `n + m` (the auxiliary
//! `x0` of phase 1, `A x − x0 ≤ b`, which makes the slack basis feasible
//! after one pivot: Chvátal, *Linear Programming*, ch. 3).

/// The numbers of a dictionary and the pivot on them. The entries are
/// rows of numbers (constraint rows, then objective rows; the right-hand
/// side is the last column); what counts as zero, ratios and the pivot
/// are left to the number type.
pub(crate) trait Tableau {
    /// The number type of the entries.
    type Number: PartialOrd;
    /// The entries, row by row.
    fn entries(&self) -> &[Vec<Self::Number>];
    /// The entries, to drop a row or a column.
    fn entries_mut(&mut self) -> &mut Vec<Vec<Self::Number>>;
    /// Constraint rows (objective rows come after them).
    fn rows(&self) -> usize;
    /// Exchanges the basic variable of row `r` with the nonbasic one of
    /// column `s`.
    fn pivot(&mut self, r: usize, s: usize);
    /// The sign of entry `(i, j)` (`j == columns()` is the right-hand side),
    /// with what counts as zero left to the number type.
    fn sign(&self, i: usize, j: usize) -> i32;
    /// Whether `rhs_a / T[a][s] < rhs_b / T[b][s]` (both `T[·][s] > 0`).
    fn ratio_less(&self, a: usize, b: usize, s: usize) -> bool;

    /// Nonbasic columns (the right-hand side is not one).
    fn columns(&self) -> usize {
        self.entries()[0].len() - 1
    }
    /// Whether `rhs_a < rhs_b`.
    fn rhs_less(&self, a: usize, b: usize) -> bool {
        let (entries, rhs) = (self.entries(), self.columns());
        entries[a][rhs] < entries[b][rhs]
    }
    /// Whether entering column `s` has a more negative cost than `t` in
    /// objective row `z` (Dantzig's choice).
    fn steeper(&self, z: usize, s: usize, t: usize) -> bool {
        self.entries()[z][s] < self.entries()[z][t]
    }
    /// Drops row `i` (an objective row no longer needed).
    fn remove_row(&mut self, i: usize) {
        self.entries_mut().remove(i);
    }
    /// Drops column `j`.
    fn remove_column(&mut self, j: usize) {
        for row in self.entries_mut() {
            row.remove(j);
        }
    }
}

/// How the entering column is chosen.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rule {
    /// Bland's rule (least label, for entering and for ties in leaving):
    /// it never cycles, so the exact method always ends.
    Bland,
    /// Dantzig's rule (most negative reduced cost): fewer pivots on most
    /// problems, but it can cycle, so the run is capped.
    Dantzig,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    Optimal,
    Infeasible,
    Unbounded,
    /// The pivot cap was reached (only with [`Rule::Dantzig`]).
    GaveUp,
}

/// A dictionary with its labels.
pub(crate) struct Dictionary<T> {
    pub(crate) tableau: T,
    /// The basic variable of each constraint row.
    pub(crate) basic: Vec<usize>,
    /// The nonbasic variable of each column.
    pub(crate) nonbasic: Vec<usize>,
    pivots_left: usize,
}

impl<T: Tableau> Dictionary<T> {
    /// `tableau` holds the start: `m` constraint rows, the objective row,
    /// and (with `auxiliary`) the phase-1 row, and columns `0..n` and,
    /// with `auxiliary`, the column of `x0` (all −1, phase-1 cost +1).
    fn new(tableau: T, n: usize, auxiliary: bool, max_pivots: usize) -> Self {
        let m = tableau.rows();
        let mut nonbasic: Vec<usize> = (0..n).collect();
        if auxiliary {
            nonbasic.push(n + m);
        }
        Dictionary {
            tableau,
            basic: (n..n + m).collect(),
            nonbasic,
            pivots_left: max_pivots,
        }
    }

    fn pivot(&mut self, r: usize, s: usize) {
        self.tableau.pivot(r, s);
        std::mem::swap(&mut self.basic[r], &mut self.nonbasic[s]);
    }

    fn entering(&self, z: usize, rule: Rule) -> Option<usize> {
        let candidates = (0..self.tableau.columns()).filter(|&j| self.tableau.sign(z, j) < 0);
        match rule {
            Rule::Bland => candidates.min_by_key(|&j| self.nonbasic[j]),
            Rule::Dantzig => candidates.reduce(|best, j| {
                if self.tableau.steeper(z, j, best) {
                    j
                } else {
                    best
                }
            }),
        }
    }

    /// The row that leaves when column `s` enters: least ratio, ties to
    /// the least label (Bland's rule needs that tie-break).
    fn leaving(&self, s: usize) -> Option<usize> {
        let mut best: Option<usize> = None;
        for i in 0..self.tableau.rows() {
            if self.tableau.sign(i, s) <= 0 {
                continue;
            }
            best = match best {
                None => Some(i),
                Some(b) if self.tableau.ratio_less(i, b, s) => Some(i),
                Some(b) if !self.tableau.ratio_less(b, i, s) && self.basic[i] < self.basic[b] => {
                    Some(i)
                }
                keep => keep,
            };
        }
        best
    }

    /// Pivots on objective row `z` until no column improves it.
    fn optimise(&mut self, z: usize, rule: Rule) -> Status {
        while let Some(s) = self.entering(z, rule) {
            let Some(r) = self.leaving(s) else {
                return Status::Unbounded;
            };
            if self.pivots_left == 0 {
                return Status::GaveUp;
            }
            self.pivots_left -= 1;
            self.pivot(r, s);
        }
        Status::Optimal
    }
}

/// Runs both phases on a start tableau built by the caller (see
/// [`Dictionary::new`]), `n` structural variables; `auxiliary` says
/// whether the tableau carries `x0` and the phase-1 row (some `b_i < 0`).
pub(crate) fn run<T: Tableau>(
    tableau: T,
    n: usize,
    auxiliary: bool,
    rule: Rule,
    max_pivots: usize,
) -> (Dictionary<T>, Status) {
    let mut dict = Dictionary::new(tableau, n, auxiliary, max_pivots);
    let m = dict.tableau.rows();
    if auxiliary {
        // x0 enters at the most negative b: every b_i − b_r ≥ 0 after it.
        let x0 = dict.tableau.columns() - 1;
        let mut r = 0;
        for i in 1..m {
            if dict.tableau.rhs_less(i, r) {
                r = i;
            }
        }
        dict.pivot(r, x0);
        match dict.optimise(m + 1, rule) {
            Status::Optimal => {}
            other => return (dict, other),
        }
        let rhs = dict.tableau.columns();
        if dict.tableau.sign(m + 1, rhs) < 0 {
            return (dict, Status::Infeasible);
        }
        let x0_label = n + m;
        if let Some(r) = dict.basic.iter().position(|&v| v == x0_label) {
            // x0 is basic at 0: a degenerate pivot takes it out.
            let Some(s) = (0..dict.tableau.columns()).find(|&j| dict.tableau.sign(r, j) != 0)
            else {
                return (dict, Status::GaveUp);
            };
            dict.pivot(r, s);
        }
        let Some(column) = dict.nonbasic.iter().position(|&v| v == x0_label) else {
            return (dict, Status::GaveUp);
        };
        dict.tableau.remove_column(column);
        dict.nonbasic.remove(column);
        dict.tableau.remove_row(m + 1);
    }
    let status = dict.optimise(m, rule);
    (dict, status)
}
