"""The side panel's players table: each player's phase, score, laid phase and Skip.

Like the score sheet's model (:mod:`.score_sheet`), it keeps a snapshot of what its
views show and, on :meth:`PhaseProgressModel.refresh`, announces only the rows that
changed, so a screen reader hears what moved and nothing else. It lives apart from
the score sheet's dialog because the first window shows it at once, while the
dialog's widgets load when the score sheet is first opened.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from phase10_desktop.engine import Game, PlayerView, phases_completed

from ...engine.values import value_class
from ...presentation.wording import fill, phase_title

__all__ = ["LAID_MARK", "OUT_MARK", "SKIP_MARK", "PhaseProgressModel"]

#: Marks used in cells, here and in the score sheet; its legend explains them in words.
LAID_MARK = "✓"
OUT_MARK = "★"
SKIP_MARK = "⊘"

_Index = QModelIndex | QPersistentModelIndex
_CENTER = int(Qt.AlignmentFlag.AlignCenter)


@value_class
class _Progress:
    """One player's row of the players table."""

    name: str
    phase_text: str
    #: what the narrow column shows: the phase's number, "4/10" in any order, or ✓
    phase_short: str
    phase_number: int | None
    score: int
    laid: int | None
    skip: bool
    to_move: bool
    playing: bool


class PhaseProgressModel(QAbstractTableModel):
    """One row per player for the always-visible side panel.

    Columns: name, current phase ("3 · set of 4 + run of 4"), score, a mark if
    the phase is laid this round, a mark if a skip waits for them. The seat to
    move is bold; seats sitting out a tie-break round are shown disabled.
    """

    NAME, PHASE, SCORE, LAID, SKIP = range(5)
    COLUMNS = 5

    SeatRole = int(Qt.ItemDataRole.UserRole) + 1
    PhaseNumberRole = int(Qt.ItemDataRole.UserRole) + 2
    LaidRole = int(Qt.ItemDataRole.UserRole) + 3
    SkipRole = int(Qt.ItemDataRole.UserRole) + 4
    ToMoveRole = int(Qt.ItemDataRole.UserRole) + 5

    def __init__(self, parent: QObject | None = None, *, game: Game | None = None) -> None:
        super().__init__(parent)
        self._game: Game | PlayerView | None = None
        self._rows: tuple[_Progress, ...] = ()
        if game is not None:
            self.set_game(game)

    def game(self) -> Game | PlayerView | None:
        return self._game

    def set_game(self, game: Game | PlayerView | None) -> None:
        """Show a game, or what one seat sees of it (the table passes its player's view)."""
        self.beginResetModel()
        self._game = game
        self._rows = self._snapshot()
        self.endResetModel()

    def show(self, source: Game | PlayerView | None) -> None:
        """Follow a new state of the same game, announcing only the rows that changed."""
        self._game = source
        self.refresh()

    def refresh(self) -> None:
        """Announce the rows whose facts changed (cheap enough to call after every move)."""
        new = self._snapshot()
        old = self._rows
        if len(new) != len(old) or any(a.name != b.name for a, b in zip(old, new, strict=True)):
            self.beginResetModel()
            self._rows = new
            self.endResetModel()
            return
        self._rows = new
        changed = [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
        for i in changed:
            self.dataChanged.emit(self.index(i, 0), self.index(i, self.COLUMNS - 1))

    def _snapshot(self) -> tuple[_Progress, ...]:
        g = self._game
        if g is None:
            return ()
        last = len(g.rules.phases)
        rows = []
        for seat in range(g.players):
            any_order = g.rules.order == "any" and not g.tiebreak
            reached = g.current_phase(seat)
            number: int | None = None  # shown only while a seat is on one phase
            if any_order:
                done = phases_completed(g, seat)
                phase_text = (
                    self.tr("Finished")
                    if done >= last
                    else fill(self.tr("%1 of %2 phases done"), done, last)
                )
                phase_short = "✓" if done >= last else fill(self.tr("%1/%2"), done, last)
            elif reached > last:
                phase_text = self.tr("Finished")
                phase_short = "✓"
            else:
                number = reached
                phase_text = phase_title(number, g.rules.phases[number - 1])
                phase_short = str(number)
            rows.append(
                _Progress(
                    name=g.names[seat],
                    phase_text=phase_text,
                    phase_short=phase_short,
                    phase_number=number,
                    score=g.scores[seat],
                    laid=g.laid_phase[seat],
                    skip=g.pending_skip[seat],
                    to_move=g.stage in ("draw", "play") and g.turn == seat,
                    playing=seat in g.active,
                )
            )
        return tuple(rows)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        p = self._rows[index.row()]
        col = index.column()
        if role == self.SeatRole:
            return index.row()
        if role == self.PhaseNumberRole:
            return p.phase_number
        if role == self.LaidRole:
            return p.laid
        if role == self.SkipRole:
            return p.skip
        if role == self.ToMoveRole:
            return p.to_move
        if role == Qt.ItemDataRole.DisplayRole:
            if col == self.NAME:
                return p.name
            if col == self.PHASE:
                return p.phase_short
            if col == self.SCORE:
                return p.score
            if col == self.LAID:
                return LAID_MARK if p.laid is not None else ""
            if col == self.SKIP:
                return SKIP_MARK if p.skip else ""
            return None
        if role == Qt.ItemDataRole.FontRole and p.to_move:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col in (self.PHASE, self.SCORE, self.LAID, self.SKIP):
                return _CENTER
            return int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._describe(p, col)
        return None

    def _describe(self, p: _Progress, col: int) -> str:
        if col == self.NAME:
            if p.to_move:
                return fill(self.tr("%1, to play now."), p.name)
            return p.name
        if col == self.PHASE:
            return fill(self.tr("%1 is on phase %2."), p.name, p.phase_text)
        if col == self.SCORE:
            return fill(self.tr("%1 has %n points.", "", p.score), p.name)
        if col == self.LAID:
            if p.laid is None:
                return fill(self.tr("%1 has not laid a phase this round."), p.name)
            return fill(self.tr("%1 laid phase %2 this round."), p.name, p.laid)
        if p.skip:
            return fill(self.tr("%1 loses their next turn to a Skip."), p.name)
        return fill(self.tr("No Skip waits for %1."), p.name)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                self.tr("Player"),
                self.tr("Phase"),
                self.tr("Score"),
                self.tr("Laid"),
                self.tr("Skip"),
            )[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("Player"),
                self.tr("The phase each player is working on"),
                self.tr("Penalty points so far: the lowest is best"),
                self.tr("Made their phase this round"),
                self.tr("Loses their next turn to a Skip"),
            )[section]
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return Qt.ItemFlag.NoItemFlags
        if not self._rows[index.row()].playing:
            # Sitting out a tie-break round: shown greyed out by every view.
            return Qt.ItemFlag.ItemIsSelectable
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
