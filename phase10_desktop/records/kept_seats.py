"""The seats this app sat at, kept so a player can claim theirs back.

A seat at a table server is held by a token only this app knows. It is written to
the user-data folder as soon as the player sits down and after every move (the
request counter goes with it), so a restart, a crash or a connection lost for good
never costs the seat: Join a table lists it as "Back to your seat", and a start
after the app was killed at a table offers it first (``at_table``).

One note per seat (its table code and token), newest first; a note goes when its
table is known to be over (the host ended it, the game finished, the server no
longer knows it) and after :data:`KEPT_DAYS` days in any case.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..engine.values import value_class

__all__ = [
    "KEPT_FILE",
    "KeptSeat",
    "forget_seat",
    "keep_seat",
    "kept_seats",
    "left_at_table",
    "mark_left",
]

log = logging.getLogger(__name__)

#: where the seats this app sat at are kept, in the game's user-data folder
KEPT_FILE = "table-seats.json"
#: how many kept seats are remembered (the latest)
KEPT_SEATS = 8
#: a seat not used for this long is forgotten (no table waits that long for a player)
KEPT_DAYS = 3


@value_class
class KeptSeat:
    """A seat at a table server this app sat at, with the token that claims it back."""

    url: str
    code: str
    token: str
    name: str
    seq: int = 0
    #: the table's name as its players call it ("Ana's table")
    table: str = ""
    #: this app hosted the table (its server ran in this app)
    hosted: bool = False
    #: the window showed this table when the app last ran (not left on purpose): a
    #: start after a crash or a kill offers to go back
    at_table: bool = False
    #: when the note was last written (seconds since the epoch)
    when: float = 0.0

    @property
    def address(self) -> tuple[str, int] | None:
        """(host, port) of the table server, or None if the URL is not one."""
        rest = self.url.split("://", 1)[-1].split("/", 1)[0]
        host, _, port = rest.rpartition(":")
        if not host or not port.isdigit():
            return None
        return host.strip("[]"), int(port)

    def to_dict(self) -> dict[str, Any]:
        return {
            "url": self.url,
            "code": self.code,
            "token": self.token,
            "name": self.name,
            "seq": self.seq,
            "table": self.table,
            "hosted": self.hosted,
            "at_table": self.at_table,
            "when": self.when,
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> KeptSeat:
        return KeptSeat(
            str(d["url"]),
            str(d["code"]),
            str(d["token"]),
            str(d["name"]),
            int(d["seq"]),
            str(d.get("table") or ""),
            bool(d.get("hosted", False)),
            bool(d.get("at_table", False)),
            float(d.get("when") or 0.0),
        )


def kept_seats(folder: Path, *, now: float | None = None) -> list[KeptSeat]:
    """The seats kept in ``folder`` (newest first); a damaged file keeps none."""
    try:
        data = json.loads((folder / KEPT_FILE).read_text(encoding="utf-8"))
        seats = [KeptSeat.from_dict(d) for d in data[:KEPT_SEATS]]
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return []
    oldest = (time.time() if now is None else now) - KEPT_DAYS * 86400
    # a note from before notes had a time counts as new (it is dropped at its next write)
    return [k for k in seats if not k.when or k.when >= oldest]


def _write(folder: Path, seats: list[KeptSeat]) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps([k.to_dict() for k in seats[:KEPT_SEATS]])
        (folder / KEPT_FILE).write_text(text, encoding="utf-8")
    except OSError as e:
        log.warning("could not keep the table seat: %s", e)


def keep_seat(folder: Path, seat: KeptSeat) -> None:
    """Remember ``seat`` first, replacing any older note of the same seat (its code and
    token: the name may have been unknown when the first note was written); only one
    seat is ever the one the app is at. Never raises."""
    seat = replace(seat, when=time.time())
    others = [
        replace(k, at_table=False) if seat.at_table else k
        for k in kept_seats(folder)
        if (k.code, k.token) != (seat.code, seat.token)
    ]
    _write(folder, [seat, *others])


def forget_seat(folder: Path, code: str, token: str | None = None) -> None:
    """The table is over (or unknown to its server): its seat is no longer offered."""
    kept = kept_seats(folder)
    left = [k for k in kept if k.code != code or (token is not None and k.token != token)]
    if len(left) != len(kept):
        _write(folder, left)


def mark_left(folder: Path, code: str) -> None:
    """The player left the table on purpose: a start no longer offers it (Join a table
    still lists it while the table lasts)."""
    kept = kept_seats(folder)
    if any(k.code == code and k.at_table for k in kept):
        _write(folder, [replace(k, at_table=False) if k.code == code else k for k in kept])


def left_at_table(folder: Path) -> KeptSeat | None:
    """The seat the app was at when it last stopped without leaving it, if any."""
    return next((k for k in kept_seats(folder) if k.at_table), None)
