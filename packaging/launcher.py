"""Entry script of the frozen program (PyInstaller runs this file as ``__main__``).

It exists instead of pointing PyInstaller at ``phase10_desktop/__main__.py`` because
that file uses relative imports, which only work when it runs as part of its
package. ``freeze_support`` is needed because the ``tournament`` command uses
multiprocessing: on Windows and macOS a worker process re-executes this very
program, and must become a worker instead of opening a second game window.
"""

from __future__ import annotations

import multiprocessing
import sys

from phase10_desktop.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
