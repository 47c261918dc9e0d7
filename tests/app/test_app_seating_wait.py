"""Sitting at a table never holds the window up (issue 31 A4): while the seat connects
to a server that does not answer, the window goes on drawing and taking events; when
the wait is given up the reason is given, and the game here is still on the table."""

from __future__ import annotations

import socket
import threading

import pytest
from PySide6.QtCore import QTimer
from table_helpers import config, make_window

from phase10_desktop.app.window_menus import SitError


def silent_server() -> tuple[socket.socket, int, list[socket.socket]]:
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
    return server, server.getsockname()[1], held


@pytest.mark.slow
def test_sitting_at_a_silent_server_leaves_the_window_answering(
    qtbot, tmp_path, monkeypatch
) -> None:
    from phase10_desktop.app.seats.remote import RemoteSeat

    made: list[RemoteSeat] = []
    plain = RemoteSeat.__init__

    def noted(self, *args, **kwargs) -> None:
        plain(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(RemoteSeat, "__init__", noted)
    server, port, held = silent_server()
    w = make_window(qtbot, tmp_path)
    w.new_game(config("normal"))
    game = w.game
    ticks = [0]
    clock = QTimer()
    clock.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    clock.start(20)
    try:
        with pytest.raises(SitError) as e:
            w.menus.sit(f"ws://127.0.0.1:{port}", lambda s: s.join("ABCD-EFGH", "Ben", None))
    finally:
        clock.stop()
        server.shutdown(socket.SHUT_RDWR)  # wakes its accept() (a close alone does not)
        server.close()
        for conn in held:
            conn.close()
    # the seat that gave up ends its client's thread (nothing of it is left to deliver)
    (seat,) = made
    qtbot.waitUntil(lambda: seat.client._thread.loop.is_closed(), timeout=20_000)
    # the window's own timer ran while the seat waited: the GUI thread was never held
    assert ticks[0] >= 25, f"the window took no event while it waited ({ticks[0]} ticks)"
    assert f"127.0.0.1:{port}" in str(e.value)
    assert w.playing_here and w.game is game  # the game here stays on the table
