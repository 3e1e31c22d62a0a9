//! A solution with a field of its own that nothing reads: rustc warns, a
//! judge compiling with `-D warnings` would reject the bundle, and the
//! bundler must not edit the contestant's code, so it refuses.
use game_theory::impartial::nim::nim_sum;

struct Piles {
    sizes: Vec<u64>,
    label: &'static str,
}

fn main() {
    let piles = Piles { sizes: vec![3, 5, 6], label: "unused" };
    println!("{}", nim_sum(piles.sizes.iter().copied()));
}
