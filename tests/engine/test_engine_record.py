"""Records: every game is kept as seeds, cuts and actions; replaying them deals the
same cards (R2.2) and plays the same moves; verify catches any edit and names the
round; undo rebuilds a game from its record without ever undoing a draw (R3.2)."""

from __future__ import annotations

import json

import pytest

from phase10_desktop.engine import Discard, Draw, Game, LayDown, action_to_dict
from phase10_desktop.engine.record import (
    RecordError,
    record_from_dict,
    record_to_dict,
)
from phase10_desktop.engine.replay import (
    challenge,
    final_game,
    game_at,
    replay,
    undo,
    undo_points,
    verify,
)
from phase10_desktop.engine.saves import game_to_json
from phase10_desktop.simulate import simple_policy


def play(g: Game, actions: int | None = None) -> list:
    """Play on with the simple policy; return every event, those of Game.new first."""
    events = g.opening_events()
    n = 0
    while not g.game_over and (actions is None or n < actions):
        if g.stage == "deal":
            events += g.deal(f"cut {g.round_no}")
            continue
        events += g.apply(simple_policy(g, g.legal_actions()))
        n += 1
    return events


@pytest.fixture(scope="module")
def finished() -> Game:
    g = Game.new(3, seed=21)
    play(g)
    return g


def roundtrip(g: Game):
    return record_from_dict(json.loads(json.dumps(record_to_dict(g.record))))


def test_a_record_round_trips_through_json(finished):
    rec = roundtrip(finished)
    assert record_to_dict(rec) == record_to_dict(finished.record)
    assert json.loads(json.dumps(record_to_dict(rec)))["format"] == "phase10-desktop-record"


@pytest.mark.parametrize("deal", [True, False])
def test_R2_2_replaying_a_record_deals_the_same_cards_and_gives_the_same_events(deal):
    g = Game.new(4, seed=8, deal=deal)
    live = play(g)
    steps = list(replay(roundtrip(g)))
    assert [e for s in steps for e in s.events] == live
    assert json.loads(game_to_json(final_game(roundtrip(g)))) == json.loads(game_to_json(g))


def test_a_game_without_a_seed_replays_from_its_record_alone():
    g = Game.new(2, deal=False)
    play(g, 150)
    assert not g.record.seeded
    assert game_to_json(final_game(roundtrip(g))) == game_to_json(g)
    assert verify(roundtrip(g), saved=g) == []


def test_an_untouched_record_verifies(finished):
    assert verify(roundtrip(finished), saved=finished) == []


def edited(g: Game, mutate) -> list:
    data = record_to_dict(g.record)
    mutate(data)
    return verify(record_from_dict(json.loads(json.dumps(data))))


def test_one_changed_card_in_a_dealt_deck_fails_naming_the_round(finished):
    def swap(d):
        deck = d["rounds"][2]["deck"]
        deck[0], deck[5] = deck[5], deck[0]

    (problem,) = edited(finished, swap)
    assert problem.round_no == 3 and "deck" in problem.text


def test_a_changed_seed_cut_or_commitment_fails_naming_the_round(finished):
    def seed(d):
        d["rounds"][1]["seed"] = "0" * 64

    def cut(d):
        d["rounds"][3]["cut"] = "another cut"

    def commitment(d):
        d["rounds"][0]["commitment"] = "f" * 64

    assert [p.round_no for p in edited(finished, seed)] == [2]
    assert [p.round_no for p in edited(finished, cut)] == [4]
    assert [p.round_no for p in edited(finished, commitment)] == [1]


def test_a_move_credited_to_the_wrong_seat_fails_naming_the_round(finished):
    def credit(d):
        seats = d["rounds"][2]["seats"]
        seats[4] = (seats[4] + 1) % 3

    (problem,) = edited(finished, credit)
    assert problem.round_no == 3 and "move 5" in problem.text


def test_an_illegal_changed_action_fails_naming_the_round_and_move(finished):
    def draw_twice(d):
        d["rounds"][1]["actions"][1] = {"type": "draw", "source": "pile"}

    (problem,) = edited(finished, draw_twice)
    assert problem.round_no == 2 and "move 2" in problem.text and "not legal" in problem.text


def test_a_changed_action_that_stays_legal_fails_by_the_digest(finished):
    """Find a move in round 2 that another legal move could replace with the rest of
    the round still playable: the record then tells a consistent but different story,
    which only the digest can catch."""
    rec = finished.record
    base = len(rec.rounds[0].actions)
    actions = rec.rounds[1].actions
    for k, original in enumerate(actions):
        if not isinstance(original, Discard):
            continue
        g = game_at(rec, base + k)
        for other in g.legal_actions():
            if other == original or not isinstance(other, Discard):
                continue
            h = g.copy()
            try:
                h.apply(other)
                for a in actions[k + 1 :]:
                    h.apply(a)
            except Exception:
                continue
            data = record_to_dict(rec)
            data["rounds"][1]["actions"][k] = action_to_dict(other)
            problems = verify(record_from_dict(data))
            assert [p.round_no for p in problems] == [2]
            assert "digest" in problems[0].text
            return
    pytest.fail("no legal substitute move found in round 2 of this seed")


def test_a_save_whose_state_is_not_where_its_record_leads_fails():
    g = Game.new(3, seed=4)
    play(g, 40)
    other = Game.new(3, seed=4)
    play(other, 41)
    assert verify(g.record, saved=other)[0].text.startswith("the saved game is not where")


@pytest.mark.parametrize(
    "data",
    [
        None,
        {"format": "something else"},
        {"format": "phase10-desktop-record", "version": 99},
    ],
)
def test_what_is_not_a_record_is_refused_with_a_reason(data):
    with pytest.raises(RecordError):
        record_from_dict(data)


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d["rounds"][0].__setitem__("seed", "xyz"), "hex"),
        (lambda d: d["rounds"][0]["deck"].append("R1a"), "more than 108"),
        (lambda d: d["rounds"][0]["actions"].append({"type": "fly"}), "move"),
        (lambda d: d["rounds"][1].__setitem__("round", 7), "numbered"),
        (lambda d: d.__setitem__("rounds", []), "no round"),
        (lambda d: d.__setitem__("names", ["solo"]), "names"),
        (lambda d: d.__setitem__("practice", "yes"), "practice"),
        (lambda d: d["rounds"][0].__setitem__("cut", "a\x00"), "control"),
        (lambda d: d["rounds"][0]["seats"].pop(), "seat of every move"),
    ],
)
def test_a_damaged_record_is_refused_naming_the_field(finished, mutate, message):
    data = record_to_dict(finished.record)
    mutate(data)
    with pytest.raises(RecordError, match=message):
        record_from_dict(data)


# ----------------------------------------------------------------------- undo
def test_R3_2_undo_never_restores_a_state_a_draw_has_passed_in_a_normal_game():
    """At every moment of a seat's turn, every undo point keeps every draw made so far:
    the same draws, the same draw pile, the drawn card still in hand."""
    g = Game.new(2, seed=13)
    checked = 0
    while g.round_no <= 2 and not g.game_over:
        seat = g.turn
        points = undo_points(g, seat)
        if g.stage == "draw":
            assert points == []
        draws = sum(isinstance(a, Draw) for r in g.record.rounds for a in r.actions)
        for p in points:
            h = game_at(g.record, p)
            assert h.turn == seat and h.stage == "play" and h.round_no == g.round_no
            assert sum(isinstance(a, Draw) for r in h.record.rounds for a in r.actions) == draws
            assert (
                h.draw_pile == g.draw_pile
                and h.discard_pile == g.discard_pile[: len(h.discard_pile)]
            )
            assert set(h.hands[seat]) >= set(g.hands[seat])
            checked += 1
        g.apply(simple_policy(g, g.legal_actions()))
    assert checked > 0


def test_undo_takes_back_a_lay_down_and_the_same_move_leads_to_the_same_state():
    g = Game.new(2, seed=13)
    while True:  # until someone lays down their phase
        seat, action = g.turn, simple_policy(g, g.legal_actions())
        before = game_to_json(g)
        g.apply(action)
        if isinstance(action, LayDown):
            break
    back = undo(g, seat)
    assert back is not None and not back.laid[seat] and game_to_json(back) == before
    assert undo(g, 1 - seat) is None  # not the other seat's turn
    back.apply(action)
    assert game_to_json(back) == game_to_json(g)


def test_practice_undo_goes_back_past_draws_and_rounds_and_replays_the_same():
    g = Game.new(2, seed=13)
    play(g, 80)
    assert g.round_no >= 2
    seat = 0
    normal, practice = undo_points(g, seat), undo_points(g, seat, practice=True)
    by_replay = [s.position - 1 for s in replay(g.record) if s.action and s.seat == seat]
    assert practice == by_replay  # the seats the record keeps are the seats that moved
    assert set(normal) <= set(practice) and len(practice) > len(normal)
    earliest = game_at(g.record, practice[0])
    assert earliest.round_no == 1 and earliest.turn == seat
    assert earliest.record.planned == [(r.seed, r.cut) for r in g.record.rounds[1:]]
    rest = [a for r in g.record.rounds for a in r.actions][practice[0] :]
    for a in rest:  # the same moves deal the later rounds exactly as before
        earliest.apply(a)
    assert game_to_json(earliest) == game_to_json(g)


def test_R2_2_a_challenge_deals_a_friends_rounds_again_whatever_is_played(finished):
    friend = roundtrip(finished)
    mine = challenge(friend, names=["Me", "Bot A", "Bot B"], deal=False)
    assert mine.cut_fixed and mine.commitment == friend.rounds[0].commitment
    with pytest.raises(ValueError, match="fixed"):
        mine.deal("my own cut")
    for round_no in (1, 2, 3):
        assert mine.stage == "deal" and mine.round_no == round_no
        mine.deal()
        assert mine.record.rounds[-1].deck == friend.round(round_no).deck
        while mine.stage != "deal":  # play differently: always the first legal move
            mine.apply(mine.legal_actions()[0])
    assert not mine.record.seeded
