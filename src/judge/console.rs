//! A person at a terminal, for the interactive programs: every input asked
//! for with a prompt, one answer a line, and a typo answered with its
//! reason and the question again, where a judge would get an `error:` line
//! and exit status 1.
//!
//! Used only when stdin and stderr are both terminals ([`at_terminal`]);
//! prompts and reasons go to stderr, so stdout carries only protocol lines
//! either way.

use crate::judge::{quote, Error, Scanner};
use std::io::{self, IsTerminal};

/// Whether stdin and stderr are both terminals: a person is playing.
pub fn at_terminal() -> bool {
    io::stdin().is_terminal() && io::stderr().is_terminal()
}

/// Asks until an answer parses: shows `prompt` on stderr, reads one line
/// through `input`, and reads it with `parse` from a scanner over that line
/// alone (a token left over is an error too: `5 9` is not one cell). On an
/// error, shows the reason and asks again; an empty line asks again. The
/// end of the input is an error.
pub fn ask<T>(
    input: &mut Scanner,
    prompt: &str,
    mut parse: impl FnMut(&mut Scanner) -> Result<T, Error>,
) -> Result<T, Error> {
    loop {
        eprint!("{prompt}");
        let Some(line) = input.raw_line()? else {
            eprintln!();
            return Err(Error::new("the input ended"));
        };
        let mut answer = Scanner::new(line);
        if answer.at_end() {
            continue;
        }
        let parsed = parse(&mut answer).and_then(|value| {
            if answer.at_end() {
                return Ok(value);
            }
            let extra = quote(answer.token("")?);
            Err(Error::new(format!(
                "one answer a line: {extra} is one too many"
            )))
        });
        match parsed {
            Ok(value) => return Ok(value),
            Err(why) => eprintln!("  {why}; try again"),
        }
    }
}

/// One answer from the other side: asked for at a terminal (see [`ask`]),
/// read straight from `input` for a judge, where a bad message is an error.
pub fn answer<T>(
    input: &mut Scanner,
    person: bool,
    prompt: &str,
    mut parse: impl FnMut(&mut Scanner) -> Result<T, Error>,
) -> Result<T, Error> {
    if person {
        ask(input, prompt, parse)
    } else {
        parse(input)
    }
}
