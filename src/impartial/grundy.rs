//! Grundy numbers: the mex rule and tables for single-pile games.
//!
//! By the Sprague-Grundy theorem every impartial game under normal play is
//! equivalent to a Nim pile whose size is its Grundy number, the mex (least
//! excluded value) of its options' Grundy numbers; a sum of games is lost for
//! the mover exactly when the XOR of the parts' Grundy numbers is 0.

/// The least non-negative integer not among `values`.
///
/// # Complexity
/// O(n) without allocating when the answer is below 64 (always, for a
/// position with fewer than 64 options); O(n log n) otherwise.
///
/// # Example
/// ```
/// use game_theory::impartial::grundy::mex;
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([]), 0);
/// assert_eq!(mex(0..100), 100);
/// ```
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut seen: u64 = 0;
    let mut large = Vec::new();
    for v in values {
        if v < 64 {
            seen |= 1 << v;
        } else {
            large.push(v);
        }
    }
    let small_mex = (!seen).trailing_zeros();
    if small_mex < 64 {
        return small_mex;
    }
    large.sort_unstable();
    large.dedup();
    let mut answer = 64;
    for v in large {
        if v != answer {
            break;
        }
        answer += 1;
    }
    answer
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
        }
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
