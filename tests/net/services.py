"""Real PostgreSQL and HAProxy for the tests, started here on 127.0.0.1 and stopped after.

Both are Debian packages (``.ci/run`` installs them). PostgreSQL refuses to run as
root, so as root its cluster belongs to the ``postgres`` user the package made (its
folder in a temporary directory that user may enter); as anyone else, to that user.
A test that needs one and cannot find it is skipped with the reason.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import re
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _pg_bin(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    versions = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return versions[-1] if versions else None


def _as_owner(cmd: list[str], owner: str | None) -> list[str]:
    return ["runuser", "-u", owner, "--", *cmd] if owner else cmd


def _wait_port(port: int, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
            return
        time.sleep(0.05)
    raise AssertionError(f"{what} did not start listening on 127.0.0.1:{port}")


@contextlib.contextmanager
def postgres() -> Iterator[str]:
    """A PostgreSQL cluster of its own on 127.0.0.1 and a free port; yields its address
    (``postgresql://...``), and stops it (and deletes it) afterwards."""
    initdb, pg_ctl = _pg_bin("initdb"), _pg_bin("pg_ctl")
    if initdb is None or pg_ctl is None:
        pytest.skip("PostgreSQL is not installed (the Debian package postgresql)")
    owner = None
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            pytest.skip("running as root and there is no postgres user to run PostgreSQL as")
        owner = "postgres"
    root = Path(tempfile.mkdtemp(prefix="phase10-pg-"))
    data = root / "data"
    data.mkdir()
    if owner:
        os.chmod(root, 0o755)
        shutil.chown(data, owner, owner)
    port = free_port()
    subprocess.run(
        _as_owner([initdb, "-D", str(data), "-U", "phase10", "--auth=trust", "-E", "UTF8"], owner),
        check=True,
        capture_output=True,
        timeout=120,
    )
    options = f"-h 127.0.0.1 -p {port} -k {data} -c fsync=off -c max_connections=200"
    started = subprocess.run(
        _as_owner([pg_ctl, "-D", str(data), "-o", options, "-l", str(data / "log"), "-w",
                   "-t", "60", "start"], owner),
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    if started.returncode != 0:
        raise AssertionError(f"PostgreSQL did not start: {started.stdout}{started.stderr}")
    try:
        _wait_port(port, 30, "PostgreSQL")
        yield f"postgresql://phase10@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            _as_owner([pg_ctl, "-D", str(data), "-m", "immediate", "-w", "stop"], owner),
            capture_output=True,
            timeout=60,
        )
        shutil.rmtree(root, ignore_errors=True)


def proxy_config(
    front: int,
    ports: list[int],
    *,
    checks: str = "inter 200ms fall 1 rise 2",
    per_address: int = 100_000,
) -> str:
    """The shipped HAProxy configuration (packaging/server/haproxy.cfg) on these ports:
    the front on ``front``, the servers on ``ports``; its health checks made faster, and
    the per-address connection limit ``per_address`` (lifted unless a test floods from
    an address of its own: most clients here are 127.0.0.1)."""
    text = (ROOT / "packaging" / "server" / "haproxy.cfg").read_text(encoding="utf-8")
    text = text.replace("bind 127.0.0.1:7010", f"bind 127.0.0.1:{front}")
    servers = [line for line in text.splitlines() if line.strip().startswith("server s")]
    text = text.replace("\n".join(servers), "\n".join(
        f"    server s{i} 127.0.0.1:{port}" for i, port in enumerate(ports, start=1)
    ))  # fmt: skip
    text = text.replace("inter 1s fall 2 rise 2", checks)
    assert "sc0_conn_cur gt 20 }" in text
    return text.replace("sc0_conn_cur gt 20 }", f"sc0_conn_cur gt {per_address} }}")


@contextlib.contextmanager
def haproxy(config: str) -> Iterator[subprocess.Popen[str]]:
    """HAProxy with ``config`` (which must bind 127.0.0.1 only), stopped afterwards."""
    binary = shutil.which("haproxy") or ("/usr/sbin/haproxy" if os.path.exists(
        "/usr/sbin/haproxy") else None)  # fmt: skip
    if binary is None:
        pytest.skip("HAProxy is not installed (the Debian package haproxy)")
    assert "bind 127.0.0.1:" in config and "bind *" not in config and ":::" not in config
    folder = Path(tempfile.mkdtemp(prefix="phase10-haproxy-"))
    path = folder / "haproxy.cfg"
    path.write_text(config, encoding="utf-8")
    checked = subprocess.run([binary, "-c", "-f", str(path)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    proc = subprocess.Popen(
        [binary, "-f", str(path), "-db"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True,
    )  # fmt: skip
    try:
        for port in re.findall(r"bind 127\.0\.0\.1:(\d+)", config):
            _wait_port(int(port), 20, "HAProxy")
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
        shutil.rmtree(folder, ignore_errors=True)
