"""Statistics of the games played: a SQLite store and the figures drawn from it.

No Qt here (the Statistics window and ``phase10 stats`` both read it) and nothing
but the engine below it: :func:`result_of` turns a finished game into a
:class:`GameResult`, :class:`StatsStore` keeps those in the user-data folder, and
:func:`summarize` counts them.
"""

from .result import GameResult, RoundLine, SeatResult, deal_setup, now_text, result_of
from .store import DATABASE_NAME, SCHEMA_VERSION, Notice, StatsStore, default_path
from .summary import Filters, Summary, rule_sets, summarize

__all__ = [
    "DATABASE_NAME",
    "SCHEMA_VERSION",
    "Filters",
    "GameResult",
    "Notice",
    "RoundLine",
    "SeatResult",
    "StatsStore",
    "Summary",
    "deal_setup",
    "default_path",
    "now_text",
    "result_of",
    "rule_sets",
    "summarize",
]
