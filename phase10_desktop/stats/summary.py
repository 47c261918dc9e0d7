"""The figures the Statistics window and ``phase10 stats`` show, from recorded games.

Everything is about the person playing (the seat marked human), and only about
*counted* games: games this program dealt from fresh seeds of its own, each deal
once, that were not practice games (see :mod:`.store`). Practice games (undo
allowed) say little about how one plays; a numbered game or a record's deals were
dealt by seeds someone could know in advance; a deal played again (a Save As copy)
was counted the first time. Those games are kept and shown as "not counted", and
games between bots only (no human seat) are left out. The window and the command line both print a
:class:`Summary`, so they cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import field

from ..engine import RuleSet
from ..engine.values import value_class
from .result import GameResult

__all__ = [
    "LEVEL_ORDER",
    "ROLLING_GAMES",
    "BestGame",
    "Filters",
    "GroupRow",
    "PhaseRow",
    "RoundRow",
    "Streaks",
    "Summary",
    "TimelinePoint",
    "summarize",
]

#: opponent levels in the order tables list them ("mixed": opponents of several levels)
LEVEL_ORDER: tuple[str, ...] = ("easy", "normal", "hard", "mixed")
#: the win rate over time is taken over this many games up to each game
ROLLING_GAMES = 10


@value_class
class Filters:
    """Which games count: None means any."""

    level: str | None = None
    players: int | None = None
    rules: RuleSet | None = None
    #: whose figures: the person of this name (games at one screen keep each person's);
    #: None is the first person of every game
    player: str | None = None

    def admits(self, game: GameResult) -> bool:
        return (
            game.seat_of(self.player) is not None
            and (self.level is None or game.opponent_level == self.level)
            and (self.players is None or game.players == self.players)
            and (self.rules is None or game.rules == self.rules)
        )


@value_class
class GroupRow:
    """Games and wins against one opponent level at one table size."""

    level: str
    players: int
    games: int
    wins: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@value_class
class TimelinePoint:
    """Game number ``number`` (1 = the first counted), when, whether it was won, and
    the share of wins over the last :data:`ROLLING_GAMES` games up to it."""

    number: int
    played_at: str
    won: bool
    rate: float


@value_class
class RoundRow:
    """The ``round_no``-th round of a game, over every counted game that had one."""

    round_no: int
    rounds: int
    points: int
    made: int

    @property
    def mean_points(self) -> float:
        return self.points / self.rounds if self.rounds else 0.0

    @property
    def made_rate(self) -> float:
        return self.made / self.rounds if self.rounds else 0.0


@value_class
class PhaseRow:
    """Rounds played on phase ``phase`` and in how many of them it was laid."""

    phase: int
    rounds: int
    made: int

    @property
    def rate(self) -> float:
        return self.made / self.rounds if self.rounds else 0.0


@value_class
class Streaks:
    longest_wins: int = 0
    longest_losses: int = 0
    #: the streak the last game is part of: positive wins, negative losses
    current: int = 0


@value_class
class BestGame:
    """The won game with the fewest points (fewer rounds, then the earlier, on a tie)."""

    played_at: str
    players: int
    opponent_level: str
    score: int
    rounds: int
    rules: RuleSet


@value_class(frozen=False)
class Summary:
    games: int = 0
    wins: int = 0
    #: practice games that matched the filters (kept out of every figure)
    practice_games: int = 0
    #: games that matched the filters but do not count, practice games included
    uncounted: int = 0
    groups: list[GroupRow] = field(default_factory=list)
    timeline: list[TimelinePoint] = field(default_factory=list)
    #: (month "YYYY-MM", games, wins), oldest first
    months: list[tuple[str, int, int]] = field(default_factory=list)
    by_round: list[RoundRow] = field(default_factory=list)
    by_phase: list[PhaseRow] = field(default_factory=list)
    rounds: int = 0
    points: int = 0
    phases_made: int = 0
    went_out: int = 0
    streaks: Streaks = field(default_factory=Streaks)
    best: BestGame | None = None

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def mean_points(self) -> float:
        """Points taken per round played."""
        return self.points / self.rounds if self.rounds else 0.0

    @property
    def made_rate(self) -> float:
        """Share of rounds in which the phase was laid."""
        return self.phases_made / self.rounds if self.rounds else 0.0


def _streaks(results: Sequence[bool]) -> Streaks:
    longest = {True: 0, False: 0}
    run, last = 0, None
    for won in results:
        run = run + 1 if won == last else 1
        last = won
        longest[won] = max(longest[won], run)
    current = 0 if last is None else (run if last else -run)
    return Streaks(longest[True], longest[False], current)


def summarize(games: Iterable[GameResult], filters: Filters | None = None) -> Summary:
    """The figures for ``games`` (oldest first) that ``filters`` admits."""
    filters = filters or Filters()
    chosen = [g for g in games if filters.admits(g)]
    counted = [g for g in chosen if g.counts]
    out = Summary(
        practice_games=sum(g.practice for g in chosen), uncounted=len(chosen) - len(counted)
    )
    out.games = len(counted)

    def won_by(g: GameResult) -> bool:
        return g.winner is not None and g.winner == g.seat_of(filters.player)

    out.wins = sum(won_by(g) for g in counted)

    groups: dict[tuple[str, int], list[int]] = {}
    months: dict[str, list[int]] = {}
    by_round: dict[int, list[int]] = {}
    by_phase: dict[int, list[int]] = {}
    results: list[bool] = []
    best_key: tuple[int, int, int] | None = None
    for number, g in enumerate(counted, start=1):
        won = won_by(g)
        results.append(won)
        cell = groups.setdefault((g.opponent_level, g.players), [0, 0])
        cell[0] += 1
        cell[1] += won
        month = months.setdefault(g.played_at[:7], [0, 0])
        month[0] += 1
        month[1] += won
        recent = results[-ROLLING_GAMES:]
        out.timeline.append(TimelinePoint(number, g.played_at, won, sum(recent) / len(recent)))
        me = g.seat_of(filters.player)
        assert me is not None
        ordinary = [r for r in g.rounds if not r.tiebreak]
        for i, r in enumerate(ordinary, start=1):
            made = r.laid[me] is not None
            row = by_round.setdefault(i, [0, 0, 0])
            row[0] += 1
            row[1] += r.points[me]
            row[2] += made
            out.rounds += 1
            out.points += r.points[me]
            out.phases_made += made
            out.went_out += r.went_out == me
            phase = r.phase[me]
            if phase is not None:
                cell = by_phase.setdefault(phase, [0, 0])
                cell[0] += 1
                cell[1] += made
        if won:
            key = (g.seats[me].score, len(ordinary), number)
            if best_key is None or key < best_key:
                best_key = key
                out.best = BestGame(
                    g.played_at, g.players, g.opponent_level, key[0], key[1], g.rules
                )

    def level_key(level: str) -> int:
        return LEVEL_ORDER.index(level) if level in LEVEL_ORDER else len(LEVEL_ORDER)

    out.groups = [
        GroupRow(level, players, games, wins)
        for (level, players), (games, wins) in sorted(
            groups.items(), key=lambda kv: (level_key(kv[0][0]), kv[0][1])
        )
    ]
    out.months = [(m, n, w) for m, (n, w) in sorted(months.items())]
    out.by_round = [RoundRow(i, n, p, m) for i, (n, p, m) in sorted(by_round.items())]
    out.by_phase = [PhaseRow(p, n, m) for p, (n, m) in sorted(by_phase.items())]
    out.streaks = _streaks(results)
    return out


def rule_sets(games: Iterable[GameResult]) -> list[RuleSet]:
    """The distinct rule sets the games were played with, most played first."""
    counts: dict[RuleSet, int] = {}
    for g in games:
        counts[g.rules] = counts.get(g.rules, 0) + 1
    return sorted(counts, key=lambda r: -counts[r])
