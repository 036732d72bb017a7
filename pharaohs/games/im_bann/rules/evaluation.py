"""How promising a seat's position looks, for the computer player (``Game.evaluate``).

Like minus points, the rating measures how far a player still has to go
(adventures left, the mummy, less the showcase), but most single cards change
that little, so it adds what the hand promises: a share of each equipment
card's value (more when the depot lets it through now) and something for each
special card. In the King's Chamber every point over the exact value is a
burden. The weights are the ``AI_*`` values in ``data.py`` (computer player
weights, not from the rulebook).
"""

from __future__ import annotations

from pharaohs.games.im_bann.rules.data import (
    AI_HELD_SHARE,
    AI_OVERSHOOT,
    AI_PLAYABLE_SHARE,
    AI_SPECIAL_CARD,
    AI_STAGE,
    CARD_ITEM,
    CARD_VALUE,
    CHAMBER,
    MUMMY,
)
from pharaohs.games.im_bann.rules.state import (
    ImBannState,
    adventure_value,
    entered,
    in_chamber,
    requirement,
    showcase_sum,
)

#: entering the King's Chamber outweighs anything a hand can promise
ENTERED_BONUS = 100.0


def outlook(state: ImBannState, seat: int) -> float:
    """Higher is better: minus the way still to go (a showcase counts only up to what
    the adventure needs), a little for each adventure behind, and the hand's promise."""
    if entered(state, seat):
        return ENTERED_BONUS
    stage = state.stages[seat]
    need = requirement(state, seat)
    shown = showcase_sum(state.showcases[seat])
    left = sum(adventure_value(state, s) for s in range(stage, CHAMBER + 1))
    value = -float(left + need - adventure_value(state, stage) - min(shown, need))
    value += AI_STAGE * stage
    if in_chamber(state, seat) and shown > need:
        value -= AI_OVERSHOOT * (shown - need)
    hand = state.hands[seat]
    if hand and isinstance(hand[0], str):
        for card in hand:
            item = CARD_ITEM.get(card)
            if item is None:
                value += AI_SPECIAL_CARD if card != MUMMY else 0.0
            else:
                share = AI_PLAYABLE_SHARE if item == state.depot else AI_HELD_SHARE
                value += share * CARD_VALUE[card]
    return value


def rating(state: ImBannState, seat: int) -> float:
    """The own outlook less the best fellow player's, and in a series the games so far."""
    past = [sum(game[s] for game in state.series) for s in range(state.players)]
    own = outlook(state, seat) - past[seat]
    best = max(outlook(state, s) - past[s] for s in range(state.players) if s != seat)
    return own - best
