"""A bot's decision as a plain function of JSON text, for the server's worker pool.

The server never thinks on its event loop: the Hard bot searches for up to a
second, and one table's bot must not delay every other table's moves. The
decision runs in an executor (threads, or processes started fresh with
``spawn``), and crosses to it as JSON text both ways, so nothing of ours is
pickled and a worker process needs nothing but this module and the bots.
"""

from __future__ import annotations

import json
import os
import threading
import time

from ..bots.base import checked_choose
from ..bots.registry import make_bot
from ..engine.actions import action_to_dict
from ..engine.view import view_from_dict


def think(level: str, seed: int, view_json: str) -> str:
    """The move ``level``'s bot makes for the view, as JSON text (always legal:
    a bot that fails is replaced by a plain legal move, see ``checked_choose``)."""
    view = view_from_dict(json.loads(view_json))
    action, _ = checked_choose(make_bot(level, seed), view)
    return json.dumps(action_to_dict(action))


def warm_up(server_pid: int) -> None:
    """Start a worker process: everything a decision needs is imported above, and a
    watch ends this process once the server's is gone. A server killed outright
    (``kill -9``, out of memory) cannot tell its workers to stop, and they would
    otherwise wait for work for ever."""
    threading.Thread(target=_watch_server, args=(server_pid,), daemon=True).start()


def _watch_server(server_pid: int) -> None:
    while os.getppid() == server_pid:
        time.sleep(1.0)
    os._exit(0)
