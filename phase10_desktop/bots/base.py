"""What every computer opponent shares: the :class:`Bot` protocol and a safe caller.

A bot is handed a :class:`~phase10_desktop.engine.PlayerView` and nothing else,
so it cannot cheat. Its randomness is derived from its own seed *and* the view
(see :func:`decision_rng`), which makes every decision a pure function of what
the seat can see: replays, save/resume and the honesty tests all rely on that.

A table must never stall because a bot misbehaves, so callers go through
:func:`safe_choose`, which checks the answer with the engine and falls back to a
plain legal move (logged) when the bot raises or answers illegally.
"""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from ..engine import Discard, Draw, Hit, LayDown, PlayerView, card_token
from ..engine.actions import Action

if TYPE_CHECKING:
    from ..engine import Game

log = logging.getLogger(__name__)

ACTION_TYPES = (Draw, LayDown, Hit, Discard)


@runtime_checkable
class Bot(Protocol):
    """A computer opponent. ``choose`` may be called from a worker thread."""

    #: "random", "easy", "normal" or "hard"
    level: str
    seed: int

    @property
    def name(self) -> str: ...

    def choose(self, view: PlayerView) -> Action:
        """The action for ``view.seat``, whose turn it is."""
        ...


class BaseBot:
    """Seed handling and naming shared by the bots in this package."""

    level = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = int(seed)

    @property
    def name(self) -> str:
        return f"{self.level.capitalize()} bot"

    def rng(self, view: PlayerView) -> random.Random:
        return decision_rng(self.level, self.seed, view)

    def choose(self, view: PlayerView) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seed={self.seed}>"


def view_fingerprint(view: PlayerView) -> str:
    """A stable text naming this decision point, built from visible facts only.

    Two views that differ only in cards the seat cannot see give the same text,
    which is what makes a seeded bot honest and reproducible at once.
    """
    hand = ",".join(sorted(card_token(c) for c in view.hand))
    pile = ",".join(card_token(c) for c in view.discard_pile[-3:])
    return (
        f"{view.seat}|{view.round_no}|{len(view.history)}|{view.stage}|{view.turn}|"
        f"{len(view.discard_pile)}|{view.draw_count}|{sum(map(len, view.discarded))}|"
        f"{sum(len(g.cards) for gs in view.laid for g in gs)}|{hand}|{pile}"
    )


def decision_rng(level: str, seed: int, view: PlayerView) -> random.Random:
    """A generator for one decision; seeding with a str hashes it with SHA-512,
    which (unlike ``hash()``) is the same in every process."""
    return random.Random(f"{level}/{seed}/{view_fingerprint(view)}")


def fallback_action(view: PlayerView) -> Action:
    """A plain legal move that always exists on the seat's turn.

    Drawing from the draw pile, or discarding the costliest card, ends nothing
    badly and always moves the game on, which is all a fallback must do.
    """
    legal = view.legal_actions()
    if not legal:
        raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
    if view.stage == "draw":
        return Draw("pile") if Draw("pile") in legal else legal[0]
    discards = [a for a in legal if isinstance(a, Discard)]
    if not discards:
        return legal[0]
    return max(discards, key=lambda d: (not d.card.is_wild, d.card.points, -d.card.id))


def checked_choose(bot: Bot, view: PlayerView) -> tuple[Action, bool]:
    """Like :func:`safe_choose`, also saying whether the fallback was used."""
    who = f"{bot.name} (seat {view.seat})"
    try:
        action = bot.choose(view)
    except Exception:
        log.exception("%s raised; playing a fallback move", who)
        return fallback_action(view), True
    return checked_answer(view, action, who)


def checked_answer(view: PlayerView, action: object, who: str) -> tuple[Action, bool]:
    """``action`` if the engine accepts it for ``view``, else a logged fallback move.

    The one check every bot answer passes, wherever the bot thought (this thread,
    another process, a stand-in after a missed deadline), so whoever plays the
    answer never has to handle a refusal. Returns the move and whether it is
    the fallback.

    Raises:
        ValueError: ``view`` has no legal move at all (not the seat's turn).
    """
    if not isinstance(action, ACTION_TYPES):
        log.error("%s answered %r, which is not an action; playing a fallback move", who, action)
        return fallback_action(view), True
    why = view.problem(action)
    if why is not None:
        log.error("%s chose an illegal move %r (%s); playing a fallback move", who, action, why)
        return fallback_action(view), True
    return action, False


def safe_choose(bot: Bot, view: PlayerView) -> Action:
    """Ask ``bot`` for its move and make sure the answer is legal.

    A bot that raises, or answers something the engine refuses, is logged and
    replaced by :func:`fallback_action` so the game never stalls.
    """
    return checked_choose(bot, view)[0]


def play_turn(game: Game, bot: Bot) -> tuple[Action, list]:
    """Let ``bot`` make one move for the seat to move in ``game``; return it and its events.

    The game is only the referee here: the bot is shown ``game.view(seat)``.
    """
    view = game.view(game.turn)
    action = safe_choose(bot, view)
    return action, game.apply(action)
