"""Start the real app on bad autosaves and report what the player would see.

For each bad file (issue 16's: deep nesting, a bare number, 44-50 MB files,
impossible game states; plus cut-short, non-UTF-8, unreadable and folder-shaped
ones) this writes it as ``saves/autosave.json`` in a fresh data folder and runs
``phase10`` there (offscreen, its own settings folder) in a child process. The
child answers every modal dialog the way a player would (OK to an error, Yes to
"Resume?", accepts the name asked at a first start), then watches the table for
up to 20 seconds: the game must be yours to move (with a legal move) or the bots
must make moves. It prints, per file: the dialogs shown, whether the file was
moved aside, and whether a game is being played.

    .venv/bin/python tools/start_on_bad_saves.py [--only NAME]

Exit status 1 if any start crashed, hung or left a table nobody can move on.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

CHILD = r"""
import json, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from phase10_desktop.app import main as app_main
from phase10_desktop.app.main_window import MainWindow

seen, state = [], {"window": None, "quiet": 0, "watch": None, "moves": 0, "last": None}

def snapshot(g):
    return (g.round_no, g.turn, g.stage, len(g.draw_pile), len(g.discard_pile),
            sum(len(h) for h in g.hands))

def finish(verdict):
    print("RESULT " + json.dumps({"dialogs": seen, "verdict": verdict, "moves": state["moves"]}),
          flush=True)
    timer.stop()
    QTimer.singleShot(0, state["window"].close)  # as a player closes it: the bots stop

def poll():
    app = QApplication.instance()
    box = app.activeModalWidget()
    if isinstance(box, QMessageBox):
        seen.append([box.windowTitle(), box.text()])
        for b in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Ok):
            if box.button(b) is not None:
                box.button(b).click()
                break
        state["quiet"] = 0
        return
    if isinstance(box, QDialog):
        seen.append([type(box).__name__, ""])
        box.accept()
        state["quiet"] = 0
        return
    w = state["window"] or next((t for t in app.topLevelWidgets()
                                  if isinstance(t, MainWindow)), None)
    state["window"] = w
    g = getattr(getattr(w, "model", None), "game", None)
    if g is None:
        return
    state["quiet"] += 1
    if state["quiet"] < 5:
        return
    if state["watch"] is None:
        state["watch"] = time.monotonic()
    snap = snapshot(g)
    if state["last"] is not None and snap != state["last"]:
        state["moves"] += 1
    state["last"] = snap
    if g.game_over:
        return finish("the game is over")
    if g.turn == 0 and g.stage in ("draw", "play") and g.legal_actions():
        if state["moves"] >= 1 or time.monotonic() - state["watch"] > 3:
            return finish("your move" + (" after bot moves" if state["moves"] else ""))
    if state["moves"] >= 3:
        return finish("bots are playing")
    if time.monotonic() - state["watch"] > 20:
        return finish("STUCK: nobody moved in 20 s")

qapp = QApplication(sys.argv[:1])  # before the timer: run_app uses this one
timer = QTimer()
timer.timeout.connect(poll)
timer.start(100)
sys.exit(app_main.run_app(["--speed", "8"]))
"""


def _real_save(moves: int = 40, until: Callable[[Any], bool] | None = None) -> dict[str, Any]:
    """An app save of a real game (you + three bots) played ``moves`` moves or until
    ``until`` accepts the game."""
    from phase10_desktop.app.save_store import save_document
    from phase10_desktop.host.game_setup import GameConfig, SeatConfig
    from phase10_desktop.simulate import simple_policy

    seats = (
        SeatConfig("You", "normal", True),
        SeatConfig("Ada", "normal", False),
        SeatConfig("Bruno", "easy", False),
        SeatConfig("Chiara", "normal", False),
    )
    config = GameConfig(seats, seed=7)
    game = config.new_game()
    for n in range(3000):
        if (until is not None and until(game)) or (until is None and n >= moves):
            break
        game.apply(simple_policy(game, game.legal_actions()))
    return save_document(game, config)


def _bot_holds_only_the_taken_discard() -> bytes:
    doc = _real_save(until=lambda g: g.turn != 0 and g.drawn_discard is not None)
    game = doc["game"]
    mover = game["turn"]
    taken = game["drawn_discard"]
    game["draw_pile"] += [c for c in game["hands"][mover] if c != taken]
    game["hands"][mover] = [taken]
    return json.dumps(doc).encode()


def _mover_with_empty_hand() -> bytes:
    doc = _real_save(until=lambda g: g.stage == "play")
    game = doc["game"]
    game["draw_pile"] += game["hands"][game["turn"]]
    game["hands"][game["turn"]] = []
    return json.dumps(doc).encode()


def _phase_10_without_phases() -> bytes:
    doc = _real_save()
    doc["game"]["phase_no"][1] = 10
    return json.dumps(doc).encode()


def _taken_discard_in_another_hand() -> bytes:
    doc = _real_save(until=lambda g: g.drawn_discard is not None)
    game = doc["game"]
    mover, taken = game["turn"], game["drawn_discard"]
    other = (mover + 1) % 4
    game["hands"][mover].remove(taken)
    game["hands"][mover].append(game["hands"][other].pop())
    game["hands"][other].append(taken)
    return json.dumps(doc).encode()


def _won_by_a_player_who_never_finished() -> bytes:
    doc = _real_save()
    game = doc["game"]
    game.update(stage="over", winner=2, drawn_discard=None, laid_this_turn=False)
    return json.dumps(doc).encode()


def _huge_hand() -> bytes:
    doc = _real_save()
    game = doc["game"]
    game["hands"][1] += game["draw_pile"][:40]
    del game["draw_pile"][:40]
    return json.dumps(doc).encode()


def _totals_disagree() -> bytes:
    doc = _real_save(moves=300)
    doc["game"]["scores"][2] += 35
    return json.dumps(doc).encode()


def _score_sheet_of_1_2_million_rows() -> bytes:
    doc = _real_save()
    row = {"round": 1, "went_out": None, "points": [0, 0, 0, 0], "laid": [None] * 4}
    row["tiebreak"] = False
    doc["game"]["history"] = [dict(row, round=i + 1) for i in range(1_200_000)]
    return json.dumps(doc, separators=(",", ":")).encode()


def _fifty_mb_of_garbage() -> bytes:
    return b'{"format": "phase10-desktop-save", "version": 1, "x": "' + b"A" * 50_000_000 + b'"}'


CASES: dict[str, Callable[[], bytes | None]] = {
    "deep nesting [*1000": lambda: ("[" * 1000 + "]" * 1000).encode(),
    "a bare 0": lambda: b"0",
    "game: 0": lambda: b'{"format": "phase10-desktop-save", "version": 1, "config": {}, "game": 0}',
    "cut short": lambda: json.dumps(_real_save()).encode()[:-700],
    "not UTF-8": lambda: b"\xff\xfe\x00\x01garbage",
    "44 MB score sheet": _score_sheet_of_1_2_million_rows,
    "50 MB of garbage": _fifty_mb_of_garbage,
    "bot holds only the taken discard": _bot_holds_only_the_taken_discard,
    "mover with an empty hand": _mover_with_empty_hand,
    "phase 10, no phase completed": _phase_10_without_phases,
    "taken discard in another hand": _taken_discard_in_another_hand,
    "won by one who never finished": _won_by_a_player_who_never_finished,
    "a 50-card hand": _huge_hand,
    "totals vs the score sheet": _totals_disagree,
    "unreadable (chmod 000)": lambda: json.dumps(_real_save()).encode(),
    "a folder named autosave.json": lambda: None,
    "a good save (control)": lambda: json.dumps(_real_save()).encode(),
}


def run_case(name: str, content: bytes | None) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="phase10-badsave-") as tmp:
        saves = Path(tmp) / "saves"
        saves.mkdir()
        target = saves / "autosave.json"
        if content is None:
            target.mkdir()
        else:
            target.write_bytes(content)
        if name.startswith("unreadable"):
            target.chmod(0)
        (saves / ".autosave.json.k1ll3d.tmp").write_text("{half", encoding="utf-8")
        env = dict(
            os.environ,
            PHASE10_DATA_DIR=tmp,
            XDG_CONFIG_HOME=str(Path(tmp) / "config"),
            QT_QPA_PLATFORM="offscreen",
        )
        try:
            proc = subprocess.run(
                [sys.executable, "-c", CHILD],
                env=env,
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=120,
            )
        except subprocess.TimeoutExpired:
            return {"name": name, "ok": False, "verdict": "HUNG (no result in 120 s)"}
        finally:
            if target.exists() and not target.is_dir():
                target.chmod(0o600)
        line = next((x for x in proc.stdout.splitlines() if x.startswith("RESULT ")), None)
        left = sorted(p.name for p in saves.iterdir()) if saves.exists() else []
        if line is None:
            tail = (proc.stderr or "").strip().splitlines()[-3:]
            return {"name": name, "ok": False, "verdict": f"CRASHED {proc.returncode}: {tail}"}
        result = json.loads(line[7:])
        verdict = result["verdict"]
        if proc.returncode != 0:
            tail = (proc.stderr or "").strip().splitlines()[-2:]
            verdict += f"; then exit status {proc.returncode}: {tail}"
        ok = proc.returncode == 0 and not verdict.startswith("STUCK")
        ok = ok and not any(n.endswith(".tmp") for n in left)
        return {"name": name, "ok": ok, "verdict": verdict, "dialogs": result["dialogs"],
                "files": left}  # fmt: skip


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", default=None)
    args = ap.parse_args()
    failed = 0
    for name, make in CASES.items():
        if args.only and args.only != name:
            continue
        r = run_case(name, make())
        failed += not r["ok"]
        print(f"{'ok ' if r['ok'] else 'BAD'} {name}: {r['verdict']}")
        for title, text in r.get("dialogs", []):
            print(f"      dialog “{title}”: {text[:150]}")
        if "files" in r:
            print(f"      saves folder afterwards: {', '.join(r['files']) or '(empty)'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
