"""Who sits where at a table: seats, table codes, tokens and passwords.

A table is found by a short *code* people read out to each other; a seat is
claimed again by a *token* only the player's app holds. Neither may be
guessable: a code is 8 symbols from a 30-symbol alphabet without look-alikes
(0/O, 1/I/L, U/V), about 39 bits, and the server limits join attempts per
address, so guessing a live code takes longer than any game lasts; a token is
24 random bytes. The server keeps only SHA-256 hashes of tokens and a salted,
stretched hash of a table's password, so its database gives neither away.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from dataclasses import field
from typing import Any
from urllib.parse import unquote

from ..engine.seats import MAX_NAME_LENGTH
from ..engine.values import value_class

#: answers kept per seat for resent requests
KEPT_REPLIES = 8
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 8
#: the longest name a seat keeps: the game's own limit (a longer one, which the protocol
#: allows up to 24 characters, is cut on joining; kept whole, it made the table's start fail)
MAX_NAME = MAX_NAME_LENGTH
#: PBKDF2 rounds for a table password: a join checks it once; a few ms
PASSWORD_ROUNDS = 20_000

#: a seat's kinds: nobody yet (lobby), a person, or a bot chosen at the start
OPEN, HUMAN, BOT = "open", "human", "bot"


def new_code(taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A fresh table code, written ``ABCD-EFGH``, not among ``taken``."""
    while True:
        raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        code = f"{raw[:4]}-{raw[4:]}"
        if code not in taken:
            return code


def normal_code(text: str) -> str:
    """A code as people type it ("abcd efgh", "ABCDEFGH") in its written form."""
    raw = "".join(ch for ch in text.upper() if ch.isalnum())
    return f"{raw[:4]}-{raw[4:]}" if len(raw) == CODE_LENGTH else raw


def code_in_path(path: str) -> str | None:
    """The table code a connection's address names: ``/t/CODE`` (after any prefix a proxy
    keeps, such as ``/phase10/t/CODE``) or ``?table=CODE``; None if it names none.
    ValueError says what is wrong with one that is not a code."""
    where, _, query = path.partition("?")
    found = None
    parts = [p for p in where.split("/") if p]
    if len(parts) >= 2 and parts[-2] == "t":
        found = unquote(parts[-1])
    for pair in query.split("&"):
        key, _, value = pair.partition("=")
        if key == "table" and value:
            found = unquote(value)
    if found is None:
        return None
    code = normal_code(found)
    # the protocol's shape of a code (eight letters or digits): one never given out is
    # answered at the join, as any unknown code is
    if len(code) != CODE_LENGTH + 1 or not code.replace("-", "").isascii():
        raise ValueError(f"{found[:20]!r} in the address is not a table code (ABCD-EFGH)")
    return code


def new_token() -> str:
    """A seat token: 24 random bytes, URL-safe text (32 characters)."""
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def password_hash(password: str, salt: str | None = None) -> dict[str, str]:
    """A table password as stored: salt and PBKDF2-SHA-256 hash, both hex."""
    salt = salt or secrets.token_hex(16)
    digest = hashlib.pbkdf2_hmac(
        "sha256", password.encode("utf-8"), bytes.fromhex(salt), PASSWORD_ROUNDS
    )
    return {"salt": salt, "hash": digest.hex()}


def password_matches(stored: dict[str, str] | None, password: str | None) -> bool:
    """Whether ``password`` opens a table stored with ``stored`` (None: no password)."""
    if stored is None:
        return True
    if password is None:
        return False
    return hmac.compare_digest(password_hash(password, stored["salt"])["hash"], stored["hash"])


def request_digest(message: dict[str, Any]) -> str:
    """What a numbered request asked for, as a short hash: the message without the
    fields that may differ between two sendings of the same request (``id``, ``v``).
    A number sent again with another digest is another request reusing the number."""
    asked = {k: v for k, v in message.items() if k not in ("id", "v")}
    text = json.dumps(asked, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.blake2b(text.encode("utf-8"), digest_size=8).hexdigest()


def clean_name(name: str) -> str:
    """A player's name as shown: spaces trimmed, control characters dropped, cut to the
    game's :data:`MAX_NAME` (a game refuses a longer one)."""
    kept = "".join(ch for ch in name if ch.isprintable()).strip()
    return kept[:MAX_NAME].rstrip()


@value_class(frozen=False)
class Occupant:
    """Who holds one seat of a table server's table: nobody, a bot, or a person with
    their token (the window's Seat, in app/table, is another idea: the seat as a
    player's window sees it). ``away`` means the server's Normal bot plays for the
    player (dropped past the grace period, or left); ``timer_turn`` that it plays
    the rest of this one turn (the turn timer ran out). Neither frees the seat:
    the player's token claims it back."""

    seat: int
    kind: str = OPEN
    name: str | None = None
    #: the bot's level on a bot seat
    level: str | None = None
    token_hash: str | None = None
    #: the last numbered request handled, and the answers sent to the last few
    #: (by number, as text: JSON keys), so any of them resent gets its answer again
    client_seq: int = 0
    replies: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: what each of those requests asked (:func:`request_digest`), by number
    asked: dict[str, str] = field(default_factory=dict)
    away: bool = False
    #: the contribution to the cut this seat sent: {"round": n, "value": hex}
    cut: dict[str, Any] | None = None
    # --- not stored: this process's connections and the turn timer
    connections: int = field(default=0, compare=False)
    timer_turn: bool = field(default=False, compare=False)
    #: the request being answered now: its number and digest (set by the number check)
    asking: tuple[int, str] | None = field(default=None, compare=False)

    def answered(self, seq: int, reply: dict[str, Any]) -> None:
        """Remember the answer to numbered request ``seq`` (the newest few are kept),
        and what it asked, when the number check saw the request."""
        self.client_seq = seq
        self.replies[str(seq)] = reply
        if self.asking is not None and self.asking[0] == seq:
            self.asked[str(seq)] = self.asking[1]
        self.asking = None
        for old in sorted(self.replies, key=int)[:-KEPT_REPLIES]:
            del self.replies[old]
            self.asked.pop(old, None)

    @property
    def server_plays(self) -> bool:
        """True when the server moves for this seat now."""
        return self.kind == BOT or (self.kind == HUMAN and (self.away or self.timer_turn))

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "name": self.name,
            "level": self.level,
            "token_hash": self.token_hash,
            "client_seq": self.client_seq,
            "replies": self.replies,
            "asked": self.asked,
            "away": self.away,
            "cut": self.cut,
        }

    @staticmethod
    def from_dict(seat: int, d: dict[str, Any]) -> Occupant:
        return Occupant(
            seat,
            d["kind"],
            d["name"],
            d["level"],
            d["token_hash"],
            d["client_seq"],
            d["replies"],
            d.get("asked", {}),
            d["away"],
            d.get("cut"),
        )

    def public(self) -> dict[str, Any]:
        """What every client is told of this seat (the ``table`` message)."""
        return {
            "seat": self.seat,
            "name": self.name,
            "kind": self.kind,
            "level": self.level,
            "connected": self.kind == BOT or self.connections > 0,
            "bot_playing": self.kind == HUMAN and (self.away or self.timer_turn),
        }
