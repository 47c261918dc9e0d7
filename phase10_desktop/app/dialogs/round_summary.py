"""The end-of-round summary: who went out, who made their phase, what everyone paid.

Shown between rounds, built from the engine's ``RoundEnded`` event (not from the
game, which has already dealt the next round by the time the table shows this).
The cards each player was left holding are drawn small, with their names as
the accessible text, because "why did I get 55 points?" is answered fastest
by seeing the two Wilds still in your hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPalette
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from phase10_desktop.engine import Game, RoundEnded, RuleSet
from phase10_desktop.engine.events import SeedRevealed
from phase10_desktop.engine.fair_deal import fingerprint

from ...presentation.card_art import CardArt
from ...presentation.rule_links import escape
from ...presentation.wording import cards_text, display_order, fill, join_names, ltr, phase_label
from ..parts.dialog_fit import FittedDialog
from ..parts.dialog_parts import ReadingTable, header, hint_label

__all__ = ["CARDS_ROLE", "CardsDelegate", "RoundSummaryDialog", "shared_card_art"]

_shared_art: CardArt | None = None


def shared_card_art() -> CardArt:
    """One deck of card pictures for the dialogs, loaded on first use (about 50 ms)."""
    global _shared_art
    if _shared_art is None:
        _shared_art = CardArt()
    return _shared_art


#: the cards of a "Left in hand" cell (a tuple of :class:`Card`, in display order)
CARDS_ROLE = Qt.ItemDataRole.UserRole + 1


class CardsDelegate(QStyledItemDelegate):
    """Paints the cards a player was left holding as a row of small overlapping
    pictures; the cell's text for a screen reader names them ("Red 7, Wild, Skip"),
    so a blind player learns the same as a sighted one."""

    CARD_HEIGHT = 40
    STEP = 17  # horizontal distance between overlapping cards
    MARGIN = 3

    def __init__(self, art: CardArt | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._art = art

    def _card_size(self) -> QSize:
        return CardArt.size_for_height(self.CARD_HEIGHT)

    def strip_width(self, count: int) -> int:
        """How wide ``count`` overlapping cards are."""
        return self._card_size().width() + self.STEP * max(0, count - 1)

    def card_lefts(self, rect: QRect, count: int, direction: Qt.LayoutDirection) -> list[int]:
        """Where each card of a strip of ``count`` starts in ``rect``. Right to left the
        strip starts at the cell's right edge, but the cards keep their order,
        ascending from left to right as on the table."""
        left = rect.left()
        if direction == Qt.LayoutDirection.RightToLeft:
            left = rect.right() + 1 - self.strip_width(count)
        return [left + i * self.STEP for i in range(count)]

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        cards = index.data(CARDS_ROLE)
        if not cards:
            return super().sizeHint(option, index)
        return QSize(
            self.strip_width(len(cards)) + 2 * self.MARGIN,
            self.CARD_HEIGHT + 2 * self.MARGIN,
        )

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        super().paint(painter, option, index)  # background, selection, focus
        cards = index.data(CARDS_ROLE)
        if not cards:
            return
        art = self._art or shared_card_art()
        size = self._card_size()
        rect = option.rect.adjusted(self.MARGIN, self.MARGIN, -self.MARGIN, -self.MARGIN)
        top = rect.top() + max(0, (rect.height() - size.height()) // 2)
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        painter.save()
        painter.setClipRect(option.rect)
        for x, card in zip(self.card_lefts(rect, len(cards), option.direction), cards, strict=True):
            painter.drawPixmap(x, top, art.pixmap(card.face, size.width(), size.height(), dpr))
        painter.restore()


class RoundSummaryDialog(FittedDialog):
    """Summary of one finished round, with a button to carry on.

    ``next_tiebreak`` names the seats that will play a tie-break round next
    (R8.3); ``last_round`` turns the button into "See the result" because the
    game-over screen comes next instead of a deal. ``reveal`` (the round's seed,
    revealed and checked against the fingerprint shown before the deal) adds the
    fair-deal line; ``replayable`` adds "Replay this round" and "How did I play?",
    which emit ``replay_requested`` / ``coach_requested`` with the round number.
    """

    replay_requested = Signal(int)
    coach_requested = Signal(int)

    def __init__(
        self,
        event: RoundEnded,
        names: Sequence[str],
        rules: RuleSet,
        parent: QWidget | None = None,
        *,
        next_tiebreak: Sequence[int] = (),
        last_round: bool = False,
        card_art: CardArt | None = None,
        reveal: SeedRevealed | None = None,
        replayable: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("RoundSummaryDialog")
        self.round_event = event
        self.names = tuple(names)
        self.rules = rules
        self._art = card_art

        title, subtitle = self._headline()
        self.setWindowTitle(title)
        top, self.title_label, self.subtitle_label = header(title, subtitle)
        # Who went out is the news of the round: give it more weight than a hint.
        self.subtitle_label.setForegroundRole(QPalette.ColorRole.WindowText)
        news_font = QFont(self.font())
        news_font.setPointSizeF(news_font.pointSizeF() * 1.15)
        self.subtitle_label.setFont(news_font)

        self.table = ReadingTable(
            (
                self.tr("Player"),
                self.tr("Points"),
                self.tr("Total"),
                self.tr("Phase this round"),
                self.tr("Left in hand"),
            ),
            self.names,
        )
        self.table.setObjectName("summaryTable")
        self.table.setAccessibleName(title)
        self.table.setItemDelegateForColumn(self.HAND, CardsDelegate(card_art, self.table))
        self._fill_table()

        self.tiebreak_label = hint_label()
        if next_tiebreak:
            tied = [self.names[s] for s in next_tiebreak]
            self.tiebreak_label.setText(
                fill(
                    self.tr(
                        "%1 finished the last phase with the same score. They now play a "
                        "tie-break round with the final phase: the first to lay it down wins."
                    ),
                    join_names(tied),
                )
            )
        self.tiebreak_label.setVisible(bool(next_tiebreak))

        self.deal_label = hint_label()
        self.deal_label.setObjectName("dealCheck")
        self.deal_label.setTextFormat(Qt.TextFormat.RichText)
        self.deal_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self._reveal = reveal
        self.deal_label.linkActivated.connect(lambda _link: self._show_deal_check(whole=True))
        self._show_deal_check(whole=False)
        self.deal_label.setVisible(reveal is not None)

        buttons = QDialogButtonBox()
        if replayable:
            replay = buttons.addButton(
                self.tr("Replay this round"), QDialogButtonBox.ButtonRole.ActionRole
            )
            replay.clicked.connect(lambda: self.replay_requested.emit(event.round_no))
            coach = buttons.addButton(
                self.tr("How did I play?"), QDialogButtonBox.ButtonRole.ActionRole
            )
            coach.clicked.connect(lambda: self.coach_requested.emit(event.round_no))
            self.replay_button, self.coach_button = replay, coach
        if last_round:
            text = self.tr("See the result")
        elif next_tiebreak or event.tiebreak:
            text = self.tr("Deal the tie-break")
        else:
            text = self.tr("Next round")
        self.next_button = buttons.addButton(text, QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setAccessibleName(text)
        buttons.accepted.connect(self.accept)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(12)
        layout.addWidget(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.tiebreak_label)
        layout.addWidget(self.deal_label)
        layout.addWidget(buttons)
        # Enter carries on from anywhere, the table included (set once the button is
        # in the dialog: before that, Qt makes the first button in the Tab order the
        # default). The table has the focus, so a screen reader starts reading there.
        self.next_button.setDefault(True)
        self.table.setFocus()

    @classmethod
    def for_game(
        cls,
        event: RoundEnded,
        game: Game,
        parent: QWidget | None = None,
        *,
        card_art: CardArt | None = None,
    ) -> RoundSummaryDialog:
        """The summary of ``event`` with what the game already knows about what comes next."""
        tiebreak_next = tuple(game.active) if game.tiebreak and not game.game_over else ()
        return cls(
            event,
            game.names,
            game.rules,
            parent,
            next_tiebreak=() if event.tiebreak else tiebreak_next,
            last_round=game.game_over,
            card_art=card_art,
        )

    # ------------------------------------------------------------ content
    def _show_deal_check(self, *, whole: bool) -> None:
        """The seed's check against the fingerprint shown before the deal; ``whole``
        shows the whole commitment (64 hex digits) in place of its first 16."""
        reveal = self._reveal
        if reveal is None:
            return
        if reveal.verified:
            text = self.tr(
                "Fair deal: this round's secret seed is revealed and matches the "
                "fingerprint %1 shown before the deal ✓"
            )
        else:
            text = self.tr(
                "The revealed seed does NOT match the fingerprint %1 shown before the "
                "deal: please report this game."
            )
        shown = reveal.commitment if whole else fingerprint(reveal.commitment)
        rich = escape(fill(text, ltr(shown)))
        if not whole:
            link = self.tr("all 64 digits")
            rich += f' <a href="commitment">{escape(link)}</a>'
        self.deal_label.setText(rich)
        self.deal_label.setToolTip(fill(self.tr("Seed %1 · cut “%2”"), reveal.seed, reveal.cut))

    def _headline(self) -> tuple[str, str]:
        e = self.round_event
        if e.tiebreak:
            title = fill(self.tr("Tie-break round %1 is over"), e.round_no)
            if e.went_out is not None:
                subtitle = fill(self.tr("%1 went out."), self.names[e.went_out])
            elif e.ended_by == "rebuilds":
                subtitle = self.tr(
                    "The draw pile ran out a fourth time before anyone laid the final phase, "
                    "so the tie-break is dealt again (R3.8)."
                )
            else:
                subtitle = self.tr(
                    "The piles ran out before anyone laid the final phase, "
                    "so the tie-break is dealt again."
                )
            return title, subtitle
        title = fill(self.tr("Round %1 is over"), e.round_no)
        if e.went_out is not None:
            subtitle = fill(self.tr("%1 went out!"), self.names[e.went_out])
        elif e.ended_by == "no_hits":
            subtitle = self.tr(
                "Everyone has laid their phase and no card left fits any group on the table, "
                "so nobody can go out: every hand is scored (R3.8)."
            )
        elif e.ended_by == "rebuilds":
            subtitle = self.tr(
                "The draw pile ran out a fourth time, so the round ends without anyone "
                "going out: every hand is scored (R3.8)."
            )
        else:
            subtitle = self.tr("The piles ran out: nobody went out, every hand is scored.")
        return title, subtitle

    #: the table's columns: who, this round's points, the total, the phase, the cards left
    NAME, POINTS, TOTAL, PHASE, HAND = range(5)

    def _fill_table(self) -> None:
        """One row per player, read by a screen reader as "Ana, 25 points this round,
        125 points in total, phase 2 made, Red 7, Wild"."""
        e = self.round_event
        table = self.table
        self.rows: list[dict[str, QTableWidgetItem]] = []
        for seat, name in enumerate(self.names):
            out = e.went_out == seat
            points = e.points[seat]
            hand = display_order(e.hands[seat])
            cells = {
                "name": table.set_cell(
                    seat,
                    self.NAME,
                    fill(self.tr("%1 ★"), name) if out else name,
                    spoken=fill(self.tr("%1, went out"), name) if out else "",
                    bold=out,
                ),
                "points": table.set_cell(
                    seat,
                    self.POINTS,
                    "–" if e.tiebreak else f"+{points}" if points else "0",
                    spoken=self.tr("%n points this round", "", points),
                    trailing=True,
                ),
                "total": table.set_cell(
                    seat,
                    self.TOTAL,
                    str(e.totals[seat]),
                    spoken=self.tr("%n points in total", "", e.totals[seat]),
                    bold=True,
                    trailing=True,
                ),
                "phase": table.set_cell(seat, self.PHASE, self._phase_text(seat)),
                "hand": table.set_cell(
                    seat,
                    self.HAND,
                    "" if hand else self.tr("no cards"),
                    spoken=cards_text(hand),
                ),
            }
            if hand:
                cells["hand"].setData(CARDS_ROLE, tuple(hand))
                cells["hand"].setToolTip(cards_text(hand))
            self.rows.append(cells)
        table.fit(stretch=self.HAND)

    def _phase_text(self, seat: int) -> str:
        laid = self.round_event.laid[seat]
        if laid is None:
            return self.tr("✗ not made")
        phases = self.rules.phases
        label = phase_label(phases[laid - 1]) if 1 <= laid <= len(phases) else ""
        return fill(self.tr("✓ phase %1: %2"), laid, label)
