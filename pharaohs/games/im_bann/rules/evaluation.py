"""How promising a seat's position looks, for the computer player (``Game.evaluate``).

Minus points measure how far a player still has to go (adventures left, the
mummy, less the showcase), but most single cards change them little, so the
rating adds what the hand promises: cards the depot lets through now, special
cards, and a few spare cards. In the King's Chamber every point over the exact
value is a burden. The weights are the ``AI_*`` values in ``data.py`` (computer
player weights, not from the rulebook).
"""

from __future__ import annotations

from pharaohs.games.im_bann.rules.data import (
    AI_HAND_SIZE,
    AI_OVERSHOOT,
    AI_PLAYABLE_CARD,
    AI_SPECIAL_CARD,
    CARD_ITEM,
)
from pharaohs.games.im_bann.rules.series import minus_points
from pharaohs.games.im_bann.rules.state import (
    ImBannState,
    entered,
    in_chamber,
    requirement,
    showcase_sum,
)

#: entering the King's Chamber outweighs anything a hand can promise
ENTERED_BONUS = 100.0


def outlook(state: ImBannState, seat: int) -> float:
    """Higher is better: minus the way still to go, plus the hand's promise."""
    if entered(state, seat):
        return ENTERED_BONUS
    value = -float(minus_points(state, seat))
    if in_chamber(state, seat):
        over = showcase_sum(state.showcases[seat]) - requirement(state, seat)
        if over > 0:
            value -= AI_OVERSHOOT * over
    hand = state.hands[seat]
    if hand and isinstance(hand[0], str):
        for card in hand:
            item = CARD_ITEM.get(card)
            if item is None:
                value += AI_SPECIAL_CARD
            elif item == state.depot:
                value += AI_PLAYABLE_CARD
        value += AI_HAND_SIZE * len(hand)
    return value


def rating(state: ImBannState, seat: int) -> float:
    """The own outlook less the best fellow player's, and in a series the games so far."""
    past = [sum(game[s] for game in state.series) for s in range(state.players)]
    own = outlook(state, seat) - past[seat]
    best = max(outlook(state, s) - past[s] for s in range(state.players) if s != seat)
    return own - best
