//! Nim on one heap with sparse exceptions: a few listed heap sizes lose a
//! few listed moves (or keep only listed ones), heaps up to 10^18 and past,
//! every value in time polynomial in the length of the list, never in the
//! heap sizes.
//!
//! From a heap of `n` a move leaves any `m < n`, as in Nim, except at the
//! listed heaps: an [`Exception::Forbid`] removes one move, an
//! [`Exception::Only`] replaces a heap's moves by a listed set (an empty one
//! makes the heap a loss for the player to move, a "shortcut"). With no
//! exception `g(n) = n`; a single exception changes the values of every
//! larger heap, so no period ([`crate::impartial::periodic::Pattern`]) fits
//! them before the last exception, which may sit at 10^18.
//!
//! # Why the values are `n` minus a count
//! Write `V(n) = { g(m) : m < n }`, the values below `n`.
//!
//! **Lemma.** `V(n) = {0, 1, …, M(n) − 1}` for some `M(n)`, and
//! `g(n) ≤ M(n)`.
//! By induction: `V(0)` is empty. The options of `n` go to heaps below
//! `n`, so their values form a subset of `V(n) = {0, …, M(n) − 1}`, which
//! misses `M(n)`; their mex is therefore at most `M(n)`, and adding it to
//! `V(n)` leaves a set of the same form.
//!
//! Call `n` *fresh* when `g(n) = M(n)` (its value appears for the first
//! time) and a *repeat* otherwise. Each fresh heap adds one value, so
//! `M(n) = n − r(n)`, where `r(n)` counts the repeats below `n`.
//!
//! - An unlisted heap has every `m < n` as an option, whose values are all
//!   of `V(n)`: `g(n) = M(n) = n − r(n)`. So only listed heaps repeat, and
//!   `r(n)` is a count over at most `e` listed heaps: one binary search.
//! - The heaps with a value `v < M(h)` below `h` are exactly one fresh heap
//!   `p_v` (the first, where `v` appeared) and the repeats below `h` whose
//!   value is `v`. A heap `h` whose forbidden targets form the set `F`
//!   lacks the value `v` among its options exactly when all of those heaps
//!   lie in `F`, that is when `F` holds `1 + (repeats of v below h)` heaps
//!   of value `v`. Only values of heaps in `F` can qualify (`p_v` always
//!   exists), so `g(h)` is the least qualifying value, or `M(h)` if none:
//!   one look-up per forbidden target. A heap with [`Exception::Only`]
//!   takes the mex of its listed targets' values.
//! - The listed heaps are taken in increasing order; each needs the values
//!   of smaller heaps only, which the two rules above give from the listed
//!   heaps already done.
//!
//! The fresh heap of a value `v` is `p_v = v + j` for the least `j` with
//! `R_j − j > v`, where `R_0 < R_1 < …` are the repeats (then exactly
//! `R_0 … R_{j−1}` lie below `v + j`, which is not itself a repeat). That
//! gives [`NimExceptions::move_to_value`] a winning move in a sum.
//!
//! # What it does not cover
//! The lemma needs every heap but the listed ones to reach *all* smaller
//! heaps. Under a finite subtraction set (take 1, 2 or 3) the values
//! between exceptions follow the last few values instead, a different
//! structure: there [`crate::impartial::subtraction`] or a table fits.
//! Exceptions that add moves (to a larger heap) are not games of this kind.
//!
//! # Example: a game with holes, at 10^18
//! From 5 you may not take 2; a heap of 10^18 may leave neither 0 nor 7;
//! a heap of 7 is a "shortcut": the player to move there has lost.
//! ```
//! use game_theory::impartial::nim_exceptions::{Exception, NimExceptions};
//! let big = 1_000_000_000_000_000_000u64;
//! let game = NimExceptions::new([
//!     Exception::forbid_take(5, 2),
//!     Exception::Forbid { heap: big, to: 0 },
//!     Exception::Forbid { heap: big, to: 7 },
//!     Exception::Only { heap: 7, to: vec![] },
//! ]);
//! // 5 cannot reach 3, so it takes the value 3 again; 7 is 0 again.
//! let values: Vec<u64> = (0..10).map(|n| game.grundy(n)).collect();
//! assert_eq!(values, [0, 1, 2, 3, 4, 3, 5, 0, 6, 7]);
//! assert!(!game.first_player_wins(big)); // both heaps of value 0 forbidden
//! assert_eq!(game.grundy(big + 1), big - 2); // three repeats below it
//! assert_eq!(game.winning_move(big + 1), Some(0));
//! // In a sum, move a heap of 9 (value 7) to one of value 7 ^ 3 = 4.
//! assert_eq!(game.move_to_value(9, 4), Some(4));
//! ```

use crate::impartial::grundy::mex;
use std::collections::{BTreeMap, HashMap};

/// One change to Nim's moves at one heap size.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Exception {
    /// From a heap of `heap`, the move that leaves `to` (takes
    /// `heap − to`) is not allowed. Listing it twice is the same as once.
    Forbid {
        /// The heap size the move starts from.
        heap: u64,
        /// The heap size it would leave, below `heap`.
        to: u64,
    },
    /// From a heap of `heap`, the only moves are to the sizes in `to`
    /// (together with those of every other `Only` of the same heap, less
    /// its `Forbid`s). An empty list makes `heap` a loss for the player to
    /// move.
    Only {
        /// The heap size whose moves are listed.
        heap: u64,
        /// The heap sizes it may leave, each below `heap`.
        to: Vec<u64>,
    },
}

impl Exception {
    /// The exception "from `heap`, taking `take` is not allowed", for rules
    /// stated as amounts taken.
    ///
    /// # Panics
    /// If `take` is 0 or more than `heap` (no such move).
    pub fn forbid_take(heap: u64, take: u64) -> Self {
        assert!(
            (1..=heap).contains(&take),
            "a heap of {heap} has no move taking {take}"
        );
        Exception::Forbid {
            heap,
            to: heap - take,
        }
    }
}

/// The moves of one listed heap, targets sorted and distinct.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Moves {
    /// Every smaller heap but these.
    AllBut(Vec<u64>),
    /// These only.
    Only(Vec<u64>),
}

/// Nim on one heap with listed exceptions, solved for every heap size.
///
/// Holds, for each listed heap, its moves and its value, and the sorted
/// list of the repeats (the heaps whose value appeared before them); every
/// other heap's value is its size less the repeats below it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NimExceptions {
    /// The listed heaps, ascending, with their moves and values.
    heaps: Vec<u64>,
    moves: Vec<Moves>,
    values: Vec<u64>,
    /// The heaps whose value is a repeat, ascending (all of them listed).
    repeats: Vec<u64>,
    /// `(value, heap)` for every repeat, sorted: where each value recurs.
    repeats_by_value: Vec<(u64, u64)>,
}

impl NimExceptions {
    /// Solves the game for the given exceptions, in any order, repeats
    /// allowed. See [`Exception`] for how exceptions at one heap combine.
    ///
    /// # Panics
    /// If an exception names a target `to ≥ heap` (not a move).
    ///
    /// # Complexity
    /// O(k log k) time and O(k) memory for `k` listed targets in all: each
    /// target is sorted once and its value found by binary search over the
    /// listed heaps before it (the module documentation proves why that is
    /// all it needs). Memory: about 8 bytes a listed target and 40 a listed
    /// heap.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::nim_exceptions::{Exception, NimExceptions};
    /// // Forbid every move of a heap of 3: it becomes a loss.
    /// let game = NimExceptions::new((0..3).map(|to| Exception::Forbid { heap: 3, to }));
    /// assert_eq!((0..6).map(|n| game.grundy(n)).collect::<Vec<_>>(), [0, 1, 2, 0, 3, 4]);
    /// ```
    pub fn new<I: IntoIterator<Item = Exception>>(exceptions: I) -> Self {
        let check = |heap: u64, to: u64| {
            assert!(to < heap, "a heap of {heap} has no move to {to}");
        };
        // heap -> (forbidden targets, the union of its `Only` lists if any)
        let mut listed: BTreeMap<u64, (Vec<u64>, Option<Vec<u64>>)> = BTreeMap::new();
        for exception in exceptions {
            match exception {
                Exception::Forbid { heap, to } => {
                    check(heap, to);
                    listed.entry(heap).or_default().0.push(to);
                }
                Exception::Only { heap, to } => {
                    to.iter().for_each(|&t| check(heap, t));
                    let only = &mut listed.entry(heap).or_default().1;
                    only.get_or_insert_with(Vec::new).extend(to);
                }
            }
        }
        let mut game = NimExceptions {
            heaps: Vec::with_capacity(listed.len()),
            moves: Vec::with_capacity(listed.len()),
            values: Vec::with_capacity(listed.len()),
            repeats: Vec::new(),
            repeats_by_value: Vec::new(),
        };
        // How many repeats below the current heap have each value.
        let mut recurrences: HashMap<u64, u64> = HashMap::new();
        let mut targets_values = Vec::new();
        for (heap, (mut forbidden, only)) in listed {
            forbidden.sort_unstable();
            forbidden.dedup();
            let moves = match only {
                Some(mut to) => {
                    to.sort_unstable();
                    to.dedup();
                    to.retain(|t| forbidden.binary_search(t).is_err());
                    Moves::Only(to)
                }
                None => Moves::AllBut(forbidden),
            };
            // Every heap below `heap` is unlisted or already done, which is
            // all `grundy` reads.
            let fresh = heap - game.repeats.len() as u64;
            let value = match &moves {
                Moves::Only(to) => mex(to.iter().map(|&m| game.grundy(m))),
                Moves::AllBut(forbidden) => {
                    targets_values.clear();
                    targets_values.extend(forbidden.iter().map(|&m| game.grundy(m)));
                    targets_values.sort_unstable();
                    // The least value all of whose heaps below are forbidden.
                    let mut value = fresh;
                    let mut i = 0;
                    while i < targets_values.len() {
                        let v = targets_values[i];
                        let run = targets_values[i..].iter().take_while(|&&w| w == v).count();
                        if run as u64 == 1 + recurrences.get(&v).copied().unwrap_or(0) {
                            value = v;
                            break;
                        }
                        i += run;
                    }
                    value
                }
            };
            if value < fresh {
                game.repeats.push(heap);
                *recurrences.entry(value).or_insert(0) += 1;
                game.repeats_by_value.push((value, heap));
            }
            game.heaps.push(heap);
            game.moves.push(moves);
            game.values.push(value);
        }
        game.repeats_by_value.sort_unstable();
        game
    }

    /// The game with the moves `(heap, to)` forbidden: `from heap, leaving
    /// to` is not allowed. The same as [`NimExceptions::new`] with an
    /// [`Exception::Forbid`] each.
    ///
    /// # Panics
    /// If some `to ≥ heap`.
    ///
    /// # Complexity
    /// O(k log k) for `k` pairs.
    pub fn forbidding(moves: &[(u64, u64)]) -> Self {
        Self::new(
            moves
                .iter()
                .map(|&(heap, to)| Exception::Forbid { heap, to }),
        )
    }

    /// The Grundy value of a heap of `n`.
    ///
    /// # Complexity
    /// O(log e) for `e` listed heaps: two binary searches.
    pub fn grundy(&self, n: u64) -> u64 {
        let i = self.heaps.partition_point(|&h| h < n);
        if self.heaps.get(i) == Some(&n) {
            return self.values[i];
        }
        n - self.repeats.partition_point(|&h| h < n) as u64
    }

    /// Whether the player to move from a heap of `n` alone wins (its value
    /// is not 0).
    ///
    /// # Complexity
    /// O(log e).
    pub fn first_player_wins(&self, n: u64) -> bool {
        self.grundy(n) != 0
    }

    /// The smallest heap `m` that a heap of `n` may move to with
    /// `grundy(m) == value`, if any: in a sum whose values XOR to `x ≠ 0`,
    /// a heap of value `w` with `w ^ x < w` moves to `value = w ^ x`.
    ///
    /// # Complexity
    /// O(log e) from an unlisted heap; from a listed one, O((f + 1) log k)
    /// for its `f` listed targets (each forbidden target rules out at most
    /// one candidate; an `Only` heap's targets are read in order).
    pub fn move_to_value(&self, n: u64, value: u64) -> Option<u64> {
        let i = self.heaps.partition_point(|&h| h < n);
        if self.heaps.get(i) != Some(&n) {
            return self.first_with_value(value).filter(|&p| p < n);
        }
        match &self.moves[i] {
            Moves::Only(to) => to.iter().copied().find(|&m| self.grundy(m) == value),
            Moves::AllBut(forbidden) => {
                let first = self.repeats_by_value.partition_point(|&(v, _)| v < value);
                // The heaps of this value, ascending: the fresh one first
                // (a value recurs only after it appeared), then its repeats.
                let recurring = self.repeats_by_value[first..]
                    .iter()
                    .take_while(|&&(v, _)| v == value)
                    .map(|&(_, heap)| heap);
                self.first_with_value(value)
                    .into_iter()
                    .chain(recurring)
                    .take_while(|&m| m < n)
                    .find(|m| forbidden.binary_search(m).is_err())
            }
        }
    }

    /// A move from a heap of `n` alone to a heap of value 0 (the smallest
    /// such), or `None` if the player to move loses.
    ///
    /// # Complexity
    /// As [`NimExceptions::move_to_value`].
    pub fn winning_move(&self, n: u64) -> Option<u64> {
        self.move_to_value(n, 0)
    }

    /// The fresh heap `p_v` of a value (the first heap with that value), if
    /// it fits in a `u64`: `v + j` for the least `j` with `R_j − j > v`.
    fn first_with_value(&self, value: u64) -> Option<u64> {
        // `R_j − j` never decreases, as the repeats are distinct and
        // ascending (and `R_j ≥ j`, so the subtraction cannot wrap).
        let (mut lo, mut hi) = (0, self.repeats.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.repeats[mid] - mid as u64 > value {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        value.checked_add(lo as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The allowed targets of a heap, straight from the rules as stated.
    fn allowed(exceptions: &[Exception], heap: u64) -> Vec<u64> {
        let mut only: Option<Vec<u64>> = None;
        let mut forbidden = Vec::new();
        for e in exceptions {
            match e {
                Exception::Forbid { heap: h, to } if *h == heap => forbidden.push(*to),
                Exception::Only { heap: h, to } if *h == heap => {
                    only.get_or_insert_with(Vec::new).extend(to)
                }
                _ => {}
            }
        }
        let candidates = only.unwrap_or_else(|| (0..heap).collect());
        candidates
            .into_iter()
            .filter(|m| !forbidden.contains(m))
            .collect()
    }

    /// `g(0) … g(len − 1)` by the mex over allowed moves.
    fn brute_values(exceptions: &[Exception], len: u64) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..len {
            let options = allowed(exceptions, n);
            g.push(mex(options.iter().map(|&m| g[m as usize])));
        }
        g
    }

    /// The smallest of `options` with value `v`, by brute force.
    fn brute_move(options: &[u64], g: &[u64], v: u64) -> Option<u64> {
        options
            .iter()
            .copied()
            .filter(|&m| g[m as usize] == v)
            .min()
    }

    /// Checks every value, outcome and move-to-value of heaps below `len`.
    fn check_against_brute(exceptions: &[Exception], len: u64) {
        let game = NimExceptions::new(exceptions.iter().cloned());
        let g = brute_values(exceptions, len);
        for n in 0..len {
            assert_eq!(game.grundy(n), g[n as usize], "g({n}), {exceptions:?}");
            assert_eq!(game.first_player_wins(n), g[n as usize] != 0);
            // The smallest option of each value, in one pass.
            let mut first = vec![None; n as usize + 2];
            for m in allowed(exceptions, n) {
                let slot = &mut first[g[m as usize] as usize];
                *slot = Some(slot.map_or(m, |s: u64| s.min(m)));
            }
            for v in 0..=n + 1 {
                assert_eq!(
                    game.move_to_value(n, v),
                    first[v as usize],
                    "move from {n} to value {v}, {exceptions:?}"
                );
            }
        }
    }

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            // xorshift64*
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    /// A random exception list on heaps up to `max_heap`: up to 8 entries,
    /// with heaps 0 and 1, heaps repeated, whole heaps forbidden, `Only`
    /// lists (empty ones too) and duplicates all likely.
    fn random_exceptions(rng: &mut Rng, max_heap: u64, forbid_only: bool) -> Vec<Exception> {
        let mut list: Vec<Exception> = Vec::new();
        let mut heaps: Vec<u64> = Vec::new();
        for _ in 0..rng.below(9) {
            let heap = match rng.below(6) {
                0 => rng.below(2),
                1 if !heaps.is_empty() => heaps[rng.below(heaps.len() as u64) as usize],
                2 => rng.below(8),
                _ => rng.below(max_heap + 1),
            };
            heaps.push(heap);
            let kind = if forbid_only {
                rng.below(4)
            } else {
                rng.below(7)
            };
            match kind {
                _ if heap == 0 && (forbid_only || kind < 4) => {}
                0 if !list.is_empty() => {
                    let again = list[rng.below(list.len() as u64) as usize].clone();
                    list.push(again);
                }
                1 => list.extend((0..heap).map(|to| Exception::Forbid { heap, to })),
                0..=3 => {
                    // Near targets matter most: they hold the last values.
                    let to = if rng.below(2) == 0 {
                        heap - 1 - rng.below(heap.min(3))
                    } else {
                        rng.below(heap)
                    };
                    list.push(Exception::Forbid { heap, to });
                }
                _ => {
                    let size = if heap == 0 { 0 } else { rng.below(4) };
                    let to = (0..size).map(|_| rng.below(heap)).collect();
                    list.push(Exception::Only { heap, to });
                }
            }
        }
        list
    }

    #[test]
    fn every_forbidden_set_on_heaps_up_to_5() {
        let pairs: Vec<(u64, u64)> = (1..=5u64)
            .flat_map(|h| (0..h).map(move |m| (h, m)))
            .collect();
        assert_eq!(pairs.len(), 15);
        for mask in 0u32..1 << pairs.len() {
            let exceptions: Vec<Exception> = pairs
                .iter()
                .enumerate()
                .filter(|&(i, _)| mask >> i & 1 == 1)
                .map(|(_, &(heap, to))| Exception::Forbid { heap, to })
                .collect();
            let game = NimExceptions::new(exceptions.iter().cloned());
            let g = brute_values(&exceptions, 8);
            for n in 0..8 {
                assert_eq!(game.grundy(n), g[n as usize], "g({n}), {exceptions:?}");
            }
        }
    }

    #[test]
    fn random_exception_lists_on_heaps_up_to_40() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for _ in 0..3000 {
            let exceptions = random_exceptions(&mut rng, 40, false);
            check_against_brute(&exceptions, 46);
        }
    }

    #[test]
    fn hand_cases() {
        // No exceptions: Nim.
        let nim = NimExceptions::new([]);
        assert_eq!(nim.grundy(0), 0);
        assert_eq!(nim.grundy(u64::MAX), u64::MAX);
        assert_eq!(nim.winning_move(u64::MAX), Some(0));
        assert_eq!(nim.move_to_value(10, 10), None);
        // Heap 1 may not take its stone: 1 loses, and everything above
        // shifts down by one.
        let game = NimExceptions::forbidding(&[(1, 0)]);
        assert_eq!([0, 1, 2, 3].map(|n| game.grundy(n)), [0, 0, 1, 2]);
        assert_eq!(game.winning_move(1), None);
        assert_eq!(game.move_to_value(3, 1), Some(2));
        // The same rule given as an amount taken, and as an empty `Only`.
        assert_eq!(NimExceptions::new([Exception::forbid_take(1, 1)]), game);
        let shortcut = NimExceptions::new([Exception::Only {
            heap: 1,
            to: vec![],
        }]);
        assert_eq!([0, 1, 2, 3].map(|n| shortcut.grundy(n)), [0, 0, 1, 2]);
        // A forbidden move whose value another move still reaches changes
        // nothing: 2 cannot reach 0 and repeats its value 0, so 3, also
        // kept from 0, still reaches the value 0 at 2.
        let game = NimExceptions::forbidding(&[(2, 0), (3, 0)]);
        assert_eq!([0, 1, 2, 3, 4].map(|n| game.grundy(n)), [0, 1, 0, 2, 3]);
        assert_eq!(game.move_to_value(3, 0), Some(2));
    }

    #[test]
    fn forbidding_a_target_at_u64_max() {
        let top = u64::MAX;
        let game = NimExceptions::forbidding(&[(top, 0), (top - 1, top - 2)]);
        // top − 1 cannot reach the value top − 2: it repeats it.
        assert_eq!(game.grundy(top - 2), top - 2);
        assert_eq!(game.grundy(top - 1), top - 2);
        // top lacks only the value 0.
        assert_eq!(game.grundy(top), 0);
        assert_eq!(game.winning_move(top), None);
        assert_eq!(game.move_to_value(top, top - 2), Some(top - 2));
        assert_eq!(game.move_to_value(top, 1), Some(1));
        // A value past every heap has no first heap.
        assert_eq!(game.first_with_value(top), None);
    }

    /// Exceptions at heaps of `C` and above whose forbidden targets are all
    /// at least `C`, beside any exceptions on heaps up to 40: every heap
    /// `C + m` reaches every heap below `C`, whose values are
    /// `0 … M(C) − 1` (the lemma), so by induction
    /// `g(C + m) = M(C) + g'(m)`, `g'` the game of the upper exceptions
    /// moved down by `C`. And `M(C) = C − r` for the `r` repeats among the
    /// heaps up to 40 (all heaps from 41 to `C − 1` are fresh).
    #[test]
    fn exceptions_shifted_to_10_18_and_u64_max() {
        let mut rng = Rng(0x0123_4567_89ab_cdef);
        for &c in &[1_000_000_000_000_000_000 - 20, u64::MAX - 40] {
            for _ in 0..300 {
                let lower = random_exceptions(&mut rng, 40, false);
                let upper = random_exceptions(&mut rng, 40, true);
                let shifted = upper.iter().map(|e| match *e {
                    Exception::Forbid { heap, to } => Exception::Forbid {
                        heap: heap + c,
                        to: to + c,
                    },
                    Exception::Only { .. } => unreachable!(),
                });
                let game = NimExceptions::new(lower.iter().cloned().chain(shifted));
                let g_lower = brute_values(&lower, 41);
                let mut seen = g_lower.clone();
                seen.sort_unstable();
                seen.dedup();
                let repeats = 41 - seen.len() as u64;
                let below_c = c - repeats;
                let g_upper = brute_values(&upper, 41);
                for m in 0..41u64 {
                    let n = c + m;
                    assert_eq!(game.grundy(n), below_c + g_upper[m as usize]);
                    let options = allowed(&upper, m);
                    for v in 0..=m {
                        let expected = brute_move(&options, &g_upper, v).map(|t| t + c);
                        assert_eq!(game.move_to_value(n, below_c + v), expected);
                    }
                    // A value below M(C): its first heap, never forbidden here.
                    let w = g_lower[40];
                    let first = g_lower.iter().position(|&x| x == w).unwrap() as u64;
                    assert_eq!(game.move_to_value(n, w), Some(first));
                }
                // Between the two lists, heaps are fresh: n − r.
                for n in [41, 1000, c / 2, c - 1] {
                    assert_eq!(game.grundy(n), n - repeats);
                }
                assert_eq!(game.move_to_value(c, below_c - 1), Some(c - 1));
            }
        }
    }

    #[test]
    #[should_panic(expected = "no move to 5")]
    fn a_target_not_below_its_heap_panics() {
        NimExceptions::forbidding(&[(5, 5)]);
    }

    #[test]
    #[should_panic(expected = "no move taking 0")]
    fn taking_nothing_panics() {
        Exception::forbid_take(5, 0);
    }
}
