"""The main window: the table in the middle, controls below, players and moves at the side.

The window owns the pieces and wires them: the seat the game is played at (a
game on this computer with its bot thread, :mod:`.seats.local`, or a table
server's, :mod:`.seats.remote`), the table model and its views (the scene, the
players panel, the move log, the status line), the input layer, the table's
conductor (when the next move shows), the save store (autosave after every move),
the dialogs around the table, and settings. Rules live in the engine, the game in
its host; the table talks only to its seat, and the window asks the seats for what
it needs through their typed methods, never reading a game itself.

It also keeps itself livable on any screen: the first window fits the screen
it opens on, its size, position, side panel and splitter come back at the next
start, and the bottom bar never changes height when the status text does.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game, GameEnded, RoundEnded
from ..engine.record import Record
from ..host.game_setup import GameConfig, SeatConfig
from ..presentation.card_art import CardArt
from ..presentation.theme import apply_palette, theme_named
from ..presentation.wording import fill
from ..user_data import cache_folder
from .control_bar import ControlBar
from .panel_place import TABLE_ROOM, PanelPlace
from .parts.move_log import MoveLogModel
from .parts.settings import AppSettings
from .seats.bot_thread import BotDriver
from .seats.local import LocalSeat
from .side_panel import SidePanel
from .table.conductor import TableConductor
from .table.input import TableInput
from .table.model import Change, TableModel
from .table.narrator import event_sentence, prompt_text, told
from .table.scene import TableScene
from .table.seat import Seat
from .table.table_view import TableView
from .together.table_banner import TableBanner
from .together.table_words import stand_in_sentence
from .window_menus import WindowMenus

if TYPE_CHECKING:
    from .dialogs.cover_screen import CoverScreen
    from .dialogs.round_summary import RoundSummaryDialog
    from .save_store import SaveStore
    from .seats.remote import RemoteSeat
    from .together.table_visit import TableVisit

log = logging.getLogger(__name__)

#: the size the window opens at when it fits the screen (logical pixels)
PREFERRED_SIZE = (1280, 860)
#: the smallest the window may be made, where the screen has room for it
MINIMUM_SIZE = (1024, 640)


def default_config(settings: AppSettings) -> GameConfig:
    """The set-up for a quick start: remembered defaults, or you against three Normal bots."""
    from .parts.bot_names import default_bot_name

    config = settings.default_config
    if config is not None:
        return config
    seats = [SeatConfig(settings.player_name, "normal", True)]
    seats += [SeatConfig(default_bot_name(i), "normal", False) for i in range(3)]
    return GameConfig(tuple(seats))


class MainWindow(QMainWindow):
    """The Phase 10 table window."""

    #: emitted once, when the window is first shown (start-up timing)
    first_shown = Signal()
    #: a sentence was announced to assistive technology (moves, refusals)
    announced = Signal(str)

    def __init__(
        self, settings: AppSettings, store: SaveStore | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.store = store
        self.config: GameConfig | None = None
        self._shown_once = False
        #: the window manager has put its frame (title bar) around the window
        self._framed = False
        #: the position the autosave holds (see :meth:`autosave`)
        self._saved_at: tuple[int, int] | None = None
        self._dialog: QWidget | None = None
        #: a modal dialog blocks the window (the table waits for it)
        self._blocked = False
        self._after_frame: list[Callable[[], None]] = []
        #: a game is being put on the table (start_game): saved once it is drawn
        self._opening = False
        self.setWindowTitle(self.tr("Phase 10 Desktop"))
        # card pictures kept on disk between runs: the next start reads, not renders them
        self.art = CardArt(disk_cache=cache_folder() / "cards")
        self.bots = BotDriver(self)
        #: the game on this computer (bots in the worker thread)
        self.local = LocalSeat(self.bots, self)
        #: the seat the table shows now: the local one, or a table server's (play together)
        self.seat: Seat = self.local
        #: the stay at a table server the window shows (None: a game on this computer)
        self.visit: TableVisit | None = None
        #: the table server's seat while the table shows it (kept after the visit ends,
        #: so the finished rounds' record can still be exported)
        self.remote: RemoteSeat | None = None
        #: the game's dialogs are being closed for another game at the table
        self._closing_game = False
        self.model = TableModel(self)
        self.scene = TableScene(self.model, self.art, self)
        self.view = TableView(self.scene)
        self.input = TableInput(self.model, self.scene, self)
        self.scene.play_by(self.input)
        #: when the next move shows and when the seat may go on (see table/conductor.py)
        self.conductor = TableConductor(self.model, self.scene, self)
        self.conductor.attach(self.seat)
        self.move_log_model = MoveLogModel(self)
        from ..presentation.sounds import SoundPlayer

        self.sounds = SoundPlayer(muted=settings.muted)
        self.controls = ControlBar(self.model, self.input, self)
        self._build_central()
        self._build_side_panel()
        self.menus = WindowMenus(self)
        self.apply_settings()
        self.model.changed.connect(self._on_changed)
        self.scene.settled.connect(self._update_status)
        self.input.feedback.connect(self.announce)
        self.view.access.sent.connect(self._on_access_sent)
        self.conductor.round_shown.connect(self._on_round_ended)
        self.conductor.game_over_shown.connect(self._on_game_over)
        self.conductor.deal_due.connect(self.deal_next)
        self.view.key_action.connect(self.input.key_action)
        self.controls.hint_requested.connect(self.show_hint)
        self.controls.panel_button.clicked.connect(self.panel_place.show_panel)
        self.panel_place.shown_changed.connect(
            lambda shown: self.controls.panel_button.setVisible(not shown)
        )
        self.controls.status_label.rule_clicked.connect(self.menus.show_rule)
        self._restore_geometry()

    # ------------------------------------------------------------- building
    def _build_central(self) -> None:
        central = QWidget()
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        #: the screen that covers the table between two people (built at the first)
        self._cover: CoverScreen | None = None
        self.table_stack = QStackedWidget()
        self.table_stack.addWidget(self.view)
        box.addWidget(self.table_stack, 1)
        #: at a table server: which table, and its turn timer (hidden for a game here)
        self.table_banner = TableBanner()
        self.table_banner.hurry.connect(lambda text: self.announce(text, assertive=True))
        box.addWidget(self.table_banner)
        box.addWidget(self.controls)
        self.setCentralWidget(central)
        self.local.handover.connect(self._hand_over)

    def _build_side_panel(self) -> None:
        panel = self.side_panel = SidePanel(self.move_log_model)
        self.dock = panel.docked_in(self)
        #: docked, or over the table's edge in a window too narrow for both
        self.panel_place = PanelPlace(self, self.dock, panel, self.table_stack)
        # its parts, as the menus, the settings and the tests reach them
        self.progress_model = panel.progress_model
        self.progress_view = panel.progress_view
        self.move_log = panel.move_log
        self.deal_label = panel.deal_label
        self.panel_splitter = panel.splitter
        panel.chat_spoken.connect(self.announce)

    # ---------------------------------------------------------------- games
    def start_game(self, game: Game, config: GameConfig) -> None:
        """Put ``game`` on the table: a new game is dealt, a loaded one shown as it was
        saved, with its move log told again (one saved between rounds is dealt on).

        At a table server the player is asked first when leaving it matters (a hosted
        table ends for everyone; a seat in play is left to the bot); "stay" keeps the
        table on the screen and starts nothing."""
        if self.visit is not None:
            if not self.visit.may_leave():
                return
            self.end_visit()
        self.config = config
        self.table_stack.setCurrentWidget(self.view)
        self.controls.setEnabled(True)
        self._use_seat(self.local)
        self._opening = True
        try:
            self.local.start(game, config)
            if self.local.waiting_for_deal:
                self.deal_next()
        finally:
            self._opening = False
        if self.isVisible():
            # saved once the table is drawn: the disk does not hold the picture back,
            # and nobody has seen the cards before they are saved
            self.after_next_frame(self.autosave, at_most_ms=500)
            self.after_next_frame(lambda: self.art.keep_while_idle(self), at_most_ms=500)
        else:
            self.autosave()
        self.conductor.kick()

    def new_game(self, config: GameConfig) -> None:
        self.start_game(config.new_game(deal=False), config)

    @property
    def game(self) -> Game | None:
        """The game being played on this computer, for tests (the window itself asks
        its seat, :attr:`local`, for what it needs)."""
        return self.local.game if self.seat is self.local else None

    @property
    def playing_here(self) -> bool:
        """The table shows the game on this computer (not a table server's)."""
        return self.seat is self.local

    def _use_seat(self, seat: Seat) -> None:
        """Show ``seat``'s game on the table: the one here, or a table server's."""
        if seat is self.seat:
            return
        old = self.seat
        if old is not self.local:
            old.closed.disconnect(self._on_table_gone)
        old.close()
        if old is not self.local:
            # deleted here, in the window's thread: the last reference to a closed remote
            # seat could otherwise go in one of its client's threads, and a Qt object
            # deleted there crashed a later test of a full run
            old.deleteLater()
        self.seat = seat
        if seat is self.local:
            self.remote = None
        else:
            seat.closed.connect(self._on_table_gone)
        self.conductor.attach(seat)
        self.side_panel.follow_seat(seat)  # the table's talk, at a table on a server

    def play_remote(self, seat: RemoteSeat, hosting=None) -> None:
        """Play at a table server through ``seat`` (already seated there; ``hosting``: its
        server runs in this app). The game here is saved first; it is offered again at
        the next start. A table the window was at before is left (the caller asked)."""
        self.autosave()
        self.end_visit(self.tr("the host went to another table"))
        self.config = None
        self.move_log_model.clear()
        self.table_stack.setCurrentWidget(self.view)
        self.controls.setEnabled(True)
        if seat.parent() is None:
            seat.setParent(self)  # Qt owns it: no thread's garbage collection deletes it
        from .together.table_visit import TableVisit  # a game alone never visits: not at start

        self.visit = TableVisit(self, seat, hosting)
        self.remote = seat
        self._use_seat(seat)
        seat.listen()  # the table is wired: what the server sent meanwhile is told now

    @property
    def hosting(self):
        """The table this window hosts (its server runs in this app), if any."""
        return self.visit.hosting if self.visit is not None else None

    def may_leave_table(self, *, quitting: bool = False) -> bool:
        """Whether the player may leave the table the window is at: asked when it
        matters (see :meth:`TableVisit.may_leave`); True away from any table."""
        return self.visit is None or self.visit.may_leave(quitting=quitting)

    def end_visit(self, reason: str = "") -> None:
        """Leave the table server the window is at (a hosted table ends, see
        :meth:`TableVisit.end`); the table is left showing until another game opens."""
        visit, self.visit = self.visit, None
        if visit is not None:
            visit.end(reason)
            visit.deleteLater()
            self.setWindowTitle(self.tr("Phase 10 Desktop"))

    def record(self) -> Record | None:
        """The record of the game on the table: the whole game here, or the finished
        rounds a table server has sent (replays, export)."""
        if self.playing_here:
            return self.local.record()
        return None if self.remote is None else self.remote.record

    def stop_hosting(self, reason: str) -> None:
        """End the table this window hosts, telling everyone at it why."""
        if self.visit is not None and self.visit.host:
            self.end_visit(reason)

    def leave_table(self, *, ask: bool = False) -> bool:
        """Back from a table server to the game on this computer: the saved game if
        there is one, else a new one. With ``ask`` (Game → Leave table), the player is
        asked first when leaving matters; False when they stay."""
        from .save_store import load_or_report

        if ask and not self.may_leave_table():
            return False
        self.end_visit(self.tr("the host left the table"))
        saved = load_or_report(self.store, None, self) if self.store is not None else None
        if saved is not None:
            self.start_game(*saved)
        else:
            self.new_game(default_config(self.settings))
        return True

    @Slot(str)
    def _on_table_gone(self, why: str) -> None:
        self.move_log_model.append(why)

    def set_autoplay(self, on: bool) -> None:
        """A bot plays the player's seat too (the self-test, demos)."""
        self.local.autoplay = on
        self.conductor.autoplay = on

    def _rebuild_log(self, history=None) -> None:
        """A game opened (or the language changed): the move log told again from the
        seat's history (the moves a stand-in made for the player told as the stand-in's,
        not as "You drew…")."""
        self.move_log_model.clear()
        human = self.model.human if self.model.human is not None else -1
        stood_in = self.remote.stand_in_history if self.remote is not None else ()
        steps = self.model.history if history is None else history
        for i, (events, view) in enumerate(steps):
            by_bot = i < len(stood_in) and stood_in[i]
            for e in events:
                text = stand_in_sentence(e, view, human) if by_bot else ""
                text = text or told(e, view, human)
                if text:
                    self.move_log_model.append(text)

    # ----------------------------------------------------------- pass and play
    @property
    def cover(self) -> CoverScreen:
        """The screen that hides the table while it passes to the next person at this
        screen; made when first needed, since most games never show it."""
        if self._cover is None:
            from .dialogs.cover_screen import CoverScreen

            self._cover = CoverScreen()
            self._cover.set_theme(theme_named(self.settings.theme))
            self._cover.ready.connect(self._take_seat)
            self.table_stack.addWidget(self._cover)
        return self._cover

    @Slot(int)
    def _hand_over(self, seat: int) -> None:
        """Another person's turn at this screen: cover the table until they are here."""
        v = self.model.view
        name = v.names[seat] if v is not None else ""
        self.table_stack.setCurrentWidget(self.cover)
        self.cover.show_for(seat, name)
        self.controls.setEnabled(False)

    @Slot(int)
    def _take_seat(self, seat: int) -> None:
        self.table_stack.setCurrentWidget(self.view)
        self.controls.setEnabled(True)
        self.local.take_seat(seat)
        self.view.setFocus()

    # ---------------------------------------------------------------- saving
    def autosave(self) -> None:
        """Save the game here as it stands, unless that very position is saved already
        (several changes of one move, a start that deals, each ask once)."""
        saving = self.local.to_save()
        if self.store is None or saving is None:
            return
        if saving.position == self._saved_at:
            return
        try:
            if saving.over:
                self.store.clear_autosave()
            else:
                self.store.autosave(saving.game, saving.config)
            self._saved_at = saving.position
        except OSError as e:
            log.error("autosave failed: %s", e)
            self.model.set_status(fill(self.tr("Could not save the game: %1"), str(e)))

    # ---------------------------------------------------------------- events
    @Slot(object)
    def _on_changed(self, change: Change) -> None:
        if "opened" in change:
            self._rebuild_log()
            self.side_panel.open_game(self.model.view)
        if "moved" in change and change.move is not None:
            self._tell_move(change.move)
        if "notice" in change and change.text:
            self.move_log_model.append(change.text)  # a player dropped, came back…
        if "status" in change and change.text:
            self.announce(change.text)
        self._refresh_panel()
        self._update_status()

    def _tell_move(self, move) -> None:
        v = self.model.view
        if move.stand_in and v is not None and move.seat >= 0 and self.playing_here:
            text = fill(
                self.tr("%1 took too long to think; the Normal bot's move was played for them."),
                v.names[move.seat],
            )
            self.move_log_model.append(text)
            self.announce(text)
        # at a table server the notice said once that the Normal bot plays a seat; the
        # moves it makes for the player are told as its own ("…, playing for you, drew")
        mine = not self.playing_here and move.stand_in and move.seat == self.model.human
        for e in move.events:
            text = stand_in_sentence(e, v, move.seat) if mine and v is not None else ""
            text = text or event_sentence(self.model, e)
            if text:
                self.move_log_model.append(text)
                self.announce(text)
        if not self._opening:  # a game being put on the table is saved when it is on
            self.autosave()
        self.sounds.play_for_events(move.events, self.model.human)

    @Slot()
    def _update_status(self) -> None:
        """The status line: a refusal or hint if there is one, else whose turn it is;
        under a table server's table that went away, that it went away."""
        gone = self.visit.gone_text if self.visit is not None else ""
        self.controls.set_status(
            gone or self.model.status or prompt_text(self.model, self.scene.turn_shown)
        )

    @Slot()
    def _refresh_panel(self) -> None:
        self.side_panel.show_table(self.model.view, self.model.commitment)

    def announce(self, text: str, *, assertive: bool = False) -> None:
        """Say ``text`` to assistive technology, once, after the table's own events (the
        card table's access object chooses how: see app/table/access.py)."""
        self.view.access.tell(text, assertive=assertive)

    @Slot(object)
    def _on_access_sent(self, sent) -> None:
        if sent.kind == "news":
            self.announced.emit(sent.text)

    # -------------------------------------------------------------- dialogs
    @Slot(object)
    def _on_round_ended(self, event: RoundEnded) -> None:

        v = self.model.view
        assert v is not None
        if self.conductor.autoplay:
            QTimer.singleShot(0, self, self._after_round_summary)
            return
        v = self.model.view
        next_tiebreak = v.active if v is not None and v.tiebreak and v.stage != "over" else ()
        dialog = self._round_summary(event, next_tiebreak=next_tiebreak)
        dialog.finished.connect(self._after_round_summary)
        dialog.open()

    def _round_summary(self, event: RoundEnded, **options) -> RoundSummaryDialog:
        """A round's summary with the revealed seed, its replay and the coach wired up."""
        from .dialogs.round_summary import RoundSummaryDialog

        v = self.model.view
        assert v is not None
        dialog = RoundSummaryDialog(
            event,
            v.names,
            v.rules,
            self,
            card_art=self.art,
            reveal=self.model.revealed_seed,
            replayable=self.record() is not None,
            **options,
        )
        dialog.replay_requested.connect(self.menus.show_replay)
        dialog.coach_requested.connect(self.menus.show_coach)
        self._dialog = dialog
        return dialog

    @Slot()
    def _after_round_summary(self) -> None:
        self.conductor.round_seen()

    def deal_next(self) -> None:
        """Deal the round waiting for its deal: with the player's cut first when they
        asked for it in Settings (a record's fixed cut is used as it is)."""
        waiting = self.local.waiting_deal() if self.playing_here else None
        if waiting is None:
            return
        cut = ""
        if self.settings.cut_each_deal and not waiting.cut_fixed and waiting.commitment:
            from .dialogs.cut_dialog import CutDialog

            cut = CutDialog.ask(waiting.round_no, waiting.commitment, self)
        self.conductor.deal(cut)
        saving = self.local.to_save()
        if saving is not None and not self.conductor.autoplay:
            # only deals of its own count in the statistics; noted once the dealt table
            # is drawn (loading the statistics would hold the first picture back)
            self.after_next_frame(
                partial(self._note_deal, saving.game, saving.config), at_most_ms=500
            )

    def _note_deal(self, game: Game, config: GameConfig) -> None:
        from ..stats.recording import note_dealt_round

        note_dealt_round(game, config)

    @Slot(object)
    def _on_game_over(self, event: GameEnded) -> None:

        v = self.model.view
        assert v is not None
        self.autosave()
        if self.conductor.autoplay:
            return
        saving = self.local.to_save() if self.playing_here else None
        if saving is not None:
            from ..stats.recording import record_finished_game

            record_finished_game(saving.game, saving.config)
        elif self.model.human is not None:
            from ..stats.recording import record_table_game

            record_table_game(v, self.model.seats, self.model.human, self.record())
        last = self.model.finished_round
        if last is not None and not last.tiebreak:
            # the final round's summary first, then the result
            summary = self._round_summary(last, last_round=True)
            summary.finished.connect(lambda _=0, e=event: self._show_game_over(e))
            summary.open()
            return
        self._show_game_over(event)

    def _show_game_over(self, event: GameEnded) -> None:
        from .dialogs.game_over import GameOverDialog

        if self.model.result is None or self._closing_game:
            return  # another game opens (the table's host played again)
        v = self.model.view
        assert v is not None
        # at one screen, several people play: the result names the winner, not "you"
        human = None if self.playing_here and self.local.pass_and_play else self.model.human
        visit = self.visit
        at_table = visit is not None and not visit.gone
        dialog = GameOverDialog(
            v,
            event,
            self,
            human_seat=human,
            table=visit.name if visit is not None and at_table else None,
            host=visit is not None and at_table and visit.host,
            host_name=visit.seat.host_name if visit is not None else "",
        )
        dialog.finished.connect(self._after_game_over)
        dialog.open()
        self._over_dialog = dialog

    @Slot()
    def _after_game_over(self) -> None:
        choice = getattr(self._over_dialog, "choice", None)
        if choice == "again" and self.visit is not None:
            self.visit.play_again()
        elif choice == "leave":
            self.leave_table()
        elif getattr(self._over_dialog, "new_game_chosen", False):
            self.menus.new_game_dialog()

    def close_game_dialogs(self) -> None:
        """Close the round's summary and the game's result if they show (another game
        opened on the table)."""
        self._closing_game = True  # the final round's summary, closed, shows no result
        try:
            for dialog in (self._dialog, getattr(self, "_over_dialog", None)):
                if dialog is not None and dialog.isVisible():
                    dialog.close()
        finally:
            self._closing_game = False

    @Slot(bool)
    def set_sound(self, on: bool) -> None:
        self.settings.muted = not on
        self.sounds.muted = not on

    def apply_settings(self) -> None:
        """Speed, sound and theme, applied to the whole window and every open dialog."""
        s = self.settings
        self.scene.set_speed(s.animation_speed, s.reduce_motion)
        self.sounds.muted = s.muted
        self.menus.sound_action.setChecked(not s.muted)
        theme = theme_named(s.theme)
        self.scene.set_theme(theme)
        if self._cover is not None:
            self._cover.set_theme(theme)
        self.view.setBackgroundBrush(theme.felt_edge)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_palette(app, s.theme)
        self.scene.decorate()

    def switch_language(self, language: str) -> None:
        """Speak ``language`` ("" the system's) from now on (Settings): the menus, the
        buttons, the panel (at the end of the new reading direction) and the table say
        everything in it at once, and the move log of a game here is told again. Windows
        left open beside the table speak it when next opened."""
        from .parts.i18n import install_translators

        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        install_translators(app, language)
        # the widgets' words now, not at the next turn of the event loop (Qt posts them
        # the LanguageChange), so the table below is laid out with them
        QApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.menus.retranslate()
        side = SidePanel.reading_end(self)
        if self.dockWidgetArea(self.dock) != side:
            shown = not self.dock.isHidden()
            self.removeDockWidget(self.dock)
            self.addDockWidget(side, self.dock)
            self.dock.setVisible(shown)
        self.panel_place.follow_direction()
        if self.playing_here and self.local.game is not None:
            self._rebuild_log(self.local.opening().history)
        self.scene.relayout(0)
        self._refresh_panel()
        self._update_status()

    @Slot()
    def show_hint(self) -> None:
        v = self.model.view
        if v is None:
            return
        from .hint import hint_for  # the Normal bot answers: loaded on the first hint

        hint = hint_for(v)
        card = hint.card if hint.card is not None and hint.card in v.hand else None
        self.model.hint(card, fill(self.tr("Hint: %1"), hint.text))

    # --------------------------------------------------------------- window
    def _restore_geometry(self) -> None:
        """Last run's size, position, side panel and splitter; else fit the screen."""
        geometry = self.settings.window_geometry
        if geometry is None or not self.restoreGeometry(QByteArray(geometry)):
            self.resize(*PREFERRED_SIZE)
        state = self.settings.window_state
        if state is not None:
            self.restoreState(QByteArray(state))
        splitter = self.settings.panel_splitter
        if splitter is not None:
            self.panel_splitter.restoreState(QByteArray(splitter))
        self.fit_to_screen()

    def fit_to_screen(self) -> None:
        """Keep the whole window on the screen it is on (the first window, a smaller screen)."""
        from .parts.dialog_fit import screen_of  # (not self.screen(): see screen_of)

        screen = screen_of(self)
        if screen is None:
            return
        avail = screen.availableGeometry()
        frame = self.frameGeometry()
        extra_w = max(0, frame.width() - self.width())
        extra_h = max(0, frame.height() - self.height())
        if extra_h == 0 and not self._framed and QGuiApplication.platformName() != "offscreen":
            # not framed yet: leave room for the title bar a window manager will add
            # (QStyle is imported here: making its class costs 4 ms, and an offscreen
            # window never needs it)
            from PySide6.QtWidgets import QStyle

            extra_h = self.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight) + 8
        # never smaller than 1024x640 where the screen has room for that, since the
        # table is laid out for it; on a smaller screen, the whole screen
        self.setMinimumSize(
            min(MINIMUM_SIZE[0], avail.width() - extra_w),
            min(MINIMUM_SIZE[1], avail.height() - extra_h),
        )
        w = min(self.width(), avail.width() - extra_w)
        h = min(self.height(), avail.height() - extra_h)
        # before the resize: a docked panel the window has no room for would hold it wide
        self._fit_dock(w)
        if (w, h) != (self.width(), self.height()):
            self.resize(w, h)
        frame = self.frameGeometry()
        if not avail.contains(frame):
            x = min(max(frame.x(), avail.x()), avail.right() - frame.width() + 1)
            y = min(max(frame.y(), avail.y()), avail.bottom() - frame.height() + 1)
            self.move(max(x, avail.x()), max(y, avail.y()))
        if self.settings.window_state is None and not self.panel_place.drawn:
            # a first start docks the panel where there is room for it; a drawer the
            # player opened stays open (the window manager's framing fits again)
            self.panel_place.set_shown(self.panel_place.room())

    def _fit_dock(self, width: int) -> None:
        """The side panel takes a quarter of a new window (up to 340 pixels, leaving the
        table 760) so the players' names are read in it; a window too narrow to leave the
        table 760 logical pixels with it (800 at 200 % on a 1600-pixel screen) starts
        without it, since six players' plates and groups need that width, and the bottom
        bar then offers "Players and moves" to open it over the table's edge (so does the
        Options menu; see :mod:`.panel_place`)."""
        docked = not self.dock.isHidden() and not self.dock.isFloating()
        if docked and width - self.dock.minimumWidth() < TABLE_ROOM:
            self.dock.hide()  # (remembered from a larger screen) it gives way

    def save_geometry(self) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().data())
        self.settings.window_state = bytes(self.saveState().data())
        self.settings.panel_splitter = bytes(self.panel_splitter.saveState().data())

    def event(self, event: QEvent) -> bool:
        """A dialog that blocks the window (Settings, a question, a round's summary)
        pauses the table: no bot moves behind it, and the game goes on when it closes.

        Qt tells a window it is blocked and unblocked; watching every event of the
        application for dialogs coming and going instead cost a call into Python per
        event, and making Python objects of Qt's inner ones cost the start a lot more.
        """
        kind = event.type()
        if kind in (QEvent.Type.WindowBlocked, QEvent.Type.WindowUnblocked):
            self._blocked = kind == QEvent.Type.WindowBlocked
            QTimer.singleShot(0, self, self._follow_modal)
        handled = super().event(event)
        if kind == QEvent.Type.UpdateRequest and self._after_frame:
            # Qt has just drawn the window's next frame (every widget that changed)
            callbacks, self._after_frame = self._after_frame, []
            for callback in callbacks:
                callback()
        return handled

    def as_widget(self) -> QWidget:
        """This window as a widget (the menus' Window protocol cannot say it is one)."""
        return self

    def after_next_frame(
        self, callback: Callable[[], None], *, at_most_ms: int | None = None
    ) -> None:
        """Call ``callback`` once the window has drawn its next frame: work a player need
        not wait for goes after the picture, and start-up timing stops the clock when
        the dealt table is on the screen, not when it is ready.

        With ``at_most_ms``, the callback runs that much later at the latest (a hidden
        or minimised window draws no frame), and in any case once.
        """
        if at_most_ms is None:
            self._after_frame.append(callback)
            return
        done = False

        def once() -> None:
            nonlocal done
            if not done:
                done = True
                callback()

        self._after_frame.append(once)
        QTimer.singleShot(at_most_ms if self.isVisible() else 0, self, once)

    @Slot()
    def _follow_modal(self) -> None:
        # blocked by a modal dialog of this window's own (another window's dialog,
        # as with two windows in one process, blocks it without pausing its game)
        modal = QApplication.activeModalWidget() if self._blocked else None
        covered = modal is not None and modal is not self and self._owns(modal)
        self.conductor.set_paused(covered)

    def _owns(self, widget: QWidget) -> bool:
        """Whether ``widget`` is this window's (its dialog, or a dialog of one of its
        dialogs), or nobody's (an application-wide question)."""
        parent = widget.parentWidget()
        if parent is None:
            return True
        while parent is not None:
            if parent is self:
                return True
            parent = parent.parentWidget()
        return False

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            QTimer.singleShot(0, self.first_shown.emit)
            # a window manager frames the window after it is shown: fit again then
            if QGuiApplication.platformName() not in ("offscreen", "minimal"):
                for ms in (0, 150, 600):
                    QTimer.singleShot(ms, self, self._refit_framed)

    @Slot()
    def _refit_framed(self) -> None:
        if self.frameGeometry().height() > self.height():
            self._framed = True
        self.fit_to_screen()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Save, stop the bot thread (a Hard bot notices the stop event), then close.

        At a table server the player is asked first when quitting does something to
        the game (a hosted table ends for everyone at it); staying keeps the window."""
        if not self.may_leave_table(quitting=True):
            event.ignore()
            return
        self.autosave()
        self.save_geometry()
        self.art.save_rendered()
        self.end_visit(self.tr("the host quit Phase 10 Desktop"))
        self.seat.close()
        self.bots.shutdown()
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            visit = self.visit
            self.setWindowTitle(visit.title() if visit is not None else self.tr("Phase 10 Desktop"))
        super().changeEvent(event)


__all__ = ["MainWindow", "default_config"]
