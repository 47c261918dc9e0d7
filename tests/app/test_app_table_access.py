"""The card table as a screen reader meets it (issue 25): its parts as accessible objects,
focus events on the right part, every key heard, refusals with their rule and said last,
and one whole keyboard turn heard in order.

The objects are read through ``QAccessible.queryAccessibleInterface``, the way Qt's
platform bridges (AT-SPI, UI Automation) read them; the events are the table's own
record of what it sent (``TableAccess.sent``), which carries the accessible object
each event was sent on.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from table_helpers import config, fixed_deal, make_window, seats

from phase10_desktop.app.table.access import TableAccess
from phase10_desktop.host.game_setup import GameConfig
from phase10_desktop.presentation.wording import card_name

Name = QAccessible.Text.Name
Detail = QAccessible.Text.Description
Role = QAccessible.Role


def table(w):
    return QAccessible.queryAccessibleInterface(w.view)


def parts(w) -> dict[str, object]:
    """The card table's children by name."""
    t = table(w)
    return {t.child(i).text(Name): t.child(i) for i in range(t.childCount())}


def children(node) -> list:
    return [node.child(i) for i in range(node.childCount())]


def names(node) -> list[str]:
    return [c.text(Name) for c in children(node)]


def start(qtbot, tmp_path, game=None, levels=("easy",)):
    w = make_window(qtbot, tmp_path)
    if game is None:
        w.start_game(fixed_deal(), GameConfig(seats(*levels)))
    else:
        w.start_game(game, GameConfig(seats(*levels)))
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(w.view.hasFocus)
    return w


class Heard:
    """Every event and piece of news the table sends, in order."""

    def __init__(self, w) -> None:
        self.access: TableAccess = w.view.access
        self.access.always = True  # record events although no screen reader is running
        self.sent: list = []
        self.access.sent.connect(self.sent.append)

    def news(self) -> list[str]:
        return [s.text for s in self.sent if s.kind == "news"]

    def clear(self) -> None:
        self.sent.clear()


def settle(qtbot, w) -> None:
    """Let the table send what the last key changed (it sends once the change is complete)."""
    qtbot.waitUntil(lambda: not w.view.access._timer.isActive())


def press(qtbot, w, *keys) -> None:
    for key in keys:
        qtbot.keyClick(w.view, key)
        settle(qtbot, w)


def test_the_table_holds_every_place_and_every_card_that_can_be_seen(qtbot, tmp_path):
    w = start(qtbot, tmp_path)
    t = table(w)
    assert t.role() == Role.Pane and t.text(Name) == "Card table"
    p = parts(w)
    hand = p["Your hand, 9 cards"]
    assert hand.role() == Role.List
    assert hand.text(Detail) == "Phase 1 · 2 sets of 3 — 1 card missing"
    assert names(hand) == [
        "Red 3",
        "Blue 3",
        "Green 3",
        "Yellow 3",
        "Red 5",
        "Blue 5",
        "Skip",
        "Yellow 7",
        "Red 11",
    ]
    card = hand.child(2)
    assert card.role() == Role.ListItem and card.text(Detail) == "card 3 of 9"
    assert card.parent() is hand and hand.indexOfChild(card) == 2
    assert card.state().selectable and card.state().focusable
    assert hand.parent() is t
    slot = p["Lay-down slot 1, Set of 3: empty"]
    assert slot.role() == Role.List and slot.childCount() == 0
    group = p["Ada's Set of 3 · 7s, can take a 7 or a Wild"]
    assert group.role() == Role.List
    assert group.text(Detail) == "Red 7, Blue 7, Green 7"  # the group lists its cards
    assert names(group) == ["Red 7", "Blue 7", "Green 7"]
    assert group.child(0).parent() is group
    seat = p["Ada, Easy bot, 2 cards, phase 1 laid, 0 points"]
    assert seat.role() == Role.Grouping and seat.childCount() == 0  # her cards stay hidden
    assert not seat.state().active  # it is your turn, not hers
    assert hand.state().active
    assert p["Draw pile, 90 cards"].childCount() == 0
    assert names(p["Discard pile, top card Green 5"]) == ["Green 5"]
    line = p["Phase 1 · 2 sets of 3 — 1 card missing"]
    assert line.role() == Role.StaticText
    news = next(c for c in children(t) if c.role() == Role.Notification)
    assert news.text(Name) == "Your turn: draw a card."  # the last news


def test_the_parts_follow_the_game_states_included(qtbot, tmp_path):
    """After the draw the hand holds the new card, the pile one less; a card selected
    with Space is selected; the seat to move is active."""
    w = start(qtbot, tmp_path)
    press(qtbot, w, Qt.Key.Key_D)
    p = parts(w)
    hand = p["Your hand, 10 cards"]
    assert "Green 1" in names(hand)
    assert "Draw pile, 89 cards" in p
    press(qtbot, w, Qt.Key.Key_Space)
    card = table(w).focusChild()
    assert card.parent() is hand and card.state().selected and card.state().focused
    assert card.text(Name) == card_name(w.model.hand()[w.input.focus_index])


def test_a_focus_move_is_a_focus_event_on_the_part_that_has_it(qtbot, tmp_path):
    w = start(qtbot, tmp_path)
    heard = Heard(w)
    press(qtbot, w, Qt.Key.Key_Right)
    settle(qtbot, w)
    focus = [s for s in heard.sent if s.kind == "focus"]
    assert [s.text for s in focus] == ["Blue 3, card 2 of 9"]
    hand = parts(w)["Your hand, 9 cards"]
    assert focus[0].source is hand.child(1)  # the very object a screen reader walks to
    assert hand.child(1).state().focused and not hand.child(0).state().focused
    heard.clear()
    press(qtbot, w, Qt.Key.Key_Down)  # to the first slot
    settle(qtbot, w)
    (event,) = [s for s in heard.sent if s.kind == "focus"]
    slot = parts(w)["Lay-down slot 1, Set of 3: empty"]
    assert event.source is slot and slot.state().focused
    assert table(w).focusChild() is slot
    # Space on a card says "selected" through the card's own state
    press(qtbot, w, Qt.Key.Key_Up)
    heard.clear()
    press(qtbot, w, Qt.Key.Key_Space)
    settle(qtbot, w)
    assert [(s.kind, s.target, s.text) for s in heard.sent] == [("selected", "Blue 3", "selected")]


def test_every_key_is_heard_and_every_refusal_names_its_rule(qtbot, tmp_path):
    w = start(qtbot, tmp_path)
    heard = Heard(w)
    press(qtbot, w, Qt.Key.Key_H)  # a hit before drawing
    settle(qtbot, w)
    assert heard.news()[-1].endswith("(R3.2).")
    press(qtbot, w, Qt.Key.Key_D)
    heard.clear()
    press(qtbot, w, Qt.Key.Key_T)  # take after drawing
    settle(qtbot, w)
    assert heard.news() == [
        "You have already drawn this turn: play your cards, then discard one (R3.2)."
    ]
    heard.clear()
    press(qtbot, w, Qt.Key.Key_H)  # hit before laying down
    settle(qtbot, w)
    assert heard.news() == ["You can hit only after laying down your own phase (R5.1)."]
    heard.clear()
    press(qtbot, w, Qt.Key.Key_1)  # the focused Red 3 into slot 1
    settle(qtbot, w)
    assert heard.news() == ["Lay-down slot 1, Set of 3: Red 3"]
    heard.clear()
    press(qtbot, w, Qt.Key.Key_Backspace)
    settle(qtbot, w)
    assert heard.news() == ["Every card in the slots is back in your hand."]
    heard.clear()
    press(qtbot, w, Qt.Key.Key_Backspace)
    settle(qtbot, w)
    assert heard.news() == ["The lay-down slots are already empty."]


def test_h_names_the_rule_when_the_card_fits_no_group(qtbot, tmp_path):
    """Laid down, the Blue 5 fits none of the groups: H says so with R5.3."""
    from phase10_desktop.engine import Game

    game = Game.from_deal(
        ["R3 B3 G3 R5 B5 G5 Y9 Y10", "R1 R2 R4"], discard="G12", dealer=1, names=["You", "Ada"]
    )
    w = start(qtbot, tmp_path, game)
    heard = Heard(w)
    c, k = w.model, w.input
    press(qtbot, w, Qt.Key.Key_D)
    for number, slot_key in ((3, Qt.Key.Key_1), (5, Qt.Key.Key_2)):
        for card in [x for x in c.hand() if x.number == number]:
            while c.hand()[k.focus_index] != card:
                press(qtbot, w, Qt.Key.Key_Right)
            press(qtbot, w, Qt.Key.Key_Space)
        press(qtbot, w, slot_key)
    press(qtbot, w, Qt.Key.Key_L)
    assert game.laid_phase[0] == 1
    while c.hand()[k.focus_index].face != "Y9":
        press(qtbot, w, Qt.Key.Key_Right)
    heard.clear()
    press(qtbot, w, Qt.Key.Key_H)
    settle(qtbot, w)
    assert heard.news() == ["The Yellow 9 fits none of the laid groups (R5.3)."]


def test_a_refusal_is_the_last_thing_said(qtbot, tmp_path):
    """Enter on a laid group with no card selected is refused; nothing about the focus
    follows the refusal, so a screen reader cannot cut it off."""
    w = start(qtbot, tmp_path)
    heard = Heard(w)
    press(qtbot, w, Qt.Key.Key_D)
    while w.input.focus_key.kind != "group":
        press(qtbot, w, Qt.Key.Key_Down)
    settle(qtbot, w)
    heard.clear()
    press(qtbot, w, Qt.Key.Key_Return)
    settle(qtbot, w)
    assert heard.sent, "the refusal was not said"
    last = heard.sent[-1]
    assert last.kind == "news" and "(R" in last.text
    assert [s.kind for s in heard.sent].count("news") == 1


def test_news_goes_out_once_and_by_one_way(qtbot, tmp_path):
    w = start(qtbot, tmp_path)
    heard = Heard(w)
    heard.access.channels = lambda: frozenset({"notification"})
    press(qtbot, w, Qt.Key.Key_D)
    settle(qtbot, w)
    (drew,) = [s for s in heard.sent if s.kind == "news"]
    assert drew.text == "You drew the Green 1." and drew.channel == "notification"
    lines = [c for c in children(table(w)) if c.role() == Role.Notification]
    assert drew.source is lines[-1]  # a new line each time: Orca 43 drops a re-shown one
    assert lines[-1].text(Name) == "You drew the Green 1." and not lines[-1].state().invisible
    assert all(line.state().invisible for line in lines[:-1])
    heard.clear()
    heard.access.channels = lambda: frozenset({"announcement"})
    press(qtbot, w, Qt.Key.Key_T)
    settle(qtbot, w)
    assert [(s.text[:30], s.channel) for s in heard.sent if s.kind == "news"] == [
        ("You have already drawn this tu", "announcement")
    ]


#: a deal where both bots play a whole turn after your first one (no Skip, no round end)
SEED = 1


def test_one_whole_keyboard_turn_is_heard_in_order(qtbot, tmp_path):
    """Draw → your move → each bot's turn and moves → "Your turn", each said once."""
    w = make_window(qtbot, tmp_path)
    heard = Heard(w)
    w.new_game(config("easy", "easy", seed=SEED))
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=10000)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(w.view.hasFocus)
    settle(qtbot, w)
    heard.clear()
    game = w.game
    round_no = game.round_no
    press(qtbot, w, Qt.Key.Key_D)
    with qtbot.waitSignal(w.conductor.human_turn, timeout=20000):
        press(qtbot, w, Qt.Key.Key_X)  # discard the focused card: the bots play
    settle(qtbot, w)
    assert game.round_no == round_no, "the round ended: pick another seed"
    said = heard.news()
    assert said[0].startswith("You drew the ")
    assert said[1].startswith("You discarded the ")
    assert said[-1] == "Your turn: draw a card."
    bots = said[2:-1]
    assert bots[0] == "Ada is playing."
    at = bots.index("Bruno is playing.")
    assert all(s.startswith("Ada ") for s in bots[1:at]) and len(bots[1:at]) >= 2
    assert all(s.startswith("Bruno ") for s in bots[at + 1 :]) and len(bots[at + 1 :]) >= 2
    assert len(said) == len(set(said)), f"something was said twice: {said}"


def test_the_players_table_and_the_moves_list_are_in_the_tab_order(qtbot, tmp_path):
    w = start(qtbot, tmp_path)
    w.dock.show()
    press(qtbot, w, Qt.Key.Key_D)
    with qtbot.waitSignal(w.conductor.human_turn, timeout=10000):
        press(qtbot, w, Qt.Key.Key_X)  # Ada plays her turn: the Moves list grows
    press(qtbot, w, Qt.Key.Key_Tab)
    seen = []
    for _ in range(12):
        seen.append(w.focusWidget())
        if w.focusWidget() is w.move_log:
            break
        press_on = w.focusWidget()
        qtbot.keyClick(press_on, Qt.Key.Key_Tab)
    assert w.progress_view in seen, "Tab never reached the players table"
    assert w.focusWidget() is w.move_log
    rows = w.move_log_model.rowCount()
    assert rows > 1 and w.move_log.currentIndex().row() == rows - 1  # the newest move
