"""Build Phase 10 for the system this runs on: bundle, installer, smoke test.

One command on every OS, the same locally and in the release workflow::

    python packaging/build.py

1. PyInstaller builds the one-dir bundle from ``packaging/phase10.spec``
   (``dist/phase10/`` on Linux and Windows, ``dist/Phase 10.app`` on macOS).
2. The installer artefact for this OS goes to ``dist/``:
   Linux ``Phase10-<v>-linux-x86_64.tar.gz`` (always) and ``Phase10-<v>-x86_64.AppImage``
   (when ``appimagetool`` is found); Windows ``Phase10-<v>-windows-x64-setup.exe``
   (Inno Setup); macOS an ad-hoc signed ``.app`` in ``Phase10-<v>-macos-<arch>.dmg``.
3. Smoke test of the *built* program: ``--self-test`` (one bot round through the real
   table, offscreen), then, where a display exists, the window on the native
   platform with ``PHASE10_EXIT_WHEN_SHOWN=1``.

It prints the sizes and writes them, with the glibc floor on Linux, to
``dist/phase10-build.json`` (the end-to-end test uses it to tell a fresh bundle
from a stale one). Exit status 0 only if every requested step worked.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from collections.abc import Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
STAMP = DIST / "phase10-build.json"
APP_NAME = "Phase 10"
EXE_NAME = "phase10"
IS_WIN = sys.platform == "win32"
IS_MAC = sys.platform == "darwin"
IS_LINUX = sys.platform.startswith("linux")


class BuildError(RuntimeError):
    """A step failed; the message says which and what to do."""


def version() -> str:
    """The one version number, from pyproject.toml (the spec reads the same)."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(data["project"]["version"])


def bundle_dir() -> Path:
    """The folder that is shipped: the one-dir bundle, or the .app on macOS."""
    return DIST / f"{APP_NAME}.app" if IS_MAC else DIST / EXE_NAME


def program_path(bundle: Path | None = None) -> Path:
    """The executable inside the built bundle."""
    bundle = bundle or bundle_dir()
    if IS_MAC:
        return bundle / "Contents" / "MacOS" / EXE_NAME
    return bundle / (EXE_NAME + (".exe" if IS_WIN else ""))


def machine() -> str:
    """CPU name used in artefact names (``x86_64``, ``arm64``)."""
    m = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(m, m)


def run(cmd: Sequence[str | Path], **kwargs: object) -> None:
    """Run a tool, echoing it, and turn a failure into a BuildError."""
    printable = " ".join(f'"{c}"' if " " in str(c) else str(c) for c in cmd)
    print(f"+ {printable}", flush=True)
    result = subprocess.run([str(c) for c in cmd], check=False, **kwargs)  # type: ignore[call-overload]
    if result.returncode != 0:
        raise BuildError(f"{Path(str(cmd[0])).name} failed with exit status {result.returncode}")


# --- sizes -------------------------------------------------------------------------


def _files(folder: Path) -> Iterator[Path]:
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            yield path


def disk_bytes(folder: Path) -> int:
    """Bytes the folder occupies on disk (allocated blocks, like ``du``).

    On Windows, where ``st_blocks`` does not exist, the file sizes are summed.
    """
    total = 0
    for path in _files(folder):
        st = path.stat()
        total += st.st_blocks * 512 if hasattr(st, "st_blocks") else st.st_size
    return total


def apparent_bytes(folder: Path) -> int:
    """Sum of file sizes (what a download or an installer carries)."""
    return sum(p.stat().st_size for p in _files(folder))


_GLIBC_RE = re.compile(rb"GLIBC_2\.(\d+)(?:\.\d+)?\x00")


def glibc_floor(folder: Path) -> str | None:
    """The newest glibc symbol version any ELF file in the bundle asks for.

    That is the oldest glibc the bundle runs on; it is the build machine's choice
    of libraries, so the release workflow checks it against what we promise.
    """
    newest = -1
    for path in _files(folder):
        with path.open("rb") as fh:
            if fh.read(4) != b"\x7fELF":
                continue
            data = fh.read()
        for match in _GLIBC_RE.finditer(data):
            newest = max(newest, int(match[1]))
    return f"2.{newest}" if newest >= 0 else None


# --- steps -------------------------------------------------------------------------


def pyinstaller_env() -> dict[str, str]:
    """PyInstaller's cache (the stripped copies of every library) in this checkout's
    ``build/``, unless ``PYINSTALLER_CONFIG_DIR`` says otherwise: a cache shared by
    every checkout of a user is rewritten under a build running from another one (a
    build here failed on a ``libQt6Core.so.6`` that another checkout's build was
    replacing in it)."""
    env = dict(os.environ)
    env.setdefault("PYINSTALLER_CONFIG_DIR", str(ROOT / "build" / "pyinstaller-cache"))
    return env


def build_bundle() -> Path:
    """Run PyInstaller on the spec; return the bundle folder."""
    run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            DIST,
            "--workpath",
            WORK,
            PACKAGING / "phase10.spec",
        ],
        cwd=ROOT,
        env=pyinstaller_env(),
    )
    bundle = bundle_dir()
    if not program_path(bundle).is_file():
        raise BuildError(f"PyInstaller finished but {program_path(bundle)} is missing")
    return bundle


def _tar_filter(info: tarfile.TarInfo) -> tarfile.TarInfo:
    """Reproducible archive members: no owner names or build-machine ids."""
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def make_tarball(bundle: Path, ver: str) -> Path:
    """``Phase10-<v>-linux-<arch>.tar.gz``: the bundle, install.sh and the menu entry.

    Unpacked, ``./install.sh`` puts the game in ``~/.local`` with a menu entry and
    icon; or ``./phase10`` runs it in place.
    """
    linux = PACKAGING / "linux"
    out = DIST / f"Phase10-{ver}-linux-{machine()}.tar.gz"
    top = f"Phase10-{ver}"
    with tarfile.open(out, "w:gz", compresslevel=9) as tar:
        tar.add(bundle, arcname=top, filter=_tar_filter)
        tar.add(linux / "install.sh", arcname=f"{top}/install.sh", filter=_tar_filter)
        tar.add(linux / "phase10.desktop", arcname=f"{top}/phase10.desktop", filter=_tar_filter)
    return out


def make_appdir(bundle: Path) -> Path:
    """Lay out ``build/AppDir`` the way appimagetool expects it.

    The bundle goes to ``usr/lib/phase10``; ``AppRun``, the desktop file and the
    icon sit at the top, and copies under ``usr/share`` let desktop integration
    tools install the menu entry and icon from the AppImage.
    """
    linux = PACKAGING / "linux"
    icons = ROOT / "resources" / "icons"
    appdir = ROOT / "build" / "AppDir"
    if appdir.exists():
        shutil.rmtree(appdir)
    shutil.copytree(bundle, appdir / "usr" / "lib" / EXE_NAME, symlinks=True)
    shutil.copy2(linux / "AppRun", appdir / "AppRun")
    (appdir / "AppRun").chmod(0o755)
    shutil.copy2(linux / "phase10.desktop", appdir / "phase10.desktop")
    shutil.copy2(icons / "phase10.png", appdir / "phase10.png")
    (appdir / ".DirIcon").symlink_to("phase10.png")
    share = appdir / "usr" / "share"
    for src, dest in [
        (linux / "phase10.desktop", share / "applications" / "phase10.desktop"),
        (icons / "phase10.png", share / "icons/hicolor/256x256/apps/phase10.png"),
        (icons / "phase10-512.png", share / "icons/hicolor/512x512/apps/phase10.png"),
        (icons / "phase10.svg", share / "icons/hicolor/scalable/apps/phase10.svg"),
        (
            linux / "io.github.phase10desktop.phase10.metainfo.xml",
            share / "metainfo/io.github.phase10desktop.phase10.metainfo.xml",
        ),
    ]:
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dest)
    return appdir


def find_appimagetool() -> str | None:
    """``$APPIMAGETOOL``, or appimagetool on PATH (the workflow downloads it)."""
    tool = os.environ.get("APPIMAGETOOL")
    if tool and Path(tool).is_file():
        return tool
    return shutil.which("appimagetool") or shutil.which("appimagetool-x86_64.AppImage")


def make_appimage(appdir: Path, ver: str) -> Path | None:
    """Squash the AppDir into ``Phase10-<v>-<arch>.AppImage`` if the tool is present."""
    tool = find_appimagetool()
    if tool is None:
        return None
    out = DIST / f"Phase10-{ver}-{machine()}.AppImage"
    # Extract-and-run: the tool is itself an AppImage and CI containers lack FUSE.
    env = dict(os.environ, ARCH=machine(), APPIMAGE_EXTRACT_AND_RUN="1")
    run([tool, "--no-appstream", appdir, out], env=env, cwd=ROOT)
    return out


def find_iscc() -> str | None:
    """Inno Setup's command-line compiler: PATH or its usual install folders."""
    found = shutil.which("iscc")
    if found:
        return found
    for base in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        root = os.environ.get(base)
        if not root:
            continue
        for sub in ("Inno Setup 6", "Programs/Inno Setup 6"):
            candidate = Path(root) / sub / "ISCC.exe"
            if candidate.is_file():
                return str(candidate)
    return None


def make_windows_installer(bundle: Path, ver: str, compression: str | None = None) -> Path | None:
    """``Phase10-<v>-windows-x64-setup.exe`` from ``packaging/windows/phase10.iss``.

    ``compression`` overrides the script's ``lzma2/max`` (e.g. ``lzma2/fast``): CI
    checks the installer's behaviour, not its size, and max costs it minutes.
    """
    iscc = find_iscc()
    if iscc is None:
        return None
    name = f"Phase10-{ver}-windows-x64-setup"
    defines = [f"/DCompression={compression}"] if compression else []
    run(
        [
            iscc,
            "/Qp",
            f"/DAppVersion={ver}",
            f"/DSourceDir={bundle}",
            f"/DRepoRoot={ROOT}",
            f"/DOutputDir={DIST}",
            f"/DOutputName={name}",
            *defines,
            PACKAGING / "windows" / "phase10.iss",
        ]
    )
    return DIST / f"{name}.exe"


def sign_and_make_dmg(app: Path, ver: str) -> Path:
    """Ad-hoc sign the .app and wrap it in a compressed .dmg with an Applications link.

    Ad-hoc signing keeps Apple Silicon willing to run the binaries; it is not a
    Developer ID signature, so Gatekeeper still asks on first launch (see
    ``packaging/macos/NOTARIZATION.md``).
    """
    run(["codesign", "--force", "--deep", "--sign", "-", app])
    run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", app])
    stage = ROOT / "build" / "dmg"
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    run(["ditto", app, stage / app.name])
    (stage / "Applications").symlink_to("/Applications")
    out = DIST / f"Phase10-{ver}-macos-{machine()}.dmg"
    out.unlink(missing_ok=True)
    run(
        [
            "hdiutil",
            "create",
            "-volname",
            APP_NAME,
            "-srcfolder",
            stage,
            "-fs",
            "HFS+",
            "-format",
            "UDZO",
            "-imagekey",
            "zlib-level=9",
            "-ov",
            out,
        ]
    )
    run(["hdiutil", "verify", out])
    return out


# --- smoke tests -----------------------------------------------------------------


def has_display() -> bool:
    """Whether a native window can be shown here (always on Windows and macOS)."""
    if not IS_LINUX:
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def smoke_env(tmp: Path) -> dict[str, str]:
    """A clean user: saves in a throw-away folder, so a smoke run never overwrites
    the developer's own autosave (the window check starts a new game).

    The game finds its folders with platformdirs, which honours the XDG variables
    on Linux and macOS and ``WIN_PD_OVERRIDE_<folder>`` on Windows (where it
    otherwise asks the shell API, ignoring ``APPDATA``).
    """
    env = dict(os.environ)
    env.update(
        XDG_DATA_HOME=str(tmp / "data"),
        XDG_CONFIG_HOME=str(tmp / "config"),
        XDG_CACHE_HOME=str(tmp / "cache"),
    )
    if IS_WIN:
        env.update(
            WIN_PD_OVERRIDE_APPDATA=str(tmp / "appdata"),
            WIN_PD_OVERRIDE_LOCAL_APPDATA=str(tmp / "localappdata"),
            APPDATA=str(tmp / "appdata"),
            LOCALAPPDATA=str(tmp / "localappdata"),
        )
    return env


def _run_program(
    args: Sequence[str], env: dict[str, str], timeout: float
) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            [str(program_path()), *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired as e:
        raise BuildError(
            f"the built program did not exit within {timeout:.0f} s ({' '.join(args)})"
        ) from e


def smoke_test(window_check: bool) -> float | None:
    """Run ``--self-test`` on the built program, then show its window once.

    Returns the seconds from launch to the window shown (None if not checked).
    """
    import tempfile

    with tempfile.TemporaryDirectory(prefix="phase10-smoke-") as tmp:
        env = smoke_env(Path(tmp))
        env["QT_QPA_PLATFORM"] = "offscreen"
        result = _run_program(["--self-test"], env, timeout=300)
        sys.stdout.write(result.stdout)
        sys.stderr.write(result.stderr[-4000:])
        if result.returncode != 0:
            raise BuildError(f"--self-test of the built program exited {result.returncode}")
        print("smoke: --self-test passed on the built program")

        if not window_check:
            return None
        if not has_display():
            print("smoke: no DISPLAY/WAYLAND_DISPLAY, native window check skipped")
            return None
        env = smoke_env(Path(tmp))
        env.pop("QT_QPA_PLATFORM", None)  # the platform's own back end: xcb, windows, cocoa
        env["PHASE10_EXIT_WHEN_SHOWN"] = "1"
        start = time.perf_counter()
        result = _run_program(["--new-game", "--players", "2", "--seed", "1"], env, timeout=120)
        elapsed = time.perf_counter() - start
        if result.returncode != 0 or "shown" not in result.stdout:
            sys.stderr.write(result.stdout + result.stderr[-4000:])
            raise BuildError(
                f"the built program did not show its window (exit {result.returncode})"
            )
        print(f"smoke: main window shown on the native platform, {elapsed:.2f} s after launch")
        return elapsed


# --- main --------------------------------------------------------------------------


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--no-installer", action="store_true", help="build the bundle only")
    p.add_argument(
        "--require-installer",
        action="store_true",
        help="fail if the installer tool for this OS is missing (release workflow)",
    )
    p.add_argument("--no-smoke", action="store_true", help="skip the smoke test")
    p.add_argument(
        "--no-window-check",
        action="store_true",
        help="run --self-test only, not the native window check",
    )
    p.add_argument(
        "--smoke-only", action="store_true", help="smoke-test the existing build, build nothing"
    )
    p.add_argument(
        "--installer-compression",
        default=None,
        metavar="METHOD",
        help="Windows: Inno Setup compression instead of lzma2/max (CI: lzma2/fast)",
    )
    p.add_argument(
        "--max-glibc",
        default=None,
        help="Linux: fail if the bundle needs a newer glibc than this (e.g. 2.35)",
    )
    return p.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    ver = version()
    info: dict[str, object] = {"version": ver, "platform": sys.platform, "machine": machine()}
    try:
        if args.smoke_only:
            if not program_path().is_file():
                raise BuildError(f"no build at {bundle_dir()}; run without --smoke-only")
            smoke_test(not args.no_window_check)
            return 0
        started = time.perf_counter()
        STAMP.unlink(missing_ok=True)
        bundle = build_bundle()
        info["build_seconds"] = round(time.perf_counter() - started, 1)
        info["bundle"] = str(bundle.relative_to(ROOT))
        info["bundle_disk_mb"] = round(disk_bytes(bundle) / 1e6, 1)
        info["bundle_files_mb"] = round(apparent_bytes(bundle) / 1e6, 1)
        artefacts: list[Path] = []
        if IS_LINUX:
            floor = glibc_floor(bundle)
            info["glibc_floor"] = floor
            if args.max_glibc and floor and _vkey(floor) > _vkey(args.max_glibc):
                raise BuildError(f"the bundle needs glibc {floor}, newer than {args.max_glibc}")
            tarball = make_tarball(bundle, ver)
            info["tar_gz_mb"] = round(tarball.stat().st_size / 1e6, 1)
            artefacts.append(tarball)
        if not args.no_installer:
            installer = _make_installer(
                bundle, ver, args.require_installer, args.installer_compression
            )
            if installer is not None:
                artefacts.append(installer)
        info["artefacts"] = {p.name: round(p.stat().st_size / 1e6, 1) for p in artefacts}
        if not args.no_smoke:
            shown = smoke_test(not args.no_window_check)
            if shown is not None:
                info["window_shown_seconds"] = round(shown, 2)
        STAMP.write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    except BuildError as e:
        print(f"build.py: error: {e}", file=sys.stderr)
        return 1
    print()
    print(f"bundle      {bundle_dir()}")
    print(f"on disk     {info['bundle_disk_mb']} MB ({info['bundle_files_mb']} MB of files)")
    if "glibc_floor" in info:
        print(f"needs glibc {info['glibc_floor']} or newer")
    for name, mb in info["artefacts"].items():  # type: ignore[union-attr]
        print(f"artefact    dist/{name}  {mb} MB")
    return 0


def _vkey(text: str) -> tuple[int, ...]:
    return tuple(int(p) for p in text.split("."))


def _make_installer(
    bundle: Path, ver: str, required: bool, compression: str | None = None
) -> Path | None:
    """The installer for this OS, or None (with a note) when its tool is missing."""
    if IS_LINUX:
        appdir = make_appdir(bundle)
        out = make_appimage(appdir, ver)
        missing = "appimagetool (set APPIMAGETOOL or put it on PATH)"
        if out is None:
            print(f"note: AppDir ready at {appdir}; {missing} not found, no .AppImage made")
    elif IS_WIN:
        out = make_windows_installer(bundle, ver, compression)
        missing = "Inno Setup 6 (ISCC.exe)"
    elif IS_MAC:
        out = sign_and_make_dmg(bundle, ver)
        missing = "hdiutil"
    else:
        raise BuildError(f"no installer recipe for {sys.platform}")
    if out is None and required:
        raise BuildError(f"{missing} is required for the installer but was not found")
    return out


if __name__ == "__main__":
    sys.exit(main())
