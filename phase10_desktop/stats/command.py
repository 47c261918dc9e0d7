"""``phase10 stats``: the Statistics window's figures on the command line, and CSV.

    phase10 stats [--level hard] [--players 4] [--rules standard] [--csv FILE]

Reads the same database as the game (``--database`` or ``$PHASE10_DATA_DIR``
pick another) and prints the same :class:`~.summary.Summary` the window shows.
``--csv FILE`` (``-`` for standard output) writes one line per recorded game
that the filters admit, practice games and others not counted included and marked
(``practice``, ``counted``), for a spreadsheet.
Bad arguments, and a CSV file that cannot be written, exit with status 2 and a
message saying what to change.
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from ..engine import RuleSet
from .result import GameResult
from .store import StatsStore, default_path
from .summary import LEVEL_ORDER, ROLLING_GAMES, Filters, Summary, summarize

__all__ = ["add_stats_command", "csv_lines", "rules_text", "summary_text"]

#: at most this many points of the win rate over time are printed
TIMELINE_LINES = 12
CSV_COLUMNS = (
    "played_at",
    "players",
    "opponent_level",
    "rules",
    "practice",
    "counted",
    "won",
    "winner",
    "your_score",
    "your_phases",
    "rounds",
    "your_points_by_round",
    "your_phase_by_round",
)


def rules_text(rules: RuleSet) -> str:
    """ "standard rules", or the variants in plain English."""
    parts = rules.describe()
    return "standard rules" if not parts else " ".join(parts)


def _games(n: int) -> str:
    return "1 game" if n == 1 else f"{n} games"


def _percent(x: float) -> str:
    return f"{round(100 * x)}%"


def _table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> list[str]:
    cells = [list(header)] + [[str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    return [
        "  " + "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in cells
    ]


def _filters_text(f: Filters) -> str:
    parts = []
    if f.level is not None:
        parts.append(f"{f.level} opponents")
    if f.players is not None:
        parts.append(f"{f.players} players")
    if f.rules is not None:
        parts.append(rules_text(f.rules))
    return f" ({', '.join(parts)})" if parts else ""


def summary_text(s: Summary, filters: Filters | None = None) -> str:
    """The summary as plain text, section by section as the window shows it."""
    filters = filters or Filters()
    lines = [
        f"Statistics{_filters_text(filters)}: {_games(s.games)}, {s.wins} won"
        + (f" ({_percent(s.rate)})" if s.games else "")
    ]
    if s.uncounted:
        lines.append(
            f"Kept but not counted: {_games(s.uncounted)} ({s.practice_games} practice; "
            "the others numbered deals, a record's deals or a deal counted before)"
        )
    if not s.games and s.uncounted:
        # the games kept are finished too: say why none of them counts, not that there
        # are none
        lines.append(
            "None counts yet: the statistics count games dealt here from fresh seeds, each "
            "deal once; play one to the end (not a practice game)."
        )
        return "\n".join(lines) + "\n"
    if not s.games:
        lines.append("No finished games to count yet: play a game to the end.")
        return "\n".join(lines) + "\n"

    lines += ["", "Games and wins by opponent level and number of players"]
    lines += _table(
        ("opponents", "players", "games", "wins", "win rate"),
        [(g.level, g.players, g.games, g.wins, _percent(g.rate)) for g in s.groups],
    )

    lines += ["", f"Win rate over time (share of wins in the last {ROLLING_GAMES} games)"]
    step = max(1, -(-len(s.timeline) // TIMELINE_LINES))
    shown = s.timeline[step - 1 :: step]
    if shown[-1] is not s.timeline[-1]:
        shown.append(s.timeline[-1])
    lines += _table(
        ("game", "date", "result", "win rate"),
        [(p.number, p.played_at[:10], "won" if p.won else "lost", _percent(p.rate)) for p in shown],
    )
    lines += _table(
        ("month", "games", "wins", "win rate"),
        [(m, n, w, _percent(w / n)) for m, n, w in s.months],
    )

    lines += [
        "",
        f"Points per round: {s.mean_points:.1f} on average over {s.rounds} rounds; "
        f"you went out in {s.went_out} of them",
        f"Phases made per round: {_percent(s.made_rate)} of rounds ({s.phases_made} of {s.rounds})",
    ]
    lines += _table(
        ("round", "games", "points", "phase made"),
        [(r.round_no, r.rounds, f"{r.mean_points:.1f}", _percent(r.made_rate)) for r in s.by_round],
    )
    if s.by_phase:
        lines += _table(
            ("phase", "rounds on it", "made", "rate"),
            [(p.phase, p.rounds, p.made, _percent(p.rate)) for p in s.by_phase],
        )

    st = s.streaks
    now = f"{st.current} won" if st.current > 0 else f"{-st.current} lost"
    lines += [
        "",
        f"Streaks: longest {st.longest_wins} won in a row, longest {st.longest_losses} "
        f"lost in a row; current streak: {now}",
    ]
    if s.best is None:
        lines.append("Best game: none won yet")
    else:
        b = s.best
        lines.append(
            f"Best game: {b.played_at[:10]}, won with {b.score} points in {b.rounds} rounds "
            f"({b.players} players, {b.opponent_level} opponents, {rules_text(b.rules)})"
        )
    return "\n".join(lines) + "\n"


def csv_lines(games: Sequence[GameResult], filters: Filters | None = None) -> list[list[str]]:
    """One line per game that ``filters`` admits (practice games included, marked)."""
    filters = filters or Filters()
    out = [list(CSV_COLUMNS)]
    for g in games:
        me = g.human_seat
        if me is None or not filters.admits(g):
            continue
        ordinary = [r for r in g.rounds if not r.tiebreak]
        out.append(
            [
                g.played_at,
                str(g.players),
                g.opponent_level,
                rules_text(g.rules),
                "yes" if g.practice else "no",
                "yes" if g.counts else "no",
                "yes" if g.won else "no",
                "" if g.winner is None else g.seats[g.winner].name,
                str(g.seats[me].score),
                str(g.seats[me].phases),
                str(len(ordinary)),
                " ".join(str(r.points[me]) for r in ordinary),
                " ".join(
                    f"{r.phase[me] or '-'}{'+' if r.laid[me] is not None else ''}" for r in ordinary
                ),
            ]
        )
    return out


def _level(text: str) -> str:
    key = text.strip().lower()
    if key not in LEVEL_ORDER:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not an opponent level: choose one of {', '.join(LEVEL_ORDER)}"
        )
    return key


def _rules(text: str) -> RuleSet:
    if text.strip().lower() == "standard":
        return RuleSet()
    from ..options import rules_option

    return rules_option(text)


def _write_csv(path: str, lines: list[list[str]]) -> None:
    def write(handle: TextIO) -> None:
        csv.writer(handle, lineterminator="\n").writerows(lines)

    if path == "-":
        write(sys.stdout)
        return
    with open(path, "w", encoding="utf-8", newline="") as handle:
        write(handle)


def _is_the_database(target: str, database: Path) -> bool:
    """Whether writing ``target`` would write over the database or its journal (the
    same path, a relative path to it, a link to it)."""
    if target == "-":
        return False
    path = Path(target)
    for own in (database, *(Path(f"{database}{x}") for x in ("-journal", "-wal", "-shm"))):
        try:
            if path.exists() and own.exists() and os.path.samefile(path, own):
                return True
        except OSError:
            pass
        if os.path.abspath(path) == os.path.abspath(own):
            return True
    return False


def _run(args: argparse.Namespace) -> int:
    database = Path(args.database) if args.database is not None else default_path()
    if args.csv is not None and _is_the_database(args.csv, database):
        print(
            f"phase10 stats: error: {args.csv} is the statistics database itself; "
            "choose another file for the CSV",
            file=sys.stderr,
        )
        return 2
    store = StatsStore(database)
    games = store.games()
    for notice in store.notices:
        print(f"phase10 stats: {notice.message}", file=sys.stderr)
    filters = Filters(level=args.level, players=args.players, rules=args.rules)
    if args.csv is not None:
        lines = csv_lines(games, filters)
        try:
            _write_csv(args.csv, lines)
        except OSError as exc:
            reason = exc.strerror or exc.__class__.__name__
            print(
                f"phase10 stats: error: cannot write {args.csv} ({reason}); "
                "choose a file in a folder you may write to",
                file=sys.stderr,
            )
            return 2
        if args.csv != "-":
            print(f"wrote {_games(len(lines) - 1)} to {args.csv}")
        return 0
    if not store.path.exists() and not store.notices:
        print(f"No games recorded yet (the statistics are kept in {store.path}).")
        return 0
    print(summary_text(summarize(games, filters), filters), end="")
    return 0


def add_stats_command(sub: argparse._SubParsersAction) -> None:
    """Register ``stats`` with the ``phase10`` command line."""
    from ..options import player_count

    p = sub.add_parser(
        "stats",
        help="print your statistics (games and wins, points, phases, streaks) or export CSV",
        description="Print the figures of the Statistics window for the games you finished.",
    )
    p.add_argument(
        "--level",
        type=_level,
        default=None,
        help=f"only games against this opponent level ({', '.join(LEVEL_ORDER)})",
    )
    p.add_argument(
        "--players", type=player_count, default=None, help="only games of 2 to 6 players"
    )
    p.add_argument(
        "--rules",
        type=_rules,
        default=None,
        help="only games with these rules: 'standard', or options like 'phases=first:5,order=any'",
    )
    p.add_argument(
        "--csv", metavar="FILE", default=None, help="write one line per game to FILE ('-': print)"
    )
    p.add_argument(
        "--database",
        type=Path,
        default=None,
        help=f"the statistics database (default: {default_path()})",
    )
    p.set_defaults(func=_run)
