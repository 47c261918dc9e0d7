"""Headless commands: ``python -m phase10_desktop simulate|tournament|...``.

Each subcommand registers itself in :data:`COMMANDS`; bad arguments print a
clear message and exit with status 2 (argparse's convention).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from .options import player_count, positive_int, rules_option, seed_value


def _simulate(args: argparse.Namespace) -> int:
    from .simulate import simulate

    stats = simulate(args.players, args.games, args.seed, args.rules)
    print(stats.summary())
    return 0


def _add_simulate(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "simulate", help="play full games headless with a simple policy and print speed"
    )
    p.add_argument("--players", type=player_count, default=4, help="2 to 6 (default 4)")
    p.add_argument("--games", type=positive_int, default=100, help="number of games (default 100)")
    p.add_argument("--seed", type=seed_value, default=0, help="first seed; game i uses seed+i")
    p.add_argument(
        "--rules",
        type=rules_option,
        default=None,
        help="rule options, e.g. 'order=any,all_advance=true,phases=first:5'",
    )
    p.set_defaults(func=_simulate)


#: subcommand registrars; other modules add theirs here
COMMANDS: list[Callable[[argparse._SubParsersAction], None]] = [_add_simulate]


def _add_tournament(sub: argparse._SubParsersAction) -> None:
    from .bots.tournament import add_tournament_command  # lazy: keeps start-up fast

    add_tournament_command(sub)


COMMANDS.append(_add_tournament)


def _add_stats(sub: argparse._SubParsersAction) -> None:
    from .stats.command import add_stats_command

    add_stats_command(sub)


COMMANDS.append(_add_stats)


def _add_records(sub: argparse._SubParsersAction) -> None:
    from .records.command import add_record_commands  # verify, replay

    add_record_commands(sub)


COMMANDS.append(_add_records)


def _add_serve(sub: argparse._SubParsersAction) -> None:
    from .net.command import add_serve_command  # the table server (no Qt)

    add_serve_command(sub)


COMMANDS.append(_add_serve)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="phase10",
        description="Phase 10 Desktop. Without a command, opens the game window.",
    )
    sub = parser.add_subparsers(dest="command", metavar="command")
    for register in COMMANDS:
        register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
