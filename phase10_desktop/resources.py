"""Locate the read-only ``resources/`` folder (card SVGs, icons, sounds).

The same code runs from a source checkout and from a PyInstaller bundle, where
files are unpacked under ``sys._MEIPASS`` instead of next to the package. Keeping
the lookup in one place means no other module ever builds a resource path from
``__file__`` and breaks only in the frozen build.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

__all__ = ["ResourcesNotFoundError", "resource_path", "resources_dir"]


class ResourcesNotFoundError(FileNotFoundError):
    """The ``resources/`` folder is missing: a broken install, not a user error."""


def _candidates() -> list[Path]:
    found: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / "resources")
    # source checkout: phase10_desktop/resources.py -> <repo>/resources
    found.append(Path(__file__).resolve().parent.parent / "resources")
    return found


@cache
def resources_dir() -> Path:
    """The ``resources/`` folder of this installation.

    Cached because the answer cannot change while the program runs and callers
    (card art, sounds, icons) ask often.

    Raises:
        ResourcesNotFoundError: naming every place that was searched, so a bug
            report about a broken package says where the files were expected.
    """
    tried = _candidates()
    for path in tried:
        if (path / "cards").is_dir():
            return path
    where = ", ".join(str(p) for p in tried)
    raise ResourcesNotFoundError(
        f"Phase 10 Desktop cannot find its resources folder (card pictures, icons, "
        f"sounds); looked in: {where}. The installation is incomplete - please "
        f"reinstall the game."
    )


def resource_path(*parts: str) -> Path:
    """A path inside ``resources/``, e.g. ``resource_path("sounds", "draw.wav")``."""
    return resources_dir().joinpath(*parts)
