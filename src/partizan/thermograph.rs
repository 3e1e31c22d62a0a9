//! Thermographs, stops and temperature (Conway, *On Numbers and Games*,
//! ch. 9; Siegel, *Combinatorial Game Theory*, II.5).
//!
//! A game cooled by t is {G^L_t − t | G^R_t + t} until it becomes
//! infinitely close to a number; its left and right stops as functions of
//! t ≥ 0 are the thermograph's walls. They are piecewise linear with
//! slopes in {−1, 0, 1} and dyadic breakpoints, so they are kept exactly
//! as lists of pieces. Below the temperature each wall follows its
//! scaffold (the best option's opposite wall, moved by t); above, both
//! are the vertical mast.
//!
//! Numbers follow CGSuite: a number is never cooled, its walls are the
//! number itself, and its temperature is negative: −1 for an integer,
//! −1/2^k for m/2^k in lowest terms.

use super::dyadic::Dyadic;
use crate::forms::Number;
use crate::forms::{Forms, GameId};
use crate::perf::hashing::FastMap;
use std::rc::Rc;

/// A piecewise-linear function of the temperature t ≥ 0, with breakpoints
/// and values of type `N`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trajectory<N = Dyadic> {
    /// Pieces by increasing start, the first at 0; each holds from its
    /// start to the next piece's start (the last one for ever).
    pieces: Vec<Piece<N>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Piece<N> {
    start: N,
    /// The value at `start`.
    value: N,
    /// The change per unit of t.
    slope: i64,
}

impl<N: Number> Piece<N> {
    fn at(&self, t: &N) -> N {
        self.value.plus(&times(self.slope, &t.minus(&self.start)))
    }
}

/// `k · x` for the small slopes of thermographs.
fn times<N: Number>(k: i64, x: &N) -> N {
    match k {
        0 => N::from(0),
        1 => x.clone(),
        -1 => x.negative(),
        _ => {
            let mut total = N::from(0);
            for _ in 0..k.abs() {
                total = total.plus(x);
            }
            if k < 0 {
                total.negative()
            } else {
                total
            }
        }
    }
}

/// `x / k` for k = ±1, ±2: where two pieces whose slopes differ by k meet.
fn divide<N: Number>(x: &N, k: i64) -> N {
    let magnitude = match k.abs() {
        1 => x.clone(),
        2 => x.halve(1),
        _ => unreachable!("thermograph slopes differ by at most 2"),
    };
    if k < 0 {
        magnitude.negative()
    } else {
        magnitude
    }
}

impl<N: Number> Trajectory<N> {
    /// The constant function `x`.
    pub fn constant(x: N) -> Self {
        Trajectory {
            pieces: vec![Piece {
                start: N::from(0),
                value: x,
                slope: 0,
            }],
        }
    }

    /// The value at temperature `t ≥ 0`.
    pub fn value_at(&self, t: &N) -> N {
        let piece = self
            .pieces
            .iter()
            .rev()
            .find(|p| p.start <= *t)
            .unwrap_or(&self.pieces[0]);
        piece.at(t)
    }

    /// The pieces as `(start, value at start, slope)`, by increasing start.
    pub fn pieces(&self) -> impl Iterator<Item = (&N, &N, i64)> {
        self.pieces.iter().map(|p| (&p.start, &p.value, p.slope))
    }

    /// `self(t) + slope · t`.
    fn tilted(&self, slope: i64) -> Self {
        Trajectory {
            pieces: self
                .pieces
                .iter()
                .map(|p| Piece {
                    start: p.start.clone(),
                    value: p.value.plus(&times(slope, &p.start)),
                    slope: p.slope + slope,
                })
                .collect(),
        }
    }

    /// The starts of both functions' pieces, merged.
    fn breakpoints(a: &Self, b: &Self) -> Vec<N> {
        let mut starts: Vec<N> = a
            .pieces
            .iter()
            .chain(&b.pieces)
            .map(|p| p.start.clone())
            .collect();
        starts.sort();
        starts.dedup();
        starts
    }

    /// The piece of `self` in force at `t`.
    fn piece_at(&self, t: &N) -> &Piece<N> {
        self.pieces
            .iter()
            .rev()
            .find(|p| p.start <= *t)
            .unwrap_or(&self.pieces[0])
    }

    /// The pointwise maximum (`larger`) or minimum of two functions.
    fn pointwise(a: &Self, b: &Self, larger: bool) -> Self {
        let starts = Trajectory::breakpoints(a, b);
        let mut pieces: Vec<Piece<N>> = Vec::new();
        for (i, t0) in starts.iter().enumerate() {
            let t1 = starts.get(i + 1);
            let (pa, pb) = (a.piece_at(t0), b.piece_at(t0));
            let (va, vb) = (pa.at(t0), pb.at(t0));
            // Which one is chosen just after t0: by value, then by slope.
            let a_first = match va.cmp(&vb) {
                std::cmp::Ordering::Equal => (pa.slope >= pb.slope) == larger,
                order => (order == std::cmp::Ordering::Greater) == larger,
            };
            let (first, second, v_first, v_second) = if a_first {
                (pa, pb, va, vb)
            } else {
                (pb, pa, vb, va)
            };
            push_piece(&mut pieces, t0.clone(), v_first.clone(), first.slope);
            // They cross where the gap closes, if inside this interval.
            let gap = v_first.minus(&v_second);
            let closing = first.slope - second.slope;
            if !gap.is_zero() && closing != 0 && (closing < 0) == larger {
                let t = t0.plus(&divide(&gap, -closing));
                if t1.map_or(true, |t1| t < *t1) {
                    let v = second.at(&t);
                    push_piece(&mut pieces, t, v, second.slope);
                }
            }
        }
        Trajectory { pieces }
    }

    /// The smallest t ≥ 0 where `left(t) ≤ right(t)`, for `left`
    /// non-increasing and `right` non-decreasing (scaffolds), so that they
    /// cross once.
    fn crossing(left: &Self, right: &Self) -> N {
        let starts = Trajectory::breakpoints(left, right);
        for (i, t0) in starts.iter().enumerate() {
            let gap = left.value_at(t0).minus(&right.value_at(t0));
            if gap.signum() <= 0 {
                return t0.clone();
            }
            let closing = left.piece_at(t0).slope - right.piece_at(t0).slope;
            if closing < 0 {
                let t = t0.plus(&divide(&gap, -closing));
                if starts.get(i + 1).map_or(true, |t1| t < *t1) {
                    return t;
                }
            }
        }
        unreachable!("scaffolds of a game that is not a number cross")
    }

    /// `self` up to `t`, then constant.
    fn capped_at(&self, t: &N) -> Self {
        let mut pieces: Vec<Piece<N>> = self
            .pieces
            .iter()
            .filter(|p| p.start < *t)
            .cloned()
            .collect();
        push_piece(&mut pieces, t.clone(), self.value_at(t), 0);
        Trajectory { pieces }
    }
}

/// Appends a piece unless it continues the last one's line.
fn push_piece<N: Number>(pieces: &mut Vec<Piece<N>>, start: N, value: N, slope: i64) {
    if let Some(last) = pieces.last() {
        if last.slope == slope && last.at(&start) == value {
            return;
        }
        if last.start == start {
            pieces.pop();
        }
    }
    pieces.push(Piece {
        start,
        value,
        slope,
    });
}

/// A game's thermograph: its walls for t ≥ 0 and its temperature.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thermograph<N = Dyadic> {
    /// The left wall: the left stop of the game cooled by t.
    pub left_wall: Trajectory<N>,
    /// The right wall: the right stop of the game cooled by t.
    pub right_wall: Trajectory<N>,
    /// Where the walls meet and the mast begins (negative for numbers, as
    /// CGSuite defines it).
    pub temperature: N,
}

impl<N: Number> Thermograph<N> {
    /// The mast's value: the walls far above the temperature (the mean).
    pub fn mast(&self) -> N {
        self.left_wall
            .pieces
            .last()
            .expect("a wall has a piece")
            .value
            .clone()
    }
}

/// The temperature CGSuite gives a number: −1 for an integer, −1/2^k for a
/// number with denominator 2^k.
pub fn number_temperature<N: Number>(x: &N) -> N {
    let k = x.denominator_exponent();
    N::from(1).halve(k).negative()
}

/// Thermographs of the forms in one [`Forms`] arena, memoised by id (a
/// cache belongs to one arena: ids of another name other games).
///
/// # Complexity
/// A form's thermograph is made once, from its options' (each made once
/// too): O(options · pieces) dyadic operations, the pieces being at most
/// a few per option in practice.
///
/// # Example
/// ```
/// use game_theory::partizan::{Dyadic, Games, Thermographs};
/// let mut games = Games::new();
/// let mut thermographs = Thermographs::new();
/// let g = games.parse(b"{2|-1/2}").unwrap();
/// assert_eq!(thermographs.temperature(&mut games, g), "5/4".parse::<Dyadic>().unwrap());
/// assert_eq!(thermographs.thermograph(&mut games, g).mast(), "3/4".parse::<Dyadic>().unwrap());
/// let stops = (thermographs.left_stop(&mut games, g), thermographs.right_stop(&mut games, g));
/// assert_eq!(stops, (Dyadic::from(2), "-1/2".parse().unwrap()));
/// let half = games.parse(b"1/2").unwrap();
/// assert_eq!(thermographs.temperature(&mut games, half).to_string(), "-1/2");
/// ```
pub struct Thermographs<N = Dyadic> {
    memo: FastMap<GameId, Rc<Thermograph<N>>>,
}

impl<N: Number> Default for Thermographs<N> {
    fn default() -> Self {
        Thermographs {
            memo: FastMap::default(),
        }
    }
}

impl<N: Number> Thermographs<N> {
    /// An empty cache.
    pub fn new() -> Self {
        Thermographs::default()
    }

    /// The thermograph of `g`, memoised.
    pub fn thermograph(&mut self, games: &mut Forms<N>, g: GameId) -> Rc<Thermograph<N>> {
        if let Some(known) = self.memo.get(&g) {
            return known.clone();
        }
        let graph = Rc::new(self.make_thermograph(games, g));
        self.memo.insert(g, graph.clone());
        graph
    }

    fn make_thermograph(&mut self, games: &mut Forms<N>, g: GameId) -> Thermograph<N> {
        if let Some(nus) = games.as_nus(g) {
            // x + ↑·k + *m: infinitesimally close to x, temperature 0
            // unless it is x itself.
            let x = nus.number.clone();
            let temperature = if nus.is_number() {
                number_temperature(&x)
            } else {
                N::from(0)
            };
            return Thermograph {
                left_wall: Trajectory::constant(x.clone()),
                right_wall: Trajectory::constant(x),
                temperature,
            };
        }
        let left_scaffold = self.scaffold(games, g, true);
        let right_scaffold = self.scaffold(games, g, false);
        let temperature = Trajectory::crossing(&left_scaffold, &right_scaffold);
        Thermograph {
            left_wall: left_scaffold.capped_at(&temperature),
            right_wall: right_scaffold.capped_at(&temperature),
            temperature,
        }
    }

    /// Left's scaffold max over G^L of (right wall of G^L) − t, or Right's
    /// min over G^R of (left wall of G^R) + t.
    fn scaffold(&mut self, games: &mut Forms<N>, g: GameId, left: bool) -> Trajectory<N> {
        let options = if left {
            games.left_options(g)
        } else {
            games.right_options(g)
        };
        let mut scaffold: Option<Trajectory<N>> = None;
        for option in options {
            let graph = self.thermograph(games, option);
            let wall = if left {
                graph.right_wall.tilted(-1)
            } else {
                graph.left_wall.tilted(1)
            };
            scaffold = Some(match scaffold {
                None => wall,
                Some(best) => Trajectory::pointwise(&best, &wall, left),
            });
        }
        scaffold.expect("a canonical form that is not a number has options on both sides")
    }

    /// The temperature of `g` (negative for numbers; see the module
    /// documentation).
    pub fn temperature(&mut self, games: &mut Forms<N>, g: GameId) -> N {
        self.thermograph(games, g).temperature.clone()
    }

    /// The left stop: the number reached when Left starts and both play
    /// until a number is reached (the left wall at 0).
    pub fn left_stop(&mut self, games: &mut Forms<N>, g: GameId) -> N {
        self.thermograph(games, g).left_wall.value_at(&N::from(0))
    }

    /// The right stop (the right wall at 0).
    pub fn right_stop(&mut self, games: &mut Forms<N>, g: GameId) -> N {
        self.thermograph(games, g).right_wall.value_at(&N::from(0))
    }
}
