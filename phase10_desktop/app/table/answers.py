"""What the player's cards do where they are put: the model's answers to the input layer.

"These cards, taken from here, dropped on that zone at this point" becomes one
:class:`Answer`: a move for the seat, cards into a lay-down slot, a new place in
the hand, a question back (whom to skip), or the engine's reason why not. Every
rule comes from the engine: the legal actions of the player's view, the
engine's refusal of a move, and :func:`~phase10_desktop.engine.legality.carry_problem`
for drops that could never be a move. The only thing decided here is geometry
the engine cannot know: which end of a run a Wild was dropped nearer to (R5.3
leaves that choice to the player), read from the zone's own card places.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ...engine import Card, Discard, Draw, Hit
from ...engine.actions import Action, Source
from ...engine.groups import End
from ...engine.legality import carry_problem, selection_problem, unready_phase_problem
from ...engine.values import value_class
from .model import TableModel
from .zones import DISCARD, DRAW, HAND, Zone, ZoneKey

__all__ = ["Answer", "drop_answer", "drop_targets", "lay_down_problem", "zone_answer"]


@value_class
class Answer:
    """What a drop, click or key does; at most one of its parts is set."""

    #: a move to send to the seat
    action: Action | None = None
    #: put the cards into this lay-down slot (a Wild at ``end`` of a run)
    slot: int | None = None
    end: End | None = None
    #: put the cards at this place in the hand (with ``action``: where a drawn card goes)
    hand_index: int | None = None
    #: the Skip may go to any of these seats: ask whom
    skip_targets: tuple[int, ...] = ()
    #: why not (the engine's words, with the rule)
    refusal: str | None = None


def _source_name(source: ZoneKey) -> str:
    return {DRAW: "pile", DISCARD: "discard"}.get(source, "hand")


def _drawn_from(pile: ZoneKey) -> Source:
    """The pile a card carried from DRAW or DISCARD is drawn from (R3.2)."""
    return "pile" if pile == DRAW else "discard"


def drop_targets(model: TableModel, source: ZoneKey, cards: list[Card]) -> set[ZoneKey]:
    """The zones these cards may legally be dropped on now (lit while dragging)."""
    v = model.view
    if v is None or model.read_only:
        return set()
    if source in (DRAW, DISCARD):
        draw = Draw(_drawn_from(source))
        return {HAND} if model.human_to_move and model.problem(draw) is None else set()
    out = {HAND}
    if not model.human_to_move or v.stage != "play":
        return out
    if len(cards) == 1:
        card = cards[0]
        for a in model.legal_actions():
            if isinstance(a, Discard) and a.card == card:
                out.add(ZoneKey("seat", a.target) if a.target is not None else DISCARD)
                if a.target is not None:
                    out.add(DISCARD)  # dropped on the pile: choose whom from a menu
            elif isinstance(a, Hit) and a.card == card:
                out.add(ZoneKey("group", a.owner, a.group))
    phase = model.lay_phase()
    if phase is not None:
        arr = model.arrangement
        for i in range(len(phase.groups)):
            current = [c for c in arr.staging.slots[i] if c not in cards]
            if arr.slot_problem(i, [*current, *cards]) is None:
                out.add(ZoneKey("slot", None, i))
    return out


def drop_answer(
    model: TableModel,
    source: ZoneKey,
    cards: list[Card],
    zone: Zone,
    point: QPointF,
    token: int | None = None,
    rtl: bool = False,
) -> Answer:
    """What ``cards`` (taken from ``source``) do when dropped on ``zone`` at ``point``."""
    v = model.view
    if v is None:
        return Answer(refusal="")
    key = zone.key
    if key == HAND and source not in (DRAW, DISCARD):
        return Answer(hand_index=zone.index_at(point, token, rtl))  # arranging, any time
    if not model.human_to_move:
        return Answer(refusal=_wait(model))
    why = carry_problem(v.stage, _source_name(source), len(cards), key.kind)
    if why is not None:
        return Answer(refusal=why)
    if source in (DRAW, DISCARD):
        index = zone.index_at(point, token, rtl)
        return Answer(action=Draw(_drawn_from(source)), hand_index=index)
    if not cards:
        return Answer(refusal="")
    if key.kind == "slot":
        return _to_slot(model, cards, zone, point, rtl)
    return _play_card(model, cards[0], zone, point, rtl)


def zone_answer(
    model: TableModel,
    key: ZoneKey,
    selected: list[Card],
    zone: Zone | None,
    point: QPointF | None,
    rtl: bool = False,
) -> Answer:
    """What using ``key`` with the selected cards does (a click on it, a key, Enter)."""
    v = model.view
    if v is None:
        return Answer(refusal="")
    if not model.human_to_move:
        return Answer(refusal=_wait(model))
    if key == DRAW:
        return Answer(action=Draw("pile"))
    if key == DISCARD and v.stage == "draw":
        return Answer(action=Draw("discard"))
    why = carry_problem(v.stage, "hand", len(selected), key.kind)
    if why is not None:
        return Answer(refusal=why)
    if key.kind == "slot":
        if not selected:
            return Answer(refusal=selection_problem(True))
        return _to_slot(model, selected, zone, point, rtl, key.index)
    if len(selected) != 1:
        return Answer(refusal=selection_problem(False))
    return _play_card(model, selected[0], zone, point, rtl, key)


def lay_down_problem(model: TableModel) -> str | None:
    """Why the slots cannot be laid down now (the engine's words), or None."""
    if model.view is None:
        return ""
    action = model.arrangement.staged_lay_down()
    if action is None:
        return unready_phase_problem(model.lay_phase() is None)
    return model.problem(action)


# ---------------------------------------------------------------------- helpers
def _to_slot(
    model: TableModel,
    cards: list[Card],
    zone: Zone | None,
    point: QPointF | None,
    rtl: bool,
    index: int | None = None,
) -> Answer:
    slot = zone.key.index if zone is not None else index
    if slot is None:
        return Answer(refusal="")
    if not model.human_to_move:
        return Answer(refusal=_wait(model))
    end = _run_end(zone, point, cards, rtl)
    return Answer(slot=slot, end=end)


def _play_card(
    model: TableModel,
    card: Card,
    zone: Zone | None,
    point: QPointF | None,
    rtl: bool,
    key: ZoneKey | None = None,
) -> Answer:
    """One card onto a zone: the pile discards it, a seat is skipped with it (a
    Skip), a laid group is hit with it."""
    key = zone.key if zone is not None else key
    assert key is not None
    if key == DISCARD:
        targets = tuple(
            a.target
            for a in model.legal_actions()
            if isinstance(a, Discard) and a.card == card and a.target is not None
        )
        if card.is_skip and len(targets) > 1:
            return Answer(skip_targets=targets)
        if card.is_skip and len(targets) == 1:
            return Answer(action=Discard(card, targets[0]))
        return Answer(action=Discard(card, None))
    if key.kind == "seat":
        return Answer(action=Discard(card, key.owner))
    if key.kind == "group" and key.owner is not None and key.index is not None:
        v = model.view
        assert v is not None
        groups = v.laid[key.owner] if key.owner < len(v.laid) else ()
        end: End | None = None
        if key.index < len(groups):
            group = groups[key.index]
            if group.kind == "run" and len(group.hit_options(card)) > 1:
                end = _run_end(zone, point, [card], rtl) or "high"
        return Answer(action=Hit(card, key.owner, key.index, end))
    return Answer(refusal="")


def _run_end(zone: Zone | None, point: QPointF | None, cards: list[Card], rtl: bool) -> End | None:
    """The end of a run a single Wild was dropped nearer to (None for anything else)."""
    if zone is None or point is None or len(cards) != 1 or not cards[0].is_wild:
        return None
    return "low" if zone.nearer_low_end(point, rtl) else "high"


def _wait(model: TableModel) -> str:
    """Why the player cannot act now: another seat's turn (the engine's words)."""
    return model.problem(Draw("pile")) or ""
