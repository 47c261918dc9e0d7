"""A whole round played through the table with mouse drags (issue 4).

From a fixed deal: take the discard, lay phase 1 through the slots, hit your own
group, skip the opponent, later hit the opponent's group, and go out by
discarding; the engine state is checked after every step. Rules cited: R3.2,
R4.4, R5.1-R5.3, R6.1, R3.6/R7.1.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from table_helpers import (
    card_center,
    drag,
    draw_top_center,
    fixed_deal,
    hand_card,
    make_window,
    seats,
    zone_center,
    zone_key,
)

from phase10_desktop.engine import RoundEnded
from phase10_desktop.engine.saves import game_to_json
from phase10_desktop.host.game_setup import GameConfig


def test_a_whole_round_by_dragging_cards(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    c = w.model
    game = fixed_deal()
    w.start_game(game, GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: c.human_to_move and not w.scene.animating)

    # R3.2: draw the top of the discard pile by dragging it into the hand
    g5 = game.discard_top
    drag(w, card_center(w, g5), zone_center(w, ("hand",)))
    assert game.stage == "play" and g5 in game.hands[0] and game.drawn_discard is g5

    # R4.4: lay down phase 1 through the two slots, then the Lay down button
    for face in ("R3", "B3", "G3"):
        drag(w, card_center(w, hand_card(w, face)), zone_center(w, ("slot", 0)))
    for card in [c2 for c2 in game.hands[0] if c2.number == 5]:
        drag(w, card_center(w, card), zone_center(w, ("slot", 1)))
    assert [len(s) for s in c.staging.slots] == [3, 3]
    assert not game.laid[0]  # staging is not a move yet
    assert w.controls.lay_button.isEnabled()
    qtbot.mouseClick(w.controls.lay_button, Qt.MouseButton.LeftButton)
    assert game.laid_phase[0] == 1 and len(game.laid[0]) == 2
    assert sorted(c2.face for c2 in game.hands[0]) == ["R11", "S", "Y3", "Y7"]

    # R5.2: on the lay-down turn, hit your own group
    drag(w, card_center(w, hand_card(w, "Y3")), zone_center(w, ("group", 0, 0)))
    assert len(game.laid[0][0].cards) == 4

    # R6.1: skip the opponent by dropping the Skip on their seat
    drag(w, card_center(w, hand_card(w, "S")), zone_center(w, ("seat", 1)))
    qtbot.waitUntil(lambda: c.human_to_move and not w.scene.animating)
    assert game.discard_top.is_skip and game.turn == 0 and game.stage == "draw"
    assert game.round_no == 1

    # next turn: draw from the draw pile, hit the opponent's groups (R5.2, R5.3)
    drag(w, draw_top_center(w), zone_center(w, ("hand",)))
    assert any(c2.face == "G1" for c2 in game.hands[0])
    drag(w, card_center(w, hand_card(w, "Y7")), zone_center(w, ("group", 1, 0)))
    drag(w, card_center(w, hand_card(w, "R11")), zone_center(w, ("group", 1, 1)))
    assert len(game.laid[1][0].cards) == 4 and len(game.laid[1][1].cards) == 4
    assert [c2.face for c2 in game.hands[0]] == ["G1"]

    # go out by discarding the last card onto the discard pile (R3.6, R7.1)
    with qtbot.waitSignal(w.conductor.round_shown, timeout=5000) as ended:
        drag(w, card_center(w, hand_card(w, "G1")), zone_center(w, ("discard",)))
    event = ended.args[0]
    assert isinstance(event, RoundEnded) and event.went_out == 0
    assert event.points == (0, 10)  # Ada keeps R1 R2
    assert game.round_no == 2 and game.phase_no == [2, 2]
    assert game.history[0].went_out == 0


def test_an_illegal_drop_flies_back_and_says_why(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    c = w.model
    game = fixed_deal()
    w.start_game(game, GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: c.human_to_move and not w.scene.animating)
    drag(w, card_center(w, game.discard_top), zone_center(w, ("hand",)))
    y7 = hand_card(w, "Y7")
    home = w.scene.item(y7).pos()
    before = game_to_json(game)
    # R5.1: no hitting before your own phase is down
    drag(w, card_center(w, y7), zone_center(w, ("group", 1, 0)))
    assert game_to_json(game) == before
    assert "R5.1" in w.controls.status_label.text()
    qtbot.waitUntil(lambda: (w.scene.item(y7).pos() - home).manhattanLength() < 1, timeout=3000)
    # R3.5: the card just taken from the discard pile may not be discarded again
    drag(w, card_center(w, game.drawn_discard), zone_center(w, ("discard",)))
    assert game_to_json(game) == before
    assert "R3.5" in w.controls.status_label.text()
    # a drop on empty felt is refused without a move
    drag(w, card_center(w, y7), QPointF(800, 250))
    assert game_to_json(game) == before


def test_legal_targets_light_up_while_dragging(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    c = w.model
    game = fixed_deal()
    w.start_game(game, GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: c.human_to_move and not w.scene.animating)
    drag(w, card_center(w, game.discard_top), zone_center(w, ("hand",)))
    from PySide6.QtCore import Qt as _Qt
    from PySide6.QtTest import QTest

    vp = w.view.viewport()
    r3 = hand_card(w, "R3")
    start = w.view.mapFromScene(card_center(w, r3))
    QTest.mousePress(vp, _Qt.MouseButton.LeftButton, _Qt.KeyboardModifier.NoModifier, start)
    target = w.view.mapFromScene(zone_center(w, ("slot", 0)))
    for i in range(1, 5):
        QTest.mouseMove(vp, start + (target - start) * (i / 4))
    lit = {k for k, f in w.scene.frames.items() if f.lit}
    hot = [k for k, f in w.scene.frames.items() if f.hot]
    # a 3 may go in either slot or on the discard pile; it cannot hit (phase not down)
    assert lit == {zone_key(k) for k in [("slot", 0), ("slot", 1), ("discard",)]}
    assert hot == [zone_key(("slot", 0))]
    assert not any(b.lit for b in w.scene.badges.values())
    QTest.mouseRelease(vp, _Qt.MouseButton.LeftButton, _Qt.KeyboardModifier.NoModifier, target)
    assert not any(f.lit for f in w.scene.frames.values())
    assert c.staging.slots[0] == [r3]


def test_refusals_always_say_which_rule(qtbot, tmp_path):
    """Issue 22 B5: a second drag of the draw pile names R3.2 (not "select a card"); the
    discard-pile card dropped on a slot says why (R3.2); L with unfilled slots names R4.4;
    a valid move clears the last refusal."""
    w = make_window(qtbot, tmp_path)
    c = w.model
    game = fixed_deal()
    w.start_game(game, GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: c.human_to_move and not w.scene.animating)
    # the discard pile's card dropped straight on a slot
    drag(w, card_center(w, game.discard_top), zone_center(w, ("slot", 0)))
    assert "R3.2" in w.controls.status_label.text() and game.stage == "draw"
    drag(w, card_center(w, game.discard_top), zone_center(w, ("hand",)))
    assert game.stage == "play"
    assert "R3.2" not in w.controls.status_label.text(), "a valid move clears the refusal"
    # the draw pile dragged a second time
    drag(w, draw_top_center(w), zone_center(w, ("hand",)))
    text = w.controls.status_label.text()
    assert "R3.2" in text and "Select" not in text
    # L with the slots not filled
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_L)
    assert "R4.4" in w.controls.status_label.text()
