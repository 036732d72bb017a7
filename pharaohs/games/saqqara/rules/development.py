"""Development: each player once, from the start player on, develops as long as they wish
(``pyramids``, ``nile``, ``trades``) and ends with ``EndDevelopment``. Soldiers pay
their gold at the start of each player's turn."""

from __future__ import annotations

from pharaohs.games.saqqara.rules.data import GOLD, SOLDIERS, SOLDIERS_GOLD
from pharaohs.games.saqqara.rules.state import DEVELOP, Handout, SaqqaraState, evolve, level, one
from pharaohs.games.saqqara.rules.supply import from_supply


def begin_development(state: SaqqaraState) -> SaqqaraState:
    state = evolve(state, phase=DEVELOP, passed=frozenset())
    return start_turn(state, state.start)


def start_turn(state: SaqqaraState, seat: int) -> SaqqaraState:
    """``seat`` begins developing: Soldiers' gold first."""
    state = evolve(state, current=seat, developed=frozenset(), stolen=(0,) * state.players,
                    free_worker=False)
    lvl = level(state, seat, SOLDIERS)
    if lvl and SOLDIERS_GOLD[lvl - 1]:
        state, taken = from_supply(state, seat, GOLD, SOLDIERS_GOLD[lvl - 1])
        state = evolve(state, handouts=(*state.handouts,
                                         Handout(None, seat, one(GOLD, taken), "soldiers")))
    return state


def end_turn(state: SaqqaraState, seat: int) -> tuple[SaqqaraState, bool]:
    """``seat`` is done; the next player develops. Returns (state, everyone has developed)."""
    state = evolve(state, passed=state.passed | {seat})
    if len(state.passed) == state.players:
        return evolve(state, developed=frozenset(), stolen=(0,) * state.players), True
    return start_turn(state, (seat + 1) % state.players), False
