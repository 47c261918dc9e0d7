"""The documentation stands on its own: every link inside the repository leads to a
file of the repository, and the rulebook has every rule number the engine cites.

A clone has nothing outside the repository (the rules spec the project started
from lives elsewhere), so a link that leaves it is broken for every reader.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = sorted([ROOT / "README.md", *(ROOT / "docs").glob("*.md"), *ROOT.glob("*/README.md")])
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
RULE_ITEM = re.compile(r"^- \*\*R(\d)\.(\d+)\*\* ", re.MULTILINE)
CITED = re.compile(r"\bR([1-9])\.(\d+)\b")


def _links(path: Path) -> list[str]:
    return LINK.findall(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_links_stay_inside_the_repository_and_lead_somewhere(doc: Path) -> None:
    for target in _links(doc):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue  # a web address, or a place on the same page
        path = target.split("#", 1)[0]
        # "/README.md" is relative to the repository's root, as GitHub reads it
        base = ROOT if path.startswith("/") else doc.parent
        file = (base / path.lstrip("/")).resolve()
        assert file.is_relative_to(ROOT), f"{doc.name} links outside the repository: {target}"
        assert file.exists(), f"{doc.name} links to a missing file: {target}"


def test_readme_and_engine_docs_link_the_rulebook() -> None:
    assert "docs/rules.md" in _links(ROOT / "README.md")
    assert "rules.md" in _links(ROOT / "docs" / "engine.md")


def _rule_numbers() -> list[tuple[int, int]]:
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    return [(int(a), int(b)) for a, b in RULE_ITEM.findall(text)]


def test_the_rulebook_numbers_every_rule_in_order() -> None:
    numbers = _rule_numbers()
    sections = sorted({a for a, _ in numbers})
    assert sections == list(range(1, 10))
    for section in sections:
        subs = [b for a, b in numbers if a == section]
        assert subs == list(range(1, len(subs) + 1)), f"R{section} is numbered {subs}"
    assert (3, 8) in numbers  # the round nobody can finish


def test_every_rule_the_code_cites_is_in_the_rulebook() -> None:
    """A refusal ending in "(R5.1)" must send the player to a rule that exists."""
    known = set(_rule_numbers())
    cited: dict[tuple[int, int], str] = {}
    for path in sorted((ROOT / "phase10_desktop").rglob("*.py")):
        for a, b in CITED.findall(path.read_text(encoding="utf-8")):
            cited.setdefault((int(a), int(b)), str(path.relative_to(ROOT)))
    assert cited, "no rule citations found at all?"
    missing = {f"R{a}.{b}": where for (a, b), where in cited.items() if (a, b) not in known}
    assert missing == {}
