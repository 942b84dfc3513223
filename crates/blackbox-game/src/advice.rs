//! What the assistant says about a game state ([`Advice`]): the boards
//! left, each cell's [`Knowledge`], the suggested ray ([`Suggestion`],
//! credited to its [`Suggester`]) and the [`Stage`] still being computed;
//! with the rating both assistants share ([`rate`], [`better`]): the
//! reference one ([`crate::advise`]) and the anytime one
//! ([`crate::advise_anytime`]).
//!
//! Invariant: a suggestion's bits and expected cost are exact unless its
//! suggester says they are estimated (with their 95% errors) or rated on a
//! sample.

use crate::moves::cell_text;
use blackbox::{Cell, Dims, Port, Response};
use blackbox_solve::{ratio, Count};
use num_bigint::BigUint;
use num_traits::Zero;
use std::fmt;

/// Boards drawn uniformly after which an estimate of every ray's rating is
/// complete even while another ray's interval still reaches above the
/// suggested ray's: the error of an entropy estimate shrinks as one over
/// its square root (about ± 0.05 bits at 95% on the boards of `blackbox
/// bench --assistant`). Fewer do when the suggestion is settled sooner
/// ([`crate::anytime::SETTLE_DRAWS`]).
pub(crate) const DRAWS: usize = 4096;

/// The name of the assistant's own rating as a player ([`Suggester::player`]):
/// the lab's strategy of that name rates rays the same way.
const ENTROPY: &str = "entropy";

/// What is known about one cell.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Knowledge {
    /// Every consistent board has an atom here.
    Atom,
    /// No consistent board has an atom here.
    Empty,
    /// Some do: the share of consistent boards with an atom here, when it
    /// is known: exact, in `(0, 1)`, or estimated from uniform draws
    /// (then possibly 0 or 1; [`Advice::shares_error`] states its error).
    Open(Option<f64>),
}

/// A suggested next ray.
#[derive(Debug, Clone, PartialEq)]
pub struct Suggestion {
    /// The port to fire.
    pub port: Port,
    /// The expected points it costs.
    pub expected_cost: f64,
    /// The expected information it gives, in bits (entropy of its outcomes).
    pub bits: f64,
    /// Who suggested it.
    pub by: Suggester,
    /// How many of the boards the rating rests on give each outcome
    /// (every board left when exact, else the draws or the sample), most
    /// first: what each outcome would keep.
    pub outcomes: Vec<(Response, BigUint)>,
}

/// Most outcomes a suggestion's reason names one by one; the rest are
/// summed ("other exits").
const NAMED_OUTCOMES: usize = 4;

impl Suggestion {
    /// Why this ray, in plain words: how many of the boards left each
    /// outcome would keep and what it costs, with no bits and no player's
    /// name ([`Suggestion::details`] has those): `Fire ray 17: of the 240
    /// boards left, a hit would keep 30, a reflection 12, leaving at 5
    /// would keep 80, other exits 118; it costs 1 point (2 if it leaves
    /// elsewhere).` On a board of `dims` with `boards` left.
    pub fn reason(&self, dims: Dims, boards: &Count) -> String {
        let total: BigUint = self.outcomes.iter().map(|(_, n)| n).sum();
        let exact = self.by.is_exact() && matches!(boards, Count::Exact(n) if *n == total);
        let amount = |n: &BigUint| {
            if exact {
                crate::text::big_count(n)
            } else {
                let percent = (ratio(n, &total) * 100.0).round();
                match percent {
                    p if p < 1.0 => "under 1 %".to_string(),
                    p => format!("about {p} %"),
                }
            }
        };
        let mut sorted: Vec<&(Response, BigUint)> = self.outcomes.iter().collect();
        sorted.sort_by(|a, b| b.1.cmp(&a.1));
        // Past the first few, exits are summed, when that spares two or more.
        let lumped = sorted.len() > NAMED_OUTCOMES + 1;
        let mut parts: Vec<String> = Vec::new();
        let mut others = (BigUint::zero(), 0usize);
        for (i, (response, n)) in sorted.iter().enumerate() {
            let exit = matches!(response, Response::Exit(q) if *q != self.port);
            if lumped && exit && i >= NAMED_OUTCOMES {
                others.0 += n;
                others.1 += 1;
                continue;
            }
            let what = response.words(dims, self.port);
            parts.push(if parts.is_empty() || exit {
                format!("{what} would keep {}", amount(n))
            } else {
                format!("{what} {}", amount(n))
            });
        }
        if others.1 > 0 {
            parts.push(format!(
                "the {} other exits would keep {} between them",
                others.1,
                amount(&others.0)
            ));
        }
        let base = match (&self.by, exact) {
            (_, true) => format!("of the {} boards left, ", crate::text::big_count(&total)),
            (Suggester::Sample(n), _) => format!("on a sample of {n} of the boards left, "),
            _ => "of the boards left, ".to_string(),
        };
        format!(
            "Fire ray {}: {base}{}; {}.",
            self.port,
            parts.join(", "),
            cost_words(&self.outcomes, self.port)
        )
    }

    /// The rating behind the suggestion, for those who want it: bits of
    /// information and expected points, exact or with their errors, and
    /// how the ray was chosen, in plain words (the lab's name of the player
    /// is [`Suggester::player`], for scripts).
    pub fn details(&self) -> String {
        let (bits, cost) = match (self.by.bits_error(), self.by.cost_error()) {
            (Some(b), Some(c)) => (
                format!("{:.2} ± {b:.2}", self.bits),
                format!("{:.2} ± {c:.2}", self.expected_cost),
            ),
            _ => (
                format!("{:.2}", self.bits),
                format!("{:.2}", self.expected_cost),
            ),
        };
        let by = match &self.by {
            Suggester::Player(_) => "chosen by searching ahead: the promising rays were each \
                 weighed by the points the game would still cost after each of their outcomes, \
                 over every board left"
                .to_string(),
            Suggester::Sample(n) => {
                format!("chosen for the most bits per point on {n} sample boards")
            }
            Suggester::Estimate {
                draws,
                bits_error,
                cost_error,
            } => format!(
                "chosen for the most bits per point, estimated on {draws} uniform draws: bits \
                 ± {bits_error:.3}, cost ± {cost_error:.3} at 95%"
            ),
            Suggester::Entropy => "chosen for the most bits per point".to_string(),
        };
        format!(
            "{bits} bits of information (each bit halves the boards left, on average) for \
             {cost} points expected; {by}"
        )
    }
}

/// What firing costs, given its possible `outcomes`: "it costs 2 points",
/// "it costs 1 point (2 if it leaves elsewhere)".
fn cost_words(outcomes: &[(Response, BigUint)], port: Port) -> String {
    let costs: std::collections::BTreeSet<u32> = outcomes
        .iter()
        .map(|(r, _)| blackbox::score::response_cost(*r))
        .collect();
    let leaves = |r: &Response| matches!(r, Response::Exit(q) if *q != port);
    let point = |c: u32| crate::text::count(c as usize, "point");
    match (costs.first(), costs.last()) {
        (Some(&low), Some(&high)) if low != high => {
            let returns = outcomes.iter().any(|(r, _)| !leaves(r));
            let when = if returns {
                "if it leaves elsewhere"
            } else {
                "on some outcomes"
            };
            format!("it costs {} ({high} {when})", point(low))
        }
        (Some(&c), _) => format!("it costs {}", point(c)),
        _ => "it costs nothing".into(),
    }
}

/// Who suggested a ray: the assistant's own rating (most bits per
/// expected point) on a sample of the boards left, estimated on uniform
/// draws, or exact on all of them, or a player (the cost and bits are then
/// those of the player's ray, exact).
#[derive(Debug, Clone, PartialEq)]
pub enum Suggester {
    /// Rated on this many of the boards left (a sample, not uniform).
    Sample(usize),
    /// Estimated on this many boards drawn uniformly from the boards left:
    /// the exact bits and expected cost lie within the stated errors of
    /// the estimates with 95% confidence (see module `estimate`).
    Estimate {
        /// Boards drawn.
        draws: usize,
        /// Half-width of the 95% interval of the bits.
        bits_error: f64,
        /// Half-width of the 95% interval of the expected cost.
        cost_error: f64,
    },
    /// Rated exactly on every board left.
    Entropy,
    /// The named player's choice (`best`, `best+deep`).
    Player(String),
}

impl Suggester {
    /// Whether the suggestion's bits and cost are exact (not estimated,
    /// not rated on a sample).
    pub fn is_exact(&self) -> bool {
        matches!(self, Suggester::Entropy | Suggester::Player(_))
    }

    /// The player that suggested the ray, by the lab's strategy name: the
    /// named player, else `entropy` (the assistant's own rating, most bits
    /// per expected point, is the lab's `entropy` player's choice, whether
    /// rated exactly, estimated or on a sample).
    pub fn player(&self) -> &str {
        match self {
            Suggester::Player(name) => name,
            _ => ENTROPY,
        }
    }

    /// The half-width of the 95% interval of the bits, when estimated.
    pub fn bits_error(&self) -> Option<f64> {
        match self {
            Suggester::Estimate { bits_error, .. } => Some(*bits_error),
            _ => None,
        }
    }

    /// The half-width of the 95% interval of the expected cost, when estimated.
    pub fn cost_error(&self) -> Option<f64> {
        match self {
            Suggester::Estimate { cost_error, .. } => Some(*cost_error),
            _ => None,
        }
    }
}

impl fmt::Display for Suggester {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Suggester::Sample(n) => {
                write!(
                    f,
                    "the {ENTROPY} player: most bits per point on {n} sample boards"
                )
            }
            Suggester::Estimate {
                draws,
                bits_error,
                cost_error,
            } => write!(
                f,
                "the {ENTROPY} player: most bits per point, estimated on {draws} uniform draws: \
                 bits ± {bits_error:.3}, cost ± {cost_error:.3} at 95%"
            ),
            Suggester::Entropy => write!(f, "the {ENTROPY} player: most bits per point"),
            Suggester::Player(name) => write!(f, "the {name} player"),
        }
    }
}

/// What the assistant says about a game state, as far as it got.
#[derive(Debug, Clone, PartialEq)]
pub struct Advice {
    /// The number of boards consistent with the rays fired so far: exact,
    /// or at least the boards found.
    pub boards: Count,
    /// What is known of every cell, row by row.
    pub cells: Vec<Knowledge>,
    /// When the open cells' shares are estimates from uniform draws: the
    /// half-width of intervals holding every share at once with 95%
    /// confidence (`None`: exact or absent).
    pub shares_error: Option<f64>,
    /// The uniform draws the estimated shares rest on (0 unless
    /// [`Advice::shares_error`] is given).
    pub shares_draws: usize,
    /// The best next ray found, if any ray can still tell boards apart.
    pub suggestion: Option<Suggestion>,
    /// Whether the answer is complete: every unfired ray rated (exactly,
    /// or estimated with its error) and every open cell's share known
    /// (likewise); what may still be pending then only makes it exact.
    pub complete: bool,
    /// What is still being computed (`None`: nothing).
    pub pending: Option<Stage>,
}

impl Advice {
    /// What is known of `cell` on a board of `dims`.
    pub fn cell(&self, dims: Dims, cell: Cell) -> Knowledge {
        self.cells[dims.index(cell)]
    }

    /// The advice in a few lines of text, for a board of `dims` (what is
    /// [`Advice::pending`] is the caller's to say: still computing, or
    /// stopped).
    pub fn summary(&self, dims: Dims) -> Vec<String> {
        let sure = |k: Knowledge| -> Vec<String> {
            dims.all_cells()
                .filter(|&c| self.cell(dims, c) == k)
                .map(cell_text)
                .collect()
        };
        let (atoms, empty) = (sure(Knowledge::Atom), sure(Knowledge::Empty));
        let boards = match &self.boards {
            Count::Exact(n) => crate::text::big_count(n),
            Count::AtLeast(n) => crate::text::at_least(n),
        };
        let mut out = vec![format!("boards left: {boards}")];
        if !atoms.is_empty() {
            out.push(format!("must hold an atom: {}", atoms.join(", ")));
        }
        out.push(format!("must be empty: {} cells", empty.len()));
        if let Some(e) = self.shares_error {
            out.push(format!(
                "shares estimated on {} uniform draws: all within ± {e:.3} at 95%",
                self.shares_draws
            ));
        }
        out.push(match &self.suggestion {
            Some(s) => s.reason(dims, &self.boards),
            None if self.pending.is_some() => "try: no ray found yet".into(),
            None if boards == "1" => "one board is left: mark its atoms and check".into(),
            None => "no ray can tell the boards apart".into(),
        });
        out
    }
}

/// What the assistant is computing (or has not finished).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stage {
    /// The quick answer.
    Quick,
    /// Enumerating the cubes for the uniform sampler (exact count and
    /// shares), then estimating every ray's rating from its draws.
    Sampling,
    /// The exact count and the shares.
    Counting,
    /// Listing every board left.
    Listing,
    /// Rating the unfired rays exactly (refining estimates): `done` of `of`.
    Rating {
        /// Rays rated so far.
        done: usize,
        /// Unfired rays.
        of: usize,
    },
    /// Asking the named player.
    Player(String),
    /// Nothing computed: the solver's encoding of the rays fired would take
    /// about this many bytes, over [`crate::setup::MEMORY_LIMIT`].
    Beyond {
        /// The estimate ([`blackbox_solve::encoding_estimate`]).
        bytes: u64,
    },
}

impl Stage {
    /// Whether the stage is still to come (false: it will not be computed).
    pub fn is_running(&self) -> bool {
        !matches!(self, Stage::Beyond { .. })
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stage::Quick => write!(f, "the first answer"),
            Stage::Sampling => write!(f, "the exact count, shares and estimated ratings"),
            Stage::Counting => write!(f, "the exact count and shares"),
            Stage::Listing => write!(f, "listing the boards left"),
            Stage::Rating { done, of } => write!(f, "rating every ray exactly ({done} of {of})"),
            Stage::Player(name) => write!(f, "asking the {name} player"),
            Stage::Beyond { bytes } => write!(
                f,
                "nothing: the solver would need about {} MB, over the {} MB bound",
                bytes >> 20,
                crate::setup::MEMORY_LIMIT >> 20
            ),
        }
    }
}

/// Expected cost and entropy of firing `port` given its outcome counts,
/// credited to `by`; `None` when it cannot tell any boards apart.
pub(crate) fn rate(
    port: Port,
    outcomes: &[(Response, BigUint)],
    by: Suggester,
) -> Option<Suggestion> {
    let total: BigUint = outcomes.iter().map(|(_, n)| n).sum();
    let mut expected_cost = 0.0;
    let mut bits = 0.0;
    for (response, n) in outcomes {
        let p = if total.is_zero() {
            0.0
        } else {
            ratio(n, &total)
        };
        if p > 0.0 {
            expected_cost += p * f64::from(blackbox::score::response_cost(*response));
            bits -= p * p.log2();
        }
    }
    (bits > 1e-9).then_some(Suggestion {
        port,
        expected_cost,
        bits,
        by,
        outcomes: outcomes
            .iter()
            .filter(|(_, n)| !n.is_zero())
            .cloned()
            .collect(),
    })
}

/// The suggestion with the most bits per expected point (the earlier on
/// ties, up to a relative 1e-12: rays alike by symmetry get their exact
/// ratings summed in different orders).
pub(crate) fn better(a: Option<Suggestion>, b: Option<Suggestion>) -> Option<Suggestion> {
    let value = |s: &Suggestion| s.bits / s.expected_cost;
    match (a, b) {
        (Some(a), Some(b)) if value(&b) > value(&a) * (1.0 + 1e-12) => Some(b),
        (Some(a), _) => Some(a),
        (None, b) => b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_suggester_names_its_player_and_says_it() {
        let estimate = Suggester::Estimate {
            draws: 4096,
            bits_error: 0.05,
            cost_error: 0.02,
        };
        let named = [
            (Suggester::Sample(32), "entropy"),
            (estimate, "entropy"),
            (Suggester::Entropy, "entropy"),
            (Suggester::Player("best".into()), "best"),
            (Suggester::Player("best+deep".into()), "best+deep"),
        ];
        for (by, player) in named {
            assert_eq!(by.player(), player);
            let text = by.to_string();
            assert!(text.starts_with(&format!("the {player} player")), "{text}");
            // The details a player reads say it in plain words instead.
            let details = suggested(&[(Response::Hit, 1), (Response::Reflection, 1)], by).details();
            assert!(
                !details.contains(player) && !details.contains("player"),
                "{details}"
            );
            assert!(details.starts_with("1.00 "), "{details}");
        }
    }

    /// A suggestion from port 1 of a 5x5 board (opposite: 15) with these
    /// outcome counts, rated exactly or estimated.
    fn suggested(outcomes: &[(Response, u32)], by: Suggester) -> Suggestion {
        let dims = Dims::new(5, 5).unwrap();
        let outcomes: Vec<(Response, BigUint)> = outcomes
            .iter()
            .map(|&(r, n)| (r, BigUint::from(n)))
            .collect();
        let mut s = rate(dims.port(1).unwrap(), &outcomes, Suggester::Entropy).unwrap();
        s.by = by;
        s
    }

    #[test]
    fn the_reason_counts_what_each_outcome_keeps_and_the_cost() {
        let dims = Dims::new(5, 5).unwrap();
        let p = |n| Response::Exit(dims.port(n).unwrap());
        let s = suggested(
            &[
                (Response::Hit, 30),
                (Response::Reflection, 12),
                (p(15), 80),
                (p(7), 118),
            ],
            Suggester::Entropy,
        );
        let boards = Count::Exact(BigUint::from(240u32));
        assert_eq!(
            s.reason(dims, &boards),
            "Fire ray 1: of the 240 boards left, leaving at 7 would keep 118, a miss (leaving \
             at 15) would keep 80, a hit 30, a reflection 12; it costs 1 point (2 if it leaves \
             elsewhere)."
        );
        let reason = s.reason(dims, &boards);
        assert!(
            !reason.contains("bits") && !reason.contains("player"),
            "{reason}"
        );
        let details = s.details();
        assert!(details.contains("bits") && details.contains("most bits per point"));
        assert!(
            !details.contains("entropy") && !details.contains("player"),
            "{details}"
        );
        // Many exits: the smallest are summed; estimated: shares, not counts.
        let exits: Vec<(Response, u32)> = (6..=12).map(|n| (p(n), 10)).collect();
        let estimate = Suggester::Estimate {
            draws: 70,
            bits_error: 0.1,
            cost_error: 0.1,
        };
        let s = suggested(&exits, estimate);
        let reason = s.reason(dims, &Count::Exact(BigUint::from(1000u32)));
        assert!(
            reason
                .starts_with("Fire ray 1: of the boards left, leaving at 6 would keep about 14 %"),
            "{reason}"
        );
        assert!(
            reason.ends_with(
                "the 3 other exits would keep about 43 % between them; it costs 2 points."
            ),
            "{reason}"
        );
    }
}
