"""Every dialog can be used with the keyboard and a screen reader (issue 25, dialogs).

- Tab walks every control once, in reading order, and each has a name a screen
  reader can say; a combo box, which Qt on Linux names by its current item ("Normal")
  whatever its accessible name, has a label that names it (the labelled-by relation).
- Enter presses the dialog's main button, from the field that has the focus.
- The round summary and the game-over screen are tables, read row by row.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from dialog_catalogue import DIALOGS, dialogs, played
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QWidget,
)

from phase10_desktop.engine import GameEnded, RoundEnded

#: the button Enter presses in each dialog
MAIN_BUTTON = {
    "welcome": "Let's play",
    "new_game": "Start",
    "settings": "Save",
    "rules": "Close",
    "statistics": "Close",
    "coach": "Close",
    "replay": "Close",
    "score_sheet": "Close",
    "cut": "Deal",
    "round_summary": "Next round",
    "game_over": "New game",
    "pass_and_play": "Start",
    "host_table": "Host",
    "join_table": "Join",
    "lobby": "Start",
}


def _open(qtbot, tmp_path, name: str) -> QWidget:
    dialog = dialogs(tmp_path)[name](None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    return dialog


def spoken_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name).strip() if interface is not None else ""


def labels_of(widget: QWidget) -> list[QWidget]:
    """The widgets that label ``widget`` for assistive technology (labelled-by)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    found = []
    for other, relation in interface.relations(QAccessible.RelationFlag.Label):
        if relation & QAccessible.RelationFlag.Label and other.object() is not None:
            found.append(other.object())
    return found


def tab_order(dialog: QWidget) -> list[QWidget]:
    """The controls Tab visits from the first one, once round (a control may keep the
    focus for a few Tabs, as a text with links goes from link to link)."""
    seen: list[QWidget] = []
    previous = None
    for _ in range(500):
        widget = QApplication.focusWidget()
        assert widget is not None and widget.window() is dialog, "Tab left the dialog"
        if widget is not previous:
            if widget in seen:
                break
            seen.append(widget)
        previous = widget
        QTest.keyClick(widget, Qt.Key.Key_Tab)
    else:
        raise AssertionError(f"Tab never comes back round: it stays in {seen[-1]}")
    return seen


def reachable(dialog: QWidget) -> list[QWidget]:
    """Every control a player should reach with Tab: shown, enabled, taking Tab focus,
    and not a part of another control (a spin box's text field)."""
    out = []
    for w in dialog.findChildren(QWidget):
        if not (w.isVisibleTo(dialog) and w.isEnabled()):
            continue
        if not w.focusPolicy() & Qt.FocusPolicy.TabFocus or w.focusProxy() is not None:
            continue
        if isinstance(w.parentWidget(), QAbstractScrollArea) or w.objectName().startswith("qt_"):
            continue  # a scroll area's viewport or scroll bar
        out.append(w)
    return out


def _where(widget: QWidget, dialog: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())


def _describe(widget: QWidget) -> str:
    return f"{type(widget).__name__} “{spoken_name(widget)}”"


@pytest.mark.parametrize("name", DIALOGS)
def test_tab_reaches_every_control_in_reading_order_and_each_is_named(qtbot, tmp_path, name):
    dialog = _open(qtbot, tmp_path, name)
    order = tab_order(dialog)
    missing = [_describe(w) for w in reachable(dialog) if w not in order]
    assert not missing, f"{name}: Tab never reaches {missing}"
    unnamed = [type(w).__name__ for w in order if not spoken_name(w)]
    assert not unnamed, f"{name}: a screen reader has no name for {unnamed}"
    for combo in (w for w in order if isinstance(w, QComboBox)):
        own = [w for w in labels_of(combo) if isinstance(w, QLabel) and w.text().strip()]
        assert own, f"{name}: {_describe(combo)} has no label of its own (labelled-by)"
    # reading order: down the dialog, left to right along a line; a new column starts
    # at the top again, to the right (all mirrored in a right-to-left language)
    start = order.index(min(order, key=lambda w: (_where(w, dialog).top(), 0)))
    walk = order[start:] + order[:start]
    for a, b in pairwise(walk):
        ra, rb = _where(a, dialog), _where(b, dialog)
        below = rb.top() >= ra.center().y() or (
            rb.top() >= ra.top() - 2 and rb.left() >= ra.right()
        )
        next_column = rb.left() >= ra.right()
        assert below or next_column, (
            f"{name}: Tab goes back up from {_describe(a)} to {_describe(b)}"
        )


@pytest.mark.parametrize("name", DIALOGS)
def test_enter_presses_the_main_button(qtbot, tmp_path, name):
    dialog = _open(qtbot, tmp_path, name)
    defaults = [
        b.text().replace("&", "") for b in dialog.findChildren(QPushButton) if b.isDefault()
    ]
    assert defaults == [MAIN_BUTTON[name]]
    main = next(b for b in dialog.findChildren(QPushButton) if b.isDefault())
    focus = QApplication.focusWidget()
    if isinstance(focus, QAbstractButton) and focus is not main:
        return  # Enter presses the focused button, as everywhere
    with qtbot.waitSignal(main.clicked, timeout=2000):
        QTest.keyClick(focus, Qt.Key.Key_Return)


def test_enter_in_your_name_starts_the_game_and_leaves_the_rules_alone(qtbot, tmp_path):
    """The issue's case: Enter in "Your name" pressed "Standard rules", unticking a rule."""
    dialog = _open(qtbot, tmp_path, "new_game")
    dialog.natural_check.setChecked(False)  # a house rule the player chose
    qtbot.mouseClick(dialog.player_name_edit, Qt.MouseButton.LeftButton)
    QTest.keyClicks(dialog.player_name_edit, "Ana")
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        QTest.keyClick(dialog.player_name_edit, Qt.Key.Key_Return)
    assert dialog.config().rules.natural_per_group is False
    assert dialog.config().seats[0].name == "SamAna"


def test_each_opponent_level_is_labelled_with_its_opponent(qtbot, tmp_path):
    dialog = _open(qtbot, tmp_path, "new_game")
    dialog.bot_count_spin.setValue(5)
    for i, row in enumerate(dialog.bot_rows, start=1):
        combo = row.level_combo
        labels = [w.text() for w in labels_of(combo) if isinstance(w, QLabel)]
        assert labels == [f"Opponent {i}"]
        assert spoken_name(row.name_edit) == f"Opponent {i} name"
    groups = [w for w in labels_of(dialog.bot_rows[0].level_combo) if isinstance(w, QGroupBox)]
    assert [g.title() for g in groups] == ["Players"]


def read_table(widget: QWidget) -> tuple[list[str], dict[int, list[str]], dict[int, str]]:
    """What assistive technology finds in a table: its column headings, each row's
    cells by name, and each row's header."""
    table = QAccessible.queryAccessibleInterface(widget)
    assert table.role() == QAccessible.Role.Table
    headings: list[str] = []
    rows: dict[int, list[str]] = {}
    row_headers: dict[int, str] = {}
    for k in range(table.childCount()):
        child = table.child(k)
        if child.role() == QAccessible.Role.ColumnHeader:
            headings.append(child.text(QAccessible.Text.Name))
        elif child.role() == QAccessible.Role.Cell:
            cell = child.tableCellInterface()
            rows.setdefault(cell.rowIndex(), []).append(child.text(QAccessible.Text.Name))
            (header,) = cell.rowHeaderCells()
            row_headers[cell.rowIndex()] = header.text(QAccessible.Text.Name)
    return headings, rows, row_headers


def test_the_round_summary_is_read_row_by_row(qtbot, tmp_path):
    """Each row: who, points this round, total, the phase, the cards left; the name
    heads the row, and nothing is a bare number."""
    from phase10_desktop.presentation.wording import cards_text, phase_label

    game, events = played()
    event = [e for e in events if isinstance(e, RoundEnded)][2]
    dialog = _open(qtbot, tmp_path, "round_summary")
    assert QApplication.focusWidget() is dialog.table  # reading starts at the table
    headings, rows, row_headers = read_table(dialog.table)
    assert headings == ["Player", "Points", "Total", "Phase this round", "Left in hand"]
    assert len(rows) == len(game.names)
    for seat, name in enumerate(game.names):
        who, points, total, phase, hand = rows[seat]
        assert row_headers[seat] == name
        assert who == (f"{name}, went out" if event.went_out == seat else name)
        assert points == f"{event.points[seat]} points this round"
        assert total == f"{event.totals[seat]} points in total"
        laid = event.laid[seat]
        made = laid is not None and f"✓ phase {laid}: {phase_label(game.rules.phases[laid - 1])}"
        assert phase == (made or "✗ not made")
        assert hand == (cards_text(event.hands[seat]) if event.hands[seat] else "no cards")
    # the arrow keys walk the rows, each read whole
    QTest.keyClick(dialog.table, Qt.Key.Key_Down)
    assert dialog.table.currentRow() == 1
    assert [i.row() for i in dialog.table.selectionModel().selectedRows()] == [1]


def test_the_game_over_standings_are_read_row_by_row(qtbot, tmp_path):
    from phase10_desktop.engine.seats import standings

    game, events = played()
    winner = next(e for e in events if isinstance(e, GameEnded)).winner
    dialog = _open(qtbot, tmp_path, "game_over")
    headings, rows, row_headers = read_table(dialog.table)
    assert headings == ["Place", "Player", "Phase reached", "Score"]
    for place, seat in enumerate(standings(game)):
        name = game.names[seat]
        assert row_headers[place] == name
        assert rows[place][0] == f"{place + 1}."
        assert rows[place][1] == (f"{name}, the winner" if seat == winner else name)
        assert rows[place][3] == f"{game.scores[seat]} points"
