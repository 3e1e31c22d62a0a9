//! `scripts/bundle`'s engine: one self-contained source file for a solution
//! in `src/bin/`, for a judge that takes a single file.
//!
//! The solution is parsed (with `syn`, not patterns), so any way of naming
//! the library works: grouped and nested `use` trees, aliases, globs, `use`
//! inside functions, fully qualified paths in expressions and in macro
//! arguments. Every library module it reaches is found the same way in the
//! library's own files (`crate::`, `super::`, `self::` and a layer's
//! children), and the closure is inlined as `pub mod game_theory { … }`
//! after the solution, with `crate::` inside the library rewritten to
//! `crate::game_theory::` and the solution's `game_theory::` to
//! `crate::game_theory::`. Doc comments, comments and test code (any item
//! under `#[cfg(test)]` or `#[test]`) are left out; the result is printed
//! by prettyplease and then formatted by rustfmt when it is installed.
//!
//! Anything it cannot bundle ends with one `error:` line naming the file
//! and line, exit status 1, and nothing written.

mod library;
mod references;
mod rewrite;

use library::{Library, ModPath};
use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{self, Command, Stdio};

/// A failure the user can act on: printed as one `error:` line.
pub struct Failure(String);

impl Failure {
    pub fn at(file: &Path, line: usize, message: impl std::fmt::Display) -> Self {
        Failure(format!("{}:{line}: {message}", file.display()))
    }

    pub fn new(message: impl Into<String>) -> Self {
        Failure(message.into())
    }
}

/// The crates AtCoder provides; a std-only bundle may use neither.
pub const CRATES: [&str; 2] = ["proconio", "itertools"];
/// The library's crate name, as solutions write it.
pub const LIBRARY: &str = "game_theory";

struct Options {
    std_only: bool,
    /// Whether to compile the solution in the crate first (on by default;
    /// `scripts/check-bundles` turns it off, having built everything).
    check: bool,
    name: String,
    output: Option<PathBuf>,
}

fn parse_arguments() -> Result<Options, Failure> {
    let usage = "usage: scripts/bundle [--std] [--no-check] [--output FILE] NAME|PATH.rs";
    let mut std_only = false;
    let mut check = true;
    let mut output = None;
    let mut names = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--std" => std_only = true,
            "--no-check" => check = false,
            "--output" | "-o" => {
                output = Some(PathBuf::from(
                    args.next().ok_or_else(|| Failure::new(usage))?,
                ))
            }
            "-h" | "--help" => return Err(Failure::new(usage)),
            flag if flag.starts_with('-') => {
                return Err(Failure::new(format!("unknown option {flag}; {usage}")))
            }
            _ => names.push(arg),
        }
    }
    match names.as_slice() {
        [name] => Ok(Options {
            std_only,
            check,
            name: name.clone(),
            output,
        }),
        _ => Err(Failure::new(usage)),
    }
}

fn crate_root() -> PathBuf {
    // tools/bundle/ inside the crate; the binary may run from anywhere.
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn bundle(options: &Options) -> Result<String, Failure> {
    let root = crate_root();
    // A name is a solution in src/bin; a path (`examples/x.rs`) is any
    // file that compiles against the crate, such as the worked examples.
    let shown_path = if options.name.ends_with(".rs") {
        PathBuf::from(&options.name)
    } else {
        PathBuf::from(format!("src/bin/{}.rs", options.name))
    };
    let bin_path = if shown_path.is_absolute() || shown_path.is_file() {
        shown_path.clone()
    } else {
        root.join(&shown_path)
    };
    if !bin_path.is_file() {
        return Err(Failure::new(format!(
            "no such solution: {} (expected {})",
            options.name,
            shown_path.display()
        )));
    }
    if options.check {
        compiles(&root, &shown_path)?;
    }
    let library = Library::load(&root.join("src"))?;
    let mut solution = library::parse(&bin_path, &shown_path)?;
    rewrite::strip(&mut solution);
    references::reject_unsupported(&solution, &shown_path, false)?;

    let uses = references::of_solution(&solution, &library, &shown_path)?;
    let needed = library.closure(uses.modules)?;
    let mut crates = uses.crates;
    for module in &needed {
        let file = library.parse_module(module)?;
        crates.extend(references::crates_used(&file, &library.shown_path(module)));
    }
    if options.std_only {
        if let Some((krate, file, line)) = crates.first() {
            return Err(Failure::at(
                file,
                *line,
                format!(
                    "uses {krate}, which judges without crates do not have; \
                     bundle without --std for AtCoder"
                ),
            ));
        }
    }

    let body = rewrite::assemble(solution, &library, &needed)?;
    let text = rustfmt(&body).unwrap_or(body);
    Ok(header(&shown_path, &needed, &library, !crates.is_empty()) + &text)
}

fn header(
    shown_path: &Path,
    needed: &BTreeSet<ModPath>,
    library: &Library,
    uses_crates: bool,
) -> String {
    let modules: Vec<String> = needed
        .iter()
        .filter(|m| !library.is_layer(m))
        .map(|m| m.join("::"))
        .collect();
    let compiles = if uses_crates {
        "// Needs proconio 0.5 and itertools 0.14 (AtCoder's crates); not for judges without crates."
    } else {
        "// Compiles on its own with `rustc --edition 2021 -O` (Rust 1.70 or later)."
    };
    let mut lines = [
        format!(
            "// {}: bundled from game-theory {} ({}): {}",
            shown_path.file_stem().unwrap_or_default().to_string_lossy(),
            env!("CARGO_PKG_VERSION"),
            env!("CARGO_PKG_LICENSE"),
            shown_path.display()
        ),
        format!("// and the library modules {}.", modules.join(", ")),
        compiles.to_string(),
    ];
    if modules.is_empty() {
        lines[1] = "// and no library module.".to_string();
    }
    lines.join("\n") + "\n"
}

/// Fails unless the solution compiles inside the crate: a bundle of code
/// that does not compile would only fail later, on the judge.
fn compiles(root: &Path, shown_path: &Path) -> Result<(), Failure> {
    let stem = shown_path.file_stem().unwrap_or_default().to_string_lossy();
    let target = match shown_path.parent().and_then(|p| p.to_str()) {
        Some("src/bin") => "--bin",
        Some("examples") => "--example",
        _ => return Ok(()),
    };
    let done = Command::new("cargo")
        .args([
            "check",
            "--quiet",
            "--message-format",
            "short",
            target,
            &stem,
        ])
        .current_dir(root)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| Failure::new(format!("cannot run cargo check: {e}")))?;
    if done.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&done.stderr);
    // Short messages read `src/bin/x.rs:12:5: error[E0425]: …`.
    let first = stderr
        .lines()
        .find(|line| line.contains(": error"))
        .unwrap_or("cargo check failed");
    let mut parts = first.splitn(4, ':');
    let (file, line, _, message) = (parts.next(), parts.next(), parts.next(), parts.next());
    match (file, line.and_then(|l| l.parse().ok()), message) {
        (Some(file), Some(line), Some(message)) => Err(Failure::at(
            Path::new(file),
            line,
            format!("does not compile:{message}"),
        )),
        _ => Err(Failure::new(format!(
            "{} does not compile: {first}",
            shown_path.display()
        ))),
    }
}

/// The text through rustfmt, when it is installed (the test command
/// installs it); prettyplease's output is already close to it, but indents
/// with spaces.
fn rustfmt(text: &str) -> Option<String> {
    let mut child = Command::new("rustfmt")
        // Hard tabs: a module nested three deep (game_theory::layer::module)
        // would otherwise spend twelve spaces on every line, and SPOJ and
        // CodeChef cap a submission at about 50,000 bytes.
        .args([
            "--edition",
            "2021",
            "--emit",
            "stdout",
            "--quiet",
            "--config",
            "hard_tabs=true",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(text.as_bytes()).ok()?;
    let done = child.wait_with_output().ok()?;
    if !done.status.success() {
        return None;
    }
    String::from_utf8(done.stdout).ok()
}

fn write_out(options: &Options, text: &str) -> Result<(), Failure> {
    match &options.output {
        None => std::io::stdout()
            .lock()
            .write_all(text.as_bytes())
            .map_err(|e| Failure::new(format!("cannot write the bundle: {e}"))),
        Some(path) => {
            // Written whole to a temporary file first, so a failure never
            // leaves half a bundle behind.
            let partial = path.with_extension("partial");
            std::fs::write(&partial, text)
                .and_then(|()| std::fs::rename(&partial, path))
                .map_err(|e| {
                    let _ = std::fs::remove_file(&partial);
                    Failure::new(format!("cannot write {}: {e}", path.display()))
                })
        }
    }
}

fn main() {
    let result = parse_arguments().and_then(|options| {
        let text = bundle(&options)?;
        write_out(&options, &text)
    });
    if let Err(Failure(message)) = result {
        let _ = writeln!(std::io::stderr(), "error: {message}");
        process::exit(1);
    }
}
