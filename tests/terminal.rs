//! The interactive programs played by a person at a real terminal: each
//! runs under `script`, which gives it a pseudo-terminal for stdin, stdout
//! and stderr, so it takes the terminal path for real (no test-only flag).
//! Through pipes, tests/interactive.rs checks that nothing changed.

mod common;

use common::binary_path;
use std::io::Write;
use std::process::{Command, Stdio};

/// What the terminal showed (echoed input, stdout and stderr, in order)
/// and the exit status, for `input` typed at `binary`.
fn at_terminal(binary: &str, input: &str) -> (String, Option<i32>) {
    let program = binary_path(binary);
    let mut child = Command::new("script")
        .args(["-qec", program.to_str().unwrap(), "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("`script` (Debian's bsdutils) runs a program in a pseudo-terminal");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let done = child.wait_with_output().unwrap();
    let shown = String::from_utf8_lossy(&done.stdout).replace('\r', "");
    (shown, done.status.code())
}

#[test]
fn tic_tac_toe_forgives_typos_and_says_how_it_ended() {
    // The program moves first; the person types a typo, a cell out of
    // range, an empty line, two cells on one line, then every cell in
    // turn (taken ones are asked again).
    let mut input = String::from("1\nq\n10\n\n1 2\n");
    for cell in 1..=9 {
        input.push_str(&format!("{cell}\n"));
    }
    let (shown, status) = at_terminal("tic-tac-toe", &input);
    assert_eq!(status, Some(0), "{shown}");
    assert!(
        shown.contains("1 if I move first, 2 if you do: "),
        "{shown}"
    );
    assert!(
        shown.contains("the cell must be an integer, got \"q\"; try again"),
        "{shown}"
    );
    assert!(
        shown.contains("the cell must be between 1 and 9, got 10; try again"),
        "{shown}"
    );
    assert!(
        shown.contains("your cell (1-9): your cell (1-9): "),
        "an empty line asks again: {shown}"
    );
    assert!(shown.contains("is taken; try again"), "{shown}");
    // It never loses; the last lines are the final board and the result.
    let lines: Vec<&str> = shown.lines().filter(|l| !l.is_empty()).collect();
    let result = *lines.last().unwrap();
    assert!(result == "I win." || result == "Draw.", "{shown}");
    let board = &lines[lines.len() - 4..lines.len() - 1];
    assert!(
        board
            .iter()
            .all(|row| row.len() == 4 && row.starts_with(' ')),
        "{shown}"
    );
}

#[test]
fn nim_play_asks_for_everything_and_says_who_won() {
    // Piles 3 4 5 (nim-sum 2): the program takes the first move and wins.
    // The person tries a typo, a pile out of range, an empty line, three
    // numbers on a line, then takes one stone from the first non-empty of
    // piles 1, 2, 3 each turn (empty piles are asked again).
    let mut input = String::from("3\n3 4 5\nq\n9 1\n\n1 1 1\n");
    for _ in 0..20 {
        input.push_str("1 1\n2 1\n3 1\n");
    }
    let (shown, status) = at_terminal("nim-play", &input);
    assert_eq!(status, Some(0), "{shown}");
    assert!(shown.contains("how many piles (1-100): "), "{shown}");
    assert!(shown.contains("the 3 piles: "), "{shown}");
    assert!(
        shown.contains("the pile must be an integer, got \"q\"; try again"),
        "{shown}"
    );
    assert!(
        shown.contains("the pile must be between 1 and 3, got 9; try again"),
        "{shown}"
    );
    assert!(
        shown.contains("one answer a line: \"1\" is one too many"),
        "{shown}"
    );
    assert!(shown.contains("is empty; try again"), "{shown}");
    let lines: Vec<&str> = shown.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(
        lines[lines.len() - 2..],
        ["piles: 0 0 0", "I win."],
        "{shown}"
    );
}

#[test]
fn through_pipes_a_typo_is_still_an_error() {
    let done = common::run_binary(
        "nim-play",
        b"3\n3 4 5\nq\n",
        std::time::Duration::from_secs(10),
    )
    .unwrap();
    assert_eq!(done.status, Some(1));
    assert_eq!(
        done.stdout, "First\n1 2\n",
        "stdout carries only protocol lines"
    );
    assert_eq!(
        done.stderr,
        "error: move 2: the pile must be an integer, got \"q\"\n"
    );
}
