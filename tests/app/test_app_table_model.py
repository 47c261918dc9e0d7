"""The model–view table: every move seen on the table, the player's choices, one truth.

Real windows, real mouse drags and key presses (pytest-qt, offscreen); waits
are on signals, never on sleeps.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from table_helpers import (
    card_center,
    config,
    drag,
    draw_top_center,
    make_window,
    on_moves,
    seats,
    zone_center,
    zone_key,
    zone_rect,
)

from phase10_desktop.app.table.layout import Placement
from phase10_desktop.engine import Game, LayDown, RuleSet, arrange_group, parse_cards
from phase10_desktop.engine.events import Discarded, Drew
from phase10_desktop.host.game_setup import GameConfig


def bot_first_deal() -> Game:
    """Ada (an Easy bot) moves first; you hold a hand with nothing special."""
    return Game.from_deal(
        ["R3 B3 G3 Y3 R5 B5 Y7 R11 G12 B9", "R1 R2 R4 B6 G8 Y9 R10 G11 Y12 B12"],
        discard="G5",
        dealer=0,
        names=["You", "Ada"],
    )


def start(qtbot, tmp_path, game: Game, *levels: str, **window):
    w = make_window(qtbot, tmp_path, **window)
    w.start_game(game, GameConfig(seats(*(levels or ("easy",)))))
    return w


def test_a_bots_discard_flies_from_its_seat_to_the_pile_face_up(qtbot, tmp_path):
    """The bot's discard starts on its seat's stack and lands, face up, on the pile."""
    w = start(qtbot, tmp_path, bot_first_deal(), reduce_motion=False, speed=1.0)
    seen: dict[str, object] = {}

    def watch(move) -> None:
        for e in move.events:
            if isinstance(e, Discarded) and e.seat == 1 and "start" not in seen:
                item = w.scene.item(e.card)
                seen["card"] = e.card
                seen["start"] = item.pos()
                seen["face_up"] = item.face_up
                seen["animating"] = w.scene.animating

    on_moves(w, watch)
    qtbot.waitUntil(lambda: "start" in seen, timeout=10000)
    plate = zone_rect(w, ("seat", 1))
    start_pos = seen["start"]
    assert isinstance(start_pos, QPointF)
    assert plate.adjusted(-4, -4, 4, 4).contains(start_pos), "the card leaves from Ada's seat"
    assert seen["face_up"] and seen["animating"]
    qtbot.waitUntil(lambda: not w.scene.animating, timeout=5000)
    card = seen["card"]
    pile = zone_rect(w, ("discard",))
    assert pile.contains(w.scene.item(card).pos()), "it lands on the discard pile"
    assert w.scene.item(card).face_up


def test_a_bots_draw_flies_from_the_pile_it_drew_from(qtbot, tmp_path):
    """A bot's draw: the card item that joins its stack starts on the pile it drew from,
    face up only when the card came from the discard pile (a draw-pile card stays hidden,
    R3.2: the table is never told its face)."""
    game = bot_first_deal()
    w = start(qtbot, tmp_path, game, reduce_motion=False, speed=1.0)
    seen: list[tuple] = []

    def watch(move) -> None:
        for e in move.events:
            if isinstance(e, Drew) and e.seat == 1:
                token = w.model.tokens.places[zone_key(("seat", 1))][-1]
                item = w.scene.items_by_token[token]
                seen.append((e.source, e.card, item.pos(), item.face_up, w.scene.animating))

    on_moves(w, watch)
    qtbot.waitUntil(lambda: bool(seen), timeout=10000)
    source, card, pos, face_up, animating = seen[0]
    zone = zone_rect(w, ("draw",) if source == "pile" else ("discard",))
    assert zone.contains(pos) and animating
    assert face_up == (source == "discard")
    assert (card is None) == (source == "pile")


def test_the_status_line_and_the_table_name_the_same_seat(qtbot, tmp_path):
    """Whenever the table is still, the seat the status line names is the seat whose
    plate is lit (both wait for a move to land before the turn moves on)."""
    w = make_window(qtbot, tmp_path, reduce_motion=True)
    checked: list[int] = []

    def check() -> None:
        v = w.model.view
        if v is None or v.stage not in ("draw", "play"):
            return
        status = w.controls.status_label.text()
        for seat, badge in w.scene.badges.items():
            assert badge.to_move == (seat == v.turn)
        if v.turn == w.model.human:
            assert status.startswith(("Your turn", "Lay down"))
        else:
            assert v.names[v.turn] in status
        checked.append(v.turn)

    w.scene.settled.connect(check)
    with qtbot.waitSignal(w.conductor.human_turn, timeout=10000):  # after the last landing
        w.start_game(bot_first_deal(), GameConfig(seats("easy")))
    assert checked and checked[-1] == 0 and 1 in checked


def run_slots_filled(qtbot, tmp_path):
    """Phase 2 to lay: the draw dragged in, 7 7 7 in slot 1, 4 5 6 in the run slot."""
    game = Game.from_deal(
        ["R7 B7 G7 R4 B5 G6 W Y9 Y10", "R1 R2 R3"],
        discard="Y11",
        draw="G1",
        dealer=1,
        names=["You", "Ada"],
        phases=[2, 1],
    )
    w = start(qtbot, tmp_path, game)
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating)
    drag(w, draw_top_center(w), zone_center(w, ("hand",)))
    assert game.stage == "play"
    hand = {c.face: c for c in game.hands[0]}
    for face in ("R7", "B7", "G7"):
        drag(w, w.scene.item(hand[face]).center(), zone_center(w, ("slot", 0)))
    for face in ("R4", "B5", "G6"):
        drag(w, w.scene.item(hand[face]).center(), zone_center(w, ("slot", 1)))
    return w, game, hand


def test_R5_3_a_wild_dropped_near_the_low_end_of_a_run_slot_lays_the_low_end(qtbot, tmp_path):
    """Phase 2 (set of 3 + run of 4): 4 5 6 and a Wild dropped left of the 4 lay Run 3–6."""
    w, game, hand = run_slots_filled(qtbot, tmp_path)
    slot = zone_rect(w, ("slot", 1))
    near_low = QPointF(slot.left() + slot.width() * 0.15, slot.center().y())
    drag(w, w.scene.item(hand["W"]).center(), near_low)
    assert w.scene.frames[zone_key(("slot", 1))].sublabel.endswith("Run 3–6")
    w.controls.lay_button.click()
    run = game.laid[0][1]
    assert (run.low, run.high) == (3, 6)


def test_R5_3_a_wild_dropped_near_the_high_end_lays_the_high_end(qtbot, tmp_path):
    w, game, hand = run_slots_filled(qtbot, tmp_path)
    slot = zone_rect(w, ("slot", 1))
    drag(w, w.scene.item(hand["W"]).center(), QPointF(slot.right() - 20, slot.center().y()))
    w.controls.lay_button.click()
    assert (game.laid[0][1].low, game.laid[0][1].high) == (4, 7)


def test_R4_7_a_group_of_only_wilds_asks_what_it_stands_for(qtbot, tmp_path):
    """With natural_per_group off, a slot of Wilds asks which run it is; the answer is laid."""
    rules = RuleSet(natural_per_group=False)
    game = Game.from_deal(
        ["R7 B7 G7 W W W W Y9 Y10", "R1 R2 R3"],
        discard="Y11",
        draw="G1",
        dealer=1,
        names=["You", "Ada"],
        phases=[2, 1],
        rules=rules,
    )
    w = make_window(qtbot, tmp_path)
    w.start_game(game, GameConfig(seats("easy"), rules=rules))
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating)
    w.input.key_action("draw")
    hand = game.hands[0]
    w.model.arrangement.stage([c for c in hand if c.number == 7], 0)
    w.model.arranged()
    w.model.arrangement.stage([c for c in hand if c.is_wild], 1)
    w.model.arranged()
    with qtbot.waitSignal(w.input.menu_opened, timeout=2000) as opened:
        w.controls.lay_button.click()
    menu = opened.args[0]
    choice = next(a for a in menu.actions() if a.text() == "Run 5–8")
    choice.trigger()
    run = game.laid[0][1]
    assert (run.low, run.high) == (5, 8)


def test_last_turn_stays_marked_until_the_seats_next_turn(qtbot, tmp_path):
    """Ada's discard keeps her colour on the table and her plate says so until she plays again."""
    w = start(qtbot, tmp_path, bot_first_deal())
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=10000)
    ada = w.model.last_turn[1]
    assert [m.kind for m in ada][-1] in ("discard", "skip")
    thrown = ada[-1].cards[0]
    assert w.scene.item(thrown).mark == 1
    assert w.scene.badges[1].last_turn
    # you play: her marks stay while you move
    w.input.key_action("draw")
    assert w.scene.item(thrown).mark == 1 or w.model.view.discard_top != thrown
    assert w.model.last_turn[1] == ada


def test_placement_never_shows_hidden_faces(qtbot, tmp_path):
    """The scene learns opponents' cards and the draw pile as ids only."""
    w = start(qtbot, tmp_path, bot_first_deal())
    p: Placement = w.model.placement()
    assert not p.revealed
    for cid in [*p.draw, *p.hands[1]]:
        assert w.model.face(cid) is None
        assert not w.scene.items_by_token[cid].face_up


def test_start_game_on_a_fresh_config_shows_the_players(qtbot, tmp_path):
    """The table's plates name every bot seat of the set-up."""
    w = make_window(qtbot, tmp_path)
    cfg = config("easy", "normal", seed=4)
    game = Game.from_deal(
        ["R3 B3 G3", "R1 R2", "Y1 Y2"],
        discard="G5",
        dealer=2,
        names=list(cfg.names),
        laid=[
            [],
            [
                arrange_group("set", parse_cards("R7 B7 G7")),
                arrange_group("set", parse_cards("R9 B9 G9")),
            ],
            [],
        ],
    )
    w.start_game(game, cfg)
    assert {b.name for b in w.scene.badges.values()} == set(cfg.names[1:])


def test_undo_plays_the_lay_down_backwards_and_keeps_the_arrangement(qtbot, tmp_path):
    """Ctrl+Z after a lay-down: the laid cards fly from the groups back into the slots
    they were staged in, and the hand keeps the player's own order (R4.4 undo point)."""
    w = make_window(qtbot, tmp_path, reduce_motion=False, speed=1.0)
    w.new_game(config("easy", seed=8))  # you move first and can lay phase 1 after drawing
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=15000)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: not w.scene.animating)
    game = w.game
    lay = next(a for a in game.legal_actions() if isinstance(a, LayDown))
    # the player's own order: the last card of the hand moved to the front
    last = w.model.hand()[-1]
    drag(w, card_center(w, last), zone_rect(w, ("hand",)).topLeft() + QPointF(6, 30))
    for i, group in enumerate(lay.groups):
        for card in group.cards:
            drag(w, card_center(w, card), zone_center(w, ("slot", i)))
    qtbot.waitUntil(lambda: not w.scene.animating)
    order = list(w.model.hand())
    slots = [list(s) for s in w.model.staging.slots]
    assert order[0] == last and [sorted(s) for s in slots] == [sorted(g.cards) for g in lay.groups]
    w.controls.lay_button.click()
    qtbot.waitUntil(lambda: not w.scene.animating)
    assert w.game.laid[0] and w.menus.undo_action.isEnabled()
    laid_at = {c: w.scene.item(c).pos() for g in w.game.laid[0] for c in g.cards}
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.game.laid[0] == [] and w.game.stage == "play"
    assert w.scene.animating, "the cards fly back"
    for card, pos in laid_at.items():  # they leave from where they were laid
        assert (w.scene.item(card).pos() - pos).manhattanLength() < 40
    qtbot.waitUntil(lambda: not w.scene.animating, timeout=5000)
    assert list(w.model.hand()) == order
    assert [list(s) for s in w.model.staging.slots] == slots
    for i, s in enumerate(slots):
        for card in s:
            assert zone_rect(w, ("slot", i)).contains(w.scene.item(card).center())


def skip_first_deal() -> Game:
    """Ada moves first and holds a Skip: her only seat to skip is yours (R6.1)."""
    return Game.from_deal(
        ["R3 B3 G3 Y3 R5 B5 Y7 R11 G12 B9", "S R2 R4 B6 G8 Y9 R10 G11 Y12 B12"],
        discard="G5",
        draw="Y1 Y2 Y4 Y5 Y6",
        dealer=0,
        names=["You", "Ada"],
    )


def test_a_skip_played_on_you_visits_your_side_and_says_so(qtbot, tmp_path):
    """Ada's Skip flies to your side of the table before it lands on the pile, your
    phase line says you lose this turn to it (R6.1: heads-up the turn is lost at once),
    and so does the move log."""
    w = start(qtbot, tmp_path, skip_first_deal(), "normal", reduce_motion=False, speed=2.0)
    seen: list[tuple] = []

    def watch(move) -> None:
        for e in move.events:
            if isinstance(e, Discarded) and e.target == 0:
                token = w.model.tokens.token_of(e.card)
                seen.append((token, dict(w.scene.visits), w.scene.info.text()))

    on_moves(w, watch)
    qtbot.waitUntil(lambda: bool(seen), timeout=15000)
    token, visits, line = seen[0]
    assert token in visits
    mine = w.scene.layout.info.adjusted(-40, -40, 40, 40)
    assert mine.contains(visits[token]), "the Skip stops at your side of the table"
    assert "lose this turn" in line and "R6.1" in line
    assert any("Skip on you" in s for s in w.move_log_model.lines())


def test_the_turn_highlight_waits_for_the_discard_to_land(qtbot, tmp_path):
    """While Ada's discard is in the air her plate stays lit; it goes out when it lands."""
    w = start(qtbot, tmp_path, bot_first_deal(), reduce_motion=False, speed=1.0)
    during: list[bool] = []

    def watch(move) -> None:
        if any(isinstance(e, Discarded) and e.seat == 1 for e in move.events):
            during.append(w.scene.animating and w.scene.badges[1].to_move)

    on_moves(w, watch)
    with qtbot.waitSignal(w.conductor.human_turn, timeout=15000):
        pass
    assert during == [True]
    assert not w.scene.badges[1].to_move
    assert w.controls.status_label.text().startswith("Your turn")
