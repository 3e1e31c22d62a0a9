//! Games on a row of coins where players take a coin from either end.

use crate::judge::input::{Error, Scanner, SumLimit};

/// Reads one row in the judge format of `optimal-strategy` and
/// `predict-the-winner`: `n` (1 to 5000, `n²` counted against
/// `sum_squares` before anything is reserved), then `n` values up to 10^9.
pub fn read_coin_row(input: &mut Scanner, sum_squares: &mut SumLimit) -> Result<Vec<u64>, Error> {
    let n = input.usize("n", 1, 5000)?;
    sum_squares.take(input, (n * n) as u64)?;
    input.u64s("v", n, 0, 1_000_000_000)
}

/// Which positions (1-based) the parity strategy collects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Parity {
    /// Positions 1, 3, 5, …
    Odd,
    /// Positions 2, 4, 6, …
    Even,
}

/// The parity strategy for an even row (GfG "Coin game of two corners"):
/// the side whose positions hold more (odd positions on a tie). Its sum is
/// at least half the total, so the first player never loses.
///
/// Why the first player can take exactly those coins: with an even number of
/// coins left, the two ends are one odd and one even position (of the
/// original row); taking the chosen one leaves the opponent an odd row whose
/// ends both have the other parity, so whatever the opponent takes, an end of
/// the chosen parity is exposed again.
///
/// # Constraints
/// `values.len()` is even.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use game_theory::problems::coin_row::{corner_parity_choice, Parity};
/// assert_eq!(corner_parity_choice(&[8, 15, 3, 7]), Parity::Even);
/// assert_eq!(corner_parity_choice(&[2, 2, 2, 2]), Parity::Odd);
/// ```
pub fn corner_parity_choice(values: &[u64]) -> Parity {
    let odd: u64 = values.iter().step_by(2).sum();
    let even: u64 = values.iter().skip(1).step_by(2).sum();
    if odd >= even {
        Parity::Odd
    } else {
        Parity::Even
    }
}

/// The coins the parity strategy collects, left to right.
///
/// # Example
/// ```
/// use game_theory::problems::coin_row::{coins_at, Parity};
/// assert_eq!(coins_at(&[20, 30, 2, 2, 2, 10], Parity::Even).collect::<Vec<_>>(), [30, 2, 10]);
/// ```
pub fn coins_at(values: &[u64], parity: Parity) -> impl Iterator<Item = u64> + '_ {
    let skip = match parity {
        Parity::Odd => 0,
        Parity::Even => 1,
    };
    values.iter().skip(skip).step_by(2).copied()
}

/// The largest lead (own total minus the opponent's) the player to move can
/// guarantee when both take the first or last coin optimally (GfG "Optimal
/// Strategy for a Game", LeetCode 486). Works for any length.
///
/// The interval recurrence `lead(i, j) = max(v_i − lead(i+1, j),
/// v_j − lead(i, j−1))` runs over interval lengths in one array: the entry
/// for `[i, i+len−1]` overwrites the one for `[i, i+len−2]`, and `[i+1, …]`
/// is still the shorter interval's when it is read, so memory is O(n).
///
/// # Constraints
/// `values` non-empty, each at most 10^9, length at most 5000 (so totals fit
/// easily in `i64`).
///
/// # Complexity
/// O(n²) time, O(n) memory.
///
/// # Example
/// ```
/// use game_theory::problems::coin_row::optimal_lead;
/// assert_eq!(optimal_lead(&[1, 5, 2]), -2);
/// assert_eq!(optimal_lead(&[8, 15, 3, 7]), 22 - 11);
/// ```
pub fn optimal_lead(values: &[u64]) -> i64 {
    let n = values.len();
    let v: Vec<i64> = values.iter().map(|&x| x as i64).collect();
    let mut lead = v.clone();
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            lead[i] = (v[i] - lead[i + 1]).max(v[j] - lead[i]);
        }
    }
    lead[0]
}

/// The most the first player can guarantee to collect: half of the total
/// plus the optimal lead.
///
/// # Example
/// ```
/// use game_theory::problems::coin_row::optimal_first_total;
/// assert_eq!(optimal_first_total(&[20, 30, 2, 2, 2, 10]), 42);
/// ```
pub fn optimal_first_total(values: &[u64]) -> u64 {
    let total: u64 = values.iter().sum();
    ((total as i64 + optimal_lead(values)) / 2) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn optimal_lead_agrees_with_the_scoring_engine() {
        use crate::search::Game;
        for row in all_vectors(8, 3).into_iter().filter(|r| !r.is_empty()) {
            // Positions (i, j): the coins i .. j remain; take the first or
            // the last.
            let mut game = Game::new(|&(i, j): &(usize, usize), moves| {
                if i < j {
                    moves.scored(row[i] as i64, (i + 1, j));
                    moves.scored(row[j - 1] as i64, (i, j - 1));
                }
            })
            .lead();
            assert_eq!(optimal_lead(&row), game.best(&(0, row.len())), "{row:?}");
        }
    }
    use crate::testing::exhaustive::all_vectors;
    use crate::testing::rules::coin_row_best_total;

    #[test]
    fn optimal_totals_match_exhaustive_search_for_odd_and_even_lengths() {
        for row in all_vectors(8, 3).into_iter().filter(|r| !r.is_empty()) {
            let best = coin_row_best_total(&row);
            assert_eq!(optimal_first_total(&row), best, "{row:?}");
            let total: u64 = row.iter().sum();
            assert_eq!(
                optimal_lead(&row),
                2 * best as i64 - total as i64,
                "{row:?}"
            );
        }
    }

    /// Plays the parity strategy against every sequence of opponent choices;
    /// returns what the first player collected in each game, in the order of
    /// positions.
    fn parity_games(row: &[u64], parity: Parity) -> Vec<Vec<usize>> {
        let wanted = |pos: usize| (pos % 2 == 0) == (parity == Parity::Odd);
        let half = row.len() / 2;
        (0..1u32 << half)
            .map(|opponent| {
                let (mut lo, mut hi) = (0, row.len() - 1);
                let mut taken = Vec::new();
                for turn in 0..half {
                    // Exactly one end has the wanted parity.
                    assert_ne!(wanted(lo), wanted(hi));
                    if wanted(lo) {
                        taken.push(lo);
                        lo += 1;
                    } else {
                        taken.push(hi);
                        hi = hi.wrapping_sub(1);
                    }
                    if opponent >> turn & 1 == 0 {
                        lo += 1;
                    } else {
                        hi = hi.wrapping_sub(1);
                    }
                }
                taken.sort_unstable();
                taken
            })
            .collect()
    }

    #[test]
    fn parity_strategy_collects_its_coins_and_never_loses() {
        for row in all_vectors(8, 3)
            .into_iter()
            .filter(|r| !r.is_empty() && r.len() % 2 == 0)
        {
            let parity = corner_parity_choice(&row);
            let expected: Vec<u64> = coins_at(&row, parity).collect();
            let total: u64 = row.iter().sum();
            let mine: u64 = expected.iter().sum();
            assert!(2 * mine >= total, "{row:?}");
            assert!(mine <= coin_row_best_total(&row));
            for game in parity_games(&row, parity) {
                let got: Vec<u64> = game.iter().map(|&p| row[p]).collect();
                assert_eq!(got, expected, "{row:?}");
            }
        }
    }

    #[test]
    fn ties_choose_odd_positions_and_large_rows_fit() {
        assert_eq!(corner_parity_choice(&[0, 0]), Parity::Odd);
        assert_eq!(corner_parity_choice(&[0, 1]), Parity::Even);
        let big = vec![1_000_000_000; 5000];
        assert_eq!(optimal_first_total(&big), 2_500_000_000_000);
        assert_eq!(optimal_lead(&[1_000_000_000]), 1_000_000_000);
    }
}
