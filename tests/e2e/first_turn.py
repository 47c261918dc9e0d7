"""The first turn a player plays, by mouse, in a built game on an X screen.

Shared by the end-to-end tests of the Linux bundle (``test_e2e_bundle.py``) and
of the Windows installer under wine (``test_e2e_windows.py``): the same person at
the same table, whatever system the game was built for. Where the cards are comes
from the green table's position on screen (found by colour in a screenshot) and
from the app's own layout function applied to the autosaved state at the view's
size; the moves are xdotool's mouse-down, move and mouse-up, and what happened is
read back from the autosave.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from e2e_screen import find_colour_box, grab, same_picture
from PySide6.QtCore import QPointF, QRect, QRectF

from phase10_desktop.engine import Game
from phase10_desktop.engine.cards import card_token
from phase10_desktop.engine.saves import game_from_json

__all__ = ["ARTIFACTS", "HUMAN", "Autosave", "Screen", "play_first_turn", "wait_for"]

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
HUMAN = 0  # --new-game seats the player first


def wait_for(what: str, check: Callable[[], Any], timeout: float = 60.0) -> Any:
    """Poll ``check`` until it returns something truthy; fail saying what never happened."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.1)
    pytest.fail(f"timed out after {timeout:.0f} s waiting for {what}")


class Autosave:
    """Reads the game the app autosaved (under ``XDG_DATA_HOME``, wherever it nests it)."""

    def __init__(self, data_home: Path) -> None:
        self.data_home = data_home

    def path(self) -> Path | None:
        found = sorted(self.data_home.rglob("autosave.json"))
        return found[0] if found else None

    def game(self) -> Game | None:
        path = self.path()
        if path is None:
            return None
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None  # caught between the app's write and rename: read again
        return game_from_json(document["game"])


class Screen:
    """The X screen: screenshots, and scene-to-screen mapping of the table view."""

    def __init__(self, display: str, prefix: str = "e2e") -> None:
        # Imported here, not at the top: if the app's table code moves, this test
        # fails by itself instead of breaking the collection of the whole suite.
        from phase10_desktop.presentation.theme import LIGHT

        self.display = display
        self.prefix = prefix  # screenshot names: artifacts/<prefix>_NN_<step>.png
        self.shots = 0
        self.edge_colour = LIGHT.felt_edge  # the table's one-pixel rim (default theme)

    def shot(self, name: str) -> Any:
        ARTIFACTS.mkdir(exist_ok=True)
        self.shots += 1
        return grab(self.display, ARTIFACTS / f"{self.prefix}_{self.shots:02d}_{name}.png")

    def settled(self, name: str, timeout: float = 20.0) -> Any:
        """Screenshot once two grabs in a row are identical (animations finished)."""
        tmp = ARTIFACTS / f"{self.prefix}_settling.png"
        ARTIFACTS.mkdir(exist_ok=True)
        before = grab(self.display, tmp)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            time.sleep(0.3)
            now = grab(self.display, tmp)
            if same_picture(before, now):
                tmp.unlink(missing_ok=True)
                return self.shot(name)
            before = now
        pytest.fail(f"the screen kept changing for {timeout:.0f} s ({name})")

    def view_rect(self, image: Any) -> QRect:
        """The table view on screen: every pixel of the view's edge colour lies in it."""
        box = find_colour_box(image, self.edge_colour)
        assert box is not None and box.width() > 400 and box.height() > 250, (
            f"cannot find the green table on the screen (found {box}); see {ARTIFACTS}"
        )
        return box

    def to_screen(self, view: QRect, point: QPointF) -> tuple[int, int]:
        """Where a scene point is on screen: the table is laid out at the view's own
        size, one scene unit per logical pixel, from the view's top-left corner."""
        return round(view.x() + point.x()), round(view.y() + point.y())

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 12) -> None:
        """Press, move in small steps (past Qt's drag threshold), release: a person's drag."""
        cmd = ["xdotool", "mousemove", str(start[0]), str(start[1]), "sleep", "0.2"]
        cmd += ["mousedown", "1", "sleep", "0.15"]
        for i in range(1, steps + 1):
            x = round(start[0] + (end[0] - start[0]) * i / steps)
            y = round(start[1] + (end[1] - start[1]) * i / steps)
            cmd += ["mousemove", str(x), str(y), "sleep", "0.04"]
        cmd += ["sleep", "0.2", "mouseup", "1"]
        subprocess.run(cmd, env=dict(os.environ, DISPLAY=self.display), check=True, timeout=30)


def _center(rect: QRectF) -> QPointF:
    return rect.center()


def _tokens(cards: Any) -> list[str]:
    return [card_token(c) for c in cards]


def play_first_turn(alive: Callable[[], None], screen: Screen, saves: Autosave) -> Any:
    """Take the discard into the hand, then discard the leftmost card, by mouse.

    ``alive`` fails the test when the game has exited. Returns the settled
    screenshot of the start, for a person to look at.
    """
    from phase10_desktop.app.table.layout import Placement, compute_layout
    from phase10_desktop.app.table.zones import DISCARD, HAND

    def layout_of(game: Game, order: list[int], view: QRect):
        """The app's own layout of ``game`` on a table the size of ``view`` (each card's
        token is its id: the layout needs only how many cards are where)."""
        held = {c.id for c in game.hands[HUMAN]}
        slots = 0 if game.laid[HUMAN] else len(game.rules.phases[game.phase_no[HUMAN] - 1].groups)
        others = tuple((HUMAN + i) % game.players for i in range(1, game.players))

        def ids(cards) -> tuple[int, ...]:
            return tuple(c.id for c in cards)

        placement = Placement(
            draw=ids(game.draw_pile),
            discard=ids(game.discard_pile),
            hand=tuple(i for i in order if i in held),
            hands={s: ids(game.hands[s]) for s in others},
            slots=tuple(() for _ in range(slots)),
            groups={s: tuple(ids(g.cards) for g in game.laid[s]) for s in range(game.players)},
            opponents=others,
            human=HUMAN,
        )
        return compute_layout(placement, view.width(), view.height(), slot_count=slots)

    def my_turn_to(stage: str) -> Game | None:
        alive()
        game = saves.game()
        if game is not None and game.turn == HUMAN and game.stage == stage:
            return game
        return None

    # 1. The game starts from the seed; a bot may move first. Wait for our draw.
    # generous: a first start under wine on a loaded 2-core machine took over 90 s once
    start = wait_for("the player's turn to draw (autosave)", lambda: my_turn_to("draw"), 180)
    hand_before = _tokens(start.hands[HUMAN])
    top = start.discard_top
    assert top is not None
    taken = card_token(top)
    first_shot = shot = screen.settled("start")
    view = screen.view_rect(shot)
    order = [c.id for c in start.hands[HUMAN]]  # the table shows the hand as dealt
    layout = layout_of(start, order, view)

    # 2. Drag the top discard into the hand, dropping it right of the last card.
    hand_zone = layout.zones[HAND].rect
    drop = QPointF(hand_zone.right() - 40, hand_zone.center().y())
    screen.drag(
        screen.to_screen(view, _center(layout.zones[DISCARD].rect)), screen.to_screen(view, drop)
    )
    after_take = wait_for(
        "the drawn discard in the autosave", lambda: my_turn_to("play"), timeout=30
    )
    assert taken in _tokens(after_take.hands[HUMAN]), "the discard did not reach the hand"
    assert _tokens(after_take.discard_pile) == _tokens(start.discard_pile)[:-1]
    assert len(after_take.hands[HUMAN]) == len(hand_before) + 1
    screen.settled("after_take")

    # 3. Drag the leftmost hand card onto the discard pile. The drawn card joins at
    #    the right end, so the leftmost is still the first card dealt to us.
    order_now = [*order, top.id]
    layout = layout_of(after_take, order_now, view)
    leftmost = layout.cards[order_now[0]]
    next_x = layout.cards[order_now[1]].pos.x()
    grip = QPointF((leftmost.pos.x() + next_x) / 2, leftmost.pos.y() + leftmost.size.height() / 2)
    discarded = card_token(after_take.hands[HUMAN][0])
    screen.drag(
        screen.to_screen(view, grip), screen.to_screen(view, _center(layout.zones[DISCARD].rect))
    )

    def our_discard_saved() -> Game | None:
        alive()
        game = saves.game()
        if game is not None and discarded in _tokens(game.discarded[HUMAN]):
            return game
        return None

    after = wait_for("our discard in the autosave", our_discard_saved, timeout=30)
    hand_after = _tokens(after.hands[HUMAN])
    assert taken in hand_after, "the card taken from the discard pile left the hand"
    assert discarded not in hand_after, "the leftmost card was not the one discarded"
    assert sorted(hand_after) == sorted(t for t in [*hand_before, taken] if t != discarded)
    assert taken in _tokens(after.picked_up[HUMAN]), "the pick-up was not recorded"
    final = screen.settled("after_discard", timeout=30)
    assert find_colour_box(final, screen.edge_colour) is not None
    alive()
    return first_shot
