"""The record of a game: what is needed to deal it again and replay every move.

A :class:`Record` holds the set-up (rules, names, first dealer, the game seed
and whether round seeds derive from it, the bot levels and practice flag the
app knows) and, per round, the round seed, its commitment, the player's cut,
the dealer, the deck as dealt, every action in order and, once the round is
over, a digest of the round's story and end state. The engine keeps one in
every :class:`~phase10_desktop.engine.game.Game` made by ``Game.new`` and
writes it into every save, so any save is a record.

Why store the dealt deck and a digest when the seed and cut determine the
deck and the actions determine the rest: the deck lets a person check the
shuffle by hand against the record without running this program, and the
digest makes an edited move, card or result fail ``phase10 verify`` (the
replay computes the digest again and names the round where they differ).
The commitment is what proves the deal; the digest only catches edits by
someone who did not also recompute it (see ``docs/fair-deal.md``).

The JSON form is ``{"format": "phase10-desktop-record", "version": 1, ...}``;
:func:`record_from_dict` checks every field of untrusted input and raises
:class:`~phase10_desktop.engine.saves.SaveError`-compatible ``ValueError``\\ s
(see :class:`RecordError`) saying what is wrong.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import field
from typing import Any

from .actions import (
    Action,
    Discard,
    Hit,
    LayDown,
    action_from_dict,
    action_to_dict,
    group_to_dict,
)
from .cards import DECK_SIZE, Card, card_from_token, card_token
from .fair_deal import cut_problem, deal_number_problem, deck_order, seed_matches
from .fields import Fields
from .groups import Group
from .rules import RuleSet
from .seats import name_problem
from .values import value_class

FORMAT = "phase10-desktop-record"
VERSION = 1
#: a level written for the seat the person at the keyboard played
HUMAN = "human"
#: limits on untrusted input (a long game has about 30 rounds of 200 moves)
MAX_ROUNDS = 1000
MAX_ACTIONS_PER_ROUND = 20_000

_HEX64 = re.compile(r"[0-9a-f]{64}")


class RecordError(ValueError):
    """A record that cannot be read; the message says what is wrong with it."""


@value_class(frozen=False)
class RoundRecord:
    """One round: its secret seed, the commitment shown before the deal, the cut,
    the deck as dealt (first card dealt first), the actions, and the digest.

    ``deck`` is empty while the round waits to be dealt; ``cut`` is None then,
    unless the cut is fixed in advance (a replay, a challenge of a friend's deal).
    ``seed`` and ``commitment`` are None for a round waiting for its deal whose seed
    is not drawn yet (a save never holds it: see :meth:`Dealing.seal_waiting_round`);
    ``seed`` alone is None for the round in play of a :func:`public_record`.
    When the round ends the game keeps its ``end`` (the table at that moment);
    :attr:`digest` is computed from it the first time it is asked for (a save, an
    export, a verify), so games nobody saves (simulations, tournaments) never pay
    for it. A record read from a file carries ``stored_digest`` instead.
    """

    round_no: int
    dealer: int
    seed: bytes | None
    commitment: str | None
    cut: str | None = None
    deck: tuple[Card, ...] = ()
    actions: list[Action] = field(default_factory=list)
    #: who made each action (the seat to move then): undo points and the
    #: Replay window read it without replaying the game
    seats: list[int] = field(default_factory=list)
    stored_digest: str | None = None
    end: EndState | None = field(default=None, repr=False, compare=False)
    #: the seed was drawn from the operating system by this very program while it
    #: ran (never read from a file): what the statistics count a game by
    fresh: bool = field(default=False, repr=False, compare=False)

    @property
    def dealt(self) -> bool:
        return bool(self.deck)

    def add(self, seat: int, action: Action) -> None:
        """Record ``action``, made by ``seat`` (the game calls this before playing it)."""
        self.actions.append(action)
        self.seats.append(seat)

    @property
    def finished(self) -> bool:
        return self.stored_digest is not None or self.end is not None

    @property
    def digest(self) -> str | None:
        """SHA-256 of the round's story and end (None while the round goes on)."""
        if self.stored_digest is None and self.end is not None:
            self.stored_digest = round_digest(self, self.end)
        return self.stored_digest

    @property
    def seed_hex(self) -> str | None:
        return None if self.seed is None else self.seed.hex()

    @property
    def withheld(self) -> bool:
        """A round of a :func:`public_record` that was dealt but is not over: only its
        commitment (and cut) are shown until it ends."""
        return not self.dealt and self.seed is None and self.commitment is not None


@value_class(frozen=False)
class Record:
    """A whole game as inputs: set-up plus, per round, seed, cut and actions."""

    rules: RuleSet
    names: tuple[str, ...]
    first_dealer: int
    game_seed: int
    #: round seeds derive from ``game_seed`` (a seeded game) rather than the OS
    seeded: bool
    #: deal each round at once with an empty cut (bots, simulations) or wait
    #: in the "deal" stage for :meth:`Game.deal`
    auto_deal: bool = True
    practice: bool = False
    #: per seat: a bot level, or "human"; None when not known (engine-only games)
    levels: tuple[str, ...] | None = None
    rounds: list[RoundRecord] = field(default_factory=list)
    #: seeds (and cuts, or None) given for the rounds after ``rounds``: a replay
    #: or a challenge deals these before drawing new ones
    planned: list[tuple[bytes, str | None]] = field(default_factory=list)

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def action_count(self) -> int:
        return sum(len(r.actions) for r in self.rounds)

    def round(self, round_no: int) -> RoundRecord:
        """The round numbered ``round_no`` (KeyError if the record has none)."""
        for r in self.rounds:
            if r.round_no == round_no:
                return r
        raise KeyError(round_no)

    def revealed(self, round_no: int) -> RoundRecord | None:
        """A finished round (its seed may be shown), or None while it is secret."""
        for r in self.rounds:
            if r.round_no == round_no and r.finished:
                return r
        return None

    def copy(self) -> Record:
        """An independent copy (action lists copied; cards and actions are immutable)."""
        out = Record(
            self.rules,
            self.names,
            self.first_dealer,
            self.game_seed,
            self.seeded,
            self.auto_deal,
            self.practice,
            self.levels,
            [
                RoundRecord(
                    r.round_no,
                    r.dealer,
                    r.seed,
                    r.commitment,
                    r.cut,
                    r.deck,
                    list(r.actions),
                    list(r.seats),
                    r.stored_digest,
                    r.end,
                    r.fresh,
                )
                for r in self.rounds
            ],
            list(self.planned),
        )
        return out

    def plan(self) -> list[tuple[bytes, str | None]]:
        """Every round's seed and cut, then the planned ones: what deals this game again
        (a round whose seed is not known is left to be drawn when it comes)."""
        known = [(r.seed, r.cut) for r in self.rounds if r.seed is not None]
        return known + list(self.planned)


# ------------------------------------------------------------------ digest
@value_class
class EndState:
    """The table when a round ended: what its digest covers besides the moves."""

    hands: tuple[tuple[Card, ...], ...]
    draw_pile: tuple[Card, ...]
    discard_pile: tuple[Card, ...]
    laid: tuple[tuple[Group, ...], ...]
    scores: tuple[int, ...]
    phase_no: tuple[int, ...]


def round_digest(r: RoundRecord, end: EndState) -> str:
    """SHA-256 of the round's story (dealer, commitment, cut, deck, actions) and of
    the table at the round's end (hands, piles, laid groups, scores, phases).

    The JSON here looks like parts of a save, on purpose written out on its own:
    a save's format may change, this canonical form never may, or records
    written today would stop verifying."""

    def cards(cs: Any) -> list[str]:
        return [card_token(c) for c in cs]

    story = {
        "round": r.round_no,
        "dealer": r.dealer,
        "commitment": r.commitment,
        "cut": r.cut,
        "deck": cards(r.deck),
        "actions": [action_to_dict(a) for a in r.actions],
        "seats": list(r.seats),
        "end": {
            "hands": [cards(h) for h in end.hands],
            "draw_pile": cards(end.draw_pile),
            "discard_pile": cards(end.discard_pile),
            "laid": [[group_to_dict(g) for g in gs] for gs in end.laid],
            "scores": list(end.scores),
            "phase_no": list(end.phase_no),
        },
    }
    text = json.dumps(story, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


# -------------------------------------------------------------------- JSON
def _sealed(r: RoundRecord) -> bool:
    """A round waiting for its deal whose cut is not fixed: its seed is the secret the
    player's cut is mixed with, so no file may hold it before the cut (cut grinding)."""
    return not r.dealt and r.cut is None


def record_to_dict(rec: Record) -> dict[str, Any]:
    """Plain JSON data for a record (cards as tokens like ``R7a``, seeds in hex).

    The round waiting for its deal is written without its seed and commitment (unless
    its cut is fixed, as in a challenge, whose seeds are a friend's and known): a game
    loaded from it draws that round's seed again (:meth:`Dealing.seal_waiting_round`).
    """
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": rec.rules.to_dict(),
        "names": list(rec.names),
        "levels": None if rec.levels is None else list(rec.levels),
        "practice": rec.practice,
        "game_seed": rec.game_seed,
        "seeded": rec.seeded,
        "auto_deal": rec.auto_deal,
        "first_dealer": rec.first_dealer,
        "rounds": [
            {
                "round": r.round_no,
                "dealer": r.dealer,
                "commitment": None if _sealed(r) else r.commitment,
                "seed": None if _sealed(r) else r.seed_hex,
                "cut": r.cut,
                "deck": [card_token(c) for c in r.deck],
                "actions": [action_to_dict(a) for a in r.actions],
                "seats": list(r.seats),
                "digest": r.digest,
            }
            for r in rec.rounds
        ],
        "planned": [{"seed": s.hex(), "cut": c} for s, c in rec.planned],
    }


def public_record(rec: Record) -> Record:
    """The record as any seat may see it while the game goes on: every finished round
    whole, and of a round not over (in play, or waiting for its deal) only its number,
    dealer, commitment and cut. Its seed, deck and moves would show every hand and every
    card to be drawn; they are the player's once the round ends.

    What an export writes and what Watch, ``phase10 replay`` and "Play a record's
    deals" read from any file, a save included. Planned deals (a challenge's) stay."""
    out = rec.copy()
    for r in out.rounds:
        if not r.finished:
            r.seed, r.deck, r.actions, r.seats = None, (), [], []
    return out


class _Fields(Fields):
    """A record's fields: :class:`.fields.Fields` plus its seeds, commitments and cuts."""

    def __init__(self, data: Any, where: str) -> None:
        super().__init__(data, RecordError, where)

    def hex64(self, key: str, *, optional: bool = False) -> str | None:
        v = self.get(key)
        if v is None and optional:
            return None
        if not isinstance(v, str) or not _HEX64.fullmatch(v):
            raise RecordError(f"'{key}' in {self.where} must be 64 lower-case hex digits")
        return v

    def cut(self, key: str) -> str | None:
        v = self.get(key)
        if v is None:
            return None
        why = cut_problem(v)
        if why:
            raise RecordError(f"'{key}' in {self.where}: {why}")
        return v


def record_from_dict(data: Any) -> Record:
    """Read a record written by :func:`record_to_dict`, checking every field.

    Only the shape is checked here; whether the seeds, deck and moves agree is
    :func:`~phase10_desktop.engine.replay.verify`'s job. Raises :class:`RecordError`.
    """
    top = _Fields(data, "the record")
    if data.get("format") != FORMAT:
        raise RecordError("this is not a Phase 10 Desktop game record")
    version = data.get("version")
    if type(version) is int and version > VERSION:
        raise RecordError(
            f"this record was written by a newer version of Phase 10 Desktop (record format "
            f"{version}); this version reads format {VERSION}"
        )
    if type(version) is not int or version != VERSION:  # True and 1.0 are not 1
        raise RecordError(f"unknown record format version {_brief(version)}")
    try:
        rules = RuleSet.from_dict(top.get("rules"))
    except (ValueError, TypeError) as e:
        raise RecordError(f"the rules in the record are not valid: {e}") from None
    names = top.list("names", limit=6)
    if not 2 <= len(names) <= 6:
        raise RecordError("'names' must list 2 to 6 player names")
    for i, name in enumerate(names):
        why = name_problem(name)
        if why:
            raise RecordError(f"player {i + 1}'s name in the record is not valid: {why}")
    players = len(names)
    levels = top.get("levels")
    if levels is not None and (
        not isinstance(levels, list)
        or len(levels) != players
        or not all(isinstance(x, str) and len(x) <= 20 for x in levels)
    ):
        raise RecordError("'levels' must be null or name one level per player")
    game_seed = top.get("game_seed")
    why = deal_number_problem(game_seed)
    if why:
        raise RecordError(f"'game_seed' is not valid: {why}")
    rec = Record(
        rules=rules,
        names=tuple(names),
        first_dealer=top.int("first_dealer", 0, players - 1),
        game_seed=game_seed,
        seeded=top.bool("seeded"),
        auto_deal=top.bool("auto_deal"),
        practice=top.bool("practice"),
        levels=None if levels is None else tuple(levels),
    )
    for i, x in enumerate(top.list("rounds", limit=MAX_ROUNDS)):
        rec.rounds.append(_round_from_dict(x, i, players, rules))
    for i, x in enumerate(top.list("planned", limit=MAX_ROUNDS)):
        p = _Fields(x, f"planned deal {i + 1}")
        rec.planned.append((bytes.fromhex(p.hex64("seed") or ""), p.cut("cut")))
    _check_rounds(rec)
    return rec


def _brief(value: object, limit: int = 40) -> str:
    """A short ``repr`` of untrusted content for a message."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _action_problem(a: Action, players: int, rules: RuleSet) -> str | None:
    """Whether a move names things that cannot exist in this game: a seat beyond the
    table, a group or phase beyond the rules, a value no card stands for. Such a file is
    not a record of this game at all (verify exits 2); a move that could exist but is
    not legal where it stands is the replay's to find (exit 1)."""
    groups = max(len(p.groups) for p in rules.phases)
    if isinstance(a, Discard) and a.target is not None and not 0 <= a.target < players:
        return f"it skips seat {a.target}, but the seats are 0 to {players - 1}"
    if isinstance(a, Hit) and not (0 <= a.owner < players and 0 <= a.group < groups):
        return f"it hits group {a.group} of seat {a.owner}, which no phase of this game has"
    if isinstance(a, LayDown):
        if a.phase is not None and not 1 <= a.phase <= len(rules.phases):
            return f"there is no phase {a.phase} in this game"
        if len(a.groups) > groups:
            return f"it lays {len(a.groups)} groups; no phase of this game has that many"
        for g in a.groups:
            if any(type(v) is int and not 1 <= v <= 12 for v in g.values):
                return "a card in it stands for a number outside 1 to 12"
    return None


def _round_from_dict(x: Any, index: int, players: int, rules: RuleSet) -> RoundRecord:
    f = _Fields(x, f"round entry {index + 1}")
    round_no = f.int("round", 1, 10**6)
    f.where = f"round {round_no}"
    seed = f.hex64("seed", optional=True)
    commit = f.hex64("commitment", optional=True)
    deck_tokens = f.list("deck", limit=DECK_SIZE)
    try:
        deck = tuple(card_from_token(t) for t in deck_tokens)
    except ValueError as e:
        raise RecordError(f"in the deck of round {round_no}: {e}") from None
    actions = []
    for k, a in enumerate(f.list("actions", limit=MAX_ACTIONS_PER_ROUND)):
        try:
            action = action_from_dict(a)
        except (ValueError, TypeError) as e:
            raise RecordError(f"move {k + 1} of round {round_no} is not valid: {e}") from None
        why = _action_problem(action, players, rules)
        if why:
            raise RecordError(f"move {k + 1} of round {round_no} is not valid: {why}")
        actions.append(action)
    seats = f.list("seats", limit=MAX_ACTIONS_PER_ROUND)
    if len(seats) != len(actions) or not all(type(x) is int and 0 <= x < players for x in seats):
        raise RecordError(f"'seats' in round {round_no} must name the seat of every move")
    digest = f.hex64("digest", optional=True)
    if seed is None and (deck or actions or digest is not None):
        raise RecordError(f"round {round_no} was dealt but its seed is missing")
    if seed is not None and commit is None:
        raise RecordError(f"round {round_no} has a seed but no commitment")
    return RoundRecord(
        round_no=round_no,
        dealer=f.int("dealer", 0, players - 1),
        seed=None if seed is None else bytes.fromhex(seed),
        commitment=commit,
        cut=f.cut("cut"),
        deck=deck,
        actions=actions,
        seats=seats,
        stored_digest=digest,
    )


def _check_rounds(rec: Record) -> None:
    """Rounds are numbered 1, 2, 3...; only the last may be unfinished or undealt."""
    if not rec.rounds:
        raise RecordError("the record holds no round")
    for i, r in enumerate(rec.rounds):
        if r.round_no != i + 1:
            raise RecordError(f"round entry {i + 1} is numbered {r.round_no}")
        last = i == len(rec.rounds) - 1
        if not last and not r.finished:
            raise RecordError(f"round {r.round_no} is not finished but a later round follows")
        if not r.dealt and (r.actions or r.digest):
            raise RecordError(f"round {r.round_no} has moves but was never dealt")
        if r.dealt and r.cut is None:
            raise RecordError(f"round {r.round_no} was dealt but names no cut")


def round_problem(r: RoundRecord) -> str | None:
    """Whether a round's revealed seed is the committed one and deals its deck.

    This is the check the table shows as "verified ✓/✗" when a round ends; it
    needs nothing but the round's own entry. None means it holds (or there is
    nothing to check yet: a round whose seed is not shown).
    """
    if r.seed is None or r.commitment is None:
        return None
    if not seed_matches(r.seed.hex(), r.commitment):
        return "the revealed seed is not the one committed to (its SHA-256 differs)"
    if r.dealt:
        expected = deck_order(r.seed, r.cut or "")
        if len(r.deck) != len(expected):
            return (
                f"the deck in the record holds {len(r.deck)} cards, not the "
                f"{len(expected)} the seed and cut deal"
            )
        if tuple(expected) != r.deck:
            at = next(i for i, (a, b) in enumerate(zip(expected, r.deck, strict=True)) if a != b)
            return (
                f"the deck in the record is not the one the seed and cut give "
                f"(card {at + 1}: {card_token(r.deck[at])} where the shuffle gives "
                f"{card_token(expected[at])})"
            )
    return None
