//! The bundler as a user runs it: through scripts/bundle and as a binary,
//! on solutions inside and outside the crate.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn crate_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The target directory this test was built in (…/target/debug/deps/cli-…).
fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test's own path");
    exe.ancestors()
        .nth(3)
        .expect("target/debug/deps")
        .to_path_buf()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bundle-test-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn bundler(args: &[&str], cwd: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bundle"))
        .args(args)
        .current_dir(cwd)
        .env("CARGO_TARGET_DIR", target_dir())
        .output()
        .expect("the bundler runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Compiles a bundle as a judge would, with warnings denied: nothing
/// unused may be left in it, and no `allow` may hide anything.
fn compiles_without_warnings(bundle: &str, dir: &Path) {
    assert!(!bundle.contains("allow("), "{bundle}");
    let source = dir.join("bundle.rs");
    std::fs::write(&source, bundle).expect("writable");
    let done = Command::new("rustc")
        .args([
            "--edition",
            "2021",
            "-D",
            "warnings",
            "--emit=metadata",
            "-o",
        ])
        .arg(dir.join("bundle.rmeta"))
        .arg(&source)
        .output()
        .expect("rustc runs");
    assert!(done.status.success(), "{}", text(&done.stderr));
}

#[test]
fn scripts_bundle_runs_the_bundler_wherever_cargo_builds_it() {
    // Before: scripts/bundle ran $root/target/debug/bundle, which does not
    // exist when CARGO_TARGET_DIR points elsewhere.
    let dir = scratch("target-dir");
    let done = Command::new(crate_root().join("scripts/bundle"))
        .args(["--std", "nim"])
        .current_dir(&dir)
        .env("CARGO_TARGET_DIR", target_dir())
        .output()
        .expect("scripts/bundle runs");
    assert!(done.status.success(), "{}", text(&done.stderr));
    compiles_without_warnings(&text(&done.stdout), &dir);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_file_outside_the_crate_that_does_not_compile_is_refused() {
    let dir = scratch("outside-bad");
    let source = dir.join("bad.rs");
    std::fs::write(
        &source,
        "use game_theory::impartial::nim::nim_sum;\n\
         fn main() {\n    let total: u64 = nim_sum(\"not piles\");\n    println!(\"{total}\");\n}\n",
    )
    .expect("writable");
    let done = bundler(&["--std", source.to_str().expect("UTF-8 path")], &dir);
    assert_eq!(done.status.code(), Some(1), "{}", text(&done.stderr));
    assert!(done.stdout.is_empty(), "{}", text(&done.stdout));
    let stderr = text(&done.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{stderr}");
    assert!(lines[0].starts_with("error: "), "{stderr}");
    assert!(lines[0].contains("bad.rs:3:"), "{stderr}");
    assert!(lines[0].contains("does not compile"), "{stderr}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_file_outside_the_crate_that_compiles_is_bundled_with_only_what_it_uses() {
    let dir = scratch("outside-good");
    let source = dir.join("good.rs");
    std::fs::write(
        &source,
        "use game_theory::impartial::nim::nim_sum;\n\
         fn main() {\n    println!(\"{}\", nim_sum([3u64, 5, 6]));\n}\n",
    )
    .expect("writable");
    let done = bundler(&["--std", source.to_str().expect("UTF-8 path")], &dir);
    assert!(done.status.success(), "{}", text(&done.stderr));
    let bundle = text(&done.stdout);
    // Only nim_sum and what it needs: no judge layer, no other function.
    assert!(!bundle.contains("mod judge"), "{bundle}");
    assert!(!bundle.contains("fn nim_winning_move"), "{bundle}");
    assert!(bundle.contains("fn nim_sum"), "{bundle}");
    compiles_without_warnings(&bundle, &dir);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_scratch_directory_in_the_target_directory_is_removed() {
    let dir = scratch("clean");
    let child = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .args(["--std", "--no-check", "nim-winner"])
        .current_dir(&dir)
        .env("CARGO_TARGET_DIR", target_dir())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the bundler runs");
    let pid = child.id();
    let done = child.wait_with_output().expect("the bundler ends");
    assert!(done.status.success(), "{}", text(&done.stderr));
    compiles_without_warnings(&text(&done.stdout), &dir);
    let own = target_dir().join("bundle-scratch").join(pid.to_string());
    assert!(!own.exists(), "{} was left behind", own.display());
    std::fs::remove_dir_all(dir).ok();
}

/// A solution in tests/unread_fields/ that uses only part of a struct's
/// methods, bundled with `--std`.
fn bundled(name: &str, dir: &Path) -> String {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/unread_fields")
        .join(format!("{name}.rs"));
    // `--no-check`: the bundle is compiled below, and the test need not
    // wait for `cargo check` of the library.
    let done = bundler(
        &["--std", "--no-check", source.to_str().expect("UTF-8 path")],
        dir,
    );
    assert!(done.status.success(), "{}", text(&done.stderr));
    assert!(done.stderr.is_empty(), "{}", text(&done.stderr));
    text(&done.stdout)
}

/// What a bundle prints, compiled as scripts/check-bundles compiles it: a
/// judge's `rustc --edition 2021 -O -D warnings` without LLVM's
/// optimisation. No `allow` may hide a warning.
fn judged_output(bundle: &str, dir: &Path) -> String {
    assert!(!bundle.contains("allow("), "{bundle}");
    let source = dir.join("judged.rs");
    std::fs::write(&source, bundle).expect("writable");
    let binary = dir.join("judged");
    let built = Command::new("rustc")
        .args([
            "--edition",
            "2021",
            "-C",
            "opt-level=0",
            "-C",
            "debug-assertions=off",
        ])
        .args(["-D", "warnings", "-o"])
        .arg(&binary)
        .arg(&source)
        .output()
        .expect("rustc runs");
    assert!(built.status.success(), "{}", text(&built.stderr));
    let ran = Command::new(&binary).output().expect("the bundle runs");
    assert!(ran.status.success(), "{}", text(&ran.stderr));
    text(&ran.stdout)
}

/// The fields of `struct name` in a bundle (its text up to the first `}`).
fn struct_fields<'a>(bundle: &'a str, name: &str) -> &'a str {
    let from = bundle
        .find(&format!("struct {name}"))
        .unwrap_or_else(|| panic!("struct {name} in:\n{bundle}"));
    let to = from + bundle[from..].find('}').expect("a struct body");
    &bundle[from..to]
}

fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let seen: Vec<u32> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).expect("a missing value")
}

fn spaced(values: impl IntoIterator<Item = impl ToString>) -> String {
    let texts: Vec<String> = values.into_iter().map(|v| v.to_string()).collect();
    texts.join(" ")
}

#[test]
fn an_ordered_grundy_table_keeps_no_field_only_searching_engines_read() {
    let dir = scratch("unread-table");
    let bundle = bundled("ordered_grundy", &dir);
    let fields = struct_fields(&bundle, "Moves");
    assert!(!fields.contains("sums"), "{fields}");
    // Take 1, 3 or 4: g(x) = mex of g(x - 1), g(x - 3), g(x - 4).
    let mut g: Vec<u32> = Vec::new();
    for x in 0..=20 {
        let options = [1, 3, 4].iter().filter(|&&t| t <= x).map(|t| g[x - t]);
        g.push(mex(options));
    }
    assert_eq!(g[..8], [0, 1, 0, 1, 2, 3, 2, 0]);
    assert_eq!(judged_output(&bundle, &dir), spaced(&g) + "\n");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_sieve_without_its_primes_keeps_no_list_of_primes() {
    let dir = scratch("unread-sieve");
    let bundle = bundled("sieve", &dir);
    let fields = struct_fields(&bundle, "Sieve");
    assert!(!fields.contains("primes"), "{fields}");
    // By trial division.
    let smallest = |n: usize| (2..=n).find(|d| n % d == 0).expect("n >= 2");
    let factors = spaced((2..=60).map(smallest));
    let primes = spaced((2..=60).filter(|&n| smallest(n) == n));
    assert_eq!(
        judged_output(&bundle, &dir),
        format!("{factors}\n{primes}\n")
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn an_octal_game_asked_for_values_keeps_no_period() {
    let dir = scratch("unread-octal");
    let bundle = bundled("octal_game", &dir);
    let fields = struct_fields(&bundle, "OctalGame");
    assert!(
        !fields.contains("period") && !fields.contains("next_period_check"),
        "{fields}"
    );
    // Kayles by its rules: knock down one pin or two adjacent ones from a
    // row of n, leaving rows of a and b pins.
    let mut g: Vec<u32> = Vec::new();
    for n in 0..40usize {
        let mut options = Vec::new();
        for take in [1, 2] {
            for a in 0..=n.saturating_sub(take) {
                if a + take <= n {
                    options.push(g[a] ^ g[n - take - a]);
                }
            }
        }
        g.push(mex(options));
    }
    assert_eq!(g[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    assert_eq!(judged_output(&bundle, &dir), spaced(&g) + "\n");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_partizan_engine_without_negation_keeps_no_table_of_negatives() {
    let dir = scratch("unread-partizan");
    let bundle = bundled("partizan_engine", &dir);
    let fields = struct_fields(&bundle, "Forms");
    assert!(!fields.contains("negatives"), "{fields}");
    // The positions' options, as the solution lists them, and their values
    // by the definitions: {|} = 0, {0|} = 1, {0|0} = *, {0|*} = ↑,
    // {0|1} = 1/2, ↑ + ↑ = ⇑ = {0|↑*} with ↑* = {0,*|0} (docs/problems.md
    // prints it so), {|0} = -1, {-1|0} = -1/2, and 1/2 + -1/2 = 0.
    let expected = [
        "0 0",
        "1 1",
        "2 *",
        "3 {0|*}",
        "4 1/2",
        "6 {0|{*,0|0}}",
        "7 0",
        "8 -1/2",
        "9 -1",
    ];
    assert_eq!(judged_output(&bundle, &dir), expected.join("\n") + "\n");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_warning_the_bundler_cannot_remove_is_one_error_line_and_no_file() {
    // The solution's own struct has a field it never reads: the bundler
    // does not edit the contestant's code, and a judge compiling with
    // `-D warnings` would reject the bundle.
    let dir = scratch("unremovable");
    let source =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/unread_fields/own_unread_field.rs");
    let output = dir.join("submit.rs");
    let done = bundler(
        &[
            "--std",
            "--no-check",
            "--output",
            output.to_str().expect("UTF-8 path"),
            source.to_str().expect("UTF-8 path"),
        ],
        &dir,
    );
    assert_eq!(done.status.code(), Some(1), "{}", text(&done.stderr));
    assert!(done.stdout.is_empty(), "{}", text(&done.stdout));
    let stderr = text(&done.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{stderr}");
    assert!(lines[0].starts_with("error: "), "{stderr}");
    assert!(lines[0].contains("own_unread_field.rs"), "{stderr}");
    assert!(lines[0].contains("field `label` is never read"), "{stderr}");
    let left: Vec<_> = std::fs::read_dir(&dir)
        .expect("the scratch directory")
        .map(|entry| entry.expect("an entry").file_name())
        .collect();
    assert!(left.is_empty(), "written: {left:?}");
    std::fs::remove_dir_all(dir).ok();
}

/// The lines of `text` that hold something but whitespace, with their
/// whitespace removed: what minifying may not change.
fn without_whitespace(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The part of a bundle from its library module on.
fn library_part(bundle: &str) -> &str {
    let at = bundle.find("pub mod game_theory").expect("a library part");
    &bundle[at..]
}

#[test]
fn a_minified_bundle_of_a_solution_is_the_same_program_in_fewer_bytes() {
    let dir = scratch("minify");
    let plain = bundler(&["--std", "--no-check", "nim"], &dir);
    let minified = bundler(&["--std", "--no-check", "--minify", "nim"], &dir);
    assert!(plain.status.success(), "{}", text(&plain.stderr));
    assert!(minified.status.success(), "{}", text(&minified.stderr));
    let (plain, minified) = (text(&plain.stdout), text(&minified.stdout));
    // Only whitespace went from the library part (nim's has a macro), and
    // the solution's text is the plain bundle's.
    assert_eq!(
        without_whitespace(library_part(&plain)),
        without_whitespace(library_part(&minified))
    );
    let solution = |b: &str| {
        let start = b.find("\nuse ").expect("the solution");
        b[start..b.find("pub mod game_theory").expect("a library")].to_string()
    };
    assert_eq!(solution(&plain), solution(&minified));
    assert!(
        minified.len() * 100 < plain.len() * 90,
        "{} -> {}",
        plain.len(),
        minified.len()
    );
    assert!(library_part(&minified).lines().count() > 10, "{minified}");
    // One header line, and a program that compiles with warnings denied
    // and answers as the plain one does.
    assert!(minified.starts_with("// nim: bundled from game-theory "));
    assert!(!minified.lines().nth(1).unwrap_or("").starts_with("//"));
    let input = std::fs::read(crate_root().join("testcases/nim/sample-1.in")).expect("a sample");
    let expected =
        std::fs::read_to_string(crate_root().join("testcases/nim/sample-1.out")).expect("a sample");
    let answers = |bundle: &str, name: &str| {
        let source = dir.join(format!("{name}.rs"));
        std::fs::write(&source, bundle).expect("writable");
        let binary = dir.join(name);
        let built = Command::new("rustc")
            .args([
                "--edition",
                "2021",
                "-C",
                "opt-level=0",
                "-C",
                "debug-assertions=off",
            ])
            .args(["-D", "warnings", "-o"])
            .arg(&binary)
            .arg(&source)
            .output()
            .expect("rustc runs");
        assert!(built.status.success(), "{}", text(&built.stderr));
        let mut child = Command::new(&binary)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("the bundle runs");
        use std::io::Write;
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(&input)
            .expect("written");
        text(&child.wait_with_output().expect("it ends").stdout)
    };
    assert_eq!(
        answers(&minified, "minified").trim_end(),
        expected.trim_end()
    );
    assert_eq!(answers(&plain, "plain").trim_end(), expected.trim_end());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_solution_without_crates_bundles_the_same_with_and_without_std() {
    // `--std` only refuses proconio and itertools: for a solution that
    // uses neither, the AtCoder bundle is the std-only one, byte for byte
    // (scripts/check-bundles builds it once for both).
    for name in ["nim", "examples/import_styles.rs"] {
        let std = bundler(&["--std", "--no-check", name], &crate_root());
        let atcoder = bundler(&["--no-check", name], &crate_root());
        assert!(std.status.success(), "{}", text(&std.stderr));
        assert!(atcoder.status.success(), "{}", text(&atcoder.stderr));
        assert_eq!(text(&std.stdout), text(&atcoder.stdout), "{name}");
    }
}

#[test]
fn the_header_names_the_solution_by_its_project_path_or_file_name() {
    let dir = scratch("header");
    // Inside the project, given by its absolute path: its path in it.
    let inside = crate_root()
        .canonicalize()
        .expect("the project")
        .join("src/bin/nim-winner.rs");
    let done = bundler(
        &["--std", "--no-check", inside.to_str().expect("UTF-8 path")],
        &dir,
    );
    assert!(done.status.success(), "{}", text(&done.stderr));
    let bundle = text(&done.stdout);
    let first = bundle.lines().next().unwrap_or_default();
    assert!(first.ends_with(": src/bin/nim-winner.rs"), "{first}");
    let root = crate_root().canonicalize().expect("the project");
    assert!(!bundle.contains(root.to_str().expect("UTF-8")), "{bundle}");
    // Outside it: the file name alone.
    let source = dir.join("mine.rs");
    std::fs::write(
        &source,
        "use game_theory::impartial::nim::nim_sum;\nfn main() {\n    println!(\"{}\", nim_sum([1u64, 2]));\n}\n",
    )
    .expect("writable");
    let done = bundler(
        &["--std", "--no-check", source.to_str().expect("UTF-8 path")],
        &dir,
    );
    assert!(done.status.success(), "{}", text(&done.stderr));
    let bundle = text(&done.stdout);
    let first = bundle.lines().next().unwrap_or_default();
    assert!(first.starts_with("// mine: bundled from"), "{first}");
    assert!(first.ends_with(": mine.rs"), "{first}");
    assert!(!bundle.contains(dir.to_str().expect("UTF-8")), "{bundle}");
    assert!(!bundle.contains("/tmp"), "{bundle}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn help_is_usage_on_stdout_and_a_bad_argument_one_error_line() {
    let dir = scratch("help");
    for args in [
        &["--help"][..],
        &["-h"][..],
        &["--std", "--help", "nim"][..],
    ] {
        let done = bundler(args, &dir);
        assert_eq!(
            done.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&done.stderr)
        );
        assert!(done.stderr.is_empty(), "{}", text(&done.stderr));
        let help = text(&done.stdout);
        assert!(help.starts_with("usage: scripts/bundle "), "{help}");
        assert!(help.contains("--minify"), "{help}");
    }
    for args in [
        &[][..],
        &["--frobnicate", "nim"][..],
        &["nim", "nim-winner"][..],
        &["--output"][..],
        &["no-such-solver"][..],
    ] {
        let done = bundler(args, &dir);
        assert_eq!(done.status.code(), Some(1), "{args:?}");
        assert!(done.stdout.is_empty(), "{args:?}: {}", text(&done.stdout));
        let stderr = text(&done.stderr);
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{args:?}: {stderr}");
        assert!(lines[0].starts_with("error: "), "{args:?}: {stderr}");
    }
    // scripts/bundle passes both on.
    let done = Command::new(crate_root().join("scripts/bundle"))
        .arg("--help")
        .current_dir(&dir)
        .env("CARGO_TARGET_DIR", target_dir())
        .output()
        .expect("scripts/bundle runs");
    assert_eq!(done.status.code(), Some(0), "{}", text(&done.stderr));
    assert!(text(&done.stdout).starts_with("usage: scripts/bundle "));
    std::fs::remove_dir_all(dir).ok();
}

/// The `export CARGO_…=…` lines of a script.
fn cargo_settings(script: &str) -> Vec<String> {
    let text = std::fs::read_to_string(crate_root().join(script)).expect("the script");
    let mut settings: Vec<String> = text
        .lines()
        .filter_map(|line| line.trim().strip_prefix("export "))
        .filter(|setting| setting.starts_with("CARGO_"))
        .map(str::to_string)
        .collect();
    settings.sort();
    settings
}

#[test]
fn scripts_bundle_builds_the_bundler_as_the_test_command_does() {
    // Else the first bundle after the test command builds the bundler and
    // its parser again: a minute of processor time (issue 39).
    let test = cargo_settings("scripts/test");
    assert!(!test.is_empty(), "scripts/test exports no cargo setting");
    assert_eq!(cargo_settings("scripts/bundle"), test);
}
