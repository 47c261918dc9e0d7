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
import os
import signal
import sqlite3
import ssl
import sys
from dataclasses import replace
from pathlib import Path
from urllib.parse import urlsplit

from ..options import positive_int, positive_minutes, positive_seconds
from ..user_data import data_folder
from .door import networks
from .limits import Limits
from .server import ServerConfig, TableServer
from .store import FolderInUse, is_shared

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
        default=None,
        help="folder for the tables database (default: the game's data folder), or a "
        "PostgreSQL database several servers share (postgresql://user@host/db; see "
        "docs/online.md)",
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
    p.add_argument(
        "--sync",
        choices=("normal", "full"),
        default="normal",
        help="normal (default): a confirmed move survives the server dying at any instant; "
        "full: also a power cut, at some speed (each commit waits for the disk)",
    )
    p.add_argument(
        "--give-back-seconds",
        type=positive_seconds,
        default=3.0,
        help="servers sharing a database: seconds after a server comes back before the "
        "others give it back the tables they took over while it was gone (default 3: "
        "longer than the proxy takes to see it healthy)",
    )
    p.add_argument(
        "--meter",
        action="store_true",
        help="count the CPU each part of the work takes (GET /metrics, from this machine "
        "only; benchmarks/bench_server.py reads it)",
    )
    limits = p.add_argument_group(
        "limits",
        "what one client address may open and try, and what the server holds in all; "
        "a refusal tells the client why",
    )
    default = Limits()
    for flag, attr, what in (
        ("--max-connections", "max_connections", "connections open at once, in all"),
        ("--connections-per-address", "connections_per_address", "connections open at once"),
        ("--tables-per-minute", "tables_per_minute", "tables made per minute"),
        ("--tables-per-address", "tables_per_address", "tables open at once"),
        ("--joins-per-minute", "joins_per_minute", "failed joins per minute"),
    ):
        scope = "" if "in all" in what else " per client address"
        limits.add_argument(
            flag,
            type=positive_int,
            metavar="N",
            default=getattr(default, attr),
            help=f"{what}{scope} (default {getattr(default, attr)})",
        )
    limits.add_argument(
        "--trusted-proxy",
        action="append",
        default=[],
        metavar="ADDRESS",
        help="a reverse proxy (address or network, e.g. 127.0.0.1 or 10.0.0.0/8; may be "
        "repeated) whose PROXY protocol header or X-Forwarded-For names the client: the "
        "limits then count the real client, not the proxy",
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
    try:
        networks(args.trusted_proxy)
    except ValueError as e:
        return f"--trusted-proxy: {e}"
    data: Path | str
    if args.data is not None and is_shared(args.data):
        try:
            import psycopg  # noqa: F401 (the store needs it; the installed game has none)
        except ImportError:
            return (
                "a PostgreSQL database needs the psycopg driver, which this installation "
                "does not have: run the server from pip (pip install 'phase10-desktop[shared]'), "
                "or give --data a folder"
            )
        data = args.data
    else:
        data = Path(args.data) if args.data is not None else data_folder() / "tables"
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
        sync=args.sync,
        give_back_seconds=args.give_back_seconds,
        meter=args.meter,
        trusted_proxies=tuple(args.trusted_proxy),
        limits=Limits(
            max_connections=args.max_connections,
            connections_per_address=args.connections_per_address,
            tables_per_minute=args.tables_per_minute,
            tables_per_address=args.tables_per_address,
            joins_per_minute=args.joins_per_minute,
        ),
    )


def _more_files() -> None:
    """Let this process open as many files as the system allows it (each connection is
    one): the usual soft limit of 1,024 would stop a server long before --max-connections."""
    with contextlib.suppress(ImportError, ValueError, OSError):
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if soft != resource.RLIM_INFINITY and (hard == resource.RLIM_INFINITY or soft < hard):
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


async def _run(config: ServerConfig) -> int:
    try:
        server = TableServer(config)
    except FolderInUse as e:
        return _fail(str(e))
    except Exception as e:  # the database (PostgreSQL) cannot be reached or used
        if not is_shared(config.data):
            raise
        return _fail(f"cannot use the database {where(config.data)} ({str(e).strip()[:300]})")
    _more_files()
    try:
        await server.start()
    except OSError as e:  # the server let go of everything it held
        return _fail(f"cannot listen on {config.host}:{config.port} ({e.strerror or e})")
    # A server's tables live for hours: collecting the young objects of each move
    # less often, and never walking the tables loaded at start again, keeps the
    # garbage collector's pauses (which stall every table at once) short.
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 50, 1000)
    sys.setswitchinterval(float(os.environ.get("PHASE10_SWITCH", "0.005")))
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows
            loop.add_signal_handler(sig, stop.set)
    scheme = "wss" if config.tls_cert else "ws"
    print(
        f"phase10 serve: listening on {scheme}://{config.host}:{server.port} "
        f"({len(server.tables)} tables in {where(config.data)}); Ctrl-C stops",
        flush=True,
    )
    try:
        await stop.wait()
    finally:
        await server.stop()
    print("phase10 serve: stopped; every table is saved", flush=True)
    return 0


def where(data: Path | str) -> str:
    """The data folder, or a database's address without its password, for messages."""
    if not is_shared(data):
        return str(data)
    split = urlsplit(str(data))
    host = split.hostname or "localhost"
    return f"PostgreSQL at {host}:{split.port or 5432}{split.path}"


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
