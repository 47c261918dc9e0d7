"""Talk at the table over the protocol (issue 29 B): messages and reactions reach
everyone at the table with the sender's name, are cleaned, length- and rate-limited
by the server, kept with the table (a player who comes back, or a restarted server,
has them), and are part of the schema (every message here is checked against it)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from net_helpers import running, table_of_clients, url_of

from phase10_desktop.net import protocol
from phase10_desktop.net.chat import clean_text
from phase10_desktop.net.client import RequestFailed, TableClient
from phase10_desktop.net.limits import Limits


def heard(client: TableClient) -> list[dict[str, Any]]:
    client.heard = []  # type: ignore[attr-defined]
    client.on_message = lambda m: m["type"] == "chat" and client.heard.append(m)  # type: ignore[attr-defined]
    return client.heard  # type: ignore[attr-defined]


async def until(check, timeout: float = 10.0) -> None:  # type: ignore[no-untyped-def]
    deadline = asyncio.get_running_loop().time() + timeout
    while not check():
        assert asyncio.get_running_loop().time() < deadline, "waited in vain"
        await asyncio.sleep(0.02)


def test_net_chat_reaches_everyone_with_the_senders_name(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path) as server:
            (ana, ben), code = await table_of_clients(url_of(server), 2, 3)
            at_ana, at_ben = heard(ana), heard(ben)
            said = await ben.say(text="  Hello\n  Grandma!  ")
            assert said["type"] == "said" and said["n"] == 1
            await ana.say(reaction="thumbs_up")
            await until(lambda: len(at_ana) == 2 and len(at_ben) == 2)
            assert (
                at_ana
                == at_ben
                == [
                    {"type": "chat", "n": 1, "seat": 1, "name": "P2", "text": "Hello Grandma!"},
                    {"type": "chat", "n": 2, "seat": 0, "name": "P1", "reaction": "thumbs_up"},
                ]
            )
            # a watcher (joined after the start) hears the table and may talk, by name
            await ana.start()
            grandpa = TableClient(url_of(server))
            await grandpa.connect()
            at_grandpa = heard(grandpa)
            await grandpa.join(code, "Grandpa")
            await until(lambda: len(at_grandpa) == 2)  # the talk so far, heard before
            assert all(m["again"] for m in at_grandpa)
            await grandpa.say(text="Go Ana!")
            await until(lambda: len(at_ana) == 3)
            assert at_ana[-1] == {
                "type": "chat",
                "n": 3,
                "seat": -1,
                "name": "Grandpa",
                "text": "Go Ana!",
            }
            for c in (ana, ben, grandpa):
                await c.close()

    asyncio.run(main())


def test_net_chat_is_cleaned_and_its_length_and_rate_limited(tmp_path: Path) -> None:
    async def main() -> None:
        # the server's own limit (the schema allows 200; a server may take fewer)
        async with running(tmp_path, limits=Limits(chat_length=40)) as server:
            (ana, ben), _ = await table_of_clients(url_of(server), 2, 2)
            at_ana = heard(ana)
            # a bidirectional override would make "Ben" read as someone else's words
            await ben.say(text="evil\u202eana :P2")
            await until(lambda: len(at_ana) == 1)
            assert at_ana[0]["text"] == "evilana :P2"
            for bad, why in (("\u202e\u200b \x07", "no printable"), ("x" * 41, "at most 40")):
                with pytest.raises(RequestFailed) as e:
                    await ben.say(text=bad)
                assert e.value.code == "invalid" and why in e.value.reason, e.value.reason
            # five in a burst, then one every two seconds
            sent, refused = 0, []
            for i in range(8):
                try:
                    await ben.say(text=f"spam {i}")
                    sent += 1
                except RequestFailed as e:
                    refused.append(e.code)
            assert sent <= 5 and refused and set(refused) == {"rate_limited"}
            await ana.close()
            await ben.close()

    asyncio.run(main())


def test_net_chat_is_kept_with_the_table_across_a_restart(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path) as server:
            (ana, ben), code = await table_of_clients(url_of(server), 2, 2)
            await ana.say(text="first")
            await ben.say(reaction="oops")
            kept = server.store.chat(code)
            assert [(e["n"], e["name"]) for e in kept] == [(1, "P1"), (2, "P2")]
            token = ana.token
            await ana.close()
            await ben.close()
        async with running(tmp_path) as server:  # the same database, started again
            back = TableClient(url_of(server))
            await back.connect()
            at_back = heard(back)
            assert token is not None
            await back.resume(code, token)
            await until(lambda: len(at_back) == 2)
            assert [m.get("text", m.get("reaction")) for m in at_back] == ["first", "oops"]
            assert all(m["again"] for m in at_back)
            said = await back.say(text="back again")
            assert said["n"] == 3  # numbering goes on
            await back.close()

    asyncio.run(main())


def test_net_chat_is_part_of_the_schema() -> None:
    protocol.check("client", protocol.request("say", text="hi"))
    protocol.check("client", protocol.request("say", reaction="good_game"))
    for bad in (
        protocol.request("say"),
        protocol.request("say", text="hi", reaction="oops"),
        protocol.request("say", text=""),
        protocol.request("say", text="x" * 201),
        protocol.request("say", reaction="rude_gesture"),
    ):
        with pytest.raises(protocol.ProtocolError):
            protocol.check("client", bad)
    protocol.check("server", {"type": "chat", "n": 1, "seat": -1, "name": "G", "text": "hi"})
    protocol.check("server", {"type": "said", "id": 3, "n": 1})
    assert clean_text("a\u2028b\u0000 c\u200d") == "a b c\u200d"
