"""The model–view table: every move seen on the table, the player's choices, one truth.

Real windows, real mouse drags and key presses (pytest-qt, offscreen); waits
are on signals, never on sleeps.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from table_helpers import (
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

from phase10_desktop.app.game_setup import GameConfig
from phase10_desktop.app.table.layout import Placement
from phase10_desktop.engine import Game, RuleSet, arrange_group, parse_cards
from phase10_desktop.engine.events import Discarded, Drew


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
    """On every change, the seat the status line names is the seat whose plate is lit."""
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

    w.model.changed.connect(check)
    w.start_game(bot_first_deal(), GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: w.model.human_to_move, timeout=10000)
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
