"""Who is at the door: a connection's real address, and how many connections each may open.

Behind a proxy every connection comes from the proxy's address, so limits per
address would lump every player together. The proxy says who the client is,
either in a PROXY protocol header before the HTTP request (HAProxy's
``send-proxy``/``send-proxy-v2``) or in ``X-Forwarded-For``; both are believed
only from the addresses given as trusted proxies (``--trusted-proxy``), since
anyone else could write them.

Connections are counted per address key (an IPv4 address, or the /64 an IPv6
host is given and can pick addresses from) and in all. A connection over a limit
is answered with HTTP 503 and the reason before any WebSocket is opened; one that
never sends its request is cut after a few seconds, and a flood from one address
far past its limit is cut without waiting, since nobody honest opens that many.
"""

from __future__ import annotations

import asyncio
import ipaddress
import struct
from collections.abc import Iterable
from typing import Any

from websockets.asyncio.server import ServerConnection

Network = ipaddress.IPv4Network | ipaddress.IPv6Network

#: PROXY protocol version 2's first twelve bytes; version 1 starts with "PROXY "
V2_SIGNATURE = b"\r\n\r\n\x00\r\nQUIT\n"
V1_MAX = 107
#: seconds a connection refused at the door has to send its request (and be told why)
REFUSED_GRACE = 2.0


def networks(specs: Iterable[str]) -> tuple[Network, ...]:
    """``--trusted-proxy`` values (addresses or networks, "10.0.0.0/8") as networks;
    ValueError names a bad one."""
    out = []
    for spec in specs:
        try:
            out.append(ipaddress.ip_network(spec.strip(), strict=False))
        except ValueError:
            raise ValueError(
                f"{spec!r} is not an address or a network (such as 10.0.0.0/8)"
            ) from None
    return tuple(out)


def trusted(address: str, proxies: tuple[Network, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in net for net in proxies)


def address_key(address: str) -> str:
    """What limits count by: the address itself, or an IPv6 address's /64."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((int(ip) >> 64 << 64, 64)))
    return str(ip)


def forwarded_for(header: str | None, proxies: tuple[Network, ...]) -> str | None:
    """The client's address from an ``X-Forwarded-For`` header a trusted proxy sent: the
    rightmost entry that is not itself a trusted proxy (entries further left were
    written by whoever sent the request, and may be anything)."""
    if not header:
        return None
    for entry in reversed(header.split(",")):
        candidate = entry.strip()
        if candidate.startswith("[") and "]" in candidate:  # [v6]:port
            candidate = candidate[1 : candidate.index("]")]
        elif candidate.count(":") == 1:  # v4:port
            candidate = candidate.split(":", 1)[0]
        try:
            ipaddress.ip_address(candidate)
        except ValueError:
            return None  # a garbled header: believe none of it
        if not trusted(candidate, proxies):
            return candidate
    return None


class ProxyHeaderError(ValueError):
    pass


def parse_proxy_header(data: bytes) -> tuple[str | None, int] | None:
    """A PROXY protocol header at the start of ``data``: (the client's address, or None
    for a health check or an unknown family; the header's length), None if more bytes
    are needed. Raises :class:`ProxyHeaderError` for a malformed one."""
    if data.startswith(V2_SIGNATURE[: len(data)]) and len(data) < 16:
        return None
    if data.startswith(V2_SIGNATURE):
        ver_cmd, family, length = struct.unpack("!BBH", data[12:16])
        if ver_cmd >> 4 != 2:
            raise ProxyHeaderError("PROXY protocol: version 2 expected")
        end = 16 + length
        if len(data) < end:
            return None
        body = data[16:end]
        if ver_cmd & 0x0F == 0:  # LOCAL: the proxy's own connection (a health check)
            return None, end
        if family >> 4 == 1 and len(body) >= 12:
            return str(ipaddress.IPv4Address(body[:4])), end
        if family >> 4 == 2 and len(body) >= 36:
            return str(ipaddress.IPv6Address(body[:16])), end
        return None, end
    if b"PROXY "[: len(data)] == data[:6] and len(data) < 6:
        return None
    if data.startswith(b"PROXY "):
        end = data.find(b"\r\n")
        if end < 0:
            if len(data) > V1_MAX:
                raise ProxyHeaderError("PROXY protocol: the header line is too long")
            return None
        parts = data[:end].decode("ascii", "replace").split(" ")
        if len(parts) >= 2 and parts[1] == "UNKNOWN":
            return None, end + 2
        if len(parts) != 6 or parts[1] not in ("TCP4", "TCP6"):
            raise ProxyHeaderError("PROXY protocol: a malformed header line")
        try:
            ipaddress.ip_address(parts[2])
        except ValueError:
            raise ProxyHeaderError("PROXY protocol: not an address") from None
        return parts[2], end + 2
    raise ProxyHeaderError("PROXY protocol header expected from a trusted proxy")


class Doorman:
    """Counts the connections open, per address key and in all, against the limits."""

    def __init__(self, per_address: int, total: int) -> None:
        self.per_address, self.total = per_address, total
        self.open: dict[str, int] = {}
        self.count = 0
        #: refused connections not yet closed, per key (they are owed their reason)
        self.turned_away: dict[str, int] = {}

    def refusal(self, key: str) -> str | None:
        """Why one more connection from ``key`` is refused, or None."""
        if self.count >= self.total:
            return f"the table server is full ({self.total} connections); try again later"
        if self.open.get(key, 0) >= self.per_address:
            return (
                f"too many connections from your address ({self.per_address} at once); "
                "close some and try again"
            )
        return None

    def enter(self, key: str) -> None:
        self.open[key] = self.open.get(key, 0) + 1
        self.count += 1

    def leave(self, key: str) -> None:
        _less(self.open, key)
        self.count = max(0, self.count - 1)


def _less(counts: dict[str, int], key: str) -> None:
    left = counts.get(key, 0) - 1
    if left > 0:
        counts[key] = left
    else:
        counts.pop(key, None)


class GuestConnection(ServerConnection):
    """A server connection that knows its client's real address and counts itself at
    the door. The server sets the class attributes below before serving."""

    doorman: Doorman
    proxies: tuple[Network, ...] = ()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.peer = "?"
        #: the client's address: the peer's, or what a trusted proxy said
        self.client_address = "?"
        self.key: str | None = None  # counted under this key while open
        self.refused: str | None = None
        #: the table the request's address names, if it names one (set by the server)
        self.table_code: str | None = None
        self._turned_key: str | None = None  # counted as turned away under this key
        self.via_proxy = False
        self._header: bytes | None = None  # bytes of a PROXY header still being read

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        self.peer = self.client_address = str(peer[0]) if peer else "?"
        self.via_proxy = trusted(self.peer, self.proxies)
        super().connection_made(transport)
        if self.via_proxy:
            self._header = b""
            return
        key = address_key(self.peer)
        why = self.doorman.refusal(key)
        if why is None:
            self.key = key
            self.doorman.enter(key)
        else:
            self._refuse(why)

    def _refuse(self, why: str) -> None:
        self.refused = why
        key = address_key(self.client_address)
        waiting = self.doorman.turned_away
        # as many again as an address may open are told why; past that, nobody honest
        # is opening them: cut at once
        if waiting.get(key, 0) >= max(1, self.doorman.per_address):
            self.transport.abort()  # (the connection's, kept by connection_made)
            return
        waiting[key] = waiting.get(key, 0) + 1
        self._turned_key = key
        self.loop.call_later(REFUSED_GRACE, self._cut_if_waiting)

    def _cut_if_waiting(self) -> None:
        if self.request is None and self.transport is not None:
            self.transport.abort()

    def data_received(self, data: bytes) -> None:
        if self._header is None:
            super().data_received(data)
            return
        buffered = self._header + data
        try:
            parsed = parse_proxy_header(buffered)
        except ProxyHeaderError:
            if buffered[:4] in (b"GET ", b"HEAD"):  # no header: X-Forwarded-For may say
                self._header = None
                super().data_received(buffered)
                return
            self.transport.abort()
            return
        if parsed is None:
            self._header = buffered
            return
        address, length = parsed
        self._header = None
        if address is not None:
            self.client_address = address
        rest = buffered[length:]
        if rest:
            super().data_received(rest)

    def arrived(self, forwarded: str | None) -> str | None:
        """Once the request is read: count a proxied connection under its real address
        (``forwarded``: X-Forwarded-For's), and say why it is refused, if it is."""
        if self.refused is not None or not self.via_proxy:
            return self.refused
        if forwarded is not None and self.client_address == self.peer:
            self.client_address = forwarded
        key = address_key(self.client_address)
        why = self.doorman.refusal(key)
        if why is None:
            self.key = key
            self.doorman.enter(key)
        self.refused = why
        return why

    def connection_lost(self, exc: Exception | None) -> None:
        if self.key is not None:
            self.doorman.leave(self.key)
            self.key = None
        if self._turned_key is not None:
            _less(self.doorman.turned_away, self._turned_key)
            self._turned_key = None
        super().connection_lost(exc)
