"""One player in a process of its own: ``python seat_process.py URL host|CODE NAME LEVEL``.

The host creates a four-seat table, prints its code, waits for three others
and starts; a guest joins by code. Each plays its seat with a bot over the
protocol until the game is over, then prints one JSON line: what it saw.
"""

from __future__ import annotations

import asyncio
import json
import sys

from phase10_desktop.bots.registry import make_bot
from phase10_desktop.net.autoplay import autoplay
from phase10_desktop.net.client import TableClient


async def main(url: str, role: str, name: str, level: str) -> None:
    client = TableClient(url, reconnect_for=20)
    await client.connect()
    if role == "host":
        created = await client.create(name, 4)
        print(json.dumps({"code": created["code"]}), flush=True)
        for _ in range(600):  # up to 60 s for the others
            seats = (client.table or {}).get("seats", [])
            if sum(s["kind"] == "human" for s in seats) == 4:
                break
            await asyncio.sleep(0.1)
        await client.start()
    else:
        await client.join(role, name)
    moves = await asyncio.wait_for(autoplay(client, make_bot(level, len(name))), 300)
    for _ in range(100):  # the last round's check and record arrive just after the end
        if client.record is not None and len(client.checks) == len(client.record["rounds"]):
            break
        await asyncio.sleep(0.05)
    view = client.view or {}
    print(
        json.dumps(
            {
                "seat": client.seat,
                "moves": moves,
                "winner": view.get("winner"),
                "scores": view.get("scores"),
                "checks": [c.ok for c in client.checks.values()],
                "record": client.record,
            }
        ),
        flush=True,
    )
    await client.close()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:5]))
