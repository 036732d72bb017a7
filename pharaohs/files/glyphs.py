"""Which characters the bundled Noto Sans can draw, read from the font's own cmap table.

pygame cannot say whether a font has a glyph (it silently draws an empty
box), so text from files and the keyboard is checked against this set before
it reaches the screen. Pure Python: the TrueType table layout needs no font
library.
"""

from __future__ import annotations

import struct
from functools import cache

from pharaohs.resources import MissingResource, resource

FONT_FILES = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf")


def cmap_characters(data: bytes) -> frozenset[int]:
    """The code points a TrueType/OpenType font maps to a glyph (cmap formats 4 and 12)."""
    _version, tables = struct.unpack_from(">IH", data, 0)
    offset = None
    for i in range(tables):
        tag, _sum, start, _length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if tag == b"cmap":
            offset = start
    if offset is None:
        return frozenset()
    _v, count = struct.unpack_from(">HH", data, offset)
    found: set[int] = set()
    for i in range(count):
        _platform, _encoding, sub = struct.unpack_from(">HHI", data, offset + 4 + 8 * i)
        table = offset + sub
        kind = struct.unpack_from(">H", data, table)[0]
        if kind == 4:
            found |= _format4(data, table)
        elif kind == 12:
            found |= _format12(data, table)
    return frozenset(found)


def _format4(data: bytes, table: int) -> set[int]:
    segments = struct.unpack_from(">H", data, table + 6)[0] // 2
    ends = struct.unpack_from(f">{segments}H", data, table + 14)
    starts_at = table + 16 + 2 * segments
    starts = struct.unpack_from(f">{segments}H", data, starts_at)
    deltas = struct.unpack_from(f">{segments}h", data, starts_at + 2 * segments)
    ranges_at = starts_at + 4 * segments
    ranges = struct.unpack_from(f">{segments}H", data, ranges_at)
    found = set()
    for seg, (start, end, delta, rng) in enumerate(zip(starts, ends, deltas, ranges,
                                                        strict=True)):
        for code in range(start, end + 1):
            if code == 0xFFFF:
                continue
            if rng == 0:
                glyph = (code + delta) & 0xFFFF
            else:
                where = ranges_at + 2 * seg + rng + 2 * (code - start)
                glyph = struct.unpack_from(">H", data, where)[0]
                glyph = (glyph + delta) & 0xFFFF if glyph else 0
            if glyph:
                found.add(code)
    return found


def _format12(data: bytes, table: int) -> set[int]:
    groups = struct.unpack_from(">I", data, table + 12)[0]
    found = set()
    for i in range(groups):
        start, end, first = struct.unpack_from(">III", data, table + 16 + 12 * i)
        found.update(code for n, code in enumerate(range(start, end + 1)) if first + n)
    return found


@cache
def drawable() -> frozenset[int]:
    """Code points both weights of the bundled font draw (printable ASCII if it is missing)."""
    sets = []
    for name in FONT_FILES:
        try:
            sets.append(cmap_characters(resource("assets", "fonts", name).read_bytes()))
        except (MissingResource, OSError, struct.error):
            sets.append(frozenset(range(0x20, 0x7F)))
    return frozenset.intersection(*sets)
