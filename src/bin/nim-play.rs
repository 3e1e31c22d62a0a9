//! Play Nim against the program (GfG Set 2, interactive): it takes the
//! winning side and wins. Protocol: see PROBLEMS.md `nim-play`.
//! O(n) per move: Bouton's winning move restores a nim-sum of 0.

use game_theory::impartial::nim::{nim_sum, nim_winning_move};
use game_theory::judge::{self, send_line, Error, Scanner, E18};
use std::io::{self, IsTerminal, Write};

pub fn play<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let show = io::stdin().is_terminal();
    let n = input.usize("n", 1, 100)?;
    let mut piles = input.u64s("p", n, 0, E18)?;
    // The first player wins exactly when the nim-sum is not 0.
    let mut programs_turn = nim_sum(&piles) != 0;
    send_line(out, if programs_turn { "First" } else { "Second" })?;
    for number in 1.. {
        if piles.iter().all(|&p| p == 0) {
            return Ok(()); // the player to move faces empty piles: lost
        }
        if show {
            eprintln!(
                "piles: {}",
                piles
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            );
        }
        if programs_turn {
            // On the winning side the nim-sum is never 0 at our turn; the
            // fallback only keeps the program total.
            let (i, k) = nim_winning_move(&piles).unwrap_or_else(|| {
                (
                    piles
                        .iter()
                        .position(|&p| p > 0)
                        .expect("a pile is non-empty"),
                    1,
                )
            });
            piles[i] -= k;
            send_line(out, format_args!("{} {}", i + 1, k))?;
        } else {
            if show {
                eprint!("your move (pile count): ");
            }
            input.start_move(number);
            let i = input.usize("the pile", 1, n)? - 1;
            if piles[i] == 0 {
                return Err(input.error(format!("pile {} is empty", i + 1)));
            }
            let k = input.u64("the count", 1, piles[i])?;
            piles[i] -= k;
        }
        programs_turn = !programs_turn;
    }
    unreachable!("every move removes a stone, so the game ends")
}

fn main() {
    judge::run_interactive(play)
}
