//! The benchmark of the Grundy engines over a contestant's own positions
//! (`scripts/bench --engines`): the two-counter game, positions `(a, b)`
//! with `0 ≤ a, b < 1000`, a move lowering one counter by 1, 2 or 3; the
//! Grundy value of every position, computed four ways:
//! 1. the plain memoised recursion over std's `HashMap` (what a contestant
//!    writes first; its recursion is ~2000 deep, so it gets a large stack),
//! 2. a hand-written dense loop over a flat table,
//! 3. `GrundyEngine` (hashed, iterative),
//! 4. `grundy_table_2d`.
//!
//! 1 and 3 are timed on one query from the far corner, whose search reaches
//! all 10^6 positions (their values are then read out, untimed, to check).
//! Prints positions per second for each and the ratios the issue sets
//! targets for; checks that all four agree.

use game_theory::impartial::grundy::mex;
use game_theory::impartial::positions::{grundy_table_2d, GrundyEngine};
use std::collections::HashMap;
use std::hint::black_box;
use std::time::Instant;

const SIDE: u32 = match option_env!("SIDE") {
    Some(s) => parse(s),
    None => 1000,
};
const STEPS: [u32; 3] = [1, 2, 3];

fn recursive(a: u32, b: u32, memo: &mut HashMap<(u32, u32), u32>) -> u32 {
    if let Some(&g) = memo.get(&(a, b)) {
        return g;
    }
    let mut options = Vec::new();
    for s in STEPS {
        if s <= a {
            options.push(recursive(a - s, b, memo));
        }
        if s <= b {
            options.push(recursive(a, b - s, memo));
        }
    }
    let g = mex(options);
    memo.insert((a, b), g);
    g
}

/// Timed: one query from the far corner, whose search reaches every
/// position. The values are read out of the memo afterwards, untimed, to
/// check them (reading 10^6 values at random places of a hash table is a
/// cost of the check, not of the search).
fn plain_recursion() -> (f64, Vec<u32>) {
    let mut memo = HashMap::new();
    let start = Instant::now();
    black_box(recursive(SIDE - 1, SIDE - 1, &mut memo));
    let time = start.elapsed().as_secs_f64();
    let out = (0..SIDE)
        .flat_map(|a| (0..SIDE).map(move |b| (a, b)))
        .map(|p| memo[&p])
        .collect();
    (time, out)
}

fn hand_loop() -> Vec<u32> {
    let side = SIDE as usize;
    let mut g = vec![0u32; side * side];
    for a in 0..side {
        for b in 0..side {
            let mut seen = 0u64;
            for s in 1..=3 {
                if s <= a {
                    seen |= 1 << g[(a - s) * side + b];
                }
                if s <= b {
                    seen |= 1 << g[a * side + b - s];
                }
            }
            g[a * side + b] = seen.trailing_ones();
        }
    }
    g
}

fn hashed_engine() -> (f64, Vec<u32>) {
    let mut game = GrundyEngine::new(|&(a, b): &(u32, u32), moves| {
        for s in STEPS {
            if s <= a {
                moves.to((a - s, b));
            }
            if s <= b {
                moves.to((a, b - s));
            }
        }
    });
    // Timed as the plain recursion is: the search from the far corner.
    let start = Instant::now();
    black_box(game.value(&(SIDE - 1, SIDE - 1)));
    let time = start.elapsed().as_secs_f64();
    assert_eq!(game.len(), (SIDE * SIDE) as usize);
    let out = (0..SIDE)
        .flat_map(|a| (0..SIDE).map(move |b| (a, b)))
        .map(|p| game.value(&p))
        .collect();
    (time, out)
}

/// Timed: filling the table (the hand loop's work); copying the rows out
/// to check them is not.
fn dense_engine() -> (f64, Vec<u32>) {
    let last = SIDE as usize - 1;
    let start = Instant::now();
    let grid = grundy_table_2d(last, last, |(a, b), options| {
        for s in 1..=3 {
            if s <= a {
                options.to((a - s, b));
            }
            if s <= b {
                options.to((a, b - s));
            }
        }
    });
    let time = start.elapsed().as_secs_f64();
    let grid = black_box(grid);
    (
        time,
        (0..=last).flat_map(|a| grid.row(a).to_vec()).collect(),
    )
}

/// Times the whole of `f`.
fn timed(f: impl Fn() -> Vec<u32>) -> impl Fn() -> (f64, Vec<u32>) {
    move || {
        let start = Instant::now();
        let values = black_box(f());
        (start.elapsed().as_secs_f64(), values)
    }
}

/// The best of `runs` timings `f` gives, in seconds, and its values.
fn best_of(runs: usize, f: impl Fn() -> (f64, Vec<u32>)) -> (f64, Vec<u32>) {
    let mut best = f64::INFINITY;
    let mut result = Vec::new();
    for _ in 0..runs {
        let (time, values) = f();
        best = best.min(time);
        result = values;
    }
    (best, result)
}

fn main() {
    // `engine_speed hashed` (or `dense`) runs one engine alone, for a profiler.
    match std::env::args().nth(1).as_deref() {
        Some("hashed") => return drop(best_of(5, hashed_engine)),
        Some("dense") => return drop(best_of(50, dense_engine)),
        _ => {}
    }
    let positions = f64::from(SIDE * SIDE);
    let plain = std::thread::Builder::new()
        .stack_size(1 << 28)
        .spawn(|| best_of(3, plain_recursion))
        .expect("a thread")
        .join()
        .expect("the recursion finishes");
    let hashed = best_of(5, hashed_engine);
    // The dense engine and the hand loop alternate, so that the machine's
    // load falls on both alike; each pair's ratio is kept.
    let (mut hand, mut dense) = ((f64::INFINITY, Vec::new()), (f64::INFINITY, Vec::new()));
    let mut ratios = Vec::new();
    for _ in 0..15 {
        let h = best_of(1, timed(hand_loop));
        let d = best_of(1, dense_engine);
        ratios.push(d.0 / h.0);
        if h.0 < hand.0 {
            hand = h;
        }
        if d.0 < dense.0 {
            dense = d;
        }
    }
    ratios.sort_by(f64::total_cmp);
    for (name, (_, values)) in [
        ("hashed engine", &hashed),
        ("dense engine", &dense),
        ("plain recursion", &plain),
    ] {
        assert!(values == &hand.1, "{name} disagrees with the hand loop");
    }
    println!("two-counter game, {SIDE}x{SIDE} positions, moves lower one counter by 1, 2 or 3 (best of several runs)");
    println!("| method | ms | positions/s |");
    println!("|---|---:|---:|");
    for (name, (time, _)) in [
        ("plain memoised recursion, std HashMap", &plain),
        ("hand-written dense loop", &hand),
        ("GrundyEngine (hashed)", &hashed),
        ("grundy_table_2d (dense)", &dense),
    ] {
        println!("| {name} | {:.1} | {:.3e} |", time * 1e3, positions / time);
    }
    println!(
        "hashed engine / plain recursion: {:.1}x faster (target: at least 1e7 positions/s)",
        plain.0 / hashed.0
    );
    println!(
        "dense engine / hand loop: {:.2}x the time, best against best; per alternating pair {:.2}x median ({:.2}-{:.2}) (target: at most 2)",
        dense.0 / hand.0,
        ratios[ratios.len() / 2],
        ratios[0],
        ratios[ratios.len() - 1]
    );
}

/// The side of the board, `SIDE=n` at build time for a smaller one.
const fn parse(s: &str) -> u32 {
    let (bytes, mut i, mut n) = (s.as_bytes(), 0, 0);
    while i < bytes.len() {
        n = n * 10 + (bytes[i] - b'0') as u32;
        i += 1;
    }
    n
}
