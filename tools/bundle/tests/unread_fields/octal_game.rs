//! `OctalGame` asked for values without its period: nothing reads `period`
//! or `next_period_check`. Prints Kayles' (0.77) first 40 values.
use game_theory::impartial::octal::{OctalCode, OctalGame};

fn main() {
    let mut kayles = OctalGame::new(OctalCode::parse(b"0.77").expect("a valid code"));
    kayles.compute_to(39);
    let text: Vec<String> = kayles.values().iter().map(u32::to_string).collect();
    println!("{}", text.join(" "));
}
