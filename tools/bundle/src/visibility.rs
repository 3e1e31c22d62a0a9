//! `pub` only where the bundle needs it: the library's items, methods and
//! fields lose their visibility unless code outside their module names
//! them (four bytes each, 100 to 150 visibilities in the largest bundles).
//!
//! Which ones must stay is asked of the compiler, as pruning is: with
//! every candidate private, each error ("function `mul` is private",
//! "unresolved import", "field `x` of struct `S` is private") and each
//! warning (a `pub` item's type now more private than it, an unused
//! re-export) names what needs its `pub` back; every candidate of such a
//! name gets it back, and the bundle is checked again, until it compiles
//! without a warning. A few rounds: one per depth of what privacy errors
//! hide behind others.
//!
//! Why narrowing cannot change what the program does, only whether it
//! compiles: a private item that code outside its module names is an
//! error, never a quiet switch to another item, except where Rust looks
//! further when one candidate is inaccessible, and there nothing is
//! narrowed:
//! - a glob import skips private items and may find the name elsewhere
//!   (another glob, the prelude): no item of a module some glob imports
//!   from is narrowed (if a glob's module cannot be told by its path,
//!   nothing is);
//! - a method call skips an inaccessible inherent method and may find a
//!   trait's method of the same name: no method whose name is a method of
//!   a trait the bundle defines or implements, or of a trait std
//!   implements for every type or derives, is narrowed;
//! - a field access or a method call goes on through `Deref`: nothing of
//!   a type with a hand-written `Deref` is narrowed.
//!
//! The solution's own code is never edited.

use crate::LIBRARY;
use proc_macro2::TokenTree;
use quote::ToTokens;
use std::collections::HashSet;
use syn::visit::{self, Visit};

/// Methods of traits std implements for every type (or every type that
/// has a bound the library's types often have) or derives: an inherent
/// method of one of these names may have a stand-in.
const STD_METHODS: [&str; 33] = [
    "clone",
    "clone_from",
    "clone_into",
    "to_owned",
    "into",
    "try_into",
    "from",
    "try_from",
    "to_string",
    "borrow",
    "borrow_mut",
    "as_ref",
    "as_mut",
    "type_id",
    "eq",
    "ne",
    "cmp",
    "partial_cmp",
    "lt",
    "le",
    "gt",
    "ge",
    "max",
    "min",
    "clamp",
    "hash",
    "fmt",
    "default",
    "deref",
    "deref_mut",
    "drop",
    "into_iter",
    "next",
];

/// What is never narrowed in a bundle.
pub struct Exempt {
    /// Whether nothing is (a glob whose module cannot be told).
    everything: bool,
    /// Modules some glob imports from, by name.
    globbed_modules: HashSet<String>,
    /// Method names that may have a trait's stand-in.
    methods: HashSet<String>,
    /// Types with a hand-written `Deref` or `DerefMut`.
    deref_types: HashSet<String>,
}

impl Exempt {
    pub fn of(file: &syn::File) -> Self {
        let mut found = Exempt {
            everything: false,
            globbed_modules: HashSet::new(),
            methods: STD_METHODS.iter().map(|m| m.to_string()).collect(),
            deref_types: HashSet::new(),
        };
        found.visit_file(file);
        found
    }
}

impl<'ast> Visit<'ast> for Exempt {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        fn globs(tree: &syn::UseTree, path: &mut Vec<String>, exempt: &mut Exempt) {
            match tree {
                syn::UseTree::Path(p) => {
                    path.push(p.ident.to_string());
                    globs(&p.tree, path, exempt);
                    path.pop();
                }
                syn::UseTree::Group(g) => {
                    for inner in &g.items {
                        globs(inner, path, exempt);
                    }
                }
                syn::UseTree::Glob(_) => match path.last().map(String::as_str) {
                    None | Some("super" | "self" | "crate") => exempt.everything = true,
                    Some(module) => {
                        exempt.globbed_modules.insert(module.to_string());
                    }
                },
                syn::UseTree::Name(_) | syn::UseTree::Rename(_) => {}
            }
        }
        globs(&item.tree, &mut Vec::new(), self);
    }

    fn visit_item_impl(&mut self, block: &'ast syn::ItemImpl) {
        if let Some((_, path, _)) = &block.trait_ {
            for member in &block.items {
                if let syn::ImplItem::Fn(f) = member {
                    self.methods.insert(f.sig.ident.to_string());
                }
            }
            let name = path.segments.last().map(|s| s.ident.to_string());
            if matches!(name.as_deref(), Some("Deref" | "DerefMut")) {
                self.deref_types
                    .extend(idents(block.self_ty.to_token_stream()));
            }
        }
        visit::visit_item_impl(self, block);
    }

    fn visit_item_trait(&mut self, item: &'ast syn::ItemTrait) {
        for member in &item.items {
            if let syn::TraitItem::Fn(f) = member {
                self.methods.insert(f.sig.ident.to_string());
            }
        }
        visit::visit_item_trait(self, item);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        // A macro may write impls and imports this cannot see.
        let names = idents(mac.tokens.clone());
        if ["Deref", "DerefMut", "use"]
            .iter()
            .any(|n| names.contains(*n))
        {
            self.everything = true;
        }
    }
}

fn idents(tokens: proc_macro2::TokenStream) -> HashSet<String> {
    let mut found = HashSet::new();
    for token in tokens {
        match token {
            TokenTree::Ident(i) => {
                found.insert(i.to_string());
            }
            TokenTree::Group(g) => found.extend(idents(g.stream())),
            _ => {}
        }
    }
    found
}

/// Makes the library's visibilities private but those of items, methods
/// and fields named in `keep` (a tuple field also by its struct's name)
/// and those `exempt` names; returns how many it made private.
pub fn narrow(file: &mut syn::File, keep: &HashSet<String>, exempt: &Exempt) -> usize {
    if exempt.everything {
        return 0;
    }
    let mut narrowed = 0;
    for item in &mut file.items {
        if let syn::Item::Mod(m) = item {
            if m.ident == LIBRARY {
                if let Some((_, inner)) = &mut m.content {
                    for item in inner {
                        narrowed += narrow_item(item, keep, exempt);
                    }
                }
            }
        }
    }
    narrowed
}

fn make_private(vis: &mut syn::Visibility, kept: bool) -> usize {
    if kept || matches!(vis, syn::Visibility::Inherited) {
        return 0;
    }
    *vis = syn::Visibility::Inherited;
    1
}

fn narrow_item(item: &mut syn::Item, keep: &HashSet<String>, exempt: &Exempt) -> usize {
    let kept = |ident: &syn::Ident| keep.contains(&ident.to_string());
    match item {
        syn::Item::Mod(m) => {
            let exempt_here = exempt.globbed_modules.contains(&m.ident.to_string());
            let mut count = make_private(&mut m.vis, kept(&m.ident));
            if let Some((_, inner)) = &mut m.content {
                if !exempt_here {
                    for item in inner {
                        count += narrow_item(item, keep, exempt);
                    }
                }
            }
            count
        }
        syn::Item::Fn(f) => make_private(&mut f.vis, kept(&f.sig.ident)),
        syn::Item::Const(c) => make_private(&mut c.vis, kept(&c.ident)),
        syn::Item::Static(s) => make_private(&mut s.vis, kept(&s.ident)),
        syn::Item::Type(t) => make_private(&mut t.vis, kept(&t.ident)),
        syn::Item::Trait(t) => make_private(&mut t.vis, kept(&t.ident)),
        syn::Item::Enum(e) => make_private(&mut e.vis, kept(&e.ident)),
        syn::Item::Union(u) => make_private(&mut u.vis, kept(&u.ident)),
        syn::Item::Struct(s) => {
            let name = s.ident.to_string();
            let deref = exempt.deref_types.contains(&name);
            let mut count = make_private(&mut s.vis, kept(&s.ident));
            for (index, field) in s.fields.iter_mut().enumerate() {
                let field_kept = deref
                    || match &field.ident {
                        Some(ident) => kept(ident),
                        None => keep.contains(&name) || keep.contains(&index.to_string()),
                    };
                count += make_private(&mut field.vis, field_kept);
            }
            count
        }
        syn::Item::Use(u) => {
            let mut names = UseNames::default();
            names.visit_item_use(u);
            let use_kept = names.glob || names.names.iter().any(|n| keep.contains(n));
            make_private(&mut u.vis, use_kept)
        }
        syn::Item::Impl(block) if block.trait_.is_none() => {
            let deref = idents(block.self_ty.to_token_stream())
                .iter()
                .any(|t| exempt.deref_types.contains(t));
            let mut count = 0;
            for member in &mut block.items {
                let (vis, ident) = match member {
                    syn::ImplItem::Fn(f) => (&mut f.vis, &f.sig.ident),
                    syn::ImplItem::Const(c) => (&mut c.vis, &c.ident),
                    syn::ImplItem::Type(t) => (&mut t.vis, &t.ident),
                    _ => continue,
                };
                let method_kept =
                    deref || kept(ident) || exempt.methods.contains(&ident.to_string());
                count += make_private(vis, method_kept);
            }
            count
        }
        _ => 0,
    }
}

#[derive(Default)]
struct UseNames {
    names: HashSet<String>,
    glob: bool,
}

impl<'ast> Visit<'ast> for UseNames {
    fn visit_use_name(&mut self, name: &'ast syn::UseName) {
        self.names.insert(name.ident.to_string());
    }

    fn visit_use_rename(&mut self, rename: &'ast syn::UseRename) {
        self.names.insert(rename.ident.to_string());
        self.names.insert(rename.rename.to_string());
    }

    fn visit_use_glob(&mut self, _: &'ast syn::UseGlob) {
        self.glob = true;
    }
}

/// The names of the library's items (not methods or fields) that occur
/// in more than one module of the bundle (the solution counting as one):
/// an item named outside its own module must stay `pub`, so these are
/// kept from the start, and the compiler is asked only about the rest
/// (two or three checks, where finding all of them through its reports
/// took five or six). Methods and fields are left to the compiler: names
/// such as `new` or `len` occur everywhere.
pub fn items_named_across_modules(file: &syn::File) -> HashSet<String> {
    fn walk(
        items: &[syn::Item],
        in_library: bool,
        uses: &mut std::collections::HashMap<String, usize>,
        defined: &mut HashSet<String>,
    ) {
        let mut here = HashSet::new();
        for item in items {
            if let syn::Item::Mod(m) = item {
                if let Some((_, inner)) = &m.content {
                    let library = in_library || m.ident == LIBRARY;
                    walk(inner, library, uses, defined);
                }
                here.insert(m.ident.to_string());
                if in_library {
                    defined.insert(m.ident.to_string());
                }
                continue;
            }
            here.extend(idents(item.to_token_stream()));
            if in_library {
                let name = match item {
                    syn::Item::Fn(f) => Some(&f.sig.ident),
                    syn::Item::Const(c) => Some(&c.ident),
                    syn::Item::Static(s) => Some(&s.ident),
                    syn::Item::Type(t) => Some(&t.ident),
                    syn::Item::Trait(t) => Some(&t.ident),
                    syn::Item::Enum(e) => Some(&e.ident),
                    syn::Item::Union(u) => Some(&u.ident),
                    syn::Item::Struct(s) => Some(&s.ident),
                    _ => None,
                };
                defined.extend(name.map(ToString::to_string));
                if let syn::Item::Use(u) = item {
                    let mut names = UseNames::default();
                    names.visit_item_use(u);
                    defined.extend(names.names);
                }
            }
        }
        for name in here {
            *uses.entry(name).or_insert(0) += 1;
        }
    }
    let (mut uses, mut defined) = (std::collections::HashMap::new(), HashSet::new());
    walk(&file.items, false, &mut uses, &mut defined);
    defined
        .into_iter()
        .filter(|name| uses.get(name).is_some_and(|&modules| modules > 1))
        .collect()
}

/// The names in a diagnostic's text that may need their `pub` back: of
/// every path inside backquotes, generic arguments left out, its last
/// name ("function `mul` is private", "unresolved import
/// `crate::game_theory::exact::BigInt`", "type `Nus<N>` is more private
/// than the item `Forms::<N>::nus`").
pub fn names_in(text: &str) -> HashSet<String> {
    let mut found = HashSet::new();
    for quoted in text.split('`').skip(1).step_by(2) {
        let mut plain = String::new();
        let mut depth = 0usize;
        for c in quoted.chars() {
            match c {
                '<' => depth += 1,
                '>' => depth = depth.saturating_sub(1),
                _ if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        for path in plain.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')) {
            let last = path
                .trim_matches(':')
                .rsplit("::")
                .next()
                .unwrap_or_default();
            if !last.is_empty() {
                found.insert(last.to_string());
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn narrowed(text: &str, keep: &[&str]) -> String {
        let mut file = syn::parse_file(text).expect("valid Rust");
        let exempt = Exempt::of(&file);
        let keep: HashSet<String> = keep.iter().map(|k| k.to_string()).collect();
        narrow(&mut file, &keep, &exempt);
        prettyplease::unparse(&file)
    }

    #[test]
    fn names_come_from_backquotes() {
        let names = names_in(
            "type `Nus<N>` is more private than the item `Forms::<N>::nus`; \
             unresolved import `crate::game_theory::exact::BigInt`; `K: Hash`",
        );
        let mut names: Vec<String> = names.into_iter().collect();
        names.sort();
        assert_eq!(names, ["BigInt", "Hash", "K", "Nus", "nus"]);
    }

    #[test]
    fn kept_names_stay_pub_and_the_rest_goes_private() {
        let text = "fn main() {}\nmod game_theory {\n\
            pub mod a { pub fn f() {} pub fn g() {} pub struct S { pub x: u8, pub y: u8 } pub struct T(pub u8); }\n\
            pub use a::f;\n\
            impl a::S { pub fn m(&self) {} pub fn clone(&self) {} }\n\
            }\n";
        let out = narrowed(text, &["f", "x", "T", "a"]);
        for public in [
            "pub mod a",
            "pub fn f",
            "pub x",
            "pub struct T(pub u8)",
            "pub use a::f",
            "pub fn clone",
        ] {
            assert!(out.contains(public), "{public} in {out}");
        }
        for private in ["pub fn g", "pub struct S", "pub y", "pub fn m"] {
            assert!(!out.contains(private), "{private} in {out}");
        }
    }

    #[test]
    fn globs_trait_method_names_and_deref_types_are_exempt() {
        let globbed = "use game_theory::a::*;\nfn main() {}\nmod game_theory {\n\
            pub mod a { pub fn f() {} }\n pub mod b { pub fn g() {} }\n}\n";
        let out = narrowed(globbed, &[]);
        assert!(
            out.contains("pub fn f") && !out.contains("pub fn g"),
            "{out}"
        );
        let unknown = globbed.replace("use game_theory::a::*;", "mod x { use super::*; }");
        assert_eq!(
            narrowed(&unknown, &[]),
            prettyplease::unparse(&syn::parse_file(&unknown).expect("valid"))
        );
        let traits = "fn main() {}\nmod game_theory {\n\
            pub trait Tr { fn run(&self); }\n pub struct S;\n\
            impl S { pub fn run(&self) {} pub fn walk(&self) {} }\n\
            pub struct D(pub Vec<u8>);\n\
            impl std::ops::Deref for D { type Target = Vec<u8>; fn deref(&self) -> &Vec<u8> { &self.0 } }\n\
            impl D { pub fn len(&self) -> usize { 0 } }\n}\n";
        let out = narrowed(traits, &[]);
        assert!(
            out.contains("pub fn run") && !out.contains("pub fn walk"),
            "{out}"
        );
        assert!(
            out.contains("pub fn len") && out.contains("D(pub Vec<u8>)"),
            "{out}"
        );
    }
}
