"""How promising a seat's pyramid looks, for the computer player (``Game.evaluate``).

Most tile placements leave the provisional score unchanged (paces and closed
chambers beside the path), so a player that looks one move ahead needs a finer
measure of what the path and the treasures are likely to become: the open end's
prospects, the room left for it, chambers that may still close, pieces in hand
and the odds of the latest bet. The weights are the ``AI_*`` values in
``data.py`` (computer player weights, not from the rulebook). It reads the
rules' geometry tables and never changes a state.
"""

from __future__ import annotations

from functools import lru_cache

from pharaohs.core.rating import Lead, Rating, lead
from pharaohs.games.labyrinth.rules import data
from pharaohs.games.labyrinth.rules.geometry import (
    BIT,
    DC,
    DR,
    ENTRANCE_CHOICES,
    ENTRANCES,
    NEIGHBOURS,
    PORTAL_GAPS,
    QUARTER_POS,
    QUARTER_SPACE,
    QUARTERS,
    SPACE_QUARTERS,
    SPACES,
    TILES,
    grid_of,
    multiplier,
    path_indices,
    walk_quarters,
)

#: the two outer sides of each quarter position of a tile (NW, NE, SE, SW)
_OUTER = ((0, 3), (0, 1), (1, 2), (2, 3))
#: the exit slot meaning "the path ends inside the tile"; other slots are pos * 4 + side
_STOP = 16


def _through(quarters, pos: int, side: int) -> tuple[int, int]:
    """Paces a path walks inside one tile when it enters quarter ``pos`` by ``side``,
    and its exit slot (``pos * 4 + direction`` where it leaves the tile, or ``_STOP``).
    Tabled once for every tile, rotation and entry, so rating the next tile at the
    path's end costs lookups instead of walks."""
    mask = quarters[pos][0]
    if not mask & BIT[side]:
        return 0, _STOP
    paces, came, seen = 0, side, set()
    while True:
        paces += 1
        seen.add(pos)
        rest = mask & ~BIT[came]
        if not rest:
            return paces, _STOP
        d = rest.bit_length() - 1
        r, c = QUARTER_POS[pos]
        nr, nc = r + DR[d], c + DC[d]
        if not (0 <= nr < 2 and 0 <= nc < 2):
            return paces, pos * 4 + d
        npos = QUARTER_POS.index((nr, nc))
        nmask = quarters[npos][0]
        if not nmask & BIT[(d + 2) % 4] or npos in seen:
            return paces, _STOP
        pos, came, mask = npos, (d + 2) % 4, nmask


#: _ENTRY[(pos, side)][number] -> ((paces, exit slot) for rotations 0-3)
_ENTRY = {
    (pos, side): (None, *(tuple(_through(TILES[n][r], pos, side) for r in range(4))
                          for n in range(1, 20)))
    for pos in range(4) for side in _OUTER[pos]}
#: scarabs on each tile number, to foresee how many treasure places are still to come
_SCARABS = (0, *(sum(s for _, s in TILES[n][0]) for n in range(1, 20)))
_ALL_SPACES = (1 << SPACES) - 1
#: spaces outside the west / east column, for flood fills on a 25-bit set of spaces
_NOT_WEST = sum(1 << s for s in range(SPACES) if s % 5)
_NOT_EAST = sum(1 << s for s in range(SPACES) if s % 5 != 4)
#: for each space, the quarters of neighbouring spaces that face it, with the side of
#: theirs that faces it: ``((quarter, side), ...)``
_FACING = tuple(
    tuple((nq, (d + 2) % 4) for d in range(4) for q in SPACE_QUARTERS[s]
          for nq in (NEIGHBOURS[q][d],) if nq >= 0 and QUARTER_SPACE[nq] != s)
    for s in range(SPACES))


def _path_end(grid, walk, entrance) -> tuple[int, int] | None:
    """Where the path can still grow: ``(empty quarter it runs into, side it enters
    that quarter by)``, or None when it is walled off for good (a dead end, a wall, the
    board's edge, a loop, or a walled first quarter at the portal): then only the
    paces it has count, which is the penalty for walling it off."""
    start, out = ENTRANCES[entrance]
    if not walk:
        return (start, out) if grid[start] < 0 else None
    last = walk[-1]
    came = out if len(walk) == 1 else NEIGHBOURS[last].index(walk[-2])
    rest = grid[last] & ~BIT[came]
    if not rest:
        return None
    d = rest.bit_length() - 1
    nq = NEIGHBOURS[last][d]
    if nq < 0 or grid[nq] >= 0:
        return None
    return nq, (d + 2) % 4


def _room(board, space: int) -> int:
    """The empty spaces connected to empty ``space`` through empty spaces, as a 25-bit
    set: the room an open path end there has, since only tiles laid in it can carry
    the path on (a flood fill on bits, cheap enough for every move)."""
    empty = 0
    for s, tile in enumerate(board):
        if tile is None:
            empty |= 1 << s
    reach = 1 << space
    while True:
        grown = (reach | (reach << 5) | (reach >> 5) | ((reach << 1) & _NOT_WEST)
                 | ((reach >> 1) & _NOT_EAST)) & empty & _ALL_SPACES
        if grown == reach:
            return reach
        reach = grown


def _leads_on(grid, q: int, side: int) -> bool:
    """Whether the corridor of laid tiles entered at quarter ``q`` by ``side`` comes out
    again onto an empty quarter (joining it need not end the path)."""
    came = side
    for _ in range(QUARTERS * QUARTERS):
        rest = grid[q] & ~BIT[came]
        if not rest:
            return False
        d = rest.bit_length() - 1
        nq = NEIGHBOURS[q][d]
        if nq < 0:
            return False
        back = (d + 2) % 4
        nmask = grid[nq]
        if nmask < 0:
            return True
        if not nmask & BIT[back]:
            return False
        q, came = nq, back
    return False


def _hemmed_in(grid, room: int, end_quarter: int) -> float:
    """Cost of how the laid tiles meet the empty spaces the path can still cross: each
    quarter wall facing such a space takes a way on out of it, and each corridor
    opening onto it that ends blind is a trap. Tiles that do not fit the path then go
    where their walls face the edge or each other, and gaps already hemmed in by walls
    are filled first, which keeps the room ahead of the path passable."""
    walls = blind = 0
    for s in range(SPACES):
        if not room >> s & 1:
            continue
        for nq, back in _FACING[s]:
            nmask = grid[nq]
            if nmask < 0 or nq == end_quarter:
                continue
            if not nmask & BIT[back]:
                walls += 1
            elif not _leads_on(grid, nq, back):
                blind += 1
    return data.AI_WALL * walls + data.AI_BLIND * blind


def _exit_worth(grid, q: int, d: int, space: int) -> float:
    """Worth of a path leaving quarter ``q`` of the empty ``space`` (where the next tile
    would lie) in direction ``d``: onto another empty quarter it stays open; into a
    matching corridor already laid it gains all that corridor's paces (and stays open
    if the corridor does); against a wall or the edge it ends."""
    nq = NEIGHBOURS[q][d]
    if nq < 0:
        return 0.0
    if grid[nq] < 0:
        return data.AI_STILL_OPEN
    back = (d + 2) % 4
    if not grid[nq] & BIT[back]:
        return 0.0
    chain = walk_quarters(grid, nq, back)
    last = chain[-1]
    came = back if len(chain) == 1 else NEIGHBOURS[last].index(chain[-2])
    rest = grid[last] & ~BIT[came]
    if rest:
        end = NEIGHBOURS[last][rest.bit_length() - 1]
        if end >= 0 and grid[end] < 0 and QUARTER_SPACE[end] != space:
            return len(chain) + data.AI_STILL_OPEN
    return float(len(chain))


def _next_tile_gain(grid, target: int, side: int, cards: tuple) -> float:
    """Expected worth of the next tile if it were laid, best turned, on the empty space
    in front of the path (entered at quarter ``target`` by ``side``): its paces plus the
    worth of where it leads. ``cards`` are the numbers to come as (number, count)."""
    space = QUARTER_SPACE[target]
    quarters = SPACE_QUARTERS[space]
    table = _ENTRY[(quarters.index(target), side)]
    worth = [None] * 17
    worth[_STOP] = 0.0
    total = weight = 0
    for number, count in cards:
        best = 0.0
        for paces, slot in table[number]:
            value = worth[slot]
            if value is None:
                value = worth[slot] = _exit_worth(grid, quarters[slot // 4], slot % 4, space)
            if paces + value > best:
                best = paces + value
        total += best * count
        weight += count
    return total / weight if weight else 0.0


def _treasure_outlook(grid, walk, open_end: bool, treasures, professional: bool,
                      ahead: int) -> tuple[float, int]:
    """Points the treasures score now, plus a share of what chambers that may still be
    closed beside the path would bring: a chance per open side facing an empty quarter
    (a later tile may wall it), and a small chance for chambers not yet beside the path
    while it can still grow (at ``ahead`` paces beyond its end, for the professional
    multiplier). Chambers open onto a portal or a corridor never score. Also the points
    of the chambers closed beside the path, which score for certain."""
    where = {q: i + 1 for i, q in enumerate(walk)}
    total = 0.0
    certain = 0
    for row, col, colour in treasures:
        q = row * QUARTERS + col
        if q in where:
            continue
        mask = grid[q]
        if mask & (mask - 1):
            continue  # a corridor, never a chamber
        chance = 1.0
        for d in range(4):
            if not mask & BIT[d]:
                continue
            nq = NEIGHBOURS[q][d]
            if nq < 0:
                if (q, d) in PORTAL_GAPS:
                    chance = 0.0
            elif grid[nq] < 0:
                chance *= data.AI_WALL_CHANCE
            elif grid[nq] & BIT[(d + 2) % 4]:
                chance = 0.0
        if not chance:
            continue
        pace = None
        may_touch = False
        for nq in NEIGHBOURS[q]:
            if nq < 0:
                continue
            if nq in where:
                if pace is None or where[nq] < pace:
                    pace = where[nq]
            elif grid[nq] < 0 or grid[nq] & (grid[nq] - 1):
                may_touch = True  # an empty quarter or a corridor the path may take
        if pace is None:
            if not (open_end and may_touch):
                continue
            chance *= data.AI_TOUCH_CHANCE
            pace = len(walk) + ahead
        mult = multiplier(pace) if professional else 1
        total += chance * data.VALUES[colour] * mult
        if chance == 1.0:  # a closed chamber beside the path
            certain += data.VALUES[colour] * mult
    return total, certain


@lru_cache(maxsize=512)
def _stock_values(stock, professional: bool) -> tuple[int, ...]:
    """Values of the pieces in hand in the order they would be placed: the basic
    game's colour order, or the most valuable first in the professional game."""
    values = [data.VALUES[c] for c, n in zip(data.COLOURS, stock, strict=True)
              for _ in range(n)]
    return tuple(sorted(values, reverse=True) if professional else values)


def _stock_outlook(stock, cards, empty: int, professional: bool, pace: int) -> float:
    """Worth of the treasure pieces in hand: a share of the value of those the good
    scarabs still to come can take. A piece is then placed on a doubtful chamber only
    when more pieces are left than good places, or the chamber beats waiting."""
    left = sum(count for _, count in cards)
    if not left or not empty:
        return 0.0
    scarabs = sum(_SCARABS[n] * count for n, count in cards) * min(1.0, empty / left)
    places = scarabs * data.AI_GOOD_SCARABS
    values = _stock_values(stock, professional)
    whole = int(places)
    kept = sum(values[:whole])
    if whole < len(values):
        kept += (places - whole) * values[whole]
    mult = multiplier(max(1, pace)) if professional else 1
    return data.AI_STOCK * kept * mult


#: the parts of the rating
PACES, OPEN_END, TREASURES, PIECES, BET, ENTRANCE = (
    "paces", "open end", "treasures", "pieces", "bet", "entrance")


@lru_cache(maxsize=8192)
def _outlook(board, treasures, entrance, stock, cards, professional: bool) -> Rating:
    """What one seat's board looks worth, in points: the path's paces; if its end is
    still open, the next tile's expected gain there, the room it can still reach and
    the cost of walls hemming that room in; the treasures that score or may still; and
    the pieces in hand. Cached because the greedy player rates every other seat's
    unchanged board once per move."""
    grid = grid_of(board)
    walk = path_indices(board, entrance)
    end = _path_end(grid, walk, entrance)
    empty = board.count(None)
    parts = [(PACES, data.AI_PACE * len(walk), len(walk))]
    ahead = 0.0
    if end is not None and empty:
        target, side = end
        room = _room(board, QUARTER_SPACE[target])
        ahead = (data.AI_NEXT_TILE * _next_tile_gain(grid, target, side, cards)
                 + data.AI_PER_SPACE * min(room.bit_count(), empty)
                 - _hemmed_in(grid, room, walk[-1] if walk else -1))
        parts.append((OPEN_END, ahead, None))
    worth, certain = _treasure_outlook(grid, walk, end is not None, treasures, professional,
                                       max(1, int(ahead) // 2))
    parts.append((TREASURES, worth, certain))
    parts.append((PIECES, _stock_outlook(stock, cards, empty, professional,
                                         len(walk) + int(ahead) // 2), None))
    return Rating.of(*parts)


@lru_cache(maxsize=256)
def _counted(deck: tuple, extra: int | None) -> tuple:
    """The numbers of ``deck`` and ``extra`` (if any) as sorted ``((number, count), ...)``."""
    out = {}
    for n in sorted((*deck, extra) if extra is not None else deck):
        out[n] = out.get(n, 0) + 1
    return tuple(out.items())


def _cards_to_come(state, seat: int) -> tuple:
    """The tile numbers ``seat`` may still lay, as ``(number, count)`` pairs: the deck
    plus this turn's card while its tile is not laid, so the rating does not jump
    when ending the turn reveals the next card."""
    extra = None
    if state.phase == "turn" and state.current[seat] is None and state.revealed:
        extra = state.revealed[-1]
    return _counted(state.deck, extra)


def _bet_outlook(state, seat: int) -> float:
    """Worth of the seat's latest bet: its chance to be right (an equal card keeps the
    bettor in too) given the cards still in the deck, so the computer bets on the
    likelier side. The chance, not the outcome, is rated: when the last bet reveals
    the card at once, the outcome in the player's imagined deck is only a guess."""
    if "betting" not in state.options:
        return 0.0
    guess = state.bets[seat]
    if state.phase == "bet" and guess in data.BET_GUESSES:
        previous, deck = state.revealed[-1], state.deck
    else:
        log = state.bet_log[seat]
        if not log or log[-1].card != len(state.revealed):
            return 0.0
        record = log[-1]
        guess, previous, deck = record.guess, record.previous, (*state.deck, record.revealed)
    if not deck:
        return 0.0
    if guess == "high":
        good = sum(1 for c in deck if c >= previous)
    else:
        good = sum(1 for c in deck if c <= previous)
    return data.AI_BET * good / len(deck)


def seat_rating(state, seat: int) -> Rating:
    """The computer player's rating of ``seat``'s own board (see ``_outlook``) and its
    latest bet. Before the entrance is chosen: the best of the six entrances, so a portal
    whose first tile leads inward is favoured, plus a little for keeping the choice open."""
    board, treasures = state.boards[seat], state.treasures[seat]
    stock, cards = state.stock[seat], _cards_to_come(state, seat)
    professional = state.variant == "professional"
    entrance = state.entrances[seat]
    bet = (BET, _bet_outlook(state, seat), None)
    if entrance is not None:
        board_rating = _outlook(board, treasures, tuple(entrance), stock, cards, professional)
        return board_rating.plus(bet) if bet[1] else board_rating  # no bet adds nothing
    best = max((_outlook(board, treasures, choice, stock, cards, professional)
                for choice in ENTRANCE_CHOICES), key=lambda r: r.total)
    return best.plus(bet, (ENTRANCE, data.AI_ENTRANCE_OPEN, None))


def seat_outlook(state, seat: int) -> float:
    """The total of ``seat_rating``."""
    return seat_rating(state, seat).total


def rating(state, seat: int) -> Lead:
    """``seat``'s board against the best other seat's (boards are independent, so within
    a decision the others' part is the same for every move and the own board decides)."""
    return lead([seat_rating(state, s) for s in range(state.players)], seat)
