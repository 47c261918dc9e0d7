"""AppSettings survives whatever is stored (never crashes, falls back to defaults),
and SettingsDialog edits it through its real controls."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, QSettings, Qt

from phase10_desktop.app.dialogs.settings_dialog import SettingsDialog
from phase10_desktop.app.parts.settings import (
    LANGUAGES,
    MAX_SPEED,
    MIN_SPEED,
    THEMES,
    AppSettings,
)
from phase10_desktop.engine import RuleSet
from phase10_desktop.host.game_setup import GameConfig, SeatConfig


def _settings(path: Path) -> AppSettings:
    return AppSettings(QSettings(str(path), QSettings.Format.IniFormat))


@pytest.fixture
def app_settings(tmp_path: Path, qapp) -> AppSettings:
    return _settings(tmp_path / "settings.ini")


def _config() -> GameConfig:
    return GameConfig(
        (SeatConfig("Ana", "normal", True), SeatConfig("Bo", "hard", False)),
        RuleSet(phases="odd", all_advance=True),
    )


def test_defaults_when_nothing_is_stored(app_settings: AppSettings) -> None:
    assert app_settings.animation_speed == 1.0
    assert app_settings.reduce_motion is False
    assert app_settings.player_name == "Player"
    assert app_settings.default_config is None
    assert app_settings.language == ""
    assert app_settings.theme == "light"
    assert app_settings.muted is False


def test_values_persist_in_the_file(tmp_path: Path, qapp) -> None:
    first = _settings(tmp_path / "s.ini")
    first.animation_speed = 2.0
    first.reduce_motion = True
    first.player_name = "  Ana  María "
    first.default_config = _config()
    first.language = "hr"
    first.theme = "dark"
    first.muted = True
    first.sync()
    text = (tmp_path / "s.ini").read_text(encoding="utf-8")
    assert "speed=2" in text and "theme=dark" in text
    again = _settings(tmp_path / "s.ini")
    assert again.animation_speed == 2.0
    assert again.reduce_motion is True
    assert again.player_name == "Ana María"
    assert again.default_config == _config()
    assert (again.language, again.theme, again.muted) == ("hr", "dark", True)


def test_hand_edited_garbage_falls_back_to_defaults(tmp_path: Path, qapp) -> None:
    path = tmp_path / "bad.ini"
    path.write_text(
        "[animation]\nspeed=fast\nreduce_motion=maybe\n"
        "[player]\nname=a, b\n"
        "[game]\ndefault_config={not json\n"
        "[ui]\nlanguage=klingon\ntheme=purple\n"
        "[sound]\nmuted=2\n",
        encoding="utf-8",
    )
    s = _settings(path)
    assert s.animation_speed == 1.0
    assert s.reduce_motion is False
    assert s.player_name == "Player"  # "a, b" is read back as a list
    assert s.default_config is None
    assert s.language == ""
    assert s.theme == "light"
    assert s.muted is False


def test_text_values_from_an_ini_file_are_parsed(tmp_path: Path, qapp) -> None:
    path = tmp_path / "text.ini"
    path.write_text(
        "[animation]\nspeed=0.5\nreduce_motion=true\n[ui]\nlanguage=AR\ntheme= Dark\n"
        "[sound]\nmuted=1\n",
        encoding="utf-8",
    )
    s = _settings(path)
    assert (s.animation_speed, s.reduce_motion, s.muted) == (0.5, True, True)
    assert (s.language, s.theme) == ("ar", "dark")


def test_a_stored_config_that_is_no_longer_valid_is_ignored(app_settings: AppSettings) -> None:
    data = _config().to_dict()
    data["seats"][1]["level"] = "grandmaster"
    app_settings.qsettings.setValue("game/default_config", json.dumps(data))
    assert app_settings.default_config is None


_counter = itertools.count()
stored = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**63), 2**63 - 1),  # what QSettings can hold
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=40),
    st.lists(st.text(max_size=5), max_size=3),
)


@settings(
    derandomize=True,
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    st.dictionaries(
        st.sampled_from(
            [
                "animation/speed",
                "animation/reduce_motion",
                "player/name",
                "game/default_config",
                "ui/language",
                "ui/theme",
                "sound/muted",
            ]
        ),
        stored,
    )
)
def test_any_stored_value_gives_a_valid_setting(tmp_path: Path, qapp, values: dict) -> None:
    qs = QSettings(str(tmp_path / f"h{next(_counter)}.ini"), QSettings.Format.IniFormat)
    for key, value in values.items():
        if value is not None:
            qs.setValue(key, value)
    s = AppSettings(qs)
    assert MIN_SPEED <= s.animation_speed <= MAX_SPEED
    assert isinstance(s.reduce_motion, bool) and isinstance(s.muted, bool)
    assert isinstance(s.player_name, str) and s.player_name.strip()
    assert s.default_config is None or isinstance(s.default_config, GameConfig)
    assert s.language in LANGUAGES
    assert s.theme in THEMES


def test_setters_refuse_values_they_cannot_store(app_settings: AppSettings) -> None:
    with pytest.raises(ValueError):
        app_settings.animation_speed = 0
    with pytest.raises(ValueError):
        app_settings.animation_speed = float("nan")
    with pytest.raises(ValueError):
        app_settings.language = "fr"
    with pytest.raises(ValueError):
        app_settings.theme = "sepia"


def test_changed_names_each_real_change_once(app_settings: AppSettings, qtbot) -> None:
    with qtbot.waitSignal(app_settings.changed, check_params_cb=lambda n: n == "theme"):
        app_settings.theme = "dark"
    with qtbot.assertNotEmitted(app_settings.changed):
        app_settings.theme = "dark"  # unchanged
    seen: list[str] = []
    app_settings.changed.connect(seen.append)
    app_settings.animation_speed = 2.0
    app_settings.default_config = _config()
    app_settings.default_config = None
    app_settings.player_name = ""  # back to the default: removed
    assert seen == ["animation_speed", "default_config", "default_config"]


# ----------------------------------------------------------------- the dialog
def _click_box(qtbot, check) -> None:
    """Click the tick box itself: a stretched QCheckBox ignores clicks right of its text."""
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))


def _show(qtbot, s: AppSettings) -> SettingsDialog:
    dialog = SettingsDialog(s)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_dialog_shows_the_stored_values(app_settings: AppSettings, qtbot) -> None:
    app_settings.player_name = "Ana"
    app_settings.animation_speed = 0.5
    app_settings.theme = "dark"
    app_settings.muted = True
    app_settings.language = "es"
    d = _show(qtbot, app_settings)
    assert d.name_edit.text() == "Ana"
    assert d.speed_combo.currentData() == 0.5
    assert d.theme_combo.currentData() == "dark"
    assert d.muted_check.isChecked()
    assert d.language_combo.currentData() == "es"
    assert d.language_note.isHidden()


def test_editing_and_saving_stores_every_choice(app_settings: AppSettings, qtbot) -> None:
    d = _show(qtbot, app_settings)
    qtbot.keyClicks(d.name_edit, "Zara")
    qtbot.keyClicks(d.speed_combo, "Fast")
    qtbot.keyClicks(d.theme_combo, "Dark")
    _click_box(qtbot, d.muted_check)
    _click_box(qtbot, d.reduce_motion_check)
    assert not d.speed_combo.isEnabled()  # speed means nothing when moves are instant
    qtbot.keyClicks(d.language_combo, "Hrv")
    assert not d.language_note.isHidden()  # says the language changes at the next start
    with qtbot.waitSignal(d.accepted):
        qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    s = app_settings
    assert (s.player_name, s.animation_speed, s.theme) == ("Zara", 2.0, "dark")
    assert s.muted and s.reduce_motion
    assert s.language == "hr"


def test_cancel_stores_nothing(app_settings: AppSettings, qtbot) -> None:
    d = _show(qtbot, app_settings)
    qtbot.keyClicks(d.theme_combo, "Dark")
    qtbot.keyClicks(d.name_edit, "Zara")
    with qtbot.waitSignal(d.rejected):
        qtbot.mouseClick(d.cancel_button, Qt.MouseButton.LeftButton)
    assert app_settings.theme == "light"
    assert app_settings.player_name == "Player"


def test_restore_defaults_and_forget_the_new_game_setup(app_settings: AppSettings, qtbot) -> None:
    app_settings.theme = "dark"
    app_settings.muted = True
    app_settings.default_config = _config()
    d = _show(qtbot, app_settings)
    assert d.forget_button.isEnabled()
    qtbot.mouseClick(d.restore_button, Qt.MouseButton.LeftButton)
    assert d.theme_combo.currentData() == "light"
    assert not d.muted_check.isChecked()
    assert not d.forget_button.isEnabled()
    assert app_settings.theme == "dark"  # nothing stored before Save
    qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    assert app_settings.theme == "light"
    assert app_settings.default_config is None


def test_a_custom_speed_is_kept_not_rounded(app_settings: AppSettings, qtbot) -> None:
    app_settings.animation_speed = 1.5
    d = _show(qtbot, app_settings)
    assert d.speed_combo.currentData() == 1.5
    qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    assert app_settings.animation_speed == 1.5


def test_controls_have_accessible_names(app_settings: AppSettings, qtbot) -> None:
    d = _show(qtbot, app_settings)
    for widget in (d.name_edit, d.speed_combo, d.theme_combo, d.language_combo, d.muted_check):
        assert widget.accessibleName()
