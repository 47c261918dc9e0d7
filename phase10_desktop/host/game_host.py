"""One game host for every way of playing: alone, at one screen, at a table server.

The host owns the engine's :class:`~phase10_desktop.engine.Game` and answers
everything between "an action arrives" and "what each seat is told": whose
turn it is (the engine's one turn check), whether the seat's player may send it
now or the host's bots play that seat, the move itself, the deal with its cut,
undo, which bot moves next with which seed, and each step's entry in the
journal. It is synchronous and knows no clock, thread, socket or Qt: the
adapters around it own those (the window's seat with its bot thread, the table
server with its timers and streams), so both run the same code and a rule of
play is decided once. ``docs/host.md`` tells how each way of playing uses it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from ..engine import Game, IllegalMove, PlayerView
from ..engine.actions import Action, action_from_dict, action_to_dict
from ..engine.events import DealCommitted, Event, RoundEnded, RoundStarted, TookBack
from ..engine.fair_deal import bot_seed
from ..engine.legality import stage_problem, turn_problem
from ..engine.public import watcher_view
from ..engine.replay import ReplayError, replay, undo, undo_points
from .players import BOT, STAND_IN, BotTurn, Player
from .steps import WATCH, DealWaiting, Journal, Refusal, Step, told

__all__ = ["PLAYER", "GameHost", "view_of"]

#: a move sent by the seat's own player (anything else is why the host's bot chose it)
PLAYER = "player"
#: who a step is by when nobody chose it: a start, a deal
TABLE = "table"


def view_of(game: Game, stream: int) -> PlayerView:
    """What ``stream`` sees of ``game``: its seat's view, or a watcher's (no hand)."""
    if stream == WATCH:
        return replace(watcher_view(game.view(0)), seat=WATCH)
    return game.view(stream)


class GameHost:
    """The game, who plays each seat, and every change of it (see the module doc).

    ``players`` is read at every question, not copied: a table server's seats
    change as people drop and come back.
    """

    def __init__(
        self, game: Game, players: Sequence[Player], journal: Journal | None = None
    ) -> None:
        self.game = game
        self.players = players
        self.journal = journal
        #: a game that deals on by itself (an old save, a hand-made deal) dealt the
        #: next round with the move that ended this one: that deal is a step of its
        #: own, shown when the seat asks for it (:meth:`deal`)
        self._held: tuple[Event, ...] = ()

    @classmethod
    def restore(
        cls, game: Game, players: Sequence[Player], entries: Sequence[Mapping[str, Any]]
    ) -> GameHost:
        """The host of ``game`` (a snapshot) after the journal's ``entries`` since it.
        Raises ValueError when an entry cannot be replayed."""
        host = cls(game, players)
        for entry in entries:
            host._replay(entry)
        return host

    def _replay(self, entry: Mapping[str, Any]) -> None:
        """One journal entry again: the engine judges the move, not who sent it (a
        player who sent it may be away by now)."""
        kind = entry.get("kind")
        try:
            if kind == "action":
                self.game.apply(action_from_dict(entry["action"]))
            elif kind == "deal":
                self.game.deal(entry["cut"])
            elif kind == "undo":
                back = undo(self.game, entry["seat"], self.practice)
                if back is None:
                    raise ValueError(f"seat {entry['seat']} had nothing to undo")
                self.game = back
            elif kind != "start":
                raise ValueError(f"unknown kind {kind!r}")
        except (IllegalMove, ReplayError, KeyError, TypeError) as e:
            raise ValueError(f"a journal entry cannot be replayed ({kind}): {e}") from None

    def _write(self, step: Step) -> Step:
        if self.journal is not None and step.entry is not None:
            self.journal.write(step.entry)
        return step

    # ---------------------------------------------------------------- facts
    @property
    def practice(self) -> bool:
        """A practice game: any own move may be undone (and it counts in no statistics)."""
        rec = self.game.record
        return bool(rec is not None and rec.practice)

    def mover(self) -> int | None:
        """The seat to move, or None while nobody may (a deal is waiting, the game is over)."""
        g = self.game
        if g.stage not in ("draw", "play") or self._held:
            return None
        return g.turn

    def plays_for(self, seat: int) -> bool:
        """Whether the host's bots play ``seat`` now (a bot, or a person away or out of time)."""
        p = self.players[seat]
        return p.kind == BOT or p.away or p.timer_turn

    def bot_seed(self, seat: int) -> int:
        """The seed of whichever bot plays ``seat`` (see :func:`~..engine.fair_deal.bot_seed`:
        it gives the deal away to nobody, and a game rebuilt by undo plays on alike)."""
        return bot_seed(self.game.seed, seat)

    def bot_turn(self) -> BotTurn | None:
        """The seat the host's bots must move for now, with which bot and seed; None
        when a person is to move, or nobody is."""
        seat = self.mover()
        if seat is None or not self.plays_for(seat):
            return None
        p = self.players[seat]
        if p.kind == BOT:
            level = p.level or STAND_IN
            why = "bot"
        else:
            level, why = STAND_IN, "away" if p.away else "timer"
        stand_in = None if level == STAND_IN else STAND_IN
        return BotTurn(seat, level, self.bot_seed(seat), why, stand_in)

    def bots(self) -> dict[int, tuple[str, int]]:
        """{seat: (level, seed)} of every bot this game may ask, as it stands: bot seats,
        and the stand-in of each person away."""
        out: dict[int, tuple[str, int]] = {}
        for seat, p in enumerate(self.players):
            if p.kind == BOT:
                out[seat] = (p.level or STAND_IN, self.bot_seed(seat))
            elif p.away:
                out[seat] = (STAND_IN, self.bot_seed(seat))
        return out

    def view(self, stream: int) -> PlayerView:
        """What ``stream`` sees now: its seat's view, or a watcher's (:data:`WATCH`)."""
        return view_of(self.game, stream)

    def turn_problem(self, seat: int, by: str = PLAYER) -> Refusal | None:
        """Why ``seat`` may not move now (``by`` its player, or why a bot moves for it), or
        None. A bot's move is the adapter's to time (it asks :meth:`bot_turn` first)."""
        g = self.game
        why = stage_problem("deal" if self._held else g.stage)
        if why is not None:
            return Refusal("wrong_stage", why)
        why = turn_problem(g, seat)
        if why is not None:
            return Refusal("not_your_turn", why)
        if by == PLAYER and self.plays_for(seat):
            if self.players[seat].kind == BOT:
                return Refusal("busy", "A bot plays this seat.")
            if self.players[seat].timer_turn:
                return Refusal("busy", "The bot is playing this turn for you: your time ran out.")
            return Refusal("busy", "The bot is playing for you while you are away.")
        return None

    def may_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take a move back now: in a normal game its lay-downs and
        hits of this turn (a draw shows a card, so it stays, R3); in a practice game
        any move of its own."""
        g = self.game
        if seat < 0 or g.record is None or self._held:
            return False
        return bool(undo_points(g, seat, self.practice))

    def waiting_deal(self) -> DealWaiting | None:
        """The round waiting for its deal (or, dealt already by the engine, to be shown)."""
        g = self.game
        if self._held:
            return DealWaiting(g.round_no, None, True)
        if g.stage != "deal":
            return None
        return DealWaiting(g.round_no, g.commitment, g.cut_fixed)

    def cut_of(self, contributions: Mapping[int, str]) -> tuple[str, tuple[str, ...]]:
        """The cut of the round waiting at a table, made of every seat's part: a player's
        bytes (``contributions``), the seed-fixed part of a seat the host plays, or
        left out; and where each part came from (``fair_cut.PART_KINDS``)."""
        from . import fair_cut  # a table's cut only: a game here starts without it

        g = self.game
        assert g.record is not None and g.stage == "deal"
        seed = g.record.rounds[-1].seed
        assert seed is not None
        parts: list[str | None] = []
        kinds: list[str] = []
        for seat in range(g.players):
            if seat in contributions:
                parts.append(contributions[seat])
                kinds.append("player")
            elif self.plays_for(seat):
                parts.append(fair_cut.server_contribution(seed, seat))
                kinds.append("server")
            else:
                parts.append(None)
                kinds.append("missed")
        return fair_cut.combine(parts), tuple(kinds)

    def history(self, stream: int) -> Iterator[tuple[tuple[Event, ...], PlayerView]]:
        """The game so far, step by step, as ``stream`` was told it: each step's events
        and the view just after it (a game opened again tells its past)."""
        g = self.game
        fresh = g.stage == "deal" and (g.record is None or g.record.action_count == 0)
        if fresh:
            if g.commitment:
                yield (DealCommitted(g.round_no, g.commitment),), self.view(stream)
            return
        if g.record is None:
            return
        try:
            for step in replay(g.record):
                yield told(step.events, stream), view_of(step.game, stream)
        except ReplayError:
            # a loaded save was checked against its record; if it still cannot be
            # told again, its past is left untold rather than the game failing to open
            return

    # ---------------------------------------------------------------- steps
    def start(self) -> Step:
        """The first step of a game waiting for its first deal: round 1's commitment."""
        g = self.game
        events: tuple[Event, ...] = ()
        if g.commitment is not None:
            events = (DealCommitted(g.round_no, g.commitment),)
        return self._write(Step("start", -1, None, TABLE, events, {"kind": "start"}))

    def play(self, seat: int, action: Action | Mapping[str, Any], by: str = PLAYER) -> Step:
        """Play ``seat``'s move, sent by its player (``by`` "player") or chosen by the
        host's bot (``by`` the bot turn's ``why``). Raises :class:`Refusal` saying what
        is wrong; the game is then untouched."""
        refusal = self.turn_problem(seat, by)
        if refusal is not None:
            raise refusal
        if isinstance(action, Mapping):  # a move as JSON, from another program
            try:
                action = action_from_dict(dict(action))
            except (ValueError, TypeError, KeyError) as e:
                raise Refusal("invalid", f"not a move: {e}") from None
        g = self.game
        try:
            events = g.apply(action)
        except IllegalMove as e:
            raise Refusal("illegal", e.reason) from None
        shown = self._hold_deal(events)
        entry = {"kind": "action", "seat": seat, "action": action_to_dict(action), "by": by}
        return self._write(Step("action", seat, action, by, tuple(shown), entry))

    def _hold_deal(self, events: list[Event]) -> list[Event]:
        """A move that ended a round of a game that deals on by itself: the round's end
        now, the next deal (from its commitment on) when the seat asks for it."""
        g = self.game
        ended = any(isinstance(e, RoundEnded) for e in events)
        dealt = next((i for i, e in enumerate(events) if isinstance(e, RoundStarted)), None)
        if not ended or dealt is None or g.game_over:
            return events
        cut = max(
            (i for i, e in enumerate(events[:dealt]) if isinstance(e, DealCommitted)),
            default=dealt,
        )
        self._held = tuple(events[cut:])
        return events[:cut]

    def deal(self, cut: str = "", parts: Sequence[str] = ()) -> Step:
        """Deal the round waiting for its deal with ``cut`` (the player's, or a table's
        made by :meth:`cut_of`, whose ``parts`` the journal keeps)."""
        if self._held:
            held, self._held = self._held, ()
            return Step("deal", -1, None, TABLE, held, None)
        g = self.game
        if g.stage != "deal":
            raise Refusal("wrong_stage", "The round is already dealt: there is nothing to deal.")
        try:
            events = g.deal(cut)
        except ValueError as e:
            raise Refusal("invalid", f"the cut cannot be used: {e}") from None
        entry: dict[str, Any] = {"kind": "deal", "cut": cut}
        if parts:
            entry["parts"] = list(parts)
        return self._write(Step("deal", -1, None, TABLE, tuple(events), entry))

    def undo(self, seat: int) -> Step:
        """Take back ``seat``'s latest move that may be undone (:meth:`may_undo`): the game
        is rebuilt from its record without it (and, in a practice game, without every
        move made after it); the step tells which moves went, newest first."""
        g = self.game
        if not self.may_undo(seat):
            why = stage_problem(g.stage)
            if why is not None:
                raise Refusal("wrong_stage", why)
            raise Refusal(
                "nothing_to_undo", "Only a lay-down or hit of your own turn can be taken back (R3)."
            )
        try:
            earlier = undo(g, seat, self.practice)
        except ReplayError as e:
            raise Refusal("nothing_to_undo", f"the game cannot be rebuilt without it: {e}") from e
        assert earlier is not None and earlier.record is not None
        undone = _undone_actions(g, earlier)
        self.game = earlier
        events = tuple(TookBack(s, a) for s, a in reversed(undone))
        step = Step("undo", seat, None, PLAYER, events, {"kind": "undo", "seat": seat})
        return self._write(replace(step, undone=tuple(undone)))


def _undone_actions(now: Game, earlier: Game) -> list[tuple[int, Action]]:
    """The (seat, action) pairs in ``now``'s record after ``earlier``'s, oldest first."""
    assert now.record is not None and earlier.record is not None
    done: list[tuple[int, Action]] = []
    for r in now.record.rounds:
        done += list(zip(r.seats, r.actions, strict=True))
    return done[earlier.record.action_count :]
