"""Languages: Qt translators for our strings and Qt's own, and the layout direction.

Our translations are compiled ``.qm`` files in ``resources/translations``
(``phase10_<lang>.qm``, made by ``tools/update_translations.py``; see the
README there); Qt's own (button boxes, file dialogs) come from the Qt
installation when present. Arabic switches the whole layout right-to-left. The
language is installed at start-up and again when Settings changes it.
"""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from ...resources import resources_dir

#: languages we ship, in the order the settings list them
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "hr": "Hrvatski", "ar": "العربية"}
RTL_LANGUAGES = {"ar"}
#: The locale numbers are formatted in (spin boxes, table cells), where it is not
#: simply the language. Arabic uses Western digits as in the Emirates: the cards
#: show 0-9 and every sentence formats its numbers with ``str``, so a score sheet
#: in Eastern Arabic digits ("١٠") next to a card saying "10" would mix two systems.
NUMBER_LOCALES: dict[str, str] = {"ar": "ar_AE"}

_installed: list[QTranslator] = []
#: the language installed last ("" before any)
_current = ""
#: the default locale before any language was installed, restored by remove_translators
_untranslated_locale = QLocale()


def system_language() -> str:
    """The system locale's language if we ship it, else English."""
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


def install_translators(app: QApplication, language: str = "") -> str:
    """Load translators for ``language`` ("" = the system's); return the language used.

    Installing them sends every widget a LanguageChange event: the window's menus,
    buttons and panel write their words again (Settings switches the language live)."""
    global _current
    lang = language if language in LANGUAGES else system_language()
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    # English too: its catalogue holds the plural forms of "%n" strings
    ours = QTranslator(app)
    folder = resources_dir() / "translations"
    if ours.load(f"phase10_{lang}", str(folder)):
        app.installTranslator(ours)
        _installed.append(ours)
    if lang != "en":
        qt = QTranslator(app)
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
    app.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft if lang in RTL_LANGUAGES else Qt.LayoutDirection.LeftToRight
    )
    QLocale.setDefault(QLocale(NUMBER_LOCALES.get(lang, lang)))
    _current = lang
    return lang


def current_language() -> str:
    """The language the program speaks now ("" when none was installed)."""
    return _current


def remove_translators(app: QApplication) -> None:
    """Undo :func:`install_translators`: the source English, left to right (tests that
    show a window in Arabic leave the application as they found it)."""
    global _current
    _current = ""
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    QLocale.setDefault(_untranslated_locale)
