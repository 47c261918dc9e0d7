"""The Statistics window, and recording a finished game into the statistics.

Entry points for the main window (Game → Statistics, and the game's end):

* ``StatsWindow(store, parent)`` shows the figures of
  :func:`phase10_desktop.stats.summarize` for the games in ``store``: games and
  wins per opponent level and table size, the win rate over time (a chart), points
  per round, phases made, streaks and the best game, filtered by opponent level,
  number of players and rules. :meth:`StatsWindow.refresh` reads the database
  again (after a game was recorded while the window is open).
* ``note_dealt_round(game, config)`` after each deal: keeps a round dealt from a
  fresh seed of this program's own as such, since only games made of such deals
  count (see :mod:`phase10_desktop.stats.store`);
* ``record_finished_game(game, config)`` on ``GameEnded``: turns the game into a
  :class:`~phase10_desktop.stats.GameResult` and writes it on a background thread,
  so a slow disk never holds up the table; it never raises (a problem is logged,
  and a damaged database is moved aside and reported the next time this window
  opens, see :func:`shared_store`).

The window reads the database when it opens (a few thousand games take well
under a tenth of a second); the figures are computed by the same code that
``phase10 stats`` prints, so the two always agree.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from phase10_desktop.engine import PHASE_PRESETS, RuleSet, phase_preset
from phase10_desktop.stats import (
    Filters,
    GameResult,
    Notice,
    StatsStore,
    Summary,
    rule_sets,
    summarize,
)
from phase10_desktop.stats.summary import LEVEL_ORDER, ROLLING_GAMES

from ...presentation.translatable import QT_TRANSLATE_NOOP
from ...presentation.wording import fill, level_name, points_text
from ...stats.recording import note_dealt_round, record_finished_game, shared_store
from ..parts.dialog_fit import FittedDialog
from ..parts.dialog_parts import FittingScrollArea, error_label, header, hint_label
from ..parts.stats_charts import Chart, percent_text

__all__ = [
    "StatsWindow",
    "note_dealt_round",
    "record_finished_game",
    "rules_label",
    "shared_store",
]

log = logging.getLogger(__name__)

# Names for the rule variants, short enough for a menu ("first 5 phases, any order").
_PRESET_NAMES: dict[str, str] = {
    "first:5": QT_TRANSLATE_NOOP("StatsWindow", "first 5 phases"),
    "first:8": QT_TRANSLATE_NOOP("StatsWindow", "first 8 phases"),
    "even": QT_TRANSLATE_NOOP("StatsWindow", "even phases"),
    "odd": QT_TRANSLATE_NOOP("StatsWindow", "odd phases"),
}
_OPTION_NAMES: dict[str, str] = {
    "order": QT_TRANSLATE_NOOP("StatsWindow", "any order"),
    "all_advance": QT_TRANSLATE_NOOP("StatsWindow", "everyone advances"),
    "first_skip": QT_TRANSLATE_NOOP("StatsWindow", "first Skip covered"),
    "may_discard_drawn_discard": QT_TRANSLATE_NOOP("StatsWindow", "throw back"),
    "may_go_out_by_hitting": QT_TRANSLATE_NOOP("StatsWindow", "out by hitting"),
    "natural_per_group": QT_TRANSLATE_NOOP("StatsWindow", "Wild groups"),
}
_MIXED = QT_TRANSLATE_NOOP("StatsWindow", "Mixed")


def _tr(source: str) -> str:
    """A string marked with QT_TRANSLATE_NOOP above, in the player's language."""
    return QCoreApplication.translate("StatsWindow", source)


def rules_label(rules: RuleSet) -> str:
    """ "Standard rules", or the variants by their short names."""
    parts: list[str] = []
    standard = RuleSet()
    if rules.phases != standard.phases:
        preset = next((p for p in PHASE_PRESETS if phase_preset(p) == rules.phases), None)
        name = _PRESET_NAMES.get(preset or "")
        parts.append(
            _tr(name) if name else QCoreApplication.translate("StatsWindow", "custom phases")
        )
    for option, name in _OPTION_NAMES.items():
        if getattr(rules, option) != getattr(standard, option):
            parts.append(_tr(name))
    if not parts:
        return QCoreApplication.translate("StatsWindow", "Standard rules")
    return QCoreApplication.translate("StatsWindow", ", ", "between rule variants").join(parts)


def _level_text(level: str) -> str:
    return _tr(_MIXED) if level == "mixed" else level_name(level)


def _date_text(played_at: str) -> str:
    date = QDate.fromString(played_at[:10], "yyyy-MM-dd")
    if not date.isValid():
        return played_at[:10]
    return QLocale().toString(date, QLocale.FormatType.ShortFormat)


# --------------------------------------------------------------------- window
class StatsWindow(FittedDialog):
    """The player's statistics, with filters; non-modal, closed with Close or Esc."""

    def __init__(self, store: StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatsWindow")
        self.setWindowTitle(self.tr("Statistics"))
        self.store = store
        self.games: list[GameResult] = []
        self.rule_choices: list[RuleSet | None] = [None]
        self.summary = Summary()

        top, self.title_label, self.subtitle_label = header(self.tr("Statistics"), " ")
        self.notice_label = error_label()
        self.notice_label.setObjectName("statsNotice")

        self.level_combo = QComboBox()
        self.level_combo.setObjectName("levelFilter")
        self.level_combo.addItem(self.tr("All levels"), None)
        for level in LEVEL_ORDER:
            self.level_combo.addItem(_level_text(level), level)
        self.players_combo = QComboBox()
        self.players_combo.setObjectName("playersFilter")
        self.players_combo.addItem(self.tr("Any number"), None)
        for n in range(2, 7):
            self.players_combo.addItem(str(n), n)
        self.player_combo = QComboBox()
        self.player_combo.setObjectName("playerFilter")
        self.player_label = QLabel(self.tr("&Whose:"))
        self.player_label.setBuddy(self.player_combo)
        self.player_combo.setAccessibleName(self.tr("Whose statistics"))
        self.player_combo.currentIndexChanged.connect(self._update)
        self.rules_combo = QComboBox()
        self.rules_combo.setObjectName("rulesFilter")
        self.rules_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        filters = QHBoxLayout()
        filters.addWidget(self.player_label)
        filters.addWidget(self.player_combo)
        filters.addSpacing(12)
        for label_text, combo, name in (
            (self.tr("&Opponents:"), self.level_combo, self.tr("Opponent level")),
            (self.tr("&Players:"), self.players_combo, self.tr("Number of players")),
            (self.tr("&Rules:"), self.rules_combo, self.tr("Rules")),
        ):
            label = QLabel(label_text)
            label.setBuddy(combo)
            combo.setAccessibleName(name)
            filters.addWidget(label)
            filters.addWidget(combo)
            filters.addSpacing(12)
            combo.currentIndexChanged.connect(self._update)
        filters.addStretch(1)

        self.table = QTableWidget(0, 5)
        self.table.setObjectName("winsTable")
        self.table.setAccessibleName(self.tr("Games and wins by opponent level and players"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Opponents"), self.tr("Players"), self.tr("Games"), self.tr("Wins"),
             self.tr("Win rate")]
        )  # fmt: skip
        self.table.verticalHeader().setVisible(False)
        rows = self.table.verticalHeader()
        rows.setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        heads = self.table.horizontalHeader()
        heads.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        heads.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)

        self.figures = QFormLayout()
        self.figures.setLabelAlignment(Qt.AlignmentFlag.AlignLeading)
        self.streak_label = QLabel()
        self.current_label = QLabel()
        self.rounds_label = QLabel()
        self.best_label = QLabel()
        for label in (self.streak_label, self.current_label, self.rounds_label, self.best_label):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.figures.addRow(self.tr("Longest streaks:"), self.streak_label)
        self.figures.addRow(self.tr("Current streak:"), self.current_label)
        self.figures.addRow(self.tr("Per round:"), self.rounds_label)
        self.figures.addRow(self.tr("Best game:"), self.best_label)
        figures_box = QWidget()
        figures_box.setLayout(self.figures)

        self.rate_chart = Chart(self.tr("Win rate over time"))
        self.rate_chart.setObjectName("rateChart")
        self.points_chart = Chart(self.tr("Points per round"))
        self.points_chart.setObjectName("pointsChart")
        self.phases_chart = Chart(self.tr("Phase made, by phase"))
        self.phases_chart.setObjectName("phasesChart")

        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(12)
        grid.addWidget(self.table, 0, 0)
        grid.addWidget(self.rate_chart, 0, 1, 1, 2)
        grid.addWidget(figures_box, 1, 0)
        grid.addWidget(self.points_chart, 1, 1)
        grid.addWidget(self.phases_chart, 1, 2)
        for column in range(3):
            grid.setColumnStretch(column, 1)
        self.hint = hint_label(
            self.tr(
                "Your finished games on this computer. A game counts when this program "
                "dealt it from its own fresh seeds, each deal once: practice games, games "
                "with a deal number and a record's deals are kept but not counted. The win "
                "rate over time is taken over your last %n games.",
                "",
                ROLLING_GAMES,
            )
        )

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("Close"))
        close.setAccessibleName(self.tr("Close the statistics"))

        # the figures and charts scroll on a screen too small for them
        body = QWidget()
        body.setLayout(grid)
        grid.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.addWidget(top)
        layout.addWidget(self.notice_label)
        layout.addLayout(filters)
        layout.addWidget(FittingScrollArea(body), 1)
        layout.addWidget(self.hint)
        layout.addWidget(buttons)
        self.resize(1000, 620)
        self.refresh()

    # ------------------------------------------------------------- reading
    @Slot()
    def refresh(self) -> None:
        """Read the database again and redraw with the current filters."""
        self.games = self.store.games()
        chosen = self.rule_choices[max(0, self.rules_combo.currentIndex())]
        # the rule sets the Rules filter offers, in its order (None: all)
        offered = rule_sets(self.games)
        self.rule_choices = [None, *offered]
        self.rules_combo.blockSignals(True)
        self.rules_combo.clear()
        self.rules_combo.addItem(self.tr("All rules"))
        for rules in offered:
            self.rules_combo.addItem(rules_label(rules))
        index = self.rule_choices.index(chosen) if chosen in self.rule_choices else 0
        self.rules_combo.setCurrentIndex(index)
        self.rules_combo.blockSignals(False)
        self._fill_players()
        self._show_notices(self.store.notices)
        self._update()

    def _fill_players(self) -> None:
        """Whose figures: offered when people played at one screen (pass and play), each
        under their name; otherwise the choice is hidden (the figures are yours)."""
        names: dict[str, str] = {}
        for g in self.games:
            for seat in g.people:
                names.setdefault(g.seats[seat].name.casefold(), g.seats[seat].name)
        chosen = self.player_combo.currentData()
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        self.player_combo.addItem(self.tr("Yours"), None)
        if len(names) > 1:
            for name in sorted(names.values(), key=str.casefold):
                self.player_combo.addItem(name, name)
        found = self.player_combo.findData(chosen)
        self.player_combo.setCurrentIndex(max(0, found))
        self.player_combo.blockSignals(False)
        many = self.player_combo.count() > 1
        self.player_combo.setVisible(many)
        self.player_label.setVisible(many)

    def _show_notices(self, notices: list[Notice]) -> None:
        texts = [self._notice_text(n) for n in notices[-2:]]
        self.notice_label.setText("\n".join(texts))
        self.notice_label.setVisible(bool(texts))

    def _notice_text(self, notice: Notice) -> str:
        if notice.kind == "moved_aside":
            return fill(
                self.tr(
                    "The statistics file was damaged and has been renamed to “%1”; new "
                    "games are counted from now on."
                ),
                notice.moved_to.name if notice.moved_to else notice.path.name,
            )
        if notice.kind == "skipped":
            return self.tr(
                "%n recorded games could not be read and are left out; the others are counted.",
                "",
                notice.count,
            )
        if notice.kind == "damaged":
            return fill(
                self.tr(
                    "The statistics file “%1” is damaged and could not be moved aside: games "
                    "are not being recorded until it is moved or deleted."
                ),
                str(notice.path),
            )
        if notice.kind == "newer":
            return self.tr(
                "The statistics were saved by a newer version of Phase 10 Desktop: update "
                "the game to see them. Games are not recorded meanwhile."
            )
        return fill(
            self.tr("The statistics cannot be saved in “%1”: games are not being recorded."),
            str(notice.path.parent),
        )

    def filters(self) -> Filters:
        return Filters(
            level=self.level_combo.currentData(),
            players=self.players_combo.currentData(),
            rules=self.rule_choices[max(0, self.rules_combo.currentIndex())],
            player=self.player_combo.currentData(),
        )

    # ------------------------------------------------------------- showing
    @Slot()
    def _update(self) -> None:
        s = self.summary = summarize(self.games, self.filters())
        if s.games:
            subtitle = fill(
                self.tr("%1, %2 won (%3)", "e.g. '12 games, 5 won (42%)'"),
                self.tr("%n games", "", s.games),
                s.wins,
                percent_text(s.rate),
            )
        elif s.uncounted:
            subtitle = self.tr("No game counts yet")  # the games kept are named next
        else:
            subtitle = self.tr("No finished games to show yet.")
        if s.uncounted:
            subtitle += "  ·  " + self.tr("%n games kept but not counted", "", s.uncounted)
        self.subtitle_label.setText(subtitle)
        self.subtitle_label.setVisible(True)
        self._fill_table(s)
        self._fill_figures(s)
        self._fill_charts(s)

    def _fill_table(self, s: Summary) -> None:
        self.table.setRowCount(len(s.groups))
        for row, g in enumerate(s.groups):
            cells = (
                _level_text(g.level),
                str(g.players),
                str(g.games),
                str(g.wins),
                percent_text(g.rate),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)

    def _fill_figures(self, s: Summary) -> None:
        dash = "—"
        st = s.streaks
        if not s.games:
            for label in (self.streak_label, self.current_label, self.rounds_label):
                label.setText(dash)
        else:
            self.streak_label.setText(
                fill(self.tr("%1 won, %2 lost in a row"), st.longest_wins, st.longest_losses)
            )
            if st.current > 0:
                self.current_label.setText(self.tr("%n won", "", st.current))
            else:
                self.current_label.setText(self.tr("%n lost", "", -st.current))
            self.rounds_label.setText(
                fill(
                    self.tr("%1 points on average; phase made in %2 of %3 rounds (%4)"),
                    f"{s.mean_points:.1f}",
                    s.phases_made,
                    s.rounds,
                    percent_text(s.made_rate),
                )
            )
        b = s.best
        if b is None:
            self.best_label.setText(self.tr("none won yet") if s.games else dash)
        else:
            self.best_label.setText(
                fill(
                    self.tr("%1 in %2 rounds, %3 (%4 players, %5 opponents)"),
                    points_text(b.score),
                    b.rounds,
                    _date_text(b.played_at),
                    b.players,
                    _level_text(b.opponent_level),
                )
            )

    def _fill_charts(self, s: Summary) -> None:
        empty = self.tr("Finish a game to see this chart.")
        if not s.timeline:
            for chart in (self.rate_chart, self.points_chart, self.phases_chart):
                chart.show_empty(empty)
            return
        line = s.timeline
        labels = [(0, _date_text(line[0].played_at))]
        if len(line) > 1:
            labels.append((len(line) - 1, _date_text(line[-1].played_at)))
        self.rate_chart.show_line(
            [p.rate for p in line],
            labels,
            level=s.rate,
            description=fill(
                self.tr(
                    "Win rate over your last %1 games at each of %2 games, from %3 to %4; "
                    "the dashed line is your overall win rate, %5."
                ),
                ROLLING_GAMES,
                len(line),
                percent_text(line[0].rate),
                percent_text(line[-1].rate),
                percent_text(s.rate),
            ),
        )
        # rounds few games lasted to are left out: one game's 90 points would tower
        rounds = [r for r in s.by_round if r.rounds * 5 >= s.games] or s.by_round
        self.points_chart.show_bars(
            [r.mean_points for r in rounds],
            [str(r.round_no) for r in rounds],
            percent=False,
            description=fill(
                self.tr(
                    "Average points taken in each round of a game, rounds 1 to %1 (rounds "
                    "that fewer than one game in five lasted to are left out)."
                ),
                len(rounds),
            ),
        )
        if s.by_phase:
            self.phases_chart.show_bars(
                [p.rate for p in s.by_phase],
                [str(p.phase) for p in s.by_phase],
                percent=True,
                description=self.tr(
                    "For each phase, the share of the rounds you played on it in which you laid it."
                ),
            )
        else:
            self.phases_chart.show_empty(
                self.tr("Phases played in any order are not counted by phase.")
            )
