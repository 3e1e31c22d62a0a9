//! Pieces that serve particular problems: each module holds the one insight
//! that turns its problem into a formula or a small search. General theory
//! never depends on these.
//!
//! Modules, by problem: [`chefbro`] (CodeChef CHEFBRO), [`choice_of_area`]
//! (GfG Choice of Area), [`coin_row`] (coins taken from either end),
//! [`coin_squares`] (SPOJ QCJ3), [`digit_game`] (SPOJ NGM),
//! [`divisor_game`] (SPOJ HUBULLU), [`fixed_take`] (SPOJ RESN04),
//! [`josephus`] (circles to 10^18), [`number_game`] (Codeforces 1370C),
//! [`pe_301`] (Project Euler 301), [`pebbles`] (SPOJ PEBBMOV),
//! [`replace_game`] (GfG replacing array elements), [`running_total`]
//! (LeetCode 464), [`tournament`] (three players, winner stays on).

pub mod chefbro;
pub mod choice_of_area;
pub mod coin_row;
pub mod coin_squares;
pub mod digit_game;
pub mod divisor_game;
pub mod fixed_take;
pub mod josephus;
pub mod number_game;
pub mod pe_301;
pub mod pebbles;
pub mod replace_game;
pub mod running_total;
pub mod tournament;
