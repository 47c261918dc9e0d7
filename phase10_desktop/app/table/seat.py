"""The seat: the one thing the table talks to — views and events in, actions out.

A seat is the player's place at a game, wherever the game is played. The table
(model, scene, input, narrator) knows nothing else about the game: it is told
how the game opened, then each change as that player may know it (their own
:class:`~phase10_desktop.engine.PlayerView` and the public events), and it sends
back the player's actions. Whether the game runs here, with bots thinking in a
worker thread (``app/seats/local.py``), on a table server across the network
(``app/seats/remote.py``) or is a record being replayed, the table cannot tell:
every kind of seat speaks the same signals, so a remote game gets the same
animations, narrator, hints and keyboard play as a local one.

The seat also decides the pace of the game it runs only as far as the table
lets it: a local seat asks its next bot for a move when the table says it has
shown everything (:meth:`Seat.ready`), so the bots never race ahead of the
animations; a remote seat's news simply waits in the table's queue.
"""

from __future__ import annotations

from dataclasses import field

from PySide6.QtCore import QObject, Signal

from ...engine import Card, PlayerView
from ...engine.actions import Action
from ...engine.events import Event
from ...engine.values import value_class

__all__ = ["Opening", "Seat", "SeatInfo", "SeatState", "Update"]


@value_class
class SeatInfo:
    """One seat at the table as everybody sees it."""

    name: str
    #: None for a person (you, or someone at another computer or this one);
    #: otherwise the bot level playing the seat ("easy", "normal", "hard")
    level: str | None = None
    #: a person plays this seat (a bot may stand in while they are away)
    person: bool = False


@value_class
class SeatState:
    """Whether a seat's player is with us: shown on its plate."""

    #: "here", "away" (dropped; a bot stands in after a grace period), "bot" (a bot
    #: plays it for someone who left), "left"
    presence: str = "here"
    #: the seat is choosing its move (a bot thinking, a person at another screen)
    thinking: bool = False


@value_class
class Opening:
    """How the game looks when the table first shows it (new, loaded, rejoined)."""

    #: the seat the table shows from (the player's); None for someone watching
    seat: int | None
    seats: tuple[SeatInfo, ...]
    view: PlayerView
    #: the game so far, step by step: the public events of each step and the
    #: view just after it (the move log and the last-turn marks are told again)
    history: tuple[tuple[tuple[Event, ...], PlayerView], ...] = ()
    #: practice games allow undo of any own move (and are kept out of win rates)
    practice: bool = False
    #: every hand face up (a replay), by seat
    revealed: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    #: nobody plays from this table: a replay, or someone watching
    read_only: bool = False


@value_class
class Update:
    """One change of the game as this seat is told it."""

    #: who moved (-1: the table itself: a deal, a round's end)
    mover: int
    action: Action | None
    #: what happened, as this seat may know it (see engine/public.py)
    events: tuple[Event, ...]
    #: this seat's view just after the change
    view: PlayerView
    #: every hand face up, by seat (a replay); empty in play
    revealed: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    #: a stand-in chose this move for the mover (a bot for a slow or dropped player,
    #: the Normal bot for a Hard bot that missed its deadline): the log says so
    stand_in: bool = False


class Seat(QObject):
    """The table's only connection to a game (an abstract base: see the module doc).

    Signals carry plain immutable data, so a seat may produce them in any thread
    that owns it; the table receives them in the GUI thread.
    """

    #: a game is on the table (an :class:`Opening`): the table rebuilds everything
    opened = Signal(object)
    #: the game changed (an :class:`Update`)
    updated = Signal(object)
    #: an action of the player's was refused: (action, the reason with its rule number)
    refused = Signal(object, str)
    #: seats' presence or thinking changed: a tuple of :class:`SeatState`, one per seat
    states_changed = Signal(object)
    #: something the player should be told that is not a move ("Ana lost her
    #: connection; the Normal bot plays for her")
    notice = Signal(str)
    #: the game went away (the host quit, the connection is lost for good): why
    closed = Signal(str)

    # ------------------------------------------------------------ the player's side
    def play(self, action: Action) -> None:
        """Play ``action`` for this seat. The answer comes as ``updated`` or ``refused``
        (at once for a game on this computer, after a round trip for a remote one)."""
        raise NotImplementedError

    def deal(self, cut: str = "") -> None:
        """The round waiting to be dealt may be dealt: with the player's cut (text
        they chose or random bytes, see docs/fair-deal.md), or "" for none."""
        raise NotImplementedError

    def take_back(self) -> None:
        """Undo the player's latest move that may be undone (``can_take_back``)."""
        raise NotImplementedError

    def can_take_back(self) -> bool:
        return False

    def finished_rounds(self) -> list[int]:
        """Rounds over whose every card may be shown (replays, the score sheet)."""
        return []

    def ready(self) -> None:
        """The table has shown everything it was told: a seat that runs the game may
        let the next computer player choose its move."""

    def set_paused(self, paused: bool) -> None:
        """A dialog covers the table: a seat that runs the game keeps its bots still."""

    def close(self) -> None:
        """The table is done with this seat (a new game, the window closes)."""
