"""What the app calls: a server hosted in a thread of this process, and clients that
run their own event loop in a thread and call back with every message."""

from __future__ import annotations

import queue
import threading
from pathlib import Path
from typing import Any

from phase10_desktop.net.threaded import ThreadedClient, host_server


def test_net_threaded_host_and_two_players_from_plain_threads(tmp_path: Path) -> None:
    hosted = host_server(tmp_path, grace_seconds=5, cut_seconds=2)
    inbox: dict[str, queue.Queue[dict[str, Any]]] = {"ana": queue.Queue(), "bo": queue.Queue()}
    threads: dict[str, set[str]] = {"ana": set(), "bo": set()}

    def handler(who: str):  # type: ignore[no-untyped-def]
        def take(message: dict[str, Any]) -> None:
            threads[who].add(threading.current_thread().name)
            inbox[who].put(message)

        return take

    ana = ThreadedClient(hosted.url, handler("ana"))
    bo = ThreadedClient(hosted.url, handler("bo"))
    try:
        ana.connect().result(10)
        bo.connect().result(10)
        code = ana.create("Ana", 3, bots=["easy"]).result(10)["code"]
        assert bo.join(code, "Bo").result(10)["seat"] == 1
        ana.start().result(10)

        def next_of(who: str, kind: str) -> dict[str, Any]:
            for _ in range(500):
                m = inbox[who].get(timeout=10)
                if m["type"] == kind:
                    return m
            raise AssertionError(f"no {kind} for {who}")

        view = next_of("ana", "events")
        while not (view.get("view") and view["view"]["stage"] in ("draw", "play")):
            view = next_of("ana", "events")
        seat_to_move = view["view"]["turn"]
        mover = {0: ana, 1: bo}.get(seat_to_move)
        if mover is not None:  # a player (not the bot) moves: from this, the test's thread
            ack = mover.send_action({"type": "draw", "source": "pile"}).result(10)
            assert ack["type"] == "ack"
        assert threads["ana"] == {"phase10-client"}  # the app marshals from this thread
    finally:
        ana.close()
        bo.close()
        hosted.stop("the host closed the table")


def test_net_threaded_stopping_the_host_tells_the_players_why(tmp_path: Path) -> None:
    hosted = host_server(tmp_path)
    seen: queue.Queue[dict[str, Any]] = queue.Queue()
    c = ThreadedClient(hosted.url, seen.put, reconnect_for=0.5)
    try:
        c.connect().result(10)
        c.create("Ana", 2).result(10)
        hosted.stop("Ana closed her table")
        for _ in range(100):
            m = seen.get(timeout=10)
            if m["type"] == "connection" and m["state"] == "closed":
                assert m["code"] == 1001
                assert m["reason"] == "Ana closed her table"
                break
        else:
            raise AssertionError("no close was reported")
    finally:
        c.close()
