//! `docs/problems.md` is the contract of every binary, and it stays
//! complete: every binary in `src/bin` has a section headed by its name,
//! every section names a binary (or is marked *Planned*), each binary's
//! `//!` comment links to its own section, every built binary's section
//! ends on its `- Files:` line linking its source and its samples, every
//! link in the document resolves, and the samples written inline in a section are the files in
//! `testcases/<name>/`, so the statement a user reads is the one the tests
//! run.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The contract, relative to the crate root.
const DOC: &str = "docs/problems.md";

/// How a binary's doc comment links to its section: relative to
/// `src/bin/<name>.rs`, so the link works where the file is read on GitHub.
const LINK_FROM_BIN: &str = "](../../docs/problems.md#";

/// The first line of a section whose binary is not built yet.
const PLANNED_MARK: &str = "> Planned:";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: impl AsRef<Path>) -> String {
    let path = root().join(path);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The binaries' names, from `src/bin/*.rs`.
fn binaries() -> BTreeSet<String> {
    fs::read_dir(root().join("src/bin"))
        .expect("src/bin is readable")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            (path.extension()? == "rs").then(|| path.file_stem()?.to_str().map(String::from))?
        })
        .collect()
}

/// One binary's section: from its `### `name`` heading to the next heading
/// or rule.
struct Section {
    name: String,
    planned: bool,
    body: String,
}

fn sections(doc: &str) -> Vec<Section> {
    let mut sections: Vec<Section> = Vec::new();
    let mut open = false;
    for line in doc.lines() {
        if let Some(heading) = line.strip_prefix("### ") {
            let name = heading
                .strip_prefix('`')
                .and_then(|rest| rest.strip_suffix('`'))
                .filter(|name| !name.contains('`'))
                .unwrap_or_else(|| {
                    panic!(
                        "{DOC}: the heading {line:?} is not a binary's name alone \
                         (### `name`), which keeps its anchor #name stable"
                    )
                });
            sections.push(Section {
                name: name.to_string(),
                planned: false,
                body: String::new(),
            });
            open = true;
        } else if line.starts_with('#') || line == "---" {
            open = false;
        } else if open {
            let section = sections.last_mut().unwrap();
            section.planned |= line.starts_with(PLANNED_MARK);
            section.body.push_str(line);
            section.body.push('\n');
        }
    }
    sections
}

/// The anchor GitHub gives a heading: lower case, spaces to hyphens, and
/// every character but letters, digits, `-` and `_` dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

fn anchors(doc: &str) -> Vec<String> {
    doc.lines()
        .filter(|line| line.starts_with('#'))
        .map(|line| anchor(line.trim_start_matches('#')))
        .collect()
}

/// The link targets that follow each `pattern` in `text`, up to the
/// closing parenthesis.
fn targets_after<'a>(text: &'a str, pattern: &str) -> Vec<&'a str> {
    text.match_indices(pattern)
        .map(|(at, _)| {
            let rest = &text[at + pattern.len()..];
            &rest[..rest.find(')').unwrap_or(rest.len())]
        })
        .collect()
}

/// What a sample clause pairs with: `testcases/<name>/<prefix>-K.in`.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    Sample,
    Scripted,
}

impl Kind {
    fn prefix(self) -> &'static str {
        match self {
            Kind::Sample => "sample",
            Kind::Scripted => "scripted",
        }
    }
}

/// The inline input → output pairs of a section, by kind. A clause starts
/// at `Sample:`, `Samples:` or `Scripted games:` (a parenthesis may come
/// before the colon) and runs to the next list item; in it, a code span,
/// an arrow and a code span make a pair.
fn inline_pairs(body: &str) -> Vec<(Kind, String, String)> {
    let mut pairs = Vec::new();
    for (keyword, kind) in [("Sample", Kind::Sample), ("Scripted games", Kind::Scripted)] {
        for (at, _) in body.match_indices(keyword) {
            let mut rest = &body[at + keyword.len()..];
            if kind == Kind::Sample {
                rest = rest.strip_prefix('s').unwrap_or(rest);
            }
            if let Some(inside) = rest.strip_prefix(" (") {
                rest = &inside[inside.find(')').map_or(inside.len(), |close| close + 1)..];
            }
            let Some(clause) = rest.strip_prefix(':') else {
                continue;
            };
            let clause = &clause[..clause.find("\n- ").unwrap_or(clause.len())];
            let flat = clause.split_whitespace().collect::<Vec<_>>().join(" ");
            // Odd pieces are inside code spans.
            let pieces: Vec<&str> = flat.split('`').collect();
            let mut k = 1;
            while k + 2 < pieces.len() {
                if pieces[k + 1].trim() == "→" {
                    pairs.push((kind, pieces[k].to_string(), pieces[k + 2].to_string()));
                    k += 4;
                } else {
                    k += 2;
                }
            }
        }
    }
    pairs
}

/// The lines of an inline sample (` / ` is a line break), spacing
/// within a line collapsed.
fn inline_lines(inline: &str) -> Vec<String> {
    inline
        .split(" / ")
        .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// The lines of a sample file as the sample runner compares them (no
/// trailing empty lines), spacing within a line collapsed.
fn file_lines(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = text
        .lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    lines
}

fn files_of_kind(name: &str, kind: Kind) -> Vec<PathBuf> {
    let dir = root().join("testcases").join(name);
    let mut inputs: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|entry| Some(entry.ok()?.path()))
                .filter(|path| {
                    let file = path.file_name().unwrap().to_string_lossy();
                    file.starts_with(&format!("{}-", kind.prefix())) && file.ends_with(".in")
                })
                .collect()
        })
        .unwrap_or_default();
    inputs.sort();
    inputs
}

#[test]
fn every_binary_has_a_section_and_every_section_a_binary() {
    let doc = read(DOC);
    let binaries = binaries();
    let sections = sections(&doc);
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for section in &sections {
        let name = &section.name;
        if !seen.insert(name.clone()) {
            problems.push(format!("two sections for `{name}`"));
        }
        match (binaries.contains(name), section.planned) {
            (true, true) => problems.push(format!(
                "`{name}` is built: remove the \"{PLANNED_MARK}\" lines from its section"
            )),
            (false, false) => problems.push(format!(
                "the section `{name}` names no binary in src/bin: mark it \
                 \"{PLANNED_MARK} …\" or remove it"
            )),
            _ => {}
        }
    }
    for name in &binaries {
        if !seen.contains(name) {
            problems.push(format!(
                "src/bin/{name}.rs has no section: add \"### `{name}`\" with its \
                 input, output, constraints and samples (scripts/new writes a stub)"
            ));
        }
    }
    assert!(problems.is_empty(), "{DOC}:\n{}", problems.join("\n"));
}

#[test]
fn every_binary_links_to_its_section() {
    let doc = read(DOC);
    let anchors = anchors(&doc);
    let mut problems = Vec::new();
    for name in binaries() {
        let source = read(format!("src/bin/{name}.rs"));
        let comment: String = source
            .lines()
            .take_while(|line| line.starts_with("//!"))
            .map(|line| format!("{}\n", line.trim_start_matches("//!")))
            .collect();
        let targets = targets_after(&comment, LINK_FROM_BIN);
        if !targets.contains(&name.as_str()) {
            problems.push(format!(
                "src/bin/{name}.rs: its //! comment does not link to its section: \
                 //! Input and output: [docs/problems.md](../../docs/problems.md#{name})."
            ));
        }
        for target in targets {
            if !anchors.iter().any(|a| a == target) {
                problems.push(format!("src/bin/{name}.rs: no section #{target} in {DOC}"));
            }
        }
        if comment.contains("PROBLEMS.md") {
            problems.push(format!(
                "src/bin/{name}.rs: its //! comment names PROBLEMS.md, which is not in \
                 the repository; link to {DOC} instead"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_link_in_the_doc_resolves_and_the_contents_list_every_section() {
    let doc = read(DOC);
    let anchors = anchors(&doc);
    let mut problems = Vec::new();
    let mut unique = BTreeSet::new();
    for a in &anchors {
        if !unique.insert(a) {
            problems.push(format!("two headings have the anchor #{a}"));
        }
    }
    for target in targets_after(&doc, "](#") {
        if !anchors.iter().any(|a| a == target) {
            problems.push(format!("the link #{target} has no heading"));
        }
    }
    for target in targets_after(&doc, "](../") {
        let path = target.split('#').next().unwrap();
        if !root().join(path).exists() {
            problems.push(format!("the link ../{target} names no file"));
        }
    }
    let contents = doc
        .split("\n## Contents\n")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .unwrap_or("");
    for section in sections(&doc) {
        let name = section.name;
        let link = format!("](#{name})");
        let Some(at) = contents.find(&link) else {
            problems.push(format!(
                "the Contents do not list `{name}`: add [`{name}`](#{name}) to its group's line"
            ));
            continue;
        };
        let marked = contents[at + link.len()..].starts_with(" (planned)");
        if marked != section.planned {
            problems.push(format!(
                "the Contents {} `{name}` (planned) but its section {}",
                if marked { "mark" } else { "do not mark" },
                if section.planned { "is" } else { "is not" }
            ));
        }
    }
    assert!(problems.is_empty(), "{DOC}:\n{}", problems.join("\n"));
}

#[test]
fn inline_samples_are_the_sample_files() {
    let doc = read(DOC);
    let mut problems = Vec::new();
    let mut compared = 0;
    for section in sections(&doc).iter().filter(|s| !s.planned) {
        let name = &section.name;
        let pairs = inline_pairs(&section.body);
        if pairs.is_empty() {
            problems.push(format!(
                "`{name}`: no \"Sample:\" with `input` → `output` in its section"
            ));
        }
        for kind in [Kind::Sample, Kind::Scripted] {
            let inline: Vec<_> = pairs.iter().filter(|p| p.0 == kind).collect();
            let files = files_of_kind(name, kind);
            if inline.len() != files.len() {
                problems.push(format!(
                    "`{name}`: {} inline {} pairs, {} {}-K.in files in testcases/{name}/",
                    inline.len(),
                    kind.prefix(),
                    files.len(),
                    kind.prefix()
                ));
                continue;
            }
            for (k, ((_, input, output), file)) in inline.iter().zip(&files).enumerate() {
                let expected = format!("{}-{}", kind.prefix(), k + 1);
                let stem = file.file_stem().unwrap().to_string_lossy();
                if stem != expected {
                    problems.push(format!(
                        "testcases/{name}/{stem}.in: expected {expected}.in (numbered from 1)"
                    ));
                    continue;
                }
                for (inline, path) in [(input, file.clone()), (output, file.with_extension("out"))]
                {
                    compared += 1;
                    let text = fs::read_to_string(&path).unwrap_or_default();
                    if inline_lines(inline) != file_lines(&text) {
                        problems.push(format!(
                            "`{name}`: the inline `{inline}` is not {} ({:?})",
                            path.strip_prefix(root()).unwrap().display(),
                            file_lines(&text).join(" / ")
                        ));
                    }
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{DOC} and testcases/ disagree (the doc shows each sample file \
         inline, ` / ` for a line break):\n{}",
        problems.join("\n")
    );
    assert!(compared > 100, "only {compared} sample files compared");
}

/// The first words of the line that links a section's files.
const FILES_LINE: &str = "- Files: ";

/// The `- Files:` line a built binary's section needs: its source and its
/// samples' folder, linked relative to docs/.
fn files_problems(section: &Section) -> Vec<String> {
    let name = &section.name;
    let lines: Vec<&str> = section
        .body
        .lines()
        .filter(|line| line.starts_with(FILES_LINE))
        .collect();
    let [line] = lines[..] else {
        return vec![format!(
            "`{name}`: {} lines start with \"{FILES_LINE}\", not one: end the section on \
             {FILES_LINE}[`src/bin/{name}.rs`](../src/bin/{name}.rs), \
             [`testcases/{name}/`](../testcases/{name}/).",
            lines.len()
        )];
    };
    let targets = targets_after(line, "](../");
    let mut problems = Vec::new();
    for wanted in [format!("src/bin/{name}.rs"), format!("testcases/{name}/")] {
        if !targets.contains(&wanted.as_str()) {
            problems.push(format!(
                "`{name}`: its Files line does not link ../{wanted}"
            ));
        }
    }
    for target in targets {
        if !root().join(target).exists() {
            problems.push(format!(
                "`{name}`: its Files line links ../{target}, which is missing"
            ));
        }
    }
    problems
}

#[test]
fn every_built_binary_section_links_its_files() {
    let doc = read(DOC);
    let sections = sections(&doc);
    let problems: Vec<String> = sections
        .iter()
        .filter(|s| !s.planned)
        .flat_map(files_problems)
        .collect();
    assert!(problems.is_empty(), "{DOC}:\n{}", problems.join("\n"));
    assert!(
        sections.iter().filter(|s| !s.planned).count() >= binaries().len(),
        "fewer built sections than binaries"
    );
}

/// The parsing above, on text whose answers are known, so a check that
/// passes is not one that reads nothing.
#[test]
fn the_parsers_read_what_the_doc_writes() {
    let doc = "## Group\n\n### `a`\n*Title*\n\n- Input: `T`.\n\
               - Sample (a note): `2 / 1 2 /\n  3` → `x / y`; `1` → `z`.\n\
               - Files: none.\n### `b`\n> Planned: later.\nText. Samples: `4` → `5`.\n---\n";
    let parsed = sections(doc);
    assert_eq!(parsed.len(), 2);
    assert_eq!((parsed[0].name.as_str(), parsed[0].planned), ("a", false));
    assert_eq!((parsed[1].name.as_str(), parsed[1].planned), ("b", true));
    let pairs = inline_pairs(&parsed[0].body);
    assert_eq!(
        pairs,
        [
            (Kind::Sample, "2 / 1 2 / 3".into(), "x / y".into()),
            (Kind::Sample, "1".into(), "z".into())
        ]
    );
    assert_eq!(inline_lines(&pairs[0].1), ["2", "1 2", "3"]);
    assert_eq!(file_lines("2\n1  2 \n3\n\n"), ["2", "1 2", "3"]);
    assert_eq!(inline_pairs(&parsed[1].body).len(), 1);
    assert_eq!(
        anchor("Practice pack (judge formats, the Slides')"),
        "practice-pack-judge-formats-the-slides"
    );
    assert_eq!(anchor("`nim-game-292`"), "nim-game-292");
    // A Files line that links nothing, no Files line, a link to a missing
    // file, and the right line (nim's files exist).
    assert_eq!(files_problems(&parsed[0]).len(), 2);
    let bare = Section {
        name: "nim".into(),
        planned: false,
        body: "Text.\n".into(),
    };
    assert!(files_problems(&bare)[0].contains("0 lines start with"));
    let files = |name: &str, source: &str| Section {
        name: name.into(),
        planned: false,
        body: format!(
            "Text.\n- Files: [`src/bin/{source}.rs`](../src/bin/{source}.rs), \
             [`testcases/{name}/`](../testcases/{name}/).\n"
        ),
    };
    assert_eq!(files_problems(&files("nim", "nim")), Vec::<String>::new());
    let wrong = files_problems(&files("nim", "no-such-binary"));
    assert_eq!(wrong.len(), 2, "{wrong:?}");
    assert!(wrong[1].contains("missing"), "{wrong:?}");
    assert_eq!(anchors(doc), ["group", "a", "b"]);
}
