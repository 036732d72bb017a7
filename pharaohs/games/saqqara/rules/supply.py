"""Goods moving between the general supply, the players and the warehouses.

The supply is limited (30 land, 40 of each other good): whatever gives goods
from it gives only what it still holds, and says how many it gave.
"""

from __future__ import annotations

from pharaohs.games.saqqara.rules.state import SaqqaraState, bump, evolve, minus, plus, put


def from_supply(state: SaqqaraState, seat: int, good: int, count: int):
    """``seat`` takes up to ``count`` of ``good`` from the supply: (new state, taken)."""
    taken = min(count, state.supply[good])
    if taken <= 0:
        return state, 0
    return evolve(state, supply=bump(state.supply, good, -taken),
                   goods=put(state.goods, seat, bump(state.goods[seat], good, taken))), taken


def to_supply(state: SaqqaraState, seat: int, counts: tuple[int, ...]) -> SaqqaraState:
    """``seat`` pays ``counts`` back to the supply."""
    return evolve(state, supply=plus(state.supply, counts),
                   goods=put(state.goods, seat, minus(state.goods[seat], counts)))


def supply_to_warehouse(state: SaqqaraState, warehouse: int, good: int,
                        count: int) -> SaqqaraState:
    """Up to ``count`` of ``good`` from the supply onto ``warehouse``."""
    moved = min(count, state.supply[good])
    if moved <= 0:
        return state
    row = bump(state.warehouses[warehouse], good, moved)
    return evolve(state, supply=bump(state.supply, good, -moved),
                   warehouses=put(state.warehouses, warehouse, row))


def goods_to_warehouse(state: SaqqaraState, warehouse: int,
                       counts: tuple[int, ...]) -> SaqqaraState:
    """Goods already off a player's board (a bid) laid on ``warehouse``."""
    return evolve(state, warehouses=put(state.warehouses, warehouse,
                                         plus(state.warehouses[warehouse], counts)))


def warehouse_to_seat(state: SaqqaraState, warehouse: int, seat: int,
                      counts: tuple[int, ...]) -> SaqqaraState:
    """``seat`` takes ``counts`` from ``warehouse``."""
    return evolve(state,
                   warehouses=put(state.warehouses, warehouse,
                                  minus(state.warehouses[warehouse], counts)),
                   goods=put(state.goods, seat, plus(state.goods[seat], counts)))


def in_order(state: SaqqaraState, first: int | None = None) -> tuple[int, ...]:
    """All seats in turn order starting with ``first`` (the start player by default)."""
    first = state.start if first is None else first
    return tuple((first + i) % state.players for i in range(state.players))
