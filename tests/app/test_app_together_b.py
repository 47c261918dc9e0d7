"""Issue 29 part B, as a table of friends plays it: two app windows through a table
server in this process (127.0.0.1 only), every step by mouse and keyboard — the
menus, the dialogs, the cards. Know where you are; the host cannot vanish by
accident."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from together_helpers import (
    answer,
    choose,
    click,
    crash,
    dealt,
    end_hosting,
    hosted_table,
    join_window,
    label_texts,
    menu_entry,
    play_by_mouse,
    shown_dialogs,
    when_shown,
)

from phase10_desktop import cli
from phase10_desktop.bots.registry import make_bot

MOUSE = Qt.MouseButton.LeftButton


def play_a_round_by_mouse(qtbot, windows_, seed: int = 3) -> int:
    """Both windows play until the round ends, each move chosen by a Normal bot and
    made by mouse; the round's summary is closed by clicking its button. Returns how
    many moves the mouse made (the rest went as sent moves, see play_by_mouse)."""
    bots = {w: make_bot("normal", seed + i) for i, w in enumerate(windows_)}
    summaries: list = []
    by_mouse = 0
    for w in windows_:
        w.conductor.round_shown.connect(summaries.append)
    deadline = time.monotonic() + 240
    while len(summaries) < len(windows_):
        assert time.monotonic() < deadline, "the round did not end"
        for w in windows_:
            m = w.model
            if m.human_to_move and not w.scene.animating:
                by_mouse += play_by_mouse(qtbot, w, bots[w].choose(m.view))
        qtbot.wait(20)
    for d in shown_dialogs("RoundSummaryDialog"):
        qtbot.mouseClick(d.next_button, MOUSE)
    return by_mouse


def play_to_the_end_by_mouse(qtbot, windows_, seed: int = 3) -> None:
    """Both windows play the whole game by mouse (as above), each round's summary closed
    by a click, until each window shows the game's result."""
    from phase10_desktop.app.dialogs.game_over import GameOverDialog

    bots = {w: make_bot("normal", seed + i) for i, w in enumerate(windows_)}
    deadline = time.monotonic() + 300

    def over(w) -> bool:
        return any(d.isVisible() for d in w.findChildren(GameOverDialog))

    while not all(over(w) for w in windows_):
        assert time.monotonic() < deadline, "the game did not end"
        summaries = [d for d in shown_dialogs("RoundSummaryDialog")]
        for d in summaries:
            qtbot.mouseClick(d.next_button, MOUSE)
        for w in windows_:
            m = w.model
            if m.human_to_move and not w.scene.animating:
                play_by_mouse(qtbot, w, bots[w].choose(m.view))
        qtbot.wait(20)


def test_play_again_with_the_same_people_and_seats(qtbot, tmp_path, loopback, own_data, windows):
    """A whole (short) game by mouse; Ana's result offers Play again, Ben's says she may.
    She clicks it: Ben is asked, plays, and both tables show another game, the same
    seats, every card dealt again; when Ben would rather not, he leaves the table."""
    from phase10_desktop.engine import RuleSet

    a, b = windows("a"), windows("b")
    ana, hosting = hosted_table(qtbot, a, tmp_path, 2, rules=RuleSet(phases="first:1").to_dict())
    join_window(b, hosting, ana.code)
    ana.start().result(10)
    dealt(qtbot, a, b)
    play_to_the_end_by_mouse(qtbot, [a, b])
    from phase10_desktop.app.dialogs.game_over import GameOverDialog

    (ana_over,) = [d for d in a.findChildren(GameOverDialog) if d.isVisible()]
    (ben_over,) = [d for d in b.findChildren(GameOverDialog) if d.isVisible()]
    assert ana_over.again_button is not None and ana_over.again_button.isDefault()
    assert ben_over.again_button is None and "Ana may start another game" in " ".join(
        label_texts(ben_over)
    )
    offered = answer(qtbot, "playAgainOffer", "Play")
    qtbot.mouseClick(ana_over.again_button, MOUSE)
    qtbot.waitUntil(lambda: bool(offered), timeout=15000)
    assert "Ana started another game" in offered[0] and "same seat" in offered[0]
    assert not ben_over.isVisible()  # the old result goes with the new game
    dealt(qtbot, a, b)
    for w in (a, b):
        v = w.model.view
        assert v.round_no == 1 and v.phase_no == (1, 1) and v.scores == (0, 0)
        assert w.model.result is None and w.windowTitle().startswith("Ana's table")
    assert b.seat.seat == 1 and b.seat.game_no == 2
    assert any("Ana started another game" in x for x in b.move_log_model.lines())
    assert any("You started another game" in x for x in a.move_log_model.lines())
    # the second game, to its end; this time Ben would rather not play a third
    play_to_the_end_by_mouse(qtbot, [a, b], seed=9)
    (ana_over,) = [d for d in a.findChildren(GameOverDialog) if d.isVisible()]
    answer(qtbot, "playAgainOffer", "Leave the table")
    qtbot.mouseClick(ana_over.again_button, MOUSE)
    qtbot.waitUntil(lambda: b.playing_here, timeout=15000)
    qtbot.waitUntil(
        lambda: any("Ben left the table" in x for x in a.move_log_model.lines()), timeout=15000
    )
    assert a.seat.game_no == 3 and not a.playing_here


def test_know_where_you_are(qtbot, tmp_path, loopback, own_data, windows):
    """The window's title and the line under the table name the table; Game → Leave
    table is there at a table only; Help says how to get back to a seat, and getting
    back works as it says."""
    a, b = windows("a"), windows("b")
    assert not menu_entry(b, "Game", "Leave table").isEnabled()
    ana, hosting = hosted_table(qtbot, a, tmp_path, 3, bots=["easy"])
    join_window(b, hosting, ana.code)
    ana.start().result(10)
    dealt(qtbot, a, b)
    code = ana.code
    assert a.windowTitle() == f"Ana's table, {code} — Phase 10 Desktop"
    assert b.windowTitle() == f"Ana's table, {code} — Phase 10 Desktop"
    assert f"Ana's table · {code} · you host it on this computer" in label_texts(a)
    assert f"Ana's table · {code}" in label_texts(b)
    assert menu_entry(b, "Game", "Leave table").isEnabled()
    helped = answer(qtbot, "togetherHelp", "OK")
    choose(qtbot, b, "Help", "Playing with others")
    assert helped and "Back to your seat" in helped[0] and "Join a table" in helped[0]
    # Ben leaves by the menu: asked, with the way back
    asked = answer(qtbot, "leaveTableQuestion", "Leave the table")
    choose(qtbot, b, "Game", "Leave table")
    assert asked and "Back to your seat" in asked[0] and "Normal bot plays your seat" in asked[0]
    assert b.playing_here and b.windowTitle() == "Phase 10 Desktop"
    assert not any(code in t for t in label_texts(b))
    assert not menu_entry(b, "Game", "Leave table").isEnabled()
    qtbot.waitUntil(lambda: b.model.view is not None and not b.scene.animating, timeout=10000)
    # and back, as Help said: Game → Play with others → Join a table → Back to your seat
    done: dict = {}

    def back(dialog) -> None:
        def row():
            rows = [dialog.found.item(i) for i in range(dialog.found.count())]
            # (both windows keep their seats in this computer's one data folder: Ana's is
            # listed too, as it would be for one person at two windows)
            mine = [
                r for r in rows if r.text().startswith("Back to your seat") and "Ben" in r.text()
            ]
            return mine[0] if mine else None

        qtbot.waitUntil(lambda: row() is not None, timeout=15000)
        done["row"] = row().text()
        rect = dialog.found.visualItemRect(row())
        qtbot.mouseClick(dialog.found.viewport(), MOUSE, pos=rect.center())
        qtbot.mouseDClick(dialog.found.viewport(), MOUSE, pos=rect.center())

    when_shown("JoinDialog", back)
    choose(qtbot, b, "Game", "Play with others", "Join a table…")
    # (the code is kept left to right in a sentence of either direction, issue 31 B9)
    assert done["row"] == f"Back to your seat at Ana's table (\u2066{code}\u2069), as Ben"
    dealt(qtbot, b)
    assert b.seat.seat == 1 and b.windowTitle() == f"Ana's table, {code} — Phase 10 Desktop"
    assert any("You are back in your seat." in x for x in b.move_log_model.lines())


def test_the_host_cannot_vanish_by_accident(
    qtbot, tmp_path, loopback, own_data, windows, monkeypatch
):
    """Ana and Ben play a round by mouse. Ana presses Ctrl+Q: she is asked, and told the
    game ends for Ben; she ends it. Ben's window says so at once in a dialog, which saves
    his record of the finished round; `phase10 verify` accepts it."""
    a, b = windows("a"), windows("b")
    ana, hosting = hosted_table(qtbot, a, tmp_path, 2)
    join_window(b, hosting, ana.code)
    ana.start().result(10)
    dealt(qtbot, a, b)
    moved = play_a_round_by_mouse(qtbot, [a, b])
    assert moved > 10
    qtbot.waitUntil(lambda: b.seat.finished_rounds() == [1], timeout=15000)
    asked = answer(qtbot, "leaveTableQuestion", "End the table and quit")
    gone = when_shown("TableGoneDialog", lambda d: None)
    a.activateWindow()
    qtbot.waitUntil(a.isActiveWindow, timeout=5000)
    a.view.setFocus()
    qtbot.keyClick(a.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert asked and "ends for Ben" in asked[0], asked
    assert not a.isVisible()
    qtbot.waitUntil(lambda: bool(gone), timeout=5000)
    dialog = gone[0]
    words = " ".join(label_texts(dialog))
    assert "Ana ended the table" in words and "1 rounds finished" in words, words
    kept = tmp_path / "ben-record.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(kept), ""))
    click(qtbot, dialog, "Save the record…")
    assert cli.main(["verify", str(kept)]) == 0
    click(qtbot, dialog, "Close")
    assert "Ana ended the table" in b.controls.status_label.text()


def test_a_host_app_that_dies_is_said_at_once(qtbot, tmp_path, loopback, own_data, windows):
    """Ana's app dies outright (no goodbye). Ben is told at once that the table does not
    answer (his app keeps trying), and can leave it from the dialog."""
    a, b = windows("a"), windows("b")
    ana, hosting = hosted_table(qtbot, a, tmp_path, 2)
    join_window(b, hosting, ana.code)
    ana.start().result(10)
    dealt(qtbot, a, b)

    def bens() -> list:  # (Ana's own window, cut off from its server too, says so as well)
        return [d for d in shown_dialogs("TableGoneDialog") if d.parentWidget() is b]

    started = time.monotonic()
    crash(hosting)
    qtbot.waitUntil(lambda: bool(bens()), timeout=10000)
    assert time.monotonic() - started < 5, "told only after the client gave up"
    dialog = bens()[0]
    words = " ".join(label_texts(dialog))
    assert "Ana's table is not answering" in words and "Trying again" in words, words
    click(qtbot, dialog, "Leave the table")
    assert b.playing_here and b.windowTitle() == "Phase 10 Desktop"


def test_a_connection_that_gave_up_ends_its_thread(qtbot, tmp_path, loopback, own_data, windows):
    """The table's server dies and Ben's app gives up connecting again: the table is
    lost, and nothing of that connection runs on (its thread ran for the rest of the
    program, however often he left tables that were lost)."""
    from phase10_desktop.app.seats.remote import RemoteSeat

    b = windows("b")
    ana, hosting = hosted_table(qtbot, None, tmp_path, 2)
    try:
        ben = RemoteSeat(f"ws://127.0.0.1:{hosting.port}", reconnect_for=1.0)
        ben.connect_to_server().result(10)
        ben.join(ana.code, "Ben").result(10)
        b.play_remote(ben)
        ana.start().result(10)
        dealt(qtbot, b)
        crash(hosting)
        qtbot.waitUntil(lambda: ben.gone_why == "lost", timeout=15000)
        qtbot.waitUntil(lambda: ben.client._thread.loop.is_closed(), timeout=10000)
        for dialog in shown_dialogs("TableGoneDialog"):
            click(qtbot, dialog, "Leave the table")
        assert b.playing_here
    finally:
        end_hosting(hosting)
