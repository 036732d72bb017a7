"""Disasters: four or five Suns let the active player strike all others in one area.

Pharaoh and Nile Disasters take effect at once. A Civilization or Monuments
Disaster makes the other players retrieve two of their markers: a victim with
one or two loses them at once; a victim with more chooses with ``RemoveMarker``,
one marker per move, one victim at a time in turn order from the player after
the one who declared it. Then the declaring player goes on applying dice.
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.core.i18n import _
from pharaohs.games.ra_dice.rules.data import (
    DISASTER_MARKERS,
    DISASTER_NAMES,
    DISASTER_NILE,
    DISASTER_NILE_RETREAT,
    DISASTER_PHARAOH,
    DISASTER_PHARAOH_RETREAT,
    DISASTER_SUNS,
    DISASTERS,
    TRACK_MIN,
)
from pharaohs.games.ra_dice.rules.moves import Disaster, RemoveMarker
from pharaohs.games.ra_dice.rules.state import (
    APPLY,
    AREA_CIVILIZATION,
    RETRIEVE,
    RaDiceState,
    markers_in,
    sun_count,
)

#: the refusal by the number of Suns, when there are too few
_TOO_FEW_SUNS = (_("A Disaster needs four or five Suns; you have no Sun."),
                 _("A Disaster needs four or five Suns; you have one."),
                 _("A Disaster needs four or five Suns; you have two."),
                 _("A Disaster needs four or five Suns; you have three."))
#: the four declarations, made once
DECLARATIONS = tuple(Disaster(k) for k in DISASTERS)


def disaster_open(state: RaDiceState) -> bool:
    """Whether the active player may still declare a Disaster this turn."""
    return (state.phase == APPLY and state.disaster is None
            and sun_count(state) >= DISASTER_SUNS)


def retrieve_moves(state: RaDiceState, seat: int) -> list:
    """The victim's choices: each of its markers in the struck area."""
    area = state.disaster
    return [RemoveMarker(area, sp) for sp in markers_in(state, seat, area)]


# -- refusals -------------------------------------------------------------------------------
def explain_disaster(state: RaDiceState, move) -> str | None:
    """Why declaring ``move.kind`` is refused."""
    if move.kind not in DISASTERS:
        return _("There is no such Disaster: choose Pharaoh, Nile, Civilization or Monuments.")
    suns = sun_count(state)
    if suns < DISASTER_SUNS:
        return _TOO_FEW_SUNS[suns]
    if state.disaster is not None:
        return _("You have already declared a Disaster this turn.")
    return None


def explain_retrieve(state: RaDiceState, seat: int, move) -> str | None:
    """Why the victim may not retrieve the marker ``move`` names."""
    area = state.disaster
    if move.area != area:
        return _("The Disaster struck the {area} area: retrieve a marker from there.",
                 area=_(DISASTER_NAMES[area]))
    if type(move.space) is not int or move.space not in markers_in(state, seat, area):
        return _("You have no marker on that space.")
    return None


# -- effects ----------------------------------------------------------------------------------
def strike(state: RaDiceState, kind: str) -> RaDiceState:
    """The Disaster ``kind`` declared: its effect, or the victims who must choose markers."""
    others = [(state.current + k) % state.players for k in range(1, state.players)]
    if kind == DISASTER_PHARAOH:
        pharaoh = list(state.pharaoh)
        for p in others:
            pharaoh[p] = max(TRACK_MIN, pharaoh[p] - DISASTER_PHARAOH_RETREAT)
        return evolve(state, disaster=kind, pharaoh=tuple(pharaoh))
    if kind == DISASTER_NILE:
        nile, floods = list(state.nile), list(state.floods)
        for p in others:
            if floods[p]:
                floods[p] -= 1
            else:
                nile[p] = max(TRACK_MIN, nile[p] - DISASTER_NILE_RETREAT)
        return evolve(state, disaster=kind, nile=tuple(nile),
                                   floods=tuple(floods))
    victims = []
    state = evolve(state, disaster=kind)
    for p in others:
        spaces = markers_in(state, p, kind)
        if len(spaces) > DISASTER_MARKERS:
            victims.append((p, DISASTER_MARKERS))
        else:
            for space in spaces:
                state = _take_marker(state, p, kind, space)
    if victims:
        return evolve(state, phase=RETRIEVE, victims=tuple(victims))
    return state


def retrieve(state: RaDiceState, seat: int, move) -> RaDiceState:
    """The victim's chosen marker returned; the next victim's turn, or back to applying."""
    state = _take_marker(state, seat, move.area, move.space)
    (victim, left), *rest = state.victims
    victims = ((victim, left - 1), *rest) if left > 1 else tuple(rest)
    return evolve(state, victims=victims,
                               phase=RETRIEVE if victims else APPLY)


def _take_marker(state, seat: int, area: str, space: int) -> RaDiceState:
    """``state`` with ``seat``'s marker on ``space`` of ``area`` returned to its supply."""
    if area == AREA_CIVILIZATION:
        civilization = tuple(seats - {seat} if colour == space else seats
                             for colour, seats in enumerate(state.civilization))
        return evolve(state, civilization=civilization)
    monuments = list(state.monuments)
    monuments[space] = None
    return evolve(state, monuments=tuple(monuments))
