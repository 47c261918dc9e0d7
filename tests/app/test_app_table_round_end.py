"""A round's end on the table (issue 31 B4): every hand is turned face up, under the
plate's words rather than over them, and no plate says a seat is thinking while the end
of the round is shown (a table server deals the next round meanwhile)."""

from __future__ import annotations

import pytest
from table_helpers import make_window, play_by_mouse, seats

from phase10_desktop.app.seats.remote import RemoteSeat
from phase10_desktop.app.together.play_together import start_hosting
from phase10_desktop.bots.registry import make_bot
from phase10_desktop.engine import Discard, Draw, Game, LayDown
from phase10_desktop.host.game_setup import GameConfig

NAMES = ["You", "Ada", "Bruno", "Chiara", "Dmitri", "Esra"]
HANDS = [
    "R3 B3 G3 R5 B5 G5",
    "R1 B1 G2 Y4 R6 B7 G8 Y10 R11 B12",
    "G1 Y2 B4 R7 G7 Y8 B10 R12 G12 S",
    "Y1 R2 B6 G6 Y7 R8 B9 G10 Y11 W",
    "B2 G4 Y6 R9 B11",
    "R4 Y9 G11 B8 W W W",
]


def you_go_out(players: int) -> Game:
    """You draw the Yellow 12, lay phase 1 from your six cards and go out."""
    return Game.from_deal(
        HANDS[:players], discard="Y3", draw="Y12", dealer=players - 1, names=NAMES[:players]
    )


@pytest.mark.parametrize(("players", "size"), [(6, (1024, 640)), (3, (1280, 860))])
def test_shown_hands_leave_every_plates_words_in_sight(qtbot, tmp_path, players, size):
    w = make_window(qtbot, tmp_path)
    w.resize(*size)
    game = you_go_out(players)
    w.start_game(game, GameConfig(seats(*["easy"] * (players - 1))))
    ended: list[object] = []
    w.conductor.round_shown.connect(ended.append)
    moves = [
        lambda: Draw("pile"),
        lambda: next(a for a in game.legal_actions() if isinstance(a, LayDown)),
        lambda: Discard(game.hands[0][0]),
    ]
    for move in moves:
        qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=5000)
        play_by_mouse(qtbot, w, move())
    qtbot.waitUntil(lambda: bool(ended), timeout=5000)
    qtbot.waitUntil(lambda: not w.scene.animating)
    layout = w.scene.layout
    words_h = layout.metrics.plate_h  # the plate's lines: name, phase, cards, last turn
    for seat in range(1, players):
        plate = w.scene.badges[seat].rect()
        shown = [w.scene.item(c) for c in ended[0].hands[seat]]
        assert shown and all(it.isVisible() and it.face_up for it in shown)
        for it in shown:
            box = it.sceneBoundingRect()
            assert plate.contains(box.center()), (seat, "the hand is shown in its plate")
            assert box.top() >= plate.top() + words_h - 1, (seat, "a card covers the words")


@pytest.fixture
def loopback(monkeypatch):
    monkeypatch.setenv("PHASE10_HOST_BIND", "127.0.0.1")
    monkeypatch.setenv("PHASE10_MDNS_INTERFACES", "127.0.0.1")


def test_no_plate_says_thinking_while_a_rounds_end_is_shown(qtbot, tmp_path, loopback, monkeypatch):
    """Ana's window, Ben at another screen, an Easy bot: when the round ends the server
    deals the next one at once, and Ben's plate said "thinking" over the round's end."""
    plain = Game.new

    def bot_deals_first(*args, **kwargs) -> Game:
        kwargs.setdefault("dealer", 2)  # so round 2 is Ben's to open
        return plain(*args, **kwargs)

    monkeypatch.setattr(Game, "new", bot_deals_first)
    hosting = start_hosting(tmp_path / "tables")
    url = f"ws://127.0.0.1:{hosting.port}"
    # the window leaves its table before the test's end closes it (closing at a table
    # asks first, and a question nobody answers would hold the run)
    w = make_window(qtbot, tmp_path / "a", before_close=lambda w: w.end_visit("test over"))

    def seated(sit) -> RemoteSeat:
        seat = RemoteSeat(url)
        seat.connect_to_server().result(10)
        sit(seat).result(10)
        return seat

    ana = seated(lambda s: s.create("Ana", 3, bots=["easy"]))
    w.play_remote(ana, hosting)
    ben = seated(lambda s: s.join(ana.code, "Ben"))
    ben.listen()  # no window shows Ben's seat: the test reads it
    ana.start().result(10)
    qtbot.waitUntil(lambda: w.model.view is not None and bool(w.model.view.hand), timeout=10000)
    bots = {0: make_bot("normal", 1), 1: make_bot("normal", 2)}
    ended: list[object] = []
    w.conductor.round_shown.connect(ended.append)
    asked: list[int] = []  # Ben's moves sent and not yet answered
    ben.updated.connect(lambda *_: asked.clear())
    ben.refused.connect(lambda *_: asked.clear())
    for _ in range(4000):
        if ended:
            break
        m = w.model
        if m.human_to_move and not w.scene.animating:
            play_by_mouse(qtbot, w, bots[0].choose(m.view))
        v = ben.view
        if v is not None and v.turn == 1 and v.stage in ("draw", "play") and not asked:
            asked.append(1)
            ben.play(bots[1].choose(v))
        qtbot.wait(5)  # the event loop carries the server's answers
    assert ended, "the round ended"
    # the next round is dealt on the server (each client sends its share of the cut),
    # the bot plays at once and Ben is to move: his seat is told to be thinking
    qtbot.waitUntil(
        lambda: ana.view.round_no == 2 and ana.view.turn == 1 and w.model.states[1].thinking,
        timeout=10000,
    )
    qtbot.waitUntil(lambda: not w.scene.animating)
    assert w.model.finished_round is not None  # the round's end is still on the table
    assert not any(b.thinking for b in w.scene.badges.values())
    assert all("thinking" not in b.written().cards for b in w.scene.badges.values())
