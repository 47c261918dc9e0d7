"""Shared by the engine's tests of records, saves and the command line (imported by
module name): play a game on to a wanted state, run ``phase10`` in this process."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from phase10_desktop import cli
from phase10_desktop.engine import Game
from phase10_desktop.simulate import simple_policy


def play_until(g: Game, stop: Callable[[Game], bool], limit: int = 20_000) -> Game:
    """Play ``g`` on with the simple policy, cutting each deal ("cut N"), until ``stop(g)``."""
    for _ in range(limit):
        if stop(g):
            return g
        if g.stage == "deal":
            g.deal(f"cut {g.round_no}")
        else:
            g.apply(simple_policy(g, g.legal_actions()))
    raise AssertionError("the wanted state did not come up")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """``phase10 ARGV`` in this process: its exit code, standard output and error."""
    code = cli.main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def write(tmp_path: Path, name: str, data: Any) -> Path:
    """A file of ``data`` (text as it is, anything else as JSON) in ``tmp_path``."""
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path
