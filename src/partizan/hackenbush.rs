//! Blue-Red Hackenbush on forests: the exact value of any forest of blue
//! and red edges, in time near linear in its size.
//!
//! Left cuts blue edges, Right red ones, and a cut takes with it everything
//! no longer joined to the ground. Every position is a number, and Winning
//! Ways (ch. 2, "Hackenbush strings" and "trees") gives the value of a tree
//! edge by edge from the top: the value above a vertex is the sum of its
//! child edges' values (sums of games add), and an edge of colour `c` with
//! value `x` sitting above it is worth `f_c(x)`, where for a blue edge
//! `f_B(x) = (x + n) / 2^(n-1)`, `n` the least positive integer with
//! `x + n > 1` (so `x + 1` when `x >= 0`), and `f_R(x) = -f_B(-x)`. On a
//! stalk this reads: the value's sign expansion is the colour sequence from
//! the ground. The module's tests check the rule against a search of the
//! game itself on every forest of up to 8 edges, and this fast method
//! against the rule over exact rationals on deep trees of up to 3000.
//!
//! # Why not one big-integer operation per edge
//! A path of `2·10^5` alternating edges has a denominator of `2^(2·10^5)`;
//! a fresh big-integer add per edge would be `O(n^2 / 64)` word operations.
//! Instead each value `x = m / 2^k` is kept as the integer `m` in two's
//! complement (little-endian words) with its point `k`, and
//! - `f_c(x)` adds a small integer at the point (`m += n·2^k`) and, when
//!   the sign flips, moves the point up (`k += n - 1`): `m` itself does not
//!   move, and two's complement lets a negative `m` become positive by a
//!   carry that runs through the integer part only, the words above the
//!   point. So an edge costs `O(1)` words. ([`BigInt`] keeps a sign and a
//!   magnitude, where `m + n·2^k` for a negative `m` rewrites every word
//!   below the point: hence this representation, and one conversion at
//!   the end.)
//! - At a vertex, each child's value is added into the sum with the larger
//!   point, aligned at its top (their points line up): the words touched
//!   are those of the shorter fraction. A point never exceeds twice the
//!   edges above it, so adding smaller into larger costs `O(n log n / 64)`
//!   words over a tree, and `O(n)` on a path.
//!
//! Nothing recurses: vertices are visited in reverse breadth-first order,
//! renumbered by that order so the walk reads memory in order, and only
//! the sums of two levels of the forest at most wait at a time (two values
//! on a path). Measured on a path of 2·10^5 edges numbered at random
//! (`scripts/bench blue-red-hackenbush`): 88 ms median, 7.1 MB, about half
//! of it printing the 60,206-digit numerator and denominator.

use crate::exact::BigInt;
use crate::partizan::Dyadic;
use std::collections::VecDeque;

/// An edge's colour: Left cuts blue edges, Right red ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Colour {
    /// Left's edge.
    Blue,
    /// Right's edge.
    Red,
}

/// A forest whose parent pointers do not all lead to the ground: the
/// vertices of one cycle among them (1-based, each the parent of the one
/// before it: `v, parent(v), parent(parent(v)), …`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotJoined {
    /// The cycle, starting from its smallest vertex.
    pub cycle: Vec<u32>,
}

/// The value of a number `x = m / 2^point`, with `m` in two's complement
/// over little-endian `u64` words, sign-extended past the last word (no
/// words is 0). `m` need not be odd: values add without reducing, and
/// [`FixedPoint::into_parts`] reduces once at the end.
#[derive(Debug, Default)]
struct FixedPoint {
    words: Vec<u64>,
    point: usize,
}

impl FixedPoint {
    /// What the words continue with: all ones for a negative `m`.
    fn sign_fill(&self) -> u64 {
        match self.words.last() {
            Some(&top) if (top as i64) < 0 => !0,
            _ => 0,
        }
    }

    fn word(&self, i: usize) -> u64 {
        self.words
            .get(i)
            .copied()
            .unwrap_or_else(|| self.sign_fill())
    }

    /// `floor(x)`: the bits from the point up. It fits in `i64` since a
    /// forest's value is at most its number of edges in size.
    fn floor(&self) -> i64 {
        let (word, bit) = (self.point / 64, self.point % 64);
        let low = self.word(word) >> bit;
        let high = match bit {
            0 => 0,
            _ => self.word(word + 1) << (64 - bit),
        };
        (low | high) as i64
    }

    /// `m += n·2^point`.
    fn add_at_point(&mut self, n: i64) {
        self.add_shifted(&[n as u64], self.point);
    }

    /// `m += s·2^shift`, for `s` given in two's complement words. The
    /// words of `m` below `shift` are not read, and the carry stops as soon
    /// as the rest of the sum is known to be unchanged, so the cost is
    /// `O(s.len())` plus the words of `m` above the top of `s`.
    fn add_shifted(&mut self, source: &[u64], shift: usize) {
        let (word, bit) = (shift / 64, shift % 64);
        let source_fill = match source.last() {
            Some(&top) if (top as i64) < 0 => !0u64,
            _ => 0,
        };
        // The shifted source occupies `span` words from `word` on, then
        // continues as `source_fill`.
        let span = source.len() + 1;
        // One word more than either operand, so the sum cannot overflow.
        let needed = self.words.len().max(word + span) + 1;
        let fill = self.sign_fill();
        self.words.resize(needed, fill);
        let (mut carry, mut below) = (false, 0u64);
        for i in 0..span {
            let current = source.get(i).copied().unwrap_or(source_fill);
            let piece = match bit {
                0 => current,
                _ => (current << bit) | (below >> (64 - bit)),
            };
            below = current;
            carry = add_with_carry(&mut self.words[word + i], piece, carry);
        }
        // Adding all zeros with no carry, or all ones with a carry, changes
        // nothing from here up.
        let mut i = word + span;
        while i < needed && carry == (source_fill == 0) {
            carry = add_with_carry(&mut self.words[i], source_fill, carry);
            i += 1;
        }
        self.trim();
    }

    /// Drops top words that only repeat the sign.
    fn trim(&mut self) {
        while let Some(&top) = self.words.last() {
            let len = self.words.len();
            let below_negative = len >= 2 && (self.words[len - 2] as i64) < 0;
            let redundant = match top {
                0 => !below_negative,
                u64::MAX => below_negative,
                _ => false,
            };
            if !redundant {
                break;
            }
            self.words.pop();
        }
    }

    /// `x <- f_c(x)`: the value of an edge of colour `c` with `x` above it.
    ///
    /// Blue: `x + 1` for `x >= 0`. For `x < 0`, with `i = floor(x)`, the
    /// least `n` with `x + n > 1` is `1 - i`, or `-i` when `x` is the
    /// integer `i`; there `(x + n) / 2^(n-1)` takes the same value
    /// (`1/2^(n-1)` = `2/2^n`) for both, so `n = 1 - i` serves every
    /// `x < 0` and no test for a zero fraction is needed. Red is the
    /// mirror image: `x - 1` for `x < 0`, else `n = floor(x) + 2`, which
    /// at `x = 0` also gives `-1`.
    fn put_edge_below(&mut self, colour: Colour) {
        let i = self.floor();
        match colour {
            Colour::Blue if i >= 0 => self.add_at_point(1),
            Colour::Red if i < 0 => self.add_at_point(-1),
            Colour::Blue => {
                self.add_at_point(1 - i);
                self.point += i.unsigned_abs() as usize;
            }
            Colour::Red => {
                self.add_at_point(-(i + 2));
                self.point += (i + 1) as usize;
            }
        }
    }

    /// `self += other`, keeping the larger point so that only the shorter
    /// fraction's words are added.
    fn add(&mut self, mut other: FixedPoint) {
        if self.point < other.point {
            std::mem::swap(self, &mut other);
        }
        self.add_shifted(&other.words, self.point - other.point);
    }

    /// `x` in lowest terms: `(negative, |numerator| as words, e)` with
    /// `x = ±numerator / 2^e` and the numerator odd unless `e = 0`.
    fn into_parts(self) -> (bool, Vec<u64>, usize) {
        let negative = self.sign_fill() != 0;
        let mut magnitude = self.words;
        if negative {
            // Two's complement negation: invert, add one.
            let mut carry = true;
            for w in &mut magnitude {
                *w = !*w;
                carry = add_with_carry(w, 0, carry);
            }
        }
        let zeros = match magnitude.iter().position(|&w| w != 0) {
            Some(i) => 64 * i + magnitude[i].trailing_zeros() as usize,
            None => return (false, Vec::new(), 0),
        };
        let shift = zeros.min(self.point);
        (negative, shift_right(&magnitude, shift), self.point - shift)
    }
}

/// `*word += addend + carry`, returning the carry out.
#[inline]
fn add_with_carry(word: &mut u64, addend: u64, carry: bool) -> bool {
    let (sum, first) = word.overflowing_add(addend);
    let (sum, second) = sum.overflowing_add(u64::from(carry));
    *word = sum;
    first || second
}

/// `words >> shift` for an unsigned number, without top zero words.
fn shift_right(words: &[u64], shift: usize) -> Vec<u64> {
    let (skip, bit) = (shift / 64, shift % 64);
    let mut out: Vec<u64> = (skip..words.len())
        .map(|i| match bit {
            0 => words[i],
            _ => (words[i] >> bit) | (words.get(i + 1).copied().unwrap_or(0) << (64 - bit)),
        })
        .collect();
    while out.last() == Some(&0) {
        out.pop();
    }
    out
}

/// The value of the forest where vertex `v` (1-based) hangs by an edge of
/// colour `colour[v - 1]` from vertex `parent[v - 1]` (0 is the ground).
/// Positive: Left wins whoever starts; negative: Right does; zero: whoever
/// moves first loses.
///
/// # Constraints
/// `parent.len() == colour.len()`, every parent at most `parent.len()`.
/// A forest whose parent pointers run in a cycle is an error
/// ([`NotJoined`]), not a panic.
///
/// # Complexity
/// O(n) words and allocations, plus O(n log n / 64) word additions where
/// the forest branches (O(n) on a path), and O(e log e / 64) to build the
/// numerator of a value with denominator 2^e. Memory: O(n) for the walk,
/// and the values of at most two breadth-first levels at a time.
///
/// # Panics
/// If the lengths differ or a parent is out of range.
///
/// # Example
/// A red edge on the ground with two blue edges above it (the spec's
/// third sample), and a forest of a blue edge and a red edge.
/// ```
/// use game_theory::partizan::hackenbush::{forest_value, Colour::*};
/// let value = forest_value(&[0, 1, 1], &[Red, Blue, Blue]).unwrap();
/// assert_eq!(value.to_string(), "-1/4");
/// assert_eq!(forest_value(&[0, 0], &[Blue, Red]).unwrap().signum(), 0);
/// // Vertex 1 hangs from 2 and 2 from 1: not joined to the ground.
/// assert_eq!(forest_value(&[2, 1], &[Red, Blue]).unwrap_err().cycle, [1, 2]);
/// ```
pub fn forest_value(parent: &[u32], colour: &[Colour]) -> Result<Dyadic, NotJoined> {
    let (negative, magnitude, e) = forest_parts(parent, colour)?;
    let m = from_words(&magnitude);
    Ok(Dyadic::from_big(if negative { -m } else { m }, e as u64))
}

/// The unsigned number with these little-endian words, halves joined by a
/// shift: O(n log n) word operations through [`BigInt`]'s public API.
fn from_words(words: &[u64]) -> BigInt {
    match words {
        [] => BigInt::zero(),
        [w] => BigInt::from(*w),
        _ => {
            let half = words.len() / 2;
            (from_words(&words[half..]) << (64 * half)) + from_words(&words[..half])
        }
    }
}

/// The value of the forest where vertex `v` (1-based) hangs by an edge of
/// colour `colour[v - 1]` from vertex `parent[v - 1]` (0 is the ground),
/// in lowest terms as `(negative, |numerator| words, e)`: the value is
/// `±numerator / 2^e`.
fn forest_parts(parent: &[u32], colour: &[Colour]) -> Result<(bool, Vec<u64>, usize), NotJoined> {
    let n = parent.len();
    assert_eq!(colour.len(), n, "one colour per edge");
    let edges = ground_first(parent, colour)?;
    // Walked by breadth-first position, from the last: the parents'
    // positions only fall with the child's, so the reads run in memory
    // order (by vertex number they were two cache misses per edge: 130 of
    // 250 ms on a path of 2·10^5 edges numbered at random), and the sums
    // still waiting for children are those of the positions from the
    // current parent's to the current edge's: a window at most two levels
    // of the forest wide (two values on a path).
    let mut window: VecDeque<FixedPoint> = VecDeque::from([FixedPoint::default()]);
    let mut lowest = n;
    for (i, &(parent_at, colour)) in edges.iter().enumerate().rev() {
        // The back of the window is position i + 1, now complete.
        debug_assert_eq!(lowest + window.len(), i + 2);
        let mut value = window.pop_back().expect("position i + 1 is in the window");
        value.put_edge_below(colour);
        while lowest > parent_at as usize {
            window.push_front(FixedPoint::default());
            lowest -= 1;
        }
        window[parent_at as usize - lowest].add(value);
    }
    Ok(window.pop_back().expect("the ground's value").into_parts())
}

/// The edges in breadth-first order from the ground (position 0; the
/// upper end of the i-th edge is position i + 1): each edge's lower end as
/// a position, which comes before its upper end, and its colour. Or a
/// cycle if some vertex is not joined to the ground.
fn ground_first(parent: &[u32], colour: &[Colour]) -> Result<Vec<(u32, Colour)>, NotJoined> {
    let n = parent.len();
    // links[u] = [u's first child, u's next sibling], each a vertex with
    // its edge's colour in the top bit (0 for none: the ground is no
    // one's child). A vertex's child and sibling share a cache line, so a
    // path numbered at random costs the walk one miss per edge where
    // contiguous child lists (offsets, then the list) cost two: the
    // binary on a path of 2·10^5 edges took 73 ms at best (median 112)
    // against 88 (120) that way, alternating runs on a busy machine.
    const RED: u32 = 1 << 31;
    assert!(n < RED as usize, "at most 2^31 - 1 edges");
    let mut links = vec![[0u32; 2]; n + 1];
    for ((v, &p), &c) in (1..).zip(parent).zip(colour) {
        assert!(p as usize <= n, "parent {p} out of range 0..={n}");
        links[v as usize][1] = links[p as usize][0];
        links[p as usize][0] = v | if c == Colour::Red { RED } else { 0 };
    }
    let mut order = Vec::with_capacity(n + 1);
    order.push(0u32);
    let mut edges = Vec::with_capacity(n);
    let mut at = 0;
    while let Some(&u) = order.get(at) {
        let mut child = links[u as usize][0];
        while child != 0 {
            let v = child & !RED;
            order.push(v);
            let colour = if child & RED != 0 {
                Colour::Red
            } else {
                Colour::Blue
            };
            edges.push((at as u32, colour));
            child = links[v as usize][1];
        }
        at += 1;
    }
    if order.len() == n + 1 {
        Ok(edges)
    } else {
        Err(cycle_among_unreached(parent, &order))
    }
}

/// Every vertex has one parent, so following parents from a vertex never
/// reached from the ground must end in a cycle.
fn cycle_among_unreached(parent: &[u32], reached: &[u32]) -> NotJoined {
    let n = parent.len();
    let mut seen = vec![false; n + 1];
    reached.iter().for_each(|&v| seen[v as usize] = true);
    let start = (1..=n).find(|&v| !seen[v]).expect("a vertex not reached");
    // n steps from `start` lead onto the cycle.
    let mut v = start;
    for _ in 0..n {
        v = parent[v - 1] as usize;
    }
    let mut cycle = vec![v as u32];
    let mut u = parent[v - 1] as usize;
    while u != v {
        cycle.push(u as u32);
        u = parent[u - 1] as usize;
    }
    let smallest = (0..cycle.len()).min_by_key(|&i| cycle[i]).unwrap_or(0);
    cycle.rotate_left(smallest);
    NotJoined { cycle }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::rational::Rational;
    use crate::testing::rng::TestRng;
    use Colour::{Blue, Red};

    /// A small dyadic as an integer count of `2^-SCALE`: exact for every
    /// forest the tests search (at most 12 edges: denominators to 2^12).
    const SCALE: u32 = 32;
    type Small = i64;

    fn small_value(parts: (bool, Vec<u64>, usize)) -> Small {
        let (negative, numerator, e) = parts;
        assert!(
            numerator.len() <= 1 && e <= SCALE as usize,
            "too big: {numerator:?} / 2^{e}"
        );
        let m = numerator.first().copied().unwrap_or(0) as i64;
        assert!(
            numerator.is_empty() || e == 0 || m % 2 == 1,
            "not in lowest terms"
        );
        let m = m << (SCALE as usize - e);
        if negative {
            -m
        } else {
            m
        }
    }

    /// The simplest number strictly between `low` and `high` (either may
    /// be missing), from Conway's definition: the integer nearest 0 if one
    /// fits, else the fitting dyadic with the least denominator.
    fn simplest_between(low: Option<Small>, high: Option<Small>) -> Small {
        let one = 1i64 << SCALE;
        let fits = |x: Small| low.map_or(true, |l| l < x) && high.map_or(true, |h| x < h);
        if fits(0) {
            return 0;
        }
        for e in 0..=SCALE {
            let step = one >> e;
            // The least multiple of `step` above `low`, or the greatest
            // below `high`, is the candidate nearest 0.
            let candidate = match (low, high) {
                (Some(l), _) if l >= 0 => l.div_euclid(step) * step + step,
                (_, Some(h)) => (h - 1).div_euclid(step) * step,
                _ => unreachable!("0 fits when neither side bounds it away"),
            };
            if fits(candidate) {
                return candidate;
            }
        }
        panic!("no dyadic of denominator 2^{SCALE} between {low:?} and {high:?}");
    }

    /// The value of a forest by searching the game itself: a position is
    /// the set of edges still standing (bit v - 1 for vertex v's edge); a
    /// move cuts one edge of the mover's colour and everything above it.
    /// Every position's best Left option must lie below its best Right
    /// option (every position is a number), and its value is the simplest
    /// number between them.
    fn searched_value(parent: &[u32], colour: &[Colour]) -> Small {
        let n = parent.len();
        assert!(n <= 16);
        // above[v]: the edges cut with vertex v's edge (v's and those above).
        let mut above = vec![0u32; n + 1];
        for v in 1..=n {
            let mut u = v;
            while u != 0 {
                above[u] |= 1 << (v - 1);
                u = parent[u - 1] as usize;
            }
        }
        let mut memo: Vec<Option<Small>> = vec![None; 1 << n];
        let mut stack = vec![(1u32 << n) - 1];
        while let Some(&position) = stack.last() {
            let (mut best_left, mut best_right, mut missing) = (None, None, false);
            for v in (1..=n).filter(|v| position >> (v - 1) & 1 == 1) {
                let next = position & !above[v];
                match (memo[next as usize], colour[v - 1]) {
                    (Some(value), Blue) => best_left = best_left.max(Some(value)),
                    (Some(value), Red) => {
                        best_right = Some(best_right.map_or(value, |r: Small| r.min(value)))
                    }
                    (None, _) => {
                        stack.push(next);
                        missing = true;
                    }
                }
            }
            if missing {
                continue;
            }
            stack.pop();
            if let (Some(l), Some(r)) = (best_left, best_right) {
                assert!(
                    l < r,
                    "position {position:b} of {parent:?} {colour:?} is not a number"
                );
            }
            memo[position as usize] = Some(simplest_between(best_left, best_right));
        }
        memo[(1usize << n) - 1].unwrap()
    }

    fn fast_value(parent: &[u32], colour: &[Colour]) -> Small {
        small_value(forest_parts(parent, colour).unwrap())
    }

    #[test]
    fn the_simplest_number_rule_as_conway_states_it() {
        let half = 1i64 << (SCALE - 1);
        let one = 2 * half;
        assert_eq!(simplest_between(None, None), 0);
        assert_eq!(simplest_between(Some(0), None), one);
        assert_eq!(simplest_between(None, Some(-3 * one)), -4 * one);
        assert_eq!(simplest_between(Some(0), Some(one)), half);
        assert_eq!(simplest_between(Some(half), Some(one)), 3 * half / 2);
        assert_eq!(simplest_between(Some(-one), Some(3 * one)), 0);
        assert_eq!(
            simplest_between(Some(-5 * half), Some(-2 * one)),
            -9 * half / 2
        );
    }

    /// Every forest of up to 8 edges, up to relabelling, in every
    /// colouring. Numbering a forest's vertices breadth-first from the
    /// ground (children of earlier vertices first) gives each vertex a
    /// parent numbered below it and makes the parents nondecreasing, so
    /// the parent arrays with `p_v < v` and `p_v <= p_(v+1)` (Catalan(n)
    /// of them) include every forest of n edges; the random test below
    /// covers other numberings.
    #[test]
    fn every_forest_up_to_8_edges_matches_the_search_of_the_game() {
        let mut checked = 0;
        for n in 1..=8u32 {
            let mut parent = vec![0u32; n as usize];
            loop {
                for mask in 0..1u32 << n {
                    let colour: Vec<Colour> = (0..n)
                        .map(|i| if mask >> i & 1 == 1 { Red } else { Blue })
                        .collect();
                    let expected = searched_value(&parent, &colour);
                    assert_eq!(
                        fast_value(&parent, &colour),
                        expected,
                        "{parent:?} {colour:?}"
                    );
                    checked += 1;
                }
                // The next array: vertex v + 1 may hang from 0..=v, and no
                // lower than the vertex before it.
                let Some(v) = (0..n as usize).rev().find(|&v| parent[v] < v as u32) else {
                    break;
                };
                parent[v] += 1;
                let least = parent[v];
                parent[v + 1..].iter_mut().for_each(|p| *p = least);
            }
        }
        // Sum over n of Catalan(n) · 2^n.
        let catalan = [1, 2, 5, 14, 42, 132, 429, 1430];
        let expected: u32 = (1..=8).map(|n| catalan[n - 1] << n).sum();
        assert_eq!(checked, expected);
    }

    /// Random forests with their vertices numbered at random (so parents
    /// may have larger numbers than their children).
    #[test]
    fn random_relabelled_forests_up_to_12_edges_match_the_search() {
        let mut rng = TestRng::new(29);
        for _ in 0..3000 {
            let n = 1 + rng.below(12) as usize;
            let tree: Vec<usize> = (1..=n).map(|v| rng.below(v as u64) as usize).collect();
            let mut name: Vec<u32> = (1..=n as u32).collect();
            rng.shuffle(&mut name);
            let rename = |v: usize| if v == 0 { 0 } else { name[v - 1] };
            let mut parent = vec![0u32; n];
            let mut colour = vec![Blue; n];
            for v in 1..=n {
                parent[rename(v) as usize - 1] = rename(tree[v - 1]);
                colour[rename(v) as usize - 1] = if rng.below(2) == 0 { Blue } else { Red };
            }
            assert_eq!(
                fast_value(&parent, &colour),
                searched_value(&parent, &colour)
            );
        }
    }

    /// Winning Ways' rule for one edge, as stated, over exact rationals:
    /// `f_B(x) = (x + n) / 2^(n-1)` with `n` the least positive integer
    /// with `x + n > 1`, and `f_R(x) = -f_B(-x)`.
    fn edge_rule(x: &Rational, colour: Colour) -> Rational {
        let blue = |x: &Rational| {
            let one = Rational::from(1);
            let mut n = 1i64;
            while x + &Rational::from(n) <= one {
                n += 1;
            }
            let power = BigInt::from(1) << (n as usize - 1);
            (x + &Rational::from(n)) / Rational::from(power)
        };
        match colour {
            Blue => blue(x),
            Red => -blue(&-x),
        }
    }

    /// Big values (hundreds of words, both signs, integer parts across word
    /// boundaries) against the rule applied over [`Rational`]: deep random
    /// trees, numbered at random for the fast method.
    #[test]
    fn deep_random_trees_match_the_rule_over_rationals() {
        let mut rng = TestRng::new(2029);
        for round in 0..40 {
            let n = 1 + rng.below(if round < 30 { 300 } else { 3000 }) as usize;
            // Mostly deep: a parent among the last few vertices.
            let tree: Vec<usize> = (1..=n)
                .map(|v| match rng.below(32) {
                    0 => rng.below(v as u64) as usize,
                    _ => v - 1 - rng.below(3.min(v as u64)) as usize,
                })
                .collect();
            // Runs of one colour make large integer parts.
            let mut colour = Vec::with_capacity(n);
            while colour.len() < n {
                let c = if rng.below(2) == 0 { Blue } else { Red };
                let longest = if rng.below(10) == 0 { 100 } else { 3 };
                let run = 1 + rng.below(longest);
                colour.extend((0..run).map(|_| c).take(n - colour.len()));
            }
            let mut value: Vec<Rational> = vec![Rational::from(0); n + 1];
            for v in (1..=n).rev() {
                let above = std::mem::replace(&mut value[v], Rational::from(0));
                let edge = edge_rule(&above, colour[v - 1]);
                value[tree[v - 1]] += &edge;
            }
            let mut name: Vec<u32> = (1..=n as u32).collect();
            rng.shuffle(&mut name);
            let rename = |v: usize| if v == 0 { 0 } else { name[v - 1] };
            let (mut parent, mut coloured) = (vec![0; n], vec![Blue; n]);
            for v in 1..=n {
                parent[rename(v) as usize - 1] = rename(tree[v - 1]);
                coloured[rename(v) as usize - 1] = colour[v - 1];
            }
            let value_of_forest = forest_value(&parent, &coloured).unwrap();
            let e = value_of_forest.denominator_exponent() as usize;
            let got = Rational::new(value_of_forest.numerator(), BigInt::from(1) << e);
            assert_eq!(got, value[0], "round {round}, {n} edges");
        }
    }

    /// `1 + 1/2^k` (stalk `B B R^k`) and `-1/2^k` (stalk `R B^k`) sum to
    /// 1: the sum's numerator is `2^k` over `2^k`, reduced however far the
    /// point has moved.
    #[test]
    fn fractions_that_cancel_reduce_to_an_integer() {
        for k in [1usize, 63, 64, 65, 200] {
            let first: Vec<Colour> = [Blue, Blue].into_iter().chain(vec![Red; k]).collect();
            let second: Vec<Colour> = [Red].into_iter().chain(vec![Blue; k]).collect();
            let stalk = |from: u32, len: usize| {
                (0..len as u32).map(move |i| if i == 0 { 0 } else { from + i })
            };
            let parent: Vec<u32> = stalk(0, k + 2).chain(stalk(k as u32 + 2, k + 1)).collect();
            let colour = [first, second].concat();
            assert_eq!(
                forest_parts(&parent, &colour).unwrap(),
                (false, vec![1], 0),
                "k = {k}"
            );
        }
    }

    #[test]
    fn a_cycle_is_reported_from_its_smallest_vertex() {
        // 1 on the ground; 3 -> 4 -> 2 -> 3 a cycle; 5 hangs from it.
        let parent = [0, 4, 2, 3, 4];
        let colour = [Blue; 5];
        assert_eq!(forest_parts(&parent, &colour).unwrap_err().cycle, [2, 4, 3]);
        assert_eq!(forest_parts(&[1], &[Red]).unwrap_err().cycle, [1]);
    }

    /// The words of `value · 2^point`, as a signed multiple.
    fn fixed(words: &[u64], point: usize) -> FixedPoint {
        FixedPoint {
            words: words.to_vec(),
            point,
        }
    }

    fn as_i128(x: &FixedPoint) -> i128 {
        assert!(x.words.len() <= 2);
        let low = x.word(0) as u128;
        let high = x.word(1) as u128;
        (low | high << 64) as i128
    }

    /// Sums across word boundaries and signs, against i128.
    #[test]
    fn fixed_point_sums_match_i128() {
        let mut rng = TestRng::new(7);
        for _ in 0..20000 {
            let a = rng.in_range(i64::MIN, i64::MAX) >> rng.below(64);
            let b = rng.in_range(i64::MIN, i64::MAX) >> rng.below(64);
            let shift = rng.below(60) as usize;
            let mut x = fixed(&[a as u64], 0);
            x.trim();
            x.add_shifted(&[b as u64], shift);
            assert_eq!(
                as_i128(&x),
                a as i128 + ((b as i128) << shift),
                "{a} {b} {shift}"
            );
            let mut floor = fixed(&[a as u64], shift);
            floor.trim();
            assert_eq!(floor.floor(), a >> shift);
        }
    }

    /// A stalk's sign expansion is its colour sequence from the ground:
    /// `+-+-…` (k edges) is `2/3 + (1/3)(-1/2)^(k-1)`, so its numerator
    /// over `2^(k-1)` is `(2^k - (-1)^k) / 3`.
    #[test]
    fn alternating_stalks_follow_their_sign_expansion() {
        for k in 1..=120usize {
            let parent: Vec<u32> = (0..k as u32).collect();
            let colour: Vec<Colour> = (0..k).map(|i| [Blue, Red][i % 2]).collect();
            let (negative, numerator, e) = forest_parts(&parent, &colour).unwrap();
            let sign = if k % 2 == 0 { -1 } else { 1 };
            let expected = ((1i128 << k) + sign) / 3;
            let got = numerator
                .iter()
                .rev()
                .fold(0u128, |acc, &w| acc << 64 | w as u128);
            assert_eq!(
                (negative, got as i128, e),
                (false, expected, k - 1),
                "k = {k}"
            );
        }
    }

    #[test]
    fn a_long_blue_stalk_is_its_length_and_red_negates() {
        let parent: Vec<u32> = (0..60).collect();
        assert_eq!(
            forest_parts(&parent, &[Blue; 60]).unwrap(),
            (false, vec![60], 0)
        );
        assert_eq!(
            forest_parts(&parent, &[Red; 60]).unwrap(),
            (true, vec![60], 0)
        );
    }

    /// One blue edge under `k` red ones: `1/2^k`, whose point moves up by
    /// `k` at once.
    #[test]
    fn many_red_edges_above_one_blue_edge_make_a_tiny_value() {
        for k in [1usize, 63, 64, 65, 1000] {
            let parent: Vec<u32> = (0..=k as u32).map(|v| v.min(1)).collect();
            let colour: Vec<Colour> = (0..=k).map(|i| if i == 0 { Blue } else { Red }).collect();
            assert_eq!(forest_parts(&parent, &colour).unwrap(), (false, vec![1], k));
        }
    }
}
