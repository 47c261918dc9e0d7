"""How long "How did I play?" takes: the coach's analysis of whole rounds.

Plays seeded games in which seat 0 is an Easy (or Random) bot standing in for a
player who makes mistakes, the other seats Normal bots, and times
:func:`phase10_desktop.bots.coach.coach` on every round of seat 0, in this one
thread (the window runs it in one worker thread the same way). Prints the
seconds per round (p50 / p95 / max), the decisions per round and how many the
coach flagged.

    python benchmarks/bench_coach.py [--games 4] [--players 2,4] [--level easy]
    QT_QPA_PLATFORM=offscreen python benchmarks/bench_coach.py --gui [--players 4]

``--gui`` runs the same rounds in the Coach window (its worker thread) and
prints the longest the window's event loop waited meanwhile: a timer asks to
run every 5 ms, so a gap far above that is a frozen window.
"""

from __future__ import annotations

import argparse
import time

from phase10_desktop.bots import make_bot, safe_choose
from phase10_desktop.bots.coach import WORLDS, coach
from phase10_desktop.bots.tournament import percentile
from phase10_desktop.engine import Game, PlayerView, RoundEnded
from phase10_desktop.engine.actions import Action


def rounds_of(players: int, seed: int, level: str) -> list[list[tuple[PlayerView, Action]]]:
    """Seat 0's (view, action) lists, one per round of a whole game."""
    game = Game.new(players, seed=seed)
    bots = [make_bot(level, seed), *(make_bot("normal", seed + s) for s in range(1, players))]
    rounds: list[list[tuple[PlayerView, Action]]] = [[]]
    while not game.game_over:
        view = game.view(game.turn)
        action = safe_choose(bots[game.turn], view)
        if game.turn == 0:
            rounds[-1].append((view, action))
        if any(isinstance(e, RoundEnded) for e in game.apply(action)):
            rounds.append([])
    return [r for r in rounds if r]


def gui_gaps(rounds: list[list[tuple[PlayerView, Action]]]) -> None:
    """The Coach window on each round; the event loop's longest wait while it works."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from phase10_desktop.app.dialogs.coach_window import CoachWindow

    app = QApplication.instance() or QApplication([])
    gaps: list[float] = []
    for moves in rounds:
        window = CoachWindow(moves)
        window.show()
        app.processEvents()  # the first paint is not the analysis' doing
        clock = QElapsedTimer()
        clock.start()
        worst = [0.0]

        def tick(clock: QElapsedTimer = clock, worst: list[float] = worst) -> None:
            worst[0] = max(worst[0], clock.restart() / 1000)

        timer = QTimer()
        timer.timeout.connect(tick)
        timer.start(5)
        loop = QEventLoop()
        window.analysed.connect(loop.quit)
        loop.exec()
        timer.stop()
        window.close()
        gaps.append(worst[0])
    del app
    gaps.sort()
    print(
        f"  window: {len(gaps)} rounds, longest event-loop wait per round "
        f"p50 {percentile(gaps, 0.5) * 1000:.0f} ms, max {gaps[-1] * 1000:.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--level", default="easy")
    parser.add_argument("--worlds", type=int, default=WORLDS)
    parser.add_argument("--gui", action="store_true", help="time the window's event loop")
    args = parser.parse_args()
    for players in (int(p) for p in args.players.split(",")):
        if args.gui:
            gui_gaps([r for s in range(args.games) for r in rounds_of(players, 1000 + s, "easy")])
            continue
        times, moves, flagged, shown = [], [], [], []
        for seed in range(args.games):
            for moves_of_round in rounds_of(players, 1000 + seed, args.level):
                start = time.perf_counter()
                advice = coach(moves_of_round, worlds=args.worlds)
                times.append(time.perf_counter() - start)
                moves.append(len(moves_of_round))
                flagged.append(len(advice))
                shown.append(sum(a.matters for a in advice))
        n = len(times)
        times.sort()
        print(
            f"{players} players, {args.level} at seat 0, {n} rounds, {args.worlds} worlds: "
            f"seconds per round p50 {percentile(times, 0.5):.2f} p95 {percentile(times, 0.95):.2f} "
            f"max {max(times):.2f}; decisions per round {sum(moves) / n:.1f}, "
            f"differing {sum(flagged) / n:.1f}, worth telling {sum(shown) / n:.1f}"
        )


if __name__ == "__main__":
    main()
