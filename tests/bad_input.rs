//! Every binary in `src/bin` turns bad input into one `error:` line on
//! stderr and exit status 1, promptly: no panic (101), no abort (134), no
//! hang, no allocation for an unchecked declared length.

mod common;

use common::{all_binaries, run_binary};
use std::path::Path;
use std::time::Duration;

/// Binaries whose format accepts an empty input (they read until the end).
const EMPTY_INPUT_IS_VALID: &[&str] = &["spoj-pebbmov"];

/// Inputs that are bad for every format: junk, a negative count, numbers
/// beyond any limit, and a huge declared length with too little data after
/// it.
const BAD_FOR_EVERY_BINARY: &[&str] = &[
    "abc\n",
    "-1\n",
    "99999999999999999999999999999\n",
    "1000000000000 1 2 3\n",
    "1\n1000000000000000000000 5\n",
    "\u{0}\u{ff}garbage\n",
];

/// Bad for every batch format: a huge length as the count after a `1`
/// (an interactive Nim game may have one pile of 10^12 stones).
const BAD_FOR_EVERY_BATCH_BINARY: &[&str] = &["1 1000000000000 1 2 3\n"];

/// Whether `name` is an interactive program (it runs through
/// `judge::run_interactive`): it stops reading when its game is over, so
/// input after that is not an error.
fn is_interactive(name: &str) -> bool {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/bin")
        .join(format!("{name}.rs"));
    std::fs::read_to_string(source)
        .unwrap()
        .contains("run_interactive(")
}

/// A value beyond every range of `name`'s format: 10^18 + 1, or 2^64 where
/// the statement allows any 64-bit value.
fn too_large(name: &str) -> &'static str {
    match name {
        "nim-product" => "18446744073709551616",
        _ => "1000000000000000001",
    }
}

fn sample_inputs(name: &str) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testcases")
        .join(name);
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect()
}

/// Bad variants of a valid input: cut short, with leftover tokens (unless
/// the program is interactive), and with its last value replaced by values
/// out of every range.
fn broken_variants(valid: &str, interactive: bool, too_large: &str) -> Vec<(String, String)> {
    let tokens: Vec<&str> = valid.split_whitespace().collect();
    let Some((_, init)) = tokens.split_last() else {
        return Vec::new();
    };
    let init = init.join(" ");
    let mut variants = vec![
        ("truncated".into(), init.clone()),
        (
            "last value too small".into(),
            format!("{init} -1000000000000000001\n"),
        ),
        (
            "last value too large".into(),
            format!("{init} {too_large}\n"),
        ),
        ("last value not a number".into(), format!("{init} 1.5\n")),
    ];
    if !interactive {
        variants.push(("trailing number".into(), format!("{valid}\n7\n")));
        variants.push(("trailing junk".into(), format!("{valid}\nx\n")));
    }
    variants
}

fn check_rejected(name: &str, what: &str, input: &str, problems: &mut Vec<String>) {
    let Some(done) = run_binary(name, input.as_bytes(), Duration::from_secs(10)) else {
        problems.push(format!("{name}, {what}: still running after 10 s"));
        return;
    };
    let lines: Vec<&str> = done.stderr.lines().collect();
    let one_error_line = lines.len() == 1 && lines[0].starts_with("error: ");
    if done.status != Some(1) || !one_error_line {
        problems.push(format!(
            "{name}, {what}: exit status {:?}, stderr {:?}, input {:?}",
            done.status,
            done.stderr,
            input.chars().take(80).collect::<String>()
        ));
    }
}

#[test]
fn every_binary_rejects_bad_input_with_one_error_line_and_status_1() {
    let binaries = all_binaries();
    assert!(!binaries.is_empty(), "src/bin lists no binaries");
    let mut problems = Vec::new();
    for name in &binaries {
        let interactive = is_interactive(name);
        for (i, input) in BAD_FOR_EVERY_BINARY.iter().enumerate() {
            check_rejected(
                name,
                &format!("generic bad input {}", i + 1),
                input,
                &mut problems,
            );
        }
        if !interactive {
            for input in BAD_FOR_EVERY_BATCH_BINARY {
                check_rejected(name, "huge length after a 1", input, &mut problems);
            }
        }
        if !EMPTY_INPUT_IS_VALID.contains(&name.as_str()) {
            check_rejected(name, "empty input", "", &mut problems);
            check_rejected(name, "only whitespace", " \n\t\n", &mut problems);
        }
        for (s, sample) in sample_inputs(name).iter().enumerate() {
            for (what, input) in broken_variants(sample, interactive, too_large(name)) {
                check_rejected(
                    name,
                    &format!("sample {} {what}", s + 1),
                    &input,
                    &mut problems,
                );
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn errors_say_which_test_and_which_value() {
    let done = run_binary("nim", b"2\n1\n5\n2\n1 x\n", Duration::from_secs(10)).unwrap();
    assert_eq!(done.status, Some(1));
    assert_eq!(
        done.stdout, "First 1 5\n",
        "answers before the faulty test may stay"
    );
    assert_eq!(
        done.stderr,
        "error: test 2: p_2 must be an integer, got \"x\"\n"
    );
    let done = run_binary("josephus", b"1\n5 0\n", Duration::from_secs(10)).unwrap();
    assert_eq!(
        done.stderr,
        "error: test 1: k must be between 1 and 10^18, got 0\n"
    );
}

#[test]
fn a_matrix_entry_is_named_by_its_row_and_column() {
    let done = run_binary(
        "zero-sum",
        b"1\n2 2\n1 -1\n-1 5000\n",
        Duration::from_secs(10),
    )
    .unwrap();
    assert_eq!(
        done.stderr,
        "error: test 1: a_2_2 must be between -1000 and 1000, got 5000\n"
    );
    let done = run_binary(
        "nash-equilibria",
        b"2 2\n1 -1\n-1 1\n-1 1\nx 1\n",
        Duration::from_secs(10),
    )
    .unwrap();
    assert!(
        done.stderr.starts_with("error: B_2_1 must be an integer"),
        "{}",
        done.stderr
    );
}

#[test]
fn byte_order_marks_control_bytes_and_minus_zero() {
    let mut problems = Vec::new();
    for name in all_binaries() {
        let interactive = is_interactive(&name);
        for (s, sample) in sample_inputs(&name).iter().enumerate() {
            // A leading byte-order mark is whitespace: same answers.
            let plain = run_binary(&name, sample.as_bytes(), Duration::from_secs(30)).unwrap();
            let marked = format!("\u{feff}{sample}");
            let with_mark = run_binary(&name, marked.as_bytes(), Duration::from_secs(30)).unwrap();
            if (with_mark.status, &with_mark.stdout) != (plain.status, &plain.stdout) {
                problems.push(format!(
                    "{name} sample {}: a byte-order mark changes the run: {}",
                    s + 1,
                    with_mark.stderr
                ));
            }
            // Control bytes in a bad token are escaped, never echoed.
            let Some(first) = sample.split_whitespace().next() else {
                continue;
            };
            let hostile = sample.replacen(first, &format!("{first}\u{1b}[2J\u{7}"), 1);
            let done = run_binary(&name, hostile.as_bytes(), Duration::from_secs(30)).unwrap();
            if done.stderr.chars().any(|c| c.is_control() && c != '\n') {
                problems.push(format!(
                    "{name} sample {}: raw control bytes in {:?}",
                    s + 1,
                    done.stderr
                ));
            }
            if !interactive && done.status != Some(1) {
                problems.push(format!(
                    "{name} sample {}: a token with control bytes was accepted",
                    s + 1
                ));
            }
        }
    }
    // `-0` where the statement allows no minus sign.
    for (name, input) in [
        ("nim", "1\n1\n-0\n"),
        ("game-of-chocolates", "1\n-0 5\n"),
        ("nim-product", "1\n-0 1\n"),
        ("octal-game", "0.77\n1\n1 -0\n"),
    ] {
        let done = run_binary(name, input.as_bytes(), Duration::from_secs(10)).unwrap();
        if done.status != Some(1) || !done.stderr.starts_with("error: ") {
            problems.push(format!("{name}: -0 accepted: {input:?}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn take_and_break_names_the_rule_or_heap_out_of_range() {
    let rule_1 = "1\n1 1 1 0\n";
    let cases = [
        ("21\n".to_string(), "R must be between 1 and 20, got 21"),
        (
            "1\n0 1 1 0\n1\n1 1\n".into(),
            "rule 1: a rule that takes 0 tokens must leave two heaps (p = 2)",
        ),
        (
            "2\n1 0 1 0\n0 0 5 1\n1\n1 1\n".into(),
            "rule 2: a rule that takes 0 tokens must leave two heaps (p = 2)",
        ),
        (
            "1\n21 1 1 0\n1\n1 1\n".into(),
            "t_1 must be between 0 and 20, got 21",
        ),
        (
            "1\n1 3 1 0\n1\n1 1\n".into(),
            "p_1 must be between 0 and 2, got 3",
        ),
        (
            "1\n1 1 0 0\n1\n1 1\n".into(),
            "h_1 must be between 1 and 10^18, got 0",
        ),
        (
            "1\n1 1 1 2\n1\n1 1\n".into(),
            "u_1 must be between 0 and 1, got 2",
        ),
        (
            format!("{rule_1}100001\n"),
            "T must be between 1 and 10^5, got 100001",
        ),
        (
            format!("{rule_1}1\n1 0\n"),
            "test 1: heap_1 must be between 1 and 10^5, got 0",
        ),
        (
            format!("{rule_1}1\n2 5 100001\n"),
            "test 1: heap_2 must be between 1 and 10^5, got 100001",
        ),
        (
            format!("{rule_1}1\n1000001\n"),
            "test 1: n must be between 1 and 10^6, got 1000001",
        ),
        (
            format!("{rule_1}2\n1 5\n1000000 1\n"),
            "test 2: sum of n exceeds 10^6",
        ),
    ];
    for (input, message) in cases {
        let done = run_binary("take-and-break", input.as_bytes(), Duration::from_secs(10)).unwrap();
        assert_eq!(done.status, Some(1), "{input:?}");
        assert_eq!(done.stderr, format!("error: {message}\n"), "{input:?}");
    }
}
