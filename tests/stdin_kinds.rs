//! Stdin is read whole either way: from a file (read into a buffer made
//! the file's size at once, on huge pages) or from a pipe (read into a
//! buffer grown as bytes arrive). Both must give the same answers and the
//! same errors.

mod common;

use common::{binary_path, run_binary};
use std::process::{Command, Stdio};
use std::time::Duration;

/// Binary `name` with stdin read from a file holding `input`: (status,
/// stdout, stderr).
fn run_on_file(name: &str, input: &[u8]) -> (Option<i32>, String, String) {
    // A folder of this call's own, removed with its file afterwards, so no
    // run leaves anything in the temporary directory.
    let dir = std::env::temp_dir().join(format!(
        "game-theory-stdin-{}-{name}-{}",
        std::process::id(),
        input.len()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("input");
    std::fs::write(&path, input).unwrap();
    let done = Command::new(binary_path(name))
        .stdin(Stdio::from(std::fs::File::open(&path).unwrap()))
        .output()
        .unwrap_or_else(|e| panic!("cannot run {name}: {e}"));
    let _ = std::fs::remove_dir_all(&dir);
    (
        done.status.code(),
        String::from_utf8_lossy(&done.stdout).into_owned(),
        String::from_utf8_lossy(&done.stderr).into_owned(),
    )
}

#[test]
fn a_file_and_a_pipe_give_the_same_output() {
    let cases: [(&str, &str); 8] = [
        (
            "green-hackenbush",
            "2\n3 3\n1 2\n2 3\n3 1\n4 3\n1 2\n2 3\n3 4\n",
        ),
        ("graph-game", "1\n4 4\n1 2\n2 3\n3 1\n3 4\n"),
        ("nim", "1\n3\n1 2 3\n"),
        // No bytes at all, and no newline at the end.
        ("nim", ""),
        ("graph-game", "1\n2 1\n1 2"),
        // An error after answers already written, from each way of reading.
        ("green-hackenbush", "2\n2 1\n1 2\n2 1\n1 3\n"),
        ("graph-game", "2\n2 1\n1 2\n2 1\n1 3\n"),
        ("graph-game", "1\n2 1\n1 2 7\n"),
    ];
    for (name, input) in cases {
        let piped = run_binary(name, input.as_bytes(), Duration::from_secs(10)).unwrap();
        let from_file = run_on_file(name, input.as_bytes());
        assert_eq!(
            from_file,
            (piped.status, piped.stdout, piped.stderr),
            "{name} on {input:?}"
        );
    }
}
