"""The pyramid cards: dealing, drawing with the hand limit, exchanging and the reshuffle.

"When the draw pile is used up, the discard pile is shuffled and set out as the
new draw pile": ``draw_into_hand`` does that as soon as the pile runs out.
An exchange with fewer than 5 cards in the pile first shuffles the pile together
with the discard pile; the cards put back in the exchange are kept apart until
the replacements are drawn, so they start the new discard pile.
"""

from __future__ import annotations

from pharaohs.core.i18n import Message, _, ngettext
from pharaohs.core.rng import Rng
from pharaohs.games.im_bann.rules.data import (
    ADVENTURE_CARDS,
    CARD_ITEM,
    CHAMBER_SIDES,
    DECK,
    DEPOT_START,
    DRAW_COUNTS,
    EXCHANGE_MAX,
    HAND_LIMIT,
    HAND_START,
    ITEM_NAMES,
    ROW_LENGTH,
    SPECIAL_NAMES,
)
from pharaohs.games.im_bann.rules.state import ImBannState, evolve, replaced


def deal(rng: Rng, players: int, **fields) -> ImBannState:
    """A game set out afresh: the King's Chamber's side at random, four of the five
    adventure cards in a shuffled row (the top one back to the box), the depot at
    ladders and five cards dealt to each player. ``fields`` fill in the rest."""
    chamber, rng = rng.choice(CHAMBER_SIDES)
    order, rng = rng.shuffled(range(len(ADVENTURE_CARDS)))
    deck, rng = rng.shuffled(DECK)
    hands = []
    for _seat in range(players):
        hands.append(tuple(sorted(deck[-HAND_START:])))
        deck = deck[:-HAND_START]
    return ImBannState(
        players=players, rng=rng, row=order[1:1 + ROW_LENGTH], chamber=chamber,
        depot=DEPOT_START, hands=tuple(hands), pile=deck, discard=(),
        showcases=((),) * players, stages=(0,) * players, special_played=False,
        equipment_played=0, scarab=False, exact=False, exchange=(), shed=0, cursed=(),
        final_round=False, **fields)


def draw_into_hand(state: ImBannState, seat: int, count: int) -> ImBannState:
    """``seat`` draws ``count`` cards (fewer if pile and discard pile run dry); an empty
    pile is replaced by the shuffled discard pile at once."""
    drawn, pile, discard, rng = _take(state.pile, state.discard, state.rng, count)
    return evolve(state, pile=pile, discard=discard, rng=rng,
                  hands=_with_drawn(state.hands, seat, drawn))


def _take(pile: tuple, discard: tuple, rng: Rng, count: int):
    """``(drawn, pile, discard, rng)`` after ``count`` cards are taken from the pile's
    top, the discard pile shuffled into a new pile whenever the pile is used up."""
    if count <= len(pile):  # the common case, taken in one slice
        drawn, pile = pile[len(pile) - count:], pile[:len(pile) - count]
    else:
        drawn = []
        for _i in range(count):
            if not pile:
                if not discard:
                    break
                pile, rng = rng.shuffled(discard)
                discard = ()
            drawn.append(pile[-1])
            pile = pile[:-1]
        drawn = tuple(drawn)
    if not pile and discard:
        pile, rng = rng.shuffled(discard)
        discard = ()
    return drawn, pile, discard, rng


def _with_drawn(hands: tuple, seat: int, drawn: tuple) -> tuple:
    """``hands`` after ``seat`` takes ``drawn`` into his hand, kept sorted."""
    return replaced(hands, seat, tuple(sorted(hands[seat] + drawn)))


def cards_to_draw(state: ImBannState) -> int:
    """Cards left to draw: the pile, and the discard pile shuffled in when it runs out."""
    return len(state.pile) + len(state.discard)


def most_to_draw(state: ImBannState, seat: int) -> int:
    """The most cards ``seat`` may draw now: never above 10 in hand, never more than are
    left to draw."""
    room = HAND_LIMIT - len(state.hands[seat])
    left = len(state.pile) + len(state.discard)
    return room if room < left else left


def explain_draw(state: ImBannState, seat: int, count) -> str | None:
    if count not in DRAW_COUNTS:
        return _("A player draws one or two cards.")
    if len(state.hands[seat]) + count > HAND_LIMIT:
        return _("No player may hold more than {limit} cards in hand.", limit=HAND_LIMIT)
    left = cards_to_draw(state)
    if count > left:
        return ngettext("Only {n} card is left to draw.", "Only {n} cards are left to draw.", left)
    return None


def exchange_limit(state: ImBannState) -> int:
    """Cards an exchange may put back: up to 5; with fewer than 5 in the pile it is
    shuffled with the discard pile first, and with no discard pile only the pile counts."""
    left = len(state.pile) + len(state.discard)  # ``cards_to_draw``, asked on every step
    return left if left < EXCHANGE_MAX else EXCHANGE_MAX


def may_exchange(state: ImBannState, seat: int) -> bool:
    """Whether ``seat`` may exchange now: a card in hand and a card left to draw."""
    return bool(state.hands[seat]) and bool(state.pile or state.discard)


def explain_exchange(state: ImBannState, seat: int) -> str | None:
    if may_exchange(state, seat):
        return None
    if not state.hands[seat]:
        return _("You have no cards to exchange.")
    return _("There are no cards left to exchange with.")


def explain_put_back(state: ImBannState, seat: int, card) -> str | None:
    if card not in state.hands[seat]:
        return _("You have no {card} in hand.", card=card_label(card))
    limit = exchange_limit(state)
    if len(state.exchange) >= limit:
        return ngettext("You can exchange at most {n} card.",
                        "You can exchange at most {n} cards.", limit)
    return None


def put_back(state: ImBannState, seat: int, card: str) -> ImBannState:
    """Lay one card of the exchange face up beside the draw pile."""
    return evolve(state, hands=replaced(state.hands, seat, without(
        state.hands[seat], card)), exchange=state.exchange + (card,))


def finish_exchange(state: ImBannState, seat: int) -> ImBannState:
    """Draw as many cards as were put back; the put-back cards form the discard pile."""
    pile, discard, rng = state.pile, state.discard, state.rng
    if len(pile) < EXCHANGE_MAX and discard:
        pile, rng = rng.shuffled(pile + discard)
        discard = ()
    put = state.exchange
    drawn, pile, discard, rng = _take(pile, discard, rng, len(put))
    discard += put
    if not pile:  # the replacements used the pile up: the discard pile is the new one
        pile, rng = rng.shuffled(discard)
        discard = ()
    return evolve(state, pile=pile, discard=discard, rng=rng, exchange=(),
                  hands=_with_drawn(state.hands, seat, drawn))


def without(cards: tuple, card: str) -> tuple:
    """``cards`` with one ``card`` taken out (the first of equal ones)."""
    rest = list(cards)
    rest.remove(card)
    return tuple(rest)


def card_label(card: str) -> str:
    """A card's name for sentences ("Rope 3", "Curse"), translatable."""
    item = CARD_ITEM.get(card)
    if item is None:
        name = SPECIAL_NAMES.get(card)
        return Message(name) if name else str(card)
    return _("{item} {value}", item=Message(ITEM_NAMES[item][0]), value=int(card[len(item):]))
