"""Rule questions about one seat that players, bots and screens all ask.

Which phases may a seat lay this round, who moves after it, how many phases has
it completed: each is answered here once, for a :class:`~phase10_desktop.engine.Game`
and a :class:`~phase10_desktop.engine.PlayerView` alike (they carry the same public
facts under the same names), so the bots, the simulator and the table ask the
engine instead of keeping copies of a rule that could drift from it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Protocol

from .rules import RuleSet

__all__ = ["Table", "next_seat", "open_phase_numbers", "open_phases", "phases_completed"]


class Table(Protocol):
    """The public facts these questions read; :class:`Game` and :class:`PlayerView` have them."""

    @property
    def players(self) -> int: ...
    @property
    def rules(self) -> RuleSet: ...
    @property
    def active(self) -> Sequence[int]: ...
    @property
    def laid_phase(self) -> Sequence[int | None]: ...
    @property
    def phase_no(self) -> Sequence[int]: ...
    @property
    def completed(self) -> Sequence[Collection[int]]: ...
    @property
    def tiebreak(self) -> bool: ...


def open_phase_numbers(
    rules: RuleSet, *, laid: bool, tiebreak: bool, phase_no: int, completed: Collection[int]
) -> list[int]:
    """The phase numbers a seat may lay this round, from its own facts.

    None once it has laid this round (R4.9: one phase per round); the final phase
    in a tie-break round (R8.3); any phase not yet completed when the order is free
    (R9.2); otherwise the phase it is on, if the game has such a phase (R4.1).
    """
    if laid:
        return []
    last = len(rules.phases)
    if tiebreak:
        return [last]
    if rules.order == "any":
        return [p for p in range(1, last + 1) if p not in completed]
    return [phase_no] if phase_no <= last else []


def open_phases(table: Table, seat: int) -> list[int]:
    """The phase numbers ``seat`` may lay this round (R4.9, R8.3, R9.2), whoever moves now.

    Whether it holds the cards is another question (``find_phase``); this is the
    one the lay-down slots, the bots' goals and the legality check share.
    """
    return open_phase_numbers(
        table.rules,
        laid=table.laid_phase[seat] is not None,
        tiebreak=table.tiebreak,
        phase_no=table.phase_no[seat],
        completed=table.completed[seat],
    )


def next_seat(table: Table, seat: int) -> int:
    """The seat that moves after ``seat`` (R2.1: clockwise, "left" is the next seat),
    passing over seats not playing this round (a tie-break, R8.3). Pending skips
    are not looked at: the skipped seat still comes next and loses that turn (R3.1),
    which is also why it is the only seat that could take ``seat``'s discard."""
    for step in range(1, table.players + 1):
        s = (seat + step) % table.players
        if s in table.active:
            return s
    return seat


def phases_completed(table: Table, seat: int) -> int:
    """How many of the game's phases ``seat`` has completed: the measure a game
    ends by (R8.1) and standings are ranked by.

    In order (R4.1), and when everyone advances every round (R9.3), that is how
    far the seat has moved on; in any order (R9.2) it is how many different
    phases it has laid.
    """
    last = len(table.rules.phases)
    if table.rules.order == "any" and not table.rules.all_advance:
        return len(table.completed[seat])
    return min(table.phase_no[seat] - 1, last)
