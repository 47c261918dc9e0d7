"""The fonts the Windows check's wine prefix may use (packaging/windows/wine/).

Under wine 8 a bitmap-only font (Noto Color Emoji's CBDT glyphs) crashed the
installed game in about half its starts: Qt's GDI font engine reads
``GetOutlineTextMetricsW``'s answer unchecked, and wine has none for such a font.
The check shows wine the machine's fonts without those; these tests pin which
files are left out, on made-up font files (no font package needed).
"""

from __future__ import annotations

import struct
from pathlib import Path

from packaging_modules import load

winebuild = load("windows/wine/winebuild")


def sfnt(tags: list[bytes], version: bytes = b"\0\1\0\0") -> bytes:
    """The table directory of an OpenType file with these tables (no table data)."""
    head = version + struct.pack(">HHHH", len(tags), 0, 0, 0)
    return head + b"".join(tag + bytes(12) for tag in tags)


def collection(font: bytes) -> bytes:
    """A TrueType collection holding one font, at offset 16."""
    return b"ttcf" + struct.pack(">HHI", 1, 0, 1) + struct.pack(">I", 16) + font


def test_bitmap_only_fonts_are_told_from_outline_fonts(tmp_path: Path) -> None:
    cases = {
        "emoji.ttf": (sfnt([b"CBDT", b"CBLC", b"cmap", b"head"]), False),  # Noto Color Emoji
        "apple.ttf": (sfnt([b"sbix", b"cmap"], b"true"), False),
        "sans.ttf": (sfnt([b"cmap", b"glyf", b"head", b"loca"]), True),
        "serif.otf": (sfnt([b"CFF ", b"cmap"], b"OTTO"), True),
        "variable.otf": (sfnt([b"CFF2", b"cmap"], b"OTTO"), True),
        "colr.ttf": (sfnt([b"COLR", b"CPAL", b"glyf"]), True),  # Segoe UI Emoji's kind
        "set.ttc": (collection(sfnt([b"CBDT", b"cmap"])), False),
        "nimbus.t1": (b"%!PS-AdobeFont-1.0: NimbusRoman", True),  # Type 1: left to wine
        "short.ttf": (b"\0\1", True),
    }
    for name, (data, outlines) in cases.items():
        (tmp_path / name).write_bytes(data)
        assert winebuild.has_outlines(tmp_path / name) is outlines, name


def test_wine_is_shown_every_font_but_the_bitmap_only_ones(tmp_path: Path, monkeypatch) -> None:
    fonts = tmp_path / "share" / "fonts"
    (fonts / "truetype" / "noto").mkdir(parents=True)
    (fonts / "truetype" / "noto" / "NotoColorEmoji.ttf").write_bytes(sfnt([b"CBDT", b"cmap"]))
    (fonts / "truetype" / "noto" / "NotoSans-Regular.ttf").write_bytes(sfnt([b"glyf", b"cmap"]))
    (fonts / "type1").mkdir()
    (fonts / "type1" / "NimbusRoman-Regular.t1").write_bytes(b"%!PS-AdobeFont-1.0")
    (fonts / "type1" / "NimbusRoman-Regular.afm").write_text("StartFontMetrics")
    monkeypatch.setattr(winebuild, "LINUX_FONT_DIRS", (str(fonts), str(tmp_path / "none")))

    conf = winebuild.outline_fonts(tmp_path / "linux-fonts")

    linked = sorted(p.resolve().name for p in (tmp_path / "linux-fonts" / "fonts").iterdir())
    assert linked == ["NimbusRoman-Regular.t1", "NotoSans-Regular.ttf"]
    text = conf.read_text(encoding="utf-8")
    assert f"<dir>{tmp_path / 'linux-fonts' / 'fonts'}</dir>" in text
    assert "/usr/share/fonts" not in text  # wine would read every file there itself
    # made once: a second Wine of the same prefix finds it as it is
    (fonts / "truetype" / "noto" / "NotoSerif-Regular.ttf").write_bytes(sfnt([b"glyf"]))
    assert winebuild.outline_fonts(tmp_path / "linux-fonts") == conf
    assert len(list((tmp_path / "linux-fonts" / "fonts").iterdir())) == 2


def test_every_wine_the_check_starts_sees_those_fonts(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(winebuild, "LINUX_FONT_DIRS", ())
    wine = winebuild.Wine(tmp_path / "prefix")
    assert wine.env["FONTCONFIG_FILE"] == str(tmp_path / "linux-fonts" / "fonts.conf")
    assert Path(wine.env["FONTCONFIG_FILE"]).is_file()


def names_of(font: bytes) -> dict[int, str]:
    """The Windows-platform names of a font, by name id (as Windows and wine read them)."""
    (count,) = struct.unpack_from(">H", font, 4)
    for i in range(count):
        tag, _sum, offset, _length = struct.unpack_from(">4sIII", font, 12 + 16 * i)
        if tag == b"name":
            _format, n, strings = struct.unpack_from(">HHH", font, offset)
            found = {}
            for r in range(n):
                platform, _enc, _lang, name_id, size, at = struct.unpack_from(
                    ">6H", font, offset + 6 + 12 * r
                )
                if platform == 3:
                    start = offset + strings + at
                    found[name_id] = font[start : start + size].decode("utf-16-be")
            return found
    raise AssertionError("no name table")


def test_the_segoe_ui_stand_in_is_named_as_windows_names_it() -> None:
    """Qt's DirectWrite font database finds a family by its name table: the renamed
    font must say Segoe UI there, and keep every other table of the original."""
    original = sfnt([b"OS/2", b"cmap", b"glyf", b"name"])
    bold = winebuild.renamed_font(original, "Segoe UI", "Bold")
    assert names_of(bold) == {
        1: "Segoe UI",
        2: "Bold",
        3: "Segoe UI Bold",
        4: "Segoe UI Bold",
        6: "SegoeUIBold-Stand-in",
    }

    def others(font: bytes) -> dict[bytes, bytes]:
        """The table directory's entries but the name table's."""
        entries = (font[12 + 16 * i : 28 + 16 * i] for i in range(4))
        return {e[:4]: e for e in entries if e[:4] != b"name"}

    assert others(bold) == others(original)
    assert len(bold) % 4 == 0
    assert names_of(winebuild.renamed_font(original, "Segoe UI", "Regular"))[4] == "Segoe UI"


def test_the_interface_font_is_segoe_ui_9_points_as_on_windows_10() -> None:
    blob = winebuild.logfont("Segoe UI", -12, 400)
    assert len(blob) == 92  # sizeof(LOGFONTW)
    height, _w, _e, _o, weight = struct.unpack_from("<5l", blob)
    assert (height, weight) == (-12, 400)
    assert blob[28:].decode("utf-16-le").rstrip("\0") == "Segoe UI"
