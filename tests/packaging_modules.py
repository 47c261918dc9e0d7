"""Load the scripts in packaging/ as modules for the tests.

packaging/ is not a Python package on purpose: its name would shadow the PyPI
``packaging`` library that pip, setuptools and pytest import.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

PACKAGING = Path(__file__).resolve().parents[1] / "packaging"


def load(name: str) -> ModuleType:
    """Import ``packaging/<name>.py`` once, under a name that cannot clash.

    ``name`` may name a subfolder: ``load("windows/wine/winebuild")``.
    """
    module_name = "phase10_packaging_" + name.replace("/", "_")
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module
