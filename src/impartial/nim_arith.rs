//! Nim arithmetic: the integers below 2^64 with XOR as addition and nim
//! multiplication form the field GF(2^64). Coin-turning games (Turning
//! Corners, the product of two games) are solved by nim products.
//!
//! # Why the fast method works
//! The nim product is defined by `a ⊗ b = mex{(a'⊗b) ⊕ (a⊗b') ⊕ (a'⊗b')}`
//! over `a' < a`, `b' < b`. For a Fermat 2-power `F = 2^(2^k)`, the numbers
//! below `F` are a subfield; `x ⊗ F = x·F` for `x < F`; and `F ⊗ F = F ⊕
//! F/2` (`3F/2`). Writing `a = a₁F ⊕ a₀` and `b = b₁F ⊕ b₀` with halves
//! below `F`:
//! `a ⊗ b = (a₁b₁ ⊕ a₁b₀ ⊕ a₀b₁)·F ⊕ a₀b₀ ⊕ a₁b₁ ⊗ F/2`,
//! and Karatsuba's trick gets the middle term from
//! `(a₀ ⊕ a₁) ⊗ (b₀ ⊕ b₁) ⊕ a₀b₀`. Halving from 64 bits down to 8, where a
//! 256 × 256 table holds every product, costs a few dozen look-ups.
//!
//! # Complexity
//! [`NimField::mul`]: O(1), 27 table look-ups for the three-level
//! Karatsuba plus the `⊗ F/2` terms (each a product with a half-size
//! power of two). [`NimField::inverse`]: 63 squarings and products.

/// The 256 × 256 table of nim products of bytes, and the operations built
/// on it.
#[derive(Clone)]
pub struct NimField {
    bytes: Vec<u8>,
    /// `(v << 8k) ⊗ 2^15` for bytes `v`, `k < 2`, and `(v << 8k) ⊗ 2^31`
    /// for `k < 4`: multiplying by a fixed element is linear over XOR, so
    /// these byte tables replace a recursive product with 2 or 4 look-ups.
    times_2_15: [[u16; 256]; 2],
    times_2_31: [[u32; 256]; 4],
}

/// The nim product from the definition's recursive halving, bit by bit:
/// the table's source, and a check for the fast path.
fn product_by_halving(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let half = bits / 2;
    let low = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & low, b >> half, b & low);
    let c0 = product_by_halving(a0, b0, half);
    let c2 = product_by_halving(a1, b1, half);
    let middle = product_by_halving(a0 ^ a1, b0 ^ b1, half) ^ c0;
    (middle << half) ^ c0 ^ product_by_halving(c2, 1 << (half - 1), half)
}

impl NimField {
    /// Builds the byte table (65,536 products). A product is linear in
    /// each factor over XOR, so each row needs the products with the eight
    /// powers of two only; the rest are one XOR each.
    pub fn new() -> Self {
        let mut bytes = vec![0u8; 1 << 16];
        for a in 0..256usize {
            let row = &mut bytes[a << 8..(a + 1) << 8];
            for b in 1..256usize {
                let low = b & b.wrapping_neg();
                row[b] = if low == b {
                    product_by_halving(a as u64, b as u64, 8) as u8
                } else {
                    row[b ^ low] ^ row[low]
                };
            }
        }
        let mut times_2_15 = [[0u16; 256]; 2];
        let mut times_2_31 = [[0u32; 256]; 4];
        for (k, table) in times_2_15.iter_mut().enumerate() {
            for (v, entry) in table.iter_mut().enumerate() {
                *entry = product_by_halving((v as u64) << (8 * k), 1 << 15, 16) as u16;
            }
        }
        for (k, table) in times_2_31.iter_mut().enumerate() {
            for (v, entry) in table.iter_mut().enumerate() {
                *entry = product_by_halving((v as u64) << (8 * k), 1 << 31, 32) as u32;
            }
        }
        NimField {
            bytes,
            times_2_15,
            times_2_31,
        }
    }

    #[inline]
    fn mul8(&self, a: u64, b: u64) -> u64 {
        u64::from(self.bytes[(a << 8 | b) as usize])
    }

    #[inline]
    fn mul16(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 8, a & 0xff, b >> 8, b & 0xff);
        let c0 = self.mul8(a0, b0);
        let c2 = self.mul8(a1, b1);
        let middle = self.mul8(a0 ^ a1, b0 ^ b1) ^ c0;
        (middle << 8) ^ c0 ^ self.mul8(c2, 1 << 7)
    }

    #[inline]
    fn mul32(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 16, a & 0xffff, b >> 16, b & 0xffff);
        let c0 = self.mul16(a0, b0);
        let c2 = self.mul16(a1, b1);
        let middle = self.mul16(a0 ^ a1, b0 ^ b1) ^ c0;
        let c2_times_half =
            self.times_2_15[0][(c2 & 0xff) as usize] ^ self.times_2_15[1][(c2 >> 8) as usize];
        (middle << 16) ^ c0 ^ u64::from(c2_times_half)
    }

    /// `a ⊗ b`.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::nim_arith::NimField;
    /// let field = NimField::new();
    /// assert_eq!(field.mul(2, 2), 3);
    /// assert_eq!(field.mul(2, 3), 1);
    /// assert_eq!(field.mul(8, 8), 13);
    /// assert_eq!(field.mul(u64::MAX, 1), u64::MAX);
    /// ```
    #[inline]
    pub fn mul(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 32, a & 0xffff_ffff, b >> 32, b & 0xffff_ffff);
        let c0 = self.mul32(a0, b0);
        let c2 = self.mul32(a1, b1);
        let middle = self.mul32(a0 ^ a1, b0 ^ b1) ^ c0;
        let t = &self.times_2_31;
        let c2_times_half = t[0][(c2 & 0xff) as usize]
            ^ t[1][(c2 >> 8 & 0xff) as usize]
            ^ t[2][(c2 >> 16 & 0xff) as usize]
            ^ t[3][(c2 >> 24) as usize];
        (middle << 32) ^ c0 ^ u64::from(c2_times_half)
    }

    /// `a ⊗ a`.
    pub fn square(&self, a: u64) -> u64 {
        self.mul(a, a)
    }

    /// `a` nim-multiplied by itself `exponent` times (`a^0 = 1`), by
    /// repeated squaring.
    pub fn pow(&self, mut a: u64, mut exponent: u64) -> u64 {
        let mut result = 1;
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = self.mul(result, a);
            }
            a = self.square(a);
            exponent >>= 1;
        }
        result
    }

    /// The `b` with `a ⊗ b = 1`, for `a ≠ 0`: `a^(2^64 − 2)`, since the
    /// multiplicative group has order `2^64 − 1`.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::nim_arith::NimField;
    /// let field = NimField::new();
    /// let a = 0x1234_5678_9abc_def0;
    /// assert_eq!(field.mul(a, field.inverse(a).unwrap()), 1);
    /// assert_eq!(field.inverse(0), None);
    /// ```
    pub fn inverse(&self, a: u64) -> Option<u64> {
        (a != 0).then(|| self.pow(a, u64::MAX - 1))
    }
}

impl Default for NimField {
    fn default() -> Self {
        NimField::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    #[test]
    fn products_match_the_mex_definition_on_all_small_pairs() {
        // a ⊗ b = mex{(a'⊗b) ⊕ (a⊗b') ⊕ (a'⊗b') : a' < a, b' < b}.
        const N: usize = 64;
        let mut table = vec![[0u64; N]; N];
        let field = NimField::new();
        for a in 0..N {
            for b in 0..N {
                let mut seen = vec![false; 4 * N];
                for x in 0..a {
                    for y in 0..b {
                        seen[(table[x][b] ^ table[a][y] ^ table[x][y]) as usize] = true;
                    }
                }
                table[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
                assert_eq!(field.mul(a as u64, b as u64), table[a][b], "{a} ⊗ {b}");
            }
        }
    }

    #[test]
    fn field_laws_on_random_64_bit_values() {
        let field = NimField::new();
        let mut rng = TestRng::new(64);
        for _ in 0..2000 {
            let (a, b, c) = (rng.next_u64(), rng.next_u64(), rng.next_u64());
            assert_eq!(field.mul(a, b), field.mul(b, a));
            assert_eq!(field.mul(a, b ^ c), field.mul(a, b) ^ field.mul(a, c));
            assert_eq!(field.mul(field.mul(a, b), c), field.mul(a, field.mul(b, c)));
            assert_eq!(field.mul(a, b), product_by_halving(a, b, 64));
            if a != 0 {
                assert_eq!(field.mul(a, field.inverse(a).unwrap()), 1);
            }
        }
        for a in [1u64, 2, 3, u64::MAX, 1 << 63, 1 << 32] {
            assert_eq!(field.mul(a, field.inverse(a).unwrap()), 1, "{a}");
            assert_eq!(field.pow(a, 0), 1);
            assert_eq!(field.pow(a, 3), field.mul(a, field.square(a)));
        }
        // Fermat 2-powers: F ⊗ F = 3F/2.
        for k in [1u32, 2, 4, 8, 16, 32] {
            let f = 1u64 << k;
            assert_eq!(field.square(f), f ^ (f >> 1), "2^{k}");
        }
    }
}
