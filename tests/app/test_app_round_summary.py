"""RoundSummaryDialog built from real RoundEnded events (and a few made by hand
for the rare endings: piles ran dry, a tie-break dealt again)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from phase10_desktop.app.dialogs.round_summary import CARDS_ROLE, RoundSummaryDialog
from phase10_desktop.engine import Game, RoundEnded, RuleSet, parse_cards
from phase10_desktop.presentation.wording import cards_text, phase_label
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
            assert sorted(hand.data(CARDS_ROLE)) == sorted(event.hands[seat])
            assert hand.data(Qt.ItemDataRole.AccessibleTextRole) == cards_text(event.hands[seat])
            column = d.table.column(hand)
            assert d.table.columnWidth(column) >= d.table.sizeHintForColumn(column)
        else:
            assert hand.text() == "no cards"
    out_row = d.rows[event.went_out]
    assert out_row["name"].font().bold()
    assert "went out" in out_row["name"].data(Qt.ItemDataRole.AccessibleTextRole)


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
    hand = tuple(parse_cards("W R7 S B12"))
    event = _made_up(hands=(hand, hand[:1]))
    d = _open(qtbot, RoundSummaryDialog(event, ["Ana", "Bo"], RuleSet()))
    cell = d.rows[0]["hand"]
    assert cell.data(Qt.ItemDataRole.AccessibleTextRole) == "Red 7, Blue 12, Wild, Skip"
    assert cell.toolTip() == "Red 7, Blue 12, Wild, Skip"
    column = d.table.column(cell)
    delegate = d.table.itemDelegateForColumn(column)
    assert delegate.strip_width(4) > delegate.strip_width(1)
    assert d.table.columnWidth(column) >= delegate.strip_width(4)
    assert not d.grab().toImage().isNull()


def _made_up(**changes) -> RoundEnded:
    base = dict(
        round_no=7,
        went_out=None,
        points=(35, 60),
        laid=(None, 2),
        hands=(tuple(parse_cards("W R1")), tuple(parse_cards("S S B9 G9"))),
        totals=(100, 120),
        ended_by="piles_dry",
    )
    base.update(changes)
    return RoundEnded(**base)


def test_when_the_piles_run_out(qtbot) -> None:
    d = _open(qtbot, RoundSummaryDialog(_made_up(), ["Ana", "Bo"], RuleSet()))
    assert "piles ran out" in d.subtitle_label.text()
    assert "nobody went out" in d.subtitle_label.text()
    assert d.rows[1]["phase"].text().startswith("✓ phase 2")


@pytest.mark.parametrize(
    ("ended_by", "says"),
    [
        ("no_hits", "no card left fits any group on the table"),
        ("rebuilds", "draw pile ran out a fourth time"),
    ],
)
def test_a_round_nobody_could_finish_says_why_it_ended(qtbot, ended_by, says) -> None:
    """R3.8: the summary names the cause, and that every hand is scored."""
    d = _open(qtbot, RoundSummaryDialog(_made_up(ended_by=ended_by), ["Ana", "Bo"], RuleSet()))
    text = d.subtitle_label.text()
    assert says in text and "every hand is scored (R3.8)" in text
    assert d.rows[0]["points"].text() == "+35" and d.rows[1]["points"].text() == "+60"


def test_the_summary_of_a_real_no_hits_round(qtbot) -> None:
    from phase10_desktop.engine import Discard, Draw, LayDown, arrange_group

    sevens = arrange_group("set", parse_cards("R7 R7 B7 B7 G7 G7 Y7 Y7 W W W W W W W W"))
    game = Game.from_deal(
        ["R1 B2 G3 S", "R5 R5 B5 B5 G5 G5 Y5 Y5 R12 B12"],
        discard="Y1",
        draw="Y2 G11",
        rules=RuleSet(phases=["set3", "run4"]),
        laid=[[sevens], []],
        dealer=1,
        names=["Ana", "Bo"],
    )
    game.apply(Draw("pile"))
    game.apply(Discard(game.hands[0][0]))
    game.apply(Draw("pile"))
    game.apply(LayDown((arrange_group("set", [c for c in game.hands[1] if c.number == 5]),)))
    events = game.apply(Discard(next(c for c in game.hands[1] if c.face == "G11")))
    event = next(e for e in events if isinstance(e, RoundEnded))
    d = _open(qtbot, RoundSummaryDialog.for_game(event, game))
    assert "nobody can go out" in d.subtitle_label.text()
    assert d.rows[1]["phase"].text().startswith("✓ phase 1")


def test_a_tiebreak_ended_by_the_fourth_rebuild_says_so(qtbot) -> None:
    event = _made_up(points=(0, 0), laid=(None, None), tiebreak=True, ended_by="rebuilds")
    d = _open(qtbot, RoundSummaryDialog(event, ["Ana", "Bo"], RuleSet()))
    assert "fourth time" in d.subtitle_label.text() and "dealt again" in d.subtitle_label.text()


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
    # Seed 35 with six players: two tie on phase 5 and play a tie-break (R8.3).
    game = Game.new(6, seed=35, rules=RuleSet(phases="first:5"))
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


def test_cards_left_keep_their_order_right_to_left(qtbot) -> None:
    """In Arabic the strip starts at the cell's right edge, and the cards still ascend
    from left to right, as on the table."""
    from PySide6.QtCore import QRect

    from phase10_desktop.app.dialogs.round_summary import CardsDelegate

    delegate = CardsDelegate()
    cell = QRect(100, 0, 300, 50)
    ltr = delegate.card_lefts(cell, 4, Qt.LayoutDirection.LeftToRight)
    rtl = delegate.card_lefts(cell, 4, Qt.LayoutDirection.RightToLeft)
    assert ltr[0] == cell.left() and ltr == sorted(ltr)
    assert rtl == sorted(rtl) and rtl[-1] + delegate.strip_width(1) == cell.right() + 1
