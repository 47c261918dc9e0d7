"""Saving and loading games as JSON, validated on load (never pickle).

A save is a JSON object ``{"format": "phase10-desktop-game", "version": 2, ...}``.
Version 2 added the game's record (:mod:`.record`: seeds, cuts, every action),
so every save is also a replayable record, and the "deal" stage; version 1
saves (no record) still load.
Cards are written as tokens like ``R7a`` (face plus copy letter) so a file stays
readable; loading checks every field's type and range, that each of the 108
cards is in exactly one place, and that the laid groups are valid, so a
hand-edited or damaged file is refused with a message saying what is wrong.

Every way a game comes in from outside (the app's autosave, File → Open, a
record) reads its text through :func:`parse_save_text`, the one place that
turns untrusted bytes into JSON data: it refuses oversized text before reading
it and nesting deeper than any save has before the parser recurses, so the only
error a bad file can cause is :class:`SaveError`.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import replace
from itertools import accumulate
from typing import Any

from .actions import group_from_dict, group_to_dict
from .cards import Card, card_from_token, card_token
from .consistency import check_placement, check_reachable
from .fair_deal import deal_number_problem
from .fields import Fields
from .game import MAX_PLAYERS, MIN_PLAYERS, Game
from .record import Record, RecordError, record_from_dict, record_to_dict
from .replay import verify
from .rules import RuleSet
from .seats import phases_by_round
from .view import RoundResult, round_result_to_dict

FORMAT = "phase10-desktop-game"
VERSION = 2
#: versions this module reads (1: before records)
READS = (1, 2)

#: The largest save text read, in bytes (characters for ``str``). A real save is
#: a few kilobytes plus about 100 bytes per round played; this leaves room for
#: tens of thousands of rounds and a game record, yet keeps loading and every
#: later autosave well under a second.
MAX_SAVE_BYTES = 8 * 1024 * 1024
#: The deepest nesting of lists and objects read. A save nests about six deep;
#: the limit is checked before parsing, so a file of ``[[[[…`` cannot make the
#: parser recurse until Python gives up.
MAX_SAVE_DEPTH = 32

_ESCAPE = re.compile(r"\\.", re.DOTALL)
_STRING = re.compile(r'"[^"]*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class _NotStrictJson(ValueError):
    """What Python's parser takes and strict JSON refuses: a key named twice in one object
    (the parser would keep the last), or NaN and Infinity."""


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _NotStrictJson(f"the key {_short(repr(key), 40)} appears twice in one object")
        out[key] = value
    return out


def _no_constants(name: str) -> Any:
    """``NaN``, ``Infinity`` and ``-Infinity``: Python's parser takes them, JSON has none."""
    raise _NotStrictJson(f"{name} is not a JSON value")


def _finite(text: str) -> float:
    """A JSON number as a float; one too large for a float (``1e999``) is refused rather
    than read as infinity."""
    value = float(text)
    if not math.isfinite(value):
        raise _NotStrictJson(f"the number {_short(text, 20)} is too large")
    return value


class SaveError(ValueError):
    """A save that cannot be loaded. ``newer`` is true when a later version wrote it.

    ``kind`` says what kind of problem it is, so an app can word it for the
    player: "size" (too large), "text" (not JSON text at all: wrong type,
    encoding or nesting), "syntax" (JSON cut short or garbled) or "content"
    (JSON, but not a game the rules allow).
    """

    def __init__(
        self, message: str, *, newer: bool = False, kind: str = "content", reason: str = ""
    ) -> None:
        super().__init__(message)
        self.newer = newer
        self.kind = kind
        #: for "io": the short reason ("No such file or directory"), for a message of one's own
        self.reason = reason


def parse_save_text(
    text: object, *, max_bytes: int = MAX_SAVE_BYTES, max_depth: int = MAX_SAVE_DEPTH
) -> Any:
    """JSON data from untrusted save text (``str`` or UTF-8 ``bytes``), or :class:`SaveError`.

    Checks, in this order and each before the costlier next step: that it is
    text at all, its size (``max_bytes``), its encoding, its nesting depth
    (``max_depth``, counted without recursion over the brackets outside strings)
    and finally the JSON syntax, with no object naming a key twice (JSON allows it,
    and a reader keeping the first would see another game than one keeping the
    last), and none of the ``NaN``/``Infinity`` words Python's parser accepts and JSON
    does not. Catches exactly what these steps can raise:
    ``UnicodeDecodeError`` from decoding, ``ValueError`` (``JSONDecodeError``,
    over-long integers) and, as a last guard, ``RecursionError`` from the parser.
    """
    if isinstance(text, bytes | bytearray | memoryview):
        raw = bytes(text)
        if len(raw) > max_bytes:
            raise too_large(len(raw), max_bytes)
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise SaveError(
                f"the file is not UTF-8 text ({e.reason} at byte {e.start})", kind="text"
            ) from None
    elif isinstance(text, str):
        if len(text) > max_bytes:
            raise too_large(len(text), max_bytes)
        text = text.removeprefix("\ufeff")
    else:
        raise SaveError(f"a saved game is JSON text, not {type(text).__name__}", kind="text")
    if text.count("[") + text.count("{") > max_depth:  # else it cannot nest deeper
        depth = nesting_depth(text)
        if depth > max_depth:
            raise SaveError(
                f"the file nests {depth} levels deep; a saved game nests at most {max_depth}",
                kind="text",
            )
    try:
        return json.loads(
            text,
            object_pairs_hook=_no_duplicates,
            parse_constant=_no_constants,
            parse_float=_finite,
        )
    except _NotStrictJson as e:
        raise SaveError(f"the file is not valid: {e}", kind="content") from None
    except (ValueError, RecursionError) as e:
        raise SaveError(f"the file is not valid JSON ({_short(str(e))})", kind="syntax") from None


def nesting_depth(text: str) -> int:
    """How deeply lists and objects nest in JSON ``text``, found without recursion.

    Escapes and then strings are removed (a bracket inside a name does not
    count), leaving only brackets, whose running balance is summed in C code.
    Unbalanced text gives some number; the parser refuses it afterwards.
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", _ESCAPE.sub("", text)))
    return max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0)


def too_large(size: int, limit: int = MAX_SAVE_BYTES) -> SaveError:
    """The error for a file of ``size`` bytes over ``limit``: what reading it says."""
    return SaveError(
        f"the file is {size / 1_048_576:.1f} MB; a saved game is at most "
        f"{limit / 1_048_576:.0f} MB",
        kind="size",
    )


def _short(text: str, limit: int = 120) -> str:
    """Error details quote untrusted input: keep them to a readable length."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def game_to_dict(g: Game) -> dict[str, Any]:
    def cards(cs: list[Card]) -> list[str]:
        return [card_token(c) for c in cs]

    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": g.rules.to_dict(),
        "seed": g.seed,
        "names": list(g.names),
        "round": g.round_no,
        "dealer": g.dealer,
        "turn": g.turn,
        "stage": g.stage,
        "hands": [cards(h) for h in g.hands],
        "draw_pile": cards(g.draw_pile),
        "discard_pile": cards(g.discard_pile),
        "laid": [[group_to_dict(grp) for grp in gs] for gs in g.laid],
        "laid_phase": list(g.laid_phase),
        "phase_no": list(g.phase_no),
        "completed": [sorted(c) for c in g.completed],
        "scores": list(g.scores),
        "pending_skip": list(g.pending_skip),
        "active": list(g.active),
        "tiebreak": g.tiebreak,
        "drawn_discard": card_token(g.drawn_discard) if g.drawn_discard else None,
        "laid_this_turn": g.laid_this_turn,
        "picked_up": [cards(p) for p in g.picked_up],
        "discarded": [cards(d) for d in g.discarded],
        "reshuffles": g.reshuffles,
        "history": [round_result_to_dict(r) for r in g.history],
        "winner": g.winner,
        "record": None if g.record is None else record_to_dict(g.record),
    }


def game_to_json(g: Game) -> str:
    """The whole state as compact JSON text with a format version (what a save holds)."""
    return json.dumps(game_to_dict(g), separators=(",", ":"))


def _int(v: Any, what: str, lo: int, hi: int) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise SaveError(f"'{what}' must be a whole number from {lo} to {hi}, not {v!r}")
    return v


def _opt_int(v: Any, what: str, lo: int, hi: int) -> int | None:
    return None if v is None else _int(v, what, lo, hi)


def _cards(v: Any, what: str) -> list[Card]:
    if not isinstance(v, list):
        raise SaveError(f"'{what}' must be a list of cards")
    try:
        return [card_from_token(t) for t in v]
    except ValueError as e:
        raise SaveError(f"in '{what}': {e}") from None


def game_from_json(text: str | bytes | dict[str, Any], *, check_record: bool = True) -> Game:
    """Load a game written by :func:`game_to_json`, checking everything.

    ``text`` is save text (read through :func:`parse_save_text`) or JSON data
    already read that way; anything else is refused with :class:`SaveError`.
    ``check_record=False`` leaves out replaying the record against the game: only
    for ``phase10 verify``, which does that check itself and names the round.
    """
    data = text if isinstance(text, dict) else parse_save_text(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this is not a Phase 10 Desktop saved game")
    version = data.get("version")
    if type(version) is int and version > VERSION:
        raise SaveError(
            f"this game was saved by a newer version of Phase 10 Desktop (save format "
            f"{version}); this version reads format {VERSION}. Update the app to open it.",
            newer=True,
        )
    if type(version) is not int or version not in READS:  # True and 2.0 are not versions
        raise SaveError(f"unknown save format version {_short(repr(version), 40)}")
    r = Fields(data, SaveError, "the save", name_place=False)
    try:
        rules = RuleSet.from_dict(r.get("rules"))
    except (ValueError, TypeError) as e:
        raise SaveError(f"the rules in the save are not valid: {e}") from None
    names = r.list("names")
    players = len(names)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS or not all(isinstance(n, str) for n in names):
        raise SaveError(f"'names' must list {MIN_PLAYERS} to {MAX_PLAYERS} player names")
    seed = r.get("seed")
    why = deal_number_problem(seed)
    if why:
        raise SaveError(f"'seed' is not valid: {why}")
    last = len(rules.phases)
    try:
        g = Game.blank(players, rules, seed, names)
    except ValueError as e:
        raise SaveError(str(e)) from None
    g.round_no = r.int("round", 1, 10**6)
    g.dealer = r.int("dealer", 0, players - 1)
    g.turn = r.int("turn", 0, players - 1)
    stage = r.get("stage")
    if stage not in ("draw", "play", "over", "deal"):
        raise SaveError("'stage' must be draw, play, deal or over")
    g.stage = stage
    g.hands = [_cards(h, f"hands[{i}]") for i, h in enumerate(r.list("hands", players))]
    g.draw_pile = _cards(r.get("draw_pile"), "draw_pile")
    g.discard_pile = _cards(r.get("discard_pile"), "discard_pile")
    laid = r.list("laid", players)
    try:
        g.laid = [
            [group_from_dict(x) for x in _as_list(gs, f"laid[{i}]")] for i, gs in enumerate(laid)
        ]
    except ValueError as e:
        raise SaveError(f"a laid group is not valid: {e}") from None
    g.laid_phase = [_opt_int(v, "laid_phase", 1, last) for v in r.list("laid_phase", players)]
    g.phase_no = [_int(v, "phase_no", 1, last + 1) for v in r.list("phase_no", players)]
    g.completed = [
        {_int(p, "completed", 1, last) for p in _as_list(c, "completed")}
        for c in r.list("completed", players)
    ]
    g.scores = [_int(v, "scores", 0, 10**7) for v in r.list("scores", players)]
    g.pending_skip = r.list("pending_skip", players)
    if not all(isinstance(v, bool) for v in g.pending_skip):
        raise SaveError("'pending_skip' must hold true or false per seat")
    active = [_int(v, "active", 0, players - 1) for v in r.list("active")]
    if not active or active != sorted(set(active)):
        raise SaveError("'active' must list the playing seats in order, each once")
    g.active = tuple(active)
    g.tiebreak = r.bool("tiebreak")
    dd = r.get("drawn_discard")
    g.drawn_discard = None if dd is None else _cards([dd], "drawn_discard")[0]
    g.laid_this_turn = r.bool("laid_this_turn")
    g.picked_up = [_cards(p, "picked_up") for p in r.list("picked_up", players)]
    g.discarded = [_cards(d, "discarded") for d in r.list("discarded", players)]
    g.reshuffles = r.int("reshuffles", 0, 10**6)
    g.history = [_round_result(x, players, last) for x in r.list("history")]
    if any(not line.phases for line in g.history):  # saved before lines said it
        played = phases_by_round(g.rules, players, g.history, g.active)
        g.history = [replace(line, phases=p) for line, p in zip(g.history, played, strict=True)]
    g.winner = _opt_int(r.get("winner"), "winner", 0, players - 1)
    if (g.winner is None) == (g.stage == "over"):
        raise SaveError("'winner' must be set exactly when the stage is over")
    try:
        check_placement(g)
        check_reachable(g)
    except ValueError as e:
        raise SaveError(f"the saved game is not consistent: {e}") from None
    g.record = _record(data.get("record"), g, check_record)
    if g.record is not None and g.stage == "deal":
        g.seal_waiting_round()  # its seed was never written: draw it (or derive it) now
    return g


def _record(data: Any, g: Game, check: bool) -> Record | None:
    """The save's record, which must lead to exactly this game: it is replayed from the
    first deal (every seed against its commitment, every deck, every move, every
    digest) and the game it leads to compared with the saved one. A save whose record
    and game disagree would resume one game and replay, export and undo another."""
    if data is None:
        if g.stage == "deal":
            raise SaveError("a game waiting for its deal must have a record")
        return None
    try:
        rec = record_from_dict(data)
    except RecordError as e:
        raise SaveError(f"the game's record is not valid: {e}") from None
    last = rec.rounds[-1] if rec.rounds else None
    if rec.names != g.names or rec.rules != g.rules or rec.game_seed != g.seed:
        raise SaveError("the game's record is of another game (names, rules or seed differ)")
    if last is None or last.round_no != g.round_no or last.dealer != g.dealer:
        raise SaveError("the game's record does not reach the saved round")
    if last.dealt == (g.stage == "deal"):
        raise SaveError("the game's record and the saved stage disagree about the deal")
    problems = verify(rec, g) if check else []
    if problems:
        raise SaveError(f"the game's record does not lead to the saved game: {problems[0]}")
    return rec


def _as_list(v: Any, what: str) -> list[Any]:
    if not isinstance(v, list):
        raise SaveError(f"'{what}' must be a list")
    return v


def _round_result(x: Any, players: int, last: int) -> RoundResult:
    if not isinstance(x, dict):
        raise SaveError("each 'history' entry must be an object")
    r = Fields(x, SaveError, "a 'history' entry", name_place=False)
    points = r.list("points", players)
    laid = r.list("laid", players)
    phases = r.list("phases", players) if "phases" in x else []
    return RoundResult(
        r.int("round", 1, 10**6),
        _opt_int(r.get("went_out"), "went_out", 0, players - 1),
        tuple(_int(p, "points", 0, 10**6) for p in points),
        tuple(_opt_int(v, "laid", 1, last) for v in laid),
        r.bool("tiebreak"),
        tuple(_opt_int(v, "phases", 1, last) for v in phases),
    )
