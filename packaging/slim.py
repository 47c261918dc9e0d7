"""Decide which Qt pieces a PyInstaller build of Phase 10 keeps, and prune the rest.

PyInstaller's Qt hooks collect every plugin of every plugin *type* that a Qt module
might use (all image formats, every platform back end, EGL device integrations,
TLS back ends, ...), and each of those plugins pulls its own Qt libraries in. A
default build of a PySide6 hello-world is therefore about 158 MB, most of which a
card game never loads. This module holds the whole keep/drop policy in one place so
that ``phase10.spec`` stays declarative and the policy can be unit-tested without
running a build.

Three steps, applied to the Analysis TOCs in the spec:

1. ``python_excludes()`` stops unused PySide6 modules and dead stdlib weight from
   being analysed at all (cheapest: their libraries never enter the build).
2. ``keep_entry()`` drops plugins outside :data:`KEEP_PLUGINS`, Qt translations
   other than ``qtbase_*`` and a few known-useless Windows DLLs.
3. ``prune_unreachable()`` then removes every shared library that nothing kept
   still links against (the libraries the dropped plugins had pulled in), walking
   the real link-time imports so a library a kept plugin needs can never be lost.
"""

from __future__ import annotations

import contextlib
import os
import posixpath
import re
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

__all__ = [
    "BUILD_ONLY_FILES",
    "FALLBACK_PACKAGES",
    "KEEP_PLUGINS",
    "PURE_PYTHON_PACKAGES",
    "QT_MODULES_USED",
    "SYSTEM_LIBRARIES_LINUX",
    "TocEntry",
    "keep_entry",
    "our_languages",
    "plugin_of",
    "prefer_pure_python",
    "prune_unreachable",
    "python_excludes",
    "slim",
]

# (destination name inside the bundle, source path, PyInstaller typecode)
TocEntry = tuple[str, str, str]

#: The PySide6 modules the game imports. A new ``from PySide6.QtX import`` in the app
#: must be added here, or the frozen program fails with ImportError (the packaging
#: config test checks the source tree against this list).
QT_MODULES_USED: frozenset[str] = frozenset({"QtCore", "QtGui", "QtWidgets", "QtSvg"})

#: Plugin type -> plugin base names (without ``lib`` prefix and extension) to keep.
#: Everything else PyInstaller's hooks collect is dropped.
KEEP_PLUGINS: dict[str, frozenset[str]] = {
    # Windowing back ends: X11, Wayland, Windows, macOS, plus offscreen, which
    # ``--self-test`` uses on every OS.
    "platforms": frozenset({"qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen"}),
    # Wayland needs a shell integration to map a window at all (xdg-shell is what
    # every current compositor speaks) and client-side decorations on GNOME.
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": frozenset({"adwaita", "bradient"}),
    # Dead keys, compose sequences and IBus input methods, for typing player names.
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    # Our art is SVG; PNG is built into QtGui and needs no plugin.
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"qsvgicon"}),
    # Native widget styles on Windows 11/10 and macOS (Linux uses built-in Fusion).
    "styles": frozenset({"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"}),
}

#: Windows DLLs the PySide6 hook adds that a raster-painted widgets app never loads:
#: the 20 MB software OpenGL fallback and the shader compiler of Qt's RHI (used by
#: Qt Quick / QOpenGLWidget / QRhiWidget, none of which we use).
DROP_WINDOWS_DLLS: frozenset[str] = frozenset({"opengl32sw.dll", "d3dcompiler_47.dll"})

#: Linux libraries the bundle takes from the system instead of carrying copies. Each
#: is on every desktop Linux the bundle runs on (glibc 2.35+: Ubuntu 22.04+, Debian
#: 12+, Fedora 36+), most of them because the desktop itself is built on them: the
#: base libraries of the AppImage project's exclude list (X11, GLib, the C++ and GCC
#: runtimes, fontconfig, FreeType, expat, zlib), and the D-Bus client library with
#: the systemd and gcrypt libraries that the build machine's copy links to (every
#: desktop session runs on D-Bus; Qt reaches the screen reader through it), and
#: OpenSSL 3 (``wss://`` tables, table passwords), which every one of those systems
#: ships as libssl3 and keeps patched: a TLS library is the one a player most needs
#: their system's security updates for. The system's copies also match the system's
#: configuration (a bundled fontconfig can fail to read a newer system's fonts.conf).
#: packaging/README.md has the figures.
SYSTEM_LIBRARIES_LINUX: frozenset[str] = frozenset(
    {
        "libX11.so.6",
        "libglib-2.0.so.0",
        "libgthread-2.0.so.0",
        "libstdc++.so.6",
        "libgcc_s.so.1",
        "libfontconfig.so.1",
        "libfreetype.so.6",
        "libexpat.so.1",
        "libz.so.1",
        "libuuid.so.1",
        "libgpg-error.so.0",
        "libdbus-1.so.3",
        "libsystemd.so.0",
        "libgcrypt.so.20",
        "libcap.so.2",
        "liblz4.so.1",
        "libssl.so.3",
        "libcrypto.so.3",
        # what only those system libraries link to (FreeType: PNG, Brotli; GLib:
        # PCRE2; libxcb: Xau, Xdmcp with libbsd/libmd). PyInstaller lists them from
        # ldd's transitive view; a copy of them here would be loaded by the
        # system's FreeType or GLib in place of the system's own, a mismatch
        # waiting for the next distribution update.
        "libpng16.so.16",
        "libbrotlidec.so.1",
        "libbrotlicommon.so.1",
        "libpcre2-8.so.0",
        "libXau.so.6",
        "libXdmcp.so.6",
        "libbsd.so.0",
        "libmd.so.0",
    }
)

#: Icons the build embeds in the programs (the .exe's icon, the .app's) and that
#: nothing reads at run time; the window icon is phase10.png.
BUILD_ONLY_FILES: frozenset[str] = frozenset({"phase10.ico", "phase10.icns"})

#: Standard-library packages no code path of the game reaches. Not excluded any
#: more: ``sqlite3`` (the statistics store, and every table of a table server),
#: ``ssl`` and ``_hashlib`` (``wss://`` tables and table passwords; OpenSSL's
#: libcrypto/libssl cost about 6 MB).
STDLIB_EXCLUDES: tuple[str, ...] = (
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "idlelib",
    "lib2to3",
    "pydoc",
    "pydoc_data",
    "doctest",
    "unittest",
    "test",
    "ensurepip",
    "venv",
    "distutils",
    "setuptools",
    "pkg_resources",
    "pip",
    "xmlrpc",
    "http.server",
    "curses",
    "_curses",
    "readline",
    "dbm",
    # East Asian legacy codecs: the game reads and writes UTF-8 only (1 MB)
    "_codecs_cn",
    "_codecs_hk",
    "_codecs_iso2022",
    "_codecs_jp",
    "_codecs_kr",
    "_codecs_tw",
    "_multibytecodec",
    # decimal's C accelerator: the pure-Python _pydecimal serves the rare use
    "_decimal",
)

#: Packages only a table server sharing PostgreSQL uses (``phase10 serve --data
#: postgresql://``, installed from pip with the ``shared`` extra): a checkout whose
#: virtual environment has the test extras would otherwise bundle psycopg and its
#: libpq/OpenSSL (11 MB, 90.0 MB instead of 79). ``phase10 serve`` says so.
SERVER_ONLY_PACKAGES: tuple[str, ...] = (
    "psycopg",
    "psycopg_binary",
    "psycopg_c",
    "psycopg_pool",
    "phase10_desktop.net.store_postgres",
)

_PLUGIN_RE = re.compile(r"(?:^|/)PySide6/(?:Qt/)?plugins/(?P<type>[^/]+)/(?P<file>[^/]+)$")
_TRANSLATION_RE = re.compile(r"(?:^|/)PySide6/(?:Qt/)?translations/(?P<file>[^/]+)$")
_LANG_RE = re.compile(r"_(?P<lang>[a-z]{2,3}(?:_[A-Z]{2}|_[A-Z][a-z]{3})?)\.qm$")
_FRAMEWORK_RE = re.compile(r"(?:^|/)(?P<name>[^/]+)\.framework/")
_PYTHON_LIB_RE = re.compile(r"^(lib)?python\d*(\.\d+)*(\.so.*|\.dll|\.dylib)?$|^Python$", re.I)


def python_excludes(pyside_dir: Path | None = None) -> list[str]:
    """Module names for ``Analysis(excludes=...)``.

    Every PySide6 module other than :data:`QT_MODULES_USED` is listed, read from the
    installed package (names differ between PySide6 releases and between Essentials
    and Addons), so a stray import in a dependency cannot pull QtNetwork or QtQml in.
    """
    if pyside_dir is None:
        import PySide6

        pyside_dir = Path(PySide6.__file__).parent
    names: set[str] = set()
    for path in pyside_dir.iterdir():
        stem = path.name.split(".", 1)[0]
        if stem.startswith("Qt") and path.suffix in (".pyi", ".so", ".pyd"):
            names.add(stem)
    unused = sorted(names - QT_MODULES_USED)
    return [f"PySide6.{name}" for name in unused] + [*STDLIB_EXCLUDES, *SERVER_ONLY_PACKAGES]


def _norm(dest: str) -> str:
    return dest.replace("\\", "/")


def plugin_of(dest: str) -> tuple[str, str] | None:
    """``(plugin type, base name)`` if ``dest`` is a Qt plugin, else ``None``.

    The base name drops the ``lib`` prefix and the extension, so one policy covers
    ``libqxcb.so``, ``qwindows.dll`` and ``libqcocoa.dylib``.
    """
    match = _PLUGIN_RE.search(_norm(dest))
    if not match:
        return None
    name = match["file"]
    for ext in (".so", ".dll", ".dylib"):
        if name.lower().endswith(ext):
            name = name[: -len(ext)]
            break
    else:
        return None  # a data file beside plugins (e.g. a .json), not a plugin binary
    if name.startswith("lib"):
        name = name[3:]
    return match["type"], name


def our_languages(resources_dir: Path) -> frozenset[str]:
    """Languages the game is translated into: its language list and its ``.qm`` files.

    Qt's own strings (standard dialog buttons, context menus) and ICU's locale
    data are only worth shipping in those languages: a Czech "Cancel" inside an
    English game helps nobody, and the 33 ``qtbase_*.qm`` files weigh 6 MB. The
    list comes from ``phase10_desktop.app.parts.i18n.LANGUAGES`` (what the settings
    offer, and what ``install_translators`` loads ``qtbase_<lang>`` for) plus any
    ``resources/translations/*_<lang>.qm``.
    """
    found: set[str] = set()
    try:
        from phase10_desktop.app.parts.i18n import LANGUAGES

        found.update(LANGUAGES)
    except (ImportError, AttributeError) as e:
        print(f"slim: no language list in phase10_desktop.app.parts.i18n ({e})")
    folder = resources_dir / "translations"
    if folder.is_dir():
        for path in folder.glob("*.qm"):
            match = _LANG_RE.search(path.name)
            if match:
                found.add(match["lang"])
    return frozenset(found)


def keep_entry(entry: TocEntry, qt_languages: frozenset[str] = frozenset()) -> bool:
    """Whether one Analysis TOC entry survives the static policy (step 2).

    ``qt_languages`` are the languages of our own translations; ``qtbase_xx.qm`` is
    kept for those (``de_AT`` also keeps ``qtbase_de``) and every other Qt
    translation catalogue is dropped.
    """
    dest = _norm(entry[0])
    plugin = plugin_of(dest)
    if plugin is not None:
        kind, name = plugin
        return name in KEEP_PLUGINS.get(kind, frozenset())
    translation = _TRANSLATION_RE.search(dest)
    if translation:
        match = _LANG_RE.search(translation["file"])
        if not translation["file"].startswith("qtbase_") or match is None:
            return False
        wanted = qt_languages | {lang.split("_")[0] for lang in qt_languages}
        return match["lang"] in wanted
    name = PurePosixPath(dest).name
    if "/" not in dest and name in SYSTEM_LIBRARIES_LINUX:
        return False  # a library at the bundle's top: PyInstaller took it from the system
    if name in BUILD_ONLY_FILES:
        return False
    return name.lower() not in DROP_WINDOWS_DLLS


def _lib_key(name: str) -> str:
    """The key a link-time import and a bundled file are matched on.

    A bare, case-folded base name: ELF ``NEEDED`` entries and PE imports are base
    names already, and macOS install names (``@rpath/QtCore.framework/Versions/A/
    QtCore``) end in the framework binary's own name.
    """
    return PurePosixPath(_norm(name)).name.lower()


def _is_prunable(entry: TocEntry) -> bool:
    """Shared libraries that are only there because something links to them.

    Extensions and kept plugins are entry points (Python or Qt loads them by path),
    and the Python library is loaded by the bootloader, so those are roots.
    """
    dest, _src, typecode = entry
    if typecode != "BINARY" or plugin_of(dest) is not None:
        return False
    return not _PYTHON_LIB_RE.match(PurePosixPath(_norm(dest)).name)


def prune_unreachable(
    binaries: Iterable[TocEntry],
    datas: Iterable[TocEntry],
    get_imports: Callable[[str], Iterable[str]],
) -> tuple[list[TocEntry], list[TocEntry], list[TocEntry]]:
    """Drop libraries that no kept binary imports, directly or transitively (step 3).

    ``get_imports(src)`` returns the names a binary links against. If it fails on
    any file the pruning is abandoned (everything kept): a build that is too big is
    a nuisance, a build missing a library is broken.

    Returns ``(binaries, datas, removed)``; data files inside a removed macOS
    framework go too, so ``codesign`` never meets a framework without its binary.
    """
    binaries = list(binaries)
    datas = list(datas)
    by_key: dict[str, list[TocEntry]] = {}
    for entry in binaries:
        if _is_prunable(entry):
            by_key.setdefault(_lib_key(entry[0]), []).append(entry)

    reached: set[str] = set()
    todo = [e for e in binaries if not _is_prunable(e) and e[2] != "SYMLINK"]
    seen_src: set[str] = set()
    while todo:
        entry = todo.pop()
        if entry[1] in seen_src:
            continue
        seen_src.add(entry[1])
        try:
            imports = list(get_imports(entry[1]))
        except Exception as exc:  # any failure means: do not prune
            print(f"slim: cannot read imports of {entry[1]} ({exc}); not pruning")
            return binaries, datas, []
        for name in imports:
            key = _lib_key(name)
            if key in by_key and key not in reached:
                reached.add(key)
                todo.extend(by_key[key])

    removed = [e for e in binaries if _is_prunable(e) and _lib_key(e[0]) not in reached]
    removed_dests = {e[0] for e in removed}
    gone_frameworks = {
        m["name"] for e in removed if (m := _FRAMEWORK_RE.search(_norm(e[0]))) is not None
    }

    def in_gone_framework(dest: str) -> bool:
        match = _FRAMEWORK_RE.search(_norm(dest))
        return match is not None and match["name"] in gone_frameworks

    kept_binaries = [
        e for e in binaries if e[0] not in removed_dests and not in_gone_framework(e[0])
    ]
    kept_datas = [e for e in datas if not in_gone_framework(e[0])]
    return (
        drop_dangling_symlinks(kept_binaries, kept_datas),
        drop_dangling_symlinks(kept_datas, kept_binaries),
        removed,
    )


def drop_dangling_symlinks(
    entries: list[TocEntry], others: Iterable[TocEntry] = ()
) -> list[TocEntry]:
    """Remove ``SYMLINK`` entries whose target is no longer in the bundle.

    PyInstaller adds top-level links such as ``libQt6Network.so.6 ->
    PySide6/Qt/lib/libQt6Network.so.6``; once the target is pruned the link would
    dangle.
    """
    present = {_norm(e[0]) for e in entries if e[2] != "SYMLINK"}
    present |= {_norm(e[0]) for e in others}
    kept = []
    for entry in entries:
        # PyInstaller stores a link's target as a bundle-relative path.
        if entry[2] == "SYMLINK" and posixpath.normpath(_norm(entry[1])) not in present:
            continue
        kept.append(entry)
    return kept


def pyinstaller_imports(src: str) -> list[str]:
    """Link-time imports of one binary, via PyInstaller's own per-OS reader."""
    from PyInstaller.depend import bindepend

    return [name for name, _path in bindepend.get_imports(src)]


def _size(entries: Iterable[TocEntry]) -> int:
    total = 0
    for entry in entries:
        with contextlib.suppress(OSError):
            total += os.path.getsize(entry[1])
    return total


def slim(
    binaries: list[TocEntry],
    datas: list[TocEntry],
    qt_languages: frozenset[str] = frozenset(),
    get_imports: Callable[[str], Iterable[str]] = pyinstaller_imports,
) -> tuple[list[TocEntry], list[TocEntry]]:
    """Apply steps 2 and 3 and print what went, so a build log explains the size."""

    def keep(entry: TocEntry) -> bool:
        return keep_entry(entry, qt_languages)

    dropped = [e for e in binaries + datas if not keep(e)]
    binaries = [e for e in binaries if keep(e)]
    datas = [e for e in datas if keep(e)]
    binaries, datas, unreachable = prune_unreachable(binaries, datas, get_imports)
    gone = dropped + unreachable
    print(f"slim: dropped {len(gone)} files, {_size(gone) / 1e6:.1f} MB before stripping")
    for entry in sorted(gone):
        print(f"slim:   - {_norm(entry[0])}")
    return binaries, datas


#: Packages whose compiled speed-ups (Cython) are left out for their own pure-Python
#: modules, which the wheels ship beside them and the packages run on unchanged.
#: zeroconf's 25 compiled modules weigh 2.9 MB on Linux and 2.1 MB on Windows; what
#: they speed up is parsing mDNS packets, of which finding tables on a home network
#: sends a handful.
PURE_PYTHON_PACKAGES: frozenset[str] = frozenset({"zeroconf"})

#: Packages that import a pure-Python twin of each compiled module when the compiled
#: one is missing (each documents it, with a *_NO_EXTENSIONS switch): the HTTP
#: stack under the home-router support (net/router.py: async-upnp-client), used for
#: a few UPnP requests when a host asks for a port mapping. 1.4 MB on Linux, 0.9 MB
#: on Windows; tests/net/test_net_router.py passes with the switches set.
FALLBACK_PACKAGES: frozenset[str] = frozenset(
    {"aiohttp", "yarl", "multidict", "propcache", "frozenlist"}
)


def prefer_pure_python(
    binaries: list[TocEntry],
    pure: list[TocEntry],
    packages: frozenset[str] = PURE_PYTHON_PACKAGES,
    fallbacks: frozenset[str] = FALLBACK_PACKAGES,
) -> tuple[list[TocEntry], list[TocEntry]]:
    """Swap the compiled modules of ``packages`` for their ``.py`` sources.

    PyInstaller prefers an extension module to a ``.py`` file of the same name, so
    the sources only enter the bundle when added here; an extension with no source
    beside it is kept (the package would not import without it).
    """
    kept: list[TocEntry] = []
    pure = list(pure)
    swapped = []
    for entry in binaries:
        dest, src, typecode = entry
        parts = PurePosixPath(_norm(dest)).parts
        if typecode == "EXTENSION" and parts and parts[0] in fallbacks:
            swapped.append(entry)  # the package imports its pure twin instead
            continue
        if typecode == "EXTENSION" and parts and parts[0] in packages:
            source = Path(src).with_name(Path(src).name.split(".", 1)[0] + ".py")
            if source.is_file():
                names = [*parts[:-1], parts[-1].split(".", 1)[0]]
                if names[-1] == "__init__":
                    names.pop()
                pure.append((".".join(names), str(source), "PYMODULE"))
                swapped.append(entry)
                continue
        kept.append(entry)
    print(
        f"slim: {len(swapped)} compiled modules left for their Python sources, "
        f"{_size(swapped) / 1e6:.1f} MB"
    )
    return kept, pure


def check_required(binaries: Iterable[TocEntry], required: Iterable[tuple[str, str]]) -> None:
    """Fail the build when a plugin the game cannot run without is missing.

    ``required`` holds ``(plugin type, base name)`` pairs for the OS being built.
    """
    present = {p for e in binaries if (p := plugin_of(e[0])) is not None}
    missing = sorted(set(required) - present)
    if missing:
        names = ", ".join(f"{kind}/{name}" for kind, name in missing)
        raise SystemExit(f"slim: the bundle would miss required Qt plugins: {names}")
