"""The sides of the router test, each run in its own network namespace.

``host LOCAL LEASE`` (the "home" computer): hosts a table as the app does, asks the
router to forward its port (net.router.PortForward), prints the outcome as JSON, then
answers commands on stdin: ``renewals``, ``close``. In this test 203.0.113.0/24 plays
the internet, so an address there counts as public (only here).

``join URL CODE`` (a computer outside): joins the table at URL, prints the seat or why
not.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import sys
import tempfile


def say(**what: object) -> None:
    print(json.dumps(what), flush=True)


def host(local: str, lease: int) -> None:
    from phase10_desktop.net import router
    from phase10_desktop.net.client import TableClient
    from phase10_desktop.net.threaded import host_server

    internet = ipaddress.ip_network("203.0.113.0/24")
    plain = router.address_kind

    def kind(address: str) -> str:
        public = address and ipaddress.ip_address(address) in internet
        return "public" if public else plain(address)

    router.address_kind = kind

    server = host_server(tempfile.mkdtemp(prefix="phase10-router-"), host="0.0.0.0", port=0)

    async def create() -> str:
        client = TableClient(f"ws://127.0.0.1:{server.port}")
        await client.connect()
        await client.create("Ana", 3)
        code = client.code
        assert code is not None
        return code

    code = asyncio.run(create())
    forward = router.PortForward(
        server.port,
        local,
        lease_seconds=lease,
        search_seconds=1,
        on_lost=lambda trouble: say(lost=trouble.problem),
    )
    try:
        f = forward.open(timeout=30)
    except router.RouterTrouble as e:
        say(trouble=e.problem, reason=e.reason, address=e.address)
        server.stop("done")
        return
    say(external=f.external, external_port=f.external_port, internal=f.internal,
        lease=f.lease_seconds, code=code)  # fmt: skip
    for line in sys.stdin:
        if line.strip() == "renewals":
            say(renewals=forward.renewals)
        elif line.strip() == "close":
            forward.close()
            say(closed=True, still=forward.forwarded is not None)
            break
    server.stop("done")


def join(url: str, code: str) -> None:
    from phase10_desktop.net.client import TableClient

    async def sit() -> None:
        client = TableClient(url, reconnect_for=0)
        try:
            await asyncio.wait_for(client.connect(), 5)
            await asyncio.wait_for(client.join(code, "Grandma"), 5)
            say(seat=client.seat, code=client.code)
        except Exception as e:
            say(error=type(e).__name__, reason=str(e))
        finally:
            await client.close()

    asyncio.run(sit())


if __name__ == "__main__":
    if sys.argv[1] == "host":
        host(sys.argv[2], int(sys.argv[3]))
    else:
        join(sys.argv[2], sys.argv[3])
