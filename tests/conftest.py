"""Shared test set-up.

Qt tests run headless everywhere (CI, developer machines, containers): the
offscreen platform needs no display server, and must be chosen before any Qt
module creates the application, hence here at import time.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
