//! Where an engine keeps what it knows of each position: a hash table
//! ([`Hashed`], for positions you cannot number), a flat table indexed by
//! your numbering ([`Numbered`]), or the same table filled bottom-up in
//! the numbering's order ([`Ordered`]), when every move goes to a smaller
//! number.

use super::memo::Memo;
use crate::perf::prefetch::prefetch;
use std::fmt::Debug;
use std::hash::Hash;

/// A value an engine keeps per position, with one bit pattern no answer
/// takes, which marks an entry of a flat table not known yet.
pub trait Entry: Copy + Eq {
    /// The pattern of an entry not known yet.
    const UNKNOWN: Self;
}

impl Entry for u8 {
    const UNKNOWN: u8 = u8::MAX;
}

impl Entry for u32 {
    const UNKNOWN: u32 = u32::MAX;
}

impl Entry for i64 {
    const UNKNOWN: i64 = i64::MIN;
}

/// What an engine needs of its table: implemented by the storages of this
/// module (the hashed `Memo` and the flat [`Dense`]), not meant to be
/// implemented elsewhere.
pub trait Table<P, V> {
    /// Where `position` lives: its hash, or its number.
    fn locate(&self, position: &P) -> u64;
    /// [`locate`](Self::locate) without its check that a number is
    /// inside the numbering: for a loop that checks the largest once, and
    /// so has no branch per move.
    #[inline]
    fn locate_unchecked(&self, position: &P) -> u64 {
        self.locate(position)
    }
    /// Asks for `at`'s entry to be brought into the cache.
    fn prefetch(&self, at: u64);
    /// The entry of `position`, located at `at`, or where it would go.
    fn get(&self, position: &P, at: u64) -> Result<V, usize>;
    /// Puts `position`'s first entry where [`get`](Self::get) said;
    /// returns the place to [`set`](Self::set) it later.
    fn insert(&mut self, vacant: usize, at: u64, position: P, value: V) -> usize;
    /// Replaces the entry [`insert`](Self::insert) put at `place`.
    fn set(&mut self, place: usize, value: V);
    /// The number of positions with an entry.
    fn known(&self) -> usize;
    /// The numbering's size, for a flat table; `None` for a hashed one.
    fn size(&self) -> Option<usize>;
    /// In a table filled in order, now at number `i`: the entry of
    /// `position`, which must be numbered below `i`, or its number.
    fn below(&self, position: &P, i: usize) -> Result<V, usize>;
    /// [`below`](Self::below) for `part`, a move from `from` (numbered
    /// `i`): the entry, or a panic naming both positions.
    #[inline]
    fn filled_below(&self, from: &P, i: usize, part: &P) -> V
    where
        P: Debug + Clone,
    {
        match self.below(part, i) {
            Ok(value) => value,
            // A copy, made only here: each move's position then stays in
            // registers (naming `part` itself kept it in memory).
            Err(j) => order_broken(from, i, part.clone(), j),
        }
    }
}

impl<P: Hash + Eq, V: Copy> Table<P, V> for Memo<P, V> {
    #[inline]
    fn locate(&self, position: &P) -> u64 {
        Memo::<P, V>::hash(position)
    }

    #[inline]
    fn prefetch(&self, at: u64) {
        self.prefetch_hashed(at);
    }

    #[inline]
    fn get(&self, position: &P, at: u64) -> Result<V, usize> {
        self.probe_hashed(position, at)
    }

    #[inline]
    fn insert(&mut self, vacant: usize, at: u64, position: P, value: V) -> usize {
        self.insert_hashed(vacant, at, position, value)
    }

    #[inline]
    fn set(&mut self, place: usize, value: V) {
        Memo::set(self, place, value);
    }

    fn known(&self) -> usize {
        self.len
    }

    fn size(&self) -> Option<usize> {
        None
    }

    fn below(&self, _: &P, _: usize) -> Result<V, usize> {
        unreachable!("a hashed table has no order")
    }
}

/// A flat table of one entry per number `0..n`, each `V::UNKNOWN` until
/// known: `size_of::<V>()` bytes per position, however many are reached.
pub struct Dense<I, V> {
    index: I,
    /// The numbering's size.
    n: usize,
    values: Vec<V>,
    /// Filled in order (then the entries known are those in `values`).
    ordered: bool,
    /// The entries known, in a table not filled in order.
    known: usize,
}

impl<I, V: Entry> Dense<I, V> {
    /// A table of `n` unknown entries; `ordered`, a table to be filled in
    /// order, which needs no mark of the entries not known yet (it grows
    /// as it is filled, never writing the memory twice).
    fn new(n: usize, index: I, ordered: bool) -> Self {
        let values = if ordered {
            Vec::with_capacity(n)
        } else {
            vec![V::UNKNOWN; n]
        };
        Dense {
            index,
            n,
            values,
            ordered,
            known: 0,
        }
    }
}

impl<P: Debug + Clone, I: Fn(&P) -> usize, V: Entry> Table<P, V> for Dense<I, V> {
    #[inline]
    fn locate(&self, position: &P) -> u64 {
        let i = (self.index)(position);
        if i >= self.n {
            // A copy, made only here: a move's position, given by value,
            // then stays in registers on the way to the look-up (naming
            // `position` itself in the message kept it in memory).
            out_of_range(position.clone(), i, self.n);
        }
        i as u64
    }

    #[inline]
    fn locate_unchecked(&self, position: &P) -> u64 {
        (self.index)(position) as u64
    }

    #[inline]
    fn prefetch(&self, at: u64) {
        prefetch(&self.values, at as usize);
    }

    #[inline]
    fn get(&self, _: &P, at: u64) -> Result<V, usize> {
        match self.values.get(at as usize) {
            Some(&value) if value != V::UNKNOWN => Ok(value),
            _ => Err(at as usize),
        }
    }

    #[inline]
    fn insert(&mut self, vacant: usize, _: u64, _: P, value: V) -> usize {
        if vacant == self.values.len() {
            // Filled in order: the entries known are those in the table.
            self.values.push(value);
        } else {
            self.values[vacant] = value;
            self.known += 1;
        }
        vacant
    }

    #[inline]
    fn set(&mut self, place: usize, value: V) {
        self.values[place] = value;
    }

    fn known(&self) -> usize {
        if self.ordered {
            self.values.len()
        } else {
            self.known
        }
    }

    fn size(&self) -> Option<usize> {
        Some(self.n)
    }

    #[inline]
    fn below(&self, position: &P, i: usize) -> Result<V, usize> {
        // Filled in order, the table holds exactly the entries below `i`:
        // one test for both the order and the range (the filling loop's
        // own test per move).
        debug_assert_eq!(self.values.len(), i);
        let j = (self.index)(position);
        self.values.get(j).copied().ok_or(j)
    }
}

#[cold]
#[inline(never)]
fn order_broken<P: Debug>(from: &P, i: usize, to: P, j: usize) -> ! {
    panic!("a move from {from:?} (numbered {i}) goes to {to:?} (numbered {j}), not below it: the order declared is broken (or the number is outside the numbering)")
}

/// An entry read from a table during a search, which must not be one
/// still being searched (`in_progress`): meeting it again is a cycle.
#[inline]
pub(crate) fn settled<V: PartialEq>(entry: V, in_progress: V) -> V {
    if entry == in_progress {
        cycle();
    }
    entry
}

#[cold]
#[inline(never)]
fn cycle() -> ! {
    panic!("the game has a cycle: a position can be reached from itself")
}

#[cold]
#[inline(never)]
fn out_of_range<P: Debug>(position: P, i: usize, n: usize) -> ! {
    panic!("position {position:?} is numbered {i}, outside the numbering 0..{n}")
}

/// How a game's positions are stored: [`Hashed`], [`Numbered`] or
/// [`Ordered`], chosen by [`Game`](super::Game)'s constructors; `V` is
/// the entry an engine keeps per position.
pub trait Storage<P, V> {
    /// The table of the engine's entries.
    type Table: Table<P, V>;
    /// The positions in the order they are filled, for an ordered table.
    type Order: Iterator<Item = P>;
    /// Whether the table is filled in order at once, so that no search
    /// ever runs (and the search's code, calling the move function a
    /// second way, is left out of the build: the move function is then
    /// called from one place only, where the compiler can inline it).
    const ORDERED: bool = false;
    /// An empty table.
    fn table(&self) -> Self::Table;
    /// For an ordered table, the number of positions and the positions
    /// numbered 0, 1, … in that order.
    fn order(self) -> Option<(usize, Self::Order)>;
}

/// Positions kept in a hash table as they are met: 5 bytes a slot of
/// table (an index and a control byte), the table 3/8 to 3/4 full, beside
/// each entry (the position and the engine's value, unpadded, in vectors
/// in the order met): 19 to 25 bytes per position for a Grundy value of a
/// position of 8 bytes, and the vectors' room to grow.
#[derive(Debug, Clone, Copy, Default)]
pub struct Hashed {
    /// The positions to make room for at once.
    pub(crate) capacity: usize,
}

impl<P: Hash + Eq, V: Copy> Storage<P, V> for Hashed {
    type Table = Memo<P, V>;
    type Order = std::iter::Empty<P>;

    fn table(&self) -> Memo<P, V> {
        if self.capacity == 0 {
            Memo::new()
        } else {
            Memo::with_capacity(self.capacity)
        }
    }

    fn order(self) -> Option<(usize, Self::Order)> {
        None
    }
}

/// Positions numbered `0..n` by a function of yours: one entry per number
/// in a flat table (4 bytes per position for a Grundy value, 1 for an
/// outcome, 8 for a score), searched depth-first from the positions asked
/// about.
#[derive(Debug, Clone, Copy)]
pub struct Numbered<I> {
    pub(crate) n: usize,
    pub(crate) index: I,
}

impl<P: Debug + Clone, I: Fn(&P) -> usize + Clone, V: Entry> Storage<P, V> for Numbered<I> {
    type Table = Dense<I, V>;
    type Order = std::iter::Empty<P>;

    fn table(&self) -> Dense<I, V> {
        Dense::new(self.n, self.index.clone(), false)
    }

    fn order(self) -> Option<(usize, Self::Order)> {
        None
    }
}

/// Positions numbered `0..n`, every move going to a smaller number, given
/// in that order: the flat table of [`Numbered`], filled bottom-up with no
/// search: no stack, and no mark for positions being searched.
#[derive(Debug, Clone, Copy)]
pub struct Ordered<I, Q> {
    pub(crate) n: usize,
    pub(crate) index: I,
    pub(crate) positions: Q,
}

impl<P: Debug + Clone, I: Fn(&P) -> usize + Clone, Q: Iterator<Item = P>, V: Entry> Storage<P, V>
    for Ordered<I, Q>
{
    type Table = Dense<I, V>;
    type Order = Q;
    const ORDERED: bool = true;

    fn table(&self) -> Dense<I, V> {
        Dense::new(self.n, self.index.clone(), true)
    }

    fn order(self) -> Option<(usize, Q)> {
        Some((self.n, self.positions))
    }
}

/// Locates each of `parts` in `table`, asks for its entry, and keeps where
/// it is in `places`: the moves of a position just opened, whose look-ups
/// come next, one after another, so that their cache misses overlap.
pub(crate) fn prefetch_all<P, V>(table: &impl Table<P, V>, parts: &[P], places: &mut Vec<u64>) {
    for part in parts {
        let at = table.locate(part);
        table.prefetch(at);
        places.push(at);
    }
}

/// Fills an ordered table: `fill(i, position)` for the positions of
/// `order` (numbered 0, 1, …), which must be `n`; nothing for the other
/// storages.
pub(crate) fn fill_in_order<P>(
    order: Option<(usize, impl Iterator<Item = P>)>,
    mut fill: impl FnMut(usize, P),
) {
    if let Some((n, positions)) = order {
        // Internal iteration (`fold`): a `flat_map` over rows then
        // columns runs as the two nested loops it is, where `next` tests
        // which row it is in at every step; the count is the fold's value,
        // kept in a register. No `take(n)`, whose test at every step
        // splits those loops: `fill` checks that position `i` is numbered
        // `i`, inside the numbering, so a position past the `n`-th panics
        // there.
        let filled = positions.fold(0, |i, position| {
            fill(i, position);
            i + 1
        });
        if filled != n {
            wrong_count(filled, n);
        }
    }
}

/// Checks that the `i`-th position given in order is numbered `i`.
#[inline]
pub(crate) fn in_order<P: Debug>(position: &P, i: usize, numbered: u64) {
    if numbered != i as u64 {
        out_of_order(position, i, numbered);
    }
}

#[cold]
#[inline(never)]
fn wrong_count(filled: usize, n: usize) -> ! {
    panic!("the positions given in order were {filled}, for a numbering of {n}")
}

#[cold]
#[inline(never)]
fn out_of_order(position: &dyn Debug, i: usize, numbered: u64) -> ! {
    panic!("position {position:?}, given in order as number {i}, is numbered {numbered}")
}
