//! Numbers as each language writes them: "+1.5" and "1,234,567" in English, "+1,5" and
//! "1.234.567" in German, "+1,5" and "1 234 567" in French and Swedish.
//!
//! ICU4X's decimal formatter brings CLDR's symbols and grouping for each language; the game only
//! rounds. Fluent's numbers (counts, percentages, node counts) go through [`format_fluent`],
//! which the catalogs install as their formatter, so a count keeps choosing its plural form and
//! is written the language's way; scores, which carry a sign Fluent cannot ask for, go through
//! [`Numbers::signed`].

use std::cell::RefCell;

use fluent_bundle::FluentValue;
use fluent_bundle::types::FluentNumber;
use icu_decimal::DecimalFormatter;
use icu_decimal::input::{Decimal, SignDisplay};
use icu_locale_core::Locale;
use intl_memoizer::Memoizable;
use intl_memoizer::concurrent::IntlLangMemoizer;

/// One language's way of writing numbers.
pub struct Numbers {
    formatter: DecimalFormatter,
}

impl Numbers {
    /// The numbers of the language with this code (`"en"`, `"fr"`, …); ICU's root formatting
    /// (English-like) for a code it does not know.
    pub fn new(code: &str) -> Numbers {
        let locale: Locale = code.parse().unwrap_or(Locale::UNKNOWN);
        let formatter = DecimalFormatter::try_new((&locale).into(), Default::default())
            .or_else(|_| DecimalFormatter::try_new(Default::default(), Default::default()))
            .expect("ICU4X's compiled data has the root locale");
        Numbers { formatter }
    }

    /// A whole number with the language's digit grouping: "1 234 567".
    pub fn integer(&self, n: i64) -> String {
        self.write(Decimal::from(n))
    }

    /// A number rounded to `digits` places after the decimal mark: "1,5".
    pub fn decimal(&self, value: f64, digits: usize) -> String {
        self.write(rounded(value, digits))
    }

    /// A number with its sign, but for zero: "+1,5", "−0,3", "0,0".
    pub fn signed(&self, value: f64, digits: usize) -> String {
        let mut decimal = rounded(value, digits);
        decimal.apply_sign_display(SignDisplay::ExceptZero);
        self.write(decimal)
    }

    /// CLDR's French grouping is the narrow no-break space (U+202F), at which egui breaks a
    /// line; the no-break space (U+00A0) holds a number together.
    fn write(&self, decimal: Decimal) -> String {
        self.formatter
            .format_to_string(&decimal)
            .replace('\u{202f}', "\u{a0}")
    }
}

/// `value` rounded half away from zero to `digits` places, keeping trailing zeros ("1.50").
fn rounded(value: f64, digits: usize) -> Decimal {
    let text = format!("{:.*}", digits, if value.is_finite() { value } else { 0.0 });
    Decimal::try_from_str(&text).unwrap_or_default()
}

thread_local! {
    /// Formatters made so far on this thread, by language code (ICU4X's are not `Send`).
    static MADE: RefCell<Vec<(String, std::rc::Rc<Numbers>)>> = const { RefCell::new(Vec::new()) };
}

/// The numbers of the language with this code, made once per thread.
pub fn numbers(code: &str) -> std::rc::Rc<Numbers> {
    MADE.with_borrow_mut(|made| {
        if let Some((_, n)) = made.iter().find(|(c, _)| c == code) {
            return n.clone();
        }
        let n = std::rc::Rc::new(Numbers::new(code));
        made.push((code.to_string(), n.clone()));
        n
    })
}

/// A Fluent number in its bundle's language: its fraction digits as the message or the code
/// set them (`maximumFractionDigits`, `minimumFractionDigits`), otherwise as many as it has.
pub fn format_fluent(value: &FluentValue, memoizer: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(FluentNumber { value, options }) = value else {
        return None;
    };
    let code = memoizer
        .with_try_get::<LanguageCode, _, _>((), |c| c.0.clone())
        .ok()?;
    let shortest = value.to_string();
    let own = shortest.split_once('.').map_or(0, |(_, f)| f.len());
    let digits = options
        .maximum_fraction_digits
        .map_or(own, |most| own.min(most))
        .max(options.minimum_fraction_digits.unwrap_or(0));
    Some(numbers(&code).decimal(*value, digits))
}

/// The language code of a bundle, read once through its memoizer.
struct LanguageCode(String);

impl Memoizable for LanguageCode {
    type Args = ();
    type Error = ();
    fn construct(lang: unic_langid::LanguageIdentifier, _: ()) -> Result<Self, Self::Error> {
        Ok(LanguageCode(lang.to_string()))
    }
}
