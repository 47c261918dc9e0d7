"""Rule questions about one seat that players, bots and screens all ask.

Which phases may a seat lay this round, who moves after it, how many phases has
it completed: each is answered here once, for a :class:`~phase10_desktop.engine.Game`
and a :class:`~phase10_desktop.engine.PlayerView` alike (they carry the same public
facts under the same names), so the bots, the simulator and the table ask the
engine instead of keeping copies of a rule that could drift from it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Collection, Sequence
from typing import Protocol

from .rules import RuleSet

__all__ = [
    "MAX_NAME_LENGTH",
    "ScoreLine",
    "Standing",
    "Table",
    "name_problem",
    "next_seat",
    "open_phase_numbers",
    "open_phases",
    "phases_by_round",
    "phases_completed",
    "phases_played",
    "progress_is_phases_laid",
    "standings",
]


#: The longest name a seat may have, in characters: a table plate shows it whole, and a
#: record or replay prints it on every line (a 3 MB name once made ``replay`` print 340 MB).
MAX_NAME_LENGTH = 20


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a seat's name, or None: a name is text of 1 to
    :data:`MAX_NAME_LENGTH` characters with no control character (a line break in a
    name could forge a line of a replay or a log)."""
    if not isinstance(name, str):
        return "a player's name must be text"
    if not name.strip():
        return "a player's name cannot be empty"
    if len(name) > MAX_NAME_LENGTH:
        return f"a player's name is at most {MAX_NAME_LENGTH} characters, not {len(name)}"
    if any(unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") for ch in name):
        return "a player's name cannot hold line breaks, tabs or other control characters"
    return None


class ScoreLine(Protocol):
    """What :func:`phases_by_round` reads of a score sheet line (a ``RoundResult``)."""

    @property
    def phases(self) -> Sequence[int | None]: ...
    @property
    def laid(self) -> Sequence[int | None]: ...
    @property
    def tiebreak(self) -> bool: ...


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


def progress_is_phases_laid(rules: RuleSet) -> bool:
    """Whether a seat's progress is the set of phases it has laid (R9.2: any order)
    rather than the phase it has reached (R4.1 in order; R9.3 everyone advances)."""
    return rules.order == "any" and not rules.all_advance


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
    if progress_is_phases_laid(table.rules):
        return len(table.completed[seat])
    return min(table.phase_no[seat] - 1, last)


def phases_played(table: Table, tiebreak: bool) -> tuple[int | None, ...]:
    """The phase each seat played for in the round now ending (None: not playing).

    In order (R4.1), and when everyone advances (R9.3), it is the phase each seat
    was on; in any order (R9.2) the phase it laid, if any; in a tie-break round
    (R8.3) the final phase, for the tied seats only.
    """
    last = len(table.rules.phases)
    seats = range(table.players)
    if tiebreak:
        return tuple(last if s in table.active else None for s in seats)
    if progress_is_phases_laid(table.rules):
        return tuple(table.laid_phase)
    return tuple(min(table.phase_no[s], last) for s in seats)


def phases_by_round(
    rules: RuleSet, players: int, history: Sequence[ScoreLine], active: Sequence[int]
) -> list[tuple[int | None, ...]]:
    """Each history line's phases, for a game saved before lines carried them.

    The score sheet alone tells it, the way the engine advances phases (R7.2,
    R9.3): in order, a seat moves on after a round in which it laid; with
    ``all_advance`` everyone moves on every round; a tie-break line (R8.3) is the
    final phase for the tied seats, which are the seats still ``active``.
    """
    last = len(rules.phases)
    on = [1] * players
    out: list[tuple[int | None, ...]] = []
    for r in history:
        if r.phases:
            out.append(tuple(r.phases))
        elif r.tiebreak:
            out.append(tuple(last if s in active else None for s in range(players)))
        elif progress_is_phases_laid(rules):
            out.append(tuple(r.laid))
        else:
            out.append(tuple(min(p, last) for p in on))
        if not r.tiebreak:
            for s in range(players):
                if rules.all_advance or r.laid[s] is not None:
                    on[s] += 1
    return out


class Standing(Table, Protocol):
    """What the final standings read besides a seat's phases."""

    @property
    def scores(self) -> Sequence[int]: ...
    @property
    def winner(self) -> int | None: ...


def standings(table: Standing) -> list[int]:
    """Seats from first to last place (R8): the winner, then the most phases
    completed, then the fewest points; a tie left after that goes by seat number."""
    seats = sorted(
        range(table.players), key=lambda s: (-phases_completed(table, s), table.scores[s], s)
    )
    if table.winner is not None and table.winner in seats:
        seats.remove(table.winner)
        seats.insert(0, table.winner)
    return seats
