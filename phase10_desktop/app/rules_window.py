"""The rules of Phase 10 in the game's own words, in a browsable window.

Written for players, not for programmers: RULES.md is the precise reference
(numbered for tests), this is the friendly version a new player reads once.
Every sentence is its own translatable string and the HTML around them is built
here, so translators never see or break markup. The phase list and the points
table are generated from the same data the engine plays by, so they cannot
drift from the real rules.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from phase10_desktop.engine import STANDARD_PHASES

from .wording import phase_label

__all__ = ["SECTIONS", "RulesWindow"]

#: Anchor names of the sections, in reading order (for :meth:`RulesWindow.show_section`).
SECTIONS: tuple[str, ...] = (
    "aim",
    "deck",
    "deal",
    "turn",
    "phases",
    "laying",
    "hitting",
    "skips",
    "scoring",
    "winning",
    "variants",
)

_STYLE = """
h1 { font-size: x-large; margin-bottom: 4px; }
h2 { font-size: large; margin-top: 18px; margin-bottom: 6px; }
p { margin-top: 4px; margin-bottom: 6px; }
li { margin-bottom: 3px; }
td, th { padding: 3px 10px; }
th { text-align: left; }
.contents { margin-bottom: 8px; }
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


class RulesWindow(QDialog):
    """A non-modal window with the rules; keep it open next to the table while playing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesWindow")
        self.setModal(False)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDocumentMargin(16)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self._retranslate()
        self.resize(700, 760)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of Phase 10"))
        self.browser.setAccessibleName(self.tr("Rules of Phase 10"))
        self.close_button.setText(self.tr("Close"))
        self.browser.document().setDefaultStyleSheet(_style(self.isRightToLeft()))
        self.browser.setHtml(self.html())

    def changeEvent(self, event: QEvent) -> None:
        # Rebuild the text when the application's language changes while open.
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def show_section(self, name: str) -> None:
        """Scroll to a section (one of :data:`SECTIONS`), e.g. from a "why?" link."""
        if name not in SECTIONS:
            raise ValueError(f"unknown rules section {name!r}; choose one of {SECTIONS}")
        self.browser.scrollToAnchor(name)

    # ------------------------------------------------------------ content
    def section_titles(self) -> dict[str, str]:
        return {
            "aim": self.tr("The aim"),
            "deck": self.tr("The cards"),
            "deal": self.tr("Dealing"),
            "turn": self.tr("Your turn"),
            "phases": self.tr("The ten phases"),
            "laying": self.tr("Laying down your phase"),
            "hitting": self.tr("Hitting"),
            "skips": self.tr("Skip cards"),
            "scoring": self.tr("End of a round and scoring"),
            "winning": self.tr("Winning"),
            "variants": self.tr("Variants"),
        }

    def html(self) -> str:
        """The whole rules text as HTML in the current language."""
        titles = self.section_titles()
        heading = self.tr("How to play Phase 10")
        parts: list[str] = [f"<h1>{escape(heading)}</h1>"]
        links = " · ".join(f'<a href="#{key}">{escape(titles[key])}</a>' for key in SECTIONS)
        parts.append(f'<p class="contents">{links}</p>')
        builders = {
            "aim": self._aim,
            "deck": self._deck,
            "deal": self._deal,
            "turn": self._turn,
            "phases": self._phases,
            "laying": self._laying,
            "hitting": self._hitting,
            "skips": self._skips,
            "scoring": self._scoring,
            "winning": self._winning,
            "variants": self._variants,
        }
        for key in SECTIONS:
            parts.append(f'<h2><a name="{key}"></a>{escape(titles[key])}</h2>')
            parts.append(builders[key]())
        return "\n".join(parts)

    @staticmethod
    def _p(text: str, css: str = "") -> str:
        cls = f' class="{css}"' if css else ""
        return f"<p{cls}>{escape(text)}</p>"

    def _table(self, rows: list[list[str]]) -> str:
        """A table of ``<td>``/``<th>`` cells, first column at the reading start.

        QTextDocument always lays table columns out left to right, so right to
        left the cells are written last first (and the table sits on the right).
        """
        rtl = self.isRightToLeft()
        lines = "".join(f"<tr>{''.join(reversed(r) if rtl else r)}</tr>" for r in rows)
        align = " align='right'" if rtl else ""
        return f"<table cellspacing='0'{align}>{lines}</table>"

    @staticmethod
    def _list(items: list[str], ordered: bool = False) -> str:
        tag = "ol" if ordered else "ul"
        body = "".join(f"<li>{escape(item)}</li>" for item in items)
        return f"<{tag}>{body}</{tag}>"

    def _aim(self) -> str:
        return self._p(
            self.tr(
                "Work your way through ten phases, one per round. A phase is a combination "
                "of cards: sets of the same number, runs of numbers in a row, or cards of one "
                "colour. The first player to complete the last phase wins; if several finish "
                "in the same round, the one with the fewest points wins."
            )
        )

    def _deck(self) -> str:
        return (
            self._p(self.tr("The game is played with a deck of 108 cards:"))
            + self._list(
                [
                    self.tr(
                        "96 number cards: 1 to 12 in red, blue, green and yellow, two of each."
                    ),
                    self.tr("8 Wild cards, which can stand for any number or any colour."),
                    self.tr("4 Skip cards, which make another player miss a turn."),
                ]
            )
            + self._p(
                self.tr(
                    "Each colour also has its own symbol on our cards (red a circle, blue a "
                    "diamond, green a triangle, yellow a star), so you never have to tell "
                    "colours apart by shade alone."
                ),
                "note",
            )
        )

    def _deal(self) -> str:
        return self._p(
            self.tr(
                "Two to six players each get ten cards. The rest are the draw pile; its top "
                "card is turned face up to start the discard pile. The player on the "
                "dealer's left begins, and the deal moves one seat on after every round."
            )
        ) + self._p(
            self.tr("If that first face-up card is a Skip, the first player loses their turn.")
        )

    def _turn(self) -> str:
        return self._list(
            [
                self.tr(
                    "Draw one card: the top card of the draw pile, or the top card of the "
                    "discard pile. A Wild may be taken from the discard pile, a Skip never."
                ),
                self.tr(
                    "If you hold everything your phase needs, you may lay it down (once per round)."
                ),
                self.tr("Once your phase is down, you may hit: add cards to groups on the table."),
                self.tr(
                    "Finish by discarding one card. It cannot be the card you just took from "
                    "the discard pile."
                ),
            ],
            ordered=True,
        ) + self._p(
            self.tr(
                "If the draw pile runs out, the discard pile (all but its top card) is "
                "shuffled into a new draw pile."
            )
        )

    def _phases(self) -> str:
        end = "left" if self.isRightToLeft() else "right"  # numbers lean on their label
        phase_heading = escape(self.tr("Phase"))
        need_heading = escape(self.tr("You need"))
        table = self._table(
            [[f"<th>{phase_heading}</th>", f"<th>{need_heading}</th>"]]
            + [
                [f"<td align='{end}'>{number}</td>", f"<td>{escape(phase_label(phase))}</td>"]
                for number, phase in enumerate(STANDARD_PHASES, start=1)
            ]
        )
        return table + self._list(
            [
                self.tr("A set is cards of the same number, in any colours: 7, 7, 7."),
                self.tr(
                    "A run is numbers in a row, in any colours: 4, 5, 6, 7. It stops at 12; "
                    "it does not go round to 1."
                ),
                self.tr("A colour group is cards of one colour, any numbers."),
                self.tr(
                    "Two groups of the same kind may use the same number: seven 10s make a "
                    "set of 5 and a set of 2."
                ),
            ]
        )

    def _laying(self) -> str:
        return self._list(
            [
                self.tr("Lay the whole phase down at once, from your hand, before you discard."),
                self.tr(
                    "A group may hold more cards than it needs if they fit: four 8s for a set of 3."
                ),
                self.tr(
                    "A Wild takes the number or colour it is laid as and keeps it; it can "
                    "never be taken back or swapped."
                ),
                self.tr("Every group needs at least one real number card, not only Wilds."),
                self.tr(
                    "You make one phase per round: a run of 9 laid while you are on phase 4 "
                    "counts as phase 4."
                ),
                self.tr(
                    "Your phase counts as soon as it is down, even if someone else goes out "
                    "first. Several players often make their phase in the same round."
                ),
            ]
        )

    def _hitting(self) -> str:
        return self._list(
            [
                self.tr("You may hit only after your own phase is down."),
                self.tr(
                    "On the turn you lay your phase, you may hit only your own groups; from "
                    "your next turn on, anyone's."
                ),
                self.tr(
                    "A set takes another card of its number. A run takes the next number "
                    "at either end. A colour group takes another card of its colour. A Wild "
                    "fits any group that still has room."
                ),
                self.tr(
                    "Hit as many cards as you like, one at a time, but keep one card to "
                    "discard: you go out by discarding, not by hitting."
                ),
            ]
        )

    def _skips(self) -> str:
        return self._list(
            [
                self.tr(
                    "Discard a Skip to make another player lose their next turn. You choose "
                    "who; with two players it is always your opponent."
                ),
                self.tr(
                    "A player can have only one skip waiting. When everyone else already has "
                    "one, a discarded Skip does nothing."
                ),
                self.tr("You may keep a Skip for later, but it costs 15 points if caught in hand."),
            ]
        )

    def _scoring(self) -> str:
        points = [
            (self.tr("Cards 1 to 9"), self.tr("%n points", "", 5)),
            (self.tr("Cards 10 to 12"), self.tr("%n points", "", 10)),
            (self.tr("Skip"), self.tr("%n points", "", 15)),
            (self.tr("Wild"), self.tr("%n points", "", 25)),
        ]
        end = "left" if self.isRightToLeft() else "right"
        table = self._table(
            [
                [f"<td>{escape(what)}</td>", f"<td align='{end}'>{escape(value)}</td>"]
                for what, value in points
            ]
        )
        return (
            self._p(
                self.tr(
                    "The round ends the moment a player discards their last card. They score "
                    "nothing; everyone else adds points for the cards left in their hand:"
                )
            )
            + table
            + self._p(
                self.tr(
                    "Everyone who made their phase moves on to the next one; the others try "
                    "the same phase again. Points are bad: the lowest total is best."
                )
            )
        )

    def _winning(self) -> str:
        return self._p(
            self.tr(
                "When a round ends and someone has completed the last phase, the game is "
                "over. Laying the last phase is not enough on its own: the round is played "
                "to its end first."
            )
        ) + self._list(
            [
                self.tr("If only one player completed it, they win."),
                self.tr("If several did, the one with the fewest points wins."),
                self.tr(
                    "If they are still tied, those players play a tie-break round with the "
                    "last phase: the first to lay it down wins at once."
                ),
            ]
        )

    def _variants(self) -> str:
        return self._p(
            self.tr("Choose these in the New game window; each one is off unless you pick it.")
        ) + self._list(
            [
                self.tr(
                    "Phases: play all ten, only the first five or eight, or only the "
                    "even-numbered or odd-numbered ones."
                ),
                self.tr("Any order: make your phases in any order you like, still one per round."),
                self.tr(
                    "Everyone advances: all players move to the next phase every round; the "
                    "lowest score after the last phase wins."
                ),
                self.tr(
                    "First discard: a Skip turned up at the start is covered with more "
                    "cards instead of skipping the first player."
                ),
                self.tr(
                    "Throw back: you may discard the very card you took from the discard pile."
                ),
                self.tr(
                    "Go out by hitting: your last card may go onto a group on the table "
                    "instead of the discard pile."
                ),
                self.tr("Wild groups: a group may be all Wilds; you then say what it stands for."),
            ]
        )
