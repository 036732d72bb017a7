"""What a seat must or may do now, read from its view: lay the tile, place treasures,
choose the entrance, bet.

Drawing, words, hints, gestures and the demo hand all ask the same questions;
the rules still judge every move.
"""

from __future__ import annotations

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board.grid import QUARTER_POS, SIZE
from pharaohs.games.labyrinth.rules import data


def turn(view) -> int:
    return len(view.revealed)


def must_place(view, seat) -> bool:
    return (seat is not None and view.phase == "turn" and not view.done[seat]
            and view.current[seat] is None)


def entrance_open(view, seat) -> bool:
    return (seat is not None and view.phase == "turn" and not view.done[seat]
            and view.entrances[seat] is None and turn(view) <= data.ENTRANCE_BY_TURN)


def free_scarabs(view, seat) -> list[tuple[int, int]]:
    """The empty scarab quarters of the tile ``seat`` laid this turn."""
    if seat is None or view.phase != "turn" or view.done[seat]:
        return []
    space = view.current[seat]
    if space is None:
        return []
    row, col = divmod(space, SIZE)
    taken = {(r, c) for r, c, _ in view.treasures[seat]}
    number, rotation = view.boards[seat][space]
    out = []
    for (dr, dc), (_, scarab) in zip(QUARTER_POS, rules.tile_quarters(number, rotation),
                                     strict=True):
        quarter = (2 * row + dr, 2 * col + dc)
        if scarab and quarter not in taken:
            out.append(quarter)
    return out


def colours(view, seat) -> tuple[str, ...]:
    """The treasure colours ``seat`` may place now."""
    return rules.treasure_colours(view, seat) if seat is not None else ()


def must_bet(view, seat) -> bool:
    return (seat is not None and view.phase == "bet" and view.in_round[seat]
            and view.bets[seat] is None)


def betting(view) -> bool:
    return "betting" in view.options
