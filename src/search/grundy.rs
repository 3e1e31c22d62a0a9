//! Grundy values of a [`Game`]'s positions (normal play: whoever cannot
//! move loses), a move being to one position or to a sum of independent
//! parts, whose value is the XOR of the parts' values (Sprague-Grundy).

use super::game::{Game, Rules};
use super::mex::MexSet;
use super::moves::{wrong_result, Direct, Fixed, Fold, Moves};
use super::storage::{self, Storage, Table};
use std::fmt::Debug;

/// The entry of a position whose search has started and not finished:
/// meeting it again means the game has a cycle. (`u32::MAX` marks a flat
/// table's entries not known yet.)
const IN_PROGRESS: u32 = u32::MAX - 1;

/// One position being searched: where its parts are in the shared buffer
/// and how far through them the search is. Only the top frame is ever
/// worked on, so its parts end where the buffer ends. 28 bytes, and 4 per
/// part of a move waiting (with positions of 4 bytes): a chain of 10^7
/// positions keeps 10^7 frames. Each part is a move of its own unless
/// the position gave a sum; then its moves' ends are in the moves
/// buffer, and where they start in a [`Sums`] of its own.
struct Frame {
    place: u32,
    /// Where this position's parts start; the top bit set when it gave a
    /// sum.
    parts_start: u32,
    next_part: u32,
    /// The XOR of the parts of the move under way, for a sum.
    xor: u32,
    /// Where this position's options of 64 and more start in `options`.
    options_start: u32,
    /// The options' values below 64, as bits (two words: 4-byte alignment).
    small: [u32; 2],
}

/// The moves of a position that gave a sum, in the moves' ends.
struct Sums {
    moves_start: u32,
    next_move: u32,
}

const SUMS: u32 = 1 << 31;

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
/// .ordered(1000 * 1000, |&(a, b)| a * 1000 + b, (0..1000).flat_map(|a| (0..1000).map(move |b| (a, b))))
/// .grundy();
/// assert_eq!(counters.value(&(998, 999)), (998 % 4) ^ (999 % 4));
/// ```
pub struct Grundy<P, R, S: Storage<P, u32>> {
    rules: R,
    table: S::Table,
    moves: Moves<P>,
    stack: Vec<Frame>,
    sums: Vec<Sums>,
    /// Options of 64 and more of the positions on the stack.
    options: Vec<u64>,
    mex: MexSet,
}

impl<P, R, S> Game<P, R, S>
where
    P: Clone + Debug,
    R: Rules<P>,
    S: Storage<P, u32>,
{
    /// The Grundy values of this game's positions (filled at once for an
    /// ordered game).
    pub fn grundy(self) -> Grundy<P, R, S> {
        let mut engine = Grundy {
            rules: self.rules,
            table: self.storage.table(),
            // Each move's end is kept only once its position gives a sum.
            moves: Moves::new(true, false, false),
            stack: Vec::new(),
            sums: Vec::new(),
            options: Vec::new(),
            mex: MexSet::new(),
        };
        storage::fill_in_order(self.storage.order(), |i, position| engine.fill(i, position));
        engine
    }
}

impl<P, R, S> Grundy<P, R, S>
where
    P: Clone + Debug,
    R: Rules<P>,
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
            let frame = &self.stack[top];
            let (mut next_part, mut xor) = (frame.next_part as usize, frame.xor);
            let mut small = u64::from(frame.small[0]) | u64::from(frame.small[1]) << 32;
            let mut descend = None;
            if frame.parts_start & SUMS == 0 {
                // A move per part.
                while let Some(part) = self.moves.parts.get(next_part) {
                    match self.table.get(part, self.table.locate(part)) {
                        Ok(value) => option(known(value), &mut small, &mut self.options),
                        Err(vacant) => {
                            descend = Some(vacant);
                            break;
                        }
                    }
                    next_part += 1;
                }
            } else {
                let sums = self.sums.last_mut().expect("a frame that gave a sum");
                let mut next_move = sums.next_move as usize;
                'moves: while let Some(&end) = self.moves.ends.get(next_move) {
                    while next_part < end as usize {
                        let part = &self.moves.parts[next_part];
                        match self.table.get(part, self.table.locate(part)) {
                            Ok(value) => xor ^= known(value),
                            Err(vacant) => {
                                descend = Some(vacant);
                                break 'moves;
                            }
                        }
                        next_part += 1;
                    }
                    option(xor, &mut small, &mut self.options);
                    xor = 0;
                    next_move += 1;
                }
                sums.next_move = next_move as u32;
            }
            let frame = &mut self.stack[top];
            (frame.next_part, frame.xor) = (next_part as u32, xor);
            frame.small = [small as u32, (small >> 32) as u32];
            if let Some(vacant) = descend {
                let child = self.moves.parts[next_part].clone();
                let at = self.table.locate(&child);
                self.open(child, at, vacant);
                continue;
            }
            let frame = self.stack.pop().expect("a frame is open");
            let value = if small != u64::MAX {
                small.trailing_ones()
            } else {
                self.mex.small = small;
                let large = &self.options[frame.options_start as usize..];
                self.mex.large.extend(large);
                self.mex.take_mex() as u32
            };
            self.options.truncate(frame.options_start as usize);
            self.moves
                .parts
                .truncate((frame.parts_start & !SUMS) as usize);
            if frame.parts_start & SUMS != 0 {
                let sums = self.sums.pop().expect("a frame that gave a sum");
                self.moves.ends.truncate(sums.moves_start as usize);
            }
            self.table.set(frame.place as usize, value);
            match self.stack.last_mut() {
                // The parent waits at the part just searched.
                Some(parent) => {
                    if parent.parts_start & SUMS == 0 {
                        let mut small =
                            u64::from(parent.small[0]) | u64::from(parent.small[1]) << 32;
                        option(value, &mut small, &mut self.options);
                        parent.small = [small as u32, (small >> 32) as u32];
                    } else {
                        parent.xor ^= value;
                    }
                    parent.next_part += 1;
                    // The slots asked for when the parent was opened may
                    // have left the cache during the child's search (5%
                    // less time on the two-counter game, hashed).
                    for part in &self.moves.parts[parent.next_part as usize..] {
                        self.table.prefetch(self.table.locate(part));
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
        self.moves.begin();
        self.rules.moves(&position, &mut self.moves);
        let place = self.table.insert(vacant, at, position, IN_PROGRESS);
        let place = u32::try_from(place).expect("fewer than 2^32 positions");
        let mut sums = self.moves.split_given;
        if let Some(fixed) = self.moves.fixed.take() {
            if fixed != Fixed::Lost {
                wrong_result(fixed, "Grundy value");
            }
            // Lost: no option, value 0.
            self.moves.parts.truncate(parts_start);
            self.moves.ends.truncate(moves_start);
            sums = false;
        }
        // The parts' entries are read next, one after another: asking for
        // them all now lets their cache misses overlap (the two-counter
        // benchmark, hashed: 20-25% less time).
        for part in &self.moves.parts[parts_start..] {
            self.table.prefetch(self.table.locate(part));
        }
        let parts_start = parts_start as u32;
        if sums {
            let moves_start = moves_start as u32;
            self.sums.push(Sums {
                moves_start,
                next_move: moves_start,
            });
        }
        self.stack.push(Frame {
            place,
            parts_start: parts_start | if sums { SUMS } else { 0 },
            next_part: parts_start,
            xor: 0,
            options_start: self.options.len() as u32,
            small: [0, 0],
        });
    }

    /// Fills entry `i`, for `position`, from entries below it.
    fn fill(&mut self, i: usize, position: P) {
        storage::in_order(&position, i, self.table.locate(&position));
        let fold = MexFold {
            table: &self.table,
            from: &position,
            i,
            small: 0,
            large: &mut self.mex.large,
            fixed: None,
        };
        let mut sink = Direct {
            fold,
            buffer: &mut self.moves,
        };
        self.rules.moves(&position, &mut sink);
        let MexFold { small, fixed, .. } = sink.fold;
        let value = match fixed {
            Some(Fixed::Lost) => {
                self.mex.large.clear();
                0
            }
            Some(fixed) => wrong_result(fixed, "Grundy value"),
            None if small != u64::MAX => {
                self.mex.large.clear();
                small.trailing_ones()
            }
            None => {
                self.mex.small = small;
                self.mex.take_mex() as u32
            }
        };
        self.table.insert(i, i as u64, position, value);
    }
}

/// The options of the position numbered `i`, from the entries below it:
/// values below 64 as bits, the others in `large`.
struct MexFold<'a, P, T> {
    table: &'a T,
    from: &'a P,
    i: usize,
    small: u64,
    large: &'a mut Vec<u64>,
    fixed: Option<Fixed>,
}

impl<P: Debug + Clone, T: Table<P, u32>> Fold<P> for MexFold<'_, P, T> {
    #[inline]
    fn to(&mut self, position: P) {
        let value = self.table.filled_below(self.from, self.i, &position);
        option(value, &mut self.small, self.large);
    }

    #[inline]
    fn split(&mut self, parts: impl IntoIterator<Item = P>) {
        let value = (parts.into_iter()).fold(0, |x, part| {
            x ^ self.table.filled_below(self.from, self.i, &part)
        });
        option(value, &mut self.small, self.large);
    }

    fn fix(&mut self, fixed: Fixed) {
        self.fixed = Some(fixed);
    }
}

/// Adds an option of value `value` to a mex's set.
#[inline]
fn option(value: u32, small: &mut u64, large: &mut Vec<u64>) {
    if value < 64 {
        *small |= 1 << value;
    } else {
        push_large(large, value);
    }
}

/// The rare path of [`option`], out of line: the vector's growth, inlined
/// into a table's fill, left too few registers there for the bits of the
/// small values.
#[cold]
#[inline(never)]
fn push_large(large: &mut Vec<u64>, value: u32) {
    large.push(u64::from(value));
}

/// A value from the table, which must not be one still being searched.
#[inline]
fn known(value: u32) -> u32 {
    storage::settled(value, IN_PROGRESS)
}
