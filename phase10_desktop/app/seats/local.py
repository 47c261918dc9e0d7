"""A game played on this computer: the engine here, computer players in their worker thread.

The local seat owns the :class:`~phase10_desktop.engine.Game` and is the only
part of the window that changes it. The table talks to it as it would to a
seat at a table server (:class:`~phase10_desktop.app.table.seat.Seat`): it
receives the player's own view and the public events of each change (another
seat's draw from the draw pile stays face down, exactly as over the network),
and sends back the player's actions. Bots think in the worker thread
(:mod:`..bot_worker`) one at a time, when the table says it has shown
everything (:meth:`LocalSeat.ready`), so the game never runs ahead of the
player's eyes; a dialog over the table pauses them.

The window reaches the game itself only through this seat: to save it, to export
its record, to take a move back.

Several people at one screen ("pass and play") share this seat: it shows the table
from the person whose turn it is, and between two people it shows the table as
someone watching would (no hand at all) while bots play, then asks the window to
hand over (``handover``); the next person takes the seat when they are ready
(:meth:`LocalSeat.take_seat`).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal, Slot

from ...engine import Game, IllegalMove, RoundEnded, RoundStarted
from ...engine.actions import Action
from ...engine.deal import bot_seed
from ...engine.events import DealCommitted, Event, TookBack
from ...engine.public import public_events, watcher_view
from ...engine.replay import ReplayError, replay, undo, undo_points
from ..bot_worker import BotDriver
from ..game_setup import GameConfig
from ..table.seat import Opening, Seat, SeatInfo, SeatState, Update

log = logging.getLogger(__name__)

__all__ = ["LocalSeat"]


class LocalSeat(Seat):
    """The player's seat at a game on this computer, with bots in the other seats."""

    #: pass and play: it is this person's turn, and the table shows someone else or
    #: nobody; the window covers the table until they are ready (``take_seat``)
    handover = Signal(int)

    def __init__(self, bots: BotDriver, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bots = bots
        self.game: Game | None = None
        self.config: GameConfig | None = None
        #: the seat the table shows (the person at the keyboard); None between two
        #: people at one screen, when nobody's hand may be shown
        self.human: int | None = 0
        #: the seats people play
        self.people: tuple[int, ...] = (0,)
        #: a bot plays the player's seat too (the self-test, demos)
        self.autoplay = False
        self.paused = False
        self._asked: int | None = None
        #: a game that deals on by itself (an old save, a hand-made deal) dealt the
        #: next round with the move that ended this one: its events wait for deal()
        self._held: list[Event] = []
        bots.move_ready.connect(self._on_bot_move)
        bots.substituted.connect(self._on_substituted)
        self._stand_in: int | None = None

    # ------------------------------------------------------------------- set-up
    def start(self, game: Game, config: GameConfig) -> None:
        """Put ``game`` (new, loaded, rebuilt) on the table, its past told again."""
        self.bots.cancel()
        self._asked = None
        self._held = []
        self.game = game
        self.config = config
        self.people = config.people
        self.human = None if self.pass_and_play else self.people[0]
        self.bots.configure(
            {
                i: ("normal" if s.human else s.level, bot_seed(game.seed, i))
                for i, s in enumerate(config.seats)
                if not s.human or self.autoplay
            }
        )
        self.opened.emit(self.opening())

    @property
    def pass_and_play(self) -> bool:
        """Several people play at this screen, each in turn."""
        return len(self.people) > 1

    def _view(self, g: Game):
        """The view the table shows: the person's at the screen, or a watcher's."""
        return watcher_view(g.view(0)) if self.human is None else g.view(self.human)

    def _public(self, events) -> tuple:
        return tuple(public_events(events, -1 if self.human is None else self.human))

    def opening(self) -> Opening:
        g = self.game
        assert g is not None and self.config is not None
        seats = tuple(
            SeatInfo(s.name, None if s.human else s.level, s.human) for s in self.config.seats
        )
        return Opening(
            seat=self.human,
            seats=seats,
            view=self._view(g),
            history=tuple(self._history()),
            practice=self.practice,
        )

    def take_seat(self, seat: int) -> None:
        """Pass and play: ``seat``'s person is at the screen; show the table as they see it."""
        if seat in self.people and self.game is not None:
            self.human = seat
            self.opened.emit(self.opening())

    def _history(self):
        """The game so far, step by step, as the player saw it (public events)."""
        g = self.game
        assert g is not None
        fresh = g.stage == "deal" and (g.record is None or g.record.action_count == 0)
        if fresh:
            if g.commitment:
                yield (DealCommitted(g.round_no, g.commitment),), self._view(g)
            return
        if g.record is None:
            return
        try:
            for step in replay(g.record):
                yield self._public(step.events), self._view(step.game)
        except ReplayError:
            # a loaded save was checked against its record; if it still cannot be
            # told again, the log starts empty rather than the game failing to open
            return

    def finished_rounds(self) -> list[int]:
        g = self.game
        if g is None or g.record is None:
            return []
        return [r.round_no for r in g.record.rounds if r.finished]

    @property
    def practice(self) -> bool:
        g = self.game
        return bool(g is not None and g.record is not None and g.record.practice)

    @property
    def waiting_for_deal(self) -> bool:
        """The next round is to be dealt (or, already dealt by the engine, shown)."""
        g = self.game
        return g is not None and (g.stage == "deal" or bool(self._held))

    # ------------------------------------------------------------- the player
    def play(self, action: Action) -> None:
        g = self.game
        if g is None:
            self.refused.emit(action, "There is no game on the table.")
            return
        if self.human is None or g.turn != self.human or g.stage not in ("draw", "play"):
            self.refused.emit(action, g.problem(action) or "It is not your turn.")
            return
        try:
            events = g.apply(action)
        except IllegalMove as e:
            self.refused.emit(action, e.reason)
            return
        self._tell(self.human, action, events)

    def deal(self, cut: str = "") -> None:
        g = self.game
        if g is None:
            return
        if self._held:
            events, self._held = self._held, []
        elif g.stage == "deal":
            events = g.deal(cut)
        else:
            return
        self.updated.emit(Update(-1, None, self._public(events), self._view(g)))

    def can_take_back(self) -> bool:
        g = self.game
        if g is None or g.record is None:
            return False
        if self.human is None:
            return False
        if not self.practice and not (g.turn == self.human and g.stage == "play"):
            return False
        return bool(undo_points(g, self.human, self.practice))

    def take_back(self) -> None:
        """Undo the player's latest move that showed no hidden card (any of theirs in a
        practice game): the game is rebuilt from its record without it, and the table
        is told which moves went, so it plays them backwards."""
        g = self.game
        if g is None or g.record is None or not self.can_take_back():
            return
        self.bots.cancel()
        self._asked = None
        try:
            earlier = undo(g, self.human, self.practice)
        except ReplayError as e:
            log.error("undo failed: %s", e)
            return
        if earlier is None or earlier.record is None:
            return
        undone = _undone_actions(g, earlier)
        self.game = earlier
        events = tuple(TookBack(seat, action) for seat, action in reversed(undone))
        self.updated.emit(Update(self.human, None, events, self._view(earlier)))

    # ------------------------------------------------------------------ the bots
    def ready(self) -> None:
        """The table has shown everything: the bot to move may choose now."""
        g = self.game
        if g is None or self.paused or self._asked is not None or self._held:
            return
        if g.stage not in ("draw", "play"):
            return
        if g.turn == self.human and not self.autoplay:
            return
        if g.turn in self.people and not self.autoplay:
            if self.human is not None:
                # the last person's turn is over: nobody's hand shows until the next
                self.human = None
                self.opened.emit(self.opening())
            else:
                self.handover.emit(g.turn)
            return
        self._asked = g.turn
        self._states()
        self.bots.ask(g.turn, g.view(g.turn))

    def set_paused(self, paused: bool) -> None:
        self.paused = paused

    @Slot(int)
    def _on_substituted(self, seat: int) -> None:
        self._stand_in = seat

    @Slot(int, object, float)
    def _on_bot_move(self, seat: int, action: object, seconds: float) -> None:
        g = self.game
        self._asked = None
        stand_in, self._stand_in = self._stand_in == seat, None
        if g is None or g.turn != seat or g.stage not in ("draw", "play"):
            self._states()
            return
        try:
            events = g.apply(action)  # type: ignore[arg-type]
        except IllegalMove as e:
            # the bot driver checks every answer against the seat's view, so this
            # means the game moved under the answer: the table will ask again
            log.error("a bot's move was refused by the engine: %s", e.reason)
            self._states()
            return
        self._states()
        self._tell(seat, action, events, stand_in=stand_in)  # type: ignore[arg-type]

    def _states(self) -> None:
        g = self.game
        n = g.players if g is not None else 0
        self.states_changed.emit(tuple(SeatState(thinking=s == self._asked) for s in range(n)))

    def _tell(self, seat: int, action: Action, events: list[Event], stand_in: bool = False) -> None:
        """Tell the table what ``seat``'s move did, as the player may know it. A move
        that ended a round and dealt the next at once is told in two: the round's
        end now, the deal when the player has seen the summary (``deal``)."""
        g = self.game
        assert g is not None
        ended = any(isinstance(e, RoundEnded) for e in events)
        dealt = next((i for i, e in enumerate(events) if isinstance(e, RoundStarted)), None)
        if ended and dealt is not None and not g.game_over:
            cut = max(
                (i for i, e in enumerate(events[:dealt]) if isinstance(e, DealCommitted)),
                default=dealt,
            )
            events, self._held = events[:cut], events[cut:]
        self.updated.emit(
            Update(seat, action, self._public(events), self._view(g), stand_in=stand_in)
        )

    def close(self) -> None:
        self.bots.cancel()
        self._asked = None


def _undone_actions(now: Game, earlier: Game) -> list[tuple[int, Action]]:
    """The (seat, action) pairs in ``now``'s record after ``earlier``'s, oldest first."""
    assert now.record is not None and earlier.record is not None
    done: list[tuple[int, Action]] = []
    for r in now.record.rounds:
        done += list(zip(r.seats, r.actions, strict=True))
    return done[earlier.record.action_count :]
