//! [`Forms`]: canonical forms kept once each in an arena, named by
//! [`GameId`]s, with comparison, sum and negative memoised by id.
//!
//! Why an arena of interned forms: equal games have equal canonical forms
//! (Conway), so if every canonical form is stored once, equality is an id
//! check, a form compared with itself costs nothing, and the memo tables of
//! `≤` and `+` can key on two integers. Numbers, nimbers and
//! number + up-multiple + nimber ([`Nus`]) are kept in their compact form
//! and compared and added without looking at options; their options are
//! made (and interned) only when a general form needs them.
//!
//! Recursion: `≤`, `+` and `−` recurse over options, as deep as the
//! games' birthdays (plus the up multiples of compact forms met on the
//! way). Domineering on 25 cells stays under 13; run deeper games (sums
//! of long expressions) on a thread with a large stack, as
//! `partizan-value` does.

use super::number::Number;
use super::nus::Nus;
use crate::perf::hashing::FastMap;

/// A canonical form in a [`Forms`] arena: equal ids are equal games, and
/// different ids are different games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(u32);

impl GameId {
    /// The id as an index (ids are given out as 0, 1, 2, …).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Who wins a game: the outcome class, by who starts (where
/// [`search::Outcome`](crate::search::Outcome) is the result for the
/// player to move in an impartial game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutcomeClass {
    /// Left wins whoever starts (the game is > 0).
    Left,
    /// Right wins whoever starts (< 0).
    Right,
    /// Whoever moves first loses (= 0).
    Previous,
    /// Whoever moves first wins (fuzzy with 0).
    Next,
}

impl OutcomeClass {
    /// `L`, `R`, `P` or `N`.
    pub fn letter(self) -> char {
        match self {
            OutcomeClass::Left => 'L',
            OutcomeClass::Right => 'R',
            OutcomeClass::Previous => 'P',
            OutcomeClass::Next => 'N',
        }
    }
}

/// What a node holds.
#[derive(Clone, Debug)]
pub(super) enum Kind<N> {
    /// A number + up multiple + nimber.
    Nus(Nus<N>),
    /// A general canonical form; its options are in the pool.
    Moves,
}

/// Where a node's options sit in the pool: `left` ids from `start`, then
/// `right` ids. `start == UNMADE` for a compact form whose options have
/// not been needed yet.
#[derive(Clone, Copy, Debug)]
pub(super) struct OptionRange {
    pub(super) start: u32,
    pub(super) left: u32,
    pub(super) right: u32,
}

const UNMADE: u32 = u32::MAX;
/// Separates the left ids from the right ids in a general form's key.
const SIDE_BREAK: u32 = u32::MAX;

/// The arena of canonical forms (see the module documentation), its
/// numbers of type `N`: [`partizan::Games`](crate::partizan::Games)
/// (`Forms<Dyadic>`) for numbers of any size, `Forms<SmallDyadic>` for
/// games whose values are known to stay small
/// ([`SmallDyadic`](super::SmallDyadic) needs no big integers, so a
/// bundled solution that uses it is shorter).
///
/// # Complexity
/// Comparisons and sums of compact forms ([`Nus`]): O(1) for inline
/// numbers. General forms: each pair of ids is compared or added once
/// (memoised), each time looking at the options.
///
/// # Example
/// ```
/// use game_theory::partizan::{Games, OutcomeClass};
/// let mut games = Games::new();
/// let (zero, star) = (games.integer(0), games.nimber(1));
/// let up = games.game(&[zero], &[star]);
/// assert_eq!(games.display(up), "{0|*}");
/// let up_star = games.sum(up, star);
/// assert_eq!(games.display(up_star), "{*,0|0}");
/// assert_eq!(games.outcome(up), OutcomeClass::Left);
/// assert_eq!(games.outcome(up_star), OutcomeClass::Next);
/// let down = games.neg(up);
/// assert_eq!(games.sum(up, down), zero); // equal games are one id
/// // {1|-1} + {1|-1} = 0: canonical simplification finds it.
/// let (one, minus_one) = (games.integer(1), games.integer(-1));
/// let pm1 = games.game(&[one], &[minus_one]);
/// assert_eq!(games.sum(pm1, pm1), zero);
/// ```
pub struct Forms<N> {
    kinds: Vec<Kind<N>>,
    ranges: Vec<OptionRange>,
    pool: Vec<GameId>,
    nus_ids: FastMap<Nus<N>, GameId>,
    move_ids: FastMap<Box<[u32]>, GameId>,
    le_memo: FastMap<u64, bool>,
    sum_memo: FastMap<u64, GameId>,
    negatives: Vec<u32>,
    key: Vec<u32>,
}

/// Two ids as one memo key.
fn pair(a: GameId, b: GameId) -> u64 {
    (u64::from(a.0) << 32) | u64::from(b.0)
}

impl<N: Number> Default for Forms<N> {
    fn default() -> Self {
        Forms::new()
    }
}

impl<N: Number> Forms<N> {
    /// An empty arena.
    pub fn new() -> Self {
        Forms {
            kinds: Vec::new(),
            ranges: Vec::new(),
            pool: Vec::new(),
            nus_ids: FastMap::default(),
            move_ids: FastMap::default(),
            le_memo: FastMap::default(),
            sum_memo: FastMap::default(),
            negatives: Vec::new(),
            key: Vec::new(),
        }
    }

    /// How many canonical forms the arena holds.
    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    /// Whether the arena holds no form yet.
    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The id of `number + ups·↑ + *nimber`.
    pub fn nus(&mut self, nus: Nus<N>) -> GameId {
        if let Some(&id) = self.nus_ids.get(&nus) {
            return id;
        }
        let id = self.push(Kind::Nus(nus.clone()), UNMADE, 0, 0);
        self.nus_ids.insert(nus, id);
        id
    }

    /// The id of a number.
    pub fn number(&mut self, number: N) -> GameId {
        self.nus(Nus::of_number(number))
    }

    /// The id of an integer.
    pub fn integer(&mut self, n: i64) -> GameId {
        self.number(N::from(n))
    }

    /// The id of 0.
    pub fn zero(&mut self) -> GameId {
        self.integer(0)
    }

    /// The id of the nimber `*n`.
    pub fn nimber(&mut self, n: u32) -> GameId {
        self.nus(Nus::nimber(n))
    }

    fn push(&mut self, kind: Kind<N>, start: u32, left: u32, right: u32) -> GameId {
        let id = GameId(u32::try_from(self.kinds.len()).expect("fewer than 2^32 forms"));
        self.kinds.push(kind);
        self.ranges.push(OptionRange { start, left, right });
        id
    }

    /// The compact form of `g`, if it has one.
    pub fn as_nus(&self, g: GameId) -> Option<&Nus<N>> {
        match &self.kinds[g.index()] {
            Kind::Nus(nus) => Some(nus),
            Kind::Moves => None,
        }
    }

    /// The number `g` is, if it is one.
    pub fn as_number(&self, g: GameId) -> Option<&N> {
        self.as_nus(g).filter(|n| n.is_number()).map(|n| &n.number)
    }

    /// Whether `g` is a number.
    pub fn is_number(&self, g: GameId) -> bool {
        self.as_number(g).is_some()
    }

    /// Where `g`'s options are, making a compact form's options first.
    pub(super) fn option_range(&mut self, g: GameId) -> OptionRange {
        let range = self.ranges[g.index()];
        if range.start != UNMADE {
            return range;
        }
        let Kind::Nus(nus) = &self.kinds[g.index()] else {
            unreachable!("general forms are stored with their options")
        };
        let (left, right) = (nus.left_options(), nus.right_options());
        let mut ids: Vec<GameId> = left.into_iter().map(|n| self.nus(n)).collect();
        let left_count = ids.len() as u32;
        ids.extend(right.into_iter().map(|n| self.nus(n)).collect::<Vec<_>>());
        let range = OptionRange {
            start: self.pool.len() as u32,
            left: left_count,
            right: ids.len() as u32 - left_count,
        };
        self.pool.extend(ids);
        self.ranges[g.index()] = range;
        range
    }

    /// The `i`-th left option in a range.
    #[inline]
    pub(super) fn left_at(&self, range: OptionRange, i: u32) -> GameId {
        self.pool[(range.start + i) as usize]
    }

    /// The `i`-th right option in a range.
    #[inline]
    pub(super) fn right_at(&self, range: OptionRange, i: u32) -> GameId {
        self.pool[(range.start + range.left + i) as usize]
    }

    /// Left's options of `g`'s canonical form.
    pub fn left_options(&mut self, g: GameId) -> Vec<GameId> {
        let range = self.option_range(g);
        (0..range.left).map(|i| self.left_at(range, i)).collect()
    }

    /// Right's options of `g`'s canonical form.
    pub fn right_options(&mut self, g: GameId) -> Vec<GameId> {
        let range = self.option_range(g);
        (0..range.right).map(|i| self.right_at(range, i)).collect()
    }

    /// The id of the general form with these options, which must be
    /// canonical already: no dominated or reversible option, and not a
    /// compact form ([`Forms::game`] makes sure of all three).
    pub(super) fn intern_moves(&mut self, mut left: Vec<GameId>, mut right: Vec<GameId>) -> GameId {
        left.sort_unstable();
        right.sort_unstable();
        let mut key = std::mem::take(&mut self.key);
        key.clear();
        key.extend(left.iter().map(|g| g.0));
        key.push(SIDE_BREAK);
        key.extend(right.iter().map(|g| g.0));
        let id = match self.move_ids.get(key.as_slice()) {
            Some(&id) => id,
            None => {
                let start = self.pool.len() as u32;
                self.pool.extend_from_slice(&left);
                self.pool.extend_from_slice(&right);
                let id = self.push(Kind::Moves, start, left.len() as u32, right.len() as u32);
                self.move_ids.insert(key.as_slice().into(), id);
                id
            }
        };
        self.key = key;
        id
    }

    /// The canonical form of `{left | right}`, options given as ids (in any
    /// order, repeats allowed).
    ///
    /// # Complexity
    /// O((|L| + |R|)²) memoised comparisons for dominated options, plus
    /// the reversibility checks: each option's opposite options compared
    /// with the new game, which has no id yet, so these comparisons look at
    /// options (they are what a general sum spends its time on).
    ///
    /// # Example
    /// ```
    /// use game_theory::partizan::Games;
    /// let mut games = Games::new();
    /// let (zero, one, star) = (games.integer(0), games.integer(1), games.nimber(1));
    /// // {0, * | } : * is reversible (through 0), so this is {0|} = 1.
    /// assert_eq!(games.game(&[zero, star], &[]), one);
    /// // {0 | 1} is the number 1/2.
    /// let half = games.game(&[zero], &[one]);
    /// assert_eq!(games.display(half), "1/2");
    /// ```
    pub fn game(&mut self, left: &[GameId], right: &[GameId]) -> GameId {
        super::simplify::canonical(self, left, right)
    }

    /// `g ≤ h`: Left, moving second in h − g, wins. From the definition
    /// (no left option of g is ≥ h, no right option of h is ≤ g), memoised,
    /// with two shortcuts: compact forms compare by their parts, and a
    /// number's own options are never looked at when the other side is not
    /// a number (by number avoidance, moving in the number never helps).
    pub fn le(&mut self, g: GameId, h: GameId) -> bool {
        if g == h {
            return true;
        }
        if let (Kind::Nus(a), Kind::Nus(b)) = (&self.kinds[g.index()], &self.kinds[h.index()]) {
            return a.le(b);
        }
        let key = pair(g, h);
        if let Some(&known) = self.le_memo.get(&key) {
            return known;
        }
        let result = self.le_by_options(g, h);
        self.le_memo.insert(key, result);
        result
    }

    fn le_by_options(&mut self, g: GameId, h: GameId) -> bool {
        if !self.is_number(g) {
            let range = self.option_range(g);
            for i in 0..range.left {
                let gl = self.left_at(range, i);
                if self.le(h, gl) {
                    return false;
                }
            }
        }
        if !self.is_number(h) {
            let range = self.option_range(h);
            for i in 0..range.right {
                let hr = self.right_at(range, i);
                if self.le(hr, g) {
                    return false;
                }
            }
        }
        true
    }

    /// The text of `g`'s canonical form, as docs/problems.md's "Partizan
    /// games" section prints it (each side's options sorted by their
    /// texts).
    ///
    /// # Complexity
    /// One text per distinct form below `g`, each sorted once.
    pub fn display(&mut self, g: GameId) -> String {
        super::display::form_text(self, g)
    }

    /// `g < h`.
    pub fn lt(&mut self, g: GameId, h: GameId) -> bool {
        g != h && self.le(g, h)
    }

    /// The outcome class of `g`, from its comparisons with 0.
    pub fn outcome(&mut self, g: GameId) -> OutcomeClass {
        let zero = self.zero();
        match (self.le(zero, g), self.le(g, zero)) {
            (true, true) => OutcomeClass::Previous,
            (true, false) => OutcomeClass::Left,
            (false, true) => OutcomeClass::Right,
            (false, false) => OutcomeClass::Next,
        }
    }

    /// The canonical form of `g + h`, memoised by the pair. Compact forms
    /// add by parts; a number x added to a general form G gives
    /// {G^L + x | G^R + x}, already canonical (number translation); other
    /// sums are {G^L + H, G + H^L | G^R + H, G + H^R}, simplified.
    pub fn sum(&mut self, g: GameId, h: GameId) -> GameId {
        if let (Kind::Nus(a), Kind::Nus(b)) = (&self.kinds[g.index()], &self.kinds[h.index()]) {
            let total = a.add(b);
            return self.nus(total);
        }
        let zero = self.zero();
        if g == zero {
            return h;
        }
        if h == zero {
            return g;
        }
        let key = pair(g.min(h), g.max(h));
        if let Some(&known) = self.sum_memo.get(&key) {
            return known;
        }
        let result = if self.is_number(g) {
            self.translate(h, g)
        } else if self.is_number(h) {
            self.translate(g, h)
        } else {
            let (mut left, mut right) = (Vec::new(), Vec::new());
            self.add_to_options(g, h, &mut left, &mut right);
            self.add_to_options(h, g, &mut left, &mut right);
            self.game(&left, &right)
        };
        self.sum_memo.insert(key, result);
        result
    }

    /// Pushes `g^L + h` and `g^R + h`.
    fn add_to_options(
        &mut self,
        g: GameId,
        h: GameId,
        left: &mut Vec<GameId>,
        right: &mut Vec<GameId>,
    ) {
        let range = self.option_range(g);
        for i in 0..range.left {
            let gl = self.left_at(range, i);
            left.push(self.sum(gl, h));
        }
        for i in 0..range.right {
            let gr = self.right_at(range, i);
            right.push(self.sum(gr, h));
        }
    }

    /// `g + x` for a general form g and a number x.
    fn translate(&mut self, g: GameId, x: GameId) -> GameId {
        let (mut left, mut right) = (Vec::new(), Vec::new());
        self.add_to_options(g, x, &mut left, &mut right);
        self.intern_moves(left, right)
    }

    /// The canonical form of `−g`: the options swapped and negated (the
    /// negative of a canonical form is canonical).
    pub fn neg(&mut self, g: GameId) -> GameId {
        if let Kind::Nus(nus) = &self.kinds[g.index()] {
            let negative = nus.neg();
            return self.nus(negative);
        }
        if let Some(&known) = self.negatives.get(g.index()) {
            if known != u32::MAX {
                return GameId(known);
            }
        }
        let range = self.option_range(g);
        let mut left = Vec::with_capacity(range.right as usize);
        for i in 0..range.right {
            let gr = self.right_at(range, i);
            left.push(self.neg(gr));
        }
        let mut right = Vec::with_capacity(range.left as usize);
        for i in 0..range.left {
            let gl = self.left_at(range, i);
            right.push(self.neg(gl));
        }
        let negative = self.intern_moves(left, right);
        let needed = g.index().max(negative.index()) + 1;
        if self.negatives.len() < needed {
            self.negatives.resize(needed, u32::MAX);
        }
        self.negatives[g.index()] = negative.0;
        self.negatives[negative.index()] = g.0;
        negative
    }

    /// `g − h`.
    pub fn difference(&mut self, g: GameId, h: GameId) -> GameId {
        let minus_h = self.neg(h);
        self.sum(g, minus_h)
    }
}
