"""This computer's addresses as friends would type them: the host's lobby and invitation.

The computer's name is no guide: Debian and Ubuntu write ``127.0.1.1`` for it in
``/etc/hosts``, and a lobby that trusted it showed ``127.0.0.1:7010``, which works on
no other computer. So the addresses come from the network interfaces themselves
(``ifaddr``, on every system), loopback and link-local ones left out, and the one
the system would reach the wider network through comes first: the interface of the
default route, which is the one friends at home share.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable, Iterable

__all__ = ["default_route_address", "host_addresses"]

#: what a datagram socket is "connected" to, to ask the routing table for the source
#: address of the default route: connect() on UDP only picks a route, and nothing is
#: sent (TEST-NET-3, reserved for documentation: routed through the default route)
_ROUTE_PROBE = ("203.0.113.1", 9)


def default_route_address() -> str | None:
    """The IPv4 address this computer sends from towards the wider network, None when
    it has no route there (no network, or only a local one)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(_ROUTE_PROBE)
            address = str(s.getsockname()[0])
    except OSError:
        return None
    return None if address == "0.0.0.0" else address


def interface_addresses() -> list[str]:
    """Every IPv4 address of this computer's network interfaces, as the system lists them."""
    import ifaddr

    return [
        ip.ip
        for adapter in ifaddr.get_adapters()
        for ip in adapter.ips
        if isinstance(ip.ip, str)  # IPv4 (IPv6 comes as a tuple): the server listens on IPv4
    ]


def host_addresses(
    interfaces: Callable[[], Iterable[str]] = interface_addresses,
    default: Callable[[], str | None] = default_route_address,
) -> list[str]:
    """The addresses others can reach this computer at: the default route's first, then
    the other interfaces' (private networks before others), never a loopback or
    link-local address unless there is nothing else, and then ``127.0.0.1`` (only this
    computer can join)."""
    try:
        found = list(dict.fromkeys(interfaces()))
    except Exception:  # an interface list the system would not give: the route still tells
        found = []
    usable = [a for a in found if _reachable(a)]
    first = default()
    if first is not None and _reachable(first):
        usable = [first, *(a for a in usable if a != first)]
        head, rest = usable[:1], usable[1:]
    else:
        head, rest = [], usable
    rest.sort(key=lambda a: not ipaddress.ip_address(a).is_private)
    return head + rest or ["127.0.0.1"]


def _reachable(address: str) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return not (ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast)
