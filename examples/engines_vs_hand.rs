//! The engines of `game_theory::search` against the loop a strong
//! contestant writes by hand for the same game on the same input
//! (`scripts/bench --engines`, issue 37, "Storage and costs").
//!
//! Usage: `engines_vs_hand ROW engine|closure|hand [SIZE]`. Runs one side of one
//! row and prints one line, `checksum=… answer=… ms=… peak_kb=…
//! positions=…`: a fold of every answer (the script checks that both sides
//! and all runs agree), the row's answer, the milliseconds of the timed
//! part, the process's peak resident memory (`VmHWM`, read at the end),
//! and the number of positions solved. SIZE replaces the row's size (the
//! side of a board, the length of a row or chain, the number of objects
//! of the circle); `winlose-1e6-input` reads its input from stdin.
//!
//! The engine's side states each game's rules as a type ([`Rules`], given
//! to `Game::of`), or as a closure (`closure`, given to `Game::new`): the
//! same loop, whose moves an ordered table then reads from a buffer. The
//! hashed rows state them as a closure either way.
//!
//! Timed: building the answer from the game's data (the board's points,
//! the row, the sets of moves are made before the timer, alike on both
//! sides); `winlose-1e6-input` from the start of `main`, reading included.
//! The checksum, a fold over every position's answer, is computed after
//! the timer (but in `winlose-1e6-input`, where both sides fold alike).
//!
//! | row | engine | hand |
//! |---|---|---|
//! | `grundy-2counter-3000` | ordered Grundy | `Vec<u32>` table, bit-mask mex |
//! | `winlose-2counter-3000` | ordered outcomes | `Vec<bool>` table |
//! | `grid-lead-2000` | ordered lead | 2-D `i64` dp from the far corner |
//! | `interval-lead-3000` | ordered lead, intervals by length then start | full `(n+1)²` `i64` dp |
//! | `grid-total-2000` | ordered total | 2-D `i64` dp |
//! | `winlose-1e6-input` | ordered outcomes, input read by `judge::run` | `Vec<bool>`, same reading |
//! | `grundy-hashed-2counter-1e6`, `-1e7` | hashed Grundy | open addressing, explicit stack |
//! | `chain-hashed-1e7` | hashed Grundy | open addressing, explicit stack |
//! | `cycles-7000` | `retrograde_by_rules`, numbered, every position a start | retrograde BFS with move counters |
//! | `cycles-7000-lists` | `retrograde`, numbered (reverse lists) | as `cycles-7000` |

use game_theory::judge;
use game_theory::search::{Game, MoveSink, Moves, Outcome, Rules};
use std::io::Write;
use std::time::Instant;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    /// The engine, the game's rules written as a type (`Game::of`).
    Engine,
    /// The engine, the game's rules written as a closure (`Game::new`).
    Closure,
    Hand,
}

/// What one run prints.
struct Report {
    /// A fold of every position's answer, in a fixed order.
    checksum: u64,
    /// The row's answer (a count, a value, a lead).
    answer: i64,
    seconds: f64,
    positions: usize,
}

impl Report {
    fn line(&self) -> String {
        format!(
            "checksum={:016x} answer={} ms={:.3} peak_kb={} positions={}",
            self.checksum,
            self.answer,
            self.seconds * 1e3,
            peak_kb(),
            self.positions
        )
    }
}

/// The peak resident memory of this process in KiB: the kernel's high-water
/// mark of this address space. (The `ru_maxrss` a parent gets from `wait4`
/// is at least the launching process's own size at the fork, which Linux
/// carries across `exec`: about 14 MB for the Python of scripts/bench, more
/// than some rows need.)
fn peak_kb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    (status.lines())
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// An order-dependent fold (FNV-1a over 64-bit words): both sides fold
/// their answers in the same order.
#[derive(Clone, Copy)]
struct Fold(u64);

impl Fold {
    fn new() -> Self {
        Fold(0xcbf2_9ce4_8422_2325)
    }

    #[inline]
    fn add(&mut self, value: i64) {
        self.0 = (self.0 ^ value as u64).wrapping_mul(0x0000_0100_0000_01b3);
    }
}

/// xorshift64*: the boards' points, the row's numbers, the removed moves.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `low..=high`.
    fn range(&mut self, low: i64, high: i64) -> i64 {
        low + (self.next() % (high - low + 1) as u64) as i64
    }
}

fn main() {
    let start = Instant::now();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: engines_vs_hand ROW engine|closure|hand [SIZE]";
    let (row, side) = match (args.first(), args.get(1).map(String::as_str)) {
        (Some(row), Some("engine")) => (row.as_str(), Side::Engine),
        (Some(row), Some("closure")) => (row.as_str(), Side::Closure),
        (Some(row), Some("hand")) => (row.as_str(), Side::Hand),
        _ => exit_with(usage),
    };
    let size = |default: usize| match args.get(2) {
        Some(text) => text.parse().unwrap_or_else(|_| exit_with(usage)),
        None => default,
    };
    let report = match row {
        "grundy-2counter-3000" => grundy_two_counter(side, size(3000)),
        "winlose-2counter-3000" => winlose_two_counter(side, size(3000)),
        "grid-lead-2000" => grid(side, size(2000), false),
        "grid-total-2000" => grid(side, size(2000), true),
        "interval-lead-3000" => interval_lead(side, size(3000)),
        "winlose-1e6-input" => winlose_input(side, start),
        "grundy-hashed-2counter-1e6" => grundy_hashed_two_counter(side, size(1000)),
        "grundy-hashed-2counter-1e7" => grundy_hashed_two_counter(side, size(3163)),
        "chain-hashed-1e7" => chain_hashed(side, size(10_000_000)),
        "cycles-7000" => cycles(side, size(7000), false),
        "cycles-7000-lists" => cycles(side, size(7000), true),
        _ => exit_with(&format!("unknown row {row:?}")),
    };
    println!("{}", report.line());
}

fn exit_with(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1)
}

/// Row 1: the Grundy value of every position of an `n × n` board (the
/// two-counter game: a move lowers one counter by 1, 2 or 3); the answer
/// is the far corner's, the checksum (untimed) every position's.
fn grundy_two_counter(side: Side, n: usize) -> Report {
    let mut fold = Fold::new();
    let start = Instant::now();
    let (answer, seconds) = match side {
        Side::Engine => grundy_corner(Game::of(TwoCounter), n, start, &mut fold),
        Side::Closure => {
            // The same rules, as the closure `Game::new` takes: its moves
            // go to the `Moves` buffer.
            let game = Game::new(|p: &(usize, usize), moves: &mut Moves<(usize, usize)>| {
                TwoCounter.moves(p, moves)
            });
            grundy_corner(game, n, start, &mut fold)
        }
        Side::Hand => {
            let mut g = vec![0u32; n * n];
            for a in 0..n {
                for b in 0..n {
                    let mut seen = 0u64;
                    for s in 1..=3 {
                        if s <= a {
                            seen |= 1 << g[(a - s) * n + b];
                        }
                        if s <= b {
                            seen |= 1 << g[a * n + b - s];
                        }
                    }
                    g[a * n + b] = seen.trailing_ones();
                }
            }
            let corner = u64::from(g[n * n - 1]);
            let seconds = start.elapsed().as_secs_f64();
            g.iter().for_each(|&v| fold.add(v.into()));
            (corner, seconds)
        }
    };
    Report {
        checksum: fold.0,
        answer: answer as i64,
        seconds,
        positions: n * n,
    }
}

/// The two-counter game's rules: a move lowers one counter by 1, 2 or 3.
struct TwoCounter;

impl Rules<(usize, usize)> for TwoCounter {
    #[inline]
    fn moves(&mut self, &(a, b): &(usize, usize), moves: &mut impl MoveSink<(usize, usize)>) {
        for s in 1..=3 {
            if s <= a {
                moves.to((a - s, b));
            }
            if s <= b {
                moves.to((a, b - s));
            }
        }
    }
}

/// The two-counter board numbered row by row.
fn board(
    n: usize,
) -> (
    impl Fn(&(usize, usize)) -> usize + Clone,
    impl Iterator<Item = (usize, usize)>,
) {
    (
        move |&(a, b): &(usize, usize)| a * n + b,
        (0..n).flat_map(move |a| (0..n).map(move |b| (a, b))),
    )
}

/// Row 1's engine side: the far corner's value and the seconds, then
/// every position's value into `fold`.
fn grundy_corner<R: Rules<(usize, usize)>>(
    game: Game<(usize, usize), R>,
    n: usize,
    start: Instant,
    fold: &mut Fold,
) -> (u64, f64) {
    let (index, positions) = board(n);
    let mut grundy = game.ordered(n * n, index, positions).grundy();
    let corner = u64::from(grundy.value(&(n - 1, n - 1)));
    let seconds = start.elapsed().as_secs_f64();
    (0..n * n).for_each(|i| fold.add(grundy.value(&(i / n, i % n)).into()));
    (corner, seconds)
}

/// Row 2's engine side, as [`grundy_corner`]: 1 when the corner is won.
fn winlose_corner<R: Rules<(usize, usize)>>(
    game: Game<(usize, usize), R>,
    n: usize,
    start: Instant,
    fold: &mut Fold,
) -> (usize, f64) {
    let (index, positions) = board(n);
    let mut outcomes = game.ordered(n * n, index, positions).outcomes();
    let corner = usize::from(outcomes.wins(&(n - 1, n - 1)));
    let seconds = start.elapsed().as_secs_f64();
    (0..n * n).for_each(|i| fold.add(outcomes.wins(&(i / n, i % n)).into()));
    (corner, seconds)
}

/// Row 2: who wins every position of an `n × n` board; the answer is the
/// far corner's (1 when won), the checksum (untimed) every position's.
fn winlose_two_counter(side: Side, n: usize) -> Report {
    let mut fold = Fold::new();
    let start = Instant::now();
    let (answer, seconds) = match side {
        Side::Engine => winlose_corner(Game::of(TwoCounter), n, start, &mut fold),
        Side::Closure => {
            // The same rules, as the closure `Game::new` takes: its moves
            // go to the `Moves` buffer.
            let game = Game::new(|p: &(usize, usize), moves: &mut Moves<(usize, usize)>| {
                TwoCounter.moves(p, moves)
            });
            winlose_corner(game, n, start, &mut fold)
        }
        Side::Hand => {
            let mut win = vec![false; n * n];
            for a in 0..n {
                for b in 0..n {
                    let mut w = false;
                    for s in 1..=3 {
                        w |= s <= a && !win[(a - s) * n + b];
                        w |= s <= b && !win[a * n + b - s];
                    }
                    win[a * n + b] = w;
                }
            }
            let corner = usize::from(win[n * n - 1]);
            let seconds = start.elapsed().as_secs_f64();
            win.iter().for_each(|&w| fold.add(w.into()));
            (corner, seconds)
        }
    };
    Report {
        checksum: fold.0,
        answer: answer as i64,
        seconds,
        positions: n * n,
    }
}

/// Rows 3 and 5: a token on an `n × n` board of points in -1000..=1000
/// starts at the top-left corner; a move goes one cell right or down and
/// scores the cell moved onto. `alone`: one player makes every move (best
/// total); else turns alternate (best lead of the player to move).
fn grid(side: Side, n: usize, alone: bool) -> Report {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let points: Vec<i32> = (0..n * n).map(|_| rng.range(-1000, 1000) as i32).collect();
    let mut fold = Fold::new();
    let start = Instant::now();
    let (answer, seconds) = match side {
        Side::Engine => grid_corner(
            Game::of(Grid { points: &points, n }),
            n,
            alone,
            start,
            &mut fold,
        ),
        Side::Closure => {
            let points = &points;
            let game = Game::new(
                move |p: &(usize, usize), moves: &mut Moves<(usize, usize)>| {
                    Grid { points, n }.moves(p, moves)
                },
            );
            grid_corner(game, n, alone, start, &mut fold)
        }
        Side::Hand => {
            let mut best = vec![0i64; n * n];
            for i in (0..n).rev() {
                for j in (0..n).rev() {
                    let mut b = None;
                    let mut take = |c: usize| {
                        let after = if alone { best[c] } else { -best[c] };
                        let value = i64::from(points[c]) + after;
                        b = Some(b.map_or(value, |b: i64| b.max(value)));
                    };
                    if i + 1 < n {
                        take((i + 1) * n + j);
                    }
                    if j + 1 < n {
                        take(i * n + j + 1);
                    }
                    best[i * n + j] = b.unwrap_or(0);
                }
            }
            let answer = best[0];
            let seconds = start.elapsed().as_secs_f64();
            best.iter().for_each(|&v| fold.add(v));
            (answer, seconds)
        }
    };
    Report {
        checksum: fold.0,
        answer,
        seconds,
        positions: n * n,
    }
}

/// The grid's rules: a move goes one cell right or down and scores the
/// cell moved onto.
struct Grid<'a> {
    points: &'a [i32],
    n: usize,
}

impl Rules<(usize, usize)> for Grid<'_> {
    #[inline]
    fn moves(&mut self, &(i, j): &(usize, usize), moves: &mut impl MoveSink<(usize, usize)>) {
        let n = self.n;
        if i + 1 < n {
            moves.scored(self.points[(i + 1) * n + j].into(), (i + 1, j));
        }
        if j + 1 < n {
            moves.scored(self.points[i * n + j + 1].into(), (i, j + 1));
        }
    }
}

/// Rows 3 and 5's engine side: the best score from the top-left corner
/// and the seconds, then every cell's into `fold`.
fn grid_corner<R: Rules<(usize, usize)>>(
    game: Game<(usize, usize), R>,
    n: usize,
    alone: bool,
    start: Instant,
    fold: &mut Fold,
) -> (i64, f64) {
    // The far corner first: every move goes to a smaller number.
    let game = game.ordered(
        n * n,
        move |&(i, j)| n * n - 1 - (i * n + j),
        (0..n)
            .rev()
            .flat_map(move |i| (0..n).rev().map(move |j| (i, j))),
    );
    let mut score = if alone { game.total() } else { game.lead() };
    let answer = score.best(&(0, 0));
    let seconds = start.elapsed().as_secs_f64();
    (0..n * n).for_each(|c| fold.add(score.best(&(c / n, c % n))));
    (answer, seconds)
}

/// Intervals `[i, j)` of `0..=n` shorter than `len`: the number of the
/// first interval of length `len` when numbered by length, then start.
#[inline]
fn shorter(n: usize, len: usize) -> usize {
    len * (n + 1) - len * len.saturating_sub(1) / 2
}

/// The deque game's rules: take the number at either end of `[i, j)`.
struct Deque<'a> {
    row: &'a [i64],
}

impl Rules<(usize, usize)> for Deque<'_> {
    #[inline]
    fn moves(&mut self, &(i, j): &(usize, usize), moves: &mut impl MoveSink<(usize, usize)>) {
        if i < j {
            moves.scored(self.row[i], (i + 1, j));
            moves.scored(self.row[j - 1], (i, j - 1));
        }
    }
}

/// Row 4's engine side: the best lead on the whole row and the seconds,
/// then every interval's into `fold`.
fn interval_best<R: Rules<(usize, usize)>>(
    game: Game<(usize, usize), R>,
    n: usize,
    start: Instant,
    fold: &mut Fold,
) -> (i64, f64) {
    let intervals = (n + 1) * (n + 2) / 2;
    let mut lead = game
        .ordered(
            intervals,
            move |&(i, j)| shorter(n, j - i) + i,
            (0..=n).flat_map(move |len| (0..=n - len).map(move |i| (i, i + len))),
        )
        .lead();
    let answer = lead.best(&(0, n));
    let seconds = start.elapsed().as_secs_f64();
    for i in 0..=n {
        (i..=n).for_each(|j| fold.add(lead.best(&(i, j))));
    }
    (answer, seconds)
}

/// Row 4 (AtCoder DP "Deque"): a row of `n` numbers; each turn takes one
/// from either end and scores it; the best lead of the first player.
fn interval_lead(side: Side, n: usize) -> Report {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let row: Vec<i64> = (0..n).map(|_| rng.range(1, 1_000_000_000)).collect();
    let mut fold = Fold::new();
    let intervals = (n + 1) * (n + 2) / 2;
    let start = Instant::now();
    let (answer, seconds) = match side {
        Side::Engine => interval_best(Game::of(Deque { row: &row }), n, start, &mut fold),
        Side::Closure => {
            let row = &row;
            let game = Game::new(
                move |p: &(usize, usize), moves: &mut Moves<(usize, usize)>| {
                    Deque { row }.moves(p, moves)
                },
            );
            interval_best(game, n, start, &mut fold)
        }
        Side::Hand => {
            // The contestant's first version: the full (n + 1)² table,
            // `dp[i][j]` the best lead on `[i, j)`, rows from the bottom.
            let w = n + 1;
            let mut dp = vec![0i64; w * w];
            for i in (0..n).rev() {
                for j in i + 1..=n {
                    dp[i * w + j] =
                        (row[i] - dp[(i + 1) * w + j]).max(row[j - 1] - dp[i * w + j - 1]);
                }
            }
            let answer = dp[n];
            let seconds = start.elapsed().as_secs_f64();
            for i in 0..=n {
                (i..=n).for_each(|j| fold.add(dp[i * w + j]));
            }
            (answer, seconds)
        }
    };
    Report {
        checksum: fold.0,
        answer,
        seconds,
        positions: intervals,
    }
}

/// Row 6's rules: from `i`, to `i - 1` or to `i - a_i`.
struct Jumps<'a> {
    a: &'a [u32],
}

impl Rules<usize> for Jumps<'_> {
    #[inline]
    fn moves(&mut self, &i: &usize, moves: &mut impl MoveSink<usize>) {
        if i > 0 {
            moves.to(i - 1);
        }
        let jump = self.a[i] as usize;
        if jump <= i {
            moves.to(i - jump);
        }
    }
}

/// Row 6's engine side: the number of won positions, each folded.
fn count_won<R: Rules<usize>>(game: Game<usize, R>, n: usize, fold: &mut Fold) -> usize {
    let mut outcomes = game.ordered(n, |&i| i, 0..n).outcomes();
    let mut won = 0;
    for i in 0..n {
        let w = outcomes.wins(&i);
        won += usize::from(w);
        fold.add(w.into());
    }
    won
}

/// Row 6: input `n` then `a_1 … a_n` (each in `1..=n`); from position `i`
/// (of `0..n`) a move goes to `i - 1` or to `i - a_i`, where not negative;
/// whoever cannot move loses. Prints the number of won positions. Timed
/// from the start of `main`: reading the input is part of the work.
fn winlose_input(side: Side, start: Instant) -> ! {
    judge::run(move |input, out| {
        let n = input.usize("n", 1, 10_000_000)?;
        let a = input.u32s("a", n, 1, n as u32)?;
        let mut fold = Fold::new();
        let won = match side {
            Side::Engine => count_won(Game::of(Jumps { a: &a }), n, &mut fold),
            Side::Closure => {
                let a = &a;
                let game = Game::new(move |i: &usize, moves: &mut Moves<usize>| {
                    Jumps { a }.moves(i, moves)
                });
                count_won(game, n, &mut fold)
            }
            Side::Hand => {
                let mut win = vec![false; n];
                for i in 0..n {
                    let jump = a[i] as usize;
                    win[i] = (i > 0 && !win[i - 1]) || (jump <= i && !win[i - jump]);
                }
                win.iter().for_each(|&w| fold.add(w.into()));
                win.iter().filter(|&&w| w).count()
            }
        };
        let report = Report {
            checksum: fold.0,
            answer: won as i64,
            seconds: start.elapsed().as_secs_f64(),
            positions: n,
        };
        writeln!(out, "{}", report.line())?;
        Ok(())
    })
}

/// A hand-written memo: open addressing with linear probing, keys packed
/// into a `u64` (stored plus one, so that 0 marks an empty slot), values
/// `u32`, one 16-byte slot each. Sized once from the number of positions
/// the contestant knows the game has (at most two thirds full), as one
/// writes it in a contest; no deletion, no growth.
struct OpenTable {
    slots: Vec<(u64, u32)>,
    shift: u32,
}

impl OpenTable {
    fn for_positions(positions: usize) -> Self {
        let size = (positions + positions / 2).next_power_of_two().max(2);
        OpenTable {
            slots: vec![(0, 0); size],
            shift: 64 - size.trailing_zeros(),
        }
    }

    #[inline]
    fn home(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> self.shift) as usize
    }

    #[inline]
    fn get(&self, key: u64) -> Option<u32> {
        let mask = self.slots.len() - 1;
        let mut i = self.home(key);
        loop {
            let (stored, value) = self.slots[i];
            if stored == key + 1 {
                return Some(value);
            }
            if stored == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    #[inline]
    fn insert(&mut self, key: u64, value: u32) {
        let mask = self.slots.len() - 1;
        let mut i = self.home(key);
        while self.slots[i].0 != 0 {
            i = (i + 1) & mask;
        }
        self.slots[i] = (key + 1, value);
    }
}

/// One position of the hand-written search: its key, its next move, and
/// its options' values seen so far, as bits (fewer than 32 moves, so its
/// value is below 32).
struct Frame {
    key: u64,
    next: u32,
    seen: u32,
}

/// The memoised Grundy search a contestant writes without recursion: move
/// `k < MOVES` of the position `key` is `option(key, k)` (`None`: no such
/// move); a frame per position on the path, the next move to look at in it.
fn hand_grundy<const MOVES: u32>(
    start: u64,
    table: &mut OpenTable,
    option: impl Fn(u64, u32) -> Option<u64>,
) -> u32 {
    if let Some(value) = table.get(start) {
        return value;
    }
    let mut stack = vec![Frame {
        key: start,
        next: 0,
        seen: 0,
    }];
    loop {
        let top = stack.last_mut().expect("a frame is open");
        let mut descend = None;
        while top.next < MOVES {
            if let Some(child) = option(top.key, top.next) {
                match table.get(child) {
                    Some(value) => top.seen |= 1 << value,
                    None => {
                        descend = Some(child);
                        break;
                    }
                }
            }
            top.next += 1;
        }
        if let Some(child) = descend {
            stack.push(Frame {
                key: child,
                next: 0,
                seen: 0,
            });
            continue;
        }
        let value = top.seen.trailing_ones();
        let key = top.key;
        table.insert(key, value);
        stack.pop();
        match stack.last_mut() {
            Some(parent) => {
                parent.seen |= 1 << value;
                parent.next += 1;
            }
            None => return value,
        }
    }
}

/// Rows 7 and 8: the two-counter game on an `n × n` board, hashed, one
/// query from the far corner (whose search reaches every position).
fn grundy_hashed_two_counter(side: Side, n: usize) -> Report {
    let n32 = n as u32;
    let mut fold = Fold::new();
    let start = Instant::now();
    let (answer, seconds, positions) = match side {
        Side::Engine | Side::Closure => {
            let mut grundy = Game::new(|&(a, b): &(u32, u32), moves: &mut Moves<(u32, u32)>| {
                (1..=a.min(3)).for_each(|s| moves.to((a - s, b)));
                (1..=b.min(3)).for_each(|s| moves.to((a, b - s)));
            })
            // The count the hand's table is sized from, alike.
            .with_capacity(n * n)
            .grundy();
            let answer = grundy.value(&(n32 - 1, n32 - 1));
            let seconds = start.elapsed().as_secs_f64();
            let positions = grundy.known();
            for a in 0..n32 {
                (0..n32).for_each(|b| fold.add(grundy.value(&(a, b)).into()));
            }
            (answer, seconds, positions)
        }
        Side::Hand => {
            let mut table = OpenTable::for_positions(n * n);
            let option = |key: u64, k: u32| {
                let (a, b, s) = (key >> 32, key & 0xffff_ffff, u64::from(k % 3 + 1));
                match k / 3 {
                    0 => (s <= a).then(|| (a - s) << 32 | b),
                    _ => (s <= b).then(|| a << 32 | (b - s)),
                }
            };
            let corner = u64::from(n32 - 1) << 32 | u64::from(n32 - 1);
            let answer = hand_grundy::<6>(corner, &mut table, option);
            let seconds = start.elapsed().as_secs_f64();
            for a in 0..u64::from(n32) {
                (0..u64::from(n32))
                    .for_each(|b| fold.add(table.get(a << 32 | b).expect("reached").into()));
            }
            (answer, seconds, n * n)
        }
    };
    Report {
        checksum: fold.0,
        answer: answer.into(),
        seconds,
        positions,
    }
}

/// Row 9: positions `0..=n`, a move from `k` to `k - 1`; one query from
/// `n`, its search 10^7 deep.
fn chain_hashed(side: Side, n: usize) -> Report {
    let top = n as u32;
    let mut fold = Fold::new();
    let start = Instant::now();
    let (answer, seconds, positions) = match side {
        Side::Engine | Side::Closure => {
            let mut grundy = Game::new(|&k: &u32, moves: &mut Moves<u32>| {
                if k > 0 {
                    moves.to(k - 1);
                }
            })
            .with_capacity(n + 1)
            .grundy();
            let answer = grundy.value(&top);
            let seconds = start.elapsed().as_secs_f64();
            let positions = grundy.known();
            (0..=top).for_each(|k| fold.add(grundy.value(&k).into()));
            (answer, seconds, positions)
        }
        Side::Hand => {
            let mut table = OpenTable::for_positions(n + 1);
            let answer = hand_grundy::<1>(n as u64, &mut table, |k, _| k.checked_sub(1));
            let seconds = start.elapsed().as_secs_f64();
            (0..=n as u64).for_each(|k| fold.add(table.get(k).expect("reached").into()));
            (answer, seconds, n + 1)
        }
    };
    Report {
        checksum: fold.0,
        answer: answer.into(),
        seconds,
        positions,
    }
}

/// Row 10 (Codeforces 786A "Berzerk"): `n` objects in a circle, object 0
/// the black hole; a monster on object `x`; player `p` moves it `s` objects
/// on for an `s` of its set; whoever moves it into the black hole wins.
/// Each set is `1..n` less 10 numbers drawn at random: about `n` moves per
/// position, `2n` positions. The outcome of every start (either player to
/// move, the monster on any object but the hole): win, lose or loop.
/// `lists`: the engine keeps the reverse moves in memory
/// ([`Game::retrograde`]) instead of asking for predecessors.
fn cycles(side: Side, n: usize, lists: bool) -> Report {
    let mut rng = Rng(0xd1b5_4a32_d192_ed03);
    let sets: [Vec<u32>; 2] = std::array::from_fn(|_| {
        let mut allowed = vec![true; n];
        allowed[0] = false;
        for _ in 0..10.min(n / 2) {
            allowed[rng.range(1, n as i64 - 1) as usize] = false;
        }
        (1..n as u32).filter(|&s| allowed[s as usize]).collect()
    });
    let m = n as u32;
    let mut fold = Fold::new();
    let mut counts = [0usize; 3];
    let start = Instant::now();
    let mut tally = |outcome: Outcome| {
        fold.add(outcome.letter().into());
        counts[outcome as usize] += 1;
    };
    let circle = Circle { sets: &sets, m };
    // Every position, in the numbering's order (the holes too): the
    // engine then numbers each position by its index, as the hand loop.
    let every = (0..2u8).flat_map(|p| (0..m).map(move |x| (p, x)));
    let index = move |&(p, x): &(u8, u32)| usize::from(p) * n + x as usize;
    match side {
        Side::Engine => {
            let game = Game::of(circle).numbered(2 * n, index);
            let solved = if lists {
                game.retrograde(every)
            } else {
                game.retrograde_by_rules(every, CircleBack(circle))
            };
            (0..2u8).for_each(|p| (1..m).for_each(|x| tally(solved.outcome(&(p, x)))));
        }
        Side::Closure => {
            // The same rules, as closures: their moves go to a buffer.
            let game = Game::new(move |p: &(u8, u32), moves: &mut Moves<(u8, u32)>| {
                circle.clone().moves(p, moves)
            })
            .numbered(2 * n, index);
            let solved = if lists {
                game.retrograde(every)
            } else {
                game.retrograde_by(every, |p: &(u8, u32), before: &mut Moves<(u8, u32)>| {
                    CircleBack(circle).moves(p, before)
                })
            };
            (0..2u8).for_each(|p| (1..m).for_each(|x| tally(solved.outcome(&(p, x)))));
        }
        Side::Hand => {
            // Position p·n + x: player p to move, the monster on x.
            const WIN: u8 = 1;
            const LOSE: u8 = 2;
            let mut state = vec![0u8; 2 * n];
            let mut left: Vec<u32> = (0..2 * n).map(|v| sets[v / n].len() as u32).collect();
            let mut queue = vec![0u32, m];
            state[0] = LOSE;
            state[n] = LOSE;
            let mut head = 0;
            while head < queue.len() {
                let v = queue[head];
                head += 1;
                let (q, y) = (v / m, v % m);
                let p = 1 - q;
                let decided = state[v as usize];
                for &s in &sets[p as usize] {
                    let x = if y >= s { y - s } else { y + m - s };
                    let u = (p * m + x) as usize;
                    if x == 0 || state[u] != 0 {
                        continue;
                    }
                    if decided == LOSE {
                        state[u] = WIN;
                        queue.push(u as u32);
                    } else {
                        left[u] -= 1;
                        if left[u] == 0 {
                            state[u] = LOSE;
                            queue.push(u as u32);
                        }
                    }
                }
            }
            for p in 0..2 {
                (1..n).for_each(|x| {
                    tally(match state[p * n + x] {
                        WIN => Outcome::Win,
                        LOSE => Outcome::Lose,
                        _ => Outcome::Draw,
                    })
                });
            }
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    eprintln!("win {} lose {} loop {}", counts[0], counts[1], counts[2]);
    Report {
        checksum: fold.0,
        answer: counts[Outcome::Draw as usize] as i64,
        seconds,
        positions: 2 * n,
    }
}

/// The rules of the `cycles-7000` row: `(p, x)`, player `p` to move, the
/// monster on object `x` of the circle of `m`; object 0 is the hole.
#[derive(Clone, Copy)]
struct Circle<'a> {
    sets: &'a [Vec<u32>; 2],
    m: u32,
}

impl Rules<(u8, u32)> for Circle<'_> {
    #[inline]
    fn moves(&mut self, &(p, x): &(u8, u32), moves: &mut impl MoveSink<(u8, u32)>) {
        if x == 0 {
            // The other player has just moved the monster into the hole.
            return moves.lost();
        }
        for &s in &self.sets[usize::from(p)] {
            let y = x + s;
            moves.to((1 - p, if y >= self.m { y - self.m } else { y }));
        }
    }
}

/// The moves into a position of [`Circle`]: from the other player's turn,
/// the monster `s` objects back, but never from the hole (the game has
/// ended there).
#[derive(Clone, Copy)]
struct CircleBack<'a>(Circle<'a>);

impl Rules<(u8, u32)> for CircleBack<'_> {
    #[inline]
    fn moves(&mut self, &(q, y): &(u8, u32), before: &mut impl MoveSink<(u8, u32)>) {
        let (p, m) = (1 - q, self.0.m);
        for &s in &self.0.sets[usize::from(p)] {
            let x = if y >= s { y - s } else { y + m - s };
            if x != 0 {
                before.to((p, x));
            }
        }
    }
}
