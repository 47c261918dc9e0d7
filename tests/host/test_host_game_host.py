"""The game host decides once, for every way of playing: the turn check (R3) and its
refusals, what each seat is told, undo (R3), who the bots move for and with which
seed, the cut made of every seat's part, and the journal that replays a game.

No Qt and no network here: the host is plain synchronous code, the same object under
a game on this computer and under a table server's table.
"""

from __future__ import annotations

import pytest

from phase10_desktop.bots.base import safe_choose
from phase10_desktop.bots.registry import make_bot
from phase10_desktop.engine import Discard, Draw, Game, Hit, LayDown
from phase10_desktop.engine.events import Drew, RoundEnded, RoundStarted, TookBack
from phase10_desktop.engine.fair_deal import bot_seed
from phase10_desktop.engine.saves import game_to_json
from phase10_desktop.host import (
    BOT,
    HUMAN,
    WATCH,
    GameHost,
    LocalPlayer,
    MemoryJournal,
    Refusal,
    fair_cut,
)


def people(n: int = 2, **players: LocalPlayer) -> list[LocalPlayer]:
    out = [LocalPlayer(HUMAN) for _ in range(n)]
    for seat, p in players.items():
        out[int(seat.removeprefix("s"))] = p
    return out


def dealt_host(players=None, *, seed: int = 7, practice: bool = False, journal=None) -> GameHost:
    g = Game.new(len(players or people()), seed=seed, deal=False)
    assert g.record is not None
    g.record.practice = practice
    host = GameHost(g, players or people(), journal=journal)
    host.start()
    host.deal("cut 1")
    return host


def play_on(host: GameHost, until, limit: int = 2000) -> None:
    """Move for whoever is to move (a Normal bot's choice) until ``until(host)``."""
    bot = make_bot("normal", 3)
    for _ in range(limit):
        if until(host):
            return
        if host.waiting_deal() is not None:
            host.deal("")
            continue
        seat = host.mover()
        assert seat is not None, "the game ended before the wanted moment"
        turn = host.bot_turn()
        host.play(seat, safe_choose(bot, host.view(seat)), "player" if turn is None else turn.why)
    pytest.fail("the wanted moment did not come")


def can_lay_or_hit(host: GameHost) -> bool:
    seat = host.mover()
    if seat is None or host.game.stage != "play":
        return False
    bot = make_bot("normal", 3)
    return isinstance(safe_choose(bot, host.view(seat)), LayDown | Hit)


# ----------------------------------------------------------------- the turn check
def test_a_seat_out_of_turn_is_refused_with_r3_and_the_game_is_untouched() -> None:
    host = dealt_host()
    g = host.game
    other = 1 - g.turn
    before = game_to_json(g)
    with pytest.raises(Refusal) as e:
        host.play(other, Draw("pile"))
    assert e.value.code == "not_your_turn"
    assert str(e.value.reason) == f"It is {g.names[g.turn]}'s turn, not yours (R3)."
    # a seat's own view gives the same sentence: one turn check (engine/legality.py)
    assert host.view(other).problem(Draw("pile")) == e.value.reason
    with pytest.raises(Refusal) as e:
        host.play(WATCH, Draw("pile"))
    assert e.value.code == "not_your_turn"
    assert game_to_json(g) == before


def test_nobody_moves_before_the_deal_or_after_the_end() -> None:
    g = Game.new(2, seed=3, deal=False)
    host = GameHost(g, people())
    with pytest.raises(Refusal) as e:
        host.play(g.turn, Draw("pile"))
    assert e.value.code == "wrong_stage" and "R2.2" in e.value.reason
    host.deal("")
    play_on(host, lambda h: h.game.game_over, limit=20_000)
    with pytest.raises(Refusal) as e:
        host.play(0, Draw("pile"))
    assert e.value.code == "wrong_stage" and "R8.1" in e.value.reason


def test_an_illegal_or_malformed_move_is_refused_with_its_reason() -> None:
    host = dealt_host()
    g = host.game
    seat = g.turn
    with pytest.raises(Refusal) as e:
        host.play(seat, Discard(g.hands[seat][0]))  # R3: draw first
    assert e.value.code == "illegal" and "R3.2" in e.value.reason
    with pytest.raises(Refusal) as e:
        host.play(seat, {"type": "draw", "source": "sideways"})
    assert e.value.code == "invalid"
    step = host.play(seat, {"type": "draw", "source": "pile"})  # a move as JSON plays
    assert step.action == Draw("pile") and step.entry is not None


def test_a_person_the_bots_play_for_cannot_move_themselves() -> None:
    host = dealt_host()
    seat = host.game.turn
    host.players[seat] = LocalPlayer(HUMAN, away=True)  # type: ignore[index]
    with pytest.raises(Refusal) as e:
        host.play(seat, Draw("pile"))
    assert e.value.code == "busy"
    assert host.play(seat, Draw("pile"), by="away").seat == seat


# ------------------------------------------------------------- what each seat is told
def test_each_seat_is_told_only_its_own_draw_from_the_pile() -> None:
    host = dealt_host()
    seat = host.game.turn
    step = host.play(seat, Draw("pile"))
    (drew,) = [e for e in step.events if isinstance(e, Drew)]
    assert drew.card is not None
    mine = [e for e in step.told(seat) if isinstance(e, Drew)]
    theirs = [e for e in step.told(1 - seat) if isinstance(e, Drew)]
    watching = [e for e in step.told(WATCH) if isinstance(e, Drew)]
    assert mine == [drew]
    assert theirs[0].card is None and watching[0].card is None
    assert host.view(WATCH).hand == () and host.view(WATCH).seat == WATCH


def test_the_history_tells_each_stream_what_it_was_told() -> None:
    journal = MemoryJournal()
    host = dealt_host(journal=journal)
    for _ in range(6):
        seat = host.mover()
        assert seat is not None
        host.play(seat, safe_choose(make_bot("easy", 1), host.view(seat)))
    for stream in (0, 1, WATCH):
        for events, view in host.history(stream):
            for e in events:
                if isinstance(e, Drew) and e.source == "pile":
                    assert (e.card is not None) == (e.seat == stream)
            assert view.seat == stream


# ---------------------------------------------------------------------------- undo
def test_undo_takes_back_a_lay_down_but_never_a_draw_r3() -> None:
    host = dealt_host()
    play_on(host, can_lay_or_hit)
    seat = host.mover()
    assert seat is not None
    assert not host.may_undo(seat)  # only the draw so far: it showed a card
    hand = sorted(map(str, host.game.hands[seat]))
    action = safe_choose(make_bot("normal", 3), host.view(seat))
    host.play(seat, action)
    assert host.may_undo(seat) and not host.may_undo(1 - seat)
    step = host.undo(seat)
    assert step.events == (TookBack(seat, action),)
    assert step.undone == ((seat, action),)
    assert sorted(map(str, host.game.hands[seat])) == hand
    with pytest.raises(Refusal) as e:
        host.undo(seat)
    assert e.value.code == "nothing_to_undo" and "R3" in e.value.reason


def test_practice_undo_goes_back_before_any_own_move_newest_first() -> None:
    host = dealt_host(practice=True)
    first = host.mover()
    assert first is not None
    host.play(first, Draw("pile"))
    discard = next(
        a for a in host.game.legal_actions() if isinstance(a, Discard) and not a.card.is_skip
    )
    host.play(first, discard)
    other = host.mover()
    assert other is not None and other != first
    host.play(other, Draw("pile"))
    assert host.may_undo(first)  # not first's turn, but a practice game
    step = host.undo(first)
    kinds = [type(e.action).__name__ for e in step.events]  # type: ignore[attr-defined]
    assert kinds == ["Draw", "Discard"]  # newest first: other's draw, then first's discard
    assert [s for s, _ in step.undone] == [first, other]
    assert host.mover() == first and host.game.stage == "play"


# ---------------------------------------------------------------------- the bots
def test_the_host_says_who_moves_with_which_bot_and_seed() -> None:
    players = people(3, s1=LocalPlayer(BOT, "hard"), s2=LocalPlayer(BOT, "easy"))
    host = dealt_host(players)
    seeds = {s: bot_seed(host.game.seed, s) for s in range(3)}
    assert host.bots() == {1: ("hard", seeds[1]), 2: ("easy", seeds[2])}
    seen = {}
    play_on(host, lambda h: len(seen) == 3 or bool(seen.update({h.mover(): h.bot_turn()})))
    assert seen[0] is None  # a person moves for themselves
    assert (seen[1].level, seen[1].seed, seen[1].why, seen[1].stand_in) == (
        "hard",
        seeds[1],
        "bot",
        "normal",
    )
    assert (seen[2].level, seen[2].stand_in) == ("easy", "normal")


def test_a_person_away_or_out_of_time_is_played_by_the_stand_in() -> None:
    host = dealt_host()
    seat = host.game.turn
    assert host.bot_turn() is None
    host.players[seat] = LocalPlayer(HUMAN, timer_turn=True)  # type: ignore[index]
    turn = host.bot_turn()
    assert turn is not None and (turn.seat, turn.level, turn.why) == (seat, "normal", "timer")
    assert turn.stand_in is None
    host.players[seat] = LocalPlayer(HUMAN, away=True)  # type: ignore[index]
    turn = host.bot_turn()
    assert turn is not None and turn.why == "away"
    assert host.bots() == {seat: ("normal", bot_seed(host.game.seed, seat))}


# -------------------------------------------------------------------- the deal
def test_a_tables_cut_is_every_seats_part() -> None:
    players = people(4, s3=LocalPlayer(BOT, "easy"))
    players[2] = LocalPlayer(HUMAN, away=True)
    g = Game.new(4, deal=False)
    host = GameHost(g, players)
    mine = fair_cut.new_contribution()
    cut, kinds = host.cut_of({0: mine})
    assert kinds == ("player", "missed", "server", "server")
    assert cut.split(".")[0] == mine and cut.split(".")[1] == fair_cut.MISSING
    seed = g.record.rounds[-1].seed  # type: ignore[union-attr]
    assert cut.split(".")[3] == fair_cut.server_contribution(seed, 3)
    step = host.deal(cut, kinds)
    assert step.entry == {"kind": "deal", "cut": cut, "parts": list(kinds)}
    assert host.game.record.rounds[-1].cut == cut  # type: ignore[union-attr]


def test_a_game_that_deals_on_by_itself_shows_the_next_deal_when_asked() -> None:
    """An old save deals the next round with the move that ends a round: the round's end
    is told first, the deal only when the seat asks for it (the player sees the summary)."""
    g = Game.new(2, seed=11)  # deals every round at once
    host = GameHost(g, people())
    bot = make_bot("normal", 2)
    for _ in range(5000):
        seat = host.mover()
        assert seat is not None
        step = host.play(seat, safe_choose(bot, host.view(seat)))
        if any(isinstance(e, RoundEnded) for e in step.events):
            break
    assert not any(isinstance(e, RoundStarted) for e in step.events)
    assert host.mover() is None and host.waiting_deal() is not None
    with pytest.raises(Refusal):
        host.play(host.game.turn, Draw("pile"))
    shown = host.deal()
    assert any(isinstance(e, RoundStarted) for e in shown.events) and shown.entry is None
    assert host.mover() == host.game.turn


# ------------------------------------------------------------------- the journal
def test_the_journal_replays_the_game_step_by_step() -> None:
    """Local play keeps its journal in memory; a table's is its store. Either replayed
    on the game as it was at the start gives the game as it is, undo included."""
    journal = MemoryJournal()
    g = Game.new(2, seed=5, deal=False)
    start = game_to_json(g)
    host = GameHost(g, people(), journal=journal)
    host.start()
    host.deal("mine")
    play_on(host, can_lay_or_hit)
    seat = host.mover()
    assert seat is not None
    host.play(seat, safe_choose(make_bot("normal", 3), host.view(seat)))
    host.undo(seat)
    play_on(host, lambda h: h.game.round_no == 2 and h.game.stage == "play")
    from phase10_desktop.engine.saves import game_from_json

    again = GameHost.restore(game_from_json(start), people(), journal.entries)
    assert game_to_json(again.game) == game_to_json(host.game)
    assert [e["kind"] for e in journal.entries][:2] == ["start", "deal"]
    assert "undo" in [e["kind"] for e in journal.entries]
    with pytest.raises(ValueError):
        GameHost.restore(game_from_json(start), people(), [{"kind": "teleport"}])
