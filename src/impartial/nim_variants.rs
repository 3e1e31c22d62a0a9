//! Three Nim variants with closed forms: Lasker's Nim, Moore's Nim_k and
//! Staircase Nim.

/// The Grundy value of a pile in Lasker's Nim, where a move takes at least
/// one stone from a pile or splits it into two non-empty piles:
/// `G(4j+1) = 4j+1`, `G(4j+2) = 4j+2`, `G(4j+3) = 4j+4`, `G(4j+4) = 4j+3`.
///
/// Why: by induction on `n`. Take moves reach every `G(m)` with `m < n`,
/// and by the closed form those are all the values below `n` except one
/// of the pair `{4j+3, 4j+4}` inside `n`'s block. A split `a + b = n`
/// reaches `G(a) ⊕ G(b)`; the closed form keeps `G(m) ≡ m (mod 4)` up to
/// swapping residues 3 and 0, so the XOR of two odd piles is even and lies
/// in no block position that the take moves left open, except at
/// `n = 4j + 3`, where `1 + (4j + 2)` gives `G = 4j + 3` and pushes the mex
/// to `4j + 4`; at `n = 4j + 4` the value `4j + 4` is then reachable and
/// `4j + 3` is not. The tests check the form against search of the game.
///
/// # Example
/// ```
/// use game_theory::impartial::nim_variants::lasker_grundy;
/// assert_eq!((0..9).map(lasker_grundy).collect::<Vec<_>>(), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
pub fn lasker_grundy(pile: u64) -> u64 {
    match pile % 4 {
        0 if pile > 0 => pile - 1,
        3 => pile + 1,
        _ => pile,
    }
}

/// Whether the first player wins Moore's Nim_k, where a move takes at
/// least one stone from each of between 1 and `k` piles: exactly when, in
/// some binary digit, the number of piles with a 1 there is not a multiple
/// of `k + 1` (Moore, 1910).
///
/// Why: from a position where every digit's count is a multiple of `k + 1`,
/// a move changes at most `k` piles, and the highest digit any of them
/// changes loses a 1 in each changed pile that had one there and gains
/// none, so its count moves by between 1 and `k`: off the multiple. From
/// any other position, working from the highest digit down, up to `k` piles
/// can be lowered to bring every count back to a multiple.
///
/// # Example
/// ```
/// use game_theory::impartial::nim_variants::moore_first_wins;
/// assert!(moore_first_wins(&[3, 4, 5], 1)); // k = 1 is Nim
/// assert!(!moore_first_wins(&[1, 1, 1], 2));
/// ```
pub fn moore_first_wins(piles: &[u64], k: u64) -> bool {
    (0..64).any(|bit| {
        let ones = piles.iter().filter(|&&p| p >> bit & 1 == 1).count() as u64;
        ones % (k + 1) != 0
    })
}

/// Whether the first player wins Staircase Nim, where a move takes at least
/// one coin from step `i` down to step `i − 1` (step 0 is out of play):
/// exactly when the XOR of the coins on the odd steps is not 0.
///
/// Why: moving coins from an odd step to an even one is a Nim move on the
/// odd steps; moving coins from an even step to an odd one can be undone at
/// once by moving them on down to the next even step, so the even steps
/// never matter to the side that is winning the Nim game on the odd ones.
///
/// # Example
/// ```
/// use game_theory::impartial::nim_variants::staircase_first_wins;
/// assert!(!staircase_first_wins(&[1, 2, 1])); // steps 1 and 3: 1 ⊕ 1
/// assert!(staircase_first_wins(&[3]));
/// ```
pub fn staircase_first_wins(coins: &[u64]) -> bool {
    coins.iter().step_by(2).fold(0, |acc, &c| acc ^ c) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::exhaustive::{all_vectors, grundy, mover_wins};
    use crate::testing::rules::{lasker_moves, moore_moves, staircase_moves};
    use std::collections::HashMap;

    #[test]
    fn lasker_matches_search_of_the_whole_game() {
        let mut memo = HashMap::new();
        for pile in 0..40u64 {
            let start = if pile == 0 { vec![] } else { vec![pile] };
            assert_eq!(
                u64::from(grundy(&start, &lasker_moves, &mut memo)),
                lasker_grundy(pile),
                "{pile}"
            );
        }
        let mut wins = HashMap::new();
        for piles in all_vectors(3, 7) {
            let mut sorted: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
            sorted.sort_unstable();
            let xor = piles.iter().fold(0, |acc, &p| acc ^ lasker_grundy(p));
            assert_eq!(
                mover_wins(&sorted, &lasker_moves, &mut wins),
                xor != 0,
                "{piles:?}"
            );
        }
    }

    #[test]
    fn moore_matches_search_of_the_whole_game() {
        for k in 1..=3u64 {
            let moves = moore_moves(k);
            let mut memo = HashMap::new();
            for piles in all_vectors(4, 4) {
                if piles.is_empty() || (piles.len() as u64) < k {
                    continue;
                }
                assert_eq!(
                    moore_first_wins(&piles, k),
                    mover_wins(&piles, &moves, &mut memo),
                    "k = {k}, {piles:?}"
                );
            }
        }
        let e18 = 1_000_000_000_000_000_000;
        assert!(!moore_first_wins(&[e18, e18, e18], 2));
        assert!(moore_first_wins(&[e18, e18, e18 - 1], 2));
    }

    #[test]
    fn staircase_matches_search_of_the_whole_game() {
        let mut memo = HashMap::new();
        for coins in all_vectors(4, 3).into_iter().filter(|c| !c.is_empty()) {
            assert_eq!(
                staircase_first_wins(&coins),
                mover_wins(&coins, &staircase_moves, &mut memo),
                "{coins:?}"
            );
        }
    }
}
