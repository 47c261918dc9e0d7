"""RoundSummaryDialog built from real RoundEnded events (and a few made by hand
for the rare endings: piles ran dry, a tie-break dealt again)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from phase10_desktop.app.round_summary import CardStrip, RoundSummaryDialog
from phase10_desktop.app.wording import cards_text, phase_label
from phase10_desktop.engine import Game, RoundEnded, RuleSet, parse_cards
from phase10_desktop.simulate import simple_policy


def _next_round_end(game: Game) -> RoundEnded:
    while True:
        for event in game.apply(simple_policy(game, game.legal_actions())):
            if isinstance(event, RoundEnded):
                return event


@pytest.fixture
def ended() -> tuple[Game, RoundEnded]:
    game = Game.new(4, seed=1, names=["Ana", "Bo", "Cy", "Di"])
    for _ in range(2):
        _next_round_end(game)
    return game, _next_round_end(game)  # round 3: Cy goes out, Ana and Cy lay phases


def _open(qtbot, dialog: RoundSummaryDialog) -> RoundSummaryDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_summary_of_a_real_round(qtbot, ended) -> None:
    game, event = ended
    d = _open(qtbot, RoundSummaryDialog(event, game.names, game.rules))
    assert event.went_out is not None
    assert d.title_label.text() == f"Round {event.round_no} is over"
    assert d.subtitle_label.text() == f"{game.names[event.went_out]} went out!"
    assert d.next_button.text() == "Next round"
    assert d.tiebreak_label.isHidden()
    for seat, row in enumerate(d.rows):
        assert row["points"].text() == (f"+{event.points[seat]}" if event.points[seat] else "0")
        assert row["total"].text() == str(event.totals[seat])
        laid = event.laid[seat]
        if laid is None:
            assert "not made" in row["phase"].text()
        else:
            label = phase_label(game.rules.phases[laid - 1])
            assert row["phase"].text() == f"✓ phase {laid}: {label}"
        hand = row["hand"]
        if event.hands[seat]:
            assert isinstance(hand, CardStrip)
            assert sorted(hand.cards) == sorted(event.hands[seat])
            assert hand.accessibleName() == cards_text(event.hands[seat])
            assert hand.width() >= hand.sizeHint().width()
        else:
            assert hand.text() == "no cards"
    out_row = d.rows[event.went_out]
    assert out_row["name"].font().bold()
    assert "went out" in out_row["name"].accessibleName()


def test_next_round_button_closes_the_summary(qtbot, ended) -> None:
    game, event = ended
    d = _open(qtbot, RoundSummaryDialog(event, game.names, game.rules))
    with qtbot.waitSignal(d.accepted):
        qtbot.mouseClick(d.next_button, Qt.MouseButton.LeftButton)
    assert not d.isVisible()


def test_enter_also_continues(qtbot, ended) -> None:
    game, event = ended
    d = _open(qtbot, RoundSummaryDialog(event, game.names, game.rules))
    with qtbot.waitSignal(d.accepted):
        qtbot.keyClick(d, Qt.Key.Key_Return)


def test_cards_left_are_named_for_screen_readers(qtbot) -> None:
    hand = parse_cards("W R7 S B12")
    strip = CardStrip(hand)
    qtbot.addWidget(strip)
    assert strip.accessibleName() == "Red 7, Blue 12, Wild, Skip"
    assert strip.sizeHint().width() > CardStrip(hand[:1]).sizeHint().width()
    strip.show()
    assert not strip.grab().toImage().isNull()


def _made_up(**changes) -> RoundEnded:
    base = dict(
        round_no=7,
        went_out=None,
        points=(35, 60),
        laid=(None, 2),
        hands=(tuple(parse_cards("W R1")), tuple(parse_cards("S S B9 G9"))),
        totals=(100, 120),
    )
    base.update(changes)
    return RoundEnded(**base)


def test_when_the_piles_run_out(qtbot) -> None:
    d = _open(qtbot, RoundSummaryDialog(_made_up(), ["Ana", "Bo"], RuleSet()))
    assert "piles ran out" in d.subtitle_label.text()
    assert "nobody went out" in d.subtitle_label.text()
    assert d.rows[1]["phase"].text().startswith("✓ phase 2")


def test_a_tiebreak_round_dealt_again_says_so(qtbot) -> None:
    event = _made_up(points=(0, 0), laid=(None, None), tiebreak=True)
    d = _open(qtbot, RoundSummaryDialog(event, ["Ana", "Bo"], RuleSet()))
    assert "Tie-break" in d.title_label.text()
    assert "dealt again" in d.subtitle_label.text()
    assert d.rows[0]["points"].text() == "–"  # nothing is scored in a tie-break (R8.3)
    assert d.next_button.text() == "Deal the tie-break"


def test_an_upcoming_tiebreak_is_announced(qtbot) -> None:
    d = _open(
        qtbot,
        RoundSummaryDialog(_made_up(), ["Ana", "Bo"], RuleSet(), next_tiebreak=(0, 1)),
    )
    assert not d.tiebreak_label.isHidden()
    assert "Ana and Bo" in d.tiebreak_label.text()
    assert "tie-break round" in d.tiebreak_label.text()


def test_for_game_announces_what_comes_next(qtbot) -> None:
    # Seed 32 with six players: two tie on phase 5 and play a tie-break (R8.3).
    game = Game.new(6, seed=32, rules=RuleSet(phases="first:5"))
    buttons = []
    while not game.game_over:
        for event in game.apply(simple_policy(game, game.legal_actions())):
            if not isinstance(event, RoundEnded):
                continue
            d = _open(qtbot, RoundSummaryDialog.for_game(event, game))
            buttons.append(d.next_button.text())
            if game.tiebreak:
                tied = [game.names[s] for s in game.active]
                assert all(name in d.tiebreak_label.text() for name in tied)
            else:
                assert d.tiebreak_label.isHidden()
    assert buttons[:-1] == ["Next round"] * (len(buttons) - 1)
    assert buttons[-1] == "Deal the tie-break"


def test_for_game_after_the_final_round(qtbot) -> None:
    game = Game.new(3, seed=2, rules=RuleSet(phases="first:5"))
    final = None
    while not game.game_over:
        for event in game.apply(simple_policy(game, game.legal_actions())):
            if isinstance(event, RoundEnded) and game.game_over:
                final = event
    assert final is not None, "this seed ends without a tie-break"
    d = _open(qtbot, RoundSummaryDialog.for_game(final, game))
    assert d.next_button.text() == "See the result"
