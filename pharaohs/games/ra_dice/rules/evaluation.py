"""How promising a seat's position looks, for the computer player (``Game.evaluate``).

The lead in points as if the epoch (and the game's Monument scoring) came now, so a
Pharaoh lead, a flood or a Civilization marker is worth its coming points rather than
nothing until Ra reaches the end. The parts: the points scored so far, then what the
Pharaoh track, the Nile, the Civilization area and the Monuments would bring, and a
little for every space on the two tracks (``AI_TRACK_SPACE``), so no step is worth nothing.
"""

from __future__ import annotations

from pharaohs.core.rating import Lead, Rating, lead
from pharaohs.games.ra_dice.rules.data import AI_TRACK_SPACE
from pharaohs.games.ra_dice.rules.scoring import (
    BONUS_LINE,
    CIVILIZATION_LINE,
    COLUMNS_LINE,
    NILE_LINE,
    PHARAOH_LINE,
    coming_lines,
    totals,
)
from pharaohs.games.ra_dice.rules.state import RaDiceState

#: the parts of the rating, by the scoring line they come from
SCORE, PHARAOH, NILE, CIVILIZATION, MONUMENTS, STEPS = (
    "score", "pharaoh", "nile", "civilization", "monuments", "steps")
_PART_OF_LINE = {PHARAOH_LINE: PHARAOH, NILE_LINE: NILE, CIVILIZATION_LINE: CIVILIZATION,
                 COLUMNS_LINE: MONUMENTS, BONUS_LINE: MONUMENTS}


def outlooks(state: RaDiceState) -> list[Rating]:
    """Each seat's points now and the points each coming scoring line would add."""
    parts = [[(SCORE, points, points)] for points in totals(state)]
    for line in coming_lines(state):
        parts[line.seat].append((_PART_OF_LINE[line.category], line.points, line.points))
    for seat, seat_parts in enumerate(parts):
        steps = state.pharaoh[seat] + state.nile[seat]
        seat_parts.append((STEPS, AI_TRACK_SPACE * steps, steps))
    return [Rating.of(*seat_parts) for seat_parts in parts]


def rating(state: RaDiceState, seat: int) -> Lead:
    """``seat``'s projected points against the best other seat's."""
    return lead(outlooks(state), seat)
