//! Running the crate's binaries as processes, for the integration tests.
// Each integration test includes this module and uses only part of it.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// What a finished process left behind.
pub struct Finished {
    /// The exit status, `None` if killed by a signal.
    pub status: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// The names of all binaries, from `src/bin`, so new ones are covered
/// without editing the tests.
pub fn all_binaries() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("src/bin is readable")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            (path.extension()? == "rs").then(|| path.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    names.sort();
    names
}

/// Where cargo put the binary `name` for this test run: next to the
/// directory that holds the test executable.
pub fn binary_path(name: &str) -> PathBuf {
    let mut dir = std::env::current_exe().expect("the test executable has a path");
    dir.pop();
    if dir.ends_with("deps") {
        dir.pop();
    }
    dir.join(name)
}

/// Runs binary `name` with `input` on stdin; `None` if it is still running
/// after `limit` (it is then killed).
pub fn run_binary(name: &str, input: &[u8], limit: Duration) -> Option<Finished> {
    let mut child = Command::new(binary_path(name))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {name}: {e}"));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // A program may exit before reading everything: ignore a broken pipe.
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    // Drain both pipes while the program runs, or a full pipe blocks it.
    let drain = |mut pipe: Box<dyn Read + Send>| {
        thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = drain(Box::new(child.stdout.take().unwrap()));
    let stderr = drain(Box::new(child.stderr.take().unwrap()));
    let deadline = Instant::now() + limit;
    while child.try_wait().expect("wait works").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        thread::sleep(Duration::from_millis(2));
    }
    let status = child.wait().expect("wait works").code();
    let _ = writer.join();
    Some(Finished {
        status,
        stdout: stdout.join().expect("stdout reader"),
        stderr: stderr.join().expect("stderr reader"),
    })
}
