"""PySide6's ``__feature__`` import hook is put aside; Qt works as before (issue 22, launch)."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
import builtins, sys
import PySide6.QtCore
from phase10_desktop.app.plain_import import use_plain_import
feature = sys.modules["PySide6.support.feature"]
import seen_before
print("read before:", "seen_before" in feature.pyside_feature_dict)
print("undone:", use_plain_import(), use_plain_import())
import seen_after
print("read after:", "seen_after" in feature.pyside_feature_dict)
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
label = QLabel("Phase 1")
label.setAlignment(Qt.AlignmentFlag.AlignCenter)
print("qt:", label.text(), label.alignment() == Qt.AlignmentFlag.AlignCenter,
      QLocale(QLocale.Language.Spanish).name())
"""


def test_imports_after_it_are_not_read_and_qt_keeps_its_names(tmp_path):
    (tmp_path / "seen_before.py").write_text("X = 1\n")
    (tmp_path / "seen_after.py").write_text("X = 2\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join([str(tmp_path), env.get("PYTHONPATH", "")])
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60, env=env
    )
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.splitlines() == [
        "read before: True",  # the hook reads a module imported while it is there
        "undone: True False",  # a second call finds nothing to undo
        "read after: False",
        "qt: Phase 1 True es_ES",
    ]
