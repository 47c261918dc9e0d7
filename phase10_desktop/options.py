"""Command-line option values shared by every entry point: the window's options
(``phase10 --players 3``), the headless commands (``phase10 simulate``) and the
bots' ``tournament`` command.

It sits just above the engine and below everything else, so the bots, the app
and the CLI can all parse an option the same way without importing each other
(imports only run downward: engine ← bots ← app ← cli). Each function is an
``argparse`` ``type=``: a bad value raises :class:`argparse.ArgumentTypeError`
with a sentence saying what is wrong, which argparse prints before exiting 2.
"""

from __future__ import annotations

import argparse
import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .engine import RuleSet

__all__ = [
    "player_count",
    "positive_int",
    "positive_minutes",
    "positive_seconds",
    "rules_option",
    "seed_value",
]


def positive_int(text: str) -> int:
    """A whole number of at least 1 (games, jobs, sampled deals)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} must be at least 1")
    return value


def player_count(text: str) -> int:
    """2 to 6 players (R2.1)."""
    value = positive_int(text)
    if not 2 <= value <= 6:
        raise argparse.ArgumentTypeError(f"Phase 10 is played by 2 to 6 players, not {value}")
    return value


def seed_value(text: str) -> int:
    """A deal number (seed): a whole number from 0 to 2**63 - 1, what a game takes and
    what its saves and records can hold (a negative seed once wrote saves that could
    not be loaded again)."""
    from .engine.fair_deal import MAX_DEAL_NUMBER

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= value <= MAX_DEAL_NUMBER:
        raise argparse.ArgumentTypeError(
            f"the seed must be a whole number from 0 to {MAX_DEAL_NUMBER}, not {value}"
        )
    return value


def positive_seconds(text: str) -> float:
    """A finite number of seconds above zero (a time budget)."""
    return _positive_time(text, "seconds")


def positive_minutes(text: str) -> float:
    """A finite number of minutes above zero (how long something is kept)."""
    return _positive_time(text, "minutes")


def _positive_time(text: str, unit: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of {unit}") from None
    if not value > 0 or math.isinf(value):
        raise argparse.ArgumentTypeError(f"{text} must be a positive number of {unit}")
    return value


def rules_option(text: str) -> RuleSet:
    """``--rules`` value: comma-separated ``name=value`` pairs of RuleSet options (R9)."""
    from .engine import RuleSet

    options: dict[str, object] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        if "=" not in part:
            raise argparse.ArgumentTypeError(f"{part!r}: write option=value, e.g. order=any")
        name, value = (x.strip() for x in part.split("=", 1))
        lowered = value.lower()
        if lowered in ("true", "yes", "on", "1"):
            options[name] = True
        elif lowered in ("false", "no", "off", "0"):
            options[name] = False
        else:
            options[name] = value
    try:
        return RuleSet.from_dict(options)
    except (ValueError, TypeError) as e:
        raise argparse.ArgumentTypeError(str(e)) from None
