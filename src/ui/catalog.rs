//! One language's texts: a Fluent bundle made from `assets/i18n/<code>.ftl`.
//!
//! Fluent carries the grammar the code should not know: a count picks its noun by the
//! language's CLDR plural rules (`{ $n -> [one] … *[other] … }`), so "1 move", "0 coup" and
//! "21 drag" each come out right without a key per form.

use std::collections::BTreeSet;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentError, FluentResource, FluentValue};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser::ParserError;

/// A value filled into a message: text (`"rebels".into()`) or a number (`3.into()`), which
/// the message may use to choose its plural form.
pub type Arg<'a> = FluentValue<'a>;

/// One language's messages.
pub struct Catalog {
    bundle: FluentBundle<FluentResource>,
    ids: Vec<String>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Catalog({:?}, {} messages)",
            self.bundle.locales,
            self.ids.len()
        )
    }
}

/// Why a language's texts cannot be read, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatalogError {
    /// Not a language code: the code, and the reader's words (its error type is of a crate the
    /// game does not name).
    Language { code: String, reason: String },
    /// The source is not Fluent: the first mistake, its line, and how many there are.
    Syntax {
        line: usize,
        error: ParserError,
        count: usize,
    },
    /// The bundle refuses the messages (one defined twice, say): the first reason.
    Bundle(FluentError),
}

impl std::fmt::Display for CatalogError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CatalogError::Language { code, reason } => {
                write!(f, "not a language code: {code} ({reason})")
            }
            CatalogError::Syntax { line, error, count } => {
                write!(f, "line {line}: {:?} ({count} errors in all)", error.kind)
            }
            CatalogError::Bundle(error) => write!(f, "{error:?}"),
        }
    }
}

impl std::error::Error for CatalogError {}

impl Catalog {
    /// Reads a `.ftl` source for the language with the given code (`"en"`, `"fr"`, …).
    pub fn parse(code: &str, source: &str) -> Result<Catalog, CatalogError> {
        let language = code.parse().map_err(|e| CatalogError::Language {
            code: code.to_string(),
            reason: format!("{e}"),
        })?;
        let resource = FluentResource::try_new(source.to_string()).map_err(|(_, errors)| {
            let first = errors[0].clone();
            CatalogError::Syntax {
                line: source[..first.pos.start.min(source.len())].lines().count(),
                error: first,
                count: errors.len(),
            }
        })?;
        let ids = resource
            .entries()
            .filter_map(|entry| match entry {
                Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect();
        let mut bundle = FluentBundle::new_concurrent(vec![language]);
        // Direction marks around each value would show as boxes in egui; all four languages
        // run left to right.
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(super::numbers::format_fluent));
        bundle
            .add_function("CAPITAL", capital)
            .map_err(CatalogError::Bundle)?;
        bundle
            .add_resource(resource)
            .map_err(|mut errors| CatalogError::Bundle(errors.swap_remove(0)))?;
        Ok(Catalog { bundle, ids })
    }

    /// An empty catalog, for a language whose file cannot be read: every text falls back.
    pub fn empty() -> Catalog {
        Catalog {
            bundle: FluentBundle::new_concurrent(Vec::new()),
            ids: Vec::new(),
        }
    }

    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// Every message's id, in the file's order.
    pub fn ids(&self) -> &[String] {
        &self.ids
    }

    /// The message with its values filled in, and what went wrong in filling it (a value the
    /// message needs and was not given); `None` when there is no such message.
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> Option<(String, Vec<String>)> {
        let pattern = self.bundle.get_message(id)?.value()?;
        let mut values = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            values.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&values), &mut errors)
            .into_owned();
        Some((text, errors.iter().map(ToString::to_string).collect()))
    }

    /// An attribute of a message (the `.number` of a side's name), which takes no values.
    pub fn attribute(&self, id: &str, name: &str) -> Option<String> {
        let pattern = self.bundle.get_message(id)?.get_attribute(name)?.value();
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, None, &mut errors);
        Some(text.into_owned())
    }

    /// Every attribute of a message but its grammar (`.number`, `.gender`), by name: the forms
    /// of a side's name that sentences need (`.the`, `.accusative`, …).
    pub fn forms(&self, id: &str) -> Vec<(String, String)> {
        let Some(message) = self.bundle.get_message(id) else {
            return Vec::new();
        };
        message
            .attributes()
            .filter(|a| !GRAMMAR.contains(&a.id()))
            .map(|a| {
                let mut errors = Vec::new();
                let text = self.bundle.format_pattern(a.value(), None, &mut errors);
                (a.id().to_string(), text.into_owned())
            })
            .collect()
    }

    /// The names of the values a message uses, and of those it chooses a form by (`$n` in
    /// `{ $n -> … }`), which must be numbers.
    pub fn variables(&self, id: &str) -> Option<(BTreeSet<String>, BTreeSet<String>)> {
        let pattern = self.bundle.get_message(id)?.value()?;
        let mut found = (BTreeSet::new(), BTreeSet::new());
        collect_variables(pattern, &mut found);
        Some(found)
    }
}

/// The attributes that choose a form (`{ $number -> … }`) rather than give one.
pub const GRAMMAR: [&str; 2] = ["number", "gender"];

/// `CAPITAL($x)`: the value with its first letter in capitals, for a name's form that starts a
/// sentence ("{ CAPITAL($side-the) } wins": "The fox wins").
fn capital<'a>(args: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    match args.first() {
        Some(FluentValue::String(text)) => {
            let mut chars = text.chars();
            match chars.next() {
                Some(first) => {
                    FluentValue::from(first.to_uppercase().chain(chars).collect::<String>())
                }
                None => FluentValue::from(""),
            }
        }
        Some(other) => other.clone(),
        None => FluentValue::Error,
    }
}

type Variables = (BTreeSet<String>, BTreeSet<String>);

fn collect_variables(pattern: &Pattern<&str>, found: &mut Variables) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            collect_in_expression(expression, found);
        }
    }
}

fn collect_in_expression(expression: &Expression<&str>, found: &mut Variables) {
    match expression {
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                found.1.insert(id.name.to_string());
            }
            collect_inline(selector, found);
            for variant in variants {
                collect_variables(&variant.value, found);
            }
        }
        Expression::Inline(inline) => collect_inline(inline, found),
    }
}

fn collect_inline(inline: &InlineExpression<&str>, found: &mut Variables) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.0.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => collect_in_expression(expression, found),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                collect_inline(argument, found);
            }
        }
        _ => {}
    }
}
