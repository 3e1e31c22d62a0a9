//! Domineering against its rules, on every board of up to 12 cells: all
//! subsets of the cells of the 3×4, 4×3, 2×6, 6×2, 1×12 and 12×1 boards
//! (every shape of empty cells that fits one of them, wherever it stands).
//!
//! The references know nothing of regions, symmetry or a memo of regions:
//! moves are read off the board cell by cell, and each board of a rectangle
//! is computed from the boards its moves lead to, in increasing order of
//! the bit mask of its empty cells (a move clears bits, so every option of
//! a mask is a smaller mask).
//! - the outcome class, by plain win/lose search;
//! - the value, as the plain reference engine builds it from the options'
//!   values (no simplification but the definitions'), compared with the
//!   fast search's canonical form.
//!
//! The binary's arena of small numbers (`Forms<SmallDyadic>`) gives the
//! forms the exact arena (`Games`, of `Dyadic`s) gives, on the same boards
//! and on boards of 25 empty cells, whose numbers stay within the bound
//! proved at `MAX_EMPTY_CELLS`.
//!
//! The binary itself is run on its bad inputs (one `error:` line, exit 1).

mod common;

use common::run_binary;
use game_theory::forms::{Forms, SmallDyadic};
use game_theory::partizan::domineering::{Board, Domineering};
use game_theory::partizan::{GameId, Games};
use game_theory::testing::partizan_plain::PlainGames;
use game_theory::testing::rng::TestRng;
use std::collections::HashMap;
use std::time::Duration;

/// The rectangles whose every subset of cells is checked.
const RECTANGLES: [(usize, usize); 6] = [(3, 4), (4, 3), (2, 6), (6, 2), (1, 12), (12, 1)];

/// The boards after each of a player's moves on an `h × w` board with
/// empty cells `mask` (bit `r · w + c`): Left covers `(r, c)` and
/// `(r + 1, c)`, Right `(r, c)` and `(r, c + 1)`.
fn moves(h: usize, w: usize, mask: u64, left: bool) -> Vec<u64> {
    let empty = |r: usize, c: usize| mask >> (r * w + c) & 1 == 1;
    let mut after = Vec::new();
    for r in 0..h {
        for c in 0..w {
            let (r2, c2) = if left { (r + 1, c) } else { (r, c + 1) };
            if r2 < h && c2 < w && empty(r, c) && empty(r2, c2) {
                after.push(mask & !(1 << (r * w + c)) & !(1 << (r2 * w + c2)));
            }
        }
    }
    after
}

/// The outcome class of every board of an `h × w` rectangle, from the
/// rules: whether Left wins moving first, and whether Right does.
fn classes_by_search(h: usize, w: usize) -> Vec<char> {
    let boards = 1usize << (h * w);
    let mut left_first = vec![false; boards];
    let mut right_first = vec![false; boards];
    for mask in 0..boards {
        let m = mask as u64;
        left_first[mask] = moves(h, w, m, true)
            .iter()
            .any(|&after| !right_first[after as usize]);
        right_first[mask] = moves(h, w, m, false)
            .iter()
            .any(|&after| !left_first[after as usize]);
    }
    (0..boards)
        .map(|mask| match (left_first[mask], right_first[mask]) {
            (true, false) => 'L',
            (false, true) => 'R',
            (false, false) => 'P',
            (true, true) => 'N',
        })
        .collect()
}

#[test]
fn classes_agree_with_a_plain_search_on_every_board_of_12_cells() {
    let mut games = Games::new();
    let mut domineering = Domineering::new();
    for (h, w) in RECTANGLES {
        let classes = classes_by_search(h, w);
        for (mask, &expected) in classes.iter().enumerate() {
            let value = domineering.value(&mut games, Board::new(h, w, mask as u64));
            let class = games.outcome(value).letter().to_string();
            assert_eq!(class, expected.to_string(), "{h}x{w} board {mask:#b}");
        }
    }
}

/// The value of every board of an `h × w` rectangle, from the rules: the
/// plain game whose options are the values of the boards the moves lead to.
fn values_by_rules(plain: &mut PlainGames, h: usize, w: usize) -> Vec<usize> {
    let mut values: Vec<usize> = Vec::with_capacity(1 << (h * w));
    for mask in 0..1u64 << (h * w) {
        let options = |left| -> Vec<usize> {
            moves(h, w, mask, left)
                .iter()
                .map(|&after| values[after as usize])
                .collect()
        };
        let (left, right) = (options(true), options(false));
        values.push(plain.game(left, right));
    }
    values
}

/// A canonical form of the fast engine as a plain game, option by option.
fn plain_of(
    plain: &mut PlainGames,
    games: &mut Games,
    g: GameId,
    seen: &mut HashMap<GameId, usize>,
) -> usize {
    if let Some(&p) = seen.get(&g) {
        return p;
    }
    let left: Vec<usize> = (games.left_options(g).into_iter())
        .map(|o| plain_of(plain, games, o, seen))
        .collect();
    let right: Vec<usize> = (games.right_options(g).into_iter())
        .map(|o| plain_of(plain, games, o, seen))
        .collect();
    let p = plain.game(left, right);
    seen.insert(g, p);
    p
}

#[test]
fn values_equal_the_plain_value_from_the_rules_on_every_board_of_12_cells() {
    let mut games = Games::new();
    let mut domineering = Domineering::new();
    for (h, w) in RECTANGLES {
        // One plain arena per rectangle: its comparison memo grows with
        // every pair of games it meets.
        let mut plain = PlainGames::new();
        let mut seen = HashMap::new();
        let by_rules = values_by_rules(&mut plain, h, w);
        for (mask, &expected) in by_rules.iter().enumerate() {
            let value = domineering.value(&mut games, Board::new(h, w, mask as u64));
            let fast = plain_of(&mut plain, &mut games, value, &mut seen);
            assert!(
                plain.eq(fast, expected),
                "{h}x{w} board {mask:#b}: {} is not its value",
                games.display(value)
            );
        }
    }
}

/// The largest number part of any follower of `g` (|x| and the exponent of
/// its denominator), walking the options of the canonical form.
fn largest_numbers(
    games: &mut Forms<SmallDyadic>,
    g: GameId,
    seen: &mut HashMap<GameId, (u64, u64)>,
) -> (u64, u64) {
    if let Some(&known) = seen.get(&g) {
        return known;
    }
    let mut largest = match games.as_nus(g) {
        Some(nus) => {
            let (numerator, exponent) = nus.number.parts();
            (numerator.unsigned_abs() >> exponent, u64::from(exponent))
        }
        None => (0, 0),
    };
    let options = [games.left_options(g), games.right_options(g)].concat();
    for option in options {
        let (size, exponent) = largest_numbers(games, option, seen);
        largest = (largest.0.max(size), largest.1.max(exponent));
    }
    seen.insert(g, largest);
    largest
}

#[test]
fn small_numbers_give_the_exact_forms_and_stay_within_the_proved_bound() {
    let mut boards: Vec<Board> = Vec::new();
    for (h, w) in [(3, 4), (2, 6)] {
        boards.extend((0..1u64 << (h * w)).map(|mask| Board::new(h, w, mask)));
    }
    // 25 empty cells: the full 5×5 board, a row, and random boards.
    boards.push(Board::new(5, 5, (1 << 25) - 1));
    boards.push(Board::new(1, 64, (1 << 25) - 1));
    let mut rng = TestRng::new(25);
    for (h, w) in [(5, 6), (6, 6), (8, 8), (4, 16)] {
        let mut cells = 0u64;
        while cells.count_ones() < 25 {
            cells |= 1 << rng.below((h * w) as u64);
        }
        boards.push(Board::new(h, w, cells));
    }
    let (mut small, mut exact) = (Forms::<SmallDyadic>::new(), Games::new());
    let (mut small_search, mut exact_search) = (Domineering::new(), Domineering::new());
    let mut seen = HashMap::new();
    for board in boards {
        let s = small_search.value(&mut small, board);
        let e = exact_search.value(&mut exact, board);
        assert_eq!(small.display(s), exact.display(e), "{board:?}");
        assert_eq!(small.outcome(s), exact.outcome(e), "{board:?}");
        let (size, exponent) = largest_numbers(&mut small, s, &mut seen);
        let birthday = u64::from(board.cells().count_ones() / 2);
        assert!(
            size <= birthday && exponent < birthday.max(1),
            "{board:?}: {size}, 2^-{exponent}"
        );
    }
    // The walk saw the numbers it bounds (2×3 is {2|-1/2}, for one).
    let all = seen
        .values()
        .fold((0, 0), |a, b| (a.0.max(b.0), a.1.max(b.1)));
    assert!(all.0 >= 2 && all.1 >= 1, "{all:?}");
}

/// Runs the binary on `input`: its stderr if it failed as it should.
fn rejected(input: &str) -> String {
    let done = run_binary("domineering", input.as_bytes(), Duration::from_secs(10))
        .expect("finishes within 10 s");
    assert_eq!(done.status, Some(1), "input {input:?}: {}", done.stderr);
    let lines: Vec<&str> = done.stderr.lines().collect();
    assert_eq!(lines.len(), 1, "input {input:?}: {}", done.stderr);
    assert!(lines[0].starts_with("error: "), "{}", lines[0]);
    lines[0].to_string()
}

#[test]
fn bad_boards_get_one_error_line_and_status_1() {
    let short_row = rejected("1\n2 3\n...\n..\n");
    assert!(
        short_row.contains("row_2 must be 3 characters long"),
        "{short_row}"
    );
    let long_row = rejected("1\n1 2\n...\n");
    assert!(
        long_row.contains("row_1 must be 2 characters long"),
        "{long_row}"
    );
    let stray = rejected("1\n2 2\n.x\n..\n");
    assert!(stray.contains("\"x\" at column 2"), "{stray}");
    let area = rejected("1\n9 8\n");
    assert!(area.contains("at most 64, got 9·8 = 72"), "{area}");
    let crowded = rejected(&format!(
        "1\n2 13\n{}\n{}\n",
        ".".repeat(13),
        ".".repeat(13)
    ));
    assert!(
        crowded.contains("at most 25 empty cells, got 26"),
        "{crowded}"
    );
    let zero = rejected("1\n0 5\n");
    assert!(zero.contains("r must be between 1 and 64"), "{zero}");
    let second = rejected("2\n1 2\n..\n1 65\n");
    assert!(second.starts_with("error: test 2"), "{second}");
}

#[test]
fn the_largest_boards_are_accepted() {
    // 64 cells in one row or one column, with 25 of them empty.
    for (rows, cols) in [(1, 64), (64, 1), (8, 8)] {
        let cells: String = (0..64).map(|i| if i < 25 { '.' } else { '#' }).collect();
        let lines: Vec<String> = cells
            .as_bytes()
            .chunks(cols)
            .map(|row| String::from_utf8(row.to_vec()).unwrap())
            .collect();
        let input = format!("1\n{rows} {cols}\n{}\n", lines.join("\n"));
        let done = run_binary("domineering", input.as_bytes(), Duration::from_secs(10)).unwrap();
        assert_eq!(done.status, Some(0), "{rows}x{cols}: {}", done.stderr);
        assert_eq!(done.stdout.lines().count(), 1);
    }
}
