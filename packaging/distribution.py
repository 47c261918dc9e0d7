"""Fill in the winget manifests and the Homebrew cask for one release.

    python packaging/distribution.py --version 0.2.0 --repository OWNER/NAME \\
        --windows dist/Phase10-0.2.0-windows-x64-setup.exe \\
        --macos-arm64 dist/Phase10-0.2.0-macos-arm64.dmg \\
        --macos-x86_64 dist/Phase10-0.2.0-macos-x86_64.dmg --out dist/distribution

The templates (``packaging/winget/*.yaml``, ``packaging/homebrew/phase10-desktop.rb``)
hold ``{version}``, ``{repository}``, ``{owner}``, ``{date}`` and one ``{sha256...}``
per download; this script puts in the release's values and the SHA-256 of the very
files the release attaches, and writes the results under ``--out`` in the layout
their repositories use (``manifests/p/Phase10Desktop/Phase10/<version>/`` and
``Casks/p/phase10-desktop.rb``). It publishes nothing: packaging/README.md says how
a person submits them. Plain token replacement, not ``str.format``: the cask's Ruby
(``#{version}``, left as it is) and the installer's product code are full of braces.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import re
import sys
from collections.abc import Sequence
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
WINGET = PACKAGING / "winget"
CASK = PACKAGING / "homebrew" / "phase10-desktop.rb"
PACKAGE_ID = "Phase10Desktop.Phase10"
_TOKEN = re.compile(r"(?<!#)\{(version|repository|owner|date|sha256|sha256_arm64|sha256_x86_64)\}")


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def render(template: str, values: dict[str, str]) -> str:
    """The template with every token replaced; a token without a value is an error."""
    missing = sorted({m[1] for m in _TOKEN.finditer(template)} - values.keys())
    if missing:
        raise KeyError(f"no value for {', '.join(missing)}")
    return _TOKEN.sub(lambda m: values[m[1]], template)


def winget_manifests(values: dict[str, str]) -> dict[str, str]:
    """File name -> rendered text of the three winget manifests."""
    return {
        p.name: render(p.read_text(encoding="utf-8"), values) for p in sorted(WINGET.glob("*.yaml"))
    }


def cask(values: dict[str, str]) -> str:
    return render(CASK.read_text(encoding="utf-8"), values)


SCHEMAS = PACKAGING.parent / "tests" / "packaging" / "winget-schema"


def validate(folder: Path) -> list[str]:
    """Problems of the rendered winget manifests under ``folder`` against the
    published schema (needs PyYAML and fastjsonschema); [] when all are valid."""
    import json

    import fastjsonschema
    import yaml

    problems = []
    manifests = sorted(folder.rglob("*.yaml"))
    if len(manifests) != 3:
        problems.append(f"expected 3 winget manifests under {folder}, found {len(manifests)}")
    for path in manifests:
        manifest = yaml.safe_load(path.read_text(encoding="utf-8"))
        kind = manifest.get("ManifestType", "?")
        schema_file = SCHEMAS / f"manifest.{kind}.{manifest.get('ManifestVersion')}.json"
        if not schema_file.is_file():
            problems.append(f"{path.name}: no published schema for {kind} here")
            continue
        try:
            fastjsonschema.compile(json.loads(schema_file.read_text(encoding="utf-8")))(manifest)
        except fastjsonschema.JsonSchemaValueException as e:
            problems.append(f"{path.name}: {e.message}")
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument(
        "--validate", type=Path, metavar="FOLDER", help="check rendered winget manifests, then stop"
    )
    p.add_argument("--version")
    p.add_argument("--repository", help="OWNER/NAME of the GitHub repository")
    p.add_argument("--windows", type=Path, help="the release's setup.exe")
    p.add_argument("--macos-arm64", type=Path, help="the release's Apple Silicon .dmg")
    p.add_argument("--macos-x86_64", type=Path, help="the release's Intel .dmg")
    p.add_argument("--date", default=datetime.date.today().isoformat())
    p.add_argument("--out", type=Path, default=Path("dist") / "distribution")
    args = p.parse_args(argv)
    if args.validate is not None:
        problems = validate(args.validate)
        for problem in problems:
            print(f"distribution.py: {problem}", file=sys.stderr)
        if not problems:
            print(f"winget manifests under {args.validate} match the published schema")
        return 1 if problems else 0
    if not args.version or not args.repository:
        p.error("--version and --repository are needed to fill in the templates")
    base = {
        "version": args.version,
        "repository": args.repository,
        "owner": args.repository.split("/")[0],
        "date": args.date,
    }
    written = []
    if args.windows:
        folder = args.out / "manifests" / "p" / "Phase10Desktop" / "Phase10" / args.version
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in winget_manifests({**base, "sha256": sha256(args.windows)}).items():
            (folder / name).write_text(text, encoding="utf-8")
            written.append(folder / name)
    if args.macos_arm64 and args.macos_x86_64:
        values = {**base, "sha256_arm64": sha256(args.macos_arm64)}
        values["sha256_x86_64"] = sha256(args.macos_x86_64)
        folder = args.out / "Casks" / "p"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / CASK.name).write_text(cask(values), encoding="utf-8")
        written.append(folder / CASK.name)
    for path in written:
        print(f"wrote {path}")
    if not written:
        print("distribution.py: give --windows, or both --macos-* files", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
