"""What the mouse does, read from each game's one table from move to places (``reach``).

A game's ``KEYS.reach(board, view, seat, move)`` says where a hand takes hold of a
move and where it lets go (``end`` None: a click there), as the layout's spot names
or, for a piece drawn where the view puts it, a rect; an end ``Around`` a wider place
catches a drop there too without glowing. From the legal moves and that table alone
this module answers what every board used to write again: the places that glow while
a piece is held (or where a click plays), the move a drop or a click means, and for a
drop or a click where no legal move goes, the move of the game's ``move_space`` it
meant, so the rules can say why not (``refused``, ``click_refused``). The board kit
(``KitBoard.drop``, ``clicked``) plays them; a game keeps only the words for a drop
or a click that means no move at all.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from pharaohs.ui.kit.keyboard import Spot


@dataclass(frozen=True)
class Around:
    """An end of ``reach`` wider than the place that glows (a warehouse's whole column):
    a drop anywhere in it lets go there too, but it is lit, marked and Tabbed to never."""

    place: object


def rect_of(board, place) -> pygame.Rect:
    """A place of ``reach`` on screen: a spot name of the layout, a rect, a ``Spot`` or
    a place ``Around`` one."""
    if isinstance(place, Around):
        return rect_of(board, place.place)
    if isinstance(place, str):
        return board.rect(place)
    return pygame.Rect(place.rect if isinstance(place, Spot) else place)


def shown(pairs) -> list:
    """The ``(start, end)`` pairs of ``reach`` a hand is shown: none ending ``Around``."""
    return [(start, end) for start, end in pairs if not isinstance(end, Around)]


def let_go(pairs) -> list:
    """Where the ``(start, end)`` pairs of a move's ``reach`` let go of it: the ends of
    its drags, else the places it is clicked on (what its last-move mark outlines)."""
    ends = _distinct(end for _start, end in shown(pairs) if end is not None)
    return ends or _distinct(start for start, end in pairs if end is None)


def _legal_places(board, view, viewer) -> list[tuple[object, object, object]]:
    """``(move, start, end)`` for every place of every legal move of ``viewer``."""
    if viewer is None or board.placement is None or not board.ctx.acting(viewer):
        return []
    return [(move, start, end) for move in board.legal(view, viewer)
            for start, end in board.KEYS.reach(board, view, viewer, move)]


def _distinct(items) -> list:
    out = []
    for item in items:
        if item not in out:
            out.append(item)
    return out


def _taken_at(board, start, home: pygame.Rect) -> bool:
    return rect_of(board, start).collidepoint(home.center)


def targets(board, view, viewer, home: pygame.Rect, payload=None) -> list:
    """Where the piece taken from ``home`` (carrying ``payload``) may be let go with a
    legal move."""
    return _distinct(end for move, start, end in _legal_places(board, view, viewer)
                     if end is not None and not isinstance(end, Around)
                     and _taken_at(board, start, home) and board.holds(payload, move))


def click_places(board, view, viewer) -> list:
    """Where a click makes a legal move now."""
    return _distinct(start for _move, start, end in _legal_places(board, view, viewer)
                     if end is None)


def _smallest_first(board, found) -> list:
    """The moves of ``(move, place)`` pairs, the one on the smallest place first (a card
    is found before the row around it)."""
    found = sorted(found, key=lambda pair: _area(rect_of(board, pair[1])))
    return _distinct(move for move, _place in found)


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def dropped(board, view, viewer, home: pygame.Rect, pos, payload=None) -> list:
    """The legal moves that take hold at ``home`` and let go at ``pos`` (of a piece
    carrying ``payload``)."""
    return _smallest_first(board, [
        (move, end) for move, start, end in _legal_places(board, view, viewer)
        if end is not None and _taken_at(board, start, home)
        and rect_of(board, end).collidepoint(pos) and board.holds(payload, move)])


def refused(board, view, viewer, home: pygame.Rect, pos, payload=None) -> str | None:
    """Why the piece taken from ``home`` (carrying ``payload``) may not be let go at
    ``pos``: the rules' reason for the move of the game's ``move_space`` that ``reach``
    lets go there (the one on the smallest place), or None where no move the game can
    describe does."""
    def let_go_here(move, start, end):
        return end if (end is not None and _taken_at(board, start, home)
                       and rect_of(board, end).collidepoint(pos)
                       and board.holds(payload, move)) else None
    return _why_not(board, view, viewer, let_go_here)


def click_refused(board, view, viewer, pos) -> str | None:
    """Why a click at ``pos`` makes no move: the rules' reason for the move of the game's
    ``move_space`` that ``reach`` clicks there (the one on the smallest place), or None
    where no move the game can describe is a click there."""
    return _why_not(board, view, viewer, lambda move, start, end: start if (
        end is None and rect_of(board, start).collidepoint(pos)) else None)


def _why_not(board, view, viewer, at) -> str | None:
    """The rules' reason for the move of ``move_space``, not legal now, on the smallest
    of the places ``at(move, start, end)`` finds in ``reach`` (None: no place)."""
    if viewer is None or board.placement is None or not board.ctx.acting(viewer):
        return None
    legal = set(board.legal(view, viewer))
    meant = _smallest_first(board, [
        (move, place) for move in board.ctx.move_space(view, viewer) if move not in legal
        for start, end in board.KEYS.reach(board, view, viewer, move)
        if (place := at(move, start, end)) is not None])
    return board.ctx.why_not(meant[0]) if meant else None


def clicked(board, view, viewer, pos) -> list:
    """The legal moves a click at ``pos`` makes."""
    return _smallest_first(board, [
        (move, start) for move, start, end in _legal_places(board, view, viewer)
        if end is None and rect_of(board, start).collidepoint(pos)])


def click_place(board, view, viewer, pos):
    """The place a click at ``pos`` makes a legal move on (the smallest), or None: what a
    press and its release must both be over to be a click."""
    places = [start for start in click_places(board, view, viewer)
              if rect_of(board, start).collidepoint(pos)]
    return min(places, key=lambda p: _area(rect_of(board, p)), default=None)
