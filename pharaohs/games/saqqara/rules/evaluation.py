"""The computer player's rating of a Saqqara position.

Points come from the Nile and the pyramids at the end, so a position is worth
its points now plus what its goods and privileges are likely to turn into:
three land are a field on the Nile, other goods pay for pyramid levels (about
two points for five goods), and a worker low on a pyramid is worth part of the
next level while rounds remain.
"""

from __future__ import annotations

from pharaohs.games.saqqara.rules.data import (
    GOLD,
    LAND,
    NILE_STEP_LAND,
    PYRAMID_POINTS,
    TOP,
    TRACK_SPACES,
    YEARS,
)
from pharaohs.games.saqqara.rules.ending import totals
from pharaohs.games.saqqara.rules.state import SaqqaraState

#: points a good is worth on its way to a pyramid level (gold is scarcer)
GOOD_WORTH = 0.35
GOLD_WORTH = 0.6
#: share of the next level's points a worker is worth while rounds remain
PROSPECT = 0.3


def outlook(state: SaqqaraState, seat: int) -> float:
    """``seat``'s points now plus what its goods and workers promise."""
    goods = state.goods[seat]
    rounds_left = (YEARS - state.year) * TRACK_SPACES + (TRACK_SPACES - 1 - state.die)
    hope = min(1.0, rounds_left / 10)
    worth = goods[LAND] / NILE_STEP_LAND + goods[GOLD] * GOLD_WORTH
    worth += sum(goods[g] for g in range(1, GOLD)) * GOOD_WORTH
    for pyramid, row in zip(state.pyramids, state.workers, strict=True):
        lvl = row[seat]
        if 0 < lvl < TOP:
            points = PYRAMID_POINTS[pyramid]
            worth += PROSPECT * hope * (points[lvl] - points[lvl - 1])
    return totals(state)[seat] + worth


def evaluate(state: SaqqaraState, seat: int) -> float:
    """``seat``'s outlook minus the best other seat's."""
    own = outlook(state, seat)
    others = [outlook(state, s) for s in range(state.players) if s != seat]
    return own - max(others)
