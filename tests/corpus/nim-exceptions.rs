//! Nim with listed exceptions: from a heap a move leaves any smaller heap,
//! except where listed: `F h t` forbids taking t from a heap of h, `S h`
//! makes a heap of h a loss (it has no move). Input: `e` and `e` such
//! lines, then `T`; each test `k` and `k` heap sizes (up to 10^18).
//! Output per test: `First i m` (move heap i, 1-based, to m: the first
//! heap with a winning move, and its smallest) or `Second`.
// row: impartial::nim_exceptions::NimExceptions

use game_theory::impartial::nim_exceptions::{Exception, NimExceptions};
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let e = input.usize("e", 0, 100)?;
    let mut exceptions = Vec::with_capacity(e);
    for _ in 0..e {
        let kind = input.char("kind", b"FS")?;
        let heap = input.u64("h", 1, E18)?;
        exceptions.push(if kind == b'F' {
            Exception::forbid_take(heap, input.u64("t", 1, heap)?)
        } else {
            Exception::Only { heap, to: vec![] }
        });
    }
    let game = NimExceptions::new(exceptions);
    input.for_each_test("T", 100, |input| {
        let k = input.usize("k", 1, 100)?;
        let heaps = input.u64s("heap", k, 0, E18)?;
        let x = heaps.iter().fold(0, |x, &h| x ^ game.grundy(h));
        let found = (x != 0)
            .then(|| {
                heaps
                    .iter()
                    .enumerate()
                    .find_map(|(i, &h)| game.move_to_value(h, game.grundy(h) ^ x).map(|m| (i, m)))
            })
            .flatten();
        match found {
            Some((i, m)) => writeln!(out, "First {} {m}", i + 1)?,
            None => writeln!(out, "Second")?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
