"""Replaying a record: every deal and move again, for replays, verify, resume and undo.

A record (:mod:`.record`) holds inputs only: seeds, cuts and actions. Feeding
them to a fresh :class:`~.game.Game` deals the same cards and plays the same
moves, because the engine is deterministic; what the replay gives back (the
events of each step and the game after it) is therefore exactly what the live
game showed. This one path serves

* the Replay window and ``phase10 replay`` (:func:`replay`),
* ``phase10 verify`` (:func:`verify`: commitments, decks, legality, digests,
  and for a save that the record leads to the saved state),
* the table's move log on resume (the events of every step),
* undo (:func:`game_at`, :func:`undo_points`): a game is rebuilt by replaying
  its record minus the undone actions.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .actions import Action, Draw
from .events import Event
from .fair_deal import derive_round_seed
from .game import Game
from .reasons import IllegalMove
from .record import Record, round_problem
from .values import value_class


class ReplayError(Exception):
    """The record cannot be replayed past ``round_no``; ``reason`` says why."""

    def __init__(self, round_no: int, reason: str) -> None:
        super().__init__(f"round {round_no}: {reason}")
        self.round_no = round_no
        self.reason = reason


@value_class
class Step:
    """One step of a replay: the deal of a round (``action`` None) or one move.

    ``position`` is how many actions of the whole game were applied after this
    step; ``seat`` is who moved (the dealer for a deal); ``game`` is the replay's
    one Game, advanced past this step (copy it to keep a snapshot).
    """

    round_no: int
    position: int
    seat: int
    action: Action | None
    events: tuple[Event, ...]
    game: Game


def start(record: Record) -> Game:
    """A new game that will deal the record's rounds again (waiting for round 1's deal)."""
    g = Game.new(
        record.players,
        seed=record.game_seed,
        rules=record.rules,
        names=record.names,
        dealer=record.first_dealer,
        deal=False,
        plan=record.plan(),
    )
    assert g.record is not None
    g.record.seeded = record.seeded
    g.record.practice = record.practice
    g.record.levels = record.levels
    return g


def replay(record: Record, upto: int | None = None) -> Iterator[Step]:
    """Deal and play the record again, yielding each step; stop after ``upto``
    actions (and the deal that follows them, if the record has it).

    Raises :class:`ReplayError` when a round's deal or a move cannot be replayed.
    When the replay ends, the game deals on as the recorded one did.
    """
    g = start(record)
    assert g.record is not None
    position = 0
    # round 1's commitment was announced by Game.new, before any step
    opening: list[Event] = g.opening_events()
    try:
        for r in record.rounds:
            if g.game_over:
                raise ReplayError(r.round_no, "the game was already over before this round")
            if g.stage != "deal" or g.round_no != r.round_no:
                raise ReplayError(r.round_no, "the moves before it do not end the round before")
            if g.dealer != r.dealer:
                raise ReplayError(r.round_no, f"the dealer is seat {g.dealer}, not {r.dealer}")
            if not r.dealt:
                return
            events = opening + g.deal(r.cut or "")
            opening = []
            yield Step(r.round_no, position, g.dealer, None, tuple(events), g)
            for k, action in enumerate(r.actions):
                if upto is not None and position >= upto:
                    return
                seat = g.turn
                try:
                    events = g.apply(action)
                except IllegalMove as e:
                    raise ReplayError(
                        r.round_no, f"move {k + 1} ({action.describe()}) is not legal: {e.reason}"
                    ) from None
                position += 1
                yield Step(r.round_no, position, seat, action, tuple(events), g)
    finally:
        g.record.auto_deal = record.auto_deal


def final_game(record: Record, upto: int | None = None) -> Game:
    """The game after replaying the record (up to ``upto`` actions)."""
    g: Game | None = None
    for step in replay(record, upto):
        g = step.game
    if g is None:  # round 1 still waits for its deal
        g = start(record)
        assert g.record is not None
        g.record.auto_deal = record.auto_deal
    return g


def game_at(record: Record, position: int) -> Game:
    """The game after the first ``position`` actions of ``record``, ready to play on.

    Rounds the rebuilt game has not reached go back to its plan with their
    seeds and cuts, so playing on deals them exactly as before (a practice game
    retries the same deals). Undo is this with an earlier position.
    """
    if not 0 <= position <= record.action_count:
        raise ValueError(f"position {position} is outside 0..{record.action_count}")
    g = final_game(record, position)
    assert g.record is not None
    reached = len(g.record.rounds)
    # rounds dealt before go back to the plan; one still waiting for its deal is sealed
    # afresh when it comes (its seed never had a cut mixed in)
    later = [(r.seed, r.cut) for r in record.rounds[reached:] if r.dealt and r.seed is not None]
    g.record.planned = later + list(record.planned)
    return g


@value_class
class Problem:
    """Something in a record that does not hold; ``round_no`` 0 means the whole file."""

    round_no: int
    text: str

    def __str__(self) -> str:
        return f"round {self.round_no}: {self.text}" if self.round_no else self.text


def verify(record: Record, saved: Game | None = None) -> list[Problem]:
    """Check a record: each revealed seed against its commitment, each deck against
    its seed and cut, the seeds of a numbered game against its deal number, each
    move's legality, each finished round's digest, and (for a save) that the record
    leads to the saved game. Empty means it all holds."""
    problems = [Problem(r.round_no, why) for r in record.rounds if (why := round_problem(r))]
    if problems:
        return problems[:1]
    if record.seeded:
        for r in record.rounds:
            if r.seed is not None and r.seed != derive_round_seed(record.game_seed, r.round_no):
                return [
                    Problem(
                        r.round_no,
                        f"the record says its seeds come from deal number {record.game_seed}, "
                        "but this round's seed is not the one that number gives",
                    )
                ]
    game: Game | None = None
    try:
        for step in replay(record):
            game = step.game
    except ReplayError as e:
        return [Problem(e.round_no, e.reason)]
    if game is None:
        game = start(record)
    assert game.record is not None
    replayed = game.record.rounds
    for r, mine in zip(record.rounds, replayed, strict=False):
        if r.seats != mine.seats:
            pairs = zip(r.seats, mine.seats, strict=False)
            k = next((i for i, (a, b) in enumerate(pairs) if a != b), 0)
            who = record.names
            return [
                Problem(
                    r.round_no,
                    f"the record says {who[r.seats[k]]} made move {k + 1}, but it was "
                    f"{who[mine.seats[k]]}'s turn",
                )
            ]
        if r.digest != mine.digest:
            if mine.digest is None:
                why = "the record says the round ended, but its moves do not end it"
            elif r.digest is None:
                why = "its moves end the round, but the record says it goes on"
            else:
                why = "a move, card or result was changed after the round was played"
            return [Problem(r.round_no, why + " (its digest does not match)")]
    last = record.rounds[-1]
    if last.finished and not game.game_over:
        # a finished round is always followed by the next round's entry (its commitment
        # is fixed as the round ends), unless the game ended
        return [Problem(last.round_no, "the record ends here, but its moves do not end the game")]
    if saved is not None:
        mine_state, theirs = game.facts(), saved.facts()
        diff = sorted(k for k in mine_state if mine_state[k] != theirs[k])
        if diff:
            return [
                Problem(
                    saved.round_no,
                    "the saved game is not where its record leads (" + ", ".join(diff) + " differ)",
                )
            ]
    return []


def undo_points(game: Game, seat: int, practice: bool = False) -> list[int]:
    """Positions (action counts, see :func:`game_at`) ``seat`` may go back to, oldest first.

    In a normal game: only within ``seat``'s turn, after its draw, back from each
    lay-down or hit (they reveal no hidden card); a draw and anything before it
    stay. In a practice game: also the moment before each earlier action of
    ``seat``, in any round. Empty when nothing can be undone.
    """
    rec = game.record
    if rec is None or not rec.rounds:
        return []
    total = rec.action_count
    points: list[int] = []
    if practice:
        base = 0
        for r in rec.rounds:
            points += [base + i for i, s in enumerate(r.seats) if s == seat]
            base += len(r.actions)
    elif game.turn == seat and game.stage == "play":
        actions = rec.rounds[-1].actions
        drew = max((i for i, a in enumerate(actions) if isinstance(a, Draw)), default=len(actions))
        base = total - len(actions)
        points = list(range(base + drew + 1, total))
    return [p for p in points if p < total]


def undo(game: Game, seat: int, practice: bool = False) -> Game | None:
    """The game as it was at ``seat``'s latest undo point, or None if there is none."""
    points = undo_points(game, seat, practice)
    if not points or game.record is None:
        return None
    return game_at(game.record, points[-1])


def challenge(record: Record, names: Sequence[str] | None = None, *, deal: bool = True) -> Game:
    """A new game dealing a record's rounds again: "challenge the same deal".

    Same rules, number of players and first dealer; every round the record dealt
    is dealt from its seed and cut again (the cut is fixed: ``Game.cut_fixed``),
    whatever is played, and rounds beyond the record draw fresh secret seeds.
    The commitments are the friend's, so they prove nothing new: the point is
    the same cards, not a fair surprise.
    """
    return Game.new(
        record.players,
        rules=record.rules,
        names=record.names if names is None else names,
        dealer=record.first_dealer,
        deal=deal,
        plan=[(r.seed, r.cut) for r in record.rounds if r.dealt and r.seed is not None],
    )
