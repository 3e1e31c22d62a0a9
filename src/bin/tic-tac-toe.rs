//! Play tic-tac-toe against the program (GfG, interactive): perfect play,
//! never loses. Protocol: see PROBLEMS.md `tic-tac-toe`.
//! The game is solved once; each move is at most nine table look-ups.

use game_theory::game_tree::tictactoe::{Board, Mark};
use game_theory::game_tree::tictactoe_solver::Solver;
use game_theory::judge::{self, send_line, Error, Scanner};
use std::io::{self, IsTerminal, Write};

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

pub fn play<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let show = io::stdin().is_terminal();
    let mut solver = Solver::new();
    if show {
        eprintln!("1 if I move first, 2 if you do:");
    }
    let program = match input.u64("who moves first (1 or 2)", 1, 2)? {
        1 => Mark::X,
        _ => Mark::O,
    };
    let mut board = Board::empty();
    let mut mover = Mark::X;
    for number in 1.. {
        if board.is_finished() {
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
            if show {
                draw(&board);
                eprint!("your cell (1-9): ");
            }
            input.start_move(number);
            let cell = input.usize("the cell", 1, 9)? - 1;
            if board.cell(cell).is_some() {
                return Err(input.error(format!("cell {} is taken", cell + 1)));
            }
            board.place(cell, mover);
        }
        mover = mover.other();
    }
    unreachable!("the board fills within nine moves")
}

fn main() {
    judge::run_interactive(play)
}
