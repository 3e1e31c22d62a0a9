//! Every vertex of a polytope `{z ≥ 0 : M z ≤ 1}` with a positive matrix
//! `M`, exactly, by walking its lexicographically feasible bases with
//! fraction-free simplex pivots.
//!
//! The walk starts at the vertex 0 (every slack basic) and follows every
//! pivot the lexicographic ratio test allows (as lrs does): at a degenerate
//! vertex, where several rows tie in the ratio test, the rule picks one.
//! The bases it reaches are exactly the vertices of the polytope with its
//! right-hand sides perturbed by `ε, ε², …`, which is simple, so its graph
//! is connected and every one of its vertices is reached; and every vertex
//! of the polytope itself is the limit of one of them. Following every
//! tied row instead also reaches every basis, but a degenerate vertex can
//! have a great many: on 12×12 games with payoffs in ±1 that walk took
//! 0.5–2.0 s and 120–490 MB against 0.06–0.12 s and 16–30 MB this way.
//! The numbers themselves are never perturbed: the rule only compares.
//!
//! The walk is a depth-first search on one working tableau: it pivots
//! forward into an unvisited basis, and on returning restores the parent's
//! tableau from a copy taken on the way down (kept for the deepest frames,
//! up to 1 MB) or, past those, by the reverse pivot (which restores every
//! entry, a fraction-free tableau being determined by its basis). A
//! visited basis is remembered only as its set of variables, in a flat
//! hash table. A vertex is determined by its tight inequalities, so they
//! identify it; its coordinates are solved for only when asked, from the
//! basis recorded with it.
//!
//! Pivoting is Bareiss–Edmonds: each entry is an integer minor of
//! `[M | I | 1]`, and `(a·b − c·e) / d` divides exactly. Entries are `w`
//! 64-bit words in two's complement with products in `2w`, and the exact
//! division is a product with the inverse of the pivot's odd part modulo
//! `2^(64w)` (module `normal_form/entry.rs`). Hadamard's bound on the
//! minors proves a width `w` exact; narrower widths are tried first, each
//! quotient checked to fit, and a walk whose check fails is redone wider
//! (random 16 × 16 games need two words where the proof asks for three).
//! Beyond eight words the entries are [`BigInt`]s. No floating point
//! anywhere.

use crate::exact::BigInt;
use crate::normal_form::entry::{words_needed, Entry, Words};
use crate::normal_form::labels::{LabelSet, LabelSetTable};
use std::cmp::Ordering;
use std::collections::VecDeque;

/// A vertex of `{z ≥ 0 : M z ≤ 1}` found by [`vertices`]: variables are
/// numbered `0..cols` for the coordinates `zⱼ` and `cols + r` for the slack
/// of row `r`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vertex {
    /// The variables that are zero there: the tight inequalities, which
    /// determine the vertex.
    pub tight: LabelSet,
    /// A lexicographically feasible basis there (its basic variables).
    pub basis: LabelSet,
}

/// Fraction-free tableau `[M | I | 1]` scaled by `scale`, over a basis.
struct Tableau<E: Entry> {
    entries: Vec<E>,
    width: usize,
    rows: usize,
    /// The basic variable of each row.
    basis: Vec<usize>,
    /// Whether each variable is basic.
    basic: Vec<bool>,
    scale: E,
    divisor: E::Divisor,
    /// Whether quotients are checked to fit (the width is not proven).
    checked: bool,
}

impl<E: Entry> Tableau<E> {
    fn new(matrix: &[Vec<i64>], checked: bool) -> Self {
        let rows = matrix.len();
        let cols = matrix[0].len();
        let width = cols + rows + 1;
        let mut entries = vec![E::from_i64(0); rows * width];
        for (r, row) in matrix.iter().enumerate() {
            for (j, &v) in row.iter().enumerate() {
                entries[r * width + j] = E::from_i64(v);
            }
            entries[r * width + cols + r] = E::from_i64(1);
            entries[r * width + width - 1] = E::from_i64(1);
        }
        let one = E::from_i64(1);
        Tableau {
            entries,
            width,
            rows,
            basis: (cols..cols + rows).collect(),
            basic: (0..cols + rows).map(|v| v >= cols).collect(),
            divisor: E::divisor(&one, checked),
            scale: one,
            checked,
        }
    }

    #[inline]
    fn at(&self, r: usize, c: usize) -> &E {
        &self.entries[r * self.width + c]
    }

    /// The columns the lexicographic rule compares, in order: the
    /// right-hand side, then the slacks. The slack columns hold the basis
    /// inverse (times the scale), whose rows are independent, so two rows
    /// never agree on all of them.
    fn lexicographic_columns(&self) -> impl Iterator<Item = usize> {
        let rhs = self.width - 1;
        std::iter::once(rhs).chain(rhs - self.rows..rhs)
    }

    /// Rows `i` and `k` (both positive in column `c`) in the order of the
    /// lexicographic ratio test: each of the lexicographic columns over the
    /// entry in `c`, the first that differs deciding.
    fn ratio_order(&self, i: usize, k: usize, c: usize) -> Ordering {
        self.lexicographic_columns()
            .map(|j| {
                E::product_sign(&E::cross(
                    self.at(i, j),
                    self.at(k, c),
                    self.at(k, j),
                    self.at(i, c),
                ))
            })
            .find(|order| order.is_ne())
            .unwrap_or(Ordering::Equal)
    }

    /// The row that leaves when `c` enters, by the lexicographic ratio
    /// test; `None` if no entry of column `c` is positive.
    fn leaving_row(&self, c: usize) -> Option<usize> {
        let mut best: Option<usize> = None;
        for i in 0..self.rows {
            if self.at(i, c).sign() == Ordering::Greater
                && best.map_or(true, |k| self.ratio_order(i, k, c) == Ordering::Less)
            {
                best = Some(i);
            }
        }
        best
    }

    /// Whether every row's right-hand side and slack columns, in order,
    /// start with a positive entry (the scale is always positive): the
    /// basis is feasible for the perturbed right-hand sides, as the
    /// lexicographic rule keeps it.
    fn is_lexicographically_feasible(&self) -> bool {
        (0..self.rows).all(|r| {
            self.lexicographic_columns()
                .map(|j| self.at(r, j).sign())
                .find(|s| s.is_ne())
                == Some(Ordering::Greater)
        })
    }

    /// Pivots on `(r, c)`, in place (Bareiss–Edmonds: exact division by the
    /// previous pivot). Row `r` keeps its entries; a basic column stays a
    /// unit vector times the new scale, so only the nonbasic columns and
    /// the right-hand side are computed. `false` if a checked quotient
    /// might not fit (the tableau is then left half done).
    #[must_use]
    fn pivot(&mut self, r: usize, c: usize) -> bool {
        let w = self.width;
        let leaving = self.basis[r];
        let p = self.at(r, c).clone();
        let computed: Vec<usize> = (0..w - 1)
            .filter(|&j| !self.basic[j] && j != c)
            .chain(std::iter::once(w - 1))
            .collect();
        for i in (0..self.rows).filter(|&i| i != r) {
            let f = self.at(i, c).clone();
            for &j in &computed {
                let next = E::divide(
                    &E::cross(self.at(i, j), &p, &f, self.at(r, j)),
                    &self.divisor,
                );
                match next {
                    Some(next) => self.entries[i * w + j] = next,
                    None => return false,
                }
            }
            // The leaving column was the scale times a unit vector at row r.
            self.entries[i * w + leaving] = f.negated();
            self.entries[i * w + c] = E::from_i64(0);
        }
        for (k, &b) in self.basis.iter().enumerate() {
            if k != r {
                self.entries[k * w + b] = p.clone();
            }
        }
        self.basis[r] = c;
        self.basic[leaving] = false;
        self.basic[c] = true;
        self.divisor = E::divisor(&p, self.checked);
        self.scale = p;
        true
    }

    /// The variables that are zero at this basis's vertex, into `tight`.
    fn tight(&self, tight: &mut LabelSet) {
        for v in 0..self.basic.len() {
            if self.basic[v] {
                tight.remove(v);
            } else {
                tight.insert(v);
            }
        }
        for (r, &b) in self.basis.iter().enumerate() {
            if self.at(r, self.width - 1).sign() == Ordering::Equal {
                tight.insert(b);
            }
        }
    }

    /// Makes `self` a copy of `other`, reusing its buffers.
    fn copy_from(&mut self, other: &Self) {
        self.entries.clone_from(&other.entries);
        self.basis.clone_from(&other.basis);
        self.basic.clone_from(&other.basic);
        self.scale = other.scale.clone();
        self.divisor = other.divisor.clone();
    }

    fn duplicate(&self) -> Self {
        Tableau {
            entries: self.entries.clone(),
            width: self.width,
            rows: self.rows,
            basis: self.basis.clone(),
            basic: self.basic.clone(),
            scale: self.scale.clone(),
            divisor: self.divisor.clone(),
            checked: self.checked,
        }
    }
}

/// Every vertex of `{z ≥ 0 : M z ≤ 1}` for a matrix with positive entries
/// (`matrix[r][j]`, `rows × cols`), each once, in the order the walk finds
/// them (the vertex 0 first).
///
/// # Complexity
/// O(b·(rows + cols)·rows) entry operations for `b` lexicographically
/// feasible bases, each O(w²) word products for entries of `w` words (at
/// most 3 by Hadamard's bound for 16 × 16 games with payoffs in ±100,
/// usually 2 in fact), plus the narrower walks stopped by their overflow
/// check; exponential in the size in the worst case, as the output can be.
/// Memory: the tableau, up to 1 MB of copies, and one bit set per basis and
/// per vertex.
///
/// # Panics
/// If the matrix is empty or has an entry that is not positive.
///
/// # Example
/// ```
/// use game_theory::normal_form::polytope::vertices;
/// // The triangle x, y ≥ 0, x + y ≤ 1: three vertices.
/// let found = vertices(&[vec![1, 1]]);
/// assert_eq!(found.len(), 3);
/// assert_eq!(found[0].tight.iter().collect::<Vec<_>>(), [0, 1]); // z = 0
/// ```
pub fn vertices(matrix: &[Vec<i64>]) -> Vec<Vertex> {
    assert!(
        matrix.iter().flatten().all(|&v| v > 0),
        "the matrix must be positive"
    );
    // Narrow widths first, each quotient checked to fit: entries are
    // usually far below Hadamard's bound, and a walk that might overflow
    // stops at once and is redone wider. The proven width needs no check.
    let proven = words_needed(matrix);
    (1..=proven.min(8))
        .find_map(|words| walk_words(words, matrix, words < proven))
        .unwrap_or_else(|| walk::<BigInt>(matrix, false).expect("big integers never overflow"))
}

/// [`walk`] on entries of `words` 64-bit words, `1 ≤ words ≤ 8`.
fn walk_words(words: usize, matrix: &[Vec<i64>], checked: bool) -> Option<Vec<Vertex>> {
    match words {
        1 => walk::<Words<1>>(matrix, checked),
        2 => walk::<Words<2>>(matrix, checked),
        3 => walk::<Words<3>>(matrix, checked),
        4 => walk::<Words<4>>(matrix, checked),
        5 => walk::<Words<5>>(matrix, checked),
        6 => walk::<Words<6>>(matrix, checked),
        7 => walk::<Words<7>>(matrix, checked),
        _ => walk::<Words<8>>(matrix, checked),
    }
}

/// Bytes of tableau copies the walk keeps to return by (see [`walk`]): on
/// random 16 × 16 games 16 MB, 4 MB and 1 MB ran equally fast (about 3 s),
/// so the least.
const COPY_BUDGET: usize = 1 << 20;

/// The walk of the module doc, on entries of type `E`.
///
/// Returning from a basis restores its parent's tableau from a copy taken
/// on the way down when there is one (a copy costs a fraction of a pivot);
/// copies are kept for the deepest levels of the search, up to
/// [`COPY_BUDGET`] bytes, and a return past them pivots back instead.
///
/// `None` if `checked` and a quotient might not fit in `E`.
pub(crate) fn walk<E: Entry>(matrix: &[Vec<i64>], checked: bool) -> Option<Vec<Vertex>> {
    let variables = matrix.len() + matrix[0].len();
    let mut tableau = Tableau::<E>::new(matrix, checked);
    let mut basis = LabelSet::new(variables);
    tableau.basis.iter().for_each(|&b| basis.insert(b));
    let mut visited = LabelSetTable::new(variables);
    visited.insert(&basis);
    let mut seen = LabelSetTable::new(variables);
    let mut tight = LabelSet::new(variables);
    let mut found = Vec::new();
    let mut record = |tableau: &Tableau<E>, basis: &LabelSet| {
        debug_assert!(tableau.is_lexicographically_feasible());
        tableau.tight(&mut tight);
        if seen.insert(&tight) {
            found.push(Vertex {
                tight: tight.clone(),
                basis: basis.clone(),
            });
        }
    };
    record(&tableau, &basis);
    let keep = (COPY_BUDGET / (tableau.entries.len() * std::mem::size_of::<E>())).max(1);
    // Copies of the tableaux of the deepest frames, by frame index.
    let mut copies: VecDeque<(usize, Tableau<E>)> = VecDeque::new();
    let mut spare: Vec<Tableau<E>> = Vec::new();
    // Each frame: the next entering variable to try, and the pivot that
    // undoes the one that led here (row, variable that left).
    let mut stack: Vec<(usize, Option<(usize, usize)>)> = vec![(0, None)];
    while let Some(frame) = stack.last_mut() {
        let mut step = None;
        while frame.0 < variables && step.is_none() {
            let c = frame.0;
            frame.0 += 1;
            if tableau.basic[c] {
                continue;
            }
            if let Some(r) = tableau.leaving_row(c) {
                let leaving = tableau.basis[r];
                basis.remove(leaving);
                basis.insert(c);
                if visited.insert(&basis) {
                    step = Some((r, c, leaving));
                } else {
                    basis.remove(c);
                    basis.insert(leaving);
                }
            }
        }
        match step {
            Some((r, c, leaving)) => {
                let copy = match spare.pop() {
                    Some(mut copy) => {
                        copy.copy_from(&tableau);
                        copy
                    }
                    None => tableau.duplicate(),
                };
                copies.push_back((stack.len() - 1, copy));
                if copies.len() > keep {
                    spare.extend(copies.pop_front().map(|(_, copy)| copy));
                }
                if !tableau.pivot(r, c) {
                    return None;
                }
                record(&tableau, &basis);
                stack.push((0, Some((r, leaving))));
            }
            None => {
                if let Some((r, leaving)) = stack.pop().and_then(|frame| frame.1) {
                    basis.remove(tableau.basis[r]);
                    basis.insert(leaving);
                    // Copies are consumed deepest first, so the last one is
                    // the parent's if the parent's was not dropped.
                    if copies.back().map(|(at, _)| *at) == Some(stack.len() - 1) {
                        let (_, mut copy) = copies.pop_back().expect("just seen");
                        std::mem::swap(&mut tableau, &mut copy);
                        spare.push(copy);
                    } else if !tableau.pivot(r, leaving) {
                        return None;
                    }
                }
            }
        }
    }
    Some(found)
}

/// The coordinates of the vertex with basis `basis` (as from
/// [`vertices`]): numerators over one positive denominator, in lowest
/// terms.
///
/// The rows whose slack is nonbasic are tight, and the basic coordinates
/// solve them: a square system, solved fraction-free (Bareiss) in
/// [`BigInt`].
///
/// # Complexity
/// O(k³) big-number operations for `k` basic coordinates.
///
/// # Example
/// ```
/// use game_theory::normal_form::polytope::{coordinates, vertices};
/// // 2x + y ≤ 1, x + 3y ≤ 1: the vertex where both are tight is (2/5, 1/5).
/// let matrix = [vec![2, 1], vec![1, 3]];
/// let corner = vertices(&matrix).into_iter().find(|v| v.tight.iter().eq([2, 3])).unwrap();
/// let (numerators, denominator) = coordinates(&matrix, &corner.basis);
/// assert_eq!((numerators[0].to_string(), numerators[1].to_string()), ("2".into(), "1".into()));
/// assert_eq!(denominator.to_string(), "5");
/// ```
pub fn coordinates(matrix: &[Vec<i64>], basis: &LabelSet) -> (Vec<BigInt>, BigInt) {
    let cols = matrix[0].len();
    let unknowns: Vec<usize> = (0..cols).filter(|&j| basis.contains(j)).collect();
    let tight_rows: Vec<usize> = (0..matrix.len())
        .filter(|&r| !basis.contains(cols + r))
        .collect();
    let system: Vec<Vec<BigInt>> = tight_rows
        .iter()
        .map(|&r| {
            unknowns
                .iter()
                .map(|&j| BigInt::from(matrix[r][j]))
                .chain(std::iter::once(BigInt::from(1)))
                .collect()
        })
        .collect();
    let (values, denominator) = solve(system);
    let mut numerators = vec![BigInt::zero(); cols];
    for (&j, v) in unknowns.iter().zip(values) {
        numerators[j] = v;
    }
    let g = numerators.iter().fold(denominator.clone(), |g, x| g.gcd(x));
    let numerators = numerators.iter().map(|x| x.div_exact(&g)).collect();
    (numerators, denominator.div_exact(&g))
}

/// Solves the square system whose rows are `[coefficients | right-hand
/// side]`, known to be nonsingular: numerators over a positive denominator
/// (Bareiss's elimination, every division exact, then back-substitution
/// over the determinant, exact by Cramer's rule).
fn solve(mut a: Vec<Vec<BigInt>>) -> (Vec<BigInt>, BigInt) {
    let k = a.len();
    let mut previous = BigInt::from(1);
    for col in 0..k {
        let pivot = (col..k)
            .find(|&r| !a[r][col].is_zero())
            .expect("a basis is nonsingular");
        a.swap(pivot, col);
        for r in col + 1..k {
            for c in col + 1..=k {
                let next = &a[col][col] * &a[r][c] - &a[r][col] * &a[col][c];
                a[r][c] = next.div_exact(&previous);
            }
            a[r][col] = BigInt::zero();
        }
        previous = a[col][col].clone();
    }
    let det = if k == 0 {
        BigInt::from(1)
    } else {
        a[k - 1][k - 1].clone()
    };
    let mut values = vec![BigInt::zero(); k];
    for i in (0..k).rev() {
        let mut value = &a[i][k] * &det;
        for c in i + 1..k {
            value -= &a[i][c] * &values[c];
        }
        values[i] = value.div_exact(&a[i][i]);
    }
    if det.is_negative() {
        (values.iter().map(|v| -v).collect(), -det)
    } else {
        (values, det)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::polytope_plain::{vertices_by_subsets, PlainVertex};
    use crate::testing::rng::TestRng;

    /// The walk's vertices in the plain form, coordinates solved from the
    /// recorded bases, sorted.
    fn plain(matrix: &[Vec<i64>], found: &[Vertex]) -> Vec<PlainVertex> {
        let mut all: Vec<PlainVertex> = found
            .iter()
            .map(|v| {
                let (numerators, denominator) = coordinates(matrix, &v.basis);
                PlainVertex {
                    numerators: numerators.iter().map(|x| x.to_i128().unwrap()).collect(),
                    denominator: denominator.to_i128().unwrap(),
                    tight: v.tight.iter().collect(),
                }
            })
            .collect();
        all.sort();
        all
    }

    #[test]
    fn every_entry_type_finds_the_vertices_of_the_definition() {
        let mut rng = TestRng::new(16);
        // Entries 1..=3 on up to 4 × 4: ties everywhere, so most polytopes
        // are degenerate. Entries 1..=2 on up to 5 × 5: vertices where many
        // more bases meet. Entries up to 201 (payoffs ±100 shifted): large
        // minors, even pivots, and the exact divisions they need.
        for (polytopes, most, top) in [(600, 4, 3), (200, 5, 2), (150, 5, 201)] {
            for _ in 0..polytopes {
                let rows = 1 + rng.below(most) as usize;
                let cols = 1 + rng.below(most) as usize;
                let matrix = rng.matrix(rows, cols, 1, top);
                let expected = vertices_by_subsets(&matrix);
                assert_eq!(plain(&matrix, &vertices(&matrix)), expected, "{matrix:?}");
                for words in 1..=3 {
                    for checked in [false, true] {
                        let found = walk_words(words, &matrix, checked).unwrap();
                        assert_eq!(plain(&matrix, &found), expected);
                    }
                }
                let found = walk::<BigInt>(&matrix, false).unwrap();
                assert_eq!(plain(&matrix, &found), expected);
            }
        }
        let all_ties = vec![vec![1; 4]; 4];
        assert_eq!(
            plain(&all_ties, &vertices(&all_ties)),
            vertices_by_subsets(&all_ties)
        );
    }

    #[test]
    fn every_width_walks_exactly_as_big_integers_do() {
        // 8 × 8 matrices with entries up to 10 … 10^18, and one 9 × 9 at
        // 10^18, so that Hadamard's bound asks for every width from one to
        // eight words and beyond; three rows of larger entries make the others redundant,
        // so the polytopes keep few vertices. The walk on the chosen width
        // visits the same vertices in the same order, with the same bases,
        // as on BigInt.
        let mut rng = TestRng::new(17);
        let mut widths = Vec::new();
        let (mut narrow_walks, mut overflows) = (0, 0);
        let sizes = [1, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18].map(|d| (8, d));
        for (size, digits) in sizes.into_iter().chain([(9, 18)]) {
            let top = 10i64.pow(digits);
            let matrix: Vec<Vec<i64>> = (0..size)
                .map(|r| {
                    let (low, high) = if r < 3 {
                        (top / 2 + 1, top)
                    } else {
                        (1, top / 2)
                    };
                    (0..size).map(|_| rng.in_range(low, high)).collect()
                })
                .collect();
            let proven = words_needed(&matrix);
            widths.push(proven);
            let found = vertices(&matrix);
            assert_eq!(found, walk::<BigInt>(&matrix, false).unwrap(), "{matrix:?}");
            assert!(found.len() > size, "{}", found.len());
            // Narrower widths, checked: the same walk, or an overflow
            // reported; never a different answer.
            for words in 1..proven.min(9) {
                if let Some(narrow) = walk_words(words, &matrix, true) {
                    assert_eq!(narrow, found, "{words} words: {matrix:?}");
                    narrow_walks += 1;
                } else {
                    overflows += 1;
                }
            }
        }
        assert_eq!(widths, [1, 2, 3, 3, 4, 4, 5, 6, 6, 7, 8, 8, 9]);
        assert!(
            narrow_walks > 5 && overflows > 20,
            "{narrow_walks} {overflows}"
        );
    }
}
