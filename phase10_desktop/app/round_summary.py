"""The end-of-round summary: who went out, who made their phase, what everyone paid.

Shown between rounds, built from the engine's ``RoundEnded`` event (not from the
game, which has already dealt the next round by the time the table shows this).
The cards each player was left holding are drawn small, with their names as
the accessible text, because "why did I get 55 points?" is answered fastest
by seeing the two Wilds still in your hand.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from phase10_desktop.engine import Card, Game, RoundEnded, RuleSet
from phase10_desktop.engine.deal import fingerprint
from phase10_desktop.engine.events import SeedRevealed

from .card_art import CardArt
from .dialog_parts import fit_to_contents, header, hint_label, plain_label
from .wording import cards_text, display_order, fill, join_names, phase_label

__all__ = ["CardStrip", "RoundSummaryDialog", "shared_card_art"]

_shared_art: CardArt | None = None


def shared_card_art() -> CardArt:
    """One deck of card pictures for the dialogs, loaded on first use (about 50 ms)."""
    global _shared_art
    if _shared_art is None:
        _shared_art = CardArt()
    return _shared_art


class CardStrip(QWidget):
    """A row of small overlapping card pictures, e.g. the cards left in a hand.

    The accessible name lists the cards by name ("Red 7, Wild, Skip") so a
    screen reader user learns the same as a sighted one.
    """

    CARD_HEIGHT = 40
    STEP = 17  # horizontal distance between overlapping cards

    def __init__(
        self, cards: Sequence[Card], art: CardArt | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._cards = display_order(cards)
        self._art = art
        text = cards_text(self._cards)
        self.setAccessibleName(text)
        self.setToolTip(text)
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)

    @property
    def cards(self) -> list[Card]:
        return list(self._cards)

    def _card_size(self) -> QSize:
        return CardArt.size_for_height(self.CARD_HEIGHT)

    def sizeHint(self) -> QSize:
        size = self._card_size()
        if not self._cards:
            return QSize(size.width(), size.height())
        return QSize(size.width() + self.STEP * (len(self._cards) - 1), size.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._cards:
            return
        art = self._art or shared_card_art()
        size = self._card_size()
        painter = QPainter(self)
        try:
            rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
            dpr = self.devicePixelRatioF()
            for i, card in enumerate(self._cards):
                x = i * self.STEP
                if rtl:
                    x = self.width() - size.width() - x
                painter.drawPixmap(x, 0, art.pixmap(card.face, size.width(), size.height(), dpr))
        finally:
            painter.end()


class RoundSummaryDialog(QDialog):
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

        table = QFrame()
        table.setObjectName("summaryTable")
        table.setFrameShape(QFrame.Shape.StyledPanel)
        table.setAutoFillBackground(True)
        table.setBackgroundRole(QPalette.ColorRole.Base)
        self.grid = QGridLayout(table)
        self.grid.setContentsMargins(14, 10, 14, 10)
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(8)
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
        self.next_button.setDefault(True)
        self.next_button.setAccessibleName(text)
        buttons.accepted.connect(self.accept)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(12)
        layout.addWidget(top)
        layout.addWidget(table)
        layout.addWidget(self.tiebreak_label)
        layout.addWidget(self.deal_label)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.setMinimumWidth(720)

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
        rich = html.escape(fill(text, shown))
        if not whole:
            link = self.tr("all 64 digits")
            rich += f' <a href="commitment">{html.escape(link)}</a>'
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

    def _fill_table(self) -> None:
        e = self.round_event
        headings = (
            self.tr("Player"),
            self.tr("Phase this round"),
            self.tr("Left in hand"),
            self.tr("Points"),
            self.tr("Total"),
        )
        bold = QFont(self.font())
        bold.setBold(True)
        for col, text in enumerate(headings):
            label = hint_label(text)
            label.setWordWrap(False)
            align = Qt.AlignmentFlag.AlignLeading if col < 3 else Qt.AlignmentFlag.AlignTrailing
            self.grid.addWidget(label, 0, col, align | Qt.AlignmentFlag.AlignVCenter)
        self.rows: list[dict[str, QWidget]] = []
        for seat, name in enumerate(self.names):
            row = seat + 1
            out = e.went_out == seat
            name_label = plain_label(
                fill(self.tr("%1 ★"), name) if out else name,
            )
            if out:
                name_label.setFont(bold)
                name_label.setAccessibleName(fill(self.tr("%1, went out"), name))
            phase_label_ = QLabel(self._phase_text(seat))
            hand: QWidget
            if e.hands[seat]:
                hand = CardStrip(e.hands[seat], self._art)
            else:
                hand = hint_label(self.tr("no cards"))
            points = e.points[seat]
            points_label = QLabel("–" if e.tiebreak else f"+{points}" if points else "0")
            points_label.setAccessibleName(self.tr("%n points this round", "", points))
            total_label = QLabel(str(e.totals[seat]))
            total_label.setFont(bold)
            total_label.setAccessibleName(self.tr("%n points in total", "", e.totals[seat]))
            cells: tuple[QWidget, ...] = (name_label, phase_label_, hand, points_label, total_label)
            for col, widget in enumerate(cells):
                align = Qt.AlignmentFlag.AlignLeading if col < 3 else Qt.AlignmentFlag.AlignTrailing
                self.grid.addWidget(widget, row, col, align | Qt.AlignmentFlag.AlignVCenter)
            self.rows.append(
                {
                    "name": name_label,
                    "phase": phase_label_,
                    "hand": hand,
                    "points": points_label,
                    "total": total_label,
                }
            )
        self.grid.setColumnStretch(1, 1)
        self.grid.setColumnStretch(2, 1)

    def _phase_text(self, seat: int) -> str:
        laid = self.round_event.laid[seat]
        if laid is None:
            return self.tr("✗ not made")
        phases = self.rules.phases
        label = phase_label(phases[laid - 1]) if 1 <= laid <= len(phases) else ""
        return fill(self.tr("✓ phase %1: %2"), laid, label)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_to_contents(self)
