"""Rule numbers in a sentence, as links to the Rules window.

Every refusal names the rule it comes from ("… (R5.1)."); the status line shows
such a number as a link that opens the Rules window at that rule. These small
functions are all the status line needs, so the window's own module (its text
browser, its styles) loads only when the Rules are first opened.
"""

from __future__ import annotations

import re

from .rules_text import RULE_NUMBERS

__all__ = ["cited_rules", "escape", "rule_from_link", "rule_links"]

# A link to a rule, as rule_links writes it and QLabel.linkActivated hands it back.
_LINK_SCHEME = "rule:"
_CITED = re.compile(r"\bR[1-9]\.\d{1,2}\b")


def escape(text: str) -> str:
    """``text`` as HTML that shows it as typed (``&``, ``<``, ``>`` and quotes as
    entities), as :func:`html.escape` does: importing the html package would load its
    table of 2,000 named entities for ``unescape`` with the status line's first words,
    1.6 ms of a start."""
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )


def cited_rules(text: str) -> list[str]:
    """The rule numbers a sentence cites, in order: "… (R5.1)." → ["R5.1"].

    Only numbers the rules really have count; anything else that looks like one
    (a rule that does not exist) is left alone.
    """
    return [m for m in _CITED.findall(text) if m in RULE_NUMBERS]


def rule_links(text: str) -> str:
    """A refusal as HTML for a rich-text ``QLabel``: every rule number it cites is a
    link (``rule:R5.1``), everything else is escaped, so any player name shows as
    typed. Connect the label's ``linkActivated`` to a slot that passes
    :func:`rule_from_link` of the link to :meth:`RulesWindow.show_rule`."""
    parts: list[str] = []
    last = 0
    for match in _CITED.finditer(text):
        number = match.group(0)
        if number not in RULE_NUMBERS:
            continue
        parts.append(escape(text[last : match.start()]))
        parts.append(f'<a href="{_LINK_SCHEME}{number}">{number}</a>')
        last = match.end()
    parts.append(escape(text[last:]))
    return "".join(parts)


def rule_from_link(link: str) -> str | None:
    """The rule number of a link made by :func:`rule_links` ("rule:R5.1" → "R5.1"),
    or None for any other link."""
    if not link.startswith(_LINK_SCHEME):
        return None
    number = link[len(_LINK_SCHEME) :]
    return number if number in RULE_NUMBERS else None
