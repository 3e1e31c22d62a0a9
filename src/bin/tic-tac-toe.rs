//! Play tic-tac-toe against the program (GfG, interactive): perfect play,
//! never loses.
//! Protocol: [docs/problems.md](../../docs/problems.md#tic-tac-toe).
//! The game is solved once; each move is at most nine table look-ups.
//! At a terminal it shows the board, asks for every move, forgives a typo
//! or a taken cell, and says how the game ended.

use game_theory::game_tree::tictactoe::{Board, Mark};
use game_theory::game_tree::tictactoe_solver::Solver;
use game_theory::judge::console::{answer, at_terminal};
use game_theory::judge::{self, send_line, Error, Scanner};
use std::io::Write;

fn draw(board: &Board) {
    for r in 0..3 {
        let row: String = (0..3)
            .map(|c| match board.cell(3 * r + c) {
                Some(Mark::X) => 'X',
                Some(Mark::O) => 'O',
                None => char::from(b'1' + (3 * r + c) as u8),
            })
            .collect();
        eprintln!(" {row}");
    }
}

/// The opponent's cell (0-based): at a terminal, asked until it is a free
/// cell; from a judge, an error if it is not.
fn their_cell(input: &mut Scanner, board: &Board, person: bool) -> Result<usize, Error> {
    let read = |input: &mut Scanner| {
        let cell = input.usize("the cell", 1, 9)? - 1;
        match board.cell(cell) {
            Some(_) => Err(input.error(format!("cell {} is taken", cell + 1))),
            None => Ok(cell),
        }
    };
    if person {
        draw(board);
    }
    answer(input, person, "your cell (1-9): ", read)
}

pub fn play<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let person = at_terminal();
    let mut solver = Solver::new();
    let who = |input: &mut Scanner| input.u64("who moves first (1 or 2)", 1, 2);
    let first = answer(input, person, "1 if I move first, 2 if you do: ", who)?;
    let program = if first == 1 { Mark::X } else { Mark::O };
    let mut board = Board::empty();
    let mut mover = Mark::X;
    for number in 1.. {
        if board.is_finished() {
            if person {
                draw(&board);
                let result = if board.has_line(program) {
                    "I win."
                } else if board.has_line(program.other()) {
                    "You win."
                } else {
                    "Draw."
                };
                eprintln!("{result}");
            }
            return Ok(());
        }
        if mover == program {
            let cell = solver
                .best_move(&board)
                .cell
                .expect("an unfinished board has a move");
            board.place(cell, program);
            send_line(out, cell + 1)?;
        } else {
            input.start_move(number);
            let cell = their_cell(input, &board, person)?;
            board.place(cell, mover);
        }
        mover = mover.other();
    }
    unreachable!("the board fills within nine moves")
}

fn main() {
    judge::run_interactive(play)
}
