"""Moves every sensible bot makes the same way, whatever its level of cunning.

Laying down as much as fits, hitting naturals before Wilds, and putting a Wild
on the run end that lets the rest of the hand follow are not matters of taste:
each empties the hand sooner, which is the whole aim once a phase is down.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine import Card, Discard, Group, Hit, LayDown, PlayerView, arrange_group, may_discard
from ..engine.groups import End
from .base import view_fingerprint
from .judge import phase_difficulty
from .knowledge import threat


def can_discard(view: PlayerView, card: Card) -> bool:
    """R3.5: the card taken from the discard pile this turn may not go straight back."""
    return may_discard(view.rules, card, view.drawn_discard)


def _chain_fits(group: Group, cards: Sequence[Card]) -> int:
    """How many of ``cards`` could be hit on ``group`` one after another (naturals only)."""
    g = group
    left = [c for c in cards if not c.is_wild and not c.is_skip]
    count = 0
    progress = True
    while progress and left:
        progress = False
        for c in left:
            opts = g.hit_options(c)
            if opts:
                g = g.with_card(c, opts[0][0])
                left.remove(c)
                count += 1
                progress = True
                break
    return count


def best_wild_spot(
    groups: Sequence[tuple[int, int, Group]], wild: Card, rest: Sequence[Card]
) -> tuple[int, int, End | None] | None:
    """Where a Wild helps most: (owner, index, end), preferring a run end that lets
    more of ``rest`` follow, then a set or colour group (which never runs out)."""
    best_score: float | None = None
    best: tuple[int, int, End | None] | None = None
    for owner, gi, g in groups:  # in table order, so the first of equals wins
        for end, _ in g.hit_options(wild):
            if g.kind == "run":
                after = g.with_card(wild, end)
                score = 2.0 * _chain_fits(after, rest) - 0.5
                # Keep the run open at both ends: a run stuck at 1 or 12 takes less.
                if after.low == 1 or after.high == 12:
                    score -= 0.25
            else:
                score = 0.0
            if best_score is None or score > best_score:
                best_score, best = score, (owner, gi, end)
    return best


def extend_lay_down(view: PlayerView, action: LayDown) -> LayDown:
    """The lay-down with every spare card that fits added to its groups (R4.5).

    One card that may be discarded is always kept back (R3.5): if everything
    else fits, laying down and discarding it goes out in the same turn.
    """
    groups = list(action.groups)
    used = {c for g in groups for c in g.cards}
    spare = [c for c in view.hand if c not in used]
    # Runs with Wilds: put the Wilds at whichever end lets more spare cards follow.
    for i, g in enumerate(groups):
        if g.kind == "run" and any(c.is_wild for c in g.cards):
            options = []
            for prefer in ("high", "low"):
                try:
                    alt = arrange_group("run", g.cards, prefer=prefer)
                except ValueError:
                    continue
                options.append((_chain_fits(alt, spare), prefer == "high", alt))
            if options:
                groups[i] = max(options, key=lambda o: (o[0], o[1]))[2]

    def keeps_discard(without: Card) -> bool:
        return any(can_discard(view, c) for c in spare if c is not without)

    progress = True
    while progress:
        progress = False
        for c in sorted(spare, key=lambda c: (c.is_wild, c.id)):
            if c.is_skip or not keeps_discard(c):
                continue
            if c.is_wild:
                rest = [x for x in spare if x is not c]
                spot = best_wild_spot([(view.seat, i, g) for i, g in enumerate(groups)], c, rest)
                if spot is None:
                    continue
                _, gi, end = spot
                groups[gi] = groups[gi].with_card(c, end)
            else:
                for gi, g in enumerate(groups):
                    opts = g.hit_options(c)
                    if opts:
                        groups[gi] = g.with_card(c, opts[0][0])
                        break
                else:
                    continue
            spare.remove(c)
            progress = True
            break
    candidate = LayDown(tuple(groups), action.phase)
    # The engine is the judge; an arrangement it refuses falls back to the plain one.
    return candidate if view.problem(candidate) is None else action


def choose_lay_down(view: PlayerView, lays: Sequence[LayDown], extend: bool = True) -> LayDown:
    """With phases in any order (R9.2), lay the hardest one that is ready."""
    rules = view.rules

    def key(a: LayDown) -> float:
        return phase_difficulty(rules.phases[(a.phase or view.current_phase()) - 1])

    best = max(lays, key=key)
    return extend_lay_down(view, best) if extend else best


def choose_hit(view: PlayerView, hits: Sequence[Hit]) -> Hit:
    """Naturals first (they may open a run end for the next card), Wilds last and
    where they let the rest of the hand follow."""
    naturals = [h for h in hits if not h.card.is_wild]
    if naturals:
        return min(naturals, key=lambda h: (h.owner != view.seat, h.card.id, h.owner, h.group))
    wild = hits[0].card
    rest = [c for c in view.hand if c is not wild]
    spots = {(h.owner, h.group) for h in hits}
    groups = [(o, gi, view.laid[o][gi]) for o, gi in sorted(spots)]
    spot = best_wild_spot(groups, wild, rest)
    if spot is not None:
        owner, gi, end = spot
        for h in hits:
            if h.owner == owner and h.group == gi and h.end == end:
                return h
    return hits[0]


def skip_choice(view: PlayerView, skips: Sequence[Discard]) -> Discard:
    """Skip whoever threatens most: down with few cards, or nearest the last phase.

    With no one down the turn is taken from the game's leader. Measured with four
    players (Hard at the first seat, 1,000 deals): aiming instead at the seat whose
    likely hands are nearest its phase, or leaning towards the seat two after,
    lost two to three points of wins each (docs/bots.md)."""
    aimed = [a for a in skips if a.target is not None]
    return most_threatening(view, aimed) if aimed else skips[0]


def _target(skip: Discard) -> int:
    """The seat a Skip is aimed at (R6: a Skip discarded names one)."""
    assert skip.target is not None, skip
    return skip.target


def most_threatening(view: PlayerView, skips: Sequence[Discard]) -> Discard:
    """The Skip aimed at the seat of highest :func:`threat`, a tie going to any of
    the tied seats alike.

    At the start of a game every seat threatens alike, so a tie-break by seat
    number once sent the first Skips of every game to seat 0, where the human
    sits. The draw among tied seats is seeded by what this seat sees
    (:func:`view_fingerprint`): the same position gives the same choice, every
    seat is equally likely to be chosen, and no hidden card can change it.
    """
    score = {_target(a): threat(view, _target(a)) for a in skips}
    best = max(score.values())
    tied = [a for a in skips if score[_target(a)] == best]
    if len(tied) == 1:
        return tied[0]
    tied.sort(key=_target)
    return random.Random(f"skip/{view_fingerprint(view)}").choice(tied)
