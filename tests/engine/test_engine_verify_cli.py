"""``phase10 verify`` (exit 0 / 1 naming the round / 2 with the reason) and
``phase10 replay`` (a round as text that matches the live game), on records,
engine saves and the app's saves."""

from __future__ import annotations

import json

import pytest
from play_helpers import run, write

from phase10_desktop.engine import Game, RoundStarted
from phase10_desktop.engine.saves import game_to_json
from phase10_desktop.records import export_record, load_record
from phase10_desktop.records.text import move_line, round_text
from phase10_desktop.simulate import simple_policy


def played(seed: int = 31, actions: int = 400, deal: bool = False) -> Game:
    g = Game.new(3, seed=seed, names=["Ana", "Bo", "Cy"], deal=deal)
    n = 0
    while not g.game_over and n < actions:
        if g.stage == "deal":
            g.deal(f"cut for round {g.round_no}")
            continue
        g.apply(simple_policy(g, g.legal_actions()))
        n += 1
    return g


@pytest.fixture(scope="module")
def game() -> Game:
    return played()


def test_verify_passes_a_record_an_engine_save_and_an_app_save(game, tmp_path, capsys):
    export_record(game, tmp_path / "record.json")
    engine_save = write(tmp_path, "game.json", game_to_json(game))
    app_save = write(
        tmp_path,
        "app.json",
        {
            "format": "phase10-desktop-save",
            "version": 1,
            "config": {},
            "game": json.loads(game_to_json(game)),
        },
    )
    for path in (tmp_path / "record.json", engine_save, app_save):
        code, out, _ = run(capsys, "verify", str(path))
        assert code == 0, out
        assert "verified" in out and "round 1: commitment" in out
    assert load_record(app_save).kind == "save"


def test_verify_names_the_round_of_one_changed_card(game, tmp_path, capsys):
    data = json.loads(game_to_json(game))
    deck = data["record"]["rounds"][1]["deck"]
    deck[3], deck[40] = deck[40], deck[3]
    code, out, _ = run(capsys, "verify", str(write(tmp_path, "bad.json", data)))
    assert code == 1 and "round 2:" in out and "deck" in out


def test_verify_names_the_round_of_one_changed_action(game, tmp_path, capsys):
    data = json.loads(game_to_json(game))
    actions = data["record"]["rounds"][2]["actions"]
    k = next(i for i, a in enumerate(actions) if a["type"] == "discard")
    actions[k]["card"] = "Wh" if actions[k]["card"] != "Wh" else "Wg"
    code, out, _ = run(capsys, "verify", str(write(tmp_path, "bad.json", data)))
    assert code == 1 and "round 3:" in out and f"move {k + 1}" in out


def test_verify_catches_a_save_edited_outside_its_record(game, tmp_path, capsys):
    data = json.loads(game_to_json(game))
    data["scores"][0] += 5
    data["history"][0]["points"][0] += 5
    code, out, _ = run(capsys, "verify", str(write(tmp_path, "bad.json", data)))
    assert code == 1 and "not where its record leads" in out and "scores" in out


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (lambda text: text[: len(text) // 2], "not valid JSON"),
        (lambda text: "", "not valid JSON"),
        (lambda text: "[" * 5000 + "]" * 5000, "nests"),
        (lambda text: json.dumps({"format": "phase10-desktop-record", "version": 1}), "record"),
        (lambda text: json.dumps({"hello": 1}), "not a Phase 10 Desktop record"),
    ],
)
def test_verify_exits_2_with_the_reason_for_an_unreadable_file(
    game, tmp_path, capsys, content, reason
):
    path = write(tmp_path, "x.json", content(game_to_json(game)))
    code, out, err = run(capsys, "verify", str(path))
    assert code == 2 and out == "" and reason in err and "x.json" in err


def test_verify_exits_2_for_a_missing_file(tmp_path, capsys):
    code, _, err = run(capsys, "verify", str(tmp_path / "nowhere.json"))
    assert code == 2 and "cannot read" in err


def test_replay_text_of_a_seeded_game_matches_the_live_game(capsys, tmp_path):
    """Play rounds live, writing each move with the same line format from the live
    events, and the starting hands as dealt; the replay prints exactly that."""
    g = Game.new(3, seed=77, names=["Ana", "Bo", "Cy"], deal=False)
    live: dict[int, list[str]] = {}
    hands: dict[int, list[str]] = {}
    while g.round_no < 3 or g.stage != "deal":
        if g.stage == "deal":
            events = g.deal(f"round {g.round_no}")
            assert isinstance(events[0], RoundStarted)
            hands[g.round_no] = [
                f"  {g.names[s]}: " + " ".join(_tokens(h)) for s, h in enumerate(g.hands)
            ]
            live[g.round_no] = []
            continue
        seat, round_no = g.turn, g.round_no
        action = simple_policy(g, g.legal_actions())
        events = g.apply(action)
        live[round_no].append(move_line(len(live[round_no]) + 1, seat, action, events, g.names))
    path = tmp_path / "r.json"
    export_record(g, path)
    for n in (1, 2):
        code, out, _ = run(capsys, "replay", str(path), "--round", str(n))
        assert code == 0
        lines = out.splitlines()
        start = lines.index("Hands at the start:") + 1
        assert lines[start : start + 3] == hands[n]
        moves = lines[lines.index("Moves:") + 1 : lines.index("Moves:") + 1 + len(live[n])]
        assert moves == live[n]
        assert lines[-1].startswith("Seed: ") and "matches" in lines[-1]
    assert round_text(load_record(path).record, 2) == out


def _tokens(cards):
    from phase10_desktop.engine import card_token

    return [card_token(c) for c in cards]


def test_replay_refuses_a_round_the_record_does_not_have(game, tmp_path, capsys):
    path = tmp_path / "r.json"
    export_record(game, path)
    code, _, err = run(capsys, "replay", str(path), "--round", "99")
    assert code == 2 and "not 99" in err
    code, out, _ = run(capsys, "replay", str(path))  # the last round that is over by default
    assert not game.record.rounds[-1].finished
    assert code == 0 and out.startswith(f"Round {game.round_no - 1} ")
