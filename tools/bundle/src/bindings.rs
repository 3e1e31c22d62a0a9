//! Bindings nothing uses any more: removing a field with its initialiser
//! can leave the parameter or variable that held the value unused
//! (`TableMoves::new(filled, rows, cols, large)` once `rows` and `cols`
//! are gone), and rustc reports it ("unused variable: `rows`").
//!
//! - A parameter of a free function or of an inherent method goes, with
//!   the argument in every call that names the function (`f(…)`,
//!   `Type::f(…)`, `Self::f(…)`, `x.f(…)`) with as many arguments as it
//!   takes, when every such argument is plain ([`is_pure`]). A call of
//!   some other function of that name cannot be edited unnoticed: it is
//!   left one argument short, and the compiler rejects the removal.
//! - `let x = e;` goes when `e` is plain.
//! - Any other binding is renamed `_x` (by value, without its `mut`): the
//!   value lives exactly as long as before, and rustc's lint is satisfied.
//!
//! Only the inlined library is edited; rustc knows no unused binding in it
//! but those pruning made.

use crate::fields::is_pure;
use crate::removal::Position;
use std::collections::{BTreeSet, HashMap, HashSet};
use syn::visit::{self, Visit};
use syn::visit_mut::{self as visit_mut, VisitMut};

/// A function as calls name it: its name, and the type of its inherent
/// `impl` block.
#[derive(Clone, PartialEq, Eq, Hash)]
struct FnKey {
    owner: Option<String>,
    name: String,
}

/// A function some of whose parameters nothing uses.
struct Candidate {
    receiver: bool,
    /// Parameters, the receiver left out.
    params: usize,
    /// Which of those (counted the same way) go.
    unused: BTreeSet<usize>,
    /// Defined more than once, or a call passes something that must run.
    keep: bool,
}

fn start(ident: &syn::Ident) -> Position {
    let at = ident.span().start();
    (at.line, at.column)
}

/// The plain identifier a parameter or `let` binds, if that is all it is.
fn bound_ident(pat: &syn::Pat) -> Option<&syn::Ident> {
    match pat {
        syn::Pat::Ident(p) if p.subpat.is_none() && p.by_ref.is_none() => Some(&p.ident),
        syn::Pat::Type(t) => bound_ident(&t.pat),
        _ => None,
    }
}

fn self_type_name(block: &syn::ItemImpl) -> Option<String> {
    match &*block.self_ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// Whether a call's path names the function `key` (`self_type` being the
/// type of the `impl` block the call is in).
fn names_fn(path: &syn::Path, key: &FnKey, self_type: Option<&str>) -> bool {
    let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    match (&key.owner, segments.as_slice()) {
        (Some(owner), [.., ty, name]) => {
            *name == key.name && (ty == owner || (ty == "Self" && self_type == Some(owner)))
        }
        (None, [name]) => *name == key.name,
        (None, [.., module, name]) => {
            *name == key.name && module.starts_with(|c: char| c.is_lowercase())
        }
        _ => false,
    }
}

/// Finds the functions with unused parameters.
struct Definitions<'a> {
    unused: &'a HashSet<Position>,
    found: HashMap<FnKey, Candidate>,
    owner: Option<String>,
}

impl Definitions<'_> {
    fn signature(&mut self, key: FnKey, sig: &syn::Signature) {
        let typed: Vec<&syn::PatType> = sig
            .inputs
            .iter()
            .filter_map(|arg| match arg {
                syn::FnArg::Typed(t) => Some(t),
                syn::FnArg::Receiver(_) => None,
            })
            .collect();
        let unused: BTreeSet<usize> = typed
            .iter()
            .enumerate()
            .filter(|(_, t)| bound_ident(&t.pat).is_some_and(|i| self.unused.contains(&start(i))))
            .map(|(i, _)| i)
            .collect();
        match self.found.get_mut(&key) {
            // Two functions that calls name alike: neither is edited.
            Some(twin) => twin.keep = true,
            None => {
                let candidate = Candidate {
                    receiver: sig.receiver().is_some(),
                    params: typed.len(),
                    unused,
                    keep: false,
                };
                self.found.insert(key, candidate);
            }
        }
    }
}

impl<'ast> Visit<'ast> for Definitions<'_> {
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        let key = FnKey {
            owner: None,
            name: f.sig.ident.to_string(),
        };
        self.signature(key, &f.sig);
        let outer = self.owner.take();
        visit::visit_item_fn(self, f);
        self.owner = outer;
    }

    fn visit_item_impl(&mut self, block: &'ast syn::ItemImpl) {
        // A trait's method keeps the trait's signature.
        let owner = if block.trait_.is_none() {
            self_type_name(block)
        } else {
            None
        };
        let outer = std::mem::replace(&mut self.owner, owner);
        visit::visit_item_impl(self, block);
        self.owner = outer;
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        if let Some(owner) = self.owner.clone() {
            let key = FnKey {
                owner: Some(owner),
                name: f.sig.ident.to_string(),
            };
            self.signature(key, &f.sig);
        }
        let outer = self.owner.take();
        visit::visit_impl_item_fn(self, f);
        self.owner = outer;
    }
}

/// The argument positions of a call that pass unused parameters of a
/// candidate, if it calls one: (key, indices into its arguments).
fn unused_arguments<'a>(
    candidates: &'a HashMap<FnKey, Candidate>,
    call: Call<'_>,
    self_type: Option<&str>,
) -> Option<(&'a FnKey, Vec<usize>)> {
    candidates.iter().find_map(|(key, c)| {
        let shift = match call {
            Call::Path(path, args) if names_fn(path, key, self_type) => {
                let shift = usize::from(c.receiver);
                (args == c.params + shift).then_some(shift)
            }
            Call::Method(name, args) if c.receiver && *name == key.name => {
                (args == c.params).then_some(0)
            }
            _ => None,
        }?;
        Some((key, c.unused.iter().map(|i| i + shift).collect()))
    })
}

#[derive(Clone, Copy)]
enum Call<'a> {
    /// A call of a path, with its number of arguments.
    Path(&'a syn::Path, usize),
    /// A method call, with its name and number of arguments.
    Method(&'a syn::Ident, usize),
}

fn call_of(
    expr: &syn::Expr,
) -> Option<(
    Call<'_>,
    &syn::punctuated::Punctuated<syn::Expr, syn::Token![,]>,
)> {
    match expr {
        syn::Expr::Call(c) => match &*c.func {
            syn::Expr::Path(p) if p.qself.is_none() => {
                Some((Call::Path(&p.path, c.args.len()), &c.args))
            }
            _ => None,
        },
        syn::Expr::MethodCall(m) => Some((Call::Method(&m.method, m.args.len()), &m.args)),
        _ => None,
    }
}

/// Marks the candidates some call passes something that must run.
struct Calls<'a> {
    candidates: &'a HashMap<FnKey, Candidate>,
    impure: HashSet<FnKey>,
    self_type: Option<String>,
}

impl<'ast> Visit<'ast> for Calls<'_> {
    fn visit_item_impl(&mut self, block: &'ast syn::ItemImpl) {
        let outer = std::mem::replace(&mut self.self_type, self_type_name(block));
        visit::visit_item_impl(self, block);
        self.self_type = outer;
    }

    fn visit_expr(&mut self, expr: &'ast syn::Expr) {
        if let Some((call, args)) = call_of(expr) {
            if let Some((key, unused)) =
                unused_arguments(self.candidates, call, self.self_type.as_deref())
            {
                if unused
                    .iter()
                    .any(|&i| args.get(i).is_some_and(|a| !is_pure(a)))
                {
                    self.impure.insert(key.clone());
                }
            }
        }
        visit::visit_expr(self, expr);
    }
}

/// Removes the unused parameters, their arguments and plain `let`s, and
/// renames the other bindings.
struct Edit<'a> {
    candidates: &'a HashMap<FnKey, Candidate>,
    /// Bindings to remove where possible.
    remove: &'a HashSet<Position>,
    /// Bindings to rename.
    rename: &'a HashSet<Position>,
    self_type: Option<String>,
    owner: Option<String>,
    count: usize,
}

impl Edit<'_> {
    fn signature(&mut self, key: FnKey, sig: &mut syn::Signature) {
        let Some(candidate) = self.candidates.get(&key) else {
            return;
        };
        let inputs = std::mem::take(&mut sig.inputs);
        let mut index = 0;
        for arg in inputs {
            if let syn::FnArg::Typed(_) = arg {
                index += 1;
                if candidate.unused.contains(&(index - 1)) {
                    self.count += 1;
                    continue;
                }
            }
            sig.inputs.push(arg);
        }
    }
}

impl VisitMut for Edit<'_> {
    fn visit_item_fn_mut(&mut self, f: &mut syn::ItemFn) {
        let key = FnKey {
            owner: None,
            name: f.sig.ident.to_string(),
        };
        self.signature(key, &mut f.sig);
        let outer = self.owner.take();
        visit_mut::visit_item_fn_mut(self, f);
        self.owner = outer;
    }

    fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
        let self_type = self_type_name(block);
        let owner = if block.trait_.is_none() {
            self_type.clone()
        } else {
            None
        };
        let outer_owner = std::mem::replace(&mut self.owner, owner);
        let outer_type = std::mem::replace(&mut self.self_type, self_type);
        visit_mut::visit_item_impl_mut(self, block);
        self.owner = outer_owner;
        self.self_type = outer_type;
    }

    fn visit_impl_item_fn_mut(&mut self, f: &mut syn::ImplItemFn) {
        if let Some(owner) = self.owner.clone() {
            let key = FnKey {
                owner: Some(owner),
                name: f.sig.ident.to_string(),
            };
            self.signature(key, &mut f.sig);
        }
        let outer = self.owner.take();
        visit_mut::visit_impl_item_fn_mut(self, f);
        self.owner = outer;
    }

    fn visit_expr_mut(&mut self, expr: &mut syn::Expr) {
        visit_mut::visit_expr_mut(self, expr);
        let Some((call, _)) = call_of(expr) else {
            return;
        };
        let Some((_, unused)) = unused_arguments(self.candidates, call, self.self_type.as_deref())
        else {
            return;
        };
        let args = match expr {
            syn::Expr::Call(c) => &mut c.args,
            syn::Expr::MethodCall(m) => &mut m.args,
            _ => return,
        };
        let all = std::mem::take(args);
        for (i, arg) in all.into_iter().enumerate() {
            if !unused.contains(&i) {
                args.push(arg);
            }
        }
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain(|stmt| {
            let syn::Stmt::Local(local) = stmt else {
                return true;
            };
            let unused = bound_ident(&local.pat).is_some_and(|i| self.remove.contains(&start(i)));
            let plain = local
                .init
                .as_ref()
                .is_none_or(|init| init.diverge.is_none() && is_pure(&init.expr));
            if unused && plain {
                self.count += 1;
                return false;
            }
            true
        });
        visit_mut::visit_block_mut(self, block);
    }

    fn visit_field_pat_mut(&mut self, field: &mut syn::FieldPat) {
        // `S { x, .. }` becomes `S { x: _x, .. }`.
        if let syn::Pat::Ident(p) = &*field.pat {
            if field.colon_token.is_none() && self.is_target(&p.ident) {
                field.colon_token = Some(Default::default());
            }
        }
        visit_mut::visit_field_pat_mut(self, field);
    }

    fn visit_pat_ident_mut(&mut self, p: &mut syn::PatIdent) {
        if self.is_target(&p.ident) {
            p.ident = syn::Ident::new(&format!("_{}", p.ident), p.ident.span());
            if p.by_ref.is_none() {
                p.mutability = None;
            }
            self.count += 1;
        }
        visit_mut::visit_pat_ident_mut(self, p);
    }
}

impl Edit<'_> {
    fn is_target(&self, ident: &syn::Ident) -> bool {
        let at = start(ident);
        (self.remove.contains(&at) || self.rename.contains(&at))
            && !ident.to_string().starts_with('_')
    }
}

/// Handles the unused bindings at `remove` (removed where possible, else
/// renamed) and at `rename` (renamed) in the library `module`; how many
/// were found.
pub fn handle(
    module: &mut syn::ItemMod,
    remove: &HashSet<Position>,
    rename: &HashSet<Position>,
) -> usize {
    if remove.is_empty() && rename.is_empty() {
        return 0;
    }
    let mut definitions = Definitions {
        unused: remove,
        found: HashMap::new(),
        owner: None,
    };
    definitions.visit_item_mod(module);
    let mut candidates: HashMap<FnKey, Candidate> = definitions
        .found
        .into_iter()
        .filter(|(_, c)| !c.unused.is_empty() && !c.keep)
        .collect();
    let mut calls = Calls {
        candidates: &candidates,
        impure: HashSet::new(),
        self_type: None,
    };
    calls.visit_item_mod(module);
    let impure = calls.impure;
    candidates.retain(|key, _| !impure.contains(key));
    let mut edit = Edit {
        candidates: &candidates,
        remove,
        rename,
        self_type: None,
        owner: None,
        count: 0,
    };
    edit.visit_item_mod_mut(module);
    edit.count
}
