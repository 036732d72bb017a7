"""How promising a seat's position looks, for the computer player (``Game.evaluate``).

Like minus points, the rating measures how far a player still has to go
(adventures left, the mummy, less the showcase), but most single cards change
that little, so it adds what the hand promises: a share of each equipment
card's value (more when the depot lets it through now, or will once the player
turns it) and something for each special card, for the best few cards only.
In the King's Chamber every point over the exact value is a burden. The weights
are the ``AI_*`` values in ``data.py`` (computer player weights, not from the
rulebook).
"""

from __future__ import annotations

from pharaohs.core.rating import Lead, Rating, lead
from pharaohs.games.im_bann.rules.data import (
    AI_HAND_CARDS,
    AI_HELD_SHARE,
    AI_OVERSHOOT,
    AI_PLAYABLE_SHARE,
    AI_SPECIAL_CARD,
    AI_STAGE,
    CARD_ITEM,
    CARD_VALUE,
    CHAMBER,
    ITEMS,
    MUMMY,
)
from pharaohs.games.im_bann.rules.state import (
    DEPOT,
    EXTRA,
    ImBannState,
    adventure_value,
    entered,
    in_chamber,
    requirement,
    showcase_sum,
)

#: entering the King's Chamber outweighs anything a hand can promise
ENTERED_BONUS = 100.0


#: the parts of the rating
CHAMBER_ENTERED, WAY, STAGE, OVERSHOOT, HAND, SERIES = (
    "chamber", "way", "stage", "overshoot", "hand", "series")


def outlook(state: ImBannState, seat: int) -> Rating:
    """Higher is better: minus the way still to go (a showcase counts only up to what
    the adventure needs), a little for each adventure behind, and the hand's promise."""
    if entered(state, seat):
        return Rating.of((CHAMBER_ENTERED, ENTERED_BONUS, 1))
    stage = state.stages[seat]
    need = requirement(state, seat)
    shown = showcase_sum(state.showcases[seat])
    left = sum(adventure_value(state, s) for s in range(stage, CHAMBER + 1))
    way = left + need - adventure_value(state, stage) - min(shown, need)
    parts = [(WAY, -float(way), -way), (STAGE, AI_STAGE * stage, stage)]
    if in_chamber(state, seat) and shown > need:
        parts.append((OVERSHOOT, -AI_OVERSHOOT * (shown - need), need - shown))
    hand = state.hands[seat]
    if hand and isinstance(hand[0], str):
        parts.append((HAND, hand_promise(hand, chosen_depot(state, seat)), None))
    return Rating.of(*parts)


def hand_promise(hand, depot: str) -> float:
    """What the best ``AI_HAND_CARDS`` cards of a hand promise: a hand past that size
    only fills the hand (and empties the draw pile), so drawing more earns nothing."""
    worth = []
    for card in hand:
        item = CARD_ITEM.get(card)
        if item is None:
            worth.append(AI_SPECIAL_CARD if card != MUMMY else 0.0)
        else:
            share = AI_PLAYABLE_SHARE if item == depot else AI_HELD_SHARE
            worth.append(share * CARD_VALUE[card])
    worth.sort(reverse=True)
    return sum(worth[:AI_HAND_CARDS])


def chosen_depot(state: ImBannState, seat: int) -> str:
    """The item the depot points to for rating ``seat``'s hand: while ``seat`` is about
    to turn it (Magic Power, an exact value), the item its hand holds most of."""
    if state.phase not in (DEPOT, EXTRA) or state.current != seat:
        return state.depot
    held = {item: 0 for item in ITEMS}
    for card in state.hands[seat]:
        item = CARD_ITEM.get(card)
        if item is not None:
            held[item] += CARD_VALUE[card]
    return max(ITEMS, key=lambda item: held[item])


def rating(state: ImBannState, seat: int) -> Lead:
    """The own outlook less the best fellow player's, and in a series the games so far."""
    ratings = [outlook(state, s) for s in range(state.players)]
    if state.series:
        ratings = [r.plus((SERIES, -sum(game[s] for game in state.series), None))
                   for s, r in enumerate(ratings)]
    return lead(ratings, seat)
