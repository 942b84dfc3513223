//! The web pages in a real browser: headless Chromium driven over
//! WebDriver (Debian's `chromium` and `chromium-driver`, which
//! `scripts/test` installs), at a desktop's 1300x900 and a phone's 390x844.
//! Plays the first two lessons of the Learn page to their end (a ray
//! fired and drawn cell by cell, a wrong prediction answered with the rule,
//! a right one, progress kept in local storage) at a 360 px phone's width
//! too. Plays a game by tapping (fire, mark, check, the assistant's heat map, a
//! ray's path at the end), solves a pasted puzzle, enters hints on the
//! board (several solutions paged, an inconsistent pair marked on the rim),
//! solves a Parlor puzzle, plays a puzzle of the Puzzles page
//! ([`puzzles`]), and asserts on what the board and the boxes draw
//! (SVG cells, balls, painted shares, the gems box), not only on text. On
//! every page at both sizes it runs axe-core (the script named by
//! `BLACKBOX_AXE`, which `scripts/test` installs): no violation of any
//! impact. With `BLACKBOX_SCREENSHOTS=1` it also writes
//! docs/screenshots/*.png.
//!
//! Chromium, chromedriver and axe-core are tools cargo cannot fetch: when
//! one is missing, a plain `cargo test` prints that this test was skipped,
//! what is missing and how to run it, and passes; when `CI` is set or under
//! `scripts/test` (which sets `BLACKBOX_REQUIRE_BROWSER`) it fails instead.

mod common;
#[path = "browser/puzzles.rs"]
mod puzzles;

use blackbox_app::game::{GameId, Mark};
use blackbox_app::solve::{EngineChoice, SolveRequest};
use blackbox_app::solver::Count;
use blackbox_app::Control;
use common::{root, serve, Killed};
use fantoccini::{Client, ClientBuilder, Locator};
use rand::SeedableRng;
use std::io::Write;
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What the test needs that cargo cannot fetch and is missing, in words
/// (none: all there).
fn missing_tools() -> Vec<String> {
    let on_path = |name: &str| {
        std::env::var_os("PATH")
            .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(name).is_file()))
    };
    let mut missing = Vec::new();
    if !on_path("chromedriver") || !(on_path("chromium") || on_path("chromium-browser")) {
        missing.push("chromium and chromedriver (apt-get install chromium chromium-driver)".into());
    }
    match std::env::var_os("BLACKBOX_AXE") {
        None => missing.push("axe-core (BLACKBOX_AXE is not set)".into()),
        Some(path) if !std::path::Path::new(&path).is_file() => missing.push(format!(
            "axe-core (BLACKBOX_AXE names {}, not a file)",
            std::path::Path::new(&path).display()
        )),
        Some(_) => {}
    }
    missing
}

/// Whether a missing tool fails the test: under CI and `scripts/test`.
fn tools_required() -> bool {
    std::env::var_os("CI").is_some() || std::env::var_os("BLACKBOX_REQUIRE_BROWSER").is_some()
}

/// chromedriver on a free port; fails the test when it is not installed.
fn chromedriver() -> (Killed, u16) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| {
            panic!("chromedriver is missing ({e}): apt-get install chromium chromium-driver")
        });
    let start = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "chromedriver did not start"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    (Killed(child), port)
}

/// Headless Chromium through the chromedriver on `port`, its profile in
/// the directory `profile`.
async fn browser(port: u16, profile: &std::path::Path) -> Client {
    let caps = serde_json::json!({
        "goog:chromeOptions": {
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync",
                "--window-size=1300,900", "--hide-scrollbars",
                format!("--user-data-dir={}", profile.display()),
            ]
        }
    });
    let caps = caps.as_object().unwrap().clone();
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("cannot start headless Chromium")
}

/// The text of `css` once it satisfies `done`, waiting up to 20 s.
async fn text_when(c: &Client, css: &str, done: impl Fn(&str) -> bool) -> String {
    let start = Instant::now();
    loop {
        if let Ok(e) = c.find(Locator::Css(css)).await {
            if let Ok(t) = e.text().await {
                if done(&t) {
                    return t;
                }
                assert!(start.elapsed() < Duration::from_secs(20), "{css}: {t:?}");
            }
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{css} never appeared"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Clicks `css`, waiting for it and trying again while the page redraws it.
async fn click(c: &Client, css: &str) {
    let start = Instant::now();
    loop {
        let found = c
            .wait()
            .at_most(Duration::from_secs(20))
            .for_element(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("{css}: {e}"));
        match found.click().await {
            Ok(()) => return,
            Err(e) => assert!(
                start.elapsed() < Duration::from_secs(20),
                "click {css}: {e}"
            ),
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// With `BLACKBOX_SCREENSHOTS` set, writes docs/screenshots/`name`.png of
/// the page scrolled to its top, then just far enough to show `show`.
async fn screenshot(c: &Client, name: &str, show: &str) {
    if std::env::var_os("BLACKBOX_SCREENSHOTS").is_some() {
        let scroll = format!(
            "window.scrollTo(0, 0); document.querySelector('{show}').scrollIntoView({{block: 'nearest'}});"
        );
        c.execute(&scroll, vec![]).await.unwrap();
        let png = c.screenshot().await.unwrap();
        let dir = root().join("docs/screenshots");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(format!("{name}.png")), png).unwrap();
    }
}

/// How many elements match `css` once `done` holds of the number, waiting up to 20 s.
async fn count_when(c: &Client, css: &str, done: impl Fn(usize) -> bool) -> usize {
    let start = Instant::now();
    loop {
        let n = c.find_all(Locator::Css(css)).await.map_or(0, |v| v.len());
        if done(n) {
            return n;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{css}: {n} elements"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Types `text` into the field `css`.
async fn type_into(c: &Client, css: &str, text: &str) {
    click(c, css).await;
    let field = c.find(Locator::Css(css)).await.unwrap();
    field.clear().await.unwrap();
    field.send_keys(text).await.unwrap();
}

/// axe-core's script: `BLACKBOX_AXE` names it (`scripts/test` installs it).
fn axe_script() -> String {
    let path = std::env::var_os("BLACKBOX_AXE").unwrap_or_else(|| {
        panic!("BLACKBOX_AXE is not set: run scripts/test, which installs axe-core (npm)")
    });
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("axe-core at {}: {e}", std::path::Path::new(&path).display()))
}

/// Runs axe-core on the page as it is: no violation at all (the issue asks
/// for none serious or critical; the pages have none of any impact).
async fn accessible(c: &Client, axe: &str, page: &str) {
    c.execute(axe, vec![]).await.unwrap();
    let found = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             axe.run(document, { resultTypes: ['violations'] }).then((r) => done(r.violations
               .map((v) => `${v.id} (${v.impact}): ${v.help}: ` +
                 v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', '))));",
            vec![],
        )
        .await
        .unwrap();
    let found = found.as_array().unwrap();
    assert!(found.is_empty(), "axe-core on {page}: {found:#?}");
}

#[test]
fn play_solve_and_parlor_in_headless_chromium() {
    let missing = missing_tools();
    if !missing.is_empty() {
        let what = missing.join("; ");
        assert!(
            !tools_required(),
            "the browser test needs {what} (required when CI or BLACKBOX_REQUIRE_BROWSER is set)"
        );
        // Written to stderr itself, not through `eprintln!`, which the test
        // harness captures: the skip is seen in a plain `cargo test`.
        let _ = writeln!(
            std::io::stderr(),
            "play_solve_and_parlor_in_headless_chromium: SKIPPED: missing {what}. Run \
             scripts/test (it installs them and requires this test), or install them and set \
             BLACKBOX_AXE to axe-core's axe.min.js"
        );
        return;
    }
    let server = serve();
    let axe = axe_script();
    // Chromium's profile (about 3 MB), removed once the browser and its
    // driver are gone (it is dropped after them).
    let profile = tempfile::tempdir().unwrap();
    let (_driver, port) = chromedriver();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    // The steps run as a task of their own, so that a failed assertion
    // still closes the browser (a panic would leave Chromium running once
    // chromedriver is killed), then fails the test.
    let url = server.url.clone();
    let profile_dir = profile.path().to_path_buf();
    let tasks = tokio::task::LocalSet::new();
    tasks.block_on(&runtime, async move {
        let c = browser(port, &profile_dir).await;
        let session = c.clone();
        let steps = tokio::task::spawn_local(async move {
            let c = session;
            for (width, height, size) in [(1300, 900, "desktop"), (390, 844, "phone")] {
                c.set_window_size(width, height).await.unwrap();
                c.goto(&format!("{url}/parlor")).await.unwrap();
                let inner = c.execute("return window.innerWidth", vec![]).await.unwrap();
                assert!(
                    inner.as_u64().unwrap().abs_diff(width.into()) < 20,
                    "{size}: the page is {inner} px wide"
                );
                learn(&c, &url, &axe, size).await;
                play(&c, &url, &axe, size).await;
                twin(&c, &url).await;
                first_answer(&c, &url).await;
                solve(&c, &url, &axe, size).await;
                parlor(&c, &url, &axe, size).await;
                puzzles::puzzles(&c, &url, &axe, size).await;
            }
        })
        .await;
        let closed = c.close().await;
        if let Err(failed) = steps {
            std::panic::resume_unwind(failed.into_panic());
        }
        closed.unwrap();
    });
}

/// The Learn page: lesson 1 played to its end (ray 1 fired and drawn, a
/// wrong prediction answered with the path and the rule that applied), its
/// progress kept in local storage, then lesson 2's prediction right and
/// lesson 7's hidden atom found; on the phone at 360 px, with no sideways
/// scroll. axe-core before, after and in the find exercise.
async fn learn(c: &Client, url: &str, axe: &str, size: &str) {
    if size == "phone" {
        c.set_window_size(360, 800).await.unwrap();
    }
    c.goto(&format!("{url}/learn")).await.unwrap();
    c.execute("localStorage.removeItem('boxlogic.learn')", vec![])
        .await
        .unwrap();
    c.refresh().await.unwrap();
    text_when(c, "#lesson-title", |t| {
        t == "Lesson 1 of 9: Straight through"
    })
    .await;
    accessible(c, axe, &format!("learn, {size}")).await;
    click(c, "#fire").await;
    // Ray 1 runs down column 1: five cells, drawn one by one.
    count_when(c, "#learn-board td.path", |n| n == 5).await;
    text_when(c, "#learn-message", |t| {
        t.ends_with("leaves at port 15: a miss.")
    })
    .await;
    type_into(c, "#guess-port", "9").await;
    click(c, "#guess button[type=submit]").await;
    let verdict = text_when(c, "#learn-message", |t| t.starts_with("Not quite")).await;
    assert!(
        verdict.starts_with(
            "Not quite: you said an exit at port 9, but it left at port 10. Ray 16 enters at E1, \
             heading right. No atom stood on its path"
        ),
        "{verdict}"
    );
    count_when(c, "#learn-board td.path", |n| n == 5).await;
    let lit = c
        .find(Locator::Css("#learn-board button.lit"))
        .await
        .unwrap();
    assert_eq!(lit.text().await.unwrap(), "16");
    text_when(c, "#lessons li:first-child button", |t| !t.is_empty()).await;
    let done = c
        .execute(
            "return [localStorage.getItem('boxlogic.learn'), \
             document.querySelector('#lessons li:first-child button').className];",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(done, serde_json::json!(["{\"done\":[\"miss\"]}", "done"]));
    if size == "phone" {
        no_sideways_scroll(c, "learn, a lesson done").await;
    }
    accessible(c, axe, &format!("learn, lesson done, {size}")).await;
    screenshot(c, &format!("learn-{size}"), "#learn-message").await;
    click(c, "#next").await;
    text_when(c, "#lesson-title", |t| {
        t == "Lesson 2 of 9: Absorbed: a hit"
    })
    .await;
    click(c, "#fire").await;
    text_when(c, "#learn-message", |t| t.ends_with("absorbed, a hit.")).await;
    click(c, "#guess-hit").await;
    text_when(c, "#learn-message", |t| {
        t.starts_with("Right: it was absorbed: a hit.")
    })
    .await;
    // Lesson 7 hides its atom: rays 3 and 4 fired (no path drawn), a wrong
    // mark checked, then the right one.
    click(c, "#lessons li:nth-child(7) button").await;
    text_when(c, "#lesson-title", |t| t == "Lesson 7 of 9: Find the atom").await;
    click(c, "#learn-board button[aria-label='fire ray 3']").await;
    text_when(c, "#learn-message", |t| t == "Ray 3: it left at port 20.").await;
    click(c, "#learn-board button[aria-label='fire ray 4']").await;
    text_when(c, "#results", |t| t == "Rays fired: 3 → 20, 4 → H").await;
    assert_eq!(count_when(c, "#learn-board td.path", |_| true).await, 0);
    click(c, "#learn-board button[aria-label='B3']").await;
    click(c, "#check").await;
    text_when(c, "#learn-message", |t| {
        t == "Not yet: with atoms in B3, ray 3 would give a hit, but it left at port 20."
    })
    .await;
    click(c, "#learn-board button[aria-label='B3: marked atom']").await;
    click(c, "#learn-board button[aria-label='B4']").await;
    accessible(c, axe, &format!("learn, find the atom, {size}")).await;
    click(c, "#check").await;
    text_when(c, "#learn-message", |t| t.starts_with("Right! Found it.")).await;
    if size == "phone" {
        c.set_window_size(390, 844).await.unwrap();
    }
}

async fn play(c: &Client, url: &str, axe: &str, size: &str) {
    let id: GameId = "5x5:2:7".parse().unwrap();
    let hidden = id.board(&mut rand_chacha::ChaCha8Rng::seed_from_u64(id.seed()));
    c.goto(&format!("{url}/play?id={id}")).await.unwrap();
    text_when(c, "#game-id", |t| t == "5x5:2:7").await;
    // The board: 25 cells and 20 ports, drawn in SVG.
    assert_eq!(count_when(c, "#board rect.cell", |n| n == 25).await, 25);
    assert_eq!(count_when(c, "#board rect.port-box", |n| n == 20).await, 20);
    // From the keyboard: the board takes the focus with its cursor on port
    // 1, Enter fires it. Port 1 is a miss (2 points), said in words and
    // drawn as a numbered pair.
    c.execute("document.getElementById('board').focus()", vec![])
        .await
        .unwrap();
    c.active_element()
        .await
        .unwrap()
        .send_keys("\u{E007}")
        .await
        .unwrap();
    text_when(c, "#score", |t| t == "2").await;
    let said = text_when(c, "#message", |t| t.starts_with("ray 1:")).await;
    assert!(said.contains("exits at") && said.ends_with("+2."), "{said}");
    assert_eq!(count_when(c, "#board g.port.pair", |n| n == 2).await, 2);
    // Two steps right and Enter: port 3, a reflection (1 point), an R on the rim.
    c.active_element()
        .await
        .unwrap()
        .send_keys("\u{E014}\u{E014}\u{E007}")
        .await
        .unwrap();
    text_when(c, "#score", |t| t == "3").await;
    assert_eq!(
        count_when(c, "#board g.port.reflection", |n| n == 1).await,
        1
    );
    // The keyboard's cursor is drawn while the board is worked from the keyboard.
    assert!(cursor_shown(c).await, "{size}: no cursor from the keyboard");
    // A tap on a fired port fires nothing: it says the ray's result and
    // outlines both ends of it (no error, no cost); the cursor is not drawn.
    click(c, "#port-1").await;
    let said = text_when(c, "#message", |t| t.starts_with("port 1:")).await;
    assert!(
        said.contains("exits at") && !said.contains("move"),
        "{said}"
    );
    assert_eq!(count_when(c, "#board rect.partner", |n| n == 2).await, 2);
    text_when(c, "#score", |t| t == "3").await;
    assert!(!cursor_shown(c).await, "{size}: a tap draws the cursor");
    // A check before the atoms are placed: the rule's words, not the move's.
    click(c, "#check").await;
    let said = text_when(c, "#message", |t| t.starts_with("Place 2 atoms")).await;
    assert!(!said.contains("move"), "{said}");
    // Why? on cell A2 (row A, column 2): ray 1's miss shows it is empty,
    // said in the rules' words, its path drawn and its ports outlined; Why?
    // again hides it.
    c.execute("board.cursor = [1, 2]", vec![]).await.unwrap();
    click(c, "#why-button").await;
    let why = text_when(c, "#why-text", |t| t.contains("A2")).await;
    text_when(c, "#cursor", |t| t.starts_with("A2 (row A, column 2)")).await;
    assert!(why.contains("ray 1") || why.contains("Ray 1"), "{why}");
    count_when(c, "#board polyline.why-path", |n| n >= 1).await;
    count_when(c, "#board rect.why-port", |n| n >= 1).await;
    count_when(c, "#board rect.why-cell", |n| n == 1).await;
    accessible(c, axe, &format!("play with an explanation ({size})")).await;
    // The explanation on a 360 px phone: the page does not scroll sideways.
    if size == "phone" {
        c.set_window_size(360, 800).await.unwrap();
        no_sideways_scroll(c, "play with an explanation").await;
    }
    screenshot(c, &format!("play-why-{size}"), "#why").await;
    if size == "phone" {
        c.set_window_size(390, 844).await.unwrap();
    }
    click(c, "#why-button").await;
    count_when(c, "#board polyline.why-path", |n| n == 0).await;
    // The hint ladder: a nudge naming no cell, then where, then why drawn.
    click(c, "#hint").await;
    let said = text_when(c, "#message", |t| t.starts_with("Hint: ")).await;
    assert!(said.ends_with("(Hint again: more)"), "{said}");
    click(c, "#hint").await;
    text_when(c, "#message", |t| t.starts_with("Hint: Look at ")).await;
    click(c, "#hint").await;
    count_when(c, "#board rect.why-cell", |n| n == 1).await;
    text_when(c, "#message", |t| {
        t.starts_with("Hint: ") && !t.ends_with("more)")
    })
    .await;
    click(c, "#why-button").await;
    count_when(c, "#board rect.why-cell", |n| n == 0).await;
    // The refused check again, for the steps below.
    click(c, "#check").await;
    text_when(c, "#message", |t| t.starts_with("Place 2 atoms")).await;
    // The legend's glyphs are drawn by the board's code: a hit, a reflection, a pair, ...
    for kind in ["hit", "reflection", "pair", "atom", "empty"] {
        count_when(c, &format!("#legend [data-kind={kind}] svg.swatch"), |n| {
            n == 1
        })
        .await;
    }
    // ... and a cell's look is said in the words of the terminal's cursor line.
    let empty = text_when(c, "#legend [data-kind=empty]", |t| !t.is_empty()).await;
    assert_eq!(empty, Mark::Empty.words());
    // A numbered pair in words a newcomer knows (not "a detour").
    let pair = text_when(c, "#legend [data-kind=pair]", |t| !t.is_empty()).await;
    assert!(
        pair.ends_with("\nthe two ends of a ray that came out elsewhere"),
        "{pair}"
    );
    // The assistant streams its answer: a heat map of shares on the board
    // and a suggested port; switched off, both go.
    click(c, "#assist").await;
    // The refused check's error goes once the user does something else.
    text_when(c, "#message", str::is_empty).await;
    count_when(c, "#board rect.heat", |n| n > 0).await;
    count_when(c, "#board circle.suggested", |n| n == 1).await;
    count_when(c, "#legend [data-kind=suggested] circle.suggested", |n| {
        n == 1
    })
    .await;
    text_when(c, "#advice-stage", |t| {
        t == "done: the assistant's full answer"
    })
    .await;
    click(c, "#percent").await;
    count_when(c, "#board text.share", |n| n > 0).await;
    screenshot(c, &format!("play-assistant-{size}"), "#board").await;
    // The suggestion in plain words: what each outcome would keep and its
    // cost; the bits and the player only in the details under it.
    let said = text_when(c, "#advice-lines", |t| t.contains("Fire ray")).await;
    let plain = said.lines().find(|l| l.starts_with("Fire ray")).unwrap();
    assert!(
        plain.contains("would keep") && plain.contains("it costs"),
        "{said}"
    );
    assert!(
        !plain.contains("bits") && !plain.contains("player"),
        "{plain}"
    );
    count_when(c, "#advice-lines details summary", |n| n == 1).await;
    // The board's labels: a column number over every column, a row letter
    // beside every row.
    count_when(c, "#board text.coord", |n| n == 10).await;
    accessible(c, axe, &format!("play with the assistant ({size})")).await;
    screenshot(c, &format!("play-suggestion-{size}"), "#advice").await;
    click(c, "#assist").await;
    count_when(c, "#board rect.heat", |n| n == 0).await;
    // A tap marks an atom (a ball); a wrong check costs 5 and the game goes on.
    click(c, "#cell-5-1").await;
    text_when(c, "#status", |t| t.contains("1 of 2")).await;
    click(c, "#cell-5-2").await;
    text_when(c, "#status", |t| t.contains("2 of 2")).await;
    assert_eq!(
        count_when(c, "#board circle.ball.mine", |n| n == 2).await,
        2
    );
    click(c, "#check").await;
    text_when(c, "#message", |t| t.starts_with("Not quite")).await;
    count_when(
        c,
        "#board g.flag-contradicted, #board g.flag-differs",
        |n| n > 0,
    )
    .await;
    screenshot(c, &format!("play-wrong-check-{size}"), "#message").await;
    badges_whole_on_a_phone(c, size).await;
    let wrong_score: u32 = text_when(c, "#score", |t| t != "3").await.parse().unwrap();
    assert!(wrong_score > 3);
    // A second tap notes the cell empty (a cross), a third clears it.
    for _ in 0..2 {
        click(c, "#cell-5-1").await;
        click(c, "#cell-5-2").await;
    }
    text_when(c, "#status", |t| t.contains("0 of 2")).await;
    count_when(c, "#board path.empty-mark", |n| n == 0).await;
    // Mark the hidden atoms (Enter on the board works as a tap), check: solved.
    for (i, cell) in hidden.atoms().enumerate() {
        click(c, &format!("#cell-{}-{}", cell.row() + 1, cell.col() + 1)).await;
        let marked = format!("{} of 2", i + 1);
        text_when(c, "#status", |t| t.contains(&marked)).await;
    }
    // The assistant on again: its overlay is there until the end clears it.
    click(c, "#assist").await;
    count_when(c, "#board circle.suggested, #board circle.forced", |n| {
        n > 0
    })
    .await;
    count_when(c, ".buttons button:disabled", |n| n == 0).await;
    click(c, "#check").await;
    let message = text_when(c, "#message", |t| t.starts_with("Solved")).await;
    count_when(
        c,
        "#board rect.heat, #board circle.suggested, #board circle.forced",
        |n| n == 0,
    )
    .await;
    let advice_hidden = c
        .execute("return document.getElementById('advice').hidden", vec![])
        .await
        .unwrap();
    assert_eq!(
        advice_hidden, true,
        "the assistant's text stays after the end"
    );
    assert!(
        message.contains(&format!("Final score {wrong_score}")),
        "{message}"
    );
    // The end: the atoms found drawn as such; the game's buttons are off;
    // a fired port draws its path.
    assert_eq!(
        count_when(c, "#board circle.ball.found", |n| n == 2).await,
        2
    );
    // (the page offers what the game view says works; Why? and Hint too)
    for button in [
        "check",
        "undo",
        "redo",
        "assist",
        "why-button",
        "hint",
        "giveup",
    ] {
        count_when(c, &format!("#{button}:disabled"), |n| n == 1).await;
    }
    click(c, "#port-1").await;
    count_when(c, "#board polyline.path", |n| n == 1).await;
    screenshot(c, &format!("play-{size}"), "#board").await;
    accessible(c, axe, &format!("play ({size})")).await;
}

/// Whether the board's keyboard cursor is drawn.
async fn cursor_shown(c: &Client) -> bool {
    let shown = c
        .execute(
            "const e = document.querySelector('#board rect.cursor');
             return !!e && getComputedStyle(e).display !== 'none';",
            vec![],
        )
        .await
        .unwrap();
    shown.as_bool().unwrap()
}

/// A guess accepted as an indistinguishable twin: 5x5:4:4 with every port
/// but 17 fired leaves three boards no ray tells apart; marking one that
/// is not the hidden board is solved, and the board draws both the
/// player's atom where the twin has it and the hidden board's atom.
async fn twin(c: &Client, url: &str) {
    let fired: Vec<String> = (1..=20)
        .filter(|&p| p != 17)
        .map(|p| format!("fire%20{p}"))
        .collect();
    let marks = ["1%202", "3%202", "5%203", "1%205"].map(|m| format!("mark%20{m}"));
    let moves = [fired, marks.to_vec(), vec!["check".to_string()]].concat();
    c.goto(&format!("{url}/play?id=5x5:4:4&moves={}", moves.join(",")))
        .await
        .unwrap();
    let said = text_when(c, "#message", |t| t.starts_with("Solved")).await;
    assert!(
        said.contains("(green, ≈)") && said.contains("(dotted rings)"),
        "{said}"
    );
    assert_eq!(
        count_when(c, "#board circle.ball.found", |n| n == 3).await,
        3
    );
    assert_eq!(
        count_when(c, "#board circle.ball.twin", |n| n == 1).await,
        1
    );
    assert_eq!(
        count_when(c, "#board circle.ball.hidden", |n| n == 1).await,
        1
    );
    for kind in ["twin", "hidden"] {
        count_when(c, &format!("#legend [data-kind={kind}]"), |n| n == 1).await;
    }
}

/// The assistant on 10x10 with 10 atoms: its first answer is drawn on the
/// board (a suggested port) within 200 ms of the tap, and the line under
/// it says what is still being worked on and for how long.
async fn first_answer(c: &Client, url: &str) {
    c.goto(&format!(
        "{url}/play?id=10x10:10:3&moves=fire%201,fire%207,fire%2015,fire%2022"
    ))
    .await
    .unwrap();
    count_when(c, "#board rect.cell", |n| n == 100).await;
    text_when(c, "#score", |t| !t.is_empty() && t != "0").await;
    let took = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             const board = document.getElementById('board');
             const drawn = () => board.querySelector('circle.suggested, rect.heat');
             const start = performance.now();
             new MutationObserver((_, o) => {
               if (drawn()) { o.disconnect(); done(performance.now() - start); }
             }).observe(board, { childList: true, subtree: true });
             document.getElementById('assist').click();",
            vec![],
        )
        .await
        .unwrap();
    let took = took.as_f64().unwrap();
    assert!(took < 200.0, "the first answer took {took} ms");
    text_when(c, "#advice-stage", |t| t.starts_with("still working (")).await;
    click(c, "#assist").await;
    count_when(c, "#board circle.suggested", |n| n == 0).await;
}

async fn solve(c: &Client, url: &str, axe: &str, size: &str) {
    let text = std::fs::read_to_string(root().join("examples/puzzle-8x8.txt")).unwrap();
    let puzzle = match blackbox::format::read(&text).unwrap() {
        blackbox::format::Document::Puzzle(p) => p,
        other => panic!("{other:?}"),
    };
    let atoms = puzzle.atoms().min();
    let sat = SolveRequest {
        engine: EngineChoice::Sat,
        max_solutions: 2,
        count_budget: 10_000,
        time_limit: 60.0,
    };
    let report = blackbox_app::solve::solve(&puzzle, &sat, &Control::new()).unwrap();
    assert!(
        matches!(&report.count, Count::Exact(n) if n.to_string() == "1"),
        "{:?}",
        report.count
    );
    c.goto(&format!("{url}/solve")).await.unwrap();
    count_when(c, "#board rect.cell", |n| n == 64).await;
    // The formats it reads, named so a newcomer can tell them apart.
    let paste = text_when(c, "label[for=paste]", |t| !t.is_empty()).await;
    assert!(
        paste.contains("the blackbox command's format, the ACM contest's"),
        "{paste}"
    );
    // The Solve button is in view without scrolling.
    let visible = c
        .execute(
            "const r = document.getElementById('solve').getBoundingClientRect();
             return r.bottom <= window.innerHeight && r.top >= 0;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(visible, true, "{size}: the Solve button is below the fold");
    // A pasted puzzle is drawn on the board, then solved there: its certain
    // atoms as balls, every other cell certainly empty.
    type_into(c, "#paste", &text).await;
    click(c, "#solve").await;
    text_when(c, "#count", |t| t.starts_with("Unique")).await;
    // The answer's line is in view with the board, without scrolling.
    let visible = c
        .execute(
            "window.scrollTo(0, 0);
             const r = document.getElementById('pager').getBoundingClientRect();
             return r.bottom <= window.innerHeight && r.top >= 0;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(visible, true, "{size}: the answer's line is below the fold");
    // The legend explains what is drawn, and only that: no shares here.
    count_when(c, "#legend [data-kind=certain-atom]", |n| n == 1).await;
    count_when(c, "#legend [data-kind=heat]", |n| n == 0).await;
    let hints = puzzle.hints().count();
    assert_eq!(
        count_when(
            c,
            "#board g.port.hit, #board g.port.reflection, #board g.port.pair",
            |n| n == hints
        )
        .await,
        hints
    );
    assert_eq!(
        count_when(c, "#board circle.ball.certain", |n| n == atoms).await,
        atoms
    );
    assert_eq!(
        count_when(c, "#board circle.empty-dot", |n| n == 64 - atoms).await,
        64 - atoms
    );
    screenshot(c, &format!("solve-{size}"), "#board").await;
    accessible(c, axe, &format!("solve ({size})")).await;
    // A bad paste: its error, and nothing left of the last answer.
    type_into(c, "#paste", "size 8x8\n1 H\n1 R\n").await;
    click(c, "#solve").await;
    text_when(c, "#error", |t| !t.is_empty()).await;
    count_when(c, "#board circle.ball, #board circle.empty-dot", |n| n == 0).await;
    text_when(c, "#count", |t| t == "Not solved yet.").await;
    type_into(c, "#paste", "").await;
    // Hints entered on the board: one hit on 5x5 with 2 atoms leaves many
    // solutions, each open cell's share painted, the solutions paged.
    type_into(c, "#rows", "5").await;
    type_into(c, "#cols", "5").await;
    type_into(c, "#atoms", "2").await;
    click(c, "#draw").await;
    count_when(c, "#board rect.cell", |n| n == 25).await;
    count_when(c, "#board circle.ball", |n| n == 0).await;
    click(c, "#port-1").await;
    click(c, "#hint-hit").await;
    count_when(c, "#board g.port.hit", |n| n == 1).await;
    // The line under the board reads out the cursor's port and its hint.
    text_when(c, "#cursor", |t| t == "port 1: hit").await;
    click(c, "#solve").await;
    text_when(c, "#count", |t| t.ends_with("solutions")).await;
    count_when(c, "#board rect.heat", |n| n > 0).await;
    click(c, "#next").await;
    text_when(c, "#page", |t| t.starts_with("Solution 1 of")).await;
    // The explanation of the deductions' shades gives way to the solution's.
    text_when(c, "#explain", |t| {
        t.starts_with("The board shows solution 1")
    })
    .await;
    assert_eq!(
        count_when(c, "#board circle.ball.certain", |n| n == 2).await,
        2
    );
    screenshot(c, &format!("solve-solutions-{size}"), "#board").await;
    // Two hits in different columns cannot come from one atom: both marked.
    type_into(c, "#atoms", "1").await;
    click(c, "#port-3").await;
    click(c, "#hint-hit").await;
    click(c, "#solve").await;
    // Said as ray results (on this page a "hint" would be Play's help).
    let count = text_when(c, "#count", |t| t.starts_with("No solution")).await;
    assert_eq!(count, "No solution: the ray results contradict each other.");
    let why = text_when(c, "#explain", |t| t.starts_with("These")).await;
    assert!(
        why.starts_with("These ray results cannot hold together"),
        "{why}"
    );
    assert!(count_when(c, "#board g.flag-conflict", |n| n >= 2).await >= 2);
    count_when(c, "#board rect.heat", |n| n == 0).await;
    // An exit entered on the board: both ends get the same number; the
    // change clears the last answer's marks.
    click(c, "#port-7").await;
    click(c, "#hint-exit").await;
    click(c, "#port-12").await;
    assert_eq!(count_when(c, "#board g.port.pair", |n| n == 2).await, 2);
    count_when(c, "#board g.flag-conflict", |n| n == 0).await;
}

async fn parlor(c: &Client, url: &str, axe: &str, size: &str) {
    c.goto(&format!("{url}/parlor")).await.unwrap();
    // examples/parlor/compounds.txt: the gems are in the black box.
    for (colour, statements) in [
        ("blue", "The black box is true and it contains the gems"),
        (
            "white",
            "The blue box is empty if it is false\nThe gems are in a box with a false statement",
        ),
        (
            "black",
            "The blue box and the white box are either both true or both false",
        ),
    ] {
        type_into(c, &format!("#{colour}"), statements).await;
    }
    click(c, "#solve").await;
    let verdict = text_when(c, "#verdict", |t| !t.is_empty()).await;
    assert_eq!(verdict, "The gems are in the black box.");
    // The gems box is marked on the boxes, each box says true or false,
    // each statement of the one reading true or false.
    assert_eq!(count_when(c, "#box-black.gems", |n| n == 1).await, 1);
    assert_eq!(count_when(c, ".box.gems", |n| n == 1).await, 1);
    assert_eq!(count_when(c, ".box .marks li", |n| n == 4).await, 4);
    let gems = text_when(c, ".box.gems .gem-badge", |t| !t.is_empty()).await;
    assert_eq!(gems, "◆ gems here");
    // The reasoning as a short chain: why the other boxes are ruled out.
    let chain = text_when(c, "#chain", |t| t.contains("Not the white box")).await;
    assert!(chain.contains("One possibility is left"), "{chain}");
    assert_eq!(count_when(c, ".box .truth", |n| n == 3).await, 3);
    screenshot(c, &format!("parlor-{size}"), "#verdict").await;
    accessible(c, axe, &format!("parlor ({size})")).await;
    // A statement read only after a wording edit: the verdict itself says
    // the answer rests on it.
    type_into(
        c,
        "#white",
        "The blue box is empty if it is false\nThe gems are in box with a false statement",
    )
    .await;
    click(c, "#solve").await;
    let verdict = text_when(c, "#verdict", |t| t.contains("assumption")).await;
    assert_eq!(
        verdict,
        "The gems are in the black box. Read only with 1 wording assumption (listed below): check the wording."
    );
    let chain = text_when(c, "#chain", |t| t.contains("Assumed")).await;
    assert!(
        chain.contains(r#"Assumed: white 2: assumed "a""#),
        "{chain}"
    );
    // No answer: the verdict says why in the rules' words, not "inconsistent".
    for colour in ["blue", "white", "black"] {
        type_into(c, &format!("#{colour}"), "The gems are in the blue box").await;
    }
    click(c, "#solve").await;
    text_when(c, "#verdict", |t| {
        t == "No answer: wherever the gems are, the statements cannot make one box all true and one all false."
    })
    .await;
    // A statement not understood: the error, and nothing of the last answer.
    type_into(c, "#white", "The blah box is blah\nMore nonsense here").await;
    click(c, "#solve").await;
    let error = text_when(c, "#error", |t| !t.is_empty()).await;
    count_when(c, ".box.gems", |n| n == 0).await;
    count_when(c, ".box .truth", |n| n == 0).await;
    // Every statement not understood is said, on its own line, and its box
    // is marked; the command line's --fact advice is not.
    assert_eq!(
        error.lines().filter(|l| l.starts_with("statement")).count(),
        2,
        "{error}"
    );
    assert!(!error.contains("--fact"), "{error}");
    assert_eq!(count_when(c, "#box-white.unread", |n| n == 1).await, 1);
    assert_eq!(count_when(c, ".box.unread", |n| n == 1).await, 1);
    if size == "phone" {
        narrow_phone(c).await;
    }
}

/// On a 360 px phone the Parlor page never scrolls sideways: with errors,
/// with a refusal quoting one long unbreakable word, after solving with the
/// details open, and with a table of several readings.
async fn narrow_phone(c: &Client) {
    c.set_window_size(360, 800).await.unwrap();
    let inner = c.execute("return window.innerWidth", vec![]).await.unwrap();
    assert!(
        inner.as_u64().unwrap().abs_diff(360) < 20,
        "the page is {inner} px wide"
    );
    no_sideways_scroll(c, "statements not understood").await;
    screenshot(c, "parlor-360-error", "#error").await;
    // A refusal with a long message: a long word with nowhere to break a
    // line (a pasted address, letters only), quoted in the error with the
    // closest forms known.
    let long = format!("The gems are in {}", "thebluebox".repeat(8));
    type_into(c, "#blue", &long).await;
    click(c, "#solve").await;
    text_when(c, "#error", |t| t.contains("theblueboxthebluebox")).await;
    no_sideways_scroll(c, "a refusal quoting a long word").await;
    screenshot(c, "parlor-360-long-error", "#error").await;
    // examples/parlor/compounds.txt again, with its longest words.
    for (colour, statements) in [
        ("blue", "The black box is true and it contains the gems"),
        (
            "white",
            "The blue box is empty if it is false\nThe gems are in a box with a false statement",
        ),
        (
            "black",
            "The blue box and the white box are either both true or both false",
        ),
    ] {
        type_into(c, &format!("#{colour}"), statements).await;
    }
    click(c, "#solve").await;
    text_when(c, "#verdict", |t| t == "The gems are in the black box.").await;
    click(c, "#result details summary").await;
    no_sideways_scroll(c, "solved, details open").await;
    screenshot(c, "parlor-360", "#verdict").await;
    // Two readings (the gems in the blue or the white box): their table.
    for (colour, statements) in [
        ("blue", "The gems are not in the black box"),
        ("white", "The gems are not in the black box"),
        ("black", "Every box is empty"),
    ] {
        type_into(c, &format!("#{colour}"), statements).await;
    }
    click(c, "#solve").await;
    count_when(c, "table.readings", |n| n == 1).await;
    no_sideways_scroll(c, "several readings").await;
    // The table fits as well: none of it hidden behind its own scroll bar.
    let hidden = c
        .execute(
            "const r = document.getElementById('readings'); return r.scrollWidth - r.clientWidth;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(
        hidden.as_i64(),
        Some(0),
        "360 px: the readings table is cut"
    );
    screenshot(c, "parlor-360-readings", "table.readings").await;
    c.set_window_size(390, 844).await.unwrap();
}

/// At 360 px, after a wrong check: every badge on the rim lies whole inside
/// the board's drawing and the viewport, and the page does not scroll
/// sideways; then the window of `size` again.
async fn badges_whole_on_a_phone(c: &Client, size: &str) {
    let (width, height) = c.get_window_size().await.unwrap();
    c.set_window_size(360, 800).await.unwrap();
    count_when(c, "#board circle.flag-badge", |n| n > 0).await;
    let cut = c
        .execute(
            "const w = document.documentElement.clientWidth;
             const board = document.getElementById('board').getBoundingClientRect();
             return [...document.querySelectorAll('#board circle.flag-badge')]
               .map((b) => b.getBoundingClientRect())
               .filter((r) => r.left < Math.max(0, board.left) - 0.5 || r.right > Math.min(w, board.right) + 0.5
                 || r.top < board.top - 0.5 || r.bottom > board.bottom + 0.5)
               .map((r) => `${Math.round(r.left)}..${Math.round(r.right)} x ${Math.round(r.top)}..${Math.round(r.bottom)} in ${Math.round(board.left)}..${Math.round(board.right)}`);",
            vec![],
        )
        .await
        .unwrap();
    let cut = cut.as_array().unwrap();
    assert!(cut.is_empty(), "{size} at 360 px: badges cut: {cut:#?}");
    no_sideways_scroll(c, "play after a wrong check").await;
    screenshot(c, "play-360-badges", "#board").await;
    c.set_window_size(width as u32, height as u32)
        .await
        .unwrap();
}

/// The page is no wider than the window (the scrolling element's width
/// measured against the viewport's); else how wide it is and the elements
/// sticking out, or whose text runs out of them.
async fn no_sideways_scroll(c: &Client, state: &str) {
    let wider = c
        .execute(
            "const w = document.documentElement.clientWidth;
             const page = document.scrollingElement.scrollWidth;
             if (page <= w) return [];
             return [`the page is ${page} px wide in ${w}`, ...[...document.querySelectorAll('body *')]
               .filter((e) => e.getBoundingClientRect().right > w + 0.5
                 || (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible'))
               .map((e) => `${e.tagName.toLowerCase()}#${e.id}.${e.className}: ${Math.round(e.getBoundingClientRect().right)} px, content ${e.scrollWidth} px`)
               .slice(0, 12)];",
            vec![],
        )
        .await
        .unwrap();
    let wider = wider.as_array().unwrap();
    assert!(
        wider.is_empty(),
        "360 px, {state}: wider than the page: {wider:#?}"
    );
}
