//! [`Dyadic`]: an exact dyadic rational m/2^k of any size, the numbers of
//! partizan game theory, with Conway's simplest-number rule.
//!
//! Most game values are small (Domineering's are a few halves), so a value
//! whose numerator fits an `i64` and whose exponent is at most
//! `SMALL_EXP` is kept inline and added in `i128` without allocating;
//! anything larger (Blue-Red Hackenbush on a long path reaches 2^(2·10^5))
//! falls back to a [`BigInt`] numerator. The representation is unique, so
//! the derived equality and hash are those of the value.

use crate::exact::BigInt;
use crate::forms::number::{
    lowest_terms, simplest_between_by, simplest_in_unit, Number, ParseDyadicError, SimplestNumber,
};
use std::cmp::Ordering;
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};

/// The largest denominator exponent kept inline: numerators shifted by up
/// to this many bits still fit an `i128` (63 + 62 bits plus a sign).
const SMALL_EXP: u32 = 62;

/// An exact dyadic rational `numerator / 2^exponent`, in lowest terms.
///
/// # Complexity
/// Inline values (numerator in `i64`, exponent ≤ 62): O(1), no allocation.
/// Others: O(n) in the limbs of the larger operand for `+ - <` (a shift
/// aligns the exponents).
///
/// # Example
/// ```
/// use game_theory::partizan::Dyadic;
/// let half: Dyadic = "1/2".parse().unwrap();
/// let three_quarters = &half + &Dyadic::from_parts(1, 2);
/// assert_eq!(three_quarters.to_string(), "3/4");
/// assert_eq!(three_quarters.denominator_exponent(), 2);
/// // The simplest number strictly between 1/2 and 1 is 3/4; between -3 and 5 it is 0.
/// assert_eq!(Dyadic::simplest_between(Some(&half), Some(&Dyadic::from(1))), three_quarters);
/// assert_eq!(Dyadic::simplest_between(Some(&Dyadic::from(-3)), Some(&Dyadic::from(5))), Dyadic::from(0));
/// assert!("1/3".parse::<Dyadic>().is_err()); // not a power of two
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    repr: Repr,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Repr {
    /// `numerator / 2^exponent`, numerator odd unless the exponent is 0,
    /// exponent ≤ SMALL_EXP.
    Small { numerator: i64, exponent: u32 },
    /// The same for values that do not fit `Small`.
    Big { numerator: BigInt, exponent: u64 },
}

impl Dyadic {
    /// Zero.
    pub fn zero() -> Self {
        Dyadic::from(0)
    }

    /// `numerator / 2^exponent`, reduced to lowest terms.
    pub fn from_parts(numerator: i64, exponent: u32) -> Self {
        Dyadic::from_i128(i128::from(numerator), u64::from(exponent))
    }

    /// `numerator / 2^exponent` for a numerator of any size, reduced.
    pub fn from_big(numerator: BigInt, exponent: u64) -> Self {
        if let Some(small) = numerator.to_i128() {
            return Dyadic::from_i128(small, exponent);
        }
        let shift = numerator
            .trailing_zeros()
            .unwrap_or(0)
            .min(exponent as usize);
        Dyadic::normalised_big(numerator >> shift, exponent - shift as u64)
    }

    /// Reduces an `i128` numerator and picks the representation.
    fn from_i128(numerator: i128, exponent: u64) -> Self {
        let (numerator, exponent) = lowest_terms(numerator, exponent);
        match i64::try_from(numerator) {
            Ok(numerator) if exponent <= u64::from(SMALL_EXP) => Dyadic {
                repr: Repr::Small {
                    numerator,
                    exponent: exponent as u32,
                },
            },
            _ => Dyadic::normalised_big(BigInt::from(numerator), exponent),
        }
    }

    /// A reduced value: inline if it fits, else big.
    fn normalised_big(numerator: BigInt, exponent: u64) -> Self {
        if exponent <= u64::from(SMALL_EXP) {
            if let Ok(small) = i64::try_from(&numerator) {
                return Dyadic {
                    repr: Repr::Small {
                        numerator: small,
                        exponent: exponent as u32,
                    },
                };
            }
        }
        Dyadic {
            repr: Repr::Big {
                numerator,
                exponent,
            },
        }
    }

    /// The numerator in lowest terms.
    pub fn numerator(&self) -> BigInt {
        match &self.repr {
            Repr::Small { numerator, .. } => BigInt::from(*numerator),
            Repr::Big { numerator, .. } => numerator.clone(),
        }
    }

    /// k in the lowest-terms denominator 2^k (0 for an integer).
    pub fn denominator_exponent(&self) -> u64 {
        match &self.repr {
            Repr::Small { exponent, .. } => u64::from(*exponent),
            Repr::Big { exponent, .. } => *exponent,
        }
    }

    /// The value as `(numerator, exponent)` if it is kept inline.
    pub fn to_small(&self) -> Option<(i64, u32)> {
        match self.repr {
            Repr::Small {
                numerator,
                exponent,
            } => Some((numerator, exponent)),
            Repr::Big { .. } => None,
        }
    }

    /// The value as an `i64` if it is an integer that fits.
    pub fn to_i64(&self) -> Option<i64> {
        match self.to_small() {
            Some((numerator, 0)) => Some(numerator),
            _ => None,
        }
    }

    /// Whether the value is an integer.
    pub fn is_integer(&self) -> bool {
        self.denominator_exponent() == 0
    }

    /// −1, 0 or 1 by the sign.
    pub fn signum(&self) -> i32 {
        match &self.repr {
            Repr::Small { numerator, .. } => numerator.signum() as i32,
            Repr::Big { numerator, .. } => numerator.signum(),
        }
    }

    /// Whether the value is 0.
    pub fn is_zero(&self) -> bool {
        self.signum() == 0
    }

    /// `self · 2^-bits` (exact: the denominator grows).
    pub fn halve(&self, bits: u64) -> Dyadic {
        match &self.repr {
            Repr::Small {
                numerator,
                exponent,
            } => Dyadic::from_i128(i128::from(*numerator), u64::from(*exponent) + bits),
            Repr::Big {
                numerator,
                exponent,
            } => Dyadic::from_big(numerator.clone(), exponent + bits),
        }
    }

    /// `(a + b) / 2`.
    pub fn mean(a: &Dyadic, b: &Dyadic) -> Dyadic {
        (a + b).halve(1)
    }

    /// The largest integer ≤ self.
    pub fn floor(&self) -> Dyadic {
        match &self.repr {
            Repr::Small {
                numerator,
                exponent,
            } => Dyadic::from(numerator >> exponent),
            Repr::Big {
                numerator,
                exponent,
            } => {
                let one = BigInt::from(1);
                Dyadic::from_big(numerator.div_floor(&(&one << *exponent as usize)), 0)
            }
        }
    }

    /// Both values over the common denominator 2^e, as integers.
    fn aligned(a: &Dyadic, b: &Dyadic, extra: u64) -> (BigInt, BigInt, u64) {
        let e = a.denominator_exponent().max(b.denominator_exponent()) + extra;
        let scale = |x: &Dyadic| x.numerator() << (e - x.denominator_exponent()) as usize;
        (scale(a), scale(b), e)
    }

    /// The simplest number strictly between `low` and `high` (either bound
    /// may be absent; `low < high` when both are given): the integer
    /// closest to 0 if one fits, else the dyadic with the smallest
    /// denominator. Conway's simplicity rule: it is the value of
    /// `{low | high}` when both are numbers.
    ///
    /// # Complexity
    /// O(1) for inline values; O(n log n) limb operations otherwise.
    ///
    /// # Panics
    /// If `low >= high`.
    pub fn simplest_between(low: Option<&Dyadic>, high: Option<&Dyadic>) -> Dyadic {
        let in_unit = |low: &Dyadic, high: &Dyadic| match (low.to_small(), high.to_small()) {
            (Some(l), Some(h)) => {
                let (m, e) = simplest_in_unit(l, h);
                Dyadic::from_i128(m, e)
            }
            _ => Dyadic::simplest_in_unit_big(low, high),
        };
        simplest_between_by(low, high, &Dyadic::floor, &in_unit)
    }

    /// The simplest number in (low, high), 0 ≤ low < high ≤ 1, on big
    /// integers: as `simplest_in_unit` (the multiple of
    /// the largest power of two in [a, b], a and b the nearest points
    /// strictly inside one level past the finer operand), the largest p
    /// with (a - 1) >> p < b >> p found by bisection.
    fn simplest_in_unit_big(low: &Dyadic, high: &Dyadic) -> Dyadic {
        let (l, h, e) = Dyadic::aligned(low, high, 1);
        let b = h - BigInt::from(1);
        let (mut fits, mut fails) = (0usize, b.bits() + 1);
        while fails - fits > 1 {
            let p = (fits + fails) / 2;
            if (&l >> p) < (&b >> p) {
                fits = p;
            } else {
                fails = p;
            }
        }
        Dyadic::from_big((&b >> fits) << fits, e)
    }

    /// Parses `p`, `-p` or `p/q` with `q` a power of two (not necessarily
    /// in lowest terms).
    pub fn parse(text: &[u8]) -> Result<Dyadic, ParseDyadicError> {
        let integer =
            |digits: &[u8]| BigInt::parse_bytes(digits).map_err(|_| ParseDyadicError::NotAnInteger);
        let Some(slash) = text.iter().position(|&b| b == b'/') else {
            return Ok(Dyadic::from_big(integer(text)?, 0));
        };
        let numerator = integer(&text[..slash])?;
        let denominator_text = &text[slash + 1..];
        if denominator_text
            .first()
            .is_some_and(|&b| !b.is_ascii_digit())
        {
            return Err(ParseDyadicError::NotAnInteger);
        }
        let denominator = integer(denominator_text)?;
        let exponent = denominator
            .trailing_zeros()
            .filter(|&k| denominator == BigInt::from(1) << k)
            .ok_or(ParseDyadicError::NotPowerOfTwo)?;
        Ok(Dyadic::from_big(numerator, exponent as u64))
    }
}

impl From<i64> for Dyadic {
    fn from(integer: i64) -> Self {
        Dyadic {
            repr: Repr::Small {
                numerator: integer,
                exponent: 0,
            },
        }
    }
}

impl Number for Dyadic {
    fn plus(&self, other: &Self) -> Self {
        self + other
    }

    fn negative(&self) -> Self {
        -self
    }

    fn halve(&self, bits: u64) -> Self {
        Dyadic::halve(self, bits)
    }

    fn signum(&self) -> i32 {
        Dyadic::signum(self)
    }

    fn denominator_exponent(&self) -> u64 {
        Dyadic::denominator_exponent(self)
    }

    fn from_notation(text: &[u8]) -> Result<Self, ParseDyadicError> {
        Dyadic::parse(text)
    }
}

impl SimplestNumber for Dyadic {
    fn simplest_between(low: Option<&Self>, high: Option<&Self>) -> Self {
        Dyadic::simplest_between(low, high)
    }
}

impl std::str::FromStr for Dyadic {
    type Err = ParseDyadicError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Dyadic::parse(text.as_bytes())
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        if let (Some((a, ae)), Some((b, be))) = (self.to_small(), other.to_small()) {
            let e = ae.max(be);
            return (i128::from(a) << (e - ae)).cmp(&(i128::from(b) << (e - be)));
        }
        let (a, b, _) = Dyadic::aligned(self, other, 0);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for &Dyadic {
    type Output = Dyadic;

    fn add(self, other: &Dyadic) -> Dyadic {
        if let (Some((a, ae)), Some((b, be))) = (self.to_small(), other.to_small()) {
            let e = ae.max(be);
            let sum = (i128::from(a) << (e - ae)) + (i128::from(b) << (e - be));
            return Dyadic::from_i128(sum, u64::from(e));
        }
        let (a, b, e) = Dyadic::aligned(self, other, 0);
        Dyadic::from_big(a + b, e)
    }
}

// No `Add for Dyadic` by value (`&a + &b` adds): the bundler keeps every
// operator impl of a type it keeps (an operator's use is not a name), and
// that one took partizan-value's bundle 108 bytes nearer the 64 KiB cap.
impl AddAssign<&Dyadic> for Dyadic {
    fn add_assign(&mut self, other: &Dyadic) {
        *self = &*self + other;
    }
}

impl AddAssign for Dyadic {
    fn add_assign(&mut self, other: Dyadic) {
        *self += &other;
    }
}

impl SubAssign<&Dyadic> for Dyadic {
    fn sub_assign(&mut self, other: &Dyadic) {
        *self = &*self - other;
    }
}

/// The sum of numbers (a sum of games that are numbers is their sum).
impl<'a> Sum<&'a Dyadic> for Dyadic {
    fn sum<I: Iterator<Item = &'a Dyadic>>(numbers: I) -> Dyadic {
        numbers.fold(Dyadic::zero(), |total, x| &total + x)
    }
}

impl Sum for Dyadic {
    fn sum<I: Iterator<Item = Dyadic>>(numbers: I) -> Dyadic {
        numbers.fold(Dyadic::zero(), |total, x| &total + &x)
    }
}

impl Sub for &Dyadic {
    type Output = Dyadic;

    fn sub(self, other: &Dyadic) -> Dyadic {
        self + &-other
    }
}

impl Neg for &Dyadic {
    type Output = Dyadic;

    fn neg(self) -> Dyadic {
        match &self.repr {
            Repr::Small {
                numerator,
                exponent,
            } => Dyadic::from_i128(-i128::from(*numerator), u64::from(*exponent)),
            Repr::Big {
                numerator,
                exponent,
            } => Dyadic::from_big(-numerator, *exponent),
        }
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;

    fn neg(self) -> Dyadic {
        -&self
    }
}

impl fmt::Display for Dyadic {
    /// `p` for an integer, else `p/q` in lowest terms.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match &self.repr {
            Repr::Small {
                numerator,
                exponent: 0,
            } => write!(f, "{numerator}"),
            Repr::Small {
                numerator,
                exponent,
            } => write!(f, "{numerator}/{}", 1u64 << exponent),
            Repr::Big {
                numerator,
                exponent,
            } => {
                write!(f, "{numerator}")?;
                if *exponent > 0 {
                    write!(f, "/{}", BigInt::from(1) << *exponent as usize)?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    fn d(text: &str) -> Dyadic {
        text.parse().unwrap()
    }

    /// The simplest number by its definition: the integer closest to 0
    /// strictly inside, else the first level 2^-k with a point inside.
    fn simplest_by_search(low: Option<f64>, high: Option<f64>) -> f64 {
        let inside = |x: f64| low.map_or(true, |l| l < x) && high.map_or(true, |h| x < h);
        for n in 0..200i64 {
            for x in [n as f64, -(n as f64)] {
                if inside(x) {
                    return x;
                }
            }
        }
        for k in 1..40 {
            let step = (0.5f64).powi(k);
            let start = (low.unwrap() / step).floor() as i64;
            for m in start..start + 4 {
                if inside(m as f64 * step) {
                    return m as f64 * step;
                }
            }
        }
        unreachable!()
    }

    fn to_f64(x: &Dyadic) -> f64 {
        let (n, e) = x.to_small().unwrap();
        n as f64 / (1u64 << e) as f64
    }

    #[test]
    fn simplest_between_matches_the_definition_on_small_values() {
        let mut rng = TestRng::new(29);
        for _ in 0..20_000 {
            let e1 = rng.below(6) as u32;
            let e2 = rng.below(6) as u32;
            let a = Dyadic::from_parts(rng.in_range(-40, 40), e1);
            let b = Dyadic::from_parts(rng.in_range(-40, 40), e2);
            if a >= b {
                continue;
            }
            let low = (rng.below(4) != 0).then_some(&a);
            let high = (rng.below(4) != 0).then_some(&b);
            let got = Dyadic::simplest_between(low, high);
            let want = simplest_by_search(low.map(to_f64), high.map(to_f64));
            assert_eq!(to_f64(&got), want, "between {low:?} and {high:?}");
        }
    }

    #[test]
    fn big_and_small_paths_agree() {
        let mut rng = TestRng::new(7);
        for _ in 0..5000 {
            let a = Dyadic::from_parts(rng.in_range(-1000, 1000), rng.below(12) as u32);
            let b = Dyadic::from_parts(rng.in_range(-1000, 1000), rng.below(12) as u32);
            // The same values scaled past the inline range, then back.
            let shift = 100;
            let big =
                |x: &Dyadic| Dyadic::from_big(x.numerator() << shift, x.denominator_exponent());
            let (ba, bb) = (big(&a), big(&b));
            assert!(ba.to_small().is_none() || a.is_zero());
            assert_eq!((&ba + &bb).halve(shift as u64), &a + &b);
            assert_eq!((&ba - &bb).halve(shift as u64), &a - &b);
            assert_eq!(ba.cmp(&bb), a.cmp(&b));
            assert_eq!(ba.halve(shift as u64), a);
            let huge = Dyadic::from_big(BigInt::from(1) << 100, 0);
            assert_eq!((&a + &huge).floor(), &a.floor() + &huge);
            // Inside one unit interval, both methods find the same point.
            let (low, high) = (a.clone().min(b.clone()), a.max(b));
            if low < high && low.signum() >= 0 && high.floor() == low.floor() {
                let (m, e) = simplest_in_unit(low.to_small().unwrap(), high.to_small().unwrap());
                let small = Dyadic::from_i128(m, e);
                assert_eq!(small, Dyadic::simplest_in_unit_big(&low, &high));
                assert_eq!(Dyadic::simplest_between(Some(&low), Some(&high)), small);
            }
        }
    }

    #[test]
    fn parses_and_prints() {
        assert_eq!(d("6/8").to_string(), "3/4");
        assert_eq!(d("-4/2").to_string(), "-2");
        assert_eq!(d("0/16").to_string(), "0");
        assert_eq!(d("-1/1").to_string(), "-1");
        assert_eq!(
            "1/0".parse::<Dyadic>(),
            Err(ParseDyadicError::NotPowerOfTwo)
        );
        assert_eq!(
            "1/6".parse::<Dyadic>(),
            Err(ParseDyadicError::NotPowerOfTwo)
        );
        assert_eq!(
            "1/-2".parse::<Dyadic>(),
            Err(ParseDyadicError::NotAnInteger)
        );
        assert_eq!("1/".parse::<Dyadic>(), Err(ParseDyadicError::NotAnInteger));
        let huge = Dyadic::from_parts(1, 0).halve(1000);
        assert_eq!(huge.to_string(), format!("1/{}", BigInt::from(1) << 1000));
        assert_eq!(huge.to_string().parse::<Dyadic>().unwrap(), huge);
        assert_eq!(d("-7/4").floor(), d("-2"));
        assert_eq!(huge.floor(), d("0"));
        assert_eq!((-&huge).floor(), d("-1"));
    }

    #[test]
    fn simplest_between_at_huge_denominators() {
        // Between 1/2^1000 and 1/2^999 the simplest is 3/2^1001.
        let low = Dyadic::from(1).halve(1000);
        let high = Dyadic::from(1).halve(999);
        assert_eq!(
            Dyadic::simplest_between(Some(&low), Some(&high)),
            Dyadic::from(3).halve(1001)
        );
        let high = &low + &Dyadic::from(1).halve(900);
        assert_eq!(
            Dyadic::simplest_between(Some(&low), Some(&high)),
            Dyadic::from(1).halve(900)
        );
    }
}
