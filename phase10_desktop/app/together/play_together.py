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
import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QIcon, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
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

from ...host.game_setup import LEVELS, MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS
from ...net.discovery import Reachability
from ...net.invitation import BadInvitation, Invitation, find_invitation
from ...presentation.wording import fill, left_to_right, level_name, ltr, without_marks
from ...records.kept_seats import KeptSeat, keep_seat, kept_seats
from ..parts.dialog_fit import FittedDialog, available_room
from ..parts.dialog_parts import error_label, header, hint_label, name_field

if TYPE_CHECKING:
    from ...net.discovery import Browser

__all__ = [
    "HostDialog",
    "Hosting",
    "JoinDialog",
    "KeptSeat",
    "LobbyDialog",
    "invitation_trouble",
    "keep_seat",
    "kept_seats",
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
    from ...net.addresses import host_addresses

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


class Hosting:
    """A table this app hosts: its server and its announcement on the local network.

    The announcement is made, updated and withdrawn from other threads (each takes
    about a second); a lock keeps them in order, so a table that ended while its
    announcement was being made is never left announced."""

    def __init__(
        self,
        server: Any,
        address: str,
        port: int,
        advertiser: Any = None,
        addresses: tuple[str, ...] = (),
        forward: Any = None,
    ) -> None:
        self.server = server
        self.address = address
        self.port = port
        self.advertiser: Any = advertiser
        #: every address friends may use, ``address`` (the default route's) first
        self.addresses = addresses
        #: the home router's port forward (``net.router.PortForward``) when the host let
        #: people outside the network in; removed when the table ends
        self.forward: Any = forward
        #: what the router's thread tells Qt's (a refused renewal)
        self.news: Any = None
        self._lock = threading.Lock()
        self._over = False
        #: what the announcement says: (seats free, state), the latest asked for
        self._said: tuple[int, str] | None = None

    @property
    def public_address(self) -> str | None:
        """``ADDRESS:PORT`` people outside the home network reach the table at, if any."""
        f = self.forward.forwarded if self.forward is not None else None
        return None if f is None else f"{f.external}:{f.external_port}"

    def announced(self, advertiser: Any) -> None:
        """The announcement is made: kept until the table ends (or withdrawn at once if
        it ended meanwhile)."""
        with self._lock:
            if not self._over:
                self.advertiser = advertiser
                said = self._said
                if said is not None:
                    self._update(*said)
                return
        self._close(advertiser)

    def announce(self, seats_free: int, state: str) -> None:
        """Say on the local network how many seats are free, or that the game is on
        (the list of tables showed "2 seats free" for a table in play)."""
        with self._lock:
            self._said = (seats_free, state)
            if self.advertiser is not None and not self._over:
                self._update(seats_free, state)

    def _update(self, seats_free: int, state: str) -> None:
        try:
            self.advertiser.update(seats_free, state)
        except Exception:
            log.exception("could not update the table's announcement")

    @staticmethod
    def _close(advertiser: Any) -> None:
        try:
            advertiser.close()
        except Exception:
            log.exception("could not withdraw the table's announcement")

    def _withdraw(self) -> None:
        """The announcement and the router's port forward go (nobody new finds the
        table, or reaches it from outside)."""
        with self._lock:
            self._over = True
            advertiser, self.advertiser = self.advertiser, None
        if advertiser is not None:
            self._close(advertiser)
        if self.forward is not None:
            self.forward.close()  # never raises: the lease ends it otherwise
            self.forward = None

    def stop(self, reason: str) -> None:
        """Stop the server (its tables are kept on disk: a restart can open them again)."""
        self._withdraw()
        self.server.stop(reason)

    def end(self, reason: str) -> None:
        """End the table for good: nobody can join it any more (the announcement goes
        first), everyone at it is told why with the close code of an ended table, and
        its game is forgotten, so it never comes back with the next table hosted here."""
        self._withdraw()
        self.server.end(reason)


def start_hosting(
    folder: Path, *, port: int = DEFAULT_PORT, keep: str | None = None, **options: Any
) -> Hosting:
    """Start a table server in this process, on ``port`` when it is free (``options``:
    the server's settings, e.g. a test's short grace period).

    Tables left in ``folder`` by an app that was killed are forgotten first, all but
    ``keep`` (the table the host chose to open again), so no old game comes back to
    be played on by bots behind everyone's back."""
    from ...net.threaded import forget_tables, host_server

    forget_tables(folder, keep=keep)
    bind = bind_address()
    options.setdefault("bot_delay", 0.0)
    try:
        server = host_server(folder, host=bind, port=port, **options)
    except OSError:
        server = host_server(folder, host=bind, port=0, **options)
    if bind.startswith("127."):
        addresses = ["127.0.0.1"]
    elif bind in ("0.0.0.0", ""):
        addresses = lan_addresses()
    else:
        addresses = [bind]
    return Hosting(server, addresses[0], server.port, None, tuple(addresses))


#: what a dialog calls to open or join the table it shows (its choices): "" when done,
#: else why not, in a sentence the dialog shows while it stays open
Attempt = Callable[[dict[str, Any]], str]


class HostDialog(FittedDialog):
    """Host a table: how many seats, bots for the seats nobody takes, an optional password.

    With ``attempt``, pressing Host opens the table while the dialog shows that it is
    busy (opening a server takes a moment: the window keeps drawing, and a second
    click finds the button disabled); the dialog closes once the table is open, or
    stays with the reason it could not be."""

    def __init__(
        self, name: str, parent: QWidget | None = None, *, attempt: Attempt | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("HostDialog")
        self._attempt = attempt
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
        self.busy_label = hint_label()
        self.busy_label.hide()
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
        box.addWidget(self.busy_label)
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
        if not self.ok_button.isEnabled():
            return  # already opening the table
        if not self.choices()["name"]:
            self.error.setText(self.tr("Type your name: the others see it at the table."))
            return
        if self._attempt is None:
            self.accept()
            return
        why = attempt_busy(self, self._attempt, self.tr("Opening your table…"))
        if not why:
            self.accept()
        else:
            self.error.setText(why)


def attempt_busy(dialog: HostDialog | JoinDialog, attempt: Attempt, busy_text: str) -> str:
    """Run ``attempt`` with the dialog's choices while the dialog says it is busy: every
    field and button disabled (a second click on Host or Join does nothing), and
    ``busy_text`` under them. Returns the attempt's answer."""
    busy, error = dialog.busy_label, dialog.error
    fields = [
        w
        for w in dialog.findChildren(QWidget)
        if w.isEnabled()
        and w.isVisible()
        and isinstance(w, (QLineEdit, QSpinBox, QComboBox, QAbstractButton, QListWidget))
    ]
    focus = QApplication.focusWidget()
    for w in fields:
        w.setEnabled(False)
    error.setText("")
    busy.setText(busy_text)
    busy.show()
    try:
        return attempt(dialog.choices())
    finally:
        for w in fields:
            w.setEnabled(True)
        busy.hide()
        # disabling moved the focus (and with it the default button, perhaps to
        # Cancel): back where the player was, so Enter means Join (Host) again
        dialog.ok_button.setDefault(True)
        if focus is not None and focus in fields:
            focus.setFocus()


class JoinDialog(FittedDialog):
    """Join a table: from the tables found on the local network, or by address and code.

    The list shows only tables whose server answers (an app that was killed leaves its
    announcement behind for a while), each once: a table the player has a seat at is
    "Back to your seat", one in play says it can be watched, one with a password shows
    a lock. With ``attempt``, Join sits down while the dialog shows that it is busy; a
    refusal (a wrong password, a table that is gone) is shown here, and the dialog
    stays open to try again.
    """

    def __init__(
        self,
        name: str,
        parent: QWidget | None = None,
        *,
        browse: bool = True,
        kept: list[KeptSeat] | None = None,
        attempt: Attempt | None = None,
        invitation: Invitation | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self.kept = list(kept or [])
        self._attempt = attempt
        #: which servers answer (a kept seat or a found table is listed once its does)
        self.reach = Reachability()
        self._found: list[Any] = []
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
        self.found.itemActivated.connect(self._activated)
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
        self.busy_label = hint_label()
        self.busy_label.hide()
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
        box.addWidget(self.busy_label)
        box.addWidget(buttons)
        if invitation is not None:
            self.use_invitation(invitation)
        self.browser: Browser | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(700)
        self._timer.timeout.connect(self._refresh)
        if self.kept:
            self.show_found([])
            self._timer.start()  # the kept seats' servers are asked whether they answer
        if browse:
            self._start_browsing()

    def _start_browsing(self) -> None:
        try:
            from ...net.discovery import Browser

            self.browser = Browser(interfaces=discovery_interfaces())
        except Exception as e:  # no network, no multicast: typing the address still works
            log.warning("cannot look for tables on the network: %s", e)
            self.searching.setText(
                self.tr("Tables on your network cannot be listed here: type the address.")
            )
            return
        self._timer.start()

    def show_found(self, tables: list[Any]) -> None:
        """List the tables found (``FoundTable``s) and the kept seats, keeping the one
        picked: each table once, and only those whose server answers."""
        self._found = list(tables)
        current = self.found.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        rows: list[tuple[str, Any, bool]] = []
        by_code = {t.code: t for t in tables}
        for k in self.kept:
            t = by_code.pop(k.code, None)
            if t is not None:
                # the table is announced: its announced address is where it is now
                k = replace(k, url=t.url)
            elif not self._answers(k.address):
                continue  # nobody there (the host's app is closed): not offered
            # (a table's name is the host's words and reads in its own direction; an
            # address, like the code, left to right)
            where = k.table or ltr(k.url.removeprefix("ws://"))
            text = fill(self.tr("Back to your seat at %1 (%2), as %3"), where, ltr(k.code), k.name)
            rows.append((text, k, t.locked if t is not None else False))
        for t in tables:
            if (
                t.code not in by_code
                or t.state == "over"
                or self._answers((t.address, t.port)) is False
            ):
                continue
            if t.state == "playing":
                text = fill(self.tr("%1 — playing: you can watch (%2)"), t.name, ltr(t.code))
            elif t.seats_free == 0:
                text = fill(self.tr("%1 — every seat is taken (%2)"), t.name, ltr(t.code))
            else:
                free = self.tr("%1 — %n seats free (%2)", "", t.seats_free)
                text = fill(free, t.name, ltr(t.code))
            rows.append((text, t, t.locked))
        shown = [
            (item.text(), item.data(Qt.ItemDataRole.UserRole), not item.icon().isNull())
            for item in (self.found.item(i) for i in range(self.found.count()))
        ]
        if shown == rows:
            return  # nothing changed: the list, its selection and its scroll stay as they are
        self.found.clear()
        for text, data, locked in rows:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, data)
            if locked:
                item.setIcon(lock_icon(self))
                item.setToolTip(self.tr("This table has a password: ask its host for it."))
                item.setData(
                    Qt.ItemDataRole.AccessibleTextRole,
                    fill(self.tr("%1, locked with a password"), text),
                )
            self.found.addItem(item)
            if keep is not None and _same_table(data, keep):
                self.found.setCurrentItem(item)
        self._widen_for_rows()
        if any(not isinstance(d, KeptSeat) for _, d, _ in rows):
            self.searching.setText(self.tr("Double-click a table to join it."))

    def _answers(self, address: tuple[str, int] | None) -> bool | None:
        """Whether the server at ``address`` answers (None: not known yet)."""
        if address is None:
            return False
        return self.reach.answers(*address)

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
        self.show_found(self.browser.tables() if self.browser is not None else self._found)

    def _activated(self, item: QListWidgetItem) -> None:
        """A double-click (or Enter) on a table joins it, unless the table needs a
        password nobody has typed yet: then the password field asks for it."""
        t = item.data(Qt.ItemDataRole.UserRole)
        locked = any(
            f.locked for f in self._found if not isinstance(t, KeptSeat) and f.code == t.code
        )
        if locked and not self.password_edit.text():
            self.error.setText(
                fill(self.tr("%1 has a password: type it, then press Join."), t.name)
            )
            self.password_edit.setFocus()
            return
        self._accept()

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
        if not self.ok_button.isEnabled():
            return  # already joining
        c = self.choices()
        if c["url"] is None:
            self.error.setText(self.tr("Type the host's address, e.g. 192.168.1.20:7010."))
        elif not c["code"]:
            self.error.setText(self.tr("Type the table's code: the host's window shows it."))
        elif not c["name"]:
            self.error.setText(self.tr("Type your name: the others see it at the table."))
        elif self._attempt is None:
            self.accept()
        else:
            why = attempt_busy(self, self._attempt, self.tr("Joining the table…"))
            if not why:
                self.accept()
                return
            self.error.setText(why)
            if c["rejoin"] is not None and c["rejoin"].code not in {t.code for t in self._found}:
                # the seat's table is gone: it is no longer offered
                self.kept = [k for k in self.kept if k != c["rejoin"]]
                self.show_found(self._found)

    def done(self, result: int) -> None:
        self._timer.stop()
        self.reach.close()
        if self.browser is not None:
            try:
                self.browser.close()
            except Exception:
                log.exception("could not stop looking for tables")
            self.browser = None
        super().done(result)


def _same_table(a: Any, b: Any) -> bool:
    """Whether two rows of the list (kept seats, found tables) are the same table."""
    return type(a) is type(b) and getattr(a, "code", None) == getattr(b, "code", None)


def lock_icon(widget: QWidget) -> QIcon:
    """A padlock in the widget's text colour, drawn at the screen's pixel ratio (the
    list's mark of a table with a password)."""
    size = max(12, widget.fontMetrics().height())
    ratio = widget.devicePixelRatioF()
    pixmap = QPixmap(int(size * ratio), int(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    colour = widget.palette().color(QPalette.ColorRole.Text)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(colour, max(1.2, size / 9))
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    w = size * 0.5
    shackle = QRectF((size - w) / 2, size * 0.12, w, size * 0.55)
    p.drawArc(shackle, 0, 180 * 16)
    p.drawLine(QPointF(shackle.left(), shackle.center().y()), QPointF(shackle.left(), size * 0.45))
    p.drawLine(
        QPointF(shackle.right(), shackle.center().y()), QPointF(shackle.right(), size * 0.45)
    )
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawRoundedRect(QRectF(size * 0.18, size * 0.45, size * 0.64, size * 0.45), 2, 2)
    p.end()
    return QIcon(pixmap)


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
        self._box = box
        #: the table's talk while people gather (add_talk)
        self.talk: Any = None

    def add_talk(self, seat: Any, announce: Any = None) -> None:
        """The table's talk under the people, while everyone gathers: this window is
        modal, so the side panel's is out of reach until the start. Only where the
        screen has room for it: a lobby whose Start is off screen is worse than one
        without the talk (1440×900 at 200 %: seen), and the side panel keeps what was
        said for after the start."""
        from .table_chat import ChatPanel

        talk = ChatPanel(self)
        self._box.insertWidget(self._box.indexOf(self.people) + 1, talk, 1)
        self._box.activate()
        if self._box.minimumSize().height() > available_room(self).height():
            self._box.removeWidget(talk)
            talk.hide()
            talk.deleteLater()
            self._box.activate()
            return
        self.talk = talk
        talk.follow(seat)
        if announce is not None:
            talk.spoken.connect(announce)

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
        seats = table.get("seats", ())
        host = table.get("host", 0)
        if 0 <= host < len(seats) and seats[host].get("name"):
            # the lobby is called what the players call the table: "Ana's table"
            from .table_words import table_name

            self.setWindowTitle(table_name(seats[host]["name"]))
        for s in seats:
            if s["kind"] == "human":
                text = s["name"] if s.get("connected") else fill(self.tr("%1 (away)"), s["name"])
            elif s["kind"] == "bot":
                text = fill(self.tr("%1 (%2 bot)"), s["name"], level_name(s.get("level") or ""))
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
        "lost": translate(
            "Router",
            "Your router stopped forwarding the table's port: people outside your network "
            "may not reach the table any more.",
        ),
    }.get(e.problem, e.reason)
    still = translate(
        "Router",
        "People on your own network can still join with the address and code. For people "
        "elsewhere, a table server on a small computer on the internet works: "
        "see “phase10 serve” in docs/online.md.",
    )
    return f"{what}\n\n{still}"


class _RouterNews(QObject):
    """Carries what the router's thread learns (a renewal refused) to Qt's thread."""

    lost = Signal(str)


def open_to_outside(
    hosting: Hosting,
    parent: QWidget | None,
    on_lost: Callable[[str], None] | None = None,
    **options: Any,
) -> Any:
    """Ask the home router to forward the table's port, with a busy window the player
    can cancel; None when it is done (``hosting.forward``), else the RouterTrouble
    (``cancelled`` when the player stopped waiting).

    The router module, and the UPnP library with it, load only here: a start never
    pays for them."""
    from concurrent.futures import wait

    from PySide6.QtWidgets import QApplication, QProgressDialog

    from ...net.router import PortForward, RouterTrouble

    news = _RouterNews(parent)
    if on_lost is not None:
        news.lost.connect(on_lost)  # queued: emitted on the router's thread
    forward = PortForward(
        hosting.port,
        hosting.address,
        on_lost=lambda trouble: news.lost.emit(router_trouble(trouble).split("\n\n")[0]),
        **options,
    )
    hosting.news = news  # lives as long as the table
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
