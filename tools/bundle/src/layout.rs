//! The bundle's layout: module bodies flush with their `mod` line, as C++
//! style guides lay out namespaces, while everything inside an item keeps
//! rustfmt's indentation.
//!
//! Why: the library's code sits three modules deep in a bundle
//! (`game_theory::layer::module`), and rustfmt spends a tab per level on
//! every line of it: about 3,000 bytes of a 30,000-byte submission, where
//! SPOJ and CodeChef cap a source at about 50,000 and the contestant needs
//! room for their own code.

use quote::ToTokens;

/// `text` (rustfmt's output, tab-indented) with one tab fewer per enclosing
/// module on every line. Whitespace at the start of a line only matters
/// inside a multi-line string literal; the result is checked to be the
/// same token stream as `text` (every literal unchanged), and `text` is
/// returned as it is if it is not.
pub fn flush_module_bodies(text: &str) -> String {
    let mut open_modules: Vec<usize> = Vec::new();
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let tabs = line.len() - line.trim_start_matches('\t').len();
        let code = line[tabs..].trim_end();
        if code == "}" && open_modules.last() == Some(&tabs) {
            open_modules.pop();
        }
        out.push_str(&line[tabs.min(open_modules.len())..]);
        if opens_module(code) {
            open_modules.push(tabs);
        }
    }
    if same_tokens(text, &out) {
        out
    } else {
        text.to_string()
    }
}

/// Whether the line `mod name {` (with any visibility) opens a module body.
fn opens_module(code: &str) -> bool {
    let Some(rest) = code.strip_suffix(" {") else {
        return false;
    };
    let rest = match rest.strip_prefix("pub") {
        Some(after) if after.starts_with(' ') => &after[1..],
        Some(after) if after.starts_with('(') => after.split_once(") ").map_or("", |(_, r)| r),
        _ => rest,
    };
    rest.strip_prefix("mod ").is_some_and(|name| {
        !name.is_empty() && name.chars().all(|c| c == '_' || c.is_alphanumeric())
    })
}

/// Whether `a` and `b` parse to the same token stream (every literal
/// byte for byte): what a layout or minifying pass may not change.
pub fn same_tokens(a: &str, b: &str) -> bool {
    match (syn::parse_file(a), syn::parse_file(b)) {
        (Ok(a), Ok(b)) => a.to_token_stream().to_string() == b.to_token_stream().to_string(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn module_bodies_lose_one_tab_per_module() {
        let text = "fn main() {\n\tx();\n}\npub mod a {\n\tpub mod b {\n\t\tpub fn f() {\n\t\t\tg();\n\t\t}\n\t}\n\tfn h() {}\n}\n";
        let flush = "fn main() {\n\tx();\n}\npub mod a {\npub mod b {\npub fn f() {\n\tg();\n}\n}\nfn h() {}\n}\n";
        assert_eq!(flush_module_bodies(text), flush);
    }

    #[test]
    fn visibility_of_any_kind_opens_a_module() {
        for line in [
            "mod m {",
            "pub mod m {",
            "pub(crate) mod m {",
            "pub(super) mod m {",
        ] {
            assert!(opens_module(line), "{line}");
        }
        for line in ["fn mod_x() {", "impl m {", "mod m;", "let mod_ = {"] {
            assert!(!opens_module(line), "{line}");
        }
    }

    #[test]
    fn a_string_spanning_lines_keeps_the_layout() {
        // The tab inside the literal is part of its value.
        let text = "mod a {\n\tconst S: &str = \"x\n\ty\";\n}\n";
        assert_eq!(flush_module_bodies(text), text);
    }
}
