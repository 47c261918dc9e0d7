"""The rule options of docs/rules.md R9 as one plain-data :class:`RuleSet`.

Defaults are the standard game. A RuleSet is saved with every game and, together
with the seed, fixes the deal: equal rules and equal seeds deal the same cards.
"""

from __future__ import annotations

from dataclasses import asdict, fields
from typing import Any, Literal

from .phases import STANDARD_PHASES, Phase, phase_preset
from .values import value_class

Order = Literal["in_order", "any"]

#: The most cards one lay-down can hold: a hand of ten plus the card drawn, less
#: the one the turn must still discard (R2.2, R3.5). A phase needing more could
#: never be laid, so a game with it could never end.
MOST_CARDS_LAID = 10
FirstSkip = Literal["skip_first_player", "cover"]


@value_class
class RuleSet:
    """Every variant named in the rule texts (R9)."""

    #: R9.1 which phases and in which order.
    phases: tuple[Phase, ...] = STANDARD_PHASES
    #: R9.2 ``any``: complete any phase not yet completed, still one per round.
    order: Order = "in_order"
    #: R9.3 everyone advances after every round; lowest score after the last wins.
    all_advance: bool = False
    #: R2.4 what a Skip turned up as the first discard does.
    first_skip: FirstSkip = "skip_first_player"
    #: R3.5 may the card taken from the discard pile be discarded again this turn.
    may_discard_drawn_discard: bool = False
    #: R3.6 may a hit play the last card and so go out.
    may_go_out_by_hitting: bool = False
    #: R4.7 every group must hold at least one number card.
    natural_per_group: bool = True

    def __post_init__(self) -> None:
        phases = self.phases
        if isinstance(phases, str):
            phases = phase_preset(phases)
        phases = tuple(p if isinstance(p, Phase) else Phase.parse(str(p)) for p in phases)
        if not phases:
            raise ValueError("a game needs at least one phase")
        for number, phase in enumerate(phases, start=1):
            if phase.card_count > MOST_CARDS_LAID:
                raise ValueError(
                    f"phase {number} ({phase.code}) needs {phase.card_count} cards, but a "
                    f"player lays at most {MOST_CARDS_LAID}: ten in hand and one drawn, "
                    "less the one that must be discarded (R2.2, R3.5)"
                )
        object.__setattr__(self, "phases", phases)
        if self.order not in ("in_order", "any"):
            raise ValueError(f"order must be 'in_order' or 'any', not {self.order!r}")
        if self.first_skip not in ("skip_first_player", "cover"):
            raise ValueError(
                f"first_skip must be 'skip_first_player' or 'cover', not {self.first_skip!r}"
            )
        for name in (
            "all_advance",
            "may_discard_drawn_discard",
            "may_go_out_by_hitting",
            "natural_per_group",
        ):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false, not {getattr(self, name)!r}")

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data; phases are written as codes like ``set3+run4``."""
        data = asdict(self)
        data["phases"] = [p.code for p in self.phases]
        return data

    @staticmethod
    def from_dict(data: dict[str, Any]) -> RuleSet:
        """Inverse of :meth:`to_dict`; unknown or ill-typed options raise ValueError."""
        if not isinstance(data, dict):
            raise ValueError("rules must be an object of option names and values")
        known = {f.name for f in fields(RuleSet)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(unknown)}")
        kwargs = dict(data)
        if "phases" in kwargs:
            p = kwargs["phases"]
            if isinstance(p, str):
                kwargs["phases"] = phase_preset(p)
            elif isinstance(p, list) and all(isinstance(x, str) for x in p):
                kwargs["phases"] = tuple(Phase.parse(x) for x in p)
            else:
                raise ValueError("phases must be a preset name or a list like ['set3+set3']")
        return RuleSet(**kwargs)

    def describe(self) -> list[str]:
        """One plain sentence per option that differs from the standard game."""
        out = []
        std = RuleSet()
        if self.phases != std.phases:
            out.append(f"Phases: {', '.join(p.label for p in self.phases)}.")
        if self.order == "any":
            out.append("Phases may be completed in any order, still one per round.")
        if self.all_advance:
            out.append("Everyone advances each round; lowest score after the last phase wins.")
        if self.first_skip == "cover":
            out.append("A Skip turned up at the start is covered by the next card.")
        if self.may_discard_drawn_discard:
            out.append("The card taken from the discard pile may be discarded again.")
        if self.may_go_out_by_hitting:
            out.append("A player may go out by hitting with the last card.")
        if not self.natural_per_group:
            out.append("A group may be made of Wilds only.")
        return out


STANDARD_RULES = RuleSet()

__all__ = ["STANDARD_RULES", "FirstSkip", "Order", "RuleSet"]
