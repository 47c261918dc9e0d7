"""The wheel a Python user installs holds the whole game, and nothing it does not load.

``resources/`` sits at the top of the repository, outside the package; setup.py
maps it into ``phase10_desktop/_resources`` at build time and pyproject.toml's
``package-data`` picks the files. A mistake there gives a wheel that installs
and then starts a game without its cards, so this builds one the way a user's
tools do (``python -m build``: an sdist, then the wheel from that sdist) and
checks it against what the code loads — the list is read from the loaders
(card faces, sound names, languages, every ``resource_path`` call), not copied
here. The last test installs the wheel into a fresh virtual environment and runs
``phase10 --self-test`` from outside the checkout.

Needs ``build`` and a new enough setuptools (both in the ``[test]`` extra) to build
offline; without them it is skipped, saying so.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import subprocess
import sys
import tomllib
import zipfile
from collections.abc import Iterator
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from phase10_desktop.app.parts.i18n import LANGUAGES
from phase10_desktop.presentation.card_art import ALL_FACES
from phase10_desktop.presentation.sounds import SOUNDS

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
IN_WHEEL = "phase10_desktop/_resources/"


def _why_no_offline_build() -> str | None:
    """None when this environment can build the wheel without downloading anything."""
    if importlib.util.find_spec("build") is None:
        return "the 'build' package is not installed (pip install -e '.[test]')"
    for text in PYPROJECT["build-system"]["requires"]:
        req = Requirement(text)
        try:
            have = version(req.name)
        except PackageNotFoundError:
            return f"{req.name} is not installed (pip install -e '.[test]')"
        if not req.specifier.contains(have, prereleases=True):
            return (
                f"{req.name} {have} is installed; building needs {req} (pip install -e '.[test]')"
            )
    return None


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    why = _why_no_offline_build()
    if why:
        pytest.skip(why)
    out = tmp_path_factory.mktemp("dist")
    result = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, (
        f"building failed:\n{result.stdout[-3000:]}{result.stderr[-3000:]}"
    )
    return out


@pytest.fixture(scope="module")
def wheel(dist: Path) -> Path:
    (found,) = dist.glob("phase10_desktop-*.whl")
    return found


@pytest.fixture(scope="module")
def names(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def _resource_path_calls() -> Iterator[str]:
    """Every ``resource_path("icons", "x.png")`` the code makes with literal parts."""
    for path in (ROOT / "phase10_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name != "resource_path":
                continue
            parts = [a.value for a in node.args if isinstance(a, ast.Constant)]
            assert len(parts) == len(node.args), (
                f"{path.relative_to(ROOT)}:{node.lineno} builds a resource path this test "
                "cannot read; name the file with literal parts"
            )
            yield "/".join(parts)


def files_the_game_loads() -> set[str]:
    """Paths inside the resources folder that the game opens, read from its loaders."""
    loaded = {f"cards/{face}.svg" for face in ALL_FACES}  # card_art.CardArt
    loaded |= {f"sounds/{name}.wav" for name in SOUNDS}  # sounds.SoundPlayer
    loaded |= {f"translations/phase10_{lang}.qm" for lang in LANGUAGES}  # i18n
    loaded |= set(_resource_path_calls())  # the window icon and the like
    return loaded


def test_packaging_the_loaders_name_files_that_exist() -> None:
    """Control for the wheel checks: the derived list is real and not empty."""
    loaded = files_the_game_loads()
    assert {"cards/back.svg", "sounds/draw.wav", "translations/phase10_ar.qm"} <= loaded
    assert any(p.startswith("icons/") for p in loaded), "no resource_path call was found"
    missing = sorted(p for p in loaded if not (ROOT / "resources" / p).is_file())
    assert not missing, f"the code loads files the checkout lacks: {missing}"


def test_packaging_wheel_holds_every_file_the_game_loads_and_no_other(names: list[str]) -> None:
    shipped = {n.removeprefix(IN_WHEEL) for n in names if n.startswith(IN_WHEEL)}
    loaded = files_the_game_loads()
    assert not loaded - shipped, f"missing from the wheel: {sorted(loaded - shipped)}"
    assert not shipped - loaded, (
        f"in the wheel but never loaded (generator scripts, .ts sources?): "
        f"{sorted(shipped - loaded)}"
    )


def test_packaging_wheel_resources_are_the_checkout_files(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name.startswith(IN_WHEEL):
                source = ROOT / "resources" / name.removeprefix(IN_WHEEL)
                assert archive.read(name) == source.read_bytes(), f"{name} differs from {source}"


def test_packaging_wheel_holds_every_module_and_only_the_package(names: list[str]) -> None:
    modules = {
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "phase10_desktop").rglob("*.py")
        if "__pycache__" not in p.parts
    }
    shipped = {n for n in names if n.endswith(".py")}
    assert modules == shipped, (
        f"missing: {sorted(modules - shipped)}; unexpected: {sorted(shipped - modules)}"
    )
    tops = {n.split("/")[0] for n in names}
    assert tops == {
        "phase10_desktop",
        f"phase10_desktop-{PYPROJECT['project']['version']}.dist-info",
    }
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)


@pytest.mark.slow
def test_packaging_wheel_installed_apart_passes_self_test(wheel: Path, tmp_path: Path) -> None:
    """pip-installed into a fresh environment, run from elsewhere: the game plays a round.

    The environment gets the wheel alone; Qt and platformdirs come from this
    interpreter's environment through a ``.pth`` line, which (unlike installing
    them) needs no network. The checkout is not on its path, so resources can
    only come from inside the installed package.
    """
    import platformdirs
    import PySide6
    import shiboken6

    env_dir = tmp_path / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env_dir)], check=True)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = bin_dir / ("python.exe" if os.name == "nt" else "python")
    pip = [sys.executable, "-m", "pip", "--python", str(python)]
    subprocess.run(
        [*pip, "install", "-q", "--no-deps", "--no-index", str(wheel)],
        check=True,
        timeout=300,
    )
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    dependency_dirs = {
        str(Path(m.__file__).resolve().parents[1]) for m in (PySide6, shiboken6, platformdirs)
    }
    (Path(purelib) / "dependencies.pth").write_text("\n".join(sorted(dependency_dirs)) + "\n")
    program = bin_dir / ("phase10.exe" if os.name == "nt" else "phase10")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONPATH", None)
    where = subprocess.run(
        [str(python), "-c", "from phase10_desktop.resources import resources_dir as r; print(r())"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert Path(where) == Path(purelib) / "phase10_desktop" / "_resources"
    result = subprocess.run(
        [str(program), "--self-test"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-3000:]
    assert "self-test passed" in result.stdout
