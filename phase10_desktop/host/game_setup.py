"""Who plays and under which rules: the set-up a new game is started from.

A :class:`GameConfig` is what the new-game dialog produces, what settings
remember as the next game's defaults, and what every save file carries next to
the engine state (the engine knows names and rules, but not which seat is the
person at the keyboard nor how strong each bot is). Because it is read back from
files a player can edit, :meth:`GameConfig.from_dict` checks everything and says
plainly what is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import STANDARD_RULES, Game, RuleSet
from ..engine.fair_deal import MAX_DEAL_NUMBER
from ..engine.seats import MAX_NAME_LENGTH
from ..engine.values import value_class
from .players import BOT, HUMAN, LocalPlayer

__all__ = [
    "HUMAN_SEAT",
    "LEVELS",
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "MAX_SEED",
    "MIN_PLAYERS",
    "GameConfig",
    "SeatConfig",
]

#: Bot levels a player can choose (the bots package also has a "random" level,
#: a baseline for tests, which is not offered).
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
MIN_PLAYERS = 2
MAX_PLAYERS = 6
#: The person at the keyboard always sits at seat 0, so the table can put them
#: at the bottom without a lookup.
HUMAN_SEAT = 0
#: Seeds are what ``Game.new`` draws itself (0 to 2**63 - 1), so any seed a game
#: reports can be typed back in to replay it; names stop where the engine's do
#: (``MAX_NAME_LENGTH``, which also keeps them whole on the seat labels).
MAX_SEED = MAX_DEAL_NUMBER


@value_class
class SeatConfig:
    """One seat: the name shown at the table, the bot level, and whether a person plays it.

    ``level`` is kept for the human seat too (ignored there) so that every seat
    has the same shape in files.
    """

    name: str
    level: str
    human: bool

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise ValueError(f"a player's name must be text, not {self.name!r}")
        name = " ".join(self.name.split())
        if not name:
            raise ValueError("every player needs a name")
        if len(name) > MAX_NAME_LENGTH:
            raise ValueError(
                f"the name {name!r} is longer than {MAX_NAME_LENGTH} characters; shorten it"
            )
        object.__setattr__(self, "name", name)
        if self.level not in LEVELS:
            raise ValueError(
                f"unknown level {self.level!r} for {name}: choose one of {', '.join(LEVELS)}"
            )
        if not isinstance(self.human, bool):
            raise ValueError(f"'human' must be true or false for {name}, not {self.human!r}")

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "level": self.level, "human": self.human}

    @staticmethod
    def from_dict(data: Any) -> SeatConfig:
        """Read a seat back; a missing, unknown or ill-typed field raises ValueError."""
        if not isinstance(data, Mapping):
            raise ValueError("each seat must be an object with name, level and human")
        _check_keys(data, {"name", "level", "human"}, "a seat")
        return SeatConfig(name=data["name"], level=data["level"], human=data["human"])


@value_class
class GameConfig:
    """Seats (seat 0 is the person playing; more people at one screen play "pass and
    play"), rules, the seed (None: a random deal), and whether it is a practice game
    (undo back to any point; kept out of win rates)."""

    seats: tuple[SeatConfig, ...]
    rules: RuleSet = STANDARD_RULES
    seed: int | None = None
    practice: bool = False

    def __post_init__(self) -> None:
        seats = tuple(self.seats)
        object.__setattr__(self, "seats", seats)
        if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
            raise ValueError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(seats)}")
        if not all(isinstance(s, SeatConfig) for s in seats):
            raise ValueError("every seat must be a SeatConfig")
        if not seats[HUMAN_SEAT].human:
            raise ValueError("the first seat must be a person: the human player")
        seen: dict[str, str] = {}
        for seat in seats:
            key = seat.name.casefold()
            if key in seen:
                raise ValueError(
                    f"two players are called {seat.name!r}; give each a different name"
                )
            seen[key] = seat.name
        if not isinstance(self.rules, RuleSet):
            raise ValueError("rules must be a RuleSet")
        if self.seed is not None and (
            isinstance(self.seed, bool)
            or not isinstance(self.seed, int)
            or not 0 <= self.seed <= MAX_SEED
        ):
            raise ValueError(
                f"the seed must be a whole number from 0 to {MAX_SEED}, or empty, not {self.seed!r}"
            )
        if not isinstance(self.practice, bool):
            raise ValueError(f"'practice' must be true or false, not {self.practice!r}")

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def levels(self) -> tuple[str, ...]:
        return tuple(s.level for s in self.seats)

    @property
    def people(self) -> tuple[int, ...]:
        """The seats people play (more than one: pass and play at one screen)."""
        return tuple(i for i, s in enumerate(self.seats) if s.human)

    def who_plays(self, *, bots_play_people: bool = False) -> tuple[LocalPlayer, ...]:
        """Who plays each seat, for the game's host: a person, or the seat's bot. With
        ``bots_play_people`` (the self-test, demos) every person is away, so the host's
        stand-in plays for them."""
        return tuple(
            LocalPlayer(HUMAN, away=bots_play_people) if s.human else LocalPlayer(BOT, s.level)
            for s in self.seats
        )

    def new_game(self, *, deal: bool = True) -> Game:
        """A game with this set-up (a random seed when ``seed`` is None), its record
        marked with the seats' levels and the practice flag.

        ``deal=False`` is the table's game: it waits in the "deal" stage before every
        round with the deck's commitment fixed (``Game.deal``), so the player can see
        its fingerprint and cut it.
        """
        game = Game.new(self.players, seed=self.seed, rules=self.rules, names=self.names, deal=deal)
        assert game.record is not None
        game.record.levels = tuple("human" if s.human else s.level for s in self.seats)
        game.record.practice = self.practice
        return game

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data for saves and settings."""
        return {
            "seats": [s.to_dict() for s in self.seats],
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "practice": self.practice,
        }

    @staticmethod
    def from_dict(data: Any) -> GameConfig:
        """Inverse of :meth:`to_dict`; anything malformed raises ValueError saying what."""
        if not isinstance(data, Mapping):
            raise ValueError("a game set-up must be an object with seats, rules and seed")
        # "practice" came later: set-ups saved before it are not practice games
        _check_keys(data, {"seats", "rules", "seed"}, "a game set-up", optional={"practice"})
        seats = data["seats"]
        if not isinstance(seats, list):
            raise ValueError("'seats' must be a list of players")
        parsed = tuple(SeatConfig.from_dict(s) for s in seats)
        try:
            rules = RuleSet.from_dict(data["rules"])
        except (TypeError, ValueError) as exc:
            raise ValueError(f"the rules are not valid: {exc}") from exc
        return GameConfig(
            seats=parsed, rules=rules, seed=data["seed"], practice=data.get("practice", False)
        )


def _check_keys(
    data: Mapping[str, Any],
    expected: set[str],
    what: str,
    optional: frozenset[str] | set[str] = frozenset(),
) -> None:
    missing = sorted(expected - set(data))
    if missing:
        raise ValueError(f"{what} is missing {', '.join(repr(k) for k in missing)}")
    unknown = sorted(str(k) for k in set(data) - expected - optional)
    if unknown:
        raise ValueError(f"{what} has unknown field(s) {', '.join(repr(k) for k in unknown)}")
