"""Imports only run downward: engine ← (options, resources) ← bots ← net ← app ← CLI.

Every module of the package is parsed (not imported, so this also sees imports
made lazily inside functions or only for type checkers) and each import of
another module of the package is checked against the layers. A rule decided in
the engine cannot be overridden by a layer above, the bots run without Qt, and
the command line can be rearranged without the lower layers noticing.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = "phase10_desktop"
ROOT = Path(__file__).resolve().parents[1] / PACKAGE

#: Lower numbers are lower layers; a module may import its own layer and those below.
LAYERS: dict[str, int] = {"engine": 0, "shared": 1, "bots": 2, "net": 3, "app": 4, "top": 5}

#: Top-level modules that are not a sub-package, and the layer each belongs to.
TOP_MODULES: dict[str, str] = {
    "options": "shared",  # option parsers used by bots, app and CLI alike
    "resources": "shared",  # finds the resources folder; imports nothing of ours
    "user_data": "shared",  # the per-user data folder (saves, statistics)
    "stats": "shared",  # the statistics store and the `stats` command; engine only
    "records": "shared",  # record files, `verify` and `replay`; engine only
    "simulate": "top",  # the `simulate` command's self-play
    "cli": "top",
    "__main__": "top",
    "__init__": "top",
}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def layer_of(module: str) -> str:
    """The layer of a module name inside the package (``phase10_desktop.bots.hard``)."""
    parts = module.split(".")
    if len(parts) == 1:
        return TOP_MODULES["__init__"]
    head = parts[1]
    if head in ("engine", "bots", "net", "app"):
        return head
    if head not in TOP_MODULES:
        raise AssertionError(
            f"{module}: a new top-level module; give it a layer in TOP_MODULES of {__file__}"
        )
    return TOP_MODULES[head]


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """(line, module) for every import of a module of the package in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    this = module_name(path)
    package = this if path.name == "__init__.py" else this.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if a.name.startswith(PACKAGE)]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            if not target.startswith(PACKAGE):
                continue
            found.append((node.lineno, target))
            # ``from . import cli`` imports the module ``cli``, not only the package
            for alias in node.names:
                candidate = f"{target}.{alias.name}"
                as_path = ROOT.parent / Path(*candidate.split("."))
                if as_path.with_suffix(".py").is_file() or (as_path / "__init__.py").is_file():
                    found.append((node.lineno, candidate))
    return found


def import_graph() -> dict[str, list[tuple[int, str]]]:
    return {
        module_name(p): imported_modules(p)
        for p in sorted(ROOT.rglob("*.py"))
        if "__pycache__" not in p.parts
    }


def upward_imports(graph: dict[str, list[tuple[int, str]]]) -> list[str]:
    wrong = []
    for module, imports in graph.items():
        mine = LAYERS[layer_of(module)]
        for line, target in imports:
            if target == PACKAGE:
                continue  # the package itself holds only its version
            theirs = LAYERS[layer_of(target)]
            if theirs > mine:
                wrong.append(
                    f"{module}:{line} imports {target} "
                    f"({layer_of(module)} must not import {layer_of(target)})"
                )
    return wrong


def test_every_module_has_a_layer() -> None:
    for module in import_graph():
        assert layer_of(module) in LAYERS


def test_imports_only_run_downward() -> None:
    assert upward_imports(import_graph()) == []


def test_no_cycle_between_layers() -> None:
    """The layers' own graph (who imports whom) has no cycle, checked by search.

    Redundant while every import runs downward, but it says what a cycle is if
    someone ever loosens the ranks above."""
    edges: dict[str, set[str]] = {name: set() for name in LAYERS}
    for module, imports in import_graph().items():
        for _, target in imports:
            if target != PACKAGE and layer_of(target) != layer_of(module):
                edges[layer_of(module)].add(layer_of(target))
    visiting: list[str] = []
    done: set[str] = set()

    def visit(layer: str) -> None:
        if layer in visiting:
            cycle = [*visiting[visiting.index(layer) :], layer]
            pytest.fail("layers import each other in a circle: " + " → ".join(cycle))
        if layer in done:
            return
        visiting.append(layer)
        for nxt in sorted(edges[layer]):
            visit(nxt)
        visiting.pop()
        done.add(layer)

    for layer in LAYERS:
        visit(layer)


def test_the_checker_sees_an_upward_import_made_inside_a_function(tmp_path: Path) -> None:
    """The check itself can fail: a lazy ``from ..cli import`` in a bot module is found."""
    bots = tmp_path / PACKAGE / "bots"
    bots.mkdir(parents=True)
    module = bots / "sneaky.py"
    module.write_text("def f():\n    from ..cli import main\n    return main\n")
    global ROOT
    saved, ROOT = ROOT, tmp_path / PACKAGE
    try:
        graph = {module_name(module): imported_modules(module)}
    finally:
        ROOT = saved
    assert upward_imports(graph) == [
        f"{PACKAGE}.bots.sneaky:2 imports {PACKAGE}.cli (bots must not import top)"
    ]
