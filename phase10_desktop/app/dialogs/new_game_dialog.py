"""The new-game dialog: who plays, how strong the bots are, and which rule variants apply.

Every option of docs/rules.md R9 is offered with one plain sentence saying what it
changes, because players arrive with different house rules and should be able
to recognise theirs without reading the rules window. The dialog starts from the
choices of the last game (kept in settings) and stores them back on Start; the
seed is never remembered, otherwise every "new" game would deal the same cards.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from phase10_desktop.engine import PHASE_PRESETS, Phase, RuleSet, phase_preset

from ...host.game_setup import (
    HUMAN_SEAT,
    LEVELS,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MAX_SEED,
    MIN_PLAYERS,
    GameConfig,
    SeatConfig,
)
from ...presentation.translatable import QT_TRANSLATE_NOOP
from ...presentation.wording import fill, level_name
from ..parts.bot_names import DEFAULT_BOT_NAMES, default_bot_name
from ..parts.dialog_fit import FittedDialog, available_room
from ..parts.dialog_parts import FittingScrollArea, error_label, header, hint_label, name_field
from ..parts.settings import AppSettings

__all__ = ["DEFAULT_BOT_NAMES", "NewGameDialog", "default_bot_name", "parse_seed"]

MAX_BOTS = MAX_PLAYERS - 1
#: Opponents a first game starts with (a four-player table).
DEFAULT_BOTS = 3

# Which preset each menu entry selects; the order is the menu's.
_PRESET_NAMES: dict[str, str] = {
    "all": QT_TRANSLATE_NOOP("NewGameDialog", "All ten phases"),
    "first:5": QT_TRANSLATE_NOOP("NewGameDialog", "The first five"),
    "first:8": QT_TRANSLATE_NOOP("NewGameDialog", "The first eight"),
    "even": QT_TRANSLATE_NOOP("NewGameDialog", "Even-numbered phases"),
    "odd": QT_TRANSLATE_NOOP("NewGameDialog", "Odd-numbered phases"),
}
_PRESET_HELP: dict[str, str] = {
    "all": QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "The full game: all ten phases, from 2 sets of 3 to a set of 5 and a set of 3.",
    ),
    "first:5": QT_TRANSLATE_NOOP(
        "NewGameDialog", "A short game: the first to finish phase 5 ends it."
    ),
    "first:8": QT_TRANSLATE_NOOP(
        "NewGameDialog", "A medium game: phases 1 to 8, the colour phase last."
    ),
    "even": QT_TRANSLATE_NOOP("NewGameDialog", "A short game with phases 2, 4, 6, 8 and 10 only."),
    "odd": QT_TRANSLATE_NOOP("NewGameDialog", "A short game with phases 1, 3, 5, 7 and 9 only."),
}


def parse_seed(text: str) -> int | None:
    """The seed typed by the player: None for empty, else a whole number 0..MAX_SEED.

    Raises ValueError for anything else. Spaces people paste from elsewhere
    ("12 345") are ignored, and any script's decimal digits count (an Arabic
    keyboard types "١٢"), since the number is the same.
    """
    cleaned = "".join(text.split()).replace("_", "")
    if not cleaned:
        return None
    if not cleaned.isdecimal():
        raise ValueError(f"{text!r} is not a whole number")
    value = int(cleaned)
    if value > MAX_SEED:
        raise ValueError(f"{value} is larger than {MAX_SEED}")
    return value


class _BotRow:
    """The widgets of one opponent seat: its number, name field and level menu."""

    def __init__(self, index: int) -> None:
        number = index + 1
        # Translated under the dialog's context: lupdate files strings by class,
        # and this helper is part of the dialog as far as a translator is concerned.
        self.label = QLabel(
            fill(QCoreApplication.translate("NewGameDialog", "Opponent %1"), number)
        )
        self.name_edit = name_field(MAX_NAME_LENGTH)
        self.name_edit.setPlaceholderText(default_bot_name(index))
        self.name_edit.setAccessibleName(
            fill(QCoreApplication.translate("NewGameDialog", "Opponent %1 name"), number)
        )
        self.level_combo = QComboBox()
        self.level_combo.setAccessibleName(
            fill(QCoreApplication.translate("NewGameDialog", "Opponent %1 level"), number)
        )
        # On Linux a screen reader calls a combo box by its current item ("Normal")
        # and finds its name only through the label it is the buddy of; a line edit's
        # accessible name is read everywhere. So the row's label names the level.
        self.label.setBuddy(self.level_combo)
        for level in LEVELS:
            self.level_combo.addItem(level_name(level), level)
        self.default_name = default_bot_name(index)

    def name(self) -> str:
        return " ".join(self.name_edit.text().split()) or self.default_name

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.name_edit, self.level_combo):
            widget.setVisible(visible)


class NewGameDialog(FittedDialog):
    """Choose players and rules; :meth:`config` is the resulting :class:`GameConfig`.

    "Start" is refused (and disabled) while the seed is not a whole number or
    two players share a name; the reason is shown next to the field.
    """

    #: the width at which players and rules stand side by side
    TWO_COLUMNS_WIDTH = 860

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._custom_phases: tuple[Phase, ...] | None = None
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("NewGameDialog")

        top, _, _ = header(
            self.tr("New game"), self.tr("Pick your opponents and the rules, then deal.")
        )

        players_box = self._build_players()
        rules_box = self._build_rules()

        self.buttons = QDialogButtonBox()
        self.start_button = self.buttons.addButton(
            self.tr("Start"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.cancel_button = self.buttons.addButton(
            self.tr("Cancel"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.start_button.setAccessibleName(self.tr("Start the game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        # The choices scroll when the screen is too small for them (a 1024×640
        # laptop, or 200% scale): the title and Start stay in view. Side by side
        # when there is room, one above the other when there is not.
        self.body = QWidget()
        self.columns = QBoxLayout(QBoxLayout.Direction.LeftToRight, self.body)
        self.columns.setContentsMargins(0, 0, 0, 0)
        self.columns.setSpacing(16)
        left = QVBoxLayout()
        left.setSpacing(12)
        left.addWidget(players_box)
        left.addWidget(self._build_deal())
        left.addStretch(1)
        self.columns.addLayout(left, 1)
        self.columns.addWidget(rules_box, 1)
        self.scroll_area = FittingScrollArea(self.body)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(10)
        layout.addWidget(top)
        layout.addSpacing(4)
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.buttons)

        self._load_defaults()
        self._update_validation()
        # Enter starts the game from any field. Set once the button is in the dialog:
        # before that Qt makes the first button in the Tab order ("Standard rules")
        # the default, and Enter in "Your name" silently unticked a rule.
        self.start_button.setDefault(True)

    def showEvent(self, event: QShowEvent) -> None:
        """Two columns where the screen has room for them (wide enough that every
        explanation fits on one or two lines), else one."""
        two_columns = available_room(self).width() >= self.TWO_COLUMNS_WIDTH
        self.columns.setDirection(
            QBoxLayout.Direction.LeftToRight if two_columns else QBoxLayout.Direction.TopToBottom
        )
        self.setMinimumWidth(self.TWO_COLUMNS_WIDTH if two_columns else 0)
        self.scroll_area.updateGeometry()  # its size hints follow the body's new shape
        super().showEvent(event)

    # ------------------------------------------------------------ building
    def _build_players(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        self.player_name_edit = name_field(MAX_NAME_LENGTH)
        self.player_name_edit.setPlaceholderText(self._settings.default_player_name())
        self.player_name_edit.setAccessibleName(self.tr("Your name"))
        self.bot_count_spin = QSpinBox()
        self.bot_count_spin.setRange(MIN_PLAYERS - 1, MAX_BOTS)
        self.bot_count_spin.setAccessibleName(self.tr("Number of opponents"))
        self.bot_count_spin.valueChanged.connect(self._bot_count_changed)
        self.players_total = hint_label("")

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("&Your name:"), self.player_name_edit)
        count_row = QHBoxLayout()
        count_row.addWidget(self.bot_count_spin)
        count_row.addWidget(self.players_total, 1)
        opponents_label = QLabel(self.tr("&Opponents:"))
        opponents_label.setBuddy(self.bot_count_spin)
        form.addRow(opponents_label, count_row)

        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(6)
        grid.setColumnStretch(1, 1)
        grid.addWidget(hint_label(self.tr("Name")), 0, 1)
        grid.addWidget(hint_label(self.tr("Level")), 0, 2)
        self.bot_rows: list[_BotRow] = []
        for i in range(MAX_BOTS):
            row = _BotRow(i)
            grid.addWidget(row.label, i + 1, 0)
            grid.addWidget(row.name_edit, i + 1, 1)
            grid.addWidget(row.level_combo, i + 1, 2)
            row.name_edit.textChanged.connect(self._update_validation)
            self.bot_rows.append(row)
        self.player_name_edit.textChanged.connect(self._update_validation)

        self.names_message = error_label()

        layout = QVBoxLayout(box)
        layout.setSpacing(10)
        layout.addLayout(form)
        layout.addLayout(grid)
        layout.addWidget(self.names_message)
        return box

    def _build_deal(self) -> QGroupBox:
        box = QGroupBox(self.tr("Deal"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("Random"))
        self.seed_edit.setAccessibleName(self.tr("Deal number (seed)"))
        self.seed_edit.setClearButtonEnabled(True)
        self.seed_edit.textChanged.connect(self._update_validation)
        self.seed_message = error_label()
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("Deal &number:"), self.seed_edit)
        form.addRow(self.seed_message)
        form.addRow(
            hint_label(
                self.tr(
                    "Leave it empty for a random deal. The same number with the same "
                    "rules deals the same cards, to replay a game or challenge a friend; "
                    "such a game is not counted in your statistics."
                )
            )
        )
        practice_help = self.tr(
            "Undo any move, even a draw. Practice games are marked as such in their "
            "record and left out of the statistics' win rates."
        )
        self.practice_check = QCheckBox(self.tr("Practi&ce game"))
        self.practice_check.setAccessibleName(self.practice_check.text().replace("&", ""))
        self.practice_check.setAccessibleDescription(practice_help)
        form.addRow(self.practice_check)
        form.addRow(hint_label(practice_help))
        return box

    def _build_rules(self) -> QGroupBox:
        box = QGroupBox(self.tr("Rules"))
        layout = QVBoxLayout(box)
        layout.setSpacing(4)
        # The three menus share one form so their fields line up; each explanation
        # sits under its menu, in the field column.
        choices = QFormLayout()
        choices.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        choices.setVerticalSpacing(4)
        layout.addLayout(choices)
        layout.addSpacing(8)

        self.phases_combo = QComboBox()
        self.phases_combo.setAccessibleName(self.tr("Phases to play"))
        for preset in PHASE_PRESETS:
            self.phases_combo.addItem(self.tr(_PRESET_NAMES[preset]), preset)
        self.phases_help = hint_label("")
        self.phases_combo.currentIndexChanged.connect(self._update_phases_help)
        self._add_combo(choices, self.tr("&Phases:"), self.phases_combo, self.phases_help)

        self.order_combo = QComboBox()
        self.order_combo.setAccessibleName(self.tr("Phase order"))
        self.order_combo.addItem(self.tr("In order"), "in_order")
        self.order_combo.addItem(self.tr("Any order"), "any")
        self.order_help = hint_label("")
        self.order_combo.currentIndexChanged.connect(self._update_order_help)
        self._add_combo(choices, self.tr("O&rder:"), self.order_combo, self.order_help)

        self.first_skip_combo = QComboBox()
        self.first_skip_combo.setAccessibleName(self.tr("A Skip turned up at the start"))
        self.first_skip_combo.addItem(self.tr("A Skip skips the first player"), "skip_first_player")
        self.first_skip_combo.addItem(self.tr("A Skip is covered by another card"), "cover")
        self.first_skip_help = hint_label("")
        self.first_skip_combo.currentIndexChanged.connect(self._update_first_skip_help)
        self._add_combo(
            choices, self.tr("&First discard:"), self.first_skip_combo, self.first_skip_help
        )

        self.all_advance_check = self._add_check(
            layout,
            self.tr("Everyone &advances every round"),
            self.tr(
                "After each round every player moves to the next phase, made or not; "
                "the lowest score after the last phase wins."
            ),
        )
        self.discard_drawn_check = self._add_check(
            layout,
            self.tr("May &discard the card just taken"),
            self.tr("The card taken from the discard pile may be thrown back on the same turn."),
        )
        self.out_by_hitting_check = self._add_check(
            layout,
            self.tr("May go out by &hitting"),
            self.tr("Your last card may be played onto a laid group instead of being discarded."),
        )
        self.natural_check = self._add_check(
            layout,
            self.tr("Every group needs a &number card"),
            self.tr("A group of a phase may not be made of Wilds alone."),
        )

        layout.addStretch(1)
        self.standard_button = QPushButton(self.tr("S&tandard rules"))
        self.standard_button.setAccessibleName(self.tr("Reset to the standard rules"))
        self.standard_button.clicked.connect(self.reset_rules)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.standard_button)
        layout.addLayout(row)
        return box

    def _add_combo(self, form: QFormLayout, text: str, combo: QComboBox, help_: QLabel) -> None:
        label = QLabel(text)
        label.setBuddy(combo)
        form.addRow(label, combo)
        form.addRow("", help_)

    def _add_check(self, layout: QVBoxLayout, text: str, help_text: str) -> QCheckBox:
        check = QCheckBox(text)
        check.setAccessibleName(check.text().replace("&", ""))
        check.setAccessibleDescription(help_text)
        help_ = hint_label(help_text)
        help_.setIndent(check.style().pixelMetric(check.style().PixelMetric.PM_IndicatorWidth) + 6)
        layout.addWidget(check)
        layout.addWidget(help_)
        layout.addSpacing(6)
        return check

    # ------------------------------------------------------------ state
    def _load_defaults(self) -> None:
        stored = self._settings.player_name
        default_name = self._settings.default_player_name()
        self.player_name_edit.setText("" if stored == default_name else stored)
        config = self._settings.default_config
        if config is None:
            self.bot_count_spin.setValue(DEFAULT_BOTS)
            for row in self.bot_rows:
                row.level_combo.setCurrentIndex(LEVELS.index("normal"))
            self.set_rules(RuleSet())
        else:
            self.bot_count_spin.setValue(config.players - 1)
            bots = [s for i, s in enumerate(config.seats) if i != HUMAN_SEAT]
            for i, row in enumerate(self.bot_rows):
                if i < len(bots):
                    seat = bots[i]
                    row.name_edit.setText("" if seat.name == row.default_name else seat.name)
                    row.level_combo.setCurrentIndex(LEVELS.index(seat.level))
                else:
                    row.level_combo.setCurrentIndex(LEVELS.index("normal"))
            self.set_rules(config.rules)
        self.practice_check.setChecked(config is not None and config.practice)
        self._bot_count_changed(self.bot_count_spin.value())

    def set_rules(self, rules: RuleSet) -> None:
        """Show ``rules`` in the controls (phases outside the presets are kept as "Custom")."""
        preset = next((p for p in PHASE_PRESETS if phase_preset(p) == rules.phases), None)
        custom_index = self.phases_combo.findData("custom")
        if preset is None:
            self._custom_phases = rules.phases
            if custom_index < 0:
                self.phases_combo.addItem(self.tr("Custom phase list"), "custom")
                custom_index = self.phases_combo.count() - 1
            self.phases_combo.setCurrentIndex(custom_index)
        else:
            self.phases_combo.setCurrentIndex(self.phases_combo.findData(preset))
        self.order_combo.setCurrentIndex(self.order_combo.findData(rules.order))
        self.first_skip_combo.setCurrentIndex(self.first_skip_combo.findData(rules.first_skip))
        self.all_advance_check.setChecked(rules.all_advance)
        self.discard_drawn_check.setChecked(rules.may_discard_drawn_discard)
        self.out_by_hitting_check.setChecked(rules.may_go_out_by_hitting)
        self.natural_check.setChecked(rules.natural_per_group)
        self._update_phases_help()
        self._update_order_help()
        self._update_first_skip_help()

    def reset_rules(self) -> None:
        """Back to the standard game of docs/rules.md (players and names are left alone)."""
        self.set_rules(RuleSet())

    def _bot_count_changed(self, count: int) -> None:
        for i, row in enumerate(self.bot_rows):
            row.set_visible(i < count)
        self.players_total.setText(self.tr("%n players at the table", "", count + 1))
        self._update_validation()

    def _update_phases_help(self) -> None:
        key = self.phases_combo.currentData()
        if key == "custom":
            text = self.tr("The phase list this game was saved with.")
        else:
            text = self.tr(_PRESET_HELP[key])
        self.phases_help.setText(text)

    def _update_order_help(self) -> None:
        if self.order_combo.currentData() == "any":
            text = self.tr(
                "Make the phases in any order you like, still one per round; "
                "the first to complete them all wins."
            )
        else:
            text = self.tr("Everyone works through the phases one by one, in order.")
        self.order_help.setText(text)

    def _update_first_skip_help(self) -> None:
        if self.first_skip_combo.currentData() == "cover":
            text = self.tr(
                "If the first card turned up is a Skip, more cards are turned over it "
                "until one is not."
            )
        else:
            text = self.tr(
                "If the first card turned up is a Skip, the first player loses their turn."
            )
        self.first_skip_help.setText(text)

    # ------------------------------------------------------------ validation
    def seed_problem(self) -> str | None:
        """Why the seed field cannot be used, in the player's words; None when it can."""
        try:
            parse_seed(self.seed_edit.text())
        except ValueError:
            digits = "".join(self.seed_edit.text().split())
            if digits.isdecimal():
                return self.tr(
                    "That deal number is too large: use at most 18 digits, "
                    "or leave it empty for a random deal."
                )
            return self.tr(
                "The deal number must be a whole number such as 2024, or empty for a random deal."
            )
        return None

    def names_problem(self) -> str | None:
        """Two players with one name would be indistinguishable on the score sheet."""
        seen: set[str] = set()
        for name in self._names():
            key = name.casefold()
            if key in seen:
                return fill(
                    self.tr("Two players are called “%1”: give each a different name."), name
                )
            seen.add(key)
        return None

    def _update_validation(self) -> None:
        seed_problem = self.seed_problem()
        names_problem = self.names_problem()
        self.seed_message.setText(seed_problem or "")
        self.seed_message.setVisible(seed_problem is not None)
        self.names_message.setText(names_problem or "")
        self.names_message.setVisible(names_problem is not None)
        self.start_button.setEnabled(seed_problem is None and names_problem is None)

    # ------------------------------------------------------------ results
    def _player_name(self) -> str:
        name = " ".join(self.player_name_edit.text().split())
        return name or self._settings.default_player_name()

    def _names(self) -> list[str]:
        count = self.bot_count_spin.value()
        return [self._player_name(), *(row.name() for row in self.bot_rows[:count])]

    def rules(self) -> RuleSet:
        """The rule set the controls describe."""
        key = self.phases_combo.currentData()
        phases = self._custom_phases if key == "custom" else phase_preset(key)
        assert phases is not None
        return RuleSet(
            phases=phases,
            order=self.order_combo.currentData(),
            all_advance=self.all_advance_check.isChecked(),
            first_skip=self.first_skip_combo.currentData(),
            may_discard_drawn_discard=self.discard_drawn_check.isChecked(),
            may_go_out_by_hitting=self.out_by_hitting_check.isChecked(),
            natural_per_group=self.natural_check.isChecked(),
        )

    def config(self) -> GameConfig:
        """The chosen set-up; raises ValueError while the form has a problem."""
        problem = self.seed_problem() or self.names_problem()
        if problem is not None:
            raise ValueError(problem)
        count = self.bot_count_spin.value()
        seats = [SeatConfig(self._player_name(), "normal", True)]
        for row in self.bot_rows[:count]:
            seats.append(SeatConfig(row.name(), row.level_combo.currentData(), False))
        return GameConfig(
            seats=tuple(seats),
            rules=self.rules(),
            seed=parse_seed(self.seed_edit.text()),
            practice=self.practice_check.isChecked(),
        )

    def accept(self) -> None:
        """Start: remember these choices (but not the seed) for the next new game."""
        self._update_validation()
        if not self.start_button.isEnabled():
            return
        config = self.config()
        self._settings.player_name = config.seats[HUMAN_SEAT].name
        self._settings.default_config = replace(config, seed=None)
        self._settings.sync()
        super().accept()
