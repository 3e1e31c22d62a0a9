//! Euclid's game (POJ 2348): subtract a multiple of the smaller number from
//! the larger; whoever makes a 0 wins.
//! Input and output: [docs/problems.md](../../docs/problems.md#euclid-game) (pairs until `0 0`).
//! O(log) per game.

use game_theory::impartial::euclid::euclid_mover_wins;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    for game in 1.. {
        if input.at_end() {
            return Err(input.error("the input ends without the final 0 0"));
        }
        input.start_test(game);
        let a = input.u64("a", 0, E18)?;
        let b = input.u64("b", 0, E18)?;
        match (a, b) {
            (0, 0) => return Ok(()),
            (0, _) | (_, 0) => return Err(input.error("a zero may only come as the final 0 0")),
            _ if game > 100_000 => {
                return Err(input.error("more than 10^5 pairs before the final 0 0"))
            }
            _ => {}
        }
        out.write_all(if euclid_mover_wins(a, b) {
            b"Stan wins\n"
        } else {
            b"Ollie wins\n"
        })?;
    }
    unreachable!("the loop returns")
}

fn main() {
    judge::run(solve)
}
