"""Imports without PySide6's ``__feature__`` check, for a faster start.

When PySide6 loads it replaces Python's ``__import__`` with its own, which serves
``from __feature__ import snake_case, true_property`` (Qt's methods under other
names, chosen module by module). To know which modules might ask, it reads the
whole source file of every module any ``import`` statement names from then on, once
per module, and it runs a Python function on every ``import`` statement. A start of
the table names some 110 modules after PySide6 is loaded (its own Qt modules and their
support modules among them): that reading and the extra calls cost about 15 ms of CPU,
a seventh of what a start costs beyond a bare window (``benchmarks/launch_stages.py``,
docs/table.md "Start-up"). So the start calls :func:`use_plain_import` right after
``import PySide6``, before ``QtCore`` and the rest.

This program selects no feature anywhere, so the check can only ever answer "none":
:func:`use_plain_import` puts back the import PySide6 itself wraps (it keeps PySide6's
lazy loading of its classes). Qt's methods keep their own names in every module,
exactly as with no feature selected. If PySide6 ever stops installing its hook under
these names, nothing is changed.
"""

from __future__ import annotations

import builtins


def use_plain_import() -> bool:
    """Undo PySide6's ``__feature__`` import hook (see the module's docstring); call it
    once PySide6 is imported. True if the hook was there and is now gone."""
    hook = getattr(builtins, "__feature_import__", None)
    plain = getattr(builtins, "__orig_import__", None)
    if hook is None or plain is None or builtins.__import__ is not hook:
        return False
    builtins.__import__ = plain
    return True
