"""Locate the read-only resources (card SVGs, icons, sounds, translations).

The files live in the top-level ``resources/`` folder of the repository, next to
the scripts that make them, and reach the three ways the game runs by three
routes:

- a PyInstaller bundle unpacks them to ``sys._MEIPASS/resources``
  (``packaging/phase10.spec``);
- an installed wheel (``pip install``, ``pipx``, a distribution package) carries
  them inside the package as ``phase10_desktop/_resources``: ``setup.py`` maps the
  folder there at build time and pyproject.toml's ``package-data`` says which
  files go;
- a source checkout (and an editable install of it) reads ``resources/`` itself.

Keeping the lookup in one place means no other module ever builds a resource
path from ``__file__`` and breaks in only one of the three.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

__all__ = ["ResourcesNotFoundError", "resource_path", "resources_dir"]

_PACKAGE = Path(__file__).resolve().parent


class ResourcesNotFoundError(FileNotFoundError):
    """The resources folder is missing: a broken install, not a user error."""


def _candidates() -> list[Path]:
    """Where the folder may be, most specific first."""
    found: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / "resources")
    found.append(_PACKAGE / "_resources")  # installed wheel
    found.append(_PACKAGE.parent / "resources")  # source checkout
    return found


@cache
def resources_dir() -> Path:
    """The resources folder of this installation.

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
    """A path inside the resources folder, e.g. ``resource_path("sounds", "draw.wav")``."""
    return resources_dir().joinpath(*parts)
