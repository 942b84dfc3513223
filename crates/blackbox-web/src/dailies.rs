//! The daily puzzles the server has made, kept in its memory: a page that
//! asks again (or the next player) gets a date's daily at a difficulty
//! without the work, and a daily that the deadline stopped goes on, the
//! next time it is asked for, from the candidates already finished (the
//! generator in progress is kept, not started again).
//!
//! Bounded: only the dailies of the dates within a day of the server's
//! today (UTC) are kept — yesterday, today and tomorrow, since players'
//! clocks are in other time zones — so at most three dates at each of the
//! four difficulties; a daily of another date is made and handed out but
//! not kept. Each entry is one puzzle, or one generator in progress (the
//! outcomes of the candidates it finished, a few puzzles at most).
//!
//! Two requests for the same daily at once both work on it (each on its own
//! generator: the entry is taken out while one works); the first to finish
//! is kept. The daily is the same either way (the seed decides it).

use blackbox::Rules;
use blackbox_app::puzzles::{daily_request, generator, Daily, Date, Difficulty, Generator, Made};
use blackbox_app::{Control, Error, Result};
use std::collections::BTreeMap;
use std::sync::Mutex;

/// Generators run one thread each: the server's solver slots are the
/// parallelism.
const THREADS: usize = 1;

/// A kept daily.
enum Entry {
    /// Made.
    Made(Box<Made>),
    /// Stopped before it was made: the generator, to go on with.
    Making(Box<Generator>),
}

/// The dailies kept (module doc).
#[derive(Default)]
pub struct Dailies {
    entries: Mutex<BTreeMap<(u64, Difficulty), Entry>>,
}

impl Dailies {
    /// No daily kept yet.
    pub fn new() -> Dailies {
        Dailies::default()
    }

    /// The daily puzzle of `date` at `difficulty`, kept or made within
    /// `control`, the server's today being `today` (days since
    /// 1970-01-01). A stop is the application's interrupted error, with
    /// the work done so far kept for the next request when the date is
    /// kept.
    pub fn daily(
        &self,
        date: Date,
        difficulty: Difficulty,
        today: i64,
        control: &Control,
    ) -> Result<Made> {
        let key = (date.seed(), difficulty);
        let taken = {
            let mut entries = self.lock();
            if let Some(Entry::Made(made)) = entries.get(&key) {
                return Ok((**made).clone());
            }
            entries.remove(&key)
        };
        let mut generator = match taken {
            Some(Entry::Making(generator)) => generator,
            _ => {
                // The web's daily is the standard one everyone shares.
                let rules = Rules::Standard;
                let daily = Daily {
                    date,
                    difficulty,
                    rules,
                };
                Box::new(generator(&daily_request(daily, THREADS))?)
            }
        };
        let made = generator.next(control);
        let mut entries = self.lock();
        entries.retain(|(seed, _), _| kept_seeds(today).contains(seed));
        if Dailies::keeps(date, today) {
            match &made {
                Ok(made) => {
                    entries.insert(key, Entry::Made(Box::new(made.clone())));
                }
                Err(_) => {
                    entries.entry(key).or_insert(Entry::Making(generator));
                }
            }
        }
        made.map_err(Error::Generate)
    }

    /// Whether the dailies of `date` are kept, the server's today being
    /// `today` (days since 1970-01-01): within a day of it.
    pub fn keeps(date: Date, today: i64) -> bool {
        kept_seeds(today).contains(&date.seed())
    }

    /// How many dailies are kept, made or in progress.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether none is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<(u64, Difficulty), Entry>> {
        // A panic while the lock was held left the map whole (every change
        // is one insert, remove or retain): go on with it.
        self.entries.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The seeds of the dates kept (module doc), today being `today`.
fn kept_seeds(today: i64) -> [u64; 3] {
    [today - 1, today, today + 1].map(|days| Date::from_unix_days(days).seed())
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbox_app::puzzles::daily;

    /// 2026-11-28 in days since 1970-01-01.
    const TODAY: i64 = 20_785;

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    /// The daily the server keeps, made afresh.
    fn fresh(date: Date, difficulty: Difficulty) -> Made {
        let rules = Rules::Standard;
        let today = Daily {
            date,
            difficulty,
            rules,
        };
        daily(today, 1, &Control::new()).unwrap()
    }

    #[test]
    fn a_daily_once_made_is_handed_out_again_without_work() {
        assert_eq!(Date::from_unix_days(TODAY), date("2026-11-28"));
        let dailies = Dailies::new();
        let today = date("2026-11-28");
        let made = dailies
            .daily(today, Difficulty::Easy, TODAY, &Control::new())
            .unwrap();
        assert_eq!(made, fresh(today, Difficulty::Easy));
        // A stopped control stops any work: the daily comes from memory.
        let stopped = Control::new();
        stopped.cancel();
        let again = dailies.daily(today, Difficulty::Easy, TODAY, &stopped);
        assert_eq!(again.unwrap(), made);
        // Another difficulty is another daily, and is not made yet.
        let other = dailies.daily(today, Difficulty::Medium, TODAY, &stopped);
        assert!(other.unwrap_err().is_interrupted());
    }

    #[test]
    fn a_stopped_daily_goes_on_and_only_dates_near_today_are_kept() {
        let dailies = Dailies::new();
        let yesterday = date("2026-11-27");
        let stopped = Control::new();
        stopped.cancel();
        let refused = dailies.daily(yesterday, Difficulty::Hard, TODAY, &stopped);
        assert!(refused.unwrap_err().is_interrupted());
        assert_eq!(dailies.len(), 1, "the generator in progress is kept");
        let made = dailies
            .daily(yesterday, Difficulty::Hard, TODAY, &Control::new())
            .unwrap();
        let fresh = fresh(yesterday, Difficulty::Hard);
        assert_eq!(made, fresh);
        // A week ago: made and handed out, not kept.
        let old = date("2026-11-21");
        assert!(dailies
            .daily(old, Difficulty::Easy, TODAY, &Control::new())
            .is_ok());
        assert_eq!(dailies.len(), 1);
        // Two days later, yesterday's daily is too old to keep.
        let later = dailies.daily(date("2026-11-30"), Difficulty::Easy, TODAY + 2, &stopped);
        assert!(later.is_err());
        assert_eq!(dailies.len(), 1, "only 2026-11-30's, in progress");
    }
}
