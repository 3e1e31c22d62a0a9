//! Every sample and edge case in `testcases/`, through each solver's own
//! `solve` (or, for the interactive programs, `play`) called in-process on
//! the input bytes, the way EbTech/rust-algorithms tests its solutions: no
//! process, no release build, and a failure names the file and shows the
//! difference. `scripts/run-samples` still runs the same files through the
//! release binaries the user runs.
//!
//! Each binary's source is compiled here as a module (`#[path]`), so the
//! test sees exactly the code of `src/bin/<name>.rs`.

mod common;

use game_theory::judge::{play_on_bytes, run_on_bytes, Error};
use std::fs;
use std::path::Path;

type Runner = fn(&[u8]) -> (Vec<u8>, Result<(), Error>);

macro_rules! solvers {
    ($($module:ident: $name:literal $path:literal $kind:ident,)*) => {
        $(
            #[allow(dead_code)]
            #[path = $path]
            mod $module;
        )*

        /// Every solver by its binary name, with how to run it in-process.
        fn solvers() -> Vec<(&'static str, Runner)> {
            vec![$(($name, |input| solvers!(@run $kind $module input)),)*]
        }
    };
    (@run solve $module:ident $input:ident) => { run_on_bytes($module::solve, $input) };
    (@run play $module:ident $input:ident) => { play_on_bytes($module::play, $input) };
}

solvers! {
    alpha_beta: "alpha-beta" "../src/bin/alpha-beta.rs" solve,
    atcoder_abc297g: "atcoder-abc297g" "../src/bin/atcoder-abc297g.rs" solve,
    blue_red_hackenbush: "blue-red-hackenbush" "../src/bin/blue-red-hackenbush.rs" solve,
    can_i_win: "can-i-win" "../src/bin/can-i-win.rs" solve,
    cf_87c: "cf-87c" "../src/bin/cf-87c.rs" solve,
    chessboard_game: "chessboard-game" "../src/bin/chessboard-game.rs" solve,
    choice_of_area: "choice-of-area" "../src/bin/choice-of-area.rs" solve,
    codechef_bigpiza: "codechef-bigpiza" "../src/bin/codechef-bigpiza.rs" solve,
    codechef_chefbro: "codechef-chefbro" "../src/bin/codechef-chefbro.rs" solve,
    codechef_fdivgame: "codechef-fdivgame" "../src/bin/codechef-fdivgame.rs" solve,
    codechef_twonim: "codechef-twonim" "../src/bin/codechef-twonim.rs" solve,
    coin_corners: "coin-corners" "../src/bin/coin-corners.rs" solve,
    cycle_race: "cycle-race" "../src/bin/cycle-race.rs" solve,
    dag_grundy: "dag-grundy" "../src/bin/dag-grundy.rs" solve,
    divide_game: "divide-game" "../src/bin/divide-game.rs" solve,
    domineering: "domineering" "../src/bin/domineering.rs" solve,
    dynamic_subtraction: "dynamic-subtraction" "../src/bin/dynamic-subtraction.rs" solve,
    euclid_game: "euclid-game" "../src/bin/euclid-game.rs" solve,
    flip_game: "flip-game" "../src/bin/flip-game.rs" solve,
    game_of_chocolates: "game-of-chocolates" "../src/bin/game-of-chocolates.rs" solve,
    graph_game: "graph-game" "../src/bin/graph-game.rs" solve,
    green_hackenbush: "green-hackenbush" "../src/bin/green-hackenbush.rs" solve,
    grundy_table: "grundy-table" "../src/bin/grundy-table.rs" solve,
    grundys_game: "grundys-game" "../src/bin/grundys-game.rs" solve,
    hackerrank_chessboard_again: "hackerrank-chessboard-again" "../src/bin/hackerrank-chessboard-again.rs" solve,
    hdu_3590: "hdu-3590" "../src/bin/hdu-3590.rs" solve,
    hdu_3595: "hdu-3595" "../src/bin/hdu-3595.rs" solve,
    josephus: "josephus" "../src/bin/josephus.rs" solve,
    lasker_nim: "lasker-nim" "../src/bin/lasker-nim.rs" solve,
    loopy_grundy: "loopy-grundy" "../src/bin/loopy-grundy.rs" solve,
    minimax: "minimax" "../src/bin/minimax.rs" solve,
    moore_nim: "moore-nim" "../src/bin/moore-nim.rs" solve,
    nash_equilibria: "nash-equilibria" "../src/bin/nash-equilibria.rs" solve,
    nim: "nim" "../src/bin/nim.rs" solve,
    nim_game_292: "nim-game-292" "../src/bin/nim-game-292.rs" solve,
    nim_one_stone: "nim-one-stone" "../src/bin/nim-one-stone.rs" solve,
    nim_play: "nim-play" "../src/bin/nim-play.rs" play,
    nim_product: "nim-product" "../src/bin/nim-product.rs" solve,
    nim_winner: "nim-winner" "../src/bin/nim-winner.rs" solve,
    nim_zero_move: "nim-zero-move" "../src/bin/nim-zero-move.rs" solve,
    number_game: "number-game" "../src/bin/number-game.rs" solve,
    octal_game: "octal-game" "../src/bin/octal-game.rs" solve,
    octal_period: "octal-period" "../src/bin/octal-period.rs" solve,
    optimal_strategy: "optimal-strategy" "../src/bin/optimal-strategy.rs" solve,
    partizan_value: "partizan-value" "../src/bin/partizan-value.rs" solve,
    pe_301: "pe-301" "../src/bin/pe-301.rs" solve,
    predict_the_winner: "predict-the-winner" "../src/bin/predict-the-winner.rs" solve,
    prisoners_dilemma: "prisoners-dilemma" "../src/bin/prisoners-dilemma.rs" solve,
    replace_game: "replace-game" "../src/bin/replace-game.rs" solve,
    spoj_hubullu: "spoj-hubullu" "../src/bin/spoj-hubullu.rs" solve,
    spoj_mcoins: "spoj-mcoins" "../src/bin/spoj-mcoins.rs" solve,
    spoj_mmmgame: "spoj-mmmgame" "../src/bin/spoj-mmmgame.rs" solve,
    spoj_ngm: "spoj-ngm" "../src/bin/spoj-ngm.rs" solve,
    spoj_pebbmov: "spoj-pebbmov" "../src/bin/spoj-pebbmov.rs" solve,
    spoj_qcj3: "spoj-qcj3" "../src/bin/spoj-qcj3.rs" solve,
    spoj_resn04: "spoj-resn04" "../src/bin/spoj-resn04.rs" solve,
    staircase_nim: "staircase-nim" "../src/bin/staircase-nim.rs" solve,
    stones_134: "stones-134" "../src/bin/stones-134.rs" solve,
    subtraction_game: "subtraction-game" "../src/bin/subtraction-game.rs" solve,
    take_and_break: "take-and-break" "../src/bin/take-and-break.rs" solve,
    tic_tac_toe: "tic-tac-toe" "../src/bin/tic-tac-toe.rs" play,
    ttt_best_move: "ttt-best-move" "../src/bin/ttt-best-move.rs" solve,
    ttt_evaluate: "ttt-evaluate" "../src/bin/ttt-evaluate.rs" solve,
    valid_game: "valid-game" "../src/bin/valid-game.rs" solve,
    zero_sum: "zero-sum" "../src/bin/zero-sum.rs" solve,
    zobrist: "zobrist" "../src/bin/zobrist.rs" solve,
}

/// The lines of `text` without trailing whitespace or trailing empty
/// lines (PROBLEMS.md, "Comparison").
fn normalise(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

#[test]
fn every_binary_is_listed() {
    let mut on_disk: Vec<String> = fs::read_dir("src/bin")
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        // A contestant's AtCoder solution reads stdin through proconio:
        // scripts/run-samples runs it as a process instead.
        .filter(|name| !common::is_atcoder_solution(name))
        .collect();
    on_disk.sort();
    let listed: Vec<&str> = solvers().iter().map(|(name, _)| *name).collect();
    assert_eq!(on_disk, listed, "add the new binary to the solvers! list");
}

#[test]
fn every_sample_passes_in_process() {
    let mut failures = Vec::new();
    let mut cases = 0;
    for (name, run) in solvers() {
        let dir = Path::new("testcases").join(name);
        let mut inputs: Vec<_> = fs::read_dir(&dir)
            .unwrap_or_else(|_| panic!("{name} has no testcases/ folder"))
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        assert!(!inputs.is_empty(), "{name} has no sample");
        for input_path in inputs {
            cases += 1;
            let input = fs::read(&input_path).unwrap();
            let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
            let (output, result) = run(&input);
            let output = String::from_utf8_lossy(&output);
            if let Err(error) = result {
                failures.push(format!("{}: error: {error}", input_path.display()));
            } else if normalise(&output) != normalise(&expected) {
                failures.push(format!(
                    "{}: expected\n{expected}\ngot\n{output}",
                    input_path.display()
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {cases} cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
