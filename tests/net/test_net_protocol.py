"""The protocol on the wire, point by point as docs/protocol.md describes it: every answer
names the request it answers (``id``, and ``re`` for a numbered one, refusals included),
a rejoin says which number comes next, a number is one request's, JSON is strict, and
the ``by`` of a step, the notices of a leave and the close after too many failed joins
are what the page says. Each test speaks raw JSON over a WebSocket, as another client
would."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

from net_helpers import ROOT, Wire, req, running, url_of, wire
from websockets.exceptions import ConnectionClosed

from phase10_desktop.net import protocol
from phase10_desktop.net.limits import Limits

DOC = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")


async def two_at_a_table(url: str) -> tuple[Wire, Wire, str, str]:
    """Ana hosts a two-seat table, Bo joins; returns both, the code and Bo's token."""
    ana, bo = await wire(url), await wire(url)
    await ana.send(req("create", id=1, name="Ana", seats=2))
    code = (await ana.until(lambda m: m["type"] == "created"))["code"]
    await bo.send(req("join", id=1, code=code, name="Bo"))
    joined = await bo.until(lambda m: m["type"] == "joined")
    return ana, bo, code, joined["token"]


def first_mover(*wires: Wire) -> Wire:
    """Whoever's turn it is, from the views the wires have seen."""
    for w in wires:
        views = [m["view"] for m in w.seen if m["type"] == "events" and m.get("view")]
        if views and views[-1]["turn"] == views[-1]["seat"]:
            return w
    raise AssertionError("nobody's view says it is their turn")


async def dealt(ana: Wire, bo: Wire) -> None:
    """Both send their part of round 1's cut and wait for the cards."""
    for w in (ana, bo):
        cut = await w.until(lambda m: m["type"] == "cut_request")
        await w.send(req("cut", seq=1, round=cut["round"], contribution="ab" * 16))
    for w in (ana, bo):
        await w.until(lambda m: m["type"] == "events" and (m.get("view") or {}).get("stage"))


def test_net_protocol_start_is_answered_by_table_with_its_id(tmp_path: Path) -> None:
    """docs: ``start`` → ``table`` with ``state: "playing"``; every answer carries the
    request's ``id`` (before, the table message had none)."""

    async def main() -> None:
        async with running(tmp_path) as server:
            ana, bo, _, _ = await two_at_a_table(url_of(server))
            await ana.send(req("start", id=42))
            answer = await ana.until(lambda m: m["type"] == "table" and m["state"] == "playing")
            assert answer["id"] == 42
            other = await bo.until(lambda m: m["type"] == "table" and m["state"] == "playing")
            assert "id" not in other  # the others' copy answers nothing of theirs

    asyncio.run(main())


def test_net_protocol_every_answer_carries_the_requests_id(tmp_path: Path) -> None:
    """ack (a first answer, not only a repeat), synced, record's refusal, pong, left."""

    async def main() -> None:
        async with running(tmp_path) as server:
            ana, bo, _, _ = await two_at_a_table(url_of(server))
            await ana.send(req("start", id=2))
            cut = await ana.until(lambda m: m["type"] == "cut_request")
            await ana.send(req("cut", id=3, seq=1, round=cut["round"], contribution="cd" * 16))
            ack = await ana.until(lambda m: m["type"] == "ack")
            assert ack == {"type": "ack", "re": 1, "id": 3}
            await ana.send(req("sync", id=4, last_seq=0))
            synced = await ana.until(lambda m: m["type"] == "synced")
            assert synced["id"] == 4
            await ana.send(req("record", id=5))
            refused = await ana.until(lambda m: m["type"] == "error")
            assert (refused["id"], refused["code"]) == (5, "no_record")
            await bo.send(req("ping", id=6))
            assert await bo.until(lambda m: m["type"] == "pong") == {"type": "pong", "id": 6}

    asyncio.run(main())


def test_net_protocol_a_refused_invalid_message_names_its_id_and_number(
    tmp_path: Path,
) -> None:
    """An ``invalid`` refusal carries the ``id`` and the number (``re``) of the request,
    so a client following the docs stops resending it (before it had neither, and every
    resend was a strike)."""

    async def main() -> None:
        async with running(tmp_path) as server:
            w = await wire(url_of(server))
            bad = req("action", id=9, seq=3, action={"type": "draw", "source": "sideways"})
            await w.send(bad)
            m = await w.recv()
            assert (m["type"], m["code"], m["id"], m["re"]) == ("error", "invalid", 9, 3)
            await w.send(json.dumps({"type": "ping", "v": 2, "id": 10}))
            m = await w.recv()
            assert (m["code"], m["id"]) == ("bad_version", 10)
            # numbers the schema does not allow are not echoed
            await w.send(json.dumps({"type": "action", "v": 1, "id": -1, "seq": "x"}))
            m = await w.recv()
            assert m["code"] == "invalid" and "id" not in m and "re" not in m

    asyncio.run(main())


def test_net_protocol_json_is_strict(tmp_path: Path) -> None:
    """NaN, Infinity, a number too large for a float and a key named twice are refused
    (``malformed``); before, NaN and Infinity were read as numbers."""

    async def main() -> None:
        async with running(tmp_path) as server:
            w = await wire(url_of(server))
            frames = [
                '{"type": "create", "v": 1, "name": "Ana", "seats": 2, "turn_seconds": NaN}',
                '{"type": "create", "v": 1, "name": "Ana", "seats": 2, "turn_seconds": Infinity}',
                '{"type": "create", "v": 1, "name": "Ana", "seats": 2, "turn_seconds": 1e999}',
                '{"type": "ping", "v": 1, "v": 1}',
            ]
            for frame in frames:
                await w.send(frame)
                m = await w.recv()
                assert (m["type"], m["code"]) == ("error", "malformed"), (frame, m)
            assert "NaN is not a JSON value" in w.seen[1]["reason"]
            assert not server.tables  # nothing was created from any of them

    asyncio.run(main())


def test_net_protocol_a_rejoin_says_the_next_request_number(tmp_path: Path) -> None:
    """``joined.next_seq``: 1 on a join; on a rejoin, one past the last request the seat's
    requests reached (from whichever connection). Before, it was never sent."""

    async def main() -> None:
        async with running(tmp_path) as server:
            ana, bo, code, token = await two_at_a_table(url_of(server))
            assert next(m for m in bo.seen if m["type"] == "joined")["next_seq"] == 1
            await ana.send(req("start", id=2))
            await dealt(ana, bo)  # Bo's request 1 was his cut
            await bo.ws.close()
            back = await wire(url_of(server))
            await back.send(req("rejoin", id=1, code=code, token=token, last_seq=0))
            joined = await back.until(lambda m: m["type"] == "joined")
            assert joined["next_seq"] == 2

    asyncio.run(main())


def test_net_protocol_a_number_reused_for_another_request_is_refused(tmp_path: Path) -> None:
    """The same number sent again with the same request: the answer again, ``repeat``.
    With another request: refused (``reused``, with the number expected), and nothing is
    played. Before, it was acknowledged as a repeat and silently not played."""

    async def main() -> None:
        async with running(tmp_path) as server:
            ana, bo, code, _ = await two_at_a_table(url_of(server))
            await ana.send(req("start", id=2))
            await dealt(ana, bo)
            mover = first_mover(ana, bo)
            draw = req("action", id=7, seq=2, action={"type": "draw", "source": "pile"})
            await mover.send(draw)
            assert (await mover.until(lambda m: m["type"] == "ack"))["re"] == 2
            step = server.tables[code].step
            await mover.send({**draw, "id": 8})  # the same request again: its answer again
            again = await mover.until(lambda m: m["type"] in ("ack", "error"))
            assert again == {"type": "ack", "re": 2, "repeat": True, "id": 8}
            other = req("action", id=9, seq=2, action={"type": "draw", "source": "discard"})
            await mover.send(other)
            refused = await mover.until(lambda m: m["type"] in ("ack", "error"))
            assert (refused["type"], refused["code"], refused["re"], refused["expected"]) == (
                "error",
                "reused",
                2,
                3,
            )
            assert "next number, 3" in refused["reason"]
            assert server.tables[code].step == step  # neither was played

    asyncio.run(main())


def test_net_protocol_deals_are_by_the_dealer_and_server_means_a_stand_in(
    tmp_path: Path,
) -> None:
    """``by``: the start and each deal are ``dealer`` steps; ``server`` is kept for the bot
    playing an absent player (before, deals said ``server`` too)."""

    async def main() -> None:
        async with running(tmp_path) as server:
            ana, bo, _, _ = await two_at_a_table(url_of(server))
            await ana.send(req("start", id=2))
            await dealt(ana, bo)
            steps = [m for m in ana.seen if m["type"] == "events"]
            assert [m["by"] for m in steps] == ["dealer", "dealer"]
            assert steps[0]["events"][0]["type"] == "deal_committed"

    asyncio.run(main())


def test_net_protocol_leaving_mid_game_says_the_bot_plays_the_seat(tmp_path: Path) -> None:
    """docs: ``leave`` in a game: the bot plays the seat until the token claims it back.
    Everyone is told ``left`` and then ``bot_playing``, as after a drop's grace period
    (before, ``left`` only)."""

    async def main() -> None:
        async with running(tmp_path) as server:
            ana, bo, _, _ = await two_at_a_table(url_of(server))
            await ana.send(req("start", id=2))
            await dealt(ana, bo)
            await bo.send(req("leave", id=3))
            assert (await bo.until(lambda m: m["type"] == "left"))["id"] == 3
            left = await ana.until(lambda m: m["type"] == "notice")
            then = await ana.until(lambda m: m["type"] == "notice")
            assert (left["what"], then["what"]) == ("left", "bot_playing")
            assert left["seat"] == then["seat"] == 1
            shown = await ana.until(lambda m: m["type"] == "table")
            assert shown["seats"][1]["bot_playing"]

    asyncio.run(main())


def test_net_protocol_the_last_failed_join_is_answered_then_closed(tmp_path: Path) -> None:
    """The failed join that reaches the connection's limit gets its ``error`` (before, the
    connection was closed with 1008 and no answer)."""

    async def main() -> None:
        limits = Limits(joins_per_connection=3, joins_per_minute=100)
        async with running(tmp_path, limits=limits) as server:
            w = await wire(url_of(server))
            for i in range(3):
                await w.send(req("join", id=i, code="ZZZZ-ZZZ2", name="Eve"))
            answers = [await w.recv() for _ in range(3)]
            assert [(a["code"], a["id"]) for a in answers] == [("no_table", i) for i in range(3)]
            try:
                await asyncio.wait_for(w.ws.recv(), 10)
                raise AssertionError("the connection stayed open")
            except ConnectionClosed:
                pass
            assert w.ws.close_code == 1008
            assert w.ws.close_reason == "too many failed join attempts"

    asyncio.run(main())


# ------------------------------------------------------------- the page itself
def _doc_row(kind: str) -> str:
    server_part = DOC[DOC.index("## Server messages") :]
    row = re.search(rf"^\| [^|]*`{kind}`[^|]*\|[^\n]*$", server_part, re.MULTILINE)
    assert row, f"docs/protocol.md has no row for {kind}"
    return row.group(0)


def test_net_protocol_the_page_names_every_field_code_and_value_of_the_schema() -> None:
    """Every server message's fields are in its row of the table, every error code, every
    ``by`` and every ``notice.what`` is on the page: the schema and the page agree."""
    schema = protocol.load_schema()["definitions"]
    for kind, definition in schema["server"].items():
        row = _doc_row(kind)
        for field in definition["properties"]:
            if field in ("type", "id"):
                continue  # every message has a type; id is explained once for all
            assert f"`{field}`" in row, f"docs: the {kind} row does not name {field}"
    codes = schema["server"]["error"]["properties"]["code"]["enum"]
    missing = [c for c in codes if f"`{c}`" not in DOC]
    assert not missing, f"error codes the page does not explain: {missing}"
    for by in schema["server"]["events"]["properties"]["by"]["enum"]:
        assert f"`{by}`" in _doc_row("events"), by
    for what in schema["server"]["notice"]["properties"]["what"]["enum"]:
        assert f"`{what}`" in _doc_row("notice"), what


def test_net_protocol_the_address_names_the_table(tmp_path: Path) -> None:
    """``/t/CODE`` and ``?table=CODE`` name the connection's table: a join of it works,
    a join of another is refused (``wrong_table``, not counted as a failed join), and
    an address whose code has not a code's shape is refused with HTTP 400."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import InvalidStatus

    async def main() -> None:
        async with running(tmp_path) as server:
            url = url_of(server)
            ana = await wire(url)
            await ana.send(req("create", id=1, name="Ana", seats=3))
            code = (await ana.until(lambda m: m["type"] == "created"))["code"]
            for address in (f"{url}/t/{code.lower()}", f"{url}/?table={code.replace('-', '')}"):
                w = await wire(address)
                await w.send(req("join", id=1, code="ZZZZ-ZZZZ", name="Eve"))
                m = await w.until(lambda m: m["type"] == "error")
                assert m["code"] == "wrong_table" and code in m["reason"]
                await w.send(req("join", id=2, code=code, name="Bo"))
                assert (await w.until(lambda m: m["type"] == "joined"))["code"] == code
            assert not server.joins.by_address.level("127.0.0.1")
            try:
                await connect(f"{url}/t/abc")
                raise AssertionError("connected")
            except InvalidStatus as e:
                assert e.response.status_code == 400
                assert b"is not a table code" in e.response.body

    asyncio.run(main())
