"""Thinking in another process, for bots whose search would hold the GIL for long.

The Hard bot searches in pure Python for up to a second per move. In a thread
of the GUI process it competes with the window for the GIL and animations
stutter; in a process of its own it competes for nothing. Requests and answers
are JSON (a view in, an action out) over a pipe: no pickled objects of ours.

This module imports no Qt, so the spawned child starts fast.
"""

from __future__ import annotations

import json
import logging
import multiprocessing as mp
import threading
from multiprocessing.connection import Connection
from typing import Any

from ..engine.actions import Action, action_from_dict, action_to_dict
from ..engine.view import PlayerView, view_from_dict, view_to_dict

log = logging.getLogger(__name__)


def _serve(conn: Connection) -> None:
    """The child's loop: one JSON request in, one JSON answer out, until EOF."""
    from ..bots.base import checked_choose
    from ..bots.registry import make_bot

    bots: dict[tuple[str, int, str], Any] = {}
    while True:
        try:
            raw = conn.recv_bytes()
        except (EOFError, OSError):
            return
        try:
            req = json.loads(raw)
            key = (
                req["level"],
                int(req["seed"]),
                json.dumps(req.get("options", {}), sort_keys=True),
            )
            bot = bots.get(key)
            if bot is None:
                bot = bots[key] = make_bot(req["level"], int(req["seed"]), **req.get("options", {}))
            view = view_from_dict(req["view"])
            action, fell_back = checked_choose(bot, view)
            answer = {"action": action_to_dict(action), "fallback": fell_back}
        except Exception as e:  # answer with the reason; the parent falls back
            answer = {"error": f"{type(e).__name__}: {e}"}
        try:
            conn.send_bytes(json.dumps(answer).encode())
        except (BrokenPipeError, OSError):
            return


class ThinkerProcess:
    """A persistent child process that runs bot decisions on request.

    ``ask`` blocks the calling (worker) thread, not the GUI, and returns None if
    ``stop`` is set while waiting — then the child is killed, because a search
    cannot be interrupted from outside, and a new one is started on next use.
    """

    def __init__(self, stop: threading.Event) -> None:
        self._stop = stop
        self._proc: Any = None
        self._conn: Connection | None = None

    def start(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            return
        ctx = mp.get_context("spawn")
        parent, child = ctx.Pipe()
        proc = ctx.Process(target=_serve, args=(child,), name="phase10-bot", daemon=True)
        proc.start()
        child.close()
        self._proc, self._conn = proc, parent

    def ask(
        self, level: str, seed: int, view: PlayerView, options: dict | None = None
    ) -> Action | None:
        self.start()
        assert self._conn is not None
        req = {"level": level, "seed": seed, "options": options or {}, "view": view_to_dict(view)}
        try:
            self._conn.send_bytes(json.dumps(req).encode())
            while not self._conn.poll(0.05):
                if self._stop.is_set() or not self._proc.is_alive():
                    self.close()
                    return None
            answer = json.loads(self._conn.recv_bytes())
        except (EOFError, OSError, BrokenPipeError) as e:
            log.error("the bot process failed: %s", e)
            self.close()
            return None
        if "error" in answer:
            log.error("the bot process could not decide: %s", answer["error"])
            return None
        return action_from_dict(answer["action"])

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._proc is not None:
            if self._proc.is_alive():
                self._proc.terminate()
            self._proc.join(timeout=2)
            self._proc = None
