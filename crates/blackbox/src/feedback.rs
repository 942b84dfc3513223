//! Full feedback: the response at every port of a board.
//!
//! Full feedback is what a player would learn by firing every ray; two boards
//! with equal full feedback are indistinguishable (seed 002 §3). It is the
//! inner loop of brute force, experiments and AI players, so [`Board::feedback`]
//! uses the tracer's no-path fast path. Invariant: `responses[i]` is the
//! response of port `i + 1`, and exits are symmetric (`p -> q` iff `q -> p`).

use crate::board::Board;
use crate::geometry::{Dims, Port};
use crate::trace::{Response, Rules};

/// The response of every port of one board under one rule set.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Feedback {
    dims: Dims,
    rules: Rules,
    responses: Vec<Response>,
}

impl Feedback {
    /// The board's dimensions.
    pub fn dims(&self) -> Dims {
        self.dims
    }

    /// The rule set the responses were computed under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The response at `port`.
    pub fn get(&self, port: Port) -> Response {
        self.responses[port.index()]
    }

    /// All responses, port 1 first.
    pub fn responses(&self) -> &[Response] {
        &self.responses
    }

    /// `(port, response)` for every port.
    pub fn iter(&self) -> impl Iterator<Item = (Port, Response)> + '_ {
        self.dims.all_ports().zip(self.responses.iter().copied())
    }

    /// The points a player pays to fire every ray: each hit or reflection
    /// costs 1, each exit pair 2 (one per port marker).
    pub fn total_cost(&self) -> u32 {
        self.iter()
            .map(|(p, r)| match r {
                Response::Exit(q) if q < p => 0,
                r => crate::score::response_cost(r),
            })
            .sum()
    }
}

impl Board {
    /// The full feedback of this board under `rules`.
    pub fn feedback(&self, rules: Rules) -> Feedback {
        let dims = self.dims();
        Feedback {
            dims,
            rules,
            responses: dims.all_ports().map(|p| self.response(p, rules)).collect(),
        }
    }
}
