"""Typed reading of JSON objects from files the player can edit: saves and records.

Both a save and a record arrive as untrusted JSON; every field is read through
one :class:`Fields`, which checks its type and range and names the field (and,
in a record, where in it) in the error, raised as the caller's own error type
(``SaveError``, ``RecordError``) so each file says what is wrong in its words.
"""

from __future__ import annotations

import builtins
from typing import Any


class Fields:
    """Typed access to one JSON object; ``where`` names it in messages ("round entry 2").

    With ``name_place`` false the place is named only when a field is missing
    (a save's top level: "the save has no 'turn' field", "'turn' must be …").
    """

    def __init__(
        self, data: Any, error: type[ValueError], where: str, *, name_place: bool = True
    ) -> None:
        if not isinstance(data, dict):
            raise error(f"{where} must be an object")
        self.data = data
        self.error = error
        self.where = where
        self._in = f" in {where}" if name_place else ""

    def get(self, key: str) -> Any:
        if key not in self.data:
            raise self.error(f"{self.where} has no '{key}' field")
        return self.data[key]

    def int(self, key: str, lo: int, hi: int) -> int:
        v = self.get(key)
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            raise self.error(
                f"'{key}'{self._in} must be a whole number from {lo} to {hi}, not {v!r}"
            )
        return v

    def bool(self, key: str) -> bool:
        v = self.get(key)
        if not isinstance(v, bool):
            raise self.error(f"'{key}'{self._in} must be true or false")
        return v

    def list(
        self, key: str, length: builtins.int | None = None, *, limit: builtins.int | None = None
    ) -> builtins.list[Any]:
        """A list field: exactly ``length`` entries, or at most ``limit``."""
        v = self.get(key)
        if not isinstance(v, list) or (length is not None and len(v) != length):
            extra = f" of {length} entries" if length is not None else ""
            raise self.error(f"'{key}'{self._in} must be a list{extra}")
        if limit is not None and len(v) > limit:
            raise self.error(f"'{key}'{self._in} has more than {limit} entries")
        return v
