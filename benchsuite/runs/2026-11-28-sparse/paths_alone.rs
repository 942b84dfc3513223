use blackbox::format::{read, Document};
use blackbox::{Puzzle, Rules};
fn main() {
    let secs: u64 = std::env::var("SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap();
        let puzzle = match read(&text).unwrap() {
            Document::Board(b) => Puzzle::of_board(&b, Rules::Standard),
            Document::Puzzle(p) => p,
        };
        let t = std::time::Instant::now();
        let control = logic::Control::new();
        let c2 = control.clone();
        std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_secs(secs));
            c2.cancel();
        });
        let r = blackbox_solve::internals::decide_by_paths(
            &puzzle,
            u64::MAX,
            std::env::var("THOROUGH").is_ok(),
            &control,
        );
        let verdict = match r {
            Ok(Some(blackbox_solve::Uniqueness::Unique(_))) => "unique",
            Ok(Some(blackbox_solve::Uniqueness::Several(..))) => "several",
            Ok(Some(blackbox_solve::Uniqueness::Inconsistent)) => "inconsistent",
            Ok(None) => "depth",
            Err(_) => "stopped",
        };
        println!("{path} {verdict} {:.3}s", t.elapsed().as_secs_f64());
    }
}
