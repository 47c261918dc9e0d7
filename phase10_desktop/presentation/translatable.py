"""Marking text for translation where it is written, typed as the text it is.

``QT_TRANSLATE_NOOP`` marks a string for ``lupdate`` and gives it back unchanged, to be
translated later where it is shown. PySide6's stub says it returns ``object``, so to a
type checker every table of marked strings was a table of objects; this one says
``str``. ``lupdate`` finds a mark by its name, wherever the function comes from.
:class:`TranslationContext` does the same for ``tr`` called on a class.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP as _mark

__all__ = ["QT_TRANSLATE_NOOP", "TranslationContext"]


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """``source``, marked for translation in ``context``."""
    return cast(str, _mark(context, source))


if TYPE_CHECKING:

    class TranslationContext:
        """What :class:`TranslationContext` is to the checker: ``tr`` callable on the class."""

        @classmethod
        def tr(cls, sourceText: str, /, disambiguation: str | None = None, n: int = -1) -> str:
            """``sourceText`` in the language of the moment, in this class's context."""
            ...

else:

    class TranslationContext:
        """A class whose name is a translation context read on the class itself:
        ``Phases.tr("%n sets of %1", "", n)``, which lupdate collects with its plural
        forms (it drops them from ``translate`` with a variable ``n``). PySide6 allows
        ``tr`` on the class; its stub types ``tr`` for instances only, so a Qt class
        that is used so lists this one first among its bases. Nothing at run time."""
