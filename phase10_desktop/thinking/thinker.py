"""A bot seat's move for a game on this computer: which bot thinks where, and what is
played when it cannot answer in time.

:class:`Thinker` is the decision logic behind the window's bot thread, with no
Qt in it: it makes the bots of a game's seats, runs the Hard bot in its own
process (:mod:`.process`), and hands back a move the engine accepts for the
view it was asked about. When the process misses its deadline, the move is the
stand-in's (the game's host names it: the Normal bot), and a fresh process is
started for the next decision. Every call but :meth:`Thinker.close` runs in the
one thread that owns the thinker.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..engine import PlayerView
from ..engine.actions import Action

if TYPE_CHECKING:
    from ..bots.base import Bot
    from .process import ThinkerProcess

log = logging.getLogger(__name__)

__all__ = ["PROCESS_LEVELS", "Thinker"]

#: levels whose search is long enough to be worth a process of its own
PROCESS_LEVELS = frozenset({"hard"})


class Thinker:
    """The bots of one game's seats, and the Hard bot's process."""

    def __init__(self, stop: threading.Event, deadline: float | None = None) -> None:
        """``stop`` cancels a decision in progress (and every process start after it);
        ``deadline``: seconds the process has per decision (None: its default)."""
        self._stop = stop
        self._deadline = deadline
        self._bots: dict[tuple[int, str], Bot] = {}
        self._levels: dict[int, tuple[str, int]] = {}
        #: the Hard bot's process, made on first use (in the owning thread, so the bots
        #: and multiprocessing load while the window is already up)
        self.process: ThinkerProcess | None = None

    def _process(self) -> ThinkerProcess:
        if self.process is None:
            from .process import DEFAULT_DEADLINE, ThinkerProcess

            deadline = DEFAULT_DEADLINE if self._deadline is None else self._deadline
            self.process = ThinkerProcess(self._stop, deadline)
        return self.process

    def configure(self, levels: Mapping[int, tuple[str, int]]) -> None:
        """``levels``: {seat: (level, seed)} of the bots of a new or loaded game.

        The bots themselves are made when they first think (a new game's window is on
        screen sooner); only a Hard bot's process is started now, since its first move
        should not wait for a process to start."""
        self._levels = dict(levels)
        self._bots = {}
        if any(level in PROCESS_LEVELS for level, _ in self._levels.values()):
            try:
                self._process().start()  # spawn early: the first move does not wait for it
            except Exception:
                log.exception("could not start the bot process; bots will think in this thread")

    def _bot(self, seat: int, level: str) -> Bot:
        """The seat's bot of ``level`` (its own, or the stand-in), made at its first move."""
        bot = self._bots.get((seat, level))
        if bot is None:
            from ..bots.registry import make_bot

            seed = self._levels[seat][1]
            options = {"should_stop": self._stop} if level == "hard" else {}
            bot = self._bots[(seat, level)] = make_bot(level, seed, **options)
        return bot

    def decide(
        self, seat: int, view: PlayerView, stand_in: str | None = None
    ) -> tuple[Action, bool] | None:
        """The seat's checked move and whether the stand-in chose it (then call
        :meth:`restart`); None once stopping.

        Raises ValueError when the view has no legal move at all (not the seat's turn).
        """
        from ..bots.base import checked_answer, checked_choose
        from .process import DeadlineMissed

        level, seed = self._levels[seat]
        if level in PROCESS_LEVELS:
            try:
                answer = self._process().ask(level, seed, view)
            except DeadlineMissed as e:
                if stand_in is None:
                    log.warning("the %s bot at seat %d missed its deadline (%s)", level, seat, e)
                    answer = None
                else:
                    log.warning(
                        "the %s bot at seat %d missed its deadline (%s); playing the %s bot's "
                        "move and restarting its process",
                        level,
                        seat,
                        e,
                        stand_in,
                    )
                    return checked_choose(self._bot(seat, stand_in), view)[0], True
            except Exception:
                log.exception("the bot process failed; thinking in this thread instead")
                answer = None
            if self._stop.is_set():
                return None
            if answer is not None:
                who = f"the {level} bot's process (seat {seat})"
                return checked_answer(view, answer, who)[0], False
        action, fell_back = checked_choose(self._bot(seat, level), view)
        if fell_back:
            log.warning("bot at seat %d needed a fallback move", seat)
        return action, False

    def restart(self) -> None:
        """A fresh process for the next decision, after the stand-in played (called once
        the stand-in's move is on its way, so starting a process does not delay it)."""
        try:
            self._process().start()  # a fresh process for the seat's next decision
        except Exception:
            log.exception("could not restart the bot process")

    def close(self) -> None:
        """End the bot process (safe from any thread)."""
        if self.process is not None:
            self.process.close()
