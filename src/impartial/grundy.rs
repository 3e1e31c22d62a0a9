//! Grundy numbers: the mex rule and tables for single-pile games.
//!
//! By the Sprague-Grundy theorem every impartial game under normal play is
//! equivalent to a Nim pile whose size is its Grundy number, the mex (least
//! excluded value) of its options' Grundy numbers; a sum of games is lost for
//! the mover exactly when the XOR of the parts' Grundy numbers is 0.

use crate::impartial::nim::{IntoNimber, Nimber};
pub use crate::search::MexSet;
use std::cell::Cell;

/// The least non-negative integer not among `values`, in their own type
/// (values or references to values of one unsigned type).
///
/// # Complexity
/// O(n), with no sorting. Values below 64 go into a bit mask; larger ones,
/// only when they occur, into a buffer the thread keeps between calls, so
/// a call allocates only when it sees more large values than any call
/// before it on the thread.
///
/// # Panics
/// If the answer does not fit in the values' type (all 256 `u8` values).
///
/// # Example
/// ```
/// use game_theory::impartial::grundy::mex;
/// assert_eq!(mex([0u32, 1, 3]), 2);
/// assert_eq!(mex(Vec::<u64>::new()), 0);
/// assert_eq!(mex(0..100usize), 100);
/// let options: Vec<u8> = vec![1, 0, 0, 2];
/// assert_eq!(mex(&options), 3u8);
/// ```
pub fn mex<I>(values: I) -> <I::Item as IntoNimber>::Nimber
where
    I: IntoIterator,
    I::Item: IntoNimber,
{
    thread_local! {
        // Taken out while a call uses it, so a mex computed inside the
        // iterator of another finds it empty and still works.
        static LARGE: Cell<Vec<u64>> = const { Cell::new(Vec::new()) };
    }
    let mut set = MexSet {
        small: 0,
        large: Vec::new(),
    };
    let mut borrowed = false;
    for v in values {
        let v = v.into_nimber().to_u64();
        if v < 64 {
            set.small |= 1 << v;
        } else {
            if !borrowed {
                set.large = LARGE.with(Cell::take);
                borrowed = true;
            }
            set.large.push(v);
        }
    }
    let answer = set.take_mex();
    if borrowed {
        LARGE.with(|cell| cell.set(set.large));
    }
    Nimber::from_u64(answer)
}

/// The Grundy number of a pile of `pile` stones when a move removes any
/// positive number of stones: the options have every value below `pile`, so
/// the mex is `pile` itself (a Nim pile is its own Grundy number).
///
/// # Example
/// ```
/// assert_eq!(game_theory::impartial::grundy::take_any_grundy(10), 10);
/// ```
pub fn take_any_grundy(pile: u64) -> u64 {
    pile
}

/// `g(0) … g(n)` for the subtraction game with move set `set`: a move takes
/// `s` stones for some `s` in `set` (duplicates allowed, zero ignored).
///
/// # Complexity
/// O(n · |set|) time, O(n) memory. Every value is at most `|set|`.
///
/// # Example
/// ```
/// use game_theory::impartial::grundy::subtraction_grundy_table;
/// assert_eq!(subtraction_grundy_table(&[1, 3, 4], 7), [0, 1, 0, 1, 2, 3, 2, 0]);
/// ```
pub fn subtraction_grundy_table(set: &[u64], n: usize) -> Vec<u32> {
    let mut table: Vec<u32> = Vec::with_capacity(n + 1);
    for x in 0..=n {
        let options = set
            .iter()
            .filter(|&&s| s >= 1 && s <= x as u64)
            .map(|&s| table[x - s as usize]);
        table.push(mex(options));
    }
    table
}

/// `g(0) … g(n)` for the division game with divisor set `divisors`: a move
/// replaces `x` by `floor(x / d)` for some `d` in the set (each `d ≥ 2`); a
/// pile that reaches 0 is gone, so `g(0) = 0`.
///
/// # Complexity
/// O(n · |divisors|) time, O(n) memory.
///
/// # Example
/// ```
/// use game_theory::impartial::grundy::division_grundy_table;
/// assert_eq!(division_grundy_table(&[2, 3, 6], 7), [0, 1, 2, 2, 3, 3, 0, 0]);
/// ```
pub fn division_grundy_table(divisors: &[u64], n: usize) -> Vec<u32> {
    let mut table: Vec<u32> = Vec::with_capacity(n + 1);
    table.push(0);
    for x in 1..=n {
        let options = divisors.iter().map(|&d| table[(x as u64 / d) as usize]);
        table.push(mex(options));
    }
    table
}

/// The ways to split a pile of `x` into `k ≥ 2` piles of consecutive sizes
/// `a, a − 1, …, a − k + 1 ≥ 1` (Codeforces 87C), as `(k, a)` with `k`
/// increasing: `x = k·a − k(k−1)/2`.
///
/// # Complexity
/// O(√x).
///
/// # Example
/// ```
/// use game_theory::impartial::grundy::consecutive_splits;
/// assert_eq!(consecutive_splits(9).collect::<Vec<_>>(), [(2, 5), (3, 4)]);
/// ```
pub fn consecutive_splits(x: u64) -> impl Iterator<Item = (u64, u64)> {
    // The smallest sum with k parts is k(k+1)/2.
    (2..)
        .take_while(move |k| k * (k + 1) / 2 <= x)
        .filter(move |k| (x + k * (k - 1) / 2) % k == 0)
        .map(move |k| (k, (x + k * (k - 1) / 2) / k))
}

/// `g(0) … g(n)` for the consecutive-split game of Codeforces 87C: the
/// options of `x` are the XORs of the parts' Grundy numbers over every
/// split, each XOR of a run of sizes taken from prefix XORs in O(1).
///
/// # Complexity
/// O(n √n).
///
/// # Example
/// ```
/// use game_theory::impartial::grundy::consecutive_split_grundy_table;
/// // 6 = 3 + 2 + 1 only, and g(3) ^ g(2) ^ g(1) = 1, so g(6) = 0.
/// assert_eq!(consecutive_split_grundy_table(6), [0, 0, 0, 1, 0, 0, 0]);
/// ```
pub fn consecutive_split_grundy_table(n: usize) -> Vec<u32> {
    let mut grundy = vec![0u32; n + 1];
    // prefix[i] = g(1) ^ … ^ g(i).
    let mut prefix = vec![0u32; n + 1];
    let mut options = Vec::new();
    for x in 1..=n {
        options.clear();
        options.extend(consecutive_splits(x as u64).map(|(k, a)| {
            let (high, low) = (a as usize, (a - k) as usize);
            prefix[high] ^ prefix[low]
        }));
        grundy[x] = mex(options.iter().copied());
        prefix[x] = prefix[x - 1] ^ grundy[x];
    }
    grundy
}

/// The smallest `k` of a winning first move in the consecutive-split game
/// from a pile of `x`, given the Grundy table up to `x`; `None` if the
/// first player loses.
///
/// # Example
/// ```
/// use game_theory::impartial::grundy::{consecutive_split_grundy_table, smallest_winning_split};
/// let table = consecutive_split_grundy_table(100);
/// assert_eq!(smallest_winning_split(3, &table), Some(2));
/// assert_eq!(smallest_winning_split(6, &table), None);
/// assert_eq!(smallest_winning_split(100, &table), Some(8));
/// ```
pub fn smallest_winning_split(x: usize, grundy: &[u32]) -> Option<u64> {
    consecutive_splits(x as u64)
        .find(|&(k, a)| (a - k + 1..=a).fold(0, |acc, size| acc ^ grundy[size as usize]) == 0)
        .map(|(k, _)| k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::grundy;
    use crate::testing::rules::{division_moves, subtraction_moves, take_any_moves};
    use std::collections::HashMap;

    #[test]
    fn mex_matches_its_definition() {
        let cases: Vec<Vec<u32>> = vec![
            vec![],
            vec![1, 2],
            vec![0, 0, 2],
            (0..64).collect(),
            (0..64).chain([65]).collect(),
            (0..70).rev().chain([64, 64]).collect(),
            vec![63, 64, 65],
        ];
        for values in cases {
            let expected = (0..).find(|g| !values.contains(g)).unwrap();
            assert_eq!(mex(values.iter().copied()), expected, "{values:?}");
            assert_eq!(mex(&values), expected, "{values:?}");
        }
    }

    /// The definition, read literally: the first count not among the values.
    fn mex_by_definition(values: &[u64]) -> u64 {
        (0..).find(|g| !values.contains(g)).unwrap()
    }

    #[test]
    fn mex_matches_its_definition_on_large_values_in_every_type() {
        use crate::testing::rng::TestRng;
        let mut rng = TestRng::new(27);
        let mut cases: Vec<Vec<u64>> = vec![
            (0..10_001).collect(),
            (0..10_001).filter(|&v| v != 9_999).rev().collect(),
            (0..20_000).map(|v| v / 2).collect(),
            (0..300).chain([1 << 40, u64::MAX, 300, 299]).collect(),
            vec![64; 100],
            (64..200).collect(),
        ];
        // Random sets around the small/large boundary and beyond, with
        // repeats, in every order.
        for _ in 0..2000 {
            let len = rng.below(300) as usize;
            let top = [70, 140, 400, 20_000][rng.below(4) as usize];
            cases.push((0..len).map(|_| rng.below(top)).collect());
        }
        let mut set = MexSet::new();
        for values in &cases {
            let expected = mex_by_definition(values);
            assert_eq!(mex(values), expected, "{values:?}");
            assert_eq!(mex(values.iter().copied()), expected);
            for &v in values {
                set.insert(v);
            }
            assert_eq!(set.take_mex(), expected);
            if values.iter().all(|&v| v <= u64::from(u32::MAX)) {
                let small: Vec<u32> = values.iter().map(|&v| v as u32).collect();
                assert_eq!(u64::from(mex(&small)), expected);
                let small: Vec<usize> = values.iter().map(|&v| v as usize).collect();
                assert_eq!(mex(small) as u64, expected);
            }
            if values.iter().all(|&v| v < 255) && expected < 256 {
                let bytes: Vec<u8> = values.iter().map(|&v| v as u8).collect();
                assert_eq!(u64::from(mex(bytes.iter())), expected);
                let words: Vec<u16> = values.iter().map(|&v| v as u16).collect();
                assert_eq!(u64::from(mex(words)), expected);
            }
        }
        assert_eq!(set.take_mex(), 0);
    }

    #[test]
    fn mex_inside_the_iterator_of_another_mex() {
        // Each option's value is itself a mex over large values, computed
        // while the outer call holds the thread's buffer.
        let outer = mex((0..200u64).map(|k| mex((0..k).chain(k + 1..k + 100))));
        assert_eq!(outer, 200);
    }

    #[test]
    #[should_panic(expected = "does not fit in u8")]
    fn mex_of_every_byte_does_not_fit_in_a_byte() {
        mex(0..=255u8);
    }

    #[test]
    fn consecutive_splits_match_exhaustive_search_of_the_whole_game() {
        use crate::testing::exhaustive::mover_wins;
        use crate::testing::rules::consecutive_split_moves;
        let moves = consecutive_split_moves;
        let table = consecutive_split_grundy_table(45);
        let mut memo = HashMap::new();
        for x in 1..=45u64 {
            let mut g_memo = HashMap::new();
            assert_eq!(
                grundy(&vec![x], &moves, &mut g_memo),
                table[x as usize],
                "{x}"
            );
            // The smallest winning k, from the whole game's search.
            let expected = (2..=x).find(|&k| {
                (k..=x).any(|a| {
                    (a + 1 - k..=a).sum::<u64>() == x && {
                        let mut parts: Vec<u64> = (a + 1 - k..=a).collect();
                        parts.sort_unstable();
                        !mover_wins(&parts, &moves, &mut memo)
                    }
                })
            });
            assert_eq!(smallest_winning_split(x as usize, &table), expected, "{x}");
        }
    }

    #[test]
    fn take_any_matches_the_definition() {
        let mut memo = HashMap::new();
        let moves = take_any_moves;
        for x in 0..50 {
            assert_eq!(u64::from(grundy(&x, &moves, &mut memo)), take_any_grundy(x));
        }
    }

    #[test]
    fn subtraction_tables_match_the_definition_for_every_small_set() {
        // Every set drawn from 1..=6, plus sets with large elements.
        let mut sets: Vec<Vec<u64>> = (1u32..64)
            .map(|mask| (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect())
            .collect();
        sets.push(vec![1_000_000]);
        sets.push(vec![2, 1_000_000]);
        for set in sets {
            let moves = subtraction_moves(&set);
            let mut memo = HashMap::new();
            let table = subtraction_grundy_table(&set, 60);
            for (x, &g) in table.iter().enumerate() {
                assert_eq!(g, grundy(&(x as u64), &moves, &mut memo), "{set:?} at {x}");
            }
        }
    }

    #[test]
    fn division_tables_match_the_definition_for_every_small_set() {
        let mut sets: Vec<Vec<u64>> = (1u32..128)
            .map(|mask| (2..=8).filter(|d| mask >> (d - 2) & 1 == 1).collect())
            .collect();
        sets.push(vec![1_000_000_000_000_000_000]);
        for set in sets {
            let moves = division_moves(&set);
            let mut memo = HashMap::new();
            let table = division_grundy_table(&set, 300);
            for (x, &g) in table.iter().enumerate() {
                assert_eq!(g, grundy(&(x as u64), &moves, &mut memo), "{set:?} at {x}");
            }
        }
    }
}
