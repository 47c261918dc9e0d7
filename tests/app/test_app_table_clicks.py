"""Clicks instead of drags, hand order, sorting and the hint (issue 4)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from table_helpers import (
    card_center,
    click,
    drag,
    fixed_deal,
    hand_card,
    make_window,
    seats,
    zone_center,
    zone_rect,
)

from phase10_desktop.app.hint import hint_for
from phase10_desktop.engine.saves import game_to_json
from phase10_desktop.host.game_setup import GameConfig


def start(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    game = fixed_deal("G1 B9")
    w.start_game(game, GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating)
    return w, game


def test_a_turn_by_clicking(qtbot, tmp_path):
    w, game = start(qtbot, tmp_path)
    c = w.model
    click(w, zone_center(w, ("discard",)))  # click the discard pile: take its top card
    assert game.stage == "play" and game.drawn_discard.face == "G5"
    for face in ("R3", "B3", "G3"):
        click(w, card_center(w, hand_card(w, face)))  # click selects
    assert sorted(x.face for x in c.selected) == ["B3", "G3", "R3"]
    click(w, zone_center(w, ("slot", 0)))  # click a slot: the selected cards go in
    for card in [x for x in game.hands[0] if x.number == 5]:
        click(w, card_center(w, card))
    click(w, zone_center(w, ("slot", 1)))
    qtbot.mouseClick(w.controls.lay_button, Qt.MouseButton.LeftButton)
    assert game.laid_phase[0] == 1
    click(w, card_center(w, hand_card(w, "Y3")))
    click(w, zone_center(w, ("group", 0, 0)))  # click a group: the selected card hits it
    assert len(game.laid[0][0].cards) == 4
    click(w, card_center(w, hand_card(w, "R11")))
    click(w, zone_center(w, ("discard",)))  # click the pile with one card selected: discard
    assert game.discard_top.face == "R11" and game.turn == 1


def test_drag_to_reorder_and_the_order_is_kept_between_turns(qtbot, tmp_path):
    w, game = start(qtbot, tmp_path)
    c = w.model
    first, last = c.hand()[0], c.hand()[-1]
    # drag the first card past the last one
    drag(w, card_center(w, first), card_center(w, last) + QPointF(60, 0))
    order = [x.face for x in c.hand()]
    assert order[-1] == first.face and order[0] != first.face
    assert game_to_json(game) == game_to_json(fixed_deal("G1 B9"))  # reordering is not a move
    # play a turn; the arrangement survives
    click(w, zone_center(w, ("draw",)))
    drawn = game.hands[0][-1]
    assert [x.face for x in c.hand()] == [*order, drawn.face]


def test_sort_buttons(qtbot, tmp_path):
    w, _game = start(qtbot, tmp_path)
    c = w.model
    qtbot.mouseClick(w.controls.sort_number, Qt.MouseButton.LeftButton)
    numbers = [x.number for x in c.hand() if x.number is not None]
    assert numbers == sorted(numbers) and c.hand()[-1].is_skip
    qtbot.mouseClick(w.controls.sort_colour, Qt.MouseButton.LeftButton)
    colours = [x.colour.value for x in c.hand() if x.colour is not None]
    assert colours == sorted(colours)


def test_hint_suggests_taking_the_discard_then_laying_down(qtbot, tmp_path):
    w, game = start(qtbot, tmp_path)
    hint = hint_for(game.view(0))
    assert hint.action is not None and "discard pile" in hint.text
    qtbot.mouseClick(w.controls.hint_button, Qt.MouseButton.LeftButton)
    assert "Hint:" in w.controls.status_label.text()
    click(w, zone_center(w, ("discard",)))
    hint = hint_for(game.view(0))
    assert "lay down phase 1" in hint.text


def test_dragging_one_of_several_selected_cards_carries_them_all(qtbot, tmp_path):
    """Issue 22 B9: with three cards selected, dragging one of them to a slot stages all
    three, and dragging one to another place in the hand moves them together."""
    w = make_window(qtbot, tmp_path)
    c = w.model
    game = fixed_deal()
    w.start_game(game, GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: c.human_to_move and not w.scene.animating)
    drag(w, card_center(w, game.discard_top), zone_center(w, ("hand",)))
    threes = [hand_card(w, f) for f in ("R3", "B3", "G3")]
    for card in threes:
        click(w, card_center(w, card))
    assert set(c.selected) == set(threes)
    drag(w, card_center(w, threes[1]), zone_center(w, ("slot", 0)))
    assert sorted(c.staging.slots[0]) == sorted(threes)
    fives = [hand_card(w, f) for f in ("R5", "B5")]
    for card in fives:
        click(w, card_center(w, card))
    drag(w, card_center(w, fives[0]), zone_rect(w, ("hand",)).topLeft() + QPointF(6, 30))
    assert [x.face for x in c.hand()[:2]] == ["R5", "B5"]


def test_before_a_game_the_bottom_bar_offers_nothing(qtbot, tmp_path):
    """Issue 22 B9: with no game on the table yet, no button is enabled and no empty
    phase list shows."""
    w = make_window(qtbot, tmp_path)
    bar = w.controls
    assert w.model.view is None
    for button in (bar.sort_number, bar.sort_colour, bar.clear_slots, bar.lay_button):
        assert not button.isEnabled(), button.text()
    assert not bar.hint_button.isEnabled()
    assert not bar.phase_choice.isVisible()


def test_a_move_that_leaves_the_open_phases_alone_leaves_the_phase_list_alone(qtbot, tmp_path):
    """Issue 25: rebuilding the (usually hidden) phase list after every move sent a screen
    reader a selection event each time; it is rebuilt only when its phases change."""
    w, game = start(qtbot, tmp_path)
    box = w.controls.phase_choice
    assert [box.itemData(i) for i in range(box.count())] == [1]
    changes: list[str] = []
    box.model().rowsInserted.connect(lambda *_: changes.append("inserted"))
    box.model().modelReset.connect(lambda: changes.append("reset"))
    click(w, zone_center(w, ("discard",)))
    assert game.stage == "play"
    assert changes == []
    assert box.currentIndex() == 0 and box.itemData(0) == 1


def test_after_your_discard_the_status_line_never_says_it_is_your_turn(qtbot, tmp_path):
    """While your discard is still flying (the table shows you to move until it lands),
    the status line said "Your turn: draw a card", the next seat's stage read as yours."""
    w, game = start(qtbot, tmp_path)
    click(w, zone_center(w, ("discard",)))
    assert game.stage == "play"
    click(w, card_center(w, hand_card(w, "R11")))
    click(w, zone_center(w, ("discard",)))
    assert game.turn == 1
    assert w.scene.turn_shown == 0  # the discard has not landed yet
    said = w.controls.status_label.text()
    assert not said.startswith("Your turn"), said
    assert said == f"{game.names[1]} is playing…"
