"""Fast checks of the packaging recipes: no build, no window (runs everywhere).

The slimming policy decides what ships; a mistake there shows up only in a
built program on one OS, so its rules are pinned here on the paths each OS's
PyInstaller layout really produces. The other checks keep the recipes
consistent with the code: every Qt module the game imports is one the bundle
keeps, the desktop entry and AppStream file are valid, and the release workflow
runs the same build command as the README.
"""

from __future__ import annotations

import ast
import configparser
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from packaging_modules import load

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


slim = load("slim")
icu_slim = load("icu_slim")


# --- which Qt plugins and translations ship -------------------------------------


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6\\plugins\\platforms\\qwindows.dll", True),
        ("PySide6\\plugins\\platforms\\qdirect2d.dll", False),
        ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
        ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
        ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", False),
        ("PySide6\\opengl32sw.dll", False),
        ("PySide6/Qt/lib/libQt6Core.so.6", True),
        ("phase10_desktop/resources/cards/R1.svg", True),
        # the system's own on every desktop Linux (slim.SYSTEM_LIBRARIES_LINUX)
        ("libstdc++.so.6", False),
        ("libssl.so.3", False),
        ("libdbus-1.so.3", False),
        ("libxcb-cursor.so.0", True),  # not on every system: carried
        ("PySide6/Qt/lib/libicuuc.so.73", True),
        ("resources/icons/phase10.ico", False),  # embedded in the .exe, never read
        ("resources/icons/phase10.png", True),
    ],
)
def test_packaging_config_plugin_policy(dest: str, kept: bool) -> None:
    assert slim.keep_entry((dest, "/src", "BINARY")) is kept


def test_packaging_config_qt_translations_follow_our_languages() -> None:
    langs = frozenset({"es", "ar", "pt_BR"})

    def keep(name: str) -> bool:
        return slim.keep_entry((f"PySide6/Qt/translations/{name}", "/src", "DATA"), langs)

    assert keep("qtbase_es.qm") and keep("qtbase_ar.qm") and keep("qtbase_pt_BR.qm")
    assert keep("qtbase_pt.qm")  # the language's base catalogue serves pt_BR too
    assert not keep("qtbase_de.qm")
    assert not keep("qt_es.qm") and not keep("qtmultimedia_es.qm") and not keep("qt_help_es.qm")
    assert not slim.keep_entry(("PySide6/translations/qtbase_es.qm", "/s", "DATA"), frozenset())


def test_packaging_config_prune_follows_link_imports() -> None:
    """A library stays exactly when something kept links to it, directly or not."""
    binaries = [
        ("PySide6/QtGui.abi3.so", "/x/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/x/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/x/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/lib/libicuuc.so.73", "/x/libicuuc.so.73", "BINARY"),
        ("PySide6/Qt/lib/libQt6Network.so.6", "/x/libQt6Network.so.6", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/x/libqxcb.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/x/libQt6XcbQpa.so.6", "BINARY"),
        ("libpython3.11.so.1.0", "/x/libpython3.11.so.1.0", "BINARY"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ]
    imports = {
        "/x/QtGui.abi3.so": ["libQt6Gui.so.6", "libc.so.6"],
        "/x/libQt6Gui.so.6": ["libQt6Core.so.6"],
        "/x/libQt6Core.so.6": ["libicuuc.so.73"],
        "/x/libqxcb.so": ["libQt6XcbQpa.so.6"],
    }
    kept, datas, removed = slim.prune_unreachable(binaries, [], lambda s: imports.get(s, []))
    names = {e[0] for e in kept}
    assert {e[0] for e in removed} == {"PySide6/Qt/lib/libQt6Network.so.6"}
    assert "libQt6Network.so.6" not in names, "a link to a pruned library must go too"
    assert {"libQt6Core.so.6", "PySide6/Qt/lib/libicuuc.so.73", "libpython3.11.so.1.0"} <= names
    assert "PySide6/Qt/lib/libQt6XcbQpa.so.6" in names
    assert datas == []


def test_packaging_config_prune_keeps_everything_when_imports_unreadable() -> None:
    binaries = [
        ("PySide6/QtCore.abi3.so", "/x/a", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Network.so.6", "/x/b", "BINARY"),
    ]

    def broken(src: str) -> list[str]:
        raise OSError("unreadable")

    kept, _datas, removed = slim.prune_unreachable(binaries, [], broken)
    assert kept == binaries and removed == []


def test_packaging_config_macos_framework_pruned_whole() -> None:
    fw = "PySide6/Qt/lib/QtNetwork.framework"
    binaries = [
        ("PySide6/QtCore.abi3.so", "/x/core.so", "EXTENSION"),
        (f"{fw}/Versions/A/QtNetwork", "/x/QtNetwork", "BINARY"),
    ]
    datas = [(f"{fw}/Resources/Info.plist", "/x/Info.plist", "DATA"), ("res/a.svg", "/a", "DATA")]
    kept, kept_datas, _removed = slim.prune_unreachable(binaries, datas, lambda s: [])
    assert [e[0] for e in kept] == ["PySide6/QtCore.abi3.so"]
    assert [e[0] for e in kept_datas] == ["res/a.svg"]


def test_packaging_config_every_qt_import_is_bundled() -> None:
    """A PySide6 module the game imports but the spec excludes would crash the build."""
    used: dict[str, str] = {}
    for path in (ROOT / "phase10_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                if name.startswith("PySide6."):
                    used.setdefault(name.split(".")[1], str(path.relative_to(ROOT)))
    missing = {m: where for m, where in used.items() if m not in slim.QT_MODULES_USED}
    assert not missing, (
        f"imported but excluded from the bundle: {missing}; add them to QT_MODULES_USED "
        "in packaging/slim.py (and check the bundle size)"
    )
    excluded = set(slim.python_excludes())
    assert not {f"PySide6.{m}" for m in used} & excluded


# --- ICU data package -----------------------------------------------------------


def _package(items: list[tuple[str, bytes]]) -> bytes:
    header = bytearray(32)
    struct.pack_into("<HBB", header, 0, 32, 0xDA, 0x27)
    header[12:16] = b"CmnD"
    return icu_slim.write_package(bytes(header), items)


def test_packaging_config_icu_package_round_trip() -> None:
    items = [("icudt73l/b.res", b"B" * 20), ("icudt73l/a.res", b"A" * 5), ("icudt73l/c.icu", b"")]
    header, parsed = icu_slim.read_package(_package(items))
    assert parsed[0] == ("icudt73l/a.res", b"A" * 5 + b"\0" * 11)  # items are 16-aligned
    assert [n for n, _ in parsed] == sorted(n for n, _ in items)
    assert icu_slim.write_package(header, parsed) == _package(items)


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("icudt73l/root.res", True),
        ("icudt73l/es_MX.res", True),
        ("icudt73l/de.res", False),
        ("icudt73l/coll/ucadata.icu", True),
        ("icudt73l/coll/hr.res", True),
        ("icudt73l/coll/zh.res", False),
        ("icudt73l/zone/pool.res", True),
        ("icudt73l/curr/res_index.res", True),
        ("icudt73l/supplementalData.res", True),
        ("icudt73l/zoneinfo64.res", True),
        ("icudt73l/unames.icu", True),
        ("icudt73l/nfkc.nrm", True),
        ("icudt73l/gb18030.cnv", False),
        ("icudt73l/brkitr/cjdict.dict", False),
        ("icudt73l/brkitr/word.brk", True),
        ("icudt73l/translit/root.res", False),
        ("icudt73l/rbnf/es.res", False),
    ],
)
def test_packaging_config_icu_items(name: str, kept: bool) -> None:
    assert icu_slim.keep_item(name, ["es", "hr"]) is kept


def test_packaging_config_icu_real_package_round_trips() -> None:
    """Our reader/writer reproduce Qt's own ICU package byte for byte."""
    import PySide6

    lib = Path(PySide6.__file__).parent / "Qt" / "lib"
    found = sorted(lib.glob("libicudata.so.*"))
    if not found or shutil.which("readelf") is None:
        pytest.skip("no ICU data library in this PySide6 (only the Linux wheels ship one)")
    _symbol, blob = icu_slim._extract_symbol(found[0])
    header, items = icu_slim.read_package(blob)
    assert icu_slim.write_package(header, items) == blob


# --- recipes --------------------------------------------------------------------


def test_packaging_config_desktop_entry() -> None:
    path = PACKAGING / "linux" / "phase10.desktop"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(path, encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["Type"] == "Application" and d["Name"] == "Phase 10"
    assert d["Exec"] == "phase10 %u" and d["Icon"] == "phase10"  # %u: a phase10: link
    assert "Game" in d["Categories"].split(";") and "CardGame" in d["Categories"].split(";")
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(
            ["desktop-file-validate", str(path)], capture_output=True, text=True, check=False
        )
        assert result.returncode == 0, result.stdout + result.stderr


def test_packaging_config_appstream_and_plist_parse() -> None:
    root = ET.parse(PACKAGING / "linux" / "io.github.phase10desktop.phase10.metainfo.xml")
    assert root.getroot().findtext("id") == "io.github.phase10desktop.phase10"
    import plistlib

    with (PACKAGING / "macos" / "entitlements.plist").open("rb") as fh:
        assert isinstance(plistlib.load(fh), dict)


def test_packaging_config_inno_setup_is_per_user() -> None:
    text = (PACKAGING / "windows" / "phase10.iss").read_text(encoding="utf-8")
    assert "PrivilegesRequired=lowest" in text
    assert "DefaultDirName={autopf}" in text  # {userpf} when not elevated
    assert "{autoprograms}" in text  # Start-menu shortcut for the installing user
    assert "#ifndef AppVersion" in text  # build.py passes the version


def test_packaging_config_workflow_runs_the_local_build_command() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "python packaging/build.py" in workflow
    for runner in ("ubuntu-22.04", "windows-latest", "macos-latest"):
        assert f"os: {runner}" in workflow


def test_packaging_config_ci_workflow_runs_lint_tests_and_readme_command() -> None:
    """CI on every push and pull request: ruff, the tests on three OSes and two
    Pythons, and README's test command (``.ci/run``) for the e2e bundle test."""
    workflow = (ROOT / ".github" / "workflows" / "ci.yml").read_text(encoding="utf-8")
    on = workflow.split("\non:\n", 1)[1].split("\n\n", 1)[0]
    assert "  push:" in on and "  pull_request:" in on
    assert "run: ruff check" in workflow and "run: ruff format --check ." in workflow
    assert "os: [ubuntu-latest, windows-latest, macos-latest]" in workflow
    assert 'python: ["3.11", "3.13"]' in workflow
    assert 'python -m pytest -m "not e2e"' in workflow
    assert "run: bash .ci/run" in workflow and 'PHASE10_E2E_REQUIRED: "1"' in workflow
    assert "pytest" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


_ICU_PROBE = """
from PySide6.QtCore import QCollator, QLocale, QTimeZone
words = ["été", "Zebra", "apple", "Ärger", "ñandú", "nube", "čaj", "cesta", "ćup", "دب", "أب"]
tz = QTimeZone(b"Europe/Madrid")
for loc in ["es", "hr", "ar", "en"]:
    print(loc, sorted(words, key=QCollator(QLocale(loc)).sortKey))
    print(loc, tz.displayName(QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName,
                              QLocale(loc)))
print(QLocale("tr").toUpper("istanbul"), QLocale("es").toUpper("straße"))
print(open("/proc/self/maps").read().count("libicudata"))
"""


def test_packaging_config_slim_icu_answers_like_full_icu_for_our_languages(tmp_path: Path) -> None:
    """Collation, time-zone names and case mapping in the game's languages are unchanged."""
    import os

    import PySide6

    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not found or not (shutil.which("cc") or shutil.which("gcc")):
        pytest.skip("needs the Linux PySide6 wheel's ICU and a C compiler")
    slim_lib = icu_slim.slim_icu_library(found[0], tmp_path, ["es", "hr", "ar"])
    assert slim_lib is not None and slim_lib.stat().st_size < found[0].stat().st_size / 4

    def probe(library_path: str | None) -> str:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        env.pop("LD_LIBRARY_PATH", None)
        if library_path:
            env["LD_LIBRARY_PATH"] = library_path  # beats Qt's RUNPATH to our copy
        result = subprocess.run(
            [sys.executable, "-c", _ICU_PROBE],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        return result.stdout

    full, slimmed = probe(None), probe(str(tmp_path))
    assert full == slimmed
    with_maps = subprocess.run(
        [sys.executable, "-c", "import PySide6.QtCore;print(open('/proc/self/maps').read())"],
        env=dict(os.environ, LD_LIBRARY_PATH=str(tmp_path)),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert str(slim_lib) in with_maps, "the probe did not load the slim library"


def test_packaging_config_pure_python_replaces_compiled_zeroconf(tmp_path) -> None:
    """A compiled module with its source beside it leaves for the source; one without
    stays (the package would not import without it), and other packages are untouched."""
    pkg = tmp_path / "zeroconf"
    (pkg / "_services").mkdir(parents=True)
    for name in ("_cache", "_services/__init__"):
        (pkg / f"{name}.py").write_text("x = 1\n")
        (pkg / f"{name}.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    (pkg / "_only_compiled.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    so = ".cpython-311-x86_64-linux-gnu.so"
    binaries = [
        (f"zeroconf/_cache{so}", str(pkg / f"_cache{so}"), "EXTENSION"),
        (f"zeroconf/_services/__init__{so}", str(pkg / f"_services/__init__{so}"), "EXTENSION"),
        (f"zeroconf/_only_compiled{so}", str(pkg / f"_only_compiled{so}"), "EXTENSION"),
        ("websockets/speedups.so", "/x/speedups.so", "EXTENSION"),
    ]
    kept, pure = slim.prefer_pure_python(binaries, [])
    assert [e[0] for e in kept] == [f"zeroconf/_only_compiled{so}", "websockets/speedups.so"]
    assert sorted(pure) == [
        ("zeroconf._cache", str(pkg / "_cache.py"), "PYMODULE"),
        ("zeroconf._services", str(pkg / "_services/__init__.py"), "PYMODULE"),
    ]


def test_the_bundle_leaves_out_the_server_only_postgresql_driver() -> None:
    """A checkout whose environment has the test extras has psycopg installed; the
    game's bundle must not carry it (11 MB: the Linux bundle was 90.0 MB with it)."""
    excluded = set(slim.python_excludes())
    assert {"psycopg", "psycopg_binary", "phase10_desktop.net.store_postgres"} <= excluded


def test_serve_without_the_postgresql_driver_says_what_to_do() -> None:
    """The installed game (no psycopg) asked to serve from PostgreSQL: one sentence."""
    code = (
        "import sys; sys.modules['psycopg'] = None; from phase10_desktop.cli import main; "
        "sys.exit(main(['serve', '--data', 'postgresql://phase10@127.0.0.1:1/tables']))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert result.returncode == 2, result.stderr
    assert "needs the psycopg driver" in result.stderr
    assert "Traceback" not in result.stderr
