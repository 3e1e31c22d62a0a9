//! Domineering (Left vertical, as in CGSuite): the canonical form and the
//! outcome class of boards up to 25 empty cells.
//! Input and output: [docs/problems.md](../../docs/problems.md#domineering).
//! A board is the sum of its regions, each looked up up to symmetry;
//! regions seen in one test are reused by the next. Numbers are
//! `SmallDyadic`s: every number met on a board of at most 25 empty cells
//! is m/2^k with |m/2^k| ≤ 12 and k ≤ 11 (see
//! `forms::domineering::MAX_EMPTY_CELLS`), far inside an `i64` over 2^62,
//! so no big integer is needed; named through `forms` rather than
//! `partizan`, so that the bundle carries none.

use game_theory::forms::domineering::{Board, Domineering, MAX_EMPTY_CELLS};
use game_theory::forms::{Forms, SmallDyadic};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

/// Canonical forms kept before the memo starts afresh: hard boards (5x6
/// with a few cells filled) add thousands of forms each, and the memos
/// around them take about 3.5 KB a form, so 100,000 forms is about 350 MB;
/// without a bound, 1000 such boards would take several gigabytes.
const MEMO_FORMS: usize = 100_000;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut games = Forms::<SmallDyadic>::new();
    let mut domineering = Domineering::new();
    input.for_each_test("T", 1000, |input| {
        let rows = input.usize("r", 1, 64)?;
        let cols = input.usize("c", 1, 64)?;
        if rows * cols > 64 {
            return Err(input.error(format!(
                "r·c must be at most 64, got {rows}·{cols} = {}",
                rows * cols
            )));
        }
        let board = Board::from_rows(rows, cols, &input.grid("row", rows, cols, b".#")?);
        let empty = board.cells().count_ones();
        if empty > MAX_EMPTY_CELLS {
            return Err(input.error(format!(
                "a board has at most {MAX_EMPTY_CELLS} empty cells, got {empty}"
            )));
        }
        if games.len() > MEMO_FORMS {
            games = Forms::new();
            domineering = Domineering::new();
        }
        let value = domineering.value(&mut games, board);
        writeln!(
            out,
            "{} {}",
            games.display(value),
            games.outcome(value).letter()
        )?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
