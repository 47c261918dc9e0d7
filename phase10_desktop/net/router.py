"""Asking the home router to forward the table's port, so people outside the home can join.

Only when the host chooses "Let people outside my network join": the app asks the
router on the computer's own network, through UPnP-IGD (``async-upnp-client``, the
maintained library Home Assistant uses; nothing here speaks SSDP or SOAP itself),
for its internet address and a port mapping to this computer. The mapping is asked
for with a lease and renewed at half of it while the table lives, and removed when
the table ends, so a crashed app leaves nothing open for long.

Each way this can fail has its own plain answer (:class:`RouterTrouble`): no router
answered; the router's own internet address is private (another router in
between) or shared among many homes by the internet provider (carrier-grade NAT,
100.64.0.0/10), so a mapping would lead nowhere; or the router refused. The
library is imported only here, and only when hosting asks for it: it and aiohttp
cost a start some 200-700 ms (docs/online.md).
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from ..engine.values import value_class

__all__ = ["Forwarded", "PortForward", "RouterTrouble", "address_kind"]

log = logging.getLogger(__name__)

IGD_DEVICES = (
    "urn:schemas-upnp-org:device:InternetGatewayDevice:2",
    "urn:schemas-upnp-org:device:InternetGatewayDevice:1",
)
#: the services that forward ports, the newest first (a DSL router has the PPP one)
WAN_SERVICES = (
    "urn:schemas-upnp-org:service:WANIPConnection:2",
    "urn:schemas-upnp-org:service:WANIPConnection:1",
    "urn:schemas-upnp-org:service:WANPPPConnection:1",
)
#: how long a mapping is asked for; it is renewed at half of it (a router that keeps
#: only permanent mappings gets one, removed at the end as any other)
LEASE_SECONDS = 3600
#: UPnP errors: the port is taken by another computer; only permanent leases
_CONFLICT, _PERMANENT_ONLY = 718, 725
_PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
_SHARED = ipaddress.ip_network("100.64.0.0/10")


class RouterTrouble(Exception):
    """Why the router cannot let people outside in. ``problem``: ``no_library``,
    ``no_router``, ``no_address`` (the router knows no internet address of its own),
    ``private`` or ``shared`` (its address is RFC 1918 or carrier-grade NAT: ``address``
    says which), ``refused`` (it would not map the port) or ``lost`` (it stopped
    answering), ``cancelled`` (the host stopped waiting). ``reason`` says it in English."""

    def __init__(self, problem: str, reason: str, address: str = "") -> None:
        super().__init__(reason)
        self.problem = problem
        self.reason = reason
        self.address = address


@value_class
class Forwarded:
    """A port the router forwards: people outside reach ``external``:``external_port``."""

    external: str
    external_port: int
    internal: str
    internal_port: int
    lease_seconds: int


def address_kind(address: str) -> str:
    """``public``, ``private`` (RFC 1918), ``shared`` (carrier-grade NAT, RFC 6598) or
    ``none`` (empty, not an address, or another address the internet cannot reach)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return "none"
    if ip.version != 4:
        return "public" if ip.is_global else "none"
    if any(ip in net for net in _PRIVATE):
        return "private"
    if ip in _SHARED:
        return "shared"
    return "public" if ip.is_global else "none"


class PortForward:
    """One port forwarded by the home router while a table lives.

    The library is asyncio; this runs it on an event loop in a daemon thread of its
    own, so :meth:`open` and :meth:`close` may be called from Qt's thread (they block,
    bounded by their timeouts). ``local`` is this computer's address on the router's
    network (the search goes out there, and the mapping points to it).
    """

    def __init__(
        self,
        port: int,
        local: str,
        *,
        lease_seconds: int = LEASE_SECONDS,
        search_seconds: int = 3,
        description: str = "Phase 10 table",
        on_lost: Callable[[RouterTrouble], None] | None = None,
    ) -> None:
        self.port, self.local = port, local
        self.lease_seconds, self.search_seconds = lease_seconds, search_seconds
        self.description = description
        self.on_lost = on_lost
        self.forwarded: Forwarded | None = None
        #: renewals done so far (each at half the lease)
        self.renewals = 0
        self._service: Any = None
        self._renewing: asyncio.Task[None] | None = None
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, name="phase10-router", daemon=True
        )
        self._thread.start()

    # ------------------------------------------------------------ the app's side
    def open(self, timeout: float = 20.0) -> Forwarded:
        """Ask the router for the mapping; RouterTrouble says why there is none."""
        future = self.open_later()
        try:
            return future.result(timeout)
        except TimeoutError:
            future.cancel()
            self.close()
            raise RouterTrouble("no_router", "The router did not answer in time.") from None

    def open_later(self) -> Future[Forwarded]:
        """:meth:`open` without waiting (a window stays responsive meanwhile): the
        future holds the Forwarded, or the RouterTrouble."""
        future: Future[Forwarded] = asyncio.run_coroutine_threadsafe(self._open(), self._loop)
        future.add_done_callback(self._after_open)
        return future

    def _after_open(self, future: Future[Forwarded]) -> None:
        if not future.cancelled() and future.exception() is not None:
            self._stop_loop()  # nothing to renew or remove

    def close(self, timeout: float = 5.0) -> None:
        """Remove the mapping (if the router still answers) and stop; never raises."""
        if not self._loop.is_running():
            return
        future = asyncio.run_coroutine_threadsafe(self._close(), self._loop)
        try:
            future.result(timeout)
        except Exception as e:  # the table ends anyway; the lease runs out on its own
            log.warning("the router's port mapping could not be removed: %s", e)
        self._stop_loop()

    def _stop_loop(self) -> None:
        if self._loop.is_running():
            self._loop.call_soon_threadsafe(self._loop.stop)
            if threading.current_thread() is not self._thread:
                self._thread.join(5)

    # ------------------------------------------------------------ on the loop
    async def _open(self) -> Forwarded:
        try:
            from async_upnp_client.aiohttp import AiohttpRequester
            from async_upnp_client.client_factory import UpnpFactory
            from async_upnp_client.exceptions import UpnpError
        except ImportError:
            raise RouterTrouble(
                "no_library", "This build has no UPnP support (async-upnp-client is missing)."
            ) from None
        location = await self._search()
        try:
            device = await UpnpFactory(AiohttpRequester(timeout=5)).async_create_device(location)
        except (TimeoutError, UpnpError, OSError) as e:
            raise RouterTrouble(
                "no_router", f"The router's description could not be read: {e}"
            ) from e
        self._service = _wan_service(device)
        if self._service is None:
            raise RouterTrouble("refused", "The router does not offer port forwarding (UPnP).")
        external = await self._external_address()
        lease = await self._map(self.lease_seconds)
        self.forwarded = Forwarded(external, self.port, self.local, self.port, lease)
        if lease:
            self._renewing = asyncio.get_running_loop().create_task(self._renew(lease))
        return self.forwarded

    async def _search(self) -> str:
        from async_upnp_client.search import async_search

        found: list[str] = []

        async def answered(headers: Any) -> None:
            location = headers.get("location")
            if location and location not in found:
                found.append(location)

        for target in IGD_DEVICES:
            try:
                await async_search(
                    answered,
                    timeout=self.search_seconds,
                    search_target=target,
                    source=(self.local, 0),
                )
            except OSError as e:
                raise RouterTrouble(
                    "no_router", f"The network cannot be searched for a router: {e}"
                ) from None
            if found:
                return found[0]
        raise RouterTrouble("no_router", "No router on this network answered (UPnP).")

    async def _external_address(self) -> str:
        from async_upnp_client.exceptions import UpnpError

        try:
            answer = await self._service.action("GetExternalIPAddress").async_call()
        except (TimeoutError, UpnpError, OSError) as e:
            raise RouterTrouble("refused", f"The router would not give its address: {e}") from e
        address = str(answer.get("NewExternalIPAddress") or "")
        kind = address_kind(address)
        if kind == "public":
            return address
        if kind == "private":
            raise RouterTrouble(
                "private",
                f"The router's own internet address is {address}, a private one: another "
                "router stands between it and the internet.",
                address,
            )
        if kind == "shared":
            raise RouterTrouble(
                "shared",
                f"The router's internet address is {address}: the internet provider shares "
                "one address among many homes (carrier-grade NAT).",
                address,
            )
        raise RouterTrouble(
            "no_address",
            "The router has no internet address of its own to give"
            + (f" ({address})." if address else "."),
            address,
        )

    async def _map(self, lease: int) -> int:
        from async_upnp_client.exceptions import UpnpActionResponseError, UpnpError

        try:
            await self._add(lease)
        except UpnpActionResponseError as e:
            if e.error_code == _PERMANENT_ONLY and lease:
                return await self._map(0)
            if e.error_code == _CONFLICT:
                raise RouterTrouble(
                    "refused",
                    f"The router forwards port {self.port} to another computer already.",
                ) from None
            raise RouterTrouble(
                "refused",
                f"The router refused to forward port {self.port} "
                f"(UPnP error {e.error_code} {e.error_desc}).",
            ) from None
        except (TimeoutError, UpnpError, OSError) as e:
            raise RouterTrouble("refused", f"The router refused to forward the port: {e}") from e
        return lease

    async def _add(self, lease: int) -> None:
        await self._service.action("AddPortMapping").async_call(
            NewRemoteHost="",
            NewExternalPort=self.port,
            NewProtocol="TCP",
            NewInternalPort=self.port,
            NewInternalClient=self.local,
            NewEnabled=True,
            NewPortMappingDescription=self.description,
            NewLeaseDuration=lease,
        )

    async def _renew(self, lease: int) -> None:
        """Ask again at half the lease, for as long as the table lives; a router that
        stops answering is reported once (``on_lost``) and asked again next time."""
        told = False
        while True:
            await asyncio.sleep(max(1.0, lease / 2))
            try:
                await self._add(lease)
            except Exception as e:
                log.warning("the router did not renew the port mapping: %s", e)
                if not told and self.on_lost is not None:
                    told = True
                    self.on_lost(
                        RouterTrouble("lost", f"The router stopped forwarding the port: {e}")
                    )
                continue
            told = False
            self.renewals += 1

    async def _close(self) -> None:
        if self._renewing is not None:
            self._renewing.cancel()
        if self.forwarded is not None and self._service is not None:
            await self._service.action("DeletePortMapping").async_call(
                NewRemoteHost="", NewExternalPort=self.port, NewProtocol="TCP"
            )
            self.forwarded = None


def _wan_service(device: Any) -> Any:
    for kind in WAN_SERVICES:
        for d in device.all_devices:
            if d.has_service(kind):
                return d.service(kind)
    return None
