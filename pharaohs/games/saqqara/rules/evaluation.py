"""The computer player's rating of a Saqqara position.

Points come from the Nile and the pyramids at the end, so a position is worth
its points now plus what its goods, cards and workers are likely to turn into:
three land are a field on the Nile; other goods pay for pyramid levels (rated
below their share of the level they buy, so that levels are bought); a worker
is worth part of its next level and its privilege while rounds remain; a market
card is worth its trades; goods on a warehouse one is winning count as half one's
own.
"""

from __future__ import annotations

from pharaohs.core.rating import Lead, Rating, lead
from pharaohs.games.saqqara.rules.data import (
    GOLD,
    LAND,
    NILE_STEP_LAND,
    NO_YIELD,
    PYRAMID_POINTS,
    TOP,
    TRACK_SPACES,
    WAREHOUSES,
    YEARS,
)
from pharaohs.games.saqqara.rules.distribution import influence
from pharaohs.games.saqqara.rules.state import (
    AUCTION,
    INFLUENCE,
    INVEST,
    SaqqaraState,
    pyramid_points,
)

#: points a good is worth on its way to a pyramid level (gold is scarcer); set by
#: tournaments of Medium against Easy: at 0.3 and 0.5, or more, a goods stock looked
#: worth more than the level it buys and the greedy player hoarded instead of building
GOOD_WORTH = 0.15
GOLD_WORTH = 0.3
#: share of the next level's points a worker is worth while rounds remain
PROSPECT = 0.6
#: what a privilege (level 2 and up) is worth while rounds remain
PRIVILEGE_WORTH = 1.0
#: a market card's trades until the next market
CARD_WORTH = 1.5
#: rounds after which the future counts in full
HORIZON = 10


def _goods_worth(goods) -> float:
    return (goods[LAND] / NILE_STEP_LAND + goods[GOLD] * GOLD_WORTH
            + sum(goods[g] for g in range(LAND + 1, GOLD)) * GOOD_WORTH)


#: the parts of the rating
GOODS, CARDS, PROSPECTS, PRIVILEGES, BIDS, WAREHOUSES_LED, NILE, PYRAMIDS = (
    "goods", "cards", "prospects", "privileges", "bids", "warehouses", "nile", "pyramids")


def outlook(state: SaqqaraState, seat: int) -> Rating:
    """What ``seat``'s goods, cards, bids and workers promise, then its points now (the
    Nile field, the levels its workers stand on)."""
    rounds_left = (YEARS - state.year) * TRACK_SPACES + (TRACK_SPACES - 1 - state.die)
    hope = min(1.0, rounds_left / HORIZON)
    goods, cards = state.goods[seat], len(state.cards[seat])
    parts = [(GOODS, _goods_worth(goods), sum(goods)),
             (CARDS, CARD_WORTH * hope * cards, cards)]
    levels = 0
    for pyramid, row in zip(state.pyramids, state.workers, strict=True):
        lvl = row[seat]
        levels += lvl
        if lvl:
            points = PYRAMID_POINTS[pyramid]
            if lvl < TOP:
                parts.append((PROSPECTS, PROSPECT * hope * (points[lvl] - points[lvl - 1]),
                              lvl))
            if lvl >= 2:
                parts.append((PRIVILEGES, PRIVILEGE_WORTH * hope, 1))
    if state.phase == AUCTION:
        parts.append((BIDS, _bids_worth(state, seat, hope), None))
    if state.phase in (INFLUENCE, INVEST) and state.thresholds:
        parts.append((WAREHOUSES_LED, _warehouses_worth(state, seat), None))
    parts.append((NILE, state.nile[seat], state.nile[seat]))
    parts.append((PYRAMIDS, pyramid_points(state, seat), levels))
    return Rating.of(*parts)


def _bids_worth(state: SaqqaraState, seat: int, hope: float) -> float:
    """Goods bid can still come back; a bid on top is half a card."""
    worth = _goods_worth(state.pending) if state.current == seat else 0.0
    for bids in state.bids:
        for i, bid in enumerate(bids):
            if bid.seat == seat:
                worth += _goods_worth(bid.goods)
                if i == len(bids) - 1:
                    worth += CARD_WORTH * hope / 2
    return worth


def _warehouses_worth(state: SaqqaraState, seat: int) -> float:
    """Goods on warehouses where ``seat``'s card leads, in part as the threshold is near."""
    worth = 0.0
    for w in range(WAREHOUSES):
        if state.placed[seat][w] is None or state.thresholds[w] == NO_YIELD:
            continue
        mine = influence(state, seat, w)
        rivals = [influence(state, s, w) for s in range(state.players)
                  if s != seat and isinstance(state.placed[s][w], int)]
        if mine <= 0 or any(r > mine for r in rivals):
            continue
        share = 1 / (1 + sum(1 for r in rivals if r == mine))
        goods = state.warehouses[w]
        reach = min(1.0, sum(goods) / state.thresholds[w])
        worth += share * _goods_worth(goods) * (reach if reach >= 1 else reach / 2)
    return worth


def rating(state: SaqqaraState, seat: int) -> Lead:
    """``seat``'s outlook against the best other seat's."""
    return lead([outlook(state, s) for s in range(state.players)], seat)
