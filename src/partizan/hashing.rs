//! A fast hasher for the memo tables, whose keys are small integers (game
//! ids and pairs of them): std's SipHash costs more than the rest of a
//! comparison lookup. Each word is folded in by a rotation, an xor and a
//! multiplication by 2^64 over the golden ratio (FxHash's method); not
//! resistant to chosen collisions, which game ids are not.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The hasher; see the module documentation.
#[derive(Default, Clone, Copy)]
pub struct FoldHasher(u64);

const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

impl FoldHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(26) ^ word).wrapping_mul(GOLDEN);
    }
}

impl Hasher for FoldHasher {
    #[inline]
    fn finish(&self) -> u64 {
        // The table picks slots by the top bits (hashbrown uses the low
        // bits for the slot and the top 7 for the tag): mix both ways.
        self.0 ^ (self.0 >> 32)
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
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

/// A `HashMap` with [`FoldHasher`].
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FoldHasher>>;
