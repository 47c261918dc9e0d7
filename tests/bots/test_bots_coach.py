"""The coach: which decisions it flags, what it estimates, and that it never
sees a hidden card."""

from __future__ import annotations

import random

import pytest
from bots_helpers import hidden_twin

from phase10_desktop.bots import HardBot, RandomBot, safe_choose
from phase10_desktop.bots.coach import (
    HARD_SAMPLES,
    Cancelled,
    coach,
    moves_from_game,
    moves_from_record,
)
from phase10_desktop.bots.hard import survival
from phase10_desktop.engine import (
    Discard,
    Draw,
    Game,
    Hit,
    LayDown,
    RoundEnded,
    arrange_group,
    parse_cards,
)

WORLDS = 60


def _card(game: Game, face: str, seat: int = 0):
    return next(c for c in game.hands[seat] if c.face == face)


def _moves(game: Game, *actions) -> list:
    """Play ``actions`` for seat 0 (bots' turns are not in the list)."""
    out = []
    for action in actions:
        assert game.turn == 0
        if callable(action):
            action = action(game)
        out.append((game.view(0), action))
        game.apply(action)
    return out


def test_R4_waiting_with_a_phase_ready_is_flagged():
    """Phase 1 (two sets of 3, R4.1) is ready after the draw; throwing a card
    without laying it down risks the round ending first (R4.10: laid is credited)."""
    game = Game.from_deal(
        ["R7 B7 G7 R3 B3 G3 Y9 B11 G12 R12", "Y2 Y4 Y6 Y8 Y10 B2 B4 B6 B8 B10"],
        discard="Y1",
        draw="Y5",
    )
    moves = _moves(game, Draw("pile"), lambda g: Discard(_card(g, "Y9")))
    (advice,) = coach(moves, worlds=WORLDS)
    assert advice.kind == "lay_down" and advice.index == 1 and advice.turn == 1
    assert isinstance(advice.suggested, LayDown)
    assert advice.estimate.suggested == 1.0
    assert advice.estimate.played == survival(moves[1][0]) < 1.0
    assert advice.matters


def test_R3_2_drawing_from_the_pile_when_the_discard_completes_the_phase():
    game = Game.from_deal(
        ["R7 B7 R3 B3 G3 Y9 B11 G12 R12 Y1", "Y2 Y4 Y6 Y8 Y10 B2 B4 B6 B8 B10"],
        discard="G7",
        draw="Y5",
    )
    (advice,) = coach(_moves(game, Draw("pile")), worlds=WORLDS)
    assert advice.kind == "draw" and advice.suggested == Draw("discard")
    e = advice.estimate
    assert e.measure == "phase" and e.turns == 0
    assert e.suggested == 1.0 > e.played
    assert advice.cost == e.suggested - e.played


def test_breaking_a_pair_is_costlier_than_throwing_a_lone_card():
    game = Game.from_deal(
        ["R7 B7 G7 R3 B3 Y9 B11 G12 R12 Y1", "Y2 Y4 Y6 Y8 Y10 B2 B4 B6 B8 B10"],
        discard="G5",
        draw="R10",
    )
    moves = _moves(game, Draw("pile"), lambda g: Discard(_card(g, "R3")))
    (advice,) = [a for a in coach(moves, worlds=WORLDS) if a.kind == "discard"]
    assert advice.played.card.face == "R3"
    assert advice.suggested.card.face != "R3" and not advice.suggested.card.is_wild
    e = advice.estimate
    assert e.measure == "phase" and e.suggested > e.played
    assert e.feed_played is not None and e.feed_suggested is not None
    assert advice.matters


def test_R5_throwing_a_card_that_could_be_hit_is_flagged():
    """Seat 0's phase is down; the R3 and the R4 it draws fit its own sets (R5.3):
    hitting both and throwing the Y9 goes out at once (R3.6), throwing the Y9
    instead leaves two cards to get rid of."""
    sets = [
        arrange_group("set", parse_cards("Y3 G3 B3")),
        arrange_group("set", parse_cards("Y4 R4 G4")),
    ]
    game = Game.from_deal(
        ["R3 Y9", "Y2 Y6 Y8 Y10 B2 B6 B8 B10 G10 R10"],
        discard="G5",
        draw="R4",
        laid=[sets, []],
        laid_phase=[1, None],
    )
    moves = _moves(game, Draw("pile"), lambda g: Discard(_card(g, "Y9")))
    (advice,) = coach(moves, worlds=WORLDS)
    assert advice.kind == "hit"
    assert isinstance(advice.suggested, Hit) and advice.suggested.card.face == "R3"
    e = advice.estimate
    assert e.measure == "out" and e.turns == 0
    assert (e.suggested, e.played) == (1.0, 0.0)


def test_a_round_played_by_the_hard_bot_itself_gets_no_advice():
    game = Game.new(3, seed=21)
    me = HardBot(0, samples=HARD_SAMPLES, time_budget=None)
    others = [RandomBot(1), RandomBot(2)]
    moves = []
    while True:
        view = game.view(game.turn)
        action = safe_choose(me if game.turn == 0 else others[game.turn - 1], view)
        if game.turn == 0:
            moves.append((view, action))
        if any(isinstance(e, RoundEnded) for e in game.apply(action)):
            break
    assert moves
    assert coach(moves, worlds=WORLDS) == []


def _random_round(seed: int) -> tuple[Game, list[tuple[Game, object]]]:
    """A round where seat 0 plays at random: each of its decisions with the game
    as it stood (for twins) and the action taken."""
    game = Game.new(3, seed=seed)
    bots = [RandomBot(seed), RandomBot(1), RandomBot(2)]
    points = []
    while True:
        view = game.view(game.turn)
        action = safe_choose(bots[game.turn], view)
        if game.turn == 0:
            points.append((game.copy(), action))
        if any(isinstance(e, RoundEnded) for e in game.apply(action)):
            return game, points


def test_the_advice_is_the_same_whatever_the_hidden_cards_are():
    """Each decision is also shown from a twin game that differs only in cards
    seat 0 cannot see (other hands, the draw pile, its order): same views, same
    advice, so nothing hidden leaks into it."""
    _, points = _random_round(5)
    rng = random.Random(3)
    mine, twins = [], []
    for game, action in points[:14]:
        twin = hidden_twin(game, 0, rng)
        assert twin.hands[1] != game.hands[1] or twin.draw_pile != game.draw_pile
        mine.append((game.view(0), action))
        twins.append((twin.view(0), action))
    advice = coach(mine, worlds=WORLDS)
    assert advice  # a random player gives the coach something to say
    assert coach(twins, worlds=WORLDS) == advice


def test_the_same_round_gets_the_same_advice_and_turns_count_draws():
    _, points = _random_round(8)
    moves = [(g.view(0), a) for g, a in points[:24]]
    first = coach(moves, worlds=WORLDS)
    assert coach(moves, worlds=WORLDS) == first
    draws_before = [sum(isinstance(a, Draw) for _, a in moves[: i + 1]) for i in range(len(moves))]
    for a in first:
        assert a.turn == max(1, draws_before[a.index])
    costs = [a.cost for a in first]
    assert costs == sorted(costs, reverse=True)


def test_moves_from_a_record_are_the_moves_seen_live():
    game = Game.new(2, seed=4)
    start = game.copy()
    bots = [RandomBot(1), RandomBot(2)]
    actions, live = [], []
    while True:
        view = game.view(game.turn)
        action = safe_choose(bots[game.turn], view)
        actions.append(action)
        if game.turn == 1:
            live.append((view, action))
        if any(isinstance(e, RoundEnded) for e in game.apply(action)):
            break
    assert moves_from_game(start, actions, 1) == live
    # the game's own record gives the same views (the Replay window's way in)
    assert game.record is not None
    assert moves_from_record(game.record, 1, 1) == live
    assert moves_from_record(game.record, 1, 0) == [
        (v, a) for v, a in moves_from_game(start, actions, 0)
    ]


def test_the_coach_reports_progress_and_can_be_cancelled():
    _, points = _random_round(6)
    moves = [(g.view(0), a) for g, a in points[:12]]
    seen: list[tuple[int, int]] = []
    coach(moves, worlds=WORLDS, progress=lambda i, n: seen.append((i, n)))
    assert seen[0] == (0, len(moves)) and seen[-1] == (len(moves), len(moves))
    assert [i for i, _ in seen] == sorted(i for i, _ in seen)
    with pytest.raises(Cancelled):
        coach(moves, worlds=WORLDS, should_stop=lambda: True)
