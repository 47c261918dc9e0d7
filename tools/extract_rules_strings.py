"""Collect the engine's refusal templates so translators see them (context "Rules").

The engine has no Qt (layers: engine -> nothing), so its refusals are
``Reason("The {card} is not in your hand.", card=...)`` objects, usually written
``R(...)`` after ``from .reasons import Reason as R``. The app translates the
template at run time with ``QCoreApplication.translate("Rules", reason.template)``
(``phase10_desktop/presentation/wording.py: reason_text``), but ``lupdate`` never reads the
engine and would not recognise ``R(...)`` anyway.

This script reads the engine's source with :mod:`ast` (nothing is imported or
run), takes the literal template of every ``Reason``/``R`` call, and writes
``resources/translations/rules_strings.py``: one
``QT_TRANSLATE_NOOP("Rules", "...")`` per template, with a translator comment
saying what each ``{placeholder}`` becomes. ``lupdate`` reads that generated
module with the app's modules, so the templates land in every ``.ts`` file
under "Rules" with the rest of the strings, and obsolete ones are dropped the
usual way. (Writing a module instead of editing the ``.ts`` XML keeps lupdate the
only program that merges translations.)

Handled forms of the first argument: a string literal (implicitly concatenated
literals are one literal to the parser), ``"a" + "b"`` of literals, and a
conditional expression choosing between two of those (both are collected).
Anything else (an f-string, a variable) cannot be translated and makes the
script fail, naming the file and line, so the engine is fixed rather than the
string silently left English.

    python tools/extract_rules_strings.py           # rewrite the generated module
    python tools/extract_rules_strings.py --check   # exit 1 if it is out of date

``tools/update_translations.py`` runs this before lupdate; use that one.
"""

from __future__ import annotations

import argparse
import ast
import json
import string
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "phase10_desktop" / "engine"
OUTPUT = ROOT / "resources" / "translations" / "rules_strings.py"
CONTEXT = "Rules"

#: What the app puts in each placeholder (wording._word), for translator comments.
PLACEHOLDERS: dict[str, str] = {
    "card": 'a card name, e.g. "Red 7", "Wild"',
    "colour": 'a colour name, e.g. "Blue"',
    "count": "a number",
    "current": "a phase number",
    "end": 'the end of a run: the word "low" or "high" (translated under Rules)',
    "gaps": "a number",
    "group": 'a group label such as "Run 4–9" (sometimes followed by what it takes)',
    "given": "what a malformed move contained, as the program writes it (technical, rare)",
    "high": "a number",
    "kind": 'a group kind: "set", "run" or "colour group" (translated under Rules)',
    "last": "a phase number",
    "low": "a number",
    "name": "a player's name",
    "number": "a number (a card number or a phase number)",
    "numbers": 'numbers, e.g. "3, 7"',
    "phase": 'a phase number, or a phase label such as "set of 3 + run of 4"',
    "size": "a number of cards",
    "spec": 'the heading of a lay-down slot, e.g. "Set of 3"',
    "value": "a number from 1 to 12",
    "wanted": 'a group kind: "set", "run" or "colour group"; or a number of groups',
    "why": "another refusal sentence from this list, without its full stop",
    "wilds": "a number of Wild cards",
}


class ExtractionError(Exception):
    """A ``Reason`` whose template is not a literal: it could never be translated."""


@dataclass(frozen=True)
class RuleString:
    """One template and where it was first found (for messages, not for output)."""

    template: str
    path: str
    line: int


def _reason_names(tree: ast.Module) -> set[str]:
    """Local names the module gives ``Reason`` (``Reason`` itself, ``R``...)."""
    names = {"Reason"}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.endswith("reasons"):
            for alias in node.names:
                if alias.name == "Reason":
                    names.add(alias.asname or alias.name)
    return names


def _literals(node: ast.expr) -> list[str] | None:
    """The string(s) an expression can only ever be, or None if it is not literal."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literals(node.left), _literals(node.right)
        if left is not None and right is not None and len(left) == len(right) == 1:
            return [left[0] + right[0]]
        return None
    if isinstance(node, ast.IfExp):
        body, orelse = _literals(node.body), _literals(node.orelse)
        if body is not None and orelse is not None:
            return body + orelse
    return None


def strings_in(path: Path, root: Path = ROOT) -> Iterator[RuleString]:
    """Every literal template of a ``Reason`` call in one source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names = _reason_names(tree)
    rel = path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        if node.func.id not in names:
            continue
        first = node.args[0] if node.args else None
        if first is None:
            first = next((k.value for k in node.keywords if k.arg == "template"), None)
        found = _literals(first) if first is not None else None
        if found is None:
            raise ExtractionError(
                f"{rel}:{node.lineno}: {node.func.id}(...) needs a literal template "
                "(a string, or a choice between two strings) so it can be translated"
            )
        for template in found:
            yield RuleString(template, rel, node.lineno)


def collect(engine: Path = ENGINE, root: Path = ROOT) -> list[RuleString]:
    """All templates of the engine, each once, in file then line order."""
    seen: dict[str, RuleString] = {}
    for path in sorted(engine.rglob("*.py")):
        for found in sorted(strings_in(path, root), key=lambda s: s.line):
            seen.setdefault(found.template, found)
    return list(seen.values())


def _placeholders(template: str) -> list[str]:
    return [f for _, f, _, _ in string.Formatter().parse(template) if f]


def _quote(text: str) -> str:
    """A double-quoted Python literal (JSON's escapes are valid Python ones)."""
    return json.dumps(text, ensure_ascii=False)


def render(strings: Iterable[RuleString]) -> str:
    """The generated module: one marked template per line, with translator comments."""
    out = [
        "# ruff: noqa: E501  (one template per line, as translators see them)",
        '"""Generated by tools/extract_rules_strings.py from the engine - do not edit.',
        "",
        "The engine's refusal templates, marked for lupdate under the context",
        f'"{CONTEXT}". Nothing imports this module at run time; the app translates',
        "the templates with QCoreApplication.translate in wording.reason_text.",
        '"""',
        "",
        "from PySide6.QtCore import QT_TRANSLATE_NOOP",
        "",
        "# fmt: off",
        "TEMPLATES = (",
    ]
    for s in strings:
        fields = _placeholders(s.template)
        notes = [f"{{{f}}} = {PLACEHOLDERS.get(f, 'a value')}" for f in dict.fromkeys(fields)]
        comment = "A refusal shown when a move is not allowed; keep the (R...) rule numbers."
        if notes:
            comment += " " + "; ".join(notes) + "."
        out.append(f"    #: {comment}")
        out.append(f"    QT_TRANSLATE_NOOP({_quote(CONTEXT)}, {_quote(s.template)}),")
    out.append(")")
    out.append("# fmt: on")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="fail if the module is stale")
    parser.add_argument("--output", type=Path, default=OUTPUT, help="where to write")
    args = parser.parse_args(argv)
    try:
        strings = collect()
        text = render(strings)
    except ExtractionError as e:
        print(f"extract_rules_strings: {e}", file=sys.stderr)
        return 2
    current = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
    if args.check:
        if current != text:
            print(f"{args.output} is out of date: run tools/update_translations.py")
            return 1
        return 0
    if current != text:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(text, encoding="utf-8")
    print(f"{len(strings)} Rules templates -> {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
