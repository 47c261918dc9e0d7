"""A loaded save must be a state play can reach (R1–R8), so the game can go on.

Each test takes a real save (or a deal set up to be one), changes one fact the
way the independent fault suite found, and expects a SaveError that says what is
wrong; nothing else may escape and nothing impossible may load.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from phase10_desktop.engine import (
    Draw,
    Game,
    LayDown,
    RuleSet,
    SaveError,
    arrange_group,
)
from phase10_desktop.engine.saves import game_from_json, game_to_json
from phase10_desktop.simulate import simple_policy


def _played(seed: int = 0, players: int = 4, until: Callable[[Game], bool] | None = None) -> Game:
    """The first state ``until`` accepts in seeded games played by the simple policy.

    Seeds are tried from ``seed`` on, so the test does not depend on what one
    particular seed happens to deal.
    """
    for s in range(seed, seed + 50):
        g = Game.new(players, seed=s)
        while not g.game_over:
            if until is not None and until(g):
                return g
            g.apply(simple_policy(g, g.legal_actions()))
    raise AssertionError("the wanted state did not come up")


def _later_round_play_stage(g: Game) -> bool:
    """Play stage of a later round with, among the other seats, one that has laid,
    one that has not, and one that has completed no phase yet."""
    others = [s for s in range(g.players) if s != g.turn]
    return (
        g.round_no >= 3
        and g.stage == "play"
        and any(g.laid_phase[s] is not None for s in others)
        and any(g.laid_phase[s] is None for s in others)
        and any(not g.completed[s] for s in range(g.players))
    )


def _refused(data: dict[str, Any], match: str) -> None:
    with pytest.raises(SaveError, match=match):
        game_from_json(json.dumps(data))


@pytest.fixture
def save() -> dict[str, Any]:
    g = _played(until=_later_round_play_stage)
    assert game_to_json(game_from_json(game_to_json(g))) == game_to_json(g)  # the real one loads
    return json.loads(game_to_json(g))


def _move(data: dict[str, Any], source: list[str], target: list[str], count: int = 1) -> None:
    for _ in range(count):
        target.append(source.pop())


# ------------------------------------------------------------- cards and hands
def test_R2_2_a_seat_that_has_not_laid_holds_ten_cards(save) -> None:
    seat = next(s for s in range(4) if save["laid_phase"][s] is None and s != save["turn"])
    _move(save, save["draw_pile"], save["hands"][seat], 5)  # a 15-card hand
    _refused(save, "not laid down yet holds 15 cards")


def test_R2_2_hands_and_groups_add_up_to_the_deal(save) -> None:
    laid = next(s for s in range(4) if save["laid_phase"][s] is not None and s != save["turn"])
    _move(save, save["hands"][laid], save["draw_pile"])
    _refused(save, r"the hands hold \d+ cards and the groups \d+")


def test_R3_5_a_seat_that_laid_cannot_hold_more_than_it_could_have(save) -> None:
    laid = next(s for s in range(4) if save["laid_phase"][s] is not None and s != save["turn"])
    other = next(s for s in range(4) if save["laid_phase"][s] is None and s != save["turn"])
    have = len(save["hands"][laid])
    need = 10 - have  # make the laid seat hold 10 and keep the total by emptying another
    _move(save, save["draw_pile"], save["hands"][laid], need)
    _move(save, save["hands"][other], save["draw_pile"], need)
    _refused(save, "holds 10 cards after laying phase|has not laid down yet holds")


def test_R3_6_the_mover_with_an_empty_hand_in_the_play_stage_is_refused(save) -> None:
    mover = save["turn"]
    save["draw_pile"].extend(save["hands"][mover])
    save["hands"][mover] = []
    _refused(save, "the hands hold|holds 0 cards")


# ------------------------------------------------------ the card taken this turn
def _took_the_discard() -> tuple[Game, dict[str, Any]]:
    g = _played(seed=11, until=lambda g: g.drawn_discard is not None and g.turn != 0)
    return g, json.loads(game_to_json(g))


def test_R3_5_the_taken_discard_must_be_in_the_movers_hand() -> None:
    g, data = _took_the_discard()
    mover, taken = g.turn, data["drawn_discard"]
    other = (mover + 1) % g.players
    # swap it with a card of another hand: counts stay right, the card is elsewhere
    data["hands"][mover].remove(taken)
    data["hands"][mover].append(data["hands"][other].pop())
    data["hands"][other].append(taken)
    _refused(data, "not in the mover's hand")


def test_R3_5_the_taken_discard_is_the_movers_latest_pick_up() -> None:
    g, data = _took_the_discard()
    data["picked_up"][g.turn].pop()
    _refused(data, "last pick-up")


def test_the_mover_holding_only_the_taken_discard_is_refused() -> None:
    """The fault suite's stuck table: the seat to move has no legal move at all."""
    rules = RuleSet(phases=["set5+set5", "run4"])
    g = Game.from_deal(
        ["R3 B3 G3 Y3 R3 R8 B8 G8 Y8 R8", "B1 B2 B4 B5 B6 B7 B9 G1 G2 G4"],
        discard="Y5",
        rules=rules,
    )
    assert game_from_json(game_to_json(g))  # a deal like this is a reachable first turn
    g.apply(Draw("discard"))
    taken = g.drawn_discard
    threes = arrange_group("set", [c for c in g.hands[0] if c.number == 3])
    eights = arrange_group("set", [c for c in g.hands[0] if c.number == 8])
    assert g.problem(LayDown((threes, eights))) is not None  # R3.5 forbids it in play
    g.hands[0] = [taken]
    g.laid[0], g.laid_phase[0], g.laid_this_turn = [threes, eights], 1, True
    with pytest.raises(SaveError, match="has no legal move"):
        game_from_json(game_to_json(g))


# ------------------------------------------------------------------- phases
def test_R4_1_an_in_order_player_on_phase_10_with_no_phase_completed(save) -> None:
    seat = next(s for s in range(4) if not save["completed"][s])
    save["phase_no"][seat] = 10
    _refused(save, f"seat {seat} is on phase 10 after completing")


def test_R7_2_completed_phases_must_be_those_on_the_score_sheet(save) -> None:
    seat = next(s for s in range(4) if save["completed"][s])
    save["completed"][seat] = []
    save["phase_no"][seat] = 1
    _refused(save, "completed phases disagree with the score sheet")


def test_R4_1_a_phase_laid_this_round_is_the_seats_own(save) -> None:
    seat = next(s for s in range(4) if save["laid_phase"][s] is not None)
    save["phase_no"][seat] += 1
    _refused(save, "is on phase|laid phase")


def test_R9_2_any_order_phase_number_follows_the_completed_count() -> None:
    g = Game.new(3, seed=8, rules=RuleSet(order="any"))
    while not any(g.completed):
        g.apply(simple_policy(g, g.legal_actions()))
    data = json.loads(game_to_json(g))
    seat = next(s for s in range(3) if data["completed"][s])
    data["phase_no"][seat] = 1
    _refused(data, f"seat {seat} is on phase 1 after completing")


# ----------------------------------------------------------- scores, rounds
def test_R7_1_totals_are_the_sum_of_the_score_sheet(save) -> None:
    save["scores"][1] += 5
    _refused(save, "the score sheet")


def test_R7_rounds_on_the_score_sheet_are_numbered_from_one(save) -> None:
    save["history"][0]["round"] = 2
    _refused(save, "score sheet line 1 is numbered round 2")


def test_R7_the_score_sheet_has_one_line_per_round_played(save) -> None:
    save["round"] += 3
    _refused(save, "rounds on the score sheet")


def test_R7_1_a_round_score_no_hand_can_make_is_refused(save) -> None:
    save["history"][0]["points"][1] += 3
    save["scores"][1] += 3
    _refused(save, "which no hand is")


# --------------------------------------------------------------- the winner
def test_R8_a_game_won_by_a_player_who_never_finished_is_refused(save) -> None:
    save["stage"], save["winner"], save["drawn_discard"] = "over", 1, None
    save["laid_this_turn"] = False
    _refused(save, "score sheet|did not win")


def test_R8_2_a_real_finished_game_loads_and_a_changed_winner_does_not() -> None:
    g = Game.new(3, seed=21, rules=RuleSet(phases="first:2"))
    while not g.game_over:
        g.apply(simple_policy(g, g.legal_actions()))
    data = json.loads(game_to_json(g))
    assert game_from_json(json.dumps(data)).winner == g.winner
    data["winner"] = (g.winner + 1) % 3
    _refused(data, "did not win")


# ---------------------------------------------------------- the turn itself
def test_R3_1_the_seat_to_move_has_no_skip_waiting(save) -> None:
    save["pending_skip"][save["turn"]] = True
    _refused(save, "skip waiting")


def test_R3_8_the_draw_pile_is_rebuilt_at_most_three_times(save) -> None:
    save["reshuffles"] = 4
    _refused(save, "rebuilt 4 times|discard pile")


def test_R3_2_no_seat_takes_more_discards_than_it_had_turns(save) -> None:
    seat = (save["turn"] + 1) % 4
    save["picked_up"][seat].extend(save["draw_pile"][:30])
    _refused(save, "took more discards than it had turns")


def test_R8_3_every_seat_plays_outside_a_tie_break(save) -> None:
    save["active"] = [0, 1, 2, 3][: 3 if save["turn"] != 3 else 4]
    if len(save["active"]) == 4:
        pytest.skip("seat 3 is to move")
    save["draw_pile"].extend(save["hands"][3])
    save["hands"][3] = []
    _refused(save, "sit out|hands hold|not laid down")
