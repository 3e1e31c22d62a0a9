//! Your own partizan game: a position type with Left's and Right's moves
//! ([`PartizanGame`]), and two engines that memoise positions and walk the
//! game tree with an explicit stack (no recursion over positions, so a
//! chain of 10^6 moves is fine): [`PartizanEngine`] gives canonical forms,
//! [`NumberEngine`] the number when every position is one.

use super::dyadic::Dyadic;
use super::Games;
use crate::forms::GameId;
use crate::perf::hashing::FastMap;
use std::hash::Hash;

/// A short partizan game: positions with Left's and Right's moves (every
/// play ends; a position that can come back is a loopy game, outside
/// this engine).
///
/// # Example
/// Cutcake: Left cuts a rectangle along its width (into two narrower
/// pieces), Right along its height; a position is a sorted list of
/// rectangles, which [`PartizanGame::split`] hands out one by one.
/// ```
/// use game_theory::partizan::{Dyadic, NumberEngine, PartizanEngine, PartizanGame};
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
/// let mut numbers = NumberEngine::new();
/// assert_eq!(numbers.value(&Cakes(vec![(4, 1)])), Dyadic::from(3)); // 3 cuts for Left only
/// assert_eq!(numbers.value(&Cakes(vec![(2, 2), (3, 1)])), Dyadic::from(2));
/// let mut forms = PartizanEngine::new();
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
/// engine's [`Games`] arena.
///
/// # Complexity
/// One canonical simplification per distinct position (and one sum per
/// component of a split position); see [`Games::game`].
pub struct PartizanEngine<P> {
    games: Games,
    memo: FastMap<P, GameId>,
}

impl<P: PartizanGame> Default for PartizanEngine<P> {
    fn default() -> Self {
        PartizanEngine::new()
    }
}

impl<P: PartizanGame> PartizanEngine<P> {
    /// An engine with an empty memo and arena.
    pub fn new() -> Self {
        PartizanEngine {
            games: Games::new(),
            memo: FastMap::default(),
        }
    }

    /// The canonical form of `position`.
    ///
    /// # Panics
    /// If a position repeats along a line of play (a loopy game).
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
    pub fn games(&mut self) -> &mut Games {
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
///
/// # Complexity
/// O(moves) dyadic operations per distinct position.
pub struct NumberEngine<P> {
    memo: FastMap<P, Dyadic>,
}

impl<P: PartizanGame> Default for NumberEngine<P> {
    fn default() -> Self {
        NumberEngine::new()
    }
}

impl<P: PartizanGame> NumberEngine<P> {
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
    /// game).
    pub fn value(&mut self, position: &P) -> Dyadic
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
    /// If a position repeats along a line of play (a loopy game).
    pub fn try_value(&mut self, position: &P) -> Result<Dyadic, P> {
        post_order(&mut self.memo, position, |p, expansion, values| {
            if expansion.is_sum {
                return Ok(values.iter().fold(Dyadic::zero(), |total, v| &total + v));
            }
            let (left, right) = values.split_at(expansion.left_count);
            let best_left = left.iter().max();
            let best_right = right.iter().min();
            match (best_left, best_right) {
                (Some(l), Some(r)) if l >= r => Err(p.clone()),
                _ => Ok(Dyadic::simplest_between(best_left, best_right)),
            }
        })
    }
}

#[cold]
#[inline(never)]
fn not_a_number(position: &dyn std::fmt::Debug) -> ! {
    panic!("position {position:?} is not a number (its best left option is not below its best right one): use NumberEngine::try_value or PartizanEngine")
}
