//! `PartizanEngine` without negation: nothing reads `Forms::negatives`.
//! Prints the canonical forms of a few positions of a made-up game whose
//! moves are listed by hand (position 6 and 7 fall apart into sums).
use game_theory::partizan::{PartizanEngine, PartizanGame};

#[derive(Clone, PartialEq, Eq, Hash)]
struct Position(u8);

fn positions(list: &[u8]) -> Vec<Position> {
    list.iter().map(|&p| Position(p)).collect()
}

impl PartizanGame for Position {
    fn left_moves(&self) -> Vec<Position> {
        positions(match self.0 {
            1..=4 => &[0],
            8 => &[9],
            _ => &[],
        })
    }

    fn right_moves(&self) -> Vec<Position> {
        positions(match self.0 {
            2 | 8 | 9 => &[0],
            3 => &[2],
            4 => &[1],
            _ => &[],
        })
    }

    fn split(&self) -> Option<Vec<Position>> {
        match self.0 {
            6 => Some(positions(&[3, 3])),
            7 => Some(positions(&[4, 8])),
            _ => None,
        }
    }
}

fn main() {
    let mut engine = PartizanEngine::new();
    for p in [0, 1, 2, 3, 4, 6, 7, 8, 9] {
        let g = engine.value(&Position(p));
        println!("{p} {}", engine.games().display(g));
    }
}
