"""What a screen reader sees of the running game, through AT-SPI (issue 25).

Run by ``test_e2e_atspi.py`` with the system's Python 3 (``python3-pyatspi`` is a
Debian package, not on PyPI), on the game's X display and session bus:

    python3 atspi_probe.py LOG.txt

It finds the game's "Card table", lists its parts and the hand's cards by name,
then logs every accessibility event a screen reader listens to while it plays one
keyboard-only turn with xdotool (wait for "Your turn", D to draw, X to discard the
focused card, wait until the bots have played and it is your turn again). The log
(one line per event: seconds, event type, role, name, detail, data) is written to
LOG.txt; a JSON summary goes to stdout for the test to check.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time

import gi

gi.require_version("Atspi", "2.0")
import pyatspi  # noqa: E402
from gi.repository import GLib  # noqa: E402

EVENTS = (
    "focus:",
    "object:state-changed:focused",
    "object:state-changed:selected",
    "object:state-changed:showing",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:children-changed:add",
    "object:children-changed:remove",
    "object:row-inserted",
    "object:announcement",
)


def find(acc, test, depth=0):
    """The first object under ``acc`` (depth first) that passes ``test``."""
    if depth > 14:
        return None
    try:
        if test(acc):
            return acc
        count = acc.childCount
    except Exception:  # an object that went away while walked
        return None
    for i in range(count):
        child = acc.getChildAtIndex(i)
        if child is not None:
            found = find(child, test, depth + 1)
            if found is not None:
                return found
    return None


def card_table(timeout: float = 30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is None:
                continue
            t = find(app, lambda a: a.name == "Card table")
            if t is not None:
                return t
        time.sleep(0.5)
    raise SystemExit("no 'Card table' in the AT-SPI tree")


def describe(acc) -> dict:
    kids = [acc.getChildAtIndex(i) for i in range(acc.childCount)]
    return {
        "role": acc.getRoleName(),
        "name": acc.name,
        "description": acc.description,
        "children": [k.name for k in kids if k is not None],
    }


class Log:
    def __init__(self) -> None:
        self.start = time.monotonic()
        self.lines: list[str] = []
        self.events: list[dict] = []
        self.lock = threading.Lock()

    def __call__(self, event) -> None:
        try:
            src = event.source
            role, name = src.getRoleName(), src.name
        except Exception:
            role, name = "?", "?"
        data = event.any_data
        if not isinstance(data, str | int | float | type(None)):
            data = getattr(data, "name", str(data))
        row = {
            "t": round(time.monotonic() - self.start, 3),
            "type": event.type,
            "role": role,
            "name": name,
            "detail1": event.detail1,
            "data": data,
        }
        with self.lock:
            self.events.append(row)
            self.lines.append(
                f"{row['t']:8.3f}  {event.type:45s} [{role}] {name!r} "
                f"detail1={event.detail1} data={data!r}"
            )

    def news(self) -> list[str]:
        """What was said: notifications shown (their name) and announcements."""
        out = []
        for e in self.events:
            if e["type"] == "object:state-changed:showing" and e["role"] == "notification":
                if e["detail1"]:
                    out.append(e["name"])
            elif e["type"] == "object:announcement":
                out.append(str(e["data"]))
        return out


def keys(*names: str) -> None:
    for name in names:
        subprocess.run(["xdotool", "key", "--clearmodifiers", name], check=True, timeout=10)
        time.sleep(0.4)


def wait_for(log: Log, what, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if what():
            return True
        time.sleep(0.1)
    return False


def main() -> int:
    out_path = sys.argv[1]
    table = card_table()
    parts = [table.getChildAtIndex(i) for i in range(table.childCount)]
    tree = {"table": describe(table), "parts": [describe(p) for p in parts if p is not None]}
    log = Log()
    for name in EVENTS:
        pyatspi.Registry.registerEventListener(log, name)
    loop = GLib.MainLoop()
    runner = threading.Thread(target=loop.run, daemon=True)
    runner.start()
    # the window's id for xdotool: the game is the only client with a "Phase 10" title
    win = subprocess.run(
        ["xdotool", "search", "--sync", "--name", "Phase 10"],
        capture_output=True,
        text=True,
        timeout=20,
    ).stdout.split()
    if win:
        subprocess.run(["xdotool", "windowactivate", "--sync", win[-1]], timeout=10, check=False)
    my_turn = lambda: any(n.startswith("Your turn") for n in log.news())  # noqa: E731
    keys("Right")  # the focus moves into the table (and says so) even before our turn
    turned = tree_news(table).startswith("Your turn") or wait_for(log, my_turn, 30)
    marks = {"ready": len(log.events)}
    keys("Right", "Right", "d")
    wait_for(log, lambda: any(n.startswith("You drew") for n in log.news()), 10)
    marks["drawn"] = len(log.events)
    keys("x")
    before = len(log.news())
    wait_for(
        log,
        lambda: any(n.startswith("Your turn") for n in log.news()[before:]),
        60,
    )
    time.sleep(1.0)
    loop.quit()
    hand = next((p for p in tree["parts"] if p["name"].startswith("Your hand")), None)
    with open(out_path, "w", encoding="utf-8") as f:
        f.write("# AT-SPI events while one keyboard-only turn was played (tests/e2e)\n")
        f.write("# tree: " + json.dumps(tree, ensure_ascii=False) + "\n")
        f.write("\n".join(log.lines) + "\n")
    print(
        json.dumps(
            {
                "tree": tree,
                "hand": hand,
                "turn_seen": bool(turned),
                "news": log.news(),
                "focus": [
                    (e["role"], e["name"])
                    for e in log.events
                    if e["type"] == "object:state-changed:focused" and e["detail1"]
                ],
                "types": sorted({e["type"] for e in log.events}),
                "marks": marks,
            },
            ensure_ascii=False,
        )
    )
    return 0


def tree_news(table) -> str:
    for i in range(table.childCount):
        child = table.getChildAtIndex(i)
        if child is not None and child.getRoleName() == "notification":
            return child.name
    return ""


if __name__ == "__main__":
    sys.exit(main())
