"""Entry point: ``phase10`` / ``python -m phase10_desktop``.

With a headless command (``simulate``, ...) it runs that; otherwise it opens the
game window.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    import multiprocessing

    # a frozen (PyInstaller) build re-runs this entry point for the bot process
    multiprocessing.freeze_support()
    args = list(sys.argv[1:] if argv is None else argv)
    from . import cli

    if (args and not args[0].startswith("-")) or any(a in ("-h", "--help") for a in args[:1]):
        return cli.main(args)
    try:
        from .app.main import run_app
    except ImportError:
        # Until the table exists the headless commands are the program.
        return cli.main(args or ["--help"])
    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
