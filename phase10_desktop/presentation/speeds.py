"""How long every table animation takes, in one place.

Durations are the "normal" speed in milliseconds; the player's speed setting
scales them (2.0 = twice as fast) and "reduce motion" makes every move instant.
Keeping them here means a change of pace never needs a hunt through the code.
"""

from __future__ import annotations

#: the slowest and fastest speed multipliers (Settings, ``--speed``, durations alike)
MIN_SPEED, MAX_SPEED = 0.25, 8.0

#: Another seat's moves fly slowly enough to be followed by watching (issue 22: a
#: flight of 150-300 ms is missed); the player's own drops settle faster, since
#: they already know what they did (``own_`` durations).
BASE_MS: dict[str, int] = {
    "draw": 450,  # a card from a pile into a hand
    "discard": 450,  # a card onto the discard pile
    "lay_down": 520,  # a phase from hand to table
    "hit": 450,  # a card onto a laid group
    "own_draw": 260,
    "own_discard": 240,
    "own_lay_down": 320,
    "own_hit": 240,
    "reorder": 140,  # cards sliding in the hand
    "fly_back": 220,  # an illegal drop returning home
    "deal": 260,  # one card's flight during the deal
    "deal_stagger": 28,  # delay between dealt cards
    "bot_pause": 450,  # a beat between two moves of other seats, so a person can follow
    "skip": 450,  # a Skip's stop at the seat it skips
}


def duration(name: str, speed: float = 1.0, reduce_motion: bool = False) -> int:
    """Milliseconds for animation ``name`` at ``speed`` (0 when motion is reduced)."""
    if reduce_motion:
        return 0
    speed = min(max(speed, MIN_SPEED), MAX_SPEED)
    return int(BASE_MS[name] / speed)
