"""A finished game as the statistics keep it: plain data, no cards.

The statistics never need the cards of a game, only who sat where, how strong
the computer opponents were, the rules, and for every round each seat's points
and the phase it was working on and whether it laid it. :func:`result_of` reads
that from a finished :class:`~phase10_desktop.engine.Game`; the store keeps it,
the summary counts it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection, Sequence
from dataclasses import field
from datetime import datetime
from typing import Protocol

from ..engine import RuleSet
from ..engine.record import Record
from ..engine.seats import phases_by_round
from ..engine.values import value_class
from ..engine.view import RoundResult

__all__ = ["GameResult", "RoundLine", "SeatResult", "deal_setup", "now_text", "result_of"]


def deal_setup(levels: Sequence[str | None], human_seat: int | None, rules: RuleSet) -> str:
    """The set-up a deal is dealt for, as the statistics compare it: each seat's bot
    level (None for the person), which seat is the person, and the rules. A deal noted
    for one set-up does not count for a game claiming another (Easy opponents edited
    into Hard ones in a save, say)."""
    data = {
        "levels": [None if i == human_seat else level for i, level in enumerate(levels)],
        "human": human_seat,
        "rules": rules.to_dict(),
    }
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


@value_class(slots=True)
class SeatResult:
    """One seat at the end of a game."""

    name: str
    #: the bot level ("easy", "normal", "hard"); for the person playing, the level
    #: the set-up kept for that seat, or None
    level: str | None
    human: bool
    score: int
    #: phases completed
    phases: int


@value_class(slots=True)
class RoundLine:
    """One round: per seat, the points it took, the phase it was on, the phase it laid.

    ``phase`` is None for a seat sitting out a tie-break round, and when phases may
    be made in any order (R9.2), where the phase a seat was working on is its own
    secret; ``laid`` is None when the seat did not lay its phase.
    """

    round_no: int
    went_out: int | None
    points: tuple[int, ...]
    phase: tuple[int | None, ...]
    laid: tuple[int | None, ...]
    tiebreak: bool = False


@value_class(slots=True)
class GameResult:
    """Everything the statistics know about one finished game."""

    #: local date and time the game ended, ISO 8601 with the UTC offset
    played_at: str
    seats: tuple[SeatResult, ...]
    rules: RuleSet
    winner: int | None
    rounds: tuple[RoundLine, ...]
    #: a practice game (undo allowed): kept, but out of the win rates
    practice: bool = False
    seed: int | None = None
    #: whether the statistics count it: the store decides when it records the game
    #: (every deal this program's own, once; see :meth:`StatsStore.record`)
    counted: bool = field(default=True, compare=False)
    #: the commitments of the rounds it dealt, which the store counts it by
    deals: tuple[str, ...] = field(default=(), compare=False)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def human_seat(self) -> int | None:
        """The person playing (the first, when several played at one screen)."""
        return next((i for i, s in enumerate(self.seats) if s.human), None)

    @property
    def people(self) -> tuple[int, ...]:
        """Every seat a person played (more than one: pass and play at one screen)."""
        return tuple(i for i, s in enumerate(self.seats) if s.human)

    def seat_of(self, player: str | None) -> int | None:
        """The seat the person called ``player`` played (any case), or with None the first
        person's; None when no person of that name played this game."""
        if player is None:
            return self.human_seat
        key = player.casefold()
        return next((i for i in self.people if self.seats[i].name.casefold() == key), None)

    @property
    def counts(self) -> bool:
        """Whether its figures count: recorded as counted, and not a practice game."""
        return self.counted and not self.practice

    @property
    def setup(self) -> str:
        """The set-up its deals must have been noted for (:func:`deal_setup`)."""
        return deal_setup([s.level for s in self.seats], self.human_seat, self.rules)

    @property
    def opponent_level(self) -> str:
        """The computer opponents' level, or "mixed" when they differ."""
        levels = {s.level for s in self.seats if not s.human}
        level = levels.pop() if len(levels) == 1 else None
        return "mixed" if level is None else level

    @property
    def won(self) -> bool:
        """Whether the person playing won."""
        return self.winner is not None and self.winner == self.human_seat

    @property
    def fingerprint(self) -> str:
        """Names the game, not the moment it was recorded: the same finished game
        recorded twice (a resumed save that ended again) is kept once."""
        data = {
            "seed": self.seed,
            "seats": [(s.name, s.level, s.human, s.score) for s in self.seats],
            "rules": self.rules.to_dict(),
            "winner": self.winner,
            "rounds": [(r.round_no, r.went_out, r.points, r.laid, r.tiebreak) for r in self.rounds],
            "practice": self.practice,
        }
        text = json.dumps(data, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()


def now_text() -> str:
    """The current local time in the form :attr:`GameResult.played_at` uses."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


class FinishedGame(Protocol):
    """What the statistics read of a finished game: an engine ``Game``, or the final
    public facts of a game played at a table server (which has no ``Game`` here)."""

    @property
    def game_over(self) -> bool: ...
    @property
    def players(self) -> int: ...
    @property
    def names(self) -> Sequence[str]: ...
    @property
    def scores(self) -> Sequence[int]: ...
    @property
    def completed(self) -> Sequence[Collection[int]]: ...
    @property
    def rules(self) -> RuleSet: ...
    @property
    def history(self) -> Sequence[RoundResult]: ...
    @property
    def active(self) -> Sequence[int]: ...
    @property
    def record(self) -> Record | None: ...
    @property
    def winner(self) -> int | None: ...
    @property
    def seed(self) -> int | None: ...


def result_of(
    game: FinishedGame,
    levels: Sequence[str | None],
    human_seat: int | None,
    *,
    practice: bool = False,
    played_at: str | None = None,
    people: Sequence[int] = (),
) -> GameResult:
    """The statistics' record of a finished ``game``.

    ``levels`` names each seat's bot level (the engine does not know them),
    ``human_seat`` the person playing (None for a game between bots only) and
    ``people`` any more people who played at the same screen (pass and play): each
    person's figures are kept under their name (:meth:`GameResult.seat_of`).
    """
    if not game.game_over:
        raise ValueError("only a finished game goes into the statistics")
    if len(levels) != game.players:
        raise ValueError(f"{game.players} seats need {game.players} levels, not {len(levels)}")
    completed = [len(c) for c in game.completed]
    seats = tuple(
        SeatResult(
            game.names[s], levels[s], s == human_seat or s in people, game.scores[s], completed[s]
        )
        for s in range(game.players)
    )
    phases = phases_by_round(game.rules, game.players, game.history, game.active)
    rounds = tuple(
        RoundLine(r.round_no, r.went_out, tuple(r.points), phases[i], tuple(r.laid), r.tiebreak)
        for i, r in enumerate(game.history)
    )
    deals = (
        ()
        if game.record is None
        else tuple(r.commitment for r in game.record.rounds if r.dealt and r.commitment)
    )
    return GameResult(
        played_at=played_at or now_text(),
        seats=seats,
        rules=game.rules,
        winner=game.winner,
        rounds=rounds,
        practice=practice,
        seed=game.seed,
        deals=deals,
    )
