"""The Statistics window with real widgets: filters change the figures; recording
a finished game never raises and shows up after a refresh."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "stats"))
from stats_helpers import finished_game, made_up, record_counted

from phase10_desktop.app.dialogs.stats_window import (
    StatsWindow,
    record_finished_game,
    rules_label,
)
from phase10_desktop.app.parts.i18n import install_translators, remove_translators
from phase10_desktop.engine import RuleSet
from phase10_desktop.host.game_setup import GameConfig, SeatConfig
from phase10_desktop.stats import Filters, StatsStore, deal_setup, summarize

SHORT = RuleSet(phases="first:5")


@pytest.fixture(autouse=True)
def english(qapp):
    """The English catalogue (it holds the plural forms: "1 game", "2 games")."""
    install_translators(qapp, "en")
    yield
    remove_translators(qapp)


@pytest.fixture
def store(tmp_path):
    store = StatsStore(tmp_path / "statistics.sqlite3")
    games = [
        made_up(True, level="hard", players=2, day=1),
        made_up(False, level="hard", players=2, day=2),
        made_up(True, level="easy", players=4, day=3, rounds=6, points=30),
        made_up(False, level="normal", players=3, day=4, rules=SHORT),
        made_up(True, level="hard", players=2, day=5, practice=True),
    ]
    for g in games:
        assert record_counted(store, g)
    return store


def _window(qtbot, store) -> StatsWindow:
    window = StatsWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _pick(qtbot, combo, data) -> None:
    """Choose the entry holding ``data`` with the keyboard, as a player would."""
    combo.setFocus()
    target = combo.findData(data) if isinstance(data, str | int) else 0
    if isinstance(data, RuleSet):
        target = combo.parent().rule_choices.index(data)
    assert target >= 0
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, key)


def _table(window) -> list[list[str]]:
    t = window.table
    return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]


def test_the_window_shows_every_figure(qtbot, store):
    window = _window(qtbot, store)
    assert window.subtitle_label.text().startswith("4 games, 2 won (50%)")
    assert "1 game kept but not counted" in window.subtitle_label.text()
    assert _table(window) == [
        ["Easy", "4", "1", "1", "100%"],
        ["Normal", "3", "1", "0", "0%"],
        ["Hard", "2", "2", "1", "50%"],
    ]
    expected = summarize(store.games())
    assert window.rate_chart.values == tuple(p.rate for p in expected.timeline)
    assert window.points_chart.kind == "bars" and window.phases_chart.kind == "bars"
    assert window.streak_label.text() == "1 won, 1 lost in a row"
    assert window.current_label.text() == "1 lost"
    assert "100 points in 3 rounds" in window.best_label.text()


def test_filters_change_the_figures(qtbot, store):
    window = _window(qtbot, store)
    before = window.rate_chart.values
    _pick(qtbot, window.level_combo, "hard")
    assert window.filters() == Filters(level="hard")
    assert window.subtitle_label.text().startswith("2 games, 1 won (50%)")
    assert _table(window) == [["Hard", "2", "2", "1", "50%"]]
    assert window.rate_chart.values != before

    _pick(qtbot, window.level_combo, None)
    _pick(qtbot, window.rules_combo, SHORT)
    assert window.rules_combo.currentText() == "first 5 phases"
    assert window.subtitle_label.text().startswith("1 game, 0 won (0%)")
    assert window.best_label.text() == "none won yet"

    _pick(qtbot, window.players_combo, 6)
    assert window.subtitle_label.text() == "No finished games to show yet."
    assert window.rate_chart.kind == "empty"
    assert window.table.rowCount() == 0


def test_the_rules_filter_lists_the_rules_played(qtbot, store):
    window = _window(qtbot, store)
    items = [window.rules_combo.itemText(i) for i in range(window.rules_combo.count())]
    assert items == ["All rules", "Standard rules", "first 5 phases"]
    assert rules_label(RuleSet(order="any", all_advance=True)) == "any order, everyone advances"


def test_a_damaged_database_is_reported_in_the_window(qtbot, tmp_path):
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"not a database" * 300)
    window = _window(qtbot, StatsStore(path))
    assert window.notice_label.isVisible()
    assert "damaged" in window.notice_label.text()
    assert window.subtitle_label.text() == "No finished games to show yet."


def test_a_finished_game_is_recorded_off_the_gui_thread(qtbot, tmp_path):
    store = StatsStore(tmp_path / "statistics.sqlite3")
    window = _window(qtbot, store)
    game = finished_game(3, seed=None)  # fresh deals, as the table deals them
    config = GameConfig(
        (SeatConfig("Player 1", "normal", True), SeatConfig("Player 2", "hard", False),
         SeatConfig("Player 3", "hard", False)),
    )  # fmt: skip
    for r in game.record.rounds:  # what the table notes as it deals each round
        store.note_deal(
            r.commitment, deal_setup([None, "hard", "hard"], 0, game.rules), practice=False
        )
    future = record_finished_game(game, config, store)
    assert future is not None and future.result(timeout=10) is True
    window.refresh()
    assert window.table.rowCount() == 1
    assert _table(window)[0][:3] == ["Hard", "3", "1"]
    (kept,) = store.games()
    assert kept.seats[0].human and kept.seats[1].level == "hard"
    assert not kept.practice and kept.counted


def test_a_pass_and_play_game_is_kept_under_each_persons_name(qtbot, tmp_path):
    """Issue 21 §5: a game two people played at one screen is recorded for both of them,
    and the window's Whose: choice shows each person's own figures."""
    from phase10_desktop.engine import Game
    from phase10_desktop.simulate import simple_policy

    store = StatsStore(tmp_path / "statistics.sqlite3")
    game = Game.new(3, seed=None, names=["Ana", "Robo", "Lucía"])  # fresh deals
    while not game.game_over:
        game.apply(simple_policy(game, game.legal_actions()))
    config = GameConfig(
        (SeatConfig("Ana", "normal", True), SeatConfig("Robo", "easy", False),
         SeatConfig("Lucía", "normal", True)),
    )  # fmt: skip
    assert config.people == (0, 2)
    for r in game.record.rounds:  # what the table notes as it deals each round
        store.note_deal(
            r.commitment, deal_setup([None, "easy", None], 0, game.rules), practice=False
        )
    assert record_finished_game(game, config, store).result(timeout=10) is True
    (kept,) = store.games()
    assert kept.people == (0, 2) and kept.counted
    window = _window(qtbot, store)
    combo = window.player_combo
    assert combo.isVisible()
    assert [combo.itemText(i) for i in range(combo.count())] == ["Yours", "Ana", "Lucía"]
    for name, seat in (("Lucía", 2), ("Ana", 0)):
        _pick(qtbot, combo, name)
        s = window.summary
        assert s.games == 1 and s.wins == (game.winner == seat), name
        assert s.points == sum(r.points[seat] for r in kept.rounds if not r.tiebreak), name


def test_a_game_at_a_table_server_keeps_the_opponents_names_and_levels():
    """Issue 21 §2: a game played at a table server goes into the statistics with who
    sat where: the other person by name, the bots by name and level. Its deals were the
    server's, so it is kept but not counted."""
    from phase10_desktop.app.table.seat import SeatInfo
    from phase10_desktop.engine import Game
    from phase10_desktop.simulate import simple_policy
    from phase10_desktop.stats.recording import record_table_game, shared_store

    names = ["Ana at the server", "Ben at the server", "Hard bot 3"]
    game = Game.new(3, seed=None, names=names)
    while not game.game_over:
        game.apply(simple_policy(game, game.legal_actions()))
    seats = (SeatInfo(names[0], None, True), SeatInfo(names[1], None, True))
    seats += (SeatInfo(names[2], "hard"),)
    # what the window has at the end: Ben's last view, the seats, the record it was sent
    assert record_table_game(game.view(1), seats, 1, game.record).result(timeout=10)
    (kept,) = [g for g in shared_store().games() if [x.name for x in g.seats] == names]
    assert [(x.level, x.human) for x in kept.seats] == [
        (None, False),
        (None, True),
        ("hard", False),
    ]
    assert kept.human_seat == 1 and kept.winner == game.winner
    assert not kept.counted


def test_a_practice_game_is_recorded_as_practice(tmp_path):
    """The practice flag travels in the game's record (issue 18 part 4)."""
    store = StatsStore(tmp_path / "statistics.sqlite3")
    game = finished_game(2, seed=6)
    assert game.record is not None
    game.record.practice = True
    config = GameConfig((SeatConfig("Me", "normal", True), SeatConfig("Bot", "easy", False)))
    assert record_finished_game(game, config, store).result(timeout=10)
    (kept,) = store.games()
    assert kept.practice and kept.seats[1].level == "easy"
    assert summarize(store.games()).games == 0


def test_recording_never_raises(tmp_path):
    game = finished_game(2, seed=1)
    assert record_finished_game(game, object(), StatsStore(tmp_path / "s.sqlite3")) is None
    unfinished = finished_game(2, seed=1)
    unfinished.stage = "play"
    assert record_finished_game(unfinished, object()) is None


@pytest.mark.parametrize("lang", ["es", "hr", "ar"])
def test_the_window_speaks_the_language(qapp, qtbot, store, lang):
    install_translators(qapp, lang)
    window = _window(qtbot, store)
    english = {"Statistics", "Opponents", "Win rate over time", "Best game:", "All rules", "Mixed"}
    texts = [window.windowTitle(), window.title_label.text(), window.rate_chart.title]
    texts += [window.table.horizontalHeaderItem(c).text() for c in range(5)]
    texts += [window.rules_combo.itemText(i) for i in range(window.rules_combo.count())]
    texts += [window.level_combo.itemText(i) for i in range(window.level_combo.count())]
    assert not english & set(texts)
    assert "games" not in window.subtitle_label.text()
    assert window.isRightToLeft() == (lang == "ar")
    assert not window.grab().isNull()


def test_games_kept_but_none_counted_are_not_called_none(qtbot, tmp_path):
    """Three practice games: the window names them kept and says none counts (it said
    "No finished games to show yet" beside "3 games kept but not counted")."""
    store = StatsStore(tmp_path / "statistics.sqlite3")
    for day in (1, 2, 3):
        record_counted(store, made_up(True, level="hard", players=2, day=day, practice=True))
    window = _window(qtbot, store)
    subtitle = window.subtitle_label.text()
    assert "3 games kept but not counted" in subtitle
    assert "No finished games" not in subtitle and "No game counts yet" in subtitle
