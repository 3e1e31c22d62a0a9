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

/// Whether the solution `name` in `src/bin` reads with proconio: a
/// contestant's AtCoder solution (see `scripts/new --atcoder`), not a
/// shipped solver. proconio panics on bad input by design, so the judge
/// contract (one `error:` line, exit status 1) is not asked of it.
pub fn is_atcoder_solution(name: &str) -> bool {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("src/bin/{name}.rs"));
    std::fs::read_to_string(path).is_ok_and(|source| source.contains("proconio"))
}

/// The names of all shipped solvers, from `src/bin`, so new ones are
/// covered without editing the tests.
pub fn all_binaries() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("src/bin is readable")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            (path.extension()? == "rs").then(|| path.file_stem()?.to_str().map(String::from))?
        })
        .filter(|name: &String| !is_atcoder_solution(name))
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

/// Starts binary `name` with pipes on stdin, stdout and stderr.
fn spawn_piped(name: &str) -> std::process::Child {
    Command::new(binary_path(name))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {name}: {e}"))
}

/// Runs binary `name` with `input` on stdin; `None` if it is still running
/// after `limit` (it is then killed).
pub fn run_binary(name: &str, input: &[u8], limit: Duration) -> Option<Finished> {
    let mut child = spawn_piped(name);
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

/// A running program spoken to line by line, as a judge does.
pub struct Session {
    name: String,
    child: std::process::Child,
    stdin: Option<std::process::ChildStdin>,
    lines: std::sync::mpsc::Receiver<String>,
    stderr: thread::JoinHandle<String>,
}

/// How long a judge waits for one line before calling the program hung.
const LINE_LIMIT: Duration = Duration::from_secs(20);

impl Session {
    /// Starts binary `name` with pipes on all three streams.
    pub fn start(name: &str) -> Self {
        let mut child = spawn_piped(name);
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = std::sync::mpsc::channel();
        thread::spawn(move || {
            use std::io::BufRead;
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut stderr_pipe = child.stderr.take().unwrap();
        let stderr = thread::spawn(move || {
            let mut text = String::new();
            let _ = stderr_pipe.read_to_string(&mut text);
            text
        });
        Session {
            name: name.to_string(),
            stdin: child.stdin.take(),
            child,
            lines,
            stderr,
        }
    }

    /// Sends one line (a program that already exited is not an error here).
    pub fn send(&mut self, line: &str) {
        if let Some(stdin) = self.stdin.as_mut() {
            let _ = writeln!(stdin, "{line}").and_then(|()| stdin.flush());
        }
    }

    /// The program's next line; `None` if it closed stdout or stayed silent
    /// for 20 seconds.
    pub fn receive(&mut self) -> Option<String> {
        self.lines.recv_timeout(LINE_LIMIT).ok()
    }

    /// Closes the program's stdin and waits for it to exit; panics if it
    /// does not within 20 seconds. Returns its status, any stdout lines not
    /// yet received, and its stderr.
    pub fn finish(mut self) -> Finished {
        self.stdin = None;
        let deadline = Instant::now() + LINE_LIMIT;
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("wait works") {
                break status.code();
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("{} did not exit", self.name);
            }
            thread::sleep(Duration::from_millis(1));
        };
        let rest: Vec<String> = self.lines.iter().collect();
        Finished {
            status,
            stdout: rest.join("\n"),
            stderr: self.stderr.join().expect("stderr reader"),
        }
    }
}
