"""The input layer: drags, clicks and keys become the player's moves, and refusals are explained.

Everything the player does on the table comes through here, and is only turned
into a request: "these cards, dropped on this zone at this point" is answered by
the model (:mod:`.answers`, from the engine's legal actions and the zone's own
geometry), and the answer is carried out: a move sent to the seat, cards put in
a slot or moved in the hand, a small menu when the player must choose (whom to
skip, where to hit, what a group of Wilds stands for, R4.7), or the engine's
reason on the status line while the card flies back.

The keyboard focus is part of the model (so the scene alone draws it); this
layer moves it, and tells assistive technology what it is on.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, QPointF, Signal
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtWidgets import QMenu

from ...engine import Card, Colour, Discard, Draw, Hit, wild_group_values
from ...engine.actions import Action, Source
from ...engine.groups import Value
from ...engine.legality import buried_card_problem, laid_card_problem
from ...presentation.describe import card_description, zone_name
from ...presentation.wording import card_name, colour_name, fill, group_label, reason_text
from .answers import Answer, drop_answer, drop_targets, lay_down_problem, zone_answer
from .card_item import CardItem
from .model import Focus, TableModel
from .scene import TableScene
from .spoken import place_name, zone_order
from .zones import DISCARD, DRAW, HAND, Zone, ZoneKey


class TableInput(QObject):
    """Turns the player's gestures into requests to the model; moves the keyboard focus."""

    #: keyboard focus moved: the words of what now has it (the card table's
    #: accessible objects send the focus event itself, see access.py)
    focus_changed = Signal(str)
    #: what a key did, for the player to hear ("Lay-down slot 1, Set of 3: Red 3")
    feedback = Signal(str)
    #: a small menu opened (whom to skip, where to hit, what a Wild group is)
    menu_opened = Signal(object)

    def __init__(self, model: TableModel, scene: TableScene, parent: QObject | None = None):
        super().__init__(parent)
        self.model = model
        self.scene = scene
        self.menu: QMenu | None = None

    @property
    def focus_key(self) -> ZoneKey:
        return self.model.focus.key

    @property
    def focus_index(self) -> int:
        return self.model.focus.index

    # ------------------------------------------------------------------ helpers
    def say(self, text: str) -> None:
        """A refusal or instruction for the status line (and the screen reader)."""
        self.model.set_status(text)

    def play(self, action: Action) -> bool:
        """Send ``action`` to the seat; on refusal show the engine's reason and return False."""
        why = self.model.play(action)
        if why is None:
            return True
        if why == "not-now":
            why = self.model.problem(Draw("pile")) or ""
        self.say(reason_text(why) if why else self.tr("Wait: the last move is still being shown."))
        return False

    def carry_out(self, answer: Answer, cards: list[Card]) -> bool:
        """Do what the model answered; False when nothing was done (the card flies back)."""
        m = self.model
        if answer.refusal is not None:
            self.say(reason_text(answer.refusal))
            return False
        if answer.skip_targets:
            self.choose_skip_target(cards[0], list(answer.skip_targets))
            return False
        if answer.action is not None:
            if answer.hand_index is not None:
                m.arrangement.arrival = answer.hand_index
            for c in cards:
                if m.staging.holds(c):
                    m.arrangement.unstage(c)
            if not self.play(answer.action):
                m.arrangement.arrival = None
                return False
            return True
        if answer.slot is not None:
            why = m.arrangement.stage(cards, answer.slot, answer.end)
            if why and why != "no-slot":
                text = reason_text(why)
                self.say(text[:1].upper() + text[1:] + ("" if text.endswith(".") else "."))
                return False
            if why:
                return False
            m.arranged()
            return True
        if answer.hand_index is not None:
            for c in cards:
                if m.staging.holds(c):
                    m.arrangement.unstage(c)
            m.arrangement.move_many([c.id for c in cards], answer.hand_index)
            m.arranged()
            return True
        return False

    # ------------------------------------------------------------ drag and drop
    def can_drag(self, item: CardItem) -> bool:
        m = self.model
        if m.view is None or m.read_only or m.is_over or m.between_rounds:
            return False
        if item.zone in ("hand", "slot"):
            return True  # arranging the hand is always allowed
        if not m.human_to_move or m.stage != "draw":
            return False
        if item.zone == "draw":
            return item.token == m.draw_top()
        if item.zone == "discard":
            return item.token == m.discard_top()
        return False

    def refuse_drag(self, item: CardItem) -> None:
        """A card that may not be picked up was dragged: say which rule keeps it there."""
        m = self.model
        if m.view is None or m.read_only:
            return
        if item.zone in ("draw", "discard"):
            source: Source = "pile" if item.zone == "draw" else "discard"
            why = m.problem(Draw(source))
            if why is None and not m.human_to_move:
                why = m.problem(Draw("pile"))
            if why is None:  # a card deeper in the pile than its top
                why = buried_card_problem()
            if why:
                self.say(reason_text(why))
            return
        if item.zone in ("group", "opponent"):
            self.say(reason_text(laid_card_problem()))

    def targets_for(self, item: CardItem, cards: list[Card]) -> set[ZoneKey]:
        """The zones the dragged ``cards`` (``item`` first) may be dropped on."""
        return drop_targets(self.model, self._source(item), self._carried(item, cards))

    def drop(self, item: CardItem, cards: list[Card], zone: Zone | None, pos: QPointF) -> bool:
        """The dragged ``cards`` were released over ``zone``: do what the model answers."""
        if self.model.view is None or zone is None:
            return False
        cards = self._carried(item, cards)
        answer = drop_answer(self.model, self._source(item), cards, zone, pos, item.token, _rtl())
        return self.carry_out(answer, cards)

    def _source(self, item: CardItem) -> ZoneKey:
        return {"draw": DRAW, "discard": DISCARD}.get(item.zone, HAND)

    @staticmethod
    def _carried(item: CardItem, cards: list[Card]) -> list[Card]:
        if cards:
            return cards
        return [item.card] if item.card is not None else []

    # ------------------------------------------------------------- choosing
    def choose_skip_target(self, card: Card, targets: list[int]) -> None:
        """Ask whom to skip with a small menu (keyboard-navigable)."""
        v = self.model.view
        assert v is not None
        menu = QMenu()
        menu.setTitle(self.tr("Skip whom?"))
        menu.setAccessibleName(self.tr("Choose whom to skip"))
        for t in targets:
            act = menu.addAction(fill(self.tr("Skip %1"), v.names[t]))
            act.setData(t)
        menu.triggered.connect(lambda a, c=card: self._discard_on(c, int(a.data())))
        self.say(self.tr("Choose whom to skip."))
        self._open(menu)

    def _discard_on(self, card: Card, target: int) -> None:
        if self.model.staging.holds(card):
            self.model.arrangement.unstage(card)
        self.play(Discard(card, target))

    def hit_choices(self, card: Card) -> list[Hit]:
        return [a for a in self.model.legal_actions() if isinstance(a, Hit) and a.card == card]

    def lay_down(self) -> str | None:
        """Lay the phase from the slots; a slot of only Wilds first asks what it is (R4.7)."""
        m = self.model
        action = m.arrangement.staged_lay_down()
        if action is None:
            why = self.lay_down_problem() or ""
            self.say(why)
            return why
        wild_slots = m.arrangement.all_wild_slots()
        if wild_slots:
            self._ask_wild_values(wild_slots, {})
            return None
        return None if self.play(action) else m.status

    def lay_down_problem(self) -> str | None:
        """Why the Lay down button is disabled (the engine's words, with its rule), or None."""
        why = lay_down_problem(self.model)
        return None if why is None else reason_text(why)

    def _ask_wild_values(self, slots: list[int], chosen: dict[int, Value]) -> None:
        """R4.7: name the number, colour or first run number of each all-Wild slot."""
        m = self.model
        if not slots:
            action = m.arrangement.staged_lay_down(chosen)
            if action is not None:
                self.play(action)
            return
        slot, rest = slots[0], slots[1:]
        phase = m.lay_phase()
        assert phase is not None
        spec = phase.groups[slot]
        size = len(m.staging.slots[slot])
        menu = QMenu()
        menu.setAccessibleName(self.tr("What the Wilds stand for"))
        titles = {
            "set": self.tr("A set of which number?"),
            "colour": self.tr("Which colour?"),
            "run": self.tr("A run from which number?"),
        }
        menu.setTitle(titles[spec.kind])
        for value in wild_group_values(spec.kind, size):
            if isinstance(value, Colour):  # a colour group's (R4.2)
                text = colour_name(value)
            elif spec.kind == "set":
                text = fill(self.tr("%1s"), value)
            else:
                text = fill(self.tr("Run %1–%2"), value, value + size - 1)
            menu.addAction(text).setData(value)

        def picked(act, slot=slot, rest=rest) -> None:
            self._ask_wild_values(rest, {**chosen, slot: act.data()})

        menu.triggered.connect(picked)
        self.say(self.tr("Your Wilds make a group on their own: say what it stands for."))
        self._open(menu)

    def _open(self, menu: QMenu) -> None:
        self.menu = menu
        view = self.scene.views()[0] if self.scene.views() else None
        at = view.mapToGlobal(view.rect().center()) if view is not None else QCursor.pos()
        menu.popup(at if isinstance(at, QPoint) else QCursor.pos())
        self.menu_opened.emit(menu)

    # ------------------------------------------------------------- clicking
    def click(self, item: CardItem | None, zone: Zone | None, pos: QPointF) -> None:
        m = self.model
        if m.view is None or m.read_only:
            return
        if item is not None:
            if item.zone == "hand" and item.card is not None:
                m.arrangement.toggle(item.card)
                hand = m.hand()
                if item.card in hand:
                    m.focus = Focus(HAND, hand.index(item.card), m.focus.keyboard)
                m.arranged()
                return
            if item.zone == "slot" and item.card is not None:
                m.arrangement.unstage(item.card)
                m.arranged()
                return
            zone = self._zone_holding(item)
        if zone is None:
            return
        self.act_on(zone.key, pos)

    def _zone_holding(self, item: CardItem) -> Zone | None:
        layout = self.scene.layout
        if layout is None:
            return None
        return next((z for z in layout.zones.values() if item.token in z.tokens), None)

    def act_on(self, key: ZoneKey, pos: QPointF | None = None) -> bool:
        """Use the zone ``key`` with the selected cards (click and keyboard share this)."""
        m = self.model
        zone = self.scene.zone(key)
        answer = zone_answer(m, key, list(m.selected), zone, pos, _rtl())
        return self.carry_out(answer, list(m.selected))

    # --------------------------------------------------------------- keyboard
    def key_action(self, key: str) -> bool:
        """Keyboard play (the view maps keys to these names; see ``view.KEYMAP``).

        Up/Down move the focus between zones (hand, slots, laid groups, seats,
        piles); Left/Right move along the hand (or between zones elsewhere);
        Space selects; Enter uses the focused zone with the selected cards.
        """
        m = self.model
        v = m.view
        if v is None:
            return False
        if not m.focus.keyboard:
            m.focus = Focus(m.focus.key, m.focus.index, True)
        hand = m.hand()
        if key in ("up", "down") or (key in ("left", "right") and self.focus_key != HAND):
            self._move_zone_focus(1 if key in ("down", "right") else -1)
            return True
        if key in ("left", "right") and hand:
            step = 1 if key == "right" else -1
            if _rtl():
                step = -step
            self._set_focus(HAND, (self.focus_index + step) % len(hand))
            return True
        if key == "select" and hand and self.focus_key == HAND:
            m.arrangement.toggle(hand[self.focus_index % len(hand)])
            m.arranged()
            self._announce()
            return True
        if key == "escape":
            m.arrangement.select([])
            m.arranged()
            self._announce()
            return True
        if key == "activate":
            if self.focus_key == HAND:
                return self.key_action("select")
            if self.focus_key == DISCARD and v.stage == "play" and not m.selected and hand:
                m.arrangement.select([hand[self.focus_index % len(hand)]])
            done = self.act_on(self.focus_key)
            if done:
                self._announce()
            return done
        if key == "draw":
            return self.act_on(DRAW)
        if key == "take":
            if v.stage == "draw":
                return self.act_on(DISCARD)
            self.say(reason_text(m.problem(Draw("discard")) or ""))  # already drawn (R3.2)
            return False
        if key == "discard" and hand:
            if v.stage == "draw":
                # X means "discard", never "take": before the draw it is refused (R3.2)
                # with nothing taken or selected, whichever place has the focus
                card = self.focused_card() or hand[0]
                self.say(reason_text(m.problem(Discard(card, None)) or ""))
                return False
            if not m.selected:
                m.arrangement.select([hand[self.focus_index % len(hand)]])
            return self.act_on(DISCARD)
        if key.startswith("slot") and key[4:].isdigit():
            if not m.selected and hand:
                m.arrangement.select([hand[self.focus_index % len(hand)]])
            slot = ZoneKey("slot", None, int(key[4:]) - 1)
            done = self.act_on(slot)
            if done:
                self.feedback.emit(place_name(m, slot))  # "Lay-down slot 1, Set of 3: Red 3"
            return done
        if key == "unstage":
            if m.arrangement.unstage_all():
                m.arranged()
                self.feedback.emit(self.tr("Every card in the slots is back in your hand."))
            else:
                self.feedback.emit(self.tr("The lay-down slots are already empty."))
            return True
        if key == "lay":
            return self.lay_down() is None
        if key == "hit":
            self.hit_menu()
            return True
        if key == "skip":
            self.skip_menu()
            return True
        return False

    def focused_card(self) -> Card | None:
        hand = self.model.hand()
        if not hand:
            return None
        if len(self.model.selected) == 1:
            return self.model.selected[0]
        return hand[self.focus_index % len(hand)]

    def hit_menu(self) -> None:
        """H: choose where the focused (or selected) card hits, from the engine's legal hits."""
        card = self.focused_card()
        v = self.model.view
        if card is None or v is None:
            return
        hits = self.hit_choices(card)
        if not hits:
            self.say(self.no_hit_reason(card))
            return
        menu = QMenu()
        menu.setAccessibleName(self.tr("Where to hit"))
        for h in hits:
            grp = group_label(v.laid[h.owner][h.group])
            if h.end == "low":
                text = self.tr("%1's %2, low end")
            elif h.end == "high":
                text = self.tr("%1's %2, high end")
            else:
                text = self.tr("%1's %2")
            menu.addAction(fill(text, v.names[h.owner], grp)).setData(h)
        menu.triggered.connect(lambda a: self.play(a.data()))
        self._open(menu)

    def no_hit_reason(self, card: Card) -> str:
        """Why ``card`` cannot hit now, naming the rule (the engine's reason for the first
        group; when the card simply fits none of the groups, that in one sentence)."""
        m = self.model
        v = m.view
        assert v is not None
        human = m.human if m.human is not None else 0
        groups = [(o, g) for o, laid in enumerate(v.laid) for g in range(len(laid))]
        owner, group = groups[0] if groups else (human, 0)
        why = m.problem(Hit(card, owner, group))
        may_hit = m.human_to_move and v.stage == "play" and v.laid_phase[human] is not None
        if may_hit and groups:
            return fill(self.tr("The %1 fits none of the laid groups (R5.3)."), card_name(card))
        return reason_text(why) if why else ""

    def skip_menu(self) -> None:
        """K: play a Skip from the hand on another seat chosen from a menu."""
        m = self.model
        skip = next((x for x in m.hand() if x.is_skip), None)
        if skip is None or m.view is None:
            self.say(self.tr("You hold no Skip to play on anyone (R6.1)."))
            return
        targets = [
            a.target
            for a in m.legal_actions()
            if isinstance(a, Discard) and a.card == skip and a.target is not None
        ]
        if not targets:
            self.play(Discard(skip, None))
            return
        self.choose_skip_target(skip, targets)

    # ------------------------------------------------------------------ focus
    def zone_keys(self) -> list[ZoneKey]:
        """Zones in keyboard order: hand, slots, laid groups (yours first), seats, piles."""
        layout = self.scene.layout
        if layout is None:
            return [HAND]
        return zone_order(self.model, set(layout.zones))

    def _move_zone_focus(self, step: int) -> None:
        keys = self.zone_keys()
        i = keys.index(self.focus_key) if self.focus_key in keys else 0
        self._set_focus(keys[(i + step) % len(keys)], self.focus_index)

    def _set_focus(self, key: ZoneKey, index: int) -> None:
        self.model.set_focus(Focus(key, index, True))
        self._announce()

    def show_focus(self, announce: bool = False) -> None:
        """Redraw the focus (the scene draws it from the model); tell assistive technology."""
        self.scene.draw_focus()
        if announce:
            self._announce()

    def _announce(self) -> None:
        self.focus_changed.emit(self.focus_description())

    def focus_description(self) -> str:
        """What a screen reader says about the focused card or zone."""
        m = self.model
        v = m.view
        if v is None:
            return ""
        key = self.focus_key
        human = m.human if m.human is not None else 0
        if key != HAND:
            return place_name(m, key)
        hand = m.hand()
        if not hand:
            return zone_name(v, human, ("hand",))
        i = self.focus_index % len(hand)
        return card_description(hand[i], i, len(hand), hand[i] in m.selected)


def _rtl() -> bool:
    return QGuiApplication.isRightToLeft()


__all__ = ["TableInput"]
