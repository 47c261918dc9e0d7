"""Which card item stands for which card: the table's bookkeeping of what it has seen.

The table draws 108 card items, but it is told only what the player may see:
the faces of their own hand, the discard pile and the laid groups, and mere
counts for the draw pile and the other hands. A *token* is one card item; it
shows a face only once the player has seen that card. When the player learns
more (another seat discards a card it held, a new hand is dealt, a round ends
and every hand is shown) the table decides which token the newly seen card is:
the one that was already on its way from where the card came from. So a card
an opponent discards flies out of that opponent's stack, and a card the player
draws comes off the top of the draw pile, though the table never knew the
card before.

:meth:`Tokens.show` does all of that for any new :class:`Picture`, whether the
change was one move, an undo, a whole round replayed or a game rejoined: the
events of the change only say where cards came from when there is a choice.
Nothing here can learn a hidden card, because a picture holds none.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import field
from typing import assert_never

from ...engine import Card, Group
from ...engine.actions import Discard, Draw, Hit, LayDown
from ...engine.events import (
    CardHit,
    DealCommitted,
    Discarded,
    Drew,
    Event,
    GameEnded,
    LaidDown,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    SeedRevealed,
    TieBreak,
    TookBack,
    TurnSkipped,
    TurnStarted,
    WentOut,
)
from ...engine.values import value_class
from .zones import DISCARD, DRAW, HAND, ZoneKey

__all__ = ["DECK_TOKENS", "Picture", "Tokens", "sources_of"]

#: one card item per card of the deck
DECK_TOKENS = 108


@value_class
class Picture:
    """Everything on the table as one player may see it, place by place.

    Other seats' hands list ``None`` for each card the player may not see (all
    of them in play; none when a round has ended or in a replay).
    """

    draw: int
    #: bottom to top
    discard: tuple[Card, ...]
    #: the player's own cards (every one, staged in a slot or not); empty when watching
    hand: tuple[Card, ...]
    hands: dict[int, tuple[Card | None, ...]]
    groups: dict[int, tuple[Group, ...]]
    #: the player's seat (None when watching)
    seat: int | None = None

    def places(self) -> dict[ZoneKey, tuple[Card | None, ...]]:
        """Every place with its cards (None: a face-down card), piles bottom to top."""
        out: dict[ZoneKey, tuple[Card | None, ...]] = {
            DRAW: (None,) * self.draw,
            DISCARD: self.discard,
        }
        if self.seat is not None:
            out[HAND] = self.hand
        for s, cards in self.hands.items():
            out[ZoneKey("seat", s)] = cards
        for s, groups in self.groups.items():
            for i, g in enumerate(groups):
                out[ZoneKey("group", s, i)] = g.cards
        return out


@value_class(frozen=False)
class Tokens:
    """The card items' current places and the faces they show."""

    #: the face each token shows when face up (None: the player never saw it)
    faces: list[Card | None] = field(default_factory=lambda: [None] * DECK_TOKENS)
    #: the tokens in each place, in the picture's order (piles bottom to top)
    places: dict[ZoneKey, list[int]] = field(default_factory=dict)

    def token_of(self, card: Card) -> int | None:
        """The token showing ``card``, if the table has seen it."""
        for t, face in enumerate(self.faces):
            if face == card:
                return t
        return None

    def place_of(self, token: int) -> ZoneKey | None:
        for key, tokens in self.places.items():
            if token in tokens:
                return key
        return None

    def show(
        self, picture: Picture, sources: dict[Card, ZoneKey] | None = None, *, fresh: bool = False
    ) -> None:
        """Move the tokens to ``picture``.

        ``sources`` says where each card an event moved came from, or went to (see
        :func:`sources_of`): a newly seen card takes a token from there, and a card
        the player stops seeing takes its token there. ``fresh`` (a new deal)
        forgets every face first.
        """
        if fresh:
            self.faces = [None] * DECK_TOKENS
        sources = sources or {}
        wanted = picture.places()
        seen = {c: key for key, cards in wanted.items() for c in cards if c is not None}
        at = {t: key for key, tokens in self.places.items() for t in tokens}
        # a token that shows a card still in sight keeps it, wherever the card went
        owner = {face: t for t, face in enumerate(self.faces) if face is not None and face in seen}
        claimed = set(owner.values())
        # hidden places keep their own face-down cards, the ones remembered first
        hidden: dict[ZoneKey, list[int]] = {}
        for key, cards in wanted.items():
            if key != DRAW and key.kind != "seat":
                continue
            mine = [t for t in self.places.get(key, []) if t not in claimed]
            count = sum(1 for c in cards if c is None)
            keep = set(sorted(mine, key=lambda t: self.faces[t] is None)[:count])
            hidden[key] = [t for t in mine if t in keep]
        placed = claimed | {t for tokens in hidden.values() for t in tokens}
        pool = _Pool([t for t in range(DECK_TOKENS) if t not in placed], at)
        # newly seen cards: from where they came, else where they lie (a hand shown at a
        # round's end), else off the draw pile
        for card, key in seen.items():
            if card not in owner:
                t = pool.take([sources.get(card), key, DRAW])
                owner[card] = t
                self.faces[t] = card
        # hidden places short of cards: a card that went there first (a taken discard)
        for key, tokens in hidden.items():
            count = sum(1 for c in wanted[key] if c is None)
            went = [
                t for t in pool if (face := self.faces[t]) is not None and sources.get(face) == key
            ]
            while len(tokens) < count:
                tokens.append(pool.take_first(went) if went else pool.take([DRAW, key]))
        places: dict[ZoneKey, list[int]] = {}
        for key, cards in wanted.items():
            down = iter(hidden.get(key, ()))
            places[key] = [owner[c] if c is not None else next(down) for c in cards]
        for t in places[DRAW]:
            self.faces[t] = None  # a card back in the draw pile is shuffled out of memory
        self.places = places

    def tokens(self, key: ZoneKey) -> list[int]:
        return list(self.places.get(key, []))


class _Pool:
    """The tokens no card has claimed yet, in token order, and by the place each stood
    in: taking the top-most one of a place is a look-up rather than a search of the
    108 (a deal takes over a hundred)."""

    def __init__(self, tokens: list[int], at: dict[int, ZoneKey]) -> None:
        self._order = tokens
        self._taken: set[int] = set()
        self._by_place: dict[ZoneKey | None, list[int]] = {}
        for t in tokens:
            self._by_place.setdefault(at.get(t), []).append(t)

    def __iter__(self) -> Iterator[int]:
        return (t for t in self._order if t not in self._taken)

    def take(self, prefer: Sequence[ZoneKey | None]) -> int:
        """The top-most token of the first preferred place that has one, else any
        (the last one)."""
        for key in prefer:
            stack = self._by_place.get(key) if key is not None else None
            while stack:
                t = stack.pop()
                if t not in self._taken:
                    self._taken.add(t)
                    return t
        while self._order:
            t = self._order.pop()
            if t not in self._taken:
                self._taken.add(t)
                return t
        raise ValueError("more cards on the table than card items: the picture is inconsistent")

    def take_first(self, tokens: list[int]) -> int:
        """The first of ``tokens`` (untaken tokens of this pool), removed from it."""
        t = tokens.pop(0)
        self._taken.add(t)
        return t


def sources_of(events: Iterable[Event], you: int | None) -> dict[Card, ZoneKey]:
    """Where each card an event moved came from or went to, for :meth:`Tokens.show`.

    A newly seen card comes from the place named here (a discard from the
    discarder's stack); a card the player stops seeing goes to it (a discard
    another seat took goes to its stack).
    """

    def hand_of(seat: int) -> ZoneKey:
        return HAND if seat == you else ZoneKey("seat", seat)

    out: dict[Card, ZoneKey] = {}
    for e in events:
        match e:
            case Drew():
                if e.card is not None:
                    out[e.card] = DRAW if e.source == "pile" and e.seat == you else hand_of(e.seat)
            case LaidDown():
                for g in e.groups:
                    for c in g.cards:
                        out[c] = hand_of(e.seat)
            case CardHit() | Discarded():
                out[e.card] = hand_of(e.seat)
            case TookBack():
                out.update(_taken_back(e, hand_of(e.seat)))
            case (
                RoundStarted()
                | Reshuffled()
                | TurnSkipped()
                | TurnStarted()
                | WentOut()
                | RoundEnded()
                | TieBreak()
                | GameEnded()
                | DealCommitted()
                | SeedRevealed()
            ):
                pass  # the picture alone places their cards (a deal starts afresh)
            case _:
                assert_never(e)
    return out


def _taken_back(e: TookBack, hand: ZoneKey) -> dict[Card, ZoneKey]:
    """An undone move's cards go back to the mover's hand (a drawn card to its pile)."""
    a = e.action
    if isinstance(a, LayDown):
        return {c: hand for c in a.cards}
    if isinstance(a, Hit | Discard):
        return {a.card: hand}
    if isinstance(a, Draw):
        return {}
    return {}
