"""The player's preferences, kept between runs with QSettings.

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

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from ...host.game_setup import MAX_NAME_LENGTH, GameConfig
from ...presentation.speeds import MAX_SPEED, MIN_SPEED
from .i18n import LANGUAGES as SHIPPED_LANGUAGES

__all__ = [
    "APPLICATION",
    "LANGUAGES",
    "ORGANIZATION",
    "SPEED_CHOICES",
    "THEMES",
    "AppSettings",
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
