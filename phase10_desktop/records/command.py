"""``phase10 verify FILE`` and ``phase10 replay FILE [--round N]``.

``verify`` exits 0 when every round's revealed seed matches its commitment, the
seed and cut deal the recorded deck, every move replays and every finished
round's digest matches (and, for a save, the record leads to the saved game);
1 on a mismatch, naming the round; 2 when the file cannot be read or is not a
valid record or save, with the reason. ``replay`` prints one round as text
(every hand at the start, then each move) for bug reports. Both read records,
engine saves and the app's saves.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..engine import SaveError
from ..engine.fair_deal import fingerprint
from ..engine.record import RoundRecord
from ..engine.replay import ReplayError, verify
from ..options import positive_int
from .files import load_record
from .text import round_text

__all__ = ["add_record_commands"]


def _load(path: Path, command: str):
    try:
        return load_record(path)
    except SaveError as e:
        where = "" if e.kind == "io" else f"{path}: "  # an io error names the path itself
        print(f"phase10 {command}: error: {where}{e}", file=sys.stderr)
        return None


def _state(r: RoundRecord) -> str:
    """How far a round of a record is, for verify's list of rounds."""
    if r.finished:
        return "revealed, matches"
    if r.dealt:
        return "not over yet, seed kept"
    if r.withheld and r.cut is not None:
        return "in play: its seed, deck and moves are shown once it is over"
    return "waiting for the deal"


def _verify(args: argparse.Namespace) -> int:
    loaded = _load(args.file, "verify")
    if loaded is None:
        return 2
    rec = loaded.record
    problems = verify(rec, loaded.saved)
    if problems:
        for p in problems:
            print(f"{args.file}: NOT VERIFIED: {p}")
        return 1
    for r in rec.rounds:
        commit = fingerprint(r.commitment) if r.commitment else "not drawn yet"
        print(f"round {r.round_no}: commitment {commit} - cut {r.cut!r} - {_state(r)}")
    what = {"record": "record", "game": "saved game", "save": "saved game"}[loaded.kind]
    print(
        f"{args.file}: verified ({what}, {len(rec.rounds)} rounds, {rec.action_count} moves): "
        "every deck is the one its committed seed and cut deal, every move replays"
        + (", and the record leads to the saved game" if loaded.saved is not None else "")
    )
    return 0


def _replay(args: argparse.Namespace) -> int:
    loaded = _load(args.file, "replay")
    if loaded is None:
        return 2
    rec = loaded.public  # a save in progress shows nothing of the round in play
    if args.round is not None and not any(r.round_no == args.round for r in rec.rounds):
        print(
            f"phase10 replay: error: {args.file} has rounds 1 to {len(rec.rounds)}, "
            f"not {args.round}",
            file=sys.stderr,
        )
        return 2
    try:
        sys.stdout.write(round_text(rec, args.round))
    except ReplayError as e:
        print(f"{args.file}: cannot replay: {e} (run phase10 verify on it)")
        return 1
    except ValueError as e:
        print(f"phase10 replay: error: {args.file}: {e}", file=sys.stderr)
        return 2
    return 0


def add_record_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "verify",
        help="check that a record or save deals from its committed seeds and replays (exit 0/1/2)",
    )
    p.add_argument("file", type=Path, help="a record (exported) or a saved game")
    p.set_defaults(func=_verify)
    p = sub.add_parser(
        "replay", help="print a round of a record or save as text: every hand, then each move"
    )
    p.add_argument("file", type=Path, help="a record (exported) or a saved game")
    p.add_argument(
        "--round", type=positive_int, default=None, help="which round (default: the last dealt)"
    )
    p.set_defaults(func=_replay)
