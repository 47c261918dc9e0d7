"""The table's layout fits every screen: everything inside, nothing overlapping, readable.

Pure arithmetic, no window: the layout is computed for the sizes a player's
window has (1024×640 and up at 100 %, 150 % and 200 % scale, plus a 200 % window
on a 1600×1000 screen, 800×500 logical pixels), for 2 to 6 players with the
largest hands and groups a round can show.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetrics

from phase10_desktop.app.table.layout import Placement, compute_layout
from phase10_desktop.engine import DECK, arrange_group

SIZES = [(800, 440), (784, 520), (1024, 540), (1280, 720), (1440, 760), (1920, 980)]


def busy_placement(players: int, *, laid: bool) -> Placement:
    """The most crowded table: an 11-card hand, two long groups per opponent."""
    cards = iter(c for c in DECK if not c.is_wild and not c.is_skip)
    numbers = [c for c in DECK if not c.is_wild and not c.is_skip]
    human = 0
    opponents = tuple(range(1, players))
    hand = tuple(next(cards) for _ in range(11))
    used = set(hand)
    groups: dict[int, tuple] = {}
    if laid:
        for seat in opponents:
            run = []
            for n in range(1, 11):
                card = next(c for c in numbers if c.number == n and c not in used)
                used.add(card)
                run.append(card)
            number = 11 if seat % 2 else 12
            same = [c for c in numbers if c.number == number and c not in used][:3]
            used.update(same)
            grouped = (arrange_group("run", run), arrange_group("set", same))
            groups[seat] = tuple(tuple(c.id for c in g.cards) for g in grouped)
    rest = [c for c in DECK if c not in used]
    hands = {s: tuple(c.id for c in rest[(s - 1) * 9 : s * 9]) for s in opponents}
    taken = {cid for ids in hands.values() for cid in ids}
    rest = [c for c in rest if c.id not in taken]
    return Placement(
        draw=tuple(c.id for c in rest[10:]),
        discard=tuple(c.id for c in rest[:10]),
        hand=tuple(c.id for c in hand),
        hands=hands,
        slots=((), ()),
        groups=groups,
        opponents=opponents,
        human=human,
    )


def rect_of(place) -> QRectF:
    return QRectF(place.pos, place.size)


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_card_and_zone_is_on_the_table(width, height, players, rtl):
    layout = compute_layout(
        busy_placement(players, laid=True), width, height, slot_count=2, rtl=rtl
    )
    table = QRectF(0, 0, width, height)
    for cid, place in layout.cards.items():
        assert table.contains(rect_of(place)), f"card {cid} ({place.zone}) leaves the table"
    for zone in [*layout.zones.values(), layout.info]:
        rect = zone.rect if hasattr(zone, "rect") else zone
        assert table.adjusted(-1, -1, 1, 1).contains(rect), f"zone {zone} leaves the table"


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_zones_do_not_overlap(width, height, players, rtl):
    """Plates, groups, piles, slots and the hand each have their own place."""
    layout = compute_layout(
        busy_placement(players, laid=True), width, height, slot_count=2, rtl=rtl
    )
    named = [(str(k), z.rect) for k, z in layout.zones.items()]
    for (a, ra), (b, rb) in itertools.combinations(named, 2):
        assert not ra.adjusted(1, 1, -1, -1).intersects(rb), f"{a} overlaps {b}"


def test_right_to_left_mirrors_the_table():
    """Arabic reads from the right: the hand's first card, the first seat and each group's
    first card are on the right, and every fan still shows each card's corner."""
    placement = busy_placement(4, laid=True)
    ltr = compute_layout(placement, 1280, 720, slot_count=2)
    rtl = compute_layout(placement, 1280, 720, slot_count=2, rtl=True)
    first, last = placement.hand[0], placement.hand[-1]
    assert ltr.cards[first].pos.x() < ltr.cards[last].pos.x()
    assert rtl.cards[first].pos.x() > rtl.cards[last].pos.x()
    run = placement.groups[1][0]
    assert rtl.cards[run[0]].pos.x() > rtl.cards[run[-1]].pos.x()
    # each card lies over the one after it, so the next card's corner shows
    assert rtl.cards[run[0]].z > rtl.cards[run[1]].z
    assert rtl.cards[first].z > rtl.cards[placement.hand[1]].z


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_opponents_groups_are_readable(width, height):
    """Opponents' laid cards are at least about half the size of the player's own."""
    placement = busy_placement(4, laid=True)
    layout = compute_layout(placement, width, height, slot_count=2)
    hand = [p for p in layout.cards.values() if p.zone == "hand"]
    laid = {t for gs in placement.groups.values() for g in gs for t in g}
    groups = [layout.cards[cid] for cid in laid]
    assert hand and len(groups) == len(laid) > 0
    assert min(p.size.height() for p in groups) >= 0.5 * hand[0].size.height()
    assert layout.metrics.font_px >= 12


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_hand_card_shows_its_corner(width, height):
    """An 11-card hand overlaps at most so far that each card's index stays visible."""
    layout = compute_layout(busy_placement(2, laid=False), width, height)
    xs = sorted(p.pos.x() for p in layout.cards.values() if p.zone == "hand")
    assert len(xs) == 11
    step = min(b - a for a, b in itertools.pairwise(xs))
    card_w = next(p.size.width() for p in layout.cards.values() if p.zone == "hand")
    assert step >= 0.3 * card_w


def test_the_table_uses_the_space_it_has():
    """No letterbox: the hand sits at the bottom and the plates at the top of any shape."""
    for width, height in SIZES:
        layout = compute_layout(busy_placement(4, laid=True), width, height, slot_count=2)
        hand = [p for p in layout.cards.values() if p.zone == "hand"]
        bottom = max(p.pos.y() + p.size.height() for p in hand)
        assert height - bottom <= layout.metrics.margin * 1.5
        top = min(z.rect.top() for z in layout.of_kind("seat"))
        assert top <= layout.metrics.margin * 1.5


@pytest.mark.parametrize(("width", "height"), [(1024, 560), (800, 420), (1440, 800)])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_seats_phase_and_card_count_is_written_whole(qtbot, tmp_path, width, height, players):
    """Issue 22 B3: on every plate at every supported size, the phase and the card count
    are written whole (never "Phase 2 · set of 3 + ru…", never "10 car…")."""
    from table_helpers import make_window, seats

    from phase10_desktop.engine import Game
    from phase10_desktop.host.game_setup import GameConfig

    w = make_window(qtbot, tmp_path)
    names = ("You", "Lucía", "Marko", "Amira", "Oliver", "Noor")
    w.start_game(
        Game.new(players, seed=2, names=names[:players], deal=False),
        GameConfig(seats(*["normal"] * (players - 1), names=names)),
    )
    w.scene.set_size(width, height)
    w.scene.decorate()
    assert len(w.scene.badges) == players - 1
    for badge in w.scene.badges.values():
        words = badge.written()
        fm = QFontMetrics(badge._font(badge.font_px))
        width_left = badge.text_width()
        assert words.name_fits, badge.name
        assert fm.horizontalAdvance(words.phase) <= width_left, words.phase
        assert words.phase.startswith("Phase")
        assert fm.horizontalAdvance(words.cards) <= width_left, words.cards
        assert "card" in words.cards


def test_six_players_side_panel_and_tucked_groups_read_whole_at_1024(qtbot, tmp_path):
    """Issue 22 B3 at 1024×640 with six players: the players table shows every row
    without scrolling and every name whole, and a tucked group of three still reads
    its short label whole ("11s ×3", not "11s…")."""
    from table_helpers import make_window, seats

    from phase10_desktop.engine import Game, arrange_group, parse_cards
    from phase10_desktop.host.game_setup import GameConfig

    w = make_window(qtbot, tmp_path)
    w.settings.window_state = None
    names = ("You", "Lucía", "Marko", "Amira", "Oliver", "Noor")
    laid = [
        arrange_group("set", parse_cards("W B7 G7")),
        arrange_group("set", parse_cards("Y11 R11 B11")),
    ]
    hands = ["R3 B3 G3 Y3 R5 B5 Y7 R11 G12 B9", "R1 R2", "B1 B2", "G1 G2", "Y1 Y2", "R4 B4"]
    game = Game.from_deal(
        hands, discard="G5", dealer=5, laid=[[], [], [], laid, [], []], names=names
    )
    w.start_game(game, GameConfig(seats(*["normal"] * 5, names=names)))
    w.resize(1024, 610)  # a 1024×640 screen less the title bar
    w.panel_place.set_shown(w.panel_place.room())  # as a first window of this size
    qtbot.waitUntil(lambda: w.progress_model.rowCount() == 6)
    table = w.progress_view
    qtbot.waitUntil(lambda: table.verticalScrollBar().maximum() == 0)
    fm = table.fontMetrics()
    for row in range(6):
        index = w.progress_model.index(row, 0)
        shown = table.visualRect(index).width()
        assert fm.horizontalAdvance(index.data()) + 8 <= shown, index.data()
    port = w.view.viewport()
    qtbot.waitUntil(lambda: w.scene.sceneRect().width() == port.width())
    groups = [f for k, f in w.scene.frames.items() if k.kind == "group" and k.owner == 3]
    assert len(groups) == 2
    for frame in groups:
        text, _, _ = frame.heading()
        assert text in (frame.label, frame.short_label), text


@pytest.mark.parametrize(("width", "height"), [(1024, 560), (798, 372), (718, 352)])
@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_skipped_seats_name_is_never_cut_for_its_chip(qtbot, tmp_path, width, height, players):
    """Issue 31 B7: under a window manager at 200 % on 1600×1000 (a table of 798×372)
    Marko's plate had no line with room for the SKIPPED chip beside its words, and the
    chip cut his name to "Ma…"; the Skip's sign alone ends a line then."""
    from table_helpers import make_window, seats

    from phase10_desktop.engine import Game
    from phase10_desktop.host.game_setup import GameConfig

    w = make_window(qtbot, tmp_path)
    names = ("You", "Lucía", "Marko", "Amira", "Oliver", "Noor")
    w.start_game(
        Game.new(players, seed=2, names=names[:players], deal=False),
        GameConfig(seats(*["normal"] * (players - 1), names=names)),
    )
    w.scene.set_size(width, height)
    w.scene.decorate()
    for badge in w.scene.badges.values():
        badge.skip_pending = True
        words = badge.written()
        assert words.name_fits, (badge.name, badge.text_width())
        assert words.chip_line is not None
        room = badge.text_width() - (badge.chip_width(sign_only=words.chip_sign_only))
        shown = (words.name, words.phase, words.cards)[words.chip_line]
        fm = QFontMetrics(
            badge._font(
                badge.font_px + (2 if words.chip_line == 0 else 0), bold=words.chip_line == 0
            )
        )
        assert fm.horizontalAdvance(shown) <= room, (badge.name, words)
