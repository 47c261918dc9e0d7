"""Shrink the ICU data library the Linux Qt wheels ship (32 MB) to what Qt uses.

``libQt6Core.so.6`` links ICU, and ``libicudata.so.73`` is a single 32 MB symbol
(``icudt73_dat``) holding an ICU *common data package*: 3,900 items of locale
data for 800 locales, 190 legacy-charset converters, CJK/Thai/Khmer word-break
dictionaries, transliteration rules. It is the largest file in the bundle.

Qt itself uses little of it: collation (``QCollator``, locale-aware sorting),
case mapping and normalisation (mostly built into ``libicuuc``), time-zone
display names, and converters only when a program asks ``QStringConverter`` for a
legacy charset by name (Qt 6 treats the Unix locale as UTF-8). Qt's ``QLocale``
carries its own CLDR tables. So this module rewrites the package keeping:

- every non-locale item (normalisation, character names, likely subtags,
  supplemental data, time-zone rules, plural rules, resource pools and indexes);
- locale items (top level and the ``coll``, ``zone``, ``curr``, ``lang``,
  ``region``, ``unit``, ``brkitr`` trees) for ``root`` and the languages the game
  is translated into, plus English;
- the break-iterator rules, but not the dictionaries;

and drops the charset converters (``*.cnv``), transliteration and number
spell-out rules. Anything ICU is asked for and no longer finds falls back the way
ICU always does for an unknown locale: to ``root``.

The new package is assembled into a library with the same soname and symbol
(``.incbin`` through the C compiler), so nothing else changes. Without a C
compiler the original library is kept and the build says so.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from collections.abc import Iterable
from pathlib import Path

__all__ = ["keep_item", "read_package", "slim_icu_library", "write_package"]

_LOCALE_RE = re.compile(r"^(?P<lang>root|[a-z]{2,3})(?:_[A-Za-z0-9]+)*$")
#: trees whose items are per-locale resource bundles (plus their pool/res_index)
_LOCALE_TREES = {"coll", "zone", "curr", "lang", "region", "unit", "brkitr", ""}
_DROPPED_TREES = {"translit", "rbnf"}
#: per-tree bookkeeping that looks like a locale name to the pattern above
_TREE_FILES = {"res_index", "pool"}
_ALIGN = 16


def read_package(blob: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """Split an ICU common data package into its header and ``(name, item)`` pairs.

    Layout: a header (``headerSize`` bytes, data format ``CmnD``), then the table
    of contents: ``count`` and ``count`` pairs of offsets (name, data) relative to
    the start of the table, the NUL-terminated names, then the items.
    """
    header_size, magic1, magic2 = struct.unpack_from("<HBB", blob, 0)
    if (magic1, magic2) != (0xDA, 0x27) or blob[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package (CmnD)")
    if blob[8] != 0:
        raise ValueError("big-endian ICU data is not supported")
    toc = header_size
    (count,) = struct.unpack_from("<I", blob, toc)
    pairs = [struct.unpack_from("<II", blob, toc + 4 + 8 * i) for i in range(count)]
    starts = [toc + data for _name, data in pairs]
    items = []
    for i, (name_off, _data) in enumerate(pairs):
        name_start = toc + name_off
        name = blob[name_start : blob.index(b"\0", name_start)].decode("ascii")
        end = starts[i + 1] if i + 1 < count else len(blob)
        items.append((name, blob[starts[i] : end]))
    return blob[:header_size], items


def write_package(header: bytes, items: Iterable[tuple[str, bytes]]) -> bytes:
    """Inverse of :func:`read_package`; items are sorted (ICU binary-searches names)."""
    items = sorted(items)
    count = len(items)
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    names_start = 4 + 8 * count
    data_start = names_start + len(names)
    data_start += -(len(header) + data_start) % _ALIGN  # items 16-byte aligned
    toc = bytearray(struct.pack("<I", count))
    body = bytearray()
    name_off = names_start
    for name, item in items:
        pad = -(len(header) + data_start + len(body)) % _ALIGN
        body += b"\0" * pad
        toc += struct.pack("<II", name_off, data_start + len(body))
        name_off += len(name) + 1
        body += item
    gap = data_start - names_start - len(names)
    # 0xAA filler, as ICU's own tools write it: an unfiltered package round-trips
    # byte for byte.
    return header + bytes(toc) + names + b"\xaa" * gap + bytes(body)


def keep_item(name: str, languages: Iterable[str]) -> bool:
    """Whether the item ``icudtNNl/<tree>/<file>`` stays in the slim package."""
    keep_langs = {"root", "en", *(lang.split("_")[0] for lang in languages)}
    parts = name.split("/", 1)[1].split("/")
    tree = parts[0] if len(parts) > 1 else ""
    base, _, ext = parts[-1].rpartition(".")
    if tree in _DROPPED_TREES or ext == "cnv":
        return False
    if tree == "brkitr" and ext == "dict":
        return False
    if tree not in _LOCALE_TREES or ext != "res":
        return True
    match = _LOCALE_RE.match(base)
    if match is None or base in _TREE_FILES:  # pool, res_index, supplementalData, ...
        return True
    return match["lang"] in keep_langs


def _extract_symbol(lib: Path) -> tuple[str, bytes]:
    """The ``icudtNN_dat`` symbol's name and bytes, read from the ELF file."""
    out = subprocess.run(
        ["readelf", "-W", "--dyn-syms", str(lib)], capture_output=True, text=True, check=True
    ).stdout
    for line in out.splitlines():
        fields = line.split()
        if len(fields) >= 8 and re.fullmatch(r"icudt\d+_dat", fields[7]) and fields[6] != "UND":
            value, size, name = int(fields[1], 16), int(fields[2], 0), fields[7]
            break
    else:
        raise ValueError(f"no icudt*_dat symbol in {lib}")
    sections = subprocess.run(
        ["readelf", "-W", "-S", str(lib)], capture_output=True, text=True, check=True
    ).stdout
    for line in sections.splitlines():
        m = re.search(r"\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)", line)
        if not m:
            continue
        addr, off, sz = (int(m[i], 16) for i in (2, 3, 4))
        if addr <= value < addr + sz:
            start = off + value - addr
            return name, lib.read_bytes()[start : start + size]
    raise ValueError(f"cannot locate {name} in the sections of {lib}")


def _soname(lib: Path) -> str:
    out = subprocess.run(
        ["readelf", "-d", str(lib)], capture_output=True, text=True, check=True
    ).stdout
    m = re.search(r"\(SONAME\).*\[(.+)\]", out)
    return m[1] if m else lib.name


def slim_icu_library(lib: Path, workdir: Path, languages: Iterable[str]) -> Path | None:
    """Build the slim ``libicudata`` in ``workdir``; return it, or None if not possible.

    None (keep the original) when the tools are missing or the file is not what
    we expect; the reason is printed, so a bigger build is never a silent one.
    """
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None or shutil.which("readelf") is None:
        print("icu_slim: no C compiler or readelf; keeping the full ICU data library")
        return None
    try:
        symbol, blob = _extract_symbol(lib)
        header, items = read_package(blob)
    except (ValueError, subprocess.CalledProcessError) as e:
        print(f"icu_slim: {e}; keeping the full ICU data library")
        return None
    langs = sorted(set(languages))
    kept = [(n, d) for n, d in items if keep_item(n, langs)]
    package = write_package(header, kept)
    # Reading our own output back is a cheap proof the package is well-formed.
    _check = read_package(package)
    assert [n for n, _ in _check[1]] == sorted(n for n, _ in kept)

    workdir.mkdir(parents=True, exist_ok=True)
    dat = workdir / f"{symbol}.bin"
    dat.write_bytes(package)
    asm = workdir / f"{symbol}.S"
    asm.write_text(
        "\n".join(
            [
                "    .section .rodata",
                f"    .globl {symbol}",
                f"    .type {symbol}, @object",
                "    .balign 16",
                f"{symbol}:",
                f'    .incbin "{dat.name}"',
                f"    .size {symbol}, . - {symbol}",
                '    .section .note.GNU-stack,"",@progbits',
                "",
            ]
        ),
        encoding="ascii",
    )
    out = workdir / lib.name
    result = subprocess.run(
        [cc, "-shared", "-nostdlib", f"-Wl,-soname,{_soname(lib)}", "-o", str(out), asm.name],
        cwd=workdir,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        print(f"icu_slim: {cc} failed ({result.stderr.strip()}); keeping the full library")
        return None
    print(
        f"icu_slim: {len(kept)} of {len(items)} ICU data items kept for {', '.join(langs) or 'en'}"
        f" ({len(blob) / 1e6:.1f} MB -> {len(package) / 1e6:.1f} MB)"
    )
    return out
