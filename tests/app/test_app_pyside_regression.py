"""Guard against the PySide6-Essentials 6.12.0 / Python 3.11 refcount bug.

That build frees ``None`` once per call of a Qt method returning nothing and
aborts the process after a few thousand calls ("Fatal Python error:
none_dealloc"). pyproject.toml keeps it out on Python 3.11 with ``<6.12``.

Two checks, both able to fail on every Python:

- the symptom: 10,000 void calls in a child process must exit 0 (a crash there
  fails one test instead of the whole run), whatever Qt and Python are installed;
- the constraint: the installed PySide6-Essentials must satisfy pyproject.toml's
  requirement for *this* Python, and the Python 3.11 requirement must exclude
  6.12.0 — so editing the constraint away fails here even when the suite runs on
  3.12 or later, where the bug itself cannot show.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from importlib.metadata import version
from pathlib import Path

from packaging.requirements import Requirement

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"
BROKEN = "6.12.0"

CODE = """
import os
os.environ['QT_QPA_PLATFORM'] = 'offscreen'
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
w = QWidget()
for i in range(10_000):
    w.setEnabled(i % 2 == 0)   # returns nothing
    w.setWindowTitle('x')      # returns nothing
print('survived')
"""


def _pyside_requirements() -> list[Requirement]:
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    found = [Requirement(r) for r in project["dependencies"]]
    return [r for r in found if r.name.lower() == "pyside6-essentials"]


def _applies(req: Requirement, python: str) -> bool:
    return req.marker is None or req.marker.evaluate({"python_version": python})


def test_ten_thousand_void_calls_do_not_abort() -> None:
    out = subprocess.run(
        [sys.executable, "-c", CODE], capture_output=True, text=True, timeout=120, check=False
    )
    assert out.returncode == 0, f"exit {out.returncode}: {out.stderr[-2000:]}"
    assert "survived" in out.stdout
    assert "none_dealloc" not in out.stderr


def test_installed_pyside_satisfies_the_constraint_for_this_python() -> None:
    here = f"{sys.version_info.major}.{sys.version_info.minor}"
    applying = [r for r in _pyside_requirements() if _applies(r, here)]
    assert len(applying) == 1, f"expected one PySide6-Essentials requirement for {here}"
    installed = version("PySide6-Essentials")
    assert applying[0].specifier.contains(installed, prereleases=True), (
        f"PySide6-Essentials {installed} is installed but pyproject.toml asks for "
        f"{applying[0].specifier} on Python {here}: reinstall with pip install -e ."
    )


def test_constraint_keeps_the_broken_build_off_python_3_11() -> None:
    on_311 = [r for r in _pyside_requirements() if _applies(r, "3.11")]
    assert on_311, "pyproject.toml has no PySide6-Essentials requirement for Python 3.11"
    for req in on_311:
        assert not req.specifier.contains(BROKEN), (
            f"pyproject.toml lets PySide6-Essentials {BROKEN} onto Python 3.11 ({req}); "
            "keep '<6.12' there"
        )
