"""Production, stage d: investing goods in warehouses, then Government.

From the start player on, each player adds one or several goods (of any kinds)
to the warehouse of their choice (``Invest`` good by good, then
``EndInvesting``) or passes (``PassInvesting``) and adds nothing more this
round. The stage ends when all have passed or every threshold is met (a "no
yield" card has no threshold to meet). Government then pays gold for each
warehouse whose threshold of 7, 8 or 9 was met.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.saqqara.rules.data import (
    GOLD,
    GOOD_NAMES,
    GOODS,
    GOVERNMENT,
    GOVERNMENT_GOLD,
    NO_YIELD,
    WAREHOUSES,
)
from pharaohs.games.saqqara.rules.moves import EndInvesting, Invest
from pharaohs.games.saqqara.rules.state import (
    INVEST,
    NO_GOODS,
    Handout,
    SaqqaraState,
    bump,
    evolve,
    level,
    one,
    put,
    threshold_met,
)
from pharaohs.games.saqqara.rules.supply import from_supply, in_order


def begin_investing(state: SaqqaraState) -> SaqqaraState:
    return evolve(state, phase=INVEST, current=state.start, passed=frozenset(),
                   pending=NO_GOODS, pending_to=None)


def investing_over(state: SaqqaraState) -> bool:
    """All players have passed, or the threshold of every warehouse has been reached."""
    if len(state.passed) == state.players:
        return True
    return all(threshold_met(state, w) for w in range(WAREHOUSES)
               if state.thresholds[w] != NO_YIELD)


def explain_investing(state: SaqqaraState, seat: int, move) -> str | None:
    kind = type(move)
    if kind is EndInvesting:
        return None if state.pending_to is not None else _("Add goods first, or pass.")
    if kind is not Invest:
        if state.pending_to is not None:
            return _("You added goods this turn: end your turn.")
        return None
    if move.warehouse not in range(WAREHOUSES):
        return _("There is no such warehouse.")
    if move.good not in GOODS:
        return _("There is no such good.")
    if state.pending_to is not None and move.warehouse != state.pending_to:
        return _("All goods of one turn go to the same warehouse.")
    if state.goods[seat][move.good] == 0:
        return _("You have no {good} to add.", good=_(GOOD_NAMES[move.good]))
    return None


def apply_investing(state: SaqqaraState, seat: int, move) -> SaqqaraState:
    kind = type(move)
    if kind is Invest:
        w = move.warehouse
        return evolve(state, pending_to=w, pending=bump(state.pending, move.good, 1),
                       goods=put(state.goods, seat, bump(state.goods[seat], move.good, -1)),
                       warehouses=put(state.warehouses, w,
                                      bump(state.warehouses[w], move.good, 1)))
    if kind is not EndInvesting:
        state = evolve(state, passed=state.passed | {seat})
    state = evolve(state, pending=NO_GOODS, pending_to=None)
    for step in range(1, state.players + 1):
        seat = (state.current + step) % state.players
        if seat not in state.passed:
            return evolve(state, current=seat)
    return state


def pay_government(state: SaqqaraState) -> SaqqaraState:
    """Government: gold for each met threshold of 7, 8 or 9, as the level says."""
    for seat in in_order(state):
        lvl = level(state, seat, GOVERNMENT)
        if lvl < 2:
            continue
        pay = GOVERNMENT_GOLD[lvl - 1]
        owed = sum(pay.get(state.thresholds[w], 0) for w in range(WAREHOUSES)
                   if threshold_met(state, w))
        if owed:
            state, taken = from_supply(state, seat, GOLD, owed)
            state = evolve(state, handouts=(*state.handouts,
                                             Handout(None, seat, one(GOLD, taken), "government")))
    return state
