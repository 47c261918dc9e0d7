"""A cut every seat makes together: how a table server deals so nobody chooses the deck.

The engine deals each round from a secret round seed, committed before the deal,
and a cut mixed in after the commitment is shown (:mod:`..engine.fair_deal`). Alone
at the computer the player makes the cut. At a table server the server holds the
seed, so the cut must come from the players, all of them:

1. the server fixes the round seed and sends its commitment (``DealCommitted``);
2. every player's client then sends 16 random bytes (its *contribution*);
   nobody sees another's contribution before the deal;
3. the server writes the cut as the seats' contributions in seat order, 32 hex
   digits each, joined by ``.``; a seat that sent nothing in time is ``-``
   (left out, and the cut says so for ever);
4. seats the server plays (bots, and players it plays for while they are
   away) contribute too, but their bytes are **derived from the committed
   seed** (:func:`server_contribution`), so the server fixed them with the
   commitment, before it saw any player's bytes: it cannot try cut after cut
   through its bots' contributions until the deck suits it.

The deck is then ``deck_order(seed, cut)``. A player's bytes are in it, so the
server could not have picked a seed that deals a chosen hand; the seed was
fixed before the bytes, so the last player to send cannot choose either.

At the round's end the seed is revealed and :func:`check_round` lets a client
confirm, without trusting the server: the seed is the one committed to, its
own contribution is in the cut where its seat's belongs, and every part the
server wrote is the one its seed derives. The game record (finished rounds)
then verifies with ``phase10 verify`` like any other.
"""

from __future__ import annotations

import hmac
import re
import secrets
from collections.abc import Sequence

from ..engine.fair_deal import seed_matches
from ..engine.values import value_class

CONTRIBUTION_BYTES = 16
MISSING = "-"
_PART = re.compile(r"[0-9a-f]{32}")
#: where a seat's part of the cut came from (the ``dealt`` message's ``parts``)
PART_KINDS = ("player", "server", "missed")


def new_contribution() -> str:
    """A client's contribution: 16 bytes from the operating system's secure source, as hex."""
    return secrets.token_hex(CONTRIBUTION_BYTES)


def server_contribution(seed: bytes, seat: int) -> str:
    """The part of the cut for a seat the server plays, fixed by the round seed.

    HMAC-SHA-256 keyed with the seed over ``phase10/server-cut/<seat>``, first 16
    bytes in hex. Known to the server from the moment it committed to the seed,
    checkable by everyone once the seed is revealed."""
    digest = hmac.digest(seed, f"phase10/server-cut/{seat}".encode("ascii"), "sha256")
    return digest[:CONTRIBUTION_BYTES].hex()


def combine(parts: Sequence[str | None]) -> str:
    """The cut from each seat's contribution in seat order (None: left out)."""
    for p in parts:
        if p is not None and not _PART.fullmatch(p):
            raise ValueError(f"{p!r} is not a contribution (32 lower-case hex digits)")
    return ".".join(MISSING if p is None else p for p in parts)


def split(cut: str, players: int) -> list[str | None]:
    """The contributions a cut was made of, in seat order; ValueError if it is not one."""
    parts = cut.split(".")
    if len(parts) != players or not all(p == MISSING or _PART.fullmatch(p) for p in parts):
        raise ValueError(f"the cut is not {players} contributions joined by '.'")
    return [None if p == MISSING else p for p in parts]


@value_class
class CutCheck:
    """What a client found when it checked a round's deal; ``ok`` only if all holds."""

    round_no: int
    ok: bool
    #: one sentence per fact checked, as a player would read it
    findings: tuple[str, ...]


def check_round(
    *,
    round_no: int,
    seat: int,
    players: int,
    commitment: str,
    seed_hex: str,
    cut: str,
    mine: str | None,
    kinds: Sequence[str] | None = None,
) -> CutCheck:
    """Check a finished round's deal from this seat's side, trusting nothing the server says.

    ``commitment`` is the one shown before the deal (the client kept it), ``seed_hex``
    and ``cut`` are what the round's end revealed, ``mine`` the contribution this
    client sent (None if it sent none), ``kinds`` the parts' origins as the server
    announced them at the deal (``dealt``'s ``parts``), to check the server's own.
    """
    findings: list[str] = []
    ok = True
    if seed_matches(seed_hex, commitment):
        findings.append("The revealed seed is the one committed to before the deal.")
    else:
        return CutCheck(
            round_no, False, ("The revealed seed is NOT the one committed to before the deal.",)
        )
    try:
        parts = split(cut, players)
    except ValueError as e:
        return CutCheck(round_no, False, (*findings, f"The cut is not a shared cut: {e}."))
    if mine is not None:
        if parts[seat] == mine:
            findings.append("Your contribution is in the cut.")
        else:
            ok = False
            findings.append("Your contribution is NOT in the cut where your seat's belongs.")
    elif parts[seat] is None:
        findings.append("You sent no contribution in time; the cut records you as left out.")
    seed = bytes.fromhex(seed_hex)
    for s, part in enumerate(parts):
        server_part = kinds is not None and s < len(kinds) and kinds[s] == "server"
        if server_part and part != server_contribution(seed, s):
            ok = False
            findings.append(f"Seat {s + 1}'s part is not the one the seed fixes for the server.")
    if ok and kinds is not None:
        findings.append("Every part the server played is the one its committed seed fixes.")
    return CutCheck(round_no, ok, tuple(findings))
