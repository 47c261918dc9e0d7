"""What the table writes around the cards says what is true now (issue 31 B3, B6): the
line above the slots, the order of the cards in a slot, the words of the buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from table_helpers import card_center, click, fixed_deal, hand_card, make_window, on_moves, seats

from phase10_desktop.engine import Game, arrange_group, parse_cards
from phase10_desktop.engine.events import Discarded, TurnSkipped
from phase10_desktop.host.game_setup import GameConfig

COMING = "you lose your next turn"
LOST = "You lose this turn"


def skipped_by_ada() -> Game:
    """Ada (phase laid, holding a Skip) skips you, the player closest to going out, on
    her first turn; Bruno plays before your turn is lost (R6.1)."""
    sets = [
        [arrange_group("set", parse_cards(cards)) for cards in ("R7 B7 G7", "R1 B1 G1")],
        [arrange_group("set", parse_cards(cards)) for cards in ("Y12 G12 R12", "G11 B11 Y11")],
    ]
    return Game.from_deal(
        ["R3 B3 Y8", "S R2", "R4 B4 G4 Y4 R6 B6 G6 Y9 R10 B12"],
        discard="G9",
        draw="B2 G2 Y2 G3 R5 G5 B5 Y5",
        dealer=2,
        laid=[sets[0], sets[1], []],
        names=["You", "Ada", "Bruno"],
    )


def test_the_skip_warning_goes_once_the_turn_is_lost(qtbot, tmp_path):
    """ "You are skipped: you lose your next turn" is true from Ada's Skip until the turn
    is lost; then the line says the turn is lost, and after that goes back to the phase
    (it stayed up until your next turn)."""
    w = make_window(qtbot, tmp_path)
    game = skipped_by_ada()
    w.start_game(game, GameConfig(seats("normal", "easy")))
    lines: list[tuple[str, str]] = []

    def seen(move) -> None:
        what = ""
        for e in move.events:
            if isinstance(e, Discarded) and e.target == 0:
                what = "skip"
            elif isinstance(e, TurnSkipped) and e.seat == 0:
                what = "lost"
        lines.append((what, w.scene.info.text()))

    on_moves(w, seen)
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_D)
    qtbot.keyClick(w.view, Qt.Key.Key_X)
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=10000)
    kinds = [k for k, _ in lines]
    assert "skip" in kinds and "lost" in kinds, lines
    skip, lost = kinds.index("skip"), kinds.index("lost")
    assert skip < lost, "Bruno played between Ada's Skip and your lost turn"
    assert all(COMING in text for _, text in lines[skip:lost]), lines
    assert LOST in lines[lost][1], lines
    assert not any(COMING in text or LOST in text for _, text in lines[lost + 1 :]), lines
    assert COMING not in w.scene.info.text() and LOST not in w.scene.info.text()


def phase_two() -> Game:
    """You are on phase 2 (a set of 3 and a run of 4) with a run to put together."""
    return Game.from_deal(
        ["R10 B8 G7 Y9 R3 B3 G3 W Y12", "R1 R2 B2 G5 Y6 B6 G11 Y11 R12"],
        discard="G5",
        draw="G1",
        dealer=1,
        phases=[2, 1],
        names=["You", "Ada"],
    )


def drawn(qtbot, tmp_path, game: Game, key: Qt.Key):
    """A window with ``game`` against an Easy bot, your draw made with ``key``."""
    w = make_window(qtbot, tmp_path)
    w.start_game(game, GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating)
    w.view.setFocus()
    qtbot.keyClick(w.view, key)
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating)
    return w


def slot_faces(w, slot: int) -> list[str]:
    """The faces in a slot from left to right as the scene shows them."""
    items = [w.scene.item(c) for c in w.model.staging.slots[slot]]
    return [it.card.face for it in sorted(items, key=lambda it: it.pos().x())]


def test_a_run_slot_shows_its_cards_in_run_order(qtbot, tmp_path):
    """Cards picked 10, 8, 7, 9 show as 7 8 9 10 in the run slot, a Wild in the gap it
    fills (they showed in the order picked)."""
    w = drawn(qtbot, tmp_path, phase_two(), Qt.Key.Key_D)
    for face in ("R10", "B8", "G7", "Y9"):
        click(w, card_center(w, hand_card(w, face)))
    qtbot.keyClick(w.view, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: not w.scene.animating)
    assert sorted(c.face for c in w.model.staging.slots[1]) == ["B8", "G7", "R10", "Y9"]
    assert slot_faces(w, 1) == ["G7", "B8", "Y9", "R10"]
    qtbot.keyClick(w.view, Qt.Key.Key_Backspace)
    qtbot.waitUntil(lambda: not w.scene.animating)
    for face in ("R10", "W", "G7", "Y9"):
        click(w, card_center(w, hand_card(w, face)))
    qtbot.keyClick(w.view, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: not w.scene.animating)
    assert slot_faces(w, 1) == ["G7", "W", "Y9", "R10"]


def test_clearing_the_slots_is_not_called_taking_back(qtbot, tmp_path):
    """The button that empties the slots and Game → Undo, which takes a move back, do
    two different things: they say so with two different words (the button said "Take
    back")."""
    w = drawn(qtbot, tmp_path, fixed_deal(), Qt.Key.Key_T)
    for face in ("R3", "B3", "G3"):
        click(w, card_center(w, hand_card(w, face)))
    qtbot.keyClick(w.view, Qt.Key.Key_1)
    button = w.controls.clear_slots
    assert button.isEnabled() and button.text() == "Clear slots"
    words = {x.strip(".,()").lower() for x in (button.text() + " " + button.toolTip()).split()}
    assert not {"take", "back", "undo"} & words
    assert "Undo" in w.menus.undo_action.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not any(w.model.staging.slots) and len(w.model.hand()) == 10
    assert not button.isEnabled()
