"""Shared helpers for the statistics tests (imported by module name)."""

from __future__ import annotations

from dataclasses import replace

from phase10_desktop.engine import STANDARD_RULES, Game, RuleSet
from phase10_desktop.simulate import simple_policy
from phase10_desktop.stats import GameResult, RoundLine, SeatResult, StatsStore, result_of


def finished_game(players: int = 3, seed: int | None = 1, rules: RuleSet = STANDARD_RULES) -> Game:
    """A whole game played by the simple policy (whatever the seed deals; None: fresh
    seeds from the operating system, as the table deals)."""
    game = Game.new(players, seed=seed, rules=rules)
    while not game.game_over:
        game.apply(simple_policy(game, game.legal_actions()))
    return game


def played(
    players: int = 3,
    seed: int = 1,
    *,
    levels: tuple[str | None, ...] | None = None,
    practice: bool = False,
    played_at: str = "2025-03-01T20:00:00+01:00",
    rules: RuleSet = STANDARD_RULES,
) -> GameResult:
    """The statistics' record of :func:`finished_game`, seat 0 the person playing."""
    game = finished_game(players, seed, rules)
    levels = levels or (None, *("normal",) * (players - 1))
    return result_of(game, levels, 0, practice=practice, played_at=played_at)


def made_up(
    won: bool,
    *,
    level: str = "normal",
    players: int = 2,
    score: int = 100,
    rounds: int = 3,
    day: int = 1,
    month: int = 1,
    practice: bool = False,
    rules: RuleSet = STANDARD_RULES,
    points: int = 10,
    laid_every: int = 1,
) -> GameResult:
    """A game written out by hand, so the figures expected from it are known.

    Seat 0 (the person) takes ``points`` every round and lays its phase in every
    ``laid_every``-th round; it wins when ``won`` (seat 1 otherwise).
    """
    lines = []
    phase = 1
    for i in range(1, rounds + 1):
        laid = phase if i % laid_every == 0 else None
        lines.append(
            RoundLine(
                round_no=i,
                went_out=1,
                points=(points,) + (0,) * (players - 1),
                phase=(phase,) + (i,) * (players - 1),
                laid=(laid,) + (i,) * (players - 1),
            )
        )
        phase += laid is not None
    bots = [SeatResult(f"Bot {i}", level, False, 50, rounds) for i in range(1, players)]
    seats = (SeatResult("Me", None, True, score, phase - 1), *bots)
    return GameResult(
        played_at=f"2025-{month:02d}-{day:02d}T12:00:00+00:00",
        seats=seats,
        rules=rules,
        winner=0 if won else 1,
        rounds=tuple(lines),
        practice=practice,
        seed=day * 100 + month,
    )


def dealt_here(store: StatsStore, result: GameResult, *, practice: bool = False) -> GameResult:
    """``result`` as a game this program dealt: its deals (made up, one per round, unless
    it has real ones) noted in ``store`` the way the app notes each deal it deals, so
    that recording it counts it (unless it is a practice game)."""
    deals = result.deals or tuple(
        f"{abs(hash((result.played_at, result.seed))) % 16**16:016x}{r.round_no:048x}"
        for r in result.rounds
    )
    for d in deals:
        store.note_deal(d, result.setup, practice=practice or result.practice)
    return replace(result, deals=deals)


def record_counted(store: StatsStore, result: GameResult) -> bool:
    """Record ``result`` as a game dealt here (see :func:`dealt_here`)."""
    return store.record(dealt_here(store, result))
