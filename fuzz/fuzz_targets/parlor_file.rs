//! A Parlor puzzle file on arbitrary text; whatever reads must then solve
//! (or fail with an error) without panicking. The first line, if it is
//! `TEXT=true|false`, is also tried as a `--fact`.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let facts = text
        .lines()
        .next()
        .and_then(|line| parlor::Facts::parse_entry(line).ok())
        .into_iter()
        .fold(parlor::Facts::default(), |f, (s, v)| f.with(&s, v));
    if let Ok(puzzle) = parlor::file::parse_with(text, &facts) {
        let options = parlor::Options {
            facts,
            ..parlor::Options::default()
        };
        let _ = parlor::solve(&puzzle, &options, &logic::Control::new());
    }
});
