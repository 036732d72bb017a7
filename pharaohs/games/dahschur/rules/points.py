"""Recognition points (Anerkennungspunkte, AP) on the track of the three obelisks.

Each seat's AP are kept by where they came from, so the score breakdown and the
obelisk marker add up the same numbers.
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.core.i18n import N_
from pharaohs.games.dahschur.rules.data import OBELISK_LAP, OBELISKS
from pharaohs.games.dahschur.rules.state import DahschurState, bump, put

#: categories of ``DahschurState.ap``
AP_AVENUE, AP_PLATES, AP_REWARD, AP_DISCS, AP_FELLOW_DISCS, AP_GEMS = range(6)
AP_CATEGORIES: tuple[str, ...] = (
    N_("Gemstones set on the splendid avenue"), N_("Gemstones on plates with own symbol"),
    N_("Rewards of the princes"), N_("Own discs in the burial chambers"),
    N_("Fellow players' discs on own cards"), N_("Gemstones left in supply"))


def gain(state: DahschurState, seat: int, category: int, points: int) -> DahschurState:
    """``seat`` advances ``points`` on the obelisks, booked under ``category``."""
    row = bump(state.ap[seat], category, points)
    return evolve(state, ap=put(state.ap, seat, row))


def total(state: DahschurState, seat: int) -> int:
    return sum(state.ap[seat])


def obelisk_space(points: int) -> tuple[int, int, int]:
    """Where the recognition marker stands: (obelisk 0–2, space on it, laps of 45)."""
    laps, points = divmod(points, OBELISK_LAP)
    for obelisk, (low, high) in enumerate(OBELISKS):
        if low <= points <= high:
            return obelisk, points - low, laps
    raise AssertionError("unreachable")
