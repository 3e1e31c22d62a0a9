//! Canonical form, outcome class, stops and temperature of games written
//! in Conway's notation.
//! Input and output: [docs/problems.md](../../docs/problems.md#partizan-value).
//! All expressions share one arena of canonical forms, so a subgame met
//! twice is simplified once.

use game_theory::judge::{self, Error, Scanner};
use game_theory::partizan::{Games, Thermographs};
use std::io::Write;

/// The longest expression line the statement allows.
const MAX_LINE: usize = 10_000;

/// Stack for the engine's recursion, which follows the games' birthdays:
/// a sum of many nested expressions can go deeper than the main thread's
/// 8 MB allow.
const ENGINE_STACK: usize = 1 << 30;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let count = input.usize("T", 1, 1000)?;
    let rest = input.raw_line()?.unwrap_or_default();
    if !rest.iter().all(u8::is_ascii_whitespace) {
        return Err(Error::new("T must be alone on its line"));
    }
    let mut lines = Vec::with_capacity(count);
    while lines.len() < count {
        let Some(mut line) = input.raw_line()? else {
            return Err(Error::new(format!(
                "{count} games expected, found {}",
                lines.len()
            )));
        };
        while line.last().is_some_and(|&b| b == b'\n' || b == b'\r') {
            line.pop();
        }
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        if line.len() > MAX_LINE {
            return Err(Error::new(format!(
                "game {}: a line longer than {MAX_LINE} characters",
                lines.len() + 1
            )));
        }
        lines.push(line);
    }
    let answers = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(ENGINE_STACK)
            .spawn_scoped(scope, || describe_all(&lines))
            .expect("a thread for the engine")
            .join()
            .expect("the engine does not panic")
    });
    for answer in answers? {
        writeln!(out, "{answer}")?;
    }
    Ok(())
}

/// Per expression: `<canonical form> <class> <left stop> <right stop> <temperature>`.
fn describe_all(lines: &[Vec<u8>]) -> Result<Vec<String>, Error> {
    let mut games = Games::new();
    let mut thermographs = Thermographs::new();
    let mut answers = Vec::with_capacity(lines.len());
    for (number, line) in lines.iter().enumerate() {
        let g = games
            .parse(line)
            .map_err(|e| Error::new(format!("game {}: {e}", number + 1)))?;
        answers.push(format!(
            "{} {} {} {} {}",
            games.display(g),
            games.outcome(g).letter(),
            thermographs.left_stop(&mut games, g),
            thermographs.right_stop(&mut games, g),
            thermographs.temperature(&mut games, g)
        ));
    }
    Ok(answers)
}

fn main() {
    judge::run(solve)
}
