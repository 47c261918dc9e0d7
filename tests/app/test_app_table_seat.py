"""The table talks to a Seat and to nothing else: a seat that answers later (as a
server does), a seat that refuses, a seat that tells only public events.

These drive a real window's table (scene, input, model) with a scripted seat in
place of the game on this computer, so they show what any remote seat gets: the
same drags, the same animations and the same refusals with their rule numbers.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from table_helpers import card_center, drag, make_window, zone_center, zone_rect

from phase10_desktop.app.table.seat import Opening, Seat, SeatInfo, Update
from phase10_desktop.app.table.zones import DISCARD, DRAW, HAND, ZoneKey
from phase10_desktop.engine import Draw, Game, IllegalMove
from phase10_desktop.engine.public import public_events


class ServerLikeSeat(Seat):
    """A game held elsewhere: answers each action after ``delay_ms``, tells the table only
    what seat 0 may know, and can be told to refuse the next action with a reason."""

    def __init__(self, game: Game, delay_ms: int = 30) -> None:
        super().__init__()
        self.game = game
        self.delay_ms = delay_ms
        self.sent: list[object] = []
        self.refuse_next: str | None = None

    def open(self) -> None:
        seats = tuple(
            SeatInfo(n, None if i == 0 else "normal", i == 0) for i, n in enumerate(self.game.names)
        )
        self.opened.emit(Opening(seat=0, seats=seats, view=self.game.view(0)))

    def play(self, action) -> None:
        self.sent.append(action)
        QTimer.singleShot(self.delay_ms, lambda: self._answer(action))

    def _answer(self, action) -> None:
        if self.refuse_next is not None:
            reason, self.refuse_next = self.refuse_next, None
            self.refused.emit(action, reason)
            return
        try:
            events = self.game.apply(action)
        except IllegalMove as e:
            self.refused.emit(action, e.reason)
            return
        self.updated.emit(Update(0, action, tuple(public_events(events, 0)), self.game.view(0)))

    def deal(self, cut: str = "") -> None:
        pass

    def take_back(self) -> None:
        pass


def deal() -> Game:
    return Game.from_deal(
        ["R3 B3 G3 Y3 R5 B5 Y7 R11 G12 B9", "R1 R2 R4 B6 G8 Y9 R10 G11 Y12 B12"],
        discard="G5",
        draw="W Y1",
        dealer=1,
        names=["You", "Ada"],
    )


def table_on(qtbot, tmp_path, seat: ServerLikeSeat):
    w = make_window(qtbot, tmp_path, reduce_motion=False, speed=2.0)
    w.conductor.attach(seat)
    seat.open()
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating)
    return w


def test_the_table_sends_the_move_and_shows_the_answer_when_it_comes(qtbot, tmp_path):
    """A draw from the pile is sent, the card waits where it was dropped, and the seat's
    answer (the card's face, which the table never knew) lands it in the hand."""
    seat = ServerLikeSeat(deal(), delay_ms=60)
    w = table_on(qtbot, tmp_path, seat)
    top = w.model.draw_top()
    assert w.model.face(top) is None  # the table does not know the draw pile's top card
    drop_at = zone_center(w, ("hand",))
    drag(w, w.scene.items_by_token[top].center(), drop_at)
    assert seat.sent == [Draw("pile")]
    assert w.model.pending == Draw("pile") and not w.model.human_to_move
    # until the answer comes, the card stays where the player let go of it
    assert (w.scene.items_by_token[top].center() - drop_at).manhattanLength() < 20
    qtbot.waitUntil(lambda: w.model.pending is None, timeout=3000)
    drawn = w.model.face(top)
    assert drawn is not None and drawn in seat.game.hands[0] and drawn.face in ("W", "Y1")
    assert w.model.zone_of(top) == HAND


def test_a_move_the_seat_refuses_flies_back_with_the_seats_reason(qtbot, tmp_path):
    seat = ServerLikeSeat(deal())
    w = table_on(qtbot, tmp_path, seat)
    seat.refuse_next = "The table refused it: someone else moved first (R3)."
    discard = w.model.discard_top()
    home = w.scene.items_by_token[discard].pos()
    with qtbot.waitSignal(
        w.model.changed, timeout=3000, check_params_cb=lambda ch: "refused" in ch
    ):
        drag(w, w.scene.items_by_token[discard].center(), zone_center(w, ("hand",)))
    assert "someone else moved first" in w.controls.status_label.text()
    assert "R3" in w.controls.status_label.text()
    qtbot.waitUntil(lambda: not w.scene.animating, timeout=3000)
    assert (w.scene.items_by_token[discard].pos() - home).manhattanLength() < 1
    assert w.model.zone_of(discard) == DISCARD and w.model.human_to_move


def test_an_illegal_move_is_refused_here_without_asking_the_seat(qtbot, tmp_path):
    """The engine's rules run on the player's own view: a hit before laying down is
    refused at once with R5.1, and nothing is sent."""
    seat = ServerLikeSeat(deal())
    w = table_on(qtbot, tmp_path, seat)
    drag(w, w.scene.items_by_token[w.model.draw_top()].center(), zone_center(w, ("hand",)))
    qtbot.waitUntil(lambda: w.model.pending is None and not w.scene.animating, timeout=3000)
    sent = list(seat.sent)
    card = next(c for c in w.model.hand() if c.face == "R3")
    drag(w, card_center(w, card), zone_center(w, ("discard",)))  # legal: sent
    assert len(seat.sent) == len(sent) + 1


def test_another_seats_draw_reaches_the_table_face_down(qtbot, tmp_path):
    """Ada draws from the pile: the table is told only that she drew, and a card back
    flies from the draw pile to her seat."""
    seat = ServerLikeSeat(deal())
    w = table_on(qtbot, tmp_path, seat)
    drag(w, w.scene.items_by_token[w.model.draw_top()].center(), zone_center(w, ("hand",)))
    qtbot.waitUntil(lambda: w.model.pending is None and not w.scene.animating, timeout=3000)
    card = next(c for c in w.model.hand() if c.face == "Y7")
    drag(w, card_center(w, card), zone_center(w, ("discard",)))
    qtbot.waitUntil(lambda: w.model.pending is None and not w.scene.animating, timeout=3000)
    g = seat.game
    before = set(w.model.tokens.places[ZoneKey("seat", 1)])
    top = w.model.draw_top()
    events = g.apply(Draw("pile"))
    seat.updated.emit(Update(1, Draw("pile"), tuple(public_events(events, 0)), g.view(0)))
    after = w.model.tokens.places[ZoneKey("seat", 1)]
    assert set(after) - before == {top} and w.model.face(top) is None
    assert zone_rect(w, ("draw",)).contains(w.scene.items_by_token[top].pos())
    assert w.model.zone_of(top) == ZoneKey("seat", 1) and w.model.zone_of(top) != DRAW
