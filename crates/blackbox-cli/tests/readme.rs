//! The samples of output in README.md are what the commands print.

mod common;

use common::{blackbox, root, success_stdout};

/// The first `lines` lines of `blackbox args`, which README.md must show
/// verbatim (a sample may end in `...` after them).
fn assert_shown(args: &[&str], lines: usize) {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let out = success_stdout(blackbox().args(args));
    let head: String = out.lines().take(lines).map(|l| format!("{l}\n")).collect();
    assert!(
        readme.contains(&head),
        "README.md does not show `blackbox {}`:\n{head}",
        args.join(" ")
    );
}

#[test]
fn readme_samples_match_the_commands() {
    assert_shown(&["show", "examples/puzzle-8x8.txt"], 5);
    assert_shown(&["trace", "examples/board-8x8.txt", "5"], 13);
    assert_shown(
        &[
            "solve",
            "examples/puzzle-partial.txt",
            "--max-solutions",
            "1",
        ],
        10,
    );
    assert_shown(&["deduce", "examples/puzzle-partial.txt", "--why", "F2"], 2);
}
