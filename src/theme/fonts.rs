//! The game's fonts: egui's own four, cut to what the game draws by `scripts/subset-fonts.py`
//! (0.55 MB where egui's whole set is 1.41 MB, which a web page downloads before its first
//! frame). Ubuntu-Light is whole, Hack keeps Latin, punctuation, arrows and shapes, and of the
//! two emoji fonts only the few symbols the game's texts use are left.

use std::sync::Arc;

use bevy_egui::egui::{FontData, FontDefinitions, FontFamily, FontTweak};

const UBUNTU_LIGHT: &[u8] = include_bytes!("../../assets/fonts/Ubuntu-Light.ttf");
const HACK: &[u8] = include_bytes!("../../assets/fonts/Hack-Regular.ttf");
const NOTO_EMOJI: &[u8] = include_bytes!("../../assets/fonts/NotoEmoji-Regular.ttf");
const EMOJI_ICONS: &[u8] = include_bytes!("../../assets/fonts/emoji-icon-font.ttf");

/// The fonts and families for egui: as egui's defaults (the emoji fonts scaled as egui scales
/// them), with Hack after Ubuntu-Light in the text family too, for the arrows Ubuntu lacks.
pub fn definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::empty();
    let mut add = |name: &str, bytes: &'static [u8], scale: f32| {
        let tweak = FontTweak {
            scale,
            ..Default::default()
        };
        fonts.font_data.insert(
            name.to_string(),
            Arc::new(FontData::from_static(bytes).tweak(tweak)),
        );
    };
    add("Ubuntu-Light", UBUNTU_LIGHT, 1.0);
    add("Hack", HACK, 1.0);
    add("NotoEmoji-Regular", NOTO_EMOJI, 0.81);
    add("emoji-icon-font", EMOJI_ICONS, 0.90);
    let family = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
    fonts.families.insert(
        FontFamily::Proportional,
        family(&[
            "Ubuntu-Light",
            "Hack",
            "NotoEmoji-Regular",
            "emoji-icon-font",
        ]),
    );
    fonts.families.insert(
        FontFamily::Monospace,
        family(&[
            "Hack",
            "Ubuntu-Light",
            "NotoEmoji-Regular",
            "emoji-icon-font",
        ]),
    );
    fonts
}

#[cfg(test)]
mod tests {
    use skrifa::{FontRef, MetadataProvider};

    /// The text family's fonts, in their order.
    const TEXT: [&[u8]; 4] = [
        super::UBUNTU_LIGHT,
        super::HACK,
        super::NOTO_EMOJI,
        super::EMOJI_ICONS,
    ];

    fn drawn_by(font: &[u8], c: char) -> bool {
        FontRef::new(font).is_ok_and(|f| f.charmap().map(c).is_some())
    }

    /// Every character of every text in each language, of the lessons, of the numbers each
    /// language writes (its grouping and minus sign) and of the symbols the code writes has a glyph in the game's text family, the notation's in Hack; and the emoji
    /// fonts are cut to those few.
    #[test]
    fn every_character_the_game_writes_has_a_glyph() {
        let texts = [
            include_str!("../../assets/i18n/en.ftl"),
            include_str!("../../assets/i18n/fr.ftl"),
            include_str!("../../assets/i18n/de.ftl"),
            include_str!("../../assets/i18n/sv.ftl"),
            include_str!("../../assets/lessons.ron"),
            "⟲ ⟳ ▶ ◀ → × · – — “ ” „ … ◻",
        ];
        let numbers: String = crate::settings::Language::ALL
            .iter()
            .map(|l| {
                let t = crate::ui::texts::Texts::new(*l);
                format!(
                    "{} {} {}",
                    t.numbers().integer(1_234_567),
                    t.score(-150),
                    t.score(150)
                )
            })
            .collect();
        let mut missing: Vec<char> = texts
            .iter()
            .chain(std::iter::once(&numbers.as_str()))
            .flat_map(|t| t.chars())
            .filter(|c| !c.is_control())
            .filter(|&c| !TEXT.iter().any(|font| drawn_by(font, c)))
            .collect();
        missing.dedup();
        assert!(missing.is_empty(), "no glyph for {missing:?}");
        let notation = "abcdefghijklmnopqrstuvwxyz0123456789-x@,/ ORo.";
        assert!(notation.chars().all(|c| drawn_by(super::HACK, c)));
        assert!(
            !TEXT.iter().any(|font| drawn_by(font, '\u{1F600}')),
            "the emoji fonts are cut to the game's symbols"
        );
    }

    /// egui is given the four fonts, the text family led by Ubuntu-Light and the notation's by
    /// Hack.
    #[test]
    fn egui_gets_both_families() {
        let fonts = super::definitions();
        assert_eq!(fonts.font_data.len(), 4);
        let first = |family| fonts.families[&family][0].as_str();
        assert_eq!(
            first(bevy_egui::egui::FontFamily::Proportional),
            "Ubuntu-Light"
        );
        assert_eq!(first(bevy_egui::egui::FontFamily::Monospace), "Hack");
    }
}
