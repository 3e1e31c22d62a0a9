//! Blue-Red Hackenbush on a forest: its exact value and who wins.
//! Input and output: [docs/problems.md](../../docs/problems.md#blue-red-hackenbush).
//! Near O(n) per test: each edge's value from the value above it (Winning
//! Ways' rule; sign expansions on stalks), children summed smaller into
//! larger; then the value printed in full.

use game_theory::judge::{self, quote, Error, Scanner, SumLimit};
use game_theory::partizan::hackenbush::{forest_value, Colour, NotJoined};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 200_000);
    input.for_each_test("T", 10_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let (parent, colour) = read_forest(input, n)?;
        input.release_consumed();
        let value = forest_value(&parent, &colour).map_err(|NotJoined { cycle }| {
            // cycle[i] hangs from cycle[i + 1], the last from the first.
            let edges: Vec<String> = (0..cycle.len())
                .map(|i| format!("{} {}", cycle[(i + 1) % cycle.len()], cycle[i]))
                .collect();
            input.error(format!(
                "the edges p v = {} form a cycle, not joined to the ground",
                edges.join(", ")
            ))
        })?;
        let winner = match value.signum() {
            1 => "Left",
            -1 => "Right",
            _ => "Second",
        };
        writeln!(out, "{value} {winner}")?;
        Ok(())
    })
}

/// `n` edges `p v c`: `parent[v - 1] = p`, `colour[v - 1] = c`, each `v`
/// the upper end of exactly one edge.
fn read_forest(input: &mut Scanner, n: usize) -> Result<(Vec<u32>, Vec<Colour>), Error> {
    const NONE: u32 = u32::MAX;
    let (mut parent, mut colour) = (vec![NONE; n], vec![Colour::Blue; n]);
    for _ in 0..n {
        let p = input.usize("p", 0, n)? as u32;
        let v = input.usize("v", 1, n)?;
        colour[v - 1] = match input.token("c")? {
            b"B" => Colour::Blue,
            b"R" => Colour::Red,
            other => {
                let other = quote(other);
                return Err(input.error(format!("c must be B or R, got {other}")));
            }
        };
        if parent[v - 1] != NONE {
            return Err(input.error(format!("vertex {v} is the upper end of two edges")));
        }
        parent[v - 1] = p;
    }
    // n edges with n distinct upper ends: every vertex has its edge.
    Ok((parent, colour))
}

fn main() {
    judge::run(solve)
}
