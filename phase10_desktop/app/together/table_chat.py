"""Talk at the table: a chat line and quick reactions in the side panel.

Only at a table on a server, where the people are elsewhere: the messages go through
the server (which limits their length and rate, and keeps them with the table), and
each arrives with its sender's name. A reaction travels as a word from a fixed list
(``good_game``...), so each window shows it in its own language. A player may mute
another for themselves: that person's messages are no longer shown or spoken here,
and nobody else is told. Every message shown is spoken to screen readers by the
window (``spoken``), politely, after the table's own news.
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...presentation.wording import fill
from ..parts.move_log import follow_newest

__all__ = ["REACTIONS", "ChatPanel", "reaction_text"]

#: the protocol's reactions (protocol.schema.json, ``reaction``), in the order shown
TEXT_REACTIONS = ("good_game", "well_played", "nice_one", "oops", "thanks")
EMOJI = {"thumbs_up": "👍", "laugh": "😂", "wow": "😮", "party": "🎉", "heart": "❤️"}
REACTIONS = TEXT_REACTIONS + tuple(EMOJI)
#: the longest message the server takes (its limit may be lower; it says so)
MAX_TEXT = 200
#: messages kept in the list (older ones scroll away; the server keeps the table's)
KEPT = 500

ENTRY = Qt.ItemDataRole.UserRole + 1


def reaction_text(reaction: str) -> str:
    """A reaction as this player reads it ("Good game", or its emoji)."""
    if reaction in EMOJI:
        return EMOJI[reaction]
    translate = QCoreApplication.translate
    words = {
        "good_game": translate("Chat", "Good game!"),
        "well_played": translate("Chat", "Well played!"),
        "nice_one": translate("Chat", "Nice one!"),
        "oops": translate("Chat", "Oops!"),
        "thanks": translate("Chat", "Thanks!"),
    }
    return words.get(reaction, reaction)


def _emoji_names() -> dict[str, str]:
    translate = QCoreApplication.translate
    return {
        "thumbs_up": translate("Chat", "thumbs up"),
        "laugh": translate("Chat", "laughing"),
        "wow": translate("Chat", "surprised"),
        "party": translate("Chat", "party"),
        "heart": translate("Chat", "heart"),
    }


class _ChatLine(QLineEdit):
    """The line to type in: Enter sends, and goes no further. (A line edit lets Enter
    through to its window, and in the lobby that pressed Start.)"""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class ChatPanel(QWidget):
    """The table's talk: what was said, quick reactions, the line to type in."""

    #: the player sends a message (its text)
    say = Signal(str)
    #: the player sends a reaction (its word from REACTIONS)
    react = Signal(str)
    #: a message to speak to screen readers (the window announces it)
    spoken = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableChat")
        #: the names of the seats muted here (by seat number; -1 is a watcher's name)
        self.muted: set[tuple[int, str]] = set()
        #: this player's seat (their own messages are never muted, nor spoken)
        self.me: int | None = None
        self._seen: set[int] = set()
        self._people: list[tuple[int, str]] = []
        #: the seat whose table's talk this shows (a RemoteSeat), if any
        self.seat: Any = None
        self.model = QStandardItemModel(self)
        self.messages = QListView()
        self.messages.setObjectName("chatMessages")
        self.messages.setModel(self.model)
        self.messages.setAccessibleName(self.tr("Table talk"))
        self.messages.setWordWrap(True)
        self.messages.setUniformItemSizes(False)
        self.messages.setSelectionMode(QListView.SelectionMode.NoSelection)
        self.messages.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.messages.customContextMenuRequested.connect(self._message_menu)
        self.messages.setMinimumHeight(self.fontMetrics().height() * 3)
        follow_newest(self.messages)
        self.line = _ChatLine()
        self.line.setObjectName("chatLine")
        self.line.setMaxLength(MAX_TEXT)
        self.line.setPlaceholderText(self.tr("Say something to the table"))
        self.line.setAccessibleName(self.tr("Message to the table"))
        self.line.returnPressed.connect(self._send)
        self.send_button = QPushButton(self.tr("Send"))
        self.send_button.setObjectName("chatSend")
        self.send_button.setAutoDefault(False)
        self.send_button.clicked.connect(self._send)
        self.mute_button = QToolButton()
        self.mute_button.setObjectName("chatMute")
        self.mute_button.setText(self.tr("Mute…"))
        self.mute_button.setToolTip(self.tr("Hide someone's messages on this computer only"))
        self.mute_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.mute_menu = QMenu(self.mute_button)
        self.mute_menu.aboutToShow.connect(self._fill_mute_menu)
        self.mute_button.setMenu(self.mute_menu)
        # the emoji as buttons in one row, the words in a menu beside them: a narrow
        # panel holds them all
        self.reaction_buttons: dict[str, QToolButton] = {}
        reactions = QHBoxLayout()
        reactions.setSpacing(2)
        names = _emoji_names()
        for r in EMOJI:
            b = QToolButton()
            b.setObjectName(f"react_{r}")
            b.setText(reaction_text(r))
            b.setAccessibleName(names[r])
            b.setToolTip(names[r])
            b.setAutoRaise(True)
            b.clicked.connect(lambda _=False, r=r: self._react(r))
            self.reaction_buttons[r] = b
            reactions.addWidget(b)
        self.words_button = QToolButton()
        self.words_button.setObjectName("chatWords")
        self.words_button.setText(self.tr("Quick &words"))
        self.words_button.setToolTip(self.tr("Say “Good game!”, “Oops!” and the like"))
        self.words_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.words_menu = QMenu(self.words_button)
        self.word_actions = {}
        for r in TEXT_REACTIONS:
            act = self.words_menu.addAction(reaction_text(r))
            act.setObjectName(f"react_{r}")
            act.triggered.connect(lambda _=False, r=r: self._react(r))
            self.word_actions[r] = act
        self.words_button.setMenu(self.words_menu)
        reactions.addWidget(self.words_button)
        reactions.addStretch(1)
        self.status = QLabel()
        self.status.setObjectName("chatStatus")
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.status.hide()
        title = QHBoxLayout()
        label = QLabel(self.tr("&Talk"))
        label.setBuddy(self.line)
        title.addWidget(label, 1)
        title.addWidget(self.mute_button)
        send_row = QHBoxLayout()
        send_row.addWidget(self.line, 1)
        send_row.addWidget(self.send_button)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(title)
        box.addWidget(self.messages, 1)
        box.addLayout(reactions)
        box.addLayout(send_row)
        box.addWidget(self.status)

    # ------------------------------------------------------------ the table
    def follow(self, seat: Any) -> None:
        """Show the talk of ``seat``'s table (a seat at a table on a server: it has
        ``chat_heard``), what was said there before included; None: no table."""
        old, self.seat = self.seat, None
        if old is not None:
            for signal, slot in self._links(old):
                with contextlib.suppress(RuntimeError, TypeError):  # the seat is gone
                    signal.disconnect(slot)
        self.clear()
        if seat is None or not hasattr(seat, "chat_heard"):
            return
        self.seat = seat
        for signal, slot in self._links(seat):
            signal.connect(slot)
        if seat.table is not None:
            self.show_table(seat.table)
        for m in seat.chat.values():  # said before this panel followed the seat
            self.show_message({**m, "again": True})

    def _links(self, seat: Any) -> list[tuple[Any, Any]]:
        return [
            (seat.chat_heard, self.show_message),
            (seat.chat_refused, self.refused),
            (seat.table_changed, self.show_table),
        ]

    @Slot(object)
    def show_table(self, table: dict[str, Any]) -> None:
        """The server's ``table``: the people at it, for the Mute menu."""
        seats = [(s["seat"], s["name"]) for s in table.get("seats", ()) if s.get("kind") == "human"]
        self.set_people(seats, getattr(self.seat, "seat", None))

    def set_people(self, seats: list[tuple[int, str]], me: int | None) -> None:
        """Who is at the table (seat, name), for the Mute menu; ``me`` is this player."""
        self.me = me
        self._people = [p for p in seats if p[0] != me]

    def clear(self) -> None:
        """Another table: nothing said there yet, nobody muted."""
        self.model.clear()
        self._seen.clear()
        self.muted.clear()
        self.status.hide()

    @Slot(object)
    def show_message(self, m: dict[str, Any]) -> None:
        """A ``chat`` message from the server: shown once, and spoken unless it was
        sent before this window came (``again``) or is this player's own."""
        n = int(m.get("n", 0))
        if n in self._seen:
            return
        self._seen.add(n)
        who = (int(m.get("seat", -1)), str(m.get("name", "")))
        if who not in self._people and (who[0] != self.me or who[0] < 0):
            self._people.append(who)  # a watcher, or someone who sat down since
        said = str(m["text"]) if "text" in m else reaction_text(str(m.get("reaction", "")))
        # the name and the words each in an isolate: a name in one script and words in
        # another (or an emoji at the end) keep their own order in either direction
        item = QStandardItem(fill(self.tr("%1: %2"), _isolated(who[1]), _isolated(said)))
        item.setEditable(False)
        item.setData(dict(m), ENTRY)
        hidden = who in self.muted
        self.model.appendRow(item)
        self.messages.setRowHidden(self.model.rowCount() - 1, hidden)
        while self.model.rowCount() > KEPT:
            self.model.removeRow(0)
        mine = who[0] == self.me and who[0] >= 0
        if not hidden and not mine and not m.get("again"):
            self.spoken.emit(fill(self.tr("%1 says: %2"), who[1], said))

    def refused(self, reason: str) -> None:
        """The server did not pass a message on (too fast, too long): say why here."""
        self.status.setText(reason)
        self.status.show()

    # ------------------------------------------------------------ muting
    def mute(self, who: tuple[int, str], on: bool = True) -> None:
        """Hide (or show again) one person's messages, here only."""
        if on:
            self.muted.add(who)
        else:
            self.muted.discard(who)
        for row in range(self.model.rowCount()):
            m = self.model.item(row).data(ENTRY) or {}
            if (int(m.get("seat", -1)), str(m.get("name", ""))) == who:
                self.messages.setRowHidden(row, on)
        self.status.setText(
            fill(self.tr("%1 is muted on this computer."), who[1])
            if on
            else fill(self.tr("%1 is no longer muted."), who[1])
        )
        self.status.show()

    def _fill_mute_menu(self) -> None:
        self.mute_menu.clear()
        if not self._people:
            self.mute_menu.addAction(self.tr("Nobody else is at the table")).setEnabled(False)
        for seat, name in self._people:
            act = self.mute_menu.addAction(name)
            act.setCheckable(True)
            act.setChecked((seat, name) in self.muted)
            act.toggled.connect(lambda on, who=(seat, name): self.mute(who, on))

    def _message_menu(self, pos: QPoint) -> None:
        index = self.messages.indexAt(pos)
        if not index.isValid():
            return
        m = index.data(ENTRY) or {}
        who = (int(m.get("seat", -1)), str(m.get("name", "")))
        if who[0] == self.me and who[0] >= 0:
            return
        menu = QMenu(self)
        muted = who in self.muted
        text = fill(self.tr("Unmute %1") if muted else self.tr("Mute %1"), who[1])
        menu.addAction(text, lambda: self.mute(who, not muted))
        menu.exec(self.messages.viewport().mapToGlobal(pos))

    # ------------------------------------------------------------ sending
    def _send(self) -> None:
        text = " ".join(self.line.text().split())
        if not text:
            return
        self.line.clear()
        self.status.hide()
        self.say.emit(text)
        if self.seat is not None:
            self.seat.say(text)

    def _react(self, reaction: str) -> None:
        self.react.emit(reaction)
        if self.seat is not None:
            self.seat.react(reaction)


def _isolated(text: str) -> str:
    """``text`` as a first-strong isolate (U+2068 ... U+2069)."""
    return f"\u2068{text}\u2069"
