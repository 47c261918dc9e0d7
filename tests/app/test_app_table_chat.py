"""Talk at the table (issue 29 B), two app windows through a table server in this
process on 127.0.0.1, by mouse and keyboard: a message typed and sent with Enter
reaches the other window with the sender's name and is spoken there; a reaction
button; muting someone by mouse hides (and silences) them here only; sending too
fast gets the server's refusal in words; the server keeps the talk with the table;
an exported record holds it only when the player says so."""

from __future__ import annotations

import json
from typing import ClassVar

import pytest
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton
from table_helpers import make_window

from phase10_desktop import cli
from phase10_desktop.app.seats.remote import RemoteSeat
from phase10_desktop.app.together.play_together import start_hosting
from phase10_desktop.app.together.table_chat import ChatPanel
from phase10_desktop.bots.registry import make_bot


@pytest.fixture
def loopback(monkeypatch, tmp_path):
    monkeypatch.setenv("PHASE10_HOST_BIND", "127.0.0.1")
    monkeypatch.setenv("PHASE10_MDNS_INTERFACES", "127.0.0.1")
    monkeypatch.setenv("PHASE10_DATA_DIR", str(tmp_path / "data"))


def seated(url: str, sit) -> RemoteSeat:
    seat = RemoteSeat(url)
    seat.connect_to_server().result(10)
    sit(seat).result(10)
    return seat


def rows(chat: ChatPanel, *, shown_only: bool = True) -> list[str]:
    return [
        chat.model.item(i).text().replace("\u2068", "").replace("\u2069", "")
        for i in range(chat.model.rowCount())
        if not (shown_only and chat.messages.isRowHidden(i))
    ]


def type_and_send(qtbot, chat: ChatPanel, text: str) -> None:
    qtbot.mouseClick(chat.line, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(chat.line, text)
    qtbot.keyClick(chat.line, Qt.Key.Key_Return)


def pick_from_menu(qtbot, button, text: str) -> None:
    """Click ``button`` (its menu pops up) and then the menu's ``text`` entry, by mouse."""

    def choose() -> None:
        popup = QApplication.activePopupWidget()
        if popup is None:
            QTimer.singleShot(20, choose)
            return
        action = next(a for a in popup.actions() if a.text() == text)
        qtbot.mouseClick(
            popup, Qt.MouseButton.LeftButton, pos=popup.actionGeometry(action).center()
        )

    QTimer.singleShot(20, choose)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def answer_when_asked(qtbot, choice: str) -> None:
    """Click ``choice`` in the question box about to open, by mouse, once it is on
    screen (a click on a box not yet shown does nothing), again if it missed."""
    clicked = False

    def answer() -> None:
        nonlocal clicked
        # the round summary may be the modal window on top: look for the question itself
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        box = next((w for w in shown if isinstance(w, QMessageBox)), None)
        if box is not None:
            button = next(x for x in box.findChildren(QPushButton) if x.text() == choice)
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            clicked = True
            if box.isVisible():
                QTimer.singleShot(20, answer)
        elif not clicked:
            QTimer.singleShot(20, answer)

    QTimer.singleShot(20, answer)


def test_two_windows_talk_react_mute_and_keep_the_talk(qtbot, tmp_path, loopback, monkeypatch):
    hosting = start_hosting(tmp_path / "tables")
    url = f"ws://127.0.0.1:{hosting.port}"
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    try:
        ana = seated(url, lambda s: s.create("Ana", 2))
        a.play_remote(ana, hosting)
        ben = seated(url, lambda s: s.join(ana.code, "Ben"))
        b.play_remote(ben)
        ana.start().result(10)
        qtbot.waitUntil(
            lambda: all(w.model.view is not None and w.model.view.hand for w in (a, b)),
            timeout=10000,
        )
        at_ana, at_ben = a.side_panel.chat, b.side_panel.chat
        for w in (a, b):  # a narrow window (this test screen) opens its panel by a click
            if not w.dock.isVisible():
                qtbot.mouseClick(w.controls.panel_button, Qt.MouseButton.LeftButton)
        assert at_ana.isVisible() and at_ben.isVisible()  # at a table: the talk is there
        spoken: list[str] = []
        at_ana.spoken.connect(spoken.append)

        # Ben types a message and presses Enter: Ana's window shows and speaks it
        type_and_send(qtbot, at_ben, "Hello Ana!  Ready?")
        qtbot.waitUntil(lambda: rows(at_ana) == ["Ben: Hello Ana! Ready?"], timeout=5000)
        assert spoken == ["Ben says: Hello Ana! Ready?"]
        assert at_ben.line.text() == ""
        qtbot.waitUntil(lambda: rows(at_ben) == ["Ben: Hello Ana! Ready?"], timeout=5000)

        # Ana clicks a reaction; Ben sees it with her name
        qtbot.mouseClick(at_ana.reaction_buttons["thumbs_up"], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: rows(at_ben)[-1:] == ["Ana: 👍"], timeout=5000)
        pick_from_menu(qtbot, at_ben.words_button, "Good game!")
        qtbot.waitUntil(lambda: rows(at_ana)[-1:] == ["Ben: Good game!"], timeout=5000)

        # Ana mutes Ben for herself, by mouse: his next message is not shown or spoken
        # there; Ben's own window still shows it
        pick_from_menu(qtbot, at_ana.mute_button, "Ben")
        assert (1, "Ben") in at_ana.muted
        before = len(spoken)
        type_and_send(qtbot, at_ben, "Are you there?")
        qtbot.waitUntil(lambda: rows(at_ben)[-1:] == ["Ben: Are you there?"], timeout=5000)
        qtbot.waitUntil(lambda: len(rows(at_ana, shown_only=False)) == 4, timeout=5000)
        assert "Ben: Are you there?" not in rows(at_ana) and len(spoken) == before
        assert all("Ben" not in r for r in rows(at_ana))
        pick_from_menu(qtbot, at_ana.mute_button, "Ben")  # and back
        assert "Ben: Are you there?" in rows(at_ana)

        # too fast: the server refuses, and Ben's window says why
        for i in range(6):
            type_and_send(qtbot, at_ben, f"spam {i}")
        qtbot.waitUntil(lambda: at_ben.status.isVisible(), timeout=5000)
        assert "faster than the table allows" in at_ben.status.text()

        # the server kept the talk with the table
        kept = hosting.server._server.store.chat(ana.code)
        assert [e.get("text", e.get("reaction")) for e in kept][:4] == [
            "Hello Ana! Ready?",
            "thumbs_up",
            "good_game",
            "Are you there?",
        ]

        # a round later the record is exported: without the talk unless asked for
        bots = {0: make_bot("normal", 1), 1: make_bot("normal", 2)}
        for _ in range(3000):
            if ana.finished_rounds() == [1]:
                break
            for w in (a, b):
                m = w.model
                if m.human_to_move and not w.scene.animating:
                    assert m.play(bots[m.view.seat].choose(m.view)) is None
            qtbot.wait(5)
        assert ana.finished_rounds() == [1]
        for choice, name in (("Only the game", "plain"), ("With the talk", "talk")):
            path = tmp_path / f"{name}.json"
            monkeypatch.setattr(
                QFileDialog, "getSaveFileName", lambda *_a, p=path, **_k: (str(p), "")
            )

            answer_when_asked(qtbot, choice)
            a.menus.export_record()
            assert cli.main(["verify", str(path)]) == 0
        assert "chat" not in json.loads((tmp_path / "plain.json").read_text("utf-8"))
        talk = json.loads((tmp_path / "talk.json").read_text("utf-8"))["chat"]
        assert talk[0] == {"n": 1, "seat": 1, "name": "Ben", "text": "Hello Ana! Ready?"}
    finally:
        b.leave_table()
        a.stop_hosting("the test is over")


def test_the_talk_is_hidden_at_a_game_on_this_computer(qtbot, tmp_path) -> None:
    from table_helpers import config

    w = make_window(qtbot, tmp_path)
    w.new_game(config("easy", seed=3))
    assert w.side_panel.chat is None  # never built: its emoji made Qt load a font at start


class _TalkingSeat(QObject):
    """What the side panel reads of a seat at a table on a server (RemoteSeat's talk)."""

    chat_heard = Signal(object)
    chat_refused = Signal(str)
    table_changed = Signal(object)
    table = None
    seat = 0
    chat: ClassVar[dict] = {}


def test_the_talk_is_built_at_the_first_table_and_hidden_again_at_a_game_alone(qtbot) -> None:
    """Issue 31 A7: the talk is made when a seat that can talk is first shown (not at
    start); what is said there reaches the window's screen reader line, and a game on
    this computer after it hides it again."""
    from phase10_desktop.app.parts.move_log import MoveLogModel
    from phase10_desktop.app.side_panel import SidePanel

    panel = SidePanel(MoveLogModel())
    qtbot.addWidget(panel)
    panel.follow_seat(object())  # a seat of a game on this computer
    assert panel.chat is None
    seat = _TalkingSeat()
    panel.follow_seat(seat)
    chat = panel.chat
    assert chat is not None and not chat.isHidden()
    assert panel.splitter.indexOf(chat) == 2  # below the moves
    with qtbot.waitSignal(panel.chat_spoken) as said:
        seat.chat_heard.emit({"n": 1, "seat": 1, "name": "Ben", "text": "Hi"})
    assert said.args == ["Ben says: Hi"]
    panel.follow_seat(object())
    assert panel.chat is chat and chat.isHidden() and chat.seat is None


def test_enter_in_the_lobbys_talk_sends_and_does_not_start_the_game(qtbot) -> None:
    """The lobby is a dialog whose default button is Start: Enter in its talk line sends
    the line, and must not reach Start (it did: a host saying hello started the game)."""
    from phase10_desktop.app.together.play_together import LobbyDialog

    lobby = LobbyDialog("K7MQ-4XPD", "127.0.0.1:7010", host=True)
    qtbot.addWidget(lobby)
    lobby.add_talk(None)
    started: list[bool] = []
    said: list[str] = []
    lobby.start_requested.connect(lambda: started.append(True))
    lobby.talk.say.connect(said.append)
    lobby.show()
    qtbot.waitExposed(lobby)
    qtbot.mouseClick(lobby.talk.line, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(lobby.talk.line, "Hello everyone")
    qtbot.keyClick(lobby.talk.line, Qt.Key.Key_Return)
    assert said == ["Hello everyone"] and started == [] and lobby.isVisible()


def test_a_short_screen_keeps_the_lobbys_start_rather_than_its_talk(qtbot, monkeypatch) -> None:
    """At 200 % on a 1440×900 screen the lobby with its talk was taller than the screen
    and Start was off it: where there is no room the lobby has no talk (the side panel
    keeps what is said for after the start)."""
    from PySide6.QtCore import QSize

    from phase10_desktop.app.together import play_together
    from phase10_desktop.app.together.play_together import LobbyDialog

    for room, has_talk in ((QSize(1000, 2000), True), (QSize(720, 420), False)):
        monkeypatch.setattr(play_together, "available_room", lambda _w, r=room: r)
        lobby = LobbyDialog("K7MQ-4XPD", "127.0.0.1:7010", host=True)
        qtbot.addWidget(lobby)
        lobby.add_talk(None)
        assert (lobby.talk is not None) == has_talk
        assert lobby.layout().minimumSize().height() <= room.height()
