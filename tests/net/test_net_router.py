"""Hosting through the home router (issue 29 B, "over the internet, from the host's own
computer"), tested only inside three network namespaces this test creates: a home
computer (198.51.100.2) behind a router (198.51.100.1 at home, 203.0.113.1 on its
internet side), and a computer outside (203.0.113.2). Every address is reserved for
documentation and routed nowhere; nothing leaves the namespaces.

Against miniupnpd itself (Debian's IGD): the app finds it, asks its address, and
tells the host in plain words that there is none, which is what miniupnpd says
whenever its internet side has a reserved address, as every test network here has.
With no router at all: the plain message that none answered. And the whole way
through, port forwarded, a client outside joining through the router's address,
the mapping renewed and removed, or refused: against a stand-in router speaking
UPnP-IGD through async-upnp-client's server (stand_in_igd.py says why)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from net_helpers import ROOT

pytest.importorskip("async_upnp_client")

HERE = Path(__file__).resolve().parent
HOME, ROUTER_LAN, ROUTER_WAN, OUTSIDE = "198.51.100.2", "198.51.100.1", "203.0.113.1", "203.0.113.2"

#: the router's forwarding tables, with the chain names miniupnpd uses by default
RULES = """
table inet filter {
  chain forward { type filter hook forward priority 0; policy drop;
                  ct state established,related accept; jump miniupnpd; }
  chain miniupnpd { }
  chain prerouting { type nat hook prerouting priority -100; policy accept;
                     jump prerouting_miniupnpd; }
  chain prerouting_miniupnpd { }
  chain postrouting { type nat hook postrouting priority 100; policy accept;
                      jump postrouting_miniupnpd; }
  chain postrouting_miniupnpd { }
}
"""


def ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=20)


class Lab:
    """The three namespaces and the processes started in them (all ended at teardown)."""

    def __init__(self, tmp: Path) -> None:
        tag = str(os.getpid() % 100000)
        self.tmp = tmp
        self.home, self.router, self.outside = f"p10h{tag}", f"p10r{tag}", f"p10o{tag}"
        self.lan_dev, self.wan_dev = f"p10rl{tag}", f"p10rw{tag}"
        self.procs: list[subprocess.Popen[str]] = []

    def build(self) -> None:
        made = ip("netns", "add", self.home)
        if made.returncode != 0:
            pytest.skip(f"cannot create a network namespace here: {made.stderr.strip()}")
        for ns in (self.router, self.outside):
            ip("netns", "add", ns).check_returncode()
        tag = self.lan_dev[5:]
        links = (
            (f"p10hl{tag}", self.home, HOME, self.lan_dev, ROUTER_LAN),
            (f"p10ow{tag}", self.outside, OUTSIDE, self.wan_dev, ROUTER_WAN),
        )
        for dev, ns, address, peer, peer_address in links:
            ip("link", "add", dev, "type", "veth", "peer", "name", peer).check_returncode()
            for d, n, a in ((dev, ns, address), (peer, self.router, peer_address)):
                ip("link", "set", d, "netns", n).check_returncode()
                ip("-n", n, "addr", "add", f"{a}/24", "dev", d).check_returncode()
                ip("-n", n, "link", "set", d, "up").check_returncode()
        for ns in (self.home, self.router, self.outside):
            ip("-n", ns, "link", "set", "lo", "up").check_returncode()
        ip("-n", self.home, "route", "add", "default", "via", ROUTER_LAN).check_returncode()
        self.run(self.router, "sysctl", "-qw", "net.ipv4.ip_forward=1").check_returncode()
        (self.tmp / "rules.nft").write_text(RULES)
        nft = self.run(self.router, "nft", "-f", str(self.tmp / "rules.nft"))
        if nft.returncode != 0:
            pytest.skip(f"nftables does not work in a namespace here: {nft.stderr.strip()}")

    def run(self, ns: str, *cmd: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["ip", "netns", "exec", ns, *cmd], capture_output=True, text=True, timeout=30
        )

    def start(self, ns: str, *cmd: str) -> subprocess.Popen[str]:
        proc = subprocess.Popen(
            ["ip", "netns", "exec", ns, *cmd],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
        )
        self.procs.append(proc)
        return proc

    def python(self, ns: str, script: str, *args: str) -> subprocess.Popen[str]:
        return self.start(ns, sys.executable, str(HERE / script), *args)

    def teardown(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.kill()
            proc.wait(10)
        for ns in (self.home, self.router, self.outside):
            ip("netns", "del", ns)


@pytest.fixture
def lab(tmp_path):  # type: ignore[no-untyped-def]
    for tool in ("ip", "nft"):
        if shutil.which(tool) is None:
            pytest.skip(f"the {tool!r} command is not installed (iproute2, nftables)")
    lab = Lab(tmp_path)
    try:
        lab.build()
        yield lab
    finally:
        lab.teardown()


def line(proc: subprocess.Popen[str], timeout: float = 60.0) -> dict:
    """The next JSON line a process prints (its errors, if it ends without one)."""
    assert proc.stdout is not None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        text = proc.stdout.readline()
        if text.strip().startswith("{"):
            return json.loads(text)
        if not text and proc.poll() is not None:
            break
    err = proc.stderr.read() if proc.stderr is not None and proc.poll() is not None else ""
    raise AssertionError(f"no answer from {proc.args[3:]}: {err[-3000:]}")


def tell(proc: subprocess.Popen[str], command: str) -> dict:
    assert proc.stdin is not None
    proc.stdin.write(command + "\n")
    proc.stdin.flush()
    return line(proc)


def outside_joins(lab: Lab, address: str, code: str) -> dict:
    return line(lab.python(lab.outside, "router_process.py", "join", f"ws://{address}", code))


@pytest.mark.slow
def test_miniupnpd_is_found_and_its_missing_address_explained(lab: Lab) -> None:
    if shutil.which("miniupnpd") is None:
        pytest.skip("miniupnpd (the Debian package) is not installed")
    conf = lab.tmp / "miniupnpd.conf"
    conf.write_text(
        f"ext_ifname={lab.wan_dev}\nlistening_ip={lab.lan_dev}\nhttp_port=0\n"
        "enable_natpmp=yes\nenable_upnp=yes\nsecure_mode=yes\nsystem_uptime=yes\n"
        "uuid=2f4c5a90-4e43-4c6b-9a5e-6d1f0b7c8e21\n"
        "allow 1024-65535 198.51.100.0/24 1024-65535\ndeny 0-65535 0.0.0.0/0 0-65535\n"
    )
    igd = lab.start(lab.router, "miniupnpd", "-d", "-f", str(conf), "-P", str(lab.tmp / "pid"))
    assert igd.stderr is not None
    seen: list[str] = []
    while not any("HTTP listening" in s for s in seen):  # miniupnpd logs to stderr with -d
        text = igd.stderr.readline()
        assert text, "miniupnpd ended: " + "".join(seen)
        seen.append(text)
    host = lab.python(lab.home, "router_process.py", "host", HOME, "3600")
    answer = line(host)
    igd.kill()
    log = "".join(seen) + igd.stderr.read()
    assert answer["trouble"] == "no_address", answer
    assert "GetExternalIPAddress" in log  # the real IGD was asked, from the home computer
    assert f"[::ffff:{HOME}]" in log or HOME in log
    from phase10_desktop.app.together.play_together import router_trouble
    from phase10_desktop.net.router import RouterTrouble

    words = router_trouble(RouterTrouble(answer["trouble"], answer["reason"]))
    assert "no internet address" in words
    assert "People on your own network can still join" in words and "phase10 serve" in words


@pytest.mark.slow
def test_no_router_answering_is_said_plainly(lab: Lab) -> None:
    started = time.monotonic()
    answer = line(lab.python(lab.home, "router_process.py", "host", HOME, "3600"))
    assert answer["trouble"] == "no_router", answer
    assert time.monotonic() - started < 30
    from phase10_desktop.app.together.play_together import router_trouble
    from phase10_desktop.net.router import RouterTrouble

    assert "No router on your network answered" in router_trouble(RouterTrouble("no_router", ""))


@pytest.mark.slow
def test_the_port_is_forwarded_joined_from_outside_renewed_and_removed(lab: Lab) -> None:
    igd = lab.python(lab.router, "stand_in_igd.py", ROUTER_LAN, ROUTER_WAN)
    assert line(igd) == {"ready": True}
    host = lab.python(lab.home, "router_process.py", "host", HOME, "4")
    opened = line(host)
    assert opened.get("external") == ROUTER_WAN, opened
    port, code = opened["external_port"], opened["code"]
    assert (opened["internal"], opened["lease"]) == (HOME, 4)
    assert line(igd)["action"] == "GetExternalIPAddress"
    asked = line(igd)
    assert asked == {
        "action": "AddPortMapping",
        "port": port,
        "client": f"{HOME}:{port}",
        "lease": 4,
        "description": "Phase 10 table",
    }
    # from outside, through the router's internet address: Grandma sits down
    joined = outside_joins(lab, f"{ROUTER_WAN}:{port}", code)
    assert joined == {"seat": 1, "code": code}, joined
    # renewed at half the lease
    assert line(igd, 10)["action"] == "AddPortMapping"
    deadline = time.monotonic() + 10  # counted once the router's answer is back
    while tell(host, "renewals")["renewals"] < 1:
        assert time.monotonic() < deadline, "the renewal was never answered"
        time.sleep(0.1)
    # the table ends: the mapping is removed, and the way in is closed
    assert tell(host, "close") == {"closed": True, "still": False}
    seen = [line(igd)]
    while seen[-1]["action"] == "AddPortMapping":  # renewals asked before the end
        seen.append(line(igd))
    assert seen[-1] == {"action": "DeletePortMapping", "port": port}
    rules = lab.run(lab.router, "nft", "list", "chain", "inet", "filter", "prerouting_miniupnpd")
    assert "dnat" not in rules.stdout
    after = outside_joins(lab, f"{ROUTER_WAN}:{port}", code)
    assert "error" in after, after


@pytest.mark.slow
def test_a_router_that_stops_answering_is_reported_once(lab: Lab) -> None:
    igd = lab.python(lab.router, "stand_in_igd.py", ROUTER_LAN, ROUTER_WAN)
    assert line(igd) == {"ready": True}
    host = lab.python(lab.home, "router_process.py", "host", HOME, "2")
    assert line(host).get("external") == ROUTER_WAN
    igd.kill()  # the router is switched off while the table lives
    igd.wait(10)
    assert line(host, 20) == {"lost": "lost"}  # at the next renewal, and once
    assert tell(host, "renewals") == {"renewals": 0}
    assert tell(host, "close") == {"closed": True, "still": True}  # removal failed: said


@pytest.mark.slow
def test_a_router_that_refuses_gets_the_plain_message(lab: Lab) -> None:
    igd = lab.python(lab.router, "stand_in_igd.py", ROUTER_LAN, ROUTER_WAN, "--refuse")
    assert line(igd) == {"ready": True}
    answer = line(lab.python(lab.home, "router_process.py", "host", HOME, "3600"))
    assert answer["trouble"] == "refused" and "606" in answer["reason"], answer
    from phase10_desktop.app.together.play_together import router_trouble
    from phase10_desktop.net.router import RouterTrouble

    assert "refused to forward" in router_trouble(RouterTrouble("refused", answer["reason"]))
