"""How long every table animation takes, in one place.

Durations are the "normal" speed in milliseconds; the player's speed setting
scales them (2.0 = twice as fast) and "reduce motion" makes every move instant.
Keeping them here means a change of pace never needs a hunt through the code.
"""

from __future__ import annotations

#: the slowest and fastest speed multipliers (Settings, ``--speed``, durations alike)
MIN_SPEED, MAX_SPEED = 0.25, 8.0

BASE_MS: dict[str, int] = {
    "draw": 320,  # a card from a pile into a hand
    "discard": 300,  # a card onto the discard pile
    "lay_down": 420,  # a phase from hand to table
    "hit": 320,  # a card onto a laid group
    "reorder": 140,  # cards sliding in the hand
    "fly_back": 220,  # an illegal drop returning home
    "deal": 260,  # one card's flight during the deal
    "deal_stagger": 28,  # delay between dealt cards
    "bot_pause": 380,  # a beat between two bot moves, so a person can follow
    "skip": 320,
}


def duration(name: str, speed: float = 1.0, reduce_motion: bool = False) -> int:
    """Milliseconds for animation ``name`` at ``speed`` (0 when motion is reduced)."""
    if reduce_motion:
        return 0
    speed = min(max(speed, MIN_SPEED), MAX_SPEED)
    return int(BASE_MS[name] / speed)
