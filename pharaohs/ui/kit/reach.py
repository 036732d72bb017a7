"""What the mouse does, read from each game's one table from move to places (``reach``).

A game's ``KEYS.reach(board, view, seat, move)`` says where a hand takes hold of a
move and where it lets go (``end`` None: a click there), as the layout's spot names
or, for a piece drawn where the view puts it, a rect. From the legal moves and that
table alone this module answers what every board used to write again: the places that
glow while a piece is held (or where a click plays), the move a drop means and the
move a click means. The board kit (``KitBoard.drop``, ``clicked``) plays them; what
the table cannot say (why a drop elsewhere is refused) stays the game's words.
"""

from __future__ import annotations

import pygame

from pharaohs.ui.kit.keyboard import Spot


def rect_of(board, place) -> pygame.Rect:
    """A place of ``reach`` on screen: a spot name of the layout, a rect or a ``Spot``."""
    if isinstance(place, str):
        return board.rect(place)
    return pygame.Rect(place.rect if isinstance(place, Spot) else place)


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


def targets(board, view, viewer, home: pygame.Rect) -> list:
    """Where the piece taken from ``home`` may be let go with a legal move."""
    return _distinct(end for _move, start, end in _legal_places(board, view, viewer)
                     if end is not None and _taken_at(board, start, home))


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


def dropped(board, view, viewer, home: pygame.Rect, pos) -> list:
    """The legal moves that take hold at ``home`` and let go at ``pos``."""
    return _smallest_first(board, [
        (move, end) for move, start, end in _legal_places(board, view, viewer)
        if end is not None and _taken_at(board, start, home)
        and rect_of(board, end).collidepoint(pos)])


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
