"""Helpers of the play-together GUI tests: windows at tables served in the test's own
process (on 127.0.0.1 only), and a person's answers to the dialogs that come up."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from table_helpers import make_window

from phase10_desktop.app.seats.remote import RemoteSeat
from phase10_desktop.app.together.play_together import start_hosting


@pytest.fixture
def loopback(monkeypatch):
    """Every table a test hosts listens on 127.0.0.1, nothing is announced beyond the
    loopback interface, and seats are kept in the test's own data folder."""
    monkeypatch.setenv("PHASE10_HOST_BIND", "127.0.0.1")
    monkeypatch.setenv("PHASE10_MDNS_INTERFACES", "127.0.0.1")


@pytest.fixture
def own_data(monkeypatch, tmp_path):
    """A data folder of the test's own: seats kept by other tests are not listed."""
    folder = tmp_path / "data"
    monkeypatch.setenv("PHASE10_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def windows(qtbot, tmp_path):
    """Makes app windows (``windows("a")``); each leaves its table before the test's
    end closes it, so closing asks nothing (a question would wait for a click)."""
    made = []

    def leave(w) -> None:
        (getattr(w, "end_visit", None) or w.stop_hosting)("the test is over")

    def make(name: str, **options):
        w = make_window(qtbot, tmp_path / name, before_close=leave, **options)
        made.append(w)
        return w

    stuck: list[str] = []
    guard = QTimer()
    guard.setInterval(500)
    since: dict[int, float] = {}

    def unstick() -> None:
        """A dialog left waiting for a click nobody makes (the test expected another) is
        closed after a while, and the test fails saying which, rather than hanging."""
        modal = QApplication.activeModalWidget()
        if modal is None:
            since.clear()
            return
        first = since.setdefault(id(modal), time.monotonic())
        if time.monotonic() - first > 25:
            stuck.append(f"{modal.objectName()}: {label_texts(modal)[:3]}")
            modal.close()

    guard.timeout.connect(unstick)
    guard.start()
    yield make
    guard.stop()
    for w in made:
        leave(w)
    assert not stuck, f"a dialog waited for a click nobody made: {stuck}"


#: the seats :func:`seated` made in the test running (closed at its end, conftest.py)
made_seats: list[RemoteSeat] = []


def seated(url: str, sit) -> RemoteSeat:
    seat = RemoteSeat(url)
    made_seats.append(seat)
    seat.connect_to_server().result(10)
    sit(seat).result(10)
    return seat


def close_made_seats() -> None:
    """Every seat the test sat down leaves its table and ends its connection's thread
    (a seat no window took never hears that its table ended, so nothing else ends it)."""
    from shiboken6 import Shiboken

    seats, made_seats[:] = list(made_seats), []
    for seat in seats:
        if Shiboken.isValid(seat):
            seat.close()
        else:  # deleted with its window, which closed it
            seat.client.close()


def hosted_table(qtbot, window, tmp_path, seats: int = 2, server: dict | None = None, **create):
    """``window`` hosts a table (a server in this process, as Host a table does):
    returns its RemoteSeat and the hosting."""
    try:
        hosting = start_hosting(tmp_path / "tables", port=0, **(server or {}))
    except TypeError:  # the code before issue 29 (to see these tests fail on it)
        hosting = start_hosting(tmp_path / "tables")
    host = seated(f"ws://127.0.0.1:{hosting.port}", lambda s: s.create("Ana", seats, **create))
    if window is not None:
        window.play_remote(host, hosting)
    return host, hosting


def join_window(window, hosting, code: str, name: str = "Ben") -> RemoteSeat:
    seat = seated(f"ws://127.0.0.1:{hosting.port}", lambda s: s.join(code, name))
    window.play_remote(seat)
    return seat


def dealt(qtbot, *windows_, timeout: int = 15000) -> None:
    """Wait until every window shows its hand (the cut comes first)."""

    def shown(w) -> bool:
        on_table = getattr(w.seat, "opened_game", True)  # a table server's game is open
        return on_table and w.model.view is not None and bool(w.model.view.hand)

    qtbot.waitUntil(lambda: all(shown(w) for w in windows_), timeout=timeout)


def label_texts(widget: QWidget) -> list[str]:
    """Every text a visible label of ``widget`` shows."""
    return [x.text() for x in widget.findChildren(QLabel) if x.isVisible() and x.text()]


def plain(text: str) -> str:
    return text.replace("&", "")


def button(widget: QWidget, text: str) -> QAbstractButton:
    """The visible button of ``widget`` labelled ``text`` (shortcut marks ignored)."""
    found = [
        b for b in widget.findChildren(QAbstractButton) if b.isVisible() and plain(b.text()) == text
    ]
    assert found, f"no button {text!r} in {widget.objectName()}: " + ", ".join(
        plain(b.text()) for b in widget.findChildren(QAbstractButton) if b.isVisible()
    )
    return found[0]


def shown_dialogs(name: str | None = None) -> list[QWidget]:
    """The dialogs (top-level windows but the main ones) on screen now."""
    from phase10_desktop.app.main_window import MainWindow

    return [
        w
        for w in QApplication.topLevelWidgets()
        if w.isVisible()
        and not isinstance(w, MainWindow)
        and (name is None or w.objectName() == name)
    ]


def when_shown(
    name: str, act: Callable[[QWidget], None], *, timeout: float = 15.0
) -> list[QWidget]:
    """Once a dialog named ``name`` shows (also one a blocking ``exec`` opens), run
    ``act`` on it from the event loop, as a person answering it would. Returns the list
    the dialog is put in (empty if it never came: the test then fails on it)."""
    seen: list[QWidget] = []
    before = {id(w) for w in shown_dialogs(name)}
    deadline = time.monotonic() + timeout

    def poll() -> None:
        new = [w for w in shown_dialogs(name) if id(w) not in before]
        if new:
            seen.append(new[0])
            act(new[0])
        elif time.monotonic() < deadline:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)
    return seen


def click(qtbot, widget: QWidget, text: str) -> None:
    """A mouse click on the button labelled ``text``, once its window is on the screen
    and has taken its size (a dialog fits itself just after it shows: a click before
    that lands where the button was)."""
    target = button(widget, text)
    qtbot.waitExposed(target.window())
    QApplication.processEvents()
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)


def end_hosting(hosting) -> None:
    """End a table hosted by the test itself (no window owns it)."""
    (getattr(hosting, "end", None) or hosting.stop)("the test is over")


def answer(qtbot, name: str, text: str) -> list[str]:
    """Once a dialog named ``name`` shows, read it (its words go in the list returned)
    and click its button ``text``."""
    said: list[str] = []

    def act(d: QWidget) -> None:
        said.append(" ".join(label_texts(d)))
        click(qtbot, d, text)

    when_shown(name, act)
    return said


def choose(qtbot, window, *path: str) -> None:
    """Pick ``window``'s menu entry by mouse: ``choose(qtbot, w, "Game", "Leave table")``,
    or through a submenu: ``choose(qtbot, w, "Game", "Play with others", "Host a table…")``."""
    bar = window.menuBar()
    act = next(a for a in bar.actions() if plain(a.text()) == path[0])
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(act).center())
    menu = act.menu()
    qtbot.waitUntil(menu.isVisible, timeout=5000)
    for i, name in enumerate(path[1:]):
        item = next(a for a in menu.actions() if plain(a.text()) == name)
        assert item.isEnabled(), f"{name} is disabled"
        last = i == len(path) - 2
        if last:
            qtbot.mouseClick(
                menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center()
            )
            return
        qtbot.mouseMove(menu, pos=menu.actionGeometry(item).center())
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())
        menu = item.menu()
        qtbot.waitUntil(menu.isVisible, timeout=5000)


def menu_entry(window, *path: str):
    """The QAction at ``path`` in ``window``'s menus (to read whether it is enabled)."""
    actions = window.menuBar().actions()
    act = None
    for name in path:
        act = next(a for a in actions if plain(a.text()) == name)
        actions = act.menu().actions() if act.menu() is not None else []
    return act


def crash(hosting) -> None:
    """The host's app dies outright: its server's connections drop without a word and
    nothing listens at its address any more (as after kill -9)."""
    hosted = hosting.server
    server = hosted._server

    async def die() -> None:
        if server._server is not None:
            server._server.server.close()  # the listening socket goes: nobody answers
        for streams in list(server.conns.values()):
            for conns in list(streams.values()):
                for conn in list(conns):
                    conn.ws.transport.abort()
        for conn in list(server.lobby.loose):
            conn.ws.transport.abort()

    hosted._thread.call(die()).result(10)


def play_by_mouse(qtbot, window, action) -> bool:
    """Play ``action`` at ``window``'s table as a person does, by mouse: a click on a
    pile to draw; the cards clicked, then a slot, for each group, then Lay down; a card
    then the group it hits; a card then the discard pile (a Skip dragged onto the
    player's plate when there is more than one to skip). Waits until the table has
    taken the move. When the table asks a question the move does not answer (a small
    menu: which end of a run, what a group of Wilds stands for) or refuses the gesture,
    the move is sent as it is instead; False then."""
    from table_helpers import card_center, click, drag, zone_center

    from phase10_desktop.engine import Discard, Draw, Hit, LayDown

    m = window.model
    before = m.view

    def tap(point) -> None:
        click(window, point)

    if isinstance(action, Draw):
        tap(zone_center(window, ("draw",) if action.source == "pile" else ("discard",)))
    elif isinstance(action, LayDown):
        for i, group in enumerate(action.groups):
            for card in group.cards:
                tap(card_center(window, card))
            tap(zone_center(window, ("slot", i)))
        if window.controls.lay_button.isEnabled():
            qtbot.mouseClick(window.controls.lay_button, Qt.MouseButton.LeftButton)
    elif isinstance(action, Hit):
        tap(card_center(window, action.card))
        tap(zone_center(window, ("group", action.owner, action.group)))
    elif isinstance(action, Discard):
        if action.target is not None and before.players > 2:
            start = card_center(window, action.card)
            drag(window, start, zone_center(window, ("seat", action.target)))
        else:
            tap(card_center(window, action.card))
            tap(zone_center(window, ("discard",)))
    popup = QApplication.activePopupWidget()
    if popup is not None:
        popup.close()
    try:
        qtbot.waitUntil(lambda: m.view is not before or m.pending is not None, timeout=3000)
        return True
    except Exception:
        m.set_status("")
        if m.human_to_move:
            assert m.play(action) is None, action
        return False
