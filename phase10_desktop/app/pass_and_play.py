"""Pass and play: two to six people at one computer, bots in the other seats if wanted.

The set-up dialog says who sits where (a person, by name, or a bot and its level).
During the game the table shows each person's hand only on their own turn (see
:mod:`.seats.local` and the cover screen, :mod:`.cover_screen`).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..presentation.wording import fill, level_name
from .dialog_parts import fit_to_contents, header
from .game_setup import (
    LEVELS,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    GameConfig,
    SeatConfig,
)
from .new_game_dialog import default_bot_name

__all__ = ["PassAndPlayDialog"]

#: the choice of "who sits here" that means a person, not a bot
PERSON = "person"


class PassAndPlayDialog(QDialog):
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
        form = QFormLayout()
        count_label = QLabel(self.tr("&Players:"))
        count_label.setBuddy(self.count)
        form.addRow(count_label, self.count)
        self.rows: list[QWidget] = []
        self.labels: list[QLabel] = []
        for i in range(MAX_PLAYERS):
            kind = QComboBox()
            kind.addItem(self.tr("A person"), PERSON)
            for level in LEVELS:
                kind.addItem(fill(self.tr("%1 bot"), level_name(level)), level)
            kind.setAccessibleName(fill(self.tr("Who plays seat %1"), i + 1))
            name = QLineEdit()
            name.setMaxLength(MAX_NAME_LENGTH)
            name.setAccessibleName(fill(self.tr("Name at seat %1"), i + 1))
            name.setText(first_name if i == 0 else default_bot_name(i - 1))
            if i == 0:
                kind.setEnabled(False)  # the first seat is always a person
            elif i > 1:
                kind.setCurrentIndex(kind.findData("normal"))
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(kind)
            line.addWidget(name, 1)
            label = QLabel(fill(self.tr("Seat %1:"), i + 1))
            label.setBuddy(name)
            form.addRow(label, row)
            self.labels.append(label)
            self.kinds.append(kind)
            self.names.append(name)
            self.rows.append(row)
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
        box.addLayout(form)
        box.addWidget(self.error)
        box.addWidget(buttons)
        self.count.valueChanged.connect(self._show_rows)
        self._show_rows()

    def _show_rows(self) -> None:
        n = self.count.value()
        for i, (row, label) in enumerate(zip(self.rows, self.labels, strict=True)):
            row.setVisible(i < n)
            label.setVisible(i < n)
        fit_to_contents(self)

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
