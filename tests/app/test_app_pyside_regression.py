"""Guard against the PySide6-Essentials 6.12.0 / Python 3.11 refcount bug.

That build frees ``None`` once per call of a Qt method returning nothing and
aborts the process after a few thousand calls ("Fatal Python error:
none_dealloc"). pyproject.toml keeps such a build out; this test calls a void
method 10,000 times in a child process so a regression shows as a failure, not
as a crashed test run.
"""

from __future__ import annotations

import subprocess
import sys

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


def test_ten_thousand_void_calls_do_not_abort():
    out = subprocess.run(
        [sys.executable, "-c", "import sys\n" + CODE], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert "survived" in out.stdout
    assert "none_dealloc" not in out.stderr


def test_installed_pyside_is_not_the_broken_build():
    from importlib.metadata import version

    installed = version("PySide6-Essentials")
    if sys.version_info < (3, 12):
        assert installed != "6.12.0", (
            "pyproject.toml must exclude PySide6-Essentials 6.12.0 on 3.11"
        )
