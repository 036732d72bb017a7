"""The order of a round: from one decision to the next, through every automatic step.

A round is Market (only when the die and the market stand lie under the same
field), Production (goods, Agriculture, thresholds, influence cards,
investing, Government, distribution), Development, End of round. ``after``
runs everything automatic that follows a move until some seat must decide.
"""

from __future__ import annotations

from pharaohs.games.saqqara.rules.development import begin_development, end_turn
from pharaohs.games.saqqara.rules.distribution import begin_distribution, distribute
from pharaohs.games.saqqara.rules.ending import end_round
from pharaohs.games.saqqara.rules.influence import (
    begin_influence,
    discard_influence,
    influence_waiting,
)
from pharaohs.games.saqqara.rules.investing import (
    begin_investing,
    investing_over,
    pay_government,
)
from pharaohs.games.saqqara.rules.market import auction_over, begin_market, close_market, market_due
from pharaohs.games.saqqara.rules.moves import EndDevelopment
from pharaohs.games.saqqara.rules.production import (
    discard_thresholds,
    draw_thresholds,
    fill_warehouses,
    next_harvest,
)
from pharaohs.games.saqqara.rules.state import (
    AUCTION,
    BEGGAR_TAKES,
    DEVELOP,
    HARVEST,
    INFLUENCE,
    INVEST,
    OVER,
    SaqqaraState,
)


def start_round(state: SaqqaraState) -> SaqqaraState:
    if market_due(state):
        return begin_market(state)
    return _production(state)


def after(state: SaqqaraState, seat: int, move) -> SaqqaraState:
    """The state once the automatic steps after ``seat``'s ``move`` have run."""
    phase = state.phase
    if phase == AUCTION:
        return _production(close_market(state)) if auction_over(state) else state
    if phase == HARVEST:
        return _agriculture(state)
    if phase == INFLUENCE:
        return state if influence_waiting(state) else _investing(state)
    if phase == INVEST:
        return _distribution(state) if investing_over(state) else state
    if phase == BEGGAR_TAKES:
        return _distributing(state) if state.beggar_left == 0 else state
    if phase == DEVELOP and type(move) is EndDevelopment:
        state, done = end_turn(state, seat)
        if done:
            state = end_round(state)
            return state if state.phase == OVER else start_round(state)
    return state


def _production(state: SaqqaraState) -> SaqqaraState:
    return _agriculture(fill_warehouses(state))


def _agriculture(state: SaqqaraState) -> SaqqaraState:
    state, done = next_harvest(state)
    if not done:
        return state
    return begin_influence(draw_thresholds(state))


def _investing(state: SaqqaraState) -> SaqqaraState:
    state = begin_investing(state)
    return _distribution(state) if investing_over(state) else state


def _distribution(state: SaqqaraState) -> SaqqaraState:
    return _distributing(begin_distribution(pay_government(state)))


def _distributing(state: SaqqaraState) -> SaqqaraState:
    state, done = distribute(state)
    if not done:
        return state
    return begin_development(discard_thresholds(discard_influence(state)))
