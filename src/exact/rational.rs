//! [`Rational`]: an exact fraction of two [`BigInt`]s, always in lowest
//! terms with a positive denominator.

use super::bigint::{BigInt, ParseBigIntError};
use std::borrow::Borrow;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Div, DivAssign, Mul, MulAssign, Neg, Sub, SubAssign};
use std::str::FromStr;

/// An exact rational number `numer / denom`, `gcd(numer, denom) = 1` and
/// `denom > 0`, so the derived equality and hash are those of the value.
///
/// Sums and products reduce with Knuth's gcd shortcuts (TAOCP 4.5.1): the
/// gcds are taken of the operands' smaller parts, not of the full result.
/// Comparison cross-multiplies. Costs are those of a few [`BigInt`]
/// products and gcds of the parts.
///
/// # Example
/// ```
/// use game_theory::exact::{rational::Rational, BigInt};
/// let third = Rational::new(BigInt::from(2), BigInt::from(-6));
/// assert_eq!(third.to_string(), "-1/3");
/// let sum = &third + &"5/6".parse::<Rational>().unwrap();
/// assert_eq!(sum.to_string(), "1/2");
/// assert!(sum > third);
/// assert_eq!(Rational::from(7).to_string(), "7");
/// assert_eq!(Rational::new(BigInt::from(-7), BigInt::from(2)).floor(), BigInt::from(-4));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rational {
    numer: BigInt,
    denom: BigInt,
}

/// Why a string is not a fraction `p/q` or an integer `p`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseRationalError {
    /// The numerator or the denominator is not a decimal integer.
    Integer(ParseBigIntError),
    /// The denominator is zero.
    ZeroDenominator,
}

impl fmt::Display for ParseRationalError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ParseRationalError::Integer(e) => e.fmt(f),
            ParseRationalError::ZeroDenominator => write!(f, "zero denominator"),
        }
    }
}

impl std::error::Error for ParseRationalError {}

impl From<ParseBigIntError> for ParseRationalError {
    fn from(e: ParseBigIntError) -> Self {
        ParseRationalError::Integer(e)
    }
}

impl Rational {
    /// `numer / denom` in lowest terms.
    ///
    /// # Panics
    /// If `denom` is zero.
    pub fn new(numer: BigInt, denom: BigInt) -> Rational {
        assert!(!denom.is_zero(), "zero denominator");
        let g = numer.gcd(&denom);
        let (mut numer, mut denom) = (numer.div_exact(&g), denom.div_exact(&g));
        if denom.is_negative() {
            numer = -numer;
            denom = -denom;
        }
        Rational { numer, denom }
    }

    /// The numerator (its sign is the value's).
    pub fn numer(&self) -> &BigInt {
        &self.numer
    }

    /// The denominator, always positive.
    pub fn denom(&self) -> &BigInt {
        &self.denom
    }

    /// Whether the value is 0.
    pub fn is_zero(&self) -> bool {
        self.numer.is_zero()
    }

    /// Whether the denominator is 1.
    pub fn is_integer(&self) -> bool {
        self.denom == BigInt::from(1)
    }

    /// `1 / self`.
    ///
    /// # Panics
    /// If `self` is zero.
    pub fn recip(&self) -> Rational {
        assert!(!self.is_zero(), "reciprocal of zero");
        let (numer, denom) = (self.denom.clone(), self.numer.clone());
        if denom.is_negative() {
            Rational {
                numer: -numer,
                denom: -denom,
            }
        } else {
            Rational { numer, denom }
        }
    }

    /// The largest integer not above the value.
    pub fn floor(&self) -> BigInt {
        self.numer.div_floor(&self.denom)
    }

    /// The smallest integer not below the value.
    pub fn ceil(&self) -> BigInt {
        -(-&self.numer).div_floor(&self.denom)
    }

    /// `a/b ± c/d` with `g = gcd(b, d)`: `(a·(d/g) ± c·(b/g)) / (b/g · d)`,
    /// then only `gcd(numerator, g)` can remain to cancel.
    fn add_signed(&self, other: &Rational, subtract: bool) -> Rational {
        let g = self.denom.gcd(&other.denom);
        let (b, d) = (self.denom.div_exact(&g), other.denom.div_exact(&g));
        let left = &self.numer * &d;
        let right = &other.numer * &b;
        let numer = if subtract { left - right } else { left + right };
        if numer.is_zero() {
            return Rational::from(0);
        }
        let h = numer.gcd(&g);
        Rational {
            numer: numer.div_exact(&h),
            denom: &b * &other.denom.div_exact(&h),
        }
    }

    /// `(a/b)·(c/d)` with the cross gcds cancelled first: `gcd(a, d)` and
    /// `gcd(c, b)`, after which the product is in lowest terms.
    fn times(&self, other: &Rational) -> Rational {
        if self.is_zero() || other.is_zero() {
            return Rational::from(0);
        }
        let g1 = self.numer.gcd(&other.denom);
        let g2 = other.numer.gcd(&self.denom);
        Rational {
            numer: &self.numer.div_exact(&g1) * &other.numer.div_exact(&g2),
            denom: &self.denom.div_exact(&g2) * &other.denom.div_exact(&g1),
        }
    }
}

impl From<BigInt> for Rational {
    fn from(numer: BigInt) -> Rational {
        Rational {
            numer,
            denom: BigInt::from(1),
        }
    }
}

impl From<i64> for Rational {
    fn from(value: i64) -> Rational {
        Rational::from(BigInt::from(value))
    }
}

impl Ord for Rational {
    fn cmp(&self, other: &Rational) -> Ordering {
        let by_sign = self.numer.signum().cmp(&other.numer.signum());
        if by_sign != Ordering::Equal || self.denom == other.denom {
            return by_sign.then_with(|| self.numer.cmp(&other.numer));
        }
        (&self.numer * &other.denom).cmp(&(&other.numer * &self.denom))
    }
}

impl PartialOrd for Rational {
    fn partial_cmp(&self, other: &Rational) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Rational {
    /// `p/q`, or `p` alone for an integer; a `-` in front when negative.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.is_integer() {
            write!(f, "{}", self.numer)
        } else {
            write!(f, "{}/{}", self.numer, self.denom)
        }
    }
}

impl FromStr for Rational {
    type Err = ParseRationalError;

    /// `p/q` or `p`, each a decimal integer with an optional sign; reduced.
    fn from_str(text: &str) -> Result<Rational, ParseRationalError> {
        let (numer, denom) = match text.split_once('/') {
            Some((p, q)) => (p.parse::<BigInt>()?, q.parse::<BigInt>()?),
            None => (text.parse::<BigInt>()?, BigInt::from(1)),
        };
        if denom.is_zero() {
            return Err(ParseRationalError::ZeroDenominator);
        }
        Ok(Rational::new(numer, denom))
    }
}

impl Neg for Rational {
    type Output = Rational;

    fn neg(self) -> Rational {
        Rational {
            numer: -self.numer,
            denom: self.denom,
        }
    }
}

impl Neg for &Rational {
    type Output = Rational;

    fn neg(self) -> Rational {
        -self.clone()
    }
}

// One implementation per operator on borrowed operands; the owned and
// assigning forms forward to it. `T: Borrow<Rational>` takes the right
// operand owned or borrowed in one impl, which keeps bundles small.

impl<T: Borrow<Rational>> Add<T> for &Rational {
    type Output = Rational;

    fn add(self, other: T) -> Rational {
        self.add_signed(other.borrow(), false)
    }
}

impl<T: Borrow<Rational>> Add<T> for Rational {
    type Output = Rational;

    fn add(self, other: T) -> Rational {
        &self + other
    }
}

impl<T: Borrow<Rational>> AddAssign<T> for Rational {
    fn add_assign(&mut self, other: T) {
        *self = &*self + other;
    }
}

impl<T: Borrow<Rational>> Sub<T> for &Rational {
    type Output = Rational;

    fn sub(self, other: T) -> Rational {
        self.add_signed(other.borrow(), true)
    }
}

impl<T: Borrow<Rational>> Sub<T> for Rational {
    type Output = Rational;

    fn sub(self, other: T) -> Rational {
        &self - other
    }
}

impl<T: Borrow<Rational>> SubAssign<T> for Rational {
    fn sub_assign(&mut self, other: T) {
        *self = &*self - other;
    }
}

impl<T: Borrow<Rational>> Mul<T> for &Rational {
    type Output = Rational;

    fn mul(self, other: T) -> Rational {
        self.times(other.borrow())
    }
}

impl<T: Borrow<Rational>> Mul<T> for Rational {
    type Output = Rational;

    fn mul(self, other: T) -> Rational {
        &self * other
    }
}

impl<T: Borrow<Rational>> MulAssign<T> for Rational {
    fn mul_assign(&mut self, other: T) {
        *self = &*self * other;
    }
}

impl<T: Borrow<Rational>> Div<T> for &Rational {
    type Output = Rational;

    /// Panics if `other` is zero.
    fn div(self, other: T) -> Rational {
        self.times(&other.borrow().recip())
    }
}

impl<T: Borrow<Rational>> Div<T> for Rational {
    type Output = Rational;

    fn div(self, other: T) -> Rational {
        &self / other
    }
}

impl<T: Borrow<Rational>> DivAssign<T> for Rational {
    fn div_assign(&mut self, other: T) {
        *self = &*self / other;
    }
}
