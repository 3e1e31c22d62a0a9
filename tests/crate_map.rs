//! The crate page leads to everything public (issue 38, "the map"): every
//! public module holds a public item, and is named on the crate page or
//! in its parent module's page (which the crate page's layer table
//! leads to), so that no engine is public but unreachable.

use std::path::{Path, PathBuf};

/// The `//!` text of a source file.
fn module_docs(file: &Path) -> String {
    let text = std::fs::read_to_string(file).unwrap();
    text.lines()
        .filter_map(|line| line.trim_start().strip_prefix("//!"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A public module: its path from the crate root and its file.
struct Module {
    path: Vec<String>,
    file: PathBuf,
}

/// The public modules declared in `file` (a `pub mod name;` line, not
/// hidden from the documentation), and theirs, depth first.
fn public_modules(file: &Path, parent: &[String], out: &mut Vec<Module>) {
    let text = std::fs::read_to_string(file).unwrap();
    let dir = match file.file_name().and_then(|n| n.to_str()) {
        Some("lib.rs" | "mod.rs") => file.parent().unwrap().to_path_buf(),
        _ => file.with_extension(""),
    };
    let mut hidden = false;
    for line in text.lines() {
        let line = line.trim();
        // Hidden from the documentation, or there only with a feature
        // (the `testing` layer).
        if line.starts_with("#[doc(hidden)]") || line.starts_with("#[cfg(") {
            hidden = true;
            continue;
        }
        if let Some(name) = line
            .strip_prefix("pub mod ")
            .and_then(|r| r.strip_suffix(';'))
        {
            let path: Vec<String> = parent.iter().cloned().chain([name.to_string()]).collect();
            let flat = dir.join(format!("{name}.rs"));
            let file = if flat.exists() {
                flat
            } else {
                dir.join(name).join("mod.rs")
            };
            if !hidden {
                public_modules(&file, &path, out);
                out.push(Module { path, file });
            }
        }
        if !line.starts_with("#[") {
            hidden = false;
        }
    }
}

#[test]
fn every_public_module_has_an_item_and_a_route_from_the_crate_page() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let crate_page = module_docs(&root.join("lib.rs"));
    let mut modules = Vec::new();
    public_modules(&root.join("lib.rs"), &[], &mut modules);
    assert!(modules.len() > 40, "the modules were not found");
    let mut problems = Vec::new();
    for module in &modules {
        let name = module.path.join("::");
        let text = std::fs::read_to_string(&module.file).unwrap();
        let has_item = text.lines().any(|line| {
            let line = line.trim_start();
            [
                "pub fn ",
                "pub struct ",
                "pub enum ",
                "pub trait ",
                "pub const ",
                "pub type ",
                "pub use ",
                "pub static ",
                "pub mod ",
            ]
            .iter()
            .any(|start| line.starts_with(start))
        });
        if !has_item {
            problems.push(format!("{name}: no public item (its page is empty)"));
        }
        let last = module.path.last().unwrap();
        let on_crate_page = crate_page.contains(&name);
        let on_parent_page = module.path.len() > 1 && {
            let parent = modules
                .iter()
                .find(|m| m.path == module.path[..module.path.len() - 1])
                .map(|m| module_docs(&m.file))
                .unwrap_or_default();
            parent.contains(&format!("[`{last}`]"))
                || parent.contains(&format!("{last}::"))
                || parent.contains(&name)
        };
        if !on_crate_page && !on_parent_page {
            problems.push(format!(
                "{name}: named neither on the crate page nor on its parent's page"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
