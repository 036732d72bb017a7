"""The market street: merchants, offer cards, gem purchases and goods stones taken back.

A merchant starts on the assembly point and walks the six stalls; in one action it
moves up to the prince card's value in one direction, at least one stall, never
back onto the assembly point. Because one action moves it once, "never turning
around within an action" holds by construction: a move names the stall reached.
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.core.i18n import _, ngettext
from pharaohs.games.dahschur.rules.data import (
    ASSEMBLY_POINT,
    OFFER_CARDS,
    STALLS,
)
from pharaohs.games.dahschur.rules.moves import BuyGem
from pharaohs.games.dahschur.rules.state import (
    MARKET_PRINCE,
    Card,
    DahschurState,
    Stall,
    bump,
    put,
)


# -- moving the merchant ------------------------------------------------------------------
def merchant_targets(state: DahschurState, seat: int, steps: int) -> tuple[int, ...]:
    """The stalls the merchant of ``seat`` reaches with a prince card of ``steps``."""
    here = state.merchants[seat]
    return tuple(s for s in range(1, STALLS + 1) if s != here and abs(s - here) <= steps)


def explain_merchant(state: DahschurState, seat: int, stall, steps: int) -> str | None:
    """Why the merchant may not move to ``stall`` now, in the rulebook's words."""
    if not isinstance(stall, int) or isinstance(stall, bool) or not 0 <= stall <= STALLS:
        return _("Choose one of the six market stalls.")
    if stall == ASSEMBLY_POINT:
        return _("The assembly point may no longer be entered.")
    here = state.merchants[seat]
    if stall == here:
        return _("The merchant must move at least 1 market stall.")
    if abs(stall - here) > steps:
        return ngettext("With this prince card your merchant moves at most {n} market stall.",
                        "With this prince card your merchant moves at most {n} market stalls.",
                        steps)
    return None


def move_merchant(state: DahschurState, seat: int, stall: int) -> DahschurState:
    return evolve(state, merchants=put(state.merchants, seat, stall))


# -- buying the gem -----------------------------------------------------------------------
def price(state: DahschurState, seat: int) -> int:
    """Goods stones of ``seat``'s colour the offer card at its merchant's stall asks
    (0: the card does not demand that colour, or no card lies there)."""
    stall = state.stalls[state.merchants[seat] - 1]
    return 0 if stall.offer is None else OFFER_CARDS[stall.offer][seat]


def explain_buy(state: DahschurState, seat: int, move: BuyGem) -> str | None:
    """Why the gem at the merchant's stall cannot be bought (or the market prince taken)."""
    stall = state.stalls[state.merchants[seat] - 1]
    if stall.gem is None:
        return _("No gemstone lies at this market stall.")
    cost = price(state, seat)
    if not cost:
        return _("This offer card does not demand goods stones of your colour.")
    if state.goods[seat] < cost:
        return ngettext("You need {n} goods stone of your colour in your supply.",
                        "You need {n} goods stones of your colour in your supply.", cost)
    if not isinstance(move.take_prince, bool):
        return _("Say whether you take the market prince card.")
    if move.take_prince:
        return explain_market_prince(state, seat)
    return None


def explain_market_prince(state: DahschurState, seat: int) -> str | None:
    """Why the market prince card beneath the gem may not be taken into the gift."""
    number = state.merchants[seat]
    if not state.stalls[number - 1].market_prince:
        return _("No market prince card lies at this market stall.")
    if state.market_prince_taken:
        return _("A player may take at most 1 market prince card per turn.")
    if number in state.gift_values:
        return _("All prince cards of the prince's gift must show different values, "
                 "also those already used this turn.")
    return None


def buy_moves(state: DahschurState, seat: int) -> list[BuyGem]:
    """The legal purchases at the merchant's stall (with and without the market prince)."""
    return [m for m in (BuyGem(False), BuyGem(True)) if explain_buy(state, seat, m) is None]


def buy(state: DahschurState, seat: int, take_prince: bool) -> DahschurState:
    """Pay, take the gem, discard and replace the offer card and the gem."""
    number = state.merchants[seat]
    stall = state.stalls[number - 1]
    cost = price(state, seat)
    gems = put(state.gems, seat, bump(state.gems[seat], stall.gem, 1))
    pile, discard = state.offer_pile, state.offer_discard + (stall.offer,)
    rng = state.rng
    if not pile:
        pile, discard = tuple(sorted(discard)), ()
    offer, rng = rng.choice(pile)
    pile = _without(pile, offer)
    gem, bag, rng = draw_gem(state.bag, rng)
    new_stall = Stall(offer, gem, bump(stall.goods, seat, cost),
                      stall.market_prince and not take_prince)
    changes = dict(
        rng=rng, gems=gems, goods=bump(state.goods, seat, -cost), offer_pile=pile,
        offer_discard=discard, bag=bag, stalls=put(state.stalls, number - 1, new_stall))
    if take_prince:
        slot = state.gift.index(None)
        changes.update(gift=put(state.gift, slot, Card(MARKET_PRINCE, number)),
                       gift_values=state.gift_values | {number}, market_prince_taken=True)
    return evolve(state, **changes)


def draw_gem(bag: tuple[int, int, int], rng):
    """One gem drawn blind from the cloth bag: (gem or None when empty, bag, rng)."""
    total = sum(bag)
    if not total:
        return None, bag, rng
    pick, rng = rng.below(total)
    for gem, count in enumerate(bag):
        if pick < count:
            return gem, bump(bag, gem, -1), rng
        pick -= count
    raise AssertionError("unreachable")


# -- goods stones back ----------------------------------------------------------------------
def explain_take_back(state: DahschurState, seat: int, stall) -> str | None:
    """Why no goods stone of ``seat`` can be taken back from ``stall``."""
    if not isinstance(stall, int) or isinstance(stall, bool) or not 1 <= stall <= STALLS:
        return _("Choose one of the six market stalls.")
    if not state.stalls[stall - 1].goods[seat]:
        return _("None of your goods stones lies at this market stall.")
    return None


def take_back(state: DahschurState, seat: int, stall: int, every: bool = False):
    """Take 1 (or, for an own plate on the avenue, ``every``) goods stone of ``seat``
    back from ``stall`` into the supply."""
    old = state.stalls[stall - 1]
    count = old.goods[seat] if every else 1
    new = evolve(old, goods=bump(old.goods, seat, -count))
    return evolve(state, stalls=put(state.stalls, stall - 1, new),
                               goods=bump(state.goods, seat, count))


def _without(items: tuple, item) -> tuple:
    i = items.index(item)
    return items[:i] + items[i + 1:]

