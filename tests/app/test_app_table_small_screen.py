"""The table on a small screen (issue 31 B7): 1600×1000 at 200 % leaves 800×500 logical
pixels. Every plate's name is written whole beside a SKIPPED chip, the window never
grows past the screen, it cannot be made smaller than 1024×640 where the screen has
room, and below that the side panel gives way to the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem
from table_helpers import make_window, play_by_mouse, seats

from phase10_desktop.engine import Discard, Draw, Game
from phase10_desktop.host.game_setup import GameConfig

NAMES = ["You", "Lucía", "Marko", "Amira"]


class Words(QPainter):
    """A painter that keeps every text it is asked to draw."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[str] = []

    def drawText(self, *args) -> None:
        self.texts.append(next(a for a in args if isinstance(a, str)))
        super().drawText(*args)


def drawn_words(badge) -> list[str]:
    image = QImage(2000, 600, QImage.Format.Format_ARGB32)
    painter = Words(image)
    painter.translate(-badge.rect().topLeft() + QRectF(0, 0, 1, 1).topLeft())
    badge.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return painter.texts


def you_skip_marko() -> Game:
    """You hold a Skip; Marko plays after Lucía, so his Skip stays pending a turn (R6.1)."""
    return Game.from_deal(
        ["S R3 B3 G3 Y5 R7 B9 G11 Y12 R2", "R1 B1", "G1 Y1", "B2 G2"],
        discard="Y3",
        draw="G4 B4 Y4 R4",
        dealer=3,
        names=NAMES,
    )


def test_a_skipped_name_is_written_whole_at_200_percent(qtbot, tmp_path, monkeypatch):
    small_screen(monkeypatch, 800, 500)
    w = make_window(qtbot, tmp_path)
    w.fit_to_screen()
    w.resize(784, 452)  # 1600×1000 at 200 %, less a window manager's frame
    game = you_skip_marko()
    w.start_game(game, GameConfig(seats("normal", "normal", "normal", names=NAMES)))
    for move in (lambda: Draw("pile"), lambda: Discard(game.hands[0][0], 2)):
        qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=5000)
        play_by_mouse(qtbot, w, move())
    qtbot.waitUntil(lambda: game.pending_skip[2] and not w.scene.animating, timeout=5000)
    marko = w.scene.badges[2]
    assert marko.skip_pending
    texts = drawn_words(marko)
    assert "SKIPPED" in texts and "Marko" in texts, texts
    for badge in w.scene.badges.values():  # (the dealer's name is followed by a dot)
        assert any(t.split("  ")[0] == badge.name for t in drawn_words(badge)), badge.name


@pytest.mark.parametrize("screen", [(800, 500), (720, 450)], ids=["1600x1000", "1440x900"])
def test_players_and_moves_opens_within_the_screen(qtbot, tmp_path, monkeypatch, screen):
    """At 200 % on 1600×1000 (and on 1440×900, where the table talk is in the panel too)
    the panel opens over the table's side: the window stays on the screen (it grew to
    1660 pixels), and the table keeps its size."""
    area = small_screen(monkeypatch, *screen)
    w = make_window(qtbot, tmp_path)
    w.settings.window_state = None
    w.resize(screen[0] - 16, screen[1] - 48)
    w.move(0, 0)
    w.fit_to_screen()
    game = you_skip_marko()
    w.start_game(game, GameConfig(seats("normal", "normal", "normal", names=NAMES)))
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=5000)
    assert not w.dock.isVisible() and w.controls.panel_button.isVisible()
    table = w.view.size()
    qtbot.mouseClick(w.controls.panel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.side_panel.isVisible())
    QApplication.sendPostedEvents()  # the layout's requests: a window that must grow, grows
    QApplication.sendPostedEvents()
    assert w.frameGeometry().width() <= area.width(), w.frameGeometry()
    assert w.view.size() == table, "the table kept its room"
    assert w.side_panel.progress_view.isVisible() and w.side_panel.move_log.isVisible()
    # a window manager frames the window after it is shown, and the window fits itself
    # to the screen again then: the drawer the player opened stays open (it closed)
    w.fit_to_screen()
    assert w.panel_place.drawn and w.side_panel.isVisible()
    assert not w.controls.panel_button.isVisible()


def small_screen(monkeypatch, width: int, height: int):
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    area = QRect(0, 0, width, height)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(area))
    return area


def test_the_window_is_never_made_smaller_than_1024_by_640(qtbot, tmp_path, monkeypatch):
    small_screen(monkeypatch, 1440, 900)
    w = make_window(qtbot, tmp_path)
    w.fit_to_screen()
    w.resize(900, 560)  # what a window manager asks for when the player drags an edge
    assert (w.width(), w.height()) == (1024, 640)
    assert w.view.width() >= 1024 - w.dock.width() - 10


def test_a_remembered_side_panel_gives_way_on_a_small_screen(qtbot, tmp_path, monkeypatch):
    """The panel was open on a large screen; on 1600×1000 at 200 % it gives the table
    its room (it kept its place and squeezed the piles to thumbnails)."""
    from PySide6.QtCore import QSettings

    from phase10_desktop.app.main_window import MainWindow
    from phase10_desktop.app.parts.settings import AppSettings
    from phase10_desktop.app.save_store import SaveStore

    ini = str(tmp_path / "settings.ini")
    small_screen(monkeypatch, 1440, 900)
    first = make_window(qtbot, tmp_path / "first")
    first.settings = AppSettings(QSettings(ini, QSettings.Format.IniFormat))
    first.dock.show()
    first.save_geometry()
    first.settings.sync()
    area = small_screen(monkeypatch, 800, 500)
    settings = AppSettings(QSettings(ini, QSettings.Format.IniFormat))
    settings.reduce_motion = True
    second = MainWindow(settings, SaveStore(tmp_path / "saves"))
    qtbot.__dict__.setdefault("_phase10_windows", []).append(second)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    second.fit_to_screen()  # as it does once a window manager has framed it
    QApplication.sendPostedEvents()
    assert area.contains(second.frameGeometry()), second.frameGeometry()
    assert not second.dock.isVisible() and second.controls.panel_button.isVisible()
    assert second.view.width() >= second.width() - 10
    # the Options menu's "Show players and moves" opens it over the table, Esc closes it
    action = second.menus.dock_action
    assert not action.isChecked()
    action.trigger()
    assert second.panel_place.drawn and action.isChecked()
    assert area.contains(second.frameGeometry())
    qtbot.keyClick(second.side_panel.progress_view, Qt.Key.Key_Escape)
    assert not second.panel_place.shown and not action.isChecked()
    assert second.controls.panel_button.isVisible()
