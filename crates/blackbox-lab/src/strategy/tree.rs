//! A player's decisions kept as data: a decision tree over the outcomes of
//! its rays, written as text, read back, and played as a [`Strategy`].
//!
//! A tree is either **complete** (a move for every board: the optimal
//! strategy of a small game, replayed and verified over every board) or an
//! **opening** (the first decisions of a player over the whole board set,
//! which every game of that size shares: a node that is not in the tree is
//! left to the player itself, see [`Scripted`]).
//!
//! The text form (`boxlogic decision tree 1`) is a header of `key value`
//! lines, then one line per node in preorder: the outcome that leads to it
//! from its parent (`-` for the root, `H` a hit, `R` a reflection, `D` an
//! edge deflection under the ACM rules, or the number of the port the ray
//! left by), then `fire PORT CHILDREN` (the port by its number, then how
//! many of its outcomes follow, each with its subtree) or `guess R,C …`
//! (the atoms' cells, rows and columns counted from 1):
//!
//! ```text
//! boxlogic decision tree 1
//! game 4x4 1 standard
//! player optimal
//! kind complete
//! boards 16
//! nodes 3
//! total 40
//! - fire 1 2
//! H guess 1,1
//! 12 …
//! ```
//!
//! `kind` is `complete` or `opening N` (the nodes left to the player leave
//! at most N boards). `total` (complete trees) is the sum of the scores over every board;
//! [`replay`] recomputes it and refuses a tree whose sum differs.
//!
//! Invariants: a parsed tree's ports, outcomes and cells are valid for its
//! game, each node's outcomes are distinct, and the node count matches the
//! header; two nodes of one tree never share a known vector (branches part
//! at one port's different outcomes), so [`DecisionTree::moves`] maps each
//! known vector to one decision.

use super::split::parts;
use super::{observe, Decision, State, Strategy, Universe, UNKNOWN};
use crate::experiment::fast::{cost, DEFLECTED, HIT};
use crate::{Error, Result};
use blackbox::{Dims, Rules};
use logic::Control;
use rand::Rng;
use std::collections::HashMap;
use std::fmt::Write;

/// The first line of a tree's text.
pub const TREE_MAGIC: &str = "boxlogic decision tree 1";

/// A move of a tree and what follows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TreeNode {
    /// Fire the port of this index; each outcome code present leads to its
    /// own plan (an outcome absent from an opening is left to the player).
    Fire(usize, Vec<(u8, TreeNode)>),
    /// Guess atoms in these sorted cell indices.
    Guess(Vec<u8>),
}

/// Whether a tree holds a move for every board or only the opening.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TreeKind {
    /// A move for every board.
    Complete,
    /// The decisions at the nodes that leave more than `min_boards`
    /// boards; the player decides the rest.
    Opening {
        /// The nodes left to the player leave at most this many boards.
        min_boards: usize,
    },
}

/// A decision tree of one game (size, atoms, rules).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecisionTree {
    /// The board size.
    pub dims: Dims,
    /// Atoms per board.
    pub atoms: usize,
    /// The rules rays follow.
    pub rules: Rules,
    /// Who made the decisions (`best`, `optimal`).
    pub player: String,
    /// Complete or an opening.
    pub kind: TreeKind,
    /// The number of boards of the game.
    pub boards: u64,
    /// The sum of the scores over every board (complete trees).
    pub total: Option<u64>,
    /// The first move.
    pub root: TreeNode,
}

/// The text of `rules` in a tree's header.
fn rules_name(rules: Rules) -> &'static str {
    match rules {
        Rules::Standard => "standard",
        Rules::Acm => "acm",
    }
}

/// An outcome code at port index `p` as the tree writes it.
fn outcome_text(code: u8, p: usize) -> String {
    match code {
        HIT => "H".into(),
        DEFLECTED => "D".into(),
        c if c as usize == p => "R".into(),
        c => (c as usize + 1).to_string(),
    }
}

impl TreeNode {
    /// Nodes in this plan.
    pub fn nodes(&self) -> usize {
        match self {
            TreeNode::Fire(_, children) => {
                1 + children.iter().map(|(_, c)| c.nodes()).sum::<usize>()
            }
            TreeNode::Guess(_) => 1,
        }
    }

    fn write(&self, outcome: &str, dims: Dims, out: &mut String) {
        match self {
            TreeNode::Fire(p, children) => {
                let _ = writeln!(out, "{outcome} fire {} {}", p + 1, children.len());
                for (code, child) in children {
                    child.write(&outcome_text(*code, *p), dims, out);
                }
            }
            TreeNode::Guess(cells) => {
                let cells: Vec<String> = (cells.iter())
                    .map(|&c| {
                        let c = c as usize;
                        format!("{},{}", c / dims.cols() + 1, c % dims.cols() + 1)
                    })
                    .collect();
                let _ = writeln!(out, "{outcome} guess {}", cells.join(" "));
            }
        }
    }
}

impl DecisionTree {
    /// The tree's text (see the module doc).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "{TREE_MAGIC}");
        let _ = writeln!(
            out,
            "game {} {} {}",
            self.dims,
            self.atoms,
            rules_name(self.rules)
        );
        let _ = writeln!(out, "player {}", self.player);
        let _ = match self.kind {
            TreeKind::Complete => writeln!(out, "kind complete"),
            TreeKind::Opening { min_boards } => writeln!(out, "kind opening {min_boards}"),
        };
        let _ = writeln!(out, "boards {}", self.boards);
        let _ = writeln!(out, "nodes {}", self.root.nodes());
        if let Some(total) = self.total {
            let _ = writeln!(out, "total {total}");
        }
        self.root.write("-", self.dims, &mut out);
        out
    }

    /// Reads a tree's text; `name` names it in errors (a file's path).
    pub fn parse(text: &str, name: &str) -> Result<DecisionTree> {
        Reader::new(text, name).tree()
    }

    /// Whether this tree is for `u`'s game.
    pub fn fits(&self, u: &Universe) -> bool {
        (self.dims, self.atoms, self.rules, self.boards)
            == (u.dims(), u.atoms(), u.rules(), u.boards() as u64)
    }

    /// `size/atoms (rules rules)`, as errors name the game.
    pub fn game(&self) -> String {
        format!(
            "{}/{} ({} rules)",
            self.dims,
            self.atoms,
            rules_name(self.rules)
        )
    }

    /// Every node's decision by its known vector (see the module doc).
    pub fn moves(&self) -> HashMap<Vec<u8>, Decision> {
        let mut moves = HashMap::new();
        let mut stack = vec![(vec![UNKNOWN; self.dims.ports()], &self.root)];
        while let Some((known, plan)) = stack.pop() {
            let decision = match plan {
                TreeNode::Fire(p, children) => {
                    for (code, child) in children {
                        stack.push((observe(&known, *p, *code), child));
                    }
                    Decision::Fire(*p)
                }
                TreeNode::Guess(cells) => Decision::Guess(cells.clone()),
            };
            moves.insert(known, decision);
        }
        moves
    }
}

/// The score totals of a complete tree replayed over every board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    /// Boards played.
    pub boards: u64,
    /// The sum of their scores.
    pub total: u64,
    /// The most rays any board needed.
    pub max_rays: u32,
}

/// Plays the complete tree `tree` on every board of `u` at once (the
/// candidates split at each node as its port splits them) and answers the
/// sum of the scores; an error naming the first node where the tree does
/// not fit the boards (a port already known or uninformative, an outcome
/// with no move, a header that does not match), or whose `total` is not
/// the sum found. [`blackbox::Error::Interrupted`] once `control` is
/// cancelled.
pub fn replay(u: &Universe, tree: &DecisionTree, control: &Control) -> Result<Replay> {
    let unfit = |detail: String| Error::TreeUnfit {
        game: tree.game(),
        detail,
    };
    if !tree.fits(u) {
        return Err(unfit(format!(
            "the boards are those of {}/{} with {} boards",
            u.dims(),
            u.atoms(),
            u.boards()
        )));
    }
    if tree.kind != TreeKind::Complete {
        return Err(unfit("an opening holds only the first moves".into()));
    }
    let all: Vec<u32> = (0..u.boards() as u32).collect();
    let known = vec![UNKNOWN; u.ports()];
    let mut sums = Replay {
        boards: all.len() as u64,
        total: 0,
        max_rays: 0,
    };
    walk(u, &tree.root, &known, &all, 0, &mut sums, control, &unfit)?;
    if let Some(declared) = tree.total {
        if declared != sums.total {
            return Err(unfit(format!(
                "its header says the scores add up to {declared}, the boards give {}",
                sums.total
            )));
        }
    }
    Ok(sums)
}

/// One node of [`replay`]: `cands` reach `plan` with `known` after `rays`
/// rays; their ray costs so far are already in `sums`.
#[allow(clippy::too_many_arguments)]
fn walk(
    u: &Universe,
    plan: &TreeNode,
    known: &[u8],
    cands: &[u32],
    rays: u32,
    sums: &mut Replay,
    control: &Control,
    unfit: &dyn Fn(String) -> Error,
) -> Result<()> {
    crate::experiment::scan::poll(control)?;
    match plan {
        TreeNode::Guess(cells) => {
            let wrong: u64 = (cands.iter())
                .map(|&b| u64::from(blackbox::score::penalty(u.wrong_atoms(cells, b))))
                .sum();
            sums.total += wrong;
            sums.max_rays = sums.max_rays.max(rays);
        }
        TreeNode::Fire(p, children) => {
            let port = || u.dims().port_of_index(*p).map_or(0, |q| q.number());
            if known[*p] != UNKNOWN {
                return Err(unfit(format!(
                    "port {} is fired where its outcome is known",
                    port()
                )));
            }
            for (code, part) in parts(u, cands, *p) {
                let Some((_, child)) = children.iter().find(|(c, _)| *c == code) else {
                    return Err(unfit(format!(
                        "no move after port {} gives {} ({} boards)",
                        port(),
                        outcome_text(code, *p),
                        part.len()
                    )));
                };
                sums.total += u64::from(cost(code, *p)) * part.len() as u64;
                let next = observe(known, *p, code);
                walk(u, child, &next, &part, rays + 1, sums, control, unfit)?;
            }
        }
    }
    Ok(())
}

/// A player that follows a tree: the tree's move where it has one, else
/// the `fallback` player's (an opening), or an error (a complete tree
/// that does not cover the game).
pub struct Scripted {
    name: String,
    moves: HashMap<Vec<u8>, Decision>,
    fallback: Option<Box<dyn Strategy>>,
    /// The exact expected score, when the tree is complete and was replayed.
    value: Option<f64>,
}

impl Scripted {
    /// The player of an opening `tree`, deciding the rest as `fallback`
    /// (the player that made the opening, for the same figures).
    pub fn opening(tree: &DecisionTree, fallback: Box<dyn Strategy>) -> Scripted {
        Scripted {
            name: fallback.name(),
            moves: tree.moves(),
            fallback: Some(fallback),
            value: None,
        }
    }

    /// The player of a complete `tree`, named `name`, whose exact expected
    /// score (from [`replay`]) is `value`.
    pub fn complete(tree: &DecisionTree, name: String, value: f64) -> Scripted {
        Scripted {
            name,
            moves: tree.moves(),
            fallback: None,
            value: Some(value),
        }
    }
}

impl Strategy for Scripted {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn deterministic(&self) -> bool {
        self.fallback.as_ref().is_none_or(|f| f.deterministic())
    }

    fn decide(
        &self,
        state: &State,
        rng: &mut dyn Rng,
        control: &Control,
    ) -> blackbox::Result<Decision> {
        if let Some(decision) = self.moves.get(state.known) {
            return Ok(decision.clone());
        }
        match &self.fallback {
            Some(player) => player.decide(state, rng, control),
            None => Err(blackbox::Error::Unsupported(format!(
                "the tree of {} has no move after these rays",
                self.name
            ))),
        }
    }

    fn exact_value(&self, u: &Universe, control: &Control) -> blackbox::Result<Option<f64>> {
        match (&self.fallback, self.value) {
            (None, value) => Ok(value),
            (Some(player), _) => player.exact_value(u, control),
        }
    }
}

/// The parser of a tree's text: header lines, then nodes in preorder.
struct Reader<'a> {
    lines: std::iter::Peekable<std::iter::Enumerate<std::str::Lines<'a>>>,
    name: &'a str,
    /// The line last read (1-based), for errors.
    at: usize,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str, name: &'a str) -> Self {
        Reader {
            lines: text.lines().enumerate().peekable(),
            name,
            at: 0,
        }
    }

    fn bad(&self, detail: impl Into<String>) -> Error {
        Error::NotATree {
            file: self.name.to_string(),
            line: self.at,
            detail: detail.into(),
        }
    }

    fn line(&mut self) -> Result<&'a str> {
        let (i, line) = (self.lines.next()).ok_or_else(|| self.bad("the text ends too soon"))?;
        self.at = i + 1;
        Ok(line.trim_end_matches('\r'))
    }

    /// The value of header line `key`.
    fn header(&mut self, key: &str) -> Result<&'a str> {
        let line = self.line()?;
        match line.split_once(' ') {
            Some((k, v)) if k == key => Ok(v),
            _ => Err(self.bad(format!("expected the header line `{key} …`"))),
        }
    }

    fn number<T: std::str::FromStr>(&self, text: &str, what: &str) -> Result<T> {
        text.parse()
            .map_err(|_| self.bad(format!("{what} is not a number: `{text}`")))
    }

    fn tree(mut self) -> Result<DecisionTree> {
        if self.line()? != TREE_MAGIC {
            return Err(self.bad(format!("the first line is not `{TREE_MAGIC}`")));
        }
        let game: Vec<&str> = self.header("game")?.split(' ').collect();
        let [size, atoms, rules] = game[..] else {
            return Err(self.bad("expected `game SIZE ATOMS RULES`"));
        };
        let dims: Dims = size.parse().map_err(|e| self.bad(format!("{e}")))?;
        let atoms: usize = self.number(atoms, "the atom count")?;
        if atoms > dims.cells() {
            return Err(self.bad(format!("{atoms} atoms do not fit {dims}")));
        }
        let rules = match rules {
            "standard" => Rules::Standard,
            "acm" => Rules::Acm,
            _ => return Err(self.bad(format!("unknown rules `{rules}`"))),
        };
        let player = self.header("player")?.to_string();
        let kind = self.header("kind")?;
        let kind = match kind.split_once(' ') {
            None if kind == "complete" => TreeKind::Complete,
            Some(("opening", min)) => TreeKind::Opening {
                min_boards: self.number(min, "the opening's least boards")?,
            },
            _ => return Err(self.bad("expected `kind complete` or `kind opening MIN_BOARDS`")),
        };
        let boards = self.header("boards")?;
        let boards = self.number(boards, "the board count")?;
        let nodes = self.header("nodes")?;
        let nodes: usize = self.number(nodes, "the node count")?;
        let total = match self.lines.peek() {
            Some((_, line)) if line.starts_with("total ") => {
                let total = self.header("total")?;
                Some(self.number(total, "the total")?)
            }
            _ => None,
        };
        let game = Game { dims, atoms, rules };
        let (outcome, root) = self.node(&game, 0)?;
        if outcome != "-" {
            return Err(self.bad("the root's outcome is written `-`"));
        }
        if self.lines.peek().is_some() {
            self.line()?;
            return Err(self.bad("text after the last node"));
        }
        if root.nodes() != nodes {
            return Err(self.bad(format!(
                "the header says {nodes} nodes, the text holds {}",
                root.nodes()
            )));
        }
        Ok(DecisionTree {
            dims,
            atoms,
            rules,
            player,
            kind,
            boards,
            total,
            root,
        })
    }

    /// One node and its subtree: the outcome written before it and its plan.
    fn node(&mut self, game: &Game, depth: usize) -> Result<(&'a str, TreeNode)> {
        let line = self.line()?;
        if depth > game.dims.ports() {
            return Err(self.bad("more rays than ports"));
        }
        let words: Vec<&str> = line.split(' ').collect();
        match words[..] {
            [outcome, "fire", port, count] => {
                let p = self.port(game, port)?;
                let count: usize = self.number(count, "the number of outcomes")?;
                let mut children: Vec<(u8, TreeNode)> = Vec::new();
                for _ in 0..count {
                    let (text, child) = self.node(game, depth + 1)?;
                    let code = self.outcome(game, text, p)?;
                    if children.iter().any(|(c, _)| *c == code) {
                        return Err(self.bad(format!("the outcome `{text}` comes twice")));
                    }
                    children.push((code, child));
                }
                Ok((outcome, TreeNode::Fire(p, children)))
            }
            [outcome, "guess", ref cells @ ..] => {
                let mut guess = (cells.iter())
                    .map(|c| self.cell(game, c))
                    .collect::<Result<Vec<u8>>>()?;
                guess.sort_unstable();
                guess.dedup();
                if guess.len() != game.atoms {
                    return Err(self.bad(format!("a guess names {} cells", game.atoms)));
                }
                Ok((outcome, TreeNode::Guess(guess)))
            }
            _ => Err(self.bad("expected `OUTCOME fire PORT N` or `OUTCOME guess R,C …`")),
        }
    }

    fn port(&self, game: &Game, text: &str) -> Result<usize> {
        let n: usize = self.number(text, "a port")?;
        (game.dims.port(n).map(|p| p.index()))
            .map_err(|_| self.bad(format!("{} has no port {n}", game.dims)))
    }

    fn outcome(&self, game: &Game, text: &str, p: usize) -> Result<u8> {
        match text {
            "H" => Ok(HIT),
            "R" => Ok(p as u8),
            "D" if game.rules == Rules::Acm => Ok(DEFLECTED),
            _ => match self.port(game, text) {
                Ok(q) if q != p => Ok(q as u8),
                _ => Err(self.bad(format!("`{text}` is no outcome of port {}", p + 1))),
            },
        }
    }

    fn cell(&self, game: &Game, text: &str) -> Result<u8> {
        let bad = || self.bad(format!("`{text}` is no cell of {}", game.dims));
        let (r, c) = text.split_once(',').ok_or_else(bad)?;
        let (r, c): (usize, usize) = (r.parse().map_err(|_| bad())?, c.parse().map_err(|_| bad())?);
        if !(1..=game.dims.rows()).contains(&r) || !(1..=game.dims.cols()).contains(&c) {
            return Err(bad());
        }
        Ok(((r - 1) * game.dims.cols() + c - 1) as u8)
    }
}

/// What a tree's nodes are checked against while reading.
struct Game {
    dims: Dims,
    atoms: usize,
    rules: Rules,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::scan::no_progress;
    use crate::strategy::opening::build_opening;
    use crate::strategy::play::play_all;
    use crate::strategy::StrategySpec;

    /// The optimal player's whole tree on 4x4 with 2 atoms.
    fn optimal_tree(u: &Universe) -> DecisionTree {
        build_opening(u, StrategySpec::Optimal, 0, &no_progress, &Control::new()).unwrap()
    }

    #[test]
    fn a_complete_tree_replays_to_its_players_exact_score_and_reads_back() {
        let u = Universe::square(4, 2);
        let tree = optimal_tree(&u);
        assert_eq!(tree.kind, TreeKind::Complete);
        let total = tree.total.unwrap();
        let exact = StrategySpec::Optimal
            .build()
            .exact_value(&u, &Control::new());
        let exact = exact.unwrap().unwrap();
        assert!((total as f64 / u.boards() as f64 - exact).abs() < 1e-9);
        let text = tree.to_text();
        let back = DecisionTree::parse(&text, "t").unwrap();
        assert_eq!(back, tree);
        assert_eq!(back.to_text(), text);
        assert_eq!(replay(&u, &back, &Control::new()).unwrap().total, total);
        // Played as a player, every board scores what the replay added up.
        let player = Scripted::complete(&back, "optimal tree".into(), exact);
        let all = play_all(&u, &player, 0, &no_progress, &Control::new());
        assert_eq!((all.games, all.partial), (u.boards(), false));
        assert!((all.mean_score - exact).abs() < 1e-9);
    }

    #[test]
    fn a_tree_that_does_not_fit_its_boards_is_refused_where_it_fails() {
        let u = Universe::square(4, 2);
        let tree = optimal_tree(&u);
        // Another total in the header.
        let mut wrong = tree.clone();
        wrong.total = Some(tree.total.unwrap() + 1);
        let err = replay(&u, &wrong, &Control::new()).unwrap_err().to_string();
        assert!(err.contains("add up to"), "{err}");
        // A branch cut off: the boards of that outcome have no move.
        let mut cut = tree.clone();
        let TreeNode::Fire(_, children) = &mut cut.root else {
            panic!("the root fires")
        };
        children.pop();
        let err = replay(&u, &cut, &Control::new()).unwrap_err().to_string();
        assert!(err.contains("no move after port"), "{err}");
        // Another game.
        let other = Universe::square(4, 3);
        let err = replay(&other, &tree, &Control::new())
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("the decision tree of 4x4/2 (standard rules) does not fit"));
    }

    #[test]
    fn bad_texts_are_refused_with_their_line() {
        let u = Universe::square(4, 2);
        let text = optimal_tree(&u).to_text();
        let lines: Vec<&str> = text.lines().collect();
        let with = |i: usize, line: &str| {
            let mut l = lines.clone();
            l[i] = line;
            l.join("\n")
        };
        let cases = [
            (with(0, "boxlogic decision tree 9"), 1, "the first line"),
            (with(1, "game 4x4 17 standard"), 2, "do not fit"),
            (with(1, "game 4x4 2 other"), 2, "unknown rules"),
            (with(3, "kind maybe"), 4, "expected `kind complete`"),
            (with(5, "nodes 3"), 0, "the header says 3 nodes"),
            (with(7, "- fire 17 2"), 8, "has no port 17"),
            (format!("{text}extra\n"), 0, "text after the last node"),
            (lines[..lines.len() - 1].join("\n"), 0, "ends too soon"),
        ];
        for (bad, line, why) in cases {
            let err = DecisionTree::parse(&bad, "f.tree").unwrap_err().to_string();
            assert!(err.contains(why), "{err}");
            if line > 0 {
                assert!(err.starts_with(&format!("f.tree, line {line}:")), "{err}");
            }
        }
        // A guess of a cell off the board, and a doubled outcome.
        let guess = lines.iter().position(|l| l.contains(" guess ")).unwrap();
        let err = DecisionTree::parse(&with(guess, "H guess 1,1 5,1"), "f").unwrap_err();
        assert!(err.to_string().contains("`5,1` is no cell of 4x4"), "{err}");
    }
}
