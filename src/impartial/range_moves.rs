//! Grundy tables whose moves from a position go to a whole range of smaller
//! positions, in O(n log n) rather than one step per move.
//!
//! Many pile games allow "take between `a` and `f(x)` stones" or "add
//! between 1 and `f(c)` stones, up to the box's capacity": from position
//! `x` the options are every position in `lo(x) ..= hi(x)`, with
//! `hi(x) < x`. Taking the mex over each range one option at a time costs
//! about `n²/2` steps when the ranges are long (a box of capacity 10^6 is
//! out of reach); [`range_grundy_table`] costs O(log) per position.
//!
//! # Method
//! `g(x) = mex{ g(y) : lo(x) ≤ y ≤ hi(x) }`. Keep, for each value `v`, the
//! last filled position holding `v`. Once positions `0 ..= h` are filled,
//! a range `lo ..= h` contains `v` exactly when that last position is at
//! least `lo`, so the range's mex is the smallest `v` whose last position
//! is below `lo` (or which has none): a segment tree over the values keeps
//! the minimum last position of each block of values, and one descent from
//! the root finds that `v`.
//!
//! A range that ends before the last filled position (`hi(x) < x − 1`, as
//! in "take between 3 and 5 stones") needs the table as it was when `hi(x)`
//! was filled. The ranges do not depend on the values, so all of them are
//! read first and each position's question is asked at that moment: once
//! position `hi(x)` is in, before `hi(x) + 1` goes in. Every question is
//! answered in time, because `hi(x) < x` means `g(x)` is known before
//! position `x` has to be filled. One ordinary segment tree, no
//! persistence: O(n) memory.

use std::ops::Range;

/// `g(0), …, g(n − 1)`: the Grundy numbers of positions `0..n` (`n` values;
/// `n` itself is not included) of the game whose moves from `x` go to
/// every position in `range(x)`.
///
/// Ranges are half-open, `lo..end`, as Rust writes them, so "take 1 to `k`
/// stones" is `x - k..x` and an empty range needs no special case at 0
/// (an inclusive `hi = x − 1` would underflow there). A range with
/// `lo ≥ end` is empty (no moves: `g(x) = 0`), whatever its bounds.
/// `range` is called exactly once for each `x`, in increasing order.
///
/// # Constraints
/// For a non-empty range, `end ≤ x` (every move goes to a smaller
/// position; `lo = 0` is allowed). `n < 2^32`.
///
/// # Complexity
/// O(n log w) time and O(n + w) memory, where `w ≤ n` is the longest range
/// (every value is at most the length of its position's range, so the tree
/// covers values `0 ..= w`).
///
/// # Panics
/// If a non-empty range has `end > x`, or if `n ≥ 2^32`.
///
/// # Example
/// The box game (HDU 1729 "Stone Game"): a box of capacity `s` holding `c`
/// stones takes between 1 and `c²` more stones, up to its capacity; who
/// cannot add loses, and a row of boxes is a sum. Counting a box by its
/// room `r = s − c`, a move goes from `r` to every position in
/// `r − min(c², r) .. r`.
/// ```
/// use game_theory::impartial::range_moves::range_grundy_table;
/// let box_values = |s: usize| {
///     range_grundy_table(s + 1, |r| {
///         let c = s - r;
///         r - (c * c).min(r)..r
///     })
/// };
/// // Capacity 6, by room 0..=6 (6 stones in it down to none): with 2 in
/// // it, any of rooms 0..=3 is reachable; with 0 in it, no move at all.
/// let g = box_values(6);
/// assert_eq!(g, [0, 1, 2, 3, 4, 0, 0]);
/// // Boxes (capacity, stones) = (2, 0), (3, 3), (6, 2): 0 ^ 0 ^ 4, the
/// // first player wins; two boxes (6, 3) cancel, the first player loses.
/// assert_eq!(box_values(2)[2] ^ box_values(3)[0] ^ g[6 - 2], 4);
/// assert_eq!(g[6 - 3] ^ g[6 - 3], 0);
/// // Capacity 10^6 takes well under a second: one descent per box.
/// assert_eq!(box_values(1_000_000).len(), 1_000_001);
/// ```
pub fn range_grundy_table(n: usize, mut range: impl FnMut(usize) -> Range<usize>) -> Vec<u32> {
    assert!(u32::try_from(n).is_ok(), "range_grundy_table: n ≥ 2^32");
    const NONE: u32 = u32::MAX;
    // The questions, bucketed by where their range ends: `first[h]` starts
    // a list (linked through `next`) of the positions whose range ends at h.
    let mut lo_of = vec![0u32; n];
    let mut first = vec![NONE; n];
    let mut next = vec![NONE; n];
    let mut widest = 0;
    for x in 0..n {
        let Range { start: lo, end } = range(x);
        if lo >= end {
            continue;
        }
        assert!(
            end <= x,
            "range_grundy_table: position {x} moves to {}",
            end - 1
        );
        let hi = end - 1;
        lo_of[x] = lo as u32;
        next[x] = first[hi];
        first[hi] = x as u32;
        widest = widest.max(end - lo);
    }
    // Leaf `leaves + v` holds 1 + the last filled position with value v
    // (0: none yet); an inner node, the minimum of its two children. A mex
    // is at most its range's length, so values 0 ..= widest suffice.
    let leaves = (widest + 1).next_power_of_two();
    let mut tree = vec![0u32; 2 * leaves];
    let mut g = vec![0u32; n];
    for t in 0..n {
        // g[t] is final: its range ends below t, so it was answered earlier
        // in this loop (or is empty and 0).
        let mut node = leaves + g[t] as usize;
        tree[node] = t as u32 + 1;
        // t + 1 exceeds every stored entry, so a minimum that does not
        // change stops the climb.
        while node > 1 {
            node /= 2;
            let min = tree[2 * node].min(tree[2 * node + 1]);
            if tree[node] == min {
                break;
            }
            tree[node] = min;
        }
        let mut x = first[t];
        while x != NONE {
            let x_at = x as usize;
            let lo = lo_of[x_at];
            // The smallest value absent from lo ..= t: the leftmost leaf
            // whose entry (last position + 1) is at most lo. One exists: the
            // range has at most `widest` positions, so at most `widest` of
            // the `widest + 1` values 0 ..= widest can occur in it.
            let mut node = 1;
            while node < leaves {
                node *= 2;
                if tree[node] > lo {
                    node += 1;
                }
            }
            g[x_at] = (node - leaves) as u32;
            x = next[x_at];
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::range_grundy_table;
    use crate::impartial::grundy::{mex, subtraction_grundy_table};
    use crate::testing::exhaustive::grundy;
    use crate::testing::rng::TestRng;
    use std::collections::HashMap;
    use std::ops::Range;

    /// The rule as stated: the mex over every option of every range.
    fn plain(ranges: &[Range<usize>]) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(ranges.len());
        for range in ranges {
            let value = if range.is_empty() {
                0
            } else {
                mex(&g[range.clone()])
            };
            g.push(value);
        }
        g
    }

    fn fast(ranges: &[Range<usize>]) -> Vec<u32> {
        let mut asked = 0;
        let g = range_grundy_table(ranges.len(), |x| {
            assert_eq!(x, asked, "range called out of order");
            asked += 1;
            ranges[x].clone()
        });
        assert_eq!(asked, ranges.len(), "range not called once per position");
        g
    }

    #[test]
    fn edge_cases() {
        assert_eq!(range_grundy_table(0, |_| unreachable!()), Vec::<u32>::new());
        assert_eq!(range_grundy_table(1, |x| 0..x), [0]);
        // Empty ranges everywhere, including ones that lie above x.
        assert_eq!(range_grundy_table(4, |x| x + 5..x + 2), [0; 4]);
        assert_eq!(range_grundy_table(4, |x| x + 3..x + 3), [0; 4]);
        // Full ranges 0..x: Nim, g(x) = x.
        let nim = range_grundy_table(50, |x| 0..x);
        assert_eq!(nim, (0..50).collect::<Vec<u32>>());
        // Only position 0 reachable, from everywhere else.
        let to_zero = range_grundy_table(6, |x| 0..x.min(1));
        assert_eq!(to_zero, [0, 1, 1, 1, 1, 1]);
        // Take 1 or 2 (ranges x − 2..x, clipped at 0): g = x mod 3.
        let take_two = range_grundy_table(30, |x| x.saturating_sub(2)..x);
        assert_eq!(take_two, (0..30).map(|x| x % 3).collect::<Vec<u32>>());
    }

    #[test]
    #[should_panic(expected = "moves to")]
    fn a_move_that_does_not_go_down_panics() {
        range_grundy_table(3, |x| x..x + 1);
    }

    #[test]
    fn agrees_with_the_rule_on_every_small_range_table() {
        // Every assignment of a range (or the empty one) to each position:
        // position x has 1 + x(x + 1)/2 choices.
        fn extend(ranges: &mut Vec<Range<usize>>, n: usize, count: &mut usize) {
            assert_eq!(fast(ranges), plain(ranges), "ranges {ranges:?}");
            *count += 1;
            let x = ranges.len();
            if x == n {
                return;
            }
            let nonempty = (1..=x).flat_map(|end| (0..end).map(move |lo| lo..end));
            for choice in std::iter::once(0..0).chain(nonempty) {
                ranges.push(choice);
                extend(ranges, n, count);
                ranges.pop();
            }
        }
        let mut count = 0;
        extend(&mut Vec::new(), 6, &mut count);
        // Every table of every length 0..=6 was checked.
        assert_eq!(count, 1 + 1 + 2 + 8 + 56 + 616 + 9856);
    }

    #[test]
    fn agrees_with_the_rule_on_random_range_tables() {
        let mut rng = TestRng::new(38);
        for round in 0..400 {
            let n = rng.below(301) as usize;
            let ranges: Vec<Range<usize>> = (0..n)
                .map(|x| {
                    // Ranges ending just below x (the contest shape) or
                    // anywhere below it; long, short or from 0; a few empty.
                    if x == 0 || rng.below(10) == 0 {
                        let lo = rng.below(x as u64 + 3) as usize;
                        return lo..lo - (rng.below(2) as usize).min(lo);
                    }
                    let end = if rng.below(2) == 0 {
                        x
                    } else {
                        1 + rng.below(x as u64) as usize
                    };
                    let lo = match round % 3 {
                        0 => rng.below(end as u64) as usize,
                        1 => end - 1 - (rng.below(4) as usize).min(end - 1),
                        _ => 0,
                    };
                    lo..end
                })
                .collect();
            assert_eq!(fast(&ranges), plain(&ranges), "round {round}");
        }
    }

    #[test]
    fn remove_up_to_half_agrees_with_exhaustive_search() {
        // Take between 1 and ⌈x/2⌉ stones from a pile of x.
        let moves = |&x: &usize| (1..=(x + 1) / 2).map(|k| x - k).collect();
        let n = 200;
        let table = range_grundy_table(n, |x| x - (x + 1) / 2..x);
        let mut memo = HashMap::new();
        let expected: Vec<u32> = (0..n).map(|x| grundy(&x, &moves, &mut memo)).collect();
        assert_eq!(table, expected);
    }

    #[test]
    fn take_between_a_and_b_is_the_subtraction_game() {
        // Ranges that end well below x: x − b ..= x − a.
        for a in 1..=4 {
            for b in a..=9 {
                let n = 120;
                let table =
                    range_grundy_table(n, |x| x.saturating_sub(b)..(x + 1).saturating_sub(a));
                let set: Vec<u64> = (a as u64..=b as u64).collect();
                // That function counts positions 0..=n, so n − 1 here.
                assert_eq!(
                    table,
                    subtraction_grundy_table(&set, n - 1),
                    "a = {a}, b = {b}"
                );
            }
        }
    }
}
