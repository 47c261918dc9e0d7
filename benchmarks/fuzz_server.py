"""Fuzz the table server with bad messages while honest tables play on beside them.

Every message the fuzzer sends must be refused with an ``error`` naming what is
wrong: malformed JSON, oversized text, binary frames, unknown types, a wrong
protocol version, schema violations, joins with wrong codes or passwords, and,
on tables the fuzzer sits at, moves out of turn, illegal moves, requests out of
order or repeated, cuts and undos at the wrong time. Each connection sends a
few (below the strike limit, so each gets its own refusal), then a new one
opens; some connections instead keep sending nonsense and must be closed
(1008). Meanwhile honest tables play whole games: each must finish, verify,
hold exactly the moves its players saw confirmed, and see no refusal.

    python benchmarks/fuzz_server.py [--messages 100000] [--honest 4] [--seed 1]

Everything runs on 127.0.0.1 in this process (the server too); it stops by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from phase10_desktop.bots.registry import make_bot  # noqa: E402
from phase10_desktop.engine.actions import action_to_dict  # noqa: E402
from phase10_desktop.engine.cards import DECK, card_token  # noqa: E402
from phase10_desktop.engine.record import record_from_dict  # noqa: E402
from phase10_desktop.engine.replay import verify  # noqa: E402
from phase10_desktop.net.autoplay import autoplay  # noqa: E402
from phase10_desktop.net.client import TableClient  # noqa: E402
from phase10_desktop.net.limits import Limits  # noqa: E402
from phase10_desktop.net.protocol import MAX_MESSAGE_BYTES  # noqa: E402
from phase10_desktop.net.server import ServerConfig, TableServer  # noqa: E402

TOKENS = [card_token(c) for c in DECK]
PER_CONNECTION = 15
SHORT = {"phases": "first:3"}


def _v(m: dict[str, Any]) -> dict[str, Any]:
    return {"v": 1, **m}


def junk(rng: random.Random) -> tuple[str, str | bytes]:
    """One message no server may accept, and what kind of wrong it is."""
    kind = rng.choice(
        ["malformed", "oversized", "binary", "unknown", "version", "schema", "deep", "join"]
    )
    if kind == "malformed":
        text = rng.choice(['{"type": "action", "v": 1', "not json", "[1,2", '{"a":}', "\x00\x01"])
        return kind, text
    if kind == "oversized":
        return kind, json.dumps(_v({"type": "join", "code": "X" * (MAX_MESSAGE_BYTES + 10)}))
    if kind == "binary":
        return kind, bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    if kind == "unknown":
        return kind, json.dumps(_v({"type": rng.choice(["hack", "", "ACTION", "admin"])}))
    if kind == "version":
        return kind, json.dumps({"type": "ping", "v": rng.choice([0, 2, "1", None, 1.5])})
    if kind == "deep":
        return kind, "[" * 50 + "]" * 50
    if kind == "join":
        code = "".join(rng.choice("ABCDEFGHJK23456789") for _ in range(8))
        return kind, json.dumps(_v({"type": "join", "code": code, "name": "Mallory"}))
    bad = rng.choice(
        [
            _v({"type": "action", "seq": "1", "action": {"type": "draw", "source": "pile"}}),
            _v({"type": "action", "seq": 1, "action": {"type": "discard", "card": "Z9z"}}),
            _v({"type": "create", "name": "", "seats": 9}),
            _v({"type": "create", "name": "A" * 99, "seats": 4}),
            _v({"type": "cut", "seq": 1, "round": 1, "contribution": "zz"}),
            _v({"type": "join", "code": "ABCD-EFGH", "name": "x", "extra": 1}),
            _v({"type": "rejoin", "code": "ABCD-EFGH", "token": "!", "last_seq": -1}),
            _v({"type": "create", "name": "A", "seats": 2, "rules": {"order": "sideways"}}),
        ]
    )
    return kind, json.dumps(bad)


def game_wrong(rng: random.Random, seat: int, turn: int, seq: int) -> tuple[str, str]:
    """A request a seated player may not make now (the game waits in the draw stage)."""
    card = rng.choice(TOKENS)
    if seat != turn and rng.random() < 0.4:
        kind, action = "out_of_turn", {"type": "draw", "source": rng.choice(["pile", "discard"])}
    else:
        kind, action = (
            "illegal",
            rng.choice(
                [
                    {"type": "discard", "card": card},
                    {"type": "hit", "card": card, "owner": rng.randrange(2), "group": 0},
                    {
                        "type": "lay_down",
                        "groups": [{"kind": "set", "cards": [card], "values": [1]}],
                    },
                ]
            ),
        )
    if seat == turn and action["type"] == "draw":
        action = {"type": "discard", "card": card}
    which = rng.random()
    if which < 0.25:
        return "out_of_order", json.dumps(_v({"type": "action", "seq": seq + 5, "action": action}))
    if which < 0.4 and seq > 2:  # (request 1 was the table's cut, answered with an ack)
        return "repeated", json.dumps(_v({"type": "action", "seq": seq - 1, "action": action}))
    if which < 0.5:
        return "undo", json.dumps(_v({"type": "undo", "seq": seq}))
    if which < 0.6:
        contribution = f"{rng.getrandbits(128):032x}"
        cut = {"type": "cut", "seq": seq, "round": 1, "contribution": contribution}
        return "cut", json.dumps(_v(cut))
    if which < 0.65:
        return "start", json.dumps(_v({"type": "start"}))
    return kind, json.dumps(_v({"type": "action", "seq": seq, "action": action}))


class Fuzzer:
    def __init__(self, url: str, seed: int) -> None:
        self.url = url
        self.rng = random.Random(seed)
        self.sent: Counter[str] = Counter()
        self.refused: Counter[str] = Counter()
        self.problems: list[str] = []
        self.closed_for_abuse = 0
        self.seats: list[dict[str, Any]] = []  # the fuzzer's own tables: code, token, seat
        #: seats a connection holds now (a seat has one connection: a second rejoin would
        #: take it over and close the first, 4001)
        self.busy: set[int] = set()

    async def own_tables(self, count: int) -> None:
        """Tables of two seats, both the fuzzer's, dealt and waiting for a draw forever."""
        for _ in range(count):
            a, b = TableClient(self.url), TableClient(self.url)
            await a.connect()
            await b.connect()
            code = (await a.create("F1", 2, rules=SHORT))["code"]
            await b.join(code, "F2")
            await a.start()
            for _ in range(200):
                if a.view and b.view and a.view["stage"] == "draw":
                    break
                await asyncio.sleep(0.02)
            turn = a.view["turn"] if a.view else 0
            for c in (a, b):
                self.seats.append({"code": code, "token": c.token, "seat": c.seat, "turn": turn})
                await c.close()

    async def connection(self, budget: int) -> int:
        """One connection's worth of bad messages; returns how many were sent."""
        rng = self.rng
        free = [i for i in range(len(self.seats)) if i not in self.busy]
        held = rng.choice(free) if free and rng.random() < 0.5 else None
        if held is not None:
            self.busy.add(held)
        try:
            return await self._connection(budget, held)
        finally:
            self.busy.discard(held)  # type: ignore[arg-type]

    async def _connection(self, budget: int, held: int | None) -> int:
        rng = self.rng
        async with connect(self.url, compression=None, max_size=None) as ws:
            json.loads(await ws.recv())  # welcome
            seat = None
            seq = 1
            if held is not None:
                seat = self.seats[held]
                await ws.send(
                    json.dumps(
                        _v(
                            {
                                "type": "rejoin",
                                "code": seat["code"],
                                "token": seat["token"],
                                "last_seq": 10**6,
                            }
                        )
                    )
                )
                while True:  # skip the joined answer and what comes with it
                    m = json.loads(await asyncio.wait_for(ws.recv(), 10))
                    if m["type"] in ("synced", "events", "error"):
                        break
                if m["type"] == "error":
                    self.problems.append(f"the fuzzer could not take its seat: {m}")
                    return 0
                # learn the next request number from the server's own refusal
                await ws.send(json.dumps(_v({"type": "undo", "seq": 10**9})))
                m = json.loads(await asyncio.wait_for(ws.recv(), 10))
                while m.get("type") != "error":
                    m = json.loads(await asyncio.wait_for(ws.recv(), 10))
                seq = m.get("expected", 1)
                self.sent["probe"] += 1
                self.refused[m["code"]] += 1
            n = min(budget, PER_CONNECTION)
            kinds = []
            for _ in range(n):
                if seat is not None and rng.random() < 0.8:
                    kind, frame = game_wrong(rng, seat["seat"], seat["turn"], seq)
                    if kind in ("illegal", "out_of_turn", "undo", "cut", "start"):
                        seq += 0 if kind == "start" else 1  # a refusal in turn uses its number
                else:
                    kind, frame = junk(rng)
                kinds.append(kind)
                self.sent[kind] += 1
                await ws.send(frame)
            got = 0
            deadline = time.monotonic() + 10
            while got < n and time.monotonic() < deadline:
                try:
                    m = json.loads(await asyncio.wait_for(ws.recv(), 10))
                except TimeoutError:
                    break
                if m["type"] == "error":
                    got += 1
                    self.refused[m["code"]] += 1
                    if not m.get("reason"):
                        self.problems.append(f"a refusal without a reason: {m}")
            if got != n:
                self.problems.append(f"{n} bad messages, {got} refusals ({kinds})")
        return n

    async def abuse(self) -> None:
        """Keep sending nonsense: the server must close the connection (1008)."""
        async with connect(self.url, compression=None) as ws:
            try:
                for _ in range(200):
                    await ws.send("nonsense")
                    await asyncio.sleep(0)
                async for _ in ws:
                    pass
            except Exception:
                pass
            if ws.close_code == 1008:
                self.closed_for_abuse += 1
            else:
                self.problems.append(f"an abusive connection was not closed (code {ws.close_code})")


async def honest_table(url: str, index: int) -> dict[str, Any]:
    """Three players and a bot play a short game; what they saw."""
    clients = [TableClient(url) for _ in range(3)]
    refusals: list[str] = []
    confirmed: dict[int, list[dict[str, Any]]] = {}
    for c in clients:
        await c.connect()
    code = (await clients[0].create("H1", 4, bots=["easy"], rules=SHORT))["code"]
    for i, c in enumerate(clients[1:], start=2):
        await c.join(code, f"H{i}")
    await clients[0].start()

    async def play(c: TableClient, i: int) -> None:
        original = c.act

        async def act(action: Any) -> dict[str, Any]:
            answer = await original(action)
            confirmed.setdefault(c.seat or 0, []).append(
                action if isinstance(action, dict) else action_to_dict(action)
            )
            return answer

        c.act = act  # type: ignore[method-assign]
        await autoplay(c, make_bot("easy", index * 10 + i), refusals=refusals)

    await asyncio.wait_for(asyncio.gather(*(play(c, i) for i, c in enumerate(clients))), 600)
    record = await clients[0].fetch_record()
    rec = record_from_dict(record)
    mine = {
        s: [
            action_to_dict(a)
            for r in rec.rounds
            for a, t in zip(r.actions, r.seats, strict=True)
            if t == s
        ]
        for s in confirmed
    }
    closed = [c.closed_reason for c in clients if c.closed_reason]
    for c in clients:
        await c.close()
    return {
        "verified": verify(rec) == [],
        "moves_kept": mine == confirmed,
        "refusals": refusals,
        "dropped": closed,
        "rounds": len(rec.rounds),
    }


async def run(messages: int, honest: int, seed: int, concurrency: int = 8) -> dict[str, Any]:
    data = Path(tempfile.mkdtemp(prefix="phase10-fuzz-"))
    # the fuzzer's own seats never count as dropped: their games wait at a draw for ever
    # every client here comes from 127.0.0.1: the per-address join limit (tested on its
    # own) would soon refuse the honest players' joins too, so it is lifted here
    config = ServerConfig(
        port=0,
        data=data,
        bots="thread",
        cut_seconds=3.0,
        grace_seconds=3600,
        # the fuzz's own tables and connections all come from 127.0.0.1
        limits=Limits(
            joins_per_minute=10**9,
            joins_per_minute_total=10**9,
            connections_per_address=10**6,
            max_connections=10**6,
            tables_per_minute=10**6,
            tables_per_address=10**6,
        ),
    )
    server = TableServer(config)
    await server.start()
    url = f"ws://127.0.0.1:{server.port}"
    fuzzer = Fuzzer(url, seed)
    start = time.perf_counter()
    try:
        await fuzzer.own_tables(4)
        games = [asyncio.ensure_future(honest_table(url, i)) for i in range(honest)]
        left = messages

        async def worker() -> None:
            nonlocal left
            while left > 0:
                take = min(left, PER_CONNECTION)
                left -= take
                await fuzzer.connection(take)

        await asyncio.gather(*(worker() for _ in range(concurrency)))
        for _ in range(5):
            await fuzzer.abuse()
        results = await asyncio.gather(*games)
        up = server._server is not None and server._server.is_serving()
    finally:
        await server.stop()
    elapsed = time.perf_counter() - start
    return {
        "sent": sum(v for k, v in fuzzer.sent.items() if k != "probe"),
        "by_kind": dict(fuzzer.sent),
        "refused": dict(fuzzer.refused),
        "problems": fuzzer.problems,
        "closed_for_abuse": fuzzer.closed_for_abuse,
        "honest": results,
        "server_up": up,
        "seconds": elapsed,
    }


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--messages", type=int, default=100_000)
    p.add_argument("--honest", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    out = asyncio.run(run(args.messages, args.honest, args.seed))
    print(f"bad messages sent: {out['sent']} in {out['seconds']:.1f} s")
    print(f"  by kind: {out['by_kind']}")
    print(f"  refusals by error: {out['refused']}")
    print(f"  abusive connections closed (1008): {out['closed_for_abuse']} of 5")
    print(f"  server up throughout: {out['server_up']}")
    for i, h in enumerate(out["honest"]):
        print(
            f"honest table {i + 1}: {h['rounds']} rounds, verified {h['verified']}, "
            f"every confirmed move kept once {h['moves_kept']}, refusals {len(h['refusals'])}, "
            f"dropped {len(h['dropped'])}"
        )
    bad = (
        out["problems"]
        or not out["server_up"]
        or any(
            not (h["verified"] and h["moves_kept"]) or h["refusals"] or h["dropped"]
            for h in out["honest"]
        )
    )
    for p_ in out["problems"][:20]:
        print("PROBLEM:", p_)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
