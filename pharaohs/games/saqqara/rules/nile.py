"""Development, part b: the Nile. Three land move a boat one field up; each field a
boat has moved up is worth one point at the end."""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.saqqara.rules.data import LAND, NILE_SPACES, NILE_STEP_LAND
from pharaohs.games.saqqara.rules.state import SaqqaraState, bump, evolve, one
from pharaohs.games.saqqara.rules.supply import to_supply


def explain_sail(state: SaqqaraState, seat: int) -> str | None:
    if state.nile[seat] >= NILE_SPACES:
        return _("Your boat has reached the last field of the Nile.")
    if state.goods[seat][LAND] < NILE_STEP_LAND:
        return _("One field up the Nile costs 3 land.")
    return None


def apply_sail(state: SaqqaraState, seat: int) -> SaqqaraState:
    state = to_supply(state, seat, one(LAND, NILE_STEP_LAND))
    return evolve(state, nile=bump(state.nile, seat, 1))
