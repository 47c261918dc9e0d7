"""A table's rules of play together, without a network: seating, numbered requests,
refusals, undo, the shared cut, the record, and coming back after a crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from phase10_desktop.bots.base import safe_choose
from phase10_desktop.bots.registry import make_bot
from phase10_desktop.engine import Discard, Draw, Hit, LayDown, RuleSet
from phase10_desktop.engine.record import record_from_dict
from phase10_desktop.engine.replay import verify
from phase10_desktop.engine.saves import game_to_json
from phase10_desktop.engine.view import view_from_dict
from phase10_desktop.host import fair_cut
from phase10_desktop.net.seating import token_hash
from phase10_desktop.net.store import Store
from phase10_desktop.net.table import WATCH, Refusal, Table


def new_table(tmp_path: Path, players: int = 3, humans: int = 2) -> Table:
    store = Store(tmp_path)
    setup = {"players": players, "rules": RuleSet().to_dict(), "bots": ["easy"], "host": 0}
    table = Table.new("ABCD-EFGH", setup, store)
    for i in range(humans):
        table.sit(f"P{i + 1}", token_hash(f"token-{i}"))
    return table


def started(tmp_path: Path, players: int = 3, humans: int = 2) -> Table:
    table = new_table(tmp_path, players, humans)
    table.start()
    for s in range(humans):
        table.contribute(s, 1, fair_cut.new_contribution(), 1)
        table.seats[s].client_seq = 0  # the tests below number their own requests
    table.deal()
    return table


def play_turns(table: Table, moves: int) -> None:
    """Let bots make ``moves`` moves for whoever is to move, as the server would."""
    bot = make_bot("easy", 3)
    for _ in range(moves):
        g = table.game
        assert g is not None
        if g.stage == "deal":
            table.deal()
            continue
        if g.stage == "over":
            return
        table.play(g.turn, safe_choose(bot, g.view(g.turn)), "bot")


def test_net_table_seats_fill_then_refuse_and_bots_take_the_rest(tmp_path: Path) -> None:
    table = new_table(tmp_path, players=3, humans=2)
    assert [s.kind for s in table.seats] == ["human", "human", "open"]
    table.sit("P3", token_hash("t3"))
    with pytest.raises(Refusal) as e:
        table.sit("P4", token_hash("t4"))
    assert e.value.code == "table_full"
    table.stand_up(2)
    sent = table.start()
    assert [s.kind for s in table.seats] == ["human", "human", "bot"]
    assert table.seats[2].level == "easy"
    # round 1's commitment reaches every seat and the watchers, before any card
    assert {stream for stream, _ in sent} == {0, 1, 2, WATCH}
    assert all(m["events"][0]["type"] == "deal_committed" for _, m in sent)
    with pytest.raises(Refusal) as e:
        table.sit("Late", token_hash("late"))
    assert e.value.code == "started"


def test_net_table_refuses_out_of_turn_illegal_and_wrong_stage_moves(tmp_path: Path) -> None:
    table = new_table(tmp_path, players=2, humans=2)
    table.start()
    with pytest.raises(Refusal) as e:
        table.play(0, Draw("pile"), "player", 1)
    assert e.value.code == "wrong_stage"  # R2: nobody moves before the deal
    table.deal()
    g = table.game
    assert g is not None
    other = 1 - g.turn
    before = game_to_json(g)
    with pytest.raises(Refusal) as e:
        table.play(other, Draw("pile"), "player", 1)
    assert e.value.code == "not_your_turn" and "R3" in e.value.reason
    with pytest.raises(Refusal) as e:
        table.play(g.turn, Discard(g.hands[g.turn][0]), "player", 1)
    assert e.value.code == "illegal"  # R3: draw first
    with pytest.raises(Refusal) as e:
        table.play(g.turn, {"type": "draw", "source": "sideways"}, "player", 1)
    assert e.value.code == "invalid"
    assert game_to_json(g) == before


def test_net_table_a_resent_request_gets_the_same_answer_and_plays_once(tmp_path: Path) -> None:
    table = started(tmp_path, players=2, humans=2)
    g = table.game
    assert g is not None
    seat = g.turn
    assert table.check_request(seat, 1) is None
    table.play(seat, Draw("pile"), "player", 1)
    step = table.step
    again = table.check_request(seat, 1)
    assert again == {"type": "ack", "re": 1, "repeat": True}
    assert table.step == step  # nothing was played a second time
    with pytest.raises(Refusal) as e:
        table.check_request(seat, 3)
    assert e.value.code == "out_of_order"
    table.refuse(seat, 2, Refusal("illegal", "no"))
    # an earlier request resent late still gets its own answer (a few are kept)...
    assert table.check_request(seat, 1) == {"type": "ack", "re": 1, "repeat": True}
    assert table.check_request(seat, 2)["code"] == "illegal"
    for seq in range(3, 12):
        table.refuse(seat, seq, Refusal("illegal", "no"))
    # ...but not for ever
    with pytest.raises(Refusal) as e:
        table.check_request(seat, 1)
    assert e.value.code == "duplicate"


def test_net_table_undo_takes_back_a_lay_down_and_everyone_is_told(tmp_path: Path) -> None:
    table = new_table(tmp_path, players=2, humans=2)
    table.start()
    table.deal()
    g = table.game
    assert g is not None
    # play until some seat can lay down its phase
    bot = make_bot("normal", 1)
    for _ in range(400):
        g = table.game
        assert g is not None
        if g.stage == "deal":
            table.deal()
            continue
        view = g.view(g.turn)
        action = safe_choose(bot, view)
        if isinstance(action, LayDown | Hit) and g.turn in (0, 1):
            seat = g.turn
            hand = sorted(map(str, g.hands[seat]))
            table.play(seat, action, "player", table.seats[seat].client_seq + 1)
            seq = table.seats[seat].client_seq + 1
            sent = table.undo(seat, seq)
            back = table.game
            assert back is not None
            assert sorted(map(str, back.hands[seat])) == hand
            took = [m["events"][0] for _, m in sent]
            assert all(e["type"] == "took_back" and e["seat"] == seat for e in took)
            assert len(sent) == 3  # both seats and the watchers
            # nothing further to take back: the draw stays (R3)
            with pytest.raises(Refusal) as e:
                table.undo(seat, seq + 1)
            assert e.value.code == "nothing_to_undo"
            return
        table.play(g.turn, action, "bot")
    pytest.fail("nobody laid down in 400 moves")


def test_net_table_record_holds_finished_rounds_only_and_verifies(tmp_path: Path) -> None:
    table = started(tmp_path, players=3, humans=2)
    with pytest.raises(Refusal):
        table.record()  # round 1 is in play: its seed stays secret
    g = table.game
    assert g is not None
    while g.round_no < 3 and g.stage != "over":
        play_turns(table, 1)
        g = table.game
        assert g is not None
    data = table.record()
    rec = record_from_dict(json.loads(json.dumps(data)))
    finished = [r for r in rec.rounds if r.finished]
    assert len(finished) == g.round_no - 1
    assert rec.rounds[-1].seed is None and not rec.rounds[-1].actions  # round in play
    secret = g.record.rounds[-1].seed.hex()
    assert secret not in json.dumps(data)
    assert verify(rec) == []


def test_net_table_the_cut_is_every_seats_part(tmp_path: Path) -> None:
    table = new_table(tmp_path, players=4, humans=3)
    table.start()
    mine = fair_cut.new_contribution()
    table.contribute(0, 1, mine, 1)
    table.contribute(1, 1, fair_cut.new_contribution(), 1)
    # seat 2 sends nothing; seat 3 is a bot
    sent = table.deal()
    dealt = next(m for s, m in sent if s == 0 and m["type"] == "dealt")
    assert dealt["parts"] == ["player", "player", "missed", "server"]
    g = table.game
    assert g is not None and g.record is not None
    r = g.record.rounds[-1]
    assert r.cut == dealt["cut"]

    def check(mine: str | None, seed_hex: str = r.seed.hex()) -> fair_cut.CutCheck:
        return fair_cut.check_round(
            round_no=1,
            seat=0,
            players=4,
            commitment=dealt["commitment"],
            seed_hex=seed_hex,
            cut=r.cut or "",
            mine=mine,
            kinds=dealt["parts"],
        )

    assert check(mine).ok, check(mine).findings
    assert not check(fair_cut.new_contribution()).ok  # my bytes were left out or changed
    assert not check(mine, "00" * 32).ok  # a seed that is not the committed one
    bad_server_part = dealt["parts"].index("server")
    assert r.cut is not None
    parts = r.cut.split(".")
    parts[bad_server_part] = "ab" * 16  # the server chose its bot's part after all
    forged = fair_cut.check_round(
        round_no=1,
        seat=0,
        players=4,
        commitment=dealt["commitment"],
        seed_hex=r.seed.hex(),
        cut=".".join(parts),
        mine=mine,
        kinds=dealt["parts"],
    )
    assert not forged.ok


def test_net_table_comes_back_after_the_process_dies(tmp_path: Path) -> None:
    """What a restart after kill -9 does: a new Store on the same file, every table
    restored from its snapshot and journal, exactly where it was."""
    table = started(tmp_path, players=3, humans=2)
    play_turns(table, 57)
    assert table.game is not None
    state, step, seqs = game_to_json(table.game), table.step, dict(table.last_seq)
    db = table.store.db
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    # every step (the start, each deal, each move) is one journal entry, in its own commit
    assert db.execute("SELECT COUNT(*) FROM journal").fetchone()[0] == step
    db.close()  # no goodbye: what kill -9 leaves is only what was committed
    store = Store(tmp_path)
    (stored,) = store.load_all()
    back = Table.restore(stored, store)
    assert back.game is not None
    assert game_to_json(back.game) == state
    assert (back.step, back.last_seq) == (step, seqs)
    assert [s.name for s in back.seats] == [s.name for s in table.seats]
    # and it plays on: the stream numbering continues
    play_turns(back, 5)
    assert back.step > step


def test_net_table_watchers_see_no_hand(tmp_path: Path) -> None:
    table = started(tmp_path)
    view = table.view(WATCH)
    assert view is not None and view["hand"] == [] and view["seat"] == -1
    seat_view = view_from_dict(table.view(0))  # type: ignore[arg-type]
    assert len(seat_view.hand) == 10
