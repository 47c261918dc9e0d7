"""Invitations (issue 29 B, Invite with a link): ``phase10 <link>`` opens the game at
Join a table filled in, a bad link is explained and the game opens anyway, and a
pasted message holding a link fills the Join window; by mouse and keyboard, against a
table server in this process on 127.0.0.1."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox
from table_helpers import make_window

from phase10_desktop.app.main import build_parser, start_up
from phase10_desktop.app.play_together import JoinDialog, LobbyDialog, start_hosting
from phase10_desktop.app.seats.remote import RemoteSeat
from phase10_desktop.net.invitation import Invitation


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
        ("phase10://join/192.168.1.20:7010/K7MQ-4XP0", "K7MQ-4XP0"),
        ("phase10://join/192.168.1.999:7010/K7MQ-4XPD", "192.168.1.999"),
        ("phase10://join/ana:secret@192.168.1.20:7010/K7MQ-4XPD", "password"),
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
    link = "phase10://join/192.168.1.20:7010/K7MQ-4XPD"
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

    clipboard.setText("See you at 7! phase10://join/192.168.1.20:70100/K7MQ-4XPD")
    qtbot.mouseClick(dialog.paste_button, Qt.MouseButton.LeftButton)
    assert "70100" in dialog.error.text() and "65535" in dialog.error.text()
    assert dialog.address_edit.text() == "[2001:db8::20]:7010"  # nothing changed

    clipboard.setText("Sunday dinner at 7")
    qtbot.mouseClick(dialog.paste_button, Qt.MouseButton.LeftButton)
    assert "no invitation" in dialog.error.text()

    clipboard.setText("phase10://join/192.168.1.20:7010/K7MQ-4XPD.")
    qtbot.mouseClick(dialog.paste_button, Qt.MouseButton.LeftButton)
    assert (dialog.address_edit.text(), dialog.code_edit.text()) == (
        "192.168.1.20:7010",
        "K7MQ-4XPD",
    )
    assert dialog.error.text() == ""
