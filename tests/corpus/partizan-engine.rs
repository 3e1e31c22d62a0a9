//! Toads and Frogs: a strip of cells, toads `T` (Left's) and frogs `F`
//! (Right's) and empty cells `.`. A toad moves one cell right into an empty
//! cell, or jumps right over one frog into the empty cell beyond; a frog
//! the same to the left. Whoever cannot move loses. Input: `T`; each test
//! one strip (1 to 12 cells). Output per test: its canonical form and
//! outcome class. (issue 39: a bundle of `PartizanEngine` that never
//! negates a game kept a field only negation reads.)
// row: partizan::Games

use game_theory::judge::{self, Error, Scanner};
use game_theory::partizan::{PartizanEngine, PartizanGame};
use std::io::Write;

#[derive(Clone, PartialEq, Eq, Hash)]
struct Strip(Vec<u8>);

impl Strip {
    /// The moves of the `piece` that goes in direction `step` (±1).
    fn moves(&self, piece: u8, other: u8, step: isize) -> Vec<Strip> {
        let cells = &self.0;
        let at = |i: isize| {
            usize::try_from(i)
                .ok()
                .and_then(|i| cells.get(i).map(|&c| (i, c)))
        };
        let mut moves = Vec::new();
        for i in (0..cells.len()).filter(|&i| cells[i] == piece) {
            let to = match at(i as isize + step) {
                Some((j, b'.')) => Some(j),
                Some((_, c)) if c == other => match at(i as isize + 2 * step) {
                    Some((j, b'.')) => Some(j),
                    _ => None,
                },
                _ => None,
            };
            if let Some(j) = to {
                let mut next = cells.clone();
                next.swap(i, j);
                moves.push(Strip(next));
            }
        }
        moves
    }
}

impl PartizanGame for Strip {
    fn left_moves(&self) -> Vec<Strip> {
        self.moves(b'T', b'F', 1)
    }
    fn right_moves(&self) -> Vec<Strip> {
        self.moves(b'F', b'T', -1)
    }
}

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut engine = PartizanEngine::new();
    input.for_each_test("T", 100, |input| {
        let strip = input.token("strip")?.to_vec();
        if strip.is_empty() || strip.len() > 12 || strip.iter().any(|c| !b"TF.".contains(c)) {
            return Err(input.error("a strip is 1 to 12 of T, F and ."));
        }
        let g = engine.value(&Strip(strip));
        let class = engine.games().outcome(g).letter();
        writeln!(out, "{} {class}", engine.games().display(g))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
