"""The bar under the table: hand sorting, the lay-down buttons, Hint, and the status line.

The bar draws with the application's palette (no style sheet), so a switch
between the light and the dark theme repaints it at once with everything else.
The status line has a fixed height of two lines: a refusal, a hint or a turn
change never makes the bar (and with it the whole table) jump under the
player's pointer. A text longer than two lines is elided, and the whole text
is in the tooltip and spoken to screen readers. Buttons keep their full
labels; on a narrow window the status line gets a row of its own above them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtGui import QFontMetrics, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ..presentation.rule_links import rule_from_link, rule_links
from ..presentation.wording import fill, phase_label
from .table.input import TableInput
from .table.model import Change, TableModel


class StatusLine(QLabel):
    """A label of exactly two lines' height that elides what does not fit.

    A refusal's rule number ("R5.1") is a link: ``rule_clicked`` opens the Rules
    window at that rule. Everything else is shown as plain text (names as typed).
    """

    rule_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusLine")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.linkActivated.connect(self._link)
        self.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._full = ""
        self._fix_height()

    def _fix_height(self) -> None:
        fm = QFontMetrics(self.font())
        m = self.contentsMargins()
        self.setFixedHeight(fm.lineSpacing() * 2 + m.top() + m.bottom() + 4)

    def set_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self.setAccessibleDescription(text)
        self._elide()

    def setText(self, text: str) -> None:
        """Show ``text`` (plain words; rule numbers become links)."""
        self.set_text(text)

    def text(self) -> str:
        """The whole status text (what is shown may be elided to two lines)."""
        return self._full

    def shown_text(self) -> str:
        """What the label shows now (HTML, perhaps elided)."""
        return super().text()

    def _elide(self) -> None:
        fm = QFontMetrics(self.font())
        width = max(40, self.contentsRect().width())
        text = self._full
        if fm.boundingRect(0, 0, width, 10_000, int(Qt.TextFlag.TextWordWrap), text).height() > (
            fm.lineSpacing() * 2 + 1
        ):
            # keep the first line whole, elide the second
            words = text.split()
            first = ""
            while words and fm.horizontalAdvance((first + " " + words[0]).strip()) <= width:
                first = (first + " " + words.pop(0)).strip()
            rest = fm.elidedText(" ".join(words), Qt.TextElideMode.ElideRight, width)
            text = first + "\n" + rest
        QLabel.setText(self, rule_links(text).replace("\n", "<br>"))

    def _link(self, link: str) -> None:
        rule = rule_from_link(link)
        if rule is not None:
            self.rule_clicked.emit(rule)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fix_height()
            self._elide()
        elif event.type() == QEvent.Type.PaletteChange:
            # a rule's link takes the new theme's link colour: a label reads its rich
            # text once, with the palette of that moment (and not again for the same text)
            QLabel.setText(self, "")
            self._elide()


class ControlBar(QWidget):
    """Buttons that act on the table model through the input layer, and the status line."""

    hint_requested = Signal()

    def __init__(self, model: TableModel, table_input: TableInput, parent: QWidget | None = None):
        super().__init__(parent)
        self.model = model
        self.input = table_input
        self.setObjectName("controlBar")
        self.setAutoFillBackground(True)
        self.sort_number = QPushButton()
        self.sort_colour = QPushButton()
        self.phase_choice = QComboBox()
        self.clear_slots = QPushButton()
        self.lay_button = QPushButton()
        self.hint_button = QPushButton()
        self.hint_button.setShortcut(QKeySequence("?"))
        #: shown while the side panel is closed (a narrow window starts without it)
        self.panel_button = QPushButton()
        self.status_label = StatusLine()
        font = self.status_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.status_label.setFont(font)
        self._name_parts()
        self.buttons = QWidget()
        row = QHBoxLayout(self.buttons)
        row.setContentsMargins(0, 0, 0, 0)
        for w in (
            self.sort_number,
            self.sort_colour,
            self.phase_choice,
            self.clear_slots,
            self.lay_button,
            self.hint_button,
            self.panel_button,
        ):
            w.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            row.addWidget(w)
        row.addStretch(1)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(10, 4, 10, 4)
        self.grid.setHorizontalSpacing(12)
        self.grid.setVerticalSpacing(2)
        self._stacked: bool | None = None
        self._arrange(stacked=False)
        self.sort_number.clicked.connect(lambda: self._sort("number"))
        self.sort_colour.clicked.connect(lambda: self._sort("colour"))
        self.lay_button.clicked.connect(self._lay_down)
        self.clear_slots.clicked.connect(self._unstage_all)
        self.hint_button.clicked.connect(self.hint_requested)
        self.phase_choice.currentIndexChanged.connect(self._phase_chosen)
        model.changed.connect(self._on_changed)
        self.update_buttons()

    def _name_parts(self) -> None:
        """The buttons' words (again when the language changes)."""
        self.sort_number.setText(self.tr("Sort by number"))
        self.sort_colour.setText(self.tr("Sort by colour"))
        self.phase_choice.setAccessibleName(self.tr("Phase to lay down"))
        self.phase_choice.setToolTip(self.tr("Which of your open phases the slots are for"))
        # "clear", not "take back": taking back is what Undo does to a move
        self.clear_slots.setText(self.tr("Clear slots"))
        self.clear_slots.setToolTip(
            self.tr("Return the cards in the slots to your hand (Backspace)")
        )
        self.lay_button.setText(self.tr("Lay down"))
        self.hint_button.setText(self.tr("Hint"))
        self.panel_button.setText(self.tr("Players and moves"))
        self.panel_button.setToolTip(self.tr("Show the players, their phases and the moves"))
        self.status_label.setAccessibleName(self.tr("Status"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_parts()
            self.fill_phase_choice()
            self.update_buttons()  # the Lay down button's tooltip says why not

    # ---------------------------------------------------------------- layout
    def _arrange(self, *, stacked: bool) -> None:
        """Buttons and status side by side, or the status on a row of its own above."""
        if stacked == self._stacked:
            return
        self._stacked = stacked
        self.grid.removeWidget(self.buttons)
        self.grid.removeWidget(self.status_label)
        if stacked:
            self.grid.addWidget(self.status_label, 0, 0)
            self.grid.addWidget(self.buttons, 1, 0)
            self.grid.setColumnStretch(1, 0)
            self.grid.setColumnStretch(0, 1)
        else:
            self.grid.addWidget(self.buttons, 0, 0)
            self.grid.addWidget(self.status_label, 0, 1)
            self.grid.setColumnStretch(0, 0)
            self.grid.setColumnStretch(1, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        need = self.buttons.sizeHint().width() + 360
        self._arrange(stacked=self.width() < need)

    # ---------------------------------------------------------------- state
    def set_status(self, text: str) -> None:
        self.status_label.set_text(text)

    def fill_phase_choice(self) -> None:
        """Refilled only when the open phases change: clearing the list after every move
        sent a screen reader a selection event for a box that is usually hidden."""
        m = self.model
        v = m.view
        items = (
            [
                (fill(self.tr("Phase %1 · %2"), p, phase_label(v.rules.phases[p - 1])), p)
                for p in m.open_phases()
            ]
            if v is not None
            else []
        )
        shown = [
            (self.phase_choice.itemText(i), self.phase_choice.itemData(i))
            for i in range(self.phase_choice.count())
        ]
        self.phase_choice.blockSignals(True)
        if items != shown:
            self.phase_choice.clear()
            for text, p in items:
                self.phase_choice.addItem(text, p)
        phase_no = m.staging.phase_no if v is not None else None
        chosen = self.phase_choice.findData(phase_no) if phase_no is not None else -1
        if self.phase_choice.count():
            self.phase_choice.setCurrentIndex(max(chosen, 0))
        self.phase_choice.blockSignals(False)
        self.phase_choice.setVisible(
            v is not None and v.rules.order == "any" and self.phase_choice.count() > 1
        )

    @Slot(int)
    def _phase_chosen(self, index: int) -> None:
        p = self.phase_choice.itemData(index)
        if p is not None and self.model.arrangement.choose_lay_phase(int(p)):
            self.model.arranged()

    def _sort(self, by: str) -> None:
        self.model.arrangement.sort(by)
        self.model.arranged()

    def _unstage_all(self) -> None:
        if self.model.arrangement.unstage_all():
            self.model.arranged()

    @Slot(object)
    def _on_changed(self, change: Change) -> None:
        if "opened" in change or "moved" in change:
            self.fill_phase_choice()
        self.update_buttons()

    @Slot()
    def update_buttons(self) -> None:
        """Every button says what it can do now; with no game on the table, none can."""
        m = self.model
        game_on = m.view is not None and not m.read_only
        mine = m.human_to_move
        why = self.input.lay_down_problem() if mine else None
        self.lay_button.setEnabled(mine and m.stage == "play" and why is None)
        self.lay_button.setToolTip(why or self.tr("Lay down your phase from the slots (L)"))
        self.clear_slots.setEnabled(game_on and any(m.staging.slots))
        self.hint_button.setEnabled(mine)
        self.sort_number.setEnabled(game_on and bool(m.hand()))
        self.sort_colour.setEnabled(game_on and bool(m.hand()))
        if game_on and self.phase_choice.count() != len(m.open_phases()):
            self.fill_phase_choice()
        if not game_on:
            self.phase_choice.setVisible(False)

    @Slot()
    def _lay_down(self) -> None:
        self.input.lay_down()
