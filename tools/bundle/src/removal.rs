//! Removing from the inlined library what the compiler called unused.
//!
//! Targets are positions in the printed bundle, as proc_macro2 counts them
//! (1-based lines, 0-based character columns) after re-parsing it: the
//! start of a name rustc reports as never used, or the end of a `use` leaf
//! it reports as unused. Only items inside `mod game_theory` are touched;
//! the solution is the contestant's own code.
//!
//! What goes with a removal, and why it keeps the program's meaning:
//! - a type or trait: its `impl` blocks (nothing can call into a type
//!   that no live code names, or into a trait no live code uses);
//! - a trait's method: its definitions in the trait's `impl` blocks, also
//!   those a `macro_rules!` body writes (no call can reach them);
//! - an enum variant never constructed: the match arms whose pattern can
//!   only match that variant, and the `|` alternatives that name it (no
//!   value of it ever exists, so those arms never run);
//! - a field never read: its initialisers and patterns
//!   ([`crate::fields`]), and then the bindings that only fed it
//!   ([`crate::bindings`]).
//!
//! A match arm rustc reports unreachable (a catch-all after the variants
//! it could catch were removed) goes too: no value reaches it.
//!
//! Anything else that still names a removed item is left as it is: the
//! compiler then rejects the round and the caller backs the removal out.

use crate::fields::{self, Change, FieldUses, Owner};
use crate::{bindings, LIBRARY};
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::{BTreeSet, HashSet};
use syn::spanned::Spanned;
use syn::visit_mut::{self, VisitMut};

/// A position in the re-parsed text: (line, column).
pub type Position = (usize, usize);

#[derive(Default, Clone)]
pub struct Targets {
    /// Where the names of unused items, methods, variants and fields start
    /// (a tuple field's report starts at its visibility or type).
    pub dead: HashSet<Position>,
    /// Where unused `use` leaves end.
    pub imports: HashSet<Position>,
    /// Unused bindings, to remove where possible and else rename.
    pub bindings: HashSet<Position>,
    /// Unused bindings, to rename `_x`.
    pub underscore: HashSet<Position>,
    /// Where match arms' patterns (or alternatives of one) start that no
    /// value can reach.
    pub arms: HashSet<Position>,
}

impl Targets {
    pub fn extend(&mut self, other: &Targets) {
        self.dead.extend(&other.dead);
        self.imports.extend(&other.imports);
        self.bindings.extend(&other.bindings);
        self.underscore.extend(&other.underscore);
        self.arms.extend(&other.arms);
    }
}

fn start(span: Span) -> Position {
    let at = span.start();
    (at.line, at.column)
}

fn end(span: Span) -> Position {
    let at = span.end();
    (at.line, at.column)
}

/// What a pass removed, for the follow-ups across the library.
#[derive(Default)]
struct Removed {
    count: usize,
    /// Structs, enums and unions, by name.
    types: BTreeSet<String>,
    /// Traits, by name (kept apart from types: `impl Game for Position`
    /// stays when a struct `Game` elsewhere goes).
    traits: BTreeSet<String>,
    /// (trait, method) pairs.
    trait_items: BTreeSet<(String, String)>,
    /// (enum, variant) pairs.
    variants: BTreeSet<(String, String)>,
    /// Structs and variants that lost fields.
    fields: Vec<(Owner, Change)>,
}

/// Removes every target from `file`'s inlined library, with what goes with
/// it; returns how many targets were found.
pub fn remove(file: &mut syn::File, targets: &Targets) -> usize {
    let Some(library) = file.items.iter_mut().find_map(|item| match item {
        syn::Item::Mod(m) if m.ident == LIBRARY => Some(m),
        _ => None,
    }) else {
        return 0;
    };
    let mut removed = Removed::default();
    if let Some((_, items)) = &mut library.content {
        remove_items(items, targets, &mut removed);
    }
    if !(removed.types.is_empty() && removed.traits.is_empty() && removed.trait_items.is_empty()) {
        FollowUps { removed: &removed }.visit_item_mod_mut(library);
    }
    if !removed.variants.is_empty() {
        UnreachableArms {
            variants: &removed.variants,
            self_type: None,
        }
        .visit_item_mod_mut(library);
    }
    if !removed.fields.is_empty() {
        let items = library.content.as_ref().map_or(&[][..], |(_, items)| items);
        FieldUses::new(std::mem::take(&mut removed.fields), items).visit_item_mod_mut(library);
    }
    if !targets.arms.is_empty() {
        let mut arms = DeadArms {
            at: &targets.arms,
            count: 0,
        };
        arms.visit_item_mod_mut(library);
        removed.count += arms.count;
    }
    removed.count + bindings::handle(library, &targets.bindings, &targets.underscore)
}

/// The name an item defines, for the items a dead-code report can name.
fn defined_name(item: &syn::Item) -> Option<&syn::Ident> {
    match item {
        syn::Item::Fn(i) => Some(&i.sig.ident),
        syn::Item::Const(i) => Some(&i.ident),
        syn::Item::Static(i) => Some(&i.ident),
        syn::Item::Struct(i) => Some(&i.ident),
        syn::Item::Enum(i) => Some(&i.ident),
        syn::Item::Union(i) => Some(&i.ident),
        syn::Item::Trait(i) => Some(&i.ident),
        syn::Item::Type(i) => Some(&i.ident),
        syn::Item::Macro(i) => i.ident.as_ref(),
        _ => None,
    }
}

fn is_type(item: &syn::Item) -> bool {
    matches!(
        item,
        syn::Item::Struct(_) | syn::Item::Enum(_) | syn::Item::Union(_) | syn::Item::Trait(_)
    )
}

fn has_cfg(item: &syn::Item) -> bool {
    let attrs = match item {
        syn::Item::Fn(i) => &i.attrs,
        syn::Item::Const(i) => &i.attrs,
        syn::Item::Static(i) => &i.attrs,
        syn::Item::Struct(i) => &i.attrs,
        syn::Item::Enum(i) => &i.attrs,
        syn::Item::Type(i) => &i.attrs,
        _ => return false,
    };
    attrs.iter().any(|a| a.path().is_ident("cfg"))
}

fn remove_items(items: &mut Vec<syn::Item>, targets: &Targets, removed: &mut Removed) {
    // An item under `#[cfg(…)]` has twins for other targets, which the
    // compiler never sees and so never reports: they go with it (the same
    // callers would call them, and there are none).
    let cfg_twins: HashSet<String> = items
        .iter()
        .filter(|item| has_cfg(item))
        .filter_map(defined_name)
        .filter(|name| targets.dead.contains(&start(name.span())))
        .map(ToString::to_string)
        .collect();
    items.retain_mut(|item| {
        if let Some(name) = defined_name(item) {
            let twin = has_cfg(item) && cfg_twins.contains(&name.to_string());
            if twin || targets.dead.contains(&start(name.span())) {
                if let syn::Item::Trait(_) = item {
                    removed.traits.insert(name.to_string());
                } else if is_type(item) {
                    removed.types.insert(name.to_string());
                }
                removed.count += 1;
                return false;
            }
        }
        match item {
            syn::Item::Use(u) => {
                let keep = keep_use(&mut u.tree, &targets.imports, removed);
                if let (true, syn::UseTree::Group(group)) = (keep, &mut u.tree) {
                    // `use a::{b};` reads better as `use a::b;`.
                    if group.items.len() == 1
                        && !matches!(&group.items[0], syn::UseTree::Name(n) if n.ident == "self")
                    {
                        let only = group.items.pop().expect("one item").into_value();
                        u.tree = only;
                    }
                }
                keep
            }
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &mut m.content {
                    remove_items(inner, targets, removed);
                }
                true
            }
            syn::Item::Impl(block) => {
                block.items.retain(|member| {
                    let name = match member {
                        syn::ImplItem::Fn(f) => &f.sig.ident,
                        syn::ImplItem::Const(c) => &c.ident,
                        syn::ImplItem::Type(t) => &t.ident,
                        _ => return true,
                    };
                    let dead = targets.dead.contains(&start(name.span()));
                    removed.count += usize::from(dead);
                    !dead
                });
                true
            }
            syn::Item::Trait(t) => {
                let trait_name = t.ident.to_string();
                t.items.retain(|member| {
                    let name = match member {
                        syn::TraitItem::Fn(f) => &f.sig.ident,
                        syn::TraitItem::Const(c) => &c.ident,
                        syn::TraitItem::Type(t) => &t.ident,
                        _ => return true,
                    };
                    let dead = targets.dead.contains(&start(name.span()));
                    if dead {
                        removed.count += 1;
                        removed
                            .trait_items
                            .insert((trait_name.clone(), name.to_string()));
                    }
                    !dead
                });
                true
            }
            syn::Item::Struct(s) => {
                if let Some((change, count)) =
                    fields::remove_dead(&mut s.fields, &s.generics, &targets.dead, &HashSet::new())
                {
                    removed.count += count;
                    removed
                        .fields
                        .push((Owner::Struct(s.ident.to_string()), change));
                    fields::without_derived_debug(&mut s.attrs);
                }
                true
            }
            syn::Item::Enum(e) => {
                let enum_name = e.ident.to_string();
                let variants = std::mem::take(&mut e.variants);
                // The parameters each variant's live fields name: those the
                // others' removed fields need not keep.
                let variant_is_dead =
                    |v: &syn::Variant| targets.dead.contains(&start(v.ident.span()));
                let field_is_dead = |f: &syn::Field| {
                    fields::report_start(f).is_some_and(|p| targets.dead.contains(&p))
                };
                let named: Vec<HashSet<String>> = variants
                    .iter()
                    .map(|v| {
                        if variant_is_dead(v) {
                            HashSet::new()
                        } else {
                            fields::parameters_named(
                                v.fields.iter().filter(|f| !field_is_dead(f)),
                                &e.generics,
                            )
                        }
                    })
                    .collect();
                let mut lost_fields = false;
                for (index, pair) in variants.into_pairs().enumerate() {
                    let mut variant = pair.into_value();
                    let elsewhere: HashSet<String> = named
                        .iter()
                        .enumerate()
                        .filter(|(other, _)| *other != index)
                        .flat_map(|(_, names)| names.iter().cloned())
                        .collect();
                    if targets.dead.contains(&start(variant.ident.span())) {
                        removed.count += 1;
                        removed
                            .variants
                            .insert((enum_name.clone(), variant.ident.to_string()));
                        continue;
                    }
                    if let Some((change, count)) = fields::remove_dead(
                        &mut variant.fields,
                        &e.generics,
                        &targets.dead,
                        &elsewhere,
                    ) {
                        removed.count += count;
                        let owner = Owner::Variant {
                            enum_name: enum_name.clone(),
                            variant: variant.ident.to_string(),
                        };
                        removed.fields.push((owner, change));
                        lost_fields = true;
                    }
                    e.variants.push(variant);
                }
                if lost_fields {
                    fields::without_derived_debug(&mut e.attrs);
                }
                true
            }
            _ => true,
        }
    });
}

/// Keeps the leaves of a `use` tree that are not unused; false when none is
/// left.
fn keep_use(tree: &mut syn::UseTree, unused: &HashSet<Position>, removed: &mut Removed) -> bool {
    let last = match tree {
        syn::UseTree::Path(p) => return keep_use(&mut p.tree, unused, removed),
        syn::UseTree::Name(n) => n.ident.span(),
        syn::UseTree::Rename(r) => r.rename.span(),
        syn::UseTree::Glob(g) => g.star_token.span(),
        syn::UseTree::Group(g) => {
            let items = std::mem::take(&mut g.items);
            for mut leaf in items {
                if keep_use(&mut leaf, unused, removed) {
                    g.items.push(leaf);
                }
            }
            return !g.items.is_empty();
        }
    };
    let dead = unused.contains(&end(last));
    removed.count += usize::from(dead);
    !dead
}

fn last_ident(path: &syn::Path) -> Option<String> {
    path.segments.last().map(|s| s.ident.to_string())
}

fn self_type_name(block: &syn::ItemImpl) -> Option<String> {
    match &*block.self_ty {
        syn::Type::Path(p) => last_ident(&p.path),
        _ => None,
    }
}

/// Removes the `impl` blocks of removed types and traits, and removed trait
/// methods from the remaining trait `impl` blocks and macro bodies.
struct FollowUps<'a> {
    removed: &'a Removed,
}

impl FollowUps<'_> {
    fn trait_methods(&self, trait_name: Option<&str>) -> HashSet<&str> {
        self.removed
            .trait_items
            .iter()
            .filter(|(t, _)| trait_name.is_none_or(|name| name == t))
            .map(|(_, method)| method.as_str())
            .collect()
    }
}

impl VisitMut for FollowUps<'_> {
    fn visit_item_mod_mut(&mut self, module: &mut syn::ItemMod) {
        visit_mut::visit_item_mod_mut(self, module);
        let Some((_, items)) = &mut module.content else {
            return;
        };
        // A `macro_rules!` whose every expansion is now empty (it only
        // wrote impls of removed traits) goes, with its invocations.
        let empty_macros: HashSet<String> = items
            .iter()
            .filter_map(|item| match item {
                syn::Item::Macro(m) if m.ident.is_some() && expands_to_nothing(&m.mac.tokens) => {
                    m.ident.as_ref().map(ToString::to_string)
                }
                _ => None,
            })
            .collect();
        items.retain(|item| match item {
            syn::Item::Impl(block) => {
                let of_type =
                    self_type_name(block).is_some_and(|name| self.removed.types.contains(&name));
                let of_trait = block
                    .trait_
                    .as_ref()
                    .and_then(|(_, path, _)| last_ident(path))
                    .is_some_and(|name| self.removed.traits.contains(&name));
                !(of_type || of_trait)
            }
            syn::Item::Macro(m) => {
                let name = match &m.ident {
                    Some(definition) => Some(definition.to_string()),
                    None => m.mac.path.get_ident().map(ToString::to_string),
                };
                !name.is_some_and(|n| empty_macros.contains(&n))
            }
            _ => true,
        });
    }

    fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
        if let Some((_, path, _)) = &block.trait_ {
            let trait_name = last_ident(path);
            let methods = self.trait_methods(trait_name.as_deref());
            block.items.retain(|member| match member {
                syn::ImplItem::Fn(f) => !methods.contains(f.sig.ident.to_string().as_str()),
                syn::ImplItem::Const(c) => !methods.contains(c.ident.to_string().as_str()),
                syn::ImplItem::Type(t) => !methods.contains(t.ident.to_string().as_str()),
                _ => true,
            });
        }
        visit_mut::visit_item_impl_mut(self, block);
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        let methods = self.trait_methods(None);
        if !methods.is_empty() {
            mac.tokens = without_fns(std::mem::take(&mut mac.tokens), &methods);
        }
        if !self.removed.types.is_empty() || !self.removed.traits.is_empty() {
            let names = self
                .removed
                .types
                .union(&self.removed.traits)
                .cloned()
                .collect();
            mac.tokens = without_impls_of(std::mem::take(&mut mac.tokens), &names);
        }
    }
}

/// Whether every arm of a `macro_rules!` expands to tokens without a
/// single name (`$()*` and the like): a macro that writes nothing.
fn expands_to_nothing(rules: &TokenStream) -> bool {
    fn has_ident(tokens: TokenStream) -> bool {
        tokens.into_iter().any(|t| match t {
            TokenTree::Ident(_) => true,
            TokenTree::Group(g) => has_ident(g.stream()),
            _ => false,
        })
    }
    let list: Vec<TokenTree> = rules.clone().into_iter().collect();
    let bodies: Vec<&proc_macro2::Group> = list
        .windows(3)
        .filter_map(|w| match w {
            [TokenTree::Punct(eq), TokenTree::Punct(gt), TokenTree::Group(body)]
                if eq.as_char() == '=' && gt.as_char() == '>' =>
            {
                Some(body)
            }
            _ => None,
        })
        .collect();
    !bodies.is_empty() && bodies.iter().all(|body| !has_ident(body.stream()))
}

/// `tokens` without the `impl … Trait … for … { … }` blocks of the given
/// traits or types: those a macro writes for a removed trait or type.
fn without_impls_of(tokens: TokenStream, names: &BTreeSet<String>) -> TokenStream {
    let list: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out: Vec<TokenTree> = Vec::with_capacity(list.len());
    let mut i = 0;
    while i < list.len() {
        if matches!(&list[i], TokenTree::Ident(k) if k == "impl") {
            let body = (i + 1..list.len()).find(
                |&j| matches!(&list[j], TokenTree::Group(g) if g.delimiter() == Delimiter::Brace),
            );
            if let Some(body) = body {
                let names_removed = list[i + 1..body]
                    .iter()
                    .any(|t| matches!(t, TokenTree::Ident(n) if names.contains(&n.to_string())));
                if names_removed {
                    i = body + 1;
                    continue;
                }
            }
        }
        match &list[i] {
            TokenTree::Group(group) => {
                let mut new = proc_macro2::Group::new(
                    group.delimiter(),
                    without_impls_of(group.stream(), names),
                );
                new.set_span(group.span());
                out.push(TokenTree::Group(new));
            }
            other => out.push(other.clone()),
        }
        i += 1;
    }
    out.into_iter().collect()
}

/// `tokens` without the `fn NAME … { … }` definitions (with their outer
/// attributes) of the given names: a trait method removed from the trait
/// must also leave the `impl` blocks a macro writes.
fn without_fns(tokens: TokenStream, names: &HashSet<&str>) -> TokenStream {
    let list: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out: Vec<TokenTree> = Vec::with_capacity(list.len());
    let mut i = 0;
    while i < list.len() {
        let defines_name = matches!(&list[i], TokenTree::Ident(f) if f == "fn")
            && matches!(list.get(i + 1), Some(TokenTree::Ident(n)) if names.contains(n.to_string().as_str()));
        if defines_name {
            let body = (i + 2..list.len()).find(
                |&j| matches!(&list[j], TokenTree::Group(g) if g.delimiter() == Delimiter::Brace),
            );
            if let Some(body) = body {
                // Drop the attributes (`#[inline]`) written right before it.
                while out.len() >= 2
                    && matches!(&out[out.len() - 1], TokenTree::Group(g) if g.delimiter() == Delimiter::Bracket)
                    && matches!(&out[out.len() - 2], TokenTree::Punct(p) if p.as_char() == '#')
                {
                    out.truncate(out.len() - 2);
                }
                i = body + 1;
                continue;
            }
        }
        match &list[i] {
            TokenTree::Group(group) => {
                let mut new =
                    proc_macro2::Group::new(group.delimiter(), without_fns(group.stream(), names));
                new.set_span(group.span());
                out.push(TokenTree::Group(new));
            }
            other => out.push(other.clone()),
        }
        i += 1;
    }
    out.into_iter().collect()
}

/// Drops the match arms and `|` alternatives that need a removed variant.
struct UnreachableArms<'a> {
    variants: &'a BTreeSet<(String, String)>,
    /// The type of the `impl` block being visited, which `Self` names.
    self_type: Option<String>,
}

impl UnreachableArms<'_> {
    fn names_removed_variant(&self, path: &syn::Path) -> bool {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let [.., owner, variant] = segments.as_slice() else {
            return false;
        };
        let owner = if owner == "Self" {
            match &self.self_type {
                Some(name) => name,
                None => return false,
            }
        } else {
            owner
        };
        self.variants
            .contains(&(owner.to_string(), variant.to_string()))
    }

    /// Whether `pat` can still match a value, with the alternatives that
    /// cannot match removed from it.
    fn can_match(&self, pat: &mut syn::Pat) -> bool {
        let all = |this: &Self, pats: &mut dyn Iterator<Item = &mut syn::Pat>| {
            for p in pats {
                if !this.can_match(p) {
                    return false;
                }
            }
            true
        };
        match pat {
            syn::Pat::Or(or) => {
                let cases = std::mem::take(&mut or.cases);
                for mut case in cases {
                    if self.can_match(&mut case) {
                        or.cases.push(case);
                    }
                }
                match or.cases.len() {
                    0 => false,
                    1 => {
                        let only = or.cases.pop().expect("one case").into_value();
                        *pat = only;
                        true
                    }
                    _ => true,
                }
            }
            syn::Pat::Path(p) => !self.names_removed_variant(&p.path),
            syn::Pat::TupleStruct(t) => {
                !self.names_removed_variant(&t.path) && all(self, &mut t.elems.iter_mut())
            }
            syn::Pat::Struct(s) => {
                !self.names_removed_variant(&s.path)
                    && all(self, &mut s.fields.iter_mut().map(|f| &mut *f.pat))
            }
            syn::Pat::Ident(i) => i.subpat.as_mut().is_none_or(|(_, p)| self.can_match(p)),
            syn::Pat::Paren(p) => self.can_match(&mut p.pat),
            syn::Pat::Reference(r) => self.can_match(&mut r.pat),
            syn::Pat::Type(t) => self.can_match(&mut t.pat),
            syn::Pat::Slice(s) => all(self, &mut s.elems.iter_mut()),
            syn::Pat::Tuple(t) => all(self, &mut t.elems.iter_mut()),
            _ => true,
        }
    }
}

impl VisitMut for UnreachableArms<'_> {
    fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
        let outer = std::mem::replace(&mut self.self_type, self_type_name(block));
        visit_mut::visit_item_impl_mut(self, block);
        self.self_type = outer;
    }

    fn visit_expr_match_mut(&mut self, expr: &mut syn::ExprMatch) {
        expr.arms.retain_mut(|arm| self.can_match(&mut arm.pat));
        visit_mut::visit_expr_match_mut(self, expr);
    }
}

/// Drops the match arms, and the `|` alternatives, whose patterns start
/// at the positions rustc reported unreachable.
struct DeadArms<'a> {
    at: &'a HashSet<Position>,
    count: usize,
}

impl DeadArms<'_> {
    fn reported(&self, pat: &syn::Pat) -> bool {
        let first = pat.to_token_stream().into_iter().next();
        first.is_some_and(|token| self.at.contains(&start(token.span())))
    }
}

impl VisitMut for DeadArms<'_> {
    fn visit_expr_match_mut(&mut self, expr: &mut syn::ExprMatch) {
        visit_mut::visit_expr_match_mut(self, expr);
        let arms = std::mem::take(&mut expr.arms);
        for mut arm in arms {
            if let syn::Pat::Or(or) = &mut arm.pat {
                let cases = std::mem::take(&mut or.cases);
                for case in cases {
                    if self.reported(&case) {
                        self.count += 1;
                    } else {
                        or.cases.push(case);
                    }
                }
                match or.cases.len() {
                    0 => continue,
                    1 => arm.pat = or.cases.pop().expect("one case").into_value(),
                    _ => {}
                }
            } else if self.reported(&arm.pat) {
                self.count += 1;
                continue;
            }
            expr.arms.push(arm);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text with the targets named by `marks` removed: each mark is the
    /// text of a name (dead) or of a `use` leaf's last token (import),
    /// found at its first occurrence after `after`.
    fn removing(text: &str, dead: &[(&str, &str)], imports: &[(&str, &str)]) -> String {
        let mut file = syn::parse_file(text).expect("valid Rust");
        let position = |after: &str, name: &str, at_end: bool| {
            let from = text.find(after).expect("context present");
            let offset = from + text[from..].find(name).expect("name present");
            let line = text[..offset].matches('\n').count() + 1;
            let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
            let column = text[line_start..offset].chars().count();
            (line, column + if at_end { name.chars().count() } else { 0 })
        };
        let targets = Targets {
            dead: dead.iter().map(|(a, n)| position(a, n, false)).collect(),
            imports: imports.iter().map(|(a, n)| position(a, n, true)).collect(),
            ..Targets::default()
        };
        remove(&mut file, &targets);
        prettyplease::unparse(&file)
    }

    #[test]
    fn a_dead_trait_method_leaves_the_trait_its_impls_and_macro_bodies() {
        let text = "mod game_theory {\n\
            pub trait T { fn kept(self) -> u8; fn dead(self) -> u8; }\n\
            impl T for u8 { fn kept(self) -> u8 { self } fn dead(self) -> u8 { 0 } }\n\
            macro_rules! m { ($t:ty) => { impl T for $t { fn kept(self) -> u8 { 1 } #[inline] fn dead(self) -> u8 { 2 } } }; }\n\
            m!(u16);\n}\n";
        let out = removing(text, &[("pub trait", "dead")], &[]);
        assert!(!out.contains("dead"), "{out}");
        assert_eq!(out.matches("fn kept").count(), 3, "{out}");
        assert!(!out.contains("inline"), "{out}");
    }

    #[test]
    fn a_variant_never_built_takes_only_the_arms_that_need_it() {
        let text = "mod game_theory {\n\
            enum E { A, B(u8), C }\n\
            impl E { fn f(&self) -> u8 { match self { E::A => 0, Self::B(x) => *x, E::C => 2 } } }\n\
            fn g(e: Option<E>) -> u8 { match e { Some(E::A | E::B(_)) => 1, Some(E::C) | None => 3 } }\n\
            }\n";
        let out = removing(text, &[("enum E { A, ", "B")], &[]);
        assert!(!out.contains("B"), "{out}");
        assert!(out.contains("E::A => 0"), "{out}");
        assert!(out.contains("Some(E::A) => 1"), "{out}");
        assert!(out.contains("Some(E::C) | None => 3"), "{out}");
    }

    #[test]
    fn a_removed_trait_takes_the_impls_a_macro_writes_and_an_emptied_macro() {
        let text = "mod game_theory {\n\
            pub trait Gone { fn f(self) -> u8; }\n\
            pub trait Kept { fn g(self) -> u8; }\n\
            macro_rules! gone { ($($t:ty),*) => { $(impl Gone for $t { fn f(self) -> u8 { 1 } })* }; }\n\
            gone!(u8, u16);\n\
            macro_rules! both { ($t:ty) => { impl Gone for $t { fn f(self) -> u8 { 1 } } impl Kept for $t { fn g(self) -> u8 { 2 } } }; }\n\
            both!(u32);\n}\n";
        let out = removing(text, &[("pub trait ", "Gone")], &[]);
        assert!(!out.contains("Gone") && !out.contains("gone"), "{out}");
        assert!(
            out.contains("impl Kept for $t") && out.contains("both!(u32)"),
            "{out}"
        );
    }

    #[test]
    fn a_removed_type_takes_its_impl_blocks() {
        let text = "mod game_theory {\n\
            struct Gone;\n impl Gone { fn f() {} }\n impl std::fmt::Debug for Gone { fn fmt(&self, _: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } }\n\
            struct Kept;\n impl Kept { fn g() {} }\n}\n";
        let out = removing(text, &[("struct ", "Gone")], &[]);
        assert!(!out.contains("Gone") && !out.contains("Debug"), "{out}");
        assert!(out.contains("impl Kept"), "{out}");
    }

    #[test]
    fn a_removed_struct_leaves_the_impls_of_a_trait_of_its_name() {
        // search::Game (a struct) and game_tree::negamax::Game (a trait).
        let text = "mod game_theory {\n\
            mod search { pub struct Game; impl Game { fn new() -> Self { Game } } }\n\
            mod tree { pub trait Game { fn f(&self); } struct P; impl Game for P { fn f(&self) {} } }\n}\n";
        let out = removing(text, &[("mod search { pub struct ", "Game")], &[]);
        assert!(
            !out.contains("struct Game") && !out.contains("fn new"),
            "{out}"
        );
        assert!(out.contains("impl Game for P"), "{out}");
    }

    #[test]
    fn unused_use_leaves_go_one_by_one() {
        let text = "mod game_theory {\n\
            use std::io::{self, Read, Write};\n use std::fmt::Display;\n use std::collections::*;\n\
            }\nuse std::fmt::Debug;\n";
        let out = removing(
            text,
            &[],
            &[
                ("io::{", "self"),
                ("Read, ", "Write"),
                ("fmt::", "Display"),
                ("collections::", "*"),
                ("}\nuse std::fmt::", "Debug"),
            ],
        );
        assert!(out.contains("use std::io::Read;"), "{out}");
        assert!(
            !out.contains("Display") && !out.contains("collections"),
            "{out}"
        );
        // Outside the library nothing is touched.
        assert!(out.contains("use std::fmt::Debug;"), "{out}");
    }

    #[test]
    fn match_arms_no_value_reaches_go_whole_or_by_alternative() {
        let text = "mod game_theory {\n\
            enum E { A, B }\n\
            fn f(e: Option<E>) -> u8 { match e { Some(E::A) => 0, Some(E::B) | None => 1, Some(_) => 2 } }\n\
            }\n";
        let mut file = syn::parse_file(text).expect("valid Rust");
        // As rustc reports them: the `None` alternative and the last arm.
        let line = 3;
        let column = |needle: &str| {
            text.lines()
                .nth(line - 1)
                .and_then(|l| l.find(needle))
                .expect("present")
        };
        let targets = Targets {
            arms: [(line, column("None")), (line, column("Some(_)"))]
                .into_iter()
                .collect(),
            ..Targets::default()
        };
        assert_eq!(remove(&mut file, &targets), 2);
        let out = prettyplease::unparse(&file);
        assert!(out.contains("Some(E::A) => 0"), "{out}");
        assert!(out.contains("Some(E::B) => 1"), "{out}");
        assert!(!out.contains("None") && !out.contains("=> 2"), "{out}");
    }
}
