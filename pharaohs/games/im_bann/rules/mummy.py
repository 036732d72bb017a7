"""Passing on the mummy.

After completing an adventure (with the sum at least 3 over its value) the
mummy's holder passes it to a fellow player of his choice. Once a fellow player
stands next to the King's Chamber, the holder may instead, on his turn, give up
equipment worth at least 3 from his showcase (``ShedForMummy``, one card at a
time) and pass the mummy to a fellow player standing there.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.im_bann.rules.adventures import after_completing
from pharaohs.games.im_bann.rules.cards import card_label, without
from pharaohs.games.im_bann.rules.data import CARD_ITEM, CARD_VALUE, CHAMBER, MUMMY, MUMMY_SHED
from pharaohs.games.im_bann.rules.state import (
    PASS_MUMMY,
    SHED,
    ImBannState,
    evolve,
    has_mummy,
    others,
    replaced,
    showcase_sum,
)
from pharaohs.games.im_bann.rules.turns import end_turn


def chamber_fellows(state: ImBannState, seat: int) -> tuple[int, ...]:
    """Fellow players standing next to the King's Chamber."""
    stages = state.stages
    return tuple([s for s in others(state, seat) if stages[s] == CHAMBER])


def pass_targets(state: ImBannState, seat: int) -> tuple[int, ...]:
    """Who may receive the mummy now: any fellow player after completing; a fellow
    player next to the King's Chamber after giving up equipment."""
    if state.phase == PASS_MUMMY:
        return others(state, seat)
    return chamber_fellows(state, seat)


def explain_pass(state: ImBannState, seat: int, to) -> str | None:
    if state.phase == SHED and state.shed < MUMMY_SHED:
        return _("Give up equipment worth at least {need} first ({given} so far).",
                 need=MUMMY_SHED, given=state.shed)
    if to not in pass_targets(state, seat):
        if to == seat:
            return _("The mummy goes to a fellow player, not back to you.")
        if state.phase == SHED:
            return _("The mummy goes to a fellow player next to the King's Chamber.")
        return _("The mummy goes to a fellow player still on the way.")
    return None


def pass_mummy(state: ImBannState, seat: int, to: int) -> ImBannState:
    showcases = replaced(state.showcases, seat, without(state.showcases[seat], MUMMY))
    showcases = replaced(showcases, to, showcases[to] + (MUMMY,))
    state = evolve(state, showcases=showcases)
    return after_completing(state) if state.phase == PASS_MUMMY else end_turn(state)


def may_shed(state: ImBannState, seat: int) -> bool:
    """Whether ``seat`` may start giving up equipment to pass the mummy to the chamber."""
    return _shed_refusal(state, seat) is None


def _shed_refusal(state: ImBannState, seat: int) -> str | None:
    """Why ``seat`` may not start giving up equipment, as a key of ``_SHED_REFUSALS``;
    a key, not a sentence, because the rules ask this after every draw."""
    if not has_mummy(state, seat):
        return "holder"
    if not chamber_fellows(state, seat):
        return "chamber"
    if showcase_sum(state.showcases[seat]) < MUMMY_SHED:
        return "worth"
    return None


_SHED_REFUSALS = {
    "holder": _("Only the mummy's holder gives up equipment to pass it on."),
    "chamber": _("No fellow player stands next to the King's Chamber yet."),
    "worth": _("Your showcase holds less than {need} in equipment.", need=MUMMY_SHED),
}


def explain_start_shed(state: ImBannState, seat: int) -> str | None:
    refusal = _shed_refusal(state, seat)
    return None if refusal is None else _SHED_REFUSALS[refusal]


def shed_cards(state: ImBannState, seat: int) -> list[str]:
    """The distinct equipment cards ``seat`` may give up for the mummy now."""
    if state.phase == SHED:
        if state.shed >= MUMMY_SHED:
            return []
    elif not may_shed(state, seat):
        return []
    return [c for c in dict.fromkeys(state.showcases[seat]) if c in CARD_ITEM]


def explain_shed(state: ImBannState, seat: int, card) -> str | None:
    if state.phase == SHED:
        if state.shed >= MUMMY_SHED:
            return _("You have given up enough: pass the mummy on.")
    else:
        reason = explain_start_shed(state, seat)
        if reason is not None:
            return reason
    if card not in CARD_ITEM or card not in state.showcases[seat]:
        return _("There is no {card} in your showcase.", card=card_label(card))
    return None


def shed(state: ImBannState, seat: int, card: str) -> ImBannState:
    return evolve(
        state, phase=SHED, shed=state.shed + CARD_VALUE[card], discard=state.discard + (card,),
        showcases=replaced(state.showcases, seat, without(state.showcases[seat], card)))
