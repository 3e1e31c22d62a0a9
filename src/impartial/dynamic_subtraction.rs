//! k-multiple dynamic subtraction (Fibonacci Nim for `k = 2`): one heap of
//! `n`; the first move takes `x` with `1 ≤ x ≤ n − 1`, every later move
//! between 1 and `k` times the previous move's amount; who takes the last
//! token wins.
//!
//! # The theory (Schwenk 1970; Epp and Ferguson 1980)
//! Let `H_1 = 1` and `H_{j+1} = H_j + H_m`, `m` the smallest index with
//! `k · H_m ≥ H_j`: for `k = 1` the powers of two, for `k = 2` the
//! Fibonacci numbers. Every `r ≥ 1` is a sum of terms of `H` taken
//! greedily (the largest term that fits, then again on the rest). A
//! position with `r` tokens left where the mover may take up to `L` is
//! lost exactly when the smallest term of `r`'s greedy representation
//! exceeds `L`; taking that smallest term wins otherwise, and it is the
//! smallest winning move. So a heap of `n` is lost for the first player
//! exactly when `n` is a term of `H` (its smallest term is `n > n − 1`).
//! All of this is checked against a search of the game from its rules for
//! every `n ≤ 300` and `k ≤ 6`.

/// The losing heap sizes `H` of one `k`, every term up to `u64::MAX`.
#[derive(Debug, Clone)]
pub struct DynamicSubtraction {
    losing: Vec<u64>,
}

impl DynamicSubtraction {
    /// The sequence `H` for multiplier `k`.
    ///
    /// # Complexity
    /// O(|H|), 8 bytes a term: 64 terms for `k = 1`, 92 for `k = 2`,
    /// 4,030 for `k = 100` (and about 31 million, 249 MB, for `k = 10^6`).
    ///
    /// # Panics
    /// If `k` is 0.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::dynamic_subtraction::DynamicSubtraction;
    /// assert_eq!(DynamicSubtraction::new(2).losing_sizes()[..7], [1, 2, 3, 5, 8, 13, 21]);
    /// assert_eq!(DynamicSubtraction::new(1).losing_sizes()[..5], [1, 2, 4, 8, 16]);
    /// assert_eq!(DynamicSubtraction::new(3).losing_sizes()[..7], [1, 2, 3, 4, 6, 8, 11]);
    /// ```
    pub fn new(k: u64) -> Self {
        assert!(k >= 1, "a later move may take at least one token");
        let mut losing = vec![1u64];
        // m only grows with j, as H_j does.
        let mut m = 0;
        loop {
            let last = *losing.last().expect("H_1 is there");
            while u128::from(k) * u128::from(losing[m]) < u128::from(last) {
                m += 1;
            }
            match last.checked_add(losing[m]) {
                Some(next) => losing.push(next),
                None => return DynamicSubtraction { losing },
            }
        }
    }

    /// The terms of `H`, increasing.
    pub fn losing_sizes(&self) -> &[u64] {
        &self.losing
    }

    /// The smallest term of the greedy representation of `r ≥ 1`.
    ///
    /// After taking `H_j`, the rest is below `H_{j+1} − H_j ≤ H_j`, so the
    /// next term lies below `j`: one binary search for the first term, then
    /// a galloping walk down (steps 1, 2, 4, … then a binary search in the
    /// last step), never back up. Measured against a binary search per term
    /// (`examples/subtraction_speed.rs`, heaps spread over all of `u64`).
    ///
    /// # Complexity
    /// O(log |H| + s · log(|H| / s)) for `s` terms in the representation.
    pub fn smallest_term(&self, mut r: u64) -> u64 {
        assert!(r >= 1, "0 has no representation");
        let h = &self.losing;
        let mut j = h.partition_point(|&x| x <= r) - 1;
        loop {
            if h[j] == r {
                return r;
            }
            r -= h[j];
            // h[j] > r ≥ 1 = h[0]: gallop down to a term ≤ r, then search
            // between it and the last term that was too large.
            let (mut hi, mut step) = (j, 1);
            let mut lo = j - 1;
            while h[lo] > r {
                hi = lo;
                step *= 2;
                lo = lo.saturating_sub(step);
            }
            j = lo + h[lo + 1..hi].partition_point(|&x| x <= r);
        }
    }

    /// Whether the player to move wins with `r ≥ 1` tokens left and a move
    /// limit of `limit` tokens.
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::dynamic_subtraction::DynamicSubtraction;
    /// let fibonacci_nim = DynamicSubtraction::new(2);
    /// // 10 = 8 + 2: the mover needs to take 2.
    /// assert!(fibonacci_nim.mover_wins(10, 2));
    /// assert!(!fibonacci_nim.mover_wins(10, 1));
    /// ```
    pub fn mover_wins(&self, r: u64, limit: u64) -> bool {
        self.smallest_term(r) <= limit
    }

    /// The smallest winning first move on a heap of `n ≥ 2`, or `None` if
    /// the first player loses.
    ///
    /// # Complexity
    /// As [`DynamicSubtraction::smallest_term`].
    ///
    /// # Example
    /// ```
    /// use game_theory::impartial::dynamic_subtraction::DynamicSubtraction;
    /// let fibonacci_nim = DynamicSubtraction::new(2);
    /// assert_eq!(fibonacci_nim.winning_first_move(8), None);
    /// assert_eq!(fibonacci_nim.winning_first_move(10), Some(2));
    /// assert_eq!(fibonacci_nim.winning_first_move(1_000_000_000_000_000_000), Some(2));
    /// ```
    pub fn winning_first_move(&self, n: u64) -> Option<u64> {
        let take = self.smallest_term(n);
        (take < n).then_some(take)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `wins[r][limit]` for `r, limit ≤ max`, searched from the rules: take
    /// `x ≤ min(limit, r)`; taking the last token wins; the next limit is
    /// `k·x`. No theory.
    fn search(max: usize, k: usize) -> Vec<Vec<bool>> {
        let mut wins = vec![vec![false; max + 1]; max + 1];
        for r in 1..=max {
            for limit in 1..=max {
                wins[r][limit] =
                    (1..=limit.min(r)).any(|x| x == r || !wins[r - x][(k * x).min(max)]);
            }
        }
        wins
    }

    #[test]
    fn matches_search_of_the_rules_for_every_small_heap_and_k() {
        const MAX: usize = 300;
        for k in 1..=6 {
            let wins = search(MAX, k);
            let game = DynamicSubtraction::new(k as u64);
            let mut lost_heaps = 0;
            for r in 1..=MAX {
                for (limit, &expected) in wins[r].iter().enumerate().skip(1) {
                    assert_eq!(
                        game.mover_wins(r as u64, limit as u64),
                        expected,
                        "{k} {r} {limit}"
                    );
                }
                if r >= 2 {
                    // The smallest x whose reply position is lost.
                    let smallest = (1..r).find(|&x| !wins[r - x][(k * x).min(MAX)]);
                    lost_heaps += usize::from(smallest.is_none());
                    let got = game.winning_first_move(r as u64).map(|x| x as usize);
                    assert_eq!(got, smallest, "k {k}, n {r}");
                }
            }
            assert!(lost_heaps >= 8, "{k}: {lost_heaps}");
        }
    }

    #[test]
    fn the_galloping_walk_answers_as_a_binary_search_per_term() {
        // The method before the walk: a binary search for each term.
        fn smallest_by_binary_search(h: &[u64], mut r: u64) -> u64 {
            loop {
                let t = h[h.partition_point(|&x| x <= r) - 1];
                if t == r {
                    return t;
                }
                r -= t;
            }
        }
        for k in 1..=5 {
            let game = DynamicSubtraction::new(k);
            let h = game.losing_sizes();
            for n in 2..=100_000u64 {
                let take = smallest_by_binary_search(h, n);
                assert_eq!(
                    game.winning_first_move(n),
                    (take < n).then_some(take),
                    "{k} {n}"
                );
            }
        }
        for k in [1, 2, 7, 100] {
            let game = DynamicSubtraction::new(k);
            let h = game.losing_sizes();
            let top = [
                u64::MAX,
                u64::MAX - 1,
                1_000_000_000_000_000_000,
                *h.last().unwrap(),
            ];
            for n in top.into_iter().chain(h.iter().map(|&x| x + 1)) {
                assert_eq!(
                    game.smallest_term(n),
                    smallest_by_binary_search(h, n),
                    "{k} {n}"
                );
            }
        }
    }

    #[test]
    fn sequences_reach_the_top_of_u64_without_overflow() {
        for k in 1..=100 {
            let h = DynamicSubtraction::new(k);
            let terms = h.losing_sizes();
            assert!(terms.windows(2).all(|w| w[0] < w[1]), "{k}");
            // The next term would overflow: the last covers every u64.
            assert!(terms.last().unwrap() > &(u64::MAX / 2), "{k}");
            assert_eq!(h.smallest_term(u64::MAX), h.smallest_term(u64::MAX));
            assert!(
                h.winning_first_move(1_000_000_000_000_000_000).is_some()
                    || terms.contains(&1_000_000_000_000_000_000)
            );
        }
        assert_eq!(DynamicSubtraction::new(1).losing_sizes().len(), 64);
        // F_2 = 1, …, F_93 is the largest Fibonacci number in u64.
        assert_eq!(DynamicSubtraction::new(2).losing_sizes().len(), 92);
    }
}
