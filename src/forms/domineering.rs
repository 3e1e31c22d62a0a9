//! Domineering: Left places vertical dominoes, Right horizontal ones
//! (CGSuite's convention), on the empty cells of a board; who cannot place
//! loses. The value of a board as a canonical form.
//!
//! The search follows the facts cgt-tools and CGSuite use, and adds the
//! board's symmetries:
//! - two cells interact only through a domino covering both, so a board is
//!   the sum of its side-connected regions of empty cells, and a region of
//!   one cell is 0;
//! - a region's value does not depend on where it stands: it is cropped to
//!   its bounding box;
//! - mirror images and the half turn have the same value, and the
//!   transpose swaps the players (vertical becomes horizontal), so its value
//!   is the negative: each region is looked up in the least of its eight
//!   orientations, negated when that one is a transpose.
//!
//! A region's value is computed once, from the values of the boards its
//! moves lead to (each a sum of smaller regions), and kept for every later
//! board of the same run.
//!
//! A board ([`Board`]) is a 64-bit mask of its empty cells, so the moves,
//! the split into regions and a region's normal form (the memo's key) are a
//! few bit operations each.
//!
//! Cell `(r, c)` of an `h × w` board is bit `r·w + c` (`h·w ≤ 64`). Left's
//! vertical domino on `(r, c)` and `(r + 1, c)` is a pair of bits `w`
//! apart; Right's horizontal one on `(r, c)` and `(r, c + 1)` a pair of
//! neighbouring bits in one row.

use super::games::{Forms, GameId};
use super::number::Number;
use crate::perf::hashing::FastMap;

/// The largest number of empty cells the search is meant for
/// (docs/problems.md, `domineering`): the full 5 × 5 board has 16 456
/// regions up to symmetry.
///
/// Up to this size the values fit a [`SmallDyadic`](super::SmallDyadic)
/// arena. Each move fills two cells, so a board of n empty cells has
/// birthday at most ⌊n/2⌋ ≤ 12, and so has every position, region and
/// partial sum of regions the search meets (the sum of games of birthdays
/// b₁, b₂ has birthday ≤ b₁ + b₂, and the sums [`Forms::sum`] makes on the
/// way add options of the two, of smaller birthdays). Every number the
/// arena makes is a follower of such a form (a number part of x + k·↑ + *m
/// is its stop, reached by play), so its birthday is at most 12: |x| ≤ 12
/// and x = m/2^k with k ≤ 11, against an `i64` numerator and k ≤ 62.
pub const MAX_EMPTY_CELLS: u32 = 25;

/// Values of Domineering boards, with the regions seen so far remembered.
///
/// # Example
/// ```
/// use game_theory::partizan::domineering::{Domineering, Board};
/// use game_theory::partizan::Games;
/// let mut games = Games::new();
/// let mut domineering = Domineering::new();
/// let two_by_two = Board::from_rows(2, 2, b"....");
/// let value = domineering.value(&mut games, two_by_two);
/// assert_eq!(games.display(value), "{1|-1}");
/// ```
#[derive(Default)]
pub struct Domineering {
    /// A normalised region to its value.
    regions: FastMap<Board, GameId>,
    /// The ids of the integers -32 to 32 (a board has at most 32
    /// dominoes), found once: a region where one player has no move is
    /// one of them.
    integers: Vec<Option<GameId>>,
}

impl Domineering {
    /// A search that has seen no region yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The value of a board: the sum of its regions' values.
    ///
    /// # Complexity
    /// One canonical form per region (up to symmetry) reachable from the
    /// board and not seen before; a region of `n` cells has at most
    /// `2n` moves. The full 5 × 5 board reaches 16 456 regions.
    pub fn value<N: Number>(&mut self, games: &mut Forms<N>, board: Board) -> GameId {
        let mut total = None;
        for region in board.regions() {
            let value = self.region_value(games, board, region);
            total = Some(match total {
                None => value,
                Some(total) => games.sum(total, value),
            });
        }
        total.unwrap_or_else(|| self.integer(games, 0))
    }

    /// The value of the region `cells` of `board`.
    fn region_value<N: Number>(
        &mut self,
        games: &mut Forms<N>,
        board: Board,
        cells: u64,
    ) -> GameId {
        let region = board.with_cells(cells);
        let (vertical, horizontal) = (region.vertical_pairs(), region.horizontal_pairs());
        if vertical == 0 || horizontal == 0 {
            // A player with no move now never gets one (moves only fill
            // cells), so only the other one moves, as often as they can:
            // by induction, with {| -a, -b, …} = -(max(a, b, …) + 1) for
            // integers a, b, … ≥ 0, the value is minus the most dominoes
            // Right can place at once (plus, for Left). Lines of cells in
            // the mover's direction are independent paths.
            let left = packing(vertical, board.width() as u32);
            let right = packing(horizontal, 1);
            return self.integer(games, i64::from(left) - i64::from(right));
        }
        let normal = board.normalise(cells);
        let value = self.normal_region_value(games, normal.board);
        if normal.negated {
            games.neg(value)
        } else {
            value
        }
    }

    /// The id of the integer `n` (`|n| ≤ 32`).
    fn integer<N: Number>(&mut self, games: &mut Forms<N>, n: i64) -> GameId {
        if self.integers.is_empty() {
            self.integers = vec![None; 65];
        }
        let slot = &mut self.integers[(n + 32) as usize];
        *slot.get_or_insert_with(|| games.integer(n))
    }

    /// The value of a normalised region, from the memo or from its options.
    fn normal_region_value<N: Number>(&mut self, games: &mut Forms<N>, region: Board) -> GameId {
        if let Some(&value) = self.regions.get(&region) {
            return value;
        }
        let mut left = Vec::new();
        let mut pairs = region.vertical_pairs();
        while pairs != 0 {
            let i = pairs.trailing_zeros();
            pairs &= pairs - 1;
            left.push(self.value(games, region.after_vertical(i)));
        }
        let mut right = Vec::new();
        let mut pairs = region.horizontal_pairs();
        while pairs != 0 {
            let i = pairs.trailing_zeros();
            pairs &= pairs - 1;
            right.push(self.value(games, region.after_horizontal(i)));
        }
        let value = games.game(&left, &right);
        self.regions.insert(region, value);
        value
    }
}

/// The empty cells of a board of `height × width` cells (`height · width ≤
/// 64`), row after row. Two boards are equal when they have the same
/// dimensions and the same empty cells, so a normalised region (see
/// [`Board::normalise`]) is a memo key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    height: u8,
    width: u8,
    cells: u64,
}

/// A region of a board in its normal form, and whether the board holds it
/// transposed: a transposed region is the negative game, since transposing
/// turns Left's vertical dominoes into Right's horizontal ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Normalised {
    /// The region, cropped to its bounding box, in the least of its eight
    /// orientations.
    pub board: Board,
    /// The board's region is the transpose of `board` (value negated).
    pub negated: bool,
}

impl Board {
    /// A board of `height × width` cells whose empty cells are the set
    /// bits of `cells`.
    ///
    /// # Panics
    /// If `height · width` is 0 or over 64, or `cells` has a bit outside
    /// the board.
    pub fn new(height: usize, width: usize, cells: u64) -> Self {
        let area = height * width;
        assert!((1..=64).contains(&area), "a board has 1 to 64 cells");
        assert!(cells & !low_bits(area) == 0, "a cell outside the board");
        Board {
            height: height as u8,
            width: width as u8,
            cells,
        }
    }

    /// The board of `height` rows of `width` bytes each, `.` empty and any
    /// other byte filled, row after row in `rows`.
    ///
    /// # Panics
    /// As [`Board::new`], or if `rows` is not `height · width` long.
    pub fn from_rows(height: usize, width: usize, rows: &[u8]) -> Self {
        assert_eq!(rows.len(), height * width, "one byte per cell");
        let cells = rows
            .iter()
            .enumerate()
            .filter(|&(_, &cell)| cell == b'.')
            .fold(0u64, |cells, (i, _)| cells | 1 << i);
        Board::new(height, width, cells)
    }

    /// Rows of the board.
    pub fn height(&self) -> usize {
        usize::from(self.height)
    }

    /// Columns of the board.
    pub fn width(&self) -> usize {
        usize::from(self.width)
    }

    /// The empty cells, bit `r · width + c` for cell `(r, c)`.
    pub fn cells(&self) -> u64 {
        self.cells
    }

    /// The same board with only the empty cells in `cells`.
    pub fn with_cells(&self, cells: u64) -> Self {
        Board { cells, ..*self }
    }

    /// Left's moves: bit `i` set when cells `i` and `i + width` (the one
    /// below) are both empty.
    pub fn vertical_pairs(&self) -> u64 {
        // A board 64 cells wide has one row (and a shift by 64 overflows).
        self.cells & self.cells.checked_shr(self.width.into()).unwrap_or(0)
    }

    /// Right's moves: bit `i` set when cells `i` and `i + 1` (the one to
    /// the right, in the same row) are both empty.
    pub fn horizontal_pairs(&self) -> u64 {
        self.cells & (self.cells >> 1) & !self.last_column()
    }

    /// The board after Left's move on the vertical pair at bit `i`.
    pub fn after_vertical(&self, i: u32) -> Self {
        self.with_cells(self.cells & !(1 << i | 1 << (i + u32::from(self.width))))
    }

    /// The board after Right's move on the horizontal pair at bit `i`.
    pub fn after_horizontal(&self, i: u32) -> Self {
        self.with_cells(self.cells & !(3 << i))
    }

    /// The board's regions: the classes of empty cells joined by chains of
    /// side-adjacent empty cells. Cells of different regions are never
    /// covered by one domino, so the board is the sum of its regions.
    /// Regions of one cell (no domino fits) are left out: their value is 0.
    pub fn regions(&self) -> Regions {
        let first_column = self.first_column();
        // A board of one row has no vertical neighbours: the shift by its
        // width (up to 64, which would overflow) is replaced by none.
        let one_row = self.height == 1;
        Regions {
            rest: self.cells,
            row_step: if one_row { 0 } else { self.width.into() },
            rows_below_above: if one_row { 0 } else { u64::MAX },
            not_first_column: !first_column,
            not_last_column: !(first_column << (self.width - 1)),
        }
    }

    /// The region `cells` of this board (a set of this board's cells, such
    /// as an item of [`Board::regions`]) in its normal form: cropped to its
    /// bounding box and turned to the least of its eight orientations.
    /// The four that keep rows as rows (mirror images and the half turn)
    /// have the same value; the four that swap rows and columns have the
    /// negative value, which `negated` records.
    pub fn normalise(&self, cells: u64) -> Normalised {
        let cropped = self.crop(cells);
        let mut best = Normalised {
            board: cropped,
            negated: false,
        };
        for (turned, negated) in [(cropped, false), (cropped.transpose(), true)] {
            let upside_down = turned.flip_rows();
            for candidate in [
                turned,
                turned.half_turn(),
                upside_down,
                upside_down.half_turn(),
            ] {
                if candidate < best.board {
                    best = Normalised {
                        board: candidate,
                        negated,
                    };
                }
            }
        }
        best
    }

    /// The cells `cells` (a subset of this board's) on a board of their
    /// bounding box.
    fn crop(&self, cells: u64) -> Board {
        debug_assert!(cells != 0 && cells & !self.cells == 0);
        let width = u32::from(self.width);
        let first_row = cells.trailing_zeros() / width;
        let last_row = (63 - cells.leading_zeros()) / width;
        let row_mask = low_bits(self.width());
        let mut columns = 0;
        for r in first_row..=last_row {
            columns |= (cells >> (r * width)) & row_mask;
        }
        let first_column = columns.trailing_zeros();
        let new_width = 64 - columns.leading_zeros() - first_column;
        let new_height = last_row - first_row + 1;
        let new_row_mask = low_bits(new_width as usize);
        let mut cropped = 0;
        for r in 0..new_height {
            let row = (cells >> ((first_row + r) * width + first_column)) & new_row_mask;
            cropped |= row << (r * new_width);
        }
        Board {
            height: new_height as u8,
            width: new_width as u8,
            cells: cropped,
        }
    }

    /// Rows and columns swapped: cell `(r, c)` to `(c, r)`.
    fn transpose(&self) -> Board {
        let (height, width) = (u32::from(self.height), u32::from(self.width));
        let row_mask = low_bits(self.width());
        let mut cells = 0;
        for r in 0..height {
            let mut row = (self.cells >> (r * width)) & row_mask;
            while row != 0 {
                let c = row.trailing_zeros();
                cells |= 1 << (c * height + r);
                row &= row - 1;
            }
        }
        Board {
            height: self.width,
            width: self.height,
            cells,
        }
    }

    /// Turned by 180 degrees: cell `(r, c)` to `(h-1-r, w-1-c)`, which is
    /// cell index `i` to `h·w-1-i`, a reversal of the used bits.
    fn half_turn(&self) -> Board {
        let area = u32::from(self.height) * u32::from(self.width);
        self.with_cells(self.cells.reverse_bits() >> (64 - area))
    }

    /// Upside down: row `r` to row `h-1-r`.
    fn flip_rows(&self) -> Board {
        let (height, width) = (u32::from(self.height), u32::from(self.width));
        let row_mask = low_bits(self.width());
        let mut cells = 0;
        for r in 0..height {
            cells |= ((self.cells >> (r * width)) & row_mask) << ((height - 1 - r) * width);
        }
        self.with_cells(cells)
    }

    /// Bit `r · width` for every row `r`.
    fn first_column(&self) -> u64 {
        let width = u32::from(self.width);
        (0..u32::from(self.height)).fold(0, |column, r| column | 1 << (r * width))
    }

    fn last_column(&self) -> u64 {
        self.first_column() << (self.width - 1)
    }
}

/// The regions of a board with at least two cells, lowest cell first (see
/// [`Board::regions`]).
pub struct Regions {
    rest: u64,
    row_step: u32,
    rows_below_above: u64,
    not_first_column: u64,
    not_last_column: u64,
}

impl Iterator for Regions {
    type Item = u64;

    fn next(&mut self) -> Option<u64> {
        while self.rest != 0 {
            let mut region = self.rest & self.rest.wrapping_neg();
            // Grow from the lowest cell one step in each direction until
            // nothing new is reached: at most one round per cell.
            loop {
                let grown = (region
                    | (region << 1) & self.not_first_column
                    | (region >> 1) & self.not_last_column
                    | (region << self.row_step | region >> self.row_step) & self.rows_below_above)
                    & self.rest;
                if grown == region {
                    break;
                }
                region = grown;
            }
            self.rest &= !region;
            if region & (region - 1) != 0 {
                return Some(region);
            }
        }
        None
    }
}

/// The most dominoes of one direction that fit at once, from the pairs of
/// empty cells they can cover (`pairs` as [`Board::vertical_pairs`] or
/// [`Board::horizontal_pairs`] return them, `step` the distance between a
/// pair's cells: the board's width, or 1). Each line of cells in that
/// direction is a path, where taking the first pair of each run of empty
/// cells and going on from the cell after it places half the run.
pub fn packing(pairs: u64, step: u32) -> u32 {
    let mut rest = pairs;
    let mut dominoes = 0;
    while rest != 0 {
        let first = rest.trailing_zeros();
        dominoes += 1;
        // The pair that starts on this domino's second cell is gone too.
        rest &= !(1 << first | 1 << (first + step));
    }
    dominoes
}

/// The lowest `n` bits set (`n ≤ 64`).
fn low_bits(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &[&str]) -> Board {
        let width = rows[0].len();
        let bytes: Vec<u8> = rows.iter().flat_map(|row| row.bytes()).collect();
        Board::from_rows(rows.len(), width, &bytes)
    }

    /// The cells of `b` as rows of `.` and `#`, for readable asserts.
    fn picture(b: Board) -> Vec<String> {
        (0..b.height())
            .map(|r| {
                (0..b.width())
                    .map(|c| {
                        if (b.cells() >> (r * b.width() + c)) & 1 == 1 {
                            '.'
                        } else {
                            '#'
                        }
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn moves_are_pairs_of_empty_cells_in_a_column_or_a_row() {
        let b = board(&["..#", ".#.", "..."]);
        // Vertical pairs start at (0,0), (1,0); (1,2)-(2,2).
        assert_eq!(b.vertical_pairs(), 1 << 0 | 1 << 3 | 1 << 5);
        // Horizontal pairs start at (0,0), (2,0), (2,1); none wraps from
        // the end of a row to the next row's start.
        assert_eq!(b.horizontal_pairs(), 1 << 0 | 1 << 6 | 1 << 7);
        assert_eq!(picture(b.after_vertical(3)), ["..#", "##.", "#.."]);
        assert_eq!(picture(b.after_horizontal(7)), ["..#", ".#.", ".##"]);
    }

    #[test]
    fn regions_are_side_connected_and_skip_single_cells() {
        let b = board(&["..#.", "#..#", "#.#.", "...."]);
        // (0,3) alone; (2,3) touches (3,3); diagonal contact joins nothing.
        let regions: Vec<u64> = b.regions().collect();
        assert_eq!(regions.len(), 1);
        assert_eq!(regions[0].count_ones(), 10);
        let split = board(&["..#.", "#.##", "####", ".#.."]);
        let sizes: Vec<u32> = split.regions().map(u64::count_ones).collect();
        assert_eq!(sizes, [3, 2]);
    }

    #[test]
    fn a_row_never_wraps_into_the_next_one() {
        // (0,2) and (1,0) are consecutive bits but not neighbours.
        let b = board(&["#.#.", ".#.#"]);
        assert_eq!(b.regions().count(), 0);
        assert_eq!(b.horizontal_pairs(), 0);
    }

    #[test]
    fn normal_form_is_cropped_and_the_same_for_all_eight_orientations() {
        let l_shape = board(&["#####", "#.###", "#.###", "#..##", "#####"]);
        let reference = l_shape.normalise(l_shape.cells());
        assert_eq!(reference.board.height() * reference.board.width(), 6);
        let orientations: [&[&str]; 8] = [
            &[".#", ".#", ".."],
            &["#.", "#.", ".."],
            &["..", ".#", ".#"],
            &["..", "#.", "#."],
            &["...", "##."],
            &["...", ".##"],
            &["##.", "..."],
            &[".##", "..."],
        ];
        for rows in orientations {
            let b = board(rows);
            let normal = b.normalise(b.cells());
            assert_eq!(normal.board, reference.board, "{rows:?}");
            // Tall L shapes keep their rows; wide ones are transposes.
            let tall = rows.len() == 3;
            assert_eq!(normal.negated != reference.negated, !tall, "{rows:?}");
        }
    }

    #[test]
    fn a_domino_normalises_to_one_shape_negated_when_turned() {
        let vertical = board(&[".", "."]);
        let horizontal = board(&[".."]);
        let v = vertical.normalise(vertical.cells());
        let h = horizontal.normalise(horizontal.cells());
        assert_eq!(v.board, h.board);
        assert_ne!(v.negated, h.negated);
    }

    #[test]
    fn packing_places_half_of_each_run() {
        // Rows of runs 3, 2 and 5 (and single cells): 1 + 1 + 2 dominoes.
        let b = board(&["...#..#.", "#.....#.", ".#.#.#.#"]);
        assert_eq!(packing(b.horizontal_pairs(), 1), 4);
        // Columns of runs 2 and 1, 4, and 1 and 1: 1 + 2 + 0 dominoes.
        let c = board(&["..#", "...", "#.#", "..."]);
        assert_eq!(packing(c.vertical_pairs(), 3), 3);
        assert_eq!(packing(0, 1), 0);
        let column = Board::new(64, 1, u64::MAX);
        assert_eq!(packing(column.vertical_pairs(), 1), 32);
    }

    #[test]
    fn the_largest_boards_fit() {
        let full = Board::new(8, 8, u64::MAX);
        assert_eq!(full.normalise(u64::MAX).board, full);
        let row = Board::new(1, 64, u64::MAX);
        let normal = row.normalise(u64::MAX);
        assert_eq!((normal.board.height(), normal.board.width()), (1, 64));
        assert_eq!(row.horizontal_pairs().count_ones(), 63);
        assert_eq!(row.vertical_pairs(), 0);
        let column = Board::new(64, 1, u64::MAX);
        assert_eq!(column.vertical_pairs().count_ones(), 63);
        assert_eq!(column.horizontal_pairs(), 0);
        assert_eq!(column.normalise(u64::MAX).board, normal.board);
    }
}
