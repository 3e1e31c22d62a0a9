//! [`Game`]: a game of your own, stated once: its position type, its move
//! function, and how its positions are stored.

use super::moves::{MoveSink, Moves};
use super::storage::{Hashed, Numbered, Ordered};
use std::marker::PhantomData;

/// The rules of a game of your own, as a type: [`moves`](Rules::moves)
/// gives a position's moves to a [`MoveSink`], with the calls a closure
/// makes on [`Moves`]. A closure `|position, moves: &mut Moves<P>| …` is
/// one (it gets a buffer, read once it returns); a type of yours, given
/// to [`Game::of`], is worth writing where the positions are many and
/// cheap: an engine that fills a table in order ([`Game::ordered`]) then
/// takes each move as your loop gives it, the loop you would write by
/// hand (1.1 to 1.35 times its time, against 2 to 5.5 for a closure;
/// docs/performance.md).
///
/// # Example
/// ```
/// use game_theory::search::{Game, MoveSink, Rules};
/// // Two counters, a move lowers one by 1, 2 or 3.
/// struct Counters;
/// impl Rules<(usize, usize)> for Counters {
///     fn moves(&mut self, &(a, b): &(usize, usize), moves: &mut impl MoveSink<(usize, usize)>) {
///         for s in 1..=3 {
///             if s <= a {
///                 moves.to((a - s, b));
///             }
///             if s <= b {
///                 moves.to((a, b - s));
///             }
///         }
///     }
/// }
/// let n = 1000;
/// let mut counters = Game::of(Counters)
///     .ordered(n * n, move |&(a, b)| a * n + b, (0..n).flat_map(move |a| (0..n).map(move |b| (a, b))))
///     .grundy();
/// assert_eq!(counters.value(&(998, 999)), (998 % 4) ^ (999 % 4));
/// ```
pub trait Rules<P> {
    /// Gives every move of `position` to `moves`, or the result the rules
    /// fix there.
    fn moves(&mut self, position: &P, moves: &mut impl MoveSink<P>);
}

impl<P, F: FnMut(&P, &mut Moves<P>)> Rules<P> for F {
    #[inline]
    fn moves(&mut self, position: &P, moves: &mut impl MoveSink<P>) {
        moves.buffered(|buffer| self(position, buffer));
    }
}

/// A game of your own: the moves of each position (one closure, the same
/// for every answer), and how positions are stored. Every answer comes
/// from it: [`grundy`](Game::grundy), [`outcomes`](Game::outcomes)
/// (win, lose or draw, and a winning move; acyclic),
/// [`retrograde`](Game::retrograde) (win, lose or draw with cycles, and
/// the moves to the end), [`lead`](Game::lead) (alternating scoring
/// games) and [`total`](Game::total) (one player choosing alone).
///
/// The move function `moves(&position, &mut Moves)` gives every move of a
/// position ([`Moves::to`], [`Moves::scored`], [`Moves::split`]), or the
/// result the rules fix there ([`Moves::won`], [`Moves::lost`],
/// [`Moves::draw`], [`Moves::ends_with`]); [`Game::of`] takes the same
/// rules written as a type ([`Rules`]), for the speed of a hand-written
/// table loop. A `Game` is `Clone` when its closures are (closures that
/// only borrow are), so one statement can serve several answers.
///
/// Storage, by the shape of the positions (costs per position):
/// - [`Game::new`]: hashed, for positions you cannot number: 7 to 13
///   bytes of table beside each entry (the position and the answer's
///   value), 19 to 25 bytes for a Grundy value of an 8-byte position.
/// - [`numbered`](Game::numbered)`(n, index)`: a flat table over your
///   numbering `0..n`, searched from the positions asked about: 4 bytes a
///   position for a Grundy value, 1 for an outcome, 8 for a score.
/// - [`ordered`](Game::ordered)`(n, index, positions)`: the same table,
///   filled bottom-up in the numbering's order when every move goes to a
///   smaller number: no search at all, the loop you would write.
#[derive(Clone)]
pub struct Game<P, R, S = Hashed> {
    pub(crate) rules: R,
    pub(crate) storage: S,
    position: PhantomData<fn(&P)>,
}

impl<P, F> Game<P, F, Hashed>
where
    F: FnMut(&P, &mut Moves<P>),
{
    /// The game whose moves `moves_of` gives, its positions kept in a hash
    /// table as they are met.
    pub fn new(moves_of: F) -> Self {
        Game::of(moves_of)
    }
}

impl<P, R: Rules<P>> Game<P, R, Hashed> {
    /// The game whose moves `rules` gives ([`Rules`]), its positions kept
    /// in a hash table as they are met.
    pub fn of(rules: R) -> Self {
        Game {
            rules,
            storage: Hashed::default(),
            position: PhantomData,
        }
    }

    /// The same game, its hash table made at once with room for
    /// `positions` positions (an estimate: it grows past it), as
    /// `HashMap::with_capacity` does: no growth, and no entry moved,
    /// until then.
    pub fn with_capacity(self, positions: usize) -> Self {
        Game {
            rules: self.rules,
            storage: Hashed {
                capacity: positions,
            },
            position: PhantomData,
        }
    }

    /// The same game over positions numbered `0..n` by `index`: each
    /// answer keeps one entry per number in a flat table.
    ///
    /// # Panics
    /// An engine panics, naming the position, if `index` numbers a
    /// position it meets `n` or more.
    pub fn numbered<I>(self, n: usize, index: I) -> Game<P, R, Numbered<I>>
    where
        I: Fn(&P) -> usize + Clone,
    {
        Game {
            rules: self.rules,
            storage: Numbered { n, index },
            position: PhantomData,
        }
    }

    /// The same game over positions numbered `0..n` by `index`, whose
    /// moves always go to a smaller number; `positions` gives the
    /// positions numbered 0, 1, …, n − 1, in that order (for a grid,
    /// `(0..rows).flat_map(|i| (0..cols).map(move |j| (i, j)))`). Each
    /// answer fills its table from number 0 up, with no search: the move
    /// function is called once per position, in order.
    ///
    /// # Panics
    /// An engine panics, naming the positions, at a move to a number not
    /// below the position's own (or outside `0..n`), and if the positions
    /// given are not numbered 0, 1, … in order or are not `n`.
    pub fn ordered<I, Q>(
        self,
        n: usize,
        index: I,
        positions: Q,
    ) -> Game<P, R, Ordered<I, Q::IntoIter>>
    where
        I: Fn(&P) -> usize + Clone,
        Q: IntoIterator<Item = P>,
    {
        Game {
            rules: self.rules,
            storage: Ordered {
                n,
                index,
                positions: positions.into_iter(),
            },
            position: PhantomData,
        }
    }
}
