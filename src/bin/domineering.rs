//! Domineering (Left vertical, as in CGSuite): the canonical form and the
//! outcome class of boards up to 25 empty cells.
//! Input and output: [docs/problems.md](../../docs/problems.md#domineering).
//! A board is the sum of its regions, each looked up up to symmetry;
//! regions seen in one test are reused by the next.

use game_theory::judge::{self, Error, Scanner};
use game_theory::partizan::domineering::{Board, Domineering, MAX_EMPTY_CELLS};
use game_theory::partizan::Games;
use std::io::Write;

/// Canonical forms kept before the memo starts afresh: hard boards (5x6
/// with a few cells filled) add thousands of forms each, and the memos
/// around them take about 3.5 KB a form, so 100,000 forms is about 350 MB;
/// without a bound, 1000 such boards would take several gigabytes.
const MEMO_FORMS: usize = 100_000;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut games = Games::new();
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
            games = Games::new();
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
