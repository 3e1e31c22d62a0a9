//! Division games on numbers up to 10^18: a move replaces `x` by
//! `floor(x / d)` for a divisor `d` from a fixed set; a number that reaches 0
//! is gone.
//!
//! The Grundy function is constant on long runs: if every option
//! `floor(x / d)` of `x` stays inside one run of constant Grundy value while
//! `x` grows, so does the mex. Building the runs from 1 upwards, each new run
//! ends where some `floor(x / d)` first leaves the run it is in, and runs with
//! equal values merge; the runs grow geometrically, so a few dozen cover
//! everything up to 10^18 for small divisor sets.

use crate::impartial::grundy::mex;

/// The Grundy function of a division game as runs of constant value.
#[derive(Debug, Clone)]
pub struct DivisionGame {
    /// `starts[i]` is the first number of run `i`; run 0 is `{0}`.
    starts: Vec<u64>,
    values: Vec<u32>,
    /// The last number the runs are known to cover.
    covered: u64,
}

impl DivisionGame {
    /// Builds the runs of the Grundy function for all numbers `0 ..= max`.
    ///
    /// # Constraints
    /// `divisors` is non-empty and each is at least 2.
    ///
    /// # Complexity
    /// O(r · |D| · log r) for `r` runs; `r` is 68 for `{2, 3, 6}` up to 10^18.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::division::DivisionGame;
    /// let game = DivisionGame::new(&[2, 3, 6], 1_000_000_000_000_000_000);
    /// assert_eq!([0, 1, 2, 3, 4, 5, 6].map(|x| game.grundy(x)), [0, 1, 2, 2, 3, 3, 0]);
    /// assert_eq!(game.grundy(1_000_000_000_000_000_000), 3);
    /// ```
    pub fn new(divisors: &[u64], max: u64) -> Self {
        assert!(
            !divisors.is_empty() && divisors.iter().all(|&d| d >= 2),
            "divisors must be at least 2"
        );
        let mut game = DivisionGame {
            starts: vec![0],
            values: vec![0],
            covered: 0,
        };
        while game.covered < max {
            let x = game.covered + 1;
            // Every y in x..=end has, for each d, floor(y/d) in the run that
            // holds floor(x/d) (as far as that run is known to reach).
            let mut end = u128::from(max);
            let mut options = [0u32; 64];
            let mut count = 0;
            for &d in divisors {
                let q = x / d;
                let run = game.run_of(q);
                let run_end = game.run_end(run);
                end = end.min(u128::from(d) * (u128::from(run_end) + 1) - 1);
                if count < options.len() {
                    options[count] = game.values[run];
                    count += 1;
                }
            }
            let value = mex(options[..count].iter().copied());
            if *game.values.last().unwrap() != value {
                game.starts.push(x);
                game.values.push(value);
            }
            game.covered = end as u64;
        }
        game
    }

    fn run_of(&self, x: u64) -> usize {
        self.starts.partition_point(|&s| s <= x) - 1
    }

    fn run_end(&self, run: usize) -> u64 {
        self.starts
            .get(run + 1)
            .map_or(self.covered, |&next| next - 1)
    }

    /// The Grundy number of `x`.
    ///
    /// # Constraints
    /// `x ≤ max` given to [`DivisionGame::new`].
    ///
    /// # Complexity
    /// O(log r).
    pub fn grundy(&self, x: u64) -> u32 {
        debug_assert!(x <= self.covered);
        self.values[self.run_of(x)]
    }

    /// The number of runs of constant Grundy value.
    pub fn runs(&self) -> usize {
        self.starts.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::grundy::division_grundy_table;
    use crate::testing::rng::TestRng;
    use std::collections::HashMap;

    #[test]
    fn runs_agree_with_the_table_for_every_set_within_2_to_9() {
        for mask in 1u32..256 {
            let set: Vec<u64> = (2..=9).filter(|d| mask >> (d - 2) & 1 == 1).collect();
            let n = 20_000;
            let game = DivisionGame::new(&set, n as u64);
            let table = division_grundy_table(&set, n);
            for (x, &g) in table.iter().enumerate() {
                assert_eq!(game.grundy(x as u64), g, "{set:?} at {x}");
            }
        }
    }

    fn grundy_by_recursion(x: u64, set: &[u64], memo: &mut HashMap<u64, u32>) -> u32 {
        if x == 0 {
            return 0;
        }
        if let Some(&g) = memo.get(&x) {
            return g;
        }
        let options: Vec<u32> = set
            .iter()
            .map(|&d| grundy_by_recursion(x / d, set, memo))
            .collect();
        let g = (0..).find(|g| !options.contains(g)).unwrap();
        memo.insert(x, g);
        g
    }

    #[test]
    fn huge_numbers_agree_with_memoised_recursion_from_the_rules() {
        let max = 1_000_000_000_000_000_000u64;
        for set in [
            vec![2, 3, 6],
            vec![2, 3, 4, 5, 6],
            vec![3, 7],
            vec![2, 999_999_999_999_999_999],
        ] {
            let game = DivisionGame::new(&set, max);
            let mut memo = HashMap::new();
            let mut rng = TestRng::new(max);
            let mut x = max;
            for _ in 0..100 {
                assert_eq!(
                    game.grundy(x),
                    grundy_by_recursion(x, &set, &mut memo),
                    "{set:?} at {x}"
                );
                x = 1 + rng.below(max);
            }
            for x in [max, max - 1, 1 << 59, (1 << 59) - 1] {
                assert_eq!(game.grundy(x), grundy_by_recursion(x, &set, &mut memo));
            }
        }
    }

    #[test]
    fn huge_divisors_do_not_overflow() {
        let game = DivisionGame::new(&[u64::MAX], u64::MAX);
        // Below u64::MAX the only move empties the number; at u64::MAX it
        // leads to 1, a winning position.
        assert_eq!(game.grundy(u64::MAX), 0);
        assert_eq!(game.grundy(u64::MAX - 1), 1);
        assert_eq!(game.grundy(1), 1);
        assert_eq!(game.grundy(0), 0);
    }
}
