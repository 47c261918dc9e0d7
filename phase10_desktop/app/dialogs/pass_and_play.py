"""Pass and play: two to six people at one computer, bots in the other seats if wanted.

The set-up dialog says who sits where (a person, by name, or a bot and its level).
During the game the table shows each person's hand only on their own turn (see
:mod:`.seats.local` and the cover screen, :mod:`.cover_screen`).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...host.game_setup import (
    LEVELS,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    GameConfig,
    SeatConfig,
)
from ...presentation.wording import fill, level_name
from ..parts.bot_names import default_bot_name
from ..parts.dialog_fit import FittedDialog
from ..parts.dialog_parts import header, name_field

__all__ = ["PassAndPlayDialog"]

#: the choice of "who sits here" that means a person, not a bot
PERSON = "person"


class PassAndPlayDialog(FittedDialog):
    """Who plays at this screen: people by name, bots by level, two to six seats."""

    def __init__(self, first_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PassAndPlayDialog")
        self.setWindowTitle(self.tr("Pass and play"))
        top, _, _ = header(
            self.tr("Pass and play"),
            self.tr("Play with family and friends at this computer, one after another."),
        )
        self.count = QSpinBox()
        self.count.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.count.setValue(2)
        self.count.setAccessibleName(self.tr("Number of players"))
        self.kinds: list[QComboBox] = []
        self.names: list[QLineEdit] = []
        self.rows: list[tuple[QLabel, QComboBox, QLineEdit]] = []
        grid = QGridLayout()
        count_label = QLabel(self.tr("&Players:"))
        count_label.setBuddy(self.count)
        grid.addWidget(count_label, 0, 0)
        grid.addWidget(self.count, 0, 1)
        for i in range(MAX_PLAYERS):
            label = QLabel(fill(self.tr("Seat %1:"), i + 1))
            kind = QComboBox()
            kind.addItem(self.tr("A person"), PERSON)
            for level in LEVELS:
                kind.addItem(fill(self.tr("%1 bot"), level_name(level)), level)
            kind.setAccessibleName(fill(self.tr("Who plays seat %1"), i + 1))
            label.setBuddy(kind)
            name = name_field(MAX_NAME_LENGTH)
            name.setAccessibleName(fill(self.tr("Name at seat %1"), i + 1))
            name.setText(first_name if i == 0 else default_bot_name(i - 1))
            if i == 0:
                kind.setEnabled(False)  # the first seat is always a person
            elif i > 1:
                kind.setCurrentIndex(kind.findData("normal"))
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(kind, i + 1, 1)
            grid.addWidget(name, i + 1, 2)
            self.kinds.append(kind)
            self.names.append(name)
            self.rows.append((label, kind, name))
        grid.setColumnStretch(2, 1)
        self.error = QLabel()
        self.error.setObjectName("passAndPlayError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        self.start_button.setDefault(True)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(top)
        box.addLayout(grid)
        box.addWidget(self.error)
        box.addWidget(buttons)
        self.count.valueChanged.connect(self._show_rows)
        self._show_rows()

    def _show_rows(self) -> None:
        n = self.count.value()
        for i, row in enumerate(self.rows):
            for widget in row:
                widget.setVisible(i < n)
        if self.isVisible():
            self.adjustSize()

    def config(self) -> GameConfig:
        """The set-up chosen; ValueError (saying what to change) when it cannot be played."""
        seats = []
        for i in range(self.count.value()):
            kind = self.kinds[i].currentData()
            person = i == 0 or kind == PERSON
            level = "normal" if person else str(kind)
            seats.append(SeatConfig(self.names[i].text(), level, person))
        config = GameConfig(tuple(seats))
        if len(config.people) < 2:
            raise ValueError(
                self.tr("Pass and play needs at least two people: make another seat a person.")
            )
        return config

    def _accept(self) -> None:
        try:
            self.config()
        except ValueError as e:
            self.error.setText(str(e))
            return
        self.accept()
