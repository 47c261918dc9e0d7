"""Phase 10 Desktop: a free, offline, fair desktop version of the card game."""

__version__ = "0.1.0"
