//! [`Nus`]: a number plus a multiple of up plus a nimber, the games whose
//! comparisons and sums need no search (Winning Ways ch. 3, CGSuite's and
//! cgt-tools' compact case). Most values met in play are of this shape.

use super::number::Number;

/// The game `number + ups·↑ + *nimber` (↑ = {0|*}; a negative `ups` is a
/// multiple of down), its number of type `N` ([`Dyadic`](crate::partizan::Dyadic) or
/// [`SmallDyadic`](super::SmallDyadic)).
///
/// # Example
/// ```
/// use game_theory::partizan::{Dyadic, Nus};
/// let up = Nus::new(Dyadic::from(0), 1, 0);
/// let star = Nus::nimber(1);
/// assert!(!up.le(&Nus::zero()) && Nus::zero().le(&up)); // ↑ > 0
/// let up_star = up.add(&star);
/// assert!(!up_star.le(&Nus::zero()) && !Nus::zero().le(&up_star)); // ↑* is fuzzy with 0
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nus<N> {
    /// The number part.
    pub number: N,
    /// How many ups (negative: downs).
    pub ups: i64,
    /// The nimber part, `*nimber`.
    pub nimber: u32,
}

impl<N: Number> Nus<N> {
    /// `number + ups·↑ + *nimber`.
    pub fn new(number: N, ups: i64, nimber: u32) -> Self {
        Nus {
            number,
            ups,
            nimber,
        }
    }

    /// The game 0.
    pub fn zero() -> Self {
        Nus::of_number(N::from(0))
    }

    /// A number.
    pub fn of_number(number: N) -> Self {
        Nus::new(number, 0, 0)
    }

    /// The nimber `*n`.
    pub fn nimber(n: u32) -> Self {
        Nus::new(N::from(0), 0, n)
    }

    /// Whether the game is a number (no up and no nimber part).
    pub fn is_number(&self) -> bool {
        self.ups == 0 && self.nimber == 0
    }

    /// The sum: parts add, nimbers by XOR.
    pub fn add(&self, other: &Self) -> Self {
        Nus::new(
            self.number.plus(&other.number),
            self.ups + other.ups,
            self.nimber ^ other.nimber,
        )
    }

    /// The negative: a nimber is its own negative.
    pub fn neg(&self) -> Self {
        Nus::new(self.number.negative(), -self.ups, self.nimber)
    }

    /// `self ≤ other`, from the sign of the difference `x + k·↑ + *m`: the
    /// number decides when it is not 0; else `k·↑ + *m ≤ 0` exactly when
    /// k ≤ −2, or k = −1 and m ≠ 1 (↓* is fuzzy with 0), or k = m = 0.
    pub fn le(&self, other: &Self) -> bool {
        match self.number.cmp(&other.number) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => {
                let ups = self.ups - other.ups;
                let nimber = self.nimber ^ other.nimber;
                ups <= -2 || (ups == -1 && nimber != 1) || (ups == 0 && nimber == 0)
            }
        }
    }

    /// Left's options of the canonical form.
    pub fn left_options(&self) -> Vec<Self> {
        self.options(true)
    }

    /// Right's options of the canonical form.
    pub fn right_options(&self) -> Vec<Self> {
        self.options(false)
    }

    /// The options of the canonical form (Siegel, *Combinatorial Game
    /// Theory*, II.4 and cgt-tools' `Nus` moves):
    /// - an integer n > 0 is {n−1|}, n < 0 is {|n+1}, 0 is {|};
    /// - m/2^k (m odd, k ≥ 1) is {(m−1)/2^k | (m+1)/2^k};
    /// - x + *m is {x + *j | x + *j} over j < m;
    /// - x + k·↑ + *m with k > 0 is {x | x + (k−1)·↑ + *(m⊕1)}, except
    ///   x + ↑* = {x, x* | x}; k < 0 by symmetry.
    fn options(&self, left: bool) -> Vec<Self> {
        let x = || Nus::of_number(self.number.clone());
        if self.ups == 0 && self.nimber > 0 {
            return (0..self.nimber)
                .map(|j| Nus::new(self.number.clone(), 0, j))
                .collect();
        }
        if self.is_number() {
            return number_options(&self.number, left)
                .into_iter()
                .map(Nus::of_number)
                .collect();
        }
        // Right's options of k↑ + *m are Left's of the negative, negated.
        let toward_zero = (self.ups > 0) != left;
        if self.ups.abs() == 1 && self.nimber == 1 {
            if toward_zero {
                vec![x()]
            } else {
                vec![x(), Nus::new(self.number.clone(), 0, 1)]
            }
        } else if toward_zero {
            vec![Nus::new(
                self.number.clone(),
                self.ups - self.ups.signum(),
                self.nimber ^ 1,
            )]
        } else {
            vec![x()]
        }
    }
}

/// The canonical options of a number, one side.
fn number_options<N: Number>(x: &N, left: bool) -> Option<N> {
    let one = N::from(1);
    if x.is_integer() {
        match (x.signum(), left) {
            (1, true) => Some(x.minus(&one)),
            (-1, false) => Some(x.plus(&one)),
            _ => None,
        }
    } else {
        let step = one.halve(x.denominator_exponent());
        Some(if left { x.minus(&step) } else { x.plus(&step) })
    }
}
