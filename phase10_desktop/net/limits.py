"""How much a client may send, open and try, and how much nonsense before it is closed.

A table server is open to whoever knows its address; one misbehaving client
(a bug, a script, a fuzzer, a stranger) must cost the others nothing. Each
connection has a token bucket of messages (a burst, refilled at a steady rate)
and a count of *strikes*: every refused message adds one, and strikes leak away
over time, so a client that is refused now and then (a move made a moment too
late) is never closed, while one that keeps sending bad messages is.

Per client address (see :mod:`.door` for how the real address is known behind a
proxy) the server limits the connections open at once, the tables made per
minute and open at once, and the failed joins per minute; it also caps the
connections in all and the failed joins of everyone together. A failed-join
limit refuses only joins that would fail anyway: the right code and password, or
a seat's token, always get in, so one person's typos (or a stranger's guessing
behind the same proxy) lock nobody out.
"""

from __future__ import annotations

import hashlib
import time
from collections import OrderedDict

from ..engine.values import value_class


@value_class(frozen=False)
class Limits:
    """The server's limits (``ServerConfig`` holds one). The defaults suit a family's
    table server on the internet: a household behind one address opens a few
    connections and tables, a guesser gets nowhere."""

    #: messages a connection may send per second, on average, and in one burst
    rate: float = 20.0
    burst: int = 40
    #: refused messages a connection may pile up; one leaks away per second
    strikes: float = 20.0
    strike_leak: float = 1.0
    #: failed joins (unknown code, wrong password, a token that holds no seat) per
    #: address per minute, of everyone together per minute, and per connection
    joins_per_minute: int = 30
    joins_per_minute_total: int = 600
    joins_per_connection: int = 10
    #: connections open at once per address, and in all
    connections_per_address: int = 20
    max_connections: int = 1000
    #: tables an address may make per minute, and have open (in a lobby or playing)
    tables_per_minute: int = 10
    tables_per_address: int = 20
    #: talk at the table (net/chat.py): messages per second on average and in a burst
    #: (a family's chat, not a script's), and the longest message in characters
    chat_rate: float = 0.5
    chat_burst: int = 5
    chat_length: int = 200


def creator_key(key: str) -> str:
    """What a table's row keeps of the address that made it: a hash of its key, enough to
    count an address's tables on every process sharing a database, not the address."""
    return hashlib.sha256(f"phase10-creator:{key}".encode()).hexdigest()[:24]


def too_many_made(per_minute: int) -> str:
    return f"you made {per_minute} tables in the last minute; wait a minute before making another"


def too_many_open(count: int) -> str:
    return f"you have {count} tables open on this server; finish or leave one before making another"


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


class Leaky:
    """Counts per key that leak away at ``per_minute`` a minute: ``full(key)`` once
    ``per_minute`` happened at once, or faster than they leak. At most ``keys`` keys
    are kept; past that the one whose count changed longest ago goes (never all at
    once, as a guard that forgets everything when full would)."""

    def __init__(self, per_minute: float, keys: int = 50_000) -> None:
        self.per_minute, self.keys = float(per_minute), keys
        self.leak = self.per_minute / 60.0
        self._levels: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def level(self, key: str, now: float | None = None) -> float:
        now = time.monotonic() if now is None else now
        kept = self._levels.get(key)
        if kept is None:
            return 0.0
        value, last = kept
        return max(0.0, value - (now - last) * self.leak)

    def full(self, key: str) -> bool:
        """True while one more would pass the limit."""
        return self.level(key) + 1.0 > self.per_minute

    def raise_to(self, key: str, count: float) -> None:
        """At least ``count`` now (what every process together counted)."""
        if count > self.level(key):
            self._levels[key] = (float(count), time.monotonic())
            self._levels.move_to_end(key)

    def add(self, key: str) -> None:
        now = time.monotonic()
        value = self.level(key, now) + 1.0
        self._levels[key] = (value, now)
        self._levels.move_to_end(key)
        while len(self._levels) > self.keys:
            self._levels.popitem(last=False)
        # drop the oldest entry once it has leaked away (keeps the table small)
        oldest = next(iter(self._levels))
        if oldest != key and self.level(oldest, now) == 0.0:
            del self._levels[oldest]

    def __len__(self) -> int:
        return len(self._levels)


class JoinGuard:
    """Failed joins per address key and of everyone together."""

    def __init__(self, per_minute: int, total_per_minute: int, keys: int = 50_000) -> None:
        self.by_address = Leaky(per_minute, keys)
        self.everyone = Leaky(total_per_minute)

    def blocked(self, key: str) -> str | None:
        """Why a join from ``key`` that would fail is refused now, or None."""
        if self.by_address.full(key):
            return "too many failed join attempts from your address; wait a minute"
        if self.everyone.full("*"):
            return "too many failed join attempts on this server; wait a minute"
        return None

    def failed(self, key: str) -> None:
        self.by_address.add(key)
        self.everyone.add("*")
