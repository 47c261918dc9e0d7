"""The table's parts as accessible objects: one per place, one per card that can be seen.

Qt does not expose the items of a graphics scene to assistive technology, so the
table builds its own objects (:class:`QAccessibleInterface` subclasses without a
QObject of their own) from the zones the layout made: the hand and each card in
it, each lay-down slot, each laid group with its cards, each other seat, the
two piles, the phase line and the news line. A screen reader walks them like a
native list ("Your hand, 10 cards" → "Red 7, card 3 of 10"), reads their states
(focused, selected, whose turn) and hears focus move between them.

The objects hold no state of their own: every answer is read from the table
(:class:`~.access.TableAccess`) at the moment it is asked, so they cannot show
a stale table. They live as long as the table view; the table registers them
once and removes them from Qt's accessibility cache when the view goes.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface

from .zones import ZoneKey

__all__ = ["CardNode", "LineNode", "Node", "TableParts", "ZoneNode"]

Role = QAccessible.Role
Text = QAccessible.Text

#: the role of each kind of place: card containers are lists, other seats are groups
ZONE_ROLES = {
    "hand": Role.List,
    "slot": Role.List,
    "group": Role.List,
    "draw": Role.List,
    "discard": Role.List,
    "seat": Role.Grouping,
}


class TableParts(Protocol):
    """What the parts ask of the table (:class:`~.access.TableAccess` answers)."""

    alive: bool

    def root(self) -> QAccessibleInterface | None: ...
    def window_handle(self): ...
    def human(self) -> int | None: ...
    def zone_node(self, key: ZoneKey) -> ZoneNode: ...
    def cards_in(self, key: ZoneKey) -> list[CardNode]: ...
    def holder_of(self, token: int) -> ZoneKey | None: ...
    def place_name(self, key: ZoneKey) -> str: ...
    def place_detail(self, key: ZoneKey) -> str: ...
    def card_words(self, token: int) -> tuple[str, str]: ...
    def card_selected(self, token: int) -> bool: ...
    def line_text(self, kind: str, index: int = 0) -> str: ...
    def line_current(self, kind: str, index: int) -> bool: ...
    def seat_to_move(self) -> int | None: ...
    def seat_thinking(self, seat: int) -> bool: ...
    def focused_node(self) -> Node | None: ...
    def screen_rect_of_zone(self, key: ZoneKey) -> QRect: ...
    def screen_rect_of_card(self, token: int) -> QRect: ...
    def screen_rect_of_line(self, kind: str) -> QRect: ...


class Node(QAccessibleInterface):
    """A part of the table with no QObject: answers come from the table's access object."""

    def __init__(self, access: TableParts) -> None:
        super().__init__()
        self.access = access
        #: the id Qt's accessibility cache knows it by (0 until registered)
        self.uid = 0

    # --- what every part answers the same way ----------------------------------
    def isValid(self) -> bool:
        return self.access.alive

    def object(self):
        return None

    def window(self):
        return self.access.window_handle()

    def relations(self, match=QAccessible.RelationFlag.AllRelations):
        return []

    def focusChild(self):
        return None

    def childAt(self, x: int, y: int):
        return None

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass  # read-only

    def children(self) -> list[Node]:
        return []

    def childCount(self) -> int:
        return len(self.children())

    def child(self, index: int):
        kids = self.children()
        return kids[index] if 0 <= index < len(kids) else None

    def indexOfChild(self, child) -> int:
        for i, kid in enumerate(self.children()):
            if kid is child:
                return i
        return -1

    def name(self) -> str:
        return ""

    def detail(self) -> str:
        return ""

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return self.name()
        if t == Text.Description:
            return self.detail()
        return ""


class ZoneNode(Node):
    """One place: the hand, a slot, a laid group, another seat, a pile."""

    def __init__(self, access: TableParts, key: ZoneKey) -> None:
        super().__init__(access)
        self.key = key

    def parent(self):
        return self.access.root()

    def children(self) -> list[Node]:
        return list(self.access.cards_in(self.key))

    def role(self) -> QAccessible.Role:
        return ZONE_ROLES[self.key.kind]

    def name(self) -> str:
        return self.access.place_name(self.key)

    def detail(self) -> str:
        return self.access.place_detail(self.key)

    def rect(self) -> QRect:
        return self.access.screen_rect_of_zone(self.key)

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        s.focusable = True
        s.focused = self.access.focused_node() is self
        if self.key.kind == "hand":
            s.multiSelectable = True
        if self.key.kind == "seat" and self.key.owner is not None:
            # "active" is the current player's turn; "busy" a seat choosing its move
            s.active = self.access.seat_to_move() == self.key.owner
            s.busy = self.access.seat_thinking(self.key.owner)
        if self.key.kind == "hand":
            s.active = self.access.seat_to_move() == self.access.human()
        return s


class CardNode(Node):
    """A card the player can see, in the place it lies now (its parent moves with it)."""

    def __init__(self, access: TableParts, token: int) -> None:
        super().__init__(access)
        self.token = token

    def holder(self) -> ZoneKey | None:
        return self.access.holder_of(self.token)

    def parent(self):
        key = self.holder()
        return self.access.zone_node(key) if key is not None else self.access.root()

    def role(self) -> QAccessible.Role:
        return Role.ListItem

    def name(self) -> str:
        return self.access.card_words(self.token)[0]

    def detail(self) -> str:
        return self.access.card_words(self.token)[1]

    def rect(self) -> QRect:
        return self.access.screen_rect_of_card(self.token)

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        in_hand = self.holder() == ZoneKey("hand")
        s.focusable = in_hand
        s.selectable = in_hand
        s.selected = in_hand and self.access.card_selected(self.token)
        s.focused = self.access.focused_node() is self
        return s


class LineNode(Node):
    """A line of words: the phase line above the slots, or a news line.

    The news lines are the table's live status region: each piece of news becomes
    the name of the next of a few lines, shown as a notification, which screen
    readers that do not take announcements (Orca before version 45) speak when it
    appears. Taking turns matters: Orca drops a notification when the same object
    shows another before it got to it, and a bot's move often follows yours at once.
    """

    def __init__(self, access: TableParts, kind: str, index: int = 0) -> None:
        super().__init__(access)
        self.kind = kind
        self.index = index

    def parent(self):
        return self.access.root()

    def role(self) -> QAccessible.Role:
        return Role.Notification if self.kind == "news" else Role.StaticText

    def name(self) -> str:
        return self.access.line_text(self.kind, self.index)

    def rect(self) -> QRect:
        return self.access.screen_rect_of_line(self.kind)

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        s.readOnly = True
        s.invisible = not self.name() or not self.access.line_current(self.kind, self.index)
        return s
