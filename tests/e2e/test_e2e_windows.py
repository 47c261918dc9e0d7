"""The Windows installer, installed, played and uninstalled under wine.

The Windows check of ``.ci/run`` (``.ci/windows_check``): ``packaging/windows/wine/
winebuild.py`` builds ``setup.exe`` with the project's own ``packaging/build.py`` run
by a Windows CPython under wine, then this module, in order, as a player would:

- lists the bundle's files and proves that none of the test-only wine workarounds
  entered it;
- installs it silently for all users (``/ALLUSERS``: Inno Setup's per-user mode
  cannot run under wine, whose ``FOLDERID_UserProgramFiles`` is unimplemented, so
  the per-user install is checked only as far as the script's settings go, in
  ``tests/packaging/test_packaging_windows.py``);
- checks the Start-menu shortcut, the uninstall entry, the ``phase10:`` link handler
  and the firewall rule's command line as the installer ran it;
- runs the installed game's ``--self-test``, and its commands through the console
  launcher;
- plays a first turn by mouse in the installed game under Xvfb (drag the discard
  into the hand, drag a card onto the discard pile), closes it, and starts it again
  to see its registry settings (the window's size) kept;
- reads and exports the saves under the user's ``%APPDATA%`` in a profile named
  "José Ñúñez" (spaces and non-ASCII letters: the prefix's Windows user);
- installs a newer version over it and checks every file of the player's kept;
- opens the installer's wizard in Spanish and in Arabic;
- uninstalls: the program folder, shortcut and entries gone, the saves kept.

Screenshots go to ``tests/e2e/artifacts/windows_*.png``. Without a build (the
normal test suite: the Windows check runs beside it) the module is skipped,
saying so; with ``PHASE10_WINDOWS_REQUIRED`` set, a missing piece fails instead.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from first_turn import ARTIFACTS, Autosave, Screen, play_first_turn, wait_for
from packaging_modules import load

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="runs wine on Linux"),
]

#: path of the ``windows-build.json`` that winebuild.py wrote
BUILD = "PHASE10_WINDOWS_BUILD"
#: set where the check must run (``.ci/windows_check``): a missing piece fails
REQUIRED = "PHASE10_WINDOWS_REQUIRED"

ROOT = Path(__file__).resolve().parents[2]
SCREEN_W, SCREEN_H = 1600, 1000
SEED = 7
APP_ID = "{6F0B2C7E-5A1D-4C3B-9E8A-10D0C0DE0010}_is1"
UNINSTALL_KEY = rf"HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\{APP_ID}"
SETTINGS_KEY = r"HKCU\Software\Phase10Desktop\Phase 10 Desktop"
LINK_KEY = r"HKLM\Software\Classes\phase10"
PROGRAM_DIR = r"C:\Program Files\Phase 10"
GAME = PROGRAM_DIR + r"\phase10.exe"
CONSOLE = PROGRAM_DIR + r"\phase10-console.exe"

winebuild = load("windows/wine/winebuild")
xdisplay = load("xdisplay")


def cannot_run(why: str) -> None:
    if os.environ.get(REQUIRED):
        pytest.fail(f"the Windows check cannot run ({REQUIRED} is set): {why}")
    pytest.skip(why)


@pytest.fixture(scope="module")
def built() -> dict[str, Any]:
    """What winebuild.py made (its windows-build.json)."""
    where = os.environ.get(BUILD)
    if not where:
        cannot_run(f"no Windows build ({BUILD} unset): .ci/windows_check builds one and runs this")
    missing = [t for t in ("wine", "Xvfb", "xdotool") if shutil.which(t) is None]
    if missing:
        cannot_run(f"{', '.join(missing)} not installed (.ci/run installs them)")
    return json.loads(Path(str(where)).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    with xdisplay.virtual_display(SCREEN_W, SCREEN_H) as name:
        yield name


@pytest.fixture(scope="module")
def wine(built: dict[str, Any], display: str) -> Iterator[Any]:
    w = winebuild.Wine(Path(built["prefix"]), display, path=[Path(built["iscc_dir"])])
    yield w
    w.stop()


def unix(wine: Any, windows: str) -> Path:
    """Where a ``C:\\...`` path of the prefix is on this machine."""
    assert windows[:3].upper() == "C:\\", windows
    return wine.drive_c.joinpath(*windows[3:].split("\\"))


def windows(wine: Any, path: Path) -> str:
    """A file of the prefix as its Windows programs name it (``C:\\users\\...``)."""
    return "C:\\" + "\\".join(path.relative_to(wine.drive_c).parts)


def data_folder(wine: Any) -> Path:
    """The game's per-user data folder: ``%APPDATA%\\Phase10Desktop\\Phase 10 Desktop``."""
    return wine.profile() / "AppData" / "Roaming" / "Phase10Desktop" / "Phase 10 Desktop"


def files_of(folder: Path) -> dict[str, str]:
    """Every file under ``folder`` with its SHA-256, by relative path."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def install(wine: Any, setup: Path, log: str) -> str:
    """Silent all-users install; returns Inno Setup's log of it."""
    log_path = rf"C:\{log}"
    result = wine.run(
        [setup, "/VERYSILENT", "/ALLUSERS", "/SUPPRESSMSGBOXES", "/NORESTART", f"/LOG={log_path}"],
        check=False,
        timeout=600,
    )
    wine.wait()
    text = unix(wine, log_path).read_text(encoding="utf-8", errors="replace")
    assert result.returncode == 0, f"setup exited {result.returncode}:\n{text[-3000:]}"
    assert "Installation process succeeded." in text, text[-3000:]
    return text


def run_game(wine: Any, *args: str, timeout: float = 300, **env: str) -> Any:
    return wine.run([GAME, *args], check=False, timeout=timeout, env=env, echo=False)


def self_test(wine: Any) -> Any:
    """The installed game's --self-test, with folders of its own (as build.py's smoke
    test runs it)."""
    return run_game(
        wine, "--self-test", QT_QPA_PLATFORM="offscreen", PHASE10_DATA_DIR=r"C:\selftest-data"
    )


# --- 1. the bundle ----------------------------------------------------------------


def pe_subsystem(path: Path) -> int:
    """The PE header's subsystem: 2 a windowed program, 3 a console program."""
    data = path.read_bytes()
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    assert data[pe : pe + 4] == b"PE\0\0", f"{path} is not a PE file"
    return struct.unpack_from("<H", data, pe + 24 + 68)[0]


def frozen_modules(exe: Path, tmp: Path) -> set[str]:
    """The names in a PyInstaller program's archive and in the PYZ of modules in it."""
    from PyInstaller.archive.readers import CArchiveReader, ZlibArchiveReader

    archive = CArchiveReader(str(exe))
    names = set(archive.toc)
    for name, entry in archive.toc.items():
        if entry[-1] == "z":  # the PYZ (a 3.13 one: read its table, not its code)
            pyz = tmp / f"{exe.stem}-{name}.pyz"
            pyz.write_bytes(archive.extract(name))
            names |= set(ZlibArchiveReader(str(pyz), 0).toc)
    return names


def test_bundle_holds_the_game_and_no_wine_workaround(
    built: dict[str, Any], tmp_path: Path
) -> None:
    files = built["bundle_files"]
    lowered = {f.lower() for f in files}
    print(f"the bundle: {len(files)} files, {built['bundle_mb']} MB")
    print("\n".join(files))
    assert {"phase10.exe", "phase10-console.exe"} <= lowered
    assert "_internal/pyside6/plugins/platforms/qwindows.dll" in lowered
    # the test-only workarounds of packaging/windows/wine/, by name, anywhere
    workarounds = {"icuuc.dll", "sitecustomize.py", "sitecustomize.pyc", "phase10-source.pth"}
    workarounds |= {p.name.lower() for p in (ROOT / "packaging/windows/wine").iterdir()}
    entered = sorted(f for f in files if Path(f).name.lower() in workarounds)
    assert not entered, f"test-only wine workarounds in the bundle: {entered}"
    assert not [f for f in lowered if f.endswith((".icm", "._pth", ".pth"))]
    # ... nor frozen inside the programs' archives (a module PyInstaller found)

    bundle = Path(built["bundle"])
    for exe in ("phase10.exe", "phase10-console.exe"):
        modules = frozen_modules(bundle / exe, tmp_path)
        assert "sitecustomize" not in modules, f"{exe} froze the build's sitecustomize"
        assert exe != "phase10.exe" or "phase10_desktop.app.main" in modules, sorted(modules)
    assert pe_subsystem(bundle / "phase10.exe") == 2  # windowed: no console flashes up
    assert pe_subsystem(bundle / "phase10-console.exe") == 3


def test_sizes_within_the_targets(built: dict[str, Any]) -> None:
    print(f"bundle {built['bundle_mb']} MB (target <= 70), setup.exe {built['setup_mb']} MB")
    assert built["bundle_mb"] <= 70
    # CI compresses fast; the release's lzma2/max is measured by bench_bundle.py --windows
    if built["compression"].startswith("lzma2/max"):
        assert built["setup_mb"] <= 25


# --- 2. install -------------------------------------------------------------------


def test_the_game_under_wine_keeps_to_loopback(wine: Any) -> None:
    """Everything the check starts in the prefix hosts and looks for tables on
    127.0.0.1 only (the Join window browses mDNS as soon as it opens)."""
    assert wine.env["PHASE10_HOST_BIND"] == "127.0.0.1"
    assert wine.env["PHASE10_MDNS_INTERFACES"] == "127.0.0.1"
    result = wine.run(["cmd", "/c", "echo", "%PHASE10_MDNS_INTERFACES%"], check=False, echo=False)
    assert result.stdout.strip() == "127.0.0.1", result.stdout


def test_per_user_install_still_cannot_run_under_wine(wine: Any, built: dict[str, Any]) -> None:
    """What is checked of the per-user mode here: that it is still wine, not our
    script, that stops it (``{autopf}`` needs FOLDERID_UserProgramFiles). The day a
    wine runs it, this fails: then install per user in this check too."""
    result = wine.run(
        [
            built["setup"],
            "/VERYSILENT",
            "/CURRENTUSER",
            "/SUPPRESSMSGBOXES",
            "/NORESTART",
            r"/LOG=C:\per-user.log",
        ],
        check=False,
        timeout=300,
    )
    wine.wait()
    log = unix(wine, r"C:\per-user.log").read_text(encoding="utf-8", errors="replace")
    assert result.returncode != 0, "the per-user install ran under wine: test it here"
    assert 'Failed to expand shell folder constant "autopf"' in log, log[-2000:]
    assert not (wine.profile() / "AppData/Local/Programs/Phase 10").exists()


@pytest.fixture(scope="module")
def installed(wine: Any, built: dict[str, Any]) -> str:
    """Installed once for the whole module; the Inno Setup log of the install."""
    return install(wine, Path(built["setup"]), "install.log")


def test_silent_install_puts_the_game_in_program_files(wine: Any, installed: str) -> None:
    folder = unix(wine, PROGRAM_DIR)
    assert (folder / "phase10.exe").is_file() and (folder / "unins000.exe").is_file()
    shortcut = wine.drive_c / "ProgramData/Microsoft/Windows/Start Menu/Programs/Phase 10.lnk"
    assert shortcut.is_file(), "no Start-menu shortcut for all users"
    assert b"phase10.exe" in shortcut.read_bytes().replace(b"\0", b"").lower()
    entry = wine.reg_query(UNINSTALL_KEY)
    assert entry.get("DisplayName") == "Phase 10", entry
    assert entry.get("DisplayVersion") and entry.get("Publisher"), entry
    assert entry.get("UninstallString") == rf'"{PROGRAM_DIR}\unins000.exe"', entry
    assert entry.get("InstallLocation", "").rstrip("\\") == PROGRAM_DIR
    assert not list(wine.profile().glob("Desktop/*.lnk")), "desktop icon is opt-in"


def test_installer_allows_the_game_through_the_firewall_on_private_networks(
    installed: str,
) -> None:
    """Wine has no firewall, so what is checked is the command the installer ran."""
    runs = re.findall(r"-- Run entry --.*?Parameters: ([^\n]*)", installed, re.S)
    adds = [r for r in runs if "firewall add rule" in r]
    assert len(adds) == 1, runs
    add = adds[0]
    for part in ('name="Phase 10"', "dir=in", "action=allow", "profile=private", "enable=yes"):
        assert part in add, add
    assert f'program="{GAME}"' in add
    assert "public" not in add and "domain" not in add
    assert any("firewall delete rule" in r for r in runs), "an upgrade would add a second rule"


def test_installer_registers_phase10_links(wine: Any, installed: str) -> None:
    root = wine.reg_query(LINK_KEY)
    assert "URL Protocol" in root, root
    command = wine.reg_query(LINK_KEY + r"\shell\open\command")
    assert command.get("(Default)") == f'"{GAME}" "%1"', command


# --- 3. the installed game --------------------------------------------------------


def test_installed_game_passes_its_self_test(wine: Any, installed: str) -> None:
    result = self_test(wine)
    print(result.stdout[-2000:])
    assert result.returncode == 0 and "self-test passed" in result.stdout


def test_console_launcher_prints_help_and_passes_the_exit_status(wine: Any, installed: str) -> None:
    result = wine.run([CONSOLE, "--help"], check=False, echo=False, timeout=120)
    assert result.returncode == 0, result.stdout
    assert "usage: phase10" in result.stdout
    result = wine.run([CONSOLE, "verify", r"C:\no such file.json"], check=False, echo=False)
    assert result.returncode == 2, result.stdout
    assert "no such file.json" in result.stdout


_FAILED: dict[str, str] = {}


@pytest.fixture(scope="module")
def played(wine: Any, installed: str, display: str) -> dict[str, Any]:
    """The first turn by mouse in the installed game, then Quit; what it left behind.

    Played once: if it fails, the tests that need it fail with its message at once
    (pytest would otherwise play it again for each of them).
    """
    if "played" in _FAILED:
        pytest.fail(f"the first turn failed: {_FAILED['played']}")
    try:
        return _play(wine, display)
    except BaseException as e:
        _FAILED["played"] = str(e)[:2000]
        raise


def _play(wine: Any, display: str) -> dict[str, Any]:
    data = data_folder(wine)
    # a new game's autosave, not one an earlier run of this module left in the prefix
    (data / "saves" / "autosave.json").unlink(missing_ok=True)
    assert " " in str(wine.profile().name) or not wine.profile().name.isascii()
    args = ["--new-game", "--seed", str(SEED), "--players", "2", "--bots", "easy", "--speed", "4"]
    app = subprocess.Popen(
        ["wine", GAME, *args],
        env=wine.env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )

    def alive() -> None:
        if app.poll() is not None:
            out = app.stdout.read().decode(errors="replace") if app.stdout else ""
            pytest.fail(f"the game exited with {app.returncode}:\n{out[-3000:]}")

    screen = Screen(display, "windows")
    try:
        try:
            start = play_first_turn(alive, screen, Autosave(data))
        except pytest.fail.Exception as e:
            # what the screen showed, and what the game (or wine) said, when it failed
            from e2e_screen import grab

            grab(display, ARTIFACTS / "windows_failed.png")
            app.kill()
            out = app.communicate()[0].decode(errors="replace")
            pytest.fail(f"{e}\nscreen: {ARTIFACTS / 'windows_failed.png'}\noutput:\n{out[-3000:]}")
        shutil.copy(ARTIFACTS / "windows_01_start.png", ARTIFACTS / "windows_table.png")
        window = _game_window(display)
        # a size of the player's own, which the next start must restore from the registry
        _xdotool(display, "windowsize", window, "1200", "760")
        wait_for("the window at its new size", lambda: _window_size(display, window) == (1200, 760))
        time.sleep(1.0)  # let Qt see the resize before it is asked to quit
        quit_by_menu(display, window)  # the game autosaves and keeps its geometry
        app.wait(timeout=60)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    wine.wait()
    return {"start": start, "data": data}


def _xdotool(display: str, *args: str) -> str:
    result = subprocess.run(
        ["xdotool", *args],
        env=dict(os.environ, DISPLAY=display),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return result.stdout.strip()


def _game_window(display: str) -> str:
    def find() -> str | None:
        try:
            found = _xdotool(display, "search", "--onlyvisible", "--name", "^Phase 10 Desktop")
        except subprocess.CalledProcessError:
            return None
        return found.splitlines()[0] if found else None

    return wait_for("the game's window on the X screen", find)


def quit_by_menu(display: str, window: str) -> None:
    """Game → Quit, by mouse: on Windows, Quit has no shortcut (and without a window
    manager wine gives the window no keyboard focus anyway). The menu opens as a
    window of its own below the menu bar; Quit is its last item."""
    main = _window_box(display, window)
    _xdotool(display, "mousemove", str(main[0] + 20), str(main[1] + 10), "click", "1")

    def menu() -> tuple[int, int, int, int] | None:
        found = _xdotool(display, "search", "--onlyvisible", "--name", "^Phase 10 Desktop$")
        boxes = [_window_box(display, w) for w in found.splitlines() if w != window]
        small = [b for b in boxes if b[2] < main[2] // 2 and b[1] > main[1]]
        return small[0] if small else None

    x, y, _, h = wait_for("the Game menu to open", menu, timeout=30)
    time.sleep(0.5)  # its items are drawn after the window maps
    _xdotool(display, "mousemove", str(x + 40), str(y + h - 12), "sleep", "0.3", "click", "1")


def _window_box(display: str, window: str) -> tuple[int, int, int, int]:
    out = _xdotool(display, "getwindowgeometry", "--shell", window)
    v = dict(line.split("=", 1) for line in out.splitlines())
    return int(v["X"]), int(v["Y"]), int(v["WIDTH"]), int(v["HEIGHT"])


def _window_size(display: str, window: str) -> tuple[int, int]:
    out = _xdotool(display, "getwindowgeometry", "--shell", window)
    values = dict(line.split("=", 1) for line in out.splitlines())
    return int(values["WIDTH"]), int(values["HEIGHT"])


def test_first_turn_by_mouse_in_the_installed_game(played: dict[str, Any]) -> None:
    saved = played["data"] / "saves" / "autosave.json"
    assert saved.is_file(), f"no autosave under %APPDATA%: {sorted(played['data'].rglob('*'))}"
    assert "José Ñúñez" in str(saved)


def test_settings_in_the_registry_survive_a_restart(
    wine: Any, played: dict[str, Any], display: str
) -> None:
    kept = wine.reg_query(SETTINGS_KEY + r"\window")
    assert "geometry" in kept, f"no window geometry in {SETTINGS_KEY}: {kept}"
    app = subprocess.Popen(
        ["wine", GAME],
        env=wine.env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        window = _game_window(display)
        size = wait_for("the window's size", lambda: _window_size(display, window))
        time.sleep(2.0)  # restoreGeometry happens before the first show; look twice
        assert _window_size(display, window) == size == (1200, 760)
    finally:
        app.kill()
        app.wait()
        subprocess.run(["wineserver", "-k"], env=wine.env, check=False, timeout=60)


def test_saves_and_exports_in_a_path_with_spaces_and_accents(
    wine: Any, played: dict[str, Any]
) -> None:
    where = windows(wine, played["data"] / "saves" / "autosave.json")
    result = wine.run([CONSOLE, "verify", where], check=False, echo=False, timeout=120)
    assert result.returncode == 0, result.stdout
    assert "verified" in result.stdout
    # the round in play is secret until it is over: replay says so, from that path
    result = wine.run([CONSOLE, "replay", where], check=False, echo=False, timeout=120)
    assert result.returncode == 2, result.stdout[-2000:]
    assert "a round is shown once it is over" in result.stdout
    export = wine.profile() / "Documents" / "Mis partidas (José).csv"
    export.parent.mkdir(parents=True, exist_ok=True)
    result = wine.run(
        [CONSOLE, "stats", "--csv", windows(wine, export)],
        check=False,
        echo=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout
    assert result.stdout.startswith("wrote 0 games to C:")  # no game finished yet
    header = export.read_text(encoding="utf-8").splitlines()[0]
    assert header.startswith("played_at,players,"), header


@pytest.mark.parametrize(
    ("link", "window"),
    [
        ("phase10://join/127.0.0.1:45000/ABCD-2345", "Join a table"),
        ("phase10://join/127.0.0.1:45000", "Invitation"),  # no code: explained
    ],
)
def test_a_phase10_link_opens_the_game_through_the_registered_command(
    wine: Any, played: dict[str, Any], display: str, link: str, window: str
) -> None:
    """``start <link>`` is ShellExecute: it finds the handler the installer registered
    under HKLM\\Software\\Classes\\phase10 and runs its command with the link. The
    player has a name by now (a first start would ask for it before anything else)."""
    wine.reg_add(SETTINGS_KEY + r"\player", "name", "José")
    opener = subprocess.Popen(
        ["wine", "start", link],
        env=wine.env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:

        def shown() -> str | None:
            try:
                found = _xdotool(display, "search", "--onlyvisible", "--name", f"^{window}$")
            except subprocess.CalledProcessError:
                return None
            return found.splitlines()[0] if found else None

        wait_for(f"the game's {window!r} window for {link}", shown, timeout=120)
        time.sleep(2.0)  # drawn
        from e2e_screen import grab

        name = "join" if window == "Join a table" else "bad_link"
        grab(display, ARTIFACTS / f"windows_link_{name}.png")
    finally:
        opener.kill()
        opener.wait()
        subprocess.run(["wineserver", "-k"], env=wine.env, check=False, timeout=60)


# --- 4. upgrade, languages, uninstall ---------------------------------------------


def test_upgrade_install_keeps_the_players_files(
    wine: Any, built: dict[str, Any], played: dict[str, Any]
) -> None:
    write_statistics(played["data"])  # a finished game's, as the game writes them
    summary = wine.run([CONSOLE, "stats"], check=False, echo=False, timeout=120).stdout
    assert summary.startswith("Statistics: 1 game, 1 won"), summary[:500]
    before = files_of(played["data"])
    assert {"saves/autosave.json", "statistics.sqlite3"} <= before.keys(), before
    cache = wine.profile() / "AppData/Local/Phase10Desktop/Phase 10 Desktop/Cache"
    assert cache.is_dir(), "no card cache under %LOCALAPPDATA%"
    cached = files_of(cache)
    settings = wine.reg_query(SETTINGS_KEY + r"\window")
    newer = Path(built["upgrade_setup"])
    install(wine, newer, "upgrade.log")
    assert wine.reg_query(UNINSTALL_KEY).get("DisplayVersion") == built["upgrade_version"]
    after = files_of(played["data"])
    assert {k: v for k, v in after.items() if k in before} == before
    assert files_of(cache) == cached
    assert wine.reg_query(SETTINGS_KEY + r"\window") == settings
    # the new version's program runs and reads the player's statistics where they are
    # (a second --self-test, a round played, would cost the check most of a minute
    # and test the same bundle again)
    again = wine.run([CONSOLE, "stats"], check=False, echo=False, timeout=120).stdout
    assert again == summary, "the new version reads other statistics"


def write_statistics(folder: Path) -> None:
    """One finished game (2 players, the simple policy) in the statistics database
    at ``folder``, by the game's own store: finishing a game by mouse would take the
    check minutes. The Windows game must then find it at its default place."""
    from phase10_desktop.engine import Game
    from phase10_desktop.simulate import simple_policy
    from phase10_desktop.stats import StatsStore, result_of
    from phase10_desktop.stats.store import DATABASE_NAME

    game = Game.new(2, seed=3)
    while not game.game_over:
        game.apply(simple_policy(game, game.legal_actions()))
    result = result_of(game, (None, "easy"), 0, played_at="2026-12-01T20:00:00+01:00")
    store = StatsStore(folder / DATABASE_NAME)
    for deal in result.deals:
        store.note_deal(deal, result.setup, practice=False)
    assert store.record(result)


@pytest.mark.parametrize(
    ("language", "title"), [("spanish", "Instalar - Phase 10"), ("arabic", "تثبيت - Phase 10")]
)
def test_installer_wizard_in_the_chosen_language(
    wine: Any, built: dict[str, Any], display: str, language: str, title: str
) -> None:
    setup = subprocess.Popen(
        # /ALLUSERS: the per-user wizard cannot start under wine ({autopf})
        ["wine", built["setup"], "/ALLUSERS", f"/LANG={language}"],
        env=wine.env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:

        def wizard() -> str | None:
            try:
                found = _xdotool(display, "search", "--onlyvisible", "--name", "Phase 10")
            except subprocess.CalledProcessError:
                return None
            names = [_xdotool(display, "getwindowname", w) for w in found.splitlines()]
            return next((n for n in names if n != "Phase 10 Desktop"), None)

        name = wait_for(f"the {language} installer's window", wizard, timeout=120)
        time.sleep(2.0)
        from e2e_screen import grab

        grab(display, ARTIFACTS / f"windows_setup_{language}.png")
        print(f"{language}: {name}")
        assert name.startswith(title), name
    finally:
        setup.kill()
        setup.wait()
        subprocess.run(["wineserver", "-k"], env=wine.env, check=False, timeout=60)


def test_uninstall_removes_the_program_and_keeps_the_saves(
    wine: Any, played: dict[str, Any]
) -> None:
    saves = files_of(played["data"])
    result = wine.run(
        [
            PROGRAM_DIR + r"\unins000.exe",
            "/VERYSILENT",
            "/SUPPRESSMSGBOXES",
            "/NORESTART",
            r"/LOG=C:\uninstall.log",
        ],
        check=False,
        timeout=300,
    )
    assert result.returncode == 0
    wine.wait()
    # the uninstaller copies itself to a temporary folder and finishes from there
    wait_for("the program folder to go", lambda: not unix(wine, PROGRAM_DIR).exists(), 120)
    wine.wait()
    shortcut = wine.drive_c / "ProgramData/Microsoft/Windows/Start Menu/Programs/Phase 10.lnk"
    assert not shortcut.exists()
    assert wine.reg_query(UNINSTALL_KEY) == {}
    assert wine.reg_query(LINK_KEY) == {}
    log = unix(wine, r"C:\uninstall.log").read_text(encoding="utf-8", errors="replace")
    assert "firewall delete rule" in log
    assert files_of(played["data"]) == saves, "the uninstaller touched the player's saves"
