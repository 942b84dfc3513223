//! A small morphological analyser of English verbs, by rule.
//!
//! [`analyse`] takes an inflected word (`displays`, `displayed`,
//! `displaying`, `carries`, `dropped`, `writing`) to the lemmas it can be a
//! form of, undoing the regular spelling rules (`-s`/`-es`/`-ies`,
//! `-ed`/`-ied` with a restored `e` or an undoubled consonant (a doubled
//! one is accepted too: `referred`), `-ing` the
//! same way) plus a short table of irregular forms; [`inflect`] builds a
//! form of a lemma by the same rules. Only lemmas in a caller's lexicon
//! count, so the rules never invent a word: an analysis is a (lemma, form)
//! pair whose form [`inflect`] gives back as the word.

/// A verb form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// `display`: the base (plural present, infinitive).
    Base,
    /// `displays`: third person singular present.
    Third,
    /// `displayed`: past tense or past participle.
    Past,
    /// `displaying`: present participle.
    Ing,
}

/// Irregular forms: lemma, third person, past participle, participle.
const IRREGULAR: &[(&str, &str, &str, &str)] = &[
    ("have", "has", "had", "having"),
    ("hold", "holds", "held", "holding"),
    ("say", "says", "said", "saying"),
    ("write", "writes", "written", "writing"),
    ("bear", "bears", "borne", "bearing"),
    ("show", "shows", "shown", "showing"),
    ("keep", "keeps", "kept", "keeping"),
    ("lie", "lies", "lied", "lying"),
    ("tell", "tells", "told", "telling"),
    ("make", "makes", "made", "making"),
    ("find", "finds", "found", "finding"),
    ("hide", "hides", "hidden", "hiding"),
    ("read", "reads", "read", "reading"),
    ("put", "puts", "put", "putting"),
    ("leave", "leaves", "left", "leaving"),
];

fn vowel(c: char) -> bool {
    "aeiou".contains(c)
}

/// The form `form` of `lemma`.
pub fn inflect(lemma: &str, form: Form) -> String {
    if let Some(&(_, third, past, ing)) = IRREGULAR.iter().find(|(l, ..)| *l == lemma) {
        return match form {
            Form::Base => lemma.to_string(),
            Form::Third => third.to_string(),
            Form::Past => past.to_string(),
            Form::Ing => ing.to_string(),
        };
    }
    let last = lemma.chars().last().unwrap_or(' ');
    let before = lemma.chars().rev().nth(1).unwrap_or(' ');
    let stem_y = || lemma[..lemma.len() - 1].to_string();
    match form {
        Form::Base => lemma.to_string(),
        Form::Third if last == 'y' && !vowel(before) => format!("{}ies", stem_y()),
        Form::Third
            if ["s", "x", "z", "ch", "sh", "o"]
                .iter()
                .any(|e| lemma.ends_with(e)) =>
        {
            format!("{lemma}es")
        }
        Form::Third => format!("{lemma}s"),
        Form::Past if last == 'y' && !vowel(before) => format!("{}ied", stem_y()),
        Form::Past if last == 'e' => format!("{lemma}d"),
        Form::Past => format!("{lemma}ed"),
        Form::Ing if last == 'e' && before != 'e' => format!("{}ing", &lemma[..lemma.len() - 1]),
        Form::Ing => format!("{lemma}ing"),
    }
}

/// The `-ed` / `-ing` form of `lemma` with its final consonant doubled,
/// when it ends consonant-vowel-consonant (`refer` → `referred`,
/// `referring`; `drop` → `dropped`): English doubles it after a stressed
/// final syllable, which spelling alone does not show, so [`analyse`]
/// accepts both spellings.
fn doubled(lemma: &str, form: Form) -> Option<String> {
    let chars: Vec<char> = lemma.chars().collect();
    let [.., a, b, c] = chars[..] else {
        return None;
    };
    let cvc = !vowel(a) && vowel(b) && !vowel(c) && !"wxy".contains(c);
    match form {
        Form::Past if cvc => Some(format!("{lemma}{c}ed")),
        Form::Ing if cvc => Some(format!("{lemma}{c}ing")),
        _ => None,
    }
}

/// Every (lemma, form) of `lexicon` whose form is `word`.
pub fn analyse(word: &str, lexicon: &[&'static str]) -> Vec<(&'static str, Form)> {
    let forms = [Form::Base, Form::Third, Form::Past, Form::Ing];
    lexicon
        .iter()
        .flat_map(|lemma| forms.iter().map(move |f| (*lemma, *f)))
        .filter(|(lemma, form)| {
            inflect(lemma, *form) == word || doubled(lemma, *form).as_deref() == Some(word)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const LEXICON: &[&str] = &[
        "display", "carry", "print", "write", "inscribe", "have", "feature", "refer",
    ];

    #[test]
    fn regular_and_irregular_forms_round_trip() {
        for (word, lemma, form) in [
            ("displays", "display", Form::Third),
            ("displayed", "display", Form::Past),
            ("displaying", "display", Form::Ing),
            ("carries", "carry", Form::Third),
            ("carried", "carry", Form::Past),
            ("carrying", "carry", Form::Ing),
            ("printed", "print", Form::Past),
            ("written", "write", Form::Past),
            ("writing", "write", Form::Ing),
            ("inscribed", "inscribe", Form::Past),
            ("inscribing", "inscribe", Form::Ing),
            ("has", "have", Form::Third),
            ("featuring", "feature", Form::Ing),
            ("referring", "refer", Form::Ing),
            ("referred", "refer", Form::Past),
            ("refers", "refer", Form::Third),
        ] {
            assert_eq!(analyse(word, LEXICON), vec![(lemma, form)], "{word}");
        }
    }

    #[test]
    fn words_outside_the_lexicon_or_misformed_are_not_analysed() {
        for word in [
            "displayes",
            "carrys",
            "writed",
            "table",
            "printing2",
            "box",
            "referrring",
        ] {
            assert!(analyse(word, LEXICON).is_empty(), "{word}");
        }
    }
}
