//! Take-and-break games by any finite set of rules: from a heap of at
//! least `h`, take `t` tokens and leave nothing, one heap, or two heaps
//! (of different sizes, if the rule says so). Every octal code is such a
//! set, and so is every split rule whose parts may be single tokens:
//! Grundy's game is the one rule "take 0, leave two unequal heaps".
//!
//! # The rules, exactly
//! A [`TakeBreakRule`] `{ take: t, leave, min_heap: h }` is a move on a
//! heap of `n ≥ h` tokens:
//! - [`Leave::Nothing`]: if `n = t`, the heap is removed whole;
//! - [`Leave::OneHeap`]: if `n > t`, it becomes one heap of `n − t`;
//! - [`Leave::TwoHeaps`]: if `n ≥ t + 2`, it becomes two non-empty heaps
//!   `a + b = n − t`; [`Leave::TwoUnequalHeaps`] also asks `a ≠ b`.
//!
//! `t = 0` is a move only with two heaps (anything else would leave the
//! heap as it was, or remove a heap of nothing). A position is a list of
//! heaps, a move changes one of them by one rule, and whoever cannot move
//! loses; the value of a list is the XOR of its heaps' values.
//!
//! # How the values are computed
//! `G(n)` is the mex of the single heaps the rules leave of `n` and, for
//! each rule that splits, of `G(a) ⊕ G(n − t − a)` over its splits. The
//! engine computes it by the sparse space method
//! (`impartial/sparse_space.rs`, which says why it is exact): where
//! few heaps have *rare* values (Grundy's game, most octal games), a heap
//! needs far fewer looks than its `(n − t)/2` splits. Once the splits are
//! long, 16 heaps are computed together, their shared looks made once (as
//! [`crate::impartial::split_game`] does for one rule).
//!
//! Where rare heaps are many (the values are not sparse), that method
//! costs more than marking every split: on "take 1, 3 or 4, or split a
//! heap of at least 3", whose rare heaps stay near a quarter, some 2.4
//! times as much to 10^5 (7.4 s against 3.0 s marking heap by heap, on a
//! loaded host). So each time the number of values doubles the engine
//! counts the rare heaps in the recent half, and while they are more than
//! a tenth its blocks of 16 heaps mark every split up to the first heap's
//! largest part together (a part `a` is read once for the 16 heaps, whose
//! larger parts are adjacent values), leaving the sparse space method a
//! handful of splits a heap. Comparing the last splits against the few
//! values still unseen, as the sparse method's scan does, does not pay
//! there: measured on that game, the values below `G(n)` turn up late in
//! a heap's splits (to 2·10^4, more than 10 of them are still unseen
//! after an eighth of the splits for 86% of the heaps scanning from the
//! smallest part, 62% from the middle).
//!
//! # When a period is proven
//! The octal periodicity theorem (Guy and Smith; see
//! [`crate::impartial::octal`]) holds for these rules too when every rule
//! that splits with some `t` has a companion for the same `t` that allows
//! equal parts: past a heap `H` every rule then applies in full, which is
//! all the theorem's induction uses. `H` is the smallest heap from which
//! each `(t, what is left)` allowed at all is allowed without condition
//! (at least `t + 1`, or `t + 2` for splits). The first `N` values prove
//! `(P, Q)` when `N ≥ 2·max(P, 1) + 2Q + max(t, H − 3)` and
//! `G(n + Q) = G(n)` for `P ≤ n < N − Q`, `t` the most tokens a rule
//! takes: the octal bound, with `t` raised so that the induction starts
//! at `H` or later (its first heap, `2·max(P, 1) + Q + t`, is at least
//! `t + 3`). A set of rules written from an octal code has `H ≤ t + 2`
//! and so the octal code's own bound. A rule that only splits unequally,
//! with no companion, breaks the induction (a split `a + b` with `a ≠ b`
//! may shorten to `a + a`): no period is claimed, as for Grundy's game.
//!
//! # Complexity
//! Per value: `O(s · (r + k) + R)` by the sparse space method, `s` the
//! `t`s that split, `r` the heaps with rare values and `k` the splits
//! scanned until the rare values below the candidate appear; `O(s · n)`
//! when the values are not sparse; `R` the rules. Memory: 4 bytes a
//! value, 2 more while every value is below 256, plus the rare heaps'
//! list; past 256, 16 tables of a byte per value below the next power of
//! two above the largest.
//! Measured (release, CPU time on a shared 2-core host,
//! `scripts/bench --take-break`): Grundy's game to 10^6 in 0.87 s (the
//! split-rule engine, whose blocks finish each heap on tables of its own:
//! 0.74 s); "take 1, 3 or 4, or split a heap of at least 3" to 10^5 in
//! 0.75 s, against 1.05 to 1.14 s for the plain loop that marks every
//! option of every heap.

use crate::impartial::periodic::{octal_theorem_period, value_or_periodic};
use crate::impartial::sparse_space::{SparseValues, Splits};
use crate::impartial::split_game::{mark_block, BLOCK, SHARED_SCAN};
use crate::judge::{Error, Scanner, E18};

/// What a move leaves of the heap it takes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Leave {
    /// Nothing: the heap had exactly `take` tokens.
    Nothing,
    /// One non-empty heap.
    OneHeap,
    /// Two non-empty heaps, of any sizes.
    TwoHeaps,
    /// Two non-empty heaps of different sizes.
    TwoUnequalHeaps,
}

/// One rule: from a heap of at least `min_heap`, take `take` tokens and
/// leave what `leave` says (see the module docs for exactly when).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TakeBreakRule {
    /// The tokens a move takes.
    pub take: usize,
    /// What it leaves of the heap.
    pub leave: Leave,
    /// The smallest heap the rule applies to (0 and 1 alike).
    pub min_heap: usize,
}

impl TakeBreakRule {
    /// Why the rule is no move, if it is none: `take = 0` leaving nothing
    /// or one heap.
    fn fault(&self) -> Option<&'static str> {
        (self.take == 0 && matches!(self.leave, Leave::Nothing | Leave::OneHeap))
            .then_some("a rule that takes 0 tokens must leave two heaps (p = 2)")
    }
}

/// Reads `R` and then `R` rules `t p h u` (docs/problems.md,
/// `take-and-break`): `1 ≤ R ≤ 20`, `0 ≤ t ≤ 20`, `p` the number of heaps
/// left (0, 1 or 2), `1 ≤ h ≤ 10^18`, `u` 1 for two unequal heaps (read,
/// and meaningless, unless `p = 2`); a rule with `t = 0` must have `p = 2`.
///
/// # Example
/// ```
/// use game_theory::impartial::take_break::{read_rules, Leave, TakeBreakRule};
/// use game_theory::judge::Scanner;
/// let rules = read_rules(&mut Scanner::new(b"1\n0 2 1 1\n".to_vec())).unwrap();
/// let grundys_game = TakeBreakRule { take: 0, leave: Leave::TwoUnequalHeaps, min_heap: 1 };
/// assert_eq!(rules, [grundys_game]);
/// let bad = read_rules(&mut Scanner::new(b"1\n0 1 1 0\n".to_vec())).unwrap_err();
/// assert!(bad.message().starts_with("rule 1: a rule that takes 0 tokens"));
/// ```
pub fn read_rules(input: &mut Scanner) -> Result<Vec<TakeBreakRule>, Error> {
    let count = input.usize("R", 1, 20)?;
    (1..=count)
        .map(|number| {
            let take = input.usize(&format!("t_{number}"), 0, 20)?;
            let heaps_left = input.usize(&format!("p_{number}"), 0, 2)?;
            let min_heap = input.u64(&format!("h_{number}"), 1, E18)?;
            let leave = match (heaps_left, input.usize(&format!("u_{number}"), 0, 1)?) {
                (0, _) => Leave::Nothing,
                (1, _) => Leave::OneHeap,
                (_, 0) => Leave::TwoHeaps,
                _ => Leave::TwoUnequalHeaps,
            };
            let rule = TakeBreakRule {
                take,
                leave,
                // A heap this large is never asked about.
                min_heap: usize::try_from(min_heap).unwrap_or(usize::MAX),
            };
            match rule.fault() {
                Some(why) => Err(input.error(format!("rule {number}: {why}"))),
                None => Ok(rule),
            }
        })
        .collect()
}

/// The rules that split with one `t`, gathered.
#[derive(Debug, Clone, Copy)]
struct SplitMove {
    take: usize,
    /// From this heap on every split is a move, equal parts too
    /// (`usize::MAX` if no rule allows equal parts).
    any_from: usize,
    /// From this heap on the unequal splits are moves.
    unequal_from: usize,
}

impl SplitMove {
    /// The largest smaller part of a split of a heap of `n`, if it has one.
    fn largest_part(&self, n: usize) -> Option<usize> {
        if n >= self.any_from {
            Some((n - self.take) / 2)
        } else if n >= self.unequal_from {
            Some((n - self.take - 1) / 2)
        } else {
            None
        }
    }
}

/// The rules gathered by the shape of what they leave, so that each heap
/// asks each `(t, shape)` once.
#[derive(Debug, Clone, Default)]
struct Moves {
    /// `(t, from, to)` for each rule that leaves one heap or none: a heap
    /// `n` with `from ≤ n ≤ to` may become a heap of `n − t` (none: `to`
    /// is `t` for the rules that leave nothing). Two rules alike only mark
    /// one option twice.
    singles: Vec<(usize, usize, usize)>,
    split: Vec<SplitMove>,
}

impl Moves {
    fn new(rules: &[TakeBreakRule]) -> Self {
        let mut moves = Moves::default();
        for &TakeBreakRule {
            take: t,
            leave,
            min_heap,
        } in rules
        {
            // The smallest heap the rule moves on: at least `t` tokens and
            // what it leaves.
            let from = |left: usize| min_heap.max(t + left);
            match leave {
                Leave::Nothing => moves.singles.push((t, from(0), t)),
                Leave::OneHeap => moves.singles.push((t, from(1), usize::MAX)),
                _ => moves.split.push(SplitMove {
                    take: t,
                    any_from: if leave == Leave::TwoHeaps {
                        from(2)
                    } else {
                        usize::MAX
                    },
                    // A rule allowing every split allows the unequal ones.
                    unequal_from: from(3),
                }),
            }
        }
        // A split for heaps beyond every heap is none; the splits with one
        // `t` are one (sorted, the same `t`s are neighbours).
        moves.split.retain(|s| s.unequal_from < usize::MAX);
        moves.split.sort_unstable_by_key(|s| s.take);
        moves.split.dedup_by(|later, kept| {
            let same = later.take == kept.take;
            if same {
                kept.any_from = kept.any_from.min(later.any_from);
                kept.unequal_from = kept.unequal_from.min(later.unequal_from);
            }
            same
        });
        moves
    }

    /// The single heaps (0 for none left) the moves on a heap of `n`
    /// leave.
    fn singles(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        self.singles
            .iter()
            .filter(move |&&(_, from, to)| (from..=to).contains(&n))
            .map(move |&(t, _, _)| n - t)
    }

    /// Puts the splits of a heap of `n` into `splits`.
    fn splits_of(&self, n: usize, splits: &mut Vec<Splits>) {
        splits.clear();
        for split in &self.split {
            if let Some(largest) = split.largest_part(n) {
                splits.push(Splits {
                    total: n - split.take,
                    smallest: 1,
                    largest,
                });
            }
        }
    }

    /// The `t` the periodicity theorem's bound uses, `max(t, H − 3)` (see
    /// the module docs); `None` if a rule splits only unequally, with no
    /// companion allowing equal parts.
    fn theorem_take(&self) -> Option<usize> {
        let mut most = 0;
        // For a `(t, what is left)`, the smallest heap a rule allows it
        // from (none for a rule that applies to no heap: past `to`, or
        // beyond every heap); `t` itself for nothing left.
        let applies = |&&(_, from, to): &&(usize, usize, usize)| from <= to && from < usize::MAX;
        for &(t, _, to) in self.singles.iter().filter(applies) {
            let alike = self.singles.iter().filter(applies);
            let from = alike.filter(|s| (s.0, s.2) == (t, to)).map(|s| s.1).min();
            most = most.max(t).max(from.unwrap_or(0).saturating_sub(3));
        }
        for split in &self.split {
            if split.any_from == usize::MAX {
                return None;
            }
            most = most.max(split.take).max(split.any_from.saturating_sub(3));
        }
        Some(most)
    }
}

/// The values count as not sparse, and blocks share every split they can,
/// while more than one in this many of the recent half of the heaps are
/// rare.
/// Measured on "take 1, 3 or 4, or split a heap of at least 3" (a fifth
/// to a quarter rare), to 10^5: a tenth, a quarter, and marking every
/// option from the start took alike (within the host's noise); the sparse
/// space method throughout, 2.4 times as long.
const DENSE_ONE_RARE_IN: usize = 10;

/// A take-and-break game's Grundy values, computed as far as asked, and
/// its period once proven.
///
/// # Example
/// Take 1, 3 or 4 tokens (leaving the rest as one heap, or nothing), or
/// split a heap of at least 3 into two non-empty heaps: no octal code says
/// this (`4.3033` would split a heap of 2 too).
/// ```
/// use game_theory::impartial::take_break::{Leave::*, TakeBreakGame, TakeBreakRule};
/// let rule = |take, leave, min_heap| TakeBreakRule { take, leave, min_heap };
/// let mut rules = vec![rule(0, TwoHeaps, 3)];
/// for t in [1, 3, 4] {
///     rules.extend([rule(t, Nothing, 1), rule(t, OneHeap, 1)]);
/// }
/// let mut game = TakeBreakGame::new(&rules);
/// game.compute_to(7); // heaps 0..=7
/// assert_eq!(game.values(), [0, 1, 0, 2, 4, 3, 1, 5]);
/// // Heaps of 5, 6 and 7: 3 ⊕ 1 ⊕ 5 = 7, a win for the player to move.
/// assert_eq!([5, 6, 7].iter().map(|&h| game.grundy(h).unwrap()).fold(0, |x, g| x ^ g), 7);
/// // Grundy's game: no period is claimed, and the values are computed.
/// let grundys_game = TakeBreakRule { take: 0, leave: TwoUnequalHeaps, min_heap: 1 };
/// let mut game = TakeBreakGame::new(&[grundys_game]);
/// game.compute_for(1_000_000_000_000, 1 << 12);
/// assert_eq!((game.period(), game.values().len()), (None, 1 << 12));
/// // Kayles (0.77): take 1 or 2, leaving nothing, one heap or two.
/// let kayles: Vec<TakeBreakRule> = [(1, Nothing), (1, OneHeap), (1, TwoHeaps)]
///     .iter()
///     .flat_map(|&(t, leave)| [rule(t, leave, 1), rule(t + 1, leave, 1)])
///     .collect();
/// let mut game = TakeBreakGame::new(&kayles);
/// game.compute_for(1_000_000_000_000_000_000, 1 << 20);
/// assert_eq!(game.period(), Some((71, 12)));
/// assert_eq!(game.grundy(1_000_000_000_000_000_000), Some(1));
/// ```
#[derive(Debug, Clone)]
pub struct TakeBreakGame {
    rules: Vec<TakeBreakRule>,
    moves: Moves,
    sparse: SparseValues,
    /// Scratch: the splits of the heap being computed.
    splits: Vec<Splits>,
    /// Whether the values are not sparse (see [`DENSE_ONE_RARE_IN`]):
    /// blocks then share every part they can.
    dense: bool,
    /// The block path's tables of flags, one per heap of a block: 1 once
    /// the value is found an option. 256 flags a heap while the values are
    /// bytes.
    tables: Box<[[u8; 256]; BLOCK]>,
    /// Past bytes, a power of two above every value a heap.
    wide_tables: Vec<u8>,
    period: Option<(usize, usize)>,
    /// When to look for a period next.
    next_period_check: usize,
}

impl TakeBreakGame {
    /// A game with no value computed yet.
    ///
    /// # Panics
    /// If a rule takes 0 tokens and leaves nothing or one heap (no move).
    pub fn new(rules: &[TakeBreakRule]) -> Self {
        if let Some(why) = rules.iter().find_map(TakeBreakRule::fault) {
            panic!("{why}");
        }
        TakeBreakGame {
            rules: rules.to_vec(),
            moves: Moves::new(rules),
            sparse: SparseValues::new(),
            splits: Vec::new(),
            dense: false,
            tables: Box::new([[0; 256]; BLOCK]),
            wide_tables: Vec::new(),
            period: None,
            next_period_check: 1,
        }
    }

    /// The rules the game was made from.
    pub fn rules(&self) -> &[TakeBreakRule] {
        &self.rules
    }

    /// The values computed so far, `G(0) … G(N − 1)`.
    pub fn values(&self) -> &[u32] {
        self.sparse.values()
    }

    /// The smallest proven `(pre-period, period)`, once found (never for
    /// rules the theorem does not cover: see the module docs).
    pub fn period(&self) -> Option<(usize, usize)> {
        self.period
    }

    /// `G(heap)`, if computed or implied by the proven period.
    pub fn grundy(&self, heap: u64) -> Option<u32> {
        value_or_periodic(self.values(), self.period, heap)
    }

    /// Computes the values of heaps `0..=largest`, inclusive as every heap
    /// table of this crate (no period search).
    ///
    /// # Complexity
    /// See the module docs: about `O(n · s · r)` for `n` values where they
    /// are sparse, `O(n² · s)` where they are not.
    pub fn compute_to(&mut self, largest: usize) {
        while self.values().len() <= largest {
            self.advance(largest + 1);
        }
    }

    /// Computes values until `G(heap)` is known (directly, or through a
    /// proven period), or `limit` values are computed. Looks for a period
    /// as it goes, where the theorem applies, so a huge heap stops as soon
    /// as one is proven.
    pub fn compute_for(&mut self, heap: u64, limit: usize) {
        let theorem_take = self.moves.theorem_take();
        while self.grundy(heap).is_none() && self.values().len() < limit {
            self.advance(limit);
            let Some(t) = theorem_take else {
                continue;
            };
            let len = self.values().len();
            if len >= self.next_period_check {
                self.period = octal_theorem_period(self.values(), t);
                // Checks grow by 1/16 of the values, so they cost O(N) in
                // all while overshooting the proof by at most 1/16.
                self.next_period_check = len + (len / 16).max(1);
            }
        }
    }

    /// Computes the next values, a block of them if the block path takes
    /// them, else one; never past `n`.
    fn advance(&mut self, n: usize) {
        if !self.push_block(n) {
            self.push_next();
        }
    }

    /// Computes `G(n)` for the next heap `n` by the sparse space method,
    /// and after each choice of its mask whether the values are sparse.
    fn push_next(&mut self) {
        let n = self.values().len();
        let choosing = n >= self.sparse.next_mask_choice();
        self.moves.splits_of(n, &mut self.splits);
        self.sparse.push_next(self.moves.singles(n), &self.splits);
        if choosing {
            // Whether the heaps with rare values are too many in the
            // recent half for the sparse space method to pay.
            let len = n + 1;
            let rare = self.sparse.rare_heap_list();
            let recent = rare.len() - rare.partition_point(|&h| h < len / 2);
            self.dense = recent * DENSE_ONE_RARE_IN > len - len / 2;
        }
    }

    /// Computes the next [`BLOCK`] values together, if all of them are
    /// wanted (below `n`), the block stops short of the next mask choice
    /// (where the method is chosen again), and every rule that splits has
    /// splits for the block's first heap, as far as the shared marks go.
    /// Returns whether it computed any value.
    ///
    /// For each `t` that splits, the block's totals `n0 − t + j` have the
    /// larger parts `G(n0 − t + j − a)` of a part `a` side by side: a part
    /// from [`BLOCK`] on is read once and marked for the 16 heaps (a part
    /// of the first heap's splits is one of every later heap's). Each heap
    /// then marks its own single heaps and parts below [`BLOCK`] (whose
    /// larger part may be in the block), and the sparse space method
    /// finds its value from these marks and the pairs left
    /// ([`SparseValues::push_marked`]). What is shared is the method's:
    /// - sparse values: the parts below [`SHARED_SCAN`], and the rare
    ///   parts below half of every total, as the split-rule engine does
    ///   ([`crate::impartial::split_game`]); a heap looks for the rare
    ///   parts from that half on and scans on from [`SHARED_SCAN`].
    /// - values not sparse: every part up to the first heap's largest,
    ///   which leaves a heap a handful. Measured on "take 1, 3 or 4, or
    ///   split a heap of at least 3" to 10^5: 0.75 s, against 1.05 to
    ///   1.14 s for a plain loop marking every option heap by heap.
    ///
    /// Bytes are marked by [`mark_block`] (8 a word, 256 flags a heap);
    /// wider values by [`mark_wide_block`], in tables a power of two wide
    /// above every value (clearing 16 of them costs less than the block's
    /// marks while that width is at most the first heap).
    fn push_block(&mut self, n: usize) -> bool {
        let n0 = self.values().len();
        let dense = self.dense;
        let bytes = self.sparse.byte_values();
        // The tables' width: a power of two above every value, so above
        // every XOR of two.
        let width = match (dense, bytes) {
            (_, Some(_)) => 256,
            (true, None) => self.sparse.value_bound(),
            (false, None) => return false,
        };
        // The parts every heap of the block marks together: up to the
        // first heap's largest while the values are not sparse, else up
        // to SHARED_SCAN (a part up to a split's largest for the first
        // heap is one for every heap of the block).
        let shared_end = |split: &SplitMove| {
            let largest = split.largest_part(n0)?;
            match dense {
                true => Some(largest + 1),
                false => (largest + 1 >= SHARED_SCAN).then_some(SHARED_SCAN),
            }
        };
        let settled = self.moves.split.iter().all(|s| shared_end(s).is_some());
        if !settled || n0 + BLOCK > n.min(self.sparse.next_mask_choice()) || width > n0 {
            return false;
        }
        // While sparse, the rare parts below this are marked together too:
        // they are below half of every total of the block, so its smaller
        // parts.
        let rare_from = match (dense, self.moves.split.last()) {
            (false, Some(most_taken)) => SHARED_SCAN.max((n0 - most_taken.take + 1) / 2),
            _ => 0,
        };
        let (values, on_bytes) = (self.sparse.values(), bytes.is_some());
        match bytes {
            Some(bytes) => {
                let rare = self.sparse.rare_heap_list();
                let tables = &mut *self.tables;
                tables.iter_mut().for_each(|seen| *seen = [0; 256]);
                let forward = &bytes.forward;
                let start = rare.partition_point(|&r| r < SHARED_SCAN);
                let end = rare.partition_point(|&r| r < rare_from).max(start);
                for split in &self.moves.split {
                    let base = n0 - split.take;
                    let parts = BLOCK..shared_end(split).expect("a split");
                    mark_block(tables, forward, base, parts.map(|a| (a, forward[a])));
                    let rare_parts = rare[start..end].iter().copied();
                    let rare_parts = rare_parts.zip(bytes.rare_values[start..end].iter().copied());
                    mark_block(tables, forward, base, rare_parts);
                }
            }
            None => {
                let tables = &mut self.wide_tables;
                tables.clear();
                tables.resize(BLOCK * width, 0);
                for split in &self.moves.split {
                    let parts = BLOCK..shared_end(split).expect("a split");
                    mark_wide_block(tables, width, values, n0 - split.take, parts);
                }
            }
        }
        for j in 0..BLOCK {
            let heap = n0 + j;
            let values = self.sparse.values();
            let seen = match on_bytes {
                true => &mut self.tables[j][..],
                false => &mut self.wide_tables[j * width..(j + 1) * width],
            };
            let mut mark = |v: u32| seen[v as usize & (width - 1)] = 1;
            for left in self.moves.singles(heap) {
                mark(values[left]);
            }
            // Parts below BLOCK, whose larger part may be in the block; the
            // sparse space method looks at the rest.
            self.splits.clear();
            for split in &self.moves.split {
                let total = heap - split.take;
                let largest = split.largest_part(heap).expect("a split");
                (1..BLOCK.min(largest + 1)).for_each(|a| mark(values[a] ^ values[total - a]));
                self.splits.push(Splits {
                    total,
                    smallest: shared_end(split).expect("a split").max(BLOCK),
                    largest,
                });
            }
            let value = self.sparse.push_marked(seen, &self.splits, rare_from);
            if value as usize >= width {
                // The tables are too narrow for the next heaps.
                return true;
            }
        }
        true
    }
}

/// Marks `G(a) ⊕ G(base + j − a)` in table `j` (of `width` flags, a power
/// of two above every value), for each of the block's heaps `j` and each
/// part `a` of `parts` (each at least [`BLOCK`], so the larger parts are
/// known), two parts a round: two marks into one table often share a
/// cache line, and the 16 heaps' loop unrolls (on "take 1, 3 or 4, or
/// split a heap of at least 3" to 10^5, a part a round took twice as
/// long; reading `u32` values, 0.70 s against 0.77 s for a copy of them
/// as `u16`). [`mark_block`] does the same for values that are bytes, 8 a
/// word.
#[inline(never)]
fn mark_wide_block(
    tables: &mut [u8],
    width: usize,
    values: &[u32],
    base: usize,
    parts: std::ops::Range<usize>,
) {
    let larger = |a: usize| -> &[u32; BLOCK] {
        (&values[base - a..base - a + BLOCK])
            .try_into()
            .expect("a value a heap")
    };
    let wrap = width - 1;
    let mut a = parts.start;
    while a < parts.end {
        // An odd part out is marked twice.
        let b = (a + 1).min(parts.end - 1);
        let (first, second) = (larger(a), larger(b));
        let (g, h) = (values[a], values[b]);
        for (j, seen) in tables.chunks_exact_mut(width).enumerate() {
            seen[(first[j] ^ g) as usize & wrap] = 1;
            seen[(second[j] ^ h) as usize & wrap] = 1;
        }
        a += 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::octal::{plain_values, proven_period, OctalCode, OctalGame};
    use crate::impartial::split_game::{SplitGame, SplitRule};
    use crate::testing::rng::TestRng;

    /// A rule as the statement writes it: `(t, p, h, u)`.
    type Numbers = (usize, usize, usize, usize);

    fn rule_of((t, p, h, u): Numbers) -> TakeBreakRule {
        let leave = match (p, u) {
            (0, _) => Leave::Nothing,
            (1, _) => Leave::OneHeap,
            (_, 0) => Leave::TwoHeaps,
            _ => Leave::TwoUnequalHeaps,
        };
        TakeBreakRule {
            take: t,
            leave,
            min_heap: h,
        }
    }

    fn game_of(rules: &[Numbers]) -> TakeBreakGame {
        TakeBreakGame::new(&rules.iter().copied().map(rule_of).collect::<Vec<_>>())
    }

    /// `G(0) … G(n − 1)` from the rules as stated: for each heap, each
    /// rule, each move it allows (every ordered pair of parts), then the
    /// mex. No shortcut: no ranges, no merging of rules.
    fn by_the_rules(rules: &[Numbers], n: usize) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::new();
        for heap in 0..n {
            let mut options = Vec::new();
            for &(t, p, h, u) in rules {
                if heap < h || heap < t {
                    continue;
                }
                let rest = heap - t;
                match p {
                    0 if rest == 0 => options.push(0),
                    1 if rest >= 1 => options.push(values[rest]),
                    2 => {
                        for a in 1..rest {
                            let b = rest - a;
                            if !(u == 1 && a == b) {
                                options.push(values[a] ^ values[b]);
                            }
                        }
                    }
                    _ => {}
                }
            }
            values.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        values
    }

    /// The same values by the plain marking loop over the gathered moves:
    /// fast enough for long prefixes, and checked against
    /// `by_the_rules` on short ones below.
    fn plain(rules: &[Numbers], n: usize) -> Vec<u32> {
        let moves = Moves::new(&rules.iter().copied().map(rule_of).collect::<Vec<_>>());
        let mut values: Vec<u32> = Vec::new();
        let mut seen = vec![0; 1 << 16];
        let mut splits = Vec::new();
        for heap in 0..n {
            let stamp = heap + 1;
            for left in moves.singles(heap) {
                seen[values[left] as usize] = stamp;
            }
            moves.splits_of(heap, &mut splits);
            for split in &splits {
                for a in split.smallest..=split.largest {
                    seen[(values[a] ^ values[split.total - a]) as usize] = stamp;
                }
            }
            values.push((0..).find(|&v| seen[v as usize] != stamp).unwrap());
        }
        values
    }

    fn valid((t, p, _, _): Numbers) -> bool {
        t > 0 || p == 2
    }

    /// Every single rule with `t ≤ 3` and `h ≤ 7`.
    fn single_rules() -> Vec<Numbers> {
        let mut rules = Vec::new();
        for t in 0..=3 {
            for p in 0..=2 {
                for h in 1..=7 {
                    for u in 0..=1 {
                        if valid((t, p, h, u)) {
                            rules.push((t, p, h, u));
                        }
                    }
                }
            }
        }
        rules
    }

    /// Sets of 2 to 6 rules with `t ≤ 3`, `h ≤ 8`, from a fixed seed.
    fn random_rule_sets(seed: u64, count: usize) -> Vec<Vec<Numbers>> {
        let mut rng = TestRng::new(seed);
        (0..count)
            .map(|_| {
                let size = 2 + rng.below(5) as usize;
                let mut rules = Vec::new();
                while rules.len() < size {
                    let rule = (
                        rng.below(4) as usize,
                        rng.below(3) as usize,
                        1 + rng.below(8) as usize,
                        rng.below(2) as usize,
                    );
                    if valid(rule) {
                        rules.push(rule);
                    }
                }
                rules
            })
            .collect()
    }

    #[test]
    fn every_single_rule_matches_the_rules_as_stated() {
        let mut nonzero = 0;
        for rule in single_rules() {
            let expected = by_the_rules(&[rule], 31);
            let mut game = game_of(&[rule]);
            game.compute_to(30);
            assert_eq!(game.values(), expected, "{rule:?}");
            assert_eq!(plain(&[rule], 31), expected, "{rule:?}");
            nonzero += usize::from(expected.iter().any(|&v| v > 0));
        }
        // Not vacuous: all but the rules that never apply (p = 0 with
        // h > t) move somewhere.
        assert!(nonzero >= 100, "{nonzero}");
    }

    #[test]
    fn random_rule_sets_match_the_rules_as_stated() {
        for rules in random_rule_sets(38, 600) {
            let expected = by_the_rules(&rules, 31);
            let mut game = game_of(&rules);
            game.compute_to(30);
            assert_eq!(game.values(), expected, "{rules:?}");
            assert_eq!(plain(&rules, 31), expected, "{rules:?}");
        }
    }

    #[test]
    fn long_prefixes_match_the_plain_loop_through_mask_choices() {
        // Past several mask choices (64, 128, …, 1024), where the engine
        // goes sparse or dense and back: single rules, random sets, and
        // sets whose values pass 255 (the byte path's end).
        let mut sets: Vec<Vec<Numbers>> = single_rules().into_iter().map(|r| vec![r]).collect();
        sets.extend(random_rule_sets(7, 60));
        sets.push(vec![(1, 1, 1, 0), (0, 2, 1, 0)]); // Lasker's Nim's relative
        for t in 1..=3 {
            sets.push(
                (1..=t)
                    .map(|s| (s, 1, 1, 0))
                    .chain([(0, 2, 2, 0)])
                    .collect(),
            );
        }
        for rules in sets {
            let mut game = game_of(&rules);
            game.compute_to(1099);
            assert_eq!(game.values(), plain(&rules, 1100), "{rules:?}");
        }
    }

    /// Computes the first `n` values, and counts the whole blocks taken
    /// while the values were sparse and while they were not.
    fn compute_counting_blocks(game: &mut TakeBreakGame, n: usize) -> [usize; 2] {
        let mut blocks = [0; 2];
        while game.values().len() < n {
            let (len, dense) = (game.values().len(), game.dense);
            game.advance(n);
            blocks[usize::from(dense)] += usize::from(game.values().len() == len + BLOCK);
        }
        blocks
    }

    #[test]
    fn blocks_of_heaps_match_the_plain_loop() {
        // Blocks of sparse values start once every split has smaller parts
        // up to SHARED_SCAN, blocks of values that are not sparse once the
        // values are below the first heap; both stop before the mask
        // choice at 4096: the length goes past it and is no multiple of
        // BLOCK. Several splits, with and without equal parts, thresholds
        // (a split from 3000 keeps blocks off until then) and single
        // heaps.
        let n = 4096 + 5 * BLOCK + 7;
        let sets: Vec<Vec<Numbers>> = vec![
            vec![(0, 2, 1, 1)],
            vec![(0, 2, 1, 1), (1, 1, 1, 0)],
            vec![(0, 2, 1, 1), (1, 2, 1, 1)],
            vec![(0, 2, 1, 1), (2, 2, 5, 1), (3, 0, 1, 0), (20, 1, 1, 0)],
            vec![(0, 2, 1, 1), (0, 2, 6, 0)],
            vec![(0, 2, 1, 1), (3, 2, 1, 1), (7, 2, 3000, 0)],
            vec![(1, 2, 1, 0), (2, 2, 1, 0), (2, 1, 1, 0)],
            vec![(1, 0, 1, 0), (2, 1, 1, 0), (3, 2, 1, 0)],
            vec![(2, 2, 1, 0), (1, 0, 1, 0), (1, 1, 40, 0)],
            vec![(0, 2, 3, 0), (1, 2, 1, 0), (1, 1, 1, 0)],
        ];
        // Blocks taken, sparse and dense, by sets that took any.
        let mut blocks = [0; 2];
        for rules in sets {
            let mut game = game_of(&rules);
            let took = compute_counting_blocks(&mut game, n);
            assert_eq!(game.values(), plain(&rules, n), "{rules:?}");
            for (count, took) in blocks.iter_mut().zip(took) {
                *count += usize::from(took > 0);
            }
        }
        assert!(blocks[0] >= 6 && blocks[1] >= 4, "{blocks:?}");
    }

    /// Take 1, 3 or 4 (leaving one heap or nothing), or split a heap of at
    /// least 3: the issue's game whose values are not sparse.
    fn take_134_or_split() -> Vec<Numbers> {
        let mut rules = vec![(0, 2, 3, 0)];
        for t in [1, 3, 4] {
            rules.extend([(t, 0, 1, 0), (t, 1, 1, 0)]);
        }
        rules
    }

    #[test]
    fn values_that_are_not_sparse_share_every_split_in_blocks() {
        let rules = take_134_or_split();
        let mut game = game_of(&rules);
        let [_, dense_blocks] = compute_counting_blocks(&mut game, 1 << 13);
        assert!(game.dense, "the values of {rules:?} are not sparse");
        assert_eq!(game.values(), plain(&rules, 1 << 13));
        // In blocks of 16 heaps, nearly all of them.
        assert!(dense_blocks * BLOCK > (1 << 13) * 3 / 4, "{dense_blocks}");
        assert_eq!(&game.values()[..8], [0, 1, 0, 2, 4, 3, 1, 5]);
        // Grundy's game stays sparse.
        let mut grundys_game = game_of(&[(0, 2, 1, 1)]);
        let [sparse_blocks, _] = compute_counting_blocks(&mut grundys_game, 1 << 13);
        assert!(!grundys_game.dense && sparse_blocks > 0);
    }

    #[test]
    fn both_ends_of_each_constraint() {
        // t = 20 with every shape, beside t = 0; h = 1 and h past every
        // heap (10^18, and usize::MAX as read_rules makes of it); 20 rules.
        let far = usize::MAX;
        let sets: Vec<Vec<Numbers>> = vec![
            vec![(20, 0, 1, 0)],
            vec![(20, 1, 1, 0), (20, 2, 1, 1)],
            vec![(20, 2, 1, 0), (0, 2, 1, 1)],
            vec![(20, 0, 20, 0), (20, 1, 21, 0), (20, 2, 22, 0)],
            vec![(20, 0, 21, 0), (1, 1, 1, 0)],
            vec![(1, 1, far, 0), (0, 2, far, 1)],
            vec![(1, 1, 1_000_000_000_000_000_000, 0), (2, 1, 1, 0)],
            (0..20).map(|t| (t + 1, 1, 1 + t, t % 2)).collect(),
            (0..20).map(|t| (t, 2, 1, t % 2)).collect(),
        ];
        for rules in sets {
            let n = 90;
            let expected = by_the_rules(&rules, n);
            let mut game = game_of(&rules);
            game.compute_to(n - 1);
            assert_eq!(game.values(), expected, "{rules:?}");
        }
        // A rule that never applies leaves every heap dead.
        let mut dead = game_of(&[(3, 0, 4, 0), (1, 1, far, 0)]);
        dead.compute_to(49);
        assert!(dead.values().iter().all(|&v| v == 0));
    }

    #[test]
    #[should_panic(expected = "takes 0 tokens")]
    fn taking_nothing_must_split() {
        game_of(&[(0, 1, 1, 0)]);
    }

    #[test]
    fn rules_are_read_strictly() {
        let read = |text: &str| read_rules(&mut Scanner::new(text.as_bytes().to_vec()));
        let rules = read("3\n0 2 1 1\n20 0 1000000000000000000 0\n4 1 5 1\n").unwrap();
        assert_eq!(rules[0].leave, Leave::TwoUnequalHeaps);
        assert_eq!((rules[1].take, rules[1].min_heap), (20, E18 as usize));
        assert_eq!(rules[2].leave, Leave::OneHeap); // u means nothing here
        for (bad, why) in [
            ("0\n", "R must be between 1 and 20, got 0"),
            ("21\n", "R must be between 1 and 20, got 21"),
            ("1\n21 1 1 0\n", "t_1 must be between 0 and 20, got 21"),
            (
                "2\n1 1 1 0\n1 3 1 0\n",
                "p_2 must be between 0 and 2, got 3",
            ),
            ("1\n1 1 0 0\n", "h_1 must be between 1 and 10^18, got 0"),
            (
                "1\n1 1 1000000000000000001 0\n",
                "h_1 must be between 1 and 10^18",
            ),
            ("1\n1 1 1 2\n", "u_1 must be between 0 and 1, got 2"),
            (
                "2\n1 1 1 0\n0 0 1 0\n",
                "rule 2: a rule that takes 0 tokens",
            ),
            ("1\n0 1 5 0\n", "rule 1: a rule that takes 0 tokens"),
            ("1\n1 1 1\n", "input ends before u_1"),
        ] {
            let message = read(bad).unwrap_err().message().to_string();
            assert!(message.starts_with(why), "{bad:?}: {message}");
        }
    }

    /// The rules an octal code says, digit by digit (`D = 4`: split
    /// without taking, from a heap of 1, which is a heap of 2 in effect).
    fn octal_rules(code: &str) -> Vec<Numbers> {
        let (before, after) = code.split_once('.').unwrap();
        let mut rules = Vec::new();
        if before == "4" {
            rules.push((0, 2, 1, 0));
        }
        for (j, digit) in after.bytes().enumerate() {
            for p in 0..3 {
                if (digit - b'0') & (1 << p) != 0 {
                    rules.push((j + 1, p, 1, 0));
                }
            }
        }
        rules
    }

    /// Every code with one or two digits, `0.` and `4.`, and some with
    /// three, long and short pre-periods among them.
    fn some_codes() -> Vec<String> {
        let mut codes = Vec::new();
        for before in ["0", "4"] {
            for number in 0..64 {
                codes.push(format!("{before}.{}", number % 8));
                codes.push(format!("{before}.{}{}", number / 8, number % 8));
            }
        }
        codes.extend(["0.137", "0.777", "0.127", "4.107", "0.165", "0.034"].map(String::from));
        codes
    }

    #[test]
    fn octal_codes_written_as_rules_agree_with_the_octal_engine() {
        let mut proven = 0;
        for code in some_codes() {
            let octal = OctalCode::parse(code.as_bytes()).unwrap();
            let mut expected = OctalGame::new(octal.clone());
            expected.compute_to(399);
            let rules = octal_rules(&code);
            let mut game = game_of(&rules);
            game.compute_to(399);
            assert_eq!(game.values(), expected.values(), "{code}");
            // Rules from a code prove exactly the code's periods: the
            // same theorem, the same bound.
            let t = game.moves.theorem_take();
            assert_eq!(t, Some(octal.max_take()), "{code}");
            assert_eq!(
                octal_theorem_period(game.values(), t.unwrap()),
                proven_period(expected.values(), octal.max_take()),
                "{code}"
            );
            // And the search as it goes finds one when the code has one.
            let mut searching = game_of(&rules);
            searching.compute_for(u64::MAX, 400);
            let mut octal_game = OctalGame::new(octal.clone());
            octal_game.compute_for(u64::MAX, 400);
            assert_eq!(searching.period(), octal_game.period(), "{code}");
            proven += usize::from(searching.period().is_some());
        }
        assert!(proven > 150, "{proven}");
    }

    #[test]
    fn split_rules_written_as_rules_agree_with_the_split_engine() {
        for min_heap in 0..=6 {
            for unequal in [false, true] {
                let split = SplitRule {
                    min_heap,
                    min_part: 1,
                    unequal,
                };
                let mut expected = SplitGame::new(split);
                expected.compute_to(2999);
                let mut game = game_of(&[(0, 2, min_heap, usize::from(unequal))]);
                game.compute_to(2999);
                assert_eq!(game.values(), expected.values(), "{split:?}");
            }
        }
    }

    #[test]
    fn proven_periods_hold_far_beyond_the_proof() {
        // Rule sets the theorem covers, thresholds above the shapes' own
        // among them (which the octal bound alone would not cover): a
        // period proven by 300 values holds to 2000.
        const N: usize = 300;
        const CHECK: usize = 2000;
        let mut rng = TestRng::new(91);
        let mut proven = 0;
        let mut with_thresholds = 0;
        for mut rules in random_rule_sets(3, 250) {
            // Give every t that splits a companion with equal parts.
            for &(t, p, _, _) in &rules.clone() {
                if p == 2 {
                    rules.push((t, 2, 1 + rng.below(12) as usize, 0));
                }
            }
            let mut game = game_of(&rules);
            let t = game.moves.theorem_take().expect("covered");
            game.compute_for(u64::MAX, N);
            let Some((p, q)) = game.period() else {
                continue;
            };
            proven += 1;
            // The smallest heap each rule's shape needs: t, then 1 more for
            // one heap left, 2 for two, 3 for two unequal ones.
            let natural = rules
                .iter()
                .all(|&(t, p, h, u)| h <= t + p + usize::from(p == 2 && u == 1));
            with_thresholds += usize::from(!natural);
            let values = plain(&rules, CHECK);
            assert_eq!(&values[..game.values().len()], game.values());
            assert!(game.values().len() >= 2 * p.max(1) + 2 * q + t, "{rules:?}");
            for n in p..CHECK - q {
                assert_eq!(
                    values[n + q],
                    values[n],
                    "{rules:?}: ({p}, {q}) fails at {n}"
                );
            }
        }
        assert!(
            proven > 70 && with_thresholds > 60,
            "{proven} {with_thresholds}"
        );
        // A rule that splits only unequally, alone: no period claimed.
        let mut grundys_game = game_of(&[(0, 2, 1, 1), (1, 1, 1, 0)]);
        grundys_game.compute_for(u64::MAX, 2000);
        assert_eq!(
            (grundys_game.moves.theorem_take(), grundys_game.period()),
            (None, None)
        );
    }

    #[test]
    fn thresholds_are_needed_in_the_bound() {
        // Rule sets with thresholds: a period the bound accepts from any
        // prefix holds to 1500, while the octal bound with t alone (the
        // most tokens taken) accepts, for some sets, periods that fail.
        const CHECK: usize = 1500;
        let mut rng = TestRng::new(12);
        let mut naive_wrong = 0;
        for _ in 0..150 {
            let mut rules: Vec<Numbers> = Vec::new();
            for _ in 0..1 + rng.below(3) {
                let t = rng.below(3) as usize;
                let p = if t == 0 { 2 } else { 1 + rng.below(2) as usize };
                rules.push((t, p, 1 + rng.below(30) as usize, 0));
            }
            let game = game_of(&rules);
            let t = game
                .moves
                .theorem_take()
                .expect("no rule splits only unequally");
            let most_taken = rules.iter().map(|r| r.0).max().unwrap();
            let values = plain(&rules, CHECK);
            let holds = |(p, q): (usize, usize)| (p..CHECK - q).all(|n| values[n + q] == values[n]);
            for n in (4..200).step_by(5) {
                if let Some(period) = octal_theorem_period(&values[..n], t) {
                    assert!(holds(period), "{rules:?}: {period:?} from {n} values");
                }
                if let Some(period) = octal_theorem_period(&values[..n], most_taken) {
                    naive_wrong += usize::from(!holds(period));
                }
            }
        }
        assert!(naive_wrong > 0, "the thresholds never mattered");
        // "Take 1, or split a heap of at least 12 without taking": 0 0 1 0
        // 1 … up to 11, period 2 to the eye; then heap 13 can split into
        // 2 + 11, worth 1.
        let rules = [(1, 1, 1, 0), (0, 2, 12, 0)];
        assert_eq!(game_of(&rules).moves.theorem_take(), Some(9));
    }

    #[test]
    fn plain_values_match_the_octal_reference() {
        // The test's own fast reference against the crate's octal one.
        for code in ["0.77", "4.07", "0.3033"] {
            let octal = OctalCode::parse(code.as_bytes()).unwrap();
            assert_eq!(
                plain(&octal_rules(code), 500),
                plain_values(&octal, 500),
                "{code}"
            );
        }
    }
}
