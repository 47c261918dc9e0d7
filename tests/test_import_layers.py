"""Imports only run downward, no package imports itself in a circle, and nothing
reaches into another module's private names.

Layers, lowest first: engine ← (options, records, stats, resources) ← bots ← the
game host (``host``) ← where bots think in time (``thinking``) ← net ← presentation
← the table (``app/table``) ← the seats (``app/seats``) ← the window (``app``) ← the
command line. Every module of the package is parsed (not imported, so this also
sees imports made lazily inside functions or only for type checkers) and each
import of another module of the package is checked:

* against the layers: a rule decided in the engine cannot be overridden above
  it, the bots and the server run without Qt, the seats are adapters that import
  nothing of the window around them, and the command line can be rearranged
  without the lower layers noticing;
* against the table's own rule: ``app/table`` talks to a Seat and sees only the
  engine and the shared presentation, never the bots, the network code or the
  window around it;
* against the host's own rule: the game host imports no Qt, no network code and
  no clock or thread (it is the same synchronous code under a game here and under
  a table server, which own the sockets, timers and threads around it);
* for cycles inside each package (two modules of one package importing each
  other, however indirectly), which make a package one knot instead of parts;
* for Qt: the engine, the shared modules, the bots and the network code never
  import PySide6, so ``phase10 serve`` and the bots' worker processes run where Qt
  is missing;
* for ``importlib`` and ``__import__``, which would hide an import from all of
  the above;
* for private names (``from .solver import _helper``) imported across modules.

Each check is shown able to fail by a test that plants one violation in a
scratch copy of a package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = "phase10_desktop"
ROOT = Path(__file__).resolve().parents[1] / PACKAGE

#: Lower numbers are lower layers; a module may import its own layer and those below.
LAYERS: dict[str, int] = {
    "engine": 0,
    "shared": 1,
    "bots": 2,
    "host": 3,
    "thinking": 4,
    "net": 5,
    "presentation": 6,
    "table": 7,
    "seats": 8,
    "app": 9,
    "top": 10,
}

#: What the table may import besides itself: it talks to a Seat, never to the
#: bots, the network code or the window.
TABLE_MAY_IMPORT = {"engine", "presentation", "table"}

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
    if head == "app" and len(parts) > 2 and parts[2] in ("table", "seats"):
        return parts[2]
    if head in ("engine", "bots", "host", "thinking", "net", "presentation", "app"):
        return head
    if head not in TOP_MODULES:
        raise AssertionError(
            f"{module}: a new top-level module; give it a layer in TOP_MODULES of {__file__}"
        )
    return TOP_MODULES[head]


def package_of(module: str) -> str:
    """The package a module belongs to, for the cycle check (``phase10_desktop.app.table``)."""
    path = ROOT.parent / Path(*module.split("."))
    if (path / "__init__.py").is_file():
        return module
    return module.rpartition(".")[0]


def _parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def imported_names(path: Path) -> list[tuple[int, str, str | None]]:
    """(line, module, name) for every import of a module of the package in ``path``;
    ``name`` is the name taken from it by ``from module import name`` (else None)."""
    this = module_name(path)
    package = this if path.name == "__init__.py" else this.rpartition(".")[0]
    found: list[tuple[int, str, str | None]] = []
    for node in ast.walk(_parse(path)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name, None) for a in node.names if a.name.startswith(PACKAGE)]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            if not target.startswith(PACKAGE):
                continue
            for alias in node.names:
                # ``from . import cli`` imports the module ``cli``, not a name of the package
                candidate = f"{target}.{alias.name}"
                as_path = ROOT.parent / Path(*candidate.split("."))
                if as_path.with_suffix(".py").is_file() or (as_path / "__init__.py").is_file():
                    found.append((node.lineno, candidate, None))
                else:
                    found.append((node.lineno, target, alias.name))
    return found


def imported_modules(path: Path) -> list[tuple[int, str]]:
    return [(line, module) for line, module, _ in imported_names(path)]


def modules() -> list[Path]:
    return [p for p in sorted(ROOT.rglob("*.py")) if "__pycache__" not in p.parts]


def import_graph() -> dict[str, list[tuple[int, str]]]:
    return {module_name(p): imported_modules(p) for p in modules()}


def upward_imports(graph: dict[str, list[tuple[int, str]]]) -> list[str]:
    wrong = []
    for module, imports in graph.items():
        mine = layer_of(module)
        for line, target in imports:
            if target == PACKAGE:
                continue  # the package itself holds only its version
            theirs = layer_of(target)
            if LAYERS[theirs] > LAYERS[mine]:
                wrong.append(f"{module}:{line} imports {target} ({mine} must not import {theirs})")
            elif mine == "table" and theirs not in TABLE_MAY_IMPORT:
                wrong.append(
                    f"{module}:{line} imports {target} (the table talks to a Seat and "
                    f"imports only {', '.join(sorted(TABLE_MAY_IMPORT))})"
                )
    return wrong


def cycles(graph: dict[str, list[tuple[int, str]]]) -> list[list[str]]:
    """Circles of imports between modules of one package, each as the modules in it."""
    edges: dict[str, set[str]] = {m: set() for m in graph}
    for module, imports in graph.items():
        for _, target in imports:
            if target in edges and target != module and package_of(target) == package_of(module):
                edges[module].add(target)
    return circles(edges)


def part_of(module: str) -> str:
    """The part a module belongs to for the circle check between parts: its package, or
    the module itself for a top-level module (``cli``, ``user_data``)."""
    package = package_of(module)
    return module if package == PACKAGE else package


def package_cycles(graph: dict[str, list[tuple[int, str]]]) -> list[list[str]]:
    """Circles between packages (``app`` importing ``app.dialogs`` importing ``app``):
    a folder is a layer only if nothing in it is imported back from above."""
    edges: dict[str, set[str]] = {}
    for module, imports in graph.items():
        mine = part_of(module)
        edges.setdefault(mine, set())
        for _, target in imports:
            if target == PACKAGE:
                continue  # the package itself holds only its version
            theirs = part_of(target)
            edges.setdefault(theirs, set())
            if theirs != mine:
                edges[mine].add(theirs)
    return circles(edges)


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components: any with two or more members is a circle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


#: the layers that run without Qt (the server, the bots' worker processes, the CLI)
QT_FREE = {"engine", "shared", "bots", "host", "thinking", "net"}
QT_MODULES = ("PySide6", "shiboken6")


def outside_names(path: Path) -> list[tuple[int, str]]:
    """(line, module) for every absolute import in ``path`` (``import x.y``, ``from x
    import y``), and ``__import__`` for each use of that built-in."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(_parse(path)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            found.append((node.lineno, node.module or ""))
        elif isinstance(node, ast.Name) and node.id == "__import__":
            found.append((node.lineno, "__import__"))
    return found


def qt_imports(paths: list[Path]) -> list[str]:
    """Imports of Qt, even lazy ones, in a module of a layer that runs without it."""
    wrong = []
    for path in paths:
        this = module_name(path)
        layer = layer_of(this)
        if layer in QT_FREE:
            wrong += [
                f"{this}:{line} imports {name} ({layer} runs without Qt)"
                for line, name in outside_names(path)
                if name.split(".")[0] in QT_MODULES
            ]
    return wrong


#: what the game host never imports, and why: it is synchronous, the same code under
#: a game here and a table server, whose adapters own the sockets, clocks and threads
HOST_NEVER: dict[str, str] = {
    **dict.fromkeys(
        ("socket", "ssl", "selectors", "asyncio", "http", "urllib", "socketserver"),
        "network code",
    ),
    **dict.fromkeys(("websockets", "zeroconf", "ifaddr", "psycopg"), "network code"),
    **dict.fromkeys(
        ("threading", "_thread", "multiprocessing", "concurrent", "time", "sched"),
        "clocks or threads",
    ),
}


def host_imports(paths: list[Path]) -> list[str]:
    """Imports of network code, a clock or a thread, even lazy ones, in the game host."""
    wrong = []
    for path in paths:
        this = module_name(path)
        if layer_of(this) != "host":
            continue
        for line, name in outside_names(path):
            why = HOST_NEVER.get(name.split(".")[0])
            if why is not None:
                wrong.append(f"{this}:{line} imports {name} (the host imports no {why})")
    return wrong


def dynamic_imports(paths: list[Path]) -> list[str]:
    """``importlib`` or ``__import__``: imports the checks above could not see."""
    return [
        f"{module_name(path)}:{line} uses {name}"
        for path in paths
        for line, name in outside_names(path)
        if name.split(".")[0] in ("importlib", "__import__")
    ]


def private_imports(paths: list[Path]) -> list[str]:
    """``from .other import _name``: a module reaching into another's private parts."""
    wrong = []
    for path in paths:
        this = module_name(path)
        for line, module, name in imported_names(path):
            dunder = name is not None and name.startswith("__") and name.endswith("__")
            if name is not None and name.startswith("_") and not dunder and module != this:
                wrong.append(f"{this}:{line} imports the private name {name} from {module}")
    return wrong


# --------------------------------------------------------------------------- checks
def test_every_module_has_a_layer() -> None:
    for module in import_graph():
        assert layer_of(module) in LAYERS


def test_imports_only_run_downward() -> None:
    assert upward_imports(import_graph()) == []


def test_no_package_imports_itself_in_a_circle() -> None:
    assert cycles(import_graph()) == []


def test_no_two_packages_import_each_other() -> None:
    assert package_cycles(import_graph()) == []


def test_the_engine_bots_and_network_code_never_import_qt() -> None:
    assert qt_imports(modules()) == []


def test_the_host_imports_no_network_code_no_clock_and_no_thread() -> None:
    assert host_imports(modules()) == []


def test_no_import_is_hidden_from_these_checks() -> None:
    assert dynamic_imports(modules()) == []


def test_no_private_name_is_imported_across_modules() -> None:
    assert private_imports(modules()) == []


# ------------------------------------------------------ each check can fail
@pytest.fixture
def scratch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A scratch package tree the checks read instead of the real one."""
    root = tmp_path / PACKAGE
    root.mkdir()
    (root / "__init__.py").write_text("")
    monkeypatch.setattr(f"{__name__}.ROOT", root)

    def write(relative: str, text: str) -> Path:
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        for parent in path.relative_to(root).parents:
            init = root / parent / "__init__.py"
            if not init.exists():
                init.write_text("")
        path.write_text(text)
        return path

    return write


def test_the_checker_sees_an_upward_import_made_inside_a_function(scratch) -> None:
    """A lazy ``from ..cli import`` in a bot module is found."""
    scratch("cli.py", "")
    module = scratch("bots/sneaky.py", "def f():\n    from ..cli import main\n    return main\n")
    graph = {module_name(module): imported_modules(module)}
    assert upward_imports(graph) == [
        f"{PACKAGE}.bots.sneaky:2 imports {PACKAGE}.cli (bots must not import top)"
    ]


def test_the_checker_sees_the_table_import_the_bots_the_network_or_the_window(scratch) -> None:
    """The table cannot tell a seat here from a seat at a table server (issue 21 §2)
    because it never imports the network code, even lazily."""
    scratch("bots/registry.py", "")
    scratch("net/client.py", "")
    scratch("app/main_window.py", "")
    module = scratch(
        "app/table/conductor.py",
        "from ...bots.registry import make_bot\nfrom ..main_window import MainWindow\n"
        "def f():\n    from ...net.client import TableClient\n    return TableClient\n",
    )
    wrong = upward_imports({module_name(module): imported_modules(module)})
    assert len(wrong) == 3
    assert "bots.registry" in wrong[0] and "talks to a Seat" in wrong[0]
    assert "table must not import app" in wrong[1]
    assert "net.client" in wrong[2] and "talks to a Seat" in wrong[2]


def test_the_checker_sees_a_circle_inside_a_package(scratch) -> None:
    """Even one made only for type checkers (the window and its menus, once)."""
    scratch("app/main_window.py", "from .window_menus import WindowMenus\n")
    scratch(
        "app/window_menus.py",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
        "    from .main_window import MainWindow\n",
    )
    scratch("app/table/scene.py", "from .plates import decorate\n")
    scratch("app/table/plates.py", "from .card_item import x\n")
    scratch("app/table/card_item.py", "from .scene import y\n")
    found = cycles(import_graph())
    assert [f"{PACKAGE}.app.main_window", f"{PACKAGE}.app.window_menus"] in found
    assert [
        f"{PACKAGE}.app.table.card_item",
        f"{PACKAGE}.app.table.plates",
        f"{PACKAGE}.app.table.scene",
    ] in found


def test_the_checker_sees_a_circle_between_packages(scratch) -> None:
    """The window's folders are layers: a dialog that imports the main window, which
    opens the dialog, is a circle between ``app`` and ``app.dialogs``."""
    scratch("app/main_window.py", "from .dialogs.game_over import GameOverDialog\n")
    scratch("app/dialogs/game_over.py", "def f():\n    from ..main_window import MainWindow\n")
    scratch("app/parts/settings.py", "")
    scratch("cli.py", "from .app.main_window import MainWindow\n")
    assert cycles(import_graph()) == []
    assert package_cycles(import_graph()) == [[f"{PACKAGE}.app", f"{PACKAGE}.app.dialogs"]]


def test_the_checker_sees_importlib_and_private_names(scratch) -> None:
    hidden = scratch("bots/hidden.py", "import importlib\nm = importlib.import_module('x')\n")
    dunder = scratch("bots/dunder.py", "m = __import__('phase10_desktop.app')\n")
    scratch("engine/solver.py", "def _helper():\n    pass\n")
    nosy = scratch("engine/solver_search.py", "from .solver import _helper\n")
    assert dynamic_imports([hidden, dunder]) == [
        f"{PACKAGE}.bots.hidden:1 uses importlib",
        f"{PACKAGE}.bots.dunder:1 uses __import__",
    ]
    assert private_imports([nosy]) == [
        f"{PACKAGE}.engine.solver_search:1 imports the private name _helper from "
        f"{PACKAGE}.engine.solver"
    ]


def test_the_checker_sees_qt_imported_by_the_network_code(scratch) -> None:
    """Even inside a function: ``phase10 serve`` would then fail where Qt is missing."""
    server = scratch("net/server.py", "def f():\n    from PySide6.QtCore import QTimer\n")
    engine = scratch("engine/game.py", "import shiboken6\n")
    window = scratch("app/main_window.py", "from PySide6.QtWidgets import QMainWindow\n")
    assert qt_imports([server, engine, window]) == [
        f"{PACKAGE}.net.server:2 imports PySide6.QtCore (net runs without Qt)",
        f"{PACKAGE}.engine.game:1 imports shiboken6 (engine runs without Qt)",
    ]


def test_the_checker_sees_the_host_import_qt_or_the_network(scratch) -> None:
    """The game host is below the network code and Qt-free: a lazy Qt timer, the table
    server, a socket or the WebSocket library in it is found (issue 31 A1)."""
    scratch("net/server.py", "")
    host = scratch(
        "host/game_host.py",
        "import socket\nfrom ..net.server import TableServer\n"
        "def later():\n    from PySide6.QtCore import QTimer\n    import websockets.client\n",
    )
    graph = {module_name(host): imported_modules(host)}
    assert upward_imports(graph) == [
        f"{PACKAGE}.host.game_host:2 imports {PACKAGE}.net.server (host must not import net)"
    ]
    assert qt_imports([host]) == [
        f"{PACKAGE}.host.game_host:4 imports PySide6.QtCore (host runs without Qt)"
    ]
    assert host_imports([host]) == [
        f"{PACKAGE}.host.game_host:1 imports socket (the host imports no network code)",
        f"{PACKAGE}.host.game_host:5 imports websockets.client (the host imports no network code)",
    ]


def test_the_checker_sees_the_host_keep_a_clock_or_a_thread(scratch) -> None:
    """The host is synchronous: the clocks and threads belong to its adapters."""
    host = scratch(
        "host/players.py",
        "from time import monotonic\nimport threading\nimport concurrent.futures\n",
    )
    elsewhere = scratch("thinking/process.py", "import time\nimport threading\n")
    assert host_imports([host, elsewhere]) == [
        f"{PACKAGE}.host.players:1 imports time (the host imports no clocks or threads)",
        f"{PACKAGE}.host.players:2 imports threading (the host imports no clocks or threads)",
        f"{PACKAGE}.host.players:3 imports concurrent.futures "
        "(the host imports no clocks or threads)",
    ]


def test_the_checker_sees_a_seat_import_the_window(scratch) -> None:
    """The seats are adapters under the window: a seat that takes its bot driver or its
    set-up from ``app/`` (as LocalSeat once did: the one package-level cycle) is found,
    while the table, the host and the network code below it are fine."""
    scratch("app/bot_worker.py", "")
    scratch("app/game_setup.py", "")
    scratch("app/table/seat.py", "")
    scratch("host/game_host.py", "")
    scratch("net/threaded.py", "")
    seat = scratch(
        "app/seats/local.py",
        "from ..bot_worker import BotDriver\nfrom ..table.seat import Seat\n"
        "from ...host.game_host import GameHost\nfrom ...net.threaded import ThreadedClient\n"
        "def f():\n    from ..game_setup import GameConfig\n",
    )
    assert upward_imports({module_name(seat): imported_modules(seat)}) == [
        f"{PACKAGE}.app.seats.local:1 imports {PACKAGE}.app.bot_worker (seats must not import app)",
        f"{PACKAGE}.app.seats.local:6 imports {PACKAGE}.app.game_setup (seats must not import app)",
    ]
