"""The table controller: the engine's state shown on the scene, moves made by people and bots.

It is the only place where the table meets the rules, and it never decides a
rule itself: which targets light up while dragging comes from the engine's
``legal_actions`` (and, for the lay-down slots, from ``arrange_group``); every
move goes through ``Game.apply``; a refused move shows the engine's own reason.

Moves are shown one at a time: apply, animate, then (for a bot) a short pause
and the next request to the bot thread. At the end of a round the window shows
a summary, and only then is the new deal animated.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QPointF, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication

from ..engine import (
    Card,
    Discard,
    Draw,
    Game,
    GameEnded,
    Hit,
    IllegalMove,
    LayDown,
    RoundEnded,
    RoundStarted,
    arrange_group,
    cards_missing,
)
from ..engine.actions import Action
from ..engine.events import CardHit, Discarded, Drew, Event, LaidDown, TurnSkipped
from ..engine.groups import Group
from ..engine.legality import eligible_phases
from ..engine.phases import Phase
from .bot_worker import BotDriver
from .describe import card_description, seat_description, zone_name
from .game_setup import SeatConfig
from .speeds import duration
from .table.card_item import CardItem
from .table.layout import compute_layout, opponents_in_order
from .table.scene import TableScene, Targets
from .wording import (
    card_name,
    group_label,
    level_name,
    phase_label,
    phase_title,
    reason_text,
    slot_label,
)

log = logging.getLogger(__name__)


class TableController(QObject):
    """Binds a :class:`Game` to a :class:`TableScene` and a :class:`BotDriver`."""

    #: a line for the status bar (prompts and the engine's reasons)
    status = Signal(str)
    #: something about the game changed (buttons, panels, autosave)
    changed = Signal()
    #: an action was applied (for autosave and the move log): seat, action, events
    applied = Signal(int, object, object)
    #: a round ended: show the summary, then call ``continue_after_round``
    round_ended = Signal(object)
    #: the game is over
    game_over = Signal(object)
    #: a sentence describing a move, for the log and assistive technology
    announce = Signal(str)
    #: the table is idle and waiting for the human (tests wait on this)
    human_turn = Signal()
    #: every animation finished and nothing is pending
    idle = Signal()
    #: the deal animation of a round has finished
    dealt = Signal()
    #: keyboard focus moved: the accessible description of what now has it
    focus_changed = Signal(str)

    def __init__(self, scene: TableScene, bots: BotDriver, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.bots = bots
        self.game: Game | None = None
        self.seats: list[SeatConfig] = []
        #: a bot also plays the human seat (the self-test, demos)
        self.autoplay = False
        self.human = 0
        self.speed = 1.0
        self.reduce_motion = False
        self.hand_order: list[int] = []
        self.staged: list[list[Card]] = []
        self.lay_phase_no: int | None = None
        self.selected: list[Card] = []
        self.focus_index = 0
        #: the zone with the keyboard focus: ("hand",), ("slot", i), ("group", o, i), ...
        self.focus_key: tuple = ("hand",)
        self._waiting_round: RoundEnded | None = None
        self._pending_deal = False
        self._game_over_event: GameEnded | None = None
        self._game_over_shown = False
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._ask_bot)
        self._skip_chooser = None
        bots.move_ready.connect(self._on_bot_move)
        scene.settled.connect(self._on_settled)
        scene.can_drag = self._can_drag
        scene.targets_for = self._targets_for
        scene.drop_handler = self._on_drop
        scene.click_handler = self._on_click

    # ------------------------------------------------------------------ setup
    def start(
        self,
        game: Game,
        seats: tuple[SeatConfig, ...] | list[SeatConfig],
        *,
        deal_animation: bool = True,
    ) -> None:
        """Show ``game`` (new or loaded) and let whoever is to move play."""
        self.bots.cancel()
        self._bot_timer.stop()
        self.game = game
        self.seats = list(seats)
        self.human = next((i for i, s in enumerate(seats) if s.human), 0)
        self.hand_order = [c.id for c in game.hands[self.human]]
        self.staged = []
        self.selected = []
        self.focus_index = 0
        self.lay_phase_no = None
        self._waiting_round = None
        self._game_over_event = None
        self._game_over_shown = False
        self.last_round_event: RoundEnded | None = None
        self._pending_deal = False
        self.bots.configure(
            {
                i: ("normal" if s.human else s.level, (game.seed * 31 + i) & 0x7FFFFFFF)
                for i, s in enumerate(seats)
                if not s.human or self.autoplay
            }
        )
        self._reset_staging()
        if deal_animation:
            self._animate_deal()
        else:
            self.refresh(0)
        self.changed.emit()

    def set_speed(self, speed: float, reduce_motion: bool) -> None:
        self.speed = speed
        self.reduce_motion = reduce_motion

    def ms(self, name: str) -> int:
        return duration(name, self.speed, self.reduce_motion)

    # ------------------------------------------------------------- queries
    @property
    def human_to_move(self) -> bool:
        g = self.game
        return (
            g is not None
            and not g.game_over
            and g.turn == self.human
            and self._waiting_round is None
            and not self._pending_deal
        )

    def lay_phase(self) -> Phase | None:
        """The phase the human's slots are for (None when laid or nothing to lay)."""
        g = self.game
        if g is None or g.laid[self.human] or g.game_over:
            return None
        open_phases = self.open_phases()
        if not open_phases:
            return None
        if self.lay_phase_no not in open_phases:
            self.lay_phase_no = open_phases[0]
        return g.rules.phases[self.lay_phase_no - 1]

    def open_phases(self) -> list[int]:
        g = self.game
        if g is None:
            return []
        ctx = g.context()
        if ctx.seat != self.human:
            # ask as if it were the human's turn: which phases may they lay this round
            from dataclasses import replace

            ctx = replace(
                ctx,
                seat=self.human,
                phase_no=g.phase_no[self.human],
                completed=frozenset(g.completed[self.human]),
            )
        return eligible_phases(ctx)

    def hand(self) -> list[Card]:
        """The human's hand cards not in a slot, in display order."""
        if self.game is None:
            return []
        layout = self.scene.layout
        staged = {c for s in self.staged for c in s}
        by_id = {c.id: c for c in self.game.hands[self.human] if c not in staged}
        order = layout.hand_order if layout else self.hand_order
        out = [by_id[i] for i in order if i in by_id]
        out += [c for c in by_id.values() if c not in out]
        return out

    def missing_text(self) -> str:
        g = self.game
        phase = self.lay_phase()
        if g is None:
            return ""
        if g.laid[self.human]:
            return self.tr("Phase %1 is down — hit to get rid of cards, then go out.").replace(
                "%1", str(g.laid_phase[self.human])
            )
        if phase is None:
            return ""
        n = cards_missing(phase, g.hands[self.human], g.rules)
        head = (
            self.tr("Phase %1 · %2")
            .replace("%1", str(self.lay_phase_no))
            .replace("%2", phase_label(phase))
        )
        # whole sentences (not "head + ' — ' + fragment"), so a translator can reorder
        # them, and "%n cards missing" gets each language's plural forms
        if n == 0:
            return self.tr("%1 — you can lay it down!").replace("%1", head)
        return self.tr("%1 — %n cards missing", "", n).replace("%1", head)

    # ------------------------------------------------------------- drawing
    def _wild_values(self) -> dict[int, object]:
        out: dict[int, object] = {}
        assert self.game is not None
        for groups in self.game.laid:
            for grp in groups:
                for c, v in zip(grp.cards, grp.values, strict=True):
                    if c.is_wild:
                        out[c.id] = v
        return out

    def refresh(self, ms: int, stagger: int = 0, order: list[int] | None = None) -> None:
        """Lay the scene out for the current state, animating over ``ms``."""
        g = self.game
        if g is None:
            return
        phase = self.lay_phase()
        layout = compute_layout(g, self.human, self.hand_order, self.staged, phase)
        self.hand_order = list(layout.hand_order)
        self._decorate(layout, phase)
        self.scene.apply_layout(
            layout, ms, stagger=stagger, order=order, wild_values=self._wild_values()
        )
        for item in self.scene.items_by_id.values():
            item.selected = item.card in self.selected and item.zone == "hand"
            item.focused = False
        hand = self.hand()
        if hand:
            self.focus_index = max(0, min(self.focus_index, len(hand) - 1))
        if self._keyboard_active:
            for key, frame in self.scene.frames.items():
                frame.focused = key == self.focus_key
            for seat, badge in self.scene.badges.items():
                badge.focused = ("seat", seat) == self.focus_key
            if hand and self.focus_key == ("hand",):
                self.scene.item(hand[self.focus_index]).focused = True
        self.scene.update()

    _keyboard_active = False

    def _decorate(self, layout, phase: Phase | None) -> None:
        g = self.game
        assert g is not None
        sc = self.scene
        z = layout.zones
        keep = {("draw",), ("discard",)}
        sc.frame(("draw",), z.draw, "", "pile").sublabel = self.tr("%1 left").replace(
            "%1", str(len(g.draw_pile))
        )
        sc.frame(("discard",), z.discard, "", "pile")
        for i, rect in z.slots.items():
            assert phase is not None
            spec = phase.groups[i]
            f = sc.frame(("slot", i), rect, slot_label(spec.kind, spec.size), "slot")
            cards = self.staged[i] if i < len(self.staged) else []
            f.sublabel = self._slot_state(spec.kind, spec.size, cards)
            f.invalid = bool(cards) and self._slot_problem(spec.kind, cards) is not None
            keep.add(("slot", i))
        for (owner, gi), rect in z.groups.items():
            grp = g.laid[owner][gi]
            f = sc.frame(("group", owner, gi), rect, group_label(grp), "group")
            f.sublabel = ""
            keep.add(("group", owner, gi))
        sc.drop_frames_except(keep)
        seats = set(z.seats)
        for seat, rect in z.seats.items():
            b = sc.badge(seat, rect)
            s = self.seats[seat] if seat < len(self.seats) else None
            b.name = g.names[seat]
            b.level = _level_label("human" if s is None or s.human else s.level)
            b.cards = len(g.hands[seat])
            b.score = g.scores[seat]
            b.skip_pending = g.pending_skip[seat]
            b.to_move = g.turn == seat and not g.game_over
            b.dealer = g.dealer == seat
            if seat not in g.active:
                b.phase_text = self.tr("sitting out the tie-break")
            elif g.laid[seat]:
                b.phase_text = self.tr("Phase %1 laid ✓").replace("%1", str(g.laid_phase[seat]))
            else:
                number = min(g.current_phase(seat), len(g.rules.phases))
                b.phase_text = self.tr("Phase %1").replace(
                    "%1", phase_title(number, g.rules.phases[number - 1])
                )
            b.update()
        sc.drop_badges_except(seats)
        sc.info.setText(self.missing_text())
        area = z.phase_area
        sc.prompt.setText(self.prompt_text())
        # right to left the lines hang from the area's right edge, like the slot labels
        rtl = QGuiApplication.isRightToLeft()
        for item, y in ((sc.info, area.y() - 30), (sc.prompt, area.bottom() + 4)):
            item.setPos(area.right() - item.boundingRect().width() if rtl else area.x(), y)

    def _slot_state(self, kind: str, size: int, cards: list[Card]) -> str:
        if not cards:
            return self.tr("drop cards here")
        why = self._slot_problem(kind, cards)
        if why:
            return why
        if len(cards) < size:
            return self.tr("%1 more").replace("%1", str(size - len(cards)))
        return self.tr("ready ✓")

    def _slot_problem(self, kind: str, cards: list[Card]) -> str | None:
        """Why these cards can never form this slot's group (the engine's words).

        Only Wilds so far is fine while filling a slot: a number card may follow.
        """
        try:
            arrange_group(kind, cards)  # type: ignore[arg-type]
        except ValueError as e:
            return reason_text(e.args[0]) if e.args else str(e)
        return None

    def prompt_text(self) -> str:
        g = self.game
        if g is None or g.game_over:
            return ""
        if g.turn != self.human:
            return self.tr("%1 is playing…").replace("%1", g.names[g.turn])
        if g.stage == "draw":
            return self.tr(
                "Your turn: draw a card — drag it from a pile to your hand (or press D / T)."
            )
        return self.tr("Lay down, hit, then end your turn by dropping a card on the discard pile.")

    # -------------------------------------------------------------- dealing
    def _animate_deal(self) -> None:
        """Every card starts on the draw pile and flies to its place, one after another."""
        g = self.game
        assert g is not None
        self.refresh(0)
        layout = self.scene.layout
        assert layout is not None
        draw_rect = layout.zones.draw
        start = QPointF(draw_rect.x() + 10, draw_rect.y() + 10)
        dealt: list[int] = []
        for seat in range(g.players):
            for c in g.hands[seat]:
                dealt.append(c.id)
        for c in g.discard_pile:
            dealt.append(c.id)
        # interleave by seat, like a real deal
        by_seat = [[c.id for c in g.hands[s]] for s in range(g.players)]
        order: list[int] = []
        for i in range(max((len(h) for h in by_seat), default=0)):
            for h in by_seat:
                if i < len(h):
                    order.append(h[i])
        order += [c.id for c in g.discard_pile]
        for cid in order:
            item = self.scene.items_by_id[cid]
            item.setPos(start)
            item.set_card_size(layout.cards[cid].size if cid in layout.cards else item.card_size())
            item.face_up = False
        self._pending_deal = True
        ms = self.ms("deal")
        if ms <= 0:
            self._pending_deal = False
            self.refresh(0)
            QTimer.singleShot(0, self.dealt.emit)
            return
        self.refresh(ms, stagger=self.ms("deal_stagger"), order=order)

    # ---------------------------------------------------------- applying
    def apply(self, action: Action) -> str | None:
        """Apply the human's ``action``; return the engine's reason if refused."""
        g = self.game
        if g is None:
            return None
        if not self.human_to_move:
            return self.tr("Wait for your turn.")
        try:
            events = g.apply(action)
        except IllegalMove as e:
            text = reason_text(e.reason)
            self.status.emit(text)
            return text
        self._after_apply(self.human, action, events)
        return None

    def _after_apply(self, seat: int, action: Action, events: list[Event]) -> None:
        g = self.game
        assert g is not None
        for e in events:
            text = self.describe(e)
            if text:
                self.announce.emit(text)
        self.applied.emit(seat, action, events)
        round_end = next((e for e in events if isinstance(e, RoundEnded)), None)
        over = next((e for e in events if isinstance(e, GameEnded)), None)
        if round_end is not None:
            self.last_round_event = round_end
        if isinstance(action, LayDown) and seat == self.human:
            self.staged = []
        if isinstance(action, Draw) and seat == self.human:
            drawn = next(e.card for e in events if isinstance(e, Drew))
            if drawn.id not in self.hand_order:
                self.hand_order.append(drawn.id)
        self.selected = [c for c in self.selected if c in g.hands[self.human]]
        kind = (
            "draw"
            if isinstance(action, Draw)
            else "lay_down"
            if isinstance(action, LayDown)
            else "hit"
            if isinstance(action, Hit)
            else "discard"
        )
        self.status.emit("")
        if over is not None:
            # the engine keeps the final position on the table: show it, then the result
            self._game_over_event = over
            self.scene.set_thinking(None)
            self.refresh(self.ms(kind))
        elif round_end is not None:
            # the engine has already dealt the next round: show only the last card's
            # flight, then the summary; the new deal is animated after it
            self._waiting_round = round_end
            self.scene.set_thinking(None)
            self._animate_last_card(action)
        else:
            self.refresh(self.ms(kind))
        self.changed.emit()

    def _animate_last_card(self, action: Action) -> None:
        layout = self.scene.layout
        card = action.card if isinstance(action, Discard | Hit) else None
        target = None
        if layout is not None and card is not None:
            if isinstance(action, Discard):
                target = layout.zones.discard.topLeft() + QPointF(10, 10)
            else:
                rect = layout.zones.groups.get((action.owner, action.group))
                target = rect.topRight() - QPointF(70, -30) if rect is not None else None
        if card is not None and target is not None:
            item = self.scene.item(card)
            item.face_up = True
            item.wild_value = None
            item.setZValue(3000)
            from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPropertyAnimation

            ms = self.ms("discard")
            if ms > 0:
                anim = QPropertyAnimation(item, b"pos", self)
                anim.setDuration(ms)
                anim.setEndValue(target)
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                anim.finished.connect(self._emit_round_end)
                anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
                return
            item.setPos(target)
        QTimer.singleShot(0, self._emit_round_end)

    @Slot()
    def _emit_round_end(self) -> None:
        if self._waiting_round is not None:
            self.round_ended.emit(self._waiting_round)

    def continue_after_round(self) -> None:
        """The player has read the round summary: deal the next round."""
        self._waiting_round = None
        self.staged = []
        self.selected = []
        self.lay_phase_no = None
        if self.game is not None:
            self.hand_order = [c.id for c in self.game.hands[self.human]]
        self._animate_deal()
        self.changed.emit()

    @Slot()
    def _on_settled(self) -> None:
        if self._pending_deal:
            self._pending_deal = False
            self.refresh(0)
            self.dealt.emit()
        if self._game_over_event is not None and not self._game_over_shown:
            self._game_over_shown = True
            self.game_over.emit(self._game_over_event)
            return
        self._next_step()

    def _next_step(self) -> None:
        g = self.game
        if g is None or g.game_over or self._waiting_round is not None or self._pending_deal:
            return
        if self.scene.animating:
            return
        seat = g.turn
        if seat == self.human and not self.autoplay:
            self.scene.set_thinking(None)
            self.status.emit(self.prompt_text())
            self.human_turn.emit()
            self.idle.emit()
            return
        if not self.bots.thinking and not self._bot_timer.isActive():
            self._bot_timer.start(max(self.ms("bot_pause"), 0))

    @Slot()
    def _ask_bot(self) -> None:
        g = self.game
        if g is None or g.game_over or self._waiting_round is not None:
            return
        if g.turn == self.human and not self.autoplay:
            return
        self.scene.set_thinking(g.turn)
        self.bots.ask(g.turn, g.view(g.turn))

    @Slot(int, object, float)
    def _on_bot_move(self, seat: int, action: object, seconds: float) -> None:
        g = self.game
        if g is None or g.turn != seat or g.game_over:
            return
        try:
            events = g.apply(action)  # type: ignore[arg-type]
        except IllegalMove as e:  # checked_choose makes this unreachable; never stall anyway
            log.error("bot move refused by the engine: %s", e.reason)
            from ..bots.base import fallback_action

            action = fallback_action(g.view(seat))
            events = g.apply(action)
        if g.turn != seat or g.game_over:
            self.scene.set_thinking(None)
        self._after_apply(seat, action, events)  # type: ignore[arg-type]

    # ---------------------------------------------------------- describing
    def describe(self, e: Event) -> str:
        """One sentence per event, for the move log and screen readers."""
        g = self.game
        assert g is not None
        n = g.names
        you = self.human
        if isinstance(e, Drew):
            if e.source == "discard":
                return (
                    self.tr("%1 took the %2 from the discard pile.")
                    .replace("%1", n[e.seat])
                    .replace("%2", card_name(e.card))
                )
            if e.seat == you:
                return self.tr("You drew the %1.").replace("%1", card_name(e.card))
            return self.tr("%1 drew from the draw pile.").replace("%1", n[e.seat])
        if isinstance(e, LaidDown):
            separator = self.tr("; ", "between the groups of a laid phase")
            groups = separator.join(group_label(gr) for gr in e.groups)
            return (
                self.tr("%1 laid down phase %2: %3.")
                .replace("%1", n[e.seat])
                .replace("%2", str(e.phase))
                .replace("%3", groups)
            )
        if isinstance(e, CardHit):
            grp = g.laid[e.owner][e.group]
            return (
                self.tr("%1 hit the %2 on %3's %4.")
                .replace("%1", n[e.seat])
                .replace("%2", card_name(e.card))
                .replace("%3", n[e.owner])
                .replace("%4", group_label(grp))
            )
        if isinstance(e, Discarded):
            if e.target is not None:
                return (
                    self.tr("%1 played a Skip on %2.")
                    .replace("%1", n[e.seat])
                    .replace("%2", n[e.target])
                )
            return (
                self.tr("%1 discarded the %2.")
                .replace("%1", n[e.seat])
                .replace("%2", card_name(e.card))
            )
        if isinstance(e, TurnSkipped):
            return self.tr("%1 loses a turn to a Skip.").replace("%1", n[e.seat])
        if isinstance(e, RoundEnded):
            if e.went_out is None:
                return self.tr("Round %1 is over: the piles ran out.").replace(
                    "%1", str(e.round_no)
                )
            return (
                self.tr("%1 went out: round %2 is over.")
                .replace("%1", n[e.went_out])
                .replace("%2", str(e.round_no))
            )
        if isinstance(e, RoundStarted):
            return (
                self.tr("Round %1: %2 deals.")
                .replace("%1", str(e.round_no))
                .replace("%2", n[e.dealer])
            )
        if isinstance(e, GameEnded):
            return self.tr("Game over: %1 wins.").replace("%1", n[e.winner])
        return ""

    # ------------------------------------------------------ drag and drop
    def _can_drag(self, item: CardItem) -> bool:
        g = self.game
        if g is None or g.game_over or self._waiting_round is not None:
            return False
        if item.zone == "hand":
            return True  # reordering is always allowed
        if not self.human_to_move:
            return False
        if item.zone == "slot":
            return True
        if g.stage == "draw":
            if item.zone == "draw" and g.draw_pile and item.card is g.draw_pile[-1]:
                return True
            if item.zone == "discard" and item.card is g.discard_top:
                return True
        return False

    def _targets_for(self, item: CardItem) -> Targets:
        g = self.game
        t = Targets()
        if g is None:
            return t
        card = item.card
        if item.zone in ("draw", "discard"):
            source = "pile" if item.zone == "draw" else "discard"
            if g.problem(Draw(source)) is None:  # type: ignore[arg-type]
                t.keys.add(("hand",))
            return t
        t.keys.add(("hand",))
        if not self.human_to_move or g.stage != "play":
            return t
        for a in g.legal_actions():
            if isinstance(a, Discard) and a.card is card:
                t.keys.add(("seat", a.target) if a.target is not None else ("discard",))
                if a.target is not None and len(g.hands[self.human]) > 1:
                    t.keys.add(("discard",))
            elif isinstance(a, Hit) and a.card is card:
                t.keys.add(("group", a.owner, a.group))
        phase = self.lay_phase()
        if phase is not None and not g.laid[self.human]:
            for i, spec in enumerate(phase.groups):
                current = [
                    c for c in (self.staged[i] if i < len(self.staged) else []) if c is not card
                ]
                if self._slot_problem(spec.kind, [*current, card]) is None:
                    t.keys.add(("slot", i))
        return t

    def _on_drop(self, item: CardItem, key: tuple | None, pos: QPointF) -> bool:
        g = self.game
        if g is None or key is None:
            return False
        card = item.card
        if item.zone in ("draw", "discard"):
            if key != ("hand",):
                return False
            source = "pile" if item.zone == "draw" else "discard"
            index = self._hand_index(pos.x(), None)
            accepted = self.apply(Draw(source)) is None  # type: ignore[arg-type]
            if accepted:
                drawn = g.hands[self.human][-1]
                self._move_in_order(drawn.id, index)
                self.refresh(self.ms("reorder"))
            return accepted
        if key == ("hand",):
            if item.zone == "slot":
                self._unstage(card)
            self._move_in_order(card.id, self._hand_index(pos.x(), card))
            self.refresh(self.ms("reorder"))
            return True
        if key[0] == "slot":
            return self.stage_cards([card], key[1])
        if key == ("discard",):
            return self._discard(card, None, pos)
        if key[0] == "seat":
            return self._discard(card, key[1], pos)
        if key[0] == "group":
            owner, gi = key[1], key[2]
            return self.hit(card, owner, gi, pos)
        return False

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

    def _move_in_order(self, cid: int, index: int) -> None:
        order = [i for i in self.hand_order if i != cid]
        index = max(0, min(index, len(order)))
        order.insert(index, cid)
        self.hand_order = order

    # --------------------------------------------------------- staging slots
    def _reset_staging(self) -> None:
        phase = self.lay_phase()
        self.staged = [[] for _ in phase.groups] if phase is not None else []

    def _unstage(self, card: Card) -> None:
        for slot in self.staged:
            if card in slot:
                slot.remove(card)

    def stage_cards(self, cards: list[Card], slot: int) -> bool:
        """Put cards from the hand into lay-down slot ``slot`` (no engine move yet)."""
        g = self.game
        phase = self.lay_phase()
        if g is None or phase is None or not self.human_to_move or g.stage != "play":
            self.status.emit(self.tr("You can fill the slots after drawing, on your turn."))
            return False
        if not 0 <= slot < len(phase.groups):
            return False
        if len(self.staged) != len(phase.groups):
            self._reset_staging()
        spec = phase.groups[slot]
        current = [c for c in self.staged[slot] if c not in cards]
        why = self._slot_problem(spec.kind, [*current, *cards])
        if why:
            self.status.emit(why[0].upper() + why[1:] + ".")
            return False
        for c in cards:
            self._unstage(c)
        self.staged[slot].extend(cards)
        self.selected = [c for c in self.selected if c not in cards]
        self.status.emit("")
        self.refresh(self.ms("reorder"))
        self.changed.emit()
        return True

    def unstage_all(self) -> None:
        for slot in self.staged:
            slot.clear()
        self.refresh(self.ms("reorder"))
        self.changed.emit()

    def staged_lay_down(self) -> LayDown | None:
        """The LayDown the filled slots make (None if a slot cannot form its group)."""
        phase = self.lay_phase()
        if phase is None or len(self.staged) != len(phase.groups) or not all(self.staged):
            return None
        groups: list[Group] = []
        for spec, cards in zip(phase.groups, self.staged, strict=True):
            try:
                groups.append(arrange_group(spec.kind, cards))
            except ValueError:
                return None
        return LayDown(tuple(groups), self.lay_phase_no)

    def lay_down_problem(self) -> str | None:
        """Why the Lay down button is disabled (the engine's words), or None."""
        g = self.game
        if g is None:
            return ""
        action = self.staged_lay_down()
        if action is None:
            phase = self.lay_phase()
            if phase is None:
                return self.tr("Your phase is already down this round.")
            return self.tr("Fill every slot with cards that make its group.")
        why = g.problem(action)
        return None if why is None else reason_text(why)

    def lay_down(self) -> str | None:
        action = self.staged_lay_down()
        if action is None:
            why = self.lay_down_problem() or ""
            self.status.emit(why)
            return why
        return self.apply(action)

    # ---------------------------------------------------------------- moves
    def _discard(self, card: Card, target: int | None, pos: QPointF | None) -> bool:
        g = self.game
        assert g is not None
        if card.is_skip and target is None and g.stage == "play" and self.human_to_move:
            targets = [
                a.target
                for a in g.legal_actions()
                if isinstance(a, Discard) and a.card is card and a.target is not None
            ]
            if len(targets) > 1:
                self.choose_skip_target(card, targets)
                return False
        if self._is_staged(card):
            self._unstage(card)
        return self.apply(Discard(card, target)) is None

    def _is_staged(self, card: Card) -> bool:
        return any(card in s for s in self.staged)

    def choose_skip_target(self, card: Card, targets: list[int]) -> None:
        """Ask whom to skip with a small menu (keyboard-navigable)."""
        from PySide6.QtGui import QCursor
        from PySide6.QtWidgets import QMenu

        g = self.game
        assert g is not None
        menu = QMenu()
        menu.setTitle(self.tr("Skip whom?"))
        menu.setAccessibleName(self.tr("Choose whom to skip"))
        for t in targets:
            act = menu.addAction(self.tr("Skip %1").replace("%1", g.names[t]))
            act.setData(t)
        self._skip_chooser = menu
        menu.triggered.connect(lambda a, c=card: self._discard(c, int(a.data()), None))
        self.status.emit(self.tr("Choose whom to skip."))
        menu.popup(QCursor.pos())

    def hit(self, card: Card, owner: int, gi: int, pos: QPointF | None = None) -> bool:
        g = self.game
        assert g is not None
        end = None
        group = g.laid[owner][gi]
        options = group.hit_options(card)
        if group.kind == "run" and len(options) > 1:
            rect = self.scene.zone_rect(("group", owner, gi))
            if pos is not None and rect is not None:
                end = "low" if pos.x() < rect.center().x() else "high"
            else:
                end = "high"
        return self.apply(Hit(card, owner, gi, end)) is None  # type: ignore[arg-type]

    # ------------------------------------------------------------- clicking
    def _on_click(self, item: CardItem | None, key: tuple | None, pos: QPointF) -> None:
        g = self.game
        if g is None:
            return
        if item is not None:
            if item.zone == "hand":
                self.toggle_select(item.card)
                return
            if item.zone == "draw":
                key = ("draw",)
            elif item.zone == "discard":
                key = ("discard",)
            elif item.zone == "group":
                key = next(
                    (
                        ("group", o, i)
                        for o, gs in enumerate(g.laid)
                        for i, grp in enumerate(gs)
                        if item.card in grp.cards
                    ),
                    None,
                )
            elif item.zone == "slot":
                self._unstage(item.card)
                self.refresh(self.ms("reorder"))
                self.changed.emit()
                return
            elif item.zone == "opponent":
                key = next((("seat", s) for s in range(g.players) if item.card in g.hands[s]), None)
        if key is None:
            return
        self.act_on(key, pos)

    def act_on(self, key: tuple, pos: QPointF | None = None) -> bool:
        """Use the zone ``key`` with the selected cards (click and keyboard share this)."""
        g = self.game
        if g is None or not self.human_to_move:
            self.status.emit(self.tr("Wait for your turn."))
            return False
        if key == ("draw",):
            return self.apply(Draw("pile")) is None
        if key == ("discard",) and g.stage == "draw":
            return self.apply(Draw("discard")) is None
        sel = list(self.selected)
        if key[0] == "slot":
            if not sel:
                self.status.emit(self.tr("Select cards in your hand first, then choose a slot."))
                return False
            return self.stage_cards(sel, key[1])
        if len(sel) != 1:
            self.status.emit(self.tr("Select exactly one card first."))
            return False
        card = sel[0]
        if key == ("discard",):
            return self._discard(card, None, pos)
        if key[0] == "seat":
            return self._discard(card, key[1], pos)
        if key[0] == "group":
            return self.hit(card, key[1], key[2], pos)
        return False

    def toggle_select(self, card: Card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        hand = self.hand()
        if card in hand:
            self.focus_index = hand.index(card)
        for item in self.scene.items_by_id.values():
            item.selected = item.card in self.selected and item.zone == "hand"
            item.update()
        self.changed.emit()

    # ---------------------------------------------------------------- sorting
    def sort_hand(self, by: str) -> None:
        def by_number(c: Card) -> tuple:
            return (c.is_skip, c.is_wild, c.number or 0, c.colour.value if c.colour else "")

        def by_colour(c: Card) -> tuple:
            return (c.is_skip, c.is_wild, c.colour.value if c.colour else "", c.number or 0)

        hand = self.hand()
        key = by_colour if by == "colour" else by_number
        self.hand_order = [c.id for c in sorted(hand, key=key)]
        self.refresh(self.ms("reorder"))

    # --------------------------------------------------------------- keyboard
    def key_action(self, key: str) -> bool:
        """Keyboard play (the view maps keys to these names; see TableView.KEYMAP).

        Up/Down move the focus between zones (hand, slots, laid groups, seats,
        piles); Left/Right move along the hand (or between zones elsewhere);
        Space selects; Enter uses the focused zone with the selected cards.
        """
        self._keyboard_active = True
        g = self.game
        if g is None:
            return False
        hand = self.hand()
        if key in ("up", "down") or (key in ("left", "right") and self.focus_key != ("hand",)):
            self._move_zone_focus(1 if key in ("down", "right") else -1)
            return True
        if key in ("left", "right") and hand:
            self.focus_index = (self.focus_index + (1 if key == "right" else -1)) % len(hand)
            self._update_focus()
            return True
        if key == "select" and hand and self.focus_key == ("hand",):
            self.toggle_select(hand[self.focus_index % len(hand)])
            self._update_focus()
            return True
        if key == "escape":
            self.selected = []
            self.refresh(0)
            self._update_focus()
            return True
        if key == "activate":
            if self.focus_key == ("hand",):
                return self.key_action("select")
            if self.focus_key == ("discard",) and g.stage == "play" and not self.selected and hand:
                self.selected = [hand[self.focus_index % len(hand)]]
            done = self.act_on(self.focus_key)
            self._update_focus()
            return done
        if key == "draw":
            return self.act_on(("draw",))
        if key == "take":
            if g.stage == "draw":
                return self.act_on(("discard",))
            return False
        if key == "discard" and hand:
            if not self.selected:
                self.selected = [hand[self.focus_index % len(hand)]]
            return self.act_on(("discard",))
        if key.startswith("slot") and key[4:].isdigit():
            if not self.selected and hand:
                self.selected = [hand[self.focus_index % len(hand)]]
            return self.act_on(("slot", int(key[4:]) - 1))
        if key == "unstage":
            self.unstage_all()
            return True
        if key == "lay":
            return self.lay_down() is None
        return False

    def zone_keys(self) -> list[tuple]:
        """Zones in keyboard order: hand, slots, laid groups (yours first), seats, piles."""
        layout = self.scene.layout
        if layout is None:
            return [("hand",)]
        z = layout.zones
        groups = sorted(z.groups, key=lambda k: (k[0] != self.human, (k[0] - self.human) % 7, k[1]))
        keys: list[tuple] = [("hand",)]
        keys += [("slot", i) for i in sorted(z.slots)]
        keys += [("group", o, i) for o, i in groups]
        keys += [("seat", s) for s in self.opponents()]
        keys += [("draw",), ("discard",)]
        return keys

    def _move_zone_focus(self, step: int) -> None:
        keys = self.zone_keys()
        i = keys.index(self.focus_key) if self.focus_key in keys else 0
        self.focus_key = keys[(i + step) % len(keys)]
        self._update_focus()

    def _update_focus(self, hand: list[Card] | None = None) -> None:
        """Draw the focus ring where the keyboard is, and tell assistive technology."""
        hand = self.hand() if hand is None else hand
        if self.focus_key not in self.zone_keys():
            self.focus_key = ("hand",)
        for item in self.scene.items_by_id.values():
            item.focused = False
        for key, frame in self.scene.frames.items():
            frame.focused = key == self.focus_key
            frame.update()
        for seat, badge in self.scene.badges.items():
            badge.focused = ("seat", seat) == self.focus_key
            badge.update()
        if hand and self.focus_key == ("hand",):
            self.scene.item(hand[self.focus_index % len(hand)]).focused = True
        self.scene.update()
        self.focus_changed.emit(self.focus_description())

    def focus_description(self) -> str:
        """What a screen reader says about the focused card or zone."""
        g = self.game
        if g is None:
            return ""
        if self.focus_key != ("hand",):
            phase = self.lay_phase()
            specs = phase.groups if phase is not None else None
            if self.focus_key[0] == "seat":
                s = self.focus_key[1]
                seat = self.seats[s] if s < len(self.seats) else None
                return seat_description(g, s, None if seat is None or seat.human else seat.level)
            return zone_name(g, self.human, self.focus_key, self.staged, specs)
        hand = self.hand()
        if not hand:
            return zone_name(g, self.human, ("hand",))
        i = self.focus_index % len(hand)
        return card_description(hand[i], i, len(hand), hand[i] in self.selected)

    def hit_choices(self, card: Card) -> list[Hit]:
        g = self.game
        if g is None or not self.human_to_move:
            return []
        return [a for a in g.legal_actions() if isinstance(a, Hit) and a.card is card]

    def opponents(self) -> list[int]:
        return opponents_in_order(self.game, self.human) if self.game else []


def _level_label(level: str) -> str:
    from PySide6.QtCore import QCoreApplication

    if level == "human":
        return QCoreApplication.translate("Table", "Player")
    return QCoreApplication.translate("Table", "{level} bot").format(level=level_name(level))
