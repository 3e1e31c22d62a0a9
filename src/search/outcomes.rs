//! Win, lose or draw for the player to move, in a [`Game`] with no cycles,
//! and a winning move: the search of a position stops at its first winning
//! move.

use super::game::{Game, Rules};
use super::moves::{wrong_result, Direct, Fixed, Fold, Moves};
use super::storage::{self, Storage, Table};
use std::fmt::Debug;

/// The outcome for the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The player to move loses, whatever they do.
    Lose,
    /// Neither player can force a win: play goes on forever, or the rules
    /// declare a draw.
    Draw,
}

impl Outcome {
    /// `W`, `L` or `D`.
    pub fn letter(self) -> u8 {
        match self {
            Outcome::Win => b'W',
            Outcome::Lose => b'L',
            Outcome::Draw => b'D',
        }
    }
}

/// Entries: an outcome, or a search under way.
const LOSE: u8 = 0;
const WIN: u8 = 1;
const DRAW: u8 = 2;
const IN_PROGRESS: u8 = 3;

fn decode(entry: u8) -> Outcome {
    match entry {
        LOSE => Outcome::Lose,
        WIN => Outcome::Win,
        _ => Outcome::Draw,
    }
}

/// The entry the rules fix, if they do.
fn fixed_entry(fixed: Fixed) -> u8 {
    match fixed {
        Fixed::Won => WIN,
        Fixed::Lost => LOSE,
        Fixed::Draw => DRAW,
        Fixed::Score(_) => wrong_result(fixed, "outcome"),
    }
}

/// The entry of a position whose options' entries are folded in `seen`:
/// won at a lost option; else drawn at a drawn one; else lost (also with
/// no option: normal play).
#[inline]
fn fold(seen: u8, option: u8) -> u8 {
    match option {
        LOSE => WIN,
        DRAW if seen == LOSE => DRAW,
        _ => seen,
    }
}

/// One position being searched: its moves in the shared buffer, the next
/// one to look at, and what its options gave so far.
struct Frame {
    place: usize,
    start: usize,
    next: usize,
    end: usize,
    seen: u8,
}

/// Who wins each position of a [`Game`] with no cycles, from
/// [`Game::outcomes`], memoised across queries: won when a move leads to
/// a lost position, else drawn when one leads to a drawn position (the
/// rules declare draws with [`Moves::draw`]), else lost (normal play: who
/// cannot move loses). Results the rules fix ([`Moves::won`],
/// [`Moves::lost`], [`Moves::draw`]) are taken as given.
///
/// The search of a position stops at its first winning move, in the move
/// function's order: the moves after it are not searched. For games with
/// cycles, see [`Game::retrograde`].
///
/// # Complexity
/// Each position searched is expanded once and each move tried looked up
/// once or twice: O(positions + moves tried) table operations, no
/// recursion. Ordered: every position's moves, in order.
///
/// # Panics
/// If the search meets a position that can be reached from itself; if the
/// rules fix a score ([`Moves::ends_with`]); at a position numbered
/// outside the numbering, or a move that breaks a declared order.
///
/// # Example
/// ```
/// use game_theory::search::{Game, Outcome};
/// // Take 1 to 2·(last take) stones, the first move anything but all.
/// // A position is (stones left, most that may be taken).
/// let mut game = Game::new(|&(left, cap): &(u64, u64), moves| {
///     (1..=cap.min(left)).for_each(|x| moves.to((left - x, 2 * x)));
/// })
/// .outcomes();
/// assert_eq!(game.outcome(&(8, 7)), Outcome::Lose); // 8 is a Fibonacci number
/// assert_eq!(game.winning_move(&(10, 9)), Some((8, 4))); // take 2
/// // A token race: whoever moves onto the other's square wins, so the
/// // player to move when the squares meet has lost.
/// let mut race = Game::new(|&(me, you): &(u8, u8), moves| {
///     if me == you {
///         return moves.lost();
///     }
///     (1..=2).filter(|s| me + s <= 9).for_each(|s| moves.to((you, me + s)));
/// })
/// .outcomes();
/// assert!(race.wins(&(0, 2)));
/// ```
pub struct Outcomes<P, R, S: Storage<P, u8>> {
    rules: R,
    table: S::Table,
    moves: Moves<P>,
    places: Vec<u64>,
    stack: Vec<Frame>,
}

impl<P, R, S> Game<P, R, S>
where
    P: Clone + Debug,
    R: Rules<P>,
    S: Storage<P, u8>,
{
    /// Who wins this game's positions, with no cycles (filled at once for
    /// an ordered game).
    pub fn outcomes(self) -> Outcomes<P, R, S> {
        let mut engine = Outcomes {
            rules: self.rules,
            table: self.storage.table(),
            moves: Moves::new(false, false, false),
            places: Vec::new(),
            stack: Vec::new(),
        };
        storage::fill_in_order(self.storage.order(), |i, position| engine.fill(i, position));
        engine
    }
}

impl<P, R, S> Outcomes<P, R, S>
where
    P: Clone + Debug,
    R: Rules<P>,
    S: Storage<P, u8>,
{
    /// The number of positions whose outcome is known.
    pub fn known(&self) -> usize {
        self.table.known()
    }

    /// The outcome of `position` for the player to move.
    ///
    /// # Complexity
    /// See [`Outcomes`]: positions already known cost one look-up.
    pub fn outcome(&mut self, position: &P) -> Outcome {
        decode(self.entry(position))
    }

    /// Whether the player to move from `position` can force a win.
    pub fn wins(&mut self, position: &P) -> bool {
        self.entry(position) == WIN
    }

    /// The first winning move from `position` in the move function's order
    /// (the position it leads to); `None` if the player to move cannot
    /// force a win by a move (lost, drawn, or won by the rules already).
    ///
    /// # Complexity
    /// That of [`outcome`](Self::outcome), and one more call of the move
    /// function.
    pub fn winning_move(&mut self, position: &P) -> Option<P> {
        if self.entry(position) != WIN {
            return None;
        }
        let start = self.moves.parts.len();
        self.rules.moves(position, &mut self.moves);
        let fixed = self.moves.fixed.take();
        let found = (self.moves.parts.drain(start..))
            .take_while(|_| fixed.is_none())
            .find(|next| {
                let at = self.table.locate(next);
                self.table.get(next, at) == Ok(LOSE)
            });
        self.moves.parts.truncate(start);
        found
    }

    /// The entry of `position`, searching it if needed.
    fn entry(&mut self, position: &P) -> u8 {
        let at = self.table.locate(position);
        let vacant = match self.table.get(position, at) {
            Ok(entry) => return known(entry),
            Err(_) if S::ORDERED => unreachable!("an ordered table is filled"),
            Err(vacant) => vacant,
        };
        self.open(position.clone(), at, vacant);
        loop {
            let top = self.stack.len() - 1;
            let frame = &mut self.stack[top];
            let (end, mut next, mut seen) = (frame.end, frame.next, frame.seen);
            let mut descend = None;
            while next < end {
                match self.table.get(&self.moves.parts[next], self.places[next]) {
                    Ok(entry) => {
                        seen = fold(seen, known(entry));
                        if seen == WIN {
                            break;
                        }
                    }
                    Err(vacant) => {
                        descend = Some(vacant);
                        break;
                    }
                }
                next += 1;
            }
            let frame = &mut self.stack[top];
            (frame.next, frame.seen) = (next, seen);
            if let Some(vacant) = descend {
                let child = self.moves.parts[next].clone();
                self.open(child, self.places[next], vacant);
                continue;
            }
            let frame = self.stack.pop().expect("a frame is open");
            self.moves.parts.truncate(frame.start);
            self.places.truncate(frame.start);
            self.table.set(frame.place, seen);
            // The parent, if any, looks its option up again.
            if self.stack.is_empty() {
                return seen;
            }
        }
    }

    /// Starts the search of `position`, located at `at`, found missing at
    /// `vacant`.
    fn open(&mut self, position: P, at: u64, vacant: usize) {
        let start = self.moves.parts.len();
        self.rules.moves(&position, &mut self.moves);
        let mut seen = LOSE;
        if let Some(fixed) = self.moves.fixed.take() {
            seen = fixed_entry(fixed);
            self.moves.parts.truncate(start);
        }
        let place = self.table.insert(
            vacant,
            at,
            position,
            if seen == LOSE { IN_PROGRESS } else { seen },
        );
        if seen != LOSE {
            // Fixed by the rules: nothing to search.
            self.stack.push(Frame {
                place,
                start,
                next: start,
                end: start,
                seen,
            });
            return;
        }
        // Even those after a winning move, which are never looked up.
        storage::prefetch_all(&self.table, &self.moves.parts[start..], &mut self.places);
        let end = self.moves.parts.len();
        self.stack.push(Frame {
            place,
            start,
            next: start,
            end,
            seen,
        });
    }

    /// Fills entry `i`, for `position`, from entries below it.
    fn fill(&mut self, i: usize, position: P) {
        storage::in_order(&position, i, self.table.locate(&position));
        let fold = OutcomeFold {
            table: &self.table,
            from: &position,
            i,
            seen: 0,
            fixed: None,
        };
        let mut sink = Direct {
            fold,
            buffer: &mut self.moves,
        };
        self.rules.moves(&position, &mut sink);
        let entry = match sink.fold.fixed {
            Some(fixed) => fixed_entry(fixed),
            None => outcome_of_options(sink.fold.seen),
        };
        self.table.insert(i, i as u64, position, entry);
    }
}

/// The entries of the moves of the position numbered `i` so far, from
/// the entries below it: bit `e` set when a move goes to an entry `e`
/// (a shift and an OR a move, where a fold of outcomes branches).
struct OutcomeFold<'a, P, T> {
    table: &'a T,
    from: &'a P,
    i: usize,
    seen: u32,
    fixed: Option<Fixed>,
}

/// The entry of a position whose moves go to the entries in `seen` (as
/// bits): won if one is lost, else a draw if one is, else lost.
#[inline]
fn outcome_of_options(seen: u32) -> u8 {
    if seen & 1 << LOSE != 0 {
        WIN
    } else if seen & 1 << DRAW != 0 {
        DRAW
    } else {
        LOSE
    }
}

impl<P: Debug + Clone, T: Table<P, u8>> Fold<P> for OutcomeFold<'_, P, T> {
    #[inline]
    fn to(&mut self, position: P) {
        let entry = self.table.filled_below(self.from, self.i, &position);
        // Entries below `i` are outcomes: LOSE, WIN or DRAW, all below 32.
        self.seen |= 1 << (entry & 31);
    }

    fn fix(&mut self, fixed: Fixed) {
        self.fixed = Some(fixed);
    }
}

/// An entry from the table, which must not be one still being searched.
#[inline]
fn known(entry: u8) -> u8 {
    storage::settled(entry, IN_PROGRESS)
}
