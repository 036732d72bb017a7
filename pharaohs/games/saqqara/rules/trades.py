"""Development: getting the goods one needs — privileges, market cards, land, theft.

Trade and Irrigation trade with the supply as often as wished; market cards
too; one land serves as any good. Thieves steal once per turn (players in the
Soldiers pyramid are protected). Whatever comes from the supply comes only as
far as it still holds; a trade for a good the supply has run out of is refused.
"""

from __future__ import annotations

from pharaohs.core.i18n import _, ngettext
from pharaohs.games.saqqara.rules.data import (
    GOOD_NAMES,
    GOODS,
    IRRIGATION,
    IRRIGATION_CHOICE,
    IRRIGATION_GOODS,
    LAND,
    MARKET_CARDS,
    SOLDIERS,
    SOLDIERS_PROTECT_FROM,
    THIEVES,
    THIEVES_GOODS,
    THIEVES_PER_VICTIM,
    TRADE,
    TRADE_ANY_KIND,
    TRADE_GIVE,
)
from pharaohs.games.saqqara.rules.moves import Irrigate, Steal, UseLand, UseMarketCard
from pharaohs.games.saqqara.rules.state import (
    SaqqaraState,
    bump,
    evolve,
    level,
    market_good,
    one,
    put,
)
from pharaohs.games.saqqara.rules.supply import from_supply, to_supply


def _good(good: int) -> str:
    return _(GOOD_NAMES[good])


def _supply_refusal(state: SaqqaraState, good: int) -> str | None:
    if state.supply[good] == 0:
        return _("The supply has no {good} left.", good=_good(good))
    return None


def _lacks(state: SaqqaraState, seat: int, good: int, count: int) -> str | None:
    if state.goods[seat][good] < count:
        return ngettext("You need {n} {good} for this.", "You need {n} {good} for this.",
                        count, good=_good(good))
    return None


def explain_trade(state: SaqqaraState, seat: int, move) -> str | None:
    kind = type(move)
    if kind is Steal:
        return _explain_steal(state, seat, move)
    if kind is UseMarketCard:
        if move.card not in state.cards[seat]:
            return _("You do not hold this market card.")
        card = MARKET_CARDS[move.card]
        return (_lacks(state, seat, card.give, card.give_count)
                or _supply_refusal(state, card.get))
    if move.get not in GOODS:
        return _("There is no such good.")
    if kind is UseLand:
        if move.get == LAND:
            return _("Land is used as another good.")
        return _lacks(state, seat, LAND, 1) or _supply_refusal(state, move.get)
    if kind is Irrigate:
        lvl = level(state, seat, IRRIGATION)
        if lvl < 2:
            return _("Only workers on level 2 or higher of Irrigation may sell land.")
        if move.get == LAND:
            return _("Irrigation sells land for other goods.")
        if not IRRIGATION_CHOICE[lvl - 1] and move.get != market_good(state):
            return _("At this level Irrigation sells land for goods of the current market.")
        return _lacks(state, seat, LAND, 1) or _supply_refusal(state, move.get)
    lvl = level(state, seat, TRADE)
    if lvl < 2:
        return _("Only workers on level 2 or higher of Trade may trade.")
    if move.give not in GOODS:
        return _("There is no such good.")
    if move.give == move.get:
        return _("Trade for a different good.")
    if not TRADE_ANY_KIND[lvl - 1] and move.give != market_good(state):
        return _("At this level Trade takes goods of the current market.")
    return _lacks(state, seat, move.give, TRADE_GIVE[lvl - 1]) or _supply_refusal(state, move.get)


def _explain_steal(state: SaqqaraState, seat: int, move: Steal) -> str | None:
    lvl = level(state, seat, THIEVES)
    if lvl < 2:
        return _("Only workers on level 2 or higher of Thieves may steal.")
    if move.victim == seat or move.victim not in range(state.players):
        return _("Steal from an opponent.")
    if move.good not in GOODS:
        return _("There is no such good.")
    if level(state, move.victim, SOLDIERS) >= SOLDIERS_PROTECT_FROM:
        return _("Players in the Soldiers pyramid are protected.")
    if sum(state.stolen) >= THIEVES_GOODS[lvl - 1]:
        return _("You have stolen all you may this turn.")
    if state.stolen[move.victim] >= THIEVES_PER_VICTIM[lvl - 1]:
        return _("Steal the rest from another opponent.")
    if state.goods[move.victim][move.good] == 0:
        return _("That player has no {good}.", good=_good(move.good))
    return None


def apply_trade(state: SaqqaraState, seat: int, move) -> SaqqaraState:
    kind = type(move)
    if kind is Steal:
        goods = put(state.goods, move.victim, bump(state.goods[move.victim], move.good, -1))
        goods = put(goods, seat, bump(goods[seat], move.good, 1))
        return evolve(state, goods=goods, stolen=bump(state.stolen, move.victim, 1))
    if kind is UseMarketCard:
        card = MARKET_CARDS[move.card]
        state = to_supply(state, seat, one(card.give, card.give_count))
        return from_supply(state, seat, card.get, card.get_count)[0]
    if kind is UseLand:
        return from_supply(to_supply(state, seat, one(LAND)), seat, move.get, 1)[0]
    if kind is Irrigate:
        lvl = level(state, seat, IRRIGATION)
        state = to_supply(state, seat, one(LAND))
        return from_supply(state, seat, move.get, IRRIGATION_GOODS[lvl - 1])[0]
    lvl = level(state, seat, TRADE)
    state = to_supply(state, seat, one(move.give, TRADE_GIVE[lvl - 1]))
    return from_supply(state, seat, move.get, 1)[0]

