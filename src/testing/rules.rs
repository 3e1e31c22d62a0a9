//! Every game of the crate as its statement gives it: the moves from a
//! position (or, for the games that are not "who cannot move loses", a
//! direct search), written from the rules and nothing else.
//!
//! These are the references the tests compare each fast method with, in
//! the library's own tests and through the binaries; one copy serves both.
//! They are small-position tools: exponential, recursive, allocating.
//!
//! # Example
//! ```
//! use game_theory::testing::exhaustive::mover_wins;
//! use game_theory::testing::rules::subtraction_moves;
//! use std::collections::HashMap;
//! // Take 1, 3 or 4: lost at 0, 2, 7, 9, …
//! let moves = subtraction_moves(&[1, 3, 4]);
//! let mut memo = HashMap::new();
//! assert!(!mover_wins(&7, &moves, &mut memo) && mover_wins(&8, &moves, &mut memo));
//! ```

// States are vectors for the exhaustive search, so move rules take `&Vec`.
#![allow(clippy::ptr_arg)]

use std::collections::HashMap;

/// Moves of one pile when a move takes `s` stones for some `s` in `set`.
pub fn subtraction_moves(set: &[u64]) -> impl Fn(&u64) -> Vec<u64> + '_ {
    move |&n| set.iter().filter(|&&s| s <= n).map(|&s| n - s).collect()
}

/// Moves of one pile when a move takes any positive number of stones.
pub fn take_any_moves(&n: &u64) -> Vec<u64> {
    (0..n).collect()
}

/// Moves of one number in a division game: replace `x ≥ 1` by `⌊x / d⌋`
/// for a `d` in `divisors`; 0 has no move.
pub fn division_moves(divisors: &[u64]) -> impl Fn(&u64) -> Vec<u64> + '_ {
    move |&x| {
        if x == 0 {
            Vec::new()
        } else {
            divisors.iter().map(|&d| x / d).collect()
        }
    }
}

/// Wythoff's game: take any positive amount from one pile, or the same
/// amount from both.
pub fn wythoff_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut next = Vec::new();
    next.extend((1..=a).map(|l| (a - l, b)));
    next.extend((1..=b).map(|l| (a, b - l)));
    next.extend((1..=a.min(b)).map(|l| (a - l, b - l)));
    next
}

/// The splitting game 0.07 (Dawson's Kayles) on rows of tokens, as the
/// sorted list of row lengths: remove two adjacent tokens from one row,
/// leaving the tokens on either side as two rows.
pub fn splitting_moves(rows: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (r, &len) in rows.iter().enumerate() {
        for left in 0..len.saturating_sub(1) {
            let mut after = rows.clone();
            after.remove(r);
            after.extend([left, len - 2 - left].into_iter().filter(|&l| l > 0));
            after.sort_unstable();
            next.push(after);
        }
    }
    next
}

/// A split-rule game (Grundy's game and its relatives) on the sorted list
/// of non-empty heaps: replace a heap `h ≥ min_heap` by two heaps `a` and
/// `h − a`, each at least `min_part`, and different if `unequal`.
pub fn split_rule_moves(
    min_heap: u64,
    min_part: u64,
    unequal: bool,
) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> {
    move |heaps| {
        let mut next = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for a in 1..h {
                let b = h - a;
                if h >= min_heap && a >= min_part && b >= min_part && !(unequal && a == b) {
                    let mut after = heaps.clone();
                    after.remove(i);
                    after.extend([a, b]);
                    after.sort_unstable();
                    next.push(after);
                }
            }
        }
        next
    }
}

/// A take-and-break game by rules `(t, p, h, u)` on the sorted list of
/// non-empty heaps, as the statement of `take-and-break` says: from a
/// heap `n ≥ h`, take `t` tokens and leave nothing (`p = 0`, if `n = t`),
/// one heap of `n − t` (`p = 1`, if `n > t`), or two non-empty heaps
/// `a + b = n − t` (`p = 2`), different if `u = 1`.
pub fn take_break_moves(
    rules: &[(u64, u64, u64, u64)],
) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> + '_ {
    move |heaps| {
        let mut next = Vec::new();
        for (i, &n) in heaps.iter().enumerate() {
            let mut leave = |parts: &[u64]| {
                let mut after = heaps.clone();
                after.remove(i);
                after.extend(parts);
                after.sort_unstable();
                next.push(after);
            };
            for &(t, p, h, u) in rules {
                if n < h || n < t {
                    continue;
                }
                let rest = n - t;
                match p {
                    0 if rest == 0 => leave(&[]),
                    1 if rest > 0 => leave(&[rest]),
                    2 => {
                        for a in 1..rest {
                            if !(u == 1 && 2 * a == rest) {
                                leave(&[a, rest - a]);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        next
    }
}

/// Flip Game II (LeetCode 294) on the string itself: flip two adjacent
/// `+` into `--`.
pub fn flip_game_moves(s: &Vec<u8>) -> Vec<Vec<u8>> {
    (0..s.len().saturating_sub(1))
        .filter(|&i| s[i] == b'+' && s[i + 1] == b'+')
        .map(|i| {
            let mut t = s.clone();
            t[i] = b'-';
            t[i + 1] = b'-';
            t
        })
        .collect()
}

/// Chords of the pizza game, as pairs `(a, b)` with `a < b`.
pub type Chords = Vec<(u8, u8)>;

/// CodeChef BIGPIZA: people `0 … n−1` sit round a pizza; a move joins two
/// free people by a chord crossing no earlier chord (the state is the
/// sorted list of chords). Chords (a, b) with a < b and (c, d) cross when
/// exactly one of c, d lies strictly between a and b.
pub fn pizza_chord_moves(n: u8) -> impl Fn(&Chords) -> Vec<Chords> {
    move |chords| {
        let used = |p: u8| chords.iter().any(|&(a, b)| a == p || b == p);
        let crosses = |(a, b): (u8, u8), (c, d): (u8, u8)| (a < c && c < b) != (a < d && d < b);
        let mut next = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                if !used(a) && !used(b) && chords.iter().all(|&c| !crosses((a, b), c)) {
                    let mut after = chords.clone();
                    after.push((a, b));
                    after.sort_unstable();
                    next.push(after);
                }
            }
        }
        next
    }
}

/// Codeforces 1370C Number Game: from `n`, divide by an odd divisor
/// greater than 1, or subtract 1 if `n > 1`. Divisors are found in pairs
/// `d`, `n / d` by trial up to `√n`, so tables up to a few 10^4 stay cheap.
pub fn number_game_moves(&n: &u64) -> Vec<u64> {
    let mut next = Vec::new();
    if n > 1 {
        next.push(n - 1);
    }
    let mut small = 1;
    while small * small <= n {
        if n % small == 0 {
            for d in [small, n / small] {
                if d % 2 == 1 && d > 1 && !next.contains(&(n / d)) {
                    next.push(n / d);
                }
            }
        }
        small += 1;
    }
    next
}

/// A take-and-break game given by its octal code, on a position written
/// as the sorted list of its non-empty heaps. Written from the code's
/// meaning alone: take `j` tokens from one heap where digit `j` allows it,
/// then leave nothing (bit 1, the heap had exactly `j`), one heap (bit 2)
/// or two non-empty heaps in any sizes (bit 4); with `D = 4`, split a heap
/// in two without taking.
pub fn octal_moves(
    code: &crate::impartial::octal::OctalCode,
) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> + '_ {
    let text = code.to_string();
    let (before, after) = text.split_once('.').expect("a code has a point");
    let split_without_taking = before == "4";
    let digits: Vec<u64> = after.bytes().map(|d| u64::from(d - b'0')).collect();
    move |heaps| {
        let mut next = Vec::new();
        let mut leave = |i: usize, parts: &[u64]| {
            let mut after: Vec<u64> = heaps.clone();
            after.remove(i);
            after.extend(parts.iter().copied().filter(|&p| p > 0));
            after.sort_unstable();
            next.push(after);
        };
        for (i, &heap) in heaps.iter().enumerate() {
            if split_without_taking {
                for a in 1..heap {
                    leave(i, &[a, heap - a]);
                }
            }
            for (j, &digit) in digits.iter().enumerate() {
                let take = j as u64 + 1;
                if digit & 1 != 0 && heap == take {
                    leave(i, &[]);
                }
                if digit & 2 != 0 && heap > take {
                    leave(i, &[heap - take]);
                }
                if digit & 4 != 0 && heap >= take + 2 {
                    for a in 1..heap - take {
                        leave(i, &[a, heap - take - a]);
                    }
                }
            }
        }
        next
    }
}

/// Lasker's Nim on the sorted list of non-empty piles: take at least one
/// stone from a pile, or split a pile into two non-empty piles.
pub fn lasker_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &pile) in piles.iter().enumerate() {
        let mut replace = |parts: &[u64]| {
            let mut after = piles.clone();
            after.remove(i);
            after.extend(parts.iter().copied().filter(|&p| p > 0));
            after.sort_unstable();
            next.push(after);
        };
        for left in 0..pile {
            replace(&[left]);
        }
        for a in 1..pile {
            replace(&[a, pile - a]);
        }
    }
    next
}

/// Moore's Nim_k: take at least one stone from each of between 1 and `k`
/// piles (any amounts).
pub fn moore_moves(k: u64) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> {
    move |piles| {
        let mut next = Vec::new();
        // Every non-empty set of at most k non-empty piles, every way of
        // lowering each of them.
        let n = piles.len();
        for set in 1u32..1 << n {
            let chosen: Vec<usize> = (0..n).filter(|&i| set >> i & 1 == 1).collect();
            if chosen.len() as u64 > k || chosen.iter().any(|&i| piles[i] == 0) {
                continue;
            }
            let mut after = piles.clone();
            fn lower(
                after: &mut Vec<u64>,
                piles: &[u64],
                chosen: &[usize],
                next: &mut Vec<Vec<u64>>,
            ) {
                let Some((&i, rest)) = chosen.split_first() else {
                    next.push(after.clone());
                    return;
                };
                for left in 0..piles[i] {
                    after[i] = left;
                    lower(after, piles, rest, next);
                }
                after[i] = piles[i];
            }
            lower(&mut after, piles, &chosen, &mut next);
        }
        next
    }
}

/// Staircase Nim: `coins[i]` coins on step `i + 1`; move at least one coin
/// from a step down to the step below (from step 1, out of play).
pub fn staircase_moves(coins: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..coins.len() {
        for moved in 1..=coins[i] {
            let mut after = coins.clone();
            after[i] -= moved;
            if i > 0 {
                after[i - 1] += moved;
            }
            next.push(after);
        }
    }
    next
}

/// The token game on a directed graph played out by rounds from the
/// definition of a draw as endless play: `won_within[r][v]` says the mover
/// at `v` can force a win within `r` moves, `lost_within` a loss. Winning
/// and losing are decided within `n` moves if at all (a forced result
/// never needs a repeated position), so what is neither after `n` rounds is
/// a draw. O(n²·m): for small graphs.
pub fn graph_game_outcomes_by_rounds(
    n: usize,
    edges: &[(u32, u32)],
) -> Vec<crate::impartial::graph_game::Outcome> {
    use crate::impartial::graph_game::Outcome;
    let successors = |v: usize| {
        edges
            .iter()
            .filter(move |e| e.0 as usize == v)
            .map(|e| e.1 as usize)
    };
    let mut won = vec![false; n];
    let mut lost = vec![false; n];
    for _ in 0..=n {
        let next_won: Vec<bool> = (0..n).map(|v| successors(v).any(|w| lost[w])).collect();
        let next_lost: Vec<bool> = (0..n).map(|v| successors(v).all(|w| won[w])).collect();
        won = next_won;
        lost = next_lost;
    }
    (0..n)
        .map(|v| match (won[v], lost[v]) {
            (true, _) => Outcome::Win,
            (_, true) => Outcome::Lose,
            _ => Outcome::Draw,
        })
        .collect()
}

/// Tokens on a directed graph as one game: `k` tokens on vertices `0..n`,
/// a move slides one token along one edge, who cannot move loses, endless
/// play is a draw. The outcome for the mover of every placement, the
/// placement `(p_1, …, p_k)` at index `Σ p_i · n^(i-1)`, by plain
/// retrograde analysis of the product graph of `n^k` placements: lost when
/// every move leads to a won placement (none left unknown), won when one
/// leads to a lost one, a draw when never decided. Knows nothing of
/// Grundy values: the reference the graph engines' sum rules are tested
/// against. O(n^k · k · m).
pub fn token_sum_outcomes(
    n: usize,
    edges: &[(u32, u32)],
    k: u32,
) -> Vec<crate::impartial::graph_game::Outcome> {
    use crate::impartial::graph_game::Outcome;
    let states = n.pow(k);
    let place = |i: u32| n.pow(i);
    // Every move of the product game, as (from, to), then the moves into
    // each placement in one array (the tests call this for 10^5 graphs).
    let mut moves = Vec::new();
    for state in 0..states {
        for i in 0..k {
            let token = state / place(i) % n;
            for &(u, v) in edges {
                if u as usize == token {
                    moves.push((state, state - token * place(i) + v as usize * place(i)));
                }
            }
        }
    }
    let mut moves_left = vec![0usize; states];
    let mut start = vec![0usize; states + 1];
    for &(from, to) in &moves {
        moves_left[from] += 1;
        start[to + 1] += 1;
    }
    for s in 0..states {
        start[s + 1] += start[s];
    }
    let mut into = vec![0usize; moves.len()];
    let mut fill = start.clone();
    for &(from, to) in &moves {
        into[fill[to]] = from;
        fill[to] += 1;
    }
    let mut outcome = vec![Outcome::Draw; states];
    let mut queue: Vec<usize> = (0..states).filter(|&s| moves_left[s] == 0).collect();
    for &s in &queue {
        outcome[s] = Outcome::Lose;
    }
    let mut head = 0;
    while head < queue.len() {
        let s = queue[head];
        head += 1;
        for &p in &into[start[s]..start[s + 1]] {
            if outcome[p] != Outcome::Draw {
                continue;
            }
            if outcome[s] == Outcome::Lose {
                outcome[p] = Outcome::Win;
                queue.push(p);
            } else {
                moves_left[p] -= 1;
                if moves_left[p] == 0 {
                    outcome[p] = Outcome::Lose;
                    queue.push(p);
                }
            }
        }
    }
    outcome
}

/// Green Hackenbush: of the edges in `mask`, those joined to the ground
/// (vertex 0) by a path of edges in `mask`.
pub fn hackenbush_standing(edges: &[(u32, u32)], mask: u32) -> u32 {
    let mut grounded = 1u64; // vertices reached, as bits
    loop {
        let mut standing = 0u32;
        let mut reached = grounded;
        for (i, &(u, v)) in edges.iter().enumerate() {
            if mask >> i & 1 == 1 && (grounded >> u & 1 == 1 || grounded >> v & 1 == 1) {
                standing |= 1 << i;
                reached |= 1 << u | 1 << v;
            }
        }
        if reached == grounded {
            return standing;
        }
        grounded = reached;
    }
}

/// Green Hackenbush on a set of edges (a bit mask over `edges`, vertex 0
/// the ground): delete one edge; what is cut off from the ground falls.
pub fn hackenbush_moves(edges: &[(u32, u32)]) -> impl Fn(&u32) -> Vec<u32> + '_ {
    move |&mask| {
        (0..edges.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| hackenbush_standing(edges, mask & !(1 << i)))
            .collect()
    }
}

/// Euclid's game on `(a, b)`: subtract a positive multiple of the smaller
/// from the larger, leaving it non-negative. Making a number 0 wins, so a
/// position with a 0 in it is lost for the player to move (the other has
/// just won) and has no moves.
pub fn euclid_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    if a == 0 || b == 0 {
        return Vec::new();
    }
    let (big, small) = (a.max(b), a.min(b));
    (1..=big / small)
        .map(|k| (big - k * small, small))
        .collect()
}

/// Every-SG: a sum where a move moves in *every* component that is not
/// over (one option of each, in every combination). Finished components
/// are dropped (they never move again) and the rest sorted, so equal sums
/// share a memo entry; the empty sum has no move.
pub fn every_sum_moves<P: Clone + Ord>(
    component_moves: impl Fn(&P) -> Vec<P>,
) -> impl Fn(&Vec<P>) -> Vec<Vec<P>> {
    use itertools::Itertools;
    move |sum| {
        if sum.is_empty() {
            // (The product of no lists is one empty choice, not none.)
            return Vec::new();
        }
        sum.iter()
            .map(&component_moves)
            .multi_cartesian_product()
            .map(|mut next| {
                next.retain(|p| !component_moves(p).is_empty());
                next.sort();
                next
            })
            .collect()
    }
}

/// Moves of a row of independent piles, each moving by `pile_moves`.
pub fn row_moves<P: Clone>(pile_moves: impl Fn(&P) -> Vec<P>) -> impl Fn(&Vec<P>) -> Vec<Vec<P>> {
    move |piles| {
        let mut next = Vec::new();
        for (i, pile) in piles.iter().enumerate() {
            for moved in pile_moves(pile) {
                let mut p = piles.clone();
                p[i] = moved;
                next.push(p);
            }
        }
        next
    }
}

/// Nim: take any positive number of stones from one pile.
pub fn nim_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    row_moves(|&p: &u64| (0..p).collect())(piles)
}

/// Dual Nim: remove one whole element; whoever starts a turn with XOR 0
/// (the empty array included) wins. Whether the player to move wins.
pub fn dual_nim_mover_wins(values: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if values.iter().fold(0, |a, &v| a ^ v) == 0 {
        return true;
    }
    if let Some(&known) = memo.get(values) {
        return known;
    }
    let wins = (0..values.len()).any(|i| {
        let mut rest = values.to_vec();
        rest.remove(i);
        !dual_nim_mover_wins(&rest, memo)
    });
    memo.insert(values.to_vec(), wins);
    wins
}

/// Misère Nim: whoever takes the last stone loses. Whether the player to
/// move wins (facing only empty piles, the opponent took the last one).
pub fn misere_nim_mover_wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if piles.iter().all(|&p| p == 0) {
        return true;
    }
    if let Some(&known) = memo.get(piles) {
        return known;
    }
    let wins = (0..piles.len()).any(|i| {
        (0..piles[i]).any(|left| {
            let mut next = piles.to_vec();
            next[i] = left;
            !misere_nim_mover_wins(&next, memo)
        })
    });
    memo.insert(piles.to_vec(), wins);
    wins
}

/// A Nim pile with its one-time zero move: `(stones, zero move unused)`.
pub fn zero_move_pile_moves(&(pile, unused): &(u64, bool)) -> Vec<(u64, bool)> {
    let mut next: Vec<(u64, bool)> = (0..pile).map(|left| (left, unused)).collect();
    if pile > 0 && unused {
        next.push((pile, false));
    }
    next
}

/// Replace every occurrence of one present value by another present value.
pub fn replace_moves(values: &Vec<i64>) -> Vec<Vec<i64>> {
    let mut next = Vec::new();
    for &from in values {
        for &to in values {
            if from != to {
                next.push(
                    values
                        .iter()
                        .map(|&v| if v == from { to } else { v })
                        .collect(),
                );
            }
        }
    }
    next
}

/// Replace one number `x` of a row by `⌊x / d⌋`, `d` in `divisors`, removing
/// it at 0. Rows are kept sorted, so equal positions are one state.
pub fn division_row_moves(divisors: &[u64]) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> + '_ {
    move |row| {
        let mut next = Vec::new();
        for i in 0..row.len() {
            for &d in divisors {
                let mut r = row.clone();
                if row[i] / d == 0 {
                    r.remove(i);
                } else {
                    r[i] = row[i] / d;
                }
                r.sort_unstable();
                next.push(r);
            }
        }
        next
    }
}

/// Coins on squares (SPOJ QCJ3): `counts[i]` coins on square `i + 1`; move
/// one coin to any lower square, square 0 being out of play.
pub fn coin_squares_moves(counts: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for from in (0..counts.len()).filter(|&f| counts[f] > 0) {
        for to in 0..=from {
            let mut c = counts.clone();
            c[from] -= 1;
            if to > 0 {
                c[to - 1] += 1;
            }
            next.push(c);
        }
    }
    next
}

/// SPOJ RESN04: take exactly `i` stones from pile `i` (1-based).
pub fn fixed_take_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    (0..piles.len())
        .filter(|&i| piles[i] > i as u64)
        .map(|i| {
            let mut p = piles.clone();
            p[i] -= i as u64 + 1;
            p
        })
        .collect()
}

/// The non-zero digits of `n`.
pub fn nonzero_digits(n: u64) -> Vec<u64> {
    let mut digits = Vec::new();
    let mut rest = n;
    while rest > 0 {
        if rest % 10 != 0 {
            digits.push(rest % 10);
        }
        rest /= 10;
    }
    digits
}

/// SPOJ NGM: subtract a non-zero digit (reaching 0 wins, so 0 is lost for
/// the player to move).
pub fn digit_game_moves(&n: &u64) -> Vec<u64> {
    nonzero_digits(n).into_iter().map(|d| n - d).collect()
}

/// Codeforces 87C: split one pile into `k ≥ 2` piles of consecutive sizes.
/// Positions are sorted lists of pile sizes.
pub fn consecutive_split_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..piles.len() {
        for k in 2..=piles[i] {
            for a in k..=piles[i] {
                if (a + 1 - k..=a).sum::<u64>() == piles[i] {
                    let mut p = piles.clone();
                    p.remove(i);
                    p.extend(a + 1 - k..=a);
                    p.sort_unstable();
                    next.push(p);
                }
            }
        }
    }
    next
}

/// SPOJ PEBBMOV: remove at least one stone from a pile, then move any of
/// its remaining stones onto other non-empty piles. Positions are sorted
/// lists of non-empty piles.
pub fn pebble_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    fn spread(piles: Vec<u64>, targets: &[usize], total: u64, out: &mut Vec<Vec<u64>>) {
        match targets.split_first() {
            None if total == 0 => out.push(piles),
            None => {}
            Some((&t, rest)) => {
                for give in 0..=total {
                    let mut p = piles.clone();
                    p[t] += give;
                    spread(p, rest, total - give, out);
                }
            }
        }
    }
    let mut next = Vec::new();
    for i in 0..piles.len() {
        let others: Vec<usize> = (0..piles.len()).filter(|&j| j != i).collect();
        for left in 0..piles[i] {
            for moved in 0..=left {
                let mut base = piles.clone();
                base[i] = left - moved;
                let mut spreads = Vec::new();
                spread(base, &others, moved, &mut spreads);
                for mut p in spreads {
                    p.retain(|&x| x > 0);
                    p.sort_unstable();
                    next.push(p);
                }
            }
        }
    }
    next
}

/// SPOJ HUBULLU on pieces `1 ..= n`: take a remaining piece and every
/// remaining piece numbered by one of its divisors. Bit `p − 1` of the
/// state is set while piece `p` remains.
pub fn divisor_game_moves(n: u64) -> impl Fn(&u32) -> Vec<u32> {
    move |&left| {
        (1..=n)
            .filter(|p| left >> (p - 1) & 1 == 1)
            .map(|p| {
                left & !(1..=p)
                    .filter(|d| p % d == 0)
                    .map(|d| 1u32 << (d - 1))
                    .sum::<u32>()
            })
            .collect()
    }
}

/// The coin of HackerRank's "A Chessboard Game" on the 15×15 board.
pub fn chessboard_coin_moves(&(x, y): &(i64, i64)) -> Vec<(i64, i64)> {
    [(-2, 1), (-2, -1), (1, -2), (-1, -2)]
        .iter()
        .map(|&(dx, dy)| (x + dx, y + dy))
        .filter(|&(nx, ny)| (1..=15).contains(&nx) && (1..=15).contains(&ny))
        .collect()
}

/// The areas of GfG "Choice of Area": X, Y and Z.
pub const AREAS: [(i64, i64); 3] = [(3, 2), (-5, -10), (-20, 5)];

/// Choice of Area: the longest survival from powers `(a, b)` having just
/// stepped into area `last` (3 = not started yet), over every sequence.
pub fn choice_of_area_longest(
    a: i64,
    b: i64,
    last: usize,
    memo: &mut HashMap<(i64, i64, usize), u64>,
) -> u64 {
    if let Some(&known) = memo.get(&(a, b, last)) {
        return known;
    }
    let best = (0..3)
        .filter(|&area| area != last)
        .filter_map(|area| {
            let (na, nb) = (a + AREAS[area].0, b + AREAS[area].1);
            (na > 0 && nb > 0).then(|| 1 + choice_of_area_longest(na, nb, area, memo))
        })
        .max()
        .unwrap_or(0);
    memo.insert((a, b, last), best);
    best
}

/// The first player's best total in the coin-row game (take the first or
/// last coin), over every line of play.
pub fn coin_row_best_total(row: &[u64]) -> u64 {
    if row.is_empty() {
        return 0;
    }
    let total: u64 = row.iter().sum();
    let take_left = total - coin_row_best_total(&row[1..]);
    let take_right = total - coin_row_best_total(&row[..row.len() - 1]);
    take_left.max(take_right)
}

/// LeetCode 464: the outcome for the player to move (1 win, 0 draw when
/// the numbers run out below `d`, −1 loss), picking from `unused` with the
/// running total at `total`. Every line of play, no memo.
pub fn running_total_outcome(unused: &[u64], total: u64, d: u64) -> i8 {
    if unused.iter().any(|&x| total + x >= d) {
        return 1;
    }
    if unused.is_empty() {
        return 0;
    }
    let replies: Vec<i8> = (0..unused.len())
        .map(|i| {
            let mut rest = unused.to_vec();
            rest.remove(i);
            running_total_outcome(&rest, total + unused[i], d)
        })
        .collect();
    if replies.contains(&-1) {
        1
    } else if replies.iter().all(|&r| r == 1) {
        -1
    } else {
        0
    }
}

/// Every record of winners of `len` games or fewer that three players can
/// produce when the winner stays on (players 1 and 2 play first).
pub fn winner_stays_on_records(len: usize) -> Vec<Vec<u8>> {
    fn play(
        players: (u8, u8),
        watcher: u8,
        record: &mut Vec<u8>,
        len: usize,
        out: &mut Vec<Vec<u8>>,
    ) {
        out.push(record.clone());
        if record.len() == len {
            return;
        }
        for (winner, loser) in [players, (players.1, players.0)] {
            record.push(winner);
            play((winner, watcher), loser, record, len, out);
            record.pop();
        }
    }
    let mut records = Vec::new();
    play((1, 2), 3, &mut Vec::new(), len, &mut records);
    records
}

/// The Josephus elimination itself: the last one left of chairs `1 ..= n`
/// when every `k`-th leaves, counting from chair 1.
pub fn josephus_by_simulation(n: u64, k: u64) -> u64 {
    let mut circle: Vec<u64> = (1..=n).collect();
    let mut at = 0;
    while circle.len() > 1 {
        at = (at + (k - 1) as usize % circle.len()) % circle.len();
        circle.remove(at);
    }
    circle[0]
}

/// The article's alpha-beta over a perfect binary tree, max and min nodes
/// written out separately, from `(alpha, beta)`; counts evaluated leaves.
pub fn textbook_alpha_beta(
    leaves: &[i64],
    depth: u32,
    index: usize,
    maximising: bool,
    mut alpha: i64,
    mut beta: i64,
    seen: &mut u64,
) -> i64 {
    if 1usize << depth == leaves.len() {
        *seen += 1;
        return leaves[index];
    }
    let mut best = if maximising { i64::MIN } else { i64::MAX };
    for i in 0..2 {
        let value = textbook_alpha_beta(
            leaves,
            depth + 1,
            2 * index + i,
            !maximising,
            alpha,
            beta,
            seen,
        );
        if maximising {
            best = best.max(value);
            alpha = alpha.max(best);
        } else {
            best = best.min(value);
            beta = beta.min(best);
        }
        if beta <= alpha {
            break;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_positions_by_hand() {
        assert_eq!(subtraction_moves(&[1, 3])(&3), [2, 0]);
        assert_eq!(nim_moves(&vec![1, 2]), [vec![0, 2], vec![1, 0], vec![1, 1]]);
        assert_eq!(replace_moves(&vec![1, 2]), [vec![2, 2], vec![1, 1]]);
        assert_eq!(fixed_take_moves(&vec![1, 1]), [vec![0, 1]]);
        assert_eq!(digit_game_moves(&102), [100, 101]);
        assert_eq!(consecutive_split_moves(&vec![3]), [vec![1, 2]]);
        assert_eq!(pebble_moves(&vec![1]), [Vec::<u64>::new()]);
        assert_eq!(coin_squares_moves(&vec![0, 1]), [vec![0, 0], vec![1, 0]]);
        assert_eq!(divisor_game_moves(3)(&0b111), [0b110, 0b100, 0b010]);
        assert_eq!(chessboard_coin_moves(&(1, 1)), []);
        assert_eq!(josephus_by_simulation(5, 2), 3);
        assert_eq!(coin_row_best_total(&[1, 5, 2]), 3);
        assert_eq!(running_total_outcome(&[1], 0, 2), 0);
        assert_eq!(winner_stays_on_records(1), [vec![], vec![1], vec![2]]);
        assert!(!dual_nim_mover_wins(&[3, 3, 2], &mut HashMap::new()));
        assert!(!misere_nim_mover_wins(&[1], &mut HashMap::new()));
        {
            use crate::impartial::graph_game::Outcome::*;
            // One token on 0 → 1 → 2: 2 lost, 1 won, 0 lost.
            assert_eq!(
                token_sum_outcomes(3, &[(0, 1), (1, 2)], 1),
                [Lose, Win, Lose]
            );
            // Two tokens on a loop: a draw. Two on 0 → 1: both on 0 takes
            // two moves (lost), one on 0 one (won), both on 1 none (lost).
            assert_eq!(token_sum_outcomes(1, &[(0, 0)], 2), [Draw]);
            assert_eq!(token_sum_outcomes(2, &[(0, 1)], 2), [Lose, Win, Win, Lose]);
        }
    }
}
