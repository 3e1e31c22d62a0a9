//! Partizan games straight from the definitions, to check the canonical
//! form engine ([`crate::partizan::Games`]) against: a game is its lists of
//! Left and Right options (never simplified), `G ≤ H` unless some G^L ≥ H
//! or some H^R ≤ G, sums and negatives option by option. The only
//! concession to speed is memoising by index, which changes no answer.

use std::collections::HashMap;

/// An arena of games given by options; a game is an index.
#[derive(Default)]
pub struct PlainGames {
    options: Vec<(Vec<usize>, Vec<usize>)>,
    le_memo: HashMap<(usize, usize), bool>,
    sum_memo: HashMap<(usize, usize), usize>,
    neg_memo: HashMap<usize, usize>,
}

impl PlainGames {
    /// An empty arena.
    pub fn new() -> Self {
        PlainGames::default()
    }

    /// The game `{left | right}`, kept as given.
    pub fn game(&mut self, left: Vec<usize>, right: Vec<usize>) -> usize {
        self.options.push((left, right));
        self.options.len() - 1
    }

    /// Left's options of `g`.
    pub fn left(&self, g: usize) -> &[usize] {
        &self.options[g].0
    }

    /// Right's options of `g`.
    pub fn right(&self, g: usize) -> &[usize] {
        &self.options[g].1
    }

    /// The integer `n` by Conway's construction: 0 = {|}, n+1 = {n|},
    /// −(n+1) = {|−n}.
    pub fn integer(&mut self, n: i64) -> usize {
        let mut g = self.game(vec![], vec![]);
        for _ in 0..n.unsigned_abs() {
            g = if n > 0 {
                self.game(vec![g], vec![])
            } else {
                self.game(vec![], vec![g])
            };
        }
        g
    }

    /// `m / 2^k` by the construction {(m−1)/2^k | (m+1)/2^k} (m odd), or
    /// an integer.
    pub fn dyadic(&mut self, m: i64, k: u32) -> usize {
        if k == 0 {
            return self.integer(m);
        }
        if m % 2 == 0 {
            return self.dyadic(m / 2, k - 1);
        }
        let low = self.dyadic(m - 1, k);
        let high = self.dyadic(m + 1, k);
        self.game(vec![low], vec![high])
    }

    /// The nimber `*n` = {0, *, …, *(n−1) | the same}.
    pub fn nimber(&mut self, n: u32) -> usize {
        let mut below = Vec::new();
        for _ in 0..n {
            let next = self.game(below.clone(), below.clone());
            below.push(next);
        }
        let zero = self.game(vec![], vec![]);
        if n == 0 {
            zero
        } else {
            self.game(below.clone(), below)
        }
    }

    /// `g ≤ h` by the definition.
    pub fn le(&mut self, g: usize, h: usize) -> bool {
        if let Some(&known) = self.le_memo.get(&(g, h)) {
            return known;
        }
        let result = !self.options[g]
            .0
            .clone()
            .into_iter()
            .any(|gl| self.le(h, gl))
            && !self.options[h]
                .1
                .clone()
                .into_iter()
                .any(|hr| self.le(hr, g));
        self.le_memo.insert((g, h), result);
        result
    }

    /// `g = h`: `g ≤ h` and `h ≤ g`.
    pub fn eq(&mut self, g: usize, h: usize) -> bool {
        self.le(g, h) && self.le(h, g)
    }

    /// `g + h` = {G^L + H, G + H^L | G^R + H, G + H^R}.
    pub fn sum(&mut self, g: usize, h: usize) -> usize {
        if let Some(&known) = self.sum_memo.get(&(g, h)) {
            return known;
        }
        let (gl, gr) = self.options[g].clone();
        let (hl, hr) = self.options[h].clone();
        let mut left: Vec<usize> = gl.into_iter().map(|x| self.sum(x, h)).collect();
        left.extend(hl.into_iter().map(|x| self.sum(g, x)).collect::<Vec<_>>());
        let mut right: Vec<usize> = gr.into_iter().map(|x| self.sum(x, h)).collect();
        right.extend(hr.into_iter().map(|x| self.sum(g, x)).collect::<Vec<_>>());
        let total = self.game(left, right);
        self.sum_memo.insert((g, h), total);
        total
    }

    /// `−g` = {−G^R | −G^L}.
    pub fn neg(&mut self, g: usize) -> usize {
        if let Some(&known) = self.neg_memo.get(&g) {
            return known;
        }
        let (gl, gr) = self.options[g].clone();
        let left = gr.into_iter().map(|x| self.neg(x)).collect();
        let right = gl.into_iter().map(|x| self.neg(x)).collect();
        let negative = self.game(left, right);
        self.neg_memo.insert(g, negative);
        negative
    }

    /// The outcome class as a letter: `L` (g > 0), `R`, `P` (= 0), `N`.
    pub fn outcome(&mut self, g: usize) -> char {
        let zero = self.integer(0);
        match (self.le(zero, g), self.le(g, zero)) {
            (true, true) => 'P',
            (true, false) => 'L',
            (false, true) => 'R',
            (false, false) => 'N',
        }
    }

    /// The left and right stops by their definition: a game equal to a
    /// number stops there; otherwise Left's stop is the best right stop of
    /// its left options, and symmetrically. `numbers` lists the candidate
    /// values as `(m, k, game)` for m/2^k; every number the recursion meets
    /// must be among them.
    pub fn stops(&mut self, g: usize, numbers: &[(i64, u32, usize)]) -> ((i64, u32), (i64, u32)) {
        if let Some(&(m, k, _)) = numbers.iter().find(|&&(_, _, x)| self.eq(g, x)) {
            return ((m, k), (m, k));
        }
        let as_f = |(m, k): (i64, u32)| m as f64 / (1u64 << k) as f64;
        let (gl, gr) = self.options[g].clone();
        let left = gl
            .into_iter()
            .map(|x| self.stops(x, numbers).1)
            .max_by(|a, b| as_f(*a).partial_cmp(&as_f(*b)).unwrap())
            .expect("a game that is not a number has left options");
        let right = gr
            .into_iter()
            .map(|x| self.stops(x, numbers).0)
            .min_by(|a, b| as_f(*a).partial_cmp(&as_f(*b)).unwrap())
            .expect("a game that is not a number has right options");
        (left, right)
    }
}
