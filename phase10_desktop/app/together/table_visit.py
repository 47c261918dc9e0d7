"""The window's stay at a table server: which table, the player's part, and leaving it.

While the window shows a game played at a table server (hosted by this app or
another, or a ``phase10 serve``), this keeps what a family needs from it:

* where they are: the window's title and the line under the table name the table
  and its code, and say when the player hosts it or only watches it;
* the turn timer, counted down on that line;
* the seat's token, kept after every move (a crash or a restart never costs it),
  and forgotten once the table is over;
* for the host, the table's announcement on the local network, kept true (seats
  free, in play) while the table lives;
* what leaving does to the others: the question before it (:func:`ask_to_leave`),
  and the end of a hosted table, which its players are told at once (close code
  4000) rather than finding a silent table;
* a table that goes away, or stops answering, in a dialog at once
  (:class:`TableGoneDialog`), not only a line in the move log, and the status line
  keeps saying so (it said "Your turn: draw a card" under a table that was gone).
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QDialog

from ...presentation.wording import fill
from ...records.kept_seats import KeptSeat, forget_seat, keep_seat, mark_left
from .table_words import table_name

if TYPE_CHECKING:
    from ..seats.remote import RemoteSeat
    from .table_dialogs import TableGoneDialog

__all__ = ["TableVisit"]

log = logging.getLogger(__name__)

translate = QCoreApplication.translate


class TableVisit(QObject):
    """The window at one table through ``seat`` (``hosting``: the table's server runs
    in this app). Made by the window when it sits down; :meth:`end` when it leaves."""

    def __init__(self, window: Any, seat: RemoteSeat, hosting: Any = None) -> None:
        super().__init__(window)
        self.window = window
        self.seat = seat
        self.hosting = hosting
        #: the sentence the status line keeps once the table is gone ("" while it lives)
        self.gone_text = ""
        self.gone_dialog: TableGoneDialog | None = None
        self._told_watching = False
        self._announced: tuple[int, str] | None = None
        self._ended = False
        seat.table_changed.connect(self._on_table)
        seat.closed.connect(self._on_gone)
        seat.updated.connect(self._keep)
        seat.opened.connect(self._on_opened)
        seat.turn_clock.connect(self._on_clock)
        seat.connection_changed.connect(self._on_connection)
        seat.new_game.connect(self._on_new_game)
        self.offer: QDialog | None = None
        window.table_banner.stop_clock()
        self._keep()
        if seat.table is not None:
            self._on_table(seat.table)
        else:
            self._show_place()

    # ----------------------------------------------------------------- facts
    @property
    def host(self) -> bool:
        """This app runs the table."""
        return self.hosting is not None

    @property
    def watching(self) -> bool:
        return self.seat.seat is None

    @property
    def state(self) -> str:
        return str((self.seat.table or {}).get("state", "lobby"))

    @property
    def name(self) -> str:
        """ "Ana's table"."""
        return table_name(self.seat.host_name)

    @property
    def code(self) -> str:
        return self.seat.code or ""

    @property
    def gone(self) -> bool:
        return bool(self.gone_text)

    def others_here(self) -> list[str]:
        """The names of the other people connected at the table (not bots)."""
        seats = (self.seat.table or {}).get("seats") or ()
        return [
            str(s.get("name") or "")
            for s in seats
            if s.get("kind") == "human" and s.get("connected") and s.get("seat") != self.seat.seat
        ]

    def title(self) -> str:
        """The window's title at this table: "Ana's table, K7QM-2XPA — Phase 10 Desktop"."""
        if self.watching:
            where = fill(translate("TableVisit", "Watching %1, %2"), self.name, self.code)
        else:
            where = fill(translate("TableVisit", "%1, %2"), self.name, self.code)
        return fill(translate("TableVisit", "%1 — Phase 10 Desktop"), where)

    def place_text(self) -> str:
        """The line under the table: where the window is, and the player's part."""
        where = fill(translate("TableVisit", "%1 · %2"), self._capital_name(), self.code)
        if self.gone:
            part = translate("TableVisit", "closed")
        elif self.watching:
            part = translate("TableVisit", "you are watching (you see no hand)")
        elif self.host:
            part = translate("TableVisit", "you host it on this computer")
        else:
            return where
        return fill(translate("TableVisit", "%1 · %2"), where, part)

    def _capital_name(self) -> str:
        name = self.name
        return name[:1].upper() + name[1:]

    # --------------------------------------------------------------- leaving
    def may_leave(self, *, quitting: bool = False) -> bool:
        """Ask before leaving, when leaving does something to the game: True to go."""
        if self.gone or self._ended or self.watching:
            return True
        others = self.others_here()
        if self.host:
            if self.state != "playing" and not others:
                return True
        elif self.state != "playing":
            return True
        from .table_dialogs import ask_to_leave  # (a start loads no message box)

        return ask_to_leave(
            self.window,
            table=self.name,
            host=self.host,
            others=others,
            state=self.state,
            quitting=quitting,
        )

    def end(self, reason: str = "") -> None:
        """The window leaves the table (the question, if any, was asked): a hosted table
        ends for everyone (told why, and that it will not come back); a seat elsewhere is
        left to the Normal bot until the player comes back to it."""
        if self._ended:
            return
        self._ended = True
        from ...user_data import data_folder

        self.window.table_banner.show_place("")
        for dialog in (self.gone_dialog, self.offer):
            if dialog is not None:
                dialog.close()
        if self.hosting is not None:
            forget_seat(data_folder(), self.code)
            hosting, self.hosting = self.hosting, None
            hosting.end(reason or translate("TableVisit", "the host ended the table"))
        elif self.code:
            mark_left(data_folder(), self.code)

    # ------------------------------------------------------------ the seat's news
    @Slot(object)
    def _on_table(self, table: dict[str, Any]) -> None:
        self._show_place()
        self._keep()  # who sits where is known now (a lobby, a rejoin)
        if table.get("state") == "over" and not self.host:
            from ...user_data import data_folder

            # the game is over: no seat to go back to (a new game at it keeps it again)
            forget_seat(data_folder(), self.code, self.seat.token)
        self._announce()

    def _show_place(self) -> None:
        if self._ended:
            return
        self.window.setWindowTitle(self.title())
        self.window.table_banner.show_place(self.place_text())

    def _announce(self) -> None:
        """Keep the local network's announcement of a hosted table true: the seats still
        free, or that its game is on (sent from a thread: an announcement takes time)."""
        hosting = self.hosting
        if hosting is None:
            return
        seats = (self.seat.table or {}).get("seats") or ()
        free = sum(1 for s in seats if s.get("kind") == "open")
        now = (free, self.state)
        if now == self._announced:
            return
        self._announced = now
        threading.Thread(
            target=hosting.announce, args=now, name="phase10-announce", daemon=True
        ).start()

    @Slot()
    def _keep(self, *_args: object) -> None:
        """Keep the seat's token (after every move: the request count goes with it), so
        the player can claim the seat back after a restart or a connection lost."""
        from ...user_data import data_folder

        seat = self.seat
        if self._ended or self.gone or not seat.code or not seat.token or seat.seat is None:
            return
        names = [s.name for s in seat.seats]
        name = names[seat.seat] if seat.seat < len(names) else ""
        if not name:
            return  # who sits here is not known yet: kept once the table says
        kept = KeptSeat(
            seat.url,
            seat.code,
            seat.token,
            name,
            seat.requests_sent,
            table=self.name if seat.host_name else "",
            hosted=self.host,
            at_table=True,
        )
        keep_seat(data_folder(), kept)

    @Slot(object)
    def _on_opened(self, _opening: object) -> None:
        self._keep()
        if self.watching and not self._told_watching:
            from .table_dialogs import tell_watching

            self._told_watching = True
            tell_watching(self.window, self.name)

    @Slot(int, float)
    def _on_clock(self, seat: int, seconds: float) -> None:
        banner = self.window.table_banner
        if seat < 0:
            banner.stop_clock()
            return
        names = [s.name for s in self.seat.seats]
        who = None if seat == self.seat.seat else (names[seat] if seat < len(names) else "")
        banner.start_clock(who, seconds)

    @Slot(str)
    def _on_connection(self, state: str) -> None:
        if state == "unreachable" and not self.gone and not self._ended:
            self._show_gone_dialog("waiting")
        elif (
            state == "connected"
            and self.gone_dialog is not None
            and self.gone_dialog.kind == "waiting"
        ):
            self.gone_dialog.close()
            self.gone_dialog = None

    @Slot(str)
    def _on_gone(self, text: str) -> None:
        """The table went away for good: the status line keeps saying so, and a dialog
        says it at once, with the record of the finished rounds to keep."""
        if self._ended:
            return
        self.gone_text = text
        self.window.table_banner.stop_clock()
        self._show_place()
        why = self.seat.gone_why or "lost"
        if why == "ended":
            from ...user_data import data_folder

            forget_seat(data_folder(), self.code)
        self._show_gone_dialog(why)

    def _show_gone_dialog(self, kind: str) -> None:
        if self.gone_dialog is not None:
            self.gone_dialog.close()
        from .table_dialogs import TableGoneDialog

        rounds = len(self.seat.finished_rounds())
        dialog = TableGoneDialog(kind, self.name, self.seat.host_name, rounds, self.window)
        dialog.save_requested.connect(self.window.menus.export_record)
        dialog.leave_requested.connect(self.window.leave_table)
        dialog.retry_requested.connect(self._retry)
        self.gone_dialog = dialog
        dialog.open()

    # ------------------------------------------------------------- play again
    def play_again(self) -> None:
        """The host's Play again: another game at this table for everyone still here."""
        if not self.host or self.gone:
            return
        future = self.seat.again()
        future.add_done_callback(self._again_answered)

    def _again_answered(self, future: Any) -> None:
        """On the client's thread: a refusal is told on the status line."""
        exc = future.exception()
        if exc is not None:
            reason = getattr(exc, "reason", None) or str(exc)
            self.seat.notice.emit(
                fill(translate("TableVisit", "The table could not play again: %1"), reason)
            )

    @Slot(int)
    def _on_new_game(self, game: int) -> None:
        """Another game began at the table: what was left of the last one (its summary,
        its result) goes, and a player who did not choose it is asked to play or leave."""
        self.window.close_game_dialogs()
        self._show_place()
        if self.host or self.watching:
            return
        from .table_dialogs import PlayAgainOffer

        if self.offer is not None:
            self.offer.close()
        offer = PlayAgainOffer(self.seat.host_name or self.name, self.name, self.window)
        offer.leave_requested.connect(self.window.leave_table)
        self.offer = offer
        offer.open()

    @Slot()
    def _retry(self) -> None:
        """Try the seat again (a connection lost): as Join a table → Back to your seat."""
        from ...records.kept_seats import kept_seats
        from ...user_data import data_folder

        kept = next((k for k in kept_seats(data_folder()) if k.code == self.code), None)
        if kept is not None:
            self.window.menus.back_to_seat(kept)
