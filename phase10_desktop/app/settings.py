"""The player's preferences, kept between runs with QSettings, and the dialog that edits them.

Stored values come back as whatever the platform backend kept (an INI file
turns ``2.0`` into the text ``"2.0"``, a hand-edited file can hold anything),
so every getter parses defensively and falls back to the default instead of
raising: a bad preference must never stop the game from starting.
"""

from __future__ import annotations

import json
import logging
import math
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..presentation.speeds import MAX_SPEED, MIN_SPEED
from ..presentation.wording import fill
from .dialog_fit import FittedDialog
from .dialog_parts import FittingScrollArea, header, hint_label
from .game_setup import MAX_NAME_LENGTH, GameConfig
from .i18n import LANGUAGES as SHIPPED_LANGUAGES

__all__ = [
    "APPLICATION",
    "LANGUAGES",
    "ORGANIZATION",
    "SPEED_CHOICES",
    "THEMES",
    "AppSettings",
    "SettingsDialog",
]

log = logging.getLogger(__name__)

ORGANIZATION = "Phase10Desktop"
APPLICATION = "Phase 10 Desktop"
#: "" follows the system's language; the rest are the shipped translations (one list,
#: in i18n, so adding a language there offers it here too).
LANGUAGES: tuple[str, ...] = ("", *SHIPPED_LANGUAGES)
THEMES: tuple[str, ...] = ("light", "dark")
#: The speed multipliers the settings dialog offers.
SPEED_CHOICES: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)

_KEY_SPEED = "animation/speed"
_KEY_REDUCE_MOTION = "animation/reduce_motion"
_KEY_PLAYER_NAME = "player/name"
_KEY_DEFAULT_CONFIG = "game/default_config"
_KEY_LANGUAGE = "ui/language"
_KEY_THEME = "ui/theme"
_KEY_MUTED = "sound/muted"
_KEY_CUT = "deal/cut_each_deal"
_KEY_GEOMETRY = "window/geometry"
_KEY_STATE = "window/state"
_KEY_SPLITTER = "window/panel_splitter"


def _as_bool(value: Any) -> bool | None:
    """QSettings hands back bools, ints or text depending on the backend; None if unreadable."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value != 0 if value in (0, 1) else None
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("true", "1", "yes", "on"):
            return True
        if text in ("false", "0", "no", "off"):
            return False
    return None


class AppSettings(QObject):
    """Typed access to the stored preferences; ``changed`` names each preference that changed.

    Pass a ``QSettings`` (for instance an INI file in a test's temporary folder)
    to keep tests away from the real user's preferences.
    """

    #: emitted with the attribute name ("animation_speed", "theme", ...) after a real change
    changed = Signal(str)

    def __init__(self, settings: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if settings is None:
            settings = QSettings(ORGANIZATION, APPLICATION)
        self._settings = settings

    @property
    def qsettings(self) -> QSettings:
        return self._settings

    def sync(self) -> None:
        """Write pending changes to disk now (Qt otherwise does it later, or at exit)."""
        self._settings.sync()

    # -------------------------------------------------------------- helpers
    def _raw(self, key: str) -> Any:
        try:
            return self._settings.value(key)
        except Exception:  # a backend that cannot even decode the value
            log.warning("cannot read setting %s", key, exc_info=True)
            return None

    def _bad(self, key: str, value: Any) -> None:
        if value is not None:
            log.warning("ignoring unusable setting %s=%r; using the default", key, value)

    def _store(self, key: str, value: Any, name: str, old: Any) -> None:
        if value is None:
            self._settings.remove(key)
        else:
            self._settings.setValue(key, value)
        if old != getattr(self, name):
            self.changed.emit(name)

    def _bool(self, key: str, default: bool) -> bool:
        raw = self._raw(key)
        parsed = _as_bool(raw)
        if parsed is None:
            self._bad(key, raw)
            return default
        return parsed

    def _choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        raw = self._raw(key)
        if isinstance(raw, str) and raw.strip().lower() in choices:
            return raw.strip().lower()
        self._bad(key, raw)
        return default

    # -------------------------------------------------------------- preferences
    @property
    def animation_speed(self) -> float:
        """Multiplier for every animation: 0.5 slow, 1 normal, 2 fast (speeds.py scales by it)."""
        raw = self._raw(_KEY_SPEED)
        try:
            value = float(raw) if not isinstance(raw, bool) and raw is not None else None
        except (TypeError, ValueError):
            value = None
        if value is None or not math.isfinite(value) or not MIN_SPEED <= value <= MAX_SPEED:
            self._bad(_KEY_SPEED, raw)
            return 1.0
        return value

    @animation_speed.setter
    def animation_speed(self, value: float) -> None:
        value = float(value)
        if not math.isfinite(value) or not MIN_SPEED <= value <= MAX_SPEED:
            raise ValueError(
                f"animation speed must be from {MIN_SPEED} to {MAX_SPEED}, not {value}"
            )
        self._store(_KEY_SPEED, value, "animation_speed", self.animation_speed)

    @property
    def reduce_motion(self) -> bool:
        """True: cards jump to their place instead of sliding (accessibility)."""
        return self._bool(_KEY_REDUCE_MOTION, False)

    @reduce_motion.setter
    def reduce_motion(self, value: bool) -> None:
        self._store(_KEY_REDUCE_MOTION, bool(value), "reduce_motion", self.reduce_motion)

    @property
    def player_name(self) -> str:
        """The person's name at the table; a translated "Player" until they choose one."""
        raw = self._raw(_KEY_PLAYER_NAME)
        if isinstance(raw, str):
            name = " ".join(raw.split())[:MAX_NAME_LENGTH]
            if name:
                return name
        self._bad(_KEY_PLAYER_NAME, raw)
        return self.default_player_name()

    @player_name.setter
    def player_name(self, value: str) -> None:
        name = " ".join(str(value).split())[:MAX_NAME_LENGTH]
        self._store(_KEY_PLAYER_NAME, name or None, "player_name", self.player_name)

    def default_player_name(self) -> str:
        return self.tr("Player")

    @property
    def default_config(self) -> GameConfig | None:
        """The set-up the new-game dialog starts from; None until a game was started."""
        raw = self._raw(_KEY_DEFAULT_CONFIG)
        if raw is None:
            return None
        try:
            return GameConfig.from_dict(json.loads(raw))
        except (TypeError, ValueError):  # json.JSONDecodeError is a ValueError
            self._bad(_KEY_DEFAULT_CONFIG, raw)
            return None

    @default_config.setter
    def default_config(self, config: GameConfig | None) -> None:
        old = self.default_config
        text = None if config is None else json.dumps(config.to_dict(), sort_keys=True)
        self._store(_KEY_DEFAULT_CONFIG, text, "default_config", old)

    @property
    def language(self) -> str:
        """ "" follows the system; otherwise "en", "es", "hr" or "ar"."""
        return self._choice(_KEY_LANGUAGE, LANGUAGES, "")

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(f"language must be one of {LANGUAGES}, not {value!r}")
        self._store(_KEY_LANGUAGE, value, "language", self.language)

    @property
    def theme(self) -> str:
        return self._choice(_KEY_THEME, THEMES, "light")

    @theme.setter
    def theme(self, value: str) -> None:
        if value not in THEMES:
            raise ValueError(f"theme must be one of {THEMES}, not {value!r}")
        self._store(_KEY_THEME, value, "theme", self.theme)

    @property
    def cut_each_deal(self) -> bool:
        """Ask for a cut of the deck before every deal (the fair-deal check's second half)."""
        return self._bool(_KEY_CUT, False)

    @cut_each_deal.setter
    def cut_each_deal(self, value: bool) -> None:
        self._store(_KEY_CUT, bool(value), "cut_each_deal", self.cut_each_deal)

    @property
    def has_player_name(self) -> bool:
        """Whether the player has told us their name (the first start asks for it)."""
        raw = self._raw(_KEY_PLAYER_NAME)
        return isinstance(raw, str) and bool(raw.strip())

    def _bytes(self, key: str) -> bytes | None:
        raw = self._raw(key)
        if isinstance(raw, QByteArray):
            return bytes(raw.data()) or None
        if isinstance(raw, bytes | bytearray):
            return bytes(raw) or None
        self._bad(key, raw)
        return None

    def _set_bytes(self, key: str, value: bytes | None) -> None:
        if value is None:
            self._settings.remove(key)
        else:
            self._settings.setValue(key, QByteArray(value))

    # The window's own memory (QMainWindow.saveGeometry/saveState, the side panel's
    # splitter): opaque bytes, restored as given; unreadable ones are ignored.
    @property
    def window_geometry(self) -> bytes | None:
        return self._bytes(_KEY_GEOMETRY)

    @window_geometry.setter
    def window_geometry(self, value: bytes | None) -> None:
        self._set_bytes(_KEY_GEOMETRY, value)

    @property
    def window_state(self) -> bytes | None:
        return self._bytes(_KEY_STATE)

    @window_state.setter
    def window_state(self, value: bytes | None) -> None:
        self._set_bytes(_KEY_STATE, value)

    @property
    def panel_splitter(self) -> bytes | None:
        return self._bytes(_KEY_SPLITTER)

    @panel_splitter.setter
    def panel_splitter(self, value: bytes | None) -> None:
        self._set_bytes(_KEY_SPLITTER, value)

    @property
    def muted(self) -> bool:
        return self._bool(_KEY_MUTED, False)

    @muted.setter
    def muted(self, value: bool) -> None:
        self._store(_KEY_MUTED, bool(value), "muted", self.muted)


class SettingsDialog(FittedDialog):
    """Edits an :class:`AppSettings`; nothing is stored until the player presses Save.

    The language takes effect at the next start (translators are installed
    before any window exists), and the dialog says so as soon as it changes.
    """

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._forget_defaults = False
        self.setWindowTitle(self.tr("Settings"))
        self.setObjectName("SettingsDialog")

        # -- you
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
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
            self.tr("The new language is used the next time you start Phase 10 Desktop.")
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
            form.itemAt(row, QFormLayout.ItemRole.LabelRole).widget()
            for form in (you_form, table_form, language_form)
            for row in range(form.rowCount())
            if form.itemAt(row, QFormLayout.ItemRole.LabelRole) is not None
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
