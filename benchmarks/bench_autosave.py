"""How long an autosave takes on the GUI thread, from a real game up to the size limit.

The table autosaves after every action (``SaveStore.autosave``: build the
document, write it to a temporary file, flush, fsync, rename). A save grows by
a few kilobytes per round (the score sheet and the game's record); loading
refuses anything over ``MAX_SAVE_BYTES`` (8 MB), so that is the largest save
an autosave ever has to write. This times autosaves of a six-player game after
5, 15 and 30 rounds, then of the same game with its score sheet and record
repeated until the save nears the limit (not a loadable game, but the same
shape and size), and prints median and worst times.

    python benchmarks/bench_autosave.py [--repeat 7]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from phase10_desktop.app.save_store import SaveStore
from phase10_desktop.engine import Game
from phase10_desktop.engine.saves import MAX_SAVE_BYTES
from phase10_desktop.host.game_setup import GameConfig, SeatConfig
from phase10_desktop.simulate import simple_policy


def timed(store: SaveStore, game: Game, config: GameConfig, repeat: int) -> tuple[float, float]:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        store.autosave(game, config)
        times.append(time.perf_counter() - t0)
    return statistics.median(times), max(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    names = ("Ada", "Bruno", "Chiara", "Dmitri", "Esra")
    seats = (SeatConfig("You", "normal", True), *(SeatConfig(n, "normal", False) for n in names))
    config = GameConfig(seats, seed=5)
    game = config.new_game()
    store = SaveStore(Path(tempfile.mkdtemp(prefix="phase10-autosave-")) / "saves")
    print(f"{'save':<44}{'bytes':>11}{'median ms':>11}{'worst ms':>10}")
    for rounds in (5, 15, 30):
        while game.round_no < rounds and not game.game_over:
            game.apply(simple_policy(game, game.legal_actions()))
        median, worst = timed(store, game, config, args.repeat)
        size = store.autosave_path.stat().st_size
        label = f"six players, round {game.round_no}"
        print(f"{label:<44}{size:>11,}{median * 1e3:>11.1f}{worst * 1e3:>10.1f}")
    history, record = list(game.history), game.record
    assert record is not None
    rounds_kept = list(record.rounds)
    k = 1
    while True:
        game.history, record.rounds = history * k, rounds_kept * k
        store.autosave(game, config)
        size = store.autosave_path.stat().st_size
        if size > 0.85 * MAX_SAVE_BYTES:
            break
        k = max(k + 1, int(k * MAX_SAVE_BYTES * 0.9 / size))
    median, worst = timed(store, game, config, args.repeat)
    label = f"the same, score sheet and record x{k}"
    print(f"{label:<44}{size:>11,}{median * 1e3:>11.1f}{worst * 1e3:>10.1f}")
    print(f"(loading refuses saves over {MAX_SAVE_BYTES:,} bytes)")


if __name__ == "__main__":
    main()
