//! Every extreme Nash equilibrium of any bimatrix game, degenerate or not,
//! exactly, and the maximal Nash subsets (the convex pieces of the
//! equilibrium set), as lrsnash and Gambit's enummixed define them.
//!
//! With payoffs shifted to be positive, the best-response polytopes are
//! `P = {x ≥ 0 : Bᵀx ≤ 1}` and `Q = {y ≥ 0 : Ay ≤ 1}`. A vertex carries the
//! labels of its tight inequalities (row `i` for `xᵢ = 0` or `(Ay)ᵢ = 1`,
//! column `j` for `(Bᵀx)ⱼ = 1` or `yⱼ = 0`), and the extreme equilibria are
//! the pairs of non-zero vertices that together carry every label (Avis,
//! Rosenberg, Savani and von Stengel, Economic Theory 2010).
//!
//! The vertices are enumerated by walking the graph of feasible bases with
//! simplex pivots from the vertex 0, keeping every basis reached (a visited
//! set of basis bit masks). At a degenerate vertex, where several rows tie
//! in the ratio test, the lexicographic rule picks one (as lrs does): the
//! bases it reaches are exactly the vertices of the polytope with its
//! right-hand sides perturbed by `ε, ε², …`, which is simple, so its graph
//! is connected and every one of its vertices is reached; and every vertex
//! of the polytope itself is the limit of one of them. Following every
//! tied row instead also reaches every basis, but a degenerate vertex can
//! have a great many: on 12×12 games with payoffs in ±1 that walk took
//! 0.5–2.0 s and 120–490 MB against 0.06–0.12 s and 16–30 MB this way.
//! The numbers themselves are never perturbed: the rule only compares.
//! Pivoting is fraction-free: every entry is an integer minor, divided
//! exactly after each pivot ([`crate::normal_form::wide`]); no floating
//! point anywhere.
//!
//! Maximal Nash subsets are the maximal bicliques of the bipartite graph
//! whose edges are the extreme equilibria: the closed pairs `(X, Y)` with
//! `Y` the common neighbours of `X` and `X` those of `Y`, found by closing
//! the neighbourhoods of the row vertices under intersection.
//!
//! # Complexity
//! O(b·(m + n)·m·n) for `b` lexicographically feasible bases of the two
//! polytopes, plus the pairing; exponential in the size in the worst case,
//! as the output can be.

use crate::normal_form::bimatrix::Bimatrix;
use crate::normal_form::rational::Rational;
use crate::normal_form::wide::{cross_div, cross_sign};
use crate::number_theory::gcd::gcd_i128;
use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};

/// The largest number of strategies per player.
pub const MAX_STRATEGIES: usize = 12;
/// The largest payoff magnitude.
pub const MAX_PAYOFF: i64 = 100;

/// A vertex of `{z ≥ 0 : M z ≤ 1}`: `zⱼ = numerators[j] / denominator`, and
/// its tight inequalities as bits (`j` for `zⱼ = 0`, `cols + r` for row `r`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vertex {
    /// The coordinates' numerators, over the common `denominator`.
    pub numerators: Vec<i128>,
    /// The positive common denominator.
    pub denominator: i128,
    /// The tight inequalities, one bit each.
    pub tight: u32,
}

/// A tableau: `rows` constraint rows over `cols` variables, `rows` slacks
/// and the right-hand side, scaled by `scale` (all entries are integers).
#[derive(Clone)]
struct Tableau {
    entries: Vec<i128>,
    width: usize,
    basis: Vec<usize>,
    scale: i128,
}

impl Tableau {
    fn at(&self, r: usize, c: usize) -> i128 {
        self.entries[r * self.width + c]
    }

    fn rhs(&self, r: usize) -> i128 {
        self.at(r, self.width - 1)
    }

    /// The columns the lexicographic rule compares, in order: the
    /// right-hand side, then the slacks. The slack columns hold the basis
    /// inverse (times the scale), whose rows are independent, so two rows
    /// never agree on all of them.
    fn lexicographic_columns(&self) -> impl Iterator<Item = usize> {
        let rhs = self.width - 1;
        std::iter::once(rhs).chain(rhs - self.basis.len()..rhs)
    }

    /// Rows `i` and `k` (both positive in column `c`) in the order of the
    /// lexicographic ratio test: each of the [lexicographic
    /// columns](Tableau::lexicographic_columns) over the entry in `c`, the
    /// first that differs deciding.
    fn ratio_order(&self, i: usize, k: usize, c: usize) -> Ordering {
        self.lexicographic_columns()
            .map(|j| cross_sign(self.at(i, j), self.at(k, c), self.at(k, j), self.at(i, c)))
            .find(|order| order.is_ne())
            .unwrap_or(Ordering::Equal)
    }

    /// Whether every row's right-hand side and slack columns, in order,
    /// start with a positive entry: the basis is feasible for the
    /// perturbed right-hand sides, as the lexicographic rule keeps it.
    fn is_lexicographically_feasible(&self) -> bool {
        (0..self.basis.len()).all(|r| {
            let first = self
                .lexicographic_columns()
                .map(|j| self.at(r, j))
                .find(|&v| v != 0);
            first.is_some_and(|v| (v > 0) == (self.scale > 0))
        })
    }

    /// Pivots on `(r, c)` (Bareiss–Edmonds: exact integer division by the
    /// previous pivot).
    fn pivot(&self, r: usize, c: usize) -> Tableau {
        let rows = self.basis.len();
        let p = self.at(r, c);
        let mut next = self.clone();
        for i in (0..rows).filter(|&i| i != r) {
            let factor = self.at(i, c);
            for j in 0..self.width {
                next.entries[i * self.width + j] =
                    cross_div(self.at(i, j), p, factor, self.at(r, j), self.scale);
            }
        }
        next.basis[r] = c;
        next.scale = p;
        next
    }
}

/// Every vertex of `{z ≥ 0 : M z ≤ 1}` for a matrix with positive entries
/// (`matrix[r][j]`, `rows × cols`).
pub fn vertices(matrix: &[Vec<i128>]) -> Vec<Vertex> {
    let rows = matrix.len();
    let cols = matrix[0].len();
    let width = cols + rows + 1;
    let mut entries = vec![0i128; rows * width];
    for r in 0..rows {
        for j in 0..cols {
            entries[r * width + j] = matrix[r][j];
        }
        entries[r * width + cols + r] = 1;
        entries[r * width + width - 1] = 1;
    }
    let start = Tableau {
        entries,
        width,
        basis: (cols..cols + rows).collect(),
        scale: 1,
    };
    let mask = |basis: &[usize]| basis.iter().fold(0u32, |m, &b| m | 1 << b);
    let mut visited: HashSet<u32> = HashSet::from([mask(&start.basis)]);
    let mut found: HashMap<Vec<i128>, Vertex> = HashMap::new();
    let mut stack = vec![start];
    while let Some(tableau) = stack.pop() {
        // What the walk's completeness rests on (see the module's notes).
        debug_assert!(tableau.is_lexicographically_feasible());
        let vertex = vertex_of(&tableau, cols);
        let mut key = vertex.numerators.clone();
        key.push(vertex.denominator);
        found.entry(key).or_insert(vertex);
        let basic: u32 = mask(&tableau.basis);
        for c in (0..cols + rows).filter(|&c| basic >> c & 1 == 0) {
            let leaving = (0..rows)
                .filter(|&i| tableau.at(i, c) > 0)
                .min_by(|&i, &k| tableau.ratio_order(i, k, c));
            if let Some(r) = leaving {
                let next_mask = basic & !(1 << tableau.basis[r]) | 1 << c;
                if visited.insert(next_mask) {
                    stack.push(tableau.pivot(r, c));
                }
            }
        }
    }
    let mut all: Vec<Vertex> = found.into_values().collect();
    all.sort_by(|a, b| {
        a.numerators
            .cmp(&b.numerators)
            .then(a.denominator.cmp(&b.denominator))
    });
    all
}

fn vertex_of(tableau: &Tableau, cols: usize) -> Vertex {
    let rows = tableau.basis.len();
    let mut values = vec![0i128; cols + rows];
    for (r, &b) in tableau.basis.iter().enumerate() {
        values[b] = tableau.rhs(r);
    }
    let tight = (0..cols + rows)
        .filter(|&v| values[v] == 0)
        .fold(0u32, |m, v| m | 1 << v);
    let mut numerators = values[..cols].to_vec();
    let mut denominator = tableau.scale;
    let g = numerators.iter().fold(denominator, |g, &x| gcd_i128(g, x));
    if g > 1 {
        numerators.iter_mut().for_each(|x| *x /= g);
        denominator /= g;
    }
    Vertex {
        numerators,
        denominator,
        tight,
    }
}

/// A mixed strategy profile: the row player's probabilities, then the
/// column player's.
pub type Profile = (Vec<Rational>, Vec<Rational>);

/// The extreme equilibria (sorted by the probability vector, largest first)
/// and the maximal Nash subsets (each the ascending 0-based indices of its
/// extreme equilibria, sorted).
pub struct EquilibriumSet {
    /// Every extreme equilibrium.
    pub extreme: Vec<Profile>,
    /// The maximal Nash subsets, as indices into `extreme`.
    pub maximal_subsets: Vec<Vec<usize>>,
}

fn probabilities(numerators: &[i128]) -> Vec<Rational> {
    let total: i128 = numerators.iter().sum();
    numerators
        .iter()
        .map(|&x| Rational::new(x, total))
        .collect()
}

/// `a` against `b`, exactly (cross-multiplied in 256 bits).
fn compare(a: &Rational, b: &Rational) -> Ordering {
    cross_sign(
        a.numerator(),
        b.denominator(),
        b.numerator(),
        a.denominator(),
    )
}

/// Every extreme equilibrium and maximal Nash subset of `game`.
///
/// # Example
/// ```
/// use game_theory::normal_form::bimatrix::Bimatrix;
/// use game_theory::normal_form::extreme::equilibria;
/// // Every outcome ties: the four pure profiles, one subset holding all.
/// let ties = Bimatrix::new(2, 2, vec![1; 4], vec![1; 4]);
/// let set = equilibria(&ties);
/// assert_eq!(set.extreme.len(), 4);
/// assert_eq!(set.maximal_subsets, [vec![0, 1, 2, 3]]);
/// ```
pub fn equilibria(game: &Bimatrix) -> EquilibriumSet {
    let (m, n) = (game.rows(), game.cols());
    let shift = |payoff: &dyn Fn(usize, usize) -> i64| {
        let low = (0..m)
            .flat_map(|i| (0..n).map(move |j| (i, j)))
            .map(|(i, j)| payoff(i, j))
            .min()
            .unwrap();
        move |v: i64| i128::from(v - low + 1)
    };
    let a_shift = shift(&|i, j| game.row_payoff(i, j));
    let b_shift = shift(&|i, j| game.col_payoff(i, j));
    // P: rows are the columns j of B, over x ∈ R^m.
    let p_matrix: Vec<Vec<i128>> = (0..n)
        .map(|j| (0..m).map(|i| b_shift(game.col_payoff(i, j))).collect())
        .collect();
    // Q: rows are the rows i of A, over y ∈ R^n.
    let q_matrix: Vec<Vec<i128>> = (0..m)
        .map(|i| (0..n).map(|j| a_shift(game.row_payoff(i, j))).collect())
        .collect();
    let p_vertices: Vec<Vertex> = vertices(&p_matrix)
        .into_iter()
        .filter(|v| v.numerators.iter().any(|&x| x != 0))
        .collect();
    let q_vertices: Vec<Vertex> = vertices(&q_matrix)
        .into_iter()
        .filter(|v| v.numerators.iter().any(|&x| x != 0))
        .collect();
    // Labels 0..m are the rows, m..m+n the columns.
    let all = (1u32 << (m + n)) - 1;
    let q_labels = |v: &Vertex| (v.tight & ((1 << n) - 1)) << m | v.tight >> n;
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for (a, x) in p_vertices.iter().enumerate() {
        for (b, y) in q_vertices.iter().enumerate() {
            if x.tight | q_labels(y) == all {
                pairs.push((a, b));
            }
        }
    }
    let x_probs: Vec<Vec<Rational>> = p_vertices
        .iter()
        .map(|v| probabilities(&v.numerators))
        .collect();
    let y_probs: Vec<Vec<Rational>> = q_vertices
        .iter()
        .map(|v| probabilities(&v.numerators))
        .collect();
    let key_order = |p: &(usize, usize), q: &(usize, usize)| {
        let left = x_probs[p.0].iter().chain(&y_probs[p.1]);
        let right = x_probs[q.0].iter().chain(&y_probs[q.1]);
        left.zip(right)
            .map(|(a, b)| compare(b, a))
            .find(|o| *o != Ordering::Equal)
            .unwrap_or(Ordering::Equal)
    };
    pairs.sort_by(key_order);
    let extreme: Vec<Profile> = pairs
        .iter()
        .map(|&(a, b)| (x_probs[a].clone(), y_probs[b].clone()))
        .collect();
    let maximal_subsets = maximal_bicliques(&pairs);
    EquilibriumSet {
        extreme,
        maximal_subsets,
    }
}

/// The maximal bicliques of the bipartite graph with `edges` (row vertex,
/// column vertex), each as the ascending indices of its edges, sorted.
fn maximal_bicliques(edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut by_row: HashMap<usize, Vec<usize>> = HashMap::new();
    for &(a, b) in edges {
        by_row.entry(a).or_default().push(b);
    }
    let neighbourhoods: Vec<Vec<usize>> = by_row
        .into_values()
        .map(|mut v| {
            v.sort_unstable();
            v
        })
        .collect();
    // Every intersection of neighbourhoods: the closed column sets.
    let mut closed: HashSet<Vec<usize>> = neighbourhoods.iter().cloned().collect();
    let mut frontier: Vec<Vec<usize>> = closed.iter().cloned().collect();
    while let Some(set) = frontier.pop() {
        for hood in &neighbourhoods {
            let meet: Vec<usize> = set
                .iter()
                .copied()
                .filter(|b| hood.binary_search(b).is_ok())
                .collect();
            if !meet.is_empty() && closed.insert(meet.clone()) {
                frontier.push(meet);
            }
        }
    }
    let index: HashMap<(usize, usize), usize> =
        edges.iter().enumerate().map(|(k, &e)| (e, k)).collect();
    let rows: Vec<usize> = {
        let mut r: Vec<usize> = edges.iter().map(|e| e.0).collect();
        r.sort_unstable();
        r.dedup();
        r
    };
    // Each closed column set `Y` with the rows adjacent to all of it is a
    // closed pair, hence a maximal biclique: `Y` is an intersection of the
    // neighbourhoods of some of those rows, so it holds every column they
    // all share.
    let mut subsets: Vec<Vec<usize>> = closed
        .iter()
        .map(|cols| {
            let index = &index;
            let mut members: Vec<usize> = rows
                .iter()
                .filter(|&&a| cols.iter().all(|&b| index.contains_key(&(a, b))))
                .flat_map(|&a| cols.iter().map(move |&b| index[&(a, b)]))
                .collect();
            members.sort_unstable();
            members
        })
        .collect();
    subsets.sort();
    subsets
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::normal_form::rational::solve_exact;
    use crate::testing::nash::{all_equilibria, Equilibria};
    use crate::testing::rng::TestRng;
    use itertools::Itertools;

    /// The vertices from the definition: every choice of `cols` inequalities
    /// made tight whose system has one solution, kept when it satisfies
    /// all the others.
    fn vertices_by_subsets(matrix: &[Vec<i128>]) -> Vec<Vertex> {
        let (rows, cols) = (matrix.len(), matrix[0].len());
        let row_of = |k: usize| -> (Vec<i128>, i128) {
            if k < cols {
                ((0..cols).map(|j| i128::from(j == k)).collect(), 0)
            } else {
                (matrix[k - cols].clone(), 1)
            }
        };
        let mut found: Vec<Vertex> = Vec::new();
        for subset in (0..cols + rows).combinations(cols) {
            let (system, rhs): (Vec<Vec<i128>>, Vec<i128>) =
                subset.iter().map(|&k| row_of(k)).unzip();
            let Some((mut numerators, mut denominator)) = solve_exact(&system, &rhs) else {
                continue;
            };
            if denominator < 0 {
                numerators.iter_mut().for_each(|x| *x = -*x);
                denominator = -denominator;
            }
            let slack = |r: usize| {
                denominator
                    - matrix[r]
                        .iter()
                        .zip(&numerators)
                        .map(|(a, x)| a * x)
                        .sum::<i128>()
            };
            if numerators.iter().any(|&x| x < 0) || (0..rows).any(|r| slack(r) < 0) {
                continue;
            }
            let tight = (0..cols)
                .filter(|&j| numerators[j] == 0)
                .chain((0..rows).filter(|&r| slack(r) == 0).map(|r| cols + r))
                .fold(0u32, |m, b| m | 1 << b);
            let g = numerators.iter().fold(denominator, |g, &x| gcd_i128(g, x));
            let vertex = Vertex {
                numerators: numerators.iter().map(|x| x / g).collect(),
                denominator: denominator / g,
                tight,
            };
            if !found.contains(&vertex) {
                found.push(vertex);
            }
        }
        found.sort_by(|a, b| {
            a.numerators
                .cmp(&b.numerators)
                .then(a.denominator.cmp(&b.denominator))
        });
        found
    }

    fn random_matrix(rng: &mut TestRng, rows: usize, cols: usize, top: i64) -> Vec<Vec<i128>> {
        (0..rows)
            .map(|_| {
                (0..cols)
                    .map(|_| i128::from(rng.in_range(1, top)))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn pivoting_finds_every_vertex_of_degenerate_polytopes() {
        let mut rng = TestRng::new(16);
        // Entries 1..=3 on up to 4 × 4: ties everywhere, so most polytopes
        // are degenerate. Entries 1..=2 on up to 5 × 5: vertices where many
        // more bases meet.
        for (polytopes, most, top) in [(600, 4, 3), (200, 5, 2)] {
            for _ in 0..polytopes {
                let rows = 1 + rng.below(most) as usize;
                let cols = 1 + rng.below(most) as usize;
                let matrix = random_matrix(&mut rng, rows, cols, top);
                assert_eq!(
                    vertices(&matrix),
                    vertices_by_subsets(&matrix),
                    "{matrix:?}"
                );
            }
        }
        let all_ties = vec![vec![1i128; 4]; 4];
        assert_eq!(vertices(&all_ties), vertices_by_subsets(&all_ties));
    }

    /// Equilibria from the brute-force vertices, paired by labels.
    fn equilibria_by_subsets(game: &Bimatrix) -> Vec<Profile> {
        let (m, n) = (game.rows(), game.cols());
        let low_a = (0..m)
            .flat_map(|i| (0..n).map(move |j| (i, j)))
            .map(|(i, j)| game.row_payoff(i, j))
            .min()
            .unwrap();
        let low_b = (0..m)
            .flat_map(|i| (0..n).map(move |j| (i, j)))
            .map(|(i, j)| game.col_payoff(i, j))
            .min()
            .unwrap();
        let p: Vec<Vec<i128>> = (0..n)
            .map(|j| {
                (0..m)
                    .map(|i| i128::from(game.col_payoff(i, j) - low_b + 1))
                    .collect()
            })
            .collect();
        let q: Vec<Vec<i128>> = (0..m)
            .map(|i| {
                (0..n)
                    .map(|j| i128::from(game.row_payoff(i, j) - low_a + 1))
                    .collect()
            })
            .collect();
        let mut found = Vec::new();
        for x in vertices_by_subsets(&p)
            .iter()
            .filter(|v| v.numerators.iter().any(|&z| z != 0))
        {
            for y in vertices_by_subsets(&q)
                .iter()
                .filter(|v| v.numerators.iter().any(|&z| z != 0))
            {
                let y_labels = (y.tight & ((1 << n) - 1)) << m | y.tight >> n;
                if x.tight | y_labels == (1 << (m + n)) - 1 {
                    found.push((probabilities(&x.numerators), probabilities(&y.numerators)));
                }
            }
        }
        found.sort();
        found
    }

    fn random_game(rng: &mut TestRng, m: usize, n: usize, low: i64, high: i64) -> Bimatrix {
        let a = (0..m * n).map(|_| rng.in_range(low, high)).collect();
        let b = (0..m * n).map(|_| rng.in_range(low, high)).collect();
        Bimatrix::new(m, n, a, b)
    }

    #[test]
    fn extreme_equilibria_match_brute_force_on_degenerate_games() {
        let mut rng = TestRng::new(160);
        for _ in 0..400 {
            let (m, n) = (1 + rng.below(4) as usize, 1 + rng.below(4) as usize);
            let game = random_game(&mut rng, m, n, -1, 1);
            let mut found = equilibria(&game).extreme;
            found.sort();
            assert_eq!(found, equilibria_by_subsets(&game), "{game:?}");
            assert!(!found.is_empty(), "every game has an equilibrium");
        }
    }

    #[test]
    fn nondegenerate_games_agree_with_support_enumeration() {
        let mut rng = TestRng::new(161);
        let mut compared = 0;
        for _ in 0..200 {
            let (m, n) = (1 + rng.below(5) as usize, 1 + rng.below(5) as usize);
            let game = random_game(&mut rng, m, n, -50, 50);
            if let Equilibria::Found(mut old) = all_equilibria(&game) {
                let set = equilibria(&game);
                let mut new = set.extreme.clone();
                old.sort();
                new.sort();
                assert_eq!(new, old, "{game:?}");
                // Nondegenerate: every equilibrium is its own maximal subset.
                assert_eq!(
                    set.maximal_subsets,
                    (0..new.len()).map(|k| vec![k]).collect::<Vec<_>>()
                );
                compared += 1;
            }
        }
        assert!(compared > 100);
    }

    #[test]
    fn a_dominated_column_gives_a_segment() {
        // Column 2 ties column 1 for the column player when the row player
        // plays row 1: the equilibria (row 1, any mix of columns 1, 2) form
        // one maximal subset of two extreme equilibria.
        let game = Bimatrix::new(2, 2, vec![2, 2, 0, 0], vec![1, 1, 0, 0]);
        let set = equilibria(&game);
        assert_eq!(set.extreme.len(), 2);
        assert_eq!(set.maximal_subsets, [vec![0, 1]]);
    }

    #[test]
    fn largest_games_at_the_payoff_limits_stay_exact() {
        let mut rng = TestRng::new(1212);
        for _ in 0..2 {
            let game = random_game(&mut rng, 12, 12, -MAX_PAYOFF, MAX_PAYOFF);
            let set = equilibria(&game);
            assert!(!set.extreme.is_empty());
            for (x, y) in &set.extreme {
                assert!(crate::testing::nash::is_equilibrium(&game, x, y));
            }
        }
    }
}
