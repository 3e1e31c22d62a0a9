//! Tic-tac-toe boards: reading, validity, whose move it is and the
//! evaluation function of GfG Minimax Set 2 (10, −10 or 0). Perfect play
//! lives in [`crate::game_tree::tictactoe_solver`], so a solver that only
//! evaluates boards carries no search.

use crate::judge::input::{Error, Scanner};

/// A player's mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mark {
    X,
    O,
}

impl Mark {
    /// The other player.
    pub fn other(self) -> Mark {
        match self {
            Mark::X => Mark::O,
            Mark::O => Mark::X,
        }
    }
}

/// The eight lines of three cells (cells 0–8 row by row).
pub const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// A 3×3 board; cells are numbered 0–8 row by row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Board {
    cells: [Option<Mark>; 9],
}

impl Board {
    /// The empty board.
    pub fn empty() -> Self {
        Board::default()
    }

    /// A board from three rows of three characters `x`, `o` or `_`.
    ///
    /// # Example
    /// ```
    /// use game_theory::game_tree::tictactoe::Board;
    /// let board = Board::parse([b"x_o", b"_xo", b"__x"]).unwrap();
    /// assert_eq!(board.evaluate(), 10);
    /// assert!(Board::parse([b"x_o", b"_x", b"__x"]).is_err());
    /// ```
    pub fn parse(rows: [&[u8]; 3]) -> Result<Self, String> {
        let mut board = Board::empty();
        for (r, row) in rows.iter().enumerate() {
            if row.len() != 3 {
                return Err(format!(
                    "row {} must have 3 cells, got {}",
                    r + 1,
                    row.len()
                ));
            }
            for (c, &cell) in row.iter().enumerate() {
                board.cells[3 * r + c] = match cell {
                    b'x' => Some(Mark::X),
                    b'o' => Some(Mark::O),
                    b'_' => None,
                    _ => {
                        let shown = String::from_utf8_lossy(&[cell]).into_owned();
                        return Err(format!("row {} has '{shown}', not x, o or _", r + 1));
                    }
                };
            }
        }
        Ok(board)
    }

    /// The mark in `cell`, if any.
    pub fn cell(&self, cell: usize) -> Option<Mark> {
        self.cells[cell]
    }

    /// Puts `mark` in the empty `cell`.
    pub fn place(&mut self, cell: usize, mark: Mark) {
        debug_assert!(self.cells[cell].is_none());
        self.cells[cell] = Some(mark);
    }

    /// Whether `mark` has three in a row.
    pub fn has_line(&self, mark: Mark) -> bool {
        LINES
            .iter()
            .any(|line| line.iter().all(|&c| self.cells[c] == Some(mark)))
    }

    /// How many cells hold a mark.
    pub fn pieces(&self) -> usize {
        self.cells.iter().filter(|c| c.is_some()).count()
    }

    /// The article's evaluation: `10` if x has three in a row, `-10` if o
    /// has, else `0`.
    pub fn evaluate(&self) -> i32 {
        if self.has_line(Mark::X) {
            10
        } else if self.has_line(Mark::O) {
            -10
        } else {
            0
        }
    }

    /// Whether the game is over: a line, or a full board.
    pub fn is_finished(&self) -> bool {
        self.has_line(Mark::X) || self.has_line(Mark::O) || self.pieces() == 9
    }

    /// The player to move (x when the counts are equal, o when x has one
    /// more), or why the board cannot arise in a game.
    pub fn to_move(&self) -> Result<Mark, String> {
        let count = |m| self.cells.iter().filter(|&&c| c == Some(m)).count();
        let (x, o) = (count(Mark::X), count(Mark::O));
        if self.has_line(Mark::X) && self.has_line(Mark::O) {
            return Err("both players have three in a row".into());
        }
        match x.checked_sub(o) {
            Some(0) => Ok(Mark::X),
            Some(1) => Ok(Mark::O),
            _ => Err(format!(
                "x must have as many marks as o or one more, got {x} and {o}"
            )),
        }
    }
}

/// Reads a board as three row tokens (the judge format of `ttt-evaluate`
/// and `ttt-best-move`).
pub fn read_board(input: &mut Scanner) -> Result<Board, Error> {
    let mut rows = [[0u8; 3]; 3];
    for (r, row) in rows.iter_mut().enumerate() {
        let token = input.token(["row 1", "row 2", "row 3"][r])?;
        if token.len() != 3 {
            let shown = String::from_utf8_lossy(token).into_owned();
            return Err(input.error(format!("row {} must be 3 cells, got \"{shown}\"", r + 1)));
        }
        row.copy_from_slice(token);
    }
    Board::parse([&rows[0], &rows[1], &rows[2]]).map_err(|why| input.error(why))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn validity_of_boards() {
        let parse = |rows: [&str; 3]| Board::parse(rows.map(str::as_bytes)).unwrap();
        assert_eq!(
            parse(["xxx", "ooo", "___"]).to_move().unwrap_err(),
            "both players have three in a row"
        );
        assert!(parse(["xx_", "___", "___"]).to_move().is_err());
        assert!(parse(["o__", "___", "___"]).to_move().is_err());
        assert_eq!(parse(["x__", "___", "___"]).to_move(), Ok(Mark::O));
        assert_eq!(parse(["xox", "oxx", "oxo"]).evaluate(), 0);
        assert_eq!(parse(["ooo", "_xx", "__x"]).evaluate(), -10);
    }
}
