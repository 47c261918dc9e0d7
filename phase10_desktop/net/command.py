"""``phase10 serve``: run a table server from the command line (no window, no Qt).

Every problem with the options (a port out of range, half a TLS pair, a
certificate that does not load, a folder that cannot be written, an address
in use) is one sentence on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import signal
import sqlite3
import ssl
import sys
from dataclasses import replace
from pathlib import Path

from ..options import positive_int, positive_minutes, positive_seconds
from ..user_data import data_folder
from .limits import Limits
from .server import ServerConfig, TableServer

__all__ = ["add_serve_command", "port_number"]


def port_number(text: str) -> int:
    """A TCP port, 1 to 65535 (0 would pick a random one nobody could find)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535, not {value}")
    return value


def add_serve_command(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "serve",
        help="run a table server for playing together over the network (see docs/online.md)",
        description="Host Phase 10 tables for players on other computers. Every table is kept "
        "in an SQLite database under --data, so a restart resumes every game.",
    )
    p.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)",
    )
    p.add_argument("--port", type=port_number, default=7010, help="TCP port (default 7010)")
    p.add_argument(
        "--data",
        type=Path,
        default=None,
        help="folder for the tables database (default: the game's data folder)",
    )
    p.add_argument("--tls-cert", type=Path, default=None, help="TLS certificate chain (PEM)")
    p.add_argument("--tls-key", type=Path, default=None, help="TLS private key (PEM)")
    p.add_argument(
        "--grace",
        type=positive_seconds,
        default=20.0,
        help="seconds before a bot plays for a player who dropped (default 20)",
    )
    p.add_argument(
        "--cut-seconds",
        type=positive_seconds,
        default=15.0,
        help="seconds the deal waits for the players' parts of the cut (default 15)",
    )
    p.add_argument(
        "--keep-minutes",
        type=positive_minutes,
        default=60.0,
        help="minutes a finished table, or a lobby nobody is at, is kept before it is "
        "forgotten (default 60; players keep their own records)",
    )
    p.add_argument(
        "--bot-workers",
        type=positive_int,
        default=2,
        help="processes the bots think in (default 2)",
    )
    p.set_defaults(func=_serve)


def _fail(message: str) -> int:
    print(f"phase10 serve: error: {message}", file=sys.stderr)
    return 2


def _config(args: argparse.Namespace) -> ServerConfig | str:
    """The server's settings from the options, or a sentence saying what is wrong."""
    if (args.tls_cert is None) != (args.tls_key is None):
        return "give both --tls-cert and --tls-key, or neither"
    if args.tls_cert is not None:
        try:
            ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER).load_cert_chain(args.tls_cert, args.tls_key)
        except (OSError, ssl.SSLError) as e:
            return f"the TLS certificate or key cannot be used ({e})"
    data = args.data if args.data is not None else data_folder() / "tables"
    try:
        data.mkdir(parents=True, exist_ok=True)
        probe = data / ".write-test"
        probe.write_text("ok", encoding="utf-8")
        probe.unlink()
    except OSError as e:
        return f"cannot write the tables folder {data} ({e.strerror or e})"
    return replace(
        ServerConfig(),
        host=args.host,
        port=args.port,
        data=data,
        tls_cert=args.tls_cert,
        tls_key=args.tls_key,
        grace_seconds=args.grace,
        cut_seconds=args.cut_seconds,
        bot_workers=args.bot_workers,
        keep_seconds=args.keep_minutes * 60,
        limits=Limits(),
    )


async def _run(config: ServerConfig) -> int:
    server = TableServer(config)
    try:
        await server.start()
    except OSError as e:
        server.store.close()
        return _fail(f"cannot listen on {config.host}:{config.port} ({e.strerror or e})")
    # A server's tables live for hours: collecting the young objects of each move
    # less often, and never walking the tables loaded at start again, keeps the
    # garbage collector's pauses (which stall every table at once) short.
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 50, 1000)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows
            loop.add_signal_handler(sig, stop.set)
    scheme = "wss" if config.tls_cert else "ws"
    print(
        f"phase10 serve: listening on {scheme}://{config.host}:{server.port} "
        f"({len(server.tables)} tables in {config.data}); Ctrl-C stops",
        flush=True,
    )
    try:
        await stop.wait()
    finally:
        await server.stop()
    print("phase10 serve: stopped; every table is saved", flush=True)
    return 0


def _serve(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(message)s")
    config = _config(args)
    if isinstance(config, str):
        return _fail(config)
    try:
        return asyncio.run(_run(config))
    except sqlite3.DatabaseError as e:
        return _fail(f"the tables database in {config.data} cannot be used ({e})")
    except KeyboardInterrupt:
        return 0
