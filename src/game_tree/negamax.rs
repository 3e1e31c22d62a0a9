//! Game-tree search over a small trait: negamax, negamax with a
//! transposition table, and alpha-beta that counts the leaves it evaluates.
//!
//! Scores are from the point of view of the player to move (negamax form):
//! a max node of classic minimax scores its children as they are, a min
//! node negated, so one rule `score = max over children of −child` serves
//! both, and the alpha-beta window flips sign with each ply.

use std::collections::HashMap;

/// A position in a two-player, perfect-information game.
pub trait Game: Sized {
    /// The score for the player to move if the game is over here, else
    /// `None`. Must lie strictly between `-INFINITY` and `INFINITY`.
    fn final_score(&self) -> Option<i64>;
    /// How many moves the player to move has (at least 1 if not over).
    fn move_count(&self) -> usize;
    /// The position after move `i`, in the order moves should be tried.
    fn child(&self, i: usize) -> Self;
}

/// A position with a hash that identifies it (such as a Zobrist hash), for
/// transposition tables.
pub trait Hashed {
    /// The position's hash; equal positions must have equal hashes.
    fn key(&self) -> u64;
}

/// Larger than any score; `-INFINITY` is representable too.
pub const INFINITY: i64 = i64::MAX;

/// The value of `position` for the player to move, searching every line.
///
/// # Complexity
/// Proportional to the size of the game tree; recursion as deep as the game.
///
/// # Example
/// ```
/// use game_theory::game_tree::negamax::negamax;
/// use game_theory::game_tree::tree::TreeNode;
/// let leaves = [3, 5, 2, 9, 12, 5, 23, 23];
/// assert_eq!(negamax(&TreeNode::root(&leaves)), 12);
/// ```
pub fn negamax<G: Game>(position: &G) -> i64 {
    if let Some(score) = position.final_score() {
        return score;
    }
    (0..position.move_count())
        .map(|i| -negamax(&position.child(i)))
        .max()
        .expect("a position that is not over has a move")
}

/// [`negamax`], remembering every position's value in `table` under its
/// hash, so each distinct position is searched once however often it recurs
/// and however many later queries ask for it.
///
/// # Complexity
/// O(distinct positions · moves).
pub fn negamax_with_table<G: Game + Hashed>(position: &G, table: &mut HashMap<u64, i64>) -> i64 {
    if let Some(&score) = table.get(&position.key()) {
        return score;
    }
    let score = match position.final_score() {
        Some(score) => score,
        None => (0..position.move_count())
            .map(|i| -negamax_with_table(&position.child(i), table))
            .max()
            .expect("a position that is not over has a move"),
    };
    table.insert(position.key(), score);
    score
}

/// Alpha-beta search of `position` within the window `(alpha, beta)`,
/// trying moves in order and stopping a node's moves as soon as
/// `beta ≤ alpha`; adds to `leaves` every final position it evaluates.
/// Start with `(-INFINITY, INFINITY)` for the exact value.
///
/// # Complexity
/// At most the size of the tree; with good move order about its square
/// root. Recursion as deep as the game, no allocation.
///
/// # Example
/// ```
/// use game_theory::game_tree::negamax::{alpha_beta, INFINITY};
/// use game_theory::game_tree::tree::TreeNode;
/// let leaves = [3, 5, 6, 9, 1, 2, 0, -1];
/// let mut leaves_seen = 0;
/// let value = alpha_beta(&TreeNode::root(&leaves), -INFINITY, INFINITY, &mut leaves_seen);
/// assert_eq!((value, leaves_seen), (5, 5));
/// ```
pub fn alpha_beta<G: Game>(position: &G, mut alpha: i64, beta: i64, leaves: &mut u64) -> i64 {
    if let Some(score) = position.final_score() {
        *leaves += 1;
        return score;
    }
    let mut best = -INFINITY;
    for i in 0..position.move_count() {
        let score = -alpha_beta(&position.child(i), -beta, -alpha, leaves);
        best = best.max(score);
        alpha = alpha.max(best);
        if beta <= alpha {
            break;
        }
    }
    best
}
