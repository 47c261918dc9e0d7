"""The type checker passes on the whole package, and every silenced line says why.

mypy runs as the developer runs it (``.venv/bin/mypy`` from the checkout's root:
``[tool.mypy]`` in pyproject.toml names the package and the settings), in a process
of its own, with its cache in ``build/mypy-cache`` (the checkout's own, ignored by
git): a fresh clone pays for one whole check, later runs only for what changed.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "phase10_desktop"

#: ``# type: ignore[code]  # why``: the error silenced, and what the checker cannot know
_IGNORE = re.compile(r"#\s*type:\s*ignore(?P<codes>\[[^\]]*\])?(?P<rest>.*)$")
_REASON = re.compile(r"^\s+#\s*\S")


def test_mypy_passes_on_the_whole_package():
    assert importlib.util.find_spec("mypy") is not None, (
        "mypy is not installed: it is in the test extra (pip install -e '.[test]')"
    )
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-color-output"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    errors = [line for line in run.stdout.splitlines() if ": error:" in line]
    assert run.returncode == 0 and not errors, (
        "mypy is not clean (.venv/bin/mypy in the checkout shows the same):\n"
        + "\n".join(errors or [run.stdout, run.stderr])
    )


def unexplained_ignores(text: str) -> list[tuple[int, str]]:
    """The lines of ``text`` silencing the checker without naming the error code or
    without a ``# reason`` after it, as (line number, line)."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        m = _IGNORE.search(line)
        if m and (not m.group("codes") or not _REASON.match(m.group("rest"))):
            found.append((number, line.strip()))
    return found


def test_every_type_ignore_names_its_error_and_says_why():
    bad = [
        f"{path.relative_to(ROOT)}:{number}: {line}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for number, line in unexplained_ignores(path.read_text(encoding="utf-8"))
    ]
    assert not bad, (
        "write '# type: ignore[code]  # why' (what the checker cannot know here):\n"
        + "\n".join(bad)
    )


def test_the_ignore_check_can_fail():
    assert unexplained_ignores("x = f()  # type: ignore") == [(1, "x = f()  # type: ignore")]
    assert unexplained_ignores("x = f()  # type: ignore[arg-type]") != []
    assert unexplained_ignores("x = f()  # type: ignore[arg-type]  #") != []
    assert unexplained_ignores("x = f()  # type: ignore[arg-type]  # PySide6 stub: Optional") == []
    assert unexplained_ignores("x = f()  # no ignore here") == []
