"""Production, stage e: the goods of each warehouse distributed, left to right.

For a warehouse whose threshold is met, in this order: a lone beggar takes 2
goods of choice, no land (``BeggarTake``; two or more beggars get nothing); the
most influence (card + tokens) takes all goods, ties sharing each kind equally
with the rest left lying; every merchant takes 2 goods of the warehouse's kind
from the supply (even when the threshold is not met); a lone card equal to the
threshold gives 1 good of that kind from the supply. A "no yield" warehouse
goes by Religion: only its players, with a card in their level's range, claim
its goods by most influence.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.saqqara.rules.data import (
    BEGGAR,
    GOOD_NAMES,
    LAND,
    MERCHANT,
    MIN_WINNING_INFLUENCE,
    NO_YIELD,
    RELIGION,
    RELIGION_MAX_CARD,
    WAREHOUSE_GOOD,
    WAREHOUSES,
    influence_value,
)
from pharaohs.games.saqqara.rules.moves import BeggarTake
from pharaohs.games.saqqara.rules.state import (
    BEGGAR_TAKES,
    NO_GOODS,
    Handout,
    SaqqaraState,
    evolve,
    level,
    one,
    threshold_met,
)
from pharaohs.games.saqqara.rules.supply import from_supply, in_order, warehouse_to_seat

#: goods a lone beggar takes
BEGGAR_GOODS = 2
#: goods each merchant takes from the supply
MERCHANT_GOODS = 2
#: goods for the lone card equal to the threshold
EQUAL_GOODS = 1


def influence(state: SaqqaraState, seat: int, warehouse: int) -> int:
    """A player's influence on a warehouse: the card's value plus influence tokens."""
    return influence_value(state.placed[seat][warehouse]) + state.tokens[seat][warehouse]


def begin_distribution(state: SaqqaraState) -> SaqqaraState:
    """Notes which thresholds the investing reached: that decides, not what is left."""
    reached = frozenset(w for w in range(WAREHOUSES) if threshold_met(state, w))
    return evolve(state, cursor=0, beggar_left=0, reached=reached)


def distribute(state: SaqqaraState) -> tuple[SaqqaraState, bool]:
    """Distribute warehouse by warehouse from ``cursor`` on (``2 * w`` before the
    beggar of warehouse ``w``, ``2 * w + 1`` after it). Returns (state, finished); it
    stops when a lone beggar must choose."""
    while state.cursor < 2 * WAREHOUSES:
        w, after_beggar = divmod(state.cursor, 2)
        threshold = state.thresholds[w]
        if threshold == NO_YIELD:
            state = _religion(state, w)
        elif w in state.reached:
            if not after_beggar:
                beggars = [s for s in in_order(state) if state.placed[s][w] == BEGGAR]
                takeable = sum(state.warehouses[w]) - state.warehouses[w][LAND]
                if len(beggars) == 1 and takeable:
                    return evolve(state, cursor=2 * w + 1, phase=BEGGAR_TAKES,
                                   current=beggars[0],
                                   beggar_left=min(BEGGAR_GOODS, takeable)), False
            state = _most_influence(state, w, range(state.players), "influence")
        state = _merchants(state, w)
        if w in state.reached:
            state = _equal_threshold(state, w)
        state = evolve(state, cursor=2 * w + 2)
    return state, True


def explain_beggar(state: SaqqaraState, seat: int, move: BeggarTake) -> str | None:
    if move.good == LAND:
        return _("The beggar may take no land.")
    if move.good not in WAREHOUSE_GOOD:
        return _("There is no such good.")
    w = state.cursor // 2
    if state.warehouses[w][move.good] == 0:
        return _("There is no {good} on this warehouse.", good=_(GOOD_NAMES[move.good]))
    return None


def apply_beggar(state: SaqqaraState, seat: int, move: BeggarTake) -> SaqqaraState:
    w = state.cursor // 2
    state = warehouse_to_seat(state, w, seat, one(move.good))
    left = state.beggar_left - 1
    if sum(state.warehouses[w]) - state.warehouses[w][LAND] == 0:
        left = 0
    return evolve(state, beggar_left=left,
                   handouts=(*state.handouts, Handout(w, seat, one(move.good), "beggar")))


def _most_influence(state: SaqqaraState, w: int, seats, reason: str) -> SaqqaraState:
    """The most influence takes all goods; tied players share each kind equally."""
    scores = {s: influence(state, s, w) for s in seats}
    if not scores:
        return state
    best = max(scores.values())
    if best < MIN_WINNING_INFLUENCE:
        return state
    winners = [s for s in in_order(state) if scores.get(s) == best]
    share = tuple(n // len(winners) for n in state.warehouses[w])
    if share == NO_GOODS:
        return state
    for seat in winners:
        state = warehouse_to_seat(state, w, seat, share)
        state = evolve(state, handouts=(*state.handouts, Handout(w, seat, share, reason)))
    return state


def _religion(state: SaqqaraState, w: int) -> SaqqaraState:
    """Religion: the "no yield" warehouse goes to its players whose card is in range."""
    eligible = []
    for seat in range(state.players):
        lvl = level(state, seat, RELIGION)
        card = influence_value(state.placed[seat][w])
        if lvl and 1 <= card <= RELIGION_MAX_CARD[lvl - 1]:
            eligible.append(seat)
    return _most_influence(state, w, eligible, "religion")


def _merchants(state: SaqqaraState, w: int) -> SaqqaraState:
    good = WAREHOUSE_GOOD[w]
    for seat in in_order(state):
        if state.placed[seat][w] == MERCHANT:
            state, taken = from_supply(state, seat, good, MERCHANT_GOODS)
            state = evolve(state, handouts=(*state.handouts,
                                             Handout(w, seat, one(good, taken), "merchant")))
    return state


def _equal_threshold(state: SaqqaraState, w: int) -> SaqqaraState:
    equal = [s for s in range(state.players) if state.placed[s][w] == state.thresholds[w]]
    if len(equal) != 1:
        return state
    good = WAREHOUSE_GOOD[w]
    state, taken = from_supply(state, equal[0], good, EQUAL_GOODS)
    return evolve(state, handouts=(*state.handouts,
                                    Handout(w, equal[0], one(good, taken), "threshold")))
