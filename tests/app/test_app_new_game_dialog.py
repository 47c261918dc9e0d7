"""NewGameDialog driven through its real controls: players, levels, every R9
variant, the seed check, and the defaults kept in settings."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QCheckBox, QLabel

from phase10_desktop.app.dialogs.new_game_dialog import (
    DEFAULT_BOT_NAMES,
    NewGameDialog,
    parse_seed,
)
from phase10_desktop.app.parts.settings import AppSettings
from phase10_desktop.engine import Phase, RuleSet, phase_preset
from phase10_desktop.host.game_setup import GameConfig, SeatConfig


@pytest.fixture
def app_settings(tmp_path: Path, qapp) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def _open(qtbot, settings: AppSettings) -> NewGameDialog:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _click_box(qtbot, check: QCheckBox) -> None:
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))


def _visible_bot_rows(d: NewGameDialog) -> int:
    return sum(1 for row in d.bot_rows if not row.name_edit.isHidden())


def test_first_game_defaults_to_three_normal_bots_and_standard_rules(
    app_settings: AppSettings, qtbot
) -> None:
    d = _open(qtbot, app_settings)
    assert d.start_button.isEnabled()
    config = d.config()
    assert config.players == 4
    assert config.names == ("Player", *DEFAULT_BOT_NAMES[:3])
    assert config.levels[1:] == ("normal",) * 3
    assert config.seats[0].human and not any(s.human for s in config.seats[1:])
    assert config.rules == RuleSet()
    assert config.seed is None
    assert _visible_bot_rows(d) == 3


def test_choosing_players_names_and_levels(app_settings: AppSettings, qtbot) -> None:
    d = _open(qtbot, app_settings)
    qtbot.keyClicks(d.player_name_edit, "Ana")
    qtbot.keyClick(d.bot_count_spin, Qt.Key.Key_Up)
    qtbot.keyClick(d.bot_count_spin, Qt.Key.Key_Up)
    assert _visible_bot_rows(d) == 5
    assert "6" in d.players_total.text()
    qtbot.keyClicks(d.bot_rows[0].name_edit, "Robo")
    qtbot.keyClicks(d.bot_rows[0].level_combo, "Hard")
    qtbot.keyClicks(d.bot_rows[4].level_combo, "Easy")
    config = d.config()
    assert config.players == 6
    assert config.names[:2] == ("Ana", "Robo")
    assert config.names[2:] == DEFAULT_BOT_NAMES[1:5]  # empty fields use their placeholder
    assert config.levels[1] == "hard" and config.levels[5] == "easy"
    d.bot_count_spin.setFocus()
    for _ in range(6):
        qtbot.keyClick(d.bot_count_spin, Qt.Key.Key_Down)
    assert d.bot_count_spin.value() == 1  # you plus at least one bot
    assert d.config().players == 2
    assert _visible_bot_rows(d) == 1


def test_every_variant_reaches_the_rule_set(app_settings: AppSettings, qtbot) -> None:
    d = _open(qtbot, app_settings)
    qtbot.keyClicks(d.phases_combo, "Even")
    assert "2, 4, 6, 8" in d.phases_help.text()
    qtbot.keyClicks(d.order_combo, "Any")
    assert "any order" in d.order_help.text()
    qtbot.keyClicks(d.first_skip_combo, "A Skip is")
    assert "turned over" in d.first_skip_help.text()
    for check in (
        d.all_advance_check,
        d.discard_drawn_check,
        d.out_by_hitting_check,
        d.natural_check,
    ):
        _click_box(qtbot, check)
    assert d.config().rules == RuleSet(
        phases="even",
        order="any",
        all_advance=True,
        first_skip="cover",
        may_discard_drawn_discard=True,
        may_go_out_by_hitting=True,
        natural_per_group=False,
    )
    qtbot.mouseClick(d.standard_button, Qt.MouseButton.LeftButton)
    assert d.config().rules == RuleSet()


@pytest.mark.parametrize("preset", ["all", "first:5", "first:8", "even", "odd"])
def test_each_phase_preset_is_offered(app_settings: AppSettings, qtbot, preset: str) -> None:
    d = _open(qtbot, app_settings)
    d.phases_combo.setCurrentIndex(d.phases_combo.findData(preset))
    assert d.config().rules.phases == phase_preset(preset)
    assert d.phases_help.text()


def test_each_check_box_explains_itself(app_settings: AppSettings, qtbot) -> None:
    d = _open(qtbot, app_settings)
    for check in (
        d.all_advance_check,
        d.discard_drawn_check,
        d.out_by_hitting_check,
        d.natural_check,
    ):
        assert check.accessibleDescription().endswith(".")
        hints = [
            w
            for w in d.findChildren(QLabel)
            if w.text() == check.accessibleDescription() and not w.isHidden()
        ]
        assert len(hints) == 1


def test_a_seed_that_is_not_a_whole_number_is_refused_inline(
    app_settings: AppSettings, qtbot
) -> None:
    d = _open(qtbot, app_settings)
    assert d.seed_message.isHidden()
    qtbot.keyClicks(d.seed_edit, "12ab")
    assert not d.seed_message.isHidden()
    assert "whole number" in d.seed_message.text()
    assert not d.start_button.isEnabled()
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    assert d.result() == 0 and d.isVisible()  # still open
    assert app_settings.default_config is None
    with pytest.raises(ValueError):
        d.config()
    d.seed_edit.clear()
    qtbot.keyClicks(d.seed_edit, "99999999999999999999")
    assert "too large" in d.seed_message.text()
    d.seed_edit.clear()
    qtbot.keyClicks(d.seed_edit, "2024")
    assert d.seed_message.isHidden() and d.start_button.isEnabled()
    assert d.config().seed == 2024


@pytest.mark.parametrize(
    ("text", "seed"),
    [("", None), ("  ", None), ("0", 0), ("12 345", 12345), ("007", 7), ("١٢", 12)],
)
def test_parse_seed_accepts(text: str, seed: int | None) -> None:
    assert parse_seed(text) == seed


@pytest.mark.parametrize("text", ["-1", "1.5", "abc", "²", "9223372036854775808"])
def test_parse_seed_refuses(text: str) -> None:
    with pytest.raises(ValueError):
        parse_seed(text)


def test_two_players_with_one_name_are_refused(app_settings: AppSettings, qtbot) -> None:
    d = _open(qtbot, app_settings)
    qtbot.keyClicks(d.bot_rows[1].name_edit, DEFAULT_BOT_NAMES[0].upper())
    assert not d.names_message.isHidden()
    assert not d.start_button.isEnabled()
    d.bot_rows[1].name_edit.clear()
    assert d.names_message.isHidden() and d.start_button.isEnabled()


def test_start_remembers_the_choices_but_not_the_seed(app_settings: AppSettings, qtbot) -> None:
    d = _open(qtbot, app_settings)
    qtbot.keyClicks(d.player_name_edit, "Ana")
    qtbot.keyClicks(d.phases_combo, "The first five")
    qtbot.keyClicks(d.bot_rows[2].level_combo, "Hard")
    qtbot.keyClicks(d.seed_edit, "31")
    with qtbot.waitSignal(d.accepted):
        qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    chosen = d.config()
    assert chosen.seed == 31
    stored = app_settings.default_config
    assert stored is not None
    assert stored.seed is None
    assert stored.seats == chosen.seats and stored.rules == chosen.rules
    assert app_settings.player_name == "Ana"

    again = _open(qtbot, app_settings)  # the next new game starts from these choices
    assert again.player_name_edit.text() == "Ana"
    assert again.seed_edit.text() == ""
    assert again.config().seats == chosen.seats
    assert again.config().rules == chosen.rules


def test_cancel_stores_nothing(app_settings: AppSettings, qtbot) -> None:
    d = _open(qtbot, app_settings)
    qtbot.keyClicks(d.player_name_edit, "Ana")
    with qtbot.waitSignal(d.rejected):
        qtbot.mouseClick(d.cancel_button, Qt.MouseButton.LeftButton)
    assert app_settings.default_config is None
    assert app_settings.player_name == "Player"


def test_stored_defaults_are_shown(app_settings: AppSettings, qtbot) -> None:
    stored = GameConfig(
        (
            SeatConfig("Ana", "normal", True),
            SeatConfig("Hal", "easy", False),
            SeatConfig(DEFAULT_BOT_NAMES[1], "hard", False),
        ),
        RuleSet(order="any", may_go_out_by_hitting=True, first_skip="cover"),
    )
    app_settings.default_config = stored
    app_settings.player_name = "Ana"
    d = _open(qtbot, app_settings)
    assert d.bot_count_spin.value() == 2
    assert d.bot_rows[0].name_edit.text() == "Hal"
    assert d.bot_rows[1].name_edit.text() == ""  # the default name stays a placeholder
    assert d.out_by_hitting_check.isChecked()
    assert d.config() == stored


def test_phases_outside_the_presets_are_kept(app_settings: AppSettings, qtbot) -> None:
    custom = (Phase.parse("run5"), Phase.parse("colour4+set2"))
    app_settings.default_config = GameConfig(
        (SeatConfig("Ana", "normal", True), SeatConfig("Bo", "easy", False)),
        RuleSet(phases=custom),
    )
    d = _open(qtbot, app_settings)
    assert d.phases_combo.currentData() == "custom"
    assert d.config().rules.phases == custom
    qtbot.mouseClick(d.standard_button, Qt.MouseButton.LeftButton)
    assert d.config().rules.phases == RuleSet().phases


def test_layout_mirrors_right_to_left(app_settings: AppSettings, qtbot, monkeypatch) -> None:
    # a screen with room for players and rules side by side
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1440, 900))
    d = _open(qtbot, app_settings)
    players_box = d.player_name_edit.parentWidget()
    rules_box = d.phases_combo.parentWidget()
    assert players_box.x() < rules_box.x()
    start_left_of_cancel = d.start_button.x() < d.cancel_button.x()
    d.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    qtbot.waitUntil(lambda: players_box.x() > rules_box.x())
    assert (d.start_button.x() < d.cancel_button.x()) is not start_left_of_cancel


def test_main_controls_have_accessible_names(app_settings: AppSettings, qtbot) -> None:
    d = _open(qtbot, app_settings)
    controls = [d.player_name_edit, d.bot_count_spin, d.seed_edit, d.phases_combo, d.start_button]
    for row in d.bot_rows:
        controls += [row.name_edit, row.level_combo]
    names = [w.accessibleName() for w in controls]
    assert all(names)
    assert len(set(names)) == len(names)


def test_a_practice_game_is_chosen_with_its_check_box_and_remembered(
    app_settings: AppSettings, qtbot
) -> None:
    d = _open(qtbot, app_settings)
    assert not d.practice_check.isChecked() and not d.config().practice
    assert "win rates" in d.practice_check.accessibleDescription()
    _click_box(qtbot, d.practice_check)
    assert d.config().practice
    with qtbot.waitSignal(d.accepted):
        qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    assert app_settings.default_config is not None and app_settings.default_config.practice
    again = _open(qtbot, app_settings)
    assert again.practice_check.isChecked()


def test_on_a_small_screen_the_rules_come_below_the_players(
    app_settings: AppSettings, qtbot, monkeypatch
) -> None:
    """1600×1000 at 200% leaves 800×500: one column that scrolls, Start in view."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 800, 500))
    d = _open(qtbot, app_settings)
    players_box = d.player_name_edit.parentWidget()
    rules_box = d.phases_combo.parentWidget()
    assert players_box.x() == rules_box.x() and rules_box.y() > players_box.y()
    assert d.height() <= 500 and d.scroll_area.verticalScrollBar().maximum() > 0
    # Tab down to the last rule: it is scrolled into view
    assert d.scroll_area.verticalScrollBar().value() == 0
    d.player_name_edit.setFocus()
    for _ in range(40):
        if d.focusWidget() is d.natural_check:
            break
        qtbot.keyClick(d.focusWidget(), Qt.Key.Key_Tab)
    assert d.focusWidget() is d.natural_check
    assert d.scroll_area.verticalScrollBar().value() > 0
    assert not d.natural_check.visibleRegion().isEmpty()
