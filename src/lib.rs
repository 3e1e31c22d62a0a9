//! Combinatorial game theory for competitive programming: engines that
//! take a game's rules and return its values, and one stdin/stdout solver
//! per judge problem built on them.
//!
//! # Which engine for which game
//! Find the shape of your game; every engine below is iterative (a chain of
//! 10^6 positions needs no deep recursion) and std-only, so it bundles into
//! a single-file submission (`scripts/bundle --std`).
//!
//! | your game looks like | call | cost |
//! |---|---|---|
//! | positions of your own, a move function; a move may split into a sum | [`impartial::positions::GrundyEngine`] | O(positions + parts of moves) hash operations |
//! | positions of your own, not a sum: who wins, and a winning move | [`impartial::positions::WinLoseEngine`] (stops at the first winning move) | the same, often far less |
//! | positions are integers or pairs of integers | [`impartial::positions::grundy_table`], [`grundy_table_2d`](impartial::positions::grundy_table_2d) | O(cells + moves), near a hand-written loop |
//! | a value sequence you computed: its period, then n up to 10^18 | [`impartial::periodic::Pattern`] (proven or only observed; value at n, counts up to N) | O(N) to find it, O(1) or O(log) a query |
//! | one heap, a fixed move set | [`impartial::subtraction::SubtractionGame`] | O((pre-period + period) · \|S\|) |
//! | remove between L and R stones | [`impartial::subtraction::interval_subtraction_grundy`] | O(1) |
//! | take up to k times the last move (Fibonacci Nim for k = 2) | [`impartial::dynamic_subtraction::DynamicSubtraction`] | O(log n) a query |
//! | take-and-break by an octal code (Kayles `0.77`, …) | [`impartial::octal::OctalGame`] | sparse space, period proven |
//! | split a heap by a rule (Grundy's game, "split a heap of at least 3") | [`impartial::split_game::SplitGame`] | sparse space |
//! | tokens on a DAG, explicit or implicit ([`GameGraph`](impartial::game_graph::GameGraph)) | [`impartial::dag_grundy::grundy_values`], [`winning_move`](impartial::dag_grundy::winning_move); a cycle comes back with its vertices | O(n + m) |
//! | tokens on a graph with cycles (draws) | [`impartial::loopy::generalized_grundy`], [`InfinityTable`](impartial::loopy::InfinityTable) | O(n + m·(g + 1)), g the largest finite value |
//! | one token, win / lose / draw | [`impartial::graph_game::outcomes`], [`outcomes_of`](impartial::graph_game::outcomes_of) (implicit) | O(n + m) |
//! | misère: the last mover loses (Anti-SG) | [`impartial::misere::anti_sg_first_wins`], and its condition; trees by [`root_branch_values`](impartial::misere::root_branch_values) | O(components) |
//! | every component moved on every turn (Every-SG) | [`impartial::every_sg::StepCounter`], [`every_sg_first_wins`](impartial::every_sg::every_sg_first_wins) | O(positions + moves) |
//! | Green Hackenbush on any picture | [`impartial::hackenbush::green_hackenbush`] | O(m α(n) + n) |
//! | moves score points (Stone Game family) | [`game_tree::scoring::ScoreEngine`] (best lead and the move) | O(positions + moves) |
//! | a game tree to search | [`game_tree::negamax`] | the tree's size, pruned |
//! | a bimatrix game | [`normal_form::extreme::equilibria`] (every extreme equilibrium, exact) | vertex enumeration |
//! | factors, divisors, prime counts | [`number_theory::sieve::Sieve`] (to 10^7), [`number_theory::factor::factorise`] (any u64) | O(n) sieve; O(n^¼) expected |
//!
//! Sums of independent games combine by XOR ([`impartial::nim::nim_sum`]);
//! [`impartial::grundy::mex`] takes any iterator of unsigned values.
//!
//! # Your own game, in a few lines
//! Take 1 or 2 stones, or split a heap of 3 or more into two:
//! ```
//! use game_theory::impartial::nim::nim_sum;
//! use game_theory::impartial::positions::GrundyEngine;
//! let mut game = GrundyEngine::new(|&n: &u64, moves| {
//!     (1..=n.min(2)).for_each(|t| moves.to(n - t));
//!     if n >= 3 {
//!         (1..=n / 2).for_each(|a| moves.split([a, n - a]));
//!     }
//! });
//! let heaps = [3u64, 5, 7];
//! assert_ne!(nim_sum(heaps.iter().map(|h| game.value(h))), 0); // first player wins
//! ```
//! A game that is not a sum (take 1 to 2·last stones, the first move
//! anything but all): who wins, and with which move.
//! ```
//! use game_theory::impartial::positions::WinLoseEngine;
//! // A position is (stones left, most that may be taken).
//! let mut game = WinLoseEngine::new(|&(left, cap): &(u64, u64), next: &mut Vec<(u64, u64)>| {
//!     (1..=cap.min(left)).for_each(|x| next.push((left - x, 2 * x)));
//! });
//! assert!(!game.wins(&(8, 7))); // 8 is a Fibonacci number: lost
//! assert_eq!(game.winning_move(&(10, 9)), Some((8, 4))); // take 2
//! ```
//! Its values at 10^18, through a period a theorem proves: see
//! [`impartial::periodic`]. Tokens on a graph given by a rule rather than
//! by edges:
//! ```
//! use game_theory::impartial::dag_grundy::grundy_values;
//! use game_theory::impartial::game_graph::GameGraph;
//! // Positions 0..100; from u a move goes to any u - d for a divisor d < u of u.
//! struct Divisors;
//! impl GameGraph for Divisors {
//!     fn positions(&self) -> usize { 100 }
//!     fn move_count(&self, u: usize) -> usize { (1..u).filter(|d| u % d == 0).count() }
//!     fn for_each_move(&self, u: usize, mut visit: impl FnMut(usize)) {
//!         (1..u).filter(|d| u % d == 0).for_each(|d| visit(u - d));
//!     }
//!     fn for_each_predecessor(&self, v: usize, mut visit: impl FnMut(usize)) {
//!         (v + 1..100).filter(|u| (u - v) < *u && u % (u - v) == 0).for_each(|u| visit(u));
//!     }
//! }
//! let values = grundy_values(&Divisors).unwrap();
//! assert_eq!(values[1], 0); // no divisor below 1
//! assert_eq!(values[2], 1); // 2 -> 1
//! ```
//! Moves that score points (LeetCode's Stone Game III: take the first 1
//! to 3 piles):
//! ```
//! use game_theory::game_tree::scoring::ScoreEngine;
//! let piles = [1i64, 2, 3, 7];
//! let mut game = ScoreEngine::new(|&i: &usize, next: &mut Vec<(i64, usize)>| {
//!     let mut points = 0;
//!     for (j, &p) in piles.iter().enumerate().skip(i).take(3) {
//!         points += p;
//!         next.push((points, j + 1));
//!     }
//! });
//! assert_eq!(game.best_lead(&0), -1); // Alice 6, Bob 7
//! ```
//!
//! # The solvers
//! Each binary in `src/bin` solves one problem of `PROBLEMS.md`: it reads
//! through [`judge::Scanner`], calls the library, and writes through one
//! buffered writer, all run by [`judge::run`].
//!
//! Data flows one way, top to bottom; no module imports from a layer listed
//! after its own, and general theory never depends on [`problems`].
//!
//! | layer | what it holds |
//! |---|---|
//! | [`judge`] | judge-format input that never panics, the process runner, fast output, large arrays on huge pages |
//! | [`number_theory`] | integer square roots, primality, factorisation of 64-bit numbers, a smallest-prime-factor sieve |
//! | [`graph`] | adjacency lists and disjoint sets in one array each, prefetching for large random graphs |
//! | [`impartial`] | Nim, mex and Grundy tables, Grundy values of your own positions, periodicity, subtraction (interval and dynamic), division and splitting games, take-and-break by octal code or split rule (Grundy's game) on a sparse space core, games on graphs (DAG and loopy), Wythoff, board games, misère sums (Anti-SG) and Every-SG sums |
//! | [`game_tree`] | negamax and alpha-beta, explicit trees, Zobrist hashing, tic-tac-toe |
//! | [`normal_form`] | bimatrix games, Nash equilibria, exact rationals |
//! | [`problems`] | one small module per problem whose insight is its own |

pub mod game_tree;
pub mod graph;
pub mod impartial;
pub mod judge;
pub mod normal_form;
pub mod number_theory;
pub mod problems;
#[doc(hidden)]
pub mod testing;
