"""Size and start-up time of the built Linux bundle (issue 5's targets), and the
Windows bundle's and installer's sizes beside them (issue 28's).

    python benchmarks/bench_bundle.py            # uses dist/phase10, builds it if missing
    python benchmarks/bench_bundle.py --runs 10 --build
    python benchmarks/bench_bundle.py --windows /tmp/p10win   # + Windows, built under wine

Prints:
- the bundle on disk (allocated blocks, as ``du``) and its file bytes;
- the bundle as ``.tar.gz`` (the release archive if present, else made here at
  gzip level 9, the level build.py uses);
- launch-to-window time: wall clock from starting the *built* program to its main
  window being shown on a real X server (a private Xvfb, platform ``xcb``), over
  several runs. The program reports the moment itself: with
  ``PHASE10_EXIT_WHEN_SHOWN=1`` it prints ``shown <s since start>`` after the
  window's first show and exits. The first run is reported apart (cold file cache).

Targets: <= 110 MB on disk, <= 45 MB as .tar.gz, <= 1.5 s to the window; issue 28
brought the Linux bundle back under 85 MB / 33 MB after the network code.

``--windows WORK`` adds the Windows one-dir bundle (file bytes, as the installer
carries them) and ``setup.exe``, targets <= 70 MB and <= 25 MB: read from
``WORK/windows-build.json`` when ``packaging/windows/wine/winebuild.py`` already
built there, else built there first with the release's compression (lzma2/max;
the CI check's lzma2/fast makes a bigger setup.exe and says so).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _load(name: str) -> ModuleType:
    """Import a packaging/ helper by path (packaging/ is not a package)."""
    spec = importlib.util.spec_from_file_location(
        "phase10_packaging_" + name.replace("/", "_"), ROOT / "packaging" / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


build = _load("build")
xdisplay = _load("xdisplay")


def tar_gz_bytes(bundle: Path) -> tuple[int, str]:
    """Size of the bundle as .tar.gz, and where that figure comes from."""
    made = sorted(build.DIST.glob("Phase10-*-linux-*.tar.gz"))
    built = build.program_path().stat().st_mtime
    if made and made[-1].stat().st_mtime >= built:  # the archive of this very build
        return made[-1].stat().st_size, made[-1].name
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "bundle.tar.gz"
        with tarfile.open(out, "w:gz", compresslevel=9) as tar:
            tar.add(bundle, arcname=bundle.name)
        return out.stat().st_size, "made here (gzip -9)"


def time_to_window(display: str | None, runs: int) -> list[tuple[float, float]]:
    """``runs`` launches; each gives (wall seconds to 'shown', program's own figure)."""
    results = []
    with tempfile.TemporaryDirectory(prefix="phase10-bench-") as tmp:
        env = build.smoke_env(Path(tmp))
        env["PHASE10_EXIT_WHEN_SHOWN"] = "1"
        if display is not None:
            env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
        else:
            env["QT_QPA_PLATFORM"] = "offscreen"
        cmd = [str(build.program_path()), "--new-game", "--players", "2", "--seed", "1"]
        for _ in range(runs):
            start = time.perf_counter()
            proc = subprocess.Popen(
                cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
            )
            assert proc.stdout is not None
            own = None
            for line in proc.stdout:
                if line.startswith("shown "):
                    wall = time.perf_counter() - start
                    own = float(line.split()[1])
                    break
            try:
                proc.communicate(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.communicate()
            if own is None:
                raise SystemExit(
                    "the built program never printed 'shown <seconds>' "
                    f"(exit {proc.returncode}); does it support PHASE10_EXIT_WHEN_SHOWN=1?"
                )
            results.append((wall, own))
    return results


def windows_sizes(work: Path) -> dict[str, object]:
    """The Windows build's figures from winebuild.py's record, building it if needed."""
    record = work / "windows-build.json"
    if not record.is_file():
        winebuild = _load("windows/wine/winebuild")
        status = winebuild.main([str(work)])
        if status:
            raise SystemExit(f"the Windows build under wine failed (exit {status})")
    import json

    return json.loads(record.read_text(encoding="utf-8"))


def main() -> int:
    p = argparse.ArgumentParser(description="Bundle size and launch-to-window time.")
    p.add_argument("--runs", type=int, default=7, help="launches to time (default 7)")
    p.add_argument("--build", action="store_true", help="rebuild the bundle first")
    p.add_argument("--offscreen", action="store_true", help="time with QT_QPA_PLATFORM=offscreen")
    p.add_argument(
        "--windows",
        type=Path,
        metavar="WORK",
        default=None,
        help="also report the Windows bundle and setup.exe, built under wine in WORK",
    )
    args = p.parse_args()

    if not sys.platform.startswith("linux"):
        raise SystemExit("bench_bundle.py measures the Linux bundle; run it on Linux")
    if args.build or not build.program_path().is_file():
        status = build.main(["--no-installer", "--no-smoke"])
        if status:
            return status
    bundle = build.bundle_dir()
    disk = build.disk_bytes(bundle) / 1e6
    files = build.apparent_bytes(bundle) / 1e6
    tgz, origin = tar_gz_bytes(bundle)

    if args.offscreen:
        timings = time_to_window(None, args.runs)
        where = "offscreen platform"
    else:
        try:
            with xdisplay.virtual_display() as display:
                timings = time_to_window(display, args.runs)
            where = "Xvfb, xcb platform"
        except xdisplay.XvfbUnavailable as e:
            print(f"note: {e}; timing offscreen instead")
            timings = time_to_window(None, args.runs)
            where = "offscreen platform"

    cold, warm = timings[0], timings[1:] or timings
    walls = [w for w, _ in warm]
    owns = [o for _, o in warm]
    mean, median, worst = statistics.mean(walls), statistics.median(walls), max(walls)
    print(f"bundle           {bundle.relative_to(ROOT)}")
    print(f"on disk          {disk:6.1f} MB   (target <= 85; {files:.1f} MB of file bytes)")
    print(f"as .tar.gz       {tgz / 1e6:6.1f} MB   (target <= 33; {origin})")
    print(f"launch → window  {mean:6.2f} s    (target <= 1.5; mean of {len(walls)} warm runs)")
    print(f"                 median {median:.2f} s, max {worst:.2f} s, cold {cold[0]:.2f} s")
    print(f"  program's own  {statistics.mean(owns):6.2f} s    (its Python start to first show)")
    print(f"measured on      {where}, {os.cpu_count()} CPUs, Python {sys.version.split()[0]}")
    if args.windows is not None:
        win = windows_sizes(args.windows)
        print()
        print(
            f"Windows bundle   {win['bundle_mb']:6.1f} MB   (target <= 70; "
            f"{len(win['bundle_files'])} files, as setup.exe carries them)"
        )  # type: ignore[arg-type]
        print(
            f"setup.exe        {win['setup_mb']:6.1f} MB   (target <= 25; "
            f"compressed {win['compression']})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
