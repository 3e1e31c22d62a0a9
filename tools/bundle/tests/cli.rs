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
