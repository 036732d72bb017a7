"""What lies on the table in Ra: The Dice Game, as one frozen value, and questions about it.

Dice, civilization spaces and disasters are named by index into the tables of
``data``: die ``i`` has colour ``DICE[i]`` and civilization space ``i`` is the
space of that colour. Monument spaces are ``0``–``39`` (``data.monument_space``).
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaohs.core.rng import Rng
from pharaohs.games.ra_dice.rules.data import (
    DISASTER_CIVILIZATION,
    DISASTER_MONUMENTS,
    SUN,
    SUN_TRACK_LENGTH,
    TRACK_MAX,
)
from pharaohs.games.ra_dice.rules.dice_sets import BITS, face_masks

# -- phases ---------------------------------------------------------------------------
ROLL = "roll"  #: the active player throws all five dice
REROLL = "reroll"  #: the active player may throw again (``rerolls_left`` more times)
APPLY = "apply"  #: the active player applies the dice
RETRIEVE = "retrieve"  #: a Disaster's victim chooses markers to retrieve
OVER = "over"  #: three epochs have been scored

#: the board areas a marker can be retrieved from
AREA_CIVILIZATION = DISASTER_CIVILIZATION
AREA_MONUMENTS = DISASTER_MONUMENTS


@dataclass(frozen=True)
class ScoreLine:
    """One line of an epoch's scoring: who gained what, and why."""

    epoch: int
    seat: int
    #: "Pharaoh", "Nile", "Civilization", "Monument columns" or "Monument bonus"
    category: str
    points: int
    reason: str


@dataclass(frozen=True)
class RaDiceState:
    """Everything on the table; nothing is hidden in this game but the generator."""

    players: int
    rng: Rng | None
    #: the epoch being played, 1–3 (3 once the game is over)
    epoch: int
    #: one of ROLL, REROLL, APPLY, RETRIEVE, OVER
    phase: str
    #: the seat whose turn it is
    current: int
    #: the Ra figure's space on the Sun track
    ra: int
    #: the face each die shows (``data.FACES``); empty before this turn's first throw
    dice: tuple[str, ...]
    rerolls_left: int
    #: dice applied this turn (Suns are never in here: they lie on the Sun track)
    used: frozenset[int]
    #: Monument markers placed this turn (the first needs one die, each further two)
    monuments_this_turn: int
    #: the Disaster declared this turn, or None
    disaster: str | None
    #: victims still to retrieve markers: ``(seat, markers left)``, the first acts
    victims: tuple[tuple[int, int], ...]
    #: each seat's space on the Pharaoh track
    pharaoh: tuple[int, ...]
    #: each seat's space on the Nile track
    nile: tuple[int, ...]
    #: each seat's flood markers stacked on its Nile marker
    floods: tuple[int, ...]
    #: per civilization space (die colour), the seats with a marker there
    civilization: tuple[frozenset[int], ...]
    #: per Monument space, the seat whose marker is there, or None
    monuments: tuple[int | None, ...]
    #: how often each seat scored three Suns
    three_suns: tuple[int, ...]
    #: how often each seat scored a pair of Ankhs
    ankh_pairs: tuple[int, ...]
    #: every epoch scoring so far, in the order it happened
    epoch_lines: tuple[ScoreLine, ...]


# -- questions about a state --------------------------------------------------------------
def sun_count(state: RaDiceState) -> int:
    """Dice lying on the Sun track this turn."""
    return sum(1 for face in state.dice if face == SUN)


def sun_spaces(state: RaDiceState) -> tuple[int, ...]:
    """The Sun track spaces this turn's Suns lie on, nearest to Ra first: "on the spaces
    immediately in front of the Ra figure, one die per space", the surplus on the last
    space. Once one or two Suns have moved Ra on, Ra stands on them."""
    suns = sun_count(state)
    start = state.ra - suns if state.phase in (APPLY, RETRIEVE) and 1 <= suns <= 2 else state.ra
    return tuple(min(start + 1 + k, SUN_TRACK_LENGTH) for k in range(suns))


def available_dice(state: RaDiceState) -> tuple[int, ...]:
    """Dice that may still be rerolled or applied: not a Sun, not used."""
    return BITS[face_masks(state)[0]]


def epoch_ending(state: RaDiceState) -> bool:
    """Whether Ra has reached the end: the epoch is scored when this turn ends."""
    return state.ra >= SUN_TRACK_LENGTH


def civilization_markers(state: RaDiceState, seat: int) -> tuple[int, ...]:
    """The civilization spaces holding a marker of ``seat``."""
    return tuple(c for c, seats in enumerate(state.civilization) if seat in seats)


def monument_markers(state: RaDiceState, seat: int) -> tuple[int, ...]:
    """The Monument spaces holding a marker of ``seat``."""
    return tuple(sp for sp, owner in enumerate(state.monuments) if owner == seat)


def markers_in(state: RaDiceState, seat: int, area: str) -> tuple[int, ...]:
    """The spaces of ``area`` (AREA_CIVILIZATION or AREA_MONUMENTS) holding ``seat``'s markers."""
    if area == AREA_CIVILIZATION:
        return civilization_markers(state, seat)
    return monument_markers(state, seat)


def bump(values: tuple[int, ...], seat: int, by: int, top: int | None = TRACK_MAX):
    """``values`` with ``values[seat]`` raised by ``by`` (capped at ``top``)."""
    new = values[seat] + by
    if top is not None:
        new = min(top, new)
    return values[:seat] + (new,) + values[seat + 1:]
