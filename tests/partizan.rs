//! The canonical-form engine against the plain one written from the
//! definitions (`testing::partizan_plain`): every game born by day 3 (1474
//! values), their comparisons, canonical options, negatives, stops, and
//! random sums; notation round trips; temperatures against values worked
//! out by hand.

use game_theory::partizan::{Dyadic, GameId, Games, Outcome};
use game_theory::testing::partizan_plain::PlainGames;
use game_theory::testing::rng::TestRng;
use std::collections::HashMap;

/// Both engines, and the values born by each day as (plain, fast) pairs.
struct Universe {
    plain: PlainGames,
    fast: Games,
    plain_of_memo: HashMap<GameId, usize>,
}

impl Universe {
    fn new() -> Self {
        Universe {
            plain: PlainGames::new(),
            fast: Games::new(),
            plain_of_memo: HashMap::new(),
        }
    }

    /// Every value born by the next day: {A | B} over all pairs of
    /// antichains A, B of the values born so far (a canonical form's
    /// options are an antichain), grouped by the fast engine's id. Checks
    /// that games with one fast id are plainly equal.
    fn next_day(&mut self, born: &[(usize, GameId)]) -> Vec<(usize, GameId)> {
        let n = born.len();
        let mut comparable = vec![vec![false; n]; n];
        for i in 0..n {
            for j in 0..n {
                comparable[i][j] =
                    self.plain.le(born[i].0, born[j].0) || self.plain.le(born[j].0, born[i].0);
            }
        }
        let mut antichains = Vec::new();
        extend_antichains(&comparable, 0, &mut Vec::new(), &mut antichains);
        let mut by_id: HashMap<GameId, usize> = HashMap::new();
        let mut values = Vec::new();
        for a in &antichains {
            for b in &antichains {
                let plain_left = a.iter().map(|&i| born[i].0).collect();
                let plain_right = b.iter().map(|&i| born[i].0).collect();
                let fast_left: Vec<GameId> = a.iter().map(|&i| born[i].1).collect();
                let fast_right: Vec<GameId> = b.iter().map(|&i| born[i].1).collect();
                let p = self.plain.game(plain_left, plain_right);
                let f = self.fast.game(&fast_left, &fast_right);
                match by_id.get(&f) {
                    Some(&representative) => assert!(
                        self.plain.eq(p, representative),
                        "one id, two values: {}",
                        self.fast.display(f)
                    ),
                    None => {
                        by_id.insert(f, p);
                        values.push((p, f));
                    }
                }
            }
        }
        values
    }

    /// The fast engine's canonical form as a plain game, option by option.
    fn plain_of(&mut self, g: GameId) -> usize {
        if let Some(&p) = self.plain_of_memo.get(&g) {
            return p;
        }
        let left: Vec<usize> = self
            .fast
            .left_options(g)
            .into_iter()
            .map(|o| self.plain_of(o))
            .collect();
        let right: Vec<usize> = self
            .fast
            .right_options(g)
            .into_iter()
            .map(|o| self.plain_of(o))
            .collect();
        let p = self.plain.game(left, right);
        self.plain_of_memo.insert(g, p);
        p
    }
}

/// All antichains of the poset over `0..n` (`comparable[i][j]`), as index
/// lists in increasing order.
fn extend_antichains(
    comparable: &[Vec<bool>],
    from: usize,
    current: &mut Vec<usize>,
    out: &mut Vec<Vec<usize>>,
) {
    out.push(current.clone());
    for i in from..comparable.len() {
        if current.iter().all(|&j| !comparable[i][j]) {
            current.push(i);
            extend_antichains(comparable, i + 1, current, out);
            current.pop();
        }
    }
}

fn universe_to_day_3() -> (Universe, Vec<Vec<(usize, GameId)>>) {
    let mut u = Universe::new();
    let zero = (u.plain.game(vec![], vec![]), u.fast.zero());
    let mut days = vec![vec![zero]];
    for _ in 0..3 {
        let next = u.next_day(days.last().unwrap());
        days.push(next);
    }
    (u, days)
}

#[test]
fn games_born_by_day_3_agree_with_the_definitions() {
    let (mut u, days) = universe_to_day_3();
    let counts: Vec<usize> = days.iter().map(Vec::len).collect();
    assert_eq!(counts, [1, 4, 22, 1474]);
    let games = &days[3];

    // ≤ on every pair: so distinct ids are distinct values.
    for &(p, f) in games {
        for &(q, g) in games {
            assert_eq!(
                u.fast.le(f, g),
                u.plain.le(p, q),
                "{} <= {}",
                u.fast.display(f),
                u.fast.display(g)
            );
        }
    }

    for &(p, f) in games {
        let text = u.fast.display(f);
        // The canonical form's options make the same value...
        let back = u.plain_of(f);
        assert!(u.plain.eq(back, p), "{text}");
        // ... and are canonical: no dominated, no reversible option.
        let (left, right) = (u.fast.left_options(f), u.fast.right_options(f));
        let left_plain: Vec<usize> = left.iter().map(|&o| u.plain_of(o)).collect();
        let right_plain: Vec<usize> = right.iter().map(|&o| u.plain_of(o)).collect();
        for (i, &a) in left_plain.iter().enumerate() {
            for (j, &b) in left_plain.iter().enumerate() {
                assert!(i == j || !u.plain.le(a, b), "{text}: dominated left option");
            }
            for ar in u.plain.right(a).to_vec() {
                assert!(!u.plain.le(ar, back), "{text}: reversible left option");
            }
        }
        for (i, &a) in right_plain.iter().enumerate() {
            for (j, &b) in right_plain.iter().enumerate() {
                assert!(
                    i == j || !u.plain.le(b, a),
                    "{text}: dominated right option"
                );
            }
            for al in u.plain.left(a).to_vec() {
                assert!(!u.plain.le(back, al), "{text}: reversible right option");
            }
        }
        // The negative.
        let negative = u.fast.neg(f);
        let plain_negative = u.plain.neg(p);
        let negative_back = u.plain_of(negative);
        assert!(u.plain.eq(negative_back, plain_negative), "-{text}");
        // The outcome class.
        let class = u.fast.outcome(f).letter();
        assert_eq!(class, u.plain.outcome(p), "{text}");
        // The notation round trip.
        assert_eq!(u.fast.parse(text.as_bytes()).unwrap(), f, "{text}");
    }
}

#[test]
fn sums_agree_with_the_definitions() {
    let (mut u, days) = universe_to_day_3();
    let mut rng = TestRng::new(2929);
    let pick =
        |rng: &mut TestRng, day: &[(usize, GameId)]| day[rng.below(day.len() as u64) as usize];
    for round in 0..600 {
        // Pairs of day-3 games, and triples of day-2 games.
        let parts: Vec<(usize, GameId)> = if round % 3 == 0 {
            (0..3).map(|_| pick(&mut rng, &days[2])).collect()
        } else {
            (0..2).map(|_| pick(&mut rng, &days[3])).collect()
        };
        let (mut p, mut f) = parts[0];
        for &(q, g) in &parts[1..] {
            p = u.plain.sum(p, q);
            f = u.fast.sum(f, g);
        }
        let back = u.plain_of(f);
        let text = u.fast.display(f);
        assert!(u.plain.eq(back, p), "sum = {text}");
        assert_eq!(u.fast.outcome(f).letter(), u.plain.outcome(p), "{text}");
        // Sums commute and G − G = 0.
        let (a, b) = (parts[0].1, parts[1].1);
        assert_eq!(u.fast.sum(a, b), u.fast.sum(b, a));
        let zero = u.fast.zero();
        assert_eq!(u.fast.difference(f, f), zero);
    }
}

#[test]
fn stops_agree_with_the_definitions() {
    let (mut u, days) = universe_to_day_3();
    let mut numbers = Vec::new();
    for k in 0..4u32 {
        for m in -(4i64 << k)..=(4i64 << k) {
            if k == 0 || m % 2 != 0 {
                numbers.push((m, k, u.plain.dyadic(m, k)));
            }
        }
    }
    for &(p, f) in &days[3] {
        let ((lm, lk), (rm, rk)) = u.plain.stops(p, &numbers);
        let text = u.fast.display(f);
        assert_eq!(u.fast.left_stop(f), Dyadic::from_parts(lm, lk), "{text}");
        assert_eq!(u.fast.right_stop(f), Dyadic::from_parts(rm, rk), "{text}");
        let temperature = u.fast.temperature(f);
        if u.fast.as_number(f).is_none() {
            // Not a number: the stops are ordered and the game is hot,
            // tepid or infinitesimally close to a number (t ≥ 0).
            assert!(temperature.signum() >= 0, "{text}");
            assert!(
                Dyadic::from_parts(lm, lk) >= Dyadic::from_parts(rm, rk),
                "{text}"
            );
            let graph = u.fast.thermograph(f);
            let mast = graph.mast();
            assert!(Dyadic::from_parts(rm, rk) <= mast && mast <= Dyadic::from_parts(lm, lk));
        }
        // Adding a number moves the thermograph, not the temperature;
        // the negative has the same temperature.
        let shift = u.fast.number(Dyadic::from_parts(3, 2));
        let shifted = u.fast.sum(f, shift);
        let negative = u.fast.neg(f);
        if u.fast.as_number(f).is_none() {
            assert_eq!(u.fast.temperature(shifted), temperature, "{text}");
        }
        assert_eq!(u.fast.temperature(negative), temperature, "{text}");
    }
}

#[test]
fn temperatures_of_known_games() {
    let mut games = Games::new();
    // Worked out by hand: a switch {a|b} (a > b numbers) has temperature
    // (a − b)/2; {{2|0}|−2}: Left's scaffold 0 until t = 1, then 1 − t,
    // meets Right's −2 + t at t = 3/2; infinitesimals have 0; numbers
    // CGSuite's −1/2^k.
    for (text, temperature, mast) in [
        ("{1|-1}", "1", "0"),
        ("{3|-1}", "2", "1"),
        ("{2|-1/2}", "5/4", "3/4"),
        ("{{2|0}|-2}", "3/2", "-1/2"),
        ("{1/2|0}", "1/4", "1/4"),
        ("*", "0", "0"),
        ("{0|*}", "0", "0"),
        ("1+*", "0", "1"),
        ("{0|{0|-1}}", "0", "0"),
        ("0", "-1", "0"),
        ("-3", "-1", "-3"),
        ("1/2", "-1/2", "1/2"),
        ("-3/8", "-1/8", "-3/8"),
    ] {
        let g = games.parse(text.as_bytes()).unwrap();
        assert_eq!(games.temperature(g).to_string(), temperature, "{text}");
        assert_eq!(games.thermograph(g).mast().to_string(), mast, "{text}");
    }
}

#[test]
fn known_canonical_forms() {
    let mut games = Games::new();
    for (text, form, class) in [
        ("{0|}", "1", Outcome::Left),
        ("{|0}", "-1", Outcome::Right),
        ("{0|1}", "1/2", Outcome::Left),
        ("{-1|0}", "-1/2", Outcome::Right),
        ("{0,*|0}", "{*,0|0}", Outcome::Next),
        ("{0|*}+{0|*}+{0|*}", "{0|{0|{0|*}}}", Outcome::Left), // triple up = {0 | double-up-star}, double-up-star = {0 | up}
        ("{0|*} + *", "{*,0|0}", Outcome::Next),
        ("*2 + *3", "*", Outcome::Next),
        ("{0,*|0,*}", "*2", Outcome::Next),
        ("{1|1}", "{1|1}", Outcome::Left),
        ("1 + *", "{1|1}", Outcome::Left),
        ("{|}", "0", Outcome::Previous),
        ("{-1|1}", "0", Outcome::Previous),
        ("{-5|5} + 7/8", "7/8", Outcome::Left),
        ("-{1/2|1}", "-3/4", Outcome::Right),
        ("--1", "1", Outcome::Left),
        ("{10|{0|-20}}", "{10|{0|-20}}", Outcome::Left),
        ("*0", "0", Outcome::Previous),
        (
            "* 2 + 1 / 2",
            "{1/2,{1/2|1/2}|1/2,{1/2|1/2}}",
            Outcome::Left,
        ),
        ("{1/4|1/2}", "3/8", Outcome::Left),
        ("{{1|0}|0}", "{{1|0}|0}", Outcome::Right),
    ] {
        let g = games.parse(text.as_bytes()).unwrap();
        assert_eq!(games.display(g), form, "{text}");
        assert_eq!(games.outcome(g), class, "{text}");
    }
}

#[test]
fn bad_notation_is_an_error() {
    let mut games = Games::new();
    let deep = format!("{}0{}", "{".repeat(101), "|}".repeat(101));
    let just_deep_enough = format!("{}0{}", "{".repeat(100), "|}".repeat(100));
    assert!(games.parse(just_deep_enough.as_bytes()).is_ok());
    for text in [
        "",
        "{",
        "{0|",
        "{0|1",
        "0}",
        "{0}",
        "{,|}",
        "{0,|}",
        "{|,}",
        "{0|1|2}",
        "1/3",
        "1/0",
        "1/",
        "/2",
        "+1",
        "1+",
        "*99999999999",
        "x",
        "{0|1}}",
        "1-2",
        deep.as_str(),
    ] {
        assert!(games.parse(text.as_bytes()).is_err(), "{text:?} parsed");
    }
}

#[test]
fn huge_numbers_stay_exact() {
    let mut games = Games::new();
    let tiny = format!("1/{}", Dyadic::from(1).halve(0).numerator() << 300);
    let g = games.parse(tiny.as_bytes()).unwrap();
    assert_eq!(games.display(g), tiny);
    assert_eq!(games.temperature(g).to_string(), format!("-{tiny}"));
    let pm = games
        .parse(format!("{{1|-1}} + {tiny}").as_bytes())
        .unwrap();
    assert_eq!(
        games.display(pm),
        format!(
            "{{{}|{}}}",
            &Dyadic::from(1) + &Dyadic::from(1).halve(300),
            &Dyadic::from(-1) + &Dyadic::from(1).halve(300)
        )
    );
    assert_eq!(games.outcome(pm), Outcome::Next);
}
