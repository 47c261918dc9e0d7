"""The input layer: drags, clicks and keys become engine actions, and refusals are explained.

Everything the player does on the table comes through here. A drag asks which
zones may take the card (the engine's legal actions, through the model), a drop
or a click or a key becomes a :class:`Draw`, :class:`LayDown`, :class:`Hit` or
:class:`Discard` given to :meth:`TableModel.apply`, and a refused move shows the
engine's own reason on the status line while the card flies back. Arranging the
hand and filling the lay-down slots change only the model's table state.

The player decides what the rules leave to them: a Wild dropped nearer the low
end of a run (a slot or a laid run) goes to that end (R5.3), a Skip asks whom to
skip when several seats may be skipped (R6.1), and a group of only Wilds asks
what it stands for when the rules allow one (R4.7).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, QPointF, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu

from ...engine import COLOURS, Card, Discard, Draw, Hit, IllegalMove
from ...engine.actions import Action
from ...engine.groups import End
from ...presentation.describe import card_description, seat_description, zone_name
from ...presentation.wording import card_name, colour_name, fill, group_label, reason_text
from .card_item import CardItem
from .model import TableModel
from .scene import Key, TableScene, Targets


class TableInput(QObject):
    """Turns the player's gestures into actions on the model; owns the keyboard focus."""

    #: keyboard focus moved: the accessible description of what now has it
    focus_changed = Signal(str)
    #: a small menu opened (whom to skip, where to hit, what a Wild group is)
    menu_opened = Signal(object)

    def __init__(self, model: TableModel, scene: TableScene, parent: QObject | None = None):
        super().__init__(parent)
        self.model = model
        self.scene = scene
        scene.input = self
        #: the zone with the keyboard focus: ("hand",), ("slot", i), ("group", o, i), ...
        self.focus_key: Key = ("hand",)
        self.focus_index = 0
        self.keyboard_active = False
        self.menu: QMenu | None = None
        model.reset.connect(self._on_reset)
        model.arranged.connect(self.show_focus)
        model.changed.connect(self.show_focus)

    def _on_reset(self) -> None:
        self.focus_key = ("hand",)
        self.focus_index = 0

    # ------------------------------------------------------------------ helpers
    def say(self, text: str) -> None:
        """A refusal or instruction for the status line (and the screen reader)."""
        self.model.set_status(text)

    def play(self, action: Action) -> bool:
        """Give ``action`` to the engine; on refusal show the reason and return False."""
        if not self.model.human_to_move:
            self.say(self.tr("Wait for your turn."))
            return False
        try:
            self.model.apply(action, self.model.human)
        except IllegalMove as e:
            self.say(reason_text(e.reason))
            return False
        return True

    # ------------------------------------------------------------ drag and drop
    def can_drag(self, item: CardItem) -> bool:
        m = self.model
        v = m.view
        if v is None or m.is_over or m.between_rounds:
            return False
        if item.zone == "hand":
            return True  # arranging the hand is always allowed
        if not m.human_to_move:
            return False
        if item.zone == "slot":
            return True
        if v.stage == "draw":
            if item.zone == "draw" and item.card.id == self._draw_top_id():
                return True
            if item.zone == "discard" and v.discard_top is not None:
                return item.card.id == v.discard_top.id
        return False

    def _draw_top_id(self) -> int | None:
        p = self.scene.layout
        if p is None:
            return None
        ids = [cid for cid, place in p.cards.items() if place.zone == "draw"]
        return max(ids, key=lambda cid: p.cards[cid].z) if ids else None

    def targets_for(self, item: CardItem) -> Targets:
        m = self.model
        t = Targets()
        if m.view is None:
            return t
        card = item.card
        if item.zone in ("draw", "discard"):
            source = "pile" if item.zone == "draw" else "discard"
            if m.problem(Draw(source)) is None:  # type: ignore[arg-type]
                t.keys.add(("hand",))
            return t
        t.keys.add(("hand",))
        if not m.human_to_move or m.stage != "play":
            return t
        for a in m.legal_actions():
            if isinstance(a, Discard) and a.card == card:
                t.keys.add(("seat", a.target) if a.target is not None else ("discard",))
                if a.target is not None:
                    t.keys.add(("discard",))  # dropped on the pile: choose whom from a menu
            elif isinstance(a, Hit) and a.card == card:
                t.keys.add(("group", a.owner, a.group))
        phase = m.lay_phase()
        if phase is not None:
            for i in range(len(phase.groups)):
                current = [c for c in m.staging.slots[i] if c != card]
                if m.slot_problem(i, [*current, card]) is None:
                    t.keys.add(("slot", i))
        return t

    def drop(self, item: CardItem, key: Key | None, pos: QPointF) -> bool:
        m = self.model
        if m.view is None or key is None:
            return False
        card = item.card
        if item.zone in ("draw", "discard"):
            if key != ("hand",):
                return False
            index = self._hand_index(pos.x(), None)
            source = "pile" if item.zone == "draw" else "discard"
            count = len(m.hand_order)
            if not self.play(Draw(source)):  # type: ignore[arg-type]
                return False
            if len(m.hand_order) > count:  # the drawn card goes where it was dropped
                m.move_in_hand(m.hand_order[-1], index)
            return True
        if key == ("hand",):
            index = self._hand_index(pos.x(), card)
            if item.zone == "slot":
                m.unstage(card, index)
            else:
                m.move_in_hand(card.id, index)
            return True
        if key[0] == "slot":
            return self.stage([card], key[1], self._run_end(key, pos, card))
        return self.play_card(card, key, pos)

    def play_card(self, card: Card, key: Key, pos: QPointF | None = None) -> bool:
        """One card onto a zone: the pile discards it, a seat is skipped with it (a
        Skip), a laid group is hit with it. Drops, clicks and keys share this."""
        if key == ("discard",):
            return self.discard(card, None)
        if key[0] == "seat":
            return self.discard(card, key[1])
        if key[0] == "group":
            return self.hit(card, key[1], key[2], pos)
        return False

    def _run_end(self, key: Key, pos: QPointF | None, card: Card) -> End | None:
        """The end of a run a Wild was dropped nearer to (None for other cards)."""
        if not card.is_wild or pos is None:
            return None
        rect = self.scene.zone_rect(key)
        if rect is None:
            return None
        return "low" if pos.x() < rect.center().x() else "high"

    def _hand_index(self, x: float, moving: Card | None) -> int:
        layout = self.scene.layout
        if layout is None:
            return 0
        xs = [
            self.scene.items_by_id[cid].center().x()
            for cid in layout.hand_order
            if moving is None or cid != moving.id
        ]
        return sum(1 for cx in xs if cx < x)

    # ------------------------------------------------------------------ moves
    def stage(self, cards: list[Card], slot: int, end: End | None = None) -> bool:
        """Put cards into lay-down slot ``slot`` (no engine move until Lay down)."""
        why = self.model.stage_cards(cards, slot, end)
        if why == "not-now":
            self.say(self.tr("You can fill the slots after drawing, on your turn."))
            return False
        if why == "no-slot":
            return False
        if why:
            text = reason_text(why)
            self.say(text[:1].upper() + text[1:] + ("" if text.endswith(".") else "."))
            return False
        return True

    def discard(self, card: Card, target: int | None) -> bool:
        m = self.model
        if card.is_skip and target is None and m.human_to_move and m.stage == "play":
            targets = [
                a.target
                for a in m.legal_actions()
                if isinstance(a, Discard) and a.card == card and a.target is not None
            ]
            if len(targets) > 1:
                self.choose_skip_target(card, targets)
                return False
        if m.staging.holds(card):
            m.unstage(card)
        return self.play(Discard(card, target))

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
        menu.triggered.connect(lambda a, c=card: self.discard(c, int(a.data())))
        self.say(self.tr("Choose whom to skip."))
        self._open(menu)

    def hit(self, card: Card, owner: int, gi: int, pos: QPointF | None = None) -> bool:
        v = self.model.view
        assert v is not None
        group = v.laid[owner][gi]
        end = None
        if group.kind == "run" and len(group.hit_options(card)) > 1:
            end = self._run_end(("group", owner, gi), pos, card) or "high"
        return self.play(Hit(card, owner, gi, end))

    def hit_choices(self, card: Card) -> list[Hit]:
        return [a for a in self.model.legal_actions() if isinstance(a, Hit) and a.card == card]

    def lay_down(self) -> str | None:
        """Lay the phase from the slots; a slot of only Wilds first asks what it is (R4.7)."""
        m = self.model
        action = m.staged_lay_down()
        if action is None:
            why = self.lay_down_problem() or ""
            self.say(why)
            return why
        wild_slots = m.all_wild_slots()
        if wild_slots:
            self._ask_wild_values(wild_slots, {})
            return None
        return None if self.play(action) else m.status

    def lay_down_problem(self) -> str | None:
        """Why the Lay down button is disabled (the engine's words), or None."""
        m = self.model
        if m.view is None:
            return ""
        action = m.staged_lay_down()
        if action is None:
            if m.lay_phase() is None:
                return self.tr("Your phase is already down this round.")
            return self.tr("Fill every slot with cards that make its group.")
        why = m.problem(action)
        return None if why is None else reason_text(why)

    def _ask_wild_values(self, slots: list[int], chosen: dict[int, object]) -> None:
        """R4.7: name the number, colour or first run number of each all-Wild slot."""
        m = self.model
        if not slots:
            action = m.staged_lay_down(chosen)
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
        if spec.kind == "set":
            menu.setTitle(self.tr("A set of which number?"))
            for n in range(1, 13):
                menu.addAction(fill(self.tr("%1s"), n)).setData(n)
        elif spec.kind == "colour":
            menu.setTitle(self.tr("Which colour?"))
            for colour in COLOURS:
                menu.addAction(colour_name(colour)).setData(colour)
        else:
            menu.setTitle(self.tr("A run from which number?"))
            for low in range(1, 14 - size):
                menu.addAction(fill(self.tr("Run %1–%2"), low, low + size - 1)).setData(low)

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
    def click(self, item: CardItem | None, key: Key | None, pos: QPointF) -> None:
        m = self.model
        v = m.view
        if v is None:
            return
        if item is not None:
            if item.zone == "hand":
                m.toggle_select(item.card)
                hand = m.hand()
                if item.card in hand:
                    self.focus_index = hand.index(item.card)
                return
            if item.zone in ("draw", "discard"):
                key = (item.zone,)
            elif item.zone == "group":
                key = next(
                    (
                        ("group", o, i)
                        for o, gs in enumerate(v.laid)
                        for i, grp in enumerate(gs)
                        if item.card in grp.cards
                    ),
                    None,
                )
            elif item.zone == "slot":
                m.unstage(item.card)
                return
            elif item.zone == "opponent":
                layout = self.scene.layout
                key = next(
                    (
                        ("seat", s)
                        for s, rect in (layout.zones.seats.items() if layout else ())
                        if rect.adjusted(-4, -4, 4, 4).contains(item.center())
                    ),
                    None,
                )
        if key is None:
            return
        self.act_on(key, pos)

    def act_on(self, key: Key, pos: QPointF | None = None) -> bool:
        """Use the zone ``key`` with the selected cards (click and keyboard share this)."""
        m = self.model
        v = m.view
        if v is None or not m.human_to_move:
            self.say(self.tr("Wait for your turn."))
            return False
        if key == ("draw",):
            return self.play(Draw("pile"))
        if key == ("discard",) and v.stage == "draw":
            return self.play(Draw("discard"))
        sel = list(m.selected)
        if key[0] == "slot":
            if not sel:
                self.say(self.tr("Select cards in your hand first, then choose a slot."))
                return False
            end = self._run_end(key, pos, sel[0]) if len(sel) == 1 else None
            return self.stage(sel, key[1], end)
        if len(sel) != 1:
            self.say(self.tr("Select exactly one card first."))
            return False
        return self.play_card(sel[0], key, pos)

    # --------------------------------------------------------------- keyboard
    def key_action(self, key: str) -> bool:
        """Keyboard play (the view maps keys to these names; see ``view.KEYMAP``).

        Up/Down move the focus between zones (hand, slots, laid groups, seats,
        piles); Left/Right move along the hand (or between zones elsewhere);
        Space selects; Enter uses the focused zone with the selected cards.
        """
        self.keyboard_active = True
        m = self.model
        v = m.view
        if v is None:
            return False
        hand = m.hand()
        if key in ("up", "down") or (key in ("left", "right") and self.focus_key != ("hand",)):
            self._move_zone_focus(1 if key in ("down", "right") else -1)
            return True
        if key in ("left", "right") and hand:
            self.focus_index = (self.focus_index + (1 if key == "right" else -1)) % len(hand)
            self.show_focus(announce=True)
            return True
        if key == "select" and hand and self.focus_key == ("hand",):
            m.toggle_select(hand[self.focus_index % len(hand)])
            self.show_focus(announce=True)
            return True
        if key == "escape":
            m.set_selection([])
            self.show_focus(announce=True)
            return True
        if key == "activate":
            if self.focus_key == ("hand",):
                return self.key_action("select")
            if self.focus_key == ("discard",) and v.stage == "play" and not m.selected and hand:
                m.set_selection([hand[self.focus_index % len(hand)]])
            done = self.act_on(self.focus_key)
            self.show_focus(announce=True)
            return done
        if key == "draw":
            return self.act_on(("draw",))
        if key == "take":
            return self.act_on(("discard",)) if v.stage == "draw" else False
        if key == "discard" and hand:
            if not m.selected:
                m.set_selection([hand[self.focus_index % len(hand)]])
            return self.act_on(("discard",))
        if key.startswith("slot") and key[4:].isdigit():
            if not m.selected and hand:
                m.set_selection([hand[self.focus_index % len(hand)]])
            return self.act_on(("slot", int(key[4:]) - 1))
        if key == "unstage":
            m.unstage_all()
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
            self.say(fill(self.tr("The %1 cannot hit anywhere now."), card_name(card)))
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

    def skip_menu(self) -> None:
        """K: play a Skip from the hand on an opponent chosen from a menu."""
        m = self.model
        skip = next((x for x in m.hand() if x.is_skip), None)
        if skip is None or m.view is None:
            self.say(self.tr("You hold no Skip."))
            return
        targets = [
            a.target
            for a in m.legal_actions()
            if isinstance(a, Discard) and a.card == skip and a.target is not None
        ]
        if not targets:
            self.discard(skip, None)
            return
        self.choose_skip_target(skip, targets)

    def zone_keys(self) -> list[Key]:
        """Zones in keyboard order: hand, slots, laid groups (yours first), seats, piles."""
        layout = self.scene.layout
        if layout is None:
            return [("hand",)]
        z = layout.zones
        human = self.model.human
        groups = sorted(z.groups, key=lambda k: (k[0] != human, (k[0] - human) % 7, k[1]))
        keys: list[Key] = [("hand",)]
        keys += [("slot", i) for i in sorted(z.slots)]
        keys += [("group", o, i) for o, i in groups]
        keys += [("seat", s) for s in self.model.opponents()]
        keys += [("draw",), ("discard",)]
        return keys

    def _move_zone_focus(self, step: int) -> None:
        keys = self.zone_keys()
        i = keys.index(self.focus_key) if self.focus_key in keys else 0
        self.focus_key = keys[(i + step) % len(keys)]
        self.show_focus(announce=True)

    def show_focus(self, announce: bool = False) -> None:
        """Draw the focus ring where the keyboard is, and tell assistive technology."""
        scene = self.scene
        hand = self.model.hand()
        if hand:
            self.focus_index = max(0, min(self.focus_index, len(hand) - 1))
        if self.focus_key not in self.zone_keys():
            self.focus_key = ("hand",)
        selected = set(self.model.selected)
        for item in scene.items_by_id.values():
            item.selected = item.zone == "hand" and item.card in selected
            item.focused = False
        on = self.keyboard_active
        for key, frame in scene.frames.items():
            frame.focused = on and key == self.focus_key
            frame.update()
        for seat, badge in scene.badges.items():
            badge.focused = on and ("seat", seat) == self.focus_key
            badge.update()
        if on and hand and self.focus_key == ("hand",):
            scene.item(hand[self.focus_index % len(hand)]).focused = True
        for item in scene.items_by_id.values():
            item.update()
        if announce:
            self.focus_changed.emit(self.focus_description())

    def focus_description(self) -> str:
        """What a screen reader says about the focused card or zone."""
        m = self.model
        v = m.view
        if v is None:
            return ""
        if self.focus_key != ("hand",):
            phase = m.lay_phase()
            specs = phase.groups if phase is not None else None
            if self.focus_key[0] == "seat":
                s = self.focus_key[1]
                return seat_description(v, s, m.level(s))
            return zone_name(v, m.human, self.focus_key, m.staging.slots, specs)
        hand = m.hand()
        if not hand:
            return zone_name(v, m.human, ("hand",))
        i = self.focus_index % len(hand)
        return card_description(hand[i], i, len(hand), hand[i] in m.selected)
