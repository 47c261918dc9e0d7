"""Small building blocks shared by the game's dialogs, so they look like one family.

Colours come from the palette (never fixed hex values) so the light and dark
themes both work, and everything is placed with layouts so right-to-left
languages mirror the dialogs without extra code.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDir, QEvent, QObject, QSize, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPalette, QPixmap
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from phase10_desktop.resources import ResourcesNotFoundError, resource_path

__all__ = [
    "ERROR_COLOUR",
    "app_icon_pixmap",
    "documents_folder",
    "error_label",
    "fit_to_contents",
    "header",
    "hint_label",
    "title_font",
]

#: A red that stays readable on both the light and the dark theme's window colour.
ERROR_COLOUR = QColor(211, 47, 47)


def plain_label(text: str = "") -> QLabel:
    """A label that shows its text exactly as written, never as HTML.

    Qt guesses that a label's text is rich text when it looks like HTML, so a
    player named "<b>Ana" would turn bold and lose the "<b>". Every label that
    can hold a player's name is made with this.
    """
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def hint_label(text: str = "") -> QLabel:
    """A secondary sentence (an explanation under a control) in the muted text colour."""
    label = plain_label(text)
    label.setWordWrap(True)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    font = label.font()
    font.setPointSizeF(max(7.0, font.pointSizeF() * 0.92))
    label.setFont(font)
    label.setObjectName("hint")
    return label


def error_label() -> QLabel:
    """An inline problem message; hidden until it has something to say."""
    label = QLabel()
    label.setWordWrap(True)
    label.setObjectName("error")
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, ERROR_COLOUR)
    label.setPalette(palette)
    label.setVisible(False)
    return label


def documents_folder(file_name: str = "") -> str:
    """Where an Open, Save or Export dialog starts: the player's Documents folder
    (their home folder when there is none), with ``file_name`` suggested in it.

    A file dialog given no folder opens wherever the program was started from,
    which for a game launched from a menu is a folder the player never chose.
    """
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if not folder or not Path(folder).is_dir():
        folder = QDir.homePath()
    return str(Path(folder) / file_name) if file_name else folder


def title_font(base: QFont, scale: float = 1.6) -> QFont:
    font = QFont(base)
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    return font


def app_icon_pixmap(size: int) -> QPixmap | None:
    """The game's icon at ``size`` logical pixels, or None if the file is missing.

    A missing icon must not stop a dialog from opening (the card art would fail
    loudly elsewhere anyway).
    """
    try:
        path = resource_path("icons", "phase10.png")
    except ResourcesNotFoundError:
        return None
    pixmap = QPixmap(str(path))
    if pixmap.isNull():
        return None
    return pixmap.scaled(
        QSize(size, size),
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


def header(title: str, subtitle: str = "", *, icon: bool = True) -> tuple[QWidget, QLabel, QLabel]:
    """The big title line at the top of a dialog: icon, title, and a one-line subtitle.

    Returns the widget and its two labels (tests and callers update their text).
    """
    widget = QWidget()
    row = QHBoxLayout(widget)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(14)
    if icon:
        pixmap = app_icon_pixmap(48)
        if pixmap is not None:
            picture = QLabel()
            picture.setPixmap(pixmap)
            picture.setAccessibleName("")
            row.addWidget(picture, 0, Qt.AlignmentFlag.AlignTop)
    texts = QVBoxLayout()
    texts.setSpacing(2)
    title_label = plain_label(title)
    title_label.setFont(title_font(title_label.font()))
    title_label.setWordWrap(True)
    title_label.setObjectName("title")
    subtitle_label = hint_label(subtitle)
    subtitle_label.setVisible(bool(subtitle))
    texts.addWidget(title_label)
    texts.addWidget(subtitle_label)
    row.addLayout(texts, 1)
    return widget, title_label, subtitle_label


class _Refit(QObject):
    """Fits a dialog again whenever its layout changes (a note appears, a language
    changes), so rows are never squashed and buttons never move under the pointer
    after the dialog first opened."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.LayoutRequest
            and isinstance(watched, QDialog)
            and watched.isVisible()
        ):
            QTimer.singleShot(0, watched, lambda d=watched: _grow(d))
        return False


def fit_to_contents(dialog: QDialog) -> None:
    """Grow ``dialog`` to the height its word-wrapped labels need at its current width,
    now and whenever its contents change later.

    A dialog sizes itself from size hints, which ignore that a wrapped label is
    taller when narrower; without this the last line of an explanation is cut.
    """
    if not hasattr(dialog, "_refit"):
        dialog._refit = _Refit(dialog)  # type: ignore[attr-defined]
        dialog.installEventFilter(dialog._refit)  # type: ignore[attr-defined]
    _grow(dialog)


def _grow(dialog: QDialog) -> None:
    layout = dialog.layout()
    if layout is None:
        return
    layout.activate()
    width = max(dialog.width(), dialog.minimumWidth(), layout.minimumSize().width())
    if layout.hasHeightForWidth():
        height = layout.totalHeightForWidth(width)
    else:
        height = layout.totalSizeHint().height()
    if height > dialog.height() or width > dialog.width():
        dialog.resize(width, max(height, dialog.height()))
