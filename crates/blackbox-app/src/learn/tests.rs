use super::*;
use blackbox::Response;

fn all() -> &'static [Lesson] {
    lessons().expect("the lesson script reads")
}

fn cell(lesson: &Lesson, name: &str) -> Cell {
    lesson.dims().parse_cell(name).unwrap()
}

#[test]
fn the_script_teaches_each_rule_and_then_asks_to_find_atoms() {
    let ids: Vec<&str> = all().iter().map(|l| l.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "miss",
            "hit",
            "turn",
            "reflection",
            "edge",
            "detour",
            "find-one",
            "find-edge",
            "find-two"
        ]
    );
    for lesson in all() {
        let predicted = lesson.rays.iter().filter(|r| r.predict).count();
        assert!(
            lesson.find || predicted >= 1,
            "{}: no prediction",
            lesson.id
        );
        assert!(!lesson.intro.is_empty() && !lesson.outro.is_empty());
    }
    let finds: Vec<usize> = (all().iter().filter(|l| l.find))
        .map(Lesson::atom_count)
        .collect();
    assert_eq!(finds, [1, 1, 2]);
}

#[test]
fn every_expected_outcome_is_the_ray_rules_and_every_lesson_plays_to_its_end() {
    for lesson in all() {
        let board = &lesson.board;
        for ray in &lesson.rays {
            let traced = board.trace(ray.port, Rules::Standard);
            assert_eq!(
                traced.ending.response(ray.port),
                ray.expect,
                "{}",
                lesson.id
            );
            let shot = lesson.fire(ray.port);
            assert_eq!(shot.response, ray.expect);
            // The path is the trace's cells, and it is drawn in order.
            let cells: Vec<Cell> = (traced.path.iter())
                .filter_map(|s| lesson.dims().cell_of(s.pos))
                .collect();
            let mut deduped = cells.clone();
            deduped.dedup();
            let drawn: Vec<Cell> = shot.path.iter().map(|p| p.cell).collect();
            assert_eq!(drawn, deduped, "{} ray {}", lesson.id, ray.port);
            assert!(!shot.rules.is_empty());
            let verdict = lesson.judge(ray.port, ray.expect);
            assert!(
                verdict.right && verdict.text.starts_with("Right"),
                "{}",
                verdict.text
            );
        }
        if lesson.find {
            let atoms: Vec<Cell> = board.atoms().collect();
            let ports: Vec<Port> = lesson.dims().all_ports().collect();
            let check = lesson.check(&atoms, &ports);
            assert!(check.solved, "{}: {}", lesson.id, check.text);
            assert_eq!(check.atoms, atoms);
        }
    }
}

#[test]
fn every_find_exercise_can_be_solved_from_its_rays() {
    // Firing every port tells the hidden board apart from every other board
    // with as many atoms: the exercise has one answer.
    for lesson in all().iter().filter(|l| l.find) {
        let dims = lesson.dims();
        let results = |b: &Board| -> Vec<Response> {
            dims.all_ports()
                .map(|p| b.response(p, Rules::Standard))
                .collect()
        };
        let hidden = results(&lesson.board);
        let cells: Vec<Cell> = dims.all_cells().collect();
        let n = cells.len();
        let mut twins = 0;
        let mut pick = vec![0usize; lesson.atom_count()];
        let subsets = blackbox::Subsets::new(n, pick.len(), 1 << 20).unwrap();
        let mut raw: Vec<u8> = (0..pick.len() as u8).collect();
        loop {
            pick.iter_mut()
                .zip(&raw)
                .for_each(|(p, &r)| *p = r as usize);
            let mut b = Board::empty(dims);
            pick.iter().for_each(|&i| b.set(cells[i], true));
            if b != lesson.board && results(&b) == hidden {
                twins += 1;
            }
            if !subsets.advance(&mut raw) {
                break;
            }
        }
        assert_eq!(twins, 0, "{}", lesson.id);
    }
}

#[test]
fn a_wrong_prediction_is_answered_with_the_rules_that_applied() {
    let turn = lesson("turn").unwrap();
    let port = turn.dims().port(2).unwrap();
    let verdict = turn.judge(port, Response::Hit);
    assert!(!verdict.right);
    assert_eq!(
        verdict.text,
        "Not quite: you said a hit, but it left at port 19. Ray 2 enters at A2, heading down. \
         At B2 the atom in C3 stands diagonally ahead: the ray turns a quarter turn away from \
         it and heads left. It leaves at port 19: a detour. The rim shows 19 at both ends, not \
         the turns in between."
    );
    let arrows: String = verdict.shot.path.iter().map(|p| p.arrow).collect();
    let names: Vec<String> = verdict.shot.path.iter().map(|p| p.cell.name()).collect();
    assert_eq!(
        (arrows.as_str(), names),
        ("↓←←", vec!["A2".into(), "B2".into(), "B1".into()])
    );
}

#[test]
fn the_rules_are_named_for_hits_reflections_and_the_edge() {
    let rules = |id: &str, port: usize| {
        let l = lesson(id).unwrap();
        l.fire(l.dims().port(port).unwrap()).rules.join(" ")
    };
    assert_eq!(
        rules("hit", 8),
        "Ray 8 enters at C5, heading left. At C4 the atom in C3 is straight ahead: the ray runs \
         into it and is absorbed, a hit."
    );
    assert_eq!(
        rules("reflection", 3),
        "Ray 3 enters at A3, heading down. At B3 atoms stand diagonally ahead on both sides, in \
         C4 and C2: the ray turns away from each, right round, and heads up. It comes back out \
         at port 3, where it went in: a reflection."
    );
    assert_eq!(
        rules("edge", 1),
        "The atom in A2 stands beside A1, the cell where ray 1 would enter: an atom beside the \
         entry cell turns a ray back before it enters, a reflection."
    );
    assert_eq!(
        rules("edge", 2),
        "The atom in A2 sits in the cell where ray 2 would enter: it is absorbed before it gets \
         in, a hit."
    );
    assert!(rules("miss", 1).ends_with("leaves at port 15: a miss."));
    assert_eq!(rules("detour", 14).matches("quarter turn").count(), 3);
}

#[test]
fn hidden_boards_show_no_path_and_checks_do_not_give_atoms_away() {
    let find = lesson("find-two").unwrap();
    let dims = find.dims();
    let shot = find.fire(dims.port(3).unwrap());
    assert!(shot.path.is_empty() && shot.rules.is_empty());
    assert!(find.view().atoms.is_empty());
    let one = find.check(&[cell(find, "A1")], &[]);
    assert_eq!(
        (one.solved, one.text.as_str()),
        (false, "This board hides 2 atoms; you marked 1.")
    );
    let guess = [cell(find, "A1"), cell(find, "E5")];
    let blind = find.check(&guess, &[]);
    assert!(
        blind.text.starts_with("Not yet. Fire some rays"),
        "{}",
        blind.text
    );
    let all_ports: Vec<Port> = dims.all_ports().collect();
    let wrong = find.check(&guess, &all_ports);
    assert!(
        wrong
            .text
            .starts_with("Not yet: with atoms in A1 and E5, ray "),
        "{}",
        wrong.text
    );
    for hidden in ["B2", "D4"] {
        assert!(!wrong.text.contains(hidden) && !blind.text.contains(hidden));
    }
    assert!(wrong.atoms.is_empty());
}

#[test]
fn predictions_are_read_as_players_type_them() {
    let dims = Dims::new(5, 5).unwrap();
    let p3 = dims.port(3).unwrap();
    assert_eq!(parse_guess(dims, p3, " H "), Ok(Response::Hit));
    assert_eq!(
        parse_guess(dims, p3, "reflection"),
        Ok(Response::Reflection)
    );
    assert_eq!(parse_guess(dims, p3, "3"), Ok(Response::Reflection));
    assert_eq!(
        parse_guess(dims, p3, "13"),
        Ok(Response::Exit(dims.port(13).unwrap()))
    );
    let bad = parse_guess(dims, p3, "21").unwrap_err();
    assert_eq!(
        bad,
        "say h (a hit), r (a reflection) or the port it leaves at, 1 to 20"
    );
    assert!(parse_guess(dims, p3, "x").is_err());
}

#[test]
fn a_script_that_says_what_the_rule_does_not_is_refused() {
    let lesson = |extra: &str| {
        format!(
            "[[lesson]]\nid = \"a\"\ntitle = \"t\"\nsize = \"5x5\"\natoms = [\"C3\"]\n\
             intro = \"i\"\noutro = \"o\"\n{extra}"
        )
    };
    let ray =
        |expect: &str| format!("[[lesson.ray]]\nport = 3\nsay = \"s\"\nexpect = \"{expect}\"\n");
    assert!(script::read(&lesson(&ray("hit"))).is_ok());
    let wrong = script::read(&lesson(&ray("13"))).unwrap_err();
    assert_eq!(
        wrong,
        "lesson 1 (a): ray 1 from port 3: the script expects 13, the ray rule gives H"
    );
    let find = script::read(&lesson(&format!("find = true\n{}", ray("hit")))).unwrap_err();
    assert!(find.contains("a find exercise names no rays"), "{find}");
    assert!(script::read(&lesson(""))
        .unwrap_err()
        .contains("needs rays"));
    let off = script::read(&lesson(&ray("hit")).replace("C3", "F3")).unwrap_err();
    assert!(off.contains("atom F3"), "{off}");
    let twice = format!("{}{}", lesson(&ray("hit")), lesson(&ray("hit")));
    assert!(script::read(&twice).unwrap_err().contains("used twice"));
}

#[test]
fn progress_keeps_only_lessons_of_the_script() {
    let mut progress = LessonProgress::read(r#"{"done": ["hit", "gone"]}"#, all()).unwrap();
    assert!(progress.is_done("hit") && !progress.is_done("gone"));
    assert_eq!(progress.next(all()), 0);
    assert!(progress.finish("miss") && !progress.finish("miss"));
    assert_eq!(progress.next(all()), 2);
    assert_eq!(progress.json(), r#"{"done":["hit","miss"]}"#);
    assert!(LessonProgress::read("[1]", all()).is_err());
    assert!(lesson("nope")
        .unwrap_err()
        .to_string()
        .starts_with("no lesson `nope`"));
}
