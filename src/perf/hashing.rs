//! One fast hasher for the memo tables whose keys are small integers
//! (positions of the impartial engines, game ids of the partizan layer):
//! std's SipHash costs more than the rest of a lookup there.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A fast hasher for memo keys: each word of the key is folded in by a
/// rotation, an xor and a multiplication by an odd constant (the golden
/// ratio's). A product's top bits depend on every bit of the multiplicand,
/// and the top bits are the ones the engines' memo picks slots by; the rotation brings
/// the earlier words' top bits down to where the next product spreads them
/// again. Not resistant to chosen collisions, which a contestant's own
/// positions do not need.
#[derive(Default, Clone, Copy)]
pub(crate) struct Mixer(pub(crate) u64);

/// 2^64 over the golden ratio, made odd: the multiplier of [`Mixer`].
pub(crate) const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

impl Mixer {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(32) ^ word).wrapping_mul(GOLDEN);
    }
}

impl Hasher for Mixer {
    #[inline]
    fn finish(&self) -> u64 {
        // The top bits are kept as they are (the engines' memo picks slots
        // by them); folding them into the low bits serves std's HashMap,
        // which picks slots by the low bits.
        self.0 ^ (self.0 >> 32)
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            self.add(u64::from_le_bytes(chunk.try_into().expect("8 bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word) ^ (rest.len() as u64) << 56);
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
}

/// A `HashMap` with [`Mixer`].
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<Mixer>>;
