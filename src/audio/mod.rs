//! Sound through bevy_kira_audio: every sound is synthesised at start-up by [`synth`] (no
//! files), played on the main channel for effects and on an `Ambient` channel for the loop,
//! each with its volume from the settings.

pub mod synth;

use std::sync::Arc;

use bevy::prelude::*;
use bevy_kira_audio::prelude::*;
use konakis_engine::{Announcement, Side};

use crate::game::dice::DieThrown;
use crate::game::input::{AttemptRefused, PieceSelected};
use crate::game::session::{MoveApplied, MoveRefused, Players, Session};
use crate::{AppSystems, Screen};

/// The quiet ambient loop's channel.
#[derive(Resource)]
pub struct Ambient;

/// Volumes, linear 0..1.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Volumes {
    /// Scales everything.
    pub master: f32,
    /// Effects.
    pub effects: f32,
    /// The ambient loop.
    pub ambient: f32,
}

impl Default for Volumes {
    fn default() -> Self {
        Volumes {
            master: 0.8,
            effects: 0.8,
            ambient: 0.5,
        }
    }
}

/// A linear volume as decibels for kira.
pub fn decibels(linear: f32) -> Decibels {
    if linear <= 0.001 {
        Decibels::SILENCE
    } else {
        Decibels((20.0 * linear.log10()).max(Decibels::SILENCE.0))
    }
}

/// The generated sounds.
#[derive(Resource)]
pub struct Sounds {
    select: Handle<AudioSource>,
    slide: Handle<AudioSource>,
    capture: Handle<AudioSource>,
    illegal: Handle<AudioSource>,
    raichi: Handle<AudioSource>,
    rest: Handle<AudioSource>,
    rattle: Handle<AudioSource>,
    win: Handle<AudioSource>,
    loss: Handle<AudioSource>,
    ambient: Handle<AudioSource>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_audio_channel::<Ambient>();
    app.init_resource::<Volumes>();
    app.add_systems(Startup, (make_sounds, start_ambient).chain());
    app.add_systems(Update, apply_volumes);
    app.add_systems(
        Update,
        play_effects
            .in_set(AppSystems::React)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

fn source(samples: Vec<f32>) -> AudioSource {
    let frames: Arc<[Frame]> = samples
        .into_iter()
        .map(|s| Frame { left: s, right: s })
        .collect();
    AudioSource {
        sound: StaticSoundData {
            sample_rate: synth::SAMPLE_RATE,
            frames,
            settings: StaticSoundSettings::default(),
            slice: None,
        },
    }
}

fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |samples| sources.add(source(samples));
    commands.insert_resource(Sounds {
        select: add(synth::select()),
        slide: add(synth::slide()),
        capture: add(synth::capture()),
        illegal: add(synth::illegal()),
        raichi: add(synth::raichi()),
        rest: add(synth::rest()),
        rattle: add(synth::rattle()),
        win: add(synth::win()),
        loss: add(synth::loss()),
        ambient: add(synth::ambient()),
    });
}

fn start_ambient(sounds: Res<Sounds>, ambient: Res<AudioChannel<Ambient>>, volumes: Res<Volumes>) {
    ambient.set_volume(decibels(volumes.master * volumes.ambient));
    ambient.play(sounds.ambient.clone()).looped();
}

fn apply_volumes(volumes: Res<Volumes>, main: Res<Audio>, ambient: Res<AudioChannel<Ambient>>) {
    if volumes.is_changed() {
        main.set_volume(decibels(volumes.master * volumes.effects));
        ambient.set_volume(decibels(volumes.master * volumes.ambient));
    }
}

/// Which side a person plays, when exactly one side is human (for "win" or "loss").
fn human_side(players: &Players) -> Option<Side> {
    match (
        players.attackers.is_computer(),
        players.defenders.is_computer(),
    ) {
        (false, true) => Some(Side::Attackers),
        (true, false) => Some(Side::Defenders),
        _ => None,
    }
}

/// The sounds of what happened this frame: a selection, a refusal, the die, a move (its
/// slide, captures, the end of the game, or an announcement).
fn play_effects(
    sounds: Res<Sounds>,
    audio: Res<Audio>,
    session: Res<Session>,
    mut selected: MessageReader<PieceSelected>,
    mut applied: MessageReader<MoveApplied>,
    mut refused: MessageReader<MoveRefused>,
    mut attempts: MessageReader<AttemptRefused>,
    mut thrown: MessageReader<DieThrown>,
) {
    if selected.read().count() > 0 {
        audio.play(sounds.select.clone());
    }
    if refused.read().count() + attempts.read().count() > 0 {
        audio.play(sounds.illegal.clone());
    }
    if thrown.read().count() > 0 {
        audio.play(sounds.rattle.clone());
    }
    for event in applied.read() {
        if event.played.mv.is_pass() {
            continue;
        }
        audio.play(sounds.slide.clone());
        if !event.played.captured.is_empty() {
            audio
                .play(sounds.capture.clone())
                .with_volume(decibels(0.9));
        }
        if let Some(sound) = outcome_or_announcement(&sounds, &session, event) {
            audio.play(sound);
        }
    }
}

/// The horn for a move's result: a win or a loss, else the king's rest, else raichi or tuichi.
fn outcome_or_announcement(
    sounds: &Sounds,
    session: &Session,
    event: &MoveApplied,
) -> Option<Handle<AudioSource>> {
    if let Some(outcome) = event.outcome {
        let lost = match (human_side(&session.players), outcome.winner) {
            (Some(human), Some(winner)) => human != winner,
            _ => false,
        };
        return Some(if lost {
            sounds.loss.clone()
        } else {
            sounds.win.clone()
        });
    }
    let game = &session.game;
    if game.announcements(game.ply()).contains(&Announcement::Rest) {
        Some(sounds.rest.clone())
    } else if event.side == Side::Defenders
        && session.variant().announcement(&game.position()).is_some()
    {
        Some(sounds.raichi.clone())
    } else {
        None
    }
}
