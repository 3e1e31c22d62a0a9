//! Your own partizan game over any number type: a position type with
//! Left's and Right's moves ([`PartizanGame`]), and two engines that
//! memoise positions and walk the game tree with an explicit stack (no
//! recursion over positions, so a chain of 10^6 moves is fine):
//! [`PartizanEngine`] gives canonical forms, [`NumberEngine`] the number
//! when every position is one.
//!
//! Over [`SmallDyadic`](super::SmallDyadic) (m/2^k, m an `i64`, k ≤ 62)
//! a bundled solution carries no big integer. Values beyond m/2^k in i64
//! panic, naming the value, never wrap: where they may grow past it, use
//! [`partizan::PartizanEngine`](crate::partizan::PartizanEngine) and
//! [`partizan::NumberEngine`](crate::partizan::NumberEngine), these
//! engines over [`Dyadic`](crate::partizan::Dyadic), any size.

use super::games::{Forms, GameId};
use super::number::{Number, SimplestNumber};
use crate::perf::hashing::FastMap;
use std::hash::Hash;

/// A short partizan game: positions with Left's and Right's moves (every
/// play ends; a position that can come back is a loopy game, outside
/// these engines).
///
/// # Example
/// Cutcake: Left cuts a rectangle along its width (into two narrower
/// pieces), Right along its height; a position is a sorted list of
/// rectangles, which [`PartizanGame::split`] hands out one by one. Its
/// values are integers no larger than the cake: machine words do.
/// ```
/// use game_theory::forms::{NumberEngine, PartizanEngine, PartizanGame, SmallDyadic};
/// #[derive(Clone, Debug, PartialEq, Eq, Hash)]
/// struct Cakes(Vec<(u32, u32)>); // (width, height)
/// impl Cakes {
///     fn cuts(&self, vertical: bool) -> Vec<Cakes> {
///         let mut moves = Vec::new();
///         for (i, &(w, h)) in self.0.iter().enumerate() {
///             let along = if vertical { w } else { h };
///             for a in 1..along {
///                 let mut pieces = self.0.clone();
///                 pieces.remove(i);
///                 let (p, q) = if vertical { ((a, h), (w - a, h)) } else { ((w, a), (w, h - a)) };
///                 pieces.extend([p, q]);
///                 pieces.sort_unstable();
///                 moves.push(Cakes(pieces));
///             }
///         }
///         moves
///     }
/// }
/// impl PartizanGame for Cakes {
///     fn left_moves(&self) -> Vec<Cakes> { self.cuts(true) }
///     fn right_moves(&self) -> Vec<Cakes> { self.cuts(false) }
///     fn split(&self) -> Option<Vec<Cakes>> {
///         (self.0.len() > 1).then(|| self.0.iter().map(|&c| Cakes(vec![c])).collect())
///     }
/// }
/// let mut numbers = NumberEngine::<_, SmallDyadic>::new();
/// assert_eq!(numbers.value(&Cakes(vec![(4, 1)])), SmallDyadic::from(3)); // 3 cuts for Left only
/// assert_eq!(numbers.value(&Cakes(vec![(2, 2), (3, 1)])), SmallDyadic::from(2));
/// let mut forms = PartizanEngine::<_, SmallDyadic>::new();
/// let g = forms.value(&Cakes(vec![(4, 2)])); // {(1,2)+(3,2), (2,2)+(2,2) | (4,1)+(4,1)} = {0|6}
/// assert_eq!(forms.games().display(g), "1");
/// ```
pub trait PartizanGame: Clone + Eq + Hash {
    /// The positions Left can move to.
    fn left_moves(&self) -> Vec<Self>;

    /// The positions Right can move to.
    fn right_moves(&self) -> Vec<Self>;

    /// Independent components whose values add up to this position's, if
    /// it falls apart into more than one (default: never). Each component
    /// is memoised on its own, so equal components are solved once.
    fn split(&self) -> Option<Vec<Self>> {
        None
    }
}

/// What a position's value is made of: its components (a sum), or its
/// Left then Right moves.
struct Expansion<P> {
    parts: Vec<P>,
    left_count: usize,
    is_sum: bool,
}

fn expand<P: PartizanGame>(position: &P) -> Expansion<P> {
    match position.split() {
        Some(parts) => Expansion {
            left_count: 0,
            parts,
            is_sum: true,
        },
        None => {
            let mut parts = position.left_moves();
            let left_count = parts.len();
            parts.extend(position.right_moves());
            Expansion {
                parts,
                left_count,
                is_sum: false,
            }
        }
    }
}

/// Values of positions in post-order with an explicit stack: a position is
/// combined once the values of all its parts are memoised.
fn post_order<P, V, E>(
    memo: &mut FastMap<P, V>,
    root: &P,
    mut combine: impl FnMut(&P, &Expansion<P>, Vec<V>) -> Result<V, E>,
) -> Result<V, E>
where
    P: PartizanGame,
    V: Clone,
{
    if let Some(known) = memo.get(root) {
        return Ok(known.clone());
    }
    let mut stack: Vec<(P, Expansion<P>, usize)> = vec![(root.clone(), expand(root), 0)];
    // The positions on the stack: meeting one again means a cycle.
    let mut open: FastMap<P, ()> = FastMap::default();
    open.insert(root.clone(), ());
    while let Some((position, expansion, next)) = stack.last_mut() {
        while *next < expansion.parts.len() && memo.contains_key(&expansion.parts[*next]) {
            *next += 1;
        }
        if let Some(part) = expansion.parts.get(*next) {
            let part = part.clone();
            assert!(
                open.insert(part.clone(), ()).is_none(),
                "a position repeats: the game is loopy"
            );
            let child = expand(&part);
            stack.push((part, child, 0));
            continue;
        }
        let values: Vec<V> = expansion.parts.iter().map(|p| memo[p].clone()).collect();
        let value = combine(position, expansion, values)?;
        open.remove(position);
        memo.insert(position.clone(), value);
        stack.pop();
    }
    Ok(memo[root].clone())
}

/// Canonical forms of your own positions, memoised; the forms live in the
/// engine's [`Forms`]`<N>` arena.
/// [`partizan::PartizanEngine`](crate::partizan::PartizanEngine) is this
/// engine over [`Dyadic`](crate::partizan::Dyadic).
///
/// # Complexity
/// One canonical simplification per distinct position (and one sum per
/// component of a split position); see [`Forms::game`].
///
/// # Panics
/// Over [`SmallDyadic`](super::SmallDyadic): at a number past m/2^k with
/// m an `i64` and k ≤ 62 (use `partizan::PartizanEngine`).
pub struct PartizanEngine<P, N> {
    games: Forms<N>,
    memo: FastMap<P, GameId>,
}

impl<P: PartizanGame, N: Number> Default for PartizanEngine<P, N> {
    fn default() -> Self {
        PartizanEngine::new()
    }
}

impl<P: PartizanGame, N: Number> PartizanEngine<P, N> {
    /// An engine with an empty memo and arena.
    pub fn new() -> Self {
        PartizanEngine {
            games: Forms::new(),
            memo: FastMap::default(),
        }
    }

    /// The canonical form of `position`.
    ///
    /// # Panics
    /// If a position repeats along a line of play (a loopy game); if a
    /// number does not fit `N`.
    pub fn value(&mut self, position: &P) -> GameId {
        let games = &mut self.games;
        let result: Result<GameId, ()> =
            post_order(&mut self.memo, position, |_, expansion, values| {
                Ok(if expansion.is_sum {
                    let zero = games.zero();
                    values
                        .into_iter()
                        .fold(zero, |total, v| games.sum(total, v))
                } else {
                    let (left, right) = values.split_at(expansion.left_count);
                    games.game(left, right)
                })
            });
        result.unwrap_or_else(|()| unreachable!())
    }

    /// The arena holding the forms: compare, add, print them there.
    pub fn games(&mut self) -> &mut Forms<N> {
        &mut self.games
    }

    /// How many distinct positions have been solved.
    pub fn positions(&self) -> usize {
        self.memo.len()
    }
}

/// The number each position is, for games whose positions are all numbers
/// (most partizan contest problems): {L | R} is the simplest number
/// strictly between the largest left value and the smallest right value.
/// [`partizan::NumberEngine`](crate::partizan::NumberEngine) is this
/// engine over [`Dyadic`](crate::partizan::Dyadic).
///
/// # Complexity
/// O(moves) operations on numbers per distinct position.
///
/// # Panics
/// Over [`SmallDyadic`](super::SmallDyadic): at a value past m/2^k with
/// m an `i64` and k ≤ 62 (use `partizan::NumberEngine`).
pub struct NumberEngine<P, N> {
    memo: FastMap<P, N>,
}

impl<P: PartizanGame, N: SimplestNumber> Default for NumberEngine<P, N> {
    fn default() -> Self {
        NumberEngine::new()
    }
}

impl<P: PartizanGame, N: SimplestNumber> NumberEngine<P, N> {
    /// An engine with an empty memo.
    pub fn new() -> Self {
        NumberEngine {
            memo: FastMap::default(),
        }
    }

    /// The number `position` is, in a game whose positions are all
    /// numbers.
    ///
    /// # Panics
    /// At a position met on the way that is not a number (its best left
    /// option is not below its best right option), naming it: ask
    /// [`try_value`](Self::try_value), or [`PartizanEngine`], when some
    /// may not be; if a position repeats along a line of play (a loopy
    /// game); if a value does not fit `N`.
    pub fn value(&mut self, position: &P) -> N
    where
        P: std::fmt::Debug,
    {
        match self.try_value(position) {
            Ok(value) => value,
            Err(p) => not_a_number(&p),
        }
    }

    /// The number `position` is, or `Err(p)` with a position `p` met on
    /// the way that is not a number (its best left option is not below its
    /// best right option), so that [`PartizanEngine`] is needed.
    ///
    /// # Panics
    /// If a position repeats along a line of play (a loopy game); if a
    /// value does not fit `N`.
    pub fn try_value(&mut self, position: &P) -> Result<N, P> {
        post_order(&mut self.memo, position, |p, expansion, values| {
            if expansion.is_sum {
                return Ok(values.iter().fold(N::from(0), |total, v| total.plus(v)));
            }
            let (left, right) = values.split_at(expansion.left_count);
            let best_left = left.iter().max();
            let best_right = right.iter().min();
            match (best_left, best_right) {
                (Some(l), Some(r)) if l >= r => Err(p.clone()),
                _ => Ok(N::simplest_between(best_left, best_right)),
            }
        })
    }
}

#[cold]
#[inline(never)]
fn not_a_number(position: &dyn std::fmt::Debug) -> ! {
    panic!("position {position:?} is not a number (its best left option is not below its best right one): use NumberEngine::try_value or PartizanEngine")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::forms::SmallDyadic;
    use crate::partizan::Dyadic;
    use crate::testing::partizan_plain::PlainGames;
    use crate::testing::rng::TestRng;
    use std::collections::HashMap;

    /// Tokens on a random DAG of `n` nodes, each with Left and Right
    /// moves to later nodes; a position of several tokens is their sum.
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    struct Tokens<'a> {
        moves: &'a [[Vec<u8>; 2]],
        nodes: Vec<u8>,
    }

    impl Tokens<'_> {
        fn moves(&self, side: usize) -> Vec<Self> {
            let mut out = Vec::new();
            for (i, &node) in self.nodes.iter().enumerate() {
                for &to in &self.moves[usize::from(node)][side] {
                    let mut nodes = self.nodes.clone();
                    nodes[i] = to;
                    nodes.sort_unstable();
                    out.push(Tokens { nodes, ..*self });
                }
            }
            out
        }
    }

    impl PartizanGame for Tokens<'_> {
        fn left_moves(&self) -> Vec<Self> {
            self.moves(0)
        }
        fn right_moves(&self) -> Vec<Self> {
            self.moves(1)
        }
        fn split(&self) -> Option<Vec<Self>> {
            (self.nodes.len() > 1).then(|| {
                let one = |&n: &u8| Tokens {
                    nodes: vec![n],
                    ..*self
                };
                self.nodes.iter().map(one).collect()
            })
        }
    }

    fn random_dag(rng: &mut TestRng, n: usize, fan: u64) -> Vec<[Vec<u8>; 2]> {
        (0..n)
            .map(|i| {
                let mut side = || -> Vec<u8> {
                    let later = (n - i - 1) as u64;
                    let count = if later == 0 { 0 } else { rng.below(fan + 1) };
                    (0..count)
                        .map(|_| (i as u64 + 1 + rng.below(later)) as u8)
                        .collect()
                };
                [side(), side()]
            })
            .collect()
    }

    #[test]
    fn small_and_exact_numbers_give_the_same_forms_and_numbers() {
        let mut rng = TestRng::new(38);
        let (mut numbers, mut not_numbers) = (0, 0);
        for round in 0..300 {
            let n = 3 + round % 8;
            let dag = random_dag(&mut rng, n, 1 + (round % 3) as u64);
            let mut small = PartizanEngine::<_, SmallDyadic>::new();
            let mut exact = PartizanEngine::<_, Dyadic>::new();
            let mut small_numbers = NumberEngine::<_, SmallDyadic>::new();
            let mut exact_numbers = NumberEngine::<_, Dyadic>::new();
            for _ in 0..8 {
                let count = 1 + rng.below(3) as usize;
                let mut nodes: Vec<u8> = (0..count).map(|_| rng.below(n as u64) as u8).collect();
                nodes.sort_unstable();
                let position = Tokens { moves: &dag, nodes };
                let (g, h) = (small.value(&position), exact.value(&position));
                let text = small.games().display(g);
                assert_eq!(text, exact.games().display(h), "{position:?}");
                let x = small_numbers.try_value(&position).map(|x| x.to_string());
                let y = exact_numbers.try_value(&position).map(|y| y.to_string());
                assert_eq!(x, y, "{position:?}");
                match x {
                    // A game of numbers: its number is its canonical form.
                    Ok(x) => {
                        numbers += 1;
                        assert_eq!(x, text);
                    }
                    // The position given up on is not a number.
                    Err(p) => {
                        not_numbers += 1;
                        let f = small.value(&p);
                        assert!(!small.games().is_number(f), "{p:?}");
                    }
                }
            }
            assert_eq!(small.positions(), exact.positions());
        }
        assert!(
            numbers > 300 && not_numbers > 300,
            "{numbers} {not_numbers}"
        );
    }

    /// Blue-Red Hackenbush on a tree: edge `e` (1 to m) joins vertex
    /// `parent[e]` (0, the ground, or an earlier edge's top) to vertex
    /// `e`; a position is the mask of the edges still standing. A cut
    /// removes the edge and all it held up; the trunks on the ground are
    /// a sum.
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    struct Tree<'a> {
        parent: &'a [usize],
        blue: &'a [bool],
        standing: u32,
    }

    impl Tree<'_> {
        /// The edges of `mask` still joined to the ground (parents come
        /// before their children).
        fn grounded(&self, mask: u32) -> u32 {
            let mut up = 0u32;
            for e in 1..self.parent.len() {
                let p = self.parent[e];
                if mask >> e & 1 == 1 && (p == 0 || up >> p & 1 == 1) {
                    up |= 1 << e;
                }
            }
            up
        }

        fn cuts(&self, blue: bool) -> Vec<u32> {
            (1..self.parent.len())
                .filter(|&e| self.standing >> e & 1 == 1 && self.blue[e] == blue)
                .map(|e| self.grounded(self.standing & !(1 << e)))
                .collect()
        }

        fn with(&self, standing: u32) -> Self {
            Tree { standing, ..*self }
        }
    }

    impl PartizanGame for Tree<'_> {
        fn left_moves(&self) -> Vec<Self> {
            self.cuts(true).into_iter().map(|s| self.with(s)).collect()
        }
        fn right_moves(&self) -> Vec<Self> {
            self.cuts(false).into_iter().map(|s| self.with(s)).collect()
        }
        fn split(&self) -> Option<Vec<Self>> {
            let trunks = (1..self.parent.len())
                .filter(|&e| self.parent[e] == 0 && self.standing >> e & 1 == 1);
            // A trunk's edges: those standing once every other trunk is cut.
            let parts: Vec<Self> = trunks
                .map(|t| {
                    let others = (1..self.parent.len()).filter(|&e| self.parent[e] == 0 && e != t);
                    let mask = others.fold(self.standing, |m, e| m & !(1 << e));
                    self.with(self.grounded(mask))
                })
                .collect();
            (parts.len() > 1).then_some(parts)
        }
    }

    /// The position by the rules alone, as a game given by its options
    /// (no split, no simplification).
    fn plain_tree(plain: &mut PlainGames, memo: &mut HashMap<u32, usize>, tree: &Tree) -> usize {
        if let Some(&g) = memo.get(&tree.standing) {
            return g;
        }
        let mut side = |blue: bool| -> Vec<usize> {
            let cuts = tree.cuts(blue);
            cuts.into_iter()
                .map(|s| plain_tree(plain, memo, &tree.with(s)))
                .collect()
        };
        let (left, right) = (side(true), side(false));
        let g = plain.game(left, right);
        memo.insert(tree.standing, g);
        g
    }

    #[test]
    fn small_numbers_agree_with_the_definitions() {
        let mut rng = TestRng::new(7);
        for round in 0..150 {
            let edges = 1 + round % 9;
            let parent: Vec<usize> = (0..=edges)
                .map(|e| rng.below(e.max(1) as u64) as usize)
                .collect();
            let blue: Vec<bool> = (0..=edges).map(|_| rng.below(2) == 0).collect();
            let all = (2u32 << edges) - 2;
            let tree = Tree {
                parent: &parent,
                blue: &blue,
                standing: all,
            };
            let mut numbers = NumberEngine::<_, SmallDyadic>::new();
            let mut plain = PlainGames::new();
            let mut memo = HashMap::new();
            // Every position the rules reach from the whole tree.
            let mut seen = vec![all];
            let mut next = 0;
            while next < seen.len() {
                let position = tree.with(seen[next]);
                next += 1;
                let (m, k) = numbers.value(&position).parts();
                let g = plain_tree(&mut plain, &mut memo, &position);
                let x = plain.dyadic(m, k);
                assert!(plain.eq(g, x), "{position:?}: {m}/2^{k}");
                for s in position.cuts(true).into_iter().chain(position.cuts(false)) {
                    if !seen.contains(&s) {
                        seen.push(s);
                    }
                }
            }
        }
    }

    /// Blue, then red edges to `.0` in all: 1/2^(.0 − 1).
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    struct Stalk(u32);

    impl PartizanGame for Stalk {
        fn left_moves(&self) -> Vec<Self> {
            (self.0 > 0).then_some(Stalk(0)).into_iter().collect()
        }
        fn right_moves(&self) -> Vec<Self> {
            (1..self.0).map(Stalk).collect()
        }
    }

    /// 2^k as a sum of two 2^(k−1); `None` is the empty game.
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    struct Power(Option<u32>);

    impl PartizanGame for Power {
        fn left_moves(&self) -> Vec<Self> {
            match self.0 {
                Some(0) => vec![Power(None)],
                _ => Vec::new(),
            }
        }
        fn right_moves(&self) -> Vec<Self> {
            Vec::new()
        }
        fn split(&self) -> Option<Vec<Self>> {
            match self.0 {
                Some(k) if k > 0 => Some(vec![Power(Some(k - 1)); 2]),
                _ => None,
            }
        }
    }

    fn panic_message(f: impl FnOnce()) -> String {
        let payload = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_err();
        payload
            .downcast_ref::<String>()
            .cloned()
            .unwrap_or_default()
    }

    #[test]
    fn small_numbers_hold_their_range_and_panic_past_it_where_dyadics_go_on() {
        let mut numbers = NumberEngine::<_, SmallDyadic>::new();
        let mut forms = PartizanEngine::<_, SmallDyadic>::new();
        assert_eq!(numbers.value(&Stalk(63)), SmallDyadic::new(1, 62));
        let g = forms.value(&Stalk(63));
        assert_eq!(forms.games().as_number(g), Some(&SmallDyadic::new(1, 62)));
        let max = SmallDyadic::from(1 << 62);
        let mut powers = NumberEngine::<_, SmallDyadic>::new();
        assert_eq!(powers.value(&Power(Some(62))), max);
        let mut power_forms = PartizanEngine::<_, SmallDyadic>::new();
        let g = power_forms.value(&Power(Some(62)));
        assert_eq!(power_forms.games().as_number(g), Some(&max));

        let fix = "does not fit a SmallDyadic: use partizan::Dyadic";
        let message = panic_message(|| {
            numbers.value(&Stalk(64));
        });
        assert!(message.ends_with(fix), "{message}");
        let message = panic_message(|| {
            forms.value(&Stalk(64));
        });
        assert!(message.ends_with(fix), "{message}");
        let message = panic_message(|| {
            powers.value(&Power(Some(63)));
        });
        assert_eq!(message, format!("9223372036854775808/2^0 {fix}"));
        let message = panic_message(|| {
            power_forms.value(&Power(Some(63)));
        });
        assert!(message.ends_with(fix), "{message}");

        let one = Dyadic::from(1);
        assert_eq!(
            NumberEngine::<_, Dyadic>::new().value(&Stalk(64)),
            one.halve(63)
        );
        let two_63 = NumberEngine::<_, Dyadic>::new().value(&Power(Some(63)));
        assert_eq!(two_63.to_string(), "9223372036854775808");
    }
}
