//! Tic-tac-toe boards: reading, validity, whose move it is and the
//! evaluation function of GfG Minimax Set 2 (10, −10 or 0). Perfect play
//! lives in [`crate::game_tree::tictactoe_solver`], so a solver that only
//! evaluates boards carries no search.

use crate::judge::input::{Error, Scanner};

/// A player's mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mark {
    /// The first player's mark.
    X,
    /// The second player's mark.
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

/// Whether a set of cells (bit `c` for cell `c`) holds one of the eight
/// lines, for each of the 512 sets: one load, where testing the lines in
/// turn stops at an unpredictable one.
const HAS_LINE: [bool; 512] = {
    let mut table = [false; 512];
    let mut set = 0;
    while set < 512 {
        let mut i = 0;
        while i < 8 {
            let [a, b, c] = LINES[i];
            let line = 1 << a | 1 << b | 1 << c;
            if set & line == line {
                table[set] = true;
            }
            i += 1;
        }
        set += 1;
    }
    table
};

/// A 3×3 board; cells are numbered 0–8 row by row. Each player's marks are
/// a set of cells (bit `c` for cell `c`), so a line is one look-up:
/// ttt-evaluate's 10^5 boards took more time in comparing cells one by
/// one than in reading them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Board {
    x: u16,
    o: u16,
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
            // Without a branch per cell: on random boards the processor
            // would guess most of them wrong.
            let mut other = false;
            for (c, &cell) in row.iter().enumerate() {
                board.x |= u16::from(cell == b'x') << (3 * r + c);
                board.o |= u16::from(cell == b'o') << (3 * r + c);
                other |= cell != b'x' && cell != b'o' && cell != b'_';
            }
            if other {
                let &cell = (row.iter())
                    .find(|cell| !b"xo_".contains(cell))
                    .expect("a cell that is not x, o or _");
                let shown = String::from_utf8_lossy(&[cell]).into_owned();
                return Err(format!("row {} has '{shown}', not x, o or _", r + 1));
            }
        }
        Ok(board)
    }

    /// The mark in `cell`, if any.
    pub fn cell(&self, cell: usize) -> Option<Mark> {
        if self.x >> cell & 1 == 1 {
            Some(Mark::X)
        } else if self.o >> cell & 1 == 1 {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// Puts `mark` in the empty `cell`.
    pub fn place(&mut self, cell: usize, mark: Mark) {
        debug_assert!(self.cell(cell).is_none());
        *self.marks_mut(mark) |= 1 << cell;
    }

    /// Whether `mark` has three in a row.
    pub fn has_line(&self, mark: Mark) -> bool {
        HAS_LINE[usize::from(self.marks(mark))]
    }

    /// How many cells hold a mark.
    pub fn pieces(&self) -> usize {
        (self.x | self.o).count_ones() as usize
    }

    fn marks(&self, mark: Mark) -> u16 {
        match mark {
            Mark::X => self.x,
            Mark::O => self.o,
        }
    }

    fn marks_mut(&mut self, mark: Mark) -> &mut u16 {
        match mark {
            Mark::X => &mut self.x,
            Mark::O => &mut self.o,
        }
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
        let (x, o) = (self.x.count_ones(), self.o.count_ones());
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
    fn masks_agree_with_the_cells_on_every_filling_of_the_board() {
        for code in 0..3usize.pow(9) {
            let mut board = Board::empty();
            let mut cells = [None; 9];
            let mut rest = code;
            for (c, cell) in cells.iter_mut().enumerate() {
                *cell = [None, Some(Mark::X), Some(Mark::O)][rest % 3];
                rest /= 3;
                if let Some(mark) = *cell {
                    board.place(c, mark);
                }
            }
            for (c, &cell) in cells.iter().enumerate() {
                assert_eq!(board.cell(c), cell, "{cells:?}");
            }
            for mark in [Mark::X, Mark::O] {
                let by_cells = LINES
                    .iter()
                    .any(|line| line.iter().all(|&c| cells[c] == Some(mark)));
                assert_eq!(board.has_line(mark), by_cells, "{cells:?}");
            }
            assert_eq!(board.pieces(), cells.iter().flatten().count());
        }
    }

    #[test]
    fn a_cell_that_is_not_x_o_or_blank_is_named_wherever_it_is() {
        for cell in 0..9 {
            for bad in [b'X', b'0', b'.', b' ', 0xe9] {
                let mut rows = [*b"x_o", *b"_xo", *b"__x"];
                rows[cell / 3][cell % 3] = bad;
                let why = Board::parse([&rows[0], &rows[1], &rows[2]]).unwrap_err();
                let shown = String::from_utf8_lossy(&[bad]).into_owned();
                let expected = format!("row {} has '{shown}', not x, o or _", cell / 3 + 1);
                assert_eq!(why, expected);
            }
        }
    }

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
