"""The table for assistive technology: its parts as objects, focus as events, news spoken.

A screen reader hears the table in three ways, and this module makes all three:

- **Objects** (:mod:`.access_nodes`): the card table's accessible object has one
  child per place (hand, slots, laid groups, other seats, piles), each with the
  cards in it, plus the phase line and the news line. They are built from the
  layout's zones and read from the model whenever they are asked.
- **Events**: after every change of the table, the objects whose name, detail,
  cards or selection changed say so, and a keyboard focus move is a real focus
  event on the card or place that now has it.
- **News** (:meth:`TableAccess.tell`): each move, refusal and turn change, once.
  It goes out as an announcement (Qt's ``QAccessibleAnnouncementEvent``) to
  screen readers that take them, and otherwise through the news line, a
  notification whose name is the news (Orca before version 45 speaks those and
  ignores announcements). Which way is chosen per sentence by
  :attr:`TableAccess.channels`; never both, so nothing is said twice.

Events and news of one change are sent together once the change is complete,
in a fixed order: what changed, then where the focus is, then the news. So a
refusal is the last thing said and a focus move can never cut it off.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import field

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

from ...engine.events import TurnStarted, of_kind
from ...engine.values import value_class
from .access_nodes import CardNode, LineNode, Node, ZoneNode
from .model import Change
from .narrator import phase_line, turn_sentence
from .scene import TableScene
from .spoken import card_words, place_detail, place_name, zone_order
from .zones import DISCARD, DRAW, HAND, ZoneKey

__all__ = ["Sent", "TableAccess", "TableAccessible", "default_channels", "install_factory"]

Event = QAccessible.Event

#: news lines taking turns (see access_nodes.LineNode)
NEWS_LINES = 4


@value_class
class Sent:
    """One thing the table told assistive technology (tests and logs read these)."""

    #: "focus", "name", "detail", "selected", "cards", "shown", "hidden", "news"
    kind: str
    #: the object it is about, by its name then ("news" for news)
    target: str
    #: what a screen reader would say: the focused object's name and detail, the
    #: new name or detail, or the news sentence
    text: str = ""
    #: how news went out: "announcement" or "notification"
    channel: str = ""
    #: the accessible object the event was sent on (None for an announcement)
    source: object = field(default=None, compare=False, repr=False)


def default_channels() -> frozenset[str]:
    """How news reaches a screen reader here when nothing better is known.

    On Linux, screen readers older than Orca 45 (Debian 12 has Orca 43) take no
    announcements, but every version speaks a notification when it appears, so
    the news line is used. Elsewhere Qt turns announcements into the platform's
    own (UI Automation notifications on Windows, VoiceOver announcements on macOS).
    """
    if sys.platform.startswith("linux"):
        return frozenset({"notification"})
    return frozenset({"announcement"})


class TableAccess(QObject):
    """The table's accessible parts, their events, and the news, for one table view."""

    #: every event and piece of news sent (a :class:`Sent`), in the order sent
    sent = Signal(object)

    def __init__(self, view: QGraphicsView, scene: TableScene) -> None:
        super().__init__(view)
        self.view = view
        self.scene = scene
        self.model = scene.model
        self.alive = True
        #: how news goes out: a set holding "announcement" or "notification"
        self.channels: Callable[[], frozenset[str]] = default_channels
        #: send events even when no assistive technology is active (tests)
        self.always = False
        self._zones: dict[ZoneKey, ZoneNode] = {}
        self._cards: dict[int, CardNode] = {}
        self._phase = LineNode(self, "phase")
        self._news_lines = [LineNode(self, "news", i) for i in range(NEWS_LINES)]
        self._ids: list[int] = []
        self._holders: dict[int, ZoneKey] | None = None
        self._known: dict[int, tuple] = {}
        self._focus_sent: Node | None = None
        #: each news line's text, and which line holds the latest news
        self._news = [""] * NEWS_LINES
        self._latest = NEWS_LINES - 1
        self._pending: list[tuple[str, bool]] = []
        self._spoken_turn: tuple | None = None
        #: turns started so far (the same seat may play twice running: a Skip, two players)
        self._turns = 0
        self._root: QAccessibleWidget | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.flush)
        self.model.changed.connect(self._on_changed)
        scene.settled.connect(self._on_settled)
        view.installEventFilter(self)
        ids = self._ids
        self.destroyed.connect(lambda *_: _forget(ids))

    # ------------------------------------------------------------ for the nodes
    def root(self) -> QAccessibleInterface | None:
        return QAccessible.queryAccessibleInterface(self.view)

    def window_handle(self):
        return self.view.window().windowHandle()

    def human(self) -> int | None:
        return self.model.human

    def _register(self, node: Node) -> None:
        node.uid = QAccessible.registerAccessibleInterface(node)
        self._ids.append(node.uid)

    def zone_node(self, key: ZoneKey) -> ZoneNode:
        node = self._zones.get(key)
        if node is None:
            node = self._zones[key] = ZoneNode(self, key)
            self._register(node)
        return node

    def card_node(self, token: int) -> CardNode:
        node = self._cards.get(token)
        if node is None:
            node = self._cards[token] = CardNode(self, token)
            self._register(node)
        return node

    def line_node(self, kind: str, index: int = 0) -> LineNode:
        node = self._phase if kind == "phase" else self._news_lines[index]
        if not node.uid:
            self._register(node)
        return node

    def top_nodes(self) -> list[Node]:
        """The card table's children: places in keyboard order, the phase line, the news."""
        layout = self.scene.layout
        out: list[Node] = []
        if layout is not None and self.model.view is not None:
            keys = zone_order(self.model, set(layout.zones))
            out += [self.zone_node(k) for k in keys if k in layout.zones]
        if self.line_text("phase"):
            out.append(self.line_node("phase"))
        out += [self.line_node("news", i) for i in range(NEWS_LINES) if self._news[i]]
        return out

    def tokens_in(self, key: ZoneKey) -> list[int]:
        """The tokens of the cards a place shows face up, in reading order."""
        layout = self.scene.layout
        zone = layout.zone(key) if layout is not None else None
        if zone is None or key == DRAW:
            return []
        m = self.model
        if key == HAND:
            shown = set(zone.tokens)
            tokens = [m.tokens.token_of(c) for c in m.hand()]
            return [t for t in tokens if t is not None and t in shown]
        faces = [t for t in zone.tokens if m.face(t) is not None]
        if key == DISCARD:
            return faces[-1:]  # the top card: the only one that can be seen and taken
        return faces

    def cards_in(self, key: ZoneKey) -> list[CardNode]:
        return [self.card_node(t) for t in self.tokens_in(key)]

    def holder_of(self, token: int) -> ZoneKey | None:
        if self._holders is None:
            layout = self.scene.layout
            keys = list(layout.zones) if layout is not None else []
            self._holders = {t: k for k in keys for t in self.tokens_in(k)}
        return self._holders.get(token)

    def place_name(self, key: ZoneKey) -> str:
        return place_name(self.model, key)

    def place_detail(self, key: ZoneKey) -> str:
        return place_detail(self.model, key)

    def card_words(self, token: int) -> tuple[str, str]:
        card = self.model.face(token)
        key = self.holder_of(token)
        if card is None or key is None:
            return "", ""
        tokens = self.tokens_in(key)
        index = tokens.index(token) if token in tokens else 0
        item = self.scene.items_by_token[token]
        return card_words(card, index, len(tokens), item.wild_value)

    def card_selected(self, token: int) -> bool:
        return self.model.face(token) in self.model.selected

    def line_text(self, kind: str, index: int = 0) -> str:
        if kind == "news":
            return self._news[index]
        m = self.model
        if m.view is None or m.read_only:
            return ""
        return phase_line(m, m.cards_missing())

    def line_current(self, kind: str, index: int) -> bool:
        return kind != "news" or index == self._latest

    def seat_to_move(self) -> int | None:
        v = self.model.view
        if v is None or v.stage not in ("draw", "play") or self.model.finished_round is not None:
            return None
        return self.scene.turn_shown

    def seat_thinking(self, seat: int) -> bool:
        states = self.model.states
        return 0 <= seat < len(states) and states[seat].thinking

    def focused_node(self) -> Node | None:
        """The card or place that has the keyboard focus (None when the view has not)."""
        if not self.view.hasFocus() or self.model.view is None:
            return None
        f = self.model.focus
        if f.key == HAND:
            tokens = self.tokens_in(HAND)
            if tokens:
                return self.card_node(tokens[f.index % len(tokens)])
        layout = self.scene.layout
        if layout is None or f.key not in layout.zones:
            return None
        return self.zone_node(f.key)

    def _screen(self, rect: QRectF | None) -> QRect:
        if rect is None or rect.isNull():
            return QRect()
        box = self.view.mapFromScene(rect).boundingRect()
        return QRect(self.view.viewport().mapToGlobal(box.topLeft()), box.size())

    def screen_rect_of_zone(self, key: ZoneKey) -> QRect:
        return self._screen(self.scene.zone_rect(key))

    def screen_rect_of_card(self, token: int) -> QRect:
        return self._screen(self.scene.items_by_token[token].sceneBoundingRect())

    def screen_rect_of_line(self, kind: str) -> QRect:
        layout = self.scene.layout
        if kind == "phase" and layout is not None:
            return self._screen(layout.info)
        return QRect(self.view.mapToGlobal(self.view.rect().topLeft()), self.view.size())

    # ------------------------------------------------------------------ news
    def tell(self, text: str, *, assertive: bool = False) -> None:
        """Say ``text`` once, after the events of the change it belongs to."""
        if text and all(text != t for t, _ in self._pending):
            self._pending.append((text, assertive))
            self._timer.start()

    # ---------------------------------------------------------------- events
    def _on_changed(self, change: Change) -> None:
        self._holders = None
        if "opened" in change:
            self._spoken_turn = None
        if change.move is not None:
            self._turns += sum(1 for _ in of_kind(change.move.events, TurnStarted))
        self._timer.start()

    def _on_settled(self) -> None:
        self._holders = None
        self._speak_turn()
        self._timer.start()

    def _speak_turn(self) -> None:
        """Whose turn it is, said once each time the turn the table shows changes."""
        m = self.model
        v = m.view
        turn = self.seat_to_move()
        if v is None or turn is None or m.behind:
            return
        key = (v.round_no, turn, self._turns)
        if key == self._spoken_turn:
            return
        self._spoken_turn = key
        self.tell(turn_sentence(m, turn))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.FocusIn:
            self._focus_sent = None
            self._timer.start()
        elif kind == QEvent.Type.FocusOut:
            self._focus_sent = None
        return False

    def listening(self) -> bool:
        return self.always or QAccessible.isActive()

    def flush(self) -> None:
        """Send what changed, then the focus, then the news (in that order)."""
        self._holders = None
        if self.listening():
            self._send_changes()
            self._send_focus()
        pending, self._pending = self._pending, []
        for text, assertive in pending:
            self._send_news(text, assertive)

    def _state(self) -> dict[int, tuple]:
        """Every object a screen reader can reach now, with what it says and holds."""
        out: dict[int, tuple] = {}
        for node in self.top_nodes():
            if isinstance(node, LineNode) and node.kind == "news":
                continue  # the news lines send their own events (_send_news)
            kids = tuple(id(k) for k in node.children())
            out[id(node)] = (node, node.name(), node.detail(), kids, False)
            for kid in node.children():
                # cards are list items, which no client caches (Qt marks them transient):
                # only their selection is news; a new place ("card 4 of 11") is not
                sel = isinstance(kid, CardNode) and self.card_selected(kid.token)
                out[id(kid)] = (kid, "", "", (), sel)
        return out

    def _send_changes(self) -> None:
        now = self._state()
        before, self._known = self._known, now
        for key, (node, name, detail, kids, sel) in now.items():
            old = before.get(key)
            if old is None:
                continue
            if old[1] != name:
                self._post(
                    QAccessibleEvent(node, Event.NameChanged), Sent("name", name, name, source=node)
                )
            if old[2] != detail:
                self._post(
                    QAccessibleEvent(node, Event.DescriptionChanged),
                    Sent("detail", name, detail, source=node),
                )
            if old[3] != kids:
                self._post(
                    QAccessibleEvent(node, Event.ObjectReorder), Sent("cards", name, source=node)
                )
            if old[4] != sel:  # the bridges send "selected" state changes for these
                kind = Event.SelectionAdd if sel else Event.SelectionRemove
                self._post(
                    QAccessibleEvent(node, kind),
                    Sent(
                        "selected", node.name(), "selected" if sel else "not selected", source=node
                    ),
                )

    def _send_focus(self) -> None:
        node = self.focused_node()
        if node is None or node is self._focus_sent:
            return
        self._focus_sent = node
        words = ", ".join(w for w in (node.name(), node.detail()) if w)
        self._post(
            QAccessibleEvent(node, Event.Focus), Sent("focus", node.name(), words, source=node)
        )

    def _send_news(self, text: str, assertive: bool) -> None:
        channels = self.channels()
        if "announcement" in channels:
            event = QAccessibleAnnouncementEvent(self.view, text)
            event.setPoliteness(
                QAccessible.AnnouncementPoliteness.Assertive
                if assertive
                else QAccessible.AnnouncementPoliteness.Polite
            )
            self._post(event, Sent("news", "news", text, "announcement"), always=True)
            self._news[self._latest] = text  # a news line still holds it, for review
            return
        previous = self.line_node("news", self._latest)
        self._latest = (self._latest + 1) % NEWS_LINES
        line = self.line_node("news", self._latest)
        if self._news[self._latest]:
            self._post(QAccessibleEvent(line, Event.ObjectHide), None)
        self._news[self._latest] = text
        if previous is not line:
            self._post(QAccessibleEvent(previous, Event.ObjectHide), None)
        self._post(QAccessibleEvent(line, Event.NameChanged), None)
        shown = Sent("news", "news", text, "notification", source=line)
        self._post(QAccessibleEvent(line, Event.ObjectShow), shown, always=True)

    def _post(self, event: QAccessibleEvent, record: Sent | None, *, always: bool = False) -> None:
        if QAccessible.isActive():
            QAccessible.updateAccessibility(event)
        if record is not None and (always or self.listening()):
            self.sent.emit(record)


def _forget(ids: list[int]) -> None:
    """The view is gone: its parts leave Qt's accessibility cache with it."""
    for uid in ids:
        if QAccessible.accessibleInterface(uid) is not None:
            QAccessible.deleteAccessibleInterface(uid)
    ids.clear()


class TableAccessible(QAccessibleWidget):
    """The card table's own accessible object: its children are the table's parts."""

    def __init__(self, view: QGraphicsView, access: TableAccess) -> None:
        super().__init__(view, QAccessible.Role.Pane)
        self.access = access

    def childCount(self) -> int:
        return len(self.access.top_nodes())

    def child(self, index: int):
        nodes = self.access.top_nodes()
        return nodes[index] if 0 <= index < len(nodes) else None

    def indexOfChild(self, child) -> int:
        for i, node in enumerate(self.access.top_nodes()):
            if node is child:
                return i
        return -1

    def focusChild(self):
        return self.access.focused_node()


_installed = False


def _factory(key: str, obj: QObject):
    access = getattr(obj, "access", None)
    if (
        key == "TableView"
        and isinstance(obj, QGraphicsView)
        and isinstance(access, TableAccess)
        and access.alive
    ):
        iface = TableAccessible(obj, access)
        access._root = iface  # kept alive from Python as long as the view
        return iface
    return None


def install_factory() -> None:
    """Let Qt build the card table's accessible object from here (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
