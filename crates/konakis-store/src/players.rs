//! Who plays a side: a human, or the computer at a level with an optional thinking time. Kept
//! in the settings and in every saved game.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A human at the board or the computer.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlayerKind {
    /// A person plays this side.
    #[default]
    Human,
    /// The engine plays this side.
    Computer,
}

/// Who plays one side, and how strongly the computer plays it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayerChoice {
    /// Human or computer.
    pub kind: PlayerKind,
    /// The computer's level, [`PlayerChoice::MIN_LEVEL`]..=[`PlayerChoice::MAX_LEVEL`]; kept
    /// for humans too, so that switching a side back to the computer keeps its level.
    pub level: u8,
    /// Thinking time per move in milliseconds; `None` for the level's own.
    pub think_ms: Option<u64>,
}

impl Default for PlayerChoice {
    fn default() -> PlayerChoice {
        PlayerChoice::human()
    }
}

impl PlayerChoice {
    /// The weakest level.
    pub const MIN_LEVEL: u8 = 1;
    /// The strongest level.
    pub const MAX_LEVEL: u8 = 6;
    /// The level a new computer player gets.
    pub const DEFAULT_LEVEL: u8 = 3;
    /// The longest thinking time accepted: one hour.
    pub const MAX_THINK_MS: u64 = 3_600_000;

    /// A human player.
    pub const fn human() -> PlayerChoice {
        PlayerChoice {
            kind: PlayerKind::Human,
            level: PlayerChoice::DEFAULT_LEVEL,
            think_ms: None,
        }
    }

    /// The computer at `level`, thinking for the level's own time.
    pub const fn computer(level: u8) -> PlayerChoice {
        PlayerChoice {
            kind: PlayerKind::Computer,
            level,
            think_ms: None,
        }
    }

    /// The same choice with a thinking time per move.
    pub const fn thinking_ms(self, ms: u64) -> PlayerChoice {
        PlayerChoice {
            think_ms: Some(ms),
            ..self
        }
    }

    /// Whether the computer plays this side.
    pub const fn is_computer(&self) -> bool {
        matches!(self.kind, PlayerKind::Computer)
    }

    /// Checks the level and thinking time; the error says which value is wrong and why.
    pub fn validate(&self) -> Result<(), String> {
        if !(Self::MIN_LEVEL..=Self::MAX_LEVEL).contains(&self.level) {
            return Err(format!(
                "level {} is not between {} and {}",
                self.level,
                Self::MIN_LEVEL,
                Self::MAX_LEVEL
            ));
        }
        if let Some(ms) = self.think_ms
            && !(1..=Self::MAX_THINK_MS).contains(&ms)
        {
            return Err(format!(
                "thinking time {ms} ms is not between 1 ms and one hour"
            ));
        }
        Ok(())
    }

    /// The compact form kept in game records: `human`, `computer/4` or `computer/4/5000`
    /// (level, then milliseconds per move).
    pub fn tag_value(&self) -> String {
        match (self.kind, self.think_ms) {
            (PlayerKind::Human, _) => "human".to_string(),
            (PlayerKind::Computer, None) => format!("computer/{}", self.level),
            (PlayerKind::Computer, Some(ms)) => format!("computer/{}/{ms}", self.level),
        }
    }

    /// Reads [`PlayerChoice::tag_value`]'s form, checking the values.
    ///
    /// ```
    /// use konakis_store::PlayerChoice;
    /// let choice = PlayerChoice::parse_tag("computer/4/5000").unwrap();
    /// assert_eq!(choice, PlayerChoice::computer(4).thinking_ms(5000));
    /// assert_eq!(choice.tag_value(), "computer/4/5000");
    /// assert!(PlayerChoice::parse_tag("computer/9").is_err());
    /// ```
    pub fn parse_tag(text: &str) -> Result<PlayerChoice, String> {
        let mut parts = text.trim().split('/');
        let choice = match parts.next() {
            Some("human") => PlayerChoice::human(),
            Some("computer") => {
                let level = parts.next().ok_or("computer without a level")?;
                let level: u8 = level
                    .parse()
                    .map_err(|_| format!("level '{level}' is not a number"))?;
                let mut choice = PlayerChoice::computer(level);
                if let Some(ms) = parts.next() {
                    let ms: u64 = ms
                        .parse()
                        .map_err(|_| format!("thinking time '{ms}' is not a number"))?;
                    choice = choice.thinking_ms(ms);
                }
                choice
            }
            _ => return Err(format!("'{text}' is neither human nor computer/LEVEL")),
        };
        if parts.next().is_some() {
            return Err(format!("'{text}' has too many parts"));
        }
        choice.validate()?;
        Ok(choice)
    }
}

/// `Human`, `Computer (level 4)` or `Computer (level 4, 1.5 s a move)`.
impl fmt::Display for PlayerChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.kind, self.think_ms) {
            (PlayerKind::Human, _) => write!(f, "Human"),
            (PlayerKind::Computer, None) => write!(f, "Computer (level {})", self.level),
            (PlayerKind::Computer, Some(ms)) => write!(
                f,
                "Computer (level {}, {} s a move)",
                self.level,
                ms as f64 / 1000.0
            ),
        }
    }
}
