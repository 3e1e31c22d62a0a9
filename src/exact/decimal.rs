//! Decimal conversion of magnitudes, both ways, in chunks of 19 digits
//! (10^19 is the largest power of ten in a limb) and by divide and
//! conquer above a few dozen chunks: a number is split at a power
//! 10^(19·2^k), so the work is a handful of big divisions or products of
//! balanced halves instead of one pass per chunk over the whole number.

use super::limbs;
use std::fmt::Write;

/// 10^19, the largest power of ten below 2^64.
const CHUNK: u64 = 10_000_000_000_000_000_000;
const CHUNK_DIGITS: usize = 19;
/// At most this many chunks are converted by one limb at a time
/// (2^5 = 32 chunks, about 600 digits).
const DIRECT_LEVEL: usize = 5;

/// `powers[k] = 10^(19·2^k)` for `k < count`, by repeated squaring.
fn chunk_powers(count: usize) -> Vec<Vec<u64>> {
    let mut powers = vec![vec![CHUNK]];
    while powers.len() < count {
        let last = &powers[powers.len() - 1];
        let square = limbs::mul(last, last);
        powers.push(square);
    }
    powers
}

/// The decimal digits of a magnitude (`"0"` for zero).
pub(crate) fn to_decimal(a: &[u64]) -> String {
    if a.is_empty() {
        return "0".to_string();
    }
    // Powers until the square of the last exceeds `a` (read off the bit
    // lengths, so that square is never formed): then `a` has at most
    // 2^level chunks, level = powers.len().
    let mut powers = vec![vec![CHUNK]];
    while let Some(last) = powers
        .last()
        .filter(|p| 2 * (limbs::bits(p) - 1) < limbs::bits(a))
    {
        let square = limbs::mul(last, last);
        powers.push(square);
    }
    let level = powers.len();
    let mut chunks = Vec::with_capacity(1 << level);
    write_chunks(a, level, &powers, &mut chunks);
    let first = chunks
        .iter()
        .position(|&c| c != 0)
        .unwrap_or(chunks.len() - 1);
    let mut text = chunks[first].to_string();
    for chunk in &chunks[first + 1..] {
        let _ = write!(text, "{chunk:019}"); // a String never fails
    }
    text
}

/// Appends exactly 2^level base-10^19 digits of `a < 10^(19·2^level)`,
/// most significant first.
fn write_chunks(a: &[u64], level: usize, powers: &[Vec<u64>], out: &mut Vec<u64>) {
    if level <= DIRECT_LEVEL {
        let start = out.len();
        out.resize(start + (1 << level), 0);
        let mut rest = a.to_vec();
        for slot in out[start..].iter_mut().rev() {
            if rest.is_empty() {
                break;
            }
            *slot = limbs::div_small(&mut rest, CHUNK);
        }
        return;
    }
    let (high, low) = limbs::div_rem(a, &powers[level - 1]);
    write_chunks(&high, level - 1, powers, out);
    write_chunks(&low, level - 1, powers, out);
}

/// The magnitude written by `digits` (ASCII `0`-`9` only, checked by the
/// caller).
pub(crate) fn parse_decimal(digits: &[u8]) -> Vec<u64> {
    let chunks = (digits.len() + CHUNK_DIGITS - 1) / CHUNK_DIGITS;
    if chunks <= 1 << DIRECT_LEVEL {
        return parse_direct(digits); // no powers needed
    }
    let levels = (usize::BITS - (chunks - 1).leading_zeros()) as usize;
    parse_split(digits, &chunk_powers(levels))
}

/// Horner's rule over 19-digit chunks: O(chunks²) limb steps.
fn parse_direct(digits: &[u8]) -> Vec<u64> {
    let mut value = Vec::new();
    let head = digits.len() % CHUNK_DIGITS;
    let (first, rest) = digits.split_at(head);
    if !first.is_empty() {
        limbs::mul_small_add(&mut value, 1, chunk_value(first));
    }
    for chunk in rest.chunks(CHUNK_DIGITS) {
        limbs::mul_small_add(&mut value, CHUNK, chunk_value(chunk));
    }
    limbs::trim(&mut value);
    value
}

fn chunk_value(digits: &[u8]) -> u64 {
    digits
        .iter()
        .fold(0, |acc, &d| acc * 10 + u64::from(d - b'0'))
}

/// Splits off the low 19·2^k digits, the largest such block shorter than
/// `digits`: value = high · 10^(19·2^k) + low.
fn parse_split(digits: &[u8], powers: &[Vec<u64>]) -> Vec<u64> {
    let chunks = (digits.len() + CHUNK_DIGITS - 1) / CHUNK_DIGITS;
    if chunks <= 1 << DIRECT_LEVEL {
        return parse_direct(digits);
    }
    let level = (usize::BITS - 1 - (chunks - 1).leading_zeros()) as usize;
    let (high, low) = digits.split_at(digits.len() - (CHUNK_DIGITS << level));
    let mut value = limbs::mul(&parse_split(high, powers), &powers[level]);
    limbs::add_assign(&mut value, &parse_split(low, powers));
    limbs::trim(&mut value);
    value
}
