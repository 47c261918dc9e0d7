"""Invitations (issue 29 B, Invite with a link): ``phase10 <link>`` opens the game at
Join a table filled in, a bad link is explained and the game opens anyway, and a
pasted message holding a link fills the Join window; by mouse and keyboard, against a
table server in this process on 127.0.0.1."""

from __future__ import annotations

from typing import ClassVar

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox
from table_helpers import make_window

from phase10_desktop.app.main import build_parser, start_up
from phase10_desktop.app.seats.remote import RemoteSeat
from phase10_desktop.app.together.play_together import JoinDialog, LobbyDialog, start_hosting
from phase10_desktop.net.invitation import Invitation
from phase10_desktop.presentation.wording import without_marks


@pytest.fixture
def loopback(monkeypatch, tmp_path):
    monkeypatch.setenv("PHASE10_HOST_BIND", "127.0.0.1")
    monkeypatch.setenv("PHASE10_MDNS_INTERFACES", "127.0.0.1")
    monkeypatch.setenv("PHASE10_DATA_DIR", str(tmp_path / "data"))


def no_message_boxes(monkeypatch) -> None:
    """A box would wait for a click nobody makes: fail with its words instead."""
    for name in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, name, lambda *a, **k: pytest.fail(str(a[1:])))


def test_the_command_line_link_opens_join_filled_in_and_joins(
    qtbot, tmp_path, loopback, monkeypatch
) -> None:
    """``phase10 phase10://join/127.0.0.1:PORT/CODE``: the Join window opens with the
    address and code from the link; Ben types his name, clicks Join, and sits at Ana's
    table. The password is never in a link: he types it."""
    hosting = start_hosting(tmp_path / "tables")
    ana = RemoteSeat(f"ws://127.0.0.1:{hosting.port}")
    ana.connect_to_server().result(10)
    ana.create("Ana", 2, password="tuesday").result(10)
    link = Invitation.of("127.0.0.1", hosting.port, ana.code).link()
    w = make_window(qtbot, tmp_path / "b")
    w.settings.player_name = "Ben"
    seen: dict = {}

    def join(dialog: JoinDialog) -> int:  # what Ben does in the Join window
        seen["address"] = dialog.address_edit.text()
        seen["code"] = dialog.code_edit.text()
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.mouseClick(dialog.password_edit, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(dialog.password_edit, "tuesday")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    lobbies: list[str] = []
    monkeypatch.setattr(JoinDialog, "exec", join)
    monkeypatch.setattr(LobbyDialog, "exec", lambda d: lobbies.append(d.code_label.text()) or 1)
    no_message_boxes(monkeypatch)
    try:
        start_up(w, w.store, w.settings, build_parser().parse_args([link]))
        assert w.game is not None  # the game here is on the table behind the Join window
        qtbot.waitUntil(lambda: bool(lobbies), timeout=10000)
        assert (seen["address"], seen["code"]) == (f"127.0.0.1:{hosting.port}", ana.code)
        assert lobbies == [ana.code]
        assert (w.seat.code, w.seat.seat) == (ana.code, 1)
    finally:
        ana.close()
        w.stop_hosting("the test is over")
        hosting.stop("the test is over")


@pytest.mark.parametrize(
    ("link", "words"),
    [
        ("phase10://join/198.51.100.20:7010/K7MQ-4XP0", "K7MQ-4XP0"),
        ("phase10://join/198.51.100.999:7010/K7MQ-4XPD", "198.51.100.999"),
        ("phase10://join/ana:secret@198.51.100.20:7010/K7MQ-4XPD", "password"),
        ("phase10:%00%ff" + "A" * 5000, "too long"),
    ],
)
def test_a_bad_command_line_link_is_explained_and_the_game_opens(
    qtbot, tmp_path, loopback, monkeypatch, link: str, words: str
) -> None:
    w = make_window(qtbot, tmp_path)
    w.settings.player_name = "Ben"
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: shown.append(text))
    monkeypatch.setattr(JoinDialog, "exec", lambda d: pytest.fail("Join opened for a bad link"))
    start_up(w, w.store, w.settings, build_parser().parse_args([link]))
    assert len(shown) == 1 and words in shown[0], shown
    assert shown[0].startswith("This invitation link cannot be followed.")
    assert w.game is not None and w.playing_here


def test_the_entry_point_sends_a_link_to_the_window_not_to_a_command(monkeypatch) -> None:
    import phase10_desktop.app.main as app_main
    from phase10_desktop import __main__, cli

    got: list[list[str]] = []
    monkeypatch.setattr(app_main, "run_app", lambda args: got.append(args) or 0)
    monkeypatch.setattr(cli, "main", lambda args: pytest.fail(f"cli got {args}"))
    link = "phase10://join/198.51.100.20:7010/K7MQ-4XPD"
    assert __main__.main([link]) == 0
    assert __main__.main(["PHASE10:garbage"]) == 0
    assert got == [[link], ["PHASE10:garbage"]]
    assert build_parser().parse_args([link]).link == link


def test_a_pasted_message_fills_the_join_window(qtbot, monkeypatch) -> None:
    """Ctrl+V of a whole message into the address field, or the Paste invitation
    button, fills address and code; a bad link says what is wrong."""
    dialog = JoinDialog("Ben", browse=False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    clipboard = QApplication.clipboard()
    clipboard.setText(
        "Come and play Phase 10 with us!\n"
        "phase10://join/[2001:db8::20]:7010/k7mq-4xpd\n"
        "(or Join a table: address [2001:db8::20]:7010, code K7MQ-4XPD)"
    )
    qtbot.mouseClick(dialog.address_edit, Qt.MouseButton.LeftButton)
    qtbot.keySequence(dialog.address_edit, QKeySequence.StandardKey.Paste)
    assert dialog.address_edit.text() == "[2001:db8::20]:7010"
    assert dialog.code_edit.text() == "K7MQ-4XPD"
    assert dialog.choices()["url"] == "ws://[2001:db8::20]:7010"
    assert dialog.error.text() == ""

    clipboard.setText("See you at 7! phase10://join/198.51.100.20:70100/K7MQ-4XPD")
    qtbot.mouseClick(dialog.paste_button, Qt.MouseButton.LeftButton)
    assert "70100" in dialog.error.text() and "65535" in dialog.error.text()
    assert dialog.address_edit.text() == "[2001:db8::20]:7010"  # nothing changed

    clipboard.setText("Sunday dinner at 7")
    qtbot.mouseClick(dialog.paste_button, Qt.MouseButton.LeftButton)
    assert "no invitation" in dialog.error.text()

    clipboard.setText("phase10://join/198.51.100.20:7010/K7MQ-4XPD.")
    qtbot.mouseClick(dialog.paste_button, Qt.MouseButton.LeftButton)
    assert (dialog.address_edit.text(), dialog.code_edit.text()) == (
        "198.51.100.20:7010",
        "K7MQ-4XPD",
    )
    assert dialog.error.text() == ""


def host_clicked(qtbot, dialog) -> int:
    """Host pressed: the dialog opens the table (busy meanwhile), then closes."""
    dialog.show()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    return dialog.result()


def test_the_host_copies_the_invitation_and_a_friend_pastes_it_to_join(
    qtbot, tmp_path, loopback, monkeypatch
) -> None:
    """Two windows: Ana hosts a table with a password from the menu; in her lobby she
    clicks Copy invitation (the link and a message, no password); Ben pastes the
    message into his Join window with Ctrl+V, types the password and joins; Ana sees
    him and starts."""
    from phase10_desktop.app.together.play_together import HostDialog

    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    b.settings.player_name = "Ben"
    seen: dict = {}

    def host_dialog(dialog: HostDialog) -> int:
        dialog.name_edit.setText("Ana")
        dialog.seats_spin.setValue(2)
        dialog.password_edit.setText("tuesday")
        return host_clicked(qtbot, dialog)

    def ben_joins(dialog: JoinDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.mouseClick(dialog.address_edit, Qt.MouseButton.LeftButton)
        qtbot.keySequence(dialog.address_edit, QKeySequence.StandardKey.Paste)
        seen["ben_form"] = (dialog.address_edit.text(), dialog.code_edit.text())
        qtbot.mouseClick(dialog.password_edit, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(dialog.password_edit, "tuesday")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    def lobby(dialog: LobbyDialog) -> int:
        if not dialog.host:  # Ben's lobby: Ana starts from hers
            seen["ben_lobby"] = dialog.code_label.text()
            return 1
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.copy_button.isVisible() and dialog.password_note.isVisible()
        qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
        seen["text"] = QApplication.clipboard().text()
        seen["button"] = dialog.copy_button.text()
        b.menus.join_table()
        qtbot.waitUntil(
            lambda: dialog.people.count() == 2 and "Ben" in _rows(dialog), timeout=10000
        )
        # while they wait, Ana says hello from the lobby's own talk (it is modal: the
        # side panel is out of reach); Ben's window shows it
        qtbot.mouseClick(dialog.talk.line, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(dialog.talk.line, "Hi Ben!")
        qtbot.keyClick(dialog.talk.line, Qt.Key.Key_Return)
        heard = b.side_panel.chat.model
        qtbot.waitUntil(lambda: heard.rowCount() == 1, timeout=5000)
        seen["ben_heard"] = heard.item(0).text().replace("\u2068", "").replace("\u2069", "")
        assert dialog.start_button is not None
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        return 1

    monkeypatch.setattr(HostDialog, "exec", host_dialog)
    monkeypatch.setattr(JoinDialog, "exec", ben_joins)
    monkeypatch.setattr(LobbyDialog, "exec", lobby)
    no_message_boxes(monkeypatch)
    try:
        assert a.menus.host_table()
        code, port = a.seat.code, a.hosting.port
        link = f"phase10://join/127.0.0.1:{port}/{code}"
        assert link in seen["text"] and f"127.0.0.1:{port}" in seen["text"] and code in seen["text"]
        assert "tuesday" not in seen["text"]
        assert seen["button"] == "Copied ✓"
        assert seen["ben_form"] == (f"127.0.0.1:{port}", code)
        assert seen["ben_heard"] == "Ana: Hi Ben!"
        assert (b.seat.code, b.seat.seat, seen["ben_lobby"]) == (code, 1, code)
        qtbot.waitUntil(lambda: b.model.view is not None and bool(b.model.view.hand), timeout=10000)
    finally:
        b.leave_table()
        a.stop_hosting("the test is over")


def _rows(dialog: LobbyDialog) -> str:
    return " ".join(dialog.people.item(i).text() for i in range(dialog.people.count()))


class FakeForward:
    """Stands in for net.router.PortForward in the window tests: the router itself is
    tested in network namespaces (tests/net/test_net_router.py); here only what the
    host sees. ``outcome`` is the Forwarded to give, or the RouterTrouble to raise."""

    outcome: object = "forward"
    made: ClassVar[list[FakeForward]] = []

    def __init__(self, port: int, local: str, **_options) -> None:
        from concurrent.futures import Future

        self.port, self.local, self.closed = port, local, False
        self.on_lost = _options.get("on_lost")
        self.forwarded = None
        self.future: Future = Future()
        FakeForward.made.append(self)

    def open_later(self):
        from phase10_desktop.net.router import Forwarded, RouterTrouble

        if isinstance(FakeForward.outcome, RouterTrouble):
            self.future.set_exception(FakeForward.outcome)
        else:
            self.forwarded = Forwarded("203.0.113.80", self.port, self.local, self.port, 3600)
            self.future.set_result(self.forwarded)
        return self.future

    def close(self) -> None:
        self.closed = True
        self.forwarded = None


@pytest.mark.parametrize("outside", [False, True])
def test_hosting_for_people_outside_puts_the_routers_address_in_the_invitation(
    qtbot, tmp_path, loopback, monkeypatch, outside: bool
) -> None:
    """Nothing is asked of the router unless the host ticks "Let people outside my
    network join" (by mouse); then the lobby shows the router's internet address and
    the invitation leads there; ending the table removes the mapping."""
    from phase10_desktop.app.together.play_together import HostDialog
    from phase10_desktop.net import router

    monkeypatch.setattr(router, "PortForward", FakeForward)
    FakeForward.made = []
    w = make_window(qtbot, tmp_path / "a")
    seen: dict = {}

    def host_dialog(dialog: HostDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        assert not dialog.outside_check.isChecked()  # never without the host's choice
        dialog.name_edit.setText("Ana")
        if outside:
            qtbot.mouseClick(dialog.outside_check, Qt.MouseButton.LeftButton)
        return host_clicked(qtbot, dialog)

    def lobby(dialog: LobbyDialog) -> int:
        seen["public"] = (  # (without the marks that keep an address left to right)
            without_marks(dialog.public_label.text())
            if dialog.public_label.isVisibleTo(dialog)
            else ""
        )
        seen["link"] = dialog.invite_edit.text()
        return 1

    monkeypatch.setattr(HostDialog, "exec", host_dialog)
    monkeypatch.setattr(LobbyDialog, "exec", lobby)
    no_message_boxes(monkeypatch)
    try:
        FakeForward.outcome = "forward"
        assert w.menus.host_table()
        port, code = w.hosting.port, w.seat.code
        if not outside:
            assert FakeForward.made == [] and seen["public"] == ""
            assert seen["link"] == f"phase10://join/127.0.0.1:{port}/{code}"
            return
        (forward,) = FakeForward.made
        assert forward.port == port and forward.local == "127.0.0.1"
        assert seen["public"] == f"From the internet: 203.0.113.80:{port}"
        assert seen["link"] == f"phase10://join/203.0.113.80:{port}/{code}"
        # the router stops renewing later, on its own thread: the host reads it in the log
        import threading

        from phase10_desktop.net.router import RouterTrouble

        threading.Thread(target=forward.on_lost, args=(RouterTrouble("lost", "gone"),)).start()
        qtbot.waitUntil(
            lambda: any("stopped forwarding" in x for x in w.move_log_model.lines()), timeout=5000
        )
    finally:
        w.stop_hosting("the test is over")
    assert all(f.closed for f in FakeForward.made)


@pytest.mark.parametrize(
    ("problem", "address", "words"),
    [
        ("no_router", "", "No router on your network answered"),
        ("private", "192.168.0.10", "192.168.0.10, a private one"),
        ("shared", "100.72.4.9", "100.72.4.9, carrier-grade NAT"),
        ("refused", "", "refused to forward"),
    ],
)
def test_when_the_router_cannot_help_the_host_is_told_what_still_works(
    qtbot, tmp_path, loopback, monkeypatch, problem: str, address: str, words: str
) -> None:
    from phase10_desktop.app.together.play_together import HostDialog
    from phase10_desktop.net import router

    monkeypatch.setattr(router, "PortForward", FakeForward)
    FakeForward.made = []
    FakeForward.outcome = router.RouterTrouble(problem, "(the router's words)", address)
    w = make_window(qtbot, tmp_path / "a")
    told: list[str] = []
    links: list[str] = []

    def host_dialog(dialog: HostDialog) -> int:
        dialog.name_edit.setText("Ana")
        dialog.password_edit.setText("tuesday")
        dialog.outside_check.setChecked(True)
        return host_clicked(qtbot, dialog)

    monkeypatch.setattr(HostDialog, "exec", host_dialog)
    monkeypatch.setattr(LobbyDialog, "exec", lambda d: links.append(d.invite_edit.text()) or 1)
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text, *a: told.append(text))
    try:
        assert w.menus.host_table()  # the table is open all the same, for the home network
        assert len(told) == 1 and words in told[0], told
        assert "People on your own network can still join" in told[0]
        assert "phase10 serve" in told[0]
        assert links == [f"phase10://join/127.0.0.1:{w.hosting.port}/{w.seat.code}"]
        assert w.hosting.forward is None and all(f.closed for f in FakeForward.made)
    finally:
        w.stop_hosting("the test is over")


def test_the_router_library_loads_only_when_hosting_asks_for_it() -> None:
    import subprocess
    import sys

    code = (
        "import sys;"
        "import phase10_desktop.app.main, phase10_desktop.app.main_window,"
        " phase10_desktop.app.together.play_together, phase10_desktop.app.window_menus;"
        "print(sorted(m for m in sys.modules if m.startswith(('async_upnp', 'aiohttp'))"
        " or m == 'phase10_desktop.net.router'))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_a_link_the_system_opens_in_the_running_game_opens_join(
    qtbot, tmp_path, loopback, monkeypatch
) -> None:
    """macOS hands a clicked link to the program as an open event: before the window
    is up it is the start's link; after, it opens Join a table filled in at once, and a
    bad one is explained."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QFileOpenEvent

    from phase10_desktop.app.main import link_opener_class

    w = make_window(qtbot, tmp_path)
    args = build_parser().parse_args([])
    opener = link_opener_class()(w, args, w)
    app = QApplication.instance()
    app.installEventFilter(opener)
    filled: list[tuple[str, str]] = []
    told: list[str] = []
    monkeypatch.setattr(
        JoinDialog,
        "exec",
        # read, then closed as a person's Cancel would (its search for tables ends)
        lambda d: filled.append((d.address_edit.text(), d.code_edit.text())) or d.done(0) or 0,
    )
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: told.append(text))
    try:
        link = "phase10://join/198.51.100.20:7010/K7MQ-4XPD"
        QApplication.sendEvent(app, QFileOpenEvent(QUrl(link)))
        assert args.link == link and filled == []  # the start will follow it
        opener.started()
        QApplication.sendEvent(app, QFileOpenEvent(QUrl(link)))
        assert filled == [("198.51.100.20:7010", "K7MQ-4XPD")]
        QApplication.sendEvent(app, QFileOpenEvent(QUrl("phase10://join/198.51.100.20:7010/K7")))
        assert len(told) == 1 and "K7" in told[0] and len(filled) == 1
    finally:
        app.removeEventFilter(opener)
