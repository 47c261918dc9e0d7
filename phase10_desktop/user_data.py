"""Where the game keeps the player's own files (saves, statistics): one rule for all.

The folder is the platform's per-user data folder (platformdirs, with the same
organisation and application names as the settings), or ``$PHASE10_DATA_DIR``
when that is set: tests, portable installs and bug reproduction keep their files
elsewhere. Saves (Qt app) and the statistics database (also read by the headless
``phase10 stats``) must agree on it, so the rule lives here, outside ``app/``,
and imports nothing from the game.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["APPLICATION", "DATA_DIR_VARIABLE", "ORGANIZATION", "cache_folder", "data_folder"]

ORGANIZATION = "Phase10Desktop"
APPLICATION = "Phase 10 Desktop"
#: the environment variable that moves every file of the game's user data
DATA_DIR_VARIABLE = "PHASE10_DATA_DIR"


def data_folder() -> Path:
    """The folder holding the game's per-user files (it may not exist yet).

    Platformdirs rather than ``QStandardPaths``: the latter depends on names set on
    the QApplication, would silently move the files if a test or tool forgot to
    set them, and is not available to the headless commands.
    """
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    import platformdirs

    return platformdirs.user_data_path(APPLICATION, ORGANIZATION, roaming=True)


def cache_folder() -> Path:
    """The folder for files the game can make again (card pictures kept between runs).

    The platform's per-user cache folder, which a system may empty at any time; with
    ``$PHASE10_DATA_DIR`` set, a ``cache`` folder inside that one, so tests and a
    portable install leave nothing behind elsewhere.
    """
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override) / "cache"
    import platformdirs

    return platformdirs.user_cache_path(APPLICATION, ORGANIZATION)
