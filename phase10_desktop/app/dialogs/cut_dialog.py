"""Cut the deck: before a round is dealt, show its commitment and take the player's cut.

The round's secret seed is already fixed when this opens; its fingerprint (the
first digits of its SHA-256) is on screen and in the log, the whole commitment
can be selected or copied. The player then types any phrase, clicks "Random
cut" (16 random bytes written as hex), or deals without a cut. Either way the
cut is mixed into the shuffle (:mod:`phase10_desktop.engine.fair_deal`), so neither
the game nor the player alone decides the cards.

Entry point for the table::

    cut = CutDialog.ask(game.round_no, game.commitment, parent)   # "" when closed
    events = game.deal(cut)
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from phase10_desktop.engine.fair_deal import MAX_CUT, cut_problem, fingerprint, random_cut

from ...presentation.wording import fill, left_to_right
from ..parts.dialog_fit import FittedDialog
from ..parts.dialog_parts import error_label, header, hint_label, plain_label

__all__ = ["CutDialog"]


class CutDialog(FittedDialog):
    """The commitment of round ``round_no`` and a field for the player's cut.

    ``cut_chosen(str)`` is emitted with the cut when the player deals (an empty
    phrase is a valid cut: "no cut"); :meth:`cut` gives it afterwards. Closing
    the dialog deals with an empty cut too: the round must be dealt either way.
    """

    cut_chosen = Signal(str)

    def __init__(self, round_no: int, commitment: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CutDialog")
        self.setWindowTitle(self.tr("Cut the deck"))
        self.commitment = commitment
        self._cut = ""
        top, self.title_label, self.subtitle_label = header(
            fill(self.tr("Round %1: cut the deck"), round_no),
            self.tr(
                "The deal is already fixed and sealed: its fingerprint is below. Your cut "
                "is mixed into the shuffle, so neither the game nor you alone decides the cards."
            ),
        )
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.fingerprint_label = plain_label(fingerprint(commitment))
        left_to_right(self.fingerprint_label)
        self.fingerprint_label.setObjectName("fingerprint")
        big = mono
        big.setPointSizeF(mono.pointSizeF() * 1.8)
        big.setBold(True)
        self.fingerprint_label.setFont(big)
        self.fingerprint_label.setAccessibleName(self.tr("Fingerprint of the deal"))
        self.fingerprint_label.setToolTip(commitment)
        self.commitment_label = plain_label(commitment)
        self.commitment_label.setObjectName("commitment")
        left_to_right(self.commitment_label)
        small = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.commitment_label.setFont(small)
        self.commitment_label.setWordWrap(True)
        self.commitment_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.commitment_label.setAccessibleName(self.tr("Commitment (SHA-256 of the secret seed)"))
        self.copy_button = QPushButton(self.tr("Co&py"))
        self.copy_button.setToolTip(self.tr("Copy the whole commitment"))
        self.copy_button.clicked.connect(self._copy)
        seal = QHBoxLayout()
        seal.addWidget(self.fingerprint_label)
        seal.addStretch(1)
        seal.addWidget(self.copy_button)

        self.cut_edit = QLineEdit()
        self.cut_edit.setObjectName("cutEdit")
        self.cut_edit.setMaxLength(MAX_CUT)
        self.cut_edit.setPlaceholderText(self.tr("any words, or leave it empty"))
        self.cut_edit.setClearButtonEnabled(True)
        self.cut_edit.textChanged.connect(self._update)
        cut_label = QLabel(self.tr("Your &cut:"))
        cut_label.setBuddy(self.cut_edit)
        self.cut_message = error_label()

        self.random_button = QPushButton(self.tr("&Random cut"))
        self.random_button.setToolTip(self.tr("Cut with 16 random bytes and deal"))
        self.random_button.clicked.connect(self._random)
        self.deal_button = QPushButton(self.tr("&Deal"))
        self.deal_button.setDefault(True)
        self.deal_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.random_button)
        buttons.addWidget(self.deal_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(10)
        layout.addWidget(top)
        layout.addLayout(seal)
        layout.addWidget(self.commitment_label)
        layout.addSpacing(6)
        layout.addWidget(cut_label)
        layout.addWidget(self.cut_edit)
        layout.addWidget(self.cut_message)
        layout.addWidget(
            hint_label(
                self.tr(
                    "When the round is over its secret seed is revealed and checked against "
                    "this fingerprint. Anyone can check a whole game again with "
                    "“phase10 verify”."
                )
            )
        )
        layout.addLayout(buttons)
        self.resize(520, 0)
        self.cut_edit.setFocus()

    def cut(self) -> str:
        """The cut to deal with ("" until the player dealt, or when they closed the dialog)."""
        return self._cut

    @Slot()
    def _update(self) -> None:
        bad = cut_problem(self.cut_edit.text()) is not None
        self.cut_message.setText(
            self.tr("A cut cannot hold tabs, line breaks or other control characters.")
            if bad
            else ""
        )
        self.cut_message.setVisible(bad)
        self.deal_button.setEnabled(not bad)

    @Slot()
    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.commitment)

    @Slot()
    def _random(self) -> None:
        self.cut_edit.setText(random_cut())
        self.accept()

    def accept(self) -> None:
        text = self.cut_edit.text()
        if cut_problem(text) is not None:
            return
        self._cut = text
        self.cut_chosen.emit(text)
        super().accept()

    @staticmethod
    def ask(round_no: int, commitment: str, parent: QWidget | None = None) -> str:
        """Show the dialog modally and return the cut ("" when closed without dealing)."""
        dialog = CutDialog(round_no, commitment, parent)
        dialog.exec()
        cut = dialog.cut()
        dialog.deleteLater()
        return cut
