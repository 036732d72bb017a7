"""The burial chambers (Grabkammern) of the Red Pyramid.

At the end of each round every player lays one of its own face-up prince cards
above the door of that round's chamber; the others go back to the hand (market
prince cards back to their stalls). At the end the chambers are opened: the
offerings in the procession, foremost first, each let their owner lay one
collected disc on a chamber card of the same number, for the disc's value in AP
(and 2/1 AP to a fellow player whose card receives a gold/silver disc).
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.core.i18n import _
from pharaohs.games.dahschur.rules.data import DISC_KINDS, FELLOW_DISC_POINTS, GEM_END_POINTS
from pharaohs.games.dahschur.rules.moves import PlaceDisc
from pharaohs.games.dahschur.rules.points import AP_DISCS, AP_FELLOW_DISCS, AP_GEMS, gain
from pharaohs.games.dahschur.rules.procession import procession_order
from pharaohs.games.dahschur.rules.state import (
    FINALE,
    MARKET_PRINCE,
    OVER,
    DahschurState,
    put,
)


# -- the card for this round's chamber --------------------------------------------------------
def explain_bury(state: DahschurState, seat: int, position) -> str | None:
    row = state.rows[seat]
    if not isinstance(position, int) or isinstance(position, bool) or \
            not 0 <= position < len(row):
        return _("Choose one of your face-up prince cards.")
    if row[position].owner != seat:
        return _("Neutral prince cards and market prince cards do not go into the "
                 "burial chambers.")
    return None


def bury(state: DahschurState, seat: int, position: int) -> DahschurState:
    """Lay the chosen card above this round's chamber; the rest go home."""
    row = state.rows[seat]
    chamber = state.round - 1
    chambers = put(state.chambers, chamber, put(state.chambers[chamber], seat,
                                                row[position].value))
    hand = list(state.hands[seat])
    stalls = state.stalls
    for i, card in enumerate(row):
        if i == position:
            continue
        if card.owner == MARKET_PRINCE:
            stall = stalls[card.value - 1]
            stalls = put(stalls, card.value - 1, evolve(stall, market_prince=True))
        else:
            hand.append(card.value)
    return evolve(state, chambers=chambers, stalls=stalls,
                               hands=put(state.hands, seat, tuple(sorted(hand))),
                               rows=put(state.rows, seat, ()))


# -- opening the chambers ------------------------------------------------------------------------
def open_chambers(state: DahschurState) -> DahschurState:
    """The finale begins: the offerings' order is the order of placing discs."""
    return next_offering(evolve(state, phase=FINALE,
                                             finale=procession_order(state)))


def disc_moves(state: DahschurState, seat: int) -> list[PlaceDisc]:
    """Every disc of ``seat`` onto every free chamber card of the same number."""
    out = []
    for kind, value in dict.fromkeys(state.discs[seat]):
        for chamber, cards in enumerate(state.chambers):
            for owner, card in enumerate(cards):
                if card == value and state.chamber_discs[chamber][owner] is None:
                    out.append(PlaceDisc(kind, value, chamber, owner))
    return out


def placer(state: DahschurState) -> int:
    """The owner of the offering whose turn it is to place a disc."""
    return state.procession[state.finale[0]]


def next_offering(state: DahschurState) -> DahschurState:
    """Skip offerings whose owner has no disc to place; the game ends with the last. An
    owner who can place a disc is asked to (data.DISC_PLACEMENT_FORCED)."""
    finale = state.finale
    while finale and not disc_moves(state, state.procession[finale[0]]):
        finale = finale[1:]
    state = evolve(state, finale=finale)
    if finale:
        return state
    for seat in range(state.players):
        state = gain(state, seat, AP_GEMS, GEM_END_POINTS * sum(state.gems[seat]))
    return evolve(state, phase=OVER)


def explain_place(state: DahschurState, seat: int, move: PlaceDisc) -> str | None:
    if move.metal not in DISC_KINDS or (move.metal, move.value) not in state.discs[seat]:
        return _("You have no such disc in your supply.")
    chambers = state.chambers
    if not (isinstance(move.chamber, int) and 0 <= move.chamber < len(chambers)
            and isinstance(move.owner, int) and 0 <= move.owner < state.players):
        return _("Choose a prince card in a burial chamber.")
    card = chambers[move.chamber][move.owner]
    if card is None:
        return _("No prince card lies there.")
    if card != move.value:
        return _("The number on the disc must match the number on the prince card.")
    if state.chamber_discs[move.chamber][move.owner] is not None:
        return _("A disc already lies on this prince card.")
    return None


def place(state: DahschurState, seat: int, move: PlaceDisc) -> DahschurState:
    """Lay the disc face up on the card; AP to the placer and to a fellow owner."""
    disc = (move.metal, move.value)
    mine = list(state.discs[seat])
    mine.remove(disc)
    laid = put(state.chamber_discs, move.chamber,
               put(state.chamber_discs[move.chamber], move.owner, disc))
    state = evolve(state, discs=put(state.discs, seat, tuple(mine)),
                                chamber_discs=laid, finale=state.finale[1:])
    state = gain(state, seat, AP_DISCS, move.value)
    if move.owner != seat:
        state = gain(state, move.owner, AP_FELLOW_DISCS, FELLOW_DISC_POINTS[move.metal])
    return next_offering(state)
