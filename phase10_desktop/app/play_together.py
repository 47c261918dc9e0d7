"""Playing together over a network: hosting a table from the window, joining one, the lobby.

**Host a table** starts a table server inside the app (on this computer's local
network), creates a table on it and shows its address and code, which friends type
in, or find in their list of tables on the local network (announced over DNS-SD).
**Join a table** takes an address and a code, or a table from that list. The lobby
shows who has sat down; the host starts the game, and empty seats are played by
bots. From then on the window's table shows the game through a
:class:`~.seats.remote.RemoteSeat`, exactly as it shows a game on this computer.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.values import value_class
from ..host.game_setup import LEVELS, MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS
from ..net.invitation import BadInvitation, Invitation, find_invitation
from ..presentation.wording import fill, left_to_right, level_name, ltr, without_marks
from .dialog_fit import FittedDialog, available_room
from .dialog_parts import error_label, header, hint_label, name_field

__all__ = [
    "HostDialog",
    "Hosting",
    "JoinDialog",
    "LobbyDialog",
    "invitation_trouble",
    "lan_addresses",
]

log = logging.getLogger(__name__)

#: the port a hosted table listens on when it is free (friends type it with the address)
DEFAULT_PORT = 7010
# the turn timer's range in the Host dialog, in seconds (the protocol allows 5 to 3600)
MIN_TURN_SECONDS, MAX_TURN_SECONDS = 5, 600


def lan_addresses() -> list[str]:
    """This computer's addresses on its networks, as others would type them, the one of
    the default route first (``net.addresses``: read from the interfaces, not from the
    computer's name, which Debian and Ubuntu give 127.0.1.1); ``127.0.0.1`` when the
    computer has no other (then only this computer can join)."""
    from ..net.addresses import host_addresses

    return host_addresses()


def bind_address() -> str:
    """Where a hosted table listens: every interface (friends on the local network
    reach it), or what ``PHASE10_HOST_BIND`` says (tests keep to 127.0.0.1)."""
    return os.environ.get("PHASE10_HOST_BIND", "0.0.0.0")


def discovery_interfaces() -> list[str] | None:
    """The interfaces tables are announced and looked for on: all (None), or the ones
    ``PHASE10_MDNS_INTERFACES`` lists (tests keep to loopback)."""
    value = os.environ.get("PHASE10_MDNS_INTERFACES")
    return [x for x in value.split(",") if x] if value else None


@value_class(frozen=False)
class Hosting:
    """A table this app hosts: its server and its announcement on the local network."""

    server: Any
    address: str
    port: int
    advertiser: Any = None
    #: every address friends may use, ``address`` (the default route's) first
    addresses: tuple[str, ...] = ()
    #: the home router's port forward (``net.router.PortForward``) when the host let
    #: people outside the network in; removed when the table ends
    forward: Any = None

    @property
    def public_address(self) -> str | None:
        """``ADDRESS:PORT`` people outside the home network reach the table at, if any."""
        f = self.forward.forwarded if self.forward is not None else None
        return None if f is None else f"{f.external}:{f.external_port}"

    def stop(self, reason: str) -> None:
        if self.advertiser is not None:
            try:
                self.advertiser.close()
            except Exception:
                log.exception("could not withdraw the table's announcement")
        if self.forward is not None:
            self.forward.close()  # never raises: the lease ends it otherwise
            self.forward = None
        self.server.stop(reason)


def start_hosting(folder: Path) -> Hosting:
    """Start a table server in this process, on the usual port when it is free."""
    from ..net.threaded import host_server

    bind = bind_address()
    try:
        server = host_server(folder, host=bind, port=DEFAULT_PORT, bot_delay=0.0)
    except OSError:
        server = host_server(folder, host=bind, port=0, bot_delay=0.0)
    if bind.startswith("127."):
        addresses = ["127.0.0.1"]
    elif bind in ("0.0.0.0", ""):
        addresses = lan_addresses()
    else:
        addresses = [bind]
    return Hosting(server, addresses[0], server.port, None, tuple(addresses))


class HostDialog(FittedDialog):
    """Host a table: how many seats, bots for the seats nobody takes, an optional password."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HostDialog")
        self.setWindowTitle(self.tr("Host a table"))
        top, _, _ = header(
            self.tr("Host a table"),
            self.tr("Friends on your network join with the address and the code shown next."),
        )
        self.name_edit = name_field(MAX_NAME_LENGTH)
        self.name_edit.setText(name)
        self.seats_spin = QSpinBox()
        self.seats_spin.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.seats_spin.setValue(4)
        self.level_combo = QComboBox()
        for level in LEVELS:
            self.level_combo.addItem(fill(self.tr("%1 bot"), level_name(level)), level)
        self.level_combo.setCurrentIndex(self.level_combo.findData("normal"))
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setPlaceholderText(self.tr("none"))
        # the turn timer: off unless the host wants one (friends at a table wait for
        # each other); with one, a turn that takes longer is played by the Normal bot
        self.timer_spin = QSpinBox()
        self.timer_spin.setRange(0, MAX_TURN_SECONDS)
        self.timer_spin.setSingleStep(15)
        self.timer_spin.setSpecialValueText(self.tr("off"))
        self.timer_spin.setSuffix(self.tr(" s", "seconds"))
        self.timer_spin.setToolTip(
            self.tr("A turn that takes longer than this is played by the Normal bot.")
        )
        # never without the player's choice: asking the router opens a door to the internet
        self.outside_check = QCheckBox(self.tr("Let people &outside my network join"))
        self.outside_check.setObjectName("outsideCheck")
        self.outside_check.setToolTip(
            self.tr(
                "Asks your home router to forward the table's port to this computer while "
                "the table lasts. People outside need the code, and the password if you set one."
            )
        )
        grid = QGridLayout()
        rows = (
            (self.tr("Your &name:"), self.name_edit, self.tr("Your name")),
            (self.tr("&Seats:"), self.seats_spin, self.tr("Seats at the table")),
            (self.tr("Seats nobody &takes:"), self.level_combo, self.tr("Bots in empty seats")),
            (self.tr("&Password:"), self.password_edit, self.tr("Password (optional)")),
            (self.tr("Turn ti&mer:"), self.timer_spin, self.tr("Turn timer")),
        )
        for i, (text, widget, name_) in enumerate(rows):
            label = QLabel(text)
            label.setBuddy(widget)
            widget.setAccessibleName(name_)
            grid.addWidget(label, i, 0)
            grid.addWidget(widget, i, 1)
        self.error = error_label()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Host"))
        self.ok_button.setDefault(True)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(top)
        box.addLayout(grid)
        box.addWidget(self.outside_check)
        box.addWidget(self.error)
        box.addWidget(buttons)

    def choices(self) -> dict[str, Any]:
        seats = self.seats_spin.value()
        timer = self.timer_spin.value()
        return {
            "name": " ".join(self.name_edit.text().split()),
            "seats": seats,
            "bots": [self.level_combo.currentData()] * (seats - 1),
            "password": self.password_edit.text() or None,
            # None: off; else at least the protocol's shortest timer
            "turn_seconds": max(MIN_TURN_SECONDS, timer) if timer else None,
            "outside": self.outside_check.isChecked(),
        }

    def _accept(self) -> None:
        if not self.choices()["name"]:
            self.error.setText(self.tr("Type your name: the others see it at the table."))
            return
        self.accept()


class JoinDialog(FittedDialog):
    """Join a table: from the tables found on the local network, or by address and code."""

    def __init__(
        self,
        name: str,
        parent: QWidget | None = None,
        *,
        browse: bool = True,
        kept: list[KeptSeat] | None = None,
        invitation: Invitation | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self.kept = list(kept or [])
        #: the kept seat picked (its token claims the seat back)
        self.rejoining: KeptSeat | None = None
        self.setWindowTitle(self.tr("Join a table"))
        top, _, _ = header(
            self.tr("Join a table"),
            self.tr("Pick a table found on your network, or type the host's address and code."),
        )
        self.found = QListWidget()
        self.found.setAccessibleName(self.tr("Tables on your network"))
        self.found.setMinimumHeight(self.fontMetrics().height() * 5)
        # a row too long for the screen wraps rather than hiding behind a scroll bar
        self.found.setWordWrap(True)
        self.found.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.found.currentItemChanged.connect(self._picked)
        self.found.itemActivated.connect(lambda _item: self._accept())
        self.searching = hint_label(self.tr("Looking for tables on your network…"))
        self.address_edit = QLineEdit()
        self.address_edit.setPlaceholderText(
            self.tr("e.g. 192.168.1.20:7010, or paste an invitation")
        )
        self.code_edit = QLineEdit()
        self.code_edit.setPlaceholderText(self.tr("e.g. K7MQ-4XPD"))
        # a pasted invitation (the link, or the whole message holding it) fills the form
        for edit in (self.address_edit, self.code_edit):
            edit.textChanged.connect(self._maybe_invitation)
        self.name_edit = name_field(MAX_NAME_LENGTH)
        self.name_edit.setText(name)
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setPlaceholderText(self.tr("if the table has one"))
        grid = QGridLayout()
        found_label = QLabel(self.tr("&Tables found:"))
        found_label.setBuddy(self.found)
        grid.addWidget(found_label, 0, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.found, 0, 1)
        grid.addWidget(self.searching, 1, 1)
        rows = (
            (self.tr("&Address:"), self.address_edit, self.tr("The host's address")),
            (self.tr("&Code:"), self.code_edit, self.tr("The table's code")),
            (self.tr("Your &name:"), self.name_edit, self.tr("Your name")),
            (self.tr("&Password:"), self.password_edit, self.tr("Password")),
        )
        for i, (text, widget, name_) in enumerate(rows, start=2):
            label = QLabel(text)
            label.setBuddy(widget)
            widget.setAccessibleName(name_)
            grid.addWidget(label, i, 0)
            grid.addWidget(widget, i, 1)
        self.error = error_label()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Join"))
        self.ok_button.setDefault(True)
        self.paste_button = buttons.addButton(
            self.tr("Paste &invitation"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.paste_button.setToolTip(
            self.tr("Fill in the address and code from an invitation you copied")
        )
        self.paste_button.clicked.connect(self.paste_invitation)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(top)
        box.addLayout(grid)
        box.addWidget(self.error)
        box.addWidget(buttons)
        if invitation is not None:
            self.use_invitation(invitation)
        self.browser = None
        self._timer = QTimer(self)
        self._timer.setInterval(700)
        self._timer.timeout.connect(self._refresh)
        if self.kept:
            self.show_found([])
        if browse:
            self._start_browsing()

    def _start_browsing(self) -> None:
        try:
            from ..net.discovery import Browser

            self.browser = Browser(interfaces=discovery_interfaces())
        except Exception as e:  # no network, no multicast: typing the address still works
            log.warning("cannot look for tables on the network: %s", e)
            self.searching.setText(
                self.tr("Tables on your network cannot be listed here: type the address.")
            )
            return
        self._timer.start()

    def show_found(self, tables: list[Any]) -> None:
        """List the tables found (``FoundTable``s), keeping the one picked."""
        current = self.found.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.found.clear()
        for k in self.kept:
            text = fill(
                self.tr("Back to your seat: %1 at %2 (%3)"), k.name, ltr(k.url), ltr(k.code)
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, k)
            self.found.addItem(item)
        for t in tables:
            free = self.tr("%1 — %n seats free (%2)", "", t.seats_free)
            text = fill(free, t.name, ltr(t.code))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, t)
            self.found.addItem(item)
            if keep is not None and (t.address, t.port, t.code) == (
                keep.address,
                keep.port,
                keep.code,
            ):
                self.found.setCurrentItem(item)
        self._widen_for_rows()
        if tables:
            self.searching.setText(self.tr("Double-click a table to join it."))

    def _widen_for_rows(self) -> None:
        """The list is as wide as its longest row ("Ana's table — 2 seats free
        (K7QM-2XPA)"), as far as the screen allows; the dialog refits to it."""
        rows = [self.found.item(i).text() for i in range(self.found.count())]
        if not rows:
            return
        fm = self.found.fontMetrics()
        extra = 2 * self.found.frameWidth() + self.found.verticalScrollBar().sizeHint().width()
        widest = max(fm.horizontalAdvance(r) for r in rows) + extra + 12
        cap = int(available_room(self).width() * 0.75)
        self.found.setMinimumWidth(min(widest, max(cap, 200)))

    def _refresh(self) -> None:
        if self.browser is not None:
            self.show_found(self.browser.tables())

    def _picked(self, item: QListWidgetItem | None, _old=None) -> None:
        if item is None:
            return
        t = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(t, KeptSeat):
            self.rejoining = t
            self.address_edit.setText(t.url.removeprefix("ws://"))
            self.code_edit.setText(t.code)
            self.name_edit.setText(t.name)
            return
        self.rejoining = None
        self.address_edit.setText(f"{t.address}:{t.port}")
        self.code_edit.setText(t.code)

    def use_invitation(self, invitation: Invitation) -> None:
        """Fill the address and code from an invitation (the name and password are the
        player's to type: a link never carries a password)."""
        self.rejoining = None
        for edit, text in (
            (self.address_edit, invitation.address),
            (self.code_edit, invitation.code),
        ):
            edit.blockSignals(True)
            edit.setText(text)
            edit.blockSignals(False)
        self.found.clearSelection()
        self.error.setText("")
        (self.password_edit if self.name_edit.text() else self.name_edit).setFocus()

    def paste_invitation(self) -> None:
        """The Paste invitation button: the clipboard's text, a link or a whole message."""
        from PySide6.QtWidgets import QApplication

        text = QApplication.clipboard().text()
        try:
            invitation = find_invitation(text)
        except BadInvitation as e:
            self.error.setText(invitation_trouble(e))
            return
        if invitation is None:
            self.error.setText(
                self.tr(
                    "The clipboard holds no invitation: copy the host's message or link "
                    "first, or type the address and code."
                )
            )
            return
        self.use_invitation(invitation)

    def _maybe_invitation(self, text: str) -> None:
        if "phase10:" not in text.lower():
            return
        try:
            invitation = find_invitation(text)
        except BadInvitation as e:
            self.error.setText(invitation_trouble(e))
            return
        if invitation is not None:
            self.use_invitation(invitation)

    def url(self) -> str | None:
        """The server's address as a WebSocket URL, or None when it cannot be one."""
        text = without_marks(self.address_edit.text()).strip()
        if not text:
            return None
        if "://" in text:
            return text
        host, _, port = text.rpartition(":")
        if not host or not port.isdigit():
            host, port = text, str(DEFAULT_PORT)
        return f"ws://{host}:{int(port)}"

    def choices(self) -> dict[str, Any]:
        rejoin = self.rejoining
        code = without_marks(self.code_edit.text()).strip().upper()
        if rejoin is not None and rejoin.code != code:
            rejoin = None  # the player typed another table after picking their seat
        return {
            "url": self.url(),
            "code": code,
            "name": " ".join(self.name_edit.text().split()),
            "password": self.password_edit.text() or None,
            "rejoin": rejoin,
        }

    def _accept(self) -> None:
        c = self.choices()
        if c["url"] is None:
            self.error.setText(self.tr("Type the host's address, e.g. 192.168.1.20:7010."))
        elif not c["code"]:
            self.error.setText(self.tr("Type the table's code: the host's window shows it."))
        elif not c["name"]:
            self.error.setText(self.tr("Type your name: the others see it at the table."))
        else:
            self.accept()

    def done(self, result: int) -> None:
        self._timer.stop()
        if self.browser is not None:
            try:
                self.browser.close()
            except Exception:
                log.exception("could not stop looking for tables")
            self.browser = None
        super().done(result)


class LobbyDialog(FittedDialog):
    """Who sits at the table before the start; the host starts the game from here."""

    #: the host pressed Start
    start_requested = Signal()

    def __init__(
        self,
        code: str,
        address: str,
        *,
        host: bool,
        parent: QWidget | None = None,
        others: tuple[str, ...] | list[str] = (),
        password: bool = False,
        public: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("LobbyDialog")
        self.setWindowTitle(self.tr("The table"))
        self.host = host
        title = self.tr("Your table is open") if host else self.tr("You are at the table")
        top, _, _ = header(title, "")
        self.code_label = QLabel(code)
        left_to_right(self.code_label)
        self.code_label.setObjectName("tableCode")
        font = QFont(self.code_label.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.code_label.setFont(font)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setAccessibleName(fill(self.tr("The table's code: %1"), code))
        self.address_label = QLabel(fill(self.tr("Address: %1"), ltr(address)))
        self.address_label.setObjectName("tableAddress")
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # the computer's other networks (a second adapter, a VPN): friends on those use these
        port = address.rpartition(":")[2]
        self.others_label = hint_label(
            fill(
                self.tr("On your other networks: %1"),
                ", ".join(ltr(f"{a}:{port}") for a in others),
            )
        )
        self.others_label.setObjectName("otherAddresses")
        self.others_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.others_label.setVisible(bool(others))
        # the router forwards the port: the invitation leads there, from anywhere
        self.public_label = QLabel(fill(self.tr("From the internet: %1"), ltr(public or "")))
        self.public_label.setObjectName("publicAddress")
        self.public_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.public_label.setVisible(public is not None)
        self.invitation = self._invitation(public or address, code)
        self.invite_label = QLabel(self.tr("&Invitation:"))
        # the link in a read-only line: selectable, never wrapped mid-address
        self.invite_edit = QLineEdit()
        self.invite_edit.setObjectName("invitationLink")
        self.invite_edit.setReadOnly(True)
        self.invite_edit.setAccessibleName(self.tr("Invitation link"))
        self.invite_label.setBuddy(self.invite_edit)
        self.copy_button = QPushButton(self.tr("&Copy invitation"))
        self.copy_button.setObjectName("copyInvitation")
        self.copy_button.setToolTip(
            self.tr("Copy a link and a message to send to the people you invite")
        )
        self.copy_button.clicked.connect(self.copy_invitation)
        self.copy_button.setAutoDefault(False)  # Enter still starts the game
        self.password_note = hint_label(
            self.tr(
                "The password is not in the invitation: tell it to the people you invite yourself."
            )
        )
        self.password_note.setVisible(password and host)
        invite_row = QHBoxLayout()
        invite_row.addWidget(self.invite_edit, 1)
        invite_row.addWidget(self.copy_button)
        if self.invitation is not None:
            link = self.invitation.link()
            self.invite_edit.setText(link)
            self.invite_edit.setCursorPosition(0)
            room = int(available_room(self).width() * 0.6)
            wide = self.invite_edit.fontMetrics().horizontalAdvance(link) + 16
            self.invite_edit.setMinimumWidth(min(wide, max(room, 200)))
        for w in (self.invite_label, self.invite_edit, self.copy_button):
            w.setVisible(host and self.invitation is not None)
        self.people = QListWidget()
        self.people.setAccessibleName(self.tr("Who is at the table"))
        self.note = hint_label(
            self.tr("Start when everyone is here: bots play the empty seats.")
            if host
            else self.tr("The host starts the game when everyone is here.")
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Leave"))
        buttons.rejected.connect(self.reject)
        self.start_button: QPushButton | None = None
        if host:
            self.start_button = buttons.addButton(
                self.tr("Start"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            self.start_button.setDefault(True)
            self.start_button.clicked.connect(self.start_requested)
        box = QVBoxLayout(self)
        box.addWidget(top)
        box.addWidget(QLabel(self.tr("Code:")))
        box.addWidget(self.code_label)
        box.addWidget(self.address_label)
        box.addWidget(self.others_label)
        box.addWidget(self.public_label)
        box.addWidget(self.invite_label)
        box.addLayout(invite_row)
        box.addWidget(self.password_note)
        box.addWidget(self.people)
        box.addWidget(self.note)
        box.addWidget(buttons)

    @staticmethod
    def _invitation(address: str, code: str) -> Invitation | None:
        host, _, port = address.rpartition(":")
        try:
            return Invitation.of(host.strip("[]"), int(port), code)
        except ValueError:  # the lobby still shows the address and code to type
            return None

    def invitation_text(self) -> str:
        """The invitation as a message: the link, and the same in words for typing."""
        inv = self.invitation
        if inv is None:
            return ""
        return fill(
            self.tr(
                "Come and play Phase 10 with me! Click this link, or paste it into Phase 10 "
                "(Game → Play with others → Join a table):\n%1\n"
                "Or type the address %2 and the code %3."
            ),
            inv.link(),
            inv.address,
            inv.code,
        )

    def copy_invitation(self) -> None:
        """The Copy invitation button: the message, link included, as plain text, which
        every chat and mail program pastes as it is. (A QMimeData with the link as a URL
        beside the text made the program crash at exit, under PySide6 6.11 here.)"""
        from PySide6.QtWidgets import QApplication

        if self.invitation is None:
            return
        QApplication.clipboard().setText(self.invitation_text())
        self.copy_button.setText(self.tr("Copied ✓"))
        self.note.setText(
            self.tr("The invitation is copied: paste it into a message to the people you invite.")
        )

    def show_table(self, table: dict[str, Any]) -> None:
        """The server's ``table`` message: the seats and who sits in them; the game's start
        closes the lobby."""
        self.people.clear()
        for s in table.get("seats", ()):
            if s["kind"] == "human":
                text = s["name"] if s.get("connected") else fill(self.tr("%1 (away)"), s["name"])
            elif s["kind"] == "bot":
                text = fill(self.tr("%1 (bot)"), s["name"])
            else:
                text = self.tr("an empty seat (a bot plays it)")
            self.people.addItem(text)
        if table.get("state") != "lobby" and self.isVisible():
            self.accept()


def invitation_trouble(e: BadInvitation) -> str:
    """What is wrong with an invitation link, in the player's language."""
    translate = QCoreApplication.translate
    part = e.part
    words = {
        "no_link": translate(
            "Invitation", "There is no invitation here: it reads phase10://join/ADDRESS:PORT/CODE."
        ),
        "too_long": translate("Invitation", "The link is too long to be an invitation."),
        "characters": translate(
            "Invitation",
            "The link holds characters no invitation has: copy it again from the host's message.",
        ),
        "scheme": translate(
            "Invitation", "This is not a Phase 10 invitation: those start with phase10://."
        ),
        "kind": translate(
            "Invitation", "This Phase 10 link asks for something this version does not know."
        ),
        "shape": translate(
            "Invitation",
            "The link is cut short or garbled: copy it again from the host's message.",
        ),
        "password": translate(
            "Invitation",
            "The link carries a name or password before the address; Phase 10 invitations "
            "never do. Ask the host for the table's link again.",
        ),
        "host": fill(
            translate("Invitation", "The link's address %1 is not a computer's address."), part
        )
        if part
        else translate("Invitation", "The link has no address before its port."),
        "port": fill(
            translate("Invitation", "The link's port %1 is not a number from 1 to 65535."), part
        )
        if part
        else translate("Invitation", "The link has no port number after its address (…:7010)."),
        "code": fill(
            translate(
                "Invitation",
                "The link's code %1 is not a table code: a code is 8 letters and digits "
                "like K7MQ-4XPD, without 0, O, 1, I, L or U.",
            ),
            part,
        ),
    }
    return words.get(e.problem, e.reason)


def router_trouble(e: Any) -> str:
    """Why people outside cannot join through the router (a ``net.router.RouterTrouble``),
    in plain words, with what still works."""
    translate = QCoreApplication.translate
    what = {
        "no_library": translate(
            "Router", "This copy of Phase 10 cannot talk to routers (its UPnP part is missing)."
        ),
        "no_router": translate(
            "Router",
            "No router on your network answered. It may not offer UPnP, or UPnP is "
            "switched off in its settings.",
        ),
        "no_address": translate(
            "Router", "Your router answered, but it has no internet address of its own to give."
        ),
        "private": fill(
            translate(
                "Router",
                "Your router's own internet address is %1, a private one: another router "
                "stands between it and the internet, so people outside cannot reach you.",
            ),
            e.address,
        ),
        "shared": fill(
            translate(
                "Router",
                "Your internet provider shares one address among many homes (%1, "
                "carrier-grade NAT), so people outside cannot reach your computer.",
            ),
            e.address,
        ),
        "refused": translate("Router", "Your router refused to forward the table's port."),
    }.get(e.problem, e.reason)
    still = translate(
        "Router",
        "People on your own network can still join with the address and code. For people "
        "elsewhere, a table server on a small computer on the internet works: "
        "see “phase10 serve” in docs/online.md.",
    )
    return f"{what}\n\n{still}"


def open_to_outside(hosting: Hosting, parent: QWidget | None, **options: Any) -> Any:
    """Ask the home router to forward the table's port, with a busy window the player
    can cancel; None when it is done (``hosting.forward``), else the RouterTrouble
    (``cancelled`` when the player stopped waiting).

    The router module, and the UPnP library with it, load only here: a start never
    pays for them."""
    from concurrent.futures import wait

    from PySide6.QtWidgets import QApplication, QProgressDialog

    from ..net.router import PortForward, RouterTrouble

    forward = PortForward(hosting.port, hosting.address, **options)
    busy = QProgressDialog(
        QCoreApplication.translate("Router", "Asking your router to let people outside in…"),
        QCoreApplication.translate("Router", "Cancel"),
        0,
        0,
        parent,
    )
    busy.setWindowTitle(QCoreApplication.translate("Router", "Host a table"))
    busy.setMinimumDuration(0)
    busy.setWindowModality(Qt.WindowModality.WindowModal)
    future = forward.open_later()
    while not future.done() and not busy.wasCanceled():
        QApplication.processEvents()
        wait([future], timeout=0.02)
    busy.close()
    if not future.done():
        future.cancel()
        forward.close()
        return RouterTrouble("cancelled", "The host stopped waiting for the router.")
    trouble = future.exception()
    if trouble is None:
        hosting.forward = forward
        return None
    forward.close()
    return trouble if isinstance(trouble, RouterTrouble) else RouterTrouble("refused", str(trouble))


# ----------------------------------------------------------------- kept seats
#: where the seats this app sat at are kept (so a player can claim theirs back after
#: a restart or a lost connection), in the game's user-data folder
KEPT_FILE = "table-seats.json"
#: how many kept seats are remembered (the latest)
KEPT_SEATS = 8


@value_class
class KeptSeat:
    """A seat at a table server this app sat at, with the token that claims it back."""

    url: str
    code: str
    token: str
    name: str
    seq: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "url": self.url,
            "code": self.code,
            "token": self.token,
            "name": self.name,
            "seq": self.seq,
        }


def kept_seats(folder: Path) -> list[KeptSeat]:
    """The seats kept in ``folder`` (newest first); a damaged file keeps none."""
    import json

    try:
        data = json.loads((folder / KEPT_FILE).read_text(encoding="utf-8"))
        out = []
        for d in data[:KEPT_SEATS]:
            seat = KeptSeat(
                str(d["url"]), str(d["code"]), str(d["token"]), str(d["name"]), int(d["seq"])
            )
            out.append(seat)
        return out
    except (OSError, ValueError, TypeError, KeyError):
        return []


def keep_seat(folder: Path, seat: KeptSeat) -> None:
    """Remember ``seat`` (replacing an older note of the same seat); never raises."""
    import json

    others = [k for k in kept_seats(folder) if (k.code, k.name) != (seat.code, seat.name)]
    try:
        folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps([k.to_dict() for k in [seat, *others][:KEPT_SEATS]])
        (folder / KEPT_FILE).write_text(text, encoding="utf-8")
    except OSError as e:
        log.warning("could not keep the table seat: %s", e)
