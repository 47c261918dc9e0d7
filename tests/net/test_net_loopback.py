"""Whole games over the network on 127.0.0.1: a ``phase10 serve`` process (where Qt
cannot be imported) and four player processes on the same protocol module."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from net_helpers import ROOT, serve_process, stop_process

from phase10_desktop.engine.record import record_from_dict
from phase10_desktop.engine.replay import verify

HERE = Path(__file__).resolve().parent


def seat(url: str, role: str, name: str, level: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, str(HERE / "seat_process.py"), url, role, name, level],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )


@pytest.mark.slow
def test_net_loopback_four_player_processes_play_a_whole_game(tmp_path: Path) -> None:
    server, url = serve_process(tmp_path / "data", "--cut-seconds", "10")
    players: list[subprocess.Popen] = []
    try:
        host = seat(url, "host", "Ana", "normal")
        players.append(host)
        assert host.stdout is not None
        code = json.loads(host.stdout.readline())["code"]
        for name, level in (("Bo", "easy"), ("Cy", "normal"), ("Di", "easy")):
            players.append(seat(url, code, name, level))
        results = []
        for p in players:
            out, err = p.communicate(timeout=400)
            assert p.returncode == 0, err[-3000:]
            results.append(json.loads(out.strip().splitlines()[-1]))
    finally:
        for p in players:
            if p.poll() is None:
                p.kill()
        stop_process(server)
    assert sorted(r["seat"] for r in results) == [0, 1, 2, 3]
    # everyone saw the same end, made moves, and found every round's deal fair
    assert len({(r["winner"], tuple(r["scores"])) for r in results}) == 1
    assert results[0]["winner"] is not None
    assert all(r["moves"] > 10 for r in results)
    for r in results:
        assert r["checks"] and all(r["checks"]), r["checks"]
        rec = record_from_dict(r["record"])
        assert verify(rec) == [], "phase10 verify would refuse a player's record"
        assert rec.levels == ("human",) * 4
    # the record a player keeps, saved as a file, is one `phase10 verify` accepts
    kept = tmp_path / "kept-record.json"
    kept.write_text(json.dumps(results[1]["record"]), encoding="utf-8")
    checked = subprocess.run(
        [sys.executable, "-m", "phase10_desktop", "verify", str(kept)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "verified" in checked.stdout


def test_net_loopback_the_server_runs_where_qt_cannot_be_imported(tmp_path: Path) -> None:
    """The control: in the same environment the app's Qt import fails, so the server
    above really ran without Qt."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(HERE / "no_qt"), str(ROOT)]))
    probe = subprocess.run(
        [sys.executable, "-c", "import PySide6"], env=env, capture_output=True, text=True
    )
    assert probe.returncode != 0 and "without Qt" in probe.stderr
    server, _ = serve_process(tmp_path / "data", "--bot-workers", "1")
    stop_process(server)
    assert server.returncode == 0
    assert "every table is saved" in server.stdout.read()
