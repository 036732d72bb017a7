"""Production, stage c: influence cards drawn, Intrigue, cards placed face down, tokens.

Every player draws four cards (Intrigue levels 4–5: two more). Intrigue levels
2–3 may exchange one card once (``IntrigueSwap``/``IntrigueKeep``). Then all
players at once place one card face down under each warehouse
(``PlaceInfluence``); nobody sees the others' cards until all have placed.
Royal Court levels 2–3 put their token on the current market's field at once;
levels 4–5 (and Thieves level 5) choose the field (``PlaceToken``).
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.saqqara.rules.data import (
    HAND_SIZE,
    INTRIGUE,
    INTRIGUE_DISCARD,
    INTRIGUE_DRAW,
    ROYAL_COURT,
    ROYAL_COURT_CHOICE,
    ROYAL_COURT_TOKEN,
    THIEVES,
    THIEVES_TOKEN,
    WAREHOUSES,
)
from pharaohs.games.saqqara.rules.moves import IntrigueKeep, IntrigueSwap, PlaceInfluence
from pharaohs.games.saqqara.rules.state import (
    INFLUENCE,
    SaqqaraState,
    bump,
    evolve,
    level,
    market_warehouse,
    put,
)


def draw_cards(state: SaqqaraState, seat: int, count: int) -> SaqqaraState:
    """``seat`` draws ``count`` cards; drawing the last card of the pile makes the
    shuffled discard pile the new draw pile."""
    pile, discard = list(state.piles[seat]), state.discards[seat]
    hand, rng = list(state.hands[seat]), state.rng
    for _drawn in range(count):
        if not pile:
            break
        card, rng = rng.choice(pile)
        pile.remove(card)
        hand.append(card)
        if not pile:
            pile, discard = list(discard), ()
    return evolve(state, rng=rng, hands=put(state.hands, seat, tuple(sorted(hand))),
                   piles=put(state.piles, seat, tuple(pile)),
                   discards=put(state.discards, seat, discard))


def begin_influence(state: SaqqaraState) -> SaqqaraState:
    """Everyone draws; Intrigue and Royal Court open their privileges."""
    intrigue, tokens, tokens_open = set(), [], []
    market = market_warehouse(state)
    for seat in range(state.players):
        lvl = level(state, seat, INTRIGUE)
        extra = INTRIGUE_DRAW[lvl - 1] if lvl and not INTRIGUE_DISCARD[lvl - 1] else 0
        state = draw_cards(state, seat, HAND_SIZE + extra)
        if lvl and INTRIGUE_DISCARD[lvl - 1]:
            intrigue.add(seat)
        row, choose = [0] * WAREHOUSES, []
        court = level(state, seat, ROYAL_COURT)
        if court and ROYAL_COURT_TOKEN[court - 1]:
            if ROYAL_COURT_CHOICE[court - 1]:
                choose.append(ROYAL_COURT_TOKEN[court - 1])
            elif market is not None:
                row[market] += ROYAL_COURT_TOKEN[court - 1]
        thief = level(state, seat, THIEVES)
        if thief and THIEVES_TOKEN[thief - 1]:
            choose.append(THIEVES_TOKEN[thief - 1])
        tokens.append(tuple(row))
        tokens_open.append(tuple(choose))
    return evolve(state, phase=INFLUENCE, intrigue_open=frozenset(intrigue),
                   tokens=tuple(tokens), tokens_open=tuple(tokens_open),
                   placed=((None,) * WAREHOUSES,) * state.players)


def influence_waiting(state: SaqqaraState) -> tuple[int, ...]:
    """Seats that still have something to do in this stage."""
    return tuple(s for s in range(state.players)
                 if s in state.intrigue_open or None in state.placed[s]
                 or state.tokens_open[s])


def explain_influence(state: SaqqaraState, seat: int, move) -> str | None:
    kind = type(move)
    if kind in (IntrigueSwap, IntrigueKeep):
        if seat not in state.intrigue_open:
            return _("You have no Intrigue exchange open.")
        if kind is IntrigueSwap and move.card not in state.hands[seat]:
            return _("You have no such card in your hand.")
        return None
    if seat in state.intrigue_open:
        return _("Decide on your Intrigue exchange first.")
    if move.warehouse not in range(WAREHOUSES):
        return _("There is no such warehouse.")
    if kind is PlaceInfluence:
        if state.placed[seat][move.warehouse] is not None:
            return _("You already placed a card under this warehouse.")
        if move.card not in state.hands[seat]:
            return _("You have no such card in your hand.")
        return None
    if not state.tokens_open[seat]:
        return _("You have no influence token to place.")
    if None in state.placed[seat]:
        return _("Place an influence card under each warehouse first.")
    return None


def apply_influence(state: SaqqaraState, seat: int, move) -> SaqqaraState:
    kind = type(move)
    if kind is IntrigueKeep:
        return evolve(state, intrigue_open=state.intrigue_open - {seat})
    if kind is IntrigueSwap:
        lvl = level(state, seat, INTRIGUE)
        state = evolve(state, intrigue_open=state.intrigue_open - {seat},
                        hands=put(state.hands, seat, _without(state.hands[seat], move.card)),
                        discards=put(state.discards, seat,
                                     tuple(sorted((*state.discards[seat], move.card)))))
        return draw_cards(state, seat, INTRIGUE_DRAW[lvl - 1])
    if kind is PlaceInfluence:
        return evolve(state, hands=put(state.hands, seat, _without(state.hands[seat], move.card)),
                       placed=put(state.placed, seat,
                                  put(state.placed[seat], move.warehouse, move.card)))
    value, *rest = state.tokens_open[seat]
    return evolve(state, tokens_open=put(state.tokens_open, seat, tuple(rest)),
                   tokens=put(state.tokens, seat,
                              bump(state.tokens[seat], move.warehouse, value)))


def discard_influence(state: SaqqaraState) -> SaqqaraState:
    """End of production: played cards and hand cards go to the discard piles."""
    discards = tuple(tuple(sorted((*state.discards[s], *state.hands[s], *state.placed[s])))
                     for s in range(state.players))
    return evolve(state, discards=discards, hands=((),) * state.players,
                   placed=((None,) * WAREHOUSES,) * state.players,
                   tokens=((0,) * WAREHOUSES,) * state.players)


def _without(cards: tuple, card) -> tuple:
    """``cards`` with one ``card`` removed."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]
