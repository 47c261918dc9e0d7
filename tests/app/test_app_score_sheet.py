"""ScoreSheetModel and PhaseProgressModel over real games: the right numbers, and
the right model signals (rows inserted per round, dataChanged per changed row)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QDialogButtonBox

from phase10_desktop.app.dialogs.score_sheet import (
    LAID_MARK,
    OUT_MARK,
    SKIP_MARK,
    ScoreSheetDialog,
    ScoreSheetModel,
)
from phase10_desktop.app.parts.phase_progress import PhaseProgressModel
from phase10_desktop.engine import Discard, Game, RoundEnded, RuleSet, TieBreak
from phase10_desktop.presentation.wording import phase_title
from phase10_desktop.simulate import simple_policy

DISPLAY = Qt.ItemDataRole.DisplayRole


def _play_round(game: Game) -> RoundEnded:
    """Play simple-policy moves until a round ends; return its RoundEnded."""
    while not game.game_over:
        for event in game.apply(simple_policy(game, game.legal_actions())):
            if isinstance(event, RoundEnded):
                return event
    raise AssertionError("the game ended without another round")


def _play_out(game: Game) -> list:
    events = []
    while not game.game_over:
        events += game.apply(simple_policy(game, game.legal_actions()))
    return events


def _cell(model, row: int, col: int, role: int = DISPLAY):
    return model.data(model.index(row, col), role)


def test_sheet_matches_the_history_and_passes_the_model_tester(qtmodeltester) -> None:
    game = Game.new(4, seed=1)
    for _ in range(3):
        _play_round(game)
    model = ScoreSheetModel(game=game)
    qtmodeltester.check(model)
    assert model.columnCount() == 4
    assert model.rowCount() == len(game.history) + 2
    for row, result in enumerate(game.history):
        assert model.headerData(row, Qt.Orientation.Vertical) == f"Round {result.round_no}"
        for seat in range(4):
            assert _cell(model, row, seat, model.PointsRole) == result.points[seat]
            assert _cell(model, row, seat, model.LaidPhaseRole) == result.laid[seat]
            text = _cell(model, row, seat)
            assert text.split()[0] == str(result.points[seat])
            assert (LAID_MARK in text) == (result.laid[seat] is not None)
            assert (OUT_MARK in text) == (result.went_out == seat)
            assert _cell(model, row, seat, model.WentOutRole) == (result.went_out == seat)
    total_row = len(game.history)
    assert [_cell(model, total_row, s) for s in range(4)] == [str(x) for x in game.scores]
    assert [_cell(model, total_row + 1, s) for s in range(4)] == [str(p) for p in game.phase_no]
    assert model.headerData(total_row, Qt.Orientation.Vertical) == "Total"
    assert model.headerData(total_row + 1, Qt.Orientation.Vertical) == "Phase reached"
    assert [model.headerData(s, Qt.Orientation.Horizontal) for s in range(4)] == list(game.names)
    tip = _cell(model, 0, 0, Qt.ItemDataRole.ToolTipRole)
    assert game.names[0] in tip and "round 1" in tip


def test_refresh_inserts_one_row_per_round_and_updates_the_footer(qtbot, qtmodeltester) -> None:
    game = Game.new(3, seed=5)
    model = ScoreSheetModel(game=game)
    qtmodeltester.check(model)
    assert model.rowCount() == 2  # no round yet: only the footer
    for _ in range(3):
        _play_round(game)
        rows_before = model.rowCount()
        with (
            qtbot.assertNotEmitted(model.modelReset),
            qtbot.waitSignal(model.rowsInserted) as inserted,
            qtbot.waitSignal(model.dataChanged) as changed,
        ):
            model.refresh()
        parent, first, last = inserted.args
        assert not parent.isValid() and first == last == rows_before - 2
        top, bottom = changed.args[0], changed.args[1]
        assert (top.row(), bottom.row()) == (len(game.history), len(game.history) + 1)
        assert model.rowCount() == len(game.history) + 2
        assert _cell(model, len(game.history), 0) == str(game.scores[0])
    with qtbot.assertNotEmitted(model.rowsInserted), qtbot.assertNotEmitted(model.dataChanged):
        model.refresh()  # nothing new


def test_set_game_resets(qtbot) -> None:
    model = ScoreSheetModel()
    assert model.rowCount() == 0 and model.columnCount() == 0
    with qtbot.waitSignal(model.modelReset):
        model.set_game(Game.new(5, seed=2))
    assert model.columnCount() == 5
    with qtbot.waitSignal(model.modelReset):
        model.set_game(None)
    assert model.rowCount() == 0


def test_a_tiebreak_won_mid_round_still_gets_its_row() -> None:
    # With this seed two players finish phase 5 on equal points (R8.3).
    game = Game.new(6, seed=35, rules=RuleSet(phases="first:5"))
    events = _play_out(game)
    assert any(isinstance(e, TieBreak) for e in events)
    model = ScoreSheetModel(game=game)
    row = model.rowCount() - 3
    assert model.headerData(row, Qt.Orientation.Vertical) == "Tie-break"
    assert _cell(model, row, 0, model.RowKindRole) == "tiebreak"
    winner = game.winner
    assert LAID_MARK in _cell(model, row, winner)
    assert _cell(model, row, winner, model.PointsRole) is None
    assert model.headerData(winner, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole).bold()
    reached = [_cell(model, row + 2, s) for s in game.active]
    assert reached == ["Finished"] * len(game.active)


def test_any_order_games_show_how_many_phases_are_done() -> None:
    game = Game.new(3, seed=4, rules=RuleSet(order="any", phases="first:5"))
    _play_round(game)
    model = ScoreSheetModel(game=game)
    footer = model.rowCount() - 1
    for seat in range(3):
        assert _cell(model, footer, seat) == f"{len(game.completed[seat])} of 5"


# ----------------------------------------------------------------- side panel
def test_progress_rows(qtmodeltester) -> None:
    game = Game.new(4, seed=1)
    _play_round(game)
    model = PhaseProgressModel(game=game)
    qtmodeltester.check(model)
    assert model.rowCount() == 4 and model.columnCount() == 5
    for seat in range(4):
        n = game.phase_no[seat]
        assert _cell(model, seat, model.NAME) == game.names[seat]
        # the narrow column shows the number; the whole phase is its tooltip (issue 22 B3)
        assert _cell(model, seat, model.PHASE) == str(n)
        tip = _cell(model, seat, model.PHASE, Qt.ItemDataRole.ToolTipRole)
        assert phase_title(n, game.rules.phases[n - 1]) in tip
        assert _cell(model, seat, model.PHASE, model.PhaseNumberRole) == n
        assert _cell(model, seat, model.SCORE) == game.scores[seat]
        assert _cell(model, seat, 0, model.ToMoveRole) == (seat == game.turn)
    font = _cell(model, game.turn, model.NAME, Qt.ItemDataRole.FontRole)
    assert font is not None and font.bold()


def test_progress_marks_laid_phases_and_pending_skips(qtbot) -> None:
    game = Game.new(3, seed=9)
    model = PhaseProgressModel(game=game)
    seen_laid = seen_skip = False
    for _ in range(2000):
        if game.game_over or (seen_laid and seen_skip):
            break
        action = simple_policy(game, game.legal_actions())
        skip_target = action.target if isinstance(action, Discard) else None
        game.apply(action)
        model.refresh()
        for seat in range(3):
            laid = _cell(model, seat, model.LAID)
            assert (laid == LAID_MARK) == (game.laid_phase[seat] is not None)
            assert (_cell(model, seat, model.SKIP) == SKIP_MARK) == game.pending_skip[seat]
            seen_laid |= laid == LAID_MARK
        if skip_target is not None and game.pending_skip[skip_target]:
            seen_skip = True
            tip = _cell(model, skip_target, model.SKIP, Qt.ItemDataRole.ToolTipRole)
            assert "Skip" in tip and game.names[skip_target] in tip
    assert seen_laid and seen_skip


def test_progress_refresh_signals_only_changed_rows(qtbot) -> None:
    game = Game.new(4, seed=3)
    model = PhaseProgressModel(game=game)
    first = game.turn
    game.apply(simple_policy(game, game.legal_actions()))  # a draw: nothing shown changes
    with qtbot.assertNotEmitted(model.dataChanged):
        model.refresh()
    while game.turn == first:
        game.apply(simple_policy(game, game.legal_actions()))
    rows: list[int] = []
    model.dataChanged.connect(lambda top, bottom, roles=(): rows.append(top.row()))
    with qtbot.assertNotEmitted(model.modelReset):
        model.refresh()
    assert first in rows and game.turn in rows  # the turn marker moved
    assert len(rows) <= 4


def test_seats_sitting_out_a_tiebreak_are_disabled() -> None:
    game = Game.new(6, seed=35, rules=RuleSet(phases="first:5"))
    while not game.tiebreak:
        game.apply(simple_policy(game, game.legal_actions()))
    model = PhaseProgressModel(game=game)
    for seat in range(6):
        enabled = bool(model.flags(model.index(seat, 0)) & Qt.ItemFlag.ItemIsEnabled)
        assert enabled == (seat in game.active)
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags


# ----------------------------------------------------------------- the dialog
@pytest.fixture
def finished_game() -> Game:
    game = Game.new(4, seed=1)
    _play_out(game)
    return game


def test_dialog_shows_the_sheet_and_closes(qtbot, finished_game: Game) -> None:
    dialog = ScoreSheetDialog(finished_game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.table.model() is dialog.model
    assert dialog.model.rowCount() == len(finished_game.history) + 2
    assert "Final scores" in dialog.subtitle_label.text()
    assert dialog.table.accessibleName()
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_dialog_follows_a_shared_live_model(qtbot) -> None:
    game = Game.new(3, seed=8)
    model = ScoreSheetModel(game=game)
    dialog = ScoreSheetDialog(model=model)
    qtbot.addWidget(dialog)
    dialog.show()
    assert "No round" in dialog.subtitle_label.text()
    _play_round(game)
    with qtbot.waitSignal(model.rowsInserted):
        dialog.refresh()
    assert dialog.table.model().rowCount() == 3
    assert "After round 1" in dialog.subtitle_label.text()
