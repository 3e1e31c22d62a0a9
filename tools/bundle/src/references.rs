//! What a file refers to: every `use` tree, every path in code and every
//! `a::b::c` run of tokens inside macro arguments, resolved against the
//! names that lead into the library (`game_theory` and its aliases in a
//! solution; `crate`, `self`, `super`, a layer's children and aliases in the
//! library's own files).

use crate::library::{Library, ModPath};
use crate::{Failure, CRATES, LIBRARY};
use proc_macro2::{Spacing, TokenStream, TokenTree};
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use syn::visit::{self, Visit};

/// A path as written: its segments, whether it starts with `::`, its line.
struct Written {
    segments: Vec<String>,
    leading_colon: bool,
    line: usize,
}

/// One leaf of a `use` tree: the path it imports and the name it binds
/// (`None` for a glob).
struct UseLeaf {
    path: Written,
    binding: Option<String>,
}

#[derive(Default)]
struct Collector {
    leaves: Vec<UseLeaf>,
    paths: Vec<Written>,
}

impl Collector {
    fn of(file: &syn::File) -> Self {
        let mut collector = Collector::default();
        collector.visit_file(file);
        collector
    }

    fn use_tree(&mut self, tree: &syn::UseTree, mut prefix: Vec<String>, leading_colon: bool) {
        let line = |ident: &syn::Ident| ident.span().start().line;
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(&p.tree, prefix, leading_colon);
            }
            syn::UseTree::Name(n) => {
                let binding = if n.ident == "self" {
                    prefix.last().cloned()
                } else {
                    prefix.push(n.ident.to_string());
                    Some(n.ident.to_string())
                };
                self.leaves.push(UseLeaf {
                    path: Written {
                        segments: prefix,
                        leading_colon,
                        line: line(&n.ident),
                    },
                    binding,
                });
            }
            syn::UseTree::Rename(r) => {
                if r.ident != "self" {
                    prefix.push(r.ident.to_string());
                }
                self.leaves.push(UseLeaf {
                    path: Written {
                        segments: prefix,
                        leading_colon,
                        line: line(&r.ident),
                    },
                    binding: Some(r.rename.to_string()),
                });
            }
            syn::UseTree::Glob(g) => self.leaves.push(UseLeaf {
                path: Written {
                    segments: prefix,
                    leading_colon,
                    line: g.star_token.span.start().line,
                },
                binding: None,
            }),
            syn::UseTree::Group(g) => {
                for item in &g.items {
                    self.use_tree(item, prefix.clone(), leading_colon);
                }
            }
        }
    }

    /// Runs of `ident :: ident :: …` in a macro's tokens.
    fn macro_tokens(&mut self, tokens: TokenStream) {
        let list: Vec<TokenTree> = tokens.into_iter().collect();
        let is_path_sep = |i: usize| {
            matches!((list.get(i), list.get(i + 1)),
                (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                    if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':')
        };
        let mut i = 0;
        while i < list.len() {
            match &list[i] {
                TokenTree::Group(group) => {
                    self.macro_tokens(group.stream());
                    i += 1;
                }
                TokenTree::Ident(ident) => {
                    let leading_colon = i >= 2
                        && is_path_sep(i - 2)
                        && !matches!(list.get(i.wrapping_sub(3)), Some(TokenTree::Ident(_)));
                    let mut segments = vec![ident.to_string()];
                    let mut j = i + 1;
                    while is_path_sep(j) {
                        match list.get(j + 2) {
                            Some(TokenTree::Ident(next)) => segments.push(next.to_string()),
                            _ => break,
                        }
                        j += 3;
                    }
                    self.paths.push(Written {
                        segments,
                        leading_colon,
                        line: ident.span().start().line,
                    });
                    i = j;
                }
                TokenTree::Punct(_) | TokenTree::Literal(_) => i += 1,
            }
        }
    }
}

impl<'ast> Visit<'ast> for Collector {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&item.tree, Vec::new(), item.leading_colon.is_some());
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        if let Some(first) = path.segments.first() {
            self.paths.push(Written {
                segments: path.segments.iter().map(|s| s.ident.to_string()).collect(),
                leading_colon: path.leading_colon.is_some(),
                line: first.ident.span().start().line,
            });
        }
        visit::visit_path(self, path);
    }

    fn visit_vis_restricted(&mut self, _: &'ast syn::VisRestricted) {
        // `pub(crate)`, `pub(super)`: visibility, not a use of a module.
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.macro_tokens(mac.tokens.clone());
        visit::visit_macro(self, mac);
    }
}

/// The names that lead into the library, and what each denotes.
struct Scope<'a> {
    library: &'a Library,
    /// Name → the module path (from the crate root) it stands for.
    roots: HashMap<String, ModPath>,
    /// Whether `::name` (an extern crate path) may start a library path.
    extern_root: bool,
}

impl Scope<'_> {
    /// The path from the crate root that `written` names, if it leads into
    /// the library.
    fn resolve(&self, written: &Written) -> Option<Vec<String>> {
        let (first, rest) = written.segments.split_first()?;
        let mut full = if written.leading_colon {
            if !(self.extern_root && first == LIBRARY) {
                return None;
            }
            Vec::new()
        } else {
            self.roots.get(first)?.clone()
        };
        for segment in rest {
            if segment == "super" {
                full.pop();
            } else if segment != "self" {
                full.push(segment.clone());
            }
        }
        Some(full)
    }

    /// Adds the bindings of `use` leaves until nothing changes (a `use` may
    /// go through a name another `use` binds).
    fn bind(&mut self, leaves: &[UseLeaf]) {
        loop {
            let mut changed = false;
            for leaf in leaves {
                let Some(full) = self.resolve(&leaf.path) else {
                    continue;
                };
                let mut bind = |name: String, module: ModPath| {
                    if let std::collections::hash_map::Entry::Vacant(slot) = self.roots.entry(name)
                    {
                        slot.insert(module);
                        changed = true;
                    }
                };
                match &leaf.binding {
                    Some(name) if full.is_empty() || self.library.contains(&full) => {
                        bind(name.clone(), full)
                    }
                    Some(_) => {}
                    None => {
                        // A glob brings the module's children in by name.
                        for child in self.library.children(&full) {
                            let mut module = full.clone();
                            module.push(child.clone());
                            bind(child, module);
                        }
                    }
                }
            }
            if !changed {
                return;
            }
        }
    }

    /// The modules that the collected paths reach.
    fn modules(&self, collected: &Collector) -> (BTreeSet<ModPath>, Vec<usize>) {
        let mut modules = BTreeSet::new();
        let mut unresolved = Vec::new();
        let written = collected
            .leaves
            .iter()
            .map(|l| &l.path)
            .chain(&collected.paths);
        for path in written {
            if let Some(full) = self.resolve(path) {
                match self.library.deepest(&full) {
                    Some(module) => {
                        modules.insert(module);
                    }
                    None if !full.is_empty() => unresolved.push(path.line),
                    None => {}
                }
            }
        }
        (modules, unresolved)
    }
}

pub struct SolutionUses {
    pub modules: BTreeSet<ModPath>,
    /// Each crate a file uses, with the file and line.
    pub crates: Vec<(String, PathBuf, usize)>,
}

/// The library modules a solution uses directly, and the crates it uses.
pub fn of_solution(
    file: &syn::File,
    library: &Library,
    shown: &Path,
) -> Result<SolutionUses, Failure> {
    let collected = Collector::of(file);
    let mut scope = Scope {
        library,
        roots: HashMap::from([(LIBRARY.to_string(), Vec::new())]),
        extern_root: true,
    };
    scope.bind(&collected.leaves);
    let (modules, unresolved) = scope.modules(&collected);
    if let Some(line) = unresolved.first() {
        return Err(Failure::at(
            shown,
            *line,
            format!("names a path into {LIBRARY} that is not a module of the library"),
        ));
    }
    Ok(SolutionUses {
        modules,
        crates: crates_used(file, shown),
    })
}

/// The library modules that a library module's code refers to.
pub fn of_library_module(file: &syn::File, module: &ModPath, library: &Library) -> Vec<ModPath> {
    let collected = Collector::of(file);
    let parent = module[..module.len() - 1].to_vec();
    let mut roots = HashMap::from([
        ("crate".to_string(), Vec::new()),
        ("self".to_string(), module.clone()),
        ("super".to_string(), parent),
    ]);
    if library.is_layer(module) {
        for child in library.children(module) {
            let mut path = module.clone();
            path.push(child.clone());
            roots.insert(child, path);
        }
    }
    let mut scope = Scope {
        library,
        roots,
        extern_root: false,
    };
    scope.bind(&collected.leaves);
    let (modules, _) = scope.modules(&collected);
    modules.into_iter().filter(|m| m != module).collect()
}

/// Each use of proconio or itertools in `file`, with its line.
pub fn crates_used(file: &syn::File, shown: &Path) -> Vec<(String, PathBuf, usize)> {
    let collected = Collector::of(file);
    let written = collected
        .leaves
        .iter()
        .map(|l| &l.path)
        .chain(&collected.paths);
    let mut found: Vec<(String, PathBuf, usize)> = written
        .filter_map(|p| {
            let first = p.segments.first()?;
            CRATES
                .contains(&first.as_str())
                .then(|| (first.clone(), shown.to_path_buf(), p.line))
        })
        .collect();
    found.sort_by_key(|f| f.2);
    found
}

/// Fails on what a one-file bundle cannot hold: a module loaded from
/// another file (other than a layer's own children), `#[path]`,
/// `include!`-style macros, `extern crate`, and exported macros (whose
/// `$crate` paths would point at the wrong crate).
pub fn reject_unsupported(file: &syn::File, shown: &Path, in_library: bool) -> Result<(), Failure> {
    struct Check<'a> {
        shown: &'a Path,
        in_library: bool,
        is_layer: bool,
        depth: usize,
        failure: Option<Failure>,
    }
    impl Check<'_> {
        fn fail(&mut self, line: usize, message: &str) {
            if self.failure.is_none() {
                self.failure = Some(Failure::at(self.shown, line, message));
            }
        }
    }
    impl<'ast> Visit<'ast> for Check<'_> {
        fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
            let line = attr.pound_token.span.start().line;
            if attr.path().is_ident("path") {
                self.fail(
                    line,
                    "#[path] loads another file, which a one-file bundle cannot hold",
                );
            }
            if attr.path().is_ident("macro_export") {
                self.fail(line, "exported macros are not supported: their $crate paths would point at the bundle, not the library module");
            }
        }
        fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
            let line = item.mod_token.span.start().line;
            if item.content.is_none() && !(self.in_library && self.is_layer && self.depth == 0) {
                self.fail(line, "`mod name;` loads another file, which a one-file bundle cannot hold; write the module inline");
            }
            self.depth += 1;
            visit::visit_item_mod(self, item);
            self.depth -= 1;
        }
        fn visit_item_extern_crate(&mut self, item: &'ast syn::ItemExternCrate) {
            let line = item.extern_token.span.start().line;
            self.fail(
                line,
                "`extern crate` is not supported; name the crate by its path",
            );
        }
        fn visit_macro(&mut self, mac: &'ast syn::Macro) {
            if let Some(last) = mac.path.segments.last() {
                let name = last.ident.to_string();
                if ["include", "include_str", "include_bytes"].contains(&name.as_str()) {
                    let line = last.ident.span().start().line;
                    self.fail(
                        line,
                        &format!("{name}! reads another file, which a one-file bundle cannot hold"),
                    );
                }
            }
            visit::visit_macro(self, mac);
        }
    }
    let is_layer = shown.file_name().is_some_and(|n| n == "mod.rs");
    let mut check = Check {
        shown,
        in_library,
        is_layer,
        depth: 0,
        failure: None,
    };
    check.visit_file(file);
    match check.failure {
        Some(failure) => Err(failure),
        None => Ok(()),
    }
}
