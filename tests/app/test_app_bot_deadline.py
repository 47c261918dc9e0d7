"""The Hard bot's process can hang without the table hanging with it.

Each decision has a deadline: past it the seat plays the stand-in's move, the
Normal bot's (the game's host names it; ``substituted`` says so just before
``move_ready``), and the process is replaced by a fresh one. Quitting ends the
process even when it is stopped (SIGSTOP: it ignores SIGTERM until continued) and
reaps it, so no child is left behind. The hang is made real with SIGSTOP, which
Windows does not have.

The driver also owns every fallback: whatever its process answers, the move it
hands the table is one the engine accepts.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from phase10_desktop.app.seats.bot_thread import BotDriver, BotWorker
from phase10_desktop.bots.base import checked_choose
from phase10_desktop.bots.registry import make_bot
from phase10_desktop.engine import Discard, Draw, Game, PlayerView, parse_cards

needs_sigstop = pytest.mark.skipif(
    sys.platform == "win32" or not hasattr(signal, "SIGSTOP"),
    reason="stopping a process needs SIGSTOP, which Windows does not have",
)

SEAT = 1
SEED = 5
#: who plays when the Hard bot misses its deadline: the game's host names it
STAND_IN = "normal"
DEADLINE = 0.5
#: generous: the machine running the tests may be busy; the point is "not never"
SLACK = 8.0


def play_view() -> PlayerView:
    """Seat 1 in its play stage: eleven cards, a real choice of discard."""
    game = Game.from_deal(
        ["R1 R2 R3 B5 B6 G7 G8 Y9 Y10 Y11", "R4 R4 B4 G9 G10 Y1 Y2 B12 S W"],
        discard="G3",
        draw="B8 Y7",
        dealer=0,
    )
    assert game.turn == SEAT
    game.apply(Draw("pile"))
    return game.view(SEAT)


def gone(pid: int) -> bool:
    """True when no process (not even an unreaped zombie) has this id."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def stopped(pid: int) -> bool:
    """True once the process is really stopped (a signal is delivered asynchronously)."""
    status = Path(f"/proc/{pid}/status")
    if status.exists():  # Linux
        return "\nState:\tT" in status.read_text()
    ps = subprocess.run(["ps", "-o", "stat=", "-p", str(pid)], capture_output=True, text=True)
    return ps.stdout.strip().startswith("T")


def stop(qtbot, pid: int) -> None:
    os.kill(pid, signal.SIGSTOP)
    qtbot.waitUntil(lambda: stopped(pid), timeout=5000)


@pytest.fixture
def driver(qtbot):
    d = BotDriver(deadline=DEADLINE)
    yield d
    d.shutdown()


def ask_and_wait(qtbot, driver: BotDriver, view: PlayerView, timeout_ms: int = 60_000):
    with qtbot.waitSignal(driver.move_ready, timeout=timeout_ms) as got:
        driver.ask(SEAT, view, STAND_IN)
    return got.args


def test_hard_process_answers_without_substitution(qtbot, driver: BotDriver) -> None:
    """Control for the tests below: a healthy process answers, nothing is substituted."""
    substituted: list[int] = []
    driver.substituted.connect(substituted.append)
    driver.configure({SEAT: ("hard", SEED)})
    view = play_view()
    # a new process's start counts against its first decision's deadline; on a loaded
    # machine it can take longer than the 0.5 s here, and the stand-in rightly plays
    ask_and_wait(qtbot, driver, view)
    substituted.clear()
    seat, action, _seconds = ask_and_wait(qtbot, driver, view)
    assert seat == SEAT and view.problem(action) is None and isinstance(action, Discard)
    assert substituted == []
    assert driver.bot_process_pid is not None


@needs_sigstop
def test_stopped_process_gives_normals_move_and_is_restarted(qtbot, driver, caplog) -> None:
    driver.configure({SEAT: ("hard", SEED)})
    view = play_view()
    ask_and_wait(qtbot, driver, view)  # the process is up and answering
    hung = driver.bot_process_pid
    assert hung is not None
    stop(qtbot, hung)
    heard: list[tuple] = []  # both signals, in the order they came
    driver.substituted.connect(lambda seat: heard.append(("substituted", seat)))
    driver.move_ready.connect(lambda seat, action, s: heard.append(("move", seat, action)))

    started = time.monotonic()
    with (
        caplog.at_level(logging.WARNING, logger="phase10_desktop.thinking.thinker"),
        qtbot.waitSignal(driver.move_ready, timeout=30_000),
    ):
        driver.ask(SEAT, view, STAND_IN)
    waited = time.monotonic() - started

    normal_move, _ = checked_choose(make_bot("normal", SEED), view)
    assert heard == [("substituted", SEAT), ("move", SEAT, normal_move)]
    assert DEADLINE <= waited < DEADLINE + SLACK
    assert "missed its deadline" in caplog.text
    qtbot.waitUntil(lambda: gone(hung), timeout=10_000)  # killed and reaped
    qtbot.waitUntil(lambda: driver.bot_process_pid not in (None, hung), timeout=10_000)

    # the fresh process plays decisions itself (its first may go to the stand-in while
    # it starts on a loaded machine, as any new process's may)
    ask_and_wait(qtbot, driver, view)
    heard.clear()
    _seat, action, _seconds = ask_and_wait(qtbot, driver, view)
    assert heard == [("move", SEAT, action)] and view.problem(action) is None


@needs_sigstop
@pytest.mark.parametrize("thinking", [False, True], ids=["idle", "while-thinking"])
def test_shutdown_with_a_stopped_process_leaves_no_child(qtbot, thinking: bool) -> None:
    driver = BotDriver(deadline=60.0)  # the deadline must not be what ends it
    driver.configure({SEAT: ("hard", SEED)})
    view = play_view()
    ask_and_wait(qtbot, driver, view)
    pid = driver.bot_process_pid
    assert pid is not None and not gone(pid)
    stop(qtbot, pid)
    if thinking:
        driver.ask(SEAT, view, STAND_IN)  # the worker now waits on the stopped process
        qtbot.wait(200)
    started = time.monotonic()
    assert driver.shutdown(timeout_ms=5000)
    assert gone(pid), f"bot process {pid} is still there after shutdown"
    assert driver.bot_process_pid is None
    assert time.monotonic() - started < 5.0


def test_refused_process_answer_becomes_a_legal_move(qtbot, caplog) -> None:
    """The driver checks its process's answer; the table never gets a refused move."""
    view = play_view()
    not_in_hand = Discard(parse_cards("G12")[0])
    assert view.problem(not_in_hand) is not None
    worker = BotWorker(threading.Event())
    worker.configure({SEAT: ("hard", SEED)})
    worker.process.close()
    worker.process.ask = lambda *args, **kwargs: not_in_hand  # type: ignore[method-assign]
    answers: list[tuple] = []
    worker.answered.connect(lambda *args: answers.append(args))
    with caplog.at_level(logging.ERROR, logger="phase10_desktop.bots.base"):
        worker.think(7, SEAT, view, STAND_IN)
    ((request_id, seat, action, _seconds, substituted),) = answers
    assert (request_id, seat, substituted) == (7, SEAT, False)
    assert view.problem(action) is None
    assert "illegal move" in caplog.text
