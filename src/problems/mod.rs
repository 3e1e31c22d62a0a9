//! Pieces that serve particular problems: each module holds the one insight
//! that turns its problem into a formula or a small search. General theory
//! never depends on these.

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
