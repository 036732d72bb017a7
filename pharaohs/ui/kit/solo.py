"""Board kit: a solo game's own side of the table, where the other players' places
stay empty: the best score of its rule set (``standing``: at the end, with this game
in it; names worded by ``entry_name`` as every high score is) and a column of notes
(``draw_notes``) wrapped to the room left. The scores themselves the board asks of its
context (``BoardContext.solo_scores``): the kit reads no files.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.ui.kit import theme


def solo_table(game_id: str, variant: str) -> str:
    """The high-score table of solo games of one game's rule set."""
    return f"{game_id}-solo-{variant}"


def entry_name(entry: dict) -> str:
    """A high-score entry's name as the table shows it: marked, in the reader's language,
    when the game was played with hints."""
    name = entry.get("name", "?")
    return _("{name} (with hints)", name=name) if entry.get("hints") else name


def game_key(match) -> str:
    """A finished game's mark in its high-score table (its seed and moves), so that its
    results shown again do not enter it twice, and its side of the table finds it."""
    return f"{match.seed}:{len(match.log)}"


def standing(entries: list[dict], key: str | None = None):
    """What a solo game's side of the table says of the best score of its rule set (its
    high-score ``entries``, best first): the best so far; once the game marked ``key`` is
    in the table, whether it is the first score, a new best (and the old one), or which
    best it stays below."""
    if not entries:
        return _("no best score yet")
    best = entries[0]
    if key is not None and best.get("game") == key:
        if len(entries) == 1:
            return _("your first score, {score}, is the best so far", score=best["score"])
        before = entries[1]
        return _("a new best score, {score} (before: {previous} by {name})",
                 score=best["score"], previous=before["score"], name=entry_name(before))
    return _("best solo score {score} ({name})", score=best["score"], name=entry_name(best))


def draw_notes(lettering, surface, lines, area, size: int, more, gap: int = 3) -> None:
    """``lines`` (each ``(message, bold)``) wrapped to ``area``'s width, one under the other
    from its top and ``gap`` pixels apart; when the rest would not fit, the line ``more(n)``
    (saying ``n`` are left) ends the column instead."""
    line_h = theme.font(size).get_linesize()
    y = area.y
    for index, (message, bold) in enumerate(lines):
        parts = theme.wrap(message, size, area.width, bold)
        if y + (len(parts) + 1) * line_h > area.bottom and index < len(lines) - 1:
            lettering.text(surface, more(len(lines) - index), (area.x, y), size, theme.INK,
                           max_width=area.width)
            return
        for part in parts:
            lettering.text(surface, part, (area.x, y), size, theme.INK, bold,
                           max_width=area.width)
            y += line_h
        y += gap
