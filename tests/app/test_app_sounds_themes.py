"""Sound effects with a mute setting, and the light and dark themes (issue 6)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from table_helpers import config, in_dialog, make_window, pick

from phase10_desktop.engine import Discard, Draw, Game
from phase10_desktop.engine.events import RoundEnded
from phase10_desktop.presentation.sounds import SOUNDS, SoundPlayer, sound_for
from phase10_desktop.presentation.theme import DARK, LIGHT, apply_palette
from phase10_desktop.resources import resources_dir


def test_every_effect_ships_as_a_wav_file():
    for name in SOUNDS:
        path = resources_dir() / "sounds" / f"{name}.wav"
        assert path.is_file() and path.read_bytes()[:4] == b"RIFF"


def test_moves_make_their_sounds_and_mute_silences_them():
    played: list[Path] = []
    player = SoundPlayer(backend=played.append)
    game = Game.from_deal(["S R1 R2", "B1 B2", "G1 G2"], discard="Y5")
    events = game.apply(Draw("discard"))
    assert player.play_for_events(events, human=0) == "draw"
    player._last = 0.0
    skip = next(c for c in game.hands[0] if c.is_skip)
    events = game.apply(Discard(skip, target=2))
    assert sound_for(events[0], 0) == "skip"
    assert player.play_for_events(events, human=0) == "skip"
    assert [p.name for p in played] == ["draw.wav", "skip.wav"]
    player.muted = True
    player._last = 0.0
    assert player.play("discard") is False
    assert len(played) == 2


def test_a_watcher_hears_no_win_when_nobody_went_out():
    # a round dry of cards (R3.7) has no winner; a watcher (no seat: None) won nothing
    dry = RoundEnded(3, None, (0, 0), (None, None), ((), ()), (0, 0), ended_by="piles_dry")
    assert sound_for(dry, None) is None
    assert sound_for(dry, 0) is None
    won = RoundEnded(3, 1, (0, 0), (None, None), ((), ()), (0, 0))
    assert sound_for(won, 1) == "round_won"
    assert sound_for(won, None) is None


def test_a_failing_player_never_breaks_the_game():
    def broken(path: Path) -> None:
        raise OSError("no audio device")

    assert SoundPlayer(backend=broken).play("draw") is False


def test_the_sound_menu_toggles_the_mute_setting(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    sound = w.menus.sound_action
    assert sound.isCheckable() and not sound.isChecked()  # muted in tests
    w.menus.sound_action.trigger()
    assert w.settings.muted is False and w.sounds.muted is False
    w.menus.sound_action.trigger()
    assert w.settings.muted is True and w.sounds.muted is True


def test_dark_theme_changes_the_table_and_the_widgets(qtbot, tmp_path):
    app = QApplication.instance()
    w = make_window(qtbot, tmp_path)
    w.new_game(config("easy", seed=4))
    light_window = app.palette().color(QPalette.ColorRole.Window)
    w.settings.theme = "dark"
    w.apply_settings()
    try:
        assert w.scene.theme is DARK
        assert app.palette().color(QPalette.ColorRole.Window).lightness() < 80
        image = w.view.grab().toImage()
        felt = image.pixelColor(image.width() // 2, image.height() // 3)
        assert felt.lightness() < 70
    finally:
        w.settings.theme = "light"
        w.apply_settings()
    assert w.scene.theme is LIGHT
    assert app.palette().color(QPalette.ColorRole.Window) == light_window
    apply_palette(app, "light")


def choose_theme(qtbot, w, theme: str) -> None:
    """Options → Settings, the theme chosen with the keyboard, Save clicked."""
    from PySide6.QtCore import Qt

    def act(dialog) -> None:
        pick(qtbot, dialog.theme_combo, theme)
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)

    in_dialog(qtbot, w.menus.show_settings, act)


def test_the_fingerprint_link_follows_a_live_theme_switch(qtbot, tmp_path):
    """The side panel's "all 64 digits" link (and a refusal's rule link on the status
    line) takes the dark theme's link colour when the theme is switched in Settings (it
    stayed dark blue on dark grey)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor

    app = QApplication.instance()
    w = make_window(qtbot, tmp_path)
    w.new_game(config("easy", seed=4))
    qtbot.mouseClick(w.controls.panel_button, Qt.MouseButton.LeftButton)  # players and moves
    label = w.deal_label
    qtbot.waitUntil(lambda: label.isVisible() and "all 64 digits" in label.text())
    # your turn: nothing moves on the table while the theme changes
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=10000)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_X)  # refused before the draw: "… (R3.2)", a link
    status = w.controls.status_label
    assert "R3.2" in status.text()
    light_link = label.palette().color(QPalette.ColorRole.Link)
    choose_theme(qtbot, w, "dark")
    try:
        assert w.settings.theme == "dark"
        link = app.palette().color(QPalette.ColorRole.Link)
        assert link.lightness() > 150 and link != light_link  # the dark theme's light blue
        qtbot.waitUntil(lambda: label.palette().color(QPalette.ColorRole.Window).lightness() < 80)

        def inks(widget) -> set[str]:
            image = widget.grab().toImage()
            return {
                QColor(image.pixel(x, y)).name()
                for x in range(image.width())
                for y in range(image.height())
            }

        for widget in (label, status):  # each link, in the dark theme's blue
            qtbot.waitUntil(lambda widget=widget: link.name() in inks(widget))
            assert light_link.name() not in inks(widget), "the light theme's link is left"
    finally:
        choose_theme(qtbot, w, "light")
    apply_palette(app, "light")


def options_menu(w):
    return next(a.menu() for a in w.menuBar().actions() if a.text() == "&Options")


def test_a_system_without_a_sound_player_says_so(qtbot, tmp_path, monkeypatch):
    """No pw-play, paplay or aplay: the Options menu says the effects cannot be heard
    (it ticked "Sound effects" over a silent game), and so does Settings."""
    from PySide6.QtCore import QPoint, Qt

    from phase10_desktop.presentation import sounds

    monkeypatch.setattr(sounds, "system_backend", lambda: None)
    w = make_window(qtbot, tmp_path)
    w.settings.muted = False
    w.sounds = SoundPlayer(muted=False)  # a player that has not looked for one yet
    menu = options_menu(w)
    menu.popup(w.mapToGlobal(QPoint(10, 10)))
    qtbot.waitUntil(menu.isVisible)
    action = w.menus.sound_action
    assert not action.isEnabled() and not action.isChecked()
    assert "no sound player" in action.text()
    assert "aplay" in action.toolTip()
    menu.hide()

    def look(dialog) -> None:
        assert not dialog.muted_check.isEnabled()
        assert dialog.sound_note is not None and dialog.sound_note.isVisible()
        assert "silent" in dialog.sound_note.text()
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)

    in_dialog(qtbot, w.menus.show_settings, look)


def test_with_a_sound_player_the_menu_offers_the_effects(qtbot, tmp_path):
    from PySide6.QtCore import QPoint

    w = make_window(qtbot, tmp_path)
    w.sounds = SoundPlayer(muted=True, backend=lambda path: None)
    menu = options_menu(w)
    menu.popup(w.mapToGlobal(QPoint(10, 10)))
    qtbot.waitUntil(menu.isVisible)
    action = w.menus.sound_action
    assert action.isEnabled() and not action.isChecked()  # muted in tests
    assert action.text() == "Sound &effects"
    menu.hide()
