"""Talk at a table: what people say, as the server cleans, numbers and keeps it.

A message is text from a stranger on its way to everyone at the table, so the server
cleans it before passing it on: control and formatting characters go (bidirectional
overrides would let a message pretend to be another player's, or turn text around),
except the joiners emoji are made of; runs of white space become one space; what
is left must be 1 to ``Limits.chat_length`` characters. Reactions are words from a
fixed list, so each window shows them in its own language. Every message gets the
table's next number and is kept with the table (its database), so a player who comes
back sees the recent talk again (``again``), and never the same message twice.
"""

from __future__ import annotations

import unicodedata
from collections import deque
from typing import Any

__all__ = ["REACTIONS", "TableChat", "clean_text"]

#: the protocol's reactions (protocol.schema.json, ``reaction``)
REACTIONS = (
    "good_game",
    "well_played",
    "oops",
    "nice_one",
    "thanks",
    "thumbs_up",
    "laugh",
    "wow",
    "party",
    "heart",
)
#: the recent messages sent again to someone who joins or comes back
RESENT = 50
# joiners and selectors that emoji and some scripts need (of the "format" category)
_KEPT_FORMAT = {"\u200c", "\u200d", "\ufe0e", "\ufe0f"}


def clean_text(text: str) -> str:
    """``text`` as the table sees it: NFC, no control or formatting characters but the
    joiners emoji need, white space as single spaces, trimmed ("" if nothing is left)."""
    kept = []
    for ch in unicodedata.normalize("NFC", text):
        kind = unicodedata.category(ch)
        if ch.isspace() or kind in ("Zl", "Zp"):
            kept.append(" ")
        elif kind in ("Cc", "Cs", "Co", "Cn") or (kind == "Cf" and ch not in _KEPT_FORMAT):
            continue
        else:
            kept.append(ch)
    return " ".join("".join(kept).split())


class TableChat:
    """One table's talk: the count so far and the recent messages, as the server sends
    them (``chat`` messages without ``type``)."""

    def __init__(self, count: int = 0, recent: list[dict[str, Any]] | None = None) -> None:
        self.count = count
        self.recent: deque[dict[str, Any]] = deque(recent or (), maxlen=RESENT)

    def add(self, seat: int, name: str, *, text: str | None = None, reaction: str | None = None):
        """The next message, numbered and kept in memory (the caller stores it)."""
        self.count += 1
        entry: dict[str, Any] = {"n": self.count, "seat": seat, "name": name}
        if text is not None:
            entry["text"] = text
        else:
            entry["reaction"] = reaction
        self.recent.append(entry)
        return entry

    def again(self) -> list[dict[str, Any]]:
        """The recent messages as sent to someone arriving: marked as heard before."""
        return [{"type": "chat", **e, "again": True} for e in self.recent]
