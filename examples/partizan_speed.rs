//! How fast the canonical-form engine is on Domineering, the benchmark of
//! the field's tools (cgt-tools takes about 3.6 s on the empty 5×5 board
//! on this machine). Run: `cargo run --release --example partizan_speed
//! [rows cols …]` (default: 4 4, 4 5, 5 5).
//!
//! The board here is deliberately simple: a bit grid of empty cells,
//! cropped to its bounding box and split into connected regions (as
//! cgt-tools does), no symmetry. It measures the engine ([`Games`]:
//! simplification, comparisons, sums), not a tuned Domineering solver.
//!
//! Measured 2026-11-26 on a loaded 2-core machine, CPU time (wall time
//! meant little at load 10): this example 4x4 0.002 s, 4x5 0.04 s, 5x5
//! 0.53 s (734,029 positions, 7,151 forms); cgt-tools 0.11 through cgt-py
//! in a scratch venv, `Domineering(board).canonical_form`: 0.009 s,
//! 0.111 s, 3.28 s. Same values (4x4 the same form; 4x5 = 1; 5x5 = 0).

use game_theory::partizan::{PartizanEngine, PartizanGame};
use std::time::Instant;

/// Empty cells of a board at most 8 wide, row-major, 8 bits a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Board {
    cells: u64,
}

const ROW: u32 = 8;
const LAST_COLUMN: u64 = 0x8080_8080_8080_8080;

impl Board {
    fn empty(rows: u32, cols: u32) -> Board {
        let row = (1u64 << cols) - 1;
        Board {
            cells: (0..rows).fold(0, |cells, r| cells | row << (r * ROW)),
        }
    }

    /// Shifted to touch the top and left edges, so equal shapes meet in
    /// the memo.
    fn cropped(cells: u64) -> Board {
        if cells == 0 {
            return Board { cells };
        }
        let mut cells = cells >> (cells.trailing_zeros() / ROW * ROW);
        let mut columns = 0u64;
        for r in 0..8 {
            columns |= (cells >> (r * ROW)) & 0xff;
        }
        let shift = columns.trailing_zeros();
        cells = (0..8).fold(0, |c, r| {
            c | (((cells >> (r * ROW)) & 0xff) >> shift) << (r * ROW)
        });
        Board { cells }
    }

    /// Cells a domino can use: `pairs & (pairs >> step)` are its first cells.
    fn moves(self, vertical: bool) -> Vec<Board> {
        let step = if vertical { ROW } else { 1 };
        let mut firsts = self.cells & (self.cells >> step);
        if !vertical {
            firsts &= !LAST_COLUMN;
        }
        let mut moves = Vec::new();
        while firsts != 0 {
            let cell = firsts.trailing_zeros();
            firsts &= firsts - 1;
            let domino = (1u64 << cell) | (1u64 << (cell + step));
            moves.push(Board::cropped(self.cells & !domino));
        }
        moves
    }

    /// The connected regions of the empty cells (flood fill by bit steps).
    fn regions(self) -> Vec<Board> {
        let mut left = self.cells;
        let mut regions = Vec::new();
        while left != 0 {
            let mut region = left & left.wrapping_neg();
            loop {
                let grown = region
                    | (region << ROW)
                    | (region >> ROW)
                    | ((region << 1) & !0x0101_0101_0101_0101)
                    | ((region >> 1) & !LAST_COLUMN);
                let grown = grown & left;
                if grown == region {
                    break;
                }
                region = grown;
            }
            left &= !region;
            regions.push(Board::cropped(region));
        }
        regions
    }
}

impl PartizanGame for Board {
    fn left_moves(&self) -> Vec<Board> {
        self.moves(true)
    }

    fn right_moves(&self) -> Vec<Board> {
        self.moves(false)
    }

    fn split(&self) -> Option<Vec<Board>> {
        let regions = self.regions();
        (regions.len() > 1).then_some(regions)
    }
}

fn main() {
    let args: Vec<u32> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("rows cols"))
        .collect();
    let sizes: Vec<(u32, u32)> = if args.is_empty() {
        vec![(4, 4), (4, 5), (5, 5)]
    } else {
        args.chunks(2).map(|c| (c[0], c[1])).collect()
    };
    for (rows, cols) in sizes {
        let start = Instant::now();
        let mut engine = PartizanEngine::new();
        let g = engine.value(&Board::empty(rows, cols));
        let elapsed = start.elapsed();
        let positions = engine.positions();
        let games = engine.games();
        println!(
            "{rows}x{cols}: {:.3} s, {positions} positions, {} forms: {} {}",
            elapsed.as_secs_f64(),
            games.len(),
            games.display(g),
            games.outcome(g).letter()
        );
    }
}
