"""A player's name is shown exactly as typed in every sentence that names them.

Names here look like the placeholders the app fills in (``%1``, ``%n``, ``{name}``)
and like HTML, so a second substitution pass or a label that guesses rich text
would change them. A whole short game is played, and the round summary, the game
over screen, the score sheet, the side panel and the screen-reader descriptions
are read after the moments that name a player.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from phase10_desktop.app.dialogs.game_over import GameOverDialog
from phase10_desktop.app.dialogs.round_summary import RoundSummaryDialog
from phase10_desktop.app.dialogs.score_sheet import ScoreSheetModel
from phase10_desktop.app.parts.phase_progress import PhaseProgressModel
from phase10_desktop.engine import Game, GameEnded, LaidDown, RoundEnded, RuleSet
from phase10_desktop.presentation.describe import seat_description, zone_name
from phase10_desktop.presentation.wording import game_end_reason, join_names
from phase10_desktop.simulate import simple_policy

NAMES = ("%1 %2 {name} <b>", "{0} %n %3 & {g}</b>")  # 20 characters at most


def _play(game: Game, on_event=None) -> tuple[list[RoundEnded], GameEnded]:
    rounds: list[RoundEnded] = []
    ended = None
    while not game.game_over:
        for event in game.apply(simple_policy(game, game.legal_actions())):
            if on_event is not None:
                on_event(game, event)
            if isinstance(event, RoundEnded):
                rounds.append(event)
            elif isinstance(event, GameEnded):
                ended = event
    assert ended is not None
    return rounds, ended


@pytest.fixture(scope="module")
def played() -> tuple[Game, list[RoundEnded], GameEnded, list[str]]:
    game = Game.new(2, seed=3, names=list(NAMES), rules=RuleSet(phases="first:2"))
    spoken: list[str] = []

    def listen(g: Game, event: object) -> None:
        if isinstance(event, LaidDown):
            other = 1 - event.seat
            spoken.append(zone_name(g.view(other), other, ("group", event.seat, 0)))
            spoken.append(seat_description(g.view(other), event.seat, "normal"))

    rounds, ended = _play(game, listen)
    return game, rounds, ended, spoken


def test_the_names_look_like_placeholders_and_markup() -> None:
    assert all("%" in n and "{" in n and "<" in n for n in NAMES)


def test_join_names_and_the_end_of_game_reason(qapp) -> None:
    assert join_names(NAMES) == f"{NAMES[0]} and {NAMES[1]}"
    for winner in (0, 1):
        ended = GameEnded(winner, f"{NAMES[winner]} completed the final phase")
        assert game_end_reason(ended, NAMES) == f"{NAMES[winner]} completed the final phase."


def test_round_summaries_name_who_went_out(qtbot, played) -> None:
    game, rounds, _, _ = played
    went_out = [r for r in rounds if r.went_out is not None]
    assert went_out
    for event in went_out:
        dialog = RoundSummaryDialog(event, game.names, game.rules)
        qtbot.addWidget(dialog)
        name = NAMES[event.went_out]
        assert dialog.subtitle_label.text() == f"{name} went out!"
        assert dialog.subtitle_label.textFormat() == Qt.TextFormat.PlainText
        cell = dialog.rows[event.went_out]["name"]  # a table cell shows plain text
        assert cell.text() == f"{name} ★"
        assert cell.data(Qt.ItemDataRole.AccessibleTextRole) == f"{name}, went out"
        other = dialog.rows[1 - event.went_out]["name"]
        assert other.text() == NAMES[1 - event.went_out]


def test_game_over_names_the_winner_verbatim(qtbot, played) -> None:
    game, _, ended, _ = played
    dialog = GameOverDialog(game, ended, human_seat=None)
    qtbot.addWidget(dialog)
    winner = NAMES[ended.winner]
    assert dialog.title_label.text() == f"{winner} wins!"
    assert dialog.title_label.textFormat() == Qt.TextFormat.PlainText
    assert dialog.reason_label.text().startswith(f"{winner} completed the final phase")
    rows = {row[1].text(): row for row in dialog.rows}
    assert set(rows) == set(NAMES)
    assert rows[winner][1].data(Qt.ItemDataRole.AccessibleTextRole) == f"{winner}, the winner"


def test_score_sheet_sentences_keep_the_names(qapp, played) -> None:
    game, rounds, _, _ = played
    model = ScoreSheetModel(game=game)
    tip = Qt.ItemDataRole.ToolTipRole
    for row, event in enumerate(rounds):
        for seat, name in enumerate(NAMES):
            text = model.data(model.index(row, seat), tip)
            points = event.points[seat]
            assert text.startswith(f"{name} scored {points} point")
            assert f" in round {event.round_no}." in text
            if event.went_out == seat:
                assert text.endswith(f"{name} went out.")
    total_row = len(rounds)
    for seat, name in enumerate(NAMES):
        text = model.data(model.index(total_row, seat), tip)
        assert text == f"{name} has {game.scores[seat]} points in total."


def test_side_panel_sentences_keep_the_names(qapp, played) -> None:
    game, _, _, _ = played
    model = PhaseProgressModel(game=game)
    tip = Qt.ItemDataRole.ToolTipRole
    for seat, name in enumerate(NAMES):
        assert model.data(model.index(seat, model.NAME)) == name
        said = model.data(model.index(seat, model.PHASE), tip)
        assert said.startswith(f"{name} is on phase ") and said.endswith(".")
        score = model.data(model.index(seat, model.SCORE), tip)
        assert score == f"{name} has {game.scores[seat]} points."


def test_screen_reader_descriptions_keep_the_names(qapp, played) -> None:
    _, _, _, spoken = played
    assert spoken, "nobody laid a phase in the whole game?"
    owners = set()
    for group_text, seat_text in zip(spoken[::2], spoken[1::2], strict=True):
        owner = next(n for n in NAMES if seat_text.startswith(f"{n}, Normal bot, "))
        assert group_text.startswith(f"{owner}'s "), group_text
        assert ", can take " in group_text
        owners.add(owner)
    assert owners == set(NAMES)
