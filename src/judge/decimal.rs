//! Decimal integers from bytes: one token at a time (signed numbers, odd
//! tokens, and the reasons for error messages), and eight bytes at once for the scanner's pass over plain digits. Apart from
//! [`crate::judge::input`], which keeps its place in the input, names what
//! it reads and checks ranges: this module only turns bytes into numbers.

/// The value of a decimal integer token: `Some((negative, magnitude))`, where
/// a magnitude too large for `u64` is `None`; `None` if it is not an integer.
///
/// One pass, with no branch per digit for overflow: the digits wrap, and
/// whether they did is gathered on the side (as fast as a loop that cannot
/// overflow, and right for any number of leading zeros).
#[inline]
pub(crate) fn parse_integer(token: &[u8]) -> Option<(bool, Option<u64>)> {
    let (negative, digits) = match token {
        [b'-', rest @ ..] => (true, rest),
        _ => (false, token),
    };
    if digits.is_empty() {
        return None;
    }
    let (mut magnitude, mut overflowed) = (0u64, false);
    for &d in digits {
        let digit = d.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        let (times_ten, over_mul) = magnitude.overflowing_mul(10);
        let (sum, over_add) = times_ten.overflowing_add(u64::from(digit));
        overflowed |= over_mul | over_add;
        magnitude = sum;
    }
    Some((negative, (!overflowed).then_some(magnitude)))
}

/// `10^k` for the `k` digits one word can hold.
// Written without digit separators, so that rustfmt keeps it on one line.
pub(crate) const POWERS_OF_TEN: [u64; 9] = [
    1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000,
];

/// How many of the bytes of `word` (eight bytes of text, the first in the
/// lowest byte) are digits before the first that is not, and the number
/// they spell.
///
/// All eight bytes are handled at once: one test finds the first byte that
/// is not a digit, and three multiplications join the digits in pairs,
/// fours and eights. Reading green-hackenbush's largest input (2·10^6
/// numbers of up to 7 digits) took 16.1 ms a digit at a time, 13.8 ms
/// this way.
#[inline(always)]
pub(crate) fn leading_digits(word: u64) -> (u64, usize) {
    const ONES: u64 = u64::MAX / 255;
    let digits = word ^ (ONES * u64::from(b'0'));
    // A byte is a digit when it is below 10 once '0' is taken off: adding
    // 0x76 to its low 7 bits reaches the top bit exactly when those bits
    // make 10 or more, and a top bit already set is no digit either.
    let not_digits = (((digits & (ONES * 0x7F)) + ONES * 0x76) | digits) & (ONES * 0x80);
    let len = (not_digits.trailing_zeros() / 8) as usize;
    if len == 0 {
        return (0, 0);
    }
    // The digits moved to the top bytes, as if led by zeros to make 8;
    // the first digit is the lowest byte, so each step multiplies the
    // lower half of a group by its weight and adds the upper half.
    let mut value = digits << (64 - 8 * len);
    value = (value * 10 + (value >> 8)) & 0x00FF_00FF_00FF_00FF;
    value = (value * 100 + (value >> 16)) & 0x0000_FFFF_0000_FFFF;
    value = (value * 10_000 + (value >> 32)) & 0xFFFF_FFFF;
    (value, len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_prefix_of_digits_in_a_word_is_read() {
        for text in [
            "", "x", "7", "12 4", "1234567", "12345678", "00000009", "9/", "5:",
        ] {
            let mut bytes = [b' '; 8];
            bytes[..text.len()].copy_from_slice(text.as_bytes());
            let len = text.bytes().take_while(u8::is_ascii_digit).count();
            let value = text[..len].parse::<u64>().unwrap_or(0);
            assert_eq!(
                leading_digits(u64::from_le_bytes(bytes)),
                (value, len),
                "{text:?}"
            );
        }
    }

    #[test]
    fn tokens_are_read_as_str_parse_reads_them() {
        for token in [
            "0",
            "-0",
            "17",
            "-17",
            "9223372036854775807",
            "18446744073709551615",
            "-000123",
            "000000000000000000000000018446744073709551615",
        ] {
            let (negative, magnitude) = parse_integer(token.as_bytes()).unwrap();
            let value = i128::from(magnitude.unwrap());
            let value = if negative { -value } else { value };
            assert_eq!(Some(value), token.parse::<i128>().ok(), "{token}");
        }
        for token in ["", "-", "+1", "1-", "0x1", "1e3", "--1", "1 2"] {
            assert_eq!(parse_integer(token.as_bytes()), None, "{token}");
        }
        for token in [
            "18446744073709551616",
            "99999999999999999999",
            "-36893488147419103232",
        ] {
            assert!(
                matches!(parse_integer(token.as_bytes()), Some((_, None))),
                "{token}"
            );
        }
    }
}
