"""Shared test set-up.

Qt tests run headless everywhere (CI, developer machines, containers): the
offscreen platform needs no display server, and must be chosen before any Qt
module creates the application, hence here at import time.
"""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The tests' own user-data folder: a window test that deals or finishes a game writes
# to the statistics (and saves) as the game does, never into the real player's folder.
# A test that needs another folder sets PHASE10_DATA_DIR itself.
_DATA = tempfile.mkdtemp(prefix="phase10-tests-data-")
os.environ.setdefault("PHASE10_DATA_DIR", _DATA)
atexit.register(shutil.rmtree, _DATA, True)
