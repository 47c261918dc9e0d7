"""Regenerate every translation file: Rules strings, ``.ts`` sources, compiled ``.qm``.

    .venv/bin/python tools/update_translations.py

1. ``tools/extract_rules_strings.py`` writes the engine's refusal templates to
   ``resources/translations/rules_strings.py`` (lupdate cannot read the engine).
2. ``pyside6-lupdate`` reads every module of ``phase10_desktop/app`` plus that
   file and updates ``resources/translations/phase10_<lang>.ts`` for each
   language in ``phase10_desktop.app.parts.i18n.LANGUAGES``: new strings arrive
   "unfinished", vanished ones are dropped, existing translations are kept.
   A new string whose very text (and comment) was translated before under another
   context — code moved from one class or module to another — takes that
   translation over, so moving code never costs a translator's work.
   English is the source language; its file holds only the plural forms of
   ``%n`` strings ("1 round" / "2 rounds"), as Qt recommends.
3. ``pyside6-lrelease`` compiles each ``.ts`` to the ``.qm`` the game loads.

It prints, per language, how many strings are translated, and lists the
unfinished ones; with ``--strict`` it then exits 1, as the test suite would fail
(``tests/app/test_app_i18n_catalogue.py``). See resources/translations/README.md.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import extract_rules_strings  # noqa: E402  (a sibling script, found via sys.path)

APP = ROOT / "phase10_desktop" / "app"
#: the words and looks the table and the window share (card names, refusals, …)
PRESENTATION = ROOT / "phase10_desktop" / "presentation"
FOLDER = ROOT / "resources" / "translations"
SOURCE_LANGUAGE = "en"


def tool(name: str) -> str:
    """A Qt tool shipped with PySide6 (``pyside6-lupdate``...): beside Python, or on PATH."""
    beside = Path(sys.executable).with_name(name)
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 in this environment")
    return found


def languages() -> list[str]:
    """The shipped languages, from the one list the game itself uses."""
    from phase10_desktop.app.parts.i18n import LANGUAGES

    return list(LANGUAGES)


def sources(rules: Path = extract_rules_strings.OUTPUT) -> list[Path]:
    """Everything lupdate reads: the app's and the presentation's modules and the
    generated Rules module."""
    return [*sorted(APP.rglob("*.py")), *sorted(PRESENTATION.rglob("*.py")), rules]


def ts_path(lang: str, folder: Path = FOLDER) -> Path:
    return folder / f"phase10_{lang}.ts"


def lupdate(ts: Path, lang: str, files: list[Path] | None = None) -> None:
    """Update (or create) one ``.ts`` file from the sources."""
    args = [tool("pyside6-lupdate"), *(str(p) for p in files or sources())]
    args += ["-no-obsolete", "-locations", "relative"]
    args += ["-source-language", SOURCE_LANGUAGE, "-target-language", lang]
    if lang == SOURCE_LANGUAGE:
        args.append("-pluralonly")
    subprocess.run([*args, "-ts", str(ts)], check=True, capture_output=True, text=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), str(ts), "-qm", str(qm)],
        check=True,
        capture_output=True,
        text=True,
    )


@dataclass(frozen=True)
class Message:
    """One message of a ``.ts`` file, as the tests and this report need it."""

    context: str
    source: str
    comment: str
    numerus: bool
    #: the translation, or each plural form of it
    forms: tuple[str, ...]
    finished: bool


def read_ts(ts: Path) -> list[Message]:
    """Every current message of a ``.ts`` file (vanished and obsolete ones skipped)."""
    out = []
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            t = m.find("translation")
            kind = t.get("type", "") if t is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            numerus = m.get("numerus") == "yes"
            if t is None:
                forms: tuple[str, ...] = ()
            elif numerus:
                forms = tuple(f.text or "" for f in t.iter("numerusform"))
            else:
                forms = (t.text or "",)
            out.append(
                Message(
                    context=name,
                    source=m.findtext("source") or "",
                    comment=m.findtext("comment") or "",
                    numerus=numerus,
                    forms=forms,
                    finished=kind == "" and bool(forms) and all(forms),
                )
            )
    return out


def _key(m: ElementTree.Element) -> tuple[str, str, bool]:
    return (m.findtext("source") or "", m.findtext("comment") or "", m.get("numerus") == "yes")


def known_translations(ts: Path) -> dict[tuple[str, str, bool], ElementTree.Element]:
    """Finished translations by (source, comment, plural), whatever their context."""
    out: dict[tuple[str, str, bool], ElementTree.Element] = {}
    for m in ElementTree.parse(ts).getroot().iter("message"):
        t = m.find("translation")
        if t is not None and not t.get("type") and "".join(t.itertext()).strip():
            out.setdefault(_key(m), t)
    return out


def carry_over(ts: Path, known: dict[tuple[str, str, bool], ElementTree.Element]) -> int:
    """Fill unfinished messages whose text was translated before under another context."""
    tree = ElementTree.parse(ts)
    count = 0
    for m in tree.getroot().iter("message"):
        t = m.find("translation")
        if t is None or t.get("type") != "unfinished":
            continue
        old = known.get(_key(m))
        if old is None:
            continue
        m.remove(t)
        m.append(old)
        count += 1
    if count:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
        text = ts.read_text(encoding="utf-8")
        # keep lupdate's own header line, so the next run does not rewrite the file
        text = text.replace(
            "<?xml version='1.0' encoding='utf-8'?>",
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>',
            1,
        )
        ts.write_text(text, encoding="utf-8")
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument(
        "--strict", action="store_true", help="exit 1 if any string is left untranslated"
    )
    args = parser.parse_args(argv)
    if extract_rules_strings.main([]) != 0:
        return 2
    missing = 0
    for lang in languages():
        ts = ts_path(lang)
        known = known_translations(ts) if ts.exists() else {}
        lupdate(ts, lang)
        carried = carry_over(ts, known)
        if carried:
            print(f"{lang}: {carried} moved strings kept their translations")
        lrelease(ts, ts.with_suffix(".qm"))
        messages = read_ts(ts)
        todo = [m for m in messages if not m.finished]
        missing += len(todo)
        what = "plural forms" if lang == SOURCE_LANGUAGE else "strings"
        print(f"{lang}: {len(messages) - len(todo)} of {len(messages)} {what} translated")
        for m in todo:
            print(f"    unfinished [{m.context}] {m.source!r}")
    return 1 if args.strict and missing else 0


if __name__ == "__main__":
    sys.exit(main())
