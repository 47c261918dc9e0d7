"""Playing a whole round with the keyboard alone, hearing what a screen reader hears (issue 6).

The same fixed deal as the mouse test: take the discard, lay phase 1 through the
slots, hit your own group, skip the opponent, hit the opponent's groups and go
out — using Up/Down to move between zones, Left/Right/Space to pick cards and
Enter to act. Every step checks the engine and the spoken focus description.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from table_helpers import card_center, drag, fixed_deal, make_window, seats, zone_center, zone_key

from phase10_desktop.engine import RoundEnded
from phase10_desktop.host.game_setup import GameConfig, SeatConfig


def focused(window):
    """The card table's accessible object that has the focus (what a screen reader reads)."""
    node = QAccessible.queryAccessibleInterface(window.view).focusChild()
    assert node is not None, "the card table reports no focused part"
    return node


def spoken_name(window) -> str:
    """The focused part's name: the words a screen reader says first."""
    return focused(window).text(QAccessible.Text.Name)


class Keys:
    def __init__(self, qtbot, window):
        self.qtbot, self.w = qtbot, window
        self.heard: list[str] = []
        window.announced.connect(self.heard.append)

    def press(self, key, times: int = 1) -> None:
        for _ in range(times):
            self.qtbot.keyClick(self.w.view, key)

    def focus_zone(self, wanted: tuple) -> str:
        """Move with Down until the zone has the focus; return what was said."""
        k = self.w.input
        for _ in range(len(k.zone_keys()) + 1):
            if k.focus_key == zone_key(wanted):
                return spoken_name(self.w)
            self.press(Qt.Key.Key_Down)
        raise AssertionError(f"could not reach {wanted}; zones: {k.zone_keys()}")

    def focus_card(self, face: str) -> str:
        c, k = self.w.model, self.w.input
        self.focus_zone(("hand",))
        for _ in range(len(c.hand()) + 1):
            if c.hand()[k.focus_index].face == face:
                return spoken_name(self.w)
            self.press(Qt.Key.Key_Right)
        raise AssertionError(f"no {face} in the hand")

    def select(self, *faces: str) -> None:
        for face in faces:
            self.focus_card(face)
            self.press(Qt.Key.Key_Space)


def test_a_whole_round_with_the_keyboard_alone(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    c = w.model
    p = w.conductor
    game = fixed_deal()
    w.start_game(game, GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: c.human_to_move and not w.scene.animating)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(w.view.hasFocus)
    k = Keys(qtbot, w)

    # the discard pile is described, then taken with Enter (R3.2)
    said = k.focus_zone(("discard",))
    assert said == "Discard pile, top card Green 5"
    k.press(Qt.Key.Key_Return)
    assert game.stage == "play" and game.drawn_discard.face == "G5"

    # several cards selected with Space, then Enter on a slot fills it
    k.select("R3", "B3", "G3")
    assert focused(w).state().selected
    said = k.focus_zone(("slot", 0))
    k.press(Qt.Key.Key_Return)
    assert [c2.face for c2 in c.staging.slots[0]] == ["R3", "B3", "G3"]
    assert spoken_name(w) == "Lay-down slot 1, Set of 3: Red 3, Blue 3, Green 3"
    k.select("R5", "B5", "G5")
    k.focus_zone(("slot", 1))
    k.press(Qt.Key.Key_Return)
    k.press(Qt.Key.Key_L)  # lay down (R4.4)
    assert game.laid_phase[0] == 1

    # hit your own set with the Yellow 3 (R5.2)
    k.select("Y3")
    said = k.focus_zone(("group", 0, 0))
    assert said == "Your Set of 3 · 3s, can take a 3 or a Wild"
    k.press(Qt.Key.Key_Return)
    assert len(game.laid[0][0].cards) == 4

    # the opponent's seat is described; Enter with the Skip selected skips them (R6.1)
    k.select("S")
    said = k.focus_zone(("seat", 1))
    assert said.startswith("Ada, Easy bot, 2 cards, phase 1 laid")
    with qtbot.waitSignal(p.human_turn, timeout=5000):
        k.press(Qt.Key.Key_Return)
    assert game.turn == 0 and game.stage == "draw" and game.discard_top.is_skip
    assert any("played a Skip on Ada" in t for t in k.heard)

    # draw with Enter on the draw pile, hit Ada's groups, go out on the discard pile
    k.focus_zone(("draw",))
    k.press(Qt.Key.Key_Return)
    assert [c2.face for c2 in c.hand()].count("G1") == 1
    k.select("Y7")
    said = k.focus_zone(("group", 1, 0))
    assert said == "Ada's Set of 3 · 7s, can take a 7 or a Wild"
    k.press(Qt.Key.Key_Return)
    k.select("R11")
    k.focus_zone(("group", 1, 1))
    k.press(Qt.Key.Key_Return)
    assert [c2.face for c2 in game.hands[0]] == ["G1"]
    k.focus_zone(("discard",))
    with qtbot.waitSignal(w.conductor.round_shown, timeout=5000) as ended:
        k.press(Qt.Key.Key_Return)  # Enter on the discard pile discards the focused card
    assert isinstance(ended.args[0], RoundEnded) and ended.args[0].went_out == 0


def test_the_focus_is_always_drawn(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    c = w.model
    k = w.input
    w.start_game(fixed_deal(), GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: c.human_to_move and not w.scene.animating)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(w.view.hasFocus)
    for _ in range(len(k.zone_keys())):
        qtbot.keyClick(w.view, Qt.Key.Key_Down)
        key = k.focus_key
        if key == zone_key(("hand",)):
            assert sum(item.focused for item in w.scene.items_by_token) == 1
        elif key.kind == "seat":
            assert w.scene.badges[key.owner].focused
        else:
            assert w.scene.frames[key].focused
        assert spoken_name(w)


def ringed(window) -> list[str]:
    """The hand cards the scene draws the focus ring on."""
    return [it.card.face for it in window.scene.items_by_token if it.focused and it.card]


def test_x_before_drawing_refuses_and_takes_nothing(qtbot, tmp_path):
    """X discards; before the draw it says why not (R3.2), whatever has the focus: on
    the discard pile it took the top discard, a draw that cannot be taken back."""
    w = make_window(qtbot, tmp_path)
    game = fixed_deal()
    w.start_game(game, GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(w.view.hasFocus)
    k = Keys(qtbot, w)
    k.focus_zone(("discard",))
    k.press(Qt.Key.Key_X)
    assert game.stage == "draw" and game.discard_top.face == "G5"
    assert len(game.hands[0]) == 9 and not w.model.selected
    assert "Draw a card first" in w.model.status and "(R3.2)" in w.model.status
    k.focus_zone(("hand",))
    k.press(Qt.Key.Key_X)
    assert game.stage == "draw" and len(game.hands[0]) == 9 and not w.model.selected
    k.press(Qt.Key.Key_T)  # taking it is T's (or Enter's on the pile)
    assert game.stage == "play" and game.drawn_discard.face == "G5"


def test_x_before_drawing_refuses_in_pass_and_play(qtbot, tmp_path):
    """At one screen each person starts their turn from the cover screen; their X
    before drawing is refused too."""
    w = make_window(qtbot, tmp_path)
    people = (SeatConfig("Ana", "normal", True), SeatConfig("Ben", "normal", True))
    w.new_game(GameConfig(people, seed=12))
    game = w.game
    for _ in range(2):
        qtbot.waitUntil(lambda: w.cover.isVisible(), timeout=20000)
        seat = game.turn
        qtbot.mouseClick(w.cover.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=5000)
        held, top = list(game.hands[seat]), game.discard_top
        qtbot.keyClick(w.view, Qt.Key.Key_X)
        assert game.stage == "draw" and game.turn == seat
        assert game.hands[seat] == held and game.discard_top == top
        assert "(R3.2)" in w.model.status
        qtbot.keyClick(w.view, Qt.Key.Key_D)
        qtbot.keyClick(w.view, Qt.Key.Key_X)
        assert game.turn != seat


def test_the_focus_ring_is_on_the_card_the_keys_move_from(qtbot, tmp_path):
    """After cards go into a slot the ring stays on the focused card, and Space selects
    the card the ring is on (it showed one card while the keys moved from another)."""
    w = make_window(qtbot, tmp_path)
    w.start_game(fixed_deal(), GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(w.view.hasFocus)
    k = Keys(qtbot, w)
    k.press(Qt.Key.Key_T)
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating)
    k.focus_card("G5")  # the last card of the hand
    assert ringed(w) == ["G5"]
    for face in ("R3", "B3"):  # by mouse, while the keyboard's focus stays put
        card = next(c for c in w.model.hand() if c.face == face)
        drag(w, card_center(w, card), zone_center(w, ("slot", 0)))
        qtbot.waitUntil(lambda: not w.scene.animating)
        assert ringed(w) == ["G5"] == [w.input.focused_card().face]
    k.select("R5")
    k.focus_card("B5")
    k.press(Qt.Key.Key_Space)
    k.press(Qt.Key.Key_2)  # R5 and B5 into the second slot
    qtbot.waitUntil(lambda: not w.scene.animating)
    assert [c.face for c in w.model.staging.slots[1]] == ["R5", "B5"]
    assert ringed(w) == [w.input.focused_card().face]
    k.press(Qt.Key.Key_Left)
    shown = ringed(w)
    k.press(Qt.Key.Key_Space)
    assert [c.face for c in w.model.selected] == shown
