"""How many tables one ``phase10 serve`` process holds: N tables of four bot clients.

The server runs as ``phase10 serve`` in its own process (bound to 127.0.0.1);
this process opens 4 x N WebSocket clients, seats four at each table, starts
every game and lets each seat's Easy bot play over the protocol, one move per
``--think`` seconds of thinking on average (each wait drawn between half and one
and a half times it: tables started together would otherwise all move in the same
millisecond, every two seconds, which no real set of tables does). After a warm-up it measures
for ``--seconds``: moves per second over all tables, the round trip of each
move (sent to confirmed, p50/p95) and the server's memory per table (resident
size with the tables, less before them, over N). Stops by itself.

    nice -n 10 python benchmarks/bench_server.py --tables 500 --think 2 --seconds 60
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import resource
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from phase10_desktop.bots.registry import make_bot  # noqa: E402
from phase10_desktop.net.autoplay import autoplay  # noqa: E402
from phase10_desktop.net.client import TableClient  # noqa: E402


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of a process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def one_table(url: str, index: int, ready: asyncio.Queue) -> list[TableClient]:
    clients = [TableClient(url, idle_sync=30, resend_after=10) for _ in range(4)]
    for c in clients:
        await c.connect()
    code = (await clients[0].create("B1", 4))["code"]
    for i, c in enumerate(clients[1:], start=2):
        await c.join(code, f"B{i}")
    await ready.put(index)
    return clients


async def players(args: argparse.Namespace) -> None:
    """One client process: ``--tables`` tables of four, playing; prints one JSON line."""
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 65536), hard))
    ready: asyncio.Queue = asyncio.Queue()
    tables: list[list[TableClient]] = []
    for first in range(0, args.tables, 50):  # open them 50 at a time
        batch = range(first, min(args.tables, first + 50))
        tables += await asyncio.gather(*(one_table(args.url, i, ready) for i in batch))
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
                c,
                make_bot("easy", i),
                think=args.think,
                spread=random.Random(n * 4 + i),
                rtt=rtt,
                stop=stop,
            )
        )
        for n, t in enumerate(tables)
        for i, c in enumerate(t)
    ]
    await asyncio.sleep(args.warmup)
    rtt.clear()
    cpu0 = time.process_time()
    await asyncio.sleep(args.seconds)
    cpu = (time.process_time() - cpu0) / args.seconds
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


async def main(args: argparse.Namespace) -> int:
    if args.data is not None:  # a folder to put the run's database in: made if missing
        Path(args.data).mkdir(parents=True, exist_ok=True)
    data = Path(tempfile.mkdtemp(prefix="phase10-bench-", dir=args.data))
    port = free_port()
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "phase10_desktop",
            "serve",
            "--port",
            str(port),
            "--data",
            str(data),
            "--bot-workers",
            "1",
            # every client of the benchmark comes from 127.0.0.1: lift the per-address
            # limits (one family's worth by default) far above what it opens
            "--connections-per-address",
            "1000000",
            "--max-connections",
            "1000000",
            "--tables-per-minute",
            "1000000",
            "--tables-per-address",
            "1000000",
        ],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    workers: list[subprocess.Popen] = []
    try:
        assert server.stdout is not None
        print(server.stdout.readline().strip())
        url = f"ws://127.0.0.1:{port}"
        before = rss_kib(server.pid)
        shares = [
            args.tables // args.procs + (i < args.tables % args.procs) for i in range(args.procs)
        ]
        for share in shares:
            workers.append(
                subprocess.Popen(
                    [
                        sys.executable,
                        __file__,
                        "--players",
                        "--url",
                        url,
                        "--tables",
                        str(share),
                        "--think",
                        str(args.think),
                        "--seconds",
                        str(args.seconds),
                        "--warmup",
                        str(args.warmup),
                    ],
                    stdout=subprocess.PIPE,
                    text=True,
                    cwd=ROOT,
                )
            )
        probe = TableClient(url)
        await probe.connect()
        await asyncio.sleep(args.warmup + 2)  # every table open and playing
        held = rss_kib(server.pid)
        cpu0, t0 = cpu_seconds(server.pid), time.perf_counter()
        pings = []
        while time.perf_counter() - t0 < args.seconds - 3:
            pings.append(await probe.ping())
            await asyncio.sleep(0.2)
        server_cpu = (cpu_seconds(server.pid) - cpu0) / (time.perf_counter() - t0)
        peak = rss_kib(server.pid)
        await probe.close()
        results = []
        for w in workers:
            out, _ = await asyncio.to_thread(w.communicate, timeout=args.seconds + 600)
            results.append(json.loads(out.strip().splitlines()[-1]))
    finally:
        for w in workers:
            if w.poll() is None:
                w.kill()
        server.terminate()
        server.wait(30)
    samples = sorted(x for r in results for x in r["rtt"])
    moves = len(samples)
    q = statistics.quantiles(samples, n=100) if len(samples) > 1 else [0.0] * 99
    pq = statistics.quantiles(pings, n=100) if len(pings) > 1 else [0.0] * 99
    alive = sum(r["alive"] for r in results)
    print(f"tables held: {alive} of {args.tables} (4 players each, all connected at the end)")
    print(
        f"moves: {moves} in {args.seconds:.0f} s = {moves / args.seconds:.1f} moves/s "
        f"(think {args.think} s per move)"
    )
    print(
        f"round trip per move: p50 {q[49] * 1000:.1f} ms, p95 {q[94] * 1000:.1f} ms, "
        f"max {samples[-1] * 1000 if samples else 0:.1f} ms"
    )
    print(
        f"a ping from another process meanwhile: p50 {pq[49] * 1000:.1f} ms, "
        f"p95 {pq[94] * 1000:.1f} ms"
    )
    clients_cpu = sum(r["cpu"] for r in results)
    print(
        f"CPU: server {server_cpu:.0%} of a core; the {4 * args.tables} clients "
        f"({args.procs} processes) {clients_cpu:.0%}"
    )
    per_table = (held - before) / max(1, args.tables)
    print(
        f"server memory: {before / 1024:.0f} MiB empty, {peak / 1024:.0f} MiB with the tables"
        f" = {per_table:.0f} KiB per table"
    )
    return 0


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", type=int, default=100)
    p.add_argument("--think", type=float, default=2.0)
    p.add_argument("--seconds", type=float, default=30.0)
    p.add_argument("--warmup", type=float, default=10.0)
    p.add_argument("--data", default=None, help="where the server's database goes (a temp folder)")
    p.add_argument("--procs", type=int, default=2, help="client processes (default 2)")
    p.add_argument("--players", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--url", help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.players:
        asyncio.run(players(a))
        sys.exit(0)
    sys.exit(asyncio.run(main(a)))
