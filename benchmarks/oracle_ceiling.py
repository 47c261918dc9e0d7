"""What hidden information would be worth to Hard's search: a diagnostic, never a bot.

Hard deals the cards it cannot see from its view alone (``HardBot.sampler``).
Here a subclass is handed the real game instead, so its worlds hold the truth
to a chosen degree, and plays Normal at every other seat, seats rotated as in
the tournament. The gap between these figures and the honest bot's says where a
better guess about hidden cards could pay, and where it could not.

Modes:
  honest  the shipped bot (worlds dealt from the view): the baseline
  full    the true hands and the true draw order
  hands   the true hands; the draw pile holds the right cards, shuffled
  reply   worlds dealt as usual, but what the next seat would take from our
          discard is judged from its true hand

Beside the wins it prints how often the next seat took a card Hard threw.

    python benchmarks/oracle_ceiling.py --mode reply --players 2 --games 1000 \\
        --seed 40001 --samples 100 --jobs 2
"""

from __future__ import annotations

import argparse
import multiprocessing
import random

from phase10_desktop.bots.determinize import WorldSampler
from phase10_desktop.bots.hard import HardBot, draws_per_lap
from phase10_desktop.bots.match import play_game
from phase10_desktop.bots.normal import NormalBot
from phase10_desktop.bots.tournament import wilson
from phase10_desktop.engine import Card, Discard, Draw, Game, PlayerView, next_seat
from phase10_desktop.engine.actions import Action

MODES = ("honest", "full", "hands", "reply")


class _PeekingSampler(WorldSampler):
    """Worlds from the view, then overwritten with the truth as ``mode`` says."""

    def __init__(self, view: PlayerView, game: Game, mode: str) -> None:
        super().__init__(view, infer=True)  # as the Hard bot deals
        self.game = game
        self.mode = mode

    def sample(self, rng: random.Random) -> Game:
        world = super().sample(rng)
        truth = self.game
        others = [s for s in range(truth.players) if s != self.view.seat]
        if self.mode in ("full", "hands", "reply"):
            for s in others:
                world.hands[s] = list(truth.hands[s])
        if self.mode == "full":
            world.draw_pile = _as_the_search_reads_it(self.view, truth.draw_pile)
        elif self.mode == "hands":
            world.draw_pile = list(truth.draw_pile)
            rng.shuffle(world.draw_pile)
        # "reply": the sampled draw pile stays, so our own draws gain nothing
        return world

    def deal_hand(self, rng: random.Random, seat: int) -> list[Card]:
        return list(self.game.hands[seat])


def _as_the_search_reads_it(view: PlayerView, pile: list[Card]) -> list[Card]:
    """The true draw pile, reordered so the search takes its own draws from it.

    The search reads every ``step``-th card from the top as its own (and the
    ones after them as the next seat's), which is the truth when it draws now;
    after its draw (the discard stage) the others draw first, so each block of
    ``step`` cards is turned by one. In the draw stage the order is left as it
    is: right for drawing from the pile, off by the others' draws for taking the
    discard. (Before this reordering the ``full`` mode fed the search the wrong
    cards after its draw, and so measured about what ``hands`` measures.)
    """
    if view.stage != "play":
        return list(pile)
    step = draws_per_lap(view)
    top_first = pile[::-1]
    turned: list[Card] = []
    for at in range(0, len(top_first), step):
        block = top_first[at : at + step]
        turned += block[-1:] + block[:-1] if len(block) == step else block
    return turned[::-1]


class _PeekingHard(HardBot):
    def __init__(self, seed: int, game: Game, mode: str, samples: int) -> None:
        super().__init__(seed, samples=samples, time_budget=None, cooperative=False)
        self.game = game
        self.mode = mode

    def sampler(self, view: PlayerView) -> WorldSampler:
        if self.mode == "honest":
            return super().sampler(view)
        return _PeekingSampler(view, self.game, self.mode)


class _Feeding:
    """Counts Hard's throws the next seat could take for its phase (a number card,
    that seat not down) and how many it took: before Hard's phase is down and
    after. A take is what knowing the next hand lets the search avoid."""

    def __init__(self, hard: int) -> None:
        self.hard = hard
        self.counts = [0, 0, 0, 0]  # throws before down, taken; throws after, taken
        self.offered: tuple[Card, int] | None = None

    def __call__(self, game: Game, seat: int, action: Action) -> None:
        if seat == self.hard and isinstance(action, Discard):
            card = action.card
            self.offered = None
            if card.number is not None and game.laid_phase[next_seat(game, seat)] is None:
                at = 0 if game.laid_phase[seat] is None else 2
                self.counts[at] += 1
                self.offered = (card, at)
        elif isinstance(action, Draw) and self.offered is not None:
            card, at = self.offered
            if game.discard_top is card and action.source == "discard":
                self.counts[at + 1] += 1
            self.offered = None


def play_one(job: tuple[int, int, int, str]) -> tuple[bool, list[int]]:
    """Game ``seed``: Hard at seat ``seed % players``, Normal elsewhere; whether Hard
    won, and its throws and how many the next seat took (see :class:`_Feeding`)."""
    seed, players, samples, mode = job
    game = Game.new(players=players, seed=seed)
    hard = seed % players
    bots = [
        _PeekingHard(seed * 10 + s, game, mode, samples)
        if s == hard
        else NormalBot(seed=seed * 10 + s)
        for s in range(players)
    ]
    feeding = _Feeding(hard)
    return play_game(game, bots, on_action=feeding).winner == hard, feeding.counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=MODES, default="reply")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=40001)
    parser.add_argument("--samples", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    a = parser.parse_args()
    if not 2 <= a.players <= 6 or a.games < 1 or a.samples < 1 or a.jobs < 1:
        parser.error("players must be 2-6; games, samples and jobs at least 1")
    jobs = [(a.seed + i, a.players, a.samples, a.mode) for i in range(a.games)]
    with multiprocessing.Pool(a.jobs) as pool:
        results = pool.map(play_one, jobs, chunksize=8)
    wins = sum(won for won, _ in results)
    pre, pre_taken, post, post_taken = (sum(c[i] for _, c in results) for i in range(4))
    lo, hi = wilson(wins, a.games)
    print(
        f"{a.mode}: Hard ({a.samples} deals) vs {a.players - 1} Normal: "
        f"{wins}/{a.games} = {100 * wins / a.games:.1f}% (95% {100 * lo:.1f}-{100 * hi:.1f}%)"
    )
    print(
        f"  throws the next seat took: {pre_taken}/{pre} = {100 * pre_taken / max(1, pre):.1f}% "
        f"before Hard's phase was down, {post_taken}/{post} = "
        f"{100 * post_taken / max(1, post):.1f}% after"
    )


if __name__ == "__main__":
    main()
