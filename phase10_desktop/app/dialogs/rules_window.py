"""The rules of Phase 10 in a browsable window, numbered as the game cites them.

Written for players, in the player's language, with the same rule numbers as
``docs/rules.md`` and as the engine's refusals ("You can hit only after laying
down your own phase (R5.1)."): :meth:`RulesWindow.show_rule` opens the text at
a rule and highlights it, and :func:`rule_links` turns the numbers in a refusal
into links that lead there. Every sentence is its own translatable string and
the HTML around them is built here, so translators never see or break markup.
The phase list and the points table are generated from the data the engine
plays by, so they cannot drift from the real rules.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QColor, QPalette, QTextBlock, QTextCursor
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from phase10_desktop.engine import STANDARD_PHASES, parse_cards

from ...presentation.rule_links import cited_rules, escape, rule_from_link, rule_links
from ...presentation.rules_text import RULE_NUMBERS, RULES
from ...presentation.wording import phase_label
from ..parts.dialog_fit import FittedDialog

__all__ = [
    "RULE_NUMBERS",
    "SECTIONS",
    "RulesWindow",
    "cited_rules",
    "rule_from_link",
    "rule_links",
]

# Anchor names of the sections, in reading order (for RulesWindow.show_section).
SECTIONS: tuple[str, ...] = ("aim", *(f"R{n}" for n in range(1, 10)))

_STYLE = """
h1 { font-size: x-large; margin-bottom: 4px; }
h2 { font-size: large; margin-top: 18px; margin-bottom: 6px; }
p { margin-top: 4px; margin-bottom: 6px; }
li { margin-bottom: 3px; }
td, th { padding: 3px 10px; }
th { text-align: left; }
.contents { margin-bottom: 8px; }
.number { font-weight: bold; }
.note { font-style: %(note)s; }
"""


def _style(rtl: bool) -> str:
    """The stylesheet for a text direction.

    Right to left, notes are not italic: Arabic script has no italics (and common
    fonts have no slanted Arabic glyphs at all, so the text turned into empty
    boxes). ``text-align: left`` needs no mirroring: Qt reads it as the leading
    edge of a right-to-left paragraph.
    """
    return _STYLE % {"note": "normal" if rtl else "italic"}


class RulesWindow(FittedDialog):
    """A non-modal window with the rules; keep it open next to the table while playing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesWindow")
        self.setModal(False)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDocumentMargin(16)
        self.browser.setTabChangesFocus(True)  # Tab reaches Close; arrows scroll the text
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self._highlighted: str | None = None
        self._retranslate()
        self.resize(700, 760)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of Phase 10"))
        self.browser.setAccessibleName(self.tr("Rules of Phase 10"))
        self.close_button.setText(self.tr("Close"))
        self.browser.document().setDefaultStyleSheet(_style(self.isRightToLeft()))
        self.browser.setHtml(self.html())
        if self._highlighted is not None:
            number, self._highlighted = self._highlighted, None  # the old text is gone
            self._highlight(number)

    def changeEvent(self, event: QEvent) -> None:
        # Rebuild the text when the application's language changes while open.
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------ navigation
    def show_section(self, name: str) -> None:
        """Scroll to a section (one of :data:`SECTIONS`: "aim", "R1" … "R9")."""
        if name not in SECTIONS:
            raise ValueError(f"unknown rules section {name!r}; choose one of {SECTIONS}")
        self.browser.scrollToAnchor(name)

    def show_rule(self, number: str) -> None:
        """Show the window at rule ``number`` ("R5.1", as refusals cite it), scrolled
        to it and highlighted until another rule is shown; its text also becomes the
        text view's accessible description, so a screen reader can read it at once.

        Raises ValueError for a number the rules do not have.
        """
        if number not in RULE_NUMBERS:
            raise ValueError(f"there is no rule {number!r}; rules run from R1.1 to R9.5")
        self._highlight(number)
        self.show()
        self.raise_()
        self.activateWindow()
        self.browser.scrollToAnchor(number)
        # a line of what comes before stays in sight, so the rule reads in context
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.value() - self.browser.fontMetrics().lineSpacing() * 2)

    def highlighted_rule(self) -> str | None:
        """The rule :meth:`show_rule` last showed, or None."""
        return self._highlighted

    def rule_block(self, number: str) -> QTextBlock:
        """The paragraph of the text that holds rule ``number``."""
        block = self.browser.document().begin()
        prefix = number + "\u00a0"
        while block.isValid():
            if block.text().startswith(prefix):
                return block
            block = block.next()
        raise ValueError(f"rule {number} is missing from the text")

    def _highlight(self, number: str) -> None:
        """Give rule ``number``'s paragraph a band of the theme's highlight colour
        (and take it from the rule highlighted before)."""
        document = self.browser.document()
        if self._highlighted is not None:
            old = self.rule_block(self._highlighted)
            plain = old.blockFormat()
            plain.clearBackground()
            QTextCursor(old).setBlockFormat(plain)
        block = self.rule_block(number)
        colour = QColor(self.palette().color(QPalette.ColorRole.Highlight))
        colour.setAlpha(90)
        marked = block.blockFormat()
        marked.setBackground(colour)
        QTextCursor(block).setBlockFormat(marked)
        document.setModified(False)
        self.browser.setAccessibleDescription(block.text().replace("\u00a0", " "))
        self._highlighted = number

    # ------------------------------------------------------------ content
    def section_titles(self) -> dict[str, str]:
        return {
            "aim": self.tr("The aim"),
            "R1": self.tr("The cards"),
            "R2": self.tr("Dealing"),
            "R3": self.tr("Your turn"),
            "R4": self.tr("The phases and laying down"),
            "R5": self.tr("Hitting"),
            "R6": self.tr("Skip cards"),
            "R7": self.tr("End of a round and scoring"),
            "R8": self.tr("Winning"),
            "R9": self.tr("Variants"),
        }

    def html(self) -> str:
        """The whole rules text as HTML in the current language."""
        titles = self.section_titles()
        rtl = self.isRightToLeft()
        direction = ' dir="rtl"' if rtl else ""
        heading = self.tr("How to play Phase 10")
        parts: list[str] = [f"<h1{direction}>{escape(heading)}</h1>"]
        links = " · ".join(
            f'<a href="#{key}">{escape(self._heading(key, titles[key]))}</a>' for key in SECTIONS
        )
        parts.append(f'<p class="contents"{direction}>{links}</p>')
        parts.append(f'<h2{direction}><a name="aim"></a>{escape(titles["aim"])}</h2>')
        parts.append(self._p(self._aim()))
        for section in range(1, 10):
            key = f"R{section}"
            parts.append(
                f'<h2{direction}><a name="{key}"></a>{escape(self._heading(key, titles[key]))}</h2>'
            )
            intro = self._intro(section)
            if intro:
                parts.append(self._p(intro))
            for number in (n for n in RULE_NUMBERS if n.startswith(f"{key}.")):
                text = " ".join(escape(s) for s in self._sentences(number))
                parts.append(
                    f'<p{direction}><a name="{number}"></a>'
                    f'<span class="number">{number}</span>\u00a0\u00a0{text}</p>'
                )
                parts.append(self._after(number))
        return "\n".join(parts)

    @staticmethod
    def _heading(key: str, title: str) -> str:
        return title if key == "aim" else f"{key}\u00a0\u00a0{title}"

    def _p(self, text: str, css: str = "") -> str:
        cls = f' class="{css}"' if css else ""
        direction = ' dir="rtl"' if self.isRightToLeft() else ""
        return f"<p{cls}{direction}>{escape(text)}</p>"

    def _table(self, rows: list[list[str]]) -> str:
        """A table of ``<td>``/``<th>`` cells, first column at the reading start.

        QTextDocument always lays table columns out left to right, so right to
        left the cells are written last first (and the table sits on the right).
        """
        rtl = self.isRightToLeft()
        lines = "".join(f"<tr>{''.join(reversed(r) if rtl else r)}</tr>" for r in rows)
        align = " align='right'" if rtl else ""
        return f"<table cellspacing='0'{align}>{lines}</table>"

    def _list(self, items: list[str]) -> str:
        direction = ' dir="rtl"' if self.isRightToLeft() else ""
        body = "".join(f"<li{direction}>{escape(item)}</li>" for item in items)
        return f"<ul>{body}</ul>"

    def _aim(self) -> str:
        return self.tr(
            "Work your way through ten phases, one per round. A phase is a combination "
            "of cards: sets of the same number, runs of numbers in a row, or cards of one "
            "colour. The first player to complete the last phase wins; if several finish "
            "in the same round, the one with the fewest points wins."
        )

    def _intro(self, section: int) -> str:
        if section == 9:
            return self.tr(
                "Choose these in the New game window; each one is off unless you pick it."
            )
        return ""

    def _phase_table(self) -> str:
        end = "left" if self.isRightToLeft() else "right"  # numbers lean on their label
        phase_heading = escape(self.tr("Phase"))
        need_heading = escape(self.tr("You need"))
        return self._table(
            [[f"<th>{phase_heading}</th>", f"<th>{need_heading}</th>"]]
            + [
                [f"<td align='{end}'>{number}</td>", f"<td>{escape(phase_label(phase))}</td>"]
                for number, phase in enumerate(STANDARD_PHASES, start=1)
            ]
        )

    def _points_table(self) -> str:
        one, ten, skip, wild = (card.points for card in parse_cards("R1 R10 S W"))
        points = [
            (self.tr("Cards 1 to 9"), self.tr("%n points", "", one)),
            (self.tr("Cards 10 to 12"), self.tr("%n points", "", ten)),
            (self.tr("Skip"), self.tr("%n points", "", skip)),
            (self.tr("Wild"), self.tr("%n points", "", wild)),
        ]
        end = "left" if self.isRightToLeft() else "right"
        return self._table(
            [
                [f"<td>{escape(what)}</td>", f"<td align='{end}'>{escape(value)}</td>"]
                for what, value in points
            ]
        )

    def _sentences(self, number: str) -> list[str]:
        """Rule ``number`` in the player's language, one translated sentence each."""
        translate = QCoreApplication.translate
        sentences = [translate("RulesWindow", text) for text in RULES[number]]
        if number == "R6.5":
            skip_points = parse_cards("S")[0].points
            sentences.append(
                self.tr(
                    "A Skip still in your hand when the round ends costs %n points.",
                    "",
                    skip_points,
                )
            )
        return sentences

    def _after(self, number: str) -> str:
        """What follows a rule's sentences: the phase table, the points, a list."""
        if number == "R1.3":
            return self._p(
                self.tr(
                    "Each colour also has its own symbol on our cards (red a circle, blue a "
                    "diamond, green a triangle, yellow a star), so you never have to tell "
                    "colours apart by shade alone."
                ),
                "note",
            )
        if number == "R4.1":
            return self._phase_table()
        if number == "R7.1":
            return self._points_table()
        if number == "R9.4":
            return self._list(
                [
                    self.tr(
                        "First discard: a Skip turned up at the start is covered with more "
                        "cards instead of skipping the first player."
                    )
                    + " (R2.4)",
                    self.tr(
                        "Throw back: you may discard the very card you took from the discard pile."
                    )
                    + " (R3.5)",
                    self.tr(
                        "Go out by hitting: your last card may go onto a group on the table "
                        "instead of the discard pile."
                    )
                    + " (R3.6)",
                    self.tr(
                        "Wild groups: a group may be all Wilds; you then say what it stands for."
                    )
                    + " (R4.7)",
                ]
            )
        return ""
