"""The side panel: the players and their phases, the deck's fingerprint, the moves, and
at a table on a server the table's talk (app/together/table_chat.py).

A widget of its own rather than part of the window, since it only shows what the
table model says: each seat's phase, score, lay-down and Skip (``PhaseProgressModel``),
the commitment of the round's deck as a 64-bit fingerprint with the whole of it one
click away (issue 23), and the move log, in a dock of the window, which remembers
its splitter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QLabel,
    QListView,
    QMainWindow,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine.fair_deal import fingerprint
from ..engine.view import PlayerView
from ..presentation.rule_links import escape
from ..presentation.wording import fill, ltr
from .parts.move_log import MoveLogModel, follow_newest
from .parts.phase_progress import PhaseProgressModel

if TYPE_CHECKING:
    from .together.table_chat import ChatPanel

__all__ = ["SidePanel"]


class SidePanel(QWidget):
    """Players above, moves below, in a splitter the player may move."""

    #: something said at the table, to speak to screen readers (the talk's ``spoken``)
    chat_spoken = Signal(str)

    def __init__(self, moves: MoveLogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.progress_model = PhaseProgressModel(self)
        self.progress_view = self._players_table()
        self.progress_model.modelReset.connect(self._fit_players_table)
        self.move_log = QListView()
        self.move_log.setModel(moves)
        self.move_log.setWordWrap(True)
        self.move_log.setUniformItemSizes(False)
        self.move_log.setSelectionMode(QListView.SelectionMode.NoSelection)
        follow_newest(self.move_log)
        self.deal_label = QLabel()
        self.deal_label.setObjectName("dealFingerprint")
        self.deal_label.setWordWrap(True)
        self.deal_label.setTextFormat(Qt.TextFormat.RichText)
        self.deal_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.deal_label.linkActivated.connect(self._show_whole_commitment)
        #: what is shown now, and the commitment the player asked to see whole
        self._shown: tuple[PlayerView | None, str | None] = (None, None)
        self._whole_commitment: str | None = None
        self.players_label = QLabel()
        self.moves_label = QLabel()
        self.dock: QDockWidget | None = None
        top = QWidget()
        top_box = QVBoxLayout(top)
        top_box.setContentsMargins(0, 0, 0, 0)
        top_box.addWidget(self.players_label)
        top_box.addWidget(self.progress_view, 1)
        top_box.addWidget(self.deal_label)
        bottom = QWidget()
        bottom_box = QVBoxLayout(bottom)
        bottom_box.setContentsMargins(0, 0, 0, 0)
        bottom_box.addWidget(self.moves_label)
        bottom_box.addWidget(self.move_log, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setObjectName("panelSplitter")
        self.splitter.addWidget(top)
        self.splitter.addWidget(bottom)
        #: the table's talk, below the moves: built at the first table that talks (a
        #: game on this computer never shows it, and its emoji make Qt load a font)
        self.chat: ChatPanel | None = None
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.splitter)
        self._name_parts()

    def _name_parts(self) -> None:
        """The panel's words (again when the language changes)."""
        self.players_label.setText(self.tr("Players"))
        self.moves_label.setText(self.tr("Moves"))
        self.move_log.setAccessibleName(self.tr("Moves"))
        self.progress_view.setAccessibleName(self.tr("Players and their phases"))
        if self.dock is not None:
            self.dock.setWindowTitle(self.tr("Game"))

    def docked_in(self, window: QMainWindow) -> QDockWidget:
        """The panel in a dock of ``window``, at the end of the reading direction: on the
        left in Arabic (Qt does not mirror it)."""
        dock = QDockWidget(self.tr("Game"), window)
        dock.setObjectName("gameDock")
        dock.setWidget(self)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        dock.setMinimumWidth(200)
        window.addDockWidget(self.reading_end(window), dock)
        self.dock = dock
        return dock

    @staticmethod
    def reading_end(window: QWidget) -> Qt.DockWidgetArea:
        """Where the panel docks: at the end of the reading direction."""
        if window.isRightToLeft():
            return Qt.DockWidgetArea.LeftDockWidgetArea
        return Qt.DockWidgetArea.RightDockWidgetArea

    def _players_table(self) -> QTableView:
        table = QTableView()
        table.setModel(self.progress_model)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # a long name, elided
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.setWordWrap(False)
        table.setSelectionMode(QTableView.SelectionMode.NoSelection)
        table.setTabKeyNavigation(False)  # Tab leaves the table for the Moves list
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        return table

    # -------------------------------------------------------------- the talk
    def follow_seat(self, seat: object) -> None:
        """The seat the table shows now: one at a table on a server can talk (its
        ``chat_heard``), one of a game on this computer cannot, and the talk is hidden."""
        if self.chat is None:
            if not hasattr(seat, "chat_heard"):
                return
            from .together.table_chat import ChatPanel

            self.chat = ChatPanel()
            self.chat.spoken.connect(self.chat_spoken)
            self.splitter.addWidget(self.chat)
            self.splitter.setStretchFactor(2, 2)
        self.chat.follow(seat)
        self.chat.setVisible(self.chat.seat is not None)

    # ----------------------------------------------------------------- showing
    def open_game(self, view: PlayerView | None) -> None:
        """A game was put on the table: its players, in seat order."""
        self.progress_model.set_game(view)

    def show_table(self, view: PlayerView | None, commitment: str | None) -> None:
        """What the table shows now: every seat's progress and the round's commitment."""
        self.progress_model.show(view)
        self._shown = (view, commitment)
        if commitment:
            whole = commitment == self._whole_commitment
            # the whole commitment in four runs of 16, so that a narrow panel wraps it
            runs = " ".join(commitment[i : i + 16] for i in range(0, len(commitment), 16))
            shown = runs if whole else fingerprint(commitment)
            text = escape(fill(self.tr("Deck fingerprint: %1"), ltr(shown)))
            if not whole:
                link = self.tr("all 64 digits")
                text += f' <a href="commitment">{escape(link)}</a>'
            self.deal_label.setText(text)
            self.deal_label.setToolTip(commitment)
        self.deal_label.setVisible(bool(commitment))

    def changeEvent(self, event: QEvent) -> None:
        """A theme switched while the game is on: the link is written again, since a
        label's rich text keeps the link colour of the palette it was first set with
        (the dark theme's link stayed dark blue on dark grey)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_parts()
            self.progress_model.headerDataChanged.emit(
                Qt.Orientation.Horizontal, 0, self.progress_model.columnCount() - 1
            )
            self.show_table(*self._shown)
        elif event.type() == QEvent.Type.PaletteChange:
            self.deal_label.clear()  # the same text set again would not be read again
            self.show_table(*self._shown)

    @Slot(str)
    def _show_whole_commitment(self, _link: str = "") -> None:
        """The fingerprint's link: the whole commitment (64 hex digits), to compare or copy."""
        self._whole_commitment = self._shown[1]
        self.show_table(*self._shown)

    def _fit_players_table(self) -> None:
        """Every player's row stays in sight (six players included): the splitter may
        give the Moves list only what the players table does not need."""
        table = self.progress_view
        rows = self.progress_model.rowCount()
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += rows * table.verticalHeader().defaultSectionSize()
        table.setMinimumHeight(height)
