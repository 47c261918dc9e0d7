"""A seat at a table server offers undo when the server says so (``may_undo`` with each
step), not by rebuilding the undo rule from the events it was told: the rule is the
game host's, decided once (docs/host.md)."""

from __future__ import annotations

from phase10_desktop.app.seats.remote import RemoteSeat
from phase10_desktop.engine import Game, LayDown
from phase10_desktop.engine.public import event_to_dict
from phase10_desktop.engine.view import view_to_dict
from phase10_desktop.host import GameHost, LocalPlayer


def steps_until_a_lay_down():
    """A two-seat game played until seat 0 lays down: each step's events for seat 0."""
    from phase10_desktop.bots.base import safe_choose
    from phase10_desktop.bots.registry import make_bot

    g = Game.new(2, seed=21, deal=False)
    host = GameHost(g, [LocalPlayer("human"), LocalPlayer("human")])
    out = [host.start(), host.deal("")]
    bot = make_bot("normal", 4)
    for _ in range(2000):
        if host.waiting_deal() is not None:
            out.append(host.deal(""))
            continue
        seat = host.mover()
        assert seat is not None
        action = safe_choose(bot, host.view(seat))
        out.append(host.play(seat, action))
        if seat == 0 and isinstance(action, LayDown):
            return host, out
    raise AssertionError("seat 0 never laid down")


def message(host: GameHost, step, n: int, may_undo: bool | None) -> dict:
    m = {
        "type": "events",
        "seq": n,
        "step": n,
        "by": "player",
        "events": [event_to_dict(e) for e in step.told(0)],
        "view": view_to_dict(host.view(0)),
    }
    if may_undo is not None:
        m["may_undo"] = may_undo
    return m


def test_the_remote_seat_offers_undo_only_when_the_server_says_so(qtbot) -> None:
    host, steps = steps_until_a_lay_down()
    seat = RemoteSeat("ws://127.0.0.1:9")  # never connected: messages are fed by hand
    try:
        seat.seat = 0
        for n, step in enumerate(steps[:-1], 1):
            seat._take(message(host, step, n, False))
        # seat 0 has just laid down, but the server says there is nothing to take back
        # (as a host with another undo rule would): no Undo is offered
        seat._take(message(host, steps[-1], len(steps), False))
        assert isinstance(steps[-1].action, LayDown)
        assert not seat.can_take_back()
        # the server says it may: Undo is offered; a step that does not say: it is not
        seat._take(message(host, steps[-1], len(steps) + 1, True))
        assert seat.can_take_back()
        seat._take(message(host, steps[-1], len(steps) + 2, None))
        assert not seat.can_take_back()
    finally:
        seat.lose_connection()
