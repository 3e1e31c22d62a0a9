//! Win, lose or draw over a [`Game`]'s positions when play can go round
//! in cycles, with the number of moves to the end under best play: the
//! retrograde analysis of every position reachable from the starts.
//!
//! From the ends back: a position the rules fix, or with no move (lost,
//! normal play), is decided at distance 0. Taken in order of distance, a
//! decided lost position makes each of its predecessors won, one move
//! further; a decided won position counts down, in each predecessor, the
//! moves not yet known to lead to a won position, and a predecessor with
//! none left is lost, one move further than its last option. Taking
//! positions first in, first out keeps them in order of distance, so a won
//! position gets its shortest win and a lost one its longest defence.
//! What is never decided is a draw: from it the mover has no move to a
//! lost position and at least one to an undecided one.

use super::game::{Game, Rules};
use super::moves::{wrong_result, Direct, Fixed, Fold, Moves};
use super::outcomes::Outcome;
use super::storage::{Storage, Table};
use std::fmt::Debug;

/// States of a position, by its number in the order reached: below
/// `DRAW`, the moves not yet known to lead to a won position; else the
/// outcome in the top two bits and the distance to the end below them.
const DRAW: u32 = 1 << 30;
const WON: u32 = 2 << 30;
const LOST: u32 = 3 << 30;
const DISTANCE: u32 = DRAW - 1;

/// The outcome of every position reachable from the starts of a
/// [`Game`], with cycles allowed, from [`Game::retrograde`] (reverse
/// moves kept in memory) or [`Game::retrograde_by`] (your predecessor
/// function); the number of moves to the end under best play (the winner
/// ending as soon as it can, the loser holding out as long as it can); and
/// the move that does so, which followed from a won or lost position never
/// loops.
///
/// A position with no move is lost (normal play); the rules may fix a
/// position's result instead ([`Moves::won`], [`Moves::lost`],
/// [`Moves::draw`]): it is then an end, at distance 0.
///
/// # Complexity
/// O(positions + moves) time; memory per position reached: the storage's
/// entry (a 4-byte number), a copy of the position and 8 bytes, plus 8
/// bytes per move for the reverse lists of [`Game::retrograde`] (none
/// with [`Game::retrograde_by`]). No recursion.
///
/// # Panics
/// At a query about a position not reached from the starts; if the rules
/// fix a score ([`Moves::ends_with`]); at a position numbered outside the
/// numbering; with more than 2^30 − 2 moves from a position or to the end.
///
/// # Example
/// ```
/// use game_theory::search::{Game, Outcome};
/// // A token on 0..=9: move 1 or 2 to the right, or from 9 back to 0;
/// // whoever reaches 7 wins (the player to move there has lost).
/// let game = Game::new(|&x: &u32, moves| {
///     if x == 7 {
///         return moves.lost();
///     }
///     (1..=2).filter(|s| x + s <= 9).for_each(|s| moves.to(x + s));
///     if x == 9 {
///         moves.to(0);
///     }
/// });
/// let mut solved = game.clone().retrograde([0]);
/// assert_eq!(solved.outcome(&5), Outcome::Win); // to 7 at once
/// assert_eq!(solved.moves_to_end(&5), Some(1));
/// assert_eq!(solved.outcome(&4), Outcome::Lose); // to 5 or 6, both won
/// assert_eq!(solved.best_move(&3), Some(4));
/// // The same from a predecessor function: no reverse lists in memory.
/// let mut solved = game.retrograde_by([0], |&y: &u32, before| {
///     (1..=2).filter(|&s| s <= y && y - s != 7).for_each(|s| before.to(y - s));
///     if y == 0 {
///         before.to(9);
///     }
/// });
/// assert_eq!(solved.best_move(&3), Some(4));
/// assert_eq!((solved.outcome(&0), solved.moves_to_end(&0)), (Outcome::Win, Some(5)));
/// ```
pub struct Retrograde<P, R, S: Storage<P, u32>> {
    rules: R,
    /// The number of each position reached, in the order reached.
    table: S::Table,
    /// Each number's position.
    positions: Vec<P>,
    /// The starts were every position of the numbering, in its order:
    /// each position's number is its index.
    complete: bool,
    state: Vec<u32>,
    moves: Moves<P>,
}

impl<P, R, S> Game<P, R, S>
where
    P: Clone + Debug,
    R: Rules<P>,
    S: Storage<P, u32>,
{
    /// Solves every position reachable from `starts`, keeping the moves'
    /// reverse lists in memory (4 bytes per move and per position, twice
    /// that while they are built).
    pub fn retrograde(self, starts: impl IntoIterator<Item = P>) -> Retrograde<P, R, S> {
        let mut forward = Vec::new();
        let mut solved = self.explore(starts, Some(&mut forward));
        let (first, from) = reverse_lists(&solved.state, forward);
        walk(&mut solved.state, |v, walk| {
            (from[first[v] as usize..first[v + 1] as usize])
                .iter()
                .for_each(|&u| walk.from(u));
        });
        solved
    }

    /// Solves every position reachable from `starts`, reading the moves
    /// into a position from `predecessors(&position, &mut before)`: it
    /// gives (by [`Moves::to`]) each position with a move to `position`,
    /// once per such move. Positions not reached from the starts may be
    /// given; they are skipped.
    pub fn retrograde_by<G>(
        self,
        starts: impl IntoIterator<Item = P>,
        predecessors: G,
    ) -> Retrograde<P, R, S>
    where
        G: FnMut(&P, &mut Moves<P>),
    {
        self.retrograde_by_rules(starts, predecessors)
    }

    /// [`retrograde_by`](Self::retrograde_by) with the predecessor
    /// function written as a type ([`Rules`]: its `moves` gives the
    /// positions with a move to the one given), whose positions the walk
    /// takes as they are given, with no buffer between: the cost of a
    /// hand-written walk (a closure's go through a buffer, about twice the
    /// time where moves are cheap; docs/performance.md).
    ///
    /// Given every position of a numbering ([`Game::numbered`]) as
    /// starts, in the numbering's order, the engine numbers each position
    /// by its index and looks up no move on the way forward: it only
    /// counts them (checking the numbers once per position, with no branch
    /// per move), as a hand-written walk reads the counts off its data.
    ///
    /// # Example
    /// ```
    /// use game_theory::search::{Game, MoveSink, Outcome, Rules};
    /// // A token on a circle of 10: move it 1 or 2 on; whoever moves it
    /// // to 0 wins.
    /// struct Circle;
    /// impl Rules<u32> for Circle {
    ///     fn moves(&mut self, &x: &u32, moves: &mut impl MoveSink<u32>) {
    ///         if x == 0 {
    ///             return moves.lost();
    ///         }
    ///         (1..=2).for_each(|s| moves.to((x + s) % 10));
    ///     }
    /// }
    /// /// The positions with a move to a position of [`Circle`].
    /// struct Back;
    /// impl Rules<u32> for Back {
    ///     fn moves(&mut self, &y: &u32, before: &mut impl MoveSink<u32>) {
    ///         (1..=2).map(|s| (y + 10 - s) % 10).filter(|&x| x != 0).for_each(|x| before.to(x));
    ///     }
    /// }
    /// let solved = Game::of(Circle).numbered(10, |&x| x as usize).retrograde_by_rules(0..10, Back);
    /// assert_eq!(solved.outcome(&7), Outcome::Lose); // to 8 or 9, whence 0
    /// assert_eq!(solved.moves_to_end(&7), Some(2));
    /// ```
    pub fn retrograde_by_rules<G>(
        self,
        starts: impl IntoIterator<Item = P>,
        mut predecessors: G,
    ) -> Retrograde<P, R, S>
    where
        G: Rules<P>,
    {
        let mut solved = self.explore(starts, None);
        let mut buffer = Moves::new(false, false, false);
        let (table, positions, complete) = (&solved.table, &solved.positions, solved.complete);
        walk(&mut solved.state, |v, walk| {
            let mut before = Direct {
                fold: Before {
                    table,
                    complete,
                    walk,
                },
                buffer: &mut buffer,
            };
            predecessors.moves(&positions[v], &mut before);
        });
        solved
    }

    /// Numbers every position reachable from `starts` in the order reached
    /// and sets its state: a fixed result, an end, or its number of moves.
    /// With `forward`, each position's moves, as numbers, are appended to
    /// it in order (none for a fixed result).
    fn explore(
        self,
        starts: impl IntoIterator<Item = P>,
        forward: Option<&mut Vec<u32>>,
    ) -> Retrograde<P, R, S> {
        let mut table = self.storage.table();
        let mut positions = Vec::new();
        let mut in_order = true;
        for start in starts {
            let at = table.locate(&start);
            let k = number(&mut table, &mut positions, start, at);
            in_order &= u64::from(k) == at;
        }
        // Every position of the numbering given in its order: each
        // position's number is its index, and a move can reach no new one.
        let complete = in_order && table.size() == Some(positions.len());
        let mut rules = self.rules;
        let mut buffer = Moves::new(false, false, false);
        let pass = if complete {
            forward_pass::<_, _, _, true>
        } else {
            forward_pass::<_, _, _, false>
        };
        let state = pass(&mut rules, &mut table, &mut positions, &mut buffer, forward);
        Retrograde {
            rules,
            table,
            positions,
            complete,
            state,
            moves: buffer,
        }
    }
}

/// The state of every position reached from those in `positions` (which
/// grows as new ones are reached; with `COMPLETE`, none can be): a fixed
/// result, an end, or its number of moves. With `forward`, each
/// position's moves, as numbers, are appended to it in order (none for a
/// fixed result).
fn forward_pass<P, R, T, const COMPLETE: bool>(
    rules: &mut R,
    table: &mut T,
    positions: &mut Vec<P>,
    buffer: &mut Moves<P>,
    mut forward: Option<&mut Vec<u32>>,
) -> Vec<u32>
where
    P: Clone + Debug,
    R: Rules<P>,
    T: Table<P, u32>,
{
    let mut state = Vec::with_capacity(positions.len());
    // With `COMPLETE`, the last number of the numbering (`positions` are
    // all of it).
    let last = (positions.len() as u64).wrapping_sub(1);
    let mut k = 0;
    while k < positions.len() {
        let position = positions[k].clone();
        let listed = forward.as_deref().map_or(0, Vec::len);
        let mut sink = Direct {
            fold: Reach::<P, T, COMPLETE> {
                table: &mut *table,
                positions: &mut *positions,
                forward: forward.as_deref_mut(),
                count: 0,
                last,
                outside: 0,
                fixed: None,
            },
            buffer: &mut *buffer,
        };
        rules.moves(&position, &mut sink);
        let Reach {
            count,
            outside,
            fixed,
            ..
        } = sink.fold;
        if COMPLETE && outside >> 63 != 0 {
            out_of_numbering(rules, table, &position);
        }
        state.push(match fixed {
            Some(Fixed::Won) => WON,
            Some(Fixed::Lost) => LOST,
            Some(Fixed::Draw) => DRAW,
            Some(fixed) => wrong_result(fixed, "outcome"),
            None if count == 0 => LOST,
            None if count >= DRAW as usize => too_many(&position),
            None => count as u32,
        });
        if fixed.is_some() {
            // Whatever the moves given: the rules fix the result.
            if let Some(forward) = forward.as_deref_mut() {
                forward.truncate(listed);
            }
        }
        k += 1;
    }
    state
}

/// The number of `position`, located at `at` in `table`, where one is
/// new: the next in the order reached.
#[inline]
fn number<P: Clone, T: Table<P, u32>>(
    table: &mut T,
    positions: &mut Vec<P>,
    position: P,
    at: u64,
) -> u32 {
    match table.get(&position, at) {
        Ok(k) => k,
        Err(vacant) => {
            let k = positions.len() as u32;
            positions.push(position.clone());
            table.insert(vacant, at, position, k);
            k
        }
    }
}

/// The forward pass at one position: counts its moves, numbers each
/// position they reach (or, `COMPLETE`, only checks it is in the
/// numbering: its number is its index), and lists them as numbers in
/// `forward`.
struct Reach<'a, P, T, const COMPLETE: bool> {
    table: &'a mut T,
    positions: &'a mut Vec<P>,
    forward: Option<&'a mut Vec<u32>>,
    count: usize,
    /// With `COMPLETE`, the largest number in the numbering, and the top
    /// bit set if a number reached is above it (`last − at` wraps round,
    /// or `at` is past 2^63): checked once the position's moves are given,
    /// so that the loop over them has no branch, and the compiler may
    /// vectorise your move loop (a count of moves, which a hand-written
    /// loop reads off its data, then costs little; SSE2 has no 64-bit
    /// maximum, but a subtraction and an OR).
    last: u64,
    outside: u64,
    fixed: Option<Fixed>,
}

impl<P: Clone, T: Table<P, u32>, const COMPLETE: bool> Fold<P> for Reach<'_, P, T, COMPLETE> {
    #[inline(always)]
    fn to(&mut self, next: P) {
        self.count += 1;
        let j = if COMPLETE {
            let at = self.table.locate_unchecked(&next);
            self.outside |= self.last.wrapping_sub(at) | at;
            at as u32
        } else {
            let at = self.table.locate(&next);
            number(self.table, self.positions, next, at)
        };
        if let Some(forward) = self.forward.as_deref_mut() {
            forward.push(j);
        }
    }

    fn fix(&mut self, fixed: Fixed) {
        self.fixed = Some(fixed);
    }
}

/// A move of `position` goes outside the numbering: gives its moves again,
/// located with the check that panics naming the one outside.
#[cold]
#[inline(never)]
fn out_of_numbering<P, R: Rules<P>, T: Table<P, u32>>(rules: &mut R, table: &T, position: &P) {
    let mut moves = Moves::new(false, false, false);
    rules.moves(position, &mut moves);
    moves.parts.iter().for_each(|next| {
        table.locate(next);
    });
    unreachable!("a move outside the numbering, found again");
}

/// The walk at one decided position: each predecessor given goes to
/// [`Walk::from`] by its number (by its index, `complete`); one not
/// reached from the starts is skipped.
struct Before<'a, 'w, T> {
    table: &'a T,
    complete: bool,
    walk: &'a mut Walk<'w>,
}

impl<P, T: Table<P, u32>> Fold<P> for Before<'_, '_, T> {
    // Always: rustc kept it a call per move, a third of the walk's time.
    #[inline(always)]
    fn to(&mut self, before: P) {
        let at = self.table.locate(&before);
        if self.complete {
            self.walk.from(at as u32);
        } else if let Ok(k) = self.table.get(&before, at) {
            self.walk.from(k);
        }
    }

    /// A predecessor function gives positions only: a result fixed there
    /// means nothing.
    fn fix(&mut self, _: Fixed) {}
}

/// The lists of moves into each position, from the lists of moves out of
/// each (`forward`, one list per position with a count in `state`, in
/// order): where each position's list starts in the second vector, and
/// the positions the moves come from.
fn reverse_lists(state: &[u32], forward: Vec<u32>) -> (Vec<u32>, Vec<u32>) {
    let n = state.len();
    let mut first = vec![0u32; n + 2];
    for &v in &forward {
        first[v as usize + 2] += 1;
    }
    for v in 2..n + 2 {
        first[v] += first[v - 1];
    }
    let mut from = vec![0u32; forward.len()];
    let mut moves = forward.iter();
    for (u, &s) in state.iter().enumerate() {
        let count = if s < DRAW { s as usize } else { 0 };
        for &v in moves.by_ref().take(count) {
            let slot = &mut first[v as usize + 1];
            from[*slot as usize] = u as u32;
            *slot += 1;
        }
    }
    first.pop();
    (first, from)
}

/// The walk from the ends, at one decided position: what its
/// predecessors learn from it.
struct Walk<'a> {
    state: &'a mut [u32],
    /// The positions decided, in order of distance.
    queue: Vec<u32>,
    /// The state of the decided position whose predecessors are given.
    decided: u32,
    /// Their distance to the end, if this decides them.
    farther: u32,
}

impl Walk<'_> {
    /// A move from `u` to the decided position.
    #[inline(always)]
    fn from(&mut self, u: u32) {
        let s = &mut self.state[u as usize];
        if *s >= DRAW {
            return;
        }
        if self.decided >= LOST {
            *s = WON | self.farther;
            self.queue.push(u);
        } else {
            *s -= 1;
            if *s == 0 {
                *s = LOST | self.farther;
                self.queue.push(u);
            }
        }
    }
}

/// The walk from the ends: `predecessors(v, walk)` gives
/// [`Walk::from`] the number of each position with a move to `v`, once
/// per move, as it finds them (no list in between).
fn walk(state: &mut [u32], mut predecessors: impl FnMut(usize, &mut Walk)) {
    let queue: Vec<u32> = (0..state.len() as u32)
        .filter(|&k| state[k as usize] >= WON)
        .collect();
    let mut walk = Walk {
        state,
        queue,
        decided: 0,
        farther: 0,
    };
    let mut head = 0;
    while let Some(&v) = walk.queue.get(head) {
        head += 1;
        walk.decided = walk.state[v as usize];
        walk.farther = (walk.decided & DISTANCE) + 1;
        assert!(
            walk.farther < DISTANCE,
            "more than 2^30 - 2 moves to the end"
        );
        predecessors(v as usize, &mut walk);
    }
}

impl<P, R, S> Retrograde<P, R, S>
where
    P: Clone + Debug,
    R: Rules<P>,
    S: Storage<P, u32>,
{
    /// The number of positions reached from the starts.
    pub fn known(&self) -> usize {
        self.positions.len()
    }

    /// Whether `position` was reached from the starts (and so has answers).
    pub fn reached(&self, position: &P) -> bool {
        self.table
            .get(position, self.table.locate(position))
            .is_ok()
    }

    /// The outcome of `position` for the player to move.
    ///
    /// # Complexity
    /// One look-up.
    pub fn outcome(&self, position: &P) -> Outcome {
        outcome(self.state[self.number_of(position)])
    }

    /// The number of moves to the end under best play from `position`
    /// (0 at an end); `None` for a draw.
    pub fn moves_to_end(&self, position: &P) -> Option<u32> {
        let state = self.state[self.number_of(position)];
        (state >= WON).then_some(state & DISTANCE)
    }

    /// The move to make from `position` (the first in the move function's
    /// order): from a won position, to a lost one one move nearer the end;
    /// from a lost one, to a won one one move nearer (holding out longest);
    /// from a draw, to a draw. `None` at an end, or at a draw the rules
    /// declare.
    ///
    /// # Complexity
    /// One call of the move function and a look-up per move.
    pub fn best_move(&mut self, position: &P) -> Option<P> {
        let state = self.state[self.number_of(position)];
        self.moves.clear();
        self.rules.moves(position, &mut self.moves);
        if self.moves.fixed.is_some() {
            return None;
        }
        let wanted = |next: u32| match state & !DISTANCE {
            WON => next == LOST | ((state & DISTANCE) - 1),
            LOST => next == WON | ((state & DISTANCE) - 1),
            _ => next < WON,
        };
        let found = (self.moves.parts.iter()).position(|next| {
            let k = self
                .table
                .get(next, self.table.locate(next))
                .expect("reached from the position");
            wanted(self.state[k as usize])
        })?;
        Some(self.moves.parts.swap_remove(found))
    }

    fn number_of(&self, position: &P) -> usize {
        match self.table.get(position, self.table.locate(position)) {
            Ok(k) => k as usize,
            Err(_) => not_reached(position),
        }
    }
}

fn outcome(state: u32) -> Outcome {
    if state >= LOST {
        Outcome::Lose
    } else if state >= WON {
        Outcome::Win
    } else {
        Outcome::Draw
    }
}

#[cold]
#[inline(never)]
fn not_reached(position: &dyn Debug) -> ! {
    panic!("position {position:?} was not reached from the starts")
}

#[cold]
#[inline(never)]
fn too_many(position: &dyn Debug) -> ! {
    panic!("position {position:?} has more than 2^30 - 2 moves")
}
