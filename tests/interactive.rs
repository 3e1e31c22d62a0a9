//! Judges for the interactive programs, connected through pipes: the
//! tic-tac-toe judge tries every opponent strategy, and the Nim judge plays
//! random and adversarial games from winning and losing starts.

mod common;

use common::{Finished, Session};

use game_theory::game_tree::tictactoe::LINES;
use game_theory::testing::rng::TestRng;

fn has_line(board: &[u8; 9], mark: u8) -> bool {
    LINES.iter().any(|l| l.iter().all(|&c| board[c] == mark))
}

fn expect_clean_exit(done: Finished, what: &str) {
    assert_eq!(done.status, Some(0), "{what}: stderr {:?}", done.stderr);
    assert_eq!(done.stdout, "", "{what}: output after the game ended");
}

/// Plays one game in which the opponent follows `script` and then always
/// takes the smallest free cell; returns the opponent's moves and, for each
/// opponent turn past the script, the other cells it could have taken.
fn play_tic_tac_toe(
    program_first: bool,
    script: &[usize],
) -> (Vec<usize>, Vec<Vec<usize>>, [u8; 9]) {
    let mut session = Session::start("tic-tac-toe");
    session.send(if program_first { "1" } else { "2" });
    let program = if program_first { b'X' } else { b'O' };
    let mut board = [b'.'; 9];
    let mut mover = b'X';
    let (mut moves, mut alternatives) = (Vec::new(), Vec::new());
    while !has_line(&board, b'X') && !has_line(&board, b'O') && board.contains(&b'.') {
        let cell = if mover == program {
            let line = session
                .receive()
                .unwrap_or_else(|| panic!("no move after {moves:?}"));
            let cell: usize = line
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("bad move line {line:?}"));
            assert!(
                (1..=9).contains(&cell) && board[cell - 1] == b'.',
                "illegal move {cell} after {moves:?}"
            );
            cell - 1
        } else {
            let free: Vec<usize> = (0..9).filter(|&c| board[c] == b'.').collect();
            let cell = match script.get(moves.len()) {
                Some(&c) => c,
                None => {
                    alternatives.push(free[1..].to_vec());
                    free[0]
                }
            };
            moves.push(cell);
            session.send(&(cell + 1).to_string());
            cell
        };
        board[cell] = mover;
        mover = if mover == b'X' { b'O' } else { b'X' };
    }
    expect_clean_exit(session.finish(), &format!("game {moves:?}"));
    (moves, alternatives, board)
}

#[test]
fn tic_tac_toe_never_loses_against_any_strategy() {
    for program_first in [true, false] {
        let opponent = if program_first { b'O' } else { b'X' };
        // Depth-first over opponent strategies: each game replays a prefix
        // of opponent moves, then branches at every later opponent turn.
        let mut scripts: Vec<Vec<usize>> = vec![Vec::new()];
        let mut games = 0;
        while let Some(script) = scripts.pop() {
            let (moves, alternatives, board) = play_tic_tac_toe(program_first, &script);
            games += 1;
            assert!(
                !has_line(&board, opponent),
                "lost with opponent moves {moves:?}"
            );
            for (i, others) in alternatives.iter().enumerate() {
                let turn = script.len() + i;
                for &cell in others {
                    let mut branch = moves[..turn].to_vec();
                    branch.push(cell);
                    scripts.push(branch);
                }
            }
        }
        // Every complete opponent strategy is one game: far more than a
        // handful, at most 8·6·4·2 (program first) or 9·7·5·3 games.
        assert!(
            games > if program_first { 50 } else { 300 },
            "only {games} games"
        );
    }
}

#[test]
fn tic_tac_toe_rejects_illegal_moves() {
    // The program moves first to cell 1; the opponent then repeats it, or
    // sends junk, or stops.
    for (reply, expected) in [
        ("1", "error: move 2: cell 1 is taken"),
        (
            "0",
            "error: move 2: the cell must be between 1 and 9, got 0",
        ),
        (
            "10",
            "error: move 2: the cell must be between 1 and 9, got 10",
        ),
        ("x", "error: move 2: the cell must be an integer, got \"x\""),
    ] {
        let mut session = Session::start("tic-tac-toe");
        session.send("1");
        assert_eq!(session.receive().as_deref(), Some("1"));
        session.send(reply);
        let done = session.finish();
        assert_eq!((done.status, done.stderr.trim_end()), (Some(1), expected));
    }
    let mut session = Session::start("tic-tac-toe");
    session.send("3");
    let done = session.finish();
    assert_eq!(done.status, Some(1));
    assert!(done.stderr.starts_with("error: "));
    let mut session = Session::start("tic-tac-toe");
    session.send("2");
    let done = session.finish(); // stdin closed before the opponent's move
    assert_eq!(
        (done.status, done.stderr.trim_end()),
        (Some(1), "error: move 1: input ends before the cell")
    );
}

/// The opponent's move: the winning move whenever the program has left one
/// (if adversarial), else a random amount from a random pile (so games with
/// piles of 10^18 still end after a few dozen moves).
fn opponent_move(piles: &[u64], adversarial: bool, rng: &mut TestRng) -> (usize, u64) {
    if adversarial {
        let sum = piles.iter().fold(0, |a, &p| a ^ p);
        if let Some(i) = (0..piles.len()).find(|&i| piles[i] ^ sum < piles[i]) {
            return (i, piles[i] - (piles[i] ^ sum));
        }
    }
    let nonempty: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] > 0).collect();
    let i = nonempty[rng.below(nonempty.len() as u64) as usize];
    (i, 1 + rng.below(piles[i]))
}

fn play_nim(piles: &[u64], adversarial: bool, rng: &mut TestRng) {
    let mut piles = piles.to_vec();
    let mut session = Session::start("nim-play");
    session.send(&piles.len().to_string());
    session.send(
        &piles
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" "),
    );
    let winning_start = piles.iter().fold(0, |a, &p| a ^ p) != 0;
    let side = session.receive().expect("a side");
    assert_eq!(
        side,
        if winning_start { "First" } else { "Second" },
        "{piles:?}"
    );
    let mut programs_turn = winning_start;
    while piles.iter().any(|&p| p > 0) {
        if programs_turn {
            let line = session
                .receive()
                .unwrap_or_else(|| panic!("no move at {piles:?}"));
            let parts: Vec<u64> = line.split(' ').map(|t| t.parse().unwrap()).collect();
            let (i, k) = (parts[0] as usize - 1, parts[1]);
            assert!(
                parts.len() == 2 && i < piles.len() && k >= 1 && k <= piles[i],
                "illegal {line:?} at {piles:?}"
            );
            piles[i] -= k;
        } else {
            let (i, k) = opponent_move(&piles, adversarial, rng);
            piles[i] -= k;
            session.send(&format!("{} {}", i + 1, k));
        }
        programs_turn = !programs_turn;
    }
    // The player to move facing empty piles has lost: it must be the opponent.
    assert!(!programs_turn, "the program lost");
    expect_clean_exit(session.finish(), "nim game");
}

#[test]
fn nim_play_picks_the_winning_side_and_wins() {
    let mut rng = TestRng::new(2024);
    let mut winning_starts = 0;
    for game in 0..120 {
        let n = 1 + rng.below(5) as usize;
        let mut piles: Vec<u64> = (0..n).map(|_| rng.below(8)).collect();
        if game % 4 < 2 {
            // A losing start for the first player: the last pile cancels
            // the others' nim-sum.
            piles[n - 1] = piles[..n - 1].iter().fold(0, |a, &p| a ^ p);
        }
        if piles.iter().fold(0, |a, &p| a ^ p) != 0 {
            winning_starts += 1;
        }
        play_nim(&piles, game % 2 == 0, &mut rng);
    }
    assert!(
        (40..=80).contains(&winning_starts),
        "{winning_starts} winning starts"
    );
    let e18 = 1_000_000_000_000_000_000u64;
    for piles in [
        vec![e18],
        vec![e18, e18],
        vec![e18, e18 - 1, 1],
        vec![0],
        vec![0, 0, 0],
        (1..=100).collect(),
    ] {
        play_nim(&piles, true, &mut rng);
        play_nim(&piles, false, &mut rng);
    }
}

#[test]
fn nim_play_rejects_illegal_moves() {
    // Piles 2 2: the program takes Second and waits for a move.
    for (reply, expected) in [
        (
            "3 1",
            "error: move 1: the pile must be between 1 and 2, got 3",
        ),
        (
            "0 1",
            "error: move 1: the pile must be between 1 and 2, got 0",
        ),
        (
            "1 0",
            "error: move 1: the count must be between 1 and 2, got 0",
        ),
        (
            "1 3",
            "error: move 1: the count must be between 1 and 2, got 3",
        ),
        (
            "1 x",
            "error: move 1: the count must be an integer, got \"x\"",
        ),
        ("1", "error: move 1: input ends before the count"),
    ] {
        let mut session = Session::start("nim-play");
        session.send("2\n2 2");
        assert_eq!(session.receive().as_deref(), Some("Second"));
        session.send(reply);
        let done = session.finish();
        assert_eq!(
            (done.status, done.stderr.trim_end()),
            (Some(1), expected),
            "reply {reply:?}"
        );
    }
    // An emptied pile cannot be played again.
    let mut session = Session::start("nim-play");
    session.send("2\n2 2");
    assert_eq!(session.receive().as_deref(), Some("Second"));
    session.send("1 2");
    assert_eq!(session.receive().as_deref(), Some("2 2"));
    let done = session.finish();
    expect_clean_exit(done, "game ended by the program");
    let mut session = Session::start("nim-play");
    session.send("3\n1 2 3");
    assert_eq!(session.receive().as_deref(), Some("Second"));
    session.send("1 1");
    let reply = session.receive().unwrap();
    session.send("1 1");
    let done = session.finish();
    assert_eq!(
        (done.status, done.stderr.trim_end()),
        (Some(1), "error: move 3: pile 1 is empty"),
        "after {reply}"
    );
}
