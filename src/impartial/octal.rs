//! Take-and-break games from their octal code: Grundy values, proven
//! periods, and heaps up to 10^18.
//!
//! A code `D.d₁d₂…d_m` says, for each `j`, what a move taking `j` tokens
//! from one heap may leave of it: bit 1 of `d_j` nothing (the heap had
//! exactly `j`), bit 2 one non-empty heap, bit 4 two non-empty heaps.
//! `D = 4` also lets a heap of at least 2 split in two without losing a
//! token. Kayles is `0.77`, Dawson's Kayles `0.07`, Dawson's chess `0.137`,
//! the subtraction game {1, 3, 4} `0.3033`.
//!
//! # The periodicity theorem, and why the bound is safe
//! Let `t` be the most tokens one move takes (the last non-zero digit's
//! place). If `G(n + Q) = G(n)` for every `P ≤ n < 2P + Q + t` with
//! `P ≥ 1`, then it holds for every `n ≥ P` (Guy and Smith; Winning Ways
//! ch. 4). The proof is an induction on `n`: the options of `n + Q` are
//! `G(n + Q − j)` and `G(a) ⊕ G(b)` with `a + b = n + Q − j`, and in each
//! split pair one part is at least `(n + Q − t)/2 ≥ P + Q` when
//! `n ≥ 2P + Q + t`, so it can be shortened by `Q` without changing its
//! value, which maps the options of `n + Q` onto those of `n`. The first `N`
//! values prove `(P, Q)` when `N ≥ 2·max(P, 1) + 2Q + t` and they agree for
//! `P ≤ n < N − Q`. With `P = 0` the induction needs the split `a = 0`,
//! which no move makes: `0.04` has values `0 0 0 0 1…` and `4.0` has
//! `0 0 1…`, both of which look periodic with `P = 0` far too early; counting
//! `P = 0` as 1 in the bound closes that gap.
//!
//! # Computing the values: the sparse space
//! `G(n)` is the mex of at most `t` single-heap options and, per split
//! size `s`, the `⌊s/2⌋` values `G(a) ⊕ G(s − a)`: `O(n)` per heap, `O(N²)`
//! for `N` values done plainly ([`plain_values`]). The engine computes them
//! by the sparse space method (`impartial/sparse_space.rs`, which
//! says why it is exact for any mask); it pays for most octal games, whose
//! rare values occur at few heaps.
//!
//! # Complexity
//! `O(N · (r + k))` for `N` values with `r` rare heaps and `k` pairs scanned
//! until the rare values below the candidate appear; `O(N²)` at worst (no
//! sparse space). Memory: 4 bytes a value, plus the rare heaps' list.

use crate::impartial::periodic::{octal_theorem_period, value_or_periodic};
use crate::impartial::sparse_space::{SparseValues, Splits};
use crate::judge::{quote, Error, Scanner};
use std::fmt;

/// The most values computed for a game: heaps beyond need a proven period.
pub const MAX_VALUES: usize = 1 << 20;

/// A take-and-break game's code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalCode {
    /// `D = 4`: a heap may split in two without losing a token.
    split_without_taking: bool,
    /// `d₁ … d_t`, with trailing zeros dropped.
    digits: Vec<u8>,
}

impl OctalCode {
    /// Reads a code: `0.` or `4.` (or just `.`, meaning `0.`) and 1 to 32
    /// octal digits.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::octal::OctalCode;
    /// assert_eq!(OctalCode::parse(b".77").unwrap().to_string(), "0.77");
    /// assert_eq!(OctalCode::parse(b"4.070").unwrap().max_take(), 2);
    /// assert!(OctalCode::parse(b"2.07").is_err());
    /// assert!(OctalCode::parse(b"0.08").is_err());
    /// ```
    pub fn parse(code: &[u8]) -> Result<Self, String> {
        let (before, after) = match code.iter().position(|&b| b == b'.') {
            Some(point) => (&code[..point], &code[point + 1..]),
            None => return Err("an octal code has a point, as in 0.77".to_string()),
        };
        let split_without_taking = match before {
            b"" | b"0" => false,
            b"4" => true,
            _ => return Err("an octal code starts 0. or 4.".to_string()),
        };
        if after.is_empty() || after.len() > 32 {
            return Err("an octal code has 1 to 32 digits after the point".to_string());
        }
        if let Some(bad) = after.iter().find(|&&d| !(b'0'..=b'7').contains(&d)) {
            let shown = char::from(*bad).escape_debug().to_string();
            return Err(format!("{shown} is not an octal digit (0-7)"));
        }
        let mut digits: Vec<u8> = after.iter().map(|d| d - b'0').collect();
        while digits.last() == Some(&0) {
            digits.pop();
        }
        Ok(OctalCode {
            split_without_taking,
            digits,
        })
    }

    /// `t`: the most tokens one move takes (0 for `0.0` and `4.0`).
    pub fn max_take(&self) -> usize {
        self.digits.len()
    }

    /// The heap sizes that a move on a heap of `n` splits in two (each at
    /// least 2, so both parts can be non-empty).
    fn split_sizes(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        let without_taking = (self.split_without_taking && n >= 2).then_some(n);
        let taking = self
            .digits
            .iter()
            .enumerate()
            .filter(move |&(j, &d)| d & 4 != 0 && n >= j + 1 + 2)
            .map(move |(j, _)| n - j - 1);
        without_taking.into_iter().chain(taking)
    }

    /// The heap left by a move on a heap of `n` that leaves at most one:
    /// `Some(0)` for taking it all, `Some(n − j)` for taking `j` and leaving
    /// the rest whole.
    fn single_options(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        self.digits.iter().enumerate().filter_map(move |(j, &d)| {
            let take = j + 1;
            if d & 1 != 0 && n == take {
                Some(0)
            } else if d & 2 != 0 && n > take {
                Some(n - take)
            } else {
                None
            }
        })
    }
}

/// Reads a code token, turning a malformed one into an error that quotes
/// it and says why.
pub fn read_code(input: &mut Scanner) -> Result<OctalCode, Error> {
    let token = input.token("the code")?;
    let shown = quote(token);
    OctalCode::parse(token)
        .map_err(|why| input.error(format!("the code {shown} is not an octal code: {why}")))
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", if self.split_without_taking { 4 } else { 0 })?;
        if self.digits.is_empty() {
            return f.write_str("0");
        }
        self.digits.iter().try_for_each(|d| write!(f, "{d}"))
    }
}

/// `G(0) … G(n − 1)` computed the plain way: every option of every heap,
/// marked in a table and the mex read off. The reference the sparse method
/// is tested and benchmarked against.
///
/// # Complexity
/// O(n²).
///
/// # Example
/// ```
/// use game_theory::impartial::octal::{plain_values, OctalCode};
/// let kayles = OctalCode::parse(b"0.77").unwrap();
/// assert_eq!(plain_values(&kayles, 8), [0, 1, 2, 3, 1, 4, 3, 2]);
/// ```
pub fn plain_values(code: &OctalCode, n: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(n);
    let mut seen: Vec<usize> = Vec::new();
    for heap in 0..n {
        let stamp = heap + 1;
        let mut mark = |v: u32| {
            let v = v as usize;
            if v >= seen.len() {
                seen.resize(2 * v + 2, 0);
            }
            seen[v] = stamp;
        };
        for left in code.single_options(heap) {
            mark(values[left]);
        }
        for s in code.split_sizes(heap) {
            for a in 1..=s / 2 {
                mark(values[a] ^ values[s - a]);
            }
        }
        let mex = (0..).find(|&v| seen.get(v).map_or(true, |&s| s != stamp));
        values.push(mex.expect("a value is missing") as u32);
    }
    values
}

/// The smallest proven period: `(P, Q)` with the smallest `Q`, then the
/// smallest `P`, such that `values.len() ≥ 2·max(P, 1) + 2Q + t` and
/// `G(n + Q) = G(n)` for `P ≤ n < N − Q`; `None` if the values prove none.
/// The search is the general one of
/// [`periodic::octal_theorem_period`](crate::impartial::periodic::octal_theorem_period).
///
/// # Complexity
/// O(N) for the usual sequence: a wrong `Q` fails at the first mismatch
/// counted from the end; the right one scans back to its `P`.
///
/// # Example
/// ```
/// use game_theory::impartial::octal::{plain_values, proven_period, OctalCode};
/// let kayles = OctalCode::parse(b"0.77").unwrap();
/// assert_eq!(proven_period(&plain_values(&kayles, 168), 2), Some((71, 12)));
/// assert_eq!(proven_period(&plain_values(&kayles, 167), 2), None);
/// ```
pub fn proven_period(values: &[u32], t: usize) -> Option<(usize, usize)> {
    octal_theorem_period(values, t)
}

/// An octal game's Grundy values, computed as far as asked, and its
/// period once proven.
#[derive(Debug, Clone)]
pub struct OctalGame {
    code: OctalCode,
    sparse: SparseValues,
    period: Option<(usize, usize)>,
    /// When to look for a period next.
    next_period_check: usize,
}

impl OctalGame {
    /// A game with no value computed yet.
    pub fn new(code: OctalCode) -> Self {
        OctalGame {
            code,
            sparse: SparseValues::new(),
            period: None,
            next_period_check: 1,
        }
    }

    /// The code the game was made from.
    pub fn code(&self) -> &OctalCode {
        &self.code
    }

    /// The values computed so far, `G(0) … G(N − 1)`.
    pub fn values(&self) -> &[u32] {
        self.sparse.values()
    }

    /// The smallest proven `(pre-period, period)`, once found.
    pub fn period(&self) -> Option<(usize, usize)> {
        self.period
    }

    /// Computes values until `G(heap)` is known (directly, or through a
    /// proven period), or `limit` values are computed. Looks for a period
    /// as it goes, so a huge heap stops as soon as one is proven.
    pub fn compute_for(&mut self, heap: u64, limit: usize) {
        while self.grundy(heap).is_none() && self.values().len() < limit {
            self.push_next_looking_for_period();
        }
    }

    /// What [`proven_period`] says of the first `n` values, computing no
    /// more of them than the proof needs: a game proven periodic by its
    /// first 168 values asked about 2^20 computes about 168.
    ///
    /// Why the answer cannot change once a period is proven: if the first
    /// `N` values prove `(P, Q)`, the theorem makes every value from `P` on
    /// repeat every `Q`, and `P` is where the sequence starts repeating
    /// at all, so the first `n ≥ N` values prove `(P, Q)` too; a smaller
    /// period they proved would hold for the whole tail as well, and so
    /// would its greatest common divisor with `Q`, which the first `N`
    /// values would then have proven before `Q`.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::octal::{OctalCode, OctalGame};
    /// let mut kayles = OctalGame::new(OctalCode::parse(b"0.77").unwrap());
    /// assert_eq!(kayles.period_proven_by(1 << 20), Some((71, 12)));
    /// assert!(kayles.values().len() < 200);
    /// assert_eq!(kayles.period_proven_by(167), None);
    /// ```
    pub fn period_proven_by(&mut self, n: usize) -> Option<(usize, usize)> {
        while self.period.is_none() && self.values().len() < n {
            self.push_next_looking_for_period();
        }
        let t = self.code.max_take();
        match self.period {
            Some((p, q)) if 2 * p.max(1) + 2 * q + t <= n => Some((p, q)),
            // Not proven by n values (these were computed above, or
            // earlier for a larger n, whose proof may need more than n).
            _ => {
                self.compute_first(n);
                proven_period(&self.values()[..n], t)
            }
        }
    }

    /// Computes the next value, and now and then looks for a period.
    fn push_next_looking_for_period(&mut self) {
        self.push_next();
        if self.values().len() >= self.next_period_check {
            self.period = proven_period(self.values(), self.code.max_take());
            // Checks grow by 1/16 of the values, so they cost O(N) in all
            // while overshooting the proof by at most 1/16.
            self.next_period_check = self.values().len() + (self.values().len() / 16).max(1);
        }
    }

    /// Computes the values of heaps `0..=largest`, inclusive as every heap
    /// table of this crate (no period search).
    pub fn compute_to(&mut self, largest: usize) {
        self.compute_first(largest + 1);
    }

    /// Computes the first `n` values.
    fn compute_first(&mut self, n: usize) {
        while self.values().len() < n {
            self.push_next();
        }
    }

    /// `G(heap)`, if computed or implied by the proven period.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::octal::{OctalCode, OctalGame, MAX_VALUES};
    /// let mut kayles = OctalGame::new(OctalCode::parse(b"0.77").unwrap());
    /// let e18 = 1_000_000_000_000_000_000;
    /// kayles.compute_for(e18, MAX_VALUES);
    /// assert_eq!(kayles.period(), Some((71, 12)));
    /// assert_eq!(kayles.grundy(e18), Some(1));
    /// ```
    pub fn grundy(&self, heap: u64) -> Option<u32> {
        value_or_periodic(self.values(), self.period, heap)
    }

    /// Computes `G(n)` for the next `n`.
    fn push_next(&mut self) {
        let n = self.sparse.values().len();
        let splits: Vec<Splits> = self
            .code
            .split_sizes(n)
            .map(|total| Splits {
                total,
                smallest: 1,
                largest: total / 2,
            })
            .collect();
        self.sparse.push_next(self.code.single_options(n), &splits);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::grundy;
    use crate::testing::rules::octal_moves;
    use std::collections::HashMap;

    /// Every code with one to three digits after the point, `0.` and `4.`.
    fn small_codes() -> Vec<String> {
        let mut codes = Vec::new();
        for before in ["0", "4"] {
            for len in 1..=3u32 {
                for number in 0..8usize.pow(len) {
                    let digits: String = (0..len)
                        .rev()
                        .map(|i| char::from(b'0' + (number / 8usize.pow(i) % 8) as u8))
                        .collect();
                    codes.push(format!("{before}.{digits}"));
                }
            }
        }
        codes
    }

    #[test]
    fn values_match_search_of_the_whole_game_for_every_small_code() {
        // Positions are multisets of heaps, moved on as the code's bits say
        // (testing::rules), with no Grundy theory: every single heap up to
        // 9 and every pair of heaps with at most 10 tokens in all.
        for text in small_codes() {
            let code = OctalCode::parse(text.as_bytes()).unwrap();
            let mut game = OctalGame::new(code.clone());
            game.compute_first(10);
            let moves = octal_moves(&code);
            let mut memo = HashMap::new();
            for a in 0..10u64 {
                for b in 0..=(10 - a).min(a) {
                    let heaps: Vec<u64> = [a, b].into_iter().filter(|&h| h > 0).collect();
                    let mut sorted = heaps.clone();
                    sorted.sort_unstable();
                    let expected = grundy(&sorted, &moves, &mut memo);
                    let got = game.grundy(a).unwrap() ^ game.grundy(b).unwrap();
                    assert_eq!(got, expected, "{text} on heaps {a} and {b}");
                }
            }
        }
    }

    #[test]
    fn sparse_values_match_the_plain_computation() {
        for text in small_codes() {
            let code = OctalCode::parse(text.as_bytes()).unwrap();
            let mut game = OctalGame::new(code.clone());
            game.compute_first(700);
            assert_eq!(game.values(), plain_values(&code, 700), "{text}");
        }
        // Games with large values and long pre-periods, further out.
        for text in ["0.6", "0.16", "0.127", "4.7", "0.56", "0.0001007"] {
            let code = OctalCode::parse(text.as_bytes()).unwrap();
            let mut game = OctalGame::new(code.clone());
            game.compute_first(3000);
            assert_eq!(game.values(), plain_values(&code, 3000), "{text}");
        }
    }

    #[test]
    fn proven_periods_hold_far_beyond_the_proof() {
        const N: usize = 300;
        const CHECK: usize = 1000;
        let mut proven = 0;
        for text in small_codes() {
            let code = OctalCode::parse(text.as_bytes()).unwrap();
            let values = plain_values(&code, CHECK);
            if let Some((p, q)) = proven_period(&values[..N], code.max_take()) {
                proven += 1;
                for n in p..CHECK - q {
                    assert_eq!(values[n + q], values[n], "{text}: ({p}, {q}) fails at {n}");
                }
                // Neither a smaller period nor a smaller pre-period holds
                // on the long run.
                for smaller in 1..q {
                    assert!(
                        (p..CHECK - smaller).any(|n| values[n + smaller] != values[n]),
                        "{text}"
                    );
                }
                assert!(p == 0 || values[p - 1] != values[p - 1 + q], "{text}");
            }
        }
        // 725 of the 1168 codes are proven within 300 values: the check is
        // not vacuous.
        assert!(proven > 700, "only {proven} small codes proven periodic");
    }

    #[test]
    fn periods_proven_by_few_values_answer_for_any_length() {
        // Against proven_period on plain values, for lengths asked in a
        // random order, so a game answers after both shorter and longer
        // computations, before and after its period is proven.
        const N: usize = 400;
        let mut rng = crate::testing::rng::TestRng::new(15);
        let mut proven = 0;
        for text in small_codes() {
            let code = OctalCode::parse(text.as_bytes()).unwrap();
            let plain = plain_values(&code, N);
            let mut game = OctalGame::new(code.clone());
            let mut most = 0;
            for _ in 0..40 {
                let n = 1 + rng.below(N as u64) as usize;
                let expected = proven_period(&plain[..n], code.max_take());
                assert_eq!(game.period_proven_by(n), expected, "{text} with {n} values");
                proven += usize::from(expected.is_some());
                // Never a value more than some question needed.
                most = most.max(n);
                assert!(game.values().len() <= most, "{text} with {n} values");
            }
        }
        assert!(proven > 20_000, "only {proven} answers proven");
        // A proven game asked about many values computes few of them: its
        // proof needs 168 to 176, and the checks overshoot by 1/16 at most.
        for (text, answer) in [("0.77", (71, 12)), ("0.07", (53, 34)), ("0.137", (52, 34))] {
            for n in [3000, MAX_VALUES] {
                let mut game = OctalGame::new(OctalCode::parse(text.as_bytes()).unwrap());
                assert_eq!(game.period_proven_by(n), Some(answer), "{text} with {n}");
                assert!(game.values().len() < 200, "{text} with {n}");
            }
        }
    }

    #[test]
    fn the_bound_of_the_statement() {
        let at = |text: &str, n: usize| {
            let code = OctalCode::parse(text.as_bytes()).unwrap();
            proven_period(&plain_values(&code, n), code.max_take())
        };
        assert_eq!(at("0.77", 168), Some((71, 12)));
        assert_eq!(at("0.77", 167), None);
        assert_eq!(at("0.07", 1000), Some((53, 34)));
        assert_eq!(at("0.04", 4), None);
        assert_eq!(at("4.0", 2), None);
        assert_eq!(at("0.0", 4), Some((0, 1)));
        assert_eq!(at("0.0", 3), None);
        assert_eq!(at("0.6", 3000), None);
    }

    #[test]
    fn codes_are_read_strictly() {
        for bad in [
            "0.8", "0.9", "0x7", "2.07", "07", "0.", "0.7a", "00.7", "4.07 ", ".", "0.0.7",
        ] {
            assert!(OctalCode::parse(bad.as_bytes()).is_err(), "{bad}");
        }
        let long = format!("0.{}", "7".repeat(32));
        assert!(OctalCode::parse(long.as_bytes()).is_ok());
        assert!(OctalCode::parse(format!("{long}7").as_bytes()).is_err());
        assert_eq!(OctalCode::parse(b".3033000").unwrap().max_take(), 4);
        assert_eq!(OctalCode::parse(b"4.000").unwrap().to_string(), "4.0");
    }
}
