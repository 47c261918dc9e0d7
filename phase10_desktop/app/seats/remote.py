"""A seat at a table server: the game runs there, this seat is a connection to it.

The table talks to this seat exactly as to a game on this computer (see
:mod:`..table.seat`): the server sends this seat's view and the public events of
every step (another seat's draw from the draw pile arrives without its card), and
the player's moves go back as requests. The connection lives in a thread of its
own (:class:`~phase10_desktop.net.threaded.ThreadedClient`); what it receives
comes to the Qt thread through a queued signal, is read with the engine's own
checked JSON readers, and reaches the table as ``opened``/``updated``.

What the server does for the player, the seat tells the table in words: who lost
their connection, who is back, who a bot now plays for; a move the server refuses
comes back as ``refused`` with the server's reason, so the card flies back. The
fair deal's part that is this player's (16 random bytes for every round's cut) is
sent by the client by itself, and every finished round is checked against the
commitment shown before its deal (``deal_checked``). The ✓ the table shows for a
round's seed (narrator, round summary) is that check, made here: the ``verified``
flag of the server's ``seed_revealed`` event is the server's word, and is replaced.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from concurrent.futures import Future
from dataclasses import replace
from functools import partial
from typing import Any, assert_never

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from ...engine.actions import Action
from ...engine.events import (
    CardHit,
    DealCommitted,
    Discarded,
    Drew,
    Event,
    GameEnded,
    LaidDown,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    SeedRevealed,
    TieBreak,
    TookBack,
    TurnSkipped,
    TurnStarted,
    WentOut,
    move_of,
)
from ...engine.fair_deal import seed_matches
from ...engine.public import event_from_dict
from ...engine.record import Record, record_from_dict
from ...engine.view import PlayerView, view_from_dict
from ...presentation.wording import fill
from ..table.seat import Opening, Seat, SeatInfo, SeatState, Update

log = logging.getLogger(__name__)

__all__ = ["RemoteSeat", "action_of", "checked"]

translate = QCoreApplication.translate

#: the close code of a server that ends the connection on purpose (it stops)
GOING_AWAY = 1001
#: the close code of a table its host ended (the host left it, or quit the app that
#: ran it): the game cannot go on, unlike a server that stops and comes back
TABLE_ENDED = 4000


def action_of(events: tuple[Event, ...]) -> tuple[int, Action | None]:
    """Who moved and what they did, read from a step's events (a deal: -1, None)."""
    for e in events:
        move = move_of(e)
        if move is not None:
            return move
    return -1, None


def checked(e: Event, commitments: dict[int, str], checks: dict[int, bool]) -> Event:
    """``e`` with this computer's word on its round's seed: a commitment is kept in
    ``commitments`` when first shown, and a revealed seed is ``verified`` only if it
    matches that commitment and ``checks`` (this client's check of the cut) agrees."""
    match e:
        case DealCommitted():
            commitments.setdefault(e.round_no, e.commitment)
            return e
        case SeedRevealed():
            shown = commitments.get(e.round_no, e.commitment)
            ok = seed_matches(e.seed, shown) and checks.get(e.round_no, True)
            return replace(e, commitment=shown, verified=ok)
        case (
            RoundStarted()
            | Reshuffled()
            | Drew()
            | LaidDown()
            | CardHit()
            | Discarded()
            | TurnSkipped()
            | TurnStarted()
            | WentOut()
            | RoundEnded()
            | TieBreak()
            | GameEnded()
            | TookBack()
        ):
            return e  # nothing of the fair deal
        case _:
            assert_never(e)


class RemoteSeat(Seat):
    """The player's seat at a table on a server (the app's own, or ``phase10 serve``)."""

    #: the connection's state: "connecting", "connected", "reconnecting", "gave_up",
    #: "closed"
    connection_changed = Signal(str)
    #: the table's seats and state as the server last said (its ``table`` message)
    table_changed = Signal(object)
    #: a finished round's deal was checked here: (round, ok, findings)
    deal_checked = Signal(int, bool, object)
    #: another game began at the table (its host played again): its number
    new_game = Signal(int)
    #: the turn timer: (seat, seconds left) when it starts for a turn; (-1, 0) when that
    #: turn ends or the timer ran out (the seat's newest view, not the table's animation)
    turn_clock = Signal(int, float)
    #: what the client thread received (queued to this seat's thread)
    _arrived = Signal(object)
    #: a request the server refused: (action or None, reason)
    _failed = Signal(object, str)
    #: someone talked at the table: the server's ``chat`` message (app/together/table_chat.py)
    chat_heard = Signal(object)
    #: the server did not pass on this player's message: its reason
    chat_refused = Signal(str)
    _chat_failed = Signal(str)

    def __init__(self, url: str, parent: QObject | None = None, **client_options: Any) -> None:
        super().__init__(parent)
        from ...net.threaded import ThreadedClient

        self.url = url
        self._arrived.connect(self._take)
        self._failed.connect(self._on_failed)
        self._chat_failed.connect(self.chat_refused)
        #: the table's talk as heard here, by number (never in an exported record
        #: unless the player asks: window_menus.export_record)
        self.chat: dict[int, dict[str, Any]] = {}
        #: what the client thread receives is handed to this seat (until it closes)
        self._listening = True
        #: what arrived before the table listens (:meth:`listen`): held, then told in
        #: order, so an opening that came while the window was still seating the player
        #: is not told to nobody
        self._held: list[dict[str, Any]] | None = []
        self._hold_lock = threading.Lock()
        self.client = ThreadedClient(url, on_message=self._post, **client_options)
        self.code: str | None = None
        #: this player's seat (None: watching, or not seated yet)
        self.seat: int | None = None
        self.token: str | None = None
        self.table: dict[str, Any] | None = None
        self.seats: tuple[SeatInfo, ...] = ()
        self.states: tuple[SeatState, ...] = ()
        self.view: PlayerView | None = None
        self.record: Record | None = None
        self.checks: dict[int, bool] = {}
        #: each round's commitment as first shown, before its deal (what its seed must match)
        self._commitments: dict[int, str] = {}
        #: events heard before the first view (a rejoin's catch-up): told as history
        self._history: list[tuple[tuple[Event, ...], PlayerView]] = []
        #: for each step of that history: a stand-in (the Normal bot) chose its move
        self.stand_in_history: tuple[bool, ...] = ()
        #: why the table went away: "ended" (its host ended it), "stopped" (its server
        #: stopped; the seat is kept), "lost" (the connection never came back)
        self.gone_why = ""
        #: the turn timer now running: (seat, round) or None
        self._clock: tuple[int, int] | None = None
        #: which game of the table is on the table (a Play again starts the next)
        self.game_no = 1
        #: said once another game at the table is open ("Ana started another game…")
        self._started_over = ""
        #: notices heard before the table opened, since the last step of the game so far
        #: (told once it is open: "You are back in your seat" came, and was wiped)
        self._early: list[str] = []
        #: steps resent without a view, each with whether a stand-in moved (told with
        #: the next step that has a view)
        self._waiting: list[tuple[tuple[Event, ...], bool]] = []
        self._opened = False
        #: the connection is closed (left, or lost)
        self._gone = False
        #: :meth:`close` ended the connection's thread (or is ending it)
        self._closing = False
        #: the server said, with its latest step, that this seat may take a move back
        self._may_undo = False

    # -------------------------------------------------------------- the lobby
    def connect_to_server(self):
        """Open the connection (a future; the table is not joined yet)."""
        self.connection_changed.emit("connecting")
        return self.client.connect()

    def create(self, name: str, seats: int, **options: Any):
        """Create a table and take its first seat (a future with the server's answer)."""
        return self._seated(self.client.create(name, seats, **options))

    def join(self, code: str, name: str, password: str | None = None):
        """Join a table by its code (a future with the server's answer)."""
        return self._seated(self.client.join(code, name, password))

    def rejoin(self, code: str, token: str, seq: int = 0):
        """Claim back a seat this app kept the token of (after a restart, a long
        disconnection): the server sends the game so far again (a future)."""
        return self._seated(self.client.resume(code, token, last_seq=0, seq=seq))

    @property
    def opened_game(self) -> bool:
        """The game is on the table (the first view was told)."""
        return self._opened

    @property
    def requests_sent(self) -> int:
        """The number of this seat's last numbered request (kept to rejoin with)."""
        return int(getattr(self.client.client, "seq", 0))

    def _seated(self, future):
        """The server's answer to a create, join or rejoin, as a future that completes
        once this seat has taken the code, seat and token from it."""
        seated: Future = Future()

        def done(f) -> None:
            exc = f.exception()
            if exc is not None:
                seated.set_exception(exc)
                return
            answer = f.result()
            self.code = answer.get("code")
            self.seat = answer.get("seat")
            self.token = answer.get("token")
            if self.seat is not None and self.seat < 0:
                self.seat = None  # joined after the start: watching
            seated.set_result(answer)

        future.add_done_callback(done)
        return seated

    def start(self):
        """The host starts the game (a future)."""
        return self.client.start()

    def again(self):
        """The host plays again once the game is over: another game at the same table,
        everyone still there in the same seat (a future with the table)."""
        return self.client.again()

    def _start_over(self, game: int) -> None:
        """Another game began at the table: this seat opens it afresh (the table shows
        it from its first step, with a move log of its own)."""
        self.game_no = game
        self._opened = False
        self._history, self.stand_in_history, self._waiting = [], (), []
        self._commitments, self.checks, self.record = {}, {}, None
        self._may_undo = False
        self.view = None
        self._stop_clock()
        host = self.host_name
        if self.seat is not None and self.table and self.table.get("host") == self.seat:
            text = translate("RemoteSeat", "You started another game at the table.")
        else:
            text = fill(translate("RemoteSeat", "%1 started another game at the table."), host)
        self._early, self._started_over = [], text
        self.new_game.emit(game)

    # ---------------------------------------------------------- the player's side
    def say(self, text: str) -> None:
        """Talk at the table; a refusal (too fast, too long) comes as ``chat_refused``."""
        self._talk(self.client.say(text=text))

    def react(self, reaction: str) -> None:
        """A quick reaction (a word of ``net.chat.REACTIONS``)."""
        self._talk(self.client.say(reaction=reaction))

    def _talk(self, future) -> None:
        def done(f) -> None:
            exc = f.exception()
            if exc is not None:
                self._chat_failed.emit(getattr(exc, "reason", None) or str(exc))

        future.add_done_callback(done)

    def play(self, action: Action) -> None:
        future = self.client.send_action(action)
        future.add_done_callback(partial(self._answered, action=action))

    def deal(self, cut: str = "") -> None:
        """The client sends this player's part of every cut by itself (random bytes)."""

    def can_take_back(self) -> bool:
        """What the server said with its latest step (``may_undo``): the undo rule is the
        game host's, not rebuilt here from the events."""
        return self.view is not None and self.seat is not None and self._may_undo

    def take_back(self) -> None:
        if self.can_take_back():
            self.client.send_undo().add_done_callback(lambda f: self._answered(f, None))

    def finished_rounds(self) -> list[int]:
        r = self.record
        return [] if r is None else [x.round_no for x in r.rounds if x.finished]

    def lose_connection(self) -> None:
        """End the connection without a word to the server, as a closed laptop or a lost
        network does (the tests of what happens then)."""
        self._gone = self._closing = True
        self._listening = False
        self.client.close()

    def close(self) -> None:
        """Leave the table (a bot plays the seat until the token claims it back) and end
        the connection, without holding the window up while it closes. A table that
        went away is not left, but its connection's thread still ends here (a seat
        whose connection gave up kept its thread running for the rest of the program)."""
        # nothing more reaches this seat: the window drops it, and a message arriving
        # for a deleted Qt object would only fail ("Signal source has been deleted")
        self._listening = False
        if self._closing:
            return
        self._closing = True
        leave, self._gone = not self._gone, True
        client = self.client

        def finish() -> None:
            if leave:
                with contextlib.suppress(Exception):  # the server may be gone already
                    client.leave().result(3)
            client.close()

        threading.Thread(target=finish, name="phase10-leave", daemon=True).start()

    def _answered(self, future: Future[dict[str, Any]], action: Action | None) -> None:
        """A request's answer, on the client's thread: a refusal goes to the table."""
        exc = future.exception()
        if exc is not None:
            reason = getattr(exc, "reason", None) or str(exc)
            self._failed.emit(action, reason)

    @Slot(object, str)
    def _on_failed(self, action: object, reason: str) -> None:
        if action is None:
            self.notice.emit(reason)
        self.refused.emit(action, reason)

    # ------------------------------------------------------------ what arrives
    def _post(self, m: dict[str, Any]) -> None:
        """On the client's thread: hand ``m`` to this seat's thread, unless the seat has
        closed (its Qt object may be deleted by now)."""
        if not self._listening:
            return
        with self._hold_lock:
            if self._held is not None:
                self._held.append(m)
                return
        try:
            self._arrived.emit(m)
        except RuntimeError:  # deleted between the check and the emit
            self._listening = False

    def listen(self) -> None:
        """The table is connected to this seat's signals: what arrived so far is told
        now, in order, and what arrives from now on as it comes (on this seat's thread)."""
        with self._hold_lock:
            held, self._held = self._held, None
        for m in held or ():
            self._take(m)

    @Slot(object)
    def _take(self, m: dict[str, Any]) -> None:
        kind = m.get("type")
        try:
            if kind == "table":
                self._on_table(m)
            elif kind == "events":
                self._on_events(m)
            elif kind == "notice":
                self._on_notice(m)
            elif kind == "connection":
                self._on_connection(m)
            elif kind == "deal_check":
                ok = bool(m.get("ok"))
                self.checks[int(m["round"])] = ok
                self.deal_checked.emit(int(m["round"]), ok, list(m.get("findings", ())))
            elif kind == "record":
                self.record = record_from_dict(m["record"])
            elif kind == "turn_clock":
                self._start_clock(int(m["seat"]), int(m["round"]), float(m["seconds"]))
            elif kind == "chat":
                if int(m["n"]) not in self.chat:
                    self.chat[int(m["n"])] = m
                    self.chat_heard.emit(m)
            elif kind == "error" and "re" not in m and "id" not in m:
                self.notice.emit(str(m.get("reason", "")))
        except (KeyError, TypeError, ValueError) as e:
            # the server sent something the engine's readers refuse: say so, play on
            log.error("a message from the table server could not be read: %s", e)
            self.notice.emit(
                fill(translate("RemoteSeat", "A message from the table could not be read: %1"), e)
            )

    def _on_table(self, m: dict[str, Any]) -> None:
        self.table = m
        game = int(m.get("game") or 1)
        if game != self.game_no:
            self._start_over(game)
        seats = []
        states = []
        for s in m["seats"]:
            person = s["kind"] == "human"
            seats.append(SeatInfo(s["name"], None if person else s.get("level"), person))
            if not person:
                presence = "here"
            elif s.get("bot_playing"):
                presence = "bot"
            elif not s.get("connected"):
                presence = "away"
            else:
                presence = "here"
            states.append(SeatState(presence=presence))
        self.seats = tuple(seats)
        self.states = tuple(states)
        self.table_changed.emit(m)
        if self._opened:
            self.states_changed.emit(self.states)
            self._show_thinking()
        elif self.view is not None:
            self._open(self.view)  # the game so far came first (a rejoin, a watcher)

    def _on_events(self, m: dict[str, Any]) -> None:
        game = m.get("game")
        if game is not None and int(game) != self.game_no:
            self._start_over(int(game))  # (a rejoin's resend holds the games before too)
        events = tuple(self._checked(event_from_dict(e)) for e in m["events"])
        # the Normal bot chose this move for its seat: a player away, or out of time
        self._waiting.append((events, m.get("by") in ("server", "timer")))
        if m.get("view") is None:
            return  # a resent step: its events are told with the next one that has a view
        view = view_from_dict(m["view"])
        steps, self._waiting = self._waiting, []
        events = tuple(e for step, _ in steps for e in step)
        self._may_undo = m.get("may_undo") is True
        self.view = view
        self._follow_clock(view)
        if not self._opened:
            self._early = []  # notices older than this step are the past: not told
            # told in the move log as the game so far, step by step (who moved matters:
            # a stand-in's moves for the player are not told as theirs)
            for step, stand_in in steps:
                self._history.append((step, view))
                self.stand_in_history += (stand_in,)
            if self.table is not None:
                # else the table message comes next, with who sits where (a rejoin sends
                # the game so far first): opened then, so every plate is named right
                self._open(view)
            return
        mover, action = action_of(events)
        stand_in = steps[-1][1]
        self.updated.emit(Update(mover, action, events, view, stand_in=stand_in))
        self._show_thinking()

    def _start_clock(self, seat: int, round_no: int, seconds: float) -> None:
        v = self.view
        if v is not None and (v.round_no, v.turn) != (round_no, seat):
            return  # a turn that is over already
        self._clock = (seat, round_no)
        self.turn_clock.emit(seat, seconds)

    def _stop_clock(self) -> None:
        if self._clock is not None:
            self._clock = None
            self.turn_clock.emit(-1, 0.0)

    def _follow_clock(self, view: PlayerView) -> None:
        """The timer's turn is over once the view shows another turn (or none)."""
        if self._clock is None:
            return
        seat, round_no = self._clock
        if (view.turn, view.round_no) != (seat, round_no) or view.stage not in ("draw", "play"):
            self._stop_clock()

    def _checked(self, e: Event) -> Event:
        """A round's commitment is kept when it is first shown; the seed revealed at the
        round's end is checked against it here, with this client's check of the cut
        (``deal_check``, which arrives just before), so what the table shows as ✓ is
        this computer's finding whatever the server's event says."""
        return checked(e, self._commitments, self.checks)

    def _show_thinking(self) -> None:
        """The seat to move is choosing (a person at another screen, a bot on the server):
        its plate says so, as a bot's does in a game here."""
        v = self.view
        if v is None or not self.states:
            return
        turn = v.turn if v.stage in ("draw", "play") and not self.gone_why else -1
        states = tuple(
            replace(st, thinking=i == turn and i != self.seat) for i, st in enumerate(self.states)
        )
        if states != self.states:
            self.states = states
            self.states_changed.emit(states)

    def _open(self, view: PlayerView) -> None:
        if self._opened:
            return
        self._opened = True
        seats = self.seats or tuple(SeatInfo(n) for n in view.names)
        self.opened.emit(
            Opening(
                seat=self.seat,
                seats=seats,
                view=view,
                history=tuple(self._history),
                read_only=self.seat is None,
            )
        )
        if self.states:
            self.states_changed.emit(self.states)
        early, self._early = self._early, []
        if self._started_over:
            early.insert(0, self._started_over)
            self._started_over = ""
        for text in early:
            self.notice.emit(text)

    def _on_notice(self, m: dict[str, Any]) -> None:
        """A notice about a seat, in words; about the player's own seat, to them."""
        name = str(m.get("name", ""))
        what = m.get("what")
        mine = m.get("seat") == self.seat and self.seat is not None
        if what == "turn_timer":
            self._stop_clock()
        if what == "dropped":
            seconds = max(1, round(float(m.get("seconds") or 20)))
            text = self.tr(
                "%1 lost their connection; if they are not back within %n seconds, "
                "the Normal bot plays for them.",
                "",
                seconds,
            )
            self._tell(fill(text, name))
            return
        if mine:
            texts = {
                "bot_playing": translate("RemoteSeat", "The Normal bot played for you."),
                "returned": translate("RemoteSeat", "You are back in your seat."),
                "left": translate(
                    "RemoteSeat", "You left the table; the Normal bot played for you."
                ),
                "turn_timer": translate(
                    "RemoteSeat", "Your time ran out: the Normal bot plays the rest of your turn."
                ),
                "cut_missed": translate(
                    "RemoteSeat", "Your part of the cut did not arrive in time; the deal went on."
                ),
            }
        else:
            texts = {
                "bot_playing": translate("RemoteSeat", "The Normal bot now plays for %1."),
                "returned": translate("RemoteSeat", "%1 is back at the table."),
                "left": translate(
                    "RemoteSeat", "%1 left the table; the Normal bot plays their seat."
                ),
                "turn_timer": translate(
                    "RemoteSeat", "%1 took too long: the Normal bot plays the rest of their turn."
                ),
                "cut_missed": translate(
                    "RemoteSeat", "%1's part of the cut did not arrive in time; the deal went on."
                ),
            }
        template = texts.get(what) if isinstance(what, str) else None
        if template is not None:
            self._tell(fill(template, name))

    def _tell(self, text: str) -> None:
        """A notice for the table: now, or once the game is open (see ``_early``)."""
        if self._opened:
            self.notice.emit(text)
        else:
            self._early.append(text)

    def _on_connection(self, m: dict[str, Any]) -> None:
        """The connection's news. A connection lost (Wi-Fi, a laptop asleep, a server
        that crashed) is taken up again by the client, which claims the seat back: the
        game plays on. The table is gone only when the server closed it on purpose (the
        host quit, the server stops: close code 1001) or the client gave up; the client
        then stops, so the seat is not claimed back unseen behind a table nobody can
        play from (the kept token claims it: Join a table → Back to your seat)."""
        state = str(m.get("state", ""))
        self.connection_changed.emit(state)
        if self._gone:
            return  # this seat ended the connection itself
        if state == "reconnecting":
            self.notice.emit(
                translate("RemoteSeat", "The connection to the table was lost: reconnecting…")
            )
        elif state == "connected" and self._opened:
            self.notice.emit(translate("RemoteSeat", "Connected to the table again."))
        elif state == "closed" and m.get("code") in (GOING_AWAY, TABLE_ENDED):
            self._gone = True
            self.close()  # its thread ends: nothing more comes on this connection
            self._table_gone("ended" if m.get("code") == TABLE_ENDED else "stopped", m)
        elif state == "gave_up":
            self._gone = True
            self.close()
            self._table_gone("lost", m)

    @property
    def host_name(self) -> str:
        """The name of the table's host ("" before the table is known)."""
        t = self.table or {}
        seats = t.get("seats") or ()
        host = t.get("host", 0)
        return str(seats[host].get("name") or "") if 0 <= host < len(seats) else ""

    def _table_gone(self, why: str, m: dict[str, Any]) -> None:
        """The table went away for good: the table is told why, in one sentence (the
        window shows it in a dialog too, with what the player can still do)."""
        self.gone_why = why
        self._stop_clock()
        if any(st.thinking for st in self.states):
            # nobody is choosing a move at a table that is gone
            self.states = tuple(replace(st, thinking=False) for st in self.states)
            self.states_changed.emit(self.states)
        host = self.host_name or translate("RemoteSeat", "The host")
        if why == "ended":
            text = fill(
                translate("RemoteSeat", "%1 ended the table: the game is over for everyone."), host
            )
        elif why == "stopped":
            reason = str(m.get("reason") or "") or translate("RemoteSeat", "no reason given")
            text = fill(
                translate(
                    "RemoteSeat",
                    "The table server stopped (%1). Your seat is kept: when it is back, "
                    "Game → Play with others → Join a table → Back to your seat.",
                ),
                reason,
            )
        else:
            text = translate(
                "RemoteSeat",
                "The connection to the table is lost and could not be made again. Your seat "
                "is kept: Game → Play with others → Join a table → Back to your seat.",
            )
        self.closed.emit(text)
