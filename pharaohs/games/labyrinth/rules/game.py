"""Das Labyrinth des Pharao: the rules, pure and immutable.

Each turn one number card is revealed and every player lays the tile with that
number on an empty space of their own 5 × 5 board (a simultaneous step), may
put treasure pieces on the scarabs of that tile, and ends their turn. When all
have ended, the next card is revealed. By the end of the third turn each player
chooses an entrance: one of three portals and its left or right side. After
25 turns the path from the entrance is walked: one point per pace (quarter),
plus every treasure whose chamber is walled in on four sides and touches the
path (professional game: times the segment where the chamber first touches
the path). With the betting option, players bet High or Low before cards
6–20; five right in a round earn a purple treasure.

Board geometry: spaces are numbered ``row * 5 + col``; quarters are
``(row, col)`` with row and col 0–9, row 0 in the north. A board is a tuple of
25 entries, each ``None`` (empty) or ``(tile number, rotation)`` with rotation
0–3 quarter turns clockwise.

Public helpers for the scene: :func:`tile_quarters`, :func:`path`,
:func:`entrance_path`, :func:`preview_entrances`, :func:`treasure_report`,
:func:`markers`, :func:`treasure_colours`, :func:`betting_round`.
``LabyrinthGame.evaluate`` rates positions for computer players with
``evaluation.seat_outlook``; it never changes ``scores`` or ``result``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import ClassVar

from pharaohs.core.game import Game, Move, Outcome
from pharaohs.core.rng import Rng
from pharaohs.games.labyrinth.rules import data

# -- geometry tables, computed once at import -------------------------------------------

SIDES = "NESW"
SIDE_WORDS = ("north", "east", "south", "west")
_BIT = (1, 2, 4, 8)
_DR = (-1, 0, 1, 0)
_DC = (0, 1, 0, -1)
_Q = data.BOARD_SIZE * data.TILE_SIZE  # quarters per board side (10)
_SPACES = data.BOARD_SIZE * data.BOARD_SIZE
#: quarter offsets inside a tile, in the order NW, NE, SE, SW (a clockwise turn is +1)
_POS = ((0, 0), (0, 1), (1, 1), (1, 0))


def _parse(text: str) -> tuple[int, bool]:
    scarab = text.endswith("*")
    mask = 0
    for ch in text.rstrip("*"):
        if ch != "-":
            mask |= _BIT[SIDES.index(ch)]
    return mask, scarab


def _turn(mask: int, times: int) -> int:
    for _ in range(times % 4):
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


#: _TILES[number][rotation] -> four (open-side mask, scarab) in the order NW, NE, SE, SW
_TILES: tuple = (None, *(_rotations(data.TILE_DESIGNS[n]) for n in range(1, 20)))
#: board quarter index (row * 10 + col) of each space's four quarters, order NW, NE, SE, SW
_SPACE_Q = tuple(
    tuple((2 * (s // 5) + dr) * _Q + 2 * (s % 5) + dc for dr, dc in _POS)
    for s in range(_SPACES))
#: the space a quarter belongs to
_Q_SPACE = tuple((q // _Q // 2) * 5 + (q % _Q) // 2 for q in range(_Q * _Q))
#: neighbour quarter in each direction, -1 off the board
_NEIGH = tuple(
    tuple(
        (q // _Q + _DR[d]) * _Q + q % _Q + _DC[d]
        if 0 <= q // _Q + _DR[d] < _Q and 0 <= q % _Q + _DC[d] < _Q else -1
        for d in range(4))
    for q in range(_Q * _Q))
#: (portal, side) -> (start quarter index, outward direction)
_ENTRANCES = {}
for _name in data.PORTAL_NAMES:
    _out, _left, _right = data.PORTALS[_name]
    for _side, (_r, _c) in zip(data.PORTAL_SIDES, (_left, _right), strict=True):
        _ENTRANCES[(_name, _side)] = (_r * _Q + _c, SIDES.index(_out))
#: openings of the outer wall: (quarter, direction) pairs at the portals
_PORTAL_GAPS = {v: k[0] for k, v in _ENTRANCES.items()}
ENTRANCE_CHOICES = tuple(_ENTRANCES)


def tile_quarters(number: int, rotation: int) -> tuple[tuple[str, bool], ...]:
    """The four quarters of tile ``number`` turned ``rotation`` quarter turns clockwise.

    Returns ``((open sides, scarab), ...)`` in the order NW, NE, SE, SW, where open
    sides is a string of the letters "NESW" ("" for a closed quarter).
    """
    return tuple(("".join(SIDES[d] for d in range(4) if mask & _BIT[d]), scarab)
                 for mask, scarab in _TILES[number][rotation % 4])


@lru_cache(maxsize=4096)
def _grid(board) -> tuple[int, ...]:
    """Open-side mask of every quarter of a board, -1 where no tile lies."""
    grid = [-1] * (_Q * _Q)
    for space, tile in enumerate(board):
        if tile is not None:
            number, rotation = tile
            for q, (mask, _) in zip(_SPACE_Q[space], _TILES[number][rotation], strict=True):
                grid[q] = mask
    return tuple(grid)


def _walk(grid, start: int, out: int) -> tuple[int, ...]:
    mask = grid[start]
    if mask < 0 or not mask & _BIT[out]:
        return ()
    seen = [start]
    q, came = start, out
    while True:
        rest = grid[q] & ~_BIT[came]
        if not rest:
            break
        d = rest.bit_length() - 1
        nq = _NEIGH[q][d]
        if nq < 0:
            break
        back = (d + 2) % 4
        nmask = grid[nq]
        if nmask < 0 or not nmask & _BIT[back] or nq in seen:
            break
        seen.append(nq)
        q, came = nq, back
    return tuple(seen)


@lru_cache(maxsize=4096)
def _path_q(board, entrance) -> tuple[int, ...]:
    if entrance is None:
        return ()
    start, out = _ENTRANCES[tuple(entrance)]
    return _walk(_grid(board), start, out)


def path(board, portal: str, side: str) -> tuple[tuple[int, int], ...]:
    """The treasure hunter's path on ``board`` from ``portal`` ("west", "south", "east")
    and ``side`` ("left", "right"): the quarters ``(row, col)`` in walking order.

    The path starts in the portal's quarter if its outer side is open and goes on
    through passages (both facing sides open) as far as it can. Its length is the
    number of paces. Empty when the portal quarter is empty or walled.
    """
    return tuple(divmod(q, _Q) for q in _path_q(tuple(board), (portal, side)))


def _multiplier(pace: int) -> int:
    for last, mult in data.SEGMENTS:
        if last is None or pace <= last:
            return mult
    return data.SEGMENTS[-1][1]


def markers(path_quarters) -> tuple[tuple[str, tuple[int, int]], ...]:
    """Corridor markers reached on a path: ``((colour, (row, col)), ...)``."""
    return tuple((colour, path_quarters[pace - 1])
                 for pace, colour in data.MARKERS if len(path_quarters) >= pace)


def _opening(grid, q: int) -> str | None:
    """Why quarter ``q`` is not walled in on four sides, or None when it is."""
    mask = grid[q]
    for d in range(4):
        if not mask & _BIT[d]:
            continue  # its own wall
        nq = _NEIGH[q][d]
        if nq < 0:
            portal = _PORTAL_GAPS.get((q, d))
            if portal is not None:
                return f"its chamber opens onto the {portal} portal"
            continue  # the outer wall of the pyramid
        nmask = grid[nq]
        if nmask < 0:
            return f"its chamber is open to the {SIDE_WORDS[d]} (no tile there yet)"
        if nmask & _BIT[(d + 2) % 4]:
            return f"its chamber is open to the {SIDE_WORDS[d]}"
    return None


@dataclass(frozen=True)
class TreasureScore:
    """How one treasure piece scores now (see :func:`treasure_report`).

    ``pace`` is the pace at which its chamber first touches the path (None if it
    does not), ``multiplier`` the segment multiplier (1 in the basic game),
    ``points`` = value × multiplier when it scores, else 0; ``reason`` is
    "scores" or why it does not, in the game's words.
    """

    row: int
    col: int
    colour: str
    value: int
    scores: bool
    reason: str
    pace: int | None
    multiplier: int
    points: int


def _treasure_scores(board, treasures, entrance, professional: bool) -> tuple[TreasureScore, ...]:
    grid = _grid(board)
    walk = _path_q(board, entrance)
    where = {q: i + 1 for i, q in enumerate(walk)}
    out = []
    for row, col, colour in treasures:
        q = row * _Q + col
        value = data.VALUES[colour]
        pace = None
        for nq in _NEIGH[q]:
            if nq >= 0 and nq in where and (pace is None or where[nq] < pace):
                pace = where[nq]
        mult = _multiplier(pace) if professional and pace is not None else 1
        mask = grid[q]
        if q in where:
            reason = "it lies in the corridor of the path"
        elif mask >= 0 and bin(mask).count("1") == 2:
            reason = "it lies in a corridor"
        else:
            reason = _opening(grid, q)
            if reason is None:
                if entrance is None:
                    reason = "no entrance is chosen yet"
                elif pace is None:
                    reason = "its chamber does not touch the path"
        scores = reason is None
        out.append(TreasureScore(row, col, colour, value, scores, reason or "scores",
                                 pace, mult, value * mult if scores else 0))
    return tuple(out)


# -- moves ------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlaceTile(Move):
    """Lay this turn's tile on empty ``space`` (row * 5 + col), turned ``rotation`` × 90° cw."""

    space: int
    rotation: int
    step: ClassVar[str] = "place a tile"


@dataclass(frozen=True)
class PlaceTreasure(Move):
    """Put a ``colour`` treasure piece on the scarab in quarter (``row``, ``col``)."""

    row: int
    col: int
    colour: str
    step: ClassVar[str] = "place a treasure"


@dataclass(frozen=True)
class ChooseEntrance(Move):
    """Start the path at ``portal`` ("west", "south", "east"), ``side`` ("left", "right")."""

    portal: str
    side: str
    step: ClassVar[str] = "choose your entrance"


@dataclass(frozen=True)
class EndTurn(Move):
    """Finish this turn (tile laid, treasures placed)."""

    step: ClassVar[str] = "end your turn"


@dataclass(frozen=True)
class Bet(Move):
    """Bet face down that the next card is "high"er or "low"er than the last."""

    guess: str
    step: ClassVar[str] = "bet on the next card"


@dataclass(frozen=True)
class BetRecord:
    """One evaluated bet: the card's position (6–20), the guess, both numbers, and
    the outcome "right", "wrong" or "equal"."""

    card: int
    guess: str
    previous: int
    revealed: int
    outcome: str


@dataclass(frozen=True)
class LabyrinthState:
    """A whole game as one frozen value; all per-seat fields are tuples by seat.

    - ``deck``: numbers not yet revealed, sorted (the draw order is the ``rng``'s).
    - ``revealed``: numbers revealed so far in order; the last is this turn's tile,
      so the turn number is ``len(revealed)``.
    - ``phase``: "turn" (lay tiles, place treasures), "bet" (betting before the
      next card) or "over".
    - ``boards``: 25 spaces each, ``None`` or ``(tile number, rotation)``.
    - ``current``: the space where each seat laid this turn's tile, or None.
    - ``done``: whether each seat has ended this turn.
    - ``treasures``: ``((row, col, colour), ...)`` placed by each seat.
    - ``stock``: pieces left per seat as (blue, green, red, purple).
    - ``entrances``: ``(portal, side)`` or None.
    - ``bets``: pending bet per seat: None, "high", "low", or "hidden" in the
      views of other seats.
    - ``in_round``: whether each seat is still in the current betting round.
    - ``bet_log``: every evaluated bet per seat (:class:`BetRecord`).
    - ``purples_won``: purple treasures each seat has won by betting.
    - ``purple_supply``: purple treasures left in the supply.
    """

    players: int
    variant: str
    options: frozenset
    rng: Rng | None
    deck: tuple
    revealed: tuple
    phase: str
    boards: tuple
    current: tuple
    done: tuple
    treasures: tuple
    stock: tuple
    entrances: tuple
    bets: tuple
    in_round: tuple
    bet_log: tuple
    purples_won: tuple
    purple_supply: int


_PLACE = tuple(tuple(PlaceTile(s, r) for r in range(4)) for s in range(_SPACES))
_CHOOSE = tuple(ChooseEntrance(p, s) for p, s in ENTRANCE_CHOICES)
_END = EndTurn()
_BETS = [Bet(g) for g in data.BET_GUESSES]
_TURN_STEPS = (PlaceTile, PlaceTreasure, ChooseEntrance, EndTurn)
_LATE_STEPS = (PlaceTile, PlaceTreasure, EndTurn)
_BET_STEPS = (Bet,)
_COLOUR_INDEX = {c: i for i, c in enumerate(data.COLOURS)}


def _set(values: tuple, seat: int, value) -> tuple:
    return (*values[:seat], value, *values[seat + 1:])


def _card_of_round(position: int):
    for index, (first, last) in enumerate(data.BETTING_ROUNDS):
        if first <= position <= last:
            return index, position - first + 1, position == first, position == last
    return None


def betting_round(state) -> tuple[int, int] | None:
    """``(round 1–3, card 1–5 of the round)`` of the next card to be revealed when
    it is bet on (betting option, cards 6–20), else None."""
    if "betting" not in state.options or state.phase == "over":
        return None
    found = _card_of_round(len(state.revealed) + 1)
    return None if found is None else (found[0] + 1, found[1])


def treasure_colours(state, seat: int) -> tuple[str, ...]:
    """Colours ``seat`` may place now: the one next in order in the basic game,
    every colour still in stock in the professional game."""
    stock = state.stock[seat]
    if state.variant == "professional":
        return tuple(c for c, n in zip(data.COLOURS, stock, strict=True) if n)
    for c, n in zip(data.COLOURS, stock, strict=True):
        if n:
            return (c,)
    return ()


def entrance_path(state, seat: int) -> tuple[tuple[int, int], ...]:
    """The path of ``seat`` from its chosen entrance (empty before choosing)."""
    return tuple(divmod(q, _Q) for q in _path_q(state.boards[seat], state.entrances[seat]))


def preview_entrances(state, seat: int) -> tuple[tuple[tuple[str, str], int], ...]:
    """Paces each of the six entrances would give ``seat`` now:
    ``(((portal, side), paces), ...)`` in the order west, south, east × left, right."""
    board = state.boards[seat]
    return tuple((choice, len(_path_q(board, choice))) for choice in ENTRANCE_CHOICES)


def treasure_report(state, seat: int) -> tuple[TreasureScore, ...]:
    """Each treasure of ``seat`` as it would score now: a :class:`TreasureScore`
    per piece (scores or why not, pace of first touch, multiplier, points)."""
    return _treasure_scores(state.boards[seat], state.treasures[seat], state.entrances[seat],
                            state.variant == "professional")


# -- the game ---------------------------------------------------------------------------


class LabyrinthGame(Game):
    """The rules object. In the "turn" phase every seat that has not ended the turn
    acts at once: it lays the tile, then may place treasures on it, then ends its
    turn (boards are independent, so a seat need not wait for the others' tiles
    before placing treasures). In the "bet" phase every seat still in the betting
    round bets at once; the last bet reveals the card."""

    id = "labyrinth"
    title = "Das Labyrinth des Pharao"
    min_players = 1
    max_players = 5
    variants = ("basic", "professional")
    options = ("betting",)
    types = (LabyrinthState, BetRecord, PlaceTile, PlaceTreasure, ChooseEntrance, EndTurn, Bet)
    state_type = LabyrinthState

    # -- setting up ---------------------------------------------------------------------
    def new_state(self, players, rng, variant, options):
        n = players
        state = LabyrinthState(
            players=n, variant=variant, options=frozenset(options), rng=rng,
            deck=data.CARDS, revealed=(), phase="turn",
            boards=((None,) * _SPACES,) * n, current=(None,) * n, done=(False,) * n,
            treasures=((),) * n, stock=(data.START_STOCK,) * n, entrances=(None,) * n,
            bets=(None,) * n, in_round=(False,) * n, bet_log=((),) * n,
            purples_won=(0,) * n, purple_supply=data.PURPLE_SUPPLY)
        return self._reveal(state)

    # -- whose move ---------------------------------------------------------------------
    def to_act(self, state):
        if state.phase == "turn":
            return tuple(i for i, d in enumerate(state.done) if not d)
        if state.phase == "bet":
            return tuple(i for i in range(state.players)
                         if state.in_round[i] and state.bets[i] is None)
        return ()

    def steps(self, state, seat):
        if state.phase == "turn":
            if state.done[seat]:
                return ()
            return _TURN_STEPS if len(state.revealed) <= data.ENTRANCE_BY_TURN else _LATE_STEPS
        if state.phase == "bet" and state.in_round[seat] and state.bets[seat] is None:
            return _BET_STEPS
        return ()

    def legal_moves(self, state, seat):
        if state.phase == "bet":
            if state.in_round[seat] and state.bets[seat] is None:
                return list(_BETS)
            return []
        if state.phase != "turn" or state.done[seat]:
            return []
        turn = len(state.revealed)
        entrance_open = turn <= data.ENTRANCE_BY_TURN and state.entrances[seat] is None
        space = state.current[seat]
        if space is None:
            moves = [m for s, tile in enumerate(state.boards[seat]) if tile is None
                     for m in _PLACE[s]]
        else:
            moves = []
            colours = treasure_colours(state, seat)
            if colours:
                taken = {(r, c) for r, c, _ in state.treasures[seat]}
                number, rotation = state.boards[seat][space]
                for q, (_, scarab) in zip(_SPACE_Q[space], _TILES[number][rotation],
                                          strict=True):
                    rc = divmod(q, _Q)
                    if scarab and rc not in taken:
                        moves.extend(PlaceTreasure(rc[0], rc[1], c) for c in colours)
            if not (entrance_open and turn == data.ENTRANCE_BY_TURN):
                moves.append(_END)
        if entrance_open:
            moves.extend(_CHOOSE)
        return moves

    # -- the game's own reasons ---------------------------------------------------------
    def explain(self, state, seat, move):
        tile = state.revealed[-1] if state.revealed else None
        board = state.boards[seat]
        if isinstance(move, PlaceTile):
            if state.current[seat] is not None:
                return f"You have already placed tile {tile} this turn."
            if not _is_int(move.space) or not 0 <= move.space < _SPACES:
                return f"There is no space {move.space!r} on your board: spaces are 0–24."
            if not _is_int(move.rotation) or not 0 <= move.rotation < 4:
                return "A tile turns by quarter turns: rotation must be 0, 1, 2 or 3."
            there = board[move.space]
            if there is not None:
                return (f"Tile {tile} must go on an empty space: "
                        f"that space already holds tile {there[0]}.")
            return None
        if isinstance(move, PlaceTreasure):
            return self._explain_treasure(state, seat, move, tile)
        if isinstance(move, ChooseEntrance):
            chosen = state.entrances[seat]
            if chosen is not None:
                return (f"You have already chosen the {chosen[0]} portal, "
                        f"{chosen[1]} side.")
            if move.portal not in data.PORTAL_NAMES:
                return f"There is no {move.portal!r} portal: choose west, south or east."
            if move.side not in data.PORTAL_SIDES:
                return "Choose the left or the right side of the portal."
            return None
        if isinstance(move, EndTurn):
            if state.current[seat] is None:
                return f"Place tile {tile} before you end your turn."
            if (len(state.revealed) == data.ENTRANCE_BY_TURN
                    and state.entrances[seat] is None):
                return "Choose your entrance before the end of the third turn."
            return None
        if isinstance(move, Bet):
            if move.guess not in data.BET_GUESSES:
                return "Bet High or Low."
            return None
        return "That is not a move in this game."

    def _explain_treasure(self, state, seat, move, tile):
        space = state.current[seat]
        if space is None:
            return f"Place tile {tile} first: treasures go on this turn's tile."
        if move.colour not in _COLOUR_INDEX:
            return f"There are no {move.colour!r} treasures: blue, green, red or purple."
        if not (_is_int(move.row) and _is_int(move.col)
                and 0 <= move.row < _Q and 0 <= move.col < _Q):
            return "That is not a quarter of your board."
        q = move.row * _Q + move.col
        if _Q_SPACE[q] != space:
            return f"Treasures go only on this turn's tile {tile}."
        number, rotation = state.boards[seat][space]
        if not _TILES[number][rotation][_SPACE_Q[space].index(q)][1]:
            return f"Treasures go only on scarabs: that quarter of tile {tile} shows none."
        if any(r == move.row and c == move.col for r, c, _ in state.treasures[seat]):
            return "That scarab already holds a treasure: one treasure per scarab."
        stock = state.stock[seat]
        if not stock[_COLOUR_INDEX[move.colour]]:
            if move.colour == "purple":
                return "You have no purple treasure: they are won by betting."
            return f"You have no {move.colour} treasure left."
        if state.variant != "professional":
            first = treasure_colours(state, seat)[0]
            if move.colour != first:
                if move.colour == "purple":
                    return ("In the basic game purple treasures may be placed only "
                            "after all your red ones.")
                return (f"In the basic game your {first} treasures go first: "
                        f"you still have {stock[_COLOUR_INDEX[first]]}.")
        return None

    # -- applying -----------------------------------------------------------------------
    def apply(self, state, seat, move):
        if isinstance(move, PlaceTile):
            board = _set(state.boards[seat], move.space, (state.revealed[-1], move.rotation))
            return replace(state, boards=_set(state.boards, seat, board),
                           current=_set(state.current, seat, move.space))
        if isinstance(move, PlaceTreasure):
            i = _COLOUR_INDEX[move.colour]
            stock = state.stock[seat]
            stock = _set(stock, i, stock[i] - 1)
            placed = (*state.treasures[seat], (move.row, move.col, move.colour))
            return replace(state, stock=_set(state.stock, seat, stock),
                           treasures=_set(state.treasures, seat, placed))
        if isinstance(move, ChooseEntrance):
            return replace(state, entrances=_set(state.entrances, seat,
                                                 (move.portal, move.side)))
        if isinstance(move, EndTurn):
            done = _set(state.done, seat, True)
            state = replace(state, done=done)
            if not all(done):
                return state
            return self._next_card(state)
        if isinstance(move, Bet):
            state = replace(state, bets=_set(state.bets, seat, move.guess))
            if any(state.in_round[i] and state.bets[i] is None for i in range(state.players)):
                return state
            return self._reveal(state)
        raise TypeError(f"not a Labyrinth move: {move!r}")

    def _next_card(self, state):
        """Everyone has ended the turn: the game ends, betting opens, or a card comes."""
        position = len(state.revealed) + 1
        if position > data.TURNS:
            return replace(state, phase="over")
        if "betting" in state.options:
            found = _card_of_round(position)
            if found is not None:
                in_round = state.in_round
                if found[2]:  # the first card of a round: everyone is in again
                    in_round = (True,) * state.players
                if any(in_round):
                    return replace(state, phase="bet", in_round=in_round,
                                   bets=(None,) * state.players)
                state = replace(state, in_round=in_round)
        return self._reveal(state)

    def _reveal(self, state):
        """Draw the next card from the rng, settle the bets on it, start its turn."""
        index, rng = state.rng.below(len(state.deck))
        card = state.deck[index]
        deck = state.deck[:index] + state.deck[index + 1:]
        revealed = (*state.revealed, card)
        n = state.players
        changes = {}
        if state.phase == "bet":
            previous = state.revealed[-1]
            position = len(revealed)
            round_index, _, _, last = _card_of_round(position)
            in_round = list(state.in_round)
            log = list(state.bet_log)
            for i in range(n):
                guess = state.bets[i]
                if not in_round[i] or guess is None:
                    continue
                if card == previous:
                    outcome = "equal"
                elif (card > previous) == (guess == "high"):
                    outcome = "right"
                else:
                    outcome = "wrong"
                    in_round[i] = False
                log[i] = (*log[i], BetRecord(position, guess, previous, card, outcome))
            stock, won, supply = list(state.stock), list(state.purples_won), state.purple_supply
            if last:
                first = data.BETTING_ROUNDS[round_index][0]
                for i in range(n):
                    if not data.EQUAL_CARD_KEEPS_STREAK and any(
                            rec.card >= first and rec.outcome == "equal" for rec in log[i]):
                        continue
                    if in_round[i] and supply > 0:
                        b, g, r, p = stock[i]
                        stock[i] = (b, g, r, p + 1)
                        won[i] += 1
                        supply -= 1
                in_round = [False] * n
            changes = dict(in_round=tuple(in_round), bet_log=tuple(log), stock=tuple(stock),
                           purples_won=tuple(won), purple_supply=supply, bets=(None,) * n)
        return replace(state, rng=rng, deck=deck, revealed=revealed, phase="turn",
                       current=(None,) * n, done=(False,) * n, **changes)

    # -- the end ------------------------------------------------------------------------
    def is_over(self, state):
        return state.phase == "over"

    def _seat_score(self, state, seat):
        board, entrance = state.boards[seat], state.entrances[seat]
        paces = len(_path_q(board, entrance))
        report = _treasure_scores(board, state.treasures[seat], entrance,
                                  state.variant == "professional")
        return paces, report

    def scores(self, state):
        out = []
        for seat in range(state.players):
            paces, report = self._seat_score(state, seat)
            out.append(paces + sum(t.points for t in report))
        return tuple(out)

    def result(self, state):
        scores, details = [], []
        professional = state.variant == "professional"
        for seat in range(state.players):
            paces, report = self._seat_score(state, seat)
            lines = [(f"Path: {paces} paces", paces)]
            for t in report:
                where = f"{t.colour.capitalize()} treasure ({t.value}) at row {t.row + 1}, " \
                        f"column {t.col + 1}"
                if t.scores:
                    how = f"touches the path at pace {t.pace}"
                    if professional:
                        how += f", ×{t.multiplier}"
                    lines.append((f"{where}: {how}", t.points))
                else:
                    lines.append((f"{where}: scores nothing, {t.reason}", 0))
            scores.append(sum(p for _, p in lines))
            details.append(tuple(lines))
        return Outcome.from_scores(scores, details)

    def evaluate(self, state, seat):
        """For computer players: the own board's outlook (paces, the open end's
        prospects, treasures that score or may, pieces in hand; see
        :func:`seat_outlook`) minus the best other seat's, as the default does with
        scores. Boards are independent, so within a decision the others' part is
        the same for every move and the own outlook decides."""
        from pharaohs.games.labyrinth.rules.evaluation import seat_outlook

        own = seat_outlook(state, seat)
        others = [seat_outlook(state, i) for i in range(state.players) if i != seat]
        return own - (max(others) if others else 0.0)

    # -- hidden information -------------------------------------------------------------
    def view(self, state, seat):
        bets = tuple(b if (b is None or i == seat) else "hidden"
                     for i, b in enumerate(state.bets))
        return replace(state, rng=None, bets=bets)

    def determinize(self, view, seat, seed):
        """The deck is drawn at random from the fresh generator, so only the hidden
        bets of other seats are redrawn here."""
        rng = Rng.from_seed(seed)
        bets = []
        for b in view.bets:
            if b == "hidden":
                b, rng = rng.choice(data.BET_GUESSES)
            bets.append(b)
        return replace(view, rng=rng, bets=tuple(bets))


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


GAME = LabyrinthGame()
