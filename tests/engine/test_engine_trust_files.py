"""Trust under attack (issue 23), in files and on the command line: ``phase10 verify``,
``phase10 replay`` and exported records.

A record or replay of a game in progress holds nothing of the round in play (1);
names cannot make ``replay`` print without bound (12); a FIFO, an oversized file,
duplicate keys and a newer app save are refused for what they are, and the
writer of a record keeps to the reader's limit (13); a readable but dishonest deck
is exit 1 naming its round, a missing file is named as typed (14); a deal number
is a whole number from 0 (15).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from play_helpers import play_until, run, write

from phase10_desktop import cli
from phase10_desktop.engine import Game, card_token
from phase10_desktop.engine.saves import game_to_json
from phase10_desktop.records import export_record, load_record

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def in_play() -> Game:
    """Round 2 or later, moves into the round: the seed and deck of the round are secret."""
    g = Game.new(3, seed=41, names=["Ana", "Bo", "Cy"], deal=False)
    return play_until(g, lambda g: g.round_no >= 2 and len(g.record.rounds[-1].actions) > 8)


@pytest.fixture(scope="module")
def finished() -> Game:
    g = Game.new(3, seed=42, names=["Ana", "Bo", "Cy"], deal=False)
    return play_until(g, lambda g: g.game_over)


def app_save(game: Game, version=1) -> dict:
    return {
        "format": "phase10-desktop-save",
        "version": version,
        "config": {},
        "game": json.loads(game_to_json(game)),
    }


# ---------------------------------------------------------------- point 1
def test_1_an_exported_record_of_a_game_in_progress_keeps_the_round_in_play_secret(
    in_play, tmp_path, capsys
):
    path = tmp_path / "record.json"
    export_record(in_play, path)
    text = path.read_text("utf-8")
    now = in_play.record.rounds[-1]
    assert now.seed.hex() not in text
    data = json.loads(text)
    last = data["rounds"][-1]
    assert last["round"] == in_play.round_no
    assert last["commitment"] == now.commitment  # the seal the player saw stays
    assert last["seed"] is None and last["deck"] == [] and last["actions"] == []
    finished = data["rounds"][0]
    assert finished["seed"] == in_play.record.rounds[0].seed.hex() and finished["deck"]
    code, out, _ = run(capsys, "verify", str(path))
    assert code == 0, out
    assert f"round {in_play.round_no}: commitment" in out and "in play" in out


@pytest.mark.parametrize("kind", ["engine", "app"])
def test_1_replay_of_a_save_in_progress_prints_no_card_of_the_round_in_play(
    in_play, tmp_path, capsys, kind
):
    """``phase10 replay`` on the autosave: finished rounds in full, the round in play not
    at all (it would print every opponent's hand and every card drawn)."""
    data = json.loads(game_to_json(in_play)) if kind == "engine" else app_save(in_play)
    path = write(tmp_path, "autosave.json", data)
    code, out, err = run(capsys, "replay", str(path), "--round", str(in_play.round_no))
    assert code == 2 and "still being played" in err and out == ""
    code, out, _ = run(capsys, "replay", str(path))  # the last round that is over
    assert code == 0 and out.startswith(f"Round {in_play.round_no - 1} ")
    now = in_play.record.rounds[-1]
    opponents = [" ".join(card_token(c) for c in now.deck[i:30:3]) for i in range(3)]
    assert not any(hand in out for hand in opponents)
    assert now.seed.hex() not in out


# ---------------------------------------------------------------- point 12
def test_12_a_record_with_a_huge_name_is_refused_with_a_short_message(finished, tmp_path, capsys):
    data = json.loads(game_to_json(finished))["record"]
    data["names"][0] = "A" * 200_000
    path = write(tmp_path, "huge.json", data)
    for command in ("replay", "verify"):
        code, out, err = run(capsys, command, str(path))
        assert code == 2 and "name" in err
        assert len(out) + len(err) < 2000


def test_12_replay_prints_a_bounded_text_for_any_round(finished, tmp_path, capsys):
    """Names are at most 20 characters and a round at most a few hundred legal moves,
    so no round's text comes near a megabyte."""
    path = tmp_path / "r.json"
    export_record(finished, path)
    longest = 0
    for r in finished.record.rounds:
        code, out, _ = run(capsys, "replay", str(path), "--round", str(r.round_no))
        assert code == 0
        longest = max(longest, len(out))
    assert 0 < longest < 1_000_000


# ---------------------------------------------------------------- point 13
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
@pytest.mark.parametrize("command", ["verify", "replay"])
def test_13_a_fifo_is_refused_at_once(tmp_path, command):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "phase10_desktop", command, str(fifo)],
            capture_output=True,
            text=True,
            timeout=60,
            cwd=ROOT,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"phase10 {command} waited on a FIFO for a minute")
    assert done.returncode == 2 and "not a regular file" in done.stderr
    assert "Traceback" not in done.stderr


def test_13_an_oversized_file_is_reported_with_its_real_size(tmp_path, capsys):
    path = tmp_path / "big.json"
    with path.open("wb") as f:
        f.truncate(50 * 1024 * 1024)  # sparse: no 50 MB written
    code, _, err = run(capsys, "verify", str(path))
    assert code == 2 and "50.0 MB" in err


@pytest.mark.parametrize(
    "text",
    [
        '{"format": "phase10-desktop-record", "version": 1, "version": 1}',
        '{"format": "phase10-desktop-game", "format": "phase10-desktop-game"}',
    ],
)
def test_13_duplicate_keys_are_refused(tmp_path, capsys, text):
    code, _, err = run(capsys, "verify", str(write(tmp_path, "dup.json", text)))
    assert code == 2 and "twice" in err


def test_13_duplicate_keys_deep_in_a_real_record_are_refused(finished, tmp_path, capsys):
    path = tmp_path / "r.json"
    export_record(finished, path)
    text = path.read_text("utf-8").replace('"dealer":', '"dealer":0,"dealer":', 1)
    code, _, err = run(capsys, "verify", str(write(tmp_path, "dup.json", text)))
    assert code == 2 and "'dealer'" in err and "twice" in err


@pytest.mark.parametrize("version", [999, 2, True, 1.0, 0])
def test_13_an_app_save_the_app_would_refuse_does_not_verify(finished, tmp_path, capsys, version):
    path = write(tmp_path, "save.json", app_save(finished, version))
    code, _, err = run(capsys, "verify", str(path))
    assert code == 2 and "version" in err


def test_13_an_app_save_with_unknown_fields_does_not_verify(finished, tmp_path, capsys):
    data = app_save(finished)
    data["extra"] = 1
    code, _, err = run(capsys, "verify", str(write(tmp_path, "save.json", data)))
    assert code == 2 and "extra" in err


def test_13_an_exported_record_is_compact_and_the_writer_keeps_to_the_readers_limit(
    finished, tmp_path
):
    from phase10_desktop.engine import SaveError

    path = tmp_path / "r.json"
    export_record(finished, path)
    text = path.read_text("utf-8")
    assert "\n " not in text  # no indentation: a long game stays far below the limit
    assert load_record(path).record.rounds[-1].finished
    small = tmp_path / "small.json"
    with pytest.raises(SaveError, match="larger than"):
        export_record(finished, small, max_bytes=len(text.encode()) - 1)
    assert not small.exists()
    export_record(finished, small, max_bytes=len(text.encode()))
    assert small.read_text("utf-8") == text


# ---------------------------------------------------------------- point 14
def test_14_one_card_of_a_deck_changed_is_a_dishonest_record_naming_its_round(
    finished, tmp_path, capsys
):
    """``Y4a`` written as ``Y4b``: readable, but not the deck the seed deals (exit 1)."""
    path = tmp_path / "r.json"
    export_record(finished, path)
    data = json.loads(path.read_text("utf-8"))
    deck = data["rounds"][1]["deck"]
    i = next(i for i, t in enumerate(deck) if t.endswith("a") and t[0] in "RGBY")
    deck[i] = deck[i][:-1] + "b"
    code, out, _ = run(capsys, "verify", str(write(tmp_path, "bad.json", data)))
    assert code == 1 and "round 2:" in out and "deck" in out


def test_14_a_missing_file_is_named_as_typed(tmp_path, capsys):
    missing = tmp_path / "nowhere" / "game.json"
    for command in ("verify", "replay"):
        code, out, err = run(capsys, command, str(missing))
        assert code == 2 and out == ""
        assert f"cannot read {missing}" in err and "No such file" in err


# ---------------------------------------------------------------- point 15
@pytest.mark.parametrize("seed", ["-5", str(2**63), "1.5"])
def test_15_a_negative_or_oversized_seed_is_refused_with_a_message(capsys, seed):
    with pytest.raises(SystemExit) as stop:
        cli.main(["simulate", "--games", "1", "--seed", seed])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "seed" in err and "Traceback" not in err
