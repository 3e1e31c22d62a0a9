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
//! under `#[cfg(test)]` or `#[test]`) are left out. Of the inlined
//! modules, only what the solution reaches stays: the compiler's dead-code
//! and unused-import reports drive the pruning (see [`prune`]), down to
//! the fields nothing reads, so the bundle compiles with `-D warnings` and
//! no `allow` attribute; then trait impls and derived traits nothing needs
//! ([`impls`]), inherent impls left empty, `debug_assert!`s (nothing under
//! `-O`) and every `pub` no other module needs ([`visibility`]); the
//! library's paths into itself are written from where they are when that
//! is shorter (`super::error::quote`). The result is printed by
//! prettyplease and then formatted by rustfmt when it is installed; with `--minify`, the library part is then written
//! without layout whitespace ([`minify`]). The header names the solution
//! by its path in the project, or by its file name if it lies outside.
//!
//! The solution is type-checked first (by cargo inside the crate, by rustc
//! against the library's metadata outside it). Anything it cannot bundle
//! ends with one `error:` line naming the file (and the line, or what the
//! compiler would warn about), exit status 1, and nothing written: a
//! bundle that a judge's `-D warnings` would reject is never written.

mod bindings;
mod fields;
mod impls;
mod json;
mod layout;
mod library;
mod minify;
mod prune;
mod references;
mod removal;
mod rewrite;
mod visibility;

use json::Json;
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
    /// Whether to write the library part without layout whitespace.
    minify: bool,
    /// Whether to compile the solution in the crate first (on by default;
    /// `scripts/check-bundles` turns it off, having built everything).
    check: bool,
    name: String,
    output: Option<PathBuf>,
}

const USAGE: &str =
    "usage: scripts/bundle [--std] [--minify] [--no-check] [--output FILE] NAME|PATH.rs";

const HELP: &str = "\
One self-contained source file for a judge: the solution followed by the
library code it uses, without comments, tests or anything unused; it
compiles with `rustc --edition 2021 -O -D warnings`.

  NAME           a solution in src/bin (scripts/bundle nim)
  PATH.rs        any file that uses the library (examples/x.rs, ../mine.rs)
  --std          no crates: for Codeforces, SPOJ, CodeChef, HackerRank
                 (without it, AtCoder's proconio and itertools may be used)
  --minify       the library part without layout whitespace, about 16%
                 smaller, for judges that cap a source near 50,000 bytes
                 (SPOJ, CodeChef, HackerRank); the solution stays as it is
  --output FILE  write FILE (whole, or not at all) instead of stdout
  --no-check     skip `cargo check` of the solution first
  -h, --help     this text

Every failure is one `error:` line on stderr and exit status 1, and
nothing is written.";

/// What the command line asks for: a bundle, or the help text.
enum Request {
    Bundle(Options),
    Help,
}

fn parse_arguments(args: impl IntoIterator<Item = String>) -> Result<Request, Failure> {
    let mut std_only = false;
    let mut minify = false;
    let mut check = true;
    let mut output = None;
    let mut names = Vec::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--std" => std_only = true,
            "--minify" => minify = true,
            "--no-check" => check = false,
            "--output" | "-o" => {
                let file = args
                    .next()
                    .ok_or_else(|| Failure::new(format!("{arg} needs a file; {USAGE}")))?;
                output = Some(PathBuf::from(file));
            }
            "-h" | "--help" => return Ok(Request::Help),
            flag if flag.starts_with('-') => {
                return Err(Failure::new(format!("unknown option {flag}; {USAGE}")))
            }
            _ => names.push(arg),
        }
    }
    match names.as_slice() {
        [name] => Ok(Request::Bundle(Options {
            std_only,
            minify,
            check,
            name: name.clone(),
            output,
        })),
        [] => Err(Failure::new(format!("no solution named; {USAGE}"))),
        _ => Err(Failure::new(format!(
            "one solution at a time, got {}; {USAGE}",
            names.len()
        ))),
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
        compiles(&root, &shown_path, &bin_path)?;
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

    let assembled = rewrite::assemble(solution, &library, &needed)?;
    // The crates' compiled metadata is only needed to type-check a bundle
    // that uses them (AtCoder mode).
    let extern_args = if crates.is_empty() {
        Vec::new()
    } else {
        CrateArtifacts::build(&root)?.extern_args(false)
    };
    let compiler = prune::Compiler::new(&target_dir(&root), extern_args)?;
    let body = prune::prune(&assembled, &compiler)
        .map_err(|Failure(message)| Failure(format!("{}: {message}", shown_path.display())))?;
    // The header names the modules pruning left something of.
    let kept = library_modules(&body);
    let needed: BTreeSet<ModPath> = needed.into_iter().filter(|m| kept.contains(m)).collect();
    let mut file = syn::parse_file(&body).map_err(|e| {
        Failure::new(format!(
            "the bundler printed code it cannot parse again: {e}"
        ))
    })?;
    rewrite::relative_library_paths(&mut file);
    let body = prettyplease::unparse(&file);
    let mut text = layout::flush_module_bodies(&rustfmt(&body).unwrap_or(body));
    if options.minify {
        text = minify::library(&text)?;
    }
    let named = project_path(&root, &bin_path);
    let head = header(
        &named,
        &needed,
        &library,
        !crates.is_empty(),
        options.minify,
    );
    Ok(head + &text)
}

/// How the header names the solution: by its path in the project
/// (`src/bin/nim.rs`, `examples/x.rs`), or by its file name if it lies
/// outside; never by where it is on this machine.
fn project_path(root: &Path, file: &Path) -> PathBuf {
    let inside = file
        .canonicalize()
        .ok()
        .zip(root.canonicalize().ok())
        .and_then(|(file, root)| file.strip_prefix(root).ok().map(Path::to_path_buf));
    inside.unwrap_or_else(|| PathBuf::from(file.file_name().unwrap_or_default()))
}

/// The paths of the modules inside the bundle's `mod game_theory`.
fn library_modules(text: &str) -> BTreeSet<ModPath> {
    fn walk(items: &[syn::Item], path: &mut ModPath, found: &mut BTreeSet<ModPath>) {
        for item in items {
            if let syn::Item::Mod(m) = item {
                path.push(m.ident.to_string());
                found.insert(path.clone());
                if let Some((_, inner)) = &m.content {
                    walk(inner, path, found);
                }
                path.pop();
            }
        }
    }
    let mut found = BTreeSet::new();
    if let Ok(file) = syn::parse_file(text) {
        for item in &file.items {
            if let syn::Item::Mod(m) = item {
                if m.ident == LIBRARY {
                    if let Some((_, inner)) = &m.content {
                        walk(inner, &mut Vec::new(), &mut found);
                    }
                }
            }
        }
    }
    found
}

/// Where cargo builds: `CARGO_TARGET_DIR` when set (relative to the
/// working directory, as cargo reads it), else the crate's `target/`.
fn target_dir(root: &Path) -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => root.join("target"),
    }
}

/// The compiled metadata of the library and of the crates it depends on
/// (proconio, itertools), as `cargo check` leaves them.
struct CrateArtifacts {
    /// (crate name, `.rmeta` or `.rlib` path).
    crates: Vec<(String, PathBuf)>,
}

impl CrateArtifacts {
    fn build(root: &Path) -> Result<Self, Failure> {
        let done = Command::new("cargo")
            .args(["check", "--quiet", "--lib", "--message-format=json"])
            // proconio and itertools are the library's optional `atcoder`
            // feature: built only when asked for.
            .args(["-p", "game-theory", "--features", "atcoder"])
            .current_dir(root)
            .stdin(Stdio::null())
            .stderr(Stdio::piped())
            .output()
            .map_err(|e| Failure::new(format!("cannot run cargo check: {e}")))?;
        if !done.status.success() {
            return Err(Failure::new(format!(
                "the library does not compile (cargo check --lib): {}",
                String::from_utf8_lossy(&done.stderr)
                    .lines()
                    .find(|l| l.starts_with("error"))
                    .unwrap_or("cargo check failed")
            )));
        }
        let mut crates = Vec::new();
        for line in String::from_utf8_lossy(&done.stdout).lines() {
            let Some(message) = Json::parse(line) else {
                continue;
            };
            if message.get("reason").as_str() != Some("compiler-artifact") {
                continue;
            }
            let name = message.get("target").get("name").as_str();
            let kinds = message.get("target").get("kind").items();
            let is_lib = kinds
                .iter()
                .any(|k| matches!(k.as_str(), Some("lib" | "rlib")));
            let file = message
                .get("filenames")
                .items()
                .iter()
                .filter_map(Json::as_str)
                .find(|f| f.ends_with(".rmeta") || f.ends_with(".rlib"));
            if let (Some(name), true, Some(file)) = (name, is_lib, file) {
                crates.push((name.replace('-', "_"), PathBuf::from(file)));
            }
        }
        Ok(CrateArtifacts { crates })
    }

    /// rustc's arguments to use the crates a solution may name: AtCoder's
    /// crates, and the library itself when `with_library`.
    fn extern_args(&self, with_library: bool) -> Vec<String> {
        let mut args = Vec::new();
        for (name, file) in &self.crates {
            let wanted = CRATES.contains(&name.as_str()) || (with_library && name == LIBRARY);
            if wanted {
                args.push("--extern".to_string());
                args.push(format!("{name}={}", file.display()));
            }
            if let Some(deps) = file.parent() {
                let dependency = format!("dependency={}", deps.display());
                if !args.contains(&dependency) {
                    args.push("-L".to_string());
                    args.push(dependency);
                }
            }
        }
        args
    }
}

/// The bundle's header: what it was bundled from, the library modules it
/// holds and what compiles it, in three lines; a minified bundle's in one,
/// without the list of modules (its code names them), since its point is
/// size.
fn header(
    shown_path: &Path,
    needed: &BTreeSet<ModPath>,
    library: &Library,
    uses_crates: bool,
    minified: bool,
) -> String {
    let origin = format!(
        "// {}: bundled from game-theory {} ({}): {}",
        shown_path.file_stem().unwrap_or_default().to_string_lossy(),
        env!("CARGO_PKG_VERSION"),
        env!("CARGO_PKG_LICENSE"),
        shown_path.display()
    );
    if minified {
        let needs = if uses_crates {
            "needs proconio 0.5 and itertools 0.14"
        } else {
            "rustc --edition 2021 -O"
        };
        return format!("{origin}, library minified; {needs}.\n");
    }
    let compiles = if uses_crates {
        "// Needs proconio 0.5 and itertools 0.14 (AtCoder's crates); not for judges without crates."
    } else {
        "// Compiles on its own with `rustc --edition 2021 -O` (Rust 1.70 or later)."
    };
    let modules = module_list(needed.iter().filter(|m| !library.is_layer(m)));
    let lines = [
        origin,
        if modules.is_empty() {
            "// and no library module.".to_string()
        } else {
            format!("// and the library modules {modules}.")
        },
        compiles.to_string(),
    ];
    lines.join("\n") + "\n"
}

/// Modules by layer: `exact::{bigint, limbs}, judge::input`.
fn module_list<'a>(modules: impl Iterator<Item = &'a ModPath>) -> String {
    let mut by_parent: Vec<(String, Vec<String>)> = Vec::new();
    for module in modules {
        let (last, parent) = module.split_last().expect("a module has a name");
        let parent = parent.join("::");
        match by_parent.last_mut() {
            Some((p, names)) if *p == parent => names.push(last.clone()),
            _ => by_parent.push((parent, vec![last.clone()])),
        }
    }
    by_parent
        .into_iter()
        .map(|(parent, names)| {
            let names = if names.len() == 1 {
                names[0].clone()
            } else {
                format!("{{{}}}", names.join(", "))
            };
            if parent.is_empty() {
                names
            } else {
                format!("{parent}::{names}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Fails unless the solution type-checks: a bundle of code that does not
/// compile would only fail later, on the judge. A solver or an example is
/// checked by cargo in the crate; any other file by rustc against the
/// library's compiled metadata, as the file would be compiled in the crate.
fn compiles(root: &Path, shown_path: &Path, path: &Path) -> Result<(), Failure> {
    let stem = shown_path.file_stem().unwrap_or_default().to_string_lossy();
    let in_crate = path
        .canonicalize()
        .ok()
        .zip(root.canonicalize().ok())
        .and_then(|(file, root)| file.strip_prefix(root).ok().map(Path::to_path_buf));
    let target = match in_crate.as_deref().and_then(|p| p.parent()) {
        Some(p) if p == Path::new("src/bin") => Some("--bin"),
        Some(p) if p == Path::new("examples") => Some("--example"),
        _ => None,
    };
    let done = match target {
        Some(target) => Command::new("cargo")
            .args(["check", "--quiet", "--message-format", "short"])
            .args(["--features", "atcoder", target])
            .arg(stem.as_ref())
            .current_dir(root)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .output(),
        None => {
            let artifacts = CrateArtifacts::build(root)?;
            let scratch = target_dir(root)
                .join("bundle-scratch")
                .join(format!("check-{}", process::id()));
            std::fs::create_dir_all(&scratch)
                .map_err(|e| Failure::new(format!("cannot create {}: {e}", scratch.display())))?;
            let done = Command::new("rustc")
                .args(["--edition", "2021", "--crate-type", "bin"])
                .args([
                    "--emit=metadata",
                    "--error-format=short",
                    "--crate-name",
                    "solution",
                ])
                .arg("-o")
                .arg(scratch.join("solution.rmeta"))
                .args(artifacts.extern_args(true))
                .arg(path)
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .output();
            let _ = std::fs::remove_dir_all(&scratch);
            done
        }
    }
    .map_err(|e| Failure::new(format!("cannot type-check {}: {e}", shown_path.display())))?;
    if done.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&done.stderr);
    // Short messages read `src/bin/x.rs:12:5: error[E0425]: …`.
    let first = stderr
        .lines()
        .find(|line| line.contains(": error"))
        .unwrap_or("the compiler failed");
    let parts: Vec<&str> = first.splitn(4, ':').collect();
    match parts.as_slice() {
        [file, line, _, message] if line.parse::<usize>().is_ok() => Err(Failure::at(
            Path::new(file),
            line.parse().expect("a line number"),
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
        // CodeChef cap a submission at about 50,000 bytes (Codeforces at
        // 65,536). Short struct literals, calls and parameter lists on one
        // line, up to 120 columns: 1.4% off every bundle.
        .args([
            "--edition",
            "2021",
            "--emit",
            "stdout",
            "--quiet",
            "--config",
            "hard_tabs=true,use_small_heuristics=Max,max_width=120,fn_params_layout=Compressed",
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
    let result = parse_arguments(std::env::args().skip(1)).and_then(|request| match request {
        Request::Help => {
            println!("{USAGE}\n\n{HELP}");
            Ok(())
        }
        Request::Bundle(options) => {
            let text = bundle(&options)?;
            write_out(&options, &text)
        }
    });
    if let Err(Failure(message)) = result {
        // One line, whatever a message quoted.
        let message = message.split_whitespace().collect::<Vec<_>>().join(" ");
        let _ = writeln!(std::io::stderr(), "error: {message}");
        process::exit(1);
    }
}
