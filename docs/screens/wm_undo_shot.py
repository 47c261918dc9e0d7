"""An undo caught mid-flight, under a real window manager: the Wild hit on your own set
flies back to your hand after Ctrl+Z. Writes /tmp/undo_before.png, /tmp/undo_mid.png
(MID milliseconds after the key, default 250; docs/screens/wm/undo_midflight_1024x640.png
was taken with MID=120) and /tmp/undo_after.png.

    Xvfb :74 -screen 0 1024x640x24 & DISPLAY=:74 openbox &
    DISPLAY=:74 QT_QPA_PLATFORM=xcb MID=120 PYTHONPATH=tests/app \
        .venv/bin/python -m pytest -q -p no:cacheprovider docs/screens/wm_undo_shot.py
"""

import os

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from table_helpers import card_center, config, drag, make_window, zone_center

from phase10_desktop.engine import LayDown


def test_undo_mid_flight_shot(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path, reduce_motion=False, speed=0.5)
    w.show()
    w.resize(1024, 600)
    qtbot.wait(500)
    w.new_game(config("easy", seed=8))
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=15000)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: not w.scene.animating)
    lay = next(a for a in w.game.legal_actions() if isinstance(a, LayDown))
    for i, group in enumerate(lay.groups):
        for card in group.cards:
            drag(w, card_center(w, card), zone_center(w, ("slot", i)))
    qtbot.waitUntil(lambda: not w.scene.animating)
    w.controls.lay_button.click()
    qtbot.waitUntil(lambda: not w.scene.animating)
    wild = next(c for c in w.model.hand() if c.face == "W")
    drag(w, card_center(w, wild), zone_center(w, ("group", 0, 0)))
    qtbot.waitUntil(lambda: not w.scene.animating)
    qtbot.wait(300)
    QGuiApplication.primaryScreen().grabWindow(0).save("/tmp/undo_before.png")
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(int(os.environ.get("MID", "250")))
    QGuiApplication.primaryScreen().grabWindow(0).save("/tmp/undo_mid.png")
    qtbot.waitUntil(lambda: not w.scene.animating, timeout=5000)
    QGuiApplication.primaryScreen().grabWindow(0).save("/tmp/undo_after.png")
