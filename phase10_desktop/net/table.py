"""One authoritative table: its seats, its streams, and the game host that runs its game.

The table is plain synchronous code (no sockets, no clocks) so the rules of
play together can be tested without a network: the server calls it, delivers
what it returns, and owns every timer. The game itself is run by the same
:class:`~..host.GameHost` as a game on this computer: the host checks and makes
each change (a start, a move, a deal, an undo) and says what each seat is told;
the table adds what a server needs around it: seats with tokens and
connections, numbered requests and their answers, and one numbered stream per
seat. Each step is committed to the :class:`~.store.Store` in one transaction
with the numbered messages it sends, before anyone is answered.

What a seat is told is the host's :meth:`~..host.Step.told`, exactly as on the
table on the screen: another seat's draw from the draw pile keeps its card
hidden, and the seed of a round is only in its ``SeedRevealed``. The watchers'
stream (:data:`WATCH`) is told what any seat would, minus every draw from the
draw pile, and their view holds no hand. Each seat's ``events`` also says
whether it may take a move back now (``may_undo``), so no client rebuilds the
undo rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..bots.names import bot_names
from ..engine import Game, RuleSet
from ..engine.actions import Action
from ..engine.public import event_to_dict
from ..engine.record import HUMAN as HUMAN_LEVEL
from ..engine.record import public_record, record_to_dict
from ..engine.saves import game_from_json, game_to_json
from ..engine.view import view_to_dict
from ..host import STAND_IN, WATCH, GameHost, Refusal, Step
from .seating import BOT, HUMAN, OPEN, Occupant, request_digest
from .store import BaseStore, StoredTable

STATES = ("lobby", "playing", "over")
#: the protocol's word for who chose a step (``events``' ``by``) where the host has its own
BY_WORD = {"away": "server", "table": "server"}
HOST_WORD = {"server": "away"}

__all__ = ["STAND_IN", "WATCH", "Outbox", "Refusal", "Table"]


Outbox = list[tuple[int, dict[str, Any]]]
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
        self.seats = [Occupant(s) for s in range(self.players)]
        #: the game's host, once the game has started
        self.game_host: GameHost | None = None
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
        table.seats = [Occupant.from_dict(s, stored.seats[s]) for s in range(table.players)]
        if stored.snapshot is not None:
            game = game_from_json(stored.snapshot)
            table.game_host = GameHost.restore(game, table.seats, stored.journal)
        table.step = stored.step
        for stream, seq in stored.last_seq.items():
            table.last_seq[stream] = seq
        return table

    @property
    def game(self) -> Game | None:
        """The game being played (None in the lobby): the host's, read-only here."""
        return None if self.game_host is None else self.game_host.game

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
            "game": self.game_no,
            "watchers": self.watchers,
            "seats": [s.public() for s in self.seats],
        }

    def seats_free(self) -> int:
        return sum(1 for s in self.seats if s.kind == OPEN) if self.state == "lobby" else 0

    def view(self, stream: int) -> dict[str, Any] | None:
        """What ``stream`` sees now: its seat's view, or a watcher's (no hand), or None."""
        if self.game_host is None:
            return None
        rules = self.setup["rules"]  # the game's rules as written when the table was made
        return view_to_dict(self.game_host.view(stream), rules)

    def server_turn(self) -> tuple[int, str, str] | None:
        """(seat, bot level, why) when the server must move now, else None."""
        host = self.game_host
        if self.state != "playing" or host is None:
            return None
        turn = host.bot_turn()
        if turn is None:
            return None
        return turn.seat, turn.level, BY_WORD.get(turn.why, turn.why)

    def _waiting(self) -> int | None:
        """The round waiting for its cut, or None."""
        host = self.game_host
        waiting = None if host is None or self.state != "playing" else host.waiting_deal()
        return None if waiting is None else waiting.round_no

    def waiting_for_cut(self) -> list[int]:
        """The players whose contribution the deal waits for (connected, not away)."""
        round_no = self._waiting()
        if round_no is None:
            return []
        return [
            s.seat
            for s in self.seats
            if s.kind == HUMAN
            and not s.away
            and s.connections > 0
            and not (s.cut and s.cut["round"] == round_no)
        ]

    def cut_request(self) -> dict[str, Any] | None:
        host = self.game_host
        waiting = None if host is None or self.state != "playing" else host.waiting_deal()
        if waiting is None:
            return None
        return {
            "type": "cut_request",
            "round": waiting.round_no,
            "commitment": waiting.commitment,
            "seconds": 0,
        }

    # ------------------------------------------------------------- commits
    def _commit(
        self,
        per_stream: Sequence[dict[int, dict[str, Any]]],
        *,
        entry: dict[str, Any] | None = None,
        seats: Sequence[Occupant] = (),
        snapshot: bool = False,
    ) -> Outbox:
        """Number and store messages (one dict of stream -> message per message),
        the journal entry, changed seats and a snapshot, in one transaction."""
        sent: Outbox = []
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

    def _events(self, step: Step, by: str) -> dict[int, dict[str, Any]]:
        """One ``events`` message per stream, each with what that stream may know, and
        for a seat whether it may take a move back now."""
        host = self.game_host
        assert host is not None
        out: dict[int, dict[str, Any]] = {}
        for s in self.streams:
            body: dict[str, Any] = {
                "type": "events",
                "step": self.step + 1,
                "by": by,
                "events": [event_to_dict(e) for e in step.told(s)],
            }
            if s != WATCH:
                body["may_undo"] = host.may_undo(s)
            out[s] = body
        return out

    def notice(self, what: str, seat: int, **extra: Any) -> Outbox:
        """Tell every stream something about a seat (dropped, back, played by the bot);
        ``extra``: more of it (a dropped player's grace ``seconds``)."""
        name = self.seats[seat].name or f"Seat {seat + 1}"
        body = {"type": "notice", "what": what, "seat": seat, "name": name, **extra}
        return self._commit([dict.fromkeys(self.streams, body)], seats=[self.seats[seat]])

    def save_seat(self, seat: Occupant) -> None:
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
        self.seats[seat] = Occupant(seat)
        self.save_seat(self.seats[seat])

    def start(self, plan: Sequence[bytes] = ()) -> Outbox:
        """Fill empty seats with bots and begin: round 1's seed is committed, and the
        deal waits for the players' cut. ``plan``: round seeds fixed in advance (tests)."""
        if self.state != "lobby":
            raise Refusal("started", "the game has already started")
        levels = list(self.setup.get("bots") or [])
        open_seats = [s for s in self.seats if s.kind == OPEN]
        # named as a game on one computer names its bots (not "Normal bot 3")
        names = bot_names(len(open_seats), (s.name or "" for s in self.seats if s.kind == HUMAN))
        for seat, name in zip(open_seats, names, strict=True):
            seat.kind = BOT
            seat.level = levels.pop(0) if levels else STAND_IN
            seat.name = name
        return self._begin(plan)

    @property
    def game_no(self) -> int:
        """Which game of this table is played: 1, then one more at each Play again."""
        return int(self.setup.get("game", 1))

    def again(self, plan: Sequence[bytes] = ()) -> Outbox:
        """Another game at the same table once its game is over (the host's Play again):
        the same seats, each with the same player or bot and token, a new deck; round 1
        is committed and waits for its cut as at the start. The stream goes on; its first
        message of the new game carries ``game``, so clients start the table afresh."""
        if self.state != "over":
            raise Refusal("wrong_stage", "the game is not over yet: play again once it is")
        for seat in self.seats:
            seat.cut = None
            seat.timer_turn = False
        self.setup["game"] = self.game_no + 1
        return self._begin(plan)

    def _begin(self, plan: Sequence[bytes]) -> Outbox:
        """A game begins with the seats as they are (the start, or a Play again)."""
        names = [s.name or f"Player {s.seat + 1}" for s in self.seats]
        g = Game.new(
            self.players, rules=self.rules, names=names, deal=False, plan=[(p, None) for p in plan]
        )
        assert g.record is not None and g.commitment is not None
        g.record.levels = tuple(
            s.level if s.kind == BOT and s.level else HUMAN_LEVEL for s in self.seats
        )
        self.game_host, self.state = GameHost(g, self.seats), "playing"
        step = self.game_host.start()
        first = self._events(step, "dealer")
        for body in first.values():
            body["game"] = self.game_no
        return self._commit([first], entry=step.entry, seats=self.seats, snapshot=True)

    # ---------------------------------------------------------------- play
    def _host_for(self, seat: int) -> GameHost:
        if self.state == "lobby" or self.game_host is None:
            raise Refusal("wrong_stage", "the game has not started yet")
        if self.state == "over":
            raise Refusal("wrong_stage", "the game is over")
        return self.game_host

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

    def answered(self, seat: int, seq: int, reply: dict[str, Any]) -> Occupant:
        """Remember the answer to a numbered request (stored with the step it caused)."""
        s = self.seats[seat]
        s.answered(seq, reply)
        return s

    def refuse(self, seat: int, seq: int, refusal: Refusal) -> dict[str, Any]:
        """Answer a numbered request with a refusal, remembered like an ack."""
        reply = {"type": "error", "code": refusal.code, "reason": refusal.reason, "re": seq}
        self.save_seat(self.answered(seat, seq, reply))
        return reply

    def play(self, seat: int, action: Action | dict[str, Any], by: str, seq: int = 0) -> Outbox:
        """Play ``seat``'s move (a player's, ``seq`` its request number, or the server's
        for it). Raises :class:`Refusal` naming what is wrong; the game is then untouched."""
        host = self._host_for(seat)
        step = host.play(seat, action, HOST_WORD.get(by, by))
        changed = []
        if seq:
            changed.append(self.answered(seat, seq, {"type": "ack", "re": seq}))
        g = host.game
        mover = self.seats[seat]
        if mover.timer_turn and (g.turn != seat or g.stage != "play"):
            mover.timer_turn = False
        if g.stage == "over":
            self.state = "over"
        return self._commit([self._events(step, by)], entry=step.entry, seats=changed)

    def contribute(self, seat: int, round_no: int, value: str, seq: int) -> None:
        """Keep a player's contribution to the cut of the round waiting to be dealt."""
        self._host_for(seat)
        if self._waiting() != round_no:
            raise Refusal("wrong_stage", f"round {round_no} is not waiting for its cut")
        s = self.seats[seat]
        if s.cut and s.cut["round"] == round_no and s.cut["value"] != value:
            raise Refusal("duplicate", f"you already sent your part of round {round_no}'s cut")
        s.cut = {"round": round_no, "value": value}
        self.save_seat(self.answered(seat, seq, {"type": "ack", "re": seq}))

    def deal(self) -> Outbox:
        """Deal the waiting round with the cut of every seat's part: a player's bytes,
        the seed-fixed part of a seat the server plays, or ``-`` (left out)."""
        host = self.game_host
        waiting = None if host is None else host.waiting_deal()
        assert host is not None and waiting is not None
        sent = {
            s.seat: s.cut["value"]
            for s in self.seats
            if s.cut and s.cut["round"] == waiting.round_no
        }
        cut, kinds = host.cut_of(sent)
        step = host.deal(cut, kinds)
        dealt = {
            "type": "dealt",
            "round": waiting.round_no,
            "commitment": waiting.commitment,
            "cut": cut,
            "parts": list(kinds),
        }
        return self._commit(
            [dict.fromkeys(self.streams, dealt), self._events(step, "dealer")],
            entry=step.entry,
            snapshot=True,
        )

    def undo(self, seat: int, seq: int) -> Outbox:
        """Take back ``seat``'s last lay-down or hit of this turn (R3, normal game)."""
        step = self._host_for(seat).undo(seat)
        changed = [self.answered(seat, seq, {"type": "ack", "re": seq})]
        return self._commit(
            [self._events(step, "player")],
            entry=step.entry,
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
