"""Entry point: ``phase10`` / ``python -m phase10_desktop``.

A first argument that is a word (``simulate``, ``tournament``) runs that
headless command; anything else (options, an invitation link ``phase10://join/…``,
or nothing) opens the game window.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        import multiprocessing

        # a frozen (PyInstaller) build re-runs this entry point for the bot process
        multiprocessing.freeze_support()
    args = list(sys.argv[1:] if argv is None else argv)
    # the installers' "phase10:" handlers call ``phase10 <link>``: that opens the game
    if args and not args[0].startswith("-") and not args[0].lower().startswith("phase10:"):
        from . import cli

        return cli.main(args)
    from .app.main import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
