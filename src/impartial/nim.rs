//! Nim and the variants that reduce to a nim-sum.
//!
//! Bouton's theorem: a Nim position is lost for the player to move exactly
//! when the XOR of the piles (the nim-sum) is 0. By Sprague-Grundy, any sum of
//! impartial games is decided the same way by the XOR of the parts' Grundy
//! numbers, which is how the variants here are solved.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::BitXor;

/// An unsigned integer type that holds Grundy values (nimbers): `u8`,
/// `u16`, `u32`, `u64` and `usize`. [`nim_sum`] and
/// [`mex`](crate::impartial::grundy::mex) return the type they are given, so
/// a table of `u32` values combines without casts.
pub trait Nimber: Copy + Eq + Ord + Hash + Debug + Default + BitXor<Output = Self> {
    /// The value as a `u64` (every implementing type fits).
    fn to_u64(self) -> u64;
    /// `value` in this type.
    ///
    /// # Panics
    /// If `value` does not fit.
    fn from_u64(value: u64) -> Self;
}

/// A [`Nimber`] or a reference to one: what [`nim_sum`] and
/// [`mex`](crate::impartial::grundy::mex) accept from an iterator, so both
/// `values.iter()` and `values.iter().copied()` work.
pub trait IntoNimber {
    /// The value's type.
    type Nimber: Nimber;
    /// The value.
    fn into_nimber(self) -> Self::Nimber;
}

macro_rules! nimber_types {
    ($($t:ty),*) => {$(
        impl Nimber for $t {
            #[inline]
            fn to_u64(self) -> u64 {
                self as u64
            }
            #[inline]
            fn from_u64(value: u64) -> Self {
                match <$t>::try_from(value) {
                    Ok(v) => v,
                    Err(_) => panic!("{value} does not fit in {}", stringify!($t)),
                }
            }
        }
        impl IntoNimber for $t {
            type Nimber = $t;
            #[inline]
            fn into_nimber(self) -> $t {
                self
            }
        }
        impl IntoNimber for &$t {
            type Nimber = $t;
            #[inline]
            fn into_nimber(self) -> $t {
                *self
            }
        }
    )*};
}
nimber_types!(u8, u16, u32, u64, usize);

/// The XOR of all values (the nim-sum), in their own type.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use game_theory::impartial::nim::nim_sum;
/// assert_eq!(nim_sum(&[3u64, 4, 5]), 2);
/// let grundy: Vec<u32> = vec![1, 2, 3];
/// assert_eq!(nim_sum(&grundy), 0u32);
/// assert_eq!(nim_sum(grundy.iter().map(|g| g + 1)), 2 ^ 3 ^ 4);
/// assert_eq!(nim_sum(Vec::<u8>::new()), 0);
/// ```
pub fn nim_sum<I>(values: I) -> <I::Item as IntoNimber>::Nimber
where
    I: IntoIterator,
    I::Item: IntoNimber,
{
    values
        .into_iter()
        .fold(Default::default(), |acc, v| acc ^ v.into_nimber())
}

/// The winning move in Nim, if the player to move has one: `(i, k)`, take
/// `k` stones from pile `i` (0-based), for the smallest `i` whose pile
/// exceeds `pile XOR nim_sum`; that move leaves a nim-sum of 0.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use game_theory::impartial::nim::nim_winning_move;
/// assert_eq!(nim_winning_move(&[3, 4, 5]), Some((0, 2)));
/// assert_eq!(nim_winning_move(&[1, 4, 5]), None);
/// ```
pub fn nim_winning_move(piles: &[u64]) -> Option<(usize, u64)> {
    let sum = nim_sum(piles);
    if sum == 0 {
        return None;
    }
    // The pile holding the highest set bit of `sum` always qualifies.
    piles
        .iter()
        .position(|&p| p ^ sum < p)
        .map(|i| (i, piles[i] - (piles[i] ^ sum)))
}

/// Dual Nim (GfG "Find the winner in nim-game", CodeChef TWONIM): players
/// remove whole elements; whoever starts a turn with XOR 0 wins. Returns
/// whether the first player wins.
///
/// With XOR 0 the first player has already won. Otherwise, with an even
/// count the first player can always remove an element that does not equal
/// the XOR (not all elements can equal it: an even number of equal values
/// XOR to 0), so the opponent never starts with XOR 0, and the opponent is
/// eventually left the last element, or the first player the empty array.
/// With an odd count the roles swap after the forced first move.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use game_theory::impartial::nim::dual_nim_first_wins;
/// assert!(!dual_nim_first_wins(&[3, 3, 2]));
/// assert!(dual_nim_first_wins(&[3, 3]));
/// assert!(dual_nim_first_wins(&[1, 4, 3, 5]));
/// ```
pub fn dual_nim_first_wins(values: &[u64]) -> bool {
    nim_sum(values) == 0 || values.len() % 2 == 0
}

/// The Grundy number of a pile in Nim with a one-time "zero move" per pile
/// (GfG "Variation in Nim Game"): a non-empty pile whose zero move is unused
/// has Grundy number `p + 1` when `p` is odd and `p - 1` when `p` is even.
///
/// Why: once the zero move is spent the pile is a plain Nim pile (Grundy
/// `p`). By induction the unused piles below `p` take the values
/// {0} ∪ ({1 … p-1} with odd/even pairs swapped), and the zero move adds `p`;
/// the least missing value is `p + 1` for odd `p` and `p - 1` for even `p`.
///
/// # Constraints
/// `p < u64::MAX`.
///
/// # Example
/// ```
/// use game_theory::impartial::nim::zero_move_grundy;
/// assert_eq!([0, 1, 2, 3, 4].map(zero_move_grundy), [0, 2, 1, 4, 3]);
/// ```
pub fn zero_move_grundy(pile: u64) -> u64 {
    match pile {
        0 => 0,
        p if p % 2 == 1 => p + 1,
        p => p - 1,
    }
}

/// Misère Nim (SPOJ MMMGAME): whoever takes the last stone loses. Returns
/// whether the first player wins.
///
/// Play as in normal Nim until the move that would leave only piles of one
/// stone, then leave an odd number of them instead of an even one. So: if
/// every pile has at most one stone, the first player wins exactly when the
/// number of stones is even; otherwise exactly when the nim-sum is not 0.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use game_theory::impartial::nim::misere_nim_first_wins;
/// assert!(misere_nim_first_wins(&[3, 5, 1]));
/// assert!(!misere_nim_first_wins(&[1]));
/// assert!(misere_nim_first_wins(&[1, 1]));
/// ```
pub fn misere_nim_first_wins(piles: &[u64]) -> bool {
    if piles.iter().all(|&p| p <= 1) {
        piles.iter().filter(|&&p| p == 1).count() % 2 == 0
    } else {
        nim_sum(piles) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::{all_vectors, grundy, mover_wins};
    use crate::testing::rules::{
        dual_nim_mover_wins, misere_nim_mover_wins, nim_moves, row_moves, zero_move_pile_moves,
    };
    use std::collections::HashMap;

    // The exhaustive search's states are vectors, so its move rule takes one.

    #[test]
    fn bouton_matches_exhaustive_search_and_the_move_wins() {
        let mut memo = HashMap::new();
        for piles in all_vectors(4, 6) {
            let wins = mover_wins(&piles, &nim_moves, &mut memo);
            match nim_winning_move(&piles) {
                None => assert!(!wins, "{piles:?}"),
                Some((i, k)) => {
                    assert!(wins, "{piles:?}");
                    assert!(k >= 1 && k <= piles[i]);
                    let mut after = piles.clone();
                    after[i] -= k;
                    assert!(!mover_wins(&after, &nim_moves, &mut memo));
                    // The smallest such pile is chosen.
                    let s = nim_sum(&piles);
                    assert!(piles[..i].iter().all(|&p| p ^ s >= p));
                }
            }
        }
    }

    #[test]
    fn nim_sum_is_the_xor_in_every_type_from_values_or_references() {
        for values in all_vectors(4, 7) {
            let xor = values.iter().fold(0, |acc, &v| acc ^ v);
            assert_eq!(nim_sum(&values), xor);
            assert_eq!(nim_sum(values.iter().copied()), xor);
            let bytes: Vec<u8> = values.iter().map(|&v| v as u8).collect();
            assert_eq!(u64::from(nim_sum(&bytes)), xor);
            let words: Vec<u16> = values.iter().map(|&v| v as u16).collect();
            assert_eq!(u64::from(nim_sum(words)), xor);
            let grundy: Vec<u32> = values.iter().map(|&v| v as u32).collect();
            assert_eq!(u64::from(nim_sum(grundy.iter())), xor);
            let sizes: Vec<usize> = values.iter().map(|&v| v as usize).collect();
            assert_eq!(nim_sum(&sizes) as u64, xor);
        }
        assert_eq!(nim_sum([u64::MAX, 1]), u64::MAX - 1);
    }

    #[test]
    fn winning_move_at_the_largest_piles() {
        const E18: u64 = 1_000_000_000_000_000_000;
        assert_eq!(nim_winning_move(&[E18]), Some((0, E18)));
        assert_eq!(nim_winning_move(&[E18, E18]), None);
        assert_eq!(nim_winning_move(&[0]), None);
        let (i, k) = nim_winning_move(&[E18, E18 - 1, 5]).unwrap();
        let mut piles = [E18, E18 - 1, 5];
        piles[i] -= k;
        assert_eq!(nim_sum(&piles), 0);
    }

    #[test]
    fn dual_nim_matches_exhaustive_search() {
        let mut memo = HashMap::new();
        for values in all_vectors(6, 4) {
            assert_eq!(
                dual_nim_first_wins(&values),
                dual_nim_mover_wins(&values, &mut memo),
                "{values:?}"
            );
        }
    }

    #[test]
    fn zero_move_grundy_matches_the_definition() {
        let mut memo = HashMap::new();
        for pile in 0..=60 {
            assert_eq!(
                u64::from(grundy(&(pile, true), &zero_move_pile_moves, &mut memo)),
                zero_move_grundy(pile)
            );
        }
        assert_eq!(
            zero_move_grundy(1_000_000_000_000_000_000),
            999_999_999_999_999_999
        );
        assert_eq!(
            zero_move_grundy(999_999_999_999_999_999),
            1_000_000_000_000_000_000
        );
    }

    #[test]
    fn misere_nim_matches_exhaustive_search() {
        let mut memo = HashMap::new();
        for piles in all_vectors(4, 5).into_iter().filter(|p| !p.is_empty()) {
            assert_eq!(
                misere_nim_first_wins(&piles),
                misere_nim_mover_wins(&piles, &mut memo),
                "{piles:?}"
            );
        }
    }

    #[test]
    fn zero_move_nim_sums_match_exhaustive_search_of_the_whole_game() {
        let mut memo = HashMap::new();
        for sizes in all_vectors(3, 5) {
            let start: Vec<(u64, bool)> = sizes.iter().map(|&p| (p, true)).collect();
            let grundies: Vec<u64> = sizes.iter().map(|&p| zero_move_grundy(p)).collect();
            assert_eq!(
                nim_sum(&grundies) != 0,
                mover_wins(&start, &row_moves(zero_move_pile_moves), &mut memo),
                "{sizes:?}"
            );
        }
    }
}
