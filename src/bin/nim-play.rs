//! Play Nim against the program (GfG Set 2, interactive): it takes the
//! winning side and wins.
//! Protocol: [docs/problems.md](../../docs/problems.md#nim-play).
//! O(n) per move: Bouton's winning move restores a nim-sum of 0.
//! At a terminal it asks for every input, shows the piles, forgives a typo
//! or an illegal move, and says how the game ended.

use game_theory::impartial::nim::{nim_sum, nim_winning_move};
use game_theory::judge::console::{answer, at_terminal};
use game_theory::judge::{self, send_line, Error, Scanner, E18};
use std::io::Write;

fn show(piles: &[u64]) {
    let shown: Vec<String> = piles.iter().map(u64::to_string).collect();
    eprintln!("piles: {}", shown.join(" "));
}

/// The opponent's move `(pile, count)`, 0-based pile: at a terminal, asked
/// until it is legal; from a judge, an error if it is not.
fn their_move(input: &mut Scanner, piles: &[u64], person: bool) -> Result<(usize, u64), Error> {
    let read = |input: &mut Scanner| {
        let i = input.usize("the pile", 1, piles.len())? - 1;
        if piles[i] == 0 {
            return Err(input.error(format!("pile {} is empty", i + 1)));
        }
        Ok((i, input.u64("the count", 1, piles[i])?))
    };
    if person {
        show(piles);
    }
    answer(input, person, "your move (pile count): ", read)
}

pub fn play<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let person = at_terminal();
    let n = answer(input, person, "how many piles (1-100): ", |i| {
        i.usize("n", 1, 100)
    })?;
    let prompt = format!("the {n} piles: ");
    let mut piles = answer(input, person, &prompt, |i| i.u64s("p", n, 0, E18))?;
    // The first player wins exactly when the nim-sum is not 0.
    let mut programs_turn = nim_sum(&piles) != 0;
    send_line(out, if programs_turn { "First" } else { "Second" })?;
    for number in 1.. {
        if piles.iter().all(|&p| p == 0) {
            // The player to move faces empty piles: lost.
            if person {
                show(&piles);
                eprintln!("{}", if programs_turn { "You win." } else { "I win." });
            }
            return Ok(());
        }
        if programs_turn {
            // On the winning side the nim-sum is never 0 at our turn; the
            // fallback only keeps the program total.
            let (i, k) = nim_winning_move(&piles).unwrap_or_else(|| {
                let i = piles
                    .iter()
                    .position(|&p| p > 0)
                    .expect("a pile is non-empty");
                (i, 1)
            });
            piles[i] -= k;
            send_line(out, format_args!("{} {}", i + 1, k))?;
        } else {
            input.start_move(number);
            let (i, k) = their_move(input, &piles, person)?;
            piles[i] -= k;
        }
        programs_turn = !programs_turn;
    }
    unreachable!("every move removes a stone, so the game ends")
}

fn main() {
    judge::run_interactive(play)
}
