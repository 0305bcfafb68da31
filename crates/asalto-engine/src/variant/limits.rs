//! What a variant file may hold: the limits its names, placements and officers are checked
//! against (and its refusals name).

/// The longest name a variant may have: it is the first word of every position written.
pub const MAX_NAME_CHARS: usize = 40;
/// The longest title: it heads the menus and the side panel.
pub const MAX_TITLE_CHARS: usize = 100;
/// Words of the notation a name would be mistaken for (`asalto moves @c5,e5 …`).
pub const RESERVED_NAMES: [&str; 1] = ["moves"];
/// The most ways of placing the officers a variant may have (the Grand Jeu has 680): every one
/// is a legal first move, listed and searched.
pub const MAX_PLACEMENTS: u64 = 10_000;
/// The most officers a variant may have.
pub const MAX_OFFICERS: u8 = 16;
