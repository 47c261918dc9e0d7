"""The 108 cards (docs/rules.md R1) and the short text notation used everywhere.

Every physical card has a stable integer id so the engine can prove that cards
are conserved; two red 7s are two different cards with the same *face*.
The notation ``R7 B12 G1 Y3 W S`` names faces only; :func:`parse_cards` hands out
distinct copies so that a parsed hand never contains the same card twice.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum


class Colour(Enum):
    """The four colours. The value is the letter used in the notation."""

    RED = "R"
    BLUE = "B"
    GREEN = "G"
    YELLOW = "Y"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def label(self) -> str:
        """The English word, capitalised, for messages and group labels."""
        return self.name.capitalize()


COLOURS: tuple[Colour, ...] = (Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW)
_COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}

NUMBER_COPIES = 2
WILD_COUNT = 8
SKIP_COUNT = 4
NUMBERS = range(1, 13)
DECK_SIZE = len(COLOURS) * len(NUMBERS) * NUMBER_COPIES + WILD_COUNT + SKIP_COUNT  # 108
_FIRST_WILD = len(COLOURS) * len(NUMBERS) * NUMBER_COPIES  # 96
_FIRST_SKIP = _FIRST_WILD + WILD_COUNT  # 104


class Card:
    """One physical card. Instances are interned: ``Card.by_id(i) is Card.by_id(i)``.

    Equality and hashing are by id, so two red 7s are different cards; compare
    ``card.face`` to ask whether two cards look the same.
    """

    __slots__ = ("ckey", "colour", "face", "id", "is_skip", "is_wild", "nkey", "number", "points")

    id: int
    colour: Colour | None
    number: int | None
    is_wild: bool
    is_skip: bool
    face: str
    points: int
    #: counting keys for the phase solver: number (1-12) or colour index (1-4);
    #: 0 for a Wild, 13 for a Skip
    nkey: int
    ckey: int

    def __init__(self, card_id: int) -> None:
        if not 0 <= card_id < DECK_SIZE:
            raise ValueError(f"card id {card_id} is outside 0..{DECK_SIZE - 1}")
        self.id = card_id
        if card_id < _FIRST_WILD:
            colour_index, rest = divmod(card_id, len(NUMBERS) * NUMBER_COPIES)
            self.colour = COLOURS[colour_index]
            self.number = rest // NUMBER_COPIES + 1
            self.is_wild = self.is_skip = False
            self.face = f"{self.colour.letter}{self.number}"
            self.points = 5 if self.number <= 9 else 10  # R7.1
            self.nkey, self.ckey = self.number, colour_index + 1
        elif card_id < _FIRST_SKIP:
            self.colour = None
            self.number = None
            self.is_wild, self.is_skip = True, False
            self.face = "W"
            self.points = 25  # R7.1
            self.nkey = self.ckey = 0
        else:
            self.colour = None
            self.number = None
            self.is_wild, self.is_skip = False, True
            self.face = "S"
            self.points = 15  # R6.5, R7.1
            self.nkey, self.ckey = 13, 13

    @staticmethod
    def by_id(card_id: int) -> Card:
        """The interned card with this id."""
        return DECK[card_id]

    @property
    def is_number(self) -> bool:
        return self.number is not None

    @property
    def copy(self) -> int:
        """Which copy of its face this card is (0-based), e.g. 0 or 1 for a red 7."""
        if self.number is not None:
            return self.id % NUMBER_COPIES
        return self.id - (_FIRST_WILD if self.is_wild else _FIRST_SKIP)

    @property
    def name(self) -> str:
        """A plain English name for messages: "Red 7", "Wild", "Skip"."""
        if self.colour is not None:
            return f"{self.colour.label} {self.number}"
        return "Wild" if self.is_wild else "Skip"

    def __repr__(self) -> str:
        return f"Card({self.face}#{self.copy})"

    def __str__(self) -> str:
        return self.face

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Card) and other.id == self.id)

    def __hash__(self) -> int:
        return self.id

    def __lt__(self, other: Card) -> bool:
        return self.id < other.id

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.by_id, (self.id,))


DECK: tuple[Card, ...] = tuple(Card(i) for i in range(DECK_SIZE))


def _normalise_token(token: str) -> str:
    t = token.strip().upper()
    if t in _FACE_IDS:
        return t
    raise ValueError(
        f"{token!r} is not a card: write a colour letter R, B, G or Y followed by a "
        "number 1-12 (e.g. R7, B12), W for a wild or S for a skip"
    )


_FACE_IDS: dict[str, tuple[int, ...]] = {}
for _card in DECK:
    _FACE_IDS.setdefault(_card.face, ())
    _FACE_IDS[_card.face] += (_card.id,)


def parse_cards(text: str | Iterable[str], *, exclude: Iterable[Card] = ()) -> list[Card]:
    """Parse ``"R7 B12 G1 Y3 W S"`` (case-insensitive, spaces or commas) into cards.

    Repeated faces get distinct copies, so ``parse_cards("R7 R7")`` is two different
    red 7s and a third ``R7`` is an error (the deck has only two). Cards in
    ``exclude`` are treated as already taken, which lets several hands be parsed
    from one deck. A bad token raises ``ValueError`` naming the token.
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    taken = {c.id for c in exclude}
    cards: list[Card] = []
    for token in tokens:
        face = _normalise_token(token)
        for card_id in _FACE_IDS[face]:
            if card_id not in taken:
                taken.add(card_id)
                cards.append(DECK[card_id])
                break
        else:
            total = len(_FACE_IDS[face])
            raise ValueError(
                f"{token!r}: the deck has only {total} card{'s' if total > 1 else ''} "
                f"showing {face}, and all are already used"
            )
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """The notation for ``cards``, in the given order: ``"R7 B12 W"``."""
    return " ".join(c.face for c in cards)


def card_points(cards: Iterable[Card]) -> int:
    """Penalty points for cards left in hand (R7.1, R6.5)."""
    return sum(c.points for c in cards)


def colour_index(colour: Colour) -> int:
    """The colour's position in :data:`COLOURS`; used by count-based code."""
    return _COLOUR_INDEX[colour]


_COPY_LETTERS = "abcdefgh"


def card_token(card: Card) -> str:
    """The card's face plus a copy letter, naming one physical card: ``R7a``, ``R7b``, ``Wc``.

    Used in saves and logs, where identity matters and text stays readable.
    """
    return f"{card.face}{_COPY_LETTERS[card.copy]}"


def card_from_token(token: object) -> Card:
    """Inverse of :func:`card_token`; a bad token raises ValueError naming it."""
    if isinstance(token, str) and len(token) >= 2 and token[-1] in _COPY_LETTERS:
        ids = _FACE_IDS.get(token[:-1].upper())
        index = _COPY_LETTERS.index(token[-1])
        if ids is not None and index < len(ids):
            return DECK[ids[index]]
    raise ValueError(
        f"{token!r} is not a card token: a face such as R7, W or S followed by a copy "
        "letter (R7a, R7b, Wa to Wh, Sa to Sd)"
    )
