//! Times `SubtractionGame::new` against the dense `subtraction_grundy_table`
//! of as many terms, and `DynamicSubtraction::winning_first_move` against a
//! plain walk down `losing_sizes` (issue 37).
//!
//! `cargo run --release --example subtraction_speed -- game SET... LIMIT`,
//! `... -- table SET... LIMIT`, `... -- dynamic K QUERIES` or
//! `... -- walk K QUERIES`.
use game_theory::impartial::dynamic_subtraction::DynamicSubtraction;
use game_theory::impartial::grundy::subtraction_grundy_table;
use game_theory::impartial::subtraction::SubtractionGame;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let numbers: Vec<u64> = args[1..].iter().map(|a| a.parse().unwrap()).collect();
    let start = Instant::now();
    let check: u64 = match args[0].as_str() {
        "game" => {
            let (limit, set) = numbers.split_last().unwrap();
            match SubtractionGame::new(set, *limit as usize) {
                Some(game) => {
                    game.terms_computed() as u64 * 1000 + u64::from(game.grundy(u64::MAX))
                }
                None => 0,
            }
        }
        "table" => {
            let (limit, set) = numbers.split_last().unwrap();
            let table = subtraction_grundy_table(set, *limit as usize);
            table.iter().map(|&g| u64::from(g)).sum()
        }
        "dynamic" | "walk" => {
            let game = DynamicSubtraction::new(numbers[0]);
            let h = game.losing_sizes();
            let mut x = 0x2545_f491_4f6c_dd1du64;
            let mut sum = 0u64;
            for _ in 0..numbers[1] {
                // xorshift: heaps spread over all of u64.
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let n = (x >> (x % 60)).max(2);
                sum = sum.wrapping_add(if args[0] == "dynamic" {
                    game.winning_first_move(n).unwrap_or(0)
                } else {
                    let (mut r, mut j) = (n, h.len() - 1);
                    let take = loop {
                        while h[j] > r {
                            j -= 1;
                        }
                        if h[j] == r {
                            break r;
                        }
                        r -= h[j];
                    };
                    if take < n {
                        take
                    } else {
                        0
                    }
                });
            }
            sum
        }
        other => panic!("unknown mode {other}"),
    };
    eprintln!("{check} in {:.1} ms", start.elapsed().as_secs_f64() * 1e3);
}
