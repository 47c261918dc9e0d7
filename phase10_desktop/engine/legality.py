"""Which moves are legal, and why a move is not: the single source of truth.

The same functions serve :class:`~phase10_desktop.engine.game.Game` (to validate
``apply`` and list ``legal_actions``) and
:class:`~phase10_desktop.engine.view.PlayerView` (so bots and the table ask the
engine instead of re-implementing a rule). They read a :class:`TurnContext`: the
few facts about the seat to move that legality depends on, none of them hidden.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .actions import Action, Discard, Draw, Hit, LayDown, malformed
from .cards import Card
from .groups import Group, match_groups
from .reasons import Reason as R
from .rules import RuleSet
from .seats import open_phase_numbers
from .solver import find_phase
from .values import value_class

Stage = str  # "draw" | "play" | "over" | "deal" (between rounds: nobody may move)


@value_class(slots=True)
class TurnContext:
    """What the rules need to know of one seat's turn to judge a move (R3-R6)."""

    rules: RuleSet
    seat: int
    stage: Stage
    hand: tuple[Card, ...]
    laid: tuple[tuple[Group, ...], ...]
    laid_phase: tuple[int | None, ...]
    laid_this_turn: bool
    drawn_discard: Card | None
    discard_top: Card | None
    draw_count: int
    discard_count: int
    pending_skip: tuple[bool, ...]
    active: tuple[int, ...]
    phase_no: int
    completed: frozenset[int]
    tiebreak: bool
    names: tuple[str, ...]


def eligible_phases(ctx: TurnContext) -> list[int]:
    """The phase numbers this seat may lay now (R4.9 one per round, R9.2 order)."""
    return open_phase_numbers(
        ctx.rules,
        laid=ctx.laid_phase[ctx.seat] is not None,
        tiebreak=ctx.tiebreak,
        phase_no=ctx.phase_no,
        completed=ctx.completed,
    )


def skip_targets(ctx: TurnContext) -> list[int]:
    """Seats a Skip may be played on (R6.1, R6.2)."""
    return [s for s in ctx.active if s != ctx.seat and not ctx.pending_skip[s]]


def may_discard(rules: RuleSet, card: Card, drawn_discard: Card | None) -> bool:
    """R3.5: the card taken from the discard pile this turn (``drawn_discard``)
    may not go straight back, unless the rules allow it. Public so that players
    weighing a take that has not happened yet ask the engine, not a copy."""
    return rules.may_discard_drawn_discard or card is not drawn_discard


def _can_discard(ctx: TurnContext, card: Card) -> bool:
    return may_discard(ctx.rules, card, ctx.drawn_discard)


def _leaves_discard(ctx: TurnContext, remaining: Sequence[Card]) -> bool:
    """R3.5: after a lay-down or hit, a legal discard must remain."""
    return any(_can_discard(ctx, c) for c in remaining)


def nobody_can_hit(
    active: Sequence[int],
    laid: Sequence[Sequence[Group]],
    laid_phase: Sequence[int | None],
    loose: Sequence[Card],
) -> bool:
    """R3.8(a): every playing seat has laid its phase and no card outside the laid
    groups (hands, draw pile, discard pile) fits any laid group, so nobody can
    ever hit again, nor go out. Cheap when someone has not laid (the usual case)."""
    if any(laid_phase[s] is None for s in active):
        return False
    groups = [g for s in active for g in laid[s]]
    wild = next((c for c in loose if c.is_wild), None)
    if wild is not None and any(g.accepts(wild) for g in groups):
        return False
    faces = {c.face: c for c in loose if not c.is_wild and not c.is_skip}
    return not any(g.accepts(c) for c in faces.values() for g in groups)


def legal_actions(ctx: TurnContext) -> list[Action]:
    """Every legal move for the seat to move.

    Draws, hits and discards are listed exhaustively. Lay-downs are listed as one
    arrangement per phase that can be laid (the one :func:`find_phase` gives, using
    the fewest Wilds); :meth:`Game.apply` also accepts any other valid arrangement,
    including extra fitting cards (R4.5).
    """
    if ctx.stage in ("over", "deal"):
        return []
    if ctx.stage == "draw":
        out: list[Action] = []
        if ctx.draw_count or ctx.discard_count > 1:
            out.append(Draw("pile"))
        top = ctx.discard_top
        if top is not None and not top.is_skip:
            out.append(Draw("discard"))
        return out
    hand = ctx.hand
    out = []
    for phase in eligible_phases(ctx):
        groups = lay_down_for(ctx, phase)
        if groups is not None:
            out.append(LayDown(tuple(groups), phase))
    if ctx.laid_phase[ctx.seat] is not None:
        owners = (ctx.seat,) if ctx.laid_this_turn else ctx.active
        for card in hand:
            if len(hand) == 1 and not ctx.rules.may_go_out_by_hitting:
                break
            if len(hand) > 1 and not _leaves_discard(ctx, [c for c in hand if c is not card]):
                continue
            for owner in owners:
                for gi, group in enumerate(ctx.laid[owner]):
                    for end, _ in group.hit_options(card):
                        out.append(Hit(card, owner, gi, end))
    targets: list[int] | None = None
    for card in hand:
        if not _can_discard(ctx, card):
            continue
        if card.is_skip and len(hand) > 1:
            if targets is None:
                targets = skip_targets(ctx)
            if targets:
                out.extend(Discard(card, t) for t in targets)
                continue
        out.append(Discard(card))
    return out


def lay_down_for(ctx: TurnContext, phase: int) -> list[Group] | None:
    """Groups that lay ``phase`` from the hand and still leave a legal discard (R3.5)."""
    groups = find_phase(phase, ctx.hand, ctx.rules)
    if groups is None:
        return None
    used = {c for g in groups for c in g.cards}
    if _leaves_discard(ctx, [c for c in ctx.hand if c not in used]):
        return groups
    # The cheapest arrangement uses the one card that could be discarded: try
    # keeping each possible discard out of the phase instead.
    for keep in ctx.hand:
        if _can_discard(ctx, keep):
            alt = find_phase(phase, [c for c in ctx.hand if c is not keep], ctx.rules)
            if alt is not None:
                return alt
    return None


def _name(ctx: TurnContext, seat: int) -> str:
    return ctx.names[seat] if 0 <= seat < len(ctx.names) else f"seat {seat}"


class Turn(Protocol):
    """Whose turn it is, as a :class:`~.game.Game` and a :class:`~.view.PlayerView` tell it."""

    @property
    def turn(self) -> int: ...
    @property
    def stage(self) -> Stage: ...
    @property
    def names(self) -> Sequence[str]: ...


def stage_problem(stage: Stage) -> str | None:
    """Why nobody may move at this stage (the game is over, or the round waits for its
    deal), or None."""
    if stage == "over":
        return R("The game is over: start a new game to play again (R8.1).")
    if stage == "deal":
        return R("The next round has not been dealt yet: cut the deck or deal first (R2.2).")
    return None


def turn_problem(table: Turn, seat: int) -> str | None:
    """Why ``seat`` may not move now because another seat is to move (R3), or None: the
    one turn check, for a seat's own view and for the game's host alike."""
    if table.turn != seat and table.stage != "over":
        return R("It is {name}'s turn, not yours (R3).", name=table.names[table.turn])
    return None


def problem(ctx: TurnContext, action: Action) -> str | None:
    """Why ``action`` is illegal now, in a sentence naming the rule; None if legal.

    A malformed action (wrong type of object or of any field) is refused first,
    so the checks below can rely on the fields' types.
    """
    bad = malformed(action)
    if bad is not None:
        return bad
    why = stage_problem(ctx.stage)
    if why is not None:
        return why
    if isinstance(action, Draw):
        return _draw_problem(ctx, action)
    if ctx.stage == "draw":
        return R(
            "Draw a card first: take the top card of the draw pile or of the discard pile (R3.2)."
        )
    if isinstance(action, LayDown):
        return _lay_down_problem(ctx, action)
    if isinstance(action, Hit):
        return _hit_problem(ctx, action)
    if isinstance(action, Discard):
        return _discard_problem(ctx, action)
    raise AssertionError(f"malformed() lets through {type(action).__name__}")


def _draw_problem(ctx: TurnContext, action: Draw) -> str | None:
    if ctx.stage != "draw":
        return R("You have already drawn this turn: play your cards, then discard one (R3.2).")
    if action.source == "pile":
        if not ctx.draw_count and ctx.discard_count <= 1:
            return R("The draw pile is empty and there is nothing to reshuffle (R3.7).")
        return None
    top = ctx.discard_top
    if top is None:
        return R("The discard pile is empty: draw from the draw pile (R3.2).")
    if top.is_skip:
        return R("A Skip can never be taken from the discard pile: draw from the draw pile (R3.2).")
    return None


def _missing_from_hand(ctx: TurnContext, cards: Sequence[Card]) -> str | None:
    hand = set(ctx.hand)
    for c in cards:
        if c not in hand:
            return R("The {card} is not in your hand: you play only your own cards (R3).", card=c)
    return None


def _lay_down_problem(ctx: TurnContext, action: LayDown) -> str | None:
    if ctx.laid_phase[ctx.seat] is not None:
        return R("You have already laid down a phase this round; only one phase per round (R4.9).")
    eligible = eligible_phases(ctx)
    phase = action.phase
    if phase is None:
        phase = _phase_laid_by(ctx, eligible, action.groups)
        if phase is None:
            done = [p for p in sorted(ctx.completed) if _lays(ctx.rules, p, action.groups)]
            if done and ctx.rules.order == "any" and not ctx.tiebreak:
                return _already_completed(done[0])
            return R("Say which phase you are laying down: several phases are open to you (R9.2).")
    last = len(ctx.rules.phases)
    if not 1 <= phase <= last:
        return R(
            "There is no phase {phase}: this game has phases 1 to {last} (R9.1).",
            phase=phase,
            last=last,
        )
    if phase not in eligible:
        if ctx.tiebreak:
            return R(
                "The tie-break round is played with the final phase, phase {last} (R8.3).",
                last=last,
            )
        if ctx.rules.order == "any":
            return _already_completed(phase)
        return R(
            "You are on phase {current}; phases are made in order (R4.1).", current=ctx.phase_no
        )
    cards = action.cards
    missing = _missing_from_hand(ctx, cards)
    if missing:
        return missing
    spec = ctx.rules.phases[phase - 1]
    why = match_groups(spec.groups, action.groups, ctx.rules.natural_per_group)[1]
    if why:
        return R("That is not phase {number} ({phase}): {why}.", number=phase, phase=spec, why=why)
    used = set(cards)
    remaining = [c for c in ctx.hand if c not in used]
    if not _leaves_discard(ctx, remaining):
        if not remaining:
            return R("Keep a card to discard: a turn ends with a discard (R3.5).")
        return _keep_a_discard(ctx)
    return None


def _already_completed(phase: int) -> str:
    return R("You have already completed phase {phase}; choose another (R9.2).", phase=phase)


def _lays(rules: RuleSet, phase: int, groups: Sequence[Group]) -> bool:
    """Do ``groups`` make ``phase``, in whatever order they come (R4.1, R4.2)?"""
    spec = rules.phases[phase - 1]
    return match_groups(spec.groups, groups, rules.natural_per_group)[0] is not None


def _phase_laid_by(ctx: TurnContext, eligible: list[int], groups: Sequence[Group]) -> int | None:
    """The phase a lay-down that names none means: the only open one, else the only
    open one the groups make, else the only one they have the shape of (so its
    flaw can be explained); None when that is not one phase (R9.2)."""
    if len(eligible) == 1:
        return eligible[0]
    made = [p for p in eligible if _lays(ctx.rules, p, groups)]
    if len(made) == 1:
        return made[0]
    if made:
        return None
    shaped = [p for p in eligible if _shape_matches(ctx.rules, p, groups)]
    return shaped[0] if len(shaped) == 1 else None


def _keep_a_discard(ctx: TurnContext) -> str:
    if ctx.drawn_discard is None:
        return R("Keep a card to discard: a turn ends with a discard (R3.5).")
    return R(
        "Keep a card to discard: the {card} you took from the discard pile "
        "may not be discarded this turn (R3.5).",
        card=ctx.drawn_discard,
    )


def _shape_matches(rules: RuleSet, phase: int, groups: Sequence[Group]) -> bool:
    """Could ``groups`` be meant as ``phase``: the same kinds, each big enough, in any order?"""
    specs = rules.phases[phase - 1].groups
    if len(specs) != len(groups):
        return False
    for kind in {s.kind for s in specs} | {g.kind for g in groups}:
        wanted = sorted((s.size for s in specs if s.kind == kind), reverse=True)
        given = sorted((len(g.cards) for g in groups if g.kind == kind), reverse=True)
        if len(wanted) != len(given) or any(n < w for n, w in zip(given, wanted, strict=True)):
            return False
    return True


def _hit_problem(ctx: TurnContext, action: Hit) -> str | None:
    if ctx.laid_phase[ctx.seat] is None:
        return R("You can hit only after laying down your own phase (R5.1).")
    if action.owner not in ctx.active or not 0 <= action.group < len(ctx.laid[action.owner]):
        return R("There is no such group on the table to hit (R5.3).")
    if ctx.laid_this_turn and action.owner != ctx.seat:
        return R(
            "On the turn you lay down your phase you may hit only your own groups; "
            "from your next turn on, any group (R5.2)."
        )
    missing = _missing_from_hand(ctx, [action.card])
    if missing:
        return missing
    group = ctx.laid[action.owner][action.group]
    options = group.hit_options(action.card)
    if not options:
        return R(
            "The {card} does not fit {group} (R5.3).",
            card=action.card,
            group=group.describe_for(action.card),
        )
    if action.end is not None and group.kind != "run":
        return R("Only a run has ends to choose from (R5.3).")
    if action.end is None and len(options) > 1:
        return R(
            "The {card} fits both ends of {group}: choose the low or high end (R5.3).",
            card=action.card,
            group=group,
        )
    if action.end is not None and all(end != action.end for end, _ in options):
        return R(
            "The {card} does not fit the {end} end of {group} (R5.3).",
            card=action.card,
            end=action.end,
            group=group,
        )
    remaining = [c for c in ctx.hand if c is not action.card]
    if not remaining:
        if ctx.rules.may_go_out_by_hitting:
            return None
        return R("Your last card must be discarded, not hit: a round ends with a discard (R3.6).")
    if not _leaves_discard(ctx, remaining):
        return _keep_a_discard(ctx)
    return None


def _discard_problem(ctx: TurnContext, action: Discard) -> str | None:
    missing = _missing_from_hand(ctx, [action.card])
    if missing:
        return missing
    if not _can_discard(ctx, action.card):
        return R(
            "You took the {card} from the discard pile this turn, so you may not "
            "discard it again now; discard another card (R3.5).",
            card=action.card,
        )
    if not action.card.is_skip:
        if action.target is not None:
            return R(
                "Only a Skip is played on another player; discard this card on the pile (R6.1)."
            )
        return None
    if len(ctx.hand) == 1:
        return None  # R6.4: going out with a Skip, which then has no effect
    targets = skip_targets(ctx)
    if action.target is None:
        if len(targets) > 1:
            return R("Choose whom to skip: drop the Skip on a player (R6.1).")
        return None
    t = action.target
    if t == ctx.seat:
        return R("You cannot skip yourself; choose another player (R6.1).")
    if t not in ctx.active:
        return R(
            "{name} is not playing this round; choose another player (R6.1).", name=_name(ctx, t)
        )
    if ctx.pending_skip[t]:
        return R(
            "{name} already has a skip waiting; a player can have only one (R6.2).",
            name=_name(ctx, t),
        )
    return None


def resolve_skip_target(ctx: TurnContext, action: Discard) -> int | None:
    """The seat a legal discard actually skips (None: no effect, R6.2/R6.4)."""
    if not action.card.is_skip or len(ctx.hand) == 1:
        return None
    if action.target is not None:
        return action.target
    targets = skip_targets(ctx)
    return targets[0] if len(targets) == 1 else None


def resolve_lay_down(ctx: TurnContext, action: LayDown) -> tuple[int, tuple[Group, ...]]:
    """The phase a legal :class:`LayDown` lays (for ``phase=None``) and its groups in
    the order of that phase's groups, however the player listed them."""
    phase = action.phase
    if phase is None:
        phase = _phase_laid_by(ctx, eligible_phases(ctx), action.groups)
        assert phase is not None, "resolve_lay_down needs a legal lay-down"
    spec = ctx.rules.phases[phase - 1]
    ordered = match_groups(spec.groups, action.groups, ctx.rules.natural_per_group)[0]
    assert ordered is not None, "resolve_lay_down needs a legal lay-down"
    return phase, ordered


def carry_problem(stage: str, source: str, count: int, target: str) -> str | None:
    """Why cards taken from ``source`` ("pile", "discard" or "hand"), ``count`` at a
    time, can never go to a ``target`` kind of place ("hand", "slot", "group",
    "discard", "seat") now, whatever the cards; None when the move itself decides.

    The table asks this before asking about a move, so that a drop that could never
    be one says which rule it breaks instead of doing nothing.
    """
    if source in ("pile", "discard"):
        if target == "hand":
            return None
        return R("Draw by taking the card into your hand first (R3.2).")
    if target == "hand":
        return None
    if stage == "draw":
        return R(
            "Draw a card first: take the top card of the draw pile or of the discard pile (R3.2)."
        )
    if count > 1 and target in ("discard", "seat"):
        return R("A turn ends by discarding one card, not several (R3.5).")
    if count > 1 and target == "group":
        return R("Hit one card at a time (R5.4).")
    return None


def unready_phase_problem(laid: bool) -> str:
    """Why the player's lay-down slots do not make a phase to lay yet."""
    if laid:
        return R("Your phase is already down this round; only one phase per round (R4.9).")
    return R("Fill every slot with cards that make its group: a phase is laid all at once (R4.4).")


def selection_problem(for_slot: bool) -> str:
    """Why a click or key that uses the selected cards did nothing: none was selected
    (a slot takes any number), or not exactly one (a card is played alone)."""
    if for_slot:
        return R("Select cards in your hand first, then choose a slot (R4.4).")
    return R("Select exactly one card first: cards are played one at a time (R3.5).")


def buried_card_problem() -> str:
    """Why a card under a pile's top cannot be drawn."""
    return R("Only the top card of a pile may be drawn (R3.2).")


def laid_card_problem() -> str:
    """Why a card on the table (laid, or in another hand) cannot be picked up."""
    return R("Cards on the table stay where they are laid; you play only your own cards (R4.8).")
