"""The SVG deck renders completely, crisply, cached, and colour-blind safely."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from phase10_desktop import resources
from phase10_desktop.presentation.card_art import ALL_FACES, CARD_ASPECT, NUMBER_FACES, CardArt

W, H = 50, 70  # a typical small table size, 5:7


@pytest.fixture(scope="module")
def art(qapp: object) -> CardArt:
    return CardArt()


def test_deck_has_48_numbers_wild_skip_and_back() -> None:
    assert len(NUMBER_FACES) == 48
    assert len(ALL_FACES) == 51
    assert {"W", "S", "back", "R1", "B12", "G7", "Y12"} <= set(ALL_FACES)


@pytest.mark.parametrize("face", ALL_FACES)
def test_every_face_renders_at_the_requested_size(qtbot: object, art: CardArt, face: str) -> None:
    pixmap = art.pixmap(face, W, H)
    assert not pixmap.isNull()
    assert (pixmap.width(), pixmap.height()) == (W, H)
    image = pixmap.toImage()
    # opaque card stock in the middle, transparent outside the rounded corner
    assert image.pixelColor(W // 2, H // 2).alpha() == 255
    assert image.pixelColor(0, 0).alpha() < 255
    # not a blank rectangle: the middle differs from the white margin
    assert image.pixelColor(W // 2, H // 2) != image.pixelColor(W // 2, 2)


def test_height_defaults_to_the_card_shape(qtbot: object, art: CardArt) -> None:
    pixmap = art.pixmap("R7", 100)
    assert pixmap.height() == round(100 / CARD_ASPECT)
    assert CardArt.size_for_height(70).width() == 50


@pytest.mark.parametrize("face", ["R7", "W", "S", "back"])
def test_dpr_2_has_twice_the_device_pixels(qtbot: object, art: CardArt, face: str) -> None:
    pixmap = art.pixmap(face, W, H, dpr=2.0)
    assert (pixmap.width(), pixmap.height()) == (2 * W, 2 * H)
    assert pixmap.devicePixelRatio() == 2.0
    logical = pixmap.deviceIndependentSize()
    assert (logical.width(), logical.height()) == (W, H)


def test_cache_returns_the_same_pixmap_until_cleared(qtbot: object) -> None:
    art = CardArt()
    first = art.pixmap("G3", W, H)
    assert art.pixmap("G3", W, H) is first
    assert art.pixmap("G3", W, H, dpr=2.0) is not first
    assert art.pixmap("G3", W + 1, H) is not first
    assert art.cache_size == 3
    art.clear_cache()
    assert art.cache_size == 0
    assert art.pixmap("G3", W, H) is not first


def test_cache_is_bounded(qtbot: object) -> None:
    art = CardArt(max_cached=3)
    for width in range(10, 16):
        art.pixmap("B2", width)
    assert art.cache_size == 3


def test_unknown_face_is_a_clear_error(qtbot: object, art: CardArt) -> None:
    with pytest.raises(KeyError, match=re.escape("R1..R12")):
        art.pixmap("R13", W, H)


def test_other_aspect_ratios_are_letterboxed_not_stretched(qtbot: object, art: CardArt) -> None:
    image = art.image("R5", 140, 70)
    assert (image.width(), image.height()) == (140, 70)
    assert image.pixelColor(2, 35).alpha() == 0  # empty band beside the card
    assert image.pixelColor(70, 35).alpha() == 255


# ---------------------------------------------------------------- colour blindness


def _grey_of(image: QImage) -> bytes:
    """The image's brightness, one byte per pixel, row after row."""
    image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    w, stride = image.width(), image.bytesPerLine()
    raw = bytes(image.constBits())
    return b"".join(raw[y * stride : y * stride + w] for y in range(image.height()))


def _grey(art: CardArt, face: str, height: int = 140) -> tuple[int, int, bytes]:
    image = art.image(face, round(height * CARD_ASPECT), height)
    return image.width(), image.height(), _grey_of(image)


def _edges(w: int, h: int, grey: bytes, threshold: int = 12) -> set[int]:
    """Pixels where brightness jumps: the outlines of shapes, whatever their shade."""
    found = set()
    for y in range(h - 1):
        for x in range(w - 1):
            i = y * w + x
            if abs(grey[i] - grey[i + 1]) > threshold or abs(grey[i] - grey[i + w]) > threshold:
                found.add(i)
    return found


@pytest.mark.parametrize(("a", "b"), list(itertools.combinations(["R5", "B5", "G5", "Y5"], 2)))
def test_colours_differ_in_greyscale(qtbot: object, art: CardArt, a: str, b: str) -> None:
    """Each colour has its own symbol, so the cards differ even without hue.

    Besides the plain greyscale comparison, compare where the *edges* are: that
    ignores how light or dark each colour is and only sees shapes, so it fails
    if two colours ever share a symbol. The number, frame and border edges are
    shared, so about 15-25% of edge pixels differ between colours (a different
    number differs by about 28%, the same face by 0%); 10% leaves a margin.
    """
    wa, ha, grey_a = _grey(art, a)
    wb, hb, grey_b = _grey(art, b)
    assert (wa, ha) == (wb, hb)
    assert grey_a != grey_b
    edges_a, edges_b = _edges(wa, ha, grey_a), _edges(wb, hb, grey_b)
    differing = len(edges_a ^ edges_b) / max(1, len(edges_a | edges_b))
    assert differing > 0.1, f"{a} and {b} have nearly the same shapes ({differing:.0%})"


def test_the_same_face_drawn_twice_as_large_has_the_same_edges(qtbot: object, art: CardArt) -> None:
    """Control for the test above, from two independent renders: the same face
    drawn at twice the size and scaled down has nearly the same edges (about 2% of
    edge pixels differ, from smoothing), far below the 10% that colours must beat,
    while another colour or number of the same size differs by 15-28%."""
    w, h, grey = _grey(art, "R5")
    big = art.image("R5", 2 * w, 2 * h).scaled(
        w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    assert (big.width(), big.height()) == (w, h)
    edges = _edges(w, h, grey)

    def differing(other: bytes) -> float:
        theirs = _edges(w, h, other)
        return len(edges ^ theirs) / max(1, len(edges | theirs))

    assert differing(_grey_of(big)) < 0.05
    assert differing(_grey(art, "R6")[2]) > 0.2


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    return tuple(int(hex_colour[i : i + 2], 16) for i in (0, 2, 4))  # type: ignore[return-value]


@pytest.mark.parametrize("face", NUMBER_FACES)
def test_colours_land_where_the_svg_file_puts_them(qtbot: object, art: CardArt, face: str) -> None:
    """Checked against the card's own SVG text, not against another render: drawn at
    the file's size (250 × 350, one pixel per unit), the white card stock shows in
    the margin and the colour panel (a vertical gradient from y = 11 to 339 between
    the file's two stop colours) at three points clear of numbers and symbols."""
    svg = (resources.resource_path("cards", f"{face}.svg")).read_text(encoding="utf-8")
    top, bottom = (_rgb(c) for c in re.findall(r'stop-color="#([0-9a-fA-F]{6})"', svg)[:2])
    stock = _rgb(re.search(r'fill="#([0-9a-fA-F]{6})"', svg).group(1))  # type: ignore[union-attr]
    image = art.image(face, 250, 350)

    def near(x: int, y: int, want: tuple[int, ...]) -> bool:
        c = image.pixelColor(x, y)
        return (
            max(abs(a - b) for a, b in zip((c.red(), c.green(), c.blue()), want, strict=True)) <= 3
        )

    assert near(125, 5, stock)
    for x, y in ((125, 40), (180, 40), (125, 320)):
        t = (y - 11) / 328
        want = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        assert near(x, y, want), f"{face} at ({x}, {y}): panel colour {want} expected"


# ------------------------------------------------------------- kept between runs


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The SVG files parsed from here on (each one a render the disk cache spared)."""
    import PySide6.QtSvg

    parsed: list[str] = []

    class Counted(PySide6.QtSvg.QSvgRenderer):
        def __init__(self, path: str) -> None:
            parsed.append(Path(path).stem)
            super().__init__(path)

    monkeypatch.setattr(PySide6.QtSvg, "QSvgRenderer", Counted)
    return parsed


def test_a_start_reads_the_pictures_the_last_run_kept(qtbot, tmp_path, renders) -> None:
    """Issue 22, launch: the faces a run drew come back from the disk at the next start,
    the very same pixels, without parsing a single SVG file."""
    first = CardArt(disk_cache=tmp_path)
    drawn = {face: first.pixmap(face, W, H, 1.5).toImage() for face in ("R7", "W", "back")}
    first.save_rendered()
    assert sorted(renders) == ["R7", "W", "back"]
    renders.clear()
    second = CardArt(disk_cache=tmp_path)
    for face, image in drawn.items():
        again = second.pixmap(face, W, H, 1.5)
        assert again.toImage() == image
        assert again.devicePixelRatio() == 1.5
    assert renders == []


def test_the_next_start_finds_every_face_at_the_sizes_drawn(qtbot, tmp_path, renders) -> None:
    """The next deal holds other cards: after a run has drawn a few faces, keeping them
    writes every face at the same sizes, so the next start renders nothing."""
    first = CardArt(disk_cache=tmp_path)
    first.pixmap("G3", W, H)
    first.pixmap("back", 30, 42)
    steps = sum(1 for _ in first.keep_for_next_start())
    assert steps == 2 * len(ALL_FACES)
    renders.clear()
    second = CardArt(disk_cache=tmp_path)
    for face in ALL_FACES:
        second.pixmap(face, W, H)
        second.pixmap(face, 30, 42)
    assert renders == []


@pytest.mark.parametrize("damage", [b"", b"not a picture", "short"])
def test_a_damaged_picture_is_drawn_from_the_svg(qtbot, tmp_path, renders, damage) -> None:
    first = CardArt(disk_cache=tmp_path)
    good = first.pixmap("Y9", W, H).toImage()
    first.save_rendered()
    (kept,) = tmp_path.glob("*/Y9-*")
    if damage == "short":  # compressed pixels of the wrong size
        import zlib

        damage = zlib.compress(zlib.decompress(kept.read_bytes())[:-4])
    kept.write_bytes(damage)
    renders.clear()
    assert CardArt(disk_cache=tmp_path).pixmap("Y9", W, H).toImage() == good
    assert renders == ["Y9"]


def test_a_cache_that_cannot_be_written_changes_nothing(qtbot, tmp_path, caplog) -> None:
    caplog.set_level("INFO")
    blocked = tmp_path / "cards"
    blocked.write_text("a file where the folder should be")
    art = CardArt(disk_cache=blocked)
    pixmap = art.pixmap("S", W, H)
    art.save_rendered()
    assert list(art.keep_for_next_start()) == []
    assert not pixmap.isNull() and art.pixmap("S", W, H) is pixmap
    assert "not kept between runs" in caplog.text


def test_a_new_version_starts_a_new_cache_and_drops_the_old(qtbot, tmp_path, monkeypatch):
    from phase10_desktop.presentation import card_art

    CardArt(disk_cache=tmp_path).pixmap("R1", W, H)
    old = CardArt(disk_cache=tmp_path)
    old.pixmap("R1", W, H)
    old.save_rendered()
    (old_folder,) = tmp_path.iterdir()
    monkeypatch.setattr(card_art, "__version__", "99.0")
    new = CardArt(disk_cache=tmp_path)
    new.pixmap("R2", W, H)
    new.save_rendered()
    (new_folder,) = tmp_path.iterdir()
    assert new_folder != old_folder and new_folder.name.startswith("99.0-")


# -------------------------------------------------------------------- resources


def test_resources_dir_finds_the_checkout() -> None:
    found = resources.resources_dir()
    assert (found / "cards" / "back.svg").is_file()
    assert resources.resource_path("cards", "W.svg") == found / "cards" / "W.svg"


def test_resources_dir_prefers_a_pyinstaller_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "resources" / "cards").mkdir(parents=True)
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert resources.resources_dir.__wrapped__() == tmp_path / "resources"


def test_missing_resources_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(resources, "_candidates", lambda: [tmp_path / "nowhere"])
    with pytest.raises(resources.ResourcesNotFoundError, match="nowhere"):
        resources.resources_dir.__wrapped__()


def test_a_card_at_rest_is_drawn_pixel_for_pixel_as_its_picture(qtbot, tmp_path) -> None:
    """The table view is scaled to fit its window; a card at rest is drawn from a picture
    already rendered at its size on screen, so it is copied, not resampled (a smooth
    resample of every card cost ~3 ms a frame and blurred it by a fraction of a pixel)."""
    from table_helpers import fixed_deal, make_window, seats

    from phase10_desktop.host.game_setup import GameConfig

    w = make_window(qtbot, tmp_path)
    game = fixed_deal()
    w.start_game(game, GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating)
    w.resize(1111, 777)  # a size whose scale is not a whole number
    qtbot.waitUntil(lambda: not w.scene.animating)
    item = w.scene.item(game.hands[0][0])
    scale = w.view.transform().m11()
    assert abs(scale - round(scale)) > 1e-3
    shot = w.view.viewport().grab().toImage()
    size = item.rest_size if item.rest_size is not None else item.size()
    picture = w.art.pixmap(
        item.card.face, round(size.width()), round(size.height()), scale
    ).toImage()
    corner = w.view.mapFromScene(item.scenePos())
    inset = 10  # the rounded corners are blended with the felt
    for y in range(inset, picture.height() - inset, 3):
        for x in range(inset, picture.width() - inset, 3):
            assert shot.pixel(corner.x() + x, corner.y() + y) == picture.pixel(x, y), (x, y)
