"""Text from a file or the keyboard, made safe to draw.

pygame raises "Text has zero width" for a string of only zero-width or
direction characters, draws empty boxes for glyphs the font lacks, and a
lone surrogate cannot even be written back to a UTF-8 file. Everything a
player did not type in this session (names from saves and settings) and
everything typed or pasted into a field passes through here first.
"""

from __future__ import annotations

import unicodedata

from pharaohs.files.glyphs import drawable

#: the longest player name: what the new-game dialog's name fields accept
NAME_LIMIT = 20
#: how many characters of a bad value a refusal sentence quotes
QUOTE_LIMIT = 12
#: how many items of a bad list or set a refusal sentence quotes
ITEMS_QUOTED = 3
#: what stands in for a character that cannot be drawn
REPLACEMENT = "\ufffd"
#: control, surrogate, private-use and unassigned characters: shown as the replacement
_REPLACED = frozenset({"Cc", "Cs", "Co", "Cn"})
#: format characters (zero-width spaces and joiners, direction marks): dropped
_DROPPED = frozenset({"Cf", "Zl", "Zp"})
#: combining marks: they draw nothing on their own
_MARKS = frozenset({"Mn", "Me"})
#: printable ASCII and Latin-1 (not the soft hyphen, a format character): the bundled font
#: draws them all (a test checks), so names made of them are taken without reading its
#: cmap table, which would take longer than the main menu's whole first frame
PLAIN = frozenset(map(chr, (*range(0x20, 0x7F), *range(0xA0, 0xAD), *range(0xAE, 0x100))))


def _normalized(text: str) -> str:
    """NFC, so typed or pasted accents join their letter (lone surrogates left as they are)."""
    try:
        return unicodedata.normalize("NFC", text)
    except UnicodeError:
        return text


def _drawn(char: str) -> bool:
    """Whether the bundled font has a glyph for ``char``."""
    return char in PLAIN or ord(char) in drawable()


def clean(text: str, limit: int | None = None, fallback: str = REPLACEMENT) -> str:
    """``text`` as it may be drawn: control characters, lone surrogates and glyphs the
    font lacks replaced, format characters dropped, shortened to ``limit`` characters
    (ending in "…"); ``fallback`` if nothing drawable is left."""
    out = []
    for char in _normalized(text):
        kind = unicodedata.category(char)
        if kind in _DROPPED or (kind in _MARKS and not out):
            continue
        out.append(REPLACEMENT if kind in _REPLACED or not _drawn(char) else char)
        if limit is not None and len(out) > limit:
            break
    result = "".join(out).strip()
    if limit is not None and len(result) > limit:
        result = result[:limit - 1].rstrip() + "…"
    if not result or all(unicodedata.category(c) in _MARKS or c.isspace() for c in result):
        return fallback
    return result


def typed(text: str) -> str:
    """What of a keyboard entry or a paste a text field takes: only characters that draw
    something, so no field can hold text of zero width or empty boxes."""
    return "".join(char for char in _normalized(text)
                   if unicodedata.category(char) not in _REPLACED | _DROPPED | _MARKS
                   and _drawn(char) and char not in "\n\r\t")


def quote(value) -> str:
    """A bad value as a refusal sentence may show it: a few characters, always drawable."""
    if isinstance(value, str):
        shown = clean(value, QUOTE_LIMIT, fallback="")
        return f"“{shown}”"
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    if isinstance(value, int):
        digits = str(value) if abs(value) < 10 ** QUOTE_LIMIT else f"{str(value)[:6]}…"
        return digits
    if isinstance(value, float):
        return repr(value)[:QUOTE_LIMIT]
    if isinstance(value, (tuple, frozenset)):
        items = sorted(value, key=repr) if isinstance(value, frozenset) else value
        shown = [quote(item) for item in list(items)[:ITEMS_QUOTED]]
        more = ", …" if len(value) > ITEMS_QUOTED else ""
        return ("[{}{}]" if isinstance(value, tuple) else "{{{}{}}}").format(
            ", ".join(shown), more)
    return {list: "a list", dict: "an object"}.get(type(value), "a value")
