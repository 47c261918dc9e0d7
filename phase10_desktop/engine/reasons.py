"""Why a move is refused: an English sentence that a translator can still translate.

A :class:`Reason` *is* the English sentence (a ``str``), so logs, tests and the
CLI just print it. It also keeps its ``template`` ("The {card} is not in your
hand.") and ``params`` (the card itself, not its English name), so a user
interface can translate the template and fill in translated card names, group
labels and phase labels. The engine stays free of any translation machinery.
"""

from __future__ import annotations

from typing import Any


class Reason(str):
    """A player-facing sentence with its template and parameters."""

    template: str
    params: dict[str, Any]

    def __new__(cls, template: str, **params: Any) -> Reason:
        text = template.format(**{k: english(v) for k, v in params.items()})
        obj = super().__new__(cls, text)
        obj.template = template
        obj.params = params
        return obj

    def render(self, word: Any) -> str:
        """The sentence with each parameter shown by ``word(value)`` (e.g. a translator).

        ``word`` receives the raw parameter (a Card, Group, Phase, Reason, number
        or text) and returns its text; nested reasons are rendered the same way.
        """
        return self.template.format(**{k: _render(v, word) for k, v in self.params.items()})


def _render(value: Any, word: Any) -> str:
    return word(value)


def english(value: Any) -> str:
    """The English text of a parameter: a card's name, a group's or phase's label."""
    if isinstance(value, Reason):
        return str(value)
    name = getattr(value, "name", None)
    if isinstance(name, str) and hasattr(value, "face"):
        return name  # a Card
    label = getattr(value, "label", None)
    if isinstance(label, str):
        return label  # a Group, Phase or Colour
    return str(value)


class IllegalMove(Exception):
    """A move the rules forbid. ``reason`` is a sentence for the player, naming the rule.

    It lives beside :class:`Reason` so that the game and the dealing of rounds both
    raise it without importing each other."""

    def __init__(self, reason: str, action: object = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action
