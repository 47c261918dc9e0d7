"""The server's bots think in a worker pool, never on its event loop.

The Hard bot searches for up to a second, and one table's bot must not delay
every other table's moves. The decision runs in an executor (threads, or
processes started fresh with ``spawn``) and crosses to it as JSON text both ways
(:func:`~..thinking.process.think`, the same decision as the app's Hard process), so
nothing of ours is pickled and a worker process needs nothing but the bots.
"""

from __future__ import annotations

import os
import threading
import time

from ..thinking.process import think

__all__ = ["think", "warm_up"]


def warm_up(server_pid: int) -> None:
    """Start a worker process: everything a decision needs is imported now (not at the
    first decision), and a watch ends this process once the server's is gone. A
    server killed outright (``kill -9``, out of memory) cannot tell its workers to
    stop, and they would otherwise wait for work for ever."""
    from ..bots import registry

    assert registry.make_bot is not None
    threading.Thread(target=_watch_server, args=(server_pid,), daemon=True).start()


def _watch_server(server_pid: int) -> None:
    while os.getppid() == server_pid:
        time.sleep(1.0)
    os._exit(0)
