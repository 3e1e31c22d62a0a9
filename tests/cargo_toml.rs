//! Cargo.toml's comments stay true: what they count is counted, and what
//! they say of the manifest (the workspace's members, what a dependent
//! project gets by default, what each feature and profile does) is read
//! back from the manifest itself. A comment may give a count of binaries
//! as a past measurement ("the 45 binaries of the time"); any other count
//! of binaries must be today's.

use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    let path = root().join(path);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The manifest as Cargo.toml writes it: a table's `key = value` lines,
/// each value as written (one line each, which is all this manifest uses).
struct Manifest {
    text: String,
}

impl Manifest {
    fn read(path: &str) -> Manifest {
        Manifest { text: read(path) }
    }

    /// The `key = value` lines of `[table]`, in order.
    fn table(&self, table: &str) -> Vec<(String, String)> {
        let header = format!("[{table}]");
        let mut inside = false;
        let mut entries = Vec::new();
        for line in self.text.lines().map(str::trim) {
            if line.starts_with('[') && !line.starts_with("[\"") {
                inside = line == header;
            } else if inside && !line.starts_with('#') {
                if let Some((key, value)) = line.split_once('=') {
                    entries.push((key.trim().to_string(), value.trim().to_string()));
                }
            }
        }
        entries
    }

    fn get(&self, table: &str, key: &str) -> Option<String> {
        self.table(table)
            .into_iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
    }

    /// Every comment, its lines joined by spaces.
    fn comments(&self) -> String {
        self.text
            .lines()
            .filter_map(|line| line.trim().strip_prefix('#'))
            .map(str::trim)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The quoted strings of a value such as `[".", "tools/bundle"]`.
fn strings(value: &str) -> Vec<String> {
    value
        .split('"')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect()
}

fn binaries() -> usize {
    fs::read_dir(root().join("src/bin"))
        .expect("src/bin is readable")
        .filter(|entry| {
            let path = entry.as_ref().unwrap().path();
            path.extension().is_some_and(|ext| ext == "rs")
        })
        .count()
}

/// Each count of binaries in `comments` ("45 binaries", "the 65
/// binaries"), with whether it is dated ("… of the time").
fn binary_counts(comments: &str) -> Vec<(usize, bool)> {
    let words: Vec<&str> = comments.split_whitespace().collect();
    let mut counts = Vec::new();
    for (k, pair) in words.windows(2).enumerate() {
        let noun = pair[1].trim_end_matches(|c: char| !c.is_alphanumeric());
        if matches!(noun, "binaries" | "solvers") {
            if let Ok(count) = pair[0].replace(',', "").parse::<usize>() {
                let dated = words[k + 2..].starts_with(&["of", "the"])
                    && words.get(k + 4).is_some_and(|w| {
                        w.trim_end_matches(|c: char| !c.is_alphanumeric()) == "time"
                    });
                counts.push((count, dated));
            }
        }
    }
    counts
}

#[test]
fn counts_of_binaries_are_todays_or_dated() {
    let comments = Manifest::read("Cargo.toml").comments();
    let today = binaries();
    for (count, dated) in binary_counts(&comments) {
        assert!(
            dated || count == today,
            "Cargo.toml's comments count {count} binaries; src/bin holds {today}: \
             give today's number, or date it (\"the {count} binaries of the time\")"
        );
    }
}

#[test]
fn the_count_reader_reads_counts() {
    assert_eq!(
        binary_counts(
            "for each of the 45 binaries and; 65 solvers. with the 45 binaries of the time, it"
        ),
        [(45, false), (65, false), (45, true)]
    );
    assert_eq!(binary_counts("binaries 3 times"), []);
}

/// "tools/bundle writes submissions and tools/bench-floor is scripts/bench's
/// floor; both are dev-only tools, and the bundler's dependencies never
/// reach the library or a solver."
#[test]
fn the_workspace_is_the_crate_and_its_two_dev_tools() {
    let manifest = Manifest::read("Cargo.toml");
    let members = strings(
        &manifest
            .get("workspace", "members")
            .expect("[workspace] members"),
    );
    assert_eq!(members, [".", "tools/bundle", "tools/bench-floor"]);
    let comments = manifest.comments();
    for member in &members[1..] {
        assert!(
            comments.contains(member.as_str()),
            "the comments do not name {member}"
        );
        let tool = Manifest::read(&format!("{member}/Cargo.toml"));
        assert_eq!(tool.get("package", "publish").as_deref(), Some("false"));
        for (dependency, _) in tool.table("dependencies") {
            for table in ["dependencies", "dev-dependencies"] {
                assert!(
                    manifest.get(table, &dependency).is_none(),
                    "{member}'s dependency {dependency} is in the crate's [{table}]"
                );
            }
        }
    }
}

/// "What a project that depends on the library gets by default: the
/// library alone, std only, no crates."
#[test]
fn a_dependent_project_gets_no_crates_by_default() {
    let manifest = Manifest::read("Cargo.toml");
    assert_eq!(manifest.get("features", "default"), None);
    let dependencies = manifest.table("dependencies");
    assert!(!dependencies.is_empty());
    for (name, value) in dependencies {
        assert!(
            value.contains("optional = true"),
            "[dependencies] {name} is not optional"
        );
    }
}

/// The features: `testing` for this crate's own tests, through the
/// dev-dependency on itself; `atcoder` for proconio and itertools, which
/// examples and tests have as dev-dependencies without a feature.
#[test]
fn the_features_are_what_their_comments_say() {
    let manifest = Manifest::read("Cargo.toml");
    let feature = |name: &str| strings(&manifest.get("features", name).unwrap_or_default());
    assert_eq!(feature("testing"), ["dep:itertools"]);
    assert_eq!(feature("atcoder"), ["dep:proconio", "dep:itertools"]);
    let itself = manifest
        .get("dev-dependencies", "game-theory")
        .expect("the dev-dependency on itself");
    assert!(
        itself.contains(r#"path = ".""#) && itself.contains(r#""testing""#),
        "{itself}"
    );
    for name in ["proconio", "itertools"] {
        assert!(
            manifest.get("dev-dependencies", name).is_some(),
            "{name} is no dev-dependency"
        );
    }
}

/// The profiles: release with one codegen unit and LTO; ci the same
/// optimisation without LTO and with parallel code generation; tests at
/// opt-level 1; debug builds with line tables only.
#[test]
fn the_profiles_are_what_their_comments_say() {
    let manifest = Manifest::read("Cargo.toml");
    let get = |table: &str, key: &str| manifest.get(table, key).unwrap_or_default();
    assert_eq!(get("profile.release", "codegen-units"), "1");
    assert_eq!(get("profile.release", "lto"), "true");
    assert_eq!(get("profile.ci", "inherits"), r#""release""#);
    assert_eq!(get("profile.ci", "lto"), "false");
    assert!(get("profile.ci", "codegen-units").parse::<u32>().unwrap() > 1);
    assert_eq!(get("profile.test", "opt-level"), "1");
    assert_eq!(get("profile.dev", "debug"), r#""line-tables-only""#);
}
