//! Every answer of every storage against a search written from the rules,
//! over a generated family of small games: random move lists on up to 12
//! positions, with splits, fixed results, points and (for the retrograde
//! analysis) cycles. Then the named games the old engines were tested on,
//! and the panics that name a position.

use super::*;
use crate::testing::exhaustive::{all_vectors, grundy, mover_wins};
use crate::testing::rng::TestRng;
use crate::testing::rules::{
    flip_game_moves, lasker_moves, subtraction_moves, take_any_moves, wythoff_moves,
};
use std::cell::Cell;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

/// What the rules of a generated game fix at a position.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Rule {
    Moves,
    Won,
    Lost,
    Draw,
    Ends(i64),
}

/// A generated game on positions `0..n`: each position's moves, each a
/// list of parts (one part but for a split) and points, or a fixed result.
#[derive(Debug, Clone)]
struct Family {
    n: usize,
    moves: Vec<Vec<(i64, Vec<usize>)>>,
    rules: Vec<Rule>,
}

impl Family {
    /// `acyclic`: every move goes to a smaller position. `splits`: moves
    /// of 0 to 2 parts. `fixed`: which fixed results may appear.
    fn random(rng: &mut TestRng, acyclic: bool, splits: bool, fixed: &[Rule]) -> Family {
        let n = 1 + rng.below(12) as usize;
        let mut moves = Vec::new();
        let mut rules = Vec::new();
        for k in 0..n {
            let targets = if acyclic { k } else { n };
            let mut list = Vec::new();
            if targets > 0 {
                for _ in 0..rng.below(5) {
                    let parts = if splits { rng.below(3) as usize } else { 1 };
                    let parts = (0..parts)
                        .map(|_| rng.below(targets as u64) as usize)
                        .collect();
                    list.push((rng.in_range(-5, 5), parts));
                }
            }
            moves.push(list);
            let rule = if !fixed.is_empty() && rng.below(5) == 0 {
                fixed[rng.below(fixed.len() as u64) as usize]
            } else {
                Rule::Moves
            };
            rules.push(match rule {
                Rule::Ends(_) => Rule::Ends(rng.in_range(-9, 9)),
                rule => rule,
            });
        }
        Family { n, moves, rules }
    }

    /// The move function, the one closure every engine takes.
    fn give(&self, &k: &usize, moves: &mut Moves<usize>) {
        match self.rules[k] {
            Rule::Won => return moves.won(),
            Rule::Lost => return moves.lost(),
            Rule::Draw => return moves.draw(),
            Rule::Ends(score) => return moves.ends_with(score),
            Rule::Moves => {}
        }
        for (points, parts) in &self.moves[k] {
            match parts[..] {
                [part] => moves.scored(*points, part),
                _ => moves.split(parts.iter().copied()),
            }
        }
    }

    /// The same moves, stated as a type ([`Rules`]): given to the engines
    /// as they come, where `give`'s go through a buffer.
    fn stated(&self) -> Stated<'_> {
        Stated(self)
    }

    /// A numbering of the positions: `k` gets `perm[k]`.
    fn permutation(&self, rng: &mut TestRng) -> Vec<usize> {
        let mut perm: Vec<usize> = (0..self.n).collect();
        rng.shuffle(&mut perm);
        perm
    }

    /// Positions with a move to `v`, once per move (single-part moves).
    fn predecessors(&self, v: usize) -> Vec<usize> {
        let mut before = Vec::new();
        for u in 0..self.n {
            if self.rules[u] == Rule::Moves {
                for (_, parts) in &self.moves[u] {
                    if parts[..] == [v] {
                        before.push(u);
                    }
                }
            }
        }
        before
    }

    // References, straight from the rules (the positions are few and the
    // games acyclic unless said, so plain recursion does).

    fn grundy(&self, k: usize) -> u32 {
        if self.rules[k] == Rule::Lost {
            return 0;
        }
        let options: Vec<u32> = self.moves[k]
            .iter()
            .map(|(_, parts)| parts.iter().fold(0, |x, &p| x ^ self.grundy(p)))
            .collect();
        (0..).find(|v| !options.contains(v)).expect("a mex")
    }

    fn outcome(&self, k: usize) -> Outcome {
        match self.rules[k] {
            Rule::Won => return Outcome::Win,
            Rule::Lost => return Outcome::Lose,
            Rule::Draw => return Outcome::Draw,
            _ => {}
        }
        let options: Vec<Outcome> = self.moves[k]
            .iter()
            .map(|(_, parts)| self.outcome(parts[0]))
            .collect();
        if options.contains(&Outcome::Lose) {
            Outcome::Win
        } else if options.contains(&Outcome::Draw) {
            Outcome::Draw
        } else {
            Outcome::Lose
        }
    }

    fn score(&self, k: usize, alone: bool) -> i64 {
        if let Rule::Ends(score) = self.rules[k] {
            return score;
        }
        (self.moves[k].iter())
            .map(|(points, parts)| {
                let after = self.score(parts[0], alone);
                if alone {
                    points + after
                } else {
                    points - after
                }
            })
            .max()
            .unwrap_or(0)
    }

    /// Outcomes and distances with cycles, by rounds from the definition:
    /// won within `r` moves if a move leads to a position lost within
    /// `r − 1`; lost within `r` if every move leads to a position won
    /// within `r − 1` (an end, within 0). The first round a position
    /// enters is its distance; never entering is a draw.
    fn by_rounds(&self) -> Vec<(Outcome, Option<u32>)> {
        let n = self.n;
        let mut result = vec![(Outcome::Draw, None); n];
        let mut won = vec![false; n];
        let mut lost = vec![false; n];
        for r in 0..=2 * n as u32 + 2 {
            let next_won: Vec<bool> = (0..n)
                .map(|k| match self.rules[k] {
                    Rule::Won => true,
                    Rule::Moves => self.moves[k].iter().any(|(_, p)| r > 0 && lost[p[0]]),
                    _ => false,
                })
                .collect();
            let next_lost: Vec<bool> = (0..n)
                .map(|k| match self.rules[k] {
                    Rule::Lost => true,
                    Rule::Moves => self.moves[k].iter().all(|(_, p)| r > 0 && won[p[0]]),
                    _ => false,
                })
                .collect();
            for k in 0..n {
                if result[k].1.is_none() && next_won[k] {
                    result[k] = (Outcome::Win, Some(r));
                } else if result[k].1.is_none() && next_lost[k] {
                    result[k] = (Outcome::Lose, Some(r));
                }
            }
            (won, lost) = (next_won, next_lost);
        }
        result
    }
}

/// A [`Family`] game's rules as a type.
#[derive(Clone, Copy)]
struct Stated<'a>(&'a Family);

impl Rules<usize> for Stated<'_> {
    fn moves(&mut self, &k: &usize, moves: &mut impl MoveSink<usize>) {
        let game = self.0;
        match game.rules[k] {
            Rule::Won => return moves.won(),
            Rule::Lost => return moves.lost(),
            Rule::Draw => return moves.draw(),
            Rule::Ends(score) => return moves.ends_with(score),
            Rule::Moves => {}
        }
        for (points, parts) in &game.moves[k] {
            match parts[..] {
                [part] => moves.scored(*points, part),
                _ => moves.split(parts.iter().copied()),
            }
        }
    }
}

#[test]
fn grundy_values_of_every_storage_match_the_rules() {
    let mut rng = TestRng::new(37);
    for _ in 0..3000 {
        let game = Family::random(&mut rng, true, true, &[Rule::Lost]);
        let perm = game.permutation(&mut rng);
        let give = |k: &usize, moves: &mut Moves<usize>| game.give(k, moves);
        let mut hashed = Game::new(give).grundy();
        let mut numbered = Game::new(give).numbered(game.n, |&k| perm[k]).grundy();
        let mut ordered = Game::new(give).ordered(game.n, |&k| k, 0..game.n).grundy();
        let mut stated = Game::of(game.stated()).grundy();
        let mut stated_ordered = (Game::of(game.stated()))
            .ordered(game.n, |&k| k, 0..game.n)
            .grundy();
        assert_eq!(ordered.known(), game.n);
        assert_eq!(stated_ordered.known(), game.n);
        for k in (0..game.n).rev() {
            let expected = game.grundy(k);
            assert_eq!(stated.value(&k), expected, "{game:?} at {k}");
            assert_eq!(stated_ordered.value(&k), expected, "{game:?} at {k}");
            assert_eq!(hashed.value(&k), expected, "{game:?} at {k}");
            assert_eq!(numbered.value(&k), expected, "{game:?} at {k}");
            assert_eq!(ordered.value(&k), expected, "{game:?} at {k}");
        }
    }
}

#[test]
fn outcomes_and_winning_moves_of_every_storage_match_the_rules() {
    let mut rng = TestRng::new(38);
    for _ in 0..3000 {
        let game = Family::random(&mut rng, true, false, &[Rule::Won, Rule::Lost, Rule::Draw]);
        let perm = game.permutation(&mut rng);
        let give = |k: &usize, moves: &mut Moves<usize>| game.give(k, moves);
        let mut hashed = Game::new(give).outcomes();
        let mut numbered = Game::new(give).numbered(game.n, |&k| perm[k]).outcomes();
        let mut ordered = Game::new(give)
            .ordered(game.n, |&k| k, 0..game.n)
            .outcomes();
        let mut stated = Game::of(game.stated()).outcomes();
        let mut stated_ordered = (Game::of(game.stated()))
            .ordered(game.n, |&k| k, 0..game.n)
            .outcomes();
        for k in 0..game.n {
            let expected = game.outcome(k);
            // The first move, in the rules' order, to a lost position.
            let first_win = (game.rules[k] == Rule::Moves)
                .then(|| {
                    game.moves[k]
                        .iter()
                        .map(|(_, p)| p[0])
                        .find(|&q| game.outcome(q) == Outcome::Lose)
                })
                .flatten();
            let engines: [&mut dyn Answers; 5] = [
                &mut hashed,
                &mut numbered,
                &mut ordered,
                &mut stated,
                &mut stated_ordered,
            ];
            for engine in engines {
                assert_eq!(engine.outcome(k), expected, "{game:?} at {k}");
                assert_eq!(engine.winning_move(k), first_win, "{game:?} at {k}");
            }
        }
    }
}

/// The acyclic outcome engines of the three storages, as one type.
trait Answers {
    fn outcome(&mut self, k: usize) -> Outcome;
    fn winning_move(&mut self, k: usize) -> Option<usize>;
}

impl<R: Rules<usize>, S: storage::Storage<usize, u8>> Answers for Outcomes<usize, R, S> {
    fn outcome(&mut self, k: usize) -> Outcome {
        let outcome = Outcomes::outcome(self, &k);
        assert_eq!(self.wins(&k), outcome == Outcome::Win);
        outcome
    }

    fn winning_move(&mut self, k: usize) -> Option<usize> {
        Outcomes::winning_move(self, &k)
    }
}

#[test]
fn step_counts_of_every_storage_match_the_definition() {
    // Every-SG: 0 with no move; else 1 + the largest even count of an
    // option, or, none being even, 1 + the smallest.
    fn steps(game: &Family, k: usize) -> i64 {
        let options: Vec<i64> = (game.moves[k].iter())
            .map(|(_, p)| steps(game, p[0]))
            .collect();
        match options.iter().filter(|&&c| c % 2 == 0).max() {
            Some(&even) => even + 1,
            None => options.iter().min().map_or(0, |&odd| odd + 1),
        }
    }
    let mut rng = TestRng::new(41);
    for _ in 0..2000 {
        let game = Family::random(&mut rng, true, false, &[]);
        let perm = game.permutation(&mut rng);
        let give = |k: &usize, moves: &mut Moves<usize>| game.give(k, moves);
        let mut hashed = Game::new(give).steps();
        let mut numbered = Game::new(give).numbered(game.n, |&k| perm[k]).steps();
        let mut ordered = Game::of(game.stated())
            .ordered(game.n, |&k| k, 0..game.n)
            .steps();
        for k in 0..game.n {
            let expected = steps(&game, k);
            assert_eq!(hashed.best(&k), expected, "{game:?} at {k}");
            assert_eq!(numbered.best(&k), expected, "{game:?} at {k}");
            assert_eq!(ordered.best(&k), expected, "{game:?} at {k}");
        }
    }
}

#[test]
fn leads_and_totals_of_every_storage_match_the_rules() {
    let mut rng = TestRng::new(39);
    for _ in 0..2000 {
        let game = Family::random(&mut rng, true, false, &[Rule::Ends(0)]);
        let perm = game.permutation(&mut rng);
        let give = |k: &usize, moves: &mut Moves<usize>| game.give(k, moves);
        for alone in [false, true] {
            macro_rules! pick {
                ($game:expr) => {{
                    let game = $game;
                    if alone {
                        game.total()
                    } else {
                        game.lead()
                    }
                }};
            }
            let mut hashed = pick!(Game::new(give));
            let mut numbered = pick!(Game::new(give).numbered(game.n, |&k| perm[k]));
            let mut ordered = pick!(Game::new(give).ordered(game.n, |&k| k, 0..game.n));
            let mut stated = pick!(Game::of(game.stated()));
            let mut stated_ordered =
                pick!(Game::of(game.stated()).ordered(game.n, |&k| k, 0..game.n));
            for k in 0..game.n {
                let expected = game.score(k, alone);
                assert_eq!(hashed.best(&k), expected, "{game:?} at {k}, alone {alone}");
                assert_eq!(
                    numbered.best(&k),
                    expected,
                    "{game:?} at {k}, alone {alone}"
                );
                assert_eq!(ordered.best(&k), expected, "{game:?} at {k}, alone {alone}");
                assert_eq!(stated.best(&k), expected, "{game:?} at {k}, alone {alone}");
                assert_eq!(
                    stated_ordered.best(&k),
                    expected,
                    "{game:?} at {k}, alone {alone}"
                );
                // The first move achieving it, in the rules' order.
                let best_move = match game.rules[k] {
                    Rule::Moves => game.moves[k]
                        .iter()
                        .map(|(points, p)| (*points, p[0]))
                        .find(|&(points, q)| {
                            let after = game.score(q, alone);
                            (if alone {
                                points + after
                            } else {
                                points - after
                            }) == expected
                        }),
                    _ => None,
                };
                assert_eq!(hashed.best_move(&k), best_move, "{game:?} at {k}");
                assert_eq!(numbered.best_move(&k), best_move, "{game:?} at {k}");
                assert_eq!(ordered.best_move(&k), best_move, "{game:?} at {k}");
                assert_eq!(stated.best_move(&k), best_move, "{game:?} at {k}");
                assert_eq!(stated_ordered.best_move(&k), best_move, "{game:?} at {k}");
            }
        }
    }
}

#[test]
fn retrograde_outcomes_and_distances_match_the_rules_with_cycles() {
    let mut rng = TestRng::new(40);
    for _ in 0..3000 {
        let game = Family::random(&mut rng, false, false, &[Rule::Won, Rule::Lost, Rule::Draw]);
        let perm = game.permutation(&mut rng);
        let give = |k: &usize, moves: &mut Moves<usize>| game.give(k, moves);
        let before = |&v: &usize, before: &mut Moves<usize>| {
            game.predecessors(v).into_iter().for_each(|u| before.to(u))
        };
        let expected = game.by_rounds();
        let mut in_numbering_order: Vec<usize> = (0..game.n).collect();
        in_numbering_order.sort_by_key(|&k| perm[k]);
        // From one start (what it reaches), and from all.
        let start = rng.below(game.n as u64) as usize;
        let mut solved = [
            Box::new(Game::new(give).retrograde([start])) as Box<dyn Solved>,
            Box::new(Game::new(give).retrograde_by([start], before)),
            Box::new(
                Game::new(give)
                    .numbered(game.n, |&k| perm[k])
                    .retrograde(0..game.n),
            ),
            Box::new(
                Game::new(give)
                    .numbered(game.n, |&k| perm[k])
                    .retrograde_by(0..game.n, before),
            ),
            Box::new(Game::of(game.stated()).retrograde(0..game.n)),
            // Every position, in the numbering's order: numbered by
            // their index, no move looked up on the way forward.
            Box::new(
                Game::new(give)
                    .numbered(game.n, |&k| perm[k])
                    .retrograde(in_numbering_order.iter().copied()),
            ),
            Box::new(
                Game::of(game.stated())
                    .numbered(game.n, |&k| perm[k])
                    .retrograde_by_rules(in_numbering_order.iter().copied(), before),
            ),
        ];
        for (which, solved) in solved.iter_mut().enumerate() {
            let reached = solved.known();
            assert!(reached <= game.n);
            for (k, &expected_k) in expected.iter().enumerate() {
                if !solved.reached(k) {
                    // Only from one start: what it does not reach.
                    assert!(which < 2, "{game:?} at {k}");
                    continue;
                }
                assert_eq!(
                    solved.answer(k),
                    expected_k,
                    "{game:?} at {k}, engine {which}"
                );
                // Following the moves given ends in as many moves as said,
                // never looping.
                let mut at = k;
                let mut steps = 0;
                while let Some(next) = solved.best_move(at) {
                    let (outcome, distance) = solved.answer(at);
                    assert!(game.moves[at].iter().any(|(_, p)| p[0] == next));
                    let after = solved.answer(next);
                    match outcome {
                        Outcome::Draw => {
                            assert_eq!(after.0, Outcome::Draw);
                            break;
                        }
                        _ => assert_eq!(
                            after.1,
                            Some(distance.unwrap() - 1),
                            "{game:?} {at} -> {next}"
                        ),
                    }
                    at = next;
                    steps += 1;
                }
                assert!(steps as u32 <= expected_k.1.unwrap_or(1));
            }
        }
    }
}

/// The retrograde engines of both storages and both kinds, as one type.
trait Solved {
    fn known(&self) -> usize;
    fn reached(&self, k: usize) -> bool;
    fn answer(&self, k: usize) -> (Outcome, Option<u32>);
    fn best_move(&mut self, k: usize) -> Option<usize>;
}

impl<R: Rules<usize>, S: storage::Storage<usize, u32>> Solved for Retrograde<usize, R, S> {
    fn known(&self) -> usize {
        Retrograde::known(self)
    }

    fn reached(&self, k: usize) -> bool {
        Retrograde::reached(self, &k)
    }

    fn answer(&self, k: usize) -> (Outcome, Option<u32>) {
        (self.outcome(&k), self.moves_to_end(&k))
    }

    fn best_move(&mut self, k: usize) -> Option<usize> {
        Retrograde::best_move(self, &k)
    }
}

/// Grundy's game on the sorted list of heaps, from its statement: split
/// one heap into two non-empty heaps of different sizes. (The exhaustive
/// search's states are vectors, so the rule takes one.)
#[allow(clippy::ptr_arg)]
fn grundys_game_moves(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for a in 1..h {
            if a < h - a {
                let mut after = heaps.clone();
                after.remove(i);
                after.extend([a, h - a]);
                after.sort_unstable();
                next.push(after);
            }
        }
    }
    next
}

#[test]
fn subtraction_games_match_exhaustive_search_for_every_small_set() {
    for mask in 1u32..64 {
        let set: Vec<u64> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
        let rules = subtraction_moves(&set);
        let mut memo = HashMap::new();
        let mut win_memo = HashMap::new();
        let mut engine = grundy_engine(|&n: &u64, moves| {
            for &s in &set {
                if s <= n {
                    moves.to(n - s);
                }
            }
        });
        let mut win_lose = win_lose(|&n: &u64, next: &mut Vec<u64>| {
            next.extend(set.iter().filter(|&&s| s <= n).map(|&s| n - s));
        });
        let table = table(60, |x, options| {
            for &s in &set {
                if s as usize <= x {
                    options.to(x - s as usize);
                }
            }
        });
        // Queried from the top first, so one search reaches the rest.
        for n in (0..=60u64).rev() {
            let expected = grundy(&n, &rules, &mut memo);
            assert_eq!(engine.value(&n), expected, "{set:?} at {n}");
            assert_eq!(table[n as usize], expected, "{set:?} at {n}");
            let wins = mover_wins(&n, &rules, &mut win_memo);
            assert_eq!(win_lose.wins(&n), wins, "{set:?} at {n}");
            // The first move, in the rules' order, to a lost position.
            let first_win = rules(&n)
                .into_iter()
                .find(|m| !mover_wins(m, &rules, &mut win_memo));
            assert_eq!(win_lose.winning_move(&n), first_win, "{set:?} at {n}");
        }
        assert_eq!(engine.known(), 61);
    }
}

#[test]
fn lasker_nim_matches_exhaustive_search_of_whole_sums() {
    let mut engine = grundy_engine(|&n: &u64, moves| {
        for k in 0..n {
            moves.to(k);
        }
        for a in 1..n {
            moves.split([a, n - a]);
        }
    });
    let mut memo = HashMap::new();
    for piles in all_vectors(3, 7) {
        let mut sorted: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
        sorted.sort_unstable();
        let value = piles.iter().fold(0, |x, p| x ^ engine.value(p));
        assert_eq!(
            value != 0,
            mover_wins(&sorted, &lasker_moves, &mut memo),
            "{piles:?}"
        );
    }
    let mut memo = HashMap::new();
    let table = table(14, |n, options| {
        for k in 0..n {
            options.to(k);
        }
        for a in 1..n {
            options.split([a, n - a]);
        }
    });
    for n in 0..=14u64 {
        let heap = if n == 0 { vec![] } else { vec![n] };
        let expected = grundy(&heap, &lasker_moves, &mut memo);
        assert_eq!(engine.value(&n), expected, "{n}");
        assert_eq!(table[n as usize], expected, "{n}");
    }
}

#[test]
fn grundys_game_matches_exhaustive_search() {
    // Split a heap into two unequal heaps; the empty split list of a
    // heap of 1 or 2 makes it terminal.
    let mut engine = grundy_engine(|&h: &u64, moves| {
        for a in 1..(h + 1) / 2 {
            moves.split([a, h - a]);
        }
    });
    let table = table(22, |h, options| {
        for a in 1..(h + 1) / 2 {
            options.split([a, h - a]);
        }
    });
    let mut memo = HashMap::new();
    for h in 1..=22u64 {
        let expected = grundy(&vec![h], &grundys_game_moves, &mut memo);
        assert_eq!(engine.value(&h), expected, "{h}");
        assert_eq!(table[h as usize], expected, "{h}");
    }
    // Sums of up to three heaps, against the search of the whole sum.
    let mut memo = HashMap::new();
    for heaps in all_vectors(3, 9) {
        let mut sorted: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        sorted.sort_unstable();
        let value = heaps.iter().fold(0, |x, &h| x ^ table[h as usize]);
        assert_eq!(
            value != 0,
            mover_wins(&sorted, &grundys_game_moves, &mut memo)
        );
    }
}

#[test]
fn wythoff_on_a_2d_table_and_by_hash_matches_exhaustive_search() {
    let grid = table_2d(14, 12, |(a, b), options| {
        for l in 1..=a {
            options.to((a - l, b));
        }
        for l in 1..=b {
            options.to((a, b - l));
        }
        for l in 1..=a.min(b) {
            options.to((a - l, b - l));
        }
    });
    let mut engine = grundy_engine(|&(a, b): &(u64, u64), moves| {
        for next in wythoff_moves(&(a, b)) {
            moves.to(next);
        }
    });
    let mut memo = HashMap::new();
    for a in 0..=14u64 {
        for b in 0..=12u64 {
            let expected = grundy(&(a, b), &wythoff_moves, &mut memo);
            assert_eq!(grid[(a as usize, b as usize)], expected, "{a} {b}");
            assert_eq!(engine.value(&(a, b)), expected, "{a} {b}");
        }
        assert_eq!(grid.row(a as usize)[3], grid[(a as usize, 3)]);
    }
}

#[test]
fn large_values_take_the_mex_past_63() {
    // Take any number of stones: g(n) = n.
    let mut memo = HashMap::new();
    let table = table(300, |n, options| (0..n).for_each(|k| options.to(k)));
    let mut engine = grundy_engine(|&n: &u64, moves| (0..n).for_each(|k| moves.to(k)));
    let grid = table_2d(0, 150, |(_, n), options| {
        (0..n).for_each(|k| options.to((0, k)));
    });
    for n in (0..=300u64).rev() {
        let expected = grundy(&n, &take_any_moves, &mut memo);
        assert_eq!(table[n as usize], expected);
        assert_eq!(engine.value(&n), expected);
        if n <= 150 {
            assert_eq!(grid[(0, n as usize)], expected);
        }
    }
}

/// A game that is not a sum: a heap of `n` and a cap `k`; the mover
/// takes `1 ..= k` stones (at most the heap), and the next cap is twice
/// what was taken. Straight from the statement, for the exhaustive search.
fn doubling_moves(&(n, k): &(u64, u64)) -> Vec<(u64, u64)> {
    (1..=k.min(n)).map(|t| (n - t, 2 * t)).collect()
}

#[test]
fn win_lose_engine_matches_exhaustive_search_on_a_game_that_is_not_a_sum() {
    let calls = Cell::new(0);
    let mut engine = win_lose(|p: &(u64, u64), next: &mut Vec<(u64, u64)>| {
        calls.set(calls.get() + 1);
        next.extend(doubling_moves(p));
    });
    let mut memo = HashMap::new();
    for n in 0..=40u64 {
        for k in 1..=40u64 {
            let wins = mover_wins(&(n, k), &doubling_moves, &mut memo);
            assert_eq!(engine.wins(&(n, k)), wins, "{n} {k}");
            let first_win = doubling_moves(&(n, k))
                .into_iter()
                .find(|m| !mover_wins(m, &doubling_moves, &mut memo));
            assert_eq!(engine.winning_move(&(n, k)), first_win, "{n} {k}");
        }
    }
    // Each position searched was expanded once, plus one expansion per
    // winning_move query of a won position.
    let won_queries = (0..=40u64)
        .flat_map(|n| (1..=40u64).map(move |k| (n, k)))
        .filter(|p| mover_wins(p, &doubling_moves, &mut memo))
        .count();
    assert_eq!(calls.get(), engine.known() + won_queries);
}

#[test]
fn whole_strings_as_positions_match_exhaustive_search() {
    // Flip Game II on the string itself: positions hashed as bytes, of
    // every length up to 12, many of them colliding in the top bits.
    let mut engine = win_lose(|s: &Vec<u8>, next: &mut Vec<Vec<u8>>| {
        next.extend(flip_game_moves(s));
    });
    let mut grundy_engine = grundy_engine(|s: &Vec<u8>, moves| {
        flip_game_moves(s).into_iter().for_each(|t| moves.to(t));
    });
    let mut memo = HashMap::new();
    let mut g_memo = HashMap::new();
    for len in 0..=12 {
        for mask in 0u32..1 << len {
            let s: Vec<u8> = (0..len)
                .map(|i| if mask >> i & 1 == 1 { b'+' } else { b'-' })
                .collect();
            let wins = mover_wins(&s, &flip_game_moves, &mut memo);
            assert_eq!(engine.wins(&s), wins, "{}", String::from_utf8_lossy(&s));
            if len <= 9 {
                let expected = grundy(&s, &flip_game_moves, &mut g_memo);
                assert_eq!(grundy_engine.value(&s), expected);
            }
        }
    }
}

#[test]
fn the_win_lose_search_stops_at_the_first_winning_move() {
    // From n ≥ 1: first a move to 0 (lost: no moves), then a move to
    // n - 1, the start of a chain n positions long. Only 0 needs to be
    // looked at, so the move function runs twice.
    let calls = Cell::new(0);
    let mut engine = win_lose(|&n: &u32, next: &mut Vec<u32>| {
        calls.set(calls.get() + 1);
        if n > 0 {
            next.extend([0, n - 1]);
        }
    });
    assert!(engine.wins(&1000));
    assert_eq!(calls.get(), 2);
    assert_eq!(engine.known(), 2);
    assert_eq!(engine.winning_move(&1000), Some(0));
    // Known positions cost no call; unknown ones are searched once.
    calls.set(0);
    assert!(engine.wins(&1000) && !engine.wins(&0));
    assert_eq!(calls.get(), 0);
    // Now the chain order: the winning move is the last, so the whole
    // chain is searched, each position once.
    let calls = Cell::new(0);
    let mut engine = win_lose(|&n: &u32, next: &mut Vec<u32>| {
        calls.set(calls.get() + 1);
        if n > 0 {
            next.extend([n - 1, 0]);
        }
    });
    // 1 wins (to 0); 2 moves first to 1 (won), then to 0: wins; ….
    assert!(engine.wins(&1000));
    assert_eq!(calls.get(), 1001);
}

#[test]
fn a_chain_of_a_million_positions_needs_no_deep_recursion() {
    const N: u32 = 1_000_000;
    // Take one stone: the value alternates 0, 1, 0, ….
    let mut engine = grundy_engine(|&n: &u32, moves| {
        if n > 0 {
            moves.to(n - 1);
        }
    });
    assert_eq!(engine.value(&N), N % 2);
    assert_eq!(engine.value(&(N - 1)), (N - 1) % 2);
    assert_eq!(engine.known(), N as usize + 1);
    let mut win_lose = win_lose(|&n: &u32, next: &mut Vec<u32>| {
        if n > 0 {
            next.push(n - 1);
        }
    });
    assert_eq!(win_lose.wins(&N), N % 2 == 1);
    assert_eq!(win_lose.winning_move(&(N - 1)), Some(N - 2));
}

#[test]
#[should_panic(expected = "the game has a cycle")]
fn a_cycle_is_reported_not_searched_forever() {
    let mut engine = grundy_engine(|&n: &u32, moves| moves.to((n + 1) % 5));
    engine.value(&0);
}

#[test]
#[should_panic(expected = "the game has a cycle")]
fn a_cycle_is_reported_by_the_win_lose_search() {
    let mut engine = win_lose(|&n: &u32, next: &mut Vec<u32>| next.push((n + 1) % 5));
    engine.wins(&0);
}

#[test]
#[should_panic(expected = "a move from 0 (numbered 0) goes to 1 (numbered 1), not below it")]
fn a_table_move_to_an_unfilled_entry_is_reported() {
    table(5, |x, options| options.to(x + 1));
}

#[test]
#[should_panic(expected = "position (0, 3) is numbered 3, outside the numbering 0..3")]
fn a_position_numbered_outside_the_table_is_reported() {
    let mut game = Game::new(|&(i, j): &(usize, usize), moves| {
        if i == 1 {
            moves.to((0, j + 3));
        }
    })
    .numbered(3, |&(i, j)| i + j)
    .grundy();
    game.value(&(1, 0));
}

#[test]
#[should_panic(expected = "the rules fix a result (Won) that has no Grundy value")]
fn a_grundy_value_of_a_won_position_is_reported() {
    Game::new(|_: &u8, moves| moves.won()).grundy().value(&0);
}

#[test]
#[should_panic(expected = "a move to a sum (Moves::split) has only a Grundy value")]
fn a_sum_in_a_win_lose_game_is_reported() {
    Game::new(|_: &u8, moves| moves.split([1, 2]))
        .outcomes()
        .wins(&0);
}

#[test]
#[should_panic(expected = "the game has a cycle")]
fn a_cycle_is_reported_by_the_score_search() {
    Game::new(|&n: &u8, moves| moves.scored(1, (n + 1) % 3))
        .lead()
        .best(&0);
}

#[test]
#[should_panic(expected = "position 5 is numbered 5, outside the numbering 0..5")]
fn a_move_outside_the_numbering_is_reported_when_every_position_is_a_start() {
    // Every position of the numbering as a start: the forward pass checks
    // the numbers once a position's moves are given, and finds the one.
    Game::new(|&n: &u32, moves| {
        moves.to((n + 2) % 5);
        if n == 3 {
            moves.to(5);
        }
        moves.to((n + 1) % 5);
    })
    .numbered(5, |&n| n as usize)
    .retrograde(0..5);
}

#[test]
#[should_panic(expected = "position 9 was not reached from the starts")]
fn a_position_not_reached_is_reported() {
    Game::new(|&n: &u8, moves| {
        if n > 0 {
            moves.to(n - 1)
        }
    })
    .retrograde([3])
    .outcome(&9);
}

#[test]
fn a_chain_of_ten_million_positions_needs_no_recursion_when_numbered() {
    const N: usize = 10_000_000;
    let mut game = Game::new(|&n: &usize, moves| {
        if n > 0 {
            moves.to(n - 1)
        }
    })
    .numbered(N + 1, |&n| n)
    .outcomes();
    assert!(!game.wins(&N));
    assert_eq!(game.known(), N + 1);
}

// The old engines' calling shapes, over the new engines.

fn grundy_engine<P: Hash + Eq + Clone + Debug>(
    moves: impl FnMut(&P, &mut Moves<P>),
) -> Grundy<P, impl FnMut(&P, &mut Moves<P>), storage::Hashed> {
    Game::new(moves).grundy()
}

fn win_lose<P: Hash + Eq + Clone + Debug>(
    mut next: impl FnMut(&P, &mut Vec<P>),
) -> Outcomes<P, impl FnMut(&P, &mut Moves<P>), storage::Hashed> {
    Game::new(move |p: &P, moves: &mut Moves<P>| {
        let mut after = Vec::new();
        next(p, &mut after);
        after.into_iter().for_each(|q| moves.to(q));
    })
    .outcomes()
}

/// `g(0) … g(n)` by the ordered storage.
fn table(n: usize, mut moves: impl FnMut(usize, &mut Moves<usize>)) -> Vec<u32> {
    let mut g = Game::new(|&x: &usize, m: &mut Moves<usize>| moves(x, m))
        .ordered(n + 1, |&x| x, 0..=n)
        .grundy();
    (0..=n).map(|x| g.value(&x)).collect()
}

/// Cells `(i, j)` up to `(max_i, max_j)`, numbered row by row, by the
/// ordered storage.
fn table_2d(
    max_i: usize,
    max_j: usize,
    mut moves: impl FnMut((usize, usize), &mut Moves<(usize, usize)>),
) -> Grid {
    let cols = max_j + 1;
    let mut g = Game::new(|&c: &(usize, usize), m: &mut Moves<(usize, usize)>| moves(c, m))
        .ordered(
            (max_i + 1) * cols,
            |&(i, j)| i * cols + j,
            (0..=max_i).flat_map(|i| (0..cols).map(move |j| (i, j))),
        )
        .grundy();
    let values = (0..(max_i + 1) * cols)
        .map(|k| g.value(&(k / cols, k % cols)))
        .collect();
    Grid { cols, values }
}

struct Grid {
    cols: usize,
    values: Vec<u32>,
}

impl Grid {
    fn row(&self, i: usize) -> &[u32] {
        &self.values[i * self.cols..(i + 1) * self.cols]
    }
}

impl std::ops::Index<(usize, usize)> for Grid {
    type Output = u32;

    fn index(&self, (i, j): (usize, usize)) -> &u32 {
        &self.values[i * self.cols + j]
    }
}

#[test]
#[should_panic(expected = "position 2, given in order as number 1, is numbered 2")]
fn positions_given_out_of_order_are_reported() {
    Game::new(|_: &usize, _: &mut Moves<usize>| {})
        .ordered(3, |&k| k, [0, 2, 1])
        .grundy();
}

#[test]
#[should_panic(expected = "the positions given in order were 2, for a numbering of 3")]
fn too_few_positions_given_in_order_are_reported() {
    Game::new(|_: &usize, _: &mut Moves<usize>| {})
        .ordered(3, |&k| k, 0..2)
        .outcomes();
}

#[test]
#[should_panic(expected = "position 3 is numbered 3, outside the numbering 0..3")]
fn too_many_positions_given_in_order_are_reported() {
    Game::new(|_: &usize, _: &mut Moves<usize>| {})
        .ordered(3, |&k| k, 0..4)
        .lead();
}

#[test]
fn a_hashed_table_made_with_room_grows_past_it_and_agrees() {
    // Take 1, 3 or 4: values of period 7. Room for 0, 10 and 5000 positions.
    let rules = subtraction_moves(&[1, 3, 4]);
    let mut memo = HashMap::new();
    for room in [0, 10, 5000] {
        let mut game = Game::new(|&n: &u64, moves| rules(&n).into_iter().for_each(|m| moves.to(m)))
            .with_capacity(room)
            .grundy();
        assert_eq!(game.value(&3000), grundy(&3000, &rules, &mut memo));
        assert_eq!(game.known(), 3001);
        for n in 0..=3000 {
            assert_eq!(
                game.value(&n),
                grundy(&n, &rules, &mut memo),
                "{n} with room {room}"
            );
        }
    }
}
