//! Each solver binary, run as a process on every small position, against an
//! exhaustive search written from its game's rules (not from the theorem the
//! solver uses). This checks the whole path: input format, the library's
//! fast method, and the exact output words.

mod common;

use common::run_binary;
use game_theory::game_tree::tictactoe::LINES;
use game_theory::impartial::octal::OctalCode;
use game_theory::testing::exhaustive::{all_vectors, grundy, misere_mover_wins, mover_wins};
use game_theory::testing::rng::TestRng;
use game_theory::testing::rules::{
    chessboard_coin_moves, choice_of_area_longest, coin_row_best_total, coin_squares_moves,
    consecutive_split_moves, digit_game_moves, division_moves, division_row_moves,
    divisor_game_moves, dual_nim_mover_wins, euclid_moves, every_sum_moves, fixed_take_moves,
    flip_game_moves, graph_game_outcomes_by_rounds, hackenbush_moves, hackenbush_standing,
    josephus_by_simulation, lasker_moves, misere_nim_mover_wins, moore_moves, nim_moves,
    nonzero_digits, number_game_moves, octal_moves, pebble_moves, pizza_chord_moves, replace_moves,
    row_moves, running_total_outcome, staircase_moves, subtraction_moves, take_any_moves,
    take_break_moves, textbook_alpha_beta, winner_stays_on_records, wythoff_moves,
    zero_move_pile_moves,
};
use itertools::{iproduct, Itertools};
use std::collections::HashMap;
use std::time::Duration;

/// One test case: its input lines (without `T`) and the expected answer.
struct Case {
    input: String,
    expected: String,
}

fn case(input: impl Into<String>, expected: impl Into<String>) -> Case {
    Case {
        input: input.into(),
        expected: expected.into(),
    }
}

fn join(values: &[u64]) -> String {
    values.iter().join(" ")
}

/// One case per non-empty array: the input is `n` and the values, the
/// answer `words.0` if `first_wins(array)`, else `words.1`.
fn array_cases(
    arrays: impl IntoIterator<Item = Vec<u64>>,
    mut first_wins: impl FnMut(&Vec<u64>) -> bool,
    words: (&str, &str),
) -> Vec<Case> {
    arrays
        .into_iter()
        .filter(|a| !a.is_empty())
        .map(|a| {
            let answer = if first_wins(&a) { words.0 } else { words.1 };
            case(format!("{}\n{}", a.len(), join(&a)), answer)
        })
        .collect()
}

/// Division games over `divisors` on every row of up to three numbers in
/// `1..=12` and on single numbers up to `single_max`, by exhaustive search.
fn division_cases(divisors: &[u64], single_max: u64, words: (&str, &str)) -> Vec<Case> {
    let moves = division_row_moves(divisors);
    let mut memo = HashMap::new();
    let small = all_vectors(3, 11)
        .into_iter()
        .map(|v| v.iter().map(|x| x + 1).collect());
    let rows = small.chain((13..=single_max).map(|x| vec![x]));
    let wins = |row: &Vec<u64>| {
        let mut sorted = row.clone();
        sorted.sort_unstable();
        mover_wins(&sorted, &moves, &mut memo)
    };
    array_cases(rows, wins, words)
}

/// Runs `binary` on the cases, `per_run` tests per input file (each file
/// starts with its test count), and fails listing the first mismatches.
fn check(binary: &str, cases: &[Case], per_run: usize) {
    assert!(!cases.is_empty());
    let mut mismatches = Vec::new();
    for chunk in cases.chunks(per_run) {
        let mut input = format!("{}\n", chunk.len());
        for c in chunk {
            input.push_str(&c.input);
            input.push('\n');
        }
        let done = run_binary(binary, input.as_bytes(), Duration::from_secs(60))
            .unwrap_or_else(|| panic!("{binary} timed out"));
        assert_eq!(done.status, Some(0), "{binary} failed: {}", done.stderr);
        let lines_per_answer = chunk[0].expected.lines().count();
        let lines: Vec<&str> = done.stdout.lines().collect();
        assert_eq!(
            lines.len(),
            chunk.len() * lines_per_answer,
            "{binary}: wrong number of lines"
        );
        for (c, answer) in chunk.iter().zip(lines.chunks(lines_per_answer)) {
            if answer.join("\n") != c.expected {
                mismatches.push(format!(
                    "input {:?}: expected {:?}, got {:?}",
                    c.input, c.expected, answer
                ));
            }
        }
    }
    assert!(
        mismatches.is_empty(),
        "{binary}: {} of {} cases wrong, first ones:\n{}",
        mismatches.len(),
        cases.len(),
        mismatches[..mismatches.len().min(10)].join("\n")
    );
}

/// One-pile games given by a move set: the answer for every n up to 300.
fn check_one_pile(binary: &str, set: &[u64], from: u64, words: (&str, &str)) {
    let mut memo = HashMap::new();
    let cases: Vec<Case> = (from..=300)
        .map(|n| {
            let wins = mover_wins(&n, &subtraction_moves(set), &mut memo);
            case(n.to_string(), if wins { words.0 } else { words.1 })
        })
        .collect();
    check(binary, &cases, 100_000);
}

#[test]
fn one_pile_subtraction_solvers() {
    check_one_pile("stones-134", &[1, 3, 4], 0, ("Player 1", "Player 2"));
    check_one_pile("nim-one-stone", &[1], 0, ("Player A", "Player B"));
    check_one_pile("nim-game-292", &[1, 2, 3], 1, ("true", "false"));
    check_one_pile("cycle-race", &[1, 2, 4], 1, ("JELLY", "JACK"));
}

#[test]
fn nim() {
    let moves = nim_moves;
    let mut memo = HashMap::new();
    let cases: Vec<Case> = all_vectors(4, 6)
        .into_iter()
        .filter(|p| !p.is_empty())
        .map(|piles| {
            let input = format!("{}\n{}", piles.len(), join(&piles));
            // The first pile from which some move reaches a lost position.
            let winning = (0..piles.len()).find_map(|i| {
                (1..=piles[i]).find_map(|k| {
                    let mut after = piles.clone();
                    after[i] -= k;
                    (!mover_wins(&after, &moves, &mut memo)).then_some((i, k))
                })
            });
            match winning {
                Some((i, k)) => case(input, format!("First {} {}", i + 1, k)),
                None => case(input, "Second"),
            }
        })
        .collect();
    check("nim", &cases, 100_000);
}

#[test]
fn nim_winner() {
    let mut memo = HashMap::new();
    let wins = |v: &Vec<u64>| dual_nim_mover_wins(v, &mut memo);
    check(
        "nim-winner",
        &array_cases(all_vectors(6, 4), wins, ("Alice", "Bob")),
        100_000,
    );
}

#[test]
fn nim_zero_move() {
    // A pile is (stones, zero move still unused).
    let moves = row_moves(zero_move_pile_moves);
    let mut memo = HashMap::new();
    let wins =
        |v: &Vec<u64>| mover_wins(&v.iter().map(|&p| (p, true)).collect(), &moves, &mut memo);
    let cases = array_cases(all_vectors(3, 5), wins, ("Player 1", "Player 2"));
    check("nim-zero-move", &cases, 100_000);
}

#[test]
fn replace_game() {
    let moves = replace_moves;
    let mut memo = HashMap::new();
    let cases: Vec<Case> = all_vectors(6, 4)
        .into_iter()
        .filter(|v| !v.is_empty())
        .map(|v| {
            let values: Vec<i64> = v.iter().map(|&x| x as i64 - 2).collect();
            let text: Vec<String> = values.iter().map(i64::to_string).collect();
            let winner = if mover_wins(&values, &moves, &mut memo) {
                "Player 1"
            } else {
                "Player 2"
            };
            case(format!("{}\n{}", values.len(), text.join(" ")), winner)
        })
        .collect();
    check("replace-game", &cases, 100_000);
}

#[test]
fn subtraction_game() {
    let mut cases = Vec::new();
    for mask in 1u32..64 {
        let set: Vec<u64> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
        let moves = row_moves(subtraction_moves(&set));
        let mut memo = HashMap::new();
        for piles in all_vectors(2, 10).into_iter().filter(|p| !p.is_empty()) {
            let input = format!(
                "{} {}\n{}\n{}",
                set.len(),
                join(&set),
                piles.len(),
                join(&piles)
            );
            let winner = if mover_wins(&piles, &moves, &mut memo) {
                "First"
            } else {
                "Second"
            };
            cases.push(case(input, winner));
        }
    }
    check("subtraction-game", &cases, 100);
}

#[test]
fn grundy_table() {
    let row = |n: u64, moves: &dyn Fn(&u64) -> Vec<u64>| {
        let mut memo = HashMap::new();
        let values: Vec<u64> = (0..=n)
            .map(|x| grundy(&x, &moves, &mut memo).into())
            .collect();
        join(&values)
    };
    let mut cases = vec![case("take-any 30", row(30, &take_any_moves))];
    for mask in 1u32..64 {
        let set: Vec<u64> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
        let expected = row(40, &subtraction_moves(&set));
        cases.push(case(
            format!("subtract {} {} 40", set.len(), join(&set)),
            expected,
        ));
        let divisors: Vec<u64> = set.iter().map(|s| s + 1).collect();
        let expected = row(60, &division_moves(&divisors));
        cases.push(case(
            format!("divide {} {} 60", divisors.len(), join(&divisors)),
            expected,
        ));
    }
    check("grundy-table", &cases, 100);
}

#[test]
fn divide_game() {
    check(
        "divide-game",
        &division_cases(&[2, 3, 6], 3000, ("First", "Second")),
        1000,
    );
}

#[test]
fn game_of_chocolates() {
    let moves = wythoff_moves;
    let mut memo = HashMap::new();
    let cases: Vec<Case> = iproduct!(0..=40, 0..=40)
        .map(|(a, b)| {
            let first = if mover_wins(&(a, b), &moves, &mut memo) {
                "Dolly"
            } else {
                "Bunty"
            };
            case(format!("{a} {b}"), first)
        })
        .collect();
    check("game-of-chocolates", &cases, 100_000);
}

#[test]
fn josephus() {
    let survivor = josephus_by_simulation;
    let mut cases = Vec::new();
    for n in 1..=60 {
        for k in 1..=60 {
            cases.push(case(format!("{n} {k}"), survivor(n, k).to_string()));
        }
    }
    check("josephus", &cases, 100_000);
}

#[test]
fn valid_game() {
    let possible: Vec<Vec<u64>> = winner_stays_on_records(7)
        .iter()
        .map(|r| r.iter().map(|&w| u64::from(w)).collect())
        .collect();
    let cases: Vec<Case> = all_vectors(7, 2)
        .into_iter()
        .filter(|r| !r.is_empty())
        .map(|r| {
            let record: Vec<u64> = r.iter().map(|w| w + 1).collect();
            let verdict = if possible.contains(&record) {
                "YES"
            } else {
                "NO"
            };
            case(format!("{}\n{}", record.len(), join(&record)), verdict)
        })
        .collect();
    check("valid-game", &cases, 100_000);
}

#[test]
fn choice_of_area() {
    let mut memo = HashMap::new();
    let mut cases = Vec::new();
    for a in -3..=70 {
        for b in -3..=70 {
            let steps = if a > 0 && b > 0 {
                choice_of_area_longest(a, b, 3, &mut memo)
            } else {
                0
            };
            cases.push(case(format!("{a} {b}"), steps.to_string()));
        }
    }
    check("choice-of-area", &cases, 100_000);
}

#[test]
fn coin_corners() {
    // The statement's rule: all odd positions, or all even ones, whichever
    // sum is larger (odd on a tie). That the first player can always take
    // them is checked against every opponent strategy in coin_row's tests.
    let cases: Vec<Case> = all_vectors(6, 3)
        .into_iter()
        .filter(|r| !r.is_empty() && r.len() % 2 == 0)
        .map(|row| {
            let odd: Vec<u64> = row.iter().step_by(2).copied().collect();
            let even: Vec<u64> = row.iter().skip(1).step_by(2).copied().collect();
            let (sum_odd, sum_even) = (odd.iter().sum::<u64>(), even.iter().sum::<u64>());
            let (sum, coins) = if sum_odd >= sum_even {
                (sum_odd, odd)
            } else {
                (sum_even, even)
            };
            case(
                format!("{}\n{}", row.len(), join(&row)),
                format!("{sum}\n{}", join(&coins)),
            )
        })
        .collect();
    check("coin-corners", &cases, 100_000);
}

#[test]
fn optimal_strategy_and_predict_the_winner() {
    let rows: Vec<Vec<u64>> = all_vectors(7, 3)
        .into_iter()
        .filter(|r| !r.is_empty())
        .collect();
    let totals: Vec<Case> = rows
        .iter()
        .map(|row| {
            case(
                format!("{}\n{}", row.len(), join(row)),
                coin_row_best_total(row).to_string(),
            )
        })
        .collect();
    check("optimal-strategy", &totals, 1000);
    let verdicts: Vec<Case> = rows
        .iter()
        .map(|row| {
            let total: u64 = row.iter().sum();
            let first_wins = 2 * coin_row_best_total(row) >= total;
            case(
                format!("{}\n{}", row.len(), join(row)),
                first_wins.to_string(),
            )
        })
        .collect();
    check("predict-the-winner", &verdicts, 1000);
}

#[test]
fn can_i_win() {
    let mut cases = Vec::new();
    for m in 1..=7u64 {
        let numbers: Vec<u64> = (1..=m).collect();
        for d in 0..=30 {
            let wins = d == 0 || running_total_outcome(&numbers, 0, d) == 1;
            cases.push(case(format!("{m} {d}"), wins.to_string()));
        }
    }
    check("can-i-win", &cases, 20);
}

#[test]
fn flip_game() {
    let moves = flip_game_moves;
    let mut memo = HashMap::new();
    let mut cases = Vec::new();
    for len in 1..=12u32 {
        for bits in 0..1u32 << len {
            let s: Vec<u8> = (0..len)
                .map(|i| if bits >> i & 1 == 1 { b'+' } else { b'-' })
                .collect();
            let wins = mover_wins(&s, &moves, &mut memo);
            cases.push(case(String::from_utf8(s).unwrap(), wins.to_string()));
        }
    }
    check("flip-game", &cases, 10_000);
}

#[test]
fn chessboard_game() {
    let moves = chessboard_coin_moves;
    let mut memo = HashMap::new();
    let cases: Vec<Case> = iproduct!(1..=15, 1..=15)
        .map(|(x, y)| {
            let winner = if mover_wins(&(x, y), &moves, &mut memo) {
                "First"
            } else {
                "Second"
            };
            case(format!("{x} {y}"), winner)
        })
        .collect();
    check("chessboard-game", &cases, 100_000);
}

#[test]
fn number_game() {
    let moves = number_game_moves;
    let mut memo = HashMap::new();
    let cases: Vec<Case> = (1..=3000u64)
        .map(|n| {
            let winner = if mover_wins(&n, &moves, &mut memo) {
                "Ashishgup"
            } else {
                "FastestFinger"
            };
            case(n.to_string(), winner)
        })
        .collect();
    check("number-game", &cases, 100_000);
}

/// Plain minimax over every leaf.
fn full_minimax(leaves: &[i64], depth: u32, index: usize, maximising: bool) -> i64 {
    if 1usize << depth == leaves.len() {
        return leaves[index];
    }
    let children = (0..2).map(|i| full_minimax(leaves, depth + 1, 2 * index + i, !maximising));
    if maximising {
        children.max().unwrap()
    } else {
        children.min().unwrap()
    }
}

#[test]
fn minimax_and_alpha_beta() {
    let mut trees: Vec<Vec<i64>> = Vec::new();
    for (n, values) in [(1, 5), (2, 5), (4, 5), (8, 4)] {
        for code in 0..(values as u64).pow(n) {
            let leaves = (0..n)
                .map(|i| (code / (values as u64).pow(i) % values as u64) as i64 - 2)
                .collect();
            trees.push(leaves);
        }
    }
    let input = |t: &Vec<i64>| {
        let text: Vec<String> = t.iter().map(i64::to_string).collect();
        format!("{}\n{}", t.len(), text.join(" "))
    };
    let values: Vec<Case> = trees
        .iter()
        .map(|t| case(input(t), full_minimax(t, 0, 0, true).to_string()))
        .collect();
    check("minimax", &values, 10_000);
    let pruned: Vec<Case> = trees
        .iter()
        .map(|t| {
            let mut seen = 0;
            let value = textbook_alpha_beta(t, 0, 0, true, i64::MIN, i64::MAX, &mut seen);
            case(input(t), format!("{value} {seen}"))
        })
        .collect();
    check("alpha-beta", &pruned, 10_000);
}

fn ttt_line(board: &[u8], mark: u8) -> bool {
    LINES.iter().any(|l| l.iter().all(|&c| board[c] == mark))
}

/// Every board of x, o and _, as the three row tokens.
fn all_boards() -> Vec<(Vec<u8>, String)> {
    (0..3u32.pow(9))
        .map(|code| {
            let board: Vec<u8> = (0..9)
                .map(|i| b"_xo"[(code / 3u32.pow(i) % 3) as usize])
                .collect();
            let text = format!(
                "{} {} {}",
                std::str::from_utf8(&board[0..3]).unwrap(),
                std::str::from_utf8(&board[3..6]).unwrap(),
                std::str::from_utf8(&board[6..9]).unwrap()
            );
            (board, text)
        })
        .collect()
}

#[test]
fn ttt_evaluate() {
    let cases: Vec<Case> = all_boards()
        .into_iter()
        .filter(|(b, _)| !(ttt_line(b, b'x') && ttt_line(b, b'o')))
        .map(|(b, text)| {
            let value = if ttt_line(&b, b'x') {
                10
            } else if ttt_line(&b, b'o') {
                -10
            } else {
                0
            };
            case(text, value.to_string())
        })
        .collect();
    check("ttt-evaluate", &cases, 100_000);
}

#[test]
fn ttt_best_move() {
    /// (result for the mover, plies to the end with the winner hurrying and
    /// the loser delaying), from the rules.
    fn outcome(
        board: &mut [u8; 9],
        mover: u8,
        memo: &mut HashMap<([u8; 9], u8), (i32, i32)>,
    ) -> (i32, i32) {
        let other = if mover == b'x' { b'o' } else { b'x' };
        if ttt_line(board, other) {
            return (-1, 0);
        }
        if !board.contains(&b'_') {
            return (0, 0);
        }
        if let Some(&known) = memo.get(&(*board, mover)) {
            return known;
        }
        let mut best = None;
        for c in 0..9 {
            if board[c] == b'_' {
                board[c] = mover;
                let (r, p) = outcome(board, other, memo);
                board[c] = b'_';
                let candidate = (-r, p + 1);
                let rank = |(r, p): (i32, i32)| (r, if r > 0 { -p } else { p });
                if best.map_or(true, |b| rank(candidate) > rank(b)) {
                    best = Some(candidate);
                }
            }
        }
        memo.insert((*board, mover), best.unwrap());
        best.unwrap()
    }
    let mut memo = HashMap::new();
    let mut cases = Vec::new();
    for (b, text) in all_boards() {
        let (x, o) = (
            b.iter().filter(|&&c| c == b'x').count(),
            b.iter().filter(|&&c| c == b'o').count(),
        );
        if !(x == o || x == o + 1) || (ttt_line(&b, b'x') && ttt_line(&b, b'o')) {
            continue;
        }
        let finished = ttt_line(&b, b'x') || ttt_line(&b, b'o') || !b.contains(&b'_');
        if finished {
            let value = if ttt_line(&b, b'x') {
                10
            } else if ttt_line(&b, b'o') {
                -10
            } else {
                0
            };
            cases.push(case(text, format!("{value} -1 -1")));
            continue;
        }
        let mover = if x == o { b'x' } else { b'o' };
        let mut board: [u8; 9] = b.clone().try_into().unwrap();
        let other = if mover == b'x' { b'o' } else { b'x' };
        let rank = |(r, p): (i32, i32)| (r, if r > 0 { -p } else { p });
        // The best cell by the statement's order, smallest on ties.
        let mut best: Option<((i32, i32), usize)> = None;
        for c in 0..9 {
            if board[c] == b'_' {
                board[c] = mover;
                let (r, p) = outcome(&mut board, other, &mut memo);
                board[c] = b'_';
                let candidate = (-r, p + 1);
                if best.map_or(true, |(b, _)| rank(candidate) > rank(b)) {
                    best = Some((candidate, c));
                }
            }
        }
        let ((result, _), cell) = best.unwrap();
        let value = 10 * result * if mover == b'x' { 1 } else { -1 };
        cases.push(case(text, format!("{value} {} {}", cell / 3, cell % 3)));
    }
    assert!(cases.len() > 5000);
    check("ttt-best-move", &cases, 100_000);
}

#[test]
fn zobrist_incremental_hashes_match_hashing_the_final_board_afresh() {
    let start = [
        "rnbqkbnr", "pppppppp", "--------", "--------", "--------", "--------", "PPPPPPPP",
        "RNBQKBNR",
    ];
    let mut board: Vec<Vec<u8>> = start.iter().map(|r| r.as_bytes().to_vec()).collect();
    let mut moves = Vec::new();
    let mut rng = TestRng::new(99);
    for _ in 0..300 {
        let occupied: Vec<(usize, usize)> = (0..64)
            .map(|s| (s / 8, s % 8))
            .filter(|&(r, c)| board[r][c] != b'-')
            .collect();
        let from = occupied[rng.below(occupied.len() as u64) as usize];
        let to_square = ((from.0 * 8 + from.1) + 1 + rng.below(63) as usize) % 64;
        let to = (to_square / 8, to_square % 8);
        board[to.0][to.1] = board[from.0][from.1];
        board[from.0][from.1] = b'-';
        moves.push(format!("{} {} {} {}", from.0, from.1, to.0, to.1));
    }
    let run = |rows: &[String], moves: &[String]| {
        let input = format!(
            "{}\n{}\n{}\n",
            rows.join(" "),
            moves.len(),
            moves.join("\n")
        );
        let done = run_binary("zobrist", input.as_bytes(), Duration::from_secs(60)).unwrap();
        assert_eq!(done.status, Some(0), "{}", done.stderr);
        done.stdout.lines().map(String::from).collect::<Vec<_>>()
    };
    let start_rows: Vec<String> = start.iter().map(|r| r.to_string()).collect();
    let incremental = run(&start_rows, &moves);
    assert_eq!(incremental.len(), moves.len() + 1);
    let final_rows: Vec<String> = board
        .iter()
        .map(|r| String::from_utf8(r.clone()).unwrap())
        .collect();
    assert_eq!(run(&final_rows, &[]), [incremental.last().unwrap().clone()]);
    // Undoing the first move restores the first hash.
    let there_and_back = run(&start_rows, &["6 0 5 0".to_string(), "5 0 6 0".to_string()]);
    assert_eq!(there_and_back[0], there_and_back[2]);
    assert_ne!(there_and_back[0], there_and_back[1]);
}

fn game_text(m: usize, n: usize, a: &[i64], b: &[i64]) -> String {
    let rows = |x: &[i64]| {
        x.chunks(n)
            .map(|r| r.iter().map(i64::to_string).collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    format!("{m} {n}\n{}\n{}", rows(a), rows(b))
}

#[test]
fn prisoners_dilemma() {
    let mut rng = TestRng::new(77);
    let mut cases = Vec::new();
    for _ in 0..2000 {
        let (m, n) = (1 + rng.below(4) as usize, 1 + rng.below(4) as usize);
        let a: Vec<i64> = (0..m * n).map(|_| rng.in_range(-1, 1)).collect();
        let b: Vec<i64> = (0..m * n).map(|_| rng.in_range(-1, 1)).collect();
        let (pa, pb) = (
            |i: usize, j: usize| a[i * n + j],
            |i: usize, j: usize| b[i * n + j],
        );
        let cells: Vec<(usize, usize)> = (0..m).flat_map(|i| (0..n).map(move |j| (i, j))).collect();
        let row = (0..m).find(|&i| (0..m).all(|k| k == i || (0..n).all(|j| pa(i, j) > pa(k, j))));
        let col = (0..n).find(|&j| (0..n).all(|l| l == j || (0..m).all(|i| pb(i, j) > pb(i, l))));
        let nash: Vec<_> = cells
            .iter()
            .filter(|&&(i, j)| {
                (0..m).all(|k| pa(k, j) <= pa(i, j)) && (0..n).all(|l| pb(i, l) <= pb(i, j))
            })
            .collect();
        let pareto: Vec<_> = cells
            .iter()
            .filter(|&&(i, j)| {
                !cells.iter().any(|&(k, l)| {
                    pa(k, l) >= pa(i, j)
                        && pb(k, l) >= pb(i, j)
                        && (pa(k, l) > pa(i, j) || pb(k, l) > pb(i, j))
                })
            })
            .collect();
        let one = |s: Option<usize>| s.map_or("none".to_string(), |s| (s + 1).to_string());
        let pairs = |p: &[&(usize, usize)]| {
            if p.is_empty() {
                "none".to_string()
            } else {
                p.iter()
                    .map(|(i, j)| format!("{} {}", i + 1, j + 1))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        };
        let expected = format!(
            "row dominant: {}\ncolumn dominant: {}\npure nash: {}\npareto optimal: {}",
            one(row),
            one(col),
            pairs(&nash),
            pairs(&pareto)
        );
        cases.push(case(game_text(m, n, &a, &b), expected));
    }
    check("prisoners-dilemma", &cases, 100);
}

/// Runs `nash-equilibria` on one game: each extreme equilibrium as exact
/// fractions (numerator, denominator), and the maximal subsets (1-based).
type NashOutput = (Vec<Vec<(i128, i128)>>, Vec<Vec<usize>>);

fn nash_output(m: usize, n: usize, a: &[i64], b: &[i64]) -> NashOutput {
    let done = run_binary(
        "nash-equilibria",
        game_text(m, n, a, b).as_bytes(),
        Duration::from_secs(60),
    )
    .unwrap();
    assert_eq!(done.status, Some(0), "{}", done.stderr);
    let mut lines = done.stdout.lines();
    let count: usize = lines.next().unwrap().parse().unwrap();
    let profiles: Vec<Vec<(i128, i128)>> = lines
        .by_ref()
        .take(count)
        .map(|line| {
            line.split(' ')
                .filter(|t| *t != "|")
                .map(|t| match t.split_once('/') {
                    Some((p, q)) => (p.parse().unwrap(), q.parse().unwrap()),
                    None => (t.parse().unwrap(), 1),
                })
                .collect()
        })
        .collect();
    let subsets_count: usize = lines.next().unwrap().parse().unwrap();
    let subsets: Vec<Vec<usize>> = lines
        .map(|line| line.split(' ').map(|k| k.parse().unwrap()).collect())
        .collect();
    assert_eq!(profiles.len(), count);
    assert_eq!(subsets.len(), subsets_count);
    (profiles, subsets)
}

/// Whether the profile is an equilibrium, in exact integer arithmetic:
/// probabilities sum to 1, and every strategy in a support earns the most.
fn is_equilibrium(m: usize, n: usize, a: &[i64], b: &[i64], profile: &[(i128, i128)]) -> bool {
    let (x, y) = profile.split_at(m);
    // Bring each player's probabilities over one common denominator.
    let common = |p: &[(i128, i128)]| {
        let d = p.iter().fold(1i128, |acc, &(_, q)| acc * q);
        (
            p.iter()
                .map(|&(num, q)| num * (d / q))
                .collect::<Vec<i128>>(),
            d,
        )
    };
    let ((xs, dx), (ys, dy)) = (common(x), common(y));
    if xs.iter().sum::<i128>() != dx
        || ys.iter().sum::<i128>() != dy
        || xs.iter().chain(&ys).any(|&v| v < 0)
    {
        return false;
    }
    let row_earns: Vec<i128> = (0..m)
        .map(|i| (0..n).map(|j| i128::from(a[i * n + j]) * ys[j]).sum())
        .collect();
    let col_earns: Vec<i128> = (0..n)
        .map(|j| (0..m).map(|i| i128::from(b[i * n + j]) * xs[i]).sum())
        .collect();
    let (rb, cb) = (
        *row_earns.iter().max().unwrap(),
        *col_earns.iter().max().unwrap(),
    );
    (0..m).all(|i| xs[i] == 0 || row_earns[i] == rb)
        && (0..n).all(|j| ys[j] == 0 || col_earns[j] == cb)
}

#[test]
fn nash_equilibria() {
    // Games of every kind, degenerate ones included (payoffs in -2..=2 tie
    // all the time): every listed profile is an equilibrium, the list is
    // sorted largest first without repeats, and the maximal subsets are
    // ascending, cover every equilibrium, and are not contained in one
    // another. (The library checks the sets themselves against brute force.)
    let mut rng = TestRng::new(31);
    for (m, n, games, top) in [
        (1, 3, 20, 50),
        (2, 2, 60, 2),
        (2, 3, 60, 50),
        (3, 3, 60, 2),
        (4, 3, 30, 50),
        (3, 4, 30, 1),
    ] {
        for _ in 0..games {
            let a: Vec<i64> = (0..m * n).map(|_| rng.in_range(-top, top)).collect();
            let b: Vec<i64> = (0..m * n).map(|_| rng.in_range(-top, top)).collect();
            let (profiles, subsets) = nash_output(m, n, &a, &b);
            assert!(!profiles.is_empty(), "{a:?} {b:?}");
            for p in &profiles {
                assert!(is_equilibrium(m, n, &a, &b, p), "{a:?} {b:?}: {p:?}");
            }
            let compare = |p: &Vec<(i128, i128)>, q: &Vec<(i128, i128)>| {
                p.iter()
                    .zip(q)
                    .map(|(&(a, b), &(c, d))| (a * d).cmp(&(c * b)))
                    .find(|o| o.is_ne())
            };
            assert!(
                profiles
                    .windows(2)
                    .all(|w| compare(&w[0], &w[1]) == Some(std::cmp::Ordering::Greater)),
                "{profiles:?}"
            );
            let mut covered = vec![false; profiles.len()];
            for s in &subsets {
                assert!(
                    s.windows(2).all(|w| w[0] < w[1])
                        && s.iter().all(|&k| 1 <= k && k <= profiles.len()),
                    "{s:?}"
                );
                s.iter().for_each(|&k| covered[k - 1] = true);
                assert!(
                    !subsets
                        .iter()
                        .any(|t| t != s && s.iter().all(|k| t.contains(k))),
                    "{subsets:?}"
                );
            }
            assert!(covered.iter().all(|&c| c), "{subsets:?}");
            assert!(subsets.windows(2).all(|w| w[0] < w[1]), "{subsets:?}");
        }
    }
}

#[test]
fn nash_equilibria_at_the_size_limit() {
    // 16 strategies a side (the contract's limit), payoffs across ±100:
    // one-sided games, and a 16 × 16 game whose strategies past the first
    // three are strictly dominated (every listed profile is checked; the
    // library checks such games against support enumeration on the core).
    let mut rng = TestRng::new(1616);
    for (m, n) in [(16, 1), (1, 16), (16, 2), (16, 16)] {
        let core = 3;
        let mut payoff = |inside: bool| {
            if inside {
                rng.in_range(60, 100)
            } else {
                rng.in_range(-100, 59)
            }
        };
        let a: Vec<i64> = (0..m * n).map(|t| payoff(t / n < core)).collect();
        let b: Vec<i64> = (0..m * n).map(|t| payoff(t % n < core)).collect();
        let (profiles, subsets) = nash_output(m, n, &a, &b);
        assert!(!profiles.is_empty() && !subsets.is_empty());
        for p in &profiles {
            assert!(is_equilibrium(m, n, &a, &b, p), "{a:?} {b:?}: {p:?}");
        }
    }
    // One strategy past the limit is bad input.
    let text = game_text(17, 1, &[0; 17], &[0; 17]);
    let done = run_binary("nash-equilibria", text.as_bytes(), Duration::from_secs(60)).unwrap();
    assert_eq!(done.status, Some(1), "{}", done.stdout);
    assert!(done.stderr.starts_with("error:"), "{}", done.stderr);
}

/// Runs `binary` once per case, the case's input being the whole file.
fn check_each(binary: &str, cases: &[Case]) {
    let mut mismatches = Vec::new();
    for c in cases {
        let done = run_binary(
            binary,
            format!("{}\n", c.input).as_bytes(),
            Duration::from_secs(60),
        )
        .unwrap();
        assert_eq!(
            done.status,
            Some(0),
            "{binary} failed on {:?}: {}",
            c.input,
            done.stderr
        );
        if done.stdout.trim_end() != c.expected {
            mismatches.push(format!(
                "input {:?}: expected {:?}, got {:?}",
                c.input, c.expected, done.stdout
            ));
        }
    }
    assert!(
        mismatches.is_empty(),
        "{binary}:\n{}",
        mismatches.join("\n")
    );
}

#[test]
fn spoj_ngm() {
    let moves = digit_game_moves;
    let mut memo = HashMap::new();
    let cases: Vec<Case> = (1..=250u64)
        .map(|n| {
            // Reaching 0 wins; the winning digit is unique (checked in the library).
            let winning: Vec<u64> = nonzero_digits(n)
                .into_iter()
                .filter(|&d| !mover_wins(&(n - d), &moves, &mut memo))
                .collect();
            match winning.first() {
                Some(d) => case(n.to_string(), format!("1\n{d}")),
                None => case(n.to_string(), "2"),
            }
        })
        .collect();
    check_each("spoj-ngm", &cases);
}

#[test]
fn spoj_mcoins() {
    let mut cases = Vec::new();
    for k in 2..=8u64 {
        for l in k + 1..=9 {
            let set = [1, k, l];
            let mut memo = HashMap::new();
            for chunk in (1..=147u64).collect::<Vec<_>>().chunks(49) {
                let answer: String = chunk
                    .iter()
                    .map(|n| {
                        if mover_wins(n, &subtraction_moves(&set), &mut memo) {
                            'A'
                        } else {
                            'B'
                        }
                    })
                    .collect();
                cases.push(case(
                    format!("{k} {l} {}\n{}", chunk.len(), join(chunk)),
                    answer,
                ));
            }
        }
    }
    check_each("spoj-mcoins", &cases);
}

#[test]
fn spoj_qcj3() {
    let mut memo = HashMap::new();
    let wins = |c: &Vec<u64>| mover_wins(c, &coin_squares_moves, &mut memo);
    check(
        "spoj-qcj3",
        &array_cases(all_vectors(3, 3), wins, ("Tom Wins", "Hanks Wins")),
        1000,
    );
}

#[test]
fn spoj_resn04() {
    let mut memo = HashMap::new();
    let wins = |p: &Vec<u64>| mover_wins(p, &fixed_take_moves, &mut memo);
    check(
        "spoj-resn04",
        &array_cases(all_vectors(4, 7), wins, ("ALICE", "BOB")),
        100,
    );
}

#[test]
fn spoj_mmmgame_and_codechef_twonim() {
    let mut memo = HashMap::new();
    let positive = all_vectors(4, 4)
        .into_iter()
        .map(|p| p.iter().map(|x| x + 1).collect());
    let wins = |p: &Vec<u64>| misere_nim_mover_wins(p, &mut memo);
    check(
        "spoj-mmmgame",
        &array_cases(positive, wins, ("John", "Brother")),
        10_000,
    );
    // Dual Nim in CodeChef's words.
    let mut memo = HashMap::new();
    let wins = |v: &Vec<u64>| dual_nim_mover_wins(v, &mut memo);
    check(
        "codechef-twonim",
        &array_cases(all_vectors(5, 4), wins, ("First", "Second")),
        10_000,
    );
}

#[test]
fn spoj_pebbmov() {
    let mut memo = HashMap::new();
    let mut lines = Vec::new();
    let mut expected = Vec::new();
    for piles in all_vectors(3, 3)
        .into_iter()
        .filter(|p| !p.is_empty() && !p.contains(&0))
    {
        let mut sorted = piles.clone();
        sorted.sort_unstable();
        let winner = if mover_wins(&sorted, &pebble_moves, &mut memo) {
            "first player"
        } else {
            "second player"
        };
        lines.push(format!("{} {}", piles.len(), join(&piles)));
        expected.push(winner);
    }
    // One game per line, blank lines in between, no final newline.
    let input = lines.join("\n\n");
    let done = run_binary("spoj-pebbmov", input.as_bytes(), Duration::from_secs(60)).unwrap();
    assert_eq!(done.status, Some(0), "{}", done.stderr);
    assert_eq!(done.stdout.lines().collect::<Vec<_>>(), expected);
}

#[test]
fn spoj_hubullu() {
    let mut cases = Vec::new();
    for n in 1..=12u64 {
        let starter_wins = mover_wins(
            &((1u32 << n) - 1),
            &divisor_game_moves(n),
            &mut HashMap::new(),
        );
        for s in 0..=1 {
            let airborne = starter_wins == (s == 0);
            cases.push(case(
                format!("{n} {s}"),
                if airborne {
                    "Airborne wins."
                } else {
                    "Pagfloyd wins."
                },
            ));
        }
    }
    check("spoj-hubullu", &cases, 100_000);
}

#[test]
fn codechef_chefbro() {
    // Two boards, each given by the distances left to its far corner.
    let steps = [(1, 0), (2, 0), (0, 1), (0, 2), (1, 1), (2, 2)];
    let board_moves = move |&(dx, dy): &(u64, u64)| {
        steps
            .iter()
            .filter(|&&(a, b)| a <= dx && b <= dy)
            .map(|&(a, b)| (dx - a, dy - b))
            .collect::<Vec<_>>()
    };
    let moves = row_moves(board_moves);
    let mut memo = HashMap::new();
    let mut cases = Vec::new();
    for n1 in 2..=6u64 {
        for m1 in 2..=6 {
            cases.push(case(
                format!("1\n{n1} {m1}"),
                if mover_wins(&vec![(n1 - 1, m1 - 1)], &moves, &mut memo) {
                    "MasterChef"
                } else {
                    "Football"
                },
            ));
            for (n2, m2) in [(2, 2), (3, 5), (6, 4), (5, 5)] {
                let start = vec![(n1 - 1, m1 - 1), (n2 - 1, m2 - 1)];
                let winner = if mover_wins(&start, &moves, &mut memo) {
                    "MasterChef"
                } else {
                    "Football"
                };
                cases.push(case(format!("2\n{n1} {m1}\n{n2} {m2}"), winner));
            }
        }
    }
    check("codechef-chefbro", &cases, 10_000);
}

#[test]
fn codechef_bigpiza() {
    let cases: Vec<Case> = (2..=11u8)
        .map(|n| {
            let wins = mover_wins(&Vec::new(), &pizza_chord_moves(n), &mut HashMap::new());
            case(n.to_string(), if wins { "Arjuna" } else { "Bhima" })
        })
        .collect();
    check("codechef-bigpiza", &cases, 100_000);
}

#[test]
fn codechef_fdivgame() {
    let cases = division_cases(&[2, 3, 4, 5, 6], 2000, ("Henry", "Derek"));
    check("codechef-fdivgame", &cases, 1000);
}

#[test]
fn cf_87c() {
    let moves = consecutive_split_moves;
    let mut memo = HashMap::new();
    let cases: Vec<Case> = (1..=40u64)
        .map(|n| {
            let smallest = (2..=n).find(|&k| {
                (k..=n).any(|a| {
                    (a + 1 - k..=a).sum::<u64>() == n
                        && !mover_wins(&(a + 1 - k..=a).collect(), &moves, &mut memo)
                })
            });
            case(
                n.to_string(),
                smallest.map_or("-1".to_string(), |k| k.to_string()),
            )
        })
        .collect();
    check_each("cf-87c", &cases);
}

#[test]
fn hackerrank_chessboard_again() {
    let moves = row_moves(chessboard_coin_moves);
    let mut memo = HashMap::new();
    let mut cases = Vec::new();
    for x1 in 1..=15 {
        for y1 in 1..=15 {
            for second in [(1, 1), (4, 4), (8, 3), (15, 15), (x1, y1)] {
                let coins = vec![(x1, y1), second];
                let winner = if mover_wins(&coins, &moves, &mut memo) {
                    "First"
                } else {
                    "Second"
                };
                cases.push(case(
                    format!("2\n{x1} {y1}\n{} {}", second.0, second.1),
                    winner,
                ));
            }
        }
    }
    check("hackerrank-chessboard-again", &cases, 1000);
}

#[test]
fn pe_301() {
    let cases: Vec<Case> = (0..=18u32)
        .map(|k| {
            let count = (1..=1u64 << k)
                .filter(|&n| n ^ (2 * n) ^ (3 * n) == 0)
                .count();
            case(k.to_string(), count.to_string())
        })
        .collect();
    check_each("pe-301", &cases);
}

/// The piles' multiset, as the searches over split games keep it.
fn sorted_nonzero(piles: &[u64]) -> Vec<u64> {
    let mut sorted: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
    sorted.sort_unstable();
    sorted
}

#[test]
fn lasker_moore_and_staircase_nim() {
    let words = ("First", "Second");
    let mut memo = HashMap::new();
    let lasker = array_cases(
        all_vectors(3, 6),
        |p| mover_wins(&sorted_nonzero(p), &lasker_moves, &mut memo),
        words,
    );
    check("lasker-nim", &lasker, 100_000);
    let mut memo = HashMap::new();
    let staircase = array_cases(
        all_vectors(4, 3),
        |c| mover_wins(c, &staircase_moves, &mut memo),
        words,
    );
    check("staircase-nim", &staircase, 100_000);
    let mut moore = Vec::new();
    for k in 1..=3u64 {
        let moves = moore_moves(k);
        let mut memo = HashMap::new();
        for piles in all_vectors(4, 3) {
            if (piles.len() as u64) < k.max(1) {
                continue;
            }
            let first = if mover_wins(&piles, &moves, &mut memo) {
                "First"
            } else {
                "Second"
            };
            moore.push(case(
                format!("{} {k}\n{}", piles.len(), join(&piles)),
                first,
            ));
        }
    }
    check("moore-nim", &moore, 100_000);
}

#[test]
fn euclid_game() {
    let mut memo = HashMap::new();
    let mut input = String::new();
    let mut expected = Vec::new();
    for (a, b) in iproduct!(1..=40u64, 1..=40u64) {
        input.push_str(&format!("{a} {b}\n"));
        let stan = mover_wins(&(a, b), &euclid_moves, &mut memo);
        expected.push(if stan { "Stan wins" } else { "Ollie wins" });
    }
    input.push_str("0 0\n");
    let done = run_binary("euclid-game", input.as_bytes(), Duration::from_secs(60)).unwrap();
    assert_eq!(done.status, Some(0), "{}", done.stderr);
    assert_eq!(done.stdout.lines().collect::<Vec<_>>(), expected);
}

/// Tests until the end of the input: the expected words, one per test.
fn check_until_end(binary: &str, input: &str, expected: &[&str]) {
    let done = run_binary(binary, input.as_bytes(), Duration::from_secs(60)).unwrap();
    assert_eq!(done.status, Some(0), "{}", done.stderr);
    assert_eq!(done.stdout.lines().collect::<Vec<_>>(), expected);
}

#[test]
fn hdu_3595_every_sg_euclid() {
    // Every sum of one or two games with numbers up to 7, searched whole:
    // a move moves in every game not over.
    let pairs: Vec<(u64, u64)> = iproduct!(1..=7u64, 1..=7u64).collect();
    let whole = every_sum_moves(euclid_moves);
    let mut memo = HashMap::new();
    let (mut input, mut expected) = (String::new(), Vec::new());
    for k in 1..=2 {
        for sum in pairs.iter().copied().combinations_with_replacement(k) {
            input.push_str(&format!("{k}\n"));
            sum.iter()
                .for_each(|(a, b)| input.push_str(&format!("{a} {b}\n")));
            let mut state = sum.clone();
            state.sort();
            expected.push(if mover_wins(&state, &whole, &mut memo) {
                "MM"
            } else {
                "GG"
            });
        }
    }
    assert_eq!(expected.len(), 49 + 49 * 50 / 2);
    check_until_end("hdu-3595", &input, &expected);
}

#[test]
fn hdu_3590_misere_hackenbush_trees() {
    // Random forests of up to 4 trees and 12 edges, each tree numbered at
    // random, against a misère search of the picture (all roots on the
    // ground, vertex 0).
    let mut rng = TestRng::new(3590);
    let (mut input, mut expected) = (String::new(), Vec::new());
    for _ in 0..400 {
        let trees = 1 + rng.below(4) as usize;
        let mut picture = Vec::new();
        let mut next_vertex = 1u32;
        input.push_str(&format!("{trees}\n"));
        for _ in 0..trees {
            let n = 1 + rng.below(5) as u32;
            let mut names: Vec<u32> = (2..=n).collect();
            rng.shuffle(&mut names);
            let name = |v: u32| if v == 0 { 1 } else { names[v as usize - 1] };
            input.push_str(&format!("{n}\n"));
            for v in 1..n {
                let parent = rng.below(u64::from(v)) as u32;
                input.push_str(&format!("{} {}\n", name(parent), name(v)));
                let on_picture = |u: u32| if u == 0 { 0 } else { next_vertex + u - 1 };
                picture.push((on_picture(parent), on_picture(v)));
            }
            next_vertex += n - 1;
        }
        let all = (1u32 << picture.len()) - 1;
        let mut memo = HashMap::new();
        let first = misere_mover_wins(&all, &hackenbush_moves(&picture), &mut memo);
        expected.push(if first { "PP" } else { "QQ" });
    }
    assert!(expected.contains(&"PP") && expected.contains(&"QQ"));
    check_until_end("hdu-3590", &input, &expected);
}

#[test]
fn graph_game_and_green_hackenbush() {
    let mut rng = TestRng::new(15);
    let mut graph_cases = Vec::new();
    let mut hackenbush_cases = Vec::new();
    for _ in 0..300 {
        let n = 1 + rng.below(6) as usize;
        let m = rng.below(8) as usize;
        let edges: Vec<(u32, u32)> = rng.edges(n, m);
        let text = edges
            .iter()
            .map(|(u, v)| format!("{} {}", u + 1, v + 1))
            .join("\n");
        let letters: String = graph_game_outcomes_by_rounds(n, &edges)
            .into_iter()
            .map(|o| char::from(o.letter()))
            .collect();
        graph_cases.push(case(format!("{n} {m}\n{text}"), letters));
        let all = (1u32 << m) - 1;
        let start = hackenbush_standing(&edges, all);
        let value = grundy(&start, &hackenbush_moves(&edges), &mut HashMap::new());
        hackenbush_cases.push(case(format!("{n} {m}\n{text}"), value.to_string()));
    }
    check("graph-game", &graph_cases, 10_000);
    check("green-hackenbush", &hackenbush_cases, 10_000);
}

#[test]
fn octal_game_on_small_codes() {
    // Every heap pair up to 8 in a few codes of each kind, by search of the
    // whole game (multisets of heaps) from the code's bits.
    for text in [
        "0.77", "0.07", "0.137", "4.07", "0.6", "4.0", "0.3033", "0.51",
    ] {
        let code = OctalCode::parse(text.as_bytes()).unwrap();
        let moves = octal_moves(&code);
        let mut memo = HashMap::new();
        let mut input = format!("{text}\n");
        let mut expected = Vec::new();
        let pairs: Vec<(u64, u64)> = iproduct!(0..=8u64, 0..=8u64).collect();
        input.push_str(&format!("{}\n", pairs.len()));
        for (a, b) in pairs {
            input.push_str(&format!("2 {a} {b}\n"));
            expected.push(grundy(&sorted_nonzero(&[a, b]), &moves, &mut memo).to_string());
        }
        let done = run_binary("octal-game", input.as_bytes(), Duration::from_secs(60)).unwrap();
        assert_eq!(done.status, Some(0), "{text}: {}", done.stderr);
        assert_eq!(done.stdout.lines().collect::<Vec<_>>(), expected, "{text}");
    }
}

#[test]
fn take_and_break_on_small_rule_sets() {
    // Random sets of 1 to 5 rules (t ≤ 4, h ≤ 6), the game and
    // Grundy's game, each on every pair of heaps up to 7 and some triples,
    // by search of the whole game (multisets of heaps) from the rules as
    // stated (testing::rules).
    let mut rng = TestRng::new(38);
    let mut sets: Vec<Vec<(u64, u64, u64, u64)>> = vec![
        vec![
            (0, 2, 3, 0),
            (1, 0, 1, 0),
            (1, 1, 1, 0),
            (3, 0, 1, 0),
            (3, 1, 1, 0),
            (4, 0, 1, 0),
            (4, 1, 1, 0),
        ],
        vec![(0, 2, 1, 1)],
    ];
    while sets.len() < 40 {
        let size = 1 + rng.below(5) as usize;
        let mut rules = Vec::new();
        while rules.len() < size {
            let (t, p) = (rng.below(5), rng.below(3));
            if t > 0 || p == 2 {
                rules.push((t, p, 1 + rng.below(6), rng.below(2)));
            }
        }
        sets.push(rules);
    }
    for rules in sets {
        let moves = take_break_moves(&rules);
        let mut memo = HashMap::new();
        let mut input = format!("{}\n", rules.len());
        for &(t, p, h, u) in &rules {
            input.push_str(&format!("{t} {p} {h} {u}\n"));
        }
        let mut positions: Vec<Vec<u64>> = iproduct!(1..=7u64, 1..=7u64)
            .map(|(a, b)| vec![a, b])
            .collect();
        positions.extend((1..=4u64).map(|a| vec![a, a + 1, 9 - a]));
        positions.push(vec![12]);
        input.push_str(&format!("{}\n", positions.len()));
        let mut expected = Vec::new();
        for heaps in &positions {
            input.push_str(&format!("{} {}\n", heaps.len(), join(heaps)));
            expected.push(grundy(&sorted_nonzero(heaps), &moves, &mut memo).to_string());
        }
        let done = run_binary("take-and-break", input.as_bytes(), Duration::from_secs(60)).unwrap();
        assert_eq!(done.status, Some(0), "{rules:?}: {}", done.stderr);
        assert_eq!(
            done.stdout.lines().collect::<Vec<_>>(),
            expected,
            "{rules:?}"
        );
    }
}
