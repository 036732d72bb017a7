"""Development, part a: workers on the pyramids, Engineering's discount, the free worker.

A worker always begins at the lowest level; a player has at most one worker in
each pyramid; a worker moves up one level per round, and not onto a full level.
The goods paid go back to the supply; land may stand in for any good lacking.
Engineering spares goods of the current market. Reaching the highest level of
a pyramid lets the player place a worker on level 1 of another free of charge,
while they still have workers.
"""

from __future__ import annotations

from pharaohs.core.i18n import _, ngettext
from pharaohs.core.phrases import listed
from pharaohs.games.saqqara.rules.data import (
    ENGINEERING,
    ENGINEERING_DISCOUNT,
    GOOD_NAMES,
    GOODS,
    LAND,
    LEVEL_SPACES,
    PYRAMID_NAMES,
    TOP,
    level_cost,
    level_label,
)
from pharaohs.games.saqqara.rules.moves import Build, FreeWorker
from pharaohs.games.saqqara.rules.state import (
    SaqqaraState,
    evolve,
    level,
    market_good,
    put,
    workers_left,
)
from pharaohs.games.saqqara.rules.supply import to_supply


def build_cost(state: SaqqaraState, seat: int, pyramid: str, target: int) -> tuple[int, ...]:
    """What ``seat`` pays to reach level ``target`` of ``pyramid``, after Engineering."""
    cost = list(level_cost(pyramid, target))
    eng = level(state, seat, ENGINEERING)
    market = market_good(state)
    if eng >= 2 and market != LAND:
        spared = ENGINEERING_DISCOUNT[eng - 1]
        cost[market] = 0 if spared is None else max(0, cost[market] - spared)
    return tuple(cost)


def payment(goods: tuple[int, ...], cost: tuple[int, ...]) -> tuple[int, ...] | None:
    """The goods actually paid for ``cost``: each kind as far as held, land for the rest
    (one land for one good); None when even land does not cover it."""
    pay = list(cost)
    short = 0
    for good in GOODS:
        if good != LAND and goods[good] < cost[good]:
            short += cost[good] - goods[good]
            pay[good] = goods[good]
    pay[LAND] += short
    return tuple(pay) if pay[LAND] <= goods[LAND] else None


def lacking(goods: tuple[int, ...], cost: tuple[int, ...]) -> int:
    """How many goods ``seat`` lacks for ``cost``, land counted as any good."""
    short = sum(max(0, cost[g] - goods[g]) for g in GOODS if g != LAND)
    return max(0, cost[LAND] + short - goods[LAND])


def _spaces_left(state: SaqqaraState, pyramid: str, target: int) -> int:
    row = state.workers[state.pyramids.index(pyramid)]
    return LEVEL_SPACES[target - 1] - sum(1 for lvl in row if lvl == target)


def explain_build(state: SaqqaraState, seat: int, move: Build) -> str | None:
    if move.pyramid not in state.pyramids:
        return _("This pyramid is not in the game.")
    name = _(PYRAMID_NAMES[move.pyramid])
    if move.pyramid in state.developed:
        return _("A worker can only move up one level each round.")
    now = level(state, seat, move.pyramid)
    if now == TOP:
        return _("Your worker already stands on the highest level of {pyramid}.", pyramid=name)
    if now == 0 and workers_left(state, seat) == 0:
        return _("You have no workers left.")
    label = level_label(move.pyramid, now + 1)
    if _spaces_left(state, move.pyramid, now + 1) <= 0:
        return _("No places are available on level {level} of {pyramid}.",
                 level=label, pyramid=name)
    cost = build_cost(state, seat, move.pyramid, now + 1)
    if lacking(state.goods[seat], cost):
        return _lacking_sentence(state.goods[seat], cost, label, name)
    return None


def _lacking_sentence(goods: tuple[int, ...], cost: tuple[int, ...], label: int, name) -> str:
    """Which goods are short for a level (named as the board numbers it), and how far the
    land held, standing in for any good, falls short of them."""
    short = listed(_("{n} {good}", n=cost[g] - goods[g], good=_(GOOD_NAMES[g]))
                   for g in GOODS if g != LAND and cost[g] > goods[g])
    land = max(0, goods[LAND] - cost[LAND])
    if not land:
        return _("You lack {goods} for level {level} of {pyramid}.", goods=short,
                 level=label, pyramid=name)
    return ngettext("You lack {goods} for level {level} of {pyramid}; your {n} land stands in "
                    "for only {n} of them.",
                    "You lack {goods} for level {level} of {pyramid}; your {n} land stand in "
                    "for only {n} of them.", land, goods=short, level=label, pyramid=name)


def apply_build(state: SaqqaraState, seat: int, move: Build) -> SaqqaraState:
    now = level(state, seat, move.pyramid)
    cost = build_cost(state, seat, move.pyramid, now + 1)
    state = to_supply(state, seat, payment(state.goods[seat], cost))
    state = _set_level(state, seat, move.pyramid, now + 1)
    return evolve(state, free_worker=now + 1 == TOP and bool(free_spots(state, seat)))


def free_spots(state: SaqqaraState, seat: int) -> tuple[str, ...]:
    """Pyramids where ``seat`` could place its free worker now."""
    if workers_left(state, seat) == 0:
        return ()
    return tuple(p for p in state.pyramids
                 if level(state, seat, p) == 0 and _spaces_left(state, p, 1) > 0)


def explain_free_worker(state: SaqqaraState, seat: int, move: FreeWorker) -> str | None:
    if move.pyramid not in state.pyramids:
        return _("This pyramid is not in the game.")
    if level(state, seat, move.pyramid):
        return _("A player can have a maximum of one worker in each pyramid.")
    if _spaces_left(state, move.pyramid, 1) <= 0:
        return _("No places are available on level {level} of {pyramid}.",
                 level=level_label(move.pyramid, 1), pyramid=_(PYRAMID_NAMES[move.pyramid]))
    return None


def apply_free_worker(state: SaqqaraState, seat: int, move: FreeWorker) -> SaqqaraState:
    return evolve(_set_level(state, seat, move.pyramid, 1), free_worker=False)


def _set_level(state: SaqqaraState, seat: int, pyramid: str, target: int) -> SaqqaraState:
    i = state.pyramids.index(pyramid)
    return evolve(state, workers=put(state.workers, i, put(state.workers[i], seat, target)),
                   developed=state.developed | {pyramid})


def tops_reached(state: SaqqaraState) -> int:
    """Pyramids with a worker on their highest level."""
    return sum(1 for row in state.workers if TOP in row)
