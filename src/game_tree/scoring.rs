//! Games where moves score points: the best score difference the player to
//! move can secure, over a contestant's own positions.
//!
//! A move yields `(points, next position)`; the game ends at a position with
//! no move. Both players play to maximise their own total minus the
//! other's, so the mover's best difference (the lead) from `p` is 0 at an
//! end, and otherwise the best over the moves of `points − lead(next)`:
//! the opponent, moving next, secures `lead(next)` from there. This covers
//! the Stone Game family (LeetCode 877, 1140, 1406: take piles from the
//! front or the ends) and the coin row of `problems::coin_row`, whose
//! interval recurrence is this one on positions `(i, j)`.

use crate::impartial::positions::{Memo, Place};
use std::hash::Hash;

/// A memo entry: the best lead and the index of the first move achieving
/// it.
#[derive(Debug, Clone, Copy)]
struct Best {
    lead: i64,
    choice: u32,
}

/// `choice` of a position with no move.
const NO_MOVE: u32 = u32::MAX - 1;
/// `choice` of a position whose search has started and not finished.
const IN_PROGRESS: u32 = u32::MAX;

/// One position being searched: its moves in the shared buffer, the next
/// one to look at, and the best found so far.
struct Frame {
    slot: Place,
    start: usize,
    next: usize,
    end: usize,
    best: Best,
}

/// The best score difference the player to move can secure, for the
/// positions of a game given by its move function, memoised across
/// queries; and the move that secures it.
///
/// The move function `moves(&position, &mut next)` pushes one
/// `(points, position after)` per move onto `next` (given empty): the
/// points go to the player making the move.
///
/// # Constraints
/// Every sum of points along a line of play, and its negation, fits in
/// `i64`.
///
/// # Complexity
/// Each position reachable from a query is expanded once (one call of the
/// move function) and each of its moves looked up in the memo once:
/// O(positions + moves) expected hash operations, O(positions) memory. No
/// recursion: a line of play 10^6 moves long is fine.
///
/// # Panics
/// If a position can be reached from itself (the engine is of no further
/// use then).
///
/// # Example
/// ```
/// use game_theory::game_tree::scoring::ScoreEngine;
/// // Stone Game III: take the first 1, 2 or 3 piles of the row.
/// let piles = [1i64, 2, 3, -9];
/// let mut game = ScoreEngine::new(|&i: &usize, next: &mut Vec<(i64, usize)>| {
///     let mut points = 0;
///     for j in i..piles.len().min(i + 3) {
///         points += piles[j];
///         next.push((points, j + 1));
///     }
/// });
/// // Take all three first: 6, and the opponent must take -9.
/// assert_eq!(game.best_lead(&0), 15);
/// assert_eq!(game.best_move(&0), Some((6, 3)));
/// assert_eq!(game.best_move(&4), None);
/// ```
pub struct ScoreEngine<P, F> {
    moves_of: F,
    memo: Memo<P, Best>,
    next: Vec<(i64, P)>,
    fresh: Vec<(i64, P)>,
    stack: Vec<Frame>,
}

impl<P, F> ScoreEngine<P, F>
where
    P: Hash + Eq + Clone,
    F: FnMut(&P, &mut Vec<(i64, P)>),
{
    /// An engine for the game whose moves `moves_of` gives, knowing no
    /// position yet.
    pub fn new(moves_of: F) -> Self {
        ScoreEngine {
            moves_of,
            memo: Memo::new(),
            next: Vec::new(),
            fresh: Vec::new(),
            stack: Vec::new(),
        }
    }

    /// The number of positions whose best lead is known.
    pub fn len(&self) -> usize {
        self.memo.len
    }

    /// Whether no position is known yet.
    pub fn is_empty(&self) -> bool {
        self.memo.len == 0
    }

    /// The largest lead (own points minus the opponent's, from here to the
    /// end) the player to move from `position` can secure.
    ///
    /// # Complexity
    /// See [`ScoreEngine`]: positions already known cost one lookup.
    pub fn best_lead(&mut self, position: &P) -> i64 {
        self.best(position).lead
    }

    /// The first move, in the move function's order, that secures the best
    /// lead: its points and the position it leads to; `None` if there is no
    /// move.
    ///
    /// # Complexity
    /// That of [`best_lead`](Self::best_lead), and one more call of the move
    /// function.
    pub fn best_move(&mut self, position: &P) -> Option<(i64, P)> {
        let choice = self.best(position).choice;
        if choice == NO_MOVE {
            return None;
        }
        self.fresh.clear();
        (self.moves_of)(position, &mut self.fresh);
        Some(self.fresh.swap_remove(choice as usize))
    }

    fn best(&mut self, position: &P) -> Best {
        let slot = match self.memo.probe(position) {
            Ok(best) => return known(best),
            Err(vacant) => vacant,
        };
        self.open(position.clone(), slot);
        loop {
            let top = self.stack.len() - 1;
            let frame = &mut self.stack[top];
            let (start, end, mut next, mut best) = (frame.start, frame.end, frame.next, frame.best);
            let mut descend = None;
            while next < end {
                let (points, after) = &self.next[next];
                match self.memo.probe(after) {
                    Ok(reply) => improve(&mut best, points - known(reply).lead, next - start),
                    Err(vacant) => {
                        descend = Some(vacant);
                        break;
                    }
                }
                next += 1;
            }
            let frame = &mut self.stack[top];
            (frame.next, frame.best) = (next, best);
            if let Some(vacant) = descend {
                let child = self.next[next].1.clone();
                self.open(child, vacant);
                continue;
            }
            let frame = self.stack.pop().expect("a frame is open");
            self.next.truncate(frame.start);
            self.memo.set(frame.slot, best);
            match self.stack.last_mut() {
                // The parent waits at the move just searched.
                Some(parent) => {
                    let points = self.next[parent.next].0;
                    let index = parent.next - parent.start;
                    improve(&mut parent.best, points - best.lead, index);
                    parent.next += 1;
                }
                None => return best,
            }
        }
    }

    /// Starts the search of `position`, found missing at `slot` of the memo.
    fn open(&mut self, position: P, slot: usize) {
        let searching = Best {
            lead: 0,
            choice: IN_PROGRESS,
        };
        let slot = self.memo.insert(slot, position, searching);
        // The move function sees an empty vector, never the moves of the
        // positions below it on the stack.
        self.fresh.clear();
        (self.moves_of)(self.memo.key(slot), &mut self.fresh);
        let start = self.next.len();
        self.next.append(&mut self.fresh);
        for (_, after) in &self.next[start..] {
            self.memo.prefetch(after);
        }
        self.stack.push(Frame {
            slot,
            start,
            next: start,
            end: self.next.len(),
            // Lead 0 with no move, replaced by the first move's.
            best: Best {
                lead: 0,
                choice: NO_MOVE,
            },
        });
    }
}

/// Takes move `index`, worth `lead`, if it is the first move or better than
/// the best so far (so ties go to the earliest move).
#[inline]
fn improve(best: &mut Best, lead: i64, index: usize) {
    if best.choice == NO_MOVE || lead > best.lead {
        *best = Best {
            lead,
            choice: index as u32,
        };
    }
}

/// A memo entry, which must not be one still being searched.
#[inline]
fn known(best: Best) -> Best {
    if best.choice == IN_PROGRESS {
        cycle();
    }
    best
}

#[cold]
#[inline(never)]
fn cycle() -> ! {
    panic!("the game has a cycle: a position can be reached from itself")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::all_vectors;
    use std::cell::Cell;

    /// Stone Game II (LeetCode 1140) from its statement, by plain
    /// recursion: from pile `i` with parameter `m`, take the first `x`
    /// remaining piles, `1 ≤ x ≤ 2m`, and `m` becomes `max(m, x)`.
    fn stone_game_2_lead(piles: &[i64], i: usize, m: usize) -> i64 {
        (1..=2 * m)
            .take_while(|x| i + x <= piles.len())
            .map(|x| {
                let taken: i64 = piles[i..i + x].iter().sum();
                taken - stone_game_2_lead(piles, i + x, m.max(x))
            })
            .max()
            .unwrap_or(0)
    }

    /// Stone Game III (LeetCode 1406) from its statement: take the first
    /// 1, 2 or 3 remaining piles.
    fn stone_game_3_lead(piles: &[i64]) -> i64 {
        (1..=3)
            .take_while(|&x| x <= piles.len())
            .map(|x| piles[..x].iter().sum::<i64>() - stone_game_3_lead(&piles[x..]))
            .max()
            .unwrap_or(0)
    }

    /// The coin row (LeetCode 486 / 877) from its statement: take the first
    /// or the last coin.
    fn coin_row_lead(row: &[i64]) -> i64 {
        match row {
            [] => 0,
            [first, rest @ ..] => {
                let last = row[row.len() - 1];
                (first - coin_row_lead(rest)).max(last - coin_row_lead(&row[..row.len() - 1]))
            }
        }
    }

    /// A move of Stone Game II: the piles taken, and the next `(i, m)`.
    type StoneMove = (i64, (usize, usize));

    /// Stone Game II's move function, on positions `(i, m)`.
    fn stone_game_2(piles: &[i64]) -> impl FnMut(&(usize, usize), &mut Vec<StoneMove>) + '_ {
        |&(i, m), next| {
            let mut taken = 0;
            for x in 1..=(2 * m).min(piles.len() - i) {
                taken += piles[i + x - 1];
                next.push((taken, (i + x, m.max(x))));
            }
        }
    }

    #[test]
    fn stone_game_2_matches_the_plain_recursion_on_every_small_row() {
        for row in all_vectors(6, 3) {
            let piles: Vec<i64> = row.iter().map(|&v| v as i64).collect();
            let mut game = ScoreEngine::new(stone_game_2(&piles));
            for i in 0..=piles.len() {
                for m in 1..=piles.len().max(1) {
                    let expected = stone_game_2_lead(&piles, i, m);
                    assert_eq!(game.best_lead(&(i, m)), expected, "{piles:?} {i} {m}");
                    // The move given secures the lead.
                    match game.best_move(&(i, m)) {
                        None => assert_eq!(i, piles.len()),
                        Some((points, (j, m2))) => {
                            let taken: i64 = piles[i..j].iter().sum();
                            assert_eq!(points, taken);
                            assert!(j > i && j - i <= 2 * m && m2 == m.max(j - i));
                            assert_eq!(points - stone_game_2_lead(&piles, j, m2), expected);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn stone_game_3_matches_the_plain_recursion_on_every_small_row() {
        for row in all_vectors(6, 4) {
            // Values -2 … 2: Stone Game III allows negative piles.
            let piles: Vec<i64> = row.iter().map(|&v| v as i64 - 2).collect();
            let calls = Cell::new(0);
            let mut game = ScoreEngine::new(|&i: &usize, next: &mut Vec<(i64, usize)>| {
                calls.set(calls.get() + 1);
                let mut taken = 0;
                for (j, &pile) in piles.iter().enumerate().skip(i).take(3) {
                    taken += pile;
                    next.push((taken, j + 1));
                }
            });
            assert_eq!(game.best_lead(&0), stone_game_3_lead(&piles), "{piles:?}");
            // Every suffix was reached, each expanded once.
            assert_eq!(
                (calls.get(), game.len()),
                (piles.len() + 1, piles.len() + 1)
            );
            for i in 0..=piles.len() {
                let expected = stone_game_3_lead(&piles[i..]);
                assert_eq!(game.best_lead(&i), expected);
                if let Some((points, j)) = game.best_move(&i) {
                    assert_eq!(points - stone_game_3_lead(&piles[j..]), expected);
                    // The first of the optimal moves.
                    let first = (i + 1..=piles.len().min(i + 3)).find(|&k| {
                        piles[i..k].iter().sum::<i64>() - stone_game_3_lead(&piles[k..]) == expected
                    });
                    assert_eq!(Some(j), first);
                }
            }
        }
    }

    #[test]
    fn the_coin_row_matches_the_plain_recursion_on_every_small_row() {
        for row in all_vectors(7, 3) {
            let coins: Vec<i64> = row.iter().map(|&v| v as i64).collect();
            let mut game = ScoreEngine::new(
                |&(i, j): &(usize, usize), next: &mut Vec<(i64, (usize, usize))>| {
                    if i < j {
                        next.push((coins[i], (i + 1, j)));
                        next.push((coins[j - 1], (i, j - 1)));
                    }
                },
            );
            assert_eq!(
                game.best_lead(&(0, coins.len())),
                coin_row_lead(&coins),
                "{coins:?}"
            );
        }
    }

    #[test]
    fn a_line_of_play_a_million_moves_long_needs_no_deep_recursion() {
        // Take one stone, worth its position: the mover's lead alternates.
        let n = 1_000_000usize;
        let mut game = ScoreEngine::new(|&i: &usize, next: &mut Vec<(i64, usize)>| {
            if i < n {
                next.push((1, i + 1));
            }
        });
        // n moves of 1 point each, alternating: the first player leads by
        // n mod 2.
        assert_eq!(game.best_lead(&0), (n % 2) as i64);
        assert_eq!(game.best_move(&(n - 1)), Some((1, n)));
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn a_cycle_is_reported() {
        let mut game =
            ScoreEngine::new(|&i: &u8, next: &mut Vec<(i64, u8)>| next.push((1, (i + 1) % 3)));
        game.best_lead(&0);
    }
}
