"""Board kit: the player aid's parts as data, and what the part under the pointer is.

Each game writes its aid in ``pharaohs/games/<id>/board/aid.py`` (``AID``, an ``Aid``;
``VARIANTS``, ``OPTIONS`` and ``PLAYERS``: one line each for the new-game screen), every
text a whole sentence marked with ``N_`` in the game's domain. The same parts name the
layout's spots they cover, so hovering any part of the board says what it is
(``part_hint``, the fall-back of every board's hover hints). The frame's
``ui.frame.aid`` shows the whole aid on one scrolling screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaohs import locale
from pharaohs.core.i18n import _


@dataclass(frozen=True)
class Part:
    """One part of a board: its name, what it shows and means, the layout spots it covers
    (exact names, or prefixes ending in ``_`` such as ``"sun_"``) and pictures of it
    (names in ``assets/<game>/``)."""

    name: str
    text: str
    spots: tuple[str, ...] = ()
    pictures: tuple[str, ...] = ()


@dataclass(frozen=True)
class Aid:
    """A game's player aid: the parts of its board, its turn and its scoring."""

    parts: tuple[Part, ...]
    turn: tuple[str, ...]
    scoring: tuple[str, ...]


def covers(pattern: str, name: str) -> bool:
    """Whether the spot ``pattern`` of a part names the layout spot ``name``."""
    return name == pattern or (pattern.endswith("_") and name.startswith(pattern))


def part_at(board, pos, aid: Aid) -> Part | None:
    """The part whose smallest spot lies under ``pos`` (a space before its area)."""
    if board.placement is None:
        return None
    found, smallest = None, None
    for name in board.placement.layout.spots:
        rect = board.rect(name)
        if not rect.collidepoint(pos):
            continue
        part = next((p for p in aid.parts if any(covers(s, name) for s in p.spots)), None)
        if part is not None and (smallest is None or rect.width * rect.height < smallest):
            found, smallest = part, rect.width * rect.height
    return found


def describe(part: Part) -> str:
    """A part's name and meaning as one hint."""
    return _("{part}: {meaning}", part=locale.marked(part.name),
             meaning=locale.marked(part.text))


def part_hint(board, pos, aid: Aid) -> str | None:
    """What the part of the board under ``pos`` is, for a hover hint."""
    part = part_at(board, pos, aid)
    return None if part is None else describe(part)
