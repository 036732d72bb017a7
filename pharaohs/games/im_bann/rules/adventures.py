"""Completing adventures, the extra turn on an exact value, and the King's Chamber.

An adventure is completed when the showcase's sum reaches or exceeds its value
(+3 with the mummy); the showcase goes to the discard pile and the archaeologist
moves on. The exact value lets the player turn the depot and play again. The King's
Chamber needs the exact value (+3 exactly with the mummy) and wins the game.
Advanced variant: an empty hand completes the adventure too (``empty_hand``).
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.im_bann.rules.cards import draw_into_hand
from pharaohs.games.im_bann.rules.data import (
    ADVANCED,
    CHAMBER_REFILL_ENDS_TURN,
    HAND_START,
    MUMMY,
)
from pharaohs.games.im_bann.rules.state import (
    EXTRA,
    OVER,
    PASS_MUMMY,
    PLAY,
    ImBannState,
    evolve,
    has_mummy,
    in_chamber,
    others,
    replaced,
    requirement,
    showcase_sum,
)
from pharaohs.games.im_bann.rules.turns import end_turn


def can_complete(state: ImBannState, seat: int) -> bool:
    """Whether ``seat``'s showcase completes the adventure beside its archaeologist: its
    value (+3 with the mummy) reached, in the King's Chamber exactly."""
    total, need = showcase_sum(state.showcases[seat]), requirement(state, seat)
    return total == need if in_chamber(state, seat) else total >= need


def explain_complete(state: ImBannState, seat: int) -> str | None:
    if can_complete(state, seat):
        return None
    total, need = showcase_sum(state.showcases[seat]), requirement(state, seat)
    mummy = has_mummy(state, seat)
    if in_chamber(state, seat):
        if mummy:
            return _("With the mummy the King's Chamber needs exactly {need}; "
                     "your showcase holds {total}.", need=need, total=total)
        return _("The King's Chamber needs exactly {need}; your showcase holds {total}.",
                 need=need, total=total)
    if mummy:
        return _("With the mummy this adventure needs {need}; your showcase holds {total}.",
                 need=need, total=total)
    return _("This adventure needs {need}; your showcase holds {total}.",
             need=need, total=total)


def complete(state: ImBannState, seat: int) -> ImBannState:
    """``seat`` completes the adventure beside his archaeologist."""
    exact = showcase_sum(state.showcases[seat]) == requirement(state, seat)
    return _advance(state, seat, exact, refill=False, passes=has_mummy(state, seat))


def _advance(state: ImBannState, seat: int, exact: bool, refill: bool,
             passes: bool) -> ImBannState:
    """The archaeologist moves on and the showcase goes to the discard pile; the mummy
    stays in it, to be passed on (``passes``: the sum was at least 3 over the value).
    Then the extra turn, or the next player."""
    chamber = in_chamber(state, seat)
    kept = (MUMMY,) if has_mummy(state, seat) else ()
    gone = tuple(c for c in state.showcases[seat] if c != MUMMY)
    state = evolve(
        state, stages=replaced(state.stages, seat, state.stages[seat] + 1),
        showcases=replaced(state.showcases, seat, kept), discard=state.discard + gone,
        exact=exact and not chamber, final_round=state.final_round or chamber)
    if refill:
        state = draw_into_hand(state, seat, HAND_START)
    if chamber and not state.multigame:
        return evolve(state, phase=OVER)
    if passes and others(state, seat):
        return evolve(state, phase=PASS_MUMMY)
    return after_completing(state)


def after_completing(state: ImBannState) -> ImBannState:
    """The exact value: turn the depot and play again; otherwise the turn ends."""
    if state.exact:
        return evolve(state, phase=EXTRA)
    return end_turn(state)


def empty_hand(state: ImBannState) -> ImBannState:
    """Advanced variant, once the last card from hand has taken effect: the adventure
    is completed and 5 cards are drawn; at the exact value the player turns the depot
    and is on turn once more, as after any exact value. The mummy is passed on only
    when the sum was 3 over the value. In the King's Chamber only the exact value
    completes; otherwise the player draws 5, keeps his showcase and the turn ends
    (``data.CHAMBER_REFILL_ENDS_TURN``)."""
    seat = state.current
    if state.variant != ADVANCED or state.phase != PLAY or state.hands[seat]:
        return state
    total, need = showcase_sum(state.showcases[seat]), requirement(state, seat)
    if in_chamber(state, seat):
        if total == need:
            return _advance(state, seat, True, refill=False, passes=has_mummy(state, seat))
        state = draw_into_hand(state, seat, HAND_START)
        return end_turn(state) if CHAMBER_REFILL_ENDS_TURN else state
    return _advance(state, seat, total == need, refill=True,
                    passes=has_mummy(state, seat) and total >= need)
