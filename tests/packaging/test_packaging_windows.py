"""The installers' recipes for what wine or this machine cannot run for real.

- Inno Setup's per-user mode (the default for a player who double-clicks setup.exe)
  cannot run under wine 8 or 10 (``{autopf}`` needs ``FOLDERID_UserProgramFiles``,
  unimplemented), so the Windows check installs ``/ALLUSERS``; the per-user settings
  are checked here, in the script.
- The firewall rule's command line and the ``phase10:`` link handler, as written in
  the script (the Windows check sees the installer run and register them).
- The Linux menu entry's link handler, opened by ``xdg-open`` in a test desktop
  (a temporary HOME and XDG folders; nothing of the real user's is touched).
- The macOS bundle's URL types in the spec (nothing here can build a .app).
- The winget manifests, validated against the published winget schema (kept in
  ``tests/packaging/winget-schema/``, MIT, from microsoft/winget-cli), and the
  Homebrew cask's Ruby syntax.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import fastjsonschema
import pytest
from packaging_modules import load

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ISS = (PACKAGING / "windows" / "phase10.iss").read_text(encoding="utf-8")
SCHEMAS = Path(__file__).resolve().parent / "winget-schema"

distribution = load("distribution")


def section(name: str) -> list[str]:
    """The lines of one ``[Section]`` of the Inno Setup script, comments left out."""
    body = ISS.split(f"\n[{name}]\n", 1)[1].split("\n[", 1)[0]
    return [line for line in body.splitlines() if line.strip() and not line.startswith(";")]


# --- Windows: per-user mode, firewall, links ----------------------------------------


def test_per_user_install_is_the_default_and_all_users_is_offered() -> None:
    """What a player who double-clicks setup.exe gets (not runnable under wine)."""
    assert "PrivilegesRequired=lowest" in ISS  # no UAC prompt
    assert "PrivilegesRequiredOverridesAllowed=commandline" in ISS  # /ALLUSERS, /CURRENTUSER
    assert "DefaultDirName={autopf}\\{#AppName}" in ISS  # %LOCALAPPDATA%\Programs per user
    assert all(line.startswith('Name: "{auto') for line in section("Icons"))
    assert all(line.startswith("Root: HKA;") for line in section("Registry"))  # HKCU per user


def test_ci_can_compress_fast_and_releases_keep_the_best() -> None:
    assert '#define Compression "lzma2/max"' in ISS and "Compression={#Compression}" in ISS
    build = (PACKAGING / "build.py").read_text(encoding="utf-8")
    assert '"/DCompression={compression}"' in build
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "--installer-compression" not in workflow


def test_firewall_rule_allows_the_game_on_private_networks_only() -> None:
    runs = [line for line in section("Run") if "netsh.exe" in line]
    add = next(line for line in runs if "firewall add rule" in line)
    for part in ('name=""{#AppName}""', "dir=in", "action=allow", "profile=private"):
        assert part in add, add
    assert 'program=""{app}\\{#AppExe}""' in add
    assert "Check: IsAdminInstallMode" in add and "Flags: runhidden" in add
    assert "public" not in add.lower().replace("runhidden", "")
    # the old rule goes first, so an upgrade leaves exactly one
    assert runs.index(add) > 0 and "firewall delete rule" in runs[runs.index(add) - 1]
    (remove,) = section("UninstallRun")
    assert "firewall delete rule" in remove and "RunOnceId:" in remove


def test_phase10_links_are_registered_to_open_the_game() -> None:
    lines = section("Registry")
    keys = {re.search(r'Subkey: "([^"]+)"', line)[1] for line in lines}  # type: ignore[index]
    assert keys == {
        r"Software\Classes\phase10",
        r"Software\Classes\phase10\DefaultIcon",
        r"Software\Classes\phase10\shell\open\command",
    }
    assert any('ValueName: "URL Protocol"' in line for line in lines)
    command = next(line for line in lines if "shell\\open\\command" in line)
    assert 'ValueData: """{app}\\{#AppExe}"" ""%1"""' in command
    assert any("uninsdeletekey" in line for line in lines)


# --- Linux: the menu entry opens phase10: links --------------------------------------


def test_desktop_entry_handles_phase10_links() -> None:
    entry = (PACKAGING / "linux" / "phase10.desktop").read_text(encoding="utf-8")
    assert "\nExec=phase10 %u\n" in entry
    assert "\nMimeType=x-scheme-handler/phase10;\n" in entry
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(
            ["desktop-file-validate", str(PACKAGING / "linux" / "phase10.desktop")],
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stdout + result.stderr


def test_xdg_open_hands_a_phase10_link_to_the_installed_game(tmp_path: Path) -> None:
    """install.sh in a test desktop, then ``xdg-open phase10://...``.

    The program installed is a stand-in that writes down its arguments: this test is
    about the registration (menu entry, desktop database, xdg-open); the game's side
    of a link is tested with the game. XDG_CURRENT_DESKTOP=GNOME makes xdg-open
    hand the link to ``gio open``, as on a GNOME desktop: xdg-utils 1.1.3's own
    generic opener (Debian 12, Ubuntu 22.04) takes a scheme with a digit in it for
    a file name (packaging/README.md).
    """
    for tool in ("xdg-open", "gio", "update-desktop-database"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} not installed (.ci/run installs xdg-utils and libglib2.0-bin)")
    unpacked = tmp_path / "Phase10-test"
    icons = unpacked / "_internal" / "resources" / "icons"
    icons.mkdir(parents=True)
    for name in ("phase10.png", "phase10-512.png", "phase10.svg"):
        shutil.copy(ROOT / "resources" / "icons" / name, icons / name)
    shutil.copy(PACKAGING / "linux" / "install.sh", unpacked / "install.sh")
    shutil.copy(PACKAGING / "linux" / "phase10.desktop", unpacked / "phase10.desktop")
    opened = tmp_path / "opened.txt"
    stand_in = unpacked / "phase10"
    stand_in.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{opened}"\n', encoding="utf-8")
    stand_in.chmod(0o755)
    home = tmp_path / "home"
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / ".local/share"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_DIRS": f"{home / '.local/share'}:/usr/share",
        "XDG_CURRENT_DESKTOP": "GNOME",
    }
    subprocess.run(["sh", str(unpacked / "install.sh")], env=env, check=True, timeout=60)
    cache = (home / ".local/share/applications/mimeinfo.cache").read_text(encoding="utf-8")
    assert "x-scheme-handler/phase10=phase10.desktop;" in cache
    link = "phase10://join/127.0.0.1:45000/ABCD-2345"
    subprocess.run(["xdg-open", link], env=env, check=True, timeout=60)
    deadline = time.monotonic() + 30
    while not opened.exists() and time.monotonic() < deadline:
        time.sleep(0.1)  # gio starts the program and returns at once
    assert opened.read_text(encoding="utf-8").splitlines() == [link]
    subprocess.run(["sh", str(unpacked / "install.sh"), "--uninstall"], env=env, check=True)
    assert not (home / ".local/share/applications/phase10.desktop").exists()


# --- macOS ------------------------------------------------------------------------


def test_macos_bundle_declares_the_phase10_url_scheme() -> None:
    spec = (PACKAGING / "phase10.spec").read_text(encoding="utf-8")
    block = spec.split('"CFBundleURLTypes": [', 1)[1].split("\n            ],", 1)[0]
    assert '"CFBundleURLSchemes": ["phase10"]' in block
    assert '"CFBundleURLName": f"{BUNDLE_ID}.invitation"' in block


# --- winget and Homebrew ----------------------------------------------------------


RELEASE = {
    "version": "1.2.3",
    "repository": "example/phase10",
    "owner": "example",
    "date": "2026-12-01",
    "sha256": "ab" * 32,
    "sha256_arm64": "cd" * 32,
    "sha256_x86_64": "ef" * 32,
}


def _validator(kind: str):
    schema = json.loads((SCHEMAS / f"manifest.{kind}.1.10.0.json").read_text(encoding="utf-8"))
    return fastjsonschema.compile(schema)


def test_winget_manifests_validate_against_the_published_schema() -> None:
    yaml = pytest.importorskip("yaml")
    rendered = distribution.winget_manifests(RELEASE)
    assert len(rendered) == 3
    kinds = {}
    for text in rendered.values():
        manifest = yaml.safe_load(text)
        kind = manifest["ManifestType"]
        _validator(kind)(manifest)  # raises JsonSchemaValueException on any fault
        kinds[kind] = manifest
        assert manifest["PackageIdentifier"] == "Phase10Desktop.Phase10"
        assert manifest["PackageVersion"] == "1.2.3"
    assert set(kinds) == {"version", "defaultLocale", "installer"}
    installer = kinds["installer"]
    (entry,) = installer["Installers"]
    assert entry["InstallerSha256"] == "ab" * 32
    assert entry["InstallerUrl"].endswith("/v1.2.3/Phase10-1.2.3-windows-x64-setup.exe")
    app_id = re.search(r"AppId=\{(\{[0-9A-F-]+\})", ISS)[1]  # type: ignore[index]
    assert installer["ProductCode"] == f"{app_id}_is1"  # what Inno writes under Uninstall
    assert installer["Protocols"] == ["phase10"]


def test_winget_schema_rejects_a_manifest_without_its_sha256() -> None:
    """The validation can fail: the schema is the real one, not a stand-in."""
    yaml = pytest.importorskip("yaml")
    text = distribution.winget_manifests({**RELEASE, "sha256": "not-a-hash"})[
        "Phase10Desktop.Phase10.installer.yaml"
    ]
    with pytest.raises(fastjsonschema.JsonSchemaValueException):
        _validator("installer")(yaml.safe_load(text))


def test_a_template_token_without_a_value_is_an_error() -> None:
    with pytest.raises(KeyError, match="sha256"):
        distribution.winget_manifests({k: v for k, v in RELEASE.items() if k != "sha256"})


def test_homebrew_cask_is_valid_ruby(tmp_path: Path) -> None:
    text = distribution.cask(RELEASE)
    assert 'version "1.2.3"' in text and "cd" * 32 in text
    assert '/Phase10-#{version}-macos-#{arch}.dmg"' in text  # build.py's .dmg names
    ruby = shutil.which("ruby")
    if ruby is None:
        if os.environ.get("CI"):
            pytest.fail("ruby is not installed (.ci/run installs it)")
        pytest.skip("ruby is not installed (apt-get install ruby)")
    cask = tmp_path / "phase10-desktop.rb"
    cask.write_text(text, encoding="utf-8")
    result = subprocess.run([ruby, "-c", str(cask)], capture_output=True, text=True, check=False)
    assert result.returncode == 0 and "Syntax OK" in result.stdout, result.stderr


def test_distribution_writes_the_layout_their_repositories_use(tmp_path: Path) -> None:
    setup = tmp_path / "setup.exe"
    setup.write_bytes(b"not really an installer")
    dmg = tmp_path / "x.dmg"
    dmg.write_bytes(b"not really a disk image")
    out = tmp_path / "out"
    status = distribution.main(
        ["--version", "1.2.3", "--repository", "example/phase10", "--windows", str(setup),
         "--macos-arm64", str(dmg), "--macos-x86_64", str(dmg), "--out", str(out)]
    )  # fmt: skip
    assert status == 0
    folder = out / "manifests/p/Phase10Desktop/Phase10/1.2.3"
    assert sorted(p.name for p in folder.iterdir()) == [
        "Phase10Desktop.Phase10.installer.yaml",
        "Phase10Desktop.Phase10.locale.en-US.yaml",
        "Phase10Desktop.Phase10.yaml",
    ]
    digest = hashlib.sha256(setup.read_bytes()).hexdigest()
    assert digest in (folder / "Phase10Desktop.Phase10.installer.yaml").read_text()
    assert (out / "Casks/p/phase10-desktop.rb").is_file()
    pytest.importorskip("yaml")
    assert distribution.validate(out) == []  # what the release workflow runs
