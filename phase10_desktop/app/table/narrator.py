"""The narrator: the table's events and state as sentences, in the player's language.

The move log, the screen reader's announcements, the status line's prompt, the
phase line above the slots and the "last turn" line on each name plate all
come from here, so the same event is always told in the same words. The
player at the keyboard is "you" everywhere: "You laid down phase 2", never
their name in one sentence and "you" in the next.

Every template is a whole translated sentence whose names are put in by
:func:`~phase10_desktop.presentation.wording.fill` in one pass, so a player called
"%2" keeps their name.
"""

from __future__ import annotations

from typing import assert_never

from PySide6.QtCore import QCoreApplication, QObject

from ...engine import Card, Hit, LayDown, PlayerView
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
    of_kind,
)
from ...engine.fair_deal import fingerprint
from ...presentation.translatable import TranslationContext
from ...presentation.wording import card_name, fill, group_label, ltr, phase_label, points_text
from .model import SeatMove, TableModel

translate = QCoreApplication.translate


class Narrator(TranslationContext, QObject):
    """The "Narrator" translation context (plural forms need ``Narrator.tr(text, "", n)``)."""


def event_sentence(model: TableModel, e: Event) -> str:
    """One sentence per event of the live game, for the move log and screen readers."""
    if model.view is None:
        return ""
    return told(e, model.view, model.human if model.human is not None else -1)


def told(e: Event, v: PlayerView, you: int, *, reveal: bool = False) -> str:
    """One sentence for event ``e`` as seat ``you`` sees the table ``v`` just after it
    ("" for silent events). Replays and a resumed game's log tell past events with
    the view of their own moment; ``reveal`` (a replay, every hand face up) also
    names the card another player drew from the draw pile."""
    names = v.names
    match e:
        case Drew():
            return _drew_sentence(e, names, you, reveal)
        case LaidDown():
            separator = translate("Narrator", "; ", "between the groups of a laid phase")
            groups = separator.join(group_label(g) for g in e.groups)
            if e.seat == you:
                return fill(translate("Narrator", "You laid down phase %1: %2."), e.phase, groups)
            return fill(
                translate("Narrator", "%1 laid down phase %2: %3."), names[e.seat], e.phase, groups
            )
        case CardHit():
            return _hit_sentence(e, v, you)
        case Discarded():
            return _discard_sentence(e, names, you)
        case TurnSkipped():
            if e.seat == you:
                return translate("Narrator", "You lose this turn to a Skip.")
            return fill(translate("Narrator", "%1 loses a turn to a Skip."), names[e.seat])
        case RoundEnded():
            return round_end_sentence(e, names, you)
        case RoundStarted():
            if e.dealer == you:
                return fill(translate("Narrator", "Round %1: you deal."), e.round_no)
            text = translate("Narrator", "Round %1: %2 deals.")
            return fill(text, e.round_no, names[e.dealer])
        case TieBreak():
            return _tie_break_sentence(e, names, you)
        case DealCommitted():
            return fill(
                translate("Narrator", "Round %1's deck is sealed: fingerprint %2."),
                e.round_no,
                ltr(fingerprint(e.commitment)),
            )
        case SeedRevealed():
            return _seed_sentence(e)
        case TookBack():
            return took_back_sentence(e, names, you)
        case GameEnded():
            if e.winner == you:
                return translate("Narrator", "Game over: you win!")
            return fill(translate("Narrator", "Game over: %1 wins."), names[e.winner])
        case Reshuffled() | TurnStarted() | WentOut():
            # silent: the draw pile shows itself rebuilt, the prompt says whose turn it
            # is, and the round's end says who went out
            return ""
        case _:
            assert_never(e)


def _drew_sentence(e: Drew, names: tuple[str, ...], you: int, reveal: bool) -> str:
    if e.card is None:  # another seat's draw from the draw pile: its card stays hidden
        return fill(translate("Narrator", "%1 drew from the draw pile."), names[e.seat])
    if e.seat == you:
        if e.source == "discard":
            return fill(
                translate("Narrator", "You took the %1 from the discard pile."),
                card_name(e.card),
            )
        return fill(translate("Narrator", "You drew the %1."), card_name(e.card))
    if e.source == "discard":
        return fill(
            translate("Narrator", "%1 took the %2 from the discard pile."),
            names[e.seat],
            card_name(e.card),
        )
    if reveal:
        text = translate("Narrator", "%1 drew the %2 from the draw pile.")
        return fill(text, names[e.seat], card_name(e.card))
    return fill(translate("Narrator", "%1 drew from the draw pile."), names[e.seat])


def _hit_sentence(e: CardHit, v: PlayerView, you: int) -> str:
    names = v.names
    group = group_label(v.laid[e.owner][e.group]) if e.owner < len(v.laid) else ""
    if e.seat == you:
        if e.owner == you:
            text = translate("Narrator", "You hit the %1 on your %2.")
            return fill(text, card_name(e.card), group)
        text = translate("Narrator", "You hit the %1 on %2's %3.")
        return fill(text, card_name(e.card), names[e.owner], group)
    if e.owner == you:
        text = translate("Narrator", "%1 hit the %2 on your %3.")
        return fill(text, names[e.seat], card_name(e.card), group)
    if e.owner == e.seat:
        text = translate("Narrator", "%1 hit the %2 on their own %3.")
        return fill(text, names[e.seat], card_name(e.card), group)
    text = translate("Narrator", "%1 hit the %2 on %3's %4.")
    return fill(text, names[e.seat], card_name(e.card), names[e.owner], group)


def _discard_sentence(e: Discarded, names: tuple[str, ...], you: int) -> str:
    if e.target is not None:
        if e.seat == you:
            return fill(translate("Narrator", "You played a Skip on %1."), names[e.target])
        if e.target == you:
            return fill(translate("Narrator", "%1 played a Skip on you."), names[e.seat])
        text = translate("Narrator", "%1 played a Skip on %2.")
        return fill(text, names[e.seat], names[e.target])
    if e.seat == you:
        return fill(translate("Narrator", "You discarded the %1."), card_name(e.card))
    text = translate("Narrator", "%1 discarded the %2.")
    return fill(text, names[e.seat], card_name(e.card))


def _tie_break_sentence(e: TieBreak, names: tuple[str, ...], you: int) -> str:
    from ...presentation.wording import join_names

    others = join_names([names[s] for s in e.seats if s != you])
    if you in e.seats:
        return fill(
            translate("Narrator", "Tie: you and %1 play a tie-break round with the final phase."),
            others,
        )
    return fill(
        translate("Narrator", "Tie: %1 play a tie-break round with the final phase."),
        others,
    )


def _seed_sentence(e: SeedRevealed) -> str:
    if e.verified:
        text = translate("Narrator", "Round %1's seed is revealed: it matches fingerprint %2 ✓.")
    else:
        text = translate(
            "Narrator", "Round %1's seed is revealed and does NOT match fingerprint %2."
        )
    return fill(text, e.round_no, ltr(fingerprint(e.commitment)))


def took_back_sentence(e: TookBack, names: tuple[str, ...], you: int | None) -> str:
    """An undo, in words: what was taken back, and by whom."""
    a = e.action
    if isinstance(a, LayDown):
        if e.seat == you:
            return translate("Narrator", "You took your phase back into your hand.")
        return fill(translate("Narrator", "%1 took their phase back."), names[e.seat])
    if isinstance(a, Hit):
        if e.seat == you:
            return fill(translate("Narrator", "You took the %1 back."), card_name(a.card))
        return fill(translate("Narrator", "%1 took the %2 back."), names[e.seat], card_name(a.card))
    if e.seat == you:
        return translate("Narrator", "You took your move back.")
    return fill(translate("Narrator", "%1 took a move back."), names[e.seat])


def round_end_sentence(e: RoundEnded, names: tuple[str, ...], you: int) -> str:
    """Why the round ended: someone went out, or nobody could (R3.7, R3.8)."""
    if e.went_out is not None:
        if e.went_out == you:
            return fill(translate("Narrator", "You went out: round %1 is over."), e.round_no)
        return fill(
            translate("Narrator", "%1 went out: round %2 is over."), names[e.went_out], e.round_no
        )
    why = e.ended_by
    if why == "no_hits":
        return fill(
            translate(
                "Narrator",
                "Round %1 is over: everyone has laid down and no card left can hit (R3.8).",
            ),
            e.round_no,
        )
    if why == "rebuilds":
        return fill(
            translate(
                "Narrator",
                "Round %1 is over: the draw pile ran out a fourth time and nobody went out (R3.8).",
            ),
            e.round_no,
        )
    return fill(translate("Narrator", "Round %1 is over: the piles ran out."), e.round_no)


def prompt_text(model: TableModel, turn: int | None = None) -> str:
    """What the status line says when nothing else needs saying: whose turn, what to do.

    ``turn`` is the seat the table shows to move (it waits for the last move to land);
    the view's own turn when not given."""
    v = model.view
    if v is None:
        return ""
    turn = v.turn if turn is None else turn
    if v.stage == "over":
        return translate("Narrator", "The game is over.")
    if v.stage == "deal" or model.finished_round is not None:
        return translate("Narrator", "The round is over.")
    if turn == model.human and v.turn != model.human:
        # your discard is still flying: the stage is already the next seat's, so say
        # who comes next rather than "Your turn: draw a card"
        turn = v.turn
    if model.human is None or turn != model.human:
        return fill(translate("Narrator", "%1 is playing…"), v.names[turn])
    if v.stage == "draw":
        return translate(
            "Narrator",
            "Your turn: draw a card — drag it from a pile to your hand (or press D / T).",
        )
    return translate(
        "Narrator", "Lay down, hit, then end your turn by dropping a card on the discard pile."
    )


def turn_sentence(model: TableModel, turn: int) -> str:
    """The turn change a screen reader hears: "Your turn: draw a card." / "Lucía is playing."

    Short on purpose: it is said at every turn, after the last move has landed."""
    v = model.view
    if v is None:
        return ""
    if model.human is not None and turn == model.human:
        if v.stage == "draw":
            return translate("Narrator", "Your turn: draw a card.")
        return translate("Narrator", "Your turn.")
    return fill(translate("Narrator", "%1 is playing."), v.names[turn])


def phase_line(model: TableModel, missing: int | None) -> str:
    """The line above the slots: the phase to lay and how many cards it still needs."""
    v = model.view
    if v is None or v.stage == "over":
        return ""
    if model.human is None:
        return ""
    ended = model.finished_round
    if ended is not None:
        return round_result_line(ended, model.human)
    if v.turn != model.human:
        # said while it is true: coming, then lost (until the next move is shown)
        move = model.last_move
        if move is not None and any(
            e.seat == model.human for e in of_kind(move.events, TurnSkipped)
        ):
            return translate("Narrator", "⊘ You lose this turn to a Skip (R6.1).")
        if v.pending_skip[model.human]:
            return translate("Narrator", "⊘ You are skipped: you lose your next turn (R6.1).")
    lp = v.laid_phase[model.human]
    if lp is not None:
        return fill(
            translate("Narrator", "Phase %1 is down — hit to get rid of cards, then go out."), lp
        )
    phase = model.lay_phase()
    if phase is None or missing is None:
        return ""
    head = fill(translate("Narrator", "Phase %1 · %2"), model.staging.phase_no, phase_label(phase))
    if missing == 0:
        return fill(translate("Narrator", "%1 — you can lay it down!"), head)
    if missing == 1:
        return fill(translate("Narrator", "%1 — 1 card missing"), head)
    return fill(Narrator.tr("%1 — %n cards missing", "", missing), head)


def round_result_line(e: RoundEnded, you: int) -> str:
    """The line above the slots while a round's end is shown: how the round went for
    you (the next phase is not the round's business yet)."""
    points = points_text(e.points[you]) if you < len(e.points) else ""
    laid = e.laid[you] if you < len(e.laid) else None
    if laid is not None and e.went_out == you:
        text = translate("Narrator", "Round %1 is over: you made phase %2 and went out.")
        return fill(text, e.round_no, laid)
    if laid is not None:
        text = translate("Narrator", "Round %1 is over: you made phase %2 (+%3).")
        return fill(text, e.round_no, laid, points)
    text = translate("Narrator", "Round %1 is over: no phase made this round (+%2).")
    return fill(text, e.round_no, points)


def last_turn_text(model: TableModel, seat: int) -> str:
    """A seat's latest turn in a few words for its name plate: "took Red 7 · discarded Blue 3"."""
    moves = model.last_turn.get(seat, [])
    parts = [_move_words(model, m) for m in moves]
    separator = translate("Narrator", " · ", "between the moves of one turn")
    return separator.join(p for p in parts if p)


def _move_words(model: TableModel, m: SeatMove) -> str:
    v = model.view
    names = v.names if v is not None else ()

    def card(c: tuple[Card, ...]) -> str:
        return card_name(c[0]) if c else ""

    if m.kind == "draw":
        return translate("Narrator", "drew")
    if m.kind == "take":
        return fill(translate("Narrator", "took %1"), card(m.cards))
    if m.kind == "lay_down":
        return translate("Narrator", "laid down")
    if m.kind == "hit":
        return fill(translate("Narrator", "hit %1"), card(m.cards))
    if m.kind == "discard":
        return fill(translate("Narrator", "discarded %1"), card(m.cards))
    if m.kind == "skip" and m.seat is not None and m.seat < len(names):
        if m.seat == model.human:
            return translate("Narrator", "skipped you")
        return fill(translate("Narrator", "skipped %1"), names[m.seat])
    if m.kind == "skipped":
        return translate("Narrator", "lost the turn")
    return ""
