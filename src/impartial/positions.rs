//! Grundy values and win/lose outcomes of positions of a game the
//! contestant defines: a position type and a move function, nothing else.
//!
//! [`GrundyEngine`] takes moves that yield one position or a split into
//! independent parts (a sum, whose value is the XOR of the parts' values by
//! Sprague-Grundy); [`WinLoseEngine`] takes games that are not sums and
//! stops at the first winning move. Both memoise across queries and search
//! with an explicit stack, so a chain of 10^6 positions needs no deep
//! recursion. [`grundy_table`] and [`grundy_table_2d`] fill dense tables
//! when positions are integers or pairs of integers whose moves name
//! already-filled entries.
//!
//! Why a hash map of our own: std's `HashMap` hashes with SipHash, which a
//! contestant's positions (a few integers) do not need the flood resistance
//! of; on the two-counter benchmark (`scripts/bench --engines`, 10^6
//! positions, 6 moves each) the plain memoised recursion over it runs at
//! 3.5-4.1·10^6 positions/s. The map here keeps the entries in one vector in
//! the order they were found, and a table of their indices with a control
//! byte per slot (open addressing, linear probing, 8 control bytes
//! compared at once), the slots picked by the top bits of a hash that
//! folds each word of the position with one multiplication. With the
//! parts' slots prefetched when a position's moves are known,
//! `GrundyEngine` runs that benchmark at 1.3-1.4·10^7 positions/s
//! (2026-11-26, best of 5, 73-79 ms; alternating with the previous engine,
//! which ran it in 126-131 ms, 7.6-7.9·10^6/s).
//!
//! What each step gave there (medians of alternating runs, host busy): the
//! 8-byte group probe and the one-multiply hash 142 -> 112 ms; the entries
//! out of the table, in the order found, 112 -> 97 ms (the table of 4-byte
//! indices is a quarter of the old table of 16-byte entries, so more of it
//! stays in the cache; entries found one after another in a search are
//! near each other; growing moves indices only); huge pages for all three
//! 97 -> 91 ms; asking again for a position's parts left when a child's
//! search returns 90 -> 85 ms. The other engines keep their memos in this map too; on the
//! same positions and moves (medians of 5 alternating runs, before ->
//! after) `WinLoseEngine` 187 -> 66 ms (also prefetching its moves' slots,
//! as the others do) and `ScoreEngine` (points for each move) 267 -> 107
//! ms; `GrundyEngine` over `Vec<u8>` positions (six counters below 10, a
//! move lowers one by 1: 10^6 positions) 585 -> 324 ms (growth in batches
//! whose slots are prefetched first). Tried and dropped: searching first the parts whose
//! control bytes show them new, reading the others' entries afterwards
//! (slower: those entries had left the cache by then, even with
//! prefetches a few frames ahead); comparing the key at the home slot
//! before the control bytes (no gain; slower for `Vec` keys).

use crate::impartial::grundy::MexSet;
use crate::perf::hashing::Mixer;
use crate::perf::memory::{fresh, with_huge_pages};
use crate::perf::prefetch::prefetch;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::ops::Index;

/// The moves of one position, as the move function gives them to an engine:
/// each call of [`to`](Moves::to) or [`split`](Moves::split) is one move.
/// The engine reuses one buffer for all positions, so giving a move
/// allocates nothing once the buffer has grown.
#[derive(Debug)]
pub struct Moves<P> {
    /// The parts of the moves of every position being searched, in order.
    parts: Vec<P>,
    /// For each move, the end of its parts in `parts`.
    ends: Vec<usize>,
}

impl<P> Moves<P> {
    fn new() -> Self {
        Moves {
            parts: Vec::new(),
            ends: Vec::new(),
        }
    }

    /// A move to `position`.
    #[inline]
    pub fn to(&mut self, position: P) {
        self.parts.push(position);
        self.ends.push(self.parts.len());
    }

    /// A move to the sum of independent `parts` (a heap split in two, say):
    /// its value is the XOR of the parts' values. No parts is a move to the
    /// empty sum, of value 0 (taking a whole heap, say).
    #[inline]
    pub fn split(&mut self, parts: impl IntoIterator<Item = P>) {
        self.parts.extend(parts);
        self.ends.push(self.parts.len());
    }
}

/// Marks a position whose search has started and not finished: meeting it
/// again means the game has a cycle.
const IN_PROGRESS: u32 = u32::MAX;

/// One position being searched: where its moves are in the shared buffers
/// and how far through them the search is.
struct GrundyFrame {
    slot: Place,
    parts_start: usize,
    moves_start: usize,
    moves_end: usize,
    next_move: usize,
    next_part: usize,
    xor: u32,
    /// The options' values below 64, as bits.
    small: u64,
    /// Where this position's options of 64 and more start in `options`.
    options_start: usize,
}

/// Grundy values of the positions of a game given by its move function,
/// memoised across queries.
///
/// The move function `moves(&position, &mut Moves)` gives every move of a
/// position, each to one position ([`Moves::to`]) or to a sum of
/// independent parts ([`Moves::split`]). A position with no move has value
/// 0; every other the mex of its moves' values, a sum's value being the XOR
/// of its parts' (Sprague-Grundy).
///
/// # Complexity
/// Each position reachable from a query is expanded once (one call of the
/// move function) and each part of each of its moves is looked up in the
/// memo once (a part searched hands its value to the search that met it):
/// O(positions + parts of all their moves) expected hash operations, and
/// O(positions) memory plus the moves of the positions on the search stack.
/// No recursion: the search stack is on the heap, so a chain of 10^6
/// positions is fine.
///
/// # Panics
/// If a position can be reached from itself (the game has a cycle; the
/// engine is of no further use then, its search left half done).
///
/// # Example
/// ```
/// use game_theory::impartial::positions::GrundyEngine;
/// // Lasker's Nim: take any stones from a heap, or split a heap in two.
/// let mut game = GrundyEngine::new(|&n: &u32, moves| {
///     for k in 0..n {
///         moves.to(k);
///     }
///     for a in 1..=n / 2 {
///         moves.split([a, n - a]);
///     }
/// });
/// assert_eq!((0..9).map(|n| game.value(&n)).collect::<Vec<_>>(), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
pub struct GrundyEngine<P, F> {
    moves_of: F,
    memo: Memo<P>,
    moves: Moves<P>,
    stack: Vec<GrundyFrame>,
    /// The hash of each part in `moves`: computed once, for the prefetch,
    /// the lookup and the insertion.
    hashes: Vec<u64>,
    /// Options of 64 and more of the positions on the stack.
    options: Vec<u64>,
    mex: MexSet,
}

impl<P, F> GrundyEngine<P, F>
where
    P: Hash + Eq + Clone,
    F: FnMut(&P, &mut Moves<P>),
{
    /// An engine for the game whose moves `moves_of` gives, knowing no
    /// value yet.
    pub fn new(moves_of: F) -> Self {
        GrundyEngine {
            moves_of,
            memo: Memo::new(),
            moves: Moves::new(),
            stack: Vec::new(),
            hashes: Vec::new(),
            options: Vec::new(),
            mex: MexSet::new(),
        }
    }

    /// The number of positions whose value is known.
    pub fn len(&self) -> usize {
        self.memo.len
    }

    /// Whether no value is known yet.
    pub fn is_empty(&self) -> bool {
        self.memo.len == 0
    }

    /// The Grundy value of `position`.
    ///
    /// # Complexity
    /// See [`GrundyEngine`]: positions already known cost one lookup.
    ///
    /// # Panics
    /// If the game has a cycle through a position this search reaches.
    pub fn value(&mut self, position: &P) -> u32 {
        let hash = Memo::<P>::hash(position);
        let slot = match self.memo.probe_hashed(position, hash) {
            Ok(value) => return known_value(value),
            Err(vacant) => vacant,
        };
        self.open(position.clone(), hash, slot);
        loop {
            let top = self.stack.len() - 1;
            let frame = &mut self.stack[top];
            let (mut next_move, mut next_part, mut xor, mut small) =
                (frame.next_move, frame.next_part, frame.xor, frame.small);
            let moves_end = frame.moves_end;
            let mut descend = None;
            'moves: while next_move < moves_end {
                let end = self.moves.ends[next_move];
                while next_part < end {
                    let part = &self.moves.parts[next_part];
                    match self.memo.probe_hashed(part, self.hashes[next_part]) {
                        Ok(value) => xor ^= known_value(value),
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
                (next_move, next_part, xor, small);
            if let Some(vacant) = descend {
                let child = self.moves.parts[next_part].clone();
                self.open(child, self.hashes[next_part], vacant);
                continue;
            }
            let frame = self.stack.pop().expect("a frame is open");
            let value = if small != u64::MAX {
                small.trailing_ones()
            } else {
                self.mex.small = small;
                self.mex.large.extend(&self.options[frame.options_start..]);
                self.mex.take_mex() as u32
            };
            self.options.truncate(frame.options_start);
            self.moves.parts.truncate(frame.parts_start);
            self.hashes.truncate(frame.parts_start);
            self.moves.ends.truncate(frame.moves_start);
            self.memo.set(frame.slot, value);
            match self.stack.last_mut() {
                // The parent waits at the part just searched.
                Some(parent) => {
                    parent.xor ^= value;
                    parent.next_part += 1;
                    // The slots asked for when the parent was opened may
                    // have left the cache during the child's search (with
                    // the memo's table of indices, 5% less time on the
                    // two-counter game, `scripts/bench --engines`; with
                    // the old table of entries this made no difference).
                    let end = self.moves.parts.len();
                    for &hash in &self.hashes[parent.next_part..end] {
                        self.memo.prefetch_hashed(hash);
                    }
                }
                None => return value,
            }
        }
    }

    /// Starts the search of `position`, of hash `hash`, found missing at
    /// `slot` of the memo.
    fn open(&mut self, position: P, hash: u64, slot: usize) {
        let slot = self.memo.insert_hashed(slot, hash, position, IN_PROGRESS);
        let parts_start = self.moves.parts.len();
        let moves_start = self.moves.ends.len();
        (self.moves_of)(self.memo.key(slot), &mut self.moves);
        // The parts' slots are read next, one after another: asking for
        // them all now lets their cache misses overlap (the two-counter
        // benchmark: 20-25% less time). The parts left when a child's
        // search returns are asked for again then.
        for part in &self.moves.parts[parts_start..] {
            let hash = Memo::<P>::hash(part);
            self.memo.prefetch_hashed(hash);
            self.hashes.push(hash);
        }
        self.stack.push(GrundyFrame {
            slot,
            parts_start,
            moves_start,
            moves_end: self.moves.ends.len(),
            next_move: moves_start,
            next_part: parts_start,
            xor: 0,
            small: 0,
            options_start: self.options.len(),
        });
    }
}

/// A value from the memo, which must not be one still being searched.
#[inline]
fn known_value(value: u32) -> u32 {
    if value == IN_PROGRESS {
        cycle();
    }
    value
}

#[cold]
#[inline(never)]
fn cycle() -> ! {
    panic!("the game has a cycle: a position can be reached from itself")
}

/// One position being searched for a win: its moves in the shared buffer
/// and the next one to try.
struct WinFrame {
    slot: Place,
    start: usize,
    next: usize,
    end: usize,
}

/// Memo entry of a lost position; a won one holds `1 + k`, `k` the index of
/// its first winning move.
const LOST: u32 = 0;

/// Who wins each position of a game that is not a sum (normal play: who
/// cannot move loses), from its move function, memoised across queries.
///
/// The move function `moves(&position, &mut next)` pushes every position
/// one move leads to onto `next` (given empty). The search of a position
/// stops at its first winning move (the first, in the move function's
/// order, to a lost position): the moves after it are not searched.
///
/// # Complexity
/// Each position searched is expanded once (one call of the move function)
/// and each move looked up in the memo once or twice: O(positions + moves
/// tried) expected hash operations, O(positions) memory. No recursion.
///
/// # Panics
/// If the search meets a position that can be reached from itself (the
/// engine is of no further use then).
///
/// # Example
/// ```
/// use game_theory::impartial::positions::WinLoseEngine;
/// // A heap of n; take 1, 3 or 4 (not a sum, though it could be one).
/// let mut game = WinLoseEngine::new(|&n: &u32, next: &mut Vec<u32>| {
///     next.extend([1, 3, 4].into_iter().filter(|&s| s <= n).map(|s| n - s));
/// });
/// assert!(!game.wins(&7) && game.wins(&8));
/// assert_eq!(game.winning_move(&8), Some(7));
/// assert_eq!(game.winning_move(&9), None);
/// ```
pub struct WinLoseEngine<P, F> {
    moves_of: F,
    memo: Memo<P>,
    next: Vec<P>,
    fresh: Vec<P>,
    stack: Vec<WinFrame>,
}

impl<P, F> WinLoseEngine<P, F>
where
    P: Hash + Eq + Clone,
    F: FnMut(&P, &mut Vec<P>),
{
    /// An engine for the game whose moves `moves_of` gives, knowing no
    /// outcome yet.
    pub fn new(moves_of: F) -> Self {
        WinLoseEngine {
            moves_of,
            memo: Memo::new(),
            next: Vec::new(),
            fresh: Vec::new(),
            stack: Vec::new(),
        }
    }

    /// The number of positions whose outcome is known.
    pub fn len(&self) -> usize {
        self.memo.len
    }

    /// Whether no outcome is known yet.
    pub fn is_empty(&self) -> bool {
        self.memo.len == 0
    }

    /// Whether the player to move from `position` wins.
    ///
    /// # Complexity
    /// See [`WinLoseEngine`]: positions already known cost one lookup.
    ///
    /// # Panics
    /// If the game has a cycle through a position this search reaches.
    pub fn wins(&mut self, position: &P) -> bool {
        self.outcome(position) != LOST
    }

    /// The first winning move from `position` in the move function's order
    /// (the position it leads to), or `None` if the player to move loses.
    ///
    /// # Complexity
    /// That of [`wins`](Self::wins), and one more call of the move function.
    pub fn winning_move(&mut self, position: &P) -> Option<P> {
        let k = self.outcome(position).checked_sub(1)? as usize;
        self.fresh.clear();
        (self.moves_of)(position, &mut self.fresh);
        Some(self.fresh.swap_remove(k))
    }

    /// The memo's entry for `position`, searching it if needed.
    fn outcome(&mut self, position: &P) -> u32 {
        let slot = match self.memo.probe(position) {
            Ok(outcome) => return known_value(outcome),
            Err(vacant) => vacant,
        };
        self.open(position.clone(), slot);
        loop {
            let top = self.stack.len() - 1;
            let frame = &mut self.stack[top];
            let (start, end, mut next) = (frame.start, frame.end, frame.next);
            let mut result = LOST;
            let mut descend = None;
            while next < end {
                match self.memo.probe(&self.next[next]) {
                    Ok(LOST) => {
                        result = (next - start + 1) as u32;
                        break;
                    }
                    Ok(outcome) => {
                        known_value(outcome);
                    }
                    Err(vacant) => {
                        descend = Some(vacant);
                        break;
                    }
                }
                next += 1;
            }
            self.stack[top].next = next;
            if let Some(vacant) = descend {
                let child = self.next[next].clone();
                self.open(child, vacant);
                continue;
            }
            let frame = self.stack.pop().expect("a frame is open");
            self.next.truncate(frame.start);
            self.memo.set(frame.slot, result);
            if self.stack.is_empty() {
                return result;
            }
        }
    }

    /// Starts the search of `position`, found missing at `slot` of the memo.
    fn open(&mut self, position: P, slot: usize) {
        let slot = self.memo.insert(slot, position, IN_PROGRESS);
        // The move function sees an empty vector, never the moves of the
        // positions below it on the stack.
        self.fresh.clear();
        (self.moves_of)(self.memo.key(slot), &mut self.fresh);
        let start = self.next.len();
        // Asked for at once, so that the lookups' cache misses overlap
        // (even those after a winning move, which are never looked up).
        for next in &self.fresh {
            self.memo.prefetch(next);
        }
        self.next.append(&mut self.fresh);
        self.stack.push(WinFrame {
            slot,
            start,
            next: start,
            end: self.next.len(),
        });
    }
}

/// Positions and their entries: open addressing with linear probing, at
/// most half full, so a lookup probes about 1.5 slots when the position is
/// there and 2.5 when it is not. Crate-private: the engines here and the
/// scoring engine of `game_tree` keep their memos in it.
///
/// The entries are in a vector, in the order they were put in, and never
/// move: a slot of the table holds an entry's index, and a control byte, 0
/// when the slot is empty, else 7 bits of the key's hash. A lookup reads 8
/// control bytes at once and touches an entry only where the bits match,
/// so finding that a position is new, which every position of a search
/// does once, reads no entry at all.
pub(crate) struct Memo<P, V = u32> {
    control: Vec<u8>,
    /// The index in `entries` of each full slot's entry.
    index: Vec<u32>,
    /// The entries, in the order they were put in.
    entries: Vec<(P, V)>,
    pub(crate) len: usize,
    /// 64 minus log2 of the number of slots: a hash's top bits pick the slot.
    shift: u32,
}

/// Where an entry was put: its index in `entries`, which never changes.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Place {
    entry: usize,
}

impl<P: Hash + Eq, V: Copy> Memo<P, V> {
    pub(crate) fn new() -> Self {
        Memo {
            control: vec![0; 16 + GROUP],
            index: vec![0; 16],
            entries: Vec::new(),
            len: 0,
            shift: 64 - 4,
        }
    }

    #[inline]
    pub(crate) fn hash(key: &P) -> u64 {
        let mut hasher = Mixer(0);
        key.hash(&mut hasher);
        hasher.finish()
    }

    /// The control byte of a key of hash `hash`: the 7 bits below those
    /// that pick the slot, never 0. Keys a probe meets start near each
    /// other, so their top bits agree; the bits below them are the ones
    /// that tell them apart (and a product's lower bits see only the
    /// multiplicand's lower bits: keys that differ only in their high
    /// bits would share any low 7 bits).
    #[inline]
    fn tag(&self, hash: u64) -> u8 {
        0x80 | (hash >> (self.shift - 7)) as u8
    }

    /// Asks for the slot where a lookup of `key` starts to be brought into
    /// the cache.
    #[inline]
    pub(crate) fn prefetch(&self, key: &P) {
        self.prefetch_hashed(Self::hash(key));
    }

    /// [`prefetch`](Self::prefetch) for a key of hash `hash`.
    #[inline]
    pub(crate) fn prefetch_hashed(&self, hash: u64) {
        let home = (hash >> self.shift) as usize;
        prefetch(&self.control, home);
        prefetch(&self.index, home);
    }

    /// The entry of `key`, or the empty slot where it would go.
    #[inline]
    pub(crate) fn probe(&self, key: &P) -> Result<V, usize> {
        self.probe_hashed(key, Self::hash(key))
    }

    /// [`probe`](Self::probe) for `key` of hash `hash`.
    #[inline]
    pub(crate) fn probe_hashed(&self, key: &P, hash: u64) -> Result<V, usize> {
        let pattern = u64::from(self.tag(hash)) * LOW;
        let mask = self.index.len() - 1;
        let mut i = (hash >> self.shift) as usize;
        loop {
            // The control bytes of slots `i .. i + 8` at once (the mirror
            // after the last slot makes them one load even where the
            // probe wraps): empty ones are 0, full ones have the top bit.
            let group = u64::from_le_bytes(
                self.control[i..i + GROUP]
                    .try_into()
                    .expect("a group of control bytes"),
            );
            let empty = !group & HIGH;
            // Bytes equal to the tag become 0; `+ 0x7f` then leaves the top
            // bit clear only there (no byte carries into the next, and an
            // empty byte's top bit is set in `diff`).
            let diff = group ^ pattern;
            // Only slots before the first empty one are in the probe.
            let before = (empty & empty.wrapping_neg()).wrapping_sub(1);
            let mut matches = !(((diff & !HIGH) + !HIGH) | diff) & HIGH & before;
            while matches != 0 {
                let j = (i + matches.trailing_zeros() as usize / 8) & mask;
                let (k, v) = &self.entries[self.index[j] as usize];
                if k == key {
                    return Ok(*v);
                }
                matches &= matches - 1;
            }
            if empty != 0 {
                return Err((i + empty.trailing_zeros() as usize / 8) & mask);
            }
            i = (i + GROUP) & mask;
        }
    }

    /// Puts `key` into `slot`, the empty slot `probe` found for it; returns
    /// where it went (another slot if the table grew first).
    pub(crate) fn insert(&mut self, slot: usize, key: P, value: V) -> Place {
        let hash = Self::hash(&key);
        self.insert_hashed(slot, hash, key, value)
    }

    /// [`insert`](Self::insert) for `key` of hash `hash`.
    pub(crate) fn insert_hashed(&mut self, mut slot: usize, hash: u64, key: P, value: V) -> Place {
        if 2 * (self.len + 1) > self.index.len() {
            self.grow();
            slot = match self.probe_hashed(&key, hash) {
                Ok(_) => unreachable!("the key is new"),
                Err(vacant) => vacant,
            };
        }
        let entry = self.entries.len();
        if entry == self.entries.capacity() {
            // Grown here rather than by `push`, to ask for huge pages: the
            // entries are read at random places.
            let mut bigger = with_huge_pages(2 * entry.max(8));
            bigger.append(&mut self.entries);
            self.entries = bigger;
        }
        self.set_control(slot, self.tag(hash));
        self.index[slot] = u32::try_from(entry).expect("fewer than 2^32 entries");
        self.entries.push((key, value));
        self.len += 1;
        Place { entry }
    }

    /// Sets the value of the entry [`insert`](Self::insert) put at
    /// `place`.
    #[inline]
    pub(crate) fn set(&mut self, place: Place, value: V) {
        self.entries[place.entry].1 = value;
    }

    /// The key of the entry [`insert`](Self::insert) put at `place`.
    #[inline]
    pub(crate) fn key(&self, place: Place) -> &P {
        &self.entries[place.entry].0
    }

    fn grow(&mut self) {
        let size = self.index.len() * 2;
        self.index = fresh(size, 0);
        self.control = fresh(size + GROUP, 0);
        self.shift -= 1;
        let mask = size - 1;
        // In batches whose slots are asked for first, so that their cache
        // misses overlap.
        let mut hashes = [0u64; 16];
        for (batch, chunk) in self.entries.chunks(hashes.len()).enumerate() {
            for (hash, (key, _)) in hashes.iter_mut().zip(chunk) {
                *hash = Self::hash(key);
                let home = (*hash >> self.shift) as usize;
                prefetch(&self.control, home);
                prefetch(&self.index, home);
            }
            for (k, &hash) in hashes[..chunk.len()].iter().enumerate() {
                let mut i = (hash >> self.shift) as usize;
                while self.control[i] != 0 {
                    i = (i + 1) & mask;
                }
                let tag = self.tag(hash);
                self.control[i] = tag;
                self.control[(i.wrapping_sub(GROUP) & mask) + GROUP] = tag;
                self.index[i] = (batch * hashes.len() + k) as u32;
            }
        }
    }

    /// Sets the control byte of slot `i`, and its mirror after the last
    /// slot if it is one of the first `GROUP`.
    #[inline]
    fn set_control(&mut self, i: usize, tag: u8) {
        let mask = self.index.len() - 1;
        self.control[i] = tag;
        self.control[(i.wrapping_sub(GROUP) & mask) + GROUP] = tag;
    }
}

/// Control bytes read at once by a probe.
const GROUP: usize = 8;
/// A byte of 1s, and a byte of top bits, in each byte of a group.
const LOW: u64 = 0x0101_0101_0101_0101;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// The moves of one entry of a dense table, given to the move function of
/// [`grundy_table`] (cells `usize`) or [`grundy_table_2d`] (cells
/// `(usize, usize)`): each call of `to` or `split` is one move, whose value
/// is read from the table at once.
pub struct TableMoves<'a, C> {
    /// The entries filled so far (row-major for a 2-D table).
    filled: &'a [u32],
    /// Rows and columns of a 2-D table.
    rows: usize,
    cols: usize,
    /// The options' values below 64, as bits; held here by value rather
    /// than in a `MexSet` behind a reference, so that once the move
    /// function is inlined the mask lives in a register (through a
    /// reference it went to memory at each move: 3x the hand loop's time,
    /// against 2x without).
    small: u64,
    /// The options' values of 64 and more.
    large: &'a mut Vec<u64>,
    cell: PhantomData<C>,
}

impl<'a, C> TableMoves<'a, C> {
    fn new(filled: &'a [u32], rows: usize, cols: usize, large: &'a mut Vec<u64>) -> Self {
        TableMoves {
            filled,
            rows,
            cols,
            small: 0,
            large,
            cell: PhantomData,
        }
    }

    #[inline]
    fn get(&self, k: usize) -> Option<u32> {
        self.filled.get(k).copied()
    }

    #[inline]
    fn insert(&mut self, value: u32) {
        if value < 64 {
            self.small |= 1 << value;
        } else {
            self.large.push(u64::from(value));
        }
    }

    /// The mex of the options given.
    #[inline]
    fn mex(self) -> u32 {
        if self.small != u64::MAX {
            self.large.clear();
            return self.small.trailing_ones();
        }
        let mut set = MexSet {
            small: self.small,
            large: std::mem::take(self.large),
        };
        let value = set.take_mex() as u32;
        *self.large = set.large;
        value
    }
}

impl TableMoves<'_, usize> {
    #[inline]
    fn value(&self, i: usize) -> u32 {
        match self.get(i) {
            Some(v) => v,
            None => not_filled(format_args!("{i}"), self.filled.len()),
        }
    }

    /// A move to entry `i`, which must be below the one being filled.
    #[inline]
    pub fn to(&mut self, i: usize) {
        let v = self.value(i);
        self.insert(v);
    }

    /// A move to the sum of the entries `parts`, each below the one being
    /// filled (none: a move to the empty sum, of value 0).
    #[inline]
    pub fn split(&mut self, parts: impl IntoIterator<Item = usize>) {
        let v = parts.into_iter().fold(0, |x, i| x ^ self.value(i));
        self.insert(v);
    }
}

impl TableMoves<'_, (usize, usize)> {
    #[inline]
    fn value(&self, (i, j): (usize, usize)) -> u32 {
        // Inside the table, `i * cols + j` cannot overflow.
        let found = if i < self.rows && j < self.cols {
            self.get(i * self.cols + j)
        } else {
            None
        };
        match found {
            Some(v) => v,
            None => {
                let n = self.filled.len();
                let at = (n / self.cols, n % self.cols);
                not_filled(format_args!("{:?}", (i, j)), at)
            }
        }
    }

    /// A move to cell `(i, j)`, which must come before the one being filled
    /// in row-major order (a smaller `i`, or the same `i` and a smaller `j`).
    #[inline]
    pub fn to(&mut self, cell: (usize, usize)) {
        let v = self.value(cell);
        self.insert(v);
    }

    /// A move to the sum of the cells `parts`, each before the one being
    /// filled (none: a move to the empty sum, of value 0).
    #[inline]
    pub fn split(&mut self, parts: impl IntoIterator<Item = (usize, usize)>) {
        let v = parts.into_iter().fold(0, |x, c| x ^ self.value(c));
        self.insert(v);
    }
}

#[cold]
#[inline(never)]
fn not_filled(cell: std::fmt::Arguments, filling: impl std::fmt::Debug) -> ! {
    panic!("a move from {filling:?} names {cell}, which is not filled yet (or outside the table)")
}

/// Grundy values `g(0) … g(n)` of a game whose positions are the integers
/// `0 … n` and whose moves from `x` name smaller integers:
/// `moves(x, &mut options)` calls `options.to(y)` or `options.split(parts)`
/// for each move.
///
/// # Complexity
/// O(n + moves of all positions) time; O(n) memory. A value is read the
/// moment its move is given (no buffer of moves).
///
/// # Panics
/// If a move names an integer not below the one being filled.
///
/// # Example
/// ```
/// use game_theory::impartial::positions::grundy_table;
/// // Take 1, 3 or 4 stones.
/// let g = grundy_table(7, |x, options| {
///     for s in [1, 3, 4] {
///         if s <= x {
///             options.to(x - s);
///         }
///     }
/// });
/// assert_eq!(g, [0, 1, 0, 1, 2, 3, 2, 0]);
/// ```
pub fn grundy_table<F>(n: usize, mut moves: F) -> Vec<u32>
where
    F: FnMut(usize, &mut TableMoves<usize>),
{
    let mut values = Vec::with_capacity(n.saturating_add(1));
    let mut large = Vec::new();
    for x in 0..=n {
        let mut options = TableMoves::new(&values, 1, 1, &mut large);
        moves(x, &mut options);
        let value = options.mex();
        values.push(value);
    }
    values
}

/// Grundy values of every cell of a table, row-major; see
/// [`grundy_table_2d`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrundyGrid {
    cols: usize,
    values: Vec<u32>,
}

impl GrundyGrid {
    /// Row `i`.
    pub fn row(&self, i: usize) -> &[u32] {
        &self.values[i * self.cols..(i + 1) * self.cols]
    }
}

impl Index<(usize, usize)> for GrundyGrid {
    type Output = u32;

    fn index(&self, (i, j): (usize, usize)) -> &u32 {
        assert!(j < self.cols, "column {j} outside the table");
        &self.values[i * self.cols + j]
    }
}

/// Grundy values of a game whose positions are the cells `(i, j)`,
/// `0 ≤ i ≤ max_i`, `0 ≤ j ≤ max_j`, filled row by row: the moves from a
/// cell name cells before it in that order (`options.to((i2, j2))` or
/// `options.split(cells)`), for example cells with a smaller coordinate.
///
/// # Complexity
/// O(cells + moves of all cells) time; O(cells) memory.
///
/// # Panics
/// If a move names a cell not before the one being filled, or outside the
/// table.
///
/// # Example
/// ```
/// use game_theory::impartial::positions::grundy_table_2d;
/// // Two heaps; a move takes 1 or 2 from one of them.
/// let g = grundy_table_2d(5, 5, |(a, b), options| {
///     for s in 1..=2 {
///         if s <= a {
///             options.to((a - s, b));
///         }
///         if s <= b {
///             options.to((a, b - s));
///         }
///     }
/// });
/// // Each heap alone has value n mod 3, and the pair their XOR.
/// assert_eq!(g[(4, 5)], 1 ^ 2);
/// assert_eq!(g.row(2), [2, 3, 0, 2, 3, 0]);
/// ```
pub fn grundy_table_2d<F>(max_i: usize, max_j: usize, mut moves: F) -> GrundyGrid
where
    F: FnMut((usize, usize), &mut TableMoves<(usize, usize)>),
{
    let cols = max_j.checked_add(1).expect("the table fits in memory");
    let cells = (max_i.checked_add(1))
        .and_then(|rows| rows.checked_mul(cols))
        .expect("the table fits in memory");
    let mut values = Vec::with_capacity(cells);
    let mut large = Vec::new();
    for i in 0..=max_i {
        for j in 0..=max_j {
            let mut options = TableMoves::new(&values, max_i + 1, cols, &mut large);
            moves((i, j), &mut options);
            let value = options.mex();
            values.push(value);
        }
    }
    GrundyGrid { cols, values }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perf::hashing::GOLDEN;
    use crate::testing::exhaustive::{all_vectors, grundy, mover_wins};
    use crate::testing::rules::{lasker_moves, subtraction_moves, take_any_moves, wythoff_moves};
    use std::cell::Cell;
    use std::collections::{HashMap, HashSet};

    /// Grundy's game on the sorted list of heaps, from its statement: split
    /// one heap into two non-empty heaps of different sizes. (The exhaustive
    /// search's states are vectors, so the rule takes one.)
    #[allow(clippy::ptr_arg)]
    fn grundys_game_moves(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for a in 1..h {
                if a < h - a {
                    let mut after = heaps.clone();
                    after.remove(i);
                    after.extend([a, h - a]);
                    after.sort_unstable();
                    next.push(after);
                }
            }
        }
        next
    }

    #[test]
    fn subtraction_games_match_exhaustive_search_for_every_small_set() {
        for mask in 1u32..64 {
            let set: Vec<u64> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
            let rules = subtraction_moves(&set);
            let mut memo = HashMap::new();
            let mut win_memo = HashMap::new();
            let mut engine = GrundyEngine::new(|&n: &u64, moves| {
                for &s in &set {
                    if s <= n {
                        moves.to(n - s);
                    }
                }
            });
            let mut win_lose = WinLoseEngine::new(|&n: &u64, next: &mut Vec<u64>| {
                next.extend(set.iter().filter(|&&s| s <= n).map(|&s| n - s));
            });
            let table = grundy_table(60, |x, options| {
                for &s in &set {
                    if s as usize <= x {
                        options.to(x - s as usize);
                    }
                }
            });
            // Queried from the top first, so one search reaches the rest.
            for n in (0..=60u64).rev() {
                let expected = grundy(&n, &rules, &mut memo);
                assert_eq!(engine.value(&n), expected, "{set:?} at {n}");
                assert_eq!(table[n as usize], expected, "{set:?} at {n}");
                let wins = mover_wins(&n, &rules, &mut win_memo);
                assert_eq!(win_lose.wins(&n), wins, "{set:?} at {n}");
                // The first move, in the rules' order, to a lost position.
                let first_win = rules(&n)
                    .into_iter()
                    .find(|m| !mover_wins(m, &rules, &mut win_memo));
                assert_eq!(win_lose.winning_move(&n), first_win, "{set:?} at {n}");
            }
            assert_eq!(engine.len(), 61);
        }
    }

    #[test]
    fn lasker_nim_matches_exhaustive_search_of_whole_sums() {
        let mut engine = GrundyEngine::new(|&n: &u64, moves| {
            for k in 0..n {
                moves.to(k);
            }
            for a in 1..n {
                moves.split([a, n - a]);
            }
        });
        let mut memo = HashMap::new();
        for piles in all_vectors(3, 7) {
            let mut sorted: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
            sorted.sort_unstable();
            let value = piles.iter().fold(0, |x, p| x ^ engine.value(p));
            assert_eq!(
                value != 0,
                mover_wins(&sorted, &lasker_moves, &mut memo),
                "{piles:?}"
            );
        }
        let mut memo = HashMap::new();
        let table = grundy_table(14, |n, options| {
            for k in 0..n {
                options.to(k);
            }
            for a in 1..n {
                options.split([a, n - a]);
            }
        });
        for n in 0..=14u64 {
            let heap = if n == 0 { vec![] } else { vec![n] };
            let expected = grundy(&heap, &lasker_moves, &mut memo);
            assert_eq!(engine.value(&n), expected, "{n}");
            assert_eq!(table[n as usize], expected, "{n}");
        }
    }

    #[test]
    fn grundys_game_matches_exhaustive_search() {
        // Split a heap into two unequal heaps; the empty split list of a
        // heap of 1 or 2 makes it terminal.
        let mut engine = GrundyEngine::new(|&h: &u64, moves| {
            for a in 1..(h + 1) / 2 {
                moves.split([a, h - a]);
            }
        });
        let table = grundy_table(22, |h, options| {
            for a in 1..(h + 1) / 2 {
                options.split([a, h - a]);
            }
        });
        let mut memo = HashMap::new();
        for h in 1..=22u64 {
            let expected = grundy(&vec![h], &grundys_game_moves, &mut memo);
            assert_eq!(engine.value(&h), expected, "{h}");
            assert_eq!(table[h as usize], expected, "{h}");
        }
        // Sums of up to three heaps, against the search of the whole sum.
        let mut memo = HashMap::new();
        for heaps in all_vectors(3, 9) {
            let mut sorted: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
            sorted.sort_unstable();
            let value = heaps.iter().fold(0, |x, &h| x ^ table[h as usize]);
            assert_eq!(
                value != 0,
                mover_wins(&sorted, &grundys_game_moves, &mut memo)
            );
        }
    }

    #[test]
    fn wythoff_on_a_2d_table_and_by_hash_matches_exhaustive_search() {
        let grid = grundy_table_2d(14, 12, |(a, b), options| {
            for l in 1..=a {
                options.to((a - l, b));
            }
            for l in 1..=b {
                options.to((a, b - l));
            }
            for l in 1..=a.min(b) {
                options.to((a - l, b - l));
            }
        });
        let mut engine = GrundyEngine::new(|&(a, b): &(u64, u64), moves| {
            for next in wythoff_moves(&(a, b)) {
                moves.to(next);
            }
        });
        let mut memo = HashMap::new();
        for a in 0..=14u64 {
            for b in 0..=12u64 {
                let expected = grundy(&(a, b), &wythoff_moves, &mut memo);
                assert_eq!(grid[(a as usize, b as usize)], expected, "{a} {b}");
                assert_eq!(engine.value(&(a, b)), expected, "{a} {b}");
            }
            assert_eq!(grid.row(a as usize)[3], grid[(a as usize, 3)]);
        }
    }

    #[test]
    fn large_values_take_the_mex_past_63() {
        // Take any number of stones: g(n) = n.
        let mut memo = HashMap::new();
        let table = grundy_table(300, |n, options| (0..n).for_each(|k| options.to(k)));
        let mut engine = GrundyEngine::new(|&n: &u64, moves| (0..n).for_each(|k| moves.to(k)));
        let grid = grundy_table_2d(0, 150, |(_, n), options| {
            (0..n).for_each(|k| options.to((0, k)));
        });
        for n in (0..=300u64).rev() {
            let expected = grundy(&n, &take_any_moves, &mut memo);
            assert_eq!(table[n as usize], expected);
            assert_eq!(engine.value(&n), expected);
            if n <= 150 {
                assert_eq!(grid[(0, n as usize)], expected);
            }
        }
    }

    /// A game that is not a sum: a heap of `n` and a cap `k`; the mover
    /// takes `1 ..= k` stones (at most the heap), and the next cap is twice
    /// what was taken. Straight from the statement, for the exhaustive search.
    fn doubling_moves(&(n, k): &(u64, u64)) -> Vec<(u64, u64)> {
        (1..=k.min(n)).map(|t| (n - t, 2 * t)).collect()
    }

    #[test]
    fn win_lose_engine_matches_exhaustive_search_on_a_game_that_is_not_a_sum() {
        let calls = Cell::new(0);
        let mut engine = WinLoseEngine::new(|p: &(u64, u64), next: &mut Vec<(u64, u64)>| {
            calls.set(calls.get() + 1);
            next.extend(doubling_moves(p));
        });
        let mut memo = HashMap::new();
        for n in 0..=40u64 {
            for k in 1..=40u64 {
                let wins = mover_wins(&(n, k), &doubling_moves, &mut memo);
                assert_eq!(engine.wins(&(n, k)), wins, "{n} {k}");
                let first_win = doubling_moves(&(n, k))
                    .into_iter()
                    .find(|m| !mover_wins(m, &doubling_moves, &mut memo));
                assert_eq!(engine.winning_move(&(n, k)), first_win, "{n} {k}");
            }
        }
        // Each position searched was expanded once, plus one expansion per
        // winning_move query of a won position.
        let won_queries = (0..=40u64)
            .flat_map(|n| (1..=40u64).map(move |k| (n, k)))
            .filter(|p| mover_wins(p, &doubling_moves, &mut memo))
            .count();
        assert_eq!(calls.get(), engine.len() + won_queries);
    }

    #[test]
    fn whole_strings_as_positions_match_exhaustive_search() {
        // Flip Game II on the string itself: positions hashed as bytes, of
        // every length up to 12, many of them colliding in the top bits.
        use crate::testing::rules::flip_game_moves;
        let mut engine = WinLoseEngine::new(|s: &Vec<u8>, next: &mut Vec<Vec<u8>>| {
            next.extend(flip_game_moves(s));
        });
        let mut grundy_engine = GrundyEngine::new(|s: &Vec<u8>, moves| {
            flip_game_moves(s).into_iter().for_each(|t| moves.to(t));
        });
        let mut memo = HashMap::new();
        let mut g_memo = HashMap::new();
        for len in 0..=12 {
            for mask in 0u32..1 << len {
                let s: Vec<u8> = (0..len)
                    .map(|i| if mask >> i & 1 == 1 { b'+' } else { b'-' })
                    .collect();
                let wins = mover_wins(&s, &flip_game_moves, &mut memo);
                assert_eq!(engine.wins(&s), wins, "{}", String::from_utf8_lossy(&s));
                if len <= 9 {
                    let expected = grundy(&s, &flip_game_moves, &mut g_memo);
                    assert_eq!(grundy_engine.value(&s), expected);
                }
            }
        }
    }

    #[test]
    fn the_win_lose_search_stops_at_the_first_winning_move() {
        // From n ≥ 1: first a move to 0 (lost: no moves), then a move to
        // n - 1, the start of a chain n positions long. Only 0 needs to be
        // looked at, so the move function runs twice.
        let calls = Cell::new(0);
        let mut engine = WinLoseEngine::new(|&n: &u32, next: &mut Vec<u32>| {
            calls.set(calls.get() + 1);
            if n > 0 {
                next.extend([0, n - 1]);
            }
        });
        assert!(engine.wins(&1000));
        assert_eq!(calls.get(), 2);
        assert_eq!(engine.len(), 2);
        assert_eq!(engine.winning_move(&1000), Some(0));
        // Known positions cost no call; unknown ones are searched once.
        calls.set(0);
        assert!(engine.wins(&1000) && !engine.wins(&0));
        assert_eq!(calls.get(), 0);
        // Now the chain order: the winning move is the last, so the whole
        // chain is searched, each position once.
        let calls = Cell::new(0);
        let mut engine = WinLoseEngine::new(|&n: &u32, next: &mut Vec<u32>| {
            calls.set(calls.get() + 1);
            if n > 0 {
                next.extend([n - 1, 0]);
            }
        });
        // 1 wins (to 0); 2 moves first to 1 (won), then to 0: wins; ….
        assert!(engine.wins(&1000));
        assert_eq!(calls.get(), 1001);
    }

    #[test]
    fn a_chain_of_a_million_positions_needs_no_deep_recursion() {
        const N: u32 = 1_000_000;
        // Take one stone: the value alternates 0, 1, 0, ….
        let mut engine = GrundyEngine::new(|&n: &u32, moves| {
            if n > 0 {
                moves.to(n - 1);
            }
        });
        assert_eq!(engine.value(&N), N % 2);
        assert_eq!(engine.value(&(N - 1)), (N - 1) % 2);
        assert_eq!(engine.len(), N as usize + 1);
        let mut win_lose = WinLoseEngine::new(|&n: &u32, next: &mut Vec<u32>| {
            if n > 0 {
                next.push(n - 1);
            }
        });
        assert_eq!(win_lose.wins(&N), N % 2 == 1);
        assert_eq!(win_lose.winning_move(&(N - 1)), Some(N - 2));
    }

    /// Memo keys that either spread over the table or all hash alike, to
    /// the table's last slot (the one word whose product with the
    /// multiplier is all ones), so that their probes run one long chain
    /// through many groups of control bytes and round the end of the table.
    #[derive(Debug, Clone, PartialEq, Eq)]
    enum Key {
        Spread(u32),
        Crowded(u32),
    }

    impl Hash for Key {
        fn hash<H: Hasher>(&self, hasher: &mut H) {
            match *self {
                Key::Spread(k) => hasher.write_u32(k),
                Key::Crowded(_) => {
                    // The inverse of the odd multiplier mod 2^64, by Newton's
                    // iteration (each step doubles the correct low bits).
                    let mut inverse = GOLDEN;
                    for _ in 0..6 {
                        inverse =
                            inverse.wrapping_mul(2u64.wrapping_sub(GOLDEN.wrapping_mul(inverse)));
                    }
                    hasher.write_u64(u64::MAX.wrapping_mul(inverse));
                }
            }
        }
    }

    #[test]
    fn the_memo_finds_every_key_it_holds_and_no_other() {
        // Every bit the slot and the control byte come from is set.
        assert_eq!(
            Memo::<Key>::hash(&Key::Crowded(0)) >> 32,
            u64::from(u32::MAX)
        );
        // Interleaved, so spread keys land inside the crowded chain too.
        let keys: Vec<Key> = (0..150)
            .flat_map(|k| [Key::Crowded(k), Key::Spread(k * 7919)])
            .collect();
        let mut memo = Memo::new();
        let mut places = Vec::new();
        for (n, key) in keys.iter().enumerate() {
            let slot = memo.probe(key).expect_err("not inserted yet");
            places.push(memo.insert(slot, key.clone(), 0));
            // Inserted ones hold their entry (set at a place from before
            // the table grew, too); the others are missing.
            for (i, k) in keys.iter().enumerate().take(n + 1) {
                memo.set(places[i], i as u32 + 1);
                assert_eq!(memo.key(places[i]), k);
            }
            for (i, k) in keys.iter().enumerate() {
                let expected = if i <= n { Ok(i as u32 + 1) } else { Err(()) };
                assert_eq!(memo.probe(k).map_err(|_| ()), expected, "{k:?} after {n}");
            }
            assert_eq!(memo.len, n + 1);
        }
        // The crowded chain starts at the last slot and wraps round to
        // the first, whose control bytes are mirrored after the last.
        let size = memo.index.len();
        assert_eq!(memo.control[size..], memo.control[..GROUP]);
        assert!(memo.control[size - 1] != 0 && memo.control[0] != 0);
        let vacant = memo.probe(&Key::Crowded(1000)).expect_err("a new key");
        assert!(memo.control[vacant] == 0 && (149..size - 1).contains(&vacant));
    }

    #[test]
    fn control_bytes_tell_apart_keys_that_differ_only_in_high_bits() {
        // Bitboards of the top half of a 64-cell board, say: with the tag
        // taken from the hash's low bits all of them would share one, and
        // every lookup would read the entry of every key it passes.
        let mut memo = Memo::new();
        for i in 0..1000u64 {
            let slot = memo.probe(&(i << 40)).expect_err("new");
            memo.insert(slot, i << 40, 0);
        }
        let tags: HashSet<u8> = (0..1000u64)
            .map(|i| memo.tag(Memo::<u64>::hash(&(i << 40))))
            .collect();
        assert!(tags.len() > 100, "{} tags", tags.len());
        assert!((0..1000u64).all(|i| memo.probe(&(i << 40)) == Ok(0)));
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn a_cycle_is_reported_not_searched_forever() {
        let mut engine = GrundyEngine::new(|&n: &u32, moves| moves.to((n + 1) % 5));
        engine.value(&0);
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn a_cycle_is_reported_by_the_win_lose_search() {
        let mut engine = WinLoseEngine::new(|&n: &u32, next: &mut Vec<u32>| next.push((n + 1) % 5));
        engine.wins(&0);
    }

    #[test]
    #[should_panic(expected = "not filled yet")]
    fn a_table_move_to_an_unfilled_entry_is_reported() {
        grundy_table(5, |x, options| options.to(x + 1));
    }

    #[test]
    #[should_panic(expected = "not filled yet")]
    fn a_grid_move_outside_the_table_is_reported() {
        // (0, 3) is beyond the last column: it must not be read as (1, 0).
        grundy_table_2d(2, 2, |(i, _), options| {
            if i == 1 {
                options.to((0, 3));
            }
        });
    }
}
