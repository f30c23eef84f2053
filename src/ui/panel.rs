//! The side panel: the variant, its rules in brief and the players, whose turn or the result
//! (with the throw, in dice games), what each side has taken, the buttons (undo, redo, hint,
//! save, load, settings, the view and its camera), and the move list. Each part is a short
//! function; the buttons only send messages.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use konakis_engine::{Game, Piece, PlayedMove, Side};

use super::brief::rules_brief;
use super::die::{paint_die, throw_meaning, tumble};
use super::lesson_panel::{LessonClick, draw_lesson_panel};
use super::match_panel::{self, MatchClick, MatchView, ResignAsked};
use super::piece_icon;
use super::windows::HudWindows;
use crate::Screen;
use crate::game::ai::{ComputerMove, Hint, HintRequested, has_choice};
use crate::game::clock::TurnClock;
use crate::game::dice::DieRoll;
use crate::game::lesson::{LessonCommand, LessonRun};
use crate::game::offers::{DrawOffer, Offer};
use crate::game::review::ReviewCommand;
use crate::game::session::{GameCommand, Player, Session, SessionKind};
use crate::game::threats::Aids;
use crate::game::turn::TurnPhase;
use crate::i18n::{Locale, ending_sentence, result_title, rules_name, side_key};
use crate::persist::{ListSavesRequested, SaveRequested};
use crate::tr;
use crate::view::camera::PanelInsets;
use crate::view::solid::camera::{Snap, SnapView};
use crate::view::{BoardView, ToggleView};

/// Width of the side panel in logical pixels.
pub const PANEL_WIDTH: f32 = 300.0;

/// What the panel's buttons send.
#[derive(SystemParam)]
pub(super) struct PanelActions<'w> {
    commands: MessageWriter<'w, GameCommand>,
    hint: MessageWriter<'w, HintRequested>,
    save: MessageWriter<'w, SaveRequested>,
    list_saves: MessageWriter<'w, ListSavesRequested>,
    toggle_view: MessageWriter<'w, ToggleView>,
    snap: MessageWriter<'w, SnapView>,
    windows: ResMut<'w, HudWindows>,
    next_screen: ResMut<'w, NextState<Screen>>,
    aids: ResMut<'w, Aids>,
    lessons: MessageWriter<'w, LessonCommand>,
    offers: MessageWriter<'w, Offer>,
    resign: ResMut<'w, ResignAsked>,
    review: MessageWriter<'w, ReviewCommand>,
}

/// What the panel shows, gathered from the model.
pub(crate) struct PanelState<'a> {
    /// The game and who plays it.
    pub session: &'a Session,
    /// The turn's phase.
    pub phase: TurnPhase,
    /// Seconds the computer has been thinking, while it does.
    pub thinking: Option<f32>,
    /// The hint asked for, if any.
    pub hint: &'a Hint,
    /// The die of a dice game.
    pub die: &'a DieRoll,
    /// The view drawn.
    pub view: BoardView,
    /// The threat marks are shown.
    pub threats_shown: bool,
    /// The clocks and the offers.
    pub play: MatchView,
}

/// What a click on the panel asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum PanelClick {
    Undo,
    Redo,
    Hint,
    Save,
    Load,
    Settings,
    NewGame,
    MainMenu,
    ToggleView,
    Snap(Snap),
    Threats,
    Match(MatchClick),
    Review,
}

/// The panel on the right of the window.
pub(super) fn side_panel(
    mut contexts: EguiContexts,
    session: Res<Session>,
    phase: Res<State<TurnPhase>>,
    computer: Res<ComputerMove>,
    hint: Res<Hint>,
    die: Res<DieRoll>,
    view: Res<State<BoardView>>,
    mut insets: ResMut<PanelInsets>,
    mut actions: PanelActions,
    run: Option<Res<LessonRun>>,
    (turn, offer): (Res<TurnClock>, Res<DrawOffer>),
    locale: Res<Locale>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    claim_right(&mut insets, &ctx);
    if let Some(run) = run.filter(|_| session.kind == SessionKind::Lesson) {
        for click in draw_lesson_panel(&ctx, &locale, &run, **view) {
            actions.apply_lesson(click, &run);
        }
        return Ok(());
    }
    let state = PanelState {
        session: &session,
        phase: **phase,
        thinking: computer.thinking.as_ref().map(|t| t.elapsed),
        hint: &hint,
        die: &die,
        view: **view,
        threats_shown: actions.aids.0.threats_shown,
        play: match_panel::match_view(&session, &turn, &offer),
    };
    for click in draw_panel(&ctx, &locale, &state) {
        actions.apply(click);
    }
    Ok(())
}

/// The board's views keep clear of a panel at the right edge, at egui's zoom.
pub(crate) fn claim_right(insets: &mut PanelInsets, ctx: &egui::Context) {
    if insets.right != PANEL_WIDTH || insets.zoom != ctx.zoom_factor() {
        insets.right = PANEL_WIDTH;
        insets.zoom = ctx.zoom_factor();
    }
}

/// The frame of a panel at the right edge of the screen, its full height, `PANEL_WIDTH`
/// wide: the game's side panel, or the lesson's, the puzzle's, the review's in its place.
/// Drawn in an area, not a root panel: egui then knows the board beside it is not its own,
/// and clicks there reach the board's picking.
pub(crate) fn right_panel(
    ctx: &egui::Context,
    id: &'static str,
    contents: impl FnOnce(&mut egui::Ui),
) {
    let screen = ctx.content_rect();
    egui::Area::new(id.into())
        .fixed_pos(egui::pos2(screen.right() - PANEL_WIDTH, screen.top()))
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(ui.visuals().panel_fill)
                .inner_margin(egui::Margin::same(10))
                .show(ui, |ui| {
                    ui.set_width(PANEL_WIDTH - 20.0);
                    ui.set_min_height(screen.height() - 20.0);
                    ui.set_max_height(screen.height() - 20.0);
                    contents(ui);
                });
        });
}

/// Draws the panel at the right edge of the screen; the clicks on it.
pub(crate) fn draw_panel(ctx: &egui::Context, l: &Locale, state: &PanelState) -> Vec<PanelClick> {
    let mut clicks = Vec::new();
    right_panel(ctx, "game panel", |ui| {
        let session = state.session;
        header(ui, l, session);
        match_panel::match_line(ui, l, session);
        status(ui, l, session, state.phase, state.thinking);
        match_panel::clocks(ui, l, session, &state.play);
        throw(ui, l, session, state.die);
        trays(ui, l, &session.game);
        game_buttons(ui, l, session, state, &mut clicks);
        view_buttons(ui, l, state, &mut clicks);
        move_list(ui, l, &session.game);
    });
    clicks
}

impl PanelActions<'_> {
    /// Sends what a click asks for.
    fn apply(&mut self, click: PanelClick) {
        match click {
            PanelClick::Undo => {
                self.commands.write(GameCommand::Undo);
            }
            PanelClick::Redo => {
                self.commands.write(GameCommand::Redo);
            }
            PanelClick::Hint => {
                self.hint.write(HintRequested);
            }
            PanelClick::Save => {
                self.save.write(SaveRequested);
            }
            PanelClick::Load => {
                self.windows.load = true;
                self.list_saves.write(ListSavesRequested);
            }
            PanelClick::Settings => self.windows.settings = !self.windows.settings,
            PanelClick::NewGame => self.next_screen.set(Screen::NewGame),
            PanelClick::MainMenu => self.next_screen.set(Screen::Title),
            PanelClick::ToggleView => {
                self.toggle_view.write(ToggleView);
            }
            PanelClick::Snap(snap) => {
                self.snap.write(SnapView(snap));
            }
            PanelClick::Threats => {
                self.aids.0.threats_shown = !self.aids.0.threats_shown;
            }
            PanelClick::Match(MatchClick::Resign(side)) => self.resign.0 = Some(side),
            PanelClick::Match(MatchClick::OfferDraw(side)) => {
                self.offers.write(Offer::Draw(side));
            }
            PanelClick::Review => {
                self.review.write(ReviewCommand::Open);
            }
        }
    }

    /// Sends what a click on the lesson panel asks for.
    fn apply_lesson(&mut self, click: LessonClick, run: &LessonRun) {
        match click {
            LessonClick::Watch => {
                self.lessons.write(LessonCommand::Watch);
            }
            LessonClick::Try => {
                self.lessons.write(LessonCommand::Try);
            }
            LessonClick::Next => {
                self.lessons.write(LessonCommand::Open(run.index + 1));
            }
            LessonClick::AllLessons => self.next_screen.set(Screen::Learn),
            LessonClick::ToggleView => {
                self.toggle_view.write(ToggleView);
            }
        }
    }
}

/// "Human" or "Computer (Jarl)".
pub(crate) fn player_label(l: &Locale, player: Player) -> String {
    match player {
        Player::Human | Player::Script => tr!(l, "player-human"),
        Player::Computer { level, .. } => tr!(l, "player-computer", level = level.name()),
    }
}

/// The variant, its rules in brief, and who plays.
fn header(ui: &mut egui::Ui, l: &Locale, session: &Session) {
    ui.add_space(6.0);
    ui.heading(rules_name(l, session.variant().rules()));
    egui::CollapsingHeader::new(egui::RichText::new(tr!(l, "panel-rules-in-play")).small())
        .id_salt("rules in play")
        .default_open(true)
        .show(ui, |ui| {
            for line in rules_brief(l, session.variant().rules()) {
                ui.label(egui::RichText::new(line).small());
            }
        });
    let players = tr!(
        l,
        "panel-players",
        attackers = player_label(l, session.players.attackers),
        defenders = player_label(l, session.players.defenders),
    );
    ui.label(egui::RichText::new(players).small());
    ui.separator();
}

/// Whose turn, or the result.
fn status(
    ui: &mut egui::Ui,
    l: &Locale,
    session: &Session,
    phase: TurnPhase,
    thinking: Option<f32>,
) {
    match session.outcome() {
        Some(o) => {
            ui.label(egui::RichText::new(result_title(l, o)).size(22.0).strong());
            ui.label(ending_sentence(l, o));
        }
        None => {
            let to_move = session.game.to_move();
            ui.horizontal(|ui| {
                let icon = match to_move {
                    Side::Attackers => Piece::Attacker,
                    Side::Defenders => Piece::Defender,
                };
                piece_icon(ui, icon, 9.0);
                ui.label(
                    egui::RichText::new(tr!(l, "to-move", side = side_key(to_move)))
                        .size(20.0)
                        .strong(),
                );
            });
            if phase == TurnPhase::Thinking && has_choice(&session.game) {
                ui.horizontal(|ui| {
                    ui.spinner();
                    let secs = thinking.unwrap_or(0.0);
                    ui.label(tr!(l, "panel-thinking", seconds = format!("{secs:.1}")));
                });
            }
        }
    }
    ui.separator();
}

/// Dice games: the throw of this turn, small, and what it allows (or that the turn passes).
fn throw(ui: &mut egui::Ui, l: &Locale, session: &Session, die: &DieRoll) {
    let game = &session.game;
    if !game.variant().uses_dice() || session.outcome().is_some() {
        return;
    }
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(30.0, 30.0), egui::Sense::hover());
        let Some(roll) = game.roll() else {
            ui.label(tr!(l, "die-about-to-be-thrown"));
            return;
        };
        let rolling = die.is_for(session) && die.is_rolling();
        let (face, angle, _) = if rolling {
            tumble(roll, die.elapsed)
        } else {
            (roll, 0.0, 0.0)
        };
        paint_die(ui.painter(), rect.center(), 24.0, face, angle);
        let (title, meaning) = if rolling {
            (tr!(l, "die-throwing"), String::new())
        } else if game.must_pass() {
            (tr!(l, "die-throw-of", roll = roll), tr!(l, "die-no-move"))
        } else {
            let movement = game.variant().rules().movement;
            (
                tr!(l, "die-throw-of", roll = roll),
                throw_meaning(l, movement, roll),
            )
        };
        ui.vertical(|ui| {
            ui.label(egui::RichText::new(title).strong());
            if !meaning.is_empty() {
                ui.label(egui::RichText::new(meaning).small());
            }
        });
    });
    ui.separator();
}

/// What each side has taken.
fn trays(ui: &mut egui::Ui, l: &Locale, game: &Game) {
    let (start, pos) = (game.start_position(), game.position());
    let lost_attackers = start
        .attackers()
        .count()
        .saturating_sub(pos.attackers().count());
    let lost_defenders = start
        .defenders()
        .count()
        .saturating_sub(pos.defenders().count());
    for (taker, piece, count) in [
        (Side::Defenders, Piece::Attacker, lost_attackers),
        (Side::Attackers, Piece::Defender, lost_defenders),
    ] {
        let label = tr!(l, "panel-taken-by", side = side_key(taker), count = count);
        ui.label(egui::RichText::new(label).small());
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 2.0;
            for _ in 0..count {
                piece_icon(ui, piece, 7.0);
            }
            if count == 0 {
                ui.label(egui::RichText::new("—").weak());
            }
        });
    }
    ui.separator();
}

/// Undo, redo, hint; save, load, settings; new game, main menu.
fn game_buttons(
    ui: &mut egui::Ui,
    l: &Locale,
    session: &Session,
    state: &PanelState,
    clicks: &mut Vec<PanelClick>,
) {
    let game = &session.game;
    let hint = state.hint;
    ui.horizontal_wrapped(|ui| {
        // A game played as in a tournament (a clock, a match) takes nothing back: resigning
        // and draws take the place of undo and redo.
        if session.is_formal() {
            let mut said = Vec::new();
            match_panel::buttons(ui, l, session, &state.play, &mut said);
            clicks.extend(said.into_iter().map(PanelClick::Match));
        } else {
            take_back_buttons(ui, l, session, clicks);
        }
        let can_hint = session.human_to_move() && has_choice(game) && hint.thinking.is_none();
        if ui
            .add_enabled(
                can_hint,
                egui::Button::new(format!("💡 {}", tr!(l, "panel-hint"))),
            )
            .clicked()
        {
            clicks.push(PanelClick::Hint);
        }
    });
    match_panel::offer_note(ui, l, &state.play);
    if hint.thinking.is_some() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(tr!(l, "panel-hint-searching"));
        });
    } else if let Some(mv) = hint.suggestion {
        let gold = egui::Color32::from_rgb(240, 200, 90);
        ui.label(egui::RichText::new(tr!(l, "panel-hint-move", mv = mv.to_string())).color(gold));
    }
    ui.horizontal_wrapped(|ui| {
        if ui.button(format!("💾 {}", tr!(l, "panel-save"))).clicked() {
            clicks.push(PanelClick::Save);
        }
        if ui.button(format!("📂 {}", tr!(l, "panel-load"))).clicked() {
            clicks.push(PanelClick::Load);
        }
        if ui
            .button(format!("⚙ {}", tr!(l, "panel-settings")))
            .clicked()
        {
            clicks.push(PanelClick::Settings);
        }
        // A game in progress is reviewed only where no clock runs: the review is no aid in play.
        let reviewable =
            game.total_plies() > 0 && (session.outcome().is_some() || !session.is_formal());
        if ui
            .add_enabled(
                reviewable,
                egui::Button::new(format!("📈 {}", tr!(l, "panel-review"))),
            )
            .clicked()
        {
            clicks.push(PanelClick::Review);
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!(l, "panel-new-game")).clicked() {
            clicks.push(PanelClick::NewGame);
        }
        if ui.button(tr!(l, "panel-main-menu")).clicked() {
            clicks.push(PanelClick::MainMenu);
        }
    });
    ui.separator();
}

/// Undo and redo (against the computer, by the whole turn).
fn take_back_buttons(
    ui: &mut egui::Ui,
    l: &Locale,
    session: &Session,
    clicks: &mut Vec<PanelClick>,
) {
    let (game, replay) = (&session.game, session.replaying);
    let undo = egui::Button::new(format!("⟲ {}", tr!(l, "panel-undo")));
    if ui.add_enabled(game.ply() > 0 && !replay, undo).clicked() {
        clicks.push(PanelClick::Undo);
    }
    let redo = egui::Button::new(format!("{} ⟳", tr!(l, "panel-redo")));
    if ui
        .add_enabled(game.ply() < game.total_plies() && !replay, redo)
        .clicked()
    {
        clicks.push(PanelClick::Redo);
    }
}

/// The 2D/3D switch and, in 3D, the camera's snap views.
fn view_buttons(ui: &mut egui::Ui, l: &Locale, state: &PanelState, clicks: &mut Vec<PanelClick>) {
    let view = state.view;
    ui.horizontal_wrapped(|ui| {
        let other = match view {
            BoardView::Flat => format!("🎲 {} (V)", tr!(l, "panel-view-3d")),
            BoardView::Solid => format!("▦ {} (V)", tr!(l, "panel-view-2d")),
        };
        if ui.button(other).clicked() {
            clicks.push(PanelClick::ToggleView);
        }
        if view == BoardView::Solid {
            for (id, key, snap) in [
                ("panel-camera-top", 1, Snap::Top),
                ("panel-camera-attackers", 2, Snap::Attackers),
                ("panel-camera-defenders", 3, Snap::Defenders),
            ] {
                if ui.small_button(format!("{} ({key})", l.t(id))).clicked() {
                    clicks.push(PanelClick::Snap(snap));
                }
            }
        }
    });
    let threats = format!("{} (X)", tr!(l, "panel-threats"));
    if ui.selectable_label(state.threats_shown, threats).clicked() {
        clicks.push(PanelClick::Threats);
    }
    ui.separator();
}

/// A move as the list shows it: its record, and in dice games the throw it answered.
fn move_text(played: &PlayedMove) -> String {
    match played.roll {
        Some(roll) => format!("{} ({roll})", played.record()),
        None => played.record(),
    }
}

/// The moves in OpenTafl notation (with the throws, in dice games); moves undone are faint,
/// the current one gold.
fn move_list(ui: &mut egui::Ui, l: &Locale, game: &Game) {
    ui.label(egui::RichText::new(tr!(l, "panel-moves")).strong());
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            let moves = game.all_moves();
            egui::Grid::new("moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    for (turn, pair) in moves.chunks(2).enumerate() {
                        ui.label(egui::RichText::new(format!("{}.", turn + 1)).weak());
                        for (j, m) in pair.iter().enumerate() {
                            let ply = turn * 2 + j + 1;
                            let mut text = egui::RichText::new(move_text(m)).monospace();
                            if ply > game.ply() {
                                text = text.weak();
                            }
                            if ply == game.ply() {
                                text = text.strong().color(egui::Color32::from_rgb(240, 200, 90));
                            }
                            ui.label(text);
                        }
                        ui.end_row();
                    }
                });
        });
}
