"""Saves: JSON only, versioned, and every field validated on load."""

import json

import pytest

from phase10_desktop.engine import Draw, Game, SaveError
from phase10_desktop.engine.saves import game_from_json, game_to_json
from phase10_desktop.simulate import simple_policy


def played(seed=4, steps=60):
    g = Game.new(4, seed=seed)
    for _ in range(steps):
        g.apply(simple_policy(g, g.legal_actions()))
    return g


def test_round_trip_reproduces_the_state_and_the_future():
    g = played()
    h = game_from_json(game_to_json(g))
    assert game_to_json(h) == game_to_json(g)
    for _ in range(200):
        a = simple_policy(g, g.legal_actions())
        assert simple_policy(h, h.legal_actions()) == a
        g.apply(a)
        h.apply(a)
    assert game_to_json(h) == game_to_json(g)


def test_save_is_readable_json_with_format_and_version():
    data = json.loads(game_to_json(played()))
    assert data["format"] == "phase10-desktop-game" and data["version"] == 2
    assert all(isinstance(t, str) for t in data["draw_pile"])
    assert data["rules"]["phases"][0] == "set3+set3"


def edited(mutate):
    data = json.loads(game_to_json(played()))
    mutate(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d["hands"][0].append(d["draw_pile"][0]), "two places"),
        (lambda d: d["draw_pile"].pop(), "missing"),
        (lambda d: d["hands"][1].__setitem__(0, "R13a"), "not a card token"),
        (lambda d: d.__setitem__("phase_no", [1, 2, 3, 99]), "phase_no"),
        (lambda d: d.__setitem__("turn", 7), "turn"),
        (lambda d: d.__setitem__("stage", "dance"), "stage"),
        (lambda d: d["rules"].__setitem__("order", "sideways"), "rules"),
        (lambda d: d.__setitem__("scores", [0, -5, 0, 0]), "scores"),
        (lambda d: d.pop("hands"), "'hands'"),
        (lambda d: d.__setitem__("names", ["only one"]), "names"),
        (lambda d: d.__setitem__("winner", 1), "winner"),
    ],
)
def test_corrupt_or_hand_edited_files_raise_a_clear_error(mutate, message):
    with pytest.raises(SaveError, match=message):
        game_from_json(edited(mutate))


def test_invalid_laid_group_is_refused():
    g = Game.from_deal(["R3 B3 G3 R5 B5 G5 Y9 Y10", "B1 B2"], discard="R9")
    g.apply(Draw("pile"))
    g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "LayDown"))
    data = json.loads(game_to_json(g))
    data["laid"][0][0]["values"] = [3, 3, 4]
    with pytest.raises(SaveError, match="not valid"):
        game_from_json(json.dumps(data))


def test_not_json_and_not_a_save():
    with pytest.raises(SaveError, match="not valid JSON"):
        game_from_json("{broken")
    with pytest.raises(SaveError, match="not a Phase 10"):
        game_from_json('{"hello": 1}')
    with pytest.raises(SaveError, match="not UTF-8 text"):
        game_from_json(b"\xff\xfe\x00")


def test_newer_format_is_recognised_as_newer():
    data = json.loads(game_to_json(played()))
    data["version"] = 3
    with pytest.raises(SaveError, match="newer version") as info:
        game_from_json(json.dumps(data))
    assert info.value.newer


def test_no_pickle_anywhere_in_the_package():
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "phase10_desktop"
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import pickle" not in text and "from pickle" not in text, path


def test_a_game_rebuilt_from_a_view_and_the_true_hidden_cards_is_the_same_game():
    g = played(seed=9, steps=120)
    for seat in range(g.players):
        view = g.view(seat)
        world = Game.from_view(view, g.hands, g.draw_pile, seed=g.seed)
        assert world.record is None  # a world never learns the round seed
        state = json.loads(game_to_json(g))
        state["record"] = None
        assert json.loads(game_to_json(world)) == state


def test_an_impossible_world_is_refused():
    g = played(seed=9, steps=40)
    view = g.view(0)
    hands = [list(h) for h in g.hands]
    hands[1][0] = hands[2][0]  # one card in two hands, another missing
    with pytest.raises(ValueError, match="two places"):
        Game.from_view(view, hands, g.draw_pile)
    with pytest.raises(ValueError, match="own hand"):
        Game.from_view(view, [g.hands[1], *g.hands[1:]], g.draw_pile)


# ---------------------------------------------------------------- parsing limits
@pytest.mark.parametrize("value", [0, 1.5, None, True, [], object(), ["{}"]])
def test_anything_but_save_text_is_refused_as_a_save_error(value):
    with pytest.raises(SaveError, match="JSON text") as info:
        game_from_json(value)
    assert info.value.kind == "text"


def test_deep_nesting_is_refused_before_the_parser_recurses():
    from phase10_desktop.engine.saves import MAX_SAVE_DEPTH

    for text in ("[" * 1000 + "]" * 1000, "[" * 100_000, '{"a":' * 5000):
        with pytest.raises(SaveError, match="nests") as info:
            game_from_json(text)
        assert info.value.kind == "text"
    ok = "[" * MAX_SAVE_DEPTH + "]" * MAX_SAVE_DEPTH
    with pytest.raises(SaveError, match="not a Phase 10"):  # parsed, then refused as content
        game_from_json(ok)


def test_brackets_inside_names_do_not_count_as_nesting():
    from phase10_desktop.engine.saves import nesting_depth

    g = Game.new(3, seed=5, names=["[[[[" * 5, '{"\\"[', "]]]"])
    text = game_to_json(g)
    plain = game_to_json(Game.new(3, seed=5, names=["A", "B", "C"]))
    assert nesting_depth(text) == nesting_depth(plain) <= 5  # game, record, rounds, deck
    assert game_from_json(text).names == g.names


def test_oversized_text_is_refused_without_parsing():
    from phase10_desktop.engine.saves import MAX_SAVE_BYTES, parse_save_text

    huge = " " * (MAX_SAVE_BYTES + 1)
    for text in (huge, huge.encode()):
        with pytest.raises(SaveError, match="at most 8 MB") as info:
            game_from_json(text)
        assert info.value.kind == "size"
    assert parse_save_text("[1]", max_bytes=3) == [1]
    with pytest.raises(SaveError, match="at most"):
        parse_save_text("[1] ", max_bytes=3)


def test_text_that_is_not_utf8_or_not_json_says_so():
    with pytest.raises(SaveError, match="UTF-8") as info:
        game_from_json(b"\xff\xfe{")
    assert info.value.kind == "text"
    with pytest.raises(SaveError, match="not valid JSON") as info:
        game_from_json("[" + "9" * 5000 + "]")  # an integer too long to convert
    assert info.value.kind == "syntax"


def test_a_byte_order_mark_is_tolerated():
    g = played()
    assert game_to_json(game_from_json(b"\xef\xbb\xbf" + game_to_json(g).encode())) == game_to_json(
        g
    )
    assert game_to_json(game_from_json("\ufeff" + game_to_json(g))) == game_to_json(g)
