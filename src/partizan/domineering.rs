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

pub mod board;

use crate::partizan::hashing::FastMap;
use crate::partizan::{GameId, Games};
use board::Shape;

/// The largest number of empty cells the search is meant for (PROBLEMS.md
/// `domineering`): the full 5 × 5 board has 16 456 regions up to symmetry.
pub const MAX_EMPTY_CELLS: u32 = 25;

/// Values of Domineering boards, with the regions seen so far remembered.
///
/// # Example
/// ```
/// use game_theory::partizan::domineering::{board::Shape, Domineering};
/// use game_theory::partizan::Games;
/// let mut games = Games::new();
/// let mut domineering = Domineering::new();
/// let two_by_two = Shape::from_rows(2, 2, b"....");
/// let value = domineering.value(&mut games, two_by_two);
/// assert_eq!(games.display(value), "{1|-1}");
/// ```
#[derive(Default)]
pub struct Domineering {
    /// A normalised region to its value.
    regions: FastMap<Shape, GameId>,
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
    pub fn value(&mut self, games: &mut Games, board: Shape) -> GameId {
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
    fn region_value(&mut self, games: &mut Games, board: Shape, cells: u64) -> GameId {
        let region = board.with_cells(cells);
        let (vertical, horizontal) = (region.vertical_pairs(), region.horizontal_pairs());
        if vertical == 0 || horizontal == 0 {
            // A player with no move now never has one, and the other's
            // moves cannot hinder each other's later moves beyond taking
            // cells: the value is the integer of the most dominoes the
            // other can place (positive for Left), by induction from
            // {|n} = n - 1 and {n|} = n + 1 for the integers on the
            // moving side.
            let left = board::packing(vertical, board.width() as u32);
            let right = board::packing(horizontal, 1);
            return self.integer(games, i64::from(left) - i64::from(right));
        }
        let normal = board.normalise(cells);
        let value = self.normal_region_value(games, normal.shape);
        if normal.negated {
            games.neg(value)
        } else {
            value
        }
    }

    /// The id of the integer `n` (`|n| ≤ 32`).
    fn integer(&mut self, games: &mut Games, n: i64) -> GameId {
        if self.integers.is_empty() {
            self.integers = vec![None; 65];
        }
        let slot = &mut self.integers[(n + 32) as usize];
        *slot.get_or_insert_with(|| games.integer(n))
    }

    /// The value of a normalised region, from the memo or from its options.
    fn normal_region_value(&mut self, games: &mut Games, region: Shape) -> GameId {
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
