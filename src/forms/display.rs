//! Canonical forms printed as docs/problems.md's "Partizan games" section
//! prints them: numbers `p/q`, `*`, `*n`, `{L|R}` with each side's option
//! texts sorted by byte order and joined by `,`.

use super::games::{Forms, GameId};
use super::number::Number;
use crate::perf::hashing::FastMap;
use std::rc::Rc;

/// The text of `g`'s canonical form: see [`Forms::display`].
pub(super) fn form_text<N: Number>(games: &mut Forms<N>, g: GameId) -> String {
    games.text(g, &mut FastMap::default()).to_string()
}

impl<N: Number> Forms<N> {
    fn text(&mut self, g: GameId, texts: &mut FastMap<GameId, Rc<str>>) -> Rc<str> {
        if let Some(text) = texts.get(&g) {
            return text.clone();
        }
        let text: Rc<str> = match self.as_nus(g) {
            Some(n) if n.is_number() => n.number.to_string().into(),
            Some(n) if n.ups == 0 && n.number.is_zero() && n.nimber == 1 => "*".into(),
            Some(n) if n.ups == 0 && n.number.is_zero() => format!("*{}", n.nimber).into(),
            _ => {
                let mut text = String::from("{");
                let left = self.left_options(g);
                self.push_sorted(&left, texts, &mut text);
                text.push('|');
                let right = self.right_options(g);
                self.push_sorted(&right, texts, &mut text);
                text.push('}');
                text.into()
            }
        };
        texts.insert(g, text.clone());
        text
    }

    fn push_sorted(
        &mut self,
        options: &[GameId],
        texts: &mut FastMap<GameId, Rc<str>>,
        out: &mut String,
    ) {
        let mut parts: Vec<Rc<str>> = options.iter().map(|&o| self.text(o, texts)).collect();
        parts.sort_unstable_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
        for (i, part) in parts.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str(part);
        }
    }
}
