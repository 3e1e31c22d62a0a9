//! Perfect tic-tac-toe (GfG Minimax Set 3 and the interactive game),
//! solved once for every reachable position through the generic negamax
//! with a Zobrist-keyed transposition table.

use crate::game_tree::negamax::{negamax_with_table, Game, Hashed};
use crate::game_tree::tictactoe::{Board, Mark};
use crate::game_tree::zobrist::{Mt19937, ZobristTable};
use std::collections::HashMap;

/// The largest score: a win now. A win with `p` marks on the board scores
/// `WIN - p` for the winner, so sooner wins score higher and later losses
/// lower in magnitude, which makes "quickest win, slowest loss" the plain
/// maximum; `p` is fixed by the position, so the scores can be memoised.
const WIN: i64 = 100;

/// A board with its mover and Zobrist hash, for the generic search.
struct Position<'a> {
    board: Board,
    mover: Mark,
    hash: u64,
    keys: &'a ZobristTable,
}

impl<'a> Position<'a> {
    fn new(board: Board, mover: Mark, keys: &'a ZobristTable) -> Self {
        let hash = (0..9)
            .filter_map(|c| board.cell(c).map(|m| keys.key(c, m as usize)))
            .fold(0, |h, k| h ^ k);
        Position {
            board,
            mover,
            hash,
            keys,
        }
    }

    fn play(&self, cell: usize) -> Self {
        let mut board = self.board;
        board.place(cell, self.mover);
        Position {
            board,
            mover: self.mover.other(),
            hash: self.hash ^ self.keys.key(cell, self.mover as usize),
            keys: self.keys,
        }
    }
}

impl Game for Position<'_> {
    fn final_score(&self) -> Option<i64> {
        let pieces = self.board.pieces() as i64;
        if self.board.has_line(self.mover.other()) {
            Some(-(WIN - pieces))
        } else if pieces == 9 {
            Some(0)
        } else {
            None
        }
    }

    fn move_count(&self) -> usize {
        9 - self.board.pieces()
    }

    fn child(&self, i: usize) -> Self {
        let cell = (0..9)
            .filter(|&c| self.board.cell(c).is_none())
            .nth(i)
            .unwrap();
        self.play(cell)
    }
}

impl Hashed for Position<'_> {
    fn key(&self) -> u64 {
        self.hash
    }
}

/// Perfect play for every position, each searched once.
pub struct Solver {
    keys: ZobristTable,
    table: HashMap<u64, i64>,
}

/// The answer to "what should the mover play here?".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BestMove {
    /// The game's value under perfect play from x's side: 10, 0 or −10.
    pub value: i32,
    /// The mover's best cell (0–8), `None` on a finished board.
    pub cell: Option<usize>,
}

impl Solver {
    /// Solves the game from the empty board, filling the table with all
    /// 5478 reachable positions.
    pub fn new() -> Self {
        // Any seed works: a test checks that it gives the 5478 reachable
        // positions distinct keys.
        let keys = ZobristTable::new(9, 2, &mut Mt19937::new(2024));
        let mut solver = Solver {
            keys,
            table: HashMap::new(),
        };
        let start = Position::new(Board::empty(), Mark::X, &solver.keys);
        negamax_with_table(&start, &mut solver.table);
        solver
    }

    /// The value and the mover's best move: the quickest win, else a draw,
    /// else the slowest loss, ties to the smallest cell. A finished board
    /// gets its evaluation and no move.
    ///
    /// # Constraints
    /// `board.to_move()` is `Ok`.
    ///
    /// # Complexity
    /// At most 9 table look-ups.
    ///
    /// # Example
    /// ```
    /// use game_theory::game_tree::tictactoe::Board;
    /// use game_theory::game_tree::tictactoe_solver::Solver;
    /// let mut solver = Solver::new();
    /// let best = solver.best_move(&Board::parse([b"xox", b"oox", b"___"]).unwrap());
    /// assert_eq!((best.value, best.cell), (10, Some(8)));
    /// ```
    pub fn best_move(&mut self, board: &Board) -> BestMove {
        if board.is_finished() {
            return BestMove {
                value: board.evaluate(),
                cell: None,
            };
        }
        let mover = board.to_move().expect("a board that can arise in a game");
        let position = Position::new(*board, mover, &self.keys);
        let mut best: Option<(i64, usize)> = None;
        for cell in (0..9).filter(|&c| board.cell(c).is_none()) {
            let score = -negamax_with_table(&position.play(cell), &mut self.table);
            if best.map_or(true, |(b, _)| score > b) {
                best = Some((score, cell));
            }
        }
        let (score, cell) = best.expect("an unfinished board has an empty cell");
        let for_mover = score.signum() as i32 * 10;
        BestMove {
            value: if mover == Mark::X {
                for_mover
            } else {
                -for_mover
            },
            cell: Some(cell),
        }
    }

    /// How many positions the table holds.
    pub fn positions(&self) -> usize {
        self.table.len()
    }
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every position reachable from the empty board, with its mover.
    fn reachable() -> Vec<(Board, Mark)> {
        fn walk(board: Board, mover: Mark, out: &mut HashMap<Board, Mark>) {
            if out.insert(board, mover).is_some() || board.is_finished() {
                return;
            }
            for c in 0..9 {
                if board.cell(c).is_none() {
                    let mut next = board;
                    next.place(c, mover);
                    walk(next, mover.other(), out);
                }
            }
        }
        let mut all = HashMap::new();
        walk(Board::empty(), Mark::X, &mut all);
        all.into_iter().collect()
    }

    /// From the rules, with no table and no score arithmetic: the outcome
    /// for the mover (1 win, 0 draw, −1 loss) and the plies until the game
    /// ends when the winner hurries and the loser delays.
    fn outcome(board: &Board, mover: Mark) -> (i32, u32) {
        if board.has_line(mover.other()) {
            return (-1, 0);
        }
        if board.pieces() == 9 {
            return (0, 0);
        }
        (0..9)
            .filter(|&c| board.cell(c).is_none())
            .map(|c| {
                let mut next = *board;
                next.place(c, mover);
                let (result, plies) = outcome(&next, mover.other());
                (-result, plies + 1)
            })
            .max_by_key(|&(result, plies)| {
                (
                    result,
                    if result > 0 {
                        -(plies as i64)
                    } else {
                        plies as i64
                    },
                )
            })
            .unwrap()
    }

    #[test]
    fn zobrist_keys_of_all_reachable_positions_are_distinct() {
        let solver = Solver::new();
        let positions = reachable();
        assert_eq!(positions.len(), 5478);
        let keys: std::collections::HashSet<u64> = positions
            .iter()
            .map(|&(b, m)| Position::new(b, m, &solver.keys).key())
            .collect();
        assert_eq!(keys.len(), positions.len());
        assert_eq!(solver.positions(), 5478);
    }

    #[test]
    fn best_moves_match_exhaustive_search_in_every_reachable_position() {
        let mut solver = Solver::new();
        for (board, mover) in reachable() {
            let best = solver.best_move(&board);
            if board.is_finished() {
                assert_eq!((best.value, best.cell), (board.evaluate(), None));
                continue;
            }
            let (result, plies) = outcome(&board, mover);
            let sign = if mover == Mark::X { 1 } else { -1 };
            assert_eq!(best.value, 10 * result * sign, "{board:?}");
            // The chosen cell achieves the optimum, and no smaller cell does.
            let after = |c: usize| {
                let mut next = board;
                next.place(c, mover);
                let (r, p) = outcome(&next, mover.other());
                (-r, p + 1)
            };
            let cell = best.cell.unwrap();
            assert_eq!(after(cell).0, result, "{board:?}");
            if result != 0 {
                assert_eq!(after(cell).1, plies, "{board:?}");
            }
            for smaller in (0..cell).filter(|&c| board.cell(c).is_none()) {
                let (r, p) = after(smaller);
                assert!(
                    r < result || (result != 0 && p != plies),
                    "{board:?}: {smaller} is as good"
                );
            }
        }
    }
}
