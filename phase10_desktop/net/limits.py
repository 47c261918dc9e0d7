"""How much a connection may send, and how much nonsense it may send before it is closed.

A table server is open to whoever knows its address; one misbehaving client
(a bug, a script, a fuzzer) must cost the others nothing. Each connection has
a token bucket of messages (a burst, refilled at a steady rate) and a count of
*strikes*: every refused message adds one, and strikes leak away over time, so
a client that is refused now and then (a move made a moment too late) is never
closed, while one that keeps sending bad messages is. Join attempts are limited
per address too, so table codes cannot be guessed by trying them.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import field

from ..engine.values import value_class


@value_class(frozen=False)
class Limits:
    """The server's limits (``ServerConfig`` holds one)."""

    #: messages a connection may send per second, on average, and in one burst
    rate: float = 20.0
    burst: int = 40
    #: refused messages a connection may pile up; one leaks away per second
    strikes: float = 20.0
    strike_leak: float = 1.0
    #: failed joins (unknown code, wrong password) per address per minute
    joins_per_minute: int = 30
    #: failed joins one connection may make before it is closed
    joins_per_connection: int = 10
    #: talk at the table (net/chat.py): messages per second on average and in a burst
    #: (a family's chat, not a script's), and the longest message in characters
    chat_rate: float = 0.5
    chat_burst: int = 5
    chat_length: int = 200


class Bucket:
    """A token bucket: ``take`` is True while the sender keeps to the rate."""

    __slots__ = ("burst", "last", "rate", "tokens")

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens, self.last = float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class Strikes:
    """Refusals counted with a leak: ``add`` is True once the limit is passed."""

    __slots__ = ("count", "last", "leak", "limit")

    def __init__(self, limit: float, leak: float) -> None:
        self.limit, self.leak = limit, leak
        self.count, self.last = 0.0, time.monotonic()

    def add(self) -> bool:
        now = time.monotonic()
        self.count = max(0.0, self.count - (now - self.last) * self.leak) + 1.0
        self.last = now
        return self.count > self.limit


@value_class(frozen=False)
class JoinGuard:
    """Failed join attempts per address in the last minute."""

    per_minute: int
    _failures: dict[str, deque[float]] = field(default_factory=dict)

    def _recent(self, address: str) -> deque[float]:
        q = self._failures.setdefault(address, deque())
        cutoff = time.monotonic() - 60.0
        while q and q[0] < cutoff:
            q.popleft()
        return q

    def blocked(self, address: str) -> bool:
        q = self._recent(address)
        if not q:
            self._failures.pop(address, None)
            return False
        return len(q) >= self.per_minute

    def failed(self, address: str) -> None:
        self._recent(address).append(time.monotonic())
        if len(self._failures) > 100_000:  # bound the memory an address scan could take
            self._failures.clear()
