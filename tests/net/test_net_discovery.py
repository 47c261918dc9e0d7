"""LAN discovery (DNS-SD over multicast DNS), tested only between two network
namespaces this test creates and joins with a veth pair: the multicast never
leaves them, and never reaches the machine's real network. The addresses are
from 198.51.100.0/24 (TEST-NET-2, reserved for documentation, routed nowhere): not
192.0.2.0/24, which is this machine's own network in the workplace the tests run in."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from net_helpers import ROOT

HERE = Path(__file__).resolve().parent
A, B = "198.51.100.1", "198.51.100.2"


def ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=20)


@pytest.fixture
def namespaces():  # type: ignore[no-untyped-def]
    if shutil.which("ip") is None:
        pytest.skip("the 'ip' command (iproute2) is not installed")
    tag = str(os.getpid())[-6:]
    ns_a, ns_b, va, vb = f"p10a{tag}", f"p10b{tag}", f"p10va{tag}", f"p10vb{tag}"
    made = ip("netns", "add", ns_a)
    if made.returncode != 0:
        pytest.skip(f"cannot create a network namespace here: {made.stderr.strip()}")
    try:
        ip("netns", "add", ns_b).check_returncode()
        ip("link", "add", va, "type", "veth", "peer", "name", vb).check_returncode()
        for ns, dev, addr in ((ns_a, va, A), (ns_b, vb, B)):
            ip("link", "set", dev, "netns", ns).check_returncode()
            ip("-n", ns, "addr", "add", f"{addr}/24", "dev", dev).check_returncode()
            ip("-n", ns, "link", "set", dev, "up").check_returncode()
            ip("-n", ns, "link", "set", "lo", "up").check_returncode()
        yield ns_a, ns_b
    finally:
        ip("netns", "del", ns_a)
        ip("netns", "del", ns_b)


def in_ns(ns: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        ["ip", "netns", "exec", ns, sys.executable, str(HERE / "discovery_process.py"), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )


@pytest.mark.slow
def test_net_discovery_a_hosted_table_is_found_on_the_other_machine(namespaces) -> None:  # type: ignore[no-untyped-def]
    ns_a, ns_b = namespaces
    advertiser = in_ns(ns_a, "advertise", A, "7010", "K7MQ-4XPD", "8")
    try:
        assert advertiser.stdout is not None
        assert advertiser.stdout.readline().strip() == "advertising", advertiser.stderr.read()
        browser = in_ns(ns_b, "browse", "7", B)
        out, err = browser.communicate(timeout=30)
        found = json.loads(out.strip().splitlines()[-1])
    finally:
        advertiser.kill()
        advertiser.wait(10)
    assert found, err[-2000:]
    table = found[0]
    assert table["name"] == "Ana's table"
    assert (table["address"], table["port"], table["code"]) == (A, 7010, "K7MQ-4XPD")
    assert table["seats_free"] == 2  # the update after someone joined arrived too
    assert table["version"] == 1
