"""A screen reader's view of the running game through AT-SPI (issue 25).

The game runs from source in a real window (Xvfb, openbox, Qt's xcb platform) with
its own session bus and AT-SPI bus (at-spi2-core), as on a Linux desktop with a
screen reader on. ``atspi_probe.py``, run with the system Python and pyatspi (the
library Orca is built on), walks the accessibility tree and logs every event a
screen reader follows while one turn is played with the keyboard alone. The log
is kept in ``tests/e2e/artifacts/atspi_turn.log``.

Skipped, saying why, where Xvfb, openbox, xdotool, dbus-daemon, at-spi2-core or
python3-pyatspi are missing (.ci/run installs them on Debian and Ubuntu).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

from xdisplay import XvfbUnavailable, virtual_display  # noqa: E402

HERE = Path(__file__).resolve().parent
ARTIFACT = HERE / "artifacts" / "atspi_turn.log"
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="AT-SPI is Linux's"),
]


def needs() -> tuple[str, str]:
    """The system Python with pyatspi, and the AT-SPI bus launcher; skip if missing."""
    for tool in ("openbox", "xdotool", "dbus-daemon"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (see .ci/run's apt-get list)")
    launcher = next((p for p in BUS_LAUNCHERS if Path(p).exists()), None)
    if launcher is None:
        pytest.skip("at-spi2-core is not installed: no at-spi-bus-launcher")
    python = "/usr/bin/python3"
    ok = Path(python).exists() and (
        subprocess.run([python, "-c", "import pyatspi"], capture_output=True).returncode == 0
    )
    if not ok:
        pytest.skip("python3-pyatspi is not installed for the system Python 3")
    return python, launcher


def session_bus() -> tuple[subprocess.Popen, str]:
    bus = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--print-address"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert bus.stdout is not None
    address = bus.stdout.readline().strip()
    if not address:
        bus.kill()
        pytest.skip("dbus-daemon did not start a session bus")
    return bus, address


def stop(*procs: subprocess.Popen | None) -> None:
    for p in procs:
        if p is not None and p.poll() is None:
            p.terminate()
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()


def play_a_turn(display: str, data: Path) -> dict:
    python, launcher = needs()
    bus, address = session_bus()
    env = dict(
        os.environ,
        DISPLAY=display,
        DBUS_SESSION_BUS_ADDRESS=address,
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        QT_ACCESSIBILITY="1",
        NO_AT_BRIDGE="0",
        PHASE10_DATA_DIR=str(data),
        XDG_CONFIG_HOME=str(data),
        XDG_RUNTIME_DIR=str(data),
    )
    env.pop("PYTHONPATH", None)
    at_bus = wm = game = None
    try:
        at_bus = subprocess.Popen(
            [launcher, "--launch-immediately"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        wm = subprocess.Popen(
            ["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        time.sleep(1.0)
        game = subprocess.Popen(
            [sys.executable, "-m", "phase10_desktop", "--new-game", "--seed", "1"],
            env=env,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        probe = subprocess.run(
            [python, str(HERE / "atspi_probe.py"), str(ARTIFACT)],
            env=env,
            capture_output=True,
            text=True,
            timeout=180,
        )
    finally:
        stop(game, wm, at_bus, bus)
    assert probe.returncode == 0, probe.stderr[-3000:]
    return json.loads(probe.stdout.strip().splitlines()[-1])


def test_a_keyboard_turn_through_at_spi(tmp_path):
    ARTIFACT.parent.mkdir(exist_ok=True)
    try:
        with virtual_display(1280, 900) as display:
            report = play_a_turn(display, tmp_path)
    except XvfbUnavailable as e:
        pytest.skip(str(e))
    parts = {p["name"]: p for p in report["tree"]["parts"]}
    hand = report["hand"]
    assert hand is not None, f"no hand in the tree: {list(parts)}"
    assert hand["role"] == "list" and len(hand["children"]) == 10
    colours = ("Red ", "Blue ", "Green ", "Yellow ", "Wild", "Skip")
    assert all(name.startswith(colours) for name in hand["children"]), hand
    assert any(n.startswith("Draw pile") for n in parts)
    assert any(n.startswith("Discard pile, top card") for n in parts)
    assert report["turn_seen"], report["news"]
    news = report["news"]
    drew = next(i for i, n in enumerate(news) if n.startswith("You drew"))
    discarded = next(i for i, n in enumerate(news) if n.startswith("You discarded"))
    assert drew < discarded
    after = news[discarded + 1 :]
    assert after[-1] == "Your turn: draw a card.", news
    assert any(n.endswith(" is playing.") for n in after), news
    assert len(after) == len(set(after)), f"something was said twice: {news}"
    # the keyboard focus is a focus event on a card of the hand
    assert any(role == "list item" for role, _ in report["focus"]), report["focus"]
