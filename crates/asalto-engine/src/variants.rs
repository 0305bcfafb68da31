//! The variants a program knows: the built-in ones and those loaded from players' files.

use std::sync::Arc;

use crate::position::{Apn, ApnError, Position, parse_apn_with};

use crate::variant::{Variant, VariantError};

/// The built-in variants plus any added from variant files. A name is never given to two
/// variants: a file cannot replace a built-in variant or an earlier file.
///
/// ```
/// use asalto_engine::Variants;
/// let mut known = Variants::default();
/// let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/variants/assaut.ron"))
///     .unwrap()
///     .replace("name: \"assaut\"", "name: \"my-assaut\"");
/// known.add_ron(&text).unwrap();
/// let apn = known.position("my-assaut").unwrap();
/// assert_eq!(apn.variant.name(), "my-assaut");
/// assert!(known.add_ron(&text).is_err(), "the name is taken now");
/// // An edited file of the same name takes the place of the first.
/// let edited = text.replace("L'Assaut", "My Assaut");
/// let v = known.replace(asalto_engine::Variant::from_ron(&edited).unwrap()).unwrap();
/// assert_eq!(known.added().len(), 1);
/// assert_eq!(known.get("my-assaut").unwrap().title(), v.title());
/// let asalto = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/variants/asalto.ron"))
///     .unwrap();
/// assert!(known.replace(asalto_engine::Variant::from_ron(&asalto).unwrap()).is_err());
/// ```
#[derive(Clone, Debug, Default)]
pub struct Variants {
    added: Vec<Arc<Variant>>,
}

impl Variants {
    /// Adds a checked variant, unless its name is taken.
    pub fn add(&mut self, variant: Variant) -> Result<Arc<Variant>, VariantError> {
        if self.get(variant.name()).is_some() {
            return Err(VariantError::NameTaken(variant.name().to_string()));
        }
        let variant = Arc::new(variant);
        self.added.push(variant.clone());
        Ok(variant)
    }

    /// Adds a checked variant in place of an added one of the same name (a file opened again
    /// after an edit), last in order; a built-in variant's name stays refused.
    pub fn replace(&mut self, variant: Variant) -> Result<Arc<Variant>, VariantError> {
        self.added.retain(|v| v.name() != variant.name());
        self.add(variant)
    }

    /// The added variants, in the order added.
    pub fn added(&self) -> &[Arc<Variant>] {
        &self.added
    }

    /// Reads, checks and adds a variant file's text.
    pub fn add_ron(&mut self, text: &str) -> Result<Arc<Variant>, VariantError> {
        self.add(Variant::from_ron(text)?)
    }

    /// The variant with this name.
    pub fn get(&self, name: &str) -> Option<Arc<Variant>> {
        Variant::builtin(name).or_else(|| self.added.iter().find(|v| v.name() == name).cloned())
    }

    /// Every known name: the built-in variants first, then the added ones in order.
    pub fn names(&self) -> Vec<String> {
        Variant::builtins()
            .iter()
            .chain(&self.added)
            .map(|v| v.name().to_string())
            .collect()
    }

    /// A position from APN, or a variant's start from its name alone.
    pub fn position(&self, text: &str) -> Result<Apn, ApnError> {
        let name = text.trim();
        if let Some(variant) = self.get(name) {
            let position = Position::start(&variant);
            return Ok(Apn { variant, position });
        }
        // One word is meant as a variant's name; the APN error would only count its fields.
        if !name.is_empty() && !name.contains(' ') {
            return Err(self.unknown(name));
        }
        match parse_apn_with(text, |name| self.get(name)) {
            Ok((variant, position)) => Ok(Apn { variant, position }),
            Err(ApnError::UnknownVariant { name, .. }) => Err(self.unknown(&name)),
            Err(other) => Err(other),
        }
    }

    fn unknown(&self, name: &str) -> ApnError {
        ApnError::UnknownVariant {
            name: name.to_string(),
            known: self.names(),
        }
    }
}
