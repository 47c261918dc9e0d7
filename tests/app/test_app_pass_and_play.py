"""Pass and play (issue 21 §5): people at one screen take turns; a cover screen hides
every hand between two people's turns, and each sees only their own cards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from table_helpers import make_window

from phase10_desktop.app.dialogs.pass_and_play import PassAndPlayDialog
from phase10_desktop.host.game_setup import GameConfig, SeatConfig


def people_config() -> GameConfig:
    return GameConfig(
        (
            SeatConfig("Ana", "normal", True),
            SeatConfig("Robo", "easy", False),
            SeatConfig("Lucía", "normal", True),
        ),
        seed=12,
    )


def shown_hand_cards(w) -> list:
    return [
        it.card
        for it in w.scene.items_by_token
        if it.isVisible() and it.face_up and it.zone in ("hand", "slot")
    ]


def test_the_cover_screen_passes_the_table_between_people(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    covers: list[int] = []
    w.seat.handover.connect(covers.append)
    w.new_game(people_config())
    game = w.game
    for turn in range(4):  # two turns each, a bot's in between
        qtbot.waitUntil(lambda: w.cover.isVisible(), timeout=20000)
        seat = covers[-1]
        assert seat in (0, 2) and game.turn == seat
        # covered: nobody's cards are on the screen, and the cover names who is next
        assert w.table_stack.currentWidget() is w.cover
        assert w.model.human is None and not shown_hand_cards(w)
        assert game.names[seat] in w.cover.title.text()
        qtbot.mouseClick(w.cover.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=5000)
        # their own hand, and no one else's
        assert w.model.human == seat
        assert sorted(shown_hand_cards(w)) == sorted(game.hands[seat])
        w.view.setFocus()
        qtbot.keyClick(w.view, Qt.Key.Key_D)
        qtbot.keyClick(w.view, Qt.Key.Key_X)
        assert game.turn != seat or turn > 2
    assert set(covers) == {0, 2}


def test_the_set_up_needs_two_people_and_starts_with_enter(qtbot):
    dialog = PassAndPlayDialog("Ana")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.count.setValue(3)
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("easy"))
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("easy"))
    qtbot.keyClick(dialog.names[0], Qt.Key.Key_Return)
    assert dialog.isVisible() and "two people" in dialog.error.text()
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("person"))
    dialog.names[2].setText("Ben")
    qtbot.keyClick(dialog.names[0], Qt.Key.Key_Return)
    assert not dialog.isVisible()
    config = dialog.config()
    assert config.people == (0, 2) and config.names == ("Ana", dialog.names[1].text(), "Ben")
