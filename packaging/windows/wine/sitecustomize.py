"""Test-only: lets the Windows CPython that builds Phase 10 under wine copy files.

Python 3.12+ copies files on Windows with ``CopyFile2`` (``_winapi.CopyFile2``),
which wine 8 does not implement; ``shutil.copy2`` then fails, and PyInstaller
copies every file of the bundle with it. Without the attribute, shutil falls back
to its portable copy. Installed into the build interpreter's site-packages by
``packaging/windows/wine/prepare.py``; never part of the bundle (the Windows check
lists the bundle's files to prove it).
"""

import _winapi

if hasattr(_winapi, "CopyFile2"):
    del _winapi.CopyFile2
