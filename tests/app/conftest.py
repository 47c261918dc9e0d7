"""Fixtures the app's tests share (the play-together ones live in together_helpers)."""

from together_helpers import loopback, own_data, windows  # noqa: F401
