"""Marking text for translation where it is written, typed as the text it is.

``QT_TRANSLATE_NOOP`` marks a string for ``lupdate`` and gives it back unchanged, to be
translated later where it is shown. PySide6's stub says it returns ``object``, so to a
type checker every table of marked strings was a table of objects; this one says
``str``. ``lupdate`` finds a mark by its name, wherever the function comes from.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP as _mark

__all__ = ["QT_TRANSLATE_NOOP"]


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """``source``, marked for translation in ``context``."""
    return cast(str, _mark(context, source))
