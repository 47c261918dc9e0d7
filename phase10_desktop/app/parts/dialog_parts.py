"""Small building blocks shared by the game's dialogs, so they look like one family.

Colours come from the palette (never fixed hex values) so the light and dark
themes both work, and everything is placed with layouts so right-to-left
languages mirror the dialogs without extra code.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QDir, QEvent, QObject, QSize, QStandardPaths, Qt
from PySide6.QtGui import QColor, QFocusEvent, QFont, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QScrollArea,
    QStyle,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from phase10_desktop.resources import ResourcesNotFoundError, resource_path

__all__ = [
    "ERROR_COLOUR",
    "FittingScrollArea",
    "ReadingTable",
    "RowsView",
    "app_icon_pixmap",
    "documents_folder",
    "error_label",
    "header",
    "hint_label",
    "name_field",
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


class ProblemLabel(QLabel):
    """A label shown only while it has something to say (its text is not empty)."""

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setVisible(bool(text))


def error_label() -> QLabel:
    """An inline problem message; hidden until it has something to say (it used to stay
    hidden even then: a dialog that refused Join said nothing)."""
    label = ProblemLabel()
    label.setWordWrap(True)
    label.setObjectName("error")
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, ERROR_COLOUR)
    label.setPalette(palette)
    label.setVisible(False)
    return label


def name_field(max_length: int) -> QLineEdit:
    """A box for a player's name, wide enough to show a name of ``max_length``
    characters whole (a box sized by its layout alone opened showing "ucía")."""
    edit = QLineEdit()
    edit.setMaxLength(max_length)
    fm = edit.fontMetrics()
    edit.setMinimumWidth(round(fm.averageCharWidth() * max_length * 1.25) + 12)
    return edit


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


class ReadingTable(QTableWidget):
    """A few rows of facts about the players (a round's points, the final standings),
    as a table a screen reader reads row by row.

    A grid of labels is read as one run-on sentence in which the names get lost.
    Here every column has a heading, every row is headed by the player's name (the
    row headers are hidden on screen, where the first column shows the name, but
    assistive technology announces them), and every cell has its own text to speak
    ("25 points this round" where the screen shows "+25"). It is read-only, in the
    Tab order, and walked with the arrow keys; Tab leaves it.
    """

    def __init__(
        self, headings: Sequence[str], row_names: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(len(row_names), len(headings), parent)
        #: each column's width for its contents (set by :meth:`fit`)
        self._widths: list[int] = []
        self.setHorizontalHeaderLabels(list(headings))
        self.setVerticalHeaderLabels(list(row_names))
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setAlternatingRowColors(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # Room between a column of numbers (aligned to the end) and the words after
        # it, the headings lined up with their cells, and the selected row (not a
        # lone cell inside it) showing where the arrow keys are.
        self.setStyleSheet(
            "QTableView { outline: 0; }"
            " QTableView::item { padding-left: 8px; padding-right: 8px; }"
            " QHeaderView::section { padding-left: 8px; padding-right: 8px; }"
        )
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionsClickable(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)

    def set_cell(
        self,
        row: int,
        column: int,
        text: str,
        *,
        spoken: str = "",
        bold: bool = False,
        trailing: bool = False,
    ) -> QTableWidgetItem:
        """Put ``text`` in a cell; ``spoken`` is what a screen reader says instead
        (when the screen shows a sign or a mark), ``trailing`` aligns numbers."""
        item = QTableWidgetItem(text)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        if spoken:
            item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
        if bold:
            font = QFont(self.font())
            font.setBold(True)
            item.setFont(font)
        side = Qt.AlignmentFlag.AlignTrailing if trailing else Qt.AlignmentFlag.AlignLeading
        item.setTextAlignment(side | Qt.AlignmentFlag.AlignVCenter)
        if trailing:
            heading = self.horizontalHeaderItem(column)
            if heading is not None:
                heading.setTextAlignment(side | Qt.AlignmentFlag.AlignVCenter)
        self.setItem(row, column, item)
        return item

    def fit(self, stretch: int) -> None:
        """Size the columns to their contents, column ``stretch`` taking the rest of
        the width, and every row to its tallest cell, once the cells are filled."""
        self.resizeColumnsToContents()
        self.resizeRowsToContents()
        self._widths = [self.columnWidth(c) + 18 for c in range(self.columnCount())]
        for column, width in enumerate(self._widths):
            self.setColumnWidth(column, width)
        # rows of one height read as one table, whether or not a hand is drawn in them
        tallest = max(
            [self.fontMetrics().height() + 14, *(self.rowHeight(r) for r in range(self.rowCount()))]
        )
        self.verticalHeader().setDefaultSectionSize(tallest)
        for row in range(self.rowCount()):
            self.setRowHeight(row, tallest)
        self.horizontalHeader().setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        """Every row and column, without scroll bars."""
        widths = self._widths or [self.columnWidth(c) for c in range(self.columnCount())]
        return QSize(sum(widths) + 2 * self.frameWidth(), rows_height(self, self.rowCount()))

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Coming in by keyboard, the whole row is highlighted (not a lone cell), as the
        arrow keys will move it."""
        super().focusInEvent(event)
        if not self.selectedItems() and self.rowCount():
            self.selectRow(max(0, self.currentRow()))

    def minimumSizeHint(self) -> QSize:
        """The heading and two rows: on a small screen the rest scrolls."""
        return QSize(min(self.sizeHint().width(), 240), rows_height(self, 2))


def rows_height(view: QTableView, rows: int) -> int:
    """The height ``view`` needs to show its heading and its first ``rows`` rows."""
    header = view.horizontalHeader()
    height = 2 * view.frameWidth() + (0 if header.isHidden() else header.sizeHint().height())
    model = view.model()
    count = model.rowCount() if model is not None else 0
    return height + sum(view.rowHeight(r) for r in range(min(rows, count)))


class RowsView(QTableView):
    """A table that asks for the height of all its rows, up to ``most`` pixels (more
    rows scroll), and makes do with three on a small screen."""

    def __init__(self, most: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.most = most

    def sizeHint(self) -> QSize:
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        return QSize(super().sizeHint().width(), min(self.most, rows_height(self, rows) + 2))

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), rows_height(self, 3))


class FittingScrollArea(QScrollArea):
    """The body of a dialog that may be taller than a small screen: as large as its
    contents where there is room, scrolling where there is not, while the dialog's
    title and buttons stay in view.

    A plain QScrollArea asks for at most 24 lines of text and does not pass on that
    word-wrapped text grows taller when narrower, so a dialog built around one opens
    too small even on a large screen.
    """

    #: the body's height never goes below this many lines of text
    MIN_LINES = 8

    def __init__(self, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(body)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Tab goes straight to the controls inside (scrolling them into view): the
        # area itself has nothing to say to a screen reader
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The body's contents changed (a note appeared): the dialog may grow for it."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def _bar(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)

    def sizeHint(self) -> QSize:
        body = self.widget()
        frame = 2 * self.frameWidth()
        if body is None:
            return super().sizeHint()
        hint = body.sizeHint()
        return QSize(hint.width() + frame + self._bar(), hint.height() + frame)

    def minimumSizeHint(self) -> QSize:
        body = self.widget()
        frame = 2 * self.frameWidth()
        lines = self.fontMetrics().height() * self.MIN_LINES
        width = body.minimumSizeHint().width() if body is not None else 0
        return QSize(width + frame + self._bar(), lines + frame)

    def hasHeightForWidth(self) -> bool:
        body = self.widget()
        return body is not None and body.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        body = self.widget()
        frame = 2 * self.frameWidth()
        if body is None or not body.hasHeightForWidth():
            return self.sizeHint().height()
        return body.heightForWidth(width - frame - self._bar()) + frame
