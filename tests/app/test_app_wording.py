"""The app's words for engine facts: phase labels, card names, and every
end-of-game reason the engine really writes."""

from __future__ import annotations

import pytest

from phase10_desktop.engine import (
    STANDARD_PHASES,
    Game,
    GameEnded,
    Phase,
    RuleSet,
    parse_cards,
)
from phase10_desktop.presentation.wording import (
    card_name,
    cards_text,
    display_order,
    game_end_reason,
    join_names,
    level_name,
    phase_label,
    phase_title,
    points_text,
)
from phase10_desktop.simulate import simple_policy

EXPECTED_LABELS = [
    "2 sets of 3",
    "set of 3 + run of 4",
    "set of 4 + run of 4",
    "run of 7",
    "run of 8",
    "run of 9",
    "2 sets of 4",
    "7 cards of one colour",
    "set of 5 + set of 2",
    "set of 5 + set of 3",
]


def test_the_ten_phases_have_whole_labels(qapp) -> None:
    assert [phase_label(p) for p in STANDARD_PHASES] == EXPECTED_LABELS
    assert phase_title(3, STANDARD_PHASES[2]) == "3 · set of 4 + run of 4"


@pytest.mark.parametrize(
    ("code", "label"),
    [
        ("run5", "run of 5"),
        ("set2+set2+set2", "3 sets of 2"),
        ("colour4+run3+run3", "4 cards of one colour + 2 runs of 3"),
        ("colour3+colour3", "2 groups of 3 cards of one colour"),
    ],
)
def test_custom_phases_get_a_label_too(qapp, code: str, label: str) -> None:
    assert phase_label(Phase.parse(code)) == label


def test_card_names(qapp) -> None:
    names = [card_name(c) for c in parse_cards("R7 B12 G1 Y9 W S")]
    assert names == ["Red 7", "Blue 12", "Green 1", "Yellow 9", "Wild", "Skip"]


def test_cards_are_listed_in_reading_order(qapp) -> None:
    hand = parse_cards("S W Y3 R12 B3 G1")
    assert [c.face for c in display_order(hand)] == ["G1", "B3", "Y3", "R12", "W", "S"]
    assert cards_text(hand) == "Green 1, Blue 3, Yellow 3, Red 12, Wild, Skip"
    assert cards_text([]) == "no cards"


def test_small_words(qapp) -> None:
    assert [level_name(x) for x in ("easy", "normal", "hard", "odd")] == [
        "Easy",
        "Normal",
        "Hard",
        "odd",
    ]
    assert points_text(25) == "25 points"
    assert join_names([]) == ""
    assert join_names(["Ana"]) == "Ana"
    assert join_names(["Ana", "Bo"]) == "Ana and Bo"
    assert join_names(["Ana", "Bo", "Cy"]) == "Ana, Bo and Cy"


def _ending(players: int, seed: int, rules: RuleSet) -> tuple[Game, GameEnded]:
    game = Game.new(players, seed=seed, rules=rules)
    while True:
        for event in game.apply(simple_policy(game, game.legal_actions())):
            if isinstance(event, GameEnded):
                return game, event


@pytest.mark.parametrize(
    ("players", "seed", "rules", "expected"),
    [
        (4, 4, RuleSet(), "{name} completed the final phase."),
        (
            6,
            35,
            RuleSet(phases="first:5"),
            "{name} laid the final phase first in the tie-break round.",
        ),
        (
            3,
            1,
            RuleSet(phases="first:5", all_advance=True),
            "{name} had the lowest score after the last phase.",
        ),
    ],
)
def test_real_engine_reasons_are_translated(qapp, players, seed, rules, expected) -> None:
    game, ended = _ending(players, seed, rules)
    name = game.names[ended.winner]
    assert game_end_reason(ended, game.names) == expected.format(name=name)


def test_the_several_finishers_reason(qapp) -> None:
    # Find a game where more than one player finished and the lowest score won outright.
    for seed in range(200):
        game, ended = _ending(6, seed, RuleSet(phases="first:5"))
        if ended.reason.endswith("with the lowest score"):
            break
    else:
        pytest.fail("no seed gave several finishers with a clear winner")
    assert game_end_reason(ended, game.names) == (
        f"{game.names[ended.winner]} completed the final phase with the lowest score "
        "of those who finished it."
    )


def test_fill_never_substitutes_inside_a_value():
    """A player named "%2" keeps their name: fill() makes one pass over the template."""
    from phase10_desktop.presentation.wording import fill

    assert fill("%1 played a Skip on %2.", "%2", "Ada") == "%2 played a Skip on Ada."
    assert fill("%1 hit the %2 on %3's %4.", "%3%4", "Red 7", "%1", "Run 3–6") == (
        "%3%4 hit the Red 7 on %1's Run 3–6."
    )
    assert fill("%2 before %1", "a", "b") == "b before a"
    assert fill("%1 and %3", "a") == "a and %3"
