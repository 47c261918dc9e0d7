"""Thinking in another process, for bots whose search would hold the GIL for long.

The Hard bot searches in pure Python for up to a second per move. In a thread
of the GUI process it competes with the window for the GIL and animations
stutter; in a process of its own it competes for nothing. Requests and answers
are JSON (a view in, an action out) over a pipe: no pickled objects of ours.

A process can hang (stopped by a debugger or ``kill -STOP``, starved, a bug), so
every decision has a deadline: past it :meth:`ThinkerProcess.ask` ends the
process and raises :class:`DeadlineMissed`, and the caller plays another move
(the stand-in the game's host names) and starts a fresh process. Ending a
process always reaps it, and kills it when it ignores the polite request: a
stopped process does not act on SIGTERM until it is continued, so quitting the
game must not wait for that.

A decision crosses as JSON text both ways (:func:`think`, :func:`answer`), here
and in the table server's worker pool alike. This module imports no Qt, so the
spawned child starts fast.
"""

from __future__ import annotations

import json
import logging
import multiprocessing as mp
import threading
import time
from multiprocessing.connection import Connection
from typing import Any

from ..engine.actions import Action, action_from_dict, action_to_dict
from ..engine.view import PlayerView, view_from_dict, view_to_dict

log = logging.getLogger(__name__)

#: seconds the process has for one decision: Hard's wall-clock budget is 0.8 s
#: and its p95 about 0.3 s (benchmarks/bench_bots.py), so only a hung process
#: misses this, not a slow machine
DEFAULT_DEADLINE = 3.0
#: seconds a new process has to import the bots and say it is ready before it is
#: taken for hung and ended (a cold start on a busy machine takes a few seconds). A
#: decision does not wait that long for it: past the decision's own deadline the
#: stand-in plays, and the process goes on starting for the next decision
DEFAULT_START_LIMIT = 20.0
#: seconds between the polite SIGTERM and SIGKILL when ending the process
KILL_AFTER = 0.2
#: how often a waiting ``ask`` looks at the stop event and the clock, seconds
POLL = 0.05

_READY = b'{"ready": true}'


class DeadlineMissed(Exception):
    """The process gave no answer in time; it has been ended and reaped, unless it was
    a new one still starting within its start limit (kept for the next decision)."""


def answer(bot: Any, view_data: Any) -> dict[str, Any]:
    """The checked move ``bot`` makes for a view given as JSON data, as JSON data (a bot
    that fails is replaced by a plain legal move, see ``checked_choose``)."""
    from ..bots.base import checked_choose

    action, fell_back = checked_choose(bot, view_from_dict(view_data))
    return {"action": action_to_dict(action), "fallback": fell_back}


def think(level: str, seed: int, view_json: str) -> str:
    """The move ``level``'s bot with ``seed`` makes for the view, as JSON text: a plain
    function of text, so a worker pool (threads, or processes started with ``spawn``)
    needs nothing of ours pickled."""
    from ..bots.registry import make_bot

    return json.dumps(answer(make_bot(level, seed), json.loads(view_json))["action"])


def _serve(conn: Connection) -> None:
    """The child's loop: say it is ready, then one JSON request in, one answer out, until EOF."""
    from ..bots.registry import make_bot

    try:
        conn.send_bytes(_READY)
    except (BrokenPipeError, OSError):
        return
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
            reply = answer(bot, req["view"])
        except Exception as e:  # answer with the reason; the parent falls back
            reply = {"error": f"{type(e).__name__}: {e}"}
        try:
            conn.send_bytes(json.dumps(reply).encode())
        except (BrokenPipeError, OSError):
            return


def end_process(proc: Any, kill_after: float = KILL_AFTER) -> bool:
    """Terminate ``proc``, kill it if it is still there ``kill_after`` s later, reap it.

    Returns True when the process is gone and reaped. SIGKILL ends even a stopped
    process at once; on Windows terminate already is a kill.
    """
    if proc.is_alive():
        proc.terminate()
        proc.join(kill_after)
    if proc.is_alive():
        proc.kill()
        proc.join(5.0)
    if proc.is_alive():
        log.error("the bot process %s did not end even when killed", proc.pid)
        return False
    proc.join()  # reaped: no zombie left in the process table
    return True


class ThinkerProcess:
    """A persistent child process that runs bot decisions on request.

    ``ask`` blocks the calling (worker) thread, not the GUI. It returns None if
    ``stop`` is set while waiting or the process fails, and raises
    :class:`DeadlineMissed` if no answer comes within ``deadline`` seconds of the
    question, the wait for a new child to be ready included. The child is ended
    then, because a search cannot be interrupted from outside, and :meth:`start`
    makes a new one; only a child still starting is kept (until ``start_limit``),
    since it may just be slow to load. Once ``stop`` is set no process is started
    again, so shutting down leaves none behind. ``close`` may be called from any
    thread.
    """

    def __init__(
        self,
        stop: threading.Event,
        deadline: float = DEFAULT_DEADLINE,
        start_limit: float = DEFAULT_START_LIMIT,
    ) -> None:
        self._stop = stop
        self.deadline = deadline
        self.start_limit = start_limit
        self._lock = threading.Lock()
        self._proc: Any = None
        self._conn: Connection | None = None
        self._ready = False
        #: when the running child was started (time.monotonic)
        self._started = 0.0

    @property
    def pid(self) -> int | None:
        """The running child's process id, or None (for diagnostics and tests)."""
        proc = self._proc
        return proc.pid if proc is not None else None

    def start(self) -> bool:
        """Make sure a child runs; False (and none started) once ``stop`` is set."""
        with self._lock:
            if self._stop.is_set():
                return False
            if self._proc is not None and self._proc.is_alive():
                return True
            ctx = mp.get_context("spawn")
            parent, child = ctx.Pipe()
            proc = ctx.Process(target=_serve, args=(child,), name="phase10-bot", daemon=True)
            proc.start()
            child.close()
            self._proc, self._conn, self._ready = proc, parent, False
            self._started = time.monotonic()
            return True

    def ask(
        self, level: str, seed: int, view: PlayerView, options: dict | None = None
    ) -> Action | None:
        """The move the ``level`` bot with ``seed`` chooses for ``view``, from the child.

        Raises:
            DeadlineMissed: no answer within ``deadline`` seconds of this call; the
                child has been ended, unless it is a new one still starting (within
                ``start_limit``), kept for the next decision.
        """
        if not self.start():
            return None
        give_up = time.monotonic() + self.deadline
        conn = self._conn
        assert conn is not None
        req = {"level": level, "seed": seed, "options": options or {}, "view": view_to_dict(view)}
        try:
            if not self._ready:
                if self._wait_ready(conn, give_up) is None:
                    return None
                self._ready = True
            conn.send_bytes(json.dumps(req).encode())
            answer = self._receive(conn, give_up, f"answer within {self.deadline:.1f} s")
        except (EOFError, OSError, ValueError) as e:
            if not self._stop.is_set():  # else closed under us by a shutdown: no failure
                log.error("the bot process failed: %s", e)
            self.close()
            return None
        if answer is None:
            return None
        if "error" in answer:
            log.error("the bot process could not decide: %s", answer["error"])
            return None
        return action_from_dict(answer["action"])

    def _wait_ready(self, conn: Connection, give_up: float) -> dict | None:
        """A new child's "ready", by the decision's deadline. A child not ready by then
        is kept if its start limit has not passed (it may be slow to load, and the next
        decision can use it), else ended as hung; DeadlineMissed either way."""
        started_by = self._started + self.start_limit
        if started_by <= give_up:
            return self._receive(conn, started_by, f"start within {self.start_limit:.1f} s")
        kept = f"start within this decision's {self.deadline:.1f} s (still starting: kept)"
        return self._receive(conn, give_up, kept, end=False)

    def _receive(
        self, conn: Connection, give_up: float, what: str, *, end: bool = True
    ) -> dict | None:
        """The child's next message by ``give_up`` (time.monotonic); None if stopped or
        the child died (ended then). Past ``give_up`` DeadlineMissed ("gave no
        ``what``"), the child ended unless ``end`` is false."""
        while not conn.poll(POLL):
            if self._stop.is_set() or not self._alive():
                self.close()
                return None
            if time.monotonic() >= give_up:
                pid = self.pid
                if end:
                    self.close()
                raise DeadlineMissed(f"bot process {pid} gave no {what}")
        return json.loads(conn.recv_bytes())

    def _alive(self) -> bool:
        proc = self._proc
        return proc is not None and proc.is_alive()

    def close(self) -> None:
        """End the child (terminate, then kill) and reap it; safe from any thread."""
        with self._lock:
            conn, proc = self._conn, self._proc
            self._conn, self._proc, self._ready = None, None, False
        if conn is not None:
            conn.close()
        if proc is not None:
            end_process(proc)
