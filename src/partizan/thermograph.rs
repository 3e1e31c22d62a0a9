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
use super::games::{GameId, Games};
use std::rc::Rc;

/// A piecewise-linear function of the temperature t ≥ 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trajectory {
    /// Pieces by increasing start, the first at 0; each holds from its
    /// start to the next piece's start (the last one for ever).
    pieces: Vec<Piece>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Piece {
    start: Dyadic,
    /// The value at `start`.
    value: Dyadic,
    /// The change per unit of t.
    slope: i64,
}

impl Piece {
    fn at(&self, t: &Dyadic) -> Dyadic {
        &self.value + &times(self.slope, &(t - &self.start))
    }
}

/// `k · x` for the small slopes of thermographs.
fn times(k: i64, x: &Dyadic) -> Dyadic {
    match k {
        0 => Dyadic::zero(),
        1 => x.clone(),
        -1 => -x,
        _ => {
            let mut total = Dyadic::zero();
            for _ in 0..k.abs() {
                total = &total + x;
            }
            if k < 0 {
                -total
            } else {
                total
            }
        }
    }
}

/// `x / k` for k = ±1, ±2: where two pieces whose slopes differ by k meet.
fn divide(x: &Dyadic, k: i64) -> Dyadic {
    let magnitude = match k.abs() {
        1 => x.clone(),
        2 => x.halve(1),
        _ => unreachable!("thermograph slopes differ by at most 2"),
    };
    if k < 0 {
        -magnitude
    } else {
        magnitude
    }
}

impl Trajectory {
    /// The constant function `x`.
    pub fn constant(x: Dyadic) -> Self {
        Trajectory {
            pieces: vec![Piece {
                start: Dyadic::zero(),
                value: x,
                slope: 0,
            }],
        }
    }

    /// The value at temperature `t ≥ 0`.
    pub fn value_at(&self, t: &Dyadic) -> Dyadic {
        let piece = self
            .pieces
            .iter()
            .rev()
            .find(|p| p.start <= *t)
            .unwrap_or(&self.pieces[0]);
        piece.at(t)
    }

    /// The pieces as `(start, value at start, slope)`, by increasing start.
    pub fn pieces(&self) -> impl Iterator<Item = (&Dyadic, &Dyadic, i64)> {
        self.pieces.iter().map(|p| (&p.start, &p.value, p.slope))
    }

    /// `self(t) + slope · t`.
    fn tilted(&self, slope: i64) -> Trajectory {
        Trajectory {
            pieces: self
                .pieces
                .iter()
                .map(|p| Piece {
                    start: p.start.clone(),
                    value: &p.value + &times(slope, &p.start),
                    slope: p.slope + slope,
                })
                .collect(),
        }
    }

    /// The starts of both functions' pieces, merged.
    fn breakpoints(a: &Trajectory, b: &Trajectory) -> Vec<Dyadic> {
        let mut starts: Vec<Dyadic> = a
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
    fn piece_at(&self, t: &Dyadic) -> &Piece {
        self.pieces
            .iter()
            .rev()
            .find(|p| p.start <= *t)
            .unwrap_or(&self.pieces[0])
    }

    /// The pointwise maximum (`larger`) or minimum of two functions.
    fn pointwise(a: &Trajectory, b: &Trajectory, larger: bool) -> Trajectory {
        let starts = Trajectory::breakpoints(a, b);
        let mut pieces: Vec<Piece> = Vec::new();
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
            let gap = &v_first - &v_second;
            let closing = first.slope - second.slope;
            if !gap.is_zero() && closing != 0 && (closing < 0) == larger {
                let t = t0 + &divide(&gap, -closing);
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
    fn crossing(left: &Trajectory, right: &Trajectory) -> Dyadic {
        let starts = Trajectory::breakpoints(left, right);
        for (i, t0) in starts.iter().enumerate() {
            let gap = &left.value_at(t0) - &right.value_at(t0);
            if gap.signum() <= 0 {
                return t0.clone();
            }
            let closing = left.piece_at(t0).slope - right.piece_at(t0).slope;
            if closing < 0 {
                let t = t0 + &divide(&gap, -closing);
                if starts.get(i + 1).map_or(true, |t1| t < *t1) {
                    return t;
                }
            }
        }
        unreachable!("scaffolds of a game that is not a number cross")
    }

    /// `self` up to `t`, then constant.
    fn capped_at(&self, t: &Dyadic) -> Trajectory {
        let mut pieces: Vec<Piece> = self
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
fn push_piece(pieces: &mut Vec<Piece>, start: Dyadic, value: Dyadic, slope: i64) {
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
pub struct Thermograph {
    /// The left wall: the left stop of the game cooled by t.
    pub left_wall: Trajectory,
    /// The right wall: the right stop of the game cooled by t.
    pub right_wall: Trajectory,
    /// Where the walls meet and the mast begins (negative for numbers, as
    /// CGSuite defines it).
    pub temperature: Dyadic,
}

impl Thermograph {
    /// The mast's value: the walls far above the temperature (the mean).
    pub fn mast(&self) -> Dyadic {
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
pub fn number_temperature(x: &Dyadic) -> Dyadic {
    let k = x.denominator_exponent();
    -Dyadic::from(1).halve(k)
}

impl Games {
    /// The thermograph of `g`, memoised.
    ///
    /// # Example
    /// ```
    /// use game_theory::partizan::{Dyadic, Games};
    /// let mut games = Games::new();
    /// let g = games.parse(b"{2|-1/2}").unwrap();
    /// assert_eq!(games.temperature(g), "5/4".parse::<Dyadic>().unwrap());
    /// assert_eq!(games.thermograph(g).mast(), "3/4".parse::<Dyadic>().unwrap());
    /// assert_eq!((games.left_stop(g), games.right_stop(g)), (Dyadic::from(2), "-1/2".parse().unwrap()));
    /// let half = games.parse(b"1/2").unwrap();
    /// assert_eq!(games.temperature(half).to_string(), "-1/2");
    /// ```
    pub fn thermograph(&mut self, g: GameId) -> Rc<Thermograph> {
        if let Some(known) = self.thermographs.get(&g) {
            return known.clone();
        }
        let graph = Rc::new(self.make_thermograph(g));
        self.thermographs.insert(g, graph.clone());
        graph
    }

    fn make_thermograph(&mut self, g: GameId) -> Thermograph {
        if let Some(nus) = self.as_nus(g) {
            // x + ↑·k + *m: infinitesimally close to x, temperature 0
            // unless it is x itself.
            let x = nus.number.clone();
            let temperature = if nus.is_number() {
                number_temperature(&x)
            } else {
                Dyadic::zero()
            };
            return Thermograph {
                left_wall: Trajectory::constant(x.clone()),
                right_wall: Trajectory::constant(x),
                temperature,
            };
        }
        let left_scaffold = self.scaffold(g, true);
        let right_scaffold = self.scaffold(g, false);
        let temperature = Trajectory::crossing(&left_scaffold, &right_scaffold);
        Thermograph {
            left_wall: left_scaffold.capped_at(&temperature),
            right_wall: right_scaffold.capped_at(&temperature),
            temperature,
        }
    }

    /// Left's scaffold max over G^L of (right wall of G^L) − t, or Right's
    /// min over G^R of (left wall of G^R) + t.
    fn scaffold(&mut self, g: GameId, left: bool) -> Trajectory {
        let options = if left {
            self.left_options(g)
        } else {
            self.right_options(g)
        };
        let mut scaffold: Option<Trajectory> = None;
        for option in options {
            let graph = self.thermograph(option);
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
    pub fn temperature(&mut self, g: GameId) -> Dyadic {
        self.thermograph(g).temperature.clone()
    }

    /// The left stop: the number reached when Left starts and both play
    /// until a number is reached (the left wall at 0).
    pub fn left_stop(&mut self, g: GameId) -> Dyadic {
        self.thermograph(g).left_wall.value_at(&Dyadic::zero())
    }

    /// The right stop (the right wall at 0).
    pub fn right_stop(&mut self, g: GameId) -> Dyadic {
        self.thermograph(g).right_wall.value_at(&Dyadic::zero())
    }
}
