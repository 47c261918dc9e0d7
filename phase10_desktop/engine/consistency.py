"""Is a game state one the rules can reach? The checks behind every loaded save.

Two levels, both raising ``ValueError`` with a sentence saying what is wrong:

* :func:`check_placement` — what every state the engine builds must satisfy,
  including the made-up ones of :meth:`Game.from_deal` (tutorials, puzzles):
  each of the 108 cards in exactly one place (R1.3), fields in range, laid
  groups valid.
* :func:`check_reachable` — what only play from a deal produces, for states
  that come from outside (a save file, a record): hand sizes by stage, the card
  taken from the discard pile, phases against the score sheet, scores against
  the rounds, the winner against the finished phases, and that the player to
  move has a legal move. A save that passes loads into a game that can go on.

A check here states a fact about play, with the rule it follows from; the
order of the checks puts the simple, most telling ones first.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import DECK, DECK_SIZE, Card, card_points
from .dealing import HAND_SIZE, MAX_REBUILDS
from .groups import Group
from .legality import nobody_can_hit
from .rules import RuleSet
from .seats import next_seat
from .state import GameState

#: The most penalty points one hand can hold at a round's end (R7.1): eleven
#: cards (ten dealt and one drawn), all eight Wilds and three Skips.
MAX_ROUND_POINTS = 8 * 25 + 3 * 15


def check_placement(g: GameState) -> None:
    """R1.3: every one of the 108 cards is in exactly one place; the rest is sane."""
    cards = g.all_cards()
    if len(cards) != DECK_SIZE or len(set(cards)) != DECK_SIZE:
        seen: set[Card] = set()
        for c in cards:
            if c in seen:
                raise ValueError(f"the card {c.face} (#{c.id}) is in two places")
            seen.add(c)
        missing = [c.face for c in DECK if c not in seen]
        raise ValueError(
            f"{len(cards)} cards are placed, not {DECK_SIZE}; missing: {' '.join(missing)}"
        )
    last = len(g.rules.phases)
    for s in range(g.players):
        if not 1 <= g.phase_no[s] <= last + 1:
            raise ValueError(f"seat {s} is on phase {g.phase_no[s]}, outside 1 to {last}")
        for p in g.completed[s]:
            if not 1 <= p <= last:
                raise ValueError(f"seat {s} completed phase {p}, outside 1 to {last}")
        lp = g.laid_phase[s]
        if lp is not None and not 1 <= lp <= last:
            raise ValueError(f"seat {s} laid phase {lp}, outside 1 to {last}")
        if bool(g.laid[s]) != (lp is not None):
            raise ValueError(f"seat {s}'s laid groups and laid phase disagree")
        if lp is not None:
            why = laid_problem(g.rules, lp, g.laid[s])
            if why:
                raise ValueError(f"seat {s}'s laid phase is not valid: {why}")
        if g.scores[s] < 0:
            raise ValueError(f"seat {s} has a negative score")
        if s not in g.active and g.hands[s] and g.stage != "deal":
            raise ValueError(f"seat {s} is not playing this round but holds cards")
    if g.turn not in g.active:
        raise ValueError("the seat to move is not playing this round")
    if g.stage not in ("draw", "play", "over", "deal"):
        raise ValueError(f"unknown stage {g.stage!r}")
    if g.drawn_discard is not None and g.stage != "play":
        raise ValueError("a card taken from the discard pile is recorded outside a turn")


def laid_problem(rules: RuleSet, phase: int, groups: Sequence[Group]) -> str | None:
    """Laid groups may have grown by hits, so check each group's own validity only."""
    spec = rules.phases[phase - 1]
    if len(groups) != len(spec.groups):
        return f"phase {phase} has {len(spec.groups)} groups"
    for s, g in zip(spec.groups, groups, strict=True):
        why = g.problem(s, rules.natural_per_group)
        if why:
            return why
    return None


def check_reachable(g: GameState) -> None:
    """Refuse a state that no play from a deal produces (see the module docstring).

    Call after :func:`check_placement`.
    """
    _check_score_sheet(g)
    _check_phases(g)
    _check_seats_in_play(g)
    _check_end_of_game(g)
    if g.stage == "deal":
        _check_between_rounds(g)
    elif g.stage != "over":
        _check_round(g)
        if not g.legal_actions():
            raise ValueError(f"seat {g.turn} is to move but has no legal move")


# ------------------------------------------------------------ the score sheet
def _check_score_sheet(g: GameState) -> None:
    """R7: rounds numbered from 1; scores are the sum of the rounds' points."""
    n = g.players
    for i, r in enumerate(g.history, start=1):
        if r.round_no != i:
            raise ValueError(f"score sheet line {i} is numbered round {r.round_no}")
        if r.tiebreak:
            if any(r.points) or r.went_out is not None or any(p is not None for p in r.laid):
                raise ValueError(f"tie-break round {i} is on the score sheet with a result")
            continue
        if i > 1 and g.history[i - 2].tiebreak:
            raise ValueError(f"round {i} follows a tie-break round but is not one (R8.3)")
        for s in range(n):
            if r.points[s] % 5 or r.points[s] > MAX_ROUND_POINTS:
                raise ValueError(f"seat {s} scored {r.points[s]} in round {i}, which no hand is")
        if r.went_out is not None and (r.points[r.went_out] or r.laid[r.went_out] is None):
            raise ValueError(f"round {i}: the seat that went out must have laid and score 0")
    done = len(g.history)
    over_by_lay = g.stage == "over" and g.tiebreak
    expected = g.round_no - 1 if g.stage != "over" or over_by_lay else g.round_no
    if done != expected:
        raise ValueError(f"round {g.round_no} has {done} rounds on the score sheet")
    for s in range(n):
        total = sum(r.points[s] for r in g.history)
        if g.scores[s] != total:
            raise ValueError(f"seat {s} has {g.scores[s]} points, the score sheet {total}")


# -------------------------------------------------------------------- phases
def _check_phases(g: GameState) -> None:
    """R7.2, R9.2, R9.3: completed phases are the ones laid on the score sheet,
    and each seat's phase follows from them (in order, or any order)."""
    rules = g.rules
    last = len(rules.phases)
    rounds = [r for r in g.history if not r.tiebreak]
    for s in range(g.players):
        laid = [r.laid[s] for r in rounds]
        made = [p for p in laid if p is not None]
        if len(set(made)) != len(made) or set(made) != g.completed[s]:
            raise ValueError(f"seat {s}'s completed phases disagree with the score sheet")
        if rules.order == "in_order":
            expected = [k + 1 for k in range(len(laid))] if rules.all_advance else None
            for k, p in enumerate(laid):
                want = expected[k] if expected else len([q for q in laid[:k] if q]) + 1
                if p is not None and p != want:
                    raise ValueError(f"seat {s} laid phase {p} out of order (R4.1)")
        advanced = len(rounds) if rules.all_advance else len(made)
        if g.phase_no[s] != min(advanced + 1, last + 1):
            raise ValueError(
                f"seat {s} is on phase {g.phase_no[s]} after completing {sorted(made)}"
            )
        lp = g.laid_phase[s]
        if lp is None or g.stage in ("over", "deal"):  # the last round's: see its score line
            continue
        if g.tiebreak:
            if lp != last:
                raise ValueError(f"seat {s} laid phase {lp} in a tie-break round (R8.3)")
        elif rules.order == "in_order" and lp != g.phase_no[s]:
            raise ValueError(f"seat {s} laid phase {lp} while on phase {g.phase_no[s]} (R4.1)")
        elif lp in g.completed[s]:
            raise ValueError(f"seat {s} laid phase {lp} again (R9.2)")


# ---------------------------------------------------------- who plays, who won
def _check_seats_in_play(g: GameState) -> None:
    """R8.3: every seat plays, except in a tie-break, which only the tied play."""
    finished = g.finished_seats(len([r for r in g.history if not r.tiebreak]))
    if not g.tiebreak:
        if g.active != tuple(range(g.players)):
            raise ValueError("some seats sit out a round that is not a tie-break")
        if g.stage != "over" and finished:
            raise ValueError(f"seats {finished} have finished, yet the game goes on (R8.1)")
        return
    best = min((g.scores[s] for s in finished), default=None)
    tied = tuple(s for s in finished if g.scores[s] == best)
    if len(tied) < 2 or g.active != tied:
        raise ValueError("a tie-break round is played by the tied finishers only (R8.3)")
    if g.stage == "deal":
        return  # the last round's cards still lie where they were
    for s in range(g.players):
        if s not in g.active and (g.laid[s] or g.pending_skip[s]):
            raise ValueError(f"seat {s} sits out the tie-break but has cards or a skip in play")


def _check_end_of_game(g: GameState) -> None:
    """R8: a finished game was won the way R8.2 or R8.3 says; its last round is scored."""
    if g.stage != "over":
        return
    w = g.winner
    assert w is not None  # the loader ties winner to the stage
    if g.tiebreak:
        others = [s for s in g.active if s != w and g.laid_phase[s] is not None]
        if w not in g.active or g.laid_phase[w] != len(g.rules.phases) or others:
            raise ValueError("a tie-break is won by laying the final phase first (R8.3)")
        return
    finished = g.finished_seats()
    best = min((g.scores[s] for s in finished), default=None)
    if [s for s in finished if g.scores[s] == best] != [w]:
        raise ValueError(f"seat {w} did not win: seats {finished} finished (R8.2)")
    _check_last_round_cards(g)


def _check_last_round_cards(g: GameState) -> None:
    """R7.1: after a round, its cards lie as it ended: the phases laid, the hands
    left (which its score line counts) and as many cards as the deal gave out."""
    r = g.history[-1]
    if r.laid != tuple(g.laid_phase):
        raise ValueError("the last round's phases disagree with the score sheet")
    for s in range(g.players):
        held = 0 if s == r.went_out or r.tiebreak else card_points(g.hands[s])
        if r.points[s] != held or (s == r.went_out and g.hands[s]):
            raise ValueError(f"seat {s}'s last hand does not match its points (R7.1)")
    seats = g.active if r.tiebreak else range(g.players)
    in_play = sum(len(g.hands[s]) + sum(len(grp.cards) for grp in g.laid[s]) for s in seats)
    if in_play - HAND_SIZE * len(seats) not in (0, 1):  # one more if it ended mid-turn
        raise ValueError(f"the last round ended with {in_play} cards in hands and groups (R2.2)")


def _check_between_rounds(g: GameState) -> None:
    """The "deal" stage: before the first deal every card is gathered in the draw
    pile; after a round its cards lie as it ended until the next deal."""
    if g.drawn_discard is not None or g.laid_this_turn:
        raise ValueError("turn facts are recorded between rounds")
    if g.turn != next_seat(g, g.dealer):
        raise ValueError("the first to play is not the seat left of the dealer (R2.5)")
    if g.history:
        _check_last_round_cards(g)
    elif len(g.draw_pile) != DECK_SIZE or g.reshuffles or any(g.picked_up) or any(g.discarded):
        raise ValueError("before the first deal every card is in the gathered deck (R2.2)")
    elif any(g.pending_skip):
        raise ValueError("a skip is waiting before the first card was dealt (R3.1)")


# --------------------------------------------------------- the round in play
def _check_round(g: GameState) -> None:
    """R2, R3: the hands, piles and turn facts of a round in progress."""
    mover, playing = g.turn, g.stage == "play"
    in_groups = sum(len(grp.cards) for s in g.active for grp in g.laid[s])
    held = [len(g.hands[s]) for s in g.active]
    drawn = HAND_SIZE * len(g.active) + playing
    for s in g.active:
        extra = s == mover and playing
        size, lp = len(g.hands[s]), g.laid_phase[s]
        if lp is None and size != HAND_SIZE + extra:
            raise ValueError(f"seat {s} has not laid down yet holds {size} cards (R2.2, R3.2)")
        if (
            lp is not None
            and not 1 <= size <= HAND_SIZE + extra - g.rules.phases[lp - 1].card_count
        ):
            raise ValueError(f"seat {s} holds {size} cards after laying phase {lp} (R3.5, R4.4)")
        turns = len(g.discarded[s])  # every finished turn ends with a discard (R3.5)
        if len(g.picked_up[s]) > turns + extra:
            raise ValueError(f"seat {s} took more discards than it had turns (R3.2)")
    if sum(held) + in_groups != drawn:
        raise ValueError(
            f"the hands hold {sum(held)} cards and the groups {in_groups}; "
            f"ten dealt to each seat{' and one drawn' if playing else ''} make {drawn} (R2.2)"
        )
    if g.pending_skip[mover]:
        raise ValueError("the seat to move still has a skip waiting (R3.1)")
    before = next((s for s in g.active if s != mover and next_seat(g, s) == mover), mover)
    if before != mover and g.pending_skip[before]:
        # every discard since that seat's turn started the next turn at once, and a
        # seat never skips itself: no play leaves a skip waiting for it (R3.1)
        raise ValueError(f"seat {before}, which played just before the mover, has a skip waiting")
    if g.laid_this_turn and (not playing or g.laid_phase[mover] is None):
        raise ValueError("a lay-down is recorded for this turn, but none was made (R3.3)")
    _check_taken_discard(g)
    if g.reshuffles > MAX_REBUILDS:
        raise ValueError(f"the draw pile was rebuilt {g.reshuffles} times (R3.8)")
    if g.reshuffles == 0:
        _check_first_discards(g)
    if not playing and not g.discard_pile:
        raise ValueError("the discard pile is empty at the start of a turn (R2.3, R3.5)")
    if not playing and nobody_can_hit(g.active, g.laid, g.laid_phase, g.loose_cards()):
        raise ValueError("nobody can hit any more, so the round should have ended (R3.8)")


def _check_first_discards(g: GameState) -> None:
    """R2.3, R2.4: before any rebuild the discard pile is the cards turned up at the
    deal and what was thrown since, less what was taken: one card, or (first Skip
    covered) the Skips turned up, still at the bottom since nobody may take a Skip
    (R3.2), then the card that covered them."""
    thrown = sum(len(d) for d in g.discarded) - sum(len(p) for p in g.picked_up)
    turned_up = len(g.discard_pile) - thrown
    covered = turned_up - 1
    if g.rules.first_skip == "cover":
        skips = sum(c.is_skip for c in DECK)
        fits = 0 <= covered <= skips and all(c.is_skip for c in g.discard_pile[:covered])
    else:
        fits = covered == 0
    if not fits:
        raise ValueError(
            "the discard pile does not hold the cards turned up at the deal and the "
            "discards since (R2.3, R2.4)"
        )


def _check_taken_discard(g: GameState) -> None:
    """R3.5: the card taken from the discard pile this turn is the mover's: in the
    hand, or laid or hit from it this turn; and it is the mover's latest pick-up."""
    card = g.drawn_discard
    if card is None:
        return
    mover = g.turn
    picked = g.picked_up[mover]
    if not picked or picked[-1] is not card:
        raise ValueError("the card taken from the discard pile is not the mover's last pick-up")
    on_table = any(card in grp.cards for s in g.active for grp in g.laid[s])
    if card not in g.hands[mover] and not on_table:
        raise ValueError("the card taken from the discard pile is not in the mover's hand (R3.5)")
