//! An ordered Grundy table alone (`search::Game::ordered`, which replaced
//! `impartial::positions::grundy_table`): nothing reads `Moves`' field
//! `sums` (only engines that search read it), and once the results only
//! other engines give are gone, a match arm no value reaches is left.
//! Prints g(0) … g(20) of "take 1, 3 or 4 stones".
use game_theory::search::{Game, Moves};

fn main() {
    let mut g = Game::new(|&x: &usize, moves: &mut Moves<usize>| {
        for take in [1, 3, 4] {
            if take <= x {
                moves.to(x - take);
            }
        }
    })
    .ordered(21, |&x| x, 0..21)
    .grundy();
    let values: Vec<String> = (0..=20).map(|x| g.value(&x).to_string()).collect();
    println!("{}", values.join(" "));
}
