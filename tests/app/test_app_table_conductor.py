"""The table's conductor without a window: a real model, a stand-in for the scene
(animating or not, as the test says) and a scripted seat.

It answers "when does the next move show, and when may the seat go on": moves told
while the last is still showing wait their turn, nothing moves under a dialog, a
round's end holds the next round back until its summary closes, and the seat is told
it may go on only when nothing is waiting.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from phase10_desktop.app.table.conductor import TableConductor
from phase10_desktop.app.table.model import TableModel
from phase10_desktop.app.table.seat import Opening, Seat, SeatInfo, Update
from phase10_desktop.engine import (
    Discard,
    Draw,
    Game,
    Hit,
    RoundEnded,
    RoundStarted,
    arrange_group,
    parse_cards,
)
from phase10_desktop.engine.events import DealCommitted
from phase10_desktop.engine.public import public_events


class StandInScene(QObject):
    """The views, as far as the conductor looks: busy or not, and settled."""

    settled = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.animating = False
        self.dragging = False

    def ms(self, name: str) -> int:
        return 0

    def land(self) -> None:
        """The animation in progress finished."""
        self.animating = False
        self.settled.emit()


class ScriptedSeat(Seat):
    """A game held here, told move by move by the test; notes what the table tells it."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.told: list[str] = []
        self.held: list = []

    def open(self) -> None:
        seats = tuple(
            SeatInfo(n, None if i == 0 else "normal", i == 0) for i, n in enumerate(self.game.names)
        )
        self.opened.emit(Opening(seat=0, seats=seats, view=self.game.view(0)))

    def move(self, action) -> Update:
        """Apply ``action`` for the seat to move and tell the table, as a server would;
        a round's end is told without the next deal, which waits (:meth:`deal_now`)."""
        mover = self.game.turn
        events = public_events(self.game.apply(action), 0)
        dealt = next(
            (i for i, e in enumerate(events) if isinstance(e, (DealCommitted, RoundStarted))),
            None,
        )
        if dealt is not None and any(isinstance(e, RoundEnded) for e in events):
            events, self.held = events[:dealt], events[dealt:]
        update = Update(mover, action, tuple(events), self.game.view(0))
        self.updated.emit(update)
        return update

    def deal_now(self) -> None:
        """The next round's deal, told (a table server deals at once)."""
        held, self.held = self.held, []
        self.updated.emit(Update(-1, None, tuple(held), self.game.view(0)))

    def play(self, action) -> None:
        self.move(action)

    def deal(self, cut: str = "") -> None:
        self.told.append(f"deal {cut}".strip())

    def ready(self) -> None:
        self.told.append("ready")

    def set_paused(self, paused: bool) -> None:
        self.told.append("paused" if paused else "on")


def bot_to_move() -> Game:
    """Ada (seat 1, a bot) to move; seat 0 is the player at the screen."""
    return Game.from_deal(
        ["R3 B3 G3 Y3 R5 B5 Y7 R11 G12 B9", "R1 R2 R4 B6 G8 Y9 R10 G11 Y12 B12"],
        discard="G5",
        draw="B1 Y6 G7 R9",
        dealer=0,
        names=["You", "Ada"],
    )


def one_card_left() -> Game:
    """Ada has laid her phase and holds one card: she draws a Yellow 7, hits her set
    of 7s with it and goes out by discarding her last card (R3.6)."""
    laid = [
        arrange_group("set", parse_cards("R7 B7 G7")),
        arrange_group("set", parse_cards("G11 B11 Y11")),
    ]
    return Game.from_deal(
        ["R3 B3 G3 Y3 R5 B5 Y7 R11 G12 B9", "R1"],
        discard="G5",
        draw="Y7 Y6 G8 R9",
        dealer=0,
        laid=[[], laid],
        names=["You", "Ada"],
    )


def table(qtbot, game: Game):
    model = TableModel()
    scene = StandInScene()
    conductor = TableConductor(model, scene)
    seat = ScriptedSeat(game)
    conductor.attach(seat)
    seat.open()
    return model, scene, conductor, seat


def test_moves_told_while_the_last_is_showing_wait_and_show_one_at_a_time(qtbot):
    model, scene, conductor, seat = table(qtbot, bot_to_move())
    scene.animating = True  # the opening is still being drawn
    seat.move(Draw("pile"))
    card = seat.game.hands[1][0]
    seat.move(Discard(card))
    assert conductor.waiting == 2 and model.behind
    assert model.view.stage == "draw" and model.view.turn == 1  # nothing shown yet
    assert not model.human_to_move  # the game is the player's, the table not yet
    scene.land()
    assert conductor.waiting == 1 and model.last_move.action == Draw("pile")
    scene.animating = True  # the draw flies
    scene.land()
    assert conductor.waiting == 0 and not model.behind
    assert model.last_move.action == Discard(card)
    assert model.human_to_move


def test_the_player_hears_it_is_their_turn_once_the_last_move_has_landed(qtbot):
    model, scene, conductor, seat = table(qtbot, bot_to_move())
    seat.move(Draw("pile"))
    scene.animating = True
    seat.move(Discard(seat.game.hands[1][0]))
    assert conductor.waiting == 1
    with qtbot.waitSignal(conductor.human_turn, timeout=2000):
        scene.land()
    assert model.human_to_move and "ready" not in seat.told


def test_nothing_moves_under_a_dialog_and_the_seat_keeps_its_bots_still(qtbot):
    model, scene, conductor, seat = table(qtbot, bot_to_move())
    conductor.set_paused(True)
    assert seat.told == ["paused"]
    seat.move(Draw("pile"))
    scene.land()
    conductor.kick()
    qtbot.wait(20)  # the kick's turn of the event loop: still nothing may move
    assert conductor.waiting == 1 and model.view.stage == "draw"
    assert "ready" not in seat.told
    conductor.set_paused(False)
    assert seat.told[:2] == ["paused", "on"]
    assert conductor.waiting == 0 and model.view.stage == "play"
    # Ada is still to move: once the table is idle her seat may go on
    qtbot.waitUntil(lambda: "ready" in seat.told, timeout=2000)


def test_the_seat_is_told_to_go_on_only_when_nothing_is_waiting(qtbot):
    _model, scene, conductor, seat = table(qtbot, bot_to_move())
    qtbot.waitUntil(lambda: seat.told == ["ready"], timeout=2000)  # Ada's turn, table idle
    seat.told.clear()
    scene.animating = True
    seat.move(Draw("pile"))
    scene.animating = False  # landed, and the scene has not said so yet
    conductor._beat()  # a beat while a move waits: the seat is not told
    assert seat.told == [] and conductor.waiting == 1
    scene.land()
    qtbot.waitUntil(lambda: seat.told == ["ready"], timeout=2000)


def test_a_rounds_end_holds_the_next_round_back_until_its_summary_closes(qtbot):
    model, scene, conductor, seat = table(qtbot, one_card_left())
    shown: list[RoundEnded] = []
    conductor.round_shown.connect(shown.append)
    dealt: list[bool] = []
    conductor.deal_due.connect(lambda: dealt.append(True))
    seat.move(Draw("pile"))
    seven = next(c for c in seat.game.hands[1] if c.face == "Y7")
    seat.move(Hit(seven, owner=1, group=0))
    ending = seat.move(Discard(seat.game.hands[1][0]))
    assert any(isinstance(e, RoundEnded) for e in ending.events)
    seat.deal_now()  # a table server deals the next round at once: told, it must wait
    assert conductor.round_showing and conductor.waiting == 1
    assert model.finished_round is not None
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=2000)
    scene.land()
    qtbot.wait(20)
    assert len(shown) == 1 and conductor.waiting == 1  # shown once, the deal still waits
    conductor.round_seen()  # the player closed the summary
    assert dealt == [True] and not conductor.round_showing
    assert conductor.waiting == 0 and model.finished_round is None  # the deal is shown


def test_the_deal_goes_to_the_seat_with_the_players_cut(qtbot):
    _model, _scene, conductor, seat = table(qtbot, bot_to_move())
    conductor.deal("my cut")
    assert seat.told[-1] == "deal my cut"


def test_a_new_opening_drops_what_was_waiting_and_a_new_seat_starts_clean(qtbot):
    model, scene, conductor, seat = table(qtbot, bot_to_move())
    scene.animating = True
    seat.move(Draw("pile"))
    assert conductor.waiting == 1 and model.behind
    seat.open()  # a rejoined table: shown as it stands now
    assert conductor.waiting == 0 and not model.behind and model.view.stage == "play"
    scene.animating = True
    seat.move(Discard(seat.game.hands[1][0]))
    other = ScriptedSeat(bot_to_move())
    conductor.attach(other)
    assert conductor.waiting == 0 and not model.behind
    seat.move(Draw("pile"))  # the old seat is no longer heard
    assert conductor.waiting == 0
    other.open()
    assert model.view.turn == 1 and model.view.stage == "draw"
