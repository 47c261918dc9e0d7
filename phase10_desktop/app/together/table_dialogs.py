"""The questions and news of a stay at a table server, in dialogs a family can read.

Leaving a table (or quitting) asks first and says what happens to the others; a
table that goes away says so at once, with what the player can still do (keep the
record of the finished rounds, go back to the seat later); a start after the app was
killed at a table offers that table before anything else; someone who joins a game
already on is told they are watching. None of these is a dead end: each says how
to get back to a seat (Game → Play with others → Join a table → Back to your seat).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QPushButton, QVBoxLayout, QWidget

from ...presentation.wording import fill, join_names
from ...records.kept_seats import KeptSeat
from ..parts.dialog_fit import FittedDialog
from ..parts.dialog_parts import header, hint_label, plain_label

__all__ = [
    "PlayAgainOffer",
    "TableGoneDialog",
    "ask_back_to_table",
    "ask_to_leave",
    "back_to_seat_hint",
    "tell_watching",
]

translate = QCoreApplication.translate


def back_to_seat_hint() -> str:
    """How a player gets back to a seat they left or lost (said wherever it matters)."""
    return translate(
        "TableDialogs",
        "To go back to your seat later: Game → Play with others → Join a table → "
        "Back to your seat.",
    )


def _question(
    parent: QWidget | None,
    title: str,
    text: str,
    detail: str,
    go: str,
    stay: str,
    *,
    name: str,
    go_first: bool = False,
) -> bool:
    """A question with two named buttons; True for ``go``. Staying is what Esc does and,
    unless ``go_first``, the default: nobody leaves a table by pressing Enter once too
    often."""
    box = QMessageBox(parent)
    box.setObjectName(name)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(text)
    box.setInformativeText(detail)
    role = QMessageBox.ButtonRole.AcceptRole if go_first else QMessageBox.ButtonRole.DestructiveRole
    go_button = box.addButton(go, role)
    stay_button = box.addButton(stay, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(go_button if go_first else stay_button)
    box.setEscapeButton(stay_button)
    box.exec()
    return box.clickedButton() is go_button


def ask_to_leave(
    parent: QWidget | None,
    *,
    table: str,
    host: bool,
    others: list[str],
    state: str,
    quitting: bool,
) -> bool:
    """Ask before leaving ``table`` (or quitting the app at it); True to go.

    The host's app runs the table: leaving ends it for everyone, so the question names
    who is playing. A player who leaves a game in play has the Normal bot play for them
    until they come back, which the question says, with the way back."""
    stay = translate("TableDialogs", "Stay at the table")
    if host and state == "playing":
        title = (
            translate("TableDialogs", "Quit and end your table?")
            if quitting
            else translate("TableDialogs", "End your table?")
        )
        text = fill(
            translate("TableDialogs", "%1 runs on this computer: it ends when you leave it."), table
        )
        if others:
            detail = fill(
                translate(
                    "TableDialogs",
                    "The game ends for %1 too: they are told at once, and each keeps the "
                    "record of the rounds finished so far.",
                ),
                join_names(others),
            )
        else:
            detail = translate(
                "TableDialogs", "The game in progress ends, and cannot be taken up again."
            )
        go = (
            translate("TableDialogs", "End the table and quit")
            if quitting
            else translate("TableDialogs", "End the table")
        )
        return _question(parent, title, text, detail, go, stay, name="leaveTableQuestion")
    if host:
        title = (
            translate("TableDialogs", "Quit and close your table?")
            if quitting
            else translate("TableDialogs", "Close your table?")
        )
        text = translate("TableDialogs", "Your table closes when you leave it.")
        detail = fill(
            translate("TableDialogs", "Still at it: %1. They are told at once that it has closed."),
            join_names(others),
        )
        go = (
            translate("TableDialogs", "Close the table and quit")
            if quitting
            else translate("TableDialogs", "Close the table")
        )
        return _question(parent, title, text, detail, go, stay, name="leaveTableQuestion")
    title = (
        translate("TableDialogs", "Quit Phase 10 Desktop?")
        if quitting
        else fill(translate("TableDialogs", "Leave %1?"), table)
    )
    text = fill(
        translate(
            "TableDialogs",
            "The game at %1 goes on without you: the Normal bot plays your seat until "
            "you come back.",
        ),
        table,
    )
    go = (
        translate("TableDialogs", "Leave and quit")
        if quitting
        else translate("TableDialogs", "Leave the table")
    )
    return _question(parent, title, text, back_to_seat_hint(), go, stay, name="leaveTableQuestion")


def ask_back_to_table(parent: QWidget | None, kept: KeptSeat) -> bool:
    """At a start after the app was killed (or crashed) at a table: go back to it?"""
    table = kept.table or kept.code
    if kept.hosted:
        text = fill(
            translate("TableDialogs", "You were hosting %1 when Phase 10 Desktop closed."), table
        )
        detail = translate(
            "TableDialogs",
            "Open it again? Its game was saved as it stood; the others can come back to "
            "their seats. If not, the table ends.",
        )
        go, stay = (
            translate("TableDialogs", "Open the table again"),
            translate("TableDialogs", "End it"),
        )
    else:
        text = fill(
            translate("TableDialogs", "You were at %1 (%2) when Phase 10 Desktop closed."),
            table,
            kept.code,
        )
        detail = (
            translate(
                "TableDialogs",
                "Go back to your seat? The game went on: the Normal bot has been playing for you.",
            )
            + "\n\n"
            + fill(
                translate(
                    "TableDialogs", "If not now, your seat stays kept while the table lasts. %1"
                ),
                back_to_seat_hint(),
            )
        )
        go, stay = (
            translate("TableDialogs", "Go back to the table"),
            translate("TableDialogs", "Not now"),
        )
    title = translate("TableDialogs", "Back to the table?")
    return _question(
        parent, title, text, detail, go, stay, name="backToTableQuestion", go_first=True
    )


def tell_watching(parent: QWidget | None, table: str) -> QMessageBox:
    """Someone joined a game already on: they watch it (no hand), and are told so."""
    box = QMessageBox(parent)
    box.setObjectName("watchingNote")
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(translate("TableDialogs", "You are watching"))
    box.setText(
        fill(translate("TableDialogs", "The game at %1 had started when you joined."), table)
    )
    box.setInformativeText(
        translate(
            "TableDialogs",
            "So you are watching it: you see every move, but no one's hand. The line "
            "under the table says where you are.",
        )
    )
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box


class _TableNews(FittedDialog):
    """What the table's dialogs share: Leave the table, and their layout."""

    #: the player asked to leave the table (back to a game on this computer)
    leave_requested = Signal()

    def _add_leave(self, buttons: QDialogButtonBox) -> QPushButton:
        button = buttons.addButton(
            translate("TableDialogs", "Leave the table"),
            QDialogButtonBox.ButtonRole.DestructiveRole,
        )
        button.clicked.connect(self._leave)
        return button

    def _lay_out(self, *parts: QWidget) -> None:
        box = QVBoxLayout(self)
        box.setContentsMargins(20, 16, 20, 16)
        box.setSpacing(12)
        for part in parts:
            box.addWidget(part)

    def _leave(self) -> None:
        self.accept()
        self.leave_requested.emit()


class TableGoneDialog(_TableNews):
    """The table went away, or stopped answering: said at once, with what is left to do.

    ``kind``: "ended" (its host ended it), "stopped" (its server stopped; the seat is
    kept), "lost" (the connection could not be made again), "waiting" (the table does
    not answer; the app keeps trying, and this closes by itself when it is back).
    """

    #: the player asked to save the record of the finished rounds
    save_requested = Signal()
    #: the player asked to try the seat again (a lost connection)
    retry_requested = Signal()

    def __init__(
        self,
        kind: str,
        table: str,
        host: str,
        rounds: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("TableGoneDialog")
        self.kind = kind
        if kind == "ended":
            self.setWindowTitle(translate("TableDialogs", "The table has closed"))
            head = fill(translate("TableDialogs", "%1 ended the table"), host)
            body = translate(
                "TableDialogs",
                "The game cannot go on: it ran on the host's computer. Nobody's seat is kept.",
            )
        elif kind == "stopped":
            self.setWindowTitle(translate("TableDialogs", "The table server stopped"))
            head = fill(translate("TableDialogs", "The server of %1 stopped"), table)
            body = fill(
                translate("TableDialogs", "The game is saved on it, and your seat is kept. %1"),
                back_to_seat_hint(),
            )
        elif kind == "waiting":
            self.setWindowTitle(translate("TableDialogs", "The table is not answering"))
            head = fill(translate("TableDialogs", "%1 is not answering"), table)
            body = translate(
                "TableDialogs",
                "Its host's app may have closed, or their computer lost its network. "
                "Trying again… This window closes by itself when the table is back.",
            )
        else:
            self.setWindowTitle(translate("TableDialogs", "The connection is lost"))
            head = fill(translate("TableDialogs", "The connection to %1 is lost"), table)
            body = fill(
                translate(
                    "TableDialogs",
                    "It could not be made again. Your seat is kept while the table lasts. %1",
                ),
                back_to_seat_hint(),
            )
        if rounds:
            record = self.tr(
                "Your record of the %n rounds finished so far is kept: save it to replay "
                "them, or to check the deal.",
                "",
                rounds,
            )
        else:
            record = translate(
                "TableDialogs", "No round was finished, so there is no record of the game yet."
            )
        top, self.title_label, _ = header(head, "")
        self.body_label = plain_label(body)
        self.body_label.setWordWrap(True)
        self.record_label = hint_label(record)
        buttons = QDialogButtonBox()
        self.save_button: QPushButton = buttons.addButton(
            translate("TableDialogs", "Save the record…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.save_button.setEnabled(rounds > 0)
        self.save_button.clicked.connect(self.save_requested)
        self.retry_button: QPushButton | None = None
        if kind in ("lost", "stopped"):
            self.retry_button = buttons.addButton(
                translate("TableDialogs", "Try again"), QDialogButtonBox.ButtonRole.ActionRole
            )
            self.retry_button.clicked.connect(self._retry)
        self.leave_button = self._add_leave(buttons)
        close_text = (
            translate("TableDialogs", "Keep waiting")
            if kind == "waiting"
            else translate("TableDialogs", "Close")
        )
        self.close_button = buttons.addButton(close_text, QDialogButtonBox.ButtonRole.RejectRole)
        self.close_button.clicked.connect(self.reject)
        self.close_button.setDefault(True)
        self._lay_out(top, self.body_label, self.record_label, buttons)

    def _retry(self) -> None:
        self.accept()
        self.retry_requested.emit()


class PlayAgainOffer(_TableNews):
    """The host started another game at the table: play it, or leave the table.

    Shown to everyone at the table but the host (who chose it), over the new game's
    first deal; Play is the default, so Enter plays on."""

    def __init__(self, host: str, table: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playAgainOffer")
        self.setWindowTitle(translate("TableDialogs", "Play again?"))
        top, self.title_label, _ = header(
            fill(translate("TableDialogs", "%1 started another game"), host), ""
        )
        self.body_label = plain_label(
            fill(
                translate(
                    "TableDialogs",
                    "At %1, with everyone still there, each in the same seat: it begins "
                    "as soon as you play.",
                ),
                table,
            )
        )
        self.body_label.setWordWrap(True)
        self.leave_note = hint_label(
            translate(
                "TableDialogs",
                "If you would rather not play, leave the table: the Normal bot then plays "
                "your seat.",
            )
        )
        buttons = QDialogButtonBox()
        self.leave_button = self._add_leave(buttons)
        self.play_button = buttons.addButton(
            translate("TableDialogs", "Play"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.play_button.clicked.connect(self.accept)
        self.play_button.setDefault(True)
        self._lay_out(top, self.body_label, self.leave_note, buttons)
