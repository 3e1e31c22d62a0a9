//! Exhaustive game search straight from the rules, for tests only: the
//! reference every fast method is compared with over all small positions.

use std::collections::HashMap;
use std::hash::Hash;

/// Whether the player to move wins under normal play (a player who cannot
/// move loses), searching every line of play from `state`, memoised.
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

/// The Grundy number of `state` straight from its definition: the least
/// number that is not the Grundy number of a successor. Memoised.
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

/// Every vector of length `0..=max_len` with entries in `0..=max_value`.
pub fn all_vectors(max_len: usize, max_value: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    let mut layer = vec![Vec::new()];
    for _ in 0..max_len {
        layer = layer
            .iter()
            .flat_map(|v: &Vec<u64>| {
                (0..=max_value).map(move |x| {
                    let mut w = v.clone();
                    w.push(x);
                    w
                })
            })
            .collect();
        all.extend(layer.iter().cloned());
    }
    all
}
