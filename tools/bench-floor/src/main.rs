//! The benchmark's floor: the least a solver must do with its input. Reads
//! all of stdin, parses every whitespace-separated token as a decimal
//! integer (other tokens are folded in byte by byte), and prints the XOR of
//! them all, so no work can be optimised away. `scripts/bench` times every
//! solver against this on the same input.

use std::io::{self, Read, Write};

fn main() {
    let mut input = Vec::new();
    io::stdin()
        .lock()
        .read_to_end(&mut input)
        .expect("stdin is readable");
    let mut xor: u64 = 0;
    for token in input
        .split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
    {
        let (negative, digits) = match token.split_first() {
            Some((b'-', rest)) => (true, rest),
            _ => (false, token),
        };
        let value = if !digits.is_empty() && digits.iter().all(u8::is_ascii_digit) {
            let magnitude = digits.iter().fold(0u64, |v, d| {
                v.wrapping_mul(10).wrapping_add(u64::from(d - b'0'))
            });
            if negative {
                magnitude.wrapping_neg()
            } else {
                magnitude
            }
        } else {
            token
                .iter()
                .fold(0u64, |v, &b| v.rotate_left(5) ^ u64::from(b))
        };
        xor ^= value;
    }
    writeln!(io::stdout(), "{xor}").expect("stdout is writable");
}
