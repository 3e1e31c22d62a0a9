//! `exact::BigInt` and `exact::Rational` against machine integers on small
//! operands, against algebraic identities and independent slow methods on
//! big ones (values near powers of 2^64 and all-ones limbs, which reach the
//! rare correction steps of long division).

use game_theory::exact::rational::{ParseRationalError, Rational};
use game_theory::exact::{BigInt, ParseBigIntError};
use game_theory::testing::rng::TestRng;
use std::cmp::Ordering;

fn big(v: i128) -> BigInt {
    BigInt::from(v)
}

/// A small operand: edge values often, random 64-bit values otherwise.
fn small_operand(rng: &mut TestRng) -> i64 {
    const EDGES: [i64; 9] = [0, 1, -1, 2, -2, i64::MIN, i64::MAX, i64::MIN + 1, 1 << 32];
    match rng.below(4) {
        0 => EDGES[rng.below(EDGES.len() as u64) as usize],
        1 => rng.in_range(-1000, 1000),
        _ => rng.next_u64() as i64,
    }
}

#[test]
fn small_operands_agree_with_i128() {
    let mut rng = TestRng::new(1);
    for _ in 0..20_000 {
        let (x, y) = (small_operand(&mut rng), small_operand(&mut rng));
        let (wx, wy) = (i128::from(x), i128::from(y));
        let (a, b) = (BigInt::from(x), BigInt::from(y));
        assert_eq!(&a + &b, big(wx + wy), "{x} + {y}");
        assert_eq!(&a - &b, big(wx - wy), "{x} - {y}");
        assert_eq!(&a * &b, big(wx * wy), "{x} * {y}");
        assert_eq!(a.cmp(&b), x.cmp(&y));
        assert_eq!(a.to_string(), x.to_string());
        assert_eq!(x.to_string().parse::<BigInt>(), Ok(a.clone()));
        assert_eq!(i64::try_from(&a), Ok(x));
        assert_eq!(a.signum(), x.signum() as i32);
        assert_eq!(a.bits(), 128 - wx.unsigned_abs().leading_zeros() as usize);
        assert_eq!(a.gcd(&b), big(euclid(wx, wy)));
        if y != 0 {
            assert_eq!(&a / &b, big(wx / wy), "{x} / {y}");
            assert_eq!(&a % &b, big(wx % wy), "{x} % {y}");
            assert_eq!(
                a.div_floor(&b),
                big(wx.div_euclid(wy) - i128::from(wx.rem_euclid(wy) != 0 && wy < 0))
            );
            assert_eq!(a.rem_euclid(&b), big(wx.rem_euclid(wy)));
            if wx % wy == 0 {
                assert_eq!(a.div_exact(&b), big(wx / wy));
            }
        }
        let shift = rng.below(70) as usize;
        assert_eq!(&a << shift, big(wx) * big(1i128 << shift));
        let toward_zero = wx.signum() * (wx.abs() >> shift.min(127));
        assert_eq!(&a >> shift, big(toward_zero), "{x} >> {shift}");
        let e = rng.below(3) as u32;
        assert_eq!(a.pow(e), big(wx.pow(e)));
    }
}

fn euclid(mut a: i128, mut b: i128) -> i128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.abs()
}

#[test]
fn conversions_at_the_machine_limits() {
    for v in [i128::MIN, i128::MIN + 1, i128::MAX, 0, -1] {
        assert_eq!(big(v).to_string(), v.to_string());
        assert_eq!(i128::try_from(&big(v)), Ok(v));
    }
    assert_eq!(BigInt::from(u128::MAX).to_string(), u128::MAX.to_string());
    assert!(i128::try_from(&BigInt::from(u128::MAX)).is_err());
    assert!(i128::try_from(&(big(i128::MIN) - big(1))).is_err());
    assert!(i64::try_from(&big(i128::from(i64::MAX) + 1)).is_err());
    assert_eq!(i64::try_from(&big(i128::from(i64::MIN))), Ok(i64::MIN));
    assert_eq!(BigInt::from(u64::MAX) + BigInt::from(1u32), big(1 << 64));
    assert_eq!(BigInt::from(usize::MAX).to_string(), usize::MAX.to_string());
    assert_eq!(BigInt::from(-5i32).abs(), big(5));
    assert_eq!(-big(0), big(0));
    assert!(!(-big(0)).is_negative());
    assert_eq!(big(0).trailing_zeros(), None);
    assert_eq!(big(-96).trailing_zeros(), Some(5));
    assert_eq!(big(0).pow(0), big(1));
    assert_eq!(
        format!("{:>6}|{:+}|{:05}", big(-42), big(7), big(-3)),
        "   -42|+7|-0003"
    );
}

#[test]
fn parse_errors_say_what_is_wrong() {
    assert_eq!("".parse::<BigInt>(), Err(ParseBigIntError::Empty));
    assert_eq!("-".parse::<BigInt>(), Err(ParseBigIntError::Empty));
    assert_eq!(
        "+12a".parse::<BigInt>(),
        Err(ParseBigIntError::InvalidDigit(3))
    );
    assert_eq!(
        " 1".parse::<BigInt>(),
        Err(ParseBigIntError::InvalidDigit(0))
    );
    assert_eq!(
        "--1".parse::<BigInt>(),
        Err(ParseBigIntError::InvalidDigit(1))
    );
    assert_eq!("+0".parse::<BigInt>(), Ok(big(0)));
    assert_eq!("-0000".parse::<BigInt>(), Ok(big(0)));
    assert_eq!("-007".parse::<BigInt>(), Ok(big(-7)));
    assert_eq!(
        "1/0".parse::<Rational>(),
        Err(ParseRationalError::ZeroDenominator)
    );
    assert_eq!(
        "1/".parse::<Rational>(),
        Err(ParseRationalError::Integer(ParseBigIntError::Empty))
    );
    assert!("/2".parse::<Rational>().is_err());
    assert!("1/2/3".parse::<Rational>().is_err());
    assert_eq!("6/-4".parse::<Rational>().unwrap().to_string(), "-3/2");
}

/// A big operand with its limbs (little-endian) and sign: random limbs,
/// all-ones limbs, zero limbs, values near a power of 2^64.
fn big_operand(rng: &mut TestRng, max_limbs: u64) -> (Vec<u64>, bool) {
    let len = 1 + rng.below(max_limbs) as usize;
    let style = rng.below(5);
    let mut limbs: Vec<u64> = (0..len)
        .map(|_| match style {
            0 => u64::MAX,
            1 => u64::MAX - rng.below(2),
            2 if rng.below(3) == 0 => 0,
            _ => rng.next_u64(),
        })
        .collect();
    match rng.below(6) {
        0 => limbs.push(1), // 2^(64·len) + something small or all-ones
        1 => {
            limbs.iter_mut().for_each(|l| *l = 0);
            limbs.push(rng.next_u64() | 1 << 63);
        }
        _ => {}
    }
    (limbs, rng.below(2) == 0)
}

fn from_limbs(limbs: &[u64], negative: bool) -> BigInt {
    let mut value = BigInt::zero();
    for (i, &limb) in limbs.iter().enumerate() {
        value += BigInt::from(limb) << (64 * i);
    }
    if negative {
        -value
    } else {
        value
    }
}

fn random_big(rng: &mut TestRng, max_limbs: u64) -> BigInt {
    let (limbs, negative) = big_operand(rng, max_limbs);
    from_limbs(&limbs, negative)
}

#[test]
fn division_identities_on_big_operands() {
    let mut rng = TestRng::new(2);
    for round in 0..3000 {
        let max = if round % 10 == 0 { 60 } else { 12 };
        let a = random_big(&mut rng, max);
        let b = random_big(&mut rng, max);
        if b.is_zero() {
            continue;
        }
        let (q, r) = a.div_rem(&b);
        assert_eq!(&(&q * &b) + &r, a);
        assert!(r.abs() < b.abs(), "remainder too large: {a} / {b}");
        assert!(r.is_zero() || r.is_negative() == a.is_negative());
        assert!(q.is_zero() || q.is_negative() == (a.is_negative() != b.is_negative()));
        assert_eq!((&a * &b).div_rem(&b), (a.clone(), BigInt::zero()));
        assert_eq!((&a * &b).div_exact(&b), a);
        assert_eq!(&(&a + &b) - &b, a);
        assert_eq!(&(&a - &b) + &b, a);
        let floor = a.div_floor(&b);
        let rem = a.rem_euclid(&b);
        assert!(!rem.is_negative() && rem < b.abs());
        // Floor division: the leftover has the divisor's sign.
        let leftover = &a - &(&floor * &b);
        assert!(leftover.is_zero() || leftover.is_negative() == b.is_negative());
        assert!(leftover.abs() < b.abs());
        assert_eq!(&(&a - &rem) % &b, BigInt::zero());
        let mut c = a.clone();
        c *= &b;
        c /= &b;
        c -= &a;
        assert!(c.is_zero());
    }
}

#[test]
fn products_agree_with_limb_by_limb_products() {
    // Multiplying by one limb at a time never takes the Karatsuba path, so
    // this checks Karatsuba (operands up to 200 limbs, balanced and not, two Karatsuba levels deep)
    // against long multiplication.
    let mut rng = TestRng::new(3);
    for _ in 0..300 {
        let a = random_big(&mut rng, 200);
        let (b_limbs, b_negative) = big_operand(&mut rng, 200);
        let mut slow = BigInt::zero();
        for (i, &limb) in b_limbs.iter().enumerate() {
            slow += (&a * &BigInt::from(limb)) << (64 * i);
        }
        if b_negative {
            slow = -slow;
        }
        let b = from_limbs(&b_limbs, b_negative);
        assert_eq!(&a * &b, slow);
        assert_eq!(&b * &a, slow);
    }
}

#[test]
fn ordering_follows_differences() {
    let mut rng = TestRng::new(4);
    for _ in 0..2000 {
        let a = random_big(&mut rng, 5);
        let b = if rng.below(4) == 0 {
            a.clone()
        } else {
            random_big(&mut rng, 5)
        };
        let difference = &a - &b;
        assert_eq!(a.cmp(&b), difference.signum().cmp(&0), "{a} vs {b}");
    }
}

/// The decimal digits of a magnitude by schoolbook division by 10^9 of a
/// base-2^32 copy: independent of the library's conversion.
fn slow_decimal(limbs: &[u64]) -> String {
    let mut words: Vec<u64> = limbs
        .iter()
        .flat_map(|&l| [l & 0xffff_ffff, l >> 32])
        .rev()
        .collect();
    let mut groups = Vec::new();
    while words.iter().any(|&w| w != 0) {
        let mut rem = 0u64;
        for w in words.iter_mut() {
            let cur = (rem << 32) | *w;
            *w = cur / 1_000_000_000;
            rem = cur % 1_000_000_000;
        }
        groups.push(rem);
    }
    let mut text = groups.pop().map_or("0".to_string(), |g| g.to_string());
    for g in groups.iter().rev() {
        text.push_str(&format!("{g:09}"));
    }
    text
}

#[test]
fn decimal_text_agrees_with_slow_conversion() {
    let mut rng = TestRng::new(5);
    // Up to 700 limbs (about 13,000 digits): several levels of the
    // divide-and-conquer split, with zero runs and all-ones limbs.
    for round in 0..120 {
        let max = [2, 20, 60, 700][round % 4];
        let (limbs, negative) = big_operand(&mut rng, max);
        let value = from_limbs(&limbs, negative);
        let digits = slow_decimal(&limbs);
        let expected = if negative && digits != "0" {
            format!("-{digits}")
        } else {
            digits
        };
        assert!(value.to_string() == expected, "{} limbs", limbs.len());
        assert_eq!(expected.parse::<BigInt>(), Ok(value));
    }
}

#[test]
fn decimal_text_at_powers_of_ten() {
    // Powers of ten sit exactly on the split points 10^(19·2^k).
    let ten = big(10);
    for k in [
        1, 18, 19, 20, 38, 608, 609, 1215, 1216, 1217, 2432, 4864, 9728, 9729,
    ] {
        let power = ten.pow(k);
        assert_eq!(power.to_string(), format!("1{}", "0".repeat(k as usize)));
        assert_eq!((&power - &big(1)).to_string(), "9".repeat(k as usize));
        assert_eq!((-&power).to_string().parse::<BigInt>(), Ok(-&power));
        let nines: BigInt = "9".repeat(k as usize).parse().unwrap();
        assert_eq!(&nines + &big(1), power);
    }
}

#[test]
fn a_200000_bit_number_round_trips() {
    let mut rng = TestRng::new(6);
    let limbs: Vec<u64> = (0..3125).map(|_| rng.next_u64()).collect();
    let value = from_limbs(&limbs, true);
    let text = value.to_string();
    assert!(text[1..] == slow_decimal(&limbs));
    assert_eq!(text.parse::<BigInt>(), Ok(value));
    let one_bit = big(1) << 200_000;
    assert_eq!(one_bit.bits(), 200_001);
    assert_eq!(one_bit.to_string().parse::<BigInt>(), Ok(one_bit));
}

#[test]
fn gcd_agrees_with_euclid() {
    let mut rng = TestRng::new(7);
    for _ in 0..5000 {
        let x = rng.next_u64() as i128 * rng.in_range(-1000, 1000) as i128;
        let y = rng.next_u64() as i128 >> rng.below(64);
        let g = rng.in_range(1, 1 << 20) as i128;
        let (x, y) = (x.wrapping_mul(g) / 1024, y * g);
        assert_eq!(big(x).gcd(&big(y)), big(euclid(x, y)), "gcd({x}, {y})");
    }
    assert_eq!(big(0).gcd(&big(0)), big(0));
    assert_eq!(big(0).gcd(&big(-5)), big(5));
    for _ in 0..400 {
        let a = random_big(&mut rng, 30);
        let b = random_big(&mut rng, 30);
        let c = random_big(&mut rng, 10);
        let (a, b) = (&a * &c, &b * &c);
        let mut euclid = (a.abs(), b.abs());
        while !euclid.1.is_zero() {
            euclid = (euclid.1.clone(), &euclid.0 % &euclid.1);
        }
        assert_eq!(a.gcd(&b), euclid.0);
    }
}

#[test]
fn gcd_of_fibonacci_numbers() {
    // gcd(F(m), F(n)) = F(gcd(m, n)); consecutive Fibonacci numbers are
    // Euclid's worst case (every quotient 1), which Lehmer's method must
    // take in many small certain steps.
    let mut fibonacci = vec![big(0), big(1)];
    for i in 2..=3000 {
        let next = &fibonacci[i - 1] + &fibonacci[i - 2];
        fibonacci.push(next);
    }
    for (m, n) in [
        (3000, 2999),
        (3000, 1500),
        (2880, 2400),
        (2997, 1998),
        (1000, 999),
        (2000, 64),
        (77, 3000),
    ] {
        let g = euclid(m as i128, n as i128) as usize;
        assert_eq!(
            fibonacci[m].gcd(&fibonacci[n]),
            fibonacci[g],
            "gcd(F({m}), F({n}))"
        );
    }
}

/// `p/q` in lowest terms with `q > 0`, by i128 arithmetic.
fn reduced(p: i128, q: i128) -> (i128, i128) {
    let g = euclid(p, q) * q.signum();
    (p / g, q / g)
}

fn fraction(p: i128, q: i128) -> Rational {
    Rational::new(big(p), big(q))
}

#[test]
fn rationals_agree_with_i128_fractions() {
    let mut rng = TestRng::new(8);
    for _ in 0..10_000 {
        let mut term = || {
            let q = rng.in_range(-60, 60);
            (
                rng.in_range(-100_000, 100_000) as i128,
                if q == 0 { 7 } else { q as i128 },
            )
        };
        let ((p1, q1), (p2, q2)) = (term(), term());
        let (a, b) = (fraction(p1, q1), fraction(p2, q2));
        let (rp, rq) = reduced(p1, q1);
        assert_eq!((a.numer(), a.denom()), (&big(rp), &big(rq)));
        let expect = |(p, q): (i128, i128)| {
            let (p, q) = reduced(p, q);
            (big(p), big(q))
        };
        let check = |r: Rational, want: (BigInt, BigInt)| {
            assert_eq!((r.numer().clone(), r.denom().clone()), want);
        };
        check(&a + &b, expect((p1 * q2 + p2 * q1, q1 * q2)));
        check(&a - &b, expect((p1 * q2 - p2 * q1, q1 * q2)));
        check(&a * &b, expect((p1 * p2, q1 * q2)));
        if p2 != 0 {
            check(&a / &b, expect((p1 * q2, q1 * p2)));
            assert_eq!(&b.recip() * &b, Rational::from(1));
        }
        let exact =
            (p1 * q2 * q1.signum() * q2.signum()).cmp(&(p2 * q1 * q1.signum() * q2.signum()));
        assert_eq!(a.cmp(&b), exact);
        let (f1, f2) = (p1 as f64 / q1 as f64, p2 as f64 / q2 as f64);
        if (f1 - f2).abs() > 1e-9 {
            assert_eq!(a.partial_cmp(&b), f1.partial_cmp(&f2));
        }
        assert_eq!(a.floor(), big(rp.div_euclid(rq)));
        assert_eq!(a.ceil(), big(-(-rp).div_euclid(rq)));
        assert_eq!(a.is_integer(), rq == 1);
        let text = if rq == 1 {
            rp.to_string()
        } else {
            format!("{rp}/{rq}")
        };
        assert_eq!(a.to_string(), text);
        assert_eq!(text.parse::<Rational>(), Ok(a.clone()));
        assert_eq!(-(-a.clone()), a);
    }
}

#[test]
fn rationals_with_big_parts_stay_reduced() {
    let mut rng = TestRng::new(9);
    let mut sum = Rational::from(0);
    let mut product = Rational::from(1);
    for _ in 0..200 {
        let p = random_big(&mut rng, 4);
        let q = random_big(&mut rng, 4);
        if q.is_zero() || p.is_zero() {
            continue;
        }
        let x = Rational::new(p.clone(), q.clone());
        assert_eq!(x.numer().gcd(x.denom()), big(1));
        assert!(!x.denom().is_negative());
        assert_eq!(&(x.numer() * &q), &(&p * x.denom()));
        sum += &x;
        product *= &x;
        assert_eq!(sum.numer().gcd(sum.denom()), big(1));
        assert_eq!(product.numer().gcd(product.denom()), big(1));
        let back = &(&sum - &x) + &x;
        assert_eq!(back, sum);
        let mut quotient = product.clone();
        quotient /= &x;
        quotient *= &x;
        assert_eq!(quotient, product);
    }
    // Dyadic values with huge denominators, as Blue-Red Hackenbush makes.
    let mut value = Rational::from(0);
    for k in 1..=300usize {
        value += &Rational::new(big(1), big(1) << k);
    }
    assert_eq!(value.denom(), &(big(1) << 300));
    assert_eq!(value.numer(), &((big(1) << 300) - big(1)));
    assert_eq!(value.cmp(&Rational::from(1)), Ordering::Less);
}

#[test]
fn every_operator_form_agrees() {
    let (a, b) = (big(-1_000_000_000_000_000_000_007), big(998_244_353));
    let expected = [&a + &b, &a - &b, &a * &b, &a / &b, &a % &b];
    let owned = [
        a.clone() + b.clone(),
        a.clone() - b.clone(),
        a.clone() * b.clone(),
        a.clone() / b.clone(),
        a.clone() % b.clone(),
    ];
    let mixed = [
        &a + b.clone(),
        &a - b.clone(),
        a.clone() * &b,
        &a / b.clone(),
        a.clone() % &b,
    ];
    let mut assigned = [a.clone(), a.clone(), a.clone(), a.clone(), a.clone()];
    assigned[0] += &b;
    assigned[1] -= b.clone();
    assigned[2] *= &b;
    assigned[3] /= b.clone();
    assigned[4] %= &b;
    assert_eq!(owned, expected);
    assert_eq!(mixed, expected);
    assert_eq!(assigned, expected);
    let (x, y) = (fraction(-7, 3), fraction(5, 4));
    let expected = [&x + &y, &x - &y, &x * &y, &x / &y];
    assert_eq!(
        expected.clone().map(|r| r.to_string()),
        ["-13/12", "-43/12", "-35/12", "-28/15"]
    );
    assert_eq!(
        [
            x.clone() + y.clone(),
            x.clone() - &y,
            &x * y.clone(),
            x.clone() / y.clone()
        ],
        expected
    );
    let mut assigned = [x.clone(), x.clone(), x.clone(), x.clone()];
    assigned[0] += &y;
    assigned[1] -= y.clone();
    assigned[2] *= &y;
    assigned[3] /= y.clone();
    assert_eq!(assigned, expected);
}
