"""The network for a program that is not asyncio: a client and a server each in a thread.

The app's window runs Qt's event loop; the protocol runs on asyncio. Rather
than mix the two loops, each of these owns an asyncio loop in a daemon thread:

* :class:`ThreadedClient` wraps a :class:`~.client.TableClient`. Its methods
  may be called from any thread; each returns a ``concurrent.futures.Future``
  with the server's answer (or the exception). Everything the server sends is
  handed to ``on_message`` **on the client's thread**: the app connects it to a
  Qt signal so the slot runs on the GUI thread (a queued connection).
* :func:`host_server` runs a :class:`~.server.TableServer` the same way, for
  "Host a table" inside the app, and stops it cleanly (clients are told, with
  close code 1001 and the reason given).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

from ..engine.actions import Action
from ..engine.values import value_class
from .client import Handler, TableClient
from .server import ServerConfig, TableServer
from .store import FolderLock, Store

#: the close code of a table its host ended (see docs/protocol.md)
TABLE_ENDED = 4000

T = TypeVar("T")


class _LoopThread:
    """An asyncio event loop running in a daemon thread of its own."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        #: one stop at a time (a seat's leave and its table's end may both close it)
        self._stopping = threading.Lock()
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def call(self, coro: Coroutine[Any, Any, T]) -> Future[T]:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def stop(self, timeout: float = 5.0) -> None:
        """Cancel what still runs on the loop (a request nobody waits for any more: a
        stopped loop would drop it with "Task was destroyed but it is pending"), then
        stop it and end the thread. Any thread may call it, more than once."""
        with self._stopping:
            self._stop(timeout)

    def _stop(self, timeout: float) -> None:
        if self.loop.is_closed():
            return

        async def cancel_the_rest() -> None:
            others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in others:
                task.cancel()
            await asyncio.gather(*others, return_exceptions=True)

        if self.thread.is_alive() and threading.current_thread() is not self.thread:
            with contextlib.suppress(Exception):
                self.call(cancel_the_rest()).result(timeout)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout)
        if not self.thread.is_alive():
            self.loop.close()


class ThreadedClient:
    """A :class:`TableClient` on its own thread, with thread-safe ``send_*`` methods.

    Typical use from the app: ``c = ThreadedClient(url, on_message=signal.emit)``;
    ``c.connect().result(10)``; ``c.create("Ana", 4).result(10)`` or ``c.join(code,
    "Lucía")``; then ``c.send_action(action)``, ``c.send_undo()``, ``c.start()``.
    Reconnecting and claiming the seat back happen by themselves; the app sees
    ``{"type": "connection", "state": ...}`` messages as it happens.
    """

    def __init__(self, url: str, on_message: Handler | None = None, **options: Any) -> None:
        self._thread = _LoopThread("phase10-client")
        self._on_message = on_message
        self._closing = threading.Lock()

        async def make() -> TableClient:
            return TableClient(url, self._deliver, **options)

        self.client: TableClient = self._thread.call(make()).result()

    def _deliver(self, message: dict[str, Any]) -> None:
        if self._on_message is not None:
            self._on_message(message)

    # each returns a Future of the server's answer
    def connect(self) -> Future[None]:
        return self._thread.call(self.client.connect())

    def create(self, name: str, seats: int, **options: Any) -> Future[dict[str, Any]]:
        return self._thread.call(self.client.create(name, seats, **options))

    def join(self, code: str, name: str, password: str | None = None) -> Future[dict[str, Any]]:
        return self._thread.call(self.client.join(code, name, password))

    def resume(self, code: str, token: str, last_seq: int = 0, seq: int = 0) -> Future[dict]:
        return self._thread.call(self.client.resume(code, token, last_seq, seq))

    def start(self) -> Future[None]:
        return self._thread.call(self.client.start())

    def send_action(self, action: Action | dict[str, Any]) -> Future[dict[str, Any]]:
        return self._thread.call(self.client.act(action))

    def send_undo(self) -> Future[dict[str, Any]]:
        return self._thread.call(self.client.undo())

    def send_cut(self, round_no: int, value: str | None = None) -> Future[dict[str, Any]]:
        return self._thread.call(self.client.contribute(round_no, value))

    def fetch_record(self) -> Future[dict[str, Any]]:
        return self._thread.call(self.client.fetch_record())

    def say(self, text: str | None = None, reaction: str | None = None) -> Future[dict[str, Any]]:
        return self._thread.call(self.client.say(text, reaction))

    def leave(self) -> Future[dict[str, Any]]:
        return self._thread.call(self.client.leave())

    def again(self) -> Future[dict[str, Any]]:
        return self._thread.call(self.client.again())

    def close(self, timeout: float = 5.0) -> None:
        """Close the connection and end the thread (from any thread; a second close
        waits for the first, then does nothing)."""
        with self._closing:
            if self._thread.loop.is_closed():
                return
            with contextlib.suppress(Exception):  # closing a connection that already broke
                self._thread.call(self.client.close()).result(timeout)
            self._thread.stop(timeout)


@value_class
class HostedServer:
    """A server running inside this process; ``stop()`` ends it (clients are told why)."""

    host: str
    port: int
    url: str
    _server: TableServer
    _thread: _LoopThread

    def stop(self, reason: str = "the host closed the table", timeout: float = 10.0) -> None:
        """Stop the server; its tables stay on disk (a server started on the same folder
        takes them up again)."""
        if self._thread.loop.is_closed():
            return
        self._thread.call(self._server.stop(reason)).result(timeout)
        self._thread.stop(timeout)

    def end(self, reason: str = "the host ended the table", timeout: float = 10.0) -> None:
        """End every table of this server for good: clients are told why with close code
        :data:`TABLE_ENDED` (their app says the table will not come back), and the tables
        are forgotten from the disk."""
        if self._thread.loop.is_closed():
            return

        async def end() -> None:
            server = self._server
            for code in list(server.tables):
                server.store.forget(code)
            server.tables.clear()
            # nobody at an ended table is told that another "lost their connection"
            # as the connections close one after another: they are all told it ended
            for streams in server.conns.values():
                for conns in streams.values():
                    for conn in conns:
                        conn.table = conn.stream = None
            await server.stop(reason, code=TABLE_ENDED)

        self._thread.call(end()).result(timeout)
        self._thread.stop(timeout)


def forget_tables(data: Path | str, *, keep: str | None = None) -> None:
    """Forget the tables stored in ``data`` but ``keep`` (a server inside the app that
    was killed leaves its tables there; started again, it would take them all up)."""
    folder = Path(data)
    if not folder.exists():
        return
    # the folder's lock first: another server running on it (another window of the app)
    # keeps its tables, and this raises FolderInUse naming it
    lock = FolderLock(folder)
    try:
        store = Store(folder)
        try:
            for code in store.codes() - {keep}:
                store.forget(code)
        finally:
            store.close()
    finally:
        lock.release()


def host_server(
    data: Path | str,
    host: str = "127.0.0.1",
    port: int = 0,
    *,
    ready_timeout: float = 20.0,
    **options: Any,
) -> HostedServer:
    """Start a table server in a background thread of this process and return its
    address (``port=0`` picks a free port). Bots think in threads here, so nothing
    else is started. Raises OSError if the address cannot be used."""
    config = replace(ServerConfig(), host=host, port=port, data=Path(data), bots="thread")
    config = replace(config, **options)
    thread = _LoopThread("phase10-server")
    server = TableServer(config)
    try:
        thread.call(server.start()).result(ready_timeout)
    except BaseException:
        thread.stop()
        raise
    url = f"ws://{host}:{server.port}"
    return HostedServer(host, server.port, url, server, thread)
