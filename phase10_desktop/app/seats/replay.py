"""A finished round played again, every hand face up: a seat the table shows read-only.

The Replay window shows a round of a record on the same table as a live game
(the same scene, layout, plates and animations), so a replay looks like the
game it replays. This seat feeds it: each step of the round (the deal, then
every move) with its events, the view of the seat the replay is watched from,
and every hand revealed. Stepping forward is told as a move (it animates as it
did in play); stepping back one step is told as a change to the earlier table
(the cards fly back); a jump opens the table at that step.

Only rounds the record says are over are ever built from a live game (their
seeds are revealed); a record from a file may show any dealt round.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine import Card, PlayerView, RoundEnded, RoundStarted
from ...engine.actions import Action
from ...engine.events import Event, has_event
from ...engine.record import HUMAN, Record
from ...engine.replay import replay
from ...engine.values import value_class
from ..table.seat import Opening, Seat, SeatInfo, Update

__all__ = ["ReplaySeat", "ReplayStep", "round_steps"]


@value_class
class ReplayStep:
    """The table after one step of a round (step 0 is the deal)."""

    #: who moved (the dealer for the deal)
    seat: int
    action: Action | None
    events: tuple[Event, ...]
    view: PlayerView
    hands: tuple[tuple[Card, ...], ...]


def watcher(record: Record) -> int:
    """The seat a record is watched from: its player's, else the first."""
    levels = record.levels or ()
    return levels.index(HUMAN) if HUMAN in levels else 0


def round_steps(record: Record, round_no: int) -> list[ReplayStep]:
    """Every step of round ``round_no`` of ``record``, from the deal to its last move."""
    you = watcher(record)
    steps: list[ReplayStep] = []
    for step in replay(record):
        if step.round_no < round_no:
            continue
        if step.round_no > round_no or (steps and has_event(step.events, RoundStarted)):
            break
        g = step.game
        steps.append(
            ReplayStep(
                step.seat,
                step.action,
                step.events,
                g.view(you),
                tuple(tuple(h) for h in g.hands),
            )
        )
    if not steps:
        raise ValueError(f"round {round_no} of the record was never dealt")
    return steps


class ReplaySeat(Seat):
    """Tells the table one step of a replayed round at a time."""

    def __init__(self, record: Record, round_no: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.you = watcher(record)
        self.steps = round_steps(record, round_no)
        self.position = -1
        levels = record.levels or ()
        self.seats = tuple(
            SeatInfo(
                name,
                None if i >= len(levels) or levels[i] == HUMAN else levels[i],
                i < len(levels) and levels[i] == HUMAN,
            )
            for i, name in enumerate(record.names)
        )

    def _ends_round(self, index: int) -> bool:
        return index >= 0 and has_event(self.steps[index].events, RoundEnded)

    def _revealed(self, step: ReplayStep) -> dict[int, tuple[Card, ...]]:
        return {s: h for s, h in enumerate(step.hands) if s != self.you}

    def show(self, index: int, *, animate: bool = True) -> None:
        """Put step ``index`` on the table: one step forward plays it, one back takes it
        back, anything else opens the table there."""
        index = max(0, min(index, len(self.steps) - 1))
        step = self.steps[index]
        if animate and index == self.position + 1 and index > 0:
            self.updated.emit(
                Update(step.seat, step.action, step.events, step.view, self._revealed(step))
            )
        elif animate and index == self.position - 1 and not self._ends_round(self.position):
            self.updated.emit(Update(-1, None, (), step.view, self._revealed(step)))
        else:
            self.opened.emit(
                Opening(
                    seat=self.you,
                    seats=self.seats,
                    view=step.view,
                    revealed=self._revealed(step),
                    read_only=True,
                )
            )
        self.position = index
