"""Shared helpers for the table's GUI tests: a real window and real mouse drags."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QRectF, QSettings, Qt
from PySide6.QtTest import QTest

from phase10_desktop.app.main_window import MainWindow
from phase10_desktop.app.parts.settings import AppSettings
from phase10_desktop.app.save_store import SaveStore
from phase10_desktop.app.table.zones import ZoneKey
from phase10_desktop.engine import Game, arrange_group, parse_cards
from phase10_desktop.host.game_setup import GameConfig, SeatConfig


def make_window(
    qtbot,
    tmp_path: Path,
    *,
    reduce_motion: bool = True,
    speed: float = 4.0,
    before_close=None,
) -> MainWindow:
    qs = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings = AppSettings(qs)
    settings.reduce_motion = reduce_motion
    settings.animation_speed = speed
    settings.muted = True
    store = SaveStore(tmp_path / "saves")
    window = MainWindow(settings, store)
    # qtbot tracks widgets by weak reference; keep the window alive until teardown
    # closes it (closing stops the bot thread), not until the test function returns
    qtbot.__dict__.setdefault("_phase10_windows", []).append(window)
    qtbot.addWidget(window, before_close_func=before_close)
    window.resize(1280, 860)
    window.show()
    qtbot.waitExposed(window)
    return window


def seats(*levels: str, names=("You", "Ada", "Bruno", "Chiara", "Dmitri", "Esra")) -> tuple:
    out = [SeatConfig(names[0], "normal", True)]
    out += [SeatConfig(names[i + 1], lv, False) for i, lv in enumerate(levels)]
    return tuple(out)


def config(*levels: str, seed: int | None = 1) -> GameConfig:
    return GameConfig(seats(*levels), seed=seed)


def vp_point(window: MainWindow, scene_pos: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_pos)


def drag(window: MainWindow, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """A person's drag on the table: press, move in steps, release (scene coordinates)."""
    vp = window.view.viewport()
    a, b = vp_point(window, start), vp_point(window, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, a + (b - a) * (i / steps))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(window: MainWindow, at: QPointF) -> None:
    QTest.mouseClick(
        window.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        vp_point(window, at),
    )


def card_center(window: MainWindow, card) -> QPointF:
    return window.scene.item(card).center()


def draw_top_center(window: MainWindow) -> QPointF:
    """The middle of the draw pile's top card (the table does not know its face)."""
    token = window.model.draw_top()
    assert token is not None, "the draw pile is empty"
    return window.scene.items_by_token[token].center()


def zone_key(key) -> ZoneKey:
    """A zone named the short way: ("hand",), ("slot", 0), ("group", owner, i), ("seat", s)."""
    if isinstance(key, ZoneKey):
        return key
    kind = key[0]
    if kind == "slot":
        return ZoneKey("slot", None, key[1])
    if kind == "group":
        return ZoneKey("group", key[1], key[2])
    if kind == "seat":
        return ZoneKey("seat", key[1])
    return ZoneKey(kind)


def zone_rect(window: MainWindow, key) -> QRectF:
    rect = window.scene.zone_rect(zone_key(key))
    assert rect is not None, f"no zone {key} on the table"
    return rect


def zone_center(window: MainWindow, key) -> QPointF:
    return zone_rect(window, key).center()


def hand_card(window: MainWindow, face: str):
    game = window.game
    return next(c for c in game.hands[window.model.human] if c.face == face)


def on_moves(window: MainWindow, slot) -> None:
    """Call ``slot(move)`` for every move the table shows (a deal, a move, an undo)."""

    def changed(change) -> None:
        if "moved" in change and change.move is not None:
            slot(change.move)

    window.model.changed.connect(changed)
    window.__dict__.setdefault("_test_slots", []).append(changed)


def moved_signal(window: MainWindow):
    """A signal to wait on for the next move the table shows, with a check on it."""
    return window.model.changed


def fixed_deal(draw: str = "G1") -> Game:
    """The deal the table tests play through: you (seat 0) can take the Green 5,
    lay phase 1, hit your own set, skip Ada, then hit Ada's sets and go out."""
    laid = [
        arrange_group("set", parse_cards("R7 B7 G7")),
        arrange_group("set", parse_cards("G11 B11 Y11")),
    ]
    return Game.from_deal(
        ["R3 B3 G3 Y3 R5 B5 S Y7 R11", "R1 R2"],
        discard="G5",
        draw=draw,
        dealer=1,
        laid=[[], laid],
        names=["You", "Ada"],
    )


def play_by_mouse(qtbot, window: MainWindow, action) -> None:
    """Carry ``action`` out as a person does: a click on a pile to draw, the cards of a
    lay-down dragged into the slots and the Lay down button clicked, a hit dragged onto
    its group (towards the end of a run it names), a discard onto the pile or, for a
    Skip, onto the seat it skips."""
    from phase10_desktop.engine import Discard, Draw, Hit, LayDown

    w = window

    def settled() -> None:
        qtbot.waitUntil(lambda: not w.scene.animating)

    if isinstance(action, Draw):
        token = w.model.draw_top() if action.source == "pile" else w.model.discard_top()
        assert token is not None
        click(w, w.scene.items_by_token[token].center())
    elif isinstance(action, LayDown):
        for i, group in enumerate(action.groups):
            for card in group.cards:
                drag(w, card_center(w, card), zone_center(w, ("slot", i)))
                settled()
        assert w.controls.lay_button.isEnabled(), w.controls.lay_button.toolTip()
        QTest.mouseClick(w.controls.lay_button, Qt.MouseButton.LeftButton)
    elif isinstance(action, Hit):
        rect = zone_rect(w, ("group", action.owner, action.group))
        x = {"low": rect.left() + 6, "high": rect.right() - 6}.get(action.end, rect.center().x())
        drag(w, card_center(w, action.card), QPointF(x, rect.center().y()))
    elif isinstance(action, Discard):
        target = ("seat", action.target) if action.target is not None else ("discard",)
        drag(w, card_center(w, action.card), zone_center(w, target))
    else:
        raise TypeError(f"no gesture for {action!r}")


def in_dialog(qtbot, open_it, act) -> None:
    """Open a modal dialog with ``open_it`` and, once it is up, ``act(dialog)`` on it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    done: list[bool] = []

    def when_open() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, when_open)
            return
        try:
            act(dialog)
        finally:
            done.append(True)
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, when_open)
    open_it()
    assert done, "the dialog was acted on"


def pick(qtbot, combo, data) -> None:
    """Choose the item of ``combo`` holding ``data`` with the arrow keys."""
    combo.setFocus()
    step = Qt.Key.Key_Down if combo.findData(data) > combo.currentIndex() else Qt.Key.Key_Up
    for _ in range(combo.count()):
        if combo.currentData() == data:
            break
        qtbot.keyClick(combo, step)
    assert combo.currentData() == data
