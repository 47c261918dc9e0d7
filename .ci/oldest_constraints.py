"""Print pip constraints that pin each dependency to its floor in pyproject.toml.

CI's "oldest" job installs with them and runs the suite, so every ``>=`` in
pyproject.toml names a release the code is tested on, not a guess:

    python .ci/oldest_constraints.py > oldest.txt
    pip install -c oldest.txt -e ".[test]"

Only requirements whose markers apply to the running Python are pinned. Needs the
``packaging`` library (pip install packaging).
"""

from __future__ import annotations

import sys
import tomllib
from collections.abc import Iterable, Iterator
from pathlib import Path

from packaging.requirements import Requirement

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def floors(requirements: Iterable[str]) -> Iterator[str]:
    """``name==floor`` for each requirement that applies here."""
    for text in requirements:
        req = Requirement(text)
        if req.marker is not None and not req.marker.evaluate():
            continue
        lows = [s.version for s in req.specifier if s.operator in (">=", "==", "~=")]
        if not lows:
            raise SystemExit(f"{req.name} has no lower bound in pyproject.toml; give it one")
        yield f"{req.name}=={lows[0]}"


def main() -> int:
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    for line in floors(project["dependencies"]):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
