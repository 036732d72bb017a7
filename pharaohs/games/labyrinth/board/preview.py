"""What the board shows beyond the state: paths, walled-in chambers, a dropped tile's effect.

Presentation only: the rules decide every move and every score; these helpers
read the same boards to show a player what a drop would do before Confirm.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import lru_cache

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board.grid import QUARTER_POS, QUARTERS, SIZE, STEP
from pharaohs.games.labyrinth.board.memo import Memo
from pharaohs.games.labyrinth.rules import data

OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
#: the portal gaps in the outer wall: (row, col, side)
PORTAL_GAPS = frozenset(
    (*quarter, data.PORTALS[name][0])
    for name in data.PORTAL_NAMES for quarter in data.PORTALS[name][1:])


def with_tile(board, space: int, number: int, rotation: int) -> tuple:
    return (*board[:space], (number, rotation), *board[space + 1:])


def with_board(view, seat: int, board):
    """``view`` with ``seat``'s pyramid replaced by ``board``."""
    return dataclasses.replace(view, boards=(*view.boards[:seat], board,
                                             *view.boards[seat + 1:]))


def quarters_of(board) -> dict:
    """``{(row, col): (open sides, scarab)}`` of every laid quarter."""
    out = {}
    for space, tile in enumerate(board):
        if tile is None:
            continue
        row, col = divmod(space, SIZE)
        for (dr, dc), quarter in zip(QUARTER_POS, rules.tile_quarters(*tile), strict=True):
            out[(2 * row + dr, 2 * col + dc)] = quarter
    return out


@lru_cache(maxsize=2048)
def closed_scarabs(board) -> frozenset:
    """Scarab quarters walled in on four sides now (their own walls, the neighbours'
    walls or the outer wall; a portal is no wall), corridors left out."""
    laid = quarters_of(board)
    closed = set()
    for (row, col), (sides, scarab) in laid.items():
        if not scarab or len(sides) == 2:
            continue
        for side in sides:
            dr, dc = STEP[side]
            r, c = row + dr, col + dc
            if not (0 <= r < QUARTERS and 0 <= c < QUARTERS):
                if (row, col, side) in PORTAL_GAPS:
                    break
                continue
            neighbour = laid.get((r, c))
            if neighbour is None or OPPOSITE[side] in neighbour[0]:
                break
        else:
            closed.add((row, col))
    return frozenset(closed)


def entrance_path(board, entrance) -> tuple:
    return rules.path(board, *entrance) if entrance else ()


def treasure_points(state, seat: int) -> int:
    return sum(t.points for t in rules.treasure_report(state, seat))


@dataclass(frozen=True)
class Preview:
    """What laying this turn's tile on ``space`` turned ``rotation`` times would do."""

    space: int
    rotation: int
    board: tuple
    old_path: tuple
    new_path: tuple
    closes: frozenset
    score_before: int
    score_after: int
    entrances: tuple

    @property
    def grows(self) -> int:
        return len(self.new_path) - len(self.old_path)


def make_preview(view, seat: int, space: int, rotation: int) -> Preview:
    number = view.revealed[-1]
    before = view.boards[seat]
    after = with_tile(before, space, number, rotation)
    entrance = view.entrances[seat]
    state = with_board(view, seat, after)
    old_path, new_path = entrance_path(before, entrance), entrance_path(after, entrance)
    return Preview(space, rotation, after, old_path, new_path,
                   closed_scarabs(after) - closed_scarabs(before),
                   len(old_path) + treasure_points(view, seat),
                   len(new_path) + treasure_points(state, seat),
                   rules.preview_entrances(state, seat) if entrance is None else ())


class Previews:
    """Previews already worked out: the picture, the note and the portal counts all ask
    for the same one, frame after frame, while a tile waits for Confirm."""

    def __init__(self):
        self.memo: Memo[Preview] = Memo(64)

    def get(self, view, seat: int, space: int, rotation: int) -> Preview:
        key = (seat, view.boards[seat], view.treasures[seat], view.entrances[seat],
               view.revealed[-1], space, rotation)
        return self.memo.get(key, lambda: make_preview(view, seat, space, rotation))
