//! Games of a coin moving on a rectangular board by a fixed set of steps;
//! several coins on one board (or several boards) add up by Sprague-Grundy.

/// The coin steps of HackerRank's "A Chessboard Game": `(dx, dy)` for
/// `(x, y) → (x + dx, y + dy)`.
pub const CHESSBOARD_STEPS: [(i64, i64); 4] = [(-2, 1), (-2, -1), (1, -2), (-1, -2)];

/// The Grundy number of every square of a `rows × cols` board for a coin
/// that moves by the given steps without leaving the board.
#[derive(Debug, Clone)]
pub struct BoardGame {
    cols: usize,
    grundy: Vec<u32>,
}

impl BoardGame {
    /// Computes every square's Grundy number by a memoised search over the
    /// moves; `None` if the steps allow a cycle (then the game need not end).
    ///
    /// # Constraints
    /// `rows · cols` small enough for a table and a recursion that deep
    /// (a few thousand squares).
    ///
    /// # Complexity
    /// O(rows · cols · |steps|).
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::board_game::{BoardGame, CHESSBOARD_STEPS};
    /// let board = BoardGame::new(15, 15, &CHESSBOARD_STEPS).unwrap();
    /// assert_eq!(board.grundy(1, 1), 0);
    /// assert!(board.grundy(5, 3) != 0);
    /// assert!(BoardGame::new(3, 3, &[(1, 0), (-1, 0)]).is_none());
    /// ```
    pub fn new(rows: usize, cols: usize, steps: &[(i64, i64)]) -> Option<Self> {
        let mut search = Search {
            rows,
            cols,
            steps,
            state: vec![State::Unvisited; rows * cols],
        };
        for cell in 0..rows * cols {
            search.grundy(cell)?;
        }
        let grundy = search
            .state
            .into_iter()
            .map(|s| match s {
                State::Done(g) => g,
                _ => unreachable!("every square was searched"),
            })
            .collect();
        Some(BoardGame { cols, grundy })
    }

    /// The Grundy number of square `(x, y)`, 1-based.
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self, x: usize, y: usize) -> u32 {
        self.grundy[(x - 1) * self.cols + (y - 1)]
    }
}

#[derive(Debug, Clone, Copy)]
enum State {
    Unvisited,
    InProgress,
    Done(u32),
}

struct Search<'a> {
    rows: usize,
    cols: usize,
    steps: &'a [(i64, i64)],
    state: Vec<State>,
}

impl Search<'_> {
    /// The Grundy number of `cell`, or `None` on a cycle.
    fn grundy(&mut self, cell: usize) -> Option<u32> {
        match self.state[cell] {
            State::Done(g) => return Some(g),
            State::InProgress => return None,
            State::Unvisited => {}
        }
        self.state[cell] = State::InProgress;
        let (x, y) = ((cell / self.cols) as i64, (cell % self.cols) as i64);
        let mut options = Vec::with_capacity(self.steps.len());
        for &(dx, dy) in self.steps {
            let (nx, ny) = (x + dx, y + dy);
            if (0..self.rows as i64).contains(&nx) && (0..self.cols as i64).contains(&ny) {
                options.push(self.grundy(nx as usize * self.cols + ny as usize)?);
            }
        }
        let g = crate::impartial::grundy::mex(options);
        self.state[cell] = State::Done(g);
        Some(g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::{grundy, mover_wins};
    use crate::testing::rules::chessboard_coin_moves as coin_moves;
    use std::collections::HashMap;

    #[test]
    fn chessboard_matches_search_from_the_rules() {
        let board = BoardGame::new(15, 15, &CHESSBOARD_STEPS).unwrap();
        let mut memo = HashMap::new();
        for x in 1..=15 {
            for y in 1..=15 {
                let g = grundy(&(x as i64, y as i64), &coin_moves, &mut memo);
                assert_eq!(board.grundy(x, y), g, "({x}, {y})");
            }
        }
    }

    #[test]
    fn two_coins_add_by_xor() {
        let board = BoardGame::new(15, 15, &CHESSBOARD_STEPS).unwrap();
        let moves = |coins: &[(i64, i64); 2]| {
            let mut next = Vec::new();
            for i in 0..2 {
                for moved in coin_moves(&coins[i]) {
                    let mut c = *coins;
                    c[i] = moved;
                    next.push(c);
                }
            }
            next
        };
        let mut memo = HashMap::new();
        for x1 in 1..=8 {
            for y1 in 1..=8 {
                for (x2, y2) in [(1, 1), (5, 3), (8, 8), (15, 15), (x1, y1)] {
                    let coins = [(x1 as i64, y1 as i64), (x2 as i64, y2 as i64)];
                    let xor = board.grundy(x1, y1) ^ board.grundy(x2, y2);
                    assert_eq!(xor != 0, mover_wins(&coins, &moves, &mut memo));
                }
            }
        }
    }
}
