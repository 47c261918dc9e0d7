"""The window's menus and the windows they open: files, records, replays, statistics,
the coach, undo, rules and settings.

Kept apart from :mod:`.main_window`, which wires the table: everything here is
reached from a menu or a dialog button and goes back to the window only
through its public methods (``start_game``, ``new_game``, ``apply_settings``).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from ..presentation.wording import fill

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QMenuBar

    from ..engine import Game
    from ..engine.record import Record
    from ..host.game_setup import GameConfig
    from ..presentation.card_art import CardArt
    from .dialogs.rules_window import RulesWindow
    from .panel_place import PanelPlace
    from .parts.move_log import MoveLogModel
    from .parts.settings import AppSettings
    from .save_store import SaveStore
    from .seats.local import LocalSeat
    from .seats.remote import RemoteSeat
    from .table.model import TableModel
    from .table.seat import Seat
    from .together.table_visit import TableVisit


class Window(Protocol):
    """What the menus use of the main window (the window builds the menus, so the
    menus name only this, not the window's module)."""

    @property
    def config(self) -> GameConfig | None: ...
    @property
    def store(self) -> SaveStore | None: ...
    @property
    def model(self) -> TableModel: ...
    @property
    def seat(self) -> Seat: ...
    @property
    def local(self) -> LocalSeat: ...
    @property
    def visit(self) -> TableVisit | None: ...
    @property
    def remote(self) -> RemoteSeat | None: ...
    @property
    def settings(self) -> AppSettings: ...
    @property
    def art(self) -> CardArt: ...
    @property
    def dock(self) -> QDockWidget: ...
    @property
    def panel_place(self) -> PanelPlace: ...
    @property
    def move_log_model(self) -> MoveLogModel: ...

    def start_game(self, game: Game, config: GameConfig) -> None: ...
    def record(self) -> Record | None: ...
    def play_remote(self, seat: RemoteSeat, hosting: Any = None) -> None: ...
    def stop_hosting(self, reason: str) -> None: ...
    def leave_table(self, *, ask: bool = False) -> bool: ...
    def may_leave_table(self, *, quitting: bool = False) -> bool: ...
    def end_visit(self, reason: str = "") -> None: ...
    def announce(self, text: str, *, assertive: bool = False) -> None: ...
    def new_game(self, config: GameConfig) -> None: ...
    def apply_settings(self) -> None: ...
    def switch_language(self, language: str) -> None: ...
    def show_hint(self) -> None: ...
    def set_sound(self, on: bool) -> None: ...
    def menuBar(self) -> QMenuBar: ...
    def as_widget(self) -> QWidget:
        """The window itself, as Qt's parent for the dialogs the menus open."""
        ...

    def close(self) -> bool: ...


log = logging.getLogger(__name__)


class SitError(Exception):
    """Sitting at a table failed: ``code`` is the server's error word (if it answered),
    the text a sentence for the player."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(text)
        self.code = code


class WindowMenus(QObject):
    """Builds the menu bar of ``window`` and opens what its entries name."""

    def __init__(self, window: Window) -> None:
        super().__init__(window.as_widget())
        self.window = window
        #: the same window, as the Qt parent of what the menus open
        self.widget = window.as_widget()
        self._open: list[QWidget] = []
        self._rules: RulesWindow | None = None
        self._build()
        window.model.changed.connect(self._update_undo)
        window.model.changed.connect(self._update_leave)

    def _build(self) -> None:
        """The menu bar's menus, in the language of the moment."""
        window = self.window
        bar = window.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self._add(game, self.tr("&New game…"), self.new_game_dialog, QKeySequence.StandardKey.New)
        self._add(game, self.tr("&Open…"), self.open_file, QKeySequence.StandardKey.Open)
        self._add(game, self.tr("Save &as…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        together = game.addMenu(self.tr("&Play with others"))
        self.together_menu = together
        self._add(together, self.tr("&Host a table…"), self.host_table)
        self._add(together, self.tr("&Join a table…"), self.join_table)
        together.addSeparator()
        self._add(together, self.tr("&Pass and play…"), self.pass_and_play)
        #: Game → Leave table: only at a table server
        self.leave_table_action = self._add(game, self.tr("&Leave table"), self.leave_the_table)
        self.leave_table_action.setEnabled(False)
        game.addSeparator()
        self.undo_action = self._add(
            game, self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo
        )
        game.addSeparator()
        self._add(game, self.tr("&Score sheet"), self.show_score_sheet, QKeySequence("Ctrl+T"))
        self._add(game, self.tr("S&tatistics"), self.show_statistics)
        game.addSeparator()
        records = game.addMenu(self.tr("&Records"))
        self._add(records, self.tr("&Export this game's record…"), self.export_record)
        self._add(records, self.tr("&Watch a record…"), self.watch_record)
        self._add(records, self.tr("&Play a record's deals…"), self.challenge_record)
        game.addSeparator()
        quit_action = self._add(game, self.tr("&Quit"), window.close)
        # Ctrl+Q everywhere: the platform's own Quit key where it has one, and Ctrl+Q
        # where it has none (Windows, and Qt's offscreen platform, give none at all)
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
        quit_action.setShortcuts(keys or [QKeySequence("Ctrl+Q")])
        options = self.options_menu = bar.addMenu(self.tr("&Options"))
        options.aboutToShow.connect(self._show_sound_state)
        self._add(
            options, self.tr("&Settings…"), self.show_settings, QKeySequence.StandardKey.Preferences
        )
        self.sound_action = options.addAction(self.tr("Sound &effects"))
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(not window.settings.muted)
        self.sound_action.toggled.connect(window.set_sound)
        self.dock_action = window.panel_place.action
        self.dock_action.setText(self.tr("Show &players and moves"))
        options.addAction(self.dock_action)
        help_menu = bar.addMenu(self.tr("&Help"))
        self._add(
            help_menu, self.tr("&Rules"), self.show_rules, QKeySequence.StandardKey.HelpContents
        )
        self._add(help_menu, self.tr("&Hint"), window.show_hint)
        self._add(help_menu, self.tr("&Keyboard"), self.show_keys)
        self._add(help_menu, self.tr("Playing with &others"), self.show_together_help)
        self._add(help_menu, self.tr("&About"), self.show_about)

    @Slot()
    def _show_sound_state(self) -> None:
        """The menu says when the system has no sound player (the game is silent then,
        and a ticked "Sound effects" promised what it could not do). The player is looked
        for when first needed, not at start-up: here, or at the first sound."""
        from ..presentation.sounds import missing_player_hint

        sounds = getattr(self.window, "sounds", None)
        action = self.sound_action
        if sounds is None or sounds.available:
            action.setText(self.tr("Sound &effects"))
            action.setEnabled(True)
            action.setToolTip("")
            action.setChecked(not self.window.settings.muted)
            return
        action.setEnabled(False)
        action.setChecked(False)
        action.setText(self.tr("Sound effects: no sound player found"))
        action.setToolTip(missing_player_hint())

    def retranslate(self) -> None:
        """The language changed: the menus are made again in it (and the Rules window,
        made once and kept, is made again when next opened)."""
        bar = self.window.menuBar()
        old = [a.menu() for a in bar.actions() if a.menu() is not None]
        bar.clear()
        for menu in old:
            menu.deleteLater()
        self._build()
        self._update_undo()
        self._update_leave()
        if self._rules is not None:
            self._rules.close()
            self._rules.deleteLater()
            self._rules = None

    def _add(self, menu: QMenu, text: str, slot, shortcut=None) -> QAction:
        act = menu.addAction(text)
        act.triggered.connect(slot)
        if shortcut is not None:
            act.setShortcut(shortcut)
        return act

    def _keep(self, widget: QWidget) -> QWidget:
        """Keep a window that is shown without blocking alive until it closes."""
        self._open = [w for w in self._open if w.isVisible()]
        self._open.append(widget)
        return widget

    def _owner(self) -> QWidget:
        """The window a window opened from a dialog's button belongs to.

        A modal dialog (the round summary, the score sheet) blocks the table window
        and everything that belongs to it: a Replay or coach window owned by the
        table would open behind the dialog and ignore every click. Owned by the
        dialog instead, it opens in front of it and works.
        """
        modal = QApplication.activeModalWidget()
        return modal if modal is not None else self.widget

    def _show_owned(self, widget: QWidget, owner: QWidget) -> None:
        """Show a window opened from a menu (free-standing) or from a modal dialog:
        then it is modal to that dialog, so the dialog (and the next deal behind
        it) waits until the player closes it."""
        if owner is not self.widget:
            widget.setWindowModality(Qt.WindowModality.WindowModal)
        self._keep(widget).show()
        widget.raise_()
        widget.activateWindow()

    # ------------------------------------------------------------------ games
    @Slot()
    def new_game_dialog(self) -> None:
        from .dialogs.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.window.settings, self.widget)
        if dialog.exec():
            self.window.new_game(dialog.config())

    # ------------------------------------------------------------ play together
    @Slot()
    def host_table(self) -> bool:
        """Host a table: a server in this app, a table on it, its code and address
        shown in the lobby until the host starts the game. The Host dialog stays open,
        saying it is busy, until the table is open (or says why it could not be)."""
        from .together.play_together import HostDialog

        w = self.window
        opened: dict[str, Any] = {}
        dialog = HostDialog(
            w.settings.player_name,
            self.widget,
            attempt=lambda c: self._open_table(c, opened),
        )
        if not dialog.exec() or "seat" not in opened:
            return False
        seat, hosting, c = opened["seat"], opened["hosting"], opened["choices"]
        w.play_remote(seat, hosting)
        if c.get("outside"):  # only on the host's word: it opens a door to the internet
            from PySide6.QtWidgets import QMessageBox

            from .together.play_together import open_to_outside, router_trouble

            trouble = open_to_outside(
                hosting,
                self.widget,
                on_lost=self._router_lost,
            )
            if trouble is not None and trouble.problem != "cancelled":
                QMessageBox.information(
                    self.widget,
                    self.tr("People outside your network"),
                    router_trouble(trouble),
                )
        return self._lobby(
            seat,
            f"{hosting.address}:{hosting.port}",
            host=True,
            others=hosting.addresses[1:],
            password=c["password"] is not None,
            public=hosting.public_address,
        )

    def _router_lost(self, text: str) -> None:
        """The router stopped forwarding the hosted table's port: the host is told."""
        self.window.move_log_model.append(text)
        self.window.announce(text)

    def _open_table(self, c: dict[str, Any], opened: dict[str, Any]) -> str:
        """The Host dialog's work: leave the table the window is at (asked first), start
        the server, create the table and sit at it. "" when done, else why not."""
        from ..user_data import data_folder
        from .parts.busy import wait_busy
        from .together.play_together import start_hosting

        w = self.window
        if not w.may_leave_table():
            return self.tr("You stayed at the table you are at.")
        w.end_visit(self.tr("the host opened another table"))
        try:
            hosting = wait_busy(lambda: start_hosting(data_folder() / "hosted-tables"))
        except OSError as e:
            return fill(self.tr("The table could not be opened on this computer: %1"), e)
        rules = w.settings.default_config.rules if w.settings.default_config else None

        def create(s):
            return s.create(
                c["name"],
                c["seats"],
                bots=c["bots"],
                password=c["password"],
                turn_seconds=c["turn_seconds"],
                rules=rules.to_dict() if rules is not None else None,
            )

        try:
            seat = self.sit(f"ws://127.0.0.1:{hosting.port}", create)
        except SitError as e:
            hosting.end(self.tr("the table could not be set up"))
            return str(e)
        self._announce(fill(self.tr("%1's table"), c["name"]), hosting, seat.code, c)
        opened.update(seat=seat, hosting=hosting, choices=c)
        return ""

    @Slot()
    def join_table(self) -> bool:
        """Join a table found on the network, or by its address and code."""
        return self.join_invited(None)

    def join_invited(self, invitation) -> bool:
        """Join a table, the Join window filled in from ``invitation`` (an
        ``net.invitation.Invitation``: ``phase10 <link>``, a link opened) or empty (None).
        The Join dialog stays open until the player sits down, or shows why they could
        not."""
        from ..user_data import data_folder
        from .together.play_together import JoinDialog, kept_seats

        w = self.window
        here = w.visit.seat.code if w.visit is not None else None
        kept = [k for k in kept_seats(data_folder()) if k.code != here]
        joined: dict[str, Any] = {}
        dialog = JoinDialog(
            w.settings.player_name,
            self.widget,
            kept=kept,
            invitation=invitation,
            attempt=lambda c: self._join(c, joined),
        )
        if not dialog.exec() or "seat" not in joined:
            return False
        seat, back = joined["seat"], joined["back"]
        w.play_remote(seat)
        if seat.seat is None or back is not None:  # watching, or back in a game
            return True
        return self._lobby(seat, joined["url"].removeprefix("ws://"), host=False)

    def _join(self, c: dict[str, Any], joined: dict[str, Any]) -> str:
        """The Join dialog's work: sit at the table chosen (or back in the seat kept)."""
        from ..records.kept_seats import forget_seat
        from ..user_data import data_folder

        w = self.window
        if not w.may_leave_table():
            return self.tr("You stayed at the table you are at.")
        back = c["rejoin"]

        def sit(s):
            if back is not None:
                return s.rejoin(back.code, back.token, back.seq)
            return s.join(c["code"], c["name"], c["password"])

        try:
            seat = self.sit(c["url"], sit)
        except SitError as e:
            if back is not None and e.code in ("no_table", "not_seated"):
                forget_seat(data_folder(), back.code, back.token)
                return self.tr("That table has closed: your seat there is gone.")
            return str(e)
        joined.update(seat=seat, back=back, url=c["url"])
        return ""

    def back_to_seat(self, kept) -> bool:
        """Claim a kept seat back (a start after a crash, Try again): True when seated.
        A hosted table is opened again first (its game was kept on this computer)."""
        from PySide6.QtWidgets import QMessageBox

        from ..records.kept_seats import forget_seat
        from ..user_data import data_folder
        from .parts.busy import wait_busy
        from .together.play_together import start_hosting

        w = self.window
        parent = self.widget
        hosting = None
        url = kept.url
        if kept.hosted:
            address = kept.address
            port = address[1] if address is not None else 0
            try:
                hosting = wait_busy(
                    lambda: start_hosting(
                        data_folder() / "hosted-tables", port=port, keep=kept.code
                    )
                )
            except OSError as e:
                QMessageBox.warning(
                    parent,
                    self.tr("Open the table again"),
                    fill(self.tr("The table could not be opened on this computer: %1"), e),
                )
                return False
            url = f"ws://127.0.0.1:{hosting.port}"
        try:
            seat = self.sit(url, lambda s: s.rejoin(kept.code, kept.token, kept.seq))
        except SitError as e:
            if hosting is not None:
                hosting.end(self.tr("the table could not be opened again"))
            if e.code in ("no_table", "not_seated"):
                forget_seat(data_folder(), kept.code, kept.token)
            QMessageBox.information(
                parent,
                self.tr("Back to your seat"),
                fill(self.tr("%1 cannot be joined now: %2"), kept.table or kept.code, e),
            )
            return False
        if hosting is not None:
            self._announce(kept.table or self.tr("A table"), hosting, seat.code, None)
        w.play_remote(seat, hosting)
        if seat.table is not None and seat.table.get("state") == "lobby":
            address = f"{hosting.address}:{hosting.port}" if hosting else url.removeprefix("ws://")
            return self._lobby(seat, address, host=hosting is not None)
        return True

    def sit(self, url: str, sit):
        """A RemoteSeat connected to ``url`` and seated by ``sit`` (the window keeps
        drawing meanwhile); raises :class:`SitError` with the reason when either fails."""
        from .parts.busy import wait_busy
        from .seats.remote import RemoteSeat

        seat = RemoteSeat(url)

        def work() -> None:
            seat.connect_to_server().result(10)
            sit(seat).result(10)

        try:
            wait_busy(work)
        except Exception as e:
            seat.close()
            code = getattr(e, "code", "")
            reason = getattr(e, "reason", None) or str(e) or type(e).__name__
            raise SitError(
                code, fill(self.tr("Could not sit at the table at %1: %2"), url, reason)
            ) from e
        return seat

    def _announce(self, name: str, hosting, code: str | None, c: dict[str, Any] | None) -> None:
        """Announce a hosted table on the local network, from a thread (announcing takes
        over a second; the lobby shows meanwhile). Nothing breaks if it cannot be."""
        import threading

        from .together.play_together import discovery_interfaces

        free = c["seats"] - 1 if c is not None else 0
        locked = bool(c and c.get("password"))

        def announce() -> None:
            try:
                from ..net.discovery import Advertiser

                ad = Advertiser(
                    name,
                    hosting.address,
                    hosting.port,
                    code or "",
                    free,
                    interfaces=discovery_interfaces(),
                    locked=locked,
                )
                hosting.announced(ad)
            except Exception:
                log.exception("the table could not be announced on the local network")

        threading.Thread(target=announce, name="phase10-announce", daemon=True).start()

    def _lobby(
        self, seat, address: str, *, host: bool, others=(), password=False, public=None
    ) -> bool:
        """Who sits at the table until the start; leaving goes back to the game here
        (the host is asked first when others sit at the table: it closes for them)."""
        from .together.play_together import LobbyDialog

        w = self.window
        lobby = LobbyDialog(
            seat.code or "",
            address,
            host=host,
            parent=self.widget,
            others=others,
            password=password,
            public=public,
        )
        self.lobby = lobby
        lobby.add_talk(seat, w.announce)
        seat.table_changed.connect(lobby.show_table)
        if seat.table is not None:
            lobby.show_table(seat.table)
        lobby.start_requested.connect(seat.start)
        while not lobby.exec():
            if seat.table is not None and seat.table.get("state") != "lobby":
                return True  # the game started as the lobby closed
            if w.may_leave_table():
                w.leave_table()
                return False
        return True

    @Slot()
    def leave_the_table(self) -> bool:
        """Game → Leave table: back to the game on this computer (asked first)."""
        return self.window.leave_table(ask=True)

    @Slot()
    def show_together_help(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        parent = self.widget
        box = QMessageBox(parent)
        box.setObjectName("togetherHelp")
        box.setWindowTitle(self.tr("Playing with others"))
        box.setIcon(QMessageBox.Icon.Information)
        box.setText(self.tr("Play at one table from several computers"))
        box.setInformativeText(
            self.tr(
                "Host a table (Game → Play with others → Host a table): your computer runs "
                "it, and friends join with the address and the code your lobby shows, or "
                "pick it from the list of tables on your network. Bots play the seats "
                "nobody takes.\n\n"
                "Leaving: when you leave a table you host, or quit, it ends for everyone "
                "at it (you are asked first). When you leave someone else's table, the "
                "Normal bot plays your seat until you come back.\n\n"
                "Back to your seat: after leaving, after a lost connection, or when "
                "Phase 10 Desktop was closed at a table, open Game → Play with others → "
                'Join a table and pick "Back to your seat" (a start after a crash '
                "offers it first).\n\n"
                "The line under the table says which table you are at, and counts down "
                "the turn timer when the host set one."
            )
        )
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.exec()

    @Slot()
    def pass_and_play(self) -> None:
        """Several people at this screen, each in turn, bots in the other seats."""
        from .dialogs.pass_and_play import PassAndPlayDialog

        dialog = PassAndPlayDialog(self.window.settings.player_name, self.widget)
        if dialog.exec():
            self.window.new_game(dialog.config())

    @Slot()
    def open_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from .parts.dialog_parts import documents_folder
        from .save_store import load_or_report, save_file_filter

        w = self.window
        path, _ = QFileDialog.getOpenFileName(
            self.widget, self.tr("Open a saved game"), documents_folder(), save_file_filter()
        )
        if not path or w.store is None:
            return
        loaded = load_or_report(w.store, Path(path), self.widget)
        if loaded is not None:
            w.start_game(*loaded)

    @Slot()
    def save_as(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from .parts.dialog_parts import documents_folder
        from .save_store import save_file_filter

        w = self.window
        saving = w.local.to_save() if w.seat is w.local else None
        if saving is None or w.store is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self.widget,
            self.tr("Save the game"),
            documents_folder("phase10-game.json"),
            save_file_filter(),
        )
        if path:
            try:
                w.store.save_as(Path(path), saving.game, saving.config)
            except OSError as e:
                QMessageBox.warning(self.widget, self.tr("Could not save"), str(e))

    # ------------------------------------------------------------------- undo
    def can_undo(self) -> bool:
        """Whether the player may take a move back now (the engine's undo points)."""
        return self.window.seat.can_take_back()

    @Slot()
    def _update_undo(self) -> None:
        self.undo_action.setEnabled(self.can_undo())

    @Slot()
    def _update_leave(self) -> None:
        self.leave_table_action.setEnabled(self.window.visit is not None)

    @Slot()
    def undo(self) -> bool:
        """Take back the player's latest move that showed no hidden card (any move of
        theirs in a practice game): the table plays it backwards."""
        w = self.window
        if not self.can_undo():
            w.model.set_status(self.tr("Nothing to undo: a draw shows a card, so it stays."))
            return False
        w.model.take_back()
        return True

    # ---------------------------------------------------------------- records
    @Slot()
    def export_record(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from ..engine import SaveError
        from ..records import export_record
        from .parts.dialog_parts import documents_folder

        w = self.window
        record = w.record()
        if record is None:
            return
        chat = self._chat_to_export()
        if chat is False:
            return
        path, _ = QFileDialog.getSaveFileName(
            self.widget,
            self.tr("Export the game's record"),
            documents_folder("phase10-record.json"),
            self.tr("Phase 10 records (*.json)"),
        )
        if not path:
            return
        try:
            export_record(record, path, chat=chat or None)
        except (OSError, SaveError) as e:
            QMessageBox.warning(self.widget, self.tr("Could not export the record"), str(e))

    def _chat_to_export(self) -> list[dict[str, Any]] | Literal[False]:
        """The table's talk to put in an exported record: none unless the player says so
        (it is theirs and the others'); False when they cancel the export."""
        from PySide6.QtWidgets import QMessageBox

        remote = self.window.remote
        heard = remote.chat if remote is not None else None
        if not heard:
            return []
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Export the game's record"),
            self.tr("Put the table's talk in the exported record too?"),
            QMessageBox.StandardButton.Cancel,
            self.widget,
        )
        box.setInformativeText(
            self.tr(
                "Whoever gets the file reads what everyone said. Without it, the record "
                "holds only the game."
            )
        )
        without = box.addButton(self.tr("Only the game"), QMessageBox.ButtonRole.AcceptRole)
        with_talk = box.addButton(self.tr("With the talk"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(without)
        box.exec()
        if box.clickedButton() is with_talk:
            return [
                {k: m[k] for k in ("n", "seat", "name", "text", "reaction") if k in m}
                for _, m in sorted(heard.items())
            ]
        if box.clickedButton() is without:
            return []
        return False

    def _ask_record(self, title: str):
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from ..engine import SaveError
        from ..records import load_record
        from .parts.dialog_parts import documents_folder

        path, _ = QFileDialog.getOpenFileName(
            self.widget, title, documents_folder(), self.tr("Phase 10 records and saves (*.json)")
        )
        if not path:
            return None
        try:
            return load_record(path)
        except SaveError as e:
            QMessageBox.warning(
                self.widget,
                self.tr("Cannot open the record"),
                fill(self.tr("“%1” cannot be read as a Phase 10 record: %2"), Path(path).name, e),
            )
            return None

    @Slot()
    def watch_record(self) -> None:
        loaded = self._ask_record(self.tr("Watch a record"))
        if loaded is not None:  # a game in progress shows only its finished rounds
            self.show_replay(None, record=loaded.public)

    @Slot()
    def challenge_record(self) -> None:
        """A friend's record: a new game dealing the same cards ("challenge the same deal")."""
        from PySide6.QtWidgets import QMessageBox

        from ..engine.replay import challenge
        from ..host.game_setup import GameConfig

        w = self.window
        loaded = self._ask_record(self.tr("Play a record's deals"))
        if loaded is None or w.config is None:
            return
        record = loaded.public  # a save in progress deals no round that is not over
        if record.players != w.config.players:
            seats = w.config.seats[: record.players]
            if len(seats) < record.players:
                QMessageBox.information(
                    self.widget,
                    self.tr("Play a record's deals"),
                    fill(
                        self.tr("This record is a game of %1 players: start one with %1 first."),
                        record.players,
                    ),
                )
                return
        else:
            seats = w.config.seats
        config = GameConfig(tuple(seats), rules=record.rules)
        game = challenge(record, names=config.names, deal=False)
        w.start_game(game, config)

    @Slot(int)
    def show_replay(self, round_no: int | None, *, record=None, unfinished: bool = False) -> None:
        from PySide6.QtWidgets import QMessageBox

        from ..engine.replay import ReplayError
        from .dialogs.replay_window import ReplayWindow

        w = self.window
        record = record if record is not None else w.record()
        if record is None:
            return
        owner = self._owner()
        try:
            window = ReplayWindow(record, round_no, owner, show_unfinished=unfinished, art=w.art)
        except (ValueError, ReplayError) as e:
            QMessageBox.information(owner, self.tr("Replay"), str(e))
            return
        window.coach_requested.connect(lambda n, r=record: self.show_coach(n, record=r))
        self._show_owned(window, owner)

    @Slot(int)
    def show_coach(self, round_no: int, *, record=None) -> None:
        """How did I play? — the player's decisions of a round next to the Hard bot's."""
        from PySide6.QtWidgets import QMessageBox

        from ..bots.coach import moves_from_record
        from ..engine.record import HUMAN
        from ..engine.replay import ReplayError
        from .dialogs.coach_window import CoachWindow

        w = self.window
        record = record if record is not None else w.record()
        if record is None:
            return
        levels = record.levels or ()
        seat = levels.index(HUMAN) if HUMAN in levels else w.model.human
        if seat is None:
            return  # watching a table: nobody's decisions to look at
        owner = self._owner()
        try:
            moves = moves_from_record(record, round_no, seat)
        except ReplayError as e:
            QMessageBox.information(owner, self.tr("How did I play?"), str(e))
            return
        self._show_owned(CoachWindow(moves, owner), owner)

    # ------------------------------------------------------------ other windows
    @Slot()
    def show_score_sheet(self) -> None:
        from .dialogs.score_sheet import ScoreSheetDialog

        w = self.window
        if w.model.view is None:
            return
        dialog = ScoreSheetDialog(
            w.model.view, self.widget, finished_rounds=w.seat.finished_rounds()
        )
        dialog.replay_requested.connect(self.show_replay)
        self._keep(dialog)
        dialog.open()

    @Slot()
    def show_statistics(self) -> None:
        from .dialogs.stats_window import StatsWindow, shared_store

        self._keep(StatsWindow(shared_store(), self.widget)).show()

    @property
    def rules_window(self) -> QWidget | None:
        """The Rules window, once it has been opened."""
        return self._rules

    @Slot()
    def show_rules(self) -> RulesWindow:
        from .dialogs.rules_window import RulesWindow

        if self._rules is None:
            self._rules = RulesWindow(self.widget)
        self._rules.show()
        self._rules.raise_()
        return self._rules

    @Slot(str)
    def show_rule(self, number: str) -> None:
        """A refusal's rule number was clicked: the Rules window, at that rule."""
        self.show_rules().show_rule(number)

    @Slot()
    def show_settings(self) -> None:
        from .dialogs.settings_dialog import SettingsDialog

        settings = self.window.settings
        language = settings.language
        sounds = getattr(self.window, "sounds", None)
        dialog = SettingsDialog(settings, self.widget, sound=sounds is None or sounds.available)
        if dialog.exec():
            self.window.apply_settings()
            if settings.language != language:
                self.window.switch_language(settings.language)

    @Slot()
    def show_keys(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(
            self.widget,
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
                "Backspace: clear the slots (their cards go back to your hand)\n"
                "L: lay down your phase\n"
                "H: hit with the card (choose where) · K: play a Skip on someone\n"
                "X: discard the focused or selected card and end your turn\n"
                "Ctrl+Z: undo a lay-down or a hit · ?: hint"
            ),
        )

    @Slot()
    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from .. import __version__

        QMessageBox.about(
            self.widget,
            self.tr("About Phase 10 Desktop"),
            fill(
                self.tr(
                    "<h3>Phase 10 Desktop %1</h3><p>A free, offline, fair version of the card "
                    "game, with honest computer opponents that see only what their seat may "
                    'see.</p><p>All card art and sounds are the project\'s own. "Phase 10" is '
                    "a trademark of Mattel; this project is not affiliated with Mattel.</p>"
                ),
                __version__,
            ),
        )
