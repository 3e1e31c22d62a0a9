//! Combinatorial game theory for competitive programming: engines that
//! take a game's rules and return its values, and one stdin/stdout solver
//! per judge problem built on them.
//!
//! # Which engine for which game
//! Find the shape of your game, then its example below. The engines over
//! your own positions and the heap and graph engines are iterative (a
//! chain of 10^7 positions needs no deep recursion; the game-tree search
//! and the comparison of partizan forms recurse, as their pages say), and
//! every engine is std-only, so it bundles into a single-file submission
//! (`scripts/bundle --std`). Normal play throughout: whoever cannot move
//! loses, unless the row says misère.
//!
//! | your game looks like | call | cost |
//! |---|---|---|
//! | [a game of your own: positions and one move function, every answer](#a-game-of-your-own) | [`search::Game`]: [`grundy`](search::Game::grundy), [`outcomes`](search::Game::outcomes) (and a winning move), [`retrograde`](search::Game::retrograde) (cycles: win, lose, draw and moves to the end), [`lead`](search::Game::lead) (scoring, turns alternate), [`total`](search::Game::total) (one player alone) | O(positions + moves); per position: hashed 7-13 bytes + the entry, numbered 1-8 bytes |
//! | [positions you can number, every move to a smaller number](#numbered-positions) | [`search::Game::ordered`]: the table filled bottom-up, the loop you would write; the rules as a type ([`search::Rules`], [`Game::of`](search::Game::of)) for its speed | O(positions + moves), no search; 1-8 bytes a position |
//! | [a value sequence you computed: its period, then n up to 10^18](#a-period-then-n-up-to-1018) | [`impartial::periodic::Pattern`] (proven or only observed; value at n, counts up to N) | O(N) to find; O(1) a value; 24 bytes a value of pre-period + period (8 with a saltus) |
//! | [one heap, a fixed move set](#one-heap-a-move-set) | heaps to 10^7: the table [`impartial::grundy::subtraction_grundy_table`] (also [`division_grundy_table`](impartial::grundy::division_grundy_table)); to 10^18: [`impartial::subtraction::SubtractionGame`] (a period) | O(n · \|S\|), 4 bytes a heap; O((pre-period + period + max S) · \|S\|) and 4 bytes a value computed while it searches, then 4 a value of pre-period and period, then O(1) |
//! | [a classic with a closed form: Wythoff, Euclid, Lasker's, Moore's or Staircase Nim, a coin stepping on a board](#one-heap-a-move-set) | [`impartial::wythoff`], [`impartial::euclid`], [`impartial::nim_variants`], [`impartial::board_game`]; the square roots they need: [`number_theory::isqrt`] | O(1) to O(log n) a position, no table; a board's table once, O(squares · steps) and 8 bytes a square |
//! | [remove between L and R stones](#one-heap-a-move-set) | [`impartial::subtraction::interval_subtraction_grundy`] | O(1), no table |
//! | [Nim on one heap where listed heap sizes lose listed moves (or keep only listed ones), heaps to 10^18](#nim-with-listed-exceptions) | [`impartial::nim_exceptions::NimExceptions`] (value, winner, a move to any value, so sums too) | O(k log k) for k listed moves: 48 bytes a listed heap (72 if its value repeats) and 8 to 16 a move (32 at least a heap), about twice while built; O(log k) a value |
//! | [moves to a whole range of smaller positions ("add 1 to f(c) stones, up to the box's capacity")](#a-range-of-options) | [`impartial::range_moves::range_grundy_table`] | O(n log w), w the longest range; 16 bytes a position while it runs (4 kept) and 8 to 16 per unit of w |
//! | [values by halving: g(n) from n mod b and g(⌊n / b⌋), then n up to 10^18](#a-range-of-options) | [`impartial::halving::DigitRecurrence`] (observed on a prefix, closure checked) | O(N) to find; O(log n) a value; about 8b + 20 bytes a value it reaches, b the base |
//! | [take up to k times the last move (Fibonacci Nim for k = 2)](#take-up-to-k-times-the-last-move) | [`impartial::dynamic_subtraction::DynamicSubtraction`] | O(\|H\|) to build, 8 bytes a term of H, the losing heaps (64 for k = 1, 92 for k = 2, 4,030 for k = 100); O(log n) a query |
//! | [take-and-break by an octal code (Kayles `0.77`, …)](#take-and-break) | [`impartial::octal::OctalGame`]; Dawson's Kayles (`0.07`, Flip Game) at any length: [`impartial::dawsons_kayles::DawsonsKayles`] | O(N · (r + k)) for N values, r rare heaps: about 7 bytes a value (4 once one passes 255) and 8 a rare heap; period proven; O(1) a Dawson's Kayles value (87 kept) |
//! | [split a heap by a rule (Grundy's game, "split a heap of at least 3")](#take-and-break) | [`impartial::split_game::SplitGame`] | the same (Grundy's game to 10^6: 6.3 bytes a value), no period assumed |
//! | [take-and-break by any rules: remove t, leave 0/1/2 heaps, unequal if asked](#take-and-break) | [`impartial::take_break::TakeBreakGame`] | the same where values are sparse, O(s · N²) for s splitting rules where not; period proven where the octal theorem covers the rules; 6 bytes a value where sparse, 11 where not |
//! | [tokens on a DAG, explicit or implicit](#tokens-on-a-graph) ([`GameGraph`](impartial::game_graph::GameGraph)) | [`impartial::dag_grundy::grundy_values`], [`winning_move`](impartial::dag_grundy::winning_move); a cycle comes back with its vertices | O(n + m); 16 bytes a position while it runs (4 kept), and the graph's reverse lists once (4 a position, 4 a move) |
//! | [tokens on a graph with cycles (draws)](#tokens-on-a-graph) | [`impartial::loopy::generalized_grundy`], [`InfinityTable`](impartial::loopy::InfinityTable) | O(n + m·(g + 1)), g the largest finite value; 20 to 28 bytes a position (4 kept), the infinity table 4 more and 4 a set entry |
//! | [one token on a graph given by its edges, win / lose / draw](#tokens-on-a-graph) | [`impartial::graph_game::outcomes`] (implicit moves: [`search::Game::retrograde`]) | O(n + m); at the peak 13 bytes a vertex and 12 an edge, the edges given included (1 a vertex kept) |
//! | [a graph beside the game, one player alone: fewest moves to a goal, a walk that never ends, an order](#a-graph-beside-the-game) | [`graph::Digraph`] (from edges or lists, 0- or 1-based; the graph engines above take it, [`grundy_values_from`](impartial::dag_grundy::grundy_values_from) ignores cycles the starts never reach), [`graph::paths::distances`], [`shortest_path`](graph::paths::shortest_path), [`graph::cycles::reachable_cycle`], [`topological_order`](graph::cycles::topological_order) | O(n + m), no recursion; the graph 4(n + 1) + 4m bytes (twice with the reverse lists), a search 8 to 12 bytes a vertex, an order 12 to 20 |
//! | [coin-turning games (Turning Turtles, Mock Turtles, Ruler, k coins, 2-D)](#coin-turning) | [`impartial::coin_turning`]: [`mock_turtles_value`](impartial::coin_turning::mock_turtles_value), [`ruler_value`](impartial::coin_turning::ruler_value), [`k_coin_values`](impartial::coin_turning::k_coin_values), [`product_value`](impartial::coin_turning::product_value) (nim product) | O(1) a closed form (no table) or a product (a 0.66 MB nim field, built once); O(n · k · V / 64) the k-coin table, k · V / 8 bytes, V the values' range |
//! | [misère: the last mover loses (Anti-SG)](#misère-and-every-sg) | [`impartial::misere::anti_sg_first_wins`], and its condition; trees by [`root_branch_values`](impartial::misere::root_branch_values) | O(components), no table; a tree's branches O(n), 12 bytes a vertex (20 with the edges given) |
//! | [every component moved on every turn (Every-SG)](#misère-and-every-sg) | [`impartial::every_sg::StepCounter`], [`every_sg_first_wins`](impartial::every_sg::every_sg_first_wins) | O(positions + moves); hashed, 7 to 13 bytes a position beside it and its 8-byte count |
//! | [Green Hackenbush on any picture](#green-hackenbush) | [`impartial::hackenbush::green_hackenbush`] | O(m α(n) + n); at most 24 bytes a vertex and 8 an edge, the edges given included |
//! | [a game tree to search](#a-game-tree) | [`game_tree::negamax`] (negamax, alpha-beta, a transposition table) | the tree's size, pruned; recursive, a position a ply on the stack; a transposition table 19 to 39 bytes a position (17 a slot) |
//! | [a matrix game (zero-sum): its value and optimal strategies; any LP](#a-matrix-game-or-a-linear-program) | [`normal_form::zero_sum::solve_matrix_game`], [`lp::maximize`] (exact, certified) | a float simplex, then one LU modulo a prime, O(k³) for a basis of size k, and O(k²) per 62 bits of the answer; 8 bytes an entry, 24 a basis entry, and the answer's digits: 200×200 in about 40 ms and 1 MB |
//! | [a bimatrix game](#a-bimatrix-game) | [`normal_form::extreme::equilibria`] (every extreme equilibrium, exact, any size) | vertex enumeration of both best-response polytopes, 200 to 300 bytes a vertex at the peak (m + n ≤ 64) |
//! | [factors, divisors, prime counts](#factors-and-divisors) | [`number_theory::sieve::Sieve`] (to 10^7), [`number_theory::factor::factorise`] (any u64), [`number_theory::primes::is_prime`] | O(n) sieve, 2 bytes a number (2.5 while built) and 4 a prime; O(n^¼) expected and a primality test in O(log n) products, no table |
//! | [partizan: Left and Right move differently (Conway's values)](#partizan-games) | [`partizan::Games`] (canonical forms, ≤, sum, class, notation), [`partizan::Thermographs`] (stops, temperature), [`PartizanEngine`](partizan::PartizanEngine) and [`NumberEngine`](partizan::NumberEngine) for your own [`PartizanGame`](partizan::PartizanGame), values of any size (small ones: the next row) | memoised; numbers, nimbers and ups in O(1); a hash entry a position (it and its number, or a 4-byte id), about 1 KB a form with its memos of ≤ and + (Domineering) |
//! | [your own partizan game whose values stay small (m/2^k, m an `i64`: most contest games')](#partizan-games) | [`forms::NumberEngine`] (each position's number, in a game of numbers) and [`forms::PartizanEngine`] (canonical forms) over [`SmallDyadic`](forms::SmallDyadic): named through `forms`, a solution bundles without big integers (22 KB, against 38 KB through `partizan`); past that range they panic, never wrap | memoised: O(moves) a position for numbers, one simplification for forms; a hash entry a position (it and its 16-byte number or 4-byte id), 1.1 to 2.3 times that with the table's slack |
//! | [Blue-Red Hackenbush on a forest](#partizan-games) | [`partizan::hackenbush::forest_value`] (exact, any denominator) | O(n) words on a path, O(n log n / 64) where it branches; 20 bytes an edge, and the value's words |
//! | [Domineering, and boards that split into regions](#partizan-games) | [`forms::domineering::Domineering`] (regions summed, each memoised up to symmetry), in an arena of [`SmallDyadic`](forms::SmallDyadic)s: named through `forms` (not `partizan`, which also re-exports it), a solution bundles without big integers (43 KB, against 60 KB) | the empty 5×5 board in about 0.2 s and 8 MB at the peak (6,457 forms, 850 bytes each with their memos) |
//! | [exact numbers of any size](#exact-numbers) | [`exact::BigInt`], [`exact::rational::Rational`] | Karatsuba products, O(n²) division, divide-and-conquer decimal; 8 bytes a 64-bit limb, and 32 a BigInt (a Rational: two) |
//!
//! Sums of independent games combine by XOR ([`impartial::nim::nim_sum`]);
//! [`impartial::grundy::mex`] takes any iterator of unsigned values.
//!
//! The cost per position of [`search::Game`]'s storages, in bytes: hashed,
//! 7 to 13 of table (a 4-byte index and a control byte a slot, 3/8 to 3/4
//! full) beside each entry (the position and the answer's value, unpadded:
//! 19 to 25 for a Grundy value of an 8-byte position, and the entries'
//! vectors' room to grow); numbered or ordered, the value alone: 4 for a
//! Grundy value, 1 for an outcome, 8 for a score; retrograde, 4 more and a
//! copy of the position, plus 8 per move for the reverse lists unless you
//! give predecessors.
//!
//! ## A game of your own
//! State the game once: the position type and one move function, which
//! gives each move ([`to`](search::Moves::to), [`scored`](search::Moves::scored),
//! [`split`](search::Moves::split) for a sum) or the result the rules fix
//! ([`won`](search::Moves::won), [`lost`](search::Moves::lost),
//! [`draw`](search::Moves::draw), [`ends_with`](search::Moves::ends_with)).
//! Every answer comes from that one statement. Take 1 or 2 stones, or
//! split a heap of 3 or more into two:
//! ```
//! use game_theory::impartial::nim::nim_sum;
//! use game_theory::search::Game;
//! let mut game = Game::new(|&n: &u64, moves| {
//!     (1..=n.min(2)).for_each(|t| moves.to(n - t));
//!     if n >= 3 {
//!         (1..=n / 2).for_each(|a| moves.split([a, n - a]));
//!     }
//! })
//! .grundy();
//! let heaps = [3u64, 5, 7];
//! assert_ne!(nim_sum(heaps.iter().map(|h| game.value(h))), 0); // first player wins
//! ```
//! Win or lose, and a winning move (a game that is not a sum): take 1 to
//! 2·(last take) stones, the first move anything but all.
//! ```
//! use game_theory::search::{Game, Outcome};
//! // A position is (stones left, most that may be taken).
//! let mut game = Game::new(|&(left, cap): &(u64, u64), moves| {
//!     (1..=cap.min(left)).for_each(|x| moves.to((left - x, 2 * x)));
//! })
//! .outcomes();
//! assert_eq!(game.outcome(&(8, 7)), Outcome::Lose); // 8 is a Fibonacci number
//! assert_eq!(game.winning_move(&(10, 9)), Some((8, 4))); // take 2
//! ```
//! Play that can go round in cycles: win, lose or draw, and how many moves
//! to the end (so that following the moves given never loops). A token
//! on 0..=9 moves 1 or 2 right, or from 9 back to 0; whoever reaches 7
//! wins, so the player to move at 7 has lost.
//! ```
//! use game_theory::search::{Game, Outcome};
//! let mut solved = Game::new(|&x: &u32, moves| {
//!     if x == 7 {
//!         return moves.lost();
//!     }
//!     (1..=2).filter(|s| x + s <= 9).for_each(|s| moves.to(x + s));
//!     if x == 9 {
//!         moves.to(0);
//!     }
//! })
//! .retrograde([0]);
//! assert_eq!((solved.outcome(&0), solved.moves_to_end(&0)), (Outcome::Win, Some(5)));
//! assert_eq!(solved.best_move(&3), Some(4));
//! ```
//! Moves that score points, turns alternating (LeetCode's Stone Game III:
//! take the first 1 to 3 piles), and one player choosing alone.
//! ```
//! use game_theory::search::Game;
//! let piles = [1i64, 2, 3, 7];
//! let game = Game::new(|&i: &usize, moves| {
//!     let mut points = 0;
//!     for (j, &p) in piles.iter().enumerate().skip(i).take(3) {
//!         points += p;
//!         moves.scored(points, j + 1);
//!     }
//! });
//! assert_eq!(game.clone().lead().best(&0), -1); // Alice 6, Bob 7
//! assert_eq!(game.total().best(&0), 13); // one player takes everything
//! ```
//!
//! ## Numbered positions
//! Number the positions `0..n` and each answer keeps a flat table
//! ([`numbered`](search::Game::numbered)); when every move goes to a
//! smaller number, [`ordered`](search::Game::ordered) fills it bottom-up,
//! the loop a contestant would write. Two heaps; a move takes 1 or 2 from
//! one of them:
//! ```
//! use game_theory::search::Game;
//! let mut g = Game::new(|&(a, b): &(usize, usize), moves| {
//!     (1..=a.min(2)).for_each(|s| moves.to((a - s, b)));
//!     (1..=b.min(2)).for_each(|s| moves.to((a, b - s)));
//! })
//! .ordered(6 * 6, |&(a, b)| a * 6 + b, (0..6).flat_map(|a| (0..6).map(move |b| (a, b))))
//! .grundy();
//! assert_eq!(g.value(&(4, 5)), 1 ^ 2);
//! ```
//! For the hand loop's speed, state the same rules as a type
//! ([`search::Rules`], given to [`Game::of`](search::Game::of)): its
//! moves go to a [`MoveSink`](search::MoveSink) with the same calls, and
//! an ordered table folds each one as it is given, where a closure's go
//! through a buffer first: 1.1 to 1.35 times a hand-written table loop on
//! docs/performance.md's boards, against 2 to 5.5 for the closure. With
//! cycles ([`retrograde_by_rules`](search::Game::retrograde_by_rules)),
//! give every position of the numbering as a start, in its order, and the
//! predecessors as a type too: the walk of a hand-written retrograde loop,
//! no look-up on the way forward (1.44 times on docs/performance.md's
//! Berzerk row).
//! ```
//! use game_theory::search::{Game, MoveSink, Rules};
//! struct TwoHeaps;
//! impl Rules<(usize, usize)> for TwoHeaps {
//!     fn moves(&mut self, &(a, b): &(usize, usize), moves: &mut impl MoveSink<(usize, usize)>) {
//!         (1..=a.min(2)).for_each(|s| moves.to((a - s, b)));
//!         (1..=b.min(2)).for_each(|s| moves.to((a, b - s)));
//!     }
//! }
//! let mut g = Game::of(TwoHeaps)
//!     .ordered(6 * 6, |&(a, b)| a * 6 + b, (0..6).flat_map(|a| (0..6).map(move |b| (a, b))))
//!     .grundy();
//! assert_eq!(g.value(&(4, 5)), 1 ^ 2);
//! ```
//!
//! ## A period, then n up to 10^18
//! Compute values until a theorem proves their period (here the
//! subtraction-set window: `max S` values), then answer any heap.
//! ```
//! use game_theory::impartial::grundy::mex;
//! use game_theory::impartial::periodic::{Pattern, Proof};
//! let moves = [2, 5, 6];
//! let mut g: Vec<u32> = Vec::new();
//! let pattern = loop {
//!     let n = g.len();
//!     g.push(mex(moves.iter().filter(|&&m| m <= n).map(|&m| g[n - m])));
//!     if n.is_power_of_two() {
//!         if let Some(pattern) = Pattern::proven(&g, Proof::Window(6)) {
//!             break pattern;
//!         }
//!     }
//! };
//! assert_eq!((pattern.pre_period(), pattern.period()), (0, 11));
//! let big = 1_000_000_000_000_000_000u64;
//! assert_eq!(pattern.value_at(big), 0);
//! assert_eq!(pattern.count_equal(big, 0), 363_636_363_636_363_638); // heap 0 included
//! ```
//!
//! ## One heap, a move set
//! ```
//! use game_theory::impartial::grundy::{division_grundy_table, subtraction_grundy_table};
//! use game_theory::impartial::subtraction::{interval_subtraction_grundy, SubtractionGame};
//! let game = SubtractionGame::new(&[1, 3, 4], 1000).unwrap(); // None past 1000 terms
//! assert_eq!(game.period(), 7);
//! assert_eq!(game.grundy(1_000_000_000_000_000_000), 1);
//! // Heaps to 10^7: the table g(0) … g(n), its first values by hand.
//! let table = subtraction_grundy_table(&[1, 3, 4], 20);
//! assert_eq!(table[..8], [0, 1, 0, 1, 2, 3, 2, 0]);
//! assert!(table.iter().zip(0..).all(|(&g, heap)| g == game.grundy(heap)));
//! // Divide by 2 or by 3, rounding down (0 is gone).
//! assert_eq!(division_grundy_table(&[2, 3], 7), [0, 1, 2, 0, 0, 0, 1, 1]);
//! // Remove between 3 and 5 stones: values repeat every 8.
//! assert_eq!(interval_subtraction_grundy(1_000_000_000_000_000_007, 3, 5), 2);
//! ```
//! The classics with a closed form; Wythoff's game checked against its
//! rules.
//! ```
//! use game_theory::impartial::board_game::{BoardGame, CHESSBOARD_STEPS};
//! use game_theory::impartial::euclid::euclid_mover_wins;
//! use game_theory::impartial::nim_variants::lasker_grundy;
//! use game_theory::impartial::wythoff::wythoff_is_losing;
//! use game_theory::number_theory::isqrt::isqrt_u128;
//! // Wythoff: take any amount from one pile, or the same from both.
//! let n = 25;
//! let mut lost = vec![vec![false; n]; n];
//! for a in 0..n {
//!     for b in 0..n {
//!         let one = (1..=a).map(|t| (a - t, b)).chain((1..=b).map(|t| (a, b - t)));
//!         let mut moves = one.chain((1..=a.min(b)).map(|t| (a - t, b - t)));
//!         let no_winning_move = moves.all(|(x, y)| !lost[x][y]);
//!         lost[a][b] = no_winning_move;
//!     }
//! }
//! assert!((0..n).all(|a| (0..n).all(|b| wythoff_is_losing(a as u64, b as u64) == lost[a][b])));
//! // Euclid's game: from (3, 2) the one move leaves (2, 1), which its mover wins.
//! assert!(!euclid_mover_wins(3, 2) && euclid_mover_wins(2, 1) && euclid_mover_wins(5, 2));
//! // Lasker's Nim (take, or split a heap in two): heaps 3 and 4 swap values.
//! assert_eq!((0..6).map(lasker_grundy).collect::<Vec<_>>(), [0, 1, 2, 4, 3, 5]);
//! // A coin stepping (-2, ±1) or (±1, -2): (1, 1) and (2, 1) have no move,
//! // (1, 3) moves to (2, 1), and (3, 2) to (1, 1) or (1, 3).
//! let board = BoardGame::new(8, 8, &CHESSBOARD_STEPS).unwrap();
//! assert_eq!([(1, 1), (2, 1), (1, 3), (3, 2)].map(|(x, y)| board.grundy(x, y)), [0, 0, 1, 2]);
//! assert_eq!(isqrt_u128(10u128.pow(36) - 1), 10u128.pow(18) - 1);
//! ```
//!
//! ## Nim with listed exceptions
//! Nim on one heap, but a few heap sizes lose a few moves (or keep only
//! listed ones, or none: a "shortcut" the player to move has lost). Each
//! value is the heap size less the repeated values below it, found from
//! the list alone, never by walking the heaps.
//! ```
//! use game_theory::impartial::nim_exceptions::{Exception, NimExceptions};
//! let big = 1_000_000_000_000_000_000u64;
//! // From 5 you may not take 2; a heap of 10^18 may not be taken whole.
//! let game = NimExceptions::new([Exception::forbid_take(5, 2), Exception::forbid_take(big, big)]);
//! assert_eq!((0..7).map(|n| game.grundy(n)).collect::<Vec<_>>(), [0, 1, 2, 3, 4, 3, 5]);
//! assert!(!game.first_player_wins(big)); // no move reaches a value 0
//! assert_eq!(game.grundy(big + 1), big - 1); // two repeats below it
//! assert_eq!(game.winning_move(big + 1), Some(0));
//! ```
//!
//! ## A range of options
//! Moves from `x` to every position of a range (half-open, ending at or
//! below `x`), each table entry in O(log) rather than one step per move;
//! and values that follow the digits of `n`, found on a prefix and
//! answered to 10^18.
//! ```
//! use game_theory::impartial::grundy::mex;
//! use game_theory::impartial::halving::DigitRecurrence;
//! use game_theory::impartial::range_moves::range_grundy_table;
//! // A box of capacity 6 holding c stones: add 1 to c² stones, up to the
//! // capacity. Position r = 6 − c, the room left; a move leaves r − k.
//! let g = range_grundy_table(7, |r| {
//!     let c = 6 - r;
//!     r - (c * c).min(r)..r
//! });
//! assert_eq!(g, [0, 1, 2, 3, 4, 0, 0]);
//! // Halve a heap, or take one from an odd heap: a table over binary digits.
//! let mut v: Vec<u32> = vec![0];
//! for n in 1..1024usize {
//!     let odd = (n % 2 == 1).then(|| v[n - 1]);
//!     v.push(mex([v[n / 2]].into_iter().chain(odd)));
//! }
//! let rule = DigitRecurrence::observed(&v, 2).unwrap(); // checked on 0..1024
//! assert_eq!(rule.value_at(1_000_000_000_000_000_000), 1);
//! ```
//!
//! ## Take up to k times the last move
//! ```
//! use game_theory::impartial::dynamic_subtraction::DynamicSubtraction;
//! let fibonacci_nim = DynamicSubtraction::new(2);
//! assert_eq!(fibonacci_nim.winning_first_move(8), None); // a Fibonacci number
//! assert_eq!(fibonacci_nim.winning_first_move(10), Some(2)); // 10 = 8 + 2
//! ```
//!
//! ## Take-and-break
//! An octal code, a split rule an octal code cannot say, or any set of
//! rules "from a heap of at least h, take t and leave 0, 1 or 2 heaps".
//! ```
//! use game_theory::impartial::octal::{OctalCode, OctalGame, MAX_VALUES};
//! use game_theory::impartial::split_game::{SplitGame, SplitRule};
//! let mut kayles = OctalGame::new(OctalCode::parse(b"0.77").unwrap());
//! kayles.compute_for(1_000_000_000_000_000_000, MAX_VALUES);
//! assert_eq!(kayles.period(), Some((71, 12))); // proven by the octal theorem
//! let mut grundys_game = SplitGame::new(SplitRule::GRUNDY);
//! assert_eq!(grundys_game.grundy(5) ^ grundys_game.grundy(6), 3);
//! let at_least_3 = SplitRule { min_heap: 3, min_part: 1, unequal: false };
//! assert_eq!(SplitGame::new(at_least_3).grundy(4), 2); // 1+3 or 2+2
//! // Any rules: take 1, 3 or 4 (leaving the rest, or nothing), or split a
//! // heap of at least 3 in two.
//! use game_theory::impartial::take_break::{Leave::*, TakeBreakGame, TakeBreakRule};
//! let rule = |take, leave, min_heap| TakeBreakRule { take, leave, min_heap };
//! let mut rules = vec![rule(0, TwoHeaps, 3)];
//! rules.extend([1, 3, 4].iter().flat_map(|&t| [rule(t, Nothing, 1), rule(t, OneHeap, 1)]));
//! let mut game = TakeBreakGame::new(&rules);
//! game.compute_to(7); // heaps 0..=7, as every heap table
//! assert_eq!(game.values(), [0, 1, 0, 2, 4, 3, 1, 5]);
//! // Dawson's Kayles (take two adjacent tokens) at any length: g(0) … g(4)
//! // by hand; far out, the plain O(n²) loop's value where the period 34
//! // (from 53 on) puts it.
//! use game_theory::impartial::dawsons_kayles::DawsonsKayles;
//! use game_theory::impartial::octal::plain_values;
//! let dawson = DawsonsKayles::new();
//! assert_eq!((0..5).map(|n| dawson.grundy(n)).collect::<Vec<_>>(), [0, 0, 1, 1, 2]);
//! let plain = plain_values(&OctalCode::parse(b"0.07").unwrap(), 100);
//! let far = 1_000_000_000_000_000_000u64;
//! assert_eq!(dawson.grundy(far), plain[53 + ((far - 53) % 34) as usize]);
//! ```
//!
//! ## Tokens on a graph
//! A graph given by its edges ([`Digraph`](impartial::game_graph::Digraph))
//! or by a rule ([`GameGraph`](impartial::game_graph::GameGraph)).
//! ```
//! use game_theory::impartial::dag_grundy::{grundy_values, winning_move};
//! use game_theory::impartial::game_graph::{Digraph, GameGraph};
//! use game_theory::impartial::graph_game::{outcomes, Outcome::*};
//! use game_theory::impartial::loopy::{generalized_grundy, InfinityTable, SumOutcome};
//! // Positions 0..100; from u a move goes to u - d for a divisor d < u of u.
//! struct Divisors;
//! impl GameGraph for Divisors {
//!     fn positions(&self) -> usize { 100 }
//!     fn move_count(&self, u: usize) -> usize { (1..u).filter(|d| u % d == 0).count() }
//!     fn for_each_move(&self, u: usize, mut visit: impl FnMut(usize)) {
//!         (1..u).filter(|d| u % d == 0).for_each(|d| visit(u - d));
//!     }
//!     fn for_each_predecessor(&self, v: usize, mut visit: impl FnMut(usize)) {
//!         (v + 1..100).filter(|u| u % (u - v) == 0 && u - v < *u).for_each(|u| visit(u));
//!     }
//! }
//! let values = grundy_values(&Divisors).unwrap();
//! assert_eq!(values[..5], [0, 0, 1, 0, 2]); // 2 -> 1; 4 -> 3 or 2
//! // Tokens on 2 and 4 (1 XOR 2): the token on 4 moves to 2.
//! assert_eq!(winning_move(&Divisors, &values, &[2, 4]), Some((1, 2)));
//! // With cycles: 0 ⇄ 1 → 2 → 3.
//! let graph = Digraph::new(4, &[(0, 1), (1, 0), (1, 2), (2, 3)]);
//! let table = InfinityTable::new(&graph, generalized_grundy(&graph));
//! assert_eq!(table.outcome(&[1, 2]), SumOutcome::First);
//! assert_eq!(outcomes(4, vec![(0, 1), (1, 0), (1, 2), (2, 3)]), [Draw, Draw, Win, Lose]);
//! ```
//!
//! ## A graph beside the game
//! One player moving a token alone: the fewest moves to a goal, a walk
//! that never ends, a walk of odd length (search the graph of (vertex,
//! parity)); and a game on the same graph whose cycles lie elsewhere.
//! ```
//! use game_theory::graph::cycles::{reachable_cycle, topological_order};
//! use game_theory::graph::paths::{distances, shortest_path};
//! use game_theory::graph::Digraph;
//! use game_theory::impartial::dag_grundy::{grundy_values_from, NO_VALUE};
//! // Rooms 1 to 5 and one-way doors, numbered from 1 as statements do.
//! let doors = [(1, 2), (2, 3), (3, 5), (1, 4), (4, 4)];
//! let graph = Digraph::from_edges_1based(5, &doors);
//! assert_eq!(shortest_path(&graph, 0, &[4]), Some(vec![0, 1, 2, 4]));
//! assert_eq!(reachable_cycle(&graph, 0), Some(vec![3])); // stay in room 4
//! assert_eq!(reachable_cycle(&graph, 1), None);
//! assert_eq!(topological_order(&graph), Err(vec![3]));
//! // An odd number of moves from room 1 to room 5: 2v + parity.
//! let flip: Vec<(usize, usize)> = (doors.iter())
//!     .flat_map(|&(u, v)| [(2 * u - 2, 2 * v - 1), (2 * u - 1, 2 * v - 2)])
//!     .collect();
//! assert_eq!(distances(&Digraph::from_edges(10, &flip), &[0])[2 * 4 + 1], 3);
//! // Tokens started in rooms 2 and 3 never meet the loop in room 4.
//! let values = grundy_values_from(&graph, &[1, 2]).unwrap();
//! assert_eq!(values, [NO_VALUE, 0, 1, NO_VALUE, 0]);
//! ```
//!
//! ## Coin turning
//! A row of coins; a move turns over a set the rule allows, its rightmost
//! coin from heads to tails. A position is worth the XOR over its heads
//! of the single head's value; on a board, the product of two row rules
//! is worth the nim product of the row values.
//! ```
//! use game_theory::impartial::coin_turning::{k_coin_values, mock_turtles_value, product_value, ruler_value};
//! use game_theory::impartial::grundy::mex;
//! use game_theory::impartial::nim_arith::NimField;
//! // Mock Turtles (turn 1 to 3 coins), coins from 0, heads at 0, 3 and 10^18.
//! let heads = [0u64, 3, 1_000_000_000_000_000_000];
//! assert_eq!(heads.iter().fold(0, |a, &x| a ^ mock_turtles_value(x)), 1 ^ 7 ^ 2_000_000_000_000_000_001);
//! // Turn the coin at x and at most 3 to its left: a table of g(0..6).
//! assert_eq!(k_coin_values(4, 6), [1, 2, 4, 8, 15, 16]);
//! // Ruler (turn any run of coins ending at x, coins from 1), from its rule.
//! let mut g = vec![0u64]; // no coin 0
//! for x in 1..=40 {
//!     let runs = (1..x).rev().scan(0, |xor, y| {
//!         *xor ^= g[y];
//!         Some(*xor)
//!     });
//!     let value = mex([0].into_iter().chain(runs)); // 0: x alone
//!     g.push(value);
//! }
//! assert!((1..=40).all(|x| ruler_value(x as u64) == g[x]));
//! // Turning Corners (a rectangle's four corners), heads at (2, 3) and (1, 1):
//! let field = NimField::new();
//! assert_eq!(product_value(&field, 2, 3) ^ product_value(&field, 1, 1), 0); // 2 ⊗ 3 = 1 = 1 ⊗ 1: lost
//! ```
//!
//! ## Misère and Every-SG
//! ```
//! use game_theory::impartial::every_sg::{every_sg_first_wins, StepCounter};
//! use game_theory::impartial::misere::{anti_sg_first_wins, root_branch_values};
//! assert!(!anti_sg_first_wins([1, 1, 1])); // misère Nim
//! // Misère Green Hackenbush: a root with two paths of length 2 is lost.
//! let branches = root_branch_values(5, vec![(0, 1), (1, 2), (0, 3), (3, 4)]).unwrap();
//! assert!(!anti_sg_first_wins(branches));
//! // Every pile moved each turn (take 1 or 2): the longest-lasting pile decides.
//! let mut steps = StepCounter::new(|&n: &u32, moves| (1..=n.min(2)).for_each(|s| moves.to(n - s)));
//! assert!(!every_sg_first_wins([steps.steps(&4), steps.steps(&6)]));
//! ```
//!
//! ## Green Hackenbush
//! ```
//! use game_theory::impartial::hackenbush::green_hackenbush;
//! // Vertex 0 is the ground; a triangle on it and a stalk of 2.
//! let edges = vec![(0, 1), (1, 2), (2, 0), (0, 3), (3, 4)];
//! assert_eq!(green_hackenbush(5, edges), 1 ^ 2);
//! ```
//!
//! ## A game tree
//! Implement [`Game`](game_tree::negamax::Game) for your position; here a
//! perfect binary tree of leaf scores.
//! ```
//! use game_theory::game_tree::negamax::{alpha_beta, negamax, INFINITY};
//! use game_theory::game_tree::tree::TreeNode;
//! let leaves = [3, 5, 6, 9, 1, 2, 0, -1];
//! assert_eq!(negamax(&TreeNode::root(&leaves)), 5);
//! let mut leaves_seen = 0;
//! assert_eq!(alpha_beta(&TreeNode::root(&leaves), -INFINITY, INFINITY, &mut leaves_seen), 5);
//! assert_eq!(leaves_seen, 5); // three leaves cut
//! ```
//!
//! ## A bimatrix game
//! ```
//! use game_theory::normal_form::bimatrix::Bimatrix;
//! use game_theory::normal_form::extreme::equilibria;
//! // Matching pennies: one equilibrium, each side 1/2 – 1/2.
//! let pennies = Bimatrix::new(2, 2, vec![1, -1, -1, 1], vec![-1, 1, 1, -1]);
//! let set = equilibria(&pennies);
//! assert_eq!(set.extreme.len(), 1);
//! assert_eq!(set.extreme[0].0[0].to_string(), "1/2");
//! ```
//!
//! ## A matrix game or a linear program
//! ```
//! use game_theory::lp::{maximize, Solution};
//! use game_theory::normal_form::zero_sum::solve_matrix_game;
//! // The row player receives the entry: value 1, row mix 3/5 2/5.
//! let game = solve_matrix_game(&[vec![3, -1, 2], vec![-2, 4, 1]]);
//! assert_eq!((game.value.to_string(), game.row_strategy[0].to_string()), ("1".into(), "3/5".into()));
//! // max 3x + 2y with x + y ≤ 4, x + 3y ≤ 6, x ≤ 2: the value and the dual y.
//! let Solution::Optimal(lp) = maximize(&[vec![1, 1], vec![1, 3], vec![1, 0]], &[4, 6, 2], &[3, 2]) else {
//!     unreachable!()
//! };
//! assert_eq!(lp.value.to_string(), "26/3"); // at x = 2, y = 4/3
//! assert_eq!(lp.y.iter().map(|v| v.to_string()).collect::<Vec<_>>(), ["0", "2/3", "7/3"]);
//! ```
//!
//! ## Factors and divisors
//! ```
//! use game_theory::number_theory::{factor, primes::is_prime, sieve::Sieve};
//! let sieve = Sieve::new(1000);
//! assert!((0..=1000).all(|n| is_prime(n as u64) == sieve.is_prime(n)));
//! assert!(is_prime(998_244_353) && !is_prime(1_000_000_007 * 998_244_353));
//! assert_eq!(sieve.prime_factor_count(360), 6); // 2^3 · 3^2 · 5
//! assert_eq!(sieve.divisors(12), [1, 2, 3, 4, 6, 12]);
//! assert_eq!(factor::factorise(1_000_000_007 * 998_244_353), [(998_244_353, 1), (1_000_000_007, 1)]);
//! ```
//!
//! ## Partizan games
//! Conway's notation in and out, or your own game through
//! [`PartizanGame`](partizan::PartizanGame) (Left's and Right's moves).
//! ```
//! use game_theory::forms::{self, Forms, SmallDyadic};
//! use game_theory::partizan::{Games, PartizanGame, Thermographs};
//! let mut games = Games::new();
//! let up_up = games.parse(b"{0|*}+{0|*}").unwrap();
//! assert_eq!((games.display(up_up), games.outcome(up_up).letter()), ("{0|{*,0|0}}".to_string(), 'L'));
//! let switch = games.parse(b"{2|-1/2}").unwrap();
//! assert_eq!(Thermographs::new().temperature(&mut games, switch).to_string(), "5/4");
//! // A stalk of Blue-Red Hackenbush, colours from the ground: every position
//! // is a number, and a short stalk's are small: machine words do (named
//! // through `forms`; `partizan::NumberEngine` takes numbers of any size).
//! #[derive(Clone, Debug, PartialEq, Eq, Hash)]
//! struct Stalk(Vec<bool>); // true = blue (Left's)
//! impl PartizanGame for Stalk {
//!     fn left_moves(&self) -> Vec<Stalk> { self.cuts(true) }
//!     fn right_moves(&self) -> Vec<Stalk> { self.cuts(false) }
//! }
//! impl Stalk {
//!     fn cuts(&self, blue: bool) -> Vec<Stalk> {
//!         (0..self.0.len()).filter(|&i| self.0[i] == blue).map(|i| Stalk(self.0[..i].to_vec())).collect()
//!     }
//! }
//! let value = forms::NumberEngine::<_, SmallDyadic>::new().value(&Stalk(vec![true, false, true]));
//! assert_eq!(value.to_string(), "3/4"); // blue, red, blue
//! // The same by Winning Ways' edge rule, for forests of any size.
//! use game_theory::partizan::hackenbush::{forest_value, Colour::*};
//! assert_eq!(forest_value(&[0, 1, 2], &[Blue, Red, Blue]).unwrap().to_string(), "3/4");
//! // Domineering (Left vertical), the empty 2x2 board.
//! use game_theory::partizan::domineering::{Board, Domineering};
//! let g = Domineering::new().value(&mut games, Board::from_rows(2, 2, b"...."));
//! assert_eq!(games.display(g), "{1|-1}");
//! // Its values stay small: an arena of machine-word numbers, named
//! // through `forms` (no big integers, so a bundled solution is shorter).
//! let mut small = Forms::<SmallDyadic>::new();
//! let g = Domineering::new().value(&mut small, Board::from_rows(2, 3, b"......"));
//! assert_eq!(small.display(g), "{2|-1/2}");
//! ```
//! Canonical forms of your own game, through `partizan` (numbers of any
//! size) or `forms` (machine words): Left takes 1 token, Right 2.
//! ```
//! use game_theory::forms::{self, SmallDyadic};
//! use game_theory::partizan::{self, PartizanGame};
//! #[derive(Clone, Debug, PartialEq, Eq, Hash)]
//! struct Tokens(u32);
//! impl PartizanGame for Tokens {
//!     fn left_moves(&self) -> Vec<Tokens> { (self.0 >= 1).then(|| Tokens(self.0 - 1)).into_iter().collect() }
//!     fn right_moves(&self) -> Vec<Tokens> { (self.0 >= 2).then(|| Tokens(self.0 - 2)).into_iter().collect() }
//! }
//! // 1 token is {0|} = 1; 2 are {1|0}, a switch; 3 are {{1|0}|1}, lost
//! // for whoever starts (Left to {1|0}, Right to 0; Right to 1, Left to 0): 0.
//! let mut any_size = partizan::PartizanEngine::<Tokens>::new();
//! let two = any_size.value(&Tokens(2));
//! assert_eq!(two, any_size.games().parse(b"{1|0}").unwrap());
//! let three = any_size.value(&Tokens(3));
//! assert_eq!(any_size.games().display(three), "0");
//! let mut words = forms::PartizanEngine::<Tokens, SmallDyadic>::new();
//! let two = words.value(&Tokens(2));
//! assert_eq!(words.games().display(two), "{1|0}");
//! assert_eq!(partizan::NumberEngine::<Tokens>::new().value(&Tokens(1)).to_string(), "1");
//! ```
//!
//! ## Exact numbers
//! ```
//! use game_theory::exact::{rational::Rational, BigInt};
//! let x: BigInt = "123456789012345678901234567890".parse().unwrap();
//! assert_eq!((&x * &x).to_string(), "15241578753238836750495351562536198787501905199875019052100");
//! let third = Rational::new(BigInt::from(1), BigInt::from(3));
//! assert_eq!((third.clone() + Rational::new(BigInt::from(1), BigInt::from(6))).to_string(), "1/2");
//! ```
//!
//! # The solvers
//! Each binary in `src/bin` solves one problem of `docs/problems.md`: it
//! reads through [`judge::Scanner`], calls the library, and writes through
//! one buffered writer, all run by [`judge::run`].
//!
//! Data flows one way, top to bottom; no module imports from a layer listed
//! after its own, and general theory never depends on [`problems`].
//!
//! | layer | what it holds |
//! |---|---|
//! | [`judge`] | judge-format input that never panics, the process runner, fast output |
//! | [`search`] | one engine for a game of your own: one statement, every answer (Grundy, win/lose/draw with or without cycles, best lead, best total), hashed, numbered or ordered storage |
//! | [`graph`] | directed graphs: [`Digraph`](graph::Digraph) (the graph the engines take, from edges 0- or 1-based or from lists), BFS distances and shortest paths, a reachable cycle, topological order |
//! | [`number_theory`] | integer square roots, primality, factorisation of 64-bit numbers, a smallest-prime-factor sieve |
//! | [`exact`] | arbitrary-precision integers and rationals ([`BigInt`](exact::BigInt), [`Rational`](exact::rational::Rational)) for exact pivoting and game values |
//! | [`impartial`] | Nim, mex and Grundy tables, Grundy values of your own positions, periodicity, subtraction (interval and dynamic), division and splitting games, take-and-break by octal code, split rule (Grundy's game) or any rules on a sparse space core, games on graphs (DAG and loopy), Wythoff, board games, coin-turning games, misère sums (Anti-SG) and Every-SG sums |
//! | [`game_tree`] | negamax and alpha-beta, explicit trees, Zobrist hashing, tic-tac-toe |
//! | [`forms`] | canonical forms kept once each over any number type (machine-word dyadics or `Dyadic`), comparison, sums, printing, and Domineering: the engine under `partizan`, with no big integer, so that a solution naming it bundles without one |
//! | [`partizan`] | Conway's values: dyadic numbers of any size, everything of `forms` re-exported, notation in, stops, temperature and thermographs, your own partizan game, Blue-Red Hackenbush |
//! | [`lp`] | exact linear programming: a float basis certified exactly, the exact simplex behind it |
//! | [`normal_form`] | bimatrix games, Nash equilibria, exact vertex enumeration of polytopes, matrix games |
//! | [`problems`] | one small module per problem whose insight is its own |

#![warn(missing_docs)]

pub mod exact;
pub mod forms;
pub mod game_tree;
pub mod graph;
pub mod impartial;
pub mod judge;
pub mod lp;
pub mod normal_form;
pub mod number_theory;
pub mod partizan;
mod perf;
pub mod problems;
pub mod search;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
