"""Prince cards (Prinzenkarten): the prince's gift (Fürstengabe), the rows in front of
the players, and the third card of the 2- and 3-player games.

The cards on the gift must show different values. A player left holding only
values already on display shows the hand and plays any one of them. A used card
goes back to its owner, who lays it face up to the right of the earlier ones; a
neutral card is discarded; a market prince card goes to the active player's row.
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.core.i18n import _
from pharaohs.games.dahschur.rules.data import (
    GIFT_ORDER_FROM_LEFT,
    PRINCE_VALUES,
    THIRD_CARDS_DIFFER,
)
from pharaohs.games.dahschur.rules.state import (
    MARKET_PRINCE,
    NEUTRAL,
    Card,
    DahschurState,
    put,
)


def lay_options(hand: tuple[int, ...], on_display: frozenset[int]) -> tuple[int, ...]:
    """Values that may be laid: those not on display, or (the show-your-hand
    exception) any value in hand when all of them are on display."""
    fresh = tuple(v for v in dict.fromkeys(hand) if v not in on_display)
    return fresh or tuple(dict.fromkeys(hand))


def shows_hand(hand: tuple[int, ...], on_display: frozenset[int]) -> bool:
    """Whether the player must show the hand: every value in it is already on display."""
    return bool(hand) and all(v in on_display for v in hand)


def explain_lay(hand: tuple[int, ...], on_display: frozenset[int], value) -> str | None:
    """Why ``value`` may not be laid from ``hand`` on the prince's gift, next to the
    values ``on_display``."""
    return _explain_value(hand, value) or (
        _("The prince cards on display must always show different values.")
        if _repeats(hand, on_display, value) else None)


def explain_third(state: DahschurState, seat: int, value) -> str | None:
    """Why ``value`` may not be ``seat``'s third prince card, laid in front of itself
    (the gift's rule would be the wrong reason: this card never goes on the gift)."""
    hand = state.hands[seat]
    refusal = _explain_value(hand, value)
    if refusal is not None or not _repeats(hand, third_display(state, seat), value):
        return refusal
    if THIRD_CARDS_DIFFER:
        return _("A third prince card {value} already lies in front of a player this round: "
                 "the third cards must show different values.", value=value)
    return _("Your row already shows a prince card {value}: your third card must show a "
             "different value.", value=value)


def _explain_value(hand: tuple[int, ...], value) -> str | None:
    if not isinstance(value, int) or isinstance(value, bool) or value not in PRINCE_VALUES:
        return _("Prince cards show the values 1 to 6.")
    if value not in hand:
        return _("You have no prince card {value} in your hand.", value=value)
    return None


def _repeats(hand: tuple[int, ...], on_display: frozenset[int], value: int) -> bool:
    """Whether laying ``value`` repeats a value on display when the hand holds another."""
    return value in on_display and not shows_hand(hand, on_display)


def gift_layer(state: DahschurState) -> int:
    """The fellow player who lays the next card on the gift (from the active player's
    left, data.GIFT_ORDER_FROM_LEFT)."""
    laid = sum(1 for c in state.gift if c is not None and c.owner >= 0)
    step = 1 if GIFT_ORDER_FROM_LEFT else -1
    return (state.active + step * (1 + laid)) % state.players


def explain_space(state: DahschurState, space) -> str | None:
    """Why a card may not be laid on gift space ``space``."""
    if not isinstance(space, int) or isinstance(space, bool) or \
            not 0 <= space < len(state.gift):
        return _("Choose a space of the prince's gift.")
    if state.gift[space] is not None:
        return _("A prince card already lies on this space of the prince's gift.")
    return None


def lay_gift(state: DahschurState, seat: int, value: int, slot: int) -> DahschurState:
    """Lay a card from ``seat``'s hand on space ``slot`` of the gift."""
    return evolve(
        state, hands=put(state.hands, seat, _without(state.hands[seat], value)),
        gift=put(state.gift, slot, Card(seat, value)),
        gift_values=state.gift_values | {value})


def gift_complete(state: DahschurState) -> bool:
    """Whether every fellow player has laid a card for the active player."""
    return sum(1 for c in state.gift if c is not None and c.owner >= 0) == state.players - 1


def third_display(state: DahschurState, seat: int) -> frozenset[int]:
    """The values the third card must differ from: the other players' third cards
    (data.THIRD_CARDS_DIFFER), else the player's own row."""
    if THIRD_CARDS_DIFFER:
        return frozenset(state.third)
    return frozenset(c.value for c in state.rows[seat])


def third_layer(state: DahschurState) -> int:
    """The seat that lays its third card next (from the start player)."""
    return (state.start + len(state.third)) % state.players


def lay_third(state: DahschurState, seat: int, value: int) -> DahschurState:
    """Lay the third card face up to the right of the player's row."""
    return evolve(
        state, hands=put(state.hands, seat, _without(state.hands[seat], value)),
        rows=put(state.rows, seat, state.rows[seat] + (Card(seat, value),)),
        third=state.third + (value,))


def explain_use(state: DahschurState, slot) -> str | None:
    """Why the card on gift space ``slot`` cannot be taken for an action."""
    if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < len(state.gift):
        return _("Choose a prince card on the prince's gift.")
    if state.gift[slot] is None:
        return _("No prince card lies on this space of the prince's gift.")
    return None


def use(state: DahschurState, slot: int) -> DahschurState:
    """Take the card from the gift: its action begins."""
    return evolve(state, in_use=state.gift[slot], gift=put(state.gift, slot, None))


def give_back(state: DahschurState) -> DahschurState:
    """The action is done: the card goes to its owner's row (a neutral one is discarded)."""
    card = state.in_use
    rows = state.rows
    if card.owner == MARKET_PRINCE:
        rows = put(rows, state.active, rows[state.active] + (card,))
    elif card.owner != NEUTRAL:
        rows = put(rows, card.owner, rows[card.owner] + (card,))
    return evolve(state, rows=rows, in_use=None, step="", placed=0,
                               swapped=False)


def hand_of(state: DahschurState, seat: int) -> tuple[int, ...]:
    """The values ``seat`` must hold: its six cards less those anywhere face up (the
    hand is secret, but every other place of a prince card is public)."""
    elsewhere = [c.value for c in state.rows[seat] if c.owner == seat]
    elsewhere += [c.value for c in (*state.gift, state.in_use) if c is not None and
                  c.owner == seat]
    elsewhere += [chamber[seat] for chamber in state.chambers if chamber[seat] is not None]
    hand = list(PRINCE_VALUES)
    for value in elsewhere:
        hand.remove(value)
    return tuple(hand)


def _without(items: tuple, item) -> tuple:
    i = items.index(item)
    return items[:i] + items[i + 1:]
