//! Pruning driven by the compiler: the bundle keeps, of the library, only
//! what the solution reaches.
//!
//! rustc already knows what is unused: its dead-code lint marks everything
//! not reachable from `main` (so one round finds whole unused call trees),
//! and its unused-import lint the `use` leaves nothing resolves through.
//! Each round prints the bundle, type-checks it (`--emit=metadata`, about
//! 0.1 s), maps each warning's span back to the item in the re-parsed tree
//! and removes it ([`crate::removal`]); a removal can leave more unused
//! (an import only a removed function needed), so rounds repeat until the
//! compiler reports nothing we can remove. Fields only pruned code read
//! are reported ("field `x` is never read") and go the same way
//! ([`crate::fields`]), and then the parameters and variables only they
//! used ("unused variable", [`crate::bindings`]).
//!
//! rustc does not report unused `pub` items of a binary crate, so while
//! pruning the library's visibilities are narrowed to `pub(crate)`; the
//! final text has `pub` again (shorter, and it can only silence lints).
//! If a round's removals break the build (a type never constructed but
//! still named, say), each is tried alone and the ones that break are kept.
//!
//! rustc never reports a trait impl unused, so when the rounds are done
//! the library's operator and conversion impls ([`crate::impls`]) are
//! removed wherever the bundle still type-checks without them (the errors
//! of a failed removal say which to keep; group testing when they do not),
//! and the rounds run again for the helpers only those impls called.
//! Impls whose code runs are kept without a trial: one build without
//! optimisation, each candidate's methods calling a marker function of
//! its own, shows which markers `main` reaches (a trial of those could
//! only fail; this took zero-sum's bundle from 86 type-checks and 28 s to
//! 8 and 4 s).
//!
//! Derived traits nothing needs go the same way, but cheaper: all at once,
//! those the errors name with their type put back, level by level
//! ([`crate::impls`] says why a derive that compiles without it was not
//! needed). Inherent impls left empty go. Last, every library `pub` that no
//! other module needs is dropped ([`crate::visibility`]), four bytes each.
//!
//! A judge compiles with `-D warnings`, so a bundle with anything left that
//! the compiler warns about (a field the solution's own code initialises,
//! a warning in the solution itself) is no bundle: pruning fails with one
//! line naming it. Only then is the final text (with `pub`) checked once
//! more, as a judge compiles it, since `pub` silences some of what the
//! narrowed text reports.

use crate::impls;
use crate::json::Json;
use crate::removal::{self, Targets};
use crate::visibility;
use crate::{Failure, LIBRARY};
use std::collections::{BTreeSet, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use syn::visit_mut::{self, VisitMut};

/// Rounds are few in practice (three or four); this only stops a loop that
/// would not end.
const MAX_ROUNDS: usize = 50;

/// The lints whose reports name something to remove.
const PRUNED_LINTS: [&str; 5] = [
    "dead_code",
    "unused_imports",
    "unused_macros",
    "unused_variables",
    "unreachable_patterns",
];

/// The lints that narrowing visibilities makes rustc report, which the
/// final text, with `pub` again, does not have (`private_interfaces` on
/// the solution's `pub fn solve`, which names library types).
const NARROWING_LINTS: [&str; 2] = ["private_interfaces", "private_bounds"];

/// One type-check of a bundle text with rustc.
pub struct Compiler {
    scratch: PathBuf,
    /// `--extern` and `-L` arguments for the crates a bundle may use.
    extern_args: Vec<String>,
    /// Pruned texts by their input's hash: a solver's two bundles (with and
    /// without `--std`) are usually the same code, and scripts/check-bundles
    /// makes both.
    cache: PathBuf,
}

impl Compiler {
    pub fn new(target_dir: &Path, extern_args: Vec<String>) -> Result<Self, Failure> {
        let scratch = target_dir
            .join("bundle-scratch")
            .join(std::process::id().to_string());
        let cache = target_dir.join("bundle-cache");
        for dir in [&scratch, &cache] {
            std::fs::create_dir_all(dir)
                .map_err(|e| Failure::new(format!("cannot create {}: {e}", dir.display())))?;
        }
        Ok(Compiler {
            scratch,
            extern_args,
            cache,
        })
    }

    /// Where the pruned text of `text` is kept: FNV-1a of everything the
    /// result depends on but rustc itself (a new rustc that reports more
    /// would show in check-bundles' `-D warnings` build). The bundler's own
    /// build is part of it, so a changed bundler never reads old results.
    fn cache_file(&self, text: &str) -> PathBuf {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let bundler = std::env::current_exe()
            .and_then(std::fs::metadata)
            .map(|m| format!("{:?} {}", m.modified().ok(), m.len()))
            .unwrap_or_default();
        let inputs = [bundler.as_str(), text]
            .into_iter()
            .chain(self.extern_args.iter().map(String::as_str));
        for byte in inputs.flat_map(|s| s.bytes().chain([0])) {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
        self.cache.join(format!("{hash:016x}.rs"))
    }

    /// rustc run on `text` as a binary crate with `options`, writing to
    /// `output`; its exit status and what it wrote to stderr.
    fn rustc(
        &self,
        options: &[&str],
        output: &Path,
        text: &str,
    ) -> Result<std::process::Output, Failure> {
        let mut child = Command::new("rustc")
            .args([
                "--edition",
                "2021",
                "--crate-type",
                "bin",
                "--crate-name",
                "bundle",
            ])
            .args(options)
            .arg("-o")
            .arg(output)
            .args(&self.extern_args)
            .arg("-")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| Failure::new(format!("cannot run rustc: {e}")))?;
        let written = child
            .stdin
            .take()
            .expect("piped stdin")
            .write_all(text.as_bytes());
        let done = child
            .wait_with_output()
            .map_err(|e| Failure::new(format!("cannot run rustc: {e}")))?;
        written.map_err(|e| Failure::new(format!("cannot write to rustc: {e}")))?;
        Ok(done)
    }

    /// rustc's diagnostics for `text`, compiled as a binary crate.
    fn check(&self, text: &str) -> Result<Vec<Diagnostic>, Failure> {
        self.diagnostics(text, &[])
    }

    /// rustc's diagnostics for `text` compiled as a judge compiles it
    /// (`rustc -O` has no debug assertions), short of generating code.
    fn check_as_judge(&self, text: &str) -> Result<Vec<Diagnostic>, Failure> {
        self.diagnostics(text, &["-C", "debug-assertions=off"])
    }

    fn diagnostics(&self, text: &str, extra: &[&str]) -> Result<Vec<Diagnostic>, Failure> {
        let mut options = vec!["--emit=metadata", "--error-format=json"];
        options.extend(extra);
        let done = self.rustc(&options, &self.scratch.join("bundle.rmeta"), text)?;
        Ok(String::from_utf8_lossy(&done.stderr)
            .lines()
            .filter_map(Json::parse)
            .filter(|message| message.get("$message_type").as_str() == Some("diagnostic"))
            .map(|message| Diagnostic::of(&message))
            .collect())
    }

    /// The names of the functions whose code a build of `text` without
    /// optimisation generates: with `-C no-prepopulate-passes` LLVM runs no
    /// pass at all (not even the one that inlines `#[inline(always)]`), and
    /// rustc generates code only for what `main` reaches. `None` when
    /// `text` does not build (as when a crate it uses is known to rustc
    /// only by its metadata).
    fn generated_functions(&self, text: &str) -> Result<Option<String>, Failure> {
        let ir = self.scratch.join("bundle.ll");
        let options = [
            "--emit=llvm-ir",
            "-C",
            "opt-level=0",
            "-C",
            "no-prepopulate-passes",
            "-C",
            "debuginfo=0",
            "--cap-lints",
            "allow",
        ];
        if !self.rustc(&options, &ir, text)?.status.success() {
            return Ok(None);
        }
        let defined = std::fs::read_to_string(&ir)
            .map_err(|e| Failure::new(format!("cannot read {}: {e}", ir.display())))?
            .lines()
            .filter(|line| line.starts_with("define "))
            .collect::<Vec<_>>()
            .join("\n");
        Ok(Some(defined))
    }
}

impl Drop for Compiler {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.scratch);
    }
}

struct Diagnostic {
    is_error: bool,
    is_warning: bool,
    /// The whole report as rustc prints it, with notes and code.
    rendered: String,
    /// Its message, notes and span labels, without the code.
    summary: String,
    lint: String,
    message: String,
    spans: Vec<DiagnosticSpan>,
    /// The text a labelled secondary span highlights: for a field never
    /// read, its struct or variant ("fields in this struct").
    context: Option<String>,
}

struct DiagnosticSpan {
    /// (line, column) of the start and of the end, as proc_macro2 counts
    /// them: rustc's columns are 1-based, proc_macro2's 0-based.
    start: removal::Position,
    end: removal::Position,
    /// The highlighted text: with the message, what names a diagnostic
    /// across rounds, whose line numbers change.
    text: String,
    in_macro: bool,
}

/// A diagnostic's message, its children's and its spans' labels.
fn summary(message: &Json) -> String {
    let mut lines = vec![message
        .get("message")
        .as_str()
        .unwrap_or_default()
        .to_string()];
    for span in message.get("spans").items() {
        lines.extend(span.get("label").as_str().map(str::to_string));
    }
    for child in message.get("children").items() {
        lines.push(summary(child));
    }
    lines.join("\n")
}

/// The text a diagnostic's span highlights (on its first line).
fn highlighted(span: &Json) -> String {
    let line = span.get("text").items().first();
    line.and_then(|l| {
        let text = l.get("text").as_str()?;
        let from = l.get("highlight_start").as_usize()?.checked_sub(1)?;
        let to = l.get("highlight_end").as_usize()?.checked_sub(1)?;
        Some(
            text.chars()
                .skip(from)
                .take(to.saturating_sub(from))
                .collect(),
        )
    })
    .unwrap_or_default()
}

impl Diagnostic {
    fn of(message: &Json) -> Self {
        let spans = message
            .get("spans")
            .items()
            .iter()
            .filter(|s| s.get("is_primary").as_bool())
            .map(|s| {
                let number = |key: &str| s.get(key).as_usize().unwrap_or(0);
                let highlighted = highlighted(s);
                DiagnosticSpan {
                    start: (
                        number("line_start"),
                        number("column_start").saturating_sub(1),
                    ),
                    end: (number("line_end"), number("column_end").saturating_sub(1)),
                    text: highlighted,
                    in_macro: !matches!(s.get("expansion"), Json::Null),
                }
            })
            .collect();
        let context = message
            .get("spans")
            .items()
            .iter()
            .find(|s| !s.get("is_primary").as_bool() && s.get("label").as_str().is_some())
            .map(highlighted);
        Diagnostic {
            is_error: message.get("level").as_str() == Some("error"),
            is_warning: message.get("level").as_str() == Some("warning"),
            rendered: message
                .get("rendered")
                .as_str()
                .unwrap_or_default()
                .to_string(),
            summary: summary(message),
            lint: message
                .get("code")
                .get("code")
                .as_str()
                .unwrap_or_default()
                .to_string(),
            message: message
                .get("message")
                .as_str()
                .unwrap_or_default()
                .to_string(),
            spans,
            context,
        }
    }

    fn first_line(&self) -> String {
        match self.spans.first() {
            Some(span) => format!("{} (bundle line {})", self.message, span.start.0),
            None => self.message.clone(),
        }
    }
}

/// A removal the compiler asked for, named so that it is recognised in a
/// later round, where its line has moved.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    message: String,
    text: String,
}

struct Target {
    key: Key,
    targets: Targets,
    /// What to do instead if the removal breaks the build: an unused
    /// parameter that cannot go is renamed.
    fallback: Option<Targets>,
}

/// What the compiler reports as unused and we know how to remove, except
/// what was tried before and had to stay.
fn targets_of(diagnostics: &[Diagnostic], kept: &HashSet<Key>) -> Vec<Target> {
    let mut found = Vec::new();
    for diagnostic in diagnostics {
        if !PRUNED_LINTS.contains(&diagnostic.lint.as_str()) {
            continue;
        }
        let is_import = diagnostic.lint == "unused_imports";
        let is_binding = diagnostic.lint == "unused_variables";
        for span in diagnostic.spans.iter().filter(|s| !s.in_macro) {
            let key = Key {
                message: diagnostic.message.clone(),
                text: span.text.clone(),
            };
            if kept.contains(&key) {
                continue;
            }
            let mut targets = Targets::default();
            let mut fallback = None;
            if is_import {
                targets.imports.insert(span.end);
            } else if diagnostic.lint == "unreachable_patterns" {
                targets.arms.insert(span.start);
            } else if is_binding {
                targets.bindings.insert(span.start);
                let mut renamed = Targets::default();
                renamed.underscore.insert(span.start);
                fallback = Some(renamed);
            } else {
                targets.dead.insert(span.start);
            }
            found.push(Target {
                key,
                targets,
                fallback,
            });
        }
    }
    found
}

/// Every library visibility made `pub(crate)` (`narrow`) or, back from
/// that, `pub`.
struct Visibilities {
    narrow: bool,
}

impl VisitMut for Visibilities {
    fn visit_visibility_mut(&mut self, vis: &mut syn::Visibility) {
        let is_crate = |r: &syn::VisRestricted| r.in_token.is_none() && r.path.is_ident("crate");
        match vis {
            syn::Visibility::Public(_) if self.narrow => *vis = syn::parse_quote!(pub(crate)),
            syn::Visibility::Restricted(r) if self.narrow && !is_crate(r) => {
                *vis = syn::parse_quote!(pub(crate))
            }
            syn::Visibility::Restricted(r) if !self.narrow && is_crate(r) => {
                *vis = syn::parse_quote!(pub)
            }
            _ => {}
        }
    }
}

fn library_visibilities(file: &mut syn::File, narrow: bool) {
    for item in &mut file.items {
        if let syn::Item::Mod(m) = item {
            if m.ident == LIBRARY {
                if let Some((_, items)) = &mut m.content {
                    for inner in items {
                        visit_mut::visit_item_mut(&mut Visibilities { narrow }, inner);
                    }
                }
            }
        }
    }
}

fn parse(text: &str) -> Result<syn::File, Failure> {
    syn::parse_file(text).map_err(|e| {
        Failure::new(format!(
            "the bundler printed code it cannot parse again: {e} (line {})",
            e.span().start().line
        ))
    })
}

/// The bundle with `targets` removed, and its diagnostics; `None` when
/// nothing was found to remove or the result does not compile.
///
/// A `use` that only removed code needed was not unused before the
/// removal, and names a removed item after it: such unresolved imports
/// (E0432) go too, and the compiler is asked again.
fn attempt(
    compiler: &Compiler,
    text: &str,
    targets: &Targets,
) -> Result<Option<(String, Vec<Diagnostic>)>, Failure> {
    let mut file = parse(text)?;
    if removal::remove(&mut file, targets) == 0 {
        return Ok(None);
    }
    for _ in 0..MAX_ROUNDS {
        let pruned = prettyplease::unparse(&file);
        let diagnostics = compiler.check(&pruned)?;
        let errors: Vec<&Diagnostic> = diagnostics.iter().filter(|d| d.is_error).collect();
        if errors.is_empty() {
            return Ok(Some((pruned, diagnostics)));
        }
        let unresolved = Targets {
            imports: errors
                .iter()
                .filter(|d| d.lint == "E0432")
                .flat_map(|d| d.spans.iter().map(|s| s.end))
                .collect(),
            ..Targets::default()
        };
        // Every error but the summary line must be an unresolved import.
        let only_imports = errors
            .iter()
            .all(|d| d.lint == "E0432" || d.spans.is_empty());
        file = parse(&pruned)?;
        if !only_imports || removal::remove(&mut file, &unresolved) == 0 {
            return Ok(None);
        }
    }
    Ok(None)
}

/// Whether removing a target can break code that is still live: a type or
/// variant never constructed may still be named (in a signature, an
/// `if let`), where a function or constant never used cannot be; a field
/// never read may still be initialised where the bundler cannot follow
/// (the solution's own struct expression), or printed by a derived
/// `Debug`; an unused parameter may still be passed by a call it cannot
/// edit.
fn is_risky(target: &Target) -> bool {
    let message = &target.key.message;
    message.contains("never constructed")
        || message.contains("never read")
        || target.fallback.is_some()
        || ["trait ", "enum ", "union ", "type alias ", "struct "]
            .iter()
            .any(|kind| message.starts_with(kind))
}

fn union(targets: &[&Targets]) -> Targets {
    let mut all = Targets::default();
    for targets in targets {
        all.extend(targets);
    }
    all
}

/// The pruned bundle's text; a failure naming what is left that the
/// compiler warns about, if anything (a judge's `-D warnings` would turn
/// it into an error).
pub fn prune(file: &syn::File, compiler: &Compiler) -> Result<String, Failure> {
    let mut narrowed = file.clone();
    library_visibilities(&mut narrowed, true);
    let text = prettyplease::unparse(&narrowed);
    let cached = compiler.cache_file(&text);
    if let Ok(pruned) = std::fs::read_to_string(&cached) {
        return Ok(pruned);
    }
    let pruned = prune_text(text, compiler)?;
    // Written whole first, so that a parallel run never reads half.
    let partial = cached.with_extension(format!("{}.partial", std::process::id()));
    if std::fs::write(&partial, &pruned).is_ok() {
        let _ = std::fs::rename(&partial, &cached);
    }
    Ok(pruned)
}

fn prune_text(text: String, compiler: &Compiler) -> Result<String, Failure> {
    let diagnostics = compiler.check(&text)?;
    if let Some(error) = diagnostics.iter().find(|d| d.is_error) {
        return Err(Failure::new(format!(
            "the bundle does not compile: {}",
            error.first_line()
        )));
    }
    let (mut text, mut diagnostics) = rounds(text, diagnostics, compiler)?;
    // An impl only a removed impl used can go in a later pass, and a
    // helper only a removed impl called in the next rounds.
    let mut generated = None;
    for _ in 0..MAX_ROUNDS {
        let Some(done) = without_unused_impls(compiler, &text, &mut generated)? else {
            break;
        };
        (text, diagnostics) = rounds(done.0, done.1, compiler)?;
    }
    // Inherent impls pruning emptied do nothing; the imports only their
    // headers used go in the rounds after.
    let mut file = parse(&text)?;
    if without_empty_impls(&mut file) > 0 {
        let emptied = prettyplease::unparse(&file);
        let reports = compiler.check(&emptied)?;
        if !reports.iter().any(|d| d.is_error) {
            (text, diagnostics) = rounds(emptied, reports, compiler)?;
        }
    }
    let mut file = parse(&text)?;
    library_visibilities(&mut file, false);
    without_empty_modules(&mut file.items);
    let pruned = prettyplease::unparse(&file);
    // The last round's warnings, but those narrowing made, are left in the
    // final text too, unless `pub` silences them (an unused `pub` item).
    // Only then is the final text checked once more, as a judge compiles
    // it: a warning there fails the bundle.
    let left = diagnostics.iter().any(|d| {
        d.is_warning && !d.spans.is_empty() && !NARROWING_LINTS.contains(&d.lint.as_str())
    });
    if left {
        let judged = compiler.check_as_judge(&pruned)?;
        let warnings: Vec<&Diagnostic> = judged
            .iter()
            .filter(|d| (d.is_warning || d.is_error) && !d.spans.is_empty())
            .collect();
        if let Some(first) = warnings.first() {
            let mut message = unremovable(first, library_line(&pruned));
            if warnings.len() > 1 {
                message += &format!(" (and {} more warnings)", warnings.len() - 1);
            }
            return Err(Failure::new(message));
        }
    }
    leaner(compiler, &pruned)
}

/// `text` (pruned, with `pub` again) without the derived traits nothing
/// needs ([`without_unused_derives`]) and with every `pub` no other module
/// needs dropped ([`narrowed`]), checked as a judge compiles it.
///
/// Both are asked of the compiler at once, since both work the same way:
/// all removed, what the errors and warnings name put back, again until
/// it compiles without a warning (three checks or so for both, where one
/// after the other took five or six). A derived trait's error names its
/// type and trait ("`K` doesn't implement `Debug`"), a privacy error the
/// item, so each report puts back what it is about. If the reports stop
/// naming anything new, each is done on its own.
fn leaner(compiler: &Compiler, text: &str) -> Result<String, Failure> {
    let file = parse(text)?;
    let exempt = visibility::Exempt::of(&file);
    let mut keep = visibility::items_named_across_modules(&file);
    let mut derives = impls::derived_units(&file);
    for _ in 0..MAX_ROUNDS {
        let mut candidate = file.clone();
        let keys: BTreeSet<impls::ImplKey> = derives
            .iter()
            .flat_map(|u| u.keys.iter().cloned())
            .collect();
        let changed = impls::remove(&mut candidate, &keys)
            + visibility::narrow(&mut candidate, &keep, &exempt);
        if changed == 0 {
            return Ok(text.to_string());
        }
        let (candidate, reports) = cleaned(compiler, prettyplease::unparse(&candidate))?;
        let problems: Vec<&Diagnostic> = reports
            .iter()
            .filter(|d| (d.is_error || d.is_warning) && !d.spans.is_empty())
            .collect();
        if problems.is_empty() {
            return Ok(candidate);
        }
        let before = (derives.len(), keep.len());
        derives.retain(|unit| !problems.iter().any(|p| unit.named_in(&p.summary)));
        // What the messages name; if that is nothing new, what their
        // labels and notes name too.
        for problem in &problems {
            keep.extend(visibility::names_in(&problem.message));
        }
        if keep.len() == before.1 {
            for problem in &problems {
                keep.extend(visibility::names_in(&problem.summary));
            }
        }
        if (derives.len(), keep.len()) == before {
            break;
        }
    }
    // One after the other; whatever is left that a judge would warn about
    // (it never should be) means the text as it was.
    let fewer = match without_unused_derives(compiler, text)? {
        Some(done) => rounds(done.0, done.1, compiler)?.0,
        None => text.to_string(),
    };
    let fewer = narrowed(compiler, &fewer)?.unwrap_or(fewer);
    if fewer != text && !is_clean(&compiler.check_as_judge(&fewer)?) {
        return Ok(text.to_string());
    }
    Ok(fewer)
}

/// `text` checked as a judge compiles it, and, if it compiles, without
/// what the pruning rounds remove (an import only a removed derive used:
/// `use std::fmt::Debug` also names the derive macro); its reports.
fn cleaned(compiler: &Compiler, text: String) -> Result<Checked, Failure> {
    let reports = compiler.check_as_judge(&text)?;
    if reports.iter().any(|d| d.is_error) {
        return Ok((text, reports));
    }
    let (pruned, after) = rounds(text.clone(), reports, compiler)?;
    if pruned == text {
        return Ok((text, after));
    }
    let reports = compiler.check_as_judge(&pruned)?;
    Ok((pruned, reports))
}

/// Whether a judge's compiler reports nothing on a text.
fn is_clean(reports: &[Diagnostic]) -> bool {
    !reports
        .iter()
        .any(|d| (d.is_error || d.is_warning) && !d.spans.is_empty())
}

/// `text` with the library's visibilities narrowed to what the bundle
/// needs ([`crate::visibility`]), checked as a judge compiles it; `None`
/// when nothing can be narrowed or the compiler's reports stop naming what
/// to put back.
fn narrowed(compiler: &Compiler, text: &str) -> Result<Option<String>, Failure> {
    let file = parse(text)?;
    let exempt = visibility::Exempt::of(&file);
    let mut keep = visibility::items_named_across_modules(&file);
    for _ in 0..MAX_ROUNDS {
        let mut narrow = file.clone();
        if visibility::narrow(&mut narrow, &keep, &exempt) == 0 {
            return Ok(None);
        }
        let candidate = prettyplease::unparse(&narrow);
        let reports = compiler.check_as_judge(&candidate)?;
        let problems: Vec<&Diagnostic> = reports
            .iter()
            .filter(|d| (d.is_error || d.is_warning) && !d.spans.is_empty())
            .collect();
        if problems.is_empty() {
            return Ok(Some(candidate));
        }
        // What the messages name; if that is nothing new, what their
        // labels and notes name too.
        let before = keep.len();
        for problem in &problems {
            keep.extend(visibility::names_in(&problem.message));
        }
        if keep.len() == before {
            for problem in &problems {
                keep.extend(visibility::names_in(&problem.summary));
            }
        }
        if keep.len() == before {
            return Ok(None);
        }
    }
    Ok(None)
}

/// The line where the inlined library starts in `text`.
fn library_line(text: &str) -> usize {
    let file = syn::parse_file(text).ok();
    let library = file.as_ref().and_then(|f| {
        f.items.iter().find_map(|item| match item {
            syn::Item::Mod(m) if m.ident == LIBRARY => Some(m.mod_token.span.start().line),
            _ => None,
        })
    });
    library.unwrap_or(usize::MAX)
}

/// One line naming what a judge would reject: a warning left in the
/// library (a field never read is named with its struct) or in the
/// solution itself.
fn unremovable(warning: &Diagnostic, library_line: usize) -> String {
    let in_library = warning
        .spans
        .first()
        .is_some_and(|s| s.start.0 >= library_line);
    if !in_library {
        return format!(
            "the solution has code the compiler warns about ({}), which a judge compiling with -D warnings rejects",
            warning.message
        );
    }
    let fields = ["is never read", "are never read"]
        .iter()
        .find_map(|tail| warning.message.strip_suffix(tail))
        .filter(|names| names.starts_with("field"));
    match (fields, &warning.context) {
        (Some(names), Some(owner)) => {
            let them = if names.starts_with("fields") {
                "them"
            } else {
                "it"
            };
            format!(
                "the bundle keeps {names}of `{owner}`, which nothing reads, and the bundler cannot remove {them}"
            )
        }
        _ => format!(
            "the bundle keeps code the compiler warns about ({}), and the bundler cannot remove it",
            warning.message
        ),
    }
}

/// The text without the library trait impls it compiles without (see
/// [`crate::impls`] for why that cannot change what it does), and its
/// diagnostics; `None` when every candidate is needed.
///
/// All candidates are removed at once; the units the compile errors seem
/// to name ([`impls::Unit::named_by`]) are kept and the rest tried again,
/// until the removal compiles: a few checks, as deep as impls use impls.
/// The units kept on the errors' word are then group-tested themselves.
/// If the errors name none of what is left, group testing takes over: a
/// group whose removal compiles goes at once, one that breaks the build is
/// split in halves, down to single units, which stay (about k·log2(n)
/// checks for k needed units of n).
///
/// `known` is what the last pass found of the units' code, for the text
/// it returned; this pass returns what it found, for the text it returns.
fn without_unused_impls(
    compiler: &Compiler,
    text: &str,
    known: &mut Option<Generated>,
) -> Result<Option<(String, Vec<Diagnostic>)>, Failure> {
    let mut units = impls::units(&parse(text)?);
    if units.is_empty() {
        return Ok(None);
    }
    // A unit whose code runs is needed: trials that could only fail are
    // skipped. (Only a saving: a unit whose code never runs may still be
    // needed by a bound, and is tried.)
    let reused = known
        .as_ref()
        .filter(|k| k.text == text)
        .and_then(|k| units.iter().map(|u| k.of(&u.keys)).collect());
    let runs: Option<Vec<bool>> = match reused {
        Some(runs) => Some(runs),
        None => {
            let mut marked = parse(text)?;
            impls::mark(&mut marked, &units);
            compiler
                .generated_functions(&prettyplease::unparse(&marked))?
                .map(|generated| {
                    (0..units.len())
                        .map(|index| generated.contains(&impls::marker(index)))
                        .collect()
                })
        }
    };
    let found: Option<Vec<(BTreeSet<impls::ImplKey>, bool)>> = runs.as_ref().map(|runs| {
        units
            .iter()
            .zip(runs)
            .map(|(unit, &runs)| (unit.keys.clone(), runs))
            .collect()
    });
    *known = None;
    let remember = |known: &mut Option<Generated>, done: &Checked| {
        *known = found.clone().map(|units| Generated {
            text: done.0.clone(),
            units,
        });
    };
    if let Some(runs) = &runs {
        let mut index = 0..;
        units.retain(|_| !runs[index.next().expect("endless")]);
    }
    let mut guessed_needed = Vec::new();
    for _ in 0..MAX_ROUNDS {
        if units.is_empty() {
            break;
        }
        let errors = match without_impls(compiler, text, &units)? {
            // What the errors named may be more than is needed (an error
            // about the type `Error` names `impl std::error::Error for
            // Error` too): those units are tested in groups on what is left.
            Ok(done) => {
                let fewer = group_testing(compiler, &done.0, &guessed_needed)?;
                let done = fewer.unwrap_or(done);
                remember(known, &done);
                return Ok(Some(done));
            }
            Err(errors) => errors,
        };
        let (named, rest): (Vec<_>, Vec<_>) = units.into_iter().partition(|unit| {
            errors
                .iter()
                .any(|e| unit.named_by(&e.rendered, &e.summary))
        });
        units = rest;
        if named.is_empty() {
            break;
        }
        guessed_needed.extend(named);
    }
    units.extend(guessed_needed);
    let done = group_testing(compiler, text, &units)?;
    if let Some(done) = &done {
        remember(known, done);
    }
    Ok(done)
}

/// Which impl units' code a build of a text generates
/// ([`Compiler::generated_functions`]), kept for the text a pass of
/// [`without_unused_impls`] returns: that pass removed only units whose
/// code is not generated, and their removal compiled, so no call anywhere
/// changed (see [`crate::impls`]) and what is generated of the units left
/// is what it was. The next pass asks again only if the dead-code rounds
/// changed the text in between (a field's initialiser removed may have
/// been the one use of an operator impl) or it finds a unit not seen
/// (an impl a literal falls back to, a candidate once the others are
/// gone).
struct Generated {
    text: String,
    units: Vec<(BTreeSet<impls::ImplKey>, bool)>,
}

impl Generated {
    /// Whether the code of the unit of exactly these impls is generated,
    /// if it was a unit of the text.
    fn of(&self, keys: &BTreeSet<impls::ImplKey>) -> Option<bool> {
        self.units
            .iter()
            .find(|(seen, _)| seen == keys)
            .map(|&(_, runs)| runs)
    }
}

/// The text without the derived traits it compiles without (see
/// [`crate::impls`] for why that cannot change what it does), and its
/// diagnostics; `None` when every one is needed.
///
/// All are removed at once; those a compile error names with their type
/// ("`K` doesn't implement `Debug`") are put back, and the rest
/// tried again, as deep as derives need derives (a derived `Debug` needs
/// its fields'): a check or two per level, where group testing took a
/// check per needed trait. Only if the errors name none of them does
/// group testing decide.
fn without_unused_derives(compiler: &Compiler, text: &str) -> Result<Option<Checked>, Failure> {
    let mut units = impls::derived_units(&parse(text)?);
    for _ in 0..MAX_ROUNDS {
        if units.is_empty() {
            break;
        }
        let errors = match without_impls(compiler, text, &units)? {
            Ok(done) => return Ok(Some(done)),
            Err(errors) => errors,
        };
        let (named, rest): (Vec<_>, Vec<_>) = units
            .into_iter()
            .partition(|unit| errors.iter().any(|e| unit.named_in(&e.summary)));
        if named.is_empty() {
            return group_testing(compiler, text, &rest);
        }
        units = rest;
    }
    Ok(None)
}

/// The text without the impls of those `units` it compiles without, by
/// group testing (see [`without_unused_impls`]), and its diagnostics;
/// `None` when every unit is needed.
fn group_testing(
    compiler: &Compiler,
    text: &str,
    units: &[impls::Unit],
) -> Result<Option<Checked>, Failure> {
    if units.is_empty() {
        return Ok(None);
    }
    let mut text = text.to_string();
    let mut result = None;
    let mut groups = vec![units];
    while let Some(group) = groups.pop() {
        match without_impls(compiler, &text, group)? {
            Ok(done) => {
                text = done.0.clone();
                result = Some(done);
            }
            Err(_) if group.len() > 1 => {
                let (first, second) = group.split_at(group.len() / 2);
                // The first half is tried first.
                groups.push(second);
                groups.push(first);
            }
            Err(_) => {}
        }
    }
    Ok(result)
}

/// A bundle text that compiles, and its diagnostics.
type Checked = (String, Vec<Diagnostic>);

/// The text without the impls of `units` and its diagnostics if it
/// compiles, else its errors. (No import can name an impl, so unlike
/// [`attempt`] there is nothing unresolved to follow up.)
fn without_impls(
    compiler: &Compiler,
    text: &str,
    units: &[impls::Unit],
) -> Result<Result<Checked, Vec<Diagnostic>>, Failure> {
    let keys: BTreeSet<impls::ImplKey> =
        units.iter().flat_map(|u| u.keys.iter().cloned()).collect();
    let mut file = parse(text)?;
    impls::remove(&mut file, &keys);
    let pruned = prettyplease::unparse(&file);
    let diagnostics = compiler.check(&pruned)?;
    // `x.clone()` that clones a reference once `Clone` is gone compiles,
    // and does something else: as bad as an error.
    let breaks = |d: &Diagnostic| d.is_error || d.lint == "noop_method_call";
    if diagnostics.iter().any(breaks) {
        Ok(Err(diagnostics.into_iter().filter(breaks).collect()))
    } else {
        Ok(Ok((pruned, diagnostics)))
    }
}

/// The dead-code rounds: remove what the compiler reports unused until it
/// reports nothing we can remove; the text and its diagnostics.
fn rounds(
    mut text: String,
    mut diagnostics: Vec<Diagnostic>,
    compiler: &Compiler,
) -> Result<(String, Vec<Diagnostic>), Failure> {
    let mut kept = HashSet::new();
    for _ in 0..MAX_ROUNDS {
        let targets = targets_of(&diagnostics, &kept);
        if targets.is_empty() {
            break;
        }
        // What had to stay may go once something else went (an enum only
        // a removed struct's field named): every change starts afresh.
        let all: Vec<&Targets> = targets.iter().map(|t| &t.targets).collect();
        if let Some(done) = attempt(compiler, &text, &union(&all))? {
            (text, diagnostics) = done;
            kept.clear();
            continue;
        }
        // Something in this round must stay. First everything that cannot
        // break live code; the rest comes back in the next round.
        let safe: Vec<&Targets> = targets
            .iter()
            .filter(|t| !is_risky(t))
            .map(|t| &t.targets)
            .collect();
        if !safe.is_empty() && safe.len() < targets.len() {
            if let Some(done) = attempt(compiler, &text, &union(&safe))? {
                (text, diagnostics) = done;
                kept.clear();
                continue;
            }
        }
        // Then each target that may break something alone, with everything
        // safe (what it needs may go with it), or else its fallback.
        let mut removable: Vec<&Targets> = Vec::new();
        for target in targets.iter().filter(|t| is_risky(t)) {
            let choices = std::iter::once(&target.targets).chain(&target.fallback);
            let mut chosen = None;
            for choice in choices {
                let mut with_safe = safe.clone();
                with_safe.push(choice);
                if attempt(compiler, &text, &union(&with_safe))?.is_some() {
                    chosen = Some(choice);
                    break;
                }
            }
            match chosen {
                Some(choice) => removable.push(choice),
                None => {
                    kept.insert(target.key.clone());
                }
            }
        }
        if removable.is_empty() {
            // Nothing goes: what is left stays, and is reported.
            kept.extend(targets.iter().map(|t| t.key.clone()));
            continue;
        }
        removable.extend(&safe);
        match attempt(compiler, &text, &union(&removable))? {
            Some(done) => {
                (text, diagnostics) = done;
                kept.clear();
            }
            None => kept.extend(targets.iter().map(|t| t.key.clone())),
        }
    }
    Ok((text, diagnostics))
}

/// Drops the library modules pruning has emptied (nothing can name them
/// any more: the `use` items that did were unused and are gone).
fn without_empty_modules(items: &mut Vec<syn::Item>) {
    items.retain_mut(|item| match item {
        syn::Item::Mod(m) => match &mut m.content {
            Some((_, inner)) => {
                without_empty_modules(inner);
                !inner.is_empty()
            }
            None => true,
        },
        _ => true,
    });
}

/// Drops the library's inherent impl blocks that pruning has emptied
/// (`impl<N: Number> Thermograph<N> {}`): they do nothing. A trait impl
/// without items is kept: it implements the trait. How many went.
fn without_empty_impls(file: &mut syn::File) -> usize {
    fn walk(items: &mut Vec<syn::Item>) -> usize {
        let before = items.len();
        items.retain(|item| match item {
            syn::Item::Impl(block) => block.trait_.is_some() || !block.items.is_empty(),
            _ => true,
        });
        let mut count = before - items.len();
        for item in items {
            if let syn::Item::Mod(m) = item {
                if let Some((_, inner)) = &mut m.content {
                    count += walk(inner);
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
                    count += walk(inner);
                }
            }
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A solution and a library whose operator and conversion impls are
    /// partly used: by an operator, `into`, `parse`, `{}` and `?`.
    const BUNDLE: &str = "use std::io::Write;\n\
        fn main() -> Result<(), Box<dyn std::error::Error>> {\n\
            let a = game_theory::N::from(5);\n\
            let b: game_theory::N = 7i64.into();\n\
            let c: game_theory::N = \"9\".parse()?;\n\
            let s = &a + &b;\n\
            writeln!(std::io::stdout(), \"{} {}\", s, -c).unwrap();\n\
            Ok(())\n\
        }\n\
        mod game_theory {\n\
        use std::ops::{Add, Neg, Sub};\n\
        #[derive(Debug)] pub struct Bad;\n\
        impl std::fmt::Display for Bad { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"bad\") } }\n\
        impl std::error::Error for Bad {}\n\
        pub struct N(i64);\n\
        fn helper(x: i64) -> i64 { x * 2 }\n\
        impl Add for &N { type Output = N; fn add(self, o: &N) -> N { N(self.0 + o.0) } }\n\
        impl Add for N { type Output = N; fn add(self, o: N) -> N { N(helper(self.0) / 2 + o.0) } }\n\
        impl Sub for &N { type Output = N; fn sub(self, o: &N) -> N { N(self.0 - o.0) } }\n\
        impl Neg for N { type Output = N; fn neg(self) -> N { N(-self.0) } }\n\
        impl Neg for &N { type Output = N; fn neg(self) -> N { N(-self.0) } }\n\
        impl From<i64> for N { fn from(x: i64) -> N { N(x) } }\n\
        impl From<i32> for N { fn from(x: i32) -> N { N(100 + i64::from(x)) } }\n\
        impl From<u8> for N { fn from(x: u8) -> N { N(x.into()) } }\n\
        impl TryFrom<&N> for i64 { type Error = Bad; fn try_from(n: &N) -> Result<i64, Bad> { Ok(n.0) } }\n\
        impl std::str::FromStr for N { type Err = Bad; fn from_str(s: &str) -> Result<N, Bad> { s.parse().map(N).map_err(|_| Bad) } }\n\
        impl std::fmt::Display for N { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"{}\", self.0) } }\n\
        impl std::fmt::Debug for N { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"N\") } }\n\
        impl PartialEq for N { fn eq(&self, o: &N) -> bool { self.0 == o.0 } }\n\
        }\n";

    /// A scratch directory of its own: the tests run in parallel, and a
    /// [`Compiler`] removes its scratch directory when dropped.
    fn scratch() -> std::path::PathBuf {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        std::env::temp_dir().join(format!("bundle-prune-test-{}-{n}", std::process::id()))
    }

    fn pruned(text: &str) -> String {
        let dir = scratch();
        let compiler = Compiler::new(&dir, Vec::new()).unwrap_or_else(|Failure(m)| panic!("{m}"));
        let text =
            prune_text(text.to_string(), &compiler).unwrap_or_else(|Failure(m)| panic!("{m}"));
        let _ = std::fs::remove_dir_all(&dir);
        text
    }

    /// What `text` prints, compiled as a judge would (warnings denied).
    fn output(text: &str, name: &str) -> String {
        run(text, name, "warnings")
    }

    /// What `text` prints, warnings allowed (an unpruned bundle has some).
    fn output_unpruned(text: &str, name: &str) -> String {
        run(text, name, "nothing")
    }

    fn run(text: &str, name: &str, denied: &str) -> String {
        let dir = std::env::temp_dir().join(format!("bundle-prune-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        std::fs::write(dir.join("b.rs"), text).expect("writable");
        let built = Command::new("rustc")
            .args([
                "--edition",
                "2021",
                "--cap-lints",
                "warn",
                "-D",
                denied,
                "-o",
            ])
            .arg(dir.join("b"))
            .arg(dir.join("b.rs"))
            .output()
            .expect("rustc runs");
        assert!(
            built.status.success(),
            "{}\n{text}",
            String::from_utf8_lossy(&built.stderr)
        );
        let ran = Command::new(dir.join("b")).output().expect("runs");
        let _ = std::fs::remove_dir_all(&dir);
        String::from_utf8_lossy(&ran.stdout).into_owned()
    }

    #[test]
    fn unused_operator_and_conversion_impls_go_and_used_ones_stay() {
        let before = output(BUNDLE, "before");
        // `N::from(5)` falls back to i32: From<i32>, not From<i64>.
        assert_eq!(before, "112 -9\n");
        let text = pruned(BUNDLE);
        assert_eq!(output(&text, "after"), before, "{text}");
        for used in [
            "Add for &N",
            "Neg for N",
            "From<i64> for N",
            "From<i32> for N",
            "FromStr for N",
            "Display for N",
            "Display for Bad",
            "Error for Bad",
            "PartialEq for N",
        ] {
            assert!(text.contains(used), "{used} is used:\n{text}");
        }
        for unused in [
            "Add for N",
            "Sub",
            "Neg for &N",
            "TryFrom",
            "Debug for N",
            "fn helper",
        ] {
            assert!(!text.contains(unused), "{unused} is unused:\n{text}");
        }
    }

    #[test]
    fn the_units_whose_code_runs_are_found_in_one_build() {
        let file = parse(BUNDLE).unwrap_or_else(|Failure(m)| panic!("{m}"));
        let units = impls::units(&file);
        let mut marked = file.clone();
        impls::mark(&mut marked, &units);
        let dir = scratch();
        let compiler = Compiler::new(&dir, Vec::new()).unwrap_or_else(|Failure(m)| panic!("{m}"));
        let generated = compiler
            .generated_functions(&prettyplease::unparse(&marked))
            .unwrap_or_else(|Failure(m)| panic!("{m}"))
            .expect("the marked bundle builds");
        let _ = std::fs::remove_dir_all(&dir);
        let mut reached: Vec<String> = units
            .iter()
            .enumerate()
            .filter(|(i, _)| generated.contains(&impls::marker(*i)))
            .flat_map(|(_, unit)| {
                unit.keys
                    .iter()
                    .map(|k| k.split(" | ").last().unwrap_or(k).to_string())
            })
            .collect();
        reached.sort();
        // Called from main: `&a + &b`, `-c`, `into` (From<i64>; From<i32>,
        // which `N::from(5)` calls, is no candidate), `parse`, `{}` on N, and
        // `Display for Bad` through the `dyn Error` that `?` makes of it.
        // `Error for Bad` has no method of its own to mark: it is tried.
        let expected = [
            "impl  Add for & N ",
            "impl  Neg for N ",
            "impl  From < i64 > for N ",
            "impl  std :: fmt :: Display for Bad ",
            "impl  std :: str :: FromStr for N ",
            "impl  std :: fmt :: Display for N ",
        ];
        let mut expected: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
        expected.sort();
        assert_eq!(reached, expected);
    }

    #[test]
    fn an_impl_the_errors_only_seem_to_name_goes_too() {
        // Every error about the type `Error` names `impl std::error::Error
        // for Error` by its words; group testing finds it unused.
        let text = "fn main() { println!(\"{}\", game_theory::Error); }\n\
            pub mod game_theory {\n\
            pub struct Error;\n\
            impl std::fmt::Display for Error { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"e\") } }\n\
            impl std::fmt::Debug for Error { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"E\") } }\n\
            impl std::error::Error for Error {}\n\
            }\n";
        let text = pruned(text);
        assert!(text.contains("Display for Error"), "{text}");
        assert!(!text.contains("error::Error for Error"), "{text}");
        assert_eq!(output(&text, "seeming"), "e\n");
    }

    #[test]
    fn the_impl_an_integer_literal_falls_back_to_stays() {
        // `N::from(5)` takes From<i32> (the fallback of an ambiguous
        // literal); without it, From<i64> would be inferred and the
        // program would print 5. From<i64> is unused and goes; From<i32>
        // stays, and the literal still falls back to it.
        let text = "fn main() { println!(\"{}\", game_theory::N::from(5).0); }\n\
            mod game_theory {\n\
            pub struct N(pub i64);\n\
            impl From<i32> for N { fn from(x: i32) -> N { N(100 + i64::from(x)) } }\n\
            impl From<i64> for N { fn from(x: i64) -> N { N(x) } }\n\
            impl From<u8> for N { fn from(x: u8) -> N { N(x.into()) } }\n\
            }\n";
        assert_eq!(output(text, "literal"), "105\n");
        let after = pruned(text);
        assert_eq!(output(&after, "literal-after"), "105\n", "{after}");
        assert!(after.contains("From<i32> for N"), "{after}");
        assert!(
            !after.contains("From<i64>") && !after.contains("From<u8>"),
            "{after}"
        );
    }

    #[test]
    fn number_impls_go_one_by_one_and_the_fallback_last() {
        // From<u8> is unused; From<i64> is used by `into`; From<i32> by the
        // literal.
        let text = pruned(BUNDLE);
        assert!(!text.contains("From<u8> for N"), "{text}");
        assert!(
            text.contains("From<i64> for N") && text.contains("From<i32> for N"),
            "{text}"
        );
        assert_eq!(output(&text, "numbers"), output(BUNDLE, "numbers-before"));
        // No literal, no `into`: every number impl goes, From<i32> once it
        // is the last of them.
        let no_literal = BUNDLE
            .replace("N::from(5)", "N(5)")
            .replace("7i64.into()", "game_theory::N(7)")
            .replace("pub struct N(i64)", "pub struct N(pub i64)");
        assert_eq!(output(&no_literal, "no-literal"), "12 -9\n");
        let text = pruned(&no_literal);
        assert!(!text.contains("From<"), "{text}");
        assert_eq!(output(&text, "no-literal-after"), "12 -9\n");
    }

    #[test]
    fn derived_traits_nothing_needs_go_and_needed_ones_stay() {
        // Debug is needed by `{:?}` on K and by `expect` on a Result<_, E>;
        // PartialEq by `==` on K, Hash and Eq by the map key; Copy by the
        // use of `k` after it was passed by value, and Clone by Copy.
        // Nothing needs P's traits but Clone (`.clone()` on a value), nor
        // E's Clone, PartialEq or Copy. Q's Clone is called on a `&Q`:
        // without it, `x.clone()` would clone the reference and still
        // compile (rustc warns: `noop_method_call`), so it stays.
        let text = "use std::collections::HashMap;\n\
            fn main() {\n\
                let k = game_theory::K(1);\n\
                let mut m = HashMap::new();\n\
                m.insert(k, 2);\n\
                let p = game_theory::P(3).clone();\n\
                let r: Result<u8, game_theory::E> = Ok(4);\n\
                let q = game_theory::first(&game_theory::Q(5));\n\
                println!(\"{:?} {} {} {} {}\", k, k == game_theory::K(1), p.0, r.expect(\"four\"), q);\n\
            }\n\
            mod game_theory {\n\
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]\n\
            pub struct K(pub u8);\n\
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]\n\
            pub struct P(pub u8);\n\
            #[derive(Debug, Clone, Copy, PartialEq)]\n\
            pub struct E;\n\
            #[derive(Clone)]\n\
            pub struct Q(pub u8);\n\
            pub fn first(x: &Q) -> u8 { let y = x.clone(); y.0 }\n\
            }\n";
        let before = output(text, "derives");
        assert_eq!(before, "K(1) true 3 4 5\n");
        let after = pruned(text);
        assert_eq!(output(&after, "derives-after"), before, "{after}");
        let derives: Vec<&str> = after.lines().filter(|l| l.contains("derive")).collect();
        assert_eq!(
            derives,
            [
                "    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]",
                "    #[derive(Clone)]",
                "    #[derive(Debug)]",
                "    #[derive(Clone)]"
            ],
            "{after}"
        );
    }

    #[test]
    fn an_empty_inherent_impl_goes() {
        // Its module's import, which only its header used, goes too.
        let text = "fn main() { game_theory::f(); }\n\
            mod game_theory {\n\
            pub struct S<T>(pub T);\n\
            pub trait Tr {}\n\
            impl Tr for u8 {}\n\
            mod more { use super::{S, Tr}; impl<T: Tr> S<T> { fn unused(&self) {} } }\n\
            pub fn f() { let _ = S(1u8); }\n\
            }\n";
        let after = pruned(text);
        assert!(!after.contains("impl<T: Tr> S<T>"), "{after}");
        assert!(!after.contains("mod more"), "{after}");
        output(&after, "empty-impl");
    }

    /// A library whose structs and variants have fields only unused
    /// methods read, initialised by calls that print (so the order of
    /// evaluation shows in the output).
    const FIELDS: &str = "fn main() {\n\
            let s = game_theory::S::new();\n\
            let t = game_theory::T::new();\n\
            let (v, w) = (game_theory::E::v(), game_theory::E::w());\n\
            println!(\"{} {} {} {}\", s.a, t.1, v.first(), w.first());\n\
        }\n\
        mod game_theory {\n\
        fn note(x: u32) -> u32 { println!(\"note {x}\"); x }\n\
        #[derive(Debug, Clone)]\n\
        pub struct S { pub a: u32, b: u32, c: Vec<u32>, d: u64 }\n\
        impl S {\n\
            pub fn new() -> Self { S { b: note(1), a: note(2), c: Vec::new(), d: note(3).into() } }\n\
            pub fn unused(&self) -> u64 { u64::from(self.b) + self.c.len() as u64 + self.d }\n\
        }\n\
        pub struct T(u64, pub u32, u8);\n\
        impl T {\n\
            pub fn new() -> Self { T(note(4).into(), note(5), note(6) as u8) }\n\
            pub fn unused(&self) -> u64 { self.0 + u64::from(self.2) }\n\
        }\n\
        pub enum E { V(u32, u32), W { p: u32, q: u32 } }\n\
        impl E {\n\
            pub fn v() -> Self { E::V(note(7), note(8)) }\n\
            pub fn w() -> Self { Self::W { q: note(9), p: 10 } }\n\
            pub fn first(&self) -> u32 { match self { E::V(x, ..) => *x, E::W { p, .. } => *p } }\n\
            pub fn unused(&self) -> u32 { match self { E::V(_, y) => *y, E::W { q, .. } => *q } }\n\
        }\n\
        }\n";

    #[test]
    fn fields_nothing_reads_go_and_their_initialisers_still_run_in_order() {
        let before = output_unpruned(FIELDS, "fields");
        let notes: String = (1..10).map(|n| format!("note {n}\n")).collect();
        assert_eq!(before, notes + "2 5 7 10\n");
        let text = pruned(FIELDS);
        assert_eq!(output(&text, "fields-after"), before, "{text}");
        let file = syn::parse_file(&text).expect("valid Rust");
        let fields_of = |name: &str| -> Vec<String> {
            let mut found = Vec::new();
            for item in &file.items {
                let syn::Item::Mod(m) = item else { continue };
                for inner in &m.content.as_ref().expect("inline").1 {
                    match inner {
                        syn::Item::Struct(s) if s.ident == name => {
                            found.extend(s.fields.iter().map(|f| quote::quote!(#f).to_string()));
                        }
                        syn::Item::Enum(e) if e.ident == name => {
                            found.extend(e.variants.iter().map(|v| quote::quote!(#v).to_string()));
                        }
                        _ => {}
                    }
                }
            }
            found
        };
        // Only `a` is read.
        assert_eq!(fields_of("S"), ["pub a : u32"], "{text}");
        // Field 2 goes; field 0 stays as `()`, so that `.1` is still `.1`.
        assert_eq!(fields_of("T"), ["()", "pub u32"], "{text}");
        assert_eq!(fields_of("E"), ["V (u32)", "W { p : u32 }"], "{text}");
        // The derived Debug would print something else: it went too.
        assert!(!text.contains("Debug"), "{text}");
    }

    #[test]
    fn a_field_nothing_reads_that_alone_names_a_parameter_stays_as_phantom_data() {
        // `rules`, `.1` and `W`'s `r` are read only by the unused methods,
        // and each is the only field naming `R` (and `'a`): removed, they
        // would leave a parameter unused (E0392). The initialiser that
        // prints still runs, in its place; the pattern binds `_`.
        let text = "fn main() {\n\
                let s = game_theory::S::new(3, 4u8);\n\
                let t = game_theory::T::new(5, &6u16);\n\
                let w = game_theory::E::<u8>::w(7);\n\
                println!(\"{} {} {} {}\", s.n, t.0, w.n(), game_theory::E::<u32>::V(8).n());\n\
            }\n\
            mod game_theory {\n\
            fn note<X>(x: X) -> X { println!(\"note\"); x }\n\
            pub struct S<R> { rules: R, pub n: u32 }\n\
            impl<R: Copy + Into<u64>> S<R> {\n\
                pub fn new(n: u32, rules: R) -> Self { S { rules: note(rules), n } }\n\
                pub fn unused(&self) -> u64 { self.rules.into() }\n\
            }\n\
            pub struct T<'a, R>(pub u32, &'a R);\n\
            impl<'a, R: Copy + Into<u64>> T<'a, R> {\n\
                pub fn new(n: u32, r: &'a R) -> Self { T(n, r) }\n\
                pub fn unused(&self) -> u64 { (*self.1).into() }\n\
            }\n\
            pub enum E<R> { V(u32), W { n: u32, r: R } }\n\
            impl<R: Default + Into<u64> + Copy> E<R> {\n\
                pub fn w(n: u32) -> Self { E::W { n, r: R::default() } }\n\
                pub fn n(&self) -> u32 { match self { E::V(n) => *n, E::W { n, r: _ } => *n } }\n\
                pub fn unused(&self) -> u64 { match self { E::W { r, .. } => (*r).into(), E::V(_) => 0 } }\n\
            }\n\
            }\n";
        let before = output_unpruned(text, "phantom");
        assert_eq!(before, "note\n3 5 7 8\n");
        let after = pruned(text);
        assert_eq!(output(&after, "phantom-after"), before, "{after}");
        assert!(
            after.contains("rules: std::marker::PhantomData<R>"),
            "{after}"
        );
        assert!(after.contains("std::marker::PhantomData<&'a R>"), "{after}");
        assert!(after.contains(" r: std::marker::PhantomData<R>"), "{after}");
        assert!(!after.contains("fn unused"), "{after}");
    }

    /// The failure pruning ends with on `text`.
    fn failure(text: &str) -> String {
        let dir = scratch();
        let compiler = Compiler::new(&dir, Vec::new()).unwrap_or_else(|Failure(m)| panic!("{m}"));
        let result = prune_text(text.to_string(), &compiler);
        let _ = std::fs::remove_dir_all(&dir);
        match result {
            Ok(text) => panic!("pruned without a failure:\n{text}"),
            Err(Failure(message)) => message,
        }
    }

    #[test]
    fn a_field_the_solution_initialises_is_named_in_the_failure() {
        // The solution's own struct expression names `b`: the bundler does
        // not edit the solution, so `b` stays, and a judge would reject it.
        let text = "fn main() { let p = game_theory::P { a: 1, b: 2 }; println!(\"{}\", p.a); }\n\
            mod game_theory { pub struct P { pub a: u32, pub b: u32 } }\n";
        assert_eq!(
            failure(text),
            "the bundle keeps field `b` of `P`, which nothing reads, and the bundler cannot remove it"
        );
        let two = text
            .replace("a: 1, b: 2", "a: 1, b: 2, c: 3")
            .replace("pub b: u32", "pub b: u32, pub c: u32");
        assert_eq!(
            failure(&two),
            "the bundle keeps fields `b` and `c` of `P`, which nothing reads, and the bundler cannot remove them"
        );
    }

    #[test]
    fn a_field_only_a_used_derived_debug_reads_stays_and_fails_the_bundle() {
        // rustc does not count a derived Debug as reading, but the solution
        // prints it: without `y` it would print something else.
        let text = "fn main() { println!(\"{:?}\", game_theory::D::new().x); println!(\"{:?}\", game_theory::D::new()); }\n\
            mod game_theory {\n\
            #[derive(Debug)] pub struct D { pub x: u32, y: u32 }\n\
            impl D { pub fn new() -> Self { D { x: 1, y: 2 } } }\n\
            }\n";
        assert_eq!(output_unpruned(text, "debug"), "1\nD { x: 1, y: 2 }\n");
        assert_eq!(
            failure(text),
            "the bundle keeps field `y` of `D`, which nothing reads, and the bundler cannot remove it"
        );
    }

    #[test]
    fn a_parameter_left_unused_goes_with_its_arguments_or_is_renamed() {
        // `new`'s `rows` goes with the argument of the library's call;
        // `make`'s `b` is passed by the solution, which is not edited, so
        // it is renamed `_b` instead.
        let text = "fn main() { let t = game_theory::table(3); let m = game_theory::make(1, 2); println!(\"{} {}\", t.len, m.a); }\n\
            mod game_theory {\n\
            pub struct Table { pub len: usize, rows: usize }\n\
            impl Table { fn new(len: usize, rows: usize) -> Self { Table { len, rows } } pub fn rows(&self) -> usize { self.rows } }\n\
            pub fn table(n: usize) -> Table { Table::new(n, 1) }\n\
            pub struct M { pub a: u32, b: u32 }\n\
            pub fn make(a: u32, b: u32) -> M { M { a, b } }\n\
            impl M { pub fn b(&self) -> u32 { self.b } }\n\
            }\n";
        assert_eq!(output_unpruned(text, "params"), "3 1\n");
        let pruned = pruned(text);
        assert_eq!(output(&pruned, "params-after"), "3 1\n", "{pruned}");
        assert!(pruned.contains("fn new(len: usize) -> Self"), "{pruned}");
        assert!(pruned.contains("Table::new(n)"), "{pruned}");
        assert!(
            pruned.contains("pub fn make(a: u32, _b: u32) -> M"),
            "{pruned}"
        );
        assert!(
            !pruned.contains("rows") && !pruned.contains("b: u32 }"),
            "{pruned}"
        );
    }
}
