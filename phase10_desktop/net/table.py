"""One authoritative table: the engine's Game, its seats, and what each seat is told.

The table is plain synchronous code (no sockets, no clocks) so the rules of
play together can be tested without a network: the server calls it, delivers
what it returns, and owns every timer. Each change is one *step* (a start, a
move, a deal, an undo), committed to the :class:`~.store.Store` in one
transaction with the numbered messages it sends, before anyone is answered.

What a seat is told passes :func:`~..engine.public.public_events` exactly as
on the table on the screen: another seat's draw from the draw pile keeps its
card hidden, and the seed of a round is only in its ``SeedRevealed``. The
watchers' stream (:data:`WATCH`) is told what any seat would, minus every
draw from the draw pile, and their view holds no hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..engine import Game, IllegalMove, RuleSet
from ..engine.actions import Action, action_from_dict, action_to_dict
from ..engine.events import DealCommitted, Event, TookBack
from ..engine.public import event_to_dict, public_events, watcher_view
from ..engine.record import HUMAN as HUMAN_LEVEL
from ..engine.record import public_record, record_to_dict
from ..engine.replay import undo, undo_points
from ..engine.saves import game_from_json, game_to_json
from ..engine.view import view_to_dict
from . import fair_cut
from .seating import BOT, HUMAN, OPEN, Seat, request_digest
from .store import BaseStore, StoredTable

#: the watchers' stream number (seats are 0 to 5)
WATCH = -1
#: the level of the bot that plays for a player who is away, or slow
STAND_IN = "normal"
STATES = ("lobby", "playing", "over")


class Refusal(Exception):
    """A request the table refuses; ``code`` is the protocol's error word."""

    def __init__(self, code: str, reason: str, expected: int | None = None) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        #: for "out_of_order" and "reused": the request number expected next
        self.expected = expected


Sent = list[tuple[int, dict[str, Any]]]
"""Numbered messages to deliver: (stream, message) in order."""


class Table:
    """A table's seats, game and streams. Build with :meth:`new` or :meth:`restore`."""

    def __init__(self, code: str, setup: dict[str, Any], store: BaseStore) -> None:
        self.code = code
        self.setup = setup
        self.store = store
        self.players: int = setup["players"]
        self.rules = RuleSet.from_dict(setup["rules"])
        self.state = "lobby"
        self.seats = [Seat(s) for s in range(self.players)]
        self.game: Game | None = None
        self.step = 0
        self.last_seq: dict[int, int] = {s: 0 for s in self.streams}
        #: watchers connected now (not stored: they hold no seat)
        self.watchers = 0

    # ------------------------------------------------------------ building
    @classmethod
    def new(cls, code: str, setup: dict[str, Any], store: BaseStore) -> Table:
        table = cls(code, setup, store)
        with store.transaction(code, new=True) as w:
            w.table(code, setup, "lobby", 0)
            for seat in table.seats:
                w.seat(code, seat.seat, seat.to_dict())
        return table

    @classmethod
    def restore(cls, stored: StoredTable, store: BaseStore) -> Table:
        """The table as it was when the process stopped: snapshot, then the journal."""
        table = cls(stored.code, stored.setup, store)
        table.state = stored.state
        table.seats = [Seat.from_dict(s, stored.seats[s]) for s in range(table.players)]
        table.step = stored.snapshot_step
        if stored.snapshot is not None:
            table.game = game_from_json(stored.snapshot)
        for entry in stored.journal:
            table._replay(entry)
        table.step = stored.step
        for stream, seq in stored.last_seq.items():
            table.last_seq[stream] = seq
        return table

    def _replay(self, entry: dict[str, Any]) -> None:
        assert self.game is not None
        kind = entry["kind"]
        if kind == "action":
            self.game.apply(action_from_dict(entry["action"]))
        elif kind == "deal":
            self.game.deal(entry["cut"])
        elif kind == "undo":
            back = undo(self.game, entry["seat"])
            assert back is not None
            self.game = back
        self.step += 1

    @property
    def streams(self) -> list[int]:
        return [*range(self.players), WATCH]

    # -------------------------------------------------------------- facts
    @property
    def host(self) -> int:
        return int(self.setup.get("host", 0))

    def public(self) -> dict[str, Any]:
        """The ``table`` message: seats, state and settings, the same for everyone."""
        return {
            "type": "table",
            "code": self.code,
            "state": self.state,
            "players": self.players,
            "host": self.host,
            "rules": self.setup["rules"],
            "password": self.setup.get("password") is not None,
            "turn_seconds": self.setup.get("turn_seconds"),
            "watchers": self.watchers,
            "seats": [s.public() for s in self.seats],
        }

    def seats_free(self) -> int:
        return sum(1 for s in self.seats if s.kind == OPEN) if self.state == "lobby" else 0

    def view(self, stream: int) -> dict[str, Any] | None:
        """What ``stream`` sees now: its seat's view, or a watcher's (no hand), or None."""
        if self.game is None:
            return None
        rules = self.setup["rules"]  # the game's rules as written when the table was made
        if stream == WATCH:  # what the table shows between two people at one screen
            return view_to_dict(replace(watcher_view(self.game.view(0)), seat=WATCH), rules)
        return view_to_dict(self.game.view(stream), rules)

    def server_turn(self) -> tuple[int, str, str] | None:
        """(seat, bot level, why) when the server must move now, else None."""
        g = self.game
        if self.state != "playing" or g is None or g.stage not in ("draw", "play"):
            return None
        seat = self.seats[g.turn]
        if seat.kind == BOT:
            return g.turn, seat.level or STAND_IN, "bot"
        if seat.away:
            return g.turn, STAND_IN, "server"
        if seat.timer_turn:
            return g.turn, STAND_IN, "timer"
        return None

    def waiting_for_cut(self) -> list[int]:
        """The players whose contribution the deal waits for (connected, not away)."""
        g = self.game
        if self.state != "playing" or g is None or g.stage != "deal":
            return []
        return [
            s.seat
            for s in self.seats
            if s.kind == HUMAN
            and not s.away
            and s.connections > 0
            and not (s.cut and s.cut["round"] == g.round_no)
        ]

    def cut_request(self) -> dict[str, Any] | None:
        g = self.game
        if self.state != "playing" or g is None or g.stage != "deal":
            return None
        return {
            "type": "cut_request",
            "round": g.round_no,
            "commitment": g.commitment,
            "seconds": 0,
        }

    # ------------------------------------------------------------- commits
    def _commit(
        self,
        per_stream: Sequence[dict[int, dict[str, Any]]],
        *,
        entry: dict[str, Any] | None = None,
        seats: Sequence[Seat] = (),
        snapshot: bool = False,
    ) -> Sent:
        """Number and store messages (one dict of stream -> message per message),
        the journal entry, changed seats and a snapshot, in one transaction."""
        sent: Sent = []
        seqs = dict(self.last_seq)
        for message in per_stream:
            for stream, body in message.items():
                seqs[stream] += 1
                sent.append((stream, {**body, "seq": seqs[stream]}))
        step = self.step + (1 if entry is not None else 0)
        with self.store.transaction(self.code) as w:
            if entry is not None:
                w.journal(self.code, step, entry)
            if snapshot:
                assert self.game is not None
                w.table(self.code, self.setup, self.state, step, (game_to_json(self.game), step))
            else:
                w.step(self.code, step, self.state)
            for seat in seats:
                w.seat(self.code, seat.seat, seat.to_dict())
            w.log(self.code, [(stream, msg["seq"], msg) for stream, msg in sent])
        self.last_seq, self.step = seqs, step
        return sent

    def _events(self, events: Sequence[Event], by: str) -> dict[int, dict[str, Any]]:
        """One ``events`` message per stream, each with what that stream may know."""
        return {
            s: {
                "type": "events",
                "step": self.step + 1,
                "by": by,
                "events": [event_to_dict(e) for e in public_events(events, s)],
            }
            for s in self.streams
        }

    def notice(self, what: str, seat: int) -> Sent:
        """Tell every stream something about a seat (dropped, back, played by the bot)."""
        name = self.seats[seat].name or f"Seat {seat + 1}"
        body = {"type": "notice", "what": what, "seat": seat, "name": name}
        return self._commit([dict.fromkeys(self.streams, body)], seats=[self.seats[seat]])

    def save_seat(self, seat: Seat) -> None:
        with self.store.transaction(self.code) as w:
            w.seat(self.code, seat.seat, seat.to_dict())

    # --------------------------------------------------------------- lobby
    def sit(self, name: str, token_hash: str) -> int:
        """Seat a new player in the first open seat (the lobby only)."""
        if self.state != "lobby":
            raise Refusal("started", "the game has started; you can watch it")
        for seat in self.seats:
            if seat.kind == OPEN:
                seat.kind, seat.name, seat.token_hash = HUMAN, name, token_hash
                self.save_seat(seat)
                return seat.seat
        raise Refusal("table_full", f"all {self.players} seats are taken")

    def stand_up(self, seat: int) -> None:
        """A player leaves the lobby: the seat is free again."""
        self.seats[seat] = Seat(seat)
        self.save_seat(self.seats[seat])

    def start(self, plan: Sequence[bytes] = ()) -> Sent:
        """Fill empty seats with bots and begin: round 1's seed is committed, and the
        deal waits for the players' cut. ``plan``: round seeds fixed in advance (tests)."""
        if self.state != "lobby":
            raise Refusal("started", "the game has already started")
        levels = list(self.setup.get("bots") or [])
        for seat in self.seats:
            if seat.kind == OPEN:
                seat.kind = BOT
                seat.level = levels.pop(0) if levels else STAND_IN
                seat.name = f"{seat.level.capitalize()} bot {seat.seat + 1}"
        names = [s.name or f"Player {s.seat + 1}" for s in self.seats]
        g = Game.new(
            self.players, rules=self.rules, names=names, deal=False, plan=[(p, None) for p in plan]
        )
        assert g.record is not None and g.commitment is not None
        g.record.levels = tuple(
            s.level if s.kind == BOT and s.level else HUMAN_LEVEL for s in self.seats
        )
        self.game, self.state = g, "playing"
        events = [DealCommitted(g.round_no, g.commitment)]
        return self._commit(
            [self._events(events, "dealer")],
            entry={"kind": "start"},
            seats=self.seats,
            snapshot=True,
        )

    # ---------------------------------------------------------------- play
    def _game_for(self, seat: int) -> Game:
        if self.state == "lobby" or self.game is None:
            raise Refusal("wrong_stage", "the game has not started yet")
        if self.state == "over":
            raise Refusal("wrong_stage", "the game is over")
        return self.game

    def check_request(
        self, seat: int, seq: int, request: dict[str, Any] | None = None
    ) -> dict[str, Any] | None:
        """Sequence check of a numbered request: the stored answer for a resent one,
        None for the next one, or a refusal for a gap, an old one, or an answered
        number sent again with another ``request`` (a number is one request's)."""
        s = self.seats[seat]
        digest = request_digest(request) if request is not None else None
        kept = s.replies.get(str(seq))
        if seq <= s.client_seq and kept is not None:
            was = s.asked.get(str(seq))
            if digest is None or was is None or was == digest:
                return {**kept, "repeat": True}
            raise Refusal(
                "reused",
                f"request {seq} was another request, answered already; this one needs "
                f"the next number, {s.client_seq + 1}",
                expected=s.client_seq + 1,
            )
        if seq <= s.client_seq:
            raise Refusal("duplicate", f"request {seq} was answered already (last: {s.client_seq})")
        if seq != s.client_seq + 1:
            raise Refusal(
                "out_of_order",
                f"request {seq} came before {s.client_seq + 1}; send {s.client_seq + 1} first",
                expected=s.client_seq + 1,
            )
        s.asking = None if digest is None else (seq, digest)
        return None

    def answered(self, seat: int, seq: int, reply: dict[str, Any]) -> Seat:
        """Remember the answer to a numbered request (stored with the step it caused)."""
        s = self.seats[seat]
        s.answered(seq, reply)
        return s

    def refuse(self, seat: int, seq: int, refusal: Refusal) -> dict[str, Any]:
        """Answer a numbered request with a refusal, remembered like an ack."""
        reply = {"type": "error", "code": refusal.code, "reason": refusal.reason, "re": seq}
        self.save_seat(self.answered(seat, seq, reply))
        return reply

    def play(self, seat: int, action: Action | dict[str, Any], by: str, seq: int = 0) -> Sent:
        """Play ``seat``'s move (a player's, ``seq`` its request number, or the server's
        for it). Raises :class:`Refusal` naming what is wrong; the game is then untouched."""
        g = self._game_for(seat)
        if g.stage == "deal":
            raise Refusal("wrong_stage", "the round is being dealt: send your part of the cut")
        if g.turn != seat:
            raise Refusal("not_your_turn", f"It is {g.names[g.turn]}'s turn, not yours (R3).")
        if by == "player" and self.seats[seat].server_plays:
            raise Refusal("busy", "the bot is playing this turn for you (the turn timer ran out)")
        if isinstance(action, dict):
            try:
                action = action_from_dict(action)
            except (ValueError, TypeError) as e:
                raise Refusal("invalid", f"not a move: {e}") from None
        try:
            events = g.apply(action)
        except IllegalMove as e:
            raise Refusal("illegal", e.reason) from None
        changed = []
        if seq:
            changed.append(self.answered(seat, seq, {"type": "ack", "re": seq}))
        mover = self.seats[seat]
        if mover.timer_turn and (g.turn != seat or g.stage != "play"):
            mover.timer_turn = False
        if g.stage == "over":
            self.state = "over"
        entry = {"kind": "action", "seat": seat, "action": action_to_dict(action), "by": by}
        return self._commit([self._events(events, by)], entry=entry, seats=changed)

    def contribute(self, seat: int, round_no: int, value: str, seq: int) -> None:
        """Keep a player's contribution to the cut of the round waiting to be dealt."""
        g = self._game_for(seat)
        if g.stage != "deal" or g.round_no != round_no:
            raise Refusal("wrong_stage", f"round {round_no} is not waiting for its cut")
        s = self.seats[seat]
        if s.cut and s.cut["round"] == round_no and s.cut["value"] != value:
            raise Refusal("duplicate", f"you already sent your part of round {round_no}'s cut")
        s.cut = {"round": round_no, "value": value}
        self.save_seat(self.answered(seat, seq, {"type": "ack", "re": seq}))

    def deal(self) -> Sent:
        """Deal the waiting round with the cut of every seat's part: a player's bytes,
        the seed-fixed part of a seat the server plays, or ``-`` (left out)."""
        g = self.game
        assert g is not None and g.stage == "deal" and g.record is not None
        r = g.record.rounds[-1]
        parts: list[str | None] = []
        kinds: list[str] = []
        for s in self.seats:
            if s.cut and s.cut["round"] == g.round_no:
                parts.append(s.cut["value"])
                kinds.append("player")
            elif s.server_plays or s.kind == BOT:
                parts.append(fair_cut.server_contribution(r.seed, s.seat))
                kinds.append("server")
            else:
                parts.append(None)
                kinds.append("missed")
        cut = fair_cut.combine(parts)
        commitment = r.commitment
        events = g.deal(cut)
        dealt = {
            "type": "dealt",
            "round": g.round_no,
            "commitment": commitment,
            "cut": cut,
            "parts": kinds,
        }
        entry = {"kind": "deal", "cut": cut, "parts": kinds}
        return self._commit(
            [dict.fromkeys(self.streams, dealt), self._events(events, "dealer")],
            entry=entry,
            snapshot=True,
        )

    def undo(self, seat: int, seq: int) -> Sent:
        """Take back ``seat``'s last lay-down or hit of this turn (R3, normal game)."""
        g = self._game_for(seat)
        rec = g.record
        if not undo_points(g, seat) or rec is None:
            raise Refusal(
                "nothing_to_undo", "only a lay-down or hit of your own turn can be taken back"
            )
        taken = rec.rounds[-1].actions[-1]
        back = undo(g, seat)
        assert back is not None
        self.game = back
        changed = [self.answered(seat, seq, {"type": "ack", "re": seq})]
        return self._commit(
            [self._events([TookBack(seat, taken)], "player")],
            entry={"kind": "undo", "seat": seat},
            seats=changed,
            snapshot=True,
        )

    def record(self) -> dict[str, Any]:
        """The game's record with its finished rounds only (the round in play keeps its
        seed): what a player keeps, and what ``phase10 verify`` checks."""
        g = self.game
        if g is None or g.record is None:
            raise Refusal("no_record", "the game has not started")
        if not any(r.finished for r in g.record.rounds):
            raise Refusal("no_record", "no round has finished yet")
        # the round in play keeps only its number, dealer, commitment and cut: the
        # entry that shows the record was not cut short
        rec = public_record(g.record)
        rec.planned = []
        return record_to_dict(rec)
