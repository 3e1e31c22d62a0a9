//! Coin-turning games (Winning Ways ch. 14; Ferguson, *Game Theory*, part I
//! ch. 5): a row of coins, some heads up; a move turns over a set of coins
//! the rule allows, the rightmost of which must go from heads to tails.
//! Here are the closed forms of the classic rules for positions up to
//! 10^18, a table for the general "at most k coins" rule, and the product
//! rule that solves two-dimensional games by nim multiplication.
//!
//! # The theorem: a position is a sum of single heads
//! Think of each heads coin as a game of its own, the row with that one
//! head. A move turns the rightmost coin of its set from heads to tails
//! (a move in that head's game) and turns other coins to its left: one
//! turned tails to heads is a new single-head game added to the sum, one
//! turned heads to tails is a single-head game now present twice, and
//! `G + G = 0`. So the row with heads `x₁, …, x_m` is the sum of the `m`
//! single-head rows, and by Sprague-Grundy **the value of a position is the
//! XOR of `g(x)` over its heads `x`**, where `g(x)`, the value of the single
//! head `x`, is the mex over the sets a move may turn with `x` rightmost
//! of the XOR of `g` over the set's other coins.
//!
//! The same holds on a board: with the coin at `(x, y)` the one that must
//! go heads to tails (the largest in both coordinates), the product of two
//! row rules (turn the coins of `A × B`, with `A` a move of the first rule
//! at `x` and `B` one of the second at `y`) has `g(x, y) = g₁(x) ⊗ g₂(y)`,
//! the nim product ([`product_value`]).
//!
//! ```
//! use game_theory::impartial::coin_turning::{mock_turtles_value, ruler_value};
//! // Mock Turtles, heads at 1, 2 and 5 (numbered from 0): 2 ⊕ 4 ⊕ 11.
//! let heads = [1u64, 2, 5];
//! let value = heads.iter().fold(0, |acc, &x| acc ^ mock_turtles_value(x));
//! assert_eq!(value, 13); // not 0: the first player wins
//! // Ruler (numbered from 1), heads at 4 and 12: 4 ⊕ 4 = 0, a lost position.
//! assert_eq!(ruler_value(4) ^ ruler_value(12), 0);
//! ```
//!
//! # Numbering
//! Each closed form numbers the coins the way its theorem is stated:
//! Turning Turtles and Ruler from 1 (so that `g(x) = x` and `g(x)` = the
//! largest power of 2 dividing `x`), Mock Turtles and the k-coin table
//! from 0 (so that Mock Turtles' values are the odious numbers in order,
//! starting with `g(0) = 1`). The exhaustive tests below check each
//! convention against the rules as stated.

use crate::impartial::nim_arith::NimField;

/// Turning Turtles: turn over one or two coins, the rightmost from heads
/// to tails, the other (if any) any coin to its left. With the coins
/// numbered from 1, `g(x) = x`: a single head at `x` moves to nothing
/// (value 0) or to a single head at any `y < x` (value `g(y)`), so
/// `g(x) = mex{0, g(1), …, g(x − 1)} = x`, and the game is Nim with a heap
/// of `x` for each head at `x`.
///
/// # Constraints
/// `1 ≤ x` (position 1 is the leftmost coin).
///
/// # Panics
/// If `x` is 0.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use game_theory::impartial::coin_turning::turning_turtles_value;
/// // Heads at 3, 5 and 6: 3 ⊕ 5 ⊕ 6 = 0, the player to move loses.
/// assert_eq!([3u64, 5, 6].iter().fold(0, |a, &x| a ^ turning_turtles_value(x)), 0);
/// assert_eq!(turning_turtles_value(1_000_000_000_000_000_000), 1_000_000_000_000_000_000);
/// ```
pub fn turning_turtles_value(x: u64) -> u64 {
    assert!(x >= 1, "Turning Turtles numbers its coins from 1");
    x
}

/// Mock Turtles: turn over one, two or three coins, the rightmost from
/// heads to tails. With the coins numbered from 0, `g(x)` is the `x`-th
/// odious number (one with an odd number of 1 bits) counting from 0:
/// `2x` if `2x` is odious, else `2x + 1` (exactly one of the two is, as
/// they differ in the last bit only). So `g(0) = 1`, `g(1) = 2`,
/// `g(2) = 4`, `g(3) = 7`, `g(4) = 8`.
///
/// Why (Winning Ways ch. 14, Ferguson I.5.3): the XOR of one or three
/// odious numbers is odious and of two is evil. A single head at `x` moves
/// to nothing (0), to one head (the values `g(y)`, every odious number
/// below `g(x)`), or to two heads (evil XORs, which by induction cover every
/// evil number below `g(x)`), and never to `g(x)` itself: it is odious and
/// no earlier single head has it.
///
/// # Constraints
/// `x < 2^63` (so `2x + 1` fits in `u64`; every `x ≤ 10^18` does).
///
/// # Panics
/// If `x ≥ 2^63`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use game_theory::impartial::coin_turning::mock_turtles_value;
/// assert_eq!((0..8).map(mock_turtles_value).collect::<Vec<_>>(), [1, 2, 4, 7, 8, 11, 13, 14]);
/// assert_eq!(mock_turtles_value(1_000_000_000_000_000_000), 2_000_000_000_000_000_001);
/// ```
pub fn mock_turtles_value(x: u64) -> u64 {
    assert!(x < 1 << 63, "Mock Turtles values need x < 2^63");
    let even = 2 * x;
    even | u64::from(even.count_ones() % 2 == 0)
}

/// Ruler: turn over any number of consecutive coins, the rightmost from
/// heads to tails. With the coins numbered from 1, `g(x)` is the largest
/// power of 2 dividing `x` (1, 2, 1, 4, 1, 2, 1, 8, …).
///
/// Why (Winning Ways ch. 14, Ferguson I.5.4): by induction on `x`, the
/// XOR of the values of coins `1 … j` is the Gray code `γ(j) = j ⊕ (j >> 1)`
/// (`γ(j) ⊕ γ(j − 1)` is the lowest bit of `j`), and `γ` is linear over
/// XOR. A single head at `x` moves to the heads `x − j … x − 1` for
/// `0 ≤ j < x`, of value `γ(x − 1) ⊕ γ(x − 1 − j) = γ((x − 1) ⊕ m)` for
/// `m = x − 1 − j`, any `m < x`. If `2^t` is the lowest bit of `x`, `x − 1`
/// ends in `t` ones and a 0, so `(x − 1) ⊕ m` takes every value below `2^t`
/// (`γ` maps them onto `0 … 2^t − 1`) but never `2^(t+1) − 1`, the one
/// number with `γ = 2^t` below `2^(t+1)`: that would need `m > x − 1`.
///
/// # Constraints
/// `1 ≤ x`.
///
/// # Panics
/// If `x` is 0.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use game_theory::impartial::coin_turning::ruler_value;
/// assert_eq!((1..=8).map(ruler_value).collect::<Vec<_>>(), [1, 2, 1, 4, 1, 2, 1, 8]);
/// assert_eq!(ruler_value(1_000_000_000_000_000_000), 1 << 18); // 10^18 = 2^18 · 5^18
/// ```
pub fn ruler_value(x: u64) -> u64 {
    assert!(x >= 1, "Ruler numbers its coins from 1");
    x & x.wrapping_neg()
}

/// The largest value [`k_coin_values`] keeps a table for: its sets are
/// bitsets of `V` bits, `V` the power of two above the largest value.
const K_COIN_VALUE_LIMIT: u64 = 1 << 32;

/// The values `g(0), …, g(n − 1)` of the rule "turn over the coin at `x`
/// and at most `k − 1` coins to its left (any set of them), `x` from heads
/// to tails", coins numbered from 0: `g(x)` is the mex of the XORs of at
/// most `k − 1` values among `g(0), …, g(x − 1)` (the empty XOR, 0,
/// included). `k = 1` gives 1 everywhere; `k = 2` is Turning Turtles
/// shifted by one (`g(x) = x + 1` here, as that rule numbers from 1); `k = 3`
/// is Mock Turtles ([`mock_turtles_value`]).
///
/// The table keeps, for `j < k`, the set `S_j` of XORs of at most `j`
/// values seen so far as a bitset over `0..V` (`V` a power of two above
/// every value, so XORs stay below it). `g(x)` is the first number missing
/// from `S_{k−1}`; then adding `v = g(x)` updates, for `j` from `k − 1` down
/// to 1, `S_j ← S_j ∪ (S_{j−1} ⊕ v)`. XOR by `v` moves whole words by
/// `v / 64` and permutes the bits of a word by `v mod 64` in six
/// shift-and-mask steps.
///
/// # Constraints
/// `k ≥ 1`; the values stay below 2^32. They are at most the number of
/// sets of at most `k − 1` earlier coins, `Σ_{j<k} C(x, j)`, and grow
/// about that fast: for `k ≥ n` (every set allowed) `g(x) = 2^x`, so
/// `n ≤ 32`; for `k = 3` about `2x`; for `k = 4` about `x³ / 100`
/// (8.6·10^6 at `x = 1000`); for `k = 6`, 8.3·10^7 at `x = 200`. Keep
/// `n · k · V / 64` to about 10^9 (`k = 4`, `n = 1000`: 0.7 s at
/// opt-level 1; `k = 3` has the closed form [`mock_turtles_value`]).
///
/// # Panics
/// If `k` is 0, or a value reaches 2^32.
///
/// # Complexity
/// O(n · k · V / 64) word operations and O(k · V / 8) bytes, `V` the
/// power of two above the largest value (at least 64).
///
/// # Example
/// ```
/// use game_theory::impartial::coin_turning::{k_coin_values, mock_turtles_value};
/// assert_eq!(k_coin_values(2, 5), [1, 2, 3, 4, 5]);
/// let mock: Vec<u64> = (0..100).map(mock_turtles_value).collect();
/// assert_eq!(k_coin_values(3, 100), mock);
/// assert_eq!(k_coin_values(4, 8), [1, 2, 4, 8, 15, 16, 32, 51]); // 15: 1 ⊕ 2 ⊕ 4 ⊕ 8 needs four
/// ```
pub fn k_coin_values(k: usize, n: usize) -> Vec<u64> {
    assert!(k >= 1, "a move turns at least the coin at x");
    let mut words = 1;
    // sets[j]: the XORs of at most j values so far; each holds 0 (no coin).
    let mut sets = vec![vec![1u64]; k];
    let mut values = Vec::with_capacity(n);
    for _ in 0..n {
        let reachable = &sets[k - 1];
        let g = match reachable.iter().position(|&w| w != u64::MAX) {
            Some(i) => 64 * i as u64 + u64::from(reachable[i].trailing_ones()),
            None => 64 * words as u64,
        };
        assert!(
            g < K_COIN_VALUE_LIMIT,
            "k_coin_values: a value reached 2^32"
        );
        while 64 * words as u64 <= g {
            words *= 2;
            sets.iter_mut().for_each(|set| set.resize(words, 0));
        }
        values.push(g);
        let (word_shift, bit_shift) = ((g / 64) as usize, (g % 64) as u32);
        for j in (1..k).rev() {
            let (lower, upper) = sets.split_at_mut(j);
            let (from, to) = (&lower[j - 1], &mut upper[0]);
            for (w, &bits) in from.iter().enumerate() {
                if bits != 0 {
                    to[w ^ word_shift] |= xor_bit_indices(bits, bit_shift);
                }
            }
        }
    }
    values
}

/// The word whose bit `i ⊕ c` is bit `i` of `bits`, for `c < 64`: one
/// swap of adjacent blocks of `2^t` bits for each bit `t` of `c`.
fn xor_bit_indices(mut bits: u64, c: u32) -> u64 {
    const LOW_HALVES: [u64; 6] = [
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0f0f_0f0f_0f0f_0f0f,
        0x00ff_00ff_00ff_00ff,
        0x0000_ffff_0000_ffff,
        0x0000_0000_ffff_ffff,
    ];
    for (t, &low) in LOW_HALVES.iter().enumerate() {
        if c >> t & 1 == 1 {
            let s = 1 << t;
            bits = (bits & low) << s | (bits >> s & low);
        }
    }
    bits
}

/// The value of the single head `(x, y)` in the product of two row rules,
/// from its row values `g1x = g₁(x)` and `g2y = g₂(y)`: the nim product
/// `g₁(x) ⊗ g₂(y)` (Winning Ways ch. 14, Ferguson I.5.5). In the product a
/// move at `(x, y)` picks a move `A` of the first rule at `x` and a move `B`
/// of the second at `y` and turns every coin of `A × B`; `(x, y)` goes
/// heads to tails. A board's value is the XOR over its heads.
///
/// Turning Corners (turn the four corners `(a, b), (a, y), (x, b), (x, y)`
/// of a rectangle, `a < x`, `b < y`, `(x, y)` heads to tails) is the
/// product of Twins (turn exactly two coins) with itself; Twins numbered
/// from 0 has `g(x) = x`, so Turning Corners has `g(x, y) = x ⊗ y` with
/// both coordinates from 0. The product of Turning Turtles with itself
/// (which also turns one coin, or two in a line) has `g(x, y) = x ⊗ y` too,
/// numbered from 1.
///
/// # Constraints
/// Any `u64` values.
///
/// # Complexity
/// O(1): one [`NimField::mul`] (build the field once, about 2·10^5
/// operations, and pass it to every call).
///
/// # Example
/// ```
/// use game_theory::impartial::coin_turning::{product_value, ruler_value};
/// use game_theory::impartial::nim_arith::NimField;
/// let field = NimField::new();
/// // Turning Corners, heads at (2, 2) and (3, 1), coordinates from 0:
/// // 2 ⊗ 2 = 3 and 3 ⊗ 1 = 3, so the XOR is 0: the player to move loses.
/// assert_eq!(product_value(&field, 2, 2) ^ product_value(&field, 3, 1), 0);
/// // Rugs (Ruler times Ruler), numbered from 1: the head (2, 6) has 2 ⊗ 2.
/// assert_eq!(product_value(&field, ruler_value(2), ruler_value(6)), 3);
/// ```
pub fn product_value(field: &NimField, g1x: u64, g2y: u64) -> u64 {
    field.mul(g1x, g2y)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A row rule as stated: the sets a move may turn with the coin of bit
    /// `x` rightmost, as bitmasks (bit `i` is the `i`-th coin from the left,
    /// whatever number the game gives it).
    type Rule = fn(usize) -> Vec<u32>;

    fn bit(i: usize) -> u32 {
        1 << i
    }

    fn turning_turtles_moves(x: usize) -> Vec<u32> {
        let mut sets = vec![bit(x)];
        sets.extend((0..x).map(|y| bit(x) | bit(y)));
        sets
    }

    fn mock_turtles_moves(x: usize) -> Vec<u32> {
        let mut sets = turning_turtles_moves(x);
        for y in 0..x {
            sets.extend((0..y).map(|z| bit(x) | bit(y) | bit(z)));
        }
        sets
    }

    fn ruler_moves(x: usize) -> Vec<u32> {
        (0..=x)
            .map(|left| (bit(x + 1) - 1) & !(bit(left) - 1))
            .collect()
    }

    fn twins_moves(x: usize) -> Vec<u32> {
        (0..x).map(|y| bit(x) | bit(y)).collect()
    }

    /// The coin at `x` and any set of at most `k − 1` coins left of it.
    fn k_coin_moves(k: usize, x: usize) -> Vec<u32> {
        (0..bit(x))
            .filter(|others| (others.count_ones() as usize) < k)
            .map(|others| others | bit(x))
            .collect()
    }

    /// The value of every position of `cells` coins, bit `i` heads iff
    /// coin `i` is, from `moves[i]` (the sets turned with coin `i` as the
    /// one going heads to tails; all its other coins have smaller bits).
    /// Every move lowers the mask, so one pass in increasing order is the
    /// memoised search; no theorem about sums is assumed.
    fn all_position_values(cells: usize, moves: &[Vec<u32>]) -> Vec<u32> {
        let mut values = vec![0u32; 1 << cells];
        let mut seen = vec![u32::MAX; 1 << 12];
        for mask in 1..1u32 << cells {
            for (i, sets) in moves
                .iter()
                .enumerate()
                .filter(|&(i, _)| mask >> i & 1 == 1)
            {
                for &set in sets {
                    debug_assert_eq!(32 - set.leading_zeros() as usize, i + 1);
                    let v = values[(mask ^ set) as usize] as usize;
                    if v < seen.len() {
                        seen[v] = mask;
                    }
                }
            }
            values[mask as usize] = (0..).find(|&v| seen[v] != mask).unwrap() as u32;
        }
        values
    }

    /// Checks the XOR theorem on every position: each value is the XOR of
    /// the single heads' values. Returns the single heads' values.
    fn single_values_after_checking_sums(values: &[u32], cells: usize) -> Vec<u64> {
        let single: Vec<u64> = (0..cells).map(|i| u64::from(values[1 << i])).collect();
        for (mask, &value) in values.iter().enumerate() {
            let xor = (0..cells)
                .filter(|i| mask >> i & 1 == 1)
                .fold(0, |a, i| a ^ single[i]);
            assert_eq!(u64::from(value), xor, "position {mask:#b}");
        }
        single
    }

    const ROW: usize = 16;

    fn row_values(rule: impl Fn(usize) -> Vec<u32>) -> Vec<u64> {
        let moves: Vec<Vec<u32>> = (0..ROW).map(rule).collect();
        single_values_after_checking_sums(&all_position_values(ROW, &moves), ROW)
    }

    #[test]
    fn turning_turtles_matches_the_rules_on_every_row_of_16_coins() {
        let single = row_values(turning_turtles_moves);
        for (i, &g) in single.iter().enumerate() {
            assert_eq!(turning_turtles_value(i as u64 + 1), g, "coin {}", i + 1);
        }
        // Numbered from 0, the leftmost coin would be g(0) = 1, not 0.
        assert_eq!(single[0], 1);
    }

    #[test]
    fn mock_turtles_matches_the_rules_on_every_row_of_16_coins() {
        let single = row_values(mock_turtles_moves);
        for (x, &g) in single.iter().enumerate() {
            assert_eq!(mock_turtles_value(x as u64), g, "coin {x}");
        }
    }

    #[test]
    fn ruler_matches_the_rules_on_every_row_of_16_coins() {
        let single = row_values(ruler_moves);
        for (i, &g) in single.iter().enumerate() {
            assert_eq!(ruler_value(i as u64 + 1), g, "coin {}", i + 1);
        }
    }

    #[test]
    fn k_coin_table_matches_the_rules_for_k_up_to_4_on_every_row_of_16_coins() {
        for k in 1..=4 {
            let single = row_values(|x| k_coin_moves(k, x));
            assert_eq!(k_coin_values(k, ROW), single, "k = {k}");
            // Every prefix is the table of a shorter row.
            for n in 0..=ROW {
                assert_eq!(k_coin_values(k, n), single[..n], "k = {k}, n = {n}");
            }
        }
    }

    #[test]
    fn k_coin_table_agrees_with_the_closed_forms_on_long_rows() {
        assert_eq!(k_coin_values(1, 1000), vec![1; 1000]);
        let turtles: Vec<u64> = (1..=3000).map(turning_turtles_value).collect();
        assert_eq!(k_coin_values(2, 3000), turtles);
        // Values past 2^12: the bitsets grow several times and XOR whole words.
        let mock: Vec<u64> = (0..3000).map(mock_turtles_value).collect();
        assert_eq!(k_coin_values(3, 3000), mock);
        // Every set allowed: the coins are the bits of a binary number.
        let powers: Vec<u64> = (0..20).map(|x| 1 << x).collect();
        assert_eq!(k_coin_values(21, 20), powers);
    }

    #[test]
    fn k_coin_table_for_k_4_matches_the_plain_mex_on_a_longer_row() {
        // The definition read directly: mex of the XORs of at most 3
        // earlier values, on 200 coins (values well past one word).
        let n = 200;
        let table = k_coin_values(4, n);
        let mut g: Vec<u64> = Vec::new();
        for x in 0..n {
            let mut reach = std::collections::HashSet::from([0u64]);
            for a in 0..x {
                reach.insert(g[a]);
                for b in 0..a {
                    reach.insert(g[a] ^ g[b]);
                    for c in 0..b {
                        reach.insert(g[a] ^ g[b] ^ g[c]);
                    }
                }
            }
            g.push((0..).find(|v| !reach.contains(v)).unwrap());
        }
        assert_eq!(table, g);
        assert!(*g.last().unwrap() > 4096);
    }

    #[test]
    fn xor_bit_indices_moves_every_bit_to_its_xor() {
        for c in 0..64 {
            for i in 0..64 {
                assert_eq!(xor_bit_indices(1 << i, c), 1 << (i ^ c as usize));
            }
        }
    }

    #[test]
    fn ruler_matches_its_recurrence_on_long_rows() {
        // g(x) = mex of the XORs of runs of values ending at x − 1.
        let mut g: Vec<u64> = Vec::new();
        for _ in 0..2000 {
            let mut run = 0;
            let mut reach = vec![0u64];
            for &v in g.iter().rev() {
                run ^= v;
                reach.push(run);
            }
            g.push((0..).find(|v| !reach.contains(v)).unwrap());
        }
        let ruler: Vec<u64> = (1..=2000).map(ruler_value).collect();
        assert_eq!(g, ruler);
    }

    /// The product of two row rules on a `rows × cols` board, bit
    /// `x · cols + y` for the coin at `(x, y)`: the moves at `(x, y)` turn
    /// `A × B` for `A` a move of the first rule at `x`, `B` of the second at
    /// `y`. The coin `(x, y)` has the highest bit of every such set.
    fn product_moves(rows: usize, cols: usize, first: Rule, second: Rule) -> Vec<Vec<u32>> {
        let cell = |x: usize, y: usize| bit(x * cols + y);
        let bits = |set: u32| (0..32).filter(move |i| set >> i & 1 == 1);
        (0..rows * cols)
            .map(|c| {
                let (x, y) = (c / cols, c % cols);
                let mut sets = Vec::new();
                for a in first(x) {
                    for b in second(y) {
                        sets.push(
                            bits(a)
                                .flat_map(|i| bits(b).map(move |j| cell(i, j)))
                                .fold(0, |s, c| s | c),
                        );
                    }
                }
                sets
            })
            .collect()
    }

    /// Checks every position of a `rows × cols` board against the product
    /// rule, with the row values `g1` and `g2` of bits `0, 1, …`.
    fn check_product(rows: usize, cols: usize, moves: &[Vec<u32>], g1: &[u64], g2: &[u64]) {
        let field = NimField::new();
        let cells = rows * cols;
        let single = single_values_after_checking_sums(&all_position_values(cells, moves), cells);
        for (c, &g) in single.iter().enumerate() {
            assert_eq!(
                product_value(&field, g1[c / cols], g2[c % cols]),
                g,
                "cell {c}"
            );
        }
    }

    #[test]
    fn turning_corners_is_the_nim_product_of_its_coordinates_on_4_by_4() {
        // The rule as stated: turn the four corners (a, b), (a, y), (x, b),
        // (x, y) of a rectangle with a < x and b < y; (x, y) heads to tails.
        for (rows, cols) in [(4, 4), (3, 5), (2, 8)] {
            let cell = |x: usize, y: usize| bit(x * cols + y);
            let moves: Vec<Vec<u32>> = (0..rows * cols)
                .map(|c| {
                    let (x, y) = (c / cols, c % cols);
                    let mut sets = Vec::new();
                    for a in 0..x {
                        for b in 0..y {
                            sets.push(cell(a, b) | cell(a, y) | cell(x, b) | cell(x, y));
                        }
                    }
                    sets
                })
                .collect();
            // Twins, numbered from 0, has g(x) = x: the product rule gives x ⊗ y.
            let coordinates: Vec<u64> = (0..8).collect();
            assert_eq!(row_values(twins_moves)[..8], coordinates[..]);
            check_product(rows, cols, &moves, &coordinates, &coordinates);
            // And Turning Corners is indeed Twins times Twins.
            assert_eq!(moves, product_moves(rows, cols, twins_moves, twins_moves));
        }
    }

    #[test]
    fn products_of_row_rules_are_nim_products_on_4_by_4() {
        let turtles: Vec<u64> = (1..=4).map(turning_turtles_value).collect();
        let mock: Vec<u64> = (0..4).map(mock_turtles_value).collect();
        let ruler: Vec<u64> = (1..=4).map(ruler_value).collect();
        let rules: [(Rule, &[u64]); 3] = [
            (turning_turtles_moves, &turtles),
            (mock_turtles_moves, &mock),
            (ruler_moves, &ruler),
        ];
        for &(first, g1) in &rules {
            for &(second, g2) in &rules {
                check_product(4, 4, &product_moves(4, 4, first, second), g1, g2);
            }
        }
    }

    #[test]
    fn closed_forms_at_the_ends_of_their_ranges() {
        assert_eq!(turning_turtles_value(1), 1);
        assert_eq!(turning_turtles_value(u64::MAX), u64::MAX);
        assert_eq!(mock_turtles_value(0), 1);
        assert_eq!(mock_turtles_value((1 << 63) - 1), u64::MAX - 1); // 2^64 − 2 has 63 ones
        assert_eq!(mock_turtles_value(1 << 62), 1 << 63); // one 1 bit: odious
        assert_eq!(mock_turtles_value(3 << 61), (3 << 62) + 1); // two: evil
        assert_eq!(ruler_value(1), 1);
        assert_eq!(ruler_value(u64::MAX), 1);
        assert_eq!(ruler_value(1 << 63), 1 << 63);
        assert_eq!(ruler_value(3 << 40), 1 << 40);
    }
}
