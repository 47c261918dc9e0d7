"""Play together from the window (issue 21 §2): two app windows play a round through a
table server started inside the app, on 127.0.0.1 only; the same table shows a remote
game (animations, the move log, refusals with the server's reason), and the host's
lobby shows the code and who sits down."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_helpers import make_window

from phase10_desktop.app.play_together import JoinDialog, LobbyDialog, start_hosting
from phase10_desktop.app.seats.remote import RemoteSeat
from phase10_desktop.bots.registry import make_bot
from phase10_desktop.engine import Discard, Draw


@pytest.fixture
def loopback(monkeypatch):
    """Every table this test hosts listens on 127.0.0.1, and nothing is announced
    beyond the loopback interface."""
    monkeypatch.setenv("PHASE10_HOST_BIND", "127.0.0.1")
    monkeypatch.setenv("PHASE10_MDNS_INTERFACES", "127.0.0.1")


def seated(url: str, sit) -> RemoteSeat:
    seat = RemoteSeat(url)
    seat.connect_to_server().result(10)
    sit(seat).result(10)
    return seat


def test_two_windows_play_a_round_through_a_table_hosted_in_the_app(qtbot, tmp_path, loopback):
    hosting = start_hosting(tmp_path / "tables")
    url = f"ws://127.0.0.1:{hosting.port}"
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    try:
        ana = seated(url, lambda s: s.create("Ana", 2))
        a.play_remote(ana, hosting)
        ben = seated(url, lambda s: s.join(ana.code, "Ben"))
        b.play_remote(ben)
        assert (ana.seat, ben.seat) == (0, 1)
        ana.start().result(10)
        # every seat's share of the cut comes first: the hands follow it
        qtbot.waitUntil(
            lambda: all(w.model.view is not None and w.model.view.hand for w in (a, b)),
            timeout=10000,
        )
        # each window sees its own hand and only the other's card count
        assert a.model.view.hand and not set(a.model.view.hand) & set(b.model.view.hand)
        assert a.game is None and not a.playing_here  # the game is the server's
        bots = {0: make_bot("normal", 1), 1: make_bot("normal", 2)}
        ended: list[object] = []
        a.pacer.round_shown.connect(ended.append)
        b.pacer.round_shown.connect(ended.append)
        refused_once = False
        for _ in range(3000):
            if len(ended) == 2:
                break
            for w in (a, b):
                m = w.model
                if not m.human_to_move or w.scene.animating:
                    continue
                v = m.view
                if not refused_once and v.stage == "play":
                    # the server refuses what this view already knows is illegal? no: it is
                    # refused here first, with the engine's rule, and nothing is sent
                    wrong = Discard(v.hand[0], target=v.seat)
                    assert m.play(wrong) is not None
                    refused_once = True
                action = bots[v.seat].choose(v)
                assert m.play(action) is None
            qtbot.wait(5)  # the event loop carries the server's answers (a signal per move)
        diag = [
            (
                w.model.paused,
                w.model.waiting,
                w.model.finished_round is not None,
                w.scene.animating,
                w.model.view.stage,
                w.pacer._shown_round,
            )
            for w in (a, b)
        ]
        assert len(ended) == 2, f"both windows showed the round end {diag}"
        assert refused_once
        for w in (a, b):
            lines = w.move_log_model.lines()
            assert any("went out" in x or "is over" in x for x in lines)
        # each kept the finished round's record, for replays and export
        qtbot.waitUntil(lambda: ana.finished_rounds() == [1] and ben.finished_rounds() == [1])
        qtbot.waitUntil(lambda: 1 in ana.checks and 1 in ben.checks, timeout=10000)
        assert ana.checks[1] and ben.checks[1], "each client checked the deal itself"
    finally:
        a.stop_hosting("the test is over")


def test_the_host_quitting_is_told_and_the_record_is_kept(qtbot, tmp_path, loopback):
    hosting = start_hosting(tmp_path / "tables")
    url = f"ws://127.0.0.1:{hosting.port}"
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    ana = seated(url, lambda s: s.create("Ana", 2))
    a.play_remote(ana, hosting)
    ben = seated(url, lambda s: s.join(ana.code, "Ben"))
    b.play_remote(ben)
    ana.start().result(10)
    qtbot.waitUntil(lambda: b.model.view is not None and bool(b.model.view.hand), timeout=10000)
    # a move the server refuses comes back with the server's own reason (here a second
    # draw sent behind the table's back: the first is played, the second refused)
    turn = b.model.view.turn
    w, seat = (a, ana) if turn == 0 else (b, ben)
    qtbot.waitUntil(lambda: w.model.human_to_move, timeout=10000)
    with qtbot.waitSignal(seat.refused, timeout=10000) as refused:
        seat.play(Draw("pile"))
        seat.play(Draw("pile"))
    assert "R3.2" in refused.args[1]
    qtbot.waitUntil(lambda: "R3.2" in w.controls.status_label.text(), timeout=5000)
    with qtbot.waitSignal(b.model.changed, timeout=15000, check_params_cb=lambda c: "closed" in c):
        a.close()  # the host quits: its server stops
    assert b.model.read_only
    assert "table is gone" in b.controls.status_label.text()
    assert any("table is gone" in x for x in b.move_log_model.lines())


def test_the_lobby_shows_the_code_and_who_sits_down(qtbot, loopback, tmp_path):
    lobby = LobbyDialog("K7MQ-4XPD", "127.0.0.1:7010", host=True)
    qtbot.addWidget(lobby)
    lobby.show()
    assert lobby.code_label.text() == "K7MQ-4XPD" and "127.0.0.1:7010" in lobby.address_label.text()
    seats = [
        {"seat": 0, "name": "Ana", "kind": "human", "connected": True},
        {"seat": 1, "name": "Ben", "kind": "human", "connected": False},
        {"seat": 2, "name": "Normal bot 3", "kind": "bot", "connected": True},
    ]
    lobby.show_table({"state": "lobby", "seats": seats})
    texts = [lobby.people.item(i).text() for i in range(lobby.people.count())]
    assert texts == ["Ana", "Ben (away)", "Normal bot 3 (bot)"]
    assert lobby.start_button is not None and lobby.start_button.isDefault()
    lobby.show_table({"state": "playing", "seats": seats})
    assert not lobby.isVisible()


def test_the_join_dialog_reads_an_address_and_a_found_table(qtbot):
    from phase10_desktop.net.discovery import FoundTable

    dialog = JoinDialog("Ben", browse=False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    assert dialog.isVisible() and "address" in dialog.error.text()
    found = FoundTable("Ana's table", "127.0.0.1", 7011, "K7MQ-4XPD", 2, 1)
    dialog.show_found([found])
    # the row reads whole: the list widens to it, with no scroll bar to hide its end
    row = dialog.found.item(0)
    assert row.text() == "Ana's table — 2 seats free (K7MQ-4XPD)"
    wide = dialog.found.fontMetrics().horizontalAdvance(row.text())
    qtbot.waitUntil(lambda: dialog.found.viewport().width() >= wide)
    dialog.found.setCurrentRow(0)
    assert dialog.choices()["url"] == "ws://127.0.0.1:7011"
    assert dialog.choices()["code"] == "K7MQ-4XPD"
    dialog.address_edit.setText("127.0.0.1")
    assert dialog.url() == "ws://127.0.0.1:7010"
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    assert not dialog.isVisible()


def test_a_player_whose_connection_died_claims_the_seat_back(qtbot, tmp_path, loopback):
    """Ben's app loses the table for good (a laptop closed): the Normal bot plays for
    him, his window's kept token puts him back in his seat with his hand and the game
    so far in the move log (issue 21 §3)."""
    from phase10_desktop.app.play_together import kept_seats

    hosting = start_hosting(tmp_path / "tables")
    url = f"ws://127.0.0.1:{hosting.port}"
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    try:
        ana = seated(url, lambda s: s.create("Ana", 3, bots=["easy"]))
        a.play_remote(ana, hosting)
        ben = seated(url, lambda s: s.join(ana.code, "Ben"))
        b.play_remote(ben)
        ana.start().result(10)
        qtbot.waitUntil(lambda: b.model.view is not None and bool(b.model.view.hand), timeout=10000)
        from phase10_desktop.user_data import data_folder

        kept = [k for k in kept_seats(data_folder()) if k.code == ana.code and k.name == "Ben"]
        assert len(kept) == 1
        ben.lose_connection()  # gone without a word: no "leave"
        qtbot.waitUntil(
            lambda: len(ana.states) > 1 and ana.states[1].presence in ("away", "bot"),
            timeout=15000,
        )
        assert any("Ben lost their connection" in x for x in a.move_log_model.lines())
        back = seated(url, lambda s: s.rejoin(kept[0].code, kept[0].token, kept[0].seq))
        with qtbot.waitSignal(
            b.model.changed, timeout=10000, check_params_cb=lambda c: "opened" in c
        ):
            b.play_remote(back)
        assert back.seat == 1
        v = b.model.view
        assert v.seat == 1 and v.hand and len(v.hand) == v.hand_counts[1]  # his own hand
        assert any("Round 1" in x for x in b.move_log_model.lines()), "the log came back"
        qtbot.waitUntil(lambda: ana.states[1].presence == "here", timeout=10000)
    finally:
        a.stop_hosting("the test is over")


def test_undo_at_a_table_server_takes_back_your_own_lay_down(qtbot, tmp_path, loopback):
    """Issue 21 §2: Undo at a remote table works as in a game alone: Ctrl+Z after your
    lay-down asks the server, which takes it back (R4: the phase goes back into your
    hand), and the draw stays (R3.2)."""
    from phase10_desktop.engine import LayDown

    hosting = start_hosting(tmp_path / "tables")
    url = f"ws://127.0.0.1:{hosting.port}"
    w = make_window(qtbot, tmp_path / "a")
    try:
        ana = seated(url, lambda s: s.create("Ana", 2, bots=["easy"]))
        w.play_remote(ana, hosting)
        ana.start().result(10)
        qtbot.waitUntil(lambda: w.model.view is not None, timeout=10000)
        bot = make_bot("normal", 3)
        for _ in range(400):
            qtbot.waitUntil(
                lambda: (
                    (w.model.human_to_move and not w.scene.animating)
                    or w.model.finished_round is not None
                ),
                timeout=20000,
            )
            assert w.model.finished_round is None, "nobody laid down this round"
            v = w.model.view
            action = bot.choose(v)
            if not isinstance(action, LayDown):
                with qtbot.waitSignal(w.model.changed, timeout=10000):
                    assert w.model.play(action) is None
                continue
            hand = sorted(map(str, v.hand))
            assert not w.menus.undo_action.isEnabled()
            assert w.model.play(action) is None
            qtbot.waitUntil(lambda: bool(w.model.view.laid[ana.seat]), timeout=10000)
            qtbot.waitUntil(w.menus.undo_action.isEnabled, timeout=10000)
            w.view.setFocus()
            qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            qtbot.waitUntil(lambda: not w.model.view.laid[ana.seat], timeout=10000)
            assert sorted(map(str, w.model.view.hand)) == hand
            assert w.model.view.stage == "play" and w.model.view.turn == ana.seat
            assert any("took" in x for x in w.move_log_model.lines()[-2:])
            return
        pytest.fail("no lay-down in 400 turns")
    finally:
        w.stop_hosting("the test is over")
