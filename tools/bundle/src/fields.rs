//! Fields nothing reads: rustc reports a field that no live code reads
//! ("field `x` is never read", "fields `0` and `2` are never read"), and
//! a solution that uses only part of a struct's methods leaves such fields
//! behind once the other methods are pruned (`grundy_table` alone never
//! reads `TableMoves`' `rows` and `cols`, which only the 2-D table needs).
//!
//! What a removal takes with it, and why the program does the same:
//! - named fields leave the definition, the struct expressions that
//!   initialise them and the struct patterns that mention them (rustc
//!   counts an assignment `self.x = …` as a use, so a field it reports is
//!   assigned nowhere live): nothing reads the value, so only the
//!   evaluation of its initialiser could be seen. A plain initialiser (a literal, a path, a
//!   constructor such as `Vec::new()` or `None`; see [`is_pure`]) goes with
//!   it; any other is still evaluated, in the same order, as a statement
//!   `let _: T = e;` (`T` the field's type, for inference, unless it names
//!   the owner's generic parameters): in a block before the next
//!   initialiser (`a: { let _: T = e; a }`) or the `..base`, or else after
//!   the whole expression (`{ let value = S { … }; let _: T = e; value }`;
//!   building a struct has no effect of its own). The value is now dropped
//!   at once rather than with the struct, which only a `Drop` with an
//!   effect could tell (the library's field types have none).
//! - tuple fields: a suffix nothing reads is removed (the other fields
//!   keep their numbers); a field before one that stays becomes `()`, as
//!   rustc suggests, so that `.1` still names what it named. Constructor
//!   calls `S(a, b)` and patterns `S(x, ..)` follow, with the same rule for
//!   arguments (an argument for a `()` field becomes `{ let _: T = e; }`
//!   in place).
//! - a field nothing reads whose type alone names one of the owner's
//!   type or lifetime parameters (`rules: R` in `Retrograde<P, R, S>`)
//!   cannot go, since a parameter no field names is an error (E0392): it
//!   stays as `std::marker::PhantomData<T>` (rustc reports no such field
//!   as unread), initialised with `std::marker::PhantomData` where its
//!   initialiser was (still evaluated, as above, when not plain), and
//!   bound by `_` in the struct patterns that named it.
//! - a `#[derive(Debug)]` on the owner goes too: rustc's dead-code lint
//!   ignores the derived `Debug` (and `Clone`, whose copy of a field no one
//!   reads cannot be told apart), but with a field gone it would print
//!   something else. If the bundle needs the owner's `Debug` (a `{:?}`
//!   of it), it no longer compiles and the removal is backed out.
//!
//! Uses are found by the owner's name (`S { … }`, `Self { … }` in its
//! impl blocks, `path::S(…)`, `E::V { … }`), and only for owners whose name
//! no other type of the library has. Anything else that names a removed
//! field (the solution's own struct expressions, a macro body, an alias)
//! is left as it is: the compiler then rejects the round and the caller
//! backs the removal out, and the field is reported.

use crate::removal::Position;
use quote::ToTokens;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{parse_quote, Token};

/// Whose fields: a struct, or an enum's variant.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Owner {
    Struct(String),
    Variant { enum_name: String, variant: String },
}

impl Owner {
    /// The type whose name must be unique for its uses to be found.
    fn type_name(&self) -> &str {
        match self {
            Owner::Struct(name) => name,
            Owner::Variant { enum_name, .. } => enum_name,
        }
    }
}

/// The fields removed from one struct or variant, each with its type when
/// a `let` statement can name it.
#[derive(Clone, Debug)]
pub enum Change {
    /// The named fields removed, and those now `PhantomData`; the types
    /// of both.
    Named {
        removed: BTreeMap<String, Option<syn::Type>>,
        phantom: BTreeMap<String, Option<syn::Type>>,
    },
    /// Tuple fields: `arity` before, the first `kept` stay (those after go),
    /// the ones in `unit` are now `()` and those in `phantom` now
    /// `PhantomData`; the types of all these.
    Tuple {
        arity: usize,
        kept: usize,
        unit: BTreeSet<usize>,
        phantom: BTreeSet<usize>,
        types: BTreeMap<usize, Option<syn::Type>>,
    },
}

impl Change {
    /// The type of a named field removed.
    fn named(&self, member: &syn::Member) -> Option<&Option<syn::Type>> {
        match (self, member) {
            (Change::Named { removed, .. }, syn::Member::Named(name)) => {
                removed.get(&name.to_string())
            }
            _ => None,
        }
    }

    /// The type of a named field now `PhantomData`.
    fn phantom(&self, member: &syn::Member) -> Option<&Option<syn::Type>> {
        match (self, member) {
            (Change::Named { phantom, .. }, syn::Member::Named(name)) => {
                phantom.get(&name.to_string())
            }
            _ => None,
        }
    }
}

/// The type and lifetime parameters of `generics` that `fields` name (a
/// lifetime with its quote): those a field must name (E0392; a const
/// parameter need not be).
pub fn parameters_named<'a>(
    fields: impl IntoIterator<Item = &'a syn::Field>,
    generics: &syn::Generics,
) -> HashSet<String> {
    let params: HashSet<String> = generics
        .params
        .iter()
        .filter_map(|p| match p {
            syn::GenericParam::Type(t) => Some(t.ident.to_string()),
            syn::GenericParam::Lifetime(l) => Some(l.lifetime.to_string()),
            syn::GenericParam::Const(_) => None,
        })
        .collect();
    fn walk(
        tokens: proc_macro2::TokenStream,
        params: &HashSet<String>,
        found: &mut HashSet<String>,
    ) {
        let mut previous_quote = false;
        for token in tokens {
            match &token {
                proc_macro2::TokenTree::Group(g) => walk(g.stream(), params, found),
                proc_macro2::TokenTree::Ident(i) => {
                    let name = if previous_quote {
                        format!("'{i}")
                    } else {
                        i.to_string()
                    };
                    if params.contains(&name) {
                        found.insert(name);
                    }
                }
                _ => {}
            }
            previous_quote =
                matches!(&token, proc_macro2::TokenTree::Punct(p) if p.as_char() == '\'');
        }
    }
    let mut found = HashSet::new();
    if !params.is_empty() {
        for field in fields {
            walk(field.ty.to_token_stream(), &params, &mut found);
        }
    }
    found
}

/// `std::marker::PhantomData<T>`, for a field of type `T` that must stay
/// for its owner's parameters.
fn phantom_type(ty: &syn::Type) -> syn::Type {
    parse_quote!(std::marker::PhantomData<#ty>)
}

/// `std::marker::PhantomData`, after `expr` when that must still be
/// evaluated.
fn phantom_value(expr: syn::Expr, ty: Option<&syn::Type>) -> syn::Expr {
    if is_pure(&expr) {
        parse_quote!(std::marker::PhantomData)
    } else {
        let effect = effect(expr, ty);
        parse_quote!({ #effect std::marker::PhantomData })
    }
}

/// The field's type if a statement in any function may name it: one that
/// names no generic parameter of its owner and no lifetime but `'static`.
fn nameable(ty: &syn::Type, generics: &syn::Generics) -> Option<syn::Type> {
    let params: HashSet<String> = generics
        .params
        .iter()
        .filter_map(|p| match p {
            syn::GenericParam::Type(t) => Some(t.ident.to_string()),
            syn::GenericParam::Const(c) => Some(c.ident.to_string()),
            syn::GenericParam::Lifetime(_) => None,
        })
        .collect();
    fn plain(tokens: proc_macro2::TokenStream, params: &HashSet<String>) -> bool {
        let mut previous_quote = false;
        for token in tokens {
            let ok = match &token {
                proc_macro2::TokenTree::Group(g) => plain(g.stream(), params),
                proc_macro2::TokenTree::Ident(i) => {
                    let name = i.to_string();
                    !params.contains(&name)
                        && name != "Self"
                        && (!previous_quote || name == "static")
                }
                _ => true,
            };
            if !ok {
                return false;
            }
            previous_quote =
                matches!(&token, proc_macro2::TokenTree::Punct(p) if p.as_char() == '\'');
        }
        true
    }
    plain(ty.to_token_stream(), &params).then(|| ty.clone())
}

/// Where a node's first token starts.
fn first_token_start(node: &impl ToTokens) -> Option<Position> {
    let first = node.to_token_stream().into_iter().next()?;
    let at = first.span().start();
    Some((at.line, at.column))
}

/// Where rustc's report of a field starts: its name, or for a tuple field
/// its visibility or type.
pub fn report_start(field: &syn::Field) -> Option<Position> {
    match &field.ident {
        Some(name) => first_token_start(name),
        None if matches!(field.vis, syn::Visibility::Inherited) => first_token_start(&field.ty),
        None => first_token_start(&field.vis),
    }
}

/// Removes from `fields` (of an owner with `generics`) those reported at
/// a position in `dead`; what changed and how many fields it touched.
/// `elsewhere`: the parameters the owner's other fields name (those of
/// an enum's other variants), which need no field here.
pub fn remove_dead(
    fields: &mut syn::Fields,
    generics: &syn::Generics,
    dead: &HashSet<Position>,
    elsewhere: &HashSet<String>,
) -> Option<(Change, usize)> {
    let is_dead = |f: &syn::Field| report_start(f).is_some_and(|p| dead.contains(&p));
    let dead_at: Vec<bool> = fields.iter().map(is_dead).collect();
    if !dead_at.contains(&true) {
        return None;
    }
    // A dead field that alone names a parameter stays, as PhantomData.
    let mut named_by_live = parameters_named(fields.iter().filter(|f| !is_dead(f)), generics);
    named_by_live.extend(elsewhere.iter().cloned());
    let phantom_at: Vec<bool> = fields
        .iter()
        .zip(&dead_at)
        .map(|(field, &dead)| {
            dead && !parameters_named([field], generics).is_subset(&named_by_live)
        })
        .collect();
    match fields {
        syn::Fields::Named(named) => {
            let mut removed = BTreeMap::new();
            let mut phantom = BTreeMap::new();
            for (i, mut field) in std::mem::take(&mut named.named).into_iter().enumerate() {
                if dead_at[i] {
                    let name = field
                        .ident
                        .as_ref()
                        .map(ToString::to_string)
                        .unwrap_or_default();
                    let ty = nameable(&field.ty, generics);
                    if phantom_at[i] {
                        phantom.insert(name, ty);
                        field.ty = phantom_type(&field.ty);
                        named.named.push(field);
                    } else {
                        removed.insert(name, ty);
                    }
                } else {
                    named.named.push(field);
                }
            }
            let count = removed.len() + phantom.len();
            Some((Change::Named { removed, phantom }, count))
        }
        syn::Fields::Unnamed(unnamed) => {
            let arity = dead_at.len();
            let kept = (0..arity)
                .rposition(|i| !dead_at[i] || phantom_at[i])
                .map_or(0, |i| i + 1);
            let unit: BTreeSet<usize> = (0..kept)
                .filter(|&i| dead_at[i] && !phantom_at[i])
                .collect();
            let phantom: BTreeSet<usize> = (0..kept).filter(|&i| phantom_at[i]).collect();
            let count = arity - kept + unit.len() + phantom.len();
            let mut types = BTreeMap::new();
            for (i, mut field) in std::mem::take(&mut unnamed.unnamed).into_iter().enumerate() {
                if dead_at[i] {
                    types.insert(i, nameable(&field.ty, generics));
                }
                if i < kept {
                    if unit.contains(&i) {
                        field.ty = parse_quote!(());
                    } else if phantom.contains(&i) {
                        field.ty = phantom_type(&field.ty);
                    }
                    unnamed.unnamed.push(field);
                }
            }
            let change = Change::Tuple {
                arity,
                kept,
                unit,
                phantom,
                types,
            };
            Some((change, count))
        }
        syn::Fields::Unit => None,
    }
}

/// Removes `Debug` from the `#[derive(…)]` attributes in `attrs`.
pub fn without_derived_debug(attrs: &mut Vec<syn::Attribute>) {
    attrs.retain_mut(|attr| {
        if !attr.path().is_ident("derive") {
            return true;
        }
        let parser = Punctuated::<syn::Path, Token![,]>::parse_terminated;
        let Ok(paths) = attr.parse_args_with(parser) else {
            return true;
        };
        let kept: Punctuated<syn::Path, Token![,]> = paths
            .into_iter()
            .filter(|p| p.segments.last().is_none_or(|s| s.ident != "Debug"))
            .collect();
        if kept.is_empty() {
            return false;
        }
        *attr = parse_quote!(#[derive(#kept)]);
        true
    });
}

/// Whether evaluating `expr` can be left out without a visible difference:
/// literals and paths, references, casts, field reads, arithmetic that
/// cannot panic under `-O` (no division), tuples and arrays of such, and
/// constructors: a call of a tuple struct or variant (a capitalised name),
/// `new()` or `default()` with no argument, `with_capacity(n)`, `vec![…]`.
/// (A zero-argument `new` or `default` is taken at its conventional word:
/// it builds an empty value and does nothing else.)
pub fn is_pure(expr: &syn::Expr) -> bool {
    use syn::BinOp::*;
    use syn::Expr;
    match expr {
        Expr::Lit(_) | Expr::Path(_) => true,
        Expr::Reference(r) => is_pure(&r.expr),
        Expr::Paren(p) => is_pure(&p.expr),
        Expr::Group(g) => is_pure(&g.expr),
        Expr::Cast(c) => is_pure(&c.expr),
        Expr::Field(f) => is_pure(&f.base),
        Expr::Unary(u) => is_pure(&u.expr),
        Expr::Binary(b) => {
            let plain = matches!(
                b.op,
                Add(_)
                    | Sub(_)
                    | Mul(_)
                    | And(_)
                    | Or(_)
                    | BitXor(_)
                    | BitAnd(_)
                    | BitOr(_)
                    | Shl(_)
                    | Shr(_)
                    | Eq(_)
                    | Lt(_)
                    | Le(_)
                    | Ne(_)
                    | Ge(_)
                    | Gt(_)
            );
            plain && is_pure(&b.left) && is_pure(&b.right)
        }
        Expr::Tuple(t) => t.elems.iter().all(is_pure),
        Expr::Array(a) => a.elems.iter().all(is_pure),
        Expr::Repeat(r) => is_pure(&r.expr) && is_pure(&r.len),
        Expr::Struct(s) => {
            s.fields.iter().all(|f| is_pure(&f.expr)) && s.rest.as_deref().is_none_or(is_pure)
        }
        Expr::Call(call) => {
            let Expr::Path(function) = &*call.func else {
                return false;
            };
            let Some(last) = function.path.segments.last() else {
                return false;
            };
            let name = last.ident.to_string();
            let constructor = name.starts_with(|c: char| c.is_ascii_uppercase())
                || (matches!(name.as_str(), "new" | "default") && call.args.is_empty())
                || name == "with_capacity";
            constructor && call.args.iter().all(is_pure)
        }
        Expr::Macro(m) if m.mac.path.is_ident("vec") => {
            let list = Punctuated::<Expr, Token![,]>::parse_terminated;
            let repeat = |input: syn::parse::ParseStream| {
                let value: Expr = input.parse()?;
                input.parse::<Token![;]>()?;
                let count: Expr = input.parse()?;
                Ok(is_pure(&value) && is_pure(&count))
            };
            repeat.parse2(m.mac.tokens.clone()).unwrap_or(false)
                || list
                    .parse2(m.mac.tokens.clone())
                    .is_ok_and(|items| items.iter().all(is_pure))
        }
        _ => false,
    }
}

/// How many struct, enum and union definitions of each name the items hold.
fn type_names(items: &[syn::Item], counts: &mut HashMap<String, usize>) {
    for item in items {
        let name = match item {
            syn::Item::Struct(s) => &s.ident,
            syn::Item::Enum(e) => &e.ident,
            syn::Item::Union(u) => &u.ident,
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    type_names(inner, counts);
                }
                continue;
            }
            _ => continue,
        };
        *counts.entry(name.to_string()).or_default() += 1;
    }
}

/// `let _: T = e;`, to evaluate an initialiser nothing reads.
fn effect(expr: syn::Expr, ty: Option<&syn::Type>) -> syn::Stmt {
    match ty {
        Some(ty) => parse_quote!(let _: #ty = #expr;),
        None => parse_quote!(let _ = #expr;),
    }
}

/// `{ effects; tail }`.
fn evaluated_before(effects: &[syn::Stmt], tail: &dyn ToTokens) -> syn::Expr {
    parse_quote!({ #(#effects)* #tail })
}

/// `{ let value = e; effects; value }`, with a name the effects do not use.
fn evaluated_after(value: &dyn ToTokens, effects: &[syn::Stmt]) -> syn::Expr {
    fn names(tokens: proc_macro2::TokenStream, found: &mut HashSet<String>) {
        for token in tokens {
            match token {
                proc_macro2::TokenTree::Ident(i) => {
                    found.insert(i.to_string());
                }
                proc_macro2::TokenTree::Group(g) => names(g.stream(), found),
                _ => {}
            }
        }
    }
    let mut used = HashSet::new();
    for effect in effects {
        names(effect.to_token_stream(), &mut used);
    }
    let mut name = "value".to_string();
    while used.contains(&name) {
        name.push('_');
    }
    let name = syn::Ident::new(&name, proc_macro2::Span::call_site());
    parse_quote!({ let #name = #value; #(#effects)* #name })
}

/// Rewrites the uses of removed fields across the library: struct
/// expressions, constructor calls, patterns, assignments in the owner's
/// impl blocks.
pub struct FieldUses {
    changes: Vec<(Owner, Change)>,
    /// The type of the `impl` block being visited, which `Self` names.
    self_type: Option<String>,
}

impl FieldUses {
    /// The uses of `changes` in the library `items`: those of owners whose
    /// name is unique among the library's types.
    pub fn new(changes: Vec<(Owner, Change)>, items: &[syn::Item]) -> Self {
        let mut counts = HashMap::new();
        type_names(items, &mut counts);
        let changes = changes
            .into_iter()
            .filter(|(owner, _)| counts.get(owner.type_name()) == Some(&1))
            .collect();
        FieldUses {
            changes,
            self_type: None,
        }
    }

    /// The change of the struct or variant a path names.
    fn change_for(&self, path: &syn::Path) -> Option<&Change> {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let is_self = |s: &str, name: &str| s == "Self" && self.self_type.as_deref() == Some(name);
        self.changes
            .iter()
            .find(|(owner, _)| match owner {
                Owner::Struct(name) => match segments.as_slice() {
                    [only] => only == name || is_self(only, name),
                    // `module::S`, not the variant `E::S` of an enum.
                    [.., module, last] => {
                        last == name && module.starts_with(|c: char| c.is_lowercase())
                    }
                    [] => false,
                },
                Owner::Variant { enum_name, variant } => match segments.as_slice() {
                    [.., owner, last] => {
                        last == variant && (owner == enum_name || is_self(owner, enum_name))
                    }
                    _ => false,
                },
            })
            .map(|(_, change)| change)
    }

    /// A struct expression without the removed fields' initialisers; a
    /// replacement when one that must still be evaluated was the last.
    fn struct_expr(&self, s: &mut syn::ExprStruct) -> Option<syn::Expr> {
        let change = self.change_for(&s.path)?;
        let mut pending: Vec<syn::Stmt> = Vec::new();
        for mut field in std::mem::take(&mut s.fields) {
            if let Some(ty) = change.named(&field.member) {
                if !is_pure(&field.expr) {
                    pending.push(effect(field.expr, ty.as_ref()));
                }
                continue;
            }
            if let Some(ty) = change.phantom(&field.member) {
                field.expr = phantom_value(field.expr, ty.as_ref());
                field.colon_token.get_or_insert_with(Default::default);
            }
            if !pending.is_empty() {
                // Evaluated where they were: right before the next field.
                field.expr = evaluated_before(&pending, &field.expr);
                field.colon_token.get_or_insert_with(Default::default);
                pending.clear();
            }
            s.fields.push(field);
        }
        if pending.is_empty() {
            return None;
        }
        if let Some(rest) = &mut s.rest {
            let evaluated = evaluated_before(&pending, &**rest);
            **rest = evaluated;
            return None;
        }
        Some(evaluated_after(s, &pending))
    }

    /// A tuple struct's or variant's constructor call with the removed
    /// fields' arguments gone or `()`; a replacement when a removed one
    /// must still be evaluated.
    fn constructor_call(&self, call: &mut syn::ExprCall) -> Option<syn::Expr> {
        let syn::Expr::Path(function) = &*call.func else {
            return None;
        };
        let Some(Change::Tuple {
            arity,
            kept,
            unit,
            phantom,
            types,
        }) = self.change_for(&function.path)
        else {
            return None;
        };
        if function.qself.is_some() || call.args.len() != *arity {
            return None;
        }
        let mut pending = Vec::new();
        for (i, arg) in std::mem::take(&mut call.args).into_iter().enumerate() {
            let ty = types.get(&i).and_then(Option::as_ref);
            if i >= *kept {
                if !is_pure(&arg) {
                    pending.push(effect(arg, ty));
                }
            } else if unit.contains(&i) {
                // In place: the order of evaluation stays.
                call.args.push(if is_pure(&arg) {
                    parse_quote!(())
                } else {
                    let effect = effect(arg, ty);
                    parse_quote!({ #effect })
                });
            } else if phantom.contains(&i) {
                call.args.push(phantom_value(arg, ty));
            } else {
                call.args.push(arg);
            }
        }
        if pending.is_empty() {
            return None;
        }
        Some(evaluated_after(call, &pending))
    }
}

impl VisitMut for FieldUses {
    fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
        let own = match &*block.self_ty {
            syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
            _ => None,
        };
        let outer = std::mem::replace(&mut self.self_type, own);
        visit_mut::visit_item_impl_mut(self, block);
        self.self_type = outer;
    }

    fn visit_expr_mut(&mut self, expr: &mut syn::Expr) {
        visit_mut::visit_expr_mut(self, expr);
        let replacement = match expr {
            syn::Expr::Struct(s) => self.struct_expr(s),
            syn::Expr::Call(call) => self.constructor_call(call),
            _ => None,
        };
        if let Some(new) = replacement {
            *expr = new;
        }
    }

    fn visit_pat_mut(&mut self, pat: &mut syn::Pat) {
        visit_mut::visit_pat_mut(self, pat);
        match pat {
            syn::Pat::Struct(s) => {
                if let Some(change) = self.change_for(&s.path) {
                    let fields = std::mem::take(&mut s.fields);
                    s.fields = fields
                        .into_iter()
                        .filter(|f| change.named(&f.member).is_none())
                        .map(|mut f| {
                            if change.phantom(&f.member).is_some() {
                                f.pat = Box::new(parse_quote!(_));
                                f.colon_token.get_or_insert_with(Default::default);
                            }
                            f
                        })
                        .collect();
                }
            }
            syn::Pat::TupleStruct(t) => {
                let Some(Change::Tuple { arity, kept, .. }) = self.change_for(&t.path) else {
                    return;
                };
                let rest = t.elems.iter().position(|p| matches!(p, syn::Pat::Rest(_)));
                let len = t.elems.len();
                if rest.is_none() && len != *arity {
                    return;
                }
                let elems = std::mem::take(&mut t.elems);
                for (j, elem) in elems.into_iter().enumerate() {
                    // After a `..`, elements count from the last field.
                    let index = match rest {
                        Some(r) if j == r => 0,
                        Some(r) if j > r => arity - (len - j),
                        _ => j,
                    };
                    if index < *kept {
                        t.elems.push(elem);
                    }
                }
            }
            _ => {}
        }
    }
}
