"""GameConfig / SeatConfig: the set-up stored in saves and settings must round-trip
exactly and refuse malformed data with a message that says what is wrong."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from phase10_desktop.engine import PHASE_PRESETS, RuleSet
from phase10_desktop.engine.saves import game_to_json
from phase10_desktop.host.game_setup import (
    LEVELS,
    MAX_NAME_LENGTH,
    MAX_SEED,
    GameConfig,
    SeatConfig,
)


def _config(players: int = 3, **kwargs: object) -> GameConfig:
    seats = [SeatConfig("Ana", "normal", True)]
    seats += [SeatConfig(f"Bot {i}", LEVELS[i % 3], False) for i in range(1, players)]
    return GameConfig(tuple(seats), **kwargs)  # type: ignore[arg-type]


names = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Zs", "Zl", "Zp")),
    min_size=1,
    max_size=MAX_NAME_LENGTH,
)
rules = st.builds(
    RuleSet,
    phases=st.sampled_from(PHASE_PRESETS),
    order=st.sampled_from(["in_order", "any"]),
    all_advance=st.booleans(),
    first_skip=st.sampled_from(["skip_first_player", "cover"]),
    may_discard_drawn_discard=st.booleans(),
    may_go_out_by_hitting=st.booleans(),
    natural_per_group=st.booleans(),
)


@st.composite
def configs(draw: st.DrawFn) -> GameConfig:
    count = draw(st.integers(2, 6))
    seat_names = draw(
        st.lists(names, min_size=count, max_size=count, unique_by=lambda n: n.casefold())
    )
    seats = tuple(
        SeatConfig(name, draw(st.sampled_from(LEVELS)), i == 0) for i, name in enumerate(seat_names)
    )
    seed = draw(st.one_of(st.none(), st.integers(0, MAX_SEED)))
    return GameConfig(seats, draw(rules), seed)


@settings(max_examples=150, deadline=None, derandomize=True)
@given(configs())
def test_round_trip_through_json_text(config: GameConfig) -> None:
    text = json.dumps(config.to_dict())
    assert GameConfig.from_dict(json.loads(text)) == config


def test_defaults_are_the_standard_game_with_a_random_seed() -> None:
    config = _config()
    assert config.rules == RuleSet()
    assert config.seed is None
    assert config.players == 3
    assert config.names == ("Ana", "Bot 1", "Bot 2")
    assert config.levels == ("normal", "normal", "hard")


def test_names_are_tidied() -> None:
    assert SeatConfig("  Ada   Lovelace ", "easy", False).name == "Ada Lovelace"


def test_new_game_uses_names_rules_and_seed() -> None:
    config = _config(4, rules=RuleSet(phases="first:5"), seed=77)
    a, b = config.new_game(), config.new_game()
    assert a.names == config.names
    assert a.rules.phases == RuleSet(phases="first:5").phases
    assert a.seed == 77
    assert game_to_json(a) == game_to_json(b)  # same seed and rules, same deal


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: _config(1), "2 to 6 players"),
        (lambda: _config(7), "2 to 6 players"),
        (
            lambda: GameConfig(
                (SeatConfig("A", "easy", False), SeatConfig("B", "easy", True)),
            ),
            "the first seat must be a person",
        ),
        (
            lambda: GameConfig((SeatConfig("Ana", "easy", True), SeatConfig("ANA", "hard", False))),
            "two players are called",
        ),
        (lambda: SeatConfig("A", "expert", False), "unknown level 'expert'"),
        (lambda: SeatConfig("   ", "easy", False), "needs a name"),
        (lambda: SeatConfig("x" * (MAX_NAME_LENGTH + 1), "easy", False), "longer than"),
        (lambda: SeatConfig("A", "easy", 1), "'human' must be true or false"),  # type: ignore[arg-type]
        (lambda: _config(seed=-1), "seed must be a whole number"),
        (lambda: _config(seed=MAX_SEED + 1), "seed must be a whole number"),
        (lambda: _config(seed=True), "seed must be a whole number"),
        (lambda: _config(seed="12"), "seed must be a whole number"),
    ],
)
def test_invalid_configs_are_refused_with_a_reason(build, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        build()


def _good() -> dict:
    return _config(seed=5).to_dict()


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: "not an object", "must be an object"),
        (lambda d: {k: v for k, v in d.items() if k != "rules"}, "missing 'rules'"),
        (lambda d: {**d, "colour": "blue"}, "unknown field"),
        (lambda d: {**d, "seats": "Ana,Bo"}, "'seats' must be a list"),
        (lambda d: {**d, "seats": [1, 2]}, "each seat must be an object"),
        (
            lambda d: {**d, "seats": [{"name": "Ana", "level": "easy"}] * 2},
            "missing 'human'",
        ),
        (lambda d: {**d, "rules": {"speed": 3}}, "rules are not valid: unknown rule option"),
        (lambda d: {**d, "rules": {"phases": 5}}, "rules are not valid"),
        (lambda d: {**d, "seed": 1.5}, "seed must be a whole number"),
    ],
)
def test_from_dict_says_what_is_wrong(mutate, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        GameConfig.from_dict(mutate(_good()))


def test_practice_games_are_marked_in_the_set_up_and_in_the_record() -> None:
    config = replace(_config(3, seed=4), practice=True)
    assert GameConfig.from_dict(json.loads(json.dumps(config.to_dict()))) == config
    game = config.new_game()
    assert game.record.practice and game.record.levels == ("human", "normal", "hard")
    assert not _config(3).new_game().record.practice
    waiting = config.new_game(deal=False)
    assert waiting.stage == "deal" and waiting.commitment is not None


def test_set_ups_saved_before_practice_games_existed_still_load() -> None:
    data = _good()
    del data["practice"]
    assert GameConfig.from_dict(data).practice is False
    with pytest.raises(ValueError, match="'practice' must be true or false"):
        GameConfig.from_dict({**_good(), "practice": "yes"})


def test_several_people_may_sit_at_one_screen() -> None:
    """Pass and play: any seats may be people, the first always is."""
    config = GameConfig(
        (
            SeatConfig("Ana", "easy", True),
            SeatConfig("Bo", "easy", False),
            SeatConfig("Cy", "easy", True),
        )
    )
    assert config.people == (0, 2)
    assert GameConfig.from_dict(config.to_dict()) == config
