//! The take-and-break engine (`game_theory::impartial::take_break`)
//! against the loop a contestant writes by hand for the same game
//! (`scripts/bench --take-break`, issue 38).
//!
//! Usage: `take_break_vs_hand GAME engine|hand [N]`. Computes `G(0) …
//! G(N − 1)` and prints one line, `checksum=… largest=… ms=… cpu_ms=…`:
//! a fold of every value (both sides must agree), the largest value, and
//! the milliseconds of the computation alone (the rules are set up before
//! the timer), by the clock and on the processor (the thread's own time,
//! from `/proc/thread-self/schedstat`, -1 where there is none: a loaded
//! host stretches the first, not the second).
//!
//! | game | rules | N by default | hand |
//! |---|---|---|---|
//! | `134-split` | take 1, 3 or 4 (one heap or nothing left), or split a heap of at least 3 in two: values not sparse (past 280 by 2·10^4) | 10^5 | for each heap, every option marked in a table of stamps, then the mex |
//! | `grundy` | Grundy's game: split a heap into two unequal heaps | 10^6 | the same loop (quadratic: give a smaller N) |

use game_theory::impartial::take_break::{Leave, TakeBreakGame, TakeBreakRule};
use std::time::Instant;

fn rule(take: usize, leave: Leave, min_heap: usize) -> TakeBreakRule {
    TakeBreakRule {
        take,
        leave,
        min_heap,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: take_break_vs_hand 134-split|grundy engine|hand [N]";
    let (game, engine) = match (
        args.first().map(String::as_str),
        args.get(1).map(String::as_str),
    ) {
        (Some(game @ ("134-split" | "grundy")), Some(side @ ("engine" | "hand"))) => {
            (game, side == "engine")
        }
        _ => exit_with(usage),
    };
    let n: usize = match args.get(2) {
        Some(text) => text.parse().unwrap_or_else(|_| exit_with(usage)),
        None if game == "grundy" => 1_000_000,
        None => 100_000,
    };
    let start = Instant::now();
    let cpu_start = cpu_ns();
    let values = match (game, engine) {
        ("134-split", true) => {
            let mut rules = vec![rule(0, Leave::TwoHeaps, 3)];
            for t in [1, 3, 4] {
                rules.extend([rule(t, Leave::Nothing, 1), rule(t, Leave::OneHeap, 1)]);
            }
            let mut game = TakeBreakGame::new(&rules);
            game.compute_to(n - 1);
            game.values().to_vec()
        }
        ("134-split", false) => by_hand(n, &[1, 3, 4], 3, false),
        (_, true) => {
            let mut game = TakeBreakGame::new(&[rule(0, Leave::TwoUnequalHeaps, 1)]);
            game.compute_to(n - 1);
            game.values().to_vec()
        }
        (_, false) => by_hand(n, &[], 1, true),
    };
    let seconds = start.elapsed().as_secs_f64();
    let cpu_ms = match (cpu_start, cpu_ns()) {
        (Some(from), Some(to)) => (to - from) as f64 / 1e6,
        _ => -1.0,
    };
    // FNV-1a over the values.
    let checksum = values.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &v| {
        (h ^ u64::from(v)).wrapping_mul(0x0100_0000_01b3)
    });
    let largest = values.iter().max().copied().unwrap_or(0);
    println!(
        "checksum={checksum:016x} largest={largest} ms={:.3} cpu_ms={cpu_ms:.3}",
        seconds * 1e3
    );
}

/// The contestant's loop: take `t` for each `t` in `takes` (leaving the
/// rest, or nothing), or split a heap of at least `split_from` into two
/// (unequal if `unequal`); every option marked with the heap's stamp,
/// then the mex.
fn by_hand(n: usize, takes: &[usize], split_from: usize, unequal: bool) -> Vec<u32> {
    let mut g = vec![0u32; n];
    let mut seen = vec![0u32; 1 << 16];
    for h in 0..n {
        let stamp = h as u32 + 1;
        for &t in takes {
            if h >= t {
                seen[g[h - t] as usize] = stamp;
            }
        }
        if h >= split_from {
            // The pairs (g[a], g[h − a]) for a = 1 ..= last, read as two
            // slices (no bounds check on g; the plain `for a in 1..=last`
            // with `g[a] ^ g[h - a]` measured 1.6x slower).
            let last = if unequal { (h - 1) / 2 } else { h / 2 };
            let (low, high) = (&g[1..=last], &g[h - last..h]);
            for (&x, &y) in low.iter().zip(high.iter().rev()) {
                seen[(x ^ y) as usize] = stamp;
            }
        }
        let mut mex = 0;
        while seen[mex] == stamp {
            mex += 1;
        }
        g[h] = mex as u32;
    }
    g
}

/// The nanoseconds this thread has spent on a processor (Linux).
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn exit_with(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1)
}
