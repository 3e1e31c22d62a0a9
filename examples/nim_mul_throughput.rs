//! Times `NimField::mul` alone on 10^6 random pairs of 64-bit numbers (no
//! input or output), for `scripts/bench --nim-product`: prints the median
//! of five passes in milliseconds, and the XOR of the products so none can
//! be skipped.

use game_theory::impartial::nim_arith::NimField;
use std::time::Instant;

fn main() {
    let field = NimField::new();
    // xorshift64: a fixed sequence, so every run times the same products.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let pairs: Vec<(u64, u64)> = (0..1_000_000).map(|_| (next(), next())).collect();
    let mut times = Vec::new();
    let mut xor = 0;
    for _ in 0..5 {
        let start = Instant::now();
        for &(a, b) in &pairs {
            xor ^= field.mul(a, b);
        }
        times.push(start.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(f64::total_cmp);
    println!("{:.1} ms per 10^6 products (xor {xor:#x})", times[2]);
}
