//! [`Number`]: what a [`Forms`](super::Forms) arena needs of its numbers,
//! [`SimplestNumber`] what [`NumberEngine`](super::NumberEngine) needs
//! besides, and [`SmallDyadic`], dyadics that fit a machine word.
//!
//! Why the arena's number type is a parameter: a game whose values stay
//! small (Domineering's are a few halves) needs no big integers, and a
//! solution bundled for a judge carries only the number type it names.
//! [`Dyadic`](crate::partizan::Dyadic) grows without bound (Blue-Red Hackenbush,
//! numbers written in full in Conway's notation); [`SmallDyadic`] is
//! `m/2^k` with `m` an `i64` and `k ≤ 62`, and panics rather than grows
//! past that.

use std::fmt;
use std::hash::Hash;

/// Why a text is not a dyadic rational.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseDyadicError {
    /// The numerator or denominator is not a decimal integer.
    NotAnInteger,
    /// The denominator is zero or not a power of two.
    NotPowerOfTwo,
    /// The value does not fit the number type
    /// ([`SmallDyadic`]; a [`Dyadic`](crate::partizan::Dyadic) holds any size).
    OutOfRange,
}

impl fmt::Display for ParseDyadicError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ParseDyadicError::NotAnInteger => write!(f, "not an integer or p/q"),
            ParseDyadicError::NotPowerOfTwo => write!(f, "the denominator is not a power of two"),
            ParseDyadicError::OutOfRange => write!(f, "out of range"),
        }
    }
}

impl std::error::Error for ParseDyadicError {}

/// Exact dyadic rationals with the operations canonical forms need: sums,
/// negatives, comparison, halving, the denominator's exponent.
///
/// Equal values must be equal as Rust values (a unique representation),
/// so that the arena can key its memo tables on them.
pub trait Number: Clone + Eq + Ord + Hash + fmt::Debug + fmt::Display + From<i64> {
    /// `self + other`.
    fn plus(&self, other: &Self) -> Self;

    /// `−self`.
    fn negative(&self) -> Self;

    /// `self · 2^-bits`.
    fn halve(&self, bits: u64) -> Self;

    /// −1, 0 or 1 by the sign.
    fn signum(&self) -> i32;

    /// k in the lowest-terms denominator 2^k (0 for an integer).
    fn denominator_exponent(&self) -> u64;

    /// Parses `p`, `-p` or `p/q` with `q` a power of two (not necessarily
    /// in lowest terms).
    ///
    /// # Errors
    /// A [`ParseDyadicError`] for anything else, and for a value out of
    /// the type's range.
    fn from_notation(text: &[u8]) -> Result<Self, ParseDyadicError>;

    /// `self − other`.
    fn minus(&self, other: &Self) -> Self {
        self.plus(&other.negative())
    }

    /// Whether the value is 0.
    fn is_zero(&self) -> bool {
        self.signum() == 0
    }

    /// Whether the value is an integer.
    fn is_integer(&self) -> bool {
        self.denominator_exponent() == 0
    }
}

/// A [`Number`] with Conway's simplicity rule: what
/// [`NumberEngine`](super::NumberEngine) needs to give each position its
/// number.
pub trait SimplestNumber: Number {
    /// The simplest number strictly between `low` and `high` (either bound
    /// may be absent): the integer closest to 0 if one lies between, else
    /// the dyadic with the smallest denominator. It is the value of
    /// `{low | high}` when both are numbers.
    ///
    /// # Panics
    /// If `low >= high`; if the answer does not fit the type.
    fn simplest_between(low: Option<&Self>, high: Option<&Self>) -> Self;
}

/// Conway's simplicity rule, stated once for every number type: the
/// integer closest to 0 if one lies strictly between, else the number of
/// smallest denominator, found by `in_unit` for `0 ≤ low < high ≤ 1`
/// after a shift by an integer (which keeps denominators). The type's
/// `floor` gives the integers. No bound is negated, so a type whose range
/// is not symmetric (i64's) answers whenever the answer fits.
pub(crate) fn simplest_between_by<N: Number>(
    low: Option<&N>,
    high: Option<&N>,
    floor: &dyn Fn(&N) -> N,
    in_unit: &dyn Fn(&N, &N) -> N,
) -> N {
    let zero = N::from(0);
    let one = N::from(1);
    let above = |x: &N| floor(x).plus(&one);
    let below = |x: &N| {
        if x.is_integer() {
            x.minus(&one)
        } else {
            floor(x)
        }
    };
    match (low, high) {
        (Some(low), Some(high)) => {
            assert!(low < high, "simplest_between: {low} >= {high}");
            if low.signum() < 0 && high.signum() > 0 {
                return zero;
            }
            // The integer closest to 0 inside, if there is one.
            let integer = if low.signum() >= 0 {
                above(low)
            } else {
                below(high)
            };
            if *low < integer && integer < *high {
                return integer;
            }
            let base = floor(low);
            in_unit(&low.minus(&base), &high.minus(&base)).plus(&base)
        }
        (None, Some(high)) if high.signum() <= 0 => below(high),
        (Some(low), None) if low.signum() >= 0 => above(low),
        _ => zero,
    }
}

/// The simplest number in (l/2^le, h/2^he), 0 ≤ low < high ≤ 1, both
/// `m/2^k` with `m` an `i64` and `k ≤ 62`, as an
/// unreduced `(numerator, exponent)`: the multiple of the largest power
/// of two in [a, b], where a/2^e, b/2^e are the nearest points strictly
/// inside at a level fine enough to have one (e one past the finer
/// operand's exponent; numerators shifted to it stay under 2^126).
pub(crate) fn simplest_in_unit((l, le): (i64, u32), (h, he): (i64, u32)) -> (i128, u64) {
    let e = le.max(he) + 1;
    let a = ((i128::from(l) << (e - le)) + 1) as u128;
    let b = ((i128::from(h) << (e - he)) - 1) as u128;
    let m = if a == b {
        b
    } else {
        // Clearing b's bits below the highest bit where a and b differ
        // leaves the multiple of the largest power of two in [a, b].
        let p = 127 - (a ^ b).leading_zeros();
        (b >> p) << p
    };
    (m as i128, u64::from(e))
}

/// The largest denominator exponent of a [`SmallDyadic`]: numerators
/// shifted by up to this many bits still fit an `i128` (63 + 62 bits plus
/// a sign), so sums and comparisons need no overflow check before the
/// result is reduced.
pub const SMALL_EXPONENT: u32 = 62;

/// An exact dyadic rational `numerator / 2^exponent` in lowest terms, with
/// the numerator in an `i64` and the exponent at most [`SMALL_EXPONENT`].
///
/// # Complexity
/// O(1) per operation, no allocation.
///
/// # Panics
/// An operation whose exact result does not fit panics (it never rounds):
/// use it where the values are known to stay small, and
/// [`Dyadic`](crate::partizan::Dyadic) elsewhere.
///
/// # Example
/// ```
/// use game_theory::partizan::{Number, SmallDyadic};
/// let half = SmallDyadic::new(1, 1);
/// let three_quarters = half.plus(&SmallDyadic::new(2, 3));
/// assert_eq!(three_quarters.to_string(), "3/4");
/// assert!(half < three_quarters && three_quarters.negative() < SmallDyadic::from(0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SmallDyadic {
    /// Odd unless `exponent` is 0.
    numerator: i64,
    exponent: u32,
}

/// `numerator / 2^exponent` in lowest terms (0 as `0 / 2^0`): the
/// reduction every dyadic type makes before it picks a representation.
pub(crate) fn lowest_terms(numerator: i128, exponent: u64) -> (i128, u64) {
    let shift = if numerator == 0 {
        exponent
    } else {
        u64::from(numerator.trailing_zeros()).min(exponent)
    };
    (numerator >> shift, exponent - shift)
}

impl SmallDyadic {
    /// `numerator / 2^exponent`, reduced to lowest terms.
    ///
    /// # Panics
    /// If the reduced exponent is over [`SMALL_EXPONENT`].
    pub fn new(numerator: i64, exponent: u32) -> Self {
        SmallDyadic::reduced(i128::from(numerator), u64::from(exponent))
    }

    /// The value as `(numerator, exponent)` in lowest terms.
    pub fn parts(&self) -> (i64, u32) {
        (self.numerator, self.exponent)
    }

    fn reduced(numerator: i128, exponent: u64) -> Self {
        let (numerator, exponent) = lowest_terms(numerator, exponent);
        match i64::try_from(numerator) {
            Ok(numerator) if exponent <= u64::from(SMALL_EXPONENT) => SmallDyadic {
                numerator,
                exponent: exponent as u32,
            },
            _ => {
                panic!("{numerator}/2^{exponent} does not fit a SmallDyadic: use partizan::Dyadic")
            }
        }
    }

    /// Both numerators over the larger denominator.
    fn aligned(&self, other: &SmallDyadic) -> (i128, i128, u32) {
        let e = self.exponent.max(other.exponent);
        let scale = |x: &SmallDyadic| i128::from(x.numerator) << (e - x.exponent);
        (scale(self), scale(other), e)
    }
}

impl From<i64> for SmallDyadic {
    fn from(integer: i64) -> Self {
        SmallDyadic {
            numerator: integer,
            exponent: 0,
        }
    }
}

impl Number for SmallDyadic {
    fn plus(&self, other: &Self) -> Self {
        let (a, b, e) = self.aligned(other);
        SmallDyadic::reduced(a + b, u64::from(e))
    }

    fn negative(&self) -> Self {
        SmallDyadic::reduced(-i128::from(self.numerator), u64::from(self.exponent))
    }

    fn halve(&self, bits: u64) -> Self {
        // Saturating: a sum past u64 is past the range all the same.
        let exponent = u64::from(self.exponent).saturating_add(bits);
        SmallDyadic::reduced(i128::from(self.numerator), exponent)
    }

    fn signum(&self) -> i32 {
        self.numerator.signum() as i32
    }

    fn denominator_exponent(&self) -> u64 {
        u64::from(self.exponent)
    }

    fn from_notation(text: &[u8]) -> Result<Self, ParseDyadicError> {
        let integer = |digits: &[u8]| -> Result<i128, ParseDyadicError> {
            let unsigned = match digits.first() {
                Some(b'-' | b'+') => &digits[1..],
                _ => digits,
            };
            if unsigned.is_empty() || !unsigned.iter().all(u8::is_ascii_digit) {
                return Err(ParseDyadicError::NotAnInteger);
            }
            std::str::from_utf8(digits)
                .ok()
                .and_then(|s| s.parse::<i128>().ok())
                .ok_or(ParseDyadicError::OutOfRange)
        };
        let (numerator, exponent) = match text.iter().position(|&b| b == b'/') {
            None => (integer(text)?, 0),
            Some(slash) => {
                let denominator_text = &text[slash + 1..];
                if denominator_text
                    .first()
                    .is_some_and(|b| !b.is_ascii_digit())
                {
                    return Err(ParseDyadicError::NotAnInteger);
                }
                let (numerator, denominator) =
                    (integer(&text[..slash])?, integer(denominator_text)?);
                if denominator <= 0 || denominator & (denominator - 1) != 0 {
                    return Err(ParseDyadicError::NotPowerOfTwo);
                }
                (numerator, u64::from(denominator.trailing_zeros()))
            }
        };
        let shift = if numerator == 0 {
            exponent
        } else {
            u64::from(numerator.trailing_zeros()).min(exponent)
        };
        match i64::try_from(numerator >> shift) {
            Ok(reduced) if exponent - shift <= u64::from(SMALL_EXPONENT) => Ok(SmallDyadic {
                numerator: reduced,
                exponent: (exponent - shift) as u32,
            }),
            _ => Err(ParseDyadicError::OutOfRange),
        }
    }
}

impl SimplestNumber for SmallDyadic {
    fn simplest_between(low: Option<&Self>, high: Option<&Self>) -> Self {
        let floor = |x: &SmallDyadic| SmallDyadic::from(x.numerator >> x.exponent);
        let in_unit = |l: &SmallDyadic, h: &SmallDyadic| {
            let (m, e) = simplest_in_unit(l.parts(), h.parts());
            SmallDyadic::reduced(m, e)
        };
        simplest_between_by(low, high, &floor, &in_unit)
    }
}

impl Ord for SmallDyadic {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        let (a, b, _) = self.aligned(other);
        a.cmp(&b)
    }
}

impl PartialOrd for SmallDyadic {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for SmallDyadic {
    /// `p` for an integer, else `p/q` in lowest terms.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self.exponent {
            0 => write!(f, "{}", self.numerator),
            e => write!(f, "{}/{}", self.numerator, 1u64 << e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::Dyadic;
    use crate::testing::rng::TestRng;

    fn as_dyadic(x: SmallDyadic) -> Dyadic {
        Dyadic::from_parts(x.numerator, x.exponent)
    }

    #[test]
    fn agrees_with_dyadic() {
        let mut rng = TestRng::new(11);
        for _ in 0..20_000 {
            let a = SmallDyadic::new(rng.in_range(-1000, 1000), rng.below(20) as u32);
            let b = SmallDyadic::new(rng.in_range(-1000, 1000), rng.below(20) as u32);
            let (da, db) = (as_dyadic(a), as_dyadic(b));
            assert_eq!(as_dyadic(a.plus(&b)), &da + &db);
            assert_eq!(as_dyadic(a.minus(&b)), &da - &db);
            assert_eq!(as_dyadic(a.negative()), -&da);
            assert_eq!(a.cmp(&b), da.cmp(&db));
            assert_eq!(a == b, da == db);
            let bits = rng.below(20);
            assert_eq!(as_dyadic(a.halve(bits)), da.halve(bits));
            assert_eq!(a.to_string(), da.to_string());
            assert_eq!(a.signum(), da.signum());
            assert_eq!(a.denominator_exponent(), da.denominator_exponent());
        }
    }

    /// A value anywhere in the range: numerators small or near i64's
    /// ends, exponents to 62.
    fn anywhere(rng: &mut TestRng) -> SmallDyadic {
        let numerator = match rng.below(3) {
            0 => rng.in_range(-50, 50),
            1 => rng.next_u64() as i64,
            _ => (rng.next_u64() as i64) >> rng.below(63),
        };
        SmallDyadic::new(numerator, rng.below(63) as u32)
    }

    #[test]
    fn simplest_between_agrees_with_dyadic_and_panics_where_it_does_not_fit() {
        let mut rng = TestRng::new(17);
        let extremes = [
            SmallDyadic::from(i64::MIN),
            SmallDyadic::from(i64::MAX),
            SmallDyadic::new(1, SMALL_EXPONENT),
            SmallDyadic::new(-1, SMALL_EXPONENT),
            SmallDyadic::new(i64::MAX, SMALL_EXPONENT),
            SmallDyadic::from(0),
        ];
        let (mut fits, mut overflows) = (0, 0);
        for round in 0..30_000 {
            let (a, b) = if round < 36 {
                (extremes[round % 6], extremes[round / 6])
            } else if round % 4 == 0 {
                // Neighbours at the finest level: what lies between needs
                // one bit more, unless it is an integer or 0.
                let a = anywhere(&mut rng);
                let b = std::panic::catch_unwind(|| a.plus(&extremes[2])).unwrap_or(a);
                (a, b)
            } else {
                (anywhere(&mut rng), anywhere(&mut rng))
            };
            let (low, high) = (a.min(b), a.max(b));
            let bounds = match rng.below(4) {
                0 => (None, Some(high)),
                1 => (Some(low), None),
                _ if low == high => (Some(low), None),
                _ => (Some(low), Some(high)),
            };
            let (dl, dh) = (bounds.0.map(as_dyadic), bounds.1.map(as_dyadic));
            let exact = Dyadic::simplest_between(dl.as_ref(), dh.as_ref());
            let small = std::panic::catch_unwind(|| {
                SmallDyadic::simplest_between(bounds.0.as_ref(), bounds.1.as_ref())
            });
            match exact.to_small() {
                Some(_) => {
                    fits += 1;
                    assert_eq!(small.map(as_dyadic).ok(), Some(exact), "{bounds:?}");
                }
                None => {
                    overflows += 1;
                    assert!(small.is_err(), "{bounds:?}: {exact} does not fit");
                }
            }
        }
        assert!(fits > 20_000 && overflows > 1000, "{fits} {overflows}");
    }

    #[test]
    fn parses_as_dyadic_does_within_its_range() {
        let mut rng = TestRng::new(5);
        let mut texts: Vec<String> = [
            "0", "-0", "7", "-12/8", "1/0", "1/6", "1/-2", "1/", "/2", "x", "-", "+1",
        ]
        .map(String::from)
        .to_vec();
        for _ in 0..2000 {
            let numerator = rng.in_range(-100_000, 100_000);
            let denominator = if rng.below(4) == 0 {
                rng.in_range(1, 100)
            } else {
                1 << rng.below(40)
            };
            texts.push(format!("{numerator}/{denominator}"));
        }
        for text in &texts {
            let small = SmallDyadic::from_notation(text.as_bytes());
            let exact = Dyadic::parse(text.as_bytes());
            assert_eq!(small.map(as_dyadic), exact, "{text}");
        }
        // Out of range: a numerator past i64, a denominator past 2^62.
        for text in [
            "9223372036854775808",
            "1/9223372036854775808",
            "3/18446744073709551616",
        ] {
            assert!(Dyadic::parse(text.as_bytes()).is_ok());
            assert_eq!(
                SmallDyadic::from_notation(text.as_bytes()),
                Err(ParseDyadicError::OutOfRange)
            );
        }
        // In range once reduced.
        let reduced = SmallDyadic::from_notation(b"4/9223372036854775808").unwrap();
        assert_eq!(reduced, SmallDyadic::new(1, 61));
    }

    #[test]
    fn an_arena_of_small_numbers_reports_a_number_out_of_range() {
        let mut games = crate::forms::Forms::<SmallDyadic>::new();
        let g = games.parse(b"{1/2|1} + -*").unwrap();
        assert_eq!(games.display(g), "{3/4|3/4}");
        let error = games.parse(b"{0|1/9223372036854775808}").unwrap_err();
        assert_eq!(error.to_string(), "column 4: out of range");
    }

    #[test]
    fn holds_its_whole_range_and_panics_past_it() {
        let tiny = SmallDyadic::new(1, SMALL_EXPONENT);
        assert_eq!(tiny.to_string(), format!("1/{}", 1u64 << 62));
        let max = SmallDyadic::from(i64::MAX);
        assert_eq!(max.minus(&max), SmallDyadic::from(0));
        assert!(tiny.negative() < tiny && max > tiny);
        let extremes = SmallDyadic::new(i64::MAX, SMALL_EXPONENT);
        assert!(extremes.negative().plus(&extremes).is_zero());
        assert!(std::panic::catch_unwind(|| tiny.halve(1)).is_err());
        assert!(std::panic::catch_unwind(|| max.plus(&SmallDyadic::from(1))).is_err());
        // A sum that overflows i64 before it is reduced still fits after.
        let half_max = SmallDyadic::new(i64::MAX, 1);
        assert_eq!(half_max.plus(&half_max), max);
    }
}
