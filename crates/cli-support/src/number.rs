//! Whole-number options and arguments, read in the user's terms: the clap
//! value parser [`whole`] takes a number from a range and refuses anything
//! else with that range (`expected a whole number from 1 to 100000`),
//! which clap prints after the option and the value given (`invalid value
//! '1e3' for '--samples <N>': …`), instead of Rust's parse errors
//! (`number too large to fit in target type`, `invalid digit found in
//! string`) or Rust's range syntax (`0..=65535`).
//!
//! Options read with it should also allow negative numbers as values
//! (`allow_negative_numbers = true`), so that `--seed -1` reaches the
//! parser and gets the range instead of clap's "unexpected argument".

use std::fmt::Display;
use std::str::FromStr;

/// The clap value parser of a whole number from `min` to `max` (white
/// space around it is ignored).
pub fn whole<T>(
    min: T,
    max: T,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: FromStr + PartialOrd + Display + Copy + Send + Sync + 'static,
{
    move |arg| {
        arg.trim()
            .parse::<T>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| format!("expected a whole number from {min} to {max}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_range_are_read_and_others_refused_with_the_range() {
        let port = whole::<u16>(1, 1020);
        assert_eq!(port("7"), Ok(7));
        assert_eq!(port(" 1020 "), Ok(1020));
        for bad in [
            "0",
            "1021",
            "70000",
            "-1",
            "",
            "1e3",
            "0x10",
            "1.5",
            "five",
            "18446744073709551616",
        ] {
            assert_eq!(
                port(bad),
                Err("expected a whole number from 1 to 1020".to_owned()),
                "{bad}"
            );
        }
        let seed = whole(0, u64::MAX);
        assert_eq!(seed("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(
            seed("18446744073709551616"),
            Err("expected a whole number from 0 to 18446744073709551615".to_owned())
        );
    }
}
