"""Facts a seat can work out from its :class:`PlayerView`, shared by the bots.

Everything here reads the view only. The one inference worth naming: a card a
seat took from the discard pile, and has not thrown back or laid since, is still
in that seat's hand. So it is neither in the draw pile (it cannot be drawn) nor
unknown to a sampler of hidden hands.
"""

from __future__ import annotations

from ..engine import Card, PlayerView


def known_held(view: PlayerView) -> list[list[Card]]:
    """Per seat, the cards certainly in its hand: taken from the discard pile and not
    seen since. Counting pick-ups against discards keeps this right after a
    reshuffle (R3.7) sends a card round again."""
    visible: set[Card] | None = None
    out: list[list[Card]] = []
    for s in range(view.players):
        if s == view.seat:
            out.append(list(view.hand))
            continue
        picked = view.picked_up[s]
        if not picked:
            out.append([])
            continue
        if visible is None:
            visible = set(view.hand)
            visible.update(view.discard_pile)
            for groups in view.laid:
                for g in groups:
                    visible.update(g.cards)
        thrown = view.discarded[s]
        held = []
        for c in dict.fromkeys(picked):
            if c not in visible and picked.count(c) > thrown.count(c):
                held.append(c)
        out.append(held)
    return out


def drawable_cards(view: PlayerView, held: list[list[Card]] | None = None) -> list[Card]:
    """Unseen cards not known to sit in another hand: what a draw could bring."""
    held = known_held(view) if held is None else held
    others = {c for s, cs in enumerate(held) if s != view.seat for c in cs}
    return [c for c in view.unseen_cards() if c not in others]


def table_accepts(view: PlayerView, card: Card) -> bool:
    """Whether ``card`` fits any laid group (anyone who has laid could hit it)."""
    return any(g.accepts(card) for gs in view.laid for g in gs)


def threat(view: PlayerView, seat: int) -> float:
    """How close ``seat`` is to hurting us: going out soon, or far along the phases.

    Used to pick whom to skip and when to dump penalty points.
    """
    cards = view.hand_counts[seat]
    done = len(view.completed[seat])
    total = len(view.rules.phases)
    # Down and hitting: the fewer cards left, the sooner the round ends.
    down = view.laid_phase[seat] is not None
    base = 100.0 + 10.0 * max(0, 8 - cards) if down else 40.0
    # Progress towards winning the game, and a low score for the tie-break.
    return base + 6.0 * done + (20.0 if done + 1 >= total else 0.0) - view.scores[seat] / 50.0


def danger(view: PlayerView) -> float:
    """0 to 1: how likely the round ends soon, so held cards turn into points."""
    worst = 0.0
    for s in view.active:
        if s == view.seat or view.laid_phase[s] is None:
            continue
        n = view.hand_counts[s]
        worst = max(worst, 1.0 if n <= 2 else 0.6 if n <= 4 else 0.3)
    return worst
