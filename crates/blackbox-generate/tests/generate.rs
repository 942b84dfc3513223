//! The generator's promises, each checked by a path of its own:
//! - an easy puzzle is solved by single printed results alone (re-solved
//!   here with the SAT solver only, one result and one cell at a time);
//! - an expert puzzle has a step where no set of up to three premises
//!   settles any cell (checked here with the SAT solver only);
//!   both on 6x6 with 3 atoms and on 8x8 with 4 (the daily size), a few
//!   fixed seeds each;
//! - every puzzle has one answer and no wasted result (the witnesses, by
//!   simulation), the same seed gives the same puzzles on any number of
//!   threads, a stop is reported, and a request that cannot be met is
//!   refused with its reason;
//! - the minimisation's one incremental solver drops exactly the results
//!   that a fresh uniqueness decision per result drops (the same puzzle
//!   for the same order);
//! - grading with one forcing engine loaded with the board's full
//!   feedback (as the generator does, once per board) gives the grade a
//!   fresh engine of the puzzle alone gives, and an engine of another
//!   board's results is refused;
//! - with one atom no minimal puzzle is graded harder than medium (the
//!   reason the generator refuses hard and expert there);
//! - under the ACM rules every puzzle has one answer and no wasted result
//!   under those rules, checked by trying every board of a small size, and
//!   its grade's steps are what those rules force.

use blackbox::{random, Board, Cell, Dims, Port, Puzzle, Rules};
use blackbox_generate::grade::grade_with;
use blackbox_generate::minimal::{check_minimal, minimize, minimize_in_order, results, Minimal};
use blackbox_generate::{grade, Difficulty, Error, Generator, Made, Request};
use blackbox_solve::{Answer, Control, Forcing, Premise, Premises};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn request(side: usize, atoms: usize, difficulty: Difficulty, seed: u64) -> Request {
    Request {
        dims: Dims::new(side, side).unwrap(),
        rules: Rules::Standard,
        atoms,
        difficulty,
        seed,
    }
}

fn made(request: Request, count: usize, threads: usize) -> Vec<Made> {
    let mut generator = Generator::new(request, threads).unwrap();
    (0..count)
        .map(|_| generator.next(&Control::new()).unwrap())
        .collect()
}

/// The SAT solver of one puzzle's premises alone, asked whether some
/// premises (with the cells known so far) force a cell as the answer has
/// it. Every board it finds is kept: a later question that one of them
/// answers (it meets the premises and the known cells, and has the cell the
/// other way, by simulation) needs no solve, so only the proofs cost.
struct ByCores<'a> {
    premises: Premises<'a>,
    answer: &'a Board,
    boards: Vec<Board>,
}

impl<'a> ByCores<'a> {
    fn new(puzzle: &'a Puzzle, answer: &'a Board) -> Self {
        ByCores {
            premises: Premises::load(puzzle, &Control::new()).unwrap(),
            answer,
            boards: Vec::new(),
        }
    }

    /// Whether the premises `on` (with the cells of `known`) force `cell`
    /// as the answer has it.
    fn forces(&mut self, on: &[usize], known: &[Option<bool>], cell: Cell) -> bool {
        let dims = self.answer.dims();
        let flipped = !self.answer.has_atom(cell);
        let fits = |board: &Board| {
            board.has_atom(cell) == flipped
                && (known.iter().enumerate())
                    .all(|(i, k)| k.is_none_or(|atom| board.has_atom(dims.cell_at(i)) == atom))
                && on.iter().all(|&i| self.premises.holds(i, board))
        };
        if self.boards.iter().any(fits) {
            return false;
        }
        let mut fixed: Vec<(usize, bool)> = (known.iter().enumerate())
            .filter_map(|(i, k)| k.map(|atom| (i, atom)))
            .collect();
        fixed.push((dims.index(cell), flipped));
        match (self.premises.ask_where(on, &fixed, None, &Control::new())).unwrap() {
            Answer::Core(_) => true,
            Answer::Board(board) => {
                self.boards.push(board);
                false
            }
            Answer::Unknown => unreachable!("no decision budget"),
        }
    }
}

fn all_atoms_known(known: &[Option<bool>], answer: &Board) -> bool {
    answer
        .atoms()
        .all(|c| known[answer.dims().index(c)] == Some(true))
}

/// An easy puzzle is solved with single results only: re-solved here with
/// the SAT solver only, one result and one cell at a time.
fn solved_by_single_results(made: &Made) {
    let puzzle = made.puzzle();
    let answer = &made.answer;
    let mut by_cores = ByCores::new(puzzle, answer);
    let list = by_cores.premises.list().to_vec();
    let rays: Vec<usize> = (0..list.len())
        .filter(|&i| matches!(list[i], Premise::Ray(_)))
        .collect();
    let dims = answer.dims();
    let mut known = vec![None; dims.cells()];
    while !all_atoms_known(&known, answer) {
        let mut placed = Vec::new();
        for cell in dims.all_cells().filter(|&c| known[dims.index(c)].is_none()) {
            if rays.iter().any(|&r| by_cores.forces(&[r], &known, cell)) {
                placed.push(cell);
            }
        }
        assert!(!placed.is_empty(), "single results got stuck: {puzzle:?}");
        for cell in placed {
            known[dims.index(cell)] = Some(answer.has_atom(cell));
        }
    }
    assert_eq!(made.grade.difficulty, Difficulty::Easy);
    assert!(made
        .grade
        .steps
        .iter()
        .all(|s| s.size == 1 && !s.atom_count));
}

/// An expert puzzle has a step where no set of up to three premises
/// settles any cell (checked with the SAT solver only, every set).
fn needs_more_than_hard_somewhere(made: &Made) {
    let puzzle = made.puzzle();
    let answer = &made.answer;
    let grade = &made.grade;
    let at = (grade.steps.iter())
        .position(|s| s.size > 3)
        .expect("an expert grade has a step past three premises");
    let dims = answer.dims();
    let mut known = vec![None; dims.cells()];
    for step in &grade.steps[..at] {
        for p in &step.placed {
            known[dims.index(p.cell)] = Some(p.atom);
        }
    }
    let mut by_cores = ByCores::new(puzzle, answer);
    let n = by_cores.premises.list().len();
    let open: Vec<Cell> = dims
        .all_cells()
        .filter(|&c| known[dims.index(c)].is_none())
        .collect();
    // Every set of one to three premises, as bit masks.
    for mask in 1u32..1 << n {
        if mask.count_ones() > 3 {
            continue;
        }
        let on: Vec<usize> = (0..n).filter(|i| mask >> i & 1 == 1).collect();
        for &cell in &open {
            assert!(
                !by_cores.forces(&on, &known, cell),
                "premises {on:?} settle {cell} before step {at}: {puzzle:?}"
            );
        }
    }
}

#[test]
fn an_easy_puzzle_is_solved_by_single_results_alone() {
    for made in made(request(6, 3, Difficulty::Easy, 7), 3, 2) {
        solved_by_single_results(&made);
    }
}

#[test]
fn an_easy_8x8_puzzle_is_solved_by_single_results_alone() {
    for seed in [1, 2] {
        for made in made(request(8, 4, Difficulty::Easy, seed), 2, 2) {
            solved_by_single_results(&made);
        }
    }
}

#[test]
fn an_expert_puzzle_needs_more_than_hard_somewhere() {
    for made in made(request(6, 3, Difficulty::Expert, 3), 2, 2) {
        needs_more_than_hard_somewhere(&made);
    }
}

#[test]
fn an_expert_8x8_puzzle_needs_more_than_hard_somewhere() {
    for seed in [1, 2] {
        for made in made(request(8, 4, Difficulty::Expert, seed), 2, 2) {
            needs_more_than_hard_somewhere(&made);
        }
    }
}

#[test]
fn every_puzzle_has_one_answer_and_no_wasted_result() {
    for made in made(request(7, 4, Difficulty::Medium, 11), 3, 2) {
        check_minimal(&made.minimal, &made.answer).unwrap();
        assert_eq!(blackbox_solve::count(made.puzzle()), 1u32.into());
        for port in results(made.puzzle()) {
            let without = made.puzzle().without_hint(port);
            assert!(!blackbox_solve::is_unique(&without), "{port} is wasted");
        }
        // One result more (not printed) is one result too many.
        let full = Puzzle::of_board(&made.answer, Rules::Standard);
        let extra: Port = (full.hints())
            .map(|(p, _)| p)
            .find(|&p| made.puzzle().hint(p).is_none())
            .expect("a minimal puzzle leaves some results out");
        let mut padded = made.minimal.clone();
        padded.puzzle = full.clone();
        for port in results(&full) {
            if port != extra && !results(made.puzzle()).contains(&port) {
                padded.puzzle = padded.puzzle.without_hint(port);
            }
        }
        assert!(matches!(
            check_minimal(&padded, &made.answer),
            Err(Error::NotMinimal)
        ));
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzles_on_any_number_of_threads() {
    let request = request(6, 3, Difficulty::Hard, 5);
    let one: Vec<Minimal> = made(request, 3, 1).into_iter().map(|m| m.minimal).collect();
    let three: Vec<Minimal> = made(request, 3, 3).into_iter().map(|m| m.minimal).collect();
    assert_eq!(one, three);
    let other = Request { seed: 6, ..request };
    assert_ne!(made(other, 1, 1)[0].minimal, one[0]);
}

#[test]
fn a_stop_is_reported_and_the_generator_goes_on_after_it() {
    let request = request(6, 3, Difficulty::Medium, 2);
    let mut generator = Generator::new(request, 2).unwrap();
    let stopped = Control::new();
    stopped.cancel();
    assert_eq!(generator.next(&stopped).unwrap_err(), Error::Interrupted);
    let after = generator.next(&Control::new()).unwrap();
    assert_eq!(after.minimal, made(request, 1, 1)[0].minimal);
}

#[test]
fn a_request_that_cannot_be_met_is_refused_with_its_reason() {
    let refused = |r: Request| match Generator::new(r, 1) {
        Err(Error::Unreachable { reason, .. }) => reason,
        _ => panic!("{r:?} should be refused"),
    };
    assert!(refused(request(5, 1, Difficulty::Expert, 1)).contains("one atom"));
    assert!(refused(request(5, 1, Difficulty::Hard, 1)).contains("one atom"));
    assert!(refused(request(5, 0, Difficulty::Easy, 1)).contains("nothing to find"));
    assert!(refused(request(2, 4, Difficulty::Easy, 1)).contains("nothing to find"));
    assert!(refused(request(2, 5, Difficulty::Easy, 1)).contains("4 cells"));
    assert!(Generator::new(request(5, 1, Difficulty::Medium, 1), 1).is_ok());
}

#[test]
fn with_one_atom_no_minimal_puzzle_is_harder_than_medium() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let control = Control::new();
    for side in 3..=7 {
        for _ in 0..6 {
            let dims = Dims::new(side, side).unwrap();
            let answer = random::board(dims, 1, &mut rng).unwrap();
            let Some(minimal) = minimize(&answer, Rules::Standard, &mut rng, &control).unwrap()
            else {
                continue;
            };
            let graded = grade(&minimal.puzzle, &answer, &control).unwrap();
            assert!(
                graded.difficulty <= Difficulty::Medium,
                "{:?}: {:?}",
                minimal.puzzle,
                graded.measure
            );
        }
    }
}

/// The puzzle that dropping the results of `order` one by one leaves, each
/// question decided afresh by the lazy search (the minimisation before it
/// had one incremental solver).
fn minimized_afresh(answer: &Board, order: &[Port]) -> Puzzle {
    let mut puzzle = Puzzle::of_board(answer, Rules::Standard);
    for &port in order {
        let without = puzzle.without_hint(port);
        if blackbox_solve::is_unique(&without) {
            puzzle = without;
        }
    }
    puzzle
}

#[test]
fn one_incremental_solver_drops_what_fresh_decisions_drop() {
    let mut rng = ChaCha8Rng::seed_from_u64(36);
    let control = Control::new();
    let mut compared = 0;
    for (side, atoms) in [(5, 2), (6, 3), (7, 4), (8, 4)] {
        for _ in 0..5 {
            let dims = Dims::new(side, side).unwrap();
            let answer = random::board(dims, atoms, &mut rng).unwrap();
            let mut order = results(&Puzzle::of_board(&answer, Rules::Standard));
            random::shuffle(&mut rng, &mut order);
            let made = minimize_in_order(&answer, Rules::Standard, &order, &control).unwrap();
            let full_unique =
                blackbox_solve::is_unique(&Puzzle::of_board(&answer, Rules::Standard));
            assert_eq!(made.is_some(), full_unique, "{answer:?}");
            if let Some(minimal) = made {
                assert_eq!(minimal.puzzle, minimized_afresh(&answer, &order));
                check_minimal(&minimal, &answer).unwrap();
                compared += 1;
            }
        }
    }
    assert!(compared >= 10, "only {compared} boards had one answer");
}

#[test]
fn one_engine_of_the_full_feedback_grades_as_a_fresh_one() {
    let mut rng = ChaCha8Rng::seed_from_u64(37);
    let control = Control::new();
    let mut graded = 0;
    for (side, atoms) in [(5, 2), (6, 3), (7, 4), (8, 4)] {
        for _ in 0..3 {
            let dims = Dims::new(side, side).unwrap();
            let answer = random::board(dims, atoms, &mut rng).unwrap();
            let full = Puzzle::of_board(&answer, Rules::Standard);
            let mut forcing = Forcing::new(&full, &control).unwrap();
            // Two orders of the same board, as the generator grades them.
            for _ in 0..2 {
                let Some(minimal) = minimize(&answer, Rules::Standard, &mut rng, &control).unwrap()
                else {
                    break;
                };
                let shared = grade_with(
                    &mut forcing,
                    &minimal.puzzle,
                    &answer,
                    Difficulty::Expert,
                    &control,
                )
                .unwrap();
                let fresh = grade(&minimal.puzzle, &answer, &control).unwrap();
                assert_eq!(shared, Some(fresh), "{:?}", minimal.puzzle);
                graded += 1;
            }
        }
    }
    assert!(graded >= 10, "only {graded} puzzles graded");
    // An engine of a puzzle lacking one printed result cannot grade it.
    let answer = random::board(Dims::new(6, 6).unwrap(), 3, &mut rng).unwrap();
    let minimal = minimize(&answer, Rules::Standard, &mut rng, &control).unwrap();
    let minimal = minimal.expect("this board's full feedback has one answer");
    let port = results(&minimal.puzzle)[0];
    let lacking = minimal.puzzle.without_hint(port);
    let mut forcing = Forcing::new(&lacking, &control).unwrap();
    let refused = grade_with(
        &mut forcing,
        &minimal.puzzle,
        &answer,
        Difficulty::Expert,
        &control,
    );
    assert_eq!(refused, Err(Error::NotItsResults));
}

/// Every board of `dims` with `atoms` atoms meeting `puzzle` under its
/// rules, by simulation alone (no solver).
fn boards_meeting(puzzle: &Puzzle, atoms: usize) -> Vec<Board> {
    let dims = puzzle.dims();
    let cells: Vec<Cell> = dims.all_cells().collect();
    let mut chosen: Vec<usize> = (0..atoms).collect();
    let mut found = Vec::new();
    loop {
        let mut board = Board::empty(dims);
        for &i in &chosen {
            board.set(cells[i], true);
        }
        if puzzle.is_solved_by(&board) {
            found.push(board);
        }
        if !blackbox::next_combination(&mut chosen, cells.len()) {
            return found;
        }
    }
}

/// Puzzles made under the ACM rules carry them, and by brute force over
/// every board of the size: one board meets them, the answer, and
/// without any one printed result more than one does. Every cell a grade
/// step places is the answer's. Some of them would not be the same
/// puzzle under the standard rules (a `D` prints there as nothing else).
#[test]
fn acm_puzzles_have_one_answer_and_no_wasted_result_under_acm_rules() {
    let mut deflections = 0;
    for (side, atoms, difficulty, seed) in [
        (4, 2, Difficulty::Easy, 1),
        (5, 2, Difficulty::Medium, 2),
        (5, 3, Difficulty::Hard, 3),
    ] {
        let request = Request {
            rules: Rules::Acm,
            ..request(side, atoms, difficulty, seed)
        };
        for made in made(request, 2, 2) {
            let puzzle = made.puzzle();
            assert_eq!(puzzle.rules(), Rules::Acm);
            assert_eq!(boards_meeting(puzzle, atoms), vec![made.answer.clone()]);
            for port in results(puzzle) {
                let without = puzzle.without_hint(port);
                assert!(
                    boards_meeting(&without, atoms).len() > 1,
                    "{port} is wasted in {puzzle:?}"
                );
            }
            check_minimal(&made.minimal, &made.answer).unwrap();
            assert_eq!(made.grade.difficulty, difficulty);
            for step in &made.grade.steps {
                for p in &step.placed {
                    assert_eq!(p.atom, made.answer.has_atom(p.cell));
                }
            }
            deflections += (puzzle.hints())
                .filter(|(_, r)| *r == blackbox::Response::Deflected)
                .count();
        }
    }
    assert!(deflections > 0, "no ACM puzzle printed a deflection");
}
