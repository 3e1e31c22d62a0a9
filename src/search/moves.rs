//! The one closure shape every engine of [`search`](super) takes: the
//! moves of a position, given to a [`Moves`] buffer, and what the rules
//! fix at a position, whatever its moves.

/// What the rules fix at a position, given by [`Moves::won`],
/// [`Moves::lost`], [`Moves::draw`] or [`Moves::ends_with`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Fixed {
    Won,
    Lost,
    Draw,
    Score(i64),
}

/// The moves of one position, as the move function gives them to an
/// engine: each call of [`to`](Moves::to), [`scored`](Moves::scored) or
/// [`split`](Moves::split) is one move. A position with no move ends the
/// game: in normal play the player to move there has lost, and a scoring
/// game adds nothing more. [`won`](Moves::won), [`lost`](Moves::lost),
/// [`draw`](Moves::draw) and [`ends_with`](Moves::ends_with) say instead
/// that the rules fix the result at this position, whatever its moves
/// ("whoever moves onto the other's token wins": the player to move there
/// has lost).
///
/// An engine reuses one buffer for every position, so giving a move
/// allocates nothing once the buffer has grown.
#[derive(Debug)]
pub struct Moves<P> {
    /// The parts of the moves given so far (one per move, but for a split).
    pub(crate) parts: Vec<P>,
    /// For each move, the end of its parts in `parts`: kept only for the
    /// engines that take sums ([`Grundy`](super::Grundy)), and by the
    /// table filled in order only once a sum is given (before that, each
    /// part is a move).
    pub(crate) ends: Vec<u32>,
    /// For each move, its points: kept only for the scoring engines.
    pub(crate) points: Vec<i64>,
    pub(crate) fixed: Option<Fixed>,
    /// Whether a move of several parts (or none) was given since the
    /// last [`clear`](Self::clear).
    pub(crate) split_given: bool,
    /// Whether sums are an answer's business.
    sums: bool,
    /// What is recorded beside each move, now and (`fresh`) at the start
    /// of each position: copied whole from a field never written, so that
    /// no load of it waits on the last position's stores (reading the
    /// settings beside the flags just written cost a failed store
    /// forwarding a position: a third of a closure's table fill).
    record: Record,
    fresh: Record,
    keep_points: bool,
    /// Where the moves of the position being given start in `parts` (the
    /// buffers may hold other positions' moves before them).
    start: usize,
}

/// What [`Moves`] records beside each move.
#[derive(Debug, Clone, Copy)]
struct Record {
    /// Whether every move's end goes to `ends`, from the start or since a
    /// sum was given.
    ends: bool,
    /// `ends` or points kept: one test on the path of a plain move.
    extra: bool,
}

impl<P> Moves<P> {
    /// An empty buffer for an engine that reads sums (`sums`), each move's
    /// end in `ends` (`keep_ends`, else only once a sum is given in a
    /// buffer cleared before each position), or points (`keep_points`).
    pub(crate) fn new(sums: bool, keep_ends: bool, keep_points: bool) -> Self {
        Moves {
            parts: Vec::new(),
            ends: Vec::new(),
            points: Vec::new(),
            fixed: None,
            split_given: false,
            sums,
            record: Record {
                ends: keep_ends,
                extra: keep_ends || keep_points,
            },
            fresh: Record {
                ends: keep_ends,
                extra: keep_ends || keep_points,
            },
            keep_points,
            start: 0,
        }
    }

    /// A move to `position`, worth no points.
    #[inline]
    pub fn to(&mut self, position: P) {
        self.scored(0, position);
    }

    /// A move to `position` that scores `points` for the player making it
    /// (a scoring game; the other answers ignore the points).
    #[inline]
    pub fn scored(&mut self, points: i64, position: P) {
        self.parts.push(position);
        if self.record.extra {
            self.record_extra(points);
        }
    }

    /// The end and the points of the move just given, where kept.
    #[inline]
    fn record_extra(&mut self, points: i64) {
        if self.record.ends {
            self.ends.push(self.parts.len() as u32);
        }
        if self.keep_points {
            self.points.push(points);
        }
    }

    /// A move to the sum of independent `parts` (a heap split in two, say):
    /// its Grundy value is the XOR of the parts' values. No parts is a move
    /// to the empty sum, of value 0 (taking a whole heap, say).
    ///
    /// # Panics
    /// If the engine's answer is not a Grundy value: the outcome of a sum
    /// is not the outcome of its parts.
    #[inline]
    pub fn split(&mut self, parts: impl IntoIterator<Item = P>) {
        if !self.sums {
            not_a_sum();
        }
        if !self.record.ends {
            // Each move of this position so far was one part.
            self.ends
                .extend(self.start as u32 + 1..=self.parts.len() as u32);
            self.record = Record {
                ends: true,
                extra: true,
            };
        }
        self.parts.extend(parts);
        self.ends.push(self.parts.len() as u32);
        self.split_given = true;
    }

    /// The rules say the player to move here has already won.
    pub fn won(&mut self) {
        self.fixed = Some(Fixed::Won);
    }

    /// The rules say the player to move here has already lost.
    pub fn lost(&mut self) {
        self.fixed = Some(Fixed::Lost);
    }

    /// The rules declare this position a draw.
    pub fn draw(&mut self) {
        self.fixed = Some(Fixed::Draw);
    }

    /// The game ends here and the player to move gets `score` more (a
    /// lead, for an alternating game; the final bonus, for one player
    /// alone).
    pub fn ends_with(&mut self, score: i64) {
        self.fixed = Some(Fixed::Score(score));
    }

    /// Forgets the moves given, to give the next position's.
    #[inline]
    pub(crate) fn clear(&mut self) {
        self.parts.clear();
        self.ends.clear();
        self.points.clear();
        self.begin();
    }

    /// Starts a position's moves after those in the buffers.
    #[inline]
    pub(crate) fn begin(&mut self) {
        self.fixed = None;
        self.split_given = false;
        self.record = self.fresh;
        self.start = self.parts.len();
    }
}

/// Where a [`Rules`](super::Rules) implementation gives a position's
/// moves: the same calls as on [`Moves`], which is one (the buffer a
/// closure gets). An engine that fills a table in order takes each move
/// as it is given, with no buffer between your loop and its own.
///
/// Implemented by this crate's engines only.
pub trait MoveSink<P>: sealed::Sealed {
    /// A move to `position`, worth no points.
    fn to(&mut self, position: P);
    /// A move to `position` that scores `points` for the player making it.
    fn scored(&mut self, points: i64, position: P);
    /// A move to the sum of independent `parts` (a Grundy value only).
    fn split(&mut self, parts: impl IntoIterator<Item = P>);
    /// The rules say the player to move here has already won.
    fn won(&mut self);
    /// The rules say the player to move here has already lost.
    fn lost(&mut self);
    /// The rules declare this position a draw.
    fn draw(&mut self);
    /// The game ends here and the player to move gets `score` more.
    fn ends_with(&mut self, score: i64);
    /// Calls `give` with a [`Moves`] buffer and takes the moves it gives:
    /// how a closure's moves reach an engine.
    #[doc(hidden)]
    fn buffered(&mut self, give: impl FnOnce(&mut Moves<P>));
}

pub(crate) mod sealed {
    /// Keeps [`MoveSink`](super::MoveSink) to this crate's engines.
    pub trait Sealed {}
}

impl<P> sealed::Sealed for Moves<P> {}

impl<P> MoveSink<P> for Moves<P> {
    #[inline]
    fn to(&mut self, position: P) {
        Moves::to(self, position);
    }
    #[inline]
    fn scored(&mut self, points: i64, position: P) {
        Moves::scored(self, points, position);
    }
    #[inline]
    fn split(&mut self, parts: impl IntoIterator<Item = P>) {
        Moves::split(self, parts);
    }
    fn won(&mut self) {
        Moves::won(self);
    }
    fn lost(&mut self) {
        Moves::lost(self);
    }
    fn draw(&mut self) {
        Moves::draw(self);
    }
    fn ends_with(&mut self, score: i64) {
        Moves::ends_with(self, score);
    }
    #[inline]
    fn buffered(&mut self, give: impl FnOnce(&mut Moves<P>)) {
        give(self);
    }
}

/// What an engine filling a table in order does with each move as it is
/// given: fold it into the position's answer.
pub(crate) trait Fold<P> {
    /// A move to `position`.
    fn to(&mut self, position: P);
    /// A move to `position` scoring `points` (which only scores read).
    #[inline]
    fn scored(&mut self, _points: i64, position: P) {
        self.to(position);
    }
    /// A move to the sum of `parts` (which only Grundy values read).
    fn split(&mut self, _parts: impl IntoIterator<Item = P>) {
        not_a_sum();
    }
    /// The result the rules fix.
    fn fix(&mut self, fixed: Fixed);
}

/// The [`MoveSink`] of an engine filling a table in order: each move
/// goes straight to the fold `K`; a closure's moves go to `buffer` first,
/// then to the fold once the closure returns.
pub(crate) struct Direct<'a, P, K> {
    pub(crate) fold: K,
    pub(crate) buffer: &'a mut Moves<P>,
}

impl<P, K> sealed::Sealed for Direct<'_, P, K> {}

impl<P, K: Fold<P>> MoveSink<P> for Direct<'_, P, K> {
    #[inline]
    fn to(&mut self, position: P) {
        self.fold.to(position);
    }
    #[inline]
    fn scored(&mut self, points: i64, position: P) {
        self.fold.scored(points, position);
    }
    #[inline]
    fn split(&mut self, parts: impl IntoIterator<Item = P>) {
        self.fold.split(parts);
    }
    fn won(&mut self) {
        self.fold.fix(Fixed::Won);
    }
    fn lost(&mut self) {
        self.fold.fix(Fixed::Lost);
    }
    fn draw(&mut self) {
        self.fold.fix(Fixed::Draw);
    }
    fn ends_with(&mut self, score: i64) {
        self.fold.fix(Fixed::Score(score));
    }
    #[inline]
    fn buffered(&mut self, give: impl FnOnce(&mut Moves<P>)) {
        self.buffer.clear();
        give(self.buffer);
        self.buffer.replay(&mut self.fold);
    }
}

impl<P> Moves<P> {
    /// Gives `fold` the result fixed in this buffer (filled since it was
    /// last cleared), or else its moves, in order; clears it.
    #[inline]
    fn replay(&mut self, fold: &mut impl Fold<P>) {
        if let Some(fixed) = self.fixed {
            // Whatever the moves: the rules fix the result.
            fold.fix(fixed);
        } else if self.split_given {
            // Every move's end is recorded since the first sum.
            let mut parts = self.parts.drain(..);
            let mut start = 0;
            for &end in &self.ends {
                fold.split(parts.by_ref().take(end as usize - start));
                start = end as usize;
            }
        } else if self.keep_points {
            for (part, &points) in self.parts.drain(..).zip(&self.points) {
                fold.scored(points, part);
            }
        } else {
            self.parts.drain(..).for_each(|part| fold.to(part));
        }
        self.clear();
    }
}

#[cold]
#[inline(never)]
fn not_a_sum() -> ! {
    panic!("a move to a sum (Moves::split) has only a Grundy value: ask the Grundy engine")
}

#[cold]
#[inline(never)]
pub(crate) fn wrong_result(fixed: Fixed, answer: &str) -> ! {
    panic!("the rules fix a result ({fixed:?}) that has no {answer}")
}
