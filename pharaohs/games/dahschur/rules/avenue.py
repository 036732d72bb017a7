"""The splendid avenue (Prachtstraße): marble plate swaps and gems set in arrow order.

Gems are set from the assembly point in the direction of the arrow without
skipping a plate, so the occupied plates are always the first ``filled`` ones. One
action sets 1 to 4 gems; before them it may swap two unoccupied plates at most the
prince card's value apart. The active player scores 2/4/6/10 AP for the action's
gems (paid gem by gem, so the running total shows); each plate's owner scores
1/2/3/4 for the first/second/third/fourth gem, except that a gem on the active
player's own plate takes back all its goods stones from one stall instead.
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.core.i18n import _, ngettext
from pharaohs.games.dahschur.rules.data import (
    AVENUE_POINTS,
    MAX_GEMS_PER_ACTION,
    OWNER_POINTS,
    plate_gem,
    plate_owner,
)
from pharaohs.games.dahschur.rules.moves import PlaceGem, SwapPlates
from pharaohs.games.dahschur.rules.points import AP_AVENUE, AP_PLATES, gain
from pharaohs.games.dahschur.rules.state import (
    AVENUE,
    RECLAIM,
    DahschurState,
    bump,
    put,
    stalls_with_goods,
)
from pharaohs.games.dahschur.rules.wording import A_GEM


# -- swapping plates --------------------------------------------------------------------------
def swap_moves(state: DahschurState, steps: int) -> list[SwapPlates]:
    """Every legal swap of two unoccupied plates at most ``steps`` apart."""
    if state.swapped or state.placed:
        return []
    size = len(state.avenue)
    return [SwapPlates(a, b) for a in range(state.filled, size)
            for b in range(a + 1, min(size, a + steps + 1))]


def explain_swap(state: DahschurState, move: SwapPlates, steps: int) -> str | None:
    a, b = move.a, move.b
    size = len(state.avenue)
    if not all(_is_int(x) and 0 <= x < size for x in (a, b)) or a == b:
        return _("Choose two marble plates of the splendid avenue.")
    if state.swapped:
        return _("During this action you may swap plates only once.")
    if state.placed:
        return _("Swap the plates before setting the gemstones.")
    if min(a, b) < state.filled:
        return _("Marble plates already occupied by gemstones may not be swapped.")
    if a > b:
        return _("Name the plate nearer the assembly point first.")
    if b - a > steps:
        return ngettext("With this prince card the plates may be at most {n} plate apart.",
                        "With this prince card the plates may be at most {n} plates apart.",
                        steps)
    return None


def swap(state: DahschurState, move: SwapPlates) -> DahschurState:
    avenue = list(state.avenue)
    avenue[move.a], avenue[move.b] = avenue[move.b], avenue[move.a]
    return evolve(state, avenue=tuple(avenue), swapped=True, step=AVENUE)


# -- setting gems ------------------------------------------------------------------------------
def next_plate_gem(state: DahschurState) -> int | None:
    """The gem the next free plate wants, or None when the avenue is complete."""
    if state.filled >= len(state.avenue):
        return None
    return plate_gem(state.avenue[state.filled])


def gem_moves(state: DahschurState, seat: int) -> list[PlaceGem]:
    """The one legal gem placement (the next plate, if the supply holds its gem)."""
    gem = next_plate_gem(state)
    if gem is None or state.placed >= MAX_GEMS_PER_ACTION or not state.gems[seat][gem]:
        return []
    return [PlaceGem(gem, state.filled)]


def explain_gem(state: DahschurState, seat: int, move: PlaceGem) -> str | None:
    size = len(state.avenue)
    if not _is_int(move.plate) or not 0 <= move.plate < size:
        return _("Choose a marble plate of the splendid avenue.")
    if not _is_int(move.gem) or not 0 <= move.gem < 3:
        return _("Choose a ruby, an emerald or a sapphire.")
    if state.placed >= MAX_GEMS_PER_ACTION:
        return _("With one action you may set at most 4 gemstones.")
    if move.plate < state.filled:
        return _("This marble plate already holds a gemstone.")
    wanted = plate_gem(state.avenue[state.filled])
    if move.plate > state.filled:
        return _("No marble plate may be skipped: the next plate wants {gem}.",
                 gem=A_GEM[wanted])
    if move.gem != wanted:
        return _("The next plate wants {gem}.", gem=A_GEM[wanted])
    if not state.gems[seat][wanted]:
        return _("The next plate wants {gem}, and you have none.", gem=A_GEM[wanted])
    return None


def set_gem(state: DahschurState, seat: int, move: PlaceGem) -> DahschurState:
    """Set the gem, pay the active player and the plate's owner (or open the reclaim)."""
    count = state.placed + 1
    owner = plate_owner(state.avenue[move.plate])
    state = evolve(
        state, gems=put(state.gems, seat, bump(state.gems[seat], move.gem, -1)),
        filled=state.filled + 1, placed=count, step=AVENUE)
    state = gain(state, seat, AP_AVENUE, AVENUE_POINTS[count] - AVENUE_POINTS[count - 1])
    if owner == seat:
        if stalls_with_goods(state, seat):
            state = evolve(state, step=RECLAIM)
    elif owner < state.players:
        state = gain(state, owner, AP_PLATES, OWNER_POINTS[count - 1])
    return state


def running_points(state: DahschurState) -> int:
    """AP the active player has gained on the avenue in this action so far."""
    return AVENUE_POINTS[state.placed]


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)

