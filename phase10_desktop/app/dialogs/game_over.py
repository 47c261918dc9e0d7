"""The game-over screen: the winner, why they won, and where everyone finished.

The engine's reason ("Lucía completed the final phase") is shown translated;
when the winner was decided by a tie-break round (R8.3) the screen says so,
because otherwise a player who tied on points would not understand why the
other player won.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from phase10_desktop.engine import Game, GameEnded, PlayerView, phases_completed
from phase10_desktop.engine.seats import progress_is_phases_laid, standings

from ...host.game_setup import HUMAN_SEAT
from ...presentation.wording import fill, game_end_reason, join_names
from ..parts.dialog_fit import FittedDialog
from ..parts.dialog_parts import ReadingTable, header, hint_label

__all__ = ["GameOverDialog"]


class GameOverDialog(FittedDialog):
    """Announces the winner; "New game" or "Close".

    After the dialog finishes, :attr:`choice` is ``"new_game"`` or ``"close"``
    (``new_game_chosen`` is the same as a bool), so the window can open the
    new-game dialog without the two dialogs knowing each other.

    At a table server (``table``: its name), the host is offered Play again (another
    game at the same table, everyone in the same seat: ``"again"``) and everyone Leave
    the table (``"leave"``); a player who is not the host is told that the host may
    play again, and asked then.
    """

    NEW_GAME = "new_game"
    CLOSE = "close"
    AGAIN = "again"
    LEAVE = "leave"

    def __init__(
        self,
        game: Game | PlayerView,
        ended: GameEnded,
        parent: QWidget | None = None,
        *,
        human_seat: int | None = HUMAN_SEAT,
        table: str | None = None,
        host: bool = False,
        host_name: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("GameOverDialog")
        self.game = game
        self.ended = ended
        self.choice: str | None = None
        names = game.names
        winner = ended.winner

        if human_seat is not None and winner == human_seat:
            title = self.tr("You win!")
        else:
            title = fill(self.tr("%1 wins!"), names[winner])
        self.setWindowTitle(self.tr("Game over"))
        top, self.title_label, self.reason_label = header(title, game_end_reason(ended, names))
        self.reason_label.setForegroundRole(QPalette.ColorRole.WindowText)
        reason_font = QFont(self.font())
        reason_font.setPointSizeF(reason_font.pointSizeF() * 1.15)
        self.reason_label.setFont(reason_font)

        self.tiebreak_label = hint_label()
        if self.tiebreak_played():
            tied = [names[s] for s in game.active]
            self.tiebreak_label.setText(
                fill(
                    self.tr(
                        "%1 completed the last phase with the same lowest score, so a "
                        "tie-break round with the final phase decided the game: the first "
                        "to lay it down won."
                    ),
                    join_names(tied),
                )
            )
        self.tiebreak_label.setVisible(self.tiebreak_played())

        order = standings(game)
        self.table = ReadingTable(
            (self.tr("Place"), self.tr("Player"), self.tr("Phase reached"), self.tr("Score")),
            [names[s] for s in order],
        )
        self.table.setObjectName("standings")
        self.table.setAccessibleName(self.tr("Game over"))
        self._fill_standings(order)

        buttons = QDialogButtonBox()
        #: at a table: the host's Play again, and everyone's Leave the table
        self.again_button: QPushButton | None = None
        self.leave_button: QPushButton | None = None
        self.table_note = hint_label()
        self.table_note.setVisible(table is not None)
        self.new_game_button: QPushButton | None = None
        if table is None:
            self.new_game_button = buttons.addButton(
                self.tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            self.new_game_button.setAccessibleName(self.tr("Start a new game"))
            default: QPushButton | None = self.new_game_button
        else:
            self.leave_button = buttons.addButton(
                self.tr("Leave the table"), QDialogButtonBox.ButtonRole.DestructiveRole
            )
            self.leave_button.clicked.connect(lambda: self._choose(self.LEAVE))
            if host:
                self.again_button = buttons.addButton(
                    self.tr("Play again"), QDialogButtonBox.ButtonRole.AcceptRole
                )
                self.again_button.setAccessibleName(
                    self.tr("Play again at this table with the same people")
                )
                self.table_note.setText(
                    self.tr(
                        "Play again starts another game at this table, with everyone "
                        "still here, each in the same seat."
                    )
                )
                default = self.again_button
            else:
                self.table_note.setText(
                    fill(
                        self.tr(
                            "%1 may start another game at this table, with everyone still "
                            "here: you will be asked whether you play."
                        ),
                        host_name or self.tr("The host"),
                    )
                )
                default = None
        self.close_button = buttons.addButton(
            self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.close_button.setAccessibleName(self.tr("Close this window"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(12)
        layout.addWidget(top)
        layout.addWidget(self.tiebreak_label)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.table_note)
        layout.addWidget(buttons)
        # Enter means "New game" (at a table: Play again, or Close) from anywhere, the
        # table included (set once the button is in the dialog, or Qt picks the first
        # button in the Tab order).
        (default or self.close_button).setDefault(True)
        self.table.setFocus()

    def tiebreak_played(self) -> bool:
        """True if a tie-break round (R8.3) was dealt in this game."""
        return self.game.tiebreak or any(r.tiebreak for r in self.game.history)

    @property
    def new_game_chosen(self) -> bool:
        return self.choice == self.NEW_GAME

    def accept(self) -> None:
        if self.choice is None:
            self.choice = self.NEW_GAME if self.again_button is None else self.AGAIN
        super().accept()

    def _choose(self, choice: str) -> None:
        self.choice = choice
        super().accept()

    def reject(self) -> None:
        if self.choice is None:
            self.choice = self.CLOSE
        super().reject()

    def _reached(self, seat: int) -> str:
        g = self.game
        last = len(g.rules.phases)
        done = phases_completed(g, seat)
        if done >= last:
            return self.tr("All %n phases", "", last)
        if progress_is_phases_laid(g.rules):
            return fill(self.tr("%1 of %2 phases"), done, last)
        return fill(self.tr("Phase %1"), g.phase_no[seat])

    def _fill_standings(self, order: list[int]) -> None:
        """One row per player, best first, read as "1st, Lucía, the winner, all 10
        phases, 125 points"."""
        g = self.game
        self.rows: list[tuple[QTableWidgetItem, ...]] = []
        for row, seat in enumerate(order):
            won = seat == self.ended.winner
            name = g.names[seat]
            cells = (
                self.table.set_cell(row, 0, fill(self.tr("%1."), row + 1), bold=won),
                self.table.set_cell(
                    row,
                    1,
                    name,
                    spoken=fill(self.tr("%1, the winner"), name) if won else "",
                    bold=won,
                ),
                self.table.set_cell(row, 2, self._reached(seat), bold=won),
                self.table.set_cell(
                    row,
                    3,
                    str(g.scores[seat]),
                    spoken=self.tr("%n points", "", g.scores[seat]),
                    bold=won,
                    trailing=True,
                ),
            )
            self.rows.append(cells)
        self.table.fit(stretch=1)
