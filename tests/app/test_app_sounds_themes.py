"""Sound effects with a mute setting, and the light and dark themes (issue 6)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from table_helpers import config, make_window

from phase10_desktop.app.sounds import SOUNDS, SoundPlayer, sound_for
from phase10_desktop.engine import Discard, Draw, Game
from phase10_desktop.engine.events import RoundEnded
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
