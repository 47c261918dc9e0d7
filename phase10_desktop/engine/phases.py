"""What each phase asks for (docs/rules.md R4.1) and the phase presets of R9.1.

A :class:`Phase` is plain data: a tuple of :class:`GroupSpec` requirements. It is
saved with every game inside the :class:`~phase10_desktop.engine.rules.RuleSet`,
so custom phase lists survive save and load.
"""

from __future__ import annotations

import re
from dataclasses import field
from typing import Literal

from .values import value_class

GroupKind = Literal["set", "run", "colour"]
GROUP_KINDS: tuple[GroupKind, ...] = ("set", "run", "colour")


@value_class(slots=True)
class GroupSpec:
    """One required group of a phase: a set, run or colour group of a minimum size."""

    kind: GroupKind
    size: int

    def __post_init__(self) -> None:
        if self.kind not in GROUP_KINDS:
            raise ValueError(f"unknown group kind {self.kind!r}; use set, run or colour")
        if not 1 <= self.size <= 12 and self.kind == "run":
            raise ValueError(f"a run has 1 to 12 cards, not {self.size}")
        if self.size < 1:
            raise ValueError(f"a group needs at least one card, not {self.size}")

    @property
    def label(self) -> str:
        """ "Set of 3", "Run of 4", "7 of one colour"."""
        if self.kind == "colour":
            return f"{self.size} of one colour"
        return f"{self.kind.capitalize()} of {self.size}"

    @property
    def code(self) -> str:
        """Compact spelling used in saves and :meth:`Phase.parse`: ``set3``, ``run4``."""
        return f"{self.kind}{self.size}"


@value_class(slots=True)
class Phase:
    """A phase: the groups that must all be laid down at once (R4.4)."""

    groups: tuple[GroupSpec, ...]
    #: what the solver counts cards by: "number", "colour" or "mixed" (derived)
    mode: str = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.groups:
            raise ValueError("a phase needs at least one group")
        kinds = {g.kind for g in self.groups}
        if "colour" not in kinds:
            mode = "number"
        elif kinds == {"colour"}:
            mode = "colour"
        else:
            mode = "mixed"
        object.__setattr__(self, "mode", mode)

    @staticmethod
    def parse(text: str) -> Phase:
        """Read ``"set3+run4"`` (also ``"set3 run4"``, ``"colour7"``)."""
        parts = [p for p in re.split(r"[+\s,]+", text.strip().lower()) if p]
        groups = []
        for part in parts:
            m = re.fullmatch(r"(set|run|colou?r)(\d+)", part)
            if not m:
                raise ValueError(
                    f"{part!r} is not a group: write set<N>, run<N> or colour<N>, e.g. set3+run4"
                )
            word = m.group(1)
            kind: GroupKind = "set" if word == "set" else "run" if word == "run" else "colour"
            groups.append(GroupSpec(kind, int(m.group(2))))
        if not groups:
            raise ValueError("an empty phase: write groups like set3+run4")
        return Phase(tuple(groups))

    @property
    def code(self) -> str:
        return "+".join(g.code for g in self.groups)

    @property
    def label(self) -> str:
        """ "2 sets of 3", "1 set of 3 + 1 run of 4", "7 cards of one colour"."""
        parts: list[str] = []
        i = 0
        while i < len(self.groups):
            g = self.groups[i]
            n = 1
            while i + n < len(self.groups) and self.groups[i + n] == g:
                n += 1
            if g.kind == "colour":
                parts.append(f"{g.size} cards of one colour" if n == 1 else f"{n}×{g.label}")
            else:
                parts.append(f"{n} {g.kind}{'s' if n > 1 else ''} of {g.size}")
            i += n
        return " + ".join(parts)

    @property
    def card_count(self) -> int:
        """The fewest cards that lay this phase."""
        return sum(g.size for g in self.groups)


def _p(text: str) -> Phase:
    return Phase.parse(text)


STANDARD_PHASES: tuple[Phase, ...] = (
    _p("set3+set3"),  # 1
    _p("set3+run4"),  # 2
    _p("set4+run4"),  # 3
    _p("run7"),  # 4
    _p("run8"),  # 5
    _p("run9"),  # 6
    _p("set4+set4"),  # 7
    _p("colour7"),  # 8
    _p("set5+set2"),  # 9
    _p("set5+set3"),  # 10
)


def phase_preset(name: str) -> tuple[Phase, ...]:
    """The phase lists of R9.1: ``all``, ``first:N`` (e.g. ``first:5``), ``even``, ``odd``."""
    key = name.strip().lower()
    if key in ("all", "standard", "ten"):
        return STANDARD_PHASES
    if key == "even":
        return STANDARD_PHASES[1::2]
    if key == "odd":
        return STANDARD_PHASES[0::2]
    m = re.fullmatch(r"first[:\s-]?(\d+)", key)
    if m and 1 <= int(m.group(1)) <= len(STANDARD_PHASES):
        return STANDARD_PHASES[: int(m.group(1))]
    raise ValueError(
        f"unknown phase preset {name!r}: use all, first:N (N from 1 to 10), even or odd"
    )


PHASE_PRESETS: tuple[str, ...] = ("all", "first:5", "first:8", "even", "odd")
