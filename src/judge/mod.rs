//! Judge input and output: the layer every solver stands on.
//!
//! [`input`] reads whitespace-separated tokens with the names and ranges
//! of the statement and turns bad input into an [`Error`] ([`error`]);
//! [`process`] runs a solver on stdin (held whole by [`run`], or read a
//! buffer at a time in fixed memory by [`run_streaming`]; in tests, on a
//! byte string) and prints an error as one `error:` line with exit status
//! 1; [`output`] writes numbers without the formatting machinery. The
//! names a solver needs are re-exported here, so a binary starts with
//! `use game_theory::judge::{self, Error, Scanner};`.
//!
//! [`console`] serves the interactive programs: a person at a terminal,
//! prompted for each input.

pub mod console;
mod decimal;
pub mod error;
pub mod input;
pub mod output;
pub mod process;

pub use error::{pretty_bound, quote, Error};
pub use input::{Scanner, SumLimit, E18};
pub use output::{write_line, write_u64_line, write_u64s_line};
pub use process::{play_on_bytes, run, run_interactive, run_on_bytes, run_streaming, send_line};
