"""Joining a table never holds the window up (issue 31 A4): while the seat connects to a
server that does not answer, the window goes on drawing and taking events, and when
the wait is given up a message says why and the game here is still on the table."""

from __future__ import annotations

import socket
import threading

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from table_helpers import config, make_window

from phase10_desktop.app import window_menus
from phase10_desktop.app.play_together import JoinDialog


def silent_server() -> tuple[socket.socket, int]:
    """A loopback TCP server that accepts connections and never says a word (a server
    that hangs, or a port that swallows the handshake)."""
    server = socket.create_server(("127.0.0.1", 0))
    held: list[socket.socket] = []

    def accept() -> None:
        while True:
            try:
                conn, _ = server.accept()
            except OSError:
                return
            held.append(conn)

    threading.Thread(target=accept, daemon=True).start()
    return server, server.getsockname()[1]


def test_joining_a_silent_server_leaves_the_window_answering(qtbot, tmp_path, monkeypatch):
    server, port = silent_server()
    w = make_window(qtbot, tmp_path)
    w.new_game(config("normal"))
    game = w.game
    monkeypatch.setattr(window_menus, "SEATING_MS", 600, raising=False)

    def join_dialog(dialog: JoinDialog) -> int:
        dialog.choices = lambda: {  # type: ignore[method-assign]
            "url": f"ws://127.0.0.1:{port}",
            "code": "ABCD-EFGH",
            "name": "Ben",
            "password": None,
            "rejoin": None,
        }
        return 1

    ticks = [0]
    warned: list[tuple[int, str]] = []
    monkeypatch.setattr(JoinDialog, "exec", join_dialog)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warned.append((ticks[0], a[2])))
    clock = QTimer()
    clock.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    clock.start(20)
    try:
        w.menus.join_table()
        qtbot.waitUntil(lambda: bool(warned), timeout=20_000)
    finally:
        clock.stop()
        server.close()
    (at_tick, text), *_ = warned
    # the window's own timer ran while the seat waited: the event loop was never held
    assert at_tick >= 5, f"the window took no event while it waited ({at_tick} ticks)"
    assert f"127.0.0.1:{port}" in text and "no answer" in text
    assert w.playing_here and w.game is game  # the game here stays on the table
