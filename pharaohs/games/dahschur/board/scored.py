"""Where Dahschur's final breakdown lies on the board (the results screen marks it):
the avenue plates a seat set its gems on, the plates with its symbol that fellow
players filled, the chamber cards its discs went onto and its own cards that took
fellow players' discs, the gems left in its supply. A reward of the princes left
nothing on the table, so it is marked at the seat's marker on the obelisks.

Who set a gem or a disc is not on the board (gems and discs carry no colour); it
is read from the moves played, both of which everybody saw."""

from __future__ import annotations

from pharaohs.games.dahschur.board.pieces import marker_rect
from pharaohs.games.dahschur.rules.data import plate_owner
from pharaohs.games.dahschur.rules.moves import PlaceDisc, PlaceGem
from pharaohs.games.dahschur.rules.points import (
    AP_AVENUE,
    AP_DISCS,
    AP_FELLOW_DISCS,
    AP_GEMS,
    AP_PLATES,
    AP_REWARD,
)
from pharaohs.ui.kit.score_table import ScoredItem


def setters(moves) -> tuple[dict[int, int], dict[tuple[int, int], int]]:
    """Who set the gem on each avenue space, and who laid the disc on each chamber card
    ((chamber, card owner)), from the ``(seat, move)`` pairs played."""
    gems, discs = {}, {}
    for seat, move in moves:
        if isinstance(move, PlaceGem):
            gems[move.plate] = seat
        elif isinstance(move, PlaceDisc):
            discs[move.chamber, move.owner] = seat
    return gems, discs


def spots(board, view, seat: int, shown: int, gems, discs) -> dict[int, tuple]:
    """The places of each category (``points.AP_*``) of ``seat``'s recognition points."""
    rect = board.rect
    plates = range(view.filled)
    marker = (marker_rect(board, view, seat),)
    supply = tuple(rect(f"gems_{g}") for g, count in enumerate(view.gems[seat]) if count)
    return {
        AP_AVENUE: tuple(rect(f"plate_{p}") for p in plates if gems.get(p) == seat),
        AP_PLATES: tuple(rect(f"plate_{p}") for p in plates
                         if plate_owner(view.avenue[p]) == seat and gems.get(p) != seat),
        AP_REWARD: marker,
        AP_DISCS: tuple(rect(f"chamber_{c}_{o}") for (c, o), by in discs.items() if by == seat),
        AP_FELLOW_DISCS: tuple(rect(f"chamber_{c}_{o}") for (c, o), by in discs.items()
                               if o == seat != by),
        # the supply on the board is the shown seat's; another's is counted at its marker
        AP_GEMS: supply if seat == shown else marker,
    }


def scored_items(board, view, outcome, shown: int) -> list[list[ScoredItem]]:
    gems, discs = setters(board.ctx.moves_played())
    out = []
    for seat, details in enumerate(outcome.details):
        where = spots(board, view, seat, shown, gems, discs)
        out.append([ScoredItem(label, label, points, where[category] if points else ())
                    for category, (label, points) in enumerate(details)])
    return out
