//! Games in Conway's notation: each line a game (integers, dyadics, `*`,
//! `*n`, `{…|…}`, unary `-`, `+`). Input: `T`, then `T` lines. Output per
//! line: the canonical form and the outcome class (`L`, `R`, `P`, `N`).
// row: partizan::Games

use game_theory::judge::{self, Error, Scanner};
use game_theory::partizan::Games;
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut games = Games::new();
    let t = input.usize("T", 1, 100)?;
    input.raw_line()?; // the rest of T's line
    for number in 1..=t {
        let Some(mut line) = input.raw_line()? else {
            return Err(Error::new(format!("game {number} is missing")));
        };
        while line.last().is_some_and(u8::is_ascii_whitespace) {
            line.pop();
        }
        let g = games
            .parse(&line)
            .map_err(|e| Error::new(format!("game {number}: {e}")))?;
        let class = games.outcome(g).letter();
        writeln!(out, "{} {class}", games.display(g))?;
    }
    Ok(())
}

fn main() {
    judge::run(solve)
}
