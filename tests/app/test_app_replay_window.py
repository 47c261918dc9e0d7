"""ReplayWindow driven through its buttons, slider, speed and keyboard: each step
shows every hand face up as the engine had it, on the game's own table (one
renderer), with a sentence per move; a round still being played is not offered
(the bots' hands stay hidden)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from phase10_desktop.app.dialogs.replay_window import SPEEDS, ReplayWindow
from phase10_desktop.engine import Game
from phase10_desktop.engine.replay import replay
from phase10_desktop.simulate import simple_policy

NAMES = ["Ana", "Bo", "Cy"]


@pytest.fixture(scope="module")
def game() -> Game:
    """Seed 6, three players: play into round 4, leaving it unfinished."""
    g = Game.new(3, seed=6, names=NAMES)
    while g.round_no < 4 or len(g.record.rounds[-1].actions) < 5:
        g.apply(simple_policy(g, g.legal_actions()))
    return g


def _open(qtbot, game: Game, round_no: int | None = 2, **kw) -> ReplayWindow:
    w = ReplayWindow(game.record, round_no, **kw)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def _truth(game: Game, round_no: int) -> list[tuple[tuple, ...]]:
    """Every hand after each step of the round, straight from the engine."""
    return [
        tuple(tuple(h) for h in s.game.hands) for s in replay(game.record) if s.round_no == round_no
    ]


def _shown_in_hands(w: ReplayWindow) -> list:
    """Every card the table shows face up in a hand (the player's and the others'),
    once the animations have landed."""
    return sorted(
        (
            it.card
            for it in w.scene.items_by_token
            if it.isVisible() and it.face_up and it.card is not None
            if it.zone in ("hand", "slot", "opponent")
        ),
        key=lambda c: c.id,
    )


def _sorted(hands) -> tuple[tuple, ...]:
    return tuple(tuple(sorted(h, key=lambda c: c.id)) for h in hands)


def test_only_finished_rounds_are_offered(qtbot, game) -> None:
    w = _open(qtbot, game, None)
    offered = [w.round_combo.itemData(i) for i in range(w.round_combo.count())]
    assert offered == [1, 2, 3] and w.round_no == 3
    assert "fingerprint" in w.subtitle_label.text() and "verified" in w.subtitle_label.text()
    full = _open(qtbot, game, 4, show_unfinished=True)
    assert full.round_no == 4 and "verified" not in full.subtitle_label.text()


def test_buttons_step_through_the_round_with_every_hand_face_up(qtbot, game) -> None:
    w = _open(qtbot, game)
    truth = _truth(game, 2)
    assert w.slider.maximum() == len(truth) - 1
    assert w.position_label.text() == "The deal" and not w.back_button.isEnabled()
    assert "Round 2" in w.sentence_label.text()
    for step in range(1, 6):
        with qtbot.waitSignal(w.position_changed) as signal:
            qtbot.mouseClick(w.forward_button, Qt.MouseButton.LeftButton)
        assert signal.args == [step]
        qtbot.waitUntil(lambda: not w.scene.animating and not w.conductor.waiting, timeout=3000)
        assert _shown_in_hands(w) == sorted((c for h in truth[step] for c in h), key=lambda c: c.id)
        assert w.sentence_label.text()
    assert w.position_label.text() == f"Move 5 of {len(truth) - 1}"
    qtbot.mouseClick(w.back_button, Qt.MouseButton.LeftButton)
    assert w.position == 4
    qtbot.mouseClick(w.last_button, Qt.MouseButton.LeftButton)
    assert w.position == len(truth) - 1 and not w.forward_button.isEnabled()
    assert "over" in w.sentence_label.text() and "revealed" in w.sentence_label.text()
    qtbot.mouseClick(w.first_button, Qt.MouseButton.LeftButton)
    assert w.position == 0


def test_every_step_holds_the_engines_hands(qtbot, game) -> None:
    w = _open(qtbot, game)
    assert [_sorted(f.hands) for f in w.steps] == [_sorted(h) for h in _truth(game, 2)]


def test_the_replay_is_drawn_by_the_tables_own_scene_read_only(qtbot, game) -> None:
    """One renderer: the replay's table is a TableScene, and no drag or click moves it."""
    from phase10_desktop.app.table.scene import TableScene

    w = _open(qtbot, game)
    assert isinstance(w.scene, TableScene) and w.model.read_only
    assert not w.model.human_to_move and w.scene.input is None
    assert len([b for b in w.scene.badges.values()]) == 2  # the two other seats' plates


def test_the_slider_and_the_keyboard_move_through_the_round(qtbot, game) -> None:
    w = _open(qtbot, game)
    w.slider.setFocus()
    qtbot.keyClick(w.slider, Qt.Key.Key_End)
    assert w.position == w.slider.maximum()
    qtbot.keyClick(w.slider, Qt.Key.Key_Home)
    assert w.position == 0
    qtbot.keyClick(w.slider, Qt.Key.Key_Right)
    qtbot.keyClick(w.slider, Qt.Key.Key_PageUp)
    assert w.position == 6
    w.first_button.setFocus()
    qtbot.keyClick(w, Qt.Key.Key_Right)
    assert w.position == 7
    qtbot.keyClick(w, Qt.Key.Key_End)
    assert w.position == w.slider.maximum()


def test_play_runs_at_the_chosen_speed_and_stops_at_the_end(qtbot, game) -> None:
    w = _open(qtbot, game)
    w.speed_combo.setFocus()
    qtbot.keyClick(w.speed_combo, Qt.Key.Key_End)  # the fastest speed
    assert w.timer.interval() == round(1200 / SPEEDS[-1])
    qtbot.keyClick(w.last_button, Qt.Key.Key_Space)  # on a button Space clicks it
    qtbot.mouseClick(w.back_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(w.back_button, Qt.MouseButton.LeftButton)
    start = w.position
    qtbot.mouseClick(w.play_button, Qt.MouseButton.LeftButton)
    assert w.playing and w.play_button.toolTip().startswith("Pause")
    qtbot.waitUntil(lambda: not w.playing, timeout=5000)
    assert w.position == w.slider.maximum() > start
    qtbot.keyClick(w.slider, Qt.Key.Key_Space)  # from the end, Space plays from the deal
    assert w.playing and w.position == 0
    qtbot.keyClick(w.slider, Qt.Key.Key_Space)
    assert not w.playing


def test_another_round_can_be_chosen(qtbot, game) -> None:
    w = _open(qtbot, game)
    w.round_combo.setFocus()
    qtbot.keyClick(w.round_combo, Qt.Key.Key_Down)
    assert w.round_no == 3 and w.position == 0
    assert [_sorted(f.hands) for f in w.steps] == [_sorted(h) for h in _truth(game, 3)]
    assert "round 3" in w.title_label.text()


def test_a_record_with_nothing_finished_cannot_be_replayed(qtbot) -> None:
    g = Game.new(2, seed=1)
    with pytest.raises(ValueError, match="no round"):
        ReplayWindow(g.record)


def test_right_to_left_mirrors_the_table(qtbot, qapp, game) -> None:
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        w = _open(qtbot, game)
        qtbot.keyClick(w, Qt.Key.Key_Left)  # forward, right to left
        assert w.position == 1
        w.slider.setFocus()
        qtbot.keyClick(w.slider, Qt.Key.Key_Left)  # the slider agrees
        assert w.position == 2
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
