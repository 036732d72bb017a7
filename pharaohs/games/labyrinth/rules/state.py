"""The state of a Labyrinth game as one frozen value, and questions asked of it.

The questions (``treasure_colours``, ``free_scarabs``, ``entrance_open``,
``must_place``, ``must_bet``, ``preview_entrances``) are asked by the rules, the
board and the computer player alike, so each is answered here once.
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaohs.core.rng import Rng
from pharaohs.games.labyrinth.rules import data
from pharaohs.games.labyrinth.rules.geometry import (
    ENTRANCE_CHOICES,
    QUARTERS,
    path_indices,
    scarab_quarters,
)

TURN, BET, OVER = "turn", "bet", "over"


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
    - ``bets``: pending bet per seat: None, "high", "low", or ``Hidden("bet")`` in
      the views of other seats.
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


def set_seat(values: tuple, seat: int, value) -> tuple:
    """``values`` with the entry of ``seat`` replaced."""
    return (*values[:seat], value, *values[seat + 1:])


def turn(state) -> int:
    """The turn number (1–25): one card is revealed per turn."""
    return len(state.revealed)


def playing(state, seat) -> bool:
    """Whether ``seat`` is still busy with this turn (laying, placing, choosing)."""
    return seat is not None and state.phase == TURN and not state.done[seat]


def must_place(state, seat) -> bool:
    """Whether ``seat`` has yet to lay this turn's tile."""
    return playing(state, seat) and state.current[seat] is None


def entrance_open(state, seat) -> bool:
    """Whether ``seat`` may still choose its entrance (rulebook: by the end of turn 3)."""
    return (playing(state, seat) and state.entrances[seat] is None
            and turn(state) <= data.ENTRANCE_BY_TURN)


def must_bet(state, seat) -> bool:
    """Whether ``seat`` is in the betting round and has not bet on the next card yet."""
    return (seat is not None and state.phase == BET and state.in_round[seat]
            and state.bets[seat] is None)


def with_betting(state) -> bool:
    """Whether this game is played with the betting option."""
    return "betting" in state.options


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


def free_scarabs(state, seat) -> tuple[tuple[int, int], ...]:
    """The empty scarab quarters of the tile ``seat`` laid this turn."""
    if not playing(state, seat) or state.current[seat] is None:
        return ()
    taken = {(r, c) for r, c, _colour in state.treasures[seat]}
    return tuple(q for q in scarab_quarters(state.boards[seat], state.current[seat])
                 if q not in taken)


def entrance_path(state, seat: int) -> tuple[tuple[int, int], ...]:
    """The path of ``seat`` from its chosen entrance (empty before choosing)."""
    return tuple(divmod(q, QUARTERS)
                 for q in path_indices(state.boards[seat], state.entrances[seat]))


def preview_entrances(state, seat: int) -> tuple[tuple[tuple[str, str], int], ...]:
    """Paces each of the six entrances would give ``seat`` now:
    ``(((portal, side), paces), ...)`` in the order west, south, east × left, right."""
    board = state.boards[seat]
    return tuple((choice, len(path_indices(board, choice))) for choice in ENTRANCE_CHOICES)
