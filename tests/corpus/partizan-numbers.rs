//! Shove: a row of cells holding Left's pieces `L`, Right's `R` and
//! empty cells `.`. A move takes one of your own pieces and moves it, and
//! every piece to its left, one cell to the left; a piece moved off the
//! row's left end is gone. Whoever cannot move loses. Input: `T`; each
//! test `k` and `k` rows (1 to 12 cells), played as a sum. Output per
//! test: the sum's value and who wins (`Left`, `Right`, or `Second` for
//! the player who does not start). Every position is a number (every row
//! of up to 12 cells is, by a search), of size at most 78 and denominator
//! at most 2^11: a sum of four fits machine words many times over. So the
//! engine runs over `SmallDyadic`, named through `forms`, and the bundle
//! carries no big integer (through `partizan`, over `Dyadic`, it would).
// row: forms::NumberEngine

use game_theory::forms::{NumberEngine, PartizanGame, SmallDyadic};
use game_theory::judge::{self, Error, Scanner};
use std::cmp::Ordering;
use std::io::Write;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Rows(Vec<Vec<u8>>);

impl Rows {
    fn shoves(&self, piece: u8) -> Vec<Rows> {
        let mut moves = Vec::new();
        for (r, row) in self.0.iter().enumerate() {
            for i in (0..row.len()).filter(|&i| row[i] == piece) {
                // Cells 0..=i shift left by one: cell 0's piece falls off.
                let mut next = row.clone();
                next.copy_within(1..=i, 0);
                next[i] = b'.';
                let mut rows = self.0.clone();
                rows[r] = next;
                moves.push(Rows(rows));
            }
        }
        moves
    }
}

impl PartizanGame for Rows {
    fn left_moves(&self) -> Vec<Rows> {
        self.shoves(b'L')
    }
    fn right_moves(&self) -> Vec<Rows> {
        self.shoves(b'R')
    }
    fn split(&self) -> Option<Vec<Rows>> {
        (self.0.len() > 1).then(|| self.0.iter().map(|row| Rows(vec![row.clone()])).collect())
    }
}

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut numbers = NumberEngine::<Rows, SmallDyadic>::new();
    input.for_each_test("T", 100, |input| {
        let k = input.usize("k", 1, 4)?;
        let mut rows = Vec::with_capacity(k);
        for _ in 0..k {
            let row = input.token("row")?.to_vec();
            if row.is_empty() || row.len() > 12 || row.iter().any(|c| !b"LR.".contains(c)) {
                return Err(input.error("a row is 1 to 12 of L, R and ."));
            }
            rows.push(row);
        }
        let value = numbers.value(&Rows(rows));
        let winner = match value.cmp(&SmallDyadic::from(0)) {
            Ordering::Greater => "Left",
            Ordering::Less => "Right",
            Ordering::Equal => "Second",
        };
        writeln!(out, "{value} {winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
