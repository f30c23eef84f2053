//! Clocks for timed games: a time control (main time, then a Fischer increment or byo-yomi
//! periods) and each side's time after every move. No wall clock here: whoever runs the game
//! measures how long a move took and hands the milliseconds over.
//!
//! ```
//! use konakis_engine::Side;
//! use konakis_engine::clock::{Clock, TimeControl};
//! let control: TimeControl = "5+3".parse().unwrap();
//! let mut clock = Clock::new(control);
//! clock.record(0, Side::Attackers, 10_000).unwrap();
//! assert_eq!(clock.times_at(1).of(Side::Attackers).main_ms, 293_000);
//! ```

use std::fmt;
use std::str::FromStr;

use crate::rules::Side;

/// The most main time a control may give (a day), in milliseconds.
const MAX_MAIN_MS: u64 = 24 * 3600 * 1000;
/// The longest increment or byo-yomi period (an hour), in milliseconds.
const MAX_EXTRA_MS: u64 = 3600 * 1000;
/// The most byo-yomi periods.
const MAX_PERIODS: u8 = 99;
/// The moves a side expects still to play, when it shares out its main time.
const MOVES_TO_GO: u64 = 30;

/// What comes after the main time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Overtime {
    /// Nothing: the main time is all (sudden death).
    None,
    /// Fischer: this many milliseconds added after every move.
    Increment(u64),
    /// Byo-yomi: once the main time is spent, each move must be made within a period; a move
    /// that overruns one uses it up, and the last one used up loses.
    ByoYomi {
        /// Periods at the start.
        periods: u8,
        /// Each period, in milliseconds.
        period_ms: u64,
    },
}

/// A time control: main time and what follows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TimeControl {
    /// Main time, in milliseconds.
    pub main_ms: u64,
    /// The increment or the byo-yomi periods.
    pub overtime: Overtime,
}

/// The named controls: blitz, rapid and classical (Fischer, as the online tafl sites offer
/// them), and one with byo-yomi.
pub const PRESETS: [(&str, TimeControl); 4] = [
    ("blitz", TimeControl::fischer(5 * 60_000, 3_000)),
    ("rapid", TimeControl::fischer(15 * 60_000, 10_000)),
    ("classical", TimeControl::fischer(45 * 60_000, 30_000)),
    (
        "overtime",
        TimeControl {
            main_ms: 10 * 60_000,
            overtime: Overtime::ByoYomi {
                periods: 5,
                period_ms: 30_000,
            },
        },
    ),
];

impl TimeControl {
    /// Main time plus a Fischer increment (no increment: sudden death).
    pub const fn fischer(main_ms: u64, increment_ms: u64) -> TimeControl {
        TimeControl {
            main_ms,
            overtime: if increment_ms == 0 {
                Overtime::None
            } else {
                Overtime::Increment(increment_ms)
            },
        }
    }

    /// The preset of this name.
    pub fn preset(name: &str) -> Option<TimeControl> {
        PRESETS.iter().find(|(n, _)| *n == name).map(|(_, c)| *c)
    }

    /// The preset's name, if this control is one.
    pub fn preset_name(&self) -> Option<&'static str> {
        PRESETS.iter().find(|(_, c)| c == self).map(|(n, _)| *n)
    }

    /// Each side's time at the start.
    pub fn start(&self) -> SideTime {
        SideTime {
            main_ms: self.main_ms,
            periods: match self.overtime {
                Overtime::ByoYomi { periods, .. } => periods,
                _ => 0,
            },
        }
    }

    /// Whether the values are within bounds and some time is given at all.
    fn check(self) -> Result<TimeControl, String> {
        if self.main_ms > MAX_MAIN_MS {
            return Err("the main time is more than a day".into());
        }
        match self.overtime {
            Overtime::None if self.main_ms == 0 => Err("it gives no time at all".into()),
            Overtime::Increment(ms) if ms > MAX_EXTRA_MS => {
                Err("the increment is more than an hour".into())
            }
            Overtime::Increment(_) if self.main_ms == 0 => {
                Err("an increment needs some main time to add to".into())
            }
            Overtime::ByoYomi { periods, period_ms } => {
                if periods == 0 || periods > MAX_PERIODS {
                    Err(format!("byo-yomi needs 1 to {MAX_PERIODS} periods"))
                } else if period_ms == 0 || period_ms > MAX_EXTRA_MS {
                    Err("a byo-yomi period is from 1 second to an hour".into())
                } else {
                    Ok(self)
                }
            }
            _ => Ok(self),
        }
    }

    /// The control as OpenTafl's `[time-control:...]` tag writes it: main time, overtime
    /// period and count, increment, in seconds (`300 0/0 3i`).
    pub fn opentafl(&self) -> String {
        let (period, periods, increment) = match self.overtime {
            Overtime::None => (0, 0, 0),
            Overtime::Increment(ms) => (0, 0, ms),
            Overtime::ByoYomi { periods, period_ms } => (period_ms, periods, 0),
        };
        format!(
            "{} {}/{} {}i",
            self.main_ms / 1000,
            period / 1000,
            periods,
            increment / 1000
        )
    }

    /// Reads OpenTafl's `[time-control:...]` form: `300`, `300 30/5` or `300 30/5 3i`
    /// (seconds).
    pub fn from_opentafl(text: &str) -> Result<TimeControl, String> {
        let mut parts = text.split_whitespace();
        let seconds = |s: &str, what: &str| -> Result<u64, String> {
            s.trim_end_matches('i')
                .parse::<u64>()
                .map(|s| s.saturating_mul(1000))
                .map_err(|_| format!("'{s}' is not a whole number of seconds ({what})"))
        };
        let main_ms = seconds(parts.next().ok_or("it is empty")?, "main time")?;
        let (mut period_ms, mut periods) = (0, 0u8);
        if let Some(overtime) = parts.next() {
            let (p, n) = overtime
                .split_once('/')
                .ok_or(format!("'{overtime}' is not of the form seconds/periods"))?;
            period_ms = seconds(p, "byo-yomi period")?;
            periods = n
                .parse()
                .map_err(|_| format!("'{n}' is not a number of periods"))?;
        }
        let increment_ms = match parts.next() {
            Some(inc) if inc.ends_with('i') => seconds(inc, "increment")?,
            Some(other) => return Err(format!("'{other}' is not an increment such as 3i")),
            None => 0,
        };
        if let Some(extra) = parts.next() {
            return Err(format!("'{extra}' is one part too many"));
        }
        let control = match (periods, increment_ms) {
            (0, inc) => TimeControl::fischer(main_ms, inc),
            (_, 0) => TimeControl {
                main_ms,
                overtime: Overtime::ByoYomi { periods, period_ms },
            },
            _ => return Err("it has both byo-yomi and an increment".into()),
        };
        control.check()
    }
}

/// `5+3` (minutes, then seconds a move), `10+5x30` (byo-yomi: 5 periods of 30 s), `5`
/// (sudden death), or a preset's name.
impl FromStr for TimeControl {
    type Err = String;

    fn from_str(text: &str) -> Result<TimeControl, String> {
        let text = text.trim();
        if let Some(preset) = TimeControl::preset(text) {
            return Ok(preset);
        }
        let shape = || {
            format!(
                "'{text}' is not a clock: write minutes+seconds (5+3), minutes+periodsxseconds \
                 (10+5x30) or a preset ({})",
                PRESETS.map(|(n, _)| n).join(", ")
            )
        };
        let number = |s: &str, unit: f64| -> Result<u64, String> {
            match s.parse::<f64>() {
                Ok(v) if v.is_finite() && v >= 0.0 && v * unit <= 1e12 => {
                    Ok((v * unit).round() as u64)
                }
                _ => Err(shape()),
            }
        };
        let (main, extra) = text.split_once('+').unwrap_or((text, "0"));
        let main_ms = number(main, 60_000.0)?;
        let control = match extra.split_once('x') {
            Some((periods, seconds)) => TimeControl {
                main_ms,
                overtime: Overtime::ByoYomi {
                    periods: periods.parse().map_err(|_| shape())?,
                    period_ms: number(seconds, 1000.0)?,
                },
            },
            None => TimeControl::fischer(main_ms, number(extra, 1000.0)?),
        };
        control.check().map_err(|why| format!("'{text}': {why}"))
    }
}

/// `5+3`, `10+5x30`, `5`: the form [`TimeControl::from_str`] reads.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let minutes = self.main_ms as f64 / 60_000.0;
        write!(f, "{minutes}")?;
        match self.overtime {
            Overtime::None => Ok(()),
            Overtime::Increment(ms) => write!(f, "+{}", ms as f64 / 1000.0),
            Overtime::ByoYomi { periods, period_ms } => {
                write!(f, "+{periods}x{}", period_ms as f64 / 1000.0)
            }
        }
    }
}

/// One side's time: what is left of the main time, and the byo-yomi periods left.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SideTime {
    /// Main time left, in milliseconds.
    pub main_ms: u64,
    /// Byo-yomi periods left (0 without byo-yomi).
    pub periods: u8,
}

/// Both sides' times.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Times {
    /// The attackers' time.
    pub attackers: SideTime,
    /// The defenders' time.
    pub defenders: SideTime,
}

impl Times {
    /// The time of `side`.
    pub fn of(&self, side: Side) -> SideTime {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }

    fn of_mut(&mut self, side: Side) -> &mut SideTime {
        match side {
            Side::Attackers => &mut self.attackers,
            Side::Defenders => &mut self.defenders,
        }
    }
}

/// What a side's clock shows while it thinks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Showing {
    /// Main time left, in milliseconds.
    pub main_ms: u64,
    /// In byo-yomi: the time left in the period running (or, before it, a whole period).
    pub period_ms: Option<u64>,
    /// Byo-yomi periods left, the running one included.
    pub periods: u8,
}

/// A side's time ran out.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OutOfTime(pub Side);

/// How long a side may think on its move: a target the search aims at, and a limit it is
/// stopped at whatever it has found, which leaves time on the clock.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Budget {
    /// Milliseconds to aim at.
    pub target_ms: u64,
    /// Milliseconds never to pass.
    pub limit_ms: u64,
}

/// A game's clock: its control and both sides' times after every move (`after[i]`: after
/// `i` moves), so that undo, redo and a saved game find the times as they were.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Clock {
    control: TimeControl,
    after: Vec<Times>,
}

impl Clock {
    /// A clock at the start of a game.
    pub fn new(control: TimeControl) -> Clock {
        let start = control.start();
        Clock {
            control,
            after: vec![Times {
                attackers: start,
                defenders: start,
            }],
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The times after `ply` moves (the last known, past the moves recorded).
    pub fn times_at(&self, ply: usize) -> Times {
        self.after[ply.min(self.after.len() - 1)]
    }

    /// How many moves have times.
    pub fn moves(&self) -> usize {
        self.after.len() - 1
    }

    /// What `side`'s time is after thinking `spent_ms` on move `ply + 1`, before any
    /// increment; `Err` once it has run out.
    pub fn charged(&self, ply: usize, side: Side, spent_ms: u64) -> Result<SideTime, OutOfTime> {
        let mut time = self.times_at(ply).of(side);
        if spent_ms < time.main_ms {
            time.main_ms -= spent_ms;
            return Ok(time);
        }
        let mut rest = spent_ms - time.main_ms;
        time.main_ms = 0;
        let Overtime::ByoYomi { period_ms, .. } = self.control.overtime else {
            return Err(OutOfTime(side));
        };
        while time.periods > 0 && rest >= period_ms {
            rest -= period_ms;
            time.periods -= 1;
        }
        if time.periods == 0 {
            return Err(OutOfTime(side));
        }
        Ok(time)
    }

    /// What `side`'s clock shows `spent_ms` into move `ply + 1`; `Err` once it has run out.
    pub fn showing(&self, ply: usize, side: Side, spent_ms: u64) -> Result<Showing, OutOfTime> {
        let time = self.charged(ply, side, spent_ms)?;
        let period_ms = match self.control.overtime {
            Overtime::ByoYomi { period_ms, .. } if time.main_ms > 0 => Some(period_ms),
            Overtime::ByoYomi { period_ms, .. } => {
                let before = self.times_at(ply).of(side);
                let into = spent_ms.saturating_sub(before.main_ms)
                    - (before.periods - time.periods) as u64 * period_ms;
                Some(period_ms - into)
            }
            _ => None,
        };
        Ok(Showing {
            main_ms: time.main_ms,
            period_ms,
            periods: time.periods,
        })
    }

    /// Records move `ply + 1`, made by `side` in `spent_ms`: charges the time, adds the
    /// increment, and forgets the times of any moves after it (they were undone).
    pub fn record(&mut self, ply: usize, side: Side, spent_ms: u64) -> Result<Times, OutOfTime> {
        let mut time = self.charged(ply, side, spent_ms)?;
        if let Overtime::Increment(ms) = self.control.overtime {
            time.main_ms = time.main_ms.saturating_add(ms);
        }
        let mut times = self.times_at(ply);
        *times.of_mut(side) = time;
        self.after.truncate(ply + 1);
        self.after.push(times);
        Ok(times)
    }

    /// Sets the time `side` had after move `ply` (reading a saved game): `ply` must be the
    /// next move without a time.
    pub fn restore(&mut self, side: Side, time: SideTime) {
        let mut times = *self.after.last().expect("a clock has its start");
        *times.of_mut(side) = time;
        self.after.push(times);
    }

    /// How long `side` may think on move `ply + 1`, having thought `spent_ms` already: a
    /// share of the main time plus most of the increment or period, and never more than
    /// leaves a safe part of the clock.
    pub fn budget(&self, ply: usize, side: Side, spent_ms: u64) -> Budget {
        let time = self.times_at(ply).of(side);
        let main = time.main_ms.saturating_sub(spent_ms);
        let spent_past_main = spent_ms.saturating_sub(time.main_ms);
        let (target, limit) = match self.control.overtime {
            Overtime::ByoYomi { period_ms, .. } if time.periods > 0 => {
                let period_left = period_ms.saturating_sub(spent_past_main % period_ms.max(1));
                (
                    main / MOVES_TO_GO + period_left * 3 / 5,
                    main / 3 + period_left * 4 / 5,
                )
            }
            Overtime::Increment(inc) => (main / MOVES_TO_GO + inc * 3 / 4, main / 3),
            _ => (main / MOVES_TO_GO, main / 4),
        };
        Budget {
            target_ms: target.min(limit),
            limit_ms: limit,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_every_form() {
        for (text, back) in [
            ("5+3", "5+3"),
            ("10+5x30", "10+5x30"),
            ("5", "5"),
            ("0.5+1", "0.5+1"),
            ("blitz", "5+3"),
        ] {
            let control: TimeControl = text.parse().unwrap();
            assert_eq!(control.to_string(), back);
            let again = TimeControl::from_opentafl(&control.opentafl()).unwrap();
            assert_eq!(again, control, "{text} through OpenTafl's form");
        }
        assert_eq!(
            TimeControl::preset("blitz").unwrap().opentafl(),
            "300 0/0 3i"
        );
    }

    #[test]
    fn refuses_what_is_no_clock() {
        for bad in [
            "", "x", "5+", "+3", "5+3+1", "-5", "5+0x30", "5+3x0", "1e9", "0", "0+5",
        ] {
            let e = bad.parse::<TimeControl>().unwrap_err();
            assert!(e.contains(bad) || e.contains("clock"), "{bad}: {e}");
        }
        for bad in [
            "",
            "abc",
            "300 30",
            "300 30/5 3i",
            "300 0/0 3",
            "300 0/0 3i 4",
        ] {
            assert!(TimeControl::from_opentafl(bad).is_err(), "{bad}");
        }
    }
}
