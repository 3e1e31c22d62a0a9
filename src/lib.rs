//! Competitive-programming solvers for combinatorial game theory.
//!
//! Each binary in `src/bin` solves one problem of `PROBLEMS.md`: it reads
//! through [`judge::Scanner`], calls one function of the layers below, and
//! writes through one buffered writer, all run by [`judge::run`].
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
