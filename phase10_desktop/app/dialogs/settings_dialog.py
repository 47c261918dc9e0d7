"""The Settings dialog: edits the player's preferences (:class:`.settings.AppSettings`).

A module of its own so that the first window, which reads the preferences, does
not load the dialog's widgets and layouts; Options → Settings loads it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...host.game_setup import MAX_NAME_LENGTH
from ...presentation.wording import fill
from ..parts.dialog_fit import FittedDialog
from ..parts.dialog_parts import FittingScrollArea, header, hint_label, name_field
from ..parts.i18n import LANGUAGES as SHIPPED_LANGUAGES
from ..parts.settings import SPEED_CHOICES, AppSettings

__all__ = ["SettingsDialog"]


class SettingsDialog(FittedDialog):
    """Edits an :class:`AppSettings`; nothing is stored until the player presses Save.

    The language takes effect on Save, at once (the window writes its words again in
    it), and the dialog says so as soon as another one is chosen.
    """

    def __init__(
        self, settings: AppSettings, parent: QWidget | None = None, *, sound: bool = True
    ) -> None:
        """``sound``: whether the system has a player for the effects (else the mute box
        says why there is nothing to mute)."""
        super().__init__(parent)
        self._settings = settings
        self._forget_defaults = False
        self.setWindowTitle(self.tr("Settings"))
        self.setObjectName("SettingsDialog")

        # -- you
        self.name_edit = name_field(MAX_NAME_LENGTH)
        self.name_edit.setPlaceholderText(settings.default_player_name())
        self.name_edit.setAccessibleName(self.tr("Your name"))
        you_box = QGroupBox(self.tr("You"))
        you_form = QFormLayout(you_box)
        you_form.addRow(self.tr("&Your name:"), self.name_edit)

        # -- table
        self.speed_combo = QComboBox()
        self.speed_combo.setAccessibleName(self.tr("Animation speed"))
        speed_names = {
            0.5: self.tr("Slow"),
            1.0: self.tr("Normal"),
            2.0: self.tr("Fast"),
            4.0: self.tr("Very fast"),
        }
        for speed in SPEED_CHOICES:
            self.speed_combo.addItem(speed_names[speed], speed)
        self.reduce_motion_check = QCheckBox(self.tr("&Reduce motion: cards jump to their place"))
        self.reduce_motion_check.setAccessibleName(self.tr("Reduce motion"))
        self.reduce_motion_check.toggled.connect(self._update_speed_enabled)
        self.theme_combo = QComboBox()
        self.theme_combo.setAccessibleName(self.tr("Table theme"))
        self.theme_combo.addItem(self.tr("Light"), "light")
        self.theme_combo.addItem(self.tr("Dark"), "dark")
        self.muted_check = QCheckBox(self.tr("&Mute sound effects"))
        self.muted_check.setAccessibleName(self.tr("Mute sound effects"))
        table_box = QGroupBox(self.tr("Table and sound"))
        table_form = QFormLayout(table_box)
        table_form.addRow(self.tr("Animation &speed:"), self.speed_combo)
        table_form.addRow("", self.reduce_motion_check)
        table_form.addRow(self.tr("&Theme:"), self.theme_combo)
        table_form.addRow("", self.muted_check)
        self.sound_note: QLabel | None = None
        if not sound:
            from ...presentation.sounds import missing_player_hint

            self.muted_check.setEnabled(False)
            self.sound_note = hint_label(missing_player_hint())
            self.sound_note.setObjectName("soundNote")
            table_form.addRow("", self.sound_note)
        self.cut_check = QCheckBox(self.tr("&Cut the deck myself before each deal"))
        self.cut_check.setAccessibleName(self.tr("Cut the deck before each deal"))
        self.cut_check.setToolTip(
            self.tr(
                "Before each deal you see the deck's fingerprint, then mix in a phrase of "
                "your own: neither the game nor you alone decides the cards."
            )
        )
        table_form.addRow("", self.cut_check)

        # -- language
        self.language_combo = QComboBox()
        self.language_combo.setAccessibleName(self.tr("Language"))
        self.language_combo.addItem(self.tr("Same as the system"), "")
        # Each language is named in itself, so a player can find their own
        # language whatever the current one is.
        for code, endonym in SHIPPED_LANGUAGES.items():
            self.language_combo.addItem(endonym, code)
        self.language_note = hint_label(
            self.tr("The table speaks the new language as soon as you save.")
        )
        self.language_combo.currentIndexChanged.connect(self._update_language_note)
        language_box = QGroupBox(self.tr("Language"))
        language_form = QFormLayout(language_box)
        language_form.addRow(self.tr("&Language:"), self.language_combo)
        language_form.addRow("", self.language_note)

        # -- new games
        self.defaults_label = QLabel()
        self.defaults_label.setWordWrap(True)
        self.forget_button = QPushButton(self.tr("Use the &standard set-up"))
        self.forget_button.setAccessibleName(self.tr("Use the standard set-up for new games"))
        self.forget_button.clicked.connect(self._forget_new_game_defaults)
        games_box = QGroupBox(self.tr("New games"))
        games_layout = QHBoxLayout(games_box)
        games_layout.addWidget(self.defaults_label, 1)
        games_layout.addWidget(self.forget_button, 0, Qt.AlignmentFlag.AlignTop)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.save_button.setText(self.tr("Save"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.restore_button.setText(self.tr("Restore defaults"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.restore_button.clicked.connect(self.restore_defaults)

        # Line up the fields of the separate forms so the dialog reads as one column.
        labels = [
            label
            for form in (you_form, table_form, language_form)
            for row in range(form.rowCount())
            if (item := form.itemAt(row, QFormLayout.ItemRole.LabelRole)) is not None
            and (label := item.widget()) is not None
        ]
        label_width = max(label.sizeHint().width() for label in labels)
        for label in labels:
            label.setMinimumWidth(label_width)

        top, _, _ = header(self.tr("Settings"), self.tr("How the table looks, moves and sounds."))
        # the choices scroll on a screen too small for them; Save stays in view
        body = QWidget()
        boxes = QVBoxLayout(body)
        boxes.setContentsMargins(0, 0, 0, 0)
        boxes.setSpacing(12)
        for box in (you_box, table_box, language_box, games_box):
            boxes.addWidget(box)
        boxes.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.addWidget(top)
        layout.addWidget(FittingScrollArea(body), 1)
        layout.addWidget(self.buttons)

        self._load()
        self.setMinimumWidth(520)

    # ------------------------------------------------------------ state
    def _load(self) -> None:
        s = self._settings
        stored_name = s.player_name
        self.name_edit.setText("" if stored_name == s.default_player_name() else stored_name)
        self._select_speed(s.animation_speed)
        self.reduce_motion_check.setChecked(s.reduce_motion)
        self.theme_combo.setCurrentIndex(max(0, self.theme_combo.findData(s.theme)))
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(s.language)))
        self.muted_check.setChecked(s.muted)
        self.cut_check.setChecked(s.cut_each_deal)
        self._update_defaults_label()
        self._update_language_note()
        self._update_speed_enabled()

    def _select_speed(self, speed: float) -> None:
        index = self.speed_combo.findData(speed)
        if index < 0:
            # A speed set elsewhere (an edited file, a newer version) is kept, not rounded.
            self.speed_combo.addItem(fill(self.tr("Custom (%1×)"), f"{speed:g}"), speed)
            index = self.speed_combo.count() - 1
        self.speed_combo.setCurrentIndex(index)

    def _update_speed_enabled(self) -> None:
        self.speed_combo.setEnabled(not self.reduce_motion_check.isChecked())

    def _update_language_note(self) -> None:
        chosen = self.language_combo.currentData()
        self.language_note.setVisible(chosen != self._settings.language)

    def _update_defaults_label(self) -> None:
        config = None if self._forget_defaults else self._settings.default_config
        if config is None:
            text = self.tr("New games start with the standard rules and three opponents.")
        else:
            standard = not config.rules.describe()
            if standard:
                text = self.tr(
                    "New games start like your last one: %n players, standard rules.",
                    "",
                    config.players,
                )
            else:
                text = self.tr(
                    "New games start like your last one: %n players, with your rule variants.",
                    "",
                    config.players,
                )
        self.defaults_label.setText(text)
        self.forget_button.setEnabled(config is not None)

    def _forget_new_game_defaults(self) -> None:
        self._forget_defaults = True
        self._update_defaults_label()

    def restore_defaults(self) -> None:
        """Put every control back to the out-of-the-box choice (stored only on Save)."""
        self.name_edit.clear()
        self._select_speed(1.0)
        self.reduce_motion_check.setChecked(False)
        self.theme_combo.setCurrentIndex(self.theme_combo.findData("light"))
        self.language_combo.setCurrentIndex(self.language_combo.findData(""))
        self.muted_check.setChecked(False)
        self.cut_check.setChecked(False)
        self._forget_new_game_defaults()

    def accept(self) -> None:
        """Store every choice, then close."""
        s = self._settings
        s.player_name = self.name_edit.text()
        s.animation_speed = float(self.speed_combo.currentData())
        s.reduce_motion = self.reduce_motion_check.isChecked()
        s.theme = str(self.theme_combo.currentData())
        s.language = str(self.language_combo.currentData())
        s.muted = self.muted_check.isChecked()
        s.cut_each_deal = self.cut_check.isChecked()
        if self._forget_defaults:
            s.default_config = None
        s.sync()
        super().accept()
