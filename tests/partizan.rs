//! The canonical-form engine against the plain one written from the
//! definitions (`testing::partizan_plain`): every game born by day 3 (1474
//! values), their comparisons, canonical options, negatives, stops, and
//! random sums; notation round trips; temperatures against values worked
//! out by hand.

use game_theory::partizan::{
    Dyadic, GameId, Games, NumberEngine, OutcomeClass, PartizanEngine, PartizanGame, Thermographs,
};
use game_theory::testing::partizan_plain::PlainGames;
use game_theory::testing::rng::TestRng;
use std::collections::HashMap;

/// Both engines, and the values born by each day as (plain, fast) pairs.
struct Universe {
    plain: PlainGames,
    fast: Games,
    thermographs: Thermographs,
    plain_of_memo: HashMap<GameId, usize>,
}

impl Universe {
    fn new() -> Self {
        Universe {
            plain: PlainGames::new(),
            fast: Games::new(),
            thermographs: Thermographs::new(),
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
        assert_eq!(
            u.thermographs.left_stop(&mut u.fast, f),
            Dyadic::from_parts(lm, lk),
            "{text}"
        );
        assert_eq!(
            u.thermographs.right_stop(&mut u.fast, f),
            Dyadic::from_parts(rm, rk),
            "{text}"
        );
        let temperature = u.thermographs.temperature(&mut u.fast, f);
        if u.fast.as_number(f).is_none() {
            // Not a number: the stops are ordered and the game is hot,
            // tepid or infinitesimally close to a number (t ≥ 0).
            assert!(temperature.signum() >= 0, "{text}");
            assert!(
                Dyadic::from_parts(lm, lk) >= Dyadic::from_parts(rm, rk),
                "{text}"
            );
            let graph = u.thermographs.thermograph(&mut u.fast, f);
            let mast = graph.mast();
            assert!(Dyadic::from_parts(rm, rk) <= mast && mast <= Dyadic::from_parts(lm, lk));
        }
        // Adding a number moves the thermograph, not the temperature;
        // the negative has the same temperature.
        let shift = u.fast.number(Dyadic::from_parts(3, 2));
        let shifted = u.fast.sum(f, shift);
        let negative = u.fast.neg(f);
        if u.fast.as_number(f).is_none() {
            assert_eq!(
                u.thermographs.temperature(&mut u.fast, shifted),
                temperature,
                "{text}"
            );
        }
        assert_eq!(
            u.thermographs.temperature(&mut u.fast, negative),
            temperature,
            "{text}"
        );
    }
}

#[test]
fn temperatures_of_known_games() {
    let mut games = Games::new();
    let mut thermographs = Thermographs::new();
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
        assert_eq!(
            thermographs.temperature(&mut games, g).to_string(),
            temperature,
            "{text}"
        );
        assert_eq!(
            thermographs.thermograph(&mut games, g).mast().to_string(),
            mast,
            "{text}"
        );
    }
}

#[test]
fn known_canonical_forms() {
    let mut games = Games::new();
    for (text, form, class) in [
        ("{0|}", "1", OutcomeClass::Left),
        ("{|0}", "-1", OutcomeClass::Right),
        ("{0|1}", "1/2", OutcomeClass::Left),
        ("{-1|0}", "-1/2", OutcomeClass::Right),
        ("{0,*|0}", "{*,0|0}", OutcomeClass::Next),
        ("{0|*}+{0|*}+{0|*}", "{0|{0|{0|*}}}", OutcomeClass::Left), // triple up = {0 | double-up-star}, double-up-star = {0 | up}
        ("{0|*} + *", "{*,0|0}", OutcomeClass::Next),
        ("*2 + *3", "*", OutcomeClass::Next),
        ("{0,*|0,*}", "*2", OutcomeClass::Next),
        ("{1|1}", "{1|1}", OutcomeClass::Left),
        ("1 + *", "{1|1}", OutcomeClass::Left),
        ("{|}", "0", OutcomeClass::Previous),
        ("{-1|1}", "0", OutcomeClass::Previous),
        ("{-5|5} + 7/8", "7/8", OutcomeClass::Left),
        ("-{1/2|1}", "-3/4", OutcomeClass::Right),
        ("--1", "1", OutcomeClass::Left),
        ("{10|{0|-20}}", "{10|{0|-20}}", OutcomeClass::Left),
        ("*0", "0", OutcomeClass::Previous),
        (
            " *2 +  1/2 ",
            "{1/2,{1/2|1/2}|1/2,{1/2|1/2}}",
            OutcomeClass::Left,
        ),
        ("{1/4|1/2}", "3/8", OutcomeClass::Left),
        ("{{1|0}|0}", "{{1|0}|0}", OutcomeClass::Right),
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
        "1 2",
        "* 2",
        "1 /2",
        "1/ 2",
        "- -",
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
    let mut thermographs = Thermographs::new();
    let tiny = format!("1/{}", Dyadic::from(1).halve(0).numerator() << 300);
    let g = games.parse(tiny.as_bytes()).unwrap();
    assert_eq!(games.display(g), tiny);
    assert_eq!(
        thermographs.temperature(&mut games, g).to_string(),
        format!("-{tiny}")
    );
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
    assert_eq!(games.outcome(pm), OutcomeClass::Next);
}

/// A random short game for the engines: positions are multisets of the
/// nodes of a random DAG whose Left and Right edges go to higher nodes; a
/// move moves one node along one of its edges (so a position is a sum of
/// its nodes, which `split` says).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Tokens<'a> {
    dag: &'a Dag,
    nodes: Vec<usize>,
}

#[derive(Debug, PartialEq, Eq, Hash)]
struct Dag {
    left: Vec<Vec<usize>>,
    right: Vec<Vec<usize>>,
}

impl Dag {
    fn random(rng: &mut TestRng, n: usize, degree: u64) -> Dag {
        let mut edges = |_| -> Vec<Vec<usize>> {
            (0..n)
                .map(|i| {
                    let count = if i + 1 == n { 0 } else { rng.below(degree + 1) };
                    (0..count)
                        .map(|_| i + 1 + rng.below((n - i - 1) as u64) as usize)
                        .collect()
                })
                .collect()
        };
        Dag {
            left: edges(0),
            right: edges(1),
        }
    }
}

impl Tokens<'_> {
    fn moves(&self, edges: &[Vec<usize>]) -> Vec<Self> {
        let mut moves = Vec::new();
        for (i, &node) in self.nodes.iter().enumerate() {
            for &to in &edges[node] {
                let mut nodes = self.nodes.clone();
                nodes[i] = to;
                nodes.sort_unstable();
                moves.push(Tokens {
                    dag: self.dag,
                    nodes,
                });
            }
        }
        moves
    }
}

impl PartizanGame for Tokens<'_> {
    fn left_moves(&self) -> Vec<Self> {
        self.moves(&self.dag.left)
    }

    fn right_moves(&self) -> Vec<Self> {
        self.moves(&self.dag.right)
    }

    fn split(&self) -> Option<Vec<Self>> {
        (self.nodes.len() > 1).then(|| {
            self.nodes
                .iter()
                .map(|&n| Tokens {
                    dag: self.dag,
                    nodes: vec![n],
                })
                .collect()
        })
    }
}

#[test]
fn your_own_game_agrees_with_the_definitions() {
    let mut rng = TestRng::new(4242);
    for round in 0..40 {
        let dag = Dag::random(&mut rng, 6 + round % 10, 1 + (round % 3) as u64);
        let n = dag.left.len();
        // The plain game of each node, from the last.
        let mut plain = PlainGames::new();
        let mut node_games = vec![0; n];
        for i in (0..n).rev() {
            let left = dag.left[i].iter().map(|&j| node_games[j]).collect();
            let right = dag.right[i].iter().map(|&j| node_games[j]).collect();
            node_games[i] = plain.game(left, right);
        }
        let mut u = Universe {
            plain,
            fast: Games::new(),
            thermographs: Thermographs::new(),
            plain_of_memo: HashMap::new(),
        };
        let mut engine = PartizanEngine::new();
        let mut numbers = NumberEngine::new();
        for _ in 0..10 {
            let count = 1 + rng.below(3) as usize;
            let mut nodes: Vec<usize> = (0..count).map(|_| rng.below(n as u64) as usize).collect();
            nodes.sort_unstable();
            let position = Tokens {
                dag: &dag,
                nodes: nodes.clone(),
            };
            let g = engine.value(&position);
            // Move the form into the test's arena through its text.
            let text = engine.games().display(g);
            let f = u.fast.parse(text.as_bytes()).unwrap();
            let back = u.plain_of(f);
            let want = nodes[1..].iter().fold(node_games[nodes[0]], |total, &m| {
                u.plain.sum(total, node_games[m])
            });
            assert!(u.plain.eq(back, want), "{nodes:?}: {text}");
            match numbers.try_value(&position) {
                Ok(x) => assert_eq!(engine.games().as_number(g), Some(&x), "{text}"),
                Err(p) => {
                    // The position it gave up on is not a number (the
                    // whole game still may be: {0, * |} = 1).
                    let h = engine.value(&p);
                    assert!(engine.games().as_number(h).is_none(), "{text}");
                }
            }
        }
    }
}

/// Blue-Red Hackenbush stalks (colours from the ground up; cutting an edge
/// removes it and everything above): every position is a number. A
/// position is a stalk's height; the colours are shared.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Stalk<'a> {
    colours: &'a [bool], // true = blue (Left's)
    height: usize,
}

impl Stalk<'_> {
    fn cuts(&self, blue: bool) -> Vec<Self> {
        (0..self.height)
            .filter(|&i| self.colours[i] == blue)
            .map(|height| Stalk { height, ..*self })
            .collect()
    }
}

impl PartizanGame for Stalk<'_> {
    fn left_moves(&self) -> Vec<Self> {
        self.cuts(true)
    }

    fn right_moves(&self) -> Vec<Self> {
        self.cuts(false)
    }
}

/// Berlekamp's sign expansion: the run of the bottom colour counts ±1 per
/// edge, then each later edge ±1/2, ±1/4, … by its colour.
fn by_sign_expansion(stalk: &[bool]) -> Dyadic {
    let run = stalk.iter().take_while(|&&c| c == stalk[0]).count();
    let sign = |blue: bool| if blue { 1 } else { -1 };
    let mut value = Dyadic::from(sign(stalk[0]) * run as i64);
    for (k, &c) in stalk[run..].iter().enumerate() {
        value = &value + &Dyadic::from(sign(c)).halve(k as u64 + 1);
    }
    value
}

#[test]
fn numbers_of_hackenbush_stalks() {
    for length in 1..=10 {
        for bits in 0..1u32 << length {
            let colours: Vec<bool> = (0..length).map(|i| bits >> i & 1 == 1).collect();
            let stalk = Stalk {
                colours: &colours,
                height: length,
            };
            let x = NumberEngine::new().value(&stalk);
            assert_eq!(x, by_sign_expansion(&colours), "{colours:?}");
            let mut forms = PartizanEngine::new();
            let g = forms.value(&stalk);
            assert_eq!(forms.games().as_number(g), Some(&x));
        }
    }
    // A long alternating stalk: an exact value with a denominator of 2^999.
    let mut colours = vec![true];
    colours.extend((1..1000).map(|i| i % 2 == 0));
    let x = NumberEngine::new().value(&Stalk {
        colours: &colours,
        height: 1000,
    });
    assert_eq!(x.denominator_exponent(), 999);
    assert_eq!(x, by_sign_expansion(&colours));
}

/// Left takes one counter at a time: a chain of 10^6 positions, deeper
/// than any recursion over positions could go.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Countdown(u32);

impl PartizanGame for Countdown {
    fn left_moves(&self) -> Vec<Self> {
        (self.0 > 0)
            .then(|| Countdown(self.0 - 1))
            .into_iter()
            .collect()
    }

    fn right_moves(&self) -> Vec<Self> {
        Vec::new()
    }
}

#[test]
fn a_chain_of_a_million_positions() {
    let n = 1_000_000;
    assert_eq!(
        NumberEngine::new().value(&Countdown(n)),
        Dyadic::from(i64::from(n))
    );
    let mut forms = PartizanEngine::new();
    let g = forms.value(&Countdown(n));
    assert_eq!(forms.games().display(g), n.to_string());
}

/// The walls of a plain game sampled at t = j/64 (0 ≤ j ≤ 256) and its
/// temperature, from the definition: a game equal to a number x has both
/// walls x; otherwise Left's scaffold is max over G^L of (right wall − t),
/// Right's min over G^R of (left wall + t), and the walls follow them up
/// to where they cross, then stand at the crossing value. Between samples
/// the scaffolds are straight (day-3 breakpoints lie on the grid), so the
/// crossing is found exactly from the two samples around it.
struct PlainThermographs {
    numbers: Vec<(Dyadic, usize)>,
    known: HashMap<usize, SampledWalls>,
}

/// Left wall and right wall at the samples, and the temperature (none for
/// a number).
type SampledWalls = (Vec<Dyadic>, Vec<Dyadic>, Option<Dyadic>);

const SAMPLES: usize = 257;

fn sample(j: usize) -> Dyadic {
    Dyadic::from(j as i64).halve(6)
}

impl PlainThermographs {
    fn walls(
        &mut self,
        plain: &mut PlainGames,
        g: usize,
    ) -> (Vec<Dyadic>, Vec<Dyadic>, Option<Dyadic>) {
        if let Some(known) = self.known.get(&g) {
            return known.clone();
        }
        let number = self
            .numbers
            .iter()
            .find(|&&(_, x)| plain.eq(g, x))
            .map(|(v, _)| v.clone());
        let result = match number {
            Some(x) => (vec![x.clone(); SAMPLES], vec![x; SAMPLES], None),
            None => {
                let (gl, gr) = (plain.left(g).to_vec(), plain.right(g).to_vec());
                let mut left: Option<Vec<Dyadic>> = None;
                for o in gl {
                    let wall: Vec<Dyadic> = self
                        .walls(plain, o)
                        .1
                        .iter()
                        .enumerate()
                        .map(|(j, v)| v - &sample(j))
                        .collect();
                    left = Some(match left {
                        None => wall,
                        Some(best) => best.into_iter().zip(wall).map(|(a, b)| a.max(b)).collect(),
                    });
                }
                let mut right: Option<Vec<Dyadic>> = None;
                for o in gr {
                    let wall: Vec<Dyadic> = self
                        .walls(plain, o)
                        .0
                        .iter()
                        .enumerate()
                        .map(|(j, v)| v + &sample(j))
                        .collect();
                    right = Some(match right {
                        None => wall,
                        Some(best) => best.into_iter().zip(wall).map(|(a, b)| a.min(b)).collect(),
                    });
                }
                let (mut left, mut right) = (left.unwrap(), right.unwrap());
                let k = (0..SAMPLES)
                    .find(|&j| left[j] <= right[j])
                    .expect("the scaffolds cross by t = 4");
                let (temperature, mast) = if k == 0 {
                    (Dyadic::zero(), left[0].clone())
                } else {
                    // Straight between samples k−1 and k: the gap closes
                    // at slope (gap drop) · 64, which is 1 or 2.
                    let gap_before = &left[k - 1] - &right[k - 1];
                    let gap_after = &left[k] - &right[k];
                    let drop = &gap_before - &gap_after; // (1 or 2)/64
                    let slope_difference = if drop == Dyadic::from(1).halve(6) {
                        1
                    } else {
                        2
                    };
                    assert_eq!(drop, Dyadic::from(slope_difference).halve(6));
                    let dt = if slope_difference == 1 {
                        gap_before
                    } else {
                        gap_before.halve(1)
                    };
                    let left_slope_64 = &left[k] - &left[k - 1]; // slope / 64
                    let rise = if left_slope_64.is_zero() {
                        Dyadic::zero()
                    } else {
                        -&dt
                    };
                    (&sample(k - 1) + &dt, &left[k - 1] + &rise)
                };
                for j in 0..SAMPLES {
                    if sample(j) >= temperature {
                        left[j] = mast.clone();
                        right[j] = mast.clone();
                    }
                }
                (left, right, Some(temperature))
            }
        };
        self.known.insert(g, result.clone());
        result
    }
}

#[test]
fn thermographs_agree_with_a_sampled_plain_thermograph() {
    let (mut u, days) = universe_to_day_3();
    let mut numbers = Vec::new();
    for k in 0..4u32 {
        for m in -(4i64 << k)..=(4i64 << k) {
            if k == 0 || m % 2 != 0 {
                numbers.push((Dyadic::from_parts(m, k), u.plain.dyadic(m, k)));
            }
        }
    }
    let mut plain_graphs = PlainThermographs {
        numbers,
        known: HashMap::new(),
    };
    for &(p, f) in &days[3] {
        let (left, right, temperature) = plain_graphs.walls(&mut u.plain, p);
        let text = u.fast.display(f);
        let graph = u.thermographs.thermograph(&mut u.fast, f);
        for j in 0..SAMPLES {
            assert_eq!(
                graph.left_wall.value_at(&sample(j)),
                left[j],
                "{text} at {}",
                sample(j)
            );
            assert_eq!(
                graph.right_wall.value_at(&sample(j)),
                right[j],
                "{text} at {}",
                sample(j)
            );
        }
        if let Some(t) = temperature {
            assert_eq!(graph.temperature, t, "{text}");
        }
    }
}

/// `*`: each player moves to 0; not a number.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct StarOrZero(bool);

impl PartizanGame for StarOrZero {
    fn left_moves(&self) -> Vec<Self> {
        if self.0 {
            vec![StarOrZero(false)]
        } else {
            vec![]
        }
    }
    fn right_moves(&self) -> Vec<Self> {
        self.left_moves()
    }
}

#[test]
#[should_panic(expected = "position StarOrZero(true) is not a number")]
fn the_number_of_a_position_that_is_not_one_names_it() {
    NumberEngine::new().value(&StarOrZero(true));
}

#[test]
fn numbers_add_in_place_and_sum() {
    let halves: Vec<Dyadic> = ["1/2", "-3/4", "5", "1/8"]
        .iter()
        .map(|t| t.parse().expect("a number"))
        .collect();
    let mut total = Dyadic::zero();
    for x in &halves {
        total += x;
    }
    assert_eq!(total.to_string(), "39/8");
    assert_eq!(halves.iter().sum::<Dyadic>(), total);
    assert_eq!(halves.iter().cloned().sum::<Dyadic>(), total);
    total -= &halves[2];
    assert_eq!(total.to_string(), "-1/8");
    assert_eq!(&halves[0] + &halves[1], "-1/4".parse().unwrap());
    assert_eq!(
        NumberEngine::new().try_value(&StarOrZero(true)),
        Err(StarOrZero(true))
    );
}
