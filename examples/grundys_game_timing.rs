//! Times Grundy's game's first `N` values by the sparse space method and,
//! with `plain`, by the plain O(N²) table, for the ratio between them.
//!
//!   cargo run --release --example grundys_game_timing -- 1000000
//!   cargo run --release --example grundys_game_timing -- 100000 plain

use game_theory::impartial::split_game::{plain_split_values, SplitGame, SplitRule};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args
        .next()
        .and_then(|a| a.parse().ok())
        .expect("usage: grundys_game_timing N [plain]");
    let start = Instant::now();
    let values = if args.next().as_deref() == Some("plain") {
        plain_split_values(SplitRule::GRUNDY, n)
    } else {
        let mut game = SplitGame::new(SplitRule::GRUNDY);
        game.compute_to(n - 1);
        game.values().to_vec()
    };
    let elapsed = start.elapsed();
    let largest = values.iter().max().copied().unwrap_or(0);
    // FNV-1a over the values' low bytes, to compare two builds' values.
    let hash = values.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &v| {
        (h ^ u64::from(v as u8)).wrapping_mul(0x0100_0000_01b3)
    });
    println!("{n} values in {elapsed:?}, the largest {largest}, hash {hash:016x}");
}
