"""The first start: ask the player's name before the first game is dealt.

A game that starts as "Player" and later says "Player laid down…" feels like a
form nobody filled in; asking once, with a translated default already typed,
costs one click and makes every later sentence the player's own.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...host.game_setup import MAX_NAME_LENGTH, SeatConfig
from ..parts.dialog_fit import FittedDialog
from ..parts.dialog_parts import error_label, header, name_field
from ..parts.settings import AppSettings


class WelcomeDialog(FittedDialog):
    """ "Welcome! What is your name?" with the language's default name filled in."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("welcomeDialog")
        self.setWindowTitle(self.tr("Welcome to Phase 10 Desktop"))
        box = QVBoxLayout(self)
        box.setContentsMargins(20, 16, 20, 16)
        box.setSpacing(10)
        box.addWidget(header(self.tr("Welcome!"))[0])
        ask = QLabel(self.tr("What is your name? The other players will call you by it."))
        ask.setWordWrap(True)
        box.addWidget(ask)
        self.name_edit = name_field(MAX_NAME_LENGTH)
        self.name_edit.setText(settings.player_name)
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setAccessibleName(self.tr("Your name"))
        self.name_edit.selectAll()
        ask.setBuddy(self.name_edit)
        box.addWidget(self.name_edit)
        self.problem = error_label()
        self.problem.setObjectName("nameProblem")
        box.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Let's play"))
        buttons.accepted.connect(self.accept)
        box.addWidget(buttons)
        self.buttons = buttons

    def accept(self) -> None:
        """Keep the name (as the game will show it) and close; an empty name is refused."""
        try:
            seat = SeatConfig(self.name_edit.text(), "normal", True)
        except ValueError:
            self.problem.setText(self.tr("Type a name, or keep the one suggested."))
            self.problem.show()
            self.name_edit.setFocus()
            return
        self.settings.player_name = seat.name
        super().accept()
