"""The pyramid's geometry: tiles by their quarters, passages, paths and walled-in chambers.

Spaces are numbered ``row * 5 + col``; quarters are ``(row, col)`` with row and
col 0–9, row 0 in the north, or as one index ``row * 10 + col``. A board is a
tuple of 25 entries, each ``None`` (empty) or ``(tile number, rotation)`` with
rotation 0–3 quarter turns clockwise. Everything here is computed once at
import into tables, so walking a path costs lookups; the scoring, the moves
and the computer player's evaluation all read these tables.
"""

from __future__ import annotations

from functools import lru_cache

from pharaohs.core.i18n import N_, _
from pharaohs.games.labyrinth.rules import data

SIDES = "NESW"
#: the directions N, E, S, W in words, which also name the portals (translated when shown)
SIDE_WORDS = (N_("north"), N_("east"), N_("south"), N_("west"))
#: the sides of a portal, as seen from outside looking in
PORTAL_SIDE_WORDS = (N_("left"), N_("right"))
#: open-side bit of each direction N, E, S, W
BIT = (1, 2, 4, 8)
DR = (-1, 0, 1, 0)
DC = (0, 1, 0, -1)
#: quarters per board side (10)
QUARTERS = data.BOARD_SIZE * data.TILE_SIZE
SPACES = data.BOARD_SIZE * data.BOARD_SIZE
#: quarter offsets inside a tile, in the order NW, NE, SE, SW (a clockwise turn is +1)
QUARTER_POS = ((0, 0), (0, 1), (1, 1), (1, 0))
#: the quarters of a space in words, in the order of ``QUARTER_POS``
CORNER_WORDS = (N_("north-west"), N_("north-east"), N_("south-east"), N_("south-west"))


def space_name(space: int) -> str:
    """A space as the big pyramid's edge names it: its column letter and row number,
    "B3" (``data.COLUMN_LETTERS``)."""
    row, col = divmod(space, data.BOARD_SIZE)
    return f"{data.COLUMN_LETTERS[col]}{row + 1}"


def quarter_name(row: int, col: int):
    """A quarter by its space and its corner of it: "B3, north-west quarter"."""
    space = row // data.TILE_SIZE * data.BOARD_SIZE + col // data.TILE_SIZE
    corner = QUARTER_POS.index((row % data.TILE_SIZE, col % data.TILE_SIZE))
    return _("{space}, {corner} quarter", space=space_name(space),
             corner=_(CORNER_WORDS[corner]))


def _parse(text: str) -> tuple[int, bool]:
    scarab = text.endswith("*")
    mask = 0
    for ch in text.rstrip("*"):
        if ch != "-":
            mask |= BIT[SIDES.index(ch)]
    return mask, scarab


def _turn(mask: int, times: int) -> int:
    for _step in range(times % 4):
        mask = ((mask << 1) | (mask >> 3)) & 15
    return mask


def _rotations(design) -> tuple:
    base = [_parse(q) for q in design]
    out = []
    for rot in range(4):
        quarters = [None] * 4
        for pos, (mask, scarab) in enumerate(base):
            quarters[(pos + rot) % 4] = (_turn(mask, rot), scarab)
        out.append(tuple(quarters))
    return tuple(out)


#: TILES[number][rotation] -> four (open-side mask, scarab) in the order NW, NE, SE, SW
TILES: tuple = (None, *(_rotations(data.TILE_DESIGNS[n]) for n in range(1, 20)))
#: board quarter index (row * 10 + col) of each space's four quarters, order NW, NE, SE, SW
SPACE_QUARTERS = tuple(
    tuple((2 * (s // 5) + dr) * QUARTERS + 2 * (s % 5) + dc for dr, dc in QUARTER_POS)
    for s in range(SPACES))
#: the space a quarter belongs to
QUARTER_SPACE = tuple((q // QUARTERS // 2) * 5 + (q % QUARTERS) // 2
                      for q in range(QUARTERS * QUARTERS))
#: neighbour quarter in each direction, -1 off the board
NEIGHBOURS = tuple(
    tuple(
        (q // QUARTERS + DR[d]) * QUARTERS + q % QUARTERS + DC[d]
        if 0 <= q // QUARTERS + DR[d] < QUARTERS and 0 <= q % QUARTERS + DC[d] < QUARTERS
        else -1
        for d in range(4))
    for q in range(QUARTERS * QUARTERS))


def _entrances() -> dict:
    out = {}
    for name in data.PORTAL_NAMES:
        side_out, left, right = data.PORTALS[name]
        for side, (r, c) in zip(data.PORTAL_SIDES, (left, right), strict=True):
            out[(name, side)] = (r * QUARTERS + c, SIDES.index(side_out))
    return out


#: (portal, side) -> (start quarter index, outward direction)
ENTRANCES = _entrances()
#: openings of the outer wall: (quarter, direction) -> portal name
PORTAL_GAPS = {v: k[0] for k, v in ENTRANCES.items()}
ENTRANCE_CHOICES = tuple(ENTRANCES)


def tile_quarters(number: int, rotation: int) -> tuple[tuple[str, bool], ...]:
    """The four quarters of tile ``number`` turned ``rotation`` quarter turns clockwise.

    Returns ``((open sides, scarab), ...)`` in the order NW, NE, SE, SW, where open
    sides is a string of the letters "NESW" ("" for a closed quarter).
    """
    return tuple(("".join(SIDES[d] for d in range(4) if mask & BIT[d]), scarab)
                 for mask, scarab in TILES[number][rotation % 4])


def scarab_quarters(board, space: int) -> tuple[tuple[int, int], ...]:
    """The ``(row, col)`` quarters with a scarab on the tile laid on ``space``."""
    laid = board[space]
    if laid is None:
        return ()
    return tuple(divmod(q, QUARTERS) for q, (_mask, scarab)
                 in zip(SPACE_QUARTERS[space], TILES[laid[0]][laid[1]], strict=True) if scarab)


@lru_cache(maxsize=4096)
def grid_of(board) -> tuple[int, ...]:
    """Open-side mask of every quarter of a board, -1 where no tile lies."""
    grid = [-1] * (QUARTERS * QUARTERS)
    for space, tile in enumerate(board):
        if tile is not None:
            number, rotation = tile
            for q, (mask, _scarab) in zip(SPACE_QUARTERS[space], TILES[number][rotation],
                                          strict=True):
                grid[q] = mask
    return tuple(grid)


def walk_quarters(grid, start: int, out: int) -> tuple[int, ...]:
    """The quarters a path walks from ``start``, which it enters from direction ``out``."""
    mask = grid[start]
    if mask < 0 or not mask & BIT[out]:
        return ()
    seen = [start]
    q, came = start, out
    while True:
        rest = grid[q] & ~BIT[came]
        if not rest:
            break
        d = rest.bit_length() - 1
        nq = NEIGHBOURS[q][d]
        if nq < 0:
            break
        back = (d + 2) % 4
        nmask = grid[nq]
        if nmask < 0 or not nmask & BIT[back] or nq in seen:
            break
        seen.append(nq)
        q, came = nq, back
    return tuple(seen)


@lru_cache(maxsize=4096)
def path_indices(board, entrance) -> tuple[int, ...]:
    """The quarter indices of the path from ``entrance`` ((portal, side) or None)."""
    if entrance is None:
        return ()
    start, out = ENTRANCES[tuple(entrance)]
    return walk_quarters(grid_of(board), start, out)


def path(board, portal: str, side: str) -> tuple[tuple[int, int], ...]:
    """The treasure hunter's path on ``board`` from ``portal`` ("west", "south", "east")
    and ``side`` ("left", "right"): the quarters ``(row, col)`` in walking order.

    The path starts in the portal's quarter if its outer side is open and goes on
    through passages (both facing sides open) as far as it can. Its length is the
    number of paces. Empty when the portal quarter is empty or walled.
    """
    return tuple(divmod(q, QUARTERS) for q in path_indices(tuple(board), (portal, side)))


def path_from(board, entrance) -> tuple[tuple[int, int], ...]:
    """The path on ``board`` from ``entrance`` ((portal, side)), empty when it is None."""
    return path(board, *entrance) if entrance else ()


def multiplier(pace: int) -> int:
    """The professional game's segment multiplier of a pace."""
    for last, mult in data.SEGMENTS:
        if last is None or pace <= last:
            return mult
    return data.SEGMENTS[-1][1]


def markers(path_quarters) -> tuple[tuple[str, tuple[int, int]], ...]:
    """Corridor markers reached on a path: ``((colour, (row, col)), ...)``."""
    return tuple((colour, path_quarters[pace - 1])
                 for pace, colour in data.MARKERS if len(path_quarters) >= pace)


def chamber_opening(grid, q: int) -> str | None:
    """Why quarter ``q`` is not walled in on four sides (a sentence part for the
    player), or None when it is: its own walls, the neighbours' walls and the outer
    wall close it; a portal or an empty space beside it does not."""
    mask = grid[q]
    for d in range(4):
        if not mask & BIT[d]:
            continue  # its own wall
        nq = NEIGHBOURS[q][d]
        if nq < 0:
            portal = PORTAL_GAPS.get((q, d))
            if portal is not None:
                return _("its chamber opens onto the {portal} portal", portal=_(portal))
            continue  # the outer wall of the pyramid
        nmask = grid[nq]
        if nmask < 0:
            return _("its chamber is open to the {side} (no tile there yet)",
                     side=_(SIDE_WORDS[d]))
        if nmask & BIT[(d + 2) % 4]:
            return _("its chamber is open to the {side}", side=_(SIDE_WORDS[d]))
    return None


@lru_cache(maxsize=2048)
def closed_chambers(board) -> frozenset[tuple[int, int]]:
    """Scarab quarters walled in on four sides now, corridors (two openings) left out:
    the places where a treasure can score (the board rings those a tile would close)."""
    grid = grid_of(board)
    out = set()
    for space, laid in enumerate(board):
        if laid is None:
            continue
        for q, (mask, scarab) in zip(SPACE_QUARTERS[space], TILES[laid[0]][laid[1]],
                                     strict=True):
            if scarab and bin(mask).count("1") != 2 and chamber_opening(grid, q) is None:
                out.add(divmod(q, QUARTERS))
    return frozenset(out)
