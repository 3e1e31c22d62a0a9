//! Grundy values of a [`Game`]'s positions (normal play: whoever cannot
//! move loses), a move being to one position or to a sum of independent
//! parts, whose value is the XOR of the parts' values (Sprague-Grundy).

use super::game::Game;
use super::mex::MexSet;
use super::moves::{wrong_result, Fixed, Moves};
use super::storage::{Storage, Table};
use std::fmt::Debug;

/// The entry of a position whose search has started and not finished:
/// meeting it again means the game has a cycle. (`u32::MAX` marks a flat
/// table's entries not known yet.)
const IN_PROGRESS: u32 = u32::MAX - 1;

/// One position being searched: where its moves are in the shared buffers
/// and how far through them the search is. Only the top frame is ever
/// worked on, so its moves and parts end where the buffers end. In 32-bit
/// words, 40 bytes (72 in words of 64): a chain of 10^7 positions keeps
/// 10^7 frames.
struct Frame {
    place: usize,
    parts_start: u32,
    moves_start: u32,
    next_move: u32,
    next_part: u32,
    xor: u32,
    /// Where this position's options of 64 and more start in `options`.
    options_start: u32,
    /// The options' values below 64, as bits.
    small: u64,
}

/// Grundy values of a [`Game`]'s positions, from [`Game::grundy`],
/// memoised across queries.
///
/// A position with no move has value 0; every other the mex of its moves'
/// values, a sum's ([`Moves::split`]) being the XOR of its parts'. A
/// position the rules declare lost ([`Moves::lost`]) has value 0.
///
/// # Complexity
/// Hashed or numbered: each position reachable from a query is expanded
/// once (one call of the move function) and each part of each of its
/// moves looked up once: O(positions + parts of their moves) table
/// operations, with no recursion (the search stack is on the heap: a chain
/// of 10^7 positions is fine). Ordered: one call of the move function per
/// position, in order, and one look-up per part.
///
/// # Panics
/// If a position can be reached from itself (the game has a cycle); if
/// the rules fix a result other than [`Moves::lost`]; at a position
/// numbered outside the numbering, or a move that breaks a declared order.
///
/// # Example
/// ```
/// use game_theory::search::Game;
/// // Lasker's Nim: take any stones from a heap, or split a heap in two.
/// let mut lasker = Game::new(|&n: &u32, moves| {
///     (0..n).for_each(|k| moves.to(k));
///     (1..=n / 2).for_each(|a| moves.split([a, n - a]));
/// })
/// .grundy();
/// assert_eq!((0..9).map(|n| lasker.value(&n)).collect::<Vec<_>>(), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// // Two counters below 1000, a move lowers one by 1, 2 or 3: numbered.
/// let mut counters = Game::new(|&(a, b): &(usize, usize), moves| {
///     (1..=a.min(3)).for_each(|s| moves.to((a - s, b)));
///     (1..=b.min(3)).for_each(|s| moves.to((a, b - s)));
/// })
/// .ordered(1000 * 1000, |&(a, b)| a * 1000 + b, |i| (i / 1000, i % 1000))
/// .grundy();
/// assert_eq!(counters.value(&(998, 999)), (998 % 4) ^ (999 % 4));
/// ```
pub struct Grundy<P, F, S: Storage<P, u32>> {
    moves_of: F,
    table: S::Table,
    moves: Moves<P>,
    stack: Vec<Frame>,
    /// Where each part in `moves` lives in the table: computed once, for
    /// the prefetch, the look-up and the insertion.
    places: Vec<u64>,
    /// Options of 64 and more of the positions on the stack.
    options: Vec<u64>,
    mex: MexSet,
}

impl<P, F, S> Game<P, F, S>
where
    P: Clone + Debug,
    F: FnMut(&P, &mut Moves<P>),
    S: Storage<P, u32>,
{
    /// The Grundy values of this game's positions (filled at once for an
    /// ordered game).
    pub fn grundy(self) -> Grundy<P, F, S> {
        let mut engine = Grundy {
            moves_of: self.moves_of,
            table: self.storage.table(),
            // Filled in order, a buffer cleared for each position needs
            // the moves' ends only once a sum is given.
            moves: Moves::new(true, self.storage.order().is_none(), false),
            stack: Vec::new(),
            places: Vec::new(),
            options: Vec::new(),
            mex: MexSet::new(),
        };
        if let Some(n) = self.storage.order() {
            for i in 0..n {
                engine.fill(i, self.storage.position(i));
            }
        }
        engine
    }
}

impl<P, F, S> Grundy<P, F, S>
where
    P: Clone + Debug,
    F: FnMut(&P, &mut Moves<P>),
    S: Storage<P, u32>,
{
    /// The number of positions whose value is known.
    pub fn known(&self) -> usize {
        self.table.known()
    }

    /// The Grundy value of `position`.
    ///
    /// # Complexity
    /// See [`Grundy`]: positions already known cost one look-up.
    pub fn value(&mut self, position: &P) -> u32 {
        let at = self.table.locate(position);
        let vacant = match self.table.get(position, at) {
            Ok(value) => return known(value),
            Err(_) if S::ORDERED => unreachable!("an ordered table is filled"),
            Err(vacant) => vacant,
        };
        self.open(position.clone(), at, vacant);
        loop {
            let top = self.stack.len() - 1;
            let frame = &mut self.stack[top];
            let (mut next_move, mut next_part, mut xor, mut small) = (
                frame.next_move as usize,
                frame.next_part as usize,
                frame.xor,
                frame.small,
            );
            let moves_end = self.moves.ends.len();
            let mut descend = None;
            'moves: while next_move < moves_end {
                let end = self.moves.ends[next_move] as usize;
                while next_part < end {
                    let part = &self.moves.parts[next_part];
                    match self.table.get(part, self.places[next_part]) {
                        Ok(value) => xor ^= known(value),
                        Err(vacant) => {
                            descend = Some(vacant);
                            break 'moves;
                        }
                    }
                    next_part += 1;
                }
                if xor < 64 {
                    small |= 1 << xor;
                } else {
                    self.options.push(u64::from(xor));
                }
                xor = 0;
                next_move += 1;
            }
            let frame = &mut self.stack[top];
            (frame.next_move, frame.next_part, frame.xor, frame.small) =
                (next_move as u32, next_part as u32, xor, small);
            if let Some(vacant) = descend {
                let child = self.moves.parts[next_part].clone();
                self.open(child, self.places[next_part], vacant);
                continue;
            }
            let frame = self.stack.pop().expect("a frame is open");
            let value = if small != u64::MAX {
                small.trailing_ones()
            } else {
                self.mex.small = small;
                self.mex
                    .large
                    .extend(&self.options[frame.options_start as usize..]);
                self.mex.take_mex() as u32
            };
            self.options.truncate(frame.options_start as usize);
            self.moves.parts.truncate(frame.parts_start as usize);
            self.places.truncate(frame.parts_start as usize);
            self.moves.ends.truncate(frame.moves_start as usize);
            self.table.set(frame.place, value);
            match self.stack.last_mut() {
                // The parent waits at the part just searched.
                Some(parent) => {
                    parent.xor ^= value;
                    parent.next_part += 1;
                    // The slots asked for when the parent was opened may
                    // have left the cache during the child's search (5%
                    // less time on the two-counter game, hashed).
                    let end = self.moves.parts.len();
                    for &at in &self.places[parent.next_part as usize..end] {
                        self.table.prefetch(at);
                    }
                }
                None => return value,
            }
        }
    }

    /// Starts the search of `position`, located at `at`, found missing at
    /// `vacant`.
    fn open(&mut self, position: P, at: u64, vacant: usize) {
        let parts_start = self.moves.parts.len();
        let moves_start = self.moves.ends.len();
        (self.moves_of)(&position, &mut self.moves);
        let place = self.table.insert(vacant, at, position, IN_PROGRESS);
        if let Some(fixed) = self.moves.fixed.take() {
            if fixed != Fixed::Lost {
                wrong_result(fixed, "Grundy value");
            }
            // Lost: no option, value 0.
            self.moves.parts.truncate(parts_start);
            self.moves.ends.truncate(moves_start);
        }
        // The parts' entries are read next, one after another: asking for
        // them all now lets their cache misses overlap (the two-counter
        // benchmark, hashed: 20-25% less time).
        for part in &self.moves.parts[parts_start..] {
            let at = self.table.locate(part);
            self.table.prefetch(at);
            self.places.push(at);
        }
        let (parts_start, moves_start) = (parts_start as u32, moves_start as u32);
        self.stack.push(Frame {
            place,
            parts_start,
            moves_start,
            next_move: moves_start,
            next_part: parts_start,
            xor: 0,
            options_start: self.options.len() as u32,
            small: 0,
        });
    }

    /// Fills entry `i`, for `position`, from entries below it.
    fn fill(&mut self, i: usize, position: P) {
        self.moves.clear();
        (self.moves_of)(&position, &mut self.moves);
        let mut small = 0u64;
        match self.moves.fixed.take() {
            Some(Fixed::Lost) => {}
            Some(fixed) => wrong_result(fixed, "Grundy value"),
            None if !self.moves.split_given => {
                // No sums: one part per move.
                for part in &self.moves.parts {
                    let value = below(&self.table, &position, i, part);
                    if value < 64 {
                        small |= 1 << value;
                    } else {
                        self.mex.large.push(u64::from(value));
                    }
                }
            }
            None => {
                let mut start = 0;
                for &end in &self.moves.ends {
                    let parts = &self.moves.parts[start..end as usize];
                    let value = (parts.iter())
                        .fold(0, |x, part| x ^ below(&self.table, &position, i, part));
                    start = end as usize;
                    if value < 64 {
                        small |= 1 << value;
                    } else {
                        self.mex.large.push(u64::from(value));
                    }
                }
            }
        }
        let value = if small != u64::MAX {
            self.mex.large.clear();
            small.trailing_ones()
        } else {
            self.mex.small = small;
            self.mex.take_mex() as u32
        };
        let at = i as u64;
        self.table.insert(i, at, position, value);
    }
}

/// The value of `part`, a move from `position` (numbered `i`) in an
/// ordered game: it must be filled already.
#[inline]
fn below<P: Debug, T: Table<P, u32>>(table: &T, position: &P, i: usize, part: &P) -> u32 {
    match table.below(part, i) {
        Ok(value) => value,
        Err(j) => order_broken(position, i, part, j),
    }
}

#[cold]
#[inline(never)]
pub(crate) fn order_broken(from: &dyn Debug, i: usize, to: &dyn Debug, j: usize) -> ! {
    panic!("a move from {from:?} (numbered {i}) goes to {to:?} (numbered {j}), not below it: the order declared is broken (or the number is outside the numbering)")
}

/// A value from the table, which must not be one still being searched.
#[inline]
fn known(value: u32) -> u32 {
    if value == IN_PROGRESS {
        cycle();
    }
    value
}

#[cold]
#[inline(never)]
pub(crate) fn cycle() -> ! {
    panic!("the game has a cycle: a position can be reached from itself")
}
