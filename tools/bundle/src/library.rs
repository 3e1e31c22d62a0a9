//! The library's modules as files: `src/a/mod.rs` is the layer `a`,
//! `src/a/b.rs` the module `a::b`; `src/lib.rs` and `src/bin/` are not
//! modules of it.

use crate::references;
use crate::Failure;
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module's path below the crate root, e.g. `["impartial", "nim"]`.
pub type ModPath = Vec<String>;

pub struct Library {
    src: PathBuf,
    modules: BTreeMap<ModPath, PathBuf>,
    /// The modules parsed so far, as [`Library::parse_module`] returns
    /// them: a bundle reads each three times (its references, its crates,
    /// its code), and parsing was half of a bundle's own work when the
    /// pruned code came from the cache.
    parsed: RefCell<BTreeMap<ModPath, syn::File>>,
}

/// A file parsed, with parse errors reported at their line.
pub fn parse(path: &Path, shown: &Path) -> Result<syn::File, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::new(format!("cannot read {}: {e}", shown.display())))?;
    syn::parse_file(&text)
        .map_err(|e| Failure::at(shown, e.span().start().line, format!("cannot parse: {e}")))
}

impl Library {
    pub fn load(src: &Path) -> Result<Self, Failure> {
        let mut modules = BTreeMap::new();
        let mut folders = vec![src.to_path_buf()];
        while let Some(folder) = folders.pop() {
            let entries = std::fs::read_dir(&folder)
                .map_err(|e| Failure::new(format!("cannot list {}: {e}", folder.display())))?;
            for entry in entries.flatten() {
                let path = entry.path();
                let relative = path.strip_prefix(src).expect("below src").to_path_buf();
                if path.is_dir() {
                    if relative != Path::new("bin") {
                        folders.push(path);
                    }
                    continue;
                }
                if path.extension().is_none_or(|e| e != "rs") || relative == Path::new("lib.rs") {
                    continue;
                }
                let mut parts: ModPath = relative
                    .with_extension("")
                    .iter()
                    .map(|p| p.to_string_lossy().into_owned())
                    .collect();
                if parts.last().is_some_and(|p| p == "mod") {
                    parts.pop();
                }
                modules.insert(parts, path);
            }
        }
        Ok(Library {
            src: src.to_path_buf(),
            modules,
            parsed: RefCell::new(BTreeMap::new()),
        })
    }

    /// Whether `module` is a layer (a folder with `mod.rs`).
    pub fn is_layer(&self, module: &ModPath) -> bool {
        self.modules
            .get(module)
            .is_some_and(|p| p.file_name().is_some_and(|n| n == "mod.rs"))
    }

    pub fn contains(&self, module: &ModPath) -> bool {
        self.modules.contains_key(module)
    }

    /// The modules directly inside `module` (the layers, for the root).
    pub fn children(&self, module: &ModPath) -> Vec<String> {
        self.modules
            .keys()
            .filter(|m| m.len() == module.len() + 1 && m.starts_with(module))
            .map(|m| m[module.len()].clone())
            .collect()
    }

    /// The longest prefix of `segments` that is a module, if any.
    pub fn deepest(&self, segments: &[String]) -> Option<ModPath> {
        (1..=segments.len())
            .rev()
            .map(|end| segments[..end].to_vec())
            .find(|prefix| self.modules.contains_key(prefix))
    }

    /// The module's file as the user knows it, e.g. `src/impartial/nim.rs`.
    pub fn shown_path(&self, module: &ModPath) -> PathBuf {
        let file = &self.modules[module];
        Path::new("src").join(file.strip_prefix(&self.src).unwrap_or(file))
    }

    /// The module's code as a bundle keeps it: without tests, docs and
    /// debug assertions.
    pub fn parse_module(&self, module: &ModPath) -> Result<syn::File, Failure> {
        if let Some(file) = self.parsed.borrow().get(module) {
            return Ok(file.clone());
        }
        let mut file = parse(&self.modules[module], &self.shown_path(module))?;
        crate::rewrite::strip(&mut file);
        crate::rewrite::without_debug_assertions(&mut file);
        self.parsed
            .borrow_mut()
            .insert(module.clone(), file.clone());
        Ok(file)
    }

    /// Every module reachable from `start` through the library's own
    /// references, with every layer around each of them.
    pub fn closure(&self, start: BTreeSet<ModPath>) -> Result<BTreeSet<ModPath>, Failure> {
        let mut needed = BTreeSet::new();
        let mut queue: Vec<ModPath> = start.into_iter().collect();
        while let Some(module) = queue.pop() {
            if !needed.insert(module.clone()) {
                continue;
            }
            queue.extend((1..module.len()).map(|end| module[..end].to_vec()));
            let file = self.parse_module(&module)?;
            let shown = self.shown_path(&module);
            references::reject_unsupported(&file, &shown, true)?;
            for used in references::of_library_module(&file, &module, self) {
                if !needed.contains(&used) {
                    queue.push(used);
                }
            }
        }
        Ok(needed)
    }
}
