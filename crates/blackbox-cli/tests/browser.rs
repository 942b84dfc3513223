//! The web pages in a real browser: headless Chromium driven over
//! WebDriver (Debian's `chromium` and `chromium-driver`, which `.ci/run`
//! installs). Plays a game by clicking (fire, mark, check, read the
//! score), enters a puzzle on Solve and reads the count, solves a Parlor
//! puzzle. The test fails, never skips, when the browser is missing. With
//! `BLACKBOX_SCREENSHOTS=1` it also writes docs/screenshots/*.png.

mod common;

use blackbox_game::GameId;
use common::{root, serve, temp_path, Killed};
use fantoccini::{Client, ClientBuilder, Locator};
use rand::SeedableRng;
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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

async fn browser(port: u16) -> Client {
    let profile = temp_path("chromium-profile");
    let _ = std::fs::remove_dir_all(&profile);
    let caps = serde_json::json!({
        "goog:chromeOptions": {
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync",
                "--window-size=1300,1000",
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

async fn screenshot(c: &Client, name: &str) {
    if std::env::var_os("BLACKBOX_SCREENSHOTS").is_some() {
        let png = c.screenshot().await.unwrap();
        let dir = root().join("docs/screenshots");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(format!("{name}.png")), png).unwrap();
    }
}

#[test]
fn play_solve_and_parlor_in_headless_chromium() {
    let server = serve();
    let url = &server.url;
    let (_driver, port) = chromedriver();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let c = browser(port).await;
        play(&c, url).await;
        solve(&c, url).await;
        parlor(&c, url).await;
        c.close().await.unwrap();
    });
}

async fn play(c: &Client, url: &str) {
    let id: GameId = "5x5:2:7".parse().unwrap();
    let hidden = id.board(&mut rand_chacha::ChaCha8Rng::seed_from_u64(id.seed()));
    c.goto(&format!("{url}/play?id={id}")).await.unwrap();
    text_when(c, "#game-id", |t| t == "5x5:2:7").await;
    // Port 1 is a miss (2 points), port 3 a reflection (1 point).
    click(c, "#port-1").await;
    text_when(c, "#score", |t| t == "2").await;
    click(c, "#port-3").await;
    text_when(c, "#score", |t| t == "3").await;
    // A wrong check costs 5 and the game goes on.
    click(c, "#cell-5-1").await;
    text_when(c, "#status", |t| t.contains("1 of 2")).await;
    click(c, "#cell-5-2").await;
    text_when(c, "#status", |t| t.contains("2 of 2")).await;
    click(c, "#check").await;
    text_when(c, "#message", |t| t.starts_with("Not quite")).await;
    screenshot(c, "play-wrong-check").await;
    let wrong_score: u32 = text_when(c, "#score", |t| t != "3").await.parse().unwrap();
    assert!(wrong_score > 3);
    // Take the marks off, mark the hidden atoms, check: solved.
    click(c, "#cell-5-1").await;
    text_when(c, "#status", |t| t.contains("1 of 2")).await;
    click(c, "#cell-5-2").await;
    text_when(c, "#status", |t| t.contains("0 of 2")).await;
    for (i, cell) in hidden.atoms().enumerate() {
        click(c, &format!("#cell-{}-{}", cell.row() + 1, cell.col() + 1)).await;
        let marked = format!("{} of 2", i + 1);
        text_when(c, "#status", |t| t.contains(&marked)).await;
    }
    click(c, "#check").await;
    let message = text_when(c, "#message", |t| t.starts_with("Solved")).await;
    assert!(
        message.contains(&format!("Final score {wrong_score}")),
        "{message}"
    );
    screenshot(c, "play").await;
}

async fn solve(c: &Client, url: &str) {
    let text = std::fs::read_to_string(root().join("examples/puzzle-8x8.txt")).unwrap();
    let puzzle = match blackbox::format::read(&text).unwrap() {
        blackbox::format::Document::Puzzle(p) => p,
        other => panic!("{other:?}"),
    };
    let expected = blackbox_solve::count(&puzzle).to_string();
    c.goto(&format!("{url}/solve")).await.unwrap();
    click(c, "#paste").await;
    c.find(Locator::Css("#paste"))
        .await
        .unwrap()
        .send_keys(&text)
        .await
        .unwrap();
    click(c, "#solve").await;
    let count = text_when(c, "#count", |t| t != "–" && t != "…").await;
    assert_eq!(count, expected);
    screenshot(c, "solve").await;
}

async fn parlor(c: &Client, url: &str) {
    c.goto(&format!("{url}/parlor")).await.unwrap();
    for (colour, statement) in [
        ("blue", "The gems are in this box"),
        ("white", "The gems are not in this box"),
        ("black", "The gems are not in the blue box"),
    ] {
        click(c, &format!("#{colour}")).await;
        c.find(Locator::Css(&format!("#{colour}")))
            .await
            .unwrap()
            .send_keys(statement)
            .await
            .unwrap();
    }
    click(c, "#solve").await;
    let verdict = text_when(c, "#verdict", |t| t != "–").await;
    assert!(
        ["unique", "ambiguous", "inconsistent"]
            .iter()
            .any(|v| verdict.starts_with(v)),
        "{verdict}"
    );
    screenshot(c, "parlor").await;
}
