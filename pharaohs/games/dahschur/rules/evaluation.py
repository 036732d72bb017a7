"""How promising a seat's position looks, for the computer player (``Game.evaluate``).

AP count as they stand; what will turn into AP later is weighed by the ``AI_*``
values of ``data`` (computer player weights, not from the rulebook): gems in the
supply (avenue points, 1 AP each at the end at worst), goods stones, offerings and
how far forward they stand (each is a chance to place a disc), and the collected
discs, fully when a burial card of their number is free, partly while cards are
still to come.
"""

from __future__ import annotations

from pharaohs.core.hidden import Hidden
from pharaohs.core.rating import Lead, Rating, lead
from pharaohs.games.dahschur.rules.data import (
    AI_DISC_MATCH,
    AI_DISC_OPEN,
    AI_FUTURE_DISCS,
    AI_GEM,
    AI_GOODS,
    AI_OFFERING,
    AI_PROCESSION,
    PROCESSION_SPACES,
)
from pharaohs.games.dahschur.rules.market import price
from pharaohs.games.dahschur.rules.points import total
from pharaohs.games.dahschur.rules.state import ACTIONS, MARKET, OVER, DahschurState

#: the parts of the rating
POINTS, GEMS, GOODS, PURCHASE, OFFERINGS, PROCESSION, DISCS = (
    "points", "gems", "goods", "purchase", "offerings", "procession", "discs")


def outlook(state: DahschurState, seat: int) -> Rating:
    """AP now plus the weighed promise of what ``seat`` holds."""
    points = total(state, seat)
    if state.phase == OVER:
        return Rating.of((POINTS, float(points), points),
                         (GOODS, 0.01 * state.goods[seat], state.goods[seat]))
    gems = sum(state.gems[seat])
    parts = [(POINTS, float(points), points), (GEMS, AI_GEM * gems, gems),
             (GOODS, AI_GOODS * state.goods[seat], state.goods[seat])]
    if state.phase == ACTIONS and state.step == MARKET and state.active == seat:
        cost = price(state, seat)
        if cost and state.goods[seat] >= cost and state.stalls[state.merchants[seat] - 1].gem \
                is not None:  # the purchase waiting at the merchant's stall
            parts.append((PURCHASE, AI_GEM - AI_GOODS * cost, None))
    spaces = [i for i, owner in enumerate(state.procession) if owner == seat]
    expected = len(state.discs[seat]) + AI_FUTURE_DISCS * (state.rounds - state.round)
    offerings = min(len(spaces), expected)
    parts.append((OFFERINGS, AI_OFFERING * offerings, offerings))
    parts.append((PROCESSION, AI_PROCESSION * sum(spaces) / PROCESSION_SPACES, None))
    free = {}
    for chamber, cards in enumerate(state.chambers):
        for owner, value in enumerate(cards):
            if value is not None and state.chamber_discs[chamber][owner] is None:
                free[value] = free.get(value, 0) + 1
    chambers_left = sum(1 for cards in state.chambers if cards[seat] is None)
    for disc in state.discs[seat]:
        if isinstance(disc, Hidden):
            continue
        _kind, value = disc
        if free.get(value):
            parts.append((DISCS, AI_DISC_MATCH * value, None))
        elif chambers_left:
            parts.append((DISCS, AI_DISC_OPEN * value, None))
    return Rating.of(*parts)


def rating(state: DahschurState, seat: int) -> Lead:
    """``seat``'s outlook against the best other seat's."""
    return lead([outlook(state, s) for s in range(state.players)], seat)
