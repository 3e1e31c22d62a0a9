//! Exact numbers of any size: [`BigInt`], a signed integer, and
//! [`Rational`](rational::Rational), a fraction of two of them in lowest
//! terms. Std-only and
//! free of `unsafe`, so a solution using them bundles into one file for a
//! judge without crates.
//!
//! What they are for: exact linear programming and fraction-free
//! (Bareiss) pivoting on matrix games, whose entries grow to hundreds of
//! digits, and dyadic game values with denominators up to 2^(2·10^5),
//! printed in full.
//!
//! Costs, in 64-bit limbs (n and m the operands' lengths, n ≥ m):
//!
//! | operation | cost |
//! |---|---|
//! | `+`, `-`, comparison, `<<`, `>>` | O(n) |
//! | `*` | O(n·m) below 48 limbs, Karatsuba O(n·m^0.585) above |
//! | `/`, `%`, [`BigInt::div_rem`], [`BigInt::div_exact`] | O(m·(n − m + 1)), Knuth's algorithm D |
//! | [`BigInt::gcd`] | O(n²), Lehmer's method |
//! | [`BigInt::pow`] | O(log e) products |
//! | `to_string`, `parse` | divide and conquer at powers 10^(19·2^k): a few balanced divisions or Karatsuba products per level |
//! | [`Rational`](rational::Rational) `+ - * /`, comparison | a few products and gcds of the parts |
//!
//! Measured (examples/bigint_speed, release build): see that example's
//! header for the figures and the comparison with Python's `int`.
//!
//! Modules: [`bigint`] ([`BigInt`]), [`rational`].

pub mod bigint;
mod decimal;
mod limbs;
pub mod rational;

pub use bigint::{BigInt, ParseBigIntError, TryFromBigIntError};
// `Rational` is not re-exported here: the bundler carries a module's
// re-exports into every solution that names the module, and a solution
// using only `BigInt` would then carry `Rational` too (6.8 KB of a
// 30,000-byte submission).
