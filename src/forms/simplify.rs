//! Canonical simplification: a game given by options that are canonical
//! forms, to its own canonical form (dominated options removed, reversible
//! options bypassed; Conway, *On Numbers and Games*, ch. 10), recognised as
//! a compact [`Nus`] where it is one so that every value has one node.

use super::games::{Forms, GameId};
use super::number::Number;
use super::nus::Nus;
use crate::perf::hashing::FastMap;

/// The canonical form of `{left | right}`: see [`Forms::game`].
pub(super) fn canonical<N: Number>(
    games: &mut Forms<N>,
    left: &[GameId],
    right: &[GameId],
) -> GameId {
    let mut left = left.to_vec();
    let mut right = right.to_vec();
    remove_dominated(games, &mut left, true);
    remove_dominated(games, &mut right, false);
    let mut memo = FormMemo::default();
    let changed_left = bypass_reversible(games, &mut memo, &mut left, &right, true);
    let changed_right = bypass_reversible(games, &mut memo, &mut right, &left, false);
    if changed_left || changed_right {
        remove_dominated(games, &mut left, true);
        remove_dominated(games, &mut right, false);
    }
    left.sort_unstable();
    right.sort_unstable();
    match recognise_nus(games, &left, &right) {
        Some(nus) => games.nus(nus),
        None => games.intern_moves(left, right),
    }
}

/// Drops repeats and the options a player would never choose: for
/// Left, a ≤ b with b another option (distinct ids are never equal,
/// so a < b); for Right, a ≥ b.
fn remove_dominated<N: Number>(games: &mut Forms<N>, options: &mut Vec<GameId>, left: bool) {
    options.sort_unstable();
    options.dedup();
    let mut keep = vec![true; options.len()];
    for i in 0..options.len() {
        for j in 0..options.len() {
            if i == j || !keep[j] {
                continue;
            }
            let (a, b) = (options[i], options[j]);
            let dominated = if left { games.le(a, b) } else { games.le(b, a) };
            if dominated {
                keep[i] = false;
                break;
            }
        }
    }
    let mut index = 0;
    options.retain(|_| {
        index += 1;
        keep[index - 1]
    });
}

/// Bypasses reversible options of one side, in place: a Left option A
/// with a right option A^R ≤ G is replaced by A^R's left options (and
/// symmetrically for Right). `others` is the other side. Whether any
/// option was bypassed.
fn bypass_reversible<N: Number>(
    games: &mut Forms<N>,
    memo: &mut FormMemo,
    options: &mut Vec<GameId>,
    others: &[GameId],
    left: bool,
) -> bool {
    let mut changed = false;
    let mut i = 0;
    while i < options.len() {
        let a = options[i];
        let range = games.option_range(a);
        let count = if left { range.right } else { range.left };
        let mut reverse_through = None;
        for k in 0..count {
            let answer = if left {
                games.right_at(range, k)
            } else {
                games.left_at(range, k)
            };
            let reverses = if left {
                le_form(games, memo, answer, options, others)
            } else {
                ge_form(games, memo, answer, others, options)
            };
            if reverses {
                reverse_through = Some(answer);
                break;
            }
        }
        let Some(answer) = reverse_through else {
            i += 1;
            continue;
        };
        changed = true;
        options.swap_remove(i);
        let range = games.option_range(answer);
        let count = if left { range.left } else { range.right };
        for k in 0..count {
            let replacement = if left {
                games.left_at(range, k)
            } else {
                games.right_at(range, k)
            };
            if !options.contains(&replacement) {
                options.push(replacement);
            }
        }
    }
    changed
}

/// Comparisons with the game being simplified, which has no id yet:
/// `(x, true)` for x ≤ G, `(y, false)` for G ≤ y. Every step of the
/// simplification keeps G's value, so the answers hold for the whole
/// call; without them, checking a nimber *n's options against G would
/// revisit *n's whole tree of options (exponential in n).
type FormMemo = FastMap<(GameId, bool), bool>;

/// `x ≤ {left | right}`.
fn le_form<N: Number>(
    games: &mut Forms<N>,
    memo: &mut FormMemo,
    x: GameId,
    left: &[GameId],
    right: &[GameId],
) -> bool {
    if let Some(&known) = memo.get(&(x, true)) {
        return known;
    }
    let result = right.iter().all(|&gr| !games.le(gr, x)) && {
        let range = games.option_range(x);
        (0..range.left).all(|i| {
            let xl = games.left_at(range, i);
            !ge_form(games, memo, xl, left, right)
        })
    };
    memo.insert((x, true), result);
    result
}

/// `y ≥ {left | right}`.
fn ge_form<N: Number>(
    games: &mut Forms<N>,
    memo: &mut FormMemo,
    y: GameId,
    left: &[GameId],
    right: &[GameId],
) -> bool {
    if let Some(&known) = memo.get(&(y, false)) {
        return known;
    }
    let result = left.iter().all(|&gl| !games.le(y, gl)) && {
        let range = games.option_range(y);
        (0..range.right).all(|i| {
            let yr = games.right_at(range, i);
            !le_form(games, memo, yr, left, right)
        })
    };
    memo.insert((y, false), result);
    result
}

/// The compact form of a canonical `{left | right}` (sorted ids), if it
/// is one. The shapes are those [`Nus`]'s options produce: an integer
/// {n|} or {|n}, a number {a|b} with a < b numbers (its value then is
/// their mean, the options being canonical), x + *k, x + ↑·n + *m.
fn recognise_nus<N: Number>(games: &Forms<N>, left: &[GameId], right: &[GameId]) -> Option<Nus<N>> {
    let number = |g: GameId| games.as_number(g);
    let one = N::from(1);
    match (left, right) {
        ([], []) => Some(Nus::zero()),
        ([], [r]) => number(*r).map(|r| Nus::of_number(r.minus(&one))),
        ([l], []) => number(*l).map(|l| Nus::of_number(l.plus(&one))),
        ([l], [r]) => {
            let (ln, rn) = (games.as_nus(*l)?, games.as_nus(*r)?);
            if ln.is_number() && rn.is_number() {
                if ln.number < rn.number {
                    Some(Nus::of_number(ln.number.plus(&rn.number).halve(1)))
                } else {
                    number_plus_nimber(games, left, right) // {x|x} = x*
                }
            } else if ln.is_number() && rn.number == ln.number && rn.ups >= 0 {
                // x + {0 | ↑·k + *m} = x + ↑·(k+1) + *(m⊕1)
                Some(Nus::new(rn.number.clone(), rn.ups + 1, rn.nimber ^ 1))
            } else if rn.is_number() && ln.number == rn.number && ln.ups <= 0 {
                Some(Nus::new(ln.number.clone(), ln.ups - 1, ln.nimber ^ 1))
            } else {
                None
            }
        }
        ([a, b], [c]) => up_star(games, *a, *b, *c, 1),
        ([c], [a, b]) => up_star(games, *a, *b, *c, -1),
        _ => number_plus_nimber(games, left, right),
    }
}

/// x + ↑* = {x, x* | x} (`ups` 1) or x + ↓* = {x | x, x*} (−1): `a`,
/// `b` the two-option side in id order, `c` the other side.
fn up_star<N: Number>(
    games: &Forms<N>,
    a: GameId,
    b: GameId,
    c: GameId,
    ups: i64,
) -> Option<Nus<N>> {
    let x = games.as_number(c)?;
    let star_of_x = |g: GameId| {
        games
            .as_nus(g)
            .is_some_and(|n| n.ups == 0 && n.nimber == 1 && n.number == *x)
    };
    let matches = (a == c && star_of_x(b)) || (b == c && star_of_x(a));
    matches.then(|| Nus::new(x.clone(), ups, 1))
}

/// x + *k = {x, x*, …, x*(k−1) | the same}.
fn number_plus_nimber<N: Number>(
    games: &Forms<N>,
    left: &[GameId],
    right: &[GameId],
) -> Option<Nus<N>> {
    if left != right || left.is_empty() {
        return None;
    }
    let first = games.as_nus(left[0])?;
    for &g in left {
        let n = games.as_nus(g)?;
        if n.ups != 0 || n.number != first.number || n.nimber as usize >= left.len() {
            return None;
        }
    }
    // Distinct ids are distinct nimbers, so all of 0..k are there.
    Some(Nus::new(first.number.clone(), 0, left.len() as u32))
}
