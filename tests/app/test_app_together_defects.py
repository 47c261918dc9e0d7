"""Issue 29 part A: what a family hit playing together with two app windows on one
computer, each point as it happened, through a table server in this process (127.0.0.1
only), driven by mouse and keyboard. Each test failed on the code before its fix."""

from __future__ import annotations

import logging
import re
import socket

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication
from table_helpers import config
from together_helpers import (
    answer,
    button,
    click,
    dealt,
    end_hosting,
    hosted_table,
    join_window,
    label_texts,
    seated,
    shown_dialogs,
    when_shown,
)

from phase10_desktop.bots.registry import make_bot
from phase10_desktop.net.discovery import Advertiser, Browser

MOUSE = Qt.MouseButton.LeftButton


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def advertise(name: str, port: int, code: str, free: int, *, locked: bool = False) -> Advertiser:
    """Announce a table on the loopback interface (with a lock mark where there is one:
    the code before issue 29 had none)."""
    try:
        return Advertiser(
            name, "127.0.0.1", port, code, free, interfaces=["127.0.0.1"], locked=locked
        )
    except TypeError:
        return Advertiser(name, "127.0.0.1", port, code, free, interfaces=["127.0.0.1"])


def announced(hosting, ad) -> None:
    """The hosting keeps the announcement (and keeps it true, with the code of issue 29)."""
    if hasattr(hosting, "announced"):
        hosting.announced(ad)
    else:
        hosting.advertiser = ad


def answer_any(qtbot, prefer: tuple[str, ...]) -> list:
    """Answer the next dialog with the first of ``prefer`` it has, recording its words."""
    said: list = []

    def act(d) -> None:
        said.append(" ".join(label_texts(d)))
        texts = {b.text().replace("&", "") for b in d.findChildren(QAbstractButton)}
        name = next((t for t in prefer if t in texts), None)
        if name is not None:
            click(qtbot, d, name)
        else:
            d.close()

    when_shown(None, act)  # type: ignore[arg-type]
    return said


# --------------------------------------------------------------------------- A1
def test_a1_a_start_after_the_app_was_killed_at_a_table_offers_that_seat_first(
    qtbot, tmp_path, loopback, own_data, windows
):
    """Ben's app is killed mid-round at Ana's table. At the next start, the question
    is "You were at Ana's table… Go back?", not "Resume your game?" (his old game on
    this computer), and going back puts him in his seat with his hand; his own game
    here is still saved."""
    import argparse

    from phase10_desktop.app.main import resume_or_start

    ana, hosting = hosted_table(qtbot, None, tmp_path, 3, bots=["easy"])
    try:
        b = windows("b")
        b.new_game(config("normal"))  # his own game on this computer, saved as he plays
        qtbot.waitUntil(b.store.has_autosave, timeout=5000)
        ben = join_window(b, hosting, ana.code)
        ana.start().result(10)
        dealt(qtbot, b)
        ben.lose_connection()  # killed: no word to the server, nothing saved on the way out
        # the next start of Ben's app: the same data folder and saves
        again = windows("b")
        said = answer_any(qtbot, ("Go back to the table", "No"))
        args = argparse.Namespace(new_game=False)
        resumed = resume_or_start(again, again.store, again.settings, args)
        assert resumed, said
        assert said and "You were at Ana's table" in said[0], said
        assert "Join a table" in said[0] and "Back to your seat" in said[0]
        dealt(qtbot, again)
        assert again.seat.seat == 1 and not again.playing_here
        assert again.store.has_autosave(), "his game here is kept"
        assert not shown_dialogs("backToTableQuestion")
        again.end_visit()
    finally:
        end_hosting(hosting)


# --------------------------------------------------------------------------- A3
@pytest.mark.parametrize("path", ["new game", "pass and play", "host again"])
def test_a3_starting_another_game_while_hosting_asks_and_then_ends_the_table(
    qtbot, tmp_path, loopback, own_data, windows, path
):
    """Ana hosts a started table and starts another game. She is asked first ("End
    your table?", naming Ben); ending it tells Ben at once and withdraws the table from
    the network, so no stranger joins it and no bot plays it to "Game over"."""
    a, b = windows("a"), windows("b")
    a.menus.host_table  # noqa: B018 (the menus exist)
    ana, hosting = hosted_table(qtbot, a, tmp_path, 2)
    ad = Advertiser("Ana's table", "127.0.0.1", hosting.port, ana.code, 0, interfaces=["127.0.0.1"])
    announced(hosting, ad)
    browser = Browser(interfaces=["127.0.0.1"])
    try:
        join_window(b, hosting, ana.code)
        ana.start().result(10)
        dealt(qtbot, a, b)
        qtbot.waitUntil(lambda: any(t.code == ana.code for t in browser.tables()), timeout=20000)
        asked = answer(qtbot, "leaveTableQuestion", "End the table")
        if path == "new game":
            when_shown("NewGameDialog", lambda d: click(qtbot, d, "Start"))
            a.menus.new_game_dialog()
        elif path == "pass and play":
            when_shown("PassAndPlayDialog", lambda d: click(qtbot, d, "Start"))
            a.menus.pass_and_play()
        else:
            when_shown("HostDialog", lambda d: click(qtbot, d, "Host"))
            when_shown("LobbyDialog", lambda d: click(qtbot, d, "Leave"))
            a.menus.host_table()
        assert asked, "no question before leaving the table"
        assert "Ana's table runs on this computer" in asked[0] and "Ben" in asked[0]
        qtbot.waitUntil(lambda: b.visit.gone, timeout=10000)
        assert "Ana ended the table" in b.controls.status_label.text()
        qtbot.waitUntil(
            lambda: not any(t.code == ana.code for t in browser.tables()), timeout=20000
        )
        # nobody can sit at it any more: the table is gone from its server
        with pytest.raises(Exception):  # noqa: B017 (refused or no server: either way)
            seated(f"ws://127.0.0.1:{hosting.port}", lambda s: s.join(ana.code, "Stranger"))
    finally:
        browser.close()
        end_hosting(hosting)


def test_a3_staying_at_the_table_keeps_it(qtbot, tmp_path, loopback, own_data, windows):
    a, b = windows("a"), windows("b")
    ana, hosting = hosted_table(qtbot, a, tmp_path, 2)
    join_window(b, hosting, ana.code)
    ana.start().result(10)
    dealt(qtbot, a, b)
    when_shown("leaveTableQuestion", lambda d: click(qtbot, d, "Stay at the table"))
    when_shown("NewGameDialog", lambda d: click(qtbot, d, "Start"))
    a.menus.new_game_dialog()
    assert a.hosting is hosting and not a.playing_here, "Ana left her table"
    assert not b.model.read_only and "ended" not in b.controls.status_label.text()


# --------------------------------------------------------------------------- A4
def test_a4_found_tables_say_what_they_are_once_and_only_while_they_answer(
    qtbot, tmp_path, loopback, own_data, windows
):
    """The list of tables: a table in play says it can be watched (not "2 seats free"),
    a table with a password shows a lock, the seat the player holds is listed once as
    "Back to your seat" (with their name), and neither a table whose app was killed
    (its announcement lingers) nor a kept seat whose table is gone is listed."""
    from phase10_desktop.app.together.play_together import (
        JoinDialog,
        KeptSeat,
        keep_seat,
        kept_seats,
    )

    a, b = windows("a"), windows("b")
    ana, hosting = hosted_table(qtbot, None, tmp_path, 3, password="tuesday")
    ad = advertise("Ana's table", hosting.port, ana.code, 2, locked=True)
    announced(hosting, ad)  # the host's window keeps it true (seats, state)
    dead_port = free_port()
    ghost = Advertiser(
        "Cleo's table", "127.0.0.1", dead_port, "GHST-TBLE", 3, interfaces=["127.0.0.1"]
    )
    try:
        ben = seated(f"ws://127.0.0.1:{hosting.port}", lambda s: s.join(ana.code, "Ben", "tuesday"))
        b.play_remote(ben)  # his seat is kept as he plays
        qtbot.waitUntil(lambda: ben.table is not None)
        keep_seat(own_data, KeptSeat(f"ws://127.0.0.1:{dead_port}", "GONE-TBLE", "t" * 32, "Ben"))
        ana.start().result(10)
        if hasattr(hosting, "announce"):  # as the host's window does when the game starts
            hosting.announce(0, "playing")
        dialog = JoinDialog("Ben", a, kept=kept_seats(own_data))
        qtbot.addWidget(dialog)
        dialog.show()

        def rows() -> list[str]:
            return [dialog.found.item(i).text() for i in range(dialog.found.count())]

        qtbot.waitUntil(lambda: any(ana.code in r for r in rows()), timeout=20000)
        qtbot.wait(3500)  # long enough for a dead server's answer to be known
        shown = rows()
        # (other programs on this computer may announce tables on loopback too: only
        # this test's codes are looked at)
        assert not any("GHST-TBLE" in r for r in shown), f"a dead table is listed: {shown}"
        assert not any("GONE-TBLE" in r for r in shown), f"a dead seat is listed: {shown}"
        ours = [r for r in shown if ana.code in r]
        assert len(ours) == 1, f"Ana's table is not listed once: {shown}"
        assert ours[0].startswith("Back to your seat at Ana's table") and "Ben" in ours[0]
        assert "seats free" not in ours[0], shown
        item = dialog.found.item(shown.index(ours[0]))
        assert not item.icon().isNull(), "no lock on a table with a password"
        assert "password" in item.data(Qt.ItemDataRole.AccessibleTextRole)
        dialog.reject()
        # a table in play that Ben has no seat at: it can be watched
        dialog = JoinDialog("Dan", a, kept=[])
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitUntil(lambda: any(ana.code in r for r in rows()), timeout=20000)
        row = next(r for r in rows() if ana.code in r)
        assert "playing" in row and "watch" in row and "seats free" not in row, row
        dialog.reject()
    finally:
        ghost.close()
        end_hosting(hosting)  # the hosting withdraws its announcement


def test_a4_a_password_table_asks_for_its_password_and_keeps_the_join_window(
    qtbot, tmp_path, loopback, own_data, windows
):
    """Double-clicking a table with a password and no password typed used to join with
    none, fail, and close the Join window. Now the window asks for the password, a wrong
    one is said in the window, which stays open, and the right one seats Ben."""
    b = windows("b")
    ana, hosting = hosted_table(qtbot, None, tmp_path, 2, password="tuesday")
    ad = advertise("Ana's table", hosting.port, ana.code, 1, locked=True)
    try:
        done: dict = {}

        def join(dialog) -> None:
            def ours():
                rows = [dialog.found.item(i) for i in range(dialog.found.count())]
                return next((r for r in rows if ana.code in r.text()), None)

            qtbot.waitUntil(lambda: ours() is not None, timeout=20000)
            dialog.name_edit.selectAll()
            qtbot.keyClicks(dialog.name_edit, "Ben")
            rect = dialog.found.visualItemRect(ours())
            qtbot.mouseClick(dialog.found.viewport(), MOUSE, pos=rect.center())
            qtbot.mouseDClick(dialog.found.viewport(), MOUSE, pos=rect.center())
            done["after_double_click"] = (dialog.isVisible(), dialog.error.text())
            done["focus"] = QApplication.focusWidget() is dialog.password_edit
            qtbot.keyClicks(dialog.password_edit, "monday")
            click(qtbot, dialog, "Join")
            done["after_wrong"] = (dialog.isVisible(), dialog.error.text())
            qtbot.mouseDClick(dialog.password_edit, MOUSE)  # selects the word typed
            dialog.password_edit.selectAll()
            qtbot.keyClicks(dialog.password_edit, "tuesday")
            done["lobby"] = when_shown("LobbyDialog", lambda d: ana.start())
            qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)

        when_shown("JoinDialog", join)
        b.menus.join_table()
        assert done["after_double_click"][0], "the Join window closed"
        assert "password" in done["after_double_click"][1]
        assert done["focus"], "the password field does not ask for it"
        visible, error = done["after_wrong"]
        assert visible and "password is wrong" in error, done
        assert done["lobby"] and b.seat.seat == 1
    finally:
        ad.close()
        end_hosting(hosting)


# --------------------------------------------------------------------------- A5
def test_a5_quitting_at_a_table_asks_first_and_staying_keeps_the_window(
    qtbot, tmp_path, loopback, own_data, windows
):
    """Ctrl+Q at a table asks: the host is told the table ends for Ben; Ben that the
    Normal bot plays his seat, and how to come back. "Stay at the table" keeps both."""
    a, b = windows("a"), windows("b")
    ana, hosting = hosted_table(qtbot, a, tmp_path, 2)
    join_window(b, hosting, ana.code)
    ana.start().result(10)
    dealt(qtbot, a, b)
    for w, words in ((a, "ends for Ben"), (b, "Back to your seat")):
        done: list[str] = []

        def stay(d, done=done) -> None:
            done.append(" ".join(label_texts(d)))
            click(qtbot, d, "Stay at the table")

        asked = when_shown("leaveTableQuestion", stay)
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow, timeout=5000)
        w.view.setFocus()
        qtbot.keyClick(w.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda asked=asked: bool(asked), timeout=5000)
        assert words in done[0], done
        assert w.isVisible() and not w.visit.gone
    assert a.hosting is hosting and not b.visit.gone
    assert "ends for Ben" not in b.windowTitle()


def test_a5_the_host_quitting_leaves_no_stale_turn_prompt(
    qtbot, tmp_path, loopback, own_data, windows
):
    """The host quits while it is Ben's turn: Ben's status line says the table ended
    (it kept saying "Your turn: draw a card", and a click on his hand brought it back),
    and a dialog tells him at once."""
    a, b = windows("a"), windows("b")
    ana, hosting = hosted_table(qtbot, a, tmp_path, 2)
    join_window(b, hosting, ana.code)
    ana.start().result(10)
    dealt(qtbot, a, b)
    bot = make_bot("normal", 5)
    for _ in range(40):  # play Ana's turns until it is Ben's
        if b.model.human_to_move:
            break
        if a.model.human_to_move and not a.scene.animating:
            a.model.play(bot.choose(a.model.view))
        qtbot.wait(50)
    qtbot.waitUntil(lambda: b.model.human_to_move and not b.scene.animating, timeout=20000)
    when_shown("leaveTableQuestion", lambda d: click(qtbot, d, "End the table and quit"))
    gone = when_shown("TableGoneDialog", lambda d: None)
    a.close()
    qtbot.waitUntil(lambda: bool(gone), timeout=10000)
    assert "Ana ended the table" in " ".join(label_texts(gone[0]))
    card = b.model.view.hand[0]
    from table_helpers import card_center
    from table_helpers import click as click_table

    gone[0].close()
    click_table(b, card_center(b, card))  # selects the card: a stale refusal would go
    qtbot.wait(200)
    status = b.controls.status_label.text()
    assert "Ana ended the table" in status and "Your turn" not in status, status


def test_a5_a_watcher_is_told_a_player_left_not_that_they_lost_their_connection(
    qtbot, tmp_path, loopback, own_data, windows
):
    a, b, c = windows("a"), windows("b"), windows("c")
    ana, hosting = hosted_table(qtbot, a, tmp_path, 3)
    join_window(b, hosting, ana.code)
    ana.start().result(10)
    dealt(qtbot, a, b)
    when_shown("watchingNote", lambda d: d.close())
    cleo = join_window(c, hosting, ana.code, "Cleo")
    qtbot.waitUntil(lambda: c.model.view is not None, timeout=10000)
    assert cleo.seat is None  # watching
    b.leave_table()  # Ben goes back to a game on his computer
    qtbot.waitUntil(lambda: any("Ben left the table" in x for x in c.move_log_model.lines()))
    qtbot.wait(300)
    assert not any("lost their connection" in x for x in c.move_log_model.lines())
    assert not any("lost their connection" in x for x in a.move_log_model.lines())


# --------------------------------------------------------------------------- A6
def test_a6_the_turn_timer_counts_down_and_its_stand_in_is_told_once(
    qtbot, tmp_path, loopback, own_data, windows
):
    """A table with a 5-second turn timer: the window counts the player's turn down
    (it showed nothing), and once it runs out the Normal bot's turn for them is said
    once, not after every one of its moves; those moves are told as the bot's."""
    a = windows("a")
    ana, _ = hosted_table(qtbot, a, tmp_path, 2, bots=["easy"], turn_seconds=5)
    ana.start().result(10)
    dealt(qtbot, a)
    qtbot.waitUntil(lambda: a.model.human_to_move and not a.scene.animating, timeout=20000)
    clock = re.compile(r"Your turn: 0:0(\d) left")

    def shown() -> int | None:
        for text in label_texts(a):
            m = clock.search(text)
            if m:
                return int(m.group(1))
        return None

    qtbot.waitUntil(lambda: shown() is not None, timeout=3000)
    first = shown()
    qtbot.waitUntil(lambda: (shown() or 9) < first, timeout=3000)  # it counts down
    lines_before = len(a.move_log_model.lines())

    def turn_told() -> list[str]:
        """The log from the timer's end to the end of the turn the bot played."""
        new = a.move_log_model.lines()[lines_before:]
        ends = [i for i, x in enumerate(new) if "playing for you, discarded" in x
                or "playing for you, played a Skip" in x or "went out" in x]  # fmt: skip
        return new[: ends[0] + 1] if ends else []

    qtbot.waitUntil(lambda: bool(turn_told()), timeout=15000)
    new = turn_told()
    told = [x for x in new if "Normal bot" in x and "playing for you" not in x]
    assert len(told) == 1, new
    assert "Your time ran out" in told[0]
    mine = [x for x in new if x.startswith("You ")]
    assert not mine, f"the bot's moves told as yours: {new}"
    assert any(x.startswith("The Normal bot, playing for you,") for x in new), new


# --------------------------------------------------------------------------- A7
def test_a7_a_late_joiner_is_told_they_are_watching(qtbot, tmp_path, loopback, own_data, windows):
    c = windows("c")
    ana, hosting = hosted_table(qtbot, None, tmp_path, 2, bots=["easy"])
    try:
        ana.start().result(10)
        told = when_shown("watchingNote", lambda d: None)
        cleo = join_window(c, hosting, ana.code, "Cleo")
        qtbot.waitUntil(lambda: c.model.view is not None, timeout=10000)
        assert cleo.seat is None
        qtbot.waitUntil(lambda: bool(told), timeout=5000)
        assert "watching" in " ".join(label_texts(told[0]))
        assert any("watching" in t for t in label_texts(c))  # and the window says so
        assert "Watching Ana's table" in c.windowTitle()
        told[0].close()
    finally:
        end_hosting(hosting)


def test_a7_after_a_rejoin_every_plate_is_named_right_and_bots_have_names(
    qtbot, tmp_path, loopback, own_data, windows
):
    """Ben's connection dies and his app claims the seat back: the bot's plate says
    its level (it said "Player"), server bots have names as in a game here (not "Easy
    bot 3"), the grace period is said as long as it is, and the moves the Normal bot
    made for Ben while he was away are told as the bot's, not as "You drew…"."""
    a, b = windows("a"), windows("b")
    ana, hosting = hosted_table(qtbot, a, tmp_path, 3, bots=["easy"], server={"grace_seconds": 0.5})
    ben = join_window(b, hosting, ana.code)
    ana.start().result(10)
    dealt(qtbot, a, b)
    names = a.model.view.names
    assert not re.search(r"bot \d", names[2]), names
    ben.lose_connection()
    qtbot.waitUntil(
        lambda: any("Ben lost their connection" in x for x in a.move_log_model.lines()),
        timeout=10000,
    )
    line = next(x for x in a.move_log_model.lines() if "Ben lost their connection" in x)
    assert "within 0 seconds" not in line and "few seconds" not in line
    assert re.search(r"within \d+ seconds?", line), line
    # Ana plays on; the Normal bot plays Ben's turns
    bot = make_bot("normal", 7)
    for _ in range(300):
        if any("Ben drew" in x or "Ben took" in x for x in a.move_log_model.lines()):
            break
        if a.model.human_to_move and not a.scene.animating:
            a.model.play(bot.choose(a.model.view))
        qtbot.wait(30)
    from phase10_desktop.records.kept_seats import kept_seats

    kept = next(k for k in kept_seats(own_data) if k.code == ana.code and k.name == "Ben")
    back = seated(
        f"ws://127.0.0.1:{hosting.port}", lambda s: s.rejoin(kept.code, kept.token, kept.seq)
    )
    with qtbot.waitSignal(b.model.changed, timeout=10000, check_params_cb=lambda c: "opened" in c):
        b.play_remote(back)
    assert b.scene.badges[2].level not in ("Player", ""), b.scene.badges[2].level
    assert "Easy" in b.scene.badges[2].level
    lines = b.move_log_model.lines()
    assert any(x.startswith("The Normal bot, playing for you,") for x in lines), lines
    assert not any(x.startswith("You drew") or x.startswith("You took") for x in lines), lines


# --------------------------------------------------------------------------- A8
def test_a8_host_shows_it_is_busy_and_a_second_click_opens_no_second_table(
    qtbot, tmp_path, loopback, own_data, windows
):
    w = windows("a")
    seen: dict = {}

    def host(dialog) -> None:
        dialog.name_edit.selectAll()
        qtbot.keyClicks(dialog.name_edit, "Ana")
        ok = button(dialog, "Host")

        def while_busy() -> None:  # runs while the table opens, as the player looks on
            seen["busy"] = " ".join(label_texts(dialog))
            seen["enabled"] = ok.isEnabled()
            qtbot.mouseClick(ok, MOUSE)  # an impatient second click

        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, while_busy)
        when_shown("LobbyDialog", lambda d: click(qtbot, d, "Start"))
        qtbot.mouseClick(ok, MOUSE)

    when_shown("HostDialog", host)
    w.menus.host_table()
    assert "Opening your table" in seen.get("busy", ""), seen
    assert seen["enabled"] is False
    server = w.hosting.server._server
    assert len(server.tables) == 1, "a second table was opened"
    dealt(qtbot, w)


def test_a8_leaving_and_switching_tables_logs_no_error(
    qtbot, tmp_path, loopback, own_data, windows, caplog
):
    import gc

    a, b = windows("a"), windows("b")
    ana, hosting = hosted_table(qtbot, a, tmp_path, 3)
    join_window(b, hosting, ana.code)
    ana.start().result(10)
    dealt(qtbot, a, b)
    caplog.set_level(logging.INFO)
    b.leave_table()  # back to a game here
    gc.collect()
    # sitting again (watching, now), then switching to another seat
    b.play_remote(seated(f"ws://127.0.0.1:{hosting.port}", lambda s: s.join(ana.code, "Ben")))
    qtbot.wait(500)
    b.play_remote(seated(f"ws://127.0.0.1:{hosting.port}", lambda s: s.join(ana.code, "Bea")))
    for d in shown_dialogs("watchingNote"):
        d.close()
    gc.collect()
    qtbot.wait(1500)
    errors = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert not any(
        "Signal source has been deleted" in (r.exc_text or "") + r.getMessage() for r in errors
    ), [r.exc_text for r in errors]
    assert not [r for r in errors if r.name.startswith("phase10_desktop.net.client")], [
        r.getMessage() for r in errors
    ]
