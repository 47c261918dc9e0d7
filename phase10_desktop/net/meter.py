"""Where a server's CPU goes: seconds of processor time per part of the work, per step.

Off unless asked for (``phase10 serve --meter``). Each part is timed with the
thread's own CPU clock: on a shared machine the wall clock (the performance counter,
used first) also counted the moments the system gave the core to other processes,
and the parts added up to more than the process's whole CPU time (at load average
12, twice as much). A read costs about 1 µs (a system call): some 20 a move, about
1% of a move's CPU.
``benchmarks/bench_server.py`` reads it from ``GET /metrics`` (answered to this
machine only) and divides by the steps for the share per move of each part; the
total CPU per move it takes from the operating system's count for the process.
"""

from __future__ import annotations

import time
from typing import Any

#: the parts, in the order a move goes through them: its frame read and checked, the
#: table's step (the rules, the numbering), the seats' views built, every message made
#: JSON text, the step's transaction (the database thread), the frames written out
PARTS = ("decoding", "play", "views", "encoding", "commit", "delivery")

clock = time.thread_time


class Meter:
    """Seconds of thread CPU time per part, and the steps committed."""

    def __init__(self) -> None:
        self.seconds = dict.fromkeys(PARTS, 0.0)
        self.steps = 0

    def add(self, part: str, since: float) -> float:
        """Add the CPU time since ``since`` (a :data:`clock` reading) to ``part``; returns
        the clock now, to start the next part from."""
        now = clock()
        self.seconds[part] += now - since
        return now

    def report(self) -> dict[str, Any]:
        return {"seconds": dict(self.seconds), "steps": self.steps}
