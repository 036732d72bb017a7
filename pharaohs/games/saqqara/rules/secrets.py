"""What each seat may see, and worlds redrawn from it for computer players.

Hidden from a seat: other players' hands and draw piles, and the influence
cards others placed face down under the warehouses until all have placed.
A seat sees its own draw pile only as the cards it must hold (it knows its
cards and its discard pile), never in an order: a draw takes a random card.
The threshold pile and the market cards set aside are drawn when they are
needed, so the state holds no secret order for them.
"""

from __future__ import annotations

from collections import Counter

from pharaohs.core.hidden import Hidden, is_hidden
from pharaohs.core.rng import Rng
from pharaohs.games.saqqara.rules.data import DISCARDS_FACE_UP, INFLUENCE_CARDS
from pharaohs.games.saqqara.rules.state import INFLUENCE, SaqqaraState, evolve

CARD = Hidden("influence")


def view(state: SaqqaraState, seat: int | None) -> SaqqaraState:
    hands, piles, placed = list(state.hands), list(state.piles), list(state.placed)
    discards = list(state.discards)
    for other in range(state.players):
        if other == seat:
            continue
        hands[other] = (CARD,) * len(hands[other])
        piles[other] = (CARD,) * len(piles[other])
        if not DISCARDS_FACE_UP:
            discards[other] = (CARD,) * len(discards[other])
        if state.phase == INFLUENCE:
            placed[other] = tuple(None if c is None else CARD for c in placed[other])
    return evolve(state, rng=None, hands=tuple(hands), piles=tuple(piles),
                   placed=tuple(placed), discards=tuple(discards))


def determinize(view_state: SaqqaraState, seat: int | None, seed) -> SaqqaraState:
    """Each other seat's unseen cards (hand, draw pile, face-down cards, a face-down discard
    pile) are dealt at random from its set of influence cards less what lies face up."""
    rng = Rng.from_seed(seed)
    hands, piles = list(view_state.hands), list(view_state.piles)
    placed, discards = list(view_state.placed), list(view_state.discards)
    for other in range(view_state.players):
        if other == seat:
            continue
        pool = Counter(INFLUENCE_CARDS)
        pool.subtract(c for c in discards[other] if not is_hidden(c))
        pool.subtract(c for c in placed[other] if c is not None and not is_hidden(c))
        cards, rng = rng.shuffled(sorted(pool.elements()))
        cards = list(cards)
        row = []
        for card in placed[other]:
            row.append(cards.pop() if is_hidden(card) else card)
        placed[other] = tuple(row)
        if discards[other] and is_hidden(discards[other][0]):
            size = len(discards[other])
            discards[other], cards = tuple(sorted(cards[:size])), cards[size:]
        hand_size = len(hands[other])
        hands[other] = tuple(sorted(cards[:hand_size]))
        piles[other] = tuple(sorted(cards[hand_size:]))
    return evolve(view_state, rng=rng, hands=tuple(hands), piles=tuple(piles),
                  placed=tuple(placed), discards=tuple(discards))
