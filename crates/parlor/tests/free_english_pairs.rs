//! The sentences of `examples/parlor/free-english-pairs.tsv`,
//! `wider-english-pairs.tsv` and `game-style-pairs.tsv`, written in free English as a puzzle author
//! would, each with the meaning intended:
//! every sentence must read exactly (no assumption) and have the same truth
//! table as its paraphrase under the independent evaluator, over every
//! world of a probe puzzle where the sentence is the blue box's second
//! statement. A sentence that is refused or means something else fails the
//! test, and all failures are listed at once. A pair `SENTENCE | refused:
//! WORDS` is a sentence the grammar must refuse with an error naming WORDS.

mod evaluator;

use std::path::PathBuf;

use parlor::puzzle::Statement;
use parlor::{Colour, Puzzle};

/// The probe puzzle with `statement` as blue's second statement.
fn probe(statement: Statement) -> Puzzle {
    let read = |t: &str| Statement::parse(t).unwrap();
    Puzzle::new([
        vec![read("The white box is empty"), statement],
        vec![read("This box is empty"), read("The blue box is true")],
        vec![read("The gems are in this box")],
    ])
}

/// The tables of `text`'s readings (one for most sentences), or why it is
/// not read exactly: refused by the grammar or when the probe puzzle is
/// lowered (a phrase that names nothing there, a count of characters the
/// ways of counting disagree on, readings that differ under the rules of
/// the game there). A sentence with several readings (an exceptive: the
/// exception only restricts, or also does not have the property) is
/// lowered only when they agree under the rules; outside them (in worlds
/// the rules exclude) they may differ, so each reading gets its table.
fn tables(text: &str) -> Result<Vec<Vec<bool>>, String> {
    let statement = Statement::parse(text).map_err(|e| format!("refused: {e}"))?;
    if !statement.tolerated.is_empty() {
        return Err(format!("read with assumptions {:?}", statement.tolerated));
    }
    let alternatives = statement.alternatives.clone();
    let puzzle = probe(statement.clone());
    parlor::model::Model::build(&puzzle).map_err(|e| format!("refused: {e}"))?;
    let mut out = vec![evaluator::truth_table(&puzzle, (Colour::Blue, 2))];
    for claim in alternatives {
        let reading = Statement {
            content: parlor::puzzle::Content::English(Box::new(claim)),
            alternatives: vec![],
            ..statement.clone()
        };
        out.push(evaluator::truth_table(&probe(reading), (Colour::Blue, 2)));
    }
    // Readings that differ under the rules alone are a sentence read in
    // several ways, which a puzzle accepts only where the other statements
    // make them agree (as the probe's may): counted as refused here.
    let rules = evaluator::rule_mask(&puzzle);
    let differ = out.iter().any(|t| {
        t.iter()
            .zip(&out[0])
            .zip(&rules)
            .any(|((a, b), kept)| *kept && a != b)
    });
    if differ {
        let hint = parlor::grammar::ambiguity_hint(text).unwrap_or_default();
        return Err(format!("refused: can be read in several ways; {hint}"));
    }
    Ok(out)
}

/// The table of a paraphrase, which must have one reading.
fn table(text: &str) -> Result<Vec<bool>, String> {
    let mut all = tables(text)?;
    match all.len() {
        1 => Ok(all.remove(0)),
        n => Err(format!("the paraphrase has {n} readings")),
    }
}

/// The (sentence, paraphrase) pairs of a file of `examples/parlor`.
pub fn pairs(file: &str) -> Vec<(String, String)> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/parlor")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (new, old) = l
                .split_once('|')
                .unwrap_or_else(|| panic!("no `|` in {l:?}"));
            (new.trim().to_string(), old.trim().to_string())
        })
        .collect()
}

#[test]
fn every_sentence_reads_as_intended() {
    every_pair_reads_as_intended("free-english-pairs.tsv", 560);
}

#[test]
fn every_sentence_of_the_wider_kinds_reads_as_intended() {
    every_pair_reads_as_intended("wider-english-pairs.tsv", 300);
}

#[test]
fn every_sentence_of_the_game_style_reads_as_intended() {
    every_pair_reads_as_intended("game-style-pairs.tsv", 50);
}

fn every_pair_reads_as_intended(file: &str, at_least: usize) {
    let pairs = pairs(file);
    assert!(pairs.len() >= at_least, "only {} pairs", pairs.len());
    let mut failures = Vec::new();
    for (new, old) in &pairs {
        // A sentence the grammar must refuse, naming the words given.
        if let Some(named) = old.strip_prefix("refused:") {
            match tables(new) {
                Err(e) if e.contains(named.trim()) => {}
                Err(e) => failures.push(format!("{new:?}: refused without {named:?}: {e}")),
                Ok(_) => failures.push(format!("{new:?} was read, but must be refused")),
            }
            continue;
        }
        let expected = table(old).unwrap_or_else(|e| panic!("paraphrase {old:?}: {e}"));
        match tables(new) {
            // One of its readings is the one meant; the others agree
            // with it under the rules of the game in the probe puzzle.
            Ok(found) if found.contains(&expected) => {}
            Ok(_) => failures.push(format!("{new:?} does not mean {old:?}")),
            Err(e) => failures.push(format!("{new:?}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every word of a sentence the grammar reads is a word it knows (its
/// vocabulary, the rooms, the things of the room, numbers), after the
/// rewrites: error messages and the rewrites themselves rely on it.
#[test]
fn every_word_read_is_in_the_vocabulary() {
    use parlor::grammar::lexicon;
    use parlor::text::{tokenize, Token};
    let known = |w: &str| {
        lexicon::VOCABULARY.contains(&w)
            || lexicon::NOT_BOXES.contains(&w)
            || lexicon::ROOMS.iter().any(|r| r.split(' ').any(|x| x == w))
            || lexicon::number(w).is_some()
            // A letter named on its own (`begins with B`).
            || w.chars().count() == 1
    };
    let mut unknown = std::collections::BTreeSet::new();
    for file in [
        "free-english-pairs.tsv",
        "wider-english-pairs.tsv",
        "game-style-pairs.tsv",
    ] {
        for (sentence, old) in pairs(file) {
            let read = Statement::parse(&sentence);
            let aside = matches!(&read, Ok(st) if st.content == parlor::puzzle::Content::Aside);
            if old.starts_with("refused:") || read.is_err() || aside {
                continue;
            }
            // Conversational words (fillers, an answer word, a correction)
            // and an imperative beside the statement are not read (they say
            // nothing true or false): only the claim's words are.
            use parlor::grammar::spoken::{spoken, Spoken};
            let claim = match spoken(&sentence) {
                Some(Spoken::Plain(text)) => text,
                Some(Spoken::Correction(rest)) => rest.unwrap_or_default(),
                Some(Spoken::Answered { question, rest, .. }) => {
                    format!("{question} {}", rest.unwrap_or_default())
                }
                Some(Spoken::Wh(readings)) => readings
                    .iter()
                    .map(|f| f.clause.as_str())
                    .collect::<Vec<_>>()
                    .join(" "),
                Some(Spoken::Unasked(rest)) => rest,
                Some(Spoken::Refused(_)) | None => sentence.clone(),
            };
            // Nor are the discourse words opening it (`Moreover, …`).
            use parlor::grammar::{discourse, normalize::normalize};
            let tokens = normalize(tokenize(&claim));
            let read_words = discourse::imperative_aside(&claim)
                .map(normalize)
                .or_else(|| discourse::opening(&claim, &tokens))
                .unwrap_or(tokens);
            for t in read_words {
                if let Token::Word(w) = t {
                    if !known(&w) {
                        unknown.insert(w);
                    }
                }
            }
        }
    }
    assert!(unknown.is_empty(), "not in the vocabulary: {unknown:?}");
}
