//! Exhaustive game search straight from the rules: the reference every fast
//! method in this crate is tested against over all small positions.
//!
//! A game is given by its move rule alone, `moves(state) -> next states`;
//! nothing here knows a theorem, so agreement with it is evidence.

use itertools::Itertools;
use std::collections::HashMap;
use std::hash::Hash;

/// Whether the player to move wins under normal play (a player who cannot
/// move loses), searching every line of play from `state`, memoised.
///
/// # Complexity
/// O(states · moves) hash-map operations; recursion as deep as the longest
/// game, so meant for small positions.
///
/// # Example
/// ```
/// use game_theory::testing::exhaustive::mover_wins;
/// use std::collections::HashMap;
/// // Take 1 or 2 from a pile: lost exactly at multiples of 3.
/// let moves = |&n: &u32| (1..=2).filter(|&s| s <= n).map(|s| n - s).collect();
/// let mut memo = HashMap::new();
/// let wins: Vec<bool> = (0..6).map(|n| mover_wins(&n, &moves, &mut memo)).collect();
/// assert_eq!(wins, [false, true, true, false, true, true]);
/// ```
pub fn mover_wins<S, F>(state: &S, moves: &F, memo: &mut HashMap<S, bool>) -> bool
where
    S: Hash + Eq + Clone,
    F: Fn(&S) -> Vec<S>,
{
    if let Some(&known) = memo.get(state) {
        return known;
    }
    let wins = moves(state)
        .iter()
        .any(|next| !mover_wins(next, moves, memo));
    memo.insert(state.clone(), wins);
    wins
}

/// Whether the player to move wins under misère play (whoever makes the
/// last move loses, so a player who cannot move has won), searching every
/// line of play from `state`, memoised.
///
/// # Complexity
/// As [`mover_wins`]: meant for small positions.
///
/// # Example
/// ```
/// use game_theory::testing::exhaustive::misere_mover_wins;
/// use std::collections::HashMap;
/// // Take 1 or 2 from a pile, misère: lost exactly at 1, 4, 7, ...
/// let moves = |&n: &u32| (1..=2).filter(|&s| s <= n).map(|s| n - s).collect();
/// let mut memo = HashMap::new();
/// let wins: Vec<bool> = (0..6).map(|n| misere_mover_wins(&n, &moves, &mut memo)).collect();
/// assert_eq!(wins, [true, false, true, true, false, true]);
/// ```
pub fn misere_mover_wins<S, F>(state: &S, moves: &F, memo: &mut HashMap<S, bool>) -> bool
where
    S: Hash + Eq + Clone,
    F: Fn(&S) -> Vec<S>,
{
    if let Some(&known) = memo.get(state) {
        return known;
    }
    let options = moves(state);
    let wins = options.is_empty()
        || options
            .iter()
            .any(|next| !misere_mover_wins(next, moves, memo));
    memo.insert(state.clone(), wins);
    wins
}

/// The Grundy number of `state` straight from its definition: the least
/// number that is not the Grundy number of a successor. Memoised.
///
/// # Example
/// ```
/// use game_theory::testing::exhaustive::grundy;
/// use std::collections::HashMap;
/// let take_any = |&n: &u32| (0..n).collect();
/// assert_eq!(grundy(&5, &take_any, &mut HashMap::new()), 5);
/// ```
pub fn grundy<S, F>(state: &S, moves: &F, memo: &mut HashMap<S, u32>) -> u32
where
    S: Hash + Eq + Clone,
    F: Fn(&S) -> Vec<S>,
{
    if let Some(&known) = memo.get(state) {
        return known;
    }
    let successors: Vec<u32> = moves(state)
        .iter()
        .map(|next| grundy(next, moves, memo))
        .collect();
    let value = (0..).find(|g| !successors.contains(g)).unwrap();
    memo.insert(state.clone(), value);
    value
}

/// Every vector of length `0..=max_len` with entries in `0..=max_value`:
/// all small positions of a game on a row of piles.
///
/// # Example
/// ```
/// use game_theory::testing::exhaustive::all_vectors;
/// assert_eq!(all_vectors(2, 1).len(), 1 + 2 + 4);
/// ```
pub fn all_vectors(max_len: usize, max_value: u64) -> Vec<Vec<u64>> {
    // Test support never goes to a judge, so it may use itertools: one
    // cartesian power per length, the shortest first.
    (0..=max_len)
        .flat_map(|len| (0..len).map(|_| 0..=max_value).multi_cartesian_product())
        .collect()
}

/// Every directed graph on vertices `0..n` without repeated edges, as its
/// list of edges: `2^(n²)` of them with loops, `2^(n(n-1))` without.
///
/// # Example
/// ```
/// use game_theory::testing::exhaustive::all_digraphs;
/// assert_eq!(all_digraphs(2, true).count(), 16);
/// assert_eq!(all_digraphs(2, false).count(), 4);
/// ```
pub fn all_digraphs(n: u32, loops: bool) -> impl Iterator<Item = Vec<(u32, u32)>> {
    let pairs: Vec<(u32, u32)> = (0..n)
        .flat_map(|u| (0..n).map(move |v| (u, v)))
        .filter(|&(u, v)| loops || u != v)
        .collect();
    (0u64..1 << pairs.len()).map(move |set| {
        (0..pairs.len())
            .filter(|&i| set >> i & 1 == 1)
            .map(|i| pairs[i])
            .collect()
    })
}

/// Whether the graph on `0..n` (`n ≤ 64`) has no cycle (a loop is one):
/// positions with no move are peeled off until none is left, or none can
/// be.
pub fn is_acyclic(n: usize, edges: &[(u32, u32)]) -> bool {
    let mut followers = vec![0u64; n];
    for &(u, v) in edges {
        followers[u as usize] |= 1 << v;
    }
    let mut left: u64 = if n == 64 { !0 } else { (1 << n) - 1 };
    loop {
        let sinks = (0..n)
            .filter(|&u| left >> u & 1 == 1 && followers[u] & left == 0)
            .fold(0u64, |sinks, u| sinks | 1 << u);
        if sinks == 0 {
            return left == 0;
        }
        left &= !sinks;
    }
}
