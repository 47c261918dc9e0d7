"""How many moves the table server plays, and what each costs it: one process on SQLite,
and N processes behind HAProxy on PostgreSQL.

For each setup it runs a series of loads: N tables of four players (Easy bots in
client processes of their own, each seat moving once per ``--think`` seconds on
average, each wait drawn between half and one and a half times it), on 127.0.0.1
only. After a warm-up it measures for ``--seconds``: moves per second, the round
trip of each move (sent to confirmed, as the clients see it), the server's own CPU
per move (every server process, all its threads) and its share per part of the
work (``phase10 serve --meter``: decoding, the table's play, views, encoding,
commit, delivery; "other" is the rest: the event loop, connections, timers), and
the clients' CPU beside it, since they share the machine's cores with the server.
The result per setup: the most moves a second it played with the round trip's p95
at or under 50 ms.

    python benchmarks/bench_server.py                      # both setups
    python benchmarks/bench_server.py --setup one --levels 100,250,500 --seconds 30
    python benchmarks/bench_server.py --setup cluster --processes 4

The cluster needs PostgreSQL and HAProxy (Debian packages); both are started here on
free ports and stopped at the end, as the tests do (tests/net/services.py).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "net"))

from phase10_desktop.bots.registry import make_bot  # noqa: E402
from phase10_desktop.net.autoplay import autoplay  # noqa: E402
from phase10_desktop.net.client import TableClient  # noqa: E402
from phase10_desktop.net.meter import PARTS  # noqa: E402

#: the round trip a load must keep at p95 to count
P95_TARGET = 0.050


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of a process so far (all its threads)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ------------------------------------------------------------------- clients
async def one_table(url: str) -> list[TableClient]:
    clients = [TableClient(url, idle_sync=30, resend_after=10) for _ in range(4)]
    for c in clients:
        await c.connect()
    code = (await clients[0].create("B1", 4))["code"]
    for i, c in enumerate(clients[1:], start=2):
        await c.join(code, f"B{i}")
    return clients


async def players(args: argparse.Namespace) -> None:
    """One client process: ``--tables`` tables of four, playing; prints one JSON line."""
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 65536), hard))
    tables: list[list[TableClient]] = []
    for first in range(0, args.tables, 25):  # open them 25 at a time
        batch = range(first, min(args.tables, first + 25))
        tables += await asyncio.gather(*(one_table(args.url) for _ in batch))
    for clients in tables:
        await clients[0].start()
    # the clients' objects live for the whole run: keep the garbage collector from
    # walking them all again and again (each pause stalls every client here)
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 50, 1000)
    rtt: list[float] = []
    stop = asyncio.Event()
    tasks = [
        asyncio.ensure_future(
            autoplay(
                c, make_bot("easy", i), think=args.think, spread=random.Random(n * 4 + i),
                rtt=rtt, stop=stop,
            )
        )
        for n, t in enumerate(tables)
        for i, c in enumerate(t)
    ]  # fmt: skip
    print(json.dumps({"ready": True}), flush=True)
    await asyncio.sleep(args.warmup)
    rtt.clear()
    cpu0 = time.process_time()
    await asyncio.sleep(args.seconds)
    cpu = time.process_time() - cpu0
    samples = list(rtt)
    stop.set()
    alive = sum(1 for t in tables if all(c._connected.is_set() for c in t))
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    for t in tables:
        for c in t:
            await c.close()
    print(json.dumps({"rtt": samples, "alive": alive, "cpu": cpu}), flush=True)


# ------------------------------------------------------------------- servers
METER = ["--meter"]


def serve(data: str, port: int, *extra: str) -> subprocess.Popen[str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "phase10_desktop", "serve", "--port", str(port), "--data", data,
         *METER, "--bot-workers", "1",
         # every client here comes from 127.0.0.1: the per-address limits (a family's
         # worth by default) are lifted far above what the benchmark opens
         "--connections-per-address", "1000000", "--max-connections", "1000000",
         "--tables-per-minute", "1000000", "--tables-per-address", "1000000", *extra],
        stdout=subprocess.PIPE, text=True, cwd=ROOT,
    )  # fmt: skip
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if "listening on" not in line:
        proc.kill()
        raise SystemExit(f"the server on port {port} did not start: {line}")
    return proc


def metrics(port: int) -> dict[str, Any]:
    if not METER:
        return {"steps": 0, "seconds": dict.fromkeys(PARTS, 0.0)}
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as answer:
        found: dict[str, Any] = json.loads(answer.read())
        return found


@contextlib.contextmanager
def one_process(args: argparse.Namespace) -> Iterator[tuple[str, dict[int, Any]]]:
    if args.data is not None:  # a folder to put the run's database in: made if missing
        Path(args.data).mkdir(parents=True, exist_ok=True)
    data = tempfile.mkdtemp(prefix="phase10-bench-", dir=args.data)
    port = free_port()
    proc = serve(data, port)
    try:
        yield f"ws://127.0.0.1:{port}", {port: proc}
    finally:
        proc.terminate()
        proc.wait(30)
        shutil.rmtree(data, ignore_errors=True)


@contextlib.contextmanager
def cluster(args: argparse.Namespace) -> Iterator[tuple[str, dict[int, Any]]]:
    from services import haproxy, postgres, proxy_config

    with postgres() as dsn:
        ports = [free_port() for _ in range(args.processes)]
        procs = {p: serve(dsn, p, "--trusted-proxy", "127.0.0.1") for p in ports}
        front = free_port()
        try:
            with haproxy(proxy_config(front, ports, checks="inter 1s fall 2 rise 2")):
                yield f"ws://127.0.0.1:{front}", procs
        finally:
            for proc in procs.values():
                proc.terminate()
            for proc in procs.values():
                proc.wait(30)


# ------------------------------------------------------------------ one load
async def one_load(
    url: str, servers: dict[int, Any], tables: int, args: argparse.Namespace
) -> dict[str, Any]:
    shares = [tables // args.procs + (i < tables % args.procs) for i in range(args.procs)]
    workers = [
        await asyncio.create_subprocess_exec(
            sys.executable, __file__, "--players", "--url", url, "--tables", str(share),
            "--think", str(args.think), "--seconds", str(args.seconds),
            "--warmup", str(args.warmup),
            stdout=asyncio.subprocess.PIPE, cwd=ROOT,
        )
        for share in shares if share
    ]  # fmt: skip
    for w in workers:
        assert w.stdout is not None
        await w.stdout.readline()  # {"ready": true}: its tables are open and playing
    await asyncio.sleep(args.warmup)
    before = {p: (cpu_seconds(s.pid), metrics(p)) for p, s in servers.items()}
    t0 = time.perf_counter()
    await asyncio.sleep(args.seconds)
    wall = time.perf_counter() - t0
    after = {p: (cpu_seconds(s.pid), metrics(p)) for p, s in servers.items()}
    results = []
    for w in workers:
        out, _ = await w.communicate()
        results.append(json.loads(out.decode().strip().splitlines()[-1]))
    cpu = sum(after[p][0] - before[p][0] for p in servers)
    steps = sum(after[p][1]["steps"] - before[p][1]["steps"] for p in servers)
    parts = {
        k: sum(after[p][1]["seconds"][k] - before[p][1]["seconds"][k] for p in servers)
        for k in PARTS
    }
    samples = sorted(x for r in results for x in r["rtt"])
    if not METER:  # no step counts from the servers: per move the clients confirmed
        steps = len(samples)
    q = statistics.quantiles(samples, n=100) if len(samples) > 1 else [0.0] * 99
    return {
        "tables": tables,
        "alive": sum(r["alive"] for r in results),
        "moves_per_s": len(samples) / args.seconds,
        "p50": q[49],
        "p95": q[94],
        "steps": steps,
        "server_cpu": cpu / wall,
        "ms_per_step": 1000 * cpu / max(1, steps),
        "parts_ms": {k: 1000 * v / max(1, steps) for k, v in parts.items()},
        "clients_cpu": sum(r["cpu"] for r in results) / args.seconds,
    }


def show(name: str, load: dict[str, Any]) -> None:
    parts = ", ".join(f"{k} {v:.3f}" for k, v in load["parts_ms"].items())
    other = load["ms_per_step"] - sum(load["parts_ms"].values())
    print(
        f"  {name} {load['tables']:>4} tables ({load['alive']} all connected at the end): "
        f"{load['moves_per_s']:.0f} moves/s, round trip p50 {load['p50'] * 1000:.1f} ms "
        f"p95 {load['p95'] * 1000:.1f} ms; server {load['server_cpu']:.0%} of a core, "
        f"{load['ms_per_step']:.3f} ms CPU per move ({parts}, other {other:.3f}); "
        f"clients {load['clients_cpu']:.0%}",
        flush=True,
    )


async def run_setup(name: str, setup: Any, args: argparse.Namespace) -> dict[str, Any]:
    loads = []
    for tables in args.levels:
        # fresh servers for each load: a load's clients leave their games when it ends,
        # and the servers' bots would play those on through the next load (seen: nine
        # steps of bots for every move measured, at the fourth load)
        with setup(args) as (url, servers):
            load = await one_load(url, servers, tables, args)
        show(name, load)
        loads.append(load)
    kept = [x for x in loads if x["p95"] <= P95_TARGET]
    best = max(kept, key=lambda x: x["moves_per_s"]) if kept else None
    if best is None:
        print(f"{name}: no load kept the round trip's p95 at or under 50 ms")
    else:
        print(
            f"{name}: {best['moves_per_s']:.0f} moves/s at p95 {best['p95'] * 1000:.1f} ms "
            f"({best['tables']} tables), {best['ms_per_step']:.3f} ms server CPU per move",
            flush=True,
        )
    return {"loads": loads, "best": best}


async def main(args: argparse.Namespace) -> int:
    print(
        f"{os.cpu_count()} cores; load average {os.getloadavg()[0]:.1f} at the start "
        "(other jobs on the machine take CPU from both sides)",
        flush=True,
    )
    if args.setup in ("one", "both"):
        await run_setup("one process, SQLite:", one_process, args)
    if args.setup in ("cluster", "both"):
        await run_setup(f"{args.processes} processes behind HAProxy, PostgreSQL:", cluster, args)
    return 0


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--setup", choices=("one", "cluster", "both"), default="both")
    p.add_argument("--processes", type=int, default=4, help="servers behind HAProxy (4)")
    p.add_argument(
        "--levels",
        type=lambda s: [int(x) for x in s.split(",")],
        default=[100, 200, 400],
        help="the loads, in tables of four (default 100,200,400)",
    )
    p.add_argument("--tables", type=int, default=None, help="one load of this many tables")
    p.add_argument("--think", type=float, default=2.0)
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--warmup", type=float, default=8.0)
    p.add_argument("--data", default=None, help="where the server's database goes (a temp folder)")
    p.add_argument("--procs", type=int, default=2, help="client processes (default 2)")
    p.add_argument(
        "--no-meter",
        action="store_true",
        help="run the servers without --meter (its cost; no parts, no CPU per move)",
    )
    p.add_argument("--players", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--url", help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.tables is not None:
        a.levels = [a.tables]
    if a.no_meter:
        METER.clear()
    if a.players:
        asyncio.run(players(a))
        sys.exit(0)
    sys.exit(asyncio.run(main(a)))
