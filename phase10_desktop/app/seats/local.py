"""A game played on this computer: the game host in this process, bots in their thread.

The local seat is the table's adapter to a :class:`~phase10_desktop.host.GameHost`
running here, the same host a table server runs each table's game with: it
checks and makes every move, deals, undoes, and says what each seat is told
(another seat's draw from the draw pile stays face down, exactly as over the
network). This seat only carries that to the table as Qt signals
(:class:`~phase10_desktop.app.table.seat.Seat`), and asks the bots for their
moves in the worker thread (:mod:`.bot_thread`) one at a time, when the table
says it has shown everything (:meth:`LocalSeat.ready`), so the game never runs
ahead of the player's eyes; a dialog over the table pauses them.

The window asks this seat for what it needs of the game, through typed methods
(:meth:`LocalSeat.to_save`, :meth:`LocalSeat.waiting_deal`, :meth:`LocalSeat.record`),
and never reads the game itself.

Several people at one screen ("pass and play") share this seat: it shows the table
from the person whose turn it is, and between two people it shows the table as
someone watching would (no hand at all) while bots play, then asks the window to
hand over (``handover``); the next person takes the seat when they are ready
(:meth:`LocalSeat.take_seat`).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal, Slot

from ...engine import Game, PlayerView
from ...engine.actions import Action
from ...engine.record import Record
from ...engine.values import value_class
from ...host import WATCH, DealWaiting, GameHost, MemoryJournal, Refusal, Step
from ...host.game_setup import GameConfig
from ..table.seat import Opening, Seat, SeatInfo, SeatState, Update
from .bot_thread import BotDriver

log = logging.getLogger(__name__)

__all__ = ["GameToSave", "LocalSeat"]


@value_class
class GameToSave:
    """What the autosave writes, and where the game stands (to save each position once)."""

    game: Game
    config: GameConfig
    #: the game is over: there is nothing to resume
    over: bool
    #: changes with every step of the game and with every game put on the table
    position: tuple[int, int]


class LocalSeat(Seat):
    """The player's seat at a game on this computer, with bots in the other seats."""

    #: pass and play: it is this person's turn, and the table shows someone else or
    #: nobody; the window covers the table until they are ready (``take_seat``)
    handover = Signal(int)

    def __init__(self, bots: BotDriver, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bots = bots
        #: the game's host (None before the first game)
        self.host: GameHost | None = None
        self.config: GameConfig | None = None
        #: every step of the game since it was put on the table
        self.journal = MemoryJournal()
        #: the seat the table shows (the person at the keyboard); None between two
        #: people at one screen, when nobody's hand may be shown
        self.human: int | None = 0
        #: the seats people play
        self.people: tuple[int, ...] = (0,)
        self._autoplay = False
        self.paused = False
        self._asked: int | None = None
        self._stand_in: int | None = None
        #: games put on the table so far (a save's position names its game)
        self._games = 0
        bots.move_ready.connect(self._on_bot_move)
        bots.substituted.connect(self._on_substituted)

    # ------------------------------------------------------------------- set-up
    def start(self, game: Game, config: GameConfig) -> None:
        """Put ``game`` (new, loaded, rebuilt) on the table, its past told again."""
        self.bots.cancel()
        self._asked = None
        self.config = config
        self.journal = MemoryJournal()
        self._games += 1
        players = list(config.who_plays(bots_play_people=self._autoplay))
        self.host = GameHost(game, players, self.journal)
        self.people = config.people
        self.human = None if self.pass_and_play else self.people[0]
        self.bots.configure(self.host.bots())
        self.opened.emit(self.opening())

    @property
    def game(self) -> Game | None:
        """The game being played here (None before the first)."""
        return None if self.host is None else self.host.game

    @property
    def autoplay(self) -> bool:
        """A bot plays the people's seats too (the self-test, demos)."""
        return self._autoplay

    @autoplay.setter
    def autoplay(self, on: bool) -> None:
        self._autoplay = on
        if self.host is not None and self.config is not None:
            self.host.players = list(self.config.who_plays(bots_play_people=on))
            self.bots.configure(self.host.bots())
            self._asked = None

    @property
    def pass_and_play(self) -> bool:
        """Several people play at this screen, each in turn."""
        return len(self.people) > 1

    @property
    def _viewer(self) -> int:
        """The stream the table shows: the person at the screen, or a watcher's."""
        return WATCH if self.human is None else self.human

    def _view(self) -> PlayerView:
        assert self.host is not None
        return self.host.view(self._viewer)

    def opening(self) -> Opening:
        host, config = self.host, self.config
        assert host is not None and config is not None
        seats = tuple(SeatInfo(s.name, None if s.human else s.level, s.human) for s in config.seats)
        return Opening(
            seat=self.human,
            seats=seats,
            view=self._view(),
            history=tuple(host.history(self._viewer)),
            practice=host.practice,
        )

    def take_seat(self, seat: int) -> None:
        """Pass and play: ``seat``'s person is at the screen; show the table as they see it."""
        if seat in self.people and self.host is not None:
            self.human = seat
            self.opened.emit(self.opening())

    def finished_rounds(self) -> list[int]:
        g = self.game
        if g is None or g.record is None:
            return []
        return [r.round_no for r in g.record.rounds if r.finished]

    @property
    def practice(self) -> bool:
        return self.host is not None and self.host.practice

    @property
    def waiting_for_deal(self) -> bool:
        """The next round is to be dealt (or, already dealt by the engine, shown)."""
        return self.waiting_deal() is not None

    def waiting_deal(self) -> DealWaiting | None:
        """The round waiting for its deal: its number, its commitment, whether its cut is
        fixed (a record's deals played again); None when no deal waits."""
        return None if self.host is None else self.host.waiting_deal()

    def record(self) -> Record | None:
        """The game's record (replays, export, the coach), or None before the first game."""
        g = self.game
        return None if g is None else g.record

    def to_save(self) -> GameToSave | None:
        """The game as the autosave and Save As write it, or None with no game."""
        host, config = self.host, self.config
        if host is None or config is None:
            return None
        return GameToSave(host.game, config, host.game.game_over, (self._games, len(self.journal)))

    # ------------------------------------------------------------- the player
    def play(self, action: Action) -> None:
        host = self.host
        if host is None:
            self.refused.emit(action, "There is no game on the table.")
            return
        try:
            step = host.play(self._viewer, action)
        except Refusal as r:
            self.refused.emit(action, r.reason)
            return
        self._tell(step)

    def deal(self, cut: str = "") -> None:
        host = self.host
        if host is None or host.waiting_deal() is None:
            return
        try:
            step = host.deal(cut)
        except Refusal as r:
            self.notice.emit(r.reason)
            return
        self._tell(step)

    def can_take_back(self) -> bool:
        return self.host is not None and self.human is not None and self.host.may_undo(self.human)

    def take_back(self) -> None:
        """Undo the player's latest move that showed no hidden card (any of theirs in a
        practice game): the host rebuilds the game without it, and the table is told
        which moves went, so it plays them backwards."""
        host = self.host
        if host is None or self.human is None or not self.can_take_back():
            return
        self.bots.cancel()
        self._asked = None
        try:
            step = host.undo(self.human)
        except Refusal as r:
            log.error("undo failed: %s", r.reason)
            return
        self._tell(step)

    # ------------------------------------------------------------------ the bots
    def ready(self) -> None:
        """The table has shown everything: the bot to move may choose now."""
        host = self.host
        if host is None or self.paused or self._asked is not None:
            return
        turn = host.bot_turn()
        if turn is None:
            mover = host.mover()
            if mover is None or mover == self.human or mover not in self.people:
                return
            if self.human is not None:
                # the last person's turn is over: nobody's hand shows until the next
                self.human = None
                self.opened.emit(self.opening())
            else:
                self.handover.emit(mover)
            return
        self._asked = turn.seat
        self._states()
        self.bots.ask(turn.seat, host.view(turn.seat), turn.stand_in)

    def set_paused(self, paused: bool) -> None:
        self.paused = paused

    @Slot(int)
    def _on_substituted(self, seat: int) -> None:
        self._stand_in = seat

    @Slot(int, object, float)
    def _on_bot_move(self, seat: int, action: Action, seconds: float) -> None:
        host = self.host
        self._asked = None
        stand_in, self._stand_in = self._stand_in == seat, None
        turn = None if host is None else host.bot_turn()
        if host is None or turn is None or turn.seat != seat:
            self._states()  # the game moved on under the answer
            return
        try:
            step = host.play(seat, action, turn.why)
        except Refusal as r:
            # the bot driver checks every answer against the seat's view, so this
            # means the game moved under the answer: the table will ask again
            log.error("a bot's move was refused by the host: %s", r.reason)
            self._states()
            return
        self._states()
        self._tell(step, stand_in=stand_in)

    def _states(self) -> None:
        g = self.game
        n = g.players if g is not None else 0
        self.states_changed.emit(tuple(SeatState(thinking=s == self._asked) for s in range(n)))

    def _tell(self, step: Step, stand_in: bool = False) -> None:
        """Tell the table what a step did, as the player at the screen may know it."""
        self.updated.emit(
            Update(step.seat, step.action, step.told(self._viewer), self._view(), stand_in=stand_in)
        )

    def close(self) -> None:
        self.bots.cancel()
        self._asked = None
