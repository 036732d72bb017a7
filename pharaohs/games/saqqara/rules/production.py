"""Production, stages a and b: goods onto the warehouses, Agriculture, threshold cards.

Two goods of each kind go onto their warehouse; the warehouse under which the
die lies gets the distribution table's extra goods, and when the die lies
under land every warehouse gets the table's land. The supply is limited: what
it lacks is given in this order as far as it goes. Agriculture then gives its
players goods from the supply, from the start player on; those at levels 4–5
choose the kind (``Harvest``). Four threshold cards are drawn, one under each
warehouse; in the first round one of them is a 2.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.saqqara.rules.data import (
    AGRICULTURE,
    AGRICULTURE_CHOICE,
    AGRICULTURE_GOODS,
    BASE_GOODS,
    DIE_START,
    DISTRIBUTION,
    EMPTY_SUPPLY_SKIPS_CHOICE,
    FIRST_ROUND_THRESHOLD,
    GOOD_NAMES,
    GOODS,
    LAND,
    RESHUFFLE_THRESHOLDS,
    THRESHOLDS_PER_ROUND,
    WAREHOUSE_GOOD,
    WAREHOUSES,
)
from pharaohs.games.saqqara.rules.moves import Harvest
from pharaohs.games.saqqara.rules.state import (
    HARVEST,
    Handout,
    SaqqaraState,
    evolve,
    level,
    market_good,
    one,
)
from pharaohs.games.saqqara.rules.supply import from_supply, in_order, supply_to_warehouse


def fill_warehouses(state: SaqqaraState) -> SaqqaraState:
    """Stage a: 2 goods of each kind, the current market's extra goods, land by year."""
    for w, good in enumerate(WAREHOUSE_GOOD):
        state = supply_to_warehouse(state, w, good, BASE_GOODS)
    row = DISTRIBUTION[state.year]
    if state.die != LAND:
        good = state.die
        state = supply_to_warehouse(state, WAREHOUSE_GOOD.index(good), good, row.extra)
    else:
        for w in range(WAREHOUSES):
            state = supply_to_warehouse(state, w, LAND, row.land)
    return evolve(state, handouts=(), passed=frozenset())


def next_harvest(state: SaqqaraState) -> tuple[SaqqaraState, bool]:
    """Agriculture from the start player on: levels 2–3 get the current market's goods
    at once; a player at level 4–5 is asked for a kind, unless the supply is empty of
    every kind (``EMPTY_SUPPLY_SKIPS_CHOICE``). Returns (state, all done)."""
    for seat in in_order(state):
        if seat in state.passed:
            continue
        lvl = level(state, seat, AGRICULTURE)
        if lvl < 2:
            continue
        if AGRICULTURE_CHOICE[lvl - 1] and (any(state.supply) or not EMPTY_SUPPLY_SKIPS_CHOICE):
            return evolve(state, phase=HARVEST, current=seat), False
        state = _harvest(state, seat, market_good(state), AGRICULTURE_GOODS[lvl - 1])
    return evolve(state, passed=frozenset()), True


def _harvest(state: SaqqaraState, seat: int, good: int, count: int) -> SaqqaraState:
    state, taken = from_supply(state, seat, good, count)
    return evolve(state, passed=state.passed | {seat},
                   handouts=(*state.handouts, Handout(None, seat, one(good, taken),
                                                      "agriculture")))


def explain_harvest(state: SaqqaraState, seat: int, move: Harvest) -> str | None:
    if move.good not in GOODS:
        return _("There is no such good.")
    if state.supply[move.good] == 0:
        return _("The supply has no {good} left.", good=_(GOOD_NAMES[move.good]))
    return None


def apply_harvest(state: SaqqaraState, seat: int, move: Harvest) -> SaqqaraState:
    lvl = level(state, seat, AGRICULTURE)
    return _harvest(state, seat, move.good, AGRICULTURE_GOODS[lvl - 1])


def draw_thresholds(state: SaqqaraState) -> SaqqaraState:
    """Stage b: four threshold cards, left to right. The pile is seeded at setup so that
    the first round has a 2 among them; an empty pile is made again from its discards."""
    pile, discard, rng = list(state.threshold_pile), list(state.threshold_discard), state.rng
    drawn: list[int] = []
    if state.year == 1 and state.die == DIE_START:
        pile.remove(FIRST_ROUND_THRESHOLD)
        drawn.append(FIRST_ROUND_THRESHOLD)
    while len(drawn) < THRESHOLDS_PER_ROUND:
        if not pile and RESHUFFLE_THRESHOLDS:
            pile, discard = discard, []
        card, rng = rng.choice(pile)
        pile.remove(card)
        drawn.append(card)
    order, rng = rng.shuffled(drawn)
    return evolve(state, rng=rng, thresholds=order, threshold_pile=tuple(sorted(pile)),
                   threshold_discard=tuple(sorted(discard)))


def discard_thresholds(state: SaqqaraState) -> SaqqaraState:
    """End of production: the threshold cards go to their discard pile."""
    return evolve(state, thresholds=(),
                   threshold_discard=tuple(sorted((*state.threshold_discard,
                                                   *state.thresholds))))
