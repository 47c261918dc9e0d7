"""The fair deal: a secret round seed, its public commitment, the player's cut.

Why: players of card apps suspect the shuffle. Here every round's deck order
is a documented function of two inputs that nobody controls alone:

* the **round seed**, 32 secret bytes fixed *before* the round is dealt, whose
  **commitment** (the SHA-256 of the seed, in hex) is shown at once, so the
  program cannot change the seed later without the commitment changing too;
* the **cut**, an optional phrase (or random bytes from one click, written as
  hex text) the player mixes in *after* seeing the commitment, so the program
  cannot have picked a seed that deals a chosen hand.

At the end of the round the seed is revealed; anyone can check that its
SHA-256 is the commitment and recompute the deck (``docs/fair-deal.md`` shows
how with ``openssl`` and a few lines of any language).

The stream and the shuffle, exactly:

* block ``i`` (``i`` = 0, 1, 2, ...) is HMAC-SHA-256 with the round seed as key
  over the UTF-8 text ``label + "\\n" + cut + "\\n" + str(i)``; the label
  (``phase10/deal`` for the deal, ``phase10/reshuffle/K`` for the K-th
  rebuild of the draw pile in a round, R3.7) and the counter contain no line
  break, so the message names its cut unambiguously whatever the cut holds;
* the blocks are read as consecutive 4-byte big-endian unsigned numbers; a
  number below ``n`` is drawn as ``x mod n`` from the first ``x`` below
  ``2**32 - (2**32 mod n)`` (rejection sampling: every result equally likely);
* Fisher–Yates: for ``i`` from ``len - 1`` down to 1, draw ``j`` below
  ``i + 1`` and swap positions ``i`` and ``j``. The deal starts from the 108
  cards in id order (:data:`~phase10_desktop.engine.cards.DECK`).

No :mod:`random`: this depends only on SHA-256, so it is the same on every
platform and Python version (a test pins deck orders).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import struct
import unicodedata
from collections.abc import Sequence
from typing import TypeVar

from .cards import DECK, Card

T = TypeVar("T")

SEED_BYTES = 32
DEAL_LABEL = "phase10/deal"
#: the largest deal number (game seed): what ``Game.new`` draws itself is below 2**63
MAX_DEAL_NUMBER = 2**63 - 1
#: hex digits of the commitment shown as its fingerprint: 64 bits, so finding another
#: seed with the same fingerprint takes about 2**64 SHA-256 (tens of thousands of years
#: on one core, docs/fair-deal.md), where the first 32 bits took minutes
FINGERPRINT_DIGITS = 16
#: longest cut accepted, in characters (a phrase; a click gives 32 hex digits, and a table of
#: six seats 6 × 32 hex digits joined by dots, 197 characters: net.fair_cut)
MAX_CUT = 200

_WORD = 4
_SPAN = 1 << (8 * _WORD)
_BLOCK_WORDS = struct.Struct(">8I")  # one SHA-256 block: eight 4-byte words


def reshuffle_label(k: int) -> str:
    """The label of the stream for the ``k``-th rebuild of the draw pile (R3.7)."""
    return f"phase10/reshuffle/{k}"


def derive_round_seed(game_seed: int, round_no: int) -> bytes:
    """A seeded game's round seed: HMAC-SHA-256 keyed with the game seed's decimal
    digits over ``round/N``. Seeded games and tests stay reproducible this way;
    games without a seed draw each round seed from :func:`fresh_round_seed`."""
    key = str(int(game_seed)).encode("ascii")
    return hmac.digest(key, f"round/{round_no}".encode("ascii"), "sha256")


def fresh_round_seed() -> bytes:
    """A round seed nobody can predict (the operating system's secure source)."""
    return secrets.token_bytes(SEED_BYTES)


def random_cut() -> str:
    """The cut of one "random" click: 16 secure random bytes written as hex text."""
    return secrets.token_hex(16)


def commitment(seed: bytes) -> str:
    """The public commitment to a round seed: its SHA-256, 64 hex digits."""
    return hashlib.sha256(seed).hexdigest()


def fingerprint(commit: str) -> str:
    """A commitment short enough to compare by eye: its first 16 hex digits (64 bits)
    in groups of four, ``f4b6 9b99 1cbd b403``. It is the start of what ``sha256sum``
    prints for the seed, so a person compares it with no other tool."""
    digits = commit[:FINGERPRINT_DIGITS]
    return " ".join(digits[i : i + 4] for i in range(0, len(digits), 4))


def deal_number_problem(number: object) -> str | None:
    """Why ``number`` cannot be a deal number (game seed), or None: a whole number
    from 0 to :data:`MAX_DEAL_NUMBER` (``True`` and ``1.0`` are not whole numbers here)."""
    if isinstance(number, bool) or not isinstance(number, int):
        return f"a deal number (seed) is a whole number, not {number!r}"
    if not 0 <= number <= MAX_DEAL_NUMBER:
        return f"a deal number (seed) is a whole number from 0 to {MAX_DEAL_NUMBER}, not {number}"
    return None


#: The key of :func:`bot_seed`: drawn once per process from the operating system's
#: secure source and never given to anyone, a bot, the Hard process or a file.
_BOT_KEY = secrets.token_bytes(SEED_BYTES)


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` (its own randomness, e.g. Easy's careless
    throws): HMAC-SHA-256 keyed with a secret of this process over the game seed and
    the seat, as a number below 2**31.

    Why keyed: the seed goes to the bot and to the Hard bot's process, and a seed
    computed from the game seed alone (once ``seed * 31 + seat``) gives a numbered
    game's deal number back, and with it every round's seed and every hand. Keyed with
    a secret, it says nothing about the deal; within one run of the program the same
    game and seat get the same seed, so a game rebuilt by undo plays on alike."""
    message = f"phase10/bot/{game_seed}/{seat}".encode("ascii")
    return int.from_bytes(hmac.digest(_BOT_KEY, message, "sha256")[:4], "big") & 0x7FFFFFFF


def cut_problem(cut: object) -> str | None:
    """Why ``cut`` cannot be used as a cut, or None. A cut is text of at most
    :data:`MAX_CUT` characters without control characters (they would not
    survive copying the record around by hand)."""
    if not isinstance(cut, str):
        return "the cut must be text"
    if len(cut) > MAX_CUT:
        return f"the cut is longer than {MAX_CUT} characters"
    if any(unicodedata.category(ch) in ("Cc", "Cs") for ch in cut):
        return "the cut may not hold control characters"
    return None


class Stream:
    """Uniform numbers from the HMAC-SHA-256 byte stream of (seed, label, cut)."""

    __slots__ = ("_counter", "_key", "_prefix", "_words")

    def __init__(self, seed: bytes, label: str, cut: str) -> None:
        self._key = seed
        self._prefix = f"{label}\n{cut}\n".encode()
        self._counter = 0
        self._words: list[int] = []

    def _word(self) -> int:
        """The next 4-byte big-endian number of the stream (a block gives eight)."""
        if not self._words:
            block = hmac.digest(self._key, self._prefix + str(self._counter).encode(), "sha256")
            self._counter += 1
            self._words = list(_BLOCK_WORDS.unpack(block))[::-1]  # popped from the end
        return self._words.pop()

    def below(self, n: int) -> int:
        """A number from 0 to ``n - 1``, each equally likely (rejection sampling)."""
        limit = _SPAN - _SPAN % n
        while True:
            x = self._word()
            if x < limit:
                return x % n


def shuffled(items: Sequence[T], seed: bytes, label: str, cut: str) -> list[T]:
    """``items`` in the order the Fisher–Yates shuffle of this stream gives."""
    out = list(items)
    stream = Stream(seed, label, cut)
    for i in range(len(out) - 1, 0, -1):
        j = stream.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def deck_order(seed: bytes, cut: str) -> list[Card]:
    """The deck of a round, first card dealt first."""
    return shuffled(DECK, seed, DEAL_LABEL, cut)


def seed_matches(seed_hex: str, commit: str) -> bool:
    """Whether a revealed seed (hex) is the one committed to."""
    try:
        seed = bytes.fromhex(seed_hex)
    except (ValueError, TypeError):
        return False
    return len(seed) == SEED_BYTES and hmac.compare_digest(commitment(seed), commit)
