"""A Hard bot's process that hangs before it is ready costs a decision no more than its
deadline (issue 31 B11: stopped right after it was started, it held the table for the
whole 20 s start limit, where a hang mid-think cost 3 s). A process that is only slow
to start is kept for the next decision; one still not ready at its start limit is
ended. The hang is made real with SIGSTOP, which Windows does not have."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time

import pytest

from phase10_desktop.engine import Discard, Draw, Game, PlayerView
from phase10_desktop.thinking.process import DEFAULT_START_LIMIT, DeadlineMissed, ThinkerProcess

pytestmark = pytest.mark.skipif(
    sys.platform == "win32" or not hasattr(signal, "SIGSTOP"),
    reason="stopping a process needs SIGSTOP, which Windows does not have",
)

DEADLINE = 0.5
#: generous: the machine running the tests may be busy; the point is "not the start limit"
SLACK = 5.0


def play_view() -> PlayerView:
    game = Game.from_deal(
        ["R1 R2 R3 B5 B6 G7 G8 Y9 Y10 Y11", "R4 R4 B4 G9 G10 Y1 Y2 B12 Y6 G11"],
        discard="G3",
        draw="B8 Y7",
        dealer=0,
    )
    game.apply(Draw("pile"))
    return game.view(1)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.fixture
def thinker():
    proc = ThinkerProcess(threading.Event(), deadline=DEADLINE)
    yield proc
    proc.close()


def test_a_process_hung_before_it_is_ready_costs_one_deadline(thinker) -> None:
    assert thinker.start()
    pid = thinker.pid
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)  # at once: it has not even imported the bots yet
    started = time.monotonic()
    with pytest.raises(DeadlineMissed, match="still starting"):
        thinker.ask("hard", 5, play_view())
    waited = time.monotonic() - started
    assert DEADLINE <= waited < DEADLINE + SLACK < DEFAULT_START_LIMIT
    # it may only be slow: kept, and once it goes on it answers the next decision
    assert thinker.pid == pid and alive(pid)
    os.kill(pid, signal.SIGCONT)
    thinker.deadline = 60.0  # a cold start on a busy machine
    action = thinker.ask("hard", 5, play_view())
    assert isinstance(action, Discard) and thinker.pid == pid


def test_a_process_still_not_ready_at_its_start_limit_is_ended() -> None:
    thinker = ThinkerProcess(threading.Event(), deadline=DEADLINE, start_limit=DEADLINE / 2)
    try:
        assert thinker.start()
        pid = thinker.pid
        assert pid is not None
        os.kill(pid, signal.SIGSTOP)
        with pytest.raises(DeadlineMissed, match=f"start within {DEADLINE / 2:.1f} s"):
            thinker.ask("hard", 5, play_view())
        assert thinker.pid is None and not alive(pid)  # hung: ended and reaped
    finally:
        thinker.close()
