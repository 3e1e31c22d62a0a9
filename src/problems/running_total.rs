//! LeetCode 464 "Can I Win": players alternately add an unused number from
//! `1 … m` to a running total; whoever brings it to at least `d` wins.

/// Whether the first player can force a win.
///
/// The position is the set of numbers used (the total follows from it), so
/// a table over the `2^m` subsets, filled on demand, decides it. Before any
/// search: with `d = 0` the first player has already won, and if all of
/// `1 … m` together stay below `d`, nobody can reach it. Otherwise someone
/// must reach `d` (using every number would), so there are no draws, and a
/// move the opponent cannot answer with a win is a winning move.
///
/// # Constraints
/// `1 ≤ m ≤ 20` (beyond that the table is too large to be the method).
///
/// # Complexity
/// O(2^m · m) time, O(2^m) bytes.
///
/// # Example
/// ```
/// use game_theory::problems::running_total::can_i_win;
/// assert!(!can_i_win(10, 11));
/// assert!(can_i_win(10, 0));
/// assert!(can_i_win(10, 1));
/// assert!(!can_i_win(3, 7));
/// ```
pub fn can_i_win(m: u32, d: u64) -> bool {
    assert!((1..=20).contains(&m), "m must be between 1 and 20");
    let all_numbers = u64::from(m) * u64::from(m + 1) / 2;
    if d == 0 {
        return true;
    }
    if all_numbers < d {
        return false;
    }
    // 0 = unknown, 1 = the mover loses, 2 = the mover wins.
    let mut memo = vec![0u8; 1 << m];
    mover_wins(0, d, m, &mut memo)
}

/// Whether the player to move wins with the numbers in `used` taken and
/// `remaining` still needed. Recursion depth is at most `m`.
fn mover_wins(used: u32, remaining: u64, m: u32, memo: &mut [u8]) -> bool {
    match memo[used as usize] {
        1 => return false,
        2 => return true,
        _ => {}
    }
    let wins = (1..=m).filter(|&x| used >> (x - 1) & 1 == 0).any(|x| {
        u64::from(x) >= remaining
            || !mover_wins(used | 1 << (x - 1), remaining - u64::from(x), m, memo)
    });
    memo[used as usize] = if wins { 2 } else { 1 };
    wins
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules::running_total_outcome;

    #[test]
    fn matches_exhaustive_search_for_all_small_games() {
        for m in 1..=7u32 {
            let numbers: Vec<u64> = (1..=u64::from(m)).collect();
            for d in 0..=30u64 {
                // d = 0: the total already reaches d before any move.
                let expected = d == 0 || running_total_outcome(&numbers, 0, d) == 1;
                assert_eq!(can_i_win(m, d), expected, "m={m} d={d}");
            }
        }
    }

    #[test]
    fn largest_games() {
        // 1 + … + 20 = 210: every d above it is unreachable.
        assert!(!can_i_win(20, 211));
        assert!(!can_i_win(20, 300));
        // With d ≤ m the first player wins at once.
        for d in 1..=20 {
            assert!(can_i_win(20, d));
        }
        // d = 210 uses every number: 20 moves, and the first player makes
        // the 1st, 3rd, …, 19th, so the second player makes the last one.
        assert!(!can_i_win(20, 210));
        assert!(can_i_win(19, 190));
    }
}
