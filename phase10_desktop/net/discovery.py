"""Finding tables on the local network: DNS-SD over multicast DNS (``zeroconf``).

A table hosted inside the app is announced as a service of type
:data:`SERVICE_TYPE` named like "Ana's table", with its port and, in its TXT
record, the table code, the seats still free, whether its game is on
(``state``: ``lobby``, ``playing``, ``over``), whether it has a password
(``pw``: ``1``) and the protocol version. Other apps on the same network browse
for that type and list what they find; joining then goes through the server as
usual (the code, a password if the table has one). Announcing the code costs
nothing a person at the next desk could not read off the host's screen: a
password is the lock, the code only the address.

An announcement outlives an app that was killed (a record lives up to 75
minutes in other computers' caches), so a list of tables asks each one's server
whether it answers (:class:`Reachability`: a TCP connection, nothing sent) before
it shows it.

Multicast reaches every machine on the local network and nothing beyond it.
Tests run this only inside network namespaces they create themselves.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable, Sequence

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from ..engine.values import value_class
from .protocol import VERSION

SERVICE_TYPE = "_phase10._tcp.local."


@value_class
class FoundTable:
    """A table some app on the local network announces."""

    name: str
    address: str
    port: int
    code: str
    seats_free: int
    version: int
    #: "lobby" (people may sit down), "playing" (they may watch), "over"
    state: str = "lobby"
    #: joining needs the table's password
    locked: bool = False

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"


def _zeroconf(interfaces: Sequence[str] | None) -> Zeroconf:
    if interfaces is None:
        return Zeroconf(ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=list(interfaces), ip_version=IPVersion.V4Only)


class Advertiser:
    """Announces one hosted table until :meth:`close`. ``address`` is the IPv4 address
    other machines reach the server on; ``interfaces`` limits where it is announced."""

    def __init__(
        self,
        table_name: str,
        address: str,
        port: int,
        code: str,
        seats_free: int,
        *,
        interfaces: Sequence[str] | None = None,
        locked: bool = False,
        state: str = "lobby",
    ) -> None:
        self.zc = _zeroconf(interfaces)
        self._address, self._port, self._code = address, port, code
        self._locked = locked
        self.info = self._info(table_name, seats_free, state)
        self.zc.register_service(self.info, allow_name_change=True)

    def _info(self, table_name: str, seats_free: int, state: str) -> ServiceInfo:
        instance = table_name.replace(".", " ")[:60] or "Phase 10 table"
        host = socket.gethostname().split(".")[0] or "phase10"
        properties = {"code": self._code, "free": str(seats_free), "v": str(VERSION)}
        properties["state"] = state
        if self._locked:
            properties["pw"] = "1"
        return ServiceInfo(
            SERVICE_TYPE,
            f"{instance}.{SERVICE_TYPE}",
            addresses=[socket.inet_aton(self._address)],
            port=self._port,
            properties=properties,
            server=f"{host}.local.",
        )

    def update(self, seats_free: int, state: str = "lobby") -> None:
        """Announce a new number of free seats (someone joined or left), or the game's
        start or end."""
        info = self._info(self.info.name.removesuffix(f".{SERVICE_TYPE}"), seats_free, state)
        self.zc.update_service(info)
        self.info = info

    def close(self) -> None:
        self.zc.unregister_service(self.info)
        self.zc.close()


def _found(info: ServiceInfo) -> FoundTable | None:
    """A table from a resolved service, or None if its record is not one of ours."""
    props = {
        (k.decode("utf-8", "replace") if isinstance(k, bytes) else str(k)): (
            v.decode("utf-8", "replace") if isinstance(v, bytes) else ""
        )
        for k, v in (info.properties or {}).items()
    }
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if not addresses or not info.port:
        return None
    try:
        free = int(props.get("free", "0"))
        version = int(props.get("v", "0"))
    except ValueError:
        return None
    state = props.get("state", "lobby")
    return FoundTable(
        info.name.removesuffix(f".{SERVICE_TYPE}"),
        addresses[0],
        info.port,
        props.get("code", "")[:12],
        free,
        version,
        state if state in ("lobby", "playing", "over") else "lobby",
        props.get("pw") == "1",
    )


class Browser:
    """Keeps the list of tables announced on the local network; ``on_change`` is
    called (on zeroconf's thread) with the whole list whenever it changes."""

    def __init__(
        self,
        on_change: Callable[[list[FoundTable]], None] | None = None,
        *,
        interfaces: Sequence[str] | None = None,
    ) -> None:
        self.on_change = on_change
        self._lock = threading.Lock()
        self._tables: dict[str, FoundTable] = {}
        self.zc = _zeroconf(interfaces)
        self.browser = ServiceBrowser(self.zc, SERVICE_TYPE, handlers=[self._changed])

    def _changed(
        self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._tables.pop(name, None)
        else:
            info = zeroconf.get_service_info(service_type, name, timeout=3000)
            found = _found(info) if info is not None else None
            if found is None:
                return
            with self._lock:
                self._tables[name] = found
        if self.on_change is not None:
            self.on_change(self.tables())

    def tables(self) -> list[FoundTable]:
        """The tables found so far, by name."""
        with self._lock:
            return sorted(self._tables.values(), key=lambda t: t.name)

    def close(self) -> None:
        self.browser.cancel()
        self.zc.close()


class Reachability:
    """Whether table servers answer: each (address, port) asked is tried in a thread of
    its own (a TCP connection, closed at once; nothing is sent), again after
    ``every`` seconds. :meth:`answers` says what is known so far (None: not yet)."""

    def __init__(self, *, every: float = 3.0, timeout: float = 1.0) -> None:
        self.every = every
        self.timeout = timeout
        self._lock = threading.Lock()
        self._known: dict[tuple[str, int], tuple[bool, float]] = {}
        self._asking: set[tuple[str, int]] = set()
        self._closed = False

    def answers(self, address: str, port: int) -> bool | None:
        key = (address, port)
        now = time.monotonic()
        with self._lock:
            known = self._known.get(key)
            ask = (known is None or now - known[1] > self.every) and key not in self._asking
            if ask and not self._closed:
                self._asking.add(key)
                threading.Thread(
                    target=self._try, args=(key,), name="phase10-reach", daemon=True
                ).start()
        return None if known is None else known[0]

    def _try(self, key: tuple[str, int]) -> None:
        try:
            with socket.create_connection(key, timeout=self.timeout):
                ok = True
        except OSError:
            ok = False
        with self._lock:
            self._known[key] = (ok, time.monotonic())
            self._asking.discard(key)

    def close(self) -> None:
        with self._lock:
            self._closed = True
