"""A round of a record as plain text, for bug reports: ``phase10 replay FILE``.

Every hand at the start of the round, then one line per move with what it
caused (a rebuilt draw pile, a lost turn, going out), then the result and the
revealed seed. Cards are written as tokens (``R7a``: face and copy letter) so a
line names the exact card. The same :func:`move_line` formats a live game's
moves, which is how the tests show the replay matches the game as played.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import assert_never

from ..engine import Action, Discard, Draw, Hit, LayDown, card_token
from ..engine.cards import Card
from ..engine.events import (
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
    first_event,
)
from ..engine.fair_deal import fingerprint
from ..engine.record import Record, round_problem
from ..engine.replay import Step, replay

__all__ = ["move_line", "round_text"]


def cards(cs: Iterable[Card]) -> str:
    return " ".join(card_token(c) for c in cs) or "-"


def move_line(number: int, seat: int, action: Action, events: Sequence[Event], names) -> str:
    """One move: ``12. Ana draws R7a from the draw pile [...]``."""
    who = names[seat]
    if isinstance(action, Draw):
        drew = first_event(events, Drew)
        card = drew.card if drew else None
        where = "the draw pile" if action.source == "pile" else "the discard pile"
        text = f"{who} draws {card_token(card) if card else '?'} from {where}"
    elif isinstance(action, LayDown):
        groups = " + ".join(f"{g.label} ({cards(g.cards)})" for g in action.groups)
        text = f"{who} lays down: {groups}"
    elif isinstance(action, Hit):
        owner = names[action.owner]
        text = f"{who} hits {card_token(action.card)} on {owner}'s group {action.group + 1}"
        if action.end:
            text += f" ({action.end} end)"
    elif isinstance(action, Discard):
        text = f"{who} discards {card_token(action.card)}"
        discarded = first_event(events, Discarded)
        target = discarded.target if discarded else None
        if target is not None:
            text += f" on {names[target]}"
    else:  # pragma: no cover - every action type is listed above
        text = f"{who}: {action!r}"
    notes = [n for e in events if (n := _note(e, names))]
    return f"{number:3d}. {text}" + (f"  [{'; '.join(notes)}]" if notes else "")


def _note(e: Event, names) -> str:
    """What an event adds to its move's line ("" for what the line already says)."""
    match e:
        case Reshuffled():
            return f"the discard pile is shuffled into a new draw pile of {e.cards}"
        case TurnSkipped():
            return f"{names[e.seat]} loses a turn"
        case WentOut():
            return f"{names[e.seat]} goes out"
        case RoundEnded() if e.went_out is None:
            return f"the round ends: {e.ended_by.replace('_', ' ')}"
        case RoundEnded():
            return ""  # WentOut said who ended it
        case TieBreak():
            return "tie-break between " + ", ".join(names[s] for s in e.seats)
        case GameEnded():
            return f"game over: {e.reason}"
        case Drew() | LaidDown() | CardHit() | Discarded() | TookBack():
            return ""  # the move itself, which the line tells
        case RoundStarted() | TurnStarted() | DealCommitted() | SeedRevealed():
            return ""  # the round's header and its closing lines tell these
        case _:
            assert_never(e)


def round_text(record: Record, round_no: int | None = None) -> str:
    """The text of round ``round_no`` (default: the last dealt round) of ``record``."""
    dealt = [r for r in record.rounds if r.dealt]
    if not dealt:
        raise ValueError(
            "no round of this record can be shown yet: a round is shown once it is over"
        )
    if round_no is None:
        round_no = dealt[-1].round_no
    r = record.round(round_no)  # KeyError for a round the record does not have
    if r.withheld and r.cut is not None:
        raise ValueError(
            f"round {round_no} is still being played: its hands are shown once it is over"
        )
    if not r.dealt:
        raise ValueError(f"round {round_no} has not been dealt yet")
    names = record.names
    steps: list[Step] = []
    for step in replay(record):
        if step.round_no > round_no:
            break
        if step.round_no == round_no:
            if step.action is None:
                hands = [list(h) for h in step.game.hands]
                discard = list(step.game.discard_pile)
                draw_count = len(step.game.draw_pile)
            steps.append(step)
    started = first_event(steps[0].events, RoundStarted)
    assert started is not None, "a round's first step deals it"
    lines = [
        f"Round {round_no} of a game of {len(names)} ({', '.join(names)})"
        + (" - practice game" if record.practice else ""),
        f"Dealer: {names[r.dealer]}; first to play: {names[started.first]}",
        f"Commitment: {r.commitment} ({fingerprint(r.commitment or '')})",
        f"Cut: {r.cut!r}",
        "Hands at the start:",
    ]
    for s, hand in enumerate(hands):
        if hand:
            lines.append(f"  {names[s]}: {cards(hand)}")
    lines.append(f"  discard pile: {cards(discard)}; draw pile: {draw_count} cards")
    lines.append("Moves:")
    for n, step in enumerate(steps[1:], 1):
        assert step.action is not None
        lines.append(move_line(n, step.seat, step.action, step.events, names))
    end = first_event((e for s in steps for e in s.events), RoundEnded)
    if end is not None:
        lines.append(
            "Points: "
            + ", ".join(f"{names[s]} {p}" for s, p in enumerate(end.points))
            + "; totals: "
            + ", ".join(f"{names[s]} {t}" for s, t in enumerate(end.totals))
        )
    if r.finished:
        ok = round_problem(r) is None
        lines.append(f"Seed: {r.seed_hex} ({'matches' if ok else 'does NOT match'} the commitment)")
    else:
        lines.append("The round is not over: its seed stays secret.")
    return "\n".join(lines) + "\n"
