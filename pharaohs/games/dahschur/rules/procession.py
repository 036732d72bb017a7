"""The procession: offerings (goods stones) walking towards the assembly point.

Space 0 is the back, the last space the foremost at the assembly point. On each
space stands at most one offering; occupied spaces are jumped over and not
counted; offerings never move back. The same ``Offer`` move serves the procession
action (up to the card's value), reward 2 (to the foremost free space) and a lost
die roll (the first free space, or one step on).
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.core.i18n import _, ngettext
from pharaohs.games.dahschur.rules.data import (
    LOSER_ADVANCE_SKIPS_OCCUPIED,
    LOSER_FIRST_FREE_IS_REARMOST,
    PROCESSION_SPACES,
)
from pharaohs.games.dahschur.rules.moves import FROM_SUPPLY, Offer
from pharaohs.games.dahschur.rules.state import (
    DahschurState,
    bump,
    free_spaces,
    offerings,
    put,
)


def spaces_ahead(state: DahschurState, source: int, steps: int) -> tuple[int, ...]:
    """The free spaces an offering from ``source`` reaches in up to ``steps`` steps."""
    ahead = [i for i in free_spaces(state) if i > source]
    return tuple(ahead[:steps])


def action_offers(state: DahschurState, seat: int, steps: int) -> list[Offer]:
    """The procession action: a new offering or one of the own moved up to ``steps``."""
    out = []
    if state.goods[seat]:
        out += [Offer(FROM_SUPPLY, t) for t in spaces_ahead(state, FROM_SUPPLY, steps)]
    for source in offerings(state, seat):
        out += [Offer(source, t) for t in spaces_ahead(state, source, steps)]
    return out


def foremost_offers(state: DahschurState, seat: int) -> list[Offer]:
    """Reward 2 a): a goods stone or an own offering onto the foremost free space."""
    free = free_spaces(state)
    if not free:
        return []
    front = free[-1]
    sources = ((FROM_SUPPLY,) if state.goods[seat] else ()) + offerings(state, seat)
    return [Offer(s, front) for s in sources if s < front]


def loser_offers(state: DahschurState, seat: int) -> list[Offer]:
    """A lost die roll, a): a goods stone onto the first free space (the rearmost,
    data.LOSER_FIRST_FREE_IS_REARMOST), or an own offering one space on (jumping occupied
    spaces, data.LOSER_ADVANCE_SKIPS_OCCUPIED)."""
    out = []
    free = free_spaces(state)
    if state.goods[seat] and free:
        first = free[0] if LOSER_FIRST_FREE_IS_REARMOST else free[-1]
        out.append(Offer(FROM_SUPPLY, first))
    for source in offerings(state, seat):
        ahead = spaces_ahead(state, source, 1)
        if not LOSER_ADVANCE_SKIPS_OCCUPIED:
            ahead = tuple(t for t in ahead if t == source + 1)
        out += [Offer(source, t) for t in ahead]
    return out


def explain_offer(state: DahschurState, seat: int, move: Offer, legal: list[Offer],
                  steps: int | None) -> str | None:
    """Why ``move`` is not among ``legal`` (the offers open in this situation); ``steps``
    is the prince card's value in the procession action, None elsewhere."""
    if move in legal:
        return None
    source, target = move.source, move.target
    if not _is_space(target):
        return _("Choose a space of the procession.")
    if source == FROM_SUPPLY:
        if not state.goods[seat]:
            return _("You have no goods stone in your supply: you can only move one of "
                     "your offerings.")
    elif not _is_space(source) or state.procession[source] != seat:
        return _("That is not one of your offerings.")
    if state.procession[target] is not None:
        return _("On each space only one offering may stand.")
    if target <= source:
        return _("Offerings that already stand in the procession cannot be moved back.")
    if steps is not None:
        return ngettext("With this prince card an offering advances at most {n} space; "
                        "occupied spaces are jumped over and not counted.",
                        "With this prince card an offering advances at most {n} spaces; "
                        "occupied spaces are jumped over and not counted.", steps)
    return _("This offering must go to the space shown for this choice.")


def make_offer(state: DahschurState, seat: int, move: Offer) -> DahschurState:
    """Move the offering (a goods stone from the supply when ``source`` is FROM_SUPPLY)."""
    procession = state.procession
    goods = state.goods
    if move.source == FROM_SUPPLY:
        goods = bump(goods, seat, -1)
    else:
        procession = put(procession, move.source, None)
    procession = put(procession, move.target, seat)
    return evolve(state, procession=procession, goods=goods)


def procession_order(state: DahschurState) -> tuple[int, ...]:
    """The spaces holding offerings, foremost first (the order of the burial chambers)."""
    return tuple(i for i in range(PROCESSION_SPACES - 1, -1, -1)
                 if state.procession[i] is not None)


def _is_space(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and \
        0 <= value < PROCESSION_SPACES
