"""The score sheet: a Qt table model over a game or a view, and the dialog showing it.

The engine changes its ``Game`` in place, so a model cannot compare "before"
and "after" by looking at the game. The model therefore keeps a *snapshot* of
what its views currently show and, on :meth:`refresh`, diffs the new snapshot
against it to emit precise signals (rows inserted for new rounds, dataChanged
for cells that changed). Views then keep their scroll position and selection,
and screen readers are told only about what really changed. The side panel's
model of the same facts, one row per player, is :mod:`.phase_progress`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QGuiApplication, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from phase10_desktop.engine import Game, PlayerView, phases_completed
from phase10_desktop.engine.seats import progress_is_phases_laid

from ...engine.values import value_class
from ...presentation.wording import fill, phase_label
from ..parts.dialog_fit import FittedDialog
from ..parts.dialog_parts import RowsView, header, hint_label
from ..parts.phase_progress import LAID_MARK, OUT_MARK, SKIP_MARK

__all__ = [
    "LAID_MARK",
    "OUT_MARK",
    "SKIP_MARK",
    "ScoreSheetDialog",
    "ScoreSheetModel",
]

_Index = QModelIndex | QPersistentModelIndex
_CENTER = int(Qt.AlignmentFlag.AlignCenter)


def _reached_text(game: Game | PlayerView, seat: int) -> str:
    """How far a seat has got: its phase number, "k of N" in any-order games, or finished."""
    last = len(game.rules.phases)
    done = phases_completed(game, seat)
    if done >= last:
        return QCoreApplication.translate("ScoreSheet", "Finished")
    if progress_is_phases_laid(game.rules):
        return fill(QCoreApplication.translate("ScoreSheet", "%1 of %2"), done, last)
    return str(game.phase_no[seat])


# --------------------------------------------------------------------- score sheet
@value_class
class _Line:
    """One round of the sheet as shown."""

    round_no: int
    tiebreak: bool
    #: points added per seat (None: no points scored, e.g. a tie-break round)
    points: tuple[int | None, ...]
    laid: tuple[int | None, ...]
    went_out: int | None


@value_class
class _Sheet:
    names: tuple[str, ...]
    lines: tuple[_Line, ...]
    totals: tuple[int, ...]
    reached: tuple[str, ...]
    winner: int | None
    any_order: bool
    labels: tuple[str, ...]


class ScoreSheetModel(QAbstractTableModel):
    """Columns are players; rows are rounds, then "Total", then "Phase reached".

    A round cell shows the points added that round, "✓" if the player made
    their phase and "★" if they went out; the custom roles give the raw facts
    to delegates and tests.
    """

    PointsRole = int(Qt.ItemDataRole.UserRole) + 1
    LaidPhaseRole = int(Qt.ItemDataRole.UserRole) + 2
    WentOutRole = int(Qt.ItemDataRole.UserRole) + 3
    #: "round", "tiebreak", "total" or "phase"
    RowKindRole = int(Qt.ItemDataRole.UserRole) + 4

    FOOTER_ROWS = 2

    def __init__(
        self, parent: QObject | None = None, *, game: Game | PlayerView | None = None
    ) -> None:
        super().__init__(parent)
        self._game: Game | PlayerView | None = None
        self._sheet: _Sheet | None = None
        if game is not None:
            self.set_game(game)

    # ------------------------------------------------------------ feeding
    def game(self) -> Game | PlayerView | None:
        return self._game

    def set_game(self, game: Game | PlayerView | None) -> None:
        """Show another game (or none): a full reset, since nothing carries over."""
        self.beginResetModel()
        self._game = game
        self._sheet = self._snapshot()
        self.endResetModel()

    def refresh(self) -> None:
        """Bring the views up to date after the game moved on.

        New rounds are announced as inserted rows and the footer as changed
        data; anything else (a different game in the same object, a history
        that shrank) falls back to a reset.
        """
        new = self._snapshot()
        old = self._sheet
        if (
            old is None
            or new is None
            or old.names != new.names
            or old.labels != new.labels
            or new.lines[: len(old.lines)] != old.lines
        ):
            self.beginResetModel()
            self._sheet = new
            self.endResetModel()
            return
        added = len(new.lines) - len(old.lines)
        if added:
            first = len(old.lines)
            self.beginInsertRows(QModelIndex(), first, first + added - 1)
            # The footer keeps its old values until dataChanged announces the new ones.
            self._sheet = replace(old, lines=new.lines)
            self.endInsertRows()
        footer_changed = (old.totals, old.reached, old.winner) != (
            new.totals,
            new.reached,
            new.winner,
        )
        self._sheet = new
        if footer_changed:
            first_footer = len(new.lines)
            self.dataChanged.emit(
                self.index(first_footer, 0),
                self.index(first_footer + self.FOOTER_ROWS - 1, len(new.names) - 1),
            )
        if old.winner != new.winner:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(new.names) - 1)

    def _snapshot(self) -> _Sheet | None:
        g = self._game
        if g is None:
            return None
        lines = [
            _Line(
                r.round_no,
                r.tiebreak,
                tuple(None if r.tiebreak else p for p in r.points),
                tuple(r.laid),
                r.went_out,
            )
            for r in g.history
        ]
        # A tie-break won by laying the final phase ends the game mid-round, so the
        # engine records no RoundResult for it; show it anyway, it decided the game.
        if g.winner is not None and g.tiebreak and (not lines or lines[-1].round_no != g.round_no):
            lines.append(_Line(g.round_no, True, (None,) * g.players, tuple(g.laid_phase), None))
        return _Sheet(
            names=tuple(g.names),
            lines=tuple(lines),
            totals=tuple(g.scores),
            reached=tuple(_reached_text(g, s) for s in range(g.players)),
            winner=g.winner,
            any_order=g.rules.order == "any",
            labels=tuple(phase_label(p) for p in g.rules.phases),
        )

    # ------------------------------------------------------------ Qt model API
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._sheet is None:
            return 0
        return len(self._sheet.lines) + self.FOOTER_ROWS

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._sheet is None:
            return 0
        return len(self._sheet.names)

    def _row_kind(self, row: int) -> str:
        assert self._sheet is not None
        lines = len(self._sheet.lines)
        if row < lines:
            return "tiebreak" if self._sheet.lines[row].tiebreak else "round"
        return "total" if row == lines else "phase"

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        sheet = self._sheet
        if sheet is None or not index.isValid():
            return None
        row, seat = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= seat < len(sheet.names)):
            return None
        kind = self._row_kind(row)
        if role == self.RowKindRole:
            return kind
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _CENTER
        if role == Qt.ItemDataRole.BackgroundRole and kind in ("total", "phase"):
            # Set the summary rows apart, in the theme's own colours.
            return QGuiApplication.palette().brush(QPalette.ColorRole.Button)
        if kind == "total":
            return self._total_data(sheet, seat, role)
        if kind == "phase":
            return self._phase_data(sheet, seat, role)
        return self._round_data(sheet, sheet.lines[row], seat, role)

    def _round_data(self, sheet: _Sheet, line: _Line, seat: int, role: int) -> Any:
        points = line.points[seat]
        laid = line.laid[seat]
        out = line.went_out == seat
        if role == self.PointsRole:
            return points
        if role == self.LaidPhaseRole:
            return laid
        if role == self.WentOutRole:
            return out
        if role == Qt.ItemDataRole.DisplayRole:
            marks = ""
            if laid is not None:
                marks += f"{LAID_MARK}{laid}" if sheet.any_order else LAID_MARK
            if out:
                marks += OUT_MARK
            shown = "–" if points is None else str(points)
            return f"{shown} {marks}" if marks else shown
        if role == Qt.ItemDataRole.FontRole and out:
            font = QFont()
            font.setBold(True)
            return font
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._describe_round(sheet, line, seat)
        return None

    def _describe_round(self, sheet: _Sheet, line: _Line, seat: int) -> str:
        name = sheet.names[seat]
        sentences: list[str] = []
        points = line.points[seat]
        if points is None:
            sentences.append(
                fill(self.tr("Tie-break round %1: no points are scored."), line.round_no)
            )
        else:
            sentences.append(
                fill(self.tr("%1 scored %n points in round %2.", "", points), name, line.round_no)
            )
        laid = line.laid[seat]
        if laid is not None and 1 <= laid <= len(sheet.labels):
            sentences.append(
                fill(self.tr("%1 made phase %2: %3."), name, laid, sheet.labels[laid - 1])
            )
        if line.went_out == seat:
            sentences.append(fill(self.tr("%1 went out."), name))
        return " ".join(sentences)

    def _total_data(self, sheet: _Sheet, seat: int, role: int) -> Any:
        total = sheet.totals[seat]
        if role in (Qt.ItemDataRole.DisplayRole, self.PointsRole):
            return total if role == self.PointsRole else str(total)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return fill(self.tr("%1 has %n points in total.", "", total), sheet.names[seat])
        return None

    def _phase_data(self, sheet: _Sheet, seat: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return sheet.reached[seat]
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return fill(self.tr("%1: phase reached %2."), sheet.names[seat], sheet.reached[seat])
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        sheet = self._sheet
        if sheet is None or section < 0:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if section >= len(sheet.names):
                return None
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                return sheet.names[section]
            if role == Qt.ItemDataRole.FontRole and sheet.winner == section:
                font = QFont()
                font.setBold(True)
                return font
            return None
        if section >= self.rowCount():
            return None
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return None
        kind = self._row_kind(section)
        if kind == "total":
            return self.tr("Total")
        if kind == "phase":
            return self.tr("Phase reached")
        line = sheet.lines[section]
        if kind == "tiebreak":
            return self.tr("Tie-break")
        return fill(self.tr("Round %1"), line.round_no)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


# --------------------------------------------------------------------- dialog
class ScoreSheetDialog(FittedDialog):
    """The score sheet in a window: every round's points, totals and phases reached.

    Give it a game (it builds its own model) or share a live
    :class:`ScoreSheetModel` so the sheet follows the game while it stays open.
    """

    MAX_TABLE_HEIGHT = 420
    #: "Replay…" was pressed for this round
    replay_requested = Signal(int)

    def __init__(
        self,
        game: Game | PlayerView | None = None,
        parent: QWidget | None = None,
        *,
        model: ScoreSheetModel | None = None,
        finished_rounds: list[int] | None = None,
    ) -> None:
        """``game`` is a game, or what the player's seat sees of it (the table's view);
        ``finished_rounds`` are the rounds offered for replay (a game's own record's
        finished rounds when not given)."""
        super().__init__(parent)
        self.setObjectName("ScoreSheetDialog")
        self.setWindowTitle(self.tr("Score sheet"))
        if model is None:
            model = ScoreSheetModel(self, game=game)
        elif game is not None and model.game() is not game:
            model.set_game(game)
        self.model = model

        top, self.title_label, self.subtitle_label = header(self.tr("Score sheet"), " ")
        self.table = RowsView(self.MAX_TABLE_HEIGHT)
        self.table.setModel(model)
        self.table.setObjectName("scoreTable")
        self.table.setAccessibleName(self.tr("Score sheet"))
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setTabKeyNavigation(False)  # arrows walk the cells; Tab leaves the table
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setMinimumSectionSize(80)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 12)
        self.table.verticalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
        )

        legend = hint_label(
            fill(
                self.tr(
                    "%1 made their phase that round   %2 went out   "
                    "Points are penalties: the lowest total is best."
                ),
                LAID_MARK,
                OUT_MARK,
            )
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        # any finished round can be watched again, every hand face up
        if finished_rounds is None:
            record = getattr(game, "record", None)
            finished_rounds = [r.round_no for r in record.rounds if r.finished] if record else []
        finished = finished_rounds
        self.round_choice = QComboBox()
        self.round_choice.setAccessibleName(self.tr("Round to replay"))
        for n in finished:
            self.round_choice.addItem(fill(self.tr("Round %1"), n), n)
        self.replay_button = buttons.addButton(
            self.tr("Replay…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.replay_button.setToolTip(self.tr("Watch the chosen round again, every hand shown"))
        self.replay_button.clicked.connect(
            lambda: self.replay_requested.emit(int(self.round_choice.currentData()))
        )
        for w in (self.round_choice, self.replay_button):
            w.setVisible(bool(finished))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(10)
        layout.addWidget(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(legend)
        # a screen reader on Linux names a combo box by its label (its buddy)
        round_label = QLabel(self.tr("&Watch:"))
        round_label.setBuddy(self.round_choice)
        if not finished:
            round_label.hide()  # nothing to watch yet
        row = QHBoxLayout()
        row.addWidget(round_label)
        row.addWidget(self.round_choice)
        row.addWidget(buttons, 1)
        layout.addLayout(row)

        model.modelReset.connect(self._update_subtitle)
        model.rowsInserted.connect(self._update_subtitle)
        self._update_subtitle()
        # Focus starts on Close (Enter/Escape close the sheet); Tab moves into the
        # table for reading cell by cell.
        self.close_button.setDefault(True)
        self.close_button.setFocus()
        self.resize(self._preferred_width(), 300)
        self._fit_table_height()

    def refresh(self) -> None:
        """Follow the game after it moved on (the model diffs and signals the table)."""
        self.model.refresh()
        self._update_subtitle()
        self._fit_table_height()

    def _fit_table_height(self) -> None:
        """Tall enough for every row up to a screenful (longer games scroll): the
        table's wish changes with its rows."""
        self.table.updateGeometry()

    def _preferred_width(self) -> int:
        return max(520, 140 + 110 * max(1, self.model.columnCount()))

    def _update_subtitle(self) -> None:
        game = self.model.game()
        if game is None:
            text = ""
        elif game.winner is not None:
            text = self.tr("Final scores after %n rounds.", "", len(game.history))
        elif not game.history:
            text = self.tr("No round has been scored yet.")
        else:
            text = fill(self.tr("After round %1."), game.history[-1].round_no)
        self.subtitle_label.setText(text)
        self.subtitle_label.setVisible(bool(text))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.model.rowCount():
            self.table.scrollToBottom()
