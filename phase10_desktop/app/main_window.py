"""The main window: the table in the middle, controls below, players and moves at the side.

The window owns the pieces and wires them: the scene and its controller, the
bot thread, the save store (autosave after every move), the dialogs of the
game around the table, and settings. Rules live in the engine; the window only
forwards clicks and keys to the controller and shows what it says.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAction,
    QCloseEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game, GameEnded, RoundEnded
from .bot_worker import BotDriver
from .card_art import CardArt
from .controller import TableController
from .game_setup import GameConfig, SeatConfig
from .hint import hint_for
from .settings import AppSettings
from .table.scene import TableScene
from .table.view import TableView
from .theme import apply_palette, theme_named
from .wording import card_name, group_label, phase_label

log = logging.getLogger(__name__)


def default_config(settings: AppSettings) -> GameConfig:
    """The set-up for a quick start: remembered defaults, or you against three Normal bots."""
    from .new_game_dialog import default_bot_name

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

    def __init__(self, settings: AppSettings, store=None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.store = store
        self.config: GameConfig | None = None
        self._shown_once = False
        self.setWindowTitle(self.tr("Phase 10 Desktop"))
        self.art = CardArt()
        self.scene = TableScene(self.art, self)
        self.scene.set_theme(theme_named(settings.theme))
        app = QApplication.instance()
        if isinstance(app, QApplication) and settings.theme == "dark":
            apply_palette(app, "dark")
        self.view = TableView(self.scene)
        self.bots = BotDriver(self)
        self.controller = TableController(self.scene, self.bots, self)
        self.controller.set_speed(settings.animation_speed, settings.reduce_motion)
        from .sounds import SoundPlayer

        self.sounds = SoundPlayer(muted=settings.muted)
        self._build_controls()
        self._build_side_panel()
        self._build_menus()
        self.controller.status.connect(self._show_status)
        self.controller.changed.connect(self._update_controls)
        self.controller.applied.connect(self._on_applied)
        self.controller.round_ended.connect(self._on_round_ended)
        self.controller.game_over.connect(self._on_game_over)
        self.controller.announce.connect(self._log_move)
        self.controller.focus_changed.connect(self._focus_changed)
        self.view.key_action.connect(self._on_key)
        self.resize(1280, 860)

    # ------------------------------------------------------------- building
    def _build_controls(self) -> None:
        central = QWidget()
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.view, 1)
        bar = QWidget()
        bar.setObjectName("controlBar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(10, 6, 10, 6)
        self.sort_number = QPushButton(self.tr("Sort by number"))
        self.sort_colour = QPushButton(self.tr("Sort by colour"))
        self.phase_choice = QComboBox()
        self.phase_choice.setAccessibleName(self.tr("Phase to lay down"))
        self.phase_choice.setToolTip(self.tr("Which of your open phases the slots are for"))
        self.clear_slots = QPushButton(self.tr("Take back"))
        self.clear_slots.setToolTip(
            self.tr("Return the cards in the slots to your hand (Backspace)")
        )
        self.lay_button = QPushButton(self.tr("Lay down"))
        self.lay_button.setToolTip(self.tr("Lay down your phase from the slots (L)"))
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setShortcut(QKeySequence("?"))
        self.status_label = QLabel()
        self.status_label.setObjectName("statusLine")
        self.status_label.setWordWrap(True)
        self.status_label.setAccessibleName(self.tr("Status"))
        self.status_label.setMinimumWidth(300)
        for w in (
            self.sort_number,
            self.sort_colour,
            self.phase_choice,
            self.clear_slots,
            self.lay_button,
            self.hint_button,
        ):
            row.addWidget(w)
        row.addWidget(self.status_label, 1)
        box.addWidget(bar)
        self.setCentralWidget(central)
        self.sort_number.clicked.connect(lambda: self.controller.sort_hand("number"))
        self.sort_colour.clicked.connect(lambda: self.controller.sort_hand("colour"))
        self.lay_button.clicked.connect(self._lay_down)
        self.clear_slots.clicked.connect(self.controller.unstage_all)
        self.hint_button.clicked.connect(self.show_hint)
        self.phase_choice.currentIndexChanged.connect(self._phase_chosen)
        bar.setStyleSheet(
            "#controlBar { background: palette(window); }"
            " #statusLine { font-size: 14px; padding-left: 8px; }"
        )

    def _build_side_panel(self) -> None:
        from .score_sheet import PhaseProgressModel

        self.progress_model = PhaseProgressModel(self)
        table = QTableView()
        table.setModel(self.progress_model)
        table.setAccessibleName(self.tr("Players and their phases"))
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)  # the phase, elided
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.setWordWrap(False)
        table.setSelectionMode(QTableView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setMinimumHeight(170)
        self.progress_view = table
        self.move_log = QListWidget()
        self.move_log.setAccessibleName(self.tr("Moves"))
        self.move_log.setWordWrap(True)
        panel = QWidget()
        lay = QVBoxLayout(panel)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(QLabel(self.tr("Players")))
        lay.addWidget(table, 1)
        lay.addWidget(QLabel(self.tr("Moves")))
        lay.addWidget(self.move_log, 2)
        dock = QDockWidget(self.tr("Game"), self)
        dock.setObjectName("gameDock")
        dock.setWidget(panel)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        dock.setMinimumWidth(340)
        # at the end of the reading direction: on the left in Arabic (Qt does not mirror it)
        side = (
            Qt.DockWidgetArea.LeftDockWidgetArea
            if self.isRightToLeft()
            else Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.addDockWidget(side, dock)
        self.dock = dock

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self._add(game, self.tr("&New game…"), self.new_game_dialog, QKeySequence.StandardKey.New)
        self._add(game, self.tr("&Open…"), self.open_file, QKeySequence.StandardKey.Open)
        self._add(game, self.tr("Save &as…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        game.addSeparator()
        self._add(game, self.tr("&Score sheet"), self.show_score_sheet, QKeySequence("Ctrl+T"))
        game.addSeparator()
        self._add(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        options = self.menuBar().addMenu(self.tr("&Options"))
        self._add(
            options, self.tr("&Settings…"), self.show_settings, QKeySequence.StandardKey.Preferences
        )
        self.sound_action = options.addAction(self.tr("&Sound effects"))
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(not self.settings.muted)
        self.sound_action.toggled.connect(self._set_sound)
        self.dock_action = self.dock.toggleViewAction()
        self.dock_action.setText(self.tr("Show &players and moves"))
        options.addAction(self.dock_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._add(
            help_menu, self.tr("&Rules"), self.show_rules, QKeySequence.StandardKey.HelpContents
        )
        self._add(help_menu, self.tr("&Hint"), self.show_hint)
        self._add(help_menu, self.tr("&Keyboard"), self.show_keys)
        self._add(help_menu, self.tr("&About"), self.show_about)

    def _add(self, menu: QMenu, text: str, slot, shortcut=None) -> QAction:
        act = menu.addAction(text)
        act.triggered.connect(slot)
        if shortcut is not None:
            act.setShortcut(shortcut)
        return act

    # ---------------------------------------------------------------- games
    def start_game(self, game: Game, config: GameConfig, *, deal: bool = True) -> None:
        self.config = config
        self.move_log.clear()
        self.controller.start(game, config.seats, deal_animation=deal)
        self.progress_model.set_game(game)
        self._fill_phase_choice()
        self._update_controls()
        self.autosave()

    def new_game(self, config: GameConfig) -> None:
        self.start_game(config.new_game(), config)

    @Slot()
    def new_game_dialog(self) -> None:
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings, self)
        if dialog.exec():
            self.new_game(dialog.config())

    # ---------------------------------------------------------------- saving
    def autosave(self) -> None:
        g = self.controller.game
        if self.store is None or g is None or self.config is None:
            return
        try:
            if g.game_over:
                self.store.clear_autosave()
            else:
                self.store.autosave(g, self.config)
        except OSError as e:
            log.error("autosave failed: %s", e)
            self._show_status(self.tr("Could not save the game: %1").replace("%1", str(e)))

    @Slot()
    def open_file(self) -> None:
        from .save_store import SaveFileError, show_load_error

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a saved game"), "", self.tr("Phase 10 games (*.json)")
        )
        if not path or self.store is None:
            return
        try:
            game, config = self.store.load(Path(path))
        except SaveFileError as e:
            show_load_error(self, e)
            return
        self.start_game(game, config, deal=False)

    @Slot()
    def save_as(self) -> None:
        g = self.controller.game
        if g is None or self.config is None or self.store is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), "phase10-game.json", self.tr("Phase 10 games (*.json)")
        )
        if path:
            try:
                self.store.save_as(Path(path), g, self.config)
            except OSError as e:
                QMessageBox.warning(self, self.tr("Could not save"), str(e))

    # ------------------------------------------------------------- controls
    def _fill_phase_choice(self) -> None:
        c = self.controller
        g = c.game
        self.phase_choice.blockSignals(True)
        self.phase_choice.clear()
        if g is not None:
            for p in c.open_phases():
                self.phase_choice.addItem(
                    self.tr("Phase %1 · %2")
                    .replace("%1", str(p))
                    .replace("%2", phase_label(g.rules.phases[p - 1])),
                    p,
                )
            if c.lay_phase_no is not None:
                i = self.phase_choice.findData(c.lay_phase_no)
                if i >= 0:
                    self.phase_choice.setCurrentIndex(i)
        self.phase_choice.blockSignals(False)
        self.phase_choice.setVisible(
            g is not None and g.rules.order == "any" and self.phase_choice.count() > 1
        )

    @Slot(int)
    def _phase_chosen(self, index: int) -> None:
        p = self.phase_choice.itemData(index)
        if p is not None and p != self.controller.lay_phase_no:
            self.controller.lay_phase_no = int(p)
            self.controller.unstage_all()
            self.controller._reset_staging()
            self.controller.refresh(0)

    @Slot()
    def _update_controls(self) -> None:
        c = self.controller
        g = c.game
        mine = c.human_to_move
        can_lay = mine and g is not None and g.stage == "play" and c.lay_down_problem() is None
        self.lay_button.setEnabled(bool(can_lay))
        why = c.lay_down_problem() if mine else None
        self.lay_button.setToolTip(why or self.tr("Lay down your phase from the slots (L)"))
        self.clear_slots.setEnabled(any(c.staged))
        self.hint_button.setEnabled(mine)
        if g is not None:
            self.progress_model.refresh()
            if self.phase_choice.count() != len(c.open_phases()):
                self._fill_phase_choice()

    @Slot(str)
    def _show_status(self, text: str) -> None:
        self.status_label.setText(text)
        if text:
            self.announce(text)

    @Slot(str)
    def _focus_changed(self, text: str) -> None:
        """The table's keyboard focus moved: the view describes the focused card or zone."""
        self.view.setAccessibleDescription(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(
                QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged)
            )
        self.announce(text, assertive=True)

    def announce(self, text: str, *, assertive: bool = False) -> None:
        """Say ``text`` to assistive technology (a screen reader speaks it)."""
        if not text:
            return
        if QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(self.view, text)
            event.setPoliteness(
                QAccessible.AnnouncementPoliteness.Assertive
                if assertive
                else QAccessible.AnnouncementPoliteness.Polite
            )
            QAccessible.updateAccessibility(event)
        self.announced.emit(text)

    @Slot(str)
    def _log_move(self, text: str) -> None:
        self.announce(text)
        self.move_log.addItem(text)
        self.move_log.scrollToBottom()
        while self.move_log.count() > 400:
            self.move_log.takeItem(0)

    @Slot(int, object, object)
    def _on_applied(self, seat: int, action, events) -> None:
        self.autosave()
        self.sounds.play_for_events(events, self.controller.human)

    @Slot()
    def _lay_down(self) -> None:
        why = self.controller.lay_down()
        if why:
            self._show_status(why)

    # ------------------------------------------------------------- keyboard
    @Slot(str)
    def _on_key(self, name: str) -> None:
        c = self.controller
        if name == "hit":
            self._hit_menu()
            return
        if name == "skip":
            self._skip_menu()
            return
        c.key_action(name)

    def _focused_card(self):
        hand = self.controller.hand()
        if not hand:
            return None
        if len(self.controller.selected) == 1:
            return self.controller.selected[0]
        return hand[self.controller.focus_index % len(hand)]

    def _hit_menu(self) -> None:
        """H: choose where the focused (or selected) card hits, from the engine's legal hits."""
        c = self.controller
        card = self._focused_card()
        g = c.game
        if card is None or g is None:
            return
        hits = c.hit_choices(card)
        if not hits:
            self._show_status(
                self.tr("The %1 cannot hit anywhere now.").replace("%1", card_name(card))
            )
            return
        menu = QMenu(self)
        menu.setAccessibleName(self.tr("Where to hit"))
        for h in hits:
            grp = group_label(g.laid[h.owner][h.group])
            if h.end == "low":
                text = self.tr("%1's %2, low end")
            elif h.end == "high":
                text = self.tr("%1's %2, high end")
            else:
                text = self.tr("%1's %2")
            text = text.replace("%1", g.names[h.owner]).replace("%2", grp)
            act = menu.addAction(text)
            act.setData(h)
        chosen = menu.exec(self.view.mapToGlobal(self.view.rect().center()))
        if chosen is not None:
            c.apply(chosen.data())

    def _skip_menu(self) -> None:
        """K: play a Skip from the hand on an opponent chosen from a menu."""
        c = self.controller
        skip = next((x for x in c.hand() if x.is_skip), None)
        g = c.game
        if skip is None or g is None:
            self._show_status(self.tr("You hold no Skip."))
            return
        targets = [
            a.target
            for a in g.legal_actions()
            if hasattr(a, "target") and getattr(a, "card", None) is skip and a.target is not None
        ]
        if not targets:
            c.selected = [skip]
            c.act_on(("discard",))
            return
        menu = QMenu(self)
        for t in targets:
            menu.addAction(self.tr("Skip %1").replace("%1", g.names[t])).setData(t)
        chosen = menu.exec(self.view.mapToGlobal(self.view.rect().center()))
        if chosen is not None:
            c.selected = [skip]
            c.act_on(("seat", int(chosen.data())))

    # -------------------------------------------------------------- dialogs
    @Slot(object)
    def _on_round_ended(self, event: RoundEnded) -> None:
        from .round_summary import RoundSummaryDialog

        g = self.controller.game
        assert g is not None
        self.progress_model.refresh()
        if self.controller.autoplay:
            QTimer.singleShot(0, self.controller.continue_after_round)
            return
        dialog = RoundSummaryDialog(
            event,
            g.names,
            g.rules,
            self,
            card_art=self.art,
            next_tiebreak=g.active if g.tiebreak else (),
        )
        dialog.finished.connect(self._after_round_summary)
        dialog.open()
        self._summary = dialog

    @Slot()
    def _after_round_summary(self) -> None:
        self.controller.continue_after_round()
        self._fill_phase_choice()

    @Slot(object)
    def _on_game_over(self, event: GameEnded) -> None:
        from .round_summary import RoundSummaryDialog

        g = self.controller.game
        assert g is not None
        self.progress_model.refresh()
        self.autosave()
        if self.controller.autoplay:
            return
        last = self.controller.last_round_event
        if last is not None and last.round_no == g.history[-1].round_no and not last.tiebreak:
            # the final round's summary first, then the result
            summary = RoundSummaryDialog(
                last, g.names, g.rules, self, card_art=self.art, last_round=True
            )
            summary.finished.connect(lambda _=0, e=event: self._show_game_over(e))
            summary.open()
            self._summary = summary
            return
        self._show_game_over(event)

    def _show_game_over(self, event: GameEnded) -> None:
        from .game_over import GameOverDialog

        g = self.controller.game
        assert g is not None
        dialog = GameOverDialog(g, event, self, human_seat=self.controller.human)
        dialog.finished.connect(self._after_game_over)
        dialog.open()
        self._over_dialog = dialog

    @Slot()
    def _after_game_over(self) -> None:
        dialog = self._over_dialog
        if getattr(dialog, "new_game_chosen", False):
            self.new_game_dialog()

    @Slot()
    def show_score_sheet(self) -> None:
        from .score_sheet import ScoreSheetDialog

        if self.controller.game is None:
            return
        dialog = ScoreSheetDialog(self.controller.game, self)
        dialog.open()
        self._score_dialog = dialog

    @Slot()
    def show_rules(self) -> None:
        from .rules_window import RulesWindow

        if getattr(self, "_rules", None) is None:
            self._rules = RulesWindow(self)
        self._rules.show()
        self._rules.raise_()

    @Slot()
    def show_settings(self) -> None:
        from .settings import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            self.apply_settings()

    @Slot(bool)
    def _set_sound(self, on: bool) -> None:
        self.settings.muted = not on
        self.sounds.muted = not on

    def apply_settings(self) -> None:
        self.controller.set_speed(self.settings.animation_speed, self.settings.reduce_motion)
        self.sounds.muted = self.settings.muted
        self.sound_action.setChecked(not self.settings.muted)
        self.scene.set_theme(theme_named(self.settings.theme))
        self.view.setBackgroundBrush(self.scene.theme.felt_edge)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_palette(app, self.settings.theme)

    @Slot()
    def show_hint(self) -> None:
        g = self.controller.game
        if g is None:
            return
        hint = hint_for(g, self.controller.human)
        self._show_status(self.tr("Hint: %1").replace("%1", hint.text))
        if hint.card is not None and hint.card in g.hands[self.controller.human]:
            item = self.scene.item(hint.card)
            item.focused = True
            item.update()

    @Slot()
    def show_keys(self) -> None:
        QMessageBox.information(
            self,
            self.tr("Playing with the keyboard"),
            self.tr(
                "Left / Right: move along your hand\n"
                "Up / Down: move between your hand, the slots, the laid groups, the players "
                "and the piles\n"
                "Enter: use the focused place with the selected cards (draw, fill a slot, "
                "hit, play a Skip, discard)\n"
                "Space: select or unselect the card · Esc: unselect all\n"
                "D: draw from the draw pile · T: take the top discard\n"
                "1, 2, 3: put the selected cards in lay-down slot 1, 2 or 3\n"
                "Backspace: take the slot cards back · L: lay down your phase\n"
                "H: hit with the card (choose where) · K: play a Skip on someone\n"
                "X: discard the focused or selected card and end your turn\n"
                "?: hint"
            ),
        )

    @Slot()
    def show_about(self) -> None:
        from .. import __version__

        QMessageBox.about(
            self,
            self.tr("About Phase 10 Desktop"),
            self.tr(
                "<h3>Phase 10 Desktop %1</h3><p>A free, offline, fair version of the card game, "
                "with honest computer opponents that see only what their seat may see.</p>"
                '<p>All card art and sounds are the project\'s own. "Phase 10" is a trademark of '
                "Mattel; this project is not affiliated with Mattel.</p>"
            ).replace("%1", __version__),
        )

    # --------------------------------------------------------------- window
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            QTimer.singleShot(0, self.first_shown.emit)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Save, stop the bot thread (a Hard bot notices the stop event), then close."""
        self.autosave()
        self.bots.shutdown()
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.tr("Phase 10 Desktop"))
        super().changeEvent(event)


__all__ = ["MainWindow", "default_config"]
