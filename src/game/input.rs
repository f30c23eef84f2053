//! Input as the model takes it: clicks, drags, a keyboard cursor and gamepads all arrive as
//! the same domain messages (`SquareActivated`, `SquareDropped`, `DragBegan`, `DragEnded`;
//! the views turn pointer picks into them), which select a piece, light up its destinations
//! and request moves (a move that could take several pieces waits for the player to choose
//! one). Refused attempts shake the piece and are reported for sound and the HUD.

use bevy::ecs::system::SystemParam;
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use konakis_engine::{IllegalMove, Move, Side, Square};

use super::board::BoardRoot;
use super::confirm::{MoveChosen, nothing_pending};
use super::dice;
use super::motion::{Shake, Slide, board_point};
use super::pieces::PieceOnBoard;
use super::selection::{BoardCursor, CaptureChoice, Dragging, ScreenTurn, Selection};
use super::session::{BoardReset, MoveApplied, MoveRefused, Session};
use super::turn::TurnPhase;
use crate::{AppSystems, Screen};

/// A square was activated: clicked, or chosen with the keyboard or a gamepad.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareActivated(pub Square);

/// A piece was dragged from `from` and dropped on `to`.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareDropped {
    /// Where the drag began.
    pub from: Square,
    /// Where it was dropped.
    pub to: Square,
}

/// Drop the current selection (Esc, right click, gamepad B).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct CancelSelection;

/// A piece was selected (for sound).
#[derive(Message, Clone, Copy, Debug)]
pub struct PieceSelected(pub Square);

/// An attempt was refused before reaching the rules (e.g. picking the opponent's piece).
#[derive(Message, Clone, Debug)]
pub struct AttemptRefused {
    /// The square involved.
    pub square: Square,
    /// Why (the HUD words it).
    pub why: Attempt,
}

/// Why an attempt was refused before it reached the rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Attempt {
    /// The piece picked belongs to this side, not to the side to move.
    OpponentsPiece(Side),
    /// An empty square was picked with no piece selected.
    NothingSelected,
}

/// A drag began on a square (the view's picking saw it).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DragBegan(pub Square);

/// The drag ended, dropped on a square or not.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct DragEnded;

/// The systems that turn keys, pads and picks into choices on the board.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BoardInput;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SquareActivated>()
        .add_message::<SquareDropped>()
        .add_message::<DragBegan>()
        .add_message::<DragEnded>()
        .add_message::<CancelSelection>()
        .add_message::<PieceSelected>()
        .add_message::<AttemptRefused>();
    app.add_systems(
        Update,
        (
            (read_keyboard.run_if(keys_free), read_gamepads),
            (begin_drags, handle_activations, handle_drops)
                .chain()
                .run_if(in_state(TurnPhase::Waiting)),
            cancel_selection,
        )
            .chain()
            .in_set(AppSystems::RecordInput)
            .in_set(BoardInput)
            .run_if(
                in_state(Screen::Playing)
                    .and_then(resource_exists::<Session>)
                    .and_then(nothing_pending),
            ),
    );
    app.add_systems(
        Update,
        (clear_selection_on_change, shake_refused, end_drags)
            .in_set(AppSystems::React)
            .after(super::pieces::follow_moves)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

/// What an activation may change: the selection, a capture waiting to be chosen, and the
/// messages it sends.
#[derive(SystemParam)]
struct Activation<'w> {
    selection: ResMut<'w, Selection>,
    choice: ResMut<'w, CaptureChoice>,
    requests: MessageWriter<'w, MoveChosen>,
    selected: MessageWriter<'w, PieceSelected>,
    refused: MessageWriter<'w, AttemptRefused>,
}

/// Select, move, or refuse, on an activated square; while a capture waits to be chosen, a
/// victim's square chooses it, and any other square drops the choice and acts as usual.
fn handle_activations(
    mut activated: MessageReader<SquareActivated>,
    session: Res<Session>,
    mut act: Activation,
) {
    for &SquareActivated(sq) in activated.read() {
        if !session.human_to_move() {
            continue;
        }
        let choosing = std::mem::take(&mut *act.choice);
        if let Some(mv) = choosing.taking(sq) {
            act.requests.write(MoveChosen(mv));
            *act.selection = Selection::default();
            continue;
        }
        activate(&mut act, &session, sq);
    }
}

/// One activation with no capture waiting.
fn activate(act: &mut Activation, session: &Session, sq: Square) {
    let pos = session.game.position();
    let own = pos.piece_at(sq).is_some_and(|p| p.side() == pos.to_move());
    match act.selection.from {
        Some(from) if from == sq => *act.selection = Selection::default(),
        Some(_) if own => select(act, session, sq),
        Some(from) => {
            // The engine judges: a legal target plays, anything else is refused with its
            // reason.
            if request_move(session, from, sq, &mut act.requests, &mut act.choice)
                && act.selection.targets.has(sq)
            {
                *act.selection = Selection::default();
            }
        }
        None if own => select(act, session, sq),
        None => {
            let why = match pos.piece_at(sq) {
                Some(p) => Attempt::OpponentsPiece(p.side()),
                None => Attempt::NothingSelected,
            };
            act.refused.write(AttemptRefused { square: sq, why });
        }
    }
}

fn select(act: &mut Activation, session: &Session, sq: Square) {
    *act.selection = Selection {
        from: Some(sq),
        targets: dice::destinations(&session.game, sq),
    };
    act.selected.write(PieceSelected(sq));
}

/// Requests the move `from`-`to`, or, where it could take several pieces and one must be
/// chosen, waits for the player's choice instead. `true` when the move was requested.
fn request_move(
    session: &Session,
    from: Square,
    to: Square,
    requests: &mut MessageWriter<MoveChosen>,
    choice: &mut CaptureChoice,
) -> bool {
    let mv = Move::new(from, to);
    let game = &session.game;
    if let Err(IllegalMove::ChooseCapture(choices)) =
        game.variant()
            .resolve_rolled(&game.position(), mv, game.roll())
    {
        *choice = CaptureChoice {
            slide: Some((from, to)),
            victims: choices.iter().filter_map(|m| m.take()).collect(),
        };
        return false;
    }
    requests.write(MoveChosen(mv));
    true
}

/// A drop requests the move from the drag's origin (or waits for the capture to be chosen).
fn handle_drops(
    mut drops: MessageReader<SquareDropped>,
    mut selection: ResMut<Selection>,
    mut choice: ResMut<CaptureChoice>,
    session: Res<Session>,
    mut requests: MessageWriter<MoveChosen>,
) {
    for drop in drops.read() {
        if !session.human_to_move() || drop.from == drop.to {
            continue;
        }
        if request_move(&session, drop.from, drop.to, &mut requests, &mut choice) {
            *selection = Selection::default();
        }
    }
}

fn cancel_selection(
    mut cancel: MessageReader<CancelSelection>,
    mut selection: ResMut<Selection>,
    mut choice: ResMut<CaptureChoice>,
) {
    if cancel.read().count() > 0 {
        *selection = Selection::default();
        *choice = CaptureChoice::default();
    }
}

/// Any change to the game clears a stale selection and a capture waiting to be chosen.
fn clear_selection_on_change(
    mut applied: MessageReader<MoveApplied>,
    mut reset: MessageReader<BoardReset>,
    mut selection: ResMut<Selection>,
    mut choice: ResMut<CaptureChoice>,
) {
    if applied.read().count() + reset.read().count() > 0 {
        *selection = Selection::default();
        *choice = CaptureChoice::default();
    }
}

/// Shakes the piece of a refused move or attempt.
fn shake_refused(
    mut refused_moves: MessageReader<MoveRefused>,
    mut refused_attempts: MessageReader<AttemptRefused>,
    pieces: Query<(Entity, &PieceOnBoard), Without<Slide>>,
    mut commands: Commands,
) {
    let squares: Vec<Square> = refused_moves
        .read()
        .map(|r| r.mv.from)
        .chain(refused_attempts.read().map(|r| r.square))
        .collect();
    for sq in squares {
        if let Some((entity, _)) = pieces.iter().find(|(_, p)| p.square == sq) {
            // The board may be set up again this frame (a lesson tried again): no shake then.
            commands.entity(entity).try_insert(Shake::default());
        }
    }
}

/// Whether the game's keys are free: not while a window's control holds the keyboard focus
/// (Tab gave it, Esc gives it back) or a list is open, which the keys then drive.
pub fn keys_free(egui: Option<Res<EguiWantsInput>>) -> bool {
    !egui.is_some_and(|e| e.wants_any_keyboard_input())
}

/// Arrows move the cursor, Enter/Space activate, Esc cancels.
fn read_keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    mut cursor: ResMut<BoardCursor>,
    turn: Res<ScreenTurn>,
    roots: Query<&BoardRoot>,
    mut activated: MessageWriter<SquareActivated>,
    mut cancel: MessageWriter<CancelSelection>,
) {
    let Ok(board) = roots.single() else { return };
    let steps = [
        (KeyCode::ArrowUp, (0, 1)),
        (KeyCode::ArrowDown, (0, -1)),
        (KeyCode::ArrowLeft, (-1, 0)),
        (KeyCode::ArrowRight, (1, 0)),
    ];
    for (key, step) in steps {
        if keys.just_pressed(key) {
            move_cursor(&mut cursor, board.size, turn.step(step));
        }
    }
    if keys.just_pressed(KeyCode::Enter)
        || keys.just_pressed(KeyCode::NumpadEnter)
        || keys.just_pressed(KeyCode::Space)
    {
        activate_cursor(&mut cursor, board.size, &mut activated);
    }
    if keys.just_pressed(KeyCode::Escape) {
        cancel.write(CancelSelection);
    }
}

/// Any gamepad drives the cursor for the side to move: D-pad moves, South (A) activates,
/// East (B) cancels.
fn read_gamepads(
    gamepads: Query<&Gamepad>,
    mut cursor: ResMut<BoardCursor>,
    turn: Res<ScreenTurn>,
    roots: Query<&BoardRoot>,
    mut activated: MessageWriter<SquareActivated>,
    mut cancel: MessageWriter<CancelSelection>,
) {
    let Ok(board) = roots.single() else { return };
    for pad in &gamepads {
        let steps = [
            (GamepadButton::DPadUp, (0, 1)),
            (GamepadButton::DPadDown, (0, -1)),
            (GamepadButton::DPadLeft, (-1, 0)),
            (GamepadButton::DPadRight, (1, 0)),
        ];
        for (button, step) in steps {
            if pad.just_pressed(button) {
                move_cursor(&mut cursor, board.size, turn.step(step));
            }
        }
        if pad.just_pressed(GamepadButton::South) {
            activate_cursor(&mut cursor, board.size, &mut activated);
        }
        if pad.just_pressed(GamepadButton::East) {
            cancel.write(CancelSelection);
        }
    }
}

fn move_cursor(cursor: &mut BoardCursor, size: u8, (df, dr): (i32, i32)) {
    let centre = Square::new(size / 2, size / 2);
    let sq = match cursor.square {
        None => centre,
        Some(sq) if sq.on_board(size) => {
            let f = (sq.file() as i32 + df).clamp(0, size as i32 - 1);
            let r = (sq.rank() as i32 + dr).clamp(0, size as i32 - 1);
            Square::new(f as u8, r as u8)
        }
        Some(_) => centre,
    };
    cursor.square = Some(sq);
}

fn activate_cursor(
    cursor: &mut BoardCursor,
    size: u8,
    activated: &mut MessageWriter<SquareActivated>,
) {
    match cursor.square {
        Some(sq) if sq.on_board(size) => {
            activated.write(SquareActivated(sq));
        }
        _ => cursor.square = Some(Square::new(size / 2, size / 2)),
    }
}

/// A drag on one of the mover's pieces selects it and holds it.
fn begin_drags(
    mut began: MessageReader<DragBegan>,
    session: Res<Session>,
    mut dragging: ResMut<Dragging>,
    selection: Res<Selection>,
    mut activated: MessageWriter<SquareActivated>,
) {
    for &DragBegan(sq) in began.read() {
        let pos = session.game.position();
        let own = pos.piece_at(sq).is_some_and(|p| p.side() == pos.to_move());
        if !session.human_to_move() || !own {
            continue;
        }
        *dragging = Dragging {
            from: Some(sq),
            at: None,
        };
        if selection.from != Some(sq) {
            activated.write(SquareActivated(sq));
        }
    }
}

/// A drag ended: a piece the rules did not move slides back home from where it was let go.
fn end_drags(
    mut ended: MessageReader<DragEnded>,
    mut dragging: ResMut<Dragging>,
    pieces: Query<(Entity, &PieceOnBoard), Without<Slide>>,
    mut commands: Commands,
) {
    if ended.read().count() == 0 {
        return;
    }
    let Dragging { from, at } = std::mem::take(&mut *dragging);
    let (Some(from), Some(at)) = (from, at) else {
        return;
    };
    if let Some((entity, piece)) = pieces.iter().find(|(_, p)| p.square == from)
        && at != board_point(piece.square)
    {
        commands
            .entity(entity)
            .insert(Slide::new(at, piece.square, DRAG_RETURN_SECS));
    }
}

/// Seconds a piece let go off a legal square takes to slide home.
const DRAG_RETURN_SECS: f32 = 0.12;

#[cfg(test)]
mod tests {
    use bevy_egui::{EguiContext, egui};

    use super::*;

    /// A control focused by Tab takes the keys from the board; with no focus they are the
    /// game's.
    #[test]
    fn a_focused_control_takes_the_keys_from_the_board() {
        let mut app = App::new();
        app.init_resource::<EguiWantsInput>();
        app.add_systems(Update, bevy_egui::input::write_egui_wants_input_system);
        let context = EguiContext::default();
        let ctx = context.clone().get_mut().clone();
        app.world_mut().spawn(context);
        let frame = |focus: bool| {
            ctx.begin_pass(egui::RawInput::default());
            egui::Area::new("controls".into()).show(&ctx, |ui| {
                let button = ui.button("b");
                if focus {
                    button.request_focus();
                } else {
                    button.surrender_focus();
                }
            });
            ctx.end_pass().textures_delta.clear();
        };
        frame(false);
        app.update();
        assert!(app.world_mut().run_system_cached(keys_free).unwrap());
        frame(true);
        app.update();
        assert!(!app.world_mut().run_system_cached(keys_free).unwrap());
    }
}
