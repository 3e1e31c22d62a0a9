//! Scoring games over a [`Game`]'s positions: the best lead of the player
//! to move when turns alternate ([`Game::lead`]), or the best total of one
//! player choosing alone ([`Game::total`]), and the move that secures it.

use super::game::{Game, Rules};
use super::moves::{wrong_result, Direct, Fixed, Fold, Moves};
use super::storage::{self, Storage, Table};
use std::fmt::Debug;

/// The entry of a position whose search has started and not finished.
/// (`i64::MIN` marks a flat table's entries not known yet.)
const IN_PROGRESS: i64 = i64::MIN + 1;

/// One position being searched: its moves in the shared buffers, the next
/// one to look at, and the best found so far.
struct Frame {
    place: usize,
    start: usize,
    next: usize,
    end: usize,
    best: Best,
}

/// What a score is: the answer asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Turns alternate: the best of `points − lead(next)`.
    Lead,
    /// One player alone: the best of `points + total(next)`.
    Total,
    /// Every-SG step counts ([`impartial::every_sg`](crate::impartial::every_sg)):
    /// `1 +` the largest even count of an option if there is one (the
    /// winner stretches the game), else `1 +` the smallest.
    Steps,
}

/// The best of the moves looked at so far: the best value, and for step
/// counts the smallest option's count, for when no option is even.
#[derive(Debug, Clone, Copy)]
struct Best {
    best: Option<i64>,
    least: Option<i64>,
}

impl Best {
    const NONE: Best = Best {
        best: None,
        least: None,
    };

    #[inline]
    fn add(&mut self, mode: Mode, points: i64, after: i64) {
        let value = match mode {
            Mode::Lead => points - after,
            Mode::Total => points + after,
            Mode::Steps => {
                self.least = Some(self.least.map_or(after + 1, |l| l.min(after + 1)));
                if after % 2 != 0 {
                    return;
                }
                after + 1
            }
        };
        self.best = Some(self.best.map_or(value, |b| b.max(value)));
    }

    #[inline]
    fn value(self) -> i64 {
        self.best.or(self.least).unwrap_or(0)
    }
}

/// Whether a move of `points` to a position worth `after` secures `best`.
fn secures(mode: Mode, points: i64, after: i64, best: i64) -> bool {
    match mode {
        Mode::Lead => points - after == best,
        Mode::Total => points + after == best,
        Mode::Steps => after + 1 == best,
    }
}

/// The best score the player to move can secure from each position of a
/// [`Game`], memoised across queries; and the move that secures it.
///
/// A move scores its points ([`Moves::scored`]; [`Moves::to`] scores 0)
/// for the player making it. A position with no move scores 0 more; the
/// rules may end the game with a final score ([`Moves::ends_with`]).
/// - [`Game::lead`]: turns alternate and both players maximise their own
///   total minus the other's: the best lead from `p` is the best over its
///   moves of `points − lead(next)`.
/// - [`Game::total`]: one player makes every move: the best total from
///   `p` is the best over its moves of `points + total(next)`. (For the
///   least total, negate the points.)
///
/// # Constraints
/// Every sum of points along a line of play, and its negation, fits in
/// `i64` and is above `i64::MIN + 1`.
///
/// # Complexity
/// Each position reachable from a query is expanded once and each of its
/// moves looked up once: O(positions + moves) table operations, no
/// recursion. Ordered: every position's moves, in order.
///
/// # Panics
/// If a position can be reached from itself; if the rules fix a win, loss
/// or draw rather than a score; at a position numbered outside the
/// numbering, or a move that breaks a declared order.
///
/// # Example
/// ```
/// use game_theory::search::Game;
/// // Stone Game III: take the first 1, 2 or 3 piles of the row.
/// let piles = [1i64, 2, 3, -9];
/// let stone_game = Game::new(|&i: &usize, moves| {
///     let mut points = 0;
///     for (j, &p) in piles.iter().enumerate().skip(i).take(3) {
///         points += p;
///         moves.scored(points, j + 1);
///     }
/// });
/// let mut lead = stone_game.clone().lead();
/// assert_eq!(lead.best(&0), 15); // take all three first: 6, then -9 for the other
/// assert_eq!(lead.best_move(&0), Some((6, 3)));
/// // One player alone, on a grid: move right or down, each cell's points.
/// let grid = [[1i64, 3, 1], [1, 5, 1], [4, 2, 1]];
/// let mut path = Game::new(|&(i, j): &(usize, usize), moves| {
///     if i + 1 < 3 { moves.scored(grid[i + 1][j], (i + 1, j)) }
///     if j + 1 < 3 { moves.scored(grid[i][j + 1], (i, j + 1)) }
/// })
/// .ordered(9, |&(i, j)| 8 - (3 * i + j), (0..9).map(|k| ((8 - k) / 3, (8 - k) % 3)))
/// .total();
/// assert_eq!(path.best(&(0, 0)), 3 + 5 + 2 + 1);
/// ```
pub struct Score<P, R, S: Storage<P, i64>> {
    rules: R,
    table: S::Table,
    moves: Moves<P>,
    places: Vec<u64>,
    stack: Vec<Frame>,
    mode: Mode,
}

impl<P, R, S> Game<P, R, S>
where
    P: Clone + Debug,
    R: Rules<P>,
    S: Storage<P, i64>,
{
    /// The best lead (own points minus the other's, from here to the end)
    /// of the player to move, turns alternating (filled at once for an
    /// ordered game).
    pub fn lead(self) -> Score<P, R, S> {
        self.score(Mode::Lead)
    }

    /// The best total of one player who makes every move (filled at once
    /// for an ordered game).
    pub fn total(self) -> Score<P, R, S> {
        self.score(Mode::Total)
    }

    /// The Every-SG step count of each position (a game where every
    /// component of a sum is moved on each turn, [`impartial::every_sg`]:
    /// the winner of a component makes it last as long as it can, the
    /// loser as short): 0 with no move, else `1 +` the largest even count
    /// of an option if one is even, else `1 +` the smallest; odd exactly
    /// when the mover wins (filled at once for an ordered game).
    /// [`every_sg::StepCounter`](crate::impartial::every_sg::StepCounter) is
    /// this over hashed positions.
    ///
    /// [`impartial::every_sg`]: crate::impartial::every_sg
    ///
    /// # Example
    /// ```
    /// use game_theory::search::Game;
    /// // Take 1 or 2 from a pile: 0, 1, 1, 2, 3, 3, 4, ... turns.
    /// let mut steps = Game::new(|&n: &usize, moves| (1..=n.min(2)).for_each(|s| moves.to(n - s)))
    ///     .ordered(7, |&n| n, 0..7)
    ///     .steps();
    /// assert_eq!((0..7).map(|n| steps.best(&n)).collect::<Vec<_>>(), [0, 1, 1, 2, 3, 3, 4]);
    /// ```
    pub fn steps(self) -> Score<P, R, S> {
        self.score(Mode::Steps)
    }

    pub(crate) fn score(self, mode: Mode) -> Score<P, R, S> {
        let mut engine = Score {
            rules: self.rules,
            table: self.storage.table(),
            moves: Moves::new(false, false, true),
            places: Vec::new(),
            stack: Vec::new(),
            mode,
        };
        storage::fill_in_order(self.storage.order(), |i, position| engine.fill(i, position));
        engine
    }
}

impl<P, R, S> Score<P, R, S>
where
    P: Clone + Debug,
    R: Rules<P>,
    S: Storage<P, i64>,
{
    /// The number of positions whose best score is known.
    pub fn known(&self) -> usize {
        self.table.known()
    }

    /// The best score the player to move from `position` can secure: a
    /// lead for [`Game::lead`], a total for [`Game::total`].
    ///
    /// # Complexity
    /// See [`Score`]: positions already known cost one look-up.
    pub fn best(&mut self, position: &P) -> i64 {
        let at = self.table.locate(position);
        let vacant = match self.table.get(position, at) {
            Ok(best) => return known(best),
            Err(_) if S::ORDERED => unreachable!("an ordered table is filled"),
            Err(vacant) => vacant,
        };
        self.open(position.clone(), at, vacant);
        loop {
            let top = self.stack.len() - 1;
            let frame = &mut self.stack[top];
            let (end, mut next, mut best) = (frame.end, frame.next, frame.best);
            let mut descend = None;
            while next < end {
                match self.table.get(&self.moves.parts[next], self.places[next]) {
                    Ok(after) => best.add(self.mode, self.moves.points[next], known(after)),
                    Err(vacant) => {
                        descend = Some(vacant);
                        break;
                    }
                }
                next += 1;
            }
            let frame = &mut self.stack[top];
            (frame.next, frame.best) = (next, best);
            if let Some(vacant) = descend {
                let child = self.moves.parts[next].clone();
                self.open(child, self.places[next], vacant);
                continue;
            }
            let frame = self.stack.pop().expect("a frame is open");
            let best = best.value();
            self.moves.parts.truncate(frame.start);
            self.moves.points.truncate(frame.start);
            self.places.truncate(frame.start);
            self.table.set(frame.place, best);
            match self.stack.last_mut() {
                // The parent waits at the move just searched.
                Some(parent) => {
                    parent
                        .best
                        .add(self.mode, self.moves.points[parent.next], best);
                    parent.next += 1;
                }
                None => return best,
            }
        }
    }

    /// The first move, in the move function's order, that secures the best
    /// score: its points and the position it leads to; `None` if there is
    /// no move (or the rules end the game here).
    ///
    /// # Complexity
    /// That of [`best`](Self::best), and one more call of the move
    /// function.
    pub fn best_move(&mut self, position: &P) -> Option<(i64, P)> {
        let best = self.best(position);
        let start = self.moves.parts.len();
        self.rules.moves(position, &mut self.moves);
        let fixed = self.moves.fixed.take();
        let mut found = None;
        for k in start..self.moves.parts.len() {
            if fixed.is_some() {
                break;
            }
            let next = &self.moves.parts[k];
            let at = self.table.locate(next);
            let after = self
                .table
                .get(next, at)
                .expect("searched with the position");
            let points = self.moves.points[k];
            if secures(self.mode, points, after, best) {
                found = Some((points, next.clone()));
                break;
            }
        }
        self.moves.parts.truncate(start);
        self.moves.points.truncate(start);
        found
    }

    /// Starts the search of `position`, located at `at`, found missing at
    /// `vacant`.
    fn open(&mut self, position: P, at: u64, vacant: usize) {
        let start = self.moves.parts.len();
        self.rules.moves(&position, &mut self.moves);
        let mut best = Best::NONE;
        if let Some(fixed) = self.moves.fixed.take() {
            best.best = Some(fixed_score(fixed));
            self.moves.parts.truncate(start);
            self.moves.points.truncate(start);
        }
        let place = self.table.insert(vacant, at, position, IN_PROGRESS);
        storage::prefetch_all(&self.table, &self.moves.parts[start..], &mut self.places);
        let end = self.moves.parts.len();
        self.stack.push(Frame {
            place,
            start,
            next: start,
            end,
            best,
        });
    }

    /// Fills entry `i`, for `position`, from entries below it.
    fn fill(&mut self, i: usize, position: P) {
        storage::in_order(&position, i, self.table.locate(&position));
        let fold = BestFold {
            table: &self.table,
            from: &position,
            i,
            mode: self.mode,
            best: Best::NONE,
            fixed: None,
        };
        let mut sink = Direct {
            fold,
            buffer: &mut self.moves,
        };
        self.rules.moves(&position, &mut sink);
        let best = match sink.fold.fixed {
            Some(fixed) => fixed_score(fixed),
            None => sink.fold.best.value(),
        };
        self.table.insert(i, i as u64, position, best);
    }
}

/// The best score of the position numbered `i` so far, from the entries
/// below it.
struct BestFold<'a, P, T> {
    table: &'a T,
    from: &'a P,
    i: usize,
    mode: Mode,
    best: Best,
    fixed: Option<Fixed>,
}

impl<P: Debug + Clone, T: Table<P, i64>> Fold<P> for BestFold<'_, P, T> {
    #[inline]
    fn to(&mut self, position: P) {
        self.scored(0, position);
    }

    #[inline]
    fn scored(&mut self, points: i64, position: P) {
        let after = self.table.filled_below(self.from, self.i, &position);
        self.best.add(self.mode, points, after);
    }

    fn fix(&mut self, fixed: Fixed) {
        self.fixed = Some(fixed);
    }
}

fn fixed_score(fixed: Fixed) -> i64 {
    match fixed {
        Fixed::Score(score) => score,
        _ => wrong_result(fixed, "score"),
    }
}

/// An entry from the table, which must not be one still being searched.
#[inline]
fn known(best: i64) -> i64 {
    storage::settled(best, IN_PROGRESS)
}
