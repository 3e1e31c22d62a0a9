//! [`BigInt`]: an arbitrary-precision signed integer, sign and magnitude.

use super::{decimal, limbs};
use std::borrow::Borrow;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{
    Add, AddAssign, Div, DivAssign, Mul, MulAssign, Neg, Rem, RemAssign, Shl, Shr, Sub, SubAssign,
};
use std::str::FromStr;

/// An arbitrary-precision signed integer.
///
/// Stored as a sign and a magnitude in little-endian `u64` limbs with no
/// zero limb at the top; zero has no limbs and is never negative, so the
/// derived equality and hash are those of the value. Costs are in limbs
/// (n, m the operands' lengths): `+ -` O(n + m); `*` O(n·m) below 48
/// limbs, Karatsuba O(n^1.585) above; `/ %` O(m·(n − m + 1)) (Knuth's
/// algorithm D); decimal printing and parsing by divide and conquer.
///
/// Operators take owned or borrowed operands: `&a + &b` allocates only
/// the result, `a += &b` reuses `a`'s buffer.
///
/// # Example
/// ```
/// use game_theory::exact::BigInt;
/// let a: BigInt = "-123456789012345678901234567890".parse().unwrap();
/// let b = BigInt::from(1_000_000_007u64);
/// let (q, r) = a.div_rem(&b);
/// assert_eq!(&q * &b + &r, a);
/// assert!(r.is_negative()); // truncating division: r takes a's sign
/// assert_eq!(BigInt::from(2).pow(100).to_string(), "1267650600228229401496703205376");
/// assert_eq!(BigInt::from(12).gcd(&BigInt::from(-18)), BigInt::from(6));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BigInt {
    negative: bool,
    magnitude: Vec<u64>,
}

/// Why a string is not a decimal integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseBigIntError {
    /// No digits (an empty string, or a sign alone).
    Empty,
    /// A byte other than an ASCII digit, at this byte offset.
    InvalidDigit(usize),
}

impl fmt::Display for ParseBigIntError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ParseBigIntError::Empty => write!(f, "no digits in integer"),
            ParseBigIntError::InvalidDigit(at) => write!(f, "invalid digit at byte {at}"),
        }
    }
}

impl std::error::Error for ParseBigIntError {}

/// A [`BigInt`] too large for the machine integer it was converted to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TryFromBigIntError;

impl fmt::Display for TryFromBigIntError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "integer out of range for the target type")
    }
}

impl std::error::Error for TryFromBigIntError {}

impl BigInt {
    /// Zero.
    pub fn zero() -> Self {
        BigInt::default()
    }

    /// The value with this sign and magnitude (zero is never negative).
    fn from_parts(negative: bool, mut magnitude: Vec<u64>) -> Self {
        limbs::trim(&mut magnitude);
        BigInt {
            negative: negative && !magnitude.is_empty(),
            magnitude,
        }
    }

    /// Whether the value is 0. O(1).
    pub fn is_zero(&self) -> bool {
        self.magnitude.is_empty()
    }

    /// Whether the value is below 0. O(1).
    pub fn is_negative(&self) -> bool {
        self.negative
    }

    /// −1, 0 or 1 by the sign. O(1).
    pub fn signum(&self) -> i32 {
        match (self.negative, self.is_zero()) {
            (true, _) => -1,
            (false, true) => 0,
            (false, false) => 1,
        }
    }

    /// |self|. O(n).
    pub fn abs(&self) -> BigInt {
        BigInt::from_parts(false, self.magnitude.clone())
    }

    /// Bits of |self| (0 for zero): `2^(bits − 1) <= |self| < 2^bits`. O(1).
    pub fn bits(&self) -> usize {
        limbs::bits(&self.magnitude)
    }

    /// Zero bits below the lowest one bit of |self|; `None` for zero. O(n).
    pub fn trailing_zeros(&self) -> Option<usize> {
        (!self.is_zero()).then(|| limbs::trailing_zeros(&self.magnitude))
    }

    /// `self^exponent` by repeated squaring (`0^0 = 1`).
    pub fn pow(&self, mut exponent: u32) -> BigInt {
        let mut result = BigInt::from(1);
        let mut base = self.clone();
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = &result * &base;
            }
            exponent >>= 1;
            if exponent > 0 {
                base = &base * &base;
            }
        }
        result
    }

    /// The greatest common divisor of |self| and |other|, never negative;
    /// `gcd(0, 0) = 0`. Lehmer's method: O(n²) limb operations, about 60
    /// bits removed per pass over the limbs.
    pub fn gcd(&self, other: &BigInt) -> BigInt {
        BigInt::from_parts(false, limbs::gcd(&self.magnitude, &other.magnitude))
    }

    /// `(self / divisor, self % divisor)` with Rust's truncating semantics:
    /// the quotient rounds toward zero and the remainder takes `self`'s sign.
    ///
    /// # Panics
    /// If `divisor` is zero.
    pub fn div_rem(&self, divisor: &BigInt) -> (BigInt, BigInt) {
        let (q, r) = limbs::div_rem(&self.magnitude, &divisor.magnitude);
        (
            BigInt::from_parts(self.negative != divisor.negative, q),
            BigInt::from_parts(self.negative, r),
        )
    }

    /// The quotient rounded toward −∞ (Python's `//`).
    ///
    /// # Panics
    /// If `divisor` is zero.
    pub fn div_floor(&self, divisor: &BigInt) -> BigInt {
        let (q, r) = self.div_rem(divisor);
        if !r.is_zero() && r.negative != divisor.negative {
            q - BigInt::from(1)
        } else {
            q
        }
    }

    /// The remainder in `0..|divisor|`, as `i64::rem_euclid`.
    ///
    /// # Panics
    /// If `divisor` is zero.
    pub fn rem_euclid(&self, divisor: &BigInt) -> BigInt {
        let r = self % divisor;
        if r.negative {
            r + divisor.abs()
        } else {
            r
        }
    }

    /// `self / divisor` for a division known to leave no remainder (the
    /// Bareiss step of fraction-free elimination), by exact division from
    /// the low limbs: about half the work of `/`. Checked by a debug
    /// assertion only; in a release build an inexact division returns a
    /// meaningless value.
    ///
    /// # Panics
    /// If `divisor` is zero, or (debug builds) if it does not divide `self`.
    pub fn div_exact(&self, divisor: &BigInt) -> BigInt {
        let q = limbs::div_exact(&self.magnitude, &divisor.magnitude);
        let q = BigInt::from_parts(self.negative != divisor.negative, q);
        debug_assert!(
            &q * divisor == *self,
            "div_exact: {self} is not a multiple of {divisor}"
        );
        q
    }

    /// The value as an `i128`, if it fits.
    pub fn to_i128(&self) -> Option<i128> {
        if self.magnitude.len() > 2 {
            return None;
        }
        let m = limbs::to_u128(&self.magnitude);
        if self.negative {
            0i128.checked_sub_unsigned(m)
        } else {
            i128::try_from(m).ok()
        }
    }

    /// Adds `±magnitude` (negative when `negative`) in place: the one
    /// signed-sum routine behind `+` and `-`.
    fn add_signed(&mut self, negative: bool, magnitude: &[u64]) {
        if self.negative == negative {
            limbs::add_assign(&mut self.magnitude, magnitude);
        } else if limbs::compare(&self.magnitude, magnitude) != Ordering::Less {
            limbs::sub_assign(&mut self.magnitude, magnitude);
        } else {
            limbs::sub_from(&mut self.magnitude, magnitude);
            self.negative = negative;
        }
        self.negative &= !self.magnitude.is_empty();
    }

    /// A copy of `self` with room for one more limb (a sum's carry).
    fn with_headroom(&self, other: &BigInt) -> BigInt {
        let mut magnitude = Vec::with_capacity(self.magnitude.len().max(other.magnitude.len()) + 1);
        magnitude.extend_from_slice(&self.magnitude);
        BigInt {
            negative: self.negative,
            magnitude,
        }
    }
}

impl Ord for BigInt {
    fn cmp(&self, other: &BigInt) -> Ordering {
        match (self.negative, other.negative) {
            (false, true) => Ordering::Greater,
            (true, false) => Ordering::Less,
            (false, false) => limbs::compare(&self.magnitude, &other.magnitude),
            (true, true) => limbs::compare(&other.magnitude, &self.magnitude),
        }
    }
}

impl PartialOrd for BigInt {
    fn partial_cmp(&self, other: &BigInt) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for BigInt {
    /// Decimal; honours width, fill and `+` like the machine integers.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.pad_integral(!self.negative, "", &decimal::to_decimal(&self.magnitude))
    }
}

impl FromStr for BigInt {
    type Err = ParseBigIntError;

    /// Decimal digits with an optional `+` or `-` in front; nothing else
    /// (no spaces, no `_`).
    fn from_str(text: &str) -> Result<BigInt, ParseBigIntError> {
        BigInt::parse_bytes(text.as_bytes())
    }
}

impl BigInt {
    /// What [`FromStr`] reads, from bytes: decimal digits with an optional
    /// `+` or `-` in front, nothing else. For input read as bytes, which
    /// need not be UTF-8 first.
    ///
    /// # Example
    /// ```
    /// use game_theory::exact::{BigInt, ParseBigIntError};
    /// assert_eq!(BigInt::parse_bytes(b"-12"), Ok(BigInt::from(-12)));
    /// assert_eq!(BigInt::parse_bytes(b"1\xff"), Err(ParseBigIntError::InvalidDigit(1)));
    /// ```
    pub fn parse_bytes(bytes: &[u8]) -> Result<BigInt, ParseBigIntError> {
        let (negative, digits) = match bytes.first() {
            Some(b'-') => (true, &bytes[1..]),
            Some(b'+') => (false, &bytes[1..]),
            _ => (false, bytes),
        };
        if digits.is_empty() {
            return Err(ParseBigIntError::Empty);
        }
        if let Some(at) = digits.iter().position(|d| !d.is_ascii_digit()) {
            return Err(ParseBigIntError::InvalidDigit(
                at + bytes.len() - digits.len(),
            ));
        }
        Ok(BigInt::from_parts(negative, decimal::parse_decimal(digits)))
    }
}

impl From<i128> for BigInt {
    fn from(value: i128) -> BigInt {
        BigInt::from_parts(value < 0, limbs::from_u128(value.unsigned_abs()))
    }
}

impl From<u128> for BigInt {
    fn from(value: u128) -> BigInt {
        BigInt::from_parts(false, limbs::from_u128(value))
    }
}

impl From<i64> for BigInt {
    fn from(value: i64) -> BigInt {
        BigInt::from(i128::from(value))
    }
}

impl From<u64> for BigInt {
    fn from(value: u64) -> BigInt {
        BigInt::from(u128::from(value))
    }
}

impl From<i32> for BigInt {
    fn from(value: i32) -> BigInt {
        BigInt::from(i128::from(value))
    }
}

impl From<u32> for BigInt {
    fn from(value: u32) -> BigInt {
        BigInt::from(u128::from(value))
    }
}

impl From<usize> for BigInt {
    fn from(value: usize) -> BigInt {
        BigInt::from(value as u128)
    }
}

impl TryFrom<&BigInt> for i128 {
    type Error = TryFromBigIntError;

    fn try_from(value: &BigInt) -> Result<i128, TryFromBigIntError> {
        value.to_i128().ok_or(TryFromBigIntError)
    }
}

impl TryFrom<&BigInt> for i64 {
    type Error = TryFromBigIntError;

    fn try_from(value: &BigInt) -> Result<i64, TryFromBigIntError> {
        let wide = value.to_i128().ok_or(TryFromBigIntError)?;
        i64::try_from(wide).map_err(|_| TryFromBigIntError)
    }
}

impl Neg for BigInt {
    type Output = BigInt;

    fn neg(mut self) -> BigInt {
        self.negative = !self.negative && !self.is_zero();
        self
    }
}

impl Neg for &BigInt {
    type Output = BigInt;

    fn neg(self) -> BigInt {
        -self.clone()
    }
}

// Each operator has one implementation, on a borrowed left operand or in
// place; the other forms forward to it. `T: Borrow<BigInt>` takes the right
// operand owned or borrowed in one impl, which keeps bundles small.

impl<T: Borrow<BigInt>> AddAssign<T> for BigInt {
    fn add_assign(&mut self, other: T) {
        let other = other.borrow();
        self.add_signed(other.negative, &other.magnitude);
    }
}

impl<T: Borrow<BigInt>> Add<T> for BigInt {
    type Output = BigInt;

    fn add(mut self, other: T) -> BigInt {
        self += other;
        self
    }
}

impl<T: Borrow<BigInt>> Add<T> for &BigInt {
    type Output = BigInt;

    fn add(self, other: T) -> BigInt {
        self.with_headroom(other.borrow()) + other
    }
}

impl<T: Borrow<BigInt>> SubAssign<T> for BigInt {
    fn sub_assign(&mut self, other: T) {
        let other = other.borrow();
        self.add_signed(!other.negative, &other.magnitude);
    }
}

impl<T: Borrow<BigInt>> Sub<T> for BigInt {
    type Output = BigInt;

    fn sub(mut self, other: T) -> BigInt {
        self -= other;
        self
    }
}

impl<T: Borrow<BigInt>> Sub<T> for &BigInt {
    type Output = BigInt;

    fn sub(self, other: T) -> BigInt {
        self.with_headroom(other.borrow()) - other
    }
}

impl<T: Borrow<BigInt>> Mul<T> for &BigInt {
    type Output = BigInt;

    fn mul(self, other: T) -> BigInt {
        let other = other.borrow();
        let magnitude = limbs::mul(&self.magnitude, &other.magnitude);
        BigInt::from_parts(self.negative != other.negative, magnitude)
    }
}

impl<T: Borrow<BigInt>> Mul<T> for BigInt {
    type Output = BigInt;

    fn mul(self, other: T) -> BigInt {
        &self * other
    }
}

impl<T: Borrow<BigInt>> MulAssign<T> for BigInt {
    fn mul_assign(&mut self, other: T) {
        *self = &*self * other;
    }
}

impl<T: Borrow<BigInt>> Div<T> for &BigInt {
    type Output = BigInt;

    /// Rounds toward zero. Panics if `other` is zero.
    fn div(self, other: T) -> BigInt {
        self.div_rem(other.borrow()).0
    }
}

impl<T: Borrow<BigInt>> Div<T> for BigInt {
    type Output = BigInt;

    fn div(self, other: T) -> BigInt {
        &self / other
    }
}

impl<T: Borrow<BigInt>> DivAssign<T> for BigInt {
    fn div_assign(&mut self, other: T) {
        *self = &*self / other;
    }
}

impl<T: Borrow<BigInt>> Rem<T> for &BigInt {
    type Output = BigInt;

    /// Takes `self`'s sign. Panics if `other` is zero.
    fn rem(self, other: T) -> BigInt {
        self.div_rem(other.borrow()).1
    }
}

impl<T: Borrow<BigInt>> Rem<T> for BigInt {
    type Output = BigInt;

    fn rem(self, other: T) -> BigInt {
        &self % other
    }
}

impl<T: Borrow<BigInt>> RemAssign<T> for BigInt {
    fn rem_assign(&mut self, other: T) {
        *self = &*self % other;
    }
}

impl Shl<usize> for &BigInt {
    type Output = BigInt;

    /// `self · 2^bits`.
    fn shl(self, bits: usize) -> BigInt {
        BigInt::from_parts(self.negative, limbs::shl(&self.magnitude, bits))
    }
}

impl Shl<usize> for BigInt {
    type Output = BigInt;

    fn shl(self, bits: usize) -> BigInt {
        &self << bits
    }
}

impl Shr<usize> for &BigInt {
    type Output = BigInt;

    /// Shifts the magnitude: `self / 2^bits` rounded toward zero, so
    /// `-5 >> 1 == -2` (where `-5i64 >> 1 == -3` rounds toward −∞).
    fn shr(self, bits: usize) -> BigInt {
        BigInt::from_parts(self.negative, limbs::shr(&self.magnitude, bits))
    }
}

impl Shr<usize> for BigInt {
    type Output = BigInt;

    fn shr(self, bits: usize) -> BigInt {
        &self >> bits
    }
}
