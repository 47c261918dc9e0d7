"""The host's lobby shows the addresses of the computer's real interfaces, the default
route's first, never a loopback address unless it is the only one (issue 29 A2: on
Debian and Ubuntu the computer's name resolves to 127.0.1.1, and the lobby showed
127.0.0.1:7010). The whole lobby is checked inside a network namespace this test
makes, with two interfaces of documentation addresses (198.51.100.0/24 and
203.0.113.0/24, routed nowhere)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from net_helpers import ROOT

from phase10_desktop.net.addresses import default_route_address, host_addresses
from phase10_desktop.presentation.wording import without_marks

HERE = Path(__file__).resolve().parent


def test_the_default_route_comes_first_and_loopback_never_unless_alone() -> None:
    found = ["127.0.0.1", "169.254.7.7", "203.0.113.9", "10.0.0.5", "198.51.100.7"]
    assert host_addresses(lambda: found, lambda: "198.51.100.7") == [
        "198.51.100.7",
        "203.0.113.9",
        "10.0.0.5",
    ]
    # no default route (a home network without internet): private addresses first
    assert host_addresses(lambda: ["100.70.1.1", "192.168.1.20"], lambda: None) == [
        "192.168.1.20",
        "100.70.1.1",
    ]
    # a loopback route, or an interface list that fails, never puts loopback first
    assert host_addresses(lambda: ["127.0.0.1", "10.0.0.5"], lambda: "127.0.0.1") == ["10.0.0.5"]

    def fails() -> list[str]:
        raise OSError("no interfaces")

    assert host_addresses(fails, lambda: "10.0.0.5") == ["10.0.0.5"]
    # nothing but loopback: then only this computer can join, and the lobby says so
    assert host_addresses(lambda: ["127.0.0.1", "::1"], lambda: None) == ["127.0.0.1"]


def test_this_computer_lists_no_loopback_address_first() -> None:
    addresses = host_addresses()
    assert addresses == ["127.0.0.1"] or not addresses[0].startswith("127.")
    route = default_route_address()
    if route is not None and not route.startswith("127."):
        assert addresses[0] == route


def ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=20)


@pytest.fixture
def two_networks():  # type: ignore[no-untyped-def]
    """A namespace with two interfaces (each one end of a veth pair whose other end is
    in the namespace too, so nothing sent there leaves it), the default route through
    the second."""
    if shutil.which("ip") is None:
        pytest.skip("the 'ip' command (iproute2) is not installed")
    ns = f"p10addr{os.getpid() % 100000}"
    made = ip("netns", "add", ns)
    if made.returncode != 0:
        pytest.skip(f"cannot create a network namespace here: {made.stderr.strip()}")
    try:
        for dev, address in (("lan0", "198.51.100.7/24"), ("wlan0", "203.0.113.7/24")):
            ip("-n", ns, "link", "add", dev, "type", "veth", "peer", "name", f"{dev}p")
            ip("-n", ns, "addr", "add", address, "dev", dev).check_returncode()
            for end in (dev, f"{dev}p"):
                ip("-n", ns, "link", "set", end, "up").check_returncode()
        ip("-n", ns, "link", "set", "lo", "up").check_returncode()
        ip("-n", ns, "route", "add", "default", "via", "203.0.113.1", "dev", "wlan0")
        yield ns
    finally:
        ip("netns", "del", ns)


@pytest.mark.slow
def test_the_host_lobby_shows_the_real_interfaces_default_route_first(two_networks) -> None:  # type: ignore[no-untyped-def]
    run = subprocess.run(
        [
            "ip",
            "netns",
            "exec",
            two_networks,
            sys.executable,
            str(HERE / "lobby_address_process.py"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert run.returncode == 0, run.stderr[-3000:]
    shown = json.loads(run.stdout.strip().splitlines()[-1])
    # (addresses are kept left to right in a sentence of either direction, issue 31 B9)
    shown = {k: without_marks(v) if isinstance(v, str) else v for k, v in shown.items()}
    port = shown["port"]
    assert shown["address"] == f"Address: 203.0.113.7:{port}", shown
    assert shown["others"] == f"On your other networks: 198.51.100.7:{port}", shown
    assert shown["invitation"] == f"phase10://join/203.0.113.7:{port}/K7MQ-4XPD"
