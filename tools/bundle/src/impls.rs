//! Which trait impls of the inlined library may be tried for removal, and
//! removing them.
//!
//! rustc never reports an unused trait impl, so operator and conversion
//! impls of the library's number types (`impl Add<T> for &BigInt`, …)
//! would all stay. [`crate::prune`] removes groups of the [`units`] found
//! here and keeps a removal only when the bundle still type-checks. That
//! is sound only if removing an impl the program uses is always a compile
//! error, never a quiet switch to other code. Where Rust picks a trait
//! impl, and why that holds for the candidates:
//! - Operators (`a + b`, `-a`, `a += b`): the impl is looked up for the
//!   left operand's own type, with no autoref or autoderef (`&String +
//!   &str` does not compile), so an impl for `T` never stands in for one
//!   for `&T`. The right operand is a coercion site once a single impl is
//!   left (`String + &String` uses `Add<&str>`): so all impls of one trait
//!   for one type are one unit, whatever their type arguments.
//! - Integer and float literals: with `From<i64>` and `From<i32>`,
//!   `X::from(5)` is ambiguous, falls back to `i32` and uses `From<i32>`;
//!   remove that one and `From<i64>` is inferred. So of the impls whose
//!   one type argument (or `Self`, as in `TryFrom<&BigInt> for i64`) is a
//!   number type, the fallback's (`i32`, `f64`) is never a candidate
//!   while another such impl is left, and each of the others is a unit of
//!   its own: a literal that used the fallback still finds it (alone or
//!   among several, where it falls back to it again), and a call whose
//!   number type is known cannot switch to another number type.
//! - Method calls (`x.into()`, `x.to_string()`, `x.add(y)`): the receiver
//!   is tried by value, by reference, then through `Deref`, so removing
//!   the impl for `X` may let a later step find another. `into` and
//!   `try_into` fix the target type, whose impls form one unit;
//!   `to_string` and `{}` need `X: Display`, and `impl Display for &X`
//!   cannot be written (std's blanket impl); a type with a hand-written
//!   `Deref` is never a candidate. When a trait's own method is called by
//!   name (`e.fmt(f)`, `a.add(b)`) in a module that has the trait in
//!   scope (imported by name, renamed or through a glob; none of these
//!   traits is in the prelude) or in a `macro_rules!` body, all its impls
//!   are one unit; `self.add(word)` elsewhere can only be an inherent
//!   method.
//! - A bound (`T: Display`, `?` needing `From`, `dyn Error`), a path call
//!   (`BigInt::from`, `<X as Add>::add`) or a format argument names the
//!   impl's trait and type exactly: without the impl, a compile error.
//!
//! - `Default` has no method a value calls: `T::default()`, a bound or a
//!   derive names it.
//! - Derived traits (`#[derive(Clone, Copy, Debug, PartialEq, Eq,
//!   PartialOrd, Ord, Hash, Default)]`) are candidates one trait at a
//!   time: each is needed through a bound, an operator or a macro's bound
//!   (`{:?}`, `==`, a map key, `expect`), and a missing one is a compile
//!   error; without `Copy` a value is moved where it was copied, which
//!   compiles only if it is never used again. `Clone` is the exception:
//!   `x.clone()` on a `&T` whose `T` is not `Clone` clones the reference,
//!   and may compile. rustc warns about exactly that call
//!   (`noop_method_call`), and a removal it warns about counts as one that
//!   does not compile; `to_owned`, `clone_from` and `clone_into`, which
//!   it does not watch, keep every derived `Clone` where they are called.
//!
//! Left out: comparison and hashing traits written by hand, `Clone`,
//! `Copy`, `Drop`, `Iterator` and the library's own traits (a removal
//! could change what runs without an error: `Drop`, an `Iterator` found by
//! autoderef) and `Borrow`, which the library never implements and which
//! map lookups pick by inference. A trait the bundle defines or imports
//! under one of these names, an `unsafe`, negative or `#[cfg]` impl, and
//! an impl a macro writes are never candidates.

use crate::LIBRARY;
use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use syn::visit::{self, Visit};

/// The std traits whose impls may be removed, with the methods a program
/// can call by name on a value (`a.add(b)`).
const CANDIDATE_TRAITS: [(&str, &[&str]); 30] = [
    ("Add", &["add"]),
    ("Sub", &["sub"]),
    ("Mul", &["mul"]),
    ("Div", &["div"]),
    ("Rem", &["rem"]),
    ("Neg", &["neg"]),
    ("Not", &["not"]),
    ("BitAnd", &["bitand"]),
    ("BitOr", &["bitor"]),
    ("BitXor", &["bitxor"]),
    ("Shl", &["shl"]),
    ("Shr", &["shr"]),
    ("AddAssign", &["add_assign"]),
    ("SubAssign", &["sub_assign"]),
    ("MulAssign", &["mul_assign"]),
    ("DivAssign", &["div_assign"]),
    ("RemAssign", &["rem_assign"]),
    ("BitAndAssign", &["bitand_assign"]),
    ("BitOrAssign", &["bitor_assign"]),
    ("BitXorAssign", &["bitxor_assign"]),
    ("ShlAssign", &["shl_assign"]),
    ("ShrAssign", &["shr_assign"]),
    ("From", &[]),
    ("TryFrom", &[]),
    ("FromStr", &[]),
    ("Sum", &[]),
    ("Product", &[]),
    ("Display", &["fmt"]),
    ("Debug", &["fmt"]),
    ("Default", &[]),
];

/// The derivable traits a `#[derive]` may lose (see the module's docs for
/// when `Clone` may).
const DERIVED_CANDIDATES: [&str; 9] = [
    "Clone",
    "Copy",
    "Debug",
    "Default",
    "PartialEq",
    "Eq",
    "PartialOrd",
    "Ord",
    "Hash",
];

/// The number types an ambiguous literal falls back to.
const FALLBACKS: [&str; 2] = ["i32", "f64"];

/// `Error` apart: its methods have default bodies, so `impl Error for E {}`
/// names none of them.
const ERROR_METHODS: [&str; 4] = ["source", "description", "cause", "provide"];

/// Integer and float types, which literal inference may pick among.
const NUMBERS: [&str; 14] = [
    "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize", "f32",
    "f64",
];

/// An impl block, named so that it is found again in a re-printed bundle:
/// its module path and its header.
pub type ImplKey = String;

/// Library impls that are removed together or not at all.
pub struct Unit {
    pub keys: BTreeSet<ImplKey>,
    trait_name: String,
    /// The last name in the implementing type (`BigInt` of `&BigInt`),
    /// `None` when it is a number type or the unit spans several types.
    type_name: Option<String>,
    /// Whether the implementing type is a reference (`&BigInt`).
    by_reference: bool,
}

impl Unit {
    /// Whether a compile error may be about a missing impl of this unit:
    /// its whole text (`error`, with the code it shows) names the trait or
    /// its operator, and its `summary` (message, notes, labels) the type,
    /// behind `&` exactly when the type is a reference. Only a guess to
    /// save type-checks: whatever it says, a removal is kept only when the
    /// bundle compiles.
    pub fn named_by(&self, error: &str, summary: &str) -> bool {
        let cues: &[&str] = match self.trait_name.as_str() {
            "Add" => &["cannot add", "`+`", " + "],
            "Sub" => &["cannot subtract", "`-`", " - "],
            "Mul" => &["cannot multiply", "`*`", " * "],
            "Div" => &["cannot divide", "`/`", " / "],
            "Rem" => &["remainder", "`%`", " % "],
            "Neg" => &["unary operator `-`"],
            "Not" => &["unary operator `!`"],
            "Shl" => &["<<"],
            "Shr" => &[">>"],
            "AddAssign" => &["+="],
            "SubAssign" => &["-="],
            "MulAssign" => &["*="],
            "DivAssign" => &["/="],
            "RemAssign" => &["%="],
            "From" => &["from(", "into(", "`?`"],
            "TryFrom" => &["try_from(", "try_into("],
            "FromStr" => &["parse"],
            "Display" => &["to_string", "{}"],
            "Sum" => &["sum"],
            "Product" => &["product"],
            "PartialEq" => &["`==`", "`!=`", "can't compare"],
            "PartialOrd" => &["`<`", "`>`", "`<=`", "`>=`", "can't compare"],
            "Debug" => &["{:?}", "`Debug`"],
            "Copy" => &["moved", "move occurs"],
            "Default" => &["`default`", "default()"],
            _ => &[],
        };
        let names_trait = words(error, &self.trait_name).next().is_some()
            || cues.iter().any(|c| error.contains(c));
        let names_type = match &self.type_name {
            Some(name) => {
                words(summary, name).any(|before| (before == Some('&')) == self.by_reference)
            }
            None => true,
        };
        names_trait && names_type
    }
}

impl Unit {
    /// Whether a compile error's message, labels and notes (not the code
    /// it quotes) name both the unit's trait (or its operator) and its
    /// type, as a missing derived trait's error does: "`K` doesn't
    /// implement `Debug`", "binary operation `==` cannot be applied to
    /// type `K`", "no function or associated item named `default` found
    /// for struct `K`".
    pub fn named_in(&self, summary: &str) -> bool {
        self.named_by(summary, summary)
    }
}

/// The character before each occurrence of `word` in `text` as a whole
/// word (`Add` is not in `IpAddr`).
fn words<'a>(text: &'a str, word: &'a str) -> impl Iterator<Item = Option<char>> + 'a {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).filter_map(move |(at, _)| {
        let before = text[..at].chars().last();
        let after = text[at + word.len()..].chars().next();
        (!before.is_some_and(is_ident) && !after.is_some_and(is_ident)).then_some(before)
    })
}

/// The groups of library impls that are removed together or not at all,
/// in the order they appear: impl blocks, then derived traits.
pub fn units(file: &syn::File) -> Vec<Unit> {
    let facts = Facts::of(file);
    if facts.deref_in_macro {
        return Vec::new();
    }
    // How many impls of each family (trait for type) have a number type
    // for their one type argument or for `Self`.
    let mut numbered: BTreeMap<String, usize> = BTreeMap::new();
    walk_library(&mut file.clone(), &mut |_, block| {
        if let Some(name) = candidate_trait(block, &facts) {
            if number_of(block).is_some() {
                *numbered.entry(family(&name, block)).or_default() += 1;
            }
        }
    });
    let mut units: BTreeMap<String, (usize, Unit)> = BTreeMap::new();
    walk_library(&mut file.clone(), &mut |path, block| {
        let Some(trait_name) = candidate_trait(block, &facts) else {
            return;
        };
        let whole_trait = facts.called_by_name(&trait_name);
        let family = family(&trait_name, block);
        let unit = match number_of(block) {
            _ if whole_trait => trait_name.clone(),
            Some(number) if FALLBACKS.contains(&number.as_str()) => {
                if numbered[&family] > 1 {
                    // A literal may fall back to it; it goes last, alone.
                    return;
                }
                family
            }
            Some(number) => format!("{family} <{number}>"),
            None => family,
        };
        let last = block
            .self_ty
            .to_token_stream()
            .into_iter()
            .filter_map(|t| match t {
                TokenTree::Ident(i) => Some(i.to_string()),
                _ => None,
            })
            .last();
        let type_name = last.filter(|n| !whole_trait && !NUMBERS.contains(&n.as_str()));
        let by_reference = matches!(*block.self_ty, syn::Type::Reference(_));
        let next = units.len();
        units
            .entry(unit)
            .or_insert((
                next,
                Unit {
                    keys: BTreeSet::new(),
                    trait_name,
                    type_name,
                    by_reference,
                },
            ))
            .1
            .keys
            .insert(key(path, block));
    });
    let mut ordered: Vec<(usize, Unit)> = units.into_values().collect();
    ordered.sort_by_key(|(index, _)| *index);
    ordered.into_iter().map(|(_, unit)| unit).collect()
}

/// The library's derived traits that may be removed, one unit each (see
/// the module's docs); none if the bundle defines a trait of one of their
/// names.
pub fn derived_units(file: &syn::File) -> Vec<Unit> {
    let facts = Facts::of(file);
    if facts
        .own_names
        .iter()
        .any(|n| DERIVED_CANDIDATES.contains(&n.as_str()))
    {
        return Vec::new();
    }
    let unwatched = ["to_owned", "clone_from", "clone_into"];
    let clone_unwatched = facts
        .in_macros
        .iter()
        .chain(facts.scopes.iter().flat_map(|s| &s.called))
        .any(|n| unwatched.contains(&n.as_str()));
    let mut found = Vec::new();
    for (path, type_name, derived) in derived_traits(file) {
        for trait_name in derived {
            if trait_name == "Clone" && clone_unwatched {
                continue;
            }
            found.push(Unit {
                keys: BTreeSet::from([derive_key(&path, &type_name, &trait_name)]),
                trait_name,
                type_name: Some(type_name.clone()),
                by_reference: false,
            });
        }
    }
    found
}

/// An impl's trait and type, numbers erased: impls of one family differ
/// only in their type arguments or in which number type they are for.
fn family(trait_name: &str, block: &syn::ItemImpl) -> String {
    format!(
        "{trait_name} for {}",
        erased(block.self_ty.to_token_stream())
    )
}

/// The number type of an impl whose trait's one type argument is a
/// number type (`From<u64> for BigInt`), or whose `Self` is one
/// (`TryFrom<&BigInt> for i64`).
fn number_of(block: &syn::ItemImpl) -> Option<String> {
    let bare_number = |ty: &syn::Type| match ty {
        syn::Type::Path(p) if p.qself.is_none() => p
            .path
            .get_ident()
            .map(ToString::to_string)
            .filter(|name| NUMBERS.contains(&name.as_str())),
        _ => None,
    };
    let (_, path, _) = block.trait_.as_ref()?;
    let argument = match &path.segments.last()?.arguments {
        syn::PathArguments::AngleBracketed(a) if a.args.len() == 1 => match &a.args[0] {
            syn::GenericArgument::Type(ty) => bare_number(ty),
            _ => None,
        },
        _ => None,
    };
    argument.or_else(|| bare_number(&block.self_ty))
}

/// A derived trait, named so that it is found again in a re-printed
/// bundle: its module path, type and trait.
fn derive_key(path: &[String], type_name: &str, trait_name: &str) -> ImplKey {
    format!("{} | derive {trait_name} for {type_name}", path.join("::"))
}

/// The library's structs, enums and unions with the candidate traits
/// they derive: (module path, type name, traits).
fn derived_traits(file: &syn::File) -> Vec<(Vec<String>, String, Vec<String>)> {
    let mut found = Vec::new();
    walk_library_types(&mut file.clone(), &mut |path, name, attrs| {
        let derived: Vec<String> = derives(attrs)
            .into_iter()
            .filter(|t| DERIVED_CANDIDATES.contains(&t.as_str()))
            .collect();
        if !derived.is_empty() {
            found.push((path.to_vec(), name.to_string(), derived));
        }
    });
    found
}

/// The traits `#[derive(…)]` attributes name, by their last segment.
fn derives(attrs: &[syn::Attribute]) -> Vec<String> {
    let mut found = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("derive")) {
        let _ = attr.parse_nested_meta(|meta| {
            if let Some(last) = meta.path.segments.last() {
                found.push(last.ident.to_string());
            }
            Ok(())
        });
    }
    found
}

/// `attrs` without `trait_name` in its `#[derive(…)]`; a derive left
/// empty goes. Whether it was there.
fn remove_derive(attrs: &mut Vec<syn::Attribute>, trait_name: &str) -> bool {
    let mut removed = false;
    attrs.retain_mut(|attr| {
        if !attr.path().is_ident("derive") {
            return true;
        }
        let Ok(paths) = attr.parse_args_with(
            syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
        ) else {
            return true;
        };
        let before = paths.len();
        let kept: Vec<&syn::Path> = paths
            .iter()
            .filter(|p| p.segments.last().is_none_or(|s| s.ident != trait_name))
            .collect();
        if kept.len() == before {
            return true;
        }
        removed = true;
        if kept.is_empty() {
            return false;
        }
        *attr = syn::parse_quote!(#[derive(#(#kept),*)]);
        true
    });
    removed
}

/// The name of the marker function [`mark`] gives the `index`th unit.
pub fn marker(index: usize) -> String {
    format!("__bundle_unit_{index}_reached")
}

/// `file` with a call to a marker function ([`marker`]) of its own at the
/// start of every method of each of `units`, and the markers defined (never
/// inlined) at the crate root: compiled without optimisation, a marker's
/// code is generated exactly when a method of its unit is reached from
/// `main`, so the units whose code runs are found in one build.
pub fn mark(file: &mut syn::File, units: &[Unit]) {
    let owner: BTreeMap<&ImplKey, usize> = units
        .iter()
        .enumerate()
        .flat_map(|(i, unit)| unit.keys.iter().map(move |key| (key, i)))
        .collect();
    walk_library(file, &mut |path, block| {
        let Some(&index) = owner.get(&key(path, block)) else {
            return;
        };
        let call: syn::Stmt =
            syn::parse_str(&format!("crate::{}();", marker(index))).expect("a call statement");
        for item in &mut block.items {
            if let syn::ImplItem::Fn(method) = item {
                method.block.stmts.insert(0, call.clone());
            }
        }
    });
    for index in 0..units.len() {
        let name = marker(index);
        let definition: syn::Item =
            syn::parse_str(&format!("#[inline(never)] fn {name}() {{}}")).expect("a function");
        file.items.push(definition);
    }
}

/// Removes the library impls and derived traits named by `keys`; returns
/// how many went.
pub fn remove(file: &mut syn::File, keys: &BTreeSet<ImplKey>) -> usize {
    let mut derived = 0;
    walk_library_types(file, &mut |path, name, attrs| {
        for trait_name in derives(attrs) {
            if keys.contains(&derive_key(path, name, &trait_name)) {
                derived += usize::from(remove_derive(attrs, &trait_name));
            }
        }
    });
    derived + remove_impls(file, keys)
}

fn remove_impls(file: &mut syn::File, keys: &BTreeSet<ImplKey>) -> usize {
    fn walk(items: &mut Vec<syn::Item>, path: &mut Vec<String>, keys: &BTreeSet<ImplKey>) -> usize {
        let before = items.len();
        items.retain(|item| match item {
            syn::Item::Impl(block) => !keys.contains(&key(path, block)),
            _ => true,
        });
        let mut count = before - items.len();
        for item in items.iter_mut() {
            if let syn::Item::Mod(m) = item {
                if let Some((_, inner)) = &mut m.content {
                    path.push(m.ident.to_string());
                    count += walk(inner, path, keys);
                    path.pop();
                }
            }
        }
        count
    }
    let mut count = 0;
    for item in &mut file.items {
        if let syn::Item::Mod(m) = item {
            if m.ident == LIBRARY {
                if let Some((_, inner)) = &mut m.content {
                    count += walk(inner, &mut vec![LIBRARY.to_string()], keys);
                }
            }
        }
    }
    count
}

fn key(path: &[String], block: &syn::ItemImpl) -> ImplKey {
    let trait_path = block
        .trait_
        .as_ref()
        .map(|(_, p, _)| p.to_token_stream().to_string())
        .unwrap_or_default();
    format!(
        "{} | impl {} {trait_path} for {} {}",
        path.join("::"),
        block.generics.to_token_stream(),
        block.self_ty.to_token_stream(),
        block.generics.where_clause.to_token_stream(),
    )
}

/// Calls `visit` on every impl block directly in a library module.
fn walk_library(file: &mut syn::File, visit: &mut dyn FnMut(&[String], &mut syn::ItemImpl)) {
    fn walk(
        items: &mut [syn::Item],
        path: &mut Vec<String>,
        visit: &mut dyn FnMut(&[String], &mut syn::ItemImpl),
    ) {
        for item in items {
            match item {
                syn::Item::Impl(block) => visit(path, block),
                syn::Item::Mod(m) => {
                    if let Some((_, inner)) = &mut m.content {
                        path.push(m.ident.to_string());
                        walk(inner, path, visit);
                        path.pop();
                    }
                }
                _ => {}
            }
        }
    }
    for item in &mut file.items {
        if let syn::Item::Mod(m) = item {
            if m.ident == LIBRARY {
                if let Some((_, inner)) = &mut m.content {
                    walk(inner, &mut vec![LIBRARY.to_string()], visit);
                }
            }
        }
    }
}

/// What [`walk_library_types`] calls: with a type's module path, name and
/// attributes.
type TypeVisit<'a> = dyn FnMut(&[String], &str, &mut Vec<syn::Attribute>) + 'a;

/// Calls `visit` on every struct, enum and union directly in a library
/// module, with its name and attributes.
fn walk_library_types(file: &mut syn::File, visit: &mut TypeVisit) {
    fn walk(items: &mut [syn::Item], path: &mut Vec<String>, visit: &mut TypeVisit) {
        for item in items {
            match item {
                syn::Item::Struct(s) => visit(path, &s.ident.to_string(), &mut s.attrs),
                syn::Item::Enum(e) => visit(path, &e.ident.to_string(), &mut e.attrs),
                syn::Item::Union(u) => visit(path, &u.ident.to_string(), &mut u.attrs),
                syn::Item::Mod(m) => {
                    if let Some((_, inner)) = &mut m.content {
                        path.push(m.ident.to_string());
                        walk(inner, path, visit);
                        path.pop();
                    }
                }
                _ => {}
            }
        }
    }
    for item in &mut file.items {
        if let syn::Item::Mod(m) = item {
            if m.ident == LIBRARY {
                if let Some((_, inner)) = &mut m.content {
                    walk(inner, &mut vec![LIBRARY.to_string()], visit);
                }
            }
        }
    }
}

fn candidate_trait(block: &syn::ItemImpl, facts: &Facts) -> Option<String> {
    let (negative, path, _) = block.trait_.as_ref()?;
    let plain = negative.is_none()
        && block.unsafety.is_none()
        && block.defaultness.is_none()
        && !block.attrs.iter().any(|a| a.path().is_ident("cfg"));
    let first = path.segments.first()?.ident.to_string();
    let name = path.segments.last()?.ident.to_string();
    let known = CANDIDATE_TRAITS.iter().any(|(t, _)| *t == name) || name == "Error";
    let std_path =
        path.segments.len() == 1 || !["crate", "self", "super"].contains(&first.as_str());
    let mut header = idents(path.to_token_stream());
    header.extend(idents(block.self_ty.to_token_stream()));
    let derefs = header.iter().any(|i| facts.deref_types.contains(i));
    (plain && known && std_path && !derefs && !facts.own_names.contains(&name)).then_some(name)
}

/// What the whole bundle (solution and library) says about the candidates.
#[derive(Default)]
struct Facts {
    /// Each module's names after a `.` (method calls, also fields: more is
    /// safe) and the names it imports.
    scopes: Vec<Scope>,
    /// Names after a `.` in `macro_rules!` bodies, which may expand
    /// anywhere.
    in_macros: HashSet<String>,
    /// Types with a hand-written `Deref` or `DerefMut` impl.
    deref_types: HashSet<String>,
    /// Whether a macro mentions `Deref` (an impl it writes is not seen).
    deref_in_macro: bool,
    /// Traits the bundle defines and names it imports under another name:
    /// such a name may not be std's trait.
    own_names: HashSet<String>,
}

/// A module's method calls and what they can reach.
#[derive(Default)]
struct Scope {
    called: HashSet<String>,
    /// The names its `use` items import (wherever they are in it), also
    /// under their original name when renamed.
    imported: HashSet<String>,
    /// Whether it imports a glob, which may bring any trait into scope.
    glob: bool,
}

impl Facts {
    fn of(file: &syn::File) -> Self {
        let mut facts = Facts::default();
        facts.visit_file(file);
        facts.scope_of(&file.items);
        facts
    }

    /// Records the scope of a module with `items`, and of the modules in it.
    fn scope_of(&mut self, items: &[syn::Item]) {
        let mut scope = Scope::default();
        for item in items {
            match item {
                syn::Item::Mod(m) => {
                    if let Some((_, inner)) = &m.content {
                        self.scope_of(inner);
                    }
                }
                syn::Item::Macro(m) if m.mac.path.is_ident("macro_rules") => {
                    dotted_names(m.mac.tokens.clone(), &mut self.in_macros);
                }
                _ => {
                    dotted_names(item.to_token_stream(), &mut scope.called);
                    let mut imports = Imports::default();
                    imports.visit_item(item);
                    scope.imported.extend(imports.names);
                    scope.glob |= imports.glob;
                }
            }
        }
        self.scopes.push(scope);
    }

    /// Whether one of the trait's methods may be called by name on a value
    /// where the trait is in scope.
    fn called_by_name(&self, trait_name: &str) -> bool {
        let methods: &[&str] = if trait_name == "Error" {
            &ERROR_METHODS
        } else {
            CANDIDATE_TRAITS
                .iter()
                .find(|(t, _)| *t == trait_name)
                .map_or(&[], |(_, m)| m)
        };
        methods.iter().any(|m| {
            self.in_macros.contains(*m)
                || self.scopes.iter().any(|scope| {
                    scope.called.contains(*m) && (scope.glob || scope.imported.contains(trait_name))
                })
        })
    }
}

/// The names `use` items bring into scope.
#[derive(Default)]
struct Imports {
    names: HashSet<String>,
    glob: bool,
}

impl<'ast> Visit<'ast> for Imports {
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

impl<'ast> Visit<'ast> for Facts {
    fn visit_item_impl(&mut self, block: &'ast syn::ItemImpl) {
        let trait_name = block
            .trait_
            .as_ref()
            .and_then(|(_, p, _)| p.segments.last())
            .map(|s| s.ident.to_string());
        if matches!(trait_name.as_deref(), Some("Deref" | "DerefMut")) {
            self.deref_types
                .extend(idents(block.self_ty.to_token_stream()));
        }
        visit::visit_item_impl(self, block);
    }

    fn visit_item_trait(&mut self, t: &'ast syn::ItemTrait) {
        self.own_names.insert(t.ident.to_string());
        visit::visit_item_trait(self, t);
    }

    fn visit_use_rename(&mut self, rename: &'ast syn::UseRename) {
        self.own_names.insert(rename.rename.to_string());
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        let names = idents(mac.tokens.clone());
        self.deref_in_macro |= names.contains("Deref") || names.contains("DerefMut");
    }
}

fn idents(tokens: TokenStream) -> HashSet<String> {
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

fn dotted_names(tokens: TokenStream, found: &mut HashSet<String>) {
    let mut after_dot = false;
    for token in tokens {
        match &token {
            TokenTree::Ident(i) if after_dot => {
                found.insert(i.to_string());
            }
            TokenTree::Group(g) => dotted_names(g.stream(), found),
            _ => {}
        }
        after_dot = matches!(&token, TokenTree::Punct(p) if p.as_char() == '.');
    }
}

/// The tokens' text with every number type written `{number}`.
fn erased(tokens: TokenStream) -> String {
    tokens
        .into_iter()
        .map(|token| match token {
            TokenTree::Ident(i) if NUMBERS.contains(&i.to_string().as_str()) => {
                "{number}".to_string()
            }
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    proc_macro2::Delimiter::Parenthesis => ("(", ")"),
                    proc_macro2::Delimiter::Bracket => ("[", "]"),
                    proc_macro2::Delimiter::Brace => ("{", "}"),
                    proc_macro2::Delimiter::None => ("", ""),
                };
                format!("{open}{}{close}", erased(g.stream()))
            }
            other => other.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units_of(text: &str) -> Vec<Vec<String>> {
        let file = syn::parse_file(text).expect("valid Rust");
        units(&file)
            .into_iter()
            .map(|u| u.keys.into_iter().collect())
            .collect()
    }

    const LIBRARY_TEXT: &str = "fn main() {}\nmod game_theory {\n\
        use std::ops::{Add, Neg};\n\
        #[derive(Debug, Clone, PartialEq)] pub struct N(i64);\n\
        impl Add for N { type Output = N; fn add(self, o: N) -> N { N(self.0 + o.0) } }\n\
        impl Add<&N> for N { type Output = N; fn add(self, o: &N) -> N { N(self.0 + o.0) } }\n\
        impl Add for &N { type Output = N; fn add(self, o: &N) -> N { N(self.0 + o.0) } }\n\
        impl Neg for N { type Output = N; fn neg(self) -> N { N(-self.0) } }\n\
        impl From<i64> for N { fn from(x: i64) -> N { N(x) } }\n\
        impl From<i32> for N { fn from(x: i32) -> N { N(x.into()) } }\n\
        impl TryFrom<&N> for i64 { type Error = (); fn try_from(n: &N) -> Result<i64, ()> { Ok(n.0) } }\n\
        impl TryFrom<&N> for i32 { type Error = (); fn try_from(n: &N) -> Result<i32, ()> { n.0.try_into().map_err(|_| ()) } }\n\
        impl PartialOrd for N { fn partial_cmp(&self, o: &N) -> Option<std::cmp::Ordering> { self.0.partial_cmp(&o.0) } }\n\
        }\n";

    #[test]
    fn impls_of_one_trait_for_one_type_are_one_unit_but_for_number_types() {
        let units = units_of(LIBRARY_TEXT);
        let shown: Vec<String> = units.iter().map(|u| u.join(" & ")).collect();
        assert_eq!(units.len(), 5, "{shown:#?}");
        // Both `Add` impls for `N`, not the one for `&N`.
        assert_eq!(units[0].len(), 2, "{shown:#?}");
        assert!(units[1][0].contains("for & N"), "{shown:#?}");
        assert_eq!(units[2].len(), 1, "{shown:#?}");
        // From<i64> alone; From<i32>, which a literal falls back to, is no
        // candidate while From<i64> is there. The same for TryFrom.
        assert_eq!(units[3].len(), 1, "{shown:#?}");
        assert!(units[3][0].contains("From < i64 >"), "{shown:#?}");
        assert_eq!(units[4].len(), 1, "{shown:#?}");
        assert!(units[4][0].contains("for i64"), "{shown:#?}");
        assert!(!shown.iter().any(|u| u.contains("i32")), "{shown:#?}");
        assert!(
            !shown.iter().any(|u| u.contains("PartialOrd")),
            "{shown:#?}"
        );
        // The derived traits one by one.
        let file = syn::parse_file(LIBRARY_TEXT).expect("valid Rust");
        let derived: Vec<String> = derived_units(&file)
            .into_iter()
            .flat_map(|u| u.keys)
            .collect();
        assert_eq!(
            derived,
            [
                "game_theory | derive Debug for N",
                "game_theory | derive Clone for N",
                "game_theory | derive PartialEq for N"
            ]
        );
        // Where `to_owned` is called, which rustc does not watch, every
        // derived Clone stays.
        let owned = LIBRARY_TEXT.replace("fn main() {}", "fn main() { let _ = \"a\".to_owned(); }");
        let file = syn::parse_file(&owned).expect("valid Rust");
        assert_eq!(derived_units(&file).len(), 2);
    }

    #[test]
    fn a_fallback_impl_alone_in_its_family_is_a_candidate() {
        let text = LIBRARY_TEXT.replace(
            "impl From<i64> for N { fn from(x: i64) -> N { N(x) } }\n",
            "",
        );
        let units = units_of(&text);
        assert!(
            units
                .iter()
                .any(|u| u.len() == 1 && u[0].contains("From < i32 >")),
            "{units:#?}"
        );
    }

    #[test]
    fn a_trait_method_called_by_name_joins_all_its_impls() {
        let text = LIBRARY_TEXT.replace(
            "fn main() {}",
            "use std::ops::Add;\nfn main() { let _ = 1.add(2); }",
        );
        let units = units_of(&text);
        assert_eq!(units.len(), 4);
        assert_eq!(units[0].len(), 3);
    }

    #[test]
    fn a_method_call_where_the_trait_is_not_in_scope_is_an_inherent_method() {
        // `self.add(1)` in a module that does not import `Add` cannot be
        // `Add::add`: the impls stay units of their own.
        let text = LIBRARY_TEXT.replace(
            "fn main() {}",
            "fn main() {}\nmod other { pub struct C(u64); impl C { fn add(&mut self, x: u64) { self.0 += x; } pub fn f(&mut self) { self.add(1); } } }",
        );
        assert_eq!(units_of(&text).len(), 5);
        let globbed = text.replace("mod other {", "mod other { use std::ops::*;");
        assert_eq!(units_of(&globbed).len(), 4);
    }

    #[test]
    fn a_derived_trait_goes_alone_and_the_derive_with_its_last() {
        let mut file = syn::parse_file(LIBRARY_TEXT).expect("valid Rust");
        let all = derived_units(&file);
        let debug: Vec<&Unit> = all
            .iter()
            .filter(|u| u.keys.iter().any(|k| k.ends_with("derive Debug for N")))
            .collect();
        assert_eq!(remove(&mut file, &debug[0].keys), 1);
        let text = prettyplease::unparse(&file);
        assert!(text.contains("#[derive(Clone, PartialEq)]"), "{text}");
        let file_text = "fn main() {}\nmod game_theory { #[derive(Debug)] pub struct M; }\n";
        let mut file = syn::parse_file(file_text).expect("valid Rust");
        let all = derived_units(&file);
        assert_eq!(remove(&mut file, &all[0].keys), 1);
        assert!(!prettyplease::unparse(&file).contains("derive"));
    }

    #[test]
    fn deref_types_own_traits_and_renames_are_left_alone() {
        let deref = LIBRARY_TEXT.replace(
            "impl Neg",
            "impl std::ops::Deref for N { type Target = i64; fn deref(&self) -> &i64 { &self.0 } }\nimpl Neg",
        );
        assert!(units_of(&deref)
            .iter()
            .flatten()
            .all(|k| !k.contains("Neg")));
        let own = LIBRARY_TEXT.replace(
            "use std::ops::{Add, Neg};",
            "use std::ops::Add; trait Neg { type Output; fn neg(self) -> N; }",
        );
        assert!(units_of(&own).iter().flatten().all(|k| !k.contains("Neg")));
        let renamed = LIBRARY_TEXT.replace("{Add, Neg}", "{Add, Sub as Neg}");
        assert!(units_of(&renamed)
            .iter()
            .flatten()
            .all(|k| !k.contains("Neg")));
    }

    #[test]
    fn removing_a_unit_takes_exactly_its_impls() {
        let mut file = syn::parse_file(LIBRARY_TEXT).expect("valid Rust");
        let all = units(&file);
        assert_eq!(remove(&mut file, &all[3].keys), 1);
        let text = prettyplease::unparse(&file);
        assert!(!text.contains("From<i64>"), "{text}");
        assert!(text.contains("From<i32>"), "{text}");
        assert_eq!(text.matches("impl").count(), 8, "{text}");
    }
}
