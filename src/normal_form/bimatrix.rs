//! Two-player games in normal form (bimatrix games): strictly dominant
//! strategies, pure Nash equilibria and Pareto-optimal outcomes.

use crate::judge::input::{Error, Scanner};

/// A bimatrix game: the row player has `rows` strategies, the column player
/// `cols`; `row_payoff(i, j)` and `col_payoff(i, j)` are what each gets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bimatrix {
    rows: usize,
    cols: usize,
    a: Vec<i64>,
    b: Vec<i64>,
}

impl Bimatrix {
    /// The game with row-major payoff matrices `a` (row player) and `b`.
    ///
    /// # Panics
    /// If a matrix does not have `rows · cols` entries.
    pub fn new(rows: usize, cols: usize, a: Vec<i64>, b: Vec<i64>) -> Self {
        assert!(
            a.len() == rows * cols && b.len() == rows * cols,
            "matrix sizes"
        );
        Bimatrix { rows, cols, a, b }
    }

    /// Reads `m n`, then `A` and `B` (each `m` rows of `n`), the judge
    /// format of `prisoners-dilemma` and `nash-equilibria`.
    pub fn read(input: &mut Scanner, max_size: usize, max_payoff: i64) -> Result<Self, Error> {
        let rows = input.usize("m", 1, max_size)?;
        let cols = input.usize("n", 1, max_size)?;
        let a = input.i64_matrix("A", rows, cols, -max_payoff, max_payoff)?;
        let b = input.i64_matrix("B", rows, cols, -max_payoff, max_payoff)?;
        let (a, b) = (a.concat(), b.concat());
        Ok(Bimatrix::new(rows, cols, a, b))
    }

    /// The number of row strategies.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of column strategies.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The row player's payoff at `(i, j)` (0-based).
    pub fn row_payoff(&self, i: usize, j: usize) -> i64 {
        self.a[i * self.cols + j]
    }

    /// The column player's payoff at `(i, j)` (0-based).
    pub fn col_payoff(&self, i: usize, j: usize) -> i64 {
        self.b[i * self.cols + j]
    }

    /// The game seen from the other side: rows and columns swap roles.
    pub fn transposed(&self) -> Bimatrix {
        let flip = |m: &[i64]| {
            (0..self.cols * self.rows)
                .map(|t| m[(t % self.rows) * self.cols + t / self.rows])
                .collect()
        };
        Bimatrix::new(self.cols, self.rows, flip(&self.b), flip(&self.a))
    }

    /// The row strategy strictly better than every other row against every
    /// column, if there is one (a lone row is dominant).
    ///
    /// # Complexity
    /// O(rows · cols).
    ///
    /// # Example
    /// ```
    /// use game_theory::normal_form::bimatrix::Bimatrix;
    /// // The prisoner's dilemma: betraying (strategy 2) dominates.
    /// let game = Bimatrix::new(2, 2, vec![-1, -3, 0, -2], vec![-1, 0, -3, -2]);
    /// assert_eq!(game.dominant_row(), Some(1));
    /// assert_eq!(game.dominant_col(), Some(1));
    /// ```
    pub fn dominant_row(&self) -> Option<usize> {
        // A dominant row holds the unique maximum of every column.
        let mut candidate = None;
        for j in 0..self.cols {
            let best = (0..self.rows).map(|i| self.row_payoff(i, j)).max().unwrap();
            let mut holders = (0..self.rows).filter(|&i| self.row_payoff(i, j) == best);
            let first = holders.next().unwrap();
            if holders.next().is_some() || candidate.is_some_and(|c| c != first) {
                return None;
            }
            candidate = Some(first);
        }
        candidate
    }

    /// The column strategy strictly better than every other column against
    /// every row, if there is one.
    pub fn dominant_col(&self) -> Option<usize> {
        self.transposed().dominant_row()
    }

    /// Every pure Nash equilibrium `(i, j)`, in increasing order: `i` is a
    /// best response to `j` and `j` to `i`.
    ///
    /// # Complexity
    /// O(rows · cols).
    ///
    /// # Example
    /// ```
    /// use game_theory::normal_form::bimatrix::Bimatrix;
    /// let game = Bimatrix::new(2, 2, vec![-1, -3, 0, -2], vec![-1, 0, -3, -2]);
    /// assert_eq!(game.pure_nash(), [(1, 1)]);
    /// ```
    pub fn pure_nash(&self) -> Vec<(usize, usize)> {
        let col_best: Vec<i64> = (0..self.cols)
            .map(|j| (0..self.rows).map(|i| self.row_payoff(i, j)).max().unwrap())
            .collect();
        let row_best: Vec<i64> = (0..self.rows)
            .map(|i| (0..self.cols).map(|j| self.col_payoff(i, j)).max().unwrap())
            .collect();
        (0..self.rows)
            .flat_map(|i| (0..self.cols).map(move |j| (i, j)))
            .filter(|&(i, j)| {
                self.row_payoff(i, j) == col_best[j] && self.col_payoff(i, j) == row_best[i]
            })
            .collect()
    }

    /// Every Pareto-optimal outcome `(i, j)`, in increasing order: no other
    /// outcome is at least as good for both players and better for one.
    ///
    /// Sort-and-sweep: in decreasing order of the row player's payoff, an
    /// outcome survives if it has the best column payoff among outcomes with
    /// its row payoff, and beats every column payoff seen at higher row
    /// payoffs. Equal outcomes do not dominate each other, so all are kept.
    ///
    /// # Complexity
    /// O(rows · cols · log(rows · cols)).
    ///
    /// # Example
    /// ```
    /// use game_theory::normal_form::bimatrix::Bimatrix;
    /// let game = Bimatrix::new(2, 2, vec![-1, -3, 0, -2], vec![-1, 0, -3, -2]);
    /// assert_eq!(game.pareto_optimal(), [(0, 0), (0, 1), (1, 0)]);
    /// ```
    pub fn pareto_optimal(&self) -> Vec<(usize, usize)> {
        // Sort keys: (a, b) made unsigned and packed, largest first.
        let unsigned = |v: i64| (v as u64 ^ (1 << 63)) as u128;
        let mut cells: Vec<(u128, u32)> = (0..self.rows * self.cols)
            .map(|c| (unsigned(self.a[c]) << 64 | unsigned(self.b[c]), c as u32))
            .collect();
        cells.sort_unstable_by(|x, y| y.cmp(x));
        let mut optimal = Vec::new();
        let mut best_above: Option<i64> = None; // best b among strictly higher a
        let mut start = 0;
        while start < cells.len() {
            let a = self.a[cells[start].1 as usize];
            let end = start
                + cells[start..]
                    .iter()
                    .take_while(|&&(_, c)| self.a[c as usize] == a)
                    .count();
            // Sorted by b descending within equal a: the group's best comes first.
            let group_best = self.b[cells[start].1 as usize];
            if best_above.map_or(true, |above| group_best > above) {
                for &(_, c) in cells[start..end]
                    .iter()
                    .take_while(|&&(_, c)| self.b[c as usize] == group_best)
                {
                    let c = c as usize;
                    optimal.push((c / self.cols, c % self.cols));
                }
            }
            best_above = Some(best_above.map_or(group_best, |above| above.max(group_best)));
            start = end;
        }
        optimal.sort_unstable();
        optimal
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    fn random_game(rows: usize, cols: usize, range: i64, rng: &mut TestRng) -> Bimatrix {
        let mut next = || rng.in_range(0, range - 1);
        let a = (0..rows * cols).map(|_| next()).collect();
        let b = (0..rows * cols).map(|_| next()).collect();
        Bimatrix::new(rows, cols, a, b)
    }

    #[test]
    fn everything_matches_the_definitions_on_random_games() {
        let mut rng = TestRng::new(42);
        for _ in 0..3000 {
            let (rows, cols) = (1 + rng.below(4) as usize, 1 + rng.below(4) as usize);
            let game = random_game(rows, cols, 4, &mut rng);
            let cells: Vec<(usize, usize)> = (0..rows)
                .flat_map(|i| (0..cols).map(move |j| (i, j)))
                .collect();
            let dominant_row = (0..rows).find(|&i| {
                (0..rows).all(|k| {
                    k == i || (0..cols).all(|j| game.row_payoff(i, j) > game.row_payoff(k, j))
                })
            });
            assert_eq!(game.dominant_row(), dominant_row, "{game:?}");
            let dominant_col = (0..cols).find(|&j| {
                (0..cols).all(|l| {
                    l == j || (0..rows).all(|i| game.col_payoff(i, j) > game.col_payoff(i, l))
                })
            });
            assert_eq!(game.dominant_col(), dominant_col, "{game:?}");
            let nash: Vec<(usize, usize)> = cells
                .iter()
                .copied()
                .filter(|&(i, j)| {
                    (0..rows).all(|k| game.row_payoff(k, j) <= game.row_payoff(i, j))
                        && (0..cols).all(|l| game.col_payoff(i, l) <= game.col_payoff(i, j))
                })
                .collect();
            assert_eq!(game.pure_nash(), nash, "{game:?}");
            let pareto: Vec<(usize, usize)> = cells
                .iter()
                .copied()
                .filter(|&(i, j)| {
                    let (a, b) = (game.row_payoff(i, j), game.col_payoff(i, j));
                    !cells.iter().any(|&(k, l)| {
                        let (c, d) = (game.row_payoff(k, l), game.col_payoff(k, l));
                        c >= a && d >= b && (c > a || d > b)
                    })
                })
                .collect();
            assert_eq!(game.pareto_optimal(), pareto, "{game:?}");
        }
    }

    #[test]
    fn a_lone_row_or_column_is_dominant() {
        let game = Bimatrix::new(1, 3, vec![5, 5, 5], vec![1, 1, 1]);
        assert_eq!(game.dominant_row(), Some(0));
        assert_eq!(game.dominant_col(), None);
        assert_eq!(game.pareto_optimal(), [(0, 0), (0, 1), (0, 2)]);
        let game = Bimatrix::new(1, 1, vec![-1_000_000_000], vec![1_000_000_000]);
        assert_eq!(
            (game.dominant_row(), game.dominant_col()),
            (Some(0), Some(0))
        );
        assert_eq!(game.pure_nash(), [(0, 0)]);
    }
}
