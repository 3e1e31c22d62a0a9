//! Unsigned magnitudes as little-endian `u64` limbs: the arithmetic under
//! [`BigInt`](super::BigInt). A magnitude handed in or out is normalised
//! (no zero limb at the top, zero is the empty vector) unless a function
//! says otherwise; products of two limbs go through `u128`.

use std::cmp::Ordering;

/// Below this many limbs in the shorter operand, schoolbook multiplication
/// is used. Measured on n × n-limb products (release build, thresholds 16
/// to 96): 32 and 48 tie up to 48 limbs, 48 is 6% faster from 64 to 512
/// limbs; 16 and 24 lose up to 1.7x (each Karatsuba level allocates), 96
/// loses 10-20% above 128 limbs.
const KARATSUBA_THRESHOLD: usize = 48;

/// Drops zero limbs at the top, so that equal values have equal vectors.
pub(crate) fn trim(limbs: &mut Vec<u64>) {
    while limbs.last() == Some(&0) {
        limbs.pop();
    }
}

/// `a` without its zero limbs at the top.
fn trimmed(mut a: &[u64]) -> &[u64] {
    while let [rest @ .., 0] = a {
        a = rest;
    }
    a
}

/// Compares two normalised magnitudes.
pub(crate) fn compare(a: &[u64], b: &[u64]) -> Ordering {
    a.len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

/// `a += b`.
pub(crate) fn add_assign(a: &mut Vec<u64>, b: &[u64]) {
    a.resize(a.len().max(b.len()) + 1, 0);
    add_at(a, 0, b);
    trim(a);
}

/// `a -= b` for `a >= b`; the result is normalised.
pub(crate) fn sub_assign(a: &mut Vec<u64>, b: &[u64]) {
    let borrow = sub_in_place(a, b);
    debug_assert!(!borrow, "magnitude subtraction underflowed");
    trim(a);
}

/// `a -= b` over `a`'s limbs (`b` no longer than `a`); returns the borrow
/// out of the top, which is set exactly when `a < b`.
fn sub_in_place(a: &mut [u64], b: &[u64]) -> bool {
    let mut borrow = false;
    for (x, &y) in a.iter_mut().zip(b) {
        let (s1, b1) = x.overflowing_sub(y);
        let (s2, b2) = s1.overflowing_sub(borrow as u64);
        *x = s2;
        borrow = b1 | b2;
    }
    for x in &mut a[b.len()..] {
        if !borrow {
            break;
        }
        let (s, b) = x.overflowing_sub(1);
        *x = s;
        borrow = b;
    }
    borrow
}

/// `a = b - a` for `a <= b`: the subtraction a signed sum needs when the
/// right operand is the larger.
pub(crate) fn sub_from(a: &mut Vec<u64>, b: &[u64]) {
    let mut difference = b.to_vec();
    sub_assign(&mut difference, a);
    *a = difference;
}

/// `a * b`, normalised.
pub(crate) fn mul(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut product = vec![0; a.len() + b.len()];
    mul_into(&mut product, a, b);
    trim(&mut product);
    product
}

/// `out += a * b`, where `out` has at least `a.len() + b.len()` limbs and
/// the sum fits in them.
fn mul_into(out: &mut [u64], a: &[u64], b: &[u64]) {
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    if short.len() < KARATSUBA_THRESHOLD {
        schoolbook_into(out, long, short);
    } else if long.len() >= 2 * short.len() {
        // Unbalanced: Karatsuba on square pieces of the long operand.
        for (i, piece) in long.chunks(short.len()).enumerate() {
            let at = i * short.len();
            mul_into(&mut out[at..], piece, short);
        }
    } else {
        karatsuba_into(out, long, short);
    }
}

/// `out += a * b` by long multiplication: O(|a| · |b|).
fn schoolbook_into(out: &mut [u64], a: &[u64], b: &[u64]) {
    for (i, &x) in b.iter().enumerate() {
        if x == 0 {
            continue;
        }
        let mut carry = 0u128;
        for (o, &y) in out[i..].iter_mut().zip(a) {
            let t = u128::from(x) * u128::from(y) + u128::from(*o) + carry;
            *o = t as u64;
            carry = t >> 64;
        }
        add_limb_at(out, i + a.len(), carry as u64);
    }
}

/// Adds one limb at position `at`, carrying upward. A carry out of the
/// top of `out` is dropped: callers either know the sum fits or, as
/// algorithm D's add-back, want the sum modulo B^len.
fn add_limb_at(out: &mut [u64], at: usize, limb: u64) {
    let mut carry = limb;
    for o in &mut out[at..] {
        if carry == 0 {
            return;
        }
        let (s, c) = o.overflowing_add(carry);
        *o = s;
        carry = c as u64;
    }
}

/// `out += x` at limb `at`, modulo B^len as [`add_limb_at`].
fn add_at(out: &mut [u64], at: usize, x: &[u64]) {
    let mut carry = false;
    let target = &mut out[at..];
    for (o, &y) in target.iter_mut().zip(x) {
        let (s1, c1) = o.overflowing_add(y);
        let (s2, c2) = s1.overflowing_add(carry as u64);
        *o = s2;
        carry = c1 | c2;
    }
    add_limb_at(target, x.len(), carry as u64);
}

/// `out += a * b` by Karatsuba's three half-size products,
/// O(n^1.585): a = a1·B^m + a0, b = b1·B^m + b0, and the middle term is
/// (a0 + a1)(b0 + b1) − a0·b0 − a1·b1. Needs `b.len() <= a.len() < 2·b.len()`.
fn karatsuba_into(out: &mut [u64], a: &[u64], b: &[u64]) {
    let m = (a.len() + 1) / 2;
    let (a0, a1) = (trimmed(&a[..m]), &a[m..]);
    let (b0, b1) = (trimmed(&b[..m.min(b.len())]), &b[m.min(b.len())..]);
    let low = mul(a0, b0);
    let high = mul(a1, b1);
    let mut a_sum = a0.to_vec();
    add_assign(&mut a_sum, a1);
    let mut b_sum = b0.to_vec();
    add_assign(&mut b_sum, b1);
    let mut middle = mul(&a_sum, &b_sum);
    sub_assign(&mut middle, &low);
    sub_assign(&mut middle, &high);
    add_at(out, 0, &low);
    add_at(out, m, &middle);
    add_at(out, 2 * m, &high);
}

/// `a = a * factor + addend` in place, growing `a` by at most one limb.
pub(crate) fn mul_small_add(a: &mut Vec<u64>, factor: u64, addend: u64) {
    let mut carry = u128::from(addend);
    for x in a.iter_mut() {
        let t = u128::from(*x) * u128::from(factor) + carry;
        *x = t as u64;
        carry = t >> 64;
    }
    if carry != 0 {
        a.push(carry as u64);
    }
}

/// `a /= divisor` in place (`divisor > 0`); returns the remainder.
pub(crate) fn div_small(a: &mut Vec<u64>, divisor: u64) -> u64 {
    let mut rem = 0u128;
    for x in a.iter_mut().rev() {
        let t = (rem << 64) | u128::from(*x);
        *x = (t / u128::from(divisor)) as u64;
        rem = t % u128::from(divisor);
    }
    trim(a);
    rem as u64
}

/// `(a / b, a % b)` for `b` non-zero, by Knuth's algorithm D (TAOCP 4.3.1):
/// normalise so `b`'s top limb has its high bit set, then each quotient
/// limb is estimated from the top two limbs of the running remainder
/// (through `u128`) and is at most one too large after the two-limb check,
/// corrected by an add-back. O(|b| · (|a| − |b| + 1)).
pub(crate) fn div_rem(a: &[u64], b: &[u64]) -> (Vec<u64>, Vec<u64>) {
    assert!(!b.is_empty(), "attempt to divide by zero");
    if compare(a, b) == Ordering::Less {
        return (Vec::new(), a.to_vec());
    }
    if b.len() == 1 {
        let mut q = a.to_vec();
        let r = div_small(&mut q, b[0]);
        let r = if r == 0 { Vec::new() } else { vec![r] };
        return (q, r);
    }
    let shift = b[b.len() - 1].leading_zeros() as usize;
    let v = shl(b, shift);
    let mut u = shl(a, shift);
    if u.len() == a.len() {
        u.push(0);
    }
    let n = v.len();
    let mut q = vec![0; a.len() - n + 1];
    for j in (0..q.len()).rev() {
        q[j] = quotient_limb(&mut u[j..=j + n], &v);
    }
    trim(&mut q);
    u.truncate(n);
    trim(&mut u);
    (q, shr(&u, shift))
}

/// `w[..v.len()] -= q · v`; returns what is still to subtract at
/// `w[v.len()]` (carry and borrow, below 2^64). Limbs of `q · v` past the
/// end of a shorter `w` are dropped.
fn sub_mul(w: &mut [u64], q: u64, v: &[u64]) -> u64 {
    let mut carry = 0u128;
    let mut borrow = false;
    for (x, &y) in w.iter_mut().zip(v) {
        let p = u128::from(q) * u128::from(y) + carry;
        carry = p >> 64;
        let (s1, b1) = x.overflowing_sub(p as u64);
        let (s2, b2) = s1.overflowing_sub(borrow as u64);
        *x = s2;
        borrow = b1 | b2;
    }
    carry as u64 + borrow as u64
}

/// One step of algorithm D: `window` (n + 1 limbs, less than `v · B`)
/// becomes `window − q·v` and q is returned.
fn quotient_limb(window: &mut [u64], v: &[u64]) -> u64 {
    let n = v.len();
    let top = (u128::from(window[n]) << 64) | u128::from(window[n - 1]);
    let (v1, v2) = (u128::from(v[n - 1]), u128::from(v[n - 2]));
    let mut q = top / v1;
    let mut r = top % v1;
    if q > u128::from(u64::MAX) {
        q = u128::from(u64::MAX);
        r = top - q * v1;
    }
    while r <= u128::from(u64::MAX) && q * v2 > ((r << 64) | u128::from(window[n - 2])) {
        q -= 1;
        r += v1;
    }
    let owed = sub_mul(window, q as u64, v);
    let (top, under) = window[n].overflowing_sub(owed);
    window[n] = top;
    if under {
        // The estimate was one too large (probability about 2/B): add back,
        // letting the carry out of the top limb cancel the borrow.
        q -= 1;
        add_at(window, 0, v);
    }
    q as u64
}

/// `a / b` for `b` non-zero dividing `a`, by Jebelean's exact division
/// (Hensel division from the low end): with `b` odd, each quotient limb is
/// the running dividend's low limb times `b`'s inverse modulo 2^64, and
/// only the low limbs that can hold the quotient are ever updated. About
/// half the multiplications of algorithm D and no estimate to correct; if
/// `b` does not divide `a`, the result is meaningless.
pub(crate) fn div_exact(a: &[u64], b: &[u64]) -> Vec<u64> {
    assert!(!b.is_empty(), "attempt to divide by zero");
    if a.len() < b.len() {
        return Vec::new(); // only 0 is a multiple of b below it
    }
    // Strip the divisor's factor 2^z from both (exact, as b divides a).
    let z = trailing_zeros(b);
    let (mut w, b) = if z == 0 {
        (a.to_vec(), std::borrow::Cow::Borrowed(b))
    } else {
        (shr(a, z), std::borrow::Cow::Owned(shr(b, z)))
    };
    if w.len() < b.len() {
        return Vec::new();
    }
    let quotient_len = w.len() - b.len() + 1;
    w.truncate(quotient_len);
    let inverse = inverse_mod_word(b[0]);
    for i in 0..quotient_len {
        let q = w[i].wrapping_mul(inverse);
        // w[i..] -= q·b, kept only below the quotient's top limb.
        let owed = sub_mul(&mut w[i..], q, &b);
        if i + b.len() < quotient_len {
            sub_in_place(&mut w[i + b.len()..], &[owed]);
        }
        w[i] = q; // the position now holds 0; reuse it for the quotient
    }
    trim(&mut w);
    w
}

/// `x⁻¹ mod 2^64` for odd `x`, by Newton's iteration: each step doubles
/// the number of correct low bits, from 5 bits (`3x XOR 2`) to 80.
fn inverse_mod_word(x: u64) -> u64 {
    let mut inverse = x.wrapping_mul(3) ^ 2;
    for _ in 0..4 {
        inverse = inverse.wrapping_mul(2u64.wrapping_sub(x.wrapping_mul(inverse)));
    }
    inverse
}

/// `a · 2^bits`, normalised.
pub(crate) fn shl(a: &[u64], bits: usize) -> Vec<u64> {
    if a.is_empty() {
        return Vec::new();
    }
    let (limbs, bits) = (bits / 64, bits % 64);
    let mut out = vec![0; limbs];
    out.reserve(a.len() + 1);
    if bits == 0 {
        out.extend_from_slice(a);
    } else {
        let mut carry = 0;
        for &x in a {
            out.push((x << bits) | carry);
            carry = x >> (64 - bits);
        }
        if carry != 0 {
            out.push(carry);
        }
    }
    out
}

/// `a / 2^bits` rounded down, normalised.
pub(crate) fn shr(a: &[u64], bits: usize) -> Vec<u64> {
    let mut out = a[(bits / 64).min(a.len())..].to_vec();
    let bits = bits % 64;
    if bits > 0 {
        for i in 0..out.len() {
            let high = out.get(i + 1).map_or(0, |&h| h << (64 - bits));
            out[i] = (out[i] >> bits) | high;
        }
    }
    trim(&mut out);
    out
}

/// Number of zero bits below the lowest one bit (`a` non-zero).
pub(crate) fn trailing_zeros(a: &[u64]) -> usize {
    let i = a
        .iter()
        .position(|&x| x != 0)
        .expect("zero has no lowest bit");
    i * 64 + a[i].trailing_zeros() as usize
}

/// Bits needed to write `a` (0 for zero).
pub(crate) fn bits(a: &[u64]) -> usize {
    a.last()
        .map_or(0, |&top| a.len() * 64 - top.leading_zeros() as usize)
}

/// `gcd(a, b)` of magnitudes by Lehmer's method (Knuth's algorithm L,
/// TAOCP 4.5.2): Euclid's steps are run on the top 61 bits of both
/// operands while the quotients they give are certain, collected into a
/// 2 × 2 matrix of single-limb cofactors, and applied to the full numbers
/// at once, so each pass over the limbs removes about 60 bits instead of
/// one quotient's worth. A full division step when the top bits decide
/// nothing (one operand much the shorter); `u128` once both fit.
pub(crate) fn gcd(a: &[u64], b: &[u64]) -> Vec<u64> {
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    loop {
        if compare(&a, &b) == Ordering::Less {
            std::mem::swap(&mut a, &mut b);
        }
        if b.is_empty() {
            return a;
        }
        if a.len() <= 2 {
            return from_u128(gcd_u128(to_u128(&a), to_u128(&b)));
        }
        let shift = bits(&a) - 61;
        match lehmer_cofactors(top_bits(&a, shift), top_bits(&b, shift)) {
            Some([x, y, z, w]) => (a, b) = (combine(&a, &b, x, y), combine(&a, &b, z, w)),
            None => a = div_rem(&a, &b).1,
        }
    }
}

/// The 61 bits of `a` from bit `shift` up (`a < 2^(shift + 61)`).
fn top_bits(a: &[u64], shift: usize) -> i64 {
    let (limb, offset) = (shift / 64, shift % 64);
    let low = a.get(limb).map_or(0, |&l| l >> offset);
    let high = match a.get(limb + 1) {
        Some(&h) if offset > 0 => h << (64 - offset),
        _ => 0,
    };
    (low | high) as i64
}

/// Euclid on the leading bits `x >= y` while the quotient is certain
/// (the same for both ends of the interval the true ratio lies in):
/// the cofactors `[A, B, C, D]` with new `(a, b) = (A·a + B·b, C·a + D·b)`,
/// or `None` if not even one step is certain. Below 2^61 every value and
/// cofactor fits an `i64`; A and B (and C and D) have opposite signs.
fn lehmer_cofactors(mut x: i64, mut y: i64) -> Option<[i64; 4]> {
    let (mut a, mut b, mut c, mut d) = (1i64, 0i64, 0i64, 1i64);
    while y + c != 0 && y + d != 0 {
        let q = (x + a) / (y + c);
        if q != (x + b) / (y + d) {
            break;
        }
        (a, c) = (c, a - q * c);
        (b, d) = (d, b - q * d);
        (x, y) = (y, x - q * y);
    }
    (b != 0).then_some([a, b, c, d])
}

/// `x·u + y·v` for cofactors of opposite signs whose result is known to
/// be non-negative and no longer than `u` (`u >= v`).
fn combine(u: &[u64], v: &[u64], x: i64, y: i64) -> Vec<u64> {
    let mut carry = 0i128;
    let mut out: Vec<u64> = (0..u.len())
        .map(|i| {
            let v_i = v.get(i).map_or(0, |&l| i128::from(l));
            let t = i128::from(x) * i128::from(u[i]) + i128::from(y) * v_i + carry;
            carry = t >> 64;
            t as u64
        })
        .collect();
    debug_assert_eq!(carry, 0, "Lehmer step gave a negative or longer value");
    trim(&mut out);
    out
}

fn gcd_u128(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The value of a magnitude of at most two limbs.
pub(crate) fn to_u128(a: &[u64]) -> u128 {
    a.iter()
        .rev()
        .fold(0, |acc, &x| (acc << 64) | u128::from(x))
}

/// A `u128` as a normalised magnitude.
pub(crate) fn from_u128(v: u128) -> Vec<u64> {
    let mut limbs = vec![v as u64, (v >> 64) as u64];
    trim(&mut limbs);
    limbs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn karatsuba_matches_schoolbook_at_every_split() {
        let mut rng = crate::testing::rng::TestRng::new(7);
        for (la, lb) in [
            (32, 32),
            (33, 32),
            (63, 32),
            (64, 33),
            (100, 70),
            (200, 41),
            (97, 96),
        ] {
            let mut a: Vec<u64> = (0..la).map(|_| rng.next_u64()).collect();
            let b: Vec<u64> = (0..lb).map(|_| u64::MAX - rng.below(3)).collect();
            a[la / 2] = 0;
            let mut slow = vec![0; la + lb];
            schoolbook_into(&mut slow, &a, &b);
            trim(&mut slow);
            assert_eq!(mul(&a, &b), slow, "{la} x {lb} limbs");
        }
    }
}
