//! Turning parsed files into the bundle: test code and doc comments out,
//! paths pointed at the inlined library, modules nested in their layers.

use crate::library::{Library, ModPath};
use crate::{Failure, LIBRARY};
use proc_macro2::{Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use std::collections::BTreeSet;
use syn::visit_mut::{self, VisitMut};

fn is_test_code(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path().is_ident("test")
            || (attr.path().is_ident("cfg")
                && attr
                    .parse_args::<syn::Ident>()
                    .is_ok_and(|arg| arg == "test"))
    })
}

fn item_attrs(item: &mut syn::Item) -> Option<&mut Vec<syn::Attribute>> {
    use syn::Item::*;
    Some(match item {
        Const(i) => &mut i.attrs,
        Enum(i) => &mut i.attrs,
        ExternCrate(i) => &mut i.attrs,
        Fn(i) => &mut i.attrs,
        ForeignMod(i) => &mut i.attrs,
        Impl(i) => &mut i.attrs,
        Macro(i) => &mut i.attrs,
        Mod(i) => &mut i.attrs,
        Static(i) => &mut i.attrs,
        Struct(i) => &mut i.attrs,
        Trait(i) => &mut i.attrs,
        TraitAlias(i) => &mut i.attrs,
        Type(i) => &mut i.attrs,
        Union(i) => &mut i.attrs,
        Use(i) => &mut i.attrs,
        _ => return None,
    })
}

fn without_docs(attrs: &mut Vec<syn::Attribute>) {
    attrs.retain(|attr| !attr.path().is_ident("doc"));
}

fn keep_item(item: &mut syn::Item) -> bool {
    item_attrs(item).is_none_or(|attrs| !is_test_code(attrs))
}

/// Removes test code (items under `#[cfg(test)]` or `#[test]`, wherever
/// they are) and doc comments (plain comments are gone once parsed).
pub struct Strip;

impl VisitMut for Strip {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        without_docs(&mut file.attrs);
        file.items.retain_mut(keep_item);
        visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mut(&mut self, item: &mut syn::Item) {
        if let Some(attrs) = item_attrs(item) {
            without_docs(attrs);
        }
        visit_mut::visit_item_mut(self, item);
    }

    fn visit_item_mod_mut(&mut self, item: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut item.content {
            items.retain_mut(keep_item);
        }
        visit_mut::visit_item_mod_mut(self, item);
    }

    fn visit_item_impl_mut(&mut self, item: &mut syn::ItemImpl) {
        item.items.retain(|member| match member {
            syn::ImplItem::Fn(f) => !is_test_code(&f.attrs),
            syn::ImplItem::Const(c) => !is_test_code(&c.attrs),
            _ => true,
        });
        visit_mut::visit_item_impl_mut(self, item);
    }

    fn visit_impl_item_fn_mut(&mut self, f: &mut syn::ImplItemFn) {
        without_docs(&mut f.attrs);
        visit_mut::visit_impl_item_fn_mut(self, f);
    }

    fn visit_impl_item_const_mut(&mut self, c: &mut syn::ImplItemConst) {
        without_docs(&mut c.attrs);
        visit_mut::visit_impl_item_const_mut(self, c);
    }

    fn visit_impl_item_type_mut(&mut self, t: &mut syn::ImplItemType) {
        without_docs(&mut t.attrs);
        visit_mut::visit_impl_item_type_mut(self, t);
    }

    fn visit_trait_item_fn_mut(&mut self, f: &mut syn::TraitItemFn) {
        without_docs(&mut f.attrs);
        visit_mut::visit_trait_item_fn_mut(self, f);
    }

    fn visit_trait_item_type_mut(&mut self, t: &mut syn::TraitItemType) {
        without_docs(&mut t.attrs);
        visit_mut::visit_trait_item_type_mut(self, t);
    }

    fn visit_trait_item_const_mut(&mut self, c: &mut syn::TraitItemConst) {
        without_docs(&mut c.attrs);
        visit_mut::visit_trait_item_const_mut(self, c);
    }

    fn visit_field_mut(&mut self, field: &mut syn::Field) {
        without_docs(&mut field.attrs);
        visit_mut::visit_field_mut(self, field);
    }

    fn visit_variant_mut(&mut self, variant: &mut syn::Variant) {
        without_docs(&mut variant.attrs);
        visit_mut::visit_variant_mut(self, variant);
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain_mut(|stmt| match stmt {
            syn::Stmt::Item(item) => keep_item(item),
            _ => true,
        });
        visit_mut::visit_block_mut(self, block);
    }
}

/// Which paths a rewrite moves under the inlined library.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    /// The solution: `game_theory::x` becomes `crate::game_theory::x`.
    Solution,
    /// A library module: `crate::x` becomes `crate::game_theory::x`.
    Library,
}

struct Repath {
    side: Side,
    /// Whether items being visited sit at the solution's top level.
    top_level: bool,
}

fn ident(name: &str) -> syn::Ident {
    syn::Ident::new(name, Span::call_site())
}

impl Repath {
    fn path_segments(&self, path: &mut syn::Path) {
        let Some(first) = path.segments.first() else {
            return;
        };
        match self.side {
            Side::Library if first.ident == "crate" && path.leading_colon.is_none() => {
                path.segments.insert(1, ident(LIBRARY).into());
            }
            Side::Solution if first.ident == LIBRARY => {
                path.leading_colon = None;
                path.segments.insert(0, ident("crate").into());
            }
            _ => {}
        }
    }

    /// The root of a `use` tree; `None` drops it (a solution's top-level
    /// `use game_theory;`, which would clash with the inlined module).
    fn use_root(&self, tree: syn::UseTree, leading_colon: bool) -> Option<syn::UseTree> {
        let starts_with = |tree: &syn::UseTree, name: &str| match tree {
            syn::UseTree::Path(p) => p.ident == name,
            syn::UseTree::Name(n) => n.ident == name,
            syn::UseTree::Rename(r) => r.ident == name,
            _ => false,
        };
        match tree {
            syn::UseTree::Group(mut group) => {
                let items = std::mem::take(&mut group.items);
                group.items = items
                    .into_iter()
                    .filter_map(|t| self.use_root(t, leading_colon))
                    .collect();
                (!group.items.is_empty()).then_some(syn::UseTree::Group(group))
            }
            syn::UseTree::Path(mut p)
                if self.side == Side::Library && p.ident == "crate" && !leading_colon =>
            {
                p.tree = Box::new(syn::UseTree::Path(syn::UsePath {
                    ident: ident(LIBRARY),
                    colon2_token: Default::default(),
                    tree: p.tree,
                }));
                Some(syn::UseTree::Path(p))
            }
            tree if self.side == Side::Solution && starts_with(&tree, LIBRARY) => {
                if self.top_level && matches!(&tree, syn::UseTree::Name(_)) {
                    return None;
                }
                Some(syn::UseTree::Path(syn::UsePath {
                    ident: ident("crate"),
                    colon2_token: Default::default(),
                    tree: Box::new(tree),
                }))
            }
            tree => Some(tree),
        }
    }

    fn tokens(&self, tokens: TokenStream) -> TokenStream {
        let list: Vec<TokenTree> = tokens.into_iter().collect();
        let is_path_sep = |i: usize| {
            matches!((list.get(i), list.get(i + 1)),
                (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                    if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':')
        };
        let path_sep = || {
            [
                TokenTree::Punct(Punct::new(':', Spacing::Joint)),
                TokenTree::Punct(Punct::new(':', Spacing::Alone)),
            ]
        };
        let mut out = Vec::with_capacity(list.len());
        for (i, token) in list.iter().enumerate() {
            match token {
                TokenTree::Group(group) => {
                    let mut new =
                        proc_macro2::Group::new(group.delimiter(), self.tokens(group.stream()));
                    new.set_span(group.span());
                    out.push(TokenTree::Group(new));
                }
                TokenTree::Ident(id) => {
                    let after_sep = i >= 2 && is_path_sep(i - 2);
                    match self.side {
                        Side::Library if id == "crate" && !after_sep && is_path_sep(i + 1) => {
                            out.push(token.clone());
                            out.extend(path_sep());
                            out.push(TokenTree::Ident(Ident::new(LIBRARY, id.span())));
                        }
                        Side::Solution if id == LIBRARY && is_path_sep(i + 1) => {
                            let after_ident = after_sep
                                && matches!(list.get(i.wrapping_sub(3)), Some(TokenTree::Ident(_)));
                            if !after_ident {
                                if after_sep {
                                    // `::game_theory`: drop the leading `::`.
                                    out.truncate(out.len() - 2);
                                }
                                out.push(TokenTree::Ident(Ident::new("crate", id.span())));
                                out.extend(path_sep());
                            }
                            out.push(token.clone());
                        }
                        _ => out.push(token.clone()),
                    }
                }
                _ => out.push(token.clone()),
            }
        }
        out.into_iter().collect()
    }
}

impl VisitMut for Repath {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        self.path_segments(path);
        visit_mut::visit_path_mut(self, path);
    }

    fn visit_vis_restricted_mut(&mut self, vis: &mut syn::VisRestricted) {
        // `pub(crate)` stays; `pub(in crate::x)` follows the move.
        if vis.in_token.is_some() {
            self.path_segments(&mut vis.path);
        }
    }

    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        let tree = std::mem::replace(
            &mut item.tree,
            syn::UseTree::Glob(syn::UseGlob {
                star_token: Default::default(),
            }),
        );
        let leading = item.leading_colon.is_some();
        if let Some(tree) = self.use_root(tree, leading) {
            if self.side == Side::Solution && !matches!(&tree, syn::UseTree::Group(_)) {
                if let syn::UseTree::Path(p) = &tree {
                    if p.ident == "crate" {
                        item.leading_colon = None;
                    }
                }
            }
            item.tree = tree;
        }
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        mac.tokens = self.tokens(std::mem::take(&mut mac.tokens));
        visit_mut::visit_macro_mut(self, mac);
    }

    fn visit_item_mod_mut(&mut self, item: &mut syn::ItemMod) {
        let top_level = std::mem::replace(&mut self.top_level, false);
        visit_mut::visit_item_mod_mut(self, item);
        self.top_level = top_level;
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        let top_level = std::mem::replace(&mut self.top_level, false);
        visit_mut::visit_block_mut(self, block);
        self.top_level = top_level;
    }
}

/// Moves `file`'s paths under the inlined library, and drops the `use`
/// items left empty.
fn repath(file: &mut syn::File, side: Side) {
    let mut repath = Repath {
        side,
        top_level: true,
    };
    repath.visit_file_mut(file);
    // A `use` whose whole tree was dropped holds a bare `*` placeholder,
    // which real code cannot write.
    file.items.retain(
        |item| !matches!(item, syn::Item::Use(u) if matches!(u.tree, syn::UseTree::Glob(_))),
    );
}

/// The module `module` with its needed children inlined, as an item.
fn module_item(
    library: &Library,
    module: &ModPath,
    needed: &BTreeSet<ModPath>,
    declaration: Option<syn::ItemMod>,
) -> Result<syn::ItemMod, Failure> {
    let mut file = library.parse_module(module)?;
    repath(&mut file, Side::Library);
    let mut items = Vec::with_capacity(file.items.len());
    for item in file.items {
        match item {
            syn::Item::Mod(child) if child.content.is_none() => {
                let mut path = module.clone();
                path.push(child.ident.to_string());
                if needed.contains(&path) {
                    items.push(syn::Item::Mod(module_item(
                        library,
                        &path,
                        needed,
                        Some(child),
                    )?));
                }
            }
            item => items.push(item),
        }
    }
    let mut attrs: Vec<syn::Attribute> = declaration
        .as_ref()
        .map(|d| d.attrs.clone())
        .unwrap_or_default();
    attrs.extend(file.attrs);
    let name = module.last().expect("a module has a name");
    Ok(syn::ItemMod {
        attrs,
        vis: declaration.map_or(syn::parse_quote!(pub), |d| d.vis),
        unsafety: None,
        mod_token: Default::default(),
        ident: ident(name),
        content: Some((Default::default(), items)),
        semi: None,
    })
}

/// The bundle: the solution, then `pub mod game_theory { … }` holding the
/// needed modules in their layers.
pub fn assemble(
    mut solution: syn::File,
    library: &Library,
    needed: &BTreeSet<ModPath>,
) -> Result<syn::File, Failure> {
    repath(&mut solution, Side::Solution);
    let mut layers = Vec::new();
    for top in needed.iter().filter(|m| m.len() == 1) {
        layers.push(syn::Item::Mod(module_item(library, top, needed, None)?));
    }
    if !layers.is_empty() {
        let name = ident(LIBRARY);
        solution.items.push(syn::parse_quote! {
            pub mod #name {
                #(#layers)*
            }
        });
    }
    Ok(solution)
}

/// Removes tests and doc comments from a parsed file.
pub fn strip(file: &mut syn::File) {
    Strip.visit_file_mut(file);
}

/// Writes the library's paths into itself from where they are, where that
/// is shorter: in `game_theory::judge::input`,
/// `crate::game_theory::judge::error::quote` becomes `super::error::quote`
/// and `crate::game_theory::exact::BigInt` (from two modules down)
/// `super::super::exact::BigInt`. Both name the same item: the module
/// `super` leads to is the one the common part of the paths names. Macro
/// bodies keep theirs (a macro expands where it is called), and so does
/// anything under a module declared inside a function (its `super` is not
/// the enclosing module's).
pub fn relative_library_paths(file: &mut syn::File) {
    for item in &mut file.items {
        if let syn::Item::Mod(m) = item {
            if m.ident == LIBRARY {
                if let Some((_, inner)) = &mut m.content {
                    let mut relative = Relative {
                        module: Vec::new(),
                        blocks: 0,
                        off: 0,
                    };
                    for item in inner {
                        relative.visit_item_mut(item);
                    }
                }
            }
        }
    }
}

struct Relative {
    /// The module being visited, below the library's.
    module: Vec<String>,
    /// How many function bodies deep the visit is.
    blocks: usize,
    /// How many modules declared in function bodies deep it is.
    off: usize,
}

impl Relative {
    /// `super::…::super` or `self` for the segments `target` has in common
    /// with the current module, if shorter than `crate::game_theory::` and
    /// those segments; with how many segments of `target` it replaces.
    fn shortcut(&self, target: &[String]) -> Option<(Vec<&'static str>, usize)> {
        if self.off > 0 {
            return None;
        }
        let common = self
            .module
            .iter()
            .zip(target)
            .take_while(|(a, b)| a == b)
            .count()
            .min(target.len().saturating_sub(1));
        let ups = self.module.len() - common;
        let replacement = if ups == 0 {
            vec!["self"]
        } else {
            vec!["super"; ups]
        };
        let new_length: usize = replacement.iter().map(|s| s.len() + 2).sum();
        let old_length = "crate::".len()
            + LIBRARY.len()
            + 2
            + target[..common].iter().map(|s| s.len() + 2).sum::<usize>();
        (new_length < old_length).then_some((replacement, common))
    }
}

impl VisitMut for Relative {
    fn visit_item_mod_mut(&mut self, item: &mut syn::ItemMod) {
        let in_function = self.blocks > 0;
        self.off += usize::from(in_function);
        self.module.push(item.ident.to_string());
        visit_mut::visit_item_mod_mut(self, item);
        self.module.pop();
        self.off -= usize::from(in_function);
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        self.blocks += 1;
        visit_mut::visit_block_mut(self, block);
        self.blocks -= 1;
    }

    fn visit_macro_mut(&mut self, _: &mut syn::Macro) {}

    fn visit_visibility_mut(&mut self, _: &mut syn::Visibility) {}

    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        let starts = path.leading_colon.is_none()
            && path.segments.len() > 3
            && path.segments[0].ident == "crate"
            && path.segments[1].ident == LIBRARY
            && path
                .segments
                .iter()
                .take(2)
                .all(|s| matches!(s.arguments, syn::PathArguments::None));
        if starts {
            let target: Vec<String> = path
                .segments
                .iter()
                .skip(2)
                .map(|s| s.ident.to_string())
                .collect();
            let plain =
                |i: usize| matches!(path.segments[i + 2].arguments, syn::PathArguments::None);
            if let Some((replacement, common)) = self.shortcut(&target) {
                if (0..common).all(plain) {
                    let rest: Vec<syn::PathSegment> =
                        path.segments.iter().skip(2 + common).cloned().collect();
                    path.segments = replacement
                        .iter()
                        .map(|s| syn::PathSegment::from(ident(s)))
                        .chain(rest)
                        .collect();
                }
            }
        }
        visit_mut::visit_path_mut(self, path);
    }

    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        if item.leading_colon.is_some() {
            return;
        }
        // `crate` / `game_theory` / the path's module segments, one
        // `UsePath` each, down to a name, a group, a rename or a glob.
        let syn::UseTree::Path(root) = &item.tree else {
            return;
        };
        let syn::UseTree::Path(library) = &*root.tree else {
            return;
        };
        if root.ident != "crate" || library.ident != LIBRARY {
            return;
        }
        let mut target = Vec::new();
        let mut tree = &*library.tree;
        while let syn::UseTree::Path(p) = tree {
            target.push(p.ident.to_string());
            tree = &p.tree;
        }
        // The last segment must stay: `use super::x` rather than `use
        // super::{x}`; a name, group or glob after the paths counts.
        target.push(String::new());
        let Some((replacement, common)) = self.shortcut(&target) else {
            return;
        };
        let mut rest = (*library.tree).clone();
        for _ in 0..common {
            let syn::UseTree::Path(p) = rest else {
                return;
            };
            rest = *p.tree;
        }
        item.tree = replacement.iter().rev().fold(rest, |tree, segment| {
            syn::UseTree::Path(syn::UsePath {
                ident: ident(segment),
                colon2_token: Default::default(),
                tree: Box::new(tree),
            })
        });
    }
}

/// Removes `debug_assert!` statements (and `_eq!`, `_ne!`) from a library
/// module: a judge compiles with `-O`, where they compile to nothing (they
/// run only with debug assertions on). A variable only they read is then
/// reported unused and pruned. The solution's own are its author's.
pub fn without_debug_assertions(file: &mut syn::File) {
    struct Remove;
    impl VisitMut for Remove {
        fn visit_block_mut(&mut self, block: &mut syn::Block) {
            let is_debug_assertion = |mac: &syn::Macro| {
                mac.path.get_ident().is_some_and(|name| {
                    ["debug_assert", "debug_assert_eq", "debug_assert_ne"]
                        .iter()
                        .any(|n| name == n)
                })
            };
            block.stmts.retain(|stmt| match stmt {
                syn::Stmt::Macro(m) => !is_debug_assertion(&m.mac),
                syn::Stmt::Expr(syn::Expr::Macro(m), Some(_)) => !is_debug_assertion(&m.mac),
                _ => true,
            });
            visit_mut::visit_block_mut(self, block);
        }
    }
    Remove.visit_file_mut(file);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn relative(text: &str) -> String {
        let mut file = syn::parse_file(text).expect("valid Rust");
        relative_library_paths(&mut file);
        prettyplease::unparse(&file)
    }

    #[test]
    fn paths_into_the_library_are_written_from_where_they_are() {
        let text = "fn main() { crate::game_theory::judge::run(); }\n\
            mod game_theory {\n\
            pub mod judge {\n\
            pub mod error { pub fn quote() {} }\n\
            pub mod input {\n\
            use crate::game_theory::judge::error::quote;\n\
            pub use crate::game_theory::judge::error::{self as e};\n\
            use crate::game_theory::exact::BigInt;\n\
            pub fn f() -> crate::game_theory::exact::BigInt { quote(); crate::game_theory::judge::error::quote(); m!(crate::game_theory::judge::error::quote); BigInt }\n\
            pub fn g() { mod inner { pub fn h() { crate::game_theory::judge::error::quote(); } } inner::h(); }\n\
            }\n\
            pub fn run() { crate::game_theory::judge::input::f(); }\n\
            }\n\
            pub mod exact { pub struct BigInt; }\n\
            }\n";
        let out = relative(text);
        for expected in [
            "fn main() {\n    crate::game_theory::judge::run();",
            "use super::error::quote;",
            "pub use super::error::{self as e};",
            "use super::super::exact::BigInt;",
            "pub fn f() -> super::super::exact::BigInt {",
            "    super::error::quote();",
            "m!(crate ::game_theory::judge::error::quote)",
            "crate::game_theory::judge::error::quote();\n                    }",
            "pub fn run() {\n            self::input::f();",
        ] {
            assert!(out.contains(expected), "{expected} in\n{out}");
        }
    }
}
